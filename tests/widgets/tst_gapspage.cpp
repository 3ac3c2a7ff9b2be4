// The cursor-gap page on the demo database's `events` table: the misses and the live window
// count against a plain poller over rows read with plain SQL (instants read from the UUIDv7
// hex here), the plot and CDF geometry on hand-made rows, the slider's log scale, the missed
// rows model through QAbstractItemModelTester, showRows on Enter, the file left untouched, and
// screenshots in both themes (saved when IDSCOPE_SHOTS_DIR is set).
#include "columnsvisible.h"
#include "common/theme.h"
#include "common/zonesetting.h"
#include "database/databasesession.h"
#include "db/jobrunner.h"
#include "db/sampledb.h"
#include "gaps/gapsmissedmodel.h"
#include "gaps/gapspage.h"
#include "gaps/gapsplot.h"
#include "gaps/latenesscdf.h"
#include "ids/timezone.h"
#include "screenshot.h"
#include "sqlitefixture.h"

#include <QAbstractItemModelTester>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStyle>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <algorithm>
#include <cmath>
#include <optional>

using namespace idscope;

namespace {

struct Ev {
    QByteArray key;
    qint64 tMs = 0;
    qint64 commitMs = 0;
};

// The plain poller after every commit; "now" is the largest commit time so far.
qint64 bruteMisses(const std::vector<Ev>& ev, std::optional<qint64> windowMs)
{
    std::vector<bool> read(ev.size(), false);
    std::optional<QByteArray> cursor;
    qint64 now = std::numeric_limits<qint64>::min();
    for (std::size_t i = 0; i < ev.size(); ++i) {
        now = std::max(now, ev[i].commitMs);
        std::vector<std::size_t> elig;
        for (std::size_t j = 0; j <= i; ++j)
            if (!read[j] && (!cursor || ev[j].key > *cursor) &&
                (!windowMs || ev[j].tMs < now - *windowMs))
                elig.push_back(j);
        for (std::size_t j : elig) {
            read[j] = true;
            if (!cursor || ev[j].key > *cursor)
                cursor = ev[j].key;
        }
    }
    qint64 m = 0;
    for (std::size_t j = 0; j < ev.size(); ++j)
        m += !read[j] && cursor && !(ev[j].key > *cursor) ? 1 : 0;
    return m;
}

// Shows `page` at `size` and waits for its analysis of events.id.
bool showAndAnalyseEvents(GapsPage& page, QSize size)
{
    page.resize(size);
    page.show();
    if (!QTest::qWaitForWindowExposed(&page))
        return false;
    QSignalSpy done(&page, &GapsPage::analysed);
    page.analyseColumn(QStringLiteral("events"), QStringLiteral("id"));
    return QTest::qWaitFor([&] { return done.count() > 0 && !page.isAnalysing(); }, 30000);
}

} // namespace

class TestGapsPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void sliderScale();
    void plotLayout();
    void cdfLayout();
    void missesMatchBruteForce();
    void safeWindowHoldsInABusierStream();
    void liveWindowCount();
    void oneDefinitionOfLateness();
    void headlineLatenessOfMissedRows();
    void commitNumbersFromOne();
    void showRowsOnEnter();
    void analyseColumnSlot();
    void russianFitsBesideTheSchema();
    void missedColumnsFit_data();
    void missedColumnsFit();
    void spinBoxesGroupDigits();
    void sliderLeftEndIsNoWindow();
    void nothingMissedSaysSo();
    void windowBoxReadsWell();
    void usableAt1280x800_data();
    void usableAt1280x800();
    void screenshots();
    void cleanupTestCase();

private:
    QTemporaryDir dir_;
    QString demo_;
    std::vector<Ev> events_;
    std::unique_ptr<testdb::Snapshot> snap_;
    std::unique_ptr<DatabaseSession> session_;
    std::unique_ptr<ZoneSetting> zone_;
    std::unique_ptr<GapsPage> page_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
};

