// Shapes without an instant, named so the user learns what a value probably is and nothing
// invents a time for it (the text is kept whole in Decoded::bytes):
//   prefixed-id  Stripe-style: a lower-case prefix of 2-12 letters (up to two, each followed by
//                '_', as "sk_live_") and 10-40 letters and digits of random text
//   sqids        Sqids and Hashids: a few numbers encoded in a shuffled alphabet. Unasked only
//                for 6-16 letters and digits mixing upper case, lower case and digits (as
//                "86Rf07"); every shorter word has the shape too.
//   nuid         NATS NUID: 22 base62 characters (12 random prefix + 10 sequence)
//   ipfs-cid     an IPFS content hash: CIDv0 "Qm" + 44 base58btc, or CIDv1 "b" + base32
//                lower case (bafy…, bafk…) of at least 58 characters
//   youtube-video-id     11 base64url characters of 64 random bits (the last one's two low
//                        bits zero)
//   fbclid               Facebook's click ID: "IwAR" + base64url (opaque), or a two-letter
//                        header ("Iw", "PA") + base64url of key/value records starting with
//                        a known key (extn, clck, brid, srtc, adid, app_id)
//   linkedin-message-id  LinkedIn's v2 message ID: "2-" + Base64 of "<uuid>_<3 digits>"
//   breeze-id            tzwel/breezeid: 16 characters of a 32-letter alphabet (no 0, 1, 5, O)
//                        in groups of four, "9NU6-XQLZ-BDIH-6HKE"
#include "codecs.h"
#include "codecutil.h"

#include <QCoreApplication>

#include <array>

