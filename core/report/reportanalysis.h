// The locality and cursor-gap sections of a database report, one per chosen column. Kept apart
// from reportdatabase.cpp because they depend on the locality (analysis/locality.h) and
// cursor-gap (analysis/cursorgaps.h) engines.
#pragma once

#include "reportdatabase.h"

#include "db/schema.h"

namespace idscope {
class JsonWriter;
}

namespace idscope::report {

// `progress(done, total)` returns false to stop. Each appends one section to `doc` and one
// object with the command line's field names (`locality --json` / `gaps --json`, plus "table"
// and "column") to `json`, a writer inside an open array. false: stopped (nothing appended).
using StepProgress = std::function<bool(qint64 done, qint64 total)>;

bool appendLocalitySection(db::Connection& c, const db::Schema& schema, const ColumnRef& col,
                           const DatabaseReportOptions& o, const StepProgress& progress,
                           ReportDocument& doc, JsonWriter& json);
bool appendGapsSection(db::Connection& c, const db::Schema& schema, const ColumnRef& col,
                       const DatabaseReportOptions& o, const StepProgress& progress,
                       ReportDocument& doc, JsonWriter& json);

} // namespace idscope::report
