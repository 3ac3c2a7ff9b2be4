#include "db/sqlnames.h"

#include "db/schema.h"

namespace idscope::db {

namespace {

QString quoted(QStringView text, QChar quote)
{
    QString out;
    out.reserve(text.size() + 2);
    out += quote;
    for (QChar c : text) {
        if (c == quote)
            out += quote;
        out += c;
    }
    out += quote;
    return out;
}

constexpr QStringView kRowidNames[] = {u"rowid", u"_rowid_", u"oid"};

} // namespace

QString quoteIdentifier(QStringView name)
{
    return quoted(name, u'"');
}

QString quoteLiteral(QStringView text)
{
    return quoted(text, u'\'');
}

bool isRowidName(QStringView name)
{
    for (QStringView n : kRowidNames) {
        if (name.compare(n, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QString unshadowedRowidName(const TableInfo& t)
{
    for (QStringView n : kRowidNames) {
        const QString name = n.toString();
        if (!t.column(name))
            return name;
    }
    return {};
}

QString rowidName(const TableInfo& t)
{
    if (!t.rowidAlias.isEmpty())
        return t.rowidAlias;
    const QString n = unshadowedRowidName(t);
    return n.isEmpty() ? QStringLiteral("rowid") : n;
}

} // namespace idscope::db
