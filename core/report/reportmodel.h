// The report model: a document of sections, each with a heading, paragraphs, key/value facts,
// tables, charts and notes, as plain values. Builders (reportdatabase.h, reportdecoder.h) fill
// it from the engine's value structs; writers (reportwriters.h, reportpdf.h) render it. Cells
// are exact strings: a 64-bit integer is its decimal text and never passes through double.
#pragma once

#include <QByteArray>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace idscope {
class JsonWriter;
}

namespace idscope::report {

enum class ReportFormat { Html, Pdf, Markdown, Csv, Json };

// The format a file name asks for by its extension (.html/.htm, .pdf, .md/.markdown, .csv,
// .json), nullopt for anything else.
std::optional<ReportFormat> reportFormatForPath(const QString& path);
QString reportFormatExtension(ReportFormat f); // "html", "pdf", "md", "csv", "json"
QString reportFormatTitle(ReportFormat f);     // "HTML", "PDF", "Markdown", "CSV", "JSON"

// How a value is written in JSON (Integer, Count and Real as bare numbers from their exact
// text, Bool as true/false, an empty cell as null) and aligned in tables (numbers to the
// right). A Count (rows, bytes, pages, milliseconds) is shown to people with its digits
// grouped; an Integer (a rowid, a version, a Unix time) keeps its plain digits everywhere.
// A DurationMs is milliseconds (integer or decimal text): machine files keep the number,
// people read it in its largest unit with the exact milliseconds beside ("5 h (18,000,000 ms)").
enum class ValueKind { Text, Integer, Count, Real, Bool, DurationMs };
// Written as a number in JSON and aligned right in tables.
bool isNumeric(ValueKind k);

struct ReportColumn {
    QByteArray key; // stable machine name (JSON field, CSV header)
    QString title;  // shown in HTML, Markdown and PDF
    ValueKind kind = ValueKind::Text;
};

struct ReportTable {
    QString id; // stable name, e.g. "columns", "anomalies", "missed_rows"
    QString caption;
    QList<ReportColumn> columns;
    QList<QStringList> rows; // one string per column; "" is empty (null in JSON)
    qint64 totalRows = -1;   // when the rows were capped: how many there were (-1: all shown)
    bool capped() const { return totalRows > rows.size(); }
};

struct ReportFact {
    QByteArray key; // stable machine name
    QString label;
    QString value; // exact text; for Integer the decimal digits
    ValueKind kind = ValueKind::Text;
};

struct ChartBar {
    QString label;    // category or bin start
    double value = 0; // drawing only; exact counts go in a table beside the chart
};

struct ChartSeries {
    QString name;
    QList<QPointF> points; // data coordinates
};

struct ChartTick {
    double at = 0; // data coordinate (bar index for bar charts)
    QString label;
};

// A plain description each writer renders its own way: inline SVG (HTML), vector drawing
// (PDF), a small table or nothing (Markdown, CSV).
struct ReportChart {
    enum class Kind { Bars, Lines, Points };
    QString id;
    QString title;
    Kind kind = Kind::Bars;
    QString xTitle, yTitle;
    QList<ChartBar> bars;       // Kind::Bars
    QList<ChartSeries> series;  // Kind::Lines / Kind::Points
    QList<ChartTick> xTicks;    // labels on the x axis (bars: at bar index); lines and points
                                // without any get nice numbers
    std::optional<double> yMin; // fixed y range (e.g. 0..1 for a CDF); else from the data
    std::optional<double> yMax;
    std::optional<double> xMin; // fixed x range (lines and points); else from the data
    std::optional<double> xMax;
};

struct ReportSection {
    QString id;      // stable name, e.g. "database", "table", "locality"
    QString subject; // what the section is about ("users", "events.id"); CSV's first column
    QString heading;
    int level = 1; // 1: top-level, 2: below the previous level-1 section
    QStringList paragraphs;
    QList<ReportFact> facts;
    QList<ReportTable> tables;
    QList<ReportChart> charts;
    QStringList notes; // "showing 1,000 of 12,345 missed rows", "sample of 1,000 rows"
};

struct ReportDocument {
    QString kind; // "database", "decoder", "view"
    QString title;
    QString generatedAt;    // RFC 3339 UTC
    QString idscopeVersion; // "0.1.0"
    QList<ReportSection> sections;

    // JSON: writes the command line's fields (after "report", "title", "generated_at" and
    // "idscope_version") from the values the document was built from, with the command line's
    // writers. Unset: the JSON writer renders the sections generically.
    std::function<void(JsonWriter&)> contractJson;

    // CSV: the id of the table the CSV holds; every table with this id (one per section) is
    // written under one header, prefixed by a column `csvSubjectColumn` holding the section's
    // subject. Empty: the first table of the document. No table at all: the facts as
    // section,key,value rows.
    QString csvTable;
    QByteArray csvSubjectColumn = "table";

    // "Generated 2026-11-30T05:00:00Z by idscope 0.1.0": the one line that changes between
    // runs; writers mark it (HTML class "generated", Markdown/PDF a line of its own starting
    // with "Generated") so golden tests can mask it.
    QString generationLine() const;
};

// Number text for people in the default locale (12345 → "12 345" in Russian), "12,345" under
// the C locale; exact for any qint64.
QString groupedNumber(qint64 n);
// The text people read for a value (HTML, Markdown, PDF): a Count's digits grouped, a Bool as
// yes/no in the UI language, anything else as it is. JSON and CSV write the exact text.
QString shownValue(const QString& value, ValueKind kind);
// Every row of the table through shownValue.
QList<QStringList> shownRows(const ReportTable& t);
// "showing 1,000 of 12,345 missed rows".
QString cappedNote(qint64 shown, qint64 total, const QString& what);

} // namespace idscope::report
