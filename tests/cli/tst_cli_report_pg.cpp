// `idscope report URI` on a PostgreSQL server (the test's own cluster, read as the SELECT-only
// role), in every format the command writes: the header names the server (version, host,
// database, user) and no SQLite file; the JSON's tables, locality and state as of an instant
// are compared with plain SQL on the server; the Markdown, HTML, CSV and PDF (read back with
// pdftotext) carry the same server and figures; no check writes on the server.
#include "clirun.h"
#include "pgfixture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The instant of the as-of section: one version's changed_at is exactly this.
constexpr char kAt[] = "2025-09-01T21:25:42.857Z";

QJsonObject column(const QJsonObject& table, const QString& name)
{
    for (const QJsonValue& c : table.value(QStringLiteral("columns")).toArray()) {
        if (c.toObject().value(QStringLiteral("name")).toString() == name)
            return c.toObject();
    }
    return {};
}

// The report's spelling of a count in the C locale: "1,000".
QString grouped(qint64 n)
{
    QString s = QString::number(n);
    for (qsizetype i = s.size() - 3; i > 0; i -= 3)
        s.insert(i, u',');
    return s;
}

qint64 integer(const QJsonValue& v)
{
    return qint64(v.toDouble(-1));
}

} // namespace

class TstCliReportPg : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void jsonAgainstSql();
    void textFormatsNameTheServer_data();
    void textFormatsNameTheServer();
    void csvColumns();
    void pdfNamesTheServer();

private:
    // `report` on the server into `file` with the sections every test reads.
    clitest::Run report(const QString& file, const QStringList& more = {}) const;
    QString out(const QString& name) const { return dir_.filePath(name); }
    QString sql(const QString& q) { return fx_.super().value(q); }
    qint64 count(const QString& q) { return fx_.super().scalar(q); }

    testpg::Fixture fx_;
    QTemporaryDir dir_;
};

void TstCliReportPg::initTestCase()
{
    QVERIFY(dir_.isValid());
    START_PG_FIXTURE(fx_, [](testpg::Session& setup) {
        return testpg::createMixedUuidTable(setup, 400, 600) &&
               testpg::createUlidTable(setup, 700) && testpg::createEntityVersions(setup, 50, 4);
    });
}

void TstCliReportPg::init()
{
    fx_.mark();
}

void TstCliReportPg::cleanup()
{
    VERIFY_NOTHING_WRITTEN(fx_);
}

clitest::Run TstCliReportPg::report(const QString& file, const QStringList& more) const
{
    return clitest::idscope(
        QStringList{QStringLiteral("report"), fx_.cluster().readerUri(), QStringLiteral("--out"),
                    file, QStringLiteral("--full"), QStringLiteral("--now"),
                    QStringLiteral("2030-01-01T00:00:00Z"), QStringLiteral("--column"),
                    QStringLiteral("mixed_accounts.id"), QStringLiteral("--at"),
                    QLatin1String(kAt)} +
        more);
}

