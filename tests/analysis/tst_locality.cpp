// Key locality against independent computations: inversions by a brute-force O(n²) loop, key
// ranks by sorting the inserted keys here, and the key → leaf mapping by decoding the B-tree
// pages of the file directly (page headers, cell pointers, child pointers). The same insert
// stream is keyed four ways: UUIDv4 and UUIDv7 BLOBs in WITHOUT ROWID tables, TEXT ULIDs in a
// rowid table (an index B-tree), and an INTEGER PRIMARY KEY (the table B-tree).
#include "analysis/inversions.h"
#include "analysis/locality.h"
#include "db/connection.h"
#include "db/keytree.h"
#include "db/schema.h"
#include "report/json/jsonwriter.h"
#include "report/json/localityjson.h"
#include "sqlitefixture.h"

#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <algorithm>
#include <limits>
#include <random>
#include <set>

using namespace Qt::StringLiterals; // u"…"_s
using namespace idscope;
using namespace idscope::analysis;

namespace {

quint64 bruteInversions(const std::vector<quint32>& a)
{
    quint64 n = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        for (std::size_t j = i + 1; j < a.size(); ++j)
            if (a[i] > a[j])
                ++n;
    return n;
}

// The B-tree of `root`, walked in key order straight from the file's bytes: for each key rank
// the page it sits on (leaf page number, or 0 for a key in an interior page of an index tree),
// and the leaves in order.
struct Decoded {
    std::vector<qint64> pageOfRank;
    std::vector<std::pair<qint64, int>> leaves; // page, cells
};

struct PageDecoder {
    QByteArray file;
    qint64 pageSize = 0;
    Decoded out;

    explicit PageDecoder(const QString& path)
    {
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            file = f.readAll();
        const int ps = (quint8(file[16]) << 8) | quint8(file[17]);
        pageSize = ps == 1 ? 65536 : ps;
    }
    int u8(qint64 off) const { return quint8(file[off]); }
    int u16(qint64 off) const { return (u8(off) << 8) | u8(off + 1); }
    qint64 u32(qint64 off) const
    {
        return (qint64(u8(off)) << 24) | (u8(off + 1) << 16) | (u8(off + 2) << 8) | u8(off + 3);
    }
    void walk(qint64 page)
    {
        const qint64 base = (page - 1) * pageSize;
        const qint64 hdr = base + (page == 1 ? 100 : 0);
        const int type = u8(hdr);
        const int cells = u16(hdr + 3);
        if (type == 0x0D || type == 0x0A) { // table leaf, index leaf
            out.leaves.emplace_back(page, cells);
            for (int i = 0; i < cells; ++i)
                out.pageOfRank.push_back(page);
            return;
        }
        QVERIFY2(type == 0x05 || type == 0x02, "unexpected page type");
        for (int i = 0; i < cells; ++i) {
            const int cellOffset = u16(hdr + 12 + 2 * i);
            walk(u32(base + cellOffset));
            if (type == 0x02) // an index interior cell holds a key between two subtrees
                out.pageOfRank.push_back(0);
        }
        walk(u32(hdr + 8)); // right-most child
    }
};

Decoded decodeTree(const QString& path, qint64 root)
{
    PageDecoder d(path);
    d.walk(root);
    return d.out;
}

// One insert stream, keyed four ways.
struct Stream {
    std::vector<QByteArray> v4, v7;
    std::vector<QString> ulid;
    std::vector<qint64> intKey;
    std::vector<QString> createdText; // RFC 3339 text, ties every few rows
};

QString crockford(quint64 v, int chars)
{
    static const char a[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    QString s(chars, u'0');
    for (int i = chars - 1; i >= 0; --i, v >>= 5)
        s[i] = QLatin1Char(a[v & 31]);
    return s;
}

Stream makeStream(int n, quint64 seed)
{
    std::mt19937_64 rng(seed);
    Stream s;
    qint64 ms = 1790000000000;
    for (int i = 0; i < n; ++i) {
        ms += qint64(rng() % 3); // 0: several inserts in one millisecond
        QByteArray v4(16, '\0');
        for (auto& b : v4)
            b = char(rng());
        v4[6] = char((v4[6] & 0x0f) | 0x40);
        v4[8] = char((v4[8] & 0x3f) | 0x80);
        QByteArray v7(16, '\0');
        for (int k = 0; k < 6; ++k)
            v7[k] = char(ms >> (40 - 8 * k));
        for (int k = 6; k < 16; ++k)
            v7[k] = char(rng());
        v7[6] = char((v7[6] & 0x0f) | 0x70);
        v7[8] = char((v7[8] & 0x3f) | 0x80);
        s.v4.push_back(v4);
        s.v7.push_back(v7);
        s.ulid.push_back(crockford(quint64(ms), 10) + crockford(rng(), 8) + crockford(rng(), 8));
        s.intKey.push_back(ms * 4096 + i % 4096);
        s.createdText.push_back(QDateTime::fromMSecsSinceEpoch(ms / 10 * 10, QTimeZone::utc())
                                    .toString(Qt::ISODateWithMs));
    }
    return s;
}

// Key ranks in insertion order, from sorting the keys here.
template<typename K> std::vector<quint32> ranksOf(const std::vector<K>& keys)
{
    std::vector<quint32> idx(keys.size());
    for (std::size_t i = 0; i < idx.size(); ++i)
        idx[i] = quint32(i);
    std::sort(idx.begin(), idx.end(), [&](quint32 a, quint32 b) { return keys[a] < keys[b]; });
    std::vector<quint32> rank(keys.size());
    for (std::size_t r = 0; r < idx.size(); ++r)
        rank[idx[r]] = quint32(r);
    return rank;
}

// One table of the verdict tests: `rows` keys of `kind` inserted in `seq` order.
enum class KeyKind { V4, V7, Ulid, Mixed };

QString verdictTable(KeyKind kind, int rows)
{
    const char* k = kind == KeyKind::V4     ? "v4"
                    : kind == KeyKind::V7   ? "v7"
                    : kind == KeyKind::Ulid ? "ulid"
                                            : "mixed";
    return QStringLiteral("%1_%2").arg(QLatin1String(k)).arg(rows);
}

LocalityResult run(const QString& path, const QString& table, const QString& column = {},
                   const QString& order = {}, qint64 recent = 300, bool dbstat = true)
{
    auto c = db::Connection::open(path, nullptr, nullptr);
    if (!c)
        return {};
    const db::Schema schema = db::readSchema(*c);
    LocalityOptions o;
    o.table = table;
    o.column = column;
    o.order = order;
    o.recent = recent;
    o.useDbstat = dbstat;
    return analyseLocality(*c, schema, o);
}

} // namespace

class TestLocality : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void inversions_data();
    void inversions();
    void insertionRanks_data();
    void insertionRanks();
    void dbstatPath_data();
    void dbstatPath();
    void densityBins();
    void fourWays_data();
    void fourWays();
    void leafMapMatchesPages_data();
    void leafMapMatchesPages();
    void duplicatesInIndex_data();
    void duplicatesInIndex();
    void cancel();
    void emptyAndSingle_data();
    void emptyAndSingle();
    void withoutDbstat();
    void withoutRowidNeedsOrder();
    void unindexedColumn();
    void weirdNames();
    void jsonFields();
    void defaultRecent();
    void verdictClass_data();
    void verdictClass();
    void orderOnlyVerdicts();
    void comparisonNeedsASpreadThatTells();

private:
    QString verdictPath_;
    QTemporaryDir dir_;
    QString fourPath_;
    Stream stream_;
    static constexpr int kRows = 4000;
};

