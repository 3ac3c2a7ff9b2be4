// `idscope decode` readings that must be exactly true: no instant presented for a value no
// time-ordered ID can be, Sonyflake bounds under each epoch, custom layouts checked instead
// of narrowed, local times whose offset has seconds, ages at the int64 limits.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "clirun.h"

using clitest::idscope;
using clitest::jsonLines;
using clitest::Run;

namespace {
const QString kNow = QStringLiteral("--now=2026-11-29T00:00:00Z");

QString str(const QJsonObject& o, const char* key)
{
    return o.value(QLatin1String(key)).toString();
}

// The first alternative of `format`, or an empty object.
QJsonObject alternative(const QJsonObject& o, const QString& format)
{
    for (const QJsonValue& v : o.value(QLatin1String("alternatives")).toArray()) {
        if (str(v.toObject(), "format") == format)
            return v.toObject();
    }
    return {};
}
} // namespace

class TstCliReadings : public QObject {
    Q_OBJECT
private slots:
    void countersHaveNoPlausibleReading();
    void requestedFormatStillReads();
    void sonyflakeBoundsForBothEpochs();
    void snowflakeLayoutWidthsExact();
    void snowflakeLayoutOutOfRange_data();
    void snowflakeLayoutOutOfRange();
    void localTimeWithOffsetSeconds();
    void ageAtTheInt64Limit();
};

void TstCliReadings::countersHaveNoPlausibleReading()
{
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow,
                           QStringLiteral("0"), QStringLiteral("7"), QStringLiteral("42"),
                           QStringLiteral("-1"), QStringLiteral("1700000000")});
    QCOMPARE(r.exitCode, 1); // some input did not decode
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 5);
    for (int i = 0; i < 4; ++i) {
        const QJsonObject& o = lines[i];
        QCOMPARE(o.value(QLatin1String("valid")).toBool(true), false);
        QVERIFY(o.value(QLatin1String("format")).isNull());
        QVERIFY(o.value(QLatin1String("unix_ms")).isNull());
        QVERIFY(o.value(QLatin1String("time")).isNull());
        QCOMPARE(str(o, "error"), QStringLiteral("no plausible reading"));
        const QJsonArray alts = o.value(QLatin1String("alternatives")).toArray();
        QVERIFY(!alts.isEmpty());
        for (const QJsonValue& a : alts)
            QVERIFY(a.toObject().value(QLatin1String("unix_ms")).isDouble());
    }
    // 42 < 2^22: read as Discord it is the epoch itself, 2015-01-01T00:00:00.000Z; as Unix
    // seconds 42 s after 1970.
    const QJsonObject discord = alternative(lines[2], QStringLiteral("snowflake-discord"));
    QCOMPARE(discord.value(QLatin1String("unix_ms")).toInteger(), 1420070400000LL);
    QCOMPARE(
        alternative(lines[2], QStringLiteral("unix-s")).value(QLatin1String("unix_ms")).toInteger(),
        42000LL);
    QCOMPARE(alternative(lines[3], QStringLiteral("unix-ms"))
                 .value(QLatin1String("unix_ms"))
                 .toInteger(),
             -1LL);
    // A real Unix time still reads: 2023-11-14T22:13:20Z.
    QCOMPARE(str(lines[4], "format"), QStringLiteral("unix-s"));
    QCOMPARE(str(lines[4], "time"), QStringLiteral("2023-11-14T22:13:20Z"));

    // The detailed single-value view says so and lists the readings.
    const Run one = idscope({QStringLiteral("decode"), kNow, QStringLiteral("42")});
    QCOMPARE(one.exitCode, 1);
    QVERIFY2(one.out.contains("invalid:    no plausible reading"), one.out.constData());
    QVERIFY(one.out.contains("also:       snowflake-discord"));
}

void TstCliReadings::requestedFormatStillReads()
{
    const Run r =
        idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow,
                 QStringLiteral("--format"), QStringLiteral("unix-s"), QStringLiteral("-1")});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(str(lines[0], "format"), QStringLiteral("unix-s"));
    QCOMPARE(lines[0].value(QLatin1String("unix_ms")).toInteger(), -1000LL);
    QCOMPARE(str(lines[0], "time"), QStringLiteral("1969-12-31T23:59:59Z"));
}

void TstCliReadings::sonyflakeBoundsForBothEpochs()
{
    // 2026-01-01T00:00:00.123Z in 10 ms ticks since each epoch, by hand:
    //   v1 2014-09-01 (1409529600000): 35769600012 ticks, × 2^24 = 600114305634926592
    //   v2 2025-01-01 (1735689600000):  3153600012 ticks, × 2^24 =  52908628578926592
    // and the upper bound adds 2^24 - 1 (8 sequence + 16 machine bits).
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--json"),
                           QStringLiteral("--bounds"), QStringLiteral("2026-01-01T00:00:00.123Z"),
                           QStringLiteral("--format"), QStringLiteral("sonyflake")});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(str(lines[0], "profile"), QStringLiteral("v1 epoch"));
    QCOMPARE(str(lines[0], "lower"), QStringLiteral("600114305634926592"));
    QCOMPARE(str(lines[0], "upper"), QStringLiteral("600114305651703807"));
    QCOMPARE(str(lines[1], "profile"), QStringLiteral("v2 epoch"));
    QCOMPARE(str(lines[1], "lower"), QStringLiteral("52908628578926592"));
    QCOMPARE(str(lines[1], "upper"), QStringLiteral("52908628595703807"));

    // Every other format keeps one line, with no profile.
    const Run u =
        idscope({QStringLiteral("decode"), QStringLiteral("--json"), QStringLiteral("--bounds"),
                 QStringLiteral("2026-01-01"), QStringLiteral("--format"), QStringLiteral("ulid")});
    const QList<QJsonObject> ulid = jsonLines(u.out);
    QCOMPARE(ulid.size(), 1);
    QVERIFY(ulid[0].value(QLatin1String("profile")).isNull());
}

