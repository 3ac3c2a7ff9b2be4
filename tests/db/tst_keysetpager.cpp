// fetchPage() and friends against tables built in code. Every walk (forward from First, backward
// from Last, from a key in the middle) is compared with the whole table read by plain SQL on a
// separate writable connection, and every filter with a brute-force filter written here.
#include "db/connection.h"
#include "db/keysetpager.h"
#include "db/schema.h"
#include "db/sqlnames.h"
#include "sqlitefixture.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace idscope::db;
using testdb::Snapshot;

namespace {

// Tables of every kind the pager must handle; `key` is how plain SQL orders them.
const char kSchema[] = R"sql(
CREATE TABLE plain (a TEXT, b INTEGER, c BLOB, d REAL, e);
CREATE INDEX plain_b ON plain(b);
CREATE TABLE alias (id INTEGER PRIMARY KEY, v TEXT);
CREATE TABLE comp (g TEXT NOT NULL, k NOT NULL, v, PRIMARY KEY (g, k)) WITHOUT ROWID;
CREATE TABLE nocase (name TEXT COLLATE NOCASE PRIMARY KEY, n INTEGER) WITHOUT ROWID;
CREATE TABLE "we""ird tab" ("select" TEXT, "a ""b""" INTEGER, "ключ" TEXT, rowid TEXT);
CREATE TABLE "ключи" ("order" INTEGER NOT NULL, "где ""x""" TEXT NOT NULL, "val ue" BLOB,
                      PRIMARY KEY ("order" DESC, "где ""x""")) WITHOUT ROWID;
CREATE TABLE empty (x INTEGER, y TEXT);
CREATE VIEW plain_view AS SELECT a, b FROM plain WHERE b IS NOT NULL;
)sql";

QVariant mixedValue(QRandomGenerator& g, int i)
{
    switch (g.bounded(6)) {
    case 0:
        return QVariant();
    case 1:
        return QVariant(qlonglong(g.bounded(1000)) - 500);
    case 2:
        return QVariant(double(g.bounded(10000)) / 7.0);
    case 3:
        return QVariant(QStringLiteral("t%1").arg(g.bounded(500)));
    case 4:
        return QVariant(QByteArray::number(i, 16));
    default:
        return QVariant(qlonglong(std::numeric_limits<qint64>::max() - i));
    }
}

QByteArray randomBlob(QRandomGenerator& g, int n)
{
    QByteArray b(n, Qt::Uninitialized);
    for (char& c : b)
        c = char(g.bounded(256));
    return b;
}

void build(const QString& path)
{
    testdb::Writer w(path);
    QVERIFY(w.ok());
    QVERIFY(w.exec(QString::fromUtf8(kSchema)));
    QRandomGenerator g(4);
    QList<QVariantList> rows;
    for (int i = 0; i < 1037; ++i) {
        const QVariant a = i % 11 == 0 ? QVariant() : QVariant(QStringLiteral("row %1").arg(i));
        const QVariant b = i % 13 == 0 ? QVariant() : QVariant(qlonglong(g.bounded(200)));
        const QVariant c = i % 17 == 0 ? QVariant() : QVariant(randomBlob(g, 16));
        const QVariant d = i % 5 == 0 ? QVariant() : QVariant(double(i) / 3.0);
        rows << QVariantList{a, b, c, d, mixedValue(g, i)};
    }
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO plain VALUES (?, ?, ?, ?, ?)"), rows));
    // Holes in the rowid sequence.
    QVERIFY(w.exec(QStringLiteral("DELETE FROM plain WHERE rowid % 29 = 3")));

    rows.clear();
    for (int i = 0; i < 300; ++i) {
        const qlonglong id = i < 10 ? qlonglong(-1000 + i)
                                    : std::numeric_limits<qint64>::max() - qlonglong(i) * 7919;
        rows << QVariantList{QVariant(id), QVariant(QStringLiteral("v%1").arg(i))};
    }
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO alias VALUES (?, ?)"), rows));

    rows.clear();
    for (int i = 0; i < 400; ++i) {
        const QVariant gval = QStringLiteral("group %1").arg(i % 7);
        const QVariant k = mixedValue(g, i); // every storage class in one key column
        rows << QVariantList{gval, k.isNull() ? QVariant(qlonglong(i)) : k, QVariant(qlonglong(i))};
    }
    // Duplicates of (g, k) are skipped.
    QVERIFY(w.insertRows(QStringLiteral("INSERT OR IGNORE INTO comp VALUES (?, ?, ?)"), rows));

    rows.clear();
    for (int i = 0; i < 120; ++i) {
        QString name = QStringLiteral("Name%1").arg(i * 37 % 1000);
        if (i % 3 == 0)
            name = name.toLower();
        rows << QVariantList{name, QVariant(qlonglong(i))};
    }
    QVERIFY(w.insertRows(QStringLiteral("INSERT OR IGNORE INTO nocase VALUES (?, ?)"), rows));

    rows.clear();
    for (int i = 0; i < 90; ++i)
        rows << QVariantList{QStringLiteral("sel%1").arg(i), QVariant(qlonglong(i * 3)),
                             QStringLiteral("значение %1").arg(i),
                             QStringLiteral("not the rowid %1").arg(90 - i)};
    QVERIFY(
        w.insertRows(QStringLiteral("INSERT INTO \"we\"\"ird tab\" VALUES (?, ?, ?, ?)"), rows));

    rows.clear();
    for (int i = 0; i < 150; ++i)
        rows << QVariantList{QVariant(qlonglong(i % 10)),
                             QStringLiteral("ключ %1 | \"%2\"").arg(i).arg(i % 4),
                             i % 4 ? QVariant(randomBlob(g, 3)) : QVariant()};
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO \"ключи\" VALUES (?, ?, ?)"), rows));
}

