// `idscope inspect` as a black box: the JSON contract (docs/cli.md), exit codes, error lines,
// and that the database file and its folder are left untouched.
#include "sqlitefixture.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"

#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

using clitest::idscope;
using clitest::Run;

namespace {

const QString kNow = QStringLiteral("--now=2026-11-29T00:00:00Z");
constexpr qint64 kJun2025 = 1748736000000; // 2025-06-01T00:00:00Z

const char kCrockford[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

QString ulid(qint64 ms, QRandomGenerator& g)
{
    QString s(26, u'0');
    quint64 hi = quint64(ms); // 48 bits of time, then 80 random bits
    quint64 r1 = g.generate64() & 0xFFFF;
    quint64 r2 = g.generate64();
    for (int i = 25; i >= 0; --i) {
        s[i] = QLatin1Char(kCrockford[r2 & 31]);
        // shift the 128-bit (hi:48 | r1:16 | r2:64) value right by 5
        r2 = (r2 >> 5) | (r1 << 59);
        r1 = (r1 >> 5) | ((hi & 31) << 11);
        hi >>= 5;
    }
    return s;
}

QByteArray uuid(int version, qint64 ms, QRandomGenerator& g)
{
    QByteArray b(16, '\0');
    for (char& c : b)
        c = char(g.bounded(256));
    if (version == 7) {
        for (int i = 0; i < 6; ++i)
            b[i] = char((quint64(ms) >> (40 - 8 * i)) & 0xff);
    }
    b[6] = char((quint8(b[6]) & 0x0f) | (version << 4));
    b[8] = char((quint8(b[8]) & 0x3f) | 0x80);
    return b;
}

QJsonObject findByName(const QJsonArray& a, const QString& name)
{
    for (const QJsonValue& v : a) {
        if (v.toObject().value(QStringLiteral("name")).toString() == name)
            return v.toObject();
    }
    return {};
}

// The column `name` of the first table in `inspect --json` output.
QJsonObject firstTableColumn(const QByteArray& json, const QString& name)
{
    const QJsonArray tables =
        QJsonDocument::fromJson(json).object().value(QStringLiteral("tables")).toArray();
    return findByName(tables.first().toObject().value(QStringLiteral("columns")).toArray(), name);
}

} // namespace

class TstCliInspect : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void jsonContract_data();
    void jsonContract();
    void readableReport();
    void tableCountReadsAsEnglish();
    void tableFilter();
    void forcedFormat();
    void binaryUlids();
    void v7Fraction();
    void instantsOfAMinorityFormat();
    void socialVideoIds();
    void legalSchemas();
    void hostileNames();
    void tableOnlyInUnreadWal();
    void unreadableFiles_data();
    void unreadableFiles();
    void usageErrors_data();
    void usageErrors();

private:
    QTemporaryDir dir_;
    QString db_;
    qint64 users_ = 0;
    qint64 v4_ = 0;
    qint64 text_ = 0;
    QString minCreated_;
};

void TstCliInspect::initTestCase()
{
    QVERIFY(dir_.isValid());
    db_ = dir_.filePath(QStringLiteral("shop.sqlite"));
    testdb::Writer w(db_);
    QVERIFY(w.ok());
    QVERIFY(w.exec(QStringLiteral(
        "CREATE TABLE users(id TEXT PRIMARY KEY, email TEXT, "
        "created_at INTEGER NOT NULL DEFAULT (unixepoch()));"
        "CREATE TABLE orders(id BLOB PRIMARY KEY, user_id TEXT REFERENCES users(id), "
        "created_at INTEGER NOT NULL);"
        "CREATE TABLE readings(day INTEGER, msec INTEGER, v REAL, PRIMARY KEY(day, msec)) "
        "WITHOUT ROWID;"
        "CREATE TABLE \"empty \"\"one\"\"\"(x TEXT);"
        "CREATE VIEW recent_users AS SELECT * FROM users;")));
    QRandomGenerator g(5);
    QList<QVariantList> users;
    QStringList ids;
    for (int i = 0; i < 1500; ++i) {
        const qint64 ms = kJun2025 + i * 60000LL;
        ids << ulid(ms, g);
        users.append({ids.last(), QStringLiteral("u%1@example.com").arg(i), ms / 1000});
    }
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO users VALUES (?,?,?)"), users));
    QList<QVariantList> orders;
    for (int i = 0; i < 1200; ++i) {
        const qint64 ms = kJun2025 + i * 90000LL;
        orders.append({uuid(i < 400 ? 4 : 7, ms, g), ids[i % ids.size()], ms / 1000});
    }
    for (int i = 0; i < 2; ++i) // written by a stale code path
        orders.append({QString::fromLatin1(uuid(7, kJun2025 + 200000000 + i, g).toHex()), ids[i],
                       (kJun2025 + 200000000) / 1000});
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO orders VALUES (?,?,?)"), orders));
    QVERIFY(w.exec(QStringLiteral(
        "WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 299) "
        "INSERT INTO readings SELECT 9000 + i / 10, (i % 10) * 1000, i FROM c")));
    users_ = w.scalar(QStringLiteral("SELECT count(*) FROM users"));
    v4_ = w.scalar(QStringLiteral(
        "SELECT count(*) FROM orders WHERE typeof(id) = 'blob' AND substr(hex(id),13,1) = '4'"));
    text_ = w.scalar(QStringLiteral("SELECT count(*) FROM orders WHERE typeof(id) = 'text'"));
    minCreated_ = w.rows(QStringLiteral("SELECT strftime('%Y-%m-%dT%H:%M:%SZ', min(created_at), "
                                        "'unixepoch') FROM users"))
                      .first()
                      .value(0)
                      .toString();
}

