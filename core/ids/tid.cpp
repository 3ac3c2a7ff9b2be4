// AT Protocol TID (atproto.com/specs/tid): a 64-bit integer — top bit 0, 53 bits of
// microseconds since the Unix epoch, 10-bit clock id — spelled as 13 characters of
// base32-sortable (234567abcdefghijklmnopqrstuvwxyz), most significant first.
//
// 13 × 5 = 65 bits, so the first character only fits 64 bits when it is one of 2-7a-j
// (value < 16); k-z overflow. The official interop files accept a-j as first character
// (tid_syntax_valid.txt), although c-j set the top bit; like the reference implementation
// we then read the timestamp as everything above the clock id (54 bits), which lands after
// year 2255, and give the reading a lower prior.
#include "codecs.h"
#include "codecutil.h"

#include <QRandomGenerator>

#include <array>

namespace idscope {

namespace {

constexpr int kLen = 13;
constexpr quint8 kPrior = 60;       // 13 lowercase chars: shared with lower-case TSIDs
constexpr quint8 kPriorTopBit = 40; // syntactically valid, but the top bit is set
constexpr quint8 kPriorForced = 50; // upper case or an integer, only on request
constexpr quint64 kMaxMicros = (quint64(1) << 53) - 1;
constexpr int kDecimalDigits = 19; // (10^15 µs << 10) ≈ 1.02 × 10^18
// atproto (Bluesky) started minting TIDs in 2022.
constexpr qint64 kLaunchSeconds = 1640995200; // 2022-01-01T00:00:00Z

constexpr char kAlphabet[] = "234567abcdefghijklmnopqrstuvwxyz";
constexpr quint8 kBad = kNoDigit;

constexpr std::array<quint8, 256> kValue = digitTable(kAlphabet);

Decoded base(quint8 prior)
{
    Decoded d;
    d.format = Format::Tid;
    d.prior = prior;
    return d;
}

void finish(Decoded& d, quint64 v)
{
    d.u64 = v;
    d.hasInstant = true;
    d.precision = Precision::Microsecond;
    d.instant = Instant::fromUnixUs(qint64(v >> 10)); // at most 54 bits: fits
    if (d.instant.seconds < kLaunchSeconds)
        d.flags |= WarnBeforeEpoch;
}

void parseText(const IdInput& in, bool forced, Candidates& out)
{
    if (!forced) {
        // Only lower-case alphanumeric text with a letter looks like an attempted TID:
        // upper case is far more likely a TSID, digits only a number.
        bool letter = false;
        for (int i = 0; i < kLen; ++i) {
            const char c = in.data[i];
            if (c >= 'a' && c <= 'z')
                letter = true;
            else if (!(c >= '0' && c <= '9'))
                return;
        }
        if (!letter) {
            for (int i = 0; i < kLen; ++i) {
                if (kValue[quint8(in.data[i])] == kBad)
                    return;
            }
        }
    }
    Decoded d = base(kPrior);
    bool upper = false, lower = false;
    quint64 v = 0;
    for (int i = 0; i < kLen; ++i) {
        const char c = in.data[i];
        quint8 x = kValue[quint8(c)];
        if (c >= 'A' && c <= 'Z') { // only reachable on request
            x = kValue[quint8(c - 'A' + 'a')];
            upper = true;
        } else if (c >= 'a' && c <= 'z') {
            lower = true;
        }
        if (x == kBad) {
            out.addFailure(d, ParseError::BadCharacter, i);
            return;
        }
        v = v << 5 | x;
    }
    if (kValue[quint8(in.data[0] | 0x20)] >= 16) { // bits above the 64th
        d.error = ParseError::Overflow;
        out.add(d);
        return;
    }
    if (upper) {
        d.prior = kPriorForced;
        d.flags |= lower ? (WarnNonCanonicalCase | WarnMixedCase) : WarnNonCanonicalCase;
    }
    if (v >> 63)
        d.prior = kPriorTopBit;
    finish(d, v);
    // 13 lower-case characters of its alphabet with the top bit clear: what the AT Protocol
    // writes (lower-case TSIDs share the shape and rank by plausibility beside it).
    d.selfIdentifying = !upper && !(v >> 63);
    out.add(d);
}

// The formats this family reads, with their traits (registry.h).
constexpr FormatInfo kFormats[] = {
    {.format = Format::Tid,
     .name = "tid",
     .title = "AT Protocol TID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "0, 53 µs, 10 clock id"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix µs"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "13 chars 234567a-z"),
     .precision = Precision::Microsecond,
     .reversible = true,
     .launchMs = {kLaunchSeconds * 1000, 0},
     .randomBitsPerTick = 10,
     .uniqueness = TickUniqueness::Random},
};

} // namespace

void parseTid(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const bool forced = opt.forced == Format::Tid;
    if (in.kind == IdInput::Kind::Text && in.size == kLen) {
        parseText(in, forced, out);
        return;
    }
    if (!forced || in.kind == IdInput::Kind::Null)
        return;
    // On request, an integer (or decimal text) may be the TID's 64 bits. Any TID minted since
    // 2001 (10^15 µs above the 10 clock bits) has 19 decimal digits: shorter text, such as
    // atproto's invalid "222", is no TID in any spelling.
    const IntValue iv = inputAsInteger(in, true);
    Decoded d = base(kPriorForced);
    if (!iv.ok || (in.kind == IdInput::Kind::Text && in.size < kDecimalDigits)) {
        d.error = ParseError::BadLength;
    } else if (iv.negative || (iv.magnitude >> 63) != 0) {
        d.error = ParseError::OutOfRange; // the top bit is always 0
    } else {
        d.flags |= WarnNonCanonicalSpelling;
        finish(d, iv.magnitude);
    }
    out.add(d);
}

void describeTid(const Decoded& d, DescribeSink& s)
{
    if (d.format != Format::Tid)
        return;
    char text[kLen];
    quint64 v = d.u64;
    for (int i = kLen - 1; i >= 0; --i) {
        text[i] = kAlphabet[v & 31];
        v >>= 5;
    }
    s.canonical({text, std::size_t(kLen)});
    s.number("timestamp", d.u64 >> 10);
    s.number("clock_id", d.u64 & 1023);
}

bool makeTid(Format f, const Instant& t, Fill fill, const DecodeOptions&, Decoded& out)
{
    if (f != Format::Tid)
        return false;
    qint64 us = 0; // floored to the microsecond
    if (t.seconds < 0 || !t.toUnixUs(us) || quint64(us) > kMaxMicros)
        return false;
    quint64 clock = 0;
    switch (fill) {
    case Fill::Min:
        clock = 0;
        break;
    case Fill::Max:
        clock = 1023;
        break;
    case Fill::Random:
        clock = QRandomGenerator::global()->bounded(1024u);
        break;
    }
    Decoded d = base(kPrior);
    finish(d, quint64(us) << 10 | clock);
    out = d;
    return true;
}

extern const FormatFamily kTidFamily{"tid", kFormats, parseTid, describeTid, makeTid};

} // namespace idscope
