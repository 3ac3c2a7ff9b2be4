#include "timezone.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

#include <cmath>

namespace idscope {

bool DisplayZone::fromName(const QString& name, DisplayZone& out)
{
    const QString n = name.trimmed();
    if (n.isEmpty() || n.compare(QLatin1String("UTC"), Qt::CaseInsensitive) == 0 ||
        n == QLatin1String("Z")) {
        out = DisplayZone();
        return true;
    }
    DisplayZone z;
    z.utc_ = false;
    if (n.compare(QLatin1String("local"), Qt::CaseInsensitive) == 0)
        z.zone_ = QTimeZone::systemTimeZone();
    else
        z.zone_ = QTimeZone(n.toUtf8());
    if (!z.zone_.isValid())
        return false;
    out = z;
    return true;
}

QDateTime utcDateTime(qint64 unixMs)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    return QDateTime::fromMSecsSinceEpoch(unixMs, QTimeZone::UTC);
#else
    return QDateTime::fromMSecsSinceEpoch(unixMs, Qt::UTC);
#endif
}

QString DisplayZone::name() const
{
    return utc_ ? QStringLiteral("UTC") : QString::fromUtf8(zone_.id());
}

int DisplayZone::offsetSecondsAt(const Instant& t) const
{
    if (utc_)
        return 0;
    // QDateTime spans ±292 million years, far beyond any ID; clamp anything wilder.
    const qint64 s = qBound(qint64(-8000000000000LL), t.seconds, qint64(8000000000000LL));
    return zone_.offsetFromUtc(utcDateTimeFromSecs(s));
}

Instant DisplayZone::fromWallClock(const CivilTime& c) const
{
    const Instant wall =
        Instant::fromCivil(c.year, c.month, c.day, c.hour, c.minute, c.second, c.nanos);
    if (utc_)
        return wall;
    // The offset at the wall time read as UTC is the right one except within hours of an
    // offset change; a second look at the instant it gives settles those.
    const int first = offsetSecondsAt(wall);
    const Instant guess{wall.seconds - first, wall.nanos};
    const int second = offsetSecondsAt(guess);
    return second == first ? guess : Instant{wall.seconds - second, wall.nanos};
}

CivilTime DisplayZone::wallClock(const Instant& t) const
{
    return toCivil(Instant{t.seconds + offsetSecondsAt(t), t.nanos});
}

QString DisplayZone::format(const Instant& t, Precision p) const
{
    return toRfc3339(t, p, offsetSecondsAt(t));
}

