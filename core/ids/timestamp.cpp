// Plain time values: Unix integers in four units (all added; the detector ranks them by
// plausibility), SQLite REAL Julian days, and RFC 3339 / SQLite datetime() text.
#include "codecs.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>

namespace idscope {

namespace {

constexpr quint8 kUnixPrior = 50;
constexpr quint8 kRealUnixPrior = 30;
constexpr quint8 kJulianPrior = 50;
constexpr quint8 kRfcFullPrior = 95;
constexpr quint8 kRfcSqlitePrior = 80;
constexpr quint8 kRfcDatePrior = 60;

// Unix ms of Julian day 0 (-4713-11-24T12:00:00Z), as SQLite counts it.
constexpr qint64 kJulianEpochMs = 210866760000000;
// SQLite accepts a raw Julian day r only when 0 <= r < 5373484.5 (10000-01-01T00:00:00Z).
constexpr double kJulianMax = 5373484.5;
constexpr qint64 kJulianMaxMs = 464269060800000; // kJulianMax in ms since Julian day 0

// profile of unix-s: 0 = integer seconds, 1 = REAL seconds (u64 holds the double's bits).
constexpr quint8 kProfileInteger = 0;
constexpr quint8 kProfileReal = 1;

// rfc3339 details kept in Decoded::bytes so describe() can rebuild the fields.
enum RfcByte {
    RfcSep,
    RfcZone,
    RfcOffHour,
    RfcOffMinute,
    RfcDigits,
    RfcDateOnly,
    RfcOffSecond, // 0xFF: the offset had no seconds
    RfcBytes
};
constexpr quint8 kNoOffsetSeconds = 0xFF;

bool isDigit(char c)
{
    return unsigned(c) - '0' <= 9;
}

// The formats this family reads, with their traits (registry.h).
constexpr FormatInfo kFormats[] = {
    {.format = Format::UnixS,
     .name = "unix-s",
     .title = "Unix seconds",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "integer"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix s"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "integer"),
     .precision = Precision::Second,
     .reversible = true,
     .traits = TraitInteger,
     .uniqueness = TickUniqueness::TimeOnly},
    {.format = Format::UnixMs,
     .name = "unix-ms",
     .title = "Unix milliseconds",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "integer"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ms"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "integer"),
     .precision = Precision::Millisecond,
     .reversible = true,
     .traits = TraitInteger,
     .uniqueness = TickUniqueness::TimeOnly},
    {.format = Format::UnixUs,
     .name = "unix-us",
     .title = "Unix microseconds",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "integer"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix µs"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "integer"),
     .precision = Precision::Microsecond,
     .reversible = true,
     .traits = TraitInteger,
     .uniqueness = TickUniqueness::TimeOnly},
    {.format = Format::UnixNs,
     .name = "unix-ns",
     .title = "Unix nanoseconds",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "integer"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "Unix ns"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "integer"),
     .precision = Precision::Nanosecond,
     .reversible = true,
     .traits = TraitInteger,
     .uniqueness = TickUniqueness::TimeOnly},
    {.format = Format::JulianDay,
     .name = "julian-day",
     .title = "Julian day",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "SQLite REAL Julian day"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "days since -4713-11-24 12:00"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo", "real"),
     .precision = Precision::Millisecond,
     .uniqueness = TickUniqueness::TimeOnly},
    {.format = Format::Rfc3339,
     .name = "rfc3339",
     .title = "RFC 3339 time",
     .layout = QT_TRANSLATE_NOOP("idscope::FormatInfo", "time as text"),
     .epoch = QT_TRANSLATE_NOOP("idscope::FormatInfo", "—"),
     .text = QT_TRANSLATE_NOOP("idscope::FormatInfo",
                               "2026-01-02T03:04:05Z, fraction and offset optional"),
     .precision = Precision::Second,
     .uniqueness = TickUniqueness::TimeOnly},
};

bool isOurs(Format f)
{
    return declares(kFormats, f);
}

// Whole units → Instant without the intermediate overflow of floorMod near INT64_MIN.
Instant fromUnits(qint64 v, qint64 perSecond)
{
    qint64 s = v / perSecond;
    qint64 r = v % perSecond;
    if (r < 0) {
        r += perSecond;
        --s;
    }
    return {s, qint32(r * (1000000000 / perSecond))};
}

// Whole units since 1970, floored; false when they do not fit. Negative seconds borrow one
// second first so that values down to INT64_MIN itself are reachable.
bool toUnits(const Instant& t, qint64 perSecond, qint64& out)
{
    const qint64 sub = t.nanos / (1000000000 / perSecond);
    qint64 s = t.seconds;
    qint64 extra = sub;
    if (s < 0) {
        ++s;
        extra -= perSecond;
    }
    qint64 v;
    if (__builtin_mul_overflow(s, perSecond, &v) || __builtin_add_overflow(v, extra, &v))
        return false;
    out = v;
    return true;
}

// Round half up, as SQLite's (sqlite3_int64)(x + 0.5) does for its non-negative values.
// Caller guarantees |x| < 2^63.
qint64 roundHalfUp(double x)
{
    const double f = std::floor(x);
    return qint64(f) + (x - f >= 0.5 ? 1 : 0);
}

quint64 bitsOf(double v)
{
    quint64 u;
    std::memcpy(&u, &v, sizeof u);
    return u;
}

double doubleOf(quint64 u)
{
    double v;
    std::memcpy(&v, &u, sizeof v);
    return v;
}

// Exact, locale-independent text of a double: shortest round trip, fixed notation in the
// range time values use, and always with a '.' so it reads back as a real.
QString realText(double v)
{
    char buf[64];
    const double a = std::fabs(v);
    const bool fixed = a == 0 || (a >= 1e-4 && a < 1e17);
    const auto res = fixed ? std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed)
                           : std::to_chars(buf, buf + sizeof buf, v);
    if (res.ec != std::errc())
        return QString();
    int n = int(res.ptr - buf);
    if (std::memchr(buf, '.', std::size_t(n)) == nullptr &&
        std::memchr(buf, 'e', std::size_t(n)) == nullptr && n + 2 <= int(sizeof buf)) {
        buf[n++] = '.';
        buf[n++] = '0';
    }
    return QString::fromLatin1(buf, n);
}

