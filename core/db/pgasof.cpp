// PostgreSQL's answers to time travel's reads (source.h). The rows matching given values
// (MatchRequest: an entity's versions, one version, an author's name): one SELECT with the
// values bound in the columns' types, `=` (or IS NULL) so an index on them is used. The state
// as of an instant (AsOfRequest): one SELECT DISTINCT ON
// the entity key, ordered by the change instant and the version number, both descending, so
// each entity's first row is the version in force. The instant is compared in the column's own
// type: a timestamp against the bound as timestamptz (exact to the microsecond), an integer in
// its unit (floored), RFC 3339 text through ::timestamptz (any offset and fraction).
#include "pgsource.h"
#include "sqlnames.h"

namespace idscope::db {

namespace {

bool isTime(const TableInfo& t, const QString& column)
{
    const ColumnInfo* c = t.column(column);
    return c && c->declaredType.startsWith(u"timestamp", Qt::CaseInsensitive);
}

// The bound in the column's unit, as $1.
QString bound(const AsOfRequest& r, bool time, PgParams& p)
{
    const auto floorDiv = [](qint64 a, qint64 b) { return a / b - (a % b < 0 ? 1 : 0); };
    if (time || r.unit == AsOfRequest::Unit::Text || r.unit == AsOfRequest::Unit::JulianDay) {
        p.timestampUs(r.atUs);
        return QStringLiteral("$1");
    }
    switch (r.unit) {
    case AsOfRequest::Unit::UnixSeconds:
        p.int64(floorDiv(r.atUs, 1000000));
        break;
    case AsOfRequest::Unit::UnixMillis:
        p.int64(floorDiv(r.atUs, 1000));
        break;
    default:
        p.int64(r.atUs);
        break;
    }
    return QStringLiteral("$1::int8");
}

} // namespace

std::unique_ptr<Rows> PgSource::readMatching(const MatchRequest& r, QString* error)
{
    const TableInfo& t = *r.table;
    QStringList cols, where, order;
    for (const QString& c : r.columns)
        cols << pgValueExpr(t, c);
    PgParams params;
    for (const auto& [column, value] : r.match) {
        const QString c = quoteIdentifier(column);
        where << (value.isNull()
                      ? c + QStringLiteral(" IS NULL")
                      : c + QStringLiteral(" = ") + bindValue(params, value, t.column(column)));
    }
    for (const QString& c : r.orderBy)
        order << quoteIdentifier(c);
    QString sql = QStringLiteral("SELECT %1 FROM %2").arg(cols.join(u", "), pgRelation(t));
    if (!where.isEmpty())
        sql += QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "));
    if (!order.isEmpty())
        sql += QStringLiteral(" ORDER BY ") + order.join(u", ");
    if (r.limit > 0)
        sql += QStringLiteral(" LIMIT %1").arg(r.limit);
    PgRowStream s = pg_->stream(sql, params, PgFormat::Binary);
    if (s.failed()) {
        *error = s.error().text();
        return nullptr;
    }
    return pgRows(std::move(s));
}

std::unique_ptr<Rows> PgSource::readAsOf(const AsOfRequest& r, QString* error, AsOfPlan*)
{
    const TableInfo& t = *r.table;
    const bool time = isTime(t, r.changedAt);
    const QString c = quoteIdentifier(r.changedAt);
    // The comparable instant, and what the row reports.
    QString instant = c;
    QString reported = c + QStringLiteral("::int8");
    if (time || r.unit == AsOfRequest::Unit::Text || r.unit == AsOfRequest::Unit::JulianDay) {
        instant = time ? c : c + QStringLiteral("::timestamptz");
        reported = QStringLiteral("floor(extract(epoch FROM %1) * 1000)::int8").arg(instant);
    }
    QStringList keys, cols;
    for (const QString& k : r.key) {
        keys << quoteIdentifier(k);
        cols << pgValueExpr(t, k);
    }
    cols << (r.type.isEmpty() ? QStringLiteral("NULL::text") : pgValueExpr(t, r.type));
    cols << quoteIdentifier(r.version) + QStringLiteral("::int8") << reported;
    for (const QString& p : r.payload)
        cols << pgValueExpr(t, p);
    cols << (r.author.isEmpty() ? QStringLiteral("NULL::text") : pgValueExpr(t, r.author));
    cols << (r.marker.isEmpty() ? QStringLiteral("NULL::text") : pgValueExpr(t, r.marker));
    PgParams params;
    const QString sql =
        QStringLiteral("SELECT DISTINCT ON (%1) %2 FROM %3 WHERE %4 <= %5 ORDER BY %1, %4 DESC, "
                       "%6 DESC")
            .arg(keys.join(u", "), cols.join(u", "), pgRelation(t), instant, bound(r, time, params),
                 quoteIdentifier(r.version));
    PgRowStream s = pg_->stream(sql, params, PgFormat::Binary);
    if (s.failed()) {
        *error = s.error().text();
        return nullptr;
    }
    return pgRows(std::move(s));
}

} // namespace idscope::db
