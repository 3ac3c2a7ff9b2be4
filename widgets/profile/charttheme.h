// Qt Charts follow the application palette: the light or dark chart theme chosen from the
// window colour's lightness, then backgrounds and label colours taken from the palette itself.
#pragma once

class QPalette;

class QChart;
class QChartView;

namespace idscope {

bool isDarkPalette(const QPalette& p);
// Applies the theme and palette colours to `view`'s chart; call again on PaletteChange.
// Series colours are left to the chart theme (it has light and dark sets).
void applyChartPalette(QChartView* view);
// Removes every series and axis of `chart` (the axes are deleted), before it is filled anew.
void clearChart(QChart* chart);

} // namespace idscope
