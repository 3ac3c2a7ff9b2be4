#include "timezone.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

#include <cmath>
#include <limits>

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
    return zone_.offsetFromUtc(QDateTime::fromSecsSinceEpoch(s, Qt::UTC));
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

QString humanDuration(double ms)
{
    const QLocale loc;
    auto num = [&](double v) {
        const double tenths = std::round(v * 10) / 10;
        return loc.toString(tenths, 'f', tenths < 100 && tenths != std::floor(tenths) ? 1 : 0);
    };
    if (ms < 1000)
        return QCoreApplication::translate("idscope::Age", "%1 ms").arg(num(ms));
    if (ms < 60000)
        return QCoreApplication::translate("idscope::Age", "%1 s").arg(num(ms / 1000));
    if (ms < 3600000)
        return QCoreApplication::translate("idscope::Age", "%1 min").arg(num(ms / 60000));
    if (ms < 86400000.0 * 2)
        return QCoreApplication::translate("idscope::Age", "%1 h").arg(num(ms / 3600000));
    return QCoreApplication::translate("idscope::Age", "%1 d").arg(num(ms / 86400000));
}

QString humanAge(const Instant& t, qint64 nowMs)
{
    const qint64 ms = t.unixMsFloor();
    const bool future = ms > nowMs;
    // Saturating difference: an instant at the int64 limit is further away than int64 holds.
    qint64 diff = 0;
    if (__builtin_sub_overflow(future ? ms : nowMs, future ? nowMs : ms, &diff))
        diff = std::numeric_limits<qint64>::max();
    const qint64 s = diff / 1000;
    QString span;
    if (s < 1)
        return QCoreApplication::translate("idscope::Age", "now");
    if (s < 60)
        span = QCoreApplication::translate("idscope::Age", "%1 s").arg(s);
    else if (s < 3600)
        span = QCoreApplication::translate("idscope::Age", "%1 min %2 s").arg(s / 60).arg(s % 60);
    else if (s < 86400)
        span = QCoreApplication::translate("idscope::Age", "%1 h %2 min")
                   .arg(s / 3600)
                   .arg(s % 3600 / 60);
    else if (s < 31556952)
        span = QCoreApplication::translate("idscope::Age", "%1 d %2 h")
                   .arg(s / 86400)
                   .arg(s % 86400 / 3600);
    else
        span = QCoreApplication::translate("idscope::Age", "%1 y %2 d")
                   .arg(s / 31556952)
                   .arg(s % 31556952 / 86400);
    return future ? QCoreApplication::translate("idscope::Age", "in %1").arg(span)
                  : QCoreApplication::translate("idscope::Age", "%1 ago").arg(span);
}

} // namespace idscope
