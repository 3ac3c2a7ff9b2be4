// 128-bit IDs stored as 16 bytes, judged across the column: binary ULIDs, SCRU128s and UPIDs
// in a BLOB (SQLite) or uuid (PostgreSQL) column are read as what they are, with their
// instants, while real UUIDv4/v7 columns, a v4→v7 migration and random bytes stay what they
// were. The IDs are built here bit by bit from the published layouts (ULID: 48-bit ms and 80
// random bits, monotonic within a millisecond; SCRU128 as its npm generator mints them; UPID's
// prefix bits from carderne/upid's own vector); expected instants come from the generating
// loop and from plain SQL on the stored bytes. Every profile proves the database unchanged.
#include "analysis/profiler.h"
#include "db/connection.h"
#include "db/pgsource.h"
#include "db/schema.h"
#include "monotoniculids.h"
#include "pgfixture.h"
#include "sqlitefixture.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace idscope;
using namespace idscope::analysis;

using testids::monotonicUlids;
using testids::putMs;

namespace {

constexpr qint64 kNow = 1795910400000;     // 2026-11-29T00:00:00Z
constexpr qint64 kMar2024 = 1709251200000; // 2024-03-01T00:00:00Z

// SCRU128 as npm scru128's generateCore(ts) mints it: counter_lo random on a new millisecond
// and incremented otherwise, counter_hi drawn anew once a second has passed since its last
// draw, 32 bits of entropy per ID.
QList<QByteArray> scru128s(int n, qint64 fromMs, int step, quint64 seed, QList<qint64>* ms)
{
    QRandomGenerator g(seed);
    QList<QByteArray> out;
    qint64 t = fromMs;
    qint64 tsCounterHi = 0;
    quint32 hi = 0;
    quint32 lo = 0;
    for (int i = 0; i < n; ++i) {
        const qint64 before = t;
        t += g.bounded(step + 1);
        if (i == 0 || t > before)
            lo = g.generate() & 0xffffff;
        else
            lo = (lo + 1) & 0xffffff;
        if (t - tsCounterHi >= 1000) {
            tsCounterHi = t;
            hi = g.generate() & 0xffffff;
        }
        const quint32 entropy = g.generate();
        QByteArray b(16, '\0');
        putMs(b, t);
        for (int k = 0; k < 3; ++k) {
            b[6 + k] = char((hi >> (16 - 8 * k)) & 0xff);
            b[9 + k] = char((lo >> (16 - 8 * k)) & 0xff);
        }
        for (int k = 0; k < 4; ++k)
            b[12 + k] = char((entropy >> (24 - 8 * k)) & 0xff);
        out << b;
        ms->append(t);
    }
    return out;
}

// UPIDs with prefix "user": 40-bit Unix ms >> 8, 64 random bits, then the prefix and version
// bits, taken from carderne/upid's vector user_2aag6ojof7vjdmw2j6gzga
// (018cc251f45976f4cb807919fcd61576: its last three bytes).
QList<QByteArray> upids(int n, qint64 fromMs, quint64 seed, QList<qint64>* tickMs)
{
    QRandomGenerator g(seed);
    const QByteArray tail = QByteArray::fromHex("d61576");
    QList<QByteArray> out;
    qint64 t = fromMs;
    for (int i = 0; i < n; ++i) {
        t += g.bounded(400);
        const quint64 tick = quint64(t) >> 8;
        QByteArray b(16, '\0');
        for (int k = 0; k < 5; ++k)
            b[k] = char((tick >> (32 - 8 * k)) & 0xff);
        for (int k = 5; k < 13; ++k)
            b[k] = char(g.bounded(256));
        b.replace(13, 3, tail);
        out << b;
        tickMs->append(qint64(tick << 8));
    }
    return out;
}

QByteArray uuid(int version, qint64 ms, QRandomGenerator& g)
{
    QByteArray b(16, '\0');
    for (char& c : b)
        c = char(g.bounded(256));
    if (version == 7)
        putMs(b, ms);
    b[6] = char((quint8(b[6]) & 0x0f) | (version << 4));
    b[8] = char((quint8(b[8]) & 0x3f) | 0x80);
    return b;
}

QList<QByteArray> randomBlobs(int n, quint64 seed)
{
    QRandomGenerator g(seed);
    QList<QByteArray> out;
    for (int i = 0; i < n; ++i) {
        QByteArray b(16, '\0');
        for (char& c : b)
            c = char(g.bounded(256));
        out << b;
    }
    return out;
}

const ColumnProfile* column(const TableProfile& t, const QString& name)
{
    for (const ColumnProfile& c : t.columns) {
        if (c.column == name)
            return &c;
    }
    return nullptr;
}

// Unix ms of the leading six bytes as SQLite's hex() spells them, decoded here.
qint64 msOfHex(const QString& hex)
{
    bool ok = false;
    const qint64 v = hex.toLongLong(&ok, 16);
    return ok ? v : -1;
}

// A SQLite file with table t(id BLOB PRIMARY KEY) holding `values` in that order.
class BlobDb {
public:
    explicit BlobDb(const QList<QByteArray>& values)
        : path_(dir_.filePath(QStringLiteral("t.sqlite")))
    {
        testdb::Writer w(path_);
        ok_ = w.exec(QStringLiteral("CREATE TABLE t(n INTEGER PRIMARY KEY, id BLOB NOT NULL)"));
        QList<QVariantList> rows;
        for (const QByteArray& b : values)
            rows << QVariantList{b};
        ok_ = ok_ && w.insertRows(QStringLiteral("INSERT INTO t(id) VALUES (?)"), rows);
        if (ok_) {
            minMs_ = msOfHex(w.rows(QStringLiteral("SELECT hex(substr(id, 1, 6)) FROM t ORDER "
                                                   "BY substr(id, 1, 6) LIMIT 1"))
                                 .value(0)
                                 .value(0)
                                 .toString());
            maxMs_ = msOfHex(w.rows(QStringLiteral("SELECT hex(substr(id, 1, 6)) FROM t ORDER "
                                                   "BY substr(id, 1, 6) DESC LIMIT 1"))
                                 .value(0)
                                 .value(0)
                                 .toString());
            blobs_ = w.scalar(QStringLiteral("SELECT count(*) FROM t WHERE length(id) = 16"));
        }
    }
    bool ok() const { return ok_; }
    qint64 minMs() const { return minMs_; } // from SQL on the stored bytes
    qint64 maxMs() const { return maxMs_; }
    qint64 blobs() const { return blobs_; }

