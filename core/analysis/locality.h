// Key locality: where new keys land in the B-tree that carries a key column, measured from the
// database alone, through db::Source (keytree.h says what each engine reads). Insertion order
// (SQLite's rowid, a server's commit order or heap order, or a chosen column) is compared with
// the key order of that B-tree: the inversion ratio (exact, O(n log n)), the share of inserts
// that landed at the right edge, a binned density image of key rank against insertion rank,
// and, from the tree's leaf pages, how many leaves the newest N keys are spread over.
// Streams the column in one ordered scan; about 16–24 bytes per row of memory (about 40 with
// a server's commit order), no key strings.
#pragma once

#include "db/keytree.h"

#include <QList>
#include <QString>
#include <QtGlobal>

#include <functional>
#include <optional>

namespace idscope::db {
class Source;
struct Schema;
} // namespace idscope::db

namespace idscope::analysis {

// The newest N keys whose leaves the spread counts. Spread only tells scattered inserts from
// appends while N is a small share of the table: when N is most of the table, random and
// ordered keys alike fill nearly every leaf (1,000 of 1,500 keys touch 19 leaves of 19 or 14 of
// 21). So N, unless asked for, is 5 % of the rows, at least 10 (or all rows), at most 1,000;
// the GUI's "Newest keys" box and `idscope locality --recent` share this rule.
inline constexpr qint64 kLocalityDefaultRecent = 1000; // the most the automatic N takes
inline constexpr qint64 kLocalityMinRecent = 10;       // the least the automatic N takes
inline constexpr int kLocalityRecentPercent = 5;       // automatic N: this share of the rows
// Above this share of the rows, the spread of the newest N cannot tell (localityJudgement).
inline constexpr int kLocalityMaxRecentPercent = 10;
inline constexpr int kLocalityDefaultGrid = 200;

// N for `rows` when none is asked for (LocalityOptions::recent == 0).
qint64 defaultLocalityRecent(qint64 rows);

struct LocalityOptions {
    QString table;
    QString column; // "": the table's key (INTEGER PRIMARY KEY, else the first primary-key column)
    // "": the table's own insertion order (TableInfo::insertionOrder(): rowid, a server's
    // commit order or heap order); "rowid", or on a server "ctid" (heap order); else a column
    // (required for WITHOUT ROWID)
    QString order;
    qint64 recent = 0; // N newest keys for the leaf spread; 0: defaultLocalityRecent(rows)
    // Density image: at most this many insertion-rank (x) and key-rank (y) bins; fewer for
    // small tables (about sqrt(rows / 4), at least 16).
    int gridColumns = kLocalityDefaultGrid;
    int gridRows = kLocalityDefaultGrid;
    bool useDbstat = true; // false: leave out the leaf metrics as if dbstat were missing
    // Called every 64k rows; return false to cancel (Source::cancel() works as well).
    std::function<bool(qint64 done, qint64 total)> progress;
};

// Key rank (y, 0 = smallest key at the bottom) against insertion rank (x, 0 = first insert),
// binned: counts[row * columns + column]. Bin b of n ranks covers [b*n/bins, (b+1)*n/bins).
struct DensityGrid {
    int columns = 0;
    int rows = 0;
    qint64 n = 0;          // ranks on each axis
    QList<quint32> counts; // columns * rows
    quint32 maxCount = 0;

    quint32 at(int column, int row) const { return counts[qsizetype(row) * columns + column]; }
    static int binOf(qint64 rank, qint64 n, int bins); // 0 when n == 0
};

using db::KeyTree;
using db::LeafInfo;
using db::LeafMap;

struct LocalityResult {
    // What was measured.
    QString table;
    QString column; // the key column ("rowid" when the key is the bare rowid)
    QString order;  // "rowid", "commit-timestamp", "ctid" or the order column
    db::RowOrder orderKind = db::RowOrder::Rowid; // None: the order column
    bool orderByDefault = false;                  // the table's own order, not one asked for
    KeyTree treeKind = KeyTree::None;
    QString treeName;                 // name of that B-tree (table or index name), "" for None
    qint64 rowsWithoutCommitTime = 0; // commit order: rows the server kept no instant for

    // The names of `idscope locality --json` in the comments.
    qint64 rows = 0;             // rows
    quint64 inversions = 0;      // pairs out of order
    double inversionRatio = 0;   // inversion_ratio: inversions / (rows*(rows-1)/2); 0 if < 2
    double kendallTau = 1;       // kendall_tau = 1 - 2 * inversion_ratio
    qint64 rightEdgeInserts = 0; // inserts whose key exceeded every earlier key (first counts)
    double rightEdgeShare = 0;   // right_edge_share = rightEdgeInserts / rows; 0 if empty

