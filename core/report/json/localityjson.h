// The JSON of `idscope locality --json` (the contract of docs/cli.md), shared by the command line
// and the report writers: rows, inversion_ratio, kendall_tau, right_edge_share and the leaf metrics
// (recent_leaf_pages, min_leaf_pages, rightmost_share, leaf_pages, avg_leaf_fill,
// leaf_disorder; null when dbstat or an index on the column is missing, with leaf_note).
#pragma once

namespace idscope {

class JsonWriter;

namespace analysis {
struct LocalityResult;
}

// Writes one object for `r`. With `withPlots`, also "density" ({columns, rows, counts}) and
// "leaves" ([{page, cells, recent}] in key order) for reports that redraw the pictures.
void writeLocalityJson(JsonWriter& w, const analysis::LocalityResult& r, bool withPlots = false);

} // namespace idscope
