// `idscope report DB --out FILE.{html,pdf,md,csv,json} [--table T] [--column C] [--at INSTANT]`: a
// report, format by extension (docs/cli.md).
#pragma once

#include <QStringList>

namespace idscope::cli {

int runReport(const QStringList& args); // args[0] == "report"

// PDF needs a QGuiApplication (fonts), the other subcommands run on QCoreApplication. main()
// asks reportNeedsGui() first: true for `idscope report … --out X.pdf`; then runReportGui()
// makes a QGuiApplication on the offscreen platform (unless QT_QPA_PLATFORM says otherwise)
// and runs the report in it.
bool reportNeedsGui(int argc, char** argv);
int runReportGui(int argc, char** argv);

} // namespace idscope::cli
