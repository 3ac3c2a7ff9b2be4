// The JSON of `idscope asof --json` (docs/cli.md), shared by the command line and the reports:
// the state as of an instant, an entity's history and the difference between two instants.
// Each writer streams: `itemWritten` runs after every state entry, version or changed entity,
// for a caller that sends the buffer out as it grows.
#pragma once

#include "analysis/asof.h"
#include "analysis/entityhistory.h"
#include "analysis/versionrows.h"
#include "analysis/versiontable.h"

#include <QVariant>

#include <functional>

namespace idscope {
class JsonWriter;
}

namespace idscope::report {

// The state object: at, versions_table, entities, deleted, used_index, state[{entity_type,
// entity_id, [key,] version_number, changed_at, data}] — state capped at `maxRows` (then
// "state_truncated": true; "entities" is always the full count: `entities`, or when -1 the
// state's rows).
void writeAsOfJson(JsonWriter& w, const analysis::VersionTableMapping& m,
                   const analysis::AsOfState& s, qsizetype maxRows,
                   const std::function<void()>& itemWritten = {}, qint64 entities = -1);

// `--entity`: versions_table, the entity's identity, versions[{version_number, changed_at,
// author, deleted, time_went_back, id_instant_mismatch, data, changes[…]}].
void writeEntityHistoryJson(JsonWriter& w, const analysis::VersionTableMapping& m,
                            const analysis::EntityHistory& h,
                            const std::function<void()>& itemWritten = {});

// `--diff`: versions_table, from, to, created[], changed[] (with changes[…]), deleted[],
// same_data.
void writeInstantDiffJson(JsonWriter& w, const analysis::VersionTableMapping& m,
                          const analysis::InstantDiff& d,
                          const std::function<void()>& itemWritten = {});

// The members naming an entity: "entity_type" (null without a type column), "entity_id" (a
// scalar) and, when the key has further columns, "key": {column: value}.
void writeEntityIdentityJson(JsonWriter& w, const analysis::EntityIdentity& e);

// "data": the single payload column as it is (JSON text embedded), or an object per column.
void writePayloadJson(JsonWriter& w, const analysis::VersionTableMapping& m,
                      const QVariantList& payload);

} // namespace idscope::report
