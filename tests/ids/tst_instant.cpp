// Instant arithmetic and RFC 3339 text, checked against QDateTime (an independent
// implementation) wherever QDateTime's range allows, and against fixed calendar facts.
#include "ids/instant.h"
#include "ids/instantinput.h"
#include "ids/timezone.h"
#include "ids/zonedatabase.h"

#include <QDateTime>
#include <QLocale>
#include <QRandomGenerator>
#include <QTest>

#include <limits>

using namespace idscope;

class TstInstant : public QObject {
    Q_OBJECT
private slots:
    void floorDivision_data();
    void floorDivision();
    void civilMatchesQDateTime();
    void rfc3339_data();
    void rfc3339();
    void gregorianTicks();
    void tenMicroseconds();
    void offsets();
    void offsetsWithSeconds();
    void zones();
    void utcDateTimeIsUtcProper_data();
    void utcDateTimeIsUtcProper();
    void ages_data();
    void ages();
    void agesAtTheLimits();
};

void TstInstant::floorDivision_data()
{
    QTest::addColumn<qint64>("a");
    QTest::addColumn<qint64>("b");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<qint64>("r");
    QTest::newRow("positive") << qint64(7) << qint64(2) << qint64(3) << qint64(1);
    QTest::newRow("negative") << qint64(-7) << qint64(2) << qint64(-4) << qint64(1);
    QTest::newRow("exact negative") << qint64(-8) << qint64(2) << qint64(-4) << qint64(0);
    QTest::newRow("-1 ms") << qint64(-1) << qint64(1000) << qint64(-1) << qint64(999);
}

void TstInstant::floorDivision()
{
    QFETCH(qint64, a);
    QFETCH(qint64, b);
    QFETCH(qint64, q);
    QFETCH(qint64, r);
    QCOMPARE(floorDiv(a, b), q);
    QCOMPARE(floorMod(a, b), r);
}

void TstInstant::civilMatchesQDateTime()
{
    // 20,000 random instants between years 1 and 9999: our civil fields must equal Qt's.
    QRandomGenerator rng(42);
    const qint64 lo = -62135596800LL; // 0001-01-01
    const qint64 hi = 253402300799LL; // 9999-12-31T23:59:59
    for (int i = 0; i < 20000; ++i) {
        const qint64 s = lo + qint64(rng.bounded(quint64(hi - lo)));
        const QDateTime q = utcDateTimeFromSecs(s);
        const CivilTime c = toCivil(Instant::fromUnixSeconds(s));
        QCOMPARE(c.year, qint64(q.date().year()));
        QCOMPARE(c.month, q.date().month());
        QCOMPARE(c.day, q.date().day());
        QCOMPARE(c.hour, q.time().hour());
        QCOMPARE(c.minute, q.time().minute());
        QCOMPARE(c.second, q.time().second());
        QCOMPARE(Instant::fromCivil(c.year, c.month, c.day, c.hour, c.minute, c.second).seconds, s);
    }
}

void TstInstant::rfc3339_data()
{
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<int>("precision");
    QTest::addColumn<QString>("text");
    QTest::newRow("epoch") << qint64(0) << int(Precision::Millisecond)
                           << QStringLiteral("1970-01-01T00:00:00.000Z");
    QTest::newRow("-1 ms") << qint64(-1) << int(Precision::Millisecond)
                           << QStringLiteral("1969-12-31T23:59:59.999Z");
    QTest::newRow("seconds") << qint64(1469918176385) << int(Precision::Second)
                             << QStringLiteral("2016-07-30T22:36:16Z");
    // 2^48 - 1 ms: the largest ULID / UUIDv7 instant, past year 9999.
    QTest::newRow("max 48-bit ms") << qint64(281474976710655) << int(Precision::Millisecond)
                                   << QStringLiteral("10889-08-02T05:31:50.655Z");
    QTest::newRow("leap day") << qint64(1709164800000) << int(Precision::Second)
                              << QStringLiteral("2024-02-29T00:00:00Z");
    QTest::newRow("10 ms") << qint64(1409529600120) << int(Precision::TenMilliseconds)
                           << QStringLiteral("2014-09-01T00:00:00.12Z");
}

void TstInstant::rfc3339()
{
    QFETCH(qint64, ms);
    QFETCH(int, precision);
    QFETCH(QString, text);
    QCOMPARE(toRfc3339(Instant::fromUnixMs(ms), Precision(precision)), text);
    QCOMPARE(Instant::fromUnixMs(ms).unixMsFloor(), ms);
}

void TstInstant::gregorianTicks()
{
    // RFC 9562 Appendix A.1: v1 timestamp 0x1EC9414C232AB00 = 2022-02-22T19:22:22Z.
    const Instant t = Instant::fromGregorianTicks(0x1EC9414C232AB00ULL);
    QCOMPARE(toRfc3339(t, Precision::HundredNanoseconds),
             QStringLiteral("2022-02-22T19:22:22.0000000Z"));
    // Tick 0 is the Gregorian reform, 1582-10-15.
    QCOMPARE(toRfc3339(Instant::fromGregorianTicks(0), Precision::Second),
             QStringLiteral("1582-10-15T00:00:00Z"));
    QCOMPARE(toRfc3339(Instant::fromGregorianTicks(1), Precision::HundredNanoseconds),
             QStringLiteral("1582-10-15T00:00:00.0000001Z"));
}