QString quoted(const QStringList& names)
{
    QStringList q;
    for (const QString& n : names)
        q << quoteIdentifier(n);
    return q.join(QStringLiteral(", "));
}

// Key and row of each row, as paged: [key…, column…].
QList<QVariantList> flatten(const Page& p)
{
    QList<QVariantList> out;
    for (qsizetype i = 0; i < p.rows.size(); ++i)
        out << p.keys[i] + p.rows[i];
    return out;
}

} // namespace

class TestKeysetPager : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void keys();
    void walk_data();
    void walk();
    void filter_data();
    void filter();
    void filteredOrder();
    void sorted_data();
    void sorted();
    void rowids();
    void findKeyLooksUp();
    void view();
    void errors();

private:
    std::unique_ptr<Connection> open();
    QTemporaryDir dir_;
    QString path_;
    std::unique_ptr<Snapshot> snap_;
    Schema schema_;
};

void TestKeysetPager::initTestCase()
{
    QVERIFY(dir_.isValid());
    path_ = dir_.filePath(QStringLiteral("pager.sqlite"));
    build(path_);
    if (QTest::currentTestFailed())
        return;
    snap_ = std::make_unique<Snapshot>(path_);
    auto c = open();
    QVERIFY(c);
    schema_ = readSchema(*c);
    QVERIFY2(schema_.error.isEmpty(), qPrintable(schema_.error));
}

void TestKeysetPager::cleanupTestCase()
{
    QVERIFY(snap_);
    VERIFY_UNCHANGED(*snap_);
}

std::unique_ptr<Connection> TestKeysetPager::open()
{
    OpenError e = OpenError::None;
    QString m;
    auto c = Connection::open(path_, &e, &m);
    if (!c)
        qWarning("open failed: %s", qPrintable(m));
    return c;
}

void TestKeysetPager::keys()
{
    auto key = [this](const char* t) {
        return keyColumnsFor(*schema_.table(QString::fromUtf8(t)));
    };
    QCOMPARE(key("plain"), QStringList{QStringLiteral("rowid")});
    QCOMPARE(key("alias"), QStringList{QStringLiteral("id")});
    QCOMPARE(key("comp"), (QStringList{QStringLiteral("g"), QStringLiteral("k")}));
    QCOMPARE(key("we\"ird tab"), QStringList{QStringLiteral("_rowid_")});
    QCOMPARE(key("ключи"), (QStringList{QStringLiteral("order"), QStringLiteral("где \"x\"")}));
    QCOMPARE(key("plain_view"), QStringList());
    QVERIFY(isOrderedBy(*schema_.table(QStringLiteral("plain")), QStringLiteral("b")));
    QVERIFY(!isOrderedBy(*schema_.table(QStringLiteral("plain")), QStringLiteral("a")));
    QVERIFY(isOrderedBy(*schema_.table(QStringLiteral("alias")), QStringLiteral("id")));
}

