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
    void ulidAndTypeIdAgree();
    void byteOrderUncertain();
    void forcedNeverOverridden();
    void noInventedInstant();
    void invalidSaysWhy_data();
    void invalidSaysWhy();
    void plausibility();
    void quotesAndBlobLiterals();
    void boundsBracketGeneratedIds_data();
    void boundsBracketGeneratedIds();
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
    QTest::newRow("xid not firebase")
        << QStringLiteral("9m4e2mr0ui3e8a215n4g") << QStringLiteral("xid");
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
