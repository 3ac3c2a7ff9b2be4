// The browser's reads on a server, through PgSource as the SELECT-only role: the instant filter
// as BETWEEN bounds of the column's own type (uuid, text, bigint, timestamptz), from the same
// profile and bounds the browser uses, its pages and count against plain SQL whose predicate
// reads the instant another way, and EXPLAIN showing that an index answers; a sort by another
// column (NULLs included) paged by (column, key) in both directions against ORDER BY; go to an
// ID. Every test ends with the proof that nothing was written.
#include "analysis/idvalue.h"
#include "analysis/profiler.h"
#include "db/pgsource.h"
#include "ids/timezone.h"
#include "pgfixture.h"

#include <QTest>

using namespace idscope;
using namespace idscope::db;

namespace {

constexpr int kEvents = 20000;
constexpr int kOrders = 20000;
constexpr int kTweets = 30000;
constexpr int kRanked = 5000;
constexpr qint64 kNowMs = 1893456000000; // 2030-01-01

std::unique_ptr<PgSource> openReader()
{
    QString error;
    std::unique_ptr<PgSource> s = PgSource::open(testpg::Cluster::shared().readerUri(), &error);
    if (!s)
        qWarning("cannot open: %s", qPrintable(error));
    return s;
}

// Every page of `r` from its first, `r.limit` rows a page: each row's first column as text
// (forward), or from the last page back.
QStringList walk(PgSource& s, PageRequest r, bool backwards, QString* error)
{
    r.direction = backwards ? PageDirection::Last : PageDirection::First;
    QStringList out;
    for (int guard = 0; guard < 10000; ++guard) {
        const Page p = s.fetchPage(r);
        if (!p.error.isEmpty()) {
            *error = p.error;
            return out;
        }
        QStringList texts;
        for (const QVariantList& row : p.rows) {
            const QVariant v = row.value(0);
            texts << (v.typeId() == QMetaType::QByteArray
                          ? QString::fromLatin1(v.toByteArray().toHex())
                      : v.isNull() ? QStringLiteral("NULL")
                                   : v.toString());
        }
        out = backwards ? texts + out : out + texts;
        if (backwards ? p.atStart : p.atEnd)
            return out;
        r.direction = backwards ? PageDirection::Before : PageDirection::After;
        r.key = backwards ? p.firstKey : p.lastKey;
    }
    *error = QStringLiteral("no end");
    return out;
}

QStringList sqlColumn(testpg::Session& s, const QString& sql)
{
    QStringList out;
    for (const QStringList& row : s.rows(sql))
        out << (row.value(0).isNull() ? QStringLiteral("NULL") : row.value(0));
    return out;
}

} // namespace

class TstPgPager : public QObject {
    Q_OBJECT
    testpg::Fixture fx_;

    // The browser's filter for [from, to] on table.column, from a full profile of the table.
    std::optional<RangeFilter> instantFilter(PgSource& s, const QString& table,
                                             const QString& column, const QString& from,
                                             const QString& to);
    // `given`: a filter built by hand instead of from the profile.
    void checkFilter(const QString& table, const QString& column, const QString& from,
                     const QString& to, const QString& expectedSql, const QString& index,
                     const std::optional<RangeFilter>& given = std::nullopt);
    std::optional<RangeFilter> timestampFilter(const QString& table, const QString& column,
                                               const QString& from, const QString& to,
                                               const DisplayZone& zone);
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void uuidV7FilterUsesTheIndex();
    void mixedVersionsFilterMatchesV7Only();
    void ulidTextFilterUsesTheIndex();
    void snowflakeFilterUsesTheIndex();
    void timestamptzFilterUsesTheIndex();
    void timestampFilterUsesTheIndex();
    void sortByAnotherColumn_data();
    void sortByAnotherColumn();
    void sortedPagesUseTheIndex();
    void goToIdOnAServer();
    void viewsAndUnkeyedTables();
};

