// Ranking and doubt: which reading wins, which alternatives are offered, and that a
// requested format is never overridden. "Now" is fixed so the verdicts are reproducible.
#include "ids/detector.h"
#include "ids/extract.h"
#include "ids/reverse.h"

#include <QTest>

using namespace idscope;

namespace {
const qint64 kNow = 1796083200000; // 2026-12-01T00:00:00Z

DecodeResult decode(const QString& s, Format forced = Format::Count)
{
    DecodeOptions o;
    o.nowMs = kNow;
    o.forced = forced;
    return decodeText(s, Detector(o));
}

QStringList formatsOf(const DecodeResult& r)
{
    QStringList out;
    for (const Reading& x : r.readings)
        out << x.formatName();
    return out;
}

bool hasWarning(const Reading& r, const char* code)
{
    for (const Warning& w : r.warnings) {
        if (w.code == QLatin1String(code))
            return true;
    }
    return false;
}

QByteArray hexBytes(const char* hex)
{
    return QByteArray::fromHex(hex);
}
} // namespace

class TstDetector : public QObject {
    Q_OBJECT
private slots:
    void topReading_data();
    void topReading();
    void integerUnitsByMagnitude_data();
    void integerUnitsByMagnitude();
    void snowflakeDoubtIsStated();
    void tweetReadAsDiscordSaysSo();
    void ulidAndTypeIdAgree();
    void byteOrderUncertain();
    void forcedNeverOverridden();
    void noInventedInstant();
    void edgeIdsNeverChosen_data();
    void edgeIdsNeverChosen();
    void noPlausibleReading_data();
    void noPlausibleReading();
    void requestedFormatReadsImplausible();
    void plausibleReadingsStay_data();
    void plausibleReadingsStay();
    void invalidSaysWhy_data();
    void invalidSaysWhy();
    void plausibility();
    void quotesAndBlobLiterals();
    void boundsBracketGeneratedIds_data();
    void boundsBracketGeneratedIds();
    void sonyflakeBoundsPerEpoch();
    void caseRuleMatchesParsers_data();
    void caseRuleMatchesParsers();
    void extractTokens();
};

void TstDetector::topReading_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("format");
    QTest::newRow("ulid") << QStringLiteral("01ARYZ6S410000000000000000") << QStringLiteral("ulid");
    QTest::newRow("uuid v7") << QStringLiteral("019535d9-3df7-79fb-b466-fa907fa17f9e")
                             << QStringLiteral("uuidv7");
    QTest::newRow("uuid v4") << QStringLiteral("919108f7-52d1-4320-9bac-f847db4148a8")
                             << QStringLiteral("uuidv4");
    // Built from xid's layout: 1700000000 s (2023-11-14), machine 4d88e1, pid 0f15, counter
    // 2a4b01, base32hex.
    QTest::newRow("xid not firebase")
        << QStringLiteral("cl9v202dh3ggu59a9c0g") << QStringLiteral("xid");
    QTest::newRow("firebase") << QStringLiteral("-KwKoJBVZO4fJt2_6vgJ")
                              << QStringLiteral("firebase-push");
    QTest::newRow("tid not tsid") << QStringLiteral("3jzfcijpj2z2a") << QStringLiteral("tid");
    QTest::newRow("ksuid") << QStringLiteral("0ujtsYcgvSTl8PAuAdqWYSMnLOv")
                           << QStringLiteral("ksuid");
    QTest::newRow("objectid") << QStringLiteral("507c7f79bcf86cd7994f6c0e")
                              << QStringLiteral("objectid");
    QTest::newRow("twitter") << QStringLiteral("1593572310593806338")
                             << QStringLiteral("snowflake-twitter");
    QTest::newRow("typeid") << QStringLiteral("user_01h455vb4pex5vsknk084sn02q")
                            << QStringLiteral("typeid");
    QTest::newRow("rfc3339") << QStringLiteral("2026-01-02T03:04:05Z") << QStringLiteral("rfc3339");
    QTest::newRow("sqlite datetime")
        << QStringLiteral("2026-01-02 03:04:05") << QStringLiteral("rfc3339");
}

