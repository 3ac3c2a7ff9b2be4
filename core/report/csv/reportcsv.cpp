// CSV: one RFC 4180 table (see reportwriters.h for the shape), UTF-8, CRLF, exact integers.
#include "report/reportwriters.h"

#include "report/csv/csvwriter.h"

namespace idscope::report {

QByteArray toCsv(const ReportDocument& doc)
{
    QByteArray out;
    QString id = doc.csvTable;
    if (id.isEmpty()) {
        for (const ReportSection& s : doc.sections) {
            if (!s.tables.isEmpty()) {
                id = s.tables.first().id;
                break;
            }
        }
    }
    if (id.isEmpty()) {
        appendCsvRow(out,
                     {QStringLiteral("section"), QStringLiteral("key"), QStringLiteral("value")});
        for (const ReportSection& s : doc.sections) {
            for (const ReportFact& f : s.facts)
                appendCsvRow(out, {s.id, QString::fromLatin1(f.key), f.value});
        }
        return out;
    }
    bool header = false;
    const bool prefix = !doc.csvSubjectColumn.isEmpty();
    for (const ReportSection& s : doc.sections) {
        for (const ReportTable& t : s.tables) {
            if (t.id != id)
                continue;
            if (!header) {
                QStringList h;
                if (prefix)
                    h << QString::fromLatin1(doc.csvSubjectColumn);
                for (const ReportColumn& c : t.columns)
                    h << QString::fromLatin1(c.key);
                appendCsvRow(out, h);
                header = true;
            }
            for (const QStringList& r : t.rows) {
                if (prefix) {
                    appendCsvField(out, s.subject);
                    out.append(',');
                }
                appendCsvRow(out, r);
            }
        }
    }
    return out;
}

} // namespace idscope::report