void TstPgPager::initTestCase()
{
    START_PG_FIXTURE(fx_, [](testpg::Session& setup) {
        return testpg::createEventTables(setup, kEvents) &&
               testpg::createUlidTable(setup, kOrders) &&
               testpg::createSnowflakeTable(setup, kTweets) &&
               setup.exec(
                   QStringLiteral("CREATE INDEX ulid_orders_created ON ulid_orders (created_at);"
                                  "CREATE TABLE ranked (id bigint PRIMARY KEY, rank integer, label "
                                  "text NOT NULL);"
                                  "INSERT INTO ranked SELECT g, CASE WHEN g % 7 = 0 THEN NULL ELSE "
                                  "(g * 37) % 101 END, 'row ' || g FROM generate_series(1, %1) g;"
                                  "CREATE INDEX ranked_rank ON ranked (rank);"
                                  "CREATE TABLE local_log (id bigint PRIMARY KEY, logged "
                                  "timestamp NOT NULL);"
                                  "INSERT INTO local_log SELECT g, timestamp '2025-08-01 "
                                  "00:00:00' + g * interval '1.7 s' FROM generate_series(1, "
                                  "40000) g;"
                                  "CREATE INDEX local_log_logged ON local_log (logged);"
                                  "CREATE VIEW ranked_thirds AS SELECT id, label FROM ranked "
                                  "WHERE id % 3 = 0 ORDER BY id;"
                                  "CREATE TABLE unkeyed (n integer, label text);"
                                  "INSERT INTO unkeyed SELECT (g * 7919) % 1237, 'n' || g FROM "
                                  "generate_series(1, 1237) g;"
                                  "ANALYZE ulid_orders; ANALYZE ranked; ANALYZE local_log;")
                       .arg(kRanked)) &&
               // v7 IDs every 10 s, and v4 IDs whose random first bytes read as instants of
               // the same span (version digit 4, RFC variant).
               setup.exec(QStringLiteral(
                   "CREATE TABLE mixed_ids (id uuid PRIMARY KEY);"
                   "INSERT INTO mixed_ids SELECT (lpad(to_hex(1740358800000 + g * 100), 12, "
                   "'0') || '7' || substr(md5(g::text), 1, 3) || '8' || substr(md5(g::text), "
                   "4, 15))::uuid FROM generate_series(1, 60000) g;"
                   "INSERT INTO mixed_ids SELECT (lpad(to_hex(1740358800000 + g * 15000 + 7), "
                   "12, '0') || '4' || substr(md5('v4' || g), 1, 3) || '9' || substr(md5('v4' "
                   "|| g), 4, 15))::uuid FROM generate_series(1, 400) g;"
                   "ANALYZE mixed_ids;"));
    });
}

void TstPgPager::init()
{
    fx_.mark();
}

void TstPgPager::cleanup()
{
    VERIFY_NOTHING_WRITTEN(fx_);
}

std::optional<RangeFilter> TstPgPager::instantFilter(PgSource& s, const QString& table,
                                                     const QString& column, const QString& from,
                                                     const QString& to)
{
    analysis::ProfileOptions o;
    o.full = true;
    o.nowMs = kNowMs;
    const analysis::TableProfile p = analysis::profileTable(s, s.readSchema(), table, o);
    for (const analysis::ColumnProfile& c : p.columns) {
        if (c.column != column)
            continue;
        QString why;
        auto f = analysis::IdValue::instantRange(c, from, to, {}, DisplayZone::utc(), kNowMs, &why);
        if (!f)
            qWarning("no filter: %s", qPrintable(why));
        return f;
    }
    qWarning("no column %s", qPrintable(column));
    return std::nullopt;
}

void TstPgPager::checkFilter(const QString& table, const QString& column, const QString& from,
                             const QString& to, const QString& expectedSql, const QString& index,
                             const std::optional<RangeFilter>& given)
{
    const std::unique_ptr<PgSource> s = openReader();
    QVERIFY(s);
    const std::optional<RangeFilter> f = given ? given : instantFilter(*s, table, column, from, to);
    QVERIFY(f);
    const Schema schema = s->readSchema();
    const TableInfo* t = schema.table(table);
    QVERIFY(t);
    PageRequest r;
    r.table = t->name;
    r.keyColumns = keyColumnsFor(*t);
    r.columns = r.keyColumns;
    r.filter = *f;
    r.limit = 97;
    const QStringList expected = sqlColumn(fx_.super(), expectedSql);
    QVERIFY2(expected.size() > 200, qPrintable(QString::number(expected.size())));
    QString error;
    QCOMPARE(walk(*s, r, false, &error), expected);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(walk(*s, r, true, &error), expected);
    QCOMPARE(s->countMatching(r, &error).value_or(-1), qint64(expected.size()));
    // The first page and a middle one are each answered by the index on the column.
    r.direction = PageDirection::First;
    const QVariantList middle = s->fetchPage(r).lastKey;
    for (const PageDirection dir : {PageDirection::First, PageDirection::After}) {
        r.direction = dir;
        r.key = dir == PageDirection::After ? middle : QVariantList();
        const QString plan = s->queryPlan(r).join(u'\n');
        QVERIFY2(plan.contains(QStringLiteral("Index")) && plan.contains(index), qPrintable(plan));
        QVERIFY2(!plan.contains(QStringLiteral("Seq Scan")), qPrintable(plan));
    }
}