void TstCliInspect::jsonContract_data()
{
    QTest::addColumn<bool>("full");
    QTest::newRow("sample") << false;
    QTest::newRow("full") << true;
}

void TstCliInspect::jsonContract()
{
    QFETCH(bool, full);
    const QByteArray hash = testdb::fileHash(db_);
    const QStringList listing = testdb::folderListing(dir_.path());
    QStringList args{QStringLiteral("inspect"), db_, QStringLiteral("--json"), kNow};
    if (full)
        args << QStringLiteral("--full");
    const Run r = idscope(args);
    QCOMPARE(testdb::fileHash(db_), hash);
    QCOMPARE(testdb::folderListing(dir_.path()), listing);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData()); // stderr is not a TTY: no progress
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &pe);
    QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
    const QJsonArray tables = doc.object().value(QStringLiteral("tables")).toArray();
    // Tables only (the view is not listed unless asked for), in schema order.
    QStringList names;
    for (const QJsonValue& t : tables)
        names << t.toObject().value(QStringLiteral("name")).toString();
    QCOMPARE(names, (QStringList{QStringLiteral("users"), QStringLiteral("orders"),
                                 QStringLiteral("readings"), QStringLiteral("empty \"one\"")}));
    for (const QJsonValue& tv : tables) {
        const QJsonObject t = tv.toObject();
        for (const char* key : {"name", "rows", "without_rowid", "columns"})
            QVERIFY2(t.contains(QLatin1String(key)), key);
        QVERIFY(t.value(QStringLiteral("rows")).isDouble());
        QVERIFY(t.value(QStringLiteral("without_rowid")).isBool());
        for (const QJsonValue& cv : t.value(QStringLiteral("columns")).toArray()) {
            const QJsonObject c = cv.toObject();
            for (const char* key : {"name", "declared_type", "primary_key", "format",
                                    "format_counts", "min_time", "max_time", "anomalies"})
                QVERIFY2(c.contains(QLatin1String(key)), key);
            QVERIFY(c.value(QStringLiteral("format")).isString() ||
                    c.value(QStringLiteral("format")).isNull());
            QVERIFY(c.value(QStringLiteral("format_counts")).isObject());
            QVERIFY(c.value(QStringLiteral("primary_key")).isBool());
            for (const QJsonValue& av : c.value(QStringLiteral("anomalies")).toArray()) {
                QVERIFY(av.toObject().value(QStringLiteral("kind")).isString());
                QVERIFY(av.toObject().value(QStringLiteral("count")).toInteger() > 0);
            }
        }
    }
    const QJsonObject users = findByName(tables, QStringLiteral("users"));
    QCOMPARE(users.value(QStringLiteral("rows")).toInteger(), users_);
    QCOMPARE(users.value(QStringLiteral("without_rowid")).toBool(), false);
    const QJsonArray userCols = users.value(QStringLiteral("columns")).toArray();
    const QJsonObject id = findByName(userCols, QStringLiteral("id"));
    QCOMPARE(id.value(QStringLiteral("format")).toString(), QStringLiteral("ulid"));
    QCOMPARE(id.value(QStringLiteral("declared_type")).toString(), QStringLiteral("TEXT"));
    QCOMPARE(id.value(QStringLiteral("primary_key")).toBool(), true);
    // A sample's extremes are those of the rows it drew (RFC 3339 UTC text sorts by instant).
    if (full)
        QCOMPARE(id.value(QStringLiteral("min_time")).toString(),
                 QStringLiteral("2025-06-01T00:00:00.000Z"));
    else
        QVERIFY(id.value(QStringLiteral("min_time")).toString() >=
                QStringLiteral("2025-06-01T00:00:00.000Z"));
    QCOMPARE(users.value(QStringLiteral("sampled")).toBool(), !full);
    QCOMPARE(id.value(QStringLiteral("sampled")).toBool(), !full);
    if (full)
        QCOMPARE(id.value(QStringLiteral("format_counts"))
                     .toObject()
                     .value(QStringLiteral("ulid"))
                     .toInteger(),
                 users_);
    const QJsonObject created = findByName(userCols, QStringLiteral("created_at"));
    QCOMPARE(created.value(QStringLiteral("format")).toString(), QStringLiteral("unix-s"));
    if (full)
        QCOMPARE(created.value(QStringLiteral("min_time")).toString(), minCreated_);
    else
        QVERIFY(created.value(QStringLiteral("min_time")).toString() >= minCreated_);
    QCOMPARE(created.value(QStringLiteral("primary_key")).toBool(), false);
    QVERIFY(findByName(userCols, QStringLiteral("email")).value(QStringLiteral("format")).isNull());

    const QJsonObject orders = findByName(tables, QStringLiteral("orders"));
    const QJsonObject oid =
        findByName(orders.value(QStringLiteral("columns")).toArray(), QStringLiteral("id"));
    QCOMPARE(oid.value(QStringLiteral("format")).toString(), QStringLiteral("uuidv7"));
    // 90 s apart: no two rows share a millisecond, so nothing is said about rand_a.
    QVERIFY(oid.value(QStringLiteral("v7_rand_a")).isNull());
    QCOMPARE(oid.value(QStringLiteral("precision")).toString(), QStringLiteral("ms"));
    QHash<QString, QJsonObject> anomalies;
    for (const QJsonValue& a : oid.value(QStringLiteral("anomalies")).toArray())
        anomalies.insert(a.toObject().value(QStringLiteral("kind")).toString(), a.toObject());
    auto count = [&](const char* kind, const char* field = "count") {
        return anomalies.value(QLatin1String(kind)).value(QLatin1String(field)).toInteger();
    };
    // Each share and count with its interval: the truth (plain SQL) inside it; after a full
    // scan the interval is the value itself.
    const qint64 orderRows = orders.value(QStringLiteral("rows")).toInteger();
    const double v4Share = double(v4_) / double(orderRows);
    const QJsonObject v4 = oid.value(QStringLiteral("format_shares"))
                               .toObject()
                               .value(QStringLiteral("uuidv4"))
                               .toObject();
    QCOMPARE(orders.value(QStringLiteral("sampled")).toBool(), !full);
    QVERIFY2(v4.value(QStringLiteral("low")).toDouble() <= v4Share &&
                 v4Share <= v4.value(QStringLiteral("high")).toDouble(),
             QJsonDocument(v4).toJson(QJsonDocument::Compact).constData());
    QVERIFY(oid.value(QStringLiteral("share_low")).toDouble() <=
            oid.value(QStringLiteral("share")).toDouble());
    QVERIFY(oid.value(QStringLiteral("share")).toDouble() <=
            oid.value(QStringLiteral("share_high")).toDouble());
    QVERIFY(count("mixed-versions", "estimate_low") <= v4_ &&
            v4_ <= count("mixed-versions", "estimate_high"));
    if (full || anomalies.contains(QStringLiteral("storage-mismatch")))
        QVERIFY(count("storage-mismatch", "estimate_low") <= text_ &&
                text_ <= count("storage-mismatch", "estimate_high"));
    if (full) {
        QCOMPARE(v4.value(QStringLiteral("low")).toDouble(), v4Share);
        QCOMPARE(v4.value(QStringLiteral("high")).toDouble(), v4Share);
        QCOMPARE(count("storage-mismatch"), text_);
        QCOMPARE(count("mixed-versions", "estimate"), v4_);
        QCOMPARE(count("mixed-versions"), v4_);
        QCOMPARE(oid.value(QStringLiteral("format_counts"))
                     .toObject()
                     .value(QStringLiteral("uuidv4"))
                     .toInteger(),
                 v4_);
    } else {
        QVERIFY(count("mixed-versions") > 0);
        QVERIFY(v4.value(QStringLiteral("low")).toDouble() <
                v4.value(QStringLiteral("high")).toDouble());
        QCOMPARE(orders.value(QStringLiteral("sample_rows")).toInteger(), 1000);
    }
    const QJsonObject userId =
        findByName(orders.value(QStringLiteral("columns")).toArray(), QStringLiteral("user_id"));
    QCOMPARE(userId.value(QStringLiteral("format")).toString(), QStringLiteral("ulid"));
    QCOMPARE(userId.value(QStringLiteral("inherited_from")).toString(), QStringLiteral("users.id"));

    const QJsonObject readings = findByName(tables, QStringLiteral("readings"));
    QCOMPARE(readings.value(QStringLiteral("without_rowid")).toBool(), true);
    QCOMPARE(readings.value(QStringLiteral("rows")).toInteger(), 300);
    const QJsonObject empty = findByName(tables, QStringLiteral("empty \"one\""));
    QCOMPARE(empty.value(QStringLiteral("rows")).toInteger(), 0);
    QVERIFY(findByName(empty.value(QStringLiteral("columns")).toArray(), QStringLiteral("x"))
                .value(QStringLiteral("format"))
                .isNull());
}

