// Pages on a PostgreSQL server (the test's own cluster, read as the SELECT-only role): the
// Export Report dialog names the server in its choices, its preview and the file it writes
// (version, host, database and user from the server itself, no SQLite facts), with row counts
// from plain SQL; the Time Travel page finds the jsonb/timestamptz version table, its state at
// instants and its diff against ROW_NUMBER() on the server, the payloads on screen and an
// entity's history as stored; the Column Profile histogram bins as the server counts them;
// nothing is written on the server.
#include "browser/browsermodel.h"
#include "browser/databrowser.h"
#include "common/zonesetting.h"
#include "database/databasesession.h"
#include "gaps/gapsmissedmodel.h"
#include "gaps/gapspage.h"
#include "profile/columnprofilepage.h"
#include "profile/instanthistogramchart.h"
#include "pgfixture.h"
#include "report/exportreportdialog.h"
#include "timetravel/timetravelpage.h"
#include "timetravel/versionstatemodel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTableView>
#include <QTextBrowser>

#include <memory>

using namespace idscope;

namespace {

Instant instantAt(const QString& rfc3339)
{
    return Instant::fromUnixMs(
        QDateTime::fromString(rfc3339, Qt::ISODateWithMs).toMSecsSinceEpoch());
}

} // namespace

class TestPgPages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void exportNamesTheServer();
    void timeTravelOnServer();
    void gapsFromCommitTimestamps();
    void profileHistogramOnServer();
    void browserFiltersATimestamptzColumn();
    void nothingWritten();
    void cleanupTestCase();

private:
    // "type|id" → version number of the entities alive at `at`; `deleted` those it deletes.
    QHash<QString, qint64> aliveAt(const QString& at, int* deleted);
    QHash<QString, qint64> modelState(const VersionStateModel* m) const;

    testpg::Fixture fx_;
    QTemporaryDir dir_;
    std::unique_ptr<DatabaseSession> session_;
};

void TestPgPages::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("idscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_pgpages"));
    QSettings().clear();
    QVERIFY(dir_.isValid());
    START_PG_FIXTURE(fx_, [](testpg::Session& setup) {
        return testpg::createMixedUuidTable(setup, 300, 500) &&
               testpg::createEntityVersions(setup, 40, 4) &&
               testpg::createLateCommits(testpg::Cluster::shared(), 6);
    });
    fx_.mark(); // the session stays open over every check: nothingWritten() closes it first
    session_ = std::make_unique<DatabaseSession>();
    session_->open(fx_.cluster().readerUri());
    QTRY_VERIFY_WITH_TIMEOUT(session_->isOpen(), 30000);
    QVERIFY(session_->waitForIdle(60000));
}

// The whole-database report from the dialog: the overview's choice says "server", the preview
// and the Markdown written name the server as it reports itself, and the table's row count is
// the server's count(*).
void TestPgPages::exportNamesTheServer()
{
    ExportReportDialog d(session_.get());
    const auto* overview = d.findChild<QCheckBox*>(QStringLiteral("overview"));
    QVERIFY(overview);
    QVERIFY2(overview->text().contains(QStringLiteral("server")), qPrintable(overview->text()));
    d.setScope(report::ReportScope::database());
    QSignalSpy ready(&d, &ExportReportDialog::previewReady);
    d.refreshPreview();
    QVERIFY(ready.wait(60000));
    const QString text = d.preview()->toPlainText();
    const QString version = fx_.super().value(QStringLiteral("SHOW server_version"));
    for (const QString& want :
         QStringList{version, fx_.cluster().socketDir(), QString::fromLatin1(testpg::kDatabase),
                     QString::fromLatin1(testpg::kReader), QStringLiteral("Table mixed_accounts"),
                     QStringLiteral("%1 rows").arg(fx_.super().scalar(
                         QStringLiteral("SELECT count(*) FROM mixed_accounts")))})
        QVERIFY2(text.contains(want), qPrintable(want + QStringLiteral("\n") + text.left(2000)));
    QVERIFY(!text.contains(QStringLiteral("SQLite version")));
    QVERIFY2(d.filePath().contains(
                 QStringLiteral("%1-report").arg(QString::fromLatin1(testpg::kDatabase))),
             qPrintable(d.filePath()));

    const QString out = dir_.filePath(QStringLiteral("server.md"));
    d.setFilePath(out);
    QSignalSpy done(&d, &ExportReportDialog::exported);
    d.startExport();
    QVERIFY(done.wait(60000));
    QVERIFY2(done.first().at(0).toBool(), qPrintable(done.first().at(1).toString()));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(f.readAll());
    QVERIFY(
        md.startsWith(QStringLiteral("# Database report: %1 on %2")
                          .arg(QString::fromLatin1(testpg::kDatabase), fx_.cluster().socketDir())));
    QVERIFY(md.contains(version));
}