void TestGapsPage::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("idscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gapspage"));
    QSettings().clear();
    captureSystemLook();
    QVERIFY(dir_.isValid());
    demo_ = dir_.filePath(QStringLiteral("demo.sqlite"));
    db::SampleOptions o;
    o.rows = 20000;
    QVERIFY(db::writeSampleDatabase(demo_, o).ok);
    {
        testdb::Writer w(demo_);
        for (const QVariantList& r :
             w.rows(QStringLiteral("SELECT id, committed_at FROM events ORDER BY rowid"))) {
            Ev e;
            e.key = r[0].toString().toUtf8();
            const QByteArray hex = e.key.left(8) + e.key.mid(9, 4);
            e.tMs = hex.toLongLong(nullptr, 16);
            e.commitMs = r[1].toLongLong();
            events_.push_back(e);
        }
    }
    QVERIFY(events_.size() > 100);
    snap_ = std::make_unique<testdb::Snapshot>(demo_);
    session_ = std::make_unique<DatabaseSession>();
    zone_ = std::make_unique<ZoneSetting>();
    page_ = std::make_unique<GapsPage>(session_.get(), zone_.get());
    tester_ = std::make_unique<QAbstractItemModelTester>(
        page_->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    page_->resize(1400, 900);
    QSignalSpy done(page_.get(), &GapsPage::analysed);
    session_->open(demo_);
    QTRY_VERIFY_WITH_TIMEOUT(page_->hasResult() && page_->result().table == QLatin1String("events"),
                             30000);
    session_->waitForIdle();
    QTRY_VERIFY_WITH_TIMEOUT(!page_->isAnalysing(), 30000);
}

void TestGapsPage::sliderScale()
{
    // The left end is no window at all; the next position is W = 0.
    QCOMPARE(gapsWindowFromSlider(0, 5000), kGapsNoWindow);
    QCOMPARE(gapsSliderFromWindow(kGapsNoWindow, 5000), 0);
    QCOMPARE(gapsWindowFromSlider(1, 5000), 0);
    QCOMPARE(gapsSliderFromWindow(0, 5000), 1);
    QCOMPARE(gapsWindowFromSlider(kGapsSliderSteps, 5000), 5000);
    qint64 prev = -1;
    for (int pos = 1; pos <= kGapsSliderSteps; pos += 50) {
        const qint64 w = gapsWindowFromSlider(pos, 100000);
        QVERIFY(w >= prev);
        prev = w;
    }
    // Log scale: a window comes back from its slider position within one step (~1.2 %).
    for (qint64 w : {0LL, 1LL, 10LL, 100LL, 1000LL, 12345LL, 100000LL}) {
        const qint64 back = gapsWindowFromSlider(gapsSliderFromWindow(w, 100000), 100000);
        QVERIFY2(std::abs(back - w) <= std::max<qint64>(1, w / 50),
                 qPrintable(QString::number(back)));
    }
    QCOMPARE(gapsSliderFromWindow(999999, 1000), kGapsSliderSteps);
}

void TestGapsPage::plotLayout()
{
    // Five rows: instants 0, 10, 20, 5 (missed, 15 late), 30 seconds.
    analysis::GapsRows rows;
    rows.instantUs = {0, 10000000, 20000000, 5000000, 30000000};
    rows.runningMaxUs = {0, 10000000, 20000000, 20000000, 30000000};
    rows.ahead = {0, 0, 0, 2, 0};
    rows.latenessUs = {0, 0, 0, 15000000, 0};
    const GapsPlotLayout l =
        GapsPlotLayout::compute(rows, QSizeF(464, 238), 4, 2000000, nullptr, 64, 30);
    QCOMPARE(l.rows, 5);
    QCOMPARE(l.plot.left(), 64.0);
    QCOMPARE(l.xOf(0), l.plot.left());
    QCOMPARE(l.xOf(4), l.plot.right());
    QVERIFY(l.yOf(30000000) < l.yOf(0)); // later instants higher up
    QVERIFY(l.yMinUs < 0 && l.yMaxUs > 30000000);
    qint64 dots = 0;
    for (qint32 c : l.density)
        dots += c;
    QCOMPARE(dots, 4);
    QCOMPARE(l.missed.size(), std::size_t(1));
    QCOMPARE(l.missed.front().index, 3);
    QCOMPARE(l.missed.front().lateness, 1.0);
    // The staircase only climbs (y goes up the screen) and spans the plot.
    for (std::size_t i = 1; i < l.staircase.size(); ++i)
        QVERIFY(l.staircase[i].y() <= l.staircase[i - 1].y() + 1e-9);
    QCOMPARE(l.staircase.front().x(), l.plot.left());
    QCOMPARE(l.staircase.back().x(), l.plot.right());
    QCOMPARE(l.staircase.back().y(), l.yOf(30000000));
    // The band lies W below the staircase.
    QVERIFY(!l.band.empty());
    const double wPx = 2000000.0 / double(l.yMaxUs - l.yMinUs) * l.plot.height();
    const std::size_t half = l.band.size() / 2; // upper edge, then the lower edge reversed
    QCOMPARE(l.band[half - 1].y(), l.yOf(30000000));
    QCOMPARE(l.band[half].y(), std::min(l.plot.bottom(), l.band[half - 1].y() + wPx));
    QVERIFY(GapsPlotLayout::compute(rows, QSizeF(464, 238), 4, -1, nullptr).band.empty());
    QCOMPARE(l.indexAt(l.plot.left() - 50), 0);
    QCOMPARE(l.indexAt(l.xOf(3)), 3);
    QVERIFY(!l.yTicks.empty());
    QVERIFY(!l.xTicks.empty());
    // Empty rows: nothing to place, no crash.
    QCOMPARE(GapsPlotLayout::compute(analysis::GapsRows{}, QSizeF(300, 200), 3, 0, nullptr).rows,
             0);
}

