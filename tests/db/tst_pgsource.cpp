// PostgreSQL's side of the Source seam on the test's own server, read as the SELECT-only role:
// the schema against plain SQL on pg_catalog, a full profile's v4/v7 counts against GROUP BY on
// the server, the sample's design and interval, keyset pages against ORDER BY, and after every
// test the proof that nothing was written (next transaction ID, relations, write counters).
#include "analysis/profiler.h"
#include "db/pgsource.h"
#include "ids/format.h"
#include "pgfixture.h"

#include <QSet>
#include <QTest>

using namespace idscope;
using namespace idscope::db;

namespace {

constexpr int kOldV4 = 3000;
constexpr int kNewV7 = 5000;
constexpr int kSkewedV4 = 160000;
constexpr int kSkewedV7 = 240000;

std::unique_ptr<PgSource> openReader(const testpg::Cluster& c)
{
    QString error;
    std::unique_ptr<PgSource> s = PgSource::open(c.readerUri(), &error);
    if (!s)
        qWarning("cannot open: %s", qPrintable(error));
    return s;
}

qint64 countOf(const analysis::ColumnProfile& p, Format f)
{
    qint64 n = 0;
    for (const analysis::FormatCount& c : p.formats)
        n += c.format == f ? c.count : 0;
    return n;
}

const analysis::ColumnProfile* columnOf(const analysis::TableProfile& t, const QString& name)
{
    for (const analysis::ColumnProfile& c : t.columns) {
        if (c.column == name)
            return &c;
    }
    return nullptr;
}

// Empty when the sample's v7 share of column `id` is an estimate whose 95 % interval holds
// `truth` (and, with `maxMargin`, is no wider than that), else what is wrong.
QString v7ShareMisses(const analysis::TableProfile& p, double truth, double maxMargin = 1)
{
    const analysis::ColumnProfile* id = columnOf(p, QStringLiteral("id"));
    if (!id)
        return QStringLiteral("no column id");
    for (const analysis::FormatShare& f : analysis::formatShares(*id)) {
        if (f.format != Format::UuidV7)
            continue;
        if (f.share.exact)
            return QStringLiteral("exact, not an estimate");
        if (!(f.share.low <= truth && truth <= f.share.high) || f.share.margin() > maxMargin)
            return QStringLiteral("%1 not in [%2, %3] or margin > %4")
                .arg(truth)
                .arg(f.share.low)
                .arg(f.share.high)
                .arg(maxMargin);
        return {};
    }
    return QStringLiteral("no v7 share");
}

// The key of every row of `table` through the pager, `limit` rows a page, forward or back.
QStringList walk(PgSource& s, const QString& table, const QStringList& key, int limit,
                 bool backwards, bool* ok)
{
    PageRequest r;
    r.table = table;
    r.keyColumns = key;
    r.columns = key;
    r.limit = limit;
    r.direction = backwards ? PageDirection::Last : PageDirection::First;
    QStringList out;
    for (int guard = 0; guard < 10000; ++guard) {
        const Page p = s.fetchPage(r);
        if (!p.error.isEmpty()) {
            qWarning("page: %s", qPrintable(p.error));
            *ok = false;
            return out;
        }
        QStringList keys;
        for (const QVariantList& k : p.keys) {
            const QVariant v = k.value(0);
            keys << (v.typeId() == QMetaType::QByteArray ? testpg::uuidText(v.toByteArray())
                                                         : v.toString());
        }
        out = backwards ? keys + out : out + keys;
        if (backwards ? p.atStart : p.atEnd)
            break;
        r.direction = backwards ? PageDirection::Before : PageDirection::After;
        r.key = backwards ? p.firstKey : p.lastKey;
    }
    *ok = true;
    return out;
}

} // namespace

class TstPgSource : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void schemaMatchesCatalog();
    void constraintsAndIndexes();
    void fullProfileMatchesGroupBy();
    void sampleIsUniform();
    void sampleMatchesTheTruth_data();
    void sampleMatchesTheTruth();
    void pagesMatchOrderBy_data();
    void pagesMatchOrderBy();
    void positionsAndDescending();

