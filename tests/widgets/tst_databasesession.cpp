// The GUI's open database: schema, ≈ then exact counts, sample and full profiles, the user's
// format choice, clear failures — checked against plain SQL on the same file, which is left
// unchanged.
#include "database/databasesession.h"
#include "database/demodatabase.h"
#include "database/recentfiles.h"
#include "db/sampledb.h"
#include "sqlitefixture.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace idscope;

class TestDatabaseSession : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opensDemoAndCountsLikeSql();
    void fullProfileReplacesSample();
    void cancelledFullProfileKeepsSample();
    void forcedFormatIsApplied();
    void failuresAreReported_data();
    void failuresAreReported();
    void reopeningAnotherFileDropsTheOld();
    void failedOpenKeepsTheOpenFile();
    void recentFilesAndLastSelection();
    void demoDatabaseIsMadeOnceAndCanBeCancelled();
    void demoDatabaseLivesInOneIdscopeFolder();

private:
    QTemporaryDir dir_;
    QString demo_;
};

void TestDatabaseSession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("idscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_databasesession"));
    QSettings().clear();
    QVERIFY(dir_.isValid());
    demo_ = dir_.filePath(QStringLiteral("demo.sqlite"));
    db::SampleOptions o;
    o.rows = 12000; // entity_versions larger than one sample
    QVERIFY(db::writeSampleDatabase(demo_, o).ok);
}

void TestDatabaseSession::opensDemoAndCountsLikeSql()
{
    const testdb::Snapshot snap(demo_);
    QHash<QString, qint64> expected;
    {
        testdb::Writer w(demo_);
        for (const QVariantList& r :
             w.rows(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND name "
                                   "NOT LIKE 'sqlite_%'"))) {
            const QString t = r[0].toString();
            expected[t] = w.scalar(QStringLiteral("SELECT count(*) FROM \"%1\"").arg(t));
        }
    }
    QVERIFY(expected.size() >= 8);
    DatabaseSession s;
    QSignalSpy opened(&s, &DatabaseSession::opened);
    QSignalSpy counted(&s, &DatabaseSession::countsFinished);
    QSignalSpy sampled(&s, &DatabaseSession::samplesFinished);
    s.open(demo_);
    QVERIFY(s.isOpening());
    QVERIFY(opened.wait(10000));
    QVERIFY(s.isOpen());
    QCOMPARE(s.info().path, QFileInfo(demo_).absoluteFilePath());
    QVERIFY(s.waitForIdle());
    QCOMPARE(counted.size(), 1);
    QCOMPARE(sampled.size(), 1);
    QVERIFY(s.countsExact());
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        const DatabaseSession::RowCount c = s.rowCount(it.key());
        QVERIFY2(c.exact, qPrintable(it.key()));
        QCOMPARE(c.rows, it.value());
        const analysis::TableProfile* p = s.profile(it.key());
        QVERIFY2(p, qPrintable(it.key()));
        QVERIFY(!p->complete || p->rows == it.value());
    }
    // users.id holds TEXT ULIDs: the sample says so.
    const analysis::ColumnProfile* id =
        s.columnProfile(QStringLiteral("users"), QStringLiteral("id"));
    QVERIFY(id);
    QCOMPARE(id->dominant, std::optional<Format>(Format::Ulid));
    s.close();
    VERIFY_UNCHANGED(snap);
}

void TestDatabaseSession::fullProfileReplacesSample()
{
    const testdb::Snapshot snap(demo_);
    qint64 rows = 0;
    qint64 nulls = 0;
    {
        testdb::Writer w(demo_);
        rows = w.scalar(QStringLiteral("SELECT count(*) FROM events"));
        nulls = w.scalar(QStringLiteral("SELECT count(*) FROM events WHERE id IS NULL"));
    }
    DatabaseSession s;
    s.open(demo_);
    QVERIFY(s.waitForIdle());
    QSignalSpy done(&s, &DatabaseSession::fullProfileFinished);
    s.profileFully(QStringLiteral("events"));
    QVERIFY(s.isProfilingFully(QStringLiteral("events")));
    QVERIFY(done.wait(20000));
    QCOMPARE(done.first().at(1).toBool(), false); // not cancelled
    const analysis::TableProfile* p = s.profile(QStringLiteral("events"));
    QVERIFY(p && p->complete);
    QCOMPARE(p->rows, rows);
    const analysis::ColumnProfile* id =
        s.columnProfile(QStringLiteral("events"), QStringLiteral("id"));
    QVERIFY(id && !id->sampled);
    QCOMPARE(id->rowsSeen, rows);
    QCOMPARE(id->nulls, nulls);
    s.close();
    VERIFY_UNCHANGED(snap);
}

