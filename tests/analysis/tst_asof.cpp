// State as of T on version tables built in code with the demo's entity_versions schema and
// variations (ties in one second, deletes by JSON and by column, time going down while the number
// goes up, composite keys, ms / µs / RFC 3339 text / Julian day instants, with and without the
// index, WITHOUT ROWID, quotes and spaces in names). The expected state is computed independently:
// a brute-force loop over the generated versions picks, per entity, the version with the
// latest instant ≤ T and the highest number among those; plain SQL cross-checks the number
// of entities. Both SQL shapes are checked, and every database is left byte-for-byte intact.
#include "analysis/asof.h"
#include "analysis/versiontable.h"
#include "db/connection.h"
#include "db/sampledb.h"
#include "db/schema.h"
#include "db/sqlnames.h"
#include "sqlitefixture.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>

using namespace idscope;
using namespace idscope::analysis;
using idscope::db::Connection;

namespace {

constexpr qint64 kBaseMs = 1700000000000; // 2023-11-14T22:13:20Z
constexpr qint64 kJulianEpochMs = 210866760000000;

enum class KeyKind { Single, TypeAndId, TwoColumns };
enum class DeleteKind { Json, Column };

struct Variant {
    InstantUnit unit = InstantUnit::UnixSeconds;
    KeyKind key = KeyKind::Single;
    DeleteKind del = DeleteKind::Json;
    bool index = true;
    bool withoutRowid = false;
    bool weird = false;
    bool offsets = false; // RFC 3339 text written with mixed offsets
};

struct Version {
    QString type;
    QVariantList key;
    qint64 number = 0;
    qint64 ms = 0; // the instant, whole seconds for the seconds unit
    QString data;
    QString author;
    bool deleted = false;
};

// A history with every hard case: ties within one instant, versions whose time goes down
// while the number goes up, deletions, and an entity re-created after its deletion.
QList<Version> makeHistory(const Variant& v, quint32 seed)
{
    QRandomGenerator g(seed);
    const bool seconds = v.unit == InstantUnit::UnixSeconds;
    const QStringList types = {QStringLiteral("page"), QStringLiteral("price"),
                               QStringLiteral("setting")};
    QList<Version> out;
    for (int e = 0; e < 40; ++e) {
        const QString type = types.at(e % 3);
        QVariantList key;
        switch (v.key) {
        case KeyKind::Single:
            key = {QStringLiteral("ent-%1").arg(e, 3, 10, QLatin1Char('0'))};
            break;
        case KeyKind::TypeAndId:
            key = {type, qlonglong(e / 3 + 1)}; // ids repeat across types
            break;
        case KeyKind::TwoColumns:
            key = {qlonglong(e % 4), QStringLiteral("doc-%1").arg(e / 4)};
            break;
        }
        qint64 ms = kBaseMs + qint64(g.bounded(3600)) * 1000;
        const int n = 1 + int(g.bounded(8));
        for (int i = 1; i <= n; ++i) {
            Version ver;
            ver.type = type;
            ver.key = key;
            ver.number = i;
            const int r = int(g.bounded(10));
            if (i > 1) {
                if (r == 0)
                    ; // a tie: same instant as the previous version
                else if (r == 1)
                    ms -= 1000 * (1 + g.bounded(60)); // time goes down, number goes up
                else
                    ms += 1000 * (1 + g.bounded(600));
            }
            ver.ms = seconds ? ms : ms + (r == 0 ? 0 : g.bounded(1000));
            ms = ver.ms;
            ver.deleted = (i == n && e % 5 == 0) || (e == 7 && i == 2 && n > 2);
            ver.data = ver.deleted && v.del == DeleteKind::Json
                           ? QStringLiteral("{\"deleted\":true}")
                           : QStringLiteral("{\"title\":\"t%1-%2\",\"n\":%3}")
                                 .arg(e)
                                 .arg(i)
                                 .arg(g.bounded(100));
            ver.author = QStringLiteral("user%1").arg(g.bounded(5));
            out.append(ver);
        }
    }
    return out;
}

QString rfc3339(qint64 ms, int offsetMinutes)
{
    return toRfc3339(Instant::fromUnixMs(ms), Precision::Millisecond, offsetMinutes * 60);
}

QVariant stored(const Variant& v, qint64 ms, int i)
{
    switch (v.unit) {
    case InstantUnit::UnixSeconds:
        return qlonglong(ms / 1000);
    case InstantUnit::UnixMillis:
        return qlonglong(ms);
    case InstantUnit::UnixMicros:
        return qlonglong(ms * 1000);
    case InstantUnit::Rfc3339Text:
        return rfc3339(ms, v.offsets ? (i % 3 - 1) * 120 : 0);
    case InstantUnit::JulianDay:
        return double(ms + kJulianEpochMs) / 86400000.0;
    }
    return {};
}

struct Built {
    VersionTableMapping mapping;
    QList<Version> history;
};

QString q(const QString& s)
{
    return db::quoteIdentifier(s);
}

Built build(const QString& path, const Variant& v)
{
    Built b;
    b.history = makeHistory(v, 7 + quint32(v.unit) * 31 + quint32(v.key) * 7);
    VersionTableMapping& m = b.mapping;
    m.table =
        v.weird ? QStringLiteral("entity \"versions\" 'x'") : QStringLiteral("entity_versions");
    m.entityType = v.weird ? QStringLiteral("entity type") : QStringLiteral("entity_type");
    switch (v.key) {
    case KeyKind::Single:
        m.entityKey = {v.weird ? QStringLiteral("entity \"id\"") : QStringLiteral("entity_id")};
        break;
    case KeyKind::TypeAndId:
        m.entityKey = {m.entityType, QStringLiteral("entity_id")};
        break;
    case KeyKind::TwoColumns:
        m.entityKey = {QStringLiteral("tenant"), QStringLiteral("doc")};
        break;
    }
    m.versionNumber = v.weird ? QStringLiteral("version\"no") : QStringLiteral("version_number");
    m.changedAt = v.weird ? QStringLiteral("changed at") : QStringLiteral("changed_at");
    m.unit = v.unit;
    m.payload = {QStringLiteral("data")};
    m.author = QStringLiteral("changed_by");
    if (v.del == DeleteKind::Column)
        m.deleteMarker = QStringLiteral("deleted");
    else
        m.jsonDeletedFlag = true;

    const bool typeInKey = v.key == KeyKind::TypeAndId;
    QStringList cols;
    if (!v.withoutRowid)
        cols << QStringLiteral("id INTEGER PRIMARY KEY");
    cols << q(m.entityType) + QStringLiteral(" TEXT NOT NULL");
    for (const QString& k : std::as_const(m.entityKey)) {
        if (!(typeInKey && k == m.entityType))
            cols << q(k);
    }
    cols << q(m.versionNumber) + QStringLiteral(" INTEGER NOT NULL");
    cols << q(m.changedAt) + QStringLiteral(" NOT NULL");
    cols << QStringLiteral("data TEXT, changed_by TEXT");
    if (v.del == DeleteKind::Column)
        cols << QStringLiteral("deleted INTEGER NOT NULL DEFAULT 0");
    QStringList keyq;
    for (const QString& k : std::as_const(m.entityKey))
        keyq << q(k);
    if (v.withoutRowid)
        cols << QStringLiteral("PRIMARY KEY(") + keyq.join(u", ") + QStringLiteral(", ") +
                    q(m.versionNumber) + u')';
    testdb::Writer w(path);
    if (!w.exec(QStringLiteral("CREATE TABLE ") + q(m.table) + u'(' + cols.join(u", ") + u')' +
                (v.withoutRowid ? QStringLiteral(" WITHOUT ROWID") : QString())))
        return {};
    if (v.index && !w.exec(QStringLiteral("CREATE INDEX ix ON ") + q(m.table) + u'(' +
                           keyq.join(u", ") + QStringLiteral(", ") + q(m.changedAt) +
                           QStringLiteral(", ") + q(m.versionNumber) + u')'))
        return {};
    QStringList names{q(m.entityType)};
    for (const QString& k : std::as_const(m.entityKey)) {
        if (!(typeInKey && k == m.entityType))
            names << q(k);
    }
    names << q(m.versionNumber) << q(m.changedAt) << QStringLiteral("data")
          << QStringLiteral("changed_by");
    if (v.del == DeleteKind::Column)
        names << QStringLiteral("deleted");
    QStringList marks;
    for (int i = 1; i <= names.size(); ++i)
        marks << u'?' + QString::number(i);
    QList<QVariantList> rows;
    int i = 0;
    for (const Version& ver : std::as_const(b.history)) {
        QVariantList r{ver.type};
        for (int k = typeInKey ? 1 : 0; k < ver.key.size(); ++k)
            r << ver.key.at(k);
        r << ver.number << stored(v, ver.ms, i++) << ver.data << ver.author;
        if (v.del == DeleteKind::Column)
            r << qlonglong(ver.deleted ? 1 : 0);
        rows << r;
    }
    if (!w.insertRows(QStringLiteral("INSERT INTO ") + q(m.table) + u'(' + names.join(u", ") +
                          QStringLiteral(") VALUES(") + marks.join(u", ") + u')',
                      rows))
        return {};
    return b;
}

bool keyLess(const QVariantList& a, const QVariantList& b)
{
    for (int i = 0; i < a.size(); ++i) {
        const QVariant& x = a.at(i);
        const QVariant& y = b.at(i);
        if (x.typeId() == QMetaType::LongLong && y.typeId() == QMetaType::LongLong) {
            if (x.toLongLong() != y.toLongLong())
                return x.toLongLong() < y.toLongLong();
        } else if (x.toString() != y.toString()) {
            return x.toString() < y.toString();
        }
    }
    return false;
}

struct Expected {
    QList<Version> rows;
    qint64 deleted = 0;
};

// Brute force: the latest instant ≤ T per entity, ties by the highest number.
Expected expectedAt(const QList<Version>& history, qint64 tMs)
{
    std::map<QString, const Version*> best;
    for (const Version& v : history) {
        if (v.ms > tMs)
            continue;
        QStringList parts;
        for (const QVariant& k : v.key)
            parts << k.toString();
        const QString id = parts.join(u'\x1f');
        const Version*& b = best[id];
        if (!b || v.ms > b->ms || (v.ms == b->ms && v.number > b->number))
            b = &v;
    }
    Expected e;
    for (const auto& [id, v] : best) {
        if (v->deleted)
            ++e.deleted;
        else
            e.rows << *v;
    }
    std::sort(e.rows.begin(), e.rows.end(), [](const Version& a, const Version& b) {
        if (a.type != b.type)
            return a.type < b.type;
        return keyLess(a.key, b.key);
    });
    return e;
}

QString describe(const AsOfRow& r)
{
    QStringList k;
    for (const QVariant& v : r.key())
        k << v.toString();
    return r.entityType + u'/' + k.join(u',') + QStringLiteral(" v") +
           QString::number(r.versionNumber) + QStringLiteral(" @") +
           QString::number(r.changedAt.unixMsFloor());
}

void compareState(const AsOfState& st, const Expected& e, InstantUnit unit)
{
    QVERIFY2(st.error.isEmpty(), qPrintable(st.error));
    QVERIFY(!st.cancelled);
    QCOMPARE(st.deleted, e.deleted);
    QCOMPARE(st.rows.size(), e.rows.size());
    for (int i = 0; i < e.rows.size(); ++i) {
        const AsOfRow& got = st.rows.at(i);
        const Version& want = e.rows.at(i);
        QVERIFY2(
            got.key() == want.key && got.versionNumber == want.number,
            qPrintable(describe(got) + QStringLiteral(" vs v") + QString::number(want.number)));
        QCOMPARE(got.entityType, want.type);
        const qint64 ms = unit == InstantUnit::UnixSeconds ? want.ms / 1000 * 1000 : want.ms;
        QCOMPARE(got.changedAt, Instant::fromUnixMs(ms));
        QCOMPARE(got.payload(), QVariantList{want.data});
        QCOMPARE(got.author, want.author);
    }
}

} // namespace

