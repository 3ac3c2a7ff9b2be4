// View ▸ Language: the system language or a fixed one; takes effect at the next start.
#pragma once

#include <QMenu>

class QActionGroup;

namespace idscope {

// Language codes offered in the menu; "" follows the system locale.
QString storedLanguage();

// Installs Qt's and idscope's translations for `locale`, owned by `owner`. English plural
// forms ("1 table", "2 tables" for "%Ln table(s)") are installed under every language, so a
// plural no translation covers still reads right; the language's own file is searched first.
void installTranslations(const QLocale& locale, QObject* owner);

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