void TestDatabaseSession::cancelledFullProfileKeepsSample()
{
    DatabaseSession s;
    s.setFullProfileBudget(0); // keep the sample: this test starts the full scan itself
    s.open(demo_);
    QVERIFY(s.waitForIdle());
    const analysis::TableProfile before = *s.profile(QStringLiteral("entity_versions"));
    QVERIFY(!before.complete);
    QSignalSpy done(&s, &DatabaseSession::fullProfileFinished);
    s.profileFully(QStringLiteral("entity_versions"));
    s.cancelFullProfile(QStringLiteral("entity_versions"));
    QVERIFY(done.wait(10000) || !done.isEmpty());
    QVERIFY(s.waitForIdle());
    const analysis::TableProfile* after = s.profile(QStringLiteral("entity_versions"));
    QVERIFY(after);
    // Either the scan won the race and is complete, or the sample is still there — never a
    // partial scan presented as the table.
    QVERIFY(after->complete || after->rows == before.rows);
}

void TestDatabaseSession::forcedFormatIsApplied()
{
    DatabaseSession s;
    s.open(demo_);
    QVERIFY(s.waitForIdle());
    const analysis::ColumnProfile* auto_ =
        s.columnProfile(QStringLiteral("messages"), QStringLiteral("id"));
    QVERIFY(auto_ && auto_->dominant);
    QCOMPARE(*auto_->dominant, Format::SnowflakeDiscord);
    QSignalSpy changed(&s, &DatabaseSession::profileChanged);
    s.setColumnFormat(QStringLiteral("messages"), QStringLiteral("id"), Format::SnowflakeTwitter);
    QVERIFY(changed.wait(10000));
    QCOMPARE(s.columnFormat(QStringLiteral("messages"), QStringLiteral("id")),
             Format::SnowflakeTwitter);
    const analysis::ColumnProfile* forced =
        s.columnProfile(QStringLiteral("messages"), QStringLiteral("id"));
    QVERIFY(forced && forced->dominant);
    QCOMPARE(*forced->dominant, Format::SnowflakeTwitter);
    s.setColumnFormat(QStringLiteral("messages"), QStringLiteral("id"), Format::Count);
    QVERIFY(changed.wait(10000));
    QCOMPARE(*s.columnProfile(QStringLiteral("messages"), QStringLiteral("id"))->dominant,
             Format::SnowflakeDiscord);
}

void TestDatabaseSession::failuresAreReported_data()
{
    QTest::addColumn<QByteArray>("content"); // empty: no file at all
    QTest::addColumn<QString>("words");      // expected in the message
    QTest::newRow("missing") << QByteArray() << QStringLiteral("no such file");
    QTest::newRow("not a database")
        << QByteArray("hello, this is text, not SQLite\n", 33) << QStringLiteral("not a database");
    QByteArray noise(8192, '\0');
    for (int i = 0; i < noise.size(); ++i)
        noise[i] = char((i * 7919 + 13) & 0xff);
    QTest::newRow("random bytes") << noise << QStringLiteral("not a database");
}

void TestDatabaseSession::failuresAreReported()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, words);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.db"));
    if (!content.isEmpty()) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    DatabaseSession s;
    QSignalSpy failed(&s, &DatabaseSession::openFailed);
    QSignalSpy opened(&s, &DatabaseSession::opened);
    s.open(path);
    QVERIFY(failed.wait(10000));
    QCOMPARE(opened.size(), 0);
    QVERIFY(!s.isOpen());
    QCOMPARE(failed.first().at(0).toString(), path);
    QVERIFY2(failed.first().at(1).toString().contains(words, Qt::CaseInsensitive),
             qPrintable(failed.first().at(1).toString()));
    // Still usable afterwards.
    s.open(demo_);
    QVERIFY(opened.wait(10000));
}

void TestDatabaseSession::reopeningAnotherFileDropsTheOld()
{
    const QString other = dir_.filePath(QStringLiteral("other.db"));
    {
        testdb::Writer w(other);
        QVERIFY(w.exec(
            QStringLiteral("CREATE TABLE \"we ird\"(id TEXT PRIMARY KEY);"
                           "INSERT INTO \"we ird\" VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAV');")));
    }
    DatabaseSession s;
    QSignalSpy closed(&s, &DatabaseSession::closed);
    s.open(demo_);
    s.open(other); // before the first one even finished opening
    QVERIFY(s.waitForIdle());
    QVERIFY(s.isOpen());
    QCOMPARE(s.schema().tables.size(), 1);
    QCOMPARE(s.schema().tables.first().name, QStringLiteral("we ird"));
    QCOMPARE(s.rowCount(QStringLiteral("we ird")).rows, 1);
    QVERIFY(!s.profile(QStringLiteral("users")));
    QCOMPARE(closed.size(), 0); // the first never opened: nothing to close
    // Once a file is open, the next one replaces it when it has opened.
    QSignalSpy opened(&s, &DatabaseSession::opened);
    s.open(demo_);
    QVERIFY(s.isOpen() && s.isOpening());
    QCOMPARE(s.path(), other); // still in use meanwhile
    QVERIFY(opened.wait(10000));
    QCOMPARE(closed.size(), 1);
    QCOMPARE(s.path(), demo_);
}