class TestAsOf : public QObject {
    Q_OBJECT

private slots:
    void state_data();
    void state();
    void detectDemo();
    void detectByShape();
    void unrelatedTablesNotDetected();
    void indexAdvice();
    void progressAndCancel();
};

void TestAsOf::state_data()
{
    QTest::addColumn<int>("unit");
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("del");
    QTest::addColumn<bool>("index");
    QTest::addColumn<bool>("withoutRowid");
    QTest::addColumn<bool>("weird");
    QTest::addColumn<bool>("offsets");
    const int s = int(InstantUnit::UnixSeconds), ms = int(InstantUnit::UnixMillis),
              us = int(InstantUnit::UnixMicros), txt = int(InstantUnit::Rfc3339Text),
              jd = int(InstantUnit::JulianDay);
    const int single = int(KeyKind::Single), typeId = int(KeyKind::TypeAndId),
              two = int(KeyKind::TwoColumns);
    const int json = int(DeleteKind::Json), col = int(DeleteKind::Column);
    QTest::newRow("demo s json idx") << s << single << json << true << false << false << false;
    QTest::newRow("demo s json noidx") << s << single << json << false << false << false << false;
    QTest::newRow("s column-delete idx") << s << single << col << true << false << false << false;
    QTest::newRow("ms idx") << ms << single << json << true << false << false << false;
    QTest::newRow("ms noidx") << ms << single << col << false << false << false << false;
    QTest::newRow("us idx") << us << single << json << true << false << false << false;
    QTest::newRow("text idx") << txt << single << json << true << false << false << false;
    QTest::newRow("text offsets noidx") << txt << single << col << false << false << false << true;
    QTest::newRow("julian idx") << jd << single << json << true << false << false << false;
    QTest::newRow("julian noidx") << jd << two << col << false << false << false << false;
    QTest::newRow("type+id idx") << s << typeId << json << true << false << false << false;
    QTest::newRow("type+id noidx") << ms << typeId << col << false << false << false << false;
    QTest::newRow("two cols idx") << ms << two << json << true << false << false << false;
    QTest::newRow("without rowid idx") << s << single << json << true << true << false << false;
    QTest::newRow("without rowid composite") << ms << two << col << true << true << false << false;
    QTest::newRow("without rowid noidx")
        << txt << typeId << json << false << true << false << false;
    QTest::newRow("weird names idx") << s << single << json << true << false << true << false;
    QTest::newRow("weird names noidx") << ms << typeId << col << false << false << true << false;
    QTest::newRow("weird without rowid") << jd << single << json << true << true << true << false;
}

