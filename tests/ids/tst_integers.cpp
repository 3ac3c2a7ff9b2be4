// Snowflake profiles (snowflake.cpp) and plain time values (timestamp.cpp).
// Expected instants are written as literals or computed here with plain shifts and masks.
#include "ids/codecs.h"

#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>
#include <memory>

using namespace idscope;

Q_DECLARE_METATYPE(idscope::Format)

namespace {

constexpr qint64 kTwitterEpoch = 1288834974657;
constexpr qint64 kDiscordEpoch = 1420070400000;
constexpr qint64 kInstagramEpoch = 1314220021721;
constexpr qint64 kSonyV1Epoch = 1409529600000; // 2014-09-01T00:00:00Z
constexpr qint64 kSonyV2Epoch = 1735689600000; // 2025-01-01T00:00:00Z

Candidates parse(const IdInput& in, const DecodeOptions& opt = {})
{
    Candidates c;
    parseSnowflake(in, opt, c);
    parseTimestamp(in, opt, c);
    return c;
}

Candidates parseText(const char* s, const DecodeOptions& opt = {})
{
    return parse(IdInput::text(s), opt);
}

const Decoded* find(const Candidates& c, Format f, int profile = -1)
{
    for (const Decoded& d : c) {
        if (d.format == f && (profile < 0 || d.profile == profile))
            return &d;
    }
    return nullptr;
}

int count(const Candidates& c, Format f)
{
    int n = 0;
    for (const Decoded& d : c)
        n += d.format == f ? 1 : 0;
    return n;
}

QString iso(const Decoded& d, Precision p = Precision::Millisecond)
{
    return toRfc3339(d.instant, p);
}

QString field(const Reading& r, const char* key)
{
    for (const Field& f : r.fields) {
        if (f.key == QLatin1String(key))
            return f.value;
    }
    return QStringLiteral("<none>");
}

bool isNumericField(const Reading& r, const char* key)
{
    for (const Field& f : r.fields) {
        if (f.key == QLatin1String(key))
            return f.numeric;
    }
    return false;
}

const Format kSnowflakes[] = {Format::SnowflakeTwitter, Format::SnowflakeDiscord,
                              Format::SnowflakeInstagram, Format::SnowflakeMastodon,
                              Format::Sonyflake};
const Format kUnix[] = {Format::UnixS, Format::UnixMs, Format::UnixUs, Format::UnixNs};

} // namespace

class Tst_integers : public QObject {
    Q_OBJECT
private slots:
    // ---- Snowflakes -------------------------------------------------------------------
    void snowflakeVectors_data();
    void snowflakeVectors();
    void snowflakeEveryProfile();
    void snowflakeTextSpellings_data();
    void snowflakeTextSpellings();
    void snowflakeForcedErrors_data();
    void snowflakeForcedErrors();
    void snowflakeExtremes();
    void snowflakeBeforeEpochFlag();
    void sonyflakeByHand();
    void mastodonByHand();
    void customLayout();
    void customLayoutRejects();
    void layoutFromText_data();
    void layoutFromText();
    void layoutFromTextRejects_data();
    void layoutFromTextRejects();
    void rfc3339OffsetWithSeconds();
    void makeSnowflakeRoundTrip_data();
    void makeSnowflakeRoundTrip();
    void makeSnowflakeBounds();

    // ---- Time values ------------------------------------------------------------------
    void unixIntegers_data();
    void unixIntegers();
    void unixText();
    void unixRejectsOtherShapes();
    void julianDay_data();
    void julianDay();
    void realUnixSeconds_data();
    void realUnixSeconds();
    void realWholeNumbers();
    void rfc3339Valid_data();
    void rfc3339Valid();
    void rfc3339Invalid_data();
    void rfc3339Invalid();
    void rfc3339Shapes_data();
    void rfc3339Shapes();
    void forcedTimeFormats();
    void makeTimestampRoundTrip_data();
    void makeTimestampRoundTrip();
    void makeTimestampBounds();
    void prefixesNeverCrash();
};

// ---- Snowflakes -----------------------------------------------------------------------

void Tst_integers::snowflakeVectors_data()
{
    QTest::addColumn<quint64>("value");
    QTest::addColumn<Format>("format");
    QTest::addColumn<QString>("instant");
    QTest::addColumn<qint64>("expectedMs"); // computed here by shifts, independently
    QTest::addColumn<QStringList>("fields");

    // Published vectors of the formats (hand-checked).
    {
        const quint64 v = 1593572310593806338ULL;
        QTest::newRow("twitter") << v << Format::SnowflakeTwitter
                                 << QStringLiteral("2022-11-18T11:50:20.644Z")
                                 << qint64(v >> 22) + kTwitterEpoch
                                 << QStringList{QStringLiteral("timestamp=379937245987"),
                                                QStringLiteral("datacenter=11"),
                                                QStringLiteral("worker=26"),
                                                QStringLiteral("sequence=2")};
    }
    {
        const quint64 v = 175928847299117063ULL;
        QTest::newRow("discord-2016")
            << v << Format::SnowflakeDiscord << QStringLiteral("2016-04-30T11:18:25.796Z")
            << qint64(v >> 22) + kDiscordEpoch
            << QStringList{QStringLiteral("timestamp=41944705796"), QStringLiteral("worker=1"),
                           QStringLiteral("process=0"), QStringLiteral("increment=7")};
    }
    {
        const quint64 v = 661720242585735168ULL;
        QTest::newRow("discord-2020")
            << v << Format::SnowflakeDiscord << QStringLiteral("2020-01-01T00:00:00.000Z")
            << qint64(v >> 22) + kDiscordEpoch
            << QStringList{QStringLiteral("timestamp=157766400000"), QStringLiteral("worker=1"),
                           QStringLiteral("process=1"), QStringLiteral("increment=0")};
    }
    {
        const quint64 v = 2384288897814875714ULL;
        QTest::newRow("instagram")
            << v << Format::SnowflakeInstagram << QStringLiteral("2020-08-26T13:43:27.313Z")
            << qint64(v >> 23) + kInstagramEpoch
            << QStringList{QStringLiteral("timestamp=284229385592"), QStringLiteral("shard=2675"),
                           QStringLiteral("sequence=578")};
    }
}

void Tst_integers::snowflakeVectors()
{
    QFETCH(quint64, value);
    QFETCH(Format, format);
    QFETCH(QString, instant);
    QFETCH(qint64, expectedMs);
    QFETCH(QStringList, fields);

    // The same value as an SQLite INTEGER and as TEXT reads the same.
    const QByteArray text = QByteArray::number(value);
    const IdInput inputs[] = {IdInput::fromInteger(qint64(value)),
                              IdInput::text({text.constData(), std::size_t(text.size())})};
    for (const IdInput& in : inputs) {
        const Candidates c = parse(in);
        const Decoded* d = find(c, format);
        QVERIFY(d);
        QVERIFY(d->valid());
        QVERIFY(d->hasInstant);
        QCOMPARE(d->precision, Precision::Millisecond);
        QCOMPARE(d->instant, Instant::fromUnixMs(expectedMs));
        QCOMPARE(iso(*d), instant);
        QCOMPARE(d->u64, value);
        QCOMPARE(d->flags & WarnBeforeEpoch, 0u);
        const Reading r = describe(*d);
        QVERIFY(r.valid);
        QCOMPARE(r.canonical, QString::fromLatin1(text));
        for (const QString& kv : fields) {
            const QString key = kv.section(QLatin1Char('='), 0, 0);
            QCOMPARE(field(r, key.toLatin1().constData()), kv.section(QLatin1Char('='), 1));
            QVERIFY(isNumericField(r, key.toLatin1().constData()));
        }
        // An Instagram media ID also says its shortcode: 2384288897814875714 in base64url
        // digits (A = 0 … _ = 63) is CEWsh68Kc5C.
        const bool instagram = format == Format::SnowflakeInstagram;
        if (instagram)
            QCOMPARE(field(r, "shortcode"), QStringLiteral("CEWsh68Kc5C"));
        QCOMPARE(r.fields.size(), fields.size() + (instagram ? 1 : 0));
    }
}

void Tst_integers::snowflakeEveryProfile()
{
    // One reading per profile, never a choice made here; the user layout only on request.
    const Candidates c = parse(IdInput::fromInteger(175928847299117063LL));
    QCOMPARE(count(c, Format::SnowflakeTwitter), 1);
    QCOMPARE(count(c, Format::SnowflakeDiscord), 1);
    QCOMPARE(count(c, Format::SnowflakeInstagram), 1);
    QCOMPARE(count(c, Format::SnowflakeMastodon), 1);
    QCOMPARE(count(c, Format::Sonyflake), 2);
    QCOMPARE(count(c, Format::Snowflake), 0);
    QVERIFY(find(c, Format::Sonyflake, 0));
    QVERIFY(find(c, Format::Sonyflake, 1));
    QCOMPARE(find(c, Format::SnowflakeTwitter)->prior, quint8(60));
    QCOMPARE(find(c, Format::SnowflakeDiscord)->prior, quint8(60));
    QCOMPARE(find(c, Format::SnowflakeInstagram)->prior, quint8(50));
    QCOMPARE(find(c, Format::SnowflakeMastodon)->prior, quint8(45));
    QCOMPARE(find(c, Format::Sonyflake, 0)->prior, quint8(40));
    QCOMPARE(find(c, Format::Sonyflake, 1)->prior, quint8(35));
    for (const Decoded& d : c)
        QCOMPARE(d.score, quint8(0)); // the detector scores

    DecodeOptions opt;
    opt.customSnowflakeSet = true;
    const Candidates withCustom = parse(IdInput::fromInteger(175928847299117063LL), opt);
    QCOMPARE(count(withCustom, Format::Snowflake), 1);
    QCOMPARE(find(withCustom, Format::Snowflake)->prior, quint8(70));

    DecodeOptions forced;
    forced.forced = Format::Snowflake;
    QCOMPARE(count(parse(IdInput::fromInteger(12345), forced), Format::Snowflake), 1);
}

