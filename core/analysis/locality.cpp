#include "locality.h"

#include "analysis/inversions.h"
#include "db/connection.h"
#include "db/schema.h"
#include "db/sqlnames.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace idscope::analysis {

namespace {

bool sameName(const QString& a, const QString& b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

// How to name the rowid in SQL: its alias, else a spelling no column shadows.
QString rowidSql(const db::TableInfo& t)
{
    if (!t.rowidAlias.isEmpty())
        return db::quoteIdentifier(t.rowidAlias);
    return db::unshadowedRowidName(t);
}

const db::IndexInfo* primaryKeyIndex(const db::TableInfo& t)
{
    for (const db::IndexInfo& ix : t.indexes) {
        if (ix.origin == u"pk")
            return &ix;
    }
    return nullptr;
}

// One ORDER BY term: the column in the tree's collation and direction.
QString term(const QString& column, const QString& collation, bool desc)
{
    QString s = db::quoteIdentifier(column);
    if (!collation.isEmpty())
        s += QStringLiteral(" COLLATE ") + db::quoteIdentifier(collation);
    if (desc)
        s += QStringLiteral(" DESC");
    return s;
}

// The primary key of a WITHOUT ROWID table as ORDER BY terms (the table tree's order).
QStringList primaryKeyTerms(const db::TableInfo& t, const QStringList& skip = {})
{
    QStringList terms;
    const db::IndexInfo* pk = primaryKeyIndex(t);
    const QStringList cols = pk ? pk->columns : t.primaryKey();
    for (qsizetype i = 0; i < cols.size(); ++i) {
        if (std::any_of(skip.cbegin(), skip.cend(),
                        [&](const QString& s) { return sameName(s, cols[i]); }))
            continue;
        terms << term(cols[i], pk && i < pk->collations.size() ? pk->collations[i] : QString(),
                      pk && i < pk->descending.size() && pk->descending[i]);
    }
    return terms;
}

// ORDER BY terms that list the rows exactly in the order of the key's B-tree (ties included:
// an index ends in the rowid or the rest of the primary key).
QStringList keyOrderTerms(const db::TableInfo& t, const LocalityPlan& p)
{
    QStringList terms;
    QStringList used;
    switch (p.treeKind) {
    case KeyTree::RowidTable:
        return {rowidSql(t)};
    case KeyTree::WithoutRowid:
        return primaryKeyTerms(t);
    case KeyTree::Index:
        for (const db::IndexInfo& ix : t.indexes) {
            if (ix.name != p.treeName)
                continue;
            for (qsizetype i = 0; i < ix.columns.size(); ++i)
                terms << term(ix.columns[i], ix.collations.value(i),
                              i < ix.descending.size() && ix.descending[i]);
            used = ix.columns;
        }
        break;
    case KeyTree::None:
        terms << db::quoteIdentifier(p.column);
        used << p.column;
        break;
    }
    if (t.hasRowid())
        terms << rowidSql(t);
    else
        terms << primaryKeyTerms(t, used);
    return terms;
}

} // namespace

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
    if (order.isEmpty() || (db::isRowidName(order) && !t->column(order)) ||
        (!t->rowidAlias.isEmpty() && sameName(order, t->rowidAlias))) {
        if (!t->hasRowid()) {
            p.error = QCoreApplication::translate(
                          "idscope::analysis",
                          "'%1' is a WITHOUT ROWID table, so its insertion order is not stored: "
                          "choose the column that records it (a sequence or creation time)")
                          .arg(t->name);
            p.usage = true;
            return p;
        }
        p.order = QStringLiteral("rowid");
    } else {
        const db::ColumnInfo* c = t->column(order);
        if (!c) {
            p.error =
                QCoreApplication::translate("idscope::analysis", "table '%1' has no column '%2'")
                    .arg(t->name, order);
            p.usage = true;
            return p;
        }
        p.order = c->name;
    }
    return p;
}

