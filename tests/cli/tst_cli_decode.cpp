// `idscope decode` as a black box: output contract (docs/cli.md), exit codes, stdin, options.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTest>

#include <limits>

#include "clirun.h"

using clitest::idscope;
using clitest::jsonLines;
using clitest::Run;

namespace {
const QString kNow = QStringLiteral("--now=2026-11-29T00:00:00Z");
} // namespace

class TstCliDecode : public QObject {
    Q_OBJECT
private slots:
    void publishedVectors_data();
    void publishedVectors();
    void contractFields();
    void exitStatus();
    void stdinLines();
    void manyStdinLinesKeepOrder();
    void lineEndingsAndCutLines();
    void forcedFormatWins();
    void usageErrors_data();
    void usageErrors();
    void timeZone();
    void extractFromLogText();
    void extractExitsLikeGrep_data();
    void extractExitsLikeGrep();
    void csvOutput();
    void boundsRoundTrip();
    void exactIntegers();
    void garbageNeverCrashes();
    void detailedSingle();
    void readingsRule();
};

void TstCliDecode::publishedVectors_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("time");
    QTest::addColumn<QString>("forced"); // empty: auto-detect
    QTest::newRow("ulid spec") << QStringLiteral("01ARYZ6S410000000000000000")
                               << QStringLiteral("ulid")
                               << QStringLiteral("2016-07-30T22:36:16.385Z") << QString();
    QTest::newRow("ulid") << QStringLiteral("01D78XZ44G0000000000000000") << QStringLiteral("ulid")
                          << QStringLiteral("2019-03-31T03:51:23.536Z") << QString();
    QTest::newRow("rfc9562 v1") << QStringLiteral("C232AB00-9414-11EC-B3C8-9F6BDECED846")
                                << QStringLiteral("uuidv1")
                                << QStringLiteral("2022-02-22T19:22:22.0000000Z") << QString();
    QTest::newRow("rfc9562 v6") << QStringLiteral("1EC9414C-232A-6B00-B3C8-9F6BDECED846")
                                << QStringLiteral("uuidv6")
                                << QStringLiteral("2022-02-22T19:22:22.0000000Z") << QString();
    QTest::newRow("rfc9562 v7") << QStringLiteral("017F22E2-79B0-7CC3-98C4-DC0C0C07398F")
                                << QStringLiteral("uuidv7")
                                << QStringLiteral("2022-02-22T19:22:22.000Z") << QString();
    QTest::newRow("v7 2025-02-24")
        << QStringLiteral("019535d9-3df7-79fb-b466-fa907fa17f9e") << QStringLiteral("uuidv7")
        << QStringLiteral("2025-02-24T02:46:24.503Z") << QString();
    QTest::newRow("ksuid") << QStringLiteral("0ujtsYcgvSTl8PAuAdqWYSMnLOv")
                           << QStringLiteral("ksuid") << QStringLiteral("2017-10-10T04:00:47Z")
                           << QString();
    QTest::newRow("objectid") << QStringLiteral("507c7f79bcf86cd7994f6c0e")
                              << QStringLiteral("objectid")
                              << QStringLiteral("2012-10-15T21:26:17Z") << QString();
    // rs/xid's README example is of 2011, before xid existed (2015): unasked it is only an
    // alternative (readingsRule below); asked for, it is that instant.
    QTest::newRow("xid") << QStringLiteral("9m4e2mr0ui3e8a215n4g") << QStringLiteral("xid")
                         << QStringLiteral("2011-03-22T17:50:19Z") << QStringLiteral("xid");
    QTest::newRow("twitter") << QStringLiteral("1593572310593806338")
                             << QStringLiteral("snowflake-twitter")
                             << QStringLiteral("2022-11-18T11:50:20.644Z") << QString();
    QTest::newRow("discord") << QStringLiteral("175928847299117063")
                             << QStringLiteral("snowflake-discord")
                             << QStringLiteral("2016-04-30T11:18:25.796Z")
                             << QStringLiteral("snowflake-discord");
    QTest::newRow("discord 2020") << QStringLiteral("661720242585735168")
                                  << QStringLiteral("snowflake-discord")
                                  << QStringLiteral("2020-01-01T00:00:00.000Z")
                                  << QStringLiteral("snowflake-discord");
    QTest::newRow("instagram") << QStringLiteral("2384288897814875714")
                               << QStringLiteral("snowflake-instagram")
                               << QStringLiteral("2020-08-26T13:43:27.313Z")
                               << QStringLiteral("snowflake-instagram");
    QTest::newRow("tsid zero") << QStringLiteral("0000000000000") << QStringLiteral("tsid")
                               << QStringLiteral("2020-01-01T00:00:00.000Z")
                               << QStringLiteral("tsid");
    QTest::newRow("tsid max") << QStringLiteral("FZZZZZZZZZZZZ") << QStringLiteral("tsid")
                              << QStringLiteral("2159-05-15T07:35:11.103Z")
                              << QStringLiteral("tsid");
    QTest::newRow("typeid") << QStringLiteral("prefix_01h455vb4pex5vsknk084sn02q")
                            << QStringLiteral("typeid")
                            << QStringLiteral("2023-06-30T03:34:18.518Z") << QString();
    QTest::newRow("firebase") << QStringLiteral("-KwKoJBVZO4fJt2_6vgJ")
                              << QStringLiteral("firebase-push")
                              << QStringLiteral("2017-10-13T12:59:16.640Z") << QString();
    QTest::newRow("tid") << QStringLiteral("3jzfcijpj2z2a") << QStringLiteral("tid")
                         << QStringLiteral("2023-06-30T15:03:01.887007Z") << QString();
    // CockroachDB unique_rowid() of 2024-01-01T00:00:00.12345Z on node 7: 10 µs units since
    // 2015-01-01 (1420070400 s) shifted above 15 node bits, its 10 µs kept in the text.
    QTest::newRow("cockroachdb")
        << QString::number((((1704067200123450ULL - 1420070400000000ULL) / 10) << 15) ^ 7)
        << QStringLiteral("cockroachdb-rowid") << QStringLiteral("2024-01-01T00:00:00.12345Z")
        << QStringLiteral("cockroachdb-rowid");
    QTest::newRow("rfc3339 offset")
        << QStringLiteral("2026-01-02T03:04:05+03:00") << QStringLiteral("rfc3339")
        << QStringLiteral("2026-01-02T00:04:05Z") << QString();
}

