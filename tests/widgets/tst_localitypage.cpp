// The key-locality page on the demo database: keys_v4 against keys_v7 (the same inserts keyed
// by UUIDv4 and UUIDv7), checked against plain SQL and a brute-force inversion count; WITHOUT
// ROWID tables ask for the insertion order; the plot and page-map geometry; the file left
// untouched; screenshots in both themes (saved when IDSCOPE_SHOTS_DIR is set).
#include "common/theme.h"
#include "common/zonesetting.h"
#include "database/databasesession.h"
#include "db/jobrunner.h"
#include "db/sampledb.h"
#include "locality/leafpagemap.h"
#include "locality/localitymetrics.h"
#include "locality/localitypage.h"
#include "locality/rankdensityplot.h"
#include "screenshot.h"
#include "sqlitefixture.h"
#include "tooltipshown.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStyle>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolTip>

#include <cmath>
#include <random>

using namespace idscope;
using namespace idscope::analysis;

class TestLocalityPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void densityGeometry();
    void scaleReadableInBothThemes();
    void leafLayout_data();
    void leafLayout();
    void compareV4V7();
    void verdictNumbersInUiLocale();
    void withoutRowidAsksForOrder();
    void analyseColumnSlot();
    void comparisonSideSaysWhatItIsFor();
    void recentBoxGroupsDigits();
    void smallTableJudgedOnFewNewestKeys();
    void staleLeafCaptionCleared();
    void metricTooltipsWrap();
    void explanationsWrapWhole_data();
    void explanationsWrapWhole();
    void yTitleWhole();
    void screenshots();
    void cleanupTestCase();

private:
    void waitSide(LocalityPage::Side side);
    quint64 bruteInversions(const QString& table);
    QString smallDb(); // keys_v4 and keys_v7 of 1,500 rows each, built once
    QTemporaryDir smallDir_;
    QString small_;

    QTemporaryDir dir_;
    QString demo_;
    std::unique_ptr<testdb::Snapshot> snap_;
    std::unique_ptr<DatabaseSession> session_;
    std::unique_ptr<ZoneSetting> zone_;
    std::unique_ptr<LocalityPage> page_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
};

void TestLocalityPage::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("idscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_localitypage"));
    QSettings().clear();
    captureSystemLook();
    QVERIFY(dir_.isValid());
    demo_ = dir_.filePath(QStringLiteral("demo.sqlite"));
    db::SampleOptions o;
    o.rows = 200000; // the GUI demo's size: keys_v4/keys_v7 hold 30,000 rows each
    QVERIFY(db::writeSampleDatabase(demo_, o).ok);
    snap_ = std::make_unique<testdb::Snapshot>(demo_);
    session_ = std::make_unique<DatabaseSession>();
    zone_ = std::make_unique<ZoneSetting>();
    page_ = std::make_unique<LocalityPage>(session_.get(), zone_.get());
    tester_ = std::make_unique<QAbstractItemModelTester>(
        page_->metricsTable()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    page_->resize(1400, 900);
    QSignalSpy opened(session_.get(), &DatabaseSession::opened);
    session_->open(demo_);
    QTRY_VERIFY_WITH_TIMEOUT(opened.count() > 0, 30000);
    QVERIFY(page_->tableCombo(LocalityPage::A)->findData(QStringLiteral("keys_v4")) >= 0);
}

void TestLocalityPage::waitSide(LocalityPage::Side side)
{
    QTRY_VERIFY_WITH_TIMEOUT(!page_->isRunning(side), 30000);
    QCoreApplication::processEvents();
}

quint64 TestLocalityPage::bruteInversions(const QString& table)
{
    testdb::Writer w(demo_);
    std::vector<qint64> seq;
    for (const QVariantList& r :
         w.rows(QStringLiteral("SELECT seq FROM %1 ORDER BY id").arg(table)))
        seq.push_back(r[0].toLongLong());
    quint64 n = 0;
    for (std::size_t i = 0; i < seq.size(); ++i)
        for (std::size_t j = i + 1; j < seq.size(); ++j)
            n += seq[i] > seq[j];
    return n;
}

