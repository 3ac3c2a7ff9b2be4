#include "guimain.h"

#include "common/languagemenu.h"
#include "common/theme.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLocale>

namespace idscope {

namespace {
// The stored language ("" = follow the system) wins over the session's locale.
void applyLanguage(QApplication& app)
{
    const QString stored = storedLanguage();
    const QLocale locale = stored.isEmpty() ? QLocale::system() : QLocale(stored);
    if (!stored.isEmpty())
        QLocale::setDefault(locale);
    installTranslations(locale, &app);
}

StartupOptions parseArguments(const QApplication& app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("idscope::GuiMain", "Decode time-ordered IDs."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(
        QStringLiteral("demo"),
        QCoreApplication::translate("idscope::GuiMain", "Open the bundled demo database."));
    parser.addOption(demo);
    parser.addPositionalArgument(
        QStringLiteral("FILE"),
        QCoreApplication::translate("idscope::GuiMain", "SQLite database to open."),
        QStringLiteral("[FILE]"));
    parser.process(app); // exits on --help, --version and unknown options

    StartupOptions options;
    options.demo = parser.isSet(demo);
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty())
        options.file = files.first();
    return options;
}
} // namespace

int runGui(int argc, char** argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("idscope"));
    QCoreApplication::setApplicationName(QStringLiteral("idscope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IDSCOPE_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("idscope"));
    QGuiApplication::setDesktopFileName(QStringLiteral("idscope"));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/idscope.svg")));

    applyLanguage(app);
    const StartupOptions options = parseArguments(app);

    captureSystemLook();
    if (storedTheme() != Theme::System)
        applyTheme(storedTheme());

    MainWindow window(options);
    window.show();
    return QApplication::exec();
}

} // namespace idscope
