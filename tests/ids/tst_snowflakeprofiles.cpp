// The Snowflake profiles beyond Twitter, Discord, Instagram, Mastodon and Sonyflake: LinkedIn,
// Frostflake, CockroachDB unique_rowid(), Flake ID and Spaceflake. Expected values are the
// projects' own (Frostflake's README decode, a LinkedIn activity ID from the timestamp
// extractor's README), IDs minted by npm flake-idgen with its clock fixed (tests/ids/data),
// and numbers built here by hand from the published layouts — never with the codec under test.
#include "ids/codecs.h"
#include "ids/detector.h"
#include "readingcheck.h"

#include <QTest>

using namespace idscope;
using namespace idscope::testing;

class TstSnowflakeProfiles : public QObject {
    Q_OBJECT
private slots:
    void frostflakeReadme();
    void frostflakeBase58Rejects();
    void linkedInActivity();
    void cockroachRowid();
    void flakeIdMintedByNpm();
    void spaceflakeLayout();
    void onRequestProfilesRepeatNothing();
    void integerReadingsFit();
};

void TstSnowflakeProfiles::frostflakeReadme()
{
    // `flake --identifier JERHwh5PXjL`: 7423342004626526207 (2024-10-08 09:58:17 UTC,
    // sequenceNumber:1, generatorIdentifier:2047); 1728381497 = 2024-10-08T09:58:17Z.
    for (const QString& s :
         {QStringLiteral("7423342004626526207"), QStringLiteral("JERHwh5PXjL")}) {
        const DecodeResult r = decodeAtFixedNow(s, Format::Frostflake);
        QVERIFY2(r.valid, qPrintable(s));
        const Reading& x = r.readings.first();
        QCOMPARE(x.format, Format::Frostflake);
        QCOMPARE(x.canonical, QStringLiteral("7423342004626526207"));
        QCOMPARE(x.instant->seconds, qint64(1728381497));
        QCOMPARE(x.instant->nanos, 0);
        QCOMPARE(x.precision, Precision::Second);
        QCOMPARE(field(x, "sequence"), QStringLiteral("1"));
        QCOMPARE(field(x, "generator"), QStringLiteral("2047"));
        QCOMPARE(field(x, "base58"), QStringLiteral("JERHwh5PXjL"));
    }
    // Unasked the decimal is read as a Frostflake too, among the other profiles.
    const Reading* x =
        readingOf(decodeAtFixedNow(QStringLiteral("7423342004626526207")), Format::Frostflake);
    QVERIFY(x);
    QCOMPARE(x->instant->seconds, qint64(1728381497));
    // The base58 spelling only when asked for: 11 letters and digits are more often other IDs.
    QVERIFY(!readingOf(decodeAtFixedNow(QStringLiteral("JERHwh5PXjL")), Format::Frostflake));
}

void TstSnowflakeProfiles::frostflakeBase58Rejects()
{
    // '0' is no base58 digit; twelve digits exceed 64 bits' eleven; 58^11 - 1 overflows.
    QVERIFY(!decodeAtFixedNow(QStringLiteral("JERHwh5PXj0"), Format::Frostflake).valid);
    QVERIFY(!decodeAtFixedNow(QStringLiteral("JERHwh5PXjLL"), Format::Frostflake).valid);
    QVERIFY(!decodeAtFixedNow(QStringLiteral("zzzzzzzzzzz"), Format::Frostflake).valid);
}

void TstSnowflakeProfiles::linkedInActivity()
{
    // activity-7163147469877407744: its first 41 of 63 bits, 1707827441663, are Unix ms.
    const DecodeResult r = decodeAtFixedNow(QStringLiteral("7163147469877407744"));
    const Reading* x = readingOf(r, Format::SnowflakeLinkedIn);
    QVERIFY(x);
    QCOMPARE(x->instant->unixMsFloor(), qint64(1707827441663));
    QCOMPARE(x->precision, Precision::Millisecond);
    // No other profile reads it as plausibly: LinkedIn is the chosen reading.
    QVERIFY(r.valid);
    QCOMPARE(r.readings.first().format, Format::SnowflakeLinkedIn);
}

void TstSnowflakeProfiles::cockroachRowid()
{
    // CockroachDB's GenerateUniqueInt: (10 µs units since uniqueIntEpoch, 2015-01-01) << 15,
    // the node ID XOR-ed into the low 15 bits. 2024-01-01T00:00:00.12345Z on node 7, written
    // out: 1704067200 s is 2024-01-01, 1420070400 s is 2015-01-01.
    constexpr quint64 kUnixUs = 1704067200ULL * 1000000 + 123450;
    constexpr quint64 kEpochUs = 1420070400ULL * 1000000;
    constexpr quint64 kTicks = (kUnixUs - kEpochUs) / 10;
    static_assert(kTicks == 28399680012345ULL);
    constexpr quint64 kId = (kTicks << 15) ^ 7;
    static_assert(kId == 930600714644520967ULL);
    const QString id = QString::number(kId);
    const DecodeResult r = decodeAtFixedNow(id, Format::CockroachRowid);
    QVERIFY2(r.valid, qPrintable(r.error));
    const Reading& x = r.readings.first();
    QCOMPARE(x.canonical, id);
    // The instant keeps its 10 µs: 123450 µs into the second, not 123 ms.
    QCOMPARE(x.instant->seconds, qint64(1704067200));
    QCOMPARE(x.instant->nanos, qint32(123450000));
    QCOMPARE(x.precision, Precision::TenMicroseconds);
    QCOMPARE(precisionName(x.precision), QStringLiteral("10us"));
    QCOMPARE(toRfc3339(*x.instant, x.precision), QStringLiteral("2024-01-01T00:00:00.12345Z"));
    QCOMPARE(field(x, "timestamp"), QString::number(kTicks));
    QCOMPARE(field(x, "node"), QStringLiteral("7"));
    // One 10 µs tick later is another instant (a millisecond precision would hide it).
    const DecodeResult next =
        decodeAtFixedNow(QString::number(((kTicks + 1) << 15) ^ 7), Format::CockroachRowid);
    QVERIFY(next.valid);
    QCOMPARE(next.readings.first().instant->nanos, qint32(123460000));
    // Unasked it is read as a CockroachDB ID too, with the same instant.
    const Reading* unasked = readingOf(decodeAtFixedNow(id), Format::CockroachRowid);
    QVERIFY(unasked);
    QCOMPARE(*unasked->instant, *x.instant);
    QCOMPARE(unasked->precision, Precision::TenMicroseconds);
    // The top bit is never set (the value is a positive INT8).
    QVERIFY(!decodeAtFixedNow(QStringLiteral("9300600714644520967"), Format::CockroachRowid).valid);
}

