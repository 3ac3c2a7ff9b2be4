#include "analysis/versionrows.h"

#include "db/schema.h"
#include "db/source.h"
#include "ids/codecs.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace idscope::analysis {

namespace {

using db::StorageClass;

constexpr qint64 kJulianEpochMs = 210866760000000; // Julian day 2440587.5 in ms

qint64 perSecondFor(InstantUnit u)
{
    switch (u) {
    case InstantUnit::UnixSeconds:
        return 1;
    case InstantUnit::UnixMillis:
    case InstantUnit::JulianDay:
        return 1000;
    case InstantUnit::UnixMicros:
    case InstantUnit::Rfc3339Text:
        return 1000000;
    }
    return 1;
}

std::optional<qint64> julianMs(double jd)
{
    // As SQLite reads a Julian day: round(jd × 86400000) ms, within its 0..5373484 range.
    if (!(jd >= 0 && jd < 5373484.5))
        return std::nullopt;
    return qint64(std::floor(jd * 86400000.0 + 0.5)) - kJulianEpochMs;
}

std::optional<qint64> integerFromText(std::string_view v)
{
    qint64 out = 0;
    const auto r = std::from_chars(v.data(), v.data() + v.size(), out);
    if (r.ec != std::errc() || r.ptr != v.data() + v.size())
        return std::nullopt;
    return out;
}

// The stored instant as a key in the unit's scale (see perSecondFor); nullopt when unreadable.
struct StoredValue {
    StorageClass type = StorageClass::Null;
    qint64 integer = 0;
    double real = 0;
    std::string_view text;
};

std::optional<qint64> keyOf(const StoredValue& v, InstantUnit unit, Candidates& scratch)
{
    switch (unit) {
    case InstantUnit::UnixSeconds:
    case InstantUnit::UnixMillis:
    case InstantUnit::UnixMicros:
        if (v.type == StorageClass::Integer)
            return v.integer;
        if (v.type == StorageClass::Real && std::isfinite(v.real) && std::fabs(v.real) < 9.2e18)
            return qint64(std::floor(v.real));
        if (v.type == StorageClass::Text)
            return integerFromText(v.text);
        return std::nullopt;
    case InstantUnit::JulianDay:
        if (v.type == StorageClass::Integer)
            return v.integer >= 0 && v.integer < 5373485 ? julianMs(double(v.integer))
                                                         : std::nullopt;
        if (v.type == StorageClass::Real)
            return julianMs(v.real);
        if (v.type == StorageClass::Text) {
            double d = 0;
            const auto r = std::from_chars(v.text.data(), v.text.data() + v.text.size(), d);
            if (r.ec != std::errc() || r.ptr != v.text.data() + v.text.size())
                return std::nullopt;
            return julianMs(d);
        }
        return std::nullopt;
    case InstantUnit::Rfc3339Text: {
        if (v.type != StorageClass::Text)
            return std::nullopt;
        scratch.clear();
        DecodeOptions opt;
        opt.nowMs = 1; // no "now" needed; avoids reading the clock per row
        opt.forced = Format::Rfc3339;
        parseTimestamp(IdInput::text(v.text), opt, scratch);
        for (const Decoded& d : scratch) {
            qint64 us = 0;
            if (d.format == Format::Rfc3339 && d.valid() && d.hasInstant && d.instant.toUnixUs(us))
                return us;
        }
        return std::nullopt;
    }
    }
    return std::nullopt;
}

StoredValue storedAt(const db::Rows& s, int col)
{
    const db::RowValue r = s.valueAt(col);
    StoredValue v;
    v.type = r.sc;
    v.integer = r.integer;
    v.real = r.real;
    if (v.type == StorageClass::Text)
        v.text = r.bytes;
    return v;
}

Instant instantFromKey(qint64 key, qint64 perSecond)
{
    if (perSecond == 1)
        return Instant::fromUnixSeconds(key);
    if (perSecond == 1000)
        return Instant::fromUnixMs(key);
    return Instant::fromUnixUs(key);
}

} // namespace

qint64 instantKeysPerSecond(InstantUnit u)
{
    return perSecondFor(u);
}

Instant instantFromKey(qint64 key, InstantUnit u)
{
    return instantFromKey(key, perSecondFor(u));
}

Precision precisionForKeys(qint64 perSecond)
{
    return perSecond >= 1000000 ? Precision::Microsecond
           : perSecond >= 1000  ? Precision::Millisecond
                                : Precision::Second;
}

Precision coarsestExactPrecision(const QList<Instant>& instants)
{
    qint64 perSecond = 1;
    for (const Instant& t : instants) {
        if (t.nanos % 1000000 != 0)
            return Precision::Microsecond;
        if (t.nanos != 0)
            perSecond = 1000;
    }
    return precisionForKeys(perSecond);
}

std::optional<qint64> storedInstantKey(const db::Rows& s, int column, InstantUnit unit,
                                       Candidates& scratch)
{
    return keyOf(storedAt(s, column), unit, scratch);
}

QStringList entityIdentityColumns(const VersionTableMapping& m)
{
    QStringList cols;
    if (!m.entityType.isEmpty())
        cols << m.entityType;
    cols << m.entityKey;
    return cols;
}

