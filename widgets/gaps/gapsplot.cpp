#include "gapsplot.h"

#include "latenesscdf.h"

#include "analysis/instanthistogram.h"
#include "ids/timezone.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace idscope {

namespace {

// 1, 2, 5 × 10^k: the smallest step that puts at most `maxTicks` ticks over `span`.
qint64 niceStep(qint64 span, int maxTicks)
{
    qint64 step = 1;
    for (;;) {
        for (qint64 m : {1, 2, 5}) {
            if (span / (step * m) < maxTicks)
                return step * m;
        }
        step *= 10;
    }
}

} // namespace

double GapsPlotLayout::xOf(double index) const
{
    if (rows <= 1)
        return plot.left() + plot.width() / 2;
    return plot.left() + index * plot.width() / double(rows - 1);
}

double GapsPlotLayout::yOf(qint64 us) const
{
    if (yMaxUs <= yMinUs)
        return plot.center().y();
    return plot.bottom() - double(us - yMinUs) / double(yMaxUs - yMinUs) * plot.height();
}

qint64 GapsPlotLayout::indexAt(double x) const
{
    if (rows <= 0)
        return -1;
    if (rows == 1 || plot.width() <= 0)
        return 0;
    const double f = (x - plot.left()) / plot.width();
    return std::clamp<qint64>(qint64(std::llround(f * double(rows - 1))), 0, rows - 1);
}

GapsPlotLayout GapsPlotLayout::compute(const analysis::GapsRows& rows, QSizeF size, double cell,
                                       qint64 windowUs, const DisplayZone* zone, double leftMargin,
                                       double bottomMargin)
{
    GapsPlotLayout l;
    l.plot = QRectF(leftMargin, 8, std::max(1.0, size.width() - leftMargin - 10),
                    std::max(1.0, size.height() - bottomMargin - 8));
    l.rows = rows.size();
    if (l.rows == 0)
        return l;
    const auto [lo, hi] = std::minmax_element(rows.instantUs.begin(), rows.instantUs.end());
    l.yMinUs = *lo;
    l.yMaxUs = *hi;
    {
        // A few rows minted long before the rest (an offline device) would flatten everything
        // else into one line: then the axis starts at the 1st percentile and those rows sit
        // on its bottom edge, counted in belowRange.
        std::vector<qint64> v = rows.instantUs;
        const auto k = v.size() / 100;
        std::nth_element(v.begin(), v.begin() + qint64(k), v.end());
        const qint64 robust = v[k];
        if (double(l.yMaxUs - l.yMinUs) > 4.0 * double(l.yMaxUs - robust) && l.yMaxUs > robust) {
            l.yMinUs = robust;
            l.clipped = true;
        }
    }
    if (l.yMaxUs == l.yMinUs) {
        l.yMinUs -= 500000;
        l.yMaxUs += 500000;
    } else {
        const qint64 pad = (l.yMaxUs - l.yMinUs) / 40;
        l.yMinUs -= pad;
        l.yMaxUs += pad;
    }

    // Density of the rows read in time, and one mark per cell for missed rows.
    cell = std::max(1.0, cell);
    l.cellsX = std::max(1, int(std::ceil(l.plot.width() / cell)));
    l.cellsY = std::max(1, int(std::ceil(l.plot.height() / cell)));
    l.density.assign(std::size_t(l.cellsX) * std::size_t(l.cellsY), 0);
    qint64 maxLate = 1;
    for (std::size_t i = 0; i < rows.ahead.size(); ++i)
        if (rows.ahead[i] > 0)
            maxLate = std::max(maxLate, rows.latenessUs[i]);
    std::vector<qint32> markAt(l.density.size(), -1);
    const std::size_t n = std::size_t(l.rows);
    const double logMax = std::log1p(double(maxLate) / 1000.0);
    for (std::size_t i = 0; i < n; ++i) {
        const double x = l.xOf(double(i));
        double y = l.yOf(rows.instantUs[i]);
        if (y > l.plot.bottom()) {
            ++l.belowRange;
            y = l.plot.bottom();
        }
        const int cx = std::clamp(int((x - l.plot.left()) / cell), 0, l.cellsX - 1);
        const int cy = std::clamp(int((y - l.plot.top()) / cell), 0, l.cellsY - 1);
        const std::size_t c = std::size_t(cy) * std::size_t(l.cellsX) + std::size_t(cx);
        if (rows.ahead[i] > 0) {
            // Log scale: 1 s late and 5 h late must both be told apart from on time.
            Mark m{QPointF(x, y), std::log1p(double(rows.latenessUs[i]) / 1000.0) / logMax,
                   qint64(i)};
            if (markAt[c] < 0) {
                markAt[c] = qint32(l.missed.size());
                l.missed.push_back(m);
            } else if (l.missed[std::size_t(markAt[c])].lateness < m.lateness) {
                l.missed[std::size_t(markAt[c])] = m; // the latest row speaks for the cell
            }
        } else {
            l.densityMax = std::max(l.densityMax, ++l.density[c]);
        }
    }

    // The staircase, one step per x pixel column at most: the running maximum at its end.
    const int columns = std::max(1, int(l.plot.width()));
    std::vector<QPointF> upper;
    std::size_t i = 0;
    for (int px = 0; px < columns && i < n; ++px) {
        const auto end = std::min(n, std::size_t(std::ceil(double(px + 1) * double(n) / columns)));
        if (end <= i)
            continue;
        const qint64 m = rows.runningMaxUs[end - 1];
        const double x0 = l.xOf(double(i)), x1 = l.xOf(double(end - 1));
        const double y = l.yOf(m);
        if (!l.staircase.empty() && std::abs(l.staircase.back().y() - y) > 0.01)
            l.staircase.push_back(QPointF(x0, l.staircase.back().y()));
        l.staircase.push_back(QPointF(x0, y));
        l.staircase.push_back(QPointF(x1, y));
        upper.push_back(QPointF(x0, y));
        upper.push_back(QPointF(x1, y));
        i = end;
    }
    if (windowUs >= 0) {
        l.band = upper;
        for (auto it = upper.rbegin(); it != upper.rend(); ++it) {
            const double yw =
                std::min(l.plot.bottom(), it->y() + double(windowUs) / double(l.yMaxUs - l.yMinUs) *
                                                        l.plot.height());
            l.band.push_back(QPointF(it->x(), yw));
        }
    }

    // Axes: commit positions and instants in the display zone.
    const qint64 step = niceStep(std::max<qint64>(1, l.rows - 1), 7);
    for (qint64 v = 0; v < l.rows; v += step)
        l.xTicks.push_back({l.xOf(double(v)), QLocale().toString(v)});
    const analysis::InstantHistogram h =
        analysis::planHistogram(Instant::fromUnixUs(l.yMinUs), Instant::fromUnixUs(l.yMaxUs),
                                std::max(2, int(l.plot.height() / 10)));
    const int maxTicks = std::max(2, int(l.plot.height() / 40));
    for (const analysis::HistogramTick& t : analysis::histogramTicks(h, maxTicks, zone)) {
        qint64 us = 0;
        if (!h.binStart(t.bin).toUnixUs(us) || us < l.yMinUs || us > l.yMaxUs)
            continue;
        l.yTicks.push_back({l.yOf(us), t.label});
    }
    return l;
}