void Tst_integers::snowflakeTextSpellings_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("acceptedFree");   // without a forced format
    QTest::addColumn<bool>("acceptedForced"); // forced snowflake-discord
    QTest::addColumn<quint64>("value");
    QTest::addColumn<bool>("nonCanonical");

    QTest::newRow("plain") << QByteArray("175928847299117063") << true << true
                           << quint64(175928847299117063ULL) << false;
    QTest::newRow("zero") << QByteArray("0") << true << true << quint64(0) << false;
    QTest::newRow("plus") << QByteArray("+175928847299117063") << false << true
                          << quint64(175928847299117063ULL) << true;
    QTest::newRow("leading-zero") << QByteArray("0175928847299117063") << false << true
                                  << quint64(175928847299117063ULL) << true;
    QTest::newRow("zeros") << QByteArray("000") << false << true << quint64(0) << true;
    QTest::newRow("minus-zero") << QByteArray("-0") << false << true << quint64(0) << true;
    QTest::newRow("plus-leading-zero") << QByteArray("+07") << false << true << quint64(7) << true;
}

void Tst_integers::snowflakeTextSpellings()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, acceptedFree);
    QFETCH(bool, acceptedForced);
    QFETCH(quint64, value);
    QFETCH(bool, nonCanonical);
    const IdInput in = IdInput::text({text.constData(), std::size_t(text.size())});

    Candidates free;
    parseSnowflake(in, {}, free);
    QCOMPARE(!free.empty(), acceptedFree);

    DecodeOptions opt;
    opt.forced = Format::SnowflakeDiscord;
    Candidates forced;
    parseSnowflake(in, opt, forced);
    const Decoded* d = find(forced, Format::SnowflakeDiscord);
    QVERIFY(d);
    QCOMPARE(d->valid(), acceptedForced);
    QCOMPARE(d->u64, value);
    QCOMPARE(bool(d->flags & WarnNonCanonicalSpelling), nonCanonical);
    QCOMPARE(describe(*d).canonical, QString::number(value));
}

void Tst_integers::snowflakeForcedErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("error");
    QTest::addColumn<int>("pos");

    // Not "12a4": on request an integer format reads hex (unfurl's Sonyflakes), so the letter
    // must be one no hex digit is.
    QTest::newRow("letter") << QByteArray("12g4") << int(ParseError::BadCharacter) << 2;
    QTest::newRow("space") << QByteArray(" 124") << int(ParseError::BadCharacter) << 0;
    QTest::newRow("only-minus") << QByteArray("-") << int(ParseError::BadLength) << 0;
    QTest::newRow("double-sign") << QByteArray("+-5") << int(ParseError::BadCharacter) << 1;
    QTest::newRow("2^64") << QByteArray("18446744073709551616") << int(ParseError::OutOfRange) << 0;
    QTest::newRow("21-digits") << QByteArray("100000000000000000000") << int(ParseError::OutOfRange)
                               << 0;
    QTest::newRow("too-long") << QByteArray("12345678901234567890123") << int(ParseError::BadLength)
                              << 0;
    QTest::newRow("empty") << QByteArray("") << int(ParseError::BadLength) << 0;
    QTest::newRow("negative") << QByteArray("-5") << int(ParseError::OutOfRange) << 0;
}

void Tst_integers::snowflakeForcedErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(int, error);
    QFETCH(int, pos);
    const IdInput in = IdInput::text({text.constData(), std::size_t(text.size())});

    Candidates free;
    parseSnowflake(in, {}, free);
    for (const Decoded& d : free)
        QVERIFY(!d.valid()); // never a valid reading of a malformed value

    DecodeOptions opt;
    opt.forced = Format::SnowflakeTwitter;
    Candidates c;
    parseSnowflake(in, opt, c);
    const Decoded* d = find(c, Format::SnowflakeTwitter);
    QVERIFY(d);
    QCOMPARE(int(d->error), error);
    QCOMPARE(int(d->errorPos), pos);
    QVERIFY(!describe(*d).error.isEmpty());

    opt.forced = Format::Sonyflake; // both epochs get the reason
    Candidates s;
    parseSnowflake(in, opt, s);
    QCOMPARE(count(s, Format::Sonyflake), 2);
}

void Tst_integers::snowflakeExtremes()
{
    // Negative: invalid for every profile, with the reason.
    for (const qint64 neg : {qint64(-1), std::numeric_limits<qint64>::min()}) {
        const Candidates c = parse(IdInput::fromInteger(neg));
        for (const Format f : kSnowflakes) {
            const Decoded* d = find(c, f);
            QVERIFY(d);
            QCOMPARE(d->error, ParseError::OutOfRange);
        }
        QCOMPARE(count(c, Format::Sonyflake), 2);
    }

    // INT64_MAX: every bit below the sign set.
    const qint64 max = std::numeric_limits<qint64>::max();
    const Candidates c = parse(IdInput::fromInteger(max));
    const quint64 m = quint64(max);
    QCOMPARE(find(c, Format::SnowflakeTwitter)->instant,
             Instant::fromUnixMs(qint64(m >> 22) + kTwitterEpoch));
    QCOMPARE(find(c, Format::SnowflakeTwitter)->u64 >> 22, (quint64(1) << 41) - 1);
    QCOMPARE(iso(*find(c, Format::SnowflakeTwitter)), QStringLiteral("2080-07-10T17:30:30.208Z"));
    QCOMPARE(find(c, Format::SnowflakeDiscord)->instant,
             Instant::fromUnixMs(qint64(m >> 22) + kDiscordEpoch));
    QCOMPARE(find(c, Format::SnowflakeInstagram)->instant,
             Instant::fromUnixMs(qint64(m >> 23) + kInstagramEpoch));
    QCOMPARE(find(c, Format::SnowflakeMastodon)->instant, Instant::fromUnixMs(qint64(m >> 16)));
    QCOMPARE(find(c, Format::Sonyflake, 0)->instant,
             Instant::fromUnixMs(qint64(m >> 24) * 10 + kSonyV1Epoch));
    QCOMPARE(find(c, Format::Sonyflake, 1)->instant,
             Instant::fromUnixMs(qint64(m >> 24) * 10 + kSonyV2Epoch));
    const Reading r = describe(*find(c, Format::SnowflakeTwitter));
    QCOMPARE(field(r, "datacenter"), QStringLiteral("31"));
    QCOMPARE(field(r, "worker"), QStringLiteral("31"));
    QCOMPARE(field(r, "sequence"), QStringLiteral("4095"));
    QCOMPARE(r.canonical, QStringLiteral("9223372036854775807"));

    // Above INT64_MAX (only as text): layouts that use all 64 bits still read it; the
    // 63-bit ones (Twitter, Sonyflake) say it is out of range.
    const Candidates big = parseText("18446744073709551615");
    QCOMPARE(find(big, Format::SnowflakeTwitter)->error, ParseError::OutOfRange);
    QCOMPARE(find(big, Format::Sonyflake, 0)->error, ParseError::OutOfRange);
    QCOMPARE(find(big, Format::Sonyflake, 1)->error, ParseError::OutOfRange);
    const Decoded* discord = find(big, Format::SnowflakeDiscord);
    QVERIFY(discord->valid());
    QCOMPARE(discord->instant, Instant::fromUnixMs(qint64((quint64(1) << 42) - 1) + kDiscordEpoch));
    const Reading dr = describe(*discord);
    QCOMPARE(dr.canonical, QStringLiteral("18446744073709551615"));
    QCOMPARE(field(dr, "timestamp"), QStringLiteral("4398046511103"));
    QCOMPARE(field(dr, "worker"), QStringLiteral("31"));
    QCOMPARE(field(dr, "increment"), QStringLiteral("4095"));
    QVERIFY(find(big, Format::SnowflakeInstagram)->valid());
    QCOMPARE(find(big, Format::SnowflakeMastodon)->instant,
             Instant::fromUnixMs(qint64((quint64(1) << 48) - 1)));
    QCOMPARE(iso(*find(big, Format::SnowflakeMastodon)),
             QStringLiteral("10889-08-02T05:31:50.655Z"));

    // Zero: every profile at its epoch.
    const Candidates z = parse(IdInput::fromInteger(0));
    QCOMPARE(iso(*find(z, Format::SnowflakeTwitter)), QStringLiteral("2010-11-04T01:42:54.657Z"));
    QCOMPARE(iso(*find(z, Format::SnowflakeDiscord)), QStringLiteral("2015-01-01T00:00:00.000Z"));
    QCOMPARE(iso(*find(z, Format::SnowflakeInstagram)), QStringLiteral("2011-08-24T21:07:01.721Z"));
    QCOMPARE(iso(*find(z, Format::SnowflakeMastodon)), QStringLiteral("1970-01-01T00:00:00.000Z"));
    QCOMPARE(iso(*find(z, Format::Sonyflake, 0)), QStringLiteral("2014-09-01T00:00:00.000Z"));
    QCOMPARE(iso(*find(z, Format::Sonyflake, 1)), QStringLiteral("2025-01-01T00:00:00.000Z"));
}

