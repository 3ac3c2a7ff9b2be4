// `idscope gaps`: a small event table whose misses, lateness and needed window are worked out
// by hand below; the JSON contract (docs/cli.md) with exact 64-bit Snowflakes; the knobs; clear
// failures with their exit codes; the file is left unchanged.
#include "clirun.h"
#include "sqlitefixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <vector>

namespace {

constexpr qint64 kBase = 1767225600000; // 2026-01-01T00:00:00Z

QString uuidV7(qint64 ms, int i)
{
    return QString::asprintf("%08llx-%04llx-7%03x-8%03x-%012x",
                             static_cast<unsigned long long>(ms >> 16),
                             static_cast<unsigned long long>(ms & 0xffff), i, i, i);
}

// Commit order (rowid) and the instant each ID carries, as offsets from kBase in ms.
// Row 3 (offset -100) commits after rows with 0, 100, 200: missed, 300 ms late; the window
// that catches it must keep row 1 (offset 0) unread until row 3 commits, while "now" (the
// largest instant so far) is 200: W >= 200 − 0 = 200. Three earlier keys are above it: K = 3.
// Row 6 (offset 350, writer "b") commits after 400: missed, 50 ms late, needs W >= 400 − 400.
const qint64 kOffsets[] = {0, 100, 200, -100, 300, 400, 350, 500};
const char* const kWriters[] = {"a", "a", "a", "b", "a", "a", "b", "a"};

} // namespace

class TestCliGaps : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void jsonContract();
    void commitDelayFromCommitTimes();
    void knobs_data();
    void knobs();
    void textOutput();
    void snowflakesExact();
    void failures_data();
    void failures();
    void windowMeaningInHelp();
    void unchanged();

private:
    QJsonObject json(const QStringList& extra);
    QTemporaryDir dir_;
    QString db_;
    QByteArray hash_;
};

void TestCliGaps::initTestCase()
{
    QVERIFY(dir_.isValid());
    db_ = dir_.filePath(QStringLiteral("events db.sqlite"));
    testdb::Writer w(db_);
    QVERIFY(w.exec(QStringLiteral(
        "CREATE TABLE \"my events\" (id TEXT PRIMARY KEY, \"from\" TEXT, committed_at INTEGER);"
        "CREATE TABLE snow (n INTEGER PRIMARY KEY, id INTEGER);")));
    QList<QVariantList> rows;
    for (int i = 0; i < 8; ++i)
        rows.push_back({uuidV7(kBase + kOffsets[i], i), QString::fromLatin1(kWriters[i]),
                        kBase + 1000 + i * 10});
    QVERIFY(w.insertRows(
        QStringLiteral("INSERT INTO \"my events\" (id, \"from\", committed_at) VALUES (?, ?, ?)"),
        rows));
    // Twitter Snowflakes above 2^53: the second commits after a larger one.
    QList<QVariantList> snow;
    for (qint64 off : {1000LL, 3000LL, 2000LL})
        snow.push_back({((kBase + off - 1288834974657LL) << 22) | 4097});
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO snow (id) VALUES (?)"), snow));
    hash_ = testdb::fileHash(db_);
}

QJsonObject TestCliGaps::json(const QStringList& extra)
{
    const clitest::Run r =
        clitest::idscope(QStringList{QStringLiteral("gaps"), db_, QStringLiteral("--table"),
                                     QStringLiteral("my events"), QStringLiteral("--json")} +
                         extra);
    if (r.exitCode != 0)
        qWarning("%s", r.err.constData());
    return QJsonDocument::fromJson(r.out).object();
}