void TstInstant::tenMicroseconds()
{
    // CockroachDB's step: between the millisecond and the microsecond, named "10us", five
    // fraction digits, floored (…59.999999 s prints …59.99999, not a rounded next second).
    QVERIFY(Precision::Millisecond < Precision::TenMicroseconds);
    QVERIFY(Precision::TenMicroseconds < Precision::Microsecond);
    QCOMPARE(precisionName(Precision::TenMicroseconds), QStringLiteral("10us"));
    QCOMPARE(fractionDigits(Precision::TenMicroseconds), 5);
    QCOMPARE(toRfc3339(Instant::fromUnixUs(1704067200123450), Precision::TenMicroseconds),
             QStringLiteral("2024-01-01T00:00:00.12345Z"));
    QCOMPARE(toRfc3339(Instant::fromUnixUs(1704067259999999), Precision::TenMicroseconds),
             QStringLiteral("2024-01-01T00:00:59.99999Z"));
    QCOMPARE(toRfc3339(Instant::fromUnixUs(-10), Precision::TenMicroseconds),
             QStringLiteral("1969-12-31T23:59:59.99999Z"));
    QCOMPARE(toRfc3339(Instant::fromUnixUs(0), Precision::TenMicroseconds, 3600),
             QStringLiteral("1970-01-01T01:00:00.00000+01:00"));
}

void TstInstant::offsets()
{
    const Instant t = Instant::fromUnixSeconds(0);
    QCOMPARE(toRfc3339(t, Precision::Second, 3 * 3600),
             QStringLiteral("1970-01-01T03:00:00+03:00"));
    QCOMPARE(toRfc3339(t, Precision::Second, -(5 * 3600 + 30 * 60)),
             QStringLiteral("1969-12-31T18:30:00-05:30"));
}

namespace {
// What a person typing the text into an instant field gets.
std::optional<Instant> readBack(const QString& text)
{
    const InstantInput r = parseInstantInput(text, DisplayZone::utc(), 0);
    return r.ok() ? std::optional<Instant>(r.instant) : std::nullopt;
}
} // namespace

void TstInstant::offsetsWithSeconds()
{
    // Local mean time: New York's was -4:56:02. The seconds are part of the text, and the
    // text reads back as the same instant.
    const Instant epoch = Instant::fromUnixSeconds(0);
    const int newYorkLmt = -(4 * 3600 + 56 * 60 + 2);
    const QString ny = toRfc3339(epoch, Precision::Second, newYorkLmt);
    QCOMPARE(ny, QStringLiteral("1969-12-31T19:03:58-04:56:02"));
    QCOMPARE(readBack(ny), std::optional<Instant>(epoch));

    // Amsterdam kept its mean time, +00:19:32, until 1937: 1900-01-01T00:00:00Z (Unix
    // -2208988800, 70 years of 365.25 days less one, 1900 being no leap year) was 00:19:32
    // there.
    const Instant t = Instant::fromUnixSeconds(-2208988800);
    QCOMPARE(t, Instant::fromCivil(1900, 1, 1));
    DisplayZone z;
    QVERIFY(DisplayZone::fromName(QStringLiteral("Europe/Amsterdam"), z));
    QCOMPARE(z.offsetSecondsAt(t), 19 * 60 + 32);
    const QString local = z.format(t, Precision::Second);
    QCOMPARE(local, QStringLiteral("1900-01-01T00:19:32+00:19:32"));
    QCOMPARE(readBack(local), std::optional<Instant>(t));
    const QString ms = z.format(Instant{t.seconds, 5000000}, Precision::Millisecond);
    QCOMPARE(ms, QStringLiteral("1900-01-01T00:19:32.005+00:19:32"));
    QCOMPARE(readBack(ms), std::optional<Instant>(Instant{t.seconds, 5000000}));
}

void TstInstant::utcDateTimeIsUtcProper_data()
{
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("iso");
    // RFC 9562's UUIDv7 example (0x017F22E279B0 ms), the epoch and both sides of it, and the
    // last millisecond of year 9999.
    QTest::newRow("rfc9562 v7") << 1645557742000LL << QStringLiteral("2022-02-22T19:22:22.000Z");
    QTest::newRow("epoch") << 0LL << QStringLiteral("1970-01-01T00:00:00.000Z");
    QTest::newRow("before epoch") << -1LL << QStringLiteral("1969-12-31T23:59:59.999Z");
    QTest::newRow("9999") << 253402300799999LL << QStringLiteral("9999-12-31T23:59:59.999Z");
}

