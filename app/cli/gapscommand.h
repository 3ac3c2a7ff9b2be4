// `idscope gaps DB --table T [--column C] [--order COL|rowid] [--writer COL] [--window-ms W]
// [--hold-back K] [--json]`: rows an ID-cursor poller would miss (docs/cli.md).
#pragma once

#include <QStringList>

namespace idscope::cli {

int runGaps(const QStringList& args); // args[0] == "gaps"

} // namespace idscope::cli