void TestCliGaps::jsonContract()
{
    const QJsonObject o = json({QStringLiteral("--writer"), QStringLiteral("from")});
    QCOMPARE(o.value(u"rows").toInteger(), 8);
    QCOMPARE(o.value(u"missed").toInteger(), 2);
    const QJsonArray ids = o.value(u"missed_ids").toArray();
    QCOMPARE(ids.size(), 2);
    QCOMPARE(ids[0].toString(), uuidV7(kBase - 100, 3));
    QCOMPARE(ids[1].toString(), uuidV7(kBase + 350, 6));
    QCOMPARE(o.value(u"max_lateness_ms").toInteger(), 300);
    QCOMPARE(o.value(u"window_needed_ms").toInteger(), 200);
    QCOMPARE(o.value(u"lag_rows_needed").toInteger(), 3);
    QCOMPARE(o.value(u"lateness_ms").toObject().value(u"max").toDouble(), 300.0);
    // Over all 8 rows (six on time): nearest rank p50 = 4th of {0×6, 50, 300} = 0, p99 = 8th.
    QCOMPARE(o.value(u"lateness_ms").toObject().value(u"p50").toDouble(), 0.0);
    QCOMPARE(o.value(u"lateness_ms").toObject().value(u"p99").toDouble(), 300.0);
    // Over the two missed rows {50, 300}: p50 = 1st = 50, p99 = p99.9 = max = 2nd = 300.
    const QJsonObject ml = o.value(u"missed_lateness_ms").toObject();
    QCOMPARE(ml.value(u"p50").toDouble(), 50.0);
    QCOMPARE(ml.value(u"p99").toDouble(), 300.0);
    QCOMPARE(ml.value(u"p99_9").toDouble(), 300.0);
    QCOMPARE(ml.value(u"max").toDouble(), 300.0);
    QCOMPARE(o.value(u"format").toString(), QStringLiteral("uuidv7"));
    QCOMPARE(o.value(u"order").toString(), QStringLiteral("rowid"));
    QCOMPARE(o.value(u"commit_order").toString(), QStringLiteral("rowid"));
    QVERIFY(!o.contains(u"commit_delay_ms")); // no commit instants to measure it by
    QVERIFY(o.value(u"now_is_estimate").toBool());
    const QJsonArray writers = o.value(u"writers").toArray();
    QCOMPARE(writers.size(), 2);
    for (const QJsonValue& v : writers) {
        const QJsonObject w = v.toObject();
        const bool b = w.value(u"writer").toString() == QLatin1String("b");
        QCOMPARE(w.value(u"rows").toInteger(), b ? 2 : 6);
        QCOMPARE(w.value(u"missed").toInteger(), b ? 2 : 0);
        QCOMPARE(w.value(u"max_lateness_ms").toInteger(), b ? 300 : 0);
    }
    // The safe window first, this history's minimum beside it; number and unit unbroken, no
    // article to get wrong.
    const QString advice = o.value(u"advice").toString();
    QVERIFY2(advice.startsWith(QStringLiteral("Poll with a window of %1\u00a0ms,")
                                   .arg(o.value(u"window_safe_ms").toInteger())),
             qPrintable(advice));
    QVERIFY2(advice.contains(QStringLiteral("caught with %1\u00a0ms")
                                 .arg(o.value(u"window_needed_ms").toInteger())),
             qPrintable(advice));
}

// With a commit-time column the rows are taken in its order and each row's commit instant
// minus its ID instant is measured: the figures are the nearest-rank percentiles of the eight
// delays worked out here from the fixture's own numbers.
void TestCliGaps::commitDelayFromCommitTimes()
{
    const QJsonObject o = json({QStringLiteral("--commit-time"), QStringLiteral("committed_at")});
    QCOMPARE(o.value(u"commit_order").toString(), QStringLiteral("committed_at"));
    QVERIFY(!o.value(u"now_is_estimate").toBool());
    std::vector<qint64> delays;
    for (int i = 0; i < 8; ++i)
        delays.push_back((kBase + 1000 + i * 10) - (kBase + kOffsets[i]));
    std::sort(delays.begin(), delays.end());
    const QJsonObject d = o.value(u"commit_delay_ms").toObject();
    QCOMPARE(d.value(u"p50").toDouble(), double(delays[3])); // ceil(0.5 × 8) = 4th
    QCOMPARE(d.value(u"p99").toDouble(), double(delays[7]));
    QCOMPARE(d.value(u"max").toDouble(), double(delays[7]));
}

void TestCliGaps::knobs_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("missed");
    QTest::newRow("window 200") << QStringList{QStringLiteral("--window-ms"), QStringLiteral("200")}
                                << 0;
    QTest::newRow("window 199") << QStringList{QStringLiteral("--window-ms=199")} << 1;
    QTest::newRow("window 0") << QStringList{QStringLiteral("--window-ms"), QStringLiteral("0")}
                              << 1;
    QTest::newRow("hold 3") << QStringList{QStringLiteral("--hold-back"), QStringLiteral("3")} << 0;
    QTest::newRow("hold 2") << QStringList{QStringLiteral("--hold-back"), QStringLiteral("2")} << 1;
    QTest::newRow("hold 1") << QStringList{QStringLiteral("--hold-back=1")} << 1;
    // Commit times 10 ms apart, polls every 30 ms from the first commit: the first poll reads
    // row 0 alone, so row 3 (below it) is still missed; rows 4-6 arrive in one poll, so row 6
    // is read together with row 5.
    QTest::newRow("poll 30") << QStringList{QStringLiteral("--commit-time"),
                                            QStringLiteral("committed_at"),
                                            QStringLiteral("--poll-ms"), QStringLiteral("30")}
                             << 1;
}