void Tst_integers::snowflakeBeforeEpochFlag()
{
    // Raw time field 0 (value below one tick of the time field): flagged on every profile.
    for (const qint64 v : {qint64(0), qint64(1), qint64(4095)}) {
        const Candidates c = parse(IdInput::fromInteger(v));
        for (const Decoded& d : c) {
            if (d.format >= Format::SnowflakeTwitter && d.format <= Format::Sonyflake)
                QVERIFY2(d.flags & WarnBeforeEpoch, qPrintable(formatName(d.format)));
        }
    }
    // Bit 22 is time field 1 on Twitter/Discord (not before the epoch); Instagram (time from
    // bit 23) and Sonyflake (from bit 24) still read 0 there.
    const Candidates c = parse(IdInput::fromInteger(qint64(1) << 22));
    QCOMPARE(find(c, Format::SnowflakeTwitter)->flags & WarnBeforeEpoch, 0u);
    QCOMPARE(find(c, Format::SnowflakeDiscord)->flags & WarnBeforeEpoch, 0u);
    QVERIFY(find(c, Format::SnowflakeInstagram)->flags & WarnBeforeEpoch); // time from bit 23
    QCOMPARE(find(c, Format::SnowflakeMastodon)->flags & WarnBeforeEpoch, 0u);
    QVERIFY(find(c, Format::Sonyflake, 0)->flags & WarnBeforeEpoch);
    QCOMPARE(iso(*find(c, Format::SnowflakeTwitter)), QStringLiteral("2010-11-04T01:42:54.658Z"));
}

void Tst_integers::sonyflakeByHand()
{
    // sony/sonyflake: id = elapsed << (8 + 16) | sequence << 16 | machine, elapsed in 10 ms
    // units since the start time. Build one from parts and read it back.
    const qint64 instantMs = 1700000000120; // 2023-11-14T22:13:20.120Z
    const quint64 elapsed = quint64(instantMs - kSonyV1Epoch) / 10;
    QCOMPARE(elapsed, quint64(29047040012));
    const quint64 id = elapsed << 24 | quint64(0xAB) << 16 | 0x1234;
    QCOMPARE(id, quint64(487328464453177908ULL)); // 29047040012 * 2^24 + 171 * 65536 + 4660

    const Candidates c = parse(IdInput::fromInteger(qint64(id)));
    const Decoded* v1 = find(c, Format::Sonyflake, 0);
    QVERIFY(v1 && v1->valid());
    QCOMPARE(v1->precision, Precision::TenMilliseconds);
    QCOMPARE(v1->instant, Instant::fromUnixMs(instantMs));
    QCOMPARE(toRfc3339(v1->instant, v1->precision), QStringLiteral("2023-11-14T22:13:20.12Z"));
    const Reading r1 = describe(*v1);
    QCOMPARE(field(r1, "timestamp"), QStringLiteral("29047040012"));
    QCOMPARE(field(r1, "sequence"), QStringLiteral("171"));
    QCOMPARE(field(r1, "machine"), QStringLiteral("4660"));
    QCOMPARE(field(r1, "epoch"), QStringLiteral("2014-09-01"));
    QVERIFY(!isNumericField(r1, "epoch"));
    QCOMPARE(r1.profileLabel(), QStringLiteral("v1 epoch"));

    // Same bits under the v2 default start (2025-01-01): 29047040012 × 10 ms later than it.
    const Decoded* v2 = find(c, Format::Sonyflake, 1);
    QVERIFY(v2 && v2->valid());
    QCOMPARE(v2->instant, Instant::fromUnixMs(qint64(elapsed) * 10 + kSonyV2Epoch));
    QCOMPARE(iso(*v2), QStringLiteral("2034-03-16T22:13:20.120Z"));
    const Reading r2 = describe(*v2);
    QCOMPARE(field(r2, "epoch"), QStringLiteral("2025-01-01"));
    QCOMPARE(field(r2, "machine"), QStringLiteral("4660"));
    QCOMPARE(r2.profileLabel(), QStringLiteral("v2 epoch"));

    // Largest Sonyflake: 2^63 - 1, time field 2^39 - 1 (174 years after the start).
    const Candidates m = parse(IdInput::fromInteger(std::numeric_limits<qint64>::max()));
    QCOMPARE(iso(*find(m, Format::Sonyflake, 0)), QStringLiteral("2188-11-16T03:28:58.870Z"));
}

void Tst_integers::mastodonByHand()
{
    // Mastodon: id = unix_ms << 16 | 16-bit sequence/hash.
    const qint64 ms = 1669050997707; // 2022-11-21T17:16:37.707Z
    const quint64 id = quint64(ms) << 16 | 1728;
    QCOMPARE(id, quint64(109382926185727680ULL));
    const Candidates c = parseText("109382926185727680");
    const Decoded* d = find(c, Format::SnowflakeMastodon);
    QVERIFY(d && d->valid());
    QCOMPARE(d->instant, Instant::fromUnixMs(ms));
    QCOMPARE(iso(*d), QStringLiteral("2022-11-21T17:16:37.707Z"));
    const Reading r = describe(*d);
    QCOMPARE(field(r, "timestamp"), QStringLiteral("1669050997707"));
    QCOMPARE(field(r, "sequence"), QStringLiteral("1728"));
    QCOMPARE(r.fields.size(), 2);
}

void Tst_integers::customLayout()
{
    // 1 unused, 40 ms since 2020-01-01, 8 node, 15 sequence.
    DecodeOptions opt;
    opt.customSnowflakeSet = true;
    opt.customSnowflake.epochMs = 1577836800000;
    opt.customSnowflake.timeBits = 40;
    opt.customSnowflake.nodeBits = 8;
    opt.customSnowflake.sequenceBits = 15;
    opt.customSnowflake.timeUnitMs = 1;
    const quint64 t = 123456789012; // ms after the epoch
    const quint64 id = t << 23 | quint64(200) << 15 | 31000;
    const Candidates c = parse(IdInput::fromInteger(qint64(id)), opt);
    const Decoded* d = find(c, Format::Snowflake);
    QVERIFY(d && d->valid());
    QCOMPARE(d->prior, quint8(70));
    QCOMPARE(d->precision, Precision::Millisecond);
    QCOMPARE(d->instant, Instant::fromUnixMs(1577836800000 + qint64(t)));
    QCOMPARE(iso(*d), QStringLiteral("2023-11-29T21:33:09.012Z"));

    // describe() works from the Decoded alone, whatever the options are by then.
    const Reading r = describe(*d);
    QCOMPARE(r.canonical, QString::number(id));
    QCOMPARE(field(r, "timestamp"), QStringLiteral("123456789012"));
    QCOMPARE(field(r, "node"), QStringLiteral("200"));
    QCOMPARE(field(r, "sequence"), QStringLiteral("31000"));

    // 10 ms units (a Sonyflake-like user layout, machine after sequence is not modelled).
    DecodeOptions tens = opt;
    tens.customSnowflake.timeUnitMs = 10;
    const Candidates c10 = parse(IdInput::fromInteger(qint64(id)), tens);
    const Decoded* d10 = find(c10, Format::Snowflake);
    QVERIFY(d10 && d10->valid());
    QCOMPARE(d10->precision, Precision::TenMilliseconds);
    QCOMPARE(d10->instant, Instant::fromUnixMs(1577836800000 + qint64(t) * 10));

    // Whole 64 bits of time, no node/sequence: the top bit is used too.
    DecodeOptions wide;
    wide.forced = Format::Snowflake;
    wide.customSnowflake = {0, 64, 0, 0, 1};
    const Candidates cw = parseText("18446744073709551615", wide);
    const Decoded* w = find(cw, Format::Snowflake);
    QVERIFY(w && w->valid());
    QCOMPARE(w->instant.seconds, qint64(18446744073709551ULL));
    QCOMPARE(w->instant.nanos, 615000000);
    const Reading wr = describe(*w);
    QCOMPARE(field(wr, "node"), QStringLiteral("0"));
    QCOMPARE(field(wr, "timestamp"), QStringLiteral("18446744073709551615"));
}

void Tst_integers::customLayoutRejects()
{
    DecodeOptions opt;
    opt.customSnowflakeSet = true;
    opt.customSnowflake = {0, 30, 4, 4, 1}; // 38 bits used: the top 26 must be clear
    const Candidates ok = parse(IdInput::fromInteger((qint64(1) << 38) - 1), opt);
    QVERIFY(find(ok, Format::Snowflake)->valid());
    const Candidates high = parse(IdInput::fromInteger(qint64(1) << 38), opt);
    QCOMPARE(find(high, Format::Snowflake)->error, ParseError::OutOfRange);

    opt.customSnowflake = {0, 60, 4, 4, 1}; // 68 bits: not a layout
    const Candidates bad = parse(IdInput::fromInteger(5), opt);
    QCOMPARE(find(bad, Format::Snowflake)->error, ParseError::OutOfRange);
    Decoded out;
    QVERIFY(!makeSnowflake(Format::Snowflake, Instant::fromUnixMs(0), Fill::Min, opt, out));
}

