// `idscope report`: every format by extension (the PDF read back with pdftotext when it is
// installed), the JSON sections asked for by --table/--column/--at, figures checked against
// plain SQL, bad usage (exit 2) and failures (exit 1) that leave no file behind, and the
// database left unchanged.
#include "clirun.h"
#include "sqlitefixture.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <memory>

namespace {

// Text UUIDv7 keys in insert order except two rows minted 40 s earlier: late commits.
QString uuid7(qint64 ms, quint32 n)
{
    const QString hex = QStringLiteral("%1").arg(ms, 12, 16, QLatin1Char('0'));
    const QString rnd = QStringLiteral("%1").arg(quint64(n) * 2654435761ULL % 0xFFFFFFFFFFFFULL, 12,
                                                 16, QLatin1Char('0'));
    return QStringLiteral("%1-%2-7%3-8%4-%5")
        .arg(hex.left(8), hex.mid(8, 4))
        .arg(n % 0xFFF, 3, 16, QLatin1Char('0'))
        .arg(n % 0xFFF, 3, 16, QLatin1Char('0'))
        .arg(rnd);
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCliReport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void formats_data();
    void formats();
    void sectionsOnRequest();
    void pdfHasHeadings();
    void asofCompositeKeyStaysScalar();
    void timePrecisionOfTheValues();
    void usage_data();
    void usage();
    void failuresLeaveNothing();
    void databaseUnchanged();

private:
    QString out(const QString& name) const { return outDir_.filePath(name); }
    QTemporaryDir dbDir_, outDir_;
    QString db_;
    std::unique_ptr<testdb::Snapshot> snap_;
};

void TestCliReport::initTestCase()
{
    QVERIFY(dbDir_.isValid() && outDir_.isValid());
    db_ = dbDir_.filePath(QStringLiteral("app data.db"));
    testdb::Writer w(db_);
    QVERIFY(w.exec(QStringLiteral(
        "CREATE TABLE events(id TEXT PRIMARY KEY, created_at INTEGER);"
        "CREATE TABLE entity_versions(entity_id TEXT, version_number INTEGER, changed_at INTEGER,"
        " data TEXT);"
        "CREATE INDEX ev ON entity_versions(entity_id, changed_at, version_number);")));
    QList<QVariantList> rows;
    const qint64 base = 1767225600000;
    for (int i = 0; i < 300; ++i) {
        const qint64 ms = base + (i == 100 || i == 200 ? i - 40 : i) * 1000;
        rows.append({uuid7(ms, quint32(i + 1)), qlonglong(ms / 1000)});
    }
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO events VALUES(?,?)"), rows));
    rows.clear();
    for (int e = 0; e < 20; ++e) {
        for (int v = 1; v <= 3; ++v)
            rows.append({QStringLiteral("e%1").arg(e), v, qlonglong(1767225600 + e * 60 + v * 3600),
                         QStringLiteral("{\"v\":%1}").arg(v)});
    }
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO entity_versions VALUES(?,?,?,?)"), rows));
    snap_ = std::make_unique<testdb::Snapshot>(db_);
}

void TestCliReport::formats_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("starts");
    QTest::newRow("html") << QStringLiteral("r.html") << QByteArray("<!DOCTYPE html>");
    QTest::newRow("htm") << QStringLiteral("r2.HTM") << QByteArray("<!DOCTYPE html>");
    QTest::newRow("markdown") << QStringLiteral("r.md") << QByteArray("# Database report");
    QTest::newRow("csv") << QStringLiteral("r.csv") << QByteArray("table,column,declared_type");
    QTest::newRow("json") << QStringLiteral("r.json") << QByteArray("{\"report\":\"database\"");
    QTest::newRow("pdf") << QStringLiteral("r.pdf") << QByteArray("%PDF-");
}

void TestCliReport::formats()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, starts);
    const QString path = out(name);
    const clitest::Run r =
        clitest::idscope({QStringLiteral("report"), db_, QStringLiteral("--out"), path});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.out.isEmpty());
    const QByteArray bytes = readAll(path);
    QVERIFY2(bytes.startsWith(starts), bytes.left(80).constData());
}

