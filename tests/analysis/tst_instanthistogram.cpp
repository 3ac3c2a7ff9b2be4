// The histogram of embedded instants: the choice of bin width and the mapping of instants to
// bins at their edges (pure integer maths), and the column scan against counts computed with
// plain SQL on the test's own connection. Every scan proves the file is left unchanged.
#include "analysis/instanthistogram.h"
#include "db/connection.h"
#include "db/schema.h"
#include "ids/timezone.h"
#include "sqlitefixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace idscope;
using namespace idscope::analysis;
using idscope::db::Connection;

namespace {

constexpr qint64 kS = 1000;
constexpr qint64 kMin = 60 * kS;
constexpr qint64 kH = 60 * kMin;
constexpr qint64 kD = 24 * kH;
constexpr qint64 kY = 365 * kD;

Instant ms(qint64 v)
{
    return Instant::fromUnixMs(v);
}

qint64 civilMs(qint64 y, int m, int d)
{
    return daysFromCivil(y, m, d) * kD;
}

} // namespace

class TestInstantHistogram : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void binWidth_data();
    void binWidth();
    void widthsAreIncreasing();
    void boundaries_data();
    void boundaries();
    void weeksStartOnMonday();
    void extremeInstants();
    void ticks();
    void fullScanMatchesSql();
    void spreadSampleMatchesSql();
    void withoutRowidSample();
    void textValuesAndCancel();

private:
    QString makeDb(const QString& name, const QString& schema, const QString& insert,
                   const QList<QVariantList>& rows);
    std::unique_ptr<Connection> open(const QString& path);
    QTemporaryDir dir_;
};

void TestInstantHistogram::initTestCase()
{
    QVERIFY(dir_.isValid());
}

void TestInstantHistogram::binWidth_data()
{
    QTest::addColumn<qint64>("lo");
    QTest::addColumn<qint64>("hi");
    QTest::addColumn<int>("maxBins");
    QTest::addColumn<qint64>("width");
    QTest::addColumn<int>("bins");
    QTest::newRow("min==max") << qint64(5) << qint64(5) << 60 << qint64(1) << 1;
    QTest::newRow("min==max negative") << qint64(-5) << qint64(-5) << 60 << qint64(1) << 1;
    QTest::newRow("60 ms fit") << qint64(0) << qint64(59) << 60 << qint64(1) << 60;
    QTest::newRow("61 ms do not") << qint64(0) << qint64(60) << 60 << qint64(10) << 7;
    QTest::newRow("across zero") << qint64(-1) << qint64(0) << 60 << qint64(1) << 2;
    QTest::newRow("one hour exactly") << qint64(0) << kH - 1 << 60 << kMin << 60;
    QTest::newRow("one hour and 1 ms") << qint64(0) << kH << 60 << 5 * kMin << 13;
    QTest::newRow("unaligned hour") << 30 * kS << kH + 29 * kS << 60 << 5 * kMin << 13;
    QTest::newRow("one day") << qint64(0) << kD - 1 << 60 << 30 * kMin << 48;
    QTest::newRow("swapped") << kD - 1 << qint64(0) << 60 << 30 * kMin << 48;
    QTest::newRow("three days in 10 bins") << qint64(0) << 3 * kD - 1 << 10 << 12 * kH << 6;
    QTest::newRow("pre-epoch days") << -3 * kD << -1 * kD << 60 << kH << 49;
    QTest::newRow("30-day months") << qint64(0) << 1000 * kD << 60 << 30 * kD << 34;
    QTest::newRow("years") << civilMs(1990, 1, 1) << civilMs(2030, 1, 1) << 60 << kY << 41;
    QTest::newRow("year 1 to 9999")
        << civilMs(1, 1, 1) << civilMs(9999, 12, 31) << 60 << 1000 * kY << 11;
    QTest::newRow("1970 to year 10000")
        << qint64(0) << civilMs(10000, 1, 1) << 60 << 1000 * kY << 9;
    QTest::newRow("one bin asked") << qint64(0) << kD - 1 << 1 << kD << 1;
}