void TstCliInspect::readableReport()
{
    const QByteArray hash = testdb::fileHash(db_);
    const Run r = idscope({QStringLiteral("inspect"), db_, kNow});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(testdb::fileHash(db_), hash);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY(out.contains(QLatin1String("users")));
    QVERIFY(out.contains(QStringLiteral("ULID ≈100 %"))); // a sample: an estimate
    QVERIFY(out.contains(QLatin1String("UUIDv7")));
    QVERIFY(out.contains(QLatin1String("mixed-versions")));
    QVERIFY(out.contains(QLatin1String("storage-mismatch")));
    QVERIFY(out.contains(QLatin1String("WITHOUT ROWID")));
    QVERIFY(out.contains(QLatin1String("2025-06-01T00:00:00.000Z")));
}

// The first line counts the tables in plain English (the command line has no translator):
// "one table" for a one-table file, "N tables" with N counted by sqlite for the shop file.
void TstCliInspect::tableCountReadsAsEnglish()
{
    const QString one = dir_.filePath(QStringLiteral("one.sqlite"));
    {
        testdb::Writer w(one);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(id INTEGER PRIMARY KEY)")));
    }
    qint64 tables = 0;
    {
        testdb::Writer w(db_);
        tables = w.scalar(QStringLiteral("SELECT count(*) FROM sqlite_schema WHERE type = 'table' "
                                         "AND name NOT LIKE 'sqlite_%'"));
    }
    QVERIFY(tables > 1);
    const QList<QPair<QString, QString>> cases{{one, QStringLiteral("one table")},
                                               {db_, QStringLiteral("%1 tables").arg(tables)}};
    for (const auto& [path, count] : cases) {
        const Run r = idscope({QStringLiteral("inspect"), path, kNow});
        QCOMPARE(r.exitCode, 0);
        const QString first = QString::fromUtf8(r.out).section(QLatin1Char('\n'), 0, 0);
        QCOMPARE(first, QStringLiteral("%1 — %2").arg(path, count));
    }
}