void TestLocalityPage::densityGeometry()
{
    QCOMPARE(RankDensityGeometry::intensity(0, 10), 0.0);
    QCOMPARE(RankDensityGeometry::intensity(10, 10), 1.0);
    QVERIFY(RankDensityGeometry::intensity(1, 1000000) >= 0.25);
    QVERIFY(RankDensityGeometry::intensity(2, 10) < RankDensityGeometry::intensity(3, 10));
    const auto g = RankDensityGeometry::layout(QRectF(0, 0, 300, 200), 14);
    QVERIFY(g.plot.width() > 250 && g.plot.height() > 150);
    QVERIFY(g.xLabel.top() >= g.plot.bottom());
    QVERIFY(g.yLabel.right() <= g.plot.left());
    QVERIFY(g.xTicks.isEmpty()); // no ranks, no scale
    // With a scale: ticks at 0, ¼, ½, ¾, all of n, at the plot's edges and quarters, and room
    // for their labels between the axis titles and the plot.
    const auto s = RankDensityGeometry::layout(QRectF(0, 0, 300, 200), 14, 30000, 40);
    QCOMPARE(s.xTicks.size(), 5);
    QCOMPARE(s.yTicks.size(), 5);
    QCOMPARE(s.xTicks[2].rank, qint64(15000));
    QCOMPARE(s.xTicks.first().at, s.plot.left());
    QCOMPARE(s.xTicks.last().at, s.plot.right());
    QCOMPARE(s.yTicks.first().at, s.plot.bottom());
    QCOMPARE(s.yTicks.last().at, s.plot.top());
    QVERIFY(s.plot.left() >= s.yLabel.right() + 40 + s.tickLength); // y labels fit
    QVERIFY(s.xLabel.top() >= s.plot.bottom() + 14 + s.tickLength); // x labels fit
    QVERIFY(s.plot.right() + 20 <= 300);                            // the last x label is not cut
    DensityGrid grid;
    grid.columns = 10;
    grid.rows = 4;
    const QRectF plot(100, 100, 100, 40);
    QCOMPARE(RankDensityGeometry::cellAt(grid, plot, QPointF(100.5, 139.5)), QPoint(0, 0));
    QCOMPARE(RankDensityGeometry::cellAt(grid, plot, QPointF(199.5, 100.5)), QPoint(9, 3));
    QCOMPARE(RankDensityGeometry::cellAt(grid, plot, QPointF(50, 50)), QPoint(-1, -1));
}

// The scale's numbers must stand out from the window in both palettes: the darkest/lightest
// pixel where the y labels are painted is compared with the palette's own text and window
// colours, not with the painting code.
void TestLocalityPage::scaleReadableInBothThemes()
{
    for (const QPalette& pal : {QApplication::style()->standardPalette(), darkPalette()}) {
        RankDensityPlot plot;
        plot.setPalette(pal);
        plot.resize(420, 320);
        DensityGrid grid;
        grid.columns = grid.rows = 8;
        grid.n = 200000;
        grid.counts = QList<quint32>(64, 1);
        grid.maxCount = 1;
        plot.setGrid(grid);
        const QImage img = plot.grab().toImage();
        const RankDensityGeometry g = plot.plotGeometry();
        QCOMPARE(g.yTicks.size(), 5);
        auto lum = [](QRgb c) { return 0.299 * qRed(c) + 0.587 * qGreen(c) + 0.114 * qBlue(c); };
        const double bg = lum(pal.color(QPalette::Window).rgb());
        const double full = std::abs(lum(pal.color(QPalette::WindowText).rgb()) - bg);
        QVERIFY(full > 100);
        const int h = plot.fontMetrics().height();
        for (const RankDensityGeometry::Tick& t : g.yTicks) {
            double best = 0;
            for (int y = int(t.at) - h / 2; y <= int(t.at) + h / 2; ++y)
                for (int x = int(g.yLabel.right()) + 1; x < int(g.plot.left() - g.tickLength) - 1;
                     ++x)
                    if (img.rect().contains(x, y))
                        best = std::max(best, std::abs(lum(img.pixel(x, y)) - bg));
            QVERIFY2(
                best >= 0.5 * full,
                qPrintable(
                    QStringLiteral("tick %1: contrast %2 of %3").arg(t.rank).arg(best).arg(full)));
        }
    }
}