void TestGapsPage::cdfLayout()
{
    const LatenessCdfLayout l = LatenessCdfLayout::compute({5000, 50000, 50000, 400000, 2000000},
                                                           QSizeF(300, 200), 100, 40, 30);
    QCOMPARE(l.count, 5);
    QCOMPARE(l.maxMs, 10000.0);  // 2 s rounds up to 10^4 ms
    QCOMPARE(l.atMostWindow, 3); // 5, 50, 50 ms
    QCOMPARE(l.windowX, l.xOf(100));
    QCOMPARE(l.curve.back().y(), l.yOf(1.0));
    QCOMPARE(l.curve.front().y(), l.yOf(0.0));
    QCOMPARE(l.xOf(0.2), l.plot.left()); // below 1 ms: the left edge
    QCOMPARE(LatenessCdfLayout::compute({}, QSizeF(300, 200), -1).count, 0);
    // The share axis spells its marks as every share on the page does ("25 %", "25 %" with the
    // Russian digits): the locale's number, a space, the sign.
    const QLocale before;
    for (const QLocale& locale : {QLocale(QLocale::English), QLocale(QLocale::Russian)}) {
        QLocale::setDefault(locale);
        const LatenessCdfLayout y = LatenessCdfLayout::compute({5000}, QSizeF(300, 200), -1);
        QCOMPARE(y.yTicks.size(), std::size_t(5));
        for (std::size_t i = 0; i < y.yTicks.size(); ++i) {
            QCOMPARE(y.yTicks[i].label, locale.toString(int(i) * 25) + QStringLiteral(" %"));
            QCOMPARE(y.yTicks[i].pos, y.yOf(double(i) / 4));
        }
    }
    QLocale::setDefault(before);
    // The axis marks are whole spans, and each sits where its span lies on the log scale:
    // the label read back as milliseconds (units worked by hand) gives the mark's position.
    const QHash<QString, double> unitMs{{QStringLiteral("ms"), 1},
                                        {QStringLiteral("s"), 1e3},
                                        {QStringLiteral("min"), 6e4},
                                        {QStringLiteral("h"), 3.6e6},
                                        {QStringLiteral("d"), 8.64e7}};
    const QRegularExpression whole(QStringLiteral("^(\\d+)\u00a0(ms|s|min|h|d)$"));
    for (qint64 maxUs :
         {qint64(2000000), qint64(899933000), qint64(17999821000), qint64(40) * 86400 * 1000000}) {
        const LatenessCdfLayout c = LatenessCdfLayout::compute({1000, maxUs}, QSizeF(400, 200), -1);
        QVERIFY(c.maxMs >= double(maxUs) / 1000);
        QVERIFY(c.xTicks.size() >= 4);
        for (const LatenessCdfLayout::Tick& t : c.xTicks) {
            const QRegularExpressionMatch m = whole.match(t.label);
            QVERIFY2(m.hasMatch(), qPrintable(t.label));
            const double ms = m.captured(1).toDouble() * unitMs.value(m.captured(2));
            QVERIFY2(std::abs(t.pos - c.xOf(ms)) < 0.5, qPrintable(t.label));
            QVERIFY(ms <= c.maxMs);
        }
        QCOMPARE(c.xTicks.back().pos, c.xOf(c.maxMs)); // the axis ends on a mark
    }
    // Number and unit joined by a non-breaking space: a wrapped line never splits "2.2 | h".
    const QString nbsp(QChar::Nbsp);
    QCOMPARE(humanDuration(1500), QLocale().toString(1.5, 'f', 1) + nbsp + QStringLiteral("s"));
    QCOMPARE(humanDuration(250), QStringLiteral("250") + nbsp + QStringLiteral("ms"));
    // 2,248,903 ms = 37.48 min; 4,499,846 ms = 1.2499 h; 5 h exactly has no decimal.
    QCOMPARE(humanDuration(2248903),
             QLocale().toString(37.5, 'f', 1) + nbsp + QStringLiteral("min"));
    QCOMPARE(humanDuration(4499846), QLocale().toString(1.2, 'f', 1) + nbsp + QStringLiteral("h"));
    QCOMPARE(humanDuration(5 * 3600000.0), QStringLiteral("5") + nbsp + QStringLiteral("h"));
    // The advice spells the window as the W line beside it does, not in a rounding of its own.
    analysis::GapsResult r;
    r.rows = 10;
    r.missedDefault = 3;
    r.windowNeededMs = 2248903;
    r.windowSafeMs = 2248903;
    r.order = QStringLiteral("rowid");
    const QString advice = analysis::gapsAdvice(r);
    // Its size first, the exact milliseconds beside; no article to get wrong ("a 18,000,000").
    QVERIFY2(advice.startsWith(QStringLiteral("Poll with a window of ") +
                               QLocale().toString(37.5, 'f', 1) + nbsp + QStringLiteral("min (") +
                               QLocale().toString(qint64(2248903)) + nbsp + QStringLiteral("ms),")),
             qPrintable(advice));
}

