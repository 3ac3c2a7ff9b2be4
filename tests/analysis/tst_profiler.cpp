// Column profiles on databases built in code with each seed's convention. Expected counts come
// from plain SQL on the writable test connection (made before idscope opens the file) or from
// the loop that generated the rows, never from the profiler. Every profile proves that the
// file's bytes and its folder's listing are unchanged.
#include "analysis/collision.h"
#include "analysis/heavyhitters.h"
#include "analysis/profiler.h"
#include "db/connection.h"
#include "db/schema.h"
#include "ids/timezone.h"
#include "sqlitefixture.h"

#include <QDateTime>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <cmath>
#include <functional>
#include <memory>

using namespace idscope;
using namespace idscope::analysis;
using idscope::db::Connection;

namespace {

constexpr qint64 kNow = 1795910400000;      // 2026-11-29T00:00:00Z
constexpr qint64 kMar2024 = 1709251200000;  // 2024-03-01
constexpr qint64 kJun2019 = 1559347200000;  // 2019-06-01
constexpr qint64 kJun2025 = 1748736000000;  // 2025-06-01
constexpr qint64 kYear2099 = 4070908800000; // 2099-01-01
constexpr qint64 kTwitterEpoch = 1288834974657;
constexpr qint64 kDiscordEpoch = 1420070400000;

__extension__ typedef unsigned __int128 U128;

const char kCrockford[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

// Independent generators: the test builds IDs itself, bit by bit, from the published layouts.
QString ulidText(qint64 ms, QRandomGenerator& g, bool lower = false)
{
    U128 v = U128(quint64(ms) & 0xFFFFFFFFFFFFULL) << 80;
    v |= U128(g.generate64() & 0xFFFF) << 64 | U128(g.generate64());
    char out[26];
    for (int i = 25; i >= 0; --i) {
        out[i] = kCrockford[int(v & 31)];
        v >>= 5;
    }
    const QString s = QString::fromLatin1(out, 26);
    return lower ? s.toLower() : s;
}

QByteArray uuidBytes(int version, qint64 ms, QRandomGenerator& g)
{
    QByteArray b(16, '\0');
    for (char& c : b)
        c = char(g.bounded(256));
    if (version == 7) {
        for (int i = 0; i < 6; ++i)
            b[i] = char((quint64(ms) >> (40 - 8 * i)) & 0xff);
    }
    b[6] = char((quint8(b[6]) & 0x0f) | (version << 4));
    b[8] = char((quint8(b[8]) & 0x3f) | 0x80);
    return b;
}

QString uuidText(const QByteArray& b)
{
    const QString h = QString::fromLatin1(b.toHex());
    return h.mid(0, 8) + u'-' + h.mid(8, 4) + u'-' + h.mid(12, 4) + u'-' + h.mid(16, 4) + u'-' +
           h.mid(20, 12);
}

qint64 snowflake(qint64 epoch, qint64 ms, int worker, int seq)
{
    return ((ms - epoch) << 22) | (qint64(worker) << 12) | seq;
}

QString rfc3339Seconds(qint64 ms)
{
    return utcDateTime(ms).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ"));
}

qint64 vmHwmKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

// A database in its own folder; profiles it read-only and proves nothing changed.
class TestDb {
public:
    TestDb() : path_(dir_.filePath(QStringLiteral("test.sqlite"))) {}

    testdb::Writer& w()
    {
        if (!w_)
            w_ = std::make_unique<testdb::Writer>(path_);
        return *w_;
    }
    sqlite3* handle() { return w().handle(); }
    const QString& path() const { return path_; }

    using Setup = std::function<void(Connection&, ProfileOptions&)>;
    TableProfile profile(const QString& table, ProfileOptions opt = {}, const Setup& setup = {})
    {
        w_.reset();
        const QByteArray hash = testdb::fileHash(path_);
        const QStringList listing = testdb::folderListing(dir_.path());
        db::OpenError e = db::OpenError::None;
        QString msg;
        TableProfile p;
        {
            auto c = Connection::open(path_, &e, &msg);
            if (!c) {
                problem_ = QStringLiteral("cannot open: ") + msg;
                return p;
            }
            const db::Schema s = db::readSchema(*c);
            if (opt.nowMs == 0)
                opt.nowMs = kNow;
            if (setup)
                setup(*c, opt);
            p = profileTable(*c, s, table, opt);
        }
        if (testdb::fileHash(path_) != hash)
            problem_ = QStringLiteral("the file changed");
        else if (testdb::folderListing(dir_.path()) != listing)
            problem_ = QStringLiteral("the folder changed: ") +
                       testdb::folderListing(dir_.path()).join(QStringLiteral(", "));
        return p;
    }
    bool untouched() const { return problem_.isEmpty(); }
    QString problem() const { return problem_; }

    // Fast bulk insert through the raw handle: `bind` fills the statement for row i.
    bool bulk(const QString& sql, qint64 n, const std::function<void(sqlite3_stmt*, qint64)>& bind)
    {
        sqlite3* h = handle();
        sqlite3_exec(h, "BEGIN", nullptr, nullptr, nullptr);
        sqlite3_stmt* st = nullptr;
        if (sqlite3_prepare_v2(h, sql.toUtf8().constData(), -1, &st, nullptr) != SQLITE_OK)
            return false;
        for (qint64 i = 0; i < n; ++i) {
            bind(st, i);
            if (sqlite3_step(st) != SQLITE_DONE) {
                sqlite3_finalize(st);
                return false;
            }
            sqlite3_reset(st);
        }
        sqlite3_finalize(st);
        return sqlite3_exec(h, "COMMIT", nullptr, nullptr, nullptr) == SQLITE_OK;
    }

private:
    QTemporaryDir dir_;
    QString path_;
    std::unique_ptr<testdb::Writer> w_;
    QString problem_;
};

#define PROFILE(var, database, table, ...)                                                         \
    const TableProfile var = (database).profile(table __VA_OPT__(, ) __VA_ARGS__);                 \
    QVERIFY2((database).untouched(), qPrintable((database).problem()));                            \
    QVERIFY2(var.error.isEmpty(), qPrintable(var.error))

const ColumnProfile* column(const TableProfile& t, const QString& name)
{
    for (const ColumnProfile& c : t.columns) {
        if (c.column == name)
            return &c;
    }
    return nullptr;
}

qint64 anomalyCount(const ColumnProfile& c, AnomalyKind k)
{
    const Anomaly* a = findAnomaly(c, k);
    return a ? a->count : 0;
}

QList<qint64> anomalyExamples(const ColumnProfile& c, AnomalyKind k)
{
    const Anomaly* a = findAnomaly(c, k);
    return a ? a->exampleRowids : QList<qint64>();
}

QSet<qint64> rowidSet(testdb::Writer& w, const QString& sql)
{
    QSet<qint64> out;
    for (const QVariantList& r : w.rows(sql))
        out.insert(r.value(0).toLongLong());
    return out;
}

ProfileOptions mode(bool full)
{
    ProfileOptions o;
    o.full = full;
    return o;
}

} // namespace

class TstProfiler : public QObject {
    Q_OBJECT
private slots:
    void ulidKeysUnixAudit_data();
    void ulidKeysUnixAudit();
    void lowercaseUlidRfc3339_data();
    void lowercaseUlidRfc3339();
    void blobUuidMigration_data();
    void blobUuidMigration();
    void uuidv7TextAnomalies();
    void snowflakeProfileChosen_data();
    void snowflakeProfileChosen();
    void timeColumns_data();
    void timeColumns();
    void integerTimeKeyCollisions();
    void compositeDayMsecWithoutRowid();
    void nullsMixedStorageBigBlobWeirdNames();
    void emptyTableAndView();
    void unreadableObjectsSayWhy();
    void sampleAgreesWithFull();
    void sampleIsSpread();
    void sampleSharesAreUnbiased_data();
    void sampleSharesAreUnbiased();
    void cancelMidScan();
    void connectionCancel();
    void constantMemory();
    void collisionArithmetic();
    void migrationStillMostlyV4();
    void statusWordsAreNoIds();
    void randomBitsAreNoUuids();
    void forcedVersionOnMixedUuids();
    void proseNamesFormatsByTitle();
    void mixedTimeSpellings();
    void pipelineMatchesSingleThread();
    void densestTickBoundedMemory();
    void fullScanFastPathRechecks();
};

// TEXT ULID keys, INTEGER unix-second audit columns with unixepoch() defaults,
// entity_versions pointing at entities.
void TstProfiler::ulidKeysUnixAudit_data()
{
    QTest::addColumn<bool>("full");
    QTest::newRow("sample") << false;
    QTest::newRow("full") << true;
}

void TstProfiler::ulidKeysUnixAudit()
{
    QFETCH(bool, full);
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral(
        "CREATE TABLE entities(id TEXT PRIMARY KEY, name TEXT NOT NULL, "
        "created_at INTEGER NOT NULL DEFAULT (unixepoch()), "
        "updated_at INTEGER NOT NULL DEFAULT (unixepoch()));"
        "CREATE TABLE entity_versions(id TEXT PRIMARY KEY, entity_type TEXT NOT NULL, "
        "entity_id TEXT NOT NULL REFERENCES entities(id), version_number INTEGER NOT NULL, "
        "changed_at INTEGER NOT NULL, data TEXT);"
        "CREATE INDEX ev_probe ON entity_versions(entity_id, changed_at, version_number);")));
    QRandomGenerator g(42);
    const int n = 3000;
    QList<QVariantList> rows;
    QList<QVariantList> versions;
    QSet<qint64> skewed;
    qint64 maxSkewMs = 0;
    qint64 minMs = std::numeric_limits<qint64>::max();
    qint64 maxMs = std::numeric_limits<qint64>::min();
    for (int i = 0; i < n; ++i) {
        // ~1 s apart; rows 1000..1006 minted in the same millisecond.
        const qint64 ms = (i >= 1000 && i < 1007) ? kMar2024 + 1000 * 997 : kMar2024 + i * 997 + 3;
        minMs = std::min(minMs, ms);
        maxMs = std::max(maxMs, ms);
        qint64 created = ms / 1000;
        if (i % 500 == 7) {
            created += 7200; // the app clock was two hours off
            skewed.insert(i + 1);
            maxSkewMs = std::max(maxSkewMs, created * 1000 - ms);
        }
        const QString id = ulidText(ms, g);
        rows.append(
            {id, QStringLiteral("entity %1").arg(i), created, created + (i % 3 == 0 ? 86400 : 0)});
        if (i < 800) {
            for (int v = 1; v <= 2; ++v) {
                const qint64 changed = ms + v * 3600000;
                versions.append({ulidText(changed, g), QStringLiteral("page"), id, v,
                                 changed / 1000, QStringLiteral("{}")});
            }
        }
    }
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO entities VALUES (?,?,?,?)"), rows));
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO entity_versions VALUES (?,?,?,?,?,?)"),
                              versions));
    const qint64 total = db.w().scalar(QStringLiteral("SELECT count(*) FROM entities"));
    const qint64 minCreated = db.w().scalar(QStringLiteral("SELECT min(created_at) FROM entities"));
    const qint64 maxCreated = db.w().scalar(QStringLiteral("SELECT max(created_at) FROM entities"));
    const qint64 indexes = db.w().scalar(
        QStringLiteral("SELECT count(*) FROM pragma_index_list('entities') AS l "
                       "WHERE EXISTS (SELECT 1 FROM pragma_index_info(l.name) WHERE name = 'id')"));
    QCOMPARE(total, n);

    PROFILE(p, db, QStringLiteral("entities"), mode(full));
    QCOMPARE(p.complete, full);
    QCOMPARE(p.estimatedRows, total);
    QVERIFY(p.rowsExact);
    QVERIFY(p.hasRowid);
    QCOMPARE(p.rows, full ? total : qint64(1000));

    const ColumnProfile* id = column(p, QStringLiteral("id"));
    QVERIFY(id);
    QCOMPARE(id->dominant, std::optional<Format>(Format::Ulid));
    QCOMPARE(id->role, ColumnRole::Id);
    QCOMPARE(formatCount(*id, Format::Ulid), id->nonNull());
    QCOMPARE(id->dominantShare, 1.0);
    QCOMPARE(id->storage[int(db::StorageClass::Text)], p.rows);
    if (full) {
        QCOMPARE(id->minTime, std::optional<Instant>(Instant::fromUnixMs(minMs)));
        QCOMPARE(id->maxTime, std::optional<Instant>(Instant::fromUnixMs(maxMs)));
    } else { // the sample's extremes lie within the table's
        QVERIFY(id->minTime && *id->minTime >= Instant::fromUnixMs(minMs));
        QVERIFY(id->maxTime && *id->maxTime <= Instant::fromUnixMs(maxMs));
    }
    QCOMPARE(id->precision, Precision::Millisecond);
    QCOMPARE(id->timeColumn, QStringLiteral("created_at"));
    // Clock skew: exactly the rows generated two hours off (all of them after a full scan).
    const qint64 skew = anomalyCount(*id, AnomalyKind::ClockSkew);
    if (full)
        QCOMPARE(skew, qint64(skewed.size()));
    else
        QVERIFY(skew >= 1 && skew <= skewed.size());
    for (qint64 r : anomalyExamples(*id, AnomalyKind::ClockSkew))
        QVERIFY2(skewed.contains(r), qPrintable(QString::number(r)));
    QVERIFY(findAnomaly(*id, AnomalyKind::ClockSkew)->detail.contains(QLatin1String("created_at")));
    if (full) {
        // The largest skew is a duration in the UI locale, in the unit every page uses: hours
        // to a tenth, the decimal only when not whole, with the locale's separator (in Russian
        // "2 h", never "2.0 h"). Worked out here from the skewed rows' own times.
        const QLocale before;
        const QLocale ru(QLocale::Russian, QLocale::Russia);
        QLocale::setDefault(ru);
        PROFILE(inRussian, db, QStringLiteral("entities"), mode(true));
        QLocale::setDefault(before);
        const QString detail =
            findAnomaly(*column(inRussian, QStringLiteral("id")), AnomalyKind::ClockSkew)->detail;
        const double tenths = std::round(double(maxSkewMs) / 360000.0) / 10;
        const QString hours =
            ru.toString(tenths, 'f', tenths == std::floor(tenths) ? 0 : 1) + QStringLiteral("\u00a0h");
        QVERIFY2(detail.contains(QStringLiteral("largest skew ") + hours), qPrintable(detail));
        QVERIFY2(!detail.contains(QRegularExpression(QStringLiteral("\\d\\.\\d"))),
                 qPrintable(detail));
    }
    QCOMPARE(anomalyCount(*id, AnomalyKind::MixedCase), 0);
    QCOMPARE(anomalyCount(*id, AnomalyKind::NotAnId), 0);
    // Cost: 26 bytes as TEXT, 16 as BLOB, in the table and its autoindex.
    QCOMPARE(id->avgStoredBytes, 26.0);
    QCOMPARE(id->indexCount, int(indexes));
    QCOMPARE(id->otherRepresentationBytes, 16.0);
    QCOMPARE(id->otherRepresentationSaving, 10 * total * (1 + indexes));
    QVERIFY(!id->otherRepresentationNote.isEmpty());
    // Disclosure and collisions.
    QCOMPARE(id->randomBits, 80);
    QVERIFY(!id->disclosure.isEmpty());
    if (full) {
        QCOMPARE(id->densestTickCount, 7);
        QCOMPARE(id->densestTick,
                 std::optional<Instant>(Instant::fromUnixMs(kMar2024 + 1000 * 997)));
        QVERIFY(id->densestSecondCount >= 7);
        QVERIFY(id->collisionProbabilityPerSecond > 0);
        QVERIFY(id->collisionProbabilityPerSecond < 1e-20);
        QVERIFY(id->collisionProbabilityPerYear < 1e-12);
    }

    const ColumnProfile* created = column(p, QStringLiteral("created_at"));
    QVERIFY(created);
    QCOMPARE(created->role, ColumnRole::Time);
    QCOMPARE(created->dominant, std::optional<Format>(Format::UnixS));
    if (full) {
        QCOMPARE(created->minTime, std::optional<Instant>(Instant::fromUnixSeconds(minCreated)));
        QCOMPARE(created->maxTime, std::optional<Instant>(Instant::fromUnixSeconds(maxCreated)));
    } else {
        QVERIFY(created->minTime && *created->minTime >= Instant::fromUnixSeconds(minCreated));
        QVERIFY(created->maxTime && *created->maxTime <= Instant::fromUnixSeconds(maxCreated));
    }
    const ColumnProfile* updated = column(p, QStringLiteral("updated_at"));
    QCOMPARE(updated->role, ColumnRole::Time);
    const ColumnProfile* name = column(p, QStringLiteral("name"));
    QVERIFY(!name->dominant);
    QVERIFY(name->anomalies.isEmpty());

    PROFILE(v, db, QStringLiteral("entity_versions"), mode(full));
    const ColumnProfile* entityId = column(v, QStringLiteral("entity_id"));
    QCOMPARE(entityId->dominant, std::optional<Format>(Format::Ulid));
    QCOMPARE(entityId->inheritedFrom, QStringLiteral("entities.id"));
    const ColumnProfile* vid = column(v, QStringLiteral("id"));
    QCOMPARE(vid->timeColumn, QStringLiteral("changed_at"));
    QCOMPARE(anomalyCount(*vid, AnomalyKind::ClockSkew), 0);
    QVERIFY(!column(v, QStringLiteral("version_number"))->dominant);
    QCOMPARE(column(v, QStringLiteral("changed_at"))->role, ColumnRole::Time);
}

