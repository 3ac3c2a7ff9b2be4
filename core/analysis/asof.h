// The state of every entity of a version table as of an instant T: per entity the latest
// version with instant ≤ T, ties on the same instant broken by the highest version number;
// entities whose chosen version deletes them are left out and counted. Two SQL shapes: a
// correlated probe per entity when the table has an index on (key…, changed_at,
// version_number), else a window query (ROW_NUMBER() per entity) that still answers and says
// which index would help (the database is never written). One Source::readAsOf: the shapes
// are SQLite's (core/db/sqliteasof.cpp), a server reads DISTINCT ON. Runs on the caller's
// thread with the caller's source: call it from a job.
//
// Instants are compared in the column's own unit: unix seconds against floor(T), unix ms/µs
// against T floored to that unit (exact for integer columns), Julian day REAL against T's
// Julian day computed as SQLite's julianday() does (ms resolution). RFC 3339 text is compared
// through julianday(column) in SQL, not as text: text order is only time order when every
// value has the same shape and offset, which a sample cannot prove; julianday() reads any
// offset and fraction (to the millisecond), at the cost of evaluating it on each of an
// entity's versions during its probe (the key part of the index is still used).
#pragma once

#include "versiontable.h"

#include "db/schema.h"
#include "db/source.h"
#include "ids/instant.h"

#include <QList>
#include <QString>
#include <QVariant>

#include <functional>
#include <string_view>

namespace idscope::analysis {

struct AsOfRow {
    QString entityType;
    qint64 versionNumber = 0;
    Instant changedAt;
    QString author;
    // The entity key columns' values (mapping order) and the payload columns' values, as
    // QVariant (qlonglong, double, QString, QByteArray or null), decoded on each call.
    QVariantList key() const;
    QVariantList payload() const;

    // Both stored in one compact buffer per row (UTF-8 text): a state of 100k entities is a few
    // allocations per row fewer and half the memory of QVariant lists.
    QByteArray values;
    static void appendValue(QByteArray& out, int storageClass, qint64 i, double r,
                            std::string_view bytes);
};

} // namespace idscope::analysis
// Moved with memmove when a list grows (every member is relocatable).
Q_DECLARE_TYPEINFO(idscope::analysis::AsOfRow, Q_RELOCATABLE_TYPE);
namespace idscope::analysis {

using AsOfShape = db::AsOfShape; // the shapes of a file's as-of read (db/source.h)

struct AsOfState {
    Instant at;
    QList<AsOfRow> rows;    // live entities, sorted by entity type, then key (SQLite's order)
    qint64 deleted = 0;     // entities whose latest version ≤ T deletes them
    bool usedIndex = false; // the probe shape over the as-of index ran
    AsOfShape shape = AsOfShape::Auto; // the shape that ran
    QString plan;        // EXPLAIN QUERY PLAN of the statement that ran, one step a line
    QString indexAdvice; // CREATE INDEX … to run when the index is missing, else ""
    QString error;
    bool cancelled = false;
};

// `progress(done, total)` is called every few thousand entities (total: the table's estimated
// rows, an upper bound of the entities; 0 when unknown); return false to stop (the state read so
// far comes back with `cancelled`). Source::cancel() from another thread also stops it. On a
// server the state is one DISTINCT ON read (Source::readAsOf; no shapes, no plan).
AsOfState stateAt(db::Source& c, const db::Schema& schema, const VersionTableMapping& m,
                  const Instant& at, std::function<bool(qint64, qint64)> progress = {},
                  AsOfShape shape = AsOfShape::Auto);

// The engine's request for `m` on table `t` at `at` (an instant beyond µs saturates).
db::AsOfRequest asOfRequest(const db::TableInfo& t, const VersionTableMapping& m, const Instant& at);

// Does a version row's delete marker / JSON payload say the entity is deleted? A marker
// deletes when it is a non-zero number, a non-empty BLOB or a text other than "", "0",
// "false", "f", "no" or "n" (trimmed, any case); NULL never. The as-of state, the timeline and
// the history all use this one rule.
bool markerDeletes(const QVariant& v);
bool markerTextDeletes(const QString& text);
bool jsonDeletes(const QVariant& payload);

} // namespace idscope::analysis
