// `idscope decode --all-profiles`: the real executable, its JSON parsed and its text read line
// by line; the instants checked against the layouts' arithmetic written out here.
#include "clirun.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTest>
#include <QTimeZone>

using namespace clitest;

namespace {

const QString kNow = QStringLiteral("2026-12-02T09:00:00Z");
constexpr qint64 kNowMs = 1796202000000;
constexpr quint64 kTweet = 1541815603606036480ULL; // a real Tweet ID, 2022-06-28

QJsonObject readingOf(const QJsonObject& o, const QString& format, const QJsonValue& profile = {})
{
    for (const QJsonValue& v : o.value(QLatin1String("readings")).toArray()) {
        const QJsonObject r = v.toObject();
        if (r.value(QLatin1String("format")).toString() == format &&
            (profile.isUndefined() || r.value(QLatin1String("profile")) == profile))
            return r;
    }
    return {};
}

} // namespace

class TstCliEpochs : public QObject {
    Q_OBJECT
private slots:
    void jsonReadings();
    void jsonOrderAndMarks();
    void textTable();
    void beyondInt64();
    void notAnInteger();
    void stdinLines();
    void usageErrors();
    void helpNamesIt();
};

void TstCliEpochs::jsonReadings()
{
    const Run r =
        idscope({QStringLiteral("decode"), QStringLiteral("--all-profiles"),
                 QStringLiteral("--json"), QStringLiteral("--now"), kNow, QString::number(kTweet)});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 1);
    const QJsonObject o = lines.first();
    QCOMPARE(o.value(QLatin1String("input")).toString(), QString::number(kTweet));
    QCOMPARE(o.value(QLatin1String("now_unix_ms")).toInteger(), kNowMs);
    QCOMPARE(o.value(QLatin1String("now")).toString(), QStringLiteral("2026-12-02T09:00:00.000Z"));
    QVERIFY(o.value(QLatin1String("error")).isNull());
    // 14 Snowflake profiles (Sonyflake twice; TikTok, Simpleflake and SnowID the newest), the
    // TSID and the four Unix units.
    QCOMPARE(o.value(QLatin1String("readings")).toArray().size(), 19);
    const QJsonObject twitter = readingOf(o, QStringLiteral("snowflake-twitter"));
    QCOMPARE(twitter.value(QLatin1String("unix_ms")).toInteger(),
             qint64(kTweet >> 22) + 1288834974657);
    QCOMPARE(twitter.value(QLatin1String("time")).toString(),
             QStringLiteral("2022-06-28T16:07:40.105Z"));
    QCOMPARE(twitter.value(QLatin1String("precision")).toString(), QStringLiteral("ms"));
    QCOMPARE(twitter.value(QLatin1String("future")).toBool(), false);
    QCOMPARE(twitter.value(QLatin1String("before_launch")).toBool(), false);
    QCOMPARE(readingOf(o, QStringLiteral("snowflake-discord"))
                 .value(QLatin1String("unix_ms"))
                 .toInteger(),
             qint64(kTweet >> 22) + 1420070400000);
    const QJsonObject sonyV2 =
        readingOf(o, QStringLiteral("sonyflake"), QStringLiteral("v2 epoch"));
    QCOMPARE(sonyV2.value(QLatin1String("unix_ms")).toInteger(),
             qint64(kTweet >> 24) * 10 + 1735689600000);
    QCOMPARE(sonyV2.value(QLatin1String("precision")).toString(), QStringLiteral("10ms"));
    // CockroachDB: 10 µs units above 15 node bits since 2015-01-01, printed to five digits.
    const QJsonObject crdb = readingOf(o, QStringLiteral("cockroachdb-rowid"));
    const qint64 crdbUs = qint64(kTweet >> 15) * 10 + 1420070400000LL * 1000;
    QCOMPARE(crdb.value(QLatin1String("unix_ms")).toInteger(), crdbUs / 1000);
    QCOMPARE(crdb.value(QLatin1String("precision")).toString(), QStringLiteral("10us"));
    QCOMPARE(crdb.value(QLatin1String("time")).toString(),
             QDateTime::fromMSecsSinceEpoch(crdbUs / 1000, QTimeZone::utc())
                     .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz")) +
                 QString::number(crdbUs % 1000 / 10).rightJustified(2, QLatin1Char('0')) +
                 QLatin1Char('Z'));
    QCOMPARE(readingOf(o, QStringLiteral("tsid")).value(QLatin1String("unix_ms")).toInteger(),
             qint64(kTweet >> 22) + 1577836800000);
    QCOMPARE(readingOf(o, QStringLiteral("unix-ns")).value(QLatin1String("time")).toString(),
             QStringLiteral("2018-11-10T02:06:43.606036480Z"));
    QVERIFY(
        readingOf(o, QStringLiteral("snowflake-discord")).value(QLatin1String("profile")).isNull());
}