void TestGapsPage::missesMatchBruteForce()
{
    const analysis::GapsResult& r = page_->result();
    QCOMPARE(r.column, QStringLiteral("id"));
    QCOMPARE(r.commitTimeColumn, QStringLiteral("committed_at"));
    QCOMPARE(r.writerColumn, QStringLiteral("writer"));
    QVERIFY(!r.nowIsEstimate);
    QCOMPARE(r.rows, qint64(events_.size()));
    // Default poller: a key at or below the largest earlier key is missed.
    QList<QString> expect;
    QByteArray top;
    for (std::size_t i = 0; i < events_.size(); ++i) {
        if (i > 0 && !(events_[i].key > top))
            expect << QString::fromUtf8(events_[i].key);
        if (events_[i].key > top)
            top = events_[i].key;
    }
    QCOMPARE(r.missed, qint64(expect.size()));
    QVERIFY(r.missed > 0);
    QCOMPARE(page_->model()->rowCount(), int(expect.size()));
    for (int i = 0; i < expect.size(); ++i)
        QCOMPARE(page_->model()->rowAt(i)->key, expect[i]);
    QCOMPARE(bruteMisses(events_, r.windowNeededMs), 0);
    if (r.windowNeededMs > 0)
        QVERIFY(bruteMisses(events_, r.windowNeededMs - 1) > 0);
    QVERIFY(page_->adviceText().contains(QLocale().toString(r.windowNeededMs)));
}

void TestGapsPage::safeWindowHoldsInABusierStream()
{
    const analysis::GapsResult& r = page_->result();
    // The longest wait, written out: a row is first seen by the poll after its commit, whose
    // "now" is the largest commit time so far.
    qint64 now = std::numeric_limits<qint64>::min();
    qint64 longest = 0;
    std::size_t worst = 0;
    for (std::size_t i = 0; i < events_.size(); ++i) {
        now = std::max(now, events_[i].commitMs);
        if (now - events_[i].tMs > longest) {
            longest = now - events_[i].tMs;
            worst = i;
        }
    }
    QCOMPARE(r.windowSafeMs, std::max(longest, r.windowNeededMs));
    QCOMPARE(bruteMisses(events_, r.windowSafeMs), 0);
    // The demo's late batch commits in a quiet spell, so this history alone needs less.
    QVERIFY(r.windowNeededMs + 2000 < longest);
    QVERIFY(page_->adviceText().contains(QLocale().toString(r.windowSafeMs)));
    // A busier stream whose rows wait no longer: one more row, a key just above the worst
    // row's, committed a second before the worst row is seen. The history's own minimum now
    // misses the worst row; the safe window still misses nothing.
    qint64 seen = std::numeric_limits<qint64>::min();
    for (std::size_t i = 0; i <= worst; ++i)
        seen = std::max(seen, events_[i].commitMs);
    std::vector<Ev> busier = events_;
    Ev y;
    y.key = events_[worst].key + '0';
    y.tMs = events_[worst].tMs + 1;
    y.commitMs = seen - 1000;
    busier.insert(busier.begin() + qsizetype(worst), y);
    QVERIFY(bruteMisses(busier, r.windowNeededMs) > 0);
    QCOMPARE(bruteMisses(busier, r.windowSafeMs), 0);
}