void TstDetector::topReading()
{
    QFETCH(QString, input);
    QFETCH(QString, format);
    const DecodeResult r = decode(input);
    QVERIFY2(r.valid, qPrintable(r.error));
    QCOMPARE(r.readings.first().formatName(), format);
}

void TstDetector::integerUnitsByMagnitude_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("format");
    // The same instant (2023-11-14T22:13:20Z) in four units: magnitude decides.
    QTest::newRow("s") << QStringLiteral("1700000000") << QStringLiteral("unix-s");
    QTest::newRow("ms") << QStringLiteral("1700000000000") << QStringLiteral("unix-ms");
    QTest::newRow("us") << QStringLiteral("1700000000000000") << QStringLiteral("unix-us");
}

void TstDetector::integerUnitsByMagnitude()
{
    QFETCH(QString, input);
    QFETCH(QString, format);
    const DecodeResult r = decode(input);
    QVERIFY(r.valid);
    QCOMPARE(r.readings.first().formatName(), format);
    QCOMPARE(r.readings.first().instant->seconds, qint64(1700000000));
}

void TstDetector::snowflakeDoubtIsStated()
{
    // 175928847299117063 is Discord's documented example, but read as Twitter it is also a
    // past instant: both must be offered, and the top one must say it is in doubt.
    const DecodeResult r = decode(QStringLiteral("175928847299117063"));
    QVERIFY(r.valid);
    const QStringList f = formatsOf(r);
    QVERIFY(f.contains(QStringLiteral("snowflake-discord")));
    QVERIFY(f.contains(QStringLiteral("snowflake-twitter")));
    QVERIFY(hasWarning(r.readings.first(), "ambiguous"));
    // Ranked best first.
    for (qsizetype i = 1; i < r.readings.size(); ++i)
        QVERIFY(r.readings[i - 1].score >= r.readings[i].score);
}

// 1541815603606036480 is a real Tweet ID: (v >> 22) + 1288834974657 (Twitter's epoch) =
// 1656432460105 ms, 2022-06-28T16:07:40.105Z. Its low 22 bits fit Discord's layout as well,
// where (v >> 22) + 1420070400000 = 1787667885448 ms, 2026-08-25T14:24:45.448Z. Once that is
// past, both readings are equally plausible and no bit tells them apart: the later one is
// ranked first (IDs looked at are mostly recent), never alone — the doubt is stated and the
// Tweet's reading follows with the same plausibility. Before it, Discord's reading is future.
void TstDetector::tweetReadAsDiscordSaysSo()
{
    const QString tweet = QStringLiteral("1541815603606036480");
    const auto ms = [](const Reading& x) { return x.instant->unixMsFloor(); };
    const DecodeResult r = decode(tweet); // 2026-12-01
    QVERIFY(r.valid);
    const Reading& top = r.readings.first();
    QCOMPARE(top.format, Format::SnowflakeDiscord);
    QCOMPARE(ms(top), qint64(1787667885448));
    QVERIFY(hasWarning(top, "ambiguous"));
    QCOMPARE(r.readings[1].format, Format::SnowflakeTwitter);
    QCOMPARE(ms(r.readings[1]), qint64(1656432460105));
    QCOMPARE(r.readings[1].score, top.score);
    QVERIFY(!hasWarning(r.readings[1], "implausible"));
    // On 2026-06-01 the Discord instant lies ahead: the Tweet's reading comes first.
    DecodeOptions o;
    o.nowMs = 1780272000000;
    const DecodeResult before = decodeText(tweet, Detector(o));
    QVERIFY(before.valid);
    QCOMPARE(before.readings.first().format, Format::SnowflakeTwitter);
    QCOMPARE(ms(before.readings.first()), qint64(1656432460105));
    const auto discord =
        std::find_if(before.readings.cbegin(), before.readings.cend(),
                     [](const Reading& x) { return x.format == Format::SnowflakeDiscord; });
    QVERIFY(discord != before.readings.cend());
    QVERIFY(hasWarning(*discord, "future"));
    QVERIFY(discord->score < before.readings.first().score);
}