void TestLocalityPage::leafLayout_data()
{
    QTest::addColumn<qsizetype>("leaves");
    QTest::addColumn<QRectF>("area");
    QTest::newRow("none") << qsizetype(0) << QRectF(0, 0, 300, 100);
    QTest::newRow("one") << qsizetype(1) << QRectF(0, 0, 300, 100);
    QTest::newRow("few") << qsizetype(37) << QRectF(5, 5, 300, 100);
    QTest::newRow("many") << qsizetype(5000) << QRectF(0, 0, 300, 100);
    QTest::newRow("ten million keys") << qsizetype(120000) << QRectF(0, 0, 640, 200);
}

void TestLocalityPage::leafLayout()
{
    QFETCH(qsizetype, leaves);
    QFETCH(QRectF, area);
    const LeafMapLayout l = LeafMapLayout::layout(leaves, area);
    if (leaves == 0) {
        QCOMPARE(l.cells, qsizetype(0));
        return;
    }
    // Every leaf has a cell, every cell lies inside the area, and the cell under a cell's
    // centre is that cell.
    QVERIFY(l.cells * l.leavesPerCell >= leaves);
    QVERIFY((l.cells - 1) * l.leavesPerCell < leaves);
    QCOMPARE(l.cellOfLeaf(leaves - 1), l.cells - 1);
    for (qsizetype c = 0; c < l.cells; c += std::max<qsizetype>(1, l.cells / 50)) {
        const QRectF r = l.cellRect(c);
        QVERIFY(area.contains(r));
        QCOMPARE(l.cellAt(r.center()), c);
    }
    QVERIFY(area.contains(l.cellRect(l.cells - 1)));
    QList<quint32> recent(leaves, 0);
    recent[leaves - 1] = 3;
    const QList<quint32> counts = l.cellCounts(recent);
    QCOMPARE(counts.size(), l.cells);
    QCOMPARE(counts.last(), quint32(3));
}