// Lower-case TEXT ULIDs, RFC 3339 UTC text times; a few upper-case rows and one
// value that differs from another only by case.
void TstProfiler::lowercaseUlidRfc3339_data()
{
    QTest::addColumn<bool>("full");
    QTest::newRow("sample") << false;
    QTest::newRow("full") << true;
}

void TstProfiler::lowercaseUlidRfc3339()
{
    QFETCH(bool, full);
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral(
        "CREATE TABLE jobs(id TEXT PRIMARY KEY, state TEXT NOT NULL, created_at TEXT NOT NULL)")));
    QRandomGenerator g(2);
    QList<QVariantList> rows;
    QString hundredth;
    for (int i = 0; i < 2400; ++i) {
        const qint64 ms = kJun2025 + qint64(i) * 1500;
        const bool upper = i % 200 == 13;
        const QString id = ulidText(ms, g, !upper);
        if (i == 100)
            hundredth = id;
        rows.append({id, QStringLiteral("queued"), rfc3339Seconds(ms)});
    }
    // The same ID again in upper case: a different key to SQLite.
    rows.append(
        {hundredth.toUpper(), QStringLiteral("queued"), rfc3339Seconds(kJun2025 + 100 * 1500)});
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO jobs VALUES (?,?,?)"), rows));
    const qint64 mixed =
        db.w().scalar(QStringLiteral("SELECT count(*) FROM jobs WHERE id <> lower(id)"));
    const qint64 dups = db.w().scalar(
        QStringLiteral("SELECT count(*) FROM jobs WHERE lower(id) IN (SELECT lower(id) FROM jobs "
                       "GROUP BY lower(id) HAVING count(DISTINCT id) > 1)"));
    const QSet<qint64> dupRows = rowidSet(
        db.w(),
        QStringLiteral("SELECT rowid FROM jobs WHERE lower(id) IN (SELECT lower(id) FROM jobs "
                       "GROUP BY lower(id) HAVING count(DISTINCT id) > 1)"));
    const QSet<qint64> upperRows =
        rowidSet(db.w(), QStringLiteral("SELECT rowid FROM jobs WHERE id <> lower(id)"));
    const QVariantList minMax =
        db.w().rows(QStringLiteral("SELECT min(created_at), max(created_at) FROM jobs")).first();
    QCOMPARE(mixed, 13);
    QCOMPARE(dups, 2);

    PROFILE(p, db, QStringLiteral("jobs"), mode(full));
    const ColumnProfile* id = column(p, QStringLiteral("id"));
    QCOMPARE(id->dominant, std::optional<Format>(Format::Ulid));
    if (full)
        QCOMPARE(anomalyCount(*id, AnomalyKind::MixedCase), mixed);
    else
        QVERIFY(anomalyCount(*id, AnomalyKind::MixedCase) >= 2); // rows 13 and the last one
    for (qint64 r : anomalyExamples(*id, AnomalyKind::MixedCase))
        QVERIFY(upperRows.contains(r));
    // The full scan counts the pair by SQL; a sample finds it only when both rows were drawn.
    if (full)
        QCOMPARE(anomalyCount(*id, AnomalyKind::CaseDuplicate), dups);
    else
        QVERIFY(anomalyCount(*id, AnomalyKind::CaseDuplicate) <= dups);
    for (qint64 r : anomalyExamples(*id, AnomalyKind::CaseDuplicate))
        QVERIFY(dupRows.contains(r));
    QCOMPARE(id->timeColumn, QStringLiteral("created_at"));
    QCOMPARE(anomalyCount(*id, AnomalyKind::ClockSkew), 0);
    QVERIFY(id->timeAgreement > 0.99);

    const ColumnProfile* created = column(p, QStringLiteral("created_at"));
    QCOMPARE(created->role, ColumnRole::Time);
    QCOMPARE(created->dominant, std::optional<Format>(Format::Rfc3339));
    QCOMPARE(created->precision, Precision::Second);
    QVERIFY(created->minTime);
    // RFC 3339 text in one zone sorts as its instants: compare as text.
    if (full) {
        QCOMPARE(toRfc3339(*created->minTime, Precision::Second), minMax.value(0).toString());
        QCOMPARE(toRfc3339(*created->maxTime, Precision::Second), minMax.value(1).toString());
    } else {
        QVERIFY(toRfc3339(*created->minTime, Precision::Second) >= minMax.value(0).toString());
        QVERIFY(toRfc3339(*created->maxTime, Precision::Second) <= minMax.value(1).toString());
    }
    QCOMPARE(created->otherRepresentationBytes, 4.0);
    QVERIFY(created->otherRepresentationSaving > 0);
    QVERIFY(!column(p, QStringLiteral("state"))->dominant);
}

// BLOB UUIDs, v4 rows kept from before the migration, v7 after; a few TEXT ids in
// the BLOB column; a child table whose foreign key inherits the format.
void TstProfiler::blobUuidMigration_data()
{
    QTest::addColumn<bool>("full");
    QTest::newRow("sample") << false;
    QTest::newRow("full") << true;
}