void TstDetector::ulidAndTypeIdAgree()
{
    // A lowercase 26-char v7 suffix: ULID or un-prefixed TypeID, same instant either way,
    // so both are offered and no doubt about the time is raised.
    const DecodeResult r = decode(QStringLiteral("01h455vb4pex5vsknk084sn02q"));
    QVERIFY(r.valid);
    QCOMPARE(r.readings.first().formatName(), QStringLiteral("ulid"));
    QVERIFY(formatsOf(r).contains(QStringLiteral("typeid")));
    const Reading* typeId = nullptr;
    for (const Reading& x : r.readings) {
        if (x.format == Format::TypeId)
            typeId = &x;
    }
    QVERIFY(typeId && typeId->instant);
    QCOMPARE(typeId->instant->unixMsFloor(), r.readings.first().instant->unixMsFloor());
    QVERIFY(!hasWarning(r.readings.first(), "ambiguous"));
}

void TstDetector::byteOrderUncertain()
{
    // The .NET bytes of GUID 35918bc9-196d-40ea-9779-889d79b753f0 (a v4). In RFC order the
    // same bytes read c98b9135-6d19-ea40-…: version nibble 'e' is not RFC, so only the
    // .NET reading is valid and it says so.
    const QByteArray b = hexBytes("C98B91356D19EA409779889D79B753F0");
    DecodeOptions o;
    o.nowMs = kNow;
    const DecodeResult r = decodeValue(IdInput::blob(b.constData(), int(b.size())), Detector(o));
    QVERIFY(r.valid);
    const Reading& top = r.readings.first();
    QCOMPARE(top.canonical, QStringLiteral("35918bc9-196d-40ea-9779-889d79b753f0"));
    QVERIFY(hasWarning(top, "dotnet-byte-order"));

    // A v7 whose .NET reading is also RFC-shaped: both readings, both flagged uncertain.
    // RFC bytes 01 95 35 d9 | 3d f7 | 47 fb | b4 66 ... : swapped time_hi gives fb 47 → bad
    // version, so build one that survives the swap: version nibble in both byte 6 and 7.
    const QByteArray both = hexBytes("017F22E279B07777B8C4DC0C0C07398F");
    const DecodeResult r2 =
        decodeValue(IdInput::blob(both.constData(), int(both.size())), Detector(o));
    QVERIFY(r2.valid);
    QVERIFY(r2.readings.size() >= 2);
    QVERIFY(hasWarning(r2.readings[0], "byte-order-uncertain"));
    QVERIFY(hasWarning(r2.readings[1], "byte-order-uncertain"));

    // A random v4 BLOB whose .NET swap also spells a plausible v7 (2020-03-19): the stored
    // (RFC) order wins, the swapped reading stays an alternative.
    const QByteArray v4 = hexBytes("2CF57001C17541778775D57E0F067735");
    const DecodeResult r3 = decodeValue(IdInput::blob(v4.constData(), int(v4.size())), Detector(o));
    QVERIFY(r3.valid);
    QCOMPARE(r3.readings.first().format, Format::UuidV4);
    QCOMPARE(r3.readings.first().profile, quint8(0));
    QVERIFY(r3.readings.size() >= 2);
    QCOMPARE(r3.readings[1].format, Format::UuidV7);
    QCOMPARE(r3.readings[1].profile, quint8(1));
}

void TstDetector::forcedNeverOverridden()
{
    // A ULID asked to be read as a UUIDv7: invalid with a reason, not silently a ULID.
    const DecodeResult r = decode(QStringLiteral("01ARYZ6S410000000000000000"), Format::UuidV7);
    QVERIFY(!r.valid);
    QVERIFY(!r.error.isEmpty());
    for (const Reading& x : r.readings)
        QCOMPARE(x.format, Format::UuidV7);
    // A Twitter snowflake forced as Instagram stays Instagram.
    const DecodeResult r2 =
        decode(QStringLiteral("1593572310593806338"), Format::SnowflakeInstagram);
    QVERIFY(r2.valid);
    QCOMPARE(r2.readings.size(), 1);
    QCOMPARE(r2.readings.first().format, Format::SnowflakeInstagram);
}