void Tst_integers::layoutFromText_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<qint64>("epoch");
    QTest::addColumn<int>("timeBits");
    QTest::addColumn<int>("nodeBits");
    QTest::addColumn<int>("sequenceBits");
    QTest::addColumn<qint64>("unitMs");
    QTest::newRow("twitter") << QStringLiteral("1288834974657:41:10:12") << qint64(1288834974657)
                             << 41 << 10 << 12 << qint64(1);
    QTest::newRow("seconds") << QStringLiteral("0:41:10:12:1000") << qint64(0) << 41 << 10 << 12
                             << qint64(1000);
    QTest::newRow("wide node") << QStringLiteral("0:10:44:10") << qint64(0) << 10 << 44 << 10
                               << qint64(1);
    QTest::newRow("all time") << QStringLiteral("0:64:0:0") << qint64(0) << 64 << 0 << 0
                              << qint64(1);
    QTest::newRow("negative epoch")
        << QStringLiteral("-1000:41:10:12:10") << qint64(-1000) << 41 << 10 << 12 << qint64(10);
}

void Tst_integers::layoutFromText()
{
    QFETCH(QString, spec);
    QFETCH(qint64, epoch);
    QFETCH(int, timeBits);
    QFETCH(int, nodeBits);
    QFETCH(int, sequenceBits);
    QFETCH(qint64, unitMs);
    QString why;
    const auto l = parseSnowflakeLayout(spec, &why);
    QVERIFY2(l, qPrintable(why));
    QCOMPARE(l->epochMs, epoch);
    QCOMPARE(int(l->timeBits), timeBits);
    QCOMPARE(int(l->nodeBits), nodeBits);
    QCOMPARE(int(l->sequenceBits), sequenceBits);
    QCOMPARE(qint64(l->timeUnitMs), unitMs);

    // Decoding with it: the time field (above node + sequence) × unit after the epoch.
    DecodeOptions opt;
    opt.forced = Format::Snowflake;
    opt.customSnowflake = *l;
    const quint64 ticks = 3; // small enough for every layout above
    const int low = nodeBits + sequenceBits;
    const Candidates c = parse(IdInput::fromInteger(qint64(ticks << low)), opt);
    const Decoded* d = find(c, Format::Snowflake);
    QVERIFY(d && d->valid());
    QCOMPARE(d->instant, Instant::fromUnixMs(epoch + 3 * unitMs));
    const Reading r = describe(*d);
    QCOMPARE(field(r, "timestamp"), QStringLiteral("3"));
}

void Tst_integers::layoutFromTextRejects_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("node 300") << QStringLiteral("0:10:300:0"); // 300 mod 256 = 44 would fit
    QTest::newRow("time 256") << QStringLiteral("0:256:0:0");  // 256 mod 256 = 0
    QTest::newRow("unit 2^32") << QStringLiteral("0:41:10:12:4294967296");
    QTest::newRow("unit 0") << QStringLiteral("0:41:10:12:0");
    QTest::newRow("sum 65") << QStringLiteral("0:41:12:12");
    QTest::newRow("time 0") << QStringLiteral("0:0:32:12");
    QTest::newRow("span") << QStringLiteral("0:64:0:0:1000"); // 2^64 s: no Instant holds it
    QTest::newRow("epoch") << QStringLiteral("2020-01-01:41:10:12");
    QTest::newRow("parts") << QStringLiteral("0:41:10:12:1:1");
    QTest::newRow("empty") << QString();
}

void Tst_integers::layoutFromTextRejects()
{
    QFETCH(QString, spec);
    QString why;
    QVERIFY(!parseSnowflakeLayout(spec, &why));
    QVERIFY(!why.isEmpty());
}

void Tst_integers::rfc3339OffsetWithSeconds()
{
    // "+hh:mm:ss" (local mean time offsets) reads exactly: 00:19:32 at +00:19:32 is midnight
    // UTC; the offset field keeps its seconds.
    const Candidates c = parseText("1900-01-01T00:19:32+00:19:32");
    const Decoded* d = find(c, Format::Rfc3339);
    QVERIFY(d && d->valid());
    QCOMPARE(d->instant, Instant::fromUnixSeconds(-2208988800));
    QVERIFY(d->flags & WarnNonCanonicalSpelling);
    QCOMPARE(field(describe(*d), "offset"), QStringLiteral("+00:19:32"));
    const Candidates m = parseText("1969-12-31T19:03:58-04:56:02");
    QCOMPARE(find(m, Format::Rfc3339)->instant, Instant::fromUnixSeconds(0));
    QCOMPARE(field(describe(*find(m, Format::Rfc3339)), "offset"), QStringLiteral("-04:56:02"));
    // The usual spelling is unchanged, and 60 offset seconds are no offset.
    QCOMPARE(
        field(describe(*find(parseText("2026-01-02T03:04:05+03:00"), Format::Rfc3339)), "offset"),
        QStringLiteral("+03:00"));
    QVERIFY(!find(parseText("1900-01-01T00:19:32+00:19:60"), Format::Rfc3339)->valid());
}

void Tst_integers::makeSnowflakeRoundTrip_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<int>("profile");
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<qint64>("unitMs");

    const qint64 instants[] = {1700000000123, 1420070400000, 1735689600005, 2000000000999};
    for (const qint64 ms : instants) {
        const QByteArray at = QByteArray::number(ms);
        QTest::newRow(("twitter@" + at).constData())
            << Format::SnowflakeTwitter << 0 << ms << qint64(1);
        QTest::newRow(("discord@" + at).constData())
            << Format::SnowflakeDiscord << 0 << ms << qint64(1);
        QTest::newRow(("instagram@" + at).constData())
            << Format::SnowflakeInstagram << 0 << ms << qint64(1);
        QTest::newRow(("mastodon@" + at).constData())
            << Format::SnowflakeMastodon << 0 << ms << qint64(1);
        QTest::newRow(("sony-v1@" + at).constData()) << Format::Sonyflake << 0 << ms << qint64(10);
        if (ms >= kSonyV2Epoch)
            QTest::newRow(("sony-v2@" + at).constData())
                << Format::Sonyflake << 1 << ms << qint64(10);
        QTest::newRow(("custom@" + at).constData()) << Format::Snowflake << 0 << ms << qint64(10);
    }
}

void Tst_integers::makeSnowflakeRoundTrip()
{
    QFETCH(Format, format);
    QFETCH(int, profile);
    QFETCH(qint64, ms);
    QFETCH(qint64, unitMs);

    DecodeOptions opt;
    opt.customSnowflake = {1400000000000, 41, 10, 12, 10};
    const qint64 epoch =
        format == Format::Snowflake          ? 1400000000000
        : format == Format::SnowflakeTwitter ? kTwitterEpoch
        : format == Format::SnowflakeDiscord ? kDiscordEpoch
        : format == Format::SnowflakeInstagram
            ? kInstagramEpoch
            : (format == Format::Sonyflake ? (profile ? kSonyV2Epoch : kSonyV1Epoch) : 0);
    const Instant floored = Instant::fromUnixMs(epoch + (ms - epoch) / unitMs * unitMs);
    // Sub-ms nanos must not move the result.
    const Instant t{Instant::fromUnixMs(ms).seconds, Instant::fromUnixMs(ms).nanos + 999999};

    quint64 lowest = 0;
    quint64 highest = 0;
    for (const Fill fill : {Fill::Min, Fill::Max, Fill::Random, Fill::Random, Fill::Random}) {
        Decoded made;
        made.profile = quint8(profile); // selects the Sonyflake epoch
        QVERIFY(makeSnowflake(format, t, fill, opt, made));
        QVERIFY(made.valid());
        QCOMPARE(made.format, format);
        QCOMPARE(int(made.profile), profile);
        QCOMPARE(made.instant, floored);
        if (fill == Fill::Min)
            lowest = made.u64;
        else if (fill == Fill::Max)
            highest = made.u64;
        else
            QVERIFY(lowest <= made.u64 && made.u64 <= highest);

        // canonical text → parse → the same value and instant under the same profile.
        const Reading r = describe(made);
        const QByteArray text = r.canonical.toLatin1();
        DecodeOptions again;
        again.forced = format;
        again.customSnowflake = opt.customSnowflake;
        Candidates c;
        parseSnowflake(IdInput::text({text.constData(), std::size_t(text.size())}), again, c);
        const Decoded* back = find(c, format, profile);
        QVERIFY(back && back->valid());
        QCOMPARE(back->u64, made.u64);
        QCOMPARE(back->instant, made.instant);
        QCOMPARE(back->flags, made.flags);
    }
    QVERIFY(lowest < highest);
    // The time field sits just above the non-time bits: min + 1 tick later > max now.
    Decoded later;
    later.profile = quint8(profile);
    QVERIFY(makeSnowflake(format, Instant::fromUnixMs(floored.unixMsFloor() + unitMs), Fill::Min,
                          opt, later));
    QCOMPARE(later.u64, highest + 1);
}