void TstCliDecode::publishedVectors()
{
    QFETCH(QString, input);
    QFETCH(QString, format);
    QFETCH(QString, time);
    QFETCH(QString, forced);
    QStringList args{QStringLiteral("decode"), QStringLiteral("--json"), kNow};
    if (!forced.isEmpty())
        args << QStringLiteral("--format") << forced;
    args << input;
    const Run r = idscope(args);
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 1);
    const QJsonObject o = lines.first();
    QCOMPARE(o.value(QLatin1String("input")).toString(), input);
    QCOMPARE(o.value(QLatin1String("valid")).toBool(), true);
    QCOMPARE(o.value(QLatin1String("format")).toString(), format);
    QCOMPARE(o.value(QLatin1String("time")).toString(), time);
}

void TstCliDecode::contractFields()
{
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow,
                           QStringLiteral("01ARYZ6S410000000000000000"),
                           QStringLiteral("919108f7-52d1-4320-9bac-f847db4148a8"),
                           QStringLiteral("not-an-id")});
    QCOMPARE(r.exitCode, 1);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 3);
    const QStringList keys{QStringLiteral("input"),    QStringLiteral("valid"),
                           QStringLiteral("format"),   QStringLiteral("unix_ms"),
                           QStringLiteral("time"),     QStringLiteral("precision"),
                           QStringLiteral("fields"),   QStringLiteral("alternatives"),
                           QStringLiteral("warnings"), QStringLiteral("error")};
    for (const QJsonObject& o : lines) {
        for (const QString& k : keys)
            QVERIFY2(o.contains(k), qPrintable(k));
        QVERIFY(o.value(QLatin1String("fields")).isObject());
        QVERIFY(o.value(QLatin1String("alternatives")).isArray());
        QVERIFY(o.value(QLatin1String("warnings")).isArray());
    }
    // ULID: 1469918176385 ms, ms precision.
    QCOMPARE(lines[0].value(QLatin1String("unix_ms")).toInteger(), 1469918176385LL);
    QCOMPARE(lines[0].value(QLatin1String("precision")).toString(), QStringLiteral("ms"));
    QVERIFY(lines[0].value(QLatin1String("error")).isNull());
    // UUIDv4: valid, but no instant is invented.
    QCOMPARE(lines[1].value(QLatin1String("format")).toString(), QStringLiteral("uuidv4"));
    QVERIFY(lines[1].value(QLatin1String("unix_ms")).isNull());
    QVERIFY(lines[1].value(QLatin1String("time")).isNull());
    // Garbage: invalid with a reason.
    QCOMPARE(lines[2].value(QLatin1String("valid")).toBool(), false);
    QVERIFY(lines[2].value(QLatin1String("format")).isNull());
    QVERIFY(!lines[2].value(QLatin1String("error")).toString().isEmpty());
}