void TstCliEpochs::jsonOrderAndMarks()
{
    const Run r =
        idscope({QStringLiteral("decode"), QStringLiteral("--all-profiles"),
                 QStringLiteral("--json"), QStringLiteral("--now"), kNow, QString::number(kTweet)});
    const QJsonArray readings =
        jsonLines(r.out).value(0).value(QLatin1String("readings")).toArray();
    QVERIFY(!readings.isEmpty());
    qint64 last = std::numeric_limits<qint64>::min();
    int future = 0;
    for (const QJsonValue& v : readings) {
        const QJsonObject x = v.toObject();
        const qint64 ms = x.value(QLatin1String("unix_ms")).toInteger();
        QVERIFY(ms >= last);
        last = ms;
        QCOMPARE(x.value(QLatin1String("future")).toBool(), ms > kNowMs + 60000);
        QCOMPARE(x.value(QLatin1String("out_of_range")).toBool(), false);
        // The launch the mark was made against is in the object: the mark follows it.
        const QDateTime launch =
            QDateTime::fromString(x.value(QLatin1String("launch")).toString(), Qt::ISODate);
        QVERIFY(launch.isValid());
        QCOMPARE(x.value(QLatin1String("before_launch")).toBool(), ms < launch.toMSecsSinceEpoch());
        future += x.value(QLatin1String("future")).toBool() ? 1 : 0;
    }
    QVERIFY(future > 0 && future < readings.size());
}

void TstCliEpochs::textTable()
{
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--all-profiles"),
                           QStringLiteral("--now"), kNow, QString::number(kTweet)});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.first().startsWith(QString::number(kTweet)));
    QVERIFY(lines.first().contains(QStringLiteral("2026-12-02T09:00:00Z")));
    auto lineOf = [&](const QString& needle) {
        for (int i = 0; i < lines.size(); ++i) {
            if (lines[i].contains(needle))
                return i;
        }
        return -1;
    };
    const int nowLine = lineOf(QStringLiteral("── now ──"));
    const int twitter = lineOf(QStringLiteral(" snowflake-twitter "));
    const int unixMs = lineOf(QStringLiteral(" unix-ms "));
    QVERIFY(nowLine > 0 && twitter > 0 && unixMs > 0);
    QVERIFY(twitter < nowLine);
    QVERIFY(nowLine < unixMs);
    QVERIFY(lines[twitter].contains(QStringLiteral("2022-06-28T16:07:40.105Z")));
    QVERIFY(!lines[twitter].contains(QStringLiteral("future")));
    QVERIFY(lines[unixMs].contains(QStringLiteral("future")));
    // Mastodon's 48-bit layout puts this number in 2715: after now, marked.
    const int mastodon = lineOf(QStringLiteral(" snowflake-mastodon "));
    QVERIFY(mastodon > nowLine);
    QVERIFY(lines[mastodon].contains(QStringLiteral("future")));
    QCOMPARE(lines.size(), 1 + 19 + 1); // heading, readings, the now line
}

void TstCliEpochs::beyondInt64()
{
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--all-profiles"),
                           QStringLiteral("--json"), QStringLiteral("--now"), kNow,
                           QStringLiteral("18446744073709551615")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = jsonLines(r.out).value(0);
    const QJsonObject twitter = readingOf(o, QStringLiteral("snowflake-twitter"));
    QCOMPARE(twitter.value(QLatin1String("out_of_range")).toBool(), true);
    QVERIFY(twitter.value(QLatin1String("unix_ms")).isNull());
    QVERIFY(twitter.value(QLatin1String("time")).isNull());
    const QJsonObject frost = readingOf(o, QStringLiteral("frostflake"));
    QCOMPARE(frost.value(QLatin1String("unix_ms")).toInteger(), qint64(0xffffffffLL) * 1000);
    const QJsonArray all = o.value(QLatin1String("readings")).toArray();
    QCOMPARE(all.last().toObject().value(QLatin1String("out_of_range")).toBool(), true);
    QCOMPARE(all.first().toObject().value(QLatin1String("out_of_range")).toBool(), false);
}

void TstCliEpochs::notAnInteger()
{
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--all-profiles"),
                           QStringLiteral("--json"), QStringLiteral("01ARZ3NDEKTSV4RRFFQ69G5FAV"),
                           QStringLiteral("42")});
    QCOMPARE(r.exitCode, 1);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 2);
    QVERIFY(!lines[0].value(QLatin1String("error")).toString().isEmpty());
    QVERIFY(lines[0].value(QLatin1String("readings")).toArray().isEmpty());
    QVERIFY(lines[1].value(QLatin1String("error")).isNull());
    QCOMPARE(
        readingOf(lines[1], QStringLiteral("unix-s")).value(QLatin1String("unix_ms")).toInteger(),
        qint64(42000));
}

void TstCliEpochs::stdinLines()
{
    const Run r = idscope(
        {QStringLiteral("decode"), QStringLiteral("--all-profiles"), QStringLiteral("--json")},
        QByteArrayLiteral("1\n\n  -5 \n"));
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[1].value(QLatin1String("input")).toString(), QStringLiteral("-5"));
    QCOMPARE(readingOf(lines[1], QStringLiteral("unix-s")).value(QLatin1String("time")).toString(),
             QStringLiteral("1969-12-31T23:59:55Z"));
    QCOMPARE(readingOf(lines[1], QStringLiteral("snowflake-discord"))
                 .value(QLatin1String("out_of_range"))
                 .toBool(),
             true);
}

void TstCliEpochs::usageErrors()
{
    for (const QString& other : {QStringLiteral("--format=unix-ms"), QStringLiteral("--csv"),
                                 QStringLiteral("--extract"), QStringLiteral("--bounds=2026")}) {
        const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--all-profiles"), other,
                               QStringLiteral("1")});
        QVERIFY2(r.exitCode == 2, qPrintable(other));
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.isEmpty());
    }
}

void TstCliEpochs::helpNamesIt()
{
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("--all-profiles"));
}

QTEST_GUILESS_MAIN(TstCliEpochs)
#include "tst_cli_epochs.moc"
