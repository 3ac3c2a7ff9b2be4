// The collision calculator's maths: the birthday bound per tick, its aggregation per second and
// per year in log space, the rate that crosses 0.1 % a year, and the per-format presets.
// Expected values come from long double formulas written out here, not from the code under test.
#include "analysis/collision.h"

#include <QTest>

#include <cmath>

using namespace idscope;
using namespace idscope::analysis;

namespace {

constexpr long double kYear = 31556952.0L;

long double tickOf(Precision p)
{
    switch (p) {
    case Precision::Second:
        return 1.0L;
    case Precision::Millisecond:
        return 1e-3L;
    case Precision::TenMicroseconds:
        return 1e-5L;
    case Precision::Microsecond:
        return 1e-6L;
    case Precision::Nanosecond:
        return 1e-9L;
    case Precision::Day:
        return 86400.0L;
    default:
        return 0.0L;
    }
}

// P over a window, straight from the definition: per tick 1 - exp(-n²/2^(bits+1)), then
// 1 - (1 - p)^ticks; without a time part the window's count shares the space.
long double expected(double rate, Precision res, int bits, long double window)
{
    const long double space2 = std::ldexp(2.0L, bits);
    const long double tick = tickOf(res);
    if (tick == 0) {
        const long double n = rate * window;
        return -std::expm1(-n * n / space2);
    }
    const long double n = rate * tick;
    const long double p = -std::expm1(-n * n / space2);
    return -std::expm1((window / tick) * std::log1p(-p));
}

bool near(long double got, long double want, long double rel)
{
    if (want == 0)
        return got == 0;
    return std::fabs(got - want) <= rel * std::fabs(want);
}

} // namespace

class TestCollision : public QObject {
    Q_OBJECT
private slots:
    void atLeastOnce_data();
    void atLeastOnce();
    void odds_data();
    void odds();
    void knownValues();
    void monotonic();
    void crossingRate_data();
    void crossingRate();
    void presets_data();
    void presets();
};

void TestCollision::atLeastOnce_data()
{
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("k");
    QTest::addColumn<double>("want");
    QTest::newRow("tiny p survives") << 1e-30 << 1e10 << 1e-20;
    QTest::newRow("two coin flips") << 0.5 << 2.0 << 0.75;
    QTest::newRow("saturates") << 0.1 << 1e6 << 1.0;
    QTest::newRow("p zero") << 0.0 << 1e9 << 0.0;
    QTest::newRow("k zero") << 0.3 << 0.0 << 0.0;
    QTest::newRow("p one") << 1.0 << 0.5 << 1.0;
    QTest::newRow("fractional k") << 1e-3 << 0.5 << double(1.0L - std::sqrt(0.999L));
    QTest::newRow("one tick") << 0.25 << 1.0 << 0.25;
}

void TestCollision::atLeastOnce()
{
    QFETCH(double, p);
    QFETCH(double, k);
    QFETCH(double, want);
    const double got = analysis::atLeastOnce(p, k);
    QVERIFY2(near(got, want, 1e-12), qPrintable(QString::number(got, 'g', 17)));
    QVERIFY(got >= 0 && got <= 1);
}

void TestCollision::odds_data()
{
    QTest::addColumn<double>("rate");
    QTest::addColumn<Precision>("res");
    QTest::addColumn<int>("bits");
    QTest::newRow("ulid 10k/s") << 1e4 << Precision::Millisecond << 80;
    QTest::newRow("ulid 1/s (tiny)") << 1.0 << Precision::Millisecond << 80;
    QTest::newRow("uuidv7 1M/s") << 1e6 << Precision::Millisecond << 74;
    QTest::newRow("uuidv4 10k/s") << 1e4 << Precision::None << 122;
    QTest::newRow("ksuid 1M/s") << 1e6 << Precision::Second << 128;
    QTest::newRow("tsid 1k/s") << 1e3 << Precision::Millisecond << 22;
    QTest::newRow("µs keys 100/s") << 100.0 << Precision::Microsecond << 0;
    QTest::newRow("10 µs ticks, 20 bits") << 1e6 << Precision::TenMicroseconds << 20;
    QTest::newRow("ns keys 1000/s") << 1000.0 << Precision::Nanosecond << 0;
    QTest::newRow("day ticks, 16 bits") << 0.01 << Precision::Day << 16;
}

