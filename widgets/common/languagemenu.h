// View ▸ Language: the system language or a fixed one; takes effect at the next start.
#pragma once

#include <QMenu>

class QActionGroup;

namespace idscope {

// Language codes offered in the menu; "" follows the system locale.
QString storedLanguage();

class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget* parent = nullptr);

signals:
    // The stored choice changed; the running session keeps its language until restart.
    void languageChanged(const QString& code);

private:
    void addLanguage(const QString& code, const QString& text, const QString& tip);
    QActionGroup* group_;
};

} // namespace idscope
