// The tooltip a user sees when hovering a cell of a view: the QHelpEvent a hover sends, then
// the visible tooltip label (nullptr when none appeared within the timeout).
#pragma once

#include <QAbstractItemView>
#include <QApplication>
#include <QDeadlineTimer>
#include <QHelpEvent>
#include <QTest>
#include <QToolTip>

namespace idscope::test {

inline QWidget* hoverToolTip(QAbstractItemView* view, const QModelIndex& index,
                             int timeoutMs = 2000)
{
    QToolTip::hideText();
    view->scrollTo(index);
    const QPoint at = view->visualRect(index).center();
    QHelpEvent hover(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
    QApplication::sendEvent(view->viewport(), &hover);
    const QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        for (QWidget* top : QApplication::topLevelWidgets()) {
            if (top->objectName() == QLatin1String("qtooltip_label") && top->isVisible())
                return top;
        }
        QTest::qWait(10);
    }
    return nullptr;
}

} // namespace idscope::test