void TestLocality::initTestCase()
{
    QVERIFY(dir_.isValid());
    fourPath_ = dir_.filePath(QStringLiteral("four.db"));
    stream_ = makeStream(kRows, 7);
    testdb::Writer w(fourPath_);
    QVERIFY(w.exec(QStringLiteral(
        "PRAGMA page_size=1024;"
        "CREATE TABLE t_v4(id BLOB PRIMARY KEY, seq INTEGER NOT NULL, created TEXT) WITHOUT ROWID;"
        "CREATE TABLE t_v7(id BLOB PRIMARY KEY, seq INTEGER NOT NULL, created TEXT) WITHOUT ROWID;"
        "CREATE TABLE t_ulid(id TEXT PRIMARY KEY, seq INTEGER NOT NULL, created TEXT);"
        "CREATE TABLE t_int(id INTEGER PRIMARY KEY, seq INTEGER NOT NULL, created TEXT);")));
    QList<QVariantList> v4, v7, ulid, ints;
    for (int i = 0; i < kRows; ++i) {
        const QVariant seq = qlonglong(i + 1);
        const QVariant created = stream_.createdText[std::size_t(i)];
        v4 << QVariantList{stream_.v4[std::size_t(i)], seq, created};
        v7 << QVariantList{stream_.v7[std::size_t(i)], seq, created};
        ulid << QVariantList{stream_.ulid[std::size_t(i)], seq, created};
        ints << QVariantList{qlonglong(stream_.intKey[std::size_t(i)]), seq, created};
    }
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t_v4 VALUES(?,?,?)"), v4));
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t_v7 VALUES(?,?,?)"), v7));
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t_ulid VALUES(?,?,?)"), ulid));
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t_int VALUES(?,?,?)"), ints));
    // Rows and keys too big for one page: overflow pages must not count as leaves, and keys
    // spill from interior cells too.
    QVERIFY(w.exec(QStringLiteral(
        "CREATE TABLE t_big(id INTEGER PRIMARY KEY, pad BLOB);"
        "CREATE TABLE t_bigkey(k TEXT PRIMARY KEY, n INTEGER) WITHOUT ROWID;"
        "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 400) "
        "INSERT INTO t_big SELECT i * 3, zeroblob(3000) FROM c;"
        "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 400) "
        "INSERT INTO t_bigkey SELECT printf('%08d', (i * 7919) % 400) || "
        "printf('%.600c', 'x'), i FROM c;")));
    // The verdict tests' tables: 4 KiB pages like the demo, keys inserted in seq order.
    verdictPath_ = dir_.filePath(QStringLiteral("verdicts.db"));
    testdb::Writer vw(verdictPath_);
    std::mt19937_64 rng(42);
    quint64 ulidRandom = rng() >> 8;
    for (int rows : {150, 1500, 12000}) {
        for (KeyKind kind : {KeyKind::V4, KeyKind::V7, KeyKind::Ulid, KeyKind::Mixed}) {
            const QString t = verdictTable(kind, rows);
            QVERIFY(vw.exec(
                kind == KeyKind::Ulid // a rowid table: the key's B-tree is its UNIQUE index
                    ? QStringLiteral("CREATE TABLE %1(id TEXT PRIMARY KEY, seq INTEGER)").arg(t)
                    : QStringLiteral("CREATE TABLE %1(id BLOB PRIMARY KEY, seq INTEGER NOT "
                                     "NULL) WITHOUT ROWID")
                          .arg(t)));
            QList<QVariantList> batch;
            quint64 top = 1u << 20;
            std::set<quint64> used;
            for (int i = 0; i < rows; ++i) {
                QVariant key;
                if (kind == KeyKind::V4 || kind == KeyKind::V7) {
                    QByteArray b(16, '\0');
                    for (auto& c : b)
                        c = char(rng());
                    if (kind == KeyKind::V7) // a millisecond per insert, then random bits
                        for (int k = 0; k < 6; ++k)
                            b[k] = char((1790000000000 + i) >> (40 - 8 * k));
                    key = b;
                } else if (kind == KeyKind::Ulid) { // monotonic: each one above the last
                    ulidRandom += 1 + rng() % 1000;
                    key = crockford(quint64(1790000000000 + i / 4), 10) + crockford(ulidRandom, 16);
                } else { // 60 % append above the largest, 40 % land anywhere below it
                    quint64 v = 0;
                    if (rng() % 10 < 6)
                        v = top += 1 + rng() % 1000;
                    else
                        do
                            v = rng() % top;
                        while (used.count(v));
                    used.insert(v);
                    QByteArray b(8, '\0');
                    for (int k = 0; k < 8; ++k)
                        b[k] = char(v >> (56 - 8 * k));
                    key = b;
                }
                batch << QVariantList{key, qlonglong(i + 1)};
            }
            QVERIFY(vw.insertRows(QStringLiteral("INSERT INTO %1 VALUES(?,?)").arg(t), batch));
            if (kind == KeyKind::Ulid && rows == 12000) {
                // Top up until the last leaf is far from full, so that a few more keys than
                // it holds fit in one leaf yet straddle two.
                const QString leaf =
                    QStringLiteral("FROM dbstat WHERE name = 'sqlite_autoindex_%1_1' AND "
                                   "pagetype = 'leaf'")
                        .arg(t);
                const qint64 most = vw.scalar(QStringLiteral("SELECT max(ncell) ") + leaf);
                auto lastLeaf = [&] {
                    return vw.scalar(QStringLiteral("SELECT ncell ") + leaf +
                                     QStringLiteral(" ORDER BY path DESC LIMIT 1"));
                };
                for (int i = rows; lastLeaf() > most - 10; ++i) {
                    QVERIFY(i < rows + 2 * most);
                    ulidRandom += 1 + rng() % 1000;
                    QVERIFY(vw.insertRows(
                        QStringLiteral("INSERT INTO %1 VALUES(?,?)").arg(t),
                        {{crockford(quint64(1790000000000 + i / 4), 10) + crockford(ulidRandom, 16),
                          qlonglong(i + 1)}}));
                }
            }
        }
    }
}

