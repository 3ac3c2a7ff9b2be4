// The Export Report dialog on the demo database: its choices list every table (counted with
// plain SQL), a page's scope survives setScope/scope, the preview shows the report, Export
// writes the file in the chosen format and remembers folder and format, a failed write says
// why and leaves nothing, Cancel stops the job, a fixed (decoder) document exports, and the
// database is left unchanged. With IDSCOPE_SHOTS_DIR set, screenshots (light and dark) and the
// report's HTML and SVG charts rendered to PNG land there.
#include "common/settingskeys.h"
#include "common/theme.h"
#include "database/databasesession.h"
#include "db/jobrunner.h"
#include "db/sampledb.h"
#include "report/exportreportdialog.h"
#include "report/reportchart.h"
#include "report/reportdecoder.h"
#include "report/reportwriters.h"
#include "sqlitefixture.h"

#include <QApplication>
#include <QDateTimeEdit>
#include <QDir>
#include <QListWidget>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QTimeZone>

#include <cmath>
#include <memory>

using namespace idscope;

class TestExportReportDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void listsEveryTable();
    void scopeRoundTrips();
    void previewShowsReport();
    void previewFollowsChoices();
    void previewHasTheRoom();
    void exportWritesAndRemembers();
    void failedWriteSaysWhy();
    void tableCountsSayWhatTheyCount();
    void defaultFolderExists();
    void exportCreatesMissingFolder();
    void cancelStops();
    void fixedDocument();
    void uncheckedBoxesVisibleInDark();
    void screenshots_data();
    void screenshots();
    void databaseUnchanged();

private:
    bool exportTo(ExportReportDialog& d, const QString& path, QString* message = nullptr);
    QTemporaryDir dir_;
    QString demo_;
    std::unique_ptr<testdb::Snapshot> snap_;
    std::unique_ptr<DatabaseSession> session_;
};

void TestExportReportDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("idscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_exportreportdialog"));
    QSettings().clear();
    captureSystemLook();
    QVERIFY(dir_.isValid());
    QVERIFY(QDir(dir_.path()).mkdir(QStringLiteral("db")));
    demo_ = dir_.filePath(QStringLiteral("db/demo.sqlite"));
    db::SampleOptions o;
    o.rows = 3000;
    QVERIFY(db::writeSampleDatabase(demo_, o).ok);
    snap_ = std::make_unique<testdb::Snapshot>(demo_);
    session_ = std::make_unique<DatabaseSession>();
    session_->open(demo_);
    QTRY_VERIFY_WITH_TIMEOUT(session_->isOpen(), 30000);
    QVERIFY(session_->waitForIdle(60000));
}

bool TestExportReportDialog::exportTo(ExportReportDialog& d, const QString& path, QString* message)
{
    d.setFilePath(path);
    QSignalSpy done(&d, &ExportReportDialog::exported);
    d.startExport();
    if (done.isEmpty() && !done.wait(60000)) // a fixed document is written at once
        return false;
    if (message)
        *message = done.first().at(1).toString();
    return done.first().at(0).toBool();
}