void TstCliInspect::tableFilter()
{
    const Run r = idscope({QStringLiteral("inspect"), db_, QStringLiteral("--table"),
                           QStringLiteral("recent_users"), QStringLiteral("--json"), kNow});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray tables =
        QJsonDocument::fromJson(r.out).object().value(QStringLiteral("tables")).toArray();
    QCOMPARE(tables.size(), 1);
    QCOMPARE(tables.first().toObject().value(QStringLiteral("name")).toString(),
             QStringLiteral("recent_users"));
    const Run missing = idscope(
        {QStringLiteral("inspect"), db_, QStringLiteral("--table"), QStringLiteral("nope"), kNow});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(missing.out.isEmpty());
    QCOMPARE(missing.err.count('\n'), 1);
    QVERIFY(missing.err.startsWith("idscope: "));
    QVERIFY(missing.err.contains("nope"));
}

void TstCliInspect::forcedFormat()
{
    const Run r = idscope({QStringLiteral("inspect"), db_, QStringLiteral("--table=users"),
                           QStringLiteral("--format"), QStringLiteral("created_at=unix-ms"),
                           QStringLiteral("--json"), kNow});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject users = QJsonDocument::fromJson(r.out)
                                  .object()
                                  .value(QStringLiteral("tables"))
                                  .toArray()
                                  .first()
                                  .toObject();
    const QJsonObject created =
        findByName(users.value(QStringLiteral("columns")).toArray(), QStringLiteral("created_at"));
    QCOMPARE(created.value(QStringLiteral("format")).toString(), QStringLiteral("unix-ms"));
    QCOMPARE(created.value(QStringLiteral("choice_reason")).toString(),
             QStringLiteral("chosen by you"));
}

// ULIDs stored as 16-byte BLOBs: the column is ulid with its instants and the ulid-in-uuid
// anomaly, not "uuid" with random versions; nothing is written.
void TstCliInspect::binaryUlids()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("blobs.sqlite"));
    QList<QVariantList> rows;
    QRandomGenerator g(17);
    for (int i = 0; i < 400; ++i) {
        QByteArray b(16, '\0');
        const quint64 ms = quint64(kJun2025 + i * 1500LL);
        for (int k = 0; k < 6; ++k)
            b[k] = char((ms >> (40 - 8 * k)) & 0xff);
        for (int k = 6; k < 16; ++k)
            b[k] = char(g.bounded(256));
        rows.append({b});
    }
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(id BLOB PRIMARY KEY)")));
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t VALUES (?)"), rows));
    }
    const testdb::Snapshot snap(path);
    const Run r = idscope({QStringLiteral("inspect"), path, QStringLiteral("--json"), kNow});
    QCOMPARE(r.exitCode, 0);
    VERIFY_UNCHANGED(snap);
    const QJsonObject t = QJsonDocument::fromJson(r.out)
                              .object()
                              .value(QStringLiteral("tables"))
                              .toArray()
                              .first()
                              .toObject();
    const QJsonObject id =
        findByName(t.value(QStringLiteral("columns")).toArray(), QStringLiteral("id"));
    QCOMPARE(id.value(QStringLiteral("format")).toString(), QStringLiteral("ulid"));
    QCOMPARE(id.value(QStringLiteral("format_counts")).toObject().value(QStringLiteral("ulid")),
             QJsonValue(400));
    QCOMPARE(id.value(QStringLiteral("min_time")).toString(),
             QStringLiteral("2025-06-01T00:00:00.000Z"));
    QCOMPARE(id.value(QStringLiteral("max_time")).toString(),
             QDateTime::fromMSecsSinceEpoch(kJun2025 + 399 * 1500LL)
                 .toUTC()
                 .toString(Qt::ISODateWithMs));
    QJsonObject trap;
    for (const QJsonValue& a : id.value(QStringLiteral("anomalies")).toArray()) {
        if (a.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("ulid-in-uuid"))
            trap = a.toObject();
    }
    QCOMPARE(trap.value(QStringLiteral("count")), QJsonValue(400));
    QVERIFY(trap.value(QStringLiteral("detail")).toString().contains(QLatin1String("Timeflake")));
}