void TestLocality::inversions_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("kind"); // 0 random, 1 sorted, 2 reversed, 3 nearly sorted
    for (int n : {0, 1, 2, 3, 17, 1000, 1025}) {
        for (int kind = 0; kind < 4; ++kind)
            QTest::addRow("n=%d kind=%d", n, kind) << n << kind;
    }
}

void TestLocality::inversions()
{
    QFETCH(int, n);
    QFETCH(int, kind);
    std::vector<quint32> a(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        a[std::size_t(i)] = quint32(kind == 2 ? n - 1 - i : i);
    std::mt19937 rng(quint32(n * 4 + kind));
    if (kind == 0)
        std::shuffle(a.begin(), a.end(), rng);
    if (kind == 3)
        for (int i = 0; i + 1 < n; i += 7)
            std::swap(a[std::size_t(i)], a[std::size_t(i + 1)]);
    const quint64 want = bruteInversions(a);
    qint64 maxima = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        bool above = true;
        for (std::size_t j = 0; j < i; ++j)
            above = above && a[i] > a[j];
        maxima += above;
    }
    QCOMPARE(countRunningMaxima(a), maxima);
    std::vector<quint32> scratch;
    QCOMPARE(countInversions(a, scratch), want);
    QVERIFY(std::is_sorted(a.begin(), a.end()));
}

void TestLocality::insertionRanks_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<qint64>("spread"); // order values drawn from [base, base + spread)
    QTest::addColumn<qint64>("base");
    QTest::newRow("empty") << 0 << qint64(10) << qint64(0);
    QTest::newRow("sorted") << 1000 << qint64(0) << qint64(5);
    QTest::newRow("many ties") << 5000 << qint64(7) << qint64(-3);
    QTest::newRow("rowid-like") << 20000 << qint64(1000000) << qint64(1);
    QTest::newRow("unix ms") << 20000 << qint64(1) << qint64(1790000000000);
    QTest::newRow("wide span, comparison sort")
        << 3000 << (qint64(1) << 40) << std::numeric_limits<qint64>::min() / 2;
}

// Stable sort of key ranks by their order value, written out with std::stable_sort.
void TestLocality::insertionRanks()
{
    QFETCH(int, n);
    QFETCH(qint64, spread);
    QFETCH(qint64, base);
    std::mt19937_64 rng(quint64(n) * 31 + quint64(spread));
    std::vector<qint64> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        order[std::size_t(i)] = spread == 0   ? base + i
                                : spread == 1 ? base + qint64(rng() % 1000) * 1000
                                              : base + qint64(rng() % quint64(spread));
    std::vector<quint32> want(order.size());
    for (std::size_t i = 0; i < want.size(); ++i)
        want[i] = quint32(i);
    std::stable_sort(want.begin(), want.end(),
                     [&](quint32 a, quint32 b) { return order[a] < order[b]; });
    QCOMPARE(keyRanksInInsertionOrder(std::vector<qint64>(order)), want);
}

void TestLocality::dbstatPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QList<int>>("want"); // {-1}: rejected
    QTest::newRow("root") << u"/"_s << QList<int>{};
    QTest::newRow("child") << u"/000/"_s << QList<int>{0};
    QTest::newRow("hex") << u"/01f/3a2/"_s << QList<int>{31, 930};
    QTest::newRow("four digits") << u"/1000/"_s << QList<int>{4096};
    QTest::newRow("overflow") << u"/000+000001"_s << QList<int>{-1};
    QTest::newRow("junk") << u"/0g0/"_s << QList<int>{-1};
}

void TestLocality::dbstatPath()
{
    QFETCH(QString, path);
    QFETCH(QList<int>, want);
    const auto got = db::parseDbstatPath(path);
    if (want == QList<int>{-1}) {
        QVERIFY(!got);
        return;
    }
    QVERIFY(got);
    QList<int> g;
    for (quint32 v : *got)
        g << int(v);
    QCOMPARE(g, want);
    // Numeric, not text, order: the 4097th child comes after the 4096th.
    QVERIFY(*db::parseDbstatPath(u"/fff/") < *db::parseDbstatPath(u"/1000/"));
}

void TestLocality::densityBins()
{
    QCOMPARE(DensityGrid::binOf(0, 0, 10), 0);
    QCOMPARE(DensityGrid::binOf(0, 100, 10), 0);
    QCOMPARE(DensityGrid::binOf(9, 100, 10), 0);
    QCOMPARE(DensityGrid::binOf(10, 100, 10), 1);
    QCOMPARE(DensityGrid::binOf(99, 100, 10), 9);
    QCOMPARE(DensityGrid::binOf(2, 3, 200), 133);
}

void TestLocality::fourWays_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("order");
    QTest::addColumn<int>("tree");
    QTest::addColumn<bool>("random");
    QTest::newRow("uuidv4 blob without rowid")
        << u"t_v4"_s << u"seq"_s << int(KeyTree::WithoutRowid) << true;
    QTest::newRow("uuidv7 blob without rowid")
        << u"t_v7"_s << u"seq"_s << int(KeyTree::WithoutRowid) << false;
    QTest::newRow("ulid text rowid table")
        << u"t_ulid"_s << QString() << int(KeyTree::Index) << false;
    QTest::newRow("ulid by text time")
        << u"t_ulid"_s << u"created"_s << int(KeyTree::Index) << false;
    QTest::newRow("uuidv4 by text time")
        << u"t_v4"_s << u"created"_s << int(KeyTree::WithoutRowid) << true;
    QTest::newRow("integer primary key")
        << u"t_int"_s << QString() << int(KeyTree::RowidTable) << false;
}

