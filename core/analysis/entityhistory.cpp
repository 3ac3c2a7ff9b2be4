#include "analysis/entityhistory.h"

#include "analysis/asof.h"

#include "db/schema.h"
#include "db/source.h"
#include "ids/detector.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace idscope::analysis {

namespace {

std::optional<QJsonObject> jsonObject(const QVariant& v)
{
    if (v.typeId() != QMetaType::QString)
        return std::nullopt;
    const QJsonDocument doc = QJsonDocument::fromJson(v.toString().toUtf8());
    if (!doc.isObject())
        return std::nullopt;
    return doc.object();
}

bool jsonDeleted(const QVariant& v)
{
    const auto o = jsonObject(v);
    if (!o)
        return false;
    const QJsonValue d = o->value(QLatin1String("deleted"));
    return d.isBool() ? d.toBool() : (d.isDouble() && d.toDouble() != 0);
}

std::optional<Instant> idInstantOf(const QVariant& v, const Detector& det)
{
    QByteArray bytes;
    IdInput in;
    switch (v.typeId()) {
    case QMetaType::LongLong:
        in = IdInput::fromInteger(v.toLongLong());
        break;
    case QMetaType::QString:
        bytes = v.toString().toUtf8();
        in = IdInput::text({bytes.constData(), std::size_t(bytes.size())});
        break;
    case QMetaType::QByteArray:
        bytes = v.toByteArray();
        in = IdInput::blob(bytes.constData(), int(bytes.size()));
        break;
    default:
        return std::nullopt;
    }
    Candidates c;
    det.detect(in, c);
    if (c.empty() || !c[0].valid() || !c[0].hasInstant)
        return std::nullopt;
    return c[0].instant;
}

// How long one step of the stored instant lasts, in ms (at least 1).
qint64 unitMs(InstantUnit u)
{
    return u == InstantUnit::UnixSeconds ? 1000 : 1;
}

} // namespace

QList<FieldChange> diffPayloads(const QStringList& columns, const QVariantList& before,
                                const QVariantList& after)
{
    QList<FieldChange> out;
    for (int i = 0; i < columns.size(); ++i) {
        const bool had = i < before.size();
        const QVariant oldV = had ? before[i] : QVariant();
        const QVariant newV = i < after.size() ? after[i] : QVariant();
        const auto oldObj = had ? jsonObject(oldV) : std::optional<QJsonObject>(QJsonObject());
        const auto newObj = jsonObject(newV);
        if (oldObj && newObj) {
            // Both JSON objects: by key, in key order (QJsonObject keeps keys sorted).
            QStringList keys = oldObj->keys() + newObj->keys();
            std::sort(keys.begin(), keys.end());
            keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
            for (const QString& k : keys) {
                const bool inOld = oldObj->contains(k), inNew = newObj->contains(k);
                const QJsonValue a = oldObj->value(k), b = newObj->value(k);
                if (inOld && inNew && a == b)
                    continue;
                FieldChange fc;
                fc.kind = !inOld
                              ? FieldChange::Kind::Added
                              : (!inNew ? FieldChange::Kind::Removed : FieldChange::Kind::Changed);
                fc.column = columns[i];
                fc.key = k;
                if (inOld)
                    fc.oldValue = a.toVariant();
                if (inNew)
                    fc.newValue = b.toVariant();
                out.append(fc);
            }
            continue;
        }
        if (had && oldV == newV && oldV.typeId() == newV.typeId())
            continue;
        if (!had && newV.isNull())
            continue;
        FieldChange fc;
        fc.kind = had ? FieldChange::Kind::Changed : FieldChange::Kind::Added;
        fc.column = columns[i];
        fc.oldValue = oldV;
        fc.newValue = newV;
        out.append(fc);
    }
    return out;
}

AuthorDirectory findAuthorDirectory(const db::Schema& schema, const VersionTableMapping& m);

namespace {

// Fills authorName from the author directory, one lookup per distinct author. A users table
// that cannot be read leaves the names empty: the raw value is still shown.
void nameAuthors(db::Source& c, const db::Schema& schema, const VersionTableMapping& m,
                 EntityHistory& h)
{
    if (m.author.isEmpty() || h.versions.isEmpty())
        return;
    const AuthorDirectory d = findAuthorDirectory(schema, m);
    const db::TableInfo* users = d.table.isEmpty() ? nullptr : schema.table(d.table);
    if (!users)
        return;
    QHash<QString, QString> names;
    for (HistoryVersion& v : h.versions) {
        if (v.author.isNull())
            continue;
        const QString key = v.author.toString();
        if (!names.contains(key)) {
            db::MatchRequest r;
            r.table = users;
            r.columns = {d.label};
            r.match = {{d.key, v.author}};
            r.limit = 1;
            QString err;
            const std::unique_ptr<db::Rows> s = c.readMatching(r, &err);
            names.insert(key, s && s->next() ? columnValue(*s, 0).toString() : QString());
        }
        v.authorName = names.value(key);
    }
}

} // namespace