QHash<QString, qint64> TestPgPages::aliveAt(const QString& at, int* deleted)
{
    QHash<QString, qint64> out;
    *deleted = 0;
    for (const QStringList& r : fx_.super().rows(
             QStringLiteral("SELECT entity_type, entity_id, version_number, data ? 'deleted' FROM "
                            "(SELECT *, row_number() OVER (PARTITION BY entity_type, entity_id "
                            "ORDER BY changed_at DESC, version_number DESC) AS rn FROM "
                            "entity_versions WHERE changed_at <= '%1') v WHERE rn = 1")
                 .arg(at))) {
        if (r[3] == u"t")
            ++*deleted;
        else
            out.insert(r[0] + u'|' + r[1], r[2].toLongLong());
    }
    return out;
}

QHash<QString, qint64> TestPgPages::modelState(const VersionStateModel* m) const
{
    QHash<QString, qint64> out;
    for (int r = 0; r < m->rowCount(); ++r)
        out.insert(m->index(r, VersionStateModel::TypeColumn).data().toString() + u'|' +
                       m->index(r, VersionStateModel::KeyColumn).data().toString(),
                   m->index(r, VersionStateModel::VersionColumn).data().toLongLong());
    return out;
}

// The page on a server: the version table found, the state at three instants (one a version's
// own changed_at) and a diff against ROW_NUMBER() on the server, the payload on screen as the
// server stores it, and an entity's history.
void TestPgPages::timeTravelOnServer()
{
    ZoneSetting zone;
    TimeTravelPage page(session_.get(), &zone);
    QAbstractItemModelTester tester(page.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    page.resize(1400, 900);
    // The session is open already: the page looks for version tables as it is made.
    QTRY_VERIFY_WITH_TIMEOUT(page.isLoaded(), 30000);
    QCOMPARE(page.candidates().first().mapping.table, QStringLiteral("entity_versions"));
    QCOMPARE(page.timeline()->versionCount(),
             int(fx_.super().scalar(QStringLiteral("SELECT count(*) FROM entity_versions"))));
    for (const char* at :
         {"2025-09-01T06:00:00Z", "2025-09-01T21:25:42.857Z", "2025-09-03T00:00:00Z"}) {
        page.setInstant(instantAt(QLatin1String(at)));
        int deleted = 0;
        const auto want = aliveAt(QLatin1String(at), &deleted);
        QCOMPARE(modelState(page.model()), want);
        QCOMPARE(page.cursor().deletedCount(), deleted);
    }
    QVERIFY(page.cursor().deletedCount() > 0);

    // The payload of the first row on screen: jsonb's text, as the server gives it.
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QSignalSpy fetched(&page, &TimeTravelPage::payloadsFetched);
    page.setInstant(instantAt(QStringLiteral("2025-09-02T12:00:00Z")));
    QTRY_VERIFY_WITH_TIMEOUT(fetched.count() > 0, 30000);
    const QModelIndex first = page.proxy()->index(0, VersionStateModel::PayloadColumn);
    const QString type = page.proxy()->index(0, VersionStateModel::TypeColumn).data().toString();
    const QString key = page.proxy()->index(0, VersionStateModel::KeyColumn).data().toString();
    const qint64 version =
        page.proxy()->index(0, VersionStateModel::VersionColumn).data().toLongLong();
    const QString stored = fx_.super().value(
        QStringLiteral("SELECT data::text FROM entity_versions WHERE entity_type = '%1' AND "
                       "entity_id = '%2' AND version_number = %3")
            .arg(type, key)
            .arg(version));
    QVERIFY(!stored.isEmpty());
    // The JSON object's keys are columns of their own.
    const QJsonObject data = QJsonDocument::fromJson(stored.toUtf8()).object();
    QCOMPARE(page.model()->columnCount() - VersionStateModel::PayloadColumn,
             int(data.keys().size()));
    for (int c = VersionStateModel::PayloadColumn; c < page.model()->columnCount(); ++c) {
        const QString field = page.model()->headerData(c, Qt::Horizontal).toString();
        const QJsonValue want = data.value(field);
        QCOMPARE(page.proxy()->index(0, c).data().toString(),
                 want.isString() ? want.toString() : QString::number(want.toInteger()));
    }

    QSignalSpy shown(&page, &TimeTravelPage::historyShown);
    page.showHistory(first.data(VersionStateModel::EntityRole).toInt());
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() > 0, 30000);
    QVERIFY(page.historyHtml().contains(key));
    // The heading names the type once, though the key (entity_type, entity_id) holds it too.
    QVERIFY(page.historyHtml().contains(type + QStringLiteral(" · ") + key));
    QVERIFY(!page.historyHtml().contains(type + QStringLiteral(" · ") + type));
    const qint64 versions = fx_.super().scalar(
        QStringLiteral("SELECT count(*) FROM entity_versions WHERE entity_type = "
                       "'%1' AND entity_id = '%2'")
            .arg(type, key));
    for (qint64 v = 1; v <= versions; ++v)
        QVERIFY2(page.historyHtml().contains(QStringLiteral("v%1").arg(v)), qPrintable(key));

    // Compared with an earlier instant: the changes the server's rows say.
    QSignalSpy diffed(&page, &TimeTravelPage::diffShown);
    page.setCompareInstant(instantAt(QStringLiteral("2025-09-01T03:00:00Z")));
    QTRY_VERIFY_WITH_TIMEOUT(diffed.count() > 0, 30000);
    int goneFrom = 0, goneTo = 0;
    const auto from = aliveAt(QStringLiteral("2025-09-01T03:00:00Z"), &goneFrom);
    const auto to = aliveAt(QStringLiteral("2025-09-02T12:00:00Z"), &goneTo);
    int created = 0, deleted = 0;
    for (auto it = to.cbegin(); it != to.cend(); ++it)
        created += !from.contains(it.key());
    for (auto it = from.cbegin(); it != from.cend(); ++it)
        deleted += !to.contains(it.key());
    int gotCreated = 0, gotDeleted = 0;
    for (int r = 0; r < page.model()->rowCount(); ++r) {
        gotCreated += page.model()->kindAt(r) == VersionStateModel::Kind::Created;
        gotDeleted += page.model()->kindAt(r) == VersionStateModel::Kind::Deleted;
    }
    QVERIFY(created > 0 && deleted > 0);
    QCOMPARE(gotCreated, created);
    QCOMPARE(gotDeleted, deleted);
}

