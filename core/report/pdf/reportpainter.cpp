#include "report/pdf/reportpainter.h"

#include "report/reportchart.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

namespace idscope::report {

namespace {

// What every part of a chart is drawn with: the font's measures, a hairline and the colours.
struct ChartInk {
    const QFontMetricsF& fm;
    double cw = 0, lh = 0; // the width of "0", the line height
    double hair = 0;
    QColor grid, axis, text;
};

void paintTitleAndGrid(QPainter& p, const ReportChart& c, const ChartFrame& f, const QRectF& area,
                       const ChartInk& ink)
{
    if (!c.title.isEmpty()) {
        const QFont normal = p.font();
        QFont bold = normal;
        bold.setBold(true);
        p.setFont(bold);
        p.setPen(ink.text);
        p.drawText(QPointF(f.plot.left(), area.top() + ink.lh), c.title);
        p.setFont(normal);
    }
    for (double t : f.yTicks) {
        const double y = f.mapY(t);
        p.setPen(QPen(ink.grid, ink.hair));
        p.drawLine(QPointF(f.plot.left(), y), QPointF(f.plot.right(), y));
        p.setPen(ink.text);
        const QString label = tickLabel(t);
        p.drawText(QPointF(f.plot.left() - ink.cw * 0.6 - ink.fm.horizontalAdvance(label),
                           y + ink.lh * 0.3),
                   label);
    }
}

void paintBars(QPainter& p, const ReportChart& c, const ChartFrame& f, const ChartInk& ink)
{
    const double w = f.plot.width() / std::max<qsizetype>(1, c.bars.size());
    const double gap = w > 6 * ink.hair ? ink.hair : 0;
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(chartColor(0)));
    for (qsizetype i = 0; i < c.bars.size(); ++i) {
        const double v = c.bars[i].value;
        if (!(v > f.y0))
            continue;
        const double top = f.mapY(std::min(v, f.y1));
        p.drawRect(QRectF(f.mapX(double(i)), top, std::max(ink.hair, w - gap), f.mapY(f.y0) - top));
    }
}

// Lines or points, one colour a series, and a legend when there is more than one.
void paintSeries(QPainter& p, const ReportChart& c, const ChartFrame& f, const ChartInk& ink)
{
    for (qsizetype si = 0; si < c.series.size(); ++si) {
        const QColor col(chartColor(int(si)));
        const ChartSeries& s = c.series[si];
        if (c.kind == ReportChart::Kind::Lines) {
            QPainterPath path;
            for (qsizetype i = 0; i < s.points.size(); ++i) {
                const QPointF q(f.mapX(s.points[i].x()), f.mapY(s.points[i].y()));
                i ? path.lineTo(q) : path.moveTo(q);
            }
            p.setPen(QPen(col, ink.hair * 2.2));
            p.setBrush(Qt::NoBrush);
            p.drawPath(path);
        } else {
            QColor fill = col;
            fill.setAlphaF(0.7);
            p.setPen(Qt::NoPen);
            p.setBrush(fill);
            const double r = std::max(ink.hair * 1.6, ink.lh * 0.12);
            for (const QPointF& pt : s.points)
                p.drawEllipse(QPointF(f.mapX(pt.x()), f.mapY(pt.y())), r, r);
        }
    }
    if (c.series.size() <= 1)
        return;
    const double lh = ink.lh;
    double x = f.plot.left() + ink.cw;
    for (qsizetype si = 0; si < c.series.size(); ++si) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(chartColor(int(si))));
        p.drawRect(QRectF(x, f.plot.top() + lh * 0.2, lh * 0.7, lh * 0.7));
        p.setPen(ink.text);
        p.drawText(QPointF(x + lh, f.plot.top() + lh * 0.85), c.series[si].name);
        x += lh * 2 + ink.fm.horizontalAdvance(c.series[si].name);
    }
}

void paintAxes(QPainter& p, const ReportChart& c, const ChartFrame& f, const QRectF& area,
               const ChartInk& ink)
{
    const QFontMetricsF& fm = ink.fm;
    const double lh = ink.lh;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(ink.axis, ink.hair));
    p.drawLine(f.plot.bottomLeft(), f.plot.bottomRight());
    p.drawLine(f.plot.bottomLeft(), f.plot.topLeft());
    for (const ChartTick& t : f.xTicks) {
        const double x = f.mapX(t.at);
        p.setPen(QPen(ink.axis, ink.hair));
        p.drawLine(QPointF(x, f.plot.bottom()), QPointF(x, f.plot.bottom() + lh * 0.3));
        p.setPen(ink.text);
        p.drawText(QPointF(x - fm.horizontalAdvance(t.label) / 2, f.plot.bottom() + lh * 1.2),
                   t.label);
    }
    p.setPen(ink.text);
    if (!c.xTitle.isEmpty())
        p.drawText(QPointF(f.plot.center().x() - fm.horizontalAdvance(c.xTitle) / 2,
                           area.bottom() - lh * 0.3),
                   c.xTitle);
    if (!c.yTitle.isEmpty()) {
        p.save();
        p.translate(area.left() + lh * 0.9,
                    f.plot.center().y() + fm.horizontalAdvance(c.yTitle) / 2);
        p.rotate(-90);
        p.drawText(QPointF(0, 0), c.yTitle);
        p.restore();
    }
}

} // namespace

void paintChart(QPainter& p, const QRectF& area, const ReportChart& c, const ChartPalette& pal)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (pal.background.alpha() > 0)
        p.fillRect(area, pal.background);
    const QFontMetricsF fm(p.font(), p.device());
    const double lh = fm.height();
    QColor grid = pal.text;
    grid.setAlphaF(0.18);
    QColor axis = pal.text;
    axis.setAlphaF(0.6);
    const ChartInk ink{fm,      fm.horizontalAdvance(QStringLiteral("0")),
                       lh,      std::max(0.5, lh / 14.0),
                       grid,    axis,
                       pal.text};
    const ChartFrame f = layoutChart(c, area, ink.cw, ink.lh);
    paintTitleAndGrid(p, c, f, area, ink);
    if (c.kind == ReportChart::Kind::Bars)
        paintBars(p, c, f, ink);
    else
        paintSeries(p, c, f, ink);
    paintAxes(p, c, f, area, ink);
    p.restore();
}

QImage chartImage(const ReportChart& c, const QSize& size, const ChartPalette& pal, qreal dpr)
{
    QImage img(size * dpr, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(dpr);
    img.fill(pal.background.alpha() > 0 ? pal.background : QColor(Qt::transparent));
    QPainter p(&img);
    paintChart(p, QRectF(QPointF(0, 0), QSizeF(size)), c, pal);
    return img;
}

} // namespace idscope::report