void TestKeysetPager::walk_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<int>("limit");
    const char* tables[] = {"plain", "alias", "comp", "nocase", "we\"ird tab", "ключи", "empty"};
    for (const char* t : tables) {
        for (int limit : {1, 7, 100, 5000}) {
            if (limit == 1 && QByteArray(t) == "plain")
                continue; // 1,000 single-row pages add time, not coverage
            QTest::addRow("%s/%d", t, limit) << QString::fromUtf8(t) << limit;
        }
    }
}

void TestKeysetPager::walk()
{
    QFETCH(QString, table);
    QFETCH(int, limit);
    const TableInfo* info = schema_.table(table);
    QVERIFY(info);
    PageRequest r;
    r.table = table;
    r.keyColumns = keyColumnsFor(*info);
    for (const ColumnInfo& col : info->columns)
        r.columns << col.name;
    r.limit = limit;

    testdb::Writer w(path_);
    const QString q = quoteIdentifier(table);
    // ORDER BY each key column in its own collation, ascending: what SQLite's key order is.
    const QList<QVariantList> expected =
        w.rows(QStringLiteral("SELECT %1, %2 FROM %3 ORDER BY %1")
                   .arg(quoted(r.keyColumns), quoted(r.columns), q));
    QCOMPARE(qsizetype(w.scalar(QStringLiteral("SELECT count(*) FROM ") + q)), expected.size());

    auto c = open();
    QVERIFY(c);

    // Forward.
    QList<QVariantList> seen;
    r.direction = PageDirection::First;
    for (int guard = 0; guard < 100000; ++guard) {
        const Page p = fetchPage(*c, r);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QVERIFY(p.rows.size() <= limit);
        QCOMPARE(p.atStart, seen.isEmpty());
        seen += flatten(p);
        if (p.atEnd)
            break;
        QVERIFY(!p.rows.isEmpty());
        r.direction = PageDirection::After;
        r.key = p.lastKey;
    }
    QCOMPARE(seen, expected);

    // Backward.
    seen.clear();
    r.direction = PageDirection::Last;
    r.key.clear();
    for (int guard = 0; guard < 100000; ++guard) {
        const Page p = fetchPage(*c, r);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QCOMPARE(p.atEnd, seen.isEmpty());
        if (seen.isEmpty()) // the Last page is the tail
            QCOMPARE(flatten(p), expected.mid(std::max<qsizetype>(0, expected.size() - limit)));
        seen = flatten(p) + seen;
        if (p.atStart)
            break;
        r.direction = PageDirection::Before;
        r.key = p.firstKey;
    }
    QCOMPARE(seen, expected);

    // From a key in the middle: At-or-after lands on it, After skips it, Before ends at it.
    if (expected.size() > 2) {
        const qsizetype mid = expected.size() / 2;
        const qsizetype nk = r.keyColumns.size();
        r.key = expected[mid].mid(0, nk);
        r.direction = PageDirection::AtOrAfter;
        Page p = fetchPage(*c, r);
        QCOMPARE(flatten(p), expected.mid(mid, limit));
        QCOMPARE(p.atStart, false);
        QCOMPARE(p.atEnd, mid + limit >= expected.size());
        r.direction = PageDirection::After;
        p = fetchPage(*c, r);
        QCOMPARE(flatten(p), expected.mid(mid + 1, limit));
        r.direction = PageDirection::Before;
        p = fetchPage(*c, r);
        const qsizetype from = std::max<qsizetype>(0, mid - limit);
        QCOMPARE(flatten(p), expected.mid(from, mid - from));
        QCOMPARE(p.atStart, from == 0);
        QCOMPARE(p.atEnd, false);
    }
    // Past either end: an empty page that says where it is.
    if (!expected.isEmpty()) {
        r.key = expected.last().mid(0, r.keyColumns.size());
        r.direction = PageDirection::After;
        const Page p = fetchPage(*c, r);
        QVERIFY(p.rows.isEmpty());
        QVERIFY(p.atEnd);
        QVERIFY(!p.atStart);
    }
    QCOMPARE(countMatching(*c, r), std::optional<qint64>(expected.size()));
}

