// Cursor gaps in a PostgreSQL table's real commit order, on rows written by real concurrent
// transactions (the fixture's feed_events: each round a slow writer's two rows commit after
// three later IDs), read through the Source as any view reads it. Expected values come from
// plain SQL on the server (commit instants from pg_xact_commit_timestamp, keys as ::text) and
// a brute-force poller written here; the test also proves nothing was written.
#include "analysis/cursorgaps.h"
#include "db/pgsource.h"
#include "pgfixture.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace idscope;
using namespace idscope::analysis;

namespace {

constexpr int kRounds = 20;

struct Row {
    QString key; // lowercase canonical text: its order is the uuid's byte order
    QString writer;
    qint64 commitUs = 0;
    qint64 idUs = 0;
};

// Every poll happens right after a commit, at its commit instant; it reads every committed
// key above the cursor whose ID instant is older than now − W (no window: all of them).
std::set<QString> bruteMissed(const QList<Row>& rows, std::optional<qint64> windowUs)
{
    std::vector<bool> read(std::size_t(rows.size()), false);
    QString cursor;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (i + 1 < rows.size() && rows[i + 1].commitUs == rows[i].commitUs)
            continue; // the same commit: visible together
        const qint64 now = rows[i].commitUs;
        QString top = cursor;
        for (qsizetype j = 0; j <= i; ++j) {
            const bool visible = !windowUs || rows[j].idUs < now - *windowUs;
            if (!read[std::size_t(j)] && rows[j].key > cursor && visible) {
                read[std::size_t(j)] = true;
                top = std::max(top, rows[j].key);
            }
        }
        cursor = top;
    }
    std::set<QString> missed;
    for (qsizetype j = 0; j < rows.size(); ++j)
        if (!read[std::size_t(j)] && rows[j].key <= cursor)
            missed.insert(rows[j].key);
    return missed;
}

} // namespace

class TstCursorGapsCommits : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void missedRowsFromRealCommits();
    void windowFromRealCommits();
    void textKeysFromRealCommits();
    void explicitOrderColumn();
    void errors();

private:
    // The table as the schema names it, analysed on a fresh read-only source; the ID column
    // defaults to the table's primary key (as the page and the CLI choose it).
    GapsResult gaps(const QString& table, GapsOptions opt = {});
    testpg::Fixture fx_;
    QList<Row> rows_; // commit order
};

void TstCursorGapsCommits::initTestCase()
{
    START_PG_FIXTURE(fx_, [](testpg::Session& s) {
        if (!testpg::createLateCommits(testpg::Cluster::shared(), kRounds))
            return false;
        // The same keys as text, one transaction per row in feed_events' commit order: the
        // slow rows still commit after larger keys.
        if (!s.exec(QStringLiteral("CREATE TABLE feed_text (id text PRIMARY KEY, writer text)")))
            return false;
        for (const QStringList& f : s.rows(
                 QStringLiteral("SELECT id::text, writer FROM feed_events "
                                "ORDER BY pg_xact_commit_timestamp(xmin), xmin::text::int8, id")))
            if (!s.exec(
                    QStringLiteral("INSERT INTO feed_text VALUES ('%1', '%2')").arg(f[0], f[1])))
                return false;
        return true;
    });
    const QList<QStringList> r = fx_.super().rows(QStringLiteral(
        "SELECT id::text, writer, (extract(epoch FROM pg_xact_commit_timestamp(xmin)) * "
        "1000000)::int8, ('x' || substr(replace(id::text, '-', ''), 1, 12))::bit(48)::int8 * 1000 "
        "FROM feed_events ORDER BY 3, xmin::text::int8"));
    QCOMPARE(r.size(), kRounds * 6);
    for (const QStringList& f : r)
        rows_ << Row{f[0], f[1], f[2].toLongLong(), f[3].toLongLong()};
}

void TstCursorGapsCommits::init()
{
    fx_.mark();
}

void TstCursorGapsCommits::cleanup()
{
    VERIFY_NOTHING_WRITTEN(fx_);
}

GapsResult TstCursorGapsCommits::gaps(const QString& table, GapsOptions opt)
{
    GapsResult r;
    QString error;
    const std::unique_ptr<db::PgSource> src = db::PgSource::open(fx_.cluster().readerUri(), &error);
    if (!src) {
        r.error = error;
        return r;
    }
    db::Schema schema = src->readSchema();
    src->fillRowEstimates(schema);
    const db::TableInfo* t = schema.table(table);
    if (!t) {
        r.error = QStringLiteral("no table ") + table;
        return r;
    }
    opt.column = planGaps(*t, opt, nullptr).column;
    r = analyseGaps(*src, *t, opt);
    if (src->connection().inTransaction())
        r.error = QStringLiteral("left inside a transaction");
    return r;
}

void TstCursorGapsCommits::missedRowsFromRealCommits()
{
    GapsOptions opt;
    opt.writerColumn = QStringLiteral("writer");
    const GapsResult r = gaps(QStringLiteral("feed_events"), opt);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.commitOrder, QStringLiteral("commit-timestamp"));
    QCOMPARE(r.column, QStringLiteral("id")); // the primary key
    QCOMPARE(r.rows, qint64(rows_.size()));
    QVERIFY(!r.nowIsEstimate);

    const std::set<QString> expected = bruteMissed(rows_, std::nullopt);
    std::set<QString> slow;
    for (const QStringList& f :
         fx_.super().rows(QStringLiteral("SELECT id::text FROM feed_events WHERE writer = 'slow'")))
        slow.insert(f[0]);
    QCOMPARE(expected, slow); // the fixture made exactly the slow rows late
    std::set<QString> got;
    for (const GapsMissedRow& m : r.missedRows)
        got.insert(m.key);
    QCOMPARE(got, expected);
    QCOMPARE(r.missed, qint64(expected.size()));
    for (const GapsWriter& w : r.writers)
        QCOMPARE(w.missed, w.writer == QLatin1String("slow") ? qint64(2 * kRounds) : qint64(0));

    // commit instant − ID instant, from SQL.
    qint64 maxDelay = std::numeric_limits<qint64>::min();
    for (const Row& row : rows_)
        maxDelay = std::max(maxDelay, row.commitUs - row.idUs);
    QVERIFY(r.hasCommitDelay);
    QCOMPARE(r.commitDelay.max, double(maxDelay) / 1000.0);
}

