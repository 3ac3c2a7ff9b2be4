// The column profile page on the demo database: numbers against plain SQL after a full scan,
// the histogram against SQL GROUP BY, "Show rows" rowids that really have the anomaly, the
// runner-up switch, and stale histograms dropped. With IDSCOPE_SHOTS_DIR set, screenshots of
// the explorer and the page at 1400x900 in both themes are saved there.
#include "analysis/columnprofile.h"
#include "analysis/instanthistogram.h"
#include "columnsvisible.h"
#include "common/languagemenu.h"
#include "common/theme.h"
#include "common/zonesetting.h"
#include "database/databasesession.h"
#include "db/sampledb.h"
#include "decoder/epochcomparemodel.h"
#include "explorer/schemaexplorer.h"
#include "explorer/schematreemodel.h"
#include "profile/columnprofilepage.h"
#include "profile/formatmixchart.h"
#include "profile/instanthistogramchart.h"
#include "profile/profiletext.h"
#include "sqlitefixture.h"

#include <QAbstractAxis>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QChart>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyle>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QTreeView>

#include <cmath>
#include <limits>
#include <memory>
#include <optional>

using namespace idscope;

namespace {
constexpr int kTimeoutMs = 30000;
}

class TestColumnProfilePage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void emptyUntilAColumnIsShown();
    void fullProfileNumbersMatchSql();
    void histogramMatchesSql();
    void minorityFormatHistogram();
    void showRowsEmitsRowsWithTheAnomaly();
    void anomalyDetailsWrapWhole_data();
    void anomalyDetailsWrapWhole();
    void runnerUpSwitch();
    void medianUnderEveryProfile();
    void implausibleRunnerUpNotOffered();
    void exactShares();
    void densestTickMatchesSql();
    void staleHistogramDropped();
    void sampleIsLabelledAndHonest();
    void smallTablesProfiledFullyAtOnce();
    void v7FractionShown();
    void countsGroupedInUiLocale();
    void counterBitsAreNotRandom();
    void tinyOddsSpelledOneWay_data();
    void mixLabelsWhole_data();
    void mixLabelsWhole();
    void tinyOddsSpelledOneWay();
    void histogramAxisGroupsDigits_data();
    void histogramAxisGroupsDigits();
    void screenshots_data();
    void screenshots();

private:
    void waitForHistogram(ColumnProfilePage& page);
    QTemporaryDir dir_;
    QTemporaryDir skewedDir_; // apart from dir_, whose listing must not change
    QString path_;
    std::unique_ptr<testdb::Snapshot> snap_;
    std::unique_ptr<testdb::Writer> sql_;
    std::unique_ptr<DatabaseSession> session_;
    std::unique_ptr<ZoneSetting> zone_;
    std::unique_ptr<ColumnProfilePage> page_;
};

void TestColumnProfilePage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    captureSystemLook();
    QVERIFY(dir_.isValid());
    path_ = dir_.filePath(QStringLiteral("demo.sqlite"));
    db::SampleOptions o;
    o.rows = 20000; // tables of a few thousand rows: more than one sample
    QVERIFY(db::writeSampleDatabase(path_, o).ok);
    sql_ = std::make_unique<testdb::Writer>(path_);
    snap_ = std::make_unique<testdb::Snapshot>(path_);
    session_ = std::make_unique<DatabaseSession>();
    session_->setFullProfileBudget(0); // these tests press Profile Fully themselves
    zone_ = std::make_unique<ZoneSetting>();
    page_ = std::make_unique<ColumnProfilePage>(session_.get(), zone_.get());
    page_->resize(1100, 900);
    page_->show();
    session_->open(path_);
    QVERIFY(session_->waitForIdle());
}

void TestColumnProfilePage::cleanupTestCase()
{
    page_.reset();
    session_.reset();
    sql_.reset();
    VERIFY_UNCHANGED(*snap_);
}

void TestColumnProfilePage::waitForHistogram(ColumnProfilePage& page)
{
    QTRY_VERIFY_WITH_TIMEOUT(!page.histogramPending(), kTimeoutMs);
}

void TestColumnProfilePage::emptyUntilAColumnIsShown()
{
    ColumnProfilePage page(session_.get(), zone_.get());
    QVERIFY(page.table().isEmpty());
    page.showColumn(QStringLiteral("users"), QStringLiteral("id"));
    QVERIFY(page.summaryText().contains(QStringLiteral("users.id")));
    QVERIFY(page.summaryText().contains(QStringLiteral("ULID")));
    const analysis::ColumnProfile* p =
        session_->columnProfile(QStringLiteral("users"), QStringLiteral("id"));
    QVERIFY(p);
    QVERIFY(page.summaryText().contains(p->sampled ? QStringLiteral("uniform sample of")
                                                   : QStringLiteral("All ")));
    waitForHistogram(page);
}

void TestColumnProfilePage::fullProfileNumbersMatchSql()
{
    page_->showColumn(QStringLiteral("messages"), QStringLiteral("edited_timestamp"));
    QSignalSpy finished(session_.get(), &DatabaseSession::fullProfileFinished);
    const auto buttons = page_->findChildren<QPushButton*>();
    QPushButton* profileFully = nullptr;
    for (QPushButton* b : buttons)
        if (b->text() == QStringLiteral("Profile Fully"))
            profileFully = b;
    QVERIFY(profileFully && profileFully->isVisible());
    profileFully->click();
    QVERIFY(session_->waitForIdle());
    QCOMPARE(finished.size(), 1);
    QVERIFY(!profileFully->isVisible()); // the profile is complete now
    const qint64 rows = sql_->scalar(QStringLiteral("SELECT count(*) FROM messages"));
    const qint64 nulls = sql_->scalar(
        QStringLiteral("SELECT count(*) FROM messages WHERE edited_timestamp IS NULL"));
    QVERIFY(nulls > 0);
    const QLocale locale;
    QVERIFY2(page_->summaryText().contains(QStringLiteral("All %1 rows · %2 NULL")
                                               .arg(locale.toString(rows), locale.toString(nulls))),
             qPrintable(page_->summaryText()));

    // events.id: UUIDv7 text; the format counts against SQL on the version digit.
    session_->profileFully(QStringLiteral("events"));
    QVERIFY(session_->waitForIdle());
    page_->showColumn(QStringLiteral("events"), QStringLiteral("id"));
    const qint64 v7 = sql_->scalar(QStringLiteral(
        "SELECT count(*) FROM events WHERE length(id) = 36 AND substr(id, 15, 1) = '7'"));
    const auto& bars = page_->mixChart()->bars();
    QVERIFY(!bars.isEmpty());
    QCOMPARE(bars.first().first, QStringLiteral("UUIDv7"));
    QCOMPARE(bars.first().second, v7);

    // users.id: ULID text of 26 characters.
    session_->profileFully(QStringLiteral("users"));
    QVERIFY(session_->waitForIdle());
    page_->showColumn(QStringLiteral("users"), QStringLiteral("id"));
    QCOMPARE(page_->mixChart()->bars().first(),
             qMakePair(
                 QStringLiteral("ULID"),
                 sql_->scalar(QStringLiteral("SELECT count(*) FROM users WHERE length(id) = 26"))));
    waitForHistogram(*page_);
    // Every ULID carries an instant: the histogram holds every row.
    const analysis::InstantHistogram& h = page_->histogramChart()->histogram();
    QVERIFY(!h.sampled);
    QCOMPARE(h.binned() + h.outside, sql_->scalar(QStringLiteral("SELECT count(*) FROM users")));
    QCOMPARE(h.outside, qint64(0));
}

