// Late-commit cursor gaps against a brute-force poller written plainly here: event tables built
// in code (one well-behaved writer, writers with clock skew, long transactions, an offline
// device) with UUIDv7 text, ULID text, UUIDv7 BLOB and Snowflake keys. The test knows each
// ID's instant (it minted it) and compares keys as bytes (integers as sign-flipped big-endian),
// so nothing is computed with the code under test. O(n²) on purpose. Every run proves the file
// unchanged.
#include "analysis/cursorgaps.h"
#include "analysis/profiler.h"
#include "db/connection.h"
#include "db/schema.h"
#include "report/json/gapsjson.h"
#include "report/json/jsonwriter.h"
#include "sqlitefixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <limits>
#include <memory>
#include <optional>
#include <random>

using namespace idscope;
using namespace idscope::analysis;
using idscope::db::Connection;

namespace {

constexpr qint64 kBase = 1767225600000; // 2026-01-01T00:00:00Z

enum class KeyKind { UuidV7Text, UlidText, UuidV7Blob, Snowflake };

struct Event {
    qint64 idMs = 0;     // the instant the ID carries
    qint64 commitMs = 0; // when the row committed
    QString writer;
    int tx = 0; // rows sharing a tx committed together
};

// The key as SQLite would store it, and as bytes that compare like SQLite compares it.
struct Key {
    QVariant stored;
    QByteArray order;
};

QByteArray bigEndian(quint64 v)
{
    QByteArray b(8, '\0');
    for (int i = 7; i >= 0; --i, v >>= 8)
        b[i] = char(v & 0xff);
    return b;
}

Key mint(KeyKind kind, qint64 ms, std::mt19937_64& rng, int node)
{
    const quint64 ra = rng() & 0xfff, rb = rng() & 0x3fffffffffffffffULL;
    QByteArray bytes(16, '\0');
    for (int i = 0; i < 6; ++i)
        bytes[i] = char((quint64(ms) >> (40 - 8 * i)) & 0xff);
    bytes[6] = char(0x70 | (ra >> 8));
    bytes[7] = char(ra & 0xff);
    const quint64 low = (quint64(2) << 62) | rb;
    for (int i = 0; i < 8; ++i)
        bytes[8 + i] = char((low >> (56 - 8 * i)) & 0xff);
    switch (kind) {
    case KeyKind::UuidV7Text: {
        const QByteArray h = bytes.toHex();
        const QString s = QString::fromLatin1(h.left(8) + '-' + h.mid(8, 4) + '-' + h.mid(12, 4) +
                                              '-' + h.mid(16, 4) + '-' + h.mid(20));
        return {s, s.toUtf8()};
    }
    case KeyKind::UuidV7Blob:
        return {bytes, bytes};
    case KeyKind::UlidText: {
        static const char* alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
        QByteArray u(16, '\0'); // 48-bit ms then 80 random bits
        for (int i = 0; i < 6; ++i)
            u[i] = bytes[i];
        for (int i = 6; i < 16; ++i)
            u[i] = char(rng() & 0xff);
        QByteArray s;
        for (int c = 0; c < 26; ++c) {
            int v = 0;
            for (int b = 0; b < 5; ++b) {
                const int bit = c * 5 + b - 2; // 130 bits, two leading zeros
                v <<= 1;
                if (bit >= 0)
                    v |= (quint8(u[bit / 8]) >> (7 - bit % 8)) & 1;
            }
            s += alphabet[v];
        }
        return {QString::fromLatin1(s), s};
    }
    case KeyKind::Snowflake: {
        const qint64 v =
            ((ms - 1288834974657) << 22) | (qint64(node & 1023) << 12) | qint64(rng() & 0xfff);
        return {v, bigEndian(quint64(v) ^ (quint64(1) << 63))};
    }
    }
    return {};
}

bool keyLess(const QByteArray& a, const QByteArray& b)
{
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(),
                                        [](char x, char y) { return quint8(x) < quint8(y); });
}
bool keyLessEq(const QByteArray& a, const QByteArray& b)
{
    return !keyLess(b, a);
}

struct Row {
    QByteArray key;
    qint64 tUs = 0;
    qint64 commitUs = 0;
    int group = 0;
    QString writer;
};

