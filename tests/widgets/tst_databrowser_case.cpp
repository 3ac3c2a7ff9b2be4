// The data browser on ULIDs stored in more than one letter case: the instant-range
// filter and Go to ID must find every spelling, whatever case the page on screen shows. The
// expected rows come from a brute-force pass over the whole table that decodes the first ten
// Crockford characters here, ignoring case.
#include "analysis/idvalue.h"
#include "browser/browsermodel.h"
#include "browser/databrowser.h"
#include "common/zonesetting.h"
#include "database/databasesession.h"
#include "db/sampledb.h"
#include "ids/timezone.h"
#include "sqlitefixture.h"
#include "storedids.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QDir>
#include <QRandomGenerator>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace idscope;

using namespace testids;

namespace {

constexpr int kTimeoutMs = 20000;
const QString kAlphabet = QStringLiteral("0123456789ABCDEFGHJKMNPQRSTVWXYZ");

// Unix ms of a ULID in any case, -1 when it is not one.
qint64 ulidMs(const QVariant& v)
{
    if (v.typeId() != QMetaType::QString || v.toString().size() != 26)
        return -1;
    qint64 ms = 0;
    for (int i = 0; i < 10; ++i) {
        const qsizetype d = kAlphabet.indexOf(v.toString().at(i).toUpper());
        if (d < 0)
            return -1;
        ms = ms * 32 + d;
    }
    return ms;
}

QString rfc3339Ms(qint64 ms)
{
    return utcDateTime(ms).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ"));
}

QVariant raw(const DataBrowser& b, int row, const QString& column)
{
    const BrowserModel* m = b.model();
    for (int c = 0; c < m->columnCount(); ++c) {
        if (!m->isDecodedColumn(c) && m->headerData(c, Qt::Horizontal).toString() == column)
            return m->index(row, c).data(BrowserModel::RawValueRole);
    }
    return {};
}

// docs: upper, lower and mixed-case ULIDs (mixed: each letter's case at random), indexed;
// lower_docs: all lower case, so its profile sees one case.
void build(const QString& path)
{
    testdb::Writer w(path);
    QVERIFY(w.ok());
    QVERIFY(w.exec(QStringLiteral("CREATE TABLE docs (id TEXT, title TEXT);"
                                  "CREATE INDEX docs_id ON docs(id);"
                                  "CREATE TABLE lower_docs (id TEXT PRIMARY KEY, title TEXT);")));
    QRandomGenerator g(2002);
    for (const QString& table : {QStringLiteral("docs"), QStringLiteral("lower_docs")}) {
        QList<QVariantList> rows;
        for (int i = 0; i < 2400; ++i) {
            const qint64 ms = 1600000000000 + qint64(g.bounded(200000)) * 1000000;
            QString id(10, QLatin1Char('0'));
            quint64 v = quint64(ms);
            for (int k = 9; k >= 0; --k, v >>= 5)
                id[k] = kAlphabet.at(int(v & 31));
            for (int k = 0; k < 16; ++k)
                id += kAlphabet.at(int(g.bounded(32)));
            if (table == QLatin1String("lower_docs") || i % 3 == 1) {
                id = id.toLower();
            } else if (i % 3 == 2) {
                for (QChar& c : id)
                    c = g.bounded(2) ? c.toLower() : c;
            }
            rows << QVariantList{id, QStringLiteral("doc %1").arg(i)};
        }
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO %1 VALUES (?, ?)").arg(table), rows));
    }
    QVERIFY(w.exec(QStringLiteral("CREATE TABLE orders (id BLOB PRIMARY KEY, n INTEGER);")));
    // orders: BLOB UUIDv7s, n = rowid, with TEXT ones at the rows kStored names.
    const QList<QVariantList> rows = storedUuidRows(g);
    QVERIFY(
        w.insertRows(QStringLiteral("INSERT INTO orders (rowid, id, n) VALUES (?, ?, ?)"), rows));
}

} // namespace

class TestDataBrowserCase : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void cleanupTestCase();
    void filterEverySpelling_data();
    void filterEverySpelling();
    void goToAnyCase();
    void goToAnyStorage();

private:
    void openDb(const QString& path);
    void waitIdle();
    QTemporaryDir dir_;
    QString built_;
    QString demo_;
    std::unique_ptr<testdb::Snapshot> builtSnap_;
    std::unique_ptr<testdb::Snapshot> demoSnap_;
    std::unique_ptr<DatabaseSession> session_;
    std::unique_ptr<ZoneSetting> zone_;
    std::unique_ptr<DataBrowser> browser_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
};