void addError(Format f, ParseError e, int pos, quint8 prior, Candidates& out)
{
    Decoded d;
    d.format = f;
    d.prior = prior;
    d.error = e;
    d.errorPos = quint8(pos < 0 ? 0 : (pos > 255 ? 255 : pos));
    out.add(d);
}

// One Unix reading of an exact integer.
Decoded unixReading(Format f, qint64 v, quint8 prior, quint32 flags)
{
    Decoded d;
    d.format = f;
    d.profile = kProfileInteger;
    d.prior = prior;
    d.flags = flags | (v < 0 ? quint32(WarnBeforeEpoch) : 0u);
    d.u64 = quint64(v);
    d.hasInstant = true;
    switch (f) {
    case Format::UnixS:
        d.instant = Instant::fromUnixSeconds(v);
        d.precision = Precision::Second;
        break;
    case Format::UnixMs:
        d.instant = fromUnits(v, 1000);
        d.precision = Precision::Millisecond;
        break;
    case Format::UnixUs:
        d.instant = fromUnits(v, 1000000);
        d.precision = Precision::Microsecond;
        break;
    default:
        d.instant = fromUnits(v, 1000000000);
        d.precision = Precision::Nanosecond;
        break;
    }
    return d;
}

void addUnixAll(qint64 v, quint8 prior, quint32 flags, Candidates& out)
{
    out.add(unixReading(Format::UnixS, v, prior, flags));
    out.add(unixReading(Format::UnixMs, v, prior, flags));
    out.add(unixReading(Format::UnixUs, v, prior, flags));
    out.add(unixReading(Format::UnixNs, v, prior, flags));
}

