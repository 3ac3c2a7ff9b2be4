#include "columnprofile.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace idscope::analysis {

QString anomalyName(AnomalyKind k)
{
    switch (k) {
    case AnomalyKind::MixedCase:
        return QStringLiteral("mixed-case");
    case AnomalyKind::NonCanonical:
        return QStringLiteral("non-canonical");
    case AnomalyKind::StorageMismatch:
        return QStringLiteral("storage-mismatch");
    case AnomalyKind::CaseDuplicate:
        return QStringLiteral("case-duplicate");
    case AnomalyKind::Future:
        return QStringLiteral("future");
    case AnomalyKind::BeforeEpoch:
        return QStringLiteral("before-epoch");
    case AnomalyKind::MixedVersions:
        return QStringLiteral("mixed-versions");
    case AnomalyKind::ClockSkew:
        return QStringLiteral("clock-skew");
    case AnomalyKind::NotAnId:
        return QStringLiteral("not-an-id");
    case AnomalyKind::UlidInUuid:
        return QStringLiteral("ulid-in-uuid");
    case AnomalyKind::UlidExcludedLetters:
        return QStringLiteral("ulid-excluded-letters");
    case AnomalyKind::UlidNonMonotonic:
        return QStringLiteral("ulid-non-monotonic");
    case AnomalyKind::V7TopBit:
        return QStringLiteral("v7-top-bit");
    case AnomalyKind::Uuid1WrongEpoch:
        return QStringLiteral("uuid1-wrong-epoch");
    case AnomalyKind::KsuidWrap:
        return QStringLiteral("ksuid-wrap");
    case AnomalyKind::BackfillMinted:
        return QStringLiteral("backfill-minted");
    case AnomalyKind::V7DraftLayout:
        return QStringLiteral("v7-draft-layout");
    case AnomalyKind::SnowflakeWrongEpoch:
        return QStringLiteral("snowflake-wrong-epoch");
    }
    return QString();
}

