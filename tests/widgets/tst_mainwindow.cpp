// The application shell: menus and their actions, persisted layout and choices, themes,
// the dialogs of the Help menu, and the embedded translation.
#include "common/settingskeys.h"
#include "common/theme.h"
#include "common/zonesetting.h"
#include "decoder/decodermodel.h"
#include "decoder/decoderpanel.h"
#include "help/aboutdialog.h"
#include "help/formatsdialog.h"
#include "ids/format.h"
#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>

using namespace idscope;

namespace {
QList<QAction*> menuActions(const QMainWindow& w)
{
    QList<QAction*> out;
    QList<QMenu*> pending;
    for (QAction* a : w.menuBar()->actions()) {
        if (a->menu())
            pending.append(a->menu());
    }
    while (!pending.isEmpty()) {
        QMenu* menu = pending.takeFirst();
        for (QAction* a : menu->actions()) {
            if (a->isSeparator())
                continue;
            out.append(a);
            if (a->menu())
                pending.append(a->menu());
        }
    }
    return out;
}

QAction* action(const QMainWindow& w, const char* name)
{
    return w.findChild<QAction*>(QString::fromLatin1(name));
}
} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void everyActionHasStatusTip();
    void menusHaveNoDatabaseActionsYet();
    void shortcuts();
    void decodeClipboardAction();
    void layoutPersists();
    void zoneChoicePersistsAndSpreads();
    void darkAndLightThemes();
    void startupFileShown();
    void aboutNamesVersions();
    void formatsDialogListsEveryFormat();
    void russianTranslationIsEmbedded();
    void russianTranslationIsComplete();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("idscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    captureSystemLook();
}

void TestMainWindow::init()
{
    QSettings().clear();
}

void TestMainWindow::everyActionHasStatusTip()
{
    MainWindow w;
    const QList<QAction*> actions = menuActions(w);
    QVERIFY(actions.size() >= 10);
    for (QAction* a : actions)
        QVERIFY2(!a->statusTip().isEmpty(), qPrintable(a->text()));
}

void TestMainWindow::menusHaveNoDatabaseActionsYet()
{
    MainWindow w;
    for (QAction* a : menuActions(w)) {
        QVERIFY2(a->isEnabled(), qPrintable(a->text())); // nothing shown greyed out
        QVERIFY(!a->text().contains(QStringLiteral("Open"), Qt::CaseInsensitive));
    }
}

void TestMainWindow::shortcuts()
{
    MainWindow w;
    QCOMPARE(action(w, "actionQuit")->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Q));
    QCOMPARE(action(w, "actionDecodeClipboard")->shortcut(),
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    QVERIFY(!action(w, "actionFormats")->shortcut().isEmpty());
    QVERIFY(!action(w, "actionToggleDecoder")->shortcut().isEmpty());
}

void TestMainWindow::decodeClipboardAction()
{
    MainWindow w;
    w.show();
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("decoderDock"));
    dock->hide();
    QGuiApplication::clipboard()->setText(QStringLiteral("0ujtsYcgvSTl8PAuAdqWYSMnLOv"));
    action(w, "actionDecodeClipboard")->trigger();
    QVERIFY(dock->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(w.decoderPanel()->model()->rowCount(), 1, 10000);
    QCOMPARE(w.decoderPanel()->model()->index(0, DecoderModel::FormatColumn).data().toString(),
             QStringLiteral("ksuid"));
}

void TestMainWindow::layoutPersists()
{
    {
        MainWindow w;
        w.show();
        QCOMPARE(w.size(), QSize(1280, 800)); // first start
        w.resize(1000, 650);
        w.findChild<QDockWidget*>(QStringLiteral("decoderDock"))->hide();
        w.close();
    }
    QVERIFY(QSettings().contains(settings::kWindowGeometry));
    QVERIFY(QSettings().contains(settings::kWindowState));
    MainWindow again;
    again.show();
    QCOMPARE(again.size(), QSize(1000, 650));
    QVERIFY(!again.findChild<QDockWidget*>(QStringLiteral("decoderDock"))->isVisible());
}

