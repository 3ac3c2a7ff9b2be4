// What a UUIDv7 column's rand_a holds (RFC 9562 section 6.2), judged across the column: a
// fraction of the millisecond (method 3, as PostgreSQL 18's uuidv7() writes it), a counter
// (method 1), random bits, or too few rows in one millisecond to tell. Each table is built here
// with the generator's arithmetic written out; the expected instants come from plain SQL on the
// stored text and the test's own arithmetic, never from idscope's. A single decoded ID stays at
// its milliseconds. Every profile proves the file unchanged.
#include "analysis/profiler.h"
#include "db/connection.h"
#include "db/pgsource.h"
#include "db/schema.h"
#include "ids/detector.h"
#include "pgfixture.h"
#include "profiledtable.h"
#include "sqlitefixture.h"

#include <QHash>
#include <QLocale>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace idscope;
using namespace idscope::analysis;

namespace {

constexpr qint64 kNow = 1795910400000;     // 2026-11-29T00:00:00Z
constexpr qint64 kMar2024 = 1709251200000; // 2024-03-01T00:00:00Z
constexpr qint64 kNsPerMs = 1000000;

// 16 bytes (RFC order) as 8-4-4-4-12 lower-case hex.
QString uuidText(const QByteArray& b)
{
    const QString h = QString::fromLatin1(b.toHex());
    return h.mid(0, 8) + QLatin1Char('-') + h.mid(8, 4) + QLatin1Char('-') + h.mid(12, 4) +
           QLatin1Char('-') + h.mid(16, 4) + QLatin1Char('-') + h.mid(20);
}

// A UUIDv7: 48-bit unix_ts_ms, version 7, the 12 bits `randA`, variant 0b10, then 62 bits of
// rand_b whose top `counterBits` bits are `counterLow` and the rest random from `g`.
QByteArray v7(qint64 ms, quint32 randA, QRandomGenerator& g, int counterBits = 0,
              quint64 counterLow = 0)
{
    QByteArray b(16, '\0');
    for (int i = 0; i < 6; ++i)
        b[i] = char((quint64(ms) >> (40 - 8 * i)) & 0xff);
    b[6] = char(0x70 | ((randA >> 8) & 0x0f));
    b[7] = char(randA & 0xff);
    quint64 randB = g.generate64() & ((quint64(1) << 62) - 1);
    if (counterBits > 0) {
        const int shift = 62 - counterBits;
        randB = (randB & ((quint64(1) << shift) - 1)) | (counterLow << shift);
    }
    for (int i = 0; i < 8; ++i)
        b[8 + i] = char((randB >> (56 - 8 * i)) & 0xff);
    b[8] = char((quint8(b[8]) & 0x3f) | 0x80);
    return b;
}

// PostgreSQL 18's uuidv7() (src/backend/utils/adt/uuid.c), written out: the clock in ns is
// kept ascending by at least SUBMS_MINIMAL_STEP_NS = 10^6 / 2^10 + 1 = 977 ns (so the
// sequence stays monotonic when the clock does not advance), unix_ts_ms = ns / 10^6 and
// rand_a = (ns % 10^6) * 2^12 / 10^6, the sub-millisecond fraction floored to 1/4096 ms.
struct Pg18 {
    qint64 previousNs = 0;
    QList<qint64> ns; // each ID's ns, as the generator used it
    QByteArray next(qint64 clockNs, QRandomGenerator& g)
    {
        constexpr qint64 kMinimalStepNs = kNsPerMs / 1024 + 1;
        qint64 t = clockNs;
        if (previousNs + kMinimalStepNs >= t)
            t = previousNs + kMinimalStepNs;
        previousNs = t;
        ns << t;
        const qint64 ms = t / kNsPerMs;
        const quint32 randA = quint32((t % kNsPerMs) * 4096 / kNsPerMs);
        return v7(ms, randA, g);
    }
};

using Db = testdb::ProfiledTable<kNow>;

// The instant a UUIDv7's text names with rand_a read as the fraction of its millisecond:
// unix_ts_ms from its first 12 hex digits, rand_a from the three after the version digit,
// ms + rand_a / 4096 ms floored to whole ns.
Instant fractionInstant(const QString& text)
{
    const QString hex = QString(text).remove(QLatin1Char('-'));
    bool ok = false;
    const qint64 ms = hex.left(12).toLongLong(&ok, 16);
    const qint64 randA = hex.mid(13, 3).toLongLong(&ok, 16);
    const qint64 ns = (ms % 1000) * kNsPerMs + randA * kNsPerMs / 4096;
    return {ms / 1000, qint32(ns)};
}

Instant msInstant(const QString& text)
{
    const QString hex = QString(text).remove(QLatin1Char('-'));
    const qint64 ms = hex.left(12).toLongLong(nullptr, 16);
    return {ms / 1000, qint32((ms % 1000) * kNsPerMs)};
}

qint64 nsOf(const Instant& t)
{
    return t.seconds * 1000000000 + t.nanos;
}

// A PostgreSQL 18 column: bursts where the clock does not advance between calls (the minimal
// step carries the sequence on) and pauses of up to a few hundred microseconds.
QStringList pg18Ids(int n, quint32 seed, Pg18& gen)
{
    QRandomGenerator g(seed);
    qint64 clock = kMar2024 * kNsPerMs + 123456789;
    QStringList ids;
    for (int i = 0; i < n; ++i) {
        clock += g.bounded(10) < 6 ? qint64(g.bounded(400)) : 1000 + qint64(g.bounded(400000));
        ids << uuidText(gen.next(clock, g));
    }
    return ids;
}

} // namespace