void TstCliDecode::exitStatus()
{
    QCOMPARE(
        idscope({QStringLiteral("decode"), QStringLiteral("01ARYZ6S410000000000000000")}).exitCode,
        0);
    QCOMPARE(
        idscope({QStringLiteral("decode"), QStringLiteral("80000000000000000000000000")}).exitCode,
        1);
    QCOMPARE(idscope({QStringLiteral("decode"), QStringLiteral("--format"), QStringLiteral("ulid"),
                      QStringLiteral("80000000000000000000000000")})
                 .exitCode,
             1);
}

void TstCliDecode::stdinLines()
{
    const QByteArray in = "01ARYZ6S410000000000000000\n\n  507c7f79bcf86cd7994f6c0e  \r\n"
                          "0ujtsYcgvSTl8PAuAdqWYSMnLOv";
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow}, in);
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 3); // the blank line is skipped, CRLF and spaces tolerated
    QCOMPARE(lines[1].value(QLatin1String("format")).toString(), QStringLiteral("objectid"));
    QCOMPARE(lines[2].value(QLatin1String("format")).toString(), QStringLiteral("ksuid"));
}

// A ULID for a given millisecond, encoded here by hand (Crockford base 32, 48-bit time first).
static QString ulidAt(qint64 ms, quint64 random)
{
    static const char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    QString s(26, u'0');
    for (int i = 9; i >= 0; --i, ms >>= 5)
        s[i] = QLatin1Char(kAlphabet[ms & 31]);
    for (int i = 25; i >= 10; --i, random >>= 5) // 80 random bits: 64 here, the top 16 zero
        s[i] = QLatin1Char(kAlphabet[random & 31]);
    return s;
}

