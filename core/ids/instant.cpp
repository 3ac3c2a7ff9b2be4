#include "instant.h"

#include <cstdio>
#include <limits>

namespace idscope {

namespace {
constexpr qint64 kGregorianToUnixSeconds = 12219292800LL; // 1582-10-15 .. 1970-01-01
} // namespace

std::string_view precisionCode(Precision p)
{
    switch (p) {
    case Precision::None:
        return {};
    case Precision::Day:
        return "day";
    case Precision::Second:
        return "s";
    case Precision::Ms256:
        return "256ms";
    case Precision::TenMilliseconds:
        return "10ms";
    case Precision::Millisecond:
        return "ms";
    case Precision::TenMicroseconds:
        return "10us";
    case Precision::Microsecond:
        return "us";
    case Precision::Ms4096:
        return "244ns";
    case Precision::HundredNanoseconds:
        return "100ns";
    case Precision::Nanosecond:
        return "ns";
    }
    return {};
}

QString precisionName(Precision p)
{
    const std::string_view code = precisionCode(p);
    return QString::fromLatin1(code.data(), qsizetype(code.size()));
}

int fractionDigits(Precision p)
{
    switch (p) {
    case Precision::None:
    case Precision::Day:
    case Precision::Second:
        return 0;
    case Precision::Ms256: // 256 ms ticks start on whole milliseconds
        return 3;
    case Precision::TenMilliseconds:
        return 2;
    case Precision::Millisecond:
        return 3;
    case Precision::TenMicroseconds:
        return 5;
    case Precision::Microsecond:
        return 6;
    case Precision::Ms4096: // 244.140625 ns: the 100 ns digit is the last one it moves
        return 7;
    case Precision::HundredNanoseconds:
        return 7;
    case Precision::Nanosecond:
        return 9;
    }
    return 0;
}

Instant Instant::fromUnixMs(qint64 ms)
{
    return {floorDiv(ms, 1000), qint32(floorMod(ms, 1000) * 1000000)};
}

Instant Instant::fromUnixUs(qint64 us)
{
    return {floorDiv(us, 1000000), qint32(floorMod(us, 1000000) * 1000)};
}

Instant Instant::fromUnixNs(qint64 ns)
{
    return {floorDiv(ns, 1000000000), qint32(floorMod(ns, 1000000000))};
}

Instant Instant::fromGregorianTicks(quint64 ticks)
{
    // 60-bit tick counts fit easily in qint64 once split into seconds.
    const qint64 s = qint64(ticks / 10000000ULL);
    const qint32 n = qint32(ticks % 10000000ULL) * 100;
    return {s - kGregorianToUnixSeconds, n};
}

// Howard Hinnant's days_from_civil, widened to 64 bits.
qint64 daysFromCivil(qint64 y, int m, int d)
{
    y -= m <= 2;
    const qint64 era = floorDiv(y, 400);
    const qint64 yoe = y - era * 400;
    const qint64 doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const qint64 doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

Instant Instant::fromCivil(qint64 year, int month, int day, int hour, int minute, int second,
                           qint32 nanos)
{
    const qint64 days = daysFromCivil(year, month, day);
    return {days * 86400 + hour * 3600 + minute * 60 + second, nanos};
}

bool Instant::toUnixMs(qint64& out) const
{
    qint64 ms;
    if (__builtin_mul_overflow(seconds, qint64(1000), &ms) ||
        __builtin_add_overflow(ms, qint64(nanos / 1000000), &ms))
        return false;
    out = ms;
    return true;
}

qint64 Instant::unixMsFloor() const
{
    // Saturates: Unix seconds near the int64 limits have no millisecond spelling (the
    // non-negative nanoseconds only overflow upwards).
    qint64 ms;
    if (toUnixMs(ms))
        return ms;
    return seconds < 0 ? std::numeric_limits<qint64>::min() : std::numeric_limits<qint64>::max();
}

QString Instant::unixMsText() const
{
    qint64 ms;
    return toUnixMs(ms) ? QString::number(ms) : QString();
}

bool Instant::toUnixUs(qint64& out) const
{
    qint64 r;
    if (__builtin_mul_overflow(seconds, qint64(1000000), &r))
        return false;
    if (__builtin_add_overflow(r, qint64(nanos / 1000), &r))
        return false;
    out = r;
    return true;
}

CivilTime toCivil(const Instant& t)
{
    const qint64 days = floorDiv(t.seconds, 86400);
    qint64 sod = floorMod(t.seconds, 86400);
    const qint64 z = days + 719468;
    const qint64 era = floorDiv(z, 146097);
    const qint64 doe = z - era * 146097;
    const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const qint64 mp = (5 * doy + 2) / 153;
    const int d = int(doy - (153 * mp + 2) / 5 + 1);
    const int m = int(mp < 10 ? mp + 3 : mp - 9);
    const qint64 y = yoe + era * 400 + (m <= 2);
    CivilTime c{y, m, d, int(sod / 3600), int(sod % 3600 / 60), int(sod % 60), t.nanos};
    return c;
}

int writeRfc3339(char* out, const Instant& t0, Precision p, int offsetSeconds)
{
    Instant t{t0.seconds + offsetSeconds, t0.nanos};
    const CivilTime c = toCivil(t);
    char* o = out;
    qint64 y = c.year;
    if (y < 0) {
        *o++ = '-';
        y = -y;
    }
    char ybuf[24];
    int yl = 0;
    do {
        ybuf[yl++] = char('0' + y % 10);
        y /= 10;
    } while (y > 0);
    while (yl < 4)
        ybuf[yl++] = '0';
    while (yl > 0)
        *o++ = ybuf[--yl];
    auto two = [&o](int v) {
        *o++ = char('0' + v / 10);
        *o++ = char('0' + v % 10);
    };
    *o++ = '-';
    two(c.month);
    *o++ = '-';
    two(c.day);
    *o++ = 'T';
    two(c.hour);
    *o++ = ':';
    two(c.minute);
    *o++ = ':';
    two(c.second);
    const int digits = fractionDigits(p);
    if (digits > 0) {
        *o++ = '.';
        int div = 100000000;
        for (int i = 0; i < digits; ++i) {
            *o++ = char('0' + (c.nanos / div) % 10);
            div /= 10;
        }
    }
    if (offsetSeconds == 0) {
        *o++ = 'Z';
    } else {
        int off = offsetSeconds;
        *o++ = off < 0 ? '-' : '+';
        if (off < 0)
            off = -off;
        two(off / 3600);
        *o++ = ':';
        two(off % 3600 / 60);
        // Local mean time before the zones were standardised has offsets with seconds
        // (Amsterdam +00:19:32): dropping them would name another instant.
        if (off % 60 != 0) {
            *o++ = ':';
            two(off % 60);
        }
    }
    return int(o - out);
}

QString toRfc3339(const Instant& t, Precision p, int offsetSeconds)
{
    char buf[64];
    const int n = writeRfc3339(buf, t, p, offsetSeconds);
    return QString::fromLatin1(buf, n);
}

} // namespace idscope