void Tst_integers::makeSnowflakeBounds()
{
    Decoded out;
    const DecodeOptions opt;
    // Before the epoch: no ID.
    QVERIFY(!makeSnowflake(Format::SnowflakeTwitter, Instant::fromUnixMs(kTwitterEpoch - 1),
                           Fill::Min, opt, out));
    QVERIFY(makeSnowflake(Format::SnowflakeTwitter, Instant::fromUnixMs(kTwitterEpoch), Fill::Min,
                          opt, out));
    QCOMPARE(out.u64, quint64(0));
    QVERIFY(out.flags & WarnBeforeEpoch);
    QVERIFY(
        !makeSnowflake(Format::SnowflakeMastodon, Instant::fromUnixMs(-1), Fill::Min, opt, out));
    // Beyond the time field: 2^41 ms after the Twitter epoch.
    const qint64 last = kTwitterEpoch + (qint64(1) << 41) - 1;
    QVERIFY(
        makeSnowflake(Format::SnowflakeTwitter, Instant::fromUnixMs(last), Fill::Max, opt, out));
    QCOMPARE(out.u64, quint64(std::numeric_limits<qint64>::max()));
    QVERIFY(!makeSnowflake(Format::SnowflakeTwitter, Instant::fromUnixMs(last + 1), Fill::Min, opt,
                           out));
    // Discord uses all 64 bits.
    const qint64 lastDiscord = kDiscordEpoch + (qint64(1) << 42) - 1;
    QVERIFY(makeSnowflake(Format::SnowflakeDiscord, Instant::fromUnixMs(lastDiscord), Fill::Max,
                          opt, out));
    QCOMPARE(out.u64, ~quint64(0));
    QVERIFY(!makeSnowflake(Format::SnowflakeDiscord, Instant::fromUnixMs(lastDiscord + 1),
                           Fill::Max, opt, out));
    // Far instants never overflow.
    QVERIFY(!makeSnowflake(Format::SnowflakeMastodon,
                           Instant{std::numeric_limits<qint64>::max(), 999999999}, Fill::Max, opt,
                           out));
    QVERIFY(!makeSnowflake(Format::Sonyflake, Instant{std::numeric_limits<qint64>::min(), 0},
                           Fill::Max, opt, out));
    // Not a Snowflake format.
    QVERIFY(!makeSnowflake(Format::Ulid, Instant::fromUnixMs(1700000000000), Fill::Min, opt, out));
}

// ---- Time values ----------------------------------------------------------------------

void Tst_integers::unixIntegers_data()
{
    QTest::addColumn<qint64>("value");
    QTest::addColumn<Format>("format");
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<int>("nanos");
    QTest::addColumn<QString>("rfc"); // at the format's precision; empty: not checked

    const qint64 mn = std::numeric_limits<qint64>::min();
    const qint64 mx = std::numeric_limits<qint64>::max();
    QTest::newRow("s 0") << qint64(0) << Format::UnixS << qint64(0) << 0
                         << QStringLiteral("1970-01-01T00:00:00Z");
    QTest::newRow("ms 0") << qint64(0) << Format::UnixMs << qint64(0) << 0
                          << QStringLiteral("1970-01-01T00:00:00.000Z");
    QTest::newRow("us 0") << qint64(0) << Format::UnixUs << qint64(0) << 0
                          << QStringLiteral("1970-01-01T00:00:00.000000Z");
    QTest::newRow("ns 0") << qint64(0) << Format::UnixNs << qint64(0) << 0
                          << QStringLiteral("1970-01-01T00:00:00.000000000Z");
    QTest::newRow("s -1") << qint64(-1) << Format::UnixS << qint64(-1) << 0
                          << QStringLiteral("1969-12-31T23:59:59Z");
    QTest::newRow("ms -1") << qint64(-1) << Format::UnixMs << qint64(-1) << 999000000
                           << QStringLiteral("1969-12-31T23:59:59.999Z");
    QTest::newRow("us -1") << qint64(-1) << Format::UnixUs << qint64(-1) << 999999000
                           << QStringLiteral("1969-12-31T23:59:59.999999Z");
    QTest::newRow("ns -1") << qint64(-1) << Format::UnixNs << qint64(-1) << 999999999
                           << QStringLiteral("1969-12-31T23:59:59.999999999Z");
    QTest::newRow("s 1700000000") << qint64(1700000000) << Format::UnixS << qint64(1700000000) << 0
                                  << QStringLiteral("2023-11-14T22:13:20Z");
    QTest::newRow("ms 1700000000123")
        << qint64(1700000000123) << Format::UnixMs << qint64(1700000000) << 123000000
        << QStringLiteral("2023-11-14T22:13:20.123Z");
    // The int64 bounds of nanoseconds and microseconds (pandas / numpy datetime64 limits).
    QTest::newRow("ns max") << mx << Format::UnixNs << qint64(9223372036) << 854775807
                            << QStringLiteral("2262-04-11T23:47:16.854775807Z");
    QTest::newRow("ns min") << mn << Format::UnixNs << qint64(-9223372037) << 145224192
                            << QStringLiteral("1677-09-21T00:12:43.145224192Z");
    QTest::newRow("us max") << mx << Format::UnixUs << qint64(9223372036854) << 775807000
                            << QStringLiteral("294247-01-10T04:00:54.775807Z");
    QTest::newRow("us min") << mn << Format::UnixUs << qint64(-9223372036855) << 224192000
                            << QStringLiteral("-290308-12-21T19:59:05.224192Z");
    QTest::newRow("ms max") << mx << Format::UnixMs << qint64(9223372036854775) << 807000000
                            << QString();
    QTest::newRow("ms min") << mn << Format::UnixMs << qint64(-9223372036854776) << 192000000
                            << QString();
    // Seconds: any int64 is an instant.
    QTest::newRow("s max") << mx << Format::UnixS << mx << 0 << QString();
    QTest::newRow("s min") << mn << Format::UnixS << mn << 0 << QString();
}

void Tst_integers::unixIntegers()
{
    QFETCH(qint64, value);
    QFETCH(Format, format);
    QFETCH(qint64, seconds);
    QFETCH(int, nanos);
    QFETCH(QString, rfc);

    Candidates c;
    parseTimestamp(IdInput::fromInteger(value), {}, c);
    QCOMPARE(c.size(), 4); // all four units, ranked later
    for (const Format f : kUnix)
        QCOMPARE(count(c, f), 1);
    const Decoded* d = find(c, format);
    QVERIFY(d && d->valid() && d->hasInstant);
    QCOMPARE(d->prior, quint8(50));
    QCOMPARE(d->instant.seconds, seconds);
    QCOMPARE(d->instant.nanos, nanos);
    QCOMPARE(bool(d->flags & WarnBeforeEpoch), value < 0);
    QCOMPARE(d->precision, formatInfo(format).precision);
    if (!rfc.isEmpty())
        QCOMPARE(toRfc3339(d->instant, d->precision), rfc);
    const Reading r = describe(*d);
    QCOMPARE(r.canonical, QString::number(value));
    QCOMPARE(field(r, "value"), QString::number(value));
    QVERIFY(isNumericField(r, "value"));
}

void Tst_integers::unixText()
{
    // Decimal text reads like the integer.
    const Candidates c = parseText("1700000000");
    QCOMPARE(find(c, Format::UnixS)->instant, Instant::fromUnixSeconds(1700000000));
    QCOMPARE(find(c, Format::UnixMs)->instant, Instant::fromUnixMs(1700000000));
    QCOMPARE(find(c, Format::UnixS)->flags, 0u);
    const Candidates neg = parseText("-1");
    QCOMPARE(iso(*find(neg, Format::UnixMs)), QStringLiteral("1969-12-31T23:59:59.999Z"));
    QVERIFY(find(neg, Format::UnixMs)->flags & WarnBeforeEpoch);
    const Candidates mn = parseText("-9223372036854775808");
    QCOMPARE(find(mn, Format::UnixNs)->instant.seconds, qint64(-9223372037));
    QCOMPARE(find(mn, Format::UnixNs)->instant.nanos, 145224192);

    // Beyond int64: the unix readings say why.
    const Candidates big = parseText("9223372036854775808");
    QCOMPARE(find(big, Format::UnixS)->error, ParseError::OutOfRange);
    QCOMPARE(find(big, Format::UnixNs)->error, ParseError::OutOfRange);

    // Padded or signed spellings only when a time format is asked for.
    Candidates none;
    parseTimestamp(IdInput::text("0001700000000"), {}, none);
    QVERIFY(none.empty());
    parseTimestamp(IdInput::text("+1700000000"), {}, none);
    QVERIFY(none.empty());
    parseTimestamp(IdInput::text("-0"), {}, none);
    QVERIFY(none.empty());
    DecodeOptions opt;
    opt.forced = Format::UnixS;
    Candidates forced;
    parseTimestamp(IdInput::text("+0001700000000"), opt, forced);
    const Decoded* d = find(forced, Format::UnixS);
    QVERIFY(d && d->valid());
    QCOMPARE(d->instant, Instant::fromUnixSeconds(1700000000));
    QVERIFY(d->flags & WarnNonCanonicalSpelling);
    QCOMPARE(describe(*d).canonical, QStringLiteral("1700000000"));
}

void Tst_integers::unixRejectsOtherShapes()
{
    const char* const texts[] = {"",    "-",   "+",  "1e9",   "0x10",  " 1",
                                 "1 ",  "1.",  ".5", "1.2.3", "--1",   "1-2",
                                 "abc", "1,5", "١٢", "12:30", "2024-", "2024-1-1"};
    for (const char* s : texts) {
        Candidates c;
        parseTimestamp(IdInput::text(s), {}, c);
        QVERIFY2(c.empty(), s);
    }
    Candidates c;
    parseTimestamp(IdInput::blob("\x01\x02", 2), {}, c);
    parseTimestamp(IdInput{}, {}, c);
    QVERIFY(c.empty());
    // 40 digits: not a number any unit holds, and not reported as one.
    parseTimestamp(IdInput::text("1234567890123456789012345678901234567890"), {}, c);
    QVERIFY(c.empty());
}

