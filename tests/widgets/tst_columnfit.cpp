// The grid's width arithmetic on hand-worked cases: whole columns never shrink, columns that
// may be cut give way in proportion down to the floor when that brings the row into view,
// and room left goes to the cut ones; the schema tree's columns give way in order.
#include "browser/columnfit.h"

#include <QTest>

using namespace idscope;

class TestColumnFit : public QObject {
    Q_OBJECT
private slots:
    void roomEnoughKeepsContent()
    {
        const QList<ColumnNeed> c = {{100, true, -1}, {50, false, -1}};
        QCOMPARE(fitColumnWidths(c, {1000, 300, 60}), (QList<int>{100, 50}));
    }
    void roomLeftGrowsCappedColumns()
    {
        // 100 + 300 (capped from 500) + 300 (capped from 400) = 700; 200 px left, shared 2:1
        // as 133 + 66, the pixel rounding left over going to the first column.
        const QList<ColumnNeed> c = {{100, true, -1}, {500, false, -1}, {400, false, -1}};
        QCOMPARE(fitColumnWidths(c, {900, 300, 60}), (QList<int>{100, 434, 366}));
        // More room than they need: each stops at its content.
        QCOMPARE(fitColumnWidths(c, {2000, 300, 60}), (QList<int>{100, 500, 400}));
    }
    void roomLeftFillsTheLastColumn()
    {
        // 100 + 500 + 400 = 1000 in 2000: with fillLast the last one takes the 1000 left.
        const QList<ColumnNeed> c = {{100, true, -1}, {500, false, -1}, {400, false, -1}};
        ColumnLimits l{2000, 300, 60};
        l.fillLast = true;
        QCOMPARE(fitColumnWidths(c, l), (QList<int>{100, 500, 1400}));
        // The capped ones grow to their content first (900: as without fillLast).
        l.available = 900;
        QCOMPARE(fitColumnWidths(c, l), (QList<int>{100, 434, 366}));
        // A whole last column grows too; a dragged one keeps its width.
        const QList<ColumnNeed> whole = {{100, false, -1}, {200, true, -1}};
        l.available = 1000;
        QCOMPARE(fitColumnWidths(whole, l), (QList<int>{100, 900}));
        const QList<ColumnNeed> dragged = {{100, false, -1}, {200, false, 250}};
        QCOMPARE(fitColumnWidths(dragged, l), (QList<int>{100, 250}));
    }
    void shortOfRoomCutsOnlyFlexible()
    {
        // Needs 200 + 300 + 200 = 700 in 500: the two cuttable ones give 200 in proportion to
        // their room above the floor, 240:140 → 126 + 73, and the left-over pixel from the first.
        const QList<ColumnNeed> c = {{200, true, -1}, {300, false, -1}, {200, false, -1}};
        QCOMPARE(fitColumnWidths(c, {500, 400, 60}), (QList<int>{200, 173, 127}));
        // Just enough: down to the floor, never below; the whole column stays.
        QCOMPARE(fitColumnWidths(c, {320, 400, 60}), (QList<int>{200, 60, 60}));
        // Too short even at the floor: the grid scrolls anyway, so nothing is cut.
        QCOMPARE(fitColumnWidths(c, {319, 400, 60}), (QList<int>{200, 300, 200}));
        QCOMPARE(fitColumnWidths(c, {100, 250, 60}), (QList<int>{200, 250, 200}));
    }
    void inOrder()
    {
        // 100 + 150 + 120 = 370 in 300: the second column gives 70 first (floor 60).
        QCOMPARE(fitInOrder({100, 150, 120}, {40, 60, 50}, {1, 2, 0}, 300),
                 (QList<int>{100, 80, 120}));
        // In 200: the second down to 60 (90), the third down to 50 (70), the first gives 10.
        QCOMPARE(fitInOrder({100, 150, 120}, {40, 60, 50}, {1, 2, 0}, 200),
                 (QList<int>{90, 60, 50}));
        // Never below the floors, even when that is too wide; room to spare changes nothing.
        QCOMPARE(fitInOrder({100, 150, 120}, {40, 60, 50}, {1, 2, 0}, 10),
                 (QList<int>{40, 60, 50}));
        QCOMPARE(fitInOrder({100, 150, 120}, {40, 60, 50}, {1, 2, 0}, 900),
                 (QList<int>{100, 150, 120}));
        // A floor above the content keeps the content.
        QCOMPARE(fitInOrder({30, 150}, {40, 60}, {0, 1}, 100), (QList<int>{30, 70}));
    }
    void userWidths()
    {
        // A dragged width is kept; a whole column is never narrower than its content.
        const QList<ColumnNeed> c = {{200, true, 150}, {300, false, 80}, {100, true, 260}};
        QCOMPARE(fitColumnWidths(c, {100, 400, 60}), (QList<int>{200, 80, 260}));
    }
};

QTEST_MAIN(TestColumnFit)
#include "tst_columnfit.moc"