void TstProfiler::blobUuidMigration()
{
    QFETCH(bool, full);
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral(
        "CREATE TABLE accounts(id BLOB PRIMARY KEY, email TEXT NOT NULL, created_at INTEGER NOT "
        "NULL);"
        "CREATE TABLE sessions(id BLOB PRIMARY KEY, account_id BLOB NOT NULL REFERENCES "
        "accounts(id), created_at INTEGER NOT NULL);"
        "CREATE INDEX sessions_account ON sessions(account_id);")));
    QRandomGenerator g(3);
    QList<QVariantList> rows;
    QList<QVariant> ids;
    for (int i = 0; i < 2000; ++i) {
        const bool old = i < 500;
        const qint64 ms = old ? kMar2024 + i * 60000LL : kJun2025 + i * 1000LL;
        const QByteArray b = uuidBytes(old ? 4 : 7, ms, g);
        rows.append({b, QStringLiteral("u%1@example.com").arg(i), ms / 1000});
        ids.append(b);
    }
    // Written by a stale code path: the same kind of ID, as TEXT.
    for (int i = 0; i < 3; ++i) {
        const qint64 ms = kJun2025 + (2000 + i) * 1000LL;
        const QString t = uuidText(uuidBytes(7, ms, g));
        rows.append({t, QStringLiteral("stale%1@example.com").arg(i), ms / 1000});
        ids.append(t);
    }
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO accounts VALUES (?,?,?)"), rows));
    QList<QVariantList> sessions;
    for (int i = 0; i < 1500; ++i) {
        const qint64 ms = kJun2025 + 3000000 + i * 500LL;
        sessions.append({uuidBytes(7, ms, g), ids[g.bounded(int(ids.size()))], ms / 1000});
    }
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO sessions VALUES (?,?,?)"), sessions));

    const qint64 v4 = db.w().scalar(QStringLiteral(
        "SELECT count(*) FROM accounts WHERE typeof(id) = 'blob' AND substr(hex(id),13,1) = '4'"));
    const qint64 v7 = db.w().scalar(QStringLiteral(
        "SELECT count(*) FROM accounts WHERE typeof(id) = 'blob' AND substr(hex(id),13,1) = '7'"));
    const qint64 text =
        db.w().scalar(QStringLiteral("SELECT count(*) FROM accounts WHERE typeof(id) = 'text'"));
    const QSet<qint64> v4Rows = rowidSet(
        db.w(),
        QStringLiteral(
            "SELECT rowid FROM accounts WHERE typeof(id) = 'blob' AND substr(hex(id),13,1) = '4'"));
    const QSet<qint64> textRows =
        rowidSet(db.w(), QStringLiteral("SELECT rowid FROM accounts WHERE typeof(id) = 'text'"));
    const QVariantList avgLen =
        db.w().rows(QStringLiteral("SELECT avg(length(id)) FROM accounts")).first();
    QCOMPARE(v4 + v7 + text, 2003);

    PROFILE(p, db, QStringLiteral("accounts"), mode(full));
    const ColumnProfile* id = column(p, QStringLiteral("id"));
    QCOMPARE(id->dominant, std::optional<Format>(Format::UuidV7));
    QCOMPARE(id->role, ColumnRole::Id);
    if (full) {
        QCOMPARE(formatCount(*id, Format::UuidV4), v4);
        QCOMPARE(formatCount(*id, Format::UuidV7), v7 + text); // TEXT v7 still reads as v7
        QCOMPARE(anomalyCount(*id, AnomalyKind::MixedVersions), v4);
        QCOMPARE(anomalyCount(*id, AnomalyKind::StorageMismatch), text);
        QVERIFY(qAbs(id->avgStoredBytes - avgLen.value(0).toDouble()) < 1e-9);
        QCOMPARE(formatMixSummary(*id), QStringLiteral("UUIDv7 75 % · UUIDv4 25 %"));
    } else {
        QVERIFY(formatCount(*id, Format::UuidV4) > 0);
        QVERIFY(anomalyCount(*id, AnomalyKind::MixedVersions) > 0);
        // A uniform sample meets some of the 3 TEXT ids; the estimate for the table says 3
        // is possible.
        const qint64 seen = anomalyCount(*id, AnomalyKind::StorageMismatch);
        QVERIFY(seen >= 1 && seen <= text);
        const CountEstimate e =
            anomalyEstimate(*id, *findAnomaly(*id, AnomalyKind::StorageMismatch));
        QVERIFY(!e.exact);
        QVERIFY(e.low <= text && text <= e.high);
    }
    QCOMPARE(anomalyCount(*id, AnomalyKind::NotAnId), 0);
    QVERIFY(!anomalyExamples(*id, AnomalyKind::MixedVersions).isEmpty());
    for (qint64 r : anomalyExamples(*id, AnomalyKind::MixedVersions))
        QVERIFY2(v4Rows.contains(r), qPrintable(QString::number(r)));
    for (qint64 r : anomalyExamples(*id, AnomalyKind::StorageMismatch))
        QVERIFY(textRows.contains(r));
    QVERIFY(findAnomaly(*id, AnomalyKind::StorageMismatch)->detail.contains(QLatin1String("TEXT")));
    QCOMPARE(id->randomBits, 74);
    QCOMPARE(id->otherRepresentationBytes, 36.0);
    QVERIFY(id->otherRepresentationSaving < 0); // TEXT would cost more
    QCOMPARE(id->timeColumn, QStringLiteral("created_at"));
    QCOMPARE(anomalyCount(*id, AnomalyKind::ClockSkew), 0);

    PROFILE(s, db, QStringLiteral("sessions"), mode(full));
    const ColumnProfile* account = column(s, QStringLiteral("account_id"));
    QCOMPARE(account->dominant, std::optional<Format>(Format::UuidV7));
    QCOMPARE(account->inheritedFrom, QStringLiteral("accounts.id"));
    QVERIFY(account->choiceReason.contains(QLatin1String("accounts.id")));
    QCOMPARE(account->indexCount, 1);
    QCOMPARE(column(s, QStringLiteral("id"))->dominant, std::optional<Format>(Format::UuidV7));
}

// UUIDv7 as TEXT with every spelling problem: braces, upper case, junk, future instants.
void TstProfiler::uuidv7TextAnomalies()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral("CREATE TABLE events(id TEXT PRIMARY KEY, kind TEXT)")));
    QRandomGenerator g(7);
    QList<QVariantList> rows;
    for (int i = 0; i < 1000; ++i)
        rows.append({uuidText(uuidBytes(7, kJun2025 + i * 10LL, g)), QStringLiteral("click")});
    rows.append(
        {QStringLiteral("{") + uuidText(uuidBytes(7, kJun2025 + 20000, g)) + u'}', QString()});
    rows.append(
        {QStringLiteral("{") + uuidText(uuidBytes(7, kJun2025 + 20001, g)) + u'}', QString()});
    rows.append({uuidText(uuidBytes(7, kJun2025 + 20002, g)).toUpper(), QString()});
    rows.append({QStringLiteral("hello"), QString()});
    rows.append({uuidText(uuidBytes(7, kYear2099, g)), QString()});
    rows.append({uuidText(uuidBytes(7, kYear2099 + 5, g)), QString()});
    rows.append({uuidText(uuidBytes(7, 1000, g)), QStringLiteral("epoch")}); // 1970: zeroed clock
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO events VALUES (?,?)"), rows));
    const qint64 braces =
        db.w().scalar(QStringLiteral("SELECT count(*) FROM events WHERE id LIKE '{%}'"));
    const qint64 upper = db.w().scalar(
        QStringLiteral("SELECT count(*) FROM events WHERE id <> lower(id) AND id <> 'hello'"));
    const qint64 hello =
        db.w().scalar(QStringLiteral("SELECT rowid FROM events WHERE id = 'hello'"));
    const qint64 epochRow =
        db.w().scalar(QStringLiteral("SELECT rowid FROM events WHERE kind = 'epoch'"));
    const QSet<qint64> futureRows =
        rowidSet(db.w(), QStringLiteral("SELECT rowid FROM events WHERE substr(id,1,1) = '0' AND "
                                        "substr(id,1,8) >= '03000000'"));

    PROFILE(p, db, QStringLiteral("events"), mode(true));
    const ColumnProfile* id = column(p, QStringLiteral("id"));
    QCOMPARE(id->dominant, std::optional<Format>(Format::UuidV7));
    QCOMPARE(anomalyCount(*id, AnomalyKind::NonCanonical), braces);
    QCOMPARE(anomalyCount(*id, AnomalyKind::MixedCase), upper);
    QCOMPARE(anomalyCount(*id, AnomalyKind::NotAnId), 1);
    QCOMPARE(anomalyExamples(*id, AnomalyKind::NotAnId), QList<qint64>{hello});
    QCOMPARE(anomalyCount(*id, AnomalyKind::Future), futureRows.size());
    for (qint64 r : anomalyExamples(*id, AnomalyKind::Future))
        QVERIFY(futureRows.contains(r));
    QCOMPARE(anomalyCount(*id, AnomalyKind::MixedVersions), 0);
    QCOMPARE(anomalyCount(*id, AnomalyKind::BeforeEpoch), 1);
    QCOMPARE(anomalyExamples(*id, AnomalyKind::BeforeEpoch), QList<qint64>{epochRow});
    QCOMPARE(id->otherRepresentationBytes, 16.0);
    QVERIFY(id->otherRepresentationSaving > 0);
}

// Integers: every Snowflake profile reads every value. A 2019 Twitter ID also reads as a 2023
// Discord ID; only the row's own created_at tells them apart.
void TstProfiler::snowflakeProfileChosen_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("withTime");
    QTest::addColumn<QString>("forced");
    QTest::addColumn<int>("expected");
    QTest::addColumn<int>("runnerUp");
    QTest::newRow("twitter + created_at")
        << QStringLiteral("twitter") << true << QString() << int(Format::SnowflakeTwitter)
        << int(Format::SnowflakeDiscord);
    QTest::newRow("discord + created_at")
        << QStringLiteral("discord") << true << QString() << int(Format::SnowflakeDiscord) << -1;
    QTest::newRow("twitter, no time column: ambiguous, nearest reading wins")
        << QStringLiteral("twitter") << false << QString() << int(Format::SnowflakeDiscord)
        << int(Format::SnowflakeTwitter);
    QTest::newRow("user choice is never overridden")
        << QStringLiteral("twitter") << true << QStringLiteral("snowflake-discord")
        << int(Format::SnowflakeDiscord) << -1;
}

