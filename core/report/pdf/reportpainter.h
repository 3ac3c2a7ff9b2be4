// Draws a report chart with QPainter (vector on a QPdfWriter, pixels on a QImage) from the
// geometry of reportchart.h. Part of idscope_report_pdf (QtGui).
#pragma once

#include "report/reportmodel.h"

#include <QColor>
#include <QImage>
#include <QRectF>

class QPainter;

namespace idscope::report {

struct ChartPalette {
    QColor text = Qt::black;
    QColor background = Qt::transparent;
};

// Draws `c` into `area` with the painter's current font for labels.
void paintChart(QPainter& p, const QRectF& area, const ReportChart& c,
                const ChartPalette& pal = {});

// The chart as an image (e.g. for a QTextDocument preview), `size` in device-independent
// pixels at `dpr`.
QImage chartImage(const ReportChart& c, const QSize& size, const ChartPalette& pal,
                  qreal dpr = 1.0);

} // namespace idscope::report