// UTC proper on this Qt, whichever (6.4 spells it Qt::UTC, 6.5 on QTimeZone::UTC): "Z" in ISO
// text, where the zone named "UTC" writes "+00:00" and local time writes nothing.
void TstInstant::utcDateTimeIsUtcProper()
{
    QFETCH(qint64, ms);
    QFETCH(QString, iso);
    const QDateTime t = utcDateTime(ms);
    QCOMPARE(t.toString(Qt::ISODateWithMs), iso);
    QCOMPARE(t.toMSecsSinceEpoch(), ms);
    QCOMPARE(t.offsetFromUtc(), 0);
    if (ms % 1000 == 0)
        QCOMPARE(utcDateTimeFromSecs(ms / 1000), t);
}

void TstInstant::zones()
{
    DisplayZone z;
    QVERIFY(DisplayZone::fromName(QStringLiteral("Europe/Moscow"), z));
    QVERIFY(!z.isUtc());
    // Moscow has been UTC+3 all year since 2014.
    QCOMPARE(z.format(Instant::fromCivil(2025, 1, 15, 12, 0, 0), Precision::Second),
             QStringLiteral("2025-01-15T15:00:00+03:00"));
    QVERIFY(DisplayZone::fromName(QStringLiteral("America/New_York"), z));
    // DST: -05:00 in January, -04:00 in July.
    QCOMPARE(z.offsetSecondsAt(Instant::fromCivil(2025, 1, 15)), -5 * 3600);
    QCOMPARE(z.offsetSecondsAt(Instant::fromCivil(2025, 7, 15)), -4 * 3600);
    QVERIFY(DisplayZone::fromName(QStringLiteral("utc"), z));
    QVERIFY(z.isUtc());
    QVERIFY(!DisplayZone::fromName(QStringLiteral("Mars/Olympus_Mons"), z));
    // With the zone database present (the zones above were found) a bad name is just
    // unknown: the advice to install tzdata is only for a missing database.
    QVERIFY(haveZoneDatabase());
    QCOMPARE(unknownZoneMessage(QStringLiteral("Mars/Olympus_Mons")),
             QStringLiteral("unknown time zone 'Mars/Olympus_Mons'"));
}

void TstInstant::ages_data()
{
    QTest::addColumn<qint64>("deltaMs");
    QTest::addColumn<QString>("text");
    QTest::newRow("past s") << qint64(-42000) << QStringLiteral("42 s ago");
    QTest::newRow("past h") << qint64(-(3 * 3600 + 12 * 60) * 1000)
                            << QStringLiteral("3 h 12 min ago");
    QTest::newRow("future d") << qint64((2 * 86400 + 5 * 3600) * 1000)
                              << QStringLiteral("in 2 d 5 h");
    QTest::newRow("now") << qint64(0) << QStringLiteral("now");
}

void TstInstant::ages()
{
    QFETCH(qint64, deltaMs);
    QFETCH(QString, text);
    const qint64 now = 1767225600000; // 2026-01-01
    QCOMPARE(humanAge(Instant::fromUnixMs(now + deltaMs), now), text);
}

void TstInstant::agesAtTheLimits()
{
    // Expected spans written out from integer arithmetic on the seconds (a year is 31556952 s,
    // the Gregorian mean): an instant at the int64 limit of seconds is further away than int64
    // milliseconds hold, and its age is still exact rather than saturated or wrapped.
    const QLocale saved;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const qint64 now = 1767225600000; // 2026-01-01
    // 1767225600 + 2^63 s = 292277024682 y + 339 d (+ under a day)
    QCOMPARE(humanAge(Instant{std::numeric_limits<qint64>::min(), 0}, now),
             QStringLiteral("292,277,024,682 y 339 d ago"));
    QCOMPARE(humanAge(Instant{std::numeric_limits<qint64>::max(), 999999999}, -now),
             QStringLiteral("in 292,277,024,682 y 339 d"));
    // A 2018 Discord ID misread as Unix seconds: 1541815603606036480 - 1767225600 s
    QCOMPARE(humanAge(Instant::fromUnixSeconds(1541815603606036480), now),
             QStringLiteral("in 48,858,191,432 y 143 d"));
    // Both ends at their limits: now = INT64_MIN ms lies 192 ms into second -9223372036854776.
    QCOMPARE(humanAge(Instant{std::numeric_limits<qint64>::max(), 999999999},
                      std::numeric_limits<qint64>::min()),
             QStringLiteral("in 292,569,301,651 y 202 d"));
    // Milliseconds borrow from seconds: 1.000 s apart is "1 s", 0.999 s is "now".
    QCOMPARE(humanAge(Instant{1767225601, 500000000}, now + 500), QStringLiteral("in 1 s"));
    QCOMPARE(humanAge(Instant{1767225601, 400000000}, now + 500), QStringLiteral("now"));
    QCOMPARE(humanAge(Instant{1767225599, 500000000}, now + 500), QStringLiteral("1 s ago"));
    QCOMPARE(humanAge(Instant{1767225599, 600000000}, now + 500), QStringLiteral("now"));
    QLocale::setDefault(saved);
}

QTEST_GUILESS_MAIN(TstInstant)
#include "tst_instant.moc"