struct Settings {
    std::optional<qint64> windowMs;
    qint64 holdBack = 0;
    qint64 pollMs = 0;
    qint64 limit = 0;
    bool commitTime = false; // "now" from the commit times
};

// The poller, plainly: poll after every commit (or every P ms of commit time), look at every
// committed unread row above the cursor, apply W, K and the page limit, move the cursor.
std::vector<int> bruteMissed(const std::vector<Row>& rows, const Settings& s)
{
    const std::size_t n = rows.size();
    std::vector<bool> read(n, false);
    std::optional<QByteArray> cursor;
    auto poll = [&](std::size_t committed, qint64 nowUs) {
        std::vector<std::size_t> elig;
        for (std::size_t j = 0; j < committed; ++j) {
            if (read[j] || (cursor && keyLessEq(rows[j].key, *cursor)))
                continue;
            if (s.windowMs && !(rows[j].tUs < nowUs - *s.windowMs * 1000))
                continue;
            elig.push_back(j);
        }
        std::sort(elig.begin(), elig.end(),
                  [&](std::size_t a, std::size_t b) { return keyLess(rows[a].key, rows[b].key); });
        qint64 take = qint64(elig.size()) - s.holdBack;
        if (s.limit > 0)
            take = std::min(take, s.limit);
        for (qint64 i = 0; i < take; ++i) {
            read[elig[std::size_t(i)]] = true;
            cursor = rows[elig[std::size_t(i)]].key;
        }
    };
    if (s.pollMs == 0) {
        for (std::size_t i = 0; i < n; ++i) {
            if (i + 1 < n && rows[i + 1].group == rows[i].group)
                continue; // the commit is not over yet
            qint64 now = std::numeric_limits<qint64>::min();
            for (std::size_t j = 0; j <= i; ++j)
                now = std::max(now, s.commitTime ? rows[j].commitUs : rows[j].tUs);
            poll(i + 1, now);
        }
    } else {
        const qint64 p = s.pollMs * 1000;
        for (qint64 tau = rows.front().commitUs;; tau += p) {
            std::size_t committed = 0;
            while (committed < n && rows[committed].commitUs <= tau)
                ++committed;
            poll(committed, tau);
            if (committed == n)
                break;
        }
    }
    std::vector<int> missed;
    for (std::size_t j = 0; j < n; ++j)
        if (!read[j] && cursor && keyLessEq(rows[j].key, *cursor))
            missed.push_back(int(j));
    return missed;
}

std::vector<Event> scenario(const QString& name, std::mt19937_64& rng)
{
    std::vector<Event> ev;
    qint64 t = kBase;
    auto step = [&](int lo, int hi) { t += lo + qint64(rng() % quint64(hi - lo + 1)); };
    if (name == QLatin1String("single")) {
        for (int i = 0; i < 200; ++i, step(1, 6))
            ev.push_back({t, t, QStringLiteral("api"), i});
    } else if (name == QLatin1String("skew")) {
        const QStringList w = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
        const qint64 skew[] = {0, -700, 250};
        for (int i = 0; i < 240; ++i, step(1, 12)) {
            const int k = int(rng() % 3);
            ev.push_back({t + skew[k], t, w[k], i});
        }
    } else if (name == QLatin1String("longtx")) {
        for (int i = 0; i < 220; ++i, step(2, 9)) {
            const bool slow = i % 20 == 7;
            ev.push_back({slow ? t - 1500 - qint64(rng() % 400) : t, t,
                          slow ? QStringLiteral("batch") : QStringLiteral("api"), i});
        }
    } else if (name == QLatin1String("offline")) {
        for (int i = 0; i < 200; ++i, step(20, 80)) {
            ev.push_back({t, t, QStringLiteral("server"), i});
            if (i == 150) // a phone minted ten IDs a minute ago and syncs them now
                for (int k = 0; k < 10; ++k)
                    ev.push_back(
                        {t - 60000 + k * 900, t + 1 + k, QStringLiteral("phone"), 1000 + k});
        }
    }
    return ev;
}

QString declared(KeyKind k)
{
    return k == KeyKind::UuidV7Blob  ? QStringLiteral("BLOB")
           : k == KeyKind::Snowflake ? QStringLiteral("INTEGER")
                                     : QStringLiteral("TEXT");
}

} // namespace

