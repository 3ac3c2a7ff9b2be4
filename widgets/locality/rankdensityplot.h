// Key rank (y) against insertion rank (x) as a binned image: each cell of the DensityGrid is
// one pixel of a QImage scaled to the plot, so ten million inserts draw as fast as ten. Time-
// ordered keys make a thin diagonal; random keys fill the square. Colours come from the palette
// (Base → Highlight); the maths lives in RankDensityGeometry.
#pragma once

#include "analysis/locality.h"

#include <QImage>
#include <QList>
#include <QRectF>
#include <QWidget>

namespace idscope {

// Where the plot and its axis labels go, and how dark a cell is. No painting here.
struct RankDensityGeometry {
    QRectF plot;   // the square-ish image area
    QRectF xLabel; // "insertion order →" under the plot
    QRectF yLabel; // "key order →" left of the plot (drawn rotated)
    int labelHeight = 0;
    // Scale marks at 0, ¼, ½, ¾ and all of the n ranks: where each sits on its axis and the
    // rank it stands for.
    struct Tick {
        double at = 0; // x (xTicks) or y (yTicks) in widget coordinates
        qint64 rank = 0;
    };
    QList<Tick> xTicks, yTicks;
    double tickLength = 4;

    // Lays the plot out in `area` with room for the axis titles (one line of `lineHeight`), the
    // tick labels below (one line) and left (`tickLabelWidth` wide), for ranks 0…n.
    // `yTitleWidth`: the length of the y title; its box is centred on the plot and grows past
    // it (up to the area's height) when the plot is shorter than the title.
    static RankDensityGeometry layout(const QRectF& area, int lineHeight, qint64 n = 0,
                                      int tickLabelWidth = 0, int yTitleWidth = 0);
    // 0…1 shade of a cell: logarithmic, so a lone insert still shows next to a dense diagonal;
    // 0 only for an empty cell.
    static double intensity(quint32 count, quint32 maxCount);
    // The grid cell under `pos` (column, row with row 0 at the bottom), or {-1, -1} outside.
    static QPoint cellAt(const analysis::DensityGrid& g, const QRectF& plot, const QPointF& pos);
};

class RankDensityPlot : public QWidget {
    Q_OBJECT
public:
    explicit RankDensityPlot(QWidget* parent = nullptr);

    void setGrid(const analysis::DensityGrid& g); // an empty grid clears the plot
    void setMessage(const QString& text);         // shown instead of the plot
    const QImage& image() const { return image_; }
    RankDensityGeometry plotGeometry() const; // as painted at the current size
    static QString yTitle();                  // "key order →"
    QSize sizeHint() const override { return {320, 280}; }
    QSize minimumSizeHint() const override; // the y title fits beside the plot whole

protected:
    void paintEvent(QPaintEvent* e) override;
    void changeEvent(QEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;

private:
    void rebuildImage();
    analysis::DensityGrid grid_;
    QImage image_;
    QString message_;
};

} // namespace idscope
