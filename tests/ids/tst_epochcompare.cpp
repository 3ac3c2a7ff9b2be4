// One integer under every integer profile: each reading's instant is checked against the
// layout's arithmetic written out here from the published epochs and bit widths (never the
// codecs' own tables), and the order and the marks against a fixed "now".
#include "ids/epochcompare.h"

#include <QSet>
#include <QTest>

using namespace idscope;

namespace {

// 2026-12-02T09:00:00Z
constexpr qint64 kNowMs = 1796202000000;

constexpr qint64 kTwitterEpochMs = 1288834974657;   // 2010-11-04T01:42:54.657Z
constexpr qint64 kDiscordEpochMs = 1420070400000;   // 2015-01-01, also Spaceflake's, CockroachDB's
constexpr qint64 kInstagramEpochMs = 1314220021721; // 2011-08-24T21:07:01.721Z
constexpr qint64 kSonyV1EpochMs = 1409529600000;    // 2014-09-01
constexpr qint64 kSonyV2EpochMs = 1735689600000;    // 2025-01-01
constexpr qint64 kTsidEpochMs = 1577836800000;      // 2020-01-01

DecodeOptions fixedNow()
{
    DecodeOptions o;
    o.nowMs = kNowMs;
    return o;
}

const EpochReading* find(const EpochComparison& c, const char* name, quint8 profile = 0)
{
    for (const EpochReading& r : c.readings) {
        if (formatName(r.format) == QLatin1String(name) && r.profile == profile)
            return &r;
    }
    return nullptr;
}

// Unix ms of the reading (floored), or a marker that fails every compare when absent.
qint64 msOf(const EpochComparison& c, const char* name, quint8 profile = 0)
{
    const EpochReading* r = find(c, name, profile);
    return r && r->instant ? r->instant->unixMsFloor() : std::numeric_limits<qint64>::min();
}

} // namespace

class TstEpochCompare : public QObject {
    Q_OBJECT
private slots:
    void everyIntegerProfileOnce();
    void instantsFromTheLayouts();
    void unixUnitsExactly();
    void sortedWithNowBetween();
    void marksAgainstFixedNow();
    void beyondSignedRange();
    void negativeOnlyUnix();
    void customLayoutJoins();
    void decimalTextOnly();
};

void TstEpochCompare::everyIntegerProfileOnce()
{
    const EpochComparison c = compareEpochs(false, 1541815603606036480ULL, fixedNow());
    QSet<QString> got;
    for (const EpochReading& r : c.readings)
        got.insert(formatName(r.format) + QLatin1Char('/') + QString::number(r.profile));
    const QSet<QString> want = {QStringLiteral("snowflake-twitter/0"),
                                QStringLiteral("snowflake-discord/0"),
                                QStringLiteral("snowflake-instagram/0"),
                                QStringLiteral("snowflake-mastodon/0"),
                                QStringLiteral("sonyflake/0"),
                                QStringLiteral("sonyflake/1"),
                                QStringLiteral("snowflake-linkedin/0"),
                                QStringLiteral("frostflake/0"),
                                QStringLiteral("cockroachdb-rowid/0"),
                                QStringLiteral("flake-id/0"),
                                QStringLiteral("spaceflake/0"),
                                QStringLiteral("snowflake-tiktok/0"),
                                QStringLiteral("simpleflake/0"),
                                QStringLiteral("snowid/0"),
                                QStringLiteral("tsid/0"),
                                QStringLiteral("unix-s/0"),
                                QStringLiteral("unix-ms/0"),
                                QStringLiteral("unix-us/0"),
                                QStringLiteral("unix-ns/0")};
    QCOMPARE(got, want);
    QCOMPARE(c.readings.size(), want.size()); // none twice
    QCOMPARE(c.input, QStringLiteral("1541815603606036480"));
    QCOMPARE(c.nowMs, kNowMs);
}