void TestLocalityPage::compareV4V7()
{
    QSignalSpy done(page_.get(), &LocalityPage::analysed);
    page_->setRecent(200);
    page_->setSide(LocalityPage::A, QStringLiteral("keys_v4"), QStringLiteral("id"),
                   QStringLiteral("seq"));
    page_->setSide(LocalityPage::B, QStringLiteral("keys_v7"), QStringLiteral("id"),
                   QStringLiteral("seq"));
    waitSide(LocalityPage::A);
    waitSide(LocalityPage::B);
    const LocalityResult* a = page_->result(LocalityPage::A);
    const LocalityResult* b = page_->result(LocalityPage::B);
    QVERIFY2(a && b,
             qPrintable(page_->hintText(LocalityPage::A) + page_->hintText(LocalityPage::B)));
    qint64 rows = 0;
    {
        testdb::Writer w(demo_);
        rows = w.scalar(QStringLiteral("SELECT count(*) FROM keys_v4"));
    }
    QVERIFY(rows > 500);
    QCOMPARE(a->rows, rows);
    QCOMPARE(b->rows, rows);
    QCOMPARE(a->inversions, bruteInversions(QStringLiteral("keys_v4")));
    QCOMPARE(b->inversions, bruteInversions(QStringLiteral("keys_v7")));
    QVERIFY(a->inversionRatio > 0.4);
    QVERIFY(b->inversionRatio < 0.05);
    QVERIFY(a->hasLeafMetrics && b->hasLeafMetrics);
    QVERIFY(a->leafSpread > 3 * b->leafSpread);
    QCOMPARE(page_->leafMap(LocalityPage::A)->litLeaves(), a->recentLeafPages);
    QCOMPARE(page_->leafMap(LocalityPage::B)->litLeaves(), b->recentLeafPages);
    QVERIFY(!page_->densityPlot(LocalityPage::A)->image().isNull());
    const QString verdict = page_->verdictText();
    QVERIFY2(verdict.contains(u"keys_v4.id") && verdict.contains(u"×"), qPrintable(verdict));
    QVERIFY2(verdict.contains(u"more leaves than needed"), qPrintable(verdict));
    QCOMPARE(page_->metricsTable()->item(0, 1)->text(), QLocale().toString(rows));
    QVERIFY(done.count() >= 2);

    // Leaf fill as shown is dbstat's (mean of 1 − unused/pgsize over the leaves), and the
    // explanation beside it says what these numbers show: random and ordered keys both leave
    // leaves well filled in SQLite (no "⅔ full" next to 89 %).
    const int fillRow = 8;
    const QLocale loc;
    auto shown = [&](int col) {
        QString t = page_->metricsTable()->item(fillRow, col)->text();
        t.remove(QStringLiteral(" %"));
        return loc.toDouble(t);
    };
    {
        testdb::Writer w(demo_);
        for (const auto& [col, tree] : {qMakePair(1, a->treeName), qMakePair(2, b->treeName)}) {
            const QVariantList r =
                w.rows(QStringLiteral("SELECT avg(1.0 - 1.0 * unused / pgsize) FROM dbstat "
                                      "WHERE name = '%1' AND pagetype = 'leaf'")
                           .arg(tree))
                    .first();
            QVERIFY2(qAbs(shown(col) - 100 * r.value(0).toDouble()) < 0.06,
                     qPrintable(QStringLiteral("%1: %2 vs %3")
                                    .arg(tree)
                                    .arg(shown(col))
                                    .arg(r.value(0).toDouble())));
        }
    }
    const QString why = page_->metricsTable()->item(fillRow, 3)->text();
    QVERIFY2(!why.contains(u"⅔") && why.contains(u"barely"), qPrintable(why));
    QVERIFY2(qAbs(shown(1) - shown(2)) < 10, qPrintable(why)); // "barely tells them apart"
    // The scatter plot has scales: five ticks per axis from 0 to the row count.
    page_->densityPlot(LocalityPage::A)->resize(400, 300);
    const RankDensityGeometry g = page_->densityPlot(LocalityPage::A)->plotGeometry();
    QCOMPARE(g.xTicks.size(), 5);
    QCOMPARE(g.xTicks.last().rank, rows);
    QCOMPARE(g.yTicks.first().rank, 0);
}

// The sentences above the table spell their factors in the UI locale, like the table does:
// in Russian a decimal comma, never "3.0×" beside "3,0×".
void TestLocalityPage::verdictNumbersInUiLocale()
{
    // Worked by hand: 30 leaves for 1,000 keys that fit in 10 is a 3.0× spread; against 10
    // leaves for the same 1,000 keys, 3.0× the pages. Inversion ratios 0.5 and 0. 1,000 of
    // 50,000 rows in 500 leaves: few enough for the spread to tell.
    LocalityResult a;
    a.rows = 50000;
    a.leafPages = 500;
    a.hasLeafMetrics = true;
    a.recent = 1000;
    a.recentLeafPages = 30;
    a.minLeafPages = 10;
    a.leafSpread = 3.0;
    a.inversionRatio = 0.5;
    LocalityResult b = a;
    b.recentLeafPages = 10;
    b.leafSpread = 1.0;
    b.inversionRatio = 0;
    LocalityResult noLeaves = a;
    noLeaves.hasLeafMetrics = false;
    LocalityResult noLeavesB = b;
    noLeavesB.hasLeafMetrics = false;
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
    const QString verdict = localityVerdict(a);
    const QString cmp = localityComparison(a, QStringLiteral("A"), b, QStringLiteral("B"));
    const QString ratios =
        localityComparison(noLeaves, QStringLiteral("A"), noLeavesB, QStringLiteral("B"));
    QLocale::setDefault(before);
    QVERIFY2(verdict.contains(QStringLiteral("3,0×")), qPrintable(verdict));
    QVERIFY2(cmp.contains(QStringLiteral("3,0×")), qPrintable(cmp));
    QVERIFY2(ratios.contains(QStringLiteral("0,500")) && ratios.contains(QStringLiteral("0,000")),
             qPrintable(ratios));
    const QRegularExpression point(QStringLiteral("\\d\\.\\d"));
    QVERIFY2(!verdict.contains(point) && !cmp.contains(point) && !ratios.contains(point),
             qPrintable(verdict + cmp + ratios));
}