void TestAsOf::state()
{
    QFETCH(int, unit);
    QFETCH(int, key);
    QFETCH(int, del);
    QFETCH(bool, index);
    QFETCH(bool, withoutRowid);
    QFETCH(bool, weird);
    QFETCH(bool, offsets);
    Variant v{InstantUnit(unit), KeyKind(key), DeleteKind(del), index,
              withoutRowid,      weird,        offsets};
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("v.sqlite"));
    const Built b = build(path, v);
    QVERIFY(b.mapping.isValid());
    const VersionTableMapping& m = b.mapping;

    // Instants to look at: before the first change, at the first, at every fifth change
    // exactly, just before and just after it, and after the last.
    qint64 lo = b.history.first().ms, hi = lo;
    for (const Version& ver : b.history) {
        lo = std::min(lo, ver.ms);
        hi = std::max(hi, ver.ms);
    }
    QList<Instant> ats{Instant::fromUnixMs(lo - 1000), Instant::fromUnixMs(lo),
                       Instant::fromUnixMs(hi), Instant::fromUnixMs(hi + 86400000),
                       Instant{(lo + hi) / 2000, 123456789}};
    for (int i = 3; i < b.history.size(); i += 23) {
        const qint64 t = b.history.at(i).ms;
        ats << Instant::fromUnixMs(t) << Instant::fromUnixMs(t - 1) << Instant::fromUnixMs(t + 1)
            << Instant::fromUnixMs(t + 999) << Instant{t / 1000, 999999999};
    }

    // Independent cross-check of the number of entities that exist at T (deleted or not).
    QList<qint64> existing;
    {
        testdb::Writer w(path);
        QStringList keys;
        for (const QString& k : m.entityKey)
            keys << q(k);
        for (const Instant& at : std::as_const(ats)) {
            QString bound;
            switch (v.unit) {
            case InstantUnit::UnixSeconds:
                bound = QString::number(at.seconds);
                break;
            case InstantUnit::UnixMillis:
                bound = QString::number(at.unixMsFloor());
                break;
            case InstantUnit::UnixMicros:
                bound = QString::number(at.unixMsFloor() * 1000 + at.nanos / 1000 % 1000);
                break;
            case InstantUnit::Rfc3339Text:
            case InstantUnit::JulianDay:
                bound = QStringLiteral("julianday('") + rfc3339(at.unixMsFloor(), 0) +
                        QStringLiteral("')");
                break;
            }
            const QString inst = v.unit == InstantUnit::Rfc3339Text
                                     ? QStringLiteral("julianday(") + q(m.changedAt) + u')'
                                     : q(m.changedAt);
            existing << w.scalar(QStringLiteral("SELECT count(*) FROM (SELECT DISTINCT ") +
                                 keys.join(u", ") + QStringLiteral(" FROM ") + q(m.table) +
                                 QStringLiteral(" WHERE ") + inst + QStringLiteral(" <= ") + bound +
                                 u')');
        }
    }

    const testdb::Snapshot snap(path);
    db::OpenError oe{};
    QString msg;
    auto c = Connection::open(path, &oe, &msg);
    QVERIFY2(c, qPrintable(msg));
    const db::Schema schema = db::readSchema(*c);
    QCOMPARE(missingAsOfIndex(m, schema).has_value(), !index);
    for (int i = 0; i < ats.size(); ++i) {
        const Instant& at = ats.at(i);
        const Expected e =
            expectedAt(b.history, at.unixMsFloor() - (v.unit == InstantUnit::UnixSeconds
                                                          ? floorMod(at.unixMsFloor(), 1000)
                                                          : 0));
        QCOMPARE(qint64(e.rows.size()) + e.deleted, existing.at(i));
        for (AsOfShape shape :
             {AsOfShape::Auto, AsOfShape::Probe, AsOfShape::SkipScan, AsOfShape::Window}) {
            const AsOfState st = stateAt(*c, schema, m, at, {}, shape);
            compareState(st, e, v.unit);
            if (QTest::currentTestFailed()) {
                qWarning("at %s, shape %d", qPrintable(toRfc3339(at, Precision::Nanosecond)),
                         int(shape));
                return;
            }
            QCOMPARE(st.at, at);
            QVERIFY(!st.plan.isEmpty());
            if (shape == AsOfShape::Auto) {
                QCOMPARE(st.usedIndex, index);
                QCOMPARE(st.indexAdvice.isEmpty(), index);
            }
        }
    }
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TestAsOf::detectDemo()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("demo.sqlite"));
    db::SampleOptions opt;
    opt.rows = 3000;
    QVERIFY(db::writeSampleDatabase(path, opt).ok);
    const testdb::Snapshot snap(path);
    db::OpenError oe{};
    QString msg;
    auto c = Connection::open(path, &oe, &msg);
    QVERIFY2(c, qPrintable(msg));
    const db::Schema schema = db::readSchema(*c);
    const QList<VersionTableCandidate> found = detectVersionTables(*c, schema);
    QCOMPARE(found.size(), 1);
    const VersionTableMapping& m = found.first().mapping;
    QCOMPARE(m.table, QStringLiteral("entity_versions"));
    QCOMPARE(m.entityKey, QStringList{QStringLiteral("entity_id")});
    QCOMPARE(m.entityType, QStringLiteral("entity_type"));
    QCOMPARE(m.versionNumber, QStringLiteral("version_number"));
    QCOMPARE(m.changedAt, QStringLiteral("changed_at"));
    QCOMPARE(int(m.unit), int(InstantUnit::UnixSeconds));
    QCOMPARE(m.payload, QStringList{QStringLiteral("data")});
    QCOMPARE(m.author, QStringLiteral("changed_by"));
    QVERIFY(m.deleteMarker.isEmpty());
    QVERIFY(m.jsonDeletedFlag);
    QCOMPARE(m.versionId, QStringLiteral("id"));
    QVERIFY(!found.first().reason.isEmpty());
    QVERIFY(!missingAsOfIndex(m, schema));

    // The demo's state at its middle instant against a brute force over every version.
    QList<Version> history;
    {
        testdb::Writer w(path);
        const QList<QVariantList> rows = w.rows(QStringLiteral(
            "SELECT entity_type, entity_id, version_number, changed_at, data, changed_by "
            "FROM entity_versions"));
        for (const QVariantList& r : rows) {
            Version ver{r.at(0).toString(),          {r.at(1).toString()}, r.at(2).toLongLong(),
                        r.at(3).toLongLong() * 1000, r.at(4).toString(),   r.at(5).toString()};
            const QJsonObject o = QJsonDocument::fromJson(ver.data.toUtf8()).object();
            ver.deleted = o.value(u"deleted").toBool();
            history << ver;
        }
    }
    qint64 lo = history.first().ms, hi = lo;
    for (const Version& ver : std::as_const(history)) {
        lo = std::min(lo, ver.ms);
        hi = std::max(hi, ver.ms);
    }
    for (qint64 t : {lo - 1000, (lo + hi) / 2000 * 1000, hi}) {
        const Expected e = expectedAt(history, t);
        const AsOfState st = stateAt(*c, schema, m, Instant::fromUnixMs(t));
        QVERIFY(st.usedIndex);
        QVERIFY2(st.plan.contains(u"entity_versions_entity_time"), qPrintable(st.plan));
        compareState(st, e, InstantUnit::UnixSeconds);
    }
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TestAsOf::detectByShape()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shape.sqlite"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE doc_history(hist_id INTEGER PRIMARY KEY, doc_id TEXT NOT NULL, "
            "rev INTEGER NOT NULL, valid_from INTEGER NOT NULL, body TEXT, editor TEXT, "
            "is_deleted INTEGER NOT NULL DEFAULT 0);"
            "INSERT INTO doc_history(doc_id, rev, valid_from, body, editor) VALUES "
            "('a', 1, 1700000000123, 'x', 'ann'), ('a', 2, 1700000050456, 'y', 'bob'), "
            "('b', 1, 1700000100789, 'z', 'ann');"
            "CREATE TABLE item_revs(tenant INTEGER, sku TEXT, revision INTEGER, recorded_at TEXT, "
            "price INTEGER, PRIMARY KEY(tenant, sku, revision)) WITHOUT ROWID;"
            "INSERT INTO item_revs VALUES (1, 'A-1', 1, '2024-01-02T03:04:05Z', 100), "
            "(1, 'A-1', 2, '2024-01-03T03:04:05Z', 120), (2, 'A-1', 1, '2024-02-01T00:00:00Z', 90);"
            "CREATE TABLE readings_hist(sensor_id INTEGER, version INTEGER, "
            "updated_at REAL, reading REAL);"
            "CREATE INDEX rh ON readings_hist(sensor_id, updated_at, version);"
            "INSERT INTO readings_hist VALUES (1, 1, 2460000.5, 1.5), (1, 2, 2460001.25, 2.5);")));
    }
    const testdb::Snapshot snap(path);
    db::OpenError oe{};
    QString msg;
    auto c = Connection::open(path, &oe, &msg);
    QVERIFY2(c, qPrintable(msg));
    const db::Schema schema = db::readSchema(*c);
    const QList<VersionTableCandidate> found = detectVersionTables(*c, schema);
    QCOMPARE(found.size(), 3);
    std::map<QString, VersionTableMapping> byTable;
    for (const VersionTableCandidate& f : found)
        byTable[f.mapping.table] = f.mapping;

    const VersionTableMapping& d = byTable[QStringLiteral("doc_history")];
    QCOMPARE(d.entityKey, QStringList{QStringLiteral("doc_id")});
    QCOMPARE(d.versionNumber, QStringLiteral("rev"));
    QCOMPARE(d.changedAt, QStringLiteral("valid_from"));
    QCOMPARE(int(d.unit), int(InstantUnit::UnixMillis));
    QCOMPARE(d.author, QStringLiteral("editor"));
    QCOMPARE(d.deleteMarker, QStringLiteral("is_deleted"));
    QCOMPARE(d.payload, QStringList{QStringLiteral("body")});
    QVERIFY(d.entityType.isEmpty());
    QVERIFY(!d.jsonDeletedFlag);

    const VersionTableMapping& i = byTable[QStringLiteral("item_revs")];
    QCOMPARE(i.entityKey, (QStringList{QStringLiteral("tenant"), QStringLiteral("sku")}));
    QCOMPARE(i.versionNumber, QStringLiteral("revision"));
    QCOMPARE(i.changedAt, QStringLiteral("recorded_at"));
    QCOMPARE(int(i.unit), int(InstantUnit::Rfc3339Text));
    QCOMPARE(i.payload, QStringList{QStringLiteral("price")});

    const VersionTableMapping& r = byTable[QStringLiteral("readings_hist")];
    QCOMPARE(r.entityKey, QStringList{QStringLiteral("sensor_id")});
    QCOMPARE(int(r.unit), int(InstantUnit::JulianDay));
    QVERIFY(!missingAsOfIndex(r, schema));

    // A detected mapping answers: item_revs as of 2024-01-02T12:00Z has one entity at rev 1.
    const AsOfState st = stateAt(*c, schema, i, Instant::fromCivil(2024, 1, 2, 12));
    QVERIFY2(st.error.isEmpty(), qPrintable(st.error));
    QCOMPARE(st.rows.size(), 1);
    QCOMPARE(st.rows.first().versionNumber, 1);
    QCOMPARE(st.rows.first().changedAt, Instant::fromCivil(2024, 1, 2, 3, 4, 5));
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TestAsOf::unrelatedTablesNotDetected()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("other.sqlite"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE users(id TEXT PRIMARY KEY, email TEXT, created_at INTEGER, "
            "updated_at INTEGER);"
            "INSERT INTO users VALUES ('01HZZZ', 'a@b', 1700000000, 1700000001);"
            "CREATE TABLE schema_migrations(version INTEGER PRIMARY KEY, name TEXT);"
            "INSERT INTO schema_migrations VALUES (1, 'init');"
            "CREATE TABLE settings(key TEXT PRIMARY KEY, value TEXT, version INTEGER, "
            "note TEXT);"
            "INSERT INTO settings VALUES ('a', 'b', 3, 'not a time');"
            "CREATE TABLE orders(id INTEGER PRIMARY KEY, customer_id INTEGER, total INTEGER, "
            "created_at INTEGER);"
            "INSERT INTO orders VALUES (1, 2, 300, 1700000000000);")));
    }
    const testdb::Snapshot snap(path);
    db::OpenError oe{};
    QString msg;
    auto c = Connection::open(path, &oe, &msg);
    QVERIFY2(c, qPrintable(msg));
    const db::Schema schema = db::readSchema(*c);
    const QList<VersionTableCandidate> found = detectVersionTables(*c, schema);
    for (const VersionTableCandidate& f : found)
        qWarning("unexpected: %s (%s)", qPrintable(f.mapping.table), qPrintable(f.reason));
    QVERIFY(found.isEmpty());
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TestAsOf::indexAdvice()
{
    VersionTableMapping m;
    m.table = QStringLiteral("my versions");
    m.entityKey = {QStringLiteral("tenant"), QStringLiteral("doc\"id")};
    m.versionNumber = QStringLiteral("rev");
    m.changedAt = QStringLiteral("at");
    const db::Schema empty;
    QCOMPARE(missingAsOfIndex(m, empty).value_or(QString()),
             QStringLiteral("CREATE INDEX \"my versions_asof\" ON \"my versions\"(\"tenant\", "
                            "\"doc\"\"id\", \"at\", \"rev\");"));
}