void TstProfiler::snowflakeProfileChosen()
{
    QFETCH(QString, kind);
    QFETCH(bool, withTime);
    QFETCH(QString, forced);
    QFETCH(int, expected);
    QFETCH(int, runnerUp);
    TestDb db;
    QVERIFY(db.w().exec(withTime ? QStringLiteral("CREATE TABLE posts(id INTEGER PRIMARY KEY, "
                                                  "body TEXT, created_at INTEGER NOT NULL)")
                                 : QStringLiteral("CREATE TABLE posts(id INTEGER PRIMARY KEY, "
                                                  "body TEXT, created_at INTEGER)")));
    const bool twitter = kind == QLatin1String("twitter");
    const qint64 base = twitter ? kJun2019 : kMar2024;
    QList<QVariantList> rows;
    for (int i = 0; i < 1500; ++i) {
        const qint64 ms = base + i * 4321LL;
        const qint64 id = snowflake(twitter ? kTwitterEpoch : kDiscordEpoch, ms, i % 7, i % 50);
        rows.append({id, QStringLiteral("post"), withTime ? QVariant(ms / 1000) : QVariant()});
    }
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO posts VALUES (?,?,?)"), rows));
    const qint64 total = db.w().scalar(QStringLiteral("SELECT count(*) FROM posts"));

    ProfileOptions o = mode(true);
    if (!forced.isEmpty())
        o.forcedFormats.append({QStringLiteral("id"), *formatFromName(forced)});
    PROFILE(p, db, QStringLiteral("posts"), o);
    const ColumnProfile* id = column(p, QStringLiteral("id"));
    QVERIFY(id->dominant);
    QCOMPARE(formatName(*id->dominant), formatName(Format(expected)));
    QCOMPARE(id->role, ColumnRole::Id);
    QCOMPARE(formatCount(*id, Format(expected)), total);
    QVERIFY(!id->choiceReason.isEmpty());
    if (runnerUp >= 0) {
        QVERIFY(id->runnerUp);
        QCOMPARE(formatName(*id->runnerUp), formatName(Format(runnerUp)));
    }
    if (!forced.isEmpty()) {
        QCOMPARE(id->choiceReason, QStringLiteral("chosen by you"));
    } else if (withTime) {
        QVERIFY(id->choiceReason.contains(QLatin1String("created_at")));
        QCOMPARE(anomalyCount(*id, AnomalyKind::ClockSkew), 0);
        QCOMPARE(id->minTime, std::optional<Instant>(Instant::fromUnixMs(base)));
    }
    // The 12 low bits are a per-worker sequence, not random: no birthday bound on them.
    QCOMPARE(id->randomBits, 0);
    QCOMPARE(id->counterBits, 12);
    QCOMPARE(id->uniqueness, TickUniqueness::Counter);
    QCOMPARE(id->collisionProbabilityPerYear, 0.0);
    QCOMPARE(column(p, QStringLiteral("created_at"))->role,
             withTime ? ColumnRole::Time : ColumnRole::Unknown);
    // Sample and full agree on the profile.
    PROFILE(s, db, QStringLiteral("posts"), [&] {
        ProfileOptions so = o;
        so.full = false;
        return so;
    }());
    QCOMPARE(column(s, QStringLiteral("id"))->dominant, id->dominant);
}

// Timestamp columns: values decide, names are only hints.
void TstProfiler::timeColumns_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("valueSql"); // SQL expression of i (0..499) making the value
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("role");
    QTest::addColumn<QString>("minSql"); // SQL giving the minimum as RFC 3339 with ms
    const QString unixMs = QStringLiteral("1709251200000 + i * 60000");
    QTest::newRow("unix ms key") << QStringLiteral("INTEGER PRIMARY KEY") << unixMs
                                 << int(Format::UnixMs) << int(ColumnRole::Id)
                                 << QStringLiteral(
                                        "strftime('%Y-%m-%dT%H:%M:%fZ', min(v) / 1000.0, "
                                        "'unixepoch')");
    QTest::newRow("unix us column named like nothing")
        << QStringLiteral("INTEGER") << QStringLiteral("1709251200000000 + i * 1234567")
        << int(Format::UnixUs) << int(ColumnRole::Time)
        << QStringLiteral("strftime('%Y-%m-%dT%H:%M:%fZ', min(v) / 1000000.0, 'unixepoch')");
    QTest::newRow("unix ns") << QStringLiteral("INTEGER")
                             << QStringLiteral("1709251200000000000 + i * 1234567891")
                             << int(Format::UnixNs) << int(ColumnRole::Time)
                             << QStringLiteral("strftime('%Y-%m-%dT%H:%M:%fZ', min(v) / "
                                               "1000000000.0, 'unixepoch')");
    QTest::newRow("unix s") << QStringLiteral("INTEGER") << QStringLiteral("1709251200 + i * 3600")
                            << int(Format::UnixS) << int(ColumnRole::Time)
                            << QStringLiteral("strftime('%Y-%m-%dT%H:%M:%fZ', min(v), "
                                              "'unixepoch')");
    QTest::newRow("julian day REAL")
        << QStringLiteral("REAL") << QStringLiteral("2460370.5 + i / 24.0")
        << int(Format::JulianDay) << int(ColumnRole::Time)
        << QStringLiteral("strftime('%Y-%m-%dT%H:%M:%fZ', min(v))");
    QTest::newRow("datetime() text")
        << QStringLiteral("TEXT") << QStringLiteral("datetime(1709251200 + i * 3600, 'unixepoch')")
        << int(Format::Rfc3339) << int(ColumnRole::Time)
        << QStringLiteral("strftime('%Y-%m-%dT%H:%M:%fZ', min(v))");
    QTest::newRow("rfc3339 with fraction and offset")
        << QStringLiteral("TEXT")
        << QStringLiteral("strftime('%Y-%m-%dT%H:%M:%f', 1709251200 + i * 3600, 'unixepoch') || "
                          "'+00:00'")
        << int(Format::Rfc3339) << int(ColumnRole::Time)
        << QStringLiteral("strftime('%Y-%m-%dT%H:%M:%fZ', substr(min(v), 1, 23))");
}

void TstProfiler::timeColumns()
{
    QFETCH(QString, type);
    QFETCH(QString, valueSql);
    QFETCH(int, format);
    QFETCH(int, role);
    QFETCH(QString, minSql);
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral("CREATE TABLE t(v %1, note TEXT);"
                                       "WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 "
                                       "FROM c WHERE i < 499) INSERT INTO t SELECT %2, 'x' FROM c")
                            .arg(type, valueSql)));
    const QString expectedMin =
        db.w().rows(QStringLiteral("SELECT %1 FROM t").arg(minSql)).first().value(0).toString();
    for (bool full : {false, true}) {
        PROFILE(p, db, QStringLiteral("t"), mode(full));
        const ColumnProfile* v = column(p, QStringLiteral("v"));
        QVERIFY(v->dominant);
        QCOMPARE(formatName(*v->dominant), formatName(Format(format)));
        QCOMPARE(int(v->role), role);
        QCOMPARE(formatCount(*v, Format(format)), 500);
        QVERIFY(v->minTime);
        QCOMPARE(toRfc3339(*v->minTime, Precision::Millisecond), expectedMin);
        QVERIFY(v->anomalies.isEmpty());
        QVERIFY(!v->choiceReason.isEmpty());
    }
}

// Integer µs keys and the birthday bound at the observed peak rate.
void TstProfiler::integerTimeKeyCollisions()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral("CREATE TABLE readings(ts INTEGER PRIMARY KEY, v REAL)")));
    const qint64 second = 1709251200;
    QList<QVariantList> rows;
    for (int k = 0; k < 200; ++k) // a burst: 200 readings in one second
        rows.append({second * 1000000 + k * 1000, 1.0});
    for (int i = 0; i < 1000; ++i) // then one per second
        rows.append({(second + 10 + i) * 1000000 + 17, 2.0});
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO readings VALUES (?,?)"), rows));
    const qint64 burst = db.w().scalar(QStringLiteral(
        "SELECT count(*) FROM readings GROUP BY ts / 1000000 ORDER BY count(*) DESC LIMIT 1"));
    QCOMPARE(burst, 200);

    PROFILE(p, db, QStringLiteral("readings"), mode(true));
    const ColumnProfile* ts = column(p, QStringLiteral("ts"));
    QCOMPARE(ts->dominant, std::optional<Format>(Format::UnixUs));
    QCOMPARE(ts->role, ColumnRole::Id);
    QCOMPARE(ts->randomBits, 0);
    QCOMPARE(ts->densestTickCount, 1);
    QCOMPARE(ts->densestSecondCount, burst);
    // P ≈ N²/2R with N = 200 per second, R = 10^6 µs per second (the birthday bound).
    const double x = 200.0 * 199.0 / 2.0 / 1e6;
    const double expected = 1.0 - std::exp(-x);
    QVERIFY2(std::abs(ts->collisionProbabilityPerSecond - expected) < 1e-9,
             qPrintable(QString::number(ts->collisionProbabilityPerSecond)));
    QCOMPARE(ts->collisionProbabilityPerYear, 1.0);
    QVERIFY(!ts->disclosure.isEmpty());
    QCOMPARE(ts->avgStoredBytes, 8.0); // µs since 1970 need the 8-byte integer form
}

// A composite (day, msec) key in a WITHOUT ROWID table is sampled by key ranges.
void TstProfiler::compositeDayMsecWithoutRowid()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral(
        "CREATE TABLE timeseries(day2000 INTEGER NOT NULL, msec INTEGER NOT NULL, fac REAL, "
        "PRIMARY KEY(day2000, msec)) WITHOUT ROWID;"
        "WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 5999) "
        "INSERT INTO timeseries SELECT 9000 + i / 100, (i % 100) * 864000, i * 0.5 FROM c")));
    const qint64 total = db.w().scalar(QStringLiteral("SELECT count(*) FROM timeseries"));
    const qint64 days =
        db.w().scalar(QStringLiteral("SELECT count(DISTINCT day2000) FROM timeseries"));
    PROFILE(s, db, QStringLiteral("timeseries"), mode(false));
    QVERIFY(s.withoutRowid);
    QVERIFY(!s.hasRowid);
    QCOMPARE(s.estimatedRows, total);
    QVERIFY(s.rowsExact);
    // First third, last third and one row per evenly spread key: the whole sample, no repeats.
    QVERIFY2(s.rows >= 990 && s.rows <= 1000, qPrintable(QString::number(s.rows)));
    QVERIFY(days > 0);
    for (const ColumnProfile& c : s.columns) {
        for (const Anomaly& a : c.anomalies)
            QVERIFY(a.exampleRowids.isEmpty()); // no rowids in a WITHOUT ROWID table
    }
    PROFILE(f, db, QStringLiteral("timeseries"), mode(true));
    QCOMPARE(f.rows, total);
    QVERIFY(f.complete);
    QCOMPARE(column(f, QStringLiteral("day2000"))->rowsSeen, total);
    // The pair is one time key: a day count since 2000 (the name says so) and ms of the day.
    const qint64 minDayS = db.w().scalar(QStringLiteral(
        "SELECT CAST(strftime('%s', date('2000-01-01', '+' || min(day2000) || ' days')) AS "
        "INTEGER) FROM timeseries"));
    const qint64 maxDayS = db.w().scalar(QStringLiteral(
        "SELECT CAST(strftime('%s', date('2000-01-01', '+' || max(day2000) || ' days')) AS "
        "INTEGER) FROM timeseries"));
    for (const TableProfile* p : {&s, &f}) {
        const ColumnProfile* day = column(*p, QStringLiteral("day2000"));
        const ColumnProfile* msec = column(*p, QStringLiteral("msec"));
        QCOMPARE(day->role, ColumnRole::Time);
        QCOMPARE(msec->role, ColumnRole::Time);
        QVERIFY(!day->dominant);
        QVERIFY(day->choiceReason.contains(QLatin1String("composite")));
        QVERIFY(msec->choiceReason.contains(QLatin1String("milliseconds")));
        QCOMPARE(day->minTime, std::optional<Instant>(Instant::fromUnixSeconds(minDayS)));
        QCOMPARE(day->maxTime, std::optional<Instant>(Instant::fromUnixSeconds(maxDayS)));
        QVERIFY(column(*p, QStringLiteral("fac"))->role != ColumnRole::Time);
    }
}

