// Key locality on the test's own PostgreSQL server, through the Source seam. The order
// metrics are checked against a brute force over rows read with plain SQL (the insertion rank
// from row_number() over the commit instant and ctid, or over ctid alone, or the order column);
// the leaf metrics, read as the superuser through pageinspect, against bt_page_stats and
// bt_page_items counted by hand; the summary a pg_stat_scan_tables member gets against
// pgstatindex itself; the SELECT-only role's sentence names what would add the rest. After
// every test: nothing was written (next transaction ID, relations, write counters).
#include "analysis/locality.h"
#include "db/pgsource.h"
#include "pgfixture.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace idscope;
using namespace idscope::analysis;

namespace {

constexpr char kStatsRole[] = "idscope_stats"; // LOGIN, pg_stat_scan_tables, SELECT

std::unique_ptr<db::PgSource> openAs(const QString& conninfo)
{
    QString error;
    std::unique_ptr<db::PgSource> s = db::PgSource::open(conninfo, &error);
    if (!s)
        qWarning("cannot open: %s", qPrintable(error));
    return s;
}

struct Brute {
    qint64 rows = 0;
    quint64 inversions = 0;
    qint64 rightEdge = 0;
};

// Rows (key text, insertion rank): inversions by the O(n²) definition, right-edge inserts by
// walking the insertion order. Keys compare as text (uuid text order is its byte order).
Brute brute(QList<QStringList> rows)
{
    std::sort(rows.begin(), rows.end(),
              [](const QStringList& a, const QStringList& b) { return a[0] < b[0]; });
    std::vector<qint64> ins;
    for (const QStringList& r : rows)
        ins.push_back(r[1].toLongLong());
    Brute b;
    b.rows = qint64(ins.size());
    for (std::size_t i = 0; i < ins.size(); ++i)
        for (std::size_t j = i + 1; j < ins.size(); ++j)
            b.inversions += ins[i] > ins[j];
    std::vector<std::pair<qint64, std::size_t>> byInsert;
    for (std::size_t k = 0; k < ins.size(); ++k)
        byInsert.push_back({ins[k], k});
    std::sort(byInsert.begin(), byInsert.end());
    qint64 best = -1;
    for (const auto& [when, keyRank] : byInsert) {
        if (qint64(keyRank) > best) {
            ++b.rightEdge;
            best = qint64(keyRank);
        }
    }
    return b;
}

} // namespace

class TstPgLocality : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void commitOrderMatchesBruteForce_data();
    void commitOrderMatchesBruteForce();
    void heapAndColumnOrders_data();
    void heapAndColumnOrders();
    void readerIsToldWhatWouldAddLeaves();
    void leavesMatchPageinspect();
    void pgstatindexSummary();
    void partitionedTable_data();
    void partitionedTable();

private:
    LocalityResult analyse(const QString& conninfo, LocalityOptions o);
    testpg::Fixture fx_;
};