// A Julian day as SQLite reads a bare number: ms = round(jd × 86400000) − epoch.
Decoded julianReading(double jd, quint32 flags)
{
    Decoded d;
    d.format = Format::JulianDay;
    d.prior = kJulianPrior;
    d.flags = flags;
    d.u64 = bitsOf(jd);
    if (!(jd >= 0 && jd < kJulianMax)) { // also false for NaN
        d.error = ParseError::OutOfRange;
        return d;
    }
    d.hasInstant = true;
    d.precision = Precision::Millisecond;
    d.instant = fromUnits(roundHalfUp(jd * 86400000.0) - kJulianEpochMs, 1000);
    return d;
}

// REAL seconds, rounded to ms as SQLite's 'unixepoch' modifier does inside its range.
Decoded realUnixReading(double s, quint32 flags)
{
    Decoded d;
    d.format = Format::UnixS;
    d.profile = kProfileReal;
    d.prior = kRealUnixPrior;
    d.flags = flags | (s < 0 ? quint32(WarnBeforeEpoch) : 0u);
    d.u64 = bitsOf(s);
    if (!(std::fabs(s) < 9.2e15)) { // × 1000 must fit in qint64; also rejects NaN/inf
        d.error = ParseError::OutOfRange;
        return d;
    }
    const double shifted = s * 1000.0 + double(kJulianEpochMs);
    qint64 ms;
    if (shifted >= 0 && shifted < double(kJulianMaxMs))
        ms = roundHalfUp(shifted) - kJulianEpochMs;
    else
        ms = roundHalfUp(s * 1000.0);
    d.hasInstant = true;
    d.precision = Precision::Millisecond;
    d.instant = fromUnits(ms, 1000);
    return d;
}

// Every reading of a real number (REAL value or decimal text with a fraction).
void addRealReadings(double v, int fractionDigits, quint32 flags, Candidates& out)
{
    out.add(julianReading(v, flags));
    out.add(
        realUnixReading(v, flags | (fractionDigits > 3 ? quint32(WarnTruncatedPrecision) : 0u)));
    // A REAL column turns integer ms/µs/ns into whole reals; exact below 2^53.
    if (std::isfinite(v) && std::fabs(v) <= 9007199254740992.0 && v == std::trunc(v)) {
        const qint64 i = qint64(v);
        out.add(unixReading(Format::UnixMs, i, kRealUnixPrior, flags));
        out.add(unixReading(Format::UnixUs, i, kRealUnixPrior, flags));
        out.add(unixReading(Format::UnixNs, i, kRealUnixPrior, flags));
    }
}

