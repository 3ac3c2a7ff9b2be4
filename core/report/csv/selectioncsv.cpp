// A selection as CSV (RFC 4180) and as tab-separated text.
#include "report/selectionexport.h"

#include "report/csv/csvwriter.h"

namespace idscope {

QString selectionToCsv(const SelectionTable& t, bool withHeader)
{
    QByteArray out;
    if (withHeader)
        appendCsvRow(out, t.headers);
    for (const QVariantList& row : t.rows) {
        QStringList fields;
        fields.reserve(row.size());
        for (const QVariant& v : row)
            fields << selectionCellText(v);
        appendCsvRow(out, fields);
    }
    return QString::fromUtf8(out);
}

QString selectionToTsv(const SelectionTable& t, bool withHeader)
{
    auto clean = [](QString s) {
        for (QChar& c : s) {
            if (c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r'))
                c = QLatin1Char(' ');
        }
        return s;
    };
    QStringList lines;
    if (withHeader) {
        QStringList h;
        for (const QString& s : t.headers)
            h << clean(s);
        lines << h.join(QLatin1Char('\t'));
    }
    for (const QVariantList& row : t.rows) {
        QStringList fields;
        for (const QVariant& v : row)
            fields << clean(selectionCellText(v));
        lines << fields.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace idscope
