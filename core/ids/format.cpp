#include "format.h"

#include <array>

namespace idscope {

namespace {
using P = Precision;
// Order must follow enum Format.
constexpr std::array<FormatInfo, kFormatCount> kInfo{{
    {Format::Ulid, "ulid", "ULID", "48 ms + 80 random; 16-byte BE binary", "Unix ms",
     "26 Crockford base32, case-insensitive, first char ≤ 7", P::Millisecond, true},
    {Format::UuidV1, "uuidv1", "UUIDv1",
     "time_low 32, time_mid 16, ver 4, time_hi 12, var 2, clock_seq 14, node 48",
     "100 ns since 1582-10-15", "8-4-4-4-12 hex, 32 hex, {…}, urn:uuid:, 16-byte BLOB",
     P::HundredNanoseconds, false},
    {Format::UuidV3, "uuidv3", "UUIDv3", "MD5 name hash, ver 3, var", "—", "as UUID", P::None,
     false},
    {Format::UuidV4, "uuidv4", "UUIDv4", "122 random bits, ver 4, var", "—", "as UUID", P::None,
     false},
    {Format::UuidV5, "uuidv5", "UUIDv5", "SHA-1 name hash, ver 5, var", "—", "as UUID", P::None,
     false},
    {Format::UuidV6, "uuidv6", "UUIDv6",
     "time_high 48, ver 4, time_low 12, var 2, clock_seq 14, node 48", "100 ns since 1582-10-15",
     "as UUID", P::HundredNanoseconds, false},
    {Format::UuidV7, "uuidv7", "UUIDv7", "48 ms, ver 4, rand_a 12, var 2, rand_b 62", "Unix ms",
     "as UUID; 16-byte BLOB", P::Millisecond, true},
    {Format::UuidV8, "uuidv8", "UUIDv8", "custom_a 48, ver 4, custom_b 12, var 2, custom_c 62",
     "— (user layout)", "as UUID", P::None, false},
    {Format::UuidNil, "uuid-nil", "Nil UUID", "all 128 bits zero", "—", "as UUID", P::None, false},
    {Format::UuidMax, "uuid-max", "Max UUID", "all 128 bits one", "—", "as UUID", P::None, false},
    {Format::UuidOther, "uuid", "UUID (non-RFC)", "version or variant outside RFC 9562", "—",
     "as UUID", P::None, false},
    {Format::Ksuid, "ksuid", "KSUID", "32-bit s + 128-bit payload", "s since 1400000000",
     "27 base62, case-sensitive", P::Second, true},
    {Format::ObjectId, "objectid", "ObjectId", "4 s, 5 random, 3 counter", "Unix s", "24 hex",
     P::Second, true},
    {Format::Xid, "xid", "xid", "4 s, 3 machine, 2 pid, 3 counter", "Unix s", "20 chars 0-9a-v",
     P::Second, true},
    {Format::SnowflakeTwitter, "snowflake-twitter", "Twitter Snowflake",
     "0, 41 ms, 5 datacenter, 5 worker, 12 sequence", "ms since 1288834974657 (2010-11-04)",
     "decimal int64", P::Millisecond, true},
    {Format::SnowflakeDiscord, "snowflake-discord", "Discord Snowflake",
     "42 ms, 5 worker, 5 process, 12 increment", "ms since 1420070400000 (2015-01-01)", "decimal",
     P::Millisecond, true},
    {Format::SnowflakeInstagram, "snowflake-instagram", "Instagram ID",
     "41 ms, 13 shard, 10 sequence", "ms since 1314220021721 (2011-08-24)", "decimal",
     P::Millisecond, true},
    {Format::SnowflakeMastodon, "snowflake-mastodon", "Mastodon ID", "48 ms, 16 sequence/hash",
     "Unix ms", "decimal", P::Millisecond, true},
    {Format::Sonyflake, "sonyflake", "Sonyflake", "39 × 10 ms, 8 sequence, 16 machine",
     "since 2014-09-01 (v2 default 2025-01-01)", "decimal", P::TenMilliseconds, true},
    {Format::Snowflake, "snowflake", "Snowflake (custom)", "user layout: epoch + bit widths",
     "user", "decimal", P::Millisecond, true},
    {Format::Tsid, "tsid", "TSID", "42 ms + 22 node/counter", "ms since 2020-01-01",
     "13 Crockford, or int64", P::Millisecond, true},
    {Format::Tid, "tid", "AT Protocol TID", "0, 53 µs, 10 clock id", "Unix µs",
     "13 chars 234567a-z", P::Microsecond, true},
    {Format::TypeId, "typeid", "TypeID", "prefix_ + base32 of a UUID (v7)", "from the UUID",
     "prefix_ + 26 lowercase Crockford", P::Millisecond, true},
    {Format::FirebasePush, "firebase-push", "Firebase push ID", "8 chars ms + 12 random", "Unix ms",
     "20 chars -0-9A-Z_a-z", P::Millisecond, true},
    {Format::Cuid, "cuid", "CUID v1", "c + base36 ms + counter + fingerprint + random", "Unix ms",
     "25 chars lowercase", P::Millisecond, true},
    {Format::Cuid2, "cuid2", "CUID2", "hashed; no instant", "—", "24 chars a-z0-9, first a letter",
     P::None, false},
    {Format::Nanoid, "nanoid", "Nano ID", "random; no instant", "—", "21 chars A-Za-z0-9_-",
     P::None, false},
    {Format::UnixS, "unix-s", "Unix seconds", "integer", "Unix s", "integer", P::Second, true},
    {Format::UnixMs, "unix-ms", "Unix milliseconds", "integer", "Unix ms", "integer",
     P::Millisecond, true},
    {Format::UnixUs, "unix-us", "Unix microseconds", "integer", "Unix µs", "integer",
     P::Microsecond, true},
    {Format::UnixNs, "unix-ns", "Unix nanoseconds", "integer", "Unix ns", "integer", P::Nanosecond,
     true},
    {Format::JulianDay, "julian-day", "Julian day", "SQLite REAL Julian day",
     "days since -4713-11-24 12:00", "real", P::Millisecond, false},
    {Format::Rfc3339, "rfc3339", "RFC 3339 time", "time as text", "—",
     "2026-01-02T03:04:05Z, fraction and offset optional", P::Second, false},
}};
} // namespace

const FormatInfo& formatInfo(Format f)
{
    return kInfo[std::size_t(f)];
}

QString formatName(Format f)
{
    if (f >= Format::Count)
        return QString();
    return QString::fromLatin1(kInfo[std::size_t(f)].name);
}

std::optional<Format> formatFromName(QStringView name)
{
    for (const FormatInfo& i : kInfo) {
        if (name.compare(QLatin1String(i.name), Qt::CaseInsensitive) == 0)
            return i.format;
    }
    return std::nullopt;
}

QList<Format> allFormats()
{
    QList<Format> out;
    out.reserve(kFormatCount);
    for (const FormatInfo& i : kInfo)
        out.append(i.format);
    return out;
}

bool isUuid(Format f)
{
    return f >= Format::UuidV1 && f <= Format::UuidOther;
}

bool isCaseInsensitiveText(Format f)
{
    return isUuid(f) || f == Format::Ulid || f == Format::Tsid || f == Format::ObjectId;
}

bool isIntegerFormat(Format f)
{
    switch (f) {
    case Format::SnowflakeTwitter:
    case Format::SnowflakeDiscord:
    case Format::SnowflakeInstagram:
    case Format::SnowflakeMastodon:
    case Format::Sonyflake:
    case Format::Snowflake:
    case Format::UnixS:
    case Format::UnixMs:
    case Format::UnixUs:
    case Format::UnixNs:
        return true;
    default:
        return false;
    }
}

bool carriesInstant(Format f)
{
    return formatInfo(f).precision != Precision::None;
}

} // namespace idscope