class TstV7Precision : public QObject {
    Q_OBJECT
private slots:
    void names();
    void precisionStep();
    void pg18Fraction_data();
    void pg18Fraction();
    void counter_data();
    void counter();
    void randomRandA();
    void tooFewPairs();
    void singleIdStaysAtMs();
    void fractionCollisionTick();
    void postgresHeapOrder_data();
    void postgresHeapOrder();
};

void TstV7Precision::names()
{
    QCOMPARE(v7RandAName(V7RandA::Fraction), QStringLiteral("fraction"));
    QCOMPARE(v7RandAName(V7RandA::Counter), QStringLiteral("counter"));
    QCOMPARE(v7RandAName(V7RandA::Random), QStringLiteral("random"));
    QVERIFY(v7RandAName(V7RandA::Unknown).isEmpty());
}

// 1/4096 ms sits between the microsecond and 100 ns, prints seven fraction digits, and
// RFC 3339 text of 2024-03-01T00:00:00 + 4095/4096 ms floors 999.755859375 µs.
void TstV7Precision::precisionStep()
{
    QVERIFY(Precision::Microsecond < Precision::Ms4096);
    QVERIFY(Precision::Ms4096 < Precision::HundredNanoseconds);
    QCOMPARE(precisionName(Precision::Ms4096), QStringLiteral("244ns"));
    QCOMPARE(fractionDigits(Precision::Ms4096), 7);
    const Instant t{kMar2024 / 1000, qint32(4095 * kNsPerMs / 4096)};
    QCOMPARE(t.nanos, 999755);
    QCOMPARE(toRfc3339(t, Precision::Ms4096), QStringLiteral("2024-03-01T00:00:00.0009997Z"));
}

void TstV7Precision::pg18Fraction_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("full");
    QTest::newRow("small, sample reads every row") << 600 << false;
    QTest::newRow("large, full scan") << 3000 << true;
}

// PostgreSQL 18 IDs: fraction, precision 1/4096 ms, and min/max with the fraction in them —
// equal to plain SQL's min(id)/max(id) read by hand, and within 1/4096 ms of the clock the
// generator used.
void TstV7Precision::pg18Fraction()
{
    QFETCH(int, rows);
    QFETCH(bool, full);
    Pg18 gen;
    Db db(pg18Ids(rows, 11, gen));
    QVERIFY(db.ok());
    // Text order of fixed-width lower-case hex is the order of (unix_ts_ms, rand_a).
    const QString minId = db.scalarText(QStringLiteral("SELECT min(id) FROM t"));
    const QString maxId = db.scalarText(QStringLiteral("SELECT max(id) FROM t"));
    bool unchanged = false;
    const ColumnProfile p = db.profile(full, &unchanged);
    QVERIFY(unchanged);
    QCOMPARE(p.dominant, std::optional<Format>(Format::UuidV7));
    QCOMPARE(p.v7RandA, V7RandA::Fraction);
    QCOMPARE(p.precision, Precision::Ms4096);
    QVERIFY(p.minTime && p.maxTime);
    QCOMPARE(*p.minTime, fractionInstant(minId));
    QCOMPARE(*p.maxTime, fractionInstant(maxId));
    // The ns the generator used: the instants are its floor to 1/4096 ms (< 245 ns below).
    const qint64 firstNs = *std::min_element(gen.ns.cbegin(), gen.ns.cend());
    const qint64 lastNs = *std::max_element(gen.ns.cbegin(), gen.ns.cend());
    QVERIFY(firstNs - nsOf(*p.minTime) >= 0 && firstNs - nsOf(*p.minTime) < 245);
    QVERIFY(lastNs - nsOf(*p.maxTime) >= 0 && lastNs - nsOf(*p.maxTime) < 245);
    // Not at a whole millisecond: the fraction is really in the instant.
    QVERIFY(p.minTime->nanos % kNsPerMs != 0 || p.maxTime->nanos % kNsPerMs != 0);
    QVERIFY(p.v7RandANote.contains(QLatin1String("method 3")));
    QVERIFY(p.disclosure.contains(QLatin1String("1/4096")));
}

