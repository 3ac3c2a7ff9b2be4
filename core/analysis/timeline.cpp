#include "analysis/timeline.h"

#include "analysis/asof.h"

#include "db/schema.h"
#include "db/source.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstring>

namespace idscope::analysis {

namespace {

using db::StorageClass;

// Entity identities are kept encoded (a tag byte, then 8 bytes or a length and the bytes) so
// that 100k entities cost one QByteArray each, and equal identities compare equal as bytes.
void encodeValue(QByteArray& out, const db::Rows& s, int col)
{
    const db::RowValue v = s.valueAt(col);
    out.append(char('0' + int(v.sc)));
    switch (v.sc) {
    case StorageClass::Null:
        break;
    case StorageClass::Integer:
        out.append(reinterpret_cast<const char*>(&v.integer), sizeof v.integer);
        break;
    case StorageClass::Real:
        out.append(reinterpret_cast<const char*>(&v.real), sizeof v.real);
        break;
    case StorageClass::Text:
    case StorageClass::Blob: {
        const qint32 n = qint32(v.bytes.size());
        out.append(reinterpret_cast<const char*>(&n), sizeof n);
        out.append(v.bytes.data(), qsizetype(v.bytes.size()));
        break;
    }
    }
}

// The same encoding for a QVariant (storage class from its type, as bindValue binds it).
void encodeVariant(QByteArray& out, const QVariant& v)
{
    auto put = [&out](StorageClass t, const void* p, qint32 n, bool withLength) {
        out.append(char('0' + int(t)));
        if (withLength)
            out.append(reinterpret_cast<const char*>(&n), sizeof n);
        out.append(static_cast<const char*>(p), n);
    };
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::ULongLong: {
        const qint64 i =
            v.typeId() == QMetaType::ULongLong ? qint64(v.toULongLong()) : qint64(v.toLongLong());
        put(StorageClass::Integer, &i, sizeof i, false);
        break;
    }
    case QMetaType::Double: {
        const double d = v.toDouble();
        put(StorageClass::Real, &d, sizeof d, false);
        break;
    }
    case QMetaType::QByteArray: {
        const QByteArray b = v.toByteArray();
        put(StorageClass::Blob, b.constData(), qint32(b.size()), true);
        break;
    }
    default:
        if (v.isNull()) {
            put(StorageClass::Null, nullptr, 0, false);
        } else {
            const QByteArray u = v.toString().toUtf8();
            put(StorageClass::Text, u.constData(), qint32(u.size()), true);
        }
        break;
    }
}

QVariantList decodeValues(const QByteArray& in)
{
    QVariantList out;
    const char* p = in.constData();
    const char* end = p + in.size();
    while (p < end) {
        const auto t = StorageClass(*p++ - '0');
        switch (t) {
        case StorageClass::Null:
            out.append(QVariant());
            break;
        case StorageClass::Integer: {
            qint64 v;
            std::memcpy(&v, p, sizeof v);
            p += sizeof v;
            out.append(QVariant(qlonglong(v)));
            break;
        }
        case StorageClass::Real: {
            double v;
            std::memcpy(&v, p, sizeof v);
            p += sizeof v;
            out.append(QVariant(v));
            break;
        }
        case StorageClass::Text:
        case StorageClass::Blob: {
            qint32 n;
            std::memcpy(&n, p, sizeof n);
            p += sizeof n;
            if (t == StorageClass::Text)
                out.append(QVariant(QString::fromUtf8(p, n)));
            else
                out.append(QVariant(QByteArray(p, n)));
            p += n;
            break;
        }
        }
    }
    return out;
}

bool markerDeletes(const db::Rows& s, int col)
{
    const db::RowValue v = s.valueAt(col);
    switch (v.sc) {
    case StorageClass::Null:
        return false;
    case StorageClass::Integer:
        return v.integer != 0;
    case StorageClass::Real:
        return v.real != 0;
    case StorageClass::Text:
        return markerTextDeletes(QString::fromUtf8(v.bytes.data(), qsizetype(v.bytes.size())));
    case StorageClass::Blob:
        return !v.bytes.empty();
    }
    return false;
}

bool jsonSaysDeleted(std::string_view text)
{
    // Cheap filter first: most payloads never mention the word.
    if (text.find("deleted") == std::string_view::npos)
        return false;
    const QJsonDocument doc =
        QJsonDocument::fromJson(QByteArray::fromRawData(text.data(), qsizetype(text.size())));
    if (!doc.isObject())
        return false;
    const QJsonValue v = doc.object().value(QLatin1String("deleted"));
    return v.isBool() ? v.toBool() : (v.isDouble() && v.toDouble() != 0);
}

// The columns load() reads and where each part starts: the entity identity, the version
// number (then changed_at), the delete marker (-1: none) and the payload columns a JSON
// "deleted" flag is read from.
struct TimelineColumns {
    QList<db::ReadColumn> read;
    int identity = 0;
    int versionNumber = 0;
    int marker = -1;
    int payload = 0;
};

TimelineColumns timelineColumns(const VersionTableMapping& m)
{
    TimelineColumns t;
    auto add = [&t](const QString& name) { t.read.append({name, 0}); };
    for (const QString& col : entityIdentityColumns(m))
        add(col);
    t.identity = int(t.read.size());
    t.versionNumber = int(t.read.size());
    add(m.versionNumber);
    add(m.changedAt);
    if (!m.deleteMarker.isEmpty()) {
        t.marker = int(t.read.size());
        add(m.deleteMarker);
    }
    t.payload = int(t.read.size());
    if (m.jsonDeletedFlag)
        for (const QString& p : m.payload)
            add(p);
    return t;
}

} // namespace

