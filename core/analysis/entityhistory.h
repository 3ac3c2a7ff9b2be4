// One entity's versions with a field-level diff between consecutive ones (JSON payloads
// diffed by key), the versions that look wrong (time going back, an ID minted at another
// instant than changed_at), and the difference between the whole state at two instants.
#pragma once

#include "analysis/timeline.h"

#include <QList>
#include <QString>
#include <QVariant>

#include <optional>

namespace idscope::analysis {

struct FieldChange {
    enum class Kind { Added, Removed, Changed };
    Kind kind = Kind::Changed;
    QString column; // the payload column
    QString key;    // the JSON key inside it; "" when the column is compared as one value
    QVariant oldValue, newValue; // JSON values as QVariant (integers stay qlonglong)
};

enum HistoryFlag : quint32 {
    FlagTimeWentBack = 1u << 0,      // instant below the previous version's, number above
    FlagIdInstantMismatch = 1u << 1, // the version ID's instant disagrees with changed_at
    FlagUnreadableInstant = 1u << 2, // changed_at is not an instant in the mapped unit
};

struct HistoryVersion {
    qint64 rowid = -1;
    qint64 versionNumber = 0;
    QVariant changedAt; // as stored
    std::optional<Instant> instant;
    QVariant author;
    QString authorName; // who `author` names, from a foreign key or a users table ("" unknown)
    QVariant versionId;
    std::optional<Instant> idInstant; // decoded from versionId when it carries one
    qint64 idSkewMs = 0;              // idInstant minus the changed_at interval (0 when inside it)
    QVariantList payload;
    bool deleted = false;
    quint32 flags = 0;          // HistoryFlag bits
    QList<FieldChange> changes; // against the previous version (the first: all Added)
};

// Where an author value (an ID in "changed_by") is spelled out: the table and key it names —
// the author column's foreign key, else a users-like table (users, accounts, people, members,
// authors) keyed by one column — and its first name-like column (name, display_name,
// full_name, username, login, email). Empty table: nothing says who the authors are.
struct AuthorDirectory {
    QString table, key, label;
};
AuthorDirectory findAuthorDirectory(const db::Schema& schema, const VersionTableMapping& m);

struct EntityHistory {
    QVariantList entityKey;
    QList<HistoryVersion> versions; // by version number
    QString error;
};

struct HistoryOptions {
    // How far the version ID's instant may lie outside changed_at's unit before it is flagged.
    qint64 idToleranceMs = 2000;
};

// Every version of the entity whose identity is `entityKey` (entityIdentityColumns order), on
// either engine; authors named from the directory `schema` has (findAuthorDirectory).
EntityHistory history(db::Source& c, const db::Schema& schema, const VersionTableMapping& m,
                      const QVariantList& entityKey, const HistoryOptions& opt = {});

// The identity (entityIdentityColumns order, values as stored) of the entity the user named,
// spelt as the output shows it: "[TYPE/]ID", with any further key columns before the ID
// ("TYPE/TENANT/ID"); without the type it is looked up. "8" typed for an integer key is the
// integer 8. nullopt when no entity, or several (an ID that several types share), has it.
std::optional<QVariantList> entityNamed(db::Source& c, const db::Schema& schema,
                                        const VersionTableMapping& m, const QString& text);

// The field-level difference of two payloads (values per m.payload column).
QList<FieldChange> diffPayloads(const QStringList& columns, const QVariantList& before,
                                const QVariantList& after);

struct EntityChange {
    int entity = -1;
    QVariantList entityKey;
    int fromVersion = -1, toVersion = -1; // timeline version indexes (-1: none)
    QList<FieldChange> changes;           // filled for changed entities
    // The version that made the change: the one in force at `to` (for a deleted entity the
    // deletion, not its last live version), or at `from` when none is at `to` (the diff runs
    // backwards in time). number -1: none.
    qint64 versionNumber = -1;
    std::optional<Instant> changedAt;
};

struct InstantDiff {
    Instant from, to;
    QList<EntityChange> created; // absent or deleted at `from`, alive at `to`
    QList<EntityChange> changed; // alive at both, another version at `to`, with other data
    QList<EntityChange> deleted; // alive at `from`, absent or deleted at `to`
    // Alive at both with another version at `to` whose data is the same: not a change.
    qint64 sameData = 0;
    QString error;
};

// The difference between the state at t1 and at t2 using a loaded timeline (cost: the versions
// between the two instants, plus one payload fetch per changed entity).
InstantDiff diffBetween(db::Source& c, const db::Schema& schema, const VersionTimeline& tl,
                        const Instant& t1, const Instant& t2);
// Same, loading the timeline first (a full pass over the table: call it from a job).
InstantDiff diffBetween(db::Source& c, const db::Schema& schema, const VersionTableMapping& m,
                        const Instant& t1, const Instant& t2);

} // namespace idscope::analysis