QColor latenessColor(const QPalette& pal, double t)
{
    const QColor base = pal.color(QPalette::Link);
    float h = 0, s = 0, v = 0;
    base.getHsvF(&h, &s, &v);
    if (h < 0)
        h = 0.6f;
    // Rotate from the link hue a third of the way round: blue → magenta → red for a blue link
    // (never yellow, which vanishes on a light base).
    const double hue = std::fmod(double(h) + 0.34 * std::clamp(t, 0.0, 1.0) + 1.0, 1.0);
    return QColor::fromHsvF(float(hue), std::max(0.75f, s), std::max(0.8f, v));
}

GapsPlot::GapsPlot(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setToolTip(tr("Commit order (x) against the instant in each ID (y). The line is the "
                  "largest instant committed so far; marked rows are the ones an ID cursor "
                  "misses, warmer = later. The shaded band is what the safety window holds "
                  "back."));
}

void GapsPlot::setResult(std::shared_ptr<const analysis::GapsRows> rows)
{
    rows_ = std::move(rows);
    relayout();
}

void GapsPlot::setWindowMs(qint64 ms)
{
    windowUs_ = ms < 0 ? -1 : ms * 1000;
    relayout();
}

void GapsPlot::setZone(const DisplayZone* zone)
{
    zone_ = zone;
    relayout();
}

void GapsPlot::relayout()
{
    if (!rows_) {
        layout_ = GapsPlotLayout{};
        update();
        return;
    }
    layout_ = GapsPlotLayout::compute(*rows_, size(), 3, windowUs_, zone_);
    // Room for the widest instant label on the left.
    const QFontMetrics fm(font());
    int widest = 0;
    for (const auto& t : layout_.yTicks)
        widest = std::max(widest, fm.horizontalAdvance(t.label));
    if (widest + 12 > int(layout_.plot.left()))
        layout_ = GapsPlotLayout::compute(*rows_, size(), 3, windowUs_, zone_, widest + 12);
    update();
}

void GapsPlot::resizeEvent(QResizeEvent*)
{
    relayout();
}

void GapsPlot::changeEvent(QEvent* e)
{
    QWidget::changeEvent(e);
    if (e->type() == QEvent::PaletteChange)
        update();
}