QString anomalyDescription(AnomalyKind k)
{
    switch (k) {
    case AnomalyKind::MixedCase:
        return QCoreApplication::translate(
            "idscope::analysis",
            "Values are not all in one letter case: a byte-wise comparison treats the "
            "same ID in another case as a different value.");
    case AnomalyKind::NonCanonical:
        return QCoreApplication::translate(
            "idscope::analysis",
            "Values are spelled in a non-canonical form (braces, urn:uuid:, no hyphens, "
            "padding): lookups by the canonical spelling will not find them.");
    case AnomalyKind::StorageMismatch:
        return QCoreApplication::translate(
            "idscope::analysis",
            "Values are stored in another storage class than the rest of the column "
            "(TEXT among BLOB IDs or the reverse): SQLite never compares them equal, so "
            "a lookup silently matches nothing.");
    case AnomalyKind::CaseDuplicate:
        return QCoreApplication::translate(
            "idscope::analysis",
            "Two or more values differ only by letter case: they are the same ID to a "
            "parser, but different keys to SQLite.");
    case AnomalyKind::Future:
        return QCoreApplication::translate(
            "idscope::analysis",
            "Values carry an instant in the future. In AT Protocol TIDs (Bluesky record keys) "
            "this is a known generator bug: a client whose clock runs ahead, or records given "
            "TIDs of a future time, which then sort after every record written since.");
    case AnomalyKind::BeforeEpoch:
        return QCoreApplication::translate(
            "idscope::analysis",
            "Values carry an instant before the format's epoch or before it came into "
            "use.");
    case AnomalyKind::MixedVersions:
        return QCoreApplication::translate(
            "idscope::analysis",
            "Values of another version of the same family are mixed in (for example "
            "UUIDv4 rows in a UUIDv7 column): only the dominant version sorts by time.");
    case AnomalyKind::ClockSkew:
        return QCoreApplication::translate(
            "idscope::analysis",
            "The instant in the ID is far from the row's own timestamp column.");
    case AnomalyKind::NotAnId:
        return QCoreApplication::translate("idscope::analysis",
                                           "Values are not IDs of the column's format.");
    case AnomalyKind::UlidInUuid:
        return QCoreApplication::translate(
            "idscope::analysis",
            "16-byte values are ULIDs (or another 128-bit format with a 48-bit millisecond "
            "clock in front) stored where UUIDs are expected. Read as UUIDs they show random "
            "versions and no instant, and they are no UUIDv7 either: do not put a ULID into a "
            "UUID column or label its binary form UUIDv7. Store it as a ULID (26 characters or "
            "16 bytes declared as such), or mint real UUIDv7s.");
    case AnomalyKind::UlidExcludedLetters:
        return QCoreApplication::translate(
            "idscope::analysis",
            "ULIDs are spelled with letters Crockford's base32 leaves out: I and L, which "
            "decoders read as 1, O, read as 0, or U, which no decoder reads. They are written "
            "by hand or by an encoder with another base32 alphabet (RFC 4648's has all four); a "
            "lookup by the canonical spelling does not find them.");
    case AnomalyKind::UlidNonMonotonic:
        return QCoreApplication::translate(
            "idscope::analysis",
            "In a column of ULIDs that are otherwise monotonic within a millisecond (in rowid "
            "order, at least 90 % of the rows minted in the same millisecond as the row before "
            "have larger random bits, as a monotonic factory makes them), these rows' random bits "
            "do not increase over the row before: a second generator without the monotonic "
            "factory, another process, or a factory whose state was lost wrote them, and they "
            "do not sort in insertion order.");
    case AnomalyKind::V7TopBit:
        return QCoreApplication::translate(
            "idscope::analysis",
            "UUIDv7s whose 48-bit millisecond field has its top bit set, an instant after the "
            "year 6429: the generator filled the field from a negative or garbage clock value "
            "(a sign bug) or from a time in another unit, and the IDs sort after every real "
            "one.");
    case AnomalyKind::Uuid1WrongEpoch:
        return QCoreApplication::translate(
            "idscope::analysis",
            "UUIDv1/v6 instants fall before 1970, where the same 100-ns count read from 1970 "
            "instead of 1582-10-15 (12,219,292,800 s later) would be a plausible time up to "
            "now: the generator wrote Unix time into the Gregorian time field without adding "
            "the offset between the two epochs, so the IDs read as the 1580s to 1630s.");
    case AnomalyKind::KsuidWrap:
        return QCoreApplication::translate(
            "idscope::analysis",
            "KSUIDs read between 2106 and 2150 whose 32-bit time field, read as a signed "
            "offset from the KSUID epoch (1400000000, 2014-05-13), falls between 1970 and that "
            "epoch: the generator was given a time before 2014, and the negative offset wrapped "
            "around to the far future.");
    case AnomalyKind::BackfillMinted:
        return QCoreApplication::translate(
            "idscope::analysis",
            "IDs were minted more than a day after the row's own timestamp, in a column whose "
            "IDs otherwise agree with it: the backfill case, where imported or migrated records "
            "get IDs of the moment of the import while their timestamp keeps the original time, "
            "so the order of the IDs is not the order of the rows' times.");
    case AnomalyKind::V7DraftLayout:
        return QCoreApplication::translate(
            "idscope::analysis",
            "UUIDv7s whose RFC 9562 instant lies in the far future (after 2100) while their first "
            "36 bits, read as Unix seconds, give a time between 2020 and now: the generator "
            "follows the 2021 drafts of the format (draft-peabody-dispatch-new-uuid-format-01 "
            "and -02: 36 bits of Unix seconds, then 12 bits of the second's fraction) instead of "
            "RFC 9562's 48 bits of milliseconds. The field holds seconds times 4096, so read as "
            "milliseconds the time since 1970 is about 4.1 times too long; the IDs sort among "
            "themselves, but after every RFC 9562 UUIDv7.");
    case AnomalyKind::SnowflakeWrongEpoch:
        return QCoreApplication::translate(
            "idscope::analysis",
            "Snowflake IDs read under this profile sit one fixed distance from the row's own "
            "timestamp column (most rows within a minute of it), and that distance is this "
            "profile's epoch minus another known Snowflake epoch (Unix 0, Twitter's, Discord's, "
            "Instagram's, Sonyflake's): the generator counted from that other epoch, as Twitter "
            "IDs minted by a library left at epoch 0 do, so every instant read is off by the "
            "same years. The detail names the epoch the IDs were minted with; read them under a "
            "profile of that epoch.");
    }
    return QString();
}

namespace {
// Format titles that are words, for lupdate (the rest are names: ULID, UUIDv7, KSUID…).
[[maybe_unused]] constexpr const char* kWordTitles[] = {
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "UUID (non-RFC)"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "Twitter Snowflake"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "Discord Snowflake"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "Instagram ID"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "Mastodon ID"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "Snowflake (custom)"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "AT Protocol TID"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "Firebase push ID"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "Nano ID"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "Unix seconds"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "Unix milliseconds"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "Unix microseconds"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "Unix nanoseconds"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "Julian day"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "RFC 3339 time"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "Nil UUID"),
    QT_TRANSLATE_NOOP("idscope::FormatTitle", "Max UUID"),
};
} // namespace

QString formatDisplayTitle(Format f)
{
    if (f == Format::Count)
        return QString();
    return QCoreApplication::translate("idscope::FormatTitle", formatInfo(f).title);
}

