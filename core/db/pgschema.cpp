// PostgreSQL's schema from pg_catalog, five queries whatever the number of tables: relations
// (tables, partitioned tables, views, materialized views, foreign tables the user may read; the
// partitions themselves are left out), columns with their types as format_type() spells them,
// indexes (unique, partial, expression; the primary key), foreign keys and CHECK constraints,
// triggers. Row estimates are pg_class.reltuples (summed over the leaves of a partitioned table).
#include "pgsource.h"
#include "sqlnames.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace idscope::db {

namespace {

// The relations listed, as a CTE every query joins.
constexpr char16_t kRelations[] =
    u"WITH rels AS (SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
    u"WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND NOT c.relispartition "
    u"AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%' "
    u"AND has_table_privilege(c.oid, 'SELECT')) ";

// A catalog query over the listed relations.
QString catalog(const char16_t* select)
{
    QString sql = QString::fromUtf16(kRelations);
    sql.append(QStringView(select));
    return sql;
}

QStringList jsonStrings(const QString& json)
{
    QStringList out;
    const QJsonArray a = QJsonDocument::fromJson(json.toUtf8()).array();
    for (const QJsonValue& v : a)
        out << v.toString();
    return out;
}

QList<bool> jsonBools(const QString& json)
{
    QList<bool> out;
    const QJsonArray a = QJsonDocument::fromJson(json.toUtf8()).array();
    for (const QJsonValue& v : a)
        out << v.toBool();
    return out;
}

QString displayName(const QString& schema, const QString& relation)
{
    return schema == QLatin1String("public") ? relation : schema + QLatin1Char('.') + relation;
}

QString actionName(const QString& code)
{
    if (code == QLatin1String("c"))
        return QStringLiteral("CASCADE");
    if (code == QLatin1String("n"))
        return QStringLiteral("SET NULL");
    if (code == QLatin1String("d"))
        return QStringLiteral("SET DEFAULT");
    if (code == QLatin1String("r"))
        return QStringLiteral("RESTRICT");
    return QStringLiteral("NO ACTION");
}

using ByOid = QHash<qint64, TableInfo*>;

bool readRelations(PgConnection& pg, Schema& s, QList<qint64>& oids, QString* error)
{
    PgResult r = pg.query(
        catalog(u"SELECT c.oid::int8, n.nspname, c.relname, c.relkind::text, "
                u"CASE WHEN c.relkind = 'p' THEN (SELECT sum(greatest(l.reltuples, 0))::int8 "
                u"FROM pg_partition_tree(c.oid) t JOIN pg_class l ON l.oid = t.relid WHERE "
                u"t.isleaf) ELSE c.reltuples::int8 END, "
                u"CASE WHEN c.relkind IN ('v', 'm') THEN pg_get_viewdef(c.oid, true) END "
                u"FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                u"WHERE c.oid IN (SELECT oid FROM rels) "
                u"ORDER BY c.relkind IN ('v', 'm'), n.nspname <> 'public', n.nspname, c.relname"));
    if (!r.ok()) {
        *error = r.error().text();
        return false;
    }
    for (int i = 0; i < r.rowCount(); ++i) {
        const PgRow& row = r.row(i);
        TableInfo t;
        t.schemaName = row.text(1);
        t.relationName = row.text(2);
        t.name = displayName(t.schemaName, t.relationName);
        const QString kind = row.text(3);
        t.kind = kind == QLatin1String("v") || kind == QLatin1String("m") ? TableInfo::Kind::View
                                                                          : TableInfo::Kind::Table;
        t.partitioned = kind == QLatin1String("p");
        t.materialized = kind == QLatin1String("m");
        // reltuples is -1 for a table never analysed or vacuumed: no estimate then.
        if (const auto n = row.int64(4); n && *n >= 0 && !(kind == QLatin1String("r") && *n == 0))
            t.approxRows = *n;
        if (!row.isNull(5))
            t.sql = QStringLiteral("CREATE %1VIEW %2 AS\n%3")
                        .arg(t.materialized ? QStringLiteral("MATERIALIZED ") : QString(),
                             pgRelation(t), row.text(5).trimmed());
        oids.append(row.int64(0).value_or(0)); // the relation's OID, to join the rest
        s.tables.append(t);
    }
    return true;
}

bool readColumns(PgConnection& pg, const ByOid& byOid, QString* error)
{
    PgResult r = pg.query(catalog(
        u"SELECT a.attrelid::int8, a.attname, format_type(a.atttypid, a.atttypmod), "
        u"a.attnotnull, pg_get_expr(d.adbin, d.adrelid), a.attgenerated <> '', a.attlen::int8 "
        u"FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND "
        u"d.adnum = a.attnum WHERE a.attrelid IN (SELECT oid FROM rels) AND a.attnum > 0 AND "
        u"NOT a.attisdropped ORDER BY a.attrelid, a.attnum"));
    if (!r.ok()) {
        *error = r.error().text();
        return false;
    }
    for (int i = 0; i < r.rowCount(); ++i) {
        const PgRow& row = r.row(i);
        TableInfo* t = byOid.value(row.int64(0).value_or(0));
        if (!t)
            continue;
        ColumnInfo c;
        c.name = row.text(1);
        c.declaredType = row.text(2);
        c.notNull = row.text(3) == QLatin1String("t");
        c.defaultSql = row.text(4);
        c.defaultKind = c.defaultSql.isEmpty() ? DefaultKind::None : DefaultKind::Expression;
        c.generated = row.text(5) == QLatin1String("t");
        c.storedBytes = int(std::max<qint64>(0, row.int64(6).value_or(0))); // -1: varlena
        t->columns.append(c);
    }
    return true;
}

bool readIndexes(PgConnection& pg, const ByOid& byOid, QString* error)
{
    PgResult r = pg.query(catalog(
        u"SELECT i.indrelid::int8, ci.relname, i.indisunique, i.indisprimary, "
        u"i.indpred IS NOT NULL, i.indexprs IS NOT NULL, pg_get_indexdef(i.indexrelid), "
        u"(SELECT json_agg(CASE WHEN i.indkey[k - 1] = 0 THEN "
        u"pg_get_indexdef(i.indexrelid, k, true) ELSE (SELECT a.attname FROM pg_attribute a "
        u"WHERE a.attrelid = i.indrelid AND a.attnum = i.indkey[k - 1]) END ORDER BY k) "
        u"FROM generate_series(1, i.indnkeyatts) k), "
        u"(SELECT json_agg((i.indoption[k - 1] & 1) = 1 ORDER BY k) "
        u"FROM generate_series(1, i.indnkeyatts) k), "
        u"EXISTS (SELECT 1 FROM pg_constraint co WHERE co.conindid = i.indexrelid AND "
        u"co.contype = 'u') "
        u"FROM pg_index i JOIN pg_class ci ON ci.oid = i.indexrelid "
        u"WHERE i.indrelid IN (SELECT oid FROM rels) "
        u"ORDER BY i.indrelid, i.indisprimary DESC, ci.relname"));
    if (!r.ok()) {
        *error = r.error().text();
        return false;
    }
    for (int i = 0; i < r.rowCount(); ++i) {
        const PgRow& row = r.row(i);
        TableInfo* t = byOid.value(row.int64(0).value_or(0));
        if (!t)
            continue;
        IndexInfo ix;
        ix.name = row.text(1);
        ix.unique = row.text(2) == QLatin1String("t");
        const bool primary = row.text(3) == QLatin1String("t");
        ix.partial = row.text(4) == QLatin1String("t");
        ix.hasExpression = row.text(5) == QLatin1String("t");
        ix.sql = row.text(6);
        ix.columns = jsonStrings(row.text(7));
        ix.descending = jsonBools(row.text(8));
        ix.origin = primary ? QStringLiteral("pk")
                            : (row.text(9) == QLatin1String("t") ? QStringLiteral("u")
                                                                 : QStringLiteral("c"));
        if (primary) {
            for (int k = 0; k < ix.columns.size(); ++k) {
                for (ColumnInfo& c : t->columns) {
                    if (c.name == ix.columns[k])
                        c.primaryKeyOrder = k + 1;
                }
            }
        }
        t->indexes.append(ix);
    }
    return true;
}

bool readConstraints(PgConnection& pg, const ByOid& byOid, QString* error)
{
    PgResult r = pg.query(
        catalog(u"SELECT co.conrelid::int8, co.contype::text, co.conname, "
                u"pg_get_constraintdef(co.oid, true), fn.nspname, fc.relname, "
                u"(SELECT json_agg(a.attname ORDER BY k.i) FROM unnest(co.conkey) WITH ORDINALITY "
                u"k(n, i) JOIN pg_attribute a ON a.attrelid = co.conrelid AND a.attnum = k.n), "
                u"(SELECT json_agg(a.attname ORDER BY k.i) FROM unnest(co.confkey) WITH ORDINALITY "
                u"k(n, i) JOIN pg_attribute a ON a.attrelid = co.confrelid AND a.attnum = k.n), "
                u"co.confdeltype::text, co.confupdtype::text "
                u"FROM pg_constraint co LEFT JOIN pg_class fc ON fc.oid = co.confrelid "
                u"LEFT JOIN pg_namespace fn ON fn.oid = fc.relnamespace "
                u"WHERE co.contype IN ('f', 'c') AND co.conrelid IN (SELECT oid FROM rels) "
                u"ORDER BY co.conrelid, co.conname"));
    if (!r.ok()) {
        *error = r.error().text();
        return false;
    }
    for (int i = 0; i < r.rowCount(); ++i) {
        const PgRow& row = r.row(i);
        TableInfo* t = byOid.value(row.int64(0).value_or(0));
        if (!t)
            continue;
        if (row.text(1) == QLatin1String("c")) {
            t->checks.append({row.text(2), row.text(3)});
            continue;
        }
        ForeignKey fk;
        fk.from = jsonStrings(row.text(6));
        fk.table = displayName(row.text(4), row.text(5));
        fk.to = jsonStrings(row.text(7));
        fk.onDelete = actionName(row.text(8));
        fk.onUpdate = actionName(row.text(9));
        t->foreignKeys.append(fk);
    }
    return true;
}

bool readTriggers(PgConnection& pg, const ByOid& byOid, QString* error)
{
    PgResult r = pg.query(catalog(u"SELECT tgrelid::int8, tgname, pg_get_triggerdef(oid, true) "
                                  u"FROM pg_trigger WHERE NOT tgisinternal AND tgrelid IN "
                                  u"(SELECT oid FROM rels) ORDER BY tgrelid, tgname"));
    if (!r.ok()) {
        *error = r.error().text();
        return false;
    }
    for (int i = 0; i < r.rowCount(); ++i) {
        const PgRow& row = r.row(i);
        if (TableInfo* t = byOid.value(row.int64(0).value_or(0)))
            t->triggers.append({row.text(1), row.text(2)});
    }
    return true;
}

} // namespace

