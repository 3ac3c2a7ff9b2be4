#include "keysetpager.h"

#include "connection.h"
#include "db/sqlnames.h"
#include "schema.h"

#include <QCoreApplication>

#include <algorithm>
#include <utility>

namespace idscope::db {

QString physicalOp(const PageRequest& r, const QString& op)
{
    if (!r.descending)
        return op;
    QString flipped = op;
    flipped[0] = op.at(0) == QLatin1Char('<') ? QLatin1Char('>') : QLatin1Char('<');
    return flipped;
}

PageScan pageScanOf(const PageRequest& r)
{
    PageScan s;
    switch (r.direction) {
    case PageDirection::First:
        break;
    case PageDirection::Last:
        s.desc = s.reverse = true;
        break;
    case PageDirection::After:
        s.op = QStringLiteral(">");
        break;
    case PageDirection::Before:
        s.op = QStringLiteral("<");
        s.desc = s.reverse = true;
        break;
    case PageDirection::AtOrAfter:
        s.op = QStringLiteral(">=");
        break;
    }
    if (r.descending) {
        s.desc = !s.desc;
        if (!s.op.isEmpty())
            s.op = physicalOp(r, s.op);
    }
    return s;
}

// Bound values stay in the storage class they were read in: a qint64 key never passes through
// double, a BLOB key is bound as a BLOB.
void bindValue(Statement& st, int index, const QVariant& v)
{
    if (!v.isValid() || v.isNull()) {
        st.bindNull(index);
        return;
    }
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::Long:
    case QMetaType::Short:
    case QMetaType::Bool:
        st.bind(index, v.toLongLong());
        return;
    case QMetaType::ULongLong:
    case QMetaType::UInt:
    case QMetaType::ULong:
        if (v.toULongLong() <= quint64(std::numeric_limits<qint64>::max()))
            st.bind(index, qint64(v.toULongLong()));
        else
            st.bind(index, v.toString()); // beyond int64: SQLite would store it as text
        return;
    case QMetaType::Double:
    case QMetaType::Float:
        st.bind(index, v.toDouble());
        return;
    case QMetaType::QByteArray:
        st.bindBlob(index, v.toByteArray());
        return;
    default:
        st.bind(index, v.toString());
    }
}

namespace {

QVariant readValue(const Statement& st, int i)
{
    switch (st.type(i)) {
    case StorageClass::Null:
        return {};
    case StorageClass::Integer:
        return QVariant(st.int64(i));
    case StorageClass::Real:
        return QVariant(st.real(i));
    case StorageClass::Text:
        return QVariant(st.text(i));
    case StorageClass::Blob:
        return QVariant(st.blob(i));
    }
    return {};
}

QString joinQuoted(const QStringList& names, const QString& suffix = QString())
{
    QStringList out;
    out.reserve(names.size());
    for (const QString& n : names)
        out << quoteIdentifier(n) + suffix;
    return out.join(QStringLiteral(", "));
}

QString placeholders(qsizetype n)
{
    QStringList q;
    for (qsizetype i = 0; i < n; ++i)
        q << QStringLiteral("?");
    return n == 1 ? q.first() : QLatin1Char('(') + q.join(QStringLiteral(", ")) + QLatin1Char(')');
}

// "(a, b)" for a composite key, "a" for a single column: a one-element row value is fine in
// SQLite, but the plain form is what the planner matches against an index most reliably.
QString keyTuple(const QStringList& keys)
{
    return keys.size() == 1 ? quoteIdentifier(keys.first())
                            : QLatin1Char('(') + joinQuoted(keys) + QLatin1Char(')');
}

// The key bound of a page or probe. Under an OR filter the key is written "+key": otherwise
// SQLite walks the key's own b-tree from the boundary (no sort needed) and tests the filter on
// every row it passes, a table scan for a narrow filter; the unary plus leaves the planner the
// OR-by-union over the filter's index ranges (and sorts just the matches). A unary plus keeps
// the column's collation, and the bound values carry their own storage class.
QString keyBound(const PageRequest& r, const QString& op, qsizetype n)
{
    QString lhs = keyTuple(r.keyColumns);
    if (r.filter.isSet() && !isSingleRange(r.filter)) {
        QStringList plus;
        for (const QString& k : r.keyColumns)
            plus << QLatin1Char('+') + quoteIdentifier(k);
        lhs = plus.size() == 1
                  ? plus.first()
                  : QLatin1Char('(') + plus.join(QStringLiteral(", ")) + QLatin1Char(')');
    }
    return lhs + QLatin1Char(' ') + op + QLatin1Char(' ') + placeholders(n);
}

// The WHERE conditions shared by pages, probes and counts, with their bound values in order.
struct Where {
    QStringList conditions;
    QVariantList binds;

