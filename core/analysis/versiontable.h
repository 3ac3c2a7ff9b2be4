// An append-only entity-version table (such as the demo's `entity_versions`): which columns hold
// the entity key, the version number, the change instant and the payload, found by shape with the
// demo's names as defaults, or mapped by hand. Plain values; the as-of engine (asof.h), the
// timeline (timeline.h) and the history/diff code (entityhistory.h) all read through it.
#pragma once

#include "db/schema.h"
#include "ids/format.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace idscope::db {
class Source;
}

namespace idscope::analysis {

// How the change instant is stored.
enum class InstantUnit { UnixSeconds, UnixMillis, UnixMicros, Rfc3339Text, JulianDay };

struct VersionTableMapping {
    QString table;
    QString entityType;    // optional: "" when the table holds one kind of entity; shown and
                           // sorted by, part of the identity only when also in entityKey
    QStringList entityKey; // one column, or several for a composite key
    QString versionNumber;
    QString changedAt;
    InstantUnit unit = InstantUnit::UnixSeconds;
    QStringList payload;          // columns shown as the entity's data (e.g. "data", JSON)
    QString author;               // optional: who made the change ("changed_by")
    QString deleteMarker;         // optional: a column whose non-zero / non-NULL value deletes
    bool jsonDeletedFlag = false; // payload JSON {"deleted": true} deletes (as in the demo's table)
    QString versionId; // optional: the version row's own key when it is a time-ordered ID

    bool isValid() const
    {
        return !table.isEmpty() && !entityKey.isEmpty() && !versionNumber.isEmpty() &&
               !changedAt.isEmpty();
    }
};

// How sure detection is, and why, for the GUI to show next to the mapping.
struct VersionTableCandidate {
    VersionTableMapping mapping;
    int score = 0;  // 0..100
    QString reason; // e.g. "entity_id, version_number and changed_at by name; unix seconds"
};

// Tables of `schema` that look like version tables, best first. Reads only the schema and,
// to tell the instant's unit, a handful of rows through `c` (never a scan), on any engine.
QList<VersionTableCandidate> detectVersionTables(db::Source& c, const db::Schema& schema);

// The index that makes the as-of probe fast: (entity key…, changed_at, version_number), or
// nullopt when the table has it (any index whose leading columns are those, in that order).
std::optional<QString> missingAsOfIndex(const VersionTableMapping& m, const db::Schema& schema);

} // namespace idscope::analysis
