// Timeflake, Boundary Flake and Datadog 128-bit trace IDs. Expected values are the projects'
// own vectors (timeflake's README and tests/test_timeflake.py, boundary/flake's readme: the
// binary ID and the base62 IDs its harness printed), a trace ID built here by the layout
// Datadog's generator writes (32-bit seconds << 96 | random low 64 bits), and numbers worked
// out by hand from the published layouts — never with the codecs under test. Bounds (the
// smallest and largest ID of an interval) are the Timeflake reference implementation's own
// (tests/ids/data) and Boundary's base62 worked out from 64-bit ms << 64.
#include "ids/codecs.h"
#include "ids/detector.h"
#include "ids/reverse.h"
#include "readingcheck.h"

#include <QTest>

using namespace idscope;
using namespace idscope::testing;

class TstFlake128 : public QObject {
    Q_OBJECT
private slots:
    void timeflakeVectors_data();
    void timeflakeVectors();
    void timeflakeHexRanksBelowUuid();
    void timeflakeRejects();
    void timeflakeBoundsFromReference();
    void timeflakeBoundsEdges();
    void rfcUuidIsNoTimeflake();
    void boundaryVectors_data();
    void boundaryVectors();
    void boundaryWordsAreNoFlakes();
    void boundaryBounds();
    void boundaryBoundsOnlyWhereTextSorts();
    void datadogTraceId();
    void datadogNeedsZeroBits();
    void numbersStayNumbers();
};

void TstFlake128::timeflakeVectors_data()
{
    QTest::addColumn<QString>("base62");
    QTest::addColumn<QString>("hex");
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("random"); // the low 80 bits, hex
    // tests/test_timeflake.py (random 724773312193627487660233 = 0x997a0a3c428548fee8c9).
    QTest::newRow("test") << QStringLiteral("02i1KoFfY3auBS745gImbZ")
                          << QStringLiteral("016fa936bff0997a0a3c428548fee8c9")
                          << qint64(1579091935216) << QStringLiteral("997a0a3c428548fee8c9");
    // README, "Alphabets" (random 851298578153087956398315 = 0xb444fd07590f81b7b0eb).
    QTest::newRow("readme") << QStringLiteral("02i2XhN7hAuaFh3MwztcMd")
                            << QStringLiteral("016fb4209023b444fd07590f81b7b0eb")
                            << qint64(1579275030563) << QStringLiteral("b444fd07590f81b7b0eb");
}

void TstFlake128::timeflakeVectors()
{
    QFETCH(QString, base62);
    QFETCH(QString, hex);
    QFETCH(qint64, ms);
    QFETCH(QString, random);
    const QString uuidForm = hex.left(8) + u'-' + hex.mid(8, 4) + u'-' + hex.mid(12, 4) + u'-' +
                             hex.mid(16, 4) + u'-' + hex.mid(20);
    for (const QString& s : {base62, hex, hex.toUpper(), uuidForm}) {
        const DecodeResult r = decodeAtFixedNow(s, Format::Timeflake);
        QVERIFY2(r.valid, qPrintable(s));
        const Reading& x = r.readings.first();
        QCOMPARE(x.format, Format::Timeflake);
        QCOMPARE(x.canonical, base62);
        QCOMPARE(x.instant->unixMsFloor(), ms);
        QCOMPARE(x.precision, Precision::Millisecond);
        QCOMPARE(field(x, "timestamp"), QString::number(ms));
        QCOMPARE(field(x, "random"), random);
        QCOMPARE(field(x, "uuid"), uuidForm);
    }
    // Its own spelling is detected unasked.
    const DecodeResult detected = decodeAtFixedNow(base62);
    QVERIFY(detected.valid);
    QCOMPARE(detected.readings.first().format, Format::Timeflake);
    QCOMPARE(detected.readings.first().instant->unixMsFloor(), ms);
}

