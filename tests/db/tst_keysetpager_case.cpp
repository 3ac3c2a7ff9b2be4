// Case-insensitive filters of the pager: ULIDs stored in upper, lower and mixed case
// in one TEXT column. Every filter is compared with a brute-force pass over all rows that
// decodes the first ten Crockford characters here, ignoring case; EXPLAIN QUERY PLAN proves
// the two-spelling filter is answered by the index, never by a table scan.
#include "db/connection.h"
#include "db/keysetpager.h"
#include "sqlitefixture.h"
#include "storedids.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace idscope::db;
using testdb::Snapshot;

using namespace testids;

namespace {

const QString kAlphabet = QStringLiteral("0123456789ABCDEFGHJKMNPQRSTVWXYZ");

// "split": every ID in one case (upper or lower); "mixed": also IDs like 01Hz…; "wsplit": a
// WITHOUT ROWID table keyed by the ID itself.
const char kSchema[] = R"sql(
CREATE TABLE split (id TEXT, n INTEGER);
CREATE INDEX split_id ON split(id);
CREATE TABLE mixed (id TEXT, n INTEGER);
CREATE INDEX mixed_id ON mixed(id);
CREATE TABLE wsplit (id TEXT PRIMARY KEY, n INTEGER) WITHOUT ROWID;
CREATE TABLE uuids (id BLOB PRIMARY KEY, n INTEGER);
CREATE TABLE wuuids (id BLOB PRIMARY KEY, n INTEGER) WITHOUT ROWID;
)sql";

QString crockford(quint64 v, int chars)
{
    QString s(chars, QLatin1Char('0'));
    for (int i = chars - 1; i >= 0; --i, v >>= 5)
        s[i] = kAlphabet.at(int(v & 31));
    return s;
}

// Unix ms of a ULID in any case, or -1 when it is not one: an independent decoder.
qint64 ulidMs(const QVariant& v)
{
    if (v.typeId() != QMetaType::QString || v.toString().size() != 26)
        return -1;
    const QString s = v.toString().toUpper();
    qint64 ms = 0;
    for (int i = 0; i < 10; ++i) {
        const qsizetype d = kAlphabet.indexOf(s.at(i));
        if (d < 0)
            return -1;
        ms = ms * 32 + d;
    }
    return ms;
}

enum Spelling { Upper, Lower, Mixed };

QString ulid(QRandomGenerator& g, qint64 ms, Spelling sp)
{
    QString s = crockford(quint64(ms), 10);
    for (int i = 0; i < 16; ++i)
        s += kAlphabet.at(int(g.bounded(32)));
    if (sp == Lower)
        return s.toLower();
    if (sp == Mixed) { // each letter in a random case, at least one of each
        for (QChar& c : s)
            c = g.bounded(2) ? c.toLower() : c;
        const qsizetype a = s.indexOf(QRegularExpression(QStringLiteral("[A-Z]")));
        const qsizetype b = s.indexOf(QRegularExpression(QStringLiteral("[a-z]")));
        if (a < 0 || b < 0) { // 01Hz…: between the upper- and the lower-case range
            s[2] = QLatin1Char('H');
            s[3] = QLatin1Char('z');
        }
    }
    return s;
}

void build(const QString& path)
{
    testdb::Writer w(path);
    QVERIFY(w.ok());
    QVERIFY(w.exec(QString::fromUtf8(kSchema)));
    QRandomGenerator g(2);
    for (const char* table : {"split", "mixed", "wsplit"}) {
        const bool withMixed = qstrcmp(table, "mixed") == 0;
        QList<QVariantList> rows;
        for (int i = 0; i < 1500; ++i) {
            // 2017 … 2030: the third Crockford character runs through digits and letters.
            const qint64 ms = 1500000000000 + qint64(g.bounded(400000)) * 1000000 + g.bounded(1000);
            const Spelling sp = withMixed && i % 4 == 3 ? Mixed : i % 2 ? Lower : Upper;
            const bool null = qstrcmp(table, "wsplit") != 0 && i % 50 == 7;
            rows << QVariantList{null ? QVariant() : QVariant(ulid(g, ms, sp)), qlonglong(i)};
        }
        QVERIFY(w.insertRows(
            QStringLiteral("INSERT INTO %1 VALUES (?, ?)").arg(QLatin1String(table)), rows));
    }
    // uuids and wuuids: the same BLOB UUIDv7s, with TEXT ones at the same rowids (kStored).
    QList<QVariantList> rows = storedUuidRows(g);
    QVERIFY(
        w.insertRows(QStringLiteral("INSERT INTO uuids (rowid, id, n) VALUES (?, ?, ?)"), rows));
    for (QVariantList& row : rows)
        row.removeFirst();
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO wuuids (id, n) VALUES (?, ?)"), rows));
}

} // namespace