// UUIDv7s as PostgreSQL 18's uuidv7() writes them (arithmetic written out: ns kept ascending
// by at least 977 ns, rand_a = (ns % 10^6) * 4096 / 10^6): "v7_rand_a" is "fraction", the
// precision 1/4096 ms and min_time carries the fraction; the text report says so too.
void TstCliInspect::v7Fraction()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pg18.sqlite"));
    QRandomGenerator g(29);
    QList<QVariantList> rows;
    qint64 previous = 0;
    qint64 clock = kJun2025 * 1000000 + 250000;
    QList<qint64> used;
    for (int i = 0; i < 300; ++i) {
        clock += g.bounded(2) ? qint64(g.bounded(300)) : qint64(g.bounded(200000));
        const qint64 ns = std::max(clock, previous + 977);
        previous = ns;
        used << ns;
        QByteArray b = uuid(7, ns / 1000000, g);
        const int randA = int((ns % 1000000) * 4096 / 1000000);
        b[6] = char(0x70 | (randA >> 8));
        b[7] = char(randA & 0xff);
        rows.append({QString::fromLatin1(b.toHex())});
    }
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(id TEXT PRIMARY KEY)")));
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t VALUES (?)"), rows));
    }
    // The first ID's instant, its rand_a read as a fraction, as RFC 3339 with 7 digits.
    const qint64 first = used.first();
    const qint64 ms = first / 1000000;
    const qint64 fracNs =
        (ms % 1000) * 1000000 + (first % 1000000) * 4096 / 1000000 * 1000000 / 4096;
    const QString minTime = QDateTime::fromMSecsSinceEpoch(ms - ms % 1000)
                                .toUTC()
                                .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")) +
                            QStringLiteral(".%1Z").arg(fracNs / 100, 7, 10, QLatin1Char('0'));
    const testdb::Snapshot snap(path);
    const Run r = idscope({QStringLiteral("inspect"), path, QStringLiteral("--json"), kNow});
    QCOMPARE(r.exitCode, 0);
    VERIFY_UNCHANGED(snap);
    const QJsonObject id = firstTableColumn(r.out, QStringLiteral("id"));
    QCOMPARE(id.value(QStringLiteral("format")).toString(), QStringLiteral("uuidv7"));
    QCOMPARE(id.value(QStringLiteral("v7_rand_a")).toString(), QStringLiteral("fraction"));
    QVERIFY(id.value(QStringLiteral("v7_counter_bits")).isNull());
    QCOMPARE(id.value(QStringLiteral("precision")).toString(), QStringLiteral("244ns"));
    QCOMPARE(id.value(QStringLiteral("min_time")).toString(), minTime);
    // Collisions per 1/4096 ms tick among rand_b's 128 - 48 - 4 - 12 - 2 = 62 random bits; one
    // generator's 977 ns step spans four such ticks, so no two IDs share one.
    QCOMPARE(id.value(QStringLiteral("random_bits")).toInt(), 62);
    QCOMPARE(id.value(QStringLiteral("densest_tick"))
                 .toObject()
                 .value(QStringLiteral("count"))
                 .toInteger(),
             qint64(1));

    const Run text = idscope({QStringLiteral("inspect"), path, kNow});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(QString::fromUtf8(text.out).contains(QLatin1String("rand_a    fraction")));
    QVERIFY(QString::fromUtf8(text.out).contains(minTime));
}

// A UUIDv4 column with some UUIDv7 rows: its own format carries no instant, so min_time and
// max_time span the UUIDv7 values, and time_format says so (the GUI's "UUIDv7 values from …").
// The range from SQL: the 48-bit millisecond prefix of the version-7 BLOBs.
void TstCliInspect::instantsOfAMinorityFormat()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("mixed.sqlite"));
    QString lo, hi;
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(id BLOB PRIMARY KEY);")));
        QRandomGenerator g(11);
        QList<QVariantList> rows;
        for (int i = 0; i < 400; ++i)
            rows.append({uuid(i % 4 == 3 ? 7 : 4, kJun2025 + i * 61000LL, g)});
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t VALUES (?)"), rows));
        const QVariantList r =
            w.rows(QStringLiteral("SELECT min(substr(hex(id), 1, 12)), max(substr(hex(id), "
                                  "1, 12)) FROM t WHERE substr(hex(id), 13, 1) = '7'"))
                .first();
        auto rfc = [](const QVariant& hex) {
            return QDateTime::fromMSecsSinceEpoch(hex.toString().toLongLong(nullptr, 16))
                .toUTC()
                .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ"));
        };
        lo = rfc(r[0]);
        hi = rfc(r[1]);
    }
    const Run r = idscope({QStringLiteral("inspect"), path, QStringLiteral("--full"),
                           QStringLiteral("--json"), kNow});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject id = firstTableColumn(r.out, QStringLiteral("id"));
    QCOMPARE(id.value(QStringLiteral("format")).toString(), QStringLiteral("uuidv4"));
    QCOMPARE(id.value(QStringLiteral("time_format")).toString(), QStringLiteral("uuidv7"));
    QCOMPARE(id.value(QStringLiteral("min_time")).toString(), lo);
    QCOMPARE(id.value(QStringLiteral("max_time")).toString(), hi);
    const Run text = idscope({QStringLiteral("inspect"), path, QStringLiteral("--full"), kNow});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(QString::fromUtf8(text.out).contains(
                 QStringLiteral("%1 … %2 (its uuidv7 values)").arg(lo, hi)),
             text.out.constData());
}

