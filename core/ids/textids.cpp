// Text-only IDs:
//   firebase-push  20 chars of an ordered base64 alphabet: 8 chars (48 bits) of Unix ms, then
//                  12 chars (72 bits) of randomness (incremented within one ms).
//   cuid           CUID v1 (paralleldrive/cuid, deprecated): 'c' + 8 base36 chars of Unix ms +
//                  4 counter + 4 fingerprint + 8 random, 25 chars, lower case.
//   cuid2, nanoid  shapes only: hashed/random text that carries no instant. They are named so
//                  the user learns what the value probably is, never to invent a time.
//   nano64         only-cliches/nano64: 64 bits, 44 of Unix ms then 20 random, as 16 hex digits,
//                  canonically upper case with a '-' after the eleventh (199C01B6659-5861C).
//   puid           pid/puid's 24-character form, lower-case base36: 8 chars of Unix ms, 6 hex
//                  digits of machine ID, 4 of process ID, 6 of a counter.
#include "codecs.h"
#include "codecutil.h"

#include <QCoreApplication>
#include <QRandomGenerator>

#include <array>

namespace idscope {

namespace {

constexpr quint8 kBad = kNoDigit;

// ---- Firebase push ID -------------------------------------------------------------------

constexpr int kPushLen = 20;
constexpr int kPushRaw = 15; // 120 bits
constexpr char kPushAlphabet[] = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";
constexpr quint8 kPriorPush = 60;     // the usual '-' first char (any instant before 2109)
constexpr quint8 kPriorPushLate = 40; // other first chars mean an instant after 2109
constexpr qint64 kPushLaunchMs = 1325376000000; // 2012-01-01: push IDs did not exist before
constexpr quint64 kPushMaxMs = (quint64(1) << 48) - 1;

constexpr std::array<quint8, 256> kPush = digitTable(kPushAlphabet);

// ---- CUID v1 / CUID2 --------------------------------------------------------------------

constexpr int kCuidLen = 25;
constexpr quint8 kPriorCuid = 70;
constexpr quint8 kPriorCuidForced = 50;
constexpr qint64 kCuidLaunchMs = 1325376000000; // 2012-01-01: cuid was published in 2012
constexpr quint64 kCuidMaxMs = 2821109907455;   // 36^8 - 1: the 8-char timestamp block

constexpr int kCuid2Len = 24; // @paralleldrive/cuid2 default length
constexpr quint8 kPriorCuid2 = 20;
constexpr quint8 kPriorCuid2AsCuid = 10; // a 25-char 'c…' CUID v1 is a valid CUID2 as well

constexpr char kBase36[] = "0123456789abcdefghijklmnopqrstuvwxyz";

// Lower-case base36 digit values; upper case is not part of the table.
constexpr std::array<quint8, 256> kB36 = digitTable(kBase36);

// ---- Nano ID ----------------------------------------------------------------------------

constexpr int kNanoLen = 21; // nanoid default size
constexpr quint8 kPriorNano = 15;

// ---- Nano64 / Puid -----------------------------------------------------------------------

constexpr int kNano64Len = 16;
constexpr int kNano64DashedLen = 17;
constexpr int kNano64Dash = 11; // position of the '-'
constexpr quint8 kPriorNano64Dashed = 60;
constexpr quint8 kPriorNano64 = 20; // 16 hex digits are many things
constexpr qint64 kNano64LaunchMs = 1735689600000; // 2025-01-01: published in 2025
constexpr char kHexUpper[] = "0123456789ABCDEF";

constexpr int kPuidLen = 24;
constexpr quint8 kPriorPuid = 30;                // above the CUID2 shape it also has
constexpr qint64 kPuidLaunchMs = 1356998400000; // 2013-01-01: published in 2013

// Shape-only formats accept 2..32 characters on request (kept whole in Decoded::bytes).
constexpr int kShapeMin = 2;
constexpr int kShapeMax = 32;

bool isNanoChar(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
           c == '-';
}

bool isLowerAlnum(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z');
}

Decoded base(Format f, quint8 prior)
{
    Decoded d;
    d.format = f;
    d.prior = prior;
    return d;
}

// A millisecond timestamp as the reading's instant, `size` its decoded length; one minted
// before the format existed (`launchMs`) is flagged.
void setMsInstant(Decoded& d, quint64 ms, int size, qint64 launchMs)
{
    d.size = quint8(size);
    d.u64 = ms;
    d.hasInstant = true;
    d.precision = Precision::Millisecond;
    d.instant = Instant::fromUnixMs(qint64(ms));
    if (qint64(ms) < launchMs)
        d.flags |= WarnBeforeEpoch;
}

void finishPush(Decoded& d)
{
    quint64 ms = 0;
    for (int i = 0; i < 6; ++i)
        ms = ms << 8 | d.bytes[std::size_t(i)];
    setMsInstant(d, ms, kPushRaw, kPushLaunchMs);
}

void parsePush(const IdInput& in, bool forced, Candidates& out)
{
    Decoded d = base(Format::FirebasePush, in.data[0] == '-' ? kPriorPush : kPriorPushLate);
    quint32 acc = 0;
    int bits = 0;
    int n = 0;
    for (int i = 0; i < kPushLen; ++i) {
        const quint8 v = kPush[quint8(in.data[i])];
        if (v == kBad) {
            if (!forced)
                return; // some other 20-char text
            out.addFailure(d, ParseError::BadCharacter, i);
            return;
        }
        acc = acc << 6 | v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            d.bytes[std::size_t(n++)] = quint8(acc >> bits);
            acc &= (1u << bits) - 1;
        }
    }
    finishPush(d);
    out.add(d);
}

quint64 base36(const quint8* p, int n)
{
    quint64 v = 0;
    for (int i = 0; i < n; ++i)
        v = v * 36 + kB36[p[i]];
    return v;
}

void finishCuid(Decoded& d)
{
    const quint64 ms = base36(d.bytes.data() + 1, 8); // ≤ 36^8 - 1: fits easily
    setMsInstant(d, ms, kCuidLen, kCuidLaunchMs);
}

void parseCuid(const IdInput& in, bool forced, Candidates& out)
{
    if (!forced) {
        if (in.data[0] != 'c')
            return;
        for (int i = 1; i < kCuidLen; ++i) {
            if (!isLowerAlnum(in.data[i]))
                return;
        }
    }
    Decoded d = base(Format::Cuid, kPriorCuid);
    bool upper = false, lower = false;
    for (int i = 0; i < kCuidLen; ++i) {
        char c = in.data[i];
        if (c >= 'A' && c <= 'Z') { // only reachable on request
            upper = true;
            c = char(c - 'A' + 'a');
        } else if (c >= 'a' && c <= 'z') {
            lower = true;
        }
        if (kB36[quint8(c)] == kBad || (i == 0 && c != 'c')) {
            out.addFailure(d, ParseError::BadCharacter, i);
            return;
        }
        d.bytes[std::size_t(i)] = quint8(c);
    }
    if (upper) {
        d.prior = kPriorCuidForced;
        d.flags |= lower ? (WarnNonCanonicalCase | WarnMixedCase) : WarnNonCanonicalCase;
    }
    finishCuid(d);
    out.add(d);
}

// CUID2: lower-case base36, first char a letter. Decoded bytes keep the text.
void parseCuid2(const IdInput& in, bool forced, Candidates& out)
{
    quint8 prior = kPriorCuid2;
    if (!forced) {
        if (in.size == kCuidLen && in.data[0] == 'c')
            prior = kPriorCuid2AsCuid;
        else if (in.size != kCuid2Len)
            return;
    }
    Decoded d = base(Format::Cuid2, prior);
    if (in.size < kShapeMin || in.size > kShapeMax) {
        d.error = ParseError::BadLength;
        out.add(d);
        return;
    }
    for (int i = 0; i < in.size; ++i) {
        const char c = in.data[i];
        if (!isLowerAlnum(c) || (i == 0 && !(c >= 'a' && c <= 'z'))) {
            if (!forced)
                return;
            out.addFailure(d, ParseError::BadCharacter, i);
            return;
        }
    }
    d.setBytes(in.data, in.size);
    out.add(d);
}

void parseNano(const IdInput& in, bool forced, Candidates& out)
{
    if (!forced && in.size != kNanoLen)
        return;
    Decoded d = base(Format::Nanoid, kPriorNano);
    if (in.size < kShapeMin || in.size > kShapeMax) {
        d.error = ParseError::BadLength;
        out.add(d);
        return;
    }
    for (int i = 0; i < in.size; ++i) {
        if (!isNanoChar(in.data[i])) {
            if (!forced)
                return;
            out.addFailure(d, ParseError::BadCharacter, i);
            return;
        }
    }
    d.setBytes(in.data, in.size);
    out.add(d);
}

void parseNano64(const IdInput& in, bool forced, Candidates& out)
{
    const bool dashed = in.size == kNano64DashedLen;
    if (!dashed && in.size != kNano64Len) {
        if (forced)
            out.add(errorReading(Format::Nano64, ParseError::BadLength, 0, kPriorNano64));
        return;
    }
    Decoded d = base(Format::Nano64, dashed ? kPriorNano64Dashed : kPriorNano64);
    quint64 v = 0;
    bool lower = false, upper = false;
    for (int i = 0; i < in.size; ++i) {
        const char c = in.data[i];
        if (dashed && i == kNano64Dash) {
            if (c == '-')
                continue;
            if (forced)
                out.addFailure(d, ParseError::BadCharacter, i);
            return;
        }
        const quint8 digit = kHexDigit[quint8(c)];
        if (digit == kBad) {
            if (forced)
                out.addFailure(d, ParseError::BadCharacter, i);
            return;
        }
        lower |= c >= 'a' && c <= 'f';
        upper |= c >= 'A' && c <= 'F';
        v = v << 4 | digit;
    }
    if (lower)
        d.flags |= upper ? (WarnNonCanonicalCase | WarnMixedCase) : WarnNonCanonicalCase;
    if (!dashed)
        d.flags |= WarnNonCanonicalSpelling;
    setMsInstant(d, v >> 20, 0, kNano64LaunchMs);
    d.u64 = v;
    out.add(d);
}

void parsePuid(const IdInput& in, bool forced, Candidates& out)
{
    Decoded d = base(Format::Puid, kPriorPuid);
    if (in.size != kPuidLen) {
        if (forced)
            out.addFailure(d, ParseError::BadLength, 0);
        return;
    }
    for (int i = 0; i < kPuidLen; ++i) {
        const char c = in.data[i];
        // Characters 8-13 are the machine ID in hex.
        const bool ok = i >= 8 && i < 14 ? kHexDigit[quint8(c)] != kBad && !(c >= 'A' && c <= 'F')
                                         : kB36[quint8(c)] != kBad;
        if (!ok) {
            if (forced)
                out.addFailure(d, ParseError::BadCharacter, i);
            return;
        }
    }
    d.setBytes(in.data, kPuidLen);
    const quint64 ms = base36(d.bytes.data(), 8);
    d.hasInstant = true;
    d.precision = Precision::Millisecond;
    d.instant = Instant::fromUnixMs(qint64(ms));
    d.u64 = ms;
    if (qint64(ms) < kPuidLaunchMs)
        d.flags |= WarnBeforeEpoch;
    out.add(d);
}

QString latin1(const Decoded& d, int from, int n)
{
    return QString::fromLatin1(reinterpret_cast<const char*>(d.bytes.data()) + from, n);
}

quint8 randomByte()
{
    return quint8(QRandomGenerator::global()->generate());
}

// The formats this family reads, with their traits (registry.h).
constexpr FormatInfo kFormats[] = {
    {.format = Format::FirebasePush,
     .name = "firebase-push",
     .title = "Firebase push ID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "8 chars ms + 12 random"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "20 chars -0-9A-Z_a-z"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .launchMs = {kPushLaunchMs, 0},
     .randomBitsPerTick = 72,
     .uniqueness = TickUniqueness::Random},
    {.format = Format::Cuid,
     .name = "cuid",
     .title = "CUID v1",
     .layout =
         QT_TRANSLATE_NOOP("idscope::FormatInfo", "c + base36 ms + counter + fingerprint + random"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "25 chars lowercase"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .launchMs = {kCuidLaunchMs, 0},
     .randomBitsPerTick = 41, // 8 random base-36 characters
     .uniqueness = TickUniqueness::Random},
    {.format = Format::Cuid2,
     .name = "cuid2",
     .title = "CUID2",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "hashed; no instant"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "—"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "24 chars a-z0-9, first a letter"),
     .randomBitsPerTick = 119,
     .uniqueness = TickUniqueness::Random},
    {.format = Format::Nanoid,
     .name = "nanoid",
     .title = "Nano ID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "random; no instant"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "—"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "21 chars A-Za-z0-9_-"),
     .randomBitsPerTick = 126,
     .uniqueness = TickUniqueness::Random},
    {.format = Format::Nano64,
     .name = "nano64",
     .title = "Nano64",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "44 ms, 20 random"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "16 hex, XXXXXXXXXXX-XXXXX upper case"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = TraitCaseInsensitiveText,
     .launchMs = {kNano64LaunchMs, 0},
     .randomBitsPerTick = 20,
     .uniqueness = TickUniqueness::Random},
    {.format = Format::Puid,
     .name = "puid",
     .title = "Puid",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                                 "8 ms, 6 machine (hex), 4 process, 6 counter"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "24 chars base36 lower case"),
     .precision = Precision::Millisecond,
     .launchMs = {kPuidLaunchMs, 0}},
};

} // namespace

