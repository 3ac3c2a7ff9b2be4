// `idscope locality DB --table T [--column C] [--order COL|rowid] [--recent N] [--json]`: where new
// keys land in the B-tree (docs/cli.md).
#pragma once

#include <QStringList>

namespace idscope::cli {

int runLocality(const QStringList& args); // args[0] == "locality"

} // namespace idscope::cli
