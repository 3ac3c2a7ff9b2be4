// JSON producers with the field names of the command-line contract (docs/cli.md), shared by the
// command line and the reports: the table objects of `inspect --json`, the as-of state of
// `asof --json` and the entity and payload members of its history and diff.
#pragma once

#include "analysis/asof.h"
#include "analysis/profiler.h"
#include "analysis/versionrows.h"
#include "analysis/versiontable.h"
#include "db/schema.h"

#include <QVariant>

#include <functional>

namespace idscope {
class JsonWriter;
}

namespace idscope::report {

// One `inspect --json` table object: name, rows, without_rowid, columns[{name, declared_type,
// primary_key, format, format_counts, min_time, max_time, anomalies[{kind, count, …}], …}].
void writeTableProfileJson(JsonWriter& w, const analysis::TableProfile& t,
                           const db::TableInfo* info);

// The `asof --json` object: at, versions_table, entities, deleted, used_index, state[{
// entity_type, entity_id, [key,] version_number, changed_at, data}] — state capped at `maxRows`
// (then "state_truncated": true; "entities" is always the full count: `entities`, or when -1
// the state's rows). `rowWritten` runs after each state entry, for a caller that streams the
// buffer out.
void writeAsOfJson(JsonWriter& w, const analysis::VersionTableMapping& m,
                   const analysis::AsOfState& s, qsizetype maxRows,
                   const std::function<void()>& rowWritten = {}, qint64 entities = -1);

// The members naming an entity: "entity_type" (null without a type column), "entity_id" (a
// scalar) and, when the key has further columns, "key": {column: value}.
void writeEntityIdentityJson(JsonWriter& w, const analysis::EntityIdentity& e);

// "data": the single payload column as it is (JSON text embedded), or an object per column.
void writePayloadJson(JsonWriter& w, const analysis::VersionTableMapping& m,
                      const QVariantList& payload);

// A stored value as JSON: integers exact, BLOBs as x'hex', JSON text embedded when asked.
void writeStoredValue(JsonWriter& w, const QVariant& v, bool embedJson);

// Profiles merged by format name, by count descending: {"uuidv7": 700, "uuidv4": 300}.
QList<QPair<QString, qint64>> mergedFormatCounts(const analysis::ColumnProfile& c);
// min_time / max_time text with the column's precision.
QString profileTimeText(const std::optional<Instant>& t, Precision p);
// Is the column (part of) the table's key?
bool isKeyColumn(const analysis::ColumnProfile& c, const db::TableInfo* info);

} // namespace idscope::report