void TstFlake128::timeflakeHexRanksBelowUuid()
{
    // 32 hex digits that are no RFC UUID (version nibble 9): read as a non-RFC UUID first,
    // the Timeflake instant offered next, and the doubt stated on the first reading.
    for (const QString& s : {QStringLiteral("016fa936bff0997a0a3c428548fee8c9"),
                             QStringLiteral("016fa936-bff0-997a-0a3c-428548fee8c9")}) {
        const DecodeResult r = decodeAtFixedNow(s);
        QVERIFY2(r.valid, qPrintable(s));
        QCOMPARE(r.readings.first().format, Format::UuidOther);
        QVERIFY(hasWarning(r.readings.first(), "ambiguous"));
        const Reading* t = readingOf(r, Format::Timeflake);
        QVERIFY(t);
        QCOMPARE(t->instant->unixMsFloor(), qint64(1579091935216));
    }
    // A hash (MD5 of the empty string) spells a Timeflake of the year 9360: offered as no
    // plausible instant, and no doubt is cast on the UUID reading.
    const DecodeResult md5 = decodeAtFixedNow(QStringLiteral("d41d8cd98f00b204e9800998ecf8427e"));
    QCOMPARE(md5.readings.first().format, Format::UuidOther);
    QVERIFY(!hasWarning(md5.readings.first(), "ambiguous"));
    const Reading* t = readingOf(md5, Format::Timeflake);
    QVERIFY(t);
    QVERIFY(hasWarning(*t, "implausible"));
    QCOMPARE(t->instant->unixMsFloor(), qint64(0xd41d8cd98f00));
}

void TstFlake128::timeflakeRejects()
{
    // 62^22 - 1 is above 2^128 - 1; '-' is no base62 digit; 21 digits is no Timeflake.
    const DecodeResult big =
        decodeAtFixedNow(QStringLiteral("zzzzzzzzzzzzzzzzzzzzzz"), Format::Timeflake);
    QVERIFY(!big.valid);
    QVERIFY2(big.error.contains(QLatin1String("range")), qPrintable(big.error));
    const DecodeResult bad =
        decodeAtFixedNow(QStringLiteral("02i1KoFfY3auBS745gI-bZ"), Format::Timeflake);
    QVERIFY(!bad.valid);
    QVERIFY2(bad.error.contains(QLatin1String("character 20")), qPrintable(bad.error));
    QVERIFY(!decodeAtFixedNow(QStringLiteral("2i1KoFfY3auBS745gImbZ"), Format::Timeflake).valid);
    for (const Reading& x : decodeAtFixedNow(QStringLiteral("zzzzzzzzzzzzzzzzzzzzzz")).readings)
        QVERIFY(!(x.valid && x.format == Format::Timeflake));
}

namespace {
// The `lowest`/`highest` hex of a reference row as the 8-4-4-4-12 form.
QString uuidForm(const QString& hex)
{
    return hex.left(8) + u'-' + hex.mid(8, 4) + u'-' + hex.mid(12, 4) + u'-' + hex.mid(16, 4) +
           u'-' + hex.mid(20);
}
} // namespace

void TstFlake128::timeflakeBoundsFromReference()
{
    const QList<QList<QByteArray>> rows = dataRows("timeflake_python.tsv", 5);
    QCOMPARE(rows.size(), 4);
    for (const QList<QByteArray>& c : rows) {
        const Instant t = Instant::fromUnixMs(c[0].toLongLong());
        const IdBounds b = boundsFor(Format::Timeflake, t, t);
        QVERIFY2(b.ok, qPrintable(b.error));
        // The reference spells zero as "0" (its itoa returns before padding); every other value
        // has its 22 digits, as idscope writes them all.
        const QString lowest = QString::fromLatin1(c[1]);
        if (lowest.size() == 22)
            QCOMPARE(b.lower, lowest);
        else
            QCOMPARE(b.lower, QString(22, u'0'));
        QCOMPARE(b.upper, QString::fromLatin1(c[2]));
        // Both ends read back as the reference's bytes, at the row's millisecond.
        for (const auto& [bound, hex] : {std::pair{b.lower, c[3]}, std::pair{b.upper, c[4]}}) {
            const DecodeResult r = decodeAtFixedNow(bound, Format::Timeflake);
            QVERIFY2(r.valid, qPrintable(bound));
            QCOMPARE(field(r.readings.first(), "uuid"), uuidForm(QString::fromLatin1(hex)));
            QCOMPARE(r.readings.first().instant->unixMsFloor(), c[0].toLongLong());
        }
    }
    // The README/test vector of 1579091935216 ms lies inside its millisecond's bounds and
    // outside its neighbours' (SQLite compares TEXT byte-wise).
    const QByteArray id = "02i1KoFfY3auBS745gImbZ";
    const auto inside = [&](qint64 ms) {
        const IdBounds b =
            boundsFor(Format::Timeflake, Instant::fromUnixMs(ms), Instant::fromUnixMs(ms));
        return b.lower.toLatin1() <= id && id <= b.upper.toLatin1();
    };
    QVERIFY(inside(1579091935216));
    QVERIFY(!inside(1579091935215));
    QVERIFY(!inside(1579091935217));
}

