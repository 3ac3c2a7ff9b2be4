// Reports on a small database built in code: golden files for Markdown, CSV, JSON and HTML
// (the generation line, the SQLite version and the temporary path masked), figures checked against
// plain SQL and brute-force loops written here, CSV read back with a parser written here, JSON
// checked for the command line's field names, the PDF read back with pdftotext/pdfinfo, failed
// writes that leave nothing behind, cancel, and the database left byte-for-byte unchanged.
#include "report/json/asofjson.h"
#include "report/json/jsonwriter.h"
#include "report/markdown/markdown.h"
#include "report/pdf/reportpdf.h"
#include "report/reportdatabase.h"
#include "report/reportdecoder.h"
#include "report/reportwriters.h"
#include "report/selectionexport.h"

#include "db/connection.h"
#include "selfprocess.h"
#include "sqlitefixture.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <cstdio>
#include <map>

#include <unistd.h>

using namespace Qt::StringLiterals; // u"…"_s
using namespace idscope;
using namespace idscope::report;

namespace {

constexpr char kHelperEnv[] = "IDSCOPE_TST_REPORT_HELPER";
constexpr qint64 kBaseMs = 1767225600000; // 2026-01-01T00:00:00Z
constexpr qint64 kNowMs = 1800000000000;
constexpr qint64 kAsOfS = 1767225600 + 50 * 3600;
const QString kWeird = QStringLiteral("we\"ird, tab|x");

QString ulid(qint64 ms, quint64 rnd)
{
    static const char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    quint64 hi = (quint64(ms) << 16) | (rnd >> 48);
    quint64 lo = rnd * 0x9E3779B97F4A7C15ULL;
    QString out(26, u'0');
    for (int i = 25; i >= 0; --i) {
        out[i] = QLatin1Char(kAlphabet[lo & 31]);
        lo = (lo >> 5) | (hi << 59);
        hi >>= 5;
    }
    return out;
}

struct Version {
    QString entity;
    qint64 number;
    qint64 changedAt;
};

// Inserts in commit (rowid) order; rows 50 and 120 carry instants 30 s behind: late commits.
QList<QString> eventIds()
{
    QList<QString> ids;
    quint64 r = 42;
    for (int i = 0; i < 200; ++i) {
        r = r * 6364136223846793005ULL + 1442695040888963407ULL;
        const qint64 ms = kBaseMs + (i == 50 || i == 120 ? (i - 30) : i) * 1000;
        ids << ulid(ms, r);
    }
    return ids;
}

QList<Version> versions()
{
    QList<Version> v;
    for (int e = 0; e < 120; ++e) {
        const int n = 1 + e % 4;
        for (int k = 1; k <= n; ++k)
            v.append({QStringLiteral("e%1").arg(e, 3, 10, QLatin1Char('0')), k,
                      1767225600 + (e * 3 + k * 7) * 3600});
    }
    return v;
}

void buildDatabase(const QString& path)
{
    testdb::Writer w(path);
    QVERIFY(w.ok());
    QVERIFY(w.exec(QStringLiteral(
        "CREATE TABLE events(id TEXT PRIMARY KEY, created_at INTEGER, payload TEXT);"
        "CREATE TABLE \"we\"\"ird, tab|x\"(\"select\" INTEGER, n INTEGER);"
        "CREATE TABLE empty(id TEXT);"
        "CREATE TABLE entity_versions(entity_type TEXT, entity_id TEXT, version_number INTEGER, "
        "changed_at INTEGER, data TEXT);"
        "CREATE INDEX ev_asof ON entity_versions(entity_id, changed_at, version_number);")));
    QList<QVariantList> rows;
    const QList<QString> ids = eventIds();
    for (int i = 0; i < ids.size(); ++i)
        rows.append({ids[i], qlonglong(kBaseMs / 1000 + i), QStringLiteral("p%1").arg(i)});
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO events VALUES(?,?,?)"), rows));
    rows.clear();
    for (int i = 0; i < 5; ++i)
        rows.append(
            {i == 3 ? QVariant() : QVariant(qlonglong(kBaseMs + i * 86400000LL)), qlonglong(i)});
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO \"we\"\"ird, tab|x\" VALUES(?,?)"), rows));
    rows.clear();
    for (const Version& v : versions())
        rows.append({QStringLiteral("doc"), v.entity, qlonglong(v.number), qlonglong(v.changedAt),
                     QStringLiteral("{\"v\":%1}").arg(v.number)});
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO entity_versions VALUES(?,?,?,?,?)"), rows));
}

DatabaseReportOptions fullOptions()
{
    DatabaseReportOptions o;
    o.nowMs = kNowMs;
    o.maxRows = 10;
    o.scope.locality = {{QStringLiteral("events"), QStringLiteral("id")}};
    o.scope.gaps = {{QStringLiteral("events"), QStringLiteral("id")}};
    o.scope.asOf = Instant::fromUnixSeconds(kAsOfS);
    return o;
}

// RFC 4180 reader: quoted fields with doubled quotes, CRLF or LF row ends.
QList<QStringList> parseCsv(const QByteArray& bytes)
{
    const QString s = QString::fromUtf8(bytes);
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false, any = false;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (quoted) {
            if (c == u'"' && i + 1 < s.size() && s[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
            continue;
        }
        if (c == u'"') {
            quoted = true;
            any = true;
        } else if (c == u',') {
            row << field;
            field.clear();
            any = true;
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < s.size() && s[i + 1] == u'\n')
                ++i;
            row << field;
            rows << row;
            row.clear();
            field.clear();
            any = false;
        } else {
            field += c;
            any = true;
        }
    }
    if (any || !field.isEmpty())
        rows << (row << field);
    return rows;
}