class TestCursorGaps : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }
    void matchesBruteForce_data();
    void matchesBruteForce();
    void transactionsAndCommitTime();
    void pollPeriod();
    void rowidWarnings();
    void nullsUndecodedAndEmpty();
    void jsonExact();
    void planChoosesColumns();

private:
    // Builds `ev` as a table with weird names; returns the path.
    QString build(const QString& name, KeyKind kind, const std::vector<Event>& ev,
                  std::vector<Row>* rows, bool txColumn = false);
    GapsResult run(const QString& path, GapsOptions opt);
    QTemporaryDir dir_;
    int n_ = 0;
};

QString TestCursorGaps::build(const QString& name, KeyKind kind, const std::vector<Event>& ev,
                              std::vector<Row>* rows, bool txColumn)
{
    const QString path = dir_.filePath(QStringLiteral("g%1_%2.sqlite").arg(++n_).arg(name));
    testdb::Writer w(path);
    if (!w.ok())
        return {};
    w.exec(QStringLiteral("CREATE TABLE \"ev \"\"t\"\"\" (seq INTEGER PRIMARY KEY, "
                          "\"select\" %1, \"wri ter\" TEXT, committed_at INTEGER, tx INTEGER)")
               .arg(declared(kind)));
    std::mt19937_64 rng(42);
    QList<QVariantList> ins;
    rows->clear();
    QHash<QString, int> nodes;
    for (const Event& e : ev) {
        const int node = int(nodes.size());
        const Key k = mint(kind, e.idMs, rng, nodes.value(e.writer, node));
        nodes.insert(e.writer, nodes.value(e.writer, node));
        ins.push_back({k.stored, e.writer, e.commitMs, e.tx});
        Row r;
        r.key = k.order;
        r.tUs = e.idMs * 1000;
        r.commitUs = e.commitMs * 1000;
        r.group = txColumn ? e.tx : int(rows->size());
        r.writer = e.writer;
        rows->push_back(r);
    }
    w.insertRows(QStringLiteral("INSERT INTO \"ev \"\"t\"\"\" (\"select\", \"wri ter\", "
                                "committed_at, tx) VALUES (?, ?, ?, ?)"),
                 ins);
    return path;
}

GapsResult TestCursorGaps::run(const QString& path, GapsOptions opt)
{
    db::OpenError oe;
    QString msg;
    auto c = Connection::open(path, &oe, &msg);
    if (!c)
        return {};
    const db::Schema s = db::readSchema(*c);
    const db::TableInfo* t = s.table(QStringLiteral("ev \"t\""));
    if (!t)
        return {};
    if (opt.column.isEmpty())
        opt.column = QStringLiteral("select");
    return analyseGaps(*c, *t, opt);
}

void TestCursorGaps::matchesBruteForce_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("twoThreads");
    const QStringList scenarios = {QStringLiteral("single"), QStringLiteral("skew"),
                                   QStringLiteral("longtx"), QStringLiteral("offline")};
    const char* kinds[] = {"uuidv7-text", "ulid-text", "uuidv7-blob", "snowflake"};
    for (const QString& s : scenarios)
        for (int k = 0; k < 4; ++k)
            for (const bool two : {false, true})
                QTest::addRow("%s/%s%s", qPrintable(s), kinds[k], two ? "/two threads" : "")
                    << s << k << two;
}

