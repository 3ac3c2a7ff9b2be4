// View ▸ Theme: follow the system, light or dark; applies at once and is remembered.
#pragma once

#include "theme.h"

#include <QMenu>

class QActionGroup;

namespace idscope {

class ThemeMenu : public QMenu {
    Q_OBJECT
public:
    explicit ThemeMenu(QWidget* parent = nullptr);

signals:
    void themeChanged(idscope::Theme theme);

private:
    QAction* addThemeAction(Theme t, const QString& text, const QString& tip);
    QActionGroup* group_;
};

} // namespace idscope