void Tst_integers::julianDay_data()
{
    QTest::addColumn<double>("jd");
    QTest::addColumn<QString>("expected"); // from sqlite3 3.40.1, see each row

    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 2460000.5);  → 2023-02-25T00:00:00.000Z
    QTest::newRow("2460000.5") << 2460000.5 << QStringLiteral("2023-02-25T00:00:00.000Z");
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 2440587.5);  → 1970-01-01T00:00:00.000Z
    QTest::newRow("unix epoch") << 2440587.5 << QStringLiteral("1970-01-01T00:00:00.000Z");
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 0.0);  → -4713-11-24T12:00:00.000Z
    QTest::newRow("zero") << 0.0 << QStringLiteral("-4713-11-24T12:00:00.000Z");
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 2460000.123456789);  → 2023-02-24T14:57:46.667Z
    QTest::newRow("fraction") << 2460000.123456789 << QStringLiteral("2023-02-24T14:57:46.667Z");
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 2299160.5);  → 1582-10-15T00:00:00.000Z
    QTest::newRow("gregorian") << 2299160.5 << QStringLiteral("1582-10-15T00:00:00.000Z");
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 1721059.5);  → 0000-01-01T00:00:00.000Z
    QTest::newRow("year 0") << 1721059.5 << QStringLiteral("0000-01-01T00:00:00.000Z");
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 5373484.49999999);  → 9999-12-31T23:59:59.999Z
    QTest::newRow("last") << 5373484.49999999 << QStringLiteral("9999-12-31T23:59:59.999Z");
    // Rounding to the nearest ms, on both sides of the half (jd × 86400000 = …0.47 / …0.53):
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 2451544.5000000056);  → 2000-01-01T00:00:00.000Z
    QTest::newRow("round down") << 2451544.5000000056 << QStringLiteral("2000-01-01T00:00:00.000Z");
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 2451544.500000006);  → 2000-01-01T00:00:00.001Z
    QTest::newRow("round up") << 2451544.500000006 << QStringLiteral("2000-01-01T00:00:00.001Z");
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 2440587.4999999942);  → 1970-01-01T00:00:00.000Z
    QTest::newRow("round up to epoch")
        << 2440587.4999999942 << QStringLiteral("1970-01-01T00:00:00.000Z");
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 5373484.5);  → NULL (SQLite's bound is exclusive)
    QTest::newRow("10000-01-01") << 5373484.5 << QString();
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', -0.1);  → NULL
    QTest::newRow("negative") << -0.1 << QString();
}

void Tst_integers::julianDay()
{
    QFETCH(double, jd);
    QFETCH(QString, expected);

    Candidates c;
    parseTimestamp(IdInput::fromReal(jd), {}, c);
    const Decoded* d = find(c, Format::JulianDay);
    QVERIFY(d);
    if (expected.isEmpty()) {
        QCOMPARE(d->error, ParseError::OutOfRange);
        return;
    }
    QVERIFY(d->valid());
    QCOMPARE(d->precision, Precision::Millisecond);
    QCOMPARE(iso(*d), expected);
    const Reading r = describe(*d);
    // canonical is the exact real, always with a '.', and reads back to the same double.
    QVERIFY(r.canonical.contains(QLatin1Char('.')));
    QCOMPARE(r.canonical.toDouble(), jd);
    QCOMPARE(field(r, "value"), r.canonical);

    // The same number as decimal text gives the same reading.
    const QByteArray text = r.canonical.toLatin1();
    Candidates t;
    parseTimestamp(IdInput::text({text.constData(), std::size_t(text.size())}), {}, t);
    const Decoded* fromText = find(t, Format::JulianDay);
    QVERIFY(fromText && fromText->valid());
    QCOMPARE(fromText->instant, d->instant);
}

void Tst_integers::realUnixSeconds_data()
{
    QTest::addColumn<double>("seconds");
    QTest::addColumn<QString>("expected"); // from sqlite3 3.40.1 'unixepoch'

    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000.1235, 'unixepoch');
    //   → 2023-11-14T22:13:20.124Z
    QTest::newRow("fraction") << 1700000000.1235 << QStringLiteral("2023-11-14T22:13:20.124Z");
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', -0.0005, 'unixepoch');  → 1970-01-01T00:00:00.000Z
    QTest::newRow("-half ms") << -0.0005 << QStringLiteral("1970-01-01T00:00:00.000Z");
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', -1.0015, 'unixepoch');  → 1969-12-31T23:59:58.999Z
    QTest::newRow("-1.0015") << -1.0015 << QStringLiteral("1969-12-31T23:59:58.999Z");
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', -86400.25, 'unixepoch');
    //   → 1969-12-30T23:59:59.750Z
    QTest::newRow("-86400.25") << -86400.25 << QStringLiteral("1969-12-30T23:59:59.750Z");
    // SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000.0, 'unixepoch');
    //   → 2023-11-14T22:13:20.000Z
    QTest::newRow("whole") << 1700000000.0 << QStringLiteral("2023-11-14T22:13:20.000Z");
    // Outside SQLite's date range: still an instant, rounded half up.
    QTest::newRow("year 30000") << 884541340800.5 << QStringLiteral("30000-01-01T00:00:00.500Z");
}

void Tst_integers::realUnixSeconds()
{
    QFETCH(double, seconds);
    QFETCH(QString, expected);

    Candidates c;
    parseTimestamp(IdInput::fromReal(seconds), {}, c);
    const Decoded* d = find(c, Format::UnixS, 1);
    QVERIFY(d && d->valid());
    QCOMPARE(d->prior, quint8(30));
    QCOMPARE(d->precision, Precision::Millisecond);
    QCOMPARE(iso(*d), expected);
    QCOMPARE(bool(d->flags & WarnBeforeEpoch), seconds < 0);
    const Reading r = describe(*d);
    QCOMPARE(r.canonical.toDouble(), seconds);
    QVERIFY(r.canonical.contains(QLatin1Char('.')));
}

void Tst_integers::realWholeNumbers()
{
    // A REAL column stores integer ms as whole reals: read exactly below 2^53.
    Candidates c;
    parseTimestamp(IdInput::fromReal(1700000000123.0), {}, c);
    QCOMPARE(find(c, Format::UnixMs)->instant, Instant::fromUnixMs(1700000000123));
    QCOMPARE(find(c, Format::UnixMs)->prior, quint8(30));
    QCOMPARE(describe(*find(c, Format::UnixMs)).canonical, QStringLiteral("1700000000123"));
    QCOMPARE(find(c, Format::JulianDay)->error, ParseError::OutOfRange);
    QCOMPARE(count(c, Format::UnixS), 1);

    Candidates frac;
    parseTimestamp(IdInput::fromReal(1.5), {}, frac);
    QCOMPARE(count(frac, Format::UnixMs), 0); // a fraction of a ms is not a ms count

    Candidates huge;
    parseTimestamp(IdInput::fromReal(1e300), {}, huge);
    QCOMPARE(find(huge, Format::UnixS)->error, ParseError::OutOfRange);
    QCOMPARE(count(huge, Format::UnixMs), 0);
    Candidates nan;
    parseTimestamp(IdInput::fromReal(std::nan("")), {}, nan);
    for (const Decoded& d : nan)
        QVERIFY(!d.valid());

    // Text with more fraction digits than ms: the unix-s reading says so.
    const Candidates t = parseText("1700000000.123456");
    QVERIFY(find(t, Format::UnixS, 1)->flags & WarnTruncatedPrecision);
    QCOMPARE(iso(*find(t, Format::UnixS, 1)), QStringLiteral("2023-11-14T22:13:20.123Z"));
    QCOMPARE(find(parseText("1700000000.123"), Format::UnixS, 1)->flags, 0u);
    // Text "2460000.50": canonical drops the trailing zero.
    QCOMPARE(describe(*find(parseText("2460000.50"), Format::JulianDay)).canonical,
             QStringLiteral("2460000.5"));
    QCOMPARE(describe(*find(parseText("2460000.0"), Format::JulianDay)).canonical,
             QStringLiteral("2460000.0"));
}