QString mask(QString text, const QString& dir)
{
    text.replace(dir, QStringLiteral("<DIR>"));
    static const QRegularExpression gen(
        QStringLiteral("Generated \\S+ by idscope \\S+?(?=[_<\\n])"));
    text.replace(gen, QStringLiteral("Generated <MASKED>"));
    static const QRegularExpression genJson(
        QStringLiteral("\"generated_at\":\"[^\"]*\",\"idscope_version\":\"[^\"]*\""));
    text.replace(genJson, QStringLiteral("\"generated_at\":\"<MASKED>\""));
    // The system's SQLite, not the report's logic: figuresMatchPlainSql checks the value.
    static const QRegularExpression version(
        QStringLiteral("(\"sqlite_version\":\"|SQLite version</th><td>|\\| SQLite version \\| )"
                       "[0-9][0-9.]*"));
    text.replace(version, QStringLiteral("\\1<MASKED>"));
    return text;
}

// IDSCOPE_REPORT_OUT=DIR keeps a copy of each written report there, to look at.
void keep(const QString& path)
{
    const QString dir = qEnvironmentVariable("IDSCOPE_REPORT_OUT");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    const QString to = dir + u'/' + QFileInfo(path).fileName();
    QFile::remove(to);
    QFile::copy(path, to);
}

const ReportTable* findTable(const ReportDocument& d, const QString& section,
                             const QString& subject, const QString& id)
{
    for (const ReportSection& s : d.sections) {
        if (s.id != section || (!subject.isEmpty() && s.subject != subject))
            continue;
        for (const ReportTable& t : s.tables) {
            if (t.id == id)
                return &t;
        }
    }
    return nullptr;
}

// A row is missed when its key sorts below a key committed before it (a plain ID cursor).
qint64 bruteMissed(const QList<QString>& idsInCommitOrder)
{
    QString maxKey;
    qint64 missed = 0;
    for (const QString& id : idsInCommitOrder) {
        if (!maxKey.isEmpty() && id.toUtf8() < maxKey.toUtf8())
            ++missed;
        else
            maxKey = id;
    }
    return missed;
}

QString fact(const ReportDocument& d, const QString& section, const QByteArray& key)
{
    for (const ReportSection& s : d.sections) {
        if (s.id != section)
            continue;
        for (const ReportFact& f : s.facts) {
            if (f.key == key)
                return f.value;
        }
    }
    return {};
}

} // namespace

class TestReport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void figuresMatchPlainSql();
    void golden_data();
    void golden();
    void csvRoundTrips();
    void jsonHasContractFields();
    void countsGroupedForPeople();
    void realsInTheUiLocale();
    void markdownEscapesPipes();
    void markdownCellEscapes_data();
    void markdownCellEscapes();
    void asOfDiffJsonStreams();
    void decoderReportExact();
    void pdfReadsBack();
    void failedWriteLeavesNothing();
    void cancelStops();
    void singleViewScopes();
    void gapsSectionAsThePageSays();
    void pdfColumnsKeepLongestWords();
    void histogramErrorIsShown();
    void histogramBinWidthSpelled_data();
    void histogramBinWidthSpelled();
    void databaseUnchanged();

private:
    ReportDocument build(const DatabaseReportOptions& o, ReportStatus* st = nullptr)
    {
        db::OpenError err{};
        QString msg;
        auto c = db::Connection::open(dbPath_, &err, &msg);
        if (!c)
            qFatal("cannot open test database");
        return buildDatabaseReport(*c, o, {}, st);
    }

    QTemporaryDir dir_;
    QString dbPath_;
    std::unique_ptr<testdb::Snapshot> snap_;
    ReportDocument doc_;
};

void TestReport::initTestCase()
{
    QVERIFY(dir_.isValid());
    QVERIFY(QDir(dir_.path()).mkdir(QStringLiteral("db")));
    dbPath_ = dir_.filePath(QStringLiteral("db/report.sqlite"));
    buildDatabase(dbPath_);
    snap_ = std::make_unique<testdb::Snapshot>(dbPath_);
    ReportStatus st;
    doc_ = build(fullOptions(), &st);
    QVERIFY2(st.error.isEmpty(), qPrintable(st.error));
    QVERIFY(!st.cancelled);
}