void TestGapsPage::liveWindowCount()
{
    const analysis::GapsResult& r = page_->result();
    for (qint64 w : {qint64(0), qint64(100), qint64(1600), r.windowNeededMs / 2}) {
        page_->setWindowMs(w);
        const qint64 expect = bruteMisses(events_, w);
        QCOMPARE(analysis::missesWithWindow(r, w), expect);
        // The line names the setting it is about (W, not K) and counts as brute force does.
        QVERIFY2(page_->missesText().startsWith(QStringLiteral("With W = ")),
                 qPrintable(page_->missesText()));
        if (expect > 0)
            QVERIFY2(page_->missesText().contains(
                         QStringLiteral(": %1 of ").arg(QLocale().toString(expect))),
                     qPrintable(page_->missesText()));
        else
            QVERIFY(page_->missesText().contains(QLatin1String("missed rows are read")));
    }
    // Per writer: worker-3 (the skewed clock) loses rows; the text names every writer.
    page_->setWindowMs(0);
    QVERIFY(page_->writersText().contains(QLatin1String("worker-3")));
    for (int i = 0; i < r.writers.size(); ++i) {
        qint64 n = 0;
        for (const analysis::GapsMissedRow& m : r.missedRows)
            n += m.writer == i ? 1 : 0;
        QCOMPARE(r.writers[i].missed, n);
    }
    // Caught flags follow the window.
    page_->setWindowMs(r.windowNeededMs);
    const QModelIndex caught = page_->model()->index(0, GapsMissedModel::Caught);
    QCOMPARE(caught.data(GapsMissedModel::SortRole).toBool(), true);
}

// Every missed row's lateness as the page states it (the cell's tooltip, in ms) is the brute
// force one: the newest ID instant committed before it minus its own. Durations are shown in
// human units, the window's meaning is on the page.
void TestGapsPage::oneDefinitionOfLateness()
{
    QAbstractItemModel* m = page_->model();
    QVERIFY(m->rowCount() > 0);
    qint64 checked = 0;
    for (int row = 0; row < m->rowCount(); ++row) {
        const qint64 pos =
            m->index(row, GapsMissedModel::Position).data(GapsMissedModel::SortRole).toLongLong();
        qint64 newest = std::numeric_limits<qint64>::min();
        for (qint64 j = 0; j < pos; ++j)
            newest = std::max(newest, events_[std::size_t(j)].tMs);
        const qint64 expect = newest - events_[std::size_t(pos)].tMs;
        const QString tip =
            m->index(row, GapsMissedModel::Lateness).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("(%1 ms)").arg(QLocale().toString(expect))),
                 qPrintable(QStringLiteral("%1 vs %2").arg(tip).arg(expect)));
        for (int col : {int(GapsMissedModel::Lateness), int(GapsMissedModel::WindowNeeded)}) {
            const QString shown = m->index(row, col).data().toString();
            static const QRegularExpression human(
                QStringLiteral("^[0-9.,]{1,5}\u00a0(ms|s|min|h|d)$"));
            QVERIFY2(human.match(shown).hasMatch(), qPrintable(shown));
        }
        ++checked;
    }
    QVERIFY(checked > 0);
    bool legend = false;
    for (const QLabel* l : page_->findChildren<QLabel*>())
        legend = legend || l->text().contains(QStringLiteral("strictly older than now − W"));
    QVERIFY(legend);
}

// The headline's percentiles are over the rows it counts as missed (as the lateness chart):
// brute force here, nearest rank over the missed rows' lateness (newest earlier instant − own).
void TestGapsPage::headlineLatenessOfMissedRows()
{
    std::vector<qint64> late; // ms, of the missed rows
    qint64 newest = std::numeric_limits<qint64>::min();
    QByteArray top;
    for (std::size_t i = 0; i < events_.size(); ++i) {
        if (i > 0 && !(events_[i].key > top))
            late.push_back(std::max<qint64>(0, newest - events_[i].tMs));
        if (events_[i].key > top)
            top = events_[i].key;
        newest = std::max(newest, events_[i].tMs);
    }
    QVERIFY(late.size() > 10);
    std::sort(late.begin(), late.end());
    auto rank = [&](double p) {
        const auto k = std::size_t(std::ceil(p * double(late.size()))) - 1;
        return double(late[k]);
    };
    const double p50 = rank(0.5), p99 = rank(0.99), max = double(late.back());
    // Over all rows most are on time: that median is 0, the missed rows' is not.
    QVERIFY(p50 > 0);
    QCOMPARE(page_->result().missedLateness.p50, p50);
    QCOMPARE(page_->result().missedLateness.p99, p99);
    QCOMPARE(page_->result().missedLateness.max, max);
    QString headline;
    for (const QLabel* l : page_->findChildren<QLabel*>())
        if (l->text().contains(QLatin1String(":last_seen")))
            headline = l->text();
    const QString expect = QStringLiteral("Lateness of the missed rows: p50 %1, p99 %2, max %3.")
                               .arg(humanDuration(p50), humanDuration(p99), humanDuration(max));
    QVERIFY2(headline.contains(expect), qPrintable(headline + QStringLiteral(" | ") + expect));
}

