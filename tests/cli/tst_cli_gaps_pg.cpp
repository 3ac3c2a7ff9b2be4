// `idscope gaps` on a PostgreSQL server (the test's own cluster): rows written by real
// concurrent transactions, the JSON compared with plain SQL, errors with the server's text,
// and nothing written.
#include "clirun.h"
#include "pgfixture.h"

#include <QJsonArray>
#include <QTest>

#include <set>

class TestCliGapsPg : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void commitOrderJson();
    void textOutput();
    void errors();

private:
    testpg::Fixture fx_;
};

void TestCliGapsPg::initTestCase()
{
    START_PG_FIXTURE(fx_, [](testpg::Session&) {
        return testpg::createLateCommits(testpg::Cluster::shared(), 10);
    });
}

void TestCliGapsPg::init()
{
    fx_.mark();
}

void TestCliGapsPg::cleanup()
{
    VERIFY_NOTHING_WRITTEN(fx_);
}

void TestCliGapsPg::commitOrderJson()
{
    const clitest::Run r = clitest::idscope(
        {QStringLiteral("gaps"), fx_.cluster().readerUri(), QStringLiteral("--table"),
         QStringLiteral("feed_events"), QStringLiteral("--writer"), QStringLiteral("writer"),
         QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QLatin1String("commit_order")).toString(), QStringLiteral("commit-timestamp"));
    QCOMPARE(o.value(QLatin1String("table")).toString(), QStringLiteral("feed_events"));
    QCOMPARE(o.value(QLatin1String("rows")).toInteger(),
             fx_.super().scalar(QStringLiteral("SELECT count(*) FROM feed_events")));
    QCOMPARE(o.value(QLatin1String("now_is_estimate")).toBool(true), false);
    std::set<QString> missed;
    for (const QJsonValue& v : o.value(QLatin1String("missed_ids")).toArray())
        missed.insert(v.toString());
    std::set<QString> slow;
    for (const QStringList& f :
         fx_.super().rows(QStringLiteral("SELECT id::text FROM feed_events WHERE writer = 'slow'")))
        slow.insert(f[0]);
    QCOMPARE(missed, slow);
    const qint64 maxDelayUs = fx_.super().scalar(QStringLiteral(
        "SELECT max((extract(epoch FROM pg_xact_commit_timestamp(xmin)) * 1000000)::int8 - "
        "('x' || substr(replace(id::text, '-', ''), 1, 12))::bit(48)::int8 * 1000) "
        "FROM feed_events"));
    QCOMPARE(
        o.value(QLatin1String("commit_delay_ms")).toObject().value(QLatin1String("max")).toDouble(),
        double(maxDelayUs) / 1000.0);
}

void TestCliGapsPg::textOutput()
{
    const clitest::Run r =
        clitest::idscope({QStringLiteral("gaps"), fx_.cluster().readerConninfo(),
                          QStringLiteral("--table"), QStringLiteral("feed_events")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("in commit order commit-timestamp"), r.out.constData());
    QVERIFY2(r.out.contains("commit delay"), r.out.constData());
    QVERIFY2(r.out.contains("missed             20"), r.out.constData());
}

void TestCliGapsPg::errors()
{
    clitest::Run r = clitest::idscope(
        {QStringLiteral("gaps"),
         fx_.cluster().readerConninfo(QStringLiteral("nope")) + QStringLiteral(" password=s3cret"),
         QStringLiteral("--table"), QStringLiteral("t")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("database \"nope\" does not exist"), r.err.constData());
    QVERIFY2(!r.err.contains("s3cret"), r.err.constData());
    r = clitest::idscope({QStringLiteral("gaps"), fx_.cluster().readerUri(),
                          QStringLiteral("--table"), QStringLiteral("feed_events"),
                          QStringLiteral("--order"), QStringLiteral("nope")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("no column nope in table feed_events"), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliGapsPg)
#include "tst_cli_gaps_pg.moc"
