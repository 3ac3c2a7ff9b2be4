#include "locality/rankdensityplot.h"

#include <QEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace idscope {

RankDensityGeometry RankDensityGeometry::layout(const QRectF& area, int lineHeight, qint64 n,
                                                int tickLabelWidth, int yTitleWidth)
{
    RankDensityGeometry g;
    g.labelHeight = lineHeight;
    const double gap = 4;
    const bool ticks = n > 0;
    const double left = lineHeight + gap + (ticks ? tickLabelWidth + g.tickLength + gap : 0);
    const double bottom = lineHeight + gap + (ticks ? lineHeight + g.tickLength : 0);
    // Half a tick label of room on the right and top, so the last labels are not cut.
    const QRectF inner = area.adjusted(left, ticks ? lineHeight / 2 + 2 : 2,
                                       ticks ? -(tickLabelWidth / 2 + 2) : -2, -bottom);
    g.plot = inner.width() > 0 && inner.height() > 0 ? inner : QRectF();
    g.xLabel =
        QRectF(g.plot.left(), g.plot.bottom() + bottom - lineHeight, g.plot.width(), lineHeight);
    g.yLabel = QRectF(area.left(), g.plot.top(), lineHeight, g.plot.height());
    if (yTitleWidth > g.yLabel.height() && !g.plot.isNull()) {
        const double h = std::min<double>(yTitleWidth, area.height());
        const double top = std::clamp(g.plot.center().y() - h / 2, area.top(), area.bottom() - h);
        g.yLabel = QRectF(area.left(), top, lineHeight, h);
    }
    if (ticks && !g.plot.isNull()) {
        for (int q = 0; q <= 4; ++q) {
            const qint64 rank = n * q / 4;
            const double f = double(q) / 4;
            g.xTicks.append({g.plot.left() + f * g.plot.width(), rank});
            g.yTicks.append({g.plot.bottom() - f * g.plot.height(), rank});
        }
    }
    return g;
}

double RankDensityGeometry::intensity(quint32 count, quint32 maxCount)
{
    if (count == 0 || maxCount == 0)
        return 0;
    // A floor of 0.25 keeps single inserts visible; the log spreads the rest.
    return 0.25 + 0.75 * std::log1p(double(count)) / std::log1p(double(maxCount));
}

QPoint RankDensityGeometry::cellAt(const analysis::DensityGrid& g, const QRectF& plot,
                                   const QPointF& pos)
{
    if (g.columns <= 0 || g.rows <= 0 || !plot.contains(pos))
        return {-1, -1};
    const int c =
        std::clamp(int((pos.x() - plot.left()) / plot.width() * g.columns), 0, g.columns - 1);
    const int fromTop =
        std::clamp(int((pos.y() - plot.top()) / plot.height() * g.rows), 0, g.rows - 1);
    return {c, g.rows - 1 - fromTop};
}

RankDensityPlot::RankDensityPlot(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setToolTip(tr("Each dot is a group of inserts: left to right in insertion order, bottom to "
                  "top in key order. A thin diagonal means new keys go to the end of the "
                  "index; a filled square means they land anywhere."));
}

void RankDensityPlot::setGrid(const analysis::DensityGrid& g)
{
    grid_ = g;
    message_.clear();
    rebuildImage();
    update();
}

void RankDensityPlot::setMessage(const QString& text)
{
    message_ = text;
    grid_ = {};
    image_ = {};
    update();
}

void RankDensityPlot::rebuildImage()
{
    image_ = {};
    if (grid_.columns <= 0 || grid_.rows <= 0 || grid_.n == 0)
        return;
    const QColor base = palette().color(QPalette::Base);
    const QColor ink = palette().color(QPalette::Highlight);
    image_ = QImage(grid_.columns, grid_.rows, QImage::Format_RGB32);
    for (int row = 0; row < grid_.rows; ++row) {
        auto* line = reinterpret_cast<QRgb*>(image_.scanLine(grid_.rows - 1 - row));
        for (int col = 0; col < grid_.columns; ++col) {
            const double t = RankDensityGeometry::intensity(grid_.at(col, row), grid_.maxCount);
            line[col] = qRgb(int(base.red() + (ink.red() - base.red()) * t),
                             int(base.green() + (ink.green() - base.green()) * t),
                             int(base.blue() + (ink.blue() - base.blue()) * t));
        }
    }
}

