#include "leafmap.h"

#include "db/connection.h"

#include <QCoreApplication>

#include <algorithm>

namespace idscope::analysis {

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

std::optional<LeafMap> readLeafMap(db::Connection& c, const QString& name, bool indexTree,
                                   QString* error)
{
    auto fail = [&](const QString& why) -> std::optional<LeafMap> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    // One row per page (dbstat's aggregate mode would merge them); `name = ?` makes dbstat
    // walk only this tree.
    db::Statement s = c.prepare(u"SELECT path, pageno, pagetype, ncell, unused, pgsize "
                                u"FROM dbstat WHERE name = ?1");
    if (!s.isValid())
        return fail(QCoreApplication::translate("idscope::analysis",
                                                "this SQLite has no dbstat virtual table"));
    s.bind(1, name);
    struct Row {
        std::vector<quint32> path;
        LeafInfo leaf;
    };
    std::vector<Row> leaves;
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
        Row r;
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
    // Paths compare component by component as numbers: lexicographic text order would put
    // "/1000/" before "/fff/".
    std::sort(leaves.begin(), leaves.end(),
              [](const Row& a, const Row& b) { return a.path < b.path; });
    qint64 rank = 0;
    map.leaves.reserve(qsizetype(leaves.size()));
    for (std::size_t i = 0; i < leaves.size(); ++i) {
        if (i > 0 && indexTree)
            ++rank; // the interior key between this leaf and the one before
        LeafInfo l = leaves[i].leaf;
        l.firstRank = rank;
        rank += l.cells;
        map.leaves.append(l);
    }
    map.totalKeys = rank;
    if (indexTree && interiorCells != qint64(leaves.size()) - 1)
        return fail(QCoreApplication::translate(
                        "idscope::analysis",
                        "the pages of '%1' changed while they were read (%2 interior keys for "
                        "%3 leaves)")
                        .arg(name)
                        .arg(interiorCells)
                        .arg(leaves.size()));
    return map;
}

} // namespace idscope::analysis
