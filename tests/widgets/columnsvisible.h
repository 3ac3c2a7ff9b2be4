// Whether a table shows every column within its viewport, worked out from the view's fonts and
// the style's own geometry, never from the code that sized the columns: each header's text
// fits the room the style gives its label (less the sort arrow where there is one), each cell
// in view holds its text and the item margins or is elided with its whole text in its
// tooltip, the last column ends inside the viewport, and there is nothing to scroll sideways.
#pragma once

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLocale>
#include <QScrollBar>
#include <QStringList>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTableView>
#include <QTranslator>

#include <algorithm>

namespace idscope::test {

// One line per problem; empty when everything shows.
inline QStringList columnFitProblems(const QTableView& view)
{
    QStringList problems;
    const QHeaderView* h = view.horizontalHeader();
    const QAbstractItemModel* m = view.model();
    const QFontMetrics headerFm(h->font());
    const QFontMetrics cellFm(view.font());
    // QCommonStyle draws item text inside PM_FocusFrameHMargin + 1 on each side.
    const int cellMargins =
        2 * (view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &view) + 1);
    const int top = std::max(0, view.rowAt(0));
    int bottom = view.rowAt(view.viewport()->height() - 1);
    if (bottom < 0)
        bottom = m->rowCount() - 1;
    int right = 0;
    for (int c = 0; c < m->columnCount(); ++c) {
        if (view.isColumnHidden(c))
            continue;
        const int width = h->sectionSize(c);
        right = std::max(right, h->sectionViewportPosition(c) + width);
        QStyleOptionHeader opt;
        opt.initFrom(h);
        opt.state |= QStyle::State_Horizontal;
        opt.orientation = Qt::Horizontal;
        opt.rect = QRect(0, 0, width, h->height());
        opt.text = m->headerData(c, Qt::Horizontal).toString();
        if (h->isSortIndicatorShown() && h->sortIndicatorSection() == c)
            opt.sortIndicator = h->sortIndicatorOrder() == Qt::AscendingOrder
                                    ? QStyleOptionHeader::SortDown
                                    : QStyleOptionHeader::SortUp;
        const int label = h->style()->subElementRect(QStyle::SE_HeaderLabel, &opt, h).width();
        if (headerFm.horizontalAdvance(opt.text) > label)
            problems << QStringLiteral("header %1 \"%2\": %3 px of text, %4 px of label")
                            .arg(c)
                            .arg(opt.text)
                            .arg(headerFm.horizontalAdvance(opt.text))
                            .arg(label);
        for (int r = top; r <= bottom && r < m->rowCount(); ++r) {
            const QModelIndex i = m->index(r, c);
            const QString text = i.data().toString();
            if (text.isEmpty() || cellFm.horizontalAdvance(text) + cellMargins <= width)
                continue;
            if (i.data(Qt::ToolTipRole).toString().contains(text))
                continue; // elided, and whole in the tooltip
            problems << QStringLiteral("cell %1,%2 \"%3\": %4 px in a %5 px column, not in "
                                       "its tooltip")
                            .arg(r)
                            .arg(c)
                            .arg(text)
                            .arg(cellFm.horizontalAdvance(text) + cellMargins)
                            .arg(width);
        }
    }
    if (right > view.viewport()->width())
        problems << QStringLiteral("the last column ends at %1 px, the viewport is %2 px wide")
                        .arg(right)
                        .arg(view.viewport()->width());
    if (view.horizontalScrollBar()->maximum() > 0)
        problems << QStringLiteral("scrolls sideways by %1 px")
                        .arg(view.horizontalScrollBar()->maximum());
    return problems;
}

// Columns wider than anything they show: per visible column (those in `except` aside), the
// section less the room its header needs (text, the style's label margins, a sort arrow where
// there is one) and the room its widest cell needs over every row of the model (text and the
// item margins); one line per column with more than `tolerance` px to spare.
inline QStringList columnSlackProblems(const QTableView& view, int tolerance,
                                       const QList<int>& except = {})
{
    QStringList problems;
    const QHeaderView* h = view.horizontalHeader();
    const QAbstractItemModel* m = view.model();
    const QFontMetrics headerFm(h->font());
    const QFontMetrics cellFm(view.font());
    const int cellMargins =
        2 * (view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &view) + 1) +
        (view.showGrid() ? 1 : 0);
    for (int c = 0; c < m->columnCount(); ++c) {
        if (view.isColumnHidden(c) || except.contains(c))
            continue;
        const int width = h->sectionSize(c);
        QStyleOptionHeader opt;
        opt.initFrom(h);
        opt.state |= QStyle::State_Horizontal;
        opt.orientation = Qt::Horizontal;
        opt.rect = QRect(0, 0, width, h->height());
        opt.text = m->headerData(c, Qt::Horizontal).toString();
        if (h->isSortIndicatorShown() && h->sortIndicatorSection() == c)
            opt.sortIndicator = h->sortIndicatorOrder() == Qt::AscendingOrder
                                    ? QStyleOptionHeader::SortDown
                                    : QStyleOptionHeader::SortUp;
        const int label = h->style()->subElementRect(QStyle::SE_HeaderLabel, &opt, h).width();
        int need = width - label + headerFm.horizontalAdvance(opt.text);
        for (int r = 0; r < m->rowCount(); ++r)
            need = std::max(need, cellFm.horizontalAdvance(m->index(r, c).data().toString()) +
                                      cellMargins);
        if (width - need > tolerance)
            problems << QStringLiteral("column %1 \"%2\": %3 px wide, its widest text needs %4 px")
                            .arg(c)
                            .arg(opt.text)
                            .arg(width)
                            .arg(need);
    }
    return problems;
}

// The same check after resizing `w` to each width (height kept): the problems, each prefixed
// with its width; empty when every width fits.
inline QStringList columnFitProblemsAtWidths(QWidget& w, const QTableView& view,
                                             std::initializer_list<int> widths)
{
    QStringList all;
    for (int width : widths) {
        w.resize(width, w.height());
        QCoreApplication::processEvents();
        for (const QString& p : columnFitProblems(view))
            all << QString::number(width) + QStringLiteral(": ") + p;
    }
    return all;
}

// The Russian UI (translator and locale) for a scope, when `on`; restored on destruction.
class RussianUi {
public:
    explicit RussianUi(bool on = true)
    {
        if (on && translator_.load(QStringLiteral(":/i18n/idscope_ru.qm"))) {
            QCoreApplication::installTranslator(&translator_);
            QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
            loaded_ = true;
        }
        failed_ = on && !loaded_;
    }
    ~RussianUi()
    {
        QCoreApplication::removeTranslator(&translator_);
        QLocale::setDefault(before_);
    }
    RussianUi(const RussianUi&) = delete;
    RussianUi& operator=(const RussianUi&) = delete;
    bool failed() const { return failed_; } // asked for but the translation did not load
private:
    QLocale before_;
    QTranslator translator_;
    bool loaded_ = false, failed_ = false;
};

} // namespace idscope::test