void TstEpochCompare::instantsFromTheLayouts()
{
    // A real Tweet ID (2022-06-28), read under every layout by hand.
    const quint64 v = 1541815603606036480ULL;
    const EpochComparison c = compareEpochs(false, v, fixedNow());
    QCOMPARE(msOf(c, "snowflake-twitter"), qint64(v >> 22) + kTwitterEpochMs);
    QCOMPARE(msOf(c, "snowflake-twitter"), qint64(1656432460105)); // 2022-06-28T16:07:40.105Z
    QCOMPARE(msOf(c, "snowflake-discord"), qint64(v >> 22) + kDiscordEpochMs);
    QCOMPARE(msOf(c, "spaceflake"), qint64(v >> 22) + kDiscordEpochMs);
    QCOMPARE(msOf(c, "snowflake-instagram"), qint64(v >> 23) + kInstagramEpochMs);
    QCOMPARE(msOf(c, "snowflake-mastodon"), qint64(v >> 16));
    QCOMPARE(msOf(c, "snowflake-linkedin"), qint64(v >> 22));
    QCOMPARE(msOf(c, "flake-id"), qint64(v >> 22));
    QCOMPARE(msOf(c, "tsid"), qint64(v >> 22) + kTsidEpochMs);
    QCOMPARE(msOf(c, "frostflake"), qint64(v >> 32) * 1000);
    // Sonyflake: 39 bits of 10 ms above 8 sequence and 16 machine bits.
    QCOMPARE(msOf(c, "sonyflake", 0), qint64(v >> 24) * 10 + kSonyV1EpochMs);
    QCOMPARE(msOf(c, "sonyflake", 1), qint64(v >> 24) * 10 + kSonyV2EpochMs);
    // CockroachDB: 48 bits of 10 µs above 15 node bits; the instant carries the 10 µs.
    QCOMPARE(msOf(c, "cockroachdb-rowid"), qint64(v >> 15) / 100 + kDiscordEpochMs);
    QCOMPARE(find(c, "cockroachdb-rowid")->instant->nanos % 1000000,
             qint32(qint64(v >> 15) % 100 * 10000));
    QCOMPARE(find(c, "cockroachdb-rowid")->precision, Precision::TenMicroseconds);
    QCOMPARE(find(c, "sonyflake", 0)->precision, Precision::TenMilliseconds);
    QCOMPARE(find(c, "frostflake")->precision, Precision::Second);
    QCOMPARE(find(c, "snowflake-twitter")->precision, Precision::Millisecond);
}

void TstEpochCompare::unixUnitsExactly()
{
    const quint64 v = 1764661234567891234ULL; // ns: 2025-12-02T07:40:34.567891234Z
    const EpochComparison c = compareEpochs(false, v, fixedNow());
    const EpochReading* ns = find(c, "unix-ns");
    QVERIFY(ns && ns->instant);
    QCOMPARE(ns->instant->seconds, qint64(1764661234));
    QCOMPARE(ns->instant->nanos, qint32(567891234));
    QCOMPARE(ns->precision, Precision::Nanosecond);
    const EpochReading* us = find(c, "unix-us");
    QCOMPARE(us->instant->seconds, qint64(v / 1000000));
    QCOMPARE(us->instant->nanos, qint32(v % 1000000 * 1000));
    QCOMPARE(us->precision, Precision::Microsecond);
    QCOMPARE(msOf(c, "unix-ms"), qint64(v));
    QCOMPARE(find(c, "unix-s")->instant->seconds, qint64(v));
    QVERIFY(!ns->future && !ns->beforeLaunch && !ns->outOfRange);
    // As µs, ms or s the same number lies tens of thousands of years ahead.
    QVERIFY(us->future && find(c, "unix-ms")->future && find(c, "unix-s")->future);
    QVERIFY(!us->beforeLaunch);
}

void TstEpochCompare::sortedWithNowBetween()
{
    const EpochComparison c = compareEpochs(false, 1541815603606036480ULL, fixedNow());
    for (int i = 1; i < c.readings.size(); ++i) {
        const EpochReading& a = c.readings[i - 1];
        const EpochReading& b = c.readings[i];
        QVERIFY(!a.outOfRange);
        if (!b.outOfRange)
            QVERIFY2(*a.instant <= *b.instant,
                     qPrintable(a.title() + QStringLiteral(" > ") + b.title()));
    }
    // Every reading before nowIndex() is at most now (+ the skew tolerance), every one after
    // it later, counted here from the instants themselves.
    int notLater = 0;
    for (const EpochReading& r : c.readings)
        notLater += r.instant && r.instant->unixMsFloor() <= kNowMs + 60000 ? 1 : 0;
    QCOMPARE(c.nowIndex(), notLater);
    QVERIFY(notLater > 0 && notLater < c.readings.size());
}

