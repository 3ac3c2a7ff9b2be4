// Background jobs: results arrive on the receiver's thread, a newer job in the same lane
// silences the older one, cancel interrupts a running statement at once, and the database
// file is left as it was.
#include "db/connection.h"
#include "db/jobrunner.h"
#include "sqlitefixture.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace idscope::db;

namespace {
// A statement that runs for minutes unless interrupted.
const QString kForever = QStringLiteral(
    "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT max(i) FROM r");

QVariant runScalar(JobContext& ctx, const QString& sql)
{
    Statement s = ctx.connection().prepare(sql);
    if (s.next())
        return QVariant(qlonglong(s.int64(0)));
    return QVariant(s.interrupted() ? QStringLiteral("interrupted") : s.error());
}
} // namespace

class TstJobRunner : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void resultArrives();
    void cancelInterruptsAtOnce();
    void newerJobSilencesOlder();
    void progressIsDelivered();
    void openFailureIsReported();
    void fileUnchanged();

private:
    QTemporaryDir dir_;
    QString path_;
    QByteArray hash_;
    QStringList listing_;
};

void TstJobRunner::initTestCase()
{
    QVERIFY(dir_.isValid());
    path_ = dir_.filePath(QStringLiteral("jobs.sqlite"));
    {
        testdb::Writer w(path_);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(id INTEGER PRIMARY KEY, v TEXT);"
                                      "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 "
                                      "FROM c WHERE i < 5000) INSERT INTO t SELECT i, 'x' || i "
                                      "FROM c;")));
    }
    hash_ = testdb::fileHash(path_);
    listing_ = testdb::folderListing(dir_.path());
}

void TstJobRunner::resultArrives()
{
    JobRunner r;
    r.setDatabase(path_);
    QSignalSpy done(&r, &JobRunner::finished);
    const quint64 id = r.start(QStringLiteral("count"), [](JobContext& ctx) {
        return runScalar(ctx, QStringLiteral("SELECT count(*) FROM t"));
    });
    QTRY_COMPARE(done.size(), 1);
    QCOMPARE(done[0][0].toString(), QStringLiteral("count"));
    QCOMPARE(done[0][1].toULongLong(), id);
    QCOMPARE(done[0][2].toLongLong(), 5000); // written above: 5,000 rows
    QVERIFY(!r.isRunning(QStringLiteral("count")));
}

void TstJobRunner::cancelInterruptsAtOnce()
{
    JobRunner r;
    r.setDatabase(path_);
    QSignalSpy done(&r, &JobRunner::finished);
    QSignalSpy cancelled(&r, &JobRunner::cancelled);
    r.start(QStringLiteral("slow"), [](JobContext& ctx) { return runScalar(ctx, kForever); });
    QTest::qWait(100); // let the statement start
    QVERIFY(r.isRunning(QStringLiteral("slow")));
    r.cancel(QStringLiteral("slow"));
    // The statement never ends by itself: only the interrupt can end it.
    QTRY_COMPARE(cancelled.size(), 1);
    QVERIFY(r.waitForDone(5000));
    QVERIFY(!r.isRunning(QStringLiteral("slow")));
    QCOMPARE(done.size(), 0);
}

void TstJobRunner::newerJobSilencesOlder()
{
    JobRunner r;
    r.setDatabase(path_);
    QSignalSpy done(&r, &JobRunner::finished);
    QSignalSpy cancelled(&r, &JobRunner::cancelled);
    r.start(QStringLiteral("lane"), [](JobContext& ctx) { return runScalar(ctx, kForever); });
    QTest::qWait(50);
    const quint64 second = r.start(QStringLiteral("lane"), [](JobContext& ctx) {
        return runScalar(ctx, QStringLiteral("SELECT max(id) FROM t"));
    });
    QTRY_COMPARE(done.size(), 1);
    QVERIFY(r.waitForDone(5000));
    QTest::qWait(50); // any late delivery of the first job would arrive now
    QCOMPARE(done.size(), 1);
    QCOMPARE(done[0][1].toULongLong(), second);
    QCOMPARE(done[0][2].toLongLong(), 5000);
    QCOMPARE(cancelled.size(), 0); // the superseded job stays silent
}

void TstJobRunner::progressIsDelivered()
{
    JobRunner r;
    r.setDatabase(path_);
    QSignalSpy progress(&r, &JobRunner::progress);
    QSignalSpy done(&r, &JobRunner::finished);
    r.start(QStringLiteral("scan"), [](JobContext& ctx) {
        Statement s = ctx.connection().prepare(QStringLiteral("SELECT id FROM t ORDER BY id"));
        qint64 n = 0;
        while (s.next())
            ctx.reportProgress(++n, 5000);
        return QVariant(n);
    });
    QTRY_COMPARE(done.size(), 1);
    QVERIFY(!progress.isEmpty());
    // The last report is the complete one (never throttled away).
    QCOMPARE(progress.last()[2].toLongLong(), 5000);
}

void TstJobRunner::openFailureIsReported()
{
    JobRunner r;
    r.setDatabase(dir_.filePath(QStringLiteral("missing.sqlite")));
    QSignalSpy failed(&r, &JobRunner::failed);
    r.start(QStringLiteral("x"), [](JobContext&) { return QVariant(1); });
    QTRY_COMPARE(failed.size(), 1);
    QVERIFY(failed[0][2].toString().contains(QLatin1String("no such file")));
}

void TstJobRunner::fileUnchanged()
{
    QCOMPARE(testdb::fileHash(path_), hash_);
    QCOMPARE(testdb::folderListing(dir_.path()), listing_);
}

QTEST_GUILESS_MAIN(TstJobRunner)
#include "tst_jobrunner.moc"
