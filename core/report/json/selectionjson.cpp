// A selection as a JSON array of objects, 64-bit integers exact.
#include "report/selectionexport.h"

#include "report/json/jsonwriter.h"

#include <QSet>

namespace idscope {

namespace {

QStringList uniqueKeys(const QStringList& headers)
{
    QStringList out;
    QSet<QString> seen;
    for (const QString& h : headers) {
        QString k = h;
        for (int n = 2; seen.contains(k); ++n)
            k = h + QStringLiteral(" (%1)").arg(n);
        seen.insert(k);
        out << k;
    }
    return out;
}

} // namespace

QString selectionToJson(const SelectionTable& t)
{
    const QStringList keys = uniqueKeys(t.headers);
    QByteArray out;
    JsonWriter w(out);
    w.beginArray();
    for (const QVariantList& row : t.rows) {
        w.beginObject();
        for (qsizetype i = 0; i < keys.size(); ++i) {
            w.key(QStringView(keys[i]));
            const QVariant v = row.value(i);
            if (selectionCellIsNull(v)) {
                w.null();
                continue;
            }
            switch (v.typeId()) {
            case QMetaType::LongLong:
            case QMetaType::Int:
                w.value(qint64(v.toLongLong()));
                break;
            case QMetaType::ULongLong:
                w.value(quint64(v.toULongLong()));
                break;
            case QMetaType::Double:
                w.value(v.toDouble());
                break;
            case QMetaType::Bool:
                w.value(v.toBool());
                break;
            default:
                w.value(selectionCellText(v));
            }
        }
        w.endObject();
    }
    w.endArray();
    return QString::fromUtf8(out);
}

} // namespace idscope