void parseTextIds(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const Format forced = opt.forced;
    const bool mine = declares(kFormats, forced);
    if (in.kind != IdInput::Kind::Text) {
        if (mine && in.kind != IdInput::Kind::Null) {
            Decoded d = base(forced, 0);
            d.error = ParseError::BadLength;
            out.add(d);
        }
        return;
    }
    if (in.size < kShapeMin || in.size > kShapeMax) {
        if (mine) {
            Decoded d = base(forced, 0);
            d.error = ParseError::BadLength;
            out.add(d);
        }
        return;
    }
    const int before = out.size();
    if (in.size == kPushLen)
        parsePush(in, forced == Format::FirebasePush, out);
    if (in.size == kCuidLen)
        parseCuid(in, forced == Format::Cuid, out);
    parseCuid2(in, forced == Format::Cuid2, out);
    parseNano(in, forced == Format::Nanoid, out);
    const bool unasked = forced == Format::Count;
    if (((in.size == kNano64Len || in.size == kNano64DashedLen) && unasked) ||
        forced == Format::Nano64)
        parseNano64(in, forced == Format::Nano64, out);
    if ((in.size == kPuidLen && unasked) || forced == Format::Puid)
        parsePuid(in, forced == Format::Puid, out);
    if (!mine)
        return;
    for (int i = before; i < out.size(); ++i) {
        if (out[i].format == forced)
            return;
    }
    // The requested format always gets an answer, with the reason it does not fit.
    Decoded d = base(forced, 0);
    d.error = ParseError::BadLength;
    out.add(d);
}