QList<FormatShare> formatShares(const ColumnProfile& p)
{
    // Profiles of one format are shown together.
    QList<FormatShare> merged;
    for (const FormatCount& fc : p.formats) {
        auto it = std::find_if(merged.begin(), merged.end(),
                               [&](const FormatShare& m) { return m.format == fc.format; });
        if (it == merged.end())
            merged.append({fc.format, fc.count, {}});
        else
            it->count += fc.count;
    }
    std::stable_sort(merged.begin(), merged.end(),
                     [](const auto& a, const auto& b) { return a.count > b.count; });
    for (FormatShare& m : merged)
        m.share = estimateShare(p.design, m.count, p.nonNull());
    return merged;
}

ShareEstimate dominantShareEstimate(const ColumnProfile& p)
{
    ShareEstimate e =
        estimateShare(p.design, std::llround(p.dominantShare * double(p.nonNull())), p.nonNull());
    e.share = p.dominantShare;
    e.low = std::min(e.low, e.share);
    e.high = std::max(e.high, e.share);
    return e;
}

CountEstimate anomalyEstimate(const ColumnProfile& p, const Anomaly& a)
{
    return estimateCount(p.design, a.count, p.rowsSeen);
}

QString formatMixSummary(const ColumnProfile& p, int maxParts)
{
    if (p.formats.isEmpty() || p.nonNull() <= 0)
        return QString();
    const QList<FormatShare> merged = formatShares(p);
    const bool sample = p.design.isSample();
    QStringList parts;
    qint64 rest = 0;
    for (qsizetype i = 0; i < merged.size(); ++i) {
        if (i >= maxParts) {
            rest += merged[i].count;
            continue;
        }
        const double share = 100.0 * merged[i].share.share;
        const QString pct = share >= 1 || share == 0 ? QLocale().toString(std::lround(share))
                                                     : QStringLiteral("<1");
        // A sample's shares are estimates: "≈" says so (the page gives the interval).
        parts << (sample ? QStringLiteral("%1 ≈%2 %") : QStringLiteral("%1 %2 %"))
                     .arg(formatDisplayTitle(merged[i].format), pct);
    }
    if (rest > 0) {
        const int others = rest > 1000000000 ? 1000000000 : int(rest);
        parts << QCoreApplication::translate("idscope::analysis", "%n other", nullptr, others);
    }
    return parts.join(QStringLiteral(" · "));
}

QString roleName(ColumnRole r)
{
    switch (r) {
    case ColumnRole::Unknown:
        return QStringLiteral("unknown");
    case ColumnRole::Id:
        return QStringLiteral("id");
    case ColumnRole::Time:
        return QStringLiteral("time");
    case ColumnRole::Other:
        return QStringLiteral("other");
    }
    return QString();
}

QString v7RandAName(V7RandA m)
{
    switch (m) {
    case V7RandA::Unknown:
        return QString();
    case V7RandA::Fraction:
        return QStringLiteral("fraction");
    case V7RandA::Counter:
        return QStringLiteral("counter");
    case V7RandA::Random:
        return QStringLiteral("random");
    }
    return QString();
}

QString v7RandADescription(V7RandA m)
{
    switch (m) {
    case V7RandA::Unknown:
        return QCoreApplication::translate("idscope::analysis",
                                           "rand_a: too few rows in one millisecond to tell");
    case V7RandA::Fraction:
        return QCoreApplication::translate(
            "idscope::analysis",
            "rand_a is a fraction of the millisecond (RFC 9562 method 3): instants to 1/4096 ms");
    case V7RandA::Counter:
        return QCoreApplication::translate(
            "idscope::analysis", "rand_a is a counter within the millisecond (RFC 9562 method 1)");
    case V7RandA::Random:
        return QCoreApplication::translate("idscope::analysis", "rand_a is random");
    }
    return QString();
}

QString roleTitle(ColumnRole r)
{
    switch (r) {
    case ColumnRole::Unknown:
        return QCoreApplication::translate("idscope::analysis", "unknown");
    case ColumnRole::Id:
        return QCoreApplication::translate("idscope::analysis", "ID");
    case ColumnRole::Time:
        return QCoreApplication::translate("idscope::analysis", "time");
    case ColumnRole::Other:
        return QCoreApplication::translate("idscope::analysis", "other");
    }
    return QString();
}

const Anomaly* findAnomaly(const ColumnProfile& p, AnomalyKind k)
{
    for (const Anomaly& a : p.anomalies) {
        if (a.kind == k)
            return &a;
    }
    return nullptr;
}

qint64 formatCount(const ColumnProfile& p, Format f)
{
    qint64 n = 0;
    for (const FormatCount& fc : p.formats) {
        if (fc.format == f)
            n += fc.count;
    }
    return n;
}

} // namespace idscope::analysis
