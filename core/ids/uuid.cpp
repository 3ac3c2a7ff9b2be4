// UUIDs (RFC 9562): text spellings, 16-byte BLOBs in RFC and .NET byte order, and the
// instants of v1, v6 and v7.
#include "codecs.h"
#include "codecutil.h"
#include "ulid.h"

#include <QRandomGenerator>

#include <array>
#include <cstring>
#include <string_view>

namespace idscope {

namespace {

// Hex table entry: the nibble plus the letter case, so one lookup validates and counts case.
constexpr quint8 kHexInvalid = 0xFF;
constexpr quint8 kHexLower = 0x10;
constexpr quint8 kHexUpper = 0x20;

constexpr std::array<quint8, 256> makeHexTable()
{
    std::array<quint8, 256> t{};
    for (quint8& e : t)
        e = kHexInvalid;
    for (int i = 0; i < 10; ++i)
        t[std::size_t('0' + i)] = quint8(i);
    for (int i = 0; i < 6; ++i) {
        t[std::size_t('a' + i)] = quint8((10 + i) | kHexLower);
        t[std::size_t('A' + i)] = quint8((10 + i) | kHexUpper);
    }
    return t;
}
constexpr std::array<quint8, 256> kHex = makeHexTable();

constexpr char kHexDigits[] = "0123456789abcdef";

constexpr qint64 kGregorianToUnixSeconds = 12219292800LL; // 1582-10-15 .. 1970-01-01
constexpr quint64 kYear3000Ms = 32503680000000ULL;        // 3000-01-01T00:00:00Z
constexpr quint8 kPriorHyphenated = 100;
constexpr quint8 kPriorPlainHex = 85;
constexpr quint8 kPriorBlobRfc = 80;
constexpr quint8 kPriorBlobDotNet = 60;
constexpr quint8 kPriorBlobOther = 50; // 16 bytes that are no RFC UUID may be any hash

struct HexRead {
    int badPos = -1;
    bool lower = false;
    bool upper = false;
};

// Offsets of the 32 hex digits in the 8-4-4-4-12 spelling.
constexpr std::array<quint8, 32> kHyphenatedDigits{0,  1,  2,  3,  4,  5,  6,  7,  9,  10, 11,
                                                   12, 14, 15, 16, 17, 19, 20, 21, 22, 24, 25,
                                                   26, 27, 28, 29, 30, 31, 32, 33, 34, 35};

// The common case without a branch per digit: table lookups OR-ed together; any invalid
// digit (0xFF) shows in the high bit. False sends the caller to the exact slow scan.
bool readHexFast(const char* s, int n, quint8* b, HexRead& r)
{
    quint8 all = 0;
    for (int k = 0; k < 16; ++k) {
        const int i = n == 36 ? kHyphenatedDigits[std::size_t(2 * k)] : 2 * k;
        const int j = n == 36 ? kHyphenatedDigits[std::size_t(2 * k + 1)] : 2 * k + 1;
        const quint8 hi = kHex[quint8(s[i])];
        const quint8 lo = kHex[quint8(s[j])];
        all |= hi | lo;
        b[k] = quint8((hi & 0x0F) << 4 | (lo & 0x0F));
    }
    if (all & 0x80)
        return false;
    r.lower = (all & kHexLower) != 0;
    r.upper = (all & kHexUpper) != 0;
    return true;
}

// 32 hex digits, or 36 characters with hyphens at 8, 13, 18 and 23.
HexRead readHex(const char* s, int n, quint8* b)
{
    HexRead r;
    if ((n == 32 || (n == 36 && s[8] == '-' && s[13] == '-' && s[18] == '-' && s[23] == '-')) &&
        readHexFast(s, n, b, r))
        return r;
    r = HexRead();
    int nib = 0;
    for (int i = 0; i < n; ++i) {
        if (n == 36 && (i == 8 || i == 13 || i == 18 || i == 23)) {
            if (s[i] != '-' && r.badPos < 0)
                r.badPos = i;
            continue;
        }
        const quint8 e = kHex[quint8(s[i])];
        if (e == kHexInvalid) {
            if (r.badPos < 0)
                r.badPos = i;
            ++nib;
            continue;
        }
        r.lower |= (e & kHexLower) != 0;
        r.upper |= (e & kHexUpper) != 0;
        const quint8 v = e & 0x0F;
        if (nib & 1)
            b[nib >> 1] = quint8(b[nib >> 1] | v);
        else
            b[nib >> 1] = quint8(v << 4);
        ++nib;
    }
    return r;
}

bool hyphensAt(const char* s)
{
    return s[8] == '-' && s[13] == '-' && s[18] == '-' && s[23] == '-';
}

// Returns the position of the first mismatch of the case-insensitive "urn:uuid:" prefix.
int urnMismatch(const char* s)
{
    static constexpr char kUrn[] = "urn:uuid:";
    for (int i = 0; i < 9; ++i) {
        char c = s[i];
        if (c >= 'A' && c <= 'Z')
            c = char(c + ('a' - 'A'));
        if (c != kUrn[i])
            return i;
    }
    return -1;
}

quint64 be(const quint8* p, int n)
{
    quint64 v = 0;
    for (int i = 0; i < n; ++i)
        v = (v << 8) | p[i];
    return v;
}

void putBe(quint8* p, int n, quint64 v)
{
    for (int i = n - 1; i >= 0; --i) {
        p[i] = quint8(v);
        v >>= 8;
    }
}

// Guid.ToByteArray() stores Data1..Data3 little-endian; the swap is its own inverse.
void swapDotNet(const quint8* in, quint8* out)
{
    out[0] = in[3];
    out[1] = in[2];
    out[2] = in[1];
    out[3] = in[0];
    out[4] = in[5];
    out[5] = in[4];
    out[6] = in[7];
    out[7] = in[6];
    std::memcpy(out + 8, in + 8, 8);
}

// The reading of 16 bytes whose classifyUuid() is `c`.
Decoded uuidReading(const quint8* b, const UuidClass& c, quint8 profile, quint8 prior,
                    quint32 flags)
{
    Decoded d;
    d.format = c.format;
    d.profile = profile;
    d.prior = prior;
    d.flags = flags | c.flags;
    d.hasInstant = c.hasInstant;
    d.instant = c.instant;
    d.precision = c.precision;
    d.u64 = c.timestamp;
    d.setBytes(b, 16);
    return d;
}

Decoded uuidReading(const quint8* b, quint8 profile, quint8 prior, quint32 flags)
{
    return uuidReading(b, classifyUuid(b), profile, prior, flags);
}

bool isRfcShaped(Format f)
{
    return f != Format::UuidOther;
}

// A forced UUID format that none of this value's readings has gets a reading with the reason.
// "uuid" (UuidOther) is satisfied by any UUID reading.
void addForcedMismatch(const DecodeOptions& opt, const quint8* b, int firstAdded, Candidates& out)
{
    if (!isUuid(opt.forced) || opt.forced == Format::UuidOther)
        return;
    for (int i = firstAdded; i < out.size(); ++i) {
        if (out[i].format == opt.forced)
            return;
    }
    const bool rfcVariant = (b[8] & 0xC0) == 0x80;
    const bool special = opt.forced == Format::UuidNil || opt.forced == Format::UuidMax;
    out.add(errorReading(opt.forced,
                         rfcVariant || special ? ParseError::BadVersion : ParseError::BadVariant, 0,
                         kPriorHyphenated));
}

void parseText(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const bool forced = isUuid(opt.forced);
    const Format errFormat = forced ? opt.forced : Format::UuidOther;
    const char* s = in.data;
    const int n = in.size;
    const char* h = s; // the hex part
    int hexLen = n;
    int offset = 0;
    bool framed = false; // braces or urn:uuid: alone say "UUID"
    quint32 flags = 0;
    quint8 prior = kPriorHyphenated;

    // Braces or urn:uuid: around the 8-4-4-4-12 form (38, 45 characters) or around the 32
    // digits without hyphens (34, 41), as Python's uuid.UUID reads them.
    if (n == 38 || n == 34) {
        if (s[0] != '{' || s[n - 1] != '}') {
            if (forced)
                out.add(errorReading(errFormat, ParseError::BadCharacter,
                                     s[0] != '{' ? 0 : n - 1, prior));
            return;
        }
        h = s + 1;
        hexLen = n - 2;
        offset = 1;
        framed = true;
        flags |= WarnNonCanonicalSpelling;
    } else if (n == 45 || n == 41) {
        const int bad = urnMismatch(s);
        if (bad >= 0) {
            if (forced)
                out.add(errorReading(errFormat, ParseError::BadCharacter, bad, prior));
            return;
        }
        h = s + 9;
        hexLen = n - 9;
        offset = 9;
        framed = true;
        flags |= WarnNonCanonicalSpelling;
    } else if (n == 32) {
        prior = kPriorPlainHex;
        flags |= WarnNonCanonicalSpelling;
    }

    if (hexLen == 36 && !hyphensAt(h) && !framed && !forced)
        return; // 36 characters, but not the 8-4-4-4-12 shape
    quint8 b[16] = {};
    const HexRead r = readHex(h, hexLen, b);
    if (r.badPos >= 0) {
        // 32 characters that are not all hex are simply not a UUID.
        if (hexLen == 36 || forced)
            out.add(errorReading(errFormat, ParseError::BadCharacter, offset + r.badPos, prior));
        return;
    }
    // Canonical text is lower case.
    if (r.upper && r.lower)
        flags |= WarnMixedCase;
    else if (r.upper)
        flags |= WarnNonCanonicalCase;
    const int first = out.size();
    Decoded d = uuidReading(b, 0, prior, flags);
    d.selfIdentifying = isRfcShaped(d.format);
    out.add(d);
    addForcedMismatch(opt, b, first, out);
}

void parseBlob(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    quint8 rfc[16];
    quint8 net[16];
    std::memcpy(rfc, in.data, 16);
    swapDotNet(rfc, net);
    const UuidClass a = classifyUuid(rfc);
    const UuidClass b = classifyUuid(net);
    const bool rfcOk = isRfcShaped(a.format);
    // Nil and max read the same in both orders; so does any value whose swap changes nothing.
    const bool netOk = isRfcShaped(b.format) && b.format != Format::UuidNil &&
                       b.format != Format::UuidMax && std::memcmp(rfc, net, 16) != 0;
    const quint32 both = rfcOk && netOk ? quint32(WarnByteOrderUncertain) : 0u;
    const int first = out.size();
    if (rfcOk) {
        Decoded d = uuidReading(rfc, a, 0, kPriorBlobRfc, both);
        d.selfIdentifying = true; // RFC bits as stored; the .NET order is only a reading
        out.add(d);
    }
    if (netOk)
        out.add(uuidReading(net, b, 1, kPriorBlobDotNet, both | WarnDotNetByteOrder));
    if (!rfcOk && !netOk)
        out.add(uuidReading(rfc, a, 0, kPriorBlobOther, 0));
    addForcedMismatch(opt, rfc, first, out);
}

std::string_view variantName(quint8 b8)
{
    if ((b8 & 0x80) == 0)
        return "ncs";
    if ((b8 & 0xC0) == 0x80)
        return "rfc9562";
    if ((b8 & 0xE0) == 0xC0)
        return "microsoft";
    return "future";
}

void setVariant(quint8* b)
{
    b[8] = quint8(0x80 | (b[8] & 0x3F));
}

void setVersion(quint8* b, int v)
{
    b[6] = quint8((v << 4) | (b[6] & 0x0F));
}

// Profile 1 of every UUID reading: the bytes in .NET Guid.ToByteArray() order.
constexpr const char* kDotNetOrder = QT_TRANSLATE_NOOP("idscope::Reading", ".NET byte order");
constexpr quint16 kUuidTraits = TraitUuid | TraitCaseInsensitiveText;

// The formats this family reads, with their traits (registry.h).
constexpr FormatInfo kFormats[] = {
    {.format = Format::UuidV1,
     .name = "uuidv1",
     .title = "UUIDv1",
     .layout = QT_TRANSLATE_NOOP(
         "idscope::FormatInfo",
         "time_low (32 bits), time_mid (16), ver (4 bits) = 1, time_hi (12), var (2 bits) = "
         "0b10, clock_seq (14), node (48)"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "100 ns since 1582-10-15"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                               "8-4-4-4-12 hex, 32 hex, {…}, urn:uuid:, 16-byte BLOB"),
     .precision = Precision::HundredNanoseconds,
     .traits = kUuidTraits,
     .launchMs = {631152000000, 0}, // 1990
     .profileLabels = {nullptr, kDotNetOrder},
     // A node never repeats (one ID per 100 ns tick, the clock sequence bumped when the clock
     // goes back); two nodes with random node IDs differ in 47 node bits and the clock_seq.
     .randomBitsPerTick = 47 + 14,
     .uniqueness = TickUniqueness::NodeClock},
    {.format = Format::UuidV3,
     .name = "uuidv3",
     .title = "UUIDv3",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                                 "MD5 name hash; ver (4 bits) = 3, var (2 bits) = 0b10"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "—"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "as UUID"),
     .traits = kUuidTraits,
     .profileLabels = {nullptr, kDotNetOrder},
     .randomBitsPerTick = 122}, // name-based: equal names give equal IDs, so no estimate
    {.format = Format::UuidV4,
     .name = "uuidv4",
     .title = "UUIDv4",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                                 "122 random bits; ver (4 bits) = 4, var (2 bits) = 0b10"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "—"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "as UUID"),
     .traits = kUuidTraits,
     .profileLabels = {nullptr, kDotNetOrder},
     .randomBitsPerTick = 122,
     .uniqueness = TickUniqueness::Random},
    {.format = Format::UuidV5,
     .name = "uuidv5",
     .title = "UUIDv5",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                                 "SHA-1 name hash; ver (4 bits) = 5, var (2 bits) = 0b10"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "—"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "as UUID"),
     .traits = kUuidTraits,
     .profileLabels = {nullptr, kDotNetOrder},
     .randomBitsPerTick = 122},
    {.format = Format::UuidV6,
     .name = "uuidv6",
     .title = "UUIDv6",
     .layout = QT_TRANSLATE_NOOP(
         "idscope::FormatInfo",
         "time_high (48 bits), ver (4 bits) = 6, time_low (12), var (2 bits) = 0b10, "
         "clock_seq (14), node (48)"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "100 ns since 1582-10-15"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "as UUID"),
     .precision = Precision::HundredNanoseconds,
     .traits = kUuidTraits,
     .launchMs = {1577836800000, 0}, // 2020 (drafts)
     .profileLabels = {nullptr, kDotNetOrder},
     .randomBitsPerTick = 47 + 14, // as UUIDv1
     .uniqueness = TickUniqueness::NodeClock},
    {.format = Format::UuidV7,
     .name = "uuidv7",
     .title = "UUIDv7",
     .layout = QT_TRANSLATE_NOOP(
         "idscope::FormatInfo",
         "unix_ts_ms (48 bits), ver (4 bits) = 7, rand_a (12), var (2 bits) = 0b10, rand_b (62)"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "as UUID; 16-byte BLOB"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = kUuidTraits,
     .launchMs = {1577836800000, 0},
     .profileLabels = {nullptr, kDotNetOrder},
     .randomBitsPerTick = 74,
     .uniqueness = TickUniqueness::Random,
     .mintOrder = MintOrder::Counter},
    {.format = Format::UuidV8,
     .name = "uuidv8",
     .title = "UUIDv8",
     .layout = QT_TRANSLATE_NOOP(
         "idscope::FormatInfo",
         "custom_a (48 bits), ver (4 bits) = 8, custom_b (12), var (2 bits) = 0b10, custom_c (62)"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "— (user layout)"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "as UUID"),
     .traits = kUuidTraits,
     .profileLabels = {nullptr, kDotNetOrder},
     .randomBitsPerTick = 122},
    {.format = Format::UuidNil,
     .name = "uuid-nil",
     .title = "Nil UUID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "all 128 bits zero"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "—"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "as UUID"),
     .traits = kUuidTraits,
     .profileLabels = {nullptr, kDotNetOrder}},
    {.format = Format::UuidMax,
     .name = "uuid-max",
     .title = "Max UUID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "all 128 bits one"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "—"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "as UUID"),
     .traits = kUuidTraits,
     .profileLabels = {nullptr, kDotNetOrder}},
    {.format = Format::UuidOther,
     .name = "uuid",
     .title = "UUID (non-RFC)",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "version or variant outside RFC 9562"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "—"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "as UUID"),
     .traits = kUuidTraits,
     .profileLabels = {nullptr, kDotNetOrder},
     .randomBitsPerTick = 122},
};

} // namespace

