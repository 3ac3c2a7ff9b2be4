// Entity history and the diff between two instants: a hand-written history whose field-level
// changes, flags (time going back, a ULID minted at another instant) and diffs are spelled
// out below, and random histories whose created/changed/deleted sets are checked against a
// brute-force state computed here from the generated rows.
#include "analysis/entityhistory.h"
#include "db/connection.h"
#include "db/schema.h"
#include "ids/reverse.h"
#include "sqlitefixture.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace idscope;
using namespace idscope::analysis;
using idscope::db::Connection;
using Kind = FieldChange::Kind;

namespace {

constexpr qint64 kBase = 1767225600; // 2026-01-01T00:00:00Z

VersionTableMapping seedMapping()
{
    VersionTableMapping m;
    m.table = QStringLiteral("entity_versions");
    m.entityType = QStringLiteral("entity_type");
    m.entityKey = QStringList{QStringLiteral("entity_id")};
    m.versionNumber = QStringLiteral("version_number");
    m.changedAt = QStringLiteral("changed_at");
    m.payload = QStringList{QStringLiteral("data"), QStringLiteral("note")};
    m.author = QStringLiteral("changed_by");
    m.jsonDeletedFlag = true;
    m.versionId = QStringLiteral("id");
    return m;
}

QString ulidAt(qint64 ms)
{
    return generateAt(Format::Ulid, Instant::fromUnixMs(ms)).value_or(QString());
}

QString describe(const FieldChange& c)
{
    static const char* const kKinds[] = {"added", "removed", "changed"};
    return QStringLiteral("%1 %2.%3 %4 -> %5")
        .arg(QLatin1String(kKinds[int(c.kind)]), c.column, c.key, c.oldValue.toString(),
             c.newValue.toString());
}

QStringList describe(const QList<FieldChange>& cs)
{
    QStringList out;
    for (const FieldChange& c : cs)
        out << describe(c);
    return out;
}

std::unique_ptr<Connection> openDb(const QString& path)
{
    db::OpenError oe;
    QString msg;
    return Connection::open(path, &oe, &msg);
}

} // namespace

class TestEntityHistory : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void handWrittenHistory();
    void handWrittenDiff();
    void randomDiffsMatchBruteForce();
    void diffPayloadsByValue();

private:
    QTemporaryDir dir_;
    QString small_;
};

void TestEntityHistory::initTestCase()
{
    QVERIFY(dir_.isValid());
    small_ = dir_.filePath(QStringLiteral("small.db"));
    testdb::Writer w(small_);
    QVERIFY(w.exec(QStringLiteral(
        "CREATE TABLE entity_versions (id TEXT PRIMARY KEY, entity_type TEXT NOT NULL,"
        " entity_id TEXT NOT NULL, version_number INTEGER NOT NULL, changed_at INTEGER NOT NULL,"
        " data TEXT NOT NULL, note TEXT, changed_by TEXT)")));
    const QString ins = QStringLiteral("INSERT INTO entity_versions VALUES(?,?,?,?,?,?,?,?)");
    const QString page = QStringLiteral("page");
    QVERIFY(w.insertRows(
        ins,
        {
            // v1: ID minted inside changed_at's second.
            {ulidAt((kBase + 100) * 1000 + 500), page, QStringLiteral("E1"), 1, kBase + 100,
             QStringLiteral(R"({"title":"Home","n":1})"), QStringLiteral("a"),
             QStringLiteral("ada")},
            {ulidAt((kBase + 200) * 1000), page, QStringLiteral("E1"), 2, kBase + 200,
             QStringLiteral(R"({"title":"Home page","n":1,"tag":"x"})"), QStringLiteral("a"),
             QStringLiteral("alan")},
            // v3: written with a clock an hour fast for the ID and behind for changed_at.
            {ulidAt((kBase + 150) * 1000 + 3600000), page, QStringLiteral("E1"), 3, kBase + 150,
             QStringLiteral(R"({"n":2,"tag":"x"})"), QStringLiteral("b"), QStringLiteral("ada")},
            {ulidAt((kBase + 300) * 1000 - 5000), page, QStringLiteral("E1"), 4, kBase + 300,
             QStringLiteral(R"({"deleted":true})"), QStringLiteral("b"), QVariant()},
            {ulidAt((kBase + 120) * 1000), page, QStringLiteral("E2"), 1, kBase + 120,
             QStringLiteral(R"({"title":"Other"})"), QVariant(), QStringLiteral("ada")},
        }));
}