void TstCliReadings::snowflakeLayoutWidthsExact()
{
    // A seconds-based layout: 41 bits of 1000 ms units since 1970, then 10 + 12 bits.
    // 1000 << 22 carries time field 1000: 1000 × 1000 ms = 1970-01-01T00:16:40Z.
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow,
                           QStringLiteral("--snowflake-layout"), QStringLiteral("0:41:10:12:1000"),
                           QStringLiteral("--format"), QStringLiteral("snowflake"),
                           QString::number(1000LL << 22)});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines[0].value(QLatin1String("unix_ms")).toInteger(), 1000000LL);
    QCOMPARE(str(lines[0], "time"), QStringLiteral("1970-01-01T00:16:40Z"));
    QCOMPARE(str(lines[0], "precision"), QStringLiteral("s"));
    // 10 time, 20 node and 12 sequence bits: v = 5 << 32 | 3 << 12 has time v >> 32 = 5,
    // node (v >> 12) & (2^20 - 1) = 3 and sequence v & 4095 = 0 (20 node bits, not 4).
    const Run w = idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow,
                           QStringLiteral("--snowflake-layout"), QStringLiteral("0:10:20:12"),
                           QStringLiteral("--format"), QStringLiteral("snowflake"),
                           QString::number(5LL << 32 | 3LL << 12)});
    QCOMPARE(w.exitCode, 0);
    const QJsonObject fields = jsonLines(w.out).value(0).value(QLatin1String("fields")).toObject();
    QCOMPARE(fields.value(QLatin1String("timestamp")).toInteger(), 5LL);
    QCOMPARE(fields.value(QLatin1String("node")).toInteger(), 3LL);
    QCOMPARE(fields.value(QLatin1String("sequence")).toInteger(), 0LL);
}

void TstCliReadings::snowflakeLayoutOutOfRange_data()
{
    QTest::addColumn<QString>("layout");
    QTest::newRow("node 300") << QStringLiteral("0:10:300:0"); // was read as 44
    QTest::newRow("time 300") << QStringLiteral("0:300:0:0");
    QTest::newRow("sequence 65") << QStringLiteral("0:1:0:65");
    QTest::newRow("over 64 bits") << QStringLiteral("0:41:12:12");
    QTest::newRow("no time bits") << QStringLiteral("0:0:10:12");
    QTest::newRow("unit 0") << QStringLiteral("0:41:10:12:0");
    QTest::newRow("unit 2^32") << QStringLiteral("0:41:10:12:4294967296");
    QTest::newRow("unit negative") << QStringLiteral("0:41:10:12:-10");
    QTest::newRow("span too wide") << QStringLiteral("0:64:0:0:1000");
    QTest::newRow("epoch not integer") << QStringLiteral("x:41:10:12");
    QTest::newRow("too few parts") << QStringLiteral("0:41:10");
}

void TstCliReadings::snowflakeLayoutOutOfRange()
{
    QFETCH(QString, layout);
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--snowflake-layout"), layout,
                           QStringLiteral("--format"), QStringLiteral("snowflake"),
                           QStringLiteral("123456789")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith("idscope: "), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
}

void TstCliReadings::localTimeWithOffsetSeconds()
{
    // 1900-01-01T00:00:00Z; Amsterdam's mean time was +00:19:32. The local text must name the
    // same instant, so the offset keeps its seconds.
    const Run r =
        idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow, QStringLiteral("--tz"),
                 QStringLiteral("Europe/Amsterdam"), QStringLiteral("--format"),
                 QStringLiteral("unix-s"), QStringLiteral("-2208988800")});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(str(lines[0], "time"), QStringLiteral("1900-01-01T00:00:00Z"));
    const QString local = str(lines[0], "time_local");
    QCOMPARE(local, QStringLiteral("1900-01-01T00:19:32+00:19:32"));
    // Read back as a time, it is the decoded instant.
    const Run back = idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow,
                              QStringLiteral("--format"), QStringLiteral("rfc3339"), local});
    QCOMPARE(back.exitCode, 0);
    QCOMPARE(jsonLines(back.out).value(0).value(QLatin1String("unix_ms")).toInteger(),
             -2208988800000LL);
}

void TstCliReadings::ageAtTheInt64Limit()
{
    // Exact at the limit: 2026-11-29 is 1795910400 s, so the age is 1795910400 + 2^63 s,
    // 292277024683 years of 31556952 s and 306 days.
    const Run r = idscope({QStringLiteral("decode"), kNow, QStringLiteral("--format"),
                           QStringLiteral("unix-s"), QStringLiteral("-9223372036854775808")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("age:        292,277,024,683 y 306 d ago"), r.out.constData());
}

QTEST_GUILESS_MAIN(TstCliReadings)
#include "tst_cli_readings.moc"
