// The locality metrics of one or two sides in a table: one row per metric, a column per side
// and a one-line explanation a newcomer understands. Leaf metrics without dbstat or an index
// read "n/a" with the reason in the tooltip.
#pragma once

#include <QTableWidget>

namespace idscope {

namespace analysis {
struct LocalityResult;
}

class LocalityMetricsTable : public QTableWidget {
    Q_OBJECT
public:
    explicit LocalityMetricsTable(QWidget* parent = nullptr);

    // Fills side 0 (A) or 1 (B) with `r` (nullptr clears it) under the heading `name`.
    void setSide(int side, const QString& name, const analysis::LocalityResult* r);
    int preferredHeight() const; // every row visible, no scroll bar
};

} // namespace idscope
