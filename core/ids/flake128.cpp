// 128-bit IDs that lead with a time field, read from their own spellings and from 32 hex
// digits or the 8-4-4-4-12 UUID form (the bytes in order):
//   timeflake         48-bit Unix ms, 80 random bits (anthonynsimon/timeflake). Written as 22
//                     base62 digits 0-9A-Za-z padded with '0', as hex, or as a UUID.
//   flake-boundary    64-bit Unix ms, 48-bit worker (a MAC address), 16-bit sequence
//                     (boundary/flake). Written as base62 0-9A-Za-z without padding (18 digits
//                     for every instant between 1975 and 2280) or as 16 bytes.
//   datadog-trace-id  32-bit Unix seconds, 32 zero bits, 64 random bits (Datadog's 128-bit
//                     trace IDs), written as 32 hex digits.
// Each sorts by time in every form (Timeflake's base62 is padded, Boundary's has 18 digits from
// 1975 to 2284, the only span whose IDs are made), so each has bounds for a range of instants.
// In hex or UUID form every 128-bit value has these shapes, so they are read only where the
// bits say more than a UUID reading does: 32 zero bits for Datadog, 16 zero top bits for
// Boundary (its ms field reaches 2^48 in the year 10889), and a Timeflake only where the
// value is no RFC 9562 UUID, with a prior that ranks it below the UUID reading and close
// enough that the doubt is stated when its instant is plausible.
#include "codecs.h"
#include "codecutil.h"
#include "ulid.h"

#include <array>