void TestAsOf::progressAndCancel()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("many.sqlite"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE entity_versions(id INTEGER PRIMARY KEY, entity_id INTEGER, "
            "version_number INTEGER, changed_at INTEGER, data TEXT);"
            "CREATE INDEX ev ON entity_versions(entity_id, changed_at, version_number);"
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000) "
            "INSERT INTO entity_versions(entity_id, version_number, changed_at, data) "
            "SELECT i, 1, 1700000000 + i, '{}' FROM n;")));
    }
    const testdb::Snapshot snap(path);
    db::OpenError oe{};
    QString msg;
    auto c = Connection::open(path, &oe, &msg);
    QVERIFY2(c, qPrintable(msg));
    const db::Schema schema = db::readSchema(*c);
    VersionTableMapping m;
    m.table = QStringLiteral("entity_versions");
    m.entityKey = {QStringLiteral("entity_id")};
    m.versionNumber = QStringLiteral("version_number");
    m.changedAt = QStringLiteral("changed_at");
    m.payload = {QStringLiteral("data")};
    const Instant at = Instant::fromUnixSeconds(1700000000 + 10000);

    int calls = 0;
    const AsOfState all = stateAt(*c, schema, m, at, [&](qint64 done, qint64) {
        ++calls;
        return done > 0;
    });
    QVERIFY(!all.cancelled);
    QCOMPARE(all.rows.size(), 10000);
    QCOMPARE(all.rows.first().key(), QVariantList{qlonglong(1)});
    QCOMPARE(all.rows.last().key(), QVariantList{qlonglong(10000)});
    QVERIFY(calls >= 2);

    const AsOfState stopped = stateAt(*c, schema, m, at, [](qint64, qint64) { return false; });
    QVERIFY(stopped.cancelled);
    QVERIFY(stopped.error.isEmpty());
    QVERIFY(stopped.rows.size() < 10000);
    c.reset();
    VERIFY_UNCHANGED(snap);
}

QTEST_GUILESS_MAIN(TestAsOf)
#include "tst_asof.moc"