void TestLocality::fourWays()
{
    QFETCH(QString, table);
    QFETCH(QString, order);
    QFETCH(int, tree);
    QFETCH(bool, random);
    testdb::Snapshot snap(fourPath_);
    const qint64 recent = 300;
    const LocalityResult r = run(fourPath_, table, {}, order, recent);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(int(r.treeKind), tree);
    QCOMPARE(r.rows, qint64(kRows));

    // Insertion order: rows were inserted by seq (= rowid). Ordered by the text time, ties
    // keep key order.
    std::vector<quint32> ranks = table == u"t_v4"     ? ranksOf(stream_.v4)
                                 : table == u"t_v7"   ? ranksOf(stream_.v7)
                                 : table == u"t_ulid" ? ranksOf(stream_.ulid)
                                                      : ranksOf(stream_.intKey);
    if (order == u"created") {
        std::vector<std::size_t> idx(ranks.size());
        for (std::size_t i = 0; i < idx.size(); ++i)
            idx[i] = i;
        std::sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) {
            const int c = QString::compare(stream_.createdText[a], stream_.createdText[b]);
            return c != 0 ? c < 0 : ranks[a] < ranks[b];
        });
        std::vector<quint32> byTime;
        for (std::size_t i : idx)
            byTime.push_back(ranks[i]);
        ranks = byTime;
    }
    const quint64 inv = bruteInversions(ranks);
    QCOMPARE(r.inversions, inv);
    const double pairs = double(kRows) * (kRows - 1) / 2;
    QVERIFY(qAbs(r.inversionRatio - double(inv) / pairs) < 1e-12);
    QVERIFY(qAbs(r.kendallTau - (1 - 2 * double(inv) / pairs)) < 1e-12);
    qint64 edge = 0;
    quint32 best = 0;
    for (std::size_t i = 0; i < ranks.size(); ++i) {
        if (i == 0 || ranks[i] > best) {
            ++edge;
            best = ranks[i];
        }
    }
    QCOMPARE(r.rightEdgeInserts, edge);

    // Leaves from the raw pages.
    QVERIFY2(r.hasLeafMetrics, qPrintable(r.leafNote));
    testdb::Writer w(fourPath_);
    const qint64 root = w.scalar(
        QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE name = '%1'").arg(r.treeName));
    const Decoded d = decodeTree(fourPath_, root);
    QCOMPARE(d.pageOfRank.size(), std::size_t(kRows));
    QCOMPARE(r.leafPages, qint64(d.leaves.size()));
    std::set<qint64> recentPages;
    qint64 interior = 0;
    int maxCells = 0;
    for (const auto& l : d.leaves)
        maxCells = std::max(maxCells, l.second);
    for (std::size_t i = ranks.size() - recent; i < ranks.size(); ++i) {
        const qint64 page = d.pageOfRank[ranks[i]];
        if (page == 0)
            ++interior;
        else
            recentPages.insert(page);
    }
    QCOMPARE(r.recentLeafPages, qint64(recentPages.size()));
    QCOMPARE(r.recentInInterior, interior);
    QCOMPARE(r.maxLeafCells, qint64(maxCells));
    QCOMPARE(r.minLeafPages, (recent + maxCells - 1) / maxCells);
    qint64 down = 0;
    for (std::size_t i = 1; i < d.leaves.size(); ++i)
        down += d.leaves[i].first < d.leaves[i - 1].first;
    QVERIFY(qAbs(r.leafDisorder - double(down) / double(d.leaves.size() - 1)) < 1e-12);

    // The expected shapes.
    qInfo(
        "%s: ratio %.4f spread %.2f (%lld/%lld) rightmost %.2f leaves %lld fill %.2f disorder %.2f",
        QTest::currentDataTag(), r.inversionRatio, r.leafSpread, r.recentLeafPages, r.minLeafPages,
        r.rightmostShare, r.leafPages, r.avgLeafFill, r.leafDisorder);
    if (random) {
        QVERIFY2(r.inversionRatio > 0.45 && r.inversionRatio < 0.55,
                 qPrintable(QString::number(r.inversionRatio)));
        QVERIFY2(r.leafSpread > 4, qPrintable(QString::number(r.leafSpread)));
        QVERIFY(r.rightmostShare < 0.1);
    } else {
        QVERIFY2(r.inversionRatio < 0.01, qPrintable(QString::number(r.inversionRatio)));
        QVERIFY2(r.leafSpread <= 1.5, qPrintable(QString::number(r.leafSpread)));
        QVERIFY(r.rightmostShare > 0.05);
    }
    qint64 plotted = 0;
    for (quint32 v : r.density.counts)
        plotted += v;
    QCOMPARE(plotted, qint64(kRows));
    VERIFY_UNCHANGED(snap);
}

void TestLocality::leafMapMatchesPages_data()
{
    QTest::addColumn<QString>("tree");
    QTest::addColumn<bool>("indexTree");
    QTest::newRow("without rowid table") << u"t_v4"_s << true;
    QTest::newRow("autoindex") << u"sqlite_autoindex_t_ulid_1"_s << true;
    QTest::newRow("rowid table") << u"t_int"_s << false;
    QTest::newRow("overflowing rows") << u"t_big"_s << false;
    QTest::newRow("overflowing keys") << u"t_bigkey"_s << true;
}

