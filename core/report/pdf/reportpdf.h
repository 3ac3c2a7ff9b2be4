// The PDF report writer (library idscope_report_pdf: QtGui, so idscope_core stays Core-only):
// A4 pages with the title and page number in the footer, headings kept with what follows,
// tables that break between rows and repeat their header row on every page, charts drawn as
// vector graphics. Needs a QGuiApplication (fonts); the command line makes one with the
// offscreen platform (app/cli/reportcommand.h).
#pragma once

#include "report/reportwriters.h"

namespace idscope::report {

bool writePdf(const ReportDocument& doc, QIODevice& out, QString* error = nullptr);

// Column widths for a table `avail` wide from their natural (one-line) and minimum (longest
// word) widths: the natural ones when they fit, else shared out so that every longest word
// keeps its line where they all fit together, else capped.
QList<double> fitColumnWidths(const QList<double>& natural, const QList<double>& minimum,
                              double avail);

// saveReport for every format, PDF included (atomic, see reportwriters.h).
bool saveReportAnyFormat(const ReportDocument& doc, ReportFormat format, const QString& path,
                         QString* error = nullptr);

} // namespace idscope::report