void TestReport::figuresMatchPlainSql()
{
    testdb::Writer w(dbPath_);
    QCOMPARE(fact(doc_, QStringLiteral("database"), "file_size"),
             QString::number(QFileInfo(dbPath_).size()));
    QCOMPARE(fact(doc_, QStringLiteral("database"), "page_size"),
             QString::number(w.scalar(QStringLiteral("PRAGMA page_size"))));
    QCOMPARE(fact(doc_, QStringLiteral("database"), "sqlite_version"),
             w.rows(QStringLiteral("SELECT sqlite_version()")).value(0).value(0).toString());
    const ReportTable* tables =
        findTable(doc_, QStringLiteral("database"), {}, QStringLiteral("tables"));
    QVERIFY(tables);
    QCOMPARE(tables->rows.size(), 4);
    for (const QStringList& r : tables->rows) {
        const qint64 n = w.scalar(QStringLiteral("SELECT COUNT(*) FROM \"%1\"")
                                      .arg(QString(r[0]).replace(u'"', QStringLiteral("\"\""))));
        QCOMPARE(r[1], QString::number(n));
    }
    // events.id: a ULID column with every row read.
    const ReportTable* cols = findTable(doc_, QStringLiteral("table"), QStringLiteral("events"),
                                        QStringLiteral("columns"));
    QVERIFY(cols);
    bool seen = false;
    for (const QStringList& r : cols->rows) {
        if (r[0] == QLatin1String("id")) {
            seen = true;
            QCOMPARE(r[4], QStringLiteral("ulid"));
            QCOMPARE(r[8], QStringLiteral("200"));
            QCOMPARE(r[6], QStringLiteral("2026-01-01T00:00:00.000Z"));
        }
    }
    QVERIFY(seen);

    // As of T: brute force over the generated versions.
    std::map<QString, qint64> latest;
    for (const Version& v : versions()) {
        if (v.changedAt <= kAsOfS)
            latest[v.entity] = std::max(latest[v.entity], v.number);
    }
    QCOMPARE(fact(doc_, QStringLiteral("asof"), "entities"), QString::number(latest.size()));
    const ReportTable* state = findTable(doc_, QStringLiteral("asof"), {}, QStringLiteral("state"));
    QVERIFY(state);
    QCOMPARE(state->rows.size(), 10); // capped
    QCOMPARE(state->totalRows, qint64(latest.size()));
    auto it = latest.begin();
    for (const QStringList& r : state->rows) {
        QCOMPARE(r[1], it->first);
        QCOMPARE(r[2], QString::number(it->second));
        // changed_at holds whole seconds: written as SQLite writes them, not "….000Z".
        QCOMPARE(r[3], w.rows(QStringLiteral("SELECT strftime('%Y-%m-%dT%H:%M:%SZ', changed_at, "
                                             "'unixepoch') FROM entity_versions WHERE "
                                             "entity_id = '%1' AND version_number = %2")
                                  .arg(it->first)
                                  .arg(it->second))
                           .value(0)
                           .value(0)
                           .toString());
        ++it;
    }
    const QString asOf =
        w.rows(QStringLiteral("SELECT strftime('%Y-%m-%dT%H:%M:%SZ', %1, 'unixepoch')").arg(kAsOfS))
            .value(0)
            .value(0)
            .toString();
    QCOMPARE(fact(doc_, QStringLiteral("asof"), "at"), asOf);

    // Cursor gaps: a row is missed when its key sorts below a key committed before it.
    const qint64 missed = bruteMissed(eventIds());
    QCOMPARE(fact(doc_, QStringLiteral("gaps"), "missed"), QString::number(missed));
    QCOMPARE(fact(doc_, QStringLiteral("locality"), "rows"), QStringLiteral("200"));
}

void TestReport::golden_data()
{
    QTest::addColumn<int>("format");
    QTest::newRow("markdown") << int(ReportFormat::Markdown);
    QTest::newRow("csv") << int(ReportFormat::Csv);
    QTest::newRow("json") << int(ReportFormat::Json);
    QTest::newRow("html") << int(ReportFormat::Html);
}

void TestReport::golden()
{
    QFETCH(int, format);
    const auto f = ReportFormat(format);
    const QString out = dir_.filePath(QStringLiteral("r.") + reportFormatExtension(f));
    QString error;
    QVERIFY2(saveReport(doc_, f, out, &error), qPrintable(error));
    keep(out);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString got = mask(QString::fromUtf8(file.readAll()), dir_.path());
    const QString sqliteVersion = QString::fromLatin1(sqlite3_libversion());
    QVERIFY2(!got.contains(sqliteVersion), "the SQLite version is not masked everywhere");
    const QString goldenPath =
        QStringLiteral(REPORT_GOLDEN_DIR "/database.") + reportFormatExtension(f);
    if (qEnvironmentVariableIsSet("IDSCOPE_UPDATE_GOLDEN")) {
        QFile g(goldenPath);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(got.toUtf8());
        QSKIP("golden file written");
    }
    QFile g(goldenPath);
    QVERIFY2(g.open(QIODevice::ReadOnly),
             qPrintable(
                 QStringLiteral("missing %1 (run with IDSCOPE_UPDATE_GOLDEN=1)").arg(goldenPath)));
    const QStringList want = QString::fromUtf8(g.readAll()).split(u'\n');
    const QStringList have = got.split(u'\n');
    for (qsizetype i = 0; i < std::min(want.size(), have.size()); ++i)
        QCOMPARE(have[i], want[i]);
    QCOMPARE(have.size(), want.size());
}

void TestReport::csvRoundTrips()
{
    const QList<QStringList> rows = parseCsv(toCsv(doc_));
    QVERIFY(!rows.isEmpty());
    QCOMPARE(rows.first().first(), QStringLiteral("table"));
    QList<QStringList> expected;
    for (const ReportSection& s : doc_.sections) {
        for (const ReportTable& t : s.tables) {
            if (t.id != QLatin1String("columns"))
                continue;
            if (expected.isEmpty()) {
                QStringList h{QStringLiteral("table")};
                for (const ReportColumn& c : t.columns)
                    h << QString::fromLatin1(c.key);
                expected << h;
            }
            for (const QStringList& r : t.rows)
                expected << (QStringList{s.subject} + r);
        }
    }
    QCOMPARE(rows, expected);
    bool weird = false;
    for (const QStringList& r : rows)
        weird = weird || r.first() == kWeird;
    QVERIFY(weird); // a quote, a comma and a pipe survived
}

