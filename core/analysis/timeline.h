// Scrubbing through a version table in memory: every version reduced to ~32 bytes (entity,
// version number, instant, row reference, deleted flag), sorted by (instant, version number),
// so moving the "as of" instant from T to T′ touches only the versions in (T, T′] — or undoes
// (T′, T] going back — and keeps up with a slider. Payloads stay in the database and are
// fetched for the rows on screen (versionrows.h: fetchVersionRows, in a job).
//
// VersionTimeline is the loaded versions, never changed once loaded, so a page and its jobs
// share one (std::shared_ptr<const VersionTimeline>); TimelineCursor is a position on it with
// every entity's version there, O(entities) to copy.
#pragma once

#include "analysis/versionrows.h"
#include "analysis/versiontable.h"
#include "ids/instant.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QVariant>

#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

namespace idscope::db {
struct Schema;
class Source;
} // namespace idscope::db

namespace idscope::analysis {

class VersionTimeline {
public:
    struct Version {          // 32 bytes
        qint64 key = 0;       // the instant in the timeline's unit (see keysPerSecond)
        qint64 rowid = -1;    // -1 when the table has no rowid
        qint64 number = 0;    // version_number
        quint32 entity : 31;  // index into the entity list
        quint32 deleted : 1;  // this version ends the entity
        qint32 previous = -1; // the entity's previous version in timeline order, -1 if none
    };

    // Reads every version of m.table (in `schema`) once, on either engine (one pass in storage
    // order, then an in-memory sort: text instants with offsets do not sort as text). Versions
    // whose instant cannot be read (NULL, unparsable text) are skipped and counted.
    // `progress(done, total)` may stop the load by returning false (the result is then
    // cancelled()). Call it from a job.
    static VersionTimeline load(db::Source& c, const db::Schema& schema,
                                const VersionTableMapping& m,
                                std::function<bool(qint64, qint64)> progress = {});

    const VersionTableMapping& mapping() const { return mapping_; }
    QString error() const { return error_; }
    bool cancelled() const { return cancelled_; }
    bool hasRowid() const { return hasRowid_; }
    qint64 skippedVersions() const { return skipped_; }

    int entityCount() const { return int(entityKeys_.size()); }
    int versionCount() const { return int(versions_.size()); }
    const Version& version(int i) const { return versions_[std::size_t(i)]; }
    QVariantList entityKey(int entity) const;
    // Exact: same values and storage classes. Linear: not for hot paths.
    std::optional<int> findEntity(const QVariantList& key) const;
    VersionRef ref(int version) const;

    // Instant of a version, and the unit the timeline keeps instants in (1 = whole seconds,
    // 1000 = ms, 1000000 = µs; RFC 3339 text is kept in µs, Julian days in ms as SQLite does).
    Instant instantOf(int version) const;
    qint64 keysPerSecond() const { return perSecond_; }
    // The coarsest of 1, 1000 and keysPerSecond() that holds every instant exactly: the
    // precision to show them in (RFC 3339 text with milliseconds is kept in µs, but shown as
    // ".148000Z" it would claim digits the file does not have).
    qint64 displayPerSecond() const { return displayPerSecond_; }
    std::optional<Instant> firstChange() const;
    std::optional<Instant> lastChange() const;

    // Far jumps of a cursor restore a saved state every `versions` versions instead of walking
    // every version in between (0: never). load() picks max(entities, 65536); tests pick small
    // ones (before sharing the timeline).
    void setCheckpointInterval(int versions);

    // The version an entity had at `t` (O(log n + its versions)).
    int versionAt(int entity, const Instant& t) const;

    // How many versions fall into each of `buckets` equal slices of [firstChange, lastChange]
    // (the slider's tick density). Empty when there are no versions.
    QList<qint64> changeTicks(int buckets) const;
    // The last change strictly before `t` / the first strictly after `t`.
    std::optional<Instant> previousChange(const Instant& t) const;
    std::optional<Instant> nextChange(const Instant& t) const;

    // The instant `t` as a key of this timeline, rounded down (or up).
    qint64 keyFloor(const Instant& t) const;
    qint64 keyCeil(const Instant& t) const;

private:
    friend class TimelineCursor;
    int positionFor(qint64 key) const; // number of versions with key <= `key`
    void orderAndLink();               // sorts into apply order, links each version to its previous

    VersionTableMapping mapping_;
    QString error_;
    bool cancelled_ = false;
    bool hasRowid_ = false;
    qint64 skipped_ = 0;
    qint64 perSecond_ = 1;
    qint64 displayPerSecond_ = 1;
    std::vector<Version> versions_;
    std::vector<QByteArray> entityKeys_; // encoded identity values (see timeline.cpp)
    std::vector<qint32> last_;           // per entity: its newest version
    struct Checkpoint {
        std::vector<qint32> state; // each entity's version after (k + 1) × interval versions
        int alive = 0, deleted = 0;
    };
    std::vector<Checkpoint> checkpoints_;
    int checkpointEvery_ = 0;
};

static_assert(sizeof(VersionTimeline::Version) == 32, "a version must stay compact");

// The state of a shared timeline as of one instant: per entity its current version. Starts
// before the first change (no entity has a version yet).
class TimelineCursor {
public:
    TimelineCursor() = default;
    explicit TimelineCursor(std::shared_ptr<const VersionTimeline> timeline);

    const VersionTimeline& timeline() const { return *tl_; }
    const std::shared_ptr<const VersionTimeline>& sharedTimeline() const { return tl_; }

    // Moves the state to `t`: afterwards every entity shows its version with the greatest
    // (instant, version number) among those at or before `t`. Cost: O(versions between the
    // old and the new instant). `touched`, when given, receives each entity whose current
    // version changed, once.
    void seek(const Instant& t, QList<int>* touched = nullptr);
    Instant at() const { return at_; }
    int appliedVersions() const { return position_; } // versions with instant <= at()

    // Per entity: the index of its current version, or -1 when it has none yet.
    const std::vector<qint32>& state() const { return current_; }
    int currentVersion(int entity) const { return current_[std::size_t(entity)]; }
    int aliveCount() const { return alive_; }     // current version exists and is not deleted
    int deletedCount() const { return deleted_; } // current version is a delete

private:
    void moveTo(int target, QList<int>* touched);
    void jumpVia(int checkpoint, int target, QList<int>* touched);

    std::shared_ptr<const VersionTimeline> tl_;
    std::vector<qint32> current_;
    std::vector<quint32> mark_; // per entity: the seek that last touched it (dedups `touched`)
    quint32 seekCount_ = 0;
    int position_ = 0;
    int alive_ = 0;
    int deleted_ = 0;
    Instant at_{std::numeric_limits<qint64>::min(), 0};
};

} // namespace idscope::analysis
