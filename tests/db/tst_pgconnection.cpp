// The one PostgreSQL access point against a real server (the test's own cluster): opening by
// URI and conninfo, the read-only session, cancel, the server's error text, exact uuid/int8/
// timestamptz values (compared with the server's own ::text through a separate session), the
// streaming readers, and after every test the proof that nothing was written (next
// transaction ID, relation count, table write counters unchanged).
#include "db/databasename.h"
#include "db/jobrunner.h"
#include "db/pgconnection.h"
#include "db/source.h"
#include "pgfixture.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace idscope::db;

namespace {

std::unique_ptr<PgConnection> openReader(const QString& name, QString* error)
{
    return PgConnection::open(name, error);
}

QString hex(const QByteArray& u)
{
    return testpg::uuidText(u);
}

} // namespace

class TstPgConnection : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void serverDatabaseNames_data();
    void serverDatabaseNames();
    void redactedNames_data();
    void redactedNames();
    void opens_data();
    void opens();
    void openFailsWithServerText();
    void sessionSettings();
    void jobsKeepTheirConnection();
    void refusesWrites_data();
    void refusesWrites();
    void serverErrorText_data();
    void serverErrorText();
    void cancelStopsSleep();
    void cancelStopsStream();
    void abandonedStreamLeavesConnectionUsable();
    void uuidAndTimestampsMatchText_data();
    void uuidAndTimestampsMatchText();
    void int8MatchesText();
    void copyOutMatchesText();
    void boundValues();
    void repeatableReadSeesOneSnapshot();
    void nothingLeftOnServer();

private:
    testpg::Fixture fx_;
    bool fixtureWrites_ = false; // this test writes through the fixture on purpose
};

void TstPgConnection::initTestCase()
{
    START_PG_FIXTURE(fx_, [](testpg::Session& setup) {
        return testpg::createEventTables(setup, 300) &&
               testpg::createMixedUuidTable(setup, 200, 300) &&
               testpg::createSnowflakeTable(setup, 500) &&
               setup.exec(QStringLiteral("CREATE TABLE rr_probe (n integer)"));
    });
    qInfo().noquote() << "PostgreSQL" << fx_.cluster().version() << "in"
                      << fx_.cluster().socketDir();
    // The set-up session's statistics were flushed when it ended.
    QCOMPARE(fx_.super().value(QStringLiteral(
                 "SELECT n_tup_ins FROM pg_stat_user_tables WHERE relname = 'mixed_accounts'")),
             QStringLiteral("500"));
}

void TstPgConnection::init()
{
    fixtureWrites_ = false;
    fx_.mark();
}

// Every test's idscope sessions are closed when it returns; once the server has ended them
// (and so flushed their statistics), nothing may have changed.
void TstPgConnection::cleanup()
{
    if (fixtureWrites_) {
        QVERIFY(testpg::otherSessionsGone(fx_.super()));
        return;
    }
    VERIFY_NOTHING_WRITTEN(fx_);
}

void TstPgConnection::serverDatabaseNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("server");
    QTest::newRow("uri") << "postgresql://u@h:5432/db" << true;
    QTest::newRow("short uri") << "postgres:///db?host=/run/postgresql" << true;
    QTest::newRow("conninfo") << "host=/tmp dbname=shop" << true;
    QTest::newRow("conninfo spaced") << "  dbname = shop user=x" << true;
    QTest::newRow("service") << "service=prod" << true;
    QTest::newRow("file") << "shop.sqlite" << false;
    QTest::newRow("absolute file") << "/data/a=b.db" << false;
    QTest::newRow("relative escape") << "./dbname=x" << false;
    QTest::newRow("unknown keyword") << "colour=red" << false;
    QTest::newRow("upper-case scheme is a file") << "POSTGRESQL://h/db" << false;
    QTest::newRow("empty") << "" << false;
}

void TstPgConnection::serverDatabaseNames()
{
    QFETCH(QString, name);
    QFETCH(bool, server);
    QCOMPARE(isServerDatabase(name), server);
}

