#include "instantinput.h"

#include "detector.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace idscope {

namespace {

constexpr qint64 kDayMs = 86400000;

// A cursor over the typed text; everything it accepts is ASCII.
class Scanner {
public:
    explicit Scanner(QStringView s) : s_(s) {}

    bool atEnd() const { return i_ >= s_.size(); }
    qsizetype pos() const { return i_; }
    void setPos(qsizetype p) { i_ = p; }
    char peek() const
    {
        const QChar c = i_ < s_.size() ? s_[i_] : QChar();
        return c.unicode() < 128 ? char(c.unicode()) : '\x7f';
    }
    bool isDigit() const { return peek() >= '0' && peek() <= '9'; }
    bool isLetter() const
    {
        const char c = char(peek() | 0x20);
        return c >= 'a' && c <= 'z';
    }
    void skipBlanks()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t'))
            ++i_;
    }
    bool eat(char c)
    {
        if (atEnd() || peek() != c)
            return false;
        ++i_;
        return true;
    }
    bool eatEither(char a, char b) { return eat(a) || eat(b); }
    // Between `min` and `max` digits as a number; false (position kept) when fewer.
    bool digits(int min, int max, qint64& out, int* count = nullptr)
    {
        const qsizetype start = i_;
        quint64 v = 0; // 19 digits fit; more are refused below
        int n = 0;
        while (n < max && isDigit()) {
            v = v * 10 + quint64(peek() - '0');
            ++n;
            ++i_;
        }
        if (n < min || v > quint64(std::numeric_limits<qint64>::max())) {
            i_ = start;
            return false;
        }
        out = qint64(v);
        if (count)
            *count = n;
        return true;
    }
    // A run of letters, lower-cased.
    QString word()
    {
        QString w;
        while (isLetter()) {
            w += QLatin1Char(char(peek() | 0x20));
            ++i_;
        }
        return w;
    }

private:
    QStringView s_;
    qsizetype i_ = 0;
};

int daysInMonth(qint64 year, int month)
{
    static constexpr int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : kDays[month - 1];
}

Precision fractionPrecision(int digits)
{
    return digits == 0   ? Precision::Second
           : digits <= 3 ? Precision::Millisecond
           : digits <= 6 ? Precision::Microsecond
                         : Precision::Nanosecond;
}

// ".5", ",123456789…": nanoseconds (digits past the ninth are dropped).
bool fraction(Scanner& s, qint32& nanos, int& digits)
{
    nanos = 0;
    digits = 0;
    if (!s.eatEither('.', ','))
        return true;
    while (s.isDigit()) {
        if (digits < 9)
            nanos = nanos * 10 + (s.peek() - '0');
        ++digits;
        s.setPos(s.pos() + 1);
    }
    for (int k = digits; k < 9; ++k)
        nanos *= 10;
    return digits > 0;
}

// "Z", "UTC", "GMT", "+01:00", "+0100", "+01", "+00:19:32"; false when something else follows.
bool zoneSuffix(Scanner& s, bool& given, int& offsetSeconds)
{
    given = false;
    offsetSeconds = 0;
    s.skipBlanks();
    if (s.atEnd())
        return true;
    given = true;
    if (s.eatEither('Z', 'z'))
        return s.atEnd();
    if (s.isLetter()) {
        const QString w = s.word();
        return (w == QLatin1String("utc") || w == QLatin1String("gmt")) && s.atEnd();
    }
    const int sign = s.eat('-') ? -1 : (s.eat('+') ? 1 : 0);
    qint64 h = 0;
    qint64 m = 0;
    qint64 sec = 0; // local mean time offsets carry seconds (+00:19:32)
    if (sign == 0 || !s.digits(2, 2, h))
        return false;
    const bool colon = s.eat(':');
    if (!s.digits(2, 2, m) && colon)
        return false;
    if (colon && s.eat(':') && !s.digits(2, 2, sec))
        return false;
    if (h > 23 || m > 59 || sec > 59 || !s.atEnd())
        return false;
    offsetSeconds = sign * int(h * 3600 + m * 60 + sec);
    return true;
}