// NULLs, every storage class in one column, a 1 MiB BLOB, names that need quoting.
void TstProfiler::nullsMixedStorageBigBlobWeirdNames()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral(
        "CREATE TABLE \"we\"\"ird tab le\"(\"select\" INTEGER PRIMARY KEY, \"ключ\" TEXT, "
        "\"mixed col\" ANY, \"big blob\" BLOB, \"order\" TEXT)")));
    QRandomGenerator g(9);
    QList<QVariantList> rows;
    for (int i = 0; i < 300; ++i) {
        QVariant mixed;
        switch (i % 5) {
        case 0:
            mixed = QVariant();
            break;
        case 1:
            mixed = qlonglong(i);
            break;
        case 2:
            mixed = double(i) + 0.25;
            break;
        case 3:
            mixed = QStringLiteral("text %1").arg(i);
            break;
        default:
            mixed = QByteArray(3, char(i));
        }
        rows.append({i + 1, i % 4 == 0 ? QVariant() : QVariant(ulidText(kJun2025 + i * 1000LL, g)),
                     mixed, i == 150 ? QVariant(QByteArray(1 << 20, 'x')) : QVariant(),
                     QStringLiteral("o")});
    }
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO \"we\"\"ird tab le\" VALUES (?,?,?,?,?)"),
                              rows));
    auto count = [&](const QString& col, const QString& type) {
        return db.w().scalar(QStringLiteral("SELECT count(*) FROM \"we\"\"ird tab le\" WHERE "
                                            "typeof(\"%1\") = '%2'")
                                 .arg(col, type));
    };
    const qint64 keyNulls = count(QStringLiteral("ключ"), QStringLiteral("null"));
    const std::array<qint64, 5> mixed{count(QStringLiteral("mixed col"), QStringLiteral("null")),
                                      count(QStringLiteral("mixed col"), QStringLiteral("integer")),
                                      count(QStringLiteral("mixed col"), QStringLiteral("real")),
                                      count(QStringLiteral("mixed col"), QStringLiteral("text")),
                                      count(QStringLiteral("mixed col"), QStringLiteral("blob"))};
    const qint64 bigBytes =
        db.w().scalar(QStringLiteral("SELECT sum(length(\"big blob\")) FROM \"we\"\"ird tab le\""));

    for (bool full : {false, true}) {
        PROFILE(p, db, QStringLiteral("we\"ird tab le"), mode(full));
        QCOMPARE(p.table, QStringLiteral("we\"ird tab le"));
        QCOMPARE(p.columns.size(), 5);
        const ColumnProfile* key = column(p, QStringLiteral("ключ"));
        QCOMPARE(key->nulls, keyNulls);
        QCOMPARE(key->dominant, std::optional<Format>(Format::Ulid));
        QCOMPARE(formatCount(*key, Format::Ulid), 300 - keyNulls);
        const ColumnProfile* m = column(p, QStringLiteral("mixed col"));
        QCOMPARE(m->storage, mixed);
        QCOMPARE(m->nulls, mixed[0]);
        const ColumnProfile* big = column(p, QStringLiteral("big blob"));
        QCOMPARE(big->nulls, 299);
        QCOMPARE(big->storage[int(db::StorageClass::Blob)], 1);
        QCOMPARE(big->avgStoredBytes, double(bigBytes));
        QVERIFY(!big->dominant);
        QVERIFY(!column(p, QStringLiteral("order"))->dominant);
        QCOMPARE(column(p, QStringLiteral("select"))->nulls, 0);
    }
}

// Objects whose columns cannot be read give the schema reader's reason, not an empty profile
// that looks like an empty table.
void TstProfiler::unreadableObjectsSayWhy()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral(
        "CREATE TABLE t(id TEXT);"
        "CREATE VIEW over_gone AS SELECT id FROM gone;"
        // load_extension() is SQLITE_DIRECTONLY: no view of an untrusted file may call it, on
        // every SQLite (json(), the example here before, became innocuous in SQLite 3.45).
        "CREATE VIEW unsafe AS SELECT load_extension(id) AS id FROM t;"
        "PRAGMA writable_schema = ON;"
        "INSERT INTO sqlite_schema VALUES('table', 'alien', 'alien', 0,"
        "  'CREATE VIRTUAL TABLE alien USING no_such_module(p, q)');")));
    const QList<QPair<QString, QString>> cases{
        {QStringLiteral("over_gone"), QStringLiteral("no such table: main.gone")},
        {QStringLiteral("unsafe"), QStringLiteral("unsafe use of load_extension()")},
        {QStringLiteral("alien"), QStringLiteral("no such module: no_such_module")},
    };
    for (const auto& [name, why] : cases) {
        for (bool full : {false, true}) {
            const TableProfile p = db.profile(name, mode(full));
            QVERIFY2(db.untouched(), qPrintable(db.problem()));
            QVERIFY2(p.error.contains(why), qPrintable(name + QStringLiteral(": ") + p.error));
            QCOMPARE(p.rows, 0);
            QVERIFY(p.columns.isEmpty());
        }
    }
}

void TstProfiler::emptyTableAndView()
{
    TestDb db;
    QRandomGenerator g(11);
    QVERIFY(db.w().exec(QStringLiteral(
        "CREATE TABLE empty(id TEXT PRIMARY KEY, created_at INTEGER);"
        "CREATE TABLE items(id TEXT PRIMARY KEY, created_at INTEGER);"
        "CREATE VIEW recent AS SELECT id, created_at FROM items WHERE created_at > 0;"
        "CREATE TRIGGER items_ai AFTER INSERT ON items BEGIN SELECT 1; END;")));
    QList<QVariantList> rows;
    for (int i = 0; i < 50; ++i)
        rows.append({ulidText(kJun2025 + i * 1000LL, g), (kJun2025 + i * 1000LL) / 1000});
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO items VALUES (?,?)"), rows));
    for (bool full : {false, true}) {
        PROFILE(e, db, QStringLiteral("empty"), mode(full));
        QCOMPARE(e.rows, 0);
        QCOMPARE(e.estimatedRows, 0);
        QVERIFY(e.rowsExact);
        QCOMPARE(e.columns.size(), 2);
        for (const ColumnProfile& c : e.columns) {
            QCOMPARE(c.rowsSeen, 0);
            QVERIFY(!c.dominant);
            QCOMPARE(c.role, ColumnRole::Unknown);
            QVERIFY(c.anomalies.isEmpty());
        }
        PROFILE(v, db, QStringLiteral("recent"), mode(full));
        QCOMPARE(v.rows, 50);
        QVERIFY(!v.hasRowid);
        QCOMPARE(column(v, QStringLiteral("id"))->dominant, std::optional<Format>(Format::Ulid));
        QCOMPARE(column(v, QStringLiteral("id"))->timeColumn, QStringLiteral("created_at"));
    }
    const TableProfile missing = db.profile(QStringLiteral("nope"));
    QVERIFY(db.untouched());
    QVERIFY(!missing.error.isEmpty());
}

// The sample and the full scan name the same dominant format on every seed's table.
void TstProfiler::sampleAgreesWithFull()
{
    TestDb db;
    QVERIFY(
        db.w().exec(QStringLiteral("CREATE TABLE a(id TEXT PRIMARY KEY, created_at INTEGER);"
                                   "CREATE TABLE b(id BLOB PRIMARY KEY, created_at INTEGER);"
                                   "CREATE TABLE c(id INTEGER PRIMARY KEY, created_at INTEGER);")));
    QRandomGenerator g(13);
    const qint64 n = 20000;
    QVERIFY(
        db.bulk(QStringLiteral("INSERT INTO a VALUES (?,?)"), n, [&](sqlite3_stmt* st, qint64 i) {
            const qint64 ms = kMar2024 + i * 37;
            const QByteArray id = ulidText(ms, g).toLatin1();
            sqlite3_bind_text(st, 1, id.constData(), int(id.size()), SQLITE_TRANSIENT);
            sqlite3_bind_int64(st, 2, ms / 1000);
        }));
    QVERIFY(
        db.bulk(QStringLiteral("INSERT INTO b VALUES (?,?)"), n, [&](sqlite3_stmt* st, qint64 i) {
            const qint64 ms = kMar2024 + i * 37;
            const QByteArray id = uuidBytes(i < n / 3 ? 4 : 7, ms, g);
            sqlite3_bind_blob(st, 1, id.constData(), 16, SQLITE_TRANSIENT);
            sqlite3_bind_int64(st, 2, ms / 1000);
        }));
    QVERIFY(
        db.bulk(QStringLiteral("INSERT INTO c VALUES (?,?)"), n, [&](sqlite3_stmt* st, qint64 i) {
            const qint64 ms = kMar2024 + i * 37;
            sqlite3_bind_int64(st, 1, snowflake(kDiscordEpoch, ms, 3, int(i % 4096)));
            sqlite3_bind_int64(st, 2, ms / 1000);
        }));
    const qint64 v4 =
        db.w().scalar(QStringLiteral("SELECT count(*) FROM b WHERE substr(hex(id),13,1) = '4'"));
    for (const char* t : {"a", "b", "c"}) {
        PROFILE(s, db, QString::fromLatin1(t), mode(false));
        PROFILE(f, db, QString::fromLatin1(t), mode(true));
        QVERIFY(s.rows <= 1000);
        QCOMPARE(f.rows, n);
        const ColumnProfile* si = column(s, QStringLiteral("id"));
        const ColumnProfile* fi = column(f, QStringLiteral("id"));
        QVERIFY(fi->dominant);
        QCOMPARE(si->dominant, fi->dominant);
        QCOMPARE(si->role, fi->role);
        QVERIFY(si->sampled);
        QVERIFY(!fi->sampled);
        if (QByteArray(t) == "b")
            QCOMPARE(formatCount(*fi, Format::UuidV4), v4);
    }
}

// A sample reads 1,000 rows drawn over the whole table and reports the row count without
// counting a large table (its speed is measured by bench_profile).
void TstProfiler::sampleIsSpread()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral("CREATE TABLE t(id TEXT PRIMARY KEY, created_at INTEGER)")));
    QRandomGenerator g(17);
    const qint64 n = 300000;
    QVERIFY(
        db.bulk(QStringLiteral("INSERT INTO t VALUES (?,?)"), n, [&](sqlite3_stmt* st, qint64 i) {
            const qint64 ms = kMar2024 + i * 1000;
            const QByteArray id = ulidText(ms, g).toLatin1();
            sqlite3_bind_text(st, 1, id.constData(), int(id.size()), SQLITE_TRANSIENT);
            sqlite3_bind_int64(st, 2, ms / 1000);
        }));
    PROFILE(p, db, QStringLiteral("t"), mode(false));
    QCOMPARE(p.rows, 1000);
    QCOMPARE(p.estimatedRows, n); // rowids 1..n: every gap is 1, so range × mean(1/gap) is n
    const ColumnProfile* id = column(p, QStringLiteral("id"));
    // Drawn over the whole table: the sample's extremes lie in its first and last tenths.
    const qint64 last = kMar2024 + (n - 1) * 1000;
    QVERIFY(id->minTime && *id->minTime < Instant::fromUnixMs(kMar2024 + n * 100));
    QVERIFY(id->maxTime && *id->maxTime > Instant::fromUnixMs(last - n * 100));
    QVERIFY(*id->maxTime <= Instant::fromUnixMs(last));
}