void TstPgConnection::redactedNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("shown");
    QTest::newRow("uri") << "postgresql://ann:s3cret@db.example/shop"
                         << "postgresql://ann:***@db.example/shop";
    QTest::newRow("uri query") << "postgres://db/shop?user=ann&password=s3cret&sslmode=require"
                               << "postgres://db/shop?user=ann&password=***&sslmode=require";
    QTest::newRow("conninfo") << "host=db password=s3cret dbname=shop"
                              << "host=db password=*** dbname=shop";
    QTest::newRow("quoted") << "password = 'a b\\'c' dbname=shop"
                            << "password = *** dbname=shop";
    QTest::newRow("no password") << "postgresql://ann@db/shop"
                                 << "postgresql://ann@db/shop";
    QTest::newRow("file") << "./password=s3cret.db"
                          << "./password=s3cret.db";
}

void TstPgConnection::redactedNames()
{
    QFETCH(QString, name);
    QFETCH(QString, shown);
    QCOMPARE(redactedDatabaseName(name), shown);
    if (isServerDatabase(name))
        QVERIFY(!redactedDatabaseName(name).contains(QLatin1String("s3cret")));
}

void TstPgConnection::opens_data()
{
    QTest::addColumn<bool>("uri");
    QTest::newRow("uri") << true;
    QTest::newRow("conninfo") << false;
}

void TstPgConnection::opens()
{
    QFETCH(bool, uri);
    const QString name = uri ? fx_.cluster().readerUri() : fx_.cluster().readerConninfo();
    QVERIFY(isServerDatabase(name));
    QString error;
    auto c = openReader(name, &error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(c->info().database, QLatin1String(testpg::kDatabase));
    QCOMPARE(c->info().user, QLatin1String(testpg::kReader));
    QCOMPARE(c->info().host, fx_.cluster().socketDir());
    QCOMPARE(c->info().port, QStringLiteral("5432"));
    QCOMPARE(c->info().version, fx_.cluster().version());
    QCOMPARE(
        c->info().versionNumber,
        int(fx_.super().scalar(QStringLiteral("SELECT current_setting('server_version_num')"))));
    PgResult r = c->query(u"SELECT current_user, current_database()");
    QVERIFY2(r.ok(), qPrintable(r.error().text()));
    QCOMPARE(r.row(0).text(0), QLatin1String(testpg::kReader));
    QCOMPARE(r.row(0).text(1), QLatin1String(testpg::kDatabase));
}

void TstPgConnection::openFailsWithServerText()
{
    QString error;
    auto c = openReader(fx_.cluster().readerConninfo(QStringLiteral("no_such_db")), &error);
    QVERIFY(!c);
    QVERIFY2(error.contains(QLatin1String("database \"no_such_db\" does not exist")),
             qPrintable(error));
    c = openReader(QStringLiteral("host=%1 port=5432 user=no_such_role dbname=%2")
                       .arg(fx_.cluster().socketDir(), QLatin1String(testpg::kDatabase)),
                   &error);
    QVERIFY(!c);
    QVERIFY2(error.contains(QLatin1String("role \"no_such_role\" does not exist")),
             qPrintable(error));
    c = openReader(QStringLiteral("host='unterminated"), &error);
    QVERIFY(!c);
    QVERIFY2(error.contains(QLatin1String("unterminated quoted string")), qPrintable(error));
    // No server on a socket: libpq's two lines, the hint no longer tab-indented, the
    // server's padding ("FATAL:  …") gone, the words kept.
    const QTemporaryDir empty;
    c = openReader(QStringLiteral("host=%1 port=5432 dbname=x").arg(empty.path()), &error);
    QVERIFY(!c);
    const QStringList lines = error.split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].contains(QLatin1String("failed: No such file or directory")),
             qPrintable(error));
    QCOMPARE(lines[1],
             QStringLiteral("Is the server running locally and accepting connections on that "
                            "socket?"));
    c = openReader(fx_.cluster().readerConninfo(QStringLiteral("no_such_db")), &error);
    QVERIFY(!error.contains(QLatin1String("  ")) && !error.contains(QLatin1Char('\t')));
}