// Row # counts from 1 as rowids do: with commit order = rowid over rowids 1..n (checked in
// SQL) a missed row's Row # is its rowid, and the brute-force position of the i-th missed
// row (0-based in events_) plus one.
void TestGapsPage::commitNumbersFromOne()
{
    {
        testdb::Writer w(demo_);
        const QList<QVariantList> r =
            w.rows(QStringLiteral("SELECT min(rowid), max(rowid), count(*) FROM events"));
        QCOMPARE(r.size(), 1);
        QCOMPARE(r[0][0].toLongLong(), 1);
        QCOMPARE(r[0][1].toLongLong(), r[0][2].toLongLong());
    }
    std::vector<qint64> expect; // 1-based commit numbers of the missed rows
    QByteArray top;
    for (std::size_t i = 0; i < events_.size(); ++i) {
        if (i > 0 && !(events_[i].key > top))
            expect.push_back(qint64(i) + 1);
        if (events_[i].key > top)
            top = events_[i].key;
    }
    QAbstractItemModel* m = page_->model();
    QCOMPARE(m->rowCount(), int(expect.size()));
    const QLocale loc;
    for (int row = 0; row < m->rowCount(); ++row) {
        const QString shown = m->index(row, GapsMissedModel::Position).data().toString();
        QCOMPARE(shown, loc.toString(expect[std::size_t(row)]));
        QCOMPARE(shown, m->index(row, GapsMissedModel::Rowid).data().toString());
    }
    const QString tip =
        m->headerData(GapsMissedModel::Position, Qt::Horizontal, Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QLatin1String("from 1")), qPrintable(tip));
}

void TestGapsPage::showRowsOnEnter()
{
    QSignalSpy spy(page_.get(), &GapsPage::showRows);
    QTableView* v = page_->missedView();
    page_->show();
    v->setFocus();
    const QModelIndex first = page_->proxy()->index(0, 0);
    v->setCurrentIndex(first);
    v->selectionModel()->select(first,
                                QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QTest::keyClick(v, Qt::Key_Return);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy[0][0].toString(), QStringLiteral("events"));
    const auto rowids = spy[0][1].value<QList<qint64>>();
    QCOMPARE(rowids.size(), 1);
    const auto* m = page_->model()->rowAt(page_->proxy()->mapToSource(first).row());
    QCOMPARE(rowids.front(), m->rowid);
    testdb::Writer w(demo_);
    QCOMPARE(w.rows(QStringLiteral("SELECT id FROM events WHERE rowid = %1").arg(m->rowid))
                 .value(0)
                 .value(0)
                 .toString(),
             m->key);
}

void TestGapsPage::analyseColumnSlot()
{
    QSignalSpy done(page_.get(), &GapsPage::analysed);
    page_->analyseColumn(QStringLiteral("messages"), QStringLiteral("id"));
    QTRY_VERIFY_WITH_TIMEOUT(done.count() > 0, 30000);
    QCOMPARE(page_->result().table, QStringLiteral("messages"));
    QVERIFY(page_->result().ok());
    done.clear();
    page_->analyseColumn(QStringLiteral("events"), QStringLiteral("id"));
    QTRY_VERIFY_WITH_TIMEOUT(done.count() > 0, 30000);
    QCOMPARE(page_->result().table, QStringLiteral("events"));
}

// In Russian, with its results shown, the page needs no more width than a 1280 px window
// leaves beside the schema dock (about 880 px): no label or row forces a horizontal scroll.
void TestGapsPage::russianFitsBesideTheSchema()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/idscope_ru.qm")));
    QCoreApplication::installTranslator(&translator);
    GapsPage page(session_.get(), zone_.get());
    page.resize(880, 760);
    page.show();
    QSignalSpy done(&page, &GapsPage::analysed);
    page.analyseColumn(QStringLiteral("events"), QStringLiteral("id"));
    QTRY_VERIFY_WITH_TIMEOUT(done.count() > 0, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!page.isAnalysing(), 30000);
    QCoreApplication::removeTranslator(&translator);
    QVERIFY(page.result().ok() && page.result().missed > 0);
    QVERIFY2(page.minimumSizeHint().width() <= 880,
             qPrintable(QString::number(page.minimumSizeHint().width())));
    // The missed rows' IDs show whole at this width (the stretched ID column was the one cut).
    QTableView* v = page.missedView();
    const QFontMetrics fm(v->font());
    const int margins = 2 * (v->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
    QVERIFY(v->model()->rowCount() > 20);
    for (int r = 0; r < 20; ++r) {
        const QString id = v->model()->index(r, GapsMissedModel::Key).data().toString();
        QVERIFY2(fm.horizontalAdvance(id) + margins <= v->columnWidth(GapsMissedModel::Key),
                 qPrintable(id));
    }
}