// People read counts and sizes with grouped digits (HTML, Markdown); JSON keeps the bare
// number. The expected text comes from the file's size and plain SQL, grouped by QLocale.
void TestReport::countsGroupedForPeople()
{
    const QLocale english(QLocale::English);
    testdb::Writer w(dbPath_);
    const qint64 size = QFileInfo(dbPath_).size();
    const qint64 pages = w.scalar(QStringLiteral("PRAGMA page_count"));
    QVERIFY(size >= 1000);
    const QString html = QString::fromUtf8(toHtml(doc_));
    const QString md = QString::fromUtf8(toMarkdown(doc_));
    for (const QString& grouped : {english.toString(size), english.toString(pages)}) {
        if (grouped.size() < 4)
            continue;
        QVERIFY2(html.contains(QStringLiteral(">%1</td>").arg(grouped)), qPrintable(grouped));
        QVERIFY2(md.contains(QStringLiteral("| %1 |").arg(grouped)), qPrintable(grouped));
    }
    QVERIFY(!html.contains(QStringLiteral(">%1</td>").arg(size)));
    // Under a UI locale (the GUI sets one) the report groups as that locale does.
    const QLocale before;
    const QLocale russian(QLocale::Russian);
    QLocale::setDefault(russian);
    const QString ruHtml = QString::fromUtf8(toHtml(doc_));
    QLocale::setDefault(before);
    QVERIFY2(ruHtml.contains(QStringLiteral(">%1</td>").arg(russian.toString(size))),
             qPrintable(russian.toString(size)));
    QVERIFY(!md.contains(QStringLiteral("| %1 |").arg(size)));
    const QJsonObject o = QJsonDocument::fromJson(toJson(doc_)).object();
    QCOMPARE(o.value(QLatin1String("file_size")).toInteger(), size);
    QVERIFY(toJson(doc_).contains(QStringLiteral("\"file_size\":%1").arg(size).toUtf8()) ||
            toJson(doc_).contains(QStringLiteral("\"file_size\": %1").arg(size).toUtf8()));
}

// Fractions in HTML and Markdown follow the UI locale like the counts beside them (a Russian
// report read "0.7950" under "0,5 — случайно"); JSON keeps the point. The values come from
// the report's JSON, the expected spelling from QLocale.
void TestReport::realsInTheUiLocale()
{
    const QJsonObject o = QJsonDocument::fromJson(toJson(doc_)).object();
    const QJsonArray loc = o.value(QLatin1String("locality")).toArray();
    QVERIFY(!loc.isEmpty());
    const QJsonObject l = loc.first().toObject();
    const QLocale before;
    const QLocale russian(QLocale::Russian);
    QLocale::setDefault(russian);
    const QString ruHtml = QString::fromUtf8(toHtml(doc_));
    const QString ruMd = QString::fromUtf8(toMarkdown(doc_));
    QLocale::setDefault(before);
    int checked = 0;
    for (const char* k : {"inversion_ratio", "right_edge_share", "avg_leaf_fill"}) {
        const QJsonValue v = l.value(QLatin1String(k));
        if (!v.isDouble())
            continue;
        const QString ru = russian.toString(v.toDouble(), 'f', 4);
        const QString c = QString::number(v.toDouble(), 'f', 4);
        QVERIFY2(ruHtml.contains(QStringLiteral(">%1</td>").arg(ru)), qPrintable(ru));
        QVERIFY2(ruMd.contains(QStringLiteral("| %1 |").arg(ru)), qPrintable(ru));
        QVERIFY2(!ruHtml.contains(QStringLiteral(">%1</td>").arg(c)), qPrintable(c));
        ++checked;
    }
    QVERIFY(checked >= 2);
}

void TestReport::jsonHasContractFields()
{
    QJsonParseError e{};
    const QByteArray bytes = toJson(doc_);
    const QJsonObject o = QJsonDocument::fromJson(bytes, &e).object();
    QCOMPARE(e.error, QJsonParseError::NoError);
    for (const char* k :
         {"report", "generated_at", "idscope_version", "database", "sqlite_version", "file_size",
          "page_size", "journal_mode", "tables", "locality", "gaps", "asof"})
        QVERIFY2(o.contains(QLatin1String(k)), k);
    const QJsonObject t = o.value(QLatin1String("tables")).toArray().first().toObject();
    for (const char* k : {"name", "rows", "without_rowid", "columns"})
        QVERIFY2(t.contains(QLatin1String(k)), k);
    const QJsonObject c = t.value(QLatin1String("columns")).toArray().first().toObject();
    for (const char* k : {"name", "declared_type", "primary_key", "format", "format_counts",
                          "min_time", "max_time", "anomalies"})
        QVERIFY2(c.contains(QLatin1String(k)), k);
    const QJsonObject l = o.value(QLatin1String("locality")).toArray().first().toObject();
    for (const char* k :
         {"rows", "inversion_ratio", "right_edge_share", "recent_leaf_pages", "min_leaf_pages",
          "rightmost_share", "leaf_pages", "avg_leaf_fill", "leaf_disorder"})
        QVERIFY2(l.contains(QLatin1String(k)), k);
    const QJsonObject g = o.value(QLatin1String("gaps")).toArray().first().toObject();
    for (const char* k :
         {"rows", "missed", "missed_ids", "max_lateness_ms", "window_needed_ms", "lag_rows_needed"})
        QVERIFY2(g.contains(QLatin1String(k)), k);
    const QJsonObject a = o.value(QLatin1String("asof")).toObject();
    for (const char* k : {"at", "entities", "state"})
        QVERIFY2(a.contains(QLatin1String(k)), k);
    const QJsonObject s = a.value(QLatin1String("state")).toArray().first().toObject();
    for (const char* k : {"entity_type", "entity_id", "version_number", "changed_at", "data"})
        QVERIFY2(s.contains(QLatin1String(k)), k);
    // The file size is written from its exact digits.
    QVERIFY(bytes.contains("\"file_size\":" + QByteArray::number(QFileInfo(dbPath_).size()) + ','));
}

