// The contract every format family implements (registry.h lists them). One .cpp per family:
//   uuid.cpp      uuidv1..v8, nil, max, non-RFC UUIDs; text spellings and 16-byte BLOBs in
//                 RFC and .NET byte order (uuidwrap.cpp: ShortUUID, Base64url, Uuid25 and
//                 decimal spellings of the same formats)
//   ulid.cpp      ulid, typeid (both Crockford base32 of 128 bits), tsid (text and int64)
//   crockford.h   the shared Crockford base32 helpers
//   ksuid.cpp     ksuid
//   objectid.cpp  objectid, xid
//   tid.cpp       tid
//   textids.cpp   firebase-push, cuid, nano64, puid, cuid2/nanoid shapes
//   snowflake.cpp snowflake-twitter/discord/instagram/mastodon, sonyflake (v1/v2 epoch),
//                 snowflake-linkedin, frostflake, cockroachdb-rowid, flake-id, spaceflake,
//                 snowflake-tiktok, simpleflake, snowid, snowflake (user layout)
//   timestamp.cpp unix-s/ms/us/ns, julian-day, rfc3339 (and SQLite datetime() text)
//   scru.cpp      scru128, scru64
//   flake128.cpp  timeflake, flake-boundary, datadog-trace-id
//   upid.cpp      upid
//   shapes.cpp    prefixed-id, sqids, nuid, ipfs-cid, youtube-video-id, fbclid,
//                 linkedin-message-id, breeze-id (shapes without an instant)
//   snowflakespellings.cpp  the Snowflake family's text spellings: Instagram/Threads
//                 shortcodes, SnowID base62
//   orderlyid.cpp orderlyid
//   webids.cpp    google-ei, metasploit-uuid (IDs read out of URLs)
//
// Each family file declares its formats in a `kFormats` table of FormatInfo and ends with
// its FormatFamily object (`extern const FormatFamily k…Family{…}`), listed in registry.cpp.
//
// Rules for every family:
// - parseX adds one Decoded per reading of the input that has the family's shape; it rejects
//   inputs of another shape in a few instructions (length/kind first), allocates nothing and
//   never throws. A value with the right shape but invalid content is added with `error` set
//   so the detector can say why. `prior` (0..100) says how characteristic the shape is.
// - describeX hands canonical, fields (stable snake_case keys) of a valid Decoded of its
//   formats. Warnings from flags are added by the caller.
// - makeX builds the Decoded of `format` at instant `t` with every non-time bit cleared
//   (Fill::Min), set (Fill::Max) or random (Fill::Random); false when `t` is out of range
//   or the family does not support `format`. canonical text then comes from describe().
#pragma once

#include "decoded.h"
#include "reading.h"
#include "registry.h"

#include <optional>
#include <span>