// The Cursor Gaps page on a server reads the server's commit order by default: the rows it
// lists as missed are those whose key a transaction committed earlier had already passed
// (the rows of one transaction arrive together), by a window query over the commit
// timestamps.
void TestPgPages::gapsFromCommitTimestamps()
{
    ZoneSetting zone;
    GapsPage page(session_.get(), &zone);
    QSignalSpy done(&page, &GapsPage::analysed);
    page.analyseColumn(QStringLiteral("feed_events"), QStringLiteral("id"));
    QTRY_VERIFY_WITH_TIMEOUT(done.count() > 0, 60000);
    const analysis::GapsResult& r = page.result();
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.commitOrder, QStringLiteral("commit-timestamp"));
    QCOMPARE(page.orderColumn(), QString());
    QCOMPARE(r.tableRows, fx_.super().scalar(QStringLiteral("SELECT count(*) FROM feed_events")));
    QSet<QString> expected;
    for (const QStringList& row : fx_.super().rows(QStringLiteral(
             "SELECT k FROM (SELECT k, max(k) OVER (ORDER BY ct RANGE BETWEEN UNBOUNDED "
             "PRECEDING AND CURRENT ROW EXCLUDE GROUP) AS before FROM (SELECT id::text COLLATE "
             "\"C\" AS k, pg_xact_commit_timestamp(xmin) AS ct FROM feed_events) s) x "
             "WHERE before >= k")))
        expected.insert(row[0]);
    QSet<QString> got;
    for (const analysis::GapsMissedRow& m : r.missedRows)
        got.insert(m.key);
    QVERIFY(!expected.isEmpty());
    QCOMPARE(got, expected);
    QCOMPARE(r.missed, qint64(expected.size()));
    // A server's rows have no rowid: the missed-rows table shows no column of blanks for it.
    bool found = false;
    for (const QTableView* v : page.findChildren<QTableView*>()) {
        if (v->model() && v->model()->columnCount() == GapsMissedModel::ColumnCount) {
            found = true;
            QVERIFY(v->isColumnHidden(GapsMissedModel::Rowid));
            QVERIFY(!v->isColumnHidden(GapsMissedModel::Key));
        }
    }
    QVERIFY(found);
}