// Every key rank maps to the page the raw decoder finds it on.
void TestLocality::leafMapMatchesPages()
{
    QFETCH(QString, tree);
    QFETCH(bool, indexTree);
    testdb::Snapshot snap(fourPath_);
    auto c = db::Connection::open(fourPath_, nullptr, nullptr);
    QVERIFY(c);
    db::KeyOrderRequest req;
    req.treeName = tree;
    req.tree = indexTree ? KeyTree::Index : KeyTree::RowidTable;
    const db::KeyLeaves read = c->readKeyLeaves(req);
    const std::optional<LeafMap>& m = read.leaves;
    QVERIFY2(m, qPrintable(read.note));
    c.reset();
    qint64 root = 0;
    {
        testdb::Writer w(fourPath_);
        root = w.scalar(
            QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE name = '%1'").arg(tree));
    }
    const Decoded d = decodeTree(fourPath_, root);
    QVERIFY(d.leaves.size() > 20); // a tree of several levels
    QCOMPARE(m->totalKeys, qint64(d.pageOfRank.size()));
    for (std::size_t k = 0; k < d.pageOfRank.size(); ++k) {
        const qsizetype leaf = m->leafOfRank(qint64(k));
        const qint64 page = leaf < 0 ? 0 : m->leaves[leaf].pageNo;
        if (page != d.pageOfRank[k])
            QFAIL(qPrintable(QStringLiteral("rank %1: leaf map says page %2, the file says %3")
                                 .arg(k)
                                 .arg(page)
                                 .arg(d.pageOfRank[k])));
    }
    if (tree.startsWith(u"t_big"))
        QVERIFY(m->overflowPages > 0);
    QCOMPARE(m->leafOfRank(-1), qsizetype(-1));
    QCOMPARE(m->leafOfRank(m->totalKeys), qsizetype(-1));
    VERIFY_UNCHANGED(snap);
}

// A non-unique index, ascending and descending: ties sort by rowid (ascending even in a DESC
// index), and the mapping still agrees with the pages.
void TestLocality::duplicatesInIndex_data()
{
    QTest::addColumn<bool>("descending");
    QTest::newRow("asc") << false;
    QTest::newRow("desc") << true;
}

void TestLocality::duplicatesInIndex()
{
    QFETCH(bool, descending);
    const QString path =
        dir_.filePath(descending ? QStringLiteral("dups_desc.db") : QStringLiteral("dups.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("PRAGMA page_size=512;"
                                      "CREATE TABLE t(k INTEGER, pad TEXT);"
                                      "CREATE INDEX t_k ON t(k %1);")
                           .arg(descending ? QStringLiteral("DESC") : QString())));
        QList<QVariantList> rows;
        for (int i = 0; i < 3000; ++i)
            rows << QVariantList{qlonglong((i * 7919) % 50), QStringLiteral("x")};
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t VALUES(?,?)"), rows));
    }
    testdb::Snapshot snap(path);
    const LocalityResult r = run(path, QStringLiteral("t"), QStringLiteral("k"));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(int(r.treeKind), int(KeyTree::Index));
    QVERIFY(r.hasLeafMetrics);
    // Independent ranks: (k in the index's direction, rowid ascending) sorted.
    std::vector<std::pair<int, int>> keys;
    for (int i = 0; i < 3000; ++i)
        keys.emplace_back(descending ? -((i * 7919) % 50) : (i * 7919) % 50, i);
    QCOMPARE(r.inversions, bruteInversions(ranksOf(keys)));
    testdb::Writer w(path);
    const Decoded d = decodeTree(
        path, w.scalar(QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE name='t_k'")));
    QCOMPARE(qint64(d.pageOfRank.size()), r.rows);
    for (std::size_t k = 0; k < d.pageOfRank.size(); ++k) {
        const qsizetype leaf = r.leafMap.leafOfRank(qint64(k));
        QCOMPARE(leaf < 0 ? 0 : r.leafMap.leaves[leaf].pageNo, d.pageOfRank[k]);
    }
    VERIFY_UNCHANGED(snap);
}

// A progress callback that says stop: the result is marked cancelled and carries no numbers.
void TestLocality::cancel()
{
    auto c = db::Connection::open(fourPath_, nullptr, nullptr);
    QVERIFY(c);
    const db::Schema s = db::readSchema(*c);
    LocalityOptions o;
    o.table = QStringLiteral("t_v4");
    o.order = QStringLiteral("seq");
    int calls = 0;
    o.progress = [&](qint64, qint64) { return ++calls < 1; };
    const LocalityResult r = analyseLocality(*c, s, o);
    QVERIFY(r.cancelled);
    QCOMPARE(r.rows, qint64(0));
    QCOMPARE(r.inversions, quint64(0));
    QVERIFY(!r.hasLeafMetrics);
    QCOMPARE(calls, 1);
}

void TestLocality::emptyAndSingle_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("ddl");
    for (int n : {0, 1}) {
        QTest::addRow("%d rows, integer key", n)
            << n << u"CREATE TABLE t(k INTEGER PRIMARY KEY, seq INT)"_s;
        QTest::addRow("%d rows, without rowid", n)
            << n << u"CREATE TABLE t(k BLOB PRIMARY KEY, seq INT) WITHOUT ROWID"_s;
        QTest::addRow("%d rows, text key", n) << n << u"CREATE TABLE t(k TEXT UNIQUE, seq INT)"_s;
    }
}

void TestLocality::emptyAndSingle()
{
    QFETCH(int, rows);
    QFETCH(QString, ddl);
    const QString path = dir_.filePath(QStringLiteral("small%1.db")
                                           .arg(QString::fromLatin1(QTest::currentDataTag()))
                                           .remove(u' ')
                                           .remove(u','));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(ddl));
        if (rows == 1)
            QVERIFY(w.exec(QStringLiteral("INSERT INTO t VALUES(1, 1)")));
    }
    testdb::Snapshot snap(path);
    const LocalityResult r =
        run(path, QStringLiteral("t"), QStringLiteral("k"), QStringLiteral("seq"));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.rows, qint64(rows));
    QCOMPARE(r.inversions, quint64(0));
    QCOMPARE(r.inversionRatio, 0.0);
    QCOMPARE(r.rightEdgeInserts, qint64(rows));
    QVERIFY2(r.hasLeafMetrics, qPrintable(r.leafNote));
    QCOMPARE(r.leafPages, qint64(1));
    QCOMPARE(r.recentLeafPages, qint64(rows));
    QCOMPARE(r.minLeafPages, qint64(rows));
    QVERIFY(!localityVerdict(r).isEmpty());
    VERIFY_UNCHANGED(snap);
}

void TestLocality::withoutDbstat()
{
    testdb::Snapshot snap(fourPath_);
    const LocalityResult with = run(fourPath_, QStringLiteral("t_v4"), {}, QStringLiteral("seq"));
    const LocalityResult without =
        run(fourPath_, QStringLiteral("t_v4"), {}, QStringLiteral("seq"), 300, false);
    QVERIFY(with.hasLeafMetrics);
    QVERIFY(!without.hasLeafMetrics);
    QVERIFY(without.leafNote.contains(u"dbstat"));
    QCOMPARE(without.rows, with.rows);
    QCOMPARE(without.inversions, with.inversions);
    QCOMPARE(without.rightEdgeInserts, with.rightEdgeInserts);
    QCOMPARE(without.density.counts, with.density.counts);
    QVERIFY(localityVerdict(without).contains(u"unrelated"));
    VERIFY_UNCHANGED(snap);
}