// A column whose values changed over time (UUIDv4 rows, then UUIDv7) is sampled uniformly:
// the stated 95 % interval of the v4 share holds the true share (plain SQL) on the default
// draw, and over 50 draws it does so at least 45 times (an honest interval misses ~2.5 of
// 50). Reading the first, last and evenly spread rows put the share at 61 % where it is 80 %;
// reading the row after each random rowid (no gap correction) puts the sparse rows' share
// near 100 %. The count of v4 rows (mixed versions) is estimated for the whole table, its
// interval holding the true count as often.
void TstProfiler::sampleSharesAreUnbiased_data()
{
    QTest::addColumn<QString>("layout");
    QTest::newRow("dense rowids") << QStringLiteral("dense");
    QTest::newRow("sparse rowids") << QStringLiteral("sparse");
    QTest::newRow("WITHOUT ROWID") << QStringLiteral("without-rowid");
}

void TstProfiler::sampleSharesAreUnbiased()
{
    QFETCH(QString, layout);
    TestDb db;
    const bool withoutRowid = layout == QLatin1String("without-rowid");
    QVERIFY(db.w().exec(
        withoutRowid
            ? QStringLiteral(
                  "CREATE TABLE t(id BLOB PRIMARY KEY, created_at INTEGER) WITHOUT ROWID")
            : QStringLiteral("CREATE TABLE t(n INTEGER PRIMARY KEY, id BLOB NOT NULL UNIQUE, "
                             "created_at INTEGER)")));
    QRandomGenerator g(29);
    const qint64 n = 20000;
    const qint64 v4Rows = 16000;
    qint64 rowid = 0;
    const QString insert = withoutRowid ? QStringLiteral("INSERT INTO t VALUES (?2, ?3)")
                                        : QStringLiteral("INSERT INTO t VALUES (?1, ?2, ?3)");
    QVERIFY(db.bulk(insert, n, [&](sqlite3_stmt* st, qint64 i) {
        const qint64 ms = kMar2024 + i * 1000;
        const bool v4 = i < v4Rows;
        // Sparse: the v7 rows (the newer fifth) sit 1 to 200 rowids apart, as time-based
        // INTEGER keys do, while the v4 rows are numbered 1, 2, 3, …
        rowid += layout == QLatin1String("sparse") && !v4 ? 1 + qint64(g.bounded(200)) : 1;
        const QByteArray id = uuidBytes(v4 ? 4 : 7, ms, g);
        sqlite3_bind_int64(st, 1, rowid);
        sqlite3_bind_blob(st, 2, id.constData(), 16, SQLITE_TRANSIENT);
        sqlite3_bind_int64(st, 3, ms / 1000);
    }));
    const qint64 trueV4 =
        db.w().scalar(QStringLiteral("SELECT count(*) FROM t WHERE substr(hex(id), 13, 1) = '4'"));
    const qint64 rows = db.w().scalar(QStringLiteral("SELECT count(*) FROM t"));
    QCOMPARE(trueV4, v4Rows);
    const double truth = double(trueV4) / double(rows);

    int covered = 0;
    int countCovered = 0;
    constexpr int kSeeds = 50;
    for (int seed = 0; seed <= kSeeds; ++seed) {
        ProfileOptions o = mode(false);
        o.sampleSeed = quint64(seed); // 0: the default draw
        PROFILE(p, db, QStringLiteral("t"), o);
        const ColumnProfile* id = column(p, QStringLiteral("id"));
        QVERIFY(id && id->sampled && id->design.isSample());
        QCOMPARE(p.rows, 1000);
        ShareEstimate v4;
        for (const FormatShare& f : formatShares(*id)) {
            if (f.format == Format::UuidV4)
                v4 = f.share;
        }
        QVERIFY(!v4.exact);
        QVERIFY(v4.low < v4.share && v4.share < v4.high);
        QVERIFY2(v4.high - v4.low < 0.1, qPrintable(QString::number(v4.high - v4.low)));
        const bool in = v4.low <= truth && truth <= v4.high;
        const Anomaly* mixed = findAnomaly(*id, AnomalyKind::MixedVersions);
        QVERIFY(mixed);
        const CountEstimate c = anomalyEstimate(*id, *mixed);
        QVERIFY(!c.exact);
        // The minority version is counted (v4 rows older than the newest v7 ones when the
        // insertion order is known, the v7 rows otherwise).
        const qint64 trueMixed =
            mixed->detail.startsWith(QLatin1String("UUIDv4")) ? trueV4 : rows - trueV4;
        const bool countIn = c.low <= trueMixed && trueMixed <= c.high;
        if (seed == 0) {
            QVERIFY2(in, qPrintable(QStringLiteral("true %1 outside [%2, %3]")
                                        .arg(truth)
                                        .arg(v4.low)
                                        .arg(v4.high)));
            QVERIFY2(countIn, qPrintable(QStringLiteral("true %1 outside [%2, %3], seen %4 of %5")
                                             .arg(trueMixed)
                                             .arg(c.low)
                                             .arg(c.high)
                                             .arg(c.seen)
                                             .arg(c.of)));
            continue;
        }
        covered += in ? 1 : 0;
        countCovered += countIn ? 1 : 0;
    }
    qInfo("%s: interval held the share %d and the count %d times of %d", qPrintable(layout),
          covered, countCovered, kSeeds);
    QVERIFY2(covered >= 45, qPrintable(QString::number(covered)));
    QVERIFY2(countCovered >= 45, qPrintable(QString::number(countCovered)));
}

// A progress callback that returns false stops the scan; what was read is reported.
void TstProfiler::cancelMidScan()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral("CREATE TABLE t(id TEXT PRIMARY KEY, created_at INTEGER)")));
    QRandomGenerator g(19);
    const qint64 n = 200000;
    QVERIFY(
        db.bulk(QStringLiteral("INSERT INTO t VALUES (?,?)"), n, [&](sqlite3_stmt* st, qint64 i) {
            const QByteArray id = ulidText(kMar2024 + i, g).toLatin1();
            sqlite3_bind_text(st, 1, id.constData(), int(id.size()), SQLITE_TRANSIENT);
            sqlite3_bind_int64(st, 2, (kMar2024 + i) / 1000);
        }));
    int calls = 0;
    ProfileOptions o = mode(true);
    o.progressEvery = 10000;
    o.progress = [&](qint64 done, qint64 total) {
        ++calls;
        return !(done >= 30000 && total >= done);
    };
    PROFILE(p, db, QStringLiteral("t"), o);
    QVERIFY(p.cancelled);
    QVERIFY(!p.complete);
    QCOMPARE(p.rows, 30000);
    QCOMPARE(calls, 3);
    QCOMPARE(column(p, QStringLiteral("id"))->rowsSeen, 30000);
    QCOMPARE(column(p, QStringLiteral("id"))->dominant, std::optional<Format>(Format::Ulid));
}

// Connection::cancel() (from any thread) interrupts the statement at once.
void TstProfiler::connectionCancel()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral(
        "CREATE TABLE t(id INTEGER PRIMARY KEY, v TEXT);"
        "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 100000) "
        "INSERT INTO t SELECT i, 'x' FROM c")));
    ProfileOptions o = mode(true);
    o.progressEvery = 1000;
    const TableProfile p =
        db.profile(QStringLiteral("t"), o, [](Connection& c, ProfileOptions& po) {
            po.progress = [&c](qint64 done, qint64) {
                if (done >= 5000)
                    c.cancel(); // as another thread would; the next step is interrupted
                return true;
            };
        });
    QVERIFY2(db.untouched(), qPrintable(db.problem()));
    QVERIFY(p.cancelled);
    QVERIFY(!p.complete);
    QVERIFY(p.rows >= 5000 && p.rows < 100000);
}

// Memory does not grow with the table: a 1M-row full profile peaks no higher than a
// 100k-row one (loosely: SQLite's page cache and the fixed counters only).
void TstProfiler::constantMemory()
{
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    QSKIP("sanitizers keep freed memory in quarantine: the peak says nothing here");
#endif
    TestDb small;
    TestDb large;
    QRandomGenerator g(23);
    for (TestDb* d : {&small, &large}) {
        const qint64 n = d == &small ? 100000 : 1000000;
        QVERIFY(d->w().exec(
            QStringLiteral("CREATE TABLE t(id TEXT PRIMARY KEY, created_at INTEGER, note TEXT)")));
        QVERIFY(d->bulk(
            QStringLiteral("INSERT INTO t VALUES (?,?,?)"), n, [&](sqlite3_stmt* st, qint64 i) {
                const qint64 ms = kMar2024 + i * 3;
                const QByteArray id = ulidText(ms, g, i % 1000 == 0).toLatin1();
                sqlite3_bind_text(st, 1, id.constData(), int(id.size()), SQLITE_TRANSIENT);
                sqlite3_bind_int64(st, 2, ms / 1000);
                sqlite3_bind_text(st, 3, "n", 1, SQLITE_STATIC);
            }));
        d->w().exec(QStringLiteral("SELECT 1")); // keep the writer open until profiling
    }
    PROFILE(ps, small, QStringLiteral("t"), mode(true));
    QCOMPARE(ps.rows, 100000);
    const qint64 afterSmall = vmHwmKb();
    PROFILE(pl, large, QStringLiteral("t"), mode(true));
    QCOMPARE(pl.rows, 1000000);
    const qint64 afterLarge = vmHwmKb();
    QVERIFY(afterSmall > 0);
    QVERIFY2(afterLarge - afterSmall < 32 * 1024,
             qPrintable(QStringLiteral("VmHWM grew by %1 kB").arg(afterLarge - afterSmall)));
    // Mixed case was seen (every 1000th ID is lower case), so case duplicates were counted by
    // SQL, not in memory.
    QCOMPARE(anomalyCount(*column(pl, QStringLiteral("id")), AnomalyKind::CaseDuplicate), 0);
    QCOMPARE(anomalyCount(*column(pl, QStringLiteral("id")), AnomalyKind::MixedCase), 1000);
}

void TstProfiler::collisionArithmetic()
{
    // Tiny probabilities survive: 2^-80 is not rounded to zero.
    const CollisionEstimate u = birthdayBound(2, 2, 80, 1000);
    QVERIFY(u.perSecond > 0);
    QVERIFY(std::abs(u.perSecond / std::ldexp(1.0, -80) - 1.0) < 1e-9);
    QVERIFY(std::abs(u.perYear / (std::ldexp(1.0, -80) * 31556952.0) - 1.0) < 1e-6);
    // 10,000 inserts/s on µs ticks → about 5 % per second.
    const CollisionEstimate s = birthdayBound(1, 10000, 0, 1e6);
    QVERIFY(std::abs(s.perSecond - (1 - std::exp(-10000.0 * 9999.0 / 2.0 / 1e6))) < 1e-12);
    QCOMPARE(probabilityFromExponent(0), 0.0);
    QCOMPARE(probabilityFromExponent(1e-30), 1e-30);
    QCOMPARE(randomBitsPerTick(Format::Ulid), 80);
    QCOMPARE(randomBitsPerTick(Format::UuidV7), 74);
    QCOMPARE(randomBitsPerTick(Format::UuidV4), 122);
    QCOMPARE(tickOf(Instant::fromUnixMs(-1), Precision::Millisecond), std::optional<qint64>(-1));
    QCOMPARE(tickOf(Instant::fromUnixMs(1500), Precision::Second), std::optional<qint64>(1));
    QCOMPARE(tickStart(-1, Precision::Millisecond), Instant::fromUnixMs(-1));
}