void TestExportReportDialog::listsEveryTable()
{
    ExportReportDialog d(session_.get());
    auto* list = d.findChild<QListWidget*>();
    QVERIFY(list);
    testdb::Writer w(demo_);
    const qint64 tables = w.scalar(QStringLiteral(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"));
    QCOMPARE(qint64(list->count()), tables);
    for (int i = 0; i < list->count(); ++i)
        QCOMPARE(list->item(i)->checkState(), Qt::Checked);
}

void TestExportReportDialog::scopeRoundTrips()
{
    ExportReportDialog d(session_.get());
    const report::ColumnRef ev{QStringLiteral("events"), QStringLiteral("id")};
    d.setScope(report::ReportScope::gapsOf(ev));
    report::ReportScope s = d.scope();
    QVERIFY(!s.overview);
    QVERIFY(!s.tables);
    QVERIFY(s.locality.isEmpty());
    QCOMPARE(s.gaps, QList<report::ColumnRef>{ev});
    d.setScope(report::ReportScope::table(QStringLiteral("users")));
    s = d.scope();
    QVERIFY(s.tables);
    QCOMPARE(s.tableNames, QStringList{QStringLiteral("users")});
    QVERIFY(s.gaps.isEmpty() && s.locality.isEmpty() && !s.asOf);
    const Instant at = Instant::fromUnixSeconds(1790000000);
    d.setScope(report::ReportScope::asOfAt(at, QStringLiteral("entity_versions")));
    s = d.scope();
    QCOMPARE(s.asOf->seconds, at.seconds);
    QCOMPARE(s.versionsTable, QStringLiteral("entity_versions"));
    // The instant is spelled as on every page: RFC 3339 in UTC (2026-09-21T14:13:20Z), also
    // when the machine's zone is not UTC (the edit is set to UTC proper on every Qt).
    const QList<QDateTimeEdit*> edits = d.findChildren<QDateTimeEdit*>();
    QCOMPARE(edits.size(), 1);
    QCOMPARE(edits.first()->text(), QStringLiteral("2026-09-21T14:13:20Z"));
    const QByteArray tz = qgetenv("TZ");
    qputenv("TZ", "Asia/Tokyo");
    d.setScope(report::ReportScope::asOfAt(Instant::fromUnixSeconds(1790000000 + 3600),
                                           QStringLiteral("entity_versions")));
    QCOMPARE(edits.first()->text(), QStringLiteral("2026-09-21T15:13:20Z"));
    QCOMPARE(d.scope().asOf->seconds, 1790000000 + 3600);
    qputenv("TZ", tz);
    d.setScope(report::ReportScope::database());
    s = d.scope();
    QVERIFY(s.overview && s.tables && s.tableNames.isEmpty());
}

void TestExportReportDialog::previewShowsReport()
{
    ExportReportDialog d(session_.get());
    d.setScope(report::ReportScope::table(QStringLiteral("users")));
    QSignalSpy ready(&d, &ExportReportDialog::previewReady);
    d.refreshPreview();
    QVERIFY(ready.wait(60000));
    const QString text = d.preview()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Table users")), qPrintable(text.left(300)));
    QVERIFY(text.contains(QStringLiteral("ID and time columns")));
    QVERIFY(!text.contains(QStringLiteral("Table orders")));
}

// The preview is built when the dialog opens and again after a change, without Update
// Preview; its byte count reads with grouped digits. Expected text from the file and plain SQL.
void TestExportReportDialog::previewFollowsChoices()
{
    ExportReportDialog d(session_.get());
    QSignalSpy ready(&d, &ExportReportDialog::previewReady);
    QVERIFY(ready.wait(60000));
    QString text = d.preview()->toPlainText();
    testdb::Writer w(demo_);
    const QStringList tables = [&] {
        QStringList out;
        for (const QVariantList& r : w.rows(QStringLiteral(
                 "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE "
                 "'sqlite_%' ORDER BY name")))
            out << r.value(0).toString();
        return out;
    }();
    QVERIFY(tables.contains(QStringLiteral("users")));
    for (const QString& t : tables)
        QVERIFY2(text.contains(QStringLiteral("Table ") + t), qPrintable(t));
    const QString size = QLocale(QLocale::English).toString(QFileInfo(demo_).size());
    QVERIFY2(size.contains(u','), qPrintable(size));
    QVERIFY2(text.contains(size), qPrintable(size));
    // Unticking a table rebuilds the preview by itself.
    auto* list = d.findChild<QListWidget*>();
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->text() == QLatin1String("users"))
            list->item(i)->setCheckState(Qt::Unchecked);
    }
    ready.clear();
    QVERIFY(ready.wait(60000));
    text = d.preview()->toPlainText();
    QVERIFY(!text.contains(QStringLiteral("Table users")));
    QVERIFY(text.contains(QStringLiteral("Table orders")));
}

