// Keeps a table's columns inside its viewport, so nothing needs a sideways scroll: each column
// gets the width its header and its cells need; when that is more than the viewport holds, the
// columns named to give way do so in turn, first down to a few characters, then down to their
// header (their cells elide; the model's tooltip carries the whole text); with wrapped rows
// the first step stops at their widest word, their text on more lines; room to spare goes
// to the last column, or to the column named by setSpareColumn() (-1: none, the columns keep
// their content widths and the header ends short of the viewport). Refits when the viewport is
// resized (the user drags a splitter or the dock), when the rows or their texts change and when the
// sort arrow moves to another header. Widths are worked out by columnfit.h's plain arithmetic; a
// width the user drags stays until the next refit.
#pragma once

#include <QList>
#include <QObject>

class QTableView;

namespace idscope {

class TableColumnFitter : public QObject {
    Q_OBJECT
public:
    // `view` already has its model; `giveWay` lists the columns that may be cut, first first.
    TableColumnFitter(QTableView* view, QList<int> giveWay);

    void refit();
    // Which column takes the room the others leave: the last (the default), another, or none.
    void setSpareColumn(int column);
    static constexpr int kLastColumn = -2;
    static constexpr int kNoColumn = -1;
    // Rows as tall as their wrapped cells (the view wraps words): a column that gave way then
    // shows its text on more lines instead of cutting it. Off by default (one line a row).
    void setWrapRows(bool on);
    // The narrowest the column gets with its header text whole (the sort arrow included).
    int headerWidth(int column) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void measure(int first, int last); // the content widths of columns first..last
    void apply();

    QTableView* view_;
    // Compared by address only: the filter also sees the viewport's last events while the view
    // itself is being destroyed, when no member of the view may be called.
    const QObject* viewport_;
    QList<int> giveWay_;
    int spare_ = kLastColumn;
    bool wrapRows_ = false;
    QList<int> content_; // per column, from the cells (without the header)
    QList<int> words_;   // per column, the widest word of its cells (wrapped rows only)
    bool fitting_ = false;
    bool again_ = false;
};

} // namespace idscope