// The Column Profile page's histogram reads a server table as it reads a file: every value of
// mixed_accounts.created_at (timestamptz) binned, each bin's count as the server counts the
// rows in [start, start + width).
void TestPgPages::profileHistogramOnServer()
{
    ZoneSetting zone;
    ColumnProfilePage page(session_.get(), &zone);
    page.showColumn(QStringLiteral("mixed_accounts"), QStringLiteral("created_at"));
    QTRY_VERIFY_WITH_TIMEOUT(!page.histogramPending(), 60000);
    const analysis::InstantHistogram& h = page.histogramChart()->histogram();
    QVERIFY2(h.error.isEmpty(), qPrintable(h.error));
    QVERIFY(h.binWidthMs > 0);
    QVERIFY(h.counts.size() > 5);
    const qint64 rows = fx_.super().scalar(QStringLiteral("SELECT count(*) FROM mixed_accounts"));
    QCOMPARE(h.binned() + h.outside, rows);
    QList<qint64> expected(h.counts.size(), 0);
    for (const QStringList& r : fx_.super().rows(
             QStringLiteral("SELECT floor((extract(epoch FROM created_at) * 1000 - %1) / %2)::int, "
                            "count(*) FROM mixed_accounts GROUP BY 1")
                 .arg(h.fromMs())
                 .arg(h.binWidthMs))) {
        const int bin = r[0].toInt();
        QVERIFY2(bin >= 0 && bin < expected.size(), qPrintable(r[0]));
        expected[bin] = r[1].toLongLong();
    }
    QCOMPARE(h.counts, expected);
}

// The instant filter on a timestamptz column, in the display zone (Tokyo, +09:00): the server
// compares the bounds as instants; the count and every row shown agree with SQL's own
// comparison of timestamptz literals.
void TestPgPages::browserFiltersATimestamptzColumn()
{
    ZoneSetting zone;
    zone.setName(QStringLiteral("Asia/Tokyo"));
    QCOMPARE(zone.name(), QStringLiteral("Asia/Tokyo"));
    DataBrowser browser(session_.get(), &zone);
    browser.showTable(QStringLiteral("entity_versions"));
    QTRY_VERIFY_WITH_TIMEOUT(!browser.isBusy(), 30000);
    QVERIFY(browser.applyFilter(QStringLiteral("changed_at"), QStringLiteral("2025-09-01 12:00"),
                                QStringLiteral("2025-09-01 18:00:00")));
    QTRY_VERIFY_WITH_TIMEOUT(!browser.isBusy(), 30000);
    const QString where = QStringLiteral(
        " FROM entity_versions WHERE changed_at >= timestamptz '2025-09-01 03:00:00+00' AND "
        "changed_at <= timestamptz '2025-09-01 09:00:00+00'");
    const qint64 expected = fx_.super().scalar(QStringLiteral("SELECT count(*)") + where);
    QVERIFY(expected > 10);
    QTRY_COMPARE_WITH_TIMEOUT(browser.matchingRows(), expected, 30000);
    QCOMPARE(qint64(browser.model()->rowCount()), expected);
    QSet<QString> ids;
    for (const QStringList& row : fx_.super().rows(QStringLiteral("SELECT id") + where))
        ids.insert(row[0]);
    const BrowserModel* m = browser.model();
    int idColumn = -1;
    for (int c = 0; c < m->columnCount(); ++c) {
        if (!m->isDecodedColumn(c) &&
            m->headerData(c, Qt::Horizontal).toString() == QStringLiteral("id"))
            idColumn = c;
    }
    QVERIFY(idColumn >= 0);
    QSet<QString> shown;
    for (int r = 0; r < m->rowCount(); ++r)
        shown.insert(m->index(r, idColumn).data(BrowserModel::RawValueRole).toString());
    QCOMPARE(shown, ids);
}

void TestPgPages::nothingWritten()
{
    session_->close();
    session_.reset();
    VERIFY_NOTHING_WRITTEN(fx_);
}

void TestPgPages::cleanupTestCase()
{
    session_.reset();
}

QTEST_MAIN(TestPgPages)
#include "tst_pgpages.moc"