// What the server says about idscope's session, read from another session.
void TstPgConnection::sessionSettings()
{
    QString error;
    auto c = openReader(fx_.cluster().readerUri(), &error);
    QVERIFY2(c, qPrintable(error));
    PgResult r = c->query(u"SELECT pg_backend_pid(), current_setting('transaction_read_only'), "
                          u"current_setting('default_transaction_read_only'), "
                          u"current_setting('statement_timeout'), "
                          u"current_setting('lock_timeout')");
    QVERIFY2(r.ok(), qPrintable(r.error().text()));
    const QString pid = r.row(0).text(0);
    QCOMPARE(r.row(0).text(1), QStringLiteral("on")); // inside BEGIN READ ONLY
    QCOMPARE(r.row(0).text(2), QStringLiteral("on"));
    QVERIFY(r.row(0).text(3) != QLatin1String("0"));
    QVERIFY(r.row(0).text(4) != QLatin1String("0"));
    const QList<QStringList> seen = fx_.super().rows(
        QStringLiteral("SELECT application_name, usename FROM pg_stat_activity WHERE pid = %1")
            .arg(pid));
    QCOMPARE(seen.size(), 1);
    QCOMPARE(seen[0][0], QStringLiteral("idscope"));
    QCOMPARE(seen[0][1], QLatin1String(testpg::kReader));
    // No JIT: it took 40–80 ms to compile the schema's index query; it must stay off in every
    // later transaction too, not only in the one that turned it off.
    for (int i = 0; i < 2; ++i) {
        PgResult jit = c->query(u"SELECT current_setting('jit')");
        QVERIFY2(jit.ok(), qPrintable(jit.error().text()));
        QCOMPARE(jit.row(0).text(0), QStringLiteral("off"));
    }
    QCOMPARE(fx_.super().scalar(QStringLiteral("SELECT (current_setting('jit') = 'on')::int")), 1);
}

// Jobs on one server reuse an idle connection (the same backend) instead of connecting
// again; a cancelled job's connection is not reused, and another database (setDatabase)
// starts afresh. The backend pid is the server's own word for which connection ran.
void TstPgConnection::jobsKeepTheirConnection()
{
    QObject owner;
    JobRunner runner(nullptr, 1);
    runner.setDatabase(fx_.cluster().readerUri());
    JobSlot slot;
    auto pidOf = [&](bool cancelInside) {
        qint64 pid = -1;
        bool delivered = false;
        runner.startOnSource(
            slot,
            [cancelInside](JobContext& ctx) -> qint64 {
                PgConnection* pg = ctx.source().postgres();
                if (!pg)
                    return -2;
                PgResult r = pg->query(u"SELECT pg_backend_pid()::int8");
                const qint64 backend = r.ok() ? r.row(0).text(0).toLongLong() : -3;
                if (cancelInside)
                    pg->cancel();
                return backend;
            },
            &owner,
            [&](JobOutcome<qint64> r) {
                delivered = true;
                if (r.isDone())
                    pid = r.value();
            });
        return QTest::qWaitFor([&] { return delivered; }, 30000) ? pid : qint64(-4);
    };
    const qint64 first = pidOf(false);
    QVERIFY(first > 0);
    QCOMPARE(pidOf(false), first);
    QCOMPARE(pidOf(true), first); // ran on the kept one, then cancelled: not kept
    const qint64 fresh = pidOf(false);
    QVERIFY(fresh > 0 && fresh != first);
    runner.setDatabase(fx_.cluster().readerUri());
    const qint64 reopened = pidOf(false);
    QVERIFY(reopened > 0 && reopened != fresh);
    // The dropped connections are gone from the server, not left idle there.
    QTRY_COMPARE_WITH_TIMEOUT(
        fx_.super().scalar(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE pid IN "
                                          "(%1, %2)")
                               .arg(first)
                               .arg(fresh)),
        qint64(0), 10000);
}

void TstPgConnection::refusesWrites_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("sqlState");
    QTest::newRow("insert") << "INSERT INTO tweets VALUES (1, now(), 'x')"
                            << "25006";
    QTest::newRow("update") << "UPDATE tweets SET body = 'x'"
                            << "25006";
    QTest::newRow("delete") << "DELETE FROM tweets"
                            << "25006";
    QTest::newRow("create") << "CREATE TABLE t (x int)"
                            << "25006";
    QTest::newRow("temp table") << "CREATE TEMP TABLE t (x int)"
                                << "25006";
    // Allowed only before a transaction's first query, and idscope's have run one.
    QTest::newRow("read-write") << "SET transaction_read_only = off"
                                << "25001";
}