void TestKeysetPager::filter_data()
{
    QTest::addColumn<QString>("column");
    QTest::addColumn<QVariant>("lower");
    QTest::addColumn<QVariant>("upper");
    QTest::addColumn<int>("limit");
    const QVariant none;
    QTest::newRow("int range") << "b" << QVariant(qlonglong(40)) << QVariant(qlonglong(90)) << 13;
    QTest::newRow("int equal") << "b" << QVariant(qlonglong(77)) << QVariant(qlonglong(77)) << 2;
    QTest::newRow("int from") << "b" << QVariant(qlonglong(150)) << none << 50;
    QTest::newRow("int to") << "b" << none << QVariant(qlonglong(10)) << 7;
    QTest::newRow("int none") << "b" << QVariant(qlonglong(500)) << QVariant(qlonglong(600)) << 7;
    QTest::newRow("blob range") << "c" << QVariant(QByteArray::fromHex("40"))
                                << QVariant(QByteArray::fromHex("9fffffff")) << 33;
    QTest::newRow("text range") << "a" << QVariant(QStringLiteral("row 2"))
                                << QVariant(QStringLiteral("row 5")) << 40;
    // A mixed column: a TEXT bound matches only TEXT values, an integer bound only numbers.
    QTest::newRow("mixed text") << "e" << QVariant(QStringLiteral("t1"))
                                << QVariant(QStringLiteral("t3")) << 9;
    QTest::newRow("mixed int") << "e" << QVariant(qlonglong(-100)) << QVariant(qlonglong(100)) << 9;
}

namespace {

// SQLite's ordering of storage classes and values, for the brute-force filter: NULL < numbers
// < TEXT < BLOB (BINARY collation).
int storageRank(const QVariant& v)
{
    if (!v.isValid() || v.isNull())
        return 0;
    switch (v.typeId()) {
    case QMetaType::LongLong:
    case QMetaType::Double:
        return 1;
    case QMetaType::QString:
        return 2;
    default:
        return 3;
    }
}

int compareValues(const QVariant& a, const QVariant& b)
{
    const int ra = storageRank(a);
    const int rb = storageRank(b);
    if (ra != rb)
        return ra < rb ? -1 : 1;
    switch (ra) {
    case 0:
        return 0;
    case 1:
        if (a.typeId() == QMetaType::LongLong && b.typeId() == QMetaType::LongLong)
            return a.toLongLong() < b.toLongLong() ? -1 : a.toLongLong() > b.toLongLong();
        return a.toDouble() < b.toDouble() ? -1 : a.toDouble() > b.toDouble();
    case 2: {
        const QByteArray x = a.toString().toUtf8();
        const QByteArray y = b.toString().toUtf8();
        return x < y ? -1 : x > y;
    }
    default: {
        const QByteArray x = a.toByteArray();
        const QByteArray y = b.toByteArray();
        return x < y ? -1 : x > y;
    }
    }
}

bool inRange(const QVariant& v, const QVariant& lo, const QVariant& hi)
{
    if (storageRank(v) == 0)
        return false;
    return (!lo.isValid() || compareValues(v, lo) >= 0) &&
           (!hi.isValid() || compareValues(v, hi) <= 0);
}

} // namespace

void TestKeysetPager::filter()
{
    QFETCH(QString, column);
    QFETCH(QVariant, lower);
    QFETCH(QVariant, upper);
    QFETCH(int, limit);
    testdb::Writer w(path_);
    const QList<QVariantList> all =
        w.rows(QStringLiteral("SELECT rowid, * FROM plain ORDER BY rowid"));
    const int ci = QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"),
                               QStringLiteral("d"), QStringLiteral("e")}
                       .indexOf(column) +
                   1;
    QList<QVariantList> expected;
    for (const QVariantList& row : all) {
        if (inRange(row[ci], lower, upper))
            expected << row;
    }

    auto c = open();
    QVERIFY(c);
    PageRequest r;
    r.table = QStringLiteral("plain");
    r.keyColumns = {QStringLiteral("rowid")};
    r.columns = QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"),
                            QStringLiteral("d"), QStringLiteral("e")};
    r.limit = limit;
    r.filter = {column, lower, upper};
    QList<QVariantList> seen;
    for (int guard = 0; guard < 10000; ++guard) {
        const Page p = fetchPage(*c, r);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        seen += flatten(p);
        if (p.atEnd)
            break;
        r.direction = PageDirection::After;
        r.key = p.lastKey;
    }
    QCOMPARE(seen, expected);
    QCOMPARE(countMatching(*c, r), std::optional<qint64>(expected.size()));

    // Backward through the same filter gives the same rows.
    seen.clear();
    r.direction = PageDirection::Last;
    for (int guard = 0; guard < 10000; ++guard) {
        const Page p = fetchPage(*c, r);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        seen = flatten(p) + seen;
        if (p.atStart)
            break;
        r.direction = PageDirection::Before;
        r.key = p.firstKey;
    }
    QCOMPARE(seen, expected);
}

