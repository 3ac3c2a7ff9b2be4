// `idscope report DB --out FILE.{html,pdf,md,csv,json} [--table T] [--column C] [--at INSTANT]`: a report, format by extension (design §1.6, §3).
#pragma once

#include <QStringList>

namespace idscope::cli {

int runReport(const QStringList& args); // args[0] == "report"

} // namespace idscope::cli