namespace idscope {

namespace {

__extension__ typedef unsigned __int128 UInt128;

constexpr int kRaw = 16;
constexpr int kTimeflakeLen = 22;
constexpr int kBoundaryLen = 18;
constexpr int kMaxBase62Len = 22; // 62^22 > 2^128
constexpr quint8 kPriorTimeflake62 = 70;
// Below the UUID reading of the same text (100 hyphenated, 85 plain hex, scored 80 and 68
// without an instant), yet within the detector's doubt margin when the instant is plausible.
constexpr quint8 kPriorTimeflakeUuidForm = 30;
constexpr quint8 kPriorTimeflakeHex = 10;
constexpr quint8 kPriorTimeflakeRfc = 5; // an RFC UUID is a UUID first
constexpr quint8 kPriorBoundary62 = 50;
constexpr quint8 kPriorBoundaryHex = 75;
constexpr quint8 kPriorBoundaryRfc = 5;
constexpr quint8 kPriorDatadog = 90; // 32 zero bits: one random value in 2^32
// Digits only: a decimal number far more often (an 18-digit Snowflake, say).
constexpr quint8 kPriorDigitsOnly = 10;
constexpr quint64 kMax48 = (quint64(1) << 48) - 1;
constexpr UInt128 pow62(int n)
{
    return n == 0 ? 1 : 62 * pow62(n - 1);
}
// The milliseconds whose every Boundary ID has 18 base62 digits: from 62^17 / 2^64 rounded up
// (1975-01-29) to the last whose largest ID is below 62^18 (2284-10-19). Outside them the text
// is shorter or longer, and texts of two lengths do not sort as their values.
constexpr quint64 kBoundaryFirstMs = quint64((pow62(17) + (UInt128(1) << 64) - 1) >> 64);
constexpr quint64 kBoundaryLastMs = quint64(pow62(18) >> 64) - 1;
static_assert(((UInt128(kBoundaryLastMs) + 1) << 64) - 1 < pow62(18));
constexpr qint64 kTimeflakeLaunchMs = 1577836800000; // 2020-01-01: published in January 2020
constexpr qint64 kBoundaryLaunchMs = 1325376000000;  // 2012-01-01: released in January 2012
constexpr qint64 kDatadogLaunchMs = 1672531200000;   // 2023-01-01: 128-bit IDs from 2023

constexpr char kBase62[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
constexpr std::array<quint8, 256> kB62 = digitTable(kBase62);
constexpr char kHexDigits[] = "0123456789abcdef";
constexpr std::array<quint8, 256> kHex = digitTable(kHexDigits, true);

Decoded base(Format f, quint8 prior)
{
    Decoded d;
    d.format = f;
    d.prior = prior;
    return d;
}

quint64 be64(const quint8* b)
{
    quint64 v = 0;
    for (int i = 0; i < 8; ++i)
        v = v << 8 | b[i];
    return v;
}

UInt128 load128(const quint8* b)
{
    return UInt128(be64(b)) << 64 | be64(b + 8);
}

void store128(UInt128 v, quint8* b)
{
    for (int i = kRaw - 1; i >= 0; --i) {
        b[i] = quint8(v);
        v >>= 8;
    }
}

// Base62 text (0-9A-Za-z) as a 128-bit value: the bad position, or -2 above 2^128 - 1.
int readBase62(const char* s, int n, UInt128& v)
{
    v = 0;
    for (int i = 0; i < n; ++i) {
        const quint8 digit = kB62[quint8(s[i])];
        if (digit == kNoDigit)
            return i;
        if (__builtin_mul_overflow(v, UInt128(62), &v) ||
            __builtin_add_overflow(v, UInt128(digit), &v))
            return -2;
    }
    return -1;
}

// Base62 of v into `out` (at least 22 chars), left-padded with '0' to `width` (0: none).
int writeBase62(UInt128 v, int width, char* out)
{
    char tmp[kMaxBase62Len];
    int n = 0;
    do {
        tmp[n++] = kBase62[int(v % 62)];
        v /= 62;
    } while (v != 0);
    int at = 0;
    for (; at < width - n; ++at)
        out[at] = '0';
    for (int i = n - 1; i >= 0; --i)
        out[at++] = tmp[i];
    return at;
}

// 32 hex digits or 36 characters 8-4-4-4-12: false for any other text. `upper`: a letter
// A-F was seen (the canonical spelling is lower case).
bool readHexForm(const IdInput& in, quint8* b, bool& upper)
{
    upper = false;
    const char* s = in.data;
    const int n = in.size;
    if (n == 36 && (s[8] != '-' || s[13] != '-' || s[18] != '-' || s[23] != '-'))
        return false;
    int nib = 0;
    for (int i = 0; i < n; ++i) {
        if (n == 36 && (i == 8 || i == 13 || i == 18 || i == 23))
            continue;
        const quint8 v = kHex[quint8(s[i])];
        if (v == kNoDigit)
            return false;
        upper |= s[i] >= 'A' && s[i] <= 'F';
        if (nib & 1)
            b[nib >> 1] = quint8(b[nib >> 1] | v);
        else
            b[nib >> 1] = quint8(v << 4);
        ++nib;
    }
    return true;
}

void finishTimeflake(Decoded& d)
{
    d.size = kRaw;
    d.u64 = be64(d.bytes.data()) >> 16;
    d.hasInstant = true;
    d.precision = Precision::Millisecond;
    d.instant = Instant::fromUnixMs(qint64(d.u64));
    if (d.u64 == 0)
        d.flags |= WarnBeforeEpoch;
}

// False when the 64-bit ms field lies beyond what an Instant is read from (2^48 ms here:
// the year 10889, as for every other ms format).
bool finishBoundary(Decoded& d)
{
    d.size = kRaw;
    d.u64 = be64(d.bytes.data());
    if (d.u64 > kMax48)
        return false;
    d.hasInstant = true;
    d.precision = Precision::Millisecond;
    d.instant = Instant::fromUnixMs(qint64(d.u64));
    if (d.u64 == 0)
        d.flags |= WarnBeforeEpoch;
    return true;
}

// Eighteen letters and digits are any word of that length, and one in nine of them spells a
// plausible Boundary millisecond. Unasked, the other fields must look like Boundary's too: a
// unicast MAC as the worker and a sequence below 1024 (it restarts at 0 every millisecond).
bool boundaryLike(const quint8* b)
{
    const quint32 sequence = quint32(b[14]) << 8 | b[15];
    return (b[8] & 0x01) == 0 && sequence < 1024;
}

void finishDatadog(Decoded& d)
{
    d.size = kRaw;
    d.u64 = be64(d.bytes.data()) >> 32;
    d.hasInstant = true;
    d.precision = Precision::Second;
    d.instant = Instant{qint64(d.u64), 0};
    if (d.u64 == 0)
        d.flags |= WarnBeforeEpoch; // a 64-bit trace ID padded to 128 bits: no time
}

void parseBase62(const IdInput& in, Format f, bool forced, Candidates& out)
{
    const bool timeflake = f == Format::Timeflake;
    Decoded d = base(f, timeflake ? kPriorTimeflake62 : kPriorBoundary62);
    UInt128 v = 0;
    const int bad = readBase62(in.data, in.size, v);
    if (bad >= 0) {
        if (forced)
            out.addFailure(d, ParseError::BadCharacter, bad);
        return;
    }
    if (bad == -2) {
        out.addFailure(d, ParseError::OutOfRange, 0);
        return;
    }
    if (allAsciiDigits(in))
        d.prior = kPriorDigitsOnly;
    store128(v, d.bytes.data());
    if (timeflake) {
        finishTimeflake(d);
    } else if (!finishBoundary(d)) {
        out.addFailure(d, ParseError::OutOfRange, 0);
        return;
    } else if (!forced && !boundaryLike(d.bytes.data())) {
        return;
    }
    out.add(d);
}

// The text's version and variant digits spell an RFC UUID of version 1 or 3-8. Such a UUID
// gets none of this family's readings unasked: its non-zero version nibble lies in the 32 bits
// a Datadog trace ID keeps zero, and Timeflake and Boundary skip RFC UUIDs. Most hex lines
// decoded are such UUIDs, so this saves reading their digits a second time.
bool rfcVersionedText(const IdInput& in)
{
    const bool hyphens = in.size == 36;
    const char version = in.data[hyphens ? 14 : 12];
    const char variant = in.data[hyphens ? 19 : 16];
    const bool rfcVariant = variant == '8' || variant == '9' || variant == 'a' || variant == 'b' ||
                            variant == 'A' || variant == 'B';
    return rfcVariant && version >= '1' && version <= '8' && version != '2';
}

void parseHexForms(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    if (opt.forced == Format::Count && rfcVersionedText(in))
        return;
    quint8 b[kRaw];
    bool upper = false;
    if (!readHexForm(in, b, upper))
        return;
    const bool rfc = classifyUuid(b).format != Format::UuidOther;
    const quint64 hi = be64(b);
    if ((hi & 0xFFFFFFFFu) == 0 && (hi != 0 || be64(b + 8) != 0)) {
        Decoded d = base(Format::DatadogTraceId, kPriorDatadog);
        if (upper)
            d.flags |= WarnNonCanonicalCase;
        if (in.size == 36)
            d.flags |= WarnNonCanonicalSpelling;
        d.setBytes(b, kRaw);
        finishDatadog(d);
        out.add(d);
    }
    // An RFC UUID (a UUIDv4 with 16 zero top bits, one in 65,536) is no Boundary unasked: its
    // random bits would read as any year up to 10889.
    if (((hi >> 48) == 0 && !rfc) || opt.forced == Format::FlakeBoundary) {
        Decoded d = base(Format::FlakeBoundary, rfc ? kPriorBoundaryRfc : kPriorBoundaryHex);
        d.setBytes(b, kRaw);
        if (finishBoundary(d))
            out.add(d);
        else
            out.addFailure(d, ParseError::OutOfRange, 0);
    }
    if (!rfc || opt.forced == Format::Timeflake) {
        const quint8 prior = rfc ? kPriorTimeflakeRfc
                                 : (in.size == 36 ? kPriorTimeflakeUuidForm : kPriorTimeflakeHex);
        Decoded d = base(Format::Timeflake, prior);
        d.setBytes(b, kRaw);
        finishTimeflake(d);
        out.add(d);
    }
}

// The formats this family reads, with their traits (registry.h).
constexpr FormatInfo kFormats[] = {
    {.format = Format::Timeflake,
     .name = "timeflake",
     .title = "Timeflake",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "48 ms, 80 random"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "22 base62 0-9A-Za-z; 32 hex; UUID form"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .launchMs = {kTimeflakeLaunchMs, 0},
     .randomBitsPerTick = 80,
     .uniqueness = TickUniqueness::Random},
    {.format = Format::FlakeBoundary,
     .name = "flake-boundary",
     .title = "Boundary Flake",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "64 ms, 48 worker (MAC), 16 sequence"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                               "base62 0-9A-Za-z (18 digits); 32 hex; UUID form"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .launchMs = {kBoundaryLaunchMs, 0},
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 16},
    {.format = Format::DatadogTraceId,
     .name = "datadog-trace-id",
     .title = "Datadog trace ID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "32 s, 32 zero, 64 random"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix s"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "32 hex, case-insensitive"),
     .precision = Precision::Second,
     .reversible = true,
     .traits = TraitCaseInsensitiveText,
     .launchMs = {kDatadogLaunchMs, 0},
     .randomBitsPerTick = 64,
     .uniqueness = TickUniqueness::Random},
};

quint8 forcedPrior(Format f)
{
    return f == Format::Timeflake       ? kPriorTimeflake62
           : f == Format::FlakeBoundary ? kPriorBoundary62
                                        : kPriorDatadog;
}

} // namespace

void parseFlake128(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const bool mine = declares(kFormats, opt.forced);
    const int before = out.size();
    if (in.kind == IdInput::Kind::Text) {
        if (in.size == kTimeflakeLen)
            parseBase62(in, Format::Timeflake, opt.forced == Format::Timeflake, out);
        if (in.size == kBoundaryLen ||
            (opt.forced == Format::FlakeBoundary && in.size > 0 && in.size <= kMaxBase62Len))
            parseBase62(in, Format::FlakeBoundary, opt.forced == Format::FlakeBoundary, out);
        if (in.size == 32 || in.size == 36)
            parseHexForms(in, opt, out);
    }
    if (!mine || in.kind == IdInput::Kind::Null)
        return;
    for (int i = before; i < out.size(); ++i) {
        if (out[i].format == opt.forced)
            return;
    }
    // The requested format always gets an answer, with the reason it does not fit.
    const bool zeroBits = opt.forced == Format::DatadogTraceId && (in.size == 32 || in.size == 36);
    out.add(errorReading(opt.forced, zeroBits ? ParseError::OutOfRange : ParseError::BadLength, 0,
                         forcedPrior(opt.forced)));
}

void describeFlake128(const Decoded& d, DescribeSink& s)
{
    if (d.size != kRaw)
        return;
    const quint8* b = d.bytes.data();
    const UInt128 v = load128(b);
    char text[36];
    if (d.format == Format::Timeflake) {
        s.canonical({text, std::size_t(writeBase62(v, kTimeflakeLen, text))});
        s.number("timestamp", d.u64);
        s.hexBytes("random", b + 6, 10);
        uuidChars(b, text);
        s.text("uuid", {text, 36});
    } else if (d.format == Format::FlakeBoundary) {
        s.canonical({text, std::size_t(writeBase62(v, 0, text))});
        s.number("timestamp", d.u64);
        s.hexBytes("worker", b + 8, 6);
        s.number("sequence", quint32(b[14]) << 8 | b[15]);
        s.hexBytes("hex", b, kRaw);
    } else if (d.format == Format::DatadogTraceId) {
        for (int i = 0; i < kRaw; ++i) {
            text[2 * i] = kHexDigits[b[i] >> 4];
            text[2 * i + 1] = kHexDigits[b[i] & 15];
        }
        s.canonical({text, 32});
        s.number("timestamp", d.u64);
        // The low 64 bits are what 64-bit systems and Datadog's logs carry, in decimal.
        s.number("random", be64(b + 8));
    }
}

bool makeFlake128(Format f, const Instant& t, Fill fill, const DecodeOptions&, Decoded& out)
{
    if (t.seconds < 0)
        return false;
    Decoded d = base(f, forcedPrior(f));
    quint8* b = d.bytes.data();
    if (f == Format::DatadogTraceId) {
        if (t.seconds > 0xFFFFFFFFLL)
            return false;
        for (int i = 0; i < 4; ++i)
            b[i] = quint8(quint64(t.seconds) >> (8 * (3 - i)));
        std::fill(b + 4, b + 8, quint8(0));
        fillBytes(b + 8, 8, fill);
        finishDatadog(d);
        out = d;
        return true;
    }
    if (t.seconds > qint64(kMax48 / 1000))
        return false;
    const quint64 ms = quint64(t.unixMsFloor());
    if (ms > kMax48)
        return false;
    if (f == Format::Timeflake) {
        for (int i = 0; i < 6; ++i)
            b[i] = quint8(ms >> (8 * (5 - i)));
        fillBytes(b + 6, kRaw - 6, fill);
        finishTimeflake(d);
    } else if (f == Format::FlakeBoundary) {
        if (ms < kBoundaryFirstMs || ms > kBoundaryLastMs)
            return false;
        for (int i = 0; i < 8; ++i)
            b[i] = quint8(ms >> (8 * (7 - i)));
        fillBytes(b + 8, kRaw - 8, fill);
        if (fill == Fill::Random) {
            // As Boundary's flake mints them (a unicast MAC, a sequence restarting every
            // millisecond), so a generated ID reads as one unasked.
            b[8] &= 0xFE;
            b[14] &= 0x03;
        }
        if (!finishBoundary(d))
            return false;
    } else {
        return false;
    }
    out = d;
    return true;
}

extern const FormatFamily kFlake128Family{"flake128", kFormats, parseFlake128, describeFlake128,
                                          makeFlake128};

} // namespace idscope
