// The leaves of one B-tree in key order, read from the dbstat virtual table, and the mapping
// from a key's rank (its position in an ordered scan of the tree) to the leaf holding it.
// dbstat's `path` ('/', '/000/', '/01f/3a2/', components in hex of three or more digits) is
// sorted by its numeric components, so pages with more than 4095 cells still sort right.
// In index B-trees (indexes and WITHOUT ROWID tables) every interior cell holds a key that
// sorts between two adjacent leaves, so each leaf boundary adds one rank; in rowid tables
// interior cells only route, and leaves hold every row.
#pragma once

#include <QList>
#include <QString>
#include <QtGlobal>

#include <optional>
#include <vector>

namespace idscope::db {
class Connection;
}

namespace idscope::analysis {

struct LeafInfo {
    qint64 pageNo = 0;
    qint64 firstRank = 0; // rank of the first key on this leaf
    int cells = 0;
    int unused = 0; // free bytes on the page
    int pageSize = 0;
};

struct LeafMap {
    QList<LeafInfo> leaves;    // in key order
    bool interiorKeys = false; // index B-tree: one key between each pair of adjacent leaves
    qint64 totalKeys = 0;      // leaf cells plus, for index trees, interior cells
    qint64 interiorPages = 0;
    qint64 overflowPages = 0;

    // Index in `leaves` of the leaf holding key `rank`, or -1 when that key sits in an interior
    // page (index trees) or lies outside the tree.
    qsizetype leafOfRank(qint64 rank) const;
    // Index of the leaf whose range [firstRank, next firstRank) contains `rank` (a divider key
    // belongs to the leaf on its left); -1 outside.
    qsizetype slotOfRank(qint64 rank) const;
};

// Numeric components of a dbstat path: "/" → {}, "/000/01f/" → {0, 31}; nullopt for an
// overflow page path ("/000+000001") or anything malformed.
std::optional<std::vector<quint32>> parseDbstatPath(QStringView path);

// Reads the pages of the B-tree `name` (a table or index of schema main) through dbstat
// (one row per page, not aggregated) and builds the leaf map. nullopt when dbstat is missing,
// the tree is unknown, or the read failed/was cancelled (`error` says which).
std::optional<LeafMap> readLeafMap(db::Connection& c, const QString& name, bool indexTree,
                                   QString* error = nullptr);

} // namespace idscope::analysis