// The preview gets the dialog's room: on a 1280 × 800 screen (or this one, when smaller) the
// dialog takes most of it, the options keep their own, narrow width, and even at 980 × 640
// every table name of the overview (from sqlite_schema) is laid out on one line in the
// preview by Qt's own text layout, never broken mid-word ("entity_version s").
void TestExportReportDialog::previewHasTheRoom()
{
    ExportReportDialog d(session_.get());
    QSignalSpy ready(&d, &ExportReportDialog::previewReady);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    const QSize screen = d.screen()->availableGeometry().size().boundedTo(QSize(1280, 800));
    QVERIFY2(d.width() >= screen.width() * 8 / 10 && d.height() >= screen.height() * 8 / 10,
             qPrintable(QStringLiteral("%1×%2").arg(d.width()).arg(d.height())));
    if (ready.isEmpty())
        QVERIFY(ready.wait(60000));
    d.resize(980, 640); // its size before, and about what a small screen gives it
    QApplication::processEvents();
    auto* split = d.findChild<QSplitter*>();
    QVERIFY(split);
    QVERIFY2(
        split->sizes().at(1) >= 2 * split->sizes().at(0) - 100,
        qPrintable(QStringLiteral("%1 | %2").arg(split->sizes().at(0)).arg(split->sizes().at(1))));
    QTextDocument* doc = d.preview()->document();
    testdb::Writer w(demo_);
    int checked = 0;
    for (const QVariantList& r : w.rows(QStringLiteral(
             "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))) {
        const QString name = r.value(0).toString();
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
            if (b.text() != name)
                continue;
            QVERIFY2(b.layout()->lineCount() == 1, qPrintable(name));
            ++checked;
            break;
        }
    }
    QVERIFY(checked >= 5);
}

void TestExportReportDialog::exportWritesAndRemembers()
{
    const QString out = dir_.filePath(QStringLiteral("out/demo.md"));
    QVERIFY(QDir().mkpath(QFileInfo(out).path()));
    {
        ExportReportDialog d(session_.get());
        d.setScope(report::ReportScope::table(QStringLiteral("events")));
        QString msg;
        QVERIFY2(exportTo(d, out, &msg), qPrintable(msg));
        QCOMPARE(d.format(), report::ReportFormat::Markdown);
    }
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().startsWith("# Database report"));
    ExportReportDialog again(session_.get());
    QCOMPARE(again.format(), report::ReportFormat::Markdown);
    QCOMPARE(QFileInfo(again.filePath()).absolutePath(), QFileInfo(out).absolutePath());
    // PDF from the dialog too (the test runs a QApplication).
    const QString pdf = dir_.filePath(QStringLiteral("out/demo.pdf"));
    again.setScope(report::ReportScope::table(QStringLiteral("events")));
    QVERIFY(exportTo(again, pdf));
    QFile p(pdf);
    QVERIFY(p.open(QIODevice::ReadOnly));
    QVERIFY(p.read(5) == "%PDF-");
}

void TestExportReportDialog::failedWriteSaysWhy()
{
    const QString folder = dir_.filePath(QStringLiteral("folder.html"));
    QVERIFY(QDir().mkpath(folder));
    ExportReportDialog d(session_.get());
    d.setScope(report::ReportScope::table(QStringLiteral("users")));
    QString msg;
    QVERIFY(!exportTo(d, folder, &msg));
    QVERIFY2(msg.contains(QStringLiteral("cannot write")), qPrintable(msg));
    QVERIFY(QDir(folder).isEmpty());
}