void TestColumnProfilePage::histogramMatchesSql()
{
    // orders.created_at is unix ms: the bins can be counted in SQL.
    session_->profileFully(QStringLiteral("orders"));
    QVERIFY(session_->waitForIdle());
    page_->showColumn(QStringLiteral("orders"), QStringLiteral("created_at"));
    waitForHistogram(*page_);
    const analysis::InstantHistogram& h = page_->histogramChart()->histogram();
    QCOMPARE(h.format, Format::UnixMs);
    QVERIFY(!h.sampled);
    QVERIFY(h.counts.size() > 10);
    QList<qint64> expected(h.counts.size(), 0);
    const qint64 lo = h.from.unixMsFloor();
    const auto rows =
        sql_->rows(QStringLiteral("SELECT (created_at - %1) / %2, count(*) FROM orders "
                                  "WHERE created_at >= %1 AND created_at < %3 GROUP BY 1")
                       .arg(lo)
                       .arg(h.binWidthMs)
                       .arg(h.to.unixMsFloor()));
    for (const QVariantList& r : rows)
        expected[r[0].toInt()] = r[1].toLongLong();
    QCOMPARE(h.counts, expected);
    QCOMPARE(h.outside, qint64(0));
    QVERIFY(!page_->histogramChart()->tickLabels().isEmpty());
}

void TestColumnProfilePage::minorityFormatHistogram()
{
    // orders.id is mostly UUIDv4 (no instant): the histogram shows its UUIDv7 values.
    page_->showColumn(QStringLiteral("orders"), QStringLiteral("id"));
    waitForHistogram(*page_);
    const analysis::InstantHistogram& h = page_->histogramChart()->histogram();
    QCOMPARE(h.format, Format::UuidV7);
    // BLOB ids, and the few stored as TEXT by mistake.
    const qint64 v7 = sql_->scalar(QStringLiteral(
        "SELECT count(*) FROM orders WHERE (typeof(id) = 'blob' AND length(id) = 16 AND "
        "substr(hex(id), 13, 1) = '7') OR (typeof(id) = 'text' AND length(id) = 36 AND "
        "substr(id, 15, 1) = '7')"));
    QCOMPARE(h.binned() + h.outside, v7);
    QCOMPARE(h.undecoded, sql_->scalar(QStringLiteral("SELECT count(*) FROM orders")) - v7);

    // The UUIDv7 range under the histogram, from the first 48 bits of each value, stays when
    // the page refreshes (Enter on the column again) and follows a zone change.
    qint64 lo = std::numeric_limits<qint64>::max(), hi = std::numeric_limits<qint64>::min();
    for (const QVariantList& r : sql_->rows(QStringLiteral(
             "SELECT CASE typeof(id) WHEN 'blob' THEN hex(id) ELSE replace(id, '-', '') END "
             "FROM orders WHERE (typeof(id) = 'blob' AND substr(hex(id), 13, 1) = '7') OR "
             "(typeof(id) = 'text' AND substr(id, 15, 1) = '7')"))) {
        const qint64 ms = r[0].toString().left(12).toLongLong(nullptr, 16);
        lo = std::min(lo, ms);
        hi = std::max(hi, ms);
    }
    auto iso = [](qint64 ms, const QTimeZone& z) {
        return QDateTime::fromMSecsSinceEpoch(ms, z).toString(
            QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz"));
    };
    const QString utc = page_->rangeText();
    QVERIFY2(utc.contains(iso(lo, QTimeZone::utc())) && utc.contains(iso(hi, QTimeZone::utc())),
             qPrintable(utc));
    page_->showColumn(QStringLiteral("orders"), QStringLiteral("id"));
    QCOMPARE(page_->rangeText(), utc);
    const QTimeZone tokyo("Asia/Tokyo");
    QVERIFY(tokyo.isValid());
    zone_->setName(QStringLiteral("Asia/Tokyo"));
    const QString there = page_->rangeText();
    zone_->setName(QStringLiteral("UTC"));
    QVERIFY2(there.contains(iso(lo, tokyo)) && there.contains(iso(hi, tokyo)), qPrintable(there));
    QCOMPARE(page_->rangeText(), utc);
}

void TestColumnProfilePage::showRowsEmitsRowsWithTheAnomaly()
{
    // documents.id: mostly lower-case ULIDs, a few upper/mixed ones.
    page_->showColumn(QStringLiteral("documents"), QStringLiteral("id"));
    QTableWidget* table = page_->anomaliesTable();
    new QAbstractItemModelTester(table->model(),
                                 QAbstractItemModelTester::FailureReportingMode::QtTest, table);
    auto* button = page_->findChild<QPushButton*>(QStringLiteral("showRows_mixed-case"));
    QVERIFY(button);
    const analysis::Anomaly* a = analysis::findAnomaly(
        *session_->columnProfile(QStringLiteral("documents"), QStringLiteral("id")),
        analysis::AnomalyKind::MixedCase);
    QVERIFY(a && !a->exampleRowids.isEmpty());
    // The count column shows the profile's count.
    bool shown = false;
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, 0)->data(Qt::UserRole).toString() == QStringLiteral("mixed-case")) {
            QCOMPARE(table->item(r, 1)->data(Qt::UserRole).toLongLong(), a->count);
            shown = true;
        }
    }
    QVERIFY(shown);
    QSignalSpy spy(page_.get(), &ColumnProfilePage::showRowsRequested);
    button->click();
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy[0][0].toString(), QStringLiteral("documents"));
    const auto rowids = spy[0][1].value<QList<qint64>>();
    QCOMPARE(rowids, a->exampleRowids);
    QVERIFY(spy[0][2].toString().contains(QStringLiteral("Mixed case")));
    // The caption says these are examples and gives the count beside them (the browser's "5
    // chosen" read as the anomaly's size): with every row read, SQL's count of upper-case ids.
    session_->profileFully(QStringLiteral("documents"));
    QVERIFY(session_->waitForIdle());
    page_->showColumn(QStringLiteral("documents"), QStringLiteral("id"));
    auto* full = page_->findChild<QPushButton*>(QStringLiteral("showRows_mixed-case"));
    QVERIFY(full);
    QSignalSpy fullSpy(page_.get(), &ColumnProfilePage::showRowsRequested);
    full->click();
    QCOMPARE(fullSpy.size(), 1);
    const qint64 upper =
        sql_->scalar(QStringLiteral("SELECT count(*) FROM documents WHERE id <> lower(id)"));
    const QString caption = fullSpy[0][2].toString();
    const qsizetype shownRows = fullSpy[0][1].value<QList<qint64>>().size();
    QVERIFY2(caption.contains(QStringLiteral(": %1 example row").arg(shownRows)) &&
                 caption.contains(QStringLiteral(" of %1 with this anomaly (the profile keeps "
                                                 "examples, not every row)")
                                      .arg(QLocale().toString(upper))),
             qPrintable(caption));
    for (qint64 r : rowids) {
        // Not in the column's (lower) case: SQL sees upper-case letters in it.
        QCOMPARE(
            sql_->scalar(
                QStringLiteral("SELECT id <> lower(id) FROM documents WHERE rowid = %1").arg(r)),
            qint64(1));
    }
}