// A table of TikTok video IDs beside the same posts' Instagram shortcodes, built here from the
// layouts the platforms' decoders publish (TikTok: Unix seconds << 32, the millisecond << 22,
// a video's type 13 << 8; Instagram: ms since 1314220021721 << 23, shard << 10, sequence,
// written in base64url digits). Every value is read as its platform's, letters-only
// shortcodes too (alone they would be no evidence; the column is), and the time range is the
// one the rows were built with.
void TstCliInspect::socialVideoIds()
{
    const QString path = dir_.filePath(QStringLiteral("social.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE videos(aweme_id INTEGER PRIMARY KEY, "
                                      "shortcode TEXT, created_at INTEGER)")));
        static const char kB64[] =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        QRandomGenerator g(11);
        QList<QVariantList> rows;
        qint64 ms = 1600000000000; // 2020-09-13T12:26:40Z
        for (int i = 0; i < 3000; ++i) {
            ms += 1000 + g.bounded(9000000);
            const quint64 aweme = quint64(ms / 1000) << 32 | quint64(ms % 1000) << 22 |
                                  quint64(g.bounded(32)) << 14 | 13u << 8 | g.bounded(64);
            quint64 media = quint64(ms - 1314220021721) << 23 |
                            quint64(g.bounded(8192)) << 10 | g.bounded(1024);
            QString code;
            for (; media; media /= 64)
                code.prepend(QLatin1Char(kB64[media % 64]));
            rows.append({qint64(aweme), code, ms / 1000 + 20});
        }
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO videos VALUES (?,?,?)"), rows));
    }
    const testdb::Snapshot before(path);
    const Run r = idscope({QStringLiteral("inspect"), path, QStringLiteral("--json"),
                           QStringLiteral("--full"), kNow});
    QCOMPARE(r.exitCode, 0);
    VERIFY_UNCHANGED(before);
    const QJsonObject aweme = firstTableColumn(r.out, QStringLiteral("aweme_id"));
    QCOMPARE(aweme.value(QStringLiteral("format")).toString(), QStringLiteral("snowflake-tiktok"));
    QCOMPARE(aweme.value(QStringLiteral("format_counts"))
                 .toObject()
                 .value(QStringLiteral("snowflake-tiktok"))
                 .toInteger(),
             3000);
    const QJsonObject code = firstTableColumn(r.out, QStringLiteral("shortcode"));
    QCOMPARE(code.value(QStringLiteral("format")).toString(),
             QStringLiteral("snowflake-instagram"));
    QCOMPARE(code.value(QStringLiteral("format_counts"))
                 .toObject()
                 .value(QStringLiteral("snowflake-instagram"))
                 .toInteger(),
             3000);
    // Both columns span the same instants, the ones the rows were built from.
    testdb::Writer w(path);
    const qint64 first = w.scalar(QStringLiteral("SELECT min(aweme_id) >> 32 FROM videos"));
    QVERIFY(aweme.value(QStringLiteral("min_time"))
                .toString()
                .startsWith(QDateTime::fromSecsSinceEpoch(first)
                                .toUTC()
                                .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"))));
    QCOMPARE(code.value(QStringLiteral("min_time")).toString(),
             aweme.value(QStringLiteral("min_time")).toString());
    QCOMPARE(code.value(QStringLiteral("max_time")).toString(),
             aweme.value(QStringLiteral("max_time")).toString());
}

// Schemas SQLite accepts that a profile must read: a table of 2,000 columns (one more than a
// result set holds with the rowid), and generated columns, virtual and stored, which
// PRAGMA table_xinfo marks hidden but SELECT * returns. Counts are compared with SQL's.
void TstCliInspect::legalSchemas()
{
    const QString path = dir_.filePath(QStringLiteral("legal.db"));
    {
        testdb::Writer w(path);
        QStringList cols;
        for (int i = 1; i < 2000; ++i)
            cols << QStringLiteral("c%1 INTEGER").arg(i);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE wide(id TEXT PRIMARY KEY, %1)")
                           .arg(cols.join(QStringLiteral(", ")))));
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE gen(id TEXT PRIMARY KEY, created INTEGER, "
            "id_upper TEXT GENERATED ALWAYS AS (upper(id)) VIRTUAL, "
            "created_ms INTEGER GENERATED ALWAYS AS (created * 1000) STORED)")));
        QRandomGenerator g(3);
        QList<QVariantList> wide, gen;
        for (int i = 0; i < 300; ++i) {
            const qint64 ms = kJun2025 + i * 1000LL;
            const QString id = ulid(ms, g);
            wide.append({id, i});
            gen.append({id, ms / 1000});
        }
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO wide(id, c1999) VALUES (?,?)"), wide));
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO gen(id, created) VALUES (?,?)"), gen));
    }
    const testdb::Snapshot before(path);
    const Run r = idscope({QStringLiteral("inspect"), path, QStringLiteral("--json"),
                           QStringLiteral("--full"), kNow});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    VERIFY_UNCHANGED(before);
    const QJsonArray tables =
        QJsonDocument::fromJson(r.out).object().value(QStringLiteral("tables")).toArray();
    const QJsonObject wide = findByName(tables, QStringLiteral("wide"));
    QVERIFY(wide.value(QStringLiteral("error")).isNull());
    const QJsonArray wideCols = wide.value(QStringLiteral("columns")).toArray();
    QCOMPARE(wideCols.size(), 2000);
    QCOMPARE(wideCols.first().toObject().value(QStringLiteral("format")).toString(),
             QStringLiteral("ulid"));
    QCOMPARE(wideCols.last().toObject().value(QStringLiteral("name")).toString(),
             QStringLiteral("c1999"));
    QCOMPARE(wideCols.last().toObject().value(QStringLiteral("rows_seen")).toInteger(), 300);
    const QJsonArray genCols =
        findByName(tables, QStringLiteral("gen")).value(QStringLiteral("columns")).toArray();
    const QJsonObject upper = findByName(genCols, QStringLiteral("id_upper"));
    const QJsonObject created = findByName(genCols, QStringLiteral("created_ms"));
    QCOMPARE(upper.value(QStringLiteral("format")).toString(), QStringLiteral("ulid"));
    QCOMPARE(upper.value(QStringLiteral("format_counts"))
                 .toObject()
                 .value(QStringLiteral("ulid"))
                 .toInteger(),
             testdb::Writer(path).scalar(QStringLiteral("SELECT count(id_upper) FROM gen")));
    QCOMPARE(created.value(QStringLiteral("format")).toString(), QStringLiteral("unix-ms"));
}