// "2026-10-31", then "T" or blanks and "22:00[:00[.fff]]" with an optional zone suffix.
bool dateTime(QStringView text, const DisplayZone& zone, InstantInput& out)
{
    Scanner s(text);
    qint64 year = 0, month = 0, day = 0;
    if (!s.digits(4, 4, year) || !s.eat('-') || !s.digits(1, 2, month) || !s.eat('-') ||
        !s.digits(1, 2, day) || month < 1 || month > 12 || day < 1 ||
        day > daysInMonth(year, int(month)))
        return false;
    CivilTime c{year, int(month), int(day), 0, 0, 0, 0};
    if (s.atEnd()) {
        out.kind = InstantInput::Kind::Date;
        out.precision = Precision::Day;
        out.inZone = true;
        out.instant = zone.fromWallClock(c);
        return true;
    }
    const qsizetype afterDate = s.pos();
    const bool t = s.eatEither('T', 't');
    s.skipBlanks();
    qint64 hour = 0, minute = 0, second = 0;
    if ((!t && s.pos() == afterDate) || !s.digits(1, 2, hour) || !s.eat(':') ||
        !s.digits(2, 2, minute))
        return false;
    if (s.eat(':') && !s.digits(2, 2, second))
        return false;
    int digits = 0;
    if (!fraction(s, c.nanos, digits))
        return false;
    bool zoned = false;
    int offset = 0;
    if (!zoneSuffix(s, zoned, offset) || hour > 23 || minute > 59 || second > 60)
        return false;
    c.hour = int(hour);
    c.minute = int(minute);
    c.second = int(second);
    out.kind = InstantInput::Kind::DateTime;
    out.precision = fractionPrecision(digits);
    out.inZone = !zoned;
    if (zoned) {
        const Instant wall =
            Instant::fromCivil(c.year, c.month, c.day, c.hour, c.minute, c.second, c.nanos);
        out.instant = Instant{wall.seconds - offset, wall.nanos};
    } else {
        out.instant = zone.fromWallClock(c);
    }
    return true;
}

// Integers are Unix seconds, ms, µs or ns by their number of digits (1761948000 is a second
// count in 2025, 1761948000000 the same instant in ms); a fraction makes them seconds.
bool unixNumber(QStringView text, InstantInput& out)
{
    Scanner s(text);
    const bool negative = s.eat('-');
    qint64 v = 0;
    int n = 0;
    if (!s.digits(1, 19, v, &n) || s.isDigit())
        return false;
    qint32 nanos = 0;
    int digits = 0;
    if (!fraction(s, nanos, digits) || !s.atEnd() || (digits > 0 && n > 11))
        return false;
    const qint64 sv = negative ? -v : v;
    using Kind = InstantInput::Kind;
    if (n <= 11) {
        out.kind = Kind::UnixSeconds;
        out.precision = fractionPrecision(digits);
        out.instant = Instant{sv, 0};
        if (nanos > 0)
            out.instant = negative ? Instant{sv - 1, 1000000000 - nanos} : Instant{sv, nanos};
    } else if (n <= 14) {
        out.kind = Kind::UnixMs;
        out.precision = Precision::Millisecond;
        out.instant = Instant::fromUnixMs(sv);
    } else if (n <= 17) {
        out.kind = Kind::UnixUs;
        out.precision = Precision::Microsecond;
        out.instant = Instant::fromUnixUs(sv);
    } else {
        out.kind = Kind::UnixNs;
        out.precision = Precision::Nanosecond;
        out.instant = Instant::fromUnixNs(sv);
    }
    return true;
}

qint64 unitMs(const QString& w)
{
    static const struct {
        const char* names[5];
        qint64 ms;
    } kUnits[] = {
        {{"ms", "msec", "msecs", "millisecond", "milliseconds"}, 1},
        {{"s", "sec", "secs", "second", "seconds"}, 1000},
        {{"m", "min", "mins", "minute", "minutes"}, 60000},
        {{"h", "hr", "hrs", "hour", "hours"}, 3600000},
        {{"d", "day", "days", nullptr, nullptr}, kDayMs},
        {{"w", "week", "weeks", nullptr, nullptr}, 7 * kDayMs},
    };
    for (const auto& u : kUnits) {
        for (const char* n : u.names) {
            if (n && w == QLatin1String(n))
                return u.ms;
        }
    }
    return 0;
}

// "2h", "1d 12h", "90 min": the span in ms; false on anything else or an absurd size.
bool span(Scanner& s, qint64& ms)
{
    ms = 0;
    int groups = 0;
    for (;;) {
        s.skipBlanks();
        if (!s.isDigit())
            return groups > 0;
        qint64 n = 0;
        if (!s.digits(1, 12, n))
            return false;
        s.skipBlanks();
        const qint64 unit = unitMs(s.word());
        qint64 part = 0;
        if (unit == 0 || __builtin_mul_overflow(n, unit, &part) ||
            __builtin_add_overflow(ms, part, &ms))
            return false;
        ++groups;
    }
}