void TestGapsPage::missedColumnsFit_data()
{
    QTest::addColumn<bool>("russian");
    QTest::addColumn<int>("width");
    // A 1280 px window: the page alone, and beside the schema dock (about 880 px).
    QTest::newRow("en alone") << false << 1280;
    QTest::newRow("en beside the schema") << false << 880;
    QTest::newRow("ru alone") << true << 1280;
    QTest::newRow("ru beside the schema") << true << 880;
    QTest::newRow("en at 1920") << false << 1640;
    QTest::newRow("ru at 1920") << true << 1640;
}

// Every column of the missed rows shows whole, header and cells in view (or elided with the
// whole text in the tooltip), with nothing to scroll sideways: after the result arrives, once
// the window W sets the last column's words, and after sorting by another column.
void TestGapsPage::missedColumnsFit()
{
    QFETCH(bool, russian);
    QFETCH(int, width);
    const test::RussianUi ui(russian);
    QVERIFY(!ui.failed());
    GapsPage page(session_.get(), zone_.get());
    QVERIFY(showAndAnalyseEvents(page, QSize(width, 760)));
    QVERIFY(page.result().ok() && page.result().missed > 20);
    QTableView* v = page.missedView();
    QCoreApplication::processEvents();
    QVERIFY(v->viewport()->width() > 0);
    QStringList problems = test::columnFitProblems(*v);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    // Half the needed window: both "caught" and "missed" in the last column.
    page.setWindowMs(page.result().windowNeededMs / 2);
    QCoreApplication::processEvents();
    QVERIFY(!v->model()->index(0, GapsMissedModel::Caught).data().toString().isEmpty());
    problems = test::columnFitProblems(*v);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    // The sort arrow moves to another header, and other rows come into view.
    v->sortByColumn(GapsMissedModel::Writer, Qt::DescendingOrder);
    QCoreApplication::processEvents();
    QCOMPARE(v->horizontalHeader()->sortIndicatorSection(), int(GapsMissedModel::Writer));
    problems = test::columnFitProblems(*v);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    // No column is stretched past what it shows (the last one, "With W", took the whole room
    // left over: ~650 px for "caught").
    problems = test::columnSlackProblems(*v, 12);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

// W and K are counts people read: their boxes group digits in the UI locale.
void TestGapsPage::spinBoxesGroupDigits()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English));
    GapsPage page(session_.get(), zone_.get());
    QLocale::setDefault(before);
    const QList<QSpinBox*> boxes = page.findChildren<QSpinBox*>();
    QCOMPARE(boxes.size(), 2);
    for (QSpinBox* box : boxes) {
        box->setValue(18000);
        QVERIFY2(box->text().startsWith(QStringLiteral("18,000")), qPrintable(box->text()));
    }
}

// The slider's left end is the headline's poller (no window), not W = 0: the W = 0 poller
// reads only IDs strictly older than now, so it still holds back IDs minted in the same
// millisecond as now and misses a different number of rows. Both against brute force.
void TestGapsPage::sliderLeftEndIsNoWindow()
{
    const analysis::GapsResult& r = page_->result();
    const qint64 none = bruteMisses(events_, std::nullopt);
    const qint64 zero = bruteMisses(events_, 0);
    QCOMPARE(r.missed, none);
    QVERIFY(zero != none); // the demo's commits share milliseconds with their IDs
    auto* slider = page_->findChild<QSlider*>();
    QVERIFY(slider);
    const QLocale l;
    slider->setValue(slider->minimum());
    QCOMPARE(page_->windowMs(), kGapsNoWindow);
    QVERIFY2(page_->missesText().contains(l.toString(none)), qPrintable(page_->missesText()));
    QVERIFY2(!page_->missesText().contains(QStringLiteral("W = ")),
             qPrintable(page_->missesText()));
    slider->setValue(slider->minimum() + 1);
    QCOMPARE(page_->windowMs(), 0);
    QVERIFY2(page_->missesText().contains(QStringLiteral("W = 0\u00a0ms alone: %1 of %2")
                                              .arg(l.toString(zero), l.toString(none))),
             qPrintable(page_->missesText()));
    // The rule is stated exactly where W is explained.
    QVERIFY2(page_->legendText().contains(QStringLiteral("strictly older than now − W")) &&
                 page_->legendText().contains(QStringLiteral("W = 0 holds back")) &&
                 page_->legendText().contains(QStringLiteral("left end is no window")),
             qPrintable(page_->legendText()));
}

