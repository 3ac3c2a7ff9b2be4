// The JSON of `idscope gaps --json`, shared by the command line and the reports: table,
// column, format, order, rows, missed, missed_ids, max_lateness_ms, window_needed_ms,
// lag_rows_needed, lateness_ms, writers, warnings …
#pragma once

#include <QtGlobal>

namespace idscope {

class JsonWriter;

namespace analysis {
struct GapsResult;
}

// maxIds < 0: every missed ID.
void writeGapsJson(JsonWriter& w, const analysis::GapsResult& r, qsizetype maxIds = -1);

} // namespace idscope
