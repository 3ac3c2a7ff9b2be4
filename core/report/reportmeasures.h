// What a database report measured, as the engine's value structs and before anything is
// rendered. buildDatabaseReport measures (measureDatabase), then renders the sections from these
// values and writes the report's JSON from the same values with the command line's writers, so
// each view is computed once and written by one writer.
#pragma once

#include "reportdatabase.h"

#include "analysis/asof.h"
#include "analysis/cursorgaps.h"
#include "analysis/instanthistogram.h"
#include "analysis/locality.h"
#include "analysis/versiontable.h"
#include "db/schema.h"
#include "db/source.h"

#include <optional>

namespace idscope {
class JsonWriter;
}

namespace idscope::report {

struct HistogramMeasure {
    QString column;
    Format format = Format::Count;
    analysis::InstantHistogram histogram; // cancelled or with `error` when it could not be read
};

// A table's section: its profile and, when histograms were asked for, the histogram of its
// main instant column (none when it has no such column).
struct TableSectionMeasure {
    qsizetype profile = 0; // index into DatabaseMeasures::profiles
    std::optional<HistogramMeasure> histogram;
};

struct LocalityMeasure {
    ColumnRef ref;
    analysis::LocalityResult result;
};

struct GapsMeasure {
    ColumnRef ref;
    QString column;  // the ID column polled by
    QString problem; // no such table, no ID column to poll by, or an engine that cannot say
                     // (nothing was simulated)
    analysis::GapsResult result;
};

struct AsOfMeasure {
    QString missing; // no version table (why, as a paragraph); nothing else is set then
    analysis::VersionTableMapping mapping;
    analysis::AsOfState state; // rows capped at the report's maxRows
    qint64 entities = 0;       // live entities before the cap
};

struct DatabaseMeasures {
    db::SourceInfo source; // the file or the server
    db::Schema schema;
    QString schemaError; // the schema could not be read (the report is an error section)
    QString error;       // the schema failed or a named table is missing: nothing was measured
    qsizetype tableCount = 0;
    bool overview = false;      // the file's facts
    bool overviewTable = false; // and the list of tables (profiling was not stopped)
    bool profiled = false;      // tables were profiled (their JSON is written even when stopped)
    QList<analysis::TableProfile> profiles;
    QList<TableSectionMeasure> tableSections;
    bool localityRan = false; // the locality step started (its JSON array is written)
    QList<LocalityMeasure> locality;
    bool gapsRan = false;
    QList<GapsMeasure> gaps;
    std::optional<AsOfMeasure> asOf;
    bool cancelled = false;
};

// `progress(done, total)` returns false to stop.
using StepProgress = std::function<bool(qint64 done, qint64 total)>;

DatabaseMeasures measureDatabase(db::Source& source, const DatabaseReportOptions& o,
                                 const ReportHooks& hooks);

// The sections, from the measures alone.
ReportSection localitySection(const LocalityMeasure& m);
ReportSection gapsSection(const GapsMeasure& m, const DatabaseReportOptions& o);

// The report's JSON fields (after the header fields): "database" … "journal_mode", "tables",
// "locality", "gaps", "asof", each with the command line's field names. Is there any?
bool hasContractJson(const DatabaseMeasures& m);
void writeDatabaseReportJson(JsonWriter& w, const DatabaseMeasures& m,
                             const DatabaseReportOptions& o);

} // namespace idscope::report