// A migrated column whose old v4 rows are still the majority: the newest rows are v7, so the
// v4 rows are the mixed-in ones (they do not sort by time), not the other way round.
void TstProfiler::migrationStillMostlyV4()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral("CREATE TABLE orders(id BLOB PRIMARY KEY, total INTEGER)")));
    QRandomGenerator g(29);
    QList<QVariantList> rows;
    for (int i = 0; i < 1300; ++i)
        rows.append({uuidBytes(i < 1000 ? 4 : 7, kJun2025 + i * 1000LL, g), i});
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO orders VALUES (?,?)"), rows));
    const qint64 v4 = db.w().scalar(
        QStringLiteral("SELECT count(*) FROM orders WHERE substr(hex(id),13,1) = '4'"));
    const QSet<qint64> v4Rows = rowidSet(
        db.w(), QStringLiteral("SELECT rowid FROM orders WHERE substr(hex(id),13,1) = '4'"));
    PROFILE(p, db, QStringLiteral("orders"), mode(true));
    const ColumnProfile* id = column(p, QStringLiteral("id"));
    QCOMPARE(id->dominant, std::optional<Format>(Format::UuidV4)); // by count
    QCOMPARE(anomalyCount(*id, AnomalyKind::MixedVersions), v4);
    for (qint64 r : anomalyExamples(*id, AnomalyKind::MixedVersions))
        QVERIFY(v4Rows.contains(r));
    QVERIFY(findAnomaly(*id, AnomalyKind::MixedVersions)->detail.contains(QLatin1String("UUIDv7")));
}

// Status words are no IDs, though one of them spells a SCRU64 ("transcribing": 12 base-36
// digits, read as an instant in the 3860s); a column where fewer than half the values read as
// a format, most at no plausible time, holds none. A column where the minority that reads as
// ULIDs carries plausible instants still does.
void TstProfiler::statusWordsAreNoIds()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral("CREATE TABLE jobs(id TEXT PRIMARY KEY, state TEXT, "
                                       "ref TEXT)")));
    QRandomGenerator g(31);
    const QStringList states{QStringLiteral("done"), QStringLiteral("halted"),
                             QStringLiteral("queued"), QStringLiteral("transcribing")};
    QList<QVariantList> rows;
    for (int i = 0; i < 800; ++i)
        rows.append({ulidText(kJun2025 + i * 1000LL, g), states[i % 4],
                     i % 5 < 2 ? ulidText(kJun2025 + i * 7000LL, g) : states[i % 4]});
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO jobs VALUES (?,?,?)"), rows));
    for (bool full : {false, true}) {
        PROFILE(p, db, QStringLiteral("jobs"), mode(full));
        const ColumnProfile* state = column(p, QStringLiteral("state"));
        QCOMPARE(state->role, ColumnRole::Other);
        QVERIFY(!state->dominant);
        QVERIFY(state->anomalies.isEmpty());
        const ColumnProfile* ref = column(p, QStringLiteral("ref"));
        QCOMPARE(ref->role, ColumnRole::Id);
        QCOMPARE(ref->dominant, std::optional<Format>(Format::Ulid));
    }
    QVERIFY(db.untouched());
}

// 128 random bits — an MD5 in hex, a random token as 16 BLOB bytes or spelled 8-4-4-4-12 — read
// one by one as non-RFC UUIDs (and now and then as a v6 or v7 at a year like 1668 or 5101);
// across the column their version and variant bits spread as random bits do and their leading
// bits are no clock: no ID format. A real UUIDv4 column beside them stays one.
void TstProfiler::randomBitsAreNoUuids()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral("CREATE TABLE t(id INTEGER PRIMARY KEY, digest TEXT, "
                                       "token BLOB, dashed TEXT, ref TEXT)")));
    QRandomGenerator g(97);
    QList<QVariantList> rows;
    for (int i = 0; i < 1500; ++i) {
        QByteArray b(16, Qt::Uninitialized), t(16, Qt::Uninitialized);
        for (int k = 0; k < 16; ++k) {
            b[k] = char(g.bounded(256));
            t[k] = char(g.bounded(256));
        }
        const QString hex = QString::fromLatin1(b.toHex());
        const QString dashed = hex.left(8) + u'-' + hex.mid(8, 4) + u'-' + hex.mid(12, 4) + u'-' +
                               hex.mid(16, 4) + u'-' + hex.mid(20);
        rows.append({i + 1, hex, t, dashed, uuidText(uuidBytes(4, kJun2025 + i, g))});
    }
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO t VALUES (?,?,?,?,?)"), rows));
    for (bool full : {false, true}) {
        PROFILE(p, db, QStringLiteral("t"), mode(full));
        for (const QString& name :
             {QStringLiteral("digest"), QStringLiteral("token"), QStringLiteral("dashed")}) {
            const ColumnProfile* c = column(p, name);
            QVERIFY(c);
            QVERIFY2(c->role == ColumnRole::Other && !c->dominant,
                     qPrintable(name + QStringLiteral(": ") + c->choiceReason));
            QVERIFY2(c->choiceReason.contains(QLatin1String("not UUIDs")),
                     qPrintable(c->choiceReason));
            QVERIFY(!c->minTime && !c->maxTime);
            QVERIFY(c->anomalies.isEmpty());
        }
        const ColumnProfile* ref = column(p, QStringLiteral("ref"));
        QCOMPARE(ref->dominant, std::optional<Format>(Format::UuidV4));
    }
    QVERIFY(db.untouched());
}

// UUIDv7 forced on a BLOB column whose old rows are UUIDv4: the v7 rows count as UUIDv7, the v4
// rows as the UUIDv4 they are (not "no ID"), and no v4 counts as a v7 through the .NET byte
// order that spells one now and then. Counts from SQL over the version digit.
void TstProfiler::forcedVersionOnMixedUuids()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral("CREATE TABLE t(id BLOB PRIMARY KEY)")));
    QRandomGenerator g(5);
    QList<QVariantList> rows;
    for (int i = 0; i < 1600; ++i)
        rows.append({uuidBytes(i < 1000 ? 4 : 7, kJun2025 + i * 1000LL, g)});
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO t VALUES (?)"), rows));
    const qint64 v4 =
        db.w().scalar(QStringLiteral("SELECT count(*) FROM t WHERE substr(hex(id), 13, 1) = '4'"));
    const qint64 v7 =
        db.w().scalar(QStringLiteral("SELECT count(*) FROM t WHERE substr(hex(id), 13, 1) = '7'"));
    // The trap is there: v4 values whose .NET byte order spells a version 7.
    const qint64 netV7 = db.w().scalar(QStringLiteral(
        "SELECT count(*) FROM t WHERE substr(hex(id), 13, 1) = '4' AND substr(hex(id), 15, 1) = '7' "
        "AND substr(hex(id), 17, 1) IN ('8', '9', 'A', 'B')"));
    QVERIFY(netV7 > 0);
    for (bool full : {false, true}) {
        ProfileOptions o = mode(full);
        o.forcedFormats.append({QStringLiteral("id"), Format::UuidV7});
        PROFILE(p, db, QStringLiteral("t"), o);
        const ColumnProfile* id = column(p, QStringLiteral("id"));
        QCOMPARE(id->dominant, std::optional<Format>(Format::UuidV7));
        QCOMPARE(id->choiceReason, QStringLiteral("chosen by you"));
        QCOMPARE(anomalyCount(*id, AnomalyKind::NotAnId), 0);
        // Every value read counts as the version it is (a sample: every sampled value).
        QCOMPARE(formatCount(*id, Format::UuidV7) + formatCount(*id, Format::UuidV4), id->rowsSeen);
        if (full) {
            QCOMPARE(formatCount(*id, Format::UuidV7), v7);
            QCOMPARE(formatCount(*id, Format::UuidV4), v4);
        }
    }
}

// The choice reason and the anomaly details are prose: a format appears there by the title the
// registry gives it ("UUIDv4", "Unix seconds"), never by the name JSON keys use ("uuidv4",
// "unix-s"). Checked for every profiled column of a table that has a ULID key, a v4→v7 BLOB
// column, a Unix-seconds column and an INTEGER that reads as nothing plausible.
void TstProfiler::proseNamesFormatsByTitle()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral(
        "CREATE TABLE t(id TEXT PRIMARY KEY, ref BLOB, created_at INTEGER, n INTEGER)")));
    QRandomGenerator g(31);
    QList<QVariantList> rows;
    for (int i = 0; i < 600; ++i) {
        const qint64 ms = kJun2025 + i * 1000LL;
        rows.append({ulidText(ms, g), uuidBytes(i < 400 ? 4 : 7, ms, g), ms / 1000, i % 7});
    }
    QVERIFY(db.w().insertRows(QStringLiteral("INSERT INTO t VALUES (?,?,?,?)"), rows));
    PROFILE(p, db, QStringLiteral("t"), mode(true));
    int named = 0;
    for (const ColumnProfile& c : p.columns) {
        QStringList prose{c.choiceReason};
        for (const Anomaly& a : c.anomalies)
            prose << a.detail;
        for (const QString& text : std::as_const(prose)) {
            for (Format f : allFormats()) {
                const QString name = formatName(f);
                const QString title = QString::fromUtf8(formatInfo(f).title);
                if (name == title)
                    continue;
                // Whole words only: "ulid" inside a longer word is no format name.
                const QRegularExpression word(QStringLiteral("(^|[^\\w-])%1($|[^\\w-])")
                                                  .arg(QRegularExpression::escape(name)));
                QVERIFY2(
                    !word.match(text).hasMatch(),
                    qPrintable(QStringLiteral("%1: \"%2\" names %3").arg(c.column, text, name)));
                named += text.contains(title) ? 1 : 0;
            }
        }
    }
    QVERIFY(named >= 3); // ULID, UUIDv4/UUIDv7, Unix seconds or a runner-up appear by title
    const ColumnProfile* ref = column(p, QStringLiteral("ref"));
    QVERIFY(ref && findAnomaly(*ref, AnomalyKind::MixedVersions));
    QVERIFY(
        findAnomaly(*ref, AnomalyKind::MixedVersions)->detail.contains(QLatin1String("UUIDv4")));
}

