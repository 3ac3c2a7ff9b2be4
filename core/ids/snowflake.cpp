// Snowflake-style 64-bit integers: one reading per known profile (the detector ranks them),
// plus the user's layout when one is configured or requested.
#include "codecs.h"
#include "codecutil.h"

#include <QCoreApplication>
#include <QRandomGenerator>

#include <array>
#include <charconv>

namespace idscope {

namespace {

__extension__ typedef __int128 Int128;

struct SubField {
    const char* key = nullptr; // nullptr: unused slot
    quint8 bits = 0;
};

// A layout MSB first: [unused high bits][time][fields[0]][fields[1]][fields[2]].
struct Layout {
    Format format = Format::Count;
    quint8 profile = 0;
    quint8 prior = 0;
    Precision precision = Precision::Millisecond;
    qint64 epochMs = 0;
    quint64 unitUs = 1000; // the time field's unit in microseconds
    quint8 timeBits = 0;
    SubField fields[3];
    // Read only when asked for: its every instant is another profile's (Spaceflake reads as
    // Discord, Flake ID as LinkedIn), so unasked it would only repeat that reading.
    bool onRequest = false;
    // The first field is the millisecond of the time field's second (0-999; TikTok): the
    // instant is the second plus that field, to the millisecond.
    bool msOfSecond = false;

