// The format mix of a column as horizontal bars: one bar per format (share of non-NULL values),
// the rest as "other" and "no format". Colours follow the palette (charttheme.h).
#pragma once

#include "analysis/columnprofile.h"

#include <QChartView>
#include <QList>
#include <QPair>

namespace idscope {

class FormatMixChart : public QChartView {
    Q_OBJECT
public:
    explicit FormatMixChart(QWidget* parent = nullptr);

    // nullptr clears the chart.
    void setProfile(const analysis::ColumnProfile* p);
    // What is drawn, top bar first: (label, count of values).
    const QList<QPair<QString, qint64>>& bars() const { return bars_; }
    // Each bar's share as its axis label says it, top bar first: "82.1 %", or for a sample
    // "≈ 82 % ± 2 %" (in the UI locale).
    const QStringList& shareLabels() const { return shares_; }
    QSize sizeHint() const override;
    int preferredHeight() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    QList<QPair<QString, qint64>> bars_;
    QStringList shares_;
    qint64 total_ = 0;
};

} // namespace idscope
