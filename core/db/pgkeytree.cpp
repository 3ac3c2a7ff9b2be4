// PostgreSQL's answers to key locality's reads (keytree.h). The leaves of an index come from
// pageinspect — bt_page_stats of every block, then bt_page_items of each leaf counted (live
// heap TIDs, a posting list's each, the high key not) — walked left to right along the sibling
// links; pageinspect needs a superuser. With only pgstattuple (the pg_stat_scan_tables role),
// pgstatindex's leaf density and fragmentation; with neither, a sentence naming what would
// add them. The insertion order in key order is one binary COPY: the commit instant of each
// row's inserting transaction (pg_xact_commit_timestamp(xmin)) and its heap position, the heap
// position alone, or an order column.
#include "pgsource.h"
#include "sqlnames.h"

#include <QCoreApplication>
#include <QHash>

#include <limits>

namespace idscope::db {

namespace {

// What this session may read of the two extensions (their schema, "" when not installed).
struct PageAccess {
    QString pageinspect;
    QString pgstattuple;
    bool superuser = false;
    bool pgstatindex = false; // EXECUTE on pgstattuple's pgstatindex(regclass)
};

std::optional<PageAccess> pageAccess(PgConnection& pg, QString* error)
{
    PgResult r = pg.query(
        u"SELECT (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = "
        u"e.extnamespace WHERE e.extname = 'pageinspect'), "
        u"(SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace "
        u"WHERE e.extname = 'pgstattuple'), "
        u"(SELECT rolsuper FROM pg_roles WHERE rolname = current_user)::text, "
        u"EXISTS (SELECT 1 FROM pg_extension e JOIN pg_proc p ON p.pronamespace = "
        u"e.extnamespace WHERE e.extname = 'pgstattuple' AND p.proname = 'pgstatindex' AND "
        u"p.proargtypes = '2205'::oidvector AND has_function_privilege(p.oid, 'EXECUTE'))::text");
    if (!r.ok() || r.rowCount() != 1) {
        *error = r.error().text();
        return std::nullopt;
    }
    const PgRow& row = r.row(0);
    PageAccess a;
    a.pageinspect = row.isNull(0) ? QString() : row.text(0);
    a.pgstattuple = row.isNull(1) ? QString() : row.text(1);
    a.superuser = row.text(2) == u"true";
    a.pgstatindex = row.text(3) == u"true";
    return a;
}

struct PgLeaf {
    LeafInfo info;
    qint64 prev = 0;
    qint64 next = 0;
    bool ignored = false; // half-dead: still linked, holds nothing
};

// Every leaf of `index` (a quoted, schema-qualified name), then the walk from the leftmost one
// along the right-sibling links, so the map is in key order. The pages are read as they are
// now, not in the snapshot: a split during the read shows as a broken chain.
std::optional<LeafMap> readPgLeafMap(PgConnection& pg, const QString& nsp, const QString& index,
                                     QString* error)
{
    const QString x = quoteIdentifier(nsp) + u'.';
    PgResult r = pg.query(
        QStringLiteral(
            "SELECT s.blkno, s.type::text, s.btpo_prev, s.btpo_next, s.free_size, s.page_size, "
            "(SELECT count(*) + coalesce(sum(cardinality(i.tids) - 1), 0) FROM "
            "%1bt_page_items($1::text, s.blkno) i WHERE NOT coalesce(i.dead, false) AND "
            "(s.btpo_next = 0 OR i.itemoffset > 1))::int8 "
            "FROM generate_series(1::int8, pg_relation_size($1::text::regclass) / "
            "current_setting('block_size')::int8 - 1) b, LATERAL %1bt_page_stats($1::text, b) s "
            "WHERE s.type IN ('l', 'e')")
            .arg(x),
        PgParams().text(index));
    if (!r.ok()) {
        *error = r.error().text();
        return std::nullopt;
    }
    QHash<qint64, PgLeaf> byBlock;
    qint64 leftmost = -1;
    int leafCount = 0;
    for (int i = 0; i < r.rowCount(); ++i) {
        const PgRow& row = r.row(i);
        PgLeaf l;
        l.info.pageNo = row.int64(0).value_or(0);
        l.ignored = row.text(1) != u"l";
        l.prev = row.int64(2).value_or(0);
        l.next = row.int64(3).value_or(0);
        l.info.unused = int(row.int64(4).value_or(0));
        l.info.pageSize = int(row.int64(5).value_or(0));
        l.info.cells = int(row.int64(6).value_or(0));
        if (l.prev == 0)
            leftmost = l.info.pageNo;
        leafCount += l.ignored ? 0 : 1;
        byBlock.insert(l.info.pageNo, l);
    }
    LeafMap map;
    qint64 rank = 0;
    for (qint64 b = leftmost; b > 0 && map.leaves.size() <= leafCount;) {
        const auto it = byBlock.constFind(b);
        if (it == byBlock.cend())
            break;
        if (!it->ignored) {
            LeafInfo l = it->info;
            l.firstRank = rank;
            rank += l.cells;
            map.leaves.append(l);
        }
        b = it->next;
    }
    if (leftmost < 0 || map.leaves.size() != leafCount) {
        *error = QCoreApplication::translate("idscope::analysis",
                                             "the pages of '%1' changed while they were read")
                     .arg(index);
        return std::nullopt;
    }
    map.totalKeys = rank;
    return map;
}

std::optional<IndexSummary> readPgIndexSummary(PgConnection& pg, const QString& nsp,
                                               const QString& index, QString* error)
{
    PgResult r =
        pg.query(QStringLiteral("SELECT leaf_pages, avg_leaf_density::text, "
                                "leaf_fragmentation::text FROM %1.pgstatindex($1::text::regclass)")
                     .arg(quoteIdentifier(nsp)),
                 PgParams().text(index));
    if (!r.ok() || r.rowCount() != 1) {
        *error = r.error().text();
        return std::nullopt;
    }
    const PgRow& row = r.row(0);
    IndexSummary s;
    s.leafPages = row.int64(0).value_or(0);
    const double density = row.text(1).toDouble(); // NaN text of an empty index reads as 0
    const double fragmentation = row.text(2).toDouble();
    s.avgLeafDensity = density / 100.0;
    s.leafFragmentation = fragmentation / 100.0;
    return s;
}

// The sentence for what could not be read, naming what would add it.
QString missingNote(const PageAccess& a, const QString& failure)
{
    if (!failure.isEmpty())
        return QCoreApplication::translate("idscope::db", "the leaf metrics could not be read: %1")
            .arg(failure);
    if (a.pageinspect.isEmpty() && a.pgstattuple.isEmpty())
        return QCoreApplication::translate(
            "idscope::db",
            "the leaf metrics need the pageinspect extension read by a superuser (leaf "
            "spread, right edge, disorder) or pgstattuple with the pg_stat_scan_tables "
            "role (leaf density and fragmentation); neither is installed in this database");
    if (a.pageinspect.isEmpty())
        return QCoreApplication::translate(
            "idscope::db",
            "the leaf metrics need pgstattuple's pgstatindex, which this role may not run: "
            "the pg_stat_scan_tables role adds leaf density and fragmentation, and the "
            "pageinspect extension read by a superuser adds the rest");
    return QCoreApplication::translate(
        "idscope::db",
        "the leaf metrics need pageinspect's bt_page_items, which only a superuser may "
        "read, or pgstattuple with the pg_stat_scan_tables role for leaf density and "
        "fragmentation");
}

} // namespace

KeyLeaves PgSource::readKeyLeaves(const KeyOrderRequest& r)
{
    KeyLeaves out;
    if (r.table->partitioned) {
        // Its index is only the sum of the partitions' own indexes: no pages to read.
        out.note = QCoreApplication::translate(
            "idscope::db", "a partitioned table's index keeps no pages of its own: each "
                           "partition's index has its own leaves");
        return out;
    }
    const QString index = quoteIdentifier(r.table->schemaName) + u'.' + quoteIdentifier(r.treeName);
    QString failure;
    const std::optional<PageAccess> a = pageAccess(*pg_, &failure);
    if (a && !a->pageinspect.isEmpty() && a->superuser) {
        out.leaves = readPgLeafMap(*pg_, a->pageinspect, index, &failure);
        if (out.leaves)
            return out;
    }
    if (a && a->pgstatindex && !pg_->isCancelled()) {
        out.summary = readPgIndexSummary(*pg_, a->pgstattuple, index, &failure);
        if (out.summary) {
            out.note = QCoreApplication::translate(
                "idscope::db",
                "leaf spread, rightmost share and leaf disorder need pageinspect's "
                "bt_page_items, which only a superuser may read; pgstatindex gave the leaf "
                "density and fragmentation");
            return out;
        }
    }
    out.cancelled = pg_->isCancelled();
    if (!out.cancelled)
        out.note = a ? missingNote(*a, failure) : missingNote({}, failure);
    return out;
}

namespace {

// Locality's rows: integers, timestamps as µs, a tid as block << 16 | offset; with
// `nullAsMin` a NULL first column (a row without commit timestamp) reads as INT64_MIN.
class KeyOrderRows final : public Rows {
public:
    KeyOrderRows(PgRowStream s, bool nullAsMin) : s_(std::move(s)), nullAsMin_(nullAsMin) {}
    bool next() override { return s_.next(); }
    bool failed() const override { return s_.failed(); }
    bool interrupted() const override { return s_.error().cancelled(); }
    QString error() const override { return s_.error().text(); }
    int columnCount() const override { return s_.columnCount(); }
    StorageClass type(int i) const override
    {
        if (!s_.row().isNull(i))
            return value(i) ? StorageClass::Integer : StorageClass::Text;
        return i == 0 && nullAsMin_ ? StorageClass::Integer : StorageClass::Null;
    }
    qint64 int64(int i) const override
    {
        if (s_.row().isNull(i))
            return std::numeric_limits<qint64>::min();
        return value(i).value_or(0);
    }
    double real(int) const override { return 0; }
    std::string_view textView(int i) const override { return s_.row().raw(i); }
    std::string_view blobView(int i) const override { return s_.row().raw(i); }

private:
    std::optional<qint64> value(int i) const
    {
        const PgRow& row = s_.row();
        switch (row.type(i)) {
        case pgtype::Timestamptz:
        case pgtype::Timestamp:
            return row.timestampUs(i);
        case kTid: {
            const std::string_view b = row.raw(i);
            if (b.size() != 6)
                return std::nullopt;
            qint64 v = 0;
            for (const char ch : b)
                v = (v << 8) | quint8(ch);
            return v;
        }
        default:
            return row.int64(i);
        }
    }
    static constexpr quint32 kTid = 27;
    PgRowStream s_;
    bool nullAsMin_;
};

// ORDER BY terms in the order of the key's index: its columns and directions, then the heap
// position unless the key alone is unique (equal keys sit in heap order in a B-tree).
QString pgKeyOrder(const TableInfo& t, const KeyOrderRequest& r)
{
    QStringList terms;
    bool unique = false;
    for (const IndexInfo& ix : t.indexes) {
        if (r.tree != KeyTree::Index || ix.name != r.treeName)
            continue;
        unique = ix.unique;
        for (qsizetype i = 0; i < ix.columns.size(); ++i) {
            const ColumnInfo* c = t.column(ix.columns[i]);
            unique = unique && c && c->notNull;
            terms << quoteIdentifier(ix.columns[i]) +
                         (ix.descending.value(i) ? QStringLiteral(" DESC") : QString());
        }
    }
    if (terms.isEmpty())
        terms << quoteIdentifier(r.column);
    if (!unique)
        terms << QStringLiteral("ctid");
    return terms.join(u", ");
}

} // namespace

std::unique_ptr<Rows> PgSource::readInKeyOrder(const KeyOrderRequest& r, QString* error)
{
    QString what;
    switch (r.order) {
    case RowOrder::CommitTimestamp:
        what = QStringLiteral("pg_xact_commit_timestamp(xmin), ctid");
        break;
    case RowOrder::HeapPosition:
        what = QStringLiteral("ctid");
        break;
    case RowOrder::None:
        what = r.ranked ? QStringLiteral("dense_rank() OVER (ORDER BY %1)")
                              .arg(quoteIdentifier(r.orderColumn))
                        : quoteIdentifier(r.orderColumn);
        break;
    case RowOrder::Rowid:
        *error = QCoreApplication::translate("idscope::db", "a server table has no rowid");
        return nullptr;
    }
    PgRowStream s = pg_->copyOut(QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                                     .arg(what, pgRelation(*r.table), pgKeyOrder(*r.table, r)));
    if (s.failed()) {
        *error = s.error().text();
        return nullptr;
    }
    return std::make_unique<KeyOrderRows>(std::move(s), r.order == RowOrder::CommitTimestamp);
}

} // namespace idscope::db
