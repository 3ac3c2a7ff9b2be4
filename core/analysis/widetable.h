// Tables with more columns than one statement returns (SQLite's 2,000-column result limit,
// PostgreSQL's 1,664-entry target list): profiled in slices of columns, one profile per slice
// over the same sample, joined in column order.
#pragma once

#include "profiler.h"

namespace idscope::analysis::detail {

// Columns one profiling read takes at most: a guarded column reads as two values and the row
// locator as one more, so twice this plus one stays below both engines' limits.
inline constexpr int kColumnsPerRead = 800;

// profileTable() for a table of more than kColumnsPerRead columns. Time columns are compared
// with the IDs of their own slice only.
TableProfile profileWideTable(db::Source& c, const db::Schema& schema, const db::TableInfo& t,
                              const ProfileOptions& opt);

} // namespace idscope::analysis::detail