void TstPgConnection::refusesWrites()
{
    QFETCH(QString, sql);
    QFETCH(QString, sqlState);
    QString error;
    auto c = openReader(fx_.cluster().readerConninfo(), &error);
    QVERIFY2(c, qPrintable(error));
    // Turning the session default off is undone with the transaction it ran in.
    PgResult off = c->query(u"SELECT set_config('default_transaction_read_only', 'off', false)");
    QVERIFY2(off.ok(), qPrintable(off.error().text()));
    for (bool explicitTransaction : {false, true}) {
        if (explicitTransaction)
            QVERIFY(c->begin(PgIsolation::RepeatableRead));
        PgResult r = c->query(sql);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().sqlState, sqlState);
        if (sqlState == QLatin1String("25006"))
            QVERIFY2(r.error().message.contains(QLatin1String("in a read-only transaction")),
                     qPrintable(r.error().message));
        c->end();
    }
    // The same through a stream.
    PgRowStream s = c->stream(sql);
    QVERIFY(!s.next());
    QCOMPARE(s.error().sqlState, sqlState);
    QVERIFY(c->query(u"SELECT 1").ok());
}

void TstPgConnection::serverErrorText_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("sqlState");
    QTest::newRow("no table") << "SELECT * FROM no_such_table"
                              << "relation \"no_such_table\" does not exist"
                              << "42P01";
    QTest::newRow("division") << "SELECT 1 / 0"
                              << "division by zero"
                              << "22012";
    QTest::newRow("syntax") << "SELEC 1"
                            << "syntax error at or near \"SELEC\""
                            << "42601";
    QTest::newRow("bad uuid") << "SELECT 'xyz'::uuid"
                              << "invalid input syntax for type uuid"
                              << "22P02";
}

void TstPgConnection::serverErrorText()
{
    QFETCH(QString, sql);
    QFETCH(QString, text);
    QFETCH(QString, sqlState);
    QString error;
    auto c = openReader(fx_.cluster().readerConninfo(), &error);
    QVERIFY2(c, qPrintable(error));
    PgResult r = c->query(sql);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().message.startsWith(QLatin1String("ERROR:")), qPrintable(r.error().message));
    QVERIFY2(r.error().message.contains(text), qPrintable(r.error().message));
    QCOMPARE(r.error().sqlState, sqlState);
    QVERIFY(r.error().text().contains(sqlState));
    PgRowStream s = c->copyOut(sql);
    QVERIFY(!s.next());
    QVERIFY2(s.error().message.contains(text), qPrintable(s.error().message));
    QCOMPARE(s.error().sqlState, sqlState);
    QVERIFY(c->query(u"SELECT 1").ok()); // usable after an error
}

void TstPgConnection::cancelStopsSleep()
{
    QString error;
    auto c = openReader(fx_.cluster().readerConninfo(), &error);
    QVERIFY2(c, qPrintable(error));
    PgError failure;
    std::atomic_bool started{false};
    std::thread worker([&] {
        started = true;
        failure = c->query(u"SELECT pg_sleep(10)").error();
    });
    while (!started)
        QThread::msleep(1);
    // Wait until the server is really sleeping.
    QTRY_COMPARE_WITH_TIMEOUT(fx_.super().scalar(QStringLiteral(
                                  "SELECT count(*) FROM pg_stat_activity WHERE application_name "
                                  "= 'idscope' AND wait_event = 'PgSleep'")),
                              qint64(1), 5000);
    QElapsedTimer t;
    t.start();
    c->cancel();
    worker.join();
    const qint64 ms = t.elapsed();
    qInfo() << "cancel of pg_sleep(10) returned after" << ms << "ms";
    QVERIFY2(ms < 2000, "the statement did not stop");
    QVERIFY(failure.cancelled());
    QVERIFY2(failure.message.contains(QLatin1String("canceling statement due to user request")),
             qPrintable(failure.message));
    QVERIFY(!c->query(u"SELECT 1").ok()); // refused until cleared
    c->clearCancel();
    PgResult r = c->query(u"SELECT 41 + 1");
    QVERIFY2(r.ok(), qPrintable(r.error().text()));
    QCOMPARE(r.row(0).int64(0), std::optional<qint64>(42));
}

