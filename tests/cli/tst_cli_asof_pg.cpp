// `idscope asof` on a PostgreSQL server (the test's own cluster, read as the SELECT-only role)
// with changed_at as timestamptz, integer seconds, integer milliseconds and RFC 3339 text with
// an offset, jsonb payloads: an entity's history (--entity) and the difference between two
// instants (--diff), each against plain SQL on the server (window functions over the same
// table); the same rows copied into a SQLite file give the same JSON for --at, --entity and
// --diff; no check writes on the server.
#include "clirun.h"
#include "pgfixture.h"
#include "sqlitefixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

constexpr char kFrom[] = "2025-09-01T06:00:00Z"; // one version's changed_at is exactly this
constexpr char kTo[] = "2025-09-02T02:00:00Z";   // and one's is this; deletions before it

// A version table and the SQL that reads its changed_at as a timestamptz.
struct VersionTable {
    const char* name;
    const char* instant;
};
constexpr VersionTable kTables[] = {
    {"entity_versions", "changed_at"},
    {"ev_seconds", "'epoch'::timestamptz + changed_at * interval '1 second'"},
    {"ev_millis", "'epoch'::timestamptz + changed_at * interval '1 millisecond'"},
    {"ev_text", "changed_at::timestamptz"},
};

QString msText(const QString& expr)
{
    return QStringLiteral("to_char((%1) AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')")
        .arg(expr);
}

QJsonObject only(const clitest::Run& r)
{
    const QList<QJsonObject> docs = clitest::jsonLines(r.out);
    return docs.size() == 1 ? docs.first() : QJsonObject();
}

} // namespace

class TstCliAsOfPg : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void historyAgainstSql_data();
    void historyAgainstSql();
    void entityWithoutType();
    void diffAgainstSql_data();
    void diffAgainstSql();
    void sameJsonAsSqlite_data();
    void sameJsonAsSqlite();

private:
    clitest::Run asof(const QString& db, const QString& table, const QStringList& args) const;
    // "type/id" → (version_number, data) of the entities alive at `at` in `t`, and the
    // entities whose version there deletes them.
    QHash<QString, QPair<qint64, QString>> aliveAt(const VersionTable& t, const QString& at,
                                                   QSet<QString>* gone = nullptr);

    // The versions in other types, and the same rows in the SQLite file `sqlite_`.
    bool build(testpg::Session& setup);

    testpg::Fixture fx_;
    QTemporaryDir dir_;
    QString sqlite_;
};

void TstCliAsOfPg::initTestCase()
{
    QVERIFY(dir_.isValid());
    sqlite_ = dir_.filePath(QStringLiteral("copy.sqlite"));
    START_PG_FIXTURE(fx_, [this](testpg::Session& setup) { return build(setup); });
}