UuidClass classifyUuid(const quint8* b)
{
    UuidClass c;
    bool zero = true;
    bool ones = true;
    for (int i = 0; i < 16; ++i) {
        zero = zero && b[i] == 0;
        ones = ones && b[i] == 0xFF;
    }
    c.version = b[6] >> 4;
    if (zero) {
        c.format = Format::UuidNil;
        return c;
    }
    if (ones) {
        c.format = Format::UuidMax;
        return c;
    }
    if ((b[8] & 0xC0) != 0x80)
        return c; // not the RFC variant: UuidOther
    switch (c.version) {
    case 1: {
        c.format = Format::UuidV1;
        // time_low, time_mid, time_hi: least significant group first in the bytes.
        c.timestamp = (quint64(b[6] & 0x0F) << 56) | (quint64(b[7]) << 48) | (quint64(b[4]) << 40) |
                      (quint64(b[5]) << 32) | be(b, 4);
        c.hasInstant = true;
        c.instant = Instant::fromGregorianTicks(c.timestamp);
        c.precision = Precision::HundredNanoseconds;
        break;
    }
    case 3:
        c.format = Format::UuidV3;
        break;
    case 4:
        c.format = Format::UuidV4;
        break;
    case 5:
        c.format = Format::UuidV5;
        break;
    case 6:
        c.format = Format::UuidV6;
        c.timestamp = (be(b, 6) << 12) | (quint64(b[6] & 0x0F) << 8) | b[7];
        c.hasInstant = true;
        c.instant = Instant::fromGregorianTicks(c.timestamp);
        c.precision = Precision::HundredNanoseconds;
        break;
    case 7:
        c.format = Format::UuidV7;
        c.timestamp = be(b, 6);
        c.hasInstant = true;
        c.instant = Instant::fromUnixMs(qint64(c.timestamp));
        c.precision = Precision::Millisecond;
        // Top bit set means year > 6429: an all-ones or garbage time field. Past year 3000
        // fits µs (or ms × 1000) truncated to 48 bits; such values wrap modulo 2^48, so
        // dividing by 1000 cannot recover the date, but no real ms clock gets there.
        if (c.timestamp >> 47)
            c.flags |= WarnSuspiciousGenerator;
        else if (c.timestamp >= kYear3000Ms)
            c.flags |= WarnMicrosecondsAsMs;
        break;
    case 8:
        c.format = Format::UuidV8;
        break;
    default:
        break; // versions 0, 2 and 9-15: no format of their own
    }
    return c;
}