private:
    testpg::Fixture fx_;
};

void TstPgSource::initTestCase()
{
    START_PG_FIXTURE(fx_, [](testpg::Session& setup) {
        return testpg::createEventTables(setup, 300) &&
               testpg::createMixedUuidTable(setup, kOldV4, kNewV7) &&
               testpg::createUlidTable(setup, 400) && testpg::createSnowflakeTable(setup, 500) &&
               // Old rows v4 in the first pages, new rows v7 in the last: too many pages for a
               // Bernoulli scan to be the cheaper draw, so the sample is drawn by row address.
               setup.exec(
                   QStringLiteral(
                       "CREATE TABLE skewed (id uuid PRIMARY KEY, n int NOT NULL);"
                       "INSERT INTO skewed SELECT gen_random_uuid(), g FROM generate_series(1, %1) "
                       "g;"
                       "INSERT INTO skewed SELECT (lpad(to_hex(1700000000000 + g * 1000), 12, '0') "
                       "|| '7' || substr(md5(g::text), 1, 3) || '8' || substr(md5(g::text), 4, 15))"
                       "::uuid, g FROM generate_series(%1 + 1, %2) g;"
                       "ANALYZE skewed; GRANT SELECT ON skewed TO idscope_reader;")
                       .arg(kSkewedV4)
                       .arg(kSkewedV4 + kSkewedV7));
    });
}

void TstPgSource::init()
{
    fx_.mark();
}

void TstPgSource::cleanup()
{
    VERIFY_NOTHING_WRITTEN(fx_);
}

void TstPgSource::schemaMatchesCatalog()
{
    const std::unique_ptr<PgSource> src = openReader(fx_.cluster());
    QVERIFY(src);
    const Schema s = src->readSchema();
    QVERIFY2(s.error.isEmpty(), qPrintable(s.error));
    // Tables: what the reader may read in the user's schemas.
    QStringList expected;
    for (const QStringList& row : fx_.super().rows(QStringLiteral(
             "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
             "WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') AND "
             "has_table_privilege('idscope_reader', c.oid, 'SELECT') ORDER BY 1")))
        expected << row.value(0);
    QStringList got;
    for (const TableInfo& t : s.tables)
        got << t.name;
    got.sort();
    QCOMPARE(got, expected);
    QVERIFY(got.contains(QStringLiteral("mixed_accounts")));
    // Columns with format_type's spelling, in order; the primary key; the row estimate.
    for (const TableInfo& t : s.tables) {
        QStringList cols;
        for (const ColumnInfo& c : t.columns)
            cols << c.name + QLatin1Char(' ') + c.declaredType;
        QStringList server;
        for (const QStringList& row : fx_.super().rows(
                 QStringLiteral("SELECT attname || ' ' || format_type(atttypid, atttypmod) FROM "
                                "pg_attribute WHERE attrelid = 'public.%1'::regclass AND attnum "
                                "> 0 AND NOT attisdropped ORDER BY attnum")
                     .arg(t.relationName)))
            server << row.value(0);
        QCOMPARE(cols, server);
        QStringList pk;
        for (const QStringList& row : fx_.super().rows(
                 QStringLiteral("SELECT a.attname FROM pg_index i, unnest(i.indkey) WITH "
                                "ORDINALITY k(n, o) JOIN pg_attribute a ON a.attnum = k.n WHERE "
                                "i.indisprimary AND i.indrelid = 'public.%1'::regclass AND "
                                "a.attrelid = i.indrelid ORDER BY k.o")
                     .arg(t.relationName)))
            pk << row.value(0);
        QCOMPARE(t.primaryKey(), pk);
        const qint64 tuples = fx_.super().scalar(
            QStringLiteral("SELECT reltuples::int8 FROM pg_class WHERE oid = 'public.%1'::regclass")
                .arg(t.relationName));
        QCOMPARE(t.approxRows.value_or(-1), tuples);
    }
    const TableInfo* m = s.table(QStringLiteral("mixed_accounts"));
    QVERIFY(m);
    QCOMPARE(m->column(QStringLiteral("id"))->declaredType, QStringLiteral("uuid"));
    QVERIFY(!m->hasRowid());
    QVERIFY(!src->hasRowLocator(*m));
}

