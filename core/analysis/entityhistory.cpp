#include "analysis/entityhistory.h"

#include "analysis/asof.h"

#include "db/connection.h"
#include "db/sqlnames.h"
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
void nameAuthors(db::Connection& c, const VersionTableMapping& m, EntityHistory& h)
{
    if (m.author.isEmpty() || h.versions.isEmpty())
        return;
    const AuthorDirectory d = findAuthorDirectory(db::readSchema(c), m);
    if (d.table.isEmpty())
        return;
    db::Statement st =
        c.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ? LIMIT 1")
                      .arg(db::quoteIdentifier(d.label), db::quoteIdentifier(d.table),
                           db::quoteIdentifier(d.key)));
    if (!st.isValid())
        return;
    QHash<QString, QString> names;
    for (HistoryVersion& v : h.versions) {
        if (v.author.isNull())
            continue;
        const QString key = v.author.toString();
        if (!names.contains(key)) {
            st.reset();
            bindValue(st, 1, v.author);
            names.insert(key, st.next() ? st.text(0) : QString());
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

EntityHistory history(db::Connection& c, const VersionTableMapping& m,
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
    QStringList cols{db::quoteIdentifier(m.versionNumber), db::quoteIdentifier(m.changedAt)};
    auto optional = [&cols](const QString& name) {
        if (name.isEmpty())
            return -1;
        cols << db::quoteIdentifier(name);
        return int(cols.size()) - 1;
    };
    const int authorCol = optional(m.author);
    const int idCol = optional(m.versionId);
    const int markerCol = optional(m.deleteMarker);
    const int payloadCol = int(cols.size());
    for (const QString& p : m.payload)
        cols << db::quoteIdentifier(p);
    QStringList where;
    for (const QString& col : identity)
        where << db::quoteIdentifier(col) + QStringLiteral(" IS ?");
    const QString tail = QStringLiteral(" FROM ") + db::quoteIdentifier(m.table) +
                         QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND ")) +
                         QStringLiteral(" ORDER BY ") + db::quoteIdentifier(m.versionNumber);
    QString err;
    int base = 1;
    db::Statement s = c.prepare(QString(QStringLiteral("SELECT rowid, ") + cols.join(u", ") + tail +
                                        QStringLiteral(", rowid")),
                                &err);
    if (!s.isValid()) {
        base = 0;
        s = c.prepare(QString(QStringLiteral("SELECT ") + cols.join(u", ") + tail), &err);
    }
    if (!s.isValid()) {
        h.error = err;
        return h;
    }
    for (int i = 0; i < entityKey.size(); ++i)
        bindValue(s, i + 1, entityKey[i]);

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
    nameAuthors(c, m, h);
    return h;
}

InstantDiff diffBetween(db::Connection& c, const VersionTimeline& tl, const Instant& t1,
                        const Instant& t2)
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
    const VersionRows fetched = fetchVersionRows(c, tl.mapping(), refs);
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

InstantDiff diffBetween(db::Connection& c, const VersionTableMapping& m, const Instant& t1,
                        const Instant& t2)
{
    const VersionTimeline tl = VersionTimeline::load(c, m);
    return diffBetween(c, tl, t1, t2);
}

} // namespace idscope::analysis