    // The profile of t; `unchanged` false when the file or its folder changed.
    TableProfile profile(bool full, bool* unchanged)
    {
        const testdb::Snapshot snap(path_);
        TableProfile p;
        {
            db::OpenError e = db::OpenError::None;
            QString message;
            auto c = db::Connection::open(path_, &e, &message);
            if (!c)
                return p;
            const db::Schema s = db::readSchema(*c);
            ProfileOptions o;
            o.full = full;
            o.nowMs = kNow;
            p = profileTable(*c, s, QStringLiteral("t"), o);
        }
        *unchanged = testdb::fileHash(path_) == snap.hash &&
                     testdb::folderListing(dir_.path()) == snap.listing;
        return p;
    }

private:
    QTemporaryDir dir_;
    QString path_;
    bool ok_ = false;
    qint64 minMs_ = -1, maxMs_ = -1, blobs_ = -1;
};

} // namespace

class TstBinaryIds : public QObject {
    Q_OBJECT
private slots:
    void binaryUlidColumn_data();
    void binaryUlidColumn();
    void binaryScru128AndUpid_data();
    void binaryScru128AndUpid();
    void uuidColumnsStayUuids_data();
    void uuidColumnsStayUuids();
    void postgresUuidColumnOfUlids();
};

void TstBinaryIds::binaryUlidColumn_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("full");
    // 600 rows: the sample reads every row; 5,000: a sample of 1,000, then a full scan.
    QTest::newRow("small, sample is whole") << 600 << false;
    QTest::newRow("large, sample") << 5000 << false;
    QTest::newRow("large, full") << 5000 << true;
    QTest::newRow("tiny") << 12 << false;
}

