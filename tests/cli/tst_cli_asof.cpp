// `idscope asof`: the state of every entity at an instant, checked against a brute force over
// the rows read with plain SQL; the JSON contract of design §3; clear failures; the file is
// left unchanged.
#include "clirun.h"
#include "sqlitefixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <map>

class TestCliAsOf : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void stateMatchesBruteForce_data();
    void stateMatchesBruteForce();
    void textOutputNamesTheTable();
    void entityHistory();
    void diffBetweenInstants();
    void failures_data();
    void failures();

private:
    QTemporaryDir dir_;
    QString db_;
};

void TestCliAsOf::initTestCase()
{
    QVERIFY(dir_.isValid());
    db_ = dir_.filePath(QStringLiteral("versions.db"));
    testdb::Writer w(db_);
    // Seed 000's table: ties in one second (v2 and v3 of e1 at 1000), a version whose time goes
    // down while its number goes up (e2 v3 at 1500 < v2 at 2000), a JSON delete (e3 at 3000)
    // and an entity that only appears late (e4 at 5000). 64-bit integers inside the JSON.
    QVERIFY(w.exec(QStringLiteral(
        "CREATE TABLE entity_versions (id TEXT PRIMARY KEY, entity_type TEXT NOT NULL, "
        "  entity_id TEXT NOT NULL, version_number INTEGER NOT NULL, "
        "  changed_at INTEGER NOT NULL DEFAULT (unixepoch()), data TEXT NOT NULL, "
        "  changed_by TEXT);"
        "CREATE INDEX entity_versions_entity_time ON "
        "  entity_versions(entity_id, changed_at, version_number);"
        "CREATE TABLE unrelated (x INTEGER);"
        "INSERT INTO entity_versions VALUES"
        " ('v01','doc','e1',1,  500,'{\"title\":\"a\",\"n\":9007199254740993}','u1'),"
        " ('v02','doc','e1',2, 1000,'{\"title\":\"b\"}','u1'),"
        " ('v03','doc','e1',3, 1000,'{\"title\":\"c\"}','u2'),"
        " ('v04','doc','e2',1,  700,'{\"title\":\"x\"}','u1'),"
        " ('v05','doc','e2',2, 2000,'{\"title\":\"y\"}','u2'),"
        " ('v06','doc','e2',3, 1500,'{\"title\":\"z\"}','u2'),"
        " ('v07','page','e3',1, 800,'{\"title\":\"p\"}','u1'),"
        " ('v08','page','e3',2,3000,'{\"deleted\":true}','u1'),"
        " ('v09','page','e4',1,5000,'{\"title\":\"late\"}','u3');")));
}

void TestCliAsOf::stateMatchesBruteForce_data()
{
    QTest::addColumn<qint64>("at");
    for (qint64 t : {0LL, 499LL, 500LL, 999LL, 1000LL, 1499LL, 1500LL, 2000LL, 2999LL, 3000LL,
                     4999LL, 5000LL, 100000LL})
        QTest::newRow(qPrintable(QString::number(t))) << t;
}