namespace idscope {

namespace {

constexpr int kMaxText = 80; // Decoded::bytes
constexpr quint8 kPriorPrefixed = 25;
constexpr quint8 kPriorSqids = 5;
constexpr quint8 kPriorNuid = 10;
constexpr quint8 kPriorCid = 60;
constexpr int kNuidLen = 22;
constexpr int kCidV0Len = 46;
constexpr int kCidV1Min = 58;

constexpr quint8 kPriorYoutube = 15;
constexpr quint8 kPriorFbclid = 70;
constexpr quint8 kPriorLinkedIn = 90; // decodes to a UUID and a number: nothing else does
constexpr quint8 kPriorBreeze = 50;
constexpr int kFbclidMin = 40;
constexpr int kLinkedInLen = 58; // "2-" + 56 Base64 characters of 40 bytes
constexpr int kBreezeLen = 19;

constexpr char kBreeze[] = "AEIUQWTYPSDFGRHJKLZXCVBNM2346789";
constexpr std::array<quint8, 256> kBreezeDigit = digitTable(kBreeze);

constexpr char kBase58Btc[] = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
constexpr std::array<quint8, 256> kB58 = digitTable(kBase58Btc);

constexpr auto isLower = isAsciiLower;
constexpr auto isUpper = isAsciiUpper;
constexpr auto isDigit = isAsciiDigit;
bool isAlnum(char c)
{
    return isLower(c) || isUpper(c) || isDigit(c);
}

Decoded shape(Format f, quint8 prior, const IdInput& in)
{
    Decoded d;
    d.format = f;
    d.prior = prior;
    d.setBytes(in.data, in.size);
    return d;
}

// A tail of 26 lower-case letters and digits is a TypeID's suffix: that family reads it.
bool typeIdTail(const IdInput& in, int from)
{
    if (in.size - from != 26)
        return false;
    for (int k = from; k < in.size; ++k) {
        if (!isLower(in.data[k]) && !isDigit(in.data[k]))
            return false;
    }
    return true;
}

// The position of the first character that breaks the prefix_random shape, or -1. `tail`:
// where the random text starts.
int prefixedMismatch(const IdInput& in, int& tailAt)
{
    int i = 0;
    int prefixes = 0;
    while (prefixes < 2) {
        int j = i;
        while (j < in.size && isLower(in.data[j]))
            ++j;
        if (j == in.size || in.data[j] != '_')
            break;
        if (j - i < 2 || j - i > 12)
            return j;
        i = j + 1;
        ++prefixes;
    }
    if (prefixes == 0)
        return i;
    const int tail = in.size - i;
    if (tail < 10 || tail > 40)
        return i;
    for (int k = i; k < in.size; ++k) {
        if (!isAlnum(in.data[k]))
            return k;
    }
    tailAt = i;
    return -1;
}

bool sqidsShape(const IdInput& in, bool forced)
{
    if (in.size < (forced ? 1 : 6) || in.size > (forced ? kMaxText : 16))
        return false;
    bool upper = false, lower = false, digit = false;
    for (int i = 0; i < in.size; ++i) {
        const char c = in.data[i];
        if (!isAlnum(c))
            return false;
        upper |= isUpper(c);
        lower |= isLower(c);
        digit |= isDigit(c);
    }
    return forced || (upper && lower && digit);
}

bool nuidShape(const IdInput& in)
{
    if (in.size != kNuidLen)
        return false;
    for (int i = 0; i < in.size; ++i) {
        if (!isAlnum(in.data[i]))
            return false;
    }
    return true;
}

bool cidShape(const IdInput& in)
{
    const char* s = in.data;
    if (in.size == kCidV0Len && s[0] == 'Q' && s[1] == 'm') {
        for (int i = 2; i < in.size; ++i) {
            if (kB58[quint8(s[i])] == kNoDigit)
                return false;
        }
        return true;
    }
    if (in.size >= kCidV1Min && in.size <= kMaxText && s[0] == 'b' && s[1] == 'a' &&
        (s[2] == 'f' || s[2] == 'g')) {
        for (int i = 1; i < in.size; ++i) {
            if (!isLower(s[i]) && !(s[i] >= '2' && s[i] <= '7'))
                return false;
        }
        return true;
    }
    return false;
}

bool startsWith(const IdInput& in, int at, std::string_view s)
{
    return in.size >= at + int(s.size()) && std::string_view(in.data + at, s.size()) == s;
}

bool fbclidShape(const IdInput& in)
{
    if (in.size < kFbclidMin)
        return false;
    for (int i = 0; i < in.size; ++i) {
        if (kBase64UrlDigit[quint8(in.data[i])] == kNoDigit)
            return false;
    }
    if (startsWith(in, 0, "IwAR"))
        return true;
    if (!startsWith(in, 0, "Iw") && !startsWith(in, 0, "PA"))
        return false;
    // The first record's key, in Base64: extn, clck, brid, srtc, adid, app_id.
    for (std::string_view key : {"ZXh0bg", "Y2xjaw", "YnJpZA", "c3J0Yw", "YWRpZA", "YXBwX2lk"}) {
        if (startsWith(in, 2, key))
            return true;
    }
    return false;
}

// "2-" + Base64 of 40 bytes: a UUID in text, '_' and three digits.
bool linkedInMessageShape(const IdInput& in, quint8 (&text)[40])
{
    if (in.size != kLinkedInLen || !startsWith(in, 0, "2-") || in.data[in.size - 1] != '=' ||
        in.data[in.size - 2] != '=')
        return false;
    const int n = decodeBase64(in.data + 2, in.size - 4, kBase64Digit, text, 40);
    if (n != 40 || text[36] != '_')
        return false;
    for (int i = 0; i < 40; ++i) {
        const char c = char(text[i]);
        const bool hyphen = i == 8 || i == 13 || i == 18 || i == 23;
        const bool ok = hyphen      ? c == '-'
                        : i == 36   ? true
                        : i > 36    ? isDigit(c)
                                    : isDigit(c) || (c >= 'a' && c <= 'f');
        if (!ok)
            return false;
    }
    return true;
}

bool breezeShape(const IdInput& in)
{
    if (in.size != kBreezeLen)
        return false;
    bool upper = false, lower = false;
    for (int i = 0; i < in.size; ++i) {
        char c = in.data[i];
        if (i % 5 == 4) {
            if (c != '-')
                return false;
            continue;
        }
        if (isLower(c)) {
            lower = true;
            c = char(c - 'a' + 'A');
        } else {
            upper = upper || isUpper(c);
        }
        if (kBreezeDigit[quint8(c)] == kNoDigit)
            return false;
    }
    return !(upper && lower);
}

constexpr FormatInfo kFormats[] = {
    {.format = Format::PrefixedId,
     .name = "prefixed-id",
     .title = "Prefixed ID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "type prefix + random; no instant"),
     .epoch = "—",
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "prefix_ + 10-40 letters and digits"),
     .randomBitsPerTick = 0},
    {.format = Format::Sqids,
     .name = "sqids",
     .title = "Sqids / Hashids",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "encoded numbers; no instant"),
     .epoch = "—",
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "letters and digits, shuffled alphabet")},
    {.format = Format::Nuid,
     .name = "nuid",
     .title = "NATS NUID",
     .layout =
         QT_TRANSLATE_NOOP("idscope::FormatInfo", "12 random prefix + 10 sequence; no instant"),
     .epoch = "—",
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "22 base62 0-9A-Za-z"),
     .randomBitsPerTick = 71,
     .uniqueness = TickUniqueness::Random},
    {.format = Format::IpfsCid,
     .name = "ipfs-cid",
     .title = "IPFS CID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "content hash; no instant"),
     .epoch = "—",
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Qm + 44 base58btc (v0); b + base32 (v1)")},
    {.format = Format::YoutubeVideoId,
     .name = "youtube-video-id",
     .title = "YouTube video ID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "64 random bits; no instant"),
     .epoch = "—",
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "11 chars A-Za-z0-9-_")},
    {.format = Format::Fbclid,
     .name = "fbclid",
     .title = "Facebook click ID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                                 "header + key/value records or opaque bytes; no instant"),
     .epoch = "—",
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "IwAR…, Iw…, PA… base64url")},
    {.format = Format::LinkedInMessageId,
     .name = "linkedin-message-id",
     .title = "LinkedIn message ID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "UUID (v5 or v4) + number; no instant"),
     .epoch = "—",
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "2- + Base64 of <uuid>_<3 digits>")},
    {.format = Format::BreezeId,
     .name = "breeze-id",
     .title = "Breeze ID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "16 random characters; no instant"),
     .epoch = "—",
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "XXXX-XXXX-XXXX-XXXX, no 0, 1, 5 or O"),
     .randomBitsPerTick = 80,
     .uniqueness = TickUniqueness::Random},
};

} // namespace