// Names from a hostile file reach the terminal escaped, as ls and git quote them: no ESC (OSC
// title, clear-screen, cursor moves), no carriage return or bell, and a newline inside a name
// forges no line of its own. JSON keeps the names exact; the file is untouched.
void TstCliInspect::hostileNames()
{
    const QString path = dir_.filePath(QStringLiteral("hostile\x1b[2J.db"));
    const QString table = QStringLiteral("x\nidscope: forged line");
    const QString column = QStringLiteral("id\x1b]0;pwned\x07\r\x1b[2J");
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE \"%1\"(\"%2\" TEXT PRIMARY KEY)")
                           .arg(table, column)));
        QVERIFY(w.exec(QStringLiteral("INSERT INTO \"%1\" VALUES('01ARZ3NDEKTSV4RRFFQ69G5FAV')")
                           .arg(table)));
    }
    const testdb::Snapshot before(path);
    const Run text = idscope({QStringLiteral("inspect"), path, kNow});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(!text.out.contains('\x1b') && !text.out.contains('\r') && !text.out.contains('\x07'),
             text.out.constData());
    for (const QByteArray& l : text.out.split('\n'))
        QVERIFY2(!l.startsWith("idscope: forged"), text.out.constData());
    QVERIFY2(text.out.contains("x\\nidscope: forged line"), text.out.constData());
    QVERIFY2(text.out.contains("id\\e]0;pwned\\x07\\r\\e[2J"), text.out.constData());
    // A missing table named with a newline is refused on one line of stderr.
    const Run missing =
        idscope({QStringLiteral("inspect"), path, QStringLiteral("--table"),
                 QStringLiteral("no\nidscope: forged")});
    QCOMPARE(missing.exitCode, 1);
    QCOMPARE(missing.err.count('\n'), 1);
    QVERIFY(!missing.err.contains('\x1b'));
    const Run json = idscope({QStringLiteral("inspect"), path, QStringLiteral("--json"), kNow});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject t = QJsonDocument::fromJson(json.out)
                              .object()
                              .value(QStringLiteral("tables"))
                              .toArray()
                              .first()
                              .toObject();
    QCOMPARE(t.value(QStringLiteral("name")).toString(), table);
    QCOMPARE(t.value(QStringLiteral("columns")).toArray().first().toObject().value(
                 QStringLiteral("name")).toString(),
             column);
    VERIFY_UNCHANGED(before);
}

