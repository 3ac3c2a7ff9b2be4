#include "analysis/versionrows.h"

#include "db/connection.h"
#include "db/sqlnames.h"
#include "ids/codecs.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace idscope::analysis {

namespace {

using db::Statement;
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

StoredValue storedAt(const Statement& s, int col)
{
    StoredValue v;
    v.type = s.type(col);
    if (v.type == StorageClass::Integer)
        v.integer = s.int64(col);
    else if (v.type == StorageClass::Real)
        v.real = s.real(col);
    else if (v.type == StorageClass::Text)
        v.text = s.textView(col);
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

std::optional<qint64> storedInstantKey(const db::Statement& s, int column, InstantUnit unit,
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

QVariant columnValue(const db::Statement& s, int column)
{
    switch (s.type(column)) {
    case StorageClass::Null:
        return {};
    case StorageClass::Integer:
        return QVariant(qlonglong(s.int64(column)));
    case StorageClass::Real:
        return QVariant(s.real(column));
    case StorageClass::Text:
        return QVariant(s.text(column));
    case StorageClass::Blob:
        return QVariant(s.blob(column));
    }
    return {};
}

void bindValue(db::Statement& s, int index, const QVariant& v)
{
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::Bool:
        s.bind(index, qint64(v.toLongLong()));
        break;
    case QMetaType::ULongLong:
        s.bind(index, qint64(v.toULongLong())); // the bit pattern SQLite would store
        break;
    case QMetaType::Double:
    case QMetaType::Float:
        s.bind(index, v.toDouble());
        break;
    case QMetaType::QByteArray:
        s.bindBlob(index, v.toByteArray());
        break;
    default:
        if (v.isNull())
            s.bindNull(index);
        else
            s.bind(index, v.toString());
        break;
    }
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

VersionRows fetchVersionRows(db::Connection& c, const VersionTableMapping& m,
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
    QStringList cols{db::quoteIdentifier(m.changedAt)};
    if (!m.author.isEmpty())
        cols << db::quoteIdentifier(m.author);
    for (const QString& p : m.payload)
        cols << db::quoteIdentifier(p);
    auto fill = [&](VersionRow& row, const Statement& s, int base) {
        row.found = true;
        row.changedAt = columnValue(s, base);
        int i = base + 1;
        if (!m.author.isEmpty())
            row.author = columnValue(s, i++);
        for (int p = 0; p < m.payload.size(); ++p)
            row.payload.append(columnValue(s, i++));
    };
    auto prepare = [&](const QString& sql) {
        Statement s = c.prepare(sql, &out.error);
        if (!s.isValid() && out.error.isEmpty())
            out.error = QCoreApplication::translate("idscope::analysis", "cannot read the table");
        return s;
    };
    const QString select = cols.join(u", ");
    const QString from = QStringLiteral(" FROM ") + db::quoteIdentifier(m.table);

    // Rowids: a few IN (…) queries, matched back by rowid.
    QHash<qint64, QList<int>> byRowid;
    for (int i = 0; i < rows.size(); ++i) {
        if (rows[i].ref.rowid >= 0)
            byRowid[rows[i].ref.rowid].append(i);
    }
    const QList<qint64> ids = byRowid.keys();
    constexpr int kChunk = 500;
    for (int at = 0; at < ids.size(); at += kChunk) {
        const int n = std::min<int>(kChunk, int(ids.size()) - at);
        QStringList marks;
        for (int i = 0; i < n; ++i)
            marks << QStringLiteral("?");
        Statement s =
            prepare(QString(QStringLiteral("SELECT rowid, ") + select + from +
                            QStringLiteral(" WHERE rowid IN (") + marks.join(u',') + u')'));
        if (!s.isValid())
            return out;
        for (int i = 0; i < n; ++i)
            s.bind(i + 1, ids[at + i]);
        while (s.next()) {
            for (int idx : byRowid.value(s.int64(0)))
                fill(rows[idx], s, 1);
        }
        if (s.failed()) {
            out.error = s.error();
            return out;
        }
    }
    // No rowid: one probe per version by entity identity and version number.
    const QStringList identity = entityIdentityColumns(m);
    QStringList where;
    for (const QString& col : identity)
        where << db::quoteIdentifier(col) + QStringLiteral(" IS ?");
    where << db::quoteIdentifier(m.versionNumber) + QStringLiteral(" = ?");
    Statement probe;
    for (VersionRow& row : rows) {
        if (row.ref.rowid >= 0 || row.ref.entityKey.size() != identity.size())
            continue;
        if (!probe.isValid()) {
            probe = prepare(QString(QStringLiteral("SELECT ") + select + from +
                                    QStringLiteral(" WHERE ") + where.join(u" AND ") +
                                    QStringLiteral(" LIMIT 1")));
            if (!probe.isValid())
                return out;
        }
        probe.reset();
        for (int i = 0; i < identity.size(); ++i)
            bindValue(probe, i + 1, row.ref.entityKey[i]);
        probe.bind(int(identity.size()) + 1, row.ref.versionNumber);
        if (probe.next())
            fill(row, probe, 0);
        else if (probe.failed()) {
            out.error = probe.error();
            return out;
        }
    }
    return out;
}

} // namespace idscope::analysis