void TstV7Precision::counter_data()
{
    QTest::addColumn<int>("spill");
    QTest::addColumn<int>("bits");
    // rand_a alone (RFC 9562 method 1 with a 12-bit counter).
    QTest::newRow("12-bit counter in rand_a") << 0 << 12;
    // The npm uuid package's v7: a 32-bit sequence, its top 12 bits in rand_a and the next 20
    // in the top of rand_b.
    QTest::newRow("32-bit counter spilling into rand_b") << 20 << 32;
}

// Method 1: within a millisecond the counter steps by one from a random start; 1-8 IDs per
// millisecond. The column is named "counter" with its width, and its instants stay whole ms.
void TstV7Precision::counter()
{
    QFETCH(int, spill);
    QFETCH(int, bits);
    QRandomGenerator g(23);
    QStringList ids;
    qint64 ms = kMar2024;
    while (ids.size() < 2000) {
        ms += 1 + g.bounded(5);
        // Top bit clear: room to count up without overflowing within the millisecond.
        quint64 seq = g.generate64() & ((quint64(1) << (bits - 1)) - 1);
        const int n = 1 + int(g.bounded(8));
        for (int i = 0; i < n; ++i, ++seq)
            ids << uuidText(
                v7(ms, quint32(seq >> spill), g, spill, seq & ((quint64(1) << spill) - 1)));
    }
    Db db(ids, QStringLiteral("TEXT UNIQUE")); // a key: its ticks are IDs minted together
    QVERIFY(db.ok());
    const QString minId = db.scalarText(QStringLiteral("SELECT min(id) FROM t"));
    const QString maxId = db.scalarText(QStringLiteral("SELECT max(id) FROM t"));
    bool unchanged = false;
    const ColumnProfile p = db.profile(true, &unchanged);
    QVERIFY(unchanged);
    QCOMPARE(p.dominant, std::optional<Format>(Format::UuidV7));
    QCOMPARE(p.v7RandA, V7RandA::Counter);
    QCOMPARE(p.v7CounterBits, bits);
    QCOMPARE(p.precision, Precision::Millisecond);
    QCOMPARE(p.densestTickPrecision, Precision::Millisecond); // not the fraction's tick
    QCOMPARE(p.randomBits, 128 - 48 - 4 - 2);
    QCOMPARE(*p.minTime, msInstant(minId));
    QCOMPARE(*p.maxTime, msInstant(maxId));
    QVERIFY(p.v7RandANote.contains(QLatin1String("method 1")));
    // The note counts what it saw: every pair of consecutive rows in one millisecond, by the
    // test's own count, and the counter's width.
    qint64 pairs = 0;
    for (qsizetype i = 1; i < ids.size(); ++i)
        pairs += ids[i].left(13) == ids[i - 1].left(13) ? 1 : 0;
    const QString n = QLocale().toString(pairs);
    QVERIFY2(p.v7RandANote.startsWith(QStringLiteral("In %1 of %1 pairs").arg(n)),
             qPrintable(p.v7RandANote));
    if (spill > 0)
        QVERIFY(p.v7RandANote.contains(
            QStringLiteral("a %1-bit counter stepped by one: rand_a and the top %2 bits of rand_b")
                .arg(bits)
                .arg(spill)));
}