class TestKeysetPagerCase : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void filter_data();
    void filter();
    void indexUsed();
    void goTo();
    void goToAnyStorage();

private:
    std::unique_ptr<Connection> open();
    QTemporaryDir dir_;
    QString path_;
    std::unique_ptr<Snapshot> snap_;
};

void TestKeysetPagerCase::initTestCase()
{
    QVERIFY(dir_.isValid());
    path_ = dir_.filePath(QStringLiteral("case.sqlite"));
    build(path_);
    if (!QTest::currentTestFailed())
        snap_ = std::make_unique<Snapshot>(path_);
}

void TestKeysetPagerCase::cleanupTestCase()
{
    QVERIFY(snap_);
    VERIFY_UNCHANGED(*snap_);
}

std::unique_ptr<Connection> TestKeysetPagerCase::open()
{
    OpenError e = OpenError::None;
    QString m;
    return Connection::open(path_, &e, &m);
}

void TestKeysetPagerCase::filter_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<int>("letterCase");
    QTest::addColumn<bool>("byColumn"); // key (id, rowid) instead of the table's own key
    QTest::addColumn<double>("from");   // quantiles of the IDs' instants; < 0: open end
    QTest::addColumn<double>("to");
    QTest::addColumn<bool>("boundsLower"); // the bounds as typed: lower or upper case
    const int any = int(LetterCase::Any);
    const int mixed = int(LetterCase::AnyMixed);
    QTest::newRow("split any") << "split" << any << false << 0.2 << 0.6 << false;
    QTest::newRow("split any, lower bounds") << "split" << any << false << 0.3 << 0.35 << true;
    QTest::newRow("split any, whole span") << "split" << any << false << 0.0 << 1.0 << false;
    QTest::newRow("split any, from") << "split" << any << false << 0.7 << -1.0 << true;
    QTest::newRow("split any, to") << "split" << any << false << -1.0 << 0.1 << false;
    QTest::newRow("wsplit any") << "wsplit" << any << false << 0.25 << 0.75 << false;
    QTest::newRow("mixed, wide range") << "mixed" << mixed << false << 0.2 << 0.6 << true;
    QTest::newRow("mixed, wide range by id") << "mixed" << mixed << true << 0.4 << 0.9 << false;
    QTest::newRow("mixed, from (one range)") << "mixed" << any << false << 0.5 << -1.0 << false;
    QTest::newRow("mixed, to (one range)") << "mixed" << any << true << -1.0 << 0.5 << true;
}

