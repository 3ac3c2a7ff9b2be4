// SQLite's as-of read (Source::readAsOf) in its shapes. The probe:
//   SELECT … FROM (SELECT DISTINCT key FROM t) e        (a recursive skip-scan for one key column)
//   JOIN t v ON v.rowid = (SELECT rowid FROM t WHERE key IS e.key AND instant <= ?1
//                          ORDER BY instant DESC, version DESC LIMIT 1)
// (a WITHOUT ROWID table matches its primary key columns instead of the rowid); the window:
//   SELECT … FROM (SELECT t.*, ROW_NUMBER() OVER (PARTITION BY key ORDER BY instant DESC,
//                  version DESC) rn FROM t WHERE instant <= ?1) v WHERE rn = 1
// Rows come in key order from either plan; Julian day and text instants come back as Unix ms.
#include "connection.h"
#include "sqlnames.h"

#include <cmath>
#include <limits>
#include <map>

namespace idscope::db {

namespace {

using Unit = AsOfRequest::Unit;

constexpr qint64 kJulianEpochMs = 210866760000000; // 1970-01-01T00:00:00Z as Julian day, in ms

bool numericUnit(Unit u)
{
    return u == Unit::UnixSeconds || u == Unit::UnixMillis || u == Unit::UnixMicros;
}

// The comparable instant of alias.changedAt in SQL.
QString instantExpr(const AsOfRequest& r, const QString& alias)
{
    const QString col = alias + u'.' + quoteIdentifier(r.changedAt);
    return r.unit == Unit::Text ? QStringLiteral("julianday(") + col + u')' : col;
}

// The columns read for each chosen version: key…, type, version, instant, payload…, author,
// delete marker.
QString outputColumns(const AsOfRequest& r, const QString& alias)
{
    auto column = [&alias](const QString& c) {
        return c.isEmpty() ? QStringLiteral("NULL") : alias + u'.' + quoteIdentifier(c);
    };
    QStringList cols;
    for (const QString& k : r.key)
        cols << column(k);
    cols << column(r.type) << column(r.version);
    if (numericUnit(r.unit))
        cols << column(r.changedAt);
    else
        cols << QStringLiteral("CAST(round((") + instantExpr(r, alias) +
                    QStringLiteral(" - 2440587.5) * 86400000.0) AS INTEGER)");
    for (const QString& p : r.payload)
        cols << column(p);
    cols << column(r.author) << column(r.marker);
    return cols.join(u", ");
}

QString keyList(const AsOfRequest& r, const QString& alias)
{
    QStringList cols;
    for (const QString& k : r.key)
        cols << alias + u'.' + quoteIdentifier(k);
    return cols.join(u", ");
}

// The version row in force per entity matched by rowid, or by the primary key without one; ""
// when the table has neither.
QString rowMatch(const TableInfo& t)
{
    const QString rid = t.hasRowid() ? unshadowedRowidName(t) : QString();
    if (!rid.isEmpty())
        return QStringLiteral("v.") + rid + QStringLiteral(" = (SELECT p.") + rid;
    const QStringList pk = t.primaryKey();
    if (pk.isEmpty())
        return {};
    QStringList vcols, pcols;
    for (const QString& c : pk) {
        vcols << QStringLiteral("v.") + quoteIdentifier(c);
        pcols << QStringLiteral("p.") + quoteIdentifier(c);
    }
    return pk.size() == 1 ? vcols.first() + QStringLiteral(" = (SELECT ") + pcols.first()
                          : u'(' + vcols.join(u", ") + QStringLiteral(") = (SELECT ") +
                                pcols.join(u", ");
}

QString probeSql(const AsOfRequest& r, bool skipScan)
{
    const QString table = quoteIdentifier(r.table->name);
    QStringList match;
    for (const QString& k : r.key)
        match << QStringLiteral("p.") + quoteIdentifier(k) + QStringLiteral(" IS e.") +
                     quoteIdentifier(k);
    const QString order = instantExpr(r, QStringLiteral("p")) + QStringLiteral(" DESC, p.") +
                          quoteIdentifier(r.version) + QStringLiteral(" DESC");
    const QString where = match.join(u" AND ") + QStringLiteral(" AND ") +
                          instantExpr(r, QStringLiteral("p")) + QStringLiteral(" <= ?1");
    const QString row = rowMatch(*r.table);
    if (row.isEmpty())
        return {};
    const QString tail = QStringLiteral(" AS e JOIN ") + table + QStringLiteral(" AS v ON ") +
                         row + QStringLiteral(" FROM ") + table + QStringLiteral(" AS p WHERE ") +
                         where + QStringLiteral(" ORDER BY ") + order + QStringLiteral(" LIMIT 1)");
    if (skipScan && r.key.size() == 1) {
        // One seek per entity instead of reading every index entry: with many versions per
        // entity this is what makes the probe cheap (10k × 100: about a fifth less work than
        // DISTINCT; with 10 versions per entity DISTINCT's sequential read wins). The final NULL
        // row of the recursion probes `key IS NULL`, so entities without a key are still answered
        // (after the others; sorted by the reader).
        const QString k = quoteIdentifier(r.key.first());
        return QStringLiteral("WITH RECURSIVE e(") + k + QStringLiteral(") AS (SELECT min(") + k +
               QStringLiteral(") FROM ") + table +
               QStringLiteral(" UNION ALL SELECT (SELECT min(s.") + k + QStringLiteral(") FROM ") +
               table + QStringLiteral(" AS s WHERE s.") + k + QStringLiteral(" > e.") + k +
               QStringLiteral(") FROM e WHERE e.") + k + QStringLiteral(" IS NOT NULL) SELECT ") +
               outputColumns(r, QStringLiteral("v")) + QStringLiteral(" FROM e") + tail;
    }
    return QStringLiteral("SELECT ") + outputColumns(r, QStringLiteral("v")) +
           QStringLiteral(" FROM (SELECT DISTINCT ") + keyList(r, table) +
           QStringLiteral(" FROM ") + table + u')' + tail;
}

QString windowSql(const AsOfRequest& r)
{
    const QString table = quoteIdentifier(r.table->name);
    return QStringLiteral("SELECT ") + outputColumns(r, QStringLiteral("v")) +
           QStringLiteral(" FROM (SELECT ") + table +
           QStringLiteral(".*, ROW_NUMBER() OVER (PARTITION BY ") + keyList(r, table) +
           QStringLiteral(" ORDER BY ") + instantExpr(r, table) + QStringLiteral(" DESC, ") +
           table + u'.' + quoteIdentifier(r.version) +
           QStringLiteral(" DESC) AS idscope_asof_rn FROM ") + table + QStringLiteral(" WHERE ") +
           instantExpr(r, table) + QStringLiteral(" <= ?1) AS v WHERE v.idscope_asof_rn = 1");
}

qint64 floorDiv(qint64 a, qint64 b)
{
    return a / b - (a % b < 0 ? 1 : 0);
}

// Binds the instant in the column's unit: whole seconds and milliseconds floored (a version
// stamped within the same second or millisecond is in force); for Julian days and text, the
// day number SQLite's julianday() computes (integer ms / 86400000.0) plus one ulp of slack
// for values another tool rounded differently (an ulp is far below a millisecond).
void bindBound(Statement& s, const AsOfRequest& r)
{
    switch (r.unit) {
    case Unit::UnixSeconds:
        s.bind(1, floorDiv(r.atUs, 1000000));
        return;
    case Unit::UnixMillis:
        s.bind(1, floorDiv(r.atUs, 1000));
        return;
    case Unit::UnixMicros:
        s.bind(1, r.atUs);
        return;
    case Unit::Text:
    case Unit::JulianDay: {
        const double jd = double(floorDiv(r.atUs, 1000) + kJulianEpochMs) / 86400000.0;
        s.bind(1, std::nextafter(jd, std::numeric_limits<double>::infinity()));
        return;
    }
    }
}

QString explain(Connection& c, const QString& sql, const AsOfRequest& r)
{
    Statement s = c.prepare(QStringLiteral("EXPLAIN QUERY PLAN ") + sql);
    if (!s.isValid())
        return {};
    bindBound(s, r);
    std::map<qint64, int> depth;
    QStringList lines;
    while (s.next()) {
        const int d = depth.count(s.int64(1)) ? depth[s.int64(1)] + 1 : 0;
        depth[s.int64(0)] = d;
        lines << QString(d * 2, u' ') + s.text(3);
    }
    return lines.join(u'\n');
}

// Versions per entity among the first entities in key order (an index-only read of a few
// entries): many versions per entity favour the skip-scan, a handful the DISTINCT scan.
constexpr int kShapeSampleEntities = 16;
constexpr double kSkipScanVersions = 32;

bool manyVersionsPerEntity(Connection& c, const AsOfRequest& r)
{
    if (r.key.size() != 1)
        return false;
    const QString k = quoteIdentifier(r.key.first()), t = quoteIdentifier(r.table->name);
    const QString sql =
        QStringLiteral("WITH RECURSIVE e(k, n) AS (SELECT min(%1), 1 FROM %2 UNION ALL SELECT "
                       "(SELECT min(s.%1) FROM %2 AS s WHERE s.%1 > e.k), e.n + 1 FROM e WHERE "
                       "e.k IS NOT NULL AND e.n < %3) SELECT count(*), (SELECT count(k) FROM e) "
                       "FROM %2 AS v JOIN e ON v.%1 = e.k")
            .arg(k, t)
            .arg(kShapeSampleEntities);
    Statement s = c.prepare(sql);
    if (!s.isValid() || !s.next() || s.int64(1) <= 0)
        return false;
    return double(s.int64(0)) / double(s.int64(1)) >= kSkipScanVersions;
}

// Auto picks the window query without the index, the skip-scan with many versions per entity
// (single-column keys only), else one probe per entity.
AsOfShape chooseShape(Connection& c, const AsOfRequest& r)
{
    AsOfShape shape = r.shape;
    if (shape == AsOfShape::Auto)
        shape = r.indexMissing                ? AsOfShape::Window
                : manyVersionsPerEntity(c, r) ? AsOfShape::SkipScan
                                              : AsOfShape::Probe;
    if (shape == AsOfShape::SkipScan && r.key.size() != 1)
        shape = AsOfShape::Probe;
    return shape;
}

} // namespace

QString sqliteAsOfSql(const AsOfRequest& r, AsOfShape* shape)
{
    if (*shape == AsOfShape::Auto)
        *shape = r.indexMissing ? AsOfShape::Window : AsOfShape::Probe;
    if (*shape == AsOfShape::Probe || *shape == AsOfShape::SkipScan) {
        const QString sql = probeSql(r, *shape == AsOfShape::SkipScan);
        if (!sql.isEmpty())
            return sql;
    }
    *shape = AsOfShape::Window; // no row to match a probe by: the window answers
    return windowSql(r);
}

std::unique_ptr<Rows> Connection::readAsOf(const AsOfRequest& r, QString* error, AsOfPlan* how)
{
    AsOfShape shape = chooseShape(*this, r);
    const QString sql = sqliteAsOfSql(r, &shape);
    if (how) {
        how->shape = shape;
        how->plan = explain(*this, sql, r);
    }
    Statement s = prepare(sql, error);
    if (!s.isValid())
        return nullptr;
    bindBound(s, r);
    return std::make_unique<Statement>(std::move(s));
}

} // namespace idscope::db
