// Version-table detection: names first (entity_versions, the demo's table, and common spellings),
// the primary key and indexes to find a composite entity key, and a few sampled values (LIMIT,
// never a scan) decoded by the Detector to tell how the change instant is stored.
#include "versiontable.h"

#include "db/connection.h"
#include "db/sqlnames.h"
#include "ids/detector.h"

#include <QCoreApplication>

#include <algorithm>
#include <initializer_list>

namespace idscope::analysis {

using db::Connection;
using db::Statement;
using db::StorageClass;
using db::TableInfo;

namespace {

// Does an index (or the primary key) lead with (key…, changed_at, version_number)?
bool hasAsOfIndex(const VersionTableMapping& m, const TableInfo* t)
{
    if (!t)
        return false;
    QStringList want = m.entityKey;
    want << m.changedAt << m.versionNumber;
    for (const db::IndexInfo& ix : t->indexes) {
        if (ix.partial || ix.columns.size() < want.size())
            continue;
        bool leads = true;
        for (int i = 0; i < want.size() && leads; ++i)
            leads = ix.columns.at(i).compare(want.at(i), Qt::CaseInsensitive) == 0;
        if (leads)
            return true;
    }
    return false;
}

constexpr int kSampleRows = 16;
constexpr int kJsonSampleRows = 5000; // bounded look for {"deleted": …} in the payload

bool nameIn(const QString& name, std::initializer_list<const char16_t*> names)
{
    for (const char16_t* n : names) {
        if (name.compare(QStringView(n), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

// Index of the first name of `names` (in preference order) found among the columns, or -1.
const db::ColumnInfo* findByName(const TableInfo& t, std::initializer_list<const char16_t*> names,
                                 const QStringList& taken)
{
    for (const char16_t* n : names) {
        for (const db::ColumnInfo& c : t.columns) {
            if (!c.hidden && !taken.contains(c.name, Qt::CaseInsensitive) &&
                c.name.compare(QStringView(n), Qt::CaseInsensitive) == 0)
                return &c;
        }
    }
    return nullptr;
}

bool isIntegerType(const db::ColumnInfo& c)
{
    return c.declaredType.contains(u"INT", Qt::CaseInsensitive) || c.declaredType.isEmpty();
}

const std::initializer_list<const char16_t*> kVersionNames = {
    u"version_number",  u"version_no", u"version_num", u"versionnumber", u"version", u"ver",
    u"revision_number", u"revision",   u"rev",         u"version_seq"};
const std::initializer_list<const char16_t*> kInstantNames = {
    u"changed_at",  u"valid_from", u"version_at", u"recorded_at", u"effective_at",
    u"modified_at", u"updated_at", u"changed_on", u"created_at",  u"timestamp",
    u"ts",          u"at",         u"time"};
const std::initializer_list<const char16_t*> kAuthorNames = {
    u"changed_by", u"author",    u"author_id", u"updated_by", u"modified_by", u"created_by",
    u"editor",     u"editor_id", u"actor",     u"actor_id",   u"user_id",     u"changed_by_id"};
const std::initializer_list<const char16_t*> kDeleteNames = {
    u"deleted", u"is_deleted", u"deleted_at", u"tombstone", u"is_tombstone", u"removed"};
const std::initializer_list<const char16_t*> kTypeNames = {
    u"entity_type", u"entity_kind", u"object_type", u"record_type", u"resource_type",
    u"item_type",   u"model",       u"kind",        u"type"};
const std::initializer_list<const char16_t*> kJsonNames = {u"data", u"payload", u"json",
                                                           u"body", u"doc",     u"document"};

// The first rows of one column, in the table's own order, through any engine; the read stops
// when the caller has seen enough (destroying it ends the query).
std::unique_ptr<db::Rows> firstRows(db::Source& c, const TableInfo& t, const QString& column)
{
    db::ReadRequest r;
    r.table = &t;
    r.columns = {db::ReadColumn{column, 0}};
    QString error;
    return c.read(r, &error);
}

// How a change-instant column stores its values, voted over a few sampled values (the first
// non-NULL ones, among at most a few thousand rows).
std::optional<InstantUnit> sampleUnit(db::Source& c, const TableInfo& t, const QString& column)
{
    const std::unique_ptr<db::Rows> rows = firstRows(c, t, column);
    if (!rows)
        return std::nullopt;
    db::Rows& s = *rows;
    const Detector detector;
    Candidates out;
    int votes[5] = {};
    int seen = 0;
    for (int read = 0; seen < kSampleRows && read < 50 * kSampleRows && s.next(); ++read) {
        if (s.type(0) == StorageClass::Null)
            continue;
        ++seen;
        IdInput in;
        switch (s.type(0)) {
        case StorageClass::Integer:
            in = IdInput::fromInteger(s.int64(0));
            break;
        case StorageClass::Real:
            in = IdInput::fromReal(s.real(0));
            break;
        case StorageClass::Text:
            in = IdInput::text(s.textView(0));
            break;
        default:
            continue;
        }
        detector.detect(in, out);
        for (const Decoded& d : out) {
            if (!d.valid())
                continue;
            int unit = -1;
            switch (d.format) {
            case Format::UnixS:
                unit = int(InstantUnit::UnixSeconds);
                break;
            case Format::UnixMs:
                unit = int(InstantUnit::UnixMillis);
                break;
            case Format::UnixUs:
                unit = int(InstantUnit::UnixMicros);
                break;
            case Format::Rfc3339:
                unit = int(InstantUnit::Rfc3339Text);
                break;
            case Format::JulianDay:
                unit = int(InstantUnit::JulianDay);
                break;
            default:
                break;
            }
            if (unit >= 0) {
                ++votes[unit]; // the best instant reading of this value
                break;
            }
        }
    }
    if (seen == 0)
        return std::nullopt;
    const int best = int(std::max_element(std::begin(votes), std::end(votes)) - std::begin(votes));
    if (votes[best] * 2 <= seen) // most values must read as instants of one unit
        return std::nullopt;
    return InstantUnit(best);
}

QString unitName(InstantUnit u)
{
    switch (u) {
    case InstantUnit::UnixSeconds:
        return QCoreApplication::translate("VersionTable", "unix seconds");
    case InstantUnit::UnixMillis:
        return QCoreApplication::translate("VersionTable", "unix milliseconds");
    case InstantUnit::UnixMicros:
        return QCoreApplication::translate("VersionTable", "unix microseconds");
    case InstantUnit::Rfc3339Text:
        return QCoreApplication::translate("VersionTable", "RFC 3339 text");
    case InstantUnit::JulianDay:
        return QCoreApplication::translate("VersionTable", "Julian day");
    }
    return {};
}

// A bounded look (the first rows) for JSON objects with a "deleted" key in a payload column.
bool sampleJsonDeleted(db::Source& c, const TableInfo& t, const QString& column)
{
    const std::unique_ptr<db::Rows> s = firstRows(c, t, column);
    qint64 objects = 0, deleted = 0;
    for (int read = 0; s && read < kJsonSampleRows && s->next(); ++read) {
        if (s->type(0) != StorageClass::Text)
            continue;
        std::string_view v = s->textView(0);
        while (!v.empty() && v.front() == ' ')
            v.remove_prefix(1);
        if (v.empty() || v.front() != '{')
            continue;
        ++objects;
        deleted += v.find("\"deleted\"") != std::string_view::npos;
    }
    return objects > 0 && deleted > 0;
}

// The entity key from the primary key or an index that leads with it and continues with the
// version number or the change instant: (doc_id, rev), (tenant, doc_id, changed_at, …).
QStringList keyFromIndexes(const TableInfo& t, const QString& version, const QString& instant)
{
    QStringList best;
    for (const db::IndexInfo& ix : t.indexes) {
        if (ix.partial || ix.hasExpression)
            continue;
        for (int i = 1; i < ix.columns.size(); ++i) {
            const QString& c = ix.columns.at(i);
            if (c.compare(version, Qt::CaseInsensitive) == 0 ||
                c.compare(instant, Qt::CaseInsensitive) == 0) {
                const QStringList prefix = ix.columns.mid(0, i);
                if (!prefix.contains(version, Qt::CaseInsensitive) &&
                    !prefix.contains(instant, Qt::CaseInsensitive) &&
                    (best.isEmpty() || prefix.size() > best.size()))
                    best = prefix;
                break;
            }
        }
    }
    return best;
}

bool isKeyLike(const QString& name)
{
    return name.endsWith(u"_id", Qt::CaseInsensitive) ||
           name.endsWith(u"_key", Qt::CaseInsensitive) ||
           name.endsWith(u"_uuid", Qt::CaseInsensitive);
}

// The change instant: by name, confirmed by its values, else any other *_at / *_time / *_ts /
// valid_* column whose values read as instants.
const db::ColumnInfo* findInstantColumn(db::Source& c, const TableInfo& t,
                                        const QString& versionNumber,
                                        std::optional<InstantUnit>& unit)
{
    QStringList taken{versionNumber};
    for (const char16_t* n : kInstantNames) {
        const db::ColumnInfo* col = findByName(t, {n}, taken);
        if (!col)
            continue;
        if ((unit = sampleUnit(c, t, col->name)))
            return col;
        taken.append(col->name);
    }
    for (const db::ColumnInfo& col : t.columns) {
        if (col.name == versionNumber || !(col.name.endsWith(u"_at", Qt::CaseInsensitive) ||
                                           col.name.endsWith(u"_time", Qt::CaseInsensitive) ||
                                           col.name.endsWith(u"_ts", Qt::CaseInsensitive) ||
                                           col.name.startsWith(u"valid_", Qt::CaseInsensitive)))
            continue;
        if ((unit = sampleUnit(c, t, col.name)))
            return &col;
    }
    return nullptr;
}

// The entity key: from an index or the primary key when one leads with it, else entity_id and
// its synonyms, else a *_id column that is not the version row's own key or the author.
QStringList findEntityKey(const TableInfo& t, const VersionTableMapping& m,
                          const db::ColumnInfo* author, const QString& ownKey)
{
    QStringList key = keyFromIndexes(t, m.versionNumber, m.changedAt);
    if (!key.isEmpty() && author && key.contains(author->name, Qt::CaseInsensitive))
        key.clear();
    if (key.isEmpty()) {
        if (const db::ColumnInfo* e = findByName(t,
                                                 {u"entity_id", u"entity_key", u"object_id",
                                                  u"record_id", u"item_id", u"resource_id"},
                                                 {}))
            key = {e->name};
    }
    if (key.isEmpty()) {
        for (const db::ColumnInfo& col : t.columns) {
            if (col.hidden || !isKeyLike(col.name) || col.name == ownKey ||
                (author && col.name == author->name) || col.name == m.versionNumber ||
                col.name == m.changedAt)
                continue;
            key = {col.name};
            break;
        }
    }
    return key;
}

// Does the version row's own key carry an instant (a ULID, a UUIDv7, …)? Read from its first
// row.
bool ownKeyCarriesInstant(db::Source& c, const TableInfo& t, const QString& ownKey)
{
    const std::unique_ptr<db::Rows> rows = firstRows(c, t, ownKey);
    if (!rows || !rows->next() ||
        (rows->type(0) != StorageClass::Text && rows->type(0) != StorageClass::Blob))
        return false;
    const db::Rows& s = *rows;
    const IdInput in = s.type(0) == StorageClass::Text
                           ? IdInput::text(s.textView(0))
                           : IdInput::blob(s.blobView(0).data(), int(s.blobView(0).size()));
    Candidates out;
    Detector().detect(in, out);
    return !out.empty() && out[0].valid() && out[0].hasInstant && !isIntegerFormat(out[0].format);
}

// Score (names that match the convention count most) and the reason shown.
void scoreCandidate(VersionTableCandidate& cand, const TableInfo& t)
{
    const VersionTableMapping& m = cand.mapping;
    int score = 0;
    score += nameIn(m.versionNumber, {u"version_number", u"version"}) ? 30 : 20;
    score += nameIn(m.changedAt, {u"changed_at", u"valid_from"}) ? 30 : 20;
    score += nameIn(m.entityKey.last(), {u"entity_id"}) ? 30 : 20;
    if (hasAsOfIndex(m, &t))
        score += 10;
    cand.score = std::min(score, 100);
    QStringList reasons;
    reasons << QCoreApplication::translate("VersionTable", "key %1, version %2, instant %3 (%4)")
                   .arg(m.entityKey.join(u", "), m.versionNumber, m.changedAt, unitName(m.unit));
    if (m.jsonDeletedFlag)
        reasons << QCoreApplication::translate("VersionTable", "JSON \"deleted\" flag");
    else if (!m.deleteMarker.isEmpty())
        reasons << QCoreApplication::translate("VersionTable", "deleted by %1").arg(m.deleteMarker);
    cand.reason = reasons.join(u"; ");
}

std::optional<VersionTableCandidate> detectOne(db::Source& c, const TableInfo& t)
{
    // Tables only: even a LIMIT on a view can evaluate the whole view (GROUP BY, DISTINCT).
    if (t.kind != TableInfo::Kind::Table || !t.error.isEmpty() || t.columns.size() < 3)
        return std::nullopt;
    VersionTableCandidate cand;
    VersionTableMapping& m = cand.mapping;
    m.table = t.name;

    // The version number: an integer column by name.
    const db::ColumnInfo* version = findByName(t, kVersionNames, {});
    if (!version || !isIntegerType(*version))
        return std::nullopt;
    m.versionNumber = version->name;
    std::optional<InstantUnit> unit;
    const db::ColumnInfo* instant = findInstantColumn(c, t, m.versionNumber, unit);
    if (!instant)
        return std::nullopt;
    m.changedAt = instant->name;
    m.unit = *unit;

    if (const db::ColumnInfo* type = findByName(t, kTypeNames, {m.versionNumber, m.changedAt}))
        m.entityType = type->name;
    const db::ColumnInfo* author =
        findByName(t, kAuthorNames, {m.versionNumber, m.changedAt, m.entityType});
    const QStringList pk = t.primaryKey();
    const QString ownKey = pk.size() == 1 ? pk.first() : t.rowidAlias;
    const QStringList key = findEntityKey(t, m, author, ownKey);
    if (key.isEmpty() || key.contains(ownKey, Qt::CaseInsensitive))
        return std::nullopt;
    m.entityKey = key;
    if (author && !key.contains(author->name, Qt::CaseInsensitive))
        m.author = author->name;
    QStringList taken = key;
    taken << m.versionNumber << m.changedAt << m.entityType << m.author;
    if (const db::ColumnInfo* del = findByName(t, kDeleteNames, taken))
        m.deleteMarker = del->name;
    taken << m.deleteMarker;
    if (!ownKey.isEmpty() && !taken.contains(ownKey, Qt::CaseInsensitive)) {
        taken << ownKey;
        if (ownKeyCarriesInstant(c, t, ownKey))
            m.versionId = ownKey;
    }
    if (nameIn(ownKey, {u"id"}))
        taken << ownKey;

    // The payload: every other column; a JSON column may carry the "deleted" flag.
    for (const db::ColumnInfo& col : t.columns) {
        if (!col.hidden && !taken.contains(col.name, Qt::CaseInsensitive) &&
            !nameIn(col.name, {u"id", u"rowid"}))
            m.payload.append(col.name);
    }
    if (m.deleteMarker.isEmpty()) {
        for (const QString& p : std::as_const(m.payload)) {
            if (nameIn(p, kJsonNames) && sampleJsonDeleted(c, t, p)) {
                m.jsonDeletedFlag = true;
                break;
            }
        }
    }
    scoreCandidate(cand, t);
    return cand;
}

} // namespace

QList<VersionTableCandidate> detectVersionTables(db::Source& c, const db::Schema& schema)
{
    QList<VersionTableCandidate> out;
    for (const TableInfo& t : schema.tables) {
        if (auto cand = detectOne(c, t))
            out.append(*cand);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const VersionTableCandidate& a, const VersionTableCandidate& b) {
                         return a.score > b.score;
                     });
    return out;
}

std::optional<QString> missingAsOfIndex(const VersionTableMapping& m, const db::Schema& schema)
{
    if (hasAsOfIndex(m, schema.table(m.table)))
        return std::nullopt;
    QStringList want = m.entityKey;
    want << m.changedAt << m.versionNumber;
    QStringList cols;
    for (const QString& c : std::as_const(want))
        cols << db::quoteIdentifier(c);
    return QStringLiteral("CREATE INDEX ") +
           db::quoteIdentifier(m.table + QStringLiteral("_asof")) + QStringLiteral(" ON ") +
           db::quoteIdentifier(m.table) + u'(' + cols.join(u", ") + QStringLiteral(");");
}

} // namespace idscope::analysis
