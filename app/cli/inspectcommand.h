// `idscope inspect DB [--table T] [--full] [--json] [--now INSTANT] [--format COL=F]`:
// profiles the ID and time columns of every table (docs/cli.md).
#pragma once

#include <QStringList>

namespace idscope::cli {

int runInspect(const QStringList& args); // args[0] == "inspect"

} // namespace idscope::cli