// orders.id holds a few TEXT values among its BLOBs: the anomaly's detail sentence is long.
// At a 1280 px window's page width every detail shows whole, wrapped in its row (it was cut
// at "…equal to a BLO…"), and says the count SQL finds; no row is taller than its wrapped
// detail or its button needs (in Russian they grew to ~100 px, the buttons with them).
void TestColumnProfilePage::anomalyDetailsWrapWhole_data()
{
    QTest::addColumn<bool>("russian");
    QTest::newRow("English") << false;
    QTest::newRow("Russian") << true;
}

void TestColumnProfilePage::anomalyDetailsWrapWhole()
{
    QFETCH(bool, russian);
    const test::RussianUi ui(russian);
    QVERIFY(!ui.failed());
    session_->profileFully(QStringLiteral("orders"));
    QVERIFY(session_->waitForIdle());
    ColumnProfilePage page(session_.get(), zone_.get());
    page.resize(880, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.showColumn(QStringLiteral("orders"), QStringLiteral("id"));
    waitForHistogram(page);
    QApplication::processEvents();
    QTableWidget* table = page.anomaliesTable();
    QVERIFY(table->isVisible() && table->rowCount() >= 2);
    const qint64 text =
        sql_->scalar(QStringLiteral("SELECT count(*) FROM orders WHERE typeof(id) = 'text'"));
    QVERIFY(text > 0);
    const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1;
    const QFontMetrics fm(table->font());
    bool mismatch = false;
    for (int r = 0; r < table->rowCount(); ++r) {
        const QString detail = table->item(r, 2)->text();
        QCOMPARE(table->item(r, 2)->toolTip(), detail);
        const QRect need = fm.boundingRect(QRect(0, 0, table->columnWidth(2) - 2 * margin, 10000),
                                           Qt::TextWordWrap, detail);
        QVERIFY2(need.height() <= table->rowHeight(r) && need.width() <= table->columnWidth(2),
                 qPrintable(detail));
        if (table->item(r, 0)->data(Qt::UserRole).toString() ==
            QStringLiteral("storage-mismatch")) {
            mismatch = true;
            QVERIFY2(detail.startsWith(QStringLiteral("%1 TEXT").arg(QLocale().toString(text))),
                     qPrintable(detail));
        }
        QWidget* cell = table->cellWidget(r, 4);
        const auto* button = qobject_cast<QPushButton*>(cell) ? qobject_cast<QPushButton*>(cell)
                                                              : cell->findChild<QPushButton*>();
        QVERIFY(button);
        QVERIFY(button->height() <= button->sizeHint().height());
        const int tallest = std::max(need.height() + 2 * margin, button->sizeHint().height());
        QVERIFY2(table->rowHeight(r) <= tallest + 8,
                 qPrintable(QStringLiteral("row %1: %2 px for %3")
                                .arg(r)
                                .arg(table->rowHeight(r))
                                .arg(tallest)));
    }
    QVERIFY(mismatch);
    // The table shows every row: its height is the rows' and the header's.
    int h = table->horizontalHeader()->height() + 2 * table->frameWidth();
    for (int r = 0; r < table->rowCount(); ++r)
        h += table->rowHeight(r);
    QCOMPARE(table->height(), h);
}

void TestColumnProfilePage::runnerUpSwitch()
{
    page_->showColumn(QStringLiteral("messages"), QStringLiteral("id"));
    const analysis::ColumnProfile* p =
        session_->columnProfile(QStringLiteral("messages"), QStringLiteral("id"));
    QVERIFY(p && p->runnerUp);
    QCOMPARE(*p->dominant, Format::SnowflakeDiscord);
    const Format runnerUp = *p->runnerUp;
    auto* use = page_->findChild<QPushButton*>(QStringLiteral("useRunnerUp"));
    auto* automatic = page_->findChild<QPushButton*>(QStringLiteral("automaticFormat"));
    QVERIFY(use && use->isVisible());
    QVERIFY(use->text().contains(QString::fromLatin1(formatInfo(runnerUp).title)));
    QVERIFY(!automatic->isEnabled());
    QSignalSpy changed(session_.get(), &DatabaseSession::profileChanged);
    use->click();
    QVERIFY(session_->waitForIdle());
    QVERIFY(changed.size() >= 1);
    QCOMPARE(session_->columnFormat(QStringLiteral("messages"), QStringLiteral("id")), runnerUp);
    p = session_->columnProfile(QStringLiteral("messages"), QStringLiteral("id"));
    QCOMPARE(*p->dominant, runnerUp);
    QVERIFY(page_->summaryText().contains(QString::fromLatin1(formatInfo(runnerUp).title)));
    QVERIFY(automatic->isEnabled());
    waitForHistogram(*page_);
    QCOMPARE(page_->histogramChart()->histogram().format, runnerUp);
    automatic->click();
    QVERIFY(session_->waitForIdle());
    QCOMPARE(session_->columnFormat(QStringLiteral("messages"), QStringLiteral("id")),
             Format::Count);
    QCOMPARE(*session_->columnProfile(QStringLiteral("messages"), QStringLiteral("id"))->dominant,
             Format::SnowflakeDiscord);
    waitForHistogram(*page_);
}

void TestColumnProfilePage::medianUnderEveryProfile()
{
    // messages.id holds Discord snowflakes; the page lists the column's median under every
    // profile. The median from plain SQL (the lower one), its Discord reading by hand.
    page_->showColumn(QStringLiteral("messages"), QStringLiteral("id"));
    EpochCompareModel* m = page_->epochModel();
    QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(!page_->medianPending() && m->comparison(), 30000);
    const qint64 median = sql_->scalar(QStringLiteral(
        "SELECT id FROM messages WHERE typeof(id) = 'integer' ORDER BY id LIMIT 1 OFFSET "
        "(SELECT (count(*) - 1) / 2 FROM messages WHERE typeof(id) = 'integer')"));
    QCOMPARE(m->comparison()->input, QString::number(median));
    const qint64 discordMs = (median >> 22) + 1420070400000;
    bool found = false;
    for (int r = 0; r < m->rowCount(); ++r) {
        const EpochReading* x = m->readingAt(r);
        if (x && x->format == Format::SnowflakeDiscord) {
            found = true;
            QCOMPARE(x->instant->unixMsFloor(), discordMs);
            QVERIFY(x->plausible());
            QVERIFY(m->index(r, EpochCompareModel::Marks).data().toString().isEmpty());
        }
    }
    QVERIFY(found);
    auto* note = page_->findChild<QLabel*>(QStringLiteral("medianEpochNote"));
    QVERIFY(note->isVisible());
    QVERIFY(note->text().contains(QString::number(median)));
    // At the page width a 1280 px window leaves, the table spans the page: every profile name
    // and instant whole (the view's font measure against the column less the item margins), and
    // more than a couple of rows in view.
    page_->resize(850, 900);
    QApplication::processEvents();
    auto* table = page_->findChild<QTableView*>(QStringLiteral("medianEpochTable"));
    const int margins =
        2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1);
    for (int r = 0; r < m->rowCount(); ++r) {
        if (r == m->nowRow())
            continue;
        for (int c : {int(EpochCompareModel::Profile), int(EpochCompareModel::Instant)}) {
            const QString text = m->index(r, c).data().toString();
            QVERIFY2(table->fontMetrics().horizontalAdvance(text) + margins <=
                         table->columnWidth(c),
                     qPrintable(text));
        }
    }
    const int inView = table->rowAt(table->viewport()->height() - 1) - table->rowAt(0) + 1;
    QVERIFY2(inView >= 5 || table->rowAt(table->viewport()->height() - 1) < 0,
             qPrintable(QString::number(inView)));
    page_->resize(1100, 900);
    // A column of text IDs shows no such list.
    page_->showColumn(QStringLiteral("users"), QStringLiteral("id"));
    QVERIFY(!note->isVisible());
    QCOMPARE(m->rowCount(), 0);
}

