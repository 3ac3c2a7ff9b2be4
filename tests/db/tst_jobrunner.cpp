// Background jobs: one outcome per job, to its owner only, on the owner's thread; stale
// (superseded or reset) jobs and deleted receivers get nothing; cancel gives exactly one
// Cancelled; progress and partial results arrive before the outcome; jobs without a database.
// Waits are deterministic: waitForDone() ends the threads, then the queued deliveries are run.
#include "db/connection.h"
#include "db/jobrunner.h"
#include "sqlitefixture.h"

#include <QCoreApplication>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <vector>

using namespace idscope::db;

namespace {
// A statement that runs for minutes unless interrupted.
const QString kForever = QStringLiteral(
    "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT max(i) FROM r");

JobOutcome<qint64> scalar(JobContext& ctx, const QString& sql)
{
    Statement s = ctx.source().sqlite()->prepare(sql);
    if (s.next())
        return JobOutcome<qint64>::done(s.int64(0));
    return JobOutcome<qint64>::failed(s.interrupted() ? QStringLiteral("interrupted") : s.error());
}

// Every outcome one receiver got, in order.
struct Outcomes {
    std::vector<JobOutcome<qint64>> list;
    std::vector<QThread*> threads;
    auto collector()
    {
        return [this](JobOutcome<qint64> o) {
            threads.push_back(QThread::currentThread());
            list.push_back(std::move(o));
        };
    }
};

// Ends every job, then runs what they queued for the owner.
void settle(JobRunner& r)
{
    QVERIFY(r.waitForDone(30000));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

struct WithError {
    qint64 rows = 0;
    QString error;
};
} // namespace

class TstJobRunner : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void valueArrivesOnOwnerThread();
    void staleResultIsDropped();
    void resetDeliversNothing();
    void deletedReceiverGetsNothing();
    void deletedSlotGetsNothing();
    void cancelDeliversOneCancelled();
    void cancelAfterTheJobEndedStillCancels();
    void cancelAllReachesEverySlot();
    void progressArrivesBeforeTheOutcome();
    void openFailureArrivesOnce();
    void jobFailureArrivesOnce();
    void jobWithoutDatabase();
    void postedPartsStopWhenCancelled();
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

void TstJobRunner::valueArrivesOnOwnerThread()
{
    JobRunner r;
    r.setDatabase(path_);
    QObject owner;
    JobSlot slot;
    Outcomes got;
    QThread* jobThread = nullptr;
    r.startOnSource(
        slot,
        [&jobThread](JobContext& ctx) {
            jobThread = QThread::currentThread();
            return scalar(ctx, QStringLiteral("SELECT count(*) FROM t"));
        },
        &owner, got.collector());
    QVERIFY(slot.isRunning());
    settle(r);
    QCOMPARE(got.list.size(), std::size_t(1));
    QVERIFY(got.list[0].isDone());
    QCOMPARE(got.list[0].value(), qint64(5000)); // written above: 5,000 rows
    QCOMPARE(got.threads[0], owner.thread());
    QVERIFY(jobThread != owner.thread());
    QVERIFY(!slot.isRunning());
}

void TstJobRunner::staleResultIsDropped()
{
    JobRunner r;
    r.setDatabase(path_);
    QObject owner;
    JobSlot slot;
    Outcomes got;
    QSemaphore firstRunning;
    r.startOnSource(
        slot,
        [&firstRunning](JobContext& ctx) {
            firstRunning.release();
            return scalar(ctx, kForever); // only the supersede's interrupt ends it
        },
        &owner, got.collector());
    firstRunning.acquire();
    r.startOnSource(
        slot, [](JobContext& ctx) { return scalar(ctx, QStringLiteral("SELECT max(id) FROM t")); },
        &owner, got.collector());
    settle(r);
    // Only the second: the first neither delivers its (interrupted) failure nor a Cancelled.
    QCOMPARE(got.list.size(), std::size_t(1));
    QVERIFY(got.list[0].isDone());
    QCOMPARE(got.list[0].value(), qint64(5000));
}

void TstJobRunner::resetDeliversNothing()
{
    JobRunner r;
    QObject owner;
    JobSlot slot;
    Outcomes got;
    QSemaphore gate;
    r.startWithoutDatabase(
        slot,
        [&gate](JobContext&) {
            gate.acquire();
            return qint64(1);
        },
        &owner, got.collector());
    slot.reset();
    QVERIFY(!slot.isRunning());
    gate.release();
    settle(r);
    QVERIFY(got.list.empty());
}

void TstJobRunner::deletedReceiverGetsNothing()
{
    JobRunner r;
    JobSlot slot;
    int calls = 0;
    QSemaphore gate;
    auto* owner = new QObject;
    QList<int> parts;
    r.startWithoutDatabase(
        slot,
        [&gate, &parts](JobContext& ctx) {
            gate.acquire();
            ctx.post([&parts] { parts << 1; });
            ctx.reportProgress(1, 1);
            return qint64(7);
        },
        owner, [&calls, owner](JobOutcome<qint64>) { ++calls, owner->setObjectName({}); });
    slot.setProgressHandler([&calls](qint64, qint64) { ++calls; });
    delete owner;
    gate.release();
    settle(r);
    QCOMPARE(calls, 0);
    QVERIFY(parts.isEmpty());
    QVERIFY(!slot.isRunning()); // the slot is free for the next job
}

void TstJobRunner::deletedSlotGetsNothing()
{
    JobRunner r;
    QObject owner;
    int calls = 0;
    QSemaphore gate;
    {
        JobSlot slot;
        r.startWithoutDatabase(
            slot,
            [&gate](JobContext&) {
                gate.acquire();
                return qint64(7);
            },
            &owner, [&calls](JobOutcome<qint64>) { ++calls; });
    }
    gate.release();
    settle(r);
    QCOMPARE(calls, 0);
}

void TstJobRunner::cancelDeliversOneCancelled()
{
    JobRunner r;
    r.setDatabase(path_);
    QObject owner;
    JobSlot slot;
    Outcomes got;
    QSemaphore running;
    r.startOnSource(
        slot,
        [&running](JobContext& ctx) {
            running.release();
            return scalar(ctx, kForever); // ends only by the interrupt
        },
        &owner, got.collector());
    running.acquire();
    slot.cancel();
    QVERIFY(slot.isRunning()); // until its outcome is delivered
    slot.cancel();             // twice changes nothing
    settle(r);
    QCOMPARE(got.list.size(), std::size_t(1));
    QVERIFY(got.list[0].isCancelled());
    QVERIFY(!slot.isRunning());
}

void TstJobRunner::cancelAfterTheJobEndedStillCancels()
{
    // The job ran to the end, but the owner cancelled before the outcome reached it.
    JobRunner r;
    QObject owner;
    JobSlot slot;
    Outcomes got;
    r.startWithoutDatabase(
        slot, [](JobContext&) { return qint64(3); }, &owner, got.collector());
    QVERIFY(r.waitForDone(30000));
    slot.cancel();
    settle(r);
    QCOMPARE(got.list.size(), std::size_t(1));
    QVERIFY(got.list[0].isCancelled());
}

void TstJobRunner::cancelAllReachesEverySlot()
{
    JobRunner r;
    r.setDatabase(path_);
    QObject owner;
    JobSlot a, b;
    Outcomes gotA, gotB;
    QSemaphore running;
    auto endless = [&running](JobContext& ctx) {
        running.release();
        return scalar(ctx, kForever);
    };
    r.startOnSource(a, endless, &owner, gotA.collector());
    r.startOnSource(b, endless, &owner, gotB.collector());
    running.acquire(2); // two pool threads: both run at once
    r.cancelAll();
    settle(r);
    QCOMPARE(gotA.list.size(), std::size_t(1));
    QCOMPARE(gotB.list.size(), std::size_t(1));
    QVERIFY(gotA.list[0].isCancelled());
    QVERIFY(gotB.list[0].isCancelled());
}

void TstJobRunner::progressArrivesBeforeTheOutcome()
{
    JobRunner r;
    r.setDatabase(path_);
    QObject owner;
    JobSlot slot;
    QList<qint64> seen; // progress values, then -1 for the outcome
    slot.setProgressHandler([&seen](qint64 done, qint64 total) {
        QCOMPARE(total, qint64(5000));
        seen << done;
    });
    r.startOnSource(
        slot,
        [](JobContext& ctx) {
            Statement s = ctx.source().sqlite()->prepare(QStringLiteral("SELECT id FROM t ORDER BY id"));
            qint64 n = 0;
            const auto progress = ctx.progressCallback();
            while (s.next())
                if (!progress(++n, 5000))
                    break;
            return n;
        },
        &owner, [&seen](JobOutcome<qint64> o) { seen << (o.isDone() ? -1 : -2); });
    settle(r);
    QVERIFY2(seen.size() >= 2, "at least the last report and the outcome");
    QCOMPARE(seen.last(), qint64(-1));
    QCOMPARE(seen[seen.size() - 2], qint64(5000)); // the complete report is never dropped
    QVERIFY(std::is_sorted(seen.begin(), seen.end() - 1));
}

void TstJobRunner::openFailureArrivesOnce()
{
    JobRunner r;
    r.setDatabase(dir_.filePath(QStringLiteral("missing.sqlite")));
    QObject owner;
    JobSlot slot;
    Outcomes got;
    bool ran = false;
    r.startOnSource(
        slot,
        [&ran](JobContext&) {
            ran = true;
            return qint64(1);
        },
        &owner, got.collector());
    settle(r);
    QVERIFY(!ran);
    QCOMPARE(got.list.size(), std::size_t(1));
    QVERIFY(got.list[0].isFailed());
    QVERIFY(got.list[0].error().contains(QLatin1String("no such file")));
}

void TstJobRunner::jobFailureArrivesOnce()
{
    JobRunner r;
    r.setDatabase(path_);
    QObject owner;
    JobSlot slot;
    Outcomes got;
    r.startOnSource(
        slot,
        [](JobContext&) { return JobOutcome<qint64>::failed(QStringLiteral("no such column")); },
        &owner, got.collector());
    settle(r);
    QCOMPARE(got.list.size(), std::size_t(1));
    QVERIFY(got.list[0].isFailed());
    QCOMPARE(got.list[0].error(), QStringLiteral("no such column"));

    // A result carrying its own error text becomes a failure through outcomeOf().
    std::vector<JobOutcome<WithError>> typed;
    for (const QString& error : {QString(), QStringLiteral("bad table")})
        r.startOnSource(
            slot,
            [error](JobContext&) {
                return outcomeOf(WithError{42, error});
            },
            &owner, [&typed](JobOutcome<WithError> o) { typed.push_back(std::move(o)); });
    settle(r);
    QCOMPARE(typed.size(), std::size_t(1)); // the first was superseded
    QVERIFY(typed[0].isFailed());
    QCOMPARE(typed[0].error(), QStringLiteral("bad table"));
    r.startOnSource(
        slot,
        [](JobContext&) {
            return outcomeOf(WithError{42, {}});
        },
        &owner, [&typed](JobOutcome<WithError> o) { typed.push_back(std::move(o)); });
    settle(r);
    QCOMPARE(typed.size(), std::size_t(2));
    QVERIFY(typed[1].isDone());
    QCOMPARE(typed[1].value().rows, qint64(42));
}

void TstJobRunner::jobWithoutDatabase()
{
    JobRunner r; // no database at all
    QObject owner;
    JobSlot slot;
    Outcomes got;
    bool connected = true;
    r.startWithoutDatabase(
        slot,
        [&connected](JobContext& ctx) {
            connected = ctx.hasSource();
            qint64 sum = 0;
            for (qint64 i = 1; i <= 100; ++i)
                sum += i;
            return sum;
        },
        &owner, got.collector());
    settle(r);
    QVERIFY(!connected);
    QCOMPARE(got.list.size(), std::size_t(1));
    QVERIFY(got.list[0].isDone());
    QCOMPARE(got.list[0].value(), qint64(5050)); // 100·101/2
}

void TstJobRunner::postedPartsStopWhenCancelled()
{
    JobRunner r;
    QObject owner;
    JobSlot slot;
    QList<int> parts;
    QSemaphore firstPosted, resume;
    Outcomes got;
    r.startWithoutDatabase(
        slot,
        [&](JobContext& ctx) {
            ctx.post([&parts] { parts << 1; });
            ctx.post([&parts] { parts << 2; });
            firstPosted.release();
            resume.acquire();
            ctx.post([&parts] { parts << 3; }); // after cancel: dropped
            return qint64(0);
        },
        &owner, got.collector());
    firstPosted.acquire();
    QCoreApplication::sendPostedEvents();
    QCOMPARE(parts, (QList<int>{1, 2}));
    slot.cancel();
    resume.release();
    settle(r);
    QCOMPARE(parts, (QList<int>{1, 2}));
    QCOMPARE(got.list.size(), std::size_t(1));
    QVERIFY(got.list[0].isCancelled());
}

void TstJobRunner::fileUnchanged()
{
    QCOMPARE(testdb::fileHash(path_), hash_);
    QCOMPARE(testdb::folderListing(dir_.path()), listing_);
}

QTEST_GUILESS_MAIN(TstJobRunner)
#include "tst_jobrunner.moc"
