// The uuid family's wrapped spellings: a UUID's 128 bits written in another alphabet, read
// back to the UUID and the instant it carries.
//   shortuuid  22 flickrBase58 digits (npm short-uuid's default: 1-9a-km-zA-HJ-NP-Z, most
//              significant first, padded with '1')
//   base64url  22 characters of RFC 4648 URL-safe Base64 without padding (the last one
//              carries 2 bits and four zero bits)
//   uuid25     25 Base36 digits 0-9a-z, case-insensitive (uuid25/spec)
//   decimal    the 128-bit integer in decimal: 23 to 39 digits, as every RFC 9562 UUID has
//              its version bits at 2^76 and above (any number of digits when asked for)
// Any text of these shapes decodes to some 128 bits, so unasked a reading is kept only when
// the bits are an RFC 9562 UUID of versions 1-8 (six fixed bits: one random text in 64).
#include "codecs.h"
#include "codecutil.h"
#include "ulid.h"

#include <array>

namespace idscope {

namespace {

__extension__ typedef unsigned __int128 UInt128;

constexpr int kShortLen = 22;
constexpr int kBase64Len = 22;
constexpr int kUuid25Len = 25;
constexpr int kDecimalMin = 23;
constexpr int kDecimalMax = 39;
constexpr quint8 kPriorShort = 70;
constexpr quint8 kPriorBase64 = 50;
constexpr quint8 kPriorUuid25 = 80; // ranks a v4 within doubt of a SCRU128 of the same digits
constexpr quint8 kPriorDecimal = 50;
// All digits: a number far more often than a Uuid25 (one real Uuid25 in ~2^22 has no letter).
constexpr quint8 kPriorDigitsOnly = 15;

constexpr char kFlickr58[] = "123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";
constexpr char kBase36[] = "0123456789abcdefghijklmnopqrstuvwxyz";
constexpr std::array<quint8, 256> kF58 = digitTable(kFlickr58);
constexpr std::array<quint8, 256> kB36 = digitTable(kBase36, true);

void store128(UInt128 v, quint8* b)
{
    for (int i = 15; i >= 0; --i) {
        b[i] = quint8(v);
        v >>= 8;
    }
}

// Digits of `base` from `table`, most significant first, into 128 bits: the position of a
// bad character, -2 above 2^128 - 1, -1 when read.
int readDigits(const IdInput& in, const std::array<quint8, 256>& table, unsigned base, quint8* b)
{
    UInt128 v = 0;
    for (int i = 0; i < in.size; ++i) {
        const quint8 digit = table[quint8(in.data[i])];
        if (digit == kNoDigit)
            return i;
        if (__builtin_mul_overflow(v, UInt128(base), &v) ||
            __builtin_add_overflow(v, UInt128(digit), &v))
            return -2;
    }
    store128(v, b);
    return -1;
}

bool hasUpper(const IdInput& in)
{
    for (int i = 0; i < in.size; ++i) {
        if (in.data[i] >= 'A' && in.data[i] <= 'Z')
            return true;
    }
    return false;
}

// One reading of the wrapped bytes, kept unasked only for an RFC UUID of versions 1-8.
void addWrapped(const quint8* b, UuidSpelling spelling, quint8 prior, quint32 flags, bool forced,
                Candidates& out)
{
    Decoded d = uuidReadingOf(b, prior, flags | WarnNonCanonicalSpelling);
    const bool rfc =
        d.format != Format::UuidOther && d.format != Format::UuidNil && d.format != Format::UuidMax;
    if (!rfc && !forced)
        return;
    d.spelling = quint8(spelling);
    out.add(d);
}

} // namespace

void parseUuidWrapped(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    if (in.kind != IdInput::Kind::Text)
        return;
    const bool forced = isUuid(opt.forced);
    quint8 b[16];
    if (in.size == kShortLen) {
        if (readDigits(in, kF58, 58, b) == -1)
            addWrapped(b, UuidSpelling::ShortUuid, kPriorShort, 0, forced, out);
        if (decodeBase64(in.data, kBase64Len, kBase64UrlDigit, b, 16) == 16)
            addWrapped(b, UuidSpelling::Base64Url, kPriorBase64, 0, forced, out);
    } else if (in.size == kUuid25Len) {
        if (readDigits(in, kB36, 36, b) == -1)
            addWrapped(b, UuidSpelling::Uuid25, allAsciiDigits(in) ? kPriorDigitsOnly : kPriorUuid25,
                       hasUpper(in) ? quint32(WarnNonCanonicalCase) : 0u, forced, out);
    }
    // Asked for, any decimal up to 2^128 - 1 (the nil UUID is "0"); no leading zeros.
    const int minDigits = forced ? 1 : kDecimalMin;
    if (in.size >= minDigits && in.size <= kDecimalMax && (in.data[0] != '0' || in.size == 1) &&
        allAsciiDigits(in) && readDigits(in, kB36, 10, b) == -1)
        addWrapped(b, UuidSpelling::Decimal, kPriorDecimal, 0, forced, out);
}

std::string_view uuidSpellingName(quint8 spelling)
{
    switch (UuidSpelling(spelling)) {
    case UuidSpelling::Canonical:
        return {};
    case UuidSpelling::ShortUuid:
        return "shortuuid";
    case UuidSpelling::Base64Url:
        return "base64url";
    case UuidSpelling::Uuid25:
        return "uuid25";
    case UuidSpelling::Decimal:
        return "decimal";
    }
    return {};
}

} // namespace idscope
