#include "reportchart.h"

#include <algorithm>
#include <cmath>

namespace idscope::report {

double ChartFrame::mapX(double x) const
{
    // Values outside a fixed range sit on the edge rather than outside the plot.
    const double span = x1 - x0;
    x = std::clamp(x, x0, x1);
    return plot.left() + (span > 0 ? (x - x0) / span : 0.5) * plot.width();
}

double ChartFrame::mapY(double y) const
{
    const double span = y1 - y0;
    y = std::clamp(y, y0, y1);
    return plot.bottom() - (span > 0 ? (y - y0) / span : 0.5) * plot.height();
}

QList<double> niceTicks(double lo, double hi, int count)
{
    QList<double> out;
    if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi) || count < 2)
        return {lo};
    const double raw = (hi - lo) / (count - 1);
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    double step = mag;
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        step = m * mag;
        if (step >= raw)
            break;
    }
    for (double v = std::ceil(lo / step) * step; v <= hi + step * 1e-9; v += step)
        out.append(std::abs(v) < step * 1e-9 ? 0.0 : v);
    return out;
}

QString tickLabel(double v)
{
    if (std::abs(v) < 9e15 && v == std::floor(v))
        return groupedNumber(qint64(v));
    return QString::number(v, 'g', 3);
}

QString chartColor(int series)
{
    static const char* const kColors[] = {"#4a7fc1", "#d9822b", "#3a9d5d", "#c0504d", "#8e6cc6"};
    return QString::fromLatin1(kColors[series % 5]);
}

ChartFrame layoutChart(const ReportChart& c, const QRectF& area, double charWidth,
                       double lineHeight)
{
    ChartFrame f;
    double ylo = 0, yhi = 0;
    bool any = false;
    auto see = [&](double y) {
        if (!std::isfinite(y))
            return;
        ylo = any ? std::min(ylo, y) : y;
        yhi = any ? std::max(yhi, y) : y;
        any = true;
    };
    if (c.kind == ReportChart::Kind::Bars) {
        f.x0 = 0;
        f.x1 = std::max<qsizetype>(1, c.bars.size());
        see(0);
        for (const ChartBar& b : c.bars)
            see(b.value);
    } else {
        double xlo = 0, xhi = 0;
        bool anyX = false;
        for (const ChartSeries& s : c.series) {
            for (const QPointF& p : s.points) {
                see(p.y());
                if (!std::isfinite(p.x()))
                    continue;
                xlo = anyX ? std::min(xlo, p.x()) : p.x();
                xhi = anyX ? std::max(xhi, p.x()) : p.x();
                anyX = true;
            }
        }
        if (c.xMin)
            xlo = *c.xMin;
        if (c.xMax)
            xhi = *c.xMax;
        f.x0 = xlo;
        f.x1 = xhi > xlo ? xhi : xlo + 1;
    }
    QList<ChartTick> xTicks = c.xTicks;
    if (xTicks.isEmpty() && c.kind != ReportChart::Kind::Bars) {
        const QList<double> ticks = niceTicks(f.x0, f.x1, 6);
        if (!c.xMax && ticks.size() >= 2 && ticks.last() < f.x1)
            f.x1 = ticks.last() + (ticks[1] - ticks[0]);
        for (double t : niceTicks(f.x0, f.x1, 6))
            xTicks.append({t, tickLabel(t)});
    }
    if (c.yMin)
        ylo = *c.yMin;
    if (c.yMax)
        yhi = *c.yMax;
    if (!(yhi > ylo))
        yhi = ylo + 1;
    f.yTicks = niceTicks(ylo, yhi, 5);
    // Bars count rows: no tick at half a row.
    if (c.kind == ReportChart::Kind::Bars && f.yTicks.size() >= 2 && f.yTicks[1] - f.yTicks[0] < 1)
        f.yTicks = niceTicks(ylo, std::max(yhi, ylo + 1), int(std::max(2.0, yhi - ylo + 1)));
    // Round the top up to the next tick so the highest bar sits under a labelled line.
    if (!c.yMax && f.yTicks.size() >= 2 && f.yTicks.last() < yhi)
        f.yTicks.append(f.yTicks.last() + (f.yTicks[1] - f.yTicks[0]));
    f.y0 = ylo;
    f.y1 = std::max(yhi, f.yTicks.isEmpty() ? yhi : f.yTicks.last());

    int widest = 1;
    for (double t : std::as_const(f.yTicks))
        widest = std::max(widest, int(tickLabel(t).size()));
    const double left =
        area.left() + charWidth * (widest + 1) + (c.yTitle.isEmpty() ? 0 : lineHeight);
    const double top = area.top() + (c.title.isEmpty() ? lineHeight * 0.5 : lineHeight * 1.6);
    const double bottom = area.bottom() - lineHeight * (c.xTitle.isEmpty() ? 1.6 : 2.8);
    const double right = area.right() - charWidth * 2;
    f.plot =
        QRectF(QPointF(left, top), QPointF(std::max(left + 10, right), std::max(top + 10, bottom)));

    // Thin x labels: keep one every k so neighbours do not touch.
    int longest = 1;
    for (const ChartTick& t : std::as_const(xTicks))
        longest = std::max(longest, int(t.label.size()));
    const double need = charWidth * (longest + 2);
    double lastRight = -1e300;
    for (const ChartTick& t : std::as_const(xTicks)) {
        const double x = f.mapX(t.at); // bars: the left edge, where the bin starts
        // Labels are centred on their tick: keep those that fit inside the area.
        const double half = charWidth * (t.label.size() + 1) / 2;
        if (x - need / 2 < lastRight || x - half < area.left() || x + half > area.right())
            continue;
        f.xTicks.append(t);
        lastRight = x + need / 2;
    }
    return f;
}