void TestDataBrowserCase::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("idscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_databrowser_case"));
    QSettings().clear();
    QVERIFY(dir_.isValid());
    // Each file in its own folder: a snapshot lists its folder.
    QVERIFY(QDir().mkpath(dir_.filePath(QStringLiteral("built"))));
    QVERIFY(QDir().mkpath(dir_.filePath(QStringLiteral("demo"))));
    built_ = dir_.filePath(QStringLiteral("built/cases.sqlite"));
    build(built_);
    QVERIFY(!QTest::currentTestFailed());
    builtSnap_ = std::make_unique<testdb::Snapshot>(built_);
    demo_ = dir_.filePath(QStringLiteral("demo/demo.sqlite"));
    db::SampleOptions o;
    o.rows = 6000;
    QVERIFY(db::writeSampleDatabase(demo_, o).ok);
    demoSnap_ = std::make_unique<testdb::Snapshot>(demo_);
}

void TestDataBrowserCase::openDb(const QString& path)
{
    session_ = std::make_unique<DatabaseSession>();
    zone_ = std::make_unique<ZoneSetting>();
    browser_ = std::make_unique<DataBrowser>(session_.get(), zone_.get());
    browser_->resize(1200, 800);
    tester_ = std::make_unique<QAbstractItemModelTester>(
        browser_->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy opened(session_.get(), &DatabaseSession::opened);
    session_->open(path);
    QVERIFY(opened.wait(kTimeoutMs));
    QVERIFY(session_->waitForIdle());
}

void TestDataBrowserCase::cleanup()
{
    tester_.reset();
    browser_.reset();
    session_.reset();
    zone_.reset();
}

void TestDataBrowserCase::cleanupTestCase()
{
    VERIFY_UNCHANGED(*builtSnap_);
    VERIFY_UNCHANGED(*demoSnap_);
}

void TestDataBrowserCase::waitIdle()
{
    QTRY_VERIFY_WITH_TIMEOUT(!browser_->isBusy(), kTimeoutMs);
}

void TestDataBrowserCase::filterEverySpelling_data()
{
    QTest::addColumn<bool>("demo");
    QTest::addColumn<QString>("table");
    QTest::addColumn<double>("from"); // quantiles of the instants
    QTest::addColumn<double>("to");
    QTest::addColumn<bool>("slower"); // the profile reports mixed case: the wide range
    QTest::newRow("upper, lower, mixed") << false << "docs" << 0.2 << 0.7 << true;
    QTest::newRow("narrow") << false << "docs" << 0.45 << 0.47 << true;
    QTest::newRow("one case") << false << "lower_docs" << 0.1 << 0.5 << false;
    QTest::newRow("demo documents") << true << "documents" << 0.1 << 0.9 << true;
}

// The count in the position line, and every row of every page, against the brute force.
void TestDataBrowserCase::filterEverySpelling()
{
    QFETCH(bool, demo);
    QFETCH(QString, table);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(bool, slower);
    openDb(demo ? demo_ : built_);
    testdb::Writer w(demo ? demo_ : built_);
    const QList<QVariantList> all = w.rows(QStringLiteral("SELECT id FROM %1").arg(table));
    QList<qint64> instants;
    for (const QVariantList& r : all)
        instants << ulidMs(r[0]);
    std::sort(instants.begin(), instants.end());
    const qint64 lo = instants[qsizetype(from * instants.size())];
    const qint64 hi = instants[qsizetype(to * instants.size())];
    QSet<QString> expected;
    bool upper = false;
    bool lower = false;
    for (const QVariantList& r : all) {
        const qint64 ms = ulidMs(r[0]);
        if (ms >= lo && ms <= hi) {
            const QString s = r[0].toString();
            expected << s;
            upper = upper || s == s.toUpper();
            lower = lower || s == s.toLower();
        }
    }
    QVERIFY(lower);
    QCOMPARE(upper, table != QLatin1String("lower_docs")); // both cases in range
    const analysis::ColumnProfile* p = session_->columnProfile(table, QStringLiteral("id"));
    QVERIFY(p);
    const bool mixedProfile =
        std::any_of(p->anomalies.begin(), p->anomalies.end(), [](const analysis::Anomaly& a) {
            return a.kind == analysis::AnomalyKind::MixedCase;
        });
    QCOMPARE(mixedProfile, slower);

    browser_->showTable(table);
    waitIdle();
    QVERIFY2(browser_->applyFilter(QStringLiteral("id"), rfc3339Ms(lo), rfc3339Ms(hi)),
             qPrintable(browser_->message()));
    waitIdle();
    QCOMPARE(browser_->matchingRows(), qint64(expected.size()));
    QVERIFY2(browser_->positionText().contains(QLocale().toString(qint64(expected.size()))),
             qPrintable(browser_->positionText()));
    QCOMPARE(browser_->message().contains(QStringLiteral("letter case")), slower);
    QStringList seen;
    for (int guard = 0; guard < 50; ++guard) {
        for (int r = 0; r < browser_->model()->rowCount(); ++r)
            seen << raw(*browser_, r, QStringLiteral("id")).toString();
        const QString before = browser_->positionText();
        browser_->nextPage();
        waitIdle();
        if (browser_->positionText() == before)
            break;
    }
    QCOMPARE(seen.size(), expected.size());
    QCOMPARE(QSet<QString>(seen.begin(), seen.end()), expected);
}

// An upper-case paste finds a lower-case stored ID and the reverse; an ID stored in mixed case
// is found too, and the message line says the slower lookup was used.
void TestDataBrowserCase::goToAnyCase()
{
    openDb(built_);
    testdb::Writer w(built_);
    const QList<QVariantList> all = w.rows(QStringLiteral("SELECT id FROM docs"));
    QString lowerId, upperId, mixedId;
    for (const QVariantList& r : all) {
        const QString s = r[0].toString();
        QString& slot = s == s.toLower() ? lowerId : s == s.toUpper() ? upperId : mixedId;
        if (slot.isEmpty() || r[0].toString().endsWith(QLatin1Char('7')))
            slot = s; // not just the first row of each case
    }
    browser_->showTable(QStringLiteral("docs"));
    waitIdle();
    struct Case {
        QString stored;
        QString typed;
        bool widened;
    };
    for (const Case& k : {Case{lowerId, lowerId.toUpper(), false},
                          Case{upperId, QStringLiteral("  %1\n").arg(upperId.toLower()), false},
                          Case{mixedId, mixedId.toUpper(), true}}) {
        QVERIFY2(browser_->goToId(k.typed, QStringLiteral("id")), qPrintable(browser_->message()));
        waitIdle();
        QCOMPARE(raw(*browser_, 0, QStringLiteral("id")).toString(), k.stored);
        QCOMPARE(browser_->view()->currentIndex().row(), 0);
        QCOMPARE(browser_->message().contains(QStringLiteral("letter case")), k.widened);
    }
    QVERIFY(browser_->goToId(QStringLiteral("7zzzzzzzzzzzzzzzzzzzzzzzzz"), QStringLiteral("id")));
    waitIdle();
    QVERIFY(!browser_->message().isEmpty());                               // not found
    QCOMPARE(raw(*browser_, 0, QStringLiteral("id")).toString(), mixedId); // the page stays
}

// A BLOB UUID column that holds a few IDs as TEXT: Go to ID finds the TEXT rows too, typed in
// either letter case, with braces or without, and the BLOB rows; an ID stored both ways lands
// on the first row in key order. The rowids are the INSERT's.
void TestDataBrowserCase::goToAnyStorage()
{
    openDb(built_);
    browser_->showTable(QStringLiteral("orders"));
    waitIdle();
    const analysis::ColumnProfile* p =
        session_->columnProfile(QStringLiteral("orders"), QStringLiteral("id"));
    QVERIFY(p);
    QCOMPARE(analysis::IdValue::dominantStorage(*p), db::StorageClass::Blob);
    for (int k = 1; k <= 6; ++k) {
        qint64 rowid = -1;
        bool text = false;
        for (const StoredAs& s : kStored) {
            if (s.uuid == k && (rowid < 0 || s.rowid < rowid)) {
                rowid = s.rowid;
                text = s.text;
            }
        }
        const QString d = dashed(specialUuid(k));
        for (const QString& typed : {d, d.toUpper(), QLatin1Char('{') + d.toUpper() + u'}',
                                     QStringLiteral("urn:uuid:") + d}) {
            QVERIFY2(browser_->goToId(typed, QStringLiteral("id")),
                     qPrintable(browser_->message()));
            waitIdle();
            QVERIFY2(browser_->message().isEmpty(), qPrintable(typed + u' ' + browser_->message()));
            QCOMPARE(raw(*browser_, 0, QStringLiteral("n")).toLongLong(), rowid);
            QCOMPARE(raw(*browser_, 0, QStringLiteral("id")).typeId(),
                     text ? QMetaType::QString : QMetaType::QByteArray);
            QCOMPARE(browser_->view()->currentIndex().row(), 0);
            browser_->firstPage(); // away from the row, so the next look-up must move
            waitIdle();
        }
    }
    // A plain BLOB row, by its hex.
    testdb::Writer w(built_);
    const QByteArray blob = w.rows(QStringLiteral("SELECT id FROM orders WHERE rowid = 1000"))
                                .value(0)
                                .value(0)
                                .toByteArray();
    QCOMPARE(blob.size(), 16);
    QVERIFY(browser_->goToId(QString::fromLatin1(blob.toHex()), QStringLiteral("id")));
    waitIdle();
    QCOMPARE(raw(*browser_, 0, QStringLiteral("n")).toLongLong(), qint64(1000));
}

QTEST_MAIN(TestDataBrowserCase)
#include "tst_databrowser_case.moc"