void TstFlake128::timeflakeBoundsEdges()
{
    // 48 bits of Unix ms: 1970-01-01 to 2^48 - 1 = 281474976710655 ms (10889-08-02). Beyond
    // either end there is no Timeflake, so no bound is invented by clamping to the edge.
    const Instant last = Instant::fromUnixMs(281474976710655);
    const Instant past = Instant::fromUnixMs(281474976710656);
    QVERIFY(boundsFor(Format::Timeflake, Instant{0, 0}, last).ok);
    QVERIFY(!boundsFor(Format::Timeflake, Instant{0, 0}, past).ok);
    QVERIFY(!boundsFor(Format::Timeflake, Instant::fromUnixMs(-1), last).ok);
    QVERIFY(!generateAt(Format::Timeflake, past));
    QVERIFY(!generateAt(Format::Timeflake, Instant::fromUnixMs(-1)));
    // 2^128 - 1 is the largest Timeflake (MAX_TIMEFLAKE); 62^22 - 1 above it is refused.
    QVERIFY(decodeAtFixedNow(QStringLiteral("7n42DGM5Tflk9n8mt7Fhc7"), Format::Timeflake).valid);
    QVERIFY(!decodeAtFixedNow(QStringLiteral("7n42DGM5Tflk9n8mt7Fhc8"), Format::Timeflake).valid);
}

void TstFlake128::rfcUuidIsNoTimeflake()
{
    // A UUIDv4 and a UUIDv7 carry no Timeflake reading unasked; asked for, the v7's
    // Timeflake instant is its own unix_ts_ms (both are 48-bit Unix ms).
    const QString v4 = QStringLiteral("919108f7-52d1-4320-9bac-f847db4148a8");
    const QString v7 = QStringLiteral("017f22e2-79b0-7cc3-98c4-dc0c0c07398f"); // RFC 9562 A.6
    for (const QString& s : {v4, v7}) {
        const DecodeResult r = decodeAtFixedNow(s);
        QVERIFY(r.valid);
        QVERIFY(!readingOf(r, Format::Timeflake));
        QVERIFY(!hasWarning(r.readings.first(), "ambiguous"));
    }
    // Nor a Boundary reading: a UUIDv4 whose top 16 bits are zero read as the year 5494.
    const DecodeResult lowV4 =
        decodeAtFixedNow(QStringLiteral("00006529-3135-429c-b501-186507241e71"));
    QVERIFY(lowV4.valid);
    QCOMPARE(lowV4.readings.first().format, Format::UuidV4);
    QVERIFY(!readingOf(lowV4, Format::FlakeBoundary));
    const DecodeResult asked = decodeAtFixedNow(v7, Format::Timeflake);
    QVERIFY(asked.valid);
    QCOMPARE(asked.readings.first().instant->unixMsFloor(), qint64(0x017f22e279b0));
}

void TstFlake128::boundaryVectors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<int>("sequence");
    QTest::addColumn<QString>("canonical");
    // The readme's binary <<0,0,1,52,212,33,45,67,16,154,221,94,14,143,0,0>> as hex: ms
    // 0x134d4212d43, worker 10:9a:dd:5e:0e:8f, sequence 0.
    QTest::newRow("binary") << QStringLiteral("00000134d4212d43109add5e0e8f0000")
                            << qint64(1326408871235) << 0 << QStringLiteral("8HFaDzqL3ULkWgRE8G");
    // flake_harness:generate(10,62): the first and the last of ten from one worker.
    QTest::newRow("harness first") << QStringLiteral("8HFaR8qWtRlGDHnO57") << qint64(1326409013776)
                                   << 5 << QStringLiteral("8HFaR8qWtRlGDHnO57");
    QTest::newRow("harness last") << QStringLiteral("8HFaR8qAulTgCBd6Wm") << qint64(1326409013775)
                                  << 0 << QStringLiteral("8HFaR8qAulTgCBd6Wm");
}