void TestMainWindow::zoneChoicePersistsAndSpreads()
{
    {
        MainWindow w;
        QCOMPARE(w.decoderPanel()->displayZone(), QStringLiteral("UTC"));
        QSignalSpy changed(w.zoneSetting(), &ZoneSetting::changed);
        emit w.decoderPanel()->displayZoneChanged(QStringLiteral("Europe/Berlin"));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(QSettings().value(settings::kTimeZone).toString(),
                 QStringLiteral("Europe/Berlin"));
        // A change from elsewhere in the app reaches the panel.
        w.zoneSetting()->setName(QStringLiteral("Asia/Tokyo"));
        QCOMPARE(w.decoderPanel()->displayZone(), QStringLiteral("Asia/Tokyo"));
        w.zoneSetting()->setName(QStringLiteral("Not/AZone"));
        QCOMPARE(w.zoneSetting()->name(), QStringLiteral("Asia/Tokyo"));
    }
    MainWindow again;
    QCOMPARE(again.decoderPanel()->displayZone(), QStringLiteral("Asia/Tokyo"));
    QCOMPARE(again.decoderPanel()->model()->zone().name(), QStringLiteral("Asia/Tokyo"));
}

void TestMainWindow::darkAndLightThemes()
{
    MainWindow w;
    w.show();
    w.decoderPanel()->setText(QStringLiteral("507f1f77bcf86cd799439011"));
    QTRY_COMPARE_WITH_TIMEOUT(w.decoderPanel()->model()->rowCount(), 1, 10000);
    auto* details = w.findChild<QTextBrowser*>(QStringLiteral("detailsView"));
    QTRY_VERIFY(!details->toPlainText().isEmpty());
    const QString darkMuted = darkPalette().color(QPalette::PlaceholderText).name();

    action(w, "theme_dark")->trigger();
    QCOMPARE(QSettings().value(settings::kTheme).toString(), QStringLiteral("dark"));
    QCOMPARE(QApplication::palette().color(QPalette::Base), darkPalette().color(QPalette::Base));
    QVERIFY(QApplication::palette().color(QPalette::Base).lightness() <
            QApplication::palette().color(QPalette::Text).lightness());
    // The details pane rebuilt its HTML with the new palette's colours.
    QTRY_VERIFY(details->toHtml().contains(darkMuted));

    action(w, "theme_light")->trigger();
    QVERIFY(QApplication::palette().color(QPalette::Base).lightness() >
            QApplication::palette().color(QPalette::Text).lightness());
    QTRY_VERIFY(!details->toHtml().contains(darkMuted));
    QCOMPARE(storedTheme(), Theme::Light);
    action(w, "theme_system")->trigger();
    QCOMPARE(storedTheme(), Theme::System);
}

void TestMainWindow::startupFileShown()
{
    StartupOptions options;
    options.file = QStringLiteral("/data/orders.sqlite");
    MainWindow w(options);
    QVERIFY(w.statusBar()->currentMessage().contains(options.file));
}

void TestMainWindow::aboutNamesVersions()
{
    const QString text = AboutDialog::text();
    QVERIFY(text.contains(QStringLiteral(IDSCOPE_VERSION)));
    QVERIFY(text.contains(QString::fromLatin1(qVersion())));
    QVERIFY(text.contains(QStringLiteral("SQLite 3.")));
}

void TestMainWindow::formatsDialogListsEveryFormat()
{
    FormatsDialog dialog;
    auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("formatsTable"));
    const QList<Format> formats = allFormats();
    QCOMPARE(table->rowCount(), int(formats.size()));
    for (int r = 0; r < table->rowCount(); ++r)
        QCOMPARE(table->item(r, FormatsDialog::Name)->text(),
                 QString::fromLatin1(formatInfo(formats.at(r)).name));
    dialog.findChild<QLineEdit*>(QStringLiteral("formatsFilter"))->setText(QStringLiteral("ksuid"));
    int shown = 0;
    for (int r = 0; r < table->rowCount(); ++r)
        shown += table->isRowHidden(r) ? 0 : 1;
    QCOMPARE(shown, 1);
}

void TestMainWindow::russianTranslationIsEmbedded()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/idscope_ru.qm")));
    QCOMPARE(translator.language(), QStringLiteral("ru_RU"));
    QCOMPARE(translator.translate("idscope::DecoderModel", "Format"), QStringLiteral("Формат"));
    QVERIFY(!translator.translate("idscope::MainWindow", "&Quit").isEmpty());
}

void TestMainWindow::russianTranslationIsComplete()
{
    QFile ts(QStringLiteral(IDSCOPE_SOURCE_DIR "/translations/idscope_ru.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    const QByteArray text = ts.readAll();
    QVERIFY(text.contains("<message"));
    QCOMPARE(text.count("type=\"unfinished\""), 0);
    QCOMPARE(text.count("<translation></translation>"), 0);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
