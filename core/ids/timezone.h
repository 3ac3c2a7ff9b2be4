// The display zone chosen by the user: UTC, the system's local zone, or an IANA name.
#pragma once

#include "instant.h"

#include <QDateTime>
#include <QString>
#include <QTimeZone>

namespace idscope {

// A QDateTime in UTC proper, whose ISO text ends in "Z". QTimeZone::utc() is not that: it is
// the zone named "UTC", written "+00:00". Qt 6.4 spells UTC proper Qt::UTC; Qt 6.5 adds
// QTimeZone::UTC and Qt 6.8 deprecates the Qt::TimeSpec overloads, so this is chosen by
// version once, here.
QDateTime utcDateTime(qint64 unixMs);
inline QDateTime utcDateTimeFromSecs(qint64 unixSeconds)
{
    return utcDateTime(unixSeconds * 1000);
}

class DisplayZone {
public:
    static DisplayZone utc() { return DisplayZone(); }
    // "UTC", "local", or an IANA name; false when the name is unknown.
    static bool fromName(const QString& name, DisplayZone& out);

    QString name() const;
    bool isUtc() const { return utc_; }
    int offsetSecondsAt(const Instant& t) const;
    // The instant a wall clock in this zone shows as `c`. In the hour a clock skips (spring
    // forward) the result lies one offset change away; in the hour it repeats, one of the two.
    Instant fromWallClock(const CivilTime& c) const;
    // The wall clock of `t` in this zone.
    CivilTime wallClock(const Instant& t) const;
    QString format(const Instant& t, Precision p) const; // RFC 3339 with offset

private:
    bool utc_ = true;
    QTimeZone zone_;
};

// Human age, e.g. "3 d 4 h ago" / "in 2 min".
QString humanAge(const Instant& t, qint64 nowMs);

// The largest unit humanDuration uses: days (every page and report), or Gregorian mean years
// (365.2425 d) from one year on, for spans beyond any calendar (the collision calculator's
// "once every 3.9 × 10²³ y").
enum class DurationScale { UpToDays, UpToYears };

// A duration in its largest sensible unit, in the UI locale: "250 ms", "1.5 s", "37.5 min",
// "5 h", "3 d" (one decimal below 100 units when it is not whole; hours up to two days). A
// count of units from 10⁹ on, or one that would round to 0 below 0.001, is written
// scientifically; one below 0.05 keeps two significant digits ("0.004 ms", not "0 ms"). Every
// page, report and text that shows a duration spells it this way.
QString humanDuration(double ms, DurationScale scale = DurationScale::UpToDays);

// A duration in its unit with the exact milliseconds beside it, "5 h (18,000,000 ms)"; below a
// second the milliseconds alone ("250 ms"). `exactMs`: the milliseconds as the caller spells
// them (grouped in its locale, with the decimals it keeps). Number and unit never part.
QString humanDurationWithMs(double ms, const QString& exactMs);

// "18,000,000 ms" for a count of milliseconds people type: the exact digits, grouped in the UI
// locale, the unit unbroken.
QString exactMsText(const QString& digits);

// A positive number as a power of ten with a one-decimal mantissa, in the UI locale:
// "3.9 × 10⁻²³", "2.5 × 10¹²" (exponents read as maths, not as code's "e-23").
QString scientificNumber(double v);

} // namespace idscope
