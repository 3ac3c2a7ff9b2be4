// The in-memory timeline against brute force: random histories (ties in one second, deletes by
// JSON flag or marker column, out-of-order versions, composite keys, WITHOUT ROWID, s / ms /
// RFC 3339 text / Julian day instants) scrubbed forward and back at random; after every step
// each entity's version must be the one with the greatest (instant, version number) at or
// before T, computed here from the generated rows (and, for the demo's entity_versions shape, by
// plain SQL).
#include "analysis/asof.h"
#include "analysis/entityhistory.h"
#include "analysis/timeline.h"
#include "db/connection.h"
#include "db/schema.h"
#include "sqlitefixture.h"

#include <QFile>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace idscope;
using namespace idscope::analysis;
using idscope::db::Connection;

namespace {

enum class DeleteMode { Json, Marker };

struct Variant {
    InstantUnit unit = InstantUnit::UnixSeconds;
    bool composite = false; // (tenant INTEGER, code TEXT) instead of (entity_type, entity_id)
    DeleteMode deletes = DeleteMode::Json;
    bool withoutRowid = false;
};

struct Row {
    QVariantList key; // identity in entityIdentityColumns order
    qint64 vn = 0;
    qint64 us = 0; // ground-truth instant in µs
    bool deleted = false;
    QString data;
};

// Ground truth: instants in µs on a grid coarse enough for ties in the stored unit.
qint64 stepUs(InstantUnit u)
{
    return u == InstantUnit::UnixSeconds ? 1000000 : 1000;
}

QList<Row> generate(const Variant& v, quint32 seed, int entities)
{
    QRandomGenerator rng(seed);
    QList<Row> rows;
    const qint64 base = 1767225600; // 2026-01-01T00:00:00Z
    for (int e = 0; e < entities; ++e) {
        QVariantList key;
        if (v.composite)
            key << qlonglong(e % 3) << QString(QStringLiteral("code-") + QString::number(e / 3));
        else
            key << QString(e % 2 ? QStringLiteral("page") : QStringLiteral("product"))
                << QString(QStringLiteral("01J") + QString::number(1000 + e));
        const int n = 1 + int(rng.bounded(8));
        // Instants on a narrow range so several entities and versions share a second.
        qint64 t = base * 1000000 + qint64(rng.bounded(40)) * stepUs(v.unit) * 50;
        for (int k = 1; k <= n; ++k) {
            Row r;
            r.key = key;
            r.vn = k;
            const int roll = int(rng.bounded(100));
            if (roll < 15 && k > 1)
                t -= qint64(1 + rng.bounded(30)) * stepUs(v.unit) * 10; // out of order
            else if (roll < 35 && k > 1)
                ; // a tie with the previous version
            else
                t += qint64(1 + rng.bounded(60)) * stepUs(v.unit) *
                     (v.unit == InstantUnit::UnixSeconds ? 1 : 250);
            r.us = t;
            r.deleted = rng.bounded(100) < 12;
            r.data = r.deleted && v.deletes == DeleteMode::Json
                         ? QStringLiteral("{\"deleted\":true}")
                         : QStringLiteral("{\"title\":\"t%1\",\"n\":%2}").arg(e).arg(k);
            rows.append(r);
        }
    }
    return rows;
}

QVariant stored(qint64 us, InstantUnit u, QRandomGenerator& rng)
{
    switch (u) {
    case InstantUnit::UnixSeconds:
        return qlonglong(floorDiv(us, 1000000));
    case InstantUnit::UnixMillis:
        return qlonglong(floorDiv(us, 1000));
    case InstantUnit::UnixMicros:
        return qlonglong(us);
    case InstantUnit::JulianDay:
        return 2440587.5 + double(floorDiv(us, 1000)) / 86400000.0;
    case InstantUnit::Rfc3339Text: {
        // Offsets make the text sort differently from time: the timeline must not care.
        static const int kOffsets[] = {0, 7200, -19800, 3600 * 14};
        const int off = kOffsets[rng.bounded(4)];
        return toRfc3339(Instant::fromUnixUs(us), Precision::Millisecond, off);
    }
    }
    return {};
}

VersionTableMapping mappingFor(const Variant& v)
{
    VersionTableMapping m;
    m.table = QStringLiteral("entity_versions");
    if (v.composite) {
        m.entityKey = QStringList{QStringLiteral("tenant"), QStringLiteral("code")};
    } else {
        m.entityType = QStringLiteral("entity_type");
        m.entityKey = QStringList{QStringLiteral("entity_id")};
    }
    m.versionNumber = QStringLiteral("version_number");
    m.changedAt = QStringLiteral("changed_at");
    m.unit = v.unit;
    m.payload = QStringList{QStringLiteral("data")};
    m.author = QStringLiteral("changed_by");
    if (v.deletes == DeleteMode::Marker)
        m.deleteMarker = QStringLiteral("is_deleted");
    else
        m.jsonDeletedFlag = true;
    return m;
}

bool writeDb(const QString& path, const Variant& v, const QList<Row>& rows)
{
    testdb::Writer w(path);
    const QString keyCols = v.composite ? QStringLiteral("tenant INTEGER, code TEXT")
                                        : QStringLiteral("entity_type TEXT, entity_id TEXT");
    const QString pk = v.composite ? QStringLiteral("tenant, code, version_number")
                                   : QStringLiteral("entity_type, entity_id, version_number");
    if (!w.exec(
            QStringLiteral("CREATE TABLE entity_versions (%1, version_number INTEGER NOT NULL,"
                           " changed_at NOT NULL, data TEXT NOT NULL, changed_by TEXT,"
                           " is_deleted INTEGER, PRIMARY KEY(%2))%3")
                .arg(keyCols, pk, v.withoutRowid ? QStringLiteral(" WITHOUT ROWID") : QString())))
        return false;
    QRandomGenerator rng(7);
    QList<QVariantList> binds;
    // Insert in a shuffled order: the timeline must not depend on storage order.
    QList<int> order(rows.size());
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), std::mt19937(11));
    for (int i : order) {
        const Row& r = rows[i];
        binds.append({r.key[0], r.key[1], qlonglong(r.vn), stored(r.us, v.unit, rng), r.data,
                      QStringLiteral("user%1").arg(r.vn % 3),
                      v.deletes == DeleteMode::Marker ? QVariant(qlonglong(r.deleted ? 1 : 0))
                                                      : QVariant()});
    }
    return w.insertRows(QStringLiteral("INSERT INTO entity_versions VALUES(?,?,?,?,?,?,?)"), binds);
}

