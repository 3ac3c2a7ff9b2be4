// The progress-and-Cancel widget every page uses: hidden while idle, busy until the first
// report, per mille of totals beyond INT_MAX, moved by the followed slot's job, and Cancel
// cancels that job (which then delivers Cancelled).
#include "common/jobprogress.h"
#include "db/jobrunner.h"

#include <QProgressBar>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>

using namespace idscope;

class TestJobProgress : public QObject {
    Q_OBJECT
private slots:
    void busyThenPerMille();
    void followsTheSlotAndCancelsIt();
};

void TestJobProgress::busyThenPerMille()
{
    QWidget page;
    auto* p = new JobProgress(&page);
    page.show();
    QVERIFY(!p->isVisible());
    p->start();
    QVERIFY(p->isVisible());
    QCOMPARE(p->bar()->maximum(), 0);                     // busy: no total yet
    const qint64 total = qint64(10) * 1000 * 1000 * 1000; // past INT_MAX
    p->setProgress(total / 4, total);
    QCOMPARE(p->bar()->maximum(), 1000);
    QCOMPARE(p->bar()->value(), 250);
    p->setProgress(total + 5, total); // never past the end
    QCOMPARE(p->bar()->value(), 1000);
    p->finish();
    QVERIFY(!p->isVisible());
}

void TestJobProgress::followsTheSlotAndCancelsIt()
{
    QWidget page;
    auto* p = new JobProgress(&page);
    page.show();
    db::JobRunner runner;
    db::JobSlot slot;
    p->follow(slot);
    QSignalSpy cancelRequested(p, &JobProgress::cancelRequested);
    QSemaphore reported;
    QList<bool> cancelledOutcomes;
    p->start();
    runner.startWithoutDatabase(
        slot,
        [&reported](db::JobContext& ctx) {
            ctx.reportProgress(3, 4);
            reported.release();
            while (!ctx.isCancelled())
                QThread::yieldCurrentThread();
            return 0;
        },
        &page, [&](db::JobOutcome<int> r) { cancelledOutcomes << r.isCancelled(); });
    reported.acquire();
    QTRY_COMPARE(p->bar()->value(), 750);
    QTest::mouseClick(p->cancelButton(), Qt::LeftButton);
    QCOMPARE(cancelRequested.size(), 1);
    QTRY_COMPARE(cancelledOutcomes, QList<bool>{true});
    QVERIFY(!slot.isRunning());
}

QTEST_MAIN(TestJobProgress)
#include "tst_jobprogress.moc"
