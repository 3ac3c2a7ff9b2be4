// Renders the main window with a realistic paste in the light and the dark theme. As a test
// it checks that everything decodes and paints; with IDSCOPE_SHOTS_DIR set it also saves
// PNGs there so a person can look at them.
#include "browser/databrowser.h"
#include "common/theme.h"
#include "common/zonesetting.h"
#include "database/databasepage.h"
#include "database/databasesession.h"
#include "db/sampledb.h"
#include "decoder/decodermodel.h"
#include "decoder/decoderpanel.h"
#include "explorer/schemaexplorer.h"
#include "gaps/gapspage.h"
#include "help/formatsdialog.h"
#include "locality/localitypage.h"
#include "mainwindow.h"
#include "profile/columnprofilepage.h"
#include "report/exportreportdialog.h"
#include "sampleids.h"
#include "start/startpage.h"
#include "timetravel/timetravelpage.h"
#include "tools/collisioncalculator.h"
#include "tools/idgeneratordialog.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLineEdit>
#include <QPainter>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace idscope;

class TestScreenshots : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void mainWindow_data();
    void mainWindow();
    void formatsDialog();
    void startPage_data();
    void startPage();
    void databasePages_data();
    void databasePages();
    void analysisPages_data();
    void analysisPages();
    void timeTravel_data();
    void timeTravel();
    void toolDialogs_data();
    void toolDialogs();
    void appIconSizes();

private:
    void save(const QPixmap& shot, const QString& name);
    QString demoPath();
    QString dir_;
    QTemporaryDir tmp_;
};

QString TestScreenshots::demoPath()
{
    // Realistic size for plots and counts, still made in about a second.
    const QString path = tmp_.filePath(QStringLiteral("demo.sqlite"));
    if (!QFileInfo::exists(path)) {
        db::SampleOptions o;
        o.rows = 60000;
        if (!db::writeSampleDatabase(path, o).ok)
            return {};
    }
    return path;
}

void TestScreenshots::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("idscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_screenshots"));
    QSettings().clear();
    captureSystemLook();
    dir_ = qEnvironmentVariable("IDSCOPE_SHOTS_DIR");
    if (!dir_.isEmpty())
        QDir().mkpath(dir_);
}

void TestScreenshots::save(const QPixmap& shot, const QString& name)
{
    QVERIFY(!shot.isNull());
    // The picture is not blank: a decoded table and its text have many colours (sampled on a
    // grid, so where the widgets happen to sit does not matter).
    const QImage image = shot.toImage();
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    }
    QVERIFY2(colours.size() >= 8, qPrintable(QString::number(colours.size())));
    if (!dir_.isEmpty())
        QVERIFY(shot.save(QDir(dir_).filePath(name)));
}

void TestScreenshots::mainWindow_data()
{
    QTest::addColumn<QString>("theme");
    QTest::addColumn<QString>("zone");
    QTest::addColumn<QString>("language");
    QTest::newRow("light") << QStringLiteral("light") << QStringLiteral("UTC") << QString();
    QTest::newRow("dark") << QStringLiteral("dark") << QStringLiteral("Europe/Berlin") << QString();
    QTest::newRow("light-ru") << QStringLiteral("light") << QStringLiteral("Europe/Moscow")
                              << QStringLiteral("ru");
}