void TestReport::markdownEscapesPipes()
{
    const QString md = QString::fromUtf8(toMarkdown(doc_));
    QVERIFY(md.contains(QStringLiteral("we\"ird, tab\\|x")));
    for (const QString& line : md.split(u'\n')) {
        if (line.startsWith(u'|'))
            QVERIFY2(!line.contains(QStringLiteral("tab|x")), qPrintable(line));
    }
    QVERIFY(md.contains(QStringLiteral("| ---: |")));
}

// One escaper for the report and the selection export, against GFM's rules written by hand.
void TestReport::markdownCellEscapes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("cell");
    QTest::newRow("plain") << "abc"
                           << "abc";
    QTest::newRow("pipe") << "a|b"
                          << "a\\|b";
    QTest::newRow("backslash") << "a\\b"
                               << "a\\\\b";
    QTest::newRow("lf") << "a\nb"
                        << "a<br>b";
    QTest::newRow("crlf") << "a\r\nb"
                          << "a<br>b";
    QTest::newRow("cr") << "a\rb"
                        << "a<br>b";
    QTest::newRow("two breaks") << "a\n\r\nb"
                                << "a<br><br>b";
}

void TestReport::markdownCellEscapes()
{
    QFETCH(QString, text);
    QFETCH(QString, cell);
    QCOMPARE(markdownCell(text), cell);
    SelectionTable t;
    t.headers = {QStringLiteral("c")};
    t.rows << QVariantList{text};
    QCOMPARE(selectionToMarkdown(t), QStringLiteral("| c |\n| --- |\n| %1 |\n").arg(cell));
}

void TestReport::asOfDiffJsonStreams()
{
    // The `asof --diff --json` writer, against text written out by hand: every group, a
    // deletion without a version, integers exact; and one callback per entity for streaming.
    analysis::VersionTableMapping m;
    m.table = QStringLiteral("v");
    m.entityKey = {QStringLiteral("id")};
    m.versionNumber = QStringLiteral("n");
    m.changedAt = QStringLiteral("t");
    m.payload = {QStringLiteral("data")};
    analysis::InstantDiff d;
    d.from = Instant{1000, 0};
    d.to = Instant{2000, 0};
    analysis::EntityChange created;
    created.entityKey = {qint64(7)};
    created.versionNumber = 1;
    created.changedAt = Instant{1500, 0};
    analysis::EntityChange changed;
    changed.entityKey = {qint64(9007199254740993)}; // 2^53 + 1: not representable as a double
    changed.versionNumber = 3;
    changed.changedAt = Instant{1600, 0};
    analysis::FieldChange fc;
    fc.column = QStringLiteral("data");
    fc.key = QStringLiteral("n");
    fc.oldValue = qint64(1);
    fc.newValue = qint64(2);
    changed.changes = {fc};
    analysis::EntityChange deleted;
    deleted.entityKey = {qint64(9)};
    d.created = {created};
    d.changed = {changed};
    d.deleted = {deleted};
    d.sameData = 4;
    QByteArray out;
    JsonWriter w(out);
    int items = 0;
    report::writeInstantDiffJson(w, m, d, [&items] { ++items; });
    QCOMPARE(items, 3);
    const QByteArray expected =
        R"({"versions_table":"v","from":"1970-01-01T00:16:40.000Z","to":"1970-01-01T00:33:20.000Z",)"
        R"("created":[{"entity_type":null,"entity_id":7,"version_number":1,)"
        R"("changed_at":"1970-01-01T00:25:00.000Z"}],)"
        R"("changed":[{"entity_type":null,"entity_id":9007199254740993,"version_number":3,)"
        R"("changed_at":"1970-01-01T00:26:40.000Z","changes":[{"kind":"changed","column":"data",)"
        R"("field":"n","old":1,"new":2}]}],)"
        R"("deleted":[{"entity_type":null,"entity_id":9,"version_number":null,"changed_at":null}],)"
        R"("same_data":4})";
    QCOMPARE(out, expected);
}

void TestReport::decoderReportExact()
{
    const Detector det;
    const QString big = QStringLiteral("1541815603606036480"); // > 2^53: double would round it
    QList<DecodeResult> results{decodeText(big, det),
                                decodeText(QStringLiteral("01ARZ3NDEKTSV4RRFFQ69G5FAV"), det),
                                decodeText(QStringLiteral("not, an \"id\""), det)};
    DecoderReportOptions opt;
    const ReportDocument d = buildDecoderReport(results, opt);
    const QList<QStringList> rows = parseCsv(toCsv(d));
    QCOMPARE(rows.size(), 4);
    QCOMPARE(rows[0].first(), QStringLiteral("input"));
    QCOMPARE(rows[1].first(), big);
    QCOMPARE(rows[3].first(), QStringLiteral("not, an \"id\""));
    QCOMPARE(rows[2][2], QStringLiteral("ulid"));
    QCOMPARE(rows[2][3], QStringLiteral("1469922850259")); // the ULID spec's example instant
    const QByteArray json = toJson(d);
    QVERIFY(json.contains("\"input\":\"1541815603606036480\""));
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    QCOMPARE(o.value(QLatin1String("ids")).toArray().size(), 3);
    QCOMPARE(o.value(QLatin1String("ids"))
                 .toArray()[1]
                 .toObject()
                 .value(QLatin1String("unix_ms"))
                 .toInteger(),
             1469922850259);
}