void TstFlake128::boundaryVectors()
{
    QFETCH(QString, text);
    QFETCH(qint64, ms);
    QFETCH(int, sequence);
    QFETCH(QString, canonical);
    const DecodeResult r = decodeAtFixedNow(text);
    QVERIFY2(r.valid, qPrintable(r.error));
    const Reading& x = r.readings.first();
    QCOMPARE(x.format, Format::FlakeBoundary);
    QCOMPARE(x.canonical, canonical);
    QCOMPARE(x.instant->unixMsFloor(), ms);
    QCOMPARE(field(x, "worker"), QStringLiteral("109add5e0e8f"));
    QCOMPARE(field(x, "sequence"), QString::number(sequence));
    // The canonical spelling reads back to the same ID.
    QCOMPARE(
        decodeAtFixedNow(canonical, Format::FlakeBoundary).readings.first().instant->unixMsFloor(),
        ms);
}

void TstFlake128::boundaryWordsAreNoFlakes()
{
    // The harness's first ID with sequence 0x1234, and with a multicast worker (0x11…): the
    // same plausible millisecond, but unasked no Boundary Flake has such fields.
    for (const QString& s :
         {QStringLiteral("8HFaR8qWtRlGDHnPIC"), QStringLiteral("8HFaR8qWylmmZ5T5G9")}) {
        QVERIFY2(!readingOf(decodeAtFixedNow(s), Format::FlakeBoundary), qPrintable(s));
        const DecodeResult asked = decodeAtFixedNow(s, Format::FlakeBoundary);
        QVERIFY(asked.valid);
        QCOMPARE(asked.readings.first().instant->unixMsFloor(), qint64(1326409013776));
    }
}

void TstFlake128::boundaryBounds()
{
    // The harness's ten IDs of 1326409013775 and 1326409013776 ms. The bounds of one ms are
    // (ms << 64) and (ms << 64 | 2^64 - 1) in base62, worked out with Python's integers:
    // 1326409013775 << 64 = 24467927614168912264776017510400 → "8HFaR8q9UNRKcnSTJ2" and
    // (1326409013776 << 64) - 1 → "8HFaR8qVT3iudtckrH".
    const IdBounds b = boundsFor(Format::FlakeBoundary, Instant::fromUnixMs(1326409013775),
                                 Instant::fromUnixMs(1326409013775));
    QVERIFY2(b.ok, qPrintable(b.error));
    QCOMPARE(b.lower, QStringLiteral("8HFaR8q9UNRKcnSTJ2"));
    QCOMPARE(b.upper, QStringLiteral("8HFaR8qVT3iudtckrH"));
    // The harness's last ID (1326409013775 ms) inside, its first (one ms later) above.
    QVERIFY(b.lower < QStringLiteral("8HFaR8qAulTgCBd6Wm") &&
            QStringLiteral("8HFaR8qAulTgCBd6Wm") < b.upper);
    QVERIFY(b.upper < QStringLiteral("8HFaR8qWtRlGDHnO57"));
    // Generated IDs look like Boundary's own (a unicast MAC, a sequence below 1024), so each
    // reads back unasked at its millisecond.
    for (int i = 0; i < 20; ++i) {
        const auto id = generateAt(Format::FlakeBoundary, Instant::fromUnixMs(1767225600123));
        QVERIFY(id);
        const DecodeResult r = decodeAtFixedNow(*id);
        QVERIFY2(r.valid, qPrintable(*id));
        QCOMPARE(r.readings.first().format, Format::FlakeBoundary);
        QCOMPARE(r.readings.first().instant->unixMsFloor(), qint64(1767225600123));
    }
}