// The stored instant as the timeline's unit sees it: whole seconds, ms, or µs.
qint64 truthKey(const Row& r, InstantUnit u)
{
    if (u == InstantUnit::UnixSeconds)
        return floorDiv(r.us, 1000000);
    if (u == InstantUnit::UnixMillis || u == InstantUnit::JulianDay)
        return floorDiv(r.us, 1000);
    return r.us;
}

// Entity keys as map keys (QVariant has no qHash): type-tagged text.
QString keyText(const QVariantList& key)
{
    QStringList parts;
    for (const QVariant& v : key)
        parts << QString::number(v.typeId()) + QLatin1Char(':') + v.toString();
    return parts.join(QLatin1Char('|'));
}

// Brute force: per entity, the row with the greatest (instant, vn) among instant <= t.
QHash<QString, const Row*> expectedState(const QList<Row>& rows, InstantUnit u, const Instant& t)
{
    qint64 tus = 0;
    if (!t.toUnixUs(tus))
        tus =
            t.seconds < 0 ? std::numeric_limits<qint64>::min() : std::numeric_limits<qint64>::max();
    QHash<QString, const Row*> best;
    for (const Row& r : rows) {
        // Compare in the stored unit: an instant inside a second counts from the whole second.
        Row probe;
        probe.us = tus;
        if (truthKey(r, u) > truthKey(probe, u))
            continue;
        const Row*& b = best[keyText(r.key)];
        if (!b || std::pair(truthKey(r, u), r.vn) > std::pair(truthKey(*b, u), b->vn))
            b = &r;
    }
    return best;
}

} // namespace

class TestTimeline : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }
    void scrubMatchesBruteForce_data();
    void scrubMatchesBruteForce();
    void demoShapeMatchesSql();
    void oneDeleteMarkerRule();
    void skipsUnreadableInstants();
    void emptyTable();
    void cancelAndFind();
    void fetchFailuresReachTheCaller();

private:
    QTemporaryDir dir_;
};