void TstDetector::noInventedInstant()
{
    for (const QString& s : {QStringLiteral("919108f7-52d1-4320-9bac-f847db4148a8"),
                             QStringLiteral("00000000-0000-0000-0000-000000000000"),
                             QStringLiteral("tz4a98xxat96iws9zmbrgj3a"), // cuid2 shape
                             QStringLiteral("V1StGXR8_Z5jdHi6B-myT")}) { // nanoid README
        const DecodeResult r = decode(s);
        QVERIFY2(r.valid, qPrintable(s));
        QVERIFY2(!r.readings.first().instant, qPrintable(s));
    }
}

void TstDetector::edgeIdsNeverChosen_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("profile");
    // Every format that writes IDs from an instant but the times written as text (RFC 3339,
    // Julian days), whose 1970 is what the text says.
    for (Format f : allFormats()) {
        if (!formatInfo(f).reversible || f == Format::Rfc3339 || f == Format::JulianDay ||
            f == Format::Snowflake)
            continue;
        for (quint8 profile : boundProfiles(f))
            QTest::addRow("%s/%d", formatInfo(f).name, int(profile)) << int(f) << int(profile);
    }
}

// At a format's edges: its smallest ID at the first instant it can hold (time field zero: 1970
// or its own epoch) and its ID two centuries ahead, pasted alone. A format whose text names
// itself (ULID, RFC 9562 UUIDs, KSUID, ObjectId, TID; a TypeID's bare suffix is a ULID of the
// same bits) is read as that instant, with `before-format` or `future` said; any other is
// never chosen as it, at most offered as an implausible reading. The epochs are
// written out here: Unix 0, Boundary's first 18-digit millisecond 160228216645 (1975), Twitter
// 1288834974657, Instagram 1314220021721, KSUID 1400000000000, Sonyflake 1409529600000,
// Discord/CockroachDB 1420070400000, TSID 1577836800000 (2020-01-01), Sonyflake v2
// 1735689600000; each format's first is the earliest of them it can write.
void TstDetector::edgeIdsNeverChosen()
{
    QFETCH(int, format);
    QFETCH(int, profile);
    const Format f = Format(format);
    const qint64 epochs[] = {0,
                             160228216645,
                             1288834974657,
                             1314220021721,
                             1400000000000,
                             1409529600000,
                             1420070400000,
                             1577836800000,
                             1735689600000};
    QList<Instant> edges;
    for (qint64 ms : epochs) {
        if (const auto id = generateAt(f, Instant::fromUnixMs(ms), {}, quint8(profile))) {
            edges << Instant::fromUnixMs(ms);
            break;
        }
    }
    QVERIFY2(!edges.isEmpty(), formatInfo(f).name);
    edges << Instant::fromUnixMs(kNow + 200 * 31556952000LL);
    for (const Instant& t : edges) {
        const IdBounds b = boundsFor(f, t, t, {}, quint8(profile));
        if (!b.ok)
            continue; // beyond the format's range: nothing was made
        const DecodeResult r = decode(b.lower);
        const Reading* chosen = r.chosen();
        const QString what = b.lower + u' ' + (chosen ? chosen->formatName() : r.error);
        static const QList<Format> named{Format::Ulid,   Format::UuidV1, Format::UuidV6,
                                         Format::UuidV7, Format::Ksuid,  Format::ObjectId,
                                         Format::Tid,    Format::TypeId};
        if (named.contains(f)) {
            QVERIFY2(chosen && chosen->instant && *chosen->instant == t, qPrintable(what));
            QVERIFY2(chosen->format == f || (f == Format::TypeId && chosen->format == Format::Ulid),
                     qPrintable(what));
            const bool ahead = t.unixMsFloor() > kNow;
            const QString code = ahead ? QStringLiteral("future") : QStringLiteral("before-format");
            bool said = false;
            for (const Warning& w : chosen->warnings)
                said = said || w.code == code;
            QVERIFY2(said, qPrintable(what + u' ' + code));
            continue;
        }
        QVERIFY2(!chosen || !chosen->instant || *chosen->instant != t ||
                     chosen->format == Format::Rfc3339,
                 qPrintable(what));
    }
}