void VersionTimeline::orderAndLink()
{
    // Apply order: (instant, version number); equal pairs keep the storage order.
    std::stable_sort(versions_.begin(), versions_.end(), [](const Version& a, const Version& b) {
        return a.key != b.key ? a.key < b.key : a.number < b.number;
    });
    const std::size_t nEntities = entityKeys_.size();
    last_.assign(nEntities, -1);
    for (std::size_t i = 0; i < versions_.size(); ++i) {
        Version& v = versions_[i];
        v.previous = last_[v.entity];
        last_[v.entity] = qint32(i);
    }
    versions_.shrink_to_fit();
    displayPerSecond_ = perSecond_;
    for (qint64 per : {qint64(1), qint64(1000)}) {
        if (per >= perSecond_)
            break;
        const qint64 step = perSecond_ / per;
        if (std::all_of(versions_.cbegin(), versions_.cend(),
                        [step](const Version& v) { return v.key % step == 0; })) {
            displayPerSecond_ = per;
            break;
        }
    }
    // Checkpoints cost one int per entity each; one per max(entities, 64k) versions keeps
    // them below 4 bytes per version and bounds a far jump to O(entities + interval).
    setCheckpointInterval(std::max<int>(int(nEntities), 65536));
}

VersionTimeline VersionTimeline::load(db::Source& c, const db::Schema& schema,
                                      const VersionTableMapping& m,
                                      std::function<bool(qint64, qint64)> progress)
{
    VersionTimeline tl;
    tl.mapping_ = m;
    tl.perSecond_ = instantKeysPerSecond(m.unit);
    const db::TableInfo* table = m.isValid() ? schema.table(m.table) : nullptr;
    if (!table) {
        tl.error_ = m.isValid()
                        ? QCoreApplication::translate("idscope::analysis", "cannot read the table")
                        : QCoreApplication::translate("idscope::analysis",
                                                      "incomplete version table mapping");
        return tl;
    }
    const TimelineColumns tc = timelineColumns(m);
    const int vnCol = tc.versionNumber, markerCol = tc.marker, payloadCol = tc.payload;
    // Storage order, no ORDER BY: sorting a million 32-byte records in memory is faster than
    // the engine's sort, and text instants with offsets would not sort as text anyway.
    db::ReadRequest read;
    read.table = table;
    read.columns = tc.read;
    read.withRowLocator = tl.hasRowid_ = c.hasRowLocator(*table);
    QString err;
    const std::unique_ptr<db::Rows> rows = c.read(read, &err);
    if (!rows) {
        tl.error_ = err;
        return tl;
    }
    db::Rows& s = *rows;
    const int base = tl.hasRowid_ ? 1 : 0;
    const qint64 total = table->approxRows ? *table->approxRows : c.countRows(*table).value_or(0);
    tl.versions_.reserve(std::size_t(std::max<qint64>(0, total)));

    QHash<QByteArray, qint32> entities;
    QByteArray key;
    Candidates scratch;
    qint64 done = 0;
    const int nIdentity = tc.identity;
    while (s.next()) {
        if (progress && (++done & 16383) == 0 && !progress(done, total)) {
            tl.cancelled_ = true;
            tl.versions_.clear();
            tl.entityKeys_.clear();
            return tl;
        }
        const auto k = storedInstantKey(s, base + vnCol + 1, m.unit, scratch);
        if (!k) {
            ++tl.skipped_;
            continue;
        }
        key.clear();
        for (int i = 0; i < nIdentity; ++i)
            encodeValue(key, s, base + i);
        auto it = entities.constFind(key);
        if (it == entities.constEnd()) {
            it = entities.insert(key, qint32(tl.entityKeys_.size()));
            tl.entityKeys_.push_back(key);
        }
        Version v;
        v.key = *k;
        v.rowid = tl.hasRowid_ ? s.int64(0) : -1;
        v.number = s.int64(base + vnCol);
        v.entity = quint32(*it);
        bool del = markerCol >= 0 && markerDeletes(s, base + markerCol);
        for (int p = 0; m.jsonDeletedFlag && !del && p < m.payload.size(); ++p) {
            const db::RowValue payload = s.valueAt(base + payloadCol + p);
            if (payload.sc == StorageClass::Text)
                del = jsonSaysDeleted(payload.bytes);
        }
        v.deleted = del ? 1 : 0;
        tl.versions_.push_back(v);
    }
    if (s.failed()) {
        tl.error_ = s.error();
        tl.cancelled_ = s.interrupted();
        tl.versions_.clear();
        tl.entityKeys_.clear();
        return tl;
    }
    tl.orderAndLink();
    if (progress)
        progress(total, total);
    return tl;
}