QString scientificNumber(double v)
{
    int e = int(std::floor(std::log10(v)));
    double m = v / std::pow(10.0, e);
    if (m >= 9.95) { // 9.96 would read "10.0 × 10ⁿ"
        m /= 10;
        ++e;
    }
    static const char16_t kDigits[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString power = e < 0 ? QStringLiteral("⁻") : QString();
    for (QChar c : QString::number(std::abs(e)))
        power += QChar(kDigits[c.digitValue()]);
    return QStringLiteral("%1 × 10%2").arg(QLocale().toString(m, 'f', 1), power);
}

QString humanDuration(double ms, DurationScale scale)
{
    const QLocale loc;
    auto num = [&](double v) {
        if (v >= 1e9 || (v > 0 && v < 0.001))
            return scientificNumber(v);
        if (v > 0 && v < 0.05)
            return loc.toString(v, 'g', 2);
        // One rounding only: 730.485 days is "730 d", not 730.5 rounded again to "731 d".
        const double tenths = std::round(v * 10) / 10;
        if (tenths < 100 && tenths != std::floor(tenths))
            return loc.toString(tenths, 'f', 1);
        return loc.toString(v, 'f', 0);
    };
    constexpr double kYearMs = 31556952000.0; // 365.2425 days, as humanAge counts years
    // Number and unit never part at a line break ("p99 2.2 | h"): the spaces become
    // non-breaking once the unit is in (a translation spells its own).
    auto unbroken = [](const char* pattern, const QString& n) {
        return QCoreApplication::translate("idscope::Age", pattern)
            .arg(n)
            .replace(u' ', QChar::Nbsp);
    };
    if (ms < 1000)
        return unbroken(QT_TRANSLATE_NOOP("idscope::Age", "%1 ms"), num(ms));
    if (ms < 60000)
        return unbroken(QT_TRANSLATE_NOOP("idscope::Age", "%1 s"), num(ms / 1000));
    if (ms < 3600000)
        return unbroken(QT_TRANSLATE_NOOP("idscope::Age", "%1 min"), num(ms / 60000));
    if (ms < 86400000.0 * 2)
        return unbroken(QT_TRANSLATE_NOOP("idscope::Age", "%1 h"), num(ms / 3600000));
    if (scale == DurationScale::UpToYears && ms >= kYearMs)
        return unbroken(QT_TRANSLATE_NOOP("idscope::Age", "%1 y"), num(ms / kYearMs));
    return unbroken(QT_TRANSLATE_NOOP("idscope::Age", "%1 d"), num(ms / 86400000));
}

QString exactMsText(const QString& digits)
{
    return QCoreApplication::translate("idscope::Age", "%1 ms")
        .arg(digits)
        .replace(u' ', QChar::Nbsp);
}

QString humanDurationWithMs(double ms, const QString& exactMs)
{
    const QString exact = exactMsText(exactMs);
    if (!(ms >= 1000))
        return exact;
    return QCoreApplication::translate("idscope::Age", "%1 (%2)").arg(humanDuration(ms), exact);
}

QString humanAge(const Instant& t, qint64 nowMs)
{
    // Exact at any distance: both instants as (seconds, milliseconds) pairs; the difference of
    // two int64 seconds always fits uint64, so even an instant at the int64 limit of seconds
    // gets its true age rather than a saturated one.
    const int rem = int(nowMs % 1000); // no nowS * 1000: it overflows near the int64 limit
    const qint64 nowS = nowMs / 1000 - (rem < 0 ? 1 : 0);
    const int nowMsPart = rem < 0 ? rem + 1000 : rem;
    const int tMsPart = t.nanos / 1000000;
    const bool future = t.seconds > nowS || (t.seconds == nowS && tMsPart > nowMsPart);
    const qint64 hiS = future ? t.seconds : nowS, loS = future ? nowS : t.seconds;
    const int hiMs = future ? tMsPart : nowMsPart, loMs = future ? nowMsPart : tMsPart;
    quint64 s = quint64(hiS) - quint64(loS);
    if (hiMs < loMs)
        --s; // borrow a second for the milliseconds
    if (s < 1)
        return QCoreApplication::translate("idscope::Age", "now");
    const QLocale loc;
    const auto n = [&loc](quint64 v) { return loc.toString(qulonglong(v)); };
    constexpr quint64 minute = 60, hour = 3600, day = 86400, year = 31556952; // Gregorian mean
    QString span;
    if (s < minute)
        span = QCoreApplication::translate("idscope::Age", "%1 s").arg(n(s));
    else if (s < hour)
        span = QCoreApplication::translate("idscope::Age", "%1 min %2 s")
                   .arg(n(s / minute), n(s % minute));
    else if (s < day)
        span = QCoreApplication::translate("idscope::Age", "%1 h %2 min")
                   .arg(n(s / hour), n(s % hour / minute));
    else if (s < year)
        span = QCoreApplication::translate("idscope::Age", "%1 d %2 h")
                   .arg(n(s / day), n(s % day / hour));
    else
        span = QCoreApplication::translate("idscope::Age", "%1 y %2 d")
                   .arg(n(s / year), n(s % year / day));
    return future ? QCoreApplication::translate("idscope::Age", "in %1").arg(span)
                  : QCoreApplication::translate("idscope::Age", "%1 ago").arg(span);
}

} // namespace idscope