AuthorDirectory findAuthorDirectory(const db::Schema& schema, const VersionTableMapping& m)
{
    AuthorDirectory d;
    const db::TableInfo* versions = schema.table(m.table);
    if (m.author.isEmpty() || !versions)
        return d;
    auto labelOf = [](const db::TableInfo& t) {
        for (const char* want : {"name", "display_name", "full_name", "username", "login", "email"})
            for (const db::ColumnInfo& col : t.columns)
                if (col.name.compare(QLatin1String(want), Qt::CaseInsensitive) == 0)
                    return col.name;
        return QString();
    };
    auto singleKey = [](const db::TableInfo& t) {
        QString key;
        int n = 0;
        for (const db::ColumnInfo& col : t.columns)
            if (col.primaryKeyOrder > 0) {
                key = col.name;
                ++n;
            }
        return n == 1 ? key : QString();
    };
    for (const db::ForeignKey& fk : versions->foreignKeys) {
        const db::TableInfo* ref = schema.table(fk.table);
        if (fk.from.size() != 1 || fk.from.first().compare(m.author, Qt::CaseInsensitive) || !ref)
            continue;
        const QString key = fk.to.value(0).isEmpty() ? singleKey(*ref) : fk.to.value(0);
        if (!key.isEmpty() && !labelOf(*ref).isEmpty())
            return {ref->name, key, labelOf(*ref)};
    }
    for (const char* name : {"users", "accounts", "people", "members", "authors"}) {
        const db::TableInfo* t = schema.table(QString::fromLatin1(name));
        if (t && !singleKey(*t).isEmpty() && !labelOf(*t).isEmpty())
            return {t->name, singleKey(*t), labelOf(*t)};
    }
    return d;
}

EntityHistory history(db::Source& c, const db::Schema& schema, const VersionTableMapping& m,
                      const QVariantList& entityKey, const HistoryOptions& opt)
{
    EntityHistory h;
    h.entityKey = entityKey;
    const QStringList identity = entityIdentityColumns(m);
    if (!m.isValid() || entityKey.size() != identity.size()) {
        h.error = QCoreApplication::translate("idscope::analysis",
                                              "the entity key does not match the mapping");
        return h;
    }
    const db::TableInfo* table = schema.table(m.table);
    if (!table) {
        h.error = QCoreApplication::translate("idscope::analysis", "cannot read the table");
        return h;
    }
    db::MatchRequest r;
    r.table = table;
    r.columns = {m.versionNumber, m.changedAt};
    auto optional = [&r](const QString& name) {
        if (name.isEmpty())
            return -1;
        r.columns << name;
        return int(r.columns.size()) - 1;
    };
    const int authorCol = optional(m.author);
    const int idCol = optional(m.versionId);
    const int markerCol = optional(m.deleteMarker);
    const int payloadCol = int(r.columns.size());
    r.columns << m.payload;
    for (qsizetype i = 0; i < identity.size(); ++i)
        r.match.append({identity[i], entityKey[i]});
    r.orderBy = {m.versionNumber};
    r.withRowLocator = c.hasRowLocator(*table);
    const int base = r.withRowLocator ? 1 : 0;
    QString err;
    const std::unique_ptr<db::Rows> rows = c.readMatching(r, &err);
    if (!rows) {
        h.error = err;
        return h;
    }
    db::Rows& s = *rows;

    DecodeOptions dopt;
    const Detector det(dopt);
    const HistoryVersion* prev = nullptr;
    while (s.next()) {
        HistoryVersion v;
        v.rowid = base ? s.int64(0) : -1;
        v.versionNumber = s.int64(base);
        v.changedAt = columnValue(s, base + 1);
        v.instant = instantFromStored(v.changedAt, m.unit);
        if (!v.instant)
            v.flags |= FlagUnreadableInstant;
        if (authorCol >= 0)
            v.author = columnValue(s, base + authorCol);
        for (int p = 0; p < m.payload.size(); ++p)
            v.payload.append(columnValue(s, base + payloadCol + p));
        v.deleted = markerCol >= 0 && markerDeletes(columnValue(s, base + markerCol));
        for (int p = 0; m.jsonDeletedFlag && !v.deleted && p < v.payload.size(); ++p)
            v.deleted = jsonDeleted(v.payload[p]);
        if (idCol >= 0) {
            v.versionId = columnValue(s, base + idCol);
            v.idInstant = idInstantOf(v.versionId, det);
            if (v.idInstant && v.instant) {
                const qint64 lo = v.instant->unixMsFloor();
                const qint64 hi = lo + unitMs(m.unit); // exclusive
                const qint64 id = v.idInstant->unixMsFloor();
                v.idSkewMs = id < lo ? id - lo : (id >= hi ? id - (hi - 1) : 0);
                if (std::abs(v.idSkewMs) > opt.idToleranceMs)
                    v.flags |= FlagIdInstantMismatch;
            }
        }
        if (prev && prev->instant && v.instant && *v.instant < *prev->instant &&
            v.versionNumber > prev->versionNumber)
            v.flags |= FlagTimeWentBack;
        v.changes = diffPayloads(m.payload, prev ? prev->payload : QVariantList(), v.payload);
        h.versions.append(v);
        prev = &h.versions.constLast();
    }
    if (s.failed())
        h.error = s.error();
    nameAuthors(c, schema, m, h);
    return h;
}