// The browser's filtered order: (filter column, rowid), so an index on the column delivers the
// rows in order. Compared with a brute-force sort.
void TestKeysetPager::filteredOrder()
{
    testdb::Writer w(path_);
    const QList<QVariantList> all = w.rows(QStringLiteral("SELECT b, rowid, a FROM plain"));
    QList<QVariantList> expected;
    for (const QVariantList& row : all) {
        if (inRange(row[0], QVariant(qlonglong(20)), QVariant(qlonglong(120))))
            expected << row;
    }
    std::sort(expected.begin(), expected.end(), [](const QVariantList& x, const QVariantList& y) {
        const int c = compareValues(x[0], y[0]);
        return c != 0 ? c < 0 : x[1].toLongLong() < y[1].toLongLong();
    });
    auto c = open();
    QVERIFY(c);
    PageRequest r;
    r.table = QStringLiteral("plain");
    r.keyColumns = {QStringLiteral("b"), QStringLiteral("rowid")};
    r.columns = {QStringLiteral("a")};
    r.limit = 37;
    r.filter = {QStringLiteral("b"), QVariant(qlonglong(20)), QVariant(qlonglong(120))};
    QList<QVariantList> seen;
    for (int guard = 0; guard < 10000; ++guard) {
        const Page p = fetchPage(*c, r);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        seen += flatten(p);
        if (p.atEnd)
            break;
        r.direction = PageDirection::After;
        r.key = p.lastKey;
    }
    QCOMPARE(seen, expected);
    r.direction = PageDirection::Last;
    const Page last = fetchPage(*c, r);
    QCOMPARE(flatten(last), expected.mid(expected.size() - 37));
}

void TestKeysetPager::sorted_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("column");
    QTest::addColumn<bool>("descending");
    // plain.b: indexed, NULLs and many duplicates; plain.e: no index, NULLs and every storage
    // class; plain.a: text with NULLs; comp.v: a composite key; alias.id: the key itself.
    const char* cases[][2] = {{"plain", "b"}, {"plain", "e"}, {"plain", "a"},
                              {"comp", "v"},  {"comp", "k"},  {"alias", "v"}};
    for (const auto& [t, col] : cases) {
        for (bool desc : {false, true})
            QTest::addRow("%s.%s %s", t, col, desc ? "desc" : "asc")
                << QString::fromUtf8(t) << QString::fromUtf8(col) << desc;
    }
    QTest::addRow("alias key desc") << QStringLiteral("alias") << QString() << true;
}