// Walks every page forward (and back from the last) and compares the keys with the rows the
// brute-force decoder picks; the count agrees too.
void TestKeysetPagerCase::filter()
{
    QFETCH(QString, table);
    QFETCH(int, letterCase);
    QFETCH(bool, byColumn);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(bool, boundsLower);
    const bool rowid = table != QLatin1String("wsplit");
    testdb::Writer w(path_);
    const QList<QVariantList> all =
        w.rows(QStringLiteral("SELECT %1, id FROM %2")
                   .arg(rowid ? QStringLiteral("rowid") : QStringLiteral("id"), table));
    QList<qint64> instants;
    for (const QVariantList& r : all) {
        if (ulidMs(r[1]) >= 0)
            instants << ulidMs(r[1]);
    }
    std::sort(instants.begin(), instants.end());
    auto at = [&](double q) {
        return instants[qMin(instants.size() - 1, qsizetype(q * instants.size()))];
    };
    const qint64 lo = from < 0 ? -1 : at(from) - (from == 0.0 ? 1 : 0);
    const qint64 hi = to < 0 ? -1 : at(to) + (to == 1.0 ? 1 : 0);
    QSet<QString> expected;
    for (const QVariantList& r : all) {
        const qint64 ms = ulidMs(r[1]);
        if (ms >= 0 && (lo < 0 || ms >= lo) && (hi < 0 || ms <= hi))
            expected << r[0].toString();
    }
    QVERIFY(!expected.isEmpty());
    auto bound = [&](qint64 ms, QChar fill) {
        const QString b = crockford(quint64(ms), 10) + QString(16, fill);
        return boundsLower ? b.toLower() : b;
    };
    PageRequest r;
    r.table = table;
    r.keyColumns = byColumn ? QStringList{QStringLiteral("id"), QStringLiteral("rowid")}
                   : rowid  ? QStringList{QStringLiteral("rowid")}
                            : QStringList{QStringLiteral("id")};
    r.columns = {QStringLiteral("id")};
    r.limit = 37;
    r.filter = {QStringLiteral("id"), lo < 0 ? QVariant() : QVariant(bound(lo, QLatin1Char('0'))),
                hi < 0 ? QVariant() : QVariant(bound(hi, QLatin1Char('Z'))),
                LetterCase(letterCase)};
    auto c = open();
    QVERIFY(c);
    QCOMPARE(countMatching(*c, r), std::optional<qint64>(expected.size()));
    if (lo >= 0 && hi >= 0) { // the bug this guards: bounds in one case miss the other case
        PageRequest exact = r;
        exact.filter.letterCase = LetterCase::Exact;
        QVERIFY(countMatching(*c, exact).value_or(-1) < qint64(expected.size()));
    }
    for (const PageDirection start : {PageDirection::First, PageDirection::Last}) {
        r.direction = start;
        r.key.clear();
        QList<QVariantList> keys;
        QStringList seen;
        for (int guard = 0; guard < 1000; ++guard) {
            const Page p = fetchPage(*c, r);
            QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
            keys = start == PageDirection::First ? keys + p.keys : p.keys + keys;
            for (const QVariantList& k : p.keys)
                seen << k.last().toString();
            if (start == PageDirection::First ? p.atEnd : p.atStart)
                break;
            r.direction =
                start == PageDirection::First ? PageDirection::After : PageDirection::Before;
            r.key = start == PageDirection::First ? p.lastKey : p.firstKey;
        }
        QCOMPARE(seen.size(), expected.size()); // no row twice
        QCOMPARE(QSet<QString>(seen.begin(), seen.end()), expected);
        for (qsizetype i = 1; i < keys.size(); ++i) { // ascending key order across pages
            const QVariantList& a = keys[i - 1];
            const QVariantList& b = keys[i];
            const bool less = byColumn ? (a[0].toString() < b[0].toString() ||
                                          (a[0] == b[0] && a[1].toLongLong() < b[1].toLongLong()))
                              : rowid  ? a[0].toLongLong() < b[0].toLongLong()
                                       : a[0].toString() < b[0].toString();
            QVERIFY2(less, qPrintable(QStringLiteral("page order broken at %1").arg(i)));
        }
    }
    QCOMPARE(isSingleRange(r.filter),
             LetterCase(letterCase) != LetterCase::Any || lo < 0 || hi < 0);
}

// The two-spelling filter: a union of index ranges for the count and for every page, from
// the start and from a key; the wide range is one index range too.
void TestKeysetPagerCase::indexUsed()
{
    auto c = open();
    QVERIFY(c);
    const QString lo = QStringLiteral("01F0000000") + QString(16, QLatin1Char('0'));
    const QString hi = QStringLiteral("01G0000000") + QString(16, QLatin1Char('Z'));
    // The wide range is one range: the browser pages it in (id, rowid) order, by the index.
    struct Case {
        const char* table;
        QStringList key;
        LetterCase lc;
        const char* uses; // what every SEARCH line must say
    };
    const QString id = QStringLiteral("id");
    const QString rowid = QStringLiteral("rowid");
    for (const Case& k :
         {Case{"split", {rowid}, LetterCase::Any, "USING COVERING INDEX split_id"},
          Case{"wsplit", {id}, LetterCase::Any, "USING PRIMARY KEY"},
          Case{"mixed", {id, rowid}, LetterCase::AnyMixed, "USING COVERING INDEX mixed_id"}}) {
        PageRequest r;
        r.table = QString::fromLatin1(k.table);
        r.keyColumns = k.key;
        r.columns = {QStringLiteral("n")};
        r.filter = {QStringLiteral("id"), lo, hi, k.lc};
        for (const PageDirection d : {PageDirection::First, PageDirection::After,
                                      PageDirection::Before, PageDirection::Last}) {
            r.direction = d;
            r.key.clear();
            for (const QString& name : k.key)
                r.key << (name == id ? QVariant(lo) : QVariant(qlonglong(700)));
            for (const bool count : {true, false}) {
                const QStringList plan = queryPlan(*c, r, count);
                const QString text = plan.join(QLatin1Char('\n'));
                QVERIFY2(!plan.isEmpty(), k.table);
                QVERIFY2(!text.contains(QStringLiteral("SCAN ")), qPrintable(text));
                if (k.lc == LetterCase::Any)
                    QVERIFY2(text.contains(QStringLiteral("MULTI-INDEX OR")), qPrintable(text));
                int searches = 0;
                for (const QString& line : plan) {
                    if (!line.startsWith(QStringLiteral("SEARCH ")))
                        continue;
                    ++searches;
                    const QString uses = QString::fromLatin1(k.uses);
                    // The count of split reads the index alone; a page also reads the row.
                    QVERIFY2(line.contains(uses) ||
                                 line.contains(QString(uses).remove(QStringLiteral("COVERING "))),
                             qPrintable(text));
                }
                QCOMPARE(searches, k.lc == LetterCase::Any ? 2 : 1);
            }
        }
    }
}