void TestColumnProfilePage::implausibleRunnerUpNotOffered()
{
    // users.created_at holds Unix seconds; read as Mastodon IDs (milliseconds above bit 16)
    // they all land in January 1970, which SQL confirms, so no button offers that reading.
    page_->showColumn(QStringLiteral("users"), QStringLiteral("created_at"));
    const analysis::ColumnProfile* p =
        session_->columnProfile(QStringLiteral("users"), QStringLiteral("created_at"));
    QVERIFY(p && p->runnerUp);
    QCOMPARE(*p->runnerUp, Format::SnowflakeMastodon);
    QCOMPARE(sql_->scalar(QStringLiteral(
                 "SELECT count(*) FROM users WHERE (created_at >> 16) >= 946684800000")),
             qint64(0));
    auto* use = page_->findChild<QPushButton*>(QStringLiteral("useRunnerUp"));
    auto* automatic = page_->findChild<QPushButton*>(QStringLiteral("automaticFormat"));
    QVERIFY(!use->isVisible());
    QVERIFY(!automatic->isVisible());
    QString choice;
    for (const QLabel* l : page_->findChildren<QLabel*>())
        if (l->text().contains(QStringLiteral("not offered")))
            choice = l->text();
    QVERIFY2(choice.contains(QStringLiteral("Mastodon ID puts only 0 % of its instants")),
             qPrintable(choice));
    // messages.id's runner-up reads most IDs at a plausible time: offered (runnerUpSwitch).
    page_->showColumn(QStringLiteral("messages"), QStringLiteral("id"));
    QVERIFY(use->isVisible());
    waitForHistogram(*page_);
}

// users.id after a full scan: the densest tick's count and instant against ULID milliseconds
// decoded in SQL, its unit spelled as the decoder spells precisions ("1 ms", not "ms").
void TestColumnProfilePage::densestTickMatchesSql()
{
    QObject owner; // the English plurals, as the application installs them
    installTranslations(QLocale(QLocale::English), &owner);
    session_->profileFully(QStringLiteral("users"));
    QVERIFY(session_->waitForIdle());
    page_->showColumn(QStringLiteral("users"), QStringLiteral("created_at"));
    page_->showColumn(QStringLiteral("users"), QStringLiteral("id")); // refilled in English
    const QString ms = QStringLiteral(
        "(SELECT sum((instr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', substr(upper(u.id), k, 1)) - 1) "
        "* (1 << (5 * (10 - k)))) FROM (WITH RECURSIVE d(k) AS (SELECT 1 UNION ALL SELECT k + 1 "
        "FROM d WHERE k < 10) SELECT k FROM d))");
    const qint64 densest = sql_->scalar(
        QStringLiteral("SELECT max(c) FROM (SELECT count(*) AS c FROM users u GROUP BY %1)")
            .arg(ms));
    QString shown;
    for (const QLabel* l : page_->findChildren<QLabel*>())
        if (l->text().contains(QStringLiteral(" in one tick (1 ms) at ")))
            shown = l->text();
    static const QRegularExpression re(
        QStringLiteral("^(\\d+) values? in one tick \\(1 ms\\) at (\\S+)$"));
    const QRegularExpressionMatch m = re.match(shown);
    QVERIFY2(m.hasMatch(), qPrintable(shown));
    QCOMPARE(m.captured(1).toLongLong(), densest);
    const QDateTime at = QDateTime::fromString(m.captured(2), Qt::ISODateWithMs);
    QVERIFY(at.isValid());
    QCOMPARE(sql_->scalar(QStringLiteral("SELECT count(*) FROM users u WHERE %1 = %2")
                              .arg(ms)
                              .arg(at.toMSecsSinceEpoch())),
             densest);
}