bool TstCliAsOfPg::build(testpg::Session& setup)
{
    if (!testpg::createEntityVersions(setup, 50, 4))
        return false;
    // The same versions with changed_at in other types (the text one with a +02:00 offset, so
    // text order is not time order across midnight UTC).
    const QString copy = QStringLiteral(
        "CREATE TABLE %1 AS SELECT id, entity_type, entity_id, version_number, %2 AS "
        "changed_at, data FROM entity_versions; ALTER TABLE %1 ADD PRIMARY KEY (id); "
        "CREATE INDEX ON %1 (entity_id, changed_at, version_number); ANALYZE %1;");
    if (!setup.exec(
            copy.arg(u"ev_seconds", u"floor(extract(epoch FROM changed_at))::bigint") +
            copy.arg(u"ev_millis", u"floor(extract(epoch FROM changed_at) * 1000)::bigint") +
            copy.arg(u"ev_text", u"to_char(changed_at AT TIME ZONE 'UTC' + interval '2 hours', "
                                 u"'YYYY-MM-DD\"T\"HH24:MI:SS.MS') || '+02:00'")))
        return false;
    // The same rows in a SQLite file: changed_at as RFC 3339 text, data as jsonb's text.
    testdb::Writer w(sqlite_);
    if (!w.exec(QStringLiteral(
            "CREATE TABLE entity_versions (id TEXT PRIMARY KEY, entity_type TEXT NOT NULL, "
            "entity_id TEXT NOT NULL, version_number INTEGER NOT NULL, changed_at TEXT NOT NULL, "
            "data TEXT NOT NULL, UNIQUE (entity_type, entity_id, version_number));"
            "CREATE INDEX entity_versions_entity_time ON entity_versions "
            "(entity_id, changed_at, version_number);")))
        return false;
    QList<QVariantList> rows;
    for (const QStringList& r :
         setup.rows(QStringLiteral("SELECT id, entity_type, entity_id, version_number, %1, "
                                   "data::text FROM entity_versions ORDER BY id")
                        .arg(msText(QStringLiteral("changed_at")))))
        rows.append({r[0], r[1], r[2], qlonglong(r[3].toLongLong()), r[4], r[5]});
    return rows.size() == 200 &&
           w.insertRows(QStringLiteral("INSERT INTO entity_versions VALUES (?,?,?,?,?,?)"), rows);
}

void TstCliAsOfPg::init()
{
    fx_.mark();
}

void TstCliAsOfPg::cleanup()
{
    VERIFY_NOTHING_WRITTEN(fx_);
}

clitest::Run TstCliAsOfPg::asof(const QString& db, const QString& table,
                                const QStringList& args) const
{
    return clitest::idscope(QStringList{QStringLiteral("asof"), db, QStringLiteral("--versions"),
                                        table, QStringLiteral("--json")} +
                            args);
}

QHash<QString, QPair<qint64, QString>> TstCliAsOfPg::aliveAt(const VersionTable& t,
                                                             const QString& at, QSet<QString>* gone)
{
    QHash<QString, QPair<qint64, QString>> out;
    const QString sql =
        QStringLiteral("SELECT entity_type || '/' || entity_id, version_number, data::text, "
                       "data ? 'deleted' FROM (SELECT *, row_number() OVER (PARTITION BY "
                       "entity_type, entity_id ORDER BY %1 DESC, version_number DESC) AS rn FROM "
                       "%2 WHERE %1 <= '%3'::timestamptz) v WHERE rn = 1")
            .arg(QLatin1String(t.instant), QLatin1String(t.name), at);
    for (const QStringList& r : fx_.super().rows(sql)) {
        if (r[3] == u"t") {
            if (gone)
                gone->insert(r[0]);
            continue;
        }
        out.insert(r[0], {r[1].toLongLong(), r[2]});
    }
    return out;
}

void TstCliAsOfPg::historyAgainstSql_data()
{
    QTest::addColumn<int>("table");
    for (int i = 0; i < 4; ++i)
        QTest::newRow(kTables[i].name) << i;
}