    constexpr int lowBits() const { return fields[0].bits + fields[1].bits + fields[2].bits; }
    constexpr int usedBits() const { return timeBits + lowBits(); }
};

constexpr qint64 kSonyflakeV1EpochMs = 1409529600000; // 2014-09-01T00:00:00Z
constexpr qint64 kSonyflakeV2EpochMs = 1735689600000; // 2025-01-01T00:00:00Z

constexpr quint16 kSnowflakeTraits = TraitInteger | TraitOwnEpoch;
constexpr qint64 kDiscordEpochMs = 1420070400000;   // 2015-01-01, also Spaceflake's
constexpr qint64 kCockroachEpochMs = 1420070400000; // 2015-01-01 (uniqueIntEpoch)
constexpr qint64 kSimpleflakeEpochMs = 946702800000; // 2000-01-01T05:00:00Z (US Eastern midnight)
constexpr qint64 kSnowIdEpochMs = 1704067200000;     // 2024-01-01 (qeeqez/snowid's default)

// The formats this family reads, with their traits (registry.h).
constexpr FormatInfo kFormats[] = {
    {.format = Format::SnowflakeTwitter,
     .name = "snowflake-twitter",
     .title = "Twitter Snowflake",
     .layout =
         QT_TRANSLATE_NOOP("idscope::FormatInfo", "0, 41 ms, 5 datacenter, 5 worker, 12 sequence"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "ms since 1288834974657 (2010-11-04)"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "decimal int64"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = kSnowflakeTraits,
     .launchMs = {1288834974657 + kMonthMs, 0},
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 12},
    {.format = Format::SnowflakeDiscord,
     .name = "snowflake-discord",
     .title = "Discord Snowflake",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "42 ms, 5 worker, 5 process, 12 increment"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "ms since 1420070400000 (2015-01-01)"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "decimal"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = kSnowflakeTraits,
     .launchMs = {1430438400000, 0}, // 2015-05-01, the public launch
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 12},
    {.format = Format::SnowflakeInstagram,
     .name = "snowflake-instagram",
     .title = "Instagram ID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "41 ms, 13 shard, 10 sequence"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "ms since 1314220021721 (2011-08-24)"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "decimal"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = kSnowflakeTraits,
     .launchMs = {1314220021721 + kMonthMs, 0},
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 10},
    {.format = Format::SnowflakeMastodon,
     .name = "snowflake-mastodon",
     .title = "Mastodon ID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "48 ms, 16 sequence/hash"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "decimal"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = TraitInteger,
     .launchMs = {1456790400000, 0}, // 2016-03
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 16},
    {.format = Format::Sonyflake,
     .name = "sonyflake",
     .title = "Sonyflake",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "39 × 10 ms, 8 sequence, 16 machine"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "since 2014-09-01 (v2 default 2025-01-01)"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "decimal"),
     .precision = Precision::TenMilliseconds,
     .reversible = true,
     .traits = kSnowflakeTraits,
     .launchMs = {kSonyflakeV1EpochMs + kMonthMs, kSonyflakeV2EpochMs + kMonthMs},
     .profileLabels = {QT_TRANSLATE_NOOP("idscope::Reading", "v1 epoch"),
                       QT_TRANSLATE_NOOP("idscope::Reading", "v2 epoch")},
     .epochPerProfile = true,
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 8},
    // 0, 41 ms, 10, 12: the first 41 of 63 bits are Unix ms (as found by reading LinkedIn's
    // post and activity IDs; LinkedIn publishes no layout).
    {.format = Format::SnowflakeLinkedIn,
     .name = "snowflake-linkedin",
     .title = "LinkedIn ID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "0, 41 ms, 22 worker/sequence"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "decimal (19 digits)"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = TraitInteger,
     .launchMs = {1388534400000, 0}, // 2014-01-01: the oldest post IDs of this shape
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 12},
    // ordo-one/package-frostflake: 32-bit Unix seconds, 21 sequence, 11 generator.
    {.format = Format::Frostflake,
     .name = "frostflake",
     .title = "Frostflake",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "32 s, 21 sequence, 11 generator"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix s"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "decimal; base58 (11 chars) when asked for"),
     .precision = Precision::Second,
     .reversible = true,
     .traits = TraitInteger,
     .launchMs = {1640995200000, 0}, // 2022-01-01: published in 2022
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 21},
    // CockroachDB unique_rowid(): 0, 48 bits of 10 µs since 2015-01-01, 15 node (XOR-ed in).
    {.format = Format::CockroachRowid,
     .name = "cockroachdb-rowid",
     .title = "CockroachDB ID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "0, 48 × 10 µs, 15 node"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "10 µs since 1420070400000 (2015-01-01)"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "decimal INT8"),
     .precision = Precision::TenMicroseconds,
     .reversible = true,
     .traits = kSnowflakeTraits,
     .launchMs = {1420070400000 + kMonthMs * 6, 0}, // 2015-07: the first alphas
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 15},
    // T-PWK/flake-idgen: 42 ms since its epoch option (0 by default), 5, 5, 12.
    {.format = Format::FlakeId,
     .name = "flake-id",
     .title = "Flake ID",
     .layout =
         QT_TRANSLATE_NOOP("idscope::FormatInfo", "42 ms, 5 datacenter, 5 worker, 12 sequence"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms (the default epoch)"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                               "decimal; read when asked for (its instants are LinkedIn's)"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = TraitInteger,
     .launchMs = {1388534400000, 0}, // 2014-01-01: published in 2014
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 12},
    // kkrypt0nn/spaceflake: 0, 41 ms since 2015-01-01, 5 node, 5 worker, 12 sequence.
    {.format = Format::Spaceflake,
     .name = "spaceflake",
     .title = "Spaceflake",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "0, 41 ms, 5 node, 5 worker, 12 sequence"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "ms since 1420070400000 (2015-01-01)"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                               "decimal; read when asked for (its instants are Discord's)"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = kSnowflakeTraits,
     .launchMs = {1640995200000, 0}, // 2022-01-01: published in 2022
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 12},
    // TikTok and Douyin video (aweme) IDs, as unfurl and the published decoders read them: the
    // top 32 bits are Unix seconds, the next 10 the millisecond; below them a sequence, the
    // entity type (13 for a video) and the machine.
    {.format = Format::SnowflakeTikTok,
     .name = "snowflake-tiktok",
     .title = "TikTok ID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                                 "32 s, 10 ms, 3, 5 sequence, 2, 4 type, 8 machine"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix s + ms"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "decimal (19 digits)"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = TraitInteger,
     .launchMs = {1472688000000, 0}, // 2016-09-01: Douyin's launch
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 5},
    // leodutra/simpleflakes (after SawdustSoftware's simpleflake): 41 ms since 2000-01-01
    // 05:00 UTC, 23 random bits.
    {.format = Format::Simpleflake,
     .name = "simpleflake",
     .title = "Simpleflake",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "41 ms, 23 random"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "ms since 946702800000 (2000-01-01 05:00)"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                               "decimal; read when asked for (any 64-bit number has its shape)"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = kSnowflakeTraits,
     .launchMs = {1356998400000, 0}, // 2013-01-01: published in 2013
     .randomBitsPerTick = 23,
     .uniqueness = TickUniqueness::Random},
    // qeeqez/snowid: 42 ms since 2024-01-01, 10 node, 12 sequence; base62 text when asked for.
    {.format = Format::SnowId,
     .name = "snowid",
     .title = "SnowID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "42 ms, 10 node, 12 sequence"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "ms since 1704067200000 (2024-01-01)"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                               "decimal or base62; read when asked for (its layout is Discord's)"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = kSnowflakeTraits,
     .launchMs = {1704067200000 + kMonthMs, 0},
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 12},
    // A user layout: no known launch, and nothing to estimate collisions from.
    {.format = Format::Snowflake,
     .name = "snowflake",
     .title = "Snowflake (custom)",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "user layout: epoch + bit widths"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "user"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "decimal"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = TraitInteger,
     .randomBitsPerTick = 12},
};

constexpr Layout kProfiles[] = {
    {Format::SnowflakeTwitter,
     0,
     60,
     Precision::Millisecond,
     1288834974657,
     1000,
     41,
     {{"datacenter", 5}, {"worker", 5}, {"sequence", 12}}},
    {Format::SnowflakeDiscord,
     0,
     60,
     Precision::Millisecond,
     kDiscordEpochMs,
     1000,
     42,
     {{"worker", 5}, {"process", 5}, {"increment", 12}}},
    {Format::SnowflakeInstagram,
     0,
     50,
     Precision::Millisecond,
     1314220021721,
     1000,
     41,
     {{"shard", 13}, {"sequence", 10}, {}}},
    {Format::SnowflakeMastodon,
     0,
     45,
     Precision::Millisecond,
     0,
     1000,
     48,
     {{"sequence", 16}, {}, {}}},
    {Format::Sonyflake,
     0,
     40,
     Precision::TenMilliseconds,
     kSonyflakeV1EpochMs,
     10000,
     39,
     {{"sequence", 8}, {"machine", 16}, {}}},
    {Format::Sonyflake,
     1,
     35,
     Precision::TenMilliseconds,
     kSonyflakeV2EpochMs,
     10000,
     39,
     {{"sequence", 8}, {"machine", 16}, {}}},
    // Below the older profiles: each reads numbers they read too, and is met less often.
    {Format::SnowflakeLinkedIn,
     0,
     30,
     Precision::Millisecond,
     0,
     1000,
     41,
     {{"worker", 10}, {"sequence", 12}, {}}},
    {Format::Frostflake,
     0,
     30,
     Precision::Second,
     0,
     1000000,
     32,
     {{"sequence", 21}, {"generator", 11}, {}}},
    {Format::CockroachRowid,
     0,
     40,
     Precision::TenMicroseconds,
     kCockroachEpochMs,
     10,
     48,
     {{"node", 15}, {}, {}}},
    {Format::FlakeId,
     0,
     30,
     Precision::Millisecond,
     0,
     1000,
     42,
     {{"datacenter", 5}, {"worker", 5}, {"sequence", 12}},
     true},
    {Format::Spaceflake,
     0,
     30,
     Precision::Millisecond,
     kDiscordEpochMs,
     1000,
     41,
     {{"node", 5}, {"worker", 5}, {"sequence", 12}},
     true},
    // Above LinkedIn and Frostflake, which read its numbers near the same instants: TikTok's
    // are the ones met in the wild (Frostflake's 32-bit seconds are the same field).
    {Format::SnowflakeTikTok,
     0,
     35,
     Precision::Millisecond,
     0,
     1000000,
     32,
     {{"milliseconds", 10}, {nullptr, 22}, {}}, // the low 22: describeSnowflake
     false,
     true},
    {Format::Simpleflake,
     0,
     20,
     Precision::Millisecond,
     kSimpleflakeEpochMs,
     1000,
     41,
     {{"random", 23}, {}, {}},
     true},
    {Format::SnowId,
     0,
     30,
     Precision::Millisecond,
     kSnowIdEpochMs,
     1000,
     42,
     {{"node", 10}, {"sequence", 12}, {}},
     true},
};

constexpr bool lowBitsAtLeast(int bits)
{
    for (const Layout& l : kProfiles) {
        if (l.lowBits() < bits)
            return false;
    }
    return true;
}
static_assert(lowBitsAtLeast(kSnowflakeSameReadingsBits),
              "a profile reads bits below kSnowflakeSameReadingsBits");

// The precision's tick in µs, for the profiles' steps; 0 for a step no profile uses.
constexpr quint64 tickUs(Precision p)
{
    switch (p) {
    case Precision::Second:
        return 1000000;
    case Precision::TenMilliseconds:
        return 10000;
    case Precision::Millisecond:
        return 1000;
    case Precision::TenMicroseconds:
        return 10;
    default:
        return 0;
    }
}

// Each profile's unit is a whole number of its precision's ticks and not finer than them:
// decodeWith leaves its instants unfloored.
constexpr bool unitsFitPrecisions()
{
    for (const Layout& l : kProfiles) {
        if (tickUs(l.precision) == 0 || l.unitUs % tickUs(l.precision) != 0)
            return false;
    }
    return true;
}
static_assert(unitsFitPrecisions(), "a profile's unit is no whole number of its precision's ticks");

constexpr quint8 kCustomPrior = 70;
constexpr quint8 kTikTokUnstructuredPrior = 20;
// epochMs (8, LE), timeBits, nodeBits, sequenceBits, unit (4, LE)
constexpr int kCustomBytes = 15;

// The coarsest precision whose tick divides the unit: never finer than the layout carries
// where the enum has a step for it.
Precision unitPrecision(quint32 unitMs)
{
    if (unitMs % 1000 == 0)
        return Precision::Second;
    if (unitMs % 10 == 0)
        return Precision::TenMilliseconds;
    return Precision::Millisecond;
}

Layout customLayout(const SnowflakeLayout& s)
{
    Layout l{Format::Snowflake, 0,
             kCustomPrior,      unitPrecision(s.timeUnitMs),
             s.epochMs,         quint64(s.timeUnitMs) * 1000,
             s.timeBits,        {{"node", s.nodeBits}, {"sequence", s.sequenceBits}, {}}};
    return l;
}

// Whether profile `i` of kProfiles is the first to count from its epoch.
constexpr bool firstWithEpoch(std::size_t i)
{
    for (std::size_t k = 0; k < i; ++k) {
        if (kProfiles[k].epochMs == kProfiles[i].epochMs)
            return false;
    }
    return true;
}

constexpr int distinctEpochCount()
{
    int n = 0;
    for (std::size_t i = 0; i < std::size(kProfiles); ++i)
        n += firstWithEpoch(i) ? 1 : 0;
    return n;
}
static_assert(distinctEpochCount() == kSnowflakeEpochCount,
              "kSnowflakeEpochCount is the number of distinct epochs in kProfiles");

// The distinct epochs of kProfiles, in table order.
constexpr std::array<SnowflakeEpoch, kSnowflakeEpochCount> distinctEpochs()
{
    std::array<SnowflakeEpoch, kSnowflakeEpochCount> out{};
    std::size_t n = 0;
    for (std::size_t i = 0; i < std::size(kProfiles) && n < out.size(); ++i) {
        if (firstWithEpoch(i))
            out[n++] = {kProfiles[i].epochMs, kProfiles[i].format, kProfiles[i].profile};
    }
    return out;
}
constexpr std::array<SnowflakeEpoch, kSnowflakeEpochCount> kEpochs = distinctEpochs();

// The custom layout travels inside the Decoded so describe() needs no options.
void storeLayout(const SnowflakeLayout& s, Decoded& d)
{
    quint8 b[kCustomBytes];
    const quint64 e = quint64(s.epochMs);
    for (int i = 0; i < 8; ++i)
        b[i] = quint8(e >> (8 * i));
    b[8] = s.timeBits;
    b[9] = s.nodeBits;
    b[10] = s.sequenceBits;
    for (int i = 0; i < 4; ++i)
        b[11 + i] = quint8(s.timeUnitMs >> (8 * i));
    d.setBytes(b, kCustomBytes);
}

SnowflakeLayout loadLayout(const Decoded& d)
{
    SnowflakeLayout s;
    if (d.size != kCustomBytes)
        return s;
    quint64 e = 0;
    for (int i = 0; i < 8; ++i)
        e |= quint64(d.bytes[std::size_t(i)]) << (8 * i);
    s.epochMs = qint64(e);
    s.timeBits = d.bytes[8];
    s.nodeBits = d.bytes[9];
    s.sequenceBits = d.bytes[10];
    s.timeUnitMs = 0;
    for (int i = 0; i < 4; ++i)
        s.timeUnitMs |= quint32(d.bytes[std::size_t(11 + i)]) << (8 * i);
    return s;
}

QString layoutError(const char* text)
{
    return QCoreApplication::translate("idscope::SnowflakeLayout", text);
}

quint64 maskOf(int bits)
{
    return bits >= 64 ? ~quint64(0) : (quint64(1) << bits) - 1;
}

quint64 timeField(const Layout& l, quint64 v)
{
    const int low = l.lowBits();
    return (low >= 64 ? 0 : v >> low) & maskOf(l.timeBits);
}

Instant instantFromUs(Int128 us)
{
    Int128 s = us / 1000000;
    Int128 r = us % 1000000;
    if (r < 0) {
        r += 1000000;
        --s;
    }
    return {qint64(s), qint32(r) * 1000};
}

// Fills `d` as the reading of `v` under `l`; error set when bits above the layout are set.
void decodeWith(const Layout& l, quint64 v, quint32 flags, Decoded& d)
{
    d = Decoded{};
    d.format = l.format;
    d.profile = l.profile;
    d.prior = l.prior;
    d.u64 = v;
    d.flags = flags;
    if (l.usedBits() < 64 && (v >> l.usedBits()) != 0) {
        d.error = ParseError::OutOfRange;
        return;
    }
    const quint64 t = timeField(l, v);
    // 64-bit field × 42-bit unit (µs) + 64-bit epoch (µs) fits easily in 128 bits.
    // A unit is a whole number of the precision's ticks (unitsFitPrecisions; CockroachDB's
    // 10 µs is one): the instant needs no flooring.
    Int128 us = Int128(l.epochMs) * 1000 + Int128(t) * Int128(l.unitUs);
    d.precision = l.precision;
    if (l.msOfSecond) {
        // A field above 999 is no millisecond: the second is all the value says.
        const quint64 ms = (v >> (l.lowBits() - l.fields[0].bits)) & maskOf(l.fields[0].bits);
        if (ms < 1000)
            us += Int128(ms) * 1000;
        else
            d.precision = Precision::Second;
        // TikTok's own IDs have a millisecond there and bits 13-12 clear (all 73 published
        // ones); without that structure a LinkedIn or Frostflake reading ranks above it.
        if (ms >= 1000 || ((v >> 12) & 3) != 0)
            d.prior = kTikTokUnstructuredPrior;
    }
    d.instant = instantFromUs(us);
    d.hasInstant = true;
    if (t == 0)
        d.flags |= WarnBeforeEpoch; // exactly the epoch: a zeroed or synthetic value
}

bool isOurs(Format f)
{
    return declares(kFormats, f);
}

void addError(Format f, quint8 profile, quint8 prior, ParseError e, int pos, Candidates& out)
{
    Decoded d;
    d.format = f;
    d.profile = profile;
    d.prior = prior;
    d.error = e;
    d.errorPos = quint8(pos < 0 ? 0 : (pos > 255 ? 255 : pos));
    out.add(d);
}

// One error per profile that would otherwise have been read.
void addErrorsForAll(bool custom, ParseError e, int pos, Candidates& out)
{
    for (const Layout& l : kProfiles) {
        if (!l.onRequest)
            addError(l.format, l.profile, l.prior, e, pos, out);
    }
    if (custom)
        addError(Format::Snowflake, 0, kCustomPrior, e, pos, out);
}

void addForcedError(const DecodeOptions& opt, ParseError e, int pos, Candidates& out)
{
    if (opt.forced == Format::Sonyflake) {
        addError(Format::Sonyflake, 0, 40, e, pos, out);
        addError(Format::Sonyflake, 1, 35, e, pos, out);
        return;
    }
    for (const Layout& l : kProfiles) {
        if (l.format == opt.forced) {
            addError(l.format, l.profile, l.prior, e, pos, out);
            return;
        }
    }
    if (opt.forced == Format::Snowflake)
        addError(Format::Snowflake, 0, kCustomPrior, e, pos, out);
}

// Why a text that inputAsInteger refused is not a decimal integer.
void addTextError(const IdInput& in, int offset, const DecodeOptions& opt, Candidates& out)
{
    int i = offset;
    if (i < in.size && in.data[i] == '-')
        ++i;
    if (i >= in.size) {
        addForcedError(opt, ParseError::BadLength, 0, out);
        return;
    }
    for (; i < in.size; ++i) {
        if (unsigned(in.data[i]) - '0' > 9) {
            addForcedError(opt, ParseError::BadCharacter, i, out);
            return;
        }
    }
    addForcedError(opt, ParseError::OutOfRange, 0, out); // all digits: beyond 64 bits
}

constexpr char kBase58[] = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
constexpr std::array<quint8, 256> kB58 = digitTable(kBase58);
constexpr int kFrostflakeBase58Max = 11; // 58^11 > 2^64

const Layout* profileOf(Format f, quint8 profile)
{
    for (const Layout& p : kProfiles) {
        if (p.format == f && p.profile == profile)
            return &p;
    }
    return nullptr;
}

// Frostflake's own spelling, asked for only: base58 of the 64-bit value (11 characters from
// 2022 on). Unasked, 11 letters and digits are far more often something else (a YouTube
// video ID, say) and would read as a Frostflake of some time between 1970 and 2106.
bool parseFrostflakeBase58(const IdInput& in, Candidates& out)
{
    if (in.size == 0 || allAsciiDigits(in))
        return false; // decimal, read as such
    const Layout& l = *profileOf(Format::Frostflake, 0);
    quint64 v = 0;
    for (int i = 0; i < in.size; ++i) {
        const quint8 digit = kB58[quint8(in.data[i])];
        if (digit == kNoDigit || i >= kFrostflakeBase58Max) {
            addError(l.format, 0, l.prior,
                     digit == kNoDigit ? ParseError::BadCharacter : ParseError::BadLength, i, out);
            return true;
        }
        if (__builtin_mul_overflow(v, quint64(58), &v) ||
            __builtin_add_overflow(v, quint64(digit), &v)) {
            addError(l.format, 0, l.prior, ParseError::OutOfRange, 0, out);
            return true;
        }
    }
    Decoded d;
    decodeWith(l, v, 0, d);
    out.add(d);
    return true;
}

// On request only: the 64-bit value in hex, as unfurl reads Sonyflakes ("45eec4a4600041b"):
// 1 to 16 hex digits with at least one letter, so that decimal text stays decimal.
bool hexValueOnRequest(const IdInput& in, IntValue& out)
{
    if (in.size < 1 || in.size > 16)
        return false;
    quint64 v = 0;
    bool letter = false;
    for (int i = 0; i < in.size; ++i) {
        const quint8 digit = kHexDigit[quint8(in.data[i])];
        if (digit == kNoDigit)
            return false;
        letter = letter || digit >= 10;
        v = v << 4 | digit;
    }
    if (!letter)
        return false;
    out.ok = true;
    out.negative = false;
    out.fromText = true;
    out.magnitude = v;
    return true;
}

} // namespace

std::optional<SnowflakeLayout> parseSnowflakeLayout(QStringView spec, QString* error)
{
    const auto fail = [error](const QString& why) -> std::optional<SnowflakeLayout> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QList<QStringView> p = spec.split(u':');
    if (p.size() < 4 || p.size() > 5)
        return fail(layoutError(
            QT_TRANSLATE_NOOP("idscope::SnowflakeLayout",
                              "expected EPOCH_MS:TIME_BITS:NODE_BITS:SEQ_BITS[:UNIT_MS]")));
    SnowflakeLayout l;
    bool ok = false;
    l.epochMs = p[0].toLongLong(&ok);
    if (!ok)
        return fail(layoutError(QT_TRANSLATE_NOOP(
            "idscope::SnowflakeLayout", "EPOCH_MS must be an integer (Unix milliseconds)")));
    // Widths are read as plain integers first, so 300 is refused instead of wrapping to 44.
    const char* const why[3] = {
        QT_TRANSLATE_NOOP("idscope::SnowflakeLayout", "TIME_BITS must be 1 to 64"),
        QT_TRANSLATE_NOOP("idscope::SnowflakeLayout", "NODE_BITS must be 0 to 64"),
        QT_TRANSLATE_NOOP("idscope::SnowflakeLayout", "SEQ_BITS must be 0 to 64")};
    uint widths[3] = {0, 0, 0};
    for (int i = 0; i < 3; ++i) {
        widths[i] = p[1 + i].toUInt(&ok);
        if (!ok || widths[i] < (i == 0 ? 1u : 0u) || widths[i] > 64)
            return fail(layoutError(why[i]));
    }
    if (widths[0] + widths[1] + widths[2] > 64)
        return fail(
            layoutError(QT_TRANSLATE_NOOP("idscope::SnowflakeLayout",
                                          "the widths add up to %1 bits; a Snowflake has 64"))
                .arg(widths[0] + widths[1] + widths[2]));
    l.timeBits = quint8(widths[0]);
    l.nodeBits = quint8(widths[1]);
    l.sequenceBits = quint8(widths[2]);
    l.timeUnitMs = 1;
    if (p.size() == 5) {
        l.timeUnitMs = p[4].toUInt(&ok);
        if (!ok || l.timeUnitMs == 0)
            return fail(layoutError(
                QT_TRANSLATE_NOOP("idscope::SnowflakeLayout",
                                  "UNIT_MS must be a whole number of milliseconds, at least 1")));
    }
    if (!l.valid())
        return fail(layoutError(QT_TRANSLATE_NOOP(
            "idscope::SnowflakeLayout", "the time field spans more than an instant can hold")));
    return l;
}

void parseSnowflake(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const bool forced = isOurs(opt.forced);
    const bool custom = opt.customSnowflakeSet || opt.forced == Format::Snowflake;
    if (in.kind != IdInput::Kind::Integer && in.kind != IdInput::Kind::Text) {
        if (forced)
            addForcedError(opt, ParseError::BadCharacter, 0, out);
        return;
    }
    if (opt.forced == Format::Frostflake && in.kind == IdInput::Kind::Text &&
        parseFrostflakeBase58(in, out))
        return;
    if (parseSnowflakeSpelling(in, opt, out))
        return;
    quint32 flags = 0;
    IntValue iv;
    if (in.kind == IdInput::Kind::Text && forced && hexValueOnRequest(in, iv)) {
        flags |= WarnNonCanonicalSpelling;
    } else if (in.kind == IdInput::Kind::Text) {
        // Up to 20 digits and a sign, plus a '+' accepted when forced.
        if (in.size == 0 || in.size > 22) {
            if (forced)
                addForcedError(opt, ParseError::BadLength, 0, out);
            return;
        }
        const char c0 = in.data[0];
        if (c0 != '-' && c0 != '+' && unsigned(c0) - '0' > 9) {
            if (forced)
                addForcedError(opt, ParseError::BadCharacter, 0, out);
            return;
        }
        int offset = 0;
        if (c0 == '+') {
            // No generator writes a '+': typed by hand, so only when asked for.
            if (!forced)
                return;
            if (in.size < 2 || unsigned(in.data[1]) - '0' > 9) {
                addForcedError(opt, ParseError::BadCharacter, 1, out);
                return;
            }
            flags |= WarnNonCanonicalSpelling;
            offset = 1;
        }
        const int first = offset + (offset < in.size && in.data[offset] == '-' ? 1 : 0);
        if (first < in.size && in.data[first] == '0' && (first + 1 < in.size || first > offset)) {
            // Leading zeros or "-0": padded or typed, not generated.
            if (!forced)
                return;
            flags |= WarnNonCanonicalSpelling;
        }
        IdInput digits = in;
        digits.data = in.data + offset;
        digits.size = in.size - offset;
        iv = inputAsInteger(digits, true);
        if (!iv.ok) {
            if (forced)
                addTextError(in, offset, opt, out);
            return;
        }
    } else {
        iv = inputAsInteger(in, false);
    }
    if (iv.negative) {
        addErrorsForAll(custom, ParseError::OutOfRange, 0, out);
        return;
    }
    const quint64 value = iv.magnitude;
    Decoded d;
    for (const Layout& l : kProfiles) {
        if (l.onRequest && l.format != opt.forced)
            continue;
        decodeWith(l, value, flags, d);
        out.add(d);
    }
    if (custom) {
        if (!opt.customSnowflake.valid()) {
            addError(Format::Snowflake, 0, kCustomPrior, ParseError::OutOfRange, 0, out);
            return;
        }
        decodeWith(customLayout(opt.customSnowflake), value, flags, d);
        storeLayout(opt.customSnowflake, d);
        out.add(d);
    }
}

void describeSnowflake(const Decoded& d, DescribeSink& s)
{
    Layout l;
    if (d.format == Format::Snowflake) {
        l = customLayout(loadLayout(d));
    } else {
        bool found = false;
        for (const Layout& p : kProfiles) {
            if (p.format == d.format && p.profile == d.profile) {
                l = p;
                found = true;
                break;
            }
        }
        if (!found)
            return;
    }
    char text[24];
    s.canonical({text, std::size_t(std::to_chars(text, text + sizeof text, d.u64).ptr - text)});
    s.number("timestamp", timeField(l, d.u64));
    int shift = l.lowBits();
    for (const SubField& f : l.fields) {
        if (!f.key)
            continue;
        shift -= f.bits;
        const quint64 value = f.bits == 0 ? 0 : (d.u64 >> shift) & maskOf(f.bits);
        s.number(f.key, value);
    }
    if (d.format == Format::SnowflakeTikTok) {
        // unfurl's reading of the low 22 bits (arXiv 2504.13279); 13 is a video.
        s.number("sequence", (d.u64 >> 14) & 0x1F);
        s.number("type", (d.u64 >> 8) & 0xF);
        s.number("machine", d.u64 & 0xFF);
    }
    if (d.format == Format::Sonyflake)
        s.text("epoch", d.profile == 1 ? "2025-01-01" : "2014-09-01");
    if (d.spelling == quint8(SnowflakeSpelling::Shortcode))
        s.text("spelling", "shortcode");
    else if (d.spelling == quint8(SnowflakeSpelling::Base62))
        s.text("spelling", "base62");
    char digits[11];
    if (d.format == Format::SnowflakeInstagram)
        s.text("shortcode", instagramShortcode(d.u64, digits));
    if (d.format == Format::SnowId)
        s.text("base62", snowIdBase62(d.u64, digits));
    if (d.format == Format::Frostflake) {
        char b58[kFrostflakeBase58Max];
        int n = kFrostflakeBase58Max;
        quint64 v = d.u64;
        do {
            b58[--n] = kBase58[v % 58];
            v /= 58;
        } while (v != 0);
        s.text("base58", {b58 + n, std::size_t(kFrostflakeBase58Max - n)});
    }
}

// For Format::Sonyflake, out.profile on entry picks the epoch (0: v1 2014, 1: v2 2025).
bool makeSnowflake(Format f, const Instant& t, Fill fill, const DecodeOptions& opt, Decoded& out)
{
    Layout l;
    if (f == Format::Snowflake) {
        if (!opt.customSnowflake.valid())
            return false;
        l = customLayout(opt.customSnowflake);
    } else {
        const quint8 wanted = f == Format::Sonyflake && out.profile == 1 ? 1 : 0;
        bool found = false;
        for (const Layout& p : kProfiles) {
            if (p.format == f && p.profile == wanted) {
                l = p;
                found = true;
                break;
            }
        }
        if (!found)
            return false;
    }
    const Int128 us = Int128(t.seconds) * 1000000 + t.nanos / 1000;
    const Int128 since = us - Int128(l.epochMs) * 1000;
    if (since < 0)
        return false;
    const Int128 field = since / Int128(l.unitUs);
    if (field > Int128(maskOf(l.timeBits)))
        return false;
    const int low = l.lowBits();
    // The millisecond field of msOfSecond layouts is t's, not filled.
    const int filled = l.msOfSecond ? low - l.fields[0].bits : low;
    quint64 lowValue = 0;
    if (fill == Fill::Max)
        lowValue = maskOf(filled);
    else if (fill == Fill::Random)
        lowValue = QRandomGenerator::global()->generate64() & maskOf(filled);
    if (l.msOfSecond)
        lowValue |= quint64(since / 1000 % 1000) << filled;
    const quint64 value = (low >= 64 ? 0 : quint64(field) << low) | lowValue;
    decodeWith(l, value, 0, out);
    if (f == Format::Snowflake)
        storeLayout(opt.customSnowflake, out);
    return out.valid();
}

std::optional<qint64> snowflakeEpochMs(Format f, quint8 profile)
{
    if (const Layout* l = profileOf(f, profile))
        return l->epochMs;
    return std::nullopt;
}

std::span<const SnowflakeEpoch> snowflakeEpochs()
{
    return kEpochs;
}

bool snowflakeReading(Format f, quint8 profile, quint64 v, quint32 flags, Decoded& d)
{
    const Layout* l = profileOf(f, profile);
    if (!l)
        return false;
    decodeWith(*l, v, flags, d);
    return true;
}

extern const FormatFamily kSnowflakeFamily{"snowflake", kFormats, parseSnowflake, describeSnowflake,
                                           makeSnowflake};

} // namespace idscope