void TestTimeline::scrubMatchesBruteForce_data()
{
    QTest::addColumn<int>("unit");
    QTest::addColumn<bool>("composite");
    QTest::addColumn<bool>("marker");
    QTest::addColumn<bool>("withoutRowid");
    QTest::newRow("seconds, demo shape")
        << int(InstantUnit::UnixSeconds) << false << false << false;
    QTest::newRow("seconds, composite, marker")
        << int(InstantUnit::UnixSeconds) << true << true << false;
    QTest::newRow("ms, without rowid") << int(InstantUnit::UnixMillis) << false << false << true;
    QTest::newRow("us, composite") << int(InstantUnit::UnixMicros) << true << false << false;
    QTest::newRow("rfc3339 text with offsets")
        << int(InstantUnit::Rfc3339Text) << false << true << false;
    QTest::newRow("julian day, without rowid")
        << int(InstantUnit::JulianDay) << true << false << true;
}

void TestTimeline::scrubMatchesBruteForce()
{
    QFETCH(int, unit);
    QFETCH(bool, composite);
    QFETCH(bool, marker);
    QFETCH(bool, withoutRowid);
    Variant v{InstantUnit(unit), composite, marker ? DeleteMode::Marker : DeleteMode::Json,
              withoutRowid};
    const QList<Row> rows = generate(v, quint32(unit * 31 + composite * 7 + marker), 80);
    const QString path = dir_.filePath(
        QStringLiteral("tl_%1.db").arg(unit * 8 + composite * 4 + marker * 2 + withoutRowid));
    QVERIFY(writeDb(path, v, rows));
    const testdb::Snapshot snap(path);

    db::OpenError oe;
    QString msg;
    auto c = Connection::open(path, &oe, &msg);
    QVERIFY2(c, qPrintable(msg));
    qint64 calls = 0;
    const auto shared = std::make_shared<VersionTimeline>(
        VersionTimeline::load(*c, db::readSchema(*c), mappingFor(v), [&calls](qint64, qint64) {
            ++calls;
            return true;
        }));
    const VersionTimeline& tl = *shared;
    TimelineCursor cur(shared);
    QVERIFY2(tl.error().isEmpty(), qPrintable(tl.error()));
    QCOMPARE(tl.versionCount(), int(rows.size()));
    QCOMPARE(tl.skippedVersions(), qint64(0));
    QCOMPARE(tl.hasRowid(), !withoutRowid);
    QVERIFY(calls >= 1);

    // Candidate instants: every version's instant, ±1 µs around it, and outside the history.
    QList<Instant> probes;
    for (const Row& r : rows) {
        probes << Instant::fromUnixUs(r.us) << Instant::fromUnixUs(r.us - 1)
               << Instant::fromUnixUs(r.us + 1);
    }
    const qint64 lo = std::min_element(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
                          return a.us < b.us;
                      })->us;
    probes << Instant::fromUnixUs(lo - 5000000) << Instant::fromUnixUs(lo + 86400000000)
           << Instant{std::numeric_limits<qint64>::min() / 2, 0}
           << Instant{std::numeric_limits<qint64>::max() / 2, 0};

    QRandomGenerator rng(99);
    auto check = [&](const Instant& t) {
        const auto exp = expectedState(rows, v.unit, t);
        int alive = 0, deleted = 0;
        for (int e = 0; e < tl.entityCount(); ++e) {
            const QVariantList key = tl.entityKey(e);
            const Row* r = exp.value(keyText(key), nullptr);
            const int now = cur.currentVersion(e);
            if (!r) {
                QCOMPARE(now, -1);
                QCOMPARE(tl.versionAt(e, t), -1);
                continue;
            }
            QVERIFY(now >= 0);
            QCOMPARE(tl.version(now).number, r->vn);
            QCOMPARE(bool(tl.version(now).deleted), r->deleted);
            QCOMPARE(tl.versionAt(e, t), now);
            (r->deleted ? deleted : alive) += 1;
        }
        QCOMPARE(cur.aliveCount(), alive);
        QCOMPARE(cur.deletedCount(), deleted);
    };
    // Random jumps (large) and small steps forward and back; the second half with a saved
    // state every 16 versions so far jumps go through checkpoints.
    for (int step = 0; step < 600; ++step) {
        if (step == 300)
            shared->setCheckpointInterval(16);
        const Instant t = step % 3 == 0
                              ? probes[int(rng.bounded(int(probes.size())))]
                              : Instant::fromUnixUs(lo + qint64(rng.bounded(3000)) * 100000 +
                                                    qint64(rng.bounded(1000000)));
        std::vector<qint32> before = cur.state();
        QList<int> touched;
        cur.seek(t, &touched);
        QCOMPARE(cur.at(), t);
        check(t);
        QSet<int> changed;
        for (int e = 0; e < tl.entityCount(); ++e) {
            if (before[std::size_t(e)] != cur.state()[std::size_t(e)])
                changed.insert(e);
        }
        QCOMPARE(QSet<int>(touched.begin(), touched.end()), changed);
        QCOMPARE(int(touched.size()), int(changed.size())); // each entity once
        if (QTest::currentTestFailed())
            return;
    }

    // Stepping: previous/next change against the sorted distinct instants.
    QList<qint64> keys;
    for (const Row& r : rows)
        keys << truthKey(r, v.unit);
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    for (int i = 0; i < 200; ++i) {
        const Instant t = probes[int(rng.bounded(int(probes.size())))];
        Row probe;
        QVERIFY(t.toUnixUs(probe.us) || true);
        const qint64 fk = tl.keyFloor(t), ck = tl.keyCeil(t);
        const auto nx = std::upper_bound(keys.begin(), keys.end(), fk);
        const auto pv = std::lower_bound(keys.begin(), keys.end(), ck);
        const auto n = tl.nextChange(t), p = tl.previousChange(t);
        QCOMPARE(n.has_value(), nx != keys.end());
        if (n)
            QCOMPARE(tl.keyFloor(*n), *nx);
        QCOMPARE(p.has_value(), pv != keys.begin());
        if (p)
            QCOMPARE(tl.keyFloor(*p), *std::prev(pv));
    }
    QCOMPARE(tl.firstChange().has_value(), true);
    QCOMPARE(tl.keyFloor(*tl.firstChange()), keys.first());
    QCOMPARE(tl.keyFloor(*tl.lastChange()), keys.last());

    // Ticks: every version in exactly one bucket, the ends occupied.
    const QList<qint64> ticks = tl.changeTicks(50);
    QCOMPARE(ticks.size(), 50);
    QCOMPARE(std::accumulate(ticks.begin(), ticks.end(), qint64(0)), qint64(rows.size()));
    QVERIFY(ticks.first() > 0 && ticks.last() > 0);

    // Payloads on demand match what was written.
    QList<VersionRef> refs;
    QList<int> picked;
    for (int i = 0; i < tl.versionCount(); i += 7) {
        refs << tl.ref(i);
        picked << i;
    }
    const VersionRows fetched = fetchVersionRows(*c, db::readSchema(*c), tl.mapping(), refs);
    QVERIFY2(fetched.error.isEmpty(), qPrintable(fetched.error));
    const QList<VersionRow>& got = fetched.rows;
    QCOMPARE(got.size(), refs.size());
    for (int i = 0; i < got.size(); ++i) {
        QVERIFY(got[i].found);
        const VersionRef& r = refs[i];
        const auto it = std::find_if(rows.begin(), rows.end(), [&r](const Row& x) {
            return x.key == r.entityKey && x.vn == r.versionNumber;
        });
        QVERIFY(it != rows.end());
        QCOMPARE(got[i].payload.value(0).toString(), it->data);
        QCOMPARE(got[i].author.toString(), QStringLiteral("user%1").arg(it->vn % 3));
        const auto inst = instantFromStored(got[i].changedAt, v.unit);
        QVERIFY(inst.has_value());
        QCOMPARE(tl.keyFloor(*inst), truthKey(*it, v.unit));
        QCOMPARE(*inst, tl.instantOf(picked[i]));
    }
    // Entity history reads the same versions for every key shape, unit and delete style.
    for (int e = 0; e < tl.entityCount(); e += 9) {
        const QVariantList key = tl.entityKey(e);
        const EntityHistory h = history(*c, db::readSchema(*c), tl.mapping(), key);
        QVERIFY2(h.error.isEmpty(), qPrintable(h.error));
        QList<const Row*> mine;
        for (const Row& r : rows) {
            if (r.key == key)
                mine << &r;
        }
        QCOMPARE(h.versions.size(), mine.size());
        for (int i = 0; i < mine.size(); ++i) {
            const HistoryVersion& hv = h.versions[i];
            QCOMPARE(hv.versionNumber, mine[i]->vn);
            QCOMPARE(hv.deleted, mine[i]->deleted);
            QVERIFY(hv.instant.has_value());
            QCOMPARE(tl.keyFloor(*hv.instant), truthKey(*mine[i], v.unit));
            const bool back = i > 0 && mine[i]->us < mine[i - 1]->us &&
                              truthKey(*mine[i], v.unit) < truthKey(*mine[i - 1], v.unit);
            QCOMPARE(bool(hv.flags & FlagTimeWentBack), back);
        }
    }
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TestTimeline::demoShapeMatchesSql()
{
    // The demo table's reading of "as of T", written as plain correlated SQL.
    Variant v;
    const QList<Row> rows = generate(v, 5, 120);
    const QString path = dir_.filePath(QStringLiteral("demo_shape.db"));
    QVERIFY(writeDb(path, v, rows));
    qint64 first = std::numeric_limits<qint64>::max(), last = std::numeric_limits<qint64>::min();
    for (const Row& r : rows) {
        first = std::min(first, truthKey(r, v.unit));
        last = std::max(last, truthKey(r, v.unit));
    }
    const QList<qint64> instants{first - 1, first, first + 3, (first + last) / 2,
                                 last - 1,  last,  last + 1};
    // Expected states by SQL on the test's own writable connection, before the snapshot.
    QList<QList<QVariantList>> expected;
    {
        testdb::Writer w(path);
        for (qint64 t : instants)
            expected.append(w.rows(
                QStringLiteral(
                    "SELECT entity_type, entity_id, version_number FROM entity_versions v "
                    "WHERE changed_at <= %1 AND NOT EXISTS (SELECT 1 FROM entity_versions x "
                    "WHERE x.entity_type = v.entity_type AND x.entity_id = v.entity_id "
                    "AND x.changed_at <= %1 AND (x.changed_at > v.changed_at OR "
                    "(x.changed_at = v.changed_at AND x.version_number > v.version_number))) "
                    "ORDER BY 1, 2")
                    .arg(t)));
    }
    const testdb::Snapshot snap(path);
    db::OpenError oe;
    QString msg;
    auto c = Connection::open(path, &oe, &msg);
    QVERIFY(c);
    const auto shared = std::make_shared<const VersionTimeline>(
        VersionTimeline::load(*c, db::readSchema(*c), mappingFor(v)));
    const VersionTimeline& tl = *shared;
    TimelineCursor cur(shared);
    for (int k = 0; k < instants.size(); ++k) {
        cur.seek(Instant::fromUnixSeconds(instants[k]));
        const QList<QVariantList>& sql = expected[k];
        QList<QVariantList> mine;
        for (int e = 0; e < tl.entityCount(); ++e) {
            const int now = cur.currentVersion(e);
            if (now >= 0)
                mine.append(tl.entityKey(e) << qlonglong(tl.version(now).number));
        }
        std::sort(mine.begin(), mine.end(), [](const QVariantList& a, const QVariantList& b) {
            return std::pair(a[0].toString(), a[1].toString()) <
                   std::pair(b[0].toString(), b[1].toString());
        });
        QCOMPARE(mine.size(), sql.size());
        for (int i = 0; i < sql.size(); ++i) {
            QCOMPARE(mine[i][0].toString(), sql[i][0].toString());
            QCOMPARE(mine[i][1].toString(), sql[i][1].toString());
            QCOMPARE(mine[i][2].toLongLong(), sql[i][2].toLongLong());
        }
    }
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TestTimeline::oneDeleteMarkerRule()
{
    // The as-of state, the timeline and the history read one delete-marker rule. Expected by
    // plain SQL: NULL, 0, an empty BLOB and the texts '', '0', 'false', 'f', 'no', 'n' (trimmed,
    // any case) keep the entity; anything else deletes it.
    const QString path = dir_.filePath(QStringLiteral("markers.db"));
    QSet<QString> expectDeleted;
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE v (id TEXT, n INTEGER, t INTEGER, flag, "
                                      "data TEXT, PRIMARY KEY (id, n))")));
        const QStringList flags{
            QStringLiteral("'no'"),  QStringLiteral("'N'"), QStringLiteral("' false '"),
            QStringLiteral("'F'"),   QStringLiteral("''"),  QStringLiteral("'0'"),
            QStringLiteral("'yes'"), QStringLiteral("'1'"), QStringLiteral("'deleted'"),
            QStringLiteral("0"),     QStringLiteral("2"),   QStringLiteral("0.0"),
            QStringLiteral("NULL"),  QStringLiteral("x''"), QStringLiteral("x'00'")};
        for (qsizetype i = 0; i < flags.size(); ++i)
            QVERIFY(w.exec(QStringLiteral("INSERT INTO v VALUES ('e%1', 1, 100, %2, '{}')")
                               .arg(i)
                               .arg(flags[i])));
        for (const QVariantList& r : w.rows(QStringLiteral(
                 "SELECT id FROM v WHERE flag IS NOT NULL AND NOT ("
                 "(typeof(flag) = 'text' AND lower(trim(flag)) IN ('', '0', 'false', 'f', 'no', "
                 "'n')) OR (typeof(flag) IN ('integer', 'real') AND flag = 0) OR "
                 "(typeof(flag) = 'blob' AND length(flag) = 0))")))
            expectDeleted.insert(r[0].toString());
    }
    QCOMPARE(expectDeleted.size(), 5); // 'yes', '1', 'deleted', 2, x'00'
    VersionTableMapping m;
    m.table = QStringLiteral("v");
    m.entityKey = {QStringLiteral("id")};
    m.versionNumber = QStringLiteral("n");
    m.changedAt = QStringLiteral("t");
    m.payload = {QStringLiteral("data")};
    m.deleteMarker = QStringLiteral("flag");
    const testdb::Snapshot snap(path);
    db::OpenError oe;
    QString msg;
    auto c = Connection::open(path, &oe, &msg);
    QVERIFY(c);

    const AsOfState st = stateAt(*c, db::readSchema(*c), m, Instant::fromUnixSeconds(200));
    QVERIFY2(st.error.isEmpty(), qPrintable(st.error));
    QCOMPARE(st.deleted, qint64(expectDeleted.size()));
    for (const AsOfRow& r : st.rows)
        QVERIFY(!expectDeleted.contains(r.key().value(0).toString()));

    const auto shared =
        std::make_shared<const VersionTimeline>(VersionTimeline::load(*c, db::readSchema(*c), m));
    TimelineCursor cur(shared);
    cur.seek(Instant::fromUnixSeconds(200));
    for (int e = 0; e < shared->entityCount(); ++e) {
        const QString id = shared->entityKey(e).value(0).toString();
        const int now = cur.currentVersion(e);
        QVERIFY(now >= 0);
        QCOMPARE(bool(shared->version(now).deleted), expectDeleted.contains(id));
        const EntityHistory h = history(*c, db::readSchema(*c), m, shared->entityKey(e));
        QCOMPARE(h.versions.size(), 1);
        QCOMPARE(h.versions[0].deleted, expectDeleted.contains(id));
    }
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TestTimeline::skipsUnreadableInstants()
{
    const QString path = dir_.filePath(QStringLiteral("bad.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE v(entity_id TEXT, version_number INTEGER, changed_at, data TEXT);"
            "INSERT INTO v VALUES('a',1,'2026-01-01T00:00:00Z','{}'),('a',2,NULL,'{}'),"
            "('a',3,'yesterday','{}'),('b',1,'2026-01-01T00:00:01.5+01:00','{}')")));
    }
    const testdb::Snapshot snap(path);
    db::OpenError oe;
    QString msg;
    auto c = Connection::open(path, &oe, &msg);
    QVERIFY(c);
    VersionTableMapping m;
    m.table = QStringLiteral("v");
    m.entityKey = QStringList{QStringLiteral("entity_id")};
    m.versionNumber = QStringLiteral("version_number");
    m.changedAt = QStringLiteral("changed_at");
    m.unit = InstantUnit::Rfc3339Text;
    VersionTimeline tl = VersionTimeline::load(*c, db::readSchema(*c), m);
    QCOMPARE(tl.versionCount(), 2);
    QCOMPARE(tl.skippedVersions(), qint64(2));
    // 00:00:01.5+01:00 is an hour before 00:00:00Z.
    QCOMPARE(tl.entityKey(int(tl.version(0).entity)).value(0).toString(), QStringLiteral("b"));
    QCOMPARE(*tl.firstChange(), Instant::fromUnixMs(1767225600000 - 3600000 + 1500));
    // History still lists the unreadable versions, flagged.
    const EntityHistory h = history(*c, db::readSchema(*c), m, {QStringLiteral("a")});
    QCOMPARE(h.versions.size(), 3);
    QCOMPARE(h.versions[1].flags, quint32(FlagUnreadableInstant));
    QCOMPARE(h.versions[2].flags, quint32(FlagUnreadableInstant));
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TestTimeline::emptyTable()
{
    const QString path = dir_.filePath(QStringLiteral("empty.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE v(entity_id TEXT, version_number INTEGER, changed_at INTEGER)")));
    }
    db::OpenError oe;
    QString msg;
    auto c = Connection::open(path, &oe, &msg);
    QVERIFY(c);
    VersionTableMapping m;
    m.table = QStringLiteral("v");
    m.entityKey = QStringList{QStringLiteral("entity_id")};
    m.versionNumber = QStringLiteral("version_number");
    m.changedAt = QStringLiteral("changed_at");
    const auto shared =
        std::make_shared<const VersionTimeline>(VersionTimeline::load(*c, db::readSchema(*c), m));
    const VersionTimeline& tl = *shared;
    QVERIFY(tl.error().isEmpty());
    QCOMPARE(tl.versionCount(), 0);
    TimelineCursor cur(shared);
    cur.seek(Instant::fromUnixSeconds(5));
    QCOMPARE(cur.aliveCount(), 0);
    QCOMPARE(cur.appliedVersions(), 0);
    QVERIFY(!tl.nextChange(Instant{}).has_value());
    QVERIFY(!tl.previousChange(Instant{}).has_value());
    QVERIFY(tl.changeTicks(10).isEmpty());
    m.table = QStringLiteral("missing");
    QVERIFY(!VersionTimeline::load(*c, db::readSchema(*c), m).error().isEmpty());
}

