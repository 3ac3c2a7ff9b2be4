// OrderlyID (orderlykit/orderlyid): "<prefix>_<32 Crockford base32>[-<4 checksum>]".
//   prefix    a lower-case letter, then 1-30 lower-case letters or digits
//   payload   160 bits, most significant first: 48 bits of ms since 2020-01-01, 8 flags (the
//             top two the wire version, 00 for v1; bit 5: the time was coarsened for
//             privacy), 16 tenant, 12 sequence, 16 shard, 60 random
//   checksum  BCH over the prefix (as Bech32 expands its human-readable part), '_' and the
//             payload digits: the low 20 bits of the polymod, as 4 Crockford digits
// A checksum that matches names the format; without one the shape is prefix_ + 32 letters and
// digits, and the instant must be its evidence.
#include "codecs.h"
#include "codecutil.h"
#include "crockford.h"

namespace idscope {

namespace {

constexpr int kPayloadLen = 32;
constexpr int kChecksumLen = 4;
constexpr int kPrefixMax = 31;
constexpr int kBodyBytes = 20;
constexpr qint64 kEpochMs = 1577836800000;  // 2020-01-01
constexpr qint64 kLaunchMs = 1735689600000; // 2025-01-01: published in 2025
constexpr quint8 kPriorChecked = 90;
constexpr quint8 kPriorUnchecked = 55; // above the prefixed-id shape it also has

// The BCH checksum of the spec (Bech32's generator), over `prefix`, '_' and `digits`.
quint32 checksumOf(std::string_view prefix, const quint8* digits)
{
    static constexpr quint32 kGen[5] = {0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd,
                                        0x2a1462b3};
    quint32 c = 1;
    const auto step = [&c](quint32 v) {
        const quint32 top = c >> 25;
        c = ((c & 0x1ffffff) << 5) ^ v;
        for (int i = 0; i < 5; ++i) {
            if ((top >> i) & 1)
                c ^= kGen[i];
        }
    };
    for (const char ch : prefix)
        step(quint8(ch) >> 5);
    step(quint8('_') >> 5);
    step(0);
    for (const char ch : prefix)
        step(quint8(ch) & 31);
    step(quint8('_') & 31);
    for (int i = 0; i < kPayloadLen; ++i)
        step(digits[i]);
    for (int i = 0; i < kChecksumLen; ++i)
        step(0);
    return (c ^ 1) & 0xFFFFF;
}

void checksumText(quint32 sum, char (&out)[kChecksumLen])
{
    for (int i = 0; i < kChecksumLen; ++i)
        out[i] = crockford::kLowerAlphabet[(sum >> (5 * (kChecksumLen - 1 - i))) & 31];
}

// prefix_ at the start: the prefix's length, or -1.
int prefixLength(const IdInput& in)
{
    int n = 0;
    while (n < in.size && n <= kPrefixMax && in.data[n] != '_') {
        if (!isAsciiLower(in.data[n]) && !(n > 0 && isAsciiDigit(in.data[n])))
            return -1;
        ++n;
    }
    return n >= 2 && n <= kPrefixMax && n < in.size ? n : -1;
}

quint64 bitsAt(const quint8* b, int from, int count)
{
    quint64 v = 0;
    for (int i = from; i < from + count; ++i)
        v = v << 1 | ((b[i / 8] >> (7 - i % 8)) & 1);
    return v;
}

constexpr FormatInfo kFormats[] = {
    {.format = Format::OrderlyId,
     .name = "orderlyid",
     .title = "OrderlyID",
     .layout = QT_TRANSLATE_NOOP(
         "idscope::FormatInfo",
         "48 ms, 8 flags, 16 tenant, 12 sequence, 16 shard, 60 random (160 bits)"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "ms since 1577836800000 (2020-01-01)"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                               "prefix_ + 32 Crockford base32 lower case [+ -checksum]"),
     .precision = Precision::Millisecond,
     .traits = TraitOwnEpoch,
     .launchMs = {kLaunchMs, 0},
     .randomBitsPerTick = 60,
     .uniqueness = TickUniqueness::Random},
};

} // namespace

void parseOrderlyId(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const bool forced = opt.forced == Format::OrderlyId;
    // Length first: every text value a scan meets passes here, and ULIDs and UUIDs are shorter
    // than the shortest OrderlyID or lack its lower-case prefix.
    constexpr int kShortest = 2 + 1 + kPayloadLen;
    if (!forced && (in.kind != IdInput::Kind::Text || in.size < kShortest ||
                    !isAsciiLower(in.data[0])))
        return;
    const int p = in.kind == IdInput::Kind::Text ? prefixLength(in) : -1;
    const int rest = p < 0 ? 0 : in.size - p - 1;
    const bool checked = rest == kPayloadLen + 1 + kChecksumLen;
    if (p < 0 || (rest != kPayloadLen && !checked)) {
        if (forced)
            out.add(errorReading(Format::OrderlyId,
                                 p < 0 ? ParseError::BadPrefix : ParseError::BadLength, 0,
                                 kPriorUnchecked));
        return;
    }
    Decoded d;
    d.format = Format::OrderlyId;
    d.prior = checked ? kPriorChecked : kPriorUnchecked;
    quint8 digits[kPayloadLen];
    bool upper = false;
    const char* payload = in.data + p + 1;
    for (int i = 0; i < kPayloadLen; ++i) {
        const quint8 e = crockford::kDecode[quint8(payload[i])];
        if (e == crockford::kInvalid || (e & crockford::kAlias)) {
            if (forced)
                out.addFailure(d, ParseError::BadCharacter, p + 1 + i);
            return;
        }
        upper |= (e & crockford::kUpper) != 0;
        digits[i] = e & crockford::kValueMask;
    }
    quint8 body[kBodyBytes] = {};
    for (int i = 0; i < kPayloadLen * 5; ++i) {
        if ((digits[i / 5] >> (4 - i % 5)) & 1)
            body[i / 8] |= quint8(0x80 >> (i % 8));
    }
    if (checked) {
        char want[kChecksumLen];
        checksumText(checksumOf({in.data, std::size_t(p)}, digits), want);
        const char* got = payload + kPayloadLen + 1;
        bool same = payload[kPayloadLen] == '-';
        for (int i = 0; i < kChecksumLen; ++i)
            same = same && (got[i] | 0x20) == want[i];
        if (!same) {
            out.addFailure(d, ParseError::BadChecksum, p + 1 + kPayloadLen);
            return;
        }
        d.selfIdentifying = !upper;
    }
    if (body[6] >> 6) { // a wire version after v1: another layout
        out.addFailure(d, ParseError::BadVersion, p + 1);
        return;
    }
    if (upper)
        d.flags |= WarnNonCanonicalCase;
    d.setBytes(body, kBodyBytes);
    std::memcpy(d.bytes.data() + kBodyBytes, in.data, std::size_t(p));
    d.size = quint8(kBodyBytes + p);
    d.u64 = bitsAt(body, 0, 48);
    d.hasInstant = true;
    d.precision = Precision::Millisecond;
    d.instant = Instant::fromUnixMs(kEpochMs + qint64(d.u64));
    out.add(d);
}

void describeOrderlyId(const Decoded& d, DescribeSink& s)
{
    if (d.format != Format::OrderlyId || d.size <= kBodyBytes)
        return;
    const quint8* b = d.bytes.data();
    const std::string_view prefix(reinterpret_cast<const char*>(b) + kBodyBytes,
                                  std::size_t(d.size - kBodyBytes));
    quint8 digits[kPayloadLen];
    char text[kPrefixMax + 1 + kPayloadLen + 1 + kChecksumLen];
    std::size_t n = 0;
    for (const char c : prefix)
        text[n++] = c;
    text[n++] = '_';
    for (int i = 0; i < kPayloadLen; ++i) {
        digits[i] = quint8(bitsAt(b, 5 * i, 5));
        text[n++] = crockford::kLowerAlphabet[digits[i]];
    }
    char sum[kChecksumLen];
    checksumText(checksumOf(prefix, digits), sum);
    text[n++] = '-';
    for (const char c : sum)
        text[n++] = c;
    s.canonical({text, n});
    s.text("prefix", prefix);
    s.number("timestamp", d.u64);
    s.number("flags", bitsAt(b, 48, 8));
    s.number("privacy", bitsAt(b, 50, 1));
    s.number("tenant", bitsAt(b, 56, 16));
    s.number("sequence", bitsAt(b, 72, 12));
    s.number("shard", bitsAt(b, 84, 16));
    s.hexDigits("random", bitsAt(b, 100, 60), 15);
    s.text("checksum", {sum, sizeof sum});
}

extern const FormatFamily kOrderlyIdFamily{"orderlyid", kFormats, parseOrderlyId, describeOrderlyId,
                                           nullptr};

} // namespace idscope
