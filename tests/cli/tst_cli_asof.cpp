// `idscope asof`: the state of every entity at an instant, checked against a brute force over
// the rows read with plain SQL; the JSON contract (docs/cli.md), also for composite keys;
// clear failures; the file is left unchanged.
#include "clirun.h"
#include "sqlitefixture.h"

#include <QDateTime>
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
    void diffShowsDeletionsAndRealChanges();
    void compositeKeyStaysScalar_data();
    void compositeKeyStaysScalar();
    void compositeKeyHistoryAndDiff();
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
    // The demo's entity_versions shape: ties in one second (v2 and v3 of e1 at 1000), a version
    // whose time goes down while its number goes up (e2 v3 at 1500 < v2 at 2000), a JSON delete (e3
    // at 3000) and an entity that only appears late (e4 at 5000). 64-bit integers inside the JSON.
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
    // Minutes without seconds, a date alone: read as people write them (00:35Z is 2100 s).
    for (const auto& [typed, seconds] :
         {std::pair{QStringLiteral("1970-01-01T00:35Z"), QStringLiteral("2100")},
          std::pair{QStringLiteral("1970-01-01 00:35"), QStringLiteral("2100")},
          std::pair{QStringLiteral("1970-01-02"), QStringLiteral("86400")}}) {
        const clitest::Run a = clitest::idscope(
            {QStringLiteral("asof"), db_, QStringLiteral("--at"), typed, QStringLiteral("--json")});
        const clitest::Run b =
            clitest::idscope({QStringLiteral("asof"), db_, QStringLiteral("--at"), seconds,
                              QStringLiteral("--json")});
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.out, b.out);
    }
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
            out << e.toObject().value(QStringLiteral("entity_id")).toString();
        out.sort();
        return out;
    };
    QCOMPARE(ids("created"), QStringList());
    QCOMPARE(ids("changed"), (QStringList{QStringLiteral("e1"), QStringLiteral("e2")}));
    QCOMPARE(ids("deleted"), QStringList{QStringLiteral("e3")});
}