// A v7 uuid column: the bounds are the smallest and largest UUIDs of the instants, bound as
// uuid; the expected rows read the instant from the ID's first 48 bits instead.
void TstPgPager::uuidV7FilterUsesTheIndex()
{
    checkFilter(QStringLiteral("event_record"), QStringLiteral("event_id"),
                QStringLiteral("2025-02-24T01:00:00Z"), QStringLiteral("2025-02-24T02:30:00.5Z"),
                QStringLiteral("SELECT replace(event_id::text, '-', '') FROM event_record WHERE "
                               "('x' || substr(replace(event_id::text, '-', ''), 1, 12))::bit(48)"
                               "::bigint BETWEEN 1740358800000 AND 1740364200500 ORDER BY 1"),
                QStringLiteral("event_record_pkey"));
}

// A uuid column of v7 IDs (every 100 ms) with v4 IDs whose random first bytes fall between the
// bounds: the filter matches only the v7 IDs minted in the range (SQL: the version digit and
// the 48-bit millisecond prefix), still through the primary key's index.
void TstPgPager::mixedVersionsFilterMatchesV7Only()
{
    const QString inRange = QStringLiteral(
        " FROM mixed_ids WHERE ('x' || substr(replace(id::text, '-', ''), 1, 12))::bit(48)"
        "::bigint BETWEEN 1740358800000 AND 1740362400000");
    QVERIFY(fx_.super().scalar(QStringLiteral("SELECT count(*)") + inRange +
                               QStringLiteral(" AND substr(id::text, 15, 1) = '4'")) > 0);
    checkFilter(QStringLiteral("mixed_ids"), QStringLiteral("id"),
                QStringLiteral("2025-02-24T01:00:00Z"), QStringLiteral("2025-02-24T02:00:00Z"),
                QStringLiteral("SELECT replace(id::text, '-', '')") + inRange +
                    QStringLiteral(" AND substr(id::text, 15, 1) = '7' ORDER BY 1"),
                QStringLiteral("mixed_ids_pkey"));
}

// ULIDs as text: their instant is created_at.
void TstPgPager::ulidTextFilterUsesTheIndex()
{
    checkFilter(QStringLiteral("ulid_orders"), QStringLiteral("id"),
                QStringLiteral("2025-08-01T01:00:00Z"), QStringLiteral("2025-08-01T02:00:00Z"),
                QStringLiteral("SELECT id FROM ulid_orders WHERE created_at BETWEEN "
                               "'2025-08-01T01:00:00Z' AND '2025-08-01T02:00:00Z' ORDER BY id"),
                QStringLiteral("ulid_orders_pkey"));
}

// Snowflakes as bigint: bound as int8.
void TstPgPager::snowflakeFilterUsesTheIndex()
{
    checkFilter(QStringLiteral("tweets"), QStringLiteral("id"),
                QStringLiteral("2026-01-01T00:01:00Z"), QStringLiteral("2026-01-01T00:02:00Z"),
                QStringLiteral("SELECT id::text FROM tweets WHERE created_at BETWEEN "
                               "'2026-01-01T00:01:00Z' AND '2026-01-01T00:02:00Z' ORDER BY id"),
                QStringLiteral("tweets_pkey"));
}

// The browser's filter on a server timestamp column, as it builds it: what a person types, in
// the display zone.
std::optional<RangeFilter> TstPgPager::timestampFilter(const QString& table, const QString& column,
                                                       const QString& from, const QString& to,
                                                       const DisplayZone& zone)
{
    const std::unique_ptr<PgSource> s = openReader();
    if (!s)
        return std::nullopt;
    const Schema schema = s->readSchema();
    const TableInfo* t = schema.table(table);
    if (!t || !analysis::IdValue::comparesAsInstants(*t, column)) {
        qWarning("%s.%s is not compared as instants", qPrintable(table), qPrintable(column));
        return std::nullopt;
    }
    QString why;
    auto f = analysis::IdValue::timestampRange(column, from, to, zone, kNowMs, &why);
    if (!f)
        qWarning("no filter: %s", qPrintable(why));
    return f;
}