void TestInstantHistogram::binWidth()
{
    QFETCH(qint64, lo);
    QFETCH(qint64, hi);
    QFETCH(int, maxBins);
    QFETCH(qint64, width);
    QFETCH(int, bins);
    QCOMPARE(chooseBinWidthMs(lo, hi, maxBins), width);
    const InstantHistogram h = planHistogram(ms(lo), ms(hi), maxBins);
    QCOMPARE(h.binWidthMs, width);
    QCOMPARE(int(h.counts.size()), bins);
    QVERIFY(h.counts.size() <= maxBins);
    // Both ends land inside, the range is aligned to the width.
    QVERIFY(binOf(h, ms(lo)) >= 0);
    QVERIFY(binOf(h, ms(hi)) >= 0);
    QCOMPARE(binOf(h, ms(std::min(lo, hi))), 0);
    QCOMPARE(binOf(h, ms(std::max(lo, hi))), bins - 1);
    QCOMPARE(h.to.unixMsFloor() - h.from.unixMsFloor(), width * bins);
}

void TestInstantHistogram::widthsAreIncreasing()
{
    const QList<qint64> w = niceBinWidthsMs();
    QVERIFY(w.size() > 20);
    for (qsizetype i = 1; i < w.size(); ++i)
        QVERIFY(w[i] > w[i - 1]);
    QVERIFY(w.contains(kS));
    QVERIFY(w.contains(kMin));
    QVERIFY(w.contains(kH));
    QVERIFY(w.contains(kD));
    QVERIFY(w.contains(7 * kD));
    QVERIFY(w.contains(30 * kD));
    QVERIFY(w.contains(kY));
}

void TestInstantHistogram::boundaries_data()
{
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<int>("nanos");
    QTest::addColumn<int>("bin");
    // A histogram of 1-minute bins from -30 min to +30 min (60 bins, bin 30 starts at 0).
    QTest::newRow("first bin start") << qint64(-1800) << 0 << 0;
    QTest::newRow("1 ns before") << qint64(-1801) << 999999999 << -1;
    QTest::newRow("last ms of bin 0") << qint64(-1741) << 999000000 << 0;
    QTest::newRow("last ns of bin 0") << qint64(-1741) << 999999999 << 0;
    QTest::newRow("start of bin 1") << qint64(-1740) << 0 << 1;
    QTest::newRow("half a second before epoch") << qint64(-1) << 500000000 << 29;
    QTest::newRow("epoch") << qint64(0) << 0 << 30;
    QTest::newRow("last ns") << qint64(1799) << 999999999 << 59;
    QTest::newRow("end is outside") << qint64(1800) << 0 << -1;
    QTest::newRow("far future") << qint64(9000000000000000000) << 0 << -1;
    QTest::newRow("far past") << qint64(-9000000000000000000) << 0 << -1;
}

void TestInstantHistogram::boundaries()
{
    QFETCH(qint64, seconds);
    QFETCH(int, nanos);
    QFETCH(int, bin);
    InstantHistogram h = planHistogram(ms(-30 * kMin), ms(30 * kMin - 1));
    QCOMPARE(h.binWidthMs, kMin);
    QCOMPARE(int(h.counts.size()), 60);
    const Instant t{seconds, nanos};
    QCOMPARE(binOf(h, t), bin);
    addInstant(h, t);
    QCOMPARE(h.outside, bin < 0 ? 1 : 0);
    QCOMPARE(h.binned(), bin < 0 ? 0 : 1);
    if (bin >= 0) {
        QCOMPARE(h.counts[bin], qint64(1));
        QVERIFY(!(t < h.binStart(bin)));
        QVERIFY(t < h.binStart(bin + 1));
    }
}

void TestInstantHistogram::weeksStartOnMonday()
{
    const qint64 lo = civilMs(2026, 1, 1); // a Thursday
    const InstantHistogram h = planHistogram(ms(lo), ms(lo + 100 * kD));
    QCOMPARE(h.binWidthMs, 7 * kD);
    const CivilTime c = toCivil(h.from);
    QCOMPARE(c.year, qint64(2025));
    QCOMPARE(c.month, 12);
    QCOMPARE(c.day, 29); // Monday
    QCOMPARE(binOf(h, ms(lo)), 0);
    QCOMPARE(binOf(h, ms(civilMs(2026, 1, 5))), 1);
}

void TestInstantHistogram::extremeInstants()
{
    // Year 10000 and beyond: the width still fits, nothing overflows.
    const Instant a = Instant::fromCivil(-5000, 1, 1);
    const Instant b = Instant::fromCivil(12000, 6, 1);
    const InstantHistogram h = planHistogram(a, b);
    QVERIFY(h.counts.size() <= 60);
    QVERIFY(h.counts.size() >= 2);
    QCOMPARE(binOf(h, a), 0);
    QCOMPARE(binOf(h, b), int(h.counts.size()) - 1);
    const QList<HistogramTick> t = histogramTicks(h);
    QVERIFY(!t.isEmpty() && t.size() <= 8);
    for (qsizetype i = 1; i < t.size(); ++i)
        QVERIFY(t[i].bin > t[i - 1].bin && !t[i].label.isEmpty());
}