// With one table ticked the Database section says 1 in the report and the file's own count
// (plain SQL), not one bare "Tables" figure.
void TestExportReportDialog::tableCountsSayWhatTheyCount()
{
    testdb::Writer w(demo_);
    const qint64 tables = w.scalar(QStringLiteral(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"));
    QVERIFY(tables > 2);
    ExportReportDialog d(session_.get());
    report::ReportScope scope = report::ReportScope::database(); // with the Database section
    scope.tableNames = {QStringLiteral("users")};
    d.setScope(scope);
    QSignalSpy ready(&d, &ExportReportDialog::previewReady);
    d.refreshPreview();
    QVERIFY(ready.wait(60000));
    const QString text = d.preview()->toPlainText();
    const QRegularExpression inReport(QStringLiteral("Tables in report\\s*1\\s"));
    const QRegularExpression inFile(
        QStringLiteral("Tables in the database\\s*%1\\s").arg(QLocale().toString(tables)));
    QVERIFY2(inReport.match(text).hasMatch(), qPrintable(text.left(2000)));
    QVERIFY2(inFile.match(text).hasMatch(), qPrintable(text.left(2000)));
}

// The proposed file lies in a folder that exists: Documents when there is one, else home.
void TestExportReportDialog::defaultFolderExists()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QByteArray oldHome = qgetenv("HOME");
    const auto restore = qScopeGuard([&] { qputenv("HOME", oldHome); });
    qputenv("HOME", QFile::encodeName(home.path()));
    QSettings().remove(settings::kReportFolder);
    QVERIFY(!QFileInfo::exists(home.filePath(QStringLiteral("Documents"))));
    {
        ExportReportDialog d(session_.get());
        const QString folder = QFileInfo(d.filePath()).absolutePath();
        QVERIFY2(QFileInfo(folder).isDir(), qPrintable(d.filePath()));
        QCOMPARE(QDir(folder).canonicalPath(), QDir(home.path()).canonicalPath());
    }
    // A remembered folder that is gone is not proposed either.
    QSettings().setValue(settings::kReportFolder, home.filePath(QStringLiteral("gone")));
    {
        ExportReportDialog d(session_.get());
        QVERIFY2(QFileInfo(QFileInfo(d.filePath()).absolutePath()).isDir(),
                 qPrintable(d.filePath()));
    }
    QSettings().remove(settings::kReportFolder);
}

// A typed path in a folder that does not exist yet is written (the folder is made).
void TestExportReportDialog::exportCreatesMissingFolder()
{
    const QString out = dir_.filePath(QStringLiteral("new/sub/users.md"));
    QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("new"))));
    ExportReportDialog d(session_.get());
    d.setScope(report::ReportScope::table(QStringLiteral("users")));
    QString msg;
    QVERIFY2(exportTo(d, out, &msg), qPrintable(msg));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().startsWith("# Database report"));
    QSettings().remove(settings::kReportFolder);
}

void TestExportReportDialog::cancelStops()
{
    ExportReportDialog d(session_.get());
    d.setFullScan(true);
    d.setFilePath(dir_.filePath(QStringLiteral("cancelled.html")));
    QSignalSpy done(&d, &ExportReportDialog::exported);
    d.startExport();
    QVERIFY(d.isBusy());
    d.cancel();
    QVERIFY(!done.isEmpty() || done.wait(60000));
    QVERIFY(!done.first().at(0).toBool());
    QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("cancelled.html"))));
    QTRY_VERIFY(!d.isBusy());
}

void TestExportReportDialog::fixedDocument()
{
    const Detector det;
    const report::ReportDocument doc =
        report::buildDecoderReport({decodeText(QStringLiteral("1541815603606036480"), det),
                                    decodeText(QStringLiteral("01ARZ3NDEKTSV4RRFFQ69G5FAV"), det)});
    ExportReportDialog d(doc);
    QVERIFY(d.preview()->toPlainText().contains(QStringLiteral("01ARZ3NDEKTSV4RRFFQ69G5FAV")));
    const QString out = dir_.filePath(QStringLiteral("ids.json"));
    QVERIFY(exportTo(d, out));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains("\"input\":\"1541815603606036480\""));
}

void TestExportReportDialog::screenshots_data()
{
    QTest::addColumn<QString>("theme");
    QTest::newRow("light") << QStringLiteral("light");
    QTest::newRow("dark") << QStringLiteral("dark");
}

