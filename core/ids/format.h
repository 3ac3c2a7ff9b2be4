// The stable format names and what each one carries; each family declares its own (registry.h).
#pragma once

#include "instant.h"

#include <QList>
#include <QString>

#include <optional>

namespace idscope {

enum class Format : quint8 {
    Ulid,
    UuidV1,
    UuidV3,
    UuidV4,
    UuidV5,
    UuidV6,
    UuidV7,
    UuidV8,
    UuidNil,
    UuidMax,
    UuidOther, // UUID-shaped, but version/variant outside RFC 9562
    Ksuid,
    ObjectId,
    Xid,
    SnowflakeTwitter,
    SnowflakeDiscord,
    SnowflakeInstagram,
    SnowflakeMastodon,
    Sonyflake,
    Snowflake, // user layout
    Tsid,
    Tid,
    TypeId,
    FirebasePush,
    Cuid,
    Cuid2,  // shape only: carries no instant
    Nanoid, // shape only: carries no instant
    UnixS,
    UnixMs,
    UnixUs,
    UnixNs,
    JulianDay,
    Rfc3339,
    // Appended after the first families, so the values (and tie-breaks) above stay put.
    Scru128,
    Scru64,
    Timeflake,
    FlakeBoundary,
    DatadogTraceId,
    SnowflakeLinkedIn,
    Frostflake,
    CockroachRowid,
    FlakeId,
    Spaceflake,
    Upid,
    PrefixedId, // shape only: Stripe-style prefix_ + random text, carries no instant
    Sqids,      // shape only: Sqids / Hashids encode numbers, not a time
    Nuid,       // shape only: NATS NUID, random with a sequence
    IpfsCid,    // shape only: a content hash
    SnowflakeTikTok,
    Simpleflake,
    SnowId,
    Nano64,
    OrderlyId,
    Puid,
    GoogleEi,
    MetasploitUuid,
    YoutubeVideoId, // shape only: 64 random bits
    Fbclid,         // shape only: Facebook's click ID
    LinkedInMessageId, // shape only: base64 of a UUID and a number
    BreezeId,       // shape only: 16 random characters in groups of four
    Count
};

constexpr int kFormatCount = int(Format::Count);

// Traits of a format that code outside its family asks about (FormatInfo::traits).
enum FormatTrait : quint16 {
    TraitUuid = 1u << 0,                // one of the uuid* formats
    TraitCaseInsensitiveText = 1u << 1, // see isCaseInsensitiveText()
    TraitInteger = 1u << 2,             // read from 64-bit integers
    TraitOwnEpoch = 1u << 3,            // counts from its own epoch: nothing real predates launch
};

// What tells two IDs of one tick apart, for collision estimates.
enum class TickUniqueness : quint8 {
    None,     // no estimate: name-based, a user layout, or a constant
    Random,   // random bits drawn per ID
    Counter,  // a per-node sequence (counterBits of it)
    TimeOnly, // nothing but the time
    // A node ID and clock sequence fixed per node, one ID per tick (UUIDv1/v6): none within a
    // node; across nodes they differ in randomBitsPerTick bits only if node IDs are random.
    NodeClock,
};

// How IDs minted within one tick are ordered (IdGenerator).
enum class MintOrder : quint8 {
    Random,  // independent random bits: no order within a tick
    Counter, // a counter right after the timestamp (UUIDv7, RFC 9562 6.2 method 1)
    PlusOne, // the previous ID plus one (monotonic ULID)
};

// Unix ms of 2000-01-01, the launch assumed for plain time values.
inline constexpr qint64 kDefaultLaunchMs = 946684800000;

// One format: declared by its family's file (see registry.h), read through formatInfo().
struct FormatInfo {
    Format format = Format::Count;
    const char* name = "";                 // stable name used in GUI, JSON and reports
    const char* title = "";                // short display title (untranslated brand name)
    const char* layout = "";               // bit layout, most significant first
    const char* epoch = "";                // epoch and unit, or "—"
    const char* text = "";                 // textual/binary forms
    Precision precision = Precision::None; // of the embedded instant (None: no instant)
    bool reversible = false;               // instant → smallest/largest ID supported
    quint16 traits = 0;                    // FormatTrait bits
    // When the format came into real use (Unix ms), for profile 0 and profile 1 (0: as
    // profile 0). Earlier instants are possible (backfills, skewed clocks) but rarer.
    qint64 launchMs[2] = {kDefaultLaunchMs, 0};
    // The names of profiles 0 and 1 (nullptr: none), translated in "idscope::Reading".
    const char* profileLabels[2] = {nullptr, nullptr};
    bool epochPerProfile = false; // profiles 0 and 1 count from different epochs
    // Random bits drawn per ID that tell one tick's IDs apart (Random); for NodeClock the bits
    // that tell two nodes apart when node IDs are random. A counter's bits are counterBits.
    quint8 randomBitsPerTick = 0;
    TickUniqueness uniqueness = TickUniqueness::None;
    quint8 counterBits = 0; // TickUniqueness::Counter: sequence bits per tick and node
    MintOrder mintOrder = MintOrder::Random;
};

// The registered FormatInfo of `f`; an empty one (name "") for Format::Count.
const FormatInfo& formatInfo(Format f);
QString formatName(Format f);
std::optional<Format> formatFromName(QStringView name);
QList<Format> allFormats();
bool isUuid(Format f); // any uuid* format
// The version nibble of the RFC 9562 UUID format `f` (1 to 8), 0 for any other format.
int uuidVersionOf(Format f);
bool carriesInstant(Format f);
// Text read ignoring letter case (ULID, UUID, TSID, ObjectId) while SQLite compares it byte by
// byte: the spelling stored decides what `=` and BETWEEN match. TypeID is not among them: its
// spec allows lower case only, and its parser follows this rule.
bool isCaseInsensitiveText(Format f);
// Read from 64-bit integers: the Snowflake family and unix timestamps.
bool isIntegerFormat(Format f);
// Has profiles 0 and 1 that map time differently (Sonyflake's two epochs): bounds and
// generated IDs are made per profile.
bool hasEpochPerProfile(Format f);
// When reading `profile` of `f` came into real use (FormatInfo::launchMs), in Unix ms.
qint64 formatLaunchMs(Format f, quint8 profile);

} // namespace idscope