    void add(const QString& cond, const QVariantList& values = {})
    {
        conditions << cond;
        binds += values;
    }
    QString sql() const
    {
        return conditions.isEmpty()
                   ? QString()
                   : QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
    }
};

bool isText(const QVariant& v)
{
    return !v.isValid() || v.typeId() == QMetaType::QString;
}

bool isEquality(const RangeFilter& f)
{
    return f.lower.isValid() && f.upper.isValid() && f.lower == f.upper &&
           f.lower.typeId() == f.upper.typeId();
}

// The letter case the filter is applied with: Exact unless its bounds are text.
LetterCase caseOf(const RangeFilter& f)
{
    return isText(f.lower) && isText(f.upper) ? f.letterCase : LetterCase::Exact;
}

// Case-insensitive formats keep their alphabets' order in both cases (digits < letters), so
// for a value v: upper(v) <= v <= lower(v) bytewise. Any spelling of an ID whose lower-case
// form lies in [loL, hiL] therefore lies in [upper(loL), hiL]: that range (one index range) plus
// lower(col) BETWEEN is exact. Values in one case throughout lie in [loU, hiU] or [loL, hiL].
void addCaseInsensitive(Where& w, const RangeFilter& f)
{
    const QString col = quoteIdentifier(f.column);
    const QString folded = QStringLiteral("lower(") + col + QLatin1Char(')');
    const bool lo = f.lower.isValid();
    const bool hi = f.upper.isValid();
    const QString loU = f.lower.toString().toUpper();
    const QString loL = f.lower.toString().toLower();
    const QString hiU = f.upper.toString().toUpper();
    const QString hiL = f.upper.toString().toLower();
    const bool mixed = f.letterCase == LetterCase::AnyMixed;
    if (isEquality(f) && !mixed) {
        w.add(QLatin1Char('(') + col + QStringLiteral(" = ? OR ") + col + QStringLiteral(" = ?)"),
              {loU, loL});
    } else if (isEquality(f)) {
        w.add(col + QStringLiteral(" BETWEEN ? AND ? AND ") + folded + QStringLiteral(" = ?"),
              {loU, loL, loL});
    } else if (lo && hi && !mixed) {
        w.add(QLatin1Char('(') + col + QStringLiteral(" BETWEEN ? AND ? OR ") + col +
                  QStringLiteral(" BETWEEN ? AND ?) AND ") + folded +
                  QStringLiteral(" BETWEEN ? AND ?"),
              {loU, hiU, loL, hiL, loL, hiL});
    } else if (lo && hi) {
        w.add(col + QStringLiteral(" BETWEEN ? AND ? AND ") + folded +
                  QStringLiteral(" BETWEEN ? AND ?"),
              {loU, hiL, loL, hiL});
    } else if (lo) { // an open end is one range whatever the case
        w.add(col + QStringLiteral(" >= ? AND ") + folded + QStringLiteral(" >= ?"), {loU, loL});
    } else if (hi) {
        w.add(col + QStringLiteral(" <= ? AND ") + folded + QStringLiteral(" <= ?"), {hiL, hiL});
    } else {
        w.add(col + QStringLiteral(" IS NOT NULL"));
    }
}

// The range, its letter case and the chosen rows, in SQL any engine runs.
Where rangeWhere(const PageRequest& r)
{
    Where w;
    const RangeFilter& f = r.filter;
    if (f.isSet() && caseOf(f) != LetterCase::Exact) {
        addCaseInsensitive(w, f);
    } else if (f.isSet()) {
        const QString col = quoteIdentifier(f.column);
        const bool lo = f.lower.isValid();
        const bool hi = f.upper.isValid();
        if (isEquality(f))
            w.add(col + QStringLiteral(" = ?"), {f.lower});
        else if (lo && hi)
            w.add(col + QStringLiteral(" BETWEEN ? AND ?"), {f.lower, f.upper});
        else if (lo)
            w.add(col + QStringLiteral(" >= ?"), {f.lower});
        else if (hi)
            w.add(col + QStringLiteral(" <= ?"), {f.upper});
        else
            w.add(col + QStringLiteral(" IS NOT NULL"));
    }
    if (!r.rowids.isEmpty()) {
        QVariantList ids;
        for (qint64 id : r.rowids)
            ids << QVariant(id);
        QStringList q;
        for (qsizetype i = 0; i < ids.size(); ++i)
            q << QStringLiteral("?");
        w.add(quoteIdentifier(r.rowidColumn) + QStringLiteral(" IN (") +
                  q.join(QStringLiteral(", ")) + QLatin1Char(')'),
              ids);
    }
    return w;
}

// rangeWhere() and, in SQLite's own SQL, the version digit of a UUID: the 13th hex digit of a
// BLOB's bytes or of the text without its hyphens.
Where baseWhere(const PageRequest& r)
{
    Where w = rangeWhere(r);
    if (r.filter.isSet() && r.filter.uuidVersion > 0) {
        const QString col = quoteIdentifier(r.filter.column);
        w.add(QStringLiteral("(CASE typeof(%1) WHEN 'blob' THEN substr(hex(%1), 13, 1) ELSE "
                             "substr(replace(%1, '-', ''), 13, 1) END) = ?")
                  .arg(col),
              {QString::number(r.filter.uuidVersion, 16)});
    }
    return w;
}

QString orderBy(const QStringList& keys, bool descending)
{
    return QStringLiteral(" ORDER BY ") +
           joinQuoted(keys, descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC"));
}

Statement prepareBound(Connection& c, const QString& sql, const QVariantList& binds, QString* error)
{
    Statement st = c.prepare(sql, error);
    if (!st.isValid())
        return st;
    for (int i = 0; i < binds.size(); ++i)
        bindValue(st, i + 1, binds.at(i));
    return st;
}

QString tr(const char* s)
{
    return QCoreApplication::translate("idscope::db::KeysetPager", s);
}

// The request's order, most significant first: the sort column (if any), then the key.
QStringList orderColumns(const PageRequest& r)
{
    return r.sortColumn.isEmpty() ? r.keyColumns : QStringList{r.sortColumn} + r.keyColumns;
}

// One part of a keyed read: its conditions and its order.
struct Segment {
    Where where;
    QStringList order;
};

// The parts of a read in key order from a boundary (`op` empty: from the start), in the order
// a scan ascending (or descending) meets them, each one index range. A sort column's NULLs are
// read apart from its values (by the key alone): a row-value comparison with NULL is NULL and
// would drop them.
QList<Segment> segments(const PageRequest& r, bool scanDesc, const QString& op,
                        const QVariantList& key)
{
    const QStringList order = orderColumns(r);
    if (r.sortColumn.isEmpty()) {
        Segment all{baseWhere(r), order};
        if (!op.isEmpty())
            all.where.add(keyBound(r, op, key.size()), key);
        return {all};
    }
    const QString sc = quoteIdentifier(r.sortColumn);
    const bool below = op.startsWith(QLatin1Char('<'));
    const bool inNulls = !op.isEmpty() && (key.isEmpty() || key.first().isNull());
    QList<Segment> out;
    // Every NULL lies before every value.
    if (op.isEmpty() || inNulls || below) {
        Segment nulls{baseWhere(r), r.keyColumns};
        nulls.where.add(sc + QStringLiteral(" IS NULL"));
        if (inNulls)
            nulls.where.add(keyTuple(r.keyColumns) + QLatin1Char(' ') + op + QLatin1Char(' ') +
                                placeholders(r.keyColumns.size()),
                            key.mid(1));
        out << nulls;
    }
    if (op.isEmpty() || !inNulls || !below) {
        Segment values{baseWhere(r), order};
        if (op.isEmpty() || inNulls)
            values.where.add(sc + QStringLiteral(" IS NOT NULL"));
        else
            values.where.add(keyTuple(order) + QLatin1Char(' ') + op + QLatin1Char(' ') +
                                 placeholders(order.size()),
                             key);
        out << values;
    }
    if (scanDesc)
        std::reverse(out.begin(), out.end());
    return out;
}

// Is there a row (within the filter) on the far side `op` (in the request's order) of `key`?
// Errors count as "yes" so the browser keeps its navigation enabled rather than hiding rows.
bool exists(Connection& c, const PageRequest& r, const QString& op, const QVariantList& key)
{
    for (const Segment& s : segments(r, false, physicalOp(r, op), key)) {
        const QString sql = QStringLiteral("SELECT 1 FROM ") + quoteIdentifier(r.table) +
                            s.where.sql() + QStringLiteral(" LIMIT 1");
        QString err;
        Statement st = prepareBound(c, sql, s.where.binds, &err);
        if (!st.isValid() || st.next() || st.failed())
            return true;
    }
    return false;
}

// A read that failed midway keeps no partial rows; the error (or the cancel) is said.
bool failedPage(Page& p, const Statement& st)
{
    if (!st.failed())
        return false;
    p.cancelled = st.interrupted();
    p.error = st.error();
    p.rows.clear();
    p.keys.clear();
    return true;
}

// Views and virtual tables: no key, so step from the start; the boundary "key" is the row's
// position. Costs O(position) per page, which is why it stops at kMaxStreamRows.
Page fetchStreamed(Connection& c, const PageRequest& r)
{
    Page p;
    const std::optional<StreamWindow> win = streamWindow(r, p);
    if (!win)
        return p;
    const Where w = baseWhere(r);
    const QString cols = r.columns.isEmpty() ? QStringLiteral("1") : joinQuoted(r.columns);
    const QString sql = QStringLiteral("SELECT ") + cols + QStringLiteral(" FROM ") +
                        quoteIdentifier(r.table) + w.sql() + QStringLiteral(" LIMIT ") +
                        QString::number(win->end + 1);
    Statement st = prepareBound(c, sql, w.binds, &p.error);
    if (!st.isValid())
        return p;
    qint64 i = 0;
    bool more = false;
    while (st.next()) {
        if (i >= win->end) {
            more = true;
            break;
        }
        if (i >= win->start) {
            QVariantList row;
            row.reserve(r.columns.size());
            for (int k = 0; k < r.columns.size(); ++k)
                row << readValue(st, k);
            p.rows << row;
            p.keys << QVariantList{QVariant(i)};
        }
        ++i;
    }
    if (failedPage(p, st))
        return p;
    finishStreamed(*win, more, p);
    return p;
}

// The query of one segment of a page.
QString segmentSql(const PageRequest& r, const Segment& s, bool desc, qint64 limit)
{
    QStringList select = orderColumns(r);
    select += r.columns;
    return QStringLiteral("SELECT ") + joinQuoted(select) + QStringLiteral(" FROM ") +
           quoteIdentifier(r.table) + s.where.sql() + orderBy(s.order, desc) +
           QStringLiteral(" LIMIT ") + QString::number(limit);
}

} // namespace

FilterSql filterSql(const RangeFilter& f)
{
    PageRequest r;
    r.filter = f;
    const Where w = rangeWhere(r);
    return {w.conditions.join(QStringLiteral(" AND ")), w.binds};
}

bool isSingleRange(const RangeFilter& f)
{
    return caseOf(f) != LetterCase::Any || !f.lower.isValid() || !f.upper.isValid() ||
           isEquality(f);
}

std::optional<StreamWindow> streamWindow(const PageRequest& r, Page& p)
{
    const qint64 limit = std::max(1, r.limit);
    const qint64 at = r.key.isEmpty() ? 0 : r.key.first().toLongLong();
    qint64 start = 0;
    switch (r.direction) {
    case PageDirection::First:
        start = 0;
        break;
    case PageDirection::After:
        start = at + 1;
        break;
    case PageDirection::AtOrAfter:
        start = at;
        break;
    case PageDirection::Before:
        start = std::max<qint64>(0, at - limit);
        break;
    case PageDirection::Last:
        p.error = tr("A view has no key: its last rows can only be reached by reading it all. "
                     "Page forward instead.");
        return std::nullopt;
    }
    start = std::max<qint64>(0, start);
    if (start >= kMaxStreamRows) {
        p.error = tr("A view without a key is browsed forward only, up to its first 100,000 "
                     "rows.");
        p.atStart = start == 0;
        return std::nullopt;
    }
    const qint64 end =
        r.direction == PageDirection::Before ? std::min(at, start + limit) : start + limit;
    return StreamWindow{start, end};
}

void finishStreamed(const StreamWindow& w, bool more, Page& p)
{
    p.atStart = w.start == 0;
    p.atEnd = !more;
    if (!p.keys.isEmpty()) {
        p.firstKey = p.keys.first();
        p.lastKey = p.keys.last();
    }
}

QStringList keyColumnsFor(const TableInfo& t)
{
    const bool table = t.kind == TableInfo::Kind::Table || t.kind == TableInfo::Kind::Shadow;
    if (!table)
        return {};
    if (t.withoutRowid || !t.schemaName.isEmpty())
        return t.primaryKey();
    return {rowidName(t)};
}

bool isOrderedBy(const TableInfo& t, const QString& column)
{
    const QStringList key = keyColumnsFor(t);
    if (!key.isEmpty() && key.first().compare(column, Qt::CaseInsensitive) == 0)
        return true;
    for (const IndexInfo& ix : t.indexes) {
        if (!ix.partial && !ix.columns.isEmpty() &&
            ix.columns.first().compare(column, Qt::CaseInsensitive) == 0 &&
            !ix.descending.value(0, false))
            return true;
    }
    return false;
}

Page fetchPage(Connection& c, const PageRequest& r)
{
    if (r.keyColumns.isEmpty())
        return fetchStreamed(c, r);

    Page p;
    const qsizetype nk = orderColumns(r).size();
    const bool needsKey = r.direction == PageDirection::After ||
                          r.direction == PageDirection::Before ||
                          r.direction == PageDirection::AtOrAfter;
    if (needsKey && r.key.size() != nk) {
        p.error = tr("The page boundary does not match the table's key.");
        return p;
    }
    const PageScan scan = pageScanOf(r);
    const int limit = std::max(1, r.limit);
    bool more = false;
    // The extra row only says whether another page exists.
    for (const Segment& seg : segments(r, scan.desc, scan.op, r.key)) {
        const qint64 want = qint64(limit) + 1 - p.rows.size();
        if (want <= 0)
            break;
        Statement st =
            prepareBound(c, segmentSql(r, seg, scan.desc, want), seg.where.binds, &p.error);
        if (!st.isValid())
            return p;
        while (st.next()) {
            if (p.rows.size() == limit) {
                more = true;
                break;
            }
            QVariantList key;
            key.reserve(nk);
            for (int k = 0; k < nk; ++k)
                key << readValue(st, k);
            QVariantList row;
            row.reserve(r.columns.size());
            for (int k = 0; k < r.columns.size(); ++k)
                row << readValue(st, int(nk) + k);
            p.keys << key;
            p.rows << row;
        }
        if (failedPage(p, st))
            return p;
    }
    if (scan.reverse) {
        std::reverse(p.rows.begin(), p.rows.end());
        std::reverse(p.keys.begin(), p.keys.end());
    }
    if (!p.keys.isEmpty()) {
        p.firstKey = p.keys.first();
        p.lastKey = p.keys.last();
    }
    switch (r.direction) {
    case PageDirection::First:
        p.atStart = true;
        p.atEnd = !more;
        break;
    case PageDirection::Last:
        p.atEnd = true;
        p.atStart = !more;
        break;
    case PageDirection::Before:
        p.atStart = !more;
        p.atEnd = p.keys.isEmpty() ? !exists(c, r, QStringLiteral(">="), r.key)
                                   : !exists(c, r, QStringLiteral(">"), p.lastKey);
        break;
    case PageDirection::After:
    case PageDirection::AtOrAfter:
        p.atEnd = !more;
        if (p.keys.isEmpty()) {
            const QString op =
                r.direction == PageDirection::After ? QStringLiteral("<=") : QStringLiteral("<");
            p.atStart = !exists(c, r, op, r.key);
        } else {
            p.atStart = !exists(c, r, QStringLiteral("<"), p.firstKey);
        }
        break;
    }
    return p;
}

std::optional<qint64> countBefore(Connection& c, const PageRequest& r, const QVariantList& key,
                                  QString* error)
{
    if (r.keyColumns.isEmpty())
        return key.isEmpty() ? 0 : key.first().toLongLong();
    qint64 n = 0;
    for (const Segment& s : segments(r, false, physicalOp(r, QStringLiteral("<")), key)) {
        const QString sql =
            QStringLiteral("SELECT count(*) FROM ") + quoteIdentifier(r.table) + s.where.sql();
        Statement st = prepareBound(c, sql, s.where.binds, error);
        if (!st.isValid())
            return std::nullopt;
        if (!st.next()) {
            if (error)
                *error = st.error();
            return std::nullopt;
        }
        n += st.int64(0);
    }
    return n;
}

std::optional<qint64> countMatching(Connection& c, const PageRequest& r, QString* error)
{
    const Where w = baseWhere(r);
    const QString sql =
        QStringLiteral("SELECT count(*) FROM ") + quoteIdentifier(r.table) + w.sql();
    Statement st = prepareBound(c, sql, w.binds, error);
    if (!st.isValid())
        return std::nullopt;
    if (!st.next()) {
        if (error)
            *error = st.error();
        return std::nullopt;
    }
    return st.int64(0);
}

namespace {

// The least key of a row matching any of `forms`, OR-ed in one query: SQLite answers an OR of
// equalities on an indexed column with one index seek per value (or a MULTI-INDEX OR).
std::pair<QString, QVariantList> keyLookup(const QString& table, const QStringList& keyColumns,
                                           const QList<RangeFilter>& forms)
{
    QStringList any;
    QVariantList binds;
    for (const RangeFilter& f : forms) {
        PageRequest r;
        r.filter = f;
        const Where w = baseWhere(r);
        any << QLatin1Char('(') + w.conditions.join(QStringLiteral(" AND ")) + QLatin1Char(')');
        binds += w.binds;
    }
    return {QStringLiteral("SELECT ") + joinQuoted(keyColumns) + QStringLiteral(" FROM ") +
                quoteIdentifier(table) + QStringLiteral(" WHERE ") +
                any.join(QStringLiteral(" OR ")) + orderBy(keyColumns, false) +
                QStringLiteral(" LIMIT 1"),
            binds};
}

} // namespace

std::optional<QVariantList> findKey(Connection& c, const QString& table,
                                    const QStringList& keyColumns, const QString& column,
                                    const QVariant& value, QString* error)
{
    return findKey(c, table, keyColumns, RangeFilter{column, value, value}, error);
}

std::optional<QVariantList> findKey(Connection& c, const QString& table,
                                    const QStringList& keyColumns, const RangeFilter& match,
                                    QString* error, bool* widened)
{
    return findKey(c, table, keyColumns, QList<RangeFilter>{match}, error, widened);
}

std::optional<QVariantList> findKey(Connection& c, const QString& table,
                                    const QStringList& keyColumns,
                                    const QList<RangeFilter>& matches, QString* error,
                                    bool* widened)
{
    if (widened)
        *widened = false;
    const bool set =
        !matches.isEmpty() &&
        std::all_of(matches.begin(), matches.end(), [](const RangeFilter& m) { return m.isSet(); });
    if (keyColumns.isEmpty() || !set)
        return std::nullopt;
    QString err;
    QString* e = error ? error : &err;
    auto first = [&](const QList<RangeFilter>& forms) -> std::optional<QVariantList> {
        const auto [sql, binds] = keyLookup(table, keyColumns, forms);
        Statement st = prepareBound(c, sql, binds, e);
        if (!st.isValid())
            return std::nullopt;
        if (!st.next()) {
            if (st.failed())
                *e = st.error();
            return std::nullopt;
        }
        QVariantList key;
        for (int k = 0; k < keyColumns.size(); ++k)
            key << readValue(st, k);
        return key;
    };
    // With LetterCase::AnyMixed the plain spellings (one index seek each) are looked up first;
    // the wider range only when none of them is stored.
    QList<RangeFilter> plain = matches;
    QList<RangeFilter> wide;
    for (RangeFilter& f : plain) {
        if (caseOf(f) == LetterCase::AnyMixed) {
            wide << f;
            f.letterCase = LetterCase::Any;
        }
    }
    e->clear();
    if (auto key = first(plain))
        return key;
    if (wide.isEmpty() || !e->isEmpty())
        return std::nullopt;
    if (widened)
        *widened = true;
    return first(wide);
}

Page pageAtMatch(Connection& c, PageRequest r, const RangeFilter& match, bool* found, bool* widened)
{
    return pageAtMatch(c, std::move(r), QList<RangeFilter>{match}, found, widened);
}

Page pageAtMatch(Connection& c, PageRequest r, const QList<RangeFilter>& matches, bool* found,
                 bool* widened)
{
    *found = false;
    if (widened)
        *widened = false;
    r.rowids.clear();
    r.sortColumn.clear(); // the row is found, and shown, in key order
    r.descending = false;
    if (r.keyColumns.isEmpty()) {
        r.direction = PageDirection::First;
        Page p;
        for (const RangeFilter& match : matches) {
            r.filter = match;
            p = fetchPage(c, r);
            *found = !p.rows.isEmpty();
            if (*found || !p.error.isEmpty())
                break;
        }
        return p;
    }
    r.filter = {};
    r.direction = PageDirection::AtOrAfter;
    Page p;
    const auto key = findKey(c, r.table, r.keyColumns, matches, &p.error, widened);
    if (!key)
        return p;
    r.key = *key;
    p = fetchPage(c, r);
    *found = !p.keys.isEmpty() && p.keys.first() == r.key;
    return p;
}

QStringList lookupPlan(Connection& c, const QString& table, const QStringList& keyColumns,
                       const QList<RangeFilter>& matches)
{
    QList<RangeFilter> plain = matches;
    for (RangeFilter& f : plain)
        f.letterCase = f.letterCase == LetterCase::AnyMixed ? LetterCase::Any : f.letterCase;
    const auto [sql, binds] = keyLookup(table, keyColumns, plain);
    QString err;
    Statement st = prepareBound(c, QStringLiteral("EXPLAIN QUERY PLAN ") + sql, binds, &err);
    QStringList out;
    while (st.isValid() && st.next())
        out << st.text(3);
    return out;
}

QStringList queryPlan(Connection& c, const PageRequest& r, bool count)
{
    QList<std::pair<QString, QVariantList>> queries;
    if (count) {
        const Where w = baseWhere(r);
        queries.append(
            {QStringLiteral("SELECT count(*) FROM ") + quoteIdentifier(r.table) + w.sql(),
             w.binds});
    } else if (r.keyColumns.isEmpty()) {
        return {};
    } else {
        const PageScan scan = pageScanOf(r);
        for (const Segment& seg : segments(r, scan.desc, scan.op, r.key))
            queries.append(
                {segmentSql(r, seg, scan.desc, qint64(std::max(1, r.limit)) + 1), seg.where.binds});
    }
    QStringList out;
    for (const auto& [sql, binds] : queries) {
        QString err;
        Statement st = prepareBound(c, QStringLiteral("EXPLAIN QUERY PLAN ") + sql, binds, &err);
        while (st.isValid() && st.next())
            out << st.text(3);
    }
    return out;
}

} // namespace idscope::db
