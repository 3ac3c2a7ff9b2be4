// JSON producers with the field names of the command-line contract (docs/cli.md), shared by the
// command line and the reports: the document and table objects of `inspect --json`, and the
// stored-value spelling every view's JSON uses.
#pragma once

#include "analysis/profiler.h"
#include "db/connection.h"
#include "db/schema.h"

#include <QVariant>

namespace idscope {
class JsonWriter;
}

namespace idscope::report {

// What names the database: "database" (the file's path, or the server's name as given with
// the password redacted), "sqlite_version" (null on a server) and on a server a "server"
// object {engine, version, host, database, user}.
void writeSourceJson(JsonWriter& w, const db::SourceInfo& source);

// The `inspect --json` document, streamed a table at a time: begin writes database,
// sqlite_version, notice and full and opens "tables"; each table is a writeTableProfileJson;
// end closes the array and the object.
void beginInspectJson(JsonWriter& w, const db::SourceInfo& source, bool full);
void endInspectJson(JsonWriter& w);

// One `inspect --json` table object: name, rows, without_rowid, columns[{name, declared_type,
// primary_key, format, format_counts, min_time, max_time, anomalies[{kind, count, …}], …}].
void writeTableProfileJson(JsonWriter& w, const analysis::TableProfile& t,
                           const db::TableInfo* info);

// A stored value as JSON: integers exact, BLOBs as x'hex', JSON text embedded when asked.
void writeStoredValue(JsonWriter& w, const QVariant& v, bool embedJson);

// Profiles merged by format name, by count descending: {"uuidv7": 700, "uuidv4": 300}.
QList<QPair<QString, qint64>> mergedFormatCounts(const analysis::ColumnProfile& c);
// The precision a column's instants are printed with: the column's classified precision; a
// finer-than-millisecond one drops to milliseconds when its min and max are whole milliseconds
// (coarsestExactPrecision), so text spelled with six digits but holding milliseconds
// ("…11.330000+00:00") prints as "…11.330Z".
Precision profileTimePrecision(const analysis::ColumnProfile& c);
// min_time / max_time text at precision p (profileTimePrecision()).
QString profileTimeText(const std::optional<Instant>& t, Precision p);
// Is the column (part of) the table's key?
bool isKeyColumn(const analysis::ColumnProfile& c, const db::TableInfo* info);

} // namespace idscope::report