void describeTextIds(const Decoded& d, DescribeSink& s)
{
    switch (d.format) {
    case Format::FirebasePush: {
        if (d.size != kPushRaw)
            return;
        char text[kPushLen];
        quint32 acc = 0;
        int bits = 0;
        int n = 0;
        for (int i = 0; i < kPushRaw; ++i) {
            acc = acc << 8 | d.bytes[std::size_t(i)];
            bits += 8;
            while (bits >= 6) {
                bits -= 6;
                text[n++] = kPushAlphabet[(acc >> bits) & 63];
            }
            acc &= (1u << bits) - 1;
        }
        s.canonical({text, std::size_t(n)});
        s.number("timestamp", d.u64);
        s.textString("random", hexString(d.bytes.data() + 6, 9));
        break;
    }
    case Format::Cuid:
        if (d.size != kCuidLen)
            return;
        s.canonicalString(latin1(d, 0, kCuidLen));
        s.number("timestamp", d.u64);
        s.number("counter", base36(d.bytes.data() + 9, 4));
        s.textString("fingerprint", latin1(d, 13, 4));
        s.textString("random", latin1(d, 17, 8));
        break;
    case Format::Nano64: {
        char text[kNano64DashedLen];
        for (int i = 0, shift = 60; i < kNano64DashedLen; ++i) {
            if (i == kNano64Dash) {
                text[i] = '-';
                continue;
            }
            text[i] = kHexUpper[(d.u64 >> shift) & 15];
            shift -= 4;
        }
        s.canonical({text, sizeof text});
        s.number("timestamp", d.u64 >> 20);
        s.number("random", d.u64 & 0xFFFFF);
        break;
    }
    case Format::Puid:
        if (d.size != kPuidLen)
            return;
        s.canonicalString(latin1(d, 0, kPuidLen));
        s.number("timestamp", d.u64);
        s.textString("machine", latin1(d, 8, 6));
        s.number("process", base36(d.bytes.data() + 14, 4));
        s.number("counter", base36(d.bytes.data() + 18, 6));
        break;
    case Format::Cuid2:
    case Format::Nanoid:
        s.canonicalString(latin1(d, 0, d.size));
        s.textString("note", QCoreApplication::translate("idscope::Reading",
                                                         "no embedded instant (random/hashed)"));
        s.number("length", d.size);
        break;
    default:
        break;
    }
}

