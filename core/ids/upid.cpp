// UPID (carderne/upid): 128 bits of 40-bit time (Unix ms >> 8, so 256 ms ticks), 64 random
// bits and a 20-bit prefix with a 4-bit version, written as 27 characters
// prefix(4) '_' time(8) random(13) version(1) in the lower-case base32 alphabet
// 234567abcdefghijklmnopqrstuvwxyz, without case folding. The last random character and the
// version carry 4 bits each (values up to 'j'). The prefix is right-padded with 'z'.
#include "codecs.h"
#include "codecutil.h"

#include <array>

namespace idscope {

namespace {

constexpr int kLen = 27;
constexpr int kSep = 4;
constexpr int kRaw = 16;
constexpr quint8 kPrior = 70;
constexpr quint64 kMax40 = (quint64(1) << 40) - 1;
constexpr qint64 kLaunchMs = 1704067200000; // 2024-01-01: published in 2024
constexpr char kAlphabet[] = "234567abcdefghijklmnopqrstuvwxyz";
constexpr std::array<quint8, 256> kB32 = digitTable(kAlphabet);
constexpr char kVersion = 'a'; // the one version so far

Decoded base(quint8 prior)
{
    Decoded d;
    d.format = Format::Upid;
    d.prior = prior;
    return d;
}

quint64 be(const quint8* b, int n)
{
    quint64 v = 0;
    for (int i = 0; i < n; ++i)
        v = v << 8 | b[i];
    return v;
}

void putBe(quint8* b, int n, quint64 v)
{
    for (int i = n - 1; i >= 0; --i) {
        b[i] = quint8(v);
        v >>= 8;
    }
}

void finish(Decoded& d)
{
    d.size = kRaw;
    d.u64 = be(d.bytes.data(), 5);
    d.hasInstant = true;
    d.precision = Precision::Ms256;
    d.instant = Instant::fromUnixMs(qint64(d.u64 << 8));
    if (d.u64 == 0)
        d.flags |= WarnBeforeEpoch;
}

// The 16 bytes of a well-formed text: time(5) random(8) prefix and version(3). -1 or the
// position of the first character that does not fit.
int readText(const char* s, quint8* b)
{
    quint8 v[kLen];
    for (int i = 0; i < kLen; ++i) {
        if (i == kSep) {
            if (s[i] != '_')
                return i;
            continue;
        }
        v[i] = kB32[quint8(s[i])];
        if (v[i] == kNoDigit)
            return i;
    }
    // The last random digit and the version hold 4 bits each.
    if (v[25] > 15)
        return 25;
    if (v[26] > 15)
        return 26;
    quint64 time = 0;
    for (int i = 5; i < 13; ++i)
        time = time << 5 | v[i];
    quint64 random = 0;
    for (int i = 13; i < 25; ++i)
        random = random << 5 | v[i];
    random = random << 4 | v[25];
    quint64 prefix = 0;
    for (int i = 0; i < 4; ++i)
        prefix = prefix << 5 | v[i];
    putBe(b, 5, time);
    putBe(b + 5, 8, random);
    putBe(b + 13, 3, prefix << 4 | v[26]);
    return -1;
}

// The text of 16 bytes, into out[27].
void writeText(const quint8* b, char* out)
{
    const quint64 time = be(b, 5);
    const quint64 random = be(b + 5, 8);
    const quint64 tail = be(b + 13, 3);
    for (int i = 0; i < 4; ++i)
        out[i] = kAlphabet[(tail >> (4 + 5 * (3 - i))) & 31];
    out[kSep] = '_';
    for (int i = 0; i < 8; ++i)
        out[5 + i] = kAlphabet[(time >> (5 * (7 - i))) & 31];
    for (int i = 0; i < 12; ++i)
        out[13 + i] = kAlphabet[(random >> (4 + 5 * (11 - i))) & 31];
    out[25] = kAlphabet[random & 15];
    out[26] = kAlphabet[tail & 15];
}

constexpr FormatInfo kFormats[] = {
    {.format = Format::Upid,
     .name = "upid",
     .title = "UPID",
     .layout =
         QT_TRANSLATE_NOOP("idscope::FormatInfo", "40 × 256 ms, 64 random, 20 prefix, 4 version"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms / 256"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                               "27 chars prefix_ + 22, base32 234567a-z, lower case"),
     .precision = Precision::Ms256,
     .launchMs = {kLaunchMs, 0},
     .randomBitsPerTick = 64,
     .uniqueness = TickUniqueness::Random},
};

} // namespace

void parseUpid(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const bool forced = opt.forced == Format::Upid;
    if (forced && in.kind == IdInput::Kind::Blob && in.size == kRaw) {
        // 16 bytes look like any 128-bit ID: only a choice (the user's, or a column's bits
        // judged together) says UPID.
        Decoded d = base(kPrior);
        d.setBytes(in.data, kRaw);
        finish(d);
        out.add(d);
        return;
    }
    if (in.kind != IdInput::Kind::Text || in.size != kLen) {
        if (forced && in.kind != IdInput::Kind::Null)
            out.add(errorReading(Format::Upid, ParseError::BadLength, 0, kPrior));
        return;
    }
    if (in.data[kSep] != '_' && !forced)
        return; // cheap reject: no UPID without the separator
    Decoded d = base(kPrior);
    const int bad = readText(in.data, d.bytes.data());
    if (bad >= 0) {
        if (forced)
            out.addFailure(d, ParseError::BadCharacter, bad);
        return;
    }
    finish(d);
    out.add(d);
}

void describeUpid(const Decoded& d, DescribeSink& s)
{
    if (d.format != Format::Upid || d.size != kRaw)
        return;
    char text[kLen];
    writeText(d.bytes.data(), text);
    s.canonical({text, std::size_t(kLen)});
    s.number("timestamp", d.u64);
    s.text("prefix", {text, 4});
    s.hexBytes("random", d.bytes.data() + 5, 8);
    s.text("version", {text + 26, 1});
}

// The time and random bits as `fill` says, under the padding prefix "zzzz" and version 'a'.
bool makeUpid(Format f, const Instant& t, Fill fill, const DecodeOptions&, Decoded& out)
{
    if (f != Format::Upid || t.seconds < 0 || t.seconds > qint64((kMax40 << 8) / 1000))
        return false;
    const quint64 tick = quint64(t.unixMsFloor()) >> 8;
    if (tick > kMax40)
        return false;
    Decoded d = base(kPrior);
    quint8* b = d.bytes.data();
    putBe(b, 5, tick);
    fillBytes(b + 5, 8, fill);
    const quint64 z = 31;
    putBe(b + 13, 3, (z << 15 | z << 10 | z << 5 | z) << 4 | quint64(kB32[quint8(kVersion)]));
    finish(d);
    out = d;
    return true;
}

extern const FormatFamily kUpidFamily{"upid", kFormats, parseUpid, describeUpid, makeUpid};

} // namespace idscope