QString pgRelation(const TableInfo& t)
{
    return quoteIdentifier(t.schemaName) + QLatin1Char('.') + quoteIdentifier(t.relationName);
}

Schema PgSource::readSchema()
{
    Schema s;
    const bool own = pg_->begin(PgIsolation::RepeatableRead); // the five queries agree
    QString error;
    QList<qint64> oids;
    if (readRelations(*pg_, s, oids, &error)) {
        ByOid byOid;
        for (qsizetype i = 0; i < s.tables.size(); ++i)
            byOid.insert(oids[i], &s.tables[i]);
        const bool ok = readColumns(*pg_, byOid, &error) && readIndexes(*pg_, byOid, &error) &&
                        readConstraints(*pg_, byOid, &error) && readTriggers(*pg_, byOid, &error);
        Q_UNUSED(ok);
        // Commit order where the server records it (rows committed before that, or frozen
        // since, have none and come first), else the order rows sit in the heap.
        const RowOrder order = pg_->setting(QStringLiteral("track_commit_timestamp")) == u"on"
                                   ? RowOrder::CommitTimestamp
                                   : RowOrder::HeapPosition;
        for (TableInfo& t : s.tables) {
            if (t.kind == TableInfo::Kind::Table)
                t.serverRowOrder = order;
        }
    }
    if (own)
        pg_->end();
    s.error = error;
    return s;
}

} // namespace idscope::db