void TestLocalityPage::withoutRowidAsksForOrder()
{
    // keys_v7 has a "seq" column: picked as the insert order without asking.
    page_->setSide(LocalityPage::B, QStringLiteral("keys_v7"));
    QCOMPARE(page_->orderCombo(LocalityPage::B)->currentData().toString(), QStringLiteral("seq"));
    waitSide(LocalityPage::B);
    QVERIFY(page_->result(LocalityPage::B));
    // readings (day, msec) has nothing that names an insert order: the page asks.
    page_->setSide(LocalityPage::B, QStringLiteral("readings"));
    QVERIFY(!page_->isRunning(LocalityPage::B));
    QVERIFY(!page_->result(LocalityPage::B));
    QVERIFY2(page_->hintText(LocalityPage::B).contains(u"WITHOUT ROWID"),
             qPrintable(page_->hintText(LocalityPage::B)));
    QVERIFY(page_->orderCombo(LocalityPage::B)->currentData().toString().isEmpty());
    page_->setSide(LocalityPage::B, QString()); // no comparison
    QVERIFY(!page_->result(LocalityPage::B));
}

void TestLocalityPage::analyseColumnSlot()
{
    page_->analyseColumn(QStringLiteral("users"), QStringLiteral("id"));
    waitSide(LocalityPage::A);
    const LocalityResult* a = page_->result(LocalityPage::A);
    QVERIFY2(a, qPrintable(page_->hintText(LocalityPage::A)));
    QCOMPARE(a->table, QStringLiteral("users"));
    QCOMPARE(a->order, QStringLiteral("rowid"));
    testdb::Writer w(demo_);
    QCOMPARE(a->rows, w.scalar(QStringLiteral("SELECT count(*) FROM users")));
}

// The number of newest keys is a count people read: grouped in the UI locale.
// A page opened on a database leaves B at "(no comparison)"; its plot says what B is for,
// not the bare "No data yet".
void TestLocalityPage::comparisonSideSaysWhatItIsFor()
{
    LocalityPage page(session_.get(), zone_.get());
    QVERIFY(!page.result(LocalityPage::B));
    QVERIFY2(page.hintText(LocalityPage::B).contains(QStringLiteral("second table")),
             qPrintable(page.hintText(LocalityPage::B)));
}

void TestLocalityPage::recentBoxGroupsDigits()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English));
    LocalityPage page(session_.get(), zone_.get());
    QLocale::setDefault(before);
    const QList<QSpinBox*> boxes = page.findChildren<QSpinBox*>();
    QCOMPARE(boxes.size(), 1);
    boxes.first()->setValue(25000);
    QCOMPARE(boxes.first()->text(), QStringLiteral("25,000"));
}

QString TestLocalityPage::smallDb()
{
    if (!small_.isEmpty())
        return small_;
    // A folder of its own: the demo's folder listing stays as it was.
    const QString path = smallDir_.filePath(QStringLiteral("small.sqlite"));
    testdb::Writer w(path);
    if (!w.exec(QStringLiteral(
            "CREATE TABLE keys_v4(id BLOB PRIMARY KEY, seq INTEGER NOT NULL) WITHOUT ROWID;"
            "CREATE TABLE keys_v7(id BLOB PRIMARY KEY, seq INTEGER NOT NULL) WITHOUT ROWID;")))
        return {};
    std::mt19937_64 rng(5);
    QList<QVariantList> v4, v7;
    for (int i = 0; i < 1500; ++i) {
        QByteArray a(16, '\0'), b(16, '\0');
        for (int k = 0; k < 16; ++k) {
            a[k] = char(rng());
            b[k] = k < 6 ? char((1790000000000 + i) >> (40 - 8 * k)) : char(rng());
        }
        v4 << QVariantList{a, qlonglong(i + 1)};
        v7 << QVariantList{b, qlonglong(i + 1)};
    }
    if (!w.insertRows(QStringLiteral("INSERT INTO keys_v4 VALUES(?,?)"), v4) ||
        !w.insertRows(QStringLiteral("INSERT INTO keys_v7 VALUES(?,?)"), v7))
        return {};
    small_ = path;
    return small_;
}

