#include "locality/leafpagemap.h"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace idscope {

LeafMapLayout LeafMapLayout::layout(qsizetype leaves, const QRectF& area, double minCell,
                                    double maxCell)
{
    LeafMapLayout l;
    l.leaves = leaves;
    l.area = area;
    if (leaves <= 0 || area.width() < minCell || area.height() < minCell)
        return l;
    const qsizetype fit = qsizetype(std::floor(area.width() / minCell)) *
                          qsizetype(std::floor(area.height() / minCell));
    l.leavesPerCell = std::max<qsizetype>(1, (leaves + fit - 1) / fit);
    l.cells = (leaves + l.leavesPerCell - 1) / l.leavesPerCell;
    // The largest cell size that still fits every cell.
    double size = maxCell;
    while (size > minCell) {
        const int cols = int(std::floor(area.width() / size));
        if (cols > 0 && double((l.cells + cols - 1) / cols) * size <= area.height())
            break;
        size -= 0.5;
    }
    l.cellSize = std::max(size, minCell);
    l.columns = std::max(1, int(std::floor(area.width() / l.cellSize)));
    l.rows = int((l.cells + l.columns - 1) / l.columns);
    return l;
}

QRectF LeafMapLayout::cellRect(qsizetype cell) const
{
    if (cell < 0 || cell >= cells || columns <= 0)
        return {};
    const double gap = cellSize >= 6 ? 1 : 0;
    return QRectF(area.left() + double(cell % columns) * cellSize,
                  area.top() + double(cell / columns) * cellSize, cellSize - gap, cellSize - gap);
}

qsizetype LeafMapLayout::cellAt(const QPointF& pos) const
{
    if (columns <= 0 || cellSize <= 0 || !area.contains(pos))
        return -1;
    const qsizetype col = qsizetype((pos.x() - area.left()) / cellSize);
    const qsizetype row = qsizetype((pos.y() - area.top()) / cellSize);
    if (col >= columns)
        return -1;
    const qsizetype cell = row * columns + col;
    return cell < cells ? cell : -1;
}

QList<quint32> LeafMapLayout::cellCounts(const QList<quint32>& recentPerLeaf) const
{
    QList<quint32> out(cells, 0);
    for (qsizetype i = 0; i < recentPerLeaf.size() && i < leaves; ++i)
        out[cellOfLeaf(i)] += recentPerLeaf[i];
    return out;
}

LeafPageMap::LeafPageMap(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setToolTip(tr("Every square is a leaf page of the index, in key order. Lit squares hold at "
                  "least one of the newest keys: those are the pages recent inserts wrote to."));
}

void LeafPageMap::setLeaves(const QList<qint64>& pageNumbers, const QList<quint32>& recentPerLeaf)
{
    pages_ = pageNumbers;
    recent_ = recentPerLeaf;
    message_.clear();
    update();
}

void LeafPageMap::setMessage(const QString& text)
{
    pages_.clear();
    recent_.clear();
    message_ = text;
    update();
}

qsizetype LeafPageMap::litLeaves() const
{
    return std::count_if(recent_.cbegin(), recent_.cend(), [](quint32 v) { return v > 0; });
}

LeafMapLayout LeafPageMap::currentLayout() const
{
    return LeafMapLayout::layout(pages_.size(), QRectF(rect()).adjusted(2, 2, -2, -2));
}

void LeafPageMap::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    if (pages_.isEmpty()) {
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRectF(rect()).adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                   message_);
        return;
    }
    const LeafMapLayout l = currentLayout();
    const QList<quint32> counts = l.cellCounts(recent_);
    const quint32 maxCount = counts.isEmpty() ? 0 : *std::max_element(counts.begin(), counts.end());
    const QColor idle = pal.color(QPalette::Midlight);
    const QColor lit = pal.color(QPalette::Highlight);
    for (qsizetype c = 0; c < l.cells; ++c) {
        QColor col = idle;
        if (counts[c] > 0) {
            // Brighter for more of the newest keys; never fainter than half.
            const double t = 0.5 + 0.5 * double(counts[c]) / double(std::max<quint32>(1, maxCount));
            col = QColor::fromRgbF(float(idle.redF() + (lit.redF() - idle.redF()) * t),
                                   float(idle.greenF() + (lit.greenF() - idle.greenF()) * t),
                                   float(idle.blueF() + (lit.blueF() - idle.blueF()) * t));
        }
        p.fillRect(l.cellRect(c), col);
    }
}

void LeafPageMap::mouseMoveEvent(QMouseEvent* e)
{
    const LeafMapLayout l = currentLayout();
    const qsizetype c = l.cellAt(e->position());
    if (c < 0) {
        QToolTip::hideText();
        return;
    }
    const qsizetype first = c * l.leavesPerCell;
    const qsizetype last = std::min(pages_.size(), first + l.leavesPerCell) - 1;
    quint32 keys = 0;
    for (qsizetype i = first; i <= last; ++i)
        keys += recent_.value(i);
    const QString where =
        first == last
            ? tr("leaf %1 of %2 (page %3)").arg(first + 1).arg(pages_.size()).arg(pages_[first])
            : tr("leaves %1–%2 of %3").arg(first + 1).arg(last + 1).arg(pages_.size());
    QToolTip::showText(e->globalPosition().toPoint(),
                       tr("%1: %Ln of the newest keys", nullptr, int(keys)).arg(where), this);
}

} // namespace idscope
