// IDs read out of URLs, as forensic URL parsers (unfurl) read them:
//   google-ei        the `ei` parameter of a Google search URL: URL-safe Base64 of a 32-bit
//                    little-endian Unix second, then three varints (LEB128): the microsecond
//                    of that second and two values nobody has decoded. It is thought to be
//                    when the search session started.
//   metasploit-uuid  a Metasploit payload UUID: 22 URL-safe Base64 characters of 16 bytes —
//                    8 bytes of payload ID, two XOR keys, the platform and architecture each
//                    XOR-ed with one key, and a big-endian Unix second XOR-ed with both
//                    alternately. A stager URL follows it with filler chosen so that the sum
//                    of the path's bytes, mod 256, names the request (92 INITW …).
#include "codecs.h"
#include "codecutil.h"

#include <array>

namespace idscope {

namespace {

// 4 bytes of seconds and three varints (1-3, 1-5 and 1-5 bytes): 7 to 17 bytes, 10 to 23
// characters. Unasked only from 20 (the two unknown values are 32-bit hashes, 5 bytes each,
// in the ei seen): shorter base64url is far more often a shortcode or a token.
constexpr int kEiMin = 10;
constexpr int kEiUnaskedMin = 20;
constexpr int kEiUnaskedMax = 23;
constexpr int kEiMax = 32;
constexpr quint8 kPriorEi = 40;
constexpr qint64 kEiLaunchMs = 1262304000000; // 2010-01-01: seen in search URLs since then

constexpr int kMsfLen = 22;
constexpr int kMsfUrlMin = 27; // the UUID and Metasploit's shortest checksummed filler
constexpr int kMsfUrlMax = 128;
constexpr quint8 kPriorMsf = 45;
constexpr quint8 kPriorMsfChecksum = 70; // the stager URL's checksum names the request too
constexpr qint64 kMsfLaunchMs = 1420070400000; // 2015-01-01: Metasploit's own lower bound

// Metasploit's platform and architecture numbers (Msf::Payload::UUID).
constexpr const char* kPlatforms[] = {
    "",        "windows", "netware", "android", "java",    "ruby",  "linux",    "cisco",
    "solaris", "osx",     "bsd",     "openbsd", "bsdi",    "netbsd", "freebsd", "aix",
    "hpux",    "irix",    "unix",    "php",     "js",      "python", "nodejs",  "firefox",
    "r",       "apple_ios", "juniper", "unifi", "brocade", "mikrotik", "arista"};
constexpr const char* kArches[] = {
    "",       "x86",    "x64",   "x64",  "mips",    "mipsle", "mipsbe", "ppc",  "ppc64",  "cbea",
    "cbea64", "sparc",  "armle", "armbe", "cmd",    "php",    "tty",    "java", "ruby",   "dalvik",
    "python", "nodejs", "firefox", "zarch", "aarch64", "mips64", "ppc64le", "r", "ppce500v2"};
constexpr int kPlatformCount = int(std::size(kPlatforms));
constexpr int kArchCount = int(std::size(kArches));

// A varint at `at`; false when it runs off the end or past 64 bits.
bool varint(const quint8* b, int n, int& at, quint64& v)
{
    v = 0;
    for (int shift = 0; at < n && shift < 64; shift += 7) {
        const quint8 byte = b[at++];
        v |= quint64(byte & 0x7F) << shift;
        if (!(byte & 0x80))
            return true;
    }
    return false;
}

void parseEi(const IdInput& in, bool forced, Candidates& out)
{
    int n = in.size;
    while (n > 0 && in.data[n - 1] == '=')
        --n;
    if (!forced && (n < kEiUnaskedMin || n > kEiUnaskedMax))
        return;
    quint8 b[24];
    const int bytes = n >= kEiMin && n <= kEiMax && n % 4 != 1
                          ? decodeBase64(in.data, n, kBase64UrlDigit, b, 24)
                          : -1;
    Decoded d;
    d.format = Format::GoogleEi;
    d.prior = kPriorEi;
    quint64 fields[3] = {};
    int at = 4;
    bool ok = bytes >= 7;
    for (int i = 0; ok && i < 3; ++i)
        ok = varint(b, bytes, at, fields[i]);
    // Unasked, the three varints end the value exactly, as in every ei seen.
    if (!ok || fields[0] >= 1000000 || (!forced && at != bytes)) {
        if (forced)
            out.addFailure(d, ParseError::BadCharacter, 0);
        return;
    }
    const quint32 seconds = quint32(b[0]) | quint32(b[1]) << 8 | quint32(b[2]) << 16 |
                            quint32(b[3]) << 24;
    d.hasInstant = true;
    d.precision = Precision::Microsecond;
    d.instant = {qint64(seconds), qint32(fields[0]) * 1000};
    d.u64 = fields[1];
    d.setBytes(b, bytes);
    out.add(d);
}

int checksum8(const IdInput& in)
{
    int sum = 0;
    for (int i = 0; i < in.size; ++i)
        sum += quint8(in.data[i]);
    return sum & 0xFF;
}

const char* checksumMode(int sum)
{
    switch (sum) {
    case 92:
        return "INITW";
    case 80:
        return "INITP";
    case 88:
        return "INITJ";
    case 95:
        return "INIT_CONN";
    case 98:
        return "CONN";
    default:
        return nullptr;
    }
}

void parseMetasploit(const IdInput& in, bool forced, Candidates& out)
{
    Decoded d;
    d.format = Format::MetasploitUuid;
    d.prior = kPriorMsf;
    // The 22nd character carries the last 2 bits, its low 4 bits zero: no hex digit, no
    // hyphenated UUID passes this first test.
    if (in.size < kMsfLen || (kBase64UrlDigit[quint8(in.data[kMsfLen - 1])] & 15) != 0) {
        if (forced)
            out.addFailure(d, ParseError::BadCharacter, kMsfLen - 1);
        return;
    }
    // Unasked: the UUID alone, or a stager path whose checksum names a request.
    const bool url = in.size >= kMsfUrlMin && in.size <= kMsfUrlMax && checksumMode(checksum8(in));
    if (in.size > kMsfLen && !url && !forced)
        return;
    quint8 b[16];
    bool alphabet = true;
    for (int i = kMsfLen; i < in.size; ++i)
        alphabet = alphabet && kBase64UrlDigit[quint8(in.data[i])] != kNoDigit;
    if (decodeBase64(in.data, kMsfLen, kBase64UrlDigit, b, 16) != 16 || !alphabet) {
        if (forced)
            out.addFailure(d, ParseError::BadCharacter, 0);
        return;
    }
    const int platform = b[10] ^ b[8];
    const int arch = b[11] ^ b[9];
    if (platform >= kPlatformCount || arch >= kArchCount || (platform == 0 && arch == 0)) {
        if (forced)
            out.addFailure(d, ParseError::OutOfRange, 10);
        return;
    }
    const quint32 seconds = quint32(b[12] ^ b[8]) << 24 | quint32(b[13] ^ b[9]) << 16 |
                            quint32(b[14] ^ b[8]) << 8 | quint32(b[15] ^ b[9]);
    if (url)
        d.prior = kPriorMsfChecksum;
    d.hasInstant = true;
    d.precision = Precision::Second;
    d.instant = {qint64(seconds), 0};
    d.u64 = url ? quint64(checksum8(in)) : 0;
    d.setBytes(b, 16);
    out.add(d);
}

constexpr FormatInfo kFormats[] = {
    {.format = Format::GoogleEi,
     .name = "google-ei",
     .title = "Google ei",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                                 "32 s (little-endian), varints: µs, two unknown"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix s + µs"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "URL-safe Base64, about 22 chars"),
     .precision = Precision::Microsecond,
     .launchMs = {kEiLaunchMs, 0}},
    {.format = Format::MetasploitUuid,
     .name = "metasploit-uuid",
     .title = "Metasploit payload UUID",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                                 "8 payload ID, 2 XOR keys, platform, arch, 32 s (XOR-ed)"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix s"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                               "22 chars URL-safe Base64, or a stager URL path"),
     .precision = Precision::Second,
     .launchMs = {kMsfLaunchMs, 0}},
};

} // namespace

void parseWebIds(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const bool forced = declares(kFormats, opt.forced);
    if (in.kind != IdInput::Kind::Text || in.size < kEiMin || in.size > kMsfUrlMax) {
        if (forced && in.kind != IdInput::Kind::Null)
            out.add(errorReading(opt.forced, ParseError::BadLength, 0, 0));
        return;
    }
    // Unasked, lengths first: most text a scan meets is neither.
    const bool unasked = opt.forced == Format::Count;
    if ((unasked && in.size >= kEiUnaskedMin && in.size <= kEiUnaskedMax + 2) ||
        opt.forced == Format::GoogleEi)
        parseEi(in, opt.forced == Format::GoogleEi, out);
    if ((unasked && in.size >= kMsfLen) || opt.forced == Format::MetasploitUuid)
        parseMetasploit(in, opt.forced == Format::MetasploitUuid, out);
}

void describeWebIds(const Decoded& d, DescribeSink& s)
{
    if (d.format == Format::GoogleEi) {
        char text[32];
        const auto n = std::size_t(encodeBase64(d.bytes.data(), d.size, kBase64UrlAlphabet, text));
        s.canonical({text, n});
        s.number("timestamp", qint64(d.instant.seconds));
        s.number("microseconds", d.instant.nanos / 1000);
        quint64 v[3] = {};
        int at = 4;
        for (quint64& x : v)
            varint(d.bytes.data(), d.size, at, x);
        s.number("unknown1", v[1]);
        s.number("unknown2", v[2]);
        return;
    }
    if (d.format != Format::MetasploitUuid || d.size != 16)
        return;
    const quint8* b = d.bytes.data();
    char text[kMsfLen];
    const int n = encodeBase64(b, 16, kBase64UrlAlphabet, text);
    s.canonical({text, std::size_t(n)});
    s.hexBytes("puid", b, 8);
    const int platform = b[10] ^ b[8];
    const int arch = b[11] ^ b[9];
    s.text("platform", platform == 0 ? "nil" : kPlatforms[platform]);
    s.text("arch", arch == 0 ? "nil" : kArches[arch]);
    s.number("timestamp", qint64(d.instant.seconds));
    if (const char* mode = checksumMode(int(d.u64)); mode && d.u64 != 0)
        s.text("url_checksum", mode);
}

extern const FormatFamily kWebIdsFamily{"webids", kFormats, parseWebIds, describeWebIds, nullptr};

} // namespace idscope
