// Bars of an InstantHistogram: one bar per bin, tick labels from histogramTicks() at round
// instants in the display zone (as many as fit the width), a tooltip per bar with its range
// and count. The maths lives in analysis/instanthistogram.h; this only draws.
#pragma once

#include "analysis/instanthistogram.h"
#include "ids/timezone.h"

#include <QChartView>

namespace idscope {

class InstantHistogramChart : public QChartView {
    Q_OBJECT
public:
    explicit InstantHistogramChart(QWidget* parent = nullptr);

    void setHistogram(const analysis::InstantHistogram& h);
    void clear(const QString& message = QString());
    void setZone(const DisplayZone& zone);
    const analysis::InstantHistogram& histogram() const { return h_; }
    // The labels currently on the axis (for tests).
    QStringList tickLabels() const;
    // The labels of the count axis as drawn (for tests).
    QStringList countLabels() const;
    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    int maxTicks() const;
    analysis::InstantHistogram h_;
    DisplayZone zone_;
    QString message_;
    int builtTicks_ = -1;
};

} // namespace idscope