void parseShapes(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const Format forced = opt.forced;
    const bool mine = declares(kFormats, forced);
    if (in.kind == IdInput::Kind::Text && fbclidShape(in)) {
        // Often longer than Decoded::bytes: only its length and header are kept.
        Decoded d;
        d.format = Format::Fbclid;
        d.prior = kPriorFbclid;
        d.setBytes(in.data, 4);
        d.u64 = quint64(in.size);
        out.add(d);
        return;
    }
    if (in.kind != IdInput::Kind::Text || in.size < 2 || in.size > kMaxText) {
        if (mine && in.kind != IdInput::Kind::Null)
            out.add(errorReading(forced, ParseError::BadLength, 0, 0));
        return;
    }
    const int before = out.size();
    // The cheapest test first: a '_' after 2-12 lower-case letters.
    if (isLower(in.data[0]) || forced == Format::PrefixedId) {
        int tailAt = 0;
        const int bad = prefixedMismatch(in, tailAt);
        if (bad < 0 && (forced == Format::PrefixedId || !typeIdTail(in, tailAt)))
            out.add(shape(Format::PrefixedId, kPriorPrefixed, in));
        else if (forced == Format::PrefixedId)
            out.add(errorReading(forced, ParseError::BadCharacter, bad, kPriorPrefixed));
    }
    if (sqidsShape(in, forced == Format::Sqids))
        out.add(shape(Format::Sqids, kPriorSqids, in));
    if (nuidShape(in))
        out.add(shape(Format::Nuid, kPriorNuid, in));
    if (cidShape(in))
        out.add(shape(Format::IpfsCid, kPriorCid, in));
    if (youtubeVideoIdShape(in))
        out.add(shape(Format::YoutubeVideoId, kPriorYoutube, in));
    quint8 message[40];
    if (linkedInMessageShape(in, message)) {
        Decoded d = shape(Format::LinkedInMessageId, kPriorLinkedIn, in);
        out.add(d);
    }
    if (breezeShape(in)) {
        Decoded d = shape(Format::BreezeId, kPriorBreeze, in);
        if (isLower(in.data[0]) || isLower(in.data[1]) || isLower(in.data[2]) || isLower(in.data[3]))
            d.flags |= WarnNonCanonicalCase;
        out.add(d);
    }
    if (!mine)
        return;
    for (int i = before; i < out.size(); ++i) {
        if (out[i].format == forced)
            return;
    }
    out.add(errorReading(forced, ParseError::BadCharacter, 0, 0));
}

void describeShapes(const Decoded& d, DescribeSink& s)
{
    if (!declares(kFormats, d.format) || d.size == 0)
        return;
    const QString note =
        QCoreApplication::translate("idscope::Reading", "no embedded instant (random/hashed)");
    if (d.format == Format::Fbclid) {
        const char* t = reinterpret_cast<const char*>(d.bytes.data());
        s.textString("note", note);
        s.text("header", {t, std::size_t(startsWith(IdInput::text({t, 4}), 0, "IwAR") ? 4 : 2)});
        s.number("length", d.u64);
        return;
    }
    s.canonical({reinterpret_cast<const char*>(d.bytes.data()), d.size});
    s.textString("note", note);
    if (d.format == Format::LinkedInMessageId) {
        quint8 message[40];
        const IdInput in = IdInput::text({reinterpret_cast<const char*>(d.bytes.data()), d.size});
        if (linkedInMessageShape(in, message)) {
            const char* m = reinterpret_cast<const char*>(message);
            s.text("uuid", {m, 36});
            s.text("number", {m + 37, 3});
        }
    }
    if (d.format == Format::PrefixedId) {
        const char* t = reinterpret_cast<const char*>(d.bytes.data());
        int end = 0;
        for (int i = 0; i < d.size; ++i) {
            if (t[i] == '_')
                end = i;
        }
        s.text("prefix", {t, std::size_t(end)});
    }
    if (d.format == Format::IpfsCid)
        s.text("version", d.bytes[0] == 'Q' ? "0" : "1");
    s.number("length", d.size);
}

extern const FormatFamily kShapesFamily{"shapes", kFormats, parseShapes, describeShapes, nullptr};

} // namespace idscope
