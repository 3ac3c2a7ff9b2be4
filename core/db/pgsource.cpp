// PostgreSQL's Source: reads, samples, counts and keyset pages (the schema is pgschema.cpp).
#include "pgsource.h"

#include "databasename.h"
#include "sqlnames.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <random>

namespace idscope::db {

namespace {

// How a column's type is read: natively where a storage class carries it exactly, else as
// text (timestamps as RFC 3339 in UTC, which the detector reads as an instant).
enum class PgKind { Integer, Real, Uuid, Bytes, Text, TimestampTz, Timestamp, Boolean, Other };

PgKind kindOf(const QString& declaredType)
{
    const QString t = declaredType.toLower();
    if (t == u"bigint" || t == u"integer" || t == u"smallint" || t == u"oid")
        return PgKind::Integer;
    if (t == u"double precision" || t == u"real")
        return PgKind::Real;
    if (t == u"uuid")
        return PgKind::Uuid;
    if (t == u"bytea")
        return PgKind::Bytes;
    if (t == u"text" || t.startsWith(u"character varying") || t.startsWith(u"character(") ||
        t == u"character" || t == u"name")
        return PgKind::Text;
    if (t.startsWith(u"timestamp") && t.endsWith(u"with time zone"))
        return PgKind::TimestampTz;
    if (t.startsWith(u"timestamp"))
        return PgKind::Timestamp;
    if (t == u"boolean")
        return PgKind::Boolean;
    return PgKind::Other;
}

PgKind kindOf(const TableInfo& t, const QString& column)
{
    const ColumnInfo* c = t.column(column);
    return c ? kindOf(c->declaredType) : PgKind::Other;
}

// The expression that reads `column` as its storage class.
QString valueExpr(const QString& column, PgKind k)
{
    const QString c = quoteIdentifier(column);
    switch (k) {
    case PgKind::Integer:
    case PgKind::Real:
    case PgKind::Uuid:
    case PgKind::Bytes:
    case PgKind::Text:
        return c;
    case PgKind::TimestampTz:
        return QStringLiteral("to_char(%1 AT TIME ZONE 'UTC', "
                              "'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"')")
            .arg(c);
    case PgKind::Timestamp:
        return QStringLiteral("to_char(%1, 'YYYY-MM-DD HH24:MI:SS.US')").arg(c);
    case PgKind::Boolean:
        return c + QStringLiteral("::int");
    case PgKind::Other:
        break;
    }
    return c + QStringLiteral("::text");
}

QString selectList(const TableInfo& t, const QList<ReadColumn>& columns)
{
    QStringList parts;
    for (const ReadColumn& rc : columns) {
        const PgKind k = kindOf(t, rc.name);
        const QString e = valueExpr(rc.name, k);
        if (rc.capBytes <= 0) {
            parts << e;
            continue;
        }
        const bool variable = k == PgKind::Text || k == PgKind::Bytes || k == PgKind::Other;
        if (!variable) {
            parts << e << QStringLiteral("NULL::int8");
            continue;
        }
        const QString len = QStringLiteral("octet_length(%1)").arg(e);
        parts << QStringLiteral("CASE WHEN %1 > %2 THEN NULL ELSE %3 END")
                     .arg(len)
                     .arg(rc.capBytes)
                     .arg(e);
        parts << QStringLiteral("CASE WHEN %1 > %2 THEN %3%1 END")
                     .arg(len)
                     .arg(rc.capBytes)
                     .arg(k == PgKind::Bytes ? QStringLiteral("-") : QString());
    }
    return parts.join(QStringLiteral(", "));
}

StorageClass classOf(const PgRow& row, int c)
{
    if (row.isNull(c))
        return StorageClass::Null;
    switch (row.type(c)) {
    case pgtype::Int2:
    case pgtype::Int4:
    case pgtype::Int8:
    case pgtype::Oid:
        return StorageClass::Integer;
    case pgtype::Float4:
    case pgtype::Float8:
        return StorageClass::Real;
    case pgtype::Uuid:
    case pgtype::Bytea:
        return StorageClass::Blob;
    default:
        return StorageClass::Text; // text-like: the binary form is the UTF-8 text
    }
}

// A page's value as the pager's QVariant typing (keysetpager.h).
QVariant valueOf(const PgRow& row, int c)
{
    switch (classOf(row, c)) {
    case StorageClass::Null:
        return QVariant();
    case StorageClass::Integer:
        return QVariant(qlonglong(row.int64(c).value_or(0)));
    case StorageClass::Real:
        return QVariant(row.real(c).value_or(0));
    case StorageClass::Blob: {
        const std::string_view b = row.raw(c);
        return QVariant(QByteArray(b.data(), qsizetype(b.size())));
    }
    case StorageClass::Text:
        break;
    }
    const std::string_view t = row.raw(c);
    return QVariant(QString::fromUtf8(t.data(), qsizetype(t.size())));
}

} // namespace

// $n for `v`, cast to the column's type (a text bound is parsed by the server as that type).
QString bindValue(PgParams& p, const QVariant& v, const ColumnInfo* column)
{
    const QString type = column ? column->declaredType : QStringLiteral("text");
    if (!v.isValid() || v.isNull())
        p.null();
    else if (v.typeId() == QMetaType::QByteArray)
        type == u"uuid" && v.toByteArray().size() == 16 ? p.uuid(v.toByteArray())
                                                        : p.bytes(v.toByteArray());
    else if (v.typeId() == QMetaType::LongLong || v.typeId() == QMetaType::Int ||
             v.typeId() == QMetaType::ULongLong || v.typeId() == QMetaType::UInt)
        p.int64(v.toLongLong());
    else if (v.typeId() == QMetaType::Double)
        p.text(QString::number(v.toDouble(), 'g', 17));
    else
        p.text(v.toString());
    return QStringLiteral("$%1::%2").arg(p.size()).arg(type);
}

namespace {

// The rows of a read: a COPY stream, or the chosen positions of one (with their repeats).
class PgRows final : public Rows {
public:
    PgRows(PgRowStream s, std::vector<qint64> positions, bool byPosition)
        : s_(std::move(s)), positions_(std::move(positions)), want_(positions_.cbegin()),
          byPosition_(byPosition)
    {
    }
    bool next() override
    {
        if (!byPosition_)
            return s_.next();
        if (want_ == positions_.cend())
            return false;
        if (position_ > 0 && *want_ == position_ - 1) {
            ++want_;
            return true;
        }
        while (s_.next()) {
            if (*want_ == position_++) {
                ++want_;
                return true;
            }
        }
        return false;
    }
    bool failed() const override { return s_.failed(); }
    bool interrupted() const override { return s_.error().cancelled(); }
    QString error() const override { return s_.error().text(); }
    int columnCount() const override { return s_.columnCount(); }
    StorageClass type(int i) const override { return classOf(s_.row(), i); }
    qint64 int64(int i) const override { return s_.row().int64(i).value_or(0); }
    double real(int i) const override { return s_.row().real(i).value_or(0); }
    std::string_view textView(int i) const override { return s_.row().raw(i); }
    std::string_view blobView(int i) const override { return s_.row().raw(i); }

private:
    PgRowStream s_;
    std::vector<qint64> positions_;
    std::vector<qint64>::const_iterator want_;
    bool byPosition_;
    qint64 position_ = 0;
};

std::optional<qint64> scalar(PgConnection& pg, const QString& sql, QString* error,
                             const PgParams& params = {})
{
    PgResult r = pg.query(sql, params);
    if (!r.ok() || r.rowCount() < 1) {
        if (error)
            *error = r.ok() ? QString() : r.error().text();
        return std::nullopt;
    }
    return r.row(0).int64(0);
}

} // namespace

std::unique_ptr<Rows> pgRows(PgRowStream s)
{
    return std::make_unique<PgRows>(std::move(s), std::vector<qint64>{}, false);
}

std::optional<StorageClass> pgNativeClass(const TableInfo& t, const QString& column)
{
    switch (kindOf(t, column)) {
    case PgKind::Integer:
        return StorageClass::Integer;
    case PgKind::Real:
        return StorageClass::Real;
    case PgKind::Uuid:
    case PgKind::Bytes:
        return StorageClass::Blob;
    case PgKind::Text:
        return StorageClass::Text;
    default:
        return std::nullopt;
    }
}

QString pgValueExpr(const TableInfo& t, const QString& column)
{
    return valueExpr(column, kindOf(t, column));
}

std::unique_ptr<PgSource> PgSource::open(const QString& name, QString* error,
                                         const PgOpenOptions& options)
{
    std::unique_ptr<PgConnection> pg = PgConnection::open(name, error, options);
    if (!pg)
        return nullptr;
    return std::unique_ptr<PgSource>(new PgSource(std::move(pg), name));
}

PgSource::PgSource(std::unique_ptr<PgConnection> pg, const QString& name)
    : pg_(std::move(pg)), name_(redactedDatabaseName(name))
{
}

PgSource::~PgSource() = default;

SourceInfo PgSource::sourceInfo() const
{
    const PgServerInfo& i = pg_->info();
    SourceInfo s;
    s.engine = Engine::PostgreSql;
    s.location = name_;
    s.version = i.version;
    s.host = i.host;
    s.port = i.port;
    s.database = i.database;
    s.user = i.user;
    return s;
}

void PgSource::fillRowEstimates(Schema&)
{
    // readSchema() took them from pg_class already; nothing cheaper is left to ask.
}

std::optional<qint64> PgSource::countRows(const TableInfo& table)
{
    return scalar(*pg_, QStringLiteral("SELECT count(*) FROM ") + pgRelation(table), nullptr);
}

bool PgSource::hasRowLocator(const TableInfo&) const
{
    return false;
}

std::unique_ptr<Rows> PgSource::read(const ReadRequest& r, QString* error)
{
    QString sql = QStringLiteral("SELECT %1 FROM %2")
                      .arg(selectList(*r.table, r.columns), pgRelation(*r.table));
    const RowSample* sample = r.sample;
    if (sample && sample->kind == RowSample::Kind::Bernoulli)
        sql += QStringLiteral(" TABLESAMPLE BERNOULLI (%1) REPEATABLE (%2)")
                   .arg(QString::number(sample->percent, 'g', 17))
                   .arg(sample->seed);
    const bool byPosition = sample && sample->kind == RowSample::Kind::Positions;
    if (!sample && r.firstValues > 0 && !r.columns.isEmpty())
        sql += QStringLiteral(" WHERE %1 IS NOT NULL LIMIT %2")
                   .arg(quoteIdentifier(r.columns.front().name))
                   .arg(r.firstValues);
    if (sample && sample->kind == RowSample::Kind::Rowids) {
        if (error)
            *error = QCoreApplication::translate("idscope::analysis", "cannot read the table");
        return nullptr;
    }
    if (sample && sample->kind == RowSample::Kind::Tids) {
        // Just the sampled rows (a TID scan), their addresses bound as one array (as text:
        // see pgsample.cpp).
        sql += QStringLiteral(" WHERE ctid = ANY($1::text::tid[])");
        PgParams p;
        p.text(pgTidArray(sample->rows));
        PgRowStream s = pg_->stream(sql, p);
        if (s.failed()) {
            if (error)
                *error = s.error().text();
            return nullptr;
        }
        return pgRows(std::move(s));
    }
    PgRowStream s = pg_->copyOut(sql);
    if (s.failed()) {
        if (error)
            *error = s.error().text();
        return nullptr;
    }
    return std::make_unique<PgRows>(std::move(s), byPosition ? sample->rows : std::vector<qint64>{},
                                    byPosition);
}

CaseDuplicates PgSource::caseDuplicates(const TableInfo& table, const QString& column, int)
{
    CaseDuplicates out;
    if (kindOf(table, column) != PgKind::Text)
        return out;
    const QString c = quoteIdentifier(column);
    const auto n =
        scalar(*pg_,
               QStringLiteral("SELECT coalesce(sum(n), 0)::int8 FROM (SELECT count(*) AS n, "
                              "count(DISTINCT %1 COLLATE \"C\") AS d FROM %2 WHERE %1 IS NOT NULL "
                              "GROUP BY lower(%1)) g WHERE d > 1")
                   .arg(c, pgRelation(table)),
               &out.error);
    if (n)
        out.values = *n;
    else
        out.cancelled = pg_->isCancelled();
    if (out.cancelled)
        out.error.clear();
    return out;
}

bool PgSource::beginRead()
{
    return pg_->begin(PgIsolation::RepeatableRead);
}

void PgSource::endRead()
{
    pg_->end();
}

void PgSource::cancel()
{
    pg_->cancel();
}

void PgSource::clearCancel()
{
    pg_->clearCancel();
}

bool PgSource::isCancelled() const
{
    return pg_->isCancelled();
}

// ---- Keyset pages ---------------------------------------------------------------------
// The same reads as the SQLite pager (keysetpager.cpp), in PostgreSQL's order: a sort
// column's rows with a value come first by (column, key) and its NULLs last by the key, as a
// B-tree index (ASC NULLS LAST) delivers them, so each part of a page is one index range.

namespace {

QString notYet()
{
    return QCoreApplication::translate("idscope::db",
                                       "chosen rows are not available on a server yet");
}

// The request's order, most significant first: the sort column (if any), then the key.
QStringList orderColumns(const PageRequest& r)
{
    return r.sortColumn.isEmpty() ? r.keyColumns : QStringList{r.sortColumn} + r.keyColumns;
}

QString tupleOf(const QStringList& cols)
{
    QStringList q;
    for (const QString& c : cols)
        q << quoteIdentifier(c);
    return QLatin1Char('(') + q.join(u", ") + QLatin1Char(')');
}

QString boundKey(PgParams& p, const TableInfo& t, const QStringList& key, const QVariantList& v)
{
    QStringList parts;
    for (qsizetype i = 0; i < key.size(); ++i)
        parts << bindValue(p, v.value(i), t.column(key[i]));
    return QLatin1Char('(') + parts.join(u", ") + QLatin1Char(')');
}

// The 13th hex digit of a UUID `column` holds: its version, in RFC 9562 byte order.
QString uuidVersionDigit(const TableInfo& t, const QString& column)
{
    const QString c = quoteIdentifier(column);
    switch (pgNativeClass(t, column).value_or(StorageClass::Text)) {
    case StorageClass::Blob:
        return t.column(column) && t.column(column)->declaredType == u"uuid"
                   ? QStringLiteral("substr(%1::text, 15, 1)").arg(c)
                   : QStringLiteral("substr(encode(%1, 'hex'), 13, 1)").arg(c);
    default:
        return QStringLiteral("lower(substr(replace(%1::text, '-', ''), 13, 1))").arg(c);
    }
}

// filterSql()'s '?' (outside quoted names and strings) bound as the filter column's type, and
// the UUID version test in the server's own SQL.
QString boundFilter(PgParams& p, const TableInfo& t, const RangeFilter& f)
{
    const FilterSql fs = filterSql(f);
    const ColumnInfo* column = t.column(f.column);
    QString out;
    qsizetype next = 0;
    QChar quote;
    for (const QChar ch : fs.sql) {
        if (!quote.isNull()) {
            quote = ch == quote ? QChar() : quote;
            out += ch;
        } else if (ch == u'"' || ch == u'\'') {
            quote = ch;
            out += ch;
        } else if (ch == u'?') {
            out += bindValue(p, fs.binds.value(next++), column);
        } else {
            out += ch;
        }
    }
    if (f.uuidVersion > 0) {
        p.text(QString::number(f.uuidVersion, 16));
        out += QStringLiteral(" AND %1 = $%2::text").arg(uuidVersionDigit(t, f.column)).arg(p.size());
    }
    return out;
}

// The parts of a keyed read: the sort column's values, or its NULLs (without a sort
// column: one part, the whole key order).
enum class Part { Values, Nulls };

// The parts on the `op` side of `key` ("" from the start; ">", ">=", "<" in the physical
// ascending order), in the order a scan (descending or not) meets them.
QList<Part> partsOf(const PageRequest& r, bool scanDesc, const QString& op, const QVariantList& key)
{
    if (r.sortColumn.isEmpty())
        return {Part::Values};
    const bool up = op.startsWith(QLatin1Char('>'));
    const bool inNulls = !op.isEmpty() && (key.isEmpty() || key.first().isNull());
    QList<Part> out;
    if (op.isEmpty() || !inNulls || !up) // every value lies before every NULL
        out << Part::Values;
    if (op.isEmpty() || inNulls || up)
        out << Part::Nulls;
    if (scanDesc)
        std::reverse(out.begin(), out.end());
    return out;
}

// " WHERE …" of one part: the filter, the part, the boundary.
QString whereOf(PgParams& p, const TableInfo& t, const PageRequest& r, Part part, const QString& op,
                const QVariantList& key)
{
    QStringList cond;
    if (r.filter.isSet())
        cond << boundFilter(p, t, r.filter);
    const bool inNulls = !op.isEmpty() && (key.isEmpty() || key.first().isNull());
    if (r.sortColumn.isEmpty()) {
        if (!op.isEmpty())
            cond << tupleOf(r.keyColumns) + u' ' + op + u' ' + boundKey(p, t, r.keyColumns, key);
    } else if (part == Part::Nulls) {
        cond << quoteIdentifier(r.sortColumn) + QStringLiteral(" IS NULL");
        if (inNulls)
            cond << tupleOf(r.keyColumns) + u' ' + op + u' ' +
                        boundKey(p, t, r.keyColumns, key.mid(1));
    } else if (op.isEmpty() || inNulls) {
        cond << quoteIdentifier(r.sortColumn) + QStringLiteral(" IS NOT NULL");
    } else {
        const QStringList order = orderColumns(r);
        cond << tupleOf(order) + u' ' + op + u' ' + boundKey(p, t, order, key);
    }
    return cond.isEmpty() ? QString() : QStringLiteral(" WHERE ") + cond.join(u" AND ");
}

QString orderOf(const PageRequest& r, Part part, bool desc)
{
    QStringList q;
    for (const QString& c : part == Part::Nulls ? r.keyColumns : orderColumns(r))
        q << quoteIdentifier(c) + (desc ? QStringLiteral(" DESC") : QStringLiteral(" ASC"));
    return QStringLiteral(" ORDER BY ") + q.join(u", ");
}

// The columns of a page, then its order columns, each read so that it binds back exactly.
QString pageColumns(const TableInfo& t, const PageRequest& r)
{
    QStringList parts;
    for (const QString& c : r.columns + orderColumns(r))
        parts << valueExpr(c, kindOf(t, c));
    return parts.join(u", ");
}

QString partSql(PgParams& p, const TableInfo& t, const PageRequest& r, Part part,
                const PageScan& scan, qint64 limit)
{
    return QStringLiteral("SELECT %1 FROM %2%3%4 LIMIT %5")
        .arg(pageColumns(t, r), pgRelation(t), whereOf(p, t, r, part, scan.op, r.key),
             orderOf(r, part, scan.desc))
        .arg(limit);
}

// Is there a row (within the filter) on the far side `op` (in the request's order) of `key`?
// Errors count as "yes", so the browser keeps its navigation rather than hiding rows.
bool exists(PgConnection& pg, const TableInfo& t, const PageRequest& r, const QString& op,
            const QVariantList& key)
{
    const QString phys = physicalOp(r, op);
    for (const Part part : partsOf(r, false, phys, key)) {
        PgParams p;
        const QString where = whereOf(p, t, r, part, phys, key);
        PgResult res =
            pg.query(QStringLiteral("SELECT 1 FROM %1%2 LIMIT 1").arg(pgRelation(t), where), p);
        if (!res.ok() || res.rowCount() > 0)
            return true;
    }
    return false;
}

// A view, or a table without a primary key: its rows read from the start (see streamWindow).
Page fetchStreamed(PgConnection& pg, const TableInfo& t, const PageRequest& r)
{
    Page page;
    const std::optional<StreamWindow> win = streamWindow(r, page);
    if (!win)
        return page;
    PgParams p;
    QStringList cols;
    for (const QString& c : r.columns)
        cols << valueExpr(c, kindOf(t, c));
    const QString where =
        r.filter.isSet() ? QStringLiteral(" WHERE ") + boundFilter(p, t, r.filter) : QString();
    PgRowStream s = pg.stream(
        QStringLiteral("SELECT %1 FROM %2%3 LIMIT %4")
            .arg(cols.isEmpty() ? QStringLiteral("1") : cols.join(u", "), pgRelation(t), where)
            .arg(win->end + 1),
        p, PgFormat::Binary);
    qint64 i = 0;
    bool more = false;
    while (s.next()) {
        if (i >= win->end) {
            more = true;
            break;
        }
        if (i >= win->start) {
            QVariantList row;
            for (int c = 0; c < int(r.columns.size()); ++c)
                row << valueOf(s.row(), c);
            page.rows << row;
            page.keys << QVariantList{QVariant(i)};
        }
        ++i;
    }
    if (s.failed()) {
        page.cancelled = s.error().cancelled();
        page.error = page.cancelled ? QString() : s.error().text();
        page.rows.clear();
        page.keys.clear();
        return page;
    }
    finishStreamed(*win, more, page);
    return page;
}

bool failed(PgResult& res, Page& page)
{
    if (res.ok())
        return false;
    page.cancelled = res.error().cancelled();
    page.error = page.cancelled ? QString() : res.error().text();
    page.rows.clear();
    page.keys.clear();
    return true;
}

} // namespace

bool isPgTimestamp(const TableInfo& t, const QString& column)
{
    const PgKind k = t.schemaName.isEmpty() ? PgKind::Other : kindOf(t, column);
    return k == PgKind::TimestampTz || k == PgKind::Timestamp;
}

Page PgSource::fetchPage(const PageRequest& r)
{
    Page page;
    const TableInfo* t = tableNamed(r.table, &page.error);
    if (!t)
        return page;
    if (!r.rowids.isEmpty()) {
        page.error = notYet();
        return page;
    }
    if (r.keyColumns.isEmpty())
        return fetchStreamed(*pg_, *t, r);
    const qsizetype nk = orderColumns(r).size();
    const qsizetype nc = r.columns.size();
    if (r.direction != PageDirection::First && r.direction != PageDirection::Last &&
        r.key.size() != nk) {
        page.error = QCoreApplication::translate(
            "idscope::db::KeysetPager", "The page boundary does not match the table's key.");
        return page;
    }
    const PageScan scan = pageScanOf(r);
    const int limit = std::max(1, r.limit);
    bool more = false; // the extra row only says whether another page exists
    for (const Part part : partsOf(r, scan.desc, scan.op, r.key)) {
        const qint64 want = qint64(limit) + 1 - page.rows.size();
        if (want <= 0)
            break;
        PgParams p;
        PgResult res = pg_->query(partSql(p, *t, r, part, scan, want), p, PgFormat::Binary);
        if (failed(res, page))
            return page;
        for (int i = 0; i < res.rowCount() && !more; ++i) {
            if (page.rows.size() == limit) {
                more = true;
                break;
            }
            const PgRow& row = res.row(i);
            QVariantList values, key;
            for (int c = 0; c < nc; ++c)
                values << valueOf(row, c);
            for (int c = 0; c < nk; ++c)
                key << valueOf(row, int(nc) + c);
            page.rows << values;
            page.keys << key;
        }
    }
    if (scan.reverse) {
        std::reverse(page.rows.begin(), page.rows.end());
        std::reverse(page.keys.begin(), page.keys.end());
    }
    if (!page.keys.isEmpty()) {
        page.firstKey = page.keys.first();
        page.lastKey = page.keys.last();
    }
    const QString lt = QStringLiteral("<");
    const QString gt = QStringLiteral(">");
    switch (r.direction) {
    case PageDirection::First:
        page.atStart = true;
        page.atEnd = !more;
        break;
    case PageDirection::Last:
        page.atEnd = true;
        page.atStart = !more;
        break;
    case PageDirection::Before:
        page.atStart = !more;
        page.atEnd = page.keys.isEmpty() ? !exists(*pg_, *t, r, QStringLiteral(">="), r.key)
                                         : !exists(*pg_, *t, r, gt, page.lastKey);
        break;
    case PageDirection::After:
    case PageDirection::AtOrAfter:
        page.atEnd = !more;
        if (page.keys.isEmpty())
            page.atStart =
                !exists(*pg_, *t, r,
                        r.direction == PageDirection::After ? QStringLiteral("<=") : lt, r.key);
        else
            page.atStart = !exists(*pg_, *t, r, lt, page.firstKey);
        break;
    }
    return page;
}

QStringList PgSource::queryPlan(const PageRequest& r)
{
    QStringList out;
    QString error;
    const TableInfo* t = tableNamed(r.table, &error);
    if (!t || r.keyColumns.isEmpty())
        return out;
    const PageScan scan = pageScanOf(r);
    for (const Part part : partsOf(r, scan.desc, scan.op, r.key)) {
        PgParams p;
        PgResult res =
            pg_->query(QStringLiteral("EXPLAIN ") +
                           partSql(p, *t, r, part, scan, qint64(std::max(1, r.limit)) + 1),
                       p);
        for (int i = 0; res.ok() && i < res.rowCount(); ++i)
            out << res.row(i).text(0);
    }
    return out;
}

const TableInfo* PgSource::tableNamed(const QString& name, QString* error)
{
    if (schema_.tables.isEmpty() && schema_.error.isEmpty())
        schema_ = readSchema();
    const TableInfo* t = schema_.table(name);
    if (!t)
        *error = schema_.error.isEmpty()
                     ? QCoreApplication::translate("idscope::analysis", "no table or view named %1")
                           .arg(name)
                     : schema_.error;
    return t;
}

std::optional<qint64> PgSource::countBefore(const PageRequest& r, const QVariantList& key,
                                            QString* error)
{
    QString err;
    const TableInfo* t = tableNamed(r.table, &err);
    if (t && !r.rowids.isEmpty())
        err = notYet();
    if (!err.isEmpty()) {
        if (error)
            *error = err;
        return std::nullopt;
    }
    if (r.keyColumns.isEmpty()) // a view: the key is the position already
        return key.isEmpty() ? 0 : key.first().toLongLong();
    const QString op = physicalOp(r, QStringLiteral("<"));
    qint64 n = 0;
    for (const Part part : partsOf(r, false, op, key)) {
        PgParams p;
        const QString where = whereOf(p, *t, r, part, op, key);
        const auto c = scalar(
            *pg_, QStringLiteral("SELECT count(*) FROM %1%2").arg(pgRelation(*t), where), error, p);
        if (!c)
            return std::nullopt;
        n += *c;
    }
    return n;
}

std::optional<qint64> PgSource::countMatching(const PageRequest& r, QString* error)
{
    QString err;
    const TableInfo* t = tableNamed(r.table, &err);
    if (t && !r.rowids.isEmpty())
        err = notYet();
    if (!err.isEmpty()) {
        if (error)
            *error = err;
        return std::nullopt;
    }
    if (!r.filter.isSet())
        return countRows(*t);
    PgParams p;
    const QString where = boundFilter(p, *t, r.filter);
    return scalar(*pg_,
                  QStringLiteral("SELECT count(*) FROM %1 WHERE %2").arg(pgRelation(*t), where),
                  error, p);
}

// The first row in key order whose column equals the match (any letter case when asked),
// then the page from there. A server's column has one type: only the first form, the one in
// the column's own storage, can be stored there (the others would be bound as that type).
Page PgSource::pageAtMatch(PageRequest r, const QList<RangeFilter>& matches, bool* found,
                           bool* widened)
{
    *found = false;
    if (widened)
        *widened = false;
    Page page;
    const TableInfo* t = tableNamed(r.table, &page.error);
    if (!t)
        return page;
    const RangeFilter match = matches.isEmpty() ? RangeFilter{} : matches.first();
    if (!match.isSet()) {
        page.error = notYet();
        return page;
    }
    if (r.keyColumns.isEmpty()) { // a view: the matching rows, as a filter shows them
        r.filter = match;
        r.direction = PageDirection::First;
        page = fetchPage(r);
        *found = !page.rows.isEmpty();
        return page;
    }
    r.rowids.clear();
    r.sortColumn.clear(); // the row is found, and shown, in key order
    r.descending = false;
    r.filter = {};
    // The filter's own spelling of an equality: in any letter case it is one index lookup per
    // spelling, not lower() over every row.
    PgParams p;
    QStringList keys;
    for (const QString& kc : std::as_const(r.keyColumns))
        keys << valueExpr(kc, kindOf(*t, kc));
    PgResult res = pg_->query(QStringLiteral("SELECT %1 FROM %2 WHERE %3%4 LIMIT 1")
                                  .arg(keys.join(u", "), pgRelation(*t), boundFilter(p, *t, match),
                                       orderOf(r, Part::Values, false)),
                              p, PgFormat::Binary);
    if (!res.ok()) {
        page.cancelled = res.error().cancelled();
        page.error = page.cancelled ? QString() : res.error().text();
        return page;
    }
    if (res.rowCount() == 0)
        return page;
    QVariantList key;
    const PgRow& row = res.row(0);
    for (int i = 0; i < row.columnCount(); ++i)
        key << valueOf(row, i);
    *found = true;
    r.direction = PageDirection::AtOrAfter;
    r.key = key;
    return fetchPage(r);
}

} // namespace idscope::db
