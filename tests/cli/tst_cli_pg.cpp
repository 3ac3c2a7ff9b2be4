// The command line on a PostgreSQL server (the test's own cluster, read as the SELECT-only
// role): `inspect URI` and `inspect "conninfo"` profile a native uuid column, its counts
// compared with GROUP BY on the server, the server named in the JSON; `locality URI` in commit
// order; `asof URI --at T` against a window query; nothing is written.
#include "clirun.h"
#include "pgfixture.h"

#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TstCliPg : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void inspectServer_data();
    void inspectServer();
    void localityOnServer();
    void asOfOnServer();
    void noServerSaidPlainly();
    void serverCancelIsAFailure_data();
    void serverCancelIsAFailure();

private:
    testpg::Fixture fx_;
};

void TstCliPg::initTestCase()
{
    START_PG_FIXTURE(fx_, [](testpg::Session& setup) {
        // A table read slowly: each row's id costs 2 ms of pg_sleep, so a full profile takes
        // long enough for another session to stop it midway.
        return testpg::createMixedUuidTable(setup, 400, 600) &&
               testpg::createEntityVersions(setup, 50, 4) &&
               setup.exec(QStringLiteral(
                   "CREATE FUNCTION slow_id(bigint) RETURNS bigint LANGUAGE sql AS "
                   "$$ SELECT pg_sleep(0.002); SELECT $1 $$;"
                   "CREATE VIEW slow AS SELECT slow_id(g) AS id FROM generate_series(1, 20000) g;"
                   "GRANT SELECT ON slow TO PUBLIC;"));
    });
}

void TstCliPg::init()
{
    fx_.mark();
}

void TstCliPg::cleanup()
{
    VERIFY_NOTHING_WRITTEN(fx_);
}

void TstCliPg::inspectServer_data()
{
    QTest::addColumn<bool>("uri");
    QTest::addColumn<bool>("full");
    QTest::newRow("URI, full") << true << true;
    QTest::newRow("conninfo, sample") << false << false;
}

void TstCliPg::inspectServer()
{
    QFETCH(bool, uri);
    QFETCH(bool, full);
    const QString name = uri ? fx_.cluster().readerUri() : fx_.cluster().readerConninfo();
    QStringList args = {QStringLiteral("inspect"),
                        name,
                        QStringLiteral("--table"),
                        QStringLiteral("mixed_accounts"),
                        QStringLiteral("--json"),
                        QStringLiteral("--now"),
                        QStringLiteral("2030-01-01T00:00:00Z")};
    if (full)
        args << QStringLiteral("--full");
    const clitest::Run r = clitest::idscope(args);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QList<QJsonObject> docs = clitest::jsonLines(r.out);
    QCOMPARE(docs.size(), 1);
    const QJsonObject doc = docs.first();
    QVERIFY(doc.value(QStringLiteral("sqlite_version")).isNull());
    const QJsonObject server = doc.value(QStringLiteral("server")).toObject();
    QCOMPARE(server.value(QStringLiteral("engine")).toString(), QStringLiteral("postgresql"));
    QCOMPARE(server.value(QStringLiteral("version")).toString(),
             fx_.super().value(QStringLiteral("SHOW server_version")));
    QCOMPARE(server.value(QStringLiteral("database")).toString(), QLatin1String(testpg::kDatabase));
    QCOMPARE(server.value(QStringLiteral("user")).toString(), QLatin1String(testpg::kReader));
    const QJsonArray tables = doc.value(QStringLiteral("tables")).toArray();
    QCOMPARE(tables.size(), 1);
    const QJsonObject t = tables.at(0).toObject();
    QCOMPARE(t.value(QStringLiteral("name")).toString(), QStringLiteral("mixed_accounts"));
    const qint64 rows = fx_.super().scalar(QStringLiteral("SELECT count(*) FROM mixed_accounts"));
    QCOMPARE(qint64(t.value(QStringLiteral("rows")).toDouble()), rows);
    QJsonObject id;
    for (const QJsonValue& c : t.value(QStringLiteral("columns")).toArray()) {
        if (c.toObject().value(QStringLiteral("name")).toString() == u"id")
            id = c.toObject();
    }
    QCOMPARE(id.value(QStringLiteral("declared_type")).toString(), QStringLiteral("uuid"));
    const QJsonObject counts = id.value(QStringLiteral("format_counts")).toObject();
    // 1,000 rows: the sample reads them all, so both runs count exactly.
    QCOMPARE(qint64(counts.value(QStringLiteral("uuidv4")).toDouble()),
             fx_.super().scalar(QStringLiteral(
                 "SELECT count(*) FROM mixed_accounts WHERE substr(id::text, 15, 1) = '4'")));
    QCOMPARE(qint64(counts.value(QStringLiteral("uuidv7")).toDouble()),
             fx_.super().scalar(QStringLiteral(
                 "SELECT count(*) FROM mixed_accounts WHERE substr(id::text, 15, 1) = '7'")));
}

