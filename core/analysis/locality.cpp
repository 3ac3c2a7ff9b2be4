#include "locality.h"

#include "analysis/estimate.h"
#include "analysis/inversions.h"
#include "db/schema.h"
#include "db/source.h"
#include "db/sqlnames.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

namespace idscope::analysis {

namespace {

bool sameName(const QString& a, const QString& b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

} // namespace

qint64 defaultLocalityRecent(qint64 rows)
{
    const qint64 share = rows * kLocalityRecentPercent / 100;
    return std::min(kLocalityDefaultRecent,
                    std::max(std::min(std::max<qint64>(rows, 0), kLocalityMinRecent), share));
}

int DensityGrid::binOf(qint64 rank, qint64 n, int bins)
{
    if (n <= 0 || bins <= 0)
        return 0;
    return int(std::clamp<qint64>(rank * bins / n, 0, bins - 1));
}

LocalityPlan planLocality(const db::Schema& schema, const LocalityOptions& o)
{
    LocalityPlan p;
    const db::TableInfo* t = schema.table(o.table);
    if (!t || t->kind != db::TableInfo::Kind::Table) {
        p.error =
            QCoreApplication::translate("idscope::analysis", "there is no table '%1'").arg(o.table);
        return p;
    }
    // The key column.
    QString col = o.column;
    const QStringList pk = t->primaryKey();
    if (col.isEmpty())
        col = !t->rowidAlias.isEmpty() ? t->rowidAlias
              : !pk.isEmpty()          ? pk.first()
                                       : QStringLiteral("rowid");
    const bool bareRowid = t->hasRowid() && db::isRowidName(col) && !t->column(col);
    if (!bareRowid) {
        const db::ColumnInfo* c = t->column(col);
        if (!c) {
            p.error =
                QCoreApplication::translate("idscope::analysis", "table '%1' has no column '%2'")
                    .arg(t->name, col);
            p.usage = true;
            return p;
        }
        col = c->name;
    }
    p.column = bareRowid ? QStringLiteral("rowid") : col;
    // The B-tree that stores it.
    if (bareRowid || (t->hasRowid() && sameName(col, t->rowidAlias))) {
        p.treeKind = KeyTree::RowidTable;
        p.treeName = t->name;
    } else if (t->withoutRowid && !pk.isEmpty() && sameName(pk.first(), col)) {
        p.treeKind = KeyTree::WithoutRowid;
        p.treeName = t->name;
    } else {
        const db::IndexInfo* best = nullptr;
        for (const db::IndexInfo& ix : t->indexes) {
            if (ix.partial || ix.hasExpression || ix.columns.isEmpty() ||
                !sameName(ix.columns.first(), col) || (t->withoutRowid && ix.origin == u"pk"))
                continue;
            if (!best || ix.columns.size() < best->columns.size())
                best = &ix;
        }
        if (best) {
            p.treeKind = KeyTree::Index;
            p.treeName = best->name;
        }
    }
    // The insertion order.
    const QString order = o.order;
    const db::RowOrder own = t->insertionOrder();
    if (order.isEmpty() ||
        (own == db::RowOrder::Rowid && db::isRowidName(order) && !t->column(order)) ||
        (!t->rowidAlias.isEmpty() && sameName(order, t->rowidAlias))) {
        if (own == db::RowOrder::None) {
            p.error = QCoreApplication::translate(
                          "idscope::analysis",
                          "'%1' is a WITHOUT ROWID table, so its insertion order is not stored: "
                          "choose the column that records it (a sequence or creation time)")
                          .arg(t->name);
            p.usage = true;
            return p;
        }
        // Columns named rowid, _rowid_ and oid leave SQL no name for the rowid itself.
        if (own == db::RowOrder::Rowid && t->rowidAlias.isEmpty() &&
            db::unshadowedRowidName(*t).isEmpty()) {
            p.error = QCoreApplication::translate(
                          "idscope::analysis",
                          "the columns rowid, _rowid_ and oid of '%1' hide its rowid from SQL, so "
                          "its insertion order cannot be read: choose the column that records it")
                          .arg(t->name);
            p.usage = true;
            return p;
        }
        p.orderKind = own;
        p.orderByDefault = true;
        p.order = own == db::RowOrder::Rowid             ? QStringLiteral("rowid")
                  : own == db::RowOrder::CommitTimestamp ? QStringLiteral("commit-timestamp")
                                                         : QStringLiteral("ctid");
    } else if (own != db::RowOrder::Rowid && own != db::RowOrder::None && order == u"ctid") {
        p.orderKind = db::RowOrder::HeapPosition; // a server's system column: no user column
        p.order = order;
    } else {
        const db::ColumnInfo* c = t->column(order);
        if (!c) {
            p.error =
                QCoreApplication::translate("idscope::analysis", "table '%1' has no column '%2'")
                    .arg(t->name, order);
            p.usage = true;
            return p;
        }
        p.orderKind = db::RowOrder::None;
        p.order = c->name;
    }
    return p;
}

namespace {

// Progress and cancel of one analysis: `done` of `total` rows so far.
struct LocalityRun {
    db::Source& c;
    const LocalityOptions& o;
    qint64 done = 0;
    qint64 total = 0;