void TstSnowflakeProfiles::flakeIdMintedByNpm()
{
    const QList<QList<QByteArray>> rows = dataRows("flake_idgen_npm.tsv", 5);
    QCOMPARE(rows.size(), 24);
    for (const QList<QByteArray>& c : rows) {
        const QString id = QString::fromLatin1(c[0]);
        const DecodeResult r = decodeAtFixedNow(id, Format::FlakeId);
        QVERIFY2(r.valid, qPrintable(id));
        const Reading& x = r.readings.first();
        QCOMPARE(x.canonical, id);
        QCOMPARE(x.instant->unixMsFloor(), c[1].toLongLong());
        QCOMPARE(field(x, "datacenter"), QString::fromLatin1(c[2]));
        QCOMPARE(field(x, "worker"), QString::fromLatin1(c[3]));
        QCOMPARE(field(x, "sequence"), QString::fromLatin1(c[4]));
        // Unasked, the same instant is read under LinkedIn's layout.
        const Reading* linkedIn = readingOf(decodeAtFixedNow(id), Format::SnowflakeLinkedIn);
        QVERIFY(linkedIn);
        QCOMPARE(linkedIn->instant->unixMsFloor(), c[1].toLongLong());
    }
}

void TstSnowflakeProfiles::spaceflakeLayout()
{
    // 2023-06-15T12:00:00.789Z, node 3, worker 9, sequence 42:
    // (266760000789 << 22) | 3 << 17 | 9 << 12 | 42 = 1118872538349735978.
    const DecodeResult r =
        decodeAtFixedNow(QStringLiteral("1118872538349735978"), Format::Spaceflake);
    QVERIFY2(r.valid, qPrintable(r.error));
    const Reading& x = r.readings.first();
    QCOMPARE(x.instant->unixMsFloor(), qint64(1686830400789));
    QCOMPARE(field(x, "node"), QStringLiteral("3"));
    QCOMPARE(field(x, "worker"), QStringLiteral("9"));
    QCOMPARE(field(x, "sequence"), QStringLiteral("42"));
    // Unasked it reads as Discord, at the same instant.
    const Reading* discord = readingOf(decodeAtFixedNow(QStringLiteral("1118872538349735978")),
                                       Format::SnowflakeDiscord);
    QVERIFY(discord);
    QCOMPARE(discord->instant->unixMsFloor(), qint64(1686830400789));
}

void TstSnowflakeProfiles::onRequestProfilesRepeatNothing()
{
    // Flake ID and Spaceflake are never read unasked; asked for, each instant equals
    // LinkedIn's or Discord's for every value below 2^63 (checked over a spread of values).
    for (quint64 v = 1; v < (quint64(1) << 63); v = v * 2 + 12345) {
        const QString s = QString::number(v);
        const DecodeResult any = decodeAtFixedNow(s);
        QVERIFY(!readingOf(any, Format::FlakeId) && !readingOf(any, Format::Spaceflake));
        const DecodeResult fid = decodeAtFixedNow(s, Format::FlakeId);
        const DecodeResult sf = decodeAtFixedNow(s, Format::Spaceflake);
        const Reading* li = readingOf(any, Format::SnowflakeLinkedIn);
        const Reading* dc = readingOf(any, Format::SnowflakeDiscord);
        QVERIFY(li && dc && fid.valid && sf.valid);
        QCOMPARE(*fid.readings.first().instant, *li->instant);
        QCOMPARE(*sf.readings.first().instant, *dc->instant);
        // Both are v >> 22 ms after their epochs.
        QCOMPARE(li->instant->unixMsFloor(), qint64(v >> 22));
        QCOMPARE(dc->instant->unixMsFloor(), qint64(v >> 22) + 1420070400000);
    }
}

void TstSnowflakeProfiles::integerReadingsFit()
{
    // Every reading of an integer fits in one Candidates (the integer profiles, the Unix
    // units, TSID, …), with room to spare, so none is dropped.
    DecodeOptions o;
    o.nowMs = kFixedNow;
    o.customSnowflakeSet = true;
    Candidates c;
    Detector(o).detect(IdInput::fromInteger(7163147469877407744), c);
    QVERIFY2(c.size() < Candidates::kCapacity - 2, qPrintable(QString::number(c.size())));
    for (const char* s : {"7163147469877407744", "-7163147469877407744", "123456789012345678"}) {
        Detector(o).detect(IdInput::text(s), c);
        QVERIFY2(c.size() < Candidates::kCapacity - 2, s);
    }
}

QTEST_GUILESS_MAIN(TstSnowflakeProfiles)
#include "tst_snowflakeprofiles.moc"
