#include "timetravel/changedensitybar.h"

#include <QPainter>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace idscope {

namespace {
// Microseconds since the epoch as a double: exact enough for positions on screen.
double micros(const Instant& t)
{
    return double(t.seconds) * 1e6 + double(t.nanos) / 1e3;
}
} // namespace

double DensityScale::fraction(const Instant& t) const
{
    const double a = micros(first), b = micros(last);
    if (!(b > a))
        return 0;
    return std::clamp((micros(t) - a) / (b - a), 0.0, 1.0);
}

Instant DensityScale::atFraction(double f) const
{
    f = std::clamp(f, 0.0, 1.0);
    if (f <= 0)
        return first;
    if (f >= 1)
        return last;
    // Whole seconds first so the span never overflows, then the sub-second rest.
    const qint64 spanS = last.seconds - first.seconds;
    const double s = double(spanS) * f;
    qint64 whole = qint64(std::floor(s));
    qint64 ns = first.nanos + qint64((s - double(whole)) * 1e9);
    ns += qint64(double(qint64(last.nanos) - qint64(first.nanos)) * f);
    whole += floorDiv(ns, 1000000000);
    ns = floorMod(ns, 1000000000);
    Instant t{first.seconds + whole, qint32(ns)};
    return std::clamp(t, first, last);
}

ChangeDensityBar::ChangeDensityBar(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setToolTip(tr("Where changes happened: each bar counts the versions in its slice of time"));
}

void ChangeDensityBar::setTicks(const QList<qint64>& ticks)
{
    ticks_ = ticks;
    max_ = ticks.isEmpty() ? 0 : *std::max_element(ticks.begin(), ticks.end());
    update();
}

void ChangeDensityBar::setMarker(double fraction)
{
    marker_ = fraction;
    update();
}

void ChangeDensityBar::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QPalette& pal = palette();
    const QRectF r = QRectF(rect()).adjusted(0, 1, 0, -1);
    p.fillRect(rect(), pal.color(QPalette::Base));
    if (!ticks_.isEmpty() && max_ > 0) {
        QColor bar = pal.color(QPalette::Highlight);
        const double w = r.width() / ticks_.size();
        for (int i = 0; i < ticks_.size(); ++i) {
            if (ticks_[i] <= 0)
                continue;
            // Square root so one busy slice does not flatten the rest; at least one pixel.
            const double h = std::max(1.0, r.height() * std::sqrt(double(ticks_[i]) / max_));
            p.fillRect(QRectF(r.left() + i * w, r.bottom() - h, std::max(w - 0.5, 0.75), h), bar);
        }
    }
    if (marker_ >= 0) {
        QPen pen(pal.color(QPalette::Text));
        pen.setWidthF(1.5);
        p.setPen(pen);
        const double x = r.left() + marker_ * (r.width() - 1);
        p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
    }
    p.setPen(pal.color(QPalette::Mid));
    p.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
}

} // namespace idscope