    // Leaf metrics, from the tree's pages; valid only when hasLeafMetrics.
    bool hasLeafMetrics = false;
    QString leafNote; // why not (no dbstat, no pageinspect, no index on the column, …)
    // Without them, a server's summary of the index (pgstatindex), when it could be read.
    std::optional<db::IndexSummary> indexSummary;
    qint64 recent = 0;           // recent: N actually used (min(options.recent, rows), or the
                                 // automatic N)
    qint64 recentLeafPages = 0;  // recent_leaf_pages: distinct leaves holding the newest N
    qint64 recentInInterior = 0; // of the newest N, keys stored in interior pages (index trees)
    qint64 minLeafPages = 0;     // min_leaf_pages: ceil(N / most cells any leaf holds)
    double leafSpread = 0;       // recent_leaf_pages / min_leaf_pages (1 = as tight as can be)
    double rightmostShare = 0;   // rightmost_share: newest N in the rightmost 1 % of leaves
    qint64 leafPages = 0;        // leaf_pages
    double avgLeafFill = 0;      // avg_leaf_fill: mean (1 - unused / page size) over leaves
    double leafDisorder = 0;     // leaf_disorder: key-adjacent leaves whose page number drops
    qint64 maxLeafCells = 0;

    DensityGrid density;
    LeafMap leafMap;              // leaves in key order (empty without leaf metrics)
    QList<quint32> recentPerLeaf; // per leafMap leaf: how many of the newest N it holds

    bool cancelled = false;
    QString error; // set when nothing could be measured (unknown table/column, no order …)
};

// The key column and B-tree the analysis would use for `o` (for pickers and messages), or an
// error (translated, one sentence) when the options cannot be analysed.
struct LocalityPlan {
    QString column;
    QString order;
    db::RowOrder orderKind = db::RowOrder::Rowid;
    bool orderByDefault = false;
    KeyTree treeKind = KeyTree::None;
    QString treeName;
    QString error;
    bool usage = false; // the error is bad usage (missing --order …), not an unreadable file
};
LocalityPlan planLocality(const db::Schema& schema, const LocalityOptions& o);

// Runs the whole analysis on the caller's thread (call it from a job). Errors go to
// LocalityResult::error; a cancel returns `cancelled` with whatever was not computed zeroed.
LocalityResult analyseLocality(db::Source& source, const db::Schema& schema,
                               const LocalityOptions& o);

// What the figures say about where new keys land; localityVerdict() words it. One rule for the
// page, the command line and the report:
// - The spread can tell only when the newest N are at most kLocalityMaxRecentPercent of the
//   rows and the tree has room to show scatter: the most leaves N keys could touch,
//   min(leaf pages, N in leaves), reaches both twice and three more than the fewest leaves.
// - Appends: inversion ratio <= 0.05, right-edge share >= 0.5 or, where the spread can tell,
//   >= half of the newest keys in the rightmost 1 % of leaves.
// - Scatter (from leaves): the spread can tell, the newest keys touch >= 2× and >= 3 more
//   leaves than the fewest possible, and when they append, >= 4× (appended keys straddle a
//   leaf boundary and sit in leaves that are not full: 2 leaves for 100 ULIDs is no scatter).
// - Otherwise with leaves: appends are RightEdge, else Clustered where the spread can tell,
//   else CannotTell. Without leaves, the insertion order alone: RightEdge (inversion ratio
//   <= 0.05), Scatter (>= 0.4) or Partly.
enum class LocalityClass {
    Unknown,    // an error, a cancel or fewer than two rows
    RightEdge,  // new keys append at the right edge
    Scatter,    // new keys land all over the B-tree
    Clustered,  // close together, but not at the right edge (leaves only)
    Partly,     // keys partly follow the insertion order (no leaves)
    CannotTell, // leaves read, but the spread of the newest N cannot tell, nor can the order;
                // or no leaves, and later keys mostly smaller than earlier ones
};
struct LocalityJudgement {
    LocalityClass kind = LocalityClass::Unknown;
    bool fromLeaves = false;     // the leaf spread decided (else the insertion order alone)
    bool spreadCanTell = false;  // the leaf spread of the newest N means something
    bool appends = false;        // the insertion order (or the rightmost leaves) says appends
    bool recentTooLarge = false; // spread cannot tell because N is too large a share of rows
    qint64 maxRecent = 0;        // the largest N whose spread can tell on this table
};
LocalityJudgement localityJudgement(const LocalityResult& r);

// What the insertion order is, in a sentence ("commit order: each row's commit instant …").
QString insertionOrderText(const LocalityResult& r);

// One-line verdict a newcomer understands ("new keys touch 52× more leaves than needed"), of
// localityJudgement(r).
QString localityVerdict(const LocalityResult& r);

// The plain comparison of two results ("For the same number of inserts, new keys of keys_v4.id
// touch 25× the leaf pages that those of keys_v7.id touch."), leaves per newest key so N and row
// counts may differ; `nameA`/`nameB` label them. A factor only when one of them scatters
// (localityJudgement); falls back to the inversion ratios when either has no leaf metrics or a
// spread that cannot tell; "" when either has an error, was cancelled or has fewer than two rows.
QString localityComparison(const LocalityResult& a, const QString& nameA, const LocalityResult& b,
                           const QString& nameB);

} // namespace idscope::analysis