void TstCursorGapsCommits::windowFromRealCommits()
{
    const GapsResult r = gaps(QStringLiteral("feed_events"));
    QVERIFY2(r.ok(), qPrintable(r.error));
    // The smallest window (µs) the brute-force poller needs to miss nothing.
    qint64 lo = 0, hi = 60000000;
    QVERIFY(bruteMissed(rows_, hi).empty());
    while (lo < hi) {
        const qint64 mid = (lo + hi) / 2;
        if (bruteMissed(rows_, mid).empty())
            hi = mid;
        else
            lo = mid + 1;
    }
    QVERIFY(lo > 0);
    QCOMPARE(r.windowNeededUs, lo);
    const qint64 shortMs = (lo - 1) / 1000; // a whole-ms window just short of it
    QVERIFY(bruteMissed(rows_, shortMs * 1000).size() > 0);
    QCOMPARE(missesWithWindow(r, shortMs), qint64(bruteMissed(rows_, shortMs * 1000).size()));
}

// --order COL instead of the commit timestamps: ordered by the key itself nothing can be
// missed, and the result says what it assumed.
// Text keys, ranked by the server, with every row its own commit.
void TstCursorGapsCommits::textKeysFromRealCommits()
{
    QList<Row> rows;
    for (const QStringList& f : fx_.super().rows(QStringLiteral(
             "SELECT id, writer, (extract(epoch FROM pg_xact_commit_timestamp(xmin)) * "
             "1000000)::int8 FROM feed_text ORDER BY 3")))
        rows << Row{f[0], f[1], f[2].toLongLong(), 0};
    QCOMPARE(rows.size(), rows_.size());
    GapsOptions opt;
    opt.writerColumn = QStringLiteral("writer");
    const GapsResult r = gaps(QStringLiteral("feed_text"), opt);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.rows, qint64(rows.size()));
    const std::set<QString> expected = bruteMissed(rows, std::nullopt);
    QVERIFY(!expected.empty());
    std::set<QString> got;
    for (const GapsMissedRow& m : r.missedRows)
        got.insert(m.key);
    QCOMPARE(got, expected);
    for (const GapsWriter& w : r.writers) {
        qint64 n = 0;
        for (const Row& row : rows)
            n += row.writer == w.writer && expected.count(row.key) ? 1 : 0;
        QCOMPARE(w.missed, n);
    }
}

void TstCursorGapsCommits::explicitOrderColumn()
{
    GapsOptions opt;
    opt.orderColumn = QStringLiteral("id");
    const GapsResult r = gaps(QStringLiteral("feed_events"), opt);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.commitOrder, QStringLiteral("id"));
    QCOMPARE(r.rows, qint64(rows_.size()));
    QCOMPARE(r.missed, qint64(0));
    QVERIFY(r.nowIsEstimate);
    QVERIFY(!r.hasCommitDelay);
    QVERIFY(r.warnings.join(u' ').contains(QLatin1String("order of column id")));
    // Ordered by the writer's name, the rows of each writer are one commit group: the slow
    // rows (a name after "fast-2") come last, below the fast writers' largest key.
    opt.orderColumn = QStringLiteral("writer");
    const GapsResult w = gaps(QStringLiteral("feed_events"), opt);
    QVERIFY2(w.ok(), qPrintable(w.error));
    QString fastMax;
    qint64 expected = 0;
    for (const Row& row : rows_)
        if (row.writer != QLatin1String("slow"))
            fastMax = std::max(fastMax, row.key);
    for (const Row& row : rows_) // fast-0, fast-1, fast-2 as groups in that order
        if (row.writer == QLatin1String("slow") && row.key <= fastMax)
            ++expected;
    qint64 fastMissed = 0;
    for (const QString& a : {QStringLiteral("fast-0"), QStringLiteral("fast-1")}) {
        QString groupMax;
        for (const Row& row : rows_)
            if (row.writer <= a)
                groupMax = std::max(groupMax, row.key);
        const QString next =
            a == QLatin1String("fast-0") ? QStringLiteral("fast-1") : QStringLiteral("fast-2");
        for (const Row& row : rows_)
            if (row.writer == next && row.key <= groupMax)
                ++fastMissed;
    }
    QCOMPARE(w.missed, expected + fastMissed);
}

void TstCursorGapsCommits::errors()
{
    GapsOptions opt;
    opt.writerColumn = QStringLiteral("nope");
    GapsResult r = gaps(QStringLiteral("feed_events"), opt);
    QCOMPARE(r.error, QStringLiteral("no column nope in table feed_events"));
    opt = {};
    opt.column = QStringLiteral("payload"); // text, but no IDs that carry an instant
    r = gaps(QStringLiteral("feed_events"), opt);
    QCOMPARE(r.error, QStringLiteral("column payload holds no IDs that carry an instant"));
}

QTEST_GUILESS_MAIN(TstCursorGapsCommits)
#include "tst_cursorgapscommits.moc"