// A table nothing is missed in: no "all 0 missed rows are read", but what that means.
void TestGapsPage::nothingMissedSaysSo()
{
    // orders by created_at in rowid order: SQL finds no row at or below an earlier one.
    testdb::Writer sql(demo_);
    QCOMPARE(sql.scalar(QStringLiteral("SELECT count(*) FROM orders o WHERE o.created_at <= "
                                       "(SELECT max(created_at) FROM orders p WHERE p.rowid < "
                                       "o.rowid)")),
             qint64(0));
    GapsPage page(session_.get(), zone_.get());
    QSignalSpy done(&page, &GapsPage::analysed);
    page.analyseColumn(QStringLiteral("orders"), QStringLiteral("created_at"));
    QTRY_VERIFY_WITH_TIMEOUT(done.count() > 0, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!page.isAnalysing(), 30000);
    QCOMPARE(page.result().missed, 0);
    for (qint64 w : {kGapsNoWindow, qint64(0), qint64(1000)}) {
        page.setWindowMs(w);
        QCOMPARE(page.missesText(),
                 QStringLiteral("Nothing is missed here, so no window is needed"));
    }
    QCOMPARE(page.holdBackText(),
             QStringLiteral("Nothing is missed here, so no hold-back is needed"));
}

// W's box reads as a duration with the exact milliseconds first (the number one edits), its
// lowest value is "no window", and typing digits sets W.
void TestGapsPage::windowBoxReadsWell()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English));
    GapsPage page(session_.get(), zone_.get());
    QLocale::setDefault(before);
    QSignalSpy done(&page, &GapsPage::analysed);
    QTRY_VERIFY_WITH_TIMEOUT(done.count() > 0, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!page.isAnalysing(), 30000);
    QSpinBox* box = nullptr;
    for (QSpinBox* b : page.findChildren<QSpinBox*>())
        if (b->minimum() < 0)
            box = b;
    QVERIFY(box);
    page.setWindowMs(18000000); // 18,000,000 ms = 5 × 3,600,000 ms
    QCOMPARE(box->text(), QStringLiteral("18,000,000\u00a0ms (5\u00a0h)"));
    page.setWindowMs(250);
    QCOMPARE(box->text(), QStringLiteral("250\u00a0ms"));
    page.setWindowMs(kGapsNoWindow);
    QCOMPARE(box->text(), QStringLiteral("no window"));
    box->selectAll();
    QTest::keyClicks(box, QStringLiteral("2500"));
    box->interpretText();
    QCOMPARE(page.windowMs(), 2500);
}

void TestGapsPage::usableAt1280x800_data()
{
    QTest::addColumn<bool>("russian");
    QTest::newRow("en") << false;
    QTest::newRow("ru") << true;
}

// A 1280×800 screen leaves the page about 880 × 640 beside the schema: the table of missed
// rows shows at least five rows, and every line under the plots (W, K, the advice) can be read
// whole, in its own height (scrolled, never cut).
void TestGapsPage::usableAt1280x800()
{
    QFETCH(bool, russian);
    const test::RussianUi ui(russian);
    QVERIFY(!ui.failed());
    GapsPage page(session_.get(), zone_.get());
    QVERIFY(showAndAnalyseEvents(page, QSize(880, 640)));
    page.setWindowMs(0);
    QCoreApplication::processEvents();
    QTableView* v = page.missedView();
    QVERIFY2(v->viewport()->height() >= 5 * v->verticalHeader()->defaultSectionSize(),
             qPrintable(QString::number(v->viewport()->height())));
    QVERIFY(page.minimumSizeHint().height() <= 640);
    for (const QString& text : {page.missesText(), page.holdBackText(), page.adviceText()}) {
        const QLabel* label = nullptr;
        for (const QLabel* l : page.findChildren<QLabel*>())
            if (l->text() == text)
                label = l;
        QVERIFY2(label, qPrintable(text));
        // Laid out once the new texts' layout requests are handled.
        QTRY_VERIFY2_WITH_TIMEOUT(label->height() >= label->heightForWidth(label->width()),
                                  qPrintable(QStringLiteral("%1: %2 < %3")
                                                 .arg(text)
                                                 .arg(label->height())
                                                 .arg(label->heightForWidth(label->width()))),
                                  2000);
    }
}

void TestGapsPage::screenshots()
{
    page_->show();
    page_->resize(1400, 900);
    page_->setWindowMs(1000);
    for (const char* theme : {"light", "dark"}) {
        applyTheme(QLatin1String(theme) == QLatin1String("dark") ? Theme::Dark : Theme::Light);
        QTest::qWait(200);
        VERIFY_SHOT(page_->grab(), QStringLiteral("gaps_%1.png").arg(QLatin1String(theme)));
    }
    applyTheme(Theme::System);
}

void TestGapsPage::cleanupTestCase()
{
    tester_.reset();
    page_.reset();
    session_.reset();
    VERIFY_UNCHANGED(*snap_);
}

QTEST_MAIN(TestGapsPage)
#include "tst_gapspage.moc"