void TstCliDecode::manyStdinLinesKeepOrder()
{
    // Far more lines than one batch, so several are decoded side by side: every output line
    // must still answer its own input line, in order, with escaping, long lines and exit status
    // intact.
    QByteArray in;
    QStringList inputs;
    QList<qint64> expectedMs; // -1: invalid
    QRandomGenerator rng(7);
    for (int i = 0; i < 30000; ++i) {
        QString text;
        qint64 ms = -1;
        if (i % 997 == 0) {
            text = QStringLiteral("no \"id\" \u00e9 %1").arg(i);
        } else if (i % 1499 == 0) { // longer than any object's room ahead: the writer grows
            text = QString(1000 + i % 4000, u'x') + QStringLiteral("\"\\\u00e9\t");
        } else {
            ms = 1700000000000LL + qint64(i) * 1013;
            text = ulidAt(ms, rng.generate64());
        }
        inputs.append(text);
        expectedMs.append(ms);
        in += text.toUtf8() + '\n';
        if (i % 4001 == 0)
            in += "\n"; // blank lines are skipped
    }
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow}, in);
    QCOMPARE(r.exitCode, 1); // some lines are not IDs
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), inputs.size());
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QCOMPARE(lines[i].value(QLatin1String("input")).toString(), inputs[i]);
        if (expectedMs[i] < 0) {
            QCOMPARE(lines[i].value(QLatin1String("valid")).toBool(), false);
        } else {
            QCOMPARE(lines[i].value(QLatin1String("format")).toString(), QStringLiteral("ulid"));
            QCOMPARE(lines[i].value(QLatin1String("unix_ms")).toInteger(), expectedMs[i]);
        }
    }
    // Only valid lines: exit 0.
    QByteArray valid;
    for (qsizetype i = 0; i < inputs.size(); ++i) {
        if (expectedMs[i] >= 0)
            valid += inputs[i].toUtf8() + '\n';
    }
    QCOMPARE(idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow}, valid).exitCode,
             0);
}

void TstCliDecode::lineEndingsAndCutLines()
{
    // stdin is read in blocks: a line a block cuts, a line longer than several blocks, CRLF
    // endings and a last line without a newline each still arrive whole and alone.
    QStringList inputs;
    QByteArray in;
    QRandomGenerator rng(11);
    for (int i = 0; i < 40000; ++i) {
        const QString text =
            i == 20000 ? QString(700 * 1024, u'y') : ulidAt(1700000000000LL + i, rng.generate64());
        inputs.append(text);
        in += text.toUtf8() + (i % 3 == 0 ? "\r\n" : "\n");
    }
    inputs.append(QStringLiteral("01HF7YAT00YYDEE6WNJ8J4XKPA"));
    in += inputs.last().toUtf8(); // no newline at the end
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow}, in);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), inputs.size());
    for (qsizetype i = 0; i < lines.size(); ++i)
        QCOMPARE(lines[i].value(QLatin1String("input")).toString(), inputs[i]);
    QCOMPARE(lines.last().value(QLatin1String("unix_ms")).toInteger(), 1700000000000LL);
}

void TstCliDecode::forcedFormatWins()
{
    // Read as Discord, this Twitter ID lands in the future; the user's choice still stands.
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow,
                           QStringLiteral("--format=snowflake-discord"),
                           QStringLiteral("1593572310593806338")});
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines[0].value(QLatin1String("format")).toString(),
             QStringLiteral("snowflake-discord"));
    // (1593572310593806338 >> 22) + 1420070400000, computed by hand:
    QCOMPARE(lines[0].value(QLatin1String("unix_ms")).toInteger(),
             (1593572310593806338LL >> 22) + 1420070400000LL);
    QVERIFY(lines[0].value(QLatin1String("warnings")).toArray().contains(QStringLiteral("future")));
    QVERIFY(lines[0].value(QLatin1String("alternatives")).toArray().isEmpty());
}

void TstCliDecode::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("decode"), QStringLiteral("--frobnicate")};
    QTest::newRow("unknown format")
        << QStringList{QStringLiteral("decode"), QStringLiteral("--format"),
                       QStringLiteral("uuidv9"), QStringLiteral("x")};
    QTest::newRow("unknown zone") << QStringList{QStringLiteral("decode"), QStringLiteral("--tz"),
                                                 QStringLiteral("Mars/Base"), QStringLiteral("x")};
    QTest::newRow("missing value")
        << QStringList{QStringLiteral("decode"), QStringLiteral("--format")};
    QTest::newRow("bad layout") << QStringList{QStringLiteral("decode"),
                                               QStringLiteral("--snowflake-layout=1:99:0:0")};
}