// Sorted pages, both directions, against plain SQL's ORDER BY column, key; each page's
// position (countBefore) against its index in that order.
void TestKeysetPager::sorted()
{
    QFETCH(QString, table);
    QFETCH(QString, column);
    QFETCH(bool, descending);
    const TableInfo* info = schema_.table(table);
    QVERIFY(info);
    PageRequest r;
    r.table = table;
    r.keyColumns = keyColumnsFor(*info);
    r.sortColumn = column;
    r.descending = descending;
    r.columns = QStringList{info->columns.first().name};
    r.limit = 37;
    const QString dir = descending ? QStringLiteral(" DESC") : QString();
    QStringList order = r.keyColumns;
    if (!column.isEmpty())
        order.prepend(column);
    QStringList orderSql;
    for (const QString& o : std::as_const(order))
        orderSql << quoteIdentifier(o) + dir;
    testdb::Writer w(path_);
    const QList<QVariantList> expected =
        w.rows(QStringLiteral("SELECT %1, %2 FROM %3 ORDER BY %4")
                   .arg(quoted(order), quoted(r.columns), quoteIdentifier(table),
                        orderSql.join(QStringLiteral(", "))));
    QVERIFY(expected.size() > 3 * r.limit);
    if (table == QLatin1String("plain") && column != QLatin1String("a")) { // NULLs, duplicates
        QCOMPARE(w.scalar(QStringLiteral("SELECT count(*) > count(%1) AND count(DISTINCT %1) < "
                                         "count(%1) FROM plain")
                              .arg(quoteIdentifier(column))),
                 1);
    }
    auto c = open();
    QVERIFY(c);
    // Forward from First, each page's position checked.
    QList<QVariantList> seen;
    r.direction = PageDirection::First;
    for (int guard = 0; guard < 1000; ++guard) {
        const Page p = fetchPage(*c, r);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QCOMPARE(p.atStart, seen.isEmpty());
        if (!p.keys.isEmpty())
            QCOMPARE(countBefore(*c, r, p.firstKey).value_or(-1), qint64(seen.size()));
        seen += flatten(p);
        if (p.atEnd)
            break;
        r.direction = PageDirection::After;
        r.key = p.lastKey;
    }
    QCOMPARE(seen.size(), expected.size());
    for (qsizetype i = 0; i < seen.size(); ++i)
        QCOMPARE(seen[i], expected[i]);
    // Backward from Last.
    QList<QVariantList> back;
    r.direction = PageDirection::Last;
    r.key.clear();
    for (int guard = 0; guard < 1000; ++guard) {
        const Page p = fetchPage(*c, r);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QCOMPARE(p.atEnd, back.isEmpty());
        if (!p.keys.isEmpty())
            QCOMPARE(countBefore(*c, r, p.firstKey).value_or(-1),
                     qint64(expected.size() - back.size() - p.rows.size()));
        back = flatten(p) + back;
        if (p.atStart)
            break;
        r.direction = PageDirection::Before;
        r.key = p.firstKey;
    }
    QCOMPARE(back, expected);
    // From a row in the middle (a NULL sort value where there is one).
    const qsizetype mid = expected.size() / 3;
    r.direction = PageDirection::AtOrAfter;
    r.key = expected[mid].mid(0, order.size());
    const Page p = fetchPage(*c, r);
    QCOMPARE(flatten(p), expected.mid(mid, r.limit));
    QVERIFY(!p.atStart && !p.atEnd);
    // An indexed sort column (or the key) is read as index ranges: SQLite sorts nothing.
    if (column.isEmpty() || isOrderedBy(*info, column)) {
        const QStringList plan = queryPlan(*c, r);
        QVERIFY2(!plan.join(QLatin1Char('|')).contains(QStringLiteral("TEMP B-TREE")),
                 qPrintable(plan.join(QLatin1Char('|'))));
    }
}

void TestKeysetPager::rowids()
{
    testdb::Writer w(path_);
    const QList<QVariantList> expected = w.rows(
        QStringLiteral("SELECT _rowid_, \"select\" FROM \"we\"\"ird tab\" WHERE _rowid_ IN (3, 5, "
                       "80, 81) ORDER BY _rowid_"));
    QCOMPARE(expected.size(), 4);
    auto c = open();
    QVERIFY(c);
    PageRequest r;
    r.table = QStringLiteral("we\"ird tab");
    r.keyColumns = keyColumnsFor(*schema_.table(r.table));
    r.rowidColumn = rowidName(*schema_.table(r.table));
    r.columns = {QStringLiteral("select")};
    r.rowids = {81, 3, 5, 80, 100000};
    r.limit = 3;
    Page p = fetchPage(*c, r);
    QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
    QCOMPARE(flatten(p), expected.mid(0, 3));
    QVERIFY(!p.atEnd);
    r.direction = PageDirection::After;
    r.key = p.lastKey;
    p = fetchPage(*c, r);
    QCOMPARE(flatten(p), expected.mid(3));
    QVERIFY(p.atEnd);
    QCOMPARE(countMatching(*c, r), std::optional<qint64>(4));
}

