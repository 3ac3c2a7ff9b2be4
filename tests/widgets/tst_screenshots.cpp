// Renders the main window with a realistic paste in the light and the dark theme. As a test
// it checks that everything decodes and paints; with IDSCOPE_SHOTS_DIR set it also saves
// PNGs there so a person can look at them.
#include "common/theme.h"
#include "decoder/decodermodel.h"
#include "decoder/decoderpanel.h"
#include "help/formatsdialog.h"
#include "mainwindow.h"
#include "sampleids.h"

#include <QApplication>
#include <QDir>
#include <QPainter>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTranslator>

using namespace idscope;

class TestScreenshots : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void mainWindow_data();
    void mainWindow();
    void formatsDialog();
    void appIconSizes();

private:
    void save(const QPixmap& shot, const QString& name);
    QString dir_;
};

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
    // The picture is not blank: a decoded table has many colours.
    const QImage image = shot.toImage();
    QVERIFY(image.pixel(10, 10) != image.pixel(image.width() / 2, image.height() / 2) ||
            image.pixel(5, image.height() - 5) != image.pixel(10, 10));
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