void TstPgSource::constraintsAndIndexes()
{
    const std::unique_ptr<PgSource> src = openReader(fx_.cluster());
    QVERIFY(src);
    const Schema s = src->readSchema();
    const TableInfo* er = s.table(QStringLiteral("event_record"));
    QVERIFY(er);
    // The v7-only CHECK, as the server spells it.
    const QString check = fx_.super().value(
        QStringLiteral("SELECT pg_get_constraintdef(oid, true) FROM pg_constraint WHERE conname = "
                       "'event_id_v7' AND conrelid = 'public.event_record'::regclass"));
    QVERIFY(!check.isEmpty());
    bool found = false;
    for (const CheckInfo& c : er->checks)
        found = found || (c.name == u"event_id_v7" && c.sql == check);
    QVERIFY(found);
    // Indexes of every table, by name, with uniqueness and partiality.
    for (const TableInfo& t : s.tables) {
        QStringList server;
        for (const QStringList& row : fx_.super().rows(
                 QStringLiteral(
                     "SELECT c.relname || ' ' || i.indisunique || ' ' || "
                     "(i.indpred IS NOT NULL) FROM pg_index i JOIN pg_class c ON c.oid "
                     "= i.indexrelid WHERE i.indrelid = 'public.%1'::regclass ORDER BY 1")
                     .arg(t.relationName)))
            server << row.value(0);
        QStringList got;
        for (const IndexInfo& ix : t.indexes)
            got << ix.name + (ix.unique ? QStringLiteral(" true") : QStringLiteral(" false")) +
                       (ix.partial ? QStringLiteral(" true") : QStringLiteral(" false"));
        got.sort();
        QCOMPARE(got, server);
    }
    // Foreign keys: event_delivery references event_record.
    const TableInfo* ed = s.table(QStringLiteral("event_delivery"));
    QVERIFY(ed);
    const qint64 fks = fx_.super().scalar(QStringLiteral(
        "SELECT count(*) FROM pg_constraint WHERE contype = 'f' AND conrelid = "
        "'public.event_delivery'::regclass AND confrelid = 'public.event_record'::regclass"));
    QVERIFY(fks > 0);
    qint64 got = 0;
    for (const ForeignKey& fk : ed->foreignKeys)
        got += fk.table == u"event_record" ? 1 : 0;
    QCOMPARE(got, fks);
}

void TstPgSource::fullProfileMatchesGroupBy()
{
    const std::unique_ptr<PgSource> src = openReader(fx_.cluster());
    QVERIFY(src);
    const Schema s = src->readSchema();
    analysis::ProfileOptions o;
    o.full = true;
    o.nowMs = 1893456000000; // 2030-01-01
    const analysis::TableProfile p =
        analysis::profileTable(*src, s, QStringLiteral("mixed_accounts"), o);
    QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
    QVERIFY(p.complete);
    QCOMPARE(p.rows, fx_.super().scalar(QStringLiteral("SELECT count(*) FROM mixed_accounts")));
    const analysis::ColumnProfile* id = columnOf(p, QStringLiteral("id"));
    QVERIFY(id);
    QCOMPARE(id->storage[4], p.rows); // every uuid came as 16 blob bytes
    QCOMPARE(countOf(*id, Format::UuidV4),
             fx_.super().scalar(QStringLiteral(
                 "SELECT count(*) FROM mixed_accounts WHERE substr(id::text, 15, 1) = '4'")));
    QCOMPARE(countOf(*id, Format::UuidV7),
             fx_.super().scalar(QStringLiteral(
                 "SELECT count(*) FROM mixed_accounts WHERE substr(id::text, 15, 1) = '7'")));
    // created_at (timestamptz) is read as an instant column.
    const analysis::ColumnProfile* at = columnOf(p, QStringLiteral("created_at"));
    QVERIFY(at);
    QCOMPARE(at->role, analysis::ColumnRole::Time);
    // Stored sizes are the server's, not those of the forms a read gives (a timestamptz comes
    // as 27 characters of RFC 3339 text), and a native fixed-width type is not offered a
    // "more compact" SQLite spelling.
    for (const analysis::ColumnProfile* c : {id, at}) {
        const QString size =
            fx_.super().value(QStringLiteral("SELECT avg(pg_column_size(%1))::float8 FROM "
                                             "mixed_accounts")
                                  .arg(c->column));
        QCOMPARE(c->avgStoredBytes, size.toDouble());
        QVERIFY2(c->otherRepresentationNote.isEmpty(), qPrintable(c->otherRepresentationNote));
    }
}

