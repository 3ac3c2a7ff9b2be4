#include "languagemenu.h"

#include "settingskeys.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace idscope {

QString storedLanguage()
{
    return QSettings().value(settings::kLanguage).toString();
}

void installTranslations(const QLocale& locale, QObject* owner)
{
    auto* qt = new QTranslator(owner);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto* english = new QTranslator(owner);
    if (english->load(QStringLiteral(":/i18n/idscope_en.qm")))
        QCoreApplication::installTranslator(english);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return;
    auto* own = new QTranslator(owner);
    if (own->load(locale, QStringLiteral("idscope"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own); // installed last: searched first
}

LanguageMenu::LanguageMenu(QWidget* parent)
    : QMenu(tr("&Language"), parent), group_(new QActionGroup(this))
{
    setObjectName(QStringLiteral("languageMenu"));
    menuAction()->setStatusTip(tr("Choose the language of the user interface"));
    addLanguage(QString(), tr("Follow &System"), tr("Use the language of the desktop session"));
    // Language names stay in their own language so a user can always find theirs.
    addLanguage(QStringLiteral("en"), QStringLiteral("English"),
                tr("Show the user interface in English"));
    addLanguage(QStringLiteral("ru"), QStringLiteral("Русский"),
                tr("Show the user interface in Russian"));
}

void LanguageMenu::addLanguage(const QString& code, const QString& text, const QString& tip)
{
    QAction* a = addAction(text);
    a->setObjectName(QStringLiteral("language_") +
                     (code.isEmpty() ? QStringLiteral("system") : code));
    a->setCheckable(true);
    a->setChecked(storedLanguage() == code);
    a->setStatusTip(tip + QLatin1Char(' ') + tr("(takes effect after a restart)"));
    group_->addAction(a);
    connect(a, &QAction::triggered, this, [this, code] {
        if (code == storedLanguage())
            return; // the language shown already: nothing to restart for
        QSettings().setValue(settings::kLanguage, code);
        emit languageChanged(code);
    });
}

} // namespace idscope