void TstPgLocality::initTestCase()
{
    START_PG_FIXTURE(fx_, [](testpg::Session& setup) {
        if (!testpg::createMixedUuidTable(setup, 3000, 5000))
            return false;
        // Random keys in 40 transactions, and keys that grow with them.
        if (!setup.exec(
                QStringLiteral("CREATE TABLE keys_v4 (id uuid PRIMARY KEY, n int NOT NULL);"
                               "CREATE TABLE keys_seq (id bigint PRIMARY KEY, n int NOT NULL);"
                               "GRANT SELECT ON keys_v4, keys_seq TO idscope_reader;")))
            return false;
        for (int t = 0; t < 40; ++t) {
            QByteArray v4, seq;
            for (int i = 0; i < 150; ++i) {
                const int n = t * 150 + i;
                v4 += QStringLiteral("%1\t%2\n")
                          .arg(testpg::uuidText(testpg::uuidV4(quint64(n) * 7919 + 3)))
                          .arg(n)
                          .toUtf8();
                seq += QStringLiteral("%1\t%2\n").arg(qint64(n) * 3 + 1).arg(n).toUtf8();
            }
            if (!setup.copyIn(QStringLiteral("COPY keys_v4 FROM STDIN"), v4) ||
                !setup.copyIn(QStringLiteral("COPY keys_seq FROM STDIN"), seq))
                return false;
        }
        // A table partitioned by key range: 30 commits, each into one partition, its keys
        // scattered within that partition's range.
        if (!setup.exec(QStringLiteral(
                "CREATE TABLE keys_part (id bigint PRIMARY KEY, n int NOT NULL) "
                "PARTITION BY RANGE (id);"
                "CREATE TABLE keys_part_a PARTITION OF keys_part FOR VALUES FROM (0) TO (100000);"
                "CREATE TABLE keys_part_b PARTITION OF keys_part FOR VALUES FROM (100000) TO "
                "(200000);"
                "CREATE TABLE keys_part_c PARTITION OF keys_part FOR VALUES FROM (200000) TO "
                "(300000);"
                "GRANT SELECT ON keys_part TO idscope_reader;")))
            return false;
        for (int t = 0; t < 30; ++t) {
            QByteArray rows;
            for (int i = 0; i < 40; ++i) {
                const int n = t * 40 + i;
                rows += QStringLiteral("%1\t%2\n")
                            .arg(qint64(t % 3) * 100000 + (qint64(n) * 7919) % 99991)
                            .arg(n)
                            .toUtf8();
            }
            if (!setup.copyIn(QStringLiteral("COPY keys_part FROM STDIN"), rows))
                return false;
        }
        return testpg::createLateCommits(testpg::Cluster::shared(), 6) &&
               setup.exec(QStringLiteral("GRANT SELECT ON feed_events TO idscope_reader;"
                                         "CREATE ROLE %1 LOGIN IN ROLE pg_stat_scan_tables;"
                                         "GRANT CONNECT ON DATABASE idscope_test TO %1;"
                                         "GRANT USAGE ON SCHEMA public TO %1;"
                                         "GRANT SELECT ON mixed_accounts, keys_v4 TO %1;"
                                         "ANALYZE keys_v4, keys_seq, feed_events, keys_part")
                              .arg(QLatin1String(kStatsRole)));
    });
}

void TstPgLocality::init()
{
    fx_.mark();
}

void TstPgLocality::cleanup()
{
    VERIFY_NOTHING_WRITTEN(fx_);
}

LocalityResult TstPgLocality::analyse(const QString& conninfo, LocalityOptions o)
{
    const std::unique_ptr<db::PgSource> src = openAs(conninfo);
    if (!src)
        return {};
    const db::Schema schema = src->readSchema();
    o.recent = std::min<qint64>(o.recent, 1000);
    return analyseLocality(*src, schema, o);
}

void TstPgLocality::commitOrderMatchesBruteForce_data()
{
    QTest::addColumn<QString>("table");
    QTest::newRow("v4 keys, 40 commits") << QStringLiteral("keys_v4");
    QTest::newRow("growing keys, 40 commits") << QStringLiteral("keys_seq");
    QTest::newRow("late commits") << QStringLiteral("feed_events");
    QTest::newRow("v4 then v7, one commit") << QStringLiteral("mixed_accounts");
}

// The server keeps commit timestamps, so the default order is commit order, ties within one
// transaction by heap position.
void TstPgLocality::commitOrderMatchesBruteForce()
{
    QFETCH(QString, table);
    LocalityOptions o;
    o.table = table;
    const LocalityResult r = analyse(fx_.cluster().readerConninfo(), o);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.order, QStringLiteral("commit-timestamp"));
    QCOMPARE(int(r.orderKind), int(db::RowOrder::CommitTimestamp));
    QVERIFY(insertionOrderText(r).contains(u"pg_xact_commit_timestamp(xmin)"));
    QCOMPARE(r.rowsWithoutCommitTime, 0);
    QCOMPARE(int(r.treeKind), int(KeyTree::Index));
    QCOMPARE(r.treeName, table + QStringLiteral("_pkey"));
    // Keys as text that sorts like the key: bigint zero-padded.
    const QString key = table == u"keys_seq" ? QStringLiteral("lpad(id::text, 20, '0')")
                                             : QStringLiteral("id::text");
    const Brute b =
        brute(fx_.super().rows(QStringLiteral("SELECT %1, row_number() OVER (ORDER BY "
                                              "pg_xact_commit_timestamp(xmin), ctid) FROM %2")
                                   .arg(key, table)));
    QCOMPARE(r.rows, b.rows);
    QCOMPARE(r.inversions, b.inversions);
    QCOMPARE(r.rightEdgeInserts, b.rightEdge);
    if (table == u"keys_seq")
        QCOMPARE(r.inversions, quint64(0));
    if (table == u"feed_events") // the slow writer's rows commit after later keys
        QVERIFY(r.inversions > 0);
}