bool classifyUuidCommon(const IdInput& in, UuidClass& out)
{
    quint8 b[16];
    if (in.kind == IdInput::Kind::Blob && in.size == 16) {
        std::memcpy(b, in.data, 16);
    } else if (in.kind == IdInput::Kind::Text && in.size == 36 && hyphensAt(in.data)) {
        HexRead r;
        if (!readHexFast(in.data, 36, b, r))
            return false;
    } else {
        return false;
    }
    out = classifyUuid(b);
    return true;
}

void uuidChars(const quint8* b, char* out)
{
    int o = 0;
    for (int i = 0; i < 16; ++i) {
        if (i == 4 || i == 6 || i == 8 || i == 10)
            out[o++] = '-';
        out[o++] = kHexDigits[b[i] >> 4];
        out[o++] = kHexDigits[b[i] & 15];
    }
}

Decoded uuidReadingOf(const quint8* b, quint8 prior, quint32 flags)
{
    return uuidReading(b, 0, prior, flags);
}

void parseUuid(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const bool forced = isUuid(opt.forced);
    if (in.kind == IdInput::Kind::Text) {
        // 34 and 41 characters are framed 32 digits only when they start so: a UUID written
        // as a decimal integer may have 34 digits too.
        const bool framed32 = (in.size == 34 && in.data[0] == '{') ||
                              (in.size == 41 && (in.data[0] == 'u' || in.data[0] == 'U'));
        if (in.size == 36 || in.size == 32 || in.size == 38 || in.size == 45 || framed32) {
            parseText(in, opt, out);
            return;
        }
        const int before = out.size();
        parseUuidWrapped(in, opt, out);
        if (out.size() > before)
            return;
    } else if (in.kind == IdInput::Kind::Blob && in.size == 16) {
        parseBlob(in, opt, out);
        return;
    }
    if (forced)
        out.add(errorReading(opt.forced, ParseError::BadLength, 0, kPriorHyphenated));
}

