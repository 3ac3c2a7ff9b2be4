// What key locality (analysis/locality.h) reads from an engine: the leaves of the B-tree that
// stores a key column, in key order, and each row's insertion order listed in that tree's key
// order. Each engine answers from its own structures — SQLite from the dbstat virtual table,
// PostgreSQL from pageinspect (bt_page_stats, bt_page_items over the leaf level) or, with only
// pgstattuple, from pgstatindex's summary — so the analysis never knows which one it reads.
//
// In index B-trees of SQLite (indexes and WITHOUT ROWID tables) every interior cell holds a key
// that sorts between two adjacent leaves, so each leaf boundary adds one rank; in SQLite's rowid
// tables and in PostgreSQL's B-trees interior cells only route, and leaves hold every key.
#pragma once

#include <QList>
#include <QString>
#include <QStringView>
#include <QtGlobal>

#include <optional>
#include <vector>

namespace idscope::db {

struct TableInfo;

// Where a key is stored: the B-tree whose leaves the spread metrics count.
enum class KeyTree {
    None,         // no index starts with the column: order by sorting, no leaf metrics
    RowidTable,   // SQLite: the table's own B-tree keyed by rowid (INTEGER PRIMARY KEY / rowid)
    WithoutRowid, // SQLite: a WITHOUT ROWID table keyed by its primary key
    Index,        // an index whose first column is the key column
};

// The order rows were inserted in when no column records it (TableInfo::insertionOrder()).
enum class RowOrder {
    None,            // not recorded (a WITHOUT ROWID table): a column must say
    Rowid,           // SQLite's rowid
    CommitTimestamp, // a server's commit instant of each row (track_commit_timestamp = on),
                     // ties within one transaction broken by heap position
    HeapPosition,    // a server's heap position (ctid) of each row
};

struct LeafInfo {
    qint64 pageNo = 0;
    qint64 firstRank = 0; // rank of the first key on this leaf
    int cells = 0;
    int unused = 0; // free bytes on the page
    int pageSize = 0;
};

struct LeafMap {
    QList<LeafInfo> leaves;    // in key order
    bool interiorKeys = false; // SQLite index B-tree: one key between each pair of adjacent leaves
    qint64 totalKeys = 0;      // leaf cells plus, with interiorKeys, interior cells
    qint64 interiorPages = 0;
    qint64 overflowPages = 0;

    // Index in `leaves` of the leaf holding key `rank`, or -1 when that key sits in an interior
    // page (index trees) or lies outside the tree.
    qsizetype leafOfRank(qint64 rank) const;
    // Index of the leaf whose range [firstRank, next firstRank) contains `rank` (a divider key
    // belongs to the leaf on its left); -1 outside.
    qsizetype slotOfRank(qint64 rank) const;
};

// An index's leaf level in summary, as PostgreSQL's pgstatindex reports it.
struct IndexSummary {
    qint64 leafPages = 0;
    double avgLeafDensity = 0;    // 0..1: used space of the leaf pages
    double leafFragmentation = 0; // 0..1: leaves whose right sibling has a lower page number
};

// What locality reads: the table, its key column and the tree that stores it, and the
// insertion order (a column when `order` is RowOrder::None).
struct KeyOrderRequest {
    const TableInfo* table = nullptr;
    QString column; // "rowid": SQLite's bare rowid
    KeyTree tree = KeyTree::None;
    QString treeName; // the table or index name (for KeyTree::None: "")
    RowOrder order = RowOrder::Rowid;
    QString orderColumn; // with RowOrder::None
    // The order column's values as their dense rank in the engine's own comparison (for TEXT,
    // REAL or NULL values), instead of the values.
    bool ranked = false;
};

// The key tree's leaves, or why not: `leaves` (every figure), else `summary` (density and
// fragmentation only), else neither; `note` says what is missing and what would add it.
struct KeyLeaves {
    std::optional<LeafMap> leaves;
    std::optional<IndexSummary> summary;
    QString note;
    bool cancelled = false;
};

// Numeric components of a dbstat path: "/" → {}, "/000/01f/" → {0, 31}; nullopt for an
// overflow page path ("/000+000001") or anything malformed. dbstat's paths (components in hex
// of three or more digits) sort by these numbers, so pages with more than 4095 cells still sort
// right.
std::optional<std::vector<quint32>> parseDbstatPath(QStringView path);

} // namespace idscope::db