void TstPgConnection::cancelStopsStream()
{
    QString error;
    auto c = openReader(fx_.cluster().readerConninfo(), &error);
    QVERIFY2(c, qPrintable(error));
    for (bool copy : {false, true}) {
        c->clearCancel();
        PgRowStream s = copy ? c->copyOut(u"SELECT generate_series(1, 2000000000)")
                             : c->stream(u"SELECT generate_series(1, 2000000000)");
        QElapsedTimer t;
        std::thread canceller([&] {
            QThread::msleep(200);
            t.start();
            c->cancel();
        });
        qint64 last = 0;
        bool inOrder = true;
        while (s.next()) {
            const qint64 v = s.row().int64(0).value_or(-1);
            inOrder = inOrder && v == last + 1;
            last = v;
        }
        canceller.join();
        qInfo() << (copy ? "COPY" : "single-row") << "stream stopped" << t.elapsed()
                << "ms after cancel, at row" << last;
        QVERIFY(inOrder);
        QVERIFY(last > 0 && last < 2000000000);
        QVERIFY(s.error().cancelled());
        QVERIFY2(t.elapsed() < 2000, "the stream did not stop");
    }
}

void TstPgConnection::abandonedStreamLeavesConnectionUsable()
{
    QString error;
    auto c = openReader(fx_.cluster().readerConninfo(), &error);
    QVERIFY2(c, qPrintable(error));
    for (bool copy : {false, true}) {
        QElapsedTimer t;
        t.start();
        {
            PgRowStream s = copy ? c->copyOut(u"SELECT generate_series(1, 2000000000)")
                                 : c->stream(u"SELECT generate_series(1, 2000000000)");
            for (int i = 1; i <= 10; ++i) {
                QVERIFY(s.next());
                QCOMPARE(s.row().int64(0), std::optional<qint64>(i));
            }
            QVERIFY(!c->query(u"SELECT 1").ok()); // busy while the stream reads
        }
        QVERIFY2(t.elapsed() < 2000, "the abandoned stream was read to its end");
        QVERIFY(!c->inTransaction());
        PgResult r = c->query(u"SELECT 7");
        QVERIFY2(r.ok(), qPrintable(r.error().text()));
        QCOMPARE(r.row(0).int64(0), std::optional<qint64>(7));
    }
}

void TstPgConnection::uuidAndTimestampsMatchText_data()
{
    QTest::addColumn<int>("mode"); // 0 query binary, 1 stream binary, 2 query text
    QTest::newRow("query binary") << 0;
    QTest::newRow("stream binary") << 1;
    QTest::newRow("query text") << 2;
}

void TstPgConnection::uuidAndTimestampsMatchText()
{
    QFETCH(int, mode);
    const QList<QStringList> expected = fx_.super().rows(
        QStringLiteral("SELECT id::text, (extract(epoch FROM created_at) * 1000000)::bigint::text "
                       "FROM mixed_accounts ORDER BY id"));
    QCOMPARE(expected.size(), 500);
    QString error;
    auto c = openReader(fx_.cluster().readerConninfo(), &error);
    QVERIFY2(c, qPrintable(error));
    const auto sql = u"SELECT id, created_at FROM mixed_accounts ORDER BY id";
    QList<QStringList> got;
    auto take = [&](const PgRow& row) {
        const std::optional<QByteArray> id = row.uuid(0);
        QVERIFY(id && id->size() == 16);
        QCOMPARE(row.text(0), hex(*id));
        const std::optional<qint64> us = row.timestampUs(1);
        got << QStringList{hex(*id), us ? QString::number(*us) : row.text(1)};
    };
    if (mode == 1) {
        PgRowStream s = c->stream(sql);
        while (s.next())
            take(s.row());
        QVERIFY2(!s.failed(), qPrintable(s.error().text()));
        QCOMPARE(s.rowsRead(), qint64(500));
        QCOMPARE(s.columnName(1), QStringLiteral("created_at"));
    } else {
        PgResult r = c->query(sql, {}, mode == 0 ? PgFormat::Binary : PgFormat::Text);
        QVERIFY2(r.ok(), qPrintable(r.error().text()));
        QCOMPARE(r.columnType(0), pgtype::Uuid);
        QCOMPARE(r.columnType(1), pgtype::Timestamptz);
        for (int i = 0; i < r.rowCount(); ++i)
            take(r.row(i));
    }
    if (mode == 2) { // text results carry the server's spelling of the instant
        for (QStringList& e : got)
            e[1].clear();
        QList<QStringList> want = expected;
        for (QStringList& e : want)
            e[1].clear();
        QCOMPARE(got, want);
    } else {
        QCOMPARE(got, expected);
    }
}