// A timestamptz column with an index of its own: the bounds (typed as a person types them, in
// the display zone +02:00) are cast to timestamptz, so they compare as instants, not as text,
// and the column's index answers; pages in key order.
void TstPgPager::timestamptzFilterUsesTheIndex()
{
    DisplayZone plus2; // +02:00 in August
    QVERIFY(DisplayZone::fromName(QStringLiteral("Europe/Berlin"), plus2));
    const auto f = timestampFilter(QStringLiteral("ulid_orders"), QStringLiteral("created_at"),
                                   QStringLiteral("2025-08-01 05:00"),
                                   QStringLiteral("2025-08-01T05:05:00"), plus2);
    QVERIFY(f);
    checkFilter(
        QStringLiteral("ulid_orders"), QStringLiteral("created_at"), QString(), QString(),
        QStringLiteral("SELECT id FROM ulid_orders WHERE created_at >= "
                       "'2025-08-01T03:00:00Z' AND created_at < '2025-08-01T03:05:00.000001Z' "
                       "ORDER BY id"),
        QStringLiteral("ulid_orders_created"), f);
}

// A timestamp column without time zone compares as UTC wall-clock time, the way the profile
// reads its values: the bounds are that wall-clock time, whatever zone the person typed in.
void TstPgPager::timestampFilterUsesTheIndex()
{
    const auto f = timestampFilter(QStringLiteral("local_log"), QStringLiteral("logged"),
                                   QStringLiteral("2025-08-01T10:00:00Z"),
                                   QStringLiteral("2025-08-01T10:30:00.5Z"), DisplayZone::utc());
    QVERIFY(f);
    checkFilter(QStringLiteral("local_log"), QStringLiteral("logged"), QString(), QString(),
                QStringLiteral("SELECT id::text FROM local_log WHERE logged BETWEEN "
                               "'2025-08-01 10:00:00' AND '2025-08-01 10:30:00.5' ORDER BY id"),
                QStringLiteral("local_log_logged"), f);
    // A SQLite-style or non-timestamp column is not one the server compares as instants.
    const std::unique_ptr<PgSource> s = openReader();
    QVERIFY(s);
    const Schema schema = s->readSchema();
    QVERIFY(!analysis::IdValue::comparesAsInstants(*schema.table(QStringLiteral("local_log")),
                                                   QStringLiteral("id")));
}

void TstPgPager::sortByAnotherColumn_data()
{
    QTest::addColumn<bool>("descending");
    QTest::addColumn<bool>("filtered");
    QTest::newRow("ascending") << false << false;
    QTest::newRow("descending") << true << false;
    QTest::newRow("ascending, filtered") << false << true;
}

// rank has duplicates and NULLs: pages come in (rank, id) order with the NULLs last (first
// when descending), as ORDER BY says, forward and back, and the positions count the same.
void TstPgPager::sortByAnotherColumn()
{
    QFETCH(bool, descending);
    QFETCH(bool, filtered);
    const std::unique_ptr<PgSource> s = openReader();
    QVERIFY(s);
    PageRequest r;
    r.table = QStringLiteral("ranked");
    r.keyColumns = {QStringLiteral("id")};
    r.columns = {QStringLiteral("id"), QStringLiteral("rank")};
    r.sortColumn = QStringLiteral("rank");
    r.descending = descending;
    r.limit = 113;
    if (filtered)
        r.filter =
            RangeFilter{QStringLiteral("id"), QVariant(qint64(1000)), QVariant(qint64(3999))};
    const QString dir = descending ? QStringLiteral("DESC") : QStringLiteral("ASC");
    const QString sql =
        QStringLiteral("SELECT id FROM ranked %1 ORDER BY rank %2 NULLS %3, id %2")
            .arg(filtered ? QStringLiteral("WHERE id BETWEEN 1000 AND 3999") : QString(), dir,
                 descending ? QStringLiteral("FIRST") : QStringLiteral("LAST"));
    const QStringList expected = sqlColumn(fx_.super(), sql);
    QString error;
    QCOMPARE(walk(*s, r, false, &error), expected);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(walk(*s, r, true, &error), expected);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // The position of a page by counting what lies before it.
    r.direction = PageDirection::First;
    Page p = s->fetchPage(r);
    qint64 at = 0;
    for (int i = 0; i < 8 && !p.atEnd; ++i) {
        at += p.rows.size();
        r.direction = PageDirection::After;
        r.key = p.lastKey;
        p = s->fetchPage(r);
        QCOMPARE(s->countBefore(r, p.firstKey, &error).value_or(-1), at);
        QCOMPARE(p.rows.first().first().toString(), expected.value(at));
    }
}