bool makeTextIds(Format f, const Instant& t, Fill fill, const DecodeOptions&, Decoded& out)
{
    if (t.seconds < 0)
        return false;
    if (f == Format::FirebasePush) {
        if (t.seconds > qint64(kPushMaxMs / 1000))
            return false;
        const quint64 ms = quint64(t.unixMsFloor());
        if (ms > kPushMaxMs)
            return false;
        Decoded d = base(f, kPriorPush);
        for (int i = 0; i < 6; ++i)
            d.bytes[std::size_t(i)] = quint8(ms >> (8 * (5 - i)));
        for (int i = 6; i < kPushRaw; ++i)
            d.bytes[std::size_t(i)] = fill == Fill::Min   ? 0
                                      : fill == Fill::Max ? 0xFF
                                                          : randomByte();
        finishPush(d);
        out = d;
        return true;
    }
    if (f == Format::Cuid) {
        if (t.seconds > qint64(kCuidMaxMs / 1000))
            return false;
        quint64 ms = quint64(t.unixMsFloor());
        if (ms > kCuidMaxMs)
            return false;
        Decoded d = base(f, kPriorCuid);
        d.bytes[0] = 'c';
        for (int i = 8; i >= 1; --i) {
            d.bytes[std::size_t(i)] = quint8(kBase36[ms % 36]);
            ms /= 36;
        }
        for (int i = 9; i < kCuidLen; ++i) {
            const int digit = fill == Fill::Min   ? 0
                              : fill == Fill::Max ? 35
                                                  : int(QRandomGenerator::global()->bounded(36));
            d.bytes[std::size_t(i)] = quint8(kBase36[digit]);
        }
        finishCuid(d);
        out = d;
        return true;
    }
    if (f == Format::Nano64) {
        const qint64 ms = t.unixMsFloor();
        if (ms >= (qint64(1) << 44))
            return false;
        Decoded d = base(f, kPriorNano64Dashed);
        const quint64 random = fill == Fill::Min   ? 0
                               : fill == Fill::Max ? 0xFFFFF
                                                   : QRandomGenerator::global()->bounded(1u << 20);
        setMsInstant(d, quint64(ms), 0, kNano64LaunchMs);
        d.u64 = quint64(ms) << 20 | random;
        out = d;
        return true;
    }
    return false; // cuid2 and nanoid carry no instant; other formats are not ours
}

extern const FormatFamily kTextIdsFamily{"textids", kFormats, parseTextIds, describeTextIds,
                                         makeTextIds};

} // namespace idscope