void TestInstantHistogram::ticks()
{
    // Five hours of 5-minute bins: labels carry the date where it changes only.
    const qint64 lo = civilMs(2026, 10, 31) + 21 * kH;
    InstantHistogram h = planHistogram(ms(lo), ms(lo + 5 * kH - 1));
    QCOMPARE(h.binWidthMs, 5 * kMin);
    QList<HistogramTick> t = histogramTicks(h, 6);
    QVERIFY(t.size() <= 6);
    QCOMPARE(t.size(), 5); // on the hour
    QCOMPARE(t.first().bin, 0);
    QCOMPARE(t.first().label, QStringLiteral("2026-10-31 21:00"));
    QCOMPARE(t[1].bin, 12);
    QCOMPARE(t[1].label, QStringLiteral("22:00"));
    QCOMPARE(t[3].label, QStringLiteral("2026-11-01 00:00")); // the date changed
    QCOMPARE(t[4].label, QStringLiteral("01:00"));
    // In a zone, the same bins are labelled in its wall clock.
    DisplayZone berlin;
    QVERIFY(DisplayZone::fromName(QStringLiteral("Europe/Berlin"), berlin));
    t = histogramTicks(h, 6, &berlin);
    QCOMPARE(t.first().label, QStringLiteral("2026-10-31 22:00"));
    // Day bins: dates; year bins: year and month; sub-second bins: milliseconds.
    h = planHistogram(ms(lo), ms(lo + 40 * kD));
    QCOMPARE(histogramTicks(h).first().label, QStringLiteral("2026-11-02")); // weekly, Mondays
    h = planHistogram(ms(civilMs(1990, 1, 1)), ms(civilMs(2030, 1, 1)));
    QCOMPARE(histogramTicks(h).first().label, QStringLiteral("1989-12")); // 365-day bins
    h = planHistogram(ms(lo + 250), ms(lo + 900));
    QCOMPARE(histogramTicks(h).first().label, QStringLiteral("2026-10-31 21:00:00.200"));
    QCOMPARE(binRangeText(h, 0),
             QStringLiteral("2026-10-31T21:00:00.200Z – 2026-10-31T21:00:00.300Z"));
    QVERIFY(binRangeText(h, 99).isEmpty());
}

QString TestInstantHistogram::makeDb(const QString& name, const QString& schema,
                                     const QString& insert, const QList<QVariantList>& rows)
{
    const QString path = dir_.filePath(name);
    testdb::Writer w(path);
    if (!w.ok() || !w.exec(schema) || !w.insertRows(insert, rows))
        return QString();
    return path;
}

std::unique_ptr<Connection> TestInstantHistogram::open(const QString& path)
{
    db::OpenError e = db::OpenError::None;
    QString msg;
    return Connection::open(path, &e, &msg);
}

namespace {

// Rows of unix-ms timestamps over about three days, with NULLs and values that are not times.
QList<QVariantList> timestampRows(int n, qint64 base)
{
    QList<QVariantList> rows;
    quint64 x = 12345;
    for (int i = 0; i < n; ++i) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        QVariant v = qlonglong(base + qint64((x >> 20) % quint64(3 * kD)));
        if (i % 97 == 0)
            v = QVariant();
        else if (i % 89 == 0)
            v = QStringLiteral("not a time");
        rows.append({qlonglong(i + 1), v});
    }
    return rows;
}

// Per-bin counts of the integer values of `where` by SQL.
QList<qint64> sqlCounts(testdb::Writer& w, const InstantHistogram& h, const QString& from)
{
    QList<qint64> counts(h.counts.size(), 0);
    const qint64 lo = h.from.unixMsFloor();
    const qint64 hi = h.to.unixMsFloor();
    const auto rows = w.rows(QStringLiteral("SELECT (ts - %1) / %2 AS b, count(*) FROM %3 WHERE "
                                            "typeof(ts) = 'integer' AND ts >= %1 AND ts < %4 "
                                            "GROUP BY b")
                                 .arg(lo)
                                 .arg(h.binWidthMs)
                                 .arg(from)
                                 .arg(hi));
    for (const QVariantList& r : rows)
        counts[r[0].toInt()] = r[1].toLongLong();
    return counts;
}

} // namespace

