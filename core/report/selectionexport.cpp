#include "selectionexport.h"

#include "csvwriter.h"
#include "markdown.h"
#include "report/json/jsonwriter.h"

#include <QLocale>
#include <QSet>

namespace idscope {

namespace {

bool isNull(const QVariant& v)
{
    return !v.isValid() || v.isNull();
}

QString text(const QVariant& v)
{
    if (isNull(v))
        return {};
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
        return QString::number(v.toLongLong());
    case QMetaType::ULongLong:
        return QString::number(v.toULongLong());
    case QMetaType::Double:
        return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    case QMetaType::QByteArray:
        return QString::fromLatin1(v.toByteArray().toHex());
    default:
        return v.toString();
    }
}

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

QString selectionToCsv(const SelectionTable& t, bool withHeader)
{
    QByteArray out;
    if (withHeader)
        appendCsvRow(out, t.headers);
    for (const QVariantList& row : t.rows) {
        QStringList fields;
        fields.reserve(row.size());
        for (const QVariant& v : row)
            fields << text(v);
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
            fields << clean(text(v));
        lines << fields.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString selectionToJson(const SelectionTable& t)
{
    const QStringList keys = uniqueKeys(t.headers);
    QByteArray out;
    JsonWriter w(out);
    w.beginArray();
    for (const QVariantList& row : t.rows) {
        w.beginObject();
        for (qsizetype i = 0; i < keys.size(); ++i) {
            const QByteArray k = keys[i].toUtf8();
            w.key(std::string_view(k.constData(), std::size_t(k.size())));
            const QVariant v = row.value(i);
            if (isNull(v)) {
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
                w.value(text(v));
            }
        }
        w.endObject();
    }
    w.endArray();
    return QString::fromUtf8(out);
}

QString selectionToMarkdown(const SelectionTable& t)
{
    QString out;
    auto line = [&out](const QStringList& cells) {
        out += QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    };
    QStringList h;
    QStringList rule;
    for (const QString& s : t.headers) {
        h << report::markdownCell(s);
        rule << QStringLiteral("---");
    }
    line(h);
    line(rule);
    for (const QVariantList& row : t.rows) {
        QStringList cells;
        for (qsizetype i = 0; i < t.headers.size(); ++i) {
            const QVariant v = row.value(i);
            cells << (isNull(v) ? QStringLiteral("NULL") : report::markdownCell(text(v)));
        }
        line(cells);
    }
    return out;
}

} // namespace idscope
