#include "charttheme.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QPalette>

namespace idscope {

bool isDarkPalette(const QPalette& p)
{
    return p.color(QPalette::Window).lightness() < 128;
}

void applyChartPalette(QChartView* view)
{
    QChart* chart = view->chart();
    const QPalette& pal = view->palette();
    chart->setTheme(isDarkPalette(pal) ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundBrush(pal.color(QPalette::Base));
    chart->setBackgroundRoundness(0);
    chart->setTitleBrush(pal.color(QPalette::Text));
    chart->legend()->setLabelColor(pal.color(QPalette::Text));
    QColor grid = pal.color(QPalette::Text);
    grid.setAlphaF(0.15f);
    const auto axes = chart->axes();
    for (QAbstractAxis* axis : axes) {
        axis->setLabelsColor(pal.color(QPalette::Text));
        axis->setTitleBrush(pal.color(QPalette::Text));
        axis->setGridLineColor(grid);
        axis->setLinePenColor(grid);
        axis->setLabelsFont(view->font());
    }
    view->setBackgroundBrush(pal.color(QPalette::Base));
}

void clearChart(QChart* chart)
{
    chart->removeAllSeries();
    const auto axes = chart->axes();
    for (QAbstractAxis* a : axes) {
        chart->removeAxis(a);
        delete a;
    }
}

} // namespace idscope
