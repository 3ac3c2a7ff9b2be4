#include "tablecolumnfitter.h"

#include "browser/columnfit.h"

#include <QEvent>
#include <QHeaderView>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTableView>

#include <algorithm>

namespace idscope {

namespace {
// A column that gives way first keeps this many average characters, so a few letters of each
// cell still show; only when that is not enough does it go down to its header.
constexpr int kSoftFloorChars = 10;
} // namespace

TableColumnFitter::TableColumnFitter(QTableView* view, QList<int> giveWay)
    : QObject(view), view_(view), viewport_(view->viewport()), giveWay_(std::move(giveWay))
{
    QHeaderView* header = view_->horizontalHeader();
    header->setStretchLastSection(false); // the last column's spare room is set here
    view_->viewport()->installEventFilter(this);
    QAbstractItemModel* model = view_->model();
    auto all = [this] {
        content_.clear();
        refit();
    };
    connect(model, &QAbstractItemModel::modelReset, this, all);
    connect(model, &QAbstractItemModel::layoutChanged, this, all); // sorted: other rows in view
    connect(model, &QAbstractItemModel::rowsInserted, this, all);
    connect(model, &QAbstractItemModel::rowsRemoved, this, all);
    connect(model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex& topLeft, const QModelIndex& bottomRight) {
                if (content_.size() == view_->model()->columnCount())
                    measure(topLeft.column(), bottomRight.column());
                refit();
            });
    connect(header, &QHeaderView::sortIndicatorChanged, this, [this] { refit(); });
}

void TableColumnFitter::setSpareColumn(int column)
{
    spare_ = column;
    refit();
}

void TableColumnFitter::setWrapRows(bool on)
{
    wrapRows_ = on;
    view_->setWordWrap(on);
    content_.clear(); // measure the words too
    refit();
}

int TableColumnFitter::headerWidth(int column) const
{
    const QHeaderView* h = view_->horizontalHeader();
    QStyleOptionHeader opt;
    opt.initFrom(h);
    opt.state |= QStyle::State_Horizontal;
    opt.orientation = Qt::Horizontal;
    opt.section = column;
    opt.text = view_->model()->headerData(column, Qt::Horizontal).toString();
    if (h->isSortIndicatorShown() && h->sortIndicatorSection() == column)
        opt.sortIndicator = h->sortIndicatorOrder() == Qt::AscendingOrder
                                ? QStyleOptionHeader::SortDown
                                : QStyleOptionHeader::SortUp;
    // The room the style takes around the label (margins, the arrow) at some width, plus the
    // text.
    const int someWidth = 400;
    opt.rect = QRect(0, 0, someWidth, h->height() > 0 ? h->height() : h->sizeHint().height());
    const int label = h->style()->subElementRect(QStyle::SE_HeaderLabel, &opt, h).width();
    return someWidth - label + h->fontMetrics().horizontalAdvance(opt.text) + 1;
}

void TableColumnFitter::measure(int first, int last)
{
    // What resizeColumnToContents() would give: the rows in view and others around them.
    const QAbstractItemView* view = view_; // QTableView hides it, QAbstractItemView shows it
    const QAbstractItemModel* model = view_->model();
    const int margins =
        2 * (view_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view_) + 1) +
        (view_->showGrid() ? 1 : 0);
    for (int c = std::max(0, first); c <= last && c < content_.size(); ++c) {
        content_[c] = model->rowCount() > 0 ? view->sizeHintForColumn(c) : 0;
        // Wrapped rows break between words, never inside one: the widest word is the floor.
        words_[c] = 0;
        for (int r = 0; wrapRows_ && r < model->rowCount(); ++r) {
            const QModelIndex i = model->index(r, c);
            const QVariant font = i.data(Qt::FontRole);
            const QFontMetrics fm(font.isValid() ? font.value<QFont>() : view_->font());
            const QStringList split = i.data().toString().split(u' ', Qt::SkipEmptyParts);
            for (const QString& word : split)
                words_[c] = std::max(words_[c], fm.horizontalAdvance(word) + margins);
        }
    }
}

void TableColumnFitter::refit()
{
    if (fitting_) {
        again_ = true; // the viewport changed under the fit (a scroll bar came or went)
        return;
    }
    fitting_ = true;
    for (int pass = 0; pass < 3; ++pass) {
        again_ = false;
        apply();
        if (!again_)
            break;
    }
    fitting_ = false;
}

void TableColumnFitter::apply()
{
    const int columns = view_->model()->columnCount();
    if (columns == 0)
        return;
    if (content_.size() != columns) {
        content_ = QList<int>(columns, 0);
        words_ = QList<int>(columns, 0);
        measure(0, columns - 1);
    }
    QList<int> want(columns);
    QList<int> soft(columns);
    QList<int> hard(columns);
    const int chars = view_->fontMetrics().averageCharWidth() * kSoftFloorChars;
    for (int c = 0; c < columns; ++c) {
        if (view_->isColumnHidden(c))
            continue; // 0 wide in every list
        hard[c] = headerWidth(c);
        want[c] = std::max(content_[c], hard[c]);
        // Wrapped rows: a few characters, or the widest word when that is more.
        soft[c] = std::min(want[c], std::max({hard[c], chars, words_[c]}));
    }
    const int available = view_->viewport()->width();
    QList<int> widths = fitInOrder(want, soft, giveWay_, available);
    widths = fitInOrder(widths, hard, giveWay_, available);
    int spare = spare_;
    if (spare == kLastColumn) {
        spare = columns - 1;
        while (spare > 0 && view_->isColumnHidden(spare))
            --spare;
    }
    const int used = totalWidth(widths);
    if (used < available && spare >= 0 && spare < columns && !view_->isColumnHidden(spare))
        widths[spare] += available - used;
    for (int c = 0; c < columns; ++c)
        if (!view_->isColumnHidden(c) && view_->columnWidth(c) != widths[c])
            view_->setColumnWidth(c, widths[c]);
    if (wrapRows_)
        view_->resizeRowsToContents();
}

bool TableColumnFitter::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Resize && watched == viewport_)
        refit();
    return QObject::eventFilter(watched, event);
}

} // namespace idscope