// A file that cannot be opened leaves the open one as it was: nothing closed, its schema,
// counts and profiles still there, and it goes on working.
void TestDatabaseSession::failedOpenKeepsTheOpenFile()
{
    QTemporaryDir other;
    const QString bad = other.filePath(QStringLiteral("notes.txt"));
    {
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(8192, 'n'));
    }
    DatabaseSession s;
    QSignalSpy opened(&s, &DatabaseSession::opened);
    s.open(demo_);
    QVERIFY(opened.wait(10000));
    QVERIFY(s.waitForIdle());
    const qsizetype tables = s.schema().tables.size();
    const qint64 users = s.rowCount(QStringLiteral("users")).rows;
    testdb::Writer w(demo_);
    QCOMPARE(users, w.scalar(QStringLiteral("SELECT count(*) FROM users")));
    QVERIFY(s.profile(QStringLiteral("users")));

    QSignalSpy closed(&s, &DatabaseSession::closed);
    QSignalSpy failed(&s, &DatabaseSession::openFailed);
    s.open(bad);
    QVERIFY(failed.wait(10000));
    QCOMPARE(failed.size(), 1);
    QCOMPARE(failed.first().at(0).toString(), bad);
    QCOMPARE(closed.size(), 0);
    QCOMPARE(opened.size(), 1);
    QVERIFY(s.isOpen() && !s.isOpening());
    QCOMPARE(s.path(), demo_);
    QCOMPARE(s.schema().tables.size(), tables);
    QCOMPARE(s.rowCount(QStringLiteral("users")).rows, users);
    QVERIFY(s.profile(QStringLiteral("users")));
    // Its jobs still run against it.
    s.profileFully(QStringLiteral("users"));
    QVERIFY(s.waitForIdle());
    QVERIFY(s.profile(QStringLiteral("users"))->complete);
}

void TestDatabaseSession::recentFilesAndLastSelection()
{
    RecentFiles::clear();
    QVERIFY(RecentFiles::files().isEmpty());
    RecentFiles::add(demo_);
    const QString other = dir_.filePath(QStringLiteral("other.db"));
    RecentFiles::add(other);
    RecentFiles::add(demo_); // moves to the top, not twice
    const QStringList files = RecentFiles::files();
    QCOMPARE(files.size(), 2);
    QCOMPARE(QFileInfo(files.first()).fileName(), QStringLiteral("demo.sqlite"));
    RecentFiles::add(dir_.filePath(QStringLiteral("gone.db"))); // does not exist: not listed
    QCOMPARE(RecentFiles::files().size(), 2);
    RecentFiles::setLastSelection(demo_, QStringLiteral("users"), QStringLiteral("id"));
    QCOMPARE(RecentFiles::lastSelection(demo_),
             qMakePair(QStringLiteral("users"), QStringLiteral("id")));
    QCOMPARE(RecentFiles::lastSelection(other), qMakePair(QString(), QString()));
}

void TestDatabaseSession::demoDatabaseIsMadeOnceAndCanBeCancelled()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/demo.sqlite"));
    DemoDatabase demo;
    QSignalSpy ready(&demo, &DemoDatabase::ready);
    QSignalSpy progress(&demo, &DemoDatabase::progress);
    demo.ensure(path, 500);
    QVERIFY(ready.wait(20000));
    QCOMPARE(ready.first().at(0).toString(), path);
    QVERIFY(!progress.isEmpty());
    {
        testdb::Writer w(path);
        QVERIFY(w.scalar(QStringLiteral("SELECT count(*) FROM users")) > 0);
    }
    const QByteArray hash = testdb::fileHash(path);
    // The second time it is only reopened, not made again.
    demo.ensure(path, 500);
    QVERIFY(ready.wait(5000));
    QCOMPARE(ready.size(), 2);
    QCOMPARE(testdb::fileHash(path), hash);

    // Cancelled at once: no file, no half-written file left behind.
    const QString other = dir.filePath(QStringLiteral("big.sqlite"));
    QSignalSpy cancelled(&demo, &DemoDatabase::cancelled);
    demo.ensure(other, 2000000);
    demo.cancel();
    QVERIFY(cancelled.wait(30000));
    QCOMPARE(ready.size(), 2);
    QVERIFY(!QFileInfo::exists(other));
    QVERIFY(!QFileInfo::exists(other + QStringLiteral(".tmp")));
}

void TestDatabaseSession::demoDatabaseLivesInOneIdscopeFolder()
{
    // As the application names itself: organization and application are both "idscope".
    const QString organization = QCoreApplication::organizationName();
    const QString application = QCoreApplication::applicationName();
    QCoreApplication::setOrganizationName(QStringLiteral("idscope"));
    QCoreApplication::setApplicationName(QStringLiteral("idscope"));
    const QFileInfo demo(DemoDatabase::defaultPath());
    QCoreApplication::setOrganizationName(organization);
    QCoreApplication::setApplicationName(application);

    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    QCOMPARE(demo.dir().dirName(), QStringLiteral("idscope"));
    QCOMPARE(QFileInfo(demo.dir().absolutePath()).dir().absolutePath(), QDir(data).absolutePath());
}

QTEST_MAIN(TestDatabaseSession)
#include "tst_databasesession.moc"