void TestCursorGaps::matchesBruteForce()
{
    QFETCH(QString, scenario);
    QFETCH(int, kind);
    QFETCH(bool, twoThreads);
    std::mt19937_64 rng(7);
    const std::vector<Event> ev = ::scenario(scenario, rng);
    std::vector<Row> rows;
    const QString path = build(scenario, KeyKind(kind), ev, &rows);
    QVERIFY(!path.isEmpty());
    const testdb::Snapshot snap(path);

    GapsOptions opt;
    opt.writerColumn = QStringLiteral("wri ter");
    opt.pipelineRows = twoThreads ? 0 : std::numeric_limits<qint64>::max();
    if (KeyKind(kind) == KeyKind::Snowflake)
        opt.format = Format::SnowflakeTwitter;
    const GapsResult r = run(path, opt);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.rows, qint64(rows.size()));
    QCOMPARE(r.order, QStringLiteral("rowid"));
    QVERIFY(r.nowIsEstimate);
    QVERIFY(r.data);

    // Default poller: exactly the rows the plain poller misses.
    const std::vector<int> missed = bruteMissed(rows, {});
    QCOMPARE(r.missed, qint64(missed.size()));
    QCOMPARE(r.missedRows.size(), qsizetype(missed.size()));
    for (qsizetype i = 0; i < r.missedRows.size(); ++i)
        QCOMPARE(r.missedRows[i].index, qint64(missed[std::size_t(i)]));
    if (scenario == QLatin1String("single"))
        QCOMPARE(r.missed, 0);
    else
        QVERIFY(r.missed > 0);

    // Lateness, plainly.
    std::vector<qint64> late(rows.size(), 0);
    for (std::size_t j = 0; j < rows.size(); ++j)
        for (std::size_t k = 0; k < j; ++k)
            late[j] = std::max(late[j], rows[k].tUs - rows[j].tUs);
    const qint64 maxLate = *std::max_element(late.begin(), late.end());
    QCOMPARE(r.maxLatenessMs, (maxLate + 999) / 1000);
    std::vector<qint64> sorted = late;
    std::sort(sorted.begin(), sorted.end());
    const auto p99 = sorted[std::size_t(std::ceil(0.99 * double(sorted.size()))) - 1];
    QCOMPARE(r.lateness.p99, double(p99) / 1000.0);
    QCOMPARE(r.lateRows,
             qint64(std::count_if(late.begin(), late.end(), [](qint64 l) { return l > 0; })));

    // Hold-back: the largest number of earlier rows with a key >= a row's own.
    qint64 lag = 0;
    for (std::size_t j = 0; j < rows.size(); ++j) {
        qint64 c = 0;
        for (std::size_t k = 0; k < j; ++k)
            c += keyLessEq(rows[j].key, rows[k].key) ? 1 : 0;
        lag = std::max(lag, c);
    }
    QCOMPARE(r.lagRowsNeeded, lag);
    for (qint64 k : {qint64(1), qint64(2), qint64(5), lag}) {
        Settings s;
        s.holdBack = k;
        QCOMPARE(missesWithHoldBack(r, k), qint64(bruteMissed(rows, s).size()));
    }

    // Window: the smallest W the plain poller proves, and the count for several W.
    Settings sw;
    sw.windowMs = r.windowNeededMs;
    QCOMPARE(bruteMissed(rows, sw).size(), std::size_t(0));
    if (r.windowNeededMs > 0) {
        sw.windowMs = r.windowNeededMs - 1;
        QVERIFY(!bruteMissed(rows, sw).empty());
    } else {
        QCOMPARE(r.missed, 0);
    }
    for (qint64 w : {qint64(0), qint64(100), qint64(500), qint64(1000), qint64(1800)}) {
        Settings s;
        s.windowMs = w;
        QCOMPARE(missesWithWindow(r, w), qint64(bruteMissed(rows, s).size()));
    }

    // Per writer.
    for (int wi = 0; wi < r.writers.size(); ++wi) {
        const GapsWriter& gw = r.writers[wi];
        qint64 n = 0, m = 0;
        for (std::size_t j = 0; j < rows.size(); ++j)
            n += rows[j].writer == gw.writer ? 1 : 0;
        for (int j : missed)
            m += rows[std::size_t(j)].writer == gw.writer ? 1 : 0;
        QCOMPARE(gw.rows, n);
        QCOMPARE(gw.missed, m);
        Settings s;
        s.windowMs = 300;
        qint64 mw = 0;
        for (int j : bruteMissed(rows, s))
            mw += rows[std::size_t(j)].writer == gw.writer ? 1 : 0;
        QCOMPARE(missesWithWindow(r, 300, wi), mw);
    }

    // Settings together (the heap simulation): W with K, and a page limit.
    const Settings combos[] = {{qint64(300), 1, 0, 0, false},
                               {std::nullopt, 0, 0, 3, false},
                               {qint64(200), 0, 0, 2, false},
                               {std::nullopt, 2, 0, 1, false}};
    for (const Settings& s : combos) {
        GapsOptions o = opt;
        o.poller.windowMs = s.windowMs;
        o.poller.holdBack = s.holdBack;
        o.poller.pageLimit = s.limit;
        const GapsResult rs = run(path, o);
        QVERIFY(rs.ok());
        const std::vector<int> expect = bruteMissed(rows, s);
        QCOMPARE(rs.missed, qint64(expect.size()));
        for (qsizetype i = 0; i < rs.missedRows.size(); ++i)
            QCOMPARE(rs.missedRows[i].index, qint64(expect[std::size_t(i)]));
    }
    VERIFY_UNCHANGED(snap);
}

