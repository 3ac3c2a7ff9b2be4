#include "report/json/localityjson.h"

#include "analysis/locality.h"
#include "report/json/jsonwriter.h"

namespace idscope {

namespace {

const char* treeKindName(analysis::KeyTree k)
{
    switch (k) {
    case analysis::KeyTree::RowidTable:
        return "rowid_table";
    case analysis::KeyTree::WithoutRowid:
        return "without_rowid_table";
    case analysis::KeyTree::Index:
        return "index";
    case analysis::KeyTree::None:
        break;
    }
    return "none";
}

const char* orderKindName(db::RowOrder k)
{
    switch (k) {
    case db::RowOrder::Rowid:
        return "rowid";
    case db::RowOrder::CommitTimestamp:
        return "commit-timestamp";
    case db::RowOrder::HeapPosition:
        return "heap";
    case db::RowOrder::None:
        break;
    }
    return "column";
}

} // namespace

void writeLocalityJson(JsonWriter& w, const analysis::LocalityResult& r, bool withPlots)
{
    w.beginObject();
    w.key("table").value(r.table);
    w.key("column").value(r.column);
    w.key("order").value(r.order);
    w.key("order_kind").value(std::string_view(orderKindName(r.orderKind)));
    w.key("tree").value(std::string_view(treeKindName(r.treeKind)));
    w.key("tree_name");
    if (r.treeName.isEmpty())
        w.null();
    else
        w.value(r.treeName);
    w.key("rows").value(r.rows);
    w.key("inversions").value(quint64(r.inversions));
    w.key("inversion_ratio").value(r.inversionRatio);
    w.key("kendall_tau").value(r.kendallTau);
    w.key("right_edge_share").value(r.rightEdgeShare);
    w.key("recent").value(r.recent);
    auto leafInt = [&](const char* k, qint64 v) {
        w.key(k);
        if (r.hasLeafMetrics)
            w.value(v);
        else
            w.null();
    };
    auto leafReal = [&](const char* k, double v) {
        w.key(k);
        if (r.hasLeafMetrics)
            w.value(v);
        else
            w.null();
    };
    leafInt("recent_leaf_pages", r.recentLeafPages);
    leafInt("min_leaf_pages", r.minLeafPages);
    leafReal("leaf_spread", r.leafSpread);
    leafReal("rightmost_share", r.rightmostShare);
    leafInt("leaf_pages", r.leafPages);
    leafReal("avg_leaf_fill", r.avgLeafFill);
    leafReal("leaf_disorder", r.leafDisorder);
    w.key("leaf_note");
    if (r.leafNote.isEmpty())
        w.null();
    else
        w.value(r.leafNote);
    w.key("rows_without_commit_timestamp");
    if (r.orderKind == db::RowOrder::CommitTimestamp)
        w.value(r.rowsWithoutCommitTime);
    else
        w.null();
    w.key("index_summary");
    if (r.indexSummary) {
        w.beginObject();
        w.key("leaf_pages").value(r.indexSummary->leafPages);
        w.key("avg_leaf_density").value(r.indexSummary->avgLeafDensity);
        w.key("leaf_fragmentation").value(r.indexSummary->leafFragmentation);
        w.endObject();
    } else {
        w.null();
    }
    w.key("verdict").value(analysis::localityVerdict(r));
    if (withPlots) {
        w.key("density").beginObject();
        w.key("columns").value(r.density.columns);
        w.key("rows").value(r.density.rows);
        w.key("counts").beginArray();
        for (const quint32 v : r.density.counts)
            w.value(qint64(v));
        w.endArray();
        w.endObject();
        w.key("leaves").beginArray();
        for (qsizetype i = 0; i < r.leafMap.leaves.size(); ++i) {
            const analysis::LeafInfo& l = r.leafMap.leaves[i];
            w.beginObject();
            w.key("page").value(l.pageNo);
            w.key("cells").value(l.cells);
            w.key("recent").value(qint64(r.recentPerLeaf.value(i)));
            w.endObject();
        }
        w.endArray();
    }
    w.endObject();
}

} // namespace idscope