void TestReport::pdfReadsBack()
{
    // A long state table so the PDF has to break it across pages.
    DatabaseReportOptions o = fullOptions();
    o.maxRows = 400;
    o.scope.asOf = Instant::fromUnixSeconds(1767225600 + 400 * 3600);
    const ReportDocument d = build(o);
    const QString out = dir_.filePath(QStringLiteral("r.pdf"));
    QString error;
    QVERIFY2(saveReportAnyFormat(d, ReportFormat::Pdf, out, &error), qPrintable(error));
    QVERIFY(QFileInfo(out).size() > 1000);
    keep(out);
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    const QString pdfinfo = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
    if (pdftotext.isEmpty() || pdfinfo.isEmpty())
        QSKIP("pdftotext/pdfinfo not installed (apt-get install poppler-utils)");
    QProcess info;
    info.start(pdfinfo, {out});
    QVERIFY(info.waitForFinished(30000));
    const QString infoText = QString::fromUtf8(info.readAllStandardOutput());
    const QRegularExpressionMatch pages =
        QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(infoText);
    QVERIFY2(pages.hasMatch(), qPrintable(infoText));
    const int pageCount = pages.captured(1).toInt();
    QVERIFY(pageCount >= 2);
    QProcess text;
    text.start(pdftotext, {QStringLiteral("-layout"), out, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(30000));
    const QString t = QString::fromUtf8(text.readAllStandardOutput());
    for (const QString& want :
         {QStringLiteral("Database report: report.sqlite"), QStringLiteral("Generated "),
          QStringLiteral("Table events"), QStringLiteral("ID and time columns"),
          QStringLiteral("Key locality of events.id"), QStringLiteral("Cursor gaps of events.id"),
          QStringLiteral("State as of"), QStringLiteral("ulid"),
          QLocale(QLocale::English).toString(QFileInfo(dbPath_).size())})
        QVERIFY2(t.contains(want), qPrintable(want));
    // The state table spans pages and repeats its header row on each.
    const QStringList pageTexts = t.split(u'\f');
    int headers = 0;
    for (const QString& p : pageTexts)
        headers +=
            p.contains(QStringLiteral("Version")) && p.contains(QStringLiteral("Changed at"));
    QVERIFY2(headers >= 2, qPrintable(QString::number(headers)));
}

void TestReport::failedWriteLeavesNothing()
{
    QTemporaryDir d;
    const QStringList before =
        QDir(d.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    QString error;
    // The path is a folder.
    QVERIFY(!saveReport(doc_, ReportFormat::Html, d.path(), &error));
    QVERIFY(error.contains(d.path()));
    // The folder does not exist.
    error.clear();
    QVERIFY(!saveReport(doc_, ReportFormat::Html, d.filePath(QStringLiteral("no/such/r.html")),
                        &error));
    QVERIFY(!error.isEmpty());
    // A writer that fails half way: an existing file keeps its bytes, no temporary is left.
    const QString existing = d.filePath(QStringLiteral("keep.md"));
    {
        QFile f(existing);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("old");
    }
    error.clear();
    QVERIFY(!saveAtomically(
        existing,
        [](QIODevice& out, QString* why) {
            out.write("half a report");
            *why = QStringLiteral("disk full");
            return false;
        },
        &error));
    QVERIFY(error.contains(QStringLiteral("disk full")));
    QFile f(existing);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("old"));
    QCOMPARE(QDir(d.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             before + QStringList{QStringLiteral("keep.md")});
    // A folder without write permission. Root ignores permissions: as root the save is tried
    // by this program run again as user nobody.
    const QString ro = d.filePath(QStringLiteral("ro"));
    QVERIFY(QDir().mkdir(ro));
    QVERIFY(testproc::makeReadOnlyForNobody(ro));
    const QString target = ro + QStringLiteral("/r.csv");
    if (::geteuid() != 0) {
        error.clear();
        QVERIFY(!saveReport(doc_, ReportFormat::Csv, target, &error));
        QVERIFY(!error.isEmpty());
    } else {
        QProcess p;
        testproc::startSelf(p, kHelperEnv, QStringLiteral("save-csv"), {target}, true);
        const bool finished = p.waitForFinished(20000);
        if (testproc::couldNotRunAsNobody(p, finished))
            QSKIP("running as root and cannot run this test program as user nobody: a "
                  "read-only folder is not read-only for root");
        QVERIFY(finished);
        QCOMPARE(p.exitCode(), 0);
        const QString out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
        QVERIFY2(out.startsWith(QStringLiteral("refused: ")) && out.size() > 9, qPrintable(out));
    }
    QVERIFY(QDir(ro).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
    QFile::setPermissions(ro,
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

void TestReport::cancelStops()
{
    db::OpenError err{};
    QString msg;
    auto c = db::Connection::open(dbPath_, &err, &msg);
    QVERIFY(c);
    // Progress rises and reaches the total; stopping at the first call cancels.
    qint64 last = -1, total = 0;
    bool monotonic = true;
    ReportHooks h;
    h.progress = [&](qint64 done, qint64 t, const QString&) {
        monotonic = monotonic && done >= last && done <= t;
        last = done;
        total = t;
        return true;
    };
    buildDatabaseReport(*c, fullOptions(), h);
    QVERIFY(monotonic);
    QVERIFY(total > 0);
    std::atomic_bool cancel{true};
    ReportHooks stop;
    stop.cancel = &cancel;
    ReportStatus st;
    const ReportDocument d = buildDatabaseReport(*c, fullOptions(), stop, &st);
    QVERIFY(st.cancelled);
    QCOMPARE(d.sections.last().id, QStringLiteral("cancelled"));
}

// The cursor-gap section says what the page says: the safe window and this history's
// minimum, each labelled; the chart of the missed rows' lateness (the table's rows); durations
// in their unit with the exact milliseconds beside, one way everywhere people read them.
void TestReport::gapsSectionAsThePageSays()
{
    const ReportSection* g = nullptr;
    for (const ReportSection& s : doc_.sections)
        if (s.id == QLatin1String("gaps"))
            g = &s;
    QVERIFY(g);
    QHash<QByteArray, ReportFact> facts;
    for (const ReportFact& f : g->facts)
        facts.insert(f.key, f);
    QVERIFY(facts.contains("window_safe_ms") && facts.contains("window_needed_ms"));
    QVERIFY2(facts["window_safe_ms"].label.startsWith(QStringLiteral("Safe window W")),
             qPrintable(facts["window_safe_ms"].label));
    QVERIFY2(facts["window_needed_ms"].label.contains(QStringLiteral("this history alone")),
             qPrintable(facts["window_needed_ms"].label));
    // The chart is of the missed rows: its steps are in 1/missed (the brute-force count).
    const qint64 missed = bruteMissed(eventIds());
    QVERIFY(missed > 0);
    QCOMPARE(g->charts.size(), 1);
    const ReportChart& ch = g->charts.first();
    QVERIFY2(ch.title.startsWith(QStringLiteral("Lateness of missed rows")), qPrintable(ch.title));
    for (const QPointF& p : ch.series.first().points) {
        const double k = p.y() * double(missed);
        QVERIFY2(std::abs(k - std::round(k)) < 1e-9, qPrintable(QString::number(p.y())));
    }
    QCOMPARE(ch.series.first().points.last().y(), 1.0);
    // Durations for people: "5 h (18,000,000 ms)", written out by hand.
    const QString nb(QChar::Nbsp);
    QCOMPARE(shownValue(QStringLiteral("18000000"), ValueKind::DurationMs),
             QStringLiteral("5") + nb + QStringLiteral("h (18,000,000") + nb +
                 QStringLiteral("ms)"));
    QCOMPARE(shownValue(QStringLiteral("1386.000"), ValueKind::DurationMs),
             QStringLiteral("1.4") + nb + QStringLiteral("s (1,386") + nb + QStringLiteral("ms)"));
    QCOMPARE(shownValue(QStringLiteral("3.250"), ValueKind::DurationMs),
             QStringLiteral("3.25") + nb + QStringLiteral("ms"));
    // The missed rows' cells in HTML and Markdown read that way; JSON keeps the number.
    const QString html = QString::fromUtf8(toHtml(doc_));
    const QString md = QString::fromUtf8(toMarkdown(doc_));
    qint64 lateMs = 0;
    for (const ReportTable& t : g->tables)
        if (t.id == QLatin1String("missed_rows"))
            for (qsizetype c = 0; c < t.columns.size(); ++c)
                if (t.columns[c].key == "lateness_ms") {
                    QCOMPARE(t.columns[c].kind, ValueKind::DurationMs);
                    lateMs = qint64(t.rows.first()[c].toDouble());
                    QCOMPARE(t.rows.first()[c], QStringLiteral("%1.000").arg(lateMs));
                }
    QVERIFY(lateMs >= 1000);
    const QString exact = QStringLiteral("(%1").arg(QLocale(QLocale::English).toString(lateMs)) +
                          nb + QStringLiteral("ms)");
    QVERIFY2(html.contains(exact), qPrintable(exact));
    QVERIFY2(md.contains(exact), qPrintable(exact));
    QVERIFY(!html.contains(QStringLiteral("%1.000").arg(lateMs)));
    // Each missed ID stays on one line, in a browser and in the export dialog's preview
    // (QTextDocument reads the inline style, not the style sheet).
    for (const ReportTable& t : g->tables)
        if (t.id == QLatin1String("missed_rows"))
            for (const QStringList& row : t.rows)
                QVERIFY2(html.contains(QStringLiteral("<td style=\"white-space:nowrap\">%1</td>")
                                           .arg(row.value(2))),
                         qPrintable(row.value(2)));
}

// PDF tables: narrow columns keeping their natural widths may not starve a wide one below its
// longest word (a UUID broken over three lines). Natural 20, 70 (the UUID), 30, 30; longest
// words 10, 70, 10, 10; 120 wide. All longest words fit (100), so the 20 left over is shared by
// what each column could still give (10, 0, 20, 20 of 50): 4, 0, 8, 8 — the UUID keeps 70
// (it used to get the 40 the others left it).
void TestReport::pdfColumnsKeepLongestWords()
{
    QCOMPARE(fitColumnWidths({20, 70, 30, 30}, {10, 70, 10, 10}, 120),
             (QList<double>{14, 70, 18, 18}));
    // Everything fits: the natural widths.
    QCOMPARE(fitColumnWidths({20, 70, 30}, {10, 70, 10}, 120), (QList<double>{20, 70, 30}));
}

void TestReport::singleViewScopes()
{
    DatabaseReportOptions o;
    o.nowMs = kNowMs;
    o.scope = ReportScope::gapsOf({QStringLiteral("events"), QString()});
    ReportDocument d = build(o);
    QCOMPARE(d.sections.size(), 1);
    QCOMPARE(d.sections[0].id, QStringLiteral("gaps"));
    QCOMPARE(d.sections[0].subject, QStringLiteral("events.id")); // the key, found by profile
    o.scope = ReportScope::table(kWeird);
    d = build(o);
    QCOMPARE(d.sections.size(), 1);
    QCOMPARE(d.sections[0].subject, kWeird);
    o.scope = ReportScope::asOfAt(Instant::fromUnixSeconds(kAsOfS));
    d = build(o);
    QCOMPARE(d.sections.size(), 1);
    QCOMPARE(d.sections[0].id, QStringLiteral("asof"));
    o.scope = ReportScope::table(QStringLiteral("nope"));
    ReportStatus st;
    build(o, &st);
    QVERIFY(st.error.contains(QStringLiteral("nope")));
}

// A view whose rows past the profile's sample raise an error: the histogram, which reads
// further, fails, and the table's section says so instead of silently having no chart.
void TestReport::histogramErrorIsShown()
{
    QTemporaryDir dir; // not dir_/db: its listing is checked at the end
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("histogram.sqlite"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(id TEXT);"
                                      "CREATE VIEW good AS SELECT id FROM t;"
                                      // past row 1500 a value over the length limit
                                      "CREATE VIEW bad AS SELECT CASE WHEN rowid <= 1500 THEN id "
                                      "ELSE zeroblob(rowid * 200000) END AS id FROM t;")));
        QList<QVariantList> rows;
        for (int i = 0; i < 2000; ++i)
            rows.append({ulid(kBaseMs + i * 1000, quint64(i) * 7919)});
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t VALUES(?)"), rows));
    }
    const testdb::Snapshot snap(path);
    {
        db::OpenError err{};
        QString msg;
        auto c = db::Connection::open(path, &err, &msg);
        QVERIFY2(c, qPrintable(msg));
        for (const QString& view : {QStringLiteral("good"), QStringLiteral("bad")}) {
            DatabaseReportOptions o;
            o.nowMs = kNowMs;
            o.scope = ReportScope::table(view);
            ReportStatus st;
            const ReportDocument d = buildDatabaseReport(*c, o, {}, &st);
            QVERIFY2(st.error.isEmpty(), qPrintable(st.error));
            QCOMPARE(d.sections.size(), 1);
            const ReportSection& s = d.sections[0];
            const QString text = s.paragraphs.join(u'\n') + s.notes.join(u'\n');
            // A uniform sample of a view steps through all of it, so the unreadable rows past
            // 1,500 stop the profile as they stop the histogram: the section says why, once.
            const QStringList errors = s.paragraphs.filter(QRegularExpression(u"^Error: "_s));
            if (view == u"good") {
                QCOMPARE(s.charts.size(), 1);
                QVERIFY2(errors.isEmpty(), qPrintable(text));
            } else {
                QVERIFY2(s.charts.isEmpty(), qPrintable(text));
                QCOMPARE(errors.size(), 1);
                QVERIFY2(errors.first().endsWith(u"string or blob too big"_s),
                         qPrintable(errors.first()));
            }
        }
    }
    VERIFY_UNCHANGED(snap);
}

// The note under a histogram names its bar width as every duration is spelled. The widths
// follow from the spans by hand: the nice widths go 12 h, 1 d, 7 d, 30 d, 90 d, 365 d, and the
// first that puts the span into at most 60 epoch-aligned bars is the bar's width.
void TestReport::histogramBinWidthSpelled_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<qint64>("stepMs");
    QTest::addColumn<QString>("spans");
    constexpr qint64 day = 86400000;
    // 40 daily values span 39 days: 79 bars of 12 h, 40 of a day; a day is 24 hours.
    QTest::newRow("day") << 40 << day << QStringLiteral("each bar spans 24\u00a0h.");
    // 101 daily values span 100 days: 101 bars of a day, 15 or 16 of 7 days.
    QTest::newRow("week") << 101 << day << QStringLiteral("each bar spans 7\u00a0d.");
    // 20 values 366 days apart span 6,954 days: 78 or 79 bars of 90 days, 20 of 365.
    QTest::newRow("year") << 20 << 366 * day << QStringLiteral("each bar spans 365\u00a0d.");
}

void TestReport::histogramBinWidthSpelled()
{
    QFETCH(int, count);
    QFETCH(qint64, stepMs);
    QFETCH(QString, spans);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("spans.sqlite"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(id TEXT PRIMARY KEY);")));
        QList<QVariantList> rows;
        for (int i = 0; i < count; ++i)
            rows.append({ulid(kBaseMs - i * stepMs, quint64(i) * 7919)}); // all in the past
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t VALUES(?)"), rows));
    }
    db::OpenError err{};
    QString msg;
    auto c = db::Connection::open(path, &err, &msg);
    QVERIFY2(c, qPrintable(msg));
    DatabaseReportOptions o;
    o.nowMs = kNowMs;
    o.scope = ReportScope::table(QStringLiteral("t"));
    ReportStatus st;
    const ReportDocument d = buildDatabaseReport(*c, o, {}, &st);
    QVERIFY2(st.error.isEmpty(), qPrintable(st.error));
    QCOMPARE(d.sections.size(), 1);
    const QStringList notes = d.sections[0].notes.filter(QStringLiteral("each bar spans"));
    QCOMPARE(notes.size(), 1);
    QVERIFY2(notes.first().endsWith(spans), qPrintable(notes.first()));
}

void TestReport::databaseUnchanged()
{
    VERIFY_UNCHANGED(*snap_);
}

// The helper process: saves a one-paragraph CSV report to `path` as whoever runs it and prints
// "saved" or "refused: <error>".
static int helperMain(const QString& path)
{
    ReportDocument doc;
    doc.title = QStringLiteral("helper");
    ReportSection s;
    s.id = QStringLiteral("note");
    s.paragraphs << QStringLiteral("written by a helper");
    doc.sections.append(s);
    QString error;
    const bool saved = saveReport(doc, ReportFormat::Csv, path, &error);
    std::printf("%s\n", saved ? "saved" : qPrintable(QStringLiteral("refused: ") + error));
    return 0;
}

int main(int argc, char** argv)
{
    if (!qEnvironmentVariableIsEmpty(kHelperEnv)) {
        QCoreApplication app(argc, argv);
        return argc > 1 ? helperMain(QString::fromLocal8Bit(argv[1])) : 2;
    }
    QGuiApplication app(argc, argv);
    TestReport t;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&t, argc, argv);
}

#include "tst_report.moc"