void TestLocality::withoutRowidNeedsOrder()
{
    auto c = db::Connection::open(fourPath_, nullptr, nullptr);
    QVERIFY(c);
    const db::Schema s = db::readSchema(*c);
    LocalityOptions o;
    o.table = QStringLiteral("t_v7");
    const LocalityPlan p = planLocality(s, o);
    QVERIFY(p.usage);
    QVERIFY(p.error.contains(u"WITHOUT ROWID"));
    o.order = QStringLiteral("rowid");
    QVERIFY(planLocality(s, o).usage);
    o.order = QStringLiteral("nope");
    QVERIFY(planLocality(s, o).error.contains(u"nope"));
    o.table = QStringLiteral("missing");
    QVERIFY(!planLocality(s, o).error.isEmpty());
    QVERIFY(!analyseLocality(*c, s, o).error.isEmpty());
}

void TestLocality::unindexedColumn()
{
    testdb::Snapshot snap(fourPath_);
    // `created` has no index: ranks come from sorting, leaf metrics are not available.
    const LocalityResult r = run(fourPath_, QStringLiteral("t_int"), QStringLiteral("created"));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(int(r.treeKind), int(KeyTree::None));
    QVERIFY(!r.hasLeafMetrics);
    QVERIFY(r.leafNote.contains(u"index"));
    // Ties in `created` sort by rowid: inserted in rowid order, so nothing is out of order.
    QCOMPARE(r.inversions, quint64(0));
    VERIFY_UNCHANGED(snap);
}

void TestLocality::weirdNames()
{
    const QString path = dir_.filePath(QStringLiteral("weird.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE \"we\"\"ird tåble\"(\"select\" TEXT, \"order by\" INTEGER);"
            "CREATE INDEX \"ix \"\"1\" ON \"we\"\"ird tåble\"(\"select\" COLLATE NOCASE);")));
        QList<QVariantList> rows;
        rows << QVariantList{u"b"_s, 3} << QVariantList{u"A"_s, 1} << QVariantList{QVariant(), 2}
             << QVariantList{u"c"_s, 4};
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO \"we\"\"ird tåble\" VALUES(?,?)"), rows));
    }
    testdb::Snapshot snap(path);
    const LocalityResult r = run(path, QStringLiteral("we\"ird tåble"), QStringLiteral("select"),
                                 QStringLiteral("order by"));
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.treeName, QStringLiteral("ix \"1"));
    // Index order (NOCASE): NULL, A, b, c; by "order by": A(1) NULL(2) b(3) c(4) → ranks 1 0 2 3.
    QCOMPARE(r.inversions, quint64(1));
    QVERIFY(r.hasLeafMetrics);
    VERIFY_UNCHANGED(snap);
}

void TestLocality::jsonFields()
{
    const LocalityResult r = run(fourPath_, QStringLiteral("t_v7"), {}, QStringLiteral("seq"));
    QByteArray out;
    JsonWriter w(out);
    writeLocalityJson(w, r, true);
    QJsonParseError e{};
    const QJsonObject o = QJsonDocument::fromJson(out, &e).object();
    QCOMPARE(e.error, QJsonParseError::NoError);
    for (const char* k : {"rows", "inversion_ratio", "right_edge_share", "recent_leaf_pages",
                          "min_leaf_pages", "rightmost_share", "leaf_pages", "avg_leaf_fill",
                          "leaf_disorder", "kendall_tau", "density", "leaves"})
        QVERIFY2(o.contains(QLatin1String(k)), k);
    QCOMPARE(o.value(u"rows").toInteger(), qint64(kRows));
    QCOMPARE(o.value(u"leaf_pages").toInteger(), r.leafPages);
}

// The automatic N, worked out by hand: 5 % of the rows, at least 10 (or every row), at most
// 1,000.
void TestLocality::defaultRecent()
{
    QCOMPARE(defaultLocalityRecent(0), qint64(0));
    QCOMPARE(defaultLocalityRecent(7), qint64(7));
    QCOMPARE(defaultLocalityRecent(150), qint64(10));
    QCOMPARE(defaultLocalityRecent(1500), qint64(75));
    QCOMPARE(defaultLocalityRecent(19999), qint64(999));
    QCOMPARE(defaultLocalityRecent(400000), qint64(1000));
    // And the analysis uses it when no N is asked for, min(N, rows) when one is.
    const LocalityResult a = run(fourPath_, QStringLiteral("t_v7"), {}, QStringLiteral("seq"), 0);
    QCOMPARE(a.recent, qint64(kRows * 5 / 100));
    const LocalityResult b =
        run(fourPath_, QStringLiteral("t_v7"), {}, QStringLiteral("seq"), 100000);
    QCOMPARE(b.recent, qint64(kRows));
}

