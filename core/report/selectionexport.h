// A rectangular selection of grid cells (the data browser's copy) as CSV, TSV, JSON or a
// Markdown table. Values keep their type: 64-bit integers stay exact in JSON, NULL is null.
// Each format is written in its folder of core/report (csv/, json/, markdown/).
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace idscope {

struct SelectionTable {
    QStringList headers;
    // One entry per row, one value per header: a null QVariant is NULL; qint64 and double are
    // numbers; QString is text. Anything else (a QByteArray, …) is written as its text: the
    // caller turns BLOBs into their canonical ID or hex spelling first.
    QList<QVariantList> rows;
};

// An invalid or null QVariant: SQL NULL.
bool selectionCellIsNull(const QVariant& v);
// A cell as text: "" for NULL, integers and reals exact, BLOBs as hex.
QString selectionCellText(const QVariant& v);

// RFC 4180: header line, CRLF line ends, NULL as an empty field.
QString selectionToCsv(const SelectionTable& t, bool withHeader = true);
// Tab-separated for spreadsheets: tabs and line breaks inside values become spaces.
QString selectionToTsv(const SelectionTable& t, bool withHeader = false);
// An array of objects keyed by header (duplicate headers get " (2)", " (3)" …).
QString selectionToJson(const SelectionTable& t);
// A GitHub-flavoured Markdown table: pipes escaped, line breaks as <br>, NULL as NULL.
QString selectionToMarkdown(const SelectionTable& t);

} // namespace idscope