void TstPgConnection::int8MatchesText()
{
    const QString sql = QStringLiteral(
        "SELECT v FROM (SELECT id AS v FROM tweets UNION ALL SELECT x FROM (VALUES "
        "(9223372036854775807::int8), ('-9223372036854775808'::int8), (9007199254740993::int8), "
        "(0::int8)) e(x)) t ORDER BY v");
    QList<QString> expected;
    for (const QStringList& r :
         fx_.super().rows(QStringLiteral("SELECT v::text FROM (%1) q").arg(sql)))
        expected << r[0];
    QCOMPARE(expected.size(), 504);
    QString error;
    auto c = openReader(fx_.cluster().readerConninfo(), &error);
    QVERIFY2(c, qPrintable(error));
    for (PgFormat f : {PgFormat::Binary, PgFormat::Text}) {
        PgResult r = c->query(sql, {}, f);
        QVERIFY2(r.ok(), qPrintable(r.error().text()));
        QList<QString> got;
        for (int i = 0; i < r.rowCount(); ++i)
            got << QString::number(r.row(i).int64(0).value_or(-1));
        QCOMPARE(got, expected);
    }
}

void TstPgConnection::copyOutMatchesText()
{
    const QList<QStringList> expected = fx_.super().rows(QStringLiteral(
        "SELECT event_id::text, source_reference, payload, NULL FROM event_record ORDER BY "
        "event_id"));
    QCOMPARE(expected.size(), 301);
    QString error;
    auto c = openReader(fx_.cluster().readerUri(), &error);
    QVERIFY2(c, qPrintable(error));
    PgRowStream s = c->copyOut(
        u"SELECT event_id, source_reference, payload, NULL::int8 AS nothing FROM event_record "
        u"ORDER BY event_id");
    QCOMPARE(s.columnCount(), 4);
    QCOMPARE(s.columnName(3), QStringLiteral("nothing"));
    QList<QStringList> got;
    while (s.next()) {
        const PgRow& row = s.row();
        QVERIFY(row.isNull(3));
        QVERIFY(!row.int64(3));
        got << QStringList{hex(row.uuid(0).value_or(QByteArray(16, '\0'))), row.text(1),
                           row.text(2), QString()};
    }
    QVERIFY2(!s.failed(), qPrintable(s.error().text()));
    QCOMPARE(got, expected);
    QVERIFY(!c->inTransaction());
}

