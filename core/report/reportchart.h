// Chart geometry shared by the SVG (HTML) and QPainter (PDF) renderers: the data range, nice
// y ticks and the data → output mapping, with no drawing in it so the maths is testable; plus
// the SVG text of a chart.
#pragma once

#include "reportmodel.h"

#include <QRectF>

namespace idscope::report {

struct ChartFrame {
    QRectF plot;             // plot area in output units (axes drawn on its left/bottom)
    double x0 = 0, x1 = 1;   // data range on x (bars: 0 … bar count)
    double y0 = 0, y1 = 1;   // data range on y
    QList<double> yTicks;    // nice values in [y0, y1]
    QList<ChartTick> xTicks; // the chart's labels, thinned so they do not overlap
    double mapX(double x) const;
    double mapY(double y) const;
};

// Lays a chart out in `area`: room on the left for the widest y label (`charWidth` per
// character) and below for x labels (`lineHeight`), a title line on top.
ChartFrame layoutChart(const ReportChart& c, const QRectF& area, double charWidth,
                       double lineHeight);

// Nice tick values (1, 2, 5 × 10^k) covering [lo, hi], about `count` of them.
QList<double> niceTicks(double lo, double hi, int count = 5);
// Tick label: integers grouped ("12,000"), else up to 3 significant digits.
QString tickLabel(double v);

// Series colours that read on white and on near-black backgrounds.
QString chartColor(int series);

// A self-contained <svg> element (width × height user units, scaled by CSS): axes and text in
// currentColor so a dark page stays readable, bars and lines in chartColor().
QString chartToSvg(const ReportChart& c, int width = 720, int height = 260);

} // namespace idscope::report
