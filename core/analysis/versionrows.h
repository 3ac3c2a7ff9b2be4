// Single version rows of a version table, read back for display: where a version lives
// (rowid, or key + version number), its payload fetched on demand, and the stored change
// instant read in the mapping's unit as an exact integer key (s, ms or µs).
#pragma once

#include "analysis/versiontable.h"
#include "ids/decoded.h"
#include "ids/instant.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>

namespace idscope::db {
class Rows;
struct Schema;
class Source;
} // namespace idscope::db

namespace idscope::analysis {

// The columns that identify an entity, in the order used by every entity key in this module:
// the entity type (when mapped), then the entity key columns.
QStringList entityIdentityColumns(const VersionTableMapping& m);

// An entity's identity as it is shown and written: the type, the entity's own ID and the
// further key columns. The ID is the last key column that is not the type column (a key
// (entity_type, entity_id) has entity_id as its ID and nothing further).
struct EntityIdentity {
    QVariant type; // null when the mapping has no type column
    QVariant id;
    QList<QPair<QString, QVariant>> further; // the other key columns, by name, in key order
};
// From `identity` in entityIdentityColumns order (histories and diffs).
EntityIdentity splitIdentity(const VersionTableMapping& m, const QVariantList& identity);
// From the type value and the key columns' values in m.entityKey order (as-of rows).
EntityIdentity splitKey(const VersionTableMapping& m, const QVariant& type,
                        const QVariantList& key);

// Where one version lives: its rowid, or (tables without rowid, a server's tables) its entity
// key and version number.
struct VersionRef {
    qint64 rowid = -1; // -1: no rowid, find the row by key + version number
    QVariantList entityKey;
    qint64 versionNumber = 0;
};

// One version as read back from the file for display.
struct VersionRow {
    VersionRef ref;
    bool found = false;
    QVariant changedAt;   // as stored
    QVariant author;      // null when the mapping has no author column
    QVariantList payload; // one value per mapping.payload column
};

struct VersionRows {
    QList<VersionRow> rows; // one per ref, in its order; found = false where not read
    QString error;          // a query failed (a column gone, a damaged page): rows not read
};

// The rows of `refs` with their payload, author and stored instant (one read seeking each
// rowid, or one probe per version without rowid), on either engine. Call it from a job.
VersionRows fetchVersionRows(db::Source& c, const db::Schema& schema, const VersionTableMapping& m,
                             const QList<VersionRef>& refs);

// A column of the current row as a QVariant (qlonglong, double, QString, QByteArray or null),
// the typing Source::readMatching binds back with the same storage class.
QVariant columnValue(const db::Rows& s, int column);

// Instants as integer keys: whole seconds, ms or µs since 1970 (RFC 3339 text is kept in µs,
// Julian days in ms as SQLite reads them).
qint64 instantKeysPerSecond(InstantUnit u);
Instant instantFromKey(qint64 key, InstantUnit u);
// How a version table's instants are written: at the precision the file holds them in, never
// finer (whole-second changed_at is not "….000Z", RFC 3339 text with ms not "….148000Z").
// `perSecond` 1 → whole seconds, 1000 → ms, more → µs.
Precision precisionForKeys(qint64 perSecond);
// The coarsest of whole seconds, ms and µs that writes every one of `instants` exactly (µs
// at most: the finest a version table's instants are kept in).
Precision coarsestExactPrecision(const QList<Instant>& instants);
// The stored value of `column` as a key; nullopt when it is not an instant in `unit` (NULL,
// unparsable text, a Julian day out of SQLite's range). `scratch` avoids an allocation per row.
std::optional<qint64> storedInstantKey(const db::Rows& s, int column, InstantUnit unit,
                                       Candidates& scratch);
// Reading the stored change instant in the mapping's unit; nullopt when it is not one.
std::optional<Instant> instantFromStored(const QVariant& v, InstantUnit unit);

} // namespace idscope::analysis