void TstDetector::noPlausibleReading_data()
{
    // Counters, not IDs: read as a Snowflake they land on the epoch itself, read as Unix
    // time on the first seconds of 1970 (or just before it).
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("format");
    QTest::addColumn<qint64>("unixMs"); // that alternative's instant, by hand
    QTest::newRow("0") << QStringLiteral("0") << QStringLiteral("snowflake-discord")
                       << qint64(1420070400000);
    QTest::newRow("7") << QStringLiteral("7") << QStringLiteral("unix-s") << qint64(7000);
    // 42 < 2^22: the Snowflake time field is 0, so the instant is the epoch.
    QTest::newRow("42") << QStringLiteral("42") << QStringLiteral("snowflake-twitter")
                        << qint64(1288834974657);
    QTest::newRow("-1") << QStringLiteral("-1") << QStringLiteral("unix-ms") << qint64(-1);
    QTest::newRow("12345") << QStringLiteral("12345") << QStringLiteral("unix-s")
                           << qint64(12345000);
}

void TstDetector::noPlausibleReading()
{
    QFETCH(QString, input);
    QFETCH(QString, format);
    QFETCH(qint64, unixMs);
    const DecodeResult r = decode(input);
    QVERIFY(!r.valid);
    QCOMPARE(r.error, QStringLiteral("no plausible reading"));
    QVERIFY(!r.chosen());
    // Every reading stays, with its instant, for the user who knows better.
    const QList<const Reading*> alternatives = r.alternatives();
    QCOMPARE(alternatives.size(), r.readings.size());
    bool found = false;
    for (const Reading* a : alternatives) {
        QVERIFY(a->valid && a->instant);
        if (a->formatName() == format && a->instant->unixMsFloor() == unixMs)
            found = true;
    }
    QVERIFY2(found, qPrintable(format));

    // The scan loop's view of the same value: readings kept, each marked, none presentable.
    DecodeOptions o;
    o.nowMs = kNow;
    Candidates c;
    const QByteArray u = input.toUtf8();
    Detector(o).detect(IdInput::text({u.constData(), std::size_t(u.size())}), c);
    QVERIFY(idscope::noPlausibleReading(c));
    for (const Decoded& d : c)
        QVERIFY(!d.valid() || (d.flags & WarnImplausible));
    Detector(o).detect(IdInput::fromInteger(input.toLongLong()), c);
    QVERIFY(idscope::noPlausibleReading(c));
}

void TstDetector::requestedFormatReadsImplausible()
{
    // A requested format decodes exactly what was asked: -1 s is 1969-12-31T23:59:59Z.
    const DecodeResult r = decode(QStringLiteral("-1"), Format::UnixS);
    QVERIFY(r.valid);
    const Reading* c = r.chosen();
    QVERIFY(c && c->instant);
    QCOMPARE(*c->instant, Instant::fromUnixSeconds(-1));
    QVERIFY(!hasWarning(*c, "implausible"));
    const DecodeResult d = decode(QStringLiteral("42"), Format::SnowflakeDiscord);
    QVERIFY(d.valid);
    QCOMPARE(d.chosen()->instant->unixMsFloor(), qint64(1420070400000));
}

void TstDetector::plausibleReadingsStay_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("format");
    QTest::newRow("unix s 2023") << QStringLiteral("1700000000") << QStringLiteral("unix-s");
    QTest::newRow("unix s 1995") << QStringLiteral("800000000") << QStringLiteral("unix-s");
    // An explicit date names its time itself, however old.
    QTest::newRow("date 1950") << QStringLiteral("1950-01-01") << QStringLiteral("rfc3339");
    QTest::newRow("twitter") << QStringLiteral("1593572310593806338")
                             << QStringLiteral("snowflake-twitter");
}

