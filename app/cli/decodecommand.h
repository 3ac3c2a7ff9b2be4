// `idscope decode [--format F] [--tz Z] [--json|--csv] [--extract] [ID ...]`
// and the reverse direction `idscope decode --bounds FROM[/TO] [--format F]`.
#pragma once

#include <QStringList>

namespace idscope::cli {

int runDecode(const QStringList& args); // args[0] == "decode"

} // namespace idscope::cli