void TstPgSource::sampleIsUniform()
{
    const std::unique_ptr<PgSource> src = openReader(fx_.cluster());
    QVERIFY(src);
    const Schema s = src->readSchema();
    analysis::ProfileOptions o;
    o.nowMs = 1893456000000;
    const analysis::TableProfile p =
        analysis::profileTable(*src, s, QStringLiteral("mixed_accounts"), o);
    QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
    QVERIFY(p.design.isSample());
    QVERIFY(!p.complete);
    QVERIFY2(p.rows > 700 && p.rows < 1300, qPrintable(QString::number(p.rows)));
    // A table this small is counted exactly beside the sample.
    QVERIFY(p.rowsExact);
    QCOMPARE(p.estimatedRows,
             fx_.super().scalar(QStringLiteral("SELECT count(*) FROM mixed_accounts")));
    QCOMPARE(p.design.population, qint64(kOldV4 + kNewV7));
    // The v7 share of the whole table lies in the sample's interval (the first 3,000 rows are
    // v4: a sample of the first or last rows would miss it by far).
    const QString miss = v7ShareMisses(p, double(kNewV7) / double(kOldV4 + kNewV7));
    QVERIFY2(miss.isEmpty(), qPrintable(miss));
}

// The sample's v7 share and count against the whole table's, counted by SQL on the server:
// the truth lies within the stated 95 % intervals. A small table's sample is listed by one
// Bernoulli scan; the large one's by row address, which reads no more than the sample's rows
// (the server's sequential-read counter moves by the first-rows probe only, not by a scan).
void TstPgSource::sampleMatchesTheTruth_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<bool>("byAddress");
    QTest::newRow("small table, Bernoulli scan") << "mixed_accounts" << false;
    QTest::newRow("400,000 rows, by row address") << "skewed" << true;
}

void TstPgSource::sampleMatchesTheTruth()
{
    QFETCH(QString, table);
    QFETCH(bool, byAddress);
    const QString countsSql = QStringLiteral("SELECT coalesce(sum(seq_tup_read), 0)::int8 FROM "
                                             "pg_stat_user_tables WHERE relname = '%1'")
                                  .arg(table);
    const qint64 seqBefore = fx_.super().scalar(countsSql);
    const QString blocksSql = QStringLiteral("SELECT (heap_blks_read + heap_blks_hit)::int8 FROM "
                                             "pg_statio_user_tables WHERE relname "
                                             "= '%1'")
                                  .arg(table);
    const qint64 blocksBefore = fx_.super().scalar(blocksSql);
    analysis::TableProfile p;
    {
        const std::unique_ptr<PgSource> src = openReader(fx_.cluster());
        QVERIFY(src);
        analysis::ProfileOptions o;
        o.nowMs = 1893456000000;
        p = analysis::profileTable(*src, src->readSchema(), table, o);
    }
    QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
    // Before this session's own counts below read the table.
    QVERIFY(testpg::otherSessionsGone(fx_.super()));
    const qint64 seqRead = fx_.super().scalar(countsSql) - seqBefore;
    const qint64 blocksRead = fx_.super().scalar(blocksSql) - blocksBefore;
    QVERIFY(p.design.isSample());
    QVERIFY(!p.complete);
    QVERIFY2(p.rows > 800 && p.rows < 1400, qPrintable(QString::number(p.rows)));
    const qint64 total = fx_.super().scalar(QStringLiteral("SELECT count(*) FROM ") + table);
    const qint64 v7 = fx_.super().scalar(
        QStringLiteral("SELECT count(*) FROM %1 WHERE substr(id::text, 15, 1) = '7'").arg(table));
    QVERIFY(v7 > 0 && v7 < total);
    // Within the interval, which is the sample's and not a vacuous one.
    const QString miss = v7ShareMisses(p, double(v7) / double(total), 0.05);
    QVERIFY2(miss.isEmpty(), qPrintable(miss));
    if (byAddress) {
        QVERIFY2(seqRead <= 1001, qPrintable(QString::number(seqRead)));
        // Pages read (with repeats): the addresses probed and the passes' rows, fewer than two
        // reads of the table (a Bernoulli sample read by each of a profile's passes is three).
        const qint64 pages = fx_.super().scalar(
            QStringLiteral("SELECT pg_relation_size('%1') / current_setting('block_size')::int8")
                .arg(table));
        qInfo("sample of %lld rows: %lld page reads, the table has %lld pages", qlonglong(p.rows),
              qlonglong(blocksRead), qlonglong(pages));
        QVERIFY2(blocksRead < 2 * pages, qPrintable(QString::number(blocksRead)));
        QCOMPARE(p.estimatedRows, total); // reltuples after ANALYZE
    }
}