void TestCliReport::sectionsOnRequest()
{
    const QString path = out(QStringLiteral("sections.json"));
    const clitest::Run r = clitest::idscope(
        {QStringLiteral("report"), db_, QStringLiteral("--out=") + path, QStringLiteral("--table"),
         QStringLiteral("events"), QStringLiteral("--column"), QStringLiteral("id"),
         QStringLiteral("--at"), QStringLiteral("2026-01-01T02:00:00Z"),
         QStringLiteral("--max-rows"), QStringLiteral("5")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(readAll(path)).object();
    const QJsonArray tables = o.value(QLatin1String("tables")).toArray();
    QCOMPARE(tables.size(), 1);
    QCOMPARE(tables[0].toObject().value(QLatin1String("name")).toString(),
             QStringLiteral("events"));
    QCOMPARE(tables[0].toObject().value(QLatin1String("rows")).toInteger(), 300);
    const QJsonObject loc = o.value(QLatin1String("locality")).toArray().first().toObject();
    QCOMPARE(loc.value(QLatin1String("rows")).toInteger(), 300);
    const QJsonObject gaps = o.value(QLatin1String("gaps")).toArray().first().toObject();
    QCOMPARE(gaps.value(QLatin1String("missed")).toInteger(), 2); // rows 100 and 200
    // As of 02:00: each entity's versions at +1 h (and +2 h for e0 only at exactly 02:00).
    testdb::Writer w(db_);
    const qint64 live = w.scalar(QStringLiteral(
        "SELECT COUNT(DISTINCT entity_id) FROM entity_versions WHERE changed_at <= 1767232800"));
    const QJsonObject asof = o.value(QLatin1String("asof")).toObject();
    QCOMPARE(asof.value(QLatin1String("entities")).toInteger(), live);
    QCOMPARE(asof.value(QLatin1String("state")).toArray().size(), 5);
    QVERIFY(asof.value(QLatin1String("state_truncated")).toBool());
}

void TestCliReport::pdfHasHeadings()
{
    const QString path = out(QStringLiteral("headings.pdf"));
    const clitest::Run r =
        clitest::idscope({QStringLiteral("report"), db_, QStringLiteral("-o"), path,
                          QStringLiteral("--column"), QStringLiteral("events.id")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext not installed (apt-get install poppler-utils)");
    QProcess p;
    p.start(pdftotext, {path, QStringLiteral("-")});
    QVERIFY(p.waitForFinished(30000));
    const QString text = QString::fromUtf8(p.readAllStandardOutput());
    for (const char* want : {"Database report: app data.db", "Table events", "entity_versions",
                             "Key locality of events.id", "Cursor gaps of events.id"})
        QVERIFY2(text.contains(QLatin1String(want)), want);
}

void TestCliReport::asofCompositeKeyStaysScalar()
{
    // The unique key (entity_type, entity_id, version_number): the same ID under two types is
    // two entities, and each is written with scalar entity_type and entity_id.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString db = dir.filePath(QStringLiteral("pages.db"));
    {
        testdb::Writer w(db);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE page_versions (id INTEGER PRIMARY KEY, entity_type TEXT NOT NULL, "
            "  entity_id TEXT NOT NULL, version_number INTEGER NOT NULL, "
            "  changed_at INTEGER NOT NULL, data TEXT NOT NULL, "
            "  UNIQUE (entity_type, entity_id, version_number));"
            "INSERT INTO page_versions (entity_type, entity_id, version_number, changed_at, data)"
            " VALUES ('page','01KD0000000000000000000001',1,100,'{}'),"
            " ('page','01KD0000000000000000000001',2,300,'{}'),"
            " ('note','01KD0000000000000000000001',1,200,'{}');")));
    }
    const QString path = dir.filePath(QStringLiteral("r.json"));
    const clitest::Run r = clitest::idscope({QStringLiteral("report"), db, QStringLiteral("--out"),
                                             path, QStringLiteral("--at"), QStringLiteral("1000")});
    QCOMPARE(r.exitCode, 0);
    QStringList got;
    const QJsonObject asof =
        QJsonDocument::fromJson(readAll(path)).object().value(QStringLiteral("asof")).toObject();
    for (const QJsonValue& v : asof.value(QStringLiteral("state")).toArray()) {
        const QJsonObject e = v.toObject();
        QVERIFY(e.value(QStringLiteral("entity_type")).isString());
        QVERIFY(e.value(QStringLiteral("entity_id")).isString());
        got << e.value(QStringLiteral("entity_type")).toString() + u'|' +
                   e.value(QStringLiteral("entity_id")).toString() + u'|' +
                   QString::number(e.value(QStringLiteral("version_number")).toInteger());
    }
    got.sort();
    testdb::Writer w(db);
    QStringList expected; // each entity's highest version: every change is before 1000 s
    for (const QVariantList& row : w.rows(
             QStringLiteral("SELECT entity_type, entity_id, max(version_number) FROM page_versions "
                            "GROUP BY entity_type, entity_id ORDER BY 1, 2")))
        expected << row[0].toString() + u'|' + row[1].toString() + u'|' + row[2].toString();
    QCOMPARE(got, expected);
}

void TestCliReport::timePrecisionOfTheValues()
{
    // Whole milliseconds spelled with six digits (as Discord writes them), integer Unix ms,
    // whole seconds and real microseconds: each column's min and max print with the digits
    // its values hold, in the JSON and the Markdown table alike.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString db = dir.filePath(QStringLiteral("times.db"));
    {
        testdb::Writer w(db);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE ticks(id INTEGER PRIMARY KEY, spelled TEXT, "
                                      "at_ms INTEGER, at_s TEXT, at_us TEXT)")));
        QList<QVariantList> rows;
        const qint64 base = 1789885751000; // 2026-09-20T06:29:11Z
        for (int i = 0; i < 200; ++i) {
            const qint64 ms = base + i * 1237 + 330; // never a whole second at either end
            const QDateTime t = QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc());
            const QString sec = t.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
            const QString frac = QStringLiteral("%1").arg(ms % 1000, 3, 10, QLatin1Char('0'));
            rows.append({i + 1, sec + u'.' + frac + QStringLiteral("000+00:00"), qlonglong(ms),
                         sec + u'Z', sec + u'.' + frac + QStringLiteral("%1Z").arg(i % 900 + 100)});
        }
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO ticks VALUES(?,?,?,?,?)"), rows));
    }
    // The expected text from plain SQL, rewritten here: RFC 3339 in UTC with "Z".
    testdb::Writer w(db);
    const QVariantList ends =
        w.rows(QStringLiteral(
                   "SELECT substr(min(spelled), 1, 23) || 'Z', substr(max(spelled), 1, 23) || 'Z',"
                   " strftime('%Y-%m-%dT%H:%M:%S', min(at_ms) / 1000, 'unixepoch') || '.' ||"
                   "  printf('%03d', min(at_ms) % 1000) || 'Z',"
                   " strftime('%Y-%m-%dT%H:%M:%S', max(at_ms) / 1000, 'unixepoch') || '.' ||"
                   "  printf('%03d', max(at_ms) % 1000) || 'Z',"
                   " min(at_s), max(at_s), min(at_us), max(at_us) FROM ticks"))
            .value(0);
    QCOMPARE(ends.size(), 8);
    const QStringList columns = {QStringLiteral("spelled"), QStringLiteral("at_ms"),
                                 QStringLiteral("at_s"), QStringLiteral("at_us")};

    const QString json = dir.filePath(QStringLiteral("r.json"));
    clitest::Run r = clitest::idscope(
        {QStringLiteral("report"), db, QStringLiteral("--out"), json, QStringLiteral("--full")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonArray cols = QJsonDocument::fromJson(readAll(json))
                                .object()
                                .value(QLatin1String("tables"))
                                .toArray()
                                .first()
                                .toObject()
                                .value(QLatin1String("columns"))
                                .toArray();
    int seen = 0;
    for (const QJsonValue& v : cols) {
        const QJsonObject c = v.toObject();
        const qsizetype k = columns.indexOf(c.value(QLatin1String("name")).toString());
        if (k < 0)
            continue;
        ++seen;
        QCOMPARE(c.value(QLatin1String("min_time")).toString(), ends[2 * k].toString());
        QCOMPARE(c.value(QLatin1String("max_time")).toString(), ends[2 * k + 1].toString());
    }
    QCOMPARE(seen, 4);

    const QString md = dir.filePath(QStringLiteral("r.md"));
    r = clitest::idscope(
        {QStringLiteral("report"), db, QStringLiteral("--out"), md, QStringLiteral("--full")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString text = QString::fromUtf8(readAll(md));
    for (qsizetype k = 0; k < columns.size(); ++k) {
        const QString cell =
            QStringLiteral("| %1 | %2 |").arg(ends[2 * k].toString(), ends[2 * k + 1].toString());
        QVERIFY2(text.contains(cell), qPrintable(columns[k] + QStringLiteral(": ") + cell));
    }
}

void TestCliReport::usage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QString r = QStringLiteral("report");
    QTest::newRow("no out") << QStringList{r, QStringLiteral("x.db")} << 2
                            << QStringLiteral("--out");
    QTest::newRow("bad extension")
        << QStringList{r, QStringLiteral("x.db"), QStringLiteral("--out"), QStringLiteral("r.txt")}
        << 2 << QStringLiteral(".html");
    QTest::newRow("no db") << QStringList{r, QStringLiteral("--out"), QStringLiteral("r.md")} << 2
                           << QStringLiteral("database");
    QTest::newRow("column without table") << QStringList{r,
                                                         QStringLiteral("x.db"),
                                                         QStringLiteral("--out"),
                                                         QStringLiteral("r.md"),
                                                         QStringLiteral("--column"),
                                                         QStringLiteral("id")}
                                          << 2 << QStringLiteral("--table");
    QTest::newRow("bad instant") << QStringList{r,
                                                QStringLiteral("x.db"),
                                                QStringLiteral("--out"),
                                                QStringLiteral("r.md"),
                                                QStringLiteral("--at"),
                                                QStringLiteral("soon")}
                                 << 2 << QStringLiteral("--at");
    QTest::newRow("unknown option")
        << QStringList{r, QStringLiteral("--bogus")} << 2 << QStringLiteral("--bogus");
}

void TestCliReport::usage()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const QStringList before = QDir(outDir_.path()).entryList(QDir::Files);
    const clitest::Run r = clitest::idscope(args);
    QCOMPARE(r.exitCode, code);
    QVERIFY2(r.err.startsWith("idscope: ") && QString::fromUtf8(r.err).contains(message),
             r.err.constData());
    QCOMPARE(QDir(outDir_.path()).entryList(QDir::Files), before);
}

void TestCliReport::failuresLeaveNothing()
{
    QTemporaryDir d;
    // The output is a folder.
    QVERIFY(QDir().mkdir(d.filePath(QStringLiteral("sub.md"))));
    clitest::Run r = clitest::idscope({QStringLiteral("report"), db_, QStringLiteral("--out"),
                                       d.filePath(QStringLiteral("sub.md"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith("idscope: cannot write"), r.err.constData());
    // The folder does not exist.
    r = clitest::idscope({QStringLiteral("report"), db_, QStringLiteral("--out"),
                          d.filePath(QStringLiteral("none/r.pdf"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith("idscope: cannot write"), r.err.constData());
    // Not a database; an unknown table.
    const QString junk = d.filePath(QStringLiteral("junk.db"));
    {
        QFile f(junk);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
    }
    r = clitest::idscope({QStringLiteral("report"), junk, QStringLiteral("--out"),
                          d.filePath(QStringLiteral("j.html"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith("idscope: cannot open"), r.err.constData());
    r = clitest::idscope({QStringLiteral("report"), db_, QStringLiteral("--table"),
                          QStringLiteral("nope"), QStringLiteral("--out"),
                          d.filePath(QStringLiteral("n.html"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("nope"), r.err.constData());
    QCOMPARE(QDir(d.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             (QStringList{QStringLiteral("junk.db"), QStringLiteral("sub.md")}));
}

void TestCliReport::databaseUnchanged()
{
    VERIFY_UNCHANGED(*snap_);
}

QTEST_GUILESS_MAIN(TestCliReport)
#include "tst_cli_report.moc"