void TestTimeline::cancelAndFind()
{
    const QString path = dir_.filePath(QStringLiteral("big.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE v(entity_id INTEGER, version_number INTEGER, changed_at INTEGER);"
            "WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < 39999)"
            " INSERT INTO v SELECT i % 1000, i / 1000 + 1, 1000 + i FROM s")));
    }
    const testdb::Snapshot snap(path);
    db::OpenError oe;
    QString msg;
    auto c = Connection::open(path, &oe, &msg);
    QVERIFY(c);
    VersionTableMapping m;
    m.table = QStringLiteral("v");
    m.entityKey = QStringList{QStringLiteral("entity_id")};
    m.versionNumber = QStringLiteral("version_number");
    m.changedAt = QStringLiteral("changed_at");
    QList<qint64> seen;
    const VersionTimeline stopped =
        VersionTimeline::load(*c, db::readSchema(*c), m, [&seen](qint64 done, qint64 total) {
            seen << done;
            return total == 40000 && seen.size() < 2;
        });
    QVERIFY(stopped.cancelled());
    QCOMPARE(stopped.versionCount(), 0);
    QCOMPARE(seen, QList<qint64>({16384, 32768}));
    const auto shared =
        std::make_shared<const VersionTimeline>(VersionTimeline::load(*c, db::readSchema(*c), m));
    const VersionTimeline& tl = *shared;
    QCOMPARE(tl.versionCount(), 40000);
    QCOMPARE(tl.entityCount(), 1000);
    const auto e = tl.findEntity({qlonglong(417)});
    QVERIFY(e.has_value());
    QCOMPARE(tl.entityKey(*e), QVariantList{qlonglong(417)});
    QVERIFY(!tl.findEntity({QStringLiteral("417")}).has_value()); // text is another key
    TimelineCursor cur(shared);
    cur.seek(Instant::fromUnixSeconds(1000 + 39999));
    QCOMPARE(tl.version(cur.currentVersion(*e)).number, qint64(40));
    QCOMPARE(cur.aliveCount(), 1000);
    // A copy of the cursor moves on its own; both read the one timeline.
    TimelineCursor early = cur;
    early.seek(Instant::fromUnixSeconds(1000 + 999));
    QCOMPARE(tl.version(early.currentVersion(*e)).number, qint64(1));
    QCOMPARE(tl.version(cur.currentVersion(*e)).number, qint64(40));
    QCOMPARE(&early.timeline(), &cur.timeline());
    c.reset();
    VERIFY_UNCHANGED(snap);
}

