#include "latenesscdf.h"
#include "analysis/estimate.h"
#include "ids/timezone.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace idscope {

double LatenessCdfLayout::xOf(double ms) const
{
    const double v = std::log10(std::max(1.0, ms)) / std::log10(maxMs);
    return plot.left() + std::clamp(v, 0.0, 1.0) * plot.width();
}

double LatenessCdfLayout::yOf(double share) const
{
    return plot.bottom() - std::clamp(share, 0.0, 1.0) * plot.height();
}

LatenessCdfLayout LatenessCdfLayout::compute(std::vector<qint64> latenessUs, QSizeF size,
                                             qint64 windowMs, double leftMargin,
                                             double bottomMargin)
{
    LatenessCdfLayout l;
    l.plot = QRectF(leftMargin, 8, std::max(1.0, size.width() - leftMargin - 12),
                    std::max(1.0, size.height() - bottomMargin - 8));
    std::sort(latenessUs.begin(), latenessUs.end());
    l.count = qint64(latenessUs.size());
    const double top = latenessUs.empty() ? 1.0 : double(latenessUs.back()) / 1000.0;
    // Marks at spans a person counts in (decades of ms and s, then 1 and 10 min, 1 and 10 h,
    // 2, 10, 100 and 1,000 days): a decade of ms past seconds would read "1.7 min", "27.8 h".
    // The axis ends at the first mark at or above the largest lateness.
    static constexpr double kMarks[] = {1,           10,           100,          1e3,   1e4,
                                        6e4,         6e5,          3.6e6,        3.6e7, 2 * 8.64e7,
                                        10 * 8.64e7, 100 * 8.64e7, 1000 * 8.64e7};
    l.maxMs = 10;
    for (double m : kMarks) {
        l.maxMs = std::max(10.0, m);
        if (m >= top)
            break;
    }
    while (l.maxMs < top) // beyond 1,000 days: decades of days
        l.maxMs *= 10;
    for (double m : kMarks)
        if (m <= l.maxMs)
            l.xTicks.push_back({l.xOf(m), humanDuration(m)});
    for (double m = kMarks[std::size(kMarks) - 1] * 10; m <= l.maxMs; m *= 10)
        l.xTicks.push_back({l.xOf(m), humanDuration(m)});
    for (int s = 0; s <= 4; ++s)
        l.yTicks.push_back({l.yOf(s / 4.0), analysis::percentText(s / 4.0, 0)});
    if (windowMs >= 0) {
        l.windowX = l.xOf(double(windowMs));
        l.atMostWindow =
            qint64(std::upper_bound(latenessUs.begin(), latenessUs.end(), windowMs * 1000) -
                   latenessUs.begin());
    }
    if (latenessUs.empty())
        return l;
    // One point per pixel column at most: the share at or below the column's lateness.
    const int columns = std::max(1, int(l.plot.width()));
    double prevY = l.yOf(0);
    l.curve.push_back(QPointF(l.plot.left(), prevY));
    for (int px = 0; px <= columns; ++px) {
        const double ms = std::pow(l.maxMs, double(px) / columns);
        const auto upTo =
            qint64(std::upper_bound(latenessUs.begin(), latenessUs.end(), qint64(ms * 1000)) -
                   latenessUs.begin());
        const double y = l.yOf(double(upTo) / double(l.count));
        const double x = l.plot.left() + px;
        if (y != prevY) {
            l.curve.push_back(QPointF(x, prevY));
            l.curve.push_back(QPointF(x, y));
            prevY = y;
        }
    }
    l.curve.push_back(QPointF(l.plot.right(), prevY));
    return l;
}

LatenessCdf::LatenessCdf(QWidget* parent) : QWidget(parent)
{
    setToolTip(tr("Share of the missed rows (y) that were at most this late (x, log scale). "
                  "The vertical line is the safety window."));
}

void LatenessCdf::setLateness(std::vector<qint64> latenessUs)
{
    lateness_ = std::move(latenessUs);
    relayout();
}

void LatenessCdf::setWindowMs(qint64 ms)
{
    windowMs_ = ms;
    relayout();
}

void LatenessCdf::relayout()
{
    layout_ = LatenessCdfLayout::compute(lateness_, size(), windowMs_);
    update();
}

void LatenessCdf::resizeEvent(QResizeEvent*)
{
    relayout();
}

void LatenessCdf::changeEvent(QEvent* e)
{
    QWidget::changeEvent(e);
    if (e->type() == QEvent::PaletteChange)
        update();
}

void LatenessCdf::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const LatenessCdfLayout& l = layout_;
    const QFontMetrics fm(font());
    QColor grid = pal.color(QPalette::Text);
    grid.setAlphaF(0.15f);
    p.setPen(grid);
    for (const auto& t : l.yTicks)
        p.drawLine(QPointF(l.plot.left(), t.pos), QPointF(l.plot.right(), t.pos));
    p.setPen(pal.color(QPalette::Text));
    for (const auto& t : l.yTicks)
        p.drawText(QRectF(0, t.pos - fm.height() / 2.0, l.plot.left() - 4, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, t.label);
    double lastRight = -1e9;
    for (const auto& t : l.xTicks) {
        const int w = fm.horizontalAdvance(t.label);
        const double left = std::clamp(t.pos - w / 2.0, 0.0, double(width() - w));
        if (left < lastRight + 6)
            continue;
        p.drawText(QPointF(left, l.plot.bottom() + 4 + fm.ascent()), t.label);
        lastRight = left + w;
    }
    p.setPen(pal.color(QPalette::PlaceholderText));
    // The axis title may use the whole width (a longer translation), elided rather than cut.
    const QRectF title(2, height() - fm.height() - 1, width() - 4, fm.height());
    p.drawText(title, Qt::AlignRight | Qt::AlignVCenter,
               fm.elidedText(tr("lateness of missed rows →"), Qt::ElideMiddle, int(title.width())));
    if (l.count == 0) {
        p.drawText(l.plot, Qt::AlignCenter, tr("No missed rows"));
        return;
    }
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(pal.color(QPalette::Link), 1.8));
    p.drawPolyline(l.curve.data(), int(l.curve.size()));
    if (l.windowX >= 0) {
        p.setPen(QPen(pal.color(QPalette::Highlight), 1.5, Qt::DashLine));
        p.drawLine(QPointF(l.windowX, l.plot.top()), QPointF(l.windowX, l.plot.bottom()));
    }
}

} // namespace idscope