void TestInstantHistogram::fullScanMatchesSql()
{
    const qint64 base = civilMs(2026, 10, 1) + 1234;
    const QString path =
        makeDb(QStringLiteral("full.sqlite"),
               QStringLiteral("CREATE TABLE t (id INTEGER PRIMARY KEY, ts);"),
               QStringLiteral("INSERT INTO t VALUES (?, ?)"), timestampRows(5000, base));
    QVERIFY(!path.isEmpty());
    testdb::Writer w(path);
    const qint64 lo = w.scalar(QStringLiteral("SELECT min(ts) FROM t WHERE typeof(ts)='integer'"));
    // The profile's range is narrower than the data: what falls outside is counted apart.
    const qint64 hi = w.scalar(QStringLiteral("SELECT max(ts) FROM t WHERE typeof(ts)='integer'"));
    const testdb::Snapshot snap(path);
    auto c = open(path);
    QVERIFY(c);
    const db::Schema schema = db::readSchema(*c);
    qint64 calls = 0;
    InstantHistogram h = histogramOfColumn(
        *c, *schema.table(QStringLiteral("t")), QStringLiteral("ts"), Format::UnixMs, ms(lo),
        ms(hi - kD), true, [&](qint64, qint64) { return ++calls > 0; });
    QVERIFY(h.error.isEmpty());
    QVERIFY(!h.sampled);
    QVERIFY(!h.cancelled);
    QVERIFY(calls > 0);
    QCOMPARE(h.format, Format::UnixMs);
    QCOMPARE(h.rowsRead, w.scalar(QStringLiteral("SELECT count(*) FROM t")));
    QCOMPARE(h.nulls, w.scalar(QStringLiteral("SELECT count(*) FROM t WHERE ts IS NULL")));
    QCOMPARE(h.undecoded,
             w.scalar(QStringLiteral("SELECT count(*) FROM t WHERE typeof(ts)='text'")));
    QCOMPARE(h.counts, sqlCounts(w, h, QStringLiteral("t")));
    QCOMPARE(h.outside, w.scalar(QStringLiteral("SELECT count(*) FROM t WHERE typeof(ts)='integer' "
                                                "AND (ts < %1 OR ts >= %2)")
                                     .arg(h.from.unixMsFloor())
                                     .arg(h.to.unixMsFloor())));
    QVERIFY(h.outside > 0);
    QCOMPARE(h.minSeen->unixMsFloor(), lo);
    QCOMPARE(h.maxSeen->unixMsFloor(), hi);
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TestInstantHistogram::spreadSampleMatchesSql()
{
    // Pre-epoch instants too: 1969-12-30 … 1970-01-02.
    const QString path =
        makeDb(QStringLiteral("sample.sqlite"),
               QStringLiteral("CREATE TABLE t (id INTEGER PRIMARY KEY, ts);"),
               QStringLiteral("INSERT INTO t VALUES (?, ?)"), timestampRows(5000, -2 * kD));
    QVERIFY(!path.isEmpty());
    testdb::Writer w(path);
    const qint64 lo = w.scalar(QStringLiteral("SELECT min(ts) FROM t WHERE typeof(ts)='integer'"));
    const qint64 hi = w.scalar(QStringLiteral("SELECT max(ts) FROM t WHERE typeof(ts)='integer'"));
    QVERIFY(lo < 0);
    const testdb::Snapshot snap(path);
    auto c = open(path);
    QVERIFY(c);
    const db::Schema schema = db::readSchema(*c);
    // 1,000 rows drawn uniformly: each value class (NULL, text, instants) in about its share
    // of the table, and no bin the table fills left empty (runs of neighbouring rows did that:
    // 100 runs of 10 rows left 40 of every 50 rowids unread).
    const InstantHistogram h =
        histogramOfColumn(*c, *schema.table(QStringLiteral("t")), QStringLiteral("ts"),
                          Format::UnixMs, ms(lo), ms(hi), false, {}, 1000);
    QVERIFY(h.error.isEmpty());
    QVERIFY(h.sampled);
    QCOMPARE(h.rowsRead, qint64(1000));
    QCOMPARE(h.outside, qint64(0));
    const QList<qint64> table = sqlCounts(w, h, QStringLiteral("t"));
    const qint64 rows = w.scalar(QStringLiteral("SELECT count(*) FROM t"));
    for (qsizetype i = 0; i < table.size(); ++i) {
        // A bin holding ≥ 1 % of the table gets ≥ 10 expected draws: empty with p < 1e-4.
        if (table[i] * 100 >= rows)
            QVERIFY2(h.counts[i] > 0, qPrintable(QString::number(i)));
        QVERIFY(h.counts[i] <= table[i]);
    }
    QVERIFY(h.binned() > 900);
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TestInstantHistogram::withoutRowidSample()
{
    QList<QVariantList> rows;
    for (int i = 0; i < 500; ++i)
        rows.append({qlonglong(1700000000 + qint64(i) * 3607), qlonglong(i)});
    const QString path =
        makeDb(QStringLiteral("norowid.sqlite"),
               QStringLiteral("CREATE TABLE k (ts INTEGER PRIMARY KEY, v) WITHOUT ROWID;"),
               QStringLiteral("INSERT INTO k VALUES (?, ?)"), rows);
    QVERIFY(!path.isEmpty());
    const testdb::Snapshot snap(path);
    auto c = open(path);
    QVERIFY(c);
    const db::Schema schema = db::readSchema(*c);
    const db::TableInfo& t = *schema.table(QStringLiteral("k"));
    const Instant lo = Instant::fromUnixSeconds(1700000000);
    const Instant hi = Instant::fromUnixSeconds(1700000000 + 499 * 3607);
    // 100 rows drawn over the whole table (not the first 100 hours): some in its last third.
    InstantHistogram h =
        histogramOfColumn(*c, t, QStringLiteral("ts"), Format::UnixS, lo, hi, false, {}, 100);
    QVERIFY(h.sampled);
    QCOMPARE(h.rowsRead, qint64(100));
    QCOMPARE(h.binned(), qint64(100));
    QCOMPARE(h.binWidthMs, 12 * kH); // planned over the profile's 21 days
    qint64 late = 0;
    for (qsizetype i = h.counts.size() * 2 / 3; i < h.counts.size(); ++i)
        late += h.counts[i];
    QVERIFY(late > 0);
    // Fewer rows than the sample: every row was read, the histogram says so.
    h = histogramOfColumn(*c, t, QStringLiteral("ts"), Format::UnixS, lo, hi, false, {}, 1000);
    QVERIFY(!h.sampled);
    QCOMPARE(h.binned(), qint64(500));
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TestInstantHistogram::textValuesAndCancel()
{
    // RFC 3339 text read as its format; values of another shape are counted apart.
    QList<QVariantList> rows;
    for (int i = 0; i < 20000; ++i) {
        const Instant t = Instant::fromUnixSeconds(1790000000 + qint64(i) * 60);
        rows.append({qlonglong(i + 1),
                     i == 7 ? QStringLiteral("yesterday") : toRfc3339(t, Precision::Second)});
    }
    const QString path = makeDb(QStringLiteral("text.sqlite"),
                                QStringLiteral("CREATE TABLE d (id INTEGER PRIMARY KEY, at TEXT);"),
                                QStringLiteral("INSERT INTO d VALUES (?, ?)"), rows);
    QVERIFY(!path.isEmpty());
    const testdb::Snapshot snap(path);
    auto c = open(path);
    QVERIFY(c);
    const db::Schema schema = db::readSchema(*c);
    const db::TableInfo& t = *schema.table(QStringLiteral("d"));
    const Instant lo = Instant::fromUnixSeconds(1790000000);
    const Instant hi = Instant::fromUnixSeconds(1790000000 + 19999 * 60);
    InstantHistogram h =
        histogramOfColumn(*c, t, QStringLiteral("at"), Format::Rfc3339, lo, hi, true);
    QCOMPARE(h.rowsRead, qint64(20000));
    QCOMPARE(h.undecoded, qint64(1));
    QCOMPARE(h.binned(), qint64(19999));
    QCOMPARE(h.binWidthMs, 6 * kH); // 13.9 days
    // A progress callback that says stop: the scan ends early and says so.
    h = histogramOfColumn(*c, t, QStringLiteral("at"), Format::Rfc3339, lo, hi, true,
                          [](qint64, qint64) { return false; });
    QVERIFY(h.cancelled);
    QVERIFY(h.rowsRead < 20000);
    c.reset();
    VERIFY_UNCHANGED(snap);
}

QTEST_GUILESS_MAIN(TestInstantHistogram)
#include "tst_instanthistogram.moc"