void TstPgLocality::heapAndColumnOrders_data()
{
    QTest::addColumn<QString>("order");
    QTest::addColumn<QString>("rankSql");
    QTest::newRow("heap order") << QStringLiteral("ctid") << QStringLiteral("ctid");
    QTest::newRow("timestamptz column")
        << QStringLiteral("created_at") << QStringLiteral("created_at");
}

void TstPgLocality::heapAndColumnOrders()
{
    QFETCH(QString, order);
    QFETCH(QString, rankSql);
    LocalityOptions o;
    o.table = QStringLiteral("mixed_accounts");
    o.order = order;
    const LocalityResult r = analyse(fx_.cluster().readerConninfo(), o);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.order, order);
    QCOMPARE(int(r.orderKind),
             int(order == u"ctid" ? db::RowOrder::HeapPosition : db::RowOrder::None));
    QVERIFY(!r.orderByDefault);
    const Brute b = brute(fx_.super().rows(
        QStringLiteral("SELECT id::text, row_number() OVER (ORDER BY %1) FROM mixed_accounts")
            .arg(rankSql)));
    QCOMPARE(r.rows, b.rows);
    QCOMPARE(r.inversions, b.inversions);
    QCOMPARE(r.rightEdgeInserts, b.rightEdge);
}

// The SELECT-only role may read neither extension: the order metrics, and one sentence.
void TstPgLocality::readerIsToldWhatWouldAddLeaves()
{
    LocalityOptions o;
    o.table = QStringLiteral("keys_v4");
    const LocalityResult r = analyse(fx_.cluster().readerConninfo(), o);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY(!r.hasLeafMetrics);
    QVERIFY(!r.indexSummary);
    QVERIFY2(r.leafNote.contains(u"superuser") && r.leafNote.contains(u"pg_stat_scan_tables"),
             qPrintable(r.leafNote));
    QVERIFY(r.rows > 0);
}

// As the superuser: every leaf figure, against the leaf level read by hand.
void TstPgLocality::leavesMatchPageinspect()
{
    LocalityOptions o;
    o.table = QStringLiteral("keys_v4");
    o.recent = 1000;
    const LocalityResult r = analyse(fx_.cluster().superConninfo(), o);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY2(r.hasLeafMetrics, qPrintable(r.leafNote));
    const QString leaves = QStringLiteral(
        "(SELECT s.* FROM generate_series(1, pg_relation_size('keys_v4_pkey') / 8192 - 1) b, "
        "bt_page_stats('keys_v4_pkey', b) s WHERE s.type = 'l') l");
    QCOMPARE(r.leafPages, fx_.super().scalar(QStringLiteral("SELECT count(*) FROM ") + leaves));
    QVERIFY(r.leafPages > 20);
    // Cells: every item of a leaf but its high key (the first item of all but the rightmost).
    const QString items = QStringLiteral("SELECT l.blkno, i.htid FROM ") + leaves +
                          QStringLiteral(", bt_page_items('keys_v4_pkey', l.blkno) i WHERE "
                                         "l.btpo_next = 0 OR i.itemoffset > 1");
    QCOMPARE(r.maxLeafCells,
             fx_.super().scalar(QStringLiteral("SELECT max(n) FROM (SELECT count(*) "
                                               "AS n FROM (%1) x GROUP BY blkno) y")
                                    .arg(items)));
    // The newest 1,000 rows by commit order: the leaves that hold their heap TIDs.
    const qint64 recentLeaves = fx_.super().scalar(
        QStringLiteral("SELECT count(DISTINCT x.blkno) FROM (%1) x WHERE x.htid IN (SELECT ctid "
                       "FROM keys_v4 ORDER BY pg_xact_commit_timestamp(xmin) DESC, ctid DESC "
                       "LIMIT 1000)")
            .arg(items));
    QCOMPARE(r.recent, qint64(1000));
    QCOMPARE(r.recentLeafPages, recentLeaves);
    QVERIFY(r.leafSpread > 2); // random keys scatter
    // Disorder: leaves whose right sibling has a lower block number; fill from free space.
    const qint64 drops = fx_.super().scalar(QStringLiteral("SELECT count(*) FROM ") + leaves +
                                            QStringLiteral(" WHERE btpo_next <> 0 AND "
                                                           "btpo_next < blkno"));
    QCOMPARE(r.leafDisorder, double(drops) / double(r.leafPages - 1));
    const double fill =
        fx_.super()
            .value(QStringLiteral("SELECT avg(1 - free_size::float8 / page_size) FROM ") + leaves)
            .toDouble();
    QVERIFY2(std::abs(r.avgLeafFill - fill) < 1e-9,
             qPrintable(QStringLiteral("%1 vs %2").arg(r.avgLeafFill).arg(fill)));
    // And growing keys append at the right edge.
    o.table = QStringLiteral("keys_seq");
    const LocalityResult seq = analyse(fx_.cluster().superConninfo(), o);
    QVERIFY2(seq.hasLeafMetrics, qPrintable(seq.leafNote));
    QVERIFY(seq.leafSpread < 2);
    QCOMPARE(seq.inversions, quint64(0));
}