void TestCursorGaps::transactionsAndCommitTime()
{
    // Rows of one transaction commit together; "now" is the commit time.
    std::mt19937_64 rng(3);
    std::vector<Event> ev;
    qint64 t = kBase;
    int tx = 0;
    for (int i = 0; i < 150; ++i) {
        t += 3 + qint64(rng() % 7);
        if (i % 10 == 0)
            ++tx;
        const bool slowTx = tx % 4 == 2;
        ev.push_back({slowTx ? t - 900 : t + (i % 3 == 0 ? 40 : 0), t, QStringLiteral("w"), tx});
        if (i % 10 != 9)
            t -= 0; // same transaction: commit instant is the transaction's last
    }
    // A transaction commits at its last row's instant.
    for (std::size_t i = 0; i < ev.size();) {
        std::size_t e = i;
        while (e < ev.size() && ev[e].tx == ev[i].tx)
            ++e;
        for (std::size_t k = i; k < e; ++k)
            ev[k].commitMs = ev[e - 1].commitMs;
        i = e;
    }
    for (KeyKind kind : {KeyKind::UuidV7Text, KeyKind::Snowflake}) {
        std::vector<Row> rows;
        const QString path = build(QStringLiteral("tx"), kind, ev, &rows, true);
        const testdb::Snapshot snap(path);
        for (const int variant : {0, 1, 2, 3}) {
            const bool commitTime = variant & 1;
            GapsOptions opt;
            opt.orderColumn = QStringLiteral("tx");
            opt.pipelineRows = variant & 2 ? 0 : std::numeric_limits<qint64>::max(); // two threads
            if (commitTime)
                opt.commitTimeColumn = QStringLiteral("committed_at");
            if (kind == KeyKind::Snowflake)
                opt.format = Format::SnowflakeTwitter;
            const GapsResult r = run(path, opt);
            QVERIFY2(r.ok(), qPrintable(r.error));
            QCOMPARE(r.order, QStringLiteral("tx"));
            QCOMPARE(r.nowIsEstimate, !commitTime);
            Settings s;
            s.commitTime = commitTime;
            QCOMPARE(r.missed, qint64(bruteMissed(rows, s).size()));
            QVERIFY(r.missed > 0);
            for (qint64 w : {qint64(0), qint64(50), qint64(400), qint64(950)}) {
                s.windowMs = w;
                QCOMPARE(missesWithWindow(r, w), qint64(bruteMissed(rows, s).size()));
            }
            s.windowMs = r.windowNeededMs;
            QVERIFY(bruteMissed(rows, s).empty());
            if (r.windowNeededMs > 0) {
                s.windowMs = r.windowNeededMs - 1;
                QVERIFY(!bruteMissed(rows, s).empty());
            }
        }
        VERIFY_UNCHANGED(snap);
    }
}