// A deleted entity is listed with its deletion (version and time, as SQL has them), an entity
// whose newer version repeats its data is not "changed", and a real change carries its field.
void TestCliAsOf::diffShowsDeletionsAndRealChanges()
{
    const QString path = dir_.filePath(QStringLiteral("diff.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE entity_versions (id INTEGER PRIMARY KEY, entity_type TEXT NOT NULL, "
            "  entity_id TEXT NOT NULL, version_number INTEGER NOT NULL, "
            "  changed_at INTEGER NOT NULL, data TEXT NOT NULL);"
            "INSERT INTO entity_versions (entity_type, entity_id, version_number, changed_at, "
            "data) VALUES"
            " ('doc','same',1,100,'{\"t\":1}'), ('doc','same',2,200,'{\"t\":1}'),"
            " ('doc','gone',1,100,'{\"t\":1}'), ('doc','gone',2,250,'{\"deleted\":true}'),"
            " ('doc','edit',1,100,'{\"t\":1}'), ('doc','edit',2,220,'{\"t\":2}');")));
    }
    qint64 goneVersion = 0;
    qint64 goneAt = 0;
    {
        testdb::Writer w(path);
        const QVariantList r =
            w.rows(QStringLiteral("SELECT version_number, changed_at FROM entity_versions WHERE "
                                  "entity_id = 'gone' AND data LIKE '%\"deleted\":true%'"))
                .first();
        goneVersion = r[0].toLongLong();
        goneAt = r[1].toLongLong();
    }
    const clitest::Run run = clitest::idscope({QStringLiteral("asof"), path, QStringLiteral("--at"),
                                               QStringLiteral("150"), QStringLiteral("--diff"),
                                               QStringLiteral("300"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    const QJsonArray deleted = o.value(QStringLiteral("deleted")).toArray();
    QCOMPARE(deleted.size(), 1);
    const QJsonObject gone = deleted[0].toObject();
    QCOMPARE(gone.value(QStringLiteral("entity_id")).toString(), QStringLiteral("gone"));
    QCOMPARE(gone.value(QStringLiteral("version_number")).toInteger(), goneVersion);
    QCOMPARE(gone.value(QStringLiteral("changed_at")).toString(),
             QDateTime::fromSecsSinceEpoch(goneAt).toUTC().toString(
                 QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ")));
    const QJsonArray changed = o.value(QStringLiteral("changed")).toArray();
    QCOMPARE(changed.size(), 1); // "same" repeated its data: no change
    QCOMPARE(changed[0].toObject().value(QStringLiteral("entity_id")).toString(),
             QStringLiteral("edit"));
    QCOMPARE(changed[0].toObject().value(QStringLiteral("changes")).toArray().size(), 1);
    QCOMPARE(o.value(QStringLiteral("same_data")).toInteger(), 1);
}

namespace {
// Two history tables whose unique key leads with more than the entity's ID: the type (so the
// same ID under two types is two entities), and a tenant before the type.
QString compositeDb(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("composite.db"));
    if (QFile::exists(path))
        return path;
    testdb::Writer w(path);
    const bool ok = w.exec(QStringLiteral(
        "CREATE TABLE page_versions (id INTEGER PRIMARY KEY, entity_type TEXT NOT NULL, "
        "  entity_id TEXT NOT NULL, version_number INTEGER NOT NULL, "
        "  changed_at INTEGER NOT NULL, data TEXT NOT NULL, "
        "  UNIQUE (entity_type, entity_id, version_number));"
        "INSERT INTO page_versions (entity_type, entity_id, version_number, changed_at, data) "
        "VALUES ('page','01KD0000000000000000000001',1,100,'{\"t\":1}'),"
        " ('page','01KD0000000000000000000001',2,300,'{\"t\":2}'),"
        " ('note','01KD0000000000000000000001',1,200,'{\"t\":3}'),"
        " ('page','01KD0000000000000000000002',1,250,'{\"t\":4}');"
        "CREATE TABLE tenant_versions (id INTEGER PRIMARY KEY, tenant_id INTEGER NOT NULL, "
        "  entity_type TEXT NOT NULL, entity_id TEXT NOT NULL, "
        "  version_number INTEGER NOT NULL, changed_at INTEGER NOT NULL, data TEXT NOT NULL, "
        "  UNIQUE (tenant_id, entity_type, entity_id, version_number));"
        "INSERT INTO tenant_versions (tenant_id, entity_type, entity_id, version_number, "
        "  changed_at, data) VALUES (7,'page','a',1,100,'{}'), (8,'page','a',1,150,'{}'),"
        " (8,'page','a',2,400,'{}'), (8,'doc','b',1,50,'{}');"));
    return ok ? path : QString();
}

// The state at `at` by plain SQL: per key the row with the greatest (changed_at,
// version_number) at or before `at`, as "key|…|version" strings.
QStringList stateBySql(const QString& db, const QString& table, const QStringList& keyCols,
                       qint64 at)
{
    QStringList same;
    for (const QString& c : keyCols)
        same << QStringLiteral("x.%1 = v.%1").arg(c);
    const QString sql =
        QStringLiteral("SELECT %2, version_number FROM %1 v WHERE changed_at <= %3 AND NOT EXISTS "
                       "(SELECT 1 FROM %1 x WHERE %4 AND x.changed_at <= %3 AND "
                       "(x.changed_at > v.changed_at OR (x.changed_at = v.changed_at AND "
                       "x.version_number > v.version_number)))")
            .arg(table, keyCols.join(u','))
            .arg(at)
            .arg(same.join(QStringLiteral(" AND ")));
    testdb::Writer w(db);
    QStringList out;
    for (const QVariantList& r : w.rows(sql)) {
        QStringList parts;
        for (const QVariant& v : r)
            parts << v.toString();
        out << parts.join(u'|');
    }
    out.sort();
    return out;
}
} // namespace

void TestCliAsOf::compositeKeyStaysScalar_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QStringList>("keyCols");
    QTest::addColumn<qint64>("at");
    for (qint64 at : {0LL, 150LL, 260LL, 1000LL}) {
        QTest::addRow("page_versions at %lld", at)
            << QStringLiteral("page_versions")
            << QStringList{QStringLiteral("entity_type"), QStringLiteral("entity_id")} << at;
        QTest::addRow("tenant_versions at %lld", at)
            << QStringLiteral("tenant_versions")
            << QStringList{QStringLiteral("tenant_id"), QStringLiteral("entity_type"),
                           QStringLiteral("entity_id")}
            << at;
    }
}

void TestCliAsOf::compositeKeyStaysScalar()
{
    QFETCH(QString, table);
    QFETCH(QStringList, keyCols);
    QFETCH(qint64, at);
    const QString db = compositeDb(dir_);
    QVERIFY(!db.isEmpty());
    const QStringList expected = stateBySql(db, table, keyCols, at);
    const testdb::Snapshot snap(db);
    const clitest::Run run =
        clitest::idscope({QStringLiteral("asof"), db, QStringLiteral("--at"), QString::number(at),
                          QStringLiteral("--versions"), table, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(o.value(QStringLiteral("versions_table")).toString(), table);
    QStringList got;
    for (const QJsonValue& v : o.value(QStringLiteral("state")).toArray()) {
        const QJsonObject e = v.toObject();
        QVERIFY2(e.value(QStringLiteral("entity_type")).isString(), run.out.constData());
        QVERIFY2(e.value(QStringLiteral("entity_id")).isString(), run.out.constData());
        QStringList parts;
        if (table == u"tenant_versions") {
            const QJsonObject key = e.value(QStringLiteral("key")).toObject();
            QCOMPARE(key.keys(), QStringList{QStringLiteral("tenant_id")});
            parts << QString::number(key.value(QStringLiteral("tenant_id")).toInteger());
        } else {
            QVERIFY2(!e.contains(QStringLiteral("key")), run.out.constData());
        }
        parts << e.value(QStringLiteral("entity_type")).toString()
              << e.value(QStringLiteral("entity_id")).toString()
              << QString::number(e.value(QStringLiteral("version_number")).toInteger());
        got << parts.join(u'|');
    }
    got.sort();
    QCOMPARE(got, expected);
    QCOMPARE(o.value(QStringLiteral("entities")).toInteger(), qint64(expected.size()));
    VERIFY_UNCHANGED(snap);
}

void TestCliAsOf::compositeKeyHistoryAndDiff()
{
    const QString db = compositeDb(dir_);
    QVERIFY(!db.isEmpty());
    const QString id1 = QStringLiteral("01KD0000000000000000000001");
    const clitest::Run h = clitest::idscope(
        {QStringLiteral("asof"), db, QStringLiteral("--versions"), QStringLiteral("page_versions"),
         QStringLiteral("--entity"), QStringLiteral("page/") + id1, QStringLiteral("--json")});
    QCOMPARE(h.exitCode, 0);
    const QJsonObject ho = QJsonDocument::fromJson(h.out).object();
    QCOMPARE(ho.value(QStringLiteral("entity_type")).toString(), QStringLiteral("page"));
    QCOMPARE(ho.value(QStringLiteral("entity_id")).toString(), id1);
    QVERIFY(!ho.contains(QStringLiteral("key")));
    {
        testdb::Writer w(db);
        QCOMPARE(qint64(ho.value(QStringLiteral("versions")).toArray().size()),
                 w.scalar(QStringLiteral("SELECT count(*) FROM page_versions WHERE "
                                         "entity_type = 'page' AND entity_id = '%1'")
                              .arg(id1)));
    }
    // The tenant table: the entity as the text output spells it (TYPE/TENANT/ID), or without
    // the type (looked up); the tenant comes back as the stored integer.
    for (const QString& spelt : {QStringLiteral("page/8/a"), QStringLiteral("8/a")}) {
        const clitest::Run t =
            clitest::idscope({QStringLiteral("asof"), db, QStringLiteral("--versions"),
                              QStringLiteral("tenant_versions"), QStringLiteral("--entity"), spelt,
                              QStringLiteral("--json")});
        QCOMPARE(t.exitCode, 0);
        const QJsonObject to = QJsonDocument::fromJson(t.out).object();
        QCOMPARE(to.value(QStringLiteral("entity_type")).toString(), QStringLiteral("page"));
        QCOMPARE(to.value(QStringLiteral("entity_id")).toString(), QStringLiteral("a"));
        const QJsonValue tenant =
            to.value(QStringLiteral("key")).toObject().value(QStringLiteral("tenant_id"));
        QVERIFY2(tenant.isDouble() && tenant.toInteger() == 8, t.out.constData());
        testdb::Writer w(db);
        QCOMPARE(qint64(to.value(QStringLiteral("versions")).toArray().size()),
                 w.scalar(QStringLiteral("SELECT count(*) FROM tenant_versions WHERE "
                                         "tenant_id = 8 AND entity_type = 'page' AND "
                                         "entity_id = 'a'")));
    }
    const clitest::Run state = clitest::idscope(
        {QStringLiteral("asof"), db, QStringLiteral("--versions"),
         QStringLiteral("tenant_versions"), QStringLiteral("--at"), QStringLiteral("1000")});
    QVERIFY2(state.out.contains("page  8/a  v2"), state.out.constData());

    // From 150 to 1000: note/…1 and page/…2 are created, page/…1 changed (v1 to v2).
    const clitest::Run d = clitest::idscope(
        {QStringLiteral("asof"), db, QStringLiteral("--versions"), QStringLiteral("page_versions"),
         QStringLiteral("--at"), QStringLiteral("150"), QStringLiteral("--diff"),
         QStringLiteral("1000"), QStringLiteral("--json")});
    QCOMPARE(d.exitCode, 0);
    const QJsonObject dobj = QJsonDocument::fromJson(d.out).object();
    auto entities = [&](const char* group) {
        QStringList out;
        for (const QJsonValue& v : dobj.value(QLatin1String(group)).toArray()) {
            const QJsonObject e = v.toObject();
            if (!e.value(QStringLiteral("entity_type")).isString() ||
                !e.value(QStringLiteral("entity_id")).isString())
                return QStringList{QStringLiteral("not scalar")};
            out << e.value(QStringLiteral("entity_type")).toString() + u'/' +
                       e.value(QStringLiteral("entity_id")).toString();
        }
        out.sort();
        return out;
    };
    QCOMPARE(entities("created"), (QStringList{QStringLiteral("note/") + id1,
                                               QStringLiteral("page/01KD0000000000000000000002")}));
    QCOMPARE(entities("changed"), QStringList{QStringLiteral("page/") + id1});
    QCOMPARE(entities("deleted"), QStringList());
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