void TestScreenshots::mainWindow()
{
    QFETCH(QString, theme);
    QFETCH(QString, zone);
    QFETCH(QString, language);
    QTranslator translator;
    if (!language.isEmpty()) {
        QVERIFY(translator.load(QStringLiteral(":/i18n/idscope_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&translator);
    }
    applyTheme(themeFromKey(theme));
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.findChild<QDockWidget*>(QStringLiteral("decoderDock"))->show();
    DecoderPanel* panel = w.decoderPanel();
    panel->setDisplayZone(zone);
    QSignalSpy finished(panel, &DecoderPanel::decodingFinished);
    panel->setText(test::sampleLines().join(QLatin1Char('\n')));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    QCOMPARE(panel->model()->rowCount(), int(test::sampleValues().size()));
    auto* table = panel->findChild<QTableView*>(QStringLiteral("resultsTable"));
    // Light shows the top of the list, dark the bottom (snowflakes, invalid, log-line IDs).
    if (theme == QLatin1String("dark")) {
        table->selectRow(panel->model()->rowCount() - 4);
        table->scrollToBottom();
    } else {
        table->selectRow(4);
    }
    QTest::qWait(50);
    save(w.grab(), QStringLiteral("mainwindow-%1.png").arg(QLatin1String(QTest::currentDataTag())));
    applyTheme(Theme::System);
    QCoreApplication::removeTranslator(&translator);
}

void TestScreenshots::startPage_data()
{
    QTest::addColumn<QString>("theme");
    QTest::newRow("light") << QStringLiteral("light");
    QTest::newRow("dark") << QStringLiteral("dark");
}

void TestScreenshots::startPage()
{
    QFETCH(QString, theme);
    applyTheme(themeFromKey(theme));
    QSettings().setValue(QStringLiteral("files/recent"),
                         QStringList{demoPath(), QDir::temp().filePath(QStringLiteral("x.db"))});
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startPage()->pasteBox()->setText(QStringLiteral("0190b3c5-7a2e-7cc1-9f3e-4b1d2c3a4f5e"));
    QTest::qWait(50);
    save(w.grab(), QStringLiteral("start-%1.png").arg(theme));
    QSettings().remove(QStringLiteral("files/recent"));
    applyTheme(Theme::System);
}

void TestScreenshots::databasePages_data()
{
    QTest::addColumn<QString>("theme");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("column");
    QTest::newRow("light-users") << QStringLiteral("light") << QStringLiteral("users")
                                 << QStringLiteral("id");
    QTest::newRow("dark-orders") << QStringLiteral("dark") << QStringLiteral("orders")
                                 << QStringLiteral("id");
    QTest::newRow("light-messages")
        << QStringLiteral("light") << QStringLiteral("messages") << QStringLiteral("id");
    QTest::newRow("dark-events") << QStringLiteral("dark") << QStringLiteral("events")
                                 << QStringLiteral("id");
}

void TestScreenshots::databasePages()
{
    QFETCH(QString, theme);
    QFETCH(QString, table);
    QFETCH(QString, column);
    applyTheme(themeFromKey(theme));
    const QString path = demoPath();
    QVERIFY(!path.isEmpty());
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.openDatabase(path);
    QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 20000));
    QVERIFY(w.session()->waitForIdle(60000));
    // The browser on the table.
    w.explorer()->selectTable(table);
    w.databasePage()->browseTable(table);
    QVERIFY(QTest::qWaitFor([&] { return !w.session()->isBusy(); }, 20000));
    QTest::qWait(300);
    save(w.grab(), QStringLiteral("browser-%1.png").arg(QLatin1String(QTest::currentDataTag())));
    // The column's profile after a full scan.
    w.session()->profileFully(table);
    QVERIFY(w.session()->waitForIdle(60000));
    w.explorer()->selectColumn(table, column);
    w.databasePage()->profileColumn(table, column);
    QVERIFY(QTest::qWaitFor([&] { return !w.session()->isBusy(); }, 20000));
    QTest::qWait(500);
    save(w.grab(), QStringLiteral("profile-%1.png").arg(QLatin1String(QTest::currentDataTag())));
    w.close();
    applyTheme(Theme::System);
}

void TestScreenshots::analysisPages_data()
{
    QTest::addColumn<QString>("theme");
    QTest::newRow("light") << QStringLiteral("light");
    QTest::newRow("dark") << QStringLiteral("dark");
}

// Key locality (the v4 copy against the v7 copy) and cursor gaps (events) in the main window.
void TestScreenshots::analysisPages()
{
    QFETCH(QString, theme);
    applyTheme(themeFromKey(theme));
    const QString path = demoPath();
    QVERIFY(!path.isEmpty());
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.openDatabase(path);
    QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 20000));
    QVERIFY(w.session()->waitForIdle(60000));
    w.databasePage()->analyseLocality(QStringLiteral("keys_v4"), QStringLiteral("id"));
    w.databasePage()->localityPage()->setSide(LocalityPage::B, QStringLiteral("keys_v7"),
                                              QStringLiteral("id"), QStringLiteral("seq"));
    QVERIFY(w.session()->waitForIdle(60000));
    QTest::qWait(500);
    QVERIFY(w.session()->waitForIdle(60000));
    save(w.grab(), QStringLiteral("locality-%1.png").arg(theme));
    w.databasePage()->findGaps(QStringLiteral("events"), QStringLiteral("id"));
    QVERIFY(w.session()->waitForIdle(60000));
    QTest::qWait(500);
    QVERIFY(w.session()->waitForIdle(60000));
    save(w.grab(), QStringLiteral("gaps-%1.png").arg(theme));
    // The Export button exports the view on screen: the dialog opens with the gaps scope.
    bool sawDialog = false;
    QTimer::singleShot(0, &w, [&] {
        auto* d = qobject_cast<ExportReportDialog*>(QApplication::activeModalWidget());
        if (!d)
            return;
        // The view's choices travel with it: the same commit-time and writer columns.
        const GapsPage* g = w.databasePage()->gapsPage();
        sawDialog = d->scope().gaps.size() == 1 && d->scope().gaps.first().table == u"events" &&
                    !g->commitTimeColumn().isEmpty() &&
                    d->scope().gaps.first().commitTime == g->commitTimeColumn() &&
                    d->scope().gaps.first().writer == g->writerColumn();
        QSignalSpy ready(d, &ExportReportDialog::previewReady);
        d->refreshPreview();
        ready.wait(30000);
        QTest::qWait(200);
        save(d->grab(), QStringLiteral("export-gaps-%1.png").arg(theme));
        d->reject();
    });
    w.databasePage()->exportCurrentView();
    QVERIFY(sawDialog);
    w.close();
    applyTheme(Theme::System);
}

