// The demo database (Help ▸ Create demo database, `idscope demo`), generated: the one place in the
// product that WRITES a SQLite file, and only a new one it creates itself (OUT.tmp, renamed to OUT
// when complete, removed on any failure or cancel). Every table tells one story of how IDs are
// stored in practice:
//
//   users            TEXT ULID keys, INTEGER unix-second audit columns with unixepoch()
//                    defaults; a handful of rows with clock skew
//   entity_versions  the time-travel history: 1..20 versions per entity over 90
//                    days, ties within one second, a few versions whose changed_at goes down,
//                    deletions; index (entity_id, changed_at, version_number)
//   documents        lower-case TEXT ULIDs, RFC 3339 UTC text times; a few upper-
//                    and mixed-case ids and one pair of case-duplicates
//   orders           16-byte BLOB UUIDs: v4 before the migration, v7 after; a few
//   order_items      ids stored as TEXT by mistake, and items whose TEXT order_id matches no
//                    BLOB order
//   events           UUIDv7 text, commit order = rowid: a skewed writer, an offline
//                    device syncing hours late, long transactions
//   messages         Discord snowflakes (id, channel_id, author_id)
//   keys_v4/keys_v7  the same inserts keyed by UUIDv4 and by UUIDv7 (locality)
//   readings, ticks  integer time keys: (day, msec) WITHOUT ROWID, unix µs
//
// Deterministic: the same rows and seed give the same bytes (with the same SQLite library).
// All data ends before kSampleEndUnixS. Big tables scale with `rows`; small ones stay small.
#pragma once

#include <QList>
#include <QString>
#include <QtGlobal>

#include <atomic>
#include <functional>

namespace idscope::db {

inline constexpr qint64 kSampleDefaultRows = 10000;
inline constexpr qint64 kSampleMinRows = 100;
inline constexpr qint64 kSampleMaxRows = 100000000; // entity_versions is sorted in memory
inline constexpr quint64 kSampleDefaultSeed = 20261101;
// 2026-11-01T00:00:00Z: every instant in the demo lies before it.
inline constexpr qint64 kSampleEndUnixS = 1793491200;
// 2026-08-27T12:00:00Z: orders minted before are UUIDv4, from then on UUIDv7.
inline constexpr qint64 kSampleMigrationUnixS = 1787832000;

struct SampleOptions {
    qint64 rows = kSampleDefaultRows; // about this many rows in all, spread over the tables
    quint64 seed = kSampleDefaultSeed;
    bool force = false; // replace an existing file (and a stale OUT.tmp)
    // Called from the generating thread at 0 %, 10 %, … 100 % of the planned rows.
    std::function<void(int percent, qint64 rowsWritten, qint64 rowsPlanned)> progress;
    // Checked every few thousand rows; when set, generation stops and nothing is left behind.
    const std::atomic_bool* cancel = nullptr;
};

struct SampleTable {
    QString name;
    qint64 rows = 0;
};

enum class SampleError {
    None,
    BadRows,     // rows outside [kSampleMinRows, kSampleMaxRows]
    Exists,      // the output exists and force is off
    TempExists,  // OUT.tmp exists (an interrupted run?) and force is off
    IsDirectory, // the output names a folder
    CannotWrite, // the folder is missing or not writable, disk full, …
    Cancelled,
};

struct SampleResult {
    bool ok = false;
    SampleError error = SampleError::None;
    QString message; // one clear sentence (translated) when !ok
    QList<SampleTable> tables;
    qint64 totalRows = 0;
    qint64 fileSize = 0;
};

// Writes the demo database to `path`. Blocking; run it off the GUI thread.
SampleResult writeSampleDatabase(const QString& path, const SampleOptions& options = {});

} // namespace idscope::db