// Go to ID: an upper-case paste finds a lower-case stored ID and the reverse; an ID stored in
// mixed case only by the wider lookup, which says so.
void TestKeysetPagerCase::goTo()
{
    testdb::Writer w(path_);
    auto c = open();
    QVERIFY(c);
    const QList<QVariantList> rows =
        w.rows(QStringLiteral("SELECT rowid, id FROM mixed WHERE id IS NOT NULL"));
    QVariantList lowerRow, upperRow, mixedRow;
    for (const QVariantList& r : rows) {
        const QString s = r[1].toString();
        QVariantList& slot = s == s.toLower() ? lowerRow : s == s.toUpper() ? upperRow : mixedRow;
        if (slot.isEmpty())
            slot = r;
    }
    QVERIFY(!lowerRow.isEmpty() && !upperRow.isEmpty() && !mixedRow.isEmpty());
    const QStringList key{QStringLiteral("rowid")};
    auto find = [&](const QString& typed, LetterCase lc, bool* widened) {
        return findKey(*c, QStringLiteral("mixed"), key,
                       RangeFilter{QStringLiteral("id"), typed, typed, lc}, nullptr, widened);
    };
    bool widened = true;
    QCOMPARE(find(lowerRow[1].toString().toUpper(), LetterCase::Any, &widened),
             std::optional<QVariantList>(QVariantList{lowerRow[0]}));
    QVERIFY(!widened);
    QCOMPARE(find(upperRow[1].toString().toLower(), LetterCase::AnyMixed, &widened),
             std::optional<QVariantList>(QVariantList{upperRow[0]}));
    QVERIFY(!widened); // a plain spelling is stored: the cheap lookup found it
    QVERIFY(!find(mixedRow[1].toString().toUpper(), LetterCase::Any, &widened));
    QCOMPARE(find(mixedRow[1].toString().toUpper(), LetterCase::AnyMixed, &widened),
             std::optional<QVariantList>(QVariantList{mixedRow[0]}));
    QVERIFY(widened);
    QCOMPARE(find(mixedRow[1].toString(), LetterCase::Exact, &widened),
             std::optional<QVariantList>(QVariantList{mixedRow[0]}));
    QVERIFY(!find(QStringLiteral("7ZZZZZZZZZZZZZZZZZZZZZZZZZ"), LetterCase::AnyMixed, &widened));

    // The page from the match, on the WITHOUT ROWID table keyed by the ID itself.
    const QString stored = w.rows(QStringLiteral("SELECT id FROM wsplit WHERE id = lower(id) "
                                                 "LIMIT 1 OFFSET 10"))
                               .value(0)
                               .value(0)
                               .toString();
    QVERIFY(!stored.isEmpty());
    PageRequest r;
    r.table = QStringLiteral("wsplit");
    r.keyColumns = {QStringLiteral("id")};
    r.columns = {QStringLiteral("n")};
    r.limit = 5;
    bool found = false;
    const Page p = pageAtMatch(
        *c, r, {QStringLiteral("id"), stored.toUpper(), stored.toUpper(), LetterCase::Any}, &found);
    QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
    QVERIFY(found);
    QCOMPARE(p.firstKey, QVariantList{stored});
}