namespace {

// What the figures of the newest N keys are, from the file: the key of each insert by plain
// SQL, its leaf from the raw pages (decodeTree), the leaf count from dbstat.
struct Independent {
    qint64 rows = 0, recent = 0, leaves = 0, recentLeaves = 0, interior = 0, minLeaves = 0;
    double spread = 0, inversionRatio = 0, rightEdgeShare = 0, rightmostShare = 0;
    qint64 lastLeafCells = 0, maxCells = 0;
};

Independent measure(const QString& path, const QString& table, const QString& tree,
                    qint64 recentAsked)
{
    Independent m;
    testdb::Writer w(path);
    std::vector<qint64> seqOfRank;
    for (const QVariantList& r :
         w.rows(QStringLiteral("SELECT seq FROM %1 ORDER BY id").arg(table)))
        seqOfRank.push_back(r[0].toLongLong());
    m.rows = qint64(seqOfRank.size());
    std::vector<std::size_t> rankOfInsert(seqOfRank.size()); // seq 1..rows
    for (std::size_t r = 0; r < seqOfRank.size(); ++r)
        rankOfInsert[std::size_t(seqOfRank[r] - 1)] = r;
    quint64 inv = 0;
    for (std::size_t i = 0; i < seqOfRank.size(); ++i)
        for (std::size_t j = i + 1; j < seqOfRank.size(); ++j)
            inv += seqOfRank[i] > seqOfRank[j];
    m.inversionRatio = double(inv) / (double(m.rows) * double(m.rows - 1) / 2);
    qint64 edge = 0;
    std::size_t best = 0;
    for (std::size_t i = 0; i < rankOfInsert.size(); ++i)
        if (i == 0 || rankOfInsert[i] > best) {
            ++edge;
            best = rankOfInsert[i];
        }
    m.rightEdgeShare = double(edge) / double(m.rows);

    const qint64 root =
        w.scalar(QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE name = '%1'").arg(tree));
    const Decoded d = decodeTree(path, root);
    m.leaves = w.scalar(
        QStringLiteral("SELECT count(*) FROM dbstat WHERE name = '%1' AND pagetype = 'leaf'")
            .arg(tree));
    if (m.leaves != qint64(d.leaves.size()))
        qWarning("dbstat counts %lld leaves, the pages %zu", m.leaves, d.leaves.size());
    for (const auto& l : d.leaves)
        m.maxCells = std::max<qint64>(m.maxCells, l.second);
    m.lastLeafCells = d.leaves.back().second;
    // N: asked for, or (0) 5 % of the rows, at least 10 (or all), at most 1,000.
    m.recent =
        recentAsked > 0
            ? std::min(recentAsked, m.rows)
            : std::min<qint64>(1000, std::max(std::min<qint64>(m.rows, 10), m.rows * 5 / 100));
    // The rightmost 1 % of leaves (at least one) start at this key rank.
    const qint64 edgeLeaves = std::max<qint64>(1, (m.leaves + 99) / 100);
    const qint64 edgePage = d.leaves[std::size_t(m.leaves - edgeLeaves)].first;
    std::size_t edgeRank = 0;
    while (d.pageOfRank[edgeRank] != edgePage)
        ++edgeRank;
    std::set<qint64> pages;
    qint64 inEdge = 0;
    for (qint64 i = m.rows - m.recent; i < m.rows; ++i) {
        const std::size_t rank = rankOfInsert[std::size_t(i)];
        if (d.pageOfRank[rank] == 0)
            ++m.interior;
        else
            pages.insert(d.pageOfRank[rank]);
        inEdge += rank >= edgeRank;
    }
    m.recentLeaves = qint64(pages.size());
    m.minLeaves = (m.recent + m.maxCells - 1) / m.maxCells;
    m.spread = double(m.recentLeaves) / double(m.minLeaves);
    m.rightmostShare = double(inEdge) / double(m.recent);
    return m;
}

// The verdict rule (locality.h) written out on those figures.
LocalityClass expectedClass(const Independent& m)
{
    const qint64 reach = std::min(m.leaves, m.recent - m.interior);
    const bool canTell =
        m.recent * 10 <= m.rows && reach >= 2 * m.minLeaves && reach >= m.minLeaves + 3;
    const bool appends =
        m.inversionRatio <= 0.05 || m.rightEdgeShare >= 0.5 || (canTell && m.rightmostShare >= 0.5);
    if (!canTell)
        return appends ? LocalityClass::RightEdge : LocalityClass::CannotTell;
    if (m.spread >= 2 && m.recentLeaves >= m.minLeaves + 3 && (!appends || m.spread >= 4))
        return LocalityClass::Scatter;
    return appends ? LocalityClass::RightEdge : LocalityClass::Clustered;
}

const char* className(LocalityClass c)
{
    switch (c) {
    case LocalityClass::Unknown:
        return "unknown";
    case LocalityClass::RightEdge:
        return "right edge";
    case LocalityClass::Scatter:
        return "scatter";
    case LocalityClass::Clustered:
        return "clustered";
    case LocalityClass::Partly:
        return "partly";
    case LocalityClass::CannotTell:
        return "cannot tell";
    }
    return "?";
}

} // namespace

void TestLocality::verdictClass_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("rows");
    QTest::addColumn<qint64>("recent"); // 0 automatic, -1 just past the last leaf's keys
    QTest::addColumn<int>("want");
    auto row = [](const char* tag, KeyKind k, int rows, qint64 recent, LocalityClass want) {
        QTest::newRow(tag) << int(k) << rows << recent << int(want);
    };
    // The walk-through's tables: 1,500 rows, the newest 1,000 are two thirds of them.
    row("v4 1500 auto", KeyKind::V4, 1500, 0, LocalityClass::Scatter);
    row("v7 1500 auto", KeyKind::V7, 1500, 0, LocalityClass::RightEdge);
    row("v4 1500 newest 1000", KeyKind::V4, 1500, 1000, LocalityClass::CannotTell);
    row("v7 1500 newest 1000", KeyKind::V7, 1500, 1000, LocalityClass::RightEdge);
    row("v4 1500 newest 100", KeyKind::V4, 1500, 100, LocalityClass::Scatter);
    row("v4 1500 newest 160", KeyKind::V4, 1500, 160, LocalityClass::CannotTell);
    row("v4 12000 auto", KeyKind::V4, 12000, 0, LocalityClass::Scatter);
    row("v7 12000 auto", KeyKind::V7, 12000, 0, LocalityClass::RightEdge);
    // One leaf holds the whole table: nothing to scatter over.
    row("v4 150 auto", KeyKind::V4, 150, 0, LocalityClass::CannotTell);
    row("v7 150 auto", KeyKind::V7, 150, 0, LocalityClass::RightEdge);
    // ULIDs whose newest keys straddle the last two leaves: 2 leaves where 1 would do.
    row("ulid 12000 straddling", KeyKind::Ulid, 12000, -1, LocalityClass::RightEdge);
    row("ulid 12000 auto", KeyKind::Ulid, 12000, 0, LocalityClass::RightEdge);
    // Mostly appends, but 40 % land anywhere: that is scatter all the same.
    row("mixed 12000 auto", KeyKind::Mixed, 12000, 0, LocalityClass::Scatter);
}

