// The leaves of the key's B-tree in key order, left to right and top to bottom, with the leaves
// that hold any of the newest N keys lit. Time-ordered keys light a short run at the end; random
// keys light cells all over. When there are more leaves than cells fit, a cell stands for
// several adjacent leaves (LeafMapLayout says how many); the maths has no painting in it.
#pragma once

#include <QList>
#include <QRectF>
#include <QString>
#include <QWidget>

namespace idscope {

struct LeafMapLayout {
    qsizetype leaves = 0;
    qsizetype leavesPerCell = 1;
    qsizetype cells = 0;
    int columns = 0;
    int rows = 0;
    double cellSize = 0;
    QRectF area;

    // Lays `leaves` out in `area`: cells as large as fit (between minCell and maxCell pixels),
    // adjacent leaves merged into one cell when even minCell-sized cells are too many.
    static LeafMapLayout layout(qsizetype leaves, const QRectF& area, double minCell = 4,
                                double maxCell = 32);
    qsizetype cellOfLeaf(qsizetype leaf) const { return leavesPerCell ? leaf / leavesPerCell : 0; }
    QRectF cellRect(qsizetype cell) const;
    qsizetype cellAt(const QPointF& pos) const; // -1 outside any cell
    // The lit amount of each cell: the newest keys held by its leaves, summed.
    QList<quint32> cellCounts(const QList<quint32>& recentPerLeaf) const;
};

class LeafPageMap : public QWidget {
    Q_OBJECT
public:
    explicit LeafPageMap(QWidget* parent = nullptr);

    // Leaves in key order with their page numbers and the newest keys each holds.
    void setLeaves(const QList<qint64>& pageNumbers, const QList<quint32>& recentPerLeaf);
    void setMessage(const QString& text); // shown instead of the map
    qsizetype litLeaves() const;
    QSize sizeHint() const override { return {320, 160}; }
    QSize minimumSizeHint() const override { return {160, 80}; }

protected:
    void paintEvent(QPaintEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;

private:
    LeafMapLayout currentLayout() const;
    QList<qint64> pages_;
    QList<quint32> recent_;
    QString message_;
};

} // namespace idscope