void TstPgPager::sortedPagesUseTheIndex()
{
    const std::unique_ptr<PgSource> s = openReader();
    QVERIFY(s);
    PageRequest r;
    r.table = QStringLiteral("ranked");
    r.keyColumns = {QStringLiteral("id")};
    r.columns = {QStringLiteral("label")};
    r.sortColumn = QStringLiteral("rank");
    r.limit = 100;
    r.direction = PageDirection::After;
    r.key = {QVariant(qint64(50)), QVariant(qint64(2000))};
    const QString plan = s->queryPlan(r).join(u'\n');
    QVERIFY2(plan.contains(QStringLiteral("ranked_rank")), qPrintable(plan));
    QVERIFY2(!plan.contains(QStringLiteral("Seq Scan")), qPrintable(plan));
}

void TstPgPager::goToIdOnAServer()
{
    const std::unique_ptr<PgSource> s = openReader();
    QVERIFY(s);
    const QString id = fx_.super().value(
        QStringLiteral("SELECT id FROM ulid_orders ORDER BY id OFFSET 4321 LIMIT 1"));
    PageRequest r;
    r.table = QStringLiteral("ulid_orders");
    r.keyColumns = {QStringLiteral("id")};
    r.columns = {QStringLiteral("id"), QStringLiteral("amount")};
    r.limit = 50;
    // In lower case, as a user may paste it: found by the upper-case spelling's index lookup.
    RangeFilter m{QStringLiteral("id"), id.toLower(), id.toLower()};
    m.letterCase = LetterCase::Any;
    bool found = false;
    const Page p = s->pageAtMatch(r, {m}, &found);
    QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
    QVERIFY(found);
    QCOMPARE(p.rows.first().first().toString(), id);
    QCOMPARE(p.rows.size(), 50);
    QCOMPARE(s->countBefore(r, p.firstKey).value_or(-1), qint64(4321));
}

// A view and a table without a primary key have no key: pages are read from the start, each
// row's key its position, as SQLite's views are.
void TstPgPager::viewsAndUnkeyedTables()
{
    const std::unique_ptr<PgSource> s = openReader();
    QVERIFY(s);
    PageRequest r;
    r.table = QStringLiteral("ranked_thirds");
    r.columns = {QStringLiteral("id"), QStringLiteral("label")};
    r.limit = 100;
    QString error;
    QCOMPARE(walk(*s, r, false, &error),
             sqlColumn(fx_.super(), QStringLiteral("SELECT id FROM ranked WHERE id % 3 = 0 "
                                                   "ORDER BY id")));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    r.direction = PageDirection::Last;
    QVERIFY(!s->fetchPage(r).error.isEmpty()); // a view's end is reached by paging forward

    // Go to a row of the view: the page of matching rows, at the row's position.
    RangeFilter m{QStringLiteral("label"), QStringLiteral("row 300"), QStringLiteral("row 300")};
    bool found = false;
    const Page at = s->pageAtMatch(r, {m}, &found);
    QVERIFY2(at.error.isEmpty(), qPrintable(at.error));
    QVERIFY(found);
    QCOMPARE(at.rows.first().first().toLongLong(), qint64(300));
    r.direction = PageDirection::After;
    r.key = {QVariant(qint64(149))};
    const Page next = s->fetchPage(r);
    QCOMPARE(next.rows.first().first().toLongLong(), qint64(151 * 3)); // position 150
    QCOMPARE(s->countBefore(r, next.firstKey).value_or(-1), qint64(150));

    PageRequest u;
    u.table = QStringLiteral("unkeyed");
    u.columns = {QStringLiteral("n")};
    u.limit = 200;
    QStringList got = walk(*s, u, false, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList want = sqlColumn(fx_.super(), QStringLiteral("SELECT n FROM unkeyed"));
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
    QCOMPARE(got, want);
}

QTEST_MAIN(TstPgPager)
#include "tst_pgpager.moc"