void TstPgSource::pagesMatchOrderBy_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("order");
    QTest::addColumn<int>("limit");
    QTest::addColumn<bool>("backwards");
    QTest::newRow("uuid forward") << "mixed_accounts"
                                  << "id::text" << 701 << false;
    QTest::newRow("uuid backward") << "mixed_accounts"
                                   << "id::text" << 499 << true;
    QTest::newRow("bigint forward") << "tweets"
                                    << "id::text" << 64 << false;
    QTest::newRow("text backward") << "ulid_orders"
                                   << "id" << 37 << true;
}

void TstPgSource::pagesMatchOrderBy()
{
    QFETCH(QString, table);
    QFETCH(QString, order);
    QFETCH(int, limit);
    QFETCH(bool, backwards);
    const std::unique_ptr<PgSource> src = openReader(fx_.cluster());
    QVERIFY(src);
    bool ok = false;
    const QStringList got = walk(*src, table, {QStringLiteral("id")}, limit, backwards, &ok);
    QVERIFY(ok);
    QStringList expected;
    for (const QStringList& row :
         fx_.super().rows(QStringLiteral("SELECT %1 FROM %2 ORDER BY id").arg(order, table)))
        expected << row.value(0);
    QCOMPARE(got.size(), expected.size());
    QCOMPARE(got, expected);
}

void TstPgSource::positionsAndDescending()
{
    const std::unique_ptr<PgSource> src = openReader(fx_.cluster());
    QVERIFY(src);
    PageRequest r;
    r.table = QStringLiteral("tweets");
    r.keyColumns = {QStringLiteral("id")};
    r.columns = {QStringLiteral("id"), QStringLiteral("body")};
    r.limit = 50;
    r.descending = true;
    const Page first = src->fetchPage(r);
    QVERIFY2(first.error.isEmpty(), qPrintable(first.error));
    QStringList got;
    for (const QVariantList& row : first.rows)
        got << row.value(0).toString() + QLatin1Char(' ') + row.value(1).toString();
    QStringList expected;
    for (const QStringList& row : fx_.super().rows(QStringLiteral(
             "SELECT id::text || ' ' || body FROM tweets ORDER BY id DESC LIMIT 50")))
        expected << row.value(0);
    QCOMPARE(got, expected);
    QVERIFY(first.atStart);
    QVERIFY(!first.atEnd);
    // The position of a key: rows before it in the page order.
    r.descending = false;
    const QVariantList key = first.keys.value(10);
    QCOMPARE(src->countBefore(r, key).value_or(-1),
             fx_.super().scalar(QStringLiteral("SELECT count(*) FROM tweets WHERE id < %1")
                                    .arg(key.value(0).toLongLong())));
    QCOMPARE(src->countMatching(r).value_or(-1),
             fx_.super().scalar(QStringLiteral("SELECT count(*) FROM tweets")));
}

QTEST_GUILESS_MAIN(TstPgSource)
#include "tst_pgsource.moc"
