// SCRU128 and SCRU64 (scru128/spec, scru64/spec), both Base36 with 0-9a-z, case-insensitive,
// written in lower case, with leading zeros to a fixed number of digits:
//   scru128  a 128-bit integer as 25 digits: 48-bit Unix ms, 24-bit counter_hi, 24-bit
//            counter_lo, 32-bit entropy. Numerals above 2^128 - 1
//            (f5lxx1zz5pnorynqglhzmsp33) are no SCRU128.
//   scru64   an integer below 36^12 as 12 digits: timestamp << 24 | node_ctr, the timestamp in
//            256 ms units (Unix ms >> 8), node_ctr a node ID and counter sharing 24 bits in
//            a split each deployment chooses.
#include "codecs.h"
#include "codecutil.h"
#include "ulid.h"

#include <array>

namespace idscope {

namespace {

__extension__ typedef unsigned __int128 UInt128;

constexpr int kScru128Len = 25;
constexpr int kScru64Len = 12;
constexpr int kScru128Raw = 16;
constexpr quint8 kPrior128 = 75;
constexpr quint8 kPrior64 = 60;
// Digits only: a number of another kind far more often than a SCRU ID (a real one holds
// letters but for one time in ~2^22 at 25 digits, 2^9 at 12).
constexpr quint8 kPriorDigitsOnly = 15;
// The same 25 digits are a Uuid25 of an RFC 9562 UUID (six fixed bits, which one SCRU128
// in 64 has by chance): the UUID reading is as likely, so the doubt gets stated.
constexpr quint8 kPriorRfcUuid = 40;
constexpr quint64 kScru64Limit = 4738381338321616896ULL; // 36^12
constexpr quint64 kMax48 = (quint64(1) << 48) - 1;
// Published in 2022 (SCRU128) and 2023 (SCRU64): earlier instants are backfills or clocks.
constexpr qint64 kScru128LaunchMs = 1640995200000; // 2022-01-01
constexpr qint64 kScru64LaunchMs = 1672531200000;  // 2023-01-01

constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
constexpr std::array<quint8, 256> kB36 = digitTable(kDigits, true);

// What a scan of the digits saw.
struct Scan {
    int badPos = -1;
    bool upper = false;
    bool lower = false;
};

Scan scan(const char* s, int n)
{
    Scan sc;
    for (int i = 0; i < n; ++i) {
        const char c = s[i];
        if (kB36[quint8(c)] == kNoDigit) {
            sc.badPos = i;
            return sc;
        }
        sc.upper |= c >= 'A' && c <= 'Z';
        sc.lower |= c >= 'a' && c <= 'z';
    }
    return sc;
}

bool isUuid25OfRfcUuid(const quint8* b)
{
    const Format f = classifyUuid(b).format;
    return f != Format::UuidOther && f != Format::UuidNil && f != Format::UuidMax;
}

void caseFlags(const Scan& sc, Decoded& d)
{
    if (sc.upper)
        d.flags |= sc.lower ? (WarnNonCanonicalCase | WarnMixedCase) : WarnNonCanonicalCase;
}

Decoded base(Format f, quint8 prior)
{
    Decoded d;
    d.format = f;
    d.prior = prior;
    return d;
}

UInt128 load128(const quint8* b)
{
    UInt128 v = 0;
    for (int i = 0; i < kScru128Raw; ++i)
        v = v << 8 | b[i];
    return v;
}

void store128(UInt128 v, quint8* b)
{
    for (int i = kScru128Raw - 1; i >= 0; --i) {
        b[i] = quint8(v);
        v >>= 8;
    }
}

void finish128(Decoded& d)
{
    quint64 ms = 0;
    for (int i = 0; i < 6; ++i)
        ms = ms << 8 | d.bytes[std::size_t(i)];
    d.size = kScru128Raw;
    d.u64 = ms;
    d.hasInstant = true;
    d.precision = Precision::Millisecond;
    d.instant = Instant::fromUnixMs(qint64(ms));
    // Timestamps 0 and 2^48 - 1 are reserved for dummy and example values.
    if (ms == 0)
        d.flags |= WarnBeforeEpoch;
}

void finish64(Decoded& d)
{
    d.size = 0;
    d.hasInstant = true;
    d.precision = Precision::Ms256;
    d.instant = Instant::fromUnixMs(qint64(d.u64 >> 24) * 256);
    if ((d.u64 >> 24) == 0)
        d.flags |= WarnBeforeEpoch;
}

void parse128(const IdInput& in, bool forced, Candidates& out)
{
    Decoded d = base(Format::Scru128, kPrior128);
    const Scan sc = scan(in.data, kScru128Len);
    if (sc.badPos >= 0) {
        if (forced)
            out.addFailure(d, ParseError::BadCharacter, sc.badPos);
        return;
    }
    UInt128 v = 0;
    for (int i = 0; i < kScru128Len; ++i) {
        if (__builtin_mul_overflow(v, UInt128(36), &v) ||
            __builtin_add_overflow(v, UInt128(kB36[quint8(in.data[i])]), &v)) {
            out.addFailure(d, ParseError::OutOfRange, 0); // above 2^128 - 1
            return;
        }
    }
    store128(v, d.bytes.data());
    if (!sc.upper && !sc.lower)
        d.prior = kPriorDigitsOnly;
    else if (isUuid25OfRfcUuid(d.bytes.data()))
        d.prior = kPriorRfcUuid;
    caseFlags(sc, d);
    finish128(d);
    out.add(d);
}

void parse64(const IdInput& in, bool forced, Candidates& out)
{
    Decoded d = base(Format::Scru64, kPrior64);
    const Scan sc = scan(in.data, kScru64Len);
    if (sc.badPos >= 0) {
        if (forced)
            out.addFailure(d, ParseError::BadCharacter, sc.badPos);
        return;
    }
    quint64 v = 0;
    for (int i = 0; i < kScru64Len; ++i)
        v = v * 36 + kB36[quint8(in.data[i])]; // 36^12 < 2^63: cannot overflow
    if (!sc.upper && !sc.lower)
        d.prior = kPriorDigitsOnly;
    caseFlags(sc, d);
    d.u64 = v;
    finish64(d);
    out.add(d);
}

// The formats this family reads, with their traits (registry.h).
constexpr FormatInfo kFormats[] = {
    {.format = Format::Scru128,
     .name = "scru128",
     .title = "SCRU128",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                                 "48 ms, 24 counter_hi, 24 counter_lo, 32 entropy"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "25 base36 0-9a-z, case-insensitive"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = TraitCaseInsensitiveText,
     .launchMs = {kScru128LaunchMs, 0},
     .randomBitsPerTick = 56, // counter_lo and entropy are drawn anew every millisecond
     .uniqueness = TickUniqueness::Random},
    {.format = Format::Scru64,
     .name = "scru64",
     .title = "SCRU64",
     .layout =
         QT_TRANSLATE_NOOP("idscope::FormatInfo", "40 × 256 ms, 24 node_ctr (node ID + counter)"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms / 256"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "12 base36 0-9a-z, case-insensitive"),
     .precision = Precision::Ms256,
     .reversible = true,
     .traits = TraitCaseInsensitiveText,
     .launchMs = {kScru64LaunchMs, 0}},
};

} // namespace

void parseScru(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const bool mine = declares(kFormats, opt.forced);
    const int before = out.size();
    if (in.kind == IdInput::Kind::Text && in.size == kScru128Len)
        parse128(in, opt.forced == Format::Scru128, out);
    else if (in.kind == IdInput::Kind::Text && in.size == kScru64Len)
        parse64(in, opt.forced == Format::Scru64, out);
    else if (in.kind == IdInput::Kind::Blob && in.size == kScru128Raw &&
             opt.forced == Format::Scru128) {
        // 16 bytes look like any 128-bit ID: only a choice (the user's, or a column's bits
        // judged together) says SCRU128.
        Decoded d = base(Format::Scru128, kPrior128);
        d.setBytes(in.data, kScru128Raw);
        finish128(d);
        out.add(d);
    }
    if (!mine || in.kind == IdInput::Kind::Null)
        return;
    for (int i = before; i < out.size(); ++i) {
        const Decoded& d = out[i];
        if (d.format == opt.forced)
            return;
    }
    // The requested format always gets an answer, with the reason it does not fit.
    out.add(errorReading(opt.forced, ParseError::BadLength, 0,
                         opt.forced == Format::Scru128 ? kPrior128 : kPrior64));
}

void describeScru(const Decoded& d, DescribeSink& s)
{
    if (d.format == Format::Scru128 && d.size == kScru128Raw) {
        UInt128 v = load128(d.bytes.data());
        char text[kScru128Len];
        for (int i = kScru128Len - 1; i >= 0; --i) {
            text[i] = kDigits[int(v % 36)];
            v /= 36;
        }
        s.canonical({text, std::size_t(kScru128Len)});
        const auto field24 = [&d](int at) {
            return quint32(d.bytes[std::size_t(at)]) << 16 |
                   quint32(d.bytes[std::size_t(at + 1)]) << 8 | d.bytes[std::size_t(at + 2)];
        };
        const quint32 entropy = quint32(d.bytes[12]) << 24 | quint32(d.bytes[13]) << 16 |
                                quint32(d.bytes[14]) << 8 | d.bytes[15];
        s.number("timestamp", d.u64);
        s.number("counter_hi", field24(6));
        s.number("counter_lo", field24(9));
        s.number("entropy", entropy);
        return;
    }
    if (d.format == Format::Scru64 && d.u64 < kScru64Limit) {
        quint64 v = d.u64;
        char text[kScru64Len];
        for (int i = kScru64Len - 1; i >= 0; --i) {
            text[i] = kDigits[v % 36];
            v /= 36;
        }
        s.canonical({text, std::size_t(kScru64Len)});
        s.number("timestamp", d.u64 >> 24);
        s.number("node_ctr", d.u64 & ((quint64(1) << 24) - 1));
    }
}

bool makeScru(Format f, const Instant& t, Fill fill, const DecodeOptions&, Decoded& out)
{
    if (t.seconds < 0 || t.seconds > qint64(kMax48 / 1000))
        return false;
    const quint64 ms = quint64(t.unixMsFloor());
    if (f == Format::Scru128) {
        if (ms > kMax48)
            return false;
        Decoded d = base(f, kPrior128);
        for (int i = 0; i < 6; ++i)
            d.bytes[std::size_t(i)] = quint8(ms >> (8 * (5 - i)));
        fillBytes(d.bytes.data() + 6, kScru128Raw - 6, fill);
        finish128(d);
        out = d;
        return true;
    }
    if (f == Format::Scru64) {
        const quint64 tick = ms >> 8;
        quint8 low[3];
        fillBytes(low, 3, fill);
        const quint64 v = tick << 24 | quint64(low[0]) << 16 | quint64(low[1]) << 8 | low[2];
        if (tick >= (quint64(1) << 40) || v >= kScru64Limit)
            return false;
        Decoded d = base(f, kPrior64);
        d.u64 = v;
        finish64(d);
        out = d;
        return true;
    }
    return false;
}

extern const FormatFamily kScruFamily{"scru", kFormats, parseScru, describeScru, makeScru};

} // namespace idscope