// Random rand_a, several IDs per millisecond: neither a counter nor a fraction.
void TstV7Precision::randomRandA()
{
    QRandomGenerator g(31);
    QStringList ids;
    qint64 ms = kMar2024;
    while (ids.size() < 2000) {
        ms += 1 + g.bounded(5);
        const int n = 1 + int(g.bounded(6));
        for (int i = 0; i < n; ++i)
            ids << uuidText(v7(ms, quint32(g.bounded(4096)), g));
    }
    Db db(ids);
    QVERIFY(db.ok());
    const QString minId = db.scalarText(QStringLiteral("SELECT min(id) FROM t"));
    bool unchanged = false;
    const ColumnProfile p = db.profile(true, &unchanged);
    QVERIFY(unchanged);
    QCOMPARE(p.v7RandA, V7RandA::Random);
    QCOMPARE(p.precision, Precision::Millisecond);
    QCOMPARE(*p.minTime, msInstant(minId));
}

// Every ID in a millisecond of its own but five: too few pairs to judge, so no claim — even
// though these five are PostgreSQL 18 IDs.
void TstV7Precision::tooFewPairs()
{
    QRandomGenerator g(41);
    QStringList ids;
    for (int i = 0; i < 500; ++i)
        ids << uuidText(v7(kMar2024 + 10 * i, quint32(g.bounded(4096)), g));
    Pg18 gen;
    QRandomGenerator h(43);
    const qint64 base = (kMar2024 + 10 * 600) * kNsPerMs;
    for (int i = 0; i < 6; ++i)
        ids << uuidText(gen.next(base + 1000 * i, h));
    Db db(ids);
    QVERIFY(db.ok());
    bool unchanged = false;
    const ColumnProfile p = db.profile(true, &unchanged);
    QVERIFY(unchanged);
    QCOMPARE(p.dominant, std::optional<Format>(Format::UuidV7));
    QCOMPARE(p.v7RandA, V7RandA::Unknown);
    QCOMPARE(p.precision, Precision::Millisecond);
    QVERIFY(p.v7RandANote.contains(QLatin1String("too few")));
}

// One PostgreSQL 18 ID decoded alone claims its millisecond only: the instant has no fraction
// and the precision is ms, whatever rand_a is.
void TstV7Precision::singleIdStaysAtMs()
{
    Pg18 gen;
    QRandomGenerator g(53);
    const qint64 ns = kMar2024 * kNsPerMs + 777 * kNsPerMs + 999000; // rand_a 4091
    const QString id = uuidText(gen.next(ns, g));
    QCOMPARE(id.mid(15, 3), QStringLiteral("ffb"));
    DecodeOptions o;
    o.nowMs = kNow;
    const DecodeResult r = decodeText(id, Detector(o));
    QVERIFY(r.chosen());
    QCOMPARE(r.chosen()->format, Format::UuidV7);
    QCOMPARE(r.chosen()->precision, Precision::Millisecond);
    QVERIFY(r.chosen()->instant);
    QCOMPARE(*r.chosen()->instant, (Instant{kMar2024 / 1000, qint32(777 * kNsPerMs)}));
}

// A fraction column's collision estimate counts 1/4096 ms ticks and rand_b's random bits alone:
// 128 - 48 (unix_ts_ms) - 4 (ver) - 12 (rand_a, now time) - 2 (var) = 62. One PostgreSQL 18
// backend never puts two IDs in one such tick (its 977 ns minimal step spans four of them), so
// the densest tick is where two other backends called uuidv7() within the same 1/4096 ms as
// row 1001: three IDs of one unix_ts_ms and rand_a. Counted per millisecond, dozens of this
// column's IDs would share a tick of 74 random bits.
void TstV7Precision::fractionCollisionTick()
{
    Pg18 gen;
    QStringList ids = pg18Ids(2000, 61, gen);
    const QString shared = ids[1000];
    const QString hex = QString(shared).remove(QLatin1Char('-'));
    const qint64 ms = hex.left(12).toLongLong(nullptr, 16);
    const quint32 randA = hex.mid(13, 3).toUInt(nullptr, 16);
    QRandomGenerator g(67);
    ids.insert(1001, uuidText(v7(ms, randA, g)));
    ids.insert(1002, uuidText(v7(ms, randA, g)));
    // The busiest second and millisecond, counted here from the text.
    QHash<qint64, qint64> perSecond, perMs;
    for (const QString& id : ids) {
        const qint64 idMs = QString(id.left(8) + id.mid(9, 4)).toLongLong(nullptr, 16);
        ++perSecond[idMs / 1000];
        ++perMs[idMs];
    }
    const qint64 busiestSecond = *std::max_element(perSecond.cbegin(), perSecond.cend());
    const qint64 busiestMs = *std::max_element(perMs.cbegin(), perMs.cend());
    QVERIFY2(busiestMs > 3, qPrintable(QString::number(busiestMs))); // ms ticks would differ
    // A key, as a uuidv7() column is: only then do equal ticks mean IDs minted together.
    Db db(ids, QStringLiteral("TEXT UNIQUE"));
    QVERIFY(db.ok());
    bool unchanged = false;
    const ColumnProfile p = db.profile(true, &unchanged);
    QVERIFY(unchanged);
    QCOMPARE(p.v7RandA, V7RandA::Fraction);
    QCOMPARE(p.randomBits, 62);
    QCOMPARE(p.densestTickPrecision, Precision::Ms4096);
    QCOMPARE(p.densestTickCount, qint64(3));
    QVERIFY(p.densestTick);
    QCOMPARE(*p.densestTick, fractionInstant(shared));
    QCOMPARE(p.densestSecondCount, busiestSecond);
    // P = 1 - exp(-x), x the larger of the densest tick's pairs over 2^62 and the busiest
    // second's pairs spread over its 4,096,000 ticks.
    const double tickPairs = 3.0 * 2.0 / 2.0;
    const double spreadPairs = double(busiestSecond) * double(busiestSecond - 1) / 2.0 / 4096000.0;
    const double x = std::ldexp(std::max(tickPairs, spreadPairs), -62);
    QVERIFY2(qFuzzyCompare(p.collisionProbabilityPerSecond, -std::expm1(-x)),
             qPrintable(QString::number(p.collisionProbabilityPerSecond)));
    QVERIFY(qFuzzyCompare(p.collisionProbabilityPerYear, -std::expm1(-x * 31556952.0)));
    QVERIFY(p.collisionNote.contains(QLatin1String("1/4096 ms")));
}