// A pg_stat_scan_tables member gets pgstatindex's leaf density and fragmentation.
void TstPgLocality::pgstatindexSummary()
{
    LocalityOptions o;
    o.table = QStringLiteral("keys_v4");
    QString stats = fx_.cluster().readerConninfo();
    stats.replace(QLatin1String(testpg::kReader), QLatin1String(kStatsRole));
    const LocalityResult r = analyse(stats, o);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY(!r.hasLeafMetrics);
    QVERIFY2(r.indexSummary, qPrintable(r.leafNote));
    QVERIFY2(r.leafNote.contains(u"bt_page_items"), qPrintable(r.leafNote));
    const QList<QStringList> want = fx_.super().rows(
        QStringLiteral("SELECT leaf_pages, avg_leaf_density, leaf_fragmentation FROM "
                       "pgstatindex('keys_v4_pkey')"));
    QCOMPARE(want.size(), 1);
    QCOMPARE(r.indexSummary->leafPages, want[0][0].toLongLong());
    QCOMPARE(r.indexSummary->avgLeafDensity, want[0][1].toDouble() / 100.0);
    QCOMPARE(r.indexSummary->leafFragmentation, want[0][2].toDouble() / 100.0);
    QVERIFY(r.indexSummary->leafFragmentation > 0); // random inserts split pages out of order
}

// A partitioned table: the order metrics over all its partitions in commit order (each commit
// went to one partition, so ties within it are heap order in that partition), and for the
// leaves, which belong to each partition's own index, a sentence instead of figures.
void TstPgLocality::partitionedTable_data()
{
    QTest::addColumn<bool>("superuser");
    QTest::newRow("reader") << false;
    QTest::newRow("superuser") << true;
}

void TstPgLocality::partitionedTable()
{
    QFETCH(bool, superuser);
    LocalityOptions o;
    o.table = QStringLiteral("keys_part");
    const LocalityResult r =
        analyse(superuser ? fx_.cluster().superConninfo() : fx_.cluster().readerConninfo(), o);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.order, QStringLiteral("commit-timestamp"));
    const Brute b = brute(fx_.super().rows(
        QStringLiteral("SELECT lpad(id::text, 20, '0'), row_number() OVER (ORDER BY "
                       "pg_xact_commit_timestamp(xmin), ctid) FROM keys_part")));
    QCOMPARE(r.rows, qint64(1200));
    QCOMPARE(r.rows, b.rows);
    QCOMPARE(r.inversions, b.inversions);
    QCOMPARE(r.rightEdgeInserts, b.rightEdge);
    QVERIFY(r.inversions > 0);
    QVERIFY(!r.hasLeafMetrics);
    QVERIFY2(r.leafNote.contains(u"partition"), qPrintable(r.leafNote));
}

QTEST_GUILESS_MAIN(TstPgLocality)
#include "tst_pglocality.moc"