namespace {

QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

QString num(double v)
{
    return QString::number(v, 'f', 1);
}

} // namespace

QString chartToSvg(const ReportChart& c, int width, int height)
{
    const double cw = 6.6, lh = 14;
    const ChartFrame f = layoutChart(c, QRectF(0, 0, width, height), cw, lh);
    QString s;
    s += QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 "
                        "%1 %2\" width=\"%1\" height=\"%2\" role=\"img\" aria-label=\"%3\" "
                        "font-family=\"sans-serif\" font-size=\"11\" fill=\"currentColor\">\n")
             .arg(width)
             .arg(height)
             .arg(esc(c.title));
    if (!c.title.isEmpty())
        s += QStringLiteral(
                 "<text x=\"%1\" y=\"%2\" font-weight=\"bold\" font-size=\"12\">%3</text>\n")
                 .arg(num(f.plot.left()), num(lh), esc(c.title));
    // Grid lines and y labels.
    for (double t : f.yTicks) {
        const double y = f.mapY(t);
        s += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"currentColor\" "
                            "stroke-opacity=\"0.18\"/>\n")
                 .arg(num(f.plot.left()), num(y), num(f.plot.right()));
        s += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"end\">%3</text>\n")
                 .arg(num(f.plot.left() - cw * 0.6), num(y + 4), esc(tickLabel(t)));
    }
    if (c.kind == ReportChart::Kind::Bars) {
        const double w = f.plot.width() / std::max<qsizetype>(1, c.bars.size());
        const double gap = w > 4 ? 1 : 0;
        for (qsizetype i = 0; i < c.bars.size(); ++i) {
            const double v = c.bars[i].value;
            if (!(v > f.y0))
                continue;
            const double top = f.mapY(std::min(v, f.y1));
            s += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\">"
                                "<title>%6: %7</title></rect>\n")
                     .arg(num(f.mapX(double(i))), num(top), num(std::max(0.5, w - gap)),
                          num(f.mapY(f.y0) - top), chartColor(0), esc(c.bars[i].label),
                          esc(tickLabel(v)));
        }
    } else {
        for (qsizetype si = 0; si < c.series.size(); ++si) {
            const ChartSeries& ser = c.series[si];
            if (c.kind == ReportChart::Kind::Lines) {
                QString pts;
                for (const QPointF& p : ser.points)
                    pts += num(f.mapX(p.x())) + u',' + num(f.mapY(p.y())) + u' ';
                s += QStringLiteral("<polyline fill=\"none\" stroke=\"%1\" stroke-width=\"1.6\" "
                                    "points=\"%2\"/>\n")
                         .arg(chartColor(int(si)), pts.trimmed());
            } else {
                s +=
                    QStringLiteral("<g fill=\"%1\" fill-opacity=\"0.7\">").arg(chartColor(int(si)));
                for (const QPointF& p : ser.points)
                    s += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"1.6\"/>")
                             .arg(num(f.mapX(p.x())), num(f.mapY(p.y())));
                s += QStringLiteral("</g>\n");
            }
        }
        // Legend when there are several series.
        if (c.series.size() > 1) {
            double x = f.plot.left() + 8;
            for (qsizetype si = 0; si < c.series.size(); ++si) {
                s += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"10\" height=\"10\" "
                                    "fill=\"%3\"/><text x=\"%4\" y=\"%5\">%6</text>\n")
                         .arg(num(x), num(f.plot.top() + 4), chartColor(int(si)), num(x + 14),
                              num(f.plot.top() + 13), esc(c.series[si].name));
                x += 24 + cw * c.series[si].name.size();
            }
        }
    }
    // Axes.
    s += QStringLiteral("<path d=\"M%1 %2 V%3 H%4\" fill=\"none\" stroke=\"currentColor\" "
                        "stroke-opacity=\"0.6\"/>\n")
             .arg(num(f.plot.left()), num(f.plot.top()), num(f.plot.bottom()), num(f.plot.right()));
    for (const ChartTick& t : f.xTicks) {
        const double x = f.mapX(t.at);
        s += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"currentColor\" "
                            "stroke-opacity=\"0.6\"/><text x=\"%1\" y=\"%4\" "
                            "text-anchor=\"middle\">%5</text>\n")
                 .arg(num(x), num(f.plot.bottom()), num(f.plot.bottom() + 4),
                      num(f.plot.bottom() + lh + 2), esc(t.label));
    }
    if (!c.xTitle.isEmpty())
        s += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\" "
                            "fill-opacity=\"0.8\">%3</text>\n")
                 .arg(num(f.plot.center().x()), num(height - 4.0), esc(c.xTitle));
    if (!c.yTitle.isEmpty())
        s += QStringLiteral("<text transform=\"translate(%1 %2) rotate(-90)\" "
                            "text-anchor=\"middle\" fill-opacity=\"0.8\">%3</text>\n")
                 .arg(num(lh * 0.9), num(f.plot.center().y()), esc(c.yTitle));
    s += QStringLiteral("</svg>");
    return s;
}

} // namespace idscope::report