void TstV7Precision::postgresHeapOrder_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("full");
    QTest::newRow("small, the sample reads every row") << 600 << false;
    QTest::newRow("full scan") << 3000 << true;
}

// A PostgreSQL uuid column has no rowid: a read of every row comes in the heap's order, which
// for rows COPYed in generation order is insertion order. Fraction, with the server's own
// min(id) read by hand; nothing written.
void TstV7Precision::postgresHeapOrder()
{
    QFETCH(int, rows);
    QFETCH(bool, full);
    Pg18 gen;
    const QStringList ids = pg18Ids(rows, 71, gen);
    testpg::Fixture fx;
    START_PG_FIXTURE(fx, [&](testpg::Session& setup) {
        return setup.exec(QStringLiteral("DROP TABLE IF EXISTS pg18; "
                                         "CREATE TABLE pg18(id uuid PRIMARY KEY); "
                                         "GRANT SELECT ON pg18 TO %1")
                              .arg(QLatin1String(testpg::kReader))) &&
               setup.copyIn(QStringLiteral("COPY pg18(id) FROM STDIN"),
                            ids.join(QLatin1Char('\n')).toLatin1() + '\n') &&
               setup.exec(QStringLiteral("ANALYZE pg18"));
    });
    // uuid sorts as 16 unsigned bytes: the order of (unix_ts_ms, rand_a).
    const QString minId =
        fx.super().value(QStringLiteral("SELECT id::text FROM pg18 ORDER BY id LIMIT 1"));
    const QString maxId =
        fx.super().value(QStringLiteral("SELECT id::text FROM pg18 ORDER BY id DESC LIMIT 1"));
    QCOMPARE(minId, *std::min_element(ids.cbegin(), ids.cend()));
    fx.mark();
    {
        QString error;
        std::unique_ptr<db::PgSource> src = db::PgSource::open(fx.cluster().readerUri(), &error);
        QVERIFY2(src, qPrintable(error));
        const db::Schema s = src->readSchema();
        ProfileOptions o;
        o.full = full;
        o.nowMs = kNow;
        const TableProfile p = profileTable(*src, s, QStringLiteral("pg18"), o);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QCOMPARE(p.columns.size(), 1);
        const ColumnProfile& id = p.columns.first();
        QCOMPARE(id.dominant, std::optional<Format>(Format::UuidV7));
        QCOMPARE(id.v7RandA, V7RandA::Fraction);
        QCOMPARE(id.precision, Precision::Ms4096);
        QCOMPARE(*id.minTime, fractionInstant(minId));
        QCOMPARE(*id.maxTime, fractionInstant(maxId));
    }
    VERIFY_NOTHING_WRITTEN(fx);
}

QTEST_GUILESS_MAIN(TstV7Precision)
#include "tst_v7precision.moc"