void TestScreenshots::timeTravel_data()
{
    startPage_data();
}

void TestScreenshots::timeTravel()
{
    QFETCH(QString, theme);
    applyTheme(themeFromKey(theme));
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.openDatabase(demoPath());
    QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 20000));
    TimeTravelPage* page = w.databasePage()->timeTravelPage();
    w.databasePage()->tabs()->setCurrentWidget(page);
    QVERIFY(QTest::qWaitFor([&] { return page->isLoaded(); }, 60000));
    const auto first = page->timeline()->firstChange();
    const auto last = page->timeline()->lastChange();
    QVERIFY(first && last);
    page->setInstant(Instant{(first->seconds + last->seconds) / 2, 0});
    QVERIFY(w.session()->waitForIdle(60000));
    QTest::qWait(300);
    save(w.grab(), QStringLiteral("timetravel-%1.png").arg(theme));
    w.close();
    applyTheme(Theme::System);
}

void TestScreenshots::toolDialogs_data()
{
    startPage_data();
}

void TestScreenshots::toolDialogs()
{
    QFETCH(QString, theme);
    applyTheme(themeFromKey(theme));
    ZoneSetting zone;
    {
        CollisionCalculatorDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::qWait(50);
        save(dialog.grab(), QStringLiteral("collision-%1.png").arg(theme));
    }
    {
        IdGeneratorDialog dialog(&zone);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::qWait(50);
        save(dialog.grab(), QStringLiteral("generator-%1.png").arg(theme));
    }
    applyTheme(Theme::System);
}

void TestScreenshots::formatsDialog()
{
    applyTheme(Theme::Light);
    FormatsDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    save(dialog.grab(), QStringLiteral("formats.png"));
    applyTheme(Theme::System);
}

void TestScreenshots::appIconSizes()
{
    // The icon at the sizes menus, title bars and docks use, side by side, then 4x larger so
    // a person can judge legibility.
    const QIcon icon(QStringLiteral(":/icons/idscope.svg"));
    QVERIFY(!icon.isNull());
    const QList<int> sizes{16, 22, 24, 32, 48, 64};
    QImage sheet(16 + 8 * 6 + 16 + 22 + 24 + 32 + 48 + 64, 72, QImage::Format_ARGB32);
    sheet.fill(Qt::white);
    QPainter p(&sheet);
    int x = 8;
    for (int side : sizes) {
        const QPixmap pm = icon.pixmap(QSize(side, side), 1.0);
        QCOMPARE(pm.size(), QSize(side, side));
        p.drawPixmap(x, 4, pm);
        x += side + 8;
    }
    p.end();
    const QPixmap big = QPixmap::fromImage(
        sheet.scaled(sheet.size() * 4, Qt::KeepAspectRatio, Qt::FastTransformation));
    save(big, QStringLiteral("icon-sizes.png"));
}

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