void TestColumnProfilePage::exactShares()
{
    // Hand-worked: all or none only when it is all or none.
    QCOMPARE(exactShareText(1.0), QStringLiteral("100 %"));
    QCOMPARE(exactShareText(0.0), QStringLiteral("0 %"));
    QCOMPARE(exactShareText(0.9996), QStringLiteral("> 99.9 %"));
    QCOMPARE(exactShareText(0.0004), QStringLiteral("< 0.1 %"));
    QCOMPARE(exactShareText(0.821), QStringLiteral("82.1 %"));
    QCOMPARE(exactShareText(0.9994), QStringLiteral("99.9 %"));
}

void TestColumnProfilePage::staleHistogramDropped()
{
    page_->showColumn(QStringLiteral("keys_v7"), QStringLiteral("id"));
    page_->showColumn(QStringLiteral("ticks"), QStringLiteral("ts"));
    waitForHistogram(*page_);
    QTest::qWait(100); // a stale result would arrive now
    QCOMPARE(page_->histogramChart()->histogram().format, Format::UnixUs);
    QCOMPARE(page_->table(), QStringLiteral("ticks"));
}

namespace {

// "≈ 82 % ± 2 %" → (82, 2) in the UI locale.
std::optional<QPair<double, double>> parseEstimate(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("≈ ([0-9.,]+) % ± ([0-9.,]+) %"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const QLocale l;
    return qMakePair(l.toDouble(m.captured(1)), l.toDouble(m.captured(2)));
}

QStringList labelTexts(const QWidget& w)
{
    QStringList out;
    for (const QLabel* l : w.findChildren<QLabel*>())
        out << l->text();
    return out;
}

qint64 digitsOf(QString t)
{
    static const QRegularExpression nonDigit(QStringLiteral("[^0-9]"));
    return t.remove(nonDigit).toLongLong();
}

// 16,000 UUIDv4 rows, then 4,000 UUIDv7 ones (RFC 9562 layouts), BLOBs; written once.
// "2.4 × 10⁻²⁹": a tiny probability as the pages spell it, taken apart from the C library's
// own "2.4e-29" (one decimal), digits in `l`.
QString timesTen(double v, const QLocale& l)
{
    const QString e = QString::number(v, 'e', 1);
    const int at = int(e.indexOf(u'e'));
    static const char16_t kSuper[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString power;
    for (QChar c : QString::number(e.mid(at + 1).toInt())) // "-29": drops the leading zeros
        power += c == u'-' ? QChar(u'⁻') : QChar(kSuper[c.digitValue()]);
    return l.toString(e.left(at).toDouble(), 'f', 1) + QStringLiteral(" × 10") + power;
}

QString writeSkewed(const QString& path)
{
    if (QFile::exists(path))
        return path;
    testdb::Writer w(path);
    w.exec(QStringLiteral("CREATE TABLE t(n INTEGER PRIMARY KEY, id BLOB NOT NULL)"));
    QRandomGenerator g(7);
    QList<QVariantList> rows;
    for (int i = 0; i < 20000; ++i) {
        QByteArray b(16, '\0');
        for (char& c : b)
            c = char(g.bounded(256));
        const bool v7 = i >= 16000;
        if (v7) {
            const quint64 ms = 1750000000000ULL + quint64(i) * 1000;
            for (int k = 0; k < 6; ++k)
                b[k] = char((ms >> (40 - 8 * k)) & 0xff);
        }
        b[6] = char((quint8(b[6]) & 0x0f) | (v7 ? 0x70 : 0x40));
        b[8] = char((quint8(b[8]) & 0x3f) | 0x80);
        rows.append({b});
    }
    w.insertRows(QStringLiteral("INSERT INTO t(id) VALUES (?)"), rows);
    return path;
}

} // namespace

// A table too big to read whole at once (budget 0) is shown from its uniform sample: every
// share with "≈ … ± …" whose interval holds the true share (plain SQL), counts scaled to the
// table, the time range and the collision figure said to come from the sample; the explorer
// badge carries "≈". Profile Fully then shows the exact figures, equal to SQL's, and no line
// of the page contradicts them.
void TestColumnProfilePage::sampleIsLabelledAndHonest()
{
    const QString path = writeSkewed(skewedDir_.filePath(QStringLiteral("skewed.sqlite")));
    qint64 total = 0;
    qint64 v4 = 0;
    {
        testdb::Writer sql(path);
        total = sql.scalar(QStringLiteral("SELECT count(*) FROM t"));
        v4 =
            sql.scalar(QStringLiteral("SELECT count(*) FROM t WHERE substr(hex(id), 13, 1) = '4'"));
    }
    const double truth = 100.0 * double(v4) / double(total);

    DatabaseSession session;
    session.setFullProfileBudget(0);
    ColumnProfilePage page(&session, zone_.get());
    SchemaExplorer explorer(&session);
    page.resize(1100, 900);
    page.show();
    session.open(path);
    QVERIFY(session.waitForIdle());
    page.showColumn(QStringLiteral("t"), QStringLiteral("id"));
    const analysis::ColumnProfile* p =
        session.columnProfile(QStringLiteral("t"), QStringLiteral("id"));
    QVERIFY(p && p->sampled);

    // The header's share and the chart's label: estimates whose interval holds the truth.
    const QString summary = page.summaryText();
    QVERIFY2(summary.contains(QStringLiteral("estimated from the sample")), qPrintable(summary));
    const auto head = parseEstimate(summary);
    QVERIFY2(head, qPrintable(summary));
    QVERIFY2(head->first - head->second <= truth && truth <= head->first + head->second,
             qPrintable(QStringLiteral("%1 vs %2").arg(summary).arg(truth)));
    QCOMPARE(page.mixChart()->bars().first().first, QStringLiteral("UUIDv4"));
    const auto bar = parseEstimate(page.mixChart()->shareLabels().first());
    QVERIFY(bar && bar->first - bar->second <= truth && truth <= bar->first + bar->second);

    // Mixed versions: an estimate for the table (≈ value (low–high)) holding SQL's count.
    QTableWidget* an = page.anomaliesTable();
    auto mixedRow = [an] {
        for (int r = 0; r < an->rowCount(); ++r) {
            if (an->item(r, 0)->data(Qt::UserRole).toString() == QStringLiteral("mixed-versions"))
                return r;
        }
        return -1;
    };
    QVERIFY(mixedRow() >= 0);
    const QString count = an->item(mixedRow(), 1)->text();
    QVERIFY2(count.startsWith(QStringLiteral("≈")), qPrintable(count));
    const QStringList ends = count.mid(count.indexOf(u'(')).split(u'–');
    QCOMPARE(ends.size(), 2);
    QVERIFY2(digitsOf(ends[0]) <= v4 && v4 <= digitsOf(ends[1]), qPrintable(count));
    // Its detail names the table's estimate too, not the sample's own count.
    const QString mixedDetail = an->item(mixedRow(), 2)->text();
    QVERIFY2(mixedDetail.contains(QStringLiteral("≈ ")), qPrintable(mixedDetail));
    // UUIDv4 has no time part: the odds come from the (estimated) count, not a rate.
    const QStringList labels = labelTexts(page);
    QCOMPARE(labels.filter(QStringLiteral("that any two of the ≈")).size(), 1);

    // The explorer's badge says it is an estimate.
    const QModelIndexList ids =
        explorer.model()->match(explorer.model()->index(0, 0), SchemaTreeModel::ColumnRole,
                                QStringLiteral("id"), 1, Qt::MatchExactly | Qt::MatchRecursive);
    QVERIFY(!ids.isEmpty());
    const QString badge = ids.first().data(SchemaTreeModel::BadgeRole).toString();
    QVERIFY2(badge.contains(QStringLiteral("UUIDv4 ≈")), qPrintable(badge));

    // Every row read: exact figures, as SQL counts them, and nothing contradicts them.
    session.profileFully(QStringLiteral("t"));
    QVERIFY(session.waitForIdle());
    p = session.columnProfile(QStringLiteral("t"), QStringLiteral("id"));
    QVERIFY(p && !p->sampled);
    page.showColumn(QStringLiteral("t"), QStringLiteral("id"));
    const QLocale l;
    QVERIFY2(page.summaryText().contains(
                 QStringLiteral("UUIDv4 (%1 % of non-NULL values)").arg(l.toString(truth, 'f', 1))),
             qPrintable(page.summaryText()));
    QVERIFY(!page.summaryText().contains(QStringLiteral("≈")));
    QCOMPARE(an->item(mixedRow(), 1)->text(), l.toString(v4));
    const QStringList full = labelTexts(page);
    QVERIFY(full.filter(QStringLiteral("per second")).isEmpty()); // v4 carries no rate
    // 122 random bits: P = 1 - exp(-n(n-1)/2 / 2^122) over the v4 values SQL counts.
    const double pairs = double(v4) * double(v4 - 1) / 2;
    const double odds = -std::expm1(-pairs / std::pow(2.0, 122));
    const QString oddsLine = QStringLiteral("%1 that any two of the %2 UUIDv4 values are equal")
                                 .arg(timesTen(odds, l), l.toString(v4));
    QVERIFY2(full.filter(oddsLine).size() == 1,
             qPrintable(oddsLine + QStringLiteral(" | ") + full.join(QStringLiteral(" | "))));
    QCOMPARE(an->item(mixedRow(), 2)->text().contains(QStringLiteral("≈")), false);
    QCOMPARE(full.filter(QStringLiteral("the UUIDv7 ones disclose")).size(), 1);
    QVERIFY(full.filter(QStringLiteral("they disclose nothing")).isEmpty());
    const QString exactBadge = ids.first().data(SchemaTreeModel::BadgeRole).toString();
    QVERIFY2(exactBadge.contains(QStringLiteral("UUIDv4 %1 %").arg(l.toString(qRound(truth)))),
             qPrintable(exactBadge));
}

// messages.id holds Discord Snowflakes: their 12 low bits are a per-worker increment, not
// random bits. The collision line says so and gives no birthday bound; nothing on the page calls
// those bits random.
void TestColumnProfilePage::counterBitsAreNotRandom()
{
    session_->profileFully(QStringLiteral("messages"));
    QVERIFY(session_->waitForIdle());
    page_->showColumn(QStringLiteral("messages"), QStringLiteral("id"));
    const analysis::ColumnProfile* p =
        session_->columnProfile(QStringLiteral("messages"), QStringLiteral("id"));
    QVERIFY(p && p->dominant);
    QCOMPARE(formatName(*p->dominant), QStringLiteral("snowflake-discord"));
    // The layout: 42 bits of ms, 5 worker, 5 process, 12 increment. Within one worker and one
    // millisecond SQL finds no equal low 12 bits, as a counter guarantees.
    QCOMPARE(sql_->scalar(QStringLiteral("SELECT count(*) - count(DISTINCT id) FROM messages")),
             qint64(0));
    const QStringList labels = labelTexts(*page_);
    const QString counter =
        QStringLiteral("none within one generator: its 12-bit sequence counter (not random "
                       "bits) numbers the IDs of one 1 ms tick, up to %1 of them")
            .arg(QLocale().toString(4096));
    QVERIFY2(labels.filter(counter).size() == 1, qPrintable(labels.join(QStringLiteral(" | "))));
    static const QRegularExpression randomBits(QStringLiteral("\\d+ random bits"));
    QVERIFY2(labels.filter(randomBits).isEmpty(), qPrintable(labels.join(QStringLiteral(" | "))));
    QVERIFY(labels.filter(QStringLiteral("per second")).isEmpty());
}

// With the default budget, a table that reads whole in about a second is profiled fully as
// soon as its sample is in: no button to press, and the figures are SQL's.
void TestColumnProfilePage::smallTablesProfiledFullyAtOnce()
{
    // 20,000 rows: more than a sample, read whole in well under a second.
    const QString path = writeSkewed(skewedDir_.filePath(QStringLiteral("skewed.sqlite")));
    DatabaseSession session;
    QSignalSpy finished(&session, &DatabaseSession::fullProfileFinished);
    session.open(path);
    QVERIFY(session.waitForIdle());
    QCOMPARE(finished.size(), 1);
    const analysis::ColumnProfile* p =
        session.columnProfile(QStringLiteral("t"), QStringLiteral("id"));
    QVERIFY(p && !p->sampled);
    testdb::Writer sql(path);
    QCOMPARE(
        analysis::formatCount(*p, Format::UuidV4),
        sql.scalar(QStringLiteral("SELECT count(*) FROM t WHERE substr(hex(id), 13, 1) = '4'")));
    QCOMPARE(p->rowsSeen, sql.scalar(QStringLiteral("SELECT count(*) FROM t")));
}

// UUIDv7s as PostgreSQL 18's uuidv7() writes them (written out: the ns clock kept ascending by
// at least 977 ns, rand_a = (ns % 10^6) * 4096 / 10^6): the page says rand_a is a fraction of
// the millisecond and shows the range with it, as plain SQL's min(id) reads by hand.
void TestColumnProfilePage::v7FractionShown()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pg18.sqlite"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(n INTEGER PRIMARY KEY, id TEXT)")));
        QRandomGenerator g(61);
        QList<QVariantList> rows;
        qint64 clock = 1709251200000LL * 1000000 + 333333, previous = 0;
        for (int i = 0; i < 800; ++i) {
            clock += g.bounded(2) ? qint64(g.bounded(300)) : qint64(g.bounded(300000));
            const qint64 ns = std::max(clock, previous + 977);
            previous = ns;
            const quint64 ms = quint64(ns / 1000000);
            const quint64 randA = quint64(ns % 1000000) * 4096 / 1000000;
            const QString hex =
                QStringLiteral("%1%2%3%4")
                    .arg(ms, 12, 16, QLatin1Char('0'))
                    .arg(0x7000 | randA, 4, 16)
                    .arg(0x8000 | g.bounded(0x4000), 4, 16)
                    .arg(g.generate64() & 0xFFFFFFFFFFFFULL, 12, 16, QLatin1Char('0'));
            rows.append({hex.left(8) + u'-' + hex.mid(8, 4) + u'-' + hex.mid(12, 4) + u'-' +
                         hex.mid(16, 4) + u'-' + hex.mid(20)});
        }
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t(id) VALUES (?)"), rows));
    }
    // Text order of fixed-width lower-case hex is the order of (unix_ts_ms, rand_a).
    const QString minId = testdb::Writer(path)
                              .rows(QStringLiteral("SELECT min(id) FROM t"))
                              .value(0)
                              .value(0)
                              .toString();
    const QString hex = QString(minId).remove(u'-');
    const qint64 ms = hex.left(12).toLongLong(nullptr, 16);
    const qint64 randA = hex.mid(13, 3).toLongLong(nullptr, 16);
    const qint64 ns = (ms % 1000) * 1000000 + randA * 1000000 / 4096;
    const QString minText = QDateTime::fromMSecsSinceEpoch(ms - ms % 1000, QTimeZone::utc())
                                .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")) +
                            QStringLiteral(".%1Z").arg(ns / 100, 7, 10, QLatin1Char('0'));
    DatabaseSession session;
    session.open(path);
    QVERIFY(session.waitForIdle());
    ColumnProfilePage page(&session, zone_.get());
    page.showColumn(QStringLiteral("t"), QStringLiteral("id"));
    QVERIFY2(page.rangeText().contains(minText), qPrintable(page.rangeText() + u' ' + minText));
    auto* label = page.findChild<QLabel*>(QStringLiteral("v7RandA"));
    QVERIFY(label);
    QCOMPARE(label->text(), analysis::v7RandADescription(analysis::V7RandA::Fraction));
    QVERIFY(label->toolTip().contains(QLatin1String("PostgreSQL 18")));
}

