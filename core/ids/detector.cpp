#include "detector.h"

#include "codecs.h"
#include "codecutil.h"
#include "crockford.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>
#include <array>
#include <limits>

namespace idscope {

namespace {

constexpr qint64 kDayMs = 86400000;
constexpr qint64 kYearMs = 31556952000; // 365.2425 days
// instantPlausibility() from here on: not before 1990 (or a custom epoch's launch), and at
// most a year ahead of now.
constexpr int kPlausibleScore = 40;

// When the reading's format came into real use (FormatInfo::launchMs, per profile).
// Instants between this and now are the most plausible readings; earlier ones are possible
// (backfills, skewed clocks) but rarer.
qint64 launchMs(const Decoded& d)
{
    return formatLaunchMs(d.format, d.profile);
}

// Formats whose epoch is their own: nothing real predates launch by much. A small integer
// read as a Snowflake lands just after the epoch, which is how a counter or a Unix
// timestamp misread as a Snowflake looks.
bool customEpoch(Format f)
{
    return formatInfo(f).traits & TraitOwnEpoch;
}

// |a - b|, saturating: instants can sit at the int64 limits.
qint64 distanceMs(qint64 a, qint64 b)
{
    qint64 d;
    if (__builtin_sub_overflow(a, b, &d) || d == std::numeric_limits<qint64>::min())
        return std::numeric_limits<qint64>::max();
    return d < 0 ? -d : d;
}

bool readingLess(const Decoded& a, const Decoded& b, qint64 nowMs)
{
    if (a.valid() != b.valid())
        return a.valid();
    const bool implausibleA = a.flags & WarnImplausible;
    if (implausibleA != bool(b.flags & WarnImplausible))
        return !implausibleA;
    if (a.score != b.score)
        return a.score > b.score;
    if (a.hasInstant && b.hasInstant) {
        // Equally plausible: the one nearer to now wins, since most IDs people look at are
        // recent. Ties are still reported as ambiguous.
        const qint64 da = distanceMs(nowMs, a.instant.unixMsFloor());
        const qint64 db = distanceMs(nowMs, b.instant.unixMsFloor());
        if (da != db)
            return da < db;
    }
    if (a.prior != b.prior)
        return a.prior > b.prior;
    return a.format < b.format;
}

qint64 clockNowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

int instantPlausibility(const Decoded& d, qint64 nowMs)
{
    if (!d.hasInstant)
        return 0;
    // Saturate: instants beyond ±292 million years are simply implausible.
    const qint64 s = d.instant.seconds;
    if (s > 9000000000000LL || s < -9000000000000LL)
        return 0;
    const qint64 t = d.instant.unixMsFloor();
    if (t > nowMs + kFutureToleranceMs) {
        const qint64 ahead = t - nowMs;
        if (ahead <= kDayMs)
            return 70;
        if (ahead <= kYearMs)
            return 40;
        if (ahead <= 100 * kYearMs)
            return 8;
        return 1;
    }
    if (t >= launchMs(d))
        return 100;
    if (customEpoch(d.format))
        return 25;
    if (t >= 631152000000) // 1990
        return 65;
    if (t >= 0)
        return 30;
    if (t >= -100 * kYearMs)
        return 12;
    return 2;
}

namespace {
// A reading that rests on alphabet and length alone: text or bytes whose shape many formats
// share (25 base36 characters as SCRU128, 20 as xid or a push ID, 16 bytes as a binary ULID).
// Numbers are ranked by their profiles, and time texts name the time themselves.
bool restsOnShapeAlone(const Decoded& d)
{
    return !d.selfIdentifying && !isIntegerFormat(d.format) && !isUuid(d.format) &&
           d.format != Format::Rfc3339 && d.format != Format::JulianDay;
}

// isPlausibleReading() for a valid reading whose instantPlausibility() is known.
bool plausibleWith(const Decoded& d, int plausibility)
{
    if (!d.hasInstant || d.format == Format::Rfc3339)
        return true;
    // A number whose time field is zero (or negative) is a counter, under any epoch.
    if (isIntegerFormat(d.format) && (d.flags & WarnBeforeEpoch))
        return false;
    // A shape many formats share is no evidence for an instant before its format existed.
    if (restsOnShapeAlone(d) && d.instant.unixMsFloor() < launchMs(d))
        return false;
    return plausibility >= kPlausibleScore;
}
} // namespace

bool isPlausibleReading(const Decoded& d, qint64 nowMs)
{
    // A parser may know the shape alone is no evidence (a word spelled in a shortcode's
    // alphabet) and say so with the flag.
    return d.valid() && !(d.flags & WarnImplausible) &&
           plausibleWith(d, instantPlausibility(d, nowMs));
}

bool noPlausibleReading(const Candidates& c)
{
    return !c.empty() && c[0].valid() && (c[0].flags & WarnImplausible);
}

QList<const Reading*> DecodeResult::alternatives() const
{
    QList<const Reading*> out;
    for (qsizetype i = valid ? 1 : 0; i < readings.size(); ++i) {
        if (readings[i].valid)
            out.append(&readings[i]);
    }
    return out;
}

Detector::Detector(const DecodeOptions& opt) : opt_(opt)
{
    if (opt_.nowMs == 0)
        opt_.nowMs = clockNowMs();
}

void Detector::detect(const IdInput& in, Candidates& out) const
{
    out.clear();
    if (in.kind == IdInput::Kind::Null)
        return;
    for (const FormatFamily* family : formatFamilies())
        family->parse(in, opt_, out);

    if (opt_.forced != Format::Count) {
        // "uuid" asks for any UUID; a specific version asks for exactly that one.
        const bool anyUuid = opt_.forced == Format::UuidOther;
        for (int i = out.size() - 1; i >= 0; --i) {
            const bool keep = out[i].format == opt_.forced || (anyUuid && isUuid(out[i].format));
            if (!keep)
                out.removeAt(i);
        }
        if (out.empty()) {
            Decoded none;
            none.format = opt_.forced;
            none.error = ParseError::BadLength;
            out.add(none);
            return;
        }
    }

    const qint64 now = opt_.nowMs;
    const bool automatic = opt_.forced == Format::Count;
    for (Decoded& d : out) {
        if (!d.valid()) {
            d.score = 0;
            continue;
        }
        if (d.hasInstant) {
            const int p = instantPlausibility(d, now);
            d.score = quint8((int(d.prior) * 2 + p * 3) / 5);
            if (d.instant.unixMsFloor() > now + kFutureToleranceMs)
                d.flags |= WarnFuture;
            if (d.selfIdentifying && d.instant.unixMsFloor() < launchMs(d))
                d.flags |= WarnBeforeFormat;
            // A requested format is read as asked; guessing never presents such an instant,
            // unless the value's shape names its format: then the instant is the finding.
            if (automatic && !d.selfIdentifying && !plausibleWith(d, p))
                d.flags |= WarnImplausible;
        } else {
            d.score = quint8(d.prior * 4 / 5);
        }
        if (d.score == 0)
            d.score = 1;
    }
    // A 16-byte BLOB that is an RFC UUID as stored is read that way first: the .NET reading
    // only outranks it when the stored order is no RFC UUID at all. (About 1 in 2,000 random
    // v4 BLOBs also spells a plausible v7 when swapped.)
    int rfcScore = -1;
    for (const Decoded& d : out) {
        if (d.valid() && isUuid(d.format) && d.format != Format::UuidOther && d.profile == 0)
            rfcScore = std::max(rfcScore, int(d.score));
    }
    if (rfcScore > 0) {
        for (Decoded& d : out) {
            if (d.valid() && isUuid(d.format) && d.profile == 1 && d.score >= rfcScore)
                d.score = quint8(rfcScore - 1);
        }
    }
    // Insertion sort: a handful of readings, and std::sort would not be faster here.
    for (int i = 1; i < out.size(); ++i) {
        Decoded key = out[i];
        int j = i - 1;
        while (j >= 0 && readingLess(key, out[j], now)) {
            out[j + 1] = out[j];
            --j;
        }
        out[j + 1] = key;
    }
    // Doubt is stated when another reading is nearly as plausible and tells a different time.
    if (out.size() > 1 && out[0].valid()) {
        const Decoded& top = out[0];
        for (int i = 1; i < out.size(); ++i) {
            const Decoded& o = out[i];
            if (!o.valid() || o.score + 12 < top.score)
                continue;
            const bool sameInstant =
                o.hasInstant == top.hasInstant && (!top.hasInstant || o.instant == top.instant);
            if (!sameInstant) {
                out[0].flags |= WarnAmbiguous;
                break;
            }
        }
    }
}

namespace {
using DigitTable = std::array<quint8, 256>;
constexpr DigitTable kCrockfordDigit = digitTable(crockford::kUpperAlphabet, true);
constexpr DigitTable kBase62Digit =
    digitTable("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");

// Every character of `s` is a digit of `t`, or `extra` (a UUID's hyphen).
bool allOf(std::string_view s, const DigitTable& t, char extra)
{
    for (const char ch : s) {
        if (t[quint8(ch)] == kNoDigit && !(extra && ch == extra))
            return false;
    }
    return true;
}
} // namespace

QString nearMissOfNamedShape(const IdInput& in)
{
    if (in.kind != IdInput::Kind::Text)
        return QString();
    const std::string_view s = in.view();
    const int n = int(s.size());
    struct Shape {
        int length;
        const DigitTable& digits;
        char extra;
        const char* name;
    };
    static const Shape kShapes[] = {{26, kCrockfordDigit, 0, "ULID"},
                                    {27, kBase62Digit, 0, "KSUID"},
                                    {24, kHexDigit, 0, "ObjectId"},
                                    {32, kHexDigit, 0, "UUID"},
                                    {36, kHexDigit, '-', "UUID"}};
    for (const Shape& sh : kShapes) {
        if ((n == sh.length - 1 || n == sh.length + 1) && allOf(s, sh.digits, sh.extra))
            return QCoreApplication::translate("idscope::Errors",
                                               "%1-character %2 expected; %3 given")
                .arg(sh.length)
                .arg(QString::fromLatin1(sh.name))
                .arg(n);
    }
    return QString();
}

bool hasChosenReading(const Candidates& c)
{
    return !c.empty() && c[0].valid() && !(c[0].flags & WarnImplausible);
}

QString decodeError(const IdInput& in, const Candidates& c)
{
    if (hasChosenReading(c))
        return QString();
    // Readings kept as alternatives for the user who knows better; none is chosen.
    if (noPlausibleReading(c)) {
        const QString miss = nearMissOfNamedShape(in);
        if (!miss.isEmpty())
            return QCoreApplication::translate("idscope::Errors", "no plausible reading: %1")
                .arg(miss);
        return QCoreApplication::translate("idscope::Errors", "no plausible reading");
    }
    // The most specific complaint: the first shape that matched.
    if (!c.empty())
        return parseErrorMessage(c[0]);
    if (in.kind == IdInput::Kind::Null)
        return QCoreApplication::translate("idscope::Errors", "NULL carries no ID");
    if (in.kind == IdInput::Kind::Blob)
        return QCoreApplication::translate("idscope::Errors",
                                           "a %1-byte BLOB is not a known binary ID")
            .arg(in.size);
    return QCoreApplication::translate("idscope::Errors",
                                       "not a recognised ID or time format (%1 characters)")
        .arg(QString::fromUtf8(in.data, in.size).size());
}

DecodeResult decodeValue(const IdInput& in, const Detector& detector)
{
    DecodeResult r;
    r.nowMs = detector.options().nowMs;
    Candidates c;
    detector.detect(in, c);
    for (const Decoded& d : c) {
        if (d.valid()) {
            r.readings.append(describe(d));
            r.decoded.append(d);
        }
    }
    r.valid = hasChosenReading(c);
    if (r.valid)
        return r;
    r.error = decodeError(in, c);
    if (r.readings.isEmpty() && !c.empty()) {
        r.readings.append(describe(c[0]));
        r.decoded.append(c[0]);
    }
    return r;
}

namespace {
char16_t unit(QChar c)
{
    return c.unicode();
}
char16_t unit(char c)
{
    return char16_t(quint8(c));
}
QStringView trimmedView(QStringView s)
{
    return s.trimmed();
}
// ASCII only (the caller checked): the characters QChar::isSpace() calls space.
std::string_view trimmedView(std::string_view s)
{
    const auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return s;
}
template<typename View> View sub(View s, qsizetype from, qsizetype n)
{
    return View(s.data() + from, n);
}

int hexNibble(char16_t u)
{
    if (u >= '0' && u <= '9')
        return u - '0';
    if (u >= 'a' && u <= 'f')
        return u - 'a' + 10;
    if (u >= 'A' && u <= 'F')
        return u - 'A' + 10;
    return -1;
}

// `X'…'` (SQLite's BLOB literal) or `0x…` with an even number of hex digits → bytes.
template<typename View> bool blobLiteral(View s, QByteArray& bytes)
{
    const auto n = qsizetype(s.size());
    View hex;
    if (n >= 3 && (unit(s[0]) == u'x' || unit(s[0]) == u'X') && unit(s[1]) == u'\'' &&
        unit(s[n - 1]) == u'\'')
        hex = sub(s, 2, n - 3);
    else if (n > 2 && unit(s[0]) == u'0' && (unit(s[1]) == u'x' || unit(s[1]) == u'X'))
        hex = sub(s, 2, n - 2);
    else
        return false;
    const auto h = qsizetype(hex.size());
    if (h == 0 || h % 2 != 0 || h > 64)
        return false;
    bytes.resize(h / 2);
    for (qsizetype i = 0; i < h; i += 2) {
        const int hi = hexNibble(unit(hex[i]));
        const int lo = hexNibble(unit(hex[i + 1]));
        if (hi < 0 || lo < 0)
            return false;
        bytes[i / 2] = char(hi << 4 | lo);
    }
    return true;
}

IdInput textOf(QStringView s, QByteArray& scratch)
{
    scratch = s.toUtf8();
    return IdInput::text({scratch.constData(), std::size_t(scratch.size())});
}
IdInput textOf(std::string_view s, QByteArray&)
{
    return IdInput::text(s);
}

template<typename View> IdInput textValueOf(View text, QByteArray& scratch)
{
    View s = trimmedView(text);
    // Pasted from JSON, SQL or a shell: strip one pair of matching quotes.
    if (s.size() >= 2) {
        const char16_t q = unit(s[0]);
        if ((q == u'"' || q == u'\'' || q == u'`') && unit(s[s.size() - 1]) == q)
            s = trimmedView(sub(s, 1, qsizetype(s.size()) - 2));
    }
    if (blobLiteral(s, scratch))
        return IdInput::blob(scratch.constData(), int(scratch.size()));
    return textOf(s, scratch);
}
} // namespace

IdInput textValue(QStringView text, QByteArray& scratch)
{
    return textValueOf(text, scratch);
}

IdInput textValue(std::string_view utf8, QByteArray& scratch)
{
    if (isAsciiText(utf8))
        return textValueOf(utf8, scratch);
    const QString text = QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
    return textValueOf(QStringView(text), scratch);
}

DecodeResult decodeText(const QString& text, const Detector& detector)
{
    QByteArray scratch;
    DecodeResult r = decodeValue(textValue(QStringView(text), scratch), detector);
    r.input = text;
    return r;
}

} // namespace idscope