void describeUuid(const Decoded& d, DescribeSink& s)
{
    if (d.size != 16)
        return;
    const quint8* b = d.bytes.data();
    char text[36];
    uuidChars(b, text);
    s.canonical({text, sizeof text});
    if (d.spelling != 0)
        s.text("spelling", uuidSpellingName(d.spelling));
    if (d.format == Format::UuidNil || d.format == Format::UuidMax)
        return;
    const int version = b[6] >> 4;
    s.number("version", version);
    s.text("variant", variantName(b[8]));
    switch (d.format) {
    case Format::UuidV1:
    case Format::UuidV6: {
        const UuidClass c = classifyUuid(b);
        s.number("timestamp", c.timestamp);
        s.number("clock_seq", be(b + 8, 2) & 0x3FFF);
        char node[17];
        for (int i = 0; i < 6; ++i) {
            node[3 * i] = kHexDigits[b[10 + i] >> 4];
            node[3 * i + 1] = kHexDigits[b[10 + i] & 15];
            if (i < 5)
                node[3 * i + 2] = ':';
        }
        s.text("node", {node, sizeof node});
        // The multicast bit marks a random node id instead of a MAC address (RFC 9562 6.10).
        if (b[10] & 0x01)
            s.text("node_random", "true");
        break;
    }
    case Format::UuidV7:
        s.number("timestamp", be(b, 6));
        s.hexDigits("rand_a", be(b + 6, 2) & 0x0FFF, 3);
        s.hexDigits("rand_b", be(b + 8, 8) & 0x3FFFFFFFFFFFFFFFULL, 16);
        break;
    case Format::UuidV8:
        s.hexDigits("custom_a", be(b, 6), 12);
        s.hexDigits("custom_b", be(b + 6, 2) & 0x0FFF, 3);
        s.hexDigits("custom_c", be(b + 8, 8) & 0x3FFFFFFFFFFFFFFFULL, 16);
        break;
    default:
        break;
    }
}