    bool keepGoing()
    {
        if (c.isCancelled())
            return false;
        if (o.progress && !o.progress(done, total)) {
            c.cancel();
            return false;
        }
        return true;
    }
};

// What was measured, and nothing else, for a cancelled analysis.
LocalityResult cancelledResult(const LocalityResult& r)
{
    LocalityResult stopped;
    stopped.table = r.table;
    stopped.column = r.column;
    stopped.order = r.order;
    stopped.orderKind = r.orderKind;
    stopped.orderByDefault = r.orderByDefault;
    stopped.treeKind = r.treeKind;
    stopped.treeName = r.treeName;
    stopped.cancelled = true;
    return stopped;
}

// 1. The leaves of the key's B-tree; nullopt (with r.leafNote, and a server's index summary
// where it has one) when there is no such tree, the engine cannot read its pages, or the
// source was cancelled.
std::optional<LeafMap> keyLeaves(db::Source& c, const db::KeyOrderRequest& req,
                                 const LocalityOptions& o, LocalityResult& r)
{
    if (req.tree == KeyTree::None) {
        r.leafNote = QCoreApplication::translate(
                         "idscope::analysis",
                         "no index starts with '%1', so its keys have no B-tree of their own")
                         .arg(req.column);
        return std::nullopt;
    }
    if (!o.useDbstat) {
        r.leafNote = QCoreApplication::translate(
            "idscope::analysis",
            "the leaf metrics (leaves written by the newest keys, fewest possible, rightmost "
            "share, leaf pages, fill, disorder) need the dbstat virtual table, turned off here");
        return std::nullopt;
    }
    db::KeyLeaves k = c.readKeyLeaves(req);
    r.leafNote = k.note;
    r.indexSummary = k.summary;
    return std::move(k.leaves);
}

// Dense ranks of the pairs (a[i], b[i]) in pair order: a server's commit instant, then its heap
// position within one transaction.
std::vector<qint64> pairRanks(const std::vector<qint64>& a, const std::vector<qint64>& b)
{
    std::vector<quint32> by(a.size());
    for (std::size_t i = 0; i < by.size(); ++i)
        by[i] = quint32(i);
    std::sort(by.begin(), by.end(),
              [&](quint32 x, quint32 y) { return a[x] != a[y] ? a[x] < a[y] : b[x] < b[y]; });
    std::vector<qint64> rank(a.size());
    qint64 r = 0;
    for (std::size_t i = 0; i < by.size(); ++i) {
        if (i > 0 && (a[by[i]] != a[by[i - 1]] || b[by[i]] != b[by[i - 1]]))
            ++r;
        rank[by[i]] = r;
    }
    return rank;
}

// 2. One scan in key order: the insertion-order value of each key rank (a pair of values
// ranked here for a server's commit order). 1 read, 0 a value was no integer (with
// `integersOnly`), -1 failed (r.error), -2 cancelled.
int scanOrderValues(LocalityRun& run, const db::KeyOrderRequest& req, bool integersOnly,
                    std::vector<qint64>& orderOf, LocalityResult& r)
{
    orderOf.clear();
    run.done = 0;
    QString err;
    const std::unique_ptr<db::Rows> s = run.c.readInKeyOrder(req, &err);
    if (!s) {
        r.error = err;
        return run.c.isCancelled() ? -2 : -1;
    }
    std::vector<qint64> second;
    const bool pairs = s->columnCount() > 1;
    while (s->next()) {
        if (integersOnly && s->type(0) != db::StorageClass::Integer)
            return 0; // the fallback ranks the values in SQL
        if (orderOf.size() >= 0xffffffffu) {
            r.error = QCoreApplication::translate("idscope::analysis", "more than 4294967295 rows");
            return -1;
        }
        orderOf.push_back(s->int64(0));
        if (pairs) {
            second.push_back(s->int64(1));
            r.rowsWithoutCommitTime += orderOf.back() == std::numeric_limits<qint64>::min();
        }
        if ((++run.done & 0xffff) == 0 && !run.keepGoing())
            return -2;
    }
    if (s->interrupted() || run.c.isCancelled())
        return -2;
    if (s->failed()) {
        r.error = s->error();
        return -1;
    }
    if (pairs)
        orderOf = pairRanks(orderOf, second);
    return 1;
}

// Key rank (y) against insertion rank (x), binned. Small tables get coarser bins (about four
// inserts per bin on average), so a random table reads as a filled square rather than
// scattered specks.
void fillDensity(DensityGrid& g, const std::vector<quint32>& ranks, const LocalityOptions& o)
{
    const qint64 n = qint64(ranks.size());
    const int side = std::max(16, int(std::sqrt(double(n) / 4.0)));
    g.columns = std::clamp(side, 1, std::max(1, o.gridColumns));
    g.rows = std::clamp(side, 1, std::max(1, o.gridRows));
    g.n = n;
    g.counts.fill(0, qsizetype(g.columns) * g.rows);
    for (qint64 i = 0; i < n; ++i) {
        const int x = DensityGrid::binOf(i, n, g.columns);
        const int y = DensityGrid::binOf(ranks[std::size_t(i)], n, g.rows);
        quint32& cell = g.counts[qsizetype(y) * g.columns + x];
        ++cell;
        g.maxCount = std::max(g.maxCount, cell);
    }
}

// 4. The leaves the newest r.recent keys are spread over, and the shape of the tree.
void fillLeafSpread(LocalityResult& r, const std::vector<quint32>& ranks, LeafMap&& m)
{
    const qint64 n = qint64(ranks.size());
    const qsizetype L = m.leaves.size();
    r.hasLeafMetrics = true;
    r.leafPages = L;
    r.recentPerLeaf.fill(0, L);
    const qsizetype edgeLeaves = std::max<qsizetype>(1, (L + 99) / 100);
    const qint64 edgeRank = m.leaves[L - edgeLeaves].firstRank;
    qint64 inEdge = 0;
    for (qint64 i = n - r.recent; i < n; ++i) {
        const qint64 k = ranks[std::size_t(i)];
        const qsizetype leaf = m.leafOfRank(k);
        if (leaf < 0)
            ++r.recentInInterior;
        else if (r.recentPerLeaf[leaf]++ == 0)
            ++r.recentLeafPages;
        if (k >= edgeRank)
            ++inEdge;
    }
    r.rightmostShare = r.recent > 0 ? double(inEdge) / double(r.recent) : 0.0;
    double fill = 0;
    qint64 down = 0;
    for (qsizetype i = 0; i < L; ++i) {
        const LeafInfo& l = m.leaves[i];
        r.maxLeafCells = std::max<qint64>(r.maxLeafCells, l.cells);
        if (l.pageSize > 0)
            fill += 1.0 - double(l.unused) / double(l.pageSize);
        if (i > 0 && l.pageNo < m.leaves[i - 1].pageNo)
            ++down;
    }
    r.avgLeafFill = L > 0 ? fill / double(L) : 0.0;
    r.leafDisorder = L > 1 ? double(down) / double(L - 1) : 0.0;
    r.minLeafPages = r.maxLeafCells > 0 ? (r.recent + r.maxLeafCells - 1) / r.maxLeafCells : 0;
    r.leafSpread = r.minLeafPages > 0 ? double(r.recentLeafPages) / double(r.minLeafPages) : 0.0;
    r.leafMap = std::move(m);
}

} // namespace

LocalityResult analyseLocality(db::Source& c, const db::Schema& schema, const LocalityOptions& o)
{
    LocalityResult r;
    r.table = o.table;
    const LocalityPlan plan = planLocality(schema, o);
    if (!plan.error.isEmpty()) {
        r.error = plan.error;
        return r;
    }
    const db::TableInfo& t = *schema.table(o.table);
    r.table = t.name;
    r.column = plan.column;
    r.order = plan.order;
    r.orderKind = plan.orderKind;
    r.orderByDefault = plan.orderByDefault;
    r.treeKind = plan.treeKind;
    r.treeName = plan.treeName;
    LocalityRun run{c, o};
    db::KeyOrderRequest req;
    req.table = &t;
    req.column = plan.column;
    req.tree = plan.treeKind;
    req.treeName = plan.treeName;
    req.order = plan.orderKind;
    req.orderColumn = plan.orderKind == db::RowOrder::None ? plan.order : QString();
    const db::ReadScope snapshot(c); // the count and the scan see the same rows

    // 1. The leaves of the key's B-tree, which also give the exact number of keys.
    std::optional<LeafMap> leaves = keyLeaves(c, req, o, r);
    if (c.isCancelled())
        return cancelledResult(r);
    if (leaves) {
        run.total = leaves->totalKeys;
    } else {
        const std::optional<qint64> n = c.countRows(t);
        if (!n && c.isCancelled())
            return cancelledResult(r);
        if (!n) {
            r.error = QCoreApplication::translate("idscope::analysis", "cannot count the rows");
            return r;
        }
        run.total = *n;
    }

    // 2. One scan in key order: the insertion-order value of each key rank.
    std::vector<qint64> orderOf;
    orderOf.reserve(std::size_t(std::max<qint64>(run.total, 0)));
    int rc = scanOrderValues(run, req, true, orderOf, r);
    if (rc == 0) { // TEXT/REAL/NULL order values: the engine ranks them by its own comparison
        req.ranked = true;
        rc = scanOrderValues(run, req, false, orderOf, r);
    }
    if (rc == -2)
        return cancelledResult(r);
    if (rc < 0)
        return r;
    const qint64 n = qint64(orderOf.size());
    r.rows = n;
    if (leaves && leaves->totalKeys != n) {
        r.leafNote =
            QCoreApplication::translate("idscope::analysis",
                                        "the B-tree '%1' holds %2 keys but the scan read %3 rows")
                .arg(plan.treeName)
                .arg(leaves->totalKeys)
                .arg(n);
        leaves.reset();
    }

    // 3. Key ranks in insertion order (ties in the order column count as in order).
    std::vector<quint32> ranks = keyRanksInInsertionOrder(std::move(orderOf));
    if (!run.keepGoing())
        return cancelledResult(r);
    r.rightEdgeInserts = countRunningMaxima(ranks);
    r.rightEdgeShare = n > 0 ? double(r.rightEdgeInserts) / double(n) : 0.0;
    fillDensity(r.density, ranks, o);

    // 4. Leaf spread of the newest N keys.
    r.recent = o.recent > 0 ? std::min<qint64>(o.recent, n) : defaultLocalityRecent(n);
    if (leaves)
        fillLeafSpread(r, ranks, std::move(*leaves));

    // 5. Inversions last: counting sorts the ranks in place.
    std::vector<quint32> scratch;
    bool stopped = false;
    r.inversions = countInversions(
        ranks, scratch, [&run] { return run.keepGoing(); }, &stopped);
    if (stopped)
        return cancelledResult(r);
    if (n >= 2) {
        const long double pairsTotal = (long double)(n) * (long double)(n - 1) / 2.0L;
        r.inversionRatio = double((long double)(r.inversions) / pairsTotal);
    }
    r.kendallTau = 1.0 - 2.0 * r.inversionRatio;
    run.done = run.total = n;
    if (o.progress)
        o.progress(run.done, run.total);
    return r;
}

namespace {
// A factor as the sentences print it ("29", "3.0"), in the UI locale like the tables beside them.
QString timesText(double x)
{
    const QLocale loc;
    return x >= 10 ? loc.toString(qRound64(x)) : loc.toString(x, 'f', 1);
}
} // namespace

QString insertionOrderText(const LocalityResult& r)
{
    switch (r.orderKind) {
    case db::RowOrder::Rowid:
        return QCoreApplication::translate("idscope::analysis", "insertion order: the rowid");
    case db::RowOrder::CommitTimestamp:
        if (r.rowsWithoutCommitTime > 0)
            return QCoreApplication::translate(
                       "idscope::analysis",
                       "insertion order: commit order, each row's commit instant "
                       "(pg_xact_commit_timestamp(xmin)), rows of one transaction by heap "
                       "position; %1 rows have no commit timestamp (committed before "
                       "track_commit_timestamp was on, or frozen since) and count as first")
                .arg(r.rowsWithoutCommitTime);
        return QCoreApplication::translate(
            "idscope::analysis",
            "insertion order: commit order, each row's commit instant "
            "(pg_xact_commit_timestamp(xmin)), rows of one transaction by heap position");
    case db::RowOrder::HeapPosition:
        if (!r.orderByDefault)
            return QCoreApplication::translate(
                "idscope::analysis",
                "insertion order: heap order (ctid), the order rows are stored in, which is "
                "insertion order until updates, deletes and VACUUM reuse space");
        return QCoreApplication::translate(
            "idscope::analysis",
            "insertion order: heap order (ctid), the order rows are stored in, which is "
            "insertion order until updates, deletes and VACUUM reuse space; the server keeps no "
            "commit timestamps (track_commit_timestamp is off)");
    case db::RowOrder::None:
        break;
    }
    return QCoreApplication::translate("idscope::analysis", "insertion order: the column %1")
        .arg(r.order);
}

namespace {
// The thresholds of localityJudgement (locality.h says the rule).
constexpr double kAppendInversions = 0.05;   // inversion ratio at most: keys follow the order
constexpr double kUnrelatedInversions = 0.4; // at least: keys unrelated to the order
// More than this, later keys are mostly smaller than earlier ones (τ below −0.2): not random,
// and where the newest keys land is for the leaves to say (old random keys, then a narrow
// band of time-ordered ones below them, reads so).
constexpr double kAgainstInversions = 0.6;
constexpr double kAppendShare = 0.5;         // right-edge or rightmost-leaves share at least
constexpr double kScatterSpread = 2.0;       // leaves written ÷ fewest possible, at least
constexpr qint64 kScatterExtraLeaves = 3;    // and this many leaves beyond the fewest
constexpr double kAppendScatterSpread = 4.0; // keys that append: scatter from this spread up
} // namespace

LocalityJudgement localityJudgement(const LocalityResult& r)
{
    LocalityJudgement j;
    if (!r.error.isEmpty() || r.cancelled || r.rows < 2)
        return j;
    j.maxRecent = r.rows * kLocalityMaxRecentPercent / 100;
    j.appends = r.inversionRatio <= kAppendInversions || r.rightEdgeShare >= kAppendShare;
    if (!r.hasLeafMetrics) {
        j.kind = r.inversionRatio <= kAppendInversions    ? LocalityClass::RightEdge
                 : r.inversionRatio > kAgainstInversions  ? LocalityClass::CannotTell
                 : r.inversionRatio >= kUnrelatedInversions ? LocalityClass::Scatter
                                                            : LocalityClass::Partly;
        return j;
    }
    // Scatter must be able to show: the most leaves the newest N could touch reaches both
    // bars of a scatter.
    const qint64 reach = std::min(r.leafPages, r.recent - r.recentInInterior);
    const qint64 scatterLeaves =
        std::max(qint64(std::ceil(kScatterSpread * double(r.minLeafPages))),
                 r.minLeafPages + kScatterExtraLeaves);
    j.recentTooLarge = r.recent > j.maxRecent;
    j.spreadCanTell =
        r.minLeafPages > 0 && r.recent >= 2 && !j.recentTooLarge && reach >= scatterLeaves;
    if (j.spreadCanTell) {
        // The rightmost 1 % of leaves say something only in a tree of many leaves (in one of
        // a single leaf, every key is at the right edge).
        j.appends = j.appends || r.rightmostShare >= kAppendShare;
        const bool scatters = r.leafSpread >= kScatterSpread &&
                              r.recentLeafPages >= r.minLeafPages + kScatterExtraLeaves &&
                              (!j.appends || r.leafSpread >= kAppendScatterSpread);
        j.fromLeaves = true;
        j.kind = scatters    ? LocalityClass::Scatter
                 : j.appends ? LocalityClass::RightEdge
                             : LocalityClass::Clustered;
        return j;
    }
    j.kind = j.appends ? LocalityClass::RightEdge : LocalityClass::CannotTell;
    return j;
}

QString localityVerdict(const LocalityResult& r)
{
    const auto times = timesText;
    if (!r.error.isEmpty())
        return r.error;
    if (r.rows < 2)
        return QCoreApplication::translate(
            "idscope::analysis", "Too few rows to judge: locality needs at least two inserts.");
    const LocalityJudgement j = localityJudgement(r);
    const QLocale loc;
    // The insertion order alone.
    auto byOrder = [&r, &loc] {
        if (r.inversionRatio <= kAppendInversions)
            return QCoreApplication::translate(
                "idscope::analysis",
                "Keys follow the insertion order: new keys append at the right edge.");
        if (r.inversionRatio > kAgainstInversions)
            return QCoreApplication::translate(
                       "idscope::analysis",
                       "Later keys are mostly smaller than earlier ones (Kendall τ %1), as when "
                       "random keys were followed by time-ordered ones: not random, but the "
                       "insertion order alone cannot say where new keys land.")
                .arg(loc.toString(1.0 - 2.0 * r.inversionRatio, 'f', 2));
        if (r.inversionRatio >= kUnrelatedInversions)
            return QCoreApplication::translate(
                "idscope::analysis",
                "Keys are unrelated to the insertion order: new keys land anywhere in the "
                "B-tree.");
        return QCoreApplication::translate("idscope::analysis",
                                           "Keys partly follow the insertion order.");
    };
    switch (j.kind) {
    case LocalityClass::Unknown:
        break;
    case LocalityClass::Scatter:
        if (!j.fromLeaves)
            return byOrder();
        return QCoreApplication::translate(
                   "idscope::analysis",
                   "New keys touch %1× more leaves than needed: inserts scatter over the "
                   "B-tree, so each one rewrites a different page.")
            .arg(times(r.leafSpread));
    case LocalityClass::RightEdge:
        if (!j.fromLeaves) {
            if (r.inversionRatio <= kAppendInversions || !r.hasLeafMetrics)
                return byOrder();
            return QCoreApplication::translate(
                "idscope::analysis",
                "Most new keys append at the right edge of the B-tree (they exceed every "
                "earlier key).");
        }
        return QCoreApplication::translate(
            "idscope::analysis",
            "New keys land together at the right edge of the B-tree: inserts append, "
            "touching as few leaves as possible.");
    case LocalityClass::Clustered:
        return QCoreApplication::translate(
                   "idscope::analysis",
                   "New keys sit close together (%1 leaves for the newest %2 keys, %3 at the "
                   "fewest), though not at the right edge of the B-tree.")
            .arg(loc.toString(r.recentLeafPages), loc.toString(r.recent),
                 loc.toString(r.minLeafPages));
    case LocalityClass::Partly:
        return byOrder();
    case LocalityClass::CannotTell: {
        if (!r.hasLeafMetrics)
            return byOrder();
        const QString why =
            j.recentTooLarge
                ? QCoreApplication::translate(
                      "idscope::analysis",
                      "The newest %1 keys are %2 of the table, too large a share for the leaves "
                      "they touch to tell scattered inserts from appends.")
                      .arg(loc.toString(r.recent),
                           percentText(double(r.recent) / double(std::max<qint64>(1, r.rows))))
                : QCoreApplication::translate(
                      "idscope::analysis",
                      "The B-tree has too few leaves (%1) for the newest %2 keys to show "
                      "whether inserts scatter.")
                      .arg(loc.toString(r.leafPages), loc.toString(r.recent));
        return why + u' ' + byOrder();
    }
    }
    return {};
}

QString localityComparison(const LocalityResult& a, const QString& nameA, const LocalityResult& b,
                           const QString& nameB)
{
    if (!a.error.isEmpty() || !b.error.isEmpty() || a.cancelled || b.cancelled || a.rows < 2 ||
        b.rows < 2)
        return {};
    const auto times = timesText;
    const QLocale loc;
    const LocalityJudgement ja = localityJudgement(a), jb = localityJudgement(b);
    if (ja.spreadCanTell && jb.spreadCanTell && a.recentLeafPages > 0 && b.recentLeafPages > 0) {
        // Per key, so different N or row counts still compare fairly.
        const double pa = double(a.recentLeafPages) / double(std::max<qint64>(1, a.recent));
        const double pb = double(b.recentLeafPages) / double(std::max<qint64>(1, b.recent));
        const bool aWorse = pa >= pb;
        const double f = aWorse ? pa / pb : pb / pa;
        // A factor between two sides that both keep their new keys together is a leaf or two
        // of boundary (2 leaves against 1), not a difference.
        const bool scatters = (aWorse ? ja : jb).kind == LocalityClass::Scatter;
        if (f < 1.5 || !scatters)
            return QCoreApplication::translate(
                       "idscope::analysis",
                       "%1 and %2: new keys touch about as many leaves (%3 for the newest %4 "
                       "keys, %5 for the newest %6).")
                .arg(nameA, nameB)
                .arg(loc.toString(a.recentLeafPages), loc.toString(a.recent),
                     loc.toString(b.recentLeafPages), loc.toString(b.recent));
        return QCoreApplication::translate("idscope::analysis",
                                           "For the same number of inserts, new keys of %1 touch "
                                           "%2× the leaf pages that those of %3 touch.")
            .arg(aWorse ? nameA : nameB, times(f), aWorse ? nameB : nameA);
    }
    return QCoreApplication::translate("idscope::analysis",
                                       "Inversion ratio: %1 for %2, %3 for %4 (0 = keys follow "
                                       "the insertion order, %5 = random).")
        .arg(loc.toString(a.inversionRatio, 'f', 3), nameA, loc.toString(b.inversionRatio, 'f', 3),
             nameB, loc.toString(0.5));
}

} // namespace idscope::analysis
