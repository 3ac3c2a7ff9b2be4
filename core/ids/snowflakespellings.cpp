// The Snowflake family's text spellings other than decimal (snowflake.cpp reads decimal,
// Frostflake's base58 and hex on request):
//   Instagram / Threads shortcodes  the media ID in base64url digits (A = 0, … _ = 63), most
//                                   significant first, as in instagram.com/p/<shortcode>/;
//                                   read unasked from 9 to 11 characters that look random
//   SnowID base62                   0-9A-Za-z digits of the 64-bit value, up to 11 characters;
//                                   read when asked for
#include "codecs.h"
#include "codecutil.h"

#include <array>

namespace idscope {

namespace {

constexpr char kBase62[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
constexpr std::array<quint8, 256> kB62 = digitTable(kBase62);
constexpr int kMaxDigits = 11; // 64^11 and 62^11 both exceed 2^64
// Media IDs since 2012 have 10 or 11 shortcode characters; 9 reach back to the first weeks.
constexpr int kShortcodeMin = 9;
constexpr quint8 kPriorShortcode = 35;
constexpr quint8 kPriorSnowIdBase62 = 30;

// Digits of `table` (base `base`) as a 64-bit value: false on a character outside it or
// above 2^64 - 1.
bool readValue(const IdInput& in, const std::array<quint8, 256>& table, quint64 base, quint64& v)
{
    if (in.size < 1 || in.size > kMaxDigits)
        return false;
    v = 0;
    for (int i = 0; i < in.size; ++i) {
        const quint8 digit = table[quint8(in.data[i])];
        if (digit == kNoDigit || __builtin_mul_overflow(v, base, &v) ||
            __builtin_add_overflow(v, quint64(digit), &v))
            return false;
    }
    return true;
}

// Random base64url text has letters and a digit, '-' or '_' (but is not hex), or mixes case
// with a second upper-case letter after its first character: all but about 1 in 1,000
// shortcodes. A word ("Development", "PowerShell"), a date or a hex number has neither.
bool looksRandom(const IdInput& in)
{
    int upper = 0, lower = 0, nonHexLetters = 0;
    bool other = false;
    for (int i = 0; i < in.size; ++i) {
        const char c = in.data[i];
        other = other || isAsciiDigit(c) || c == '-' || c == '_';
        lower += isAsciiLower(c) ? 1 : 0;
        upper += isAsciiUpper(c) ? 1 : 0;
        nonHexLetters += (isAsciiLower(c) && c > 'f') || (isAsciiUpper(c) && c > 'F') ? 1 : 0;
    }
    if (other)
        return nonHexLetters > 0;
    const int upperAfterFirst = upper - (isAsciiUpper(in.data[0]) ? 1 : 0);
    return lower > 0 && upperAfterFirst >= 2;
}

int writeDigits(quint64 v, const char* alphabet, quint64 base, char (&out)[kMaxDigits])
{
    int n = kMaxDigits;
    do {
        out[--n] = alphabet[v % base];
        v /= base;
    } while (v != 0);
    return n;
}

} // namespace

bool youtubeVideoIdShape(const IdInput& in)
{
    if (in.kind != IdInput::Kind::Text || in.size != kMaxDigits)
        return false;
    for (int i = 0; i < in.size; ++i) {
        if (kBase64UrlDigit[quint8(in.data[i])] == kNoDigit)
            return false;
    }
    // 11 characters carry 66 bits; the last one's two lowest are zero in a 64-bit ID.
    return (kBase64UrlDigit[quint8(in.data[kMaxDigits - 1])] & 3) == 0;
}

bool parseSnowflakeSpelling(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    // Length first: this runs for every text value a scan meets.
    if (in.kind != IdInput::Kind::Text || in.size > kMaxDigits || allAsciiDigits(in))
        return false;
    quint64 v = 0;
    Decoded d;
    if (opt.forced == Format::SnowId) {
        if (!readValue(in, kB62, 62, v) || !snowflakeReading(Format::SnowId, 0, v, 0, d))
            return false;
        d.prior = kPriorSnowIdBase62;
        d.spelling = quint8(SnowflakeSpelling::Base62);
        out.add(d);
        return true;
    }
    const bool asked = opt.forced == Format::SnowflakeInstagram;
    if (!asked && (opt.forced != Format::Count || in.size < kShortcodeMin))
        return false;
    if (!readValue(in, kBase64UrlDigit, 64, v) ||
        !snowflakeReading(Format::SnowflakeInstagram, 0, v, WarnNonCanonicalSpelling, d))
        return false;
    // Letters alone that look like a word are offered, never chosen: alone they are no
    // evidence, while in a column of shortcodes the column is.
    if (!asked && !looksRandom(in))
        d.flags |= WarnImplausible;
    d.prior = kPriorShortcode;
    d.spelling = quint8(SnowflakeSpelling::Shortcode);
    // One 64-bit shortcode in four also has a YouTube video ID's shape: both are offered.
    if (youtubeVideoIdShape(in))
        d.flags |= WarnAmbiguous;
    out.add(d);
    return true;
}

std::string_view instagramShortcode(quint64 v, char (&out)[11])
{
    const int n = writeDigits(v, kBase64UrlAlphabet, 64, out);
    return {out + n, std::size_t(kMaxDigits - n)};
}

std::string_view snowIdBase62(quint64 v, char (&out)[11])
{
    const int n = writeDigits(v, kBase62, 62, out);
    return {out + n, std::size_t(kMaxDigits - n)};
}

} // namespace idscope