QVariantList VersionTimeline::entityKey(int entity) const
{
    return decodeValues(entityKeys_[std::size_t(entity)]);
}

std::optional<int> VersionTimeline::findEntity(const QVariantList& key) const
{
    QByteArray encoded;
    for (const QVariant& v : key)
        encodeVariant(encoded, v);
    for (std::size_t e = 0; e < entityKeys_.size(); ++e) {
        if (entityKeys_[e] == encoded)
            return int(e);
    }
    return std::nullopt;
}

VersionRef VersionTimeline::ref(int version) const
{
    const Version& v = versions_[std::size_t(version)];
    return {v.rowid, entityKey(int(v.entity)), v.number};
}

Instant VersionTimeline::instantOf(int version) const
{
    return instantFromKey(versions_[std::size_t(version)].key, mapping_.unit);
}

std::optional<Instant> VersionTimeline::firstChange() const
{
    if (versions_.empty())
        return std::nullopt;
    return instantFromKey(versions_.front().key, mapping_.unit);
}

std::optional<Instant> VersionTimeline::lastChange() const
{
    if (versions_.empty())
        return std::nullopt;
    return instantFromKey(versions_.back().key, mapping_.unit);
}

qint64 VersionTimeline::keyFloor(const Instant& t) const
{
    if (perSecond_ == 1)
        return t.seconds;
    qint64 out = 0;
    const qint64 sub = t.nanos / (1000000000 / perSecond_);
    if (__builtin_mul_overflow(t.seconds, perSecond_, &out) ||
        __builtin_add_overflow(out, sub, &out))
        return t.seconds < 0 ? std::numeric_limits<qint64>::min()
                             : std::numeric_limits<qint64>::max();
    return out;
}

qint64 VersionTimeline::keyCeil(const Instant& t) const
{
    const qint64 f = keyFloor(t);
    const bool exact = t.nanos % (1000000000 / perSecond_) == 0;
    return exact || f == std::numeric_limits<qint64>::max() ? f : f + 1;
}

int VersionTimeline::positionFor(qint64 key) const
{
    const auto it = std::upper_bound(versions_.begin(), versions_.end(), key,
                                     [](qint64 k, const Version& v) { return k < v.key; });
    return int(it - versions_.begin());
}

void VersionTimeline::setCheckpointInterval(int versions)
{
    checkpoints_.clear();
    checkpointEvery_ = std::max(0, versions);
    if (checkpointEvery_ == 0)
        return;
    // Replay the whole timeline once on a scratch state, saving it every `versions` versions.
    Checkpoint c;
    c.state.assign(entityKeys_.size(), -1);
    for (std::size_t i = 0; i < versions_.size(); ++i) {
        const Version& v = versions_[i];
        const qint32 from = c.state[v.entity];
        if (from >= 0)
            (versions_[std::size_t(from)].deleted ? c.deleted : c.alive) -= 1;
        (v.deleted ? c.deleted : c.alive) += 1;
        c.state[v.entity] = qint32(i);
        if ((i + 1) % std::size_t(checkpointEvery_) == 0)
            checkpoints_.push_back(c);
    }
}

int VersionTimeline::versionAt(int entity, const Instant& t) const
{
    const qint64 k = keyFloor(t);
    qint32 v = last_[std::size_t(entity)];
    while (v >= 0 && versions_[std::size_t(v)].key > k)
        v = versions_[std::size_t(v)].previous;
    return v;
}