// In the dark theme an unchecked table in the list must still show its box: the brightest
// step away from the list's base colour inside the item's check area is compared with the
// palette's own placeholder/base contrast (Fusion alone framed it in the base colour).
void TestExportReportDialog::uncheckedBoxesVisibleInDark()
{
    applyTheme(Theme::Dark);
    ExportReportDialog d(session_.get());
    d.setScope(report::ReportScope::database());
    d.resize(1100, 720);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto* list = d.findChild<QListWidget*>();
    QVERIFY(list && list->count() > 0);
    QListWidgetItem* item = list->item(0);
    item->setCheckState(Qt::Unchecked);
    const QImage img = list->viewport()->grab().toImage();
    const QPalette pal = list->palette();
    auto lum = [](QRgb c) { return 0.299 * qRed(c) + 0.587 * qGreen(c) + 0.114 * qBlue(c); };
    const double base = lum(pal.color(QPalette::Base).rgb());
    const double full = std::abs(lum(pal.color(QPalette::PlaceholderText).rgb()) - base);
    const QRect r = list->visualItemRect(item);
    QVERIFY(!r.isEmpty());
    double best = 0;
    // The check box sits at the item's left, before its text: a square of the row's height.
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x < r.left() + r.height(); ++x)
            if (img.rect().contains(x, y))
                best = std::max(best, std::abs(lum(img.pixel(x, y)) - base));
    applyTheme(Theme::System);
    QVERIFY(full > 60);
    QVERIFY2(best >= 0.5 * full, qPrintable(QStringLiteral("%1 of %2").arg(best).arg(full)));
}

void TestExportReportDialog::screenshots()
{
    const QString shots = qEnvironmentVariable("IDSCOPE_SHOTS_DIR");
    if (shots.isEmpty())
        QSKIP("set IDSCOPE_SHOTS_DIR to write screenshots");
    QDir().mkpath(shots);
    QFETCH(QString, theme);
    applyTheme(themeFromKey(theme));
    ExportReportDialog d(session_.get());
    d.setScope(report::ReportScope::database());
    d.resize(1100, 720);
    d.show();
    QSignalSpy ready(&d, &ExportReportDialog::previewReady);
    d.refreshPreview();
    QVERIFY(ready.wait(60000));
    QTest::qWait(50);
    QVERIFY(d.grab().save(shots + QStringLiteral("/exportreport-%1.png").arg(theme)));
    if (theme == QLatin1String("light")) {
        // The exported HTML as QTextDocument draws it, and its SVG charts as a browser would.
        report::ReportDocument doc = d.lastDocument();
        QTextDocument td;
        td.setHtml(QString::fromUtf8(report::toHtml(doc)));
        td.setTextWidth(1000);
        QImage page(QSize(1000, int(std::min(6000.0, td.size().height()))), QImage::Format_RGB32);
        page.fill(Qt::white);
        QPainter p(&page);
        td.drawContents(&p);
        p.end();
        QVERIFY(page.save(shots + QStringLiteral("/report-html.png")));
        int n = 0;
        for (const report::ReportSection& s : doc.sections) {
            for (const report::ReportChart& c : s.charts) {
                for (const char* bg : {"white", "dark"}) {
                    const bool dark = !qstrcmp(bg, "dark");
                    QString svg = report::chartToSvg(c);
                    svg.replace(QStringLiteral("currentColor"),
                                dark ? QStringLiteral("#e6edf3") : QStringLiteral("#1f2328"));
                    QSvgRenderer r(svg.toUtf8());
                    QImage img(QSize(720, 260), QImage::Format_RGB32);
                    img.fill(dark ? QColor(0x0f, 0x14, 0x19) : QColor(Qt::white));
                    QPainter sp(&img);
                    r.render(&sp);
                    sp.end();
                    img.save(shots +
                             QStringLiteral("/svg-%1-%2.png").arg(n).arg(QLatin1String(bg)));
                }
                ++n;
            }
        }
    }
    applyTheme(Theme::System);
}

void TestExportReportDialog::databaseUnchanged()
{
    session_->close();
    VERIFY_UNCHANGED(*snap_);
}

QTEST_MAIN(TestExportReportDialog)
#include "tst_exportreportdialog.moc"