void TestCliAsOf::stateMatchesBruteForce()
{
    QFETCH(qint64, at);
    // Brute force over every row: per entity the version with the greatest (changed_at,
    // version_number) among those at or before `at`; a {"deleted":true} version removes it.
    std::map<QString, QVariantList> expected;
    {
        testdb::Writer w(db_);
        std::map<QString, QVariantList> best;
        for (const QVariantList& r :
             w.rows(QStringLiteral("SELECT entity_id, version_number, changed_at, data "
                                   "FROM entity_versions"))) {
            if (r[2].toLongLong() > at)
                continue;
            auto it = best.find(r[0].toString());
            if (it == best.end() ||
                std::make_pair(r[2].toLongLong(), r[1].toLongLong()) >
                    std::make_pair(it->second[2].toLongLong(), it->second[1].toLongLong()))
                best[r[0].toString()] = r;
        }
        for (const auto& [entity, r] : best) {
            if (!r[3].toString().contains(QStringLiteral("\"deleted\":true")))
                expected[entity] = r;
        }
    }
    const testdb::Snapshot snap(db_);
    const clitest::Run run = clitest::idscope({QStringLiteral("asof"), db_, QStringLiteral("--at"),
                                               QString::number(at), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    QVERIFY2(o.contains(QStringLiteral("at")), run.out.constData());
    QCOMPARE(o.value(QStringLiteral("entities")).toInteger(), qint64(expected.size()));
    const QJsonArray state = o.value(QStringLiteral("state")).toArray();
    QCOMPARE(state.size(), qsizetype(expected.size()));
    for (const QJsonValue& v : state) {
        const QJsonObject e = v.toObject();
        for (const char* k : {"entity_type", "entity_id", "version_number", "changed_at", "data"})
            QVERIFY2(e.contains(QLatin1String(k)), k);
        const QString id = e.value(QStringLiteral("entity_id")).toString();
        QVERIFY2(expected.count(id), qPrintable(id));
        QCOMPARE(e.value(QStringLiteral("version_number")).toInteger(),
                 expected[id][1].toLongLong());
        QVERIFY(e.value(QStringLiteral("data")).isObject()); // JSON payload embedded
    }
    // The 64-bit integer inside e1's first payload keeps every digit.
    if (at >= 500 && at < 1000)
        QVERIFY(run.out.contains("9007199254740993"));
    VERIFY_UNCHANGED(snap);
}

void TestCliAsOf::textOutputNamesTheTable()
{
    const clitest::Run run = clitest::idscope({QStringLiteral("asof"), db_, QStringLiteral("--at"),
                                               QStringLiteral("1970-01-01T00:33:20Z")}); // 2000 s
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.startsWith(QStringLiteral("entity_versions as of 1970-01-01T00:33:20")),
             run.out.constData());
    QVERIFY(out.contains(QStringLiteral("e1  v3"))); // the tie at 1000 s goes to v3
    QVERIFY(out.contains(QStringLiteral("e2  v2"))); // v2 at 2000 s, not v3 at 1500 s
    QVERIFY(!out.contains(QStringLiteral("e4")));
}

void TestCliAsOf::entityHistory()
{
    // e2: v1 at 700, v2 at 2000, v3 at 1500 — v3's time went back while its number went up.
    const clitest::Run run =
        clitest::idscope({QStringLiteral("asof"), db_, QStringLiteral("--entity"),
                          QStringLiteral("e2"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    const QJsonArray versions = o.value(QStringLiteral("versions")).toArray();
    QCOMPARE(versions.size(), 3);
    QList<bool> wentBack;
    for (const QJsonValue& v : versions)
        wentBack << v.toObject().value(QStringLiteral("time_went_back")).toBool();
    QCOMPARE(wentBack, (QList<bool>{false, false, true}));
    // v2 changed the title from x to y, field by field.
    const QJsonArray changes = versions[1].toObject().value(QStringLiteral("changes")).toArray();
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes[0].toObject().value(QStringLiteral("field")).toString(),
             QStringLiteral("title"));
    QCOMPARE(changes[0].toObject().value(QStringLiteral("old")).toString(), QStringLiteral("x"));
    QCOMPARE(changes[0].toObject().value(QStringLiteral("new")).toString(), QStringLiteral("y"));
    const clitest::Run missing = clitest::idscope(
        {QStringLiteral("asof"), db_, QStringLiteral("--entity"), QStringLiteral("nobody")});
    QCOMPARE(missing.exitCode, 1);
}

void TestCliAsOf::diffBetweenInstants()
{
    // At 999 s: e1 v1, e2 v1, e3 v1. At 3000 s: e1 v3, e2 v2, e3 deleted, e4 not yet.
    const clitest::Run run = clitest::idscope({QStringLiteral("asof"), db_, QStringLiteral("--at"),
                                               QStringLiteral("999"), QStringLiteral("--diff"),
                                               QStringLiteral("3000"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    auto ids = [&](const char* group) {
        QStringList out;
        for (const QJsonValue& e : o.value(QLatin1String(group)).toArray())
            out << e.toObject().value(QStringLiteral("entity")).toArray().last().toString();
        out.sort();
        return out;
    };
    QCOMPARE(ids("created"), QStringList());
    QCOMPARE(ids("changed"), (QStringList{QStringLiteral("e1"), QStringLiteral("e2")}));
    QCOMPARE(ids("deleted"), QStringList{QStringLiteral("e3")});
}

void TestCliAsOf::failures_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("words");
    QTest::newRow("no --at") << QStringList{} << 2 << QStringLiteral("--at");
    QTest::newRow("bad instant") << QStringList{QStringLiteral("--at"), QStringLiteral("soon")} << 2
                                 << QStringLiteral("soon");
    QTest::newRow("not a version table")
        << QStringList{QStringLiteral("--at"), QStringLiteral("0"), QStringLiteral("--versions"),
                       QStringLiteral("unrelated")}
        << 1 << QStringLiteral("unrelated");
}

void TestCliAsOf::failures()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, words);
    const clitest::Run run = clitest::idscope(QStringList{QStringLiteral("asof"), db_} + args);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(run.err).contains(words), run.err.constData());
    QVERIFY(run.out.isEmpty());
    // A file that is not a database: one clear line, exit 1.
    const QString bad = dir_.filePath(QStringLiteral("bad.db"));
    {
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(2048, 'z'));
    }
    const clitest::Run r2 = clitest::idscope(
        {QStringLiteral("asof"), bad, QStringLiteral("--at"), QStringLiteral("0")});
    QCOMPARE(r2.exitCode, 1);
    QCOMPARE(r2.err.count('\n'), 1);
}

QTEST_MAIN(TestCliAsOf)
#include "tst_cli_asof.moc"
