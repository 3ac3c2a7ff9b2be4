#include "report/csv/csvwriter.h"

namespace idscope {

void appendCsvField(QByteArray& out, const QString& field)
{
    const QByteArray u = field.toUtf8();
    bool quote = false;
    for (char c : u) {
        if (c == ',' || c == '"' || c == '\r' || c == '\n') {
            quote = true;
            break;
        }
    }
    if (!quote) {
        out.append(u);
        return;
    }
    out.append('"');
    for (char c : u) {
        if (c == '"')
            out.append('"');
        out.append(c);
    }
    out.append('"');
}

void appendCsvRow(QByteArray& out, const QStringList& fields)
{
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i)
            out.append(',');
        appendCsvField(out, fields[i]);
    }
    out.append("\r\n", 2);
}

} // namespace idscope
