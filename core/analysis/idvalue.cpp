#include "analysis/idvalue.h"

#include "db/pgsource.h"

#include "ids/codecs.h"
#include "ids/detector.h"
#include "ids/instantinput.h"
#include "ids/reverse.h"

#include <QRegularExpression>

#include <algorithm>

namespace idscope::analysis {

namespace {

// Text with the letter case the column stores (ULIDs upper, UUIDs lower by default).
QString inColumnCase(const QString& canonical, const QVariantList& sample)
{
    for (const QVariant& v : sample) {
        if (v.typeId() != QMetaType::QString)
            continue;
        bool lower = false;
        bool upper = false;
        for (QChar c : v.toString()) {
            lower = lower || c.isLower();
            upper = upper || c.isUpper();
        }
        if (lower && !upper)
            return canonical.toLower();
        if (upper && !lower)
            return canonical.toUpper();
        return canonical;
    }
    return canonical;
}

// The 16 bytes of a UUID/ULID reading in the byte order the column stores.
QByteArray idBytes(const Decoded& d, quint8 columnProfile, bool uuid)
{
    QByteArray b(reinterpret_cast<const char*>(d.bytes.data()), qMin<int>(d.size, 16));
    if (uuid && columnProfile != 0 && b.size() == 16) { // .NET Guid.ToByteArray() order
        std::reverse(b.begin(), b.begin() + 4);
        std::reverse(b.begin() + 4, b.begin() + 6);
        std::reverse(b.begin() + 6, b.begin() + 8);
    }
    return b;
}

// "x'ABCD'" and "0x…" spellings of a BLOB reduced to the hex digits the detector reads.
QString strippedId(QString s)
{
    s = s.trimmed();
    if (s.startsWith(QLatin1String("x'"), Qt::CaseInsensitive) && s.endsWith(QLatin1Char('\'')))
        s = s.mid(2, s.size() - 3);
    else if (s.startsWith(QLatin1String("0x"), Qt::CaseInsensitive) && s.size() == 34)
        s = s.mid(2);
    return s;
}

void detectText(const QString& s, Format forced, Candidates& out)
{
    DecodeOptions o;
    o.forced = forced;
    const QByteArray u = s.toUtf8();
    Detector(o).detect(IdInput::text(std::string_view(u.constData(), std::size_t(u.size()))), out);
}

// The field of a reading that spells it as the column's text values do, when they use a
// Snowflake spelling other than decimal (Instagram shortcodes, SnowID base62); "" otherwise.
const char* sampleSpellingField(Format f, const QVariantList& sample)
{
    const auto text = std::find_if(sample.cbegin(), sample.cend(), [](const QVariant& v) {
        return v.typeId() == QMetaType::QString;
    });
    if (text == sample.cend() || !isIntegerFormat(f))
        return "";
    Candidates c;
    detectText(text->toString(), f, c);
    if (c.empty() || !c[0].valid())
        return "";
    switch (SnowflakeSpelling(c[0].spelling)) {
    case SnowflakeSpelling::Shortcode:
        return "shortcode";
    case SnowflakeSpelling::Base62:
        return "base62";
    default:
        return "";
    }
}

// A bound (canonical text of `f`) spelled as the column's text values are: a 16-byte ID kept as
// 32 hex digits or in the 8-4-4-4-12 form (a UUID without hyphens, a Timeflake in hex) compares
// as that text, and letter case follows the values where the format ignores it.
QString inColumnSpelling(Format f, const QString& canonical, const QVariantList& sample)
{
    static const QRegularExpression hexForm(
        QStringLiteral("^[0-9A-Fa-f]{8}(-?)[0-9A-Fa-f]{4}\\1[0-9A-Fa-f]{4}\\1[0-9A-Fa-f]{4}\\1["
                       "0-9A-Fa-f]{12}$"));
    const auto text = std::find_if(sample.cbegin(), sample.cend(), [](const QVariant& v) {
        return v.typeId() == QMetaType::QString;
    });
    const QRegularExpressionMatch m =
        text == sample.cend() ? QRegularExpressionMatch() : hexForm.match(text->toString());
    QString out = canonical;
    if (m.hasMatch() && text->toString().size() != canonical.size()) {
        Candidates c;
        detectText(canonical, f, c);
        for (const Decoded& d : c) {
            if (!d.valid() || d.size != 16)
                continue;
            out = QString::fromLatin1(
                QByteArray(reinterpret_cast<const char*>(d.bytes.data()), 16).toHex());
            if (!m.captured(1).isEmpty())
                out.insert(20, u'-').insert(16, u'-').insert(12, u'-').insert(8, u'-');
            return inColumnCase(out, sample);
        }
    }
    return isCaseInsensitiveText(f) ? inColumnCase(out, sample) : out;
}

// A bound of boundsFor() (canonical text of `f`) in the column's storage class.
QVariant boundValue(const ColumnProfile& p, Format f, const QString& canonical,
                    const QVariantList& sample)
{
    switch (IdValue::dominantStorage(p)) {
    case db::StorageClass::Integer: {
        bool ok = false;
        const qint64 v = canonical.toLongLong(&ok); // decimal text: exact, never via double
        return ok ? QVariant(v) : QVariant();
    }
    case db::StorageClass::Real: {
        bool ok = false;
        const double v = canonical.toDouble(&ok);
        return ok ? QVariant(v) : QVariant();
    }
    case db::StorageClass::Blob: {
        Candidates c;
        detectText(canonical, f, c);
        for (const Decoded& d : c) {
            if (d.valid() && d.size >= 16)
                return QVariant(idBytes(d, p.dominantProfile, isUuid(d.format)));
        }
        return {};
    }
    default:
        // Shortcodes and base62 text do not sort as their numbers (A-Z come before a-z and
        // 0-9 in neither order, and lengths differ): no range of their text is a range of IDs.
        if (*sampleSpellingField(f, sample))
            return {};
        return inColumnSpelling(f, canonical, sample);
    }
}

} // namespace

db::StorageClass IdValue::dominantStorage(const ColumnProfile& p)
{
    using db::StorageClass;
    StorageClass best = StorageClass::Null;
    qint64 most = 0;
    for (StorageClass sc :
         {StorageClass::Integer, StorageClass::Real, StorageClass::Text, StorageClass::Blob}) {
        if (p.storage[std::size_t(sc)] > most) {
            best = sc;
            most = p.storage[std::size_t(sc)];
        }
    }
    return best;
}

namespace {

// A reading of `text` as an ID of the column (its own format first), or the bytes themselves
// for the hex of a 16-byte BLOB that is not a UUID (a binary ULID): then `*bytes` is set.
std::optional<Decoded> readingOf(const ColumnProfile& p, const QString& text, QByteArray* bytes,
                                 QString* why)
{
    if (!p.dominant) {
        *why = IdValue::tr("%1 is not an ID column.").arg(p.column);
        return std::nullopt;
    }
    const Format f = *p.dominant;
    const QString s = strippedId(text);
    static const QRegularExpression hex32(QStringLiteral("^[0-9A-Fa-f]{32}$"));
    if (IdValue::dominantStorage(p) == db::StorageClass::Blob && !isUuid(f) &&
        hex32.match(s).hasMatch()) {
        *bytes = QByteArray::fromHex(s.toLatin1());
        return std::nullopt;
    }
    Candidates c;
    // A UUID column may mix versions (v4 before a migration, v7 after): accept any UUID.
    detectText(s, isUuid(f) ? Format::UuidOther : f, c);
    const Decoded* best = nullptr;
    for (const Decoded& d : c) {
        if (d.valid() && (!best || (d.format == f && best->format != f)))
            best = &d;
    }
    if (!best) {
        // The title may end in "ID" itself ("TikTok ID"): never "a TikTok ID ID".
        *why = IdValue::tr("\"%1\" is not a valid %2.").arg(text.trimmed(), formatDisplayTitle(f));
        return std::nullopt;
    }
    return *best;
}

// The reading in storage class `sc` as the column writes it there; invalid when the reading
// has no such form (a UUID as an integer).
QVariant inStorage(const ColumnProfile& p, const Decoded& d, db::StorageClass sc,
                   const QVariantList& sample)
{
    switch (sc) {
    case db::StorageClass::Integer:
        return d.size == 0 ? QVariant(qint64(d.u64)) : QVariant();
    case db::StorageClass::Blob:
        return d.size >= 16 ? QVariant(idBytes(d, p.dominantProfile, isUuid(d.format)))
                            : QVariant();
    case db::StorageClass::Text: {
        const Reading r = describe(d);
        if (const char* key = sampleSpellingField(d.format, sample); *key) {
            for (const Field& f : r.fields) {
                if (f.key == QLatin1String(key))
                    return f.value;
            }
        }
        return inColumnCase(r.canonical, sample);
    }
    default:
        return {};
    }
}

db::RangeFilter equality(const ColumnProfile& p, const QVariant& v)
{
    db::RangeFilter f{p.column, v, v};
    if (v.typeId() == QMetaType::QString)
        f.letterCase = IdValue::letterCase(p);
    return f;
}

} // namespace

QVariant IdValue::stored(const ColumnProfile& p, const QString& text, const QVariantList& sample,
                         QString* why)
{
    QByteArray bytes;
    const std::optional<Decoded> d = readingOf(p, text, &bytes, why);
    if (!d)
        return bytes.isEmpty() ? QVariant() : QVariant(bytes);
    const QVariant v = inStorage(p, *d, dominantStorage(p), sample);
    return v.isValid() ? v : inStorage(p, *d, db::StorageClass::Text, sample);
}

bool IdValue::caseInsensitive(Format f)
{
    return isCaseInsensitiveText(f);
}

db::LetterCase IdValue::letterCase(const ColumnProfile& p)
{
    if (!p.dominant || !caseInsensitive(*p.dominant))
        return db::LetterCase::Exact;
    const bool mixed = std::any_of(p.anomalies.begin(), p.anomalies.end(), [](const Anomaly& a) {
        return a.kind == AnomalyKind::MixedCase && a.count > 0;
    });
    return mixed ? db::LetterCase::AnyMixed : db::LetterCase::Any;
}

QList<db::RangeFilter> IdValue::matches(const ColumnProfile& p, const QString& text,
                                        const QVariantList& sample, QString* why)
{
    const QVariant v = stored(p, text, sample, why);
    if (!v.isValid())
        return {};
    QList<db::RangeFilter> out{equality(p, v)};
    QByteArray bytes;
    QString ignored;
    const std::optional<Decoded> d = readingOf(p, text, &bytes, &ignored);
    if (!d)
        return out;
    // The other storage classes: a code path that kept the string wrote a few UUIDs of a BLOB
    // column as TEXT, and `=` never matches across classes. Tried even when the profile saw
    // none (a sample may miss the few): each form costs one index seek more.
    for (const db::StorageClass sc :
         {db::StorageClass::Integer, db::StorageClass::Text, db::StorageClass::Blob}) {
        const QVariant w = inStorage(p, *d, sc, sample);
        const bool known = std::any_of(out.begin(), out.end(), [&](const db::RangeFilter& f) {
            return f.lower.typeId() == w.typeId();
        });
        if (w.isValid() && !known)
            out << equality(p, w);
    }
    return out;
}

bool IdValue::readRange(const QString& from, const QString& to, const DisplayZone& zone,
                        qint64 nowMs, std::optional<Instant>& a, std::optional<Instant>& b,
                        QString* why)
{
    a.reset();
    b.reset();
    for (const auto& [text, out] : {std::pair{from.trimmed(), &a}, std::pair{to.trimmed(), &b}}) {
        if (text.isEmpty())
            continue;
        const InstantInput r = parseInstantInput(text, zone, nowMs);
        if (!r.ok()) {
            *why = notAnInstantMessage(text);
            return false;
        }
        *out = r.instant;
    }
    if (!a && !b) {
        *why = tr("Enter a start or an end instant (or both).");
        return false;
    }
    if (a && b && *b < *a)
        std::swap(a, b);
    return true;
}

bool IdValue::comparesAsInstants(const db::TableInfo& t, const QString& column)
{
    return db::isPgTimestamp(t, column);
}

std::optional<db::RangeFilter> IdValue::timestampRange(const QString& column, const QString& from,
                                                       const QString& to, const DisplayZone& zone,
                                                       qint64 nowMs, QString* why)
{
    std::optional<Instant> a;
    std::optional<Instant> b;
    if (!readRange(from, to, zone, nowMs, a, b, why))
        return std::nullopt;
    // The server stores microseconds: the start rounds up to one (no earlier value passes),
    // the end down (its own microsecond is still inside).
    if (a && a->nanos % 1000 != 0) {
        const qint32 up = a->nanos + (1000 - a->nanos % 1000);
        *a = up >= 1000000000 ? Instant{a->seconds + 1, 0} : Instant{a->seconds, up};
    }
    db::RangeFilter r;
    r.column = column;
    if (a)
        r.lower = toRfc3339(*a, Precision::Microsecond);
    if (b)
        r.upper = toRfc3339(*b, Precision::Microsecond);
    return r;
}

std::optional<db::RangeFilter> IdValue::instantRange(const ColumnProfile& p, const QString& from,
                                                     const QString& to, const QVariantList& sample,
                                                     const DisplayZone& zone, qint64 nowMs,
                                                     QString* why)
{
    if (!p.dominant || !formatInfo(*p.dominant).reversible) {
        *why = tr("Choose an ID column whose IDs carry an instant.");
        return std::nullopt;
    }
    const Format f = *p.dominant;
    std::optional<Instant> a;
    std::optional<Instant> b;
    if (!readRange(from, to, zone, nowMs, a, b, why))
        return std::nullopt;
    if (p.dominantProfile != 0 && isUuid(f) && dominantStorage(p) == db::StorageClass::Blob) {
        *why = tr("This column stores UUIDs in .NET byte order, which is not time-ordered: a "
                  "range of instants is not a range of keys.");
        return std::nullopt;
    }
    // One call gives both ends; an open end reuses the other instant and is then dropped.
    const IdBounds bounds = boundsFor(f, a ? *a : *b, b ? *b : *a, {}, p.dominantProfile);
    if (!bounds.ok) {
        *why = tr("No %1 bounds for this range: %2").arg(formatDisplayTitle(f), bounds.error);
        return std::nullopt;
    }
    db::RangeFilter r;
    r.column = p.column;
    if (a)
        r.lower = boundValue(p, f, bounds.lower, sample);
    if (b)
        r.upper = boundValue(p, f, bounds.upper, sample);
    if ((a && !r.lower.isValid()) || (b && !r.upper.isValid())) {
        *why = *sampleSpellingField(f, sample)
                   ? tr("%1 holds its IDs as shortcodes, whose text does not sort as the IDs do: "
                        "filter on the numeric ID instead.")
                         .arg(p.column)
                   : tr("The bounds cannot be written in the way %1 stores its values.")
                         .arg(p.column);
        return std::nullopt;
    }
    // A UUID column may mix versions: another version's random bytes between the bounds carry
    // no instant of the range.
    if (const int v = uuidVersionOf(f); v > 0)
        r.uuidVersion = v;
    // A TEXT column may hold the same IDs in another case than its sample: match them all.
    if ((!a || r.lower.typeId() == QMetaType::QString) &&
        (!b || r.upper.typeId() == QMetaType::QString))
        r.letterCase = letterCase(p);
    return r;
}

} // namespace idscope::analysis
