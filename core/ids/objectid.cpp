// MongoDB ObjectId and rs/xid: the same 12 bytes, read two ways.
//   ObjectId: 4-byte BE Unix seconds, 5 random bytes (per process), 3-byte BE counter;
//             text is 24 hex digits, lower case by convention (the shell prints ObjectId("…")).
//   xid:      4-byte BE Unix seconds, 3 machine bytes, 2-byte BE pid, 3-byte BE counter;
//             text is 20 chars of base32hex in lower case (0-9a-v), no padding.
// A 12-byte BLOB gets both readings; the detector ranks them.
#include "codecs.h"
#include "codecutil.h"

#include <array>

namespace idscope {

namespace {

constexpr int kRawLen = 12;
constexpr int kHexLen = 24;
constexpr int kXidLen = 20;
constexpr quint8 kPriorHex = 85;
constexpr quint8 kPriorShell = 95; // ObjectId("…") cannot be anything else
constexpr quint8 kPriorXid = 60;
constexpr quint8 kPriorBlob = 45;
constexpr quint8 kPriorForeign = 40; // the other family's text, on request only
// Instants before the first public releases cannot come from a real generator.
constexpr qint64 kObjectIdLaunch = 1230768000; // 2009-01-01, MongoDB's first release
constexpr qint64 kXidLaunch = 1420070400;      // 2015-01-01, rs/xid's first release

constexpr char kXidAlphabet[] = "0123456789abcdefghijklmnopqrstuv";
constexpr quint8 kBad = kNoDigit;


// Lower case only: rs/xid rejects upper case, and so do we unless xid was asked for.
constexpr std::array<quint8, 256> kXid = digitTable(kXidAlphabet);

Decoded base(Format f, quint8 prior)
{
    Decoded d;
    d.format = f;
    d.prior = prior;
    return d;
}

void finish(Decoded& d)
{
    const quint32 ts = quint32(d.bytes[0]) << 24 | quint32(d.bytes[1]) << 16 |
                       quint32(d.bytes[2]) << 8 | quint32(d.bytes[3]);
    d.size = kRawLen;
    d.u64 = ts;
    d.hasInstant = true;
    d.precision = Precision::Second;
    d.instant = Instant::fromUnixSeconds(qint64(ts));
    const qint64 launch = d.format == Format::Xid ? kXidLaunch : kObjectIdLaunch;
    if (qint64(ts) < launch)
        d.flags |= WarnBeforeEpoch;
}

quint32 caseFlags(bool upper, bool lower)
{
    if (upper && lower)
        return WarnMixedCase | WarnNonCanonicalCase;
    return upper ? quint32(WarnNonCanonicalCase) : 0u;
}

// 24 hex digits at p → d.bytes; false (with errorPos) on a non-hex digit.
bool decodeHex(const char* p, Decoded& d, quint32& flags)
{
    bool upper = false, lower = false;
    for (int i = 0; i < kHexLen; ++i) {
        const char c = p[i];
        const quint8 v = kHexDigit[quint8(c)];
        if (v == kBad) {
            d.error = ParseError::BadCharacter;
            d.errorPos = quint8(i);
            return false;
        }
        upper |= c >= 'A' && c <= 'F';
        lower |= c >= 'a' && c <= 'f';
        if (i % 2 == 0)
            d.bytes[std::size_t(i / 2)] = quint8(v << 4);
        else
            d.bytes[std::size_t(i / 2)] |= v;
    }
    flags = caseFlags(upper, lower);
    return true;
}

// The formats this family reads, with their traits (registry.h).
constexpr FormatInfo kFormats[] = {
    {.format = Format::ObjectId,
     .name = "objectid",
     .title = "ObjectId",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "4 s, 5 random, 3 counter"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix s"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "24 hex"),
     .precision = Precision::Second,
     .reversible = true,
     .traits = TraitCaseInsensitiveText,
     .launchMs = {kObjectIdLaunch * 1000, 0},
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 24}, // per-process counter; the random part tells processes apart
    {.format = Format::Xid,
     .name = "xid",
     .title = "xid",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "4 s, 3 machine, 2 pid, 3 counter"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix s"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "20 chars 0-9a-v"),
     .precision = Precision::Second,
     .reversible = true,
     .launchMs = {kXidLaunch * 1000, 0},
     .uniqueness = TickUniqueness::Counter,
     .counterBits = 24},
};

void addHex(const char* p, int offset, quint8 prior, quint32 extraFlags, const DecodeOptions& opt,
            Candidates& out)
{
    const bool forced = declares(kFormats, opt.forced);
    Decoded d = base(Format::ObjectId, prior);
    quint32 flags = 0;
    if (!decodeHex(p, d, flags)) {
        // 24 characters that are not all hex are some other text, unless asked for.
        if (!forced)
            return;
        d.errorPos = quint8(d.errorPos + offset);
        d.format = opt.forced;
        out.add(d);
        return;
    }
    d.flags = flags | extraFlags;
    finish(d);
    d.selfIdentifying = true; // 24 hex digits are no other format's text
    out.add(d);
    if (opt.forced == Format::Xid) {
        // The same 12 bytes spelled as ObjectId hex: legitimate binary, foreign spelling.
        Decoded x = d;
        x.selfIdentifying = false;
        x.format = Format::Xid;
        x.prior = kPriorForeign;
        x.flags = flags | extraFlags | WarnNonCanonicalSpelling;
        finish(x);
        out.add(x);
    }
}

// `ObjectId("…")` / `ObjectId('…')` as the mongo shell and many logs print it.
bool isShellSpelling(const IdInput& in)
{
    static constexpr char kHead[] = "ObjectId(";
    constexpr int kHeadLen = 9;
    if (in.size != kHeadLen + 1 + kHexLen + 2)
        return false;
    for (int i = 0; i < kHeadLen; ++i) {
        if (in.data[i] != kHead[i])
            return false;
    }
    const char q = in.data[kHeadLen];
    return (q == '"' || q == '\'') && in.data[kHeadLen + 1 + kHexLen] == q &&
           in.data[kHeadLen + 2 + kHexLen] == ')';
}

// rs/xid's decoding: 20 × 5 = 100 bits for 96, so the last character carries 1 data bit and
// 4 padding bits. rs/xid refuses non-zero padding (its FromString("c6e52g2mrqcjl44hf179")
// fails), and accepting it would let 16 spellings map to one ID; so non-zero padding is an
// error (BadCharacter at the last position), not a spelling warning.
void parseXidText(const IdInput& in, bool forced, Candidates& out)
{
    bool letter = forced;
    if (!forced) {
        // Only lower-case alphanumeric text looks like an attempted xid; anything else of
        // length 20 (Firebase push IDs, …) is silently not an xid, and digits-only text
        // that is not a valid xid is a number.
        for (int i = 0; i < kXidLen; ++i) {
            const char c = in.data[i];
            if (c >= 'a' && c <= 'z')
                letter = true;
            else if (!(c >= '0' && c <= '9'))
                return;
        }
    }
    Decoded d = base(Format::Xid, kPriorXid);
    bool upper = false, lower = false;
    quint32 acc = 0;
    int bits = 0;
    int n = 0;
    for (int i = 0; i < kXidLen; ++i) {
        const char c = in.data[i];
        quint8 v = kXid[quint8(c)];
        if (v == kBad && forced && c >= 'A' && c <= 'V')
            v = quint8(c - 'A' + 10);
        if (v == kBad) {
            out.addFailure(d, ParseError::BadCharacter, i);
            return;
        }
        upper |= c >= 'A' && c <= 'V';
        lower |= c >= 'a' && c <= 'v';
        acc = acc << 5 | v;
        bits += 5;
        if (bits >= 8) {
            bits -= 8;
            d.bytes[std::size_t(n++)] = quint8(acc >> bits);
            acc &= (1u << bits) - 1;
        }
    }
    if (acc != 0) { // the 4 padding bits
        if (!letter)
            return;
        d.error = ParseError::BadCharacter;
        d.errorPos = kXidLen - 1;
        out.add(d);
        return;
    }
    d.flags = caseFlags(upper, lower);
    finish(d);
    out.add(d);
}

quint32 be(const quint8* p, int n)
{
    quint32 v = 0;
    for (int i = 0; i < n; ++i)
        v = v << 8 | p[i];
    return v;
}

QString xidText(const quint8* p)
{
    char text[kXidLen];
    quint32 acc = 0;
    int bits = 0;
    int n = 0;
    for (int i = 0; i < kRawLen; ++i) {
        acc = acc << 8 | p[i];
        bits += 8;
        while (bits >= 5) {
            bits -= 5;
            text[n++] = kXidAlphabet[(acc >> bits) & 31];
        }
        acc &= (1u << bits) - 1;
    }
    text[n++] = kXidAlphabet[(acc << (5 - bits)) & 31]; // 1 bit left, zero padding
    return QString::fromLatin1(text, n);
}

} // namespace

void parseObjectIdFamily(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const bool forced = declares(kFormats, opt.forced);
    const int before = out.size();
    switch (in.kind) {
    case IdInput::Kind::Text:
        if (in.size == kHexLen)
            addHex(in.data, 0, kPriorHex, 0, opt, out);
        else if (in.size == kXidLen)
            parseXidText(in, opt.forced == Format::Xid, out);
        else if (isShellSpelling(in))
            addHex(in.data + 10, 10, kPriorShell, WarnNonCanonicalSpelling, opt, out);
        break;
    case IdInput::Kind::Blob:
        if (in.size == kRawLen) {
            // Both store these 12 bytes natively (BSON ObjectId, xid.Bytes()): no warning.
            Decoded d = base(Format::ObjectId, kPriorBlob);
            std::memcpy(d.bytes.data(), in.data, kRawLen);
            finish(d);
            out.add(d);
            Decoded x = base(Format::Xid, kPriorBlob);
            std::memcpy(x.bytes.data(), in.data, kRawLen);
            finish(x);
            out.add(x);
        }
        break;
    default:
        break;
    }
    if (!forced || in.kind == IdInput::Kind::Null)
        return;
    for (int i = before; i < out.size(); ++i) {
        if (out[i].format == opt.forced)
            return;
    }
    // The requested format always gets an answer, with the reason it does not fit.
    Decoded d = base(opt.forced, kPriorForeign);
    d.error = ParseError::BadLength;
    out.add(d);
}

void describeObjectIdFamily(const Decoded& d, DescribeSink& s)
{
    if (d.size != kRawLen)
        return;
    const quint8* b = d.bytes.data();
    s.number("timestamp", be(b, 4));
    if (d.format == Format::ObjectId) {
        s.canonicalString(hexString(b, kRawLen));
        s.textString("random", hexString(b + 4, 5));
        s.number("counter", be(b + 9, 3));
    } else if (d.format == Format::Xid) {
        s.canonicalString(xidText(b));
        s.textString("machine", hexString(b + 4, 3));
        s.number("pid", be(b + 7, 2));
        s.number("counter", be(b + 9, 3));
    }
}

bool makeObjectIdFamily(Format f, const Instant& t, Fill fill, const DecodeOptions&, Decoded& out)
{
    if (!declares(kFormats, f))
        return false;
    // Whole seconds in an unsigned 32-bit field: the instant is floored to its second.
    if (t.seconds < 0 || t.seconds > qint64(0xFFFFFFFFu))
        return false;
    Decoded d = base(f, f == Format::ObjectId ? kPriorHex : kPriorXid);
    const quint32 ts = quint32(t.seconds);
    d.bytes[0] = quint8(ts >> 24);
    d.bytes[1] = quint8(ts >> 16);
    d.bytes[2] = quint8(ts >> 8);
    d.bytes[3] = quint8(ts);
    fillBytes(d.bytes.data() + 4, kRawLen - 4, fill);
    finish(d);
    out = d;
    return true;
}

extern const FormatFamily kObjectIdFamily{"objectid", kFormats, parseObjectIdFamily,
                                          describeObjectIdFamily, makeObjectIdFamily};

} // namespace idscope