void TestEntityHistory::handWrittenHistory()
{
    const testdb::Snapshot snap(small_);
    auto c = openDb(small_);
    QVERIFY(c);
    const EntityHistory h = history(*c, db::readSchema(*c), seedMapping(),
                                    {QStringLiteral("page"), QStringLiteral("E1")});
    QVERIFY2(h.error.isEmpty(), qPrintable(h.error));
    QCOMPARE(h.versions.size(), 4);
    QCOMPARE(h.versions[0].versionNumber, qint64(1));
    QCOMPARE(h.versions[0].author.toString(), QStringLiteral("ada"));
    QCOMPARE(*h.versions[0].instant, Instant::fromUnixSeconds(kBase + 100));
    QCOMPARE(describe(h.versions[0].changes),
             QStringList({QStringLiteral("added data.n  -> 1"),
                          QStringLiteral("added data.title  -> Home"),
                          QStringLiteral("added note.  -> a")}));
    QCOMPARE(describe(h.versions[1].changes),
             QStringList({QStringLiteral("added data.tag  -> x"),
                          QStringLiteral("changed data.title Home -> Home page")}));
    QCOMPARE(describe(h.versions[2].changes),
             QStringList({QStringLiteral("changed data.n 1 -> 2"),
                          QStringLiteral("removed data.title Home page -> "),
                          QStringLiteral("changed note. a -> b")}));
    QCOMPARE(describe(h.versions[3].changes),
             QStringList({QStringLiteral("added data.deleted  -> true"),
                          QStringLiteral("removed data.n 2 -> "),
                          QStringLiteral("removed data.tag x -> ")}));
    // Integers in JSON stay integers.
    QCOMPARE(h.versions[2].changes[0].newValue.typeId(), int(QMetaType::LongLong));
    QCOMPARE(h.versions[3].deleted, true);
    QCOMPARE(h.versions[2].deleted, false);
    QVERIFY(h.versions[3].author.isNull());

    // Flags: v3 goes back in time; v3's and v4's IDs disagree with changed_at.
    QCOMPARE(h.versions[0].flags, 0u);
    QCOMPARE(h.versions[1].flags, 0u);
    QCOMPARE(h.versions[2].flags, quint32(FlagTimeWentBack | FlagIdInstantMismatch));
    QCOMPARE(h.versions[3].flags, quint32(FlagIdInstantMismatch));
    QCOMPARE(h.versions[0].idSkewMs, qint64(0));
    QCOMPARE(h.versions[2].idSkewMs, qint64(3600000 - 999));
    QCOMPARE(h.versions[3].idSkewMs, qint64(-5000));
    HistoryOptions lenient;
    lenient.idToleranceMs = 10000;
    const EntityHistory h2 = history(*c, db::readSchema(*c), seedMapping(),
                                     {QStringLiteral("page"), QStringLiteral("E1")}, lenient);
    QCOMPARE(h2.versions[3].flags, 0u);

    QCOMPARE(history(*c, db::readSchema(*c), seedMapping(),
                     {QStringLiteral("page"), QStringLiteral("E2")})
                 .versions.size(),
             1);
    QVERIFY(history(*c, db::readSchema(*c), seedMapping(),
                    {QStringLiteral("page"), QStringLiteral("nope")})
                .versions.isEmpty());
    QVERIFY(
        !history(*c, db::readSchema(*c), seedMapping(), {QStringLiteral("E1")}).error.isEmpty());
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TestEntityHistory::handWrittenDiff()
{
    const testdb::Snapshot snap(small_);
    auto c = openDb(small_);
    QVERIFY(c);
    const VersionTableMapping m = seedMapping();
    const VersionTimeline tl = VersionTimeline::load(*c, db::readSchema(*c), m);
    auto at = [](qint64 s) { return Instant::fromUnixSeconds(kBase + s); };

    // At 150 the newest (instant, number) of E1 is v3 (150); at 250 it is v2 (200).
    InstantDiff d = diffBetween(*c, db::readSchema(*c), tl, at(150), at(250));
    QVERIFY(d.created.isEmpty() && d.deleted.isEmpty());
    QCOMPARE(d.changed.size(), 1);
    QCOMPARE(d.changed[0].entityKey, QVariantList({QStringLiteral("page"), QStringLiteral("E1")}));
    QCOMPARE(describe(d.changed[0].changes),
             QStringList({QStringLiteral("changed data.n 2 -> 1"),
                          QStringLiteral("added data.title  -> Home page"),
                          QStringLiteral("changed note. b -> a")}));

    d = diffBetween(*c, db::readSchema(*c), m, at(0),
                    at(400)); // E1 was created and deleted in between
    QCOMPARE(d.created.size(), 1);
    QCOMPARE(d.created[0].entityKey, QVariantList({QStringLiteral("page"), QStringLiteral("E2")}));
    QVERIFY(d.changed.isEmpty() && d.deleted.isEmpty());

    d = diffBetween(*c, db::readSchema(*c), tl, at(250), at(400));
    QCOMPARE(d.deleted.size(), 1);
    QCOMPARE(d.deleted[0].entityKey, QVariantList({QStringLiteral("page"), QStringLiteral("E1")}));
    d = diffBetween(*c, db::readSchema(*c), tl, at(400), at(250)); // backwards: the delete undone
    QCOMPARE(d.created.size(), 1);
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TestEntityHistory::randomDiffsMatchBruteForce()
{
    struct Row {
        QString id;
        qint64 vn, t;
        bool deleted;
    };
    QRandomGenerator rng(2024);
    QList<Row> rows;
    QList<QVariantList> binds;
    for (int e = 0; e < 70; ++e) {
        const QString id = QStringLiteral("E%1").arg(e);
        qint64 t = kBase + rng.bounded(100);
        const int n = 1 + int(rng.bounded(6));
        for (int k = 1; k <= n; ++k) {
            const int roll = int(rng.bounded(100));
            t += roll < 15 ? -qint64(rng.bounded(20)) : (roll < 35 ? 0 : qint64(rng.bounded(40)));
            const bool del = rng.bounded(100) < 15;
            rows.append({id, k, t, del});
            binds.append({QStringLiteral("v%1_%2").arg(e).arg(k), QStringLiteral("page"), id,
                          qlonglong(k), qlonglong(t),
                          del ? QStringLiteral(R"({"deleted":true})")
                              : QStringLiteral(R"({"title":"t%1","n":%2})").arg(e).arg(k),
                          QVariant(), QVariant()});
        }
    }
    const QString path = dir_.filePath(QStringLiteral("random.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE entity_versions (id TEXT PRIMARY KEY, entity_type TEXT, entity_id TEXT,"
            " version_number INTEGER, changed_at INTEGER, data TEXT, note TEXT, changed_by "
            "TEXT)")));
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO entity_versions VALUES(?,?,?,?,?,?,?,?)"),
                             binds));
    }
    const testdb::Snapshot snap(path);
    auto c = openDb(path);
    QVERIFY(c);
    VersionTableMapping m = seedMapping();
    m.versionId.clear();
    const VersionTimeline tl = VersionTimeline::load(*c, db::readSchema(*c), m);
    // Brute force: entity -> the row with the greatest (t, vn) at or before T.
    auto stateAt = [&rows](qint64 T) {
        QHash<QString, const Row*> s;
        for (const Row& r : rows) {
            if (r.t > T)
                continue;
            const Row*& b = s[r.id];
            if (!b || std::pair(r.t, r.vn) > std::pair(b->t, b->vn))
                b = &r;
        }
        return s;
    };
    for (int round = 0; round < 60; ++round) {
        const qint64 t1 = kBase - 5 + qint64(rng.bounded(300)),
                     t2 = kBase - 5 + qint64(rng.bounded(300));
        const auto s1 = stateAt(t1), s2 = stateAt(t2);
        QSet<QString> created, changed, deleted;
        QHash<QString, std::pair<qint64, qint64>> numbers;
        for (int e = 0; e < 70; ++e) {
            const QString id = QStringLiteral("E%1").arg(e);
            const Row* a = s1.value(id, nullptr);
            const Row* b = s2.value(id, nullptr);
            const bool aliveA = a && !a->deleted, aliveB = b && !b->deleted;
            if (!aliveA && aliveB)
                created.insert(id);
            else if (aliveA && !aliveB)
                deleted.insert(id);
            else if (aliveA && aliveB && a != b) {
                changed.insert(id);
                numbers[id] = {a->vn, b->vn};
            }
        }
        const InstantDiff d = diffBetween(*c, db::readSchema(*c), tl, Instant::fromUnixSeconds(t1),
                                          Instant::fromUnixSeconds(t2));
        auto ids = [](const QList<EntityChange>& l) {
            QSet<QString> s;
            for (const EntityChange& ch : l)
                s.insert(ch.entityKey.value(1).toString());
            return s;
        };
        QCOMPARE(ids(d.created), created);
        QCOMPARE(ids(d.deleted), deleted);
        QCOMPARE(ids(d.changed), changed);
        for (const EntityChange& ch : d.changed) {
            const auto [from, to] = numbers.value(ch.entityKey.value(1).toString());
            QCOMPARE(describe(ch.changes),
                     QStringList(QStringLiteral("changed data.n %1 -> %2").arg(from).arg(to)));
        }
    }
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TestEntityHistory::diffPayloadsByValue()
{
    const QStringList cols{QStringLiteral("blob"), QStringLiteral("num"), QStringLiteral("json")};
    const QList<FieldChange> cs =
        diffPayloads(cols, {QByteArray("\x01\x02", 2), qlonglong(5), QStringLiteral("[1,2]")},
                     {QByteArray("\x01\x03", 2), qlonglong(5), QStringLiteral("[1,2,3]")});
    QCOMPARE(cs.size(), 2);
    QCOMPARE(cs[0].column, QStringLiteral("blob"));
    QCOMPARE(cs[0].kind, Kind::Changed);
    QVERIFY(cs[0].key.isEmpty());
    QCOMPARE(cs[1].column, QStringLiteral("json")); // a JSON array compares as one value
    // A 64-bit integer inside JSON keeps every digit.
    const QList<FieldChange> big =
        diffPayloads({QStringLiteral("d")}, {QStringLiteral(R"({"id":9007199254740993})")},
                     {QStringLiteral(R"({"id":9007199254740995})")});
    QCOMPARE(big.size(), 1);
    QCOMPARE(big[0].oldValue.toLongLong(), qlonglong(9007199254740993));
    QCOMPARE(big[0].newValue.toLongLong(), qlonglong(9007199254740995));
}

QTEST_GUILESS_MAIN(TestEntityHistory)
#include "tst_entityhistory.moc"