// Every count the page shows goes through the UI locale (English here: "16,000"); the counts
// come from plain SQL. A plain "16000" anywhere on the page is the bug.
// The odds of a collision among UUIDv4s are far below 0.001: spelled "m × 10⁻ⁿ" with the UI
// locale's decimal mark, as the collision calculator and the decoder spell them, never in the
// "1.6e-29" / "6,5E-29" forms. The exponent is checked against the count and the random bits
// (the birthday bound n²/2^(bits+1), computed here).
void TestColumnProfilePage::tinyOddsSpelledOneWay_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("English") << QLocale(QLocale::English);
    QTest::newRow("Russian") << QLocale(QLocale::Russian);
}

void TestColumnProfilePage::tinyOddsSpelledOneWay()
{
    QFETCH(QLocale, locale);
    const QLocale before;
    QLocale::setDefault(locale);
    const QString path = writeSkewed(skewedDir_.filePath(QStringLiteral("skewed.sqlite")));
    // Built in the locale under test: the page reads it when it fills its labels.
    DatabaseSession session;
    ColumnProfilePage page(&session, zone_.get());
    session.open(path);
    QVERIFY(session.waitForIdle());
    page.showColumn(QStringLiteral("t"), QStringLiteral("id"));
    waitForHistogram(page);
    const QString shown = labelTexts(page).join(u'\n');
    QLocale::setDefault(before);
    const analysis::ColumnProfile* p =
        session.columnProfile(QStringLiteral("t"), QStringLiteral("id"));
    QVERIFY(p && p->randomBits == 122);
    const double n = double(testdb::Writer(path).scalar(
        QStringLiteral("SELECT count(*) FROM t WHERE substr(hex(id), 13, 1) = '4'")));
    const int exponent = int(std::floor(std::log10(n * n / std::pow(2.0, 123))));
    const QRegularExpression eForm(QStringLiteral("\\d[eE][-+]?\\d"));
    QVERIFY2(!eForm.match(shown).hasMatch(), qPrintable(shown));
    static const char16_t kSuper[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString power = QStringLiteral("⁻");
    for (QChar c : QString::number(-exponent))
        power += QChar(kSuper[c.digitValue()]);
    const QRegularExpression spelled(
        QStringLiteral("\\d") + QRegularExpression::escape(locale.decimalPoint()) +
        QStringLiteral("\\d × 10") + power + QStringLiteral("(?!\\S)"));
    QVERIFY2(spelled.match(shown).hasMatch(), qPrintable(power + QLatin1Char('\n') + shown));
}

// The format-mix chart's bar names and shares at the page width a 1280 px window leaves:
// drawn whole, two lines each, so nothing of them touches the chart's left edge (a cut label
// did: "rd Snowflake 100 %"); and the plot starts right of the widest line, measured with the
// axis's own font.
void TestColumnProfilePage::mixLabelsWhole_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("column");
    QTest::newRow("Discord Snowflake") << QStringLiteral("messages") << QStringLiteral("id");
    QTest::newRow("UUIDv4 and v7, a sample") << QStringLiteral("orders") << QStringLiteral("id");
    QTest::newRow("no format") << QStringLiteral("orders") << QStringLiteral("status");
}