void Tst_integers::rfc3339Valid_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<int>("precision");
    QTest::addColumn<int>("prior");
    QTest::addColumn<quint32>("flags");
    QTest::addColumn<QString>("offset"); // "<none>": no offset field
    QTest::addColumn<QString>("digits");

    const quint32 spelling = WarnNonCanonicalSpelling;
    const quint32 lower = WarnNonCanonicalCase;
    auto row = [](const char* name, const char* text, const char* canonical, Precision p, int prior,
                  quint32 flags, const char* offset, const char* digits) {
        QTest::newRow(name) << QByteArray(text) << QString::fromLatin1(canonical) << int(p) << prior
                            << flags << QString::fromLatin1(offset) << QString::fromLatin1(digits);
    };
    row("utc", "2026-01-02T03:04:05Z", "2026-01-02T03:04:05Z", Precision::Second, 95, 0, "Z", "0");
    row("plus offset", "2026-01-02T03:04:05+03:00", "2026-01-02T00:04:05Z", Precision::Second, 95,
        0, "+03:00", "0");
    row("minus offset", "2026-01-02T03:04:05-05:30", "2026-01-02T08:34:05Z", Precision::Second, 95,
        0, "-05:30", "0");
    row("offset crosses year", "2026-01-01T01:00:00+02:00", "2025-12-31T23:00:00Z",
        Precision::Second, 95, 0, "+02:00", "0");
    row("-00:00", "2026-01-02T03:04:05-00:00", "2026-01-02T03:04:05Z", Precision::Second, 95, 0,
        "-00:00", "0");
    row("max offset", "2026-01-02T03:04:05+23:59", "2026-01-01T03:05:05Z", Precision::Second, 95, 0,
        "+23:59", "0");
    row("1 digit", "2026-01-02T03:04:05.1Z", "2026-01-02T03:04:05.100Z", Precision::Millisecond, 95,
        0, "Z", "1");
    row("2 digits", "2026-01-02T03:04:05.12Z", "2026-01-02T03:04:05.120Z", Precision::Millisecond,
        95, 0, "Z", "2");
    row("3 digits", "2026-01-02T03:04:05.123Z", "2026-01-02T03:04:05.123Z", Precision::Millisecond,
        95, 0, "Z", "3");
    row("4 digits", "2026-01-02T03:04:05.1234Z", "2026-01-02T03:04:05.123400Z",
        Precision::Microsecond, 95, 0, "Z", "4");
    row("5 digits", "2026-01-02T03:04:05.12345Z", "2026-01-02T03:04:05.123450Z",
        Precision::Microsecond, 95, 0, "Z", "5");
    row("6 digits", "2026-01-02T03:04:05.123456Z", "2026-01-02T03:04:05.123456Z",
        Precision::Microsecond, 95, 0, "Z", "6");
    row("7 digits", "2026-01-02T03:04:05.1234567Z", "2026-01-02T03:04:05.1234567Z",
        Precision::HundredNanoseconds, 95, 0, "Z", "7");
    row("8 digits", "2026-01-02T03:04:05.12345678Z", "2026-01-02T03:04:05.123456780Z",
        Precision::Nanosecond, 95, 0, "Z", "8");
    row("9 digits", "2026-01-02T03:04:05.123456789Z", "2026-01-02T03:04:05.123456789Z",
        Precision::Nanosecond, 95, 0, "Z", "9");
    row("12 digits", "2026-01-02T03:04:05.123456789999Z", "2026-01-02T03:04:05.123456789Z",
        Precision::Nanosecond, 95, WarnTruncatedPrecision, "Z", "12");
    row("fraction and offset", "2026-01-02T03:04:05.5-01:00", "2026-01-02T04:04:05.500Z",
        Precision::Millisecond, 95, 0, "-01:00", "1");
    row("lower t z", "2026-01-02t03:04:05z", "2026-01-02T03:04:05Z", Precision::Second, 95, lower,
        "z", "0");
    row("leap day", "2024-02-29T12:00:00Z", "2024-02-29T12:00:00Z", Precision::Second, 95, 0, "Z",
        "0");
    row("leap day 2000", "2000-02-29T00:00:00Z", "2000-02-29T00:00:00Z", Precision::Second, 95, 0,
        "Z", "0");
    // A leap second has no Unix instant of its own: read as :00 of the next minute.
    row("leap second", "2016-12-31T23:59:60Z", "2017-01-01T00:00:00Z", Precision::Second, 95, 0,
        "Z", "0");
    row("year 0", "0000-01-01T00:00:00Z", "0000-01-01T00:00:00Z", Precision::Second, 95, 0, "Z",
        "0");
    row("year 9999", "9999-12-31T23:59:59.999Z", "9999-12-31T23:59:59.999Z", Precision::Millisecond,
        95, 0, "Z", "3");
    // SQLite: SELECT datetime('now') / strftime('%Y-%m-%d %H:%M:%f') — UTC without offset.
    row("sqlite datetime", "2026-01-02 03:04:05", "2026-01-02T03:04:05Z", Precision::Second, 80,
        spelling, "<none>", "0");
    row("sqlite ms", "2026-01-02 03:04:05.678", "2026-01-02T03:04:05.678Z", Precision::Millisecond,
        80, spelling, "<none>", "3");
    row("T no offset", "2026-01-02T03:04:05", "2026-01-02T03:04:05Z", Precision::Second, 80,
        spelling, "<none>", "0");
    row("space with offset", "2026-01-02 03:04:05+01:00", "2026-01-02T02:04:05Z", Precision::Second,
        80, spelling, "+01:00", "0");
    row("date", "2024-02-29", "2024-02-29", Precision::Day, 60, 0, "<none>", "<none>");
    row("date 1970", "1970-01-01", "1970-01-01", Precision::Day, 60, 0, "<none>", "<none>");
}

void Tst_integers::rfc3339Valid()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, canonical);
    QFETCH(int, precision);
    QFETCH(int, prior);
    QFETCH(quint32, flags);
    QFETCH(QString, offset);
    QFETCH(QString, digits);

    Candidates c;
    parseTimestamp(IdInput::text({text.constData(), std::size_t(text.size())}), {}, c);
    QCOMPARE(c.size(), 1);
    const Decoded& d = c[0];
    QCOMPARE(d.format, Format::Rfc3339);
    QVERIFY(d.valid());
    QVERIFY(d.hasInstant);
    QCOMPARE(int(d.precision), precision);
    QCOMPARE(int(d.prior), prior);
    QCOMPARE(d.flags, flags);
    const Reading r = describe(d);
    QCOMPARE(r.canonical, canonical);
    QCOMPARE(field(r, "offset"), offset);
    QCOMPARE(field(r, "digits"), digits);
    if (digits != QLatin1String("<none>"))
        QVERIFY(isNumericField(r, "digits"));

    // The canonical spelling reads back to the same instant, as a clean RFC 3339 value.
    const QByteArray again = canonical.toLatin1();
    Candidates c2;
    parseTimestamp(IdInput::text({again.constData(), std::size_t(again.size())}), {}, c2);
    QCOMPARE(c2.size(), 1);
    QCOMPARE(c2[0].instant, d.instant);
    QCOMPARE(c2[0].flags & ~quint32(WarnTruncatedPrecision), 0u);
}

void Tst_integers::rfc3339Invalid_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("pos");

    QTest::newRow("2023-02-29") << QByteArray("2023-02-29T00:00:00Z") << 8;
    QTest::newRow("1900-02-29") << QByteArray("1900-02-29") << 8;
    QTest::newRow("date 2023-02-29") << QByteArray("2023-02-29") << 8;
    QTest::newRow("month 13") << QByteArray("2026-13-01T00:00:00Z") << 5;
    QTest::newRow("month 0") << QByteArray("2026-00-01") << 5;
    QTest::newRow("day 0") << QByteArray("2026-01-00T00:00:00Z") << 8;
    QTest::newRow("april 31") << QByteArray("2026-04-31T00:00:00Z") << 8;
    QTest::newRow("hour 24") << QByteArray("2026-01-02T24:00:00Z") << 11;
    QTest::newRow("minute 60") << QByteArray("2026-01-02T23:60:00Z") << 14;
    QTest::newRow("second 61") << QByteArray("2026-01-02T23:59:61Z") << 17;
    QTest::newRow("offset hour 24") << QByteArray("2026-01-02T03:04:05+24:00") << 19;
    QTest::newRow("offset minute 60") << QByteArray("2026-01-02T03:04:05.5+01:60") << 21;
}

void Tst_integers::rfc3339Invalid()
{
    QFETCH(QByteArray, text);
    QFETCH(int, pos);
    Candidates c;
    parseTimestamp(IdInput::text({text.constData(), std::size_t(text.size())}), {}, c);
    const Decoded* d = find(c, Format::Rfc3339);
    QVERIFY(d);
    QCOMPARE(d->error, ParseError::OutOfRange);
    QCOMPARE(int(d->errorPos), pos);
    QVERIFY(!d->hasInstant);
    QVERIFY(!describe(*d).error.isEmpty());
}

void Tst_integers::rfc3339Shapes_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("pos"); // where a forced rfc3339 says it broke

    QTest::newRow("slashes") << QByteArray("2026/01/02") << 4;
    QTest::newRow("short year") << QByteArray("226-01-02T03:04:05Z") << 3;
    QTest::newRow("one-digit month") << QByteArray("2026-1-02T03:04:05Z") << 6;
    QTest::newRow("bad sep") << QByteArray("2026-01-02X03:04:05Z") << 10;
    QTest::newRow("no seconds") << QByteArray("2026-01-02T03:04Z") << 16;
    QTest::newRow("empty fraction") << QByteArray("2026-01-02T03:04:05.Z") << 20;
    QTest::newRow("offset no colon") << QByteArray("2026-01-02T03:04:05+0300") << 19;
    QTest::newRow("offset short") << QByteArray("2026-01-02T03:04:05+03") << 19;
    QTest::newRow("trailing") << QByteArray("2026-01-02T03:04:05Zx") << 20;
    // "+03:00:00" is read (offsets with seconds); a partial seconds part is not.
    QTest::newRow("after offset") << QByteArray("2026-01-02T03:04:05+03:00:0") << 25;
    QTest::newRow("after offset seconds") << QByteArray("2026-01-02T03:04:05+03:00:00Z") << 25;
    QTest::newRow("zone letter") << QByteArray("2026-01-02T03:04:05UTC") << 19;
    QTest::newRow("date trailing space") << QByteArray("2026-01-02 ") << 11;
    QTest::newRow("fullwidth digit") << QByteArray("2026-01-02T03:04:0\xef\xbc\x95Z") << 18;
}