void TestCliGaps::knobs()
{
    QFETCH(QStringList, args);
    QFETCH(int, missed);
    const QJsonObject o = json(args);
    QCOMPARE(o.value(u"missed").toInteger(), missed);
    QCOMPARE(o.value(u"missed_ids").toArray().size(), missed);
}

void TestCliGaps::textOutput()
{
    const clitest::Run r = clitest::idscope(
        {QStringLiteral("gaps"), db_, QStringLiteral("--table"), QStringLiteral("my events")});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY(out.contains(QLatin1String("my events.id")));
    QVERIFY(out.contains(uuidV7(kBase - 100, 3)));
    QVERIFY(out.contains(QLatin1String("200 ms")));
    // Both percentile lines say which rows they are over (worked out in jsonContract).
    QVERIFY2(out.contains(
                 QLatin1String("p50 0 ms, p99 300 ms, p99.9 300 ms, max 300 ms (over all rows)")),
             qPrintable(out));
    QVERIFY2(out.contains(QLatin1String(
                 "p50 50 ms, p99 300 ms, p99.9 300 ms, max 300 ms (over the missed rows)")),
             qPrintable(out));
    QVERIFY(r.err.isEmpty());
}

void TestCliGaps::snowflakesExact()
{
    const clitest::Run r =
        clitest::idscope({QStringLiteral("gaps"), db_, QStringLiteral("--table=snow"),
                          QStringLiteral("--column=id"), QStringLiteral("--format"),
                          QStringLiteral("snowflake-twitter"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const qint64 late = ((kBase + 2000 - 1288834974657LL) << 22) | 4097;
    QVERIFY(late > (qint64(1) << 53));
    QVERIFY2(r.out.contains("\"missed_ids\":[" + QByteArray::number(late) + "]"),
             r.out.constData());
}

void TestCliGaps::failures_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    const QString db = QStringLiteral("@DB@");
    QTest::newRow("no db") << QStringList{QStringLiteral("gaps")} << 2;
    QTest::newRow("no table") << QStringList{QStringLiteral("gaps"), db} << 2;
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("gaps"), db, QStringLiteral("--nope")} << 2;
    QTest::newRow("bad window") << QStringList{QStringLiteral("gaps"), db,
                                               QStringLiteral("--table=snow"),
                                               QStringLiteral("--window-ms=-4")}
                                << 2;
    QTest::newRow("poll without time")
        << QStringList{QStringLiteral("gaps"), db, QStringLiteral("--table=snow"),
                       QStringLiteral("--poll-ms=10")}
        << 2;
    QTest::newRow("missing file") << QStringList{QStringLiteral("gaps"),
                                                 QStringLiteral("/nonexistent/x.db"),
                                                 QStringLiteral("--table=t")}
                                  << 1;
    QTest::newRow("no such table")
        << QStringList{QStringLiteral("gaps"), db, QStringLiteral("--table=nope")} << 1;
    QTest::newRow("no such column")
        << QStringList{QStringLiteral("gaps"), db, QStringLiteral("--table=snow"),
                       QStringLiteral("--column=nope")}
        << 1;
}

void TestCliGaps::failures()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    args.replaceInStrings(QStringLiteral("@DB@"), db_);
    const clitest::Run r = clitest::idscope(args);
    QCOMPARE(r.exitCode, code);
    QVERIFY(r.err.startsWith("idscope: "));
    QCOMPARE(r.err.count('\n'), 1);
}

// --window-ms is the strict rule the simulation runs: W = 0 is a window, not none.
void TestCliGaps::windowMeaningInHelp()
{
    const clitest::Run r = clitest::idscope({QStringLiteral("gaps"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out).simplified();
    QVERIFY2(out.contains(QStringLiteral("strictly older than now - W (W = 0 still holds back IDs "
                                         "of now's own instant; without --window-ms there is no "
                                         "window)")),
             qPrintable(out));
}

void TestCliGaps::unchanged()
{
    QCOMPARE(testdb::fileHash(db_), hash_);
    QCOMPARE(testdb::folderListing(dir_.path()).size(), 1);
}

QTEST_GUILESS_MAIN(TestCliGaps)
#include "tst_cli_gaps.moc"