// Decimal text: [-]digits or [-]digits.digits. Returns false when not that shape.
bool parseNumberText(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const char* p = in.data;
    const int n = in.size;
    quint32 flags = 0;
    int i = 0;
    if (p[0] == '+') {
        // Nobody stores a '+': accept it only when the user named a time format.
        if (!isOurs(opt.forced))
            return false;
        flags |= WarnNonCanonicalSpelling;
        i = 1;
    }
    const int signEnd = i;
    if (i < n && p[i] == '-')
        ++i;
    const int intStart = i;
    while (i < n && isDigit(p[i]))
        ++i;
    const int intDigits = i - intStart;
    int fracDigits = -1; // -1: no '.'
    if (i < n && p[i] == '.') {
        const int fracStart = ++i;
        while (i < n && isDigit(p[i]))
            ++i;
        fracDigits = i - fracStart;
    }
    if (i != n || intDigits == 0 || fracDigits == 0)
        return false;
    // Leading zeros, or "-0": padded or typed by hand, not written by a program.
    if (p[intStart] == '0' && (intDigits > 1 || (fracDigits < 0 && intStart > signEnd))) {
        if (!isOurs(opt.forced))
            return false;
        flags |= WarnNonCanonicalSpelling;
    }
    if (fracDigits < 0) {
        IdInput digits = in;
        digits.data = p + signEnd;
        digits.size = n - signEnd;
        const IntValue iv = inputAsInteger(digits, true);
        if (iv.ok && iv.fitsInt64()) {
            addUnixAll(iv.asInt64(), kUnixPrior, flags, out);
            if (opt.forced == Format::JulianDay) {
                // Lenient: a whole Julian day typed without ".0" (exact: far below 2^53).
                const qint64 v = iv.asInt64();
                out.add(julianReading(v > 10000000 || v < -10000000 ? -1.0 : double(v), flags));
            }
        } else if (iv.ok || intDigits <= 20) {
            // Digits only, but beyond the 64-bit range of every unit.
            addError(Format::UnixS, ParseError::OutOfRange, 0, kUnixPrior, out);
            addError(Format::UnixMs, ParseError::OutOfRange, 0, kUnixPrior, out);
            addError(Format::UnixUs, ParseError::OutOfRange, 0, kUnixPrior, out);
            addError(Format::UnixNs, ParseError::OutOfRange, 0, kUnixPrior, out);
        } else {
            return false;
        }
        return true;
    }
    double v = 0;
    const auto res = std::from_chars(p + signEnd, p + n, v, std::chars_format::fixed);
    if (res.ec != std::errc() || res.ptr != p + n) {
        // Out of double range: impossible for time values.
        addError(Format::JulianDay, ParseError::OutOfRange, 0, kJulianPrior, out);
        addError(Format::UnixS, ParseError::OutOfRange, 0, kRealUnixPrior, out);
        return true;
    }
    addRealReadings(v, fracDigits, flags, out);
    return true;
}

int daysInMonth(int year, int month)
{
    static constexpr quint8 kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month == 2) {
        const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
        return leap ? 29 : 28;
    }
    return kDays[month - 1];
}

int twoDigits(const char* p)
{
    return (p[0] - '0') * 10 + (p[1] - '0');
}

// Does `p` (n bytes) match `skeleton` ('d' a digit, anything else itself) from `from` on?
// false with badPos at the first byte that breaks it.
bool matchSkeleton(const char* p, int n, int from, const char* skeleton, int len, int& badPos)
{
    for (int i = 0; i < len; ++i) {
        const int at = from + i;
        const bool ok = at < n && (skeleton[i] == 'd' ? isDigit(p[at]) : p[at] == skeleton[i]);
        if (!ok) {
            badPos = at;
            return false;
        }
    }
    return true;
}

struct CivilDate {
    int year = 0, month = 0, day = 0;
    bool valid() const
    {
        return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
    }
    // Where an out-of-range date points: the month, or the day.
    quint8 errorPos() const { return quint8(month >= 1 && month <= 12 ? 8 : 5); }
};

// "YYYY-MM-DD" alone: a day-precision instant (or out of range).
void addDateOnly(const CivilDate& date, Candidates& out)
{
    Decoded d;
    d.format = Format::Rfc3339;
    d.prior = kRfcDatePrior;
    if (!date.valid()) {
        d.error = ParseError::OutOfRange;
        d.errorPos = date.errorPos();
        out.add(d);
        return;
    }
    quint8 info[RfcBytes] = {};
    info[RfcDateOnly] = 1;
    d.setBytes(info, RfcBytes);
    d.hasInstant = true;
    d.precision = Precision::Day;
    d.instant = Instant::fromCivil(date.year, date.month, date.day);
    out.add(d);
}

// ".fff…" at p[i]: its digits (all counted, the first nine kept as nanoseconds). false when
// the dot has no digit after it.
bool parseFraction(const char* p, int n, int& i, int& digits, qint32& nanos, int& badPos)
{
    digits = 0;
    nanos = 0;
    if (i >= n || p[i] != '.')
        return true;
    ++i;
    while (i < n && isDigit(p[i])) {
        if (digits < 9)
            nanos = nanos * 10 + (p[i] - '0');
        ++digits;
        ++i;
    }
    if (digits == 0) {
        badPos = i;
        return false;
    }
    for (int k = digits; k < 9; ++k)
        nanos *= 10;
    return true;
}

