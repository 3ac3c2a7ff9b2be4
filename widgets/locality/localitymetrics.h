// The locality metrics of one or two sides in a table: one row per metric, a column per side
// and an explanation a newcomer understands, wrapped (never cut) in the width left to it. Leaf
// metrics without dbstat or an index read "n/a" with the reason in the tooltip.
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

signals:
    // The rows got taller or shorter (new figures, another width): preferredHeight() moved.
    void preferredHeightChanged();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitColumns();
    int fittedWidth_ = -1;
    bool heightPending_ = false; // preferredHeightChanged() is on its way
};

} // namespace idscope