// Without leaf figures (a server role that may not read the B-tree) the verdict rests on the
// insertion order alone. Random keys followed by a band of time-ordered keys below them (v4,
// then v7) have τ well below zero: not "unrelated", and where the newest land the order cannot
// say. Inversion ratios counted here pair by pair.
void TestLocality::orderOnlyVerdicts()
{
    auto ratioOf = [](const std::vector<int>& keys) {
        qint64 inv = 0, pairs = 0;
        for (std::size_t i = 0; i < keys.size(); ++i)
            for (std::size_t j = i + 1; j < keys.size(); ++j, ++pairs)
                inv += keys[j] < keys[i] ? 1 : 0;
        return double(inv) / double(pairs);
    };
    QRandomGenerator rng(7);
    std::vector<int> v4ThenV7, random;
    for (int i = 0; i < 300; ++i)
        v4ThenV7.push_back(1000 + int(rng.bounded(100000)));
    for (int i = 0; i < 200; ++i)
        v4ThenV7.push_back(i);
    for (int i = 0; i < 500; ++i)
        random.push_back(int(rng.bounded(100000)));
    LocalityResult r;
    r.rows = 500;
    r.hasLeafMetrics = false;
    r.inversionRatio = ratioOf(v4ThenV7);
    QVERIFY2(r.inversionRatio > 0.6, qPrintable(QString::number(r.inversionRatio)));
    QCOMPARE(localityJudgement(r).kind, LocalityClass::CannotTell);
    const QString said = localityVerdict(r);
    QVERIFY2(!said.contains(QLatin1String("unrelated")), qPrintable(said));
    QVERIFY2(said.contains(QLocale().toString(1.0 - 2.0 * r.inversionRatio, 'f', 2)),
             qPrintable(said));
    r.inversionRatio = ratioOf(random);
    QVERIFY(qAbs(r.inversionRatio - 0.5) < 0.05);
    QCOMPARE(localityJudgement(r).kind, LocalityClass::Scatter);
    QVERIFY(localityVerdict(r).contains(QLatin1String("unrelated")));
}

void TestLocality::verdictClass()
{
    QFETCH(int, kind);
    QFETCH(int, rows);
    QFETCH(qint64, recent);
    QFETCH(int, want);
    const QString table = verdictTable(KeyKind(kind), rows);
    testdb::Snapshot snap(verdictPath_);
    const QString tree =
        KeyKind(kind) == KeyKind::Ulid ? QStringLiteral("sqlite_autoindex_%1_1").arg(table) : table;
    if (recent < 0) {
        // Just more keys than the last leaf holds, and no more than one leaf could.
        const Independent probe = measure(verdictPath_, table, tree, 10);
        recent = probe.lastLeafCells + 5;
        QVERIFY(recent <= probe.maxCells);
    }
    const Independent m = measure(verdictPath_, table, tree, recent);
    const LocalityResult r =
        run(verdictPath_, table, {}, KeyKind(kind) == KeyKind::Ulid ? QString() : u"seq"_s, recent);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY2(r.hasLeafMetrics, qPrintable(r.leafNote));
    qInfo("%s: N %lld of %lld, leaves %lld of %lld (fewest %lld), right edge %.2f, rightmost "
          "%.2f, inversions %.3f",
          QTest::currentDataTag(), m.recent, m.rows, m.recentLeaves, m.leaves, m.minLeaves,
          m.rightEdgeShare, m.rightmostShare, m.inversionRatio);
    // The figures the verdict stands on agree with the file.
    QCOMPARE(r.rows, m.rows);
    QCOMPARE(r.recent, m.recent);
    QCOMPARE(r.leafPages, m.leaves);
    QCOMPARE(r.recentLeafPages, m.recentLeaves);
    QCOMPARE(r.minLeafPages, m.minLeaves);
    QVERIFY(qAbs(r.rightEdgeShare - m.rightEdgeShare) < 1e-12);
    QVERIFY(qAbs(r.rightmostShare - m.rightmostShare) < 1e-12);
    QVERIFY(qAbs(r.inversionRatio - m.inversionRatio) < 1e-9);
    // The class: the rule on the file's figures, and what these tables were built to show.
    const LocalityClass got = localityJudgement(r).kind;
    QVERIFY2(got == expectedClass(m),
             qPrintable(QStringLiteral("%1, the rule on the file's figures says %2")
                            .arg(QLatin1String(className(got)),
                                 QLatin1String(className(expectedClass(m))))));
    QVERIFY2(got == LocalityClass(want),
             qPrintable(QStringLiteral("%1, want %2")
                            .arg(QLatin1String(className(got)),
                                 QLatin1String(className(LocalityClass(want))))));
    if (QByteArray(QTest::currentDataTag()).contains("straddling")) {
        // Two leaves where one would do: a 2.0× spread that is no scatter.
        QCOMPARE(m.recentLeaves, qint64(2));
        QCOMPARE(m.minLeaves, qint64(1));
    }
    // And the sentence says that class, not another.
    const QString verdict = localityVerdict(r);
    switch (LocalityClass(want)) {
    case LocalityClass::Scatter:
        QVERIFY2(verdict.contains(u"more leaves than needed"), qPrintable(verdict));
        break;
    case LocalityClass::RightEdge:
        QVERIFY2(verdict.contains(u"right edge") && !verdict.contains(u"scatter") &&
                     !verdict.contains(u"not at the right edge"),
                 qPrintable(verdict));
        break;
    case LocalityClass::CannotTell:
        QVERIFY2((verdict.contains(u"too large a share") || verdict.contains(u"too few leaves")) &&
                     !verdict.contains(u"close together") && !verdict.contains(u"right edge of"),
                 qPrintable(verdict));
        break;
    default:
        break;
    }
    VERIFY_UNCHANGED(snap);
}

// Two sides compare by leaves only when both spreads can tell; else by inversion ratio.
void TestLocality::comparisonNeedsASpreadThatTells()
{
    auto side = [&](const char* t, qint64 recent) {
        return run(verdictPath_, QLatin1String(t), {}, QStringLiteral("seq"), recent);
    };
    const LocalityResult v4 = side("v4_1500", 0), v7 = side("v7_1500", 0);
    const QString byLeaves = localityComparison(v4, u"v4"_s, v7, u"v7"_s);
    // Per key: v4's leaves over v7's, for 75 keys each.
    const double f = double(v4.recentLeafPages) / double(v7.recentLeafPages);
    QVERIFY2(f >= 4, qPrintable(QString::number(f)));
    const QString factor = f >= 10 ? QString::number(qRound64(f)) : QString::number(f, 'f', 1);
    QVERIFY2(byLeaves.contains(u"new keys of v4 touch") && byLeaves.contains(factor + u'×'),
             qPrintable(byLeaves));
    const LocalityResult v4All = side("v4_1500", 1000), v7All = side("v7_1500", 1000);
    const QString byOrder = localityComparison(v4All, u"v4"_s, v7All, u"v7"_s);
    QVERIFY2(byOrder.startsWith(u"Inversion ratio") && !byOrder.contains(u"about as many"),
             qPrintable(byOrder));
}

QTEST_GUILESS_MAIN(TestLocality)
#include "tst_locality.moc"