void TstBinaryIds::binaryUlidColumn()
{
    QFETCH(int, rows);
    QFETCH(bool, full);
    QList<qint64> ms;
    BlobDb db(monotonicUlids(rows, kMar2024, 3, 7, &ms));
    QVERIFY(db.ok());
    QCOMPARE(db.minMs(), ms.first());
    QCOMPARE(db.maxMs(), ms.last());
    bool unchanged = false;
    const TableProfile p = db.profile(full, &unchanged);
    QVERIFY(unchanged);
    QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
    const ColumnProfile* id = column(p, QStringLiteral("id"));
    QVERIFY(id);
    QVERIFY(id->dominant);
    QCOMPARE(formatName(*id->dominant), QStringLiteral("ulid"));
    QCOMPARE(id->role, ColumnRole::Id);
    QCOMPARE(id->formats.size(), 1);
    QCOMPARE(id->formats.first().count, id->nonNull());
    QVERIFY(!findAnomaly(*id, AnomalyKind::MixedVersions));
    QVERIFY(!findAnomaly(*id, AnomalyKind::NotAnId));
    const Anomaly* trap = findAnomaly(*id, AnomalyKind::UlidInUuid);
    QVERIFY(trap);
    QCOMPARE(trap->count, id->nonNull());
    QVERIFY2(trap->detail.contains(QStringLiteral("Timeflake")), qPrintable(trap->detail));
    QVERIFY(anomalyDescription(AnomalyKind::UlidInUuid).contains(QStringLiteral("UUIDv7")));
    QCOMPARE(anomalyName(AnomalyKind::UlidInUuid), QStringLiteral("ulid-in-uuid"));
    QVERIFY(id->minTime && id->maxTime);
    QCOMPARE(id->precision, Precision::Millisecond);
    if (!p.design.isSample()) {
        QCOMPARE(id->rowsSeen, qint64(rows));
        QCOMPARE(id->minTime->unixMsFloor(), db.minMs());
        QCOMPARE(id->maxTime->unixMsFloor(), db.maxMs());
        QCOMPARE(trap->count, db.blobs());
    } else {
        QVERIFY(id->minTime->unixMsFloor() >= db.minMs());
        QVERIFY(id->maxTime->unixMsFloor() <= db.maxMs());
    }
}

void TstBinaryIds::binaryScru128AndUpid_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("full");
    QTest::newRow("scru128") << QStringLiteral("scru128") << false;
    QTest::newRow("scru128 full") << QStringLiteral("scru128") << true;
    QTest::newRow("upid") << QStringLiteral("upid") << false;
}

void TstBinaryIds::binaryScru128AndUpid()
{
    QFETCH(QString, kind);
    QFETCH(bool, full);
    QList<qint64> ms;
    const QList<QByteArray> values = kind == QLatin1String("upid")
                                         ? upids(700, kMar2024, 11, &ms)
                                         : scru128s(700, kMar2024, 40, 11, &ms);
    BlobDb db(values);
    QVERIFY(db.ok());
    bool unchanged = false;
    const TableProfile p = db.profile(full, &unchanged);
    QVERIFY(unchanged);
    QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
    const ColumnProfile* id = column(p, QStringLiteral("id"));
    QVERIFY(id && id->dominant);
    QCOMPARE(formatName(*id->dominant), kind);
    QCOMPARE(id->formats.size(), 1);
    QVERIFY(findAnomaly(*id, AnomalyKind::UlidInUuid));
    QVERIFY(id->minTime && id->maxTime);
    QCOMPARE(id->minTime->unixMsFloor(), ms.first());
    QCOMPARE(id->maxTime->unixMsFloor(), ms.last());
    QCOMPARE(id->precision,
             kind == QLatin1String("upid") ? Precision::Ms256 : Precision::Millisecond);
}

void TstBinaryIds::uuidColumnsStayUuids_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected"); // the dominant format's name, "" for none
    QTest::newRow("v4") << QStringLiteral("v4") << QStringLiteral("uuidv4");
    QTest::newRow("v7") << QStringLiteral("v7") << QStringLiteral("uuidv7");
    QTest::newRow("v7 many per ms") << QStringLiteral("v7 dense") << QStringLiteral("uuidv7");
    QTest::newRow("v4 then v7") << QStringLiteral("v4v7") << QStringLiteral("uuidv4");
    // Random bytes have no UUID structure (version and variant bits spread as random bits do)
    // and no clock: no ID format at all, not a column of non-RFC UUIDs.
    QTest::newRow("random bytes") << QStringLiteral("random") << QString();
}