// The header's server, every table's row count, the uuid column's v4/v7 mix and the ULID
// column's range, the locality's rows in commit order, and the live entities as of kAt, each
// against a query on the server.
void TstCliReportPg::jsonAgainstSql()
{
    const QString file = out(QStringLiteral("server.json"));
    const clitest::Run r = report(file);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QList<QJsonObject> docs = clitest::jsonLines(readAll(file));
    QCOMPARE(docs.size(), 1);
    const QJsonObject doc = docs.first();
    QCOMPARE(doc.value(QStringLiteral("report")).toString(), QStringLiteral("database"));
    QCOMPARE(doc.value(QStringLiteral("title")).toString(),
             QStringLiteral("Database report: %1 on %2")
                 .arg(QLatin1String(testpg::kDatabase), fx_.cluster().socketDir()));
    QVERIFY(doc.value(QStringLiteral("sqlite_version")).isNull());
    QVERIFY(doc.value(QStringLiteral("file_size")).isNull());
    QVERIFY(doc.value(QStringLiteral("page_size")).isNull());
    QVERIFY(doc.value(QStringLiteral("journal_mode")).isNull());
    QVERIFY(!doc.value(QStringLiteral("database")).toString().isEmpty());
    const QJsonObject server = doc.value(QStringLiteral("server")).toObject();
    QCOMPARE(server.value(QStringLiteral("engine")).toString(), QStringLiteral("postgresql"));
    QCOMPARE(server.value(QStringLiteral("version")).toString(),
             sql(QStringLiteral("SHOW server_version")));
    QCOMPARE(server.value(QStringLiteral("host")).toString(), fx_.cluster().socketDir());
    QCOMPARE(server.value(QStringLiteral("database")).toString(),
             sql(QStringLiteral("SELECT current_database()")));
    QCOMPARE(server.value(QStringLiteral("user")).toString(), QLatin1String(testpg::kReader));

    // Every table the reader may read, each with its exact row count.
    QStringList names;
    QJsonObject mixed, ulid;
    for (const QJsonValue& v : doc.value(QStringLiteral("tables")).toArray()) {
        const QJsonObject t = v.toObject();
        const QString name = t.value(QStringLiteral("name")).toString();
        names << name;
        QCOMPARE(integer(t.value(QStringLiteral("rows"))),
                 count(QStringLiteral("SELECT count(*) FROM \"%1\"").arg(name)));
        if (name == u"mixed_accounts")
            mixed = t;
        if (name == u"ulid_orders")
            ulid = t;
    }
    names.sort();
    QStringList want;
    for (const QStringList& row : fx_.super().rows(QStringLiteral(
             "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
             "WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND "
             "has_table_privilege('idscope_reader', c.oid, 'SELECT') ORDER BY 1")))
        want << row.value(0);
    QCOMPARE(names, want);

    const QJsonObject id = column(mixed, QStringLiteral("id"));
    QCOMPARE(id.value(QStringLiteral("declared_type")).toString(), QStringLiteral("uuid"));
    const QJsonObject counts = id.value(QStringLiteral("format_counts")).toObject();
    QCOMPARE(integer(counts.value(QStringLiteral("uuidv4"))),
             count(QStringLiteral(
                 "SELECT count(*) FROM mixed_accounts WHERE substr(id::text, 15, 1) = '4'")));
    QCOMPARE(integer(counts.value(QStringLiteral("uuidv7"))),
             count(QStringLiteral(
                 "SELECT count(*) FROM mixed_accounts WHERE substr(id::text, 15, 1) = '7'")));
    // The ULIDs carry created_at's millisecond.
    const QJsonObject uid = column(ulid, QStringLiteral("id"));
    QCOMPARE(uid.value(QStringLiteral("format")).toString(), QStringLiteral("ulid"));
    const QString range = QStringLiteral(
        "SELECT to_char(%1(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"') "
        "FROM ulid_orders");
    QCOMPARE(uid.value(QStringLiteral("min_time")).toString(), sql(range.arg(u"min")));
    QCOMPARE(uid.value(QStringLiteral("max_time")).toString(), sql(range.arg(u"max")));

    const QJsonArray locality = doc.value(QStringLiteral("locality")).toArray();
    QCOMPARE(locality.size(), 1);
    const QJsonObject loc = locality.at(0).toObject();
    QCOMPARE(loc.value(QStringLiteral("order_kind")).toString(),
             QStringLiteral("commit-timestamp"));
    QCOMPARE(integer(loc.value(QStringLiteral("rows"))),
             count(QStringLiteral("SELECT count(*) FROM mixed_accounts")));
    // Right-edge share: rows whose key exceeds every key committed before them, in commit
    // order (the rows of one COPY share a commit; heap order within it).
    const qint64 rightEdge = count(QStringLiteral(
        "SELECT count(*) FROM (SELECT id, max(id::text) OVER (ORDER BY "
        "pg_xact_commit_timestamp(xmin), ctid ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) "
        "AS before FROM mixed_accounts) x WHERE before IS NULL OR id::text > before"));
    QCOMPARE(loc.value(QStringLiteral("right_edge_share")).toDouble(),
             double(rightEdge) / double(count(QStringLiteral("SELECT count(*) FROM "
                                                             "mixed_accounts"))));

    // Cursor gaps from the server's commit timestamps. An `id > last_seen` poller misses a row
    // when a transaction committed before its own already carried a key at least as large
    // (the rows of one transaction arrive together).
    const QJsonArray gaps = doc.value(QStringLiteral("gaps")).toArray();
    QCOMPARE(gaps.size(), 1);
    const QJsonObject gap = gaps.at(0).toObject();
    QVERIFY2(!gap.contains(QStringLiteral("error")),
             qPrintable(gap.value(QStringLiteral("error")).toString()));
    QCOMPARE(gap.value(QStringLiteral("commit_order")).toString(),
             QStringLiteral("commit-timestamp"));
    const QString gapsTable = gap.value(QStringLiteral("table")).toString();
    const QString gapsKey = gap.value(QStringLiteral("column")).toString();
    QVERIFY(!gapsTable.isEmpty() && !gapsKey.isEmpty());
    // The table whose old rows are v4: only its v7 rows carry an instant, so only they are
    // polled for.
    QCOMPARE(gapsTable, QStringLiteral("mixed_accounts"));
    QCOMPARE(integer(gap.value(QStringLiteral("table_rows"))),
             count(QStringLiteral("SELECT count(*) FROM mixed_accounts")));
    const QString v7 = QStringLiteral("substr(id::text, 15, 1) = '7'");
    QCOMPARE(integer(gap.value(QStringLiteral("rows"))),
             count(QStringLiteral("SELECT count(*) FROM mixed_accounts WHERE %1").arg(v7)));
    const qint64 missed = count(
        QStringLiteral("SELECT count(*) FROM (SELECT k, max(k) OVER (ORDER BY ct RANGE BETWEEN "
                       "UNBOUNDED PRECEDING AND CURRENT ROW EXCLUDE GROUP) AS before FROM "
                       "(SELECT %1::text COLLATE \"C\" AS k, pg_xact_commit_timestamp(xmin) AS "
                       "ct FROM mixed_accounts WHERE %2) s) x WHERE before >= k")
            .arg(gapsKey, v7));
    QCOMPARE(integer(gap.value(QStringLiteral("missed"))), missed);

    const QJsonObject asof = doc.value(QStringLiteral("asof")).toObject();
    QCOMPARE(asof.value(QStringLiteral("versions_table")).toString(),
             QStringLiteral("entity_versions"));
    const QString latest =
        QStringLiteral(
            "SELECT entity_id, version_number, data ? 'deleted' AS gone FROM (SELECT *, "
            "row_number() OVER (PARTITION BY entity_type, entity_id ORDER BY changed_at DESC, "
            "version_number DESC) AS rn FROM entity_versions WHERE changed_at <= '%1') v "
            "WHERE rn = 1")
            .arg(QLatin1String(kAt));
    QStringList got, live;
    for (const QJsonValue& v : asof.value(QStringLiteral("state")).toArray())
        got << QStringLiteral("%1 %2")
                   .arg(v.toObject().value(QStringLiteral("entity_id")).toString())
                   .arg(v.toObject().value(QStringLiteral("version_number")).toInt());
    for (const QStringList& row :
         fx_.super().rows(QStringLiteral("SELECT entity_id || ' ' || version_number FROM (%1) x "
                                         "WHERE NOT gone ORDER BY 1")
                              .arg(latest)))
        live << row.value(0);
    got.sort();
    QVERIFY(live.size() > 10);
    QCOMPARE(got, live);
    QCOMPARE(integer(asof.value(QStringLiteral("deleted"))),
             count(QStringLiteral("SELECT count(*) FROM (%1) x WHERE gone").arg(latest)));
}