// A deleted entity's every version: number, instant (ms), deletion, data, and the field
// changes from the version before, each against the table's own rows.
void TstCliAsOfPg::historyAgainstSql()
{
    QFETCH(int, table);
    const VersionTable& t = kTables[table];
    // Entity 4 of the fixture: its last version deletes it.
    const QStringList who = fx_.super()
                                .rows(QStringLiteral("SELECT entity_type, entity_id FROM %1 "
                                                     "WHERE data ? 'deleted' ORDER BY entity_id "
                                                     "LIMIT 1")
                                          .arg(QLatin1String(t.name)))
                                .value(0);
    QCOMPARE(who.size(), 2);
    const clitest::Run r = asof(fx_.cluster().readerUri(), QLatin1String(t.name),
                                {QStringLiteral("--entity"), who[0] + u'/' + who[1]});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject doc = only(r);
    QCOMPARE(doc.value(QStringLiteral("entity_type")).toString(), who[0]);
    QCOMPARE(doc.value(QStringLiteral("entity_id")).toString(), who[1]);
    const QJsonArray versions = doc.value(QStringLiteral("versions")).toArray();
    const QList<QStringList> want = fx_.super().rows(
        QStringLiteral("SELECT version_number, %1, data ? 'deleted', data::text FROM %2 WHERE "
                       "entity_type = '%3' AND entity_id = '%4' ORDER BY version_number")
            .arg(msText(QLatin1String(t.instant)), QLatin1String(t.name), who[0], who[1]));
    QCOMPARE(versions.size(), want.size());
    QVERIFY(want.size() >= 2);
    QJsonObject before;
    for (qsizetype i = 0; i < want.size(); ++i) {
        const QJsonObject v = versions.at(i).toObject();
        QCOMPARE(v.value(QStringLiteral("version_number")).toInteger(), want[i][0].toLongLong());
        QCOMPARE(v.value(QStringLiteral("changed_at")).toString(), want[i][1]);
        QCOMPARE(v.value(QStringLiteral("deleted")).toBool(), want[i][2] == u"t");
        const QJsonObject data = QJsonDocument::fromJson(want[i][3].toUtf8()).object();
        QCOMPARE(v.value(QStringLiteral("data")).toObject(), data);
        // The changes: every key whose value differs from the version before's.
        QSet<QString> keys;
        for (const QString& k : before.keys() + data.keys()) {
            if (before.value(k) != data.value(k) || before.contains(k) != data.contains(k))
                keys.insert(k);
        }
        QSet<QString> changed;
        for (const QJsonValue& c : v.value(QStringLiteral("changes")).toArray())
            changed.insert(c.toObject().value(QStringLiteral("field")).toString());
        QCOMPARE(changed, keys);
        before = data;
    }
}

// An ID given without its type is looked up; a made-up one is no entity (exit 1).
void TstCliAsOfPg::entityWithoutType()
{
    const QString id = fx_.super().value(
        QStringLiteral("SELECT entity_id FROM entity_versions ORDER BY entity_id LIMIT 1"));
    const clitest::Run r = asof(fx_.cluster().readerUri(), QStringLiteral("entity_versions"),
                                {QStringLiteral("--entity"), id});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(only(r).value(QStringLiteral("versions")).toArray().size(),
             int(fx_.super().scalar(
                 QStringLiteral("SELECT count(*) FROM entity_versions WHERE entity_id = '%1'")
                     .arg(id))));
    const clitest::Run none = asof(fx_.cluster().readerUri(), QStringLiteral("entity_versions"),
                                   {QStringLiteral("--entity"), QStringLiteral("nobody")});
    QCOMPARE(none.exitCode, 1);
    QVERIFY2(none.err.contains("no entity"), none.err.constData());
}

void TstCliAsOfPg::diffAgainstSql_data()
{
    historyAgainstSql_data();
}