void TstBinaryIds::uuidColumnsStayUuids()
{
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    QRandomGenerator g(99);
    QList<QByteArray> values;
    qint64 t = kMar2024;
    if (kind == QLatin1String("random")) {
        values = randomBlobs(800, 5);
    } else {
        for (int i = 0; i < 800; ++i) {
            t += kind == QLatin1String("v7 dense") ? g.bounded(2) : g.bounded(5000);
            const int version = kind == QLatin1String("v4")     ? 4
                                : kind == QLatin1String("v4v7") ? (i < 450 ? 4 : 7)
                                                                : 7;
            values << uuid(version, t, g);
        }
    }
    BlobDb db(values);
    QVERIFY(db.ok());
    for (bool full : {false, true}) {
        bool unchanged = false;
        const TableProfile p = db.profile(full, &unchanged);
        QVERIFY(unchanged);
        const ColumnProfile* id = column(p, QStringLiteral("id"));
        QVERIFY(id);
        QVERIFY(!findAnomaly(*id, AnomalyKind::UlidInUuid));
        if (expected.isEmpty()) {
            QVERIFY(!id->dominant);
            QCOMPARE(id->role, ColumnRole::Other);
            continue;
        }
        QVERIFY(id->dominant);
        QCOMPARE(formatName(*id->dominant), expected);
        if (kind == QLatin1String("v4v7"))
            QVERIFY(findAnomaly(*id, AnomalyKind::MixedVersions));
    }
}

void TstBinaryIds::postgresUuidColumnOfUlids()
{
    QList<qint64> ms;
    const QList<QByteArray> values = monotonicUlids(1500, kMar2024, 4, 21, &ms);
    testpg::Fixture fx;
    START_PG_FIXTURE(fx, [&](testpg::Session& setup) {
        QByteArray copy;
        for (const QByteArray& b : values)
            copy += testpg::uuidText(b).toLatin1() + '\n';
        return setup.exec(QStringLiteral("CREATE TABLE ulid_in_uuid(id uuid PRIMARY KEY); "
                                         "GRANT SELECT ON ulid_in_uuid TO %1")
                              .arg(QLatin1String(testpg::kReader))) &&
               setup.copyIn(QStringLiteral("COPY ulid_in_uuid(id) FROM STDIN"), copy) &&
               setup.exec(QStringLiteral("ANALYZE ulid_in_uuid"));
    });
    // The instants from the server's own reading of the first 48 bits.
    const qint64 minMs = fx.super().scalar(QStringLiteral(
        "SELECT min(('x' || substr(replace(id::text, '-', ''), 1, 12))::bit(48)::int8) "
        "FROM ulid_in_uuid"));
    const qint64 maxMs = fx.super().scalar(QStringLiteral(
        "SELECT max(('x' || substr(replace(id::text, '-', ''), 1, 12))::bit(48)::int8) "
        "FROM ulid_in_uuid"));
    QCOMPARE(minMs, ms.first());
    QCOMPARE(maxMs, ms.last());
    fx.mark();
    {
        QString error;
        std::unique_ptr<db::PgSource> src = db::PgSource::open(fx.cluster().readerUri(), &error);
        QVERIFY2(src, qPrintable(error));
        const db::Schema s = src->readSchema();
        ProfileOptions o;
        o.full = true;
        o.nowMs = kNow;
        const TableProfile p = profileTable(*src, s, QStringLiteral("ulid_in_uuid"), o);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        const ColumnProfile* id = column(p, QStringLiteral("id"));
        QVERIFY(id && id->dominant);
        QCOMPARE(formatName(*id->dominant), QStringLiteral("ulid"));
        QCOMPARE(id->formats.first().count, qint64(values.size()));
        QVERIFY(findAnomaly(*id, AnomalyKind::UlidInUuid));
        QVERIFY(id->minTime && id->maxTime);
        QCOMPARE(id->minTime->unixMsFloor(), minMs);
        QCOMPARE(id->maxTime->unixMsFloor(), maxMs);
    }
    VERIFY_NOTHING_WRITTEN(fx);
}

QTEST_GUILESS_MAIN(TstBinaryIds)
#include "tst_binaryids.moc"