void TstFlake128::boundaryBoundsOnlyWhereTextSorts()
{
    // Boundary's base62 has no padding, and texts of two lengths do not sort as their values:
    // bounds exist only where every ID has 18 digits. 62^17 = 2^64 × 160228216644.2…, so the
    // first such ms is 160228216645 (1975-01-29T11:50:16.645Z); the last whose largest ID is
    // below 62^18 = 2^64 × 9934149431942.5… is 9934149431941 (2284-10-19T13:57:11.941Z).
    const auto at = [](qint64 ms) { return Instant::fromUnixMs(ms); };
    const IdBounds first = boundsFor(Format::FlakeBoundary, at(160228216645), at(160228216645));
    QVERIFY2(first.ok, qPrintable(first.error));
    QCOMPARE(first.lower, QStringLiteral("1000000GqtNte25GIi"));
    const IdBounds last = boundsFor(Format::FlakeBoundary, at(9934149431941), at(9934149431941));
    QVERIFY2(last.ok, qPrintable(last.error));
    QCOMPARE(last.upper, QStringLiteral("zzzzzzzpueHlBJIiBb"));
    QVERIFY(!boundsFor(Format::FlakeBoundary, at(160228216644), at(160228216645)).ok);
    QVERIFY(!boundsFor(Format::FlakeBoundary, at(9934149431941), at(9934149431942)).ok);
    QVERIFY(!generateAt(Format::FlakeBoundary, at(0)));
    // A shorter or longer text still reads when asked for: the limit is on making IDs only.
    const DecodeResult early =
        decodeAtFixedNow(QStringLiteral("1000000GqtNte25GIh"), Format::FlakeBoundary);
    QVERIFY(early.valid);
    QCOMPARE(early.readings.first().instant->unixMsFloor(), qint64(160228216644));
}

void TstFlake128::datadogTraceId()
{
    // 1700000000 s = 0x6553f100, 32 zero bits, random low half 0xa1b2c3d4e5f60718.
    const QString id = QStringLiteral("6553f10000000000a1b2c3d4e5f60718");
    const DecodeResult r = decodeAtFixedNow(id);
    QVERIFY2(r.valid, qPrintable(r.error));
    const Reading& x = r.readings.first();
    QCOMPARE(x.format, Format::DatadogTraceId);
    QCOMPARE(x.canonical, id);
    QCOMPARE(x.precision, Precision::Second);
    QCOMPARE(x.instant->seconds, qint64(1700000000));
    QCOMPARE(x.instant->nanos, 0);
    QCOMPARE(field(x, "timestamp"), QStringLiteral("1700000000"));
    QCOMPARE(field(x, "random"), QStringLiteral("11651590505119483672"));
    QVERIFY(!hasWarning(x, "non-canonical-case"));
    const DecodeResult upper = decodeAtFixedNow(id.toUpper());
    QCOMPARE(upper.readings.first().format, Format::DatadogTraceId);
    QCOMPARE(upper.readings.first().canonical, id);
    QVERIFY(hasWarning(upper.readings.first(), "non-canonical-case"));
}

void TstFlake128::datadogNeedsZeroBits()
{
    // One bit set among the 32 that Datadog keeps zero: no trace ID.
    const QString id = QStringLiteral("6553f10000000100a1b2c3d4e5f60718");
    QVERIFY(!readingOf(decodeAtFixedNow(id), Format::DatadogTraceId));
    const DecodeResult asked = decodeAtFixedNow(id, Format::DatadogTraceId);
    QVERIFY(!asked.valid);
    QVERIFY2(asked.error.contains(QLatin1String("datadog-trace-id")), qPrintable(asked.error));
    // A 64-bit trace ID padded to 128 bits carries no time: never presented as 1970.
    const DecodeResult padded =
        decodeAtFixedNow(QStringLiteral("0000000000000000a1b2c3d4e5f60718"));
    QVERIFY(!padded.readings.isEmpty());
    QVERIFY(padded.readings.first().format != Format::DatadogTraceId);
    const Reading* dd = readingOf(padded, Format::DatadogTraceId);
    QVERIFY(!dd || hasWarning(*dd, "implausible"));
}

void TstFlake128::numbersStayNumbers()
{
    // An 18-digit Discord ID (Discord's documentation example) stays a Discord Snowflake; a
    // 22-digit number is no Timeflake: its top 48 bits are zero (1970).
    const DecodeResult discord = decodeAtFixedNow(QStringLiteral("175928847299117063"));
    QVERIFY(discord.valid);
    QCOMPARE(discord.readings.first().format, Format::SnowflakeDiscord);
    const Reading* boundary = readingOf(discord, Format::FlakeBoundary);
    QVERIFY(!boundary || hasWarning(*boundary, "implausible") ||
            boundary->instant->unixMsFloor() < 1325376000000); // only before Boundary's launch
    const DecodeResult digits = decodeAtFixedNow(QStringLiteral("1234567890123456789012"));
    for (const Reading& x : digits.readings)
        QVERIFY(!(x.valid && x.format == Format::Timeflake && !hasWarning(x, "implausible")));
}

QTEST_GUILESS_MAIN(TstFlake128)
#include "tst_flake128.moc"