void TstCliDecode::usageErrors()
{
    QFETCH(QStringList, args);
    const Run r = idscope(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.startsWith("idscope: "));
    QCOMPARE(r.err.count('\n'), 1); // one clear line
}

void TstCliDecode::timeZone()
{
    const Run r =
        idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow, QStringLiteral("--tz"),
                 QStringLiteral("Asia/Tokyo"), QStringLiteral("01ARYZ6S410000000000000000")});
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines[0].value(QLatin1String("time")).toString(),
             QStringLiteral("2016-07-30T22:36:16.385Z"));
    QCOMPARE(lines[0].value(QLatin1String("time_local")).toString(),
             QStringLiteral("2016-07-31T07:36:16.385+09:00"));
}

void TstCliDecode::extractFromLogText()
{
    const QByteArray log = "2026-03-01 12:00:00 INFO order 01ARYZ6S410000000000000000 paid by user "
                           "019535d9-3df7-79fb-b466-fa907fa17f9e (session "
                           "urn:uuid:919108f7-52d1-4320-9bac-f847db4148a8)\n"
                           "connection reset; retrying in 3s\n";
    const Run r = idscope(
        {QStringLiteral("decode"), QStringLiteral("--json"), QStringLiteral("--extract"), kNow},
        log);
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QStringList formats;
    for (const QJsonObject& o : lines)
        formats << o.value(QLatin1String("format")).toString();
    QCOMPARE(formats, (QStringList{QStringLiteral("rfc3339"), QStringLiteral("ulid"),
                                   QStringLiteral("uuidv7"), QStringLiteral("uuidv4")}));
}

void TstCliDecode::extractExitsLikeGrep_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<int>("lines");
    QTest::newRow("no ID") << QByteArray("connection reset; retrying in 3s\n") << 1 << 0;
    QTest::newRow("empty") << QByteArray() << 1 << 0;
    QTest::newRow("only a long word") << QByteArray("Authorization denied\n") << 1 << 0;
    QTest::newRow("one ULID") << QByteArray("paid 01ARYZ6S410000000000000000\n") << 0 << 1;
    QTest::newRow("word beside an ID")
        << QByteArray("Authorization for 01ARYZ6S410000000000000000\n") << 0 << 1;
    // 26 Crockford characters above 7ZZZ…: a ULID's shape whose instant overflows 48 bits.
    QTest::newRow("broken ULID beside a good one")
        << QByteArray("a 8ZZZZZZZZZZZZZZZZZZZZZZZZZ b 01ARYZ6S410000000000000000\n") << 1 << 2;
    QTest::newRow("broken ULID alone") << QByteArray("a 8ZZZZZZZZZZZZZZZZZZZZZZZZZ\n") << 1 << 1;
}

void TstCliDecode::extractExitsLikeGrep()
{
    QFETCH(QByteArray, text);
    QFETCH(int, exitCode);
    QFETCH(int, lines);
    const Run r = idscope(
        {QStringLiteral("decode"), QStringLiteral("--json"), QStringLiteral("--extract"), kNow},
        text);
    QCOMPARE(r.exitCode, exitCode);
    const QList<QJsonObject> objs = jsonLines(r.out);
    QCOMPARE(objs.size(), lines);
    for (const QJsonObject& o : objs) { // a failure is shown, with its reason
        if (!o.value(QLatin1String("valid")).toBool())
            QVERIFY(!o.value(QLatin1String("error")).toString().isEmpty());
    }
    // --help says so.
    const Run help = idscope({QStringLiteral("decode"), QStringLiteral("--help")});
    QVERIFY(help.out.contains("--extract"));
    QVERIFY(help.out.contains("grep"));
}