namespace idscope {

// The family parser that reads `f` (nullptr: none): a scan that expects one format calls it
// alone instead of the whole detector.
using FamilyParser = ParseFn;
FamilyParser familyParser(Format f);

// Custom-epoch formats came into use some time after their epoch: a month, unless known.
inline constexpr qint64 kMonthMs = 30LL * 86400000;

// Whether `f` is one of a family's own `formats` (its kFormats table).
constexpr bool declares(std::span<const FormatInfo> formats, Format f)
{
    for (const FormatInfo& i : formats) {
        if (i.format == f)
            return true;
    }
    return false;
}

// The ID of `f` (reading `profile`) at `t`, built by the family that owns `f`.
bool makeId(Format f, quint8 profile, const Instant& t, Fill fill, const DecodeOptions& opt,
            Decoded& out);

void parseUuid(const IdInput& in, const DecodeOptions& opt, Candidates& out);
void describeUuid(const Decoded& d, DescribeSink& s);
// The uuid family's wrapped spellings (uuidwrap.cpp): ShortUUID, URL-safe Base64, Uuid25 and
// the decimal integer, each read back to the UUID.
void parseUuidWrapped(const IdInput& in, const DecodeOptions& opt, Candidates& out);
bool makeUuid(Format f, const Instant& t, Fill fill, const DecodeOptions& opt, Decoded& out);

void parseUlidFamily(const IdInput& in, const DecodeOptions& opt, Candidates& out);
void describeUlidFamily(const Decoded& d, DescribeSink& s);
bool makeUlidFamily(Format f, const Instant& t, Fill fill, const DecodeOptions& opt, Decoded& out);

void parseKsuid(const IdInput& in, const DecodeOptions& opt, Candidates& out);
void describeKsuid(const Decoded& d, DescribeSink& s);
bool makeKsuid(Format f, const Instant& t, Fill fill, const DecodeOptions& opt, Decoded& out);

void parseObjectIdFamily(const IdInput& in, const DecodeOptions& opt, Candidates& out);
void describeObjectIdFamily(const Decoded& d, DescribeSink& s);
bool makeObjectIdFamily(Format f, const Instant& t, Fill fill, const DecodeOptions& opt,
                        Decoded& out);

void parseTid(const IdInput& in, const DecodeOptions& opt, Candidates& out);
void describeTid(const Decoded& d, DescribeSink& s);
bool makeTid(Format f, const Instant& t, Fill fill, const DecodeOptions& opt, Decoded& out);

void parseTextIds(const IdInput& in, const DecodeOptions& opt, Candidates& out);
void describeTextIds(const Decoded& d, DescribeSink& s);
bool makeTextIds(Format f, const Instant& t, Fill fill, const DecodeOptions& opt, Decoded& out);

// Every known Snowflake profile reads its fields from bits at and above this one, so two
// INTEGER values equal above it have the same readings but for `u64` (without a custom layout):
// a scan of a counter can reuse one value's readings for the next.
inline constexpr int kSnowflakeSameReadingsBits = 15;
void parseSnowflake(const IdInput& in, const DecodeOptions& opt, Candidates& out);
void describeSnowflake(const Decoded& d, DescribeSink& s);
bool makeSnowflake(Format f, const Instant& t, Fill fill, const DecodeOptions& opt, Decoded& out);
// The epoch (Unix ms) reading `profile` of a known Snowflake profile counts from; nullopt for
// other formats and the user's layout.
std::optional<qint64> snowflakeEpochMs(Format f, quint8 profile);
// The distinct epochs of the known Snowflake profiles, each named by the first profile of the
// table that counts from it (Unix 0 by Mastodon, then Twitter's, Discord's, Instagram's,
// Sonyflake's two, Simpleflake's and SnowID's), in table order.
struct SnowflakeEpoch {
    qint64 epochMs = 0;
    Format format = Format::Count;
    quint8 profile = 0;
};
inline constexpr int kSnowflakeEpochCount = 8;
std::span<const SnowflakeEpoch> snowflakeEpochs();
// The reading of the 64-bit `v` under the known profile (`f`, `profile`); false when the
// family has no such profile.
bool snowflakeReading(Format f, quint8 profile, quint64 v, quint32 flags, Decoded& d);
// The Snowflake family's spellings other than decimal (Decoded::spelling) and their reader
// (snowflakespellings.cpp): true when `in` was read as one of them.
enum class SnowflakeSpelling : quint8 { Decimal, Shortcode, Base62 };
bool parseSnowflakeSpelling(const IdInput& in, const DecodeOptions& opt, Candidates& out);
// An Instagram media ID as its shortcode, a SnowID in base62 (views into `out`).
std::string_view instagramShortcode(quint64 v, char (&out)[11]);
std::string_view snowIdBase62(quint64 v, char (&out)[11]);
// 11 base64url characters whose last carries the 64th bit: a YouTube video ID's shape.
bool youtubeVideoIdShape(const IdInput& in);

void parseTimestamp(const IdInput& in, const DecodeOptions& opt, Candidates& out);
void describeTimestamp(const Decoded& d, DescribeSink& s);
bool makeTimestamp(Format f, const Instant& t, Fill fill, const DecodeOptions& opt, Decoded& out);

void parseScru(const IdInput& in, const DecodeOptions& opt, Candidates& out);
void describeScru(const Decoded& d, DescribeSink& s);
bool makeScru(Format f, const Instant& t, Fill fill, const DecodeOptions& opt, Decoded& out);

void parseUpid(const IdInput& in, const DecodeOptions& opt, Candidates& out);
void describeUpid(const Decoded& d, DescribeSink& s);
bool makeUpid(Format f, const Instant& t, Fill fill, const DecodeOptions& opt, Decoded& out);

void parseOrderlyId(const IdInput& in, const DecodeOptions& opt, Candidates& out);
void describeOrderlyId(const Decoded& d, DescribeSink& s);

void parseWebIds(const IdInput& in, const DecodeOptions& opt, Candidates& out);
void describeWebIds(const Decoded& d, DescribeSink& s);

// Shapes that carry no instant (shapes.cpp): named so nothing invents one for them.
void parseShapes(const IdInput& in, const DecodeOptions& opt, Candidates& out);
void describeShapes(const Decoded& d, DescribeSink& s);

void parseFlake128(const IdInput& in, const DecodeOptions& opt, Candidates& out);
void describeFlake128(const Decoded& d, DescribeSink& s);
bool makeFlake128(Format f, const Instant& t, Fill fill, const DecodeOptions& opt, Decoded& out);

// Shared by integer-like families: the input as an exact integer (never via double).
// Integer values always; decimal Text of up to 20 digits (optional leading '-') when
// allowText. fromText tells the caller the spelling was text.
struct IntValue {
    bool ok = false;
    bool negative = false;
    bool fromText = false;
    quint64 magnitude = 0;
    bool fitsInt64() const
    {
        return negative ? magnitude <= (quint64(1) << 63) : magnitude < (quint64(1) << 63);
    }
    qint64 asInt64() const { return negative ? qint64(0 - magnitude) : qint64(magnitude); }
};
IntValue inputAsInteger(const IdInput& in, bool allowText);

} // namespace idscope