void TestCursorGaps::pollPeriod()
{
    std::mt19937_64 rng(11);
    const std::vector<Event> ev = scenario(QStringLiteral("skew"), rng);
    std::vector<Row> rows;
    const QString path = build(QStringLiteral("period"), KeyKind::UlidText, ev, &rows);
    const testdb::Snapshot snap(path);
    for (qint64 p : {qint64(20), qint64(100), qint64(1000)}) {
        for (const Settings& base :
             {Settings{std::nullopt, 0, p, 0, true}, Settings{qint64(150), 0, p, 0, true},
              Settings{std::nullopt, 1, p, 4, true}}) {
            GapsOptions opt;
            opt.commitTimeColumn = QStringLiteral("committed_at");
            opt.poller.pollMs = p;
            opt.poller.windowMs = base.windowMs;
            opt.poller.holdBack = base.holdBack;
            opt.poller.pageLimit = base.limit;
            const GapsResult r = run(path, opt);
            QVERIFY2(r.ok(), qPrintable(r.error));
            const std::vector<int> expect = bruteMissed(rows, base);
            QCOMPARE(r.missed, qint64(expect.size()));
            for (qsizetype i = 0; i < r.missedRows.size(); ++i)
                QCOMPARE(r.missedRows[i].index, qint64(expect[std::size_t(i)]));
            if (!base.windowMs && base.holdBack == 0) {
                Settings s = base;
                s.windowMs = r.windowNeededMs;
                QVERIFY(bruteMissed(rows, s).empty());
                for (qint64 w : {qint64(0), qint64(300), qint64(700)}) {
                    s.windowMs = w;
                    QCOMPARE(missesWithWindow(r, w), qint64(bruteMissed(rows, s).size()));
                }
            }
        }
    }
    // A poll period without commit times is refused.
    GapsOptions bad;
    bad.poller.pollMs = 10;
    QVERIFY(!run(path, bad).error.isEmpty());
    VERIFY_UNCHANGED(snap);
}

void TestCursorGaps::rowidWarnings()
{
    const QString path = dir_.filePath(QStringLiteral("warn.sqlite"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE plain (id TEXT); CREATE TABLE ipk (n INTEGER PRIMARY KEY, id TEXT);"
            "CREATE TABLE snow (id INTEGER PRIMARY KEY);"
            "CREATE TABLE wr (id TEXT PRIMARY KEY) WITHOUT ROWID;")));
        std::mt19937_64 rng(1);
        for (const char* t : {"plain", "ipk", "wr"})
            for (int i = 0; i < 5; ++i)
                QVERIFY(w.exec(
                    QStringLiteral("INSERT INTO %1 (id) VALUES ('%2')")
                        .arg(QLatin1String(t),
                             mint(KeyKind::UuidV7Text, kBase + i, rng, 0).stored.toString())));
        for (int i = 0; i < 5; ++i)
            QVERIFY(
                w.exec(QStringLiteral("INSERT INTO snow VALUES (%1)")
                           .arg(mint(KeyKind::Snowflake, kBase + i, rng, 1).stored.toLongLong())));
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE timed (id TEXT, committed_at INTEGER);"
                                      "INSERT INTO timed SELECT id, 1000 + rowid FROM plain;")));
    }
    const testdb::Snapshot snap(path);
    db::OpenError oe;
    QString msg;
    auto c = Connection::open(path, &oe, &msg);
    QVERIFY(c);
    const db::Schema s = db::readSchema(*c);
    GapsOptions opt;
    opt.column = QStringLiteral("id");
    GapsResult r = analyseGaps(*c, *s.table(QStringLiteral("plain")), opt);
    QVERIFY(r.ok());
    QVERIFY(r.warnings.join(u' ').contains(QLatin1String("VACUUM")));
    r = analyseGaps(*c, *s.table(QStringLiteral("ipk")), opt);
    QVERIFY(r.warnings.join(u' ').contains(QLatin1String("SQLite assigns it")));
    opt.format = Format::SnowflakeTwitter;
    r = analyseGaps(*c, *s.table(QStringLiteral("snow")), opt);
    QVERIFY(r.ok());
    QVERIFY(r.warnings.join(u' ').contains(QLatin1String("rowid order is key order")));
    QCOMPARE(r.missed, 0);
    opt.format = Format::Count;
    r = analyseGaps(*c, *s.table(QStringLiteral("wr")), opt);
    QVERIFY(!r.error.isEmpty()); // no rowid, no order column
    // Rowid order asked for while a commit-time column is given: the advice names that column
    // instead of asking for one.
    opt.orderColumn = QStringLiteral("rowid");
    opt.commitTimeColumn = QStringLiteral("committed_at");
    r = analyseGaps(*c, *s.table(QStringLiteral("timed")), opt);
    QVERIFY(r.ok());
    QCOMPARE(r.order, QStringLiteral("rowid"));
    const QString said = r.warnings.join(u' ');
    QVERIFY2(said.contains(QLatin1String("VACUUM")) && said.contains(u"committed_at") &&
                 !said.contains(QLatin1String("when one exists")),
             qPrintable(said));
    VERIFY_UNCHANGED(snap);
}

