// KSUID (segmentio/ksuid): 20 bytes = 32-bit big-endian seconds since 1400000000 followed by
// a 128-bit payload. Text: the 160-bit number as exactly 27 base62 digits (0-9A-Za-z, so
// case matters). The largest 27-digit spelling that fits is aWgEPTl1tmebfsQzFP4bxwgy80V.
#include "codecs.h"
#include "codecutil.h"

#include <array>

namespace idscope {

namespace {

constexpr qint64 kEpochSeconds = 1400000000; // 2014-05-13T16:53:20Z
constexpr int kTextLen = 27;
constexpr int kRawLen = 20;
constexpr quint8 kPriorText = 85;
constexpr quint8 kPriorBlob = 50;
constexpr quint8 kPriorHex = 60;
// Unasked, 40 hex digits are as often a SHA-1 (a git commit) as a KSUID's raw bytes: offered
// only with a plausible instant, and below any reading whose shape names itself.
constexpr quint8 kPriorHexUnasked = 30;

constexpr char kAlphabet[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
constexpr quint8 kBad = kNoDigit;

constexpr std::array<quint8, 256> kDigit = digitTable(kAlphabet);


// Instant and raw time field from the bytes already in d.
void finish(Decoded& d)
{
    const quint32 ts = quint32(d.bytes[0]) << 24 | quint32(d.bytes[1]) << 16 |
                       quint32(d.bytes[2]) << 8 | quint32(d.bytes[3]);
    d.u64 = ts;
    d.hasInstant = true;
    d.precision = Precision::Second;
    // Unsigned seconds since the epoch: never before it. Segment used KSUIDs before
    // publishing them (2017), so no launch date is claimed either.
    d.instant = Instant::fromUnixSeconds(kEpochSeconds + qint64(ts));
}

Decoded base(quint8 prior)
{
    Decoded d;
    d.format = Format::Ksuid;
    d.prior = prior;
    return d;
}

// 27 base62 digits → 160-bit big-endian; the digits were checked already. False when the
// number needs more than 160 bits.
bool decodeBase62(const char* s, quint8* out)
{
    quint32 limb[5] = {0, 0, 0, 0, 0}; // most significant first
    for (int i = 0; i < kTextLen; ++i) {
        quint64 carry = kDigit[quint8(s[i])];
        for (int k = 4; k >= 0; --k) {
            const quint64 x = quint64(limb[k]) * 62 + carry;
            limb[k] = quint32(x);
            carry = x >> 32;
        }
        if (carry != 0)
            return false;
    }
    for (int k = 0; k < 5; ++k) {
        out[4 * k] = quint8(limb[k] >> 24);
        out[4 * k + 1] = quint8(limb[k] >> 16);
        out[4 * k + 2] = quint8(limb[k] >> 8);
        out[4 * k + 3] = quint8(limb[k]);
    }
    return true;
}

void encodeBase62(const quint8* in, char* out)
{
    quint32 limb[5];
    for (int k = 0; k < 5; ++k)
        limb[k] = quint32(in[4 * k]) << 24 | quint32(in[4 * k + 1]) << 16 |
                  quint32(in[4 * k + 2]) << 8 | quint32(in[4 * k + 3]);
    for (int i = kTextLen - 1; i >= 0; --i) {
        quint64 rem = 0;
        for (int k = 0; k < 5; ++k) {
            const quint64 cur = rem << 32 | limb[k];
            limb[k] = quint32(cur / 62);
            rem = cur % 62;
        }
        out[i] = kAlphabet[rem];
    }
}

void parseText(const IdInput& in, bool forced, Candidates& out)
{
    Decoded d = base(kPriorText);
    for (int i = 0; i < kTextLen; ++i) {
        if (kDigit[quint8(in.data[i])] == kBad) {
            // 27 characters that are not all base62 are some other text, unless asked for.
            if (!forced)
                return;
            out.addFailure(d, ParseError::BadCharacter, i);
            return;
        }
    }
    if (!decodeBase62(in.data, d.bytes.data())) {
        d.error = ParseError::Overflow;
        out.add(d);
        return;
    }
    d.size = kRawLen;
    finish(d);
    d.selfIdentifying = true; // 27 base62 characters below the 2^160 limit
    out.add(d);
}

// The raw 20 bytes as 40 hex digits (what `ksuid -f inspect` prints as Raw, and uuinfo reads).
void parseHex(const IdInput& in, bool forced, Candidates& out)
{
    Decoded d = base(forced ? kPriorHex : kPriorHexUnasked);
    bool upper = false, lower = false;
    for (int i = 0; i < 2 * kRawLen; ++i) {
        const char c = in.data[i];
        const quint8 v = kHexDigit[quint8(c)];
        if (v == kBad) {
            if (forced)
                out.addFailure(d, ParseError::BadCharacter, i);
            return;
        }
        upper |= c >= 'A' && c <= 'F';
        lower |= c >= 'a' && c <= 'f';
        if (i % 2 == 0)
            d.bytes[std::size_t(i / 2)] = quint8(v << 4);
        else
            d.bytes[std::size_t(i / 2)] |= v;
    }
    d.size = kRawLen;
    d.flags |= WarnNonCanonicalSpelling;
    if (upper && lower)
        d.flags |= WarnMixedCase;
    finish(d);
    out.add(d);
}

// The formats this family reads, with their traits (registry.h).
constexpr FormatInfo kFormats[] = {
    {.format = Format::Ksuid,
     .name = "ksuid",
     .title = "KSUID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "32-bit s + 128-bit payload"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "s since 1400000000"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "27 base62, case-sensitive"),
     .precision = Precision::Second,
     .reversible = true,
     .traits = TraitOwnEpoch,
     .launchMs = {kEpochSeconds * 1000 + kMonthMs, 0},
     .randomBitsPerTick = 128,
     .uniqueness = TickUniqueness::Random},
};

} // namespace

void parseKsuid(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const bool forced = opt.forced == Format::Ksuid;
    if (in.kind == IdInput::Kind::Text && in.size == kTextLen) {
        parseText(in, forced, out);
        return;
    }
    if (in.kind == IdInput::Kind::Blob && in.size == kRawLen) {
        // Binary is a legitimate KSUID storage (FromBytes/MarshalBinary), so no spelling flag.
        Decoded d = base(kPriorBlob);
        d.setBytes(in.data, kRawLen);
        finish(d);
        out.add(d);
        return;
    }
    if (in.kind == IdInput::Kind::Text && in.size == 2 * kRawLen) {
        parseHex(in, forced, out);
        return;
    }
    if (!forced || in.kind == IdInput::Kind::Null)
        return;
    Decoded d = base(kPriorText);
    d.error = ParseError::BadLength;
    out.add(d);
}

void describeKsuid(const Decoded& d, DescribeSink& s)
{
    if (d.format != Format::Ksuid || d.size != kRawLen)
        return;
    char text[kTextLen];
    encodeBase62(d.bytes.data(), text);
    s.canonical({text, std::size_t(kTextLen)});
    s.number("timestamp", d.u64);
    s.textString("payload", hexString(d.bytes.data() + 4, 16));
}

bool makeKsuid(Format f, const Instant& t, Fill fill, const DecodeOptions&, Decoded& out)
{
    if (f != Format::Ksuid)
        return false;
    // The field holds whole seconds: the instant is floored to its second.
    if (t.seconds < kEpochSeconds || t.seconds - kEpochSeconds > qint64(0xFFFFFFFFu))
        return false;
    Decoded d = base(kPriorText);
    const quint32 ts = quint32(t.seconds - kEpochSeconds);
    d.bytes[0] = quint8(ts >> 24);
    d.bytes[1] = quint8(ts >> 16);
    d.bytes[2] = quint8(ts >> 8);
    d.bytes[3] = quint8(ts);
    fillBytes(d.bytes.data() + 4, kRawLen - 4, fill);
    d.size = kRawLen;
    finish(d);
    out = d;
    return true;
}

extern const FormatFamily kKsuidFamily{"ksuid", kFormats, parseKsuid, describeKsuid, makeKsuid};

} // namespace idscope