RankDensityGeometry RankDensityPlot::plotGeometry() const
{
    const QFontMetrics fm = fontMetrics();
    return RankDensityGeometry::layout(QRectF(rect()), fm.height(), grid_.n,
                                       fm.horizontalAdvance(QLocale().toString(grid_.n)),
                                       fm.horizontalAdvance(yTitle()));
}

QString RankDensityPlot::yTitle()
{
    return tr("key order →");
}

QSize RankDensityPlot::minimumSizeHint() const
{
    // The title beside the plot, plus the tick labels and the x title below it.
    return {160, std::max(140, fontMetrics().horizontalAdvance(yTitle()) +
                                   3 * fontMetrics().height() + 12)};
}

void RankDensityPlot::changeEvent(QEvent* e)
{
    QWidget::changeEvent(e);
    if (e->type() == QEvent::PaletteChange) {
        rebuildImage();
        update();
    }
}

void RankDensityPlot::mouseMoveEvent(QMouseEvent* e)
{
    const auto g = plotGeometry();
    const QPoint c = RankDensityGeometry::cellAt(grid_, g.plot, e->position());
    if (c.x() < 0) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(e->globalPosition().toPoint(),
                       tr("%1 inserts here: %2–%3 % of the inserts, keys %4–%5 % of the way up")
                           .arg(grid_.at(c.x(), c.y()))
                           .arg(c.x() * 100 / grid_.columns)
                           .arg((c.x() + 1) * 100 / grid_.columns)
                           .arg(c.y() * 100 / grid_.rows)
                           .arg((c.y() + 1) * 100 / grid_.rows),
                       this);
}

void RankDensityPlot::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QPalette& pal = palette();
    const auto g = plotGeometry();
    p.fillRect(g.plot, pal.color(QPalette::Base));
    if (!image_.isNull())
        p.drawImage(g.plot, image_); // nearest-neighbour: bins stay crisp
    else
        p.drawText(g.plot.adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                   message_.isEmpty() ? tr("No data yet") : message_);
    // Frame and tick marks in a muted tone that still stands out in both themes (Mid is
    // nearly the window colour in the dark palette); the numbers in the text colour.
    const QColor muted = pal.color(QPalette::PlaceholderText);
    const QColor text = pal.color(QPalette::WindowText);
    p.setPen(muted);
    p.drawRect(g.plot.adjusted(-0.5, -0.5, 0.5, 0.5));
    // Scales: rank counts in the UI locale at 0, ¼, ½, ¾ and the end of each axis.
    const QLocale loc;
    const double h = fontMetrics().height();
    for (const RankDensityGeometry::Tick& t : g.xTicks) {
        p.setPen(muted);
        p.drawLine(QPointF(t.at, g.plot.bottom()), QPointF(t.at, g.plot.bottom() + g.tickLength));
        p.setPen(text);
        p.drawText(QRectF(t.at - 60, g.plot.bottom() + g.tickLength, 120, h), Qt::AlignCenter,
                   loc.toString(t.rank));
    }
    for (const RankDensityGeometry::Tick& t : g.yTicks) {
        p.setPen(muted);
        p.drawLine(QPointF(g.plot.left() - g.tickLength, t.at), QPointF(g.plot.left(), t.at));
        p.setPen(text);
        p.drawText(QRectF(g.yLabel.right(), t.at - h / 2,
                          g.plot.left() - g.tickLength - 2 - g.yLabel.right(), h),
                   Qt::AlignRight | Qt::AlignVCenter, loc.toString(t.rank));
    }
    p.setPen(text);
    p.drawText(g.xLabel, Qt::AlignCenter, tr("insertion order →"));
    p.save();
    p.translate(g.yLabel.center());
    p.rotate(-90);
    p.drawText(
        QRectF(-g.yLabel.height() / 2, -g.yLabel.width() / 2, g.yLabel.height(), g.yLabel.width()),
        Qt::AlignCenter, yTitle());
    p.restore();
}

} // namespace idscope
