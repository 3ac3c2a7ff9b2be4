#include "thememenu.h"

#include <QActionGroup>

namespace idscope {

ThemeMenu::ThemeMenu(QWidget* parent) : QMenu(tr("&Theme"), parent), group_(new QActionGroup(this))
{
    setObjectName(QStringLiteral("themeMenu"));
    menuAction()->setStatusTip(tr("Choose light or dark colours, or follow the system"));
    addThemeAction(Theme::System, tr("Follow &System"),
                   tr("Use the colours and style of the desktop environment"));
    addThemeAction(Theme::Light, tr("&Light"), tr("Use light colours"));
    addThemeAction(Theme::Dark, tr("&Dark"), tr("Use dark colours"));
}

QAction* ThemeMenu::addThemeAction(Theme t, const QString& text, const QString& tip)
{
    QAction* a = addAction(text);
    a->setObjectName(QStringLiteral("theme_") + themeKey(t));
    a->setCheckable(true);
    a->setChecked(storedTheme() == t);
    a->setStatusTip(tip);
    group_->addAction(a);
    connect(a, &QAction::triggered, this, [this, t] {
        applyTheme(t);
        storeTheme(t);
        emit themeChanged(t);
    });
    return a;
}

} // namespace idscope