struct ZoneSuffix {
    char zone = 0; // 'Z', 'z', '+', '-', or 0 for none
    int offHour = 0, offMinute = 0;
    int offSecond = -1; // -1: none given
    quint32 flags = 0;
    int seconds() const
    {
        return (zone == '-' ? -1 : 1) * (offHour * 3600 + offMinute * 60 + std::max(offSecond, 0));
    }
};

// The zone at p[i] to the end: nothing, Z, or ±hh:mm[:ss]. false when anything else follows.
bool parseZoneSuffix(const char* p, int n, int i, ZoneSuffix& z, int& badPos)
{
    if (i >= n)
        return true;
    z.zone = p[i];
    if (z.zone == 'Z' || z.zone == 'z') {
        ++i;
    } else if (z.zone == '+' || z.zone == '-') {
        if (!matchSkeleton(p, n, i + 1, "dd:dd", 5, badPos)) {
            badPos = i;
            return false;
        }
        z.offHour = twoDigits(p + i + 1);
        z.offMinute = twoDigits(p + i + 4);
        i += 6;
        // "+hh:mm:ss": not RFC 3339, but the only exact spelling of a local mean time
        // offset, as idscope itself writes it for such zones.
        if (n - i == 3 && p[i] == ':' && isDigit(p[i + 1]) && isDigit(p[i + 2])) {
            z.offSecond = twoDigits(p + i + 1);
            z.flags |= WarnNonCanonicalSpelling;
            i += 3;
        }
    } else {
        badPos = i;
        return false;
    }
    if (i != n) {
        badPos = i;
        return false;
    }
    return true;
}

Precision precisionOfDigits(int digits)
{
    if (digits == 0)
        return Precision::Second;
    if (digits <= 3)
        return Precision::Millisecond;
    if (digits <= 6)
        return Precision::Microsecond;
    if (digits == 7)
        return Precision::HundredNanoseconds;
    return Precision::Nanosecond;
}