namespace {

// Progress and cancel of one analysis: `done` of `total` rows so far.
struct LocalityRun {
    db::Connection& c;
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
    stopped.treeKind = r.treeKind;
    stopped.treeName = r.treeName;
    stopped.cancelled = true;
    return stopped;
}

// 1. The leaves of the key's B-tree from dbstat; nullopt (with r.leafNote) when there is no
// such tree, dbstat is off or missing, or the connection was cancelled.
std::optional<LeafMap> keyLeaves(db::Connection& c, const LocalityPlan& plan,
                                 const LocalityOptions& o, LocalityResult& r)
{
    if (plan.treeKind == KeyTree::None) {
        r.leafNote = QCoreApplication::translate(
                         "idscope::analysis",
                         "no index starts with '%1', so its keys have no B-tree of their own")
                         .arg(plan.column);
        return std::nullopt;
    }
    if (!o.useDbstat) {
        r.leafNote = QCoreApplication::translate(
            "idscope::analysis",
            "the leaf metrics (leaves written by the newest keys, fewest possible, rightmost "
            "share, leaf pages, fill, disorder) need the dbstat virtual table, turned off here");
        return std::nullopt;
    }
    QString why;
    std::optional<LeafMap> leaves =
        readLeafMap(c, plan.treeName, plan.treeKind != KeyTree::RowidTable, &why);
    if (!leaves && !c.isCancelled())
        r.leafNote = QCoreApplication::translate(
                         "idscope::analysis",
                         "the leaf metrics (leaves written by the newest keys, fewest "
                         "possible, rightmost share, leaf pages, fill, disorder) need the dbstat "
                         "virtual table: %1")
                         .arg(why);
    return leaves;
}

// 2. One scan of `sql` in key order: the insertion-order value of each key rank. 1 read, 0 a
// value was no integer (with `integersOnly`), -1 failed (r.error), -2 cancelled.
int scanOrderValues(LocalityRun& run, const QString& sql, bool integersOnly,
                    std::vector<qint64>& orderOf, LocalityResult& r)
{
    orderOf.clear();
    run.done = 0;
    QString err;
    db::Statement s = run.c.prepare(sql, &err);
    if (!s.isValid()) {
        r.error = err;
        return -1;
    }
    while (s.next()) {
        if (integersOnly && s.type(0) != db::StorageClass::Integer)
            return 0; // the fallback ranks the values in SQL
        if (orderOf.size() >= 0xffffffffu) {
            r.error = QCoreApplication::translate("idscope::analysis", "more than 4294967295 rows");
            return -1;
        }
        orderOf.push_back(s.int64(0));
        if ((++run.done & 0xffff) == 0 && !run.keepGoing())
            return -2;
    }
    if (s.interrupted() || run.c.isCancelled())
        return -2;
    if (s.failed()) {
        r.error = s.error();
        return -1;
    }
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

LocalityResult analyseLocality(db::Connection& c, const db::Schema& schema,
                               const LocalityOptions& o)
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
    r.treeKind = plan.treeKind;
    r.treeName = plan.treeName;
    LocalityRun run{c, o};

    // 1. The leaves of the key's B-tree, which also give the exact number of keys.
    std::optional<LeafMap> leaves = keyLeaves(c, plan, o, r);
    if (c.isCancelled())
        return cancelledResult(r);
    if (leaves) {
        run.total = leaves->totalKeys;
    } else {
        const std::optional<qint64> n = db::countRows(c, t.name);
        if (!n && c.isCancelled())
            return cancelledResult(r);
        if (!n) {
            r.error = QCoreApplication::translate("idscope::analysis", "cannot count the rows");
            return r;
        }
        run.total = *n;
    }

    // 2. One scan in key order: the insertion-order value of each key rank.
    const QStringList terms = keyOrderTerms(t, plan);
    const QString orderSql = plan.order == u"rowid" ? rowidSql(t) : db::quoteIdentifier(plan.order);
    const QString from = QStringLiteral(" FROM main.") + db::quoteIdentifier(t.name) +
                         QStringLiteral(" ORDER BY ") + terms.join(QStringLiteral(", "));
    std::vector<qint64> orderOf;
    orderOf.reserve(std::size_t(std::max<qint64>(run.total, 0)));
    int rc = scanOrderValues(run, QStringLiteral("SELECT ") + orderSql + from, true, orderOf, r);
    if (rc == 0) // TEXT/REAL/NULL order values: SQL ranks them by its own comparison
        rc = scanOrderValues(run,
                             QStringLiteral("SELECT dense_rank() OVER (ORDER BY ") + orderSql +
                                 QStringLiteral(")") + from,
                             false, orderOf, r);
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
    r.recent = std::clamp<qint64>(o.recent, 0, n);
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

QString localityVerdict(const LocalityResult& r)
{
    const auto times = timesText;
    if (!r.error.isEmpty())
        return r.error;
    if (r.rows < 2)
        return QCoreApplication::translate(
            "idscope::analysis", "Too few rows to judge: locality needs at least two inserts.");
    if (r.hasLeafMetrics && r.minLeafPages > 0 && r.recent >= 2) {
        if (r.leafSpread >= 2)
            return QCoreApplication::translate(
                       "idscope::analysis",
                       "New keys touch %1× more leaves than needed: inserts scatter over the "
                       "B-tree, so each one rewrites a different page.")
                .arg(times(r.leafSpread));
        // The rightmost 1 % of leaves may be fewer than N keys need, so "at the right edge"
        // is judged from the order: keys that grow with the inserts append.
        if (r.inversionRatio <= 0.05 || r.rightEdgeShare >= 0.5)
            return QCoreApplication::translate(
                "idscope::analysis",
                "New keys land together at the right edge of the B-tree: inserts append, "
                "touching as few leaves as possible.");
        return QCoreApplication::translate(
                   "idscope::analysis",
                   "New keys sit close together (%1× the fewest leaves needed), though not at "
                   "the right edge of the B-tree.")
            .arg(times(r.leafSpread));
    }
    if (r.inversionRatio <= 0.05)
        return QCoreApplication::translate(
            "idscope::analysis",
            "Keys follow the insertion order: new keys append at the right edge.");
    if (r.inversionRatio >= 0.4)
        return QCoreApplication::translate(
            "idscope::analysis",
            "Keys are unrelated to the insertion order: new keys land anywhere in the "
            "B-tree.");
    return QCoreApplication::translate("idscope::analysis",
                                       "Keys partly follow the insertion order.");
}

QString localityComparison(const LocalityResult& a, const QString& nameA, const LocalityResult& b,
                           const QString& nameB)
{
    if (!a.error.isEmpty() || !b.error.isEmpty() || a.cancelled || b.cancelled || a.rows < 2 ||
        b.rows < 2)
        return {};
    const auto times = timesText;
    const QLocale loc;
    if (a.hasLeafMetrics && b.hasLeafMetrics && a.recentLeafPages > 0 && b.recentLeafPages > 0) {
        // Per key, so different N or row counts still compare fairly.
        const double pa = double(a.recentLeafPages) / double(std::max<qint64>(1, a.recent));
        const double pb = double(b.recentLeafPages) / double(std::max<qint64>(1, b.recent));
        const bool aWorse = pa >= pb;
        const double f = aWorse ? pa / pb : pb / pa;
        if (f < 1.5)
            return QCoreApplication::translate(
                       "idscope::analysis",
                       "%1 and %2: new keys touch about as many leaves (%3 and %4 for the newest "
                       "%5).")
                .arg(nameA, nameB)
                .arg(loc.toString(a.recentLeafPages), loc.toString(b.recentLeafPages),
                     loc.toString(a.recent));
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