// The walk-through's 1,500-row tables: left at auto, "Newest keys" takes 5 % of the rows
// (75), where random keys show their scatter; at 1,000 (two thirds of the table) the page says
// the spread cannot tell instead of "close together" and "about as many leaves".
void TestLocalityPage::smallTableJudgedOnFewNewestKeys()
{
    const QString path = smallDb();
    QVERIFY(!path.isEmpty());
    testdb::Snapshot snap(path);
    qint64 leavesV4 = 0;
    {
        testdb::Writer w(path);
        leavesV4 = w.scalar(QStringLiteral(
            "SELECT count(*) FROM dbstat WHERE name = 'keys_v4' AND pagetype = 'leaf'"));
    }
    DatabaseSession session;
    LocalityPage page(&session, zone_.get());
    const QList<QSpinBox*> boxes = page.findChildren<QSpinBox*>();
    QCOMPARE(boxes.size(), 1);
    QCOMPARE(boxes.first()->value(), 0); // nothing saved: auto
    QCOMPARE(boxes.first()->text(), QStringLiteral("auto"));
    QSignalSpy opened(&session, &DatabaseSession::opened);
    session.open(path);
    QTRY_VERIFY_WITH_TIMEOUT(opened.count() > 0, 30000);
    page.setSide(LocalityPage::A, QStringLiteral("keys_v4"), QStringLiteral("id"),
                 QStringLiteral("seq"));
    page.setSide(LocalityPage::B, QStringLiteral("keys_v7"), QStringLiteral("id"),
                 QStringLiteral("seq"));
    auto wait = [&] {
        QTRY_VERIFY_WITH_TIMEOUT(
            !page.isRunning(LocalityPage::A) && !page.isRunning(LocalityPage::B), 30000);
        QCoreApplication::processEvents();
    };
    wait();
    const LocalityResult* a = page.result(LocalityPage::A);
    const LocalityResult* b = page.result(LocalityPage::B);
    QVERIFY2(a && b, qPrintable(page.hintText(LocalityPage::A) + page.hintText(LocalityPage::B)));
    QCOMPARE(a->recent, qint64(1500 * 5 / 100));
    QCOMPARE(b->recent, qint64(75));
    QCOMPARE(a->leafPages, leavesV4);
    QVERIFY(leavesV4 >= 10);
    QCOMPARE(localityJudgement(*a).kind, LocalityClass::Scatter);
    QCOMPARE(localityJudgement(*b).kind, LocalityClass::RightEdge);
    QString verdict = page.verdictText();
    QVERIFY2(verdict.contains(u"keys_v4.id: New keys touch") &&
                 verdict.contains(u"more leaves than needed") &&
                 verdict.contains(u"new keys of keys_v4.id touch") &&
                 !verdict.contains(u"close together") && !verdict.contains(u"about as many"),
             qPrintable(verdict));

    page.setRecent(1000);
    wait();
    a = page.result(LocalityPage::A);
    b = page.result(LocalityPage::B);
    QVERIFY(a && b);
    QCOMPARE(a->recent, qint64(1000));
    QCOMPARE(localityJudgement(*a).kind, LocalityClass::CannotTell);
    QCOMPARE(localityJudgement(*b).kind, LocalityClass::RightEdge);
    verdict = page.verdictText();
    // 1,000 of 1,500 is 66.7 %; the spread tells up to 10 % of the rows, 150 keys.
    const QLocale loc;
    QVERIFY2(
        verdict.contains(QStringLiteral("The newest %1 keys are %2 % of the table")
                             .arg(loc.toString(1000), loc.toString(66.7, 'f', 1))) &&
            verdict.contains(
                QStringLiteral("\u201cNewest keys\u201d to %1 or fewer").arg(loc.toString(150))) &&
            !verdict.contains(u"close together") && !verdict.contains(u"about as many") &&
            verdict.contains(u"Inversion ratio"),
        qPrintable(verdict));
    session.close();
    VERIFY_UNCHANGED(snap);
}