void TstDetector::plausibleReadingsStay()
{
    QFETCH(QString, input);
    QFETCH(QString, format);
    const DecodeResult r = decode(input);
    QVERIFY2(r.valid, qPrintable(r.error));
    QCOMPARE(r.chosen()->formatName(), format);
    // The implausible readings of the same digits follow every plausible one.
    bool implausibleSeen = false;
    for (const Reading& x : r.readings) {
        const bool implausible = hasWarning(x, "implausible");
        QVERIFY(!implausibleSeen || implausible);
        implausibleSeen = implausibleSeen || implausible;
    }
}

void TstDetector::invalidSaysWhy_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("needle");
    QTest::newRow("ulid overflow")
        << QStringLiteral("80000000000000000000000000") << QStringLiteral("overflow");
    QTest::newRow("tsid overflow") << QStringLiteral("G000000000000") << QString();
    QTest::newRow("nonsense") << QStringLiteral("hello") << QStringLiteral("not a recognised");
}

void TstDetector::invalidSaysWhy()
{
    QFETCH(QString, input);
    QFETCH(QString, needle);
    const DecodeResult r = decode(input, input.size() == 13 ? Format::Tsid : Format::Count);
    QVERIFY(!r.valid);
    QVERIFY(!r.error.isEmpty());
    if (!needle.isEmpty())
        QVERIFY2(r.error.contains(needle), qPrintable(r.error));
}

void TstDetector::plausibility()
{
    Decoded d;
    d.format = Format::UuidV7;
    d.hasInstant = true;
    d.instant = Instant::fromUnixMs(kNow - 86400000);
    const int recent = instantPlausibility(d, kNow);
    d.instant = Instant::fromUnixMs(kNow + 50LL * 365 * 86400000);
    const int farFuture = instantPlausibility(d, kNow);
    d.instant = Instant::fromUnixMs(0);
    const int epoch = instantPlausibility(d, kNow);
    QVERIFY(recent > epoch);
    QVERIFY(epoch > farFuture);
    QCOMPARE(recent, 100);
}

void TstDetector::quotesAndBlobLiterals()
{
    QCOMPARE(decode(QStringLiteral("\"01ARYZ6S410000000000000000\"")).readings.first().format,
             Format::Ulid);
    // SQLite's X'…' literal is a BLOB: the 16 bytes of RFC 9562's v7 example.
    const DecodeResult r = decode(QStringLiteral("X'017F22E279B07CC398C4DC0C0C07398F'"));
    QVERIFY(r.valid);
    QCOMPARE(r.readings.first().canonical, QStringLiteral("017f22e2-79b0-7cc3-98c4-dc0c0c07398f"));
}

void TstDetector::boundsBracketGeneratedIds_data()
{
    QTest::addColumn<int>("format");
    for (Format f : allFormats()) {
        if (formatInfo(f).reversible && f != Format::Snowflake)
            QTest::newRow(formatInfo(f).name) << int(f);
    }
}

void TstDetector::boundsBracketGeneratedIds()
{
    QFETCH(int, format);
    const Format f = Format(format);
    const Instant t = Instant::fromUnixMs(1767225600123); // 2026-01-01T00:00:00.123Z
    const IdBounds b = boundsFor(f, t, t);
    QVERIFY2(b.ok, qPrintable(b.error));
    for (int i = 0; i < 50; ++i) {
        const auto id = generateAt(f, t);
        QVERIFY(id.has_value());
        const DecodeResult r = decode(*id, f);
        QVERIFY2(r.valid, qPrintable(*id + u' ' + r.error));
        // Every generated ID decodes back into the unit that holds t.
        QVERIFY(r.readings.first().instant.has_value());
        QVERIFY(r.readings.first().instant->seconds <= t.seconds);
        // Integer formats compare numerically, text formats byte-wise (SQLite's order).
        bool isInt = false;
        const qint64 lo = b.lower.toLongLong(&isInt);
        if (isInt) {
            QVERIFY(lo <= id->toLongLong() && id->toLongLong() <= b.upper.toLongLong());
        } else {
            QVERIFY2(b.lower.toUtf8() <= id->toUtf8() && id->toUtf8() <= b.upper.toUtf8(),
                     qPrintable(b.lower + u' ' + *id + u' ' + b.upper));
        }
    }
}