// RFC 3339 date-time or full-date, and SQLite's "YYYY-MM-DD HH:MM:SS[.SSS]". Returns false
// when the text does not have the shape at all (badPos: first position that broke it).
bool parseRfc3339(const IdInput& in, Candidates& out, int& badPos)
{
    const char* p = in.data;
    const int n = in.size;
    if (!matchSkeleton(p, n, 0, "dddd-dd-dd", 10, badPos))
        return false;
    const CivilDate date{(p[0] - '0') * 1000 + (p[1] - '0') * 100 + twoDigits(p + 2),
                         twoDigits(p + 5), twoDigits(p + 8)};
    if (n == 10) {
        addDateOnly(date, out);
        return true;
    }
    const char sep = p[10];
    if (sep != 'T' && sep != 't' && sep != ' ') {
        badPos = 10;
        return false;
    }
    if (!matchSkeleton(p, n, 11, "dd:dd:dd", 8, badPos))
        return false;
    const int hour = twoDigits(p + 11);
    const int minute = twoDigits(p + 14);
    const int second = twoDigits(p + 17);
    int i = 19;
    int digits = 0;
    qint32 nanos = 0;
    ZoneSuffix z;
    if (!parseFraction(p, n, i, digits, nanos, badPos) || !parseZoneSuffix(p, n, i, z, badPos))
        return false;
    Decoded d;
    d.format = Format::Rfc3339;
    d.flags = z.flags;
    if (sep == 't' || z.zone == 'z')
        d.flags |= WarnNonCanonicalCase;
    if (sep == ' ' || z.zone == 0)
        d.flags |= WarnNonCanonicalSpelling; // SQLite datetime() text or a local-looking time
    d.prior = sep != ' ' && z.zone != 0 ? kRfcFullPrior : kRfcSqlitePrior;
    if (!date.valid() || hour > 23 || minute > 59 || second > 60 || z.offHour > 23 ||
        z.offMinute > 59 || z.offSecond > 59) {
        d.error = ParseError::OutOfRange;
        d.errorPos = quint8(!date.valid() ? date.errorPos()
                            : hour > 23   ? 11
                            : minute > 59 ? 14
                            : second > 60 ? 17
                                          : 19 + (digits > 0 ? digits + 1 : 0));
        out.add(d);
        return true;
    }
    d.precision = precisionOfDigits(digits);
    if (digits > 9)
        d.flags |= WarnTruncatedPrecision;
    // A leap second (:60) has no Unix instant of its own; fromCivil simply counts 60 s,
    // which lands on :00 of the next minute, as POSIX clocks show it after the fact.
    Instant t = Instant::fromCivil(date.year, date.month, date.day, hour, minute, second, nanos);
    t.seconds -= z.seconds();
    d.instant = t;
    d.hasInstant = true;
    quint8 info[RfcBytes] = {};
    info[RfcSep] = quint8(sep);
    info[RfcZone] = quint8(z.zone);
    info[RfcOffHour] = quint8(z.offHour);
    info[RfcOffMinute] = quint8(z.offMinute);
    info[RfcOffSecond] = z.offSecond < 0 ? kNoOffsetSeconds : quint8(z.offSecond);
    info[RfcDigits] = quint8(digits > 255 ? 255 : digits);
    d.setBytes(info, RfcBytes);
    out.add(d);
    return true;
}

} // namespace

void parseTimestamp(const IdInput& in, const DecodeOptions& opt, Candidates& out)
{
    const int before = out.size();
    switch (in.kind) {
    case IdInput::Kind::Integer:
        addUnixAll(in.integer, kUnixPrior, 0, out);
        if (opt.forced == Format::JulianDay) {
            const qint64 v = in.integer;
            // Lenient: an integer Julian day; out-of-range ones get the range error.
            out.add(julianReading(v > 10000000 || v < -10000000 ? -1.0 : double(v), 0));
        }
        break;
    case IdInput::Kind::Real:
        addRealReadings(in.real, 0, 0, out);
        break;
    case IdInput::Kind::Text: {
        // Longest accepted: date, time, 9+ fraction digits and offset; beyond is not a time.
        if (in.size == 0 || in.size > 64)
            break;
        const char c0 = in.data[0];
        if (!isDigit(c0) && c0 != '-' && c0 != '+')
            break;
        if (in.size >= 10 && (in.data[4] == '-' || opt.forced == Format::Rfc3339)) {
            int badPos = 0;
            if (!parseRfc3339(in, out, badPos) && opt.forced == Format::Rfc3339)
                addError(Format::Rfc3339, ParseError::BadCharacter, badPos, kRfcFullPrior, out);
        } else {
            parseNumberText(in, opt, out);
        }
        break;
    }
    case IdInput::Kind::Null:
    case IdInput::Kind::Blob:
        break;
    }
    if (!isOurs(opt.forced))
        return;
    // The user's choice always gets a Decoded, with the reason when nothing fitted.
    for (int k = before; k < out.size(); ++k) {
        if (out[k].format == opt.forced)
            return;
    }
    const bool badLength = in.kind == IdInput::Kind::Null ||
                           (in.kind == IdInput::Kind::Text && (in.size == 0 || in.size > 64));
    addError(opt.forced, badLength ? ParseError::BadLength : ParseError::BadCharacter, 0, 0, out);
}