void TestColumnProfilePage::mixLabelsWhole()
{
    QFETCH(QString, table);
    QFETCH(QString, column);
    page_->resize(850, 900);
    page_->showColumn(table, column);
    waitForHistogram(*page_);
    QApplication::processEvents();
    FormatMixChart* mix = page_->mixChart();
    QVERIFY(!mix->bars().isEmpty());
    const QImage shot = mix->grab().toImage();
    const QColor base = mix->palette().color(QPalette::Base);
    const int margin = mix->chart()->margins().left();
    int ink = 0;
    for (int y = 0; y < shot.height(); ++y) {
        for (int x = 0; x <= margin; ++x) {
            const QColor c = shot.pixelColor(x, y);
            ink += std::abs(c.lightness() - base.lightness()) > 40 ? 1 : 0;
        }
    }
    QCOMPARE(ink, 0);
    const QFontMetrics fm(mix->chart()->axes(Qt::Vertical).first()->labelsFont());
    int widest = 0;
    for (int i = 0; i < mix->bars().size(); ++i)
        widest = std::max({widest, fm.horizontalAdvance(mix->bars().at(i).first),
                           fm.horizontalAdvance(mix->shareLabels().at(i))});
    QVERIFY2(mix->chart()->plotArea().left() >= widest + margin,
             qPrintable(QStringLiteral("plot at %1, labels %2 wide")
                            .arg(mix->chart()->plotArea().left())
                            .arg(widest)));
    page_->resize(1100, 900);
}