// The reader role: commit order said in the text and the JSON, the order metrics over every
// row, and the sentence naming what would add the leaf metrics.
void TstCliPg::localityOnServer()
{
    const QStringList args = {QStringLiteral("locality"), fx_.cluster().readerUri(),
                              QStringLiteral("--table"), QStringLiteral("mixed_accounts")};
    const clitest::Run text = clitest::idscope(args);
    QVERIFY2(text.exitCode == 0, text.err.constData());
    QVERIFY2(text.out.contains("insertion order: commit order"), text.out.constData());
    const clitest::Run r = clitest::idscope(args + QStringList{QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QList<QJsonObject> docs = clitest::jsonLines(r.out);
    QCOMPARE(docs.size(), 1);
    const QJsonObject doc = docs.first();
    QCOMPARE(doc.value(QStringLiteral("order")).toString(), QStringLiteral("commit-timestamp"));
    QCOMPARE(doc.value(QStringLiteral("order_kind")).toString(),
             QStringLiteral("commit-timestamp"));
    QCOMPARE(
        doc.value(QStringLiteral("tree_name")).toString(),
        fx_.super().value(QStringLiteral("SELECT indexrelid::regclass::text FROM pg_index WHERE "
                                         "indrelid = 'mixed_accounts'::regclass AND "
                                         "indisprimary")));
    QCOMPARE(qint64(doc.value(QStringLiteral("rows")).toDouble()),
             fx_.super().scalar(QStringLiteral("SELECT count(*) FROM mixed_accounts")));
    QVERIFY(doc.value(QStringLiteral("leaf_pages")).isNull());
    QVERIFY(doc.value(QStringLiteral("leaf_note")).toString().contains(u"pg_stat_scan_tables"));
}

// The state as of an instant that one version's changed_at equals (it counts), against a
// window query on the server; the version table found by shape, deletions by the JSON flag.
void TstCliPg::asOfOnServer()
{
    const QString at = QStringLiteral("2025-09-01T21:25:42.857Z");
    const clitest::Run r = clitest::idscope({QStringLiteral("asof"), fx_.cluster().readerUri(),
                                             QStringLiteral("--at"), at, QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QList<QJsonObject> docs = clitest::jsonLines(r.out);
    QCOMPARE(docs.size(), 1);
    const QJsonObject doc = docs.first();
    QCOMPARE(doc.value(QStringLiteral("versions_table")).toString(),
             QStringLiteral("entity_versions"));
    QStringList got;
    for (const QJsonValue& v : doc.value(QStringLiteral("state")).toArray()) {
        const QJsonObject o = v.toObject();
        got << QStringLiteral("%1 %2 %3")
                   .arg(o.value(QStringLiteral("entity_id")).toString())
                   .arg(o.value(QStringLiteral("version_number")).toInt())
                   .arg(o.value(QStringLiteral("changed_at")).toString());
    }
    got.sort();
    const QString latest =
        QStringLiteral(
            "SELECT entity_id, version_number, to_char(changed_at AT TIME ZONE 'UTC', "
            "'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"') AS t, data ? 'deleted' AS gone FROM (SELECT *, "
            "row_number() OVER (PARTITION BY entity_type, entity_id ORDER BY changed_at DESC, "
            "version_number DESC) AS rn FROM entity_versions WHERE changed_at <= '%1') v WHERE rn "
            "= 1")
            .arg(at);
    QStringList want;
    for (const QStringList& row : fx_.super().rows(
             QStringLiteral("SELECT entity_id || ' ' || version_number || ' ' || t FROM "
                            "(%1) x WHERE NOT gone ORDER BY 1")
                 .arg(latest)))
        want << row.value(0);
    want.sort();
    QVERIFY(want.size() > 10);
    QCOMPARE(got, want);
    QCOMPARE(
        qint64(doc.value(QStringLiteral("deleted")).toDouble()),
        fx_.super().scalar(QStringLiteral("SELECT count(*) FROM (%1) x WHERE gone").arg(latest)));
    QCOMPARE(qint64(doc.value(QStringLiteral("entities")).toDouble()), qint64(want.size()));
    // One version's changed_at is the instant itself.
    QCOMPARE(fx_.super().scalar(QStringLiteral("SELECT count(*) FROM entity_versions WHERE "
                                               "changed_at = '%1'")
                                    .arg(at)),
             1);
}

// libpq's hint arrives as its own line, not tab-indented, with libpq's words.
void TstCliPg::noServerSaidPlainly()
{
    const QTemporaryDir empty;
    const clitest::Run r = clitest::idscope(
        {QStringLiteral("inspect"), QStringLiteral("host=%1 dbname=x").arg(empty.path())});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(!r.err.contains('\t'), r.err.constData());
    QVERIFY2(r.err.contains("\nIs the server running locally and accepting connections on that "
                            "socket?\n"),
             r.err.constData());
}

void TstCliPg::serverCancelIsAFailure_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<bool>("report");
    QTest::newRow("inspect, pg_cancel_backend") << QStringLiteral("pg_cancel_backend") << false;
    QTest::newRow("inspect, pg_terminate_backend")
        << QStringLiteral("pg_terminate_backend") << false;
    QTest::newRow("report, pg_cancel_backend") << QStringLiteral("pg_cancel_backend") << true;
}

// A scan the server stops — an administrator's pg_cancel_backend or pg_terminate_backend —
// is a partial answer: exit status 1, the reason on stderr and in the table's JSON `error`,
// never `"error": null` with exit 0.
void TstCliPg::serverCancelIsAFailure()
{
    QFETCH(QString, how);
    QFETCH(bool, report);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("r.json"));
    QStringList args = {report ? QStringLiteral("report") : QStringLiteral("inspect"),
                        fx_.cluster().readerUri(), QStringLiteral("--table"),
                        QStringLiteral("slow"), QStringLiteral("--full")};
    args << (report ? QStringList{QStringLiteral("-o"), out} : QStringList{QStringLiteral("--json")});
    QProcess p;
    p.start(QStringLiteral(IDSCOPE_BIN), args);
    QVERIFY(p.waitForStarted());
    // Wait until its scan runs, then stop it from the superuser's session.
    int stopped = 0;
    for (int i = 0; i < 200 && stopped == 0; ++i) {
        QTest::qWait(50);
        const QList<QStringList> r = fx_.super().rows(
            QStringLiteral("SELECT %1(pid) FROM pg_stat_activity WHERE application_name = "
                           "'idscope' AND state = 'active' AND query LIKE '%%slow%%'")
                .arg(how));
        stopped = int(r.size());
    }
    QVERIFY2(stopped > 0, "the scan was never seen running");
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    const QByteArray err = p.readAllStandardError();
    qInfo("%s", err.trimmed().constData());
    QVERIFY2(p.exitCode() == 1, err.constData());
    QVERIFY2(err.contains("slow"), err.constData());
    if (report) {
        // The report is still written, and says where it is partial.
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("\"error\":\"ERROR:"));
        return;
    }
    const QList<QJsonObject> docs = clitest::jsonLines(p.readAllStandardOutput());
    QCOMPARE(docs.size(), 1);
    const QJsonObject table = docs.first().value(u"tables").toArray().first().toObject();
    QVERIFY2(!table.value(u"error").toString().isEmpty(), err.constData());
}

QTEST_GUILESS_MAIN(TstCliPg)
#include "tst_cli_pg.moc"