QList<qint64> VersionTimeline::changeTicks(int buckets) const
{
    QList<qint64> counts;
    if (versions_.empty() || buckets <= 0)
        return counts;
    counts.fill(0, buckets);
    const qint64 first = versions_.front().key;
    // Unsigned: the span of two extreme keys does not fit in qint64.
    const double span = double(quint64(versions_.back().key) - quint64(first)) + 1.0;
    for (const Version& v : versions_) {
        const double pos = double(quint64(v.key) - quint64(first)) / span * buckets;
        counts[std::clamp(int(pos), 0, buckets - 1)] += 1;
    }
    return counts;
}

std::optional<Instant> VersionTimeline::previousChange(const Instant& t) const
{
    const qint64 c = keyCeil(t);
    const auto it = std::lower_bound(versions_.begin(), versions_.end(), c,
                                     [](const Version& v, qint64 k) { return v.key < k; });
    if (it == versions_.begin())
        return std::nullopt;
    return instantFromKey(std::prev(it)->key, mapping_.unit);
}

std::optional<Instant> VersionTimeline::nextChange(const Instant& t) const
{
    const int p = positionFor(keyFloor(t));
    if (p >= int(versions_.size()))
        return std::nullopt;
    return instantFromKey(versions_[std::size_t(p)].key, mapping_.unit);
}

TimelineCursor::TimelineCursor(std::shared_ptr<const VersionTimeline> timeline)
    : tl_(std::move(timeline))
{
    const std::size_t entities = std::size_t(tl_->entityCount());
    current_.assign(entities, -1);
    mark_.assign(entities, 0);
}

void TimelineCursor::moveTo(int target, QList<int>* touched)
{
    const std::vector<VersionTimeline::Version>& versions = tl_->versions_;
    auto set = [&](quint32 entity, qint32 to) {
        const qint32 from = current_[entity];
        if (from >= 0)
            (versions[std::size_t(from)].deleted ? deleted_ : alive_) -= 1;
        if (to >= 0)
            (versions[std::size_t(to)].deleted ? deleted_ : alive_) += 1;
        current_[entity] = to;
        if (touched && mark_[entity] != seekCount_) {
            mark_[entity] = seekCount_;
            touched->append(int(entity));
        }
    };
    if (target > position_) {
        for (int i = position_; i < target; ++i)
            set(versions[std::size_t(i)].entity, qint32(i));
    } else {
        // Undo newest first: each step restores the entity's previous version in timeline
        // order, which is exactly its version at the new position once all are undone.
        for (int i = position_ - 1; i >= target; --i) {
            const VersionTimeline::Version& v = versions[std::size_t(i)];
            set(v.entity, v.previous);
        }
    }
    position_ = target;
}

// A far jump: start from saved state `checkpoint` (0: the empty start) in O(entities) instead
// of walking every version in between.
void TimelineCursor::jumpVia(int checkpoint, int target, QList<int>* touched)
{
    std::vector<qint32> before;
    if (touched)
        before = current_;
    if (checkpoint == 0) {
        std::fill(current_.begin(), current_.end(), -1);
        alive_ = deleted_ = 0;
    } else {
        const VersionTimeline::Checkpoint& c = tl_->checkpoints_[std::size_t(checkpoint - 1)];
        current_ = c.state;
        alive_ = c.alive;
        deleted_ = c.deleted;
    }
    position_ = checkpoint * tl_->checkpointEvery_;
    moveTo(target, nullptr);
    if (touched) {
        for (std::size_t e = 0; e < current_.size(); ++e) {
            if (before[e] != current_[e])
                touched->append(int(e));
        }
    }
}

void TimelineCursor::seek(const Instant& t, QList<int>* touched)
{
    at_ = t;
    if (!tl_)
        return;
    const int target = tl_->positionFor(tl_->keyFloor(t));
    if (target == position_)
        return;
    if (++seekCount_ == 0) { // wrapped: old marks could look current
        std::fill(mark_.begin(), mark_.end(), 0);
        seekCount_ = 1;
    }
    const int every = tl_->checkpointEvery_;
    const qint64 direct = std::abs(qint64(target) - position_);
    if (every > 0 && direct > qint64(current_.size()) + every) {
        const int cp =
            std::clamp(int((qint64(target) + every / 2) / every), 0, int(tl_->checkpoints_.size()));
        jumpVia(cp, target, touched);
        return;
    }
    moveTo(target, touched);
}

} // namespace idscope::analysis