void TestColumnProfilePage::countsGroupedInUiLocale()
{
    const QLocale before;
    const QLocale english(QLocale::English);
    QLocale::setDefault(english);
    const QString path = writeSkewed(skewedDir_.filePath(QStringLiteral("skewed.sqlite")));
    DatabaseSession session;
    session.open(path);
    QVERIFY(session.waitForIdle());
    ZoneSetting zone;
    ColumnProfilePage page(&session, &zone);
    page.resize(1100, 900);
    page.show();
    page.showColumn(QStringLiteral("t"), QStringLiteral("id"));
    waitForHistogram(page);
    QString shown;
    for (const QLabel* l : page.findChildren<QLabel*>())
        shown += l->text() + QLatin1Char('\n');
    for (const QTableWidget* t : page.findChildren<QTableWidget*>()) {
        for (int r = 0; r < t->rowCount(); ++r) {
            for (int c = 0; c < t->columnCount(); ++c)
                shown += (t->item(r, c) ? t->item(r, c)->text() : QString()) + QLatin1Char('\n');
        }
    }
    QLocale::setDefault(before);
    testdb::Writer sql(path);
    const qint64 rows = sql.scalar(QStringLiteral("SELECT count(*) FROM t"));
    const qint64 v4 =
        sql.scalar(QStringLiteral("SELECT count(*) FROM t WHERE substr(hex(id), 13, 1) = '4'"));
    QVERIFY(v4 >= 1000 && rows >= 1000);
    for (qint64 n : {rows, v4}) {
        QVERIFY2(shown.contains(english.toString(n)), qPrintable(english.toString(n)));
        QVERIFY2(!shown.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(n))),
                 qPrintable(shown));
    }
}

void TestColumnProfilePage::histogramAxisGroupsDigits_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("en") << QLocale(QLocale::English);
    QTest::newRow("ru") << QLocale(QLocale::Russian, QLocale::Russia);
}

// The count axis of the histogram groups digits in the UI locale: bins of 20,000 values give
// labels up to 20,000 ("20 000" in Russian), each read back here with the locale's own parser
// and every label from 1,000 on carrying the group separator.
void TestColumnProfilePage::histogramAxisGroupsDigits()
{
    QFETCH(QLocale, locale);
    const QLocale before;
    QLocale::setDefault(locale);
    analysis::InstantHistogram h;
    h.from = Instant::fromUnixSeconds(1790000000);
    h.binWidthMs = 86400000;
    h.counts = {20000, 5000, 12000, 700};
    h.to = Instant::fromUnixSeconds(1790000000 + 4 * 86400);
    InstantHistogramChart chart;
    chart.resize(700, 400);
    chart.setHistogram(h);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCoreApplication::processEvents();
    const QStringList labels = chart.countLabels();
    QLocale::setDefault(before);
    QVERIFY2(labels.size() >= 3, qPrintable(labels.join(u'|')));
    qint64 top = 0;
    for (QString l : labels) {
        if (l.isEmpty())
            continue; // an axis title left empty
        // QGraphicsTextItem's plain text turns a no-break space (Russian grouping) into a space.
        if (locale.groupSeparator().trimmed().isEmpty())
            l.replace(QLatin1Char(' '), locale.groupSeparator());
        bool ok = false;
        const qint64 v = locale.toLongLong(l, &ok);
        QVERIFY2(ok, qPrintable(l));
        top = std::max(top, v);
        if (v >= 1000)
            QVERIFY2(l.contains(locale.groupSeparator()), qPrintable(l));
    }
    QVERIFY2(top >= 20000, qPrintable(labels.join(u'|')));
}

void TestColumnProfilePage::screenshots_data()
{
    QTest::addColumn<QString>("theme");
    QTest::newRow("light") << QStringLiteral("light");
    QTest::newRow("dark") << QStringLiteral("dark");
}

void TestColumnProfilePage::screenshots()
{
    const QString out = qEnvironmentVariable("IDSCOPE_SHOTS_DIR");
    if (out.isEmpty())
        QSKIP("set IDSCOPE_SHOTS_DIR to save screenshots");
    QFETCH(QString, theme);
    QDir().mkpath(out);
    static QTemporaryDir bigDir; // not dir_: its listing is checked at the end
    const QString big = bigDir.filePath(QStringLiteral("big.sqlite"));
    if (!QFile::exists(big)) {
        db::SampleOptions o;
        o.rows = 200000;
        QVERIFY(db::writeSampleDatabase(big, o).ok);
    }
    applyTheme(themeFromKey(theme));
    DatabaseSession session;
    QSplitter window;
    auto* explorer = new SchemaExplorer(&session, &window);
    auto* page = new ColumnProfilePage(&session, zone_.get(), &window);
    window.addWidget(explorer);
    window.addWidget(page);
    window.setSizes({520, 880});
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    connect(explorer, &SchemaExplorer::columnActivated, page, &ColumnProfilePage::showColumn);
    session.open(big);
    QVERIFY(session.waitForIdle(120000));
    explorer->view()->expandAll();
    const QList<QPair<QString, QString>> columns = {
        {QStringLiteral("users"), QStringLiteral("id")},
        {QStringLiteral("messages"), QStringLiteral("id")},
        {QStringLiteral("documents"), QStringLiteral("id")},
        {QStringLiteral("orders"), QStringLiteral("id")},
        {QStringLiteral("events"), QStringLiteral("id")},
    };
    for (const auto& c : columns) {
        explorer->selectColumn(c.first, c.second);
        waitForHistogram(*page);
        QTest::qWait(50);
        const QPixmap shot = window.grab();
        QVERIFY(shot.save(QDir(out).filePath(
            QStringLiteral("profile-%1-%2-%3.png").arg(c.first, c.second, theme))));
    }
    applyTheme(Theme::System);
}

QTEST_MAIN(TestColumnProfilePage)
#include "tst_columnprofilepage.moc"