void TstCliReportPg::textFormatsNameTheServer_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("md") << QStringLiteral("server.md");
    QTest::newRow("html") << QStringLiteral("server.html");
}

// The overview names the server, its version, host, database and user (no SQLite facts), and
// the uuid column's histogram counts the v7 rows SQL counts.
void TstCliReportPg::textFormatsNameTheServer()
{
    QFETCH(QString, file);
    const clitest::Run r = report(out(file));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString text = QString::fromUtf8(readAll(out(file)));
    for (const QString& want :
         QStringList{sql(QStringLiteral("SHOW server_version")), fx_.cluster().socketDir(),
                     QStringLiteral("PostgreSQL version"), QLatin1String(testpg::kDatabase),
                     QLatin1String(testpg::kReader), QStringLiteral("Table mixed_accounts"),
                     QStringLiteral("Key locality of mixed_accounts.id"),
                     QStringLiteral("State as of 2025-09-01T21:25:42.857Z")})
        QVERIFY2(text.contains(want), qPrintable(want));
    for (const char* never : {"SQLite version", "Journal mode", "Page size", "WITHOUT ROWID"})
        QVERIFY2(!text.contains(QLatin1String(never)), never);
    // Every row read for the histogram; the v4 rows carry no instant.
    const qint64 v7 = count(
        QStringLiteral("SELECT count(*) FROM mixed_accounts WHERE substr(id::text, 15, 1) = '7'"));
    const qint64 all = count(QStringLiteral("SELECT count(*) FROM mixed_accounts"));
    const QString note =
        QStringLiteral("Histogram of %1 values of all %2 rows (0 NULL, %3 not UUIDv7)")
                             .arg(grouped(v7), grouped(all), grouped(all - v7));
    QVERIFY2(text.contains(note), qPrintable(note));
}