void TstCliDecode::csvOutput()
{
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--csv"), kNow,
                           QStringLiteral("507c7f79bcf86cd7994f6c0e"), QStringLiteral("a,b")});
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> rows = r.out.split('\n');
    QVERIFY(rows[0].startsWith("input,valid,format,"));
    QVERIFY(rows[0].endsWith("\r"));
    QVERIFY(rows[1].startsWith("507c7f79bcf86cd7994f6c0e,true,objectid,"));
    QVERIFY(rows[2].startsWith("\"a,b\",false,")); // RFC 4180 quoting
}

void TstCliDecode::boundsRoundTrip()
{
    const Run r =
        idscope({QStringLiteral("decode"), QStringLiteral("--json"), QStringLiteral("--bounds"),
                 QStringLiteral("2025-02-24T02:46:24.503Z/2025-02-24T02:46:24.503Z"),
                 QStringLiteral("--format"), QStringLiteral("uuidv7")});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 1);
    const QString lo = lines[0].value(QLatin1String("lower")).toString();
    const QString hi = lines[0].value(QLatin1String("upper")).toString();
    // The seed's v7 ID minted at that millisecond sorts between the bounds, byte-wise.
    const QString seed = QStringLiteral("019535d9-3df7-79fb-b466-fa907fa17f9e");
    QVERIFY2(lo <= seed && seed <= hi, qPrintable(lo + u' ' + hi));
    QCOMPARE(lo, QStringLiteral("019535d9-3df7-7000-8000-000000000000"));
    QCOMPARE(hi, QStringLiteral("019535d9-3df7-7fff-bfff-ffffffffffff"));
}

void TstCliDecode::exactIntegers()
{
    // A 64-bit value near the top: JSON must carry it digit for digit (no double rounding).
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow,
                           QStringLiteral("--format"), QStringLiteral("unix-ns"),
                           QStringLiteral("9223372036854775807")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("9223372036854775807"), r.out.constData());
}

void TstCliDecode::garbageNeverCrashes()
{
    QRandomGenerator rng(7);
    QByteArray in;
    for (int i = 0; i < 2000; ++i) {
        const int n = int(rng.bounded(40));
        for (int k = 0; k < n; ++k) {
            char c = char(rng.bounded(256));
            if (c == '\n')
                c = ' ';
            in.append(c);
        }
        in.append('\n');
    }
    const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow}, in);
    QVERIFY(r.exitCode == 0 || r.exitCode == 1);
    for (const QByteArray& line : r.out.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonParseError e;
        QJsonDocument::fromJson(line, &e);
        QVERIFY2(e.error == QJsonParseError::NoError, line.constData());
    }
}

void TstCliDecode::detailedSingle()
{
    const Run r = idscope({QStringLiteral("decode"), kNow, QStringLiteral("1593572310593806338")});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY(out.contains(QLatin1String("format:     snowflake-twitter")));
    QVERIFY(out.contains(QLatin1String("also:"))); // the doubt is shown
    QVERIFY(out.contains(QLatin1String("snowflake-discord")));
}

namespace {
QStringList warningCodes(const QJsonObject& o)
{
    QStringList codes;
    for (const QJsonValue& w : o.value(QLatin1String("warnings")).toArray())
        codes << w.toString();
    return codes;
}

const QJsonObject* alternative(const QList<QJsonObject>& alts, const QString& format)
{
    for (const QJsonObject& a : alts) {
        if (a.value(QLatin1String("format")).toString() == format)
            return &a;
    }
    return nullptr;
}

QList<QJsonObject> alternativesOf(const QJsonObject& o)
{
    QList<QJsonObject> out;
    for (const QJsonValue& a : o.value(QLatin1String("alternatives")).toArray())
        out << a.toObject();
    return out;
}
} // namespace