void TestCollision::odds()
{
    QFETCH(double, rate);
    QFETCH(Precision, res);
    QFETCH(int, bits);
    const CollisionOdds o = collisionOdds({rate, res, bits});
    const long double sec = expected(rate, res, bits, 1.0L);
    const long double year = expected(rate, res, bits, kYear);
    QVERIFY2(near(o.perSecond, sec, 1e-9),
             qPrintable(QStringLiteral("%1 vs %2").arg(o.perSecond).arg(double(sec))));
    QVERIFY2(near(o.perYear, year, 1e-9),
             qPrintable(QStringLiteral("%1 vs %2").arg(o.perYear).arg(double(year))));
    if (tickOf(res) > 0) {
        QVERIFY(near(o.idsPerTick, rate * tickOf(res), 1e-12));
        QVERIFY(near(o.perTick, expected(rate, res, bits, tickOf(res)), 1e-9));
        // Expected pairs per year: ticks per year × n²/2^(bits+1).
        const long double n = rate * tickOf(res);
        QVERIFY(near(o.pairsPerYear, kYear / tickOf(res) * n * n / std::ldexp(2.0L, bits), 1e-9));
    }
    QVERIFY(o.perSecond <= o.perYear);
}

void TestCollision::knownValues()
{
    // 2^40 IDs in one tick with 80 random bits: 1 - exp(-2^80 / 2^81) = 1 - e^-0.5 ≈ 0.3935.
    const CollisionOdds big = collisionOdds({std::ldexp(1.0, 40), Precision::Second, 80});
    QVERIFY(std::fabs(big.perTick - (1 - std::exp(-0.5))) < 1e-12);
    QVERIFY(std::fabs(big.perTick - 0.3935) < 1e-4);

    // 10,000 µs keys a second give 10^8 / (2 · 10^6) = 50 expected pairs per second.
    const CollisionOdds seed = collisionOdds({1e4, Precision::Microsecond, 0});
    QVERIFY(std::fabs(seed.pairsPerSecond - 50) < 1e-9);
    QCOMPARE(seed.perYear, 1.0); // saturates, never NaN
    // … and 500 keys a second at 100 µs would be 12.5 pairs; at 1 µs, 0.125.
    QVERIFY(std::fabs(collisionOdds({500, Precision::Microsecond, 0}).pairsPerSecond - 0.125) <
            1e-12);

    // 10,000 keys a second on 10 µs ticks (CockroachDB's): n = 0.1 per tick, 0.1² / 2 pairs
    // in each of 10^5 ticks a second = 500 pairs per second.
    const CollisionOdds ten = collisionOdds({1e4, Precision::TenMicroseconds, 0});
    QVERIFY(near(ten.idsPerTick, 0.1L, 1e-12));
    QVERIFY(near(ten.pairsPerSecond, 500.0L, 1e-9));
    QCOMPARE(ticksPerSecond(Precision::TenMicroseconds), 1e5);
    // Tick numbers of 10 µs since 1970, floored, and back to the tick's first instant.
    QCOMPARE(tickOf(Instant{1704067200, 123459999}, Precision::TenMicroseconds),
             std::optional<qint64>(1704067200LL * 100000 + 12345));
    QCOMPARE(tickStart(1704067200LL * 100000 + 12345, Precision::TenMicroseconds),
             (Instant{1704067200, 123450000}));
    QCOMPARE(tickOf(Instant::fromUnixUs(-1), Precision::TenMicroseconds),
             std::optional<qint64>(-1));
    QCOMPARE(tickStart(-1, Precision::TenMicroseconds), Instant::fromUnixUs(-10));

    // ULID at one ID a second: 10^-6 / 2^81 per tick, still a number, not 0.
    const CollisionOdds tiny = collisionOdds({1, Precision::Millisecond, 80});
    QVERIFY(tiny.perTick > 0);
    QVERIFY(near(tiny.perTick, 1e-6L / std::ldexp(2.0L, 80), 1e-9));
    QVERIFY(tiny.perYear > 0 && tiny.perYear < 1e-15);

    // Nothing in, nothing out.
    const CollisionOdds none = collisionOdds({0, Precision::Millisecond, 80});
    QCOMPARE(none.perYear, 0.0);
    QCOMPARE(collisionProbability({-5, Precision::Millisecond, 80}, kSecondsPerYear), 0.0);
}

void TestCollision::monotonic()
{
    double last = 0;
    for (double r = 1e-3; r < 1e15; r *= 3.7) {
        const double p = collisionOdds({r, Precision::Millisecond, 74}).perYear;
        QVERIFY(p >= last);
        QVERIFY(p >= 0 && p <= 1);
        last = p;
    }
    QCOMPARE(last, 1.0);
}

void TestCollision::crossingRate_data()
{
    QTest::addColumn<Precision>("res");
    QTest::addColumn<int>("bits");
    QTest::addColumn<double>("window");
    QTest::newRow("ulid") << Precision::Millisecond << 80 << double(kYear);
    QTest::newRow("uuidv7") << Precision::Millisecond << 74 << double(kYear);
    QTest::newRow("uuidv4") << Precision::None << 122 << double(kYear);
    QTest::newRow("ksuid") << Precision::Second << 128 << double(kYear);
    QTest::newRow("tsid") << Precision::Millisecond << 22 << double(kYear);
    QTest::newRow("unix-ms key") << Precision::Millisecond << 0 << double(kYear);
    QTest::newRow("µs keys, per second") << Precision::Microsecond << 0 << 1.0;
}

