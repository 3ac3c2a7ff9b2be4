// JSON producers with the field names of the command-line contract (design §3): the table
// objects are the ones `inspect --json` writes (it calls writeTableProfileJson); the as-of state
// mirrors app/cli/asofcommand.cpp, which still has its own streaming copy.
#pragma once

#include "analysis/asof.h"
#include "analysis/profiler.h"
#include "analysis/versiontable.h"
#include "db/schema.h"

#include <QVariant>

namespace idscope {
class JsonWriter;
}

namespace idscope::report {

// One `inspect --json` table object: name, rows, without_rowid, columns[{name, declared_type,
// primary_key, format, format_counts, min_time, max_time, anomalies[{kind, count, …}], …}].
void writeTableProfileJson(JsonWriter& w, const analysis::TableProfile& t,
                           const db::TableInfo* info);

// The `asof --json` object: at, versions_table, entities, deleted, used_index, state[{
// entity_type, entity_id, version_number, changed_at, data}] — state capped at `maxRows`
// (then "state_truncated": true; "entities" is always the full count).
void writeAsOfJson(JsonWriter& w, const analysis::VersionTableMapping& m,
                   const analysis::AsOfState& s, qsizetype maxRows);

// A stored value as JSON: integers exact, BLOBs as x'hex', JSON text embedded when asked.
void writeStoredValue(JsonWriter& w, const QVariant& v, bool embedJson);

// Profiles merged by format name, by count descending: {"uuidv7": 700, "uuidv4": 300}.
QList<QPair<QString, qint64>> mergedFormatCounts(const analysis::ColumnProfile& c);
// min_time / max_time text with the column's precision.
QString profileTimeText(const std::optional<Instant>& t, Precision p);
// Is the column (part of) the table's key?
bool isKeyColumn(const analysis::ColumnProfile& c, const db::TableInfo* info);

} // namespace idscope::report