// docs/cli.md "What makes a reading valid", on the values that broke it: a self-identifying ID
// is valid at any instant with the finding said; a shape many formats share needs a plausible
// instant; a saturated millisecond count is never printed. Instants worked out by hand.
void TstCliDecode::readingsRule()
{
    QStringList wrongExits;
    const auto one = [&wrongExits](const QString& id, int exitCode) {
        const Run r = idscope({QStringLiteral("decode"), QStringLiteral("--json"), kNow, id});
        const QList<QJsonObject> lines = jsonLines(r.out);
        if (r.exitCode != exitCode || lines.size() != 1)
            wrongExits << QStringLiteral("%1: exit %2, %3 lines")
                              .arg(id)
                              .arg(r.exitCode)
                              .arg(lines.size());
        return lines.value(0);
    };
    // RFC 9562 version 7, variant 10: 0x01b85646cbaf ms is 2029-12-06T06:31:30.479Z, three
    // years after --now. Valid, exit 0, "future".
    QJsonObject o = one(QStringLiteral("01b85646-cbaf-7e96-a241-d1ca95ba1f18"), 0);
    QCOMPARE(o.value(QLatin1String("valid")).toBool(), true);
    QCOMPARE(o.value(QLatin1String("format")).toString(), QStringLiteral("uuidv7"));
    QCOMPARE(o.value(QLatin1String("unix_ms")).toInteger(), 1891233090479LL);
    QVERIFY(warningCodes(o).contains(QStringLiteral("future")));
    // The zero ULID: 1970, before ULID existed (2016). Valid, "before-format".
    o = one(QStringLiteral("00000000000000000000000000"), 0);
    QCOMPARE(o.value(QLatin1String("format")).toString(), QStringLiteral("ulid"));
    QCOMPARE(o.value(QLatin1String("unix_ms")).toInteger(), 0LL);
    QVERIFY(warningCodes(o).contains(QStringLiteral("before-format")));
    // A ULID missing its last character: 25 base36 characters read as SCRU128 fall in 1991,
    // decades before SCRU128. Not chosen; the error names the ULID it nearly is.
    o = one(QStringLiteral("01ARZ3NDEKTSV4RRFFQ69G5FA"), 1);
    QCOMPARE(o.value(QLatin1String("valid")).toBool(), false);
    QVERIFY2(o.value(QLatin1String("error"))
                 .toString()
                 .contains(QStringLiteral("26-character ULID expected; 25 given")),
             qPrintable(o.value(QLatin1String("error")).toString()));
    QVERIFY(alternative(alternativesOf(o), QStringLiteral("scru128")));
    // rs/xid's README example (1300816219 s, 2011-03-22T17:50:19Z): before xid existed, so an
    // alternative only.
    o = one(QStringLiteral("9m4e2mr0ui3e8a215n4g"), 1);
    QCOMPARE(o.value(QLatin1String("valid")).toBool(), false);
    const QList<QJsonObject> alts = alternativesOf(o);
    QVERIFY(alternative(alts, QStringLiteral("xid")));
    QCOMPARE(alternative(alts, QStringLiteral("xid"))->value(QLatin1String("unix_ms")).toInteger(),
             1300816219000LL);
    // Read as Unix seconds, 7153549929326120227 is ~2.3e14 years ahead: no 64-bit millisecond
    // count exists, so unix_ms is null (it printed INT64_MAX beside that time).
    o = one(QStringLiteral("7153549929326120227"), 0);
    for (const QJsonObject& a : alternativesOf(o)) {
        QVERIFY2(a.value(QLatin1String("unix_ms")).toInteger() !=
                     std::numeric_limits<qint64>::max(),
                 qPrintable(a.value(QLatin1String("format")).toString()));
        if (a.value(QLatin1String("format")).toString() == u"unix-s")
            QVERIFY(a.value(QLatin1String("unix_ms")).isNull());
    }
    QVERIFY2(wrongExits.isEmpty(), qPrintable(wrongExits.join(u'\n')));
}

QTEST_GUILESS_MAIN(TstCliDecode)
#include "tst_cli_decode.moc"