// A time column written in SQLite's datetime() form has that convention; the few rows in
// another spelling are the non-canonical ones (one form per column, or byte-wise
// comparisons silently break).
void TstProfiler::mixedTimeSpellings()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral(
        "CREATE TABLE t(v TEXT);"
        "WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 599) "
        "INSERT INTO t SELECT CASE WHEN i % 100 = 7 THEN strftime('%Y-%m-%dT%H:%M:%SZ', "
        "1709251200 + i * 60, 'unixepoch') ELSE datetime(1709251200 + i * 60, 'unixepoch') END "
        "FROM c")));
    const qint64 other = db.w().scalar(QStringLiteral("SELECT count(*) FROM t WHERE v LIKE '%T%'"));
    const QSet<qint64> otherRows =
        rowidSet(db.w(), QStringLiteral("SELECT rowid FROM t WHERE v LIKE '%T%'"));
    QCOMPARE(other, 6);
    for (bool full : {false, true}) {
        PROFILE(p, db, QStringLiteral("t"), mode(full));
        const ColumnProfile* v = column(p, QStringLiteral("v"));
        QCOMPARE(v->dominant, std::optional<Format>(Format::Rfc3339));
        QCOMPARE(v->role, ColumnRole::Time);
        QCOMPARE(anomalyCount(*v, AnomalyKind::NonCanonical), other);
        for (qint64 r : anomalyExamples(*v, AnomalyKind::NonCanonical))
            QVERIFY(otherRows.contains(r));
    }
}

// The two-thread scan counts exactly what the single-thread scan counts.
void TstProfiler::pipelineMatchesSingleThread()
{
    TestDb db;
    QVERIFY(db.w().exec(QStringLiteral(
        "CREATE TABLE t(id TEXT PRIMARY KEY, account BLOB, created_at INTEGER, note TEXT)")));
    QRandomGenerator g(31);
    const qint64 n = 60000;
    QVERIFY(db.bulk(
        QStringLiteral("INSERT INTO t VALUES (?,?,?,?)"), n, [&](sqlite3_stmt* st, qint64 i) {
            const qint64 ms = kMar2024 + i * 7;
            const QByteArray id = (i % 997 == 3 ? QByteArray("junk ") + QByteArray::number(i)
                                                : ulidText(ms, g, i % 701 == 5).toLatin1());
            sqlite3_bind_text(st, 1, id.constData(), int(id.size()), SQLITE_TRANSIENT);
            const QByteArray acc = uuidBytes(i % 5 == 0 ? 4 : 7, ms, g);
            if (i % 1000 == 1) {
                const QByteArray t = uuidText(acc).toLatin1();
                sqlite3_bind_text(st, 2, t.constData(), int(t.size()), SQLITE_TRANSIENT);
            } else
                sqlite3_bind_blob(st, 2, acc.constData(), 16, SQLITE_TRANSIENT);
            sqlite3_bind_int64(st, 3, ms / 1000 + (i % 5000 == 9 ? 9000 : 0));
            if (i % 3 == 0)
                sqlite3_bind_null(st, 4);
            else
                sqlite3_bind_text(st, 4, "x", 1, SQLITE_STATIC);
        }));
    ProfileOptions one = mode(true);
    one.pipeline = false;
    PROFILE(a, db, QStringLiteral("t"), one);
    PROFILE(b, db, QStringLiteral("t"), mode(true));
    QCOMPARE(a.rows, n);
    QCOMPARE(b.rows, n);
    QCOMPARE(a.columns.size(), b.columns.size());
    for (qsizetype i = 0; i < a.columns.size(); ++i) {
        const ColumnProfile& x = a.columns[i];
        const ColumnProfile& y = b.columns[i];
        QCOMPARE(x.column, y.column);
        QCOMPARE(x.storage, y.storage);
        QCOMPARE(x.dominant, y.dominant);
        QCOMPARE(x.formats.size(), y.formats.size());
        for (qsizetype k = 0; k < x.formats.size(); ++k) {
            QCOMPARE(x.formats[k].format, y.formats[k].format);
            QCOMPARE(x.formats[k].count, y.formats[k].count);
        }
        QCOMPARE(x.anomalies.size(), y.anomalies.size());
        for (qsizetype k = 0; k < x.anomalies.size(); ++k) {
            QCOMPARE(x.anomalies[k].kind, y.anomalies[k].kind);
            QCOMPARE(x.anomalies[k].count, y.anomalies[k].count);
            QCOMPARE(x.anomalies[k].exampleRowids, y.anomalies[k].exampleRowids);
        }
        QCOMPARE(x.minTime, y.minTime);
        QCOMPARE(x.maxTime, y.maxTime);
        QCOMPARE(x.densestTickCount, y.densestTickCount);
        QCOMPARE(x.avgStoredBytes, y.avgStoredBytes);
    }
    // And the counts are the ones the loop made.
    const ColumnProfile* id = column(a, QStringLiteral("id"));
    QCOMPARE(anomalyCount(*id, AnomalyKind::NotAnId),
             db.w().scalar(QStringLiteral("SELECT count(*) FROM t WHERE id LIKE 'junk %'")));
    QCOMPARE(anomalyCount(*id, AnomalyKind::ClockSkew), 12);
    QCOMPARE(
        anomalyCount(*column(a, QStringLiteral("account")), AnomalyKind::StorageMismatch),
        db.w().scalar(QStringLiteral("SELECT count(*) FROM t WHERE typeof(account) = 'text'")));
}

// The densest tick without keeping the values: exact for clustered ticks, and a tick whose
// values are scattered through a million others is still found by the sketch.
void TstProfiler::densestTickBoundedMemory()
{
    {
        TickCounter t;
        for (qint64 i = 0; i < 100000; ++i) {
            t.add(i / 3);
            if (i == 50000)
                for (int k = 0; k < 8; ++k)
                    t.add(i / 3); // 11 in one tick, clustered
        }
        const TickCounter::Result r = t.finish();
        QCOMPARE(r.tick, 50000 / 3);
        QCOMPARE(r.count, 11);
    }
    {
        TickCounter t;
        int hot = 0;
        for (qint64 i = 0; i < 1000000; ++i) {
            t.add(1000 + i); // every other tick once
            if (i % 20000 == 0) {
                t.add(42); // one tick, far apart in scan order
                ++hot;
            }
        }
        const TickCounter::Result r = t.finish();
        QCOMPARE(r.tick, 42);
        QVERIFY2(r.count >= hot - 2 && r.count <= hot, qPrintable(QString::number(r.count)));
    }
}

QTEST_GUILESS_MAIN(TstProfiler)
// A full scan reuses one Snowflake value's readings for the next values sharing its high bits
// (a counter, IDs minted in the same millisecond). Values of another shape in between — text,
// negative numbers, instants years apart, a REAL — must be read afresh, and the counts stay
// what plain SQL counts, with and without the second thread.
void TstProfiler::fullScanFastPathRechecks()
{
    TestDb db;
    QVERIFY(db.w().exec(
        QStringLiteral("CREATE TABLE t(sf, created_at INTEGER NOT NULL, n INTEGER, note TEXT)")));
    const qint64 rows = 50000; // over the pipeline's threshold
    QVERIFY(db.bulk(QStringLiteral("INSERT INTO t VALUES (?,?,?,?)"), rows,
                    [&](sqlite3_stmt* st, qint64 i) {
                        const qint64 ms = kJun2019 + i / 8; // eight IDs per millisecond
                        qint64 sfMs = ms;
                        // Runs of four rows in the future or before the format came into
                        // use, each run in one tick: their readings are reused too.
                        if (i % 1013 >= 9 && i % 1013 < 13)
                            sfMs = kNow + 365 * 86400000LL;
                        else if (i % 1019 >= 20 && i % 1019 < 24)
                            sfMs = kTwitterEpoch + 1000;
                        else if (i % 1031 == 13)
                            sfMs = ms + 3600000; // an hour off its row's time
                        const qint64 sf = snowflake(kTwitterEpoch, sfMs, int(i % 3), int(i % 8));
                        if (i % 997 == 5)
                            sqlite3_bind_text(st, 1, "junk", 4, SQLITE_STATIC);
                        else if (i % 1009 == 7)
                            sqlite3_bind_int64(st, 1, -sf);
                        else if (i % 1021 == 17)
                            sqlite3_bind_double(st, 1, double(sf));
                        else
                            sqlite3_bind_int64(st, 1, sf);
                        sqlite3_bind_int64(st, 2, ms / 1000);
                        if (i % 887 == 3)
                            sqlite3_bind_text(st, 3, "n/a", 3, SQLITE_STATIC);
                        else if (i % 883 == 1)
                            sqlite3_bind_int64(st, 3, -i);
                        else
                            sqlite3_bind_int64(st, 3, i);
                        sqlite3_bind_text(st, 4, "x", 1, SQLITE_STATIC);
                    }));
    auto count = [&](const char* where) {
        return db.w().scalar(QStringLiteral("SELECT count(*) FROM t WHERE ") +
                             QString::fromLatin1(where));
    };
    // Twitter readings of the non-negative INTEGERs: ms since its epoch in bits 22 and up.
    const QString ok = QStringLiteral("typeof(sf) = 'integer' AND sf >= 0");
    const qint64 valid = count(qPrintable(ok));
    const qint64 future = count(qPrintable(
        ok + QStringLiteral(" AND (sf >> 22) + %1 > %2").arg(kTwitterEpoch).arg(kNow + 60000)));
    const qint64 early = count(qPrintable(ok + QStringLiteral(" AND (sf >> 22) < 86400000")));
    const qint64 skewed = count(
        qPrintable(ok + QStringLiteral(" AND abs((sf >> 22) + %1 - created_at * 1000) > 61000")
                            .arg(kTwitterEpoch)));
    const qint64 minMs = db.w().scalar(
        QStringLiteral("SELECT min(sf >> 22) + %1 FROM t WHERE ").arg(kTwitterEpoch) + ok);
    const qint64 maxMs = db.w().scalar(
        QStringLiteral("SELECT max(sf >> 22) + %1 FROM t WHERE ").arg(kTwitterEpoch) + ok);
    QVERIFY(future > 0 && early > 0 && skewed > future + early);

    for (const bool pipeline : {false, true}) {
        ProfileOptions o = mode(true);
        o.pipeline = pipeline;
        PROFILE(p, db, QStringLiteral("t"), o);
        QCOMPARE(p.rows, rows);
        const ColumnProfile* sf = column(p, QStringLiteral("sf"));
        QVERIFY(sf->dominant);
        QCOMPARE(formatName(*sf->dominant), formatName(Format::SnowflakeTwitter));
        QCOMPARE(formatCount(*sf, Format::SnowflakeTwitter), valid);
        QCOMPARE(anomalyCount(*sf, AnomalyKind::NotAnId), rows - valid);
        QCOMPARE(anomalyCount(*sf, AnomalyKind::Future), future);
        QCOMPARE(anomalyCount(*sf, AnomalyKind::BeforeEpoch), early);
        QCOMPARE(anomalyCount(*sf, AnomalyKind::ClockSkew), skewed);
        QCOMPARE(sf->minTime, std::optional<Instant>(Instant::fromUnixMs(minMs)));
        QCOMPARE(sf->maxTime, std::optional<Instant>(Instant::fromUnixMs(maxMs)));
        QCOMPARE(sf->storage[std::size_t(db::StorageClass::Real)], count("typeof(sf) = 'real'"));

        const ColumnProfile* n = column(p, QStringLiteral("n"));
        QVERIFY(!n->dominant);
        QCOMPARE(n->role, ColumnRole::Other);
        QCOMPARE(n->storage[std::size_t(db::StorageClass::Integer)],
                 count("typeof(n) = 'integer'"));
        QCOMPARE(n->storage[std::size_t(db::StorageClass::Text)], count("typeof(n) = 'text'"));
    }
}

#include "tst_profiler.moc"