void Tst_integers::rfc3339Shapes()
{
    QFETCH(QByteArray, text);
    QFETCH(int, pos);
    const IdInput in = IdInput::text({text.constData(), std::size_t(text.size())});
    Candidates free;
    parseTimestamp(in, {}, free);
    QCOMPARE(count(free, Format::Rfc3339), 0);
    for (const Decoded& d : free)
        QVERIFY(!d.valid());

    DecodeOptions opt;
    opt.forced = Format::Rfc3339;
    Candidates c;
    parseTimestamp(in, opt, c);
    const Decoded* d = find(c, Format::Rfc3339);
    QVERIFY(d);
    QCOMPARE(d->error, ParseError::BadCharacter);
    QCOMPARE(int(d->errorPos), pos);
}

void Tst_integers::forcedTimeFormats()
{
    // The user's choice always gets a Decoded, with a reason when the value does not fit.
    DecodeOptions opt;
    opt.forced = Format::Rfc3339;
    Candidates c;
    parseTimestamp(IdInput::fromInteger(5), opt, c);
    QCOMPARE(find(c, Format::Rfc3339)->error, ParseError::BadCharacter);

    opt.forced = Format::UnixMs;
    c.clear();
    parseTimestamp(IdInput::blob("\x01", 1), opt, c);
    QCOMPARE(c.size(), 1);
    QCOMPARE(find(c, Format::UnixMs)->error, ParseError::BadCharacter);
    c.clear();
    parseTimestamp(IdInput::fromReal(1.5), opt, c);
    QVERIFY(!find(c, Format::UnixMs)->valid());
    c.clear();
    parseTimestamp(IdInput::text(""), opt, c);
    QCOMPARE(find(c, Format::UnixMs)->error, ParseError::BadLength);

    // A whole Julian day typed as an integer is accepted when asked for.
    opt.forced = Format::JulianDay;
    c.clear();
    parseTimestamp(IdInput::fromInteger(2460001), opt, c);
    QCOMPARE(iso(*find(c, Format::JulianDay)), QStringLiteral("2023-02-25T12:00:00.000Z"));
    c.clear();
    parseTimestamp(IdInput::text("2460001"), opt, c);
    QVERIFY(find(c, Format::JulianDay)->valid());
    c.clear();
    parseTimestamp(IdInput::fromInteger(std::numeric_limits<qint64>::max()), opt, c);
    QCOMPARE(find(c, Format::JulianDay)->error, ParseError::OutOfRange);
    // Without the choice, an integer is never a Julian day.
    c.clear();
    parseTimestamp(IdInput::fromInteger(2460001), {}, c);
    QCOMPARE(count(c, Format::JulianDay), 0);
}

void Tst_integers::makeTimestampRoundTrip_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<int>("nanos");
    QTest::addColumn<QString>("canonical");

    QTest::newRow("unix-s") << Format::UnixS << qint64(1700000000) << 999999999
                            << QStringLiteral("1700000000");
    QTest::newRow("unix-s negative")
        << Format::UnixS << qint64(-2) << 500000000 << QStringLiteral("-2");
    QTest::newRow("unix-ms") << Format::UnixMs << qint64(1700000000) << 123999999
                             << QStringLiteral("1700000000123");
    QTest::newRow("unix-ms negative")
        << Format::UnixMs << qint64(-1) << 999999999 << QStringLiteral("-1");
    QTest::newRow("unix-us") << Format::UnixUs << qint64(-1) << 1999 << QStringLiteral("-999999");
    QTest::newRow("unix-ns") << Format::UnixNs << qint64(1700000000) << 1
                             << QStringLiteral("1700000000000000001");
    QTest::newRow("unix-ns min") << Format::UnixNs << qint64(-9223372037) << 145224192
                                 << QStringLiteral("-9223372036854775808");
    QTest::newRow("julian 2023") << Format::JulianDay << qint64(1677283200) << 0
                                 << QStringLiteral("2460000.5");
    QTest::newRow("julian ms") << Format::JulianDay << qint64(1700000000) << 123456789 << QString();
    QTest::newRow("julian first") << Format::JulianDay << qint64(-210866760000) << 0
                                  << QStringLiteral("0.0");
    QTest::newRow("julian last") << Format::JulianDay << qint64(253402300799) << 999999999
                                 << QString();
    QTest::newRow("rfc3339") << Format::Rfc3339 << qint64(1700000000) << 123999999
                             << QStringLiteral("2023-11-14T22:13:20.123Z");
    QTest::newRow("rfc3339 before 1970")
        << Format::Rfc3339 << qint64(-1) << 999999999 << QStringLiteral("1969-12-31T23:59:59.999Z");
}

void Tst_integers::makeTimestampRoundTrip()
{
    QFETCH(Format, format);
    QFETCH(qint64, seconds);
    QFETCH(int, nanos);
    QFETCH(QString, canonical);

    const Instant t{seconds, nanos};
    for (const Fill fill : {Fill::Min, Fill::Max, Fill::Random}) {
        Decoded made;
        QVERIFY(makeTimestamp(format, t, fill, {}, made));
        QVERIFY(made.valid());
        QCOMPARE(made.format, format);
        // Floored to the format's unit.
        const Precision p = made.precision;
        QVERIFY(made.instant <= t);
        const qint64 unitNs = p == Precision::Second        ? 1000000000
                              : p == Precision::Millisecond ? 1000000
                              : p == Precision::Microsecond ? 1000
                                                            : 1;
        QCOMPARE(made.instant.seconds, seconds);
        QCOMPARE(qint64(made.instant.nanos), nanos / unitNs * unitNs);
        const Reading r = describe(made);
        if (!canonical.isEmpty())
            QCOMPARE(r.canonical, canonical);

        const QByteArray text = r.canonical.toLatin1();
        Candidates c;
        parseTimestamp(IdInput::text({text.constData(), std::size_t(text.size())}), {}, c);
        const Decoded* back = find(c, format);
        QVERIFY(back && back->valid());
        QCOMPARE(back->instant, made.instant);
    }
}

void Tst_integers::makeTimestampBounds()
{
    Decoded out;
    const qint64 mx = std::numeric_limits<qint64>::max();
    QVERIFY(makeTimestamp(Format::UnixS, Instant{mx, 0}, Fill::Min, {}, out));
    QCOMPARE(qint64(out.u64), mx);
    QVERIFY(!makeTimestamp(Format::UnixMs, Instant{mx / 1000 + 1, 0}, Fill::Min, {}, out));
    QVERIFY(makeTimestamp(Format::UnixMs, Instant{mx / 1000, 807999999}, Fill::Min, {}, out));
    QCOMPARE(qint64(out.u64), mx);
    QVERIFY(!makeTimestamp(Format::UnixMs, Instant{mx / 1000, 808000000}, Fill::Min, {}, out));
    QVERIFY(!makeTimestamp(Format::UnixUs, Instant{mx / 1000000 + 1, 0}, Fill::Min, {}, out));
    QVERIFY(!makeTimestamp(Format::UnixNs, Instant{9223372037, 0}, Fill::Min, {}, out));
    QVERIFY(makeTimestamp(Format::UnixNs, Instant{9223372036, 854775807}, Fill::Min, {}, out));
    QCOMPARE(qint64(out.u64), mx);
    QVERIFY(!makeTimestamp(Format::UnixNs, Instant{-9223372037, 145224191}, Fill::Min, {}, out));
    // Julian days: SQLite's range, 4713 BC noon up to 10000-01-01 exclusive.
    QVERIFY(
        !makeTimestamp(Format::JulianDay, Instant{-210866760001, 999999999}, Fill::Min, {}, out));
    QVERIFY(!makeTimestamp(Format::JulianDay, Instant{253402300800, 0}, Fill::Min, {}, out));
    // RFC 3339 text has four-digit years.
    QVERIFY(!makeTimestamp(Format::Rfc3339, Instant{253402300800, 0}, Fill::Min, {}, out));
    QVERIFY(!makeTimestamp(Format::Rfc3339, Instant{-62167219201, 0}, Fill::Min, {}, out));
    QVERIFY(makeTimestamp(Format::Rfc3339, Instant{-62167219200, 0}, Fill::Min, {}, out));
    QCOMPARE(describe(out).canonical, QStringLiteral("0000-01-01T00:00:00.000Z"));
    QVERIFY(!makeTimestamp(Format::Ulid, Instant{0, 0}, Fill::Min, {}, out));
}

void Tst_integers::prefixesNeverCrash()
{
    // Every prefix of every shape, copied into an exact-size heap buffer so a read past the
    // end is an ASan error (run the sanitizer build); valid readings must describe.
    const char* const samples[] = {"2026-01-02T03:04:05.123456789123+03:00",
                                   "2026-01-02 03:04:05.678", "-9223372036854775808",
                                   "18446744073709551615", "+0001700000000.123456"};
    DecodeOptions forcedRfc;
    forcedRfc.forced = Format::Rfc3339;
    DecodeOptions forcedSf;
    forcedSf.forced = Format::SnowflakeDiscord;
    for (const char* s : samples) {
        const int n = int(std::strlen(s));
        for (int len = 0; len <= n; ++len) {
            std::unique_ptr<char[]> buf(new char[std::size_t(len)]);
            std::memcpy(buf.get(), s, std::size_t(len));
            const IdInput in = IdInput::text({buf.get(), std::size_t(len)});
            for (const DecodeOptions& o : {DecodeOptions{}, forcedRfc, forcedSf}) {
                Candidates c;
                parseSnowflake(in, o, c);
                parseTimestamp(in, o, c);
                for (const Decoded& d : c) {
                    if (d.valid())
                        QVERIFY(!describe(d).canonical.isEmpty());
                }
            }
        }
    }
}

QTEST_GUILESS_MAIN(Tst_integers)
#include "tst_integers.moc"