// The base of a relative spelling: now, or the midnight of today/yesterday/tomorrow.
bool base(Scanner& s, const DisplayZone& zone, qint64 nowMs, InstantInput& out)
{
    if (!s.isLetter()) {
        out.kind = InstantInput::Kind::Now;
        out.instant = Instant::fromUnixMs(nowMs);
        return true;
    }
    const QString w = s.word();
    int days = 0;
    if (w == QLatin1String("now")) {
        out.kind = InstantInput::Kind::Now;
        out.instant = Instant::fromUnixMs(nowMs);
        out.precision = Precision::Millisecond;
        return true;
    }
    if (w == QLatin1String("yesterday"))
        days = -1;
    else if (w == QLatin1String("tomorrow"))
        days = 1;
    else if (w != QLatin1String("today"))
        return false;
    CivilTime c = zone.wallClock(Instant::fromUnixMs(nowMs));
    const CivilTime day =
        toCivil(Instant{(daysFromCivil(c.year, c.month, c.day) + days) * 86400, 0});
    c = CivilTime{day.year, day.month, day.day, 0, 0, 0, 0};
    out.kind = InstantInput::Kind::Day;
    out.instant = zone.fromWallClock(c);
    out.precision = Precision::Day;
    out.inZone = true;
    return true;
}

// now / today / yesterday / tomorrow, each optionally followed by "+span" or "-span";
// "+span" / "-span" / "span ago" alone count from now.
bool relative(QStringView text, const DisplayZone& zone, qint64 nowMs, InstantInput& out)
{
    Scanner s(text);
    const bool named = s.isLetter();
    if (!base(s, zone, nowMs, out))
        return false;
    s.skipBlanks();
    if (s.atEnd())
        return named;
    const int sign = s.eat('-') ? -1 : (s.eat('+') ? 1 : 0);
    qint64 ms = 0;
    if (!span(s, ms))
        return false;
    s.skipBlanks();
    const bool ago = s.isLetter() && s.word() == QLatin1String("ago");
    if (!s.atEnd() || (sign == 0) == !ago || (ago && named))
        return false;
    out.spanMs = ago ? -ms : sign * ms;
    qint64 at = 0; // the bases are whole milliseconds
    if (__builtin_add_overflow(out.instant.unixMsFloor(), out.spanMs, &at))
        return false;
    const bool fromNow = out.kind == InstantInput::Kind::Now;
    out.instant = Instant::fromUnixMs(at);
    out.kind = InstantInput::Kind::Relative;
    out.precision = fromNow || out.spanMs % 1000 != 0 ? Precision::Millisecond : Precision::Second;
    return true;
}

bool isTimeFormat(Format f)
{
    return f == Format::UnixS || f == Format::UnixMs || f == Format::UnixUs ||
           f == Format::UnixNs || f == Format::JulianDay || f == Format::Rfc3339;
}

// An ID pasted where an instant is asked for: the instant it was minted at. A number is a Unix
// time or nothing (twenty digits happen to spell an xid, which nobody means here).
bool idInstant(QStringView text, qint64 nowMs, InstantInput& out)
{
    if (std::all_of(text.begin(), text.end(),
                    [](QChar c) { return c.isDigit() || c == u'-' || c == u'.' || c == u'+'; }))
        return false;
    DecodeOptions opt;
    opt.nowMs = nowMs;
    const DecodeResult r = decodeText(text.toString(), Detector(opt));
    if (!r.valid || r.readings.isEmpty() || !r.readings.first().instant ||
        isTimeFormat(r.readings.first().format))
        return false;
    out.kind = InstantInput::Kind::Id;
    out.instant = *r.readings.first().instant;
    out.precision = r.readings.first().precision;
    out.idFormat = r.readings.first().format;
    return true;
}

} // namespace

InstantInput parseInstantInput(QStringView text, const DisplayZone& zone, qint64 nowMs)
{
    const QStringView t = text.trimmed();
    InstantInput out;
    if (t.isEmpty())
        return out;
    if (unixNumber(t, out) || dateTime(t, zone, out))
        return out;
    out = {};
    if (relative(t, zone, nowMs, out))
        return out;
    out = {};
    if (idInstant(t, nowMs, out))
        return out;
    out = {};
    out.kind = InstantInput::Kind::Invalid;
    return out;
}

QString notAnInstantMessage(const QString& text)
{
    return QCoreApplication::translate("idscope::InstantEdit",
                                       "\"%1\" is not an instant: try 2026-10-31 22:00, "
                                       "2026-10-31, now, -2h, yesterday or Unix seconds.")
        .arg(text.trimmed());
}

} // namespace idscope
