// Writers of the report model in the text formats (HTML, Markdown, CSV, JSON) and the atomic
// save every format goes through. The PDF writer lives in idscope_report_pdf (reportpdf.h):
// it needs QtGui, and idscope_core links QtCore only.
//
// CSV shape: one RFC 4180 table, the document's `csvTable` (for a database report the ID and
// time columns of every table, prefixed by a "table" column); facts, charts and notes are left
// out. A report without tables writes its facts as section,key,value rows.
#pragma once

#include "reportmodel.h"

#include <QIODevice>

#include <functional>

namespace idscope::report {

struct HtmlOptions {
    // Charts as inline <svg> (browsers). false: <img src="chart:N"> placeholders, N counting
    // charts from 0 in document order, for a QTextDocument preview that supplies the images
    // as resources (QTextBrowser renders no SVG).
    bool inlineSvg = true;
};

QByteArray toHtml(const ReportDocument& doc, const HtmlOptions& opt = {});
QByteArray toMarkdown(const ReportDocument& doc);
QByteArray toCsv(const ReportDocument& doc);
QByteArray toJson(const ReportDocument& doc);

// Writes `doc` in a text format to `out` section by section. false with `error` set when the
// device fails (disk full, …); PDF is refused here (see reportpdf.h).
bool writeReport(const ReportDocument& doc, ReportFormat format, QIODevice& out,
                 QString* error = nullptr);

// Creates `path` atomically: `write` fills a QSaveFile that is committed only when it returns
// true and every byte reached the disk; otherwise nothing is left behind (an existing file
// stays as it was) and `error` says why ("cannot write /x/r.html: Permission denied").
bool saveAtomically(const QString& path, const std::function<bool(QIODevice&, QString*)>& write,
                    QString* error = nullptr);

// saveAtomically(writeReport(…)) for the text formats.
bool saveReport(const ReportDocument& doc, ReportFormat format, const QString& path,
                QString* error = nullptr);

} // namespace idscope::report