void TestCursorGaps::nullsUndecodedAndEmpty()
{
    const QString path = dir_.filePath(QStringLiteral("nulls.sqlite"));
    std::mt19937_64 rng(5);
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE \"t\" (id TEXT, seq INTEGER);"
                                      "CREATE TABLE \"empty\" (id TEXT);"
                                      "CREATE TABLE one (id TEXT);")));
        QList<QVariantList> rows;
        for (int i = 0; i < 20; ++i) {
            QVariant v =
                mint(KeyKind::UuidV7Text, kBase + (i == 10 ? -5000 : i * 10), rng, 0).stored;
            if (i == 3)
                v = QVariant();
            if (i == 4)
                v = QStringLiteral("not-an-id");
            rows.push_back({v, i == 6 ? QVariant() : QVariant(qint64(i))});
        }
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t VALUES (?, ?)"), rows));
        QVERIFY(w.exec(QStringLiteral("INSERT INTO one VALUES ('%1')")
                           .arg(mint(KeyKind::UuidV7Text, kBase, rng, 0).stored.toString())));
    }
    const testdb::Snapshot snap(path);
    db::OpenError oe;
    QString msg;
    auto c = Connection::open(path, &oe, &msg);
    const db::Schema s = db::readSchema(*c);
    GapsOptions opt;
    opt.column = QStringLiteral("id");
    opt.format = Format::UuidV7;
    opt.orderColumn = QStringLiteral("seq");
    GapsResult r = analyseGaps(*c, *s.table(QStringLiteral("t")), opt);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.tableRows, 20);
    QCOMPARE(r.nullKeys, 1);
    QCOMPARE(r.undecodedKeys, 1);
    QCOMPARE(r.nullOrder, 1);
    QCOMPARE(r.rows, 17);
    QCOMPARE(r.missed, 1); // the row minted 5 s early
    QCOMPARE(r.maxLatenessMs, 5000 + 90);
    opt.orderColumn.clear();
    r = analyseGaps(*c, *s.table(QStringLiteral("empty")), opt);
    QVERIFY(r.ok());
    QCOMPARE(r.rows, 0);
    QCOMPARE(r.missed, 0);
    QCOMPARE(missesWithWindow(r, 10), 0);
    r = analyseGaps(*c, *s.table(QStringLiteral("one")), opt);
    QVERIFY(r.ok());
    QCOMPARE(r.rows, 1);
    QCOMPARE(r.missed, 0);
    QCOMPARE(r.windowNeededMs, 0);
    QVERIFY(!gapsAdvice(r).isEmpty());
    opt.column = QStringLiteral("nope");
    QVERIFY(!analyseGaps(*c, *s.table(QStringLiteral("t")), opt).error.isEmpty());
    VERIFY_UNCHANGED(snap);
}

void TestCursorGaps::jsonExact()
{
    std::mt19937_64 rng(9);
    const std::vector<Event> ev = scenario(QStringLiteral("longtx"), rng);
    std::vector<Row> rows;
    const QString path = build(QStringLiteral("json"), KeyKind::Snowflake, ev, &rows);
    GapsOptions opt;
    opt.format = Format::SnowflakeTwitter;
    opt.writerColumn = QStringLiteral("wri ter");
    const GapsResult r = run(path, opt);
    QVERIFY(r.ok());
    QByteArray out;
    JsonWriter w(out);
    writeGapsJson(w, r);
    const QJsonObject o = QJsonDocument::fromJson(out).object();
    QCOMPARE(o.value(u"rows").toInteger(), r.rows);
    QCOMPARE(o.value(u"missed").toInteger(), r.missed);
    QCOMPARE(o.value(u"window_needed_ms").toInteger(), r.windowNeededMs);
    QCOMPARE(o.value(u"lag_rows_needed").toInteger(), r.lagRowsNeeded);
    QCOMPARE(o.value(u"max_lateness_ms").toInteger(), r.maxLatenessMs);
    QVERIFY(o.value(u"lateness_ms").toObject().contains(u"p99_9"));
    QCOMPARE(o.value(u"writers").toArray().size(), 2);
    // Snowflakes are written digit for digit (no double): check the text itself.
    QVERIFY(!r.missedRows.isEmpty());
    QVERIFY(out.contains(QByteArray::number(r.missedRows.front().keyInteger)));
    QCOMPARE(o.value(u"missed_ids").toArray().size(), r.missedRows.size());
}

