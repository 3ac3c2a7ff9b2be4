// SQLite's answers to key locality's reads (keytree.h): the leaves of a B-tree from the dbstat
// virtual table (one row per page, sorted by its path), and one ordered scan that lists each
// row's insertion-order value in the key tree's order.
#include "connection.h"
#include "keytree.h"
#include "schema.h"
#include "sqlnames.h"

#include <QCoreApplication>

#include <algorithm>

namespace idscope::db {

qsizetype LeafMap::slotOfRank(qint64 rank) const
{
    if (leaves.isEmpty() || rank < 0 || rank >= totalKeys)
        return -1;
    // The last leaf whose first rank is <= rank.
    const auto it = std::upper_bound(leaves.cbegin(), leaves.cend(), rank,
                                     [](qint64 r, const LeafInfo& l) { return r < l.firstRank; });
    if (it == leaves.cbegin())
        return -1;
    return qsizetype(it - leaves.cbegin()) - 1;
}

qsizetype LeafMap::leafOfRank(qint64 rank) const
{
    const qsizetype i = slotOfRank(rank);
    if (i < 0)
        return -1;
    return rank < leaves[i].firstRank + leaves[i].cells ? i : -1;
}

std::optional<std::vector<quint32>> parseDbstatPath(QStringView path)
{
    if (!path.startsWith(u'/') || !path.endsWith(u'/'))
        return std::nullopt; // overflow pages end in "+NNNNNN"
    std::vector<quint32> out;
    quint64 v = 0;
    int digits = 0;
    for (qsizetype i = 1; i < path.size(); ++i) {
        const char16_t ch = path[i].unicode();
        if (ch == u'/') {
            if (digits == 0)
                return std::nullopt;
            out.push_back(quint32(v));
            v = 0;
            digits = 0;
            continue;
        }
        int d = -1;
        if (ch >= u'0' && ch <= u'9')
            d = ch - u'0';
        else if (ch >= u'a' && ch <= u'f')
            d = ch - u'a' + 10;
        else if (ch >= u'A' && ch <= u'F')
            d = ch - u'A' + 10;
        if (d < 0 || ++digits > 8)
            return std::nullopt;
        v = v * 16 + quint64(d);
    }
    return out;
}

namespace {

struct DbstatLeaf {
    std::vector<quint32> path;
    LeafInfo leaf;
};

// The leaves in key order with their first ranks; an interior key between each two adjacent
// leaves of an index tree.
LeafMap leafMapOf(std::vector<DbstatLeaf>& leaves, LeafMap map)
{
    // Paths compare component by component as numbers: lexicographic text order would put
    // "/1000/" before "/fff/".
    std::sort(leaves.begin(), leaves.end(),
              [](const DbstatLeaf& a, const DbstatLeaf& b) { return a.path < b.path; });
    qint64 rank = 0;
    map.leaves.reserve(qsizetype(leaves.size()));
    for (std::size_t i = 0; i < leaves.size(); ++i) {
        if (i > 0 && map.interiorKeys)
            ++rank; // the interior key between this leaf and the one before
        LeafInfo l = leaves[i].leaf;
        l.firstRank = rank;
        rank += l.cells;
        map.leaves.append(l);
    }
    map.totalKeys = rank;
    return map;
}

// The pages of the B-tree `name` (a table or index of schema main) through dbstat, one row per
// page (dbstat's aggregate mode would merge them); `name = ?` makes dbstat walk only this tree.
std::optional<LeafMap> readLeafMap(Connection& c, const QString& name, bool indexTree,
                                   QString* error)
{
    auto fail = [&](const QString& why) -> std::optional<LeafMap> {
        *error = why;
        return std::nullopt;
    };
    Statement s = c.prepare(u"SELECT path, pageno, pagetype, ncell, unused, pgsize "
                            u"FROM dbstat WHERE name = ?1");
    if (!s.isValid())
        return fail(QCoreApplication::translate("idscope::analysis",
                                                "this SQLite has no dbstat virtual table"));
    s.bind(1, name);
    std::vector<DbstatLeaf> leaves;
    LeafMap map;
    map.interiorKeys = indexTree;
    qint64 interiorCells = 0;
    while (s.next()) {
        const std::string_view type = s.textView(2);
        if (type == "overflow") {
            ++map.overflowPages;
            continue;
        }
        if (type == "internal") {
            ++map.interiorPages;
            interiorCells += s.int64(3);
            continue;
        }
        if (type != "leaf")
            continue;
        auto path = parseDbstatPath(s.text(0));
        if (!path)
            return fail(QCoreApplication::translate("idscope::analysis",
                                                    "dbstat gave an unexpected page path '%1'")
                            .arg(s.text(0)));
        DbstatLeaf r;
        r.path = std::move(*path);
        r.leaf.pageNo = s.int64(1);
        r.leaf.cells = int(s.int64(3));
        r.leaf.unused = int(s.int64(4));
        r.leaf.pageSize = int(s.int64(5));
        leaves.push_back(std::move(r));
    }
    if (s.failed() || s.interrupted() || c.isCancelled())
        return fail(s.error().isEmpty()
                        ? QCoreApplication::translate("idscope::analysis", "cancelled")
                        : s.error());
    if (leaves.empty())
        return fail(
            QCoreApplication::translate("idscope::analysis", "dbstat shows no pages for '%1'")
                .arg(name));
    if (indexTree && interiorCells != qint64(leaves.size()) - 1)
        return fail(QCoreApplication::translate(
                        "idscope::analysis",
                        "the pages of '%1' changed while they were read (%2 interior keys for "
                        "%3 leaves)")
                        .arg(name)
                        .arg(interiorCells)
                        .arg(leaves.size()));
    return leafMapOf(leaves, std::move(map));
}

bool sameName(const QString& a, const QString& b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

// How to name the rowid in SQL: its alias, else a spelling no column shadows.
QString rowidSql(const TableInfo& t)
{
    if (!t.rowidAlias.isEmpty())
        return quoteIdentifier(t.rowidAlias);
    return unshadowedRowidName(t);
}

const IndexInfo* primaryKeyIndex(const TableInfo& t)
{
    for (const IndexInfo& ix : t.indexes) {
        if (ix.origin == u"pk")
            return &ix;
    }
    return nullptr;
}

// One ORDER BY term: the column in the tree's collation and direction.
QString term(const QString& column, const QString& collation, bool desc)
{
    QString s = quoteIdentifier(column);
    if (!collation.isEmpty())
        s += QStringLiteral(" COLLATE ") + quoteIdentifier(collation);
    if (desc)
        s += QStringLiteral(" DESC");
    return s;
}

// The primary key of a WITHOUT ROWID table as ORDER BY terms (the table tree's order).
QStringList primaryKeyTerms(const TableInfo& t, const QStringList& skip = {})
{
    QStringList terms;
    const IndexInfo* pk = primaryKeyIndex(t);
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
QStringList keyOrderTerms(const TableInfo& t, const KeyOrderRequest& r)
{
    QStringList terms;
    QStringList used;
    switch (r.tree) {
    case KeyTree::RowidTable:
        return {rowidSql(t)};
    case KeyTree::WithoutRowid:
        return primaryKeyTerms(t);
    case KeyTree::Index:
        for (const IndexInfo& ix : t.indexes) {
            if (ix.name != r.treeName)
                continue;
            for (qsizetype i = 0; i < ix.columns.size(); ++i)
                terms << term(ix.columns[i], ix.collations.value(i),
                              i < ix.descending.size() && ix.descending[i]);
            used = ix.columns;
        }
        break;
    case KeyTree::None:
        terms << quoteIdentifier(r.column);
        used << r.column;
        break;
    }
    if (!t.hasRowid())
        terms << primaryKeyTerms(t, used);
    else if (const QString rowid = rowidSql(t); !rowid.isEmpty())
        terms << rowid; // (columns named rowid, _rowid_ and oid leave it no name: ties stay)
    return terms;
}

} // namespace

KeyLeaves Connection::readKeyLeaves(const KeyOrderRequest& r)
{
    KeyLeaves out;
    QString why;
    out.leaves = readLeafMap(*this, r.treeName, r.tree != KeyTree::RowidTable, &why);
    out.cancelled = !out.leaves && isCancelled();
    if (!out.leaves && !out.cancelled)
        out.note = QCoreApplication::translate(
                       "idscope::analysis",
                       "the leaf metrics (leaves written by the newest keys, fewest "
                       "possible, rightmost share, leaf pages, fill, disorder) need the dbstat "
                       "virtual table: %1")
                       .arg(why);
    return out;
}

std::unique_ptr<Rows> Connection::readInKeyOrder(const KeyOrderRequest& r, QString* error)
{
    const TableInfo& t = *r.table;
    const QString orderSql =
        r.order == RowOrder::Rowid ? rowidSql(t) : quoteIdentifier(r.orderColumn);
    const QString from = QStringLiteral(" FROM main.") + quoteIdentifier(t.name) +
                         QStringLiteral(" ORDER BY ") + keyOrderTerms(t, r).join(u", ");
    const QString sql =
        r.ranked ? QStringLiteral("SELECT dense_rank() OVER (ORDER BY %1)%2").arg(orderSql, from)
                 : QStringLiteral("SELECT %1%2").arg(orderSql, from);
    Statement s = prepare(sql, error);
    if (!s.isValid())
        return nullptr;
    return std::make_unique<Statement>(std::move(s));
}

} // namespace idscope::db