void TstEpochCompare::marksAgainstFixedNow()
{
    // Time field for Twitter's epoch one day before now, sequence 7: under Discord's later
    // epoch the same number lands 4.2 years ahead, as Frostflake's 32-bit seconds in 1985.
    const qint64 twitterMs = kNowMs - 86400000;
    const quint64 v = (quint64(twitterMs - kTwitterEpochMs) << 22) | 7;
    const EpochComparison c = compareEpochs(false, v, fixedNow());
    const EpochReading* twitter = find(c, "snowflake-twitter");
    QCOMPARE(twitter->instant->unixMsFloor(), twitterMs);
    QVERIFY(twitter->plausible());
    const EpochReading* discord = find(c, "snowflake-discord");
    QCOMPARE(discord->instant->unixMsFloor(), twitterMs - kTwitterEpochMs + kDiscordEpochMs);
    QVERIFY(discord->future);
    QVERIFY(!discord->beforeLaunch);
    const EpochReading* frost = find(c, "frostflake");
    QCOMPARE(frost->instant->unixMsFloor(), qint64(v >> 32) * 1000);
    QVERIFY(frost->instant->unixMsFloor() < 504921600000); // before 1986
    QVERIFY(frost->beforeLaunch);
    QVERIFY(!frost->future);
    QCOMPARE(frost->launchMs, qint64(1640995200000)); // 2022-01-01: Frostflake published 2022
    QVERIFY(!frost->plausible());
    // Exactly now + the tolerance is not future; a millisecond more is.
    const quint64 edge = quint64(kNowMs + 60000 - kTwitterEpochMs) << 22;
    QVERIFY(!find(compareEpochs(false, edge, fixedNow()), "snowflake-twitter")->future);
    QVERIFY(find(compareEpochs(false, edge + (1u << 22), fixedNow()), "snowflake-twitter")->future);
}

void TstEpochCompare::beyondSignedRange()
{
    // 2^63 + 5: the 63-bit layouts cannot hold it; 64-bit ones read it.
    const quint64 v = (quint64(1) << 63) + 5;
    const EpochComparison c = compareEpochs(false, v, fixedNow());
    QCOMPARE(c.input, QStringLiteral("9223372036854775813"));
    for (const char* name : {"snowflake-twitter", "snowflake-linkedin", "spaceflake",
                             "cockroachdb-rowid", "unix-ms", "unix-ns"}) {
        const EpochReading* r = find(c, name);
        QVERIFY2(r && r->outOfRange && !r->instant, name);
    }
    QVERIFY(find(c, "sonyflake", 1)->outOfRange);
    QCOMPARE(msOf(c, "snowflake-discord"), qint64(v >> 22) + kDiscordEpochMs);
    QCOMPARE(msOf(c, "snowflake-mastodon"), qint64(v >> 16));
    QCOMPARE(msOf(c, "frostflake"), qint64(v >> 32) * 1000);
    QCOMPARE(msOf(c, "tsid"), qint64(v >> 22) + kTsidEpochMs);
    // Out of range last.
    bool seenOut = false;
    for (const EpochReading& r : c.readings) {
        QVERIFY(!seenOut || r.outOfRange);
        seenOut = seenOut || r.outOfRange;
    }
    QVERIFY(!c.readings.first().outOfRange);
}

void TstEpochCompare::negativeOnlyUnix()
{
    const EpochComparison c = compareEpochs(true, 1500, fixedNow());
    QCOMPARE(c.input, QStringLiteral("-1500"));
    QCOMPARE(find(c, "unix-ms")->instant->seconds, qint64(-2));
    QCOMPARE(find(c, "unix-ms")->instant->nanos, qint32(500000000));
    QCOMPARE(find(c, "unix-s")->instant->seconds, qint64(-1500));
    QVERIFY(find(c, "unix-s")->beforeLaunch);
    for (const char* name : {"snowflake-twitter", "snowflake-discord", "sonyflake", "frostflake",
                             "flake-id", "spaceflake"})
        QVERIFY2(find(c, name)->outOfRange, name);
}

void TstEpochCompare::customLayoutJoins()
{
    DecodeOptions o = fixedNow();
    QVERIFY(comparedProfiles(o).indexOf(qMakePair(Format::Snowflake, quint8(0))) < 0);
    o.customSnowflake = SnowflakeLayout{1600000000000, 41, 10, 12, 1};
    o.customSnowflakeSet = true;
    const quint64 v = 123456789012345678ULL;
    const EpochComparison c = compareEpochs(false, v, o);
    QCOMPARE(msOf(c, "snowflake"), qint64(v >> 22) + 1600000000000);
}

void TstEpochCompare::decimalTextOnly()
{
    const auto c = compareEpochs(QStringView(u"  18446744073709551615 "), fixedNow());
    QVERIFY(c.has_value());
    QCOMPARE(c->magnitude, ~quint64(0));
    QCOMPARE(msOf(*c, "frostflake"), qint64(0xffffffffULL) * 1000);
    QVERIFY(!compareEpochs(QStringView(u"18446744073709551616"), fixedNow()));
    QVERIFY(!compareEpochs(QStringView(u"01ARZ3NDEKTSV4RRFFQ69G5FAV"), fixedNow()));
    QVERIFY(!compareEpochs(QStringView(u"12.5"), fixedNow()));
    QVERIFY(!compareEpochs(QStringView(u""), fixedNow()));
    const auto neg = compareEpochs(QStringView(u"-42"), fixedNow());
    QVERIFY(neg && neg->negative && neg->magnitude == 42);
}

QTEST_GUILESS_MAIN(TstEpochCompare)
#include "tst_epochcompare.moc"