// A table created after the last checkpoint lives only in the -wal. In a read-only folder the
// -wal cannot be read (no -shm can be made), and "no such table" alone would be false: the
// message says the file was read without its -wal. Run as user nobody where the test runs as
// root (root writes anywhere); skipped where that cannot be done.
void TstCliInspect::tableOnlyInUnreadWal()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString ro = dir.filePath(QStringLiteral("ro"));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("ro")));
    const QString path = ro + QStringLiteral("/w.db");
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("PRAGMA journal_mode=WAL; CREATE TABLE t(x); "
                                      "PRAGMA wal_checkpoint(TRUNCATE);")));
        int off = 1;
        sqlite3_db_config(w.handle(), SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, &off);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE late(id TEXT); "
                                      "INSERT INTO late VALUES('01ARZ3NDEKTSV4RRFFQ69G5FAV');")));
    }
    QFile::remove(path + QStringLiteral("-shm"));
    QVERIFY(QFileInfo(path + QStringLiteral("-wal")).size() > 0);
    for (const QString& f : {path, path + QStringLiteral("-wal")})
        QVERIFY(QFile::setPermissions(f, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther |
                                             QFile::WriteOwner));
    QVERIFY(::chmod(QFile::encodeName(dir.path()).constData(), 0755) == 0);
    QVERIFY(::chmod(QFile::encodeName(ro).constData(), 0555) == 0);
    const testdb::Snapshot before(path);
    QStringList command{QStringLiteral(IDSCOPE_BIN), QStringLiteral("inspect"), path,
                        QStringLiteral("--table"), QStringLiteral("late")};
    if (::geteuid() == 0) {
        if (QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty())
            QSKIP("running as root without setpriv: a read-only folder is not read-only for root");
        command = QStringList{QStringLiteral("--reuid=nobody"), QStringLiteral("--regid=nogroup"),
                              QStringLiteral("--clear-groups")} +
                  command;
        command.prepend(QStringLiteral("setpriv"));
        // Nobody must reach the binary too (a build under /root is out of its reach).
        QProcess probe;
        probe.start(command.first(), command.mid(1, 4) + QStringList{QStringLiteral("--version")});
        if (!probe.waitForFinished(10000) || probe.exitCode() != 0) {
            ::chmod(QFile::encodeName(ro).constData(), 0755);
            QSKIP("running as root, and user nobody cannot run the idscope binary here");
        }
    }
    QProcess p;
    p.start(command.first(), command.mid(1));
    QVERIFY(p.waitForFinished(30000));
    const QByteArray err = p.readAllStandardError();
    ::chmod(QFile::encodeName(ro).constData(), 0755);
    QCOMPARE(p.exitCode(), 1);
    QVERIFY2(err.contains("no table or view named 'late'") && err.contains("-wal"),
             err.constData());
    QCOMPARE(err.count('\n'), 1);
    VERIFY_UNCHANGED(before);
}

void TstCliInspect::unreadableFiles_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing") << QStringLiteral("missing") << QStringLiteral("no such file");
    QTest::newRow("folder") << QStringLiteral("folder") << QStringLiteral("folder");
    QTest::newRow("empty") << QStringLiteral("empty") << QStringLiteral("empty");
    QTest::newRow("text file") << QStringLiteral("text")
                               << QStringLiteral("file is not a database");
    QTest::newRow("truncated database") << QStringLiteral("truncated") << QString();
}

void TstCliInspect::unreadableFiles()
{
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QTemporaryDir d;
    QString path = d.filePath(QStringLiteral("x.db"));
    if (kind == QLatin1String("folder")) {
        QVERIFY(QDir(d.path()).mkdir(QStringLiteral("x.db")));
    } else if (kind != QLatin1String("missing")) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        if (kind == QLatin1String("text")) {
            f.write(QByteArray(4096, 'a'));
        } else if (kind == QLatin1String("truncated")) {
            QFile src(db_);
            QVERIFY(src.open(QIODevice::ReadOnly));
            f.write(src.read(src.size() / 3)); // header intact, most pages gone
        }
    }
    const QByteArray hash = testdb::fileHash(path);
    const Run r = idscope({QStringLiteral("inspect"), path, QStringLiteral("--json"), kNow});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith("idscope: "), r.err.constData());
    if (!message.isEmpty()) {
        // Exactly one clear line naming the file and the reason.
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains((QStringLiteral("cannot open ") + path).toUtf8()),
                 r.err.constData());
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
    } else {
        // A damaged file: whatever could be read is reported, each failure on its own line.
        QVERIFY(r.err.count('\n') >= 1);
        for (const QByteArray& line : r.err.trimmed().split('\n'))
            QVERIFY2(line.startsWith("idscope: "), line.constData());
    }
    if (kind != QLatin1String("missing") && kind != QLatin1String("folder"))
        QCOMPARE(testdb::fileHash(path), hash);
}

void TstCliInspect::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no database") << QStringList{QStringLiteral("inspect")};
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("inspect"), db_, QStringLiteral("--bogus")};
    QTest::newRow("bad --now") << QStringList{QStringLiteral("inspect"), db_,
                                              QStringLiteral("--now"), QStringLiteral("soon")};
    QTest::newRow("two databases") << QStringList{QStringLiteral("inspect"), db_, db_};
    QTest::newRow("--table without value")
        << QStringList{QStringLiteral("inspect"), db_, QStringLiteral("--table")};
    QTest::newRow("bad --format") << QStringList{
        QStringLiteral("inspect"), db_, QStringLiteral("--format"), QStringLiteral("id=nonsense")};
}

void TstCliInspect::usageErrors()
{
    QFETCH(QStringList, args);
    const Run r = idscope(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(r.err.startsWith("idscope: "));
    QVERIFY(r.out.isEmpty());
    const Run help = idscope({QStringLiteral("inspect"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("--full"));
    // Each known generator bug is named with its source.
    QVERIFY(help.out.contains("ulid-excluded-letters: ULIDs are spelled with letters"));
    QVERIFY(help.out.contains("v7-draft-layout: UUIDv7s whose RFC 9562 instant"));
    QVERIFY(help.out.contains("snowflake-wrong-epoch: Snowflake IDs read under this profile"));
    // TIDs in the future are a known bug too, counted as `future`.
    QVERIFY(QString::fromUtf8(help.out).simplified().contains(
        QStringLiteral("future: Values carry an instant in the future. In AT Protocol TIDs")));
    QVERIFY(help.out.contains("Exit status: 0 done"));
}

QTEST_GUILESS_MAIN(TstCliInspect)
#include "tst_cli_inspect.moc"