void TstPgConnection::boundValues()
{
    QString error;
    auto c = openReader(fx_.cluster().readerConninfo(), &error);
    QVERIFY2(c, qPrintable(error));
    // A uuid bound as 16 bytes: seed 001's lookup.
    const QByteArray seedId = QByteArray::fromHex("019535d93df779fbb466fa907fa17f9e");
    PgResult r = c->query(u"SELECT source_reference, payload FROM event_record WHERE event_id = $1",
                          PgParams().uuid(seedId));
    QVERIFY2(r.ok(), qPrintable(r.error().text()));
    QCOMPARE(r.rowCount(), 1);
    QCOMPARE(r.row(0).text(0), QStringLiteral("import:105"));
    QCOMPARE(r.row(0).text(1), QStringLiteral("validated"));
    // An int8 beyond double's precision, compared by the server.
    const QString mid = fx_.super().value(
        QStringLiteral("SELECT id::text FROM tweets ORDER BY id OFFSET 250 LIMIT 1"));
    const qint64 expected =
        fx_.super().scalar(QStringLiteral("SELECT count(*) FROM tweets WHERE id > %1").arg(mid));
    r = c->query(u"SELECT count(*) FROM tweets WHERE id > $1", PgParams().int64(mid.toLongLong()),
                 PgFormat::Binary);
    QVERIFY2(r.ok(), qPrintable(r.error().text()));
    QCOMPARE(r.row(0).int64(0), std::optional<qint64>(expected));
    QCOMPARE(r.row(0).text(0), QString::number(expected));
    // Text is a value, never SQL; timestamps and NULL.
    const QString nasty = QStringLiteral("'); DROP TABLE tweets; --ü");
    r = c->query(u"SELECT $1::text, $2::timestamptz::text, $3::text IS NULL",
                 PgParams().text(nasty).timestampUs(1740365184503000).null());
    QVERIFY2(r.ok(), qPrintable(r.error().text()));
    QCOMPARE(r.row(0).text(0), nasty);
    QCOMPARE(r.row(0).text(1), QStringLiteral("2025-02-24 02:46:24.503+00"));
    QCOMPARE(r.row(0).boolean(2), std::optional<bool>(true));
    QCOMPARE(c->setting(QStringLiteral("track_commit_timestamp")), QStringLiteral("on"));
    QVERIFY(c->setting(QStringLiteral("no.such_setting")).isNull());
}

void TstPgConnection::repeatableReadSeesOneSnapshot()
{
    fixtureWrites_ = true; // the fixture inserts between idscope's two reads
    QString error;
    auto c = openReader(fx_.cluster().readerConninfo(), &error);
    QVERIFY2(c, qPrintable(error));
    const auto count = [&] { return c->query(u"SELECT count(*) FROM rr_probe").row(0).int64(0); };
    QVERIFY(c->begin(PgIsolation::RepeatableRead));
    QVERIFY(!c->begin(PgIsolation::RepeatableRead)); // no nesting
    const std::optional<qint64> first = count();
    {
        testpg::Session writer(fx_.cluster().superConninfo());
        QVERIFY(writer.exec(QStringLiteral("INSERT INTO rr_probe VALUES (1)")));
    }
    QCOMPARE(count(), first);
    c->end();
    QCOMPARE(count(), std::optional<qint64>(*first + 1));
}

// Queries, streams and a COPY leave nothing behind in the session or on the server.
void TstPgConnection::nothingLeftOnServer()
{
    QString error;
    auto c = openReader(fx_.cluster().readerConninfo(), &error);
    QVERIFY2(c, qPrintable(error));
    QVERIFY(c->query(u"SELECT count(*) FROM tweets WHERE id > $1", PgParams().int64(5)).ok());
    {
        PgRowStream s = c->stream(u"SELECT id FROM tweets WHERE id > $1", PgParams().int64(5));
        QVERIFY(s.next());
        PgRowStream t = c->copyOut(u"SELECT id FROM mixed_accounts");
        QVERIFY(!t.next()); // the connection is still busy with the first stream
        QVERIFY(t.failed());
    }
    PgRowStream s = c->copyOut(u"SELECT id FROM mixed_accounts");
    while (s.next()) {
    }
    QCOMPARE(s.rowsRead(), qint64(500));
    PgResult r = c->query(u"SELECT (SELECT count(*) FROM pg_prepared_statements), "
                          u"(SELECT count(*) FROM pg_cursors WHERE name <> ''), "
                          u"(SELECT count(*) FROM pg_class WHERE relpersistence = 't')");
    QVERIFY2(r.ok(), qPrintable(r.error().text()));
    QCOMPARE(r.row(0).text(0), QStringLiteral("0"));
    QCOMPARE(r.row(0).text(1), QStringLiteral("0"));
    QCOMPARE(r.row(0).text(2), QStringLiteral("0"));
}

QTEST_GUILESS_MAIN(TstPgConnection)
#include "tst_pgconnection.moc"