bool GapsPlot::event(QEvent* e)
{
    if (e->type() == QEvent::ToolTip && rows_ && layout_.rows > 0) {
        const auto* he = static_cast<QHelpEvent*>(e);
        if (layout_.plot.contains(he->pos())) {
            const qint64 i = layout_.indexAt(he->pos().x());
            const auto x = std::size_t(i);
            const DisplayZone z = zone_ ? *zone_ : DisplayZone::utc();
            QString text =
                tr("Row #%1 in commit order\nID instant %2\nLargest so far %3")
                    .arg(QLocale().toString(i + 1), // 1-based, as the missed-rows table
                         z.format(Instant::fromUnixUs(rows_->instantUs[x]), Precision::Millisecond),
                         z.format(Instant::fromUnixUs(rows_->runningMaxUs[x]),
                                  Precision::Millisecond));
            if (rows_->ahead[x] > 0)
                text += tr("\nMissed: late by %1 (its ID lies behind the newest ID committed "
                           "before it)")
                            .arg(humanDuration(double(rows_->latenessUs[x]) / 1000.0));
            QToolTip::showText(he->globalPos(), text, this);
            return true;
        }
    }
    return QWidget::event(e);
}

void GapsPlot::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const GapsPlotLayout& l = layout_;
    const QColor text = pal.color(QPalette::Text);
    if (l.rows == 0) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("Choose a table and an ID column"));
        return;
    }
    p.setRenderHint(QPainter::Antialiasing, true);
    // Band first, under everything.
    if (!l.band.empty()) {
        QColor band = pal.color(QPalette::Highlight);
        band.setAlphaF(0.18f);
        p.setPen(Qt::NoPen);
        p.setBrush(band);
        p.drawPolygon(l.band.data(), int(l.band.size()));
    }
    // Density: darker cells hold more rows.
    const double cw = l.plot.width() / l.cellsX, ch = l.plot.height() / l.cellsY;
    for (int cy = 0; cy < l.cellsY; ++cy) {
        for (int cx = 0; cx < l.cellsX; ++cx) {
            const qint32 c = l.density[std::size_t(cy) * std::size_t(l.cellsX) + std::size_t(cx)];
            if (c == 0)
                continue;
            QColor dot = text;
            dot.setAlphaF(float(0.25 + 0.6 * std::sqrt(double(c) / double(l.densityMax))));
            p.fillRect(QRectF(l.plot.left() + cx * cw, l.plot.top() + cy * ch, cw, ch), dot);
        }
    }
    // Missed rows.
    p.setPen(QPen(pal.color(QPalette::Base), 0.8));
    for (const GapsPlotLayout::Mark& m : l.missed) {
        p.setBrush(latenessColor(pal, m.lateness));
        p.drawEllipse(m.at, 2.6, 2.6);
    }
    // The staircase, over the marks so it stays visible.
    QPen stair(pal.color(QPalette::Highlight), 1.5);
    p.setPen(stair);
    p.setBrush(Qt::NoBrush);
    if (l.staircase.size() > 1)
        p.drawPolyline(l.staircase.data(), int(l.staircase.size()));
    // Axes.
    p.setRenderHint(QPainter::Antialiasing, false);
    QColor axis = text;
    axis.setAlphaF(0.5f);
    p.setPen(axis);
    p.drawLine(l.plot.bottomLeft(), l.plot.bottomRight());
    p.drawLine(l.plot.bottomLeft(), l.plot.topLeft());
    const QFontMetrics fm(font());
    p.setPen(text);
    double lastRight = -1e9;
    for (const auto& t : l.xTicks) {
        const int w = fm.horizontalAdvance(t.label);
        const double left = std::clamp(t.pos - w / 2.0, 0.0, double(width() - w));
        if (left < lastRight + 6)
            continue;
        p.drawLine(QPointF(t.pos, l.plot.bottom()), QPointF(t.pos, l.plot.bottom() + 3));
        p.drawText(QPointF(left, l.plot.bottom() + 4 + fm.ascent()), t.label);
        lastRight = left + w;
    }
    for (const auto& t : l.yTicks) {
        const QRectF box(0, t.pos - fm.height() / 2.0, l.plot.left() - 5, fm.height());
        p.drawLine(QPointF(l.plot.left() - 3, t.pos), QPointF(l.plot.left(), t.pos));
        p.drawText(box, Qt::AlignRight | Qt::AlignVCenter,
                   fm.elidedText(t.label, Qt::ElideLeft, int(box.width())));
    }
    p.setPen(pal.color(QPalette::PlaceholderText));
    p.drawText(QRectF(l.plot.left(), height() - fm.height() - 1, l.plot.width(), fm.height()),
               Qt::AlignRight | Qt::AlignVCenter, tr("commit order →"));
    if (l.belowRange > 0)
        p.drawText(QRectF(l.plot.left() + 6, l.plot.bottom() - fm.height() - 2, l.plot.width() - 12,
                          fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter,
                   tr("▼ rows minted earlier, drawn on this edge: %1")
                       .arg(QLocale().toString(l.belowRange)));
}

} // namespace idscope