// A column renamed after the timeline was loaded, or a damaged page under the rows asked for:
// the fetch says so instead of handing back rows that merely look absent.
void TestTimeline::fetchFailuresReachTheCaller()
{
    const QString good = dir_.filePath(QStringLiteral("fetch-good.db"));
    const QString renamed = dir_.filePath(QStringLiteral("fetch-renamed.db"));
    const QString damaged = dir_.filePath(QStringLiteral("fetch-damaged.db"));
    const QString schema = QStringLiteral(
        "CREATE TABLE %1(entity_id INTEGER, version_number INTEGER, changed_at INTEGER,"
        " data TEXT%2)%3;"
        "WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < 1999)"
        " INSERT INTO %1 SELECT i % 200, i / 200 + 1, 1000 + i, printf('%.300c', 'x') FROM s;");
    QList<qint64> badPages;
    qint64 pageSize = 0;
    for (const QString& path : {good, renamed, damaged}) {
        testdb::Writer w(path);
        QVERIFY(w.exec(schema.arg(QStringLiteral("v"), QString(), QString()) +
                       schema.arg(QStringLiteral("w"),
                                  QStringLiteral(", PRIMARY KEY(entity_id, version_number)"),
                                  QStringLiteral(" WITHOUT ROWID"))));
        if (path == renamed)
            QVERIFY(w.exec(QStringLiteral("ALTER TABLE v RENAME COLUMN data TO body;"
                                          "ALTER TABLE w RENAME COLUMN data TO body")));
        if (path == damaged) {
            pageSize = w.scalar(QStringLiteral("PRAGMA page_size"));
            for (const char* t : {"v", "w"}) {
                const QList<QVariantList> leaves =
                    w.rows(QStringLiteral("SELECT pageno FROM dbstat WHERE name = '%1' AND "
                                          "pagetype = 'leaf'")
                               .arg(QLatin1String(t)));
                QVERIFY(leaves.size() > 10);
                // v: rowid order, where 55 % in holds versions 6 (the diff's "from" below);
                // w: key order, where any dozen rows hold a version 6 or 10.
                badPages << leaves[leaves.size() * 11 / 20][0].toLongLong();
            }
        }
    }
    QFile f(damaged);
    QVERIFY(f.open(QIODevice::ReadWrite));
    for (qint64 page : badPages) {
        QVERIFY(f.seek((page - 1) * pageSize));
        QByteArray junk(pageSize, Qt::Uninitialized);
        for (int i = 0; i < junk.size(); ++i)
            junk[i] = char(0xA5 ^ (i & 0xff));
        QCOMPARE(f.write(junk), qint64(junk.size()));
    }
    f.close();

    db::OpenError oe;
    QString msg;
    auto goodConn = Connection::open(good, &oe, &msg);
    QVERIFY2(goodConn, qPrintable(msg));
    for (const QString& path : {renamed, damaged}) {
        const testdb::Snapshot snap(path);
        {
            auto c = Connection::open(path, &oe, &msg);
            QVERIFY2(c, qPrintable(msg));
            // SQLite 3.46 quotes the name and adds a hint: 'no such column: "data" - should …'.
            const QRegularExpression expected(path == renamed
                                                  ? QStringLiteral("no such column: \"?data\"?")
                                                  : QStringLiteral("malformed"));
            for (const char* table : {"v", "w"}) {
                VersionTableMapping m;
                m.table = QLatin1String(table);
                m.entityKey = QStringList{QStringLiteral("entity_id")};
                m.versionNumber = QStringLiteral("version_number");
                m.changedAt = QStringLiteral("changed_at");
                m.payload = QStringList{QStringLiteral("data")};
                const VersionTimeline tl =
                    VersionTimeline::load(*goodConn, db::readSchema(*goodConn), m);
                QVERIFY2(tl.error().isEmpty(), qPrintable(tl.error()));
                QCOMPARE(tl.versionCount(), 2000);
                QList<VersionRef> refs;
                for (int v = 0; v < tl.versionCount(); ++v)
                    refs << tl.ref(v);
                QCOMPARE(refs.first().rowid >= 0, m.table == u"v");
                const VersionRows got = fetchVersionRows(*c, db::readSchema(*c), m, refs);
                QVERIFY2(expected.match(got.error).hasMatch(),
                         qPrintable(path + u' ' + m.table + QStringLiteral(": ") + got.error));
                // Every entity goes from version 6 to 10 between 2199 and 2999: the diff fetches
                // both payloads of each.
                const InstantDiff d =
                    diffBetween(*c, db::readSchema(*c), tl, Instant::fromUnixSeconds(2199),
                                Instant::fromUnixSeconds(2999));
                QVERIFY2(d.error.contains(expected),
                         qPrintable(path + u' ' + m.table + QStringLiteral(": ") + d.error));
                // The same on the intact file reads every row.
                const VersionRows ok =
                    fetchVersionRows(*goodConn, db::readSchema(*goodConn), m, refs);
                QVERIFY2(ok.error.isEmpty(), qPrintable(ok.error));
                QVERIFY(std::all_of(ok.rows.begin(), ok.rows.end(),
                                    [](const VersionRow& r) { return r.found; }));
            }
        }
        VERIFY_UNCHANGED(snap);
    }
}

QTEST_GUILESS_MAIN(TestTimeline)
#include "tst_timeline.moc"