// CSV: the ID and time columns of every table, the uuid column typed as the server declares it.
void TstCliReportPg::csvColumns()
{
    const QString file = out(QStringLiteral("server.csv"));
    const clitest::Run r = report(file);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QList<QByteArray> lines = readAll(file).split('\n');
    QVERIFY(lines.size() > 3);
    QVERIFY2(lines.first().startsWith("table,column,declared_type"), lines.first().constData());
    bool mixedId = false, ulidId = false, changedAt = false;
    for (const QByteArray& l : lines) {
        mixedId = mixedId || l.startsWith("mixed_accounts,id,uuid,true,id,uuidv7,");
        ulidId = ulidId || l.startsWith("ulid_orders,id,text,true,id,ulid,");
        changedAt =
            changedAt || l.startsWith("entity_versions,changed_at,timestamp with time zone");
    }
    QVERIFY(mixedId);
    QVERIFY(ulidId);
    QVERIFY(changedAt);
}

void TstCliReportPg::pdfNamesTheServer()
{
    const QString file = out(QStringLiteral("server.pdf"));
    const clitest::Run r = report(file);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(readAll(file).startsWith("%PDF-"));
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QVERIFY2(!pdftotext.isEmpty(), "pdftotext not installed (apt-get install poppler-utils)");
    QProcess p;
    p.start(pdftotext, {file, QStringLiteral("-")});
    QVERIFY(p.waitForFinished(30000));
    const QString text = QString::fromUtf8(p.readAllStandardOutput());
    for (const QString& want :
         QStringList{QStringLiteral("Database report: %1 on").arg(QLatin1String(testpg::kDatabase)),
                     QStringLiteral("PostgreSQL version"), QString::fromLatin1(testpg::kReader),
                     QStringLiteral("Table mixed_accounts"), QStringLiteral("entity_versions")})
        QVERIFY2(text.contains(want), qPrintable(want));
}

QTEST_GUILESS_MAIN(TstCliReportPg)
#include "tst_cli_report_pg.moc"