namespace {

db::ColumnInfo columnNamed(const char* name, int pkOrder = 0)
{
    db::ColumnInfo c;
    c.name = QString::fromLatin1(name);
    c.primaryKeyOrder = pkOrder;
    return c;
}

ColumnProfile profiled(const char* name, Format f, ColumnRole role)
{
    ColumnProfile p;
    p.column = QString::fromLatin1(name);
    p.dominant = f;
    p.role = role;
    return p;
}

} // namespace

// The columns planGaps picks, against choices made by hand for each table shape.
void TestCursorGaps::planChoosesColumns()
{
    db::TableInfo t;
    t.name = QStringLiteral("events");
    t.columns = {columnNamed("key", 1), columnNamed("created_at"), columnNamed("ulid"),
                 columnNamed("node_name"), columnNamed("committed_at")};
    // No profile: the single-column key, nothing guessed unless asked.
    GapsPlan p = planGaps(t, {}, nullptr);
    QCOMPARE(p.column, QStringLiteral("key"));
    QVERIFY(p.error.isEmpty());
    QVERIFY(p.commitTimeColumn.isEmpty() && p.writerColumn.isEmpty() && p.orderColumn.isEmpty());
    p = planGaps(t, {}, nullptr, GapsGuess::FromNames);
    QCOMPARE(p.commitTimeColumn, QStringLiteral("committed_at"));
    QCOMPARE(p.writerColumn, QStringLiteral("node_name"));
    QVERIFY(p.orderColumn.isEmpty()); // a rowid table: the rowid
    // A key of random UUIDs carries no instant: the first ID column that does, before any time
    // column.
    TableProfile tp;
    tp.columns = {profiled("key", Format::UuidV4, ColumnRole::Id),
                  profiled("created_at", Format::UnixMs, ColumnRole::Time),
                  profiled("ulid", Format::Ulid, ColumnRole::Id)};
    QCOMPARE(planGaps(t, {}, &tp).column, QStringLiteral("ulid"));
    // A time-ordered key wins over earlier ID columns.
    tp.columns = {profiled("ulid", Format::Ulid, ColumnRole::Id),
                  profiled("key", Format::UuidV7, ColumnRole::Id)};
    QCOMPARE(planGaps(t, {}, &tp).column, QStringLiteral("key"));
    // Only a time column: poll by it.
    tp.columns = {profiled("key", Format::UuidV4, ColumnRole::Id),
                  profiled("created_at", Format::UnixMs, ColumnRole::Time)};
    QCOMPARE(planGaps(t, {}, &tp).column, QStringLiteral("created_at"));
    // Nothing with an instant: no column, and why.
    tp.columns = {profiled("key", Format::UuidV4, ColumnRole::Id)};
    p = planGaps(t, {}, &tp);
    QVERIFY(p.column.isEmpty());
    QVERIFY(p.error.contains(QStringLiteral("events")));
    // What the caller names is kept, guessing or not.
    GapsOptions given;
    given.column = QStringLiteral("ulid");
    given.writerColumn = QStringLiteral("created_at");
    p = planGaps(t, given, &tp, GapsGuess::FromNames);
    QCOMPARE(p.column, QStringLiteral("ulid"));
    QCOMPARE(p.writerColumn, QStringLiteral("created_at"));
    // A composite key without a profile: nothing to poll by. WITHOUT ROWID: a commit sequence.
    t.columns[1].primaryKeyOrder = 2;
    QVERIFY(planGaps(t, {}, nullptr).column.isEmpty());
    t.withoutRowid = true;
    t.columns.append(columnNamed("Seq_No"));
    QCOMPARE(planGaps(t, {}, nullptr, GapsGuess::FromNames).orderColumn,
             QStringLiteral("committed_at"));
    t.columns.removeAt(4);
    QCOMPARE(planGaps(t, {}, nullptr, GapsGuess::FromNames).orderColumn, QStringLiteral("Seq_No"));
}

QTEST_GUILESS_MAIN(TestCursorGaps)
#include "tst_cursorgaps.moc"