EntityIdentity splitKey(const VersionTableMapping& m, const QVariant& type, const QVariantList& key)
{
    EntityIdentity e;
    if (!m.entityType.isEmpty())
        e.type = type;
    qsizetype idAt = -1;
    for (qsizetype i = 0; i < key.size() && i < m.entityKey.size(); ++i) {
        if (m.entityKey[i].compare(m.entityType, Qt::CaseInsensitive) != 0)
            idAt = i;
    }
    if (idAt < 0) // the key is the type column alone
        idAt = key.size() - 1;
    for (qsizetype i = 0; i < key.size() && i < m.entityKey.size(); ++i) {
        if (i == idAt)
            e.id = key[i];
        else if (m.entityKey[i].compare(m.entityType, Qt::CaseInsensitive) != 0)
            e.further.append({m.entityKey[i], key[i]});
    }
    return e;
}

EntityIdentity splitIdentity(const VersionTableMapping& m, const QVariantList& identity)
{
    if (m.entityType.isEmpty())
        return splitKey(m, {}, identity);
    return splitKey(m, identity.value(0), identity.mid(1));
}

QVariant columnValue(const db::Rows& s, int column)
{
    const db::RowValue v = s.valueAt(column);
    switch (v.sc) {
    case StorageClass::Null:
        return {};
    case StorageClass::Integer:
        return QVariant(qlonglong(v.integer));
    case StorageClass::Real:
        return QVariant(v.real);
    case StorageClass::Text:
        return QVariant(QString::fromUtf8(v.bytes.data(), qsizetype(v.bytes.size())));
    case StorageClass::Blob:
        return QVariant(QByteArray(v.bytes.data(), qsizetype(v.bytes.size())));
    }
    return {};
}

std::optional<Instant> instantFromStored(const QVariant& v, InstantUnit unit)
{
    StoredValue sv;
    QByteArray utf8;
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
        sv.type = StorageClass::Integer;
        sv.integer = v.toLongLong();
        break;
    case QMetaType::Double:
        sv.type = StorageClass::Real;
        sv.real = v.toDouble();
        break;
    case QMetaType::QString:
        sv.type = StorageClass::Text;
        utf8 = v.toString().toUtf8();
        sv.text = std::string_view(utf8.constData(), std::size_t(utf8.size()));
        break;
    default:
        return std::nullopt;
    }
    Candidates scratch;
    const auto key = keyOf(sv, unit, scratch);
    if (!key)
        return std::nullopt;
    return instantFromKey(*key, perSecondFor(unit));
}

VersionRows fetchVersionRows(db::Source& c, const db::Schema& schema, const VersionTableMapping& m,
                             const QList<VersionRef>& refs)
{
    VersionRows out;
    QList<VersionRow>& rows = out.rows;
    rows.reserve(refs.size());
    for (const VersionRef& r : refs) {
        VersionRow row;
        row.ref = r;
        rows.append(row);
    }
    const db::TableInfo* table = schema.table(m.table);
    if (!table) {
        out.error = QCoreApplication::translate("idscope::analysis", "cannot read the table");
        return out;
    }
    QStringList cols{m.changedAt};
    if (!m.author.isEmpty())
        cols << m.author;
    cols << m.payload;
    auto fill = [&](VersionRow& row, const db::Rows& s, int base) {
        row.found = true;
        row.changedAt = columnValue(s, base);
        int i = base + 1;
        if (!m.author.isEmpty())
            row.author = columnValue(s, i++);
        for (int p = 0; p < m.payload.size(); ++p)
            row.payload.append(columnValue(s, i++));
    };
    auto failed = [&](const std::unique_ptr<db::Rows>& s, const QString& err) {
        if (!s)
            out.error = err.isEmpty() ? QCoreApplication::translate("idscope::analysis",
                                                                    "cannot read the table")
                                      : err;
        else if (s->failed())
            out.error = s->error();
        return !out.error.isEmpty();
    };

    // Rowids: one read that seeks each (sorted, once), matched back by rowid.
    QHash<qint64, QList<int>> byRowid;
    for (int i = 0; i < rows.size(); ++i) {
        if (rows[i].ref.rowid >= 0)
            byRowid[rows[i].ref.rowid].append(i);
    }
    if (!byRowid.isEmpty()) {
        db::RowSample seeks;
        seeks.kind = db::RowSample::Kind::Rowids;
        for (auto it = byRowid.cbegin(); it != byRowid.cend(); ++it)
            seeks.rows.push_back(it.key());
        std::sort(seeks.rows.begin(), seeks.rows.end());
        db::ReadRequest read;
        read.table = table;
        for (const QString& col : std::as_const(cols))
            read.columns.append({col, 0});
        read.withRowLocator = true;
        read.sample = &seeks;
        QString err;
        const std::unique_ptr<db::Rows> s = c.read(read, &err);
        while (s && s->next()) {
            for (int idx : byRowid.value(s->int64(0)))
                fill(rows[idx], *s, 1);
        }
        if (failed(s, err))
            return out;
    }
    // No rowid: one probe per version by entity identity and version number.
    const QStringList identity = entityIdentityColumns(m);
    for (VersionRow& row : rows) {
        if (row.ref.rowid >= 0 || row.ref.entityKey.size() != identity.size())
            continue;
        db::MatchRequest probe;
        probe.table = table;
        probe.columns = cols;
        for (qsizetype i = 0; i < identity.size(); ++i)
            probe.match.append({identity[i], row.ref.entityKey[i]});
        probe.match.append({m.versionNumber, QVariant(qlonglong(row.ref.versionNumber))});
        probe.limit = 1;
        QString err;
        const std::unique_ptr<db::Rows> s = c.readMatching(probe, &err);
        if (s && s->next())
            fill(row, *s, 0);
        if (failed(s, err))
            return out;
    }
    return out;
}

} // namespace idscope::analysis
