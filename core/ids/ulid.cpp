// The Crockford base32 family: ULID (48 ms + 80 random), TypeID (prefix + base32 of a
// UUID) and TSID (42 ms since 2020 + 22 node/counter bits, as text or int64).
#include "ulid.h"
#include "codecs.h"
#include "codecutil.h"
#include "crockford.h"

#include <QRandomGenerator>

#include <cstring>

namespace idscope {

namespace {

constexpr qint64 kTsidEpochMs = 1577836800000LL; // 2020-01-01T00:00:00Z
constexpr int kTypeIdMaxPrefix = 63;
// The prefix is kept after the 16 UUID bytes so describe() can rebuild the canonical text.
constexpr int kPrefixCapacity = int(sizeof(Decoded::bytes)) - 16;

constexpr quint8 kPriorUlid = 85;
constexpr quint8 kPriorUlidBlob = 80;
constexpr quint8 kPriorTypeIdPrefixed = 100;
constexpr quint8 kPriorTypeIdBare = 60;
constexpr quint8 kPriorTsidUpper = 70;
constexpr quint8 kPriorTsidLower = 55; // lower case collides with AT Protocol TIDs
constexpr quint8 kPriorTsidDigits = 50;
constexpr quint8 kPriorTsidInteger = 55;
constexpr quint8 kPriorForcedOther = 50; // a requested format the input has no shape of

// Canonical ULID and TSID text is upper case; aliases are Crockford-legal but not canonical.
quint32 caseFlags(const crockford::Scan& sc)
{
    quint32 f = 0;
    if (sc.lower && sc.upper)
        f |= WarnMixedCase;
    else if (sc.lower)
        f |= WarnNonCanonicalCase;
    if (sc.alias)
        f |= WarnNonCanonicalSpelling;
    return f;
}

// Where a TypeID suffix breaks its letter-case rule, the one column profiles and the browser
// apply too (isCaseInsensitiveText): lower case only, no Crockford aliases. -1: it holds.
int typeIdCaseBreak(const crockford::Scan& sc)
{
    return isCaseInsensitiveText(Format::TypeId) ? sc.badPos : sc.nonStrictPos;
}

Decoded ulidReading(const quint8* b, quint8 prior, quint32 flags)
{
    Decoded d;
    d.format = Format::Ulid;
    d.prior = prior;
    d.flags = flags;
    d.setBytes(b, 16);
    quint64 ms = 0;
    for (int i = 0; i < 6; ++i)
        ms = (ms << 8) | b[i];
    d.u64 = ms;
    d.hasInstant = true;
    d.instant = Instant::fromUnixMs(qint64(ms));
    d.precision = Precision::Millisecond;
    return d;
}

Decoded typeIdReading(const quint8* b, const char* prefix, int prefixLen, quint8 prior)
{
    const UuidClass c = classifyUuid(b);
    Decoded d;
    d.format = Format::TypeId;
    d.prior = prior;
    d.flags = c.flags;
    d.hasInstant = c.hasInstant;
    d.instant = c.instant;
    d.precision = c.precision;
    d.u64 = c.timestamp;
    std::memcpy(d.bytes.data(), b, 16);
    if (prefixLen > kPrefixCapacity) {
        // Decoded cannot hold the whole prefix (see report); keep what fits and say so.
        prefixLen = kPrefixCapacity;
        d.flags |= WarnTruncatedPrecision;
    }
    if (prefixLen > 0)
        std::memcpy(d.bytes.data() + 16, prefix, std::size_t(prefixLen));
    d.size = quint8(16 + prefixLen);
    return d;
}

Decoded tsidReading(quint64 v, quint8 prior, quint32 flags)
{
    Decoded d;
    d.format = Format::Tsid;
    d.prior = prior;
    d.flags = flags;
    d.u64 = v;
    d.hasInstant = true;
    d.instant = Instant::fromUnixMs(kTsidEpochMs + qint64(v >> 22));
    d.precision = Precision::Millisecond;
    return d;
}

// 26 characters: a ULID, and perhaps a TypeID without prefix.
void parse26(const char* s, const DecodeOptions& opt, bool bareTypeId, Candidates& out)
{
    quint8 b[16];
    const crockford::Scan sc = crockford::decode128(s, b);

    if (!sc.ok()) {
        // Only letters and digits make the ULID shape; anything else is some other text.
        if (sc.allAlnum || opt.forced == Format::Ulid)
            out.add(errorReading(Format::Ulid, ParseError::BadCharacter, sc.badPos, kPriorUlid));
    } else if (sc.first > 7) {
        out.add(errorReading(Format::Ulid, ParseError::Overflow, 0, kPriorUlid));
    } else {
        Decoded d = ulidReading(b, kPriorUlid, caseFlags(sc));
        d.selfIdentifying = true;
        out.add(d);
    }

    // TypeID suffixes are strictly lower case without aliases. Unasked, only a UUIDv7 is
    // characteristic enough to offer the reading.
    if (!bareTypeId)
        return;
    const bool forced = opt.forced == Format::TypeId;
    if (const int at = typeIdCaseBreak(sc); at >= 0) {
        if (forced)
            out.add(errorReading(Format::TypeId, ParseError::BadCharacter, at, kPriorTypeIdBare));
        return;
    }
    if (sc.first > 7) {
        if (forced)
            out.add(errorReading(Format::TypeId, ParseError::Overflow, 0, kPriorTypeIdBare));
        return;
    }
    if (forced || classifyUuid(b).format == Format::UuidV7)
        out.add(typeIdReading(b, nullptr, 0, kPriorTypeIdBare));
}

// prefix_suffix, split at the last underscore `sep` (TypeID spec v0.3).
void parseTypeIdPrefixed(const char* s, int n, int sep, Candidates& out)
{
    const auto bad = [&out](ParseError e, int pos) {
        out.add(errorReading(Format::TypeId, e, pos, kPriorTypeIdPrefixed));
    };
    if (sep == 0) // a separator needs a prefix before it
        return bad(ParseError::BadPrefix, 0);
    if (sep > kTypeIdMaxPrefix)
        return bad(ParseError::BadPrefix, kTypeIdMaxPrefix);
    for (int i = 0; i < sep; ++i) {
        const char c = s[i];
        const bool letter = c >= 'a' && c <= 'z';
        if (!letter && !(c == '_' && i != 0 && i != sep - 1))
            return bad(ParseError::BadPrefix, i);
    }
    if (n - sep - 1 != 26)
        return bad(ParseError::BadSuffix, sep + 1);
    quint8 b[16];
    const crockford::Scan sc = crockford::decode128(s + sep + 1, b);
    if (const int at = typeIdCaseBreak(sc); at >= 0)
        return bad(ParseError::BadCharacter, sep + 1 + at);
    if (sc.first > 7)
        return bad(ParseError::Overflow, sep + 1);
    Decoded d = typeIdReading(b, s, sep, kPriorTypeIdPrefixed);
    d.selfIdentifying = true;
    out.add(d);
}

void parseTsidText(const char* s, const DecodeOptions& opt, Candidates& out)
{
    quint64 v = 0;
    const crockford::Scan sc = crockford::decode64(s, v);
    if (!sc.ok()) {
        if (sc.allAlnum || opt.forced == Format::Tsid)
            out.add(
                errorReading(Format::Tsid, ParseError::BadCharacter, sc.badPos, kPriorTsidUpper));
        return;
    }
    if (sc.first > 15) // 13 × 5 = 65 bits: the first character carries one bit too many
        return out.add(errorReading(Format::Tsid, ParseError::Overflow, 0, kPriorTsidUpper));
    const quint8 prior =
        sc.lower ? kPriorTsidLower : (sc.upper ? kPriorTsidUpper : kPriorTsidDigits);
    out.add(tsidReading(v, prior, caseFlags(sc)));
}

// An int64 column of TSIDs: the 64 bits read as unsigned; the 13-character text is canonical.
void addTsidInteger(const IntValue& iv, Candidates& out)
{
    if (!iv.ok)
        return;
    if (iv.negative && !iv.fitsInt64())
        return out.add(errorReading(Format::Tsid, ParseError::OutOfRange, 0, kPriorTsidInteger));
    const quint64 v = iv.negative ? quint64(iv.asInt64()) : iv.magnitude;
    out.add(tsidReading(v, kPriorTsidInteger, 0));
}

// The formats this family reads, with their traits (registry.h).
constexpr FormatInfo kFormats[] = {
    {.format = Format::Ulid,
     .name = "ulid",
     .title = "ULID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "48 ms + 80 random; 16-byte BE binary"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                               "26 Crockford base32, case-insensitive, first char ≤ 7"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = TraitCaseInsensitiveText,
     .launchMs = {1451606400000, 0}, // 2016-01-01
     .randomBitsPerTick = 80,
     .uniqueness = TickUniqueness::Random,
     .mintOrder = MintOrder::PlusOne},
    {.format = Format::Tsid,
     .name = "tsid",
     .title = "TSID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "42 ms + 22 node/counter"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "ms since 2020-01-01"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "13 Crockford, or int64"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = TraitCaseInsensitiveText | TraitOwnEpoch,
     .launchMs = {kTsidEpochMs + 6 * kMonthMs, 0},
     .randomBitsPerTick = 22,
     .uniqueness = TickUniqueness::Random},
    // Lower case only (TypeID spec): its parser and column profiles follow this one rule.
    {.format = Format::TypeId,
     .name = "typeid",
     .title = "TypeID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "prefix_ + base32 of a UUID (v7)"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "from the UUID"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "prefix_ + 26 lowercase Crockford"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .launchMs = {1672531200000, 0}, // 2023
     .randomBitsPerTick = 74,
     .uniqueness = TickUniqueness::Random,
     .mintOrder = MintOrder::Counter},
};

bool isOurs(Format f)
{
    return declares(kFormats, f);
}

} // namespace

bool ulidSuccessor(const Decoded& ulid, Decoded& out)
{
    if (ulid.format != Format::Ulid || !ulid.valid() || ulid.size != 16)
        return false;
    Decoded next = ulid;
    for (int i = 15; i >= 6; --i) {
        if (++next.bytes[std::size_t(i)] != 0) {
            next.flags = 0; // built from bits: canonical
            out = next;
            return true;
        }
    }
    return false; // the 80 random bits were all ones
}

void parseUlidFamily(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const int first = out.size();
    switch (in.kind) {
    case IdInput::Kind::Integer:
        addTsidInteger(inputAsInteger(in, false), out);
        break;
    case IdInput::Kind::Text: {
        const char* s = in.data;
        const int n = in.size;
        // A forced TypeID may have a prefix of any length; otherwise the shape fixes `sep`.
        int sep = -1;
        if (opt.forced == Format::TypeId) {
            sep = n - 1;
            while (sep >= 0 && s[sep] != '_')
                --sep;
        } else if (n >= 27 && s[n - 27] == '_') {
            sep = n - 27;
        }
        if (n == 26)
            parse26(s, opt, sep < 0, out);
        else if (n == 13)
            parseTsidText(s, opt, out);
        // Decimal text of a BIGINT TSID (pasted from a query result), ranked like an integer.
        // 13 digits are already read as TSID text, and leading zeros are no BIGINT spelling.
        if (opt.forced == Format::Tsid || (n != 13 && n > 0 && s[0] != '0'))
            addTsidInteger(inputAsInteger(in, true), out);
        if (sep >= 0)
            parseTypeIdPrefixed(s, n, sep, out);
        break;
    }
    case IdInput::Kind::Blob:
        // Binary ULIDs look exactly like binary UUIDs; only a user's choice says ULID.
        if (opt.forced == Format::Ulid && in.size == 16)
            out.add(ulidReading(reinterpret_cast<const quint8*>(in.data), kPriorUlidBlob, 0));
        else if (opt.forced == Format::Tsid && in.size == 8) {
            quint64 v = 0;
            for (int i = 0; i < 8; ++i)
                v = (v << 8) | quint8(in.data[i]);
            out.add(tsidReading(v, kPriorTsidInteger, 0));
        }
        break;
    default:
        break;
    }
    if (!isOurs(opt.forced))
        return;
    for (int i = first; i < out.size(); ++i) {
        if (out[i].format == opt.forced)
            return;
    }
    out.add(errorReading(opt.forced, ParseError::BadLength, 0, kPriorForcedOther));
}

void describeUlidFamily(const Decoded& d, DescribeSink& s)
{
    switch (d.format) {
    case Format::Ulid: {
        if (d.size != 16)
            return;
        const quint8* b = d.bytes.data();
        char text[26];
        crockford::encode128(b, text, false);
        s.canonical({text, sizeof text});
        quint64 ms = 0;
        for (int i = 0; i < 6; ++i)
            ms = (ms << 8) | b[i];
        s.number("timestamp", ms);
        s.hexBytes("random", b + 6, 10);
        break;
    }
    case Format::TypeId: {
        if (d.size < 16)
            return;
        const quint8* b = d.bytes.data();
        const int prefixLen = d.size - 16; // at most 63
        char text[64 + 26];
        std::memcpy(text, b + 16, std::size_t(prefixLen));
        int n = prefixLen;
        if (prefixLen > 0)
            text[n++] = '_';
        crockford::encode128(b, text + n, true);
        s.canonical({text, std::size_t(n + 26)});
        const UuidClass c = classifyUuid(b);
        s.text("prefix", {text, std::size_t(prefixLen)});
        char uuid[36];
        uuidChars(b, uuid);
        s.text("uuid", {uuid, sizeof uuid});
        s.number("uuid_version", c.version);
        if (c.hasInstant)
            s.number("timestamp", c.timestamp);
        break;
    }
    case Format::Tsid: {
        char text[13];
        crockford::encode64(d.u64, text, false);
        s.canonical({text, sizeof text});
        s.number("timestamp", d.u64 >> 22);
        s.hexDigits("random", d.u64 & 0x3FFFFF, 6);
        // Databases keep TSIDs as signed BIGINT; this is the value to query with.
        s.number("integer", qint64(d.u64));
        break;
    }
    default:
        break;
    }
}

bool makeUlidFamily(Format f, const Instant& t, Fill fillMode, const DecodeOptions& opt,
                    Decoded& out)
{
    switch (f) {
    case Format::Ulid: {
        if (t.seconds < 0 || t.seconds > qint64((quint64(1) << 48) / 1000))
            return false;
        const qint64 ms = t.unixMsFloor();
        if (ms >> 48)
            return false;
        quint8 b[16];
        for (int i = 0; i < 6; ++i)
            b[i] = quint8(quint64(ms) >> (40 - 8 * i));
        fillBytes(b + 6, 10, fillMode);
        out = ulidReading(b, kPriorUlid, 0);
        return true;
    }
    case Format::TypeId: {
        Decoded u;
        if (!makeUuid(Format::UuidV7, t, fillMode, opt, u))
            return false;
        out = typeIdReading(u.bytes.data(), nullptr, 0, kPriorTypeIdPrefixed);
        return true;
    }
    case Format::Tsid: {
        const qint64 s0 = kTsidEpochMs / 1000;
        if (t.seconds < s0 || t.seconds > s0 + qint64((quint64(1) << 42) / 1000))
            return false;
        const qint64 ms = t.unixMsFloor() - kTsidEpochMs;
        if (ms < 0 || (ms >> 42))
            return false;
        quint8 r[3];
        fillBytes(r, 3, fillMode);
        const quint64 low = ((quint64(r[0]) << 16) | (quint64(r[1]) << 8) | r[2]) & 0x3FFFFF;
        out = tsidReading((quint64(ms) << 22) | low, kPriorTsidUpper, 0);
        return true;
    }
    default:
        return false;
    }
}

extern const FormatFamily kUlidFamily{"ulid", kFormats, parseUlidFamily, describeUlidFamily,
                                      makeUlidFamily};

} // namespace idscope
