// The cursor-gap picture: commit order on x, ID instant on y, every row as a dot (binned into a
// density grid for large tables), the running maximum as a staircase, missed rows on top
// coloured by lateness, and the band a safety window W holds back shaded under the staircase.
// GapsPlotLayout does all the maths (testable, no painting); GapsPlot only draws it.
#pragma once

#include "analysis/cursorgaps.h"

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QWidget>

#include <memory>
#include <vector>

namespace idscope {

class DisplayZone;

struct GapsPlotLayout {
    QRectF plot;       // the data area inside the axes
    qint64 rows = 0;   // x domain [0, rows)
    qint64 yMinUs = 0; // y domain [yMinUs, yMaxUs]
    qint64 yMaxUs = 0;
    bool clipped = false;        // the axis starts above the earliest instant
    qint64 belowRange = 0;       // rows drawn on the bottom edge because of that
    int cellsX = 0, cellsY = 0;  // density grid over `plot`
    std::vector<qint32> density; // rows (not missed) per cell, row-major from the top-left
    qint32 densityMax = 0;
    struct Mark {
        QPointF at;
        double lateness = 0; // 0..1, log scale up to the largest lateness of a missed row
        qint64 index = 0;    // commit position
    };
    std::vector<Mark> missed;       // at most one per device pixel cell (the latest wins)
    std::vector<QPointF> staircase; // running maximum, as steps
    std::vector<QPointF> band;      // polygon: staircase and staircase − W
    struct Tick {
        double pos = 0;
        QString label;
    };
    std::vector<Tick> xTicks, yTicks;

    double xOf(double index) const;
    double yOf(qint64 us) const;
    // The commit position under a point's x (clamped), -1 without rows.
    qint64 indexAt(double x) const;

    // `size` is the widget's size; `cell` the density cell side in px; `windowUs` < 0: no band.
    static GapsPlotLayout compute(const analysis::GapsRows& rows, QSizeF size, double cell,
                                  qint64 windowUs, const DisplayZone* zone, double leftMargin = 64,
                                  double bottomMargin = 36);
};

class GapsPlot : public QWidget {
    Q_OBJECT
public:
    explicit GapsPlot(QWidget* parent = nullptr);

    void setResult(std::shared_ptr<const analysis::GapsRows> rows);
    void setWindowMs(qint64 ms); // < 0: no band
    void setZone(const DisplayZone* zone);
    const GapsPlotLayout& layout() const { return layout_; }
    QSize minimumSizeHint() const override { return {240, 120}; }

protected:
    void paintEvent(QPaintEvent*) override;
    void resizeEvent(QResizeEvent*) override;
    void changeEvent(QEvent* e) override;
    bool event(QEvent* e) override; // tooltips

private:
    void relayout();
    std::shared_ptr<const analysis::GapsRows> rows_;
    qint64 windowUs_ = -1;
    const DisplayZone* zone_ = nullptr;
    GapsPlotLayout layout_;
};

// The lateness ramp: cool (just late) to warm (latest), from the palette's link colour.
QColor latenessColor(const QPalette& pal, double t);

} // namespace idscope