// B's leaf-map caption belongs to B's result: gone with "(no comparison)", and after the
// database closes and another opens.
// Every tooltip of the metrics table, hovered: wrapped at a readable width (the leaf-fill
// explanation was one line 1,440 px wide), every word of the explanation still in it.
void TestLocalityPage::metricTooltipsWrap()
{
    LocalityMetricsTable table;
    table.resize(900, table.preferredHeight());
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    const int sane = 90 * table.fontMetrics().averageCharWidth();
    int hovered = 0;
    for (int r = 0; r < table.rowCount(); ++r) {
        const QModelIndex at = table.model()->index(r, 3);
        const QString text = at.data().toString();
        QVERIFY(!text.isEmpty());
        QWidget* tip = test::hoverToolTip(&table, at);
        QVERIFY2(tip, qPrintable(text));
        const auto* label = qobject_cast<QLabel*>(tip);
        QVERIFY(label);
        QTextDocument shown;
        shown.setHtml(label->text());
        QCOMPARE(shown.toPlainText(), text);
        QVERIFY2(tip->width() <= sane, qPrintable(QStringLiteral("row %1: %2 px wide, over %3 px")
                                                      .arg(r)
                                                      .arg(tip->width())
                                                      .arg(sane)));
        ++hovered;
    }
    QCOMPARE(hovered, table.rowCount());
    QToolTip::hideText();
}

// The explanations wrap inside their cells at a 1280-px window's page width and at a
// 1920-px one's: each row is at least as tall as Qt's own word-wrapped layout of its text in
// the column's width, and the table's preferred height shows every row without scrolling.
void TestLocalityPage::explanationsWrapWhole_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("compare");
    QTest::newRow("1280, one side") << 850 << false;
    QTest::newRow("1280, two sides") << 850 << true;
    QTest::newRow("1920, two sides") << 1480 << true;
}

void TestLocalityPage::explanationsWrapWhole()
{
    QFETCH(int, width);
    QFETCH(bool, compare);
    LocalityMetricsTable table;
    table.setColumnHidden(2, !compare);
    table.resize(width, 200);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    table.resize(width, table.preferredHeight());
    QTRY_COMPARE(table.height(), table.preferredHeight());
    QCOMPARE(table.textElideMode(), Qt::ElideNone);
    const int margin = 2 * (table.style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
    for (int r = 0; r < table.rowCount(); ++r) {
        const QString text = table.item(r, 3)->text();
        const QRect room(0, 0, table.columnWidth(3) - margin, 100000);
        const int needed = table.fontMetrics().boundingRect(room, Qt::TextWordWrap, text).height();
        QVERIFY2(table.rowHeight(r) >= needed,
                 qPrintable(QStringLiteral("row %1: %2 px high, its text needs %3")
                                .arg(r)
                                .arg(table.rowHeight(r))
                                .arg(needed)));
        // The name and the explanation start inside the visible width.
        QVERIFY(table.columnViewportPosition(3) + table.columnWidth(3) <=
                table.viewport()->width());
    }
    QCOMPARE(table.verticalScrollBar()->maximum(), 0);
}

// The y axis title keeps its arrow at the plot's smallest size: its box is at least as long
// as the text, and the smallest size still leaves the plot some height.
void TestLocalityPage::yTitleWhole()
{
    RankDensityPlot plot;
    plot.resize(plot.minimumSizeHint());
    const RankDensityGeometry g = plot.plotGeometry();
    const int title = plot.fontMetrics().horizontalAdvance(QStringLiteral("key order →"));
    QVERIFY2(g.yLabel.height() >= title,
             qPrintable(QStringLiteral("%1 px for %2").arg(g.yLabel.height()).arg(title)));
    QVERIFY(g.yLabel.top() >= 0 && g.yLabel.bottom() <= plot.height());
    QVERIFY(g.plot.height() > 0);
    // Shorter than the title: the box grows past the plot, inside the widget.
    const auto s = RankDensityGeometry::layout(QRectF(0, 0, 300, 80), 14, 1000, 30, 120);
    QVERIFY(s.plot.height() < 120);
    QCOMPARE(s.yLabel.height(), 80.0);
    QCOMPARE(s.yLabel.top(), 0.0);
}

void TestLocalityPage::staleLeafCaptionCleared()
{
    const QString path = smallDb();
    QVERIFY(!path.isEmpty());
    const QRegularExpression digit(QStringLiteral("\\d"));
    DatabaseSession session;
    LocalityPage page(&session, zone_.get());
    QSignalSpy opened(&session, &DatabaseSession::opened);
    session.open(path);
    QTRY_VERIFY_WITH_TIMEOUT(opened.count() == 1, 30000);
    auto analyseB = [&] {
        page.setSide(LocalityPage::B, QStringLiteral("keys_v7"), QStringLiteral("id"),
                     QStringLiteral("seq"));
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(LocalityPage::B), 30000);
        QVERIFY(page.result(LocalityPage::B));
        const LocalityResult& r = *page.result(LocalityPage::B);
        QVERIFY2(page.leafTitleText(LocalityPage::B)
                     .contains(QStringLiteral("%1 of %2 hold the newest %3")
                                   .arg(r.recentLeafPages)
                                   .arg(r.leafPages)
                                   .arg(r.recent)),
                 qPrintable(page.leafTitleText(LocalityPage::B)));
    };
    analyseB();
    page.setSide(LocalityPage::B, QString()); // (no comparison)
    QVERIFY(!page.result(LocalityPage::B));
    QVERIFY2(!page.leafTitleText(LocalityPage::B).contains(digit),
             qPrintable(page.leafTitleText(LocalityPage::B)));
    analyseB();
    session.close();
    QVERIFY2(!page.leafTitleText(LocalityPage::B).contains(digit),
             qPrintable(page.leafTitleText(LocalityPage::B)));
    session.open(demo_);
    QTRY_VERIFY_WITH_TIMEOUT(opened.count() == 2, 30000);
    QVERIFY(page.tableCombo(LocalityPage::B)->currentData().toString().isEmpty());
    for (LocalityPage::Side side : {LocalityPage::A, LocalityPage::B})
        QVERIFY2(!page.leafTitleText(side).contains(digit), qPrintable(page.leafTitleText(side)));
    session.close();
}