// Created, changed and deleted between kFrom and kTo, with the version that made each change,
// against the state at both instants from ROW_NUMBER() on the server.
void TstCliAsOfPg::diffAgainstSql()
{
    QFETCH(int, table);
    const VersionTable& t = kTables[table];
    const clitest::Run r = asof(fx_.cluster().readerUri(), QLatin1String(t.name),
                                {QStringLiteral("--at"), QLatin1String(kFrom),
                                 QStringLiteral("--diff"), QLatin1String(kTo)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject doc = only(r);
    QSet<QString> goneFrom, goneTo;
    const auto from = aliveAt(t, QLatin1String(kFrom), &goneFrom);
    const auto to = aliveAt(t, QLatin1String(kTo), &goneTo);
    QMap<QString, qint64> created, changed, deleted;
    for (auto it = to.cbegin(); it != to.cend(); ++it) {
        if (!from.contains(it.key()))
            created.insert(it.key(), it.value().first);
        else if (from.value(it.key()).first != it.value().first &&
                 QJsonDocument::fromJson(from.value(it.key()).second.toUtf8()) !=
                     QJsonDocument::fromJson(it.value().second.toUtf8()))
            changed.insert(it.key(), it.value().first);
    }
    for (auto it = from.cbegin(); it != from.cend(); ++it) {
        if (!to.contains(it.key()))
            deleted.insert(it.key(), -1);
    }
    // A deletion is made by the version in force at kTo: the deleting one.
    for (const QStringList& row : fx_.super().rows(
             QStringLiteral("SELECT entity_type || '/' || entity_id, version_number FROM (SELECT "
                            "*, row_number() OVER (PARTITION BY entity_type, entity_id ORDER BY "
                            "%1 DESC, version_number DESC) AS rn FROM %2 WHERE %1 <= '%3') v "
                            "WHERE rn = 1")
                 .arg(QLatin1String(t.instant), QLatin1String(t.name), QLatin1String(kTo)))) {
        if (deleted.contains(row[0]))
            deleted[row[0]] = row[1].toLongLong();
    }
    QVERIFY(created.size() > 5);
    QVERIFY(changed.size() > 5);
    QVERIFY(deleted.size() > 2);
    auto got = [&doc](const char* group) {
        QMap<QString, qint64> out;
        for (const QJsonValue& v : doc.value(QLatin1String(group)).toArray()) {
            const QJsonObject o = v.toObject();
            out.insert(o.value(QStringLiteral("entity_type")).toString() + u'/' +
                           o.value(QStringLiteral("entity_id")).toString(),
                       o.value(QStringLiteral("version_number")).toInteger());
        }
        return out;
    };
    QCOMPARE(got("created"), created);
    QCOMPARE(got("changed"), changed);
    QCOMPARE(got("deleted"), deleted);
}

void TstCliAsOfPg::sameJsonAsSqlite_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("at") << QStringList{QStringLiteral("--at"), QLatin1String(kTo)};
    QTest::newRow("diff") << QStringList{QStringLiteral("--at"), QLatin1String(kFrom),
                                         QStringLiteral("--diff"), QLatin1String(kTo)};
    QTest::newRow("diff backwards") << QStringList{QStringLiteral("--at"), QLatin1String(kTo),
                                                   QStringLiteral("--diff"), QLatin1String(kFrom)};
}

// The same versions in PostgreSQL (timestamptz, jsonb) and in SQLite (RFC 3339 text, JSON
// text), each with the index on (entity_id, changed_at, version_number): the same JSON, whole.
void TstCliAsOfPg::sameJsonAsSqlite()
{
    QFETCH(QStringList, args);
    const QString table = QStringLiteral("entity_versions");
    const clitest::Run pg = asof(fx_.cluster().readerUri(), table, args);
    const clitest::Run file = asof(sqlite_, table, args);
    QVERIFY2(pg.exitCode == 0, pg.err.constData());
    QVERIFY2(file.exitCode == 0, file.err.constData());
    QJsonObject a = only(pg), b = only(file);
    QVERIFY(!a.isEmpty());
    QCOMPARE(a, b);
    // And each entity's history.
    if (args.size() > 2)
        return;
    for (const QJsonValue& v : a.value(QStringLiteral("state")).toArray()) {
        const QJsonObject o = v.toObject();
        const QString entity = o.value(QStringLiteral("entity_type")).toString() + u'/' +
                               o.value(QStringLiteral("entity_id")).toString();
        const QStringList h{QStringLiteral("--entity"), entity};
        const QJsonObject hp = only(asof(fx_.cluster().readerUri(), table, h));
        QVERIFY(!hp.isEmpty());
        QCOMPARE(hp, only(asof(sqlite_, table, h)));
        if (o.value(QStringLiteral("version_number")).toInt() > 2)
            break; // a few are enough: each is a process on both sides
    }
}

QTEST_GUILESS_MAIN(TstCliAsOfPg)
#include "tst_cli_asof_pg.moc"