InstantDiff diffBetween(db::Source& c, const db::Schema& schema, const VersionTimeline& tl,
                        const Instant& t1, const Instant& t2)
{
    InstantDiff d;
    d.from = t1;
    d.to = t2;
    if (!tl.error().isEmpty()) {
        d.error = tl.error();
        return d;
    }
    // Only entities with a version between the two instants can differ.
    const qint64 lo = std::min(tl.keyFloor(t1), tl.keyFloor(t2));
    const qint64 hi = std::max(tl.keyFloor(t1), tl.keyFloor(t2));
    auto firstAbove = [&tl](qint64 k) {
        int a = 0, b = tl.versionCount();
        while (a < b) {
            const int mid = a + (b - a) / 2;
            if (tl.version(mid).key <= k)
                a = mid + 1;
            else
                b = mid;
        }
        return a;
    };
    const int begin = firstAbove(lo), end = firstAbove(hi);
    QSet<int> seen;
    QList<int> touched;
    for (int i = begin; i < end; ++i) {
        const int e = int(tl.version(i).entity);
        if (!seen.contains(e)) {
            seen.insert(e);
            touched.append(e);
        }
    }
    std::sort(touched.begin(), touched.end());
    auto alive = [&tl](int v) { return v >= 0 && !tl.version(v).deleted; };
    QList<VersionRef> refs;
    for (int e : touched) {
        EntityChange ch;
        ch.entity = e;
        ch.fromVersion = tl.versionAt(e, t1);
        ch.toVersion = tl.versionAt(e, t2);
        if (ch.fromVersion == ch.toVersion)
            continue;
        const bool a = alive(ch.fromVersion), b = alive(ch.toVersion);
        if (!a && !b)
            continue;
        ch.entityKey = tl.entityKey(e);
        const int made = ch.toVersion >= 0 ? ch.toVersion : ch.fromVersion;
        ch.versionNumber = tl.version(made).number;
        ch.changedAt = tl.instantOf(made);
        if (!a) {
            d.created.append(ch);
        } else if (!b) {
            d.deleted.append(ch);
        } else {
            refs << tl.ref(ch.fromVersion) << tl.ref(ch.toVersion);
            d.changed.append(ch);
        }
    }
    const VersionRows fetched = fetchVersionRows(c, schema, tl.mapping(), refs);
    if (!fetched.error.isEmpty()) {
        d.error = fetched.error;
        return d;
    }
    const QList<VersionRow>& rows = fetched.rows;
    for (int i = 0; i < d.changed.size() && 2 * i + 1 < rows.size(); ++i)
        d.changed[i].changes =
            diffPayloads(tl.mapping().payload, rows[2 * i].payload, rows[2 * i + 1].payload);
    // A new version that repeats the data changed nothing: it is not listed as a change.
    // (Only when every payload was read and there is a payload to compare.)
    if (!tl.mapping().payload.isEmpty() && rows.size() >= 2 * d.changed.size()) {
        const qsizetype before = d.changed.size();
        d.changed.removeIf([](const EntityChange& e) { return e.changes.isEmpty(); });
        d.sameData = before - d.changed.size();
    }
    return d;
}

InstantDiff diffBetween(db::Source& c, const db::Schema& schema, const VersionTableMapping& m,
                        const Instant& t1, const Instant& t2)
{
    const VersionTimeline tl = VersionTimeline::load(c, schema, m);
    return diffBetween(c, schema, tl, t1, t2);
}

std::optional<QVariantList> entityNamed(db::Source& c, const db::Schema& schema,
                                        const VersionTableMapping& m, const QString& text)
{
    const db::TableInfo* table = schema.table(m.table);
    const QStringList parts = text.split(u'/');
    QStringList named; // the columns the parts give, in order
    for (const QString& k : m.entityKey) {
        if (k.compare(m.entityType, Qt::CaseInsensitive) != 0)
            named << k;
    }
    if (!m.entityType.isEmpty() && parts.size() == named.size() + 1)
        named.prepend(m.entityType);
    if (!table || parts.size() != named.size())
        return std::nullopt;
    // Text parts are compared in the columns' own types (the engine converts them), and the
    // identity is read back as stored.
    db::MatchRequest r;
    r.table = table;
    r.columns = entityIdentityColumns(m);
    for (qsizetype i = 0; i < named.size(); ++i)
        r.match.append({named[i], parts[i]});
    QString err;
    const std::unique_ptr<db::Rows> s = c.readMatching(r, &err);
    QList<QVariantList> found;
    while (s && s->next() && found.size() < 2) {
        QVariantList row;
        for (int i = 0; i < r.columns.size(); ++i)
            row << columnValue(*s, i);
        if (!found.contains(row))
            found << row;
    }
    if (found.size() != 1) // none, or an ID that several types share
        return std::nullopt;
    return found.first();
}

} // namespace idscope::analysis
