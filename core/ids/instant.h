// An exact point in time, independent of QDateTime's range and of double.
#pragma once

#include <QString>
#include <QtGlobal>

#include <compare>
#include <optional>
#include <string_view>

namespace idscope {

// What an ID really carries; never finer than the format's own unit.
enum class Precision : quint8 {
    None,
    Day,
    Second,
    Ms256,           // SCRU64 ticks: Unix ms >> 8
    TenMilliseconds, // Sonyflake ticks
    Millisecond,
    TenMicroseconds, // CockroachDB unique_rowid() ticks
    Microsecond,
    Ms4096,             // 1/4096 ms (~244 ns): a UUIDv7 column whose rand_a is a fraction
    HundredNanoseconds, // UUID v1/v6 ticks
    Nanosecond,
};

QString precisionName(Precision p); // "s", "256ms", "10ms", "ms", "10us", "us", "244ns", "100ns",
                                    // "ns", "day"
std::string_view precisionCode(Precision p); // the same, as static ASCII text
int fractionDigits(Precision p);             // digits shown after the seconds in RFC 3339

struct Instant {
    qint64 seconds = 0; // since 1970-01-01T00:00:00Z, floored
    qint32 nanos = 0;   // always in [0, 1e9)

    static Instant fromUnixSeconds(qint64 s) { return {s, 0}; }
    static Instant fromUnixMs(qint64 ms);
    static Instant fromUnixUs(qint64 us);
    static Instant fromUnixNs(qint64 ns);
    // 100 ns ticks since 1582-10-15T00:00:00Z (UUID v1/v6 clock).
    static Instant fromGregorianTicks(quint64 ticks);
    // Civil UTC fields; month 1-12, day 1-31. Years far outside 0..9999 are fine.
    static Instant fromCivil(qint64 year, int month, int day, int hour = 0, int minute = 0,
                             int second = 0, qint32 nanos = 0);

    qint64 unixMsFloor() const; // saturates at the int64 limits
    // The Unix milliseconds as text, "" when they do not fit 64 bits (a saturated figure
    // would be a false one beside the instant's own RFC 3339 text).
    QString unixMsText() const;
    // Whole milliseconds since 1970, floored; false when they do not fit 64 bits.
    bool toUnixMs(qint64& out) const;
    // Whole microseconds / 100 ns ticks since 1970, floored; false on overflow.
    bool toUnixUs(qint64& out) const;

    friend auto operator<=>(const Instant&, const Instant&) = default;
    friend bool operator==(const Instant&, const Instant&) = default;
};

struct CivilTime {
    qint64 year;
    int month, day, hour, minute, second;
    qint32 nanos;
};
CivilTime toCivil(const Instant& t);
qint64 daysFromCivil(qint64 y, int m, int d);

// RFC 3339 text with as many fraction digits as `p` carries. offsetSeconds != 0 shifts the
// wall clock and prints "+hh:mm", or "+hh:mm:ss" for an offset with seconds (which RFC 3339
// cannot spell; the text still names the same instant, and the parser reads it back).
// Years past 9999 print with five digits (ISO 8601 expanded).
QString toRfc3339(const Instant& t, Precision p, int offsetSeconds = 0);
// Same, into a caller buffer (hot path of `decode --json`); returns length written.
int writeRfc3339(char* out, const Instant& t, Precision p, int offsetSeconds = 0);

// Floor division that works for negatives; used by every epoch conversion.
constexpr qint64 floorDiv(qint64 a, qint64 b)
{
    qint64 q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        --q;
    return q;
}
// Computed from the remainder directly: a - floorDiv(a, b) * b overflows near INT64_MIN.
constexpr qint64 floorMod(qint64 a, qint64 b)
{
    qint64 r = a % b;
    if (r != 0 && ((r < 0) != (b < 0)))
        r += b;
    return r;
}

} // namespace idscope