bool makeUuid(Format f, const Instant& t, Fill fill, const DecodeOptions&, Decoded& out)
{
    quint8 b[16];
    fillBytes(b, 16, fill);
    switch (f) {
    case Format::UuidV7: {
        // 48-bit ms: 0 .. 2^48 - 1 (up to 10889-08-02).
        if (t.seconds < 0 || t.seconds > qint64((quint64(1) << 48) / 1000))
            return false;
        const qint64 ms = t.unixMsFloor();
        if (ms >> 48)
            return false;
        putBe(b, 6, quint64(ms));
        setVersion(b, 7);
        break;
    }
    case Format::UuidV1:
    case Format::UuidV6: {
        // 60-bit 100 ns ticks since 1582-10-15: up to 5236-03-31.
        const qint64 gs = t.seconds + kGregorianToUnixSeconds;
        if (t.seconds < -kGregorianToUnixSeconds || gs > qint64((quint64(1) << 60) / 10000000ULL))
            return false;
        const quint64 ticks = quint64(gs) * 10000000ULL + quint64(t.nanos / 100);
        if (ticks >> 60)
            return false;
        if (f == Format::UuidV1) {
            putBe(b, 4, ticks & 0xFFFFFFFFULL);
            putBe(b + 4, 2, (ticks >> 32) & 0xFFFF);
            putBe(b + 6, 2, (ticks >> 48) & 0x0FFF);
            setVersion(b, 1);
        } else {
            putBe(b, 4, ticks >> 28);
            putBe(b + 4, 2, (ticks >> 12) & 0xFFFF);
            putBe(b + 6, 2, ticks & 0x0FFF);
            setVersion(b, 6);
        }
        // A random node must carry the multicast bit so it cannot clash with a MAC.
        if (fill == Fill::Random)
            b[10] |= 0x01;
        break;
    }
    case Format::UuidV4:
        setVersion(b, 4);
        break;
    default:
        return false;
    }
    setVariant(b);
    out = uuidReading(b, 0, kPriorHyphenated, 0);
    return out.format == f;
}

extern const FormatFamily kUuidFamily{"uuid", kFormats, parseUuid, describeUuid, makeUuid};

} // namespace idscope