// Go to ID in a BLOB column holding a few IDs as TEXT: the BLOB bytes and the TEXT spellings
// are looked up together, by the index, and the first row in key order holding any of them
// is the one found (rowids from the INSERT above).
void TestKeysetPagerCase::goToAnyStorage()
{
    auto c = open();
    QVERIFY(c);
    const QString id = QStringLiteral("id");
    auto forms = [&](int k, bool typedUpper) {
        const QString text = typedUpper ? dashed(specialUuid(k)).toUpper() : dashed(specialUuid(k));
        return QList<RangeFilter>{RangeFilter{id, specialUuid(k), specialUuid(k)},
                                  RangeFilter{id, text, text, LetterCase::Any}};
    };
    // The first rowid holding uuid k, from the table of stored rows.
    auto firstRowid = [](int k) {
        qint64 best = -1;
        for (const StoredAs& s : kStored)
            if (s.uuid == k && (best < 0 || s.rowid < best))
                best = s.rowid;
        return best;
    };
    for (int k = 1; k <= 6; ++k) {
        for (const bool upper : {false, true}) {
            const QList<RangeFilter> m = forms(k, upper);
            bool widened = true;
            QCOMPARE(findKey(*c, QStringLiteral("uuids"), {QStringLiteral("rowid")}, m, nullptr,
                             &widened),
                     std::optional<QVariantList>(QVariantList{qlonglong(firstRowid(k))}));
            QVERIFY(!widened);
            // Either form alone finds only the rows stored that way.
            bool asText = false, asBlob = false;
            for (const StoredAs& s : kStored)
                if (s.uuid == k)
                    (s.text ? asText : asBlob) = true;
            QCOMPARE(bool(findKey(*c, QStringLiteral("uuids"), {QStringLiteral("rowid")},
                                  QList<RangeFilter>{m[0]})),
                     asBlob);
            QCOMPARE(bool(findKey(*c, QStringLiteral("uuids"), {QStringLiteral("rowid")},
                                  QList<RangeFilter>{m[1]})),
                     asText);

            PageRequest r;
            r.table = QStringLiteral("uuids");
            r.keyColumns = {QStringLiteral("rowid")};
            r.columns = {QStringLiteral("n")};
            r.limit = 7;
            bool found = false;
            Page p = pageAtMatch(*c, r, m, &found);
            QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
            QVERIFY(found);
            QCOMPARE(p.rows.first().first().toLongLong(), firstRowid(k));

            // Keyed by the ID itself: SQLite orders every TEXT before every BLOB.
            r.table = QStringLiteral("wuuids");
            r.keyColumns = {id};
            p = pageAtMatch(*c, r, m, &found);
            QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
            QVERIFY(found);
            qint64 expected = -1;
            for (const StoredAs& s : kStored)
                if (s.uuid == k && (expected < 0 || s.text))
                    expected = s.rowid;
            QCOMPARE(p.rows.first().first().toLongLong(), expected);
        }
    }
    bool found = true;
    PageRequest r;
    r.table = QStringLiteral("uuids");
    r.keyColumns = {QStringLiteral("rowid")};
    r.columns = {QStringLiteral("n")};
    QRandomGenerator g(77);
    const QByteArray none = uuidV7(g, 1700000000000);
    const Page p = pageAtMatch(
        *c, r,
        QList<RangeFilter>{RangeFilter{id, none, none},
                           RangeFilter{id, dashed(none), dashed(none), LetterCase::Any}},
        &found);
    QVERIFY(p.error.isEmpty());
    QVERIFY(!found);

    // The index answers: a seek per form, no table scan.
    for (const char* table : {"uuids", "wuuids"}) {
        const QStringList key{
            QLatin1String(table) == QLatin1String("uuids") ? QStringLiteral("rowid") : id};
        const QString plan = lookupPlan(*c, QLatin1String(table), key, forms(1, true)).join(u'\n');
        QVERIFY2(plan.contains(QStringLiteral("SEARCH ")), qPrintable(plan));
        QVERIFY2(!plan.contains(QStringLiteral("SCAN ")), qPrintable(plan));
    }
}

QTEST_GUILESS_MAIN(TestKeysetPagerCase)
#include "tst_keysetpager_case.moc"