void describeTimestamp(const Decoded& d, DescribeSink& s)
{
    switch (d.format) {
    case Format::UnixS:
    case Format::UnixMs:
    case Format::UnixUs:
    case Format::UnixNs: {
        const QString text =
            d.profile == kProfileReal ? realText(doubleOf(d.u64)) : QString::number(qint64(d.u64));
        s.canonicalString(text);
        s.numberString("value", text);
        break;
    }
    case Format::JulianDay: {
        const QString text = realText(doubleOf(d.u64));
        s.canonicalString(text);
        s.numberString("value", text);
        break;
    }
    case Format::Rfc3339: {
        if (d.size != RfcBytes)
            return;
        if (d.bytes[RfcDateOnly]) {
            const QString full = toRfc3339(d.instant, Precision::Day);
            s.canonicalString(full.left(full.indexOf(QLatin1Char('T'))));
            return;
        }
        s.canonicalString(toRfc3339(d.instant, d.precision));
        const char zone = char(d.bytes[RfcZone]);
        if (zone == 'Z' || zone == 'z') {
            s.text("offset", {&zone, 1});
        } else if (zone == '+' || zone == '-') {
            const quint8 sec = d.bytes[RfcOffSecond];
            const char text[9] = {zone,
                                  char('0' + d.bytes[RfcOffHour] / 10),
                                  char('0' + d.bytes[RfcOffHour] % 10),
                                  ':',
                                  char('0' + d.bytes[RfcOffMinute] / 10),
                                  char('0' + d.bytes[RfcOffMinute] % 10),
                                  ':',
                                  char('0' + sec / 10),
                                  char('0' + sec % 10)};
            s.text("offset", {text, sec == kNoOffsetSeconds ? 6u : 9u});
        }
        s.number("digits", int(d.bytes[RfcDigits]));
        break;
    }
    default:
        break;
    }
}

bool makeTimestamp(Format f, const Instant& t, Fill fill, const DecodeOptions& opt, Decoded& out)
{
    (void)fill; // time values have no bits besides the time
    (void)opt;
    qint64 v = 0;
    switch (f) {
    case Format::UnixS:
        out = unixReading(f, t.seconds, kUnixPrior, 0);
        return true;
    case Format::UnixMs:
        if (!toUnits(t, 1000, v))
            return false;
        out = unixReading(f, v, kUnixPrior, 0);
        return true;
    case Format::UnixUs:
        if (!toUnits(t, 1000000, v))
            return false;
        out = unixReading(f, v, kUnixPrior, 0);
        return true;
    case Format::UnixNs:
        if (!toUnits(t, 1000000000, v))
            return false;
        out = unixReading(f, v, kUnixPrior, 0);
        return true;
    case Format::JulianDay: {
        // Whole ms since Julian day 0; the double quotient reads back to the same ms.
        const qint64 lo = -kJulianEpochMs / 1000;
        const qint64 hi = (kJulianMaxMs - kJulianEpochMs) / 1000;
        if (t.seconds < lo || t.seconds >= hi)
            return false;
        const qint64 ms = t.seconds * 1000 + t.nanos / 1000000 + kJulianEpochMs;
        out = julianReading(double(ms) / 86400000.0, 0);
        return out.valid();
    }
    case Format::Rfc3339: {
        const CivilTime c = toCivil(t);
        if (c.year < 0 || c.year > 9999)
            return false; // four-digit years only, so the text reads back
        Decoded d;
        d.format = Format::Rfc3339;
        d.prior = kRfcFullPrior;
        d.hasInstant = true;
        d.precision = Precision::Millisecond;
        d.instant = {t.seconds, t.nanos / 1000000 * 1000000};
        quint8 info[RfcBytes] = {};
        info[RfcSep] = 'T';
        info[RfcZone] = 'Z';
        info[RfcOffSecond] = kNoOffsetSeconds;
        info[RfcDigits] = 3;
        d.setBytes(info, RfcBytes);
        out = d;
        return true;
    }
    default:
        return false;
    }
}

extern const FormatFamily kTimestampFamily{"timestamp", kFormats, parseTimestamp, describeTimestamp,
                                           makeTimestamp};

} // namespace idscope