void TestLocalityPage::screenshots()
{
    page_->show();
    page_->resize(1400, 900);
    page_->setRecent(1000);
    page_->setSide(LocalityPage::A, QStringLiteral("keys_v4"), QStringLiteral("id"),
                   QStringLiteral("seq"));
    page_->setSide(LocalityPage::B, QStringLiteral("keys_v7"), QStringLiteral("id"),
                   QStringLiteral("seq"));
    waitSide(LocalityPage::A);
    waitSide(LocalityPage::B);
    for (const char* theme : {"light", "dark"}) {
        applyTheme(QLatin1String(theme) == QLatin1String("dark") ? Theme::Dark : Theme::Light);
        QTest::qWait(100);
        VERIFY_SHOT(page_->grab(), QStringLiteral("locality_%1.png").arg(QLatin1String(theme)));
    }
    // One side on a smaller window: an unindexed column (no leaf map) and a WITHOUT ROWID
    // table still waiting for its insertion order.
    page_->resize(1100, 720);
    page_->setSide(LocalityPage::A, QStringLiteral("documents"), QStringLiteral("title"));
    page_->setSide(LocalityPage::B, QStringLiteral("keys_v7"));
    waitSide(LocalityPage::A);
    QVERIFY(page_->result(LocalityPage::A));
    QVERIFY(!page_->result(LocalityPage::A)->hasLeafMetrics);
    for (const char* theme : {"light", "dark"}) {
        applyTheme(QLatin1String(theme) == QLatin1String("dark") ? Theme::Dark : Theme::Light);
        QTest::qWait(100);
        VERIFY_SHOT(page_->grab(),
                    QStringLiteral("locality_hints_%1.png").arg(QLatin1String(theme)));
    }
    applyTheme(Theme::System);
}

void TestLocalityPage::cleanupTestCase()
{
    tester_.reset();
    page_.reset();
    session_.reset();
    VERIFY_UNCHANGED(*snap_);
}

QTEST_MAIN(TestLocalityPage)
#include "tst_localitypage.moc"