void TestKeysetPager::findKeyLooksUp()
{
    auto c = open();
    QVERIFY(c);
    testdb::Writer w(path_);
    const qint64 rowid = w.scalar(QStringLiteral("SELECT rowid FROM plain WHERE a = 'row 500'"));
    QVERIFY(rowid > 0);
    const auto k = findKey(*c, QStringLiteral("plain"), {QStringLiteral("rowid")},
                           QStringLiteral("a"), QStringLiteral("row 500"));
    QVERIFY(k);
    QCOMPARE(*k, QVariantList{QVariant(qlonglong(rowid))});
    QVERIFY(!findKey(*c, QStringLiteral("plain"), {QStringLiteral("rowid")}, QStringLiteral("a"),
                     QStringLiteral("no such row")));
    // A composite key comes back whole, typed.
    const QList<QVariantList> first =
        w.rows(QStringLiteral("SELECT \"order\", \"где \"\"x\"\"\" FROM \"ключи\" WHERE "
                              "\"где \"\"x\"\"\" = 'ключ 42 | \"2\"'"));
    QCOMPARE(first.size(), 1);
    const auto k2 =
        findKey(*c, QStringLiteral("ключи"), {QStringLiteral("order"), QStringLiteral("где \"x\"")},
                QStringLiteral("где \"x\""), QStringLiteral("ключ 42 | \"2\""));
    QVERIFY(k2);
    QCOMPARE(*k2, first.first());
}

void TestKeysetPager::view()
{
    testdb::Writer w(path_);
    const QList<QVariantList> expected = w.rows(QStringLiteral("SELECT a, b FROM plain_view"));
    QVERIFY(expected.size() > 500);
    auto c = open();
    QVERIFY(c);
    PageRequest r;
    r.table = QStringLiteral("plain_view");
    r.columns = {QStringLiteral("a"), QStringLiteral("b")};
    r.limit = 200;
    QList<QVariantList> seen;
    Page p;
    for (int guard = 0; guard < 100; ++guard) {
        p = fetchPage(*c, r);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QCOMPARE(p.atStart, seen.isEmpty());
        seen += p.rows;
        if (p.atEnd)
            break;
        r.direction = PageDirection::After;
        r.key = p.lastKey;
    }
    QCOMPARE(seen, expected);
    // Back one page from the end.
    r.direction = PageDirection::Before;
    r.key = p.firstKey;
    const Page back = fetchPage(*c, r);
    const qsizetype end = p.firstKey.first().toLongLong();
    QCOMPARE(back.rows, expected.mid(end - 200, 200));
    // No key: Last is refused with a sentence, not a wrong page.
    r.direction = PageDirection::Last;
    QVERIFY(!fetchPage(*c, r).error.isEmpty());
    r.direction = PageDirection::AtOrAfter;
    r.key = {QVariant(qlonglong(kMaxStreamRows))};
    QVERIFY(!fetchPage(*c, r).error.isEmpty());
}

void TestKeysetPager::errors()
{
    auto c = open();
    QVERIFY(c);
    PageRequest r;
    r.table = QStringLiteral("no_such_table");
    r.keyColumns = {QStringLiteral("rowid")};
    r.columns = {QStringLiteral("x")};
    Page p = fetchPage(*c, r);
    QVERIFY(!p.error.isEmpty());
    QVERIFY(p.rows.isEmpty());
    QString err;
    QVERIFY(!countMatching(*c, r, &err));
    QVERIFY(!err.isEmpty());
    // A boundary that does not match the key.
    r.table = QStringLiteral("comp");
    r.keyColumns = {QStringLiteral("g"), QStringLiteral("k")};
    r.columns = {QStringLiteral("v")};
    r.direction = PageDirection::After;
    r.key = {QStringLiteral("only one")};
    p = fetchPage(*c, r);
    QVERIFY(!p.error.isEmpty());
    // Cancelled before it runs: fails cleanly.
    c->cancel();
    r.direction = PageDirection::First;
    p = fetchPage(*c, r);
    QVERIFY(!p.error.isEmpty());
    QVERIFY(p.rows.isEmpty());
    c->clearCancel();
    QVERIFY(fetchPage(*c, r).error.isEmpty());
}

QTEST_GUILESS_MAIN(TestKeysetPager)
#include "tst_keysetpager.moc"
