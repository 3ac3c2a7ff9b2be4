// How wide each grid column gets, as plain arithmetic (no widgets), so it can be tested alone:
// columns that must show their whole text (IDs, decoded instants) get their content width;
// the other columns get theirs up to a cap, give way when that brings the whole row into view
// (cutting them and scrolling anyway would only lose text), and share the room that is left
// when some of them are cut.
#pragma once

#include <QList>

namespace idscope {

struct ColumnNeed {
    int content = 0;    // the width that shows every cell of the page whole
    bool whole = false; // never narrower than `content`
    int user = -1;      // a width the user dragged it to (-1: none)
};

struct ColumnLimits {
    int available = 0;     // the grid's viewport width
    int cap = 0;           // a column that may be cut starts no wider than this…
    int floor = 0;         // …and gives way down to this when the grid is short of room
    bool fillLast = false; // room every column leaves goes to the last (unless dragged)
};

// One width per column. A user's width is kept (for a `whole` column only when it is wider).
// With `fillLast`, room still left once every column has its content goes to the last column
// when the user has not dragged it, so the grid ends at the viewport's edge.
QList<int> fitColumnWidths(const QList<ColumnNeed>& columns, const ColumnLimits& limits);

int totalWidth(const QList<int>& widths);

// Widths within `available` for a view that never scrolls sideways (the schema tree): each
// column its content, then, while too wide, the columns in `order` give way one after the
// other, each down to its floor (a column's floor above its content changes nothing).
QList<int> fitInOrder(const QList<int>& content, const QList<int>& floors, const QList<int>& order,
                      int available);

} // namespace idscope