void TstDetector::sonyflakeBoundsPerEpoch()
{
    // 2026-01-01T00:00:00.123Z in 10 ms ticks: v1 (2014-09-01, 1409529600000) gives
    // (1767225600123 - 1409529600000) / 10 = 35769600012 ticks, v2 (2025-01-01,
    // 1735689600000) 3153600012. 8 sequence + 16 machine bits follow: × 2^24, + 2^24 - 1.
    const Instant t = Instant::fromUnixMs(1767225600123);
    QCOMPARE(boundProfiles(Format::Sonyflake), (QList<quint8>{0, 1}));
    const IdBounds v1 = boundsFor(Format::Sonyflake, t, t, {}, 0);
    QVERIFY(v1.ok);
    QCOMPARE(v1.lower, QStringLiteral("600114305634926592"));
    QCOMPARE(v1.upper, QStringLiteral("600114305651703807"));
    const IdBounds v2 = boundsFor(Format::Sonyflake, t, t, {}, 1);
    QVERIFY(v2.ok);
    QCOMPARE(v2.profile, quint8(1));
    QCOMPARE(v2.lower, QStringLiteral("52908628578926592"));
    QCOMPARE(v2.upper, QStringLiteral("52908628595703807"));
    // A v2 ID generated at t reads back at t's tick under the v2 epoch.
    const auto id = generateAt(Format::Sonyflake, t, {}, 1);
    QVERIFY(id);
    QVERIFY(v2.lower.toLongLong() <= id->toLongLong() && id->toLongLong() <= v2.upper.toLongLong());
    // Before its epoch v2 has no IDs at all.
    QVERIFY(!boundsFor(Format::Sonyflake, Instant::fromUnixMs(1700000000000),
                       Instant::fromUnixMs(1700000000000), {}, 1)
                 .ok);
}

void TstDetector::caseRuleMatchesParsers_data()
{
    QTest::addColumn<int>("format");
    for (Format f : allFormats()) {
        if (formatInfo(f).reversible)
            QTest::newRow(formatInfo(f).name) << int(f);
    }
}

void TstDetector::caseRuleMatchesParsers()
{
    // One rule for letter case: a format listed as case-insensitive text reads its ID spelled
    // in the other case as the same ID; any other format does not (TypeID: lower case only).
    QFETCH(int, format);
    const Format f = Format(format);
    const auto id = generateAt(f, Instant::fromUnixMs(1767225600123));
    QVERIFY(id);
    const bool hasLower = *id != id->toUpper();
    const bool hasUpper = *id != id->toLower();
    if (!hasLower && !hasUpper)
        QSKIP("no letters to change");
    const QString other = hasLower ? id->toUpper() : id->toLower();
    bool sameId = false;
    for (const Reading& x : decode(other).readings)
        sameId = sameId || (x.valid && x.format == f && x.canonical == *id);
    QCOMPARE(sameId, isCaseInsensitiveText(f));
}

void TstDetector::extractTokens()
{
    const QList<Token> t = extractIdTokens(QStringLiteral(
        "at 2026-01-02T03:04:05.123Z user=01ARYZ6S410000000000000000, "
        "{919108F7-52D1-4320-9BAC-F847DB4148A8} id 1593572310593806338 short 12345"));
    QStringList texts;
    for (const Token& x : t)
        texts << x.text;
    QCOMPARE(texts, (QStringList{QStringLiteral("2026-01-02T03:04:05.123Z"),
                                 QStringLiteral("01ARYZ6S410000000000000000"),
                                 QStringLiteral("{919108F7-52D1-4320-9BAC-F847DB4148A8}"),
                                 QStringLiteral("1593572310593806338")}));
}

QTEST_GUILESS_MAIN(TstDetector)
#include "tst_detector.moc"