void TestCollision::crossingRate()
{
    QFETCH(Precision, res);
    QFETCH(int, bits);
    QFETCH(double, window);
    const double rate = rateForProbability(res, bits, 0.001, window);
    QVERIFY(std::isfinite(rate) && rate > 0);
    // The probability at the returned rate is 0.1 %.
    const long double p = expected(rate, res, bits, window);
    QVERIFY2(std::fabs(double(p) - 0.001) < 1e-9, qPrintable(QString::number(double(p), 'g', 12)));
    // Closed form of the same: pairs(window) = -ln(1 - 0.001).
    const long double x = -std::log1p(-0.001L);
    const long double tick = tickOf(res);
    const long double space2 = std::ldexp(2.0L, bits);
    const long double want =
        tick > 0 ? std::sqrt(space2 * x / (tick * window)) : std::sqrt(space2 * x) / window;
    QVERIFY2(near(rate, want, 1e-7),
             qPrintable(QStringLiteral("%1 vs %2").arg(rate).arg(double(want))));
    if (window == 1.0) // µs keys stay under 0.1 % a second only below ≈ 45 inserts/s
        QVERIFY(rate > 44.7 && rate < 44.8);
}

void TestCollision::presets_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<bool>("has");
    QTest::addColumn<Precision>("res");
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("counterBits");
    QTest::addColumn<int>("kind");
    const int R = int(Uniqueness::Random), C = int(Uniqueness::Counter),
              T = int(Uniqueness::TimeOnly), N = int(Uniqueness::NodeClock);
    QTest::newRow("ulid") << Format::Ulid << true << Precision::Millisecond << 80 << 0 << R;
    QTest::newRow("uuidv7") << Format::UuidV7 << true << Precision::Millisecond << 74 << 0 << R;
    QTest::newRow("uuidv4") << Format::UuidV4 << true << Precision::None << 122 << 0 << R;
    QTest::newRow("ksuid") << Format::Ksuid << true << Precision::Second << 128 << 0 << R;
    QTest::newRow("tsid") << Format::Tsid << true << Precision::Millisecond << 22 << 0 << R;
    QTest::newRow("twitter") << Format::SnowflakeTwitter << true << Precision::Millisecond << 0
                             << 12 << C;
    QTest::newRow("sonyflake") << Format::Sonyflake << true << Precision::TenMilliseconds << 0 << 8
                               << C;
    QTest::newRow("cockroachdb") << Format::CockroachRowid << true << Precision::TenMicroseconds
                                 << 0 << 15 << C;
    QTest::newRow("objectid") << Format::ObjectId << true << Precision::Second << 0 << 24 << C;
    // UUIDv1/v6: no random bits per ID and no counter; a node's own node ID and clock
    // sequence keep its IDs apart (one per 100 ns tick).
    QTest::newRow("uuidv1") << Format::UuidV1 << true << Precision::HundredNanoseconds << 0 << 0
                            << N;
    QTest::newRow("uuidv6") << Format::UuidV6 << true << Precision::HundredNanoseconds << 0 << 0
                            << N;
    QTest::newRow("unix-us") << Format::UnixUs << true << Precision::Microsecond << 0 << 0 << T;
    QTest::newRow("uuidv3") << Format::UuidV3 << false << Precision::None << 0 << 0 << R;
    QTest::newRow("nil") << Format::UuidNil << false << Precision::None << 0 << 0 << R;
}

void TestCollision::presets()
{
    QFETCH(Format, format);
    QFETCH(bool, has);
    const auto p = collisionPreset(format);
    QCOMPARE(p.has_value(), has);
    QCOMPARE(collisionPresetFormats().contains(format), has);
    if (!has)
        return;
    QFETCH(Precision, res);
    QFETCH(int, bits);
    QFETCH(int, counterBits);
    QFETCH(int, kind);
    QCOMPARE(p->resolution, res);
    QCOMPARE(p->bits, bits);
    QCOMPARE(p->counterBits, counterBits);
    QCOMPARE(int(p->uniqueness), kind);
    if (p->uniqueness == Uniqueness::Random)
        QCOMPARE(p->bits, randomBitsPerTick(format));
    else // a counter's or a node's bits are no random bits
        QCOMPARE(randomBitsPerTick(format), 0);
    // Across UUIDv1 nodes with random node IDs: the node's 48 bits less the multicast bit, and
    // the 14-bit clock sequence.
    QCOMPARE(p->nodeBits, p->uniqueness == Uniqueness::NodeClock ? 48 - 1 + 14 : 0);
}

QTEST_APPLESS_MAIN(TestCollision)
#include "tst_collision.moc"
