// The one SQLite access point: every way a file can fail to open, the read-only guarantees,
// cancellation and quoting. Databases are built in code with a separate writable connection;
// every test that opens a file proves afterwards that the file and its folder are unchanged.
#include "db/connection.h"
#include "db/schema.h"
#include "db/sqlnames.h"
#include "selfprocess.h"
#include "sqlitefixture.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <sqlite3.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>

#include <sys/stat.h>
#include <unistd.h>

using namespace idscope::db;

using testdb::Snapshot;

namespace {

constexpr char kHelperEnv[] = "IDSCOPE_TST_CONNECTION_HELPER";

QByteArray randomBytes(qsizetype n, quint32 seed)
{
    QByteArray b(n, Qt::Uninitialized);
    QRandomGenerator g(seed);
    for (char& c : b)
        c = char(g.bounded(256));
    return b;
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Table `a`: 100 small rows on the first pages; table `b`: 400 rows of 500 bytes after them.
bool makeTwoTables(const QString& path)
{
    testdb::Writer w(path);
    if (!w.ok() || !w.exec(QStringLiteral("CREATE TABLE a(x INTEGER PRIMARY KEY, v TEXT);"
                                          "CREATE TABLE b(y INTEGER PRIMARY KEY, payload BLOB);")))
        return false;
    QList<QVariantList> rows;
    for (int i = 1; i <= 100; ++i)
        rows.append({qlonglong(i), QStringLiteral("row %1").arg(i)});
    if (!w.insertRows(QStringLiteral("INSERT INTO a VALUES(?, ?)"), rows))
        return false;
    rows.clear();
    for (int i = 1; i <= 400; ++i)
        rows.append({qlonglong(i), QByteArray(500, char('a' + i % 26))});
    return w.insertRows(QStringLiteral("INSERT INTO b VALUES(?, ?)"), rows);
}

std::unique_ptr<Connection> openOk(const QString& path, QString* message)
{
    OpenError e = OpenError::None;
    auto c = Connection::open(path, &e, message);
    if (!c && message)
        *message = QStringLiteral("open failed (%1): %2").arg(int(e)).arg(*message);
    return c;
}

// Runs this test program again as a helper process (see helperMain).
struct Helper {
    QString mode;
    QString path;
    bool asNobody = false;
};

void startHelper(QProcess& p, const Helper& h)
{
    testproc::startSelf(p, kHelperEnv, h.mode, {h.path}, h.asNobody);
}

// A folder (and the path to it) that user nobody can enter and read but not write.
bool makeReadableByNobody(const QString& dir)
{
    return ::chmod(QFile::encodeName(dir).constData(), 0755) == 0;
}

// Builds a WAL database whose -wal file still holds `pending` rows that are not in the main
// file yet (the writer closes without checkpointing). `checkpointed` rows are in the main file.
bool makeWalWithLog(const QString& path, int checkpointed, int pending)
{
    testdb::Writer w(path);
    if (!w.ok() || !w.exec(QStringLiteral("PRAGMA journal_mode=WAL; CREATE TABLE t(x INTEGER "
                                          "PRIMARY KEY, v TEXT);")))
        return false;
    QList<QVariantList> rows;
    for (int i = 1; i <= checkpointed; ++i)
        rows.append({qlonglong(i), QStringLiteral("checkpointed")});
    if (!w.insertRows(QStringLiteral("INSERT INTO t VALUES(?, ?)"), rows) ||
        !w.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")))
        return false;
    int off = 1;
    sqlite3_db_config(w.handle(), SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, &off);
    rows.clear();
    for (int i = 1; i <= pending; ++i)
        rows.append({qlonglong(checkpointed + i), QStringLiteral("pending")});
    return w.insertRows(QStringLiteral("INSERT INTO t VALUES(?, ?)"), rows);
}

} // namespace

class TstConnection : public QObject {
    Q_OBJECT
private slots:
    void openErrors_data();
    void openErrors();
    void translatedErrorSaidOnce();
    void noPermission();
    void truncated();
    void truncatedInsideFirstPage();
    void corruptPageInTheMiddle();
    void lockedByWriterInThisProcess();
    void lockReleasedWithinBusyTimeout();
    void lockedByOtherProcessNamesIt();
    void openingKeepsOtherConnectionsLocks();
    void hotJournalNamed();
    void rollbackJournalUntouched();
    void openInfo();
    void walWithoutLogOpensImmutable();
    void walWithLogInWritableFolderShowsPendingRows();
    void walWithUnopenableIndexFallsBackToImmutable();
    void walInReadOnlyFolder();
    void queryOnly();
    void defensive();
    void noExtensionsNoAttachLimits();
    void unsetProtectionMeansNotOpened_data();
    void unsetProtectionMeansNotOpened();
    void failedBindFailsTheStep();
    void cancelRunawayView();
    void cancelBeforeStatement();
    void quotedNamesRoundTrip();
    void symbolicLinksFollowed();
};

// ---- every way an open fails --------------------------------------------------------------

void TstConnection::openErrors_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<int>("expected");
    QTest::addColumn<QString>("detail");

    QTest::newRow("missing file") << "missing" << int(OpenError::Missing) << "no such file";
    QTest::newRow("a folder") << "folder" << int(OpenError::IsDirectory) << "folder";
    QTest::newRow("empty file") << "empty" << int(OpenError::Empty) << "0 bytes";
    QTest::newRow("10 random bytes")
        << "random:10" << int(OpenError::NotADatabase) << "not a database";
    QTest::newRow("777 random bytes")
        << "random:777" << int(OpenError::NotADatabase) << "not a database";
    // Encrypted-looking: no header, random bytes, a whole number of 512-byte sectors ≥ 1024.
    QTest::newRow("512 random bytes (too small to be encrypted)")
        << "random:512" << int(OpenError::NotADatabase) << "not a database";
    QTest::newRow("1023 random bytes (not whole sectors)")
        << "random:1023" << int(OpenError::NotADatabase) << "not a database";
    QTest::newRow("1024 random bytes") << "random:1024" << int(OpenError::Encrypted) << "encrypted";
    QTest::newRow("4096 random bytes") << "random:4096" << int(OpenError::Encrypted) << "encrypted";
    QTest::newRow("text file, 4096 bytes")
        << "text:4096" << int(OpenError::NotADatabase) << "not a database";
    QTest::newRow("short text file")
        << "text:37" << int(OpenError::NotADatabase) << "not a database";
    QTest::newRow("named pipe") << "fifo" << int(OpenError::NotADatabase) << "not a regular file";
    QTest::newRow("SQLite magic and nothing else")
        << "magic" << int(OpenError::NotADatabase) << "not a database";
    QTest::newRow("symbolic link loop") << "loop" << int(OpenError::Missing) << "loop";
    QTest::newRow("symbolic link to nothing")
        << "dangling" << int(OpenError::Missing) << "symbolic link to a missing file";
}

void TstConnection::openErrors()
{
    QFETCH(QString, setup);
    QFETCH(int, expected);
    QFETCH(QString, detail);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = dir.filePath(QStringLiteral("x.db"));
    const QString kind = setup.section(u':', 0, 0);
    const int n = setup.section(u':', 1, 1).toInt();
    if (kind == u"folder") {
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("x.db")));
    } else if (kind == u"empty") {
        QVERIFY(writeFile(path, QByteArray()));
    } else if (kind == u"random") {
        QVERIFY(writeFile(path, randomBytes(n, quint32(n))));
    } else if (kind == u"text") {
        QByteArray text;
        while (text.size() < n)
            text += "The quick brown fox jumps over the lazy dog. 0123456789\n";
        QVERIFY(writeFile(path, text.left(n)));
    } else if (kind == u"fifo") {
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0644) == 0);
    } else if (kind == u"magic") {
        QVERIFY(writeFile(path, QByteArray("SQLite format 3", 16) + QByteArray(84, '\0')));
    } else if (kind == u"loop") {
        QVERIFY(QFile::link(QStringLiteral("y.db"), path));
        QVERIFY(QFile::link(QStringLiteral("x.db"), dir.filePath(QStringLiteral("y.db"))));
    } else if (kind == u"dangling") {
        QVERIFY(QFile::link(QStringLiteral("gone.db"), path));
    } else {
        QCOMPARE(kind, QStringLiteral("missing"));
    }
    const QStringList listing = testdb::folderListing(dir.path());
    // (reading a FIFO would block: it has no content to compare)
    const bool noContent = kind == u"fifo" || kind == u"loop" || kind == u"dangling";
    const QByteArray hash = noContent ? QByteArray() : testdb::fileHash(path);

    OpenError e = OpenError::None;
    QString message;
    const auto c = Connection::open(path, &e, &message);
    QVERIFY(!c);
    QCOMPARE(int(e), expected);
    QVERIFY2(message.startsWith(openErrorMessage(e)), qPrintable(message));
    QVERIFY2(message.contains(detail, Qt::CaseInsensitive), qPrintable(message));
    QCOMPARE(testdb::folderListing(dir.path()), listing); // nothing created, nothing removed
    if (!noContent)
        QCOMPARE(testdb::fileHash(path), hash);
}

// A symbolic link to a good database, relative (from another folder) or absolute, opens the
// target as every database tool does, and neither the link nor the target is touched.
void TstConnection::symbolicLinksFollowed()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString target = dir.filePath(QStringLiteral("real.db"));
    {
        testdb::Writer w(target);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(v); INSERT INTO t VALUES (42);")));
    }
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("links")));
    const QString relative = dir.filePath(QStringLiteral("links/rel.db"));
    const QString absolute = dir.filePath(QStringLiteral("links/abs.db"));
    QVERIFY(QFile::link(QStringLiteral("../real.db"), relative));
    QVERIFY(QFile::link(target, absolute));
    const testdb::Snapshot before(target);
    const QStringList links = testdb::folderListing(dir.filePath(QStringLiteral("links")));
    for (const QString& link : {relative, absolute}) {
        OpenError e = OpenError::None;
        QString message;
        const auto c = Connection::open(link, &e, &message);
        QVERIFY2(c, qPrintable(link + u' ' + message));
        QCOMPARE(c->info().path, QFileInfo(target).canonicalFilePath());
        Statement s = c->prepare(QStringLiteral("SELECT v FROM t"));
        QVERIFY(s.next());
        QCOMPARE(s.int64(0), qint64(42));
    }
    VERIFY_UNCHANGED(before);
    QCOMPARE(testdb::folderListing(dir.filePath(QStringLiteral("links"))), links);
}

namespace {
// Every idscope::db message in «guillemets»: a stand-in for a real translation, so the test
// can tell the translated sentence from SQLite's own English text.
class PseudoTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override
    {
        if (qstrcmp(context, "idscope::db") != 0)
            return QString();
        return QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»");
    }
    bool isEmpty() const override { return false; }
};
} // namespace

// Under a translation, a file with the SQLite header and nothing else is "not a database" in
// the UI language once: SQLite's own "file is not a database" says nothing more, so it is not
// appended ("файл не является базой данных: file is not a database").
void TstConnection::translatedErrorSaidOnce()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("x.db"));
    QVERIFY(writeFile(path, QByteArray("SQLite format 3", 16) + QByteArray(84, '\0')));
    PseudoTranslator pseudo;
    QCoreApplication::installTranslator(&pseudo);
    OpenError e = OpenError::None;
    QString message;
    const auto c = Connection::open(path, &e, &message);
    QCoreApplication::removeTranslator(&pseudo);
    QVERIFY(!c);
    QCOMPARE(e, OpenError::NotADatabase);
    QCOMPARE(message, QStringLiteral("«file is not a database»"));
}

void TstConnection::noPermission()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("secret.db"));
    QVERIFY(makeTwoTables(path));
    QVERIFY(::chmod(QFile::encodeName(path).constData(), 0) == 0);
    const Snapshot snap(path); // root can still hash it; a user could not

    if (::geteuid() != 0) {
        OpenError e = OpenError::None;
        QString message;
        QVERIFY(!Connection::open(path, &e, &message));
        QCOMPARE(e, OpenError::NoPermission);
        QVERIFY2(message.contains(QStringLiteral("permission denied")), qPrintable(message));
    } else {
        // Root reads any file whatever its mode, so the check runs in a helper process that
        // has switched to user nobody.
        QVERIFY(makeReadableByNobody(dir.path()));
        QProcess p;
        startHelper(p, {QStringLiteral("open"), path, true});
        const bool finished = p.waitForFinished(20000);
        if (testproc::couldNotRunAsNobody(p, finished))
            QSKIP("running as root and cannot run this test program as user nobody: chmod 000 "
                  "does not stop root from reading the file");
        QVERIFY(finished);
        const QString out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
        QVERIFY2(out.startsWith(QStringLiteral("error %1 ").arg(int(OpenError::NoPermission))),
                 qPrintable(out + QString::fromUtf8(p.readAllStandardError())));
        QVERIFY2(out.contains(QStringLiteral("permission denied")), qPrintable(out));
    }
    VERIFY_UNCHANGED(snap);
}

// ---- damaged files: say what failed, show what can still be read --------------------------

void TstConnection::truncated()
{
    QTemporaryDir src;
    QTemporaryDir dir;
    QVERIFY(src.isValid() && dir.isValid());
    const QString full = src.filePath(QStringLiteral("full.db"));
    QVERIFY(makeTwoTables(full));
    qint64 pageSize = 0;
    qint64 pageCount = 0;
    qint64 lastPageOfA = 0;
    qint64 lastPageOfB = 0;
    {
        testdb::Writer w(full);
        pageSize = w.scalar(QStringLiteral("PRAGMA page_size"));
        pageCount = w.scalar(QStringLiteral("PRAGMA page_count"));
        lastPageOfA = w.scalar(QStringLiteral("SELECT max(pageno) FROM dbstat WHERE name='a'"));
        lastPageOfB = w.scalar(QStringLiteral("SELECT max(pageno) FROM dbstat WHERE name='b'"));
    }
    const QByteArray bytes = readFile(full);
    QCOMPARE(qint64(bytes.size()), pageSize * pageCount);
    const QString path = dir.filePath(QStringLiteral("half.db"));
    QVERIFY(writeFile(path, bytes.left(bytes.size() / 2)));
    const qint64 present = (bytes.size() / 2) / pageSize;
    // The cut must leave `a` whole and `b` short, or the test proves nothing.
    QVERIFY(lastPageOfA <= present);
    QVERIFY(lastPageOfB > present);

    const Snapshot snap(path);
    {
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c, qPrintable(message));
        QVERIFY(c->info().recovered);
        QVERIFY2(c->info().notice.contains(
                     QStringLiteral("truncated: %1 of %2 pages").arg(present).arg(pageCount)),
                 qPrintable(c->info().notice));

        QCOMPARE(c->scalarInt(u"SELECT count(*) FROM a"), std::optional<qint64>(100));
        QCOMPARE(c->scalarInt(u"SELECT sum(x) FROM a"), std::optional<qint64>(5050));

        Statement s = c->prepare(u"SELECT count(*) FROM b");
        QVERIFY(s.isValid());
        QVERIFY(!s.next());
        QVERIFY(s.failed());
        QVERIFY2(s.error().contains(QStringLiteral("malformed")), qPrintable(s.error()));

        const Schema schema = readSchema(*c);
        QVERIFY2(schema.error.isEmpty(), qPrintable(schema.error));
        QVERIFY(schema.table(QStringLiteral("a")));
        QVERIFY(schema.table(QStringLiteral("b")));
        QCOMPARE(schema.table(QStringLiteral("b"))->columns.size(), 2);
    }
    VERIFY_UNCHANGED(snap);
}

void TstConnection::truncatedInsideFirstPage()
{
    // Cut inside page 1: the schema itself is gone, nothing can be shown; the error says why.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString full = dir.filePath(QStringLiteral("full.db"));
    QVERIFY(makeTwoTables(full));
    const QString path = dir.filePath(QStringLiteral("stub.db"));
    QVERIFY(writeFile(path, readFile(full).left(2000)));
    const Snapshot snap(path);
    OpenError e = OpenError::None;
    QString message;
    QVERIFY(!Connection::open(path, &e, &message));
    QCOMPARE(e, OpenError::Corrupt);
    QVERIFY2(message.startsWith(openErrorMessage(OpenError::Corrupt)), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("truncated: 0 of")), qPrintable(message));
    VERIFY_UNCHANGED(snap);
}

void TstConnection::corruptPageInTheMiddle()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("bad.db"));
    QVERIFY(makeTwoTables(path));
    qint64 pageSize = 0;
    qint64 badPage = 0;
    qint64 rowsBefore = 0; // rows of b on the leaves before the damaged one, in key order
    {
        testdb::Writer w(path);
        pageSize = w.scalar(QStringLiteral("PRAGMA page_size"));
        // dbstat lists a tree's pages in traversal order, which for leaves is key order.
        const QList<QVariantList> leaves = w.rows(
            QStringLiteral("SELECT pageno, ncell FROM dbstat WHERE name='b' AND pagetype='leaf'"));
        QVERIFY(leaves.size() > 10);
        const qsizetype mid = leaves.size() / 2;
        badPage = leaves[mid][0].toLongLong();
        for (qsizetype i = 0; i < mid; ++i)
            rowsBefore += leaves[i][1].toLongLong();
    }
    QVERIFY(rowsBefore > 0);
    QByteArray bytes = readFile(path);
    for (qint64 i = 0; i < pageSize; ++i)
        bytes[(badPage - 1) * pageSize + i] = char(0xA5 ^ (i & 0xff));
    QVERIFY(writeFile(path, bytes));

    const Snapshot snap(path);
    {
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c, qPrintable(message));
        QVERIFY(!c->info().recovered); // page 1 and the schema are fine
        QCOMPARE(c->scalarInt(u"SELECT count(*) FROM a"), std::optional<qint64>(100));

        Statement s = c->prepare(u"SELECT y FROM b ORDER BY y");
        QVERIFY(s.isValid());
        qint64 read = 0;
        while (s.next()) {
            ++read;
            QCOMPARE(s.int64(0), read); // rows 1..n in order, each intact
        }
        QVERIFY(s.failed());
        QVERIFY2(s.error().contains(QStringLiteral("malformed")), qPrintable(s.error()));
        QCOMPARE(read, rowsBefore);
    }
    VERIFY_UNCHANGED(snap);
}

// ---- locks ------------------------------------------------------------------------------

void TstConnection::lockedByWriterInThisProcess()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("busy.db"));
    QVERIFY(makeTwoTables(path));
    const Snapshot snap(path);
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        OpenError e = OpenError::None;
        QString message;
        QVERIFY(!Connection::open(path, &e, &message));
        QCOMPARE(e, OpenError::Locked);
        QVERIFY2(message.startsWith(openErrorMessage(OpenError::Locked)), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("gave up after 2 s")), qPrintable(message));
#ifdef Q_OS_LINUX
        QVERIFY2(message.contains(QStringLiteral("another connection in this process")),
                 qPrintable(message));
#endif
        QVERIFY(w.exec(QStringLiteral("ROLLBACK")));
    }
    QString message;
    QVERIFY2(openOk(path, &message), qPrintable(message)); // released: opens at once
    VERIFY_UNCHANGED(snap);
}

void TstConnection::lockReleasedWithinBusyTimeout()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("busy.db"));
    QVERIFY(makeTwoTables(path));
    const Snapshot snap(path);
    testdb::Writer w(path);
    QVERIFY(w.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    // Order, not timing: open() is called with the lock held and the lock is released shortly
    // after, by another thread; open() must retry within its busy timeout and succeed.
    std::atomic_bool opening{false};
    std::atomic_bool released{false};
    std::thread releaser([&] {
        while (!opening)
            std::this_thread::yield();
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        released = w.exec(QStringLiteral("ROLLBACK"));
    });
    QString message;
    opening = true;
    auto c = openOk(path, &message);
    releaser.join();
    QVERIFY(released);
    QVERIFY2(c, qPrintable(message)); // retried within the busy timeout
    QCOMPARE(c->scalarInt(u"SELECT count(*) FROM b"), std::optional<qint64>(400));
    c.reset();
    VERIFY_UNCHANGED(snap);
}

void TstConnection::lockedByOtherProcessNamesIt()
{
#ifndef Q_OS_LINUX
    QSKIP("the lock holder is found in /proc/locks (Linux)");
#endif
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("busy.db"));
    QVERIFY(makeTwoTables(path));
    const Snapshot snap(path);
    QProcess holder;
    startHelper(holder, {QStringLiteral("hold-lock"), path, false});
    QVERIFY(holder.waitForStarted(10000));
    QVERIFY(holder.waitForReadyRead(10000));
    QCOMPARE(holder.readLine().trimmed(), QByteArray("locked"));

    OpenError e = OpenError::None;
    QString message;
    QVERIFY(!Connection::open(path, &e, &message));
    QCOMPARE(e, OpenError::Locked);
    const QString expected =
        QStringLiteral("process %1 (%2) holds the write lock")
            .arg(holder.processId())
            .arg(QFileInfo(QCoreApplication::applicationFilePath()).fileName().left(15));
    QVERIFY2(message.contains(expected), qPrintable(message + QStringLiteral(" / ") + expected));

    holder.closeWriteChannel();
    QVERIFY(holder.waitForFinished(10000));
    QCOMPARE(holder.exitCode(), 0);
    VERIFY_UNCHANGED(snap);
}

// A writer killed mid-transaction leaves a hot journal that only a writer may roll back:
// idscope opens nothing, says what happened and what to do, and leaves both files as they were.
void TstConnection::hotJournalNamed()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("hot.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(id INTEGER PRIMARY KEY, v TEXT)")));
        QList<QVariantList> rows;
        for (int i = 0; i < 5000; ++i)
            rows.append({i, QString(100, u'x')});
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t VALUES (?, ?)"), rows));
    }
    QProcess writer;
    startHelper(writer, {QStringLiteral("die-mid-write"), path, false});
    QVERIFY(writer.waitForStarted(10000));
    QVERIFY(writer.waitForReadyRead(20000));
    QCOMPARE(writer.readLine().trimmed(), QByteArray("dirty"));
    writer.kill();
    QVERIFY(writer.waitForFinished(10000));
    QVERIFY(QFileInfo(path + QStringLiteral("-journal")).size() > 0);
    const Snapshot snap(path);
    const QByteArray journal = testdb::fileHash(path + QStringLiteral("-journal"));
    OpenError e = OpenError::None;
    QString message;
    QVERIFY(!Connection::open(path, &e, &message));
    QVERIFY2(message.contains(QStringLiteral("hot.db-journal holds a transaction")),
             qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("application that writes it")), qPrintable(message));
    VERIFY_UNCHANGED(snap);
    QCOMPARE(testdb::fileHash(path + QStringLiteral("-journal")), journal);
}

void TstConnection::openingKeepsOtherConnectionsLocks()
{
    // A job reading a table holds a SHARED lock; opening a second connection on the same file
    // (another job) must not release it, or a writer could change pages under the first one.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("shared.db"));
    QVERIFY(makeTwoTables(path));
    const Snapshot snap(path);
    auto tryExclusive = [&] {
        QProcess p;
        startHelper(p, {QStringLiteral("try-exclusive"), path, false});
        p.waitForFinished(10000);
        return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    };
    QString message;
    auto reader = openOk(path, &message);
    QVERIFY2(reader, qPrintable(message));
    {
        Statement scan = reader->prepare(u"SELECT y FROM b");
        QVERIFY(scan.next()); // mid-scan: SHARED lock held
        QCOMPARE(tryExclusive(), QStringLiteral("busy"));
        {
            auto other = openOk(path, &message);
            QVERIFY2(other, qPrintable(message));
            QCOMPARE(other->scalarInt(u"SELECT count(*) FROM a"), std::optional<qint64>(100));
        }
        QCOMPARE(tryExclusive(), QStringLiteral("busy"));
        QVERIFY(scan.next());
    }
    // Control: with the scan finished the writer gets its lock, so "busy" above was the scan's.
    QCOMPARE(tryExclusive(), QStringLiteral("acquired"));
    reader.reset();
    VERIFY_UNCHANGED(snap);
}

// ---- read-only guarantees -----------------------------------------------------------------

void TstConnection::rollbackJournalUntouched()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("plain.db"));
    QVERIFY(makeTwoTables(path));
    const Snapshot snap(path);
    QCOMPARE(snap.listing.size(), 1);
    {
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c, qPrintable(message));
        QVERIFY(!c->info().immutable);
        QCOMPARE(c->info().journalMode, QStringLiteral("delete"));
        Statement s = c->prepare(u"SELECT x, v FROM a ORDER BY x");
        qint64 n = 0;
        while (s.next()) {
            ++n;
            QCOMPARE(s.int64(0), n);
            QCOMPARE(s.text(1), QStringLiteral("row %1").arg(n));
        }
        QVERIFY(!s.failed());
        QCOMPARE(n, 100);
        QCOMPARE(c->scalarInt(u"SELECT sum(length(payload)) FROM b"),
                 std::optional<qint64>(400 * 500));
        const Schema schema = readSchema(*c);
        QCOMPARE(schema.tables.size(), 2);
        QCOMPARE(testdb::folderListing(dir.path()), snap.listing); // nothing while open
    }
    VERIFY_UNCHANGED(snap);
}

void TstConnection::openInfo()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("info.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("PRAGMA page_size=8192; CREATE TABLE first(x);")));
    }
    QVERIFY(makeTwoTables(path));
    qint64 pages = 0;
    {
        testdb::Writer w(path);
        pages = w.scalar(QStringLiteral("PRAGMA page_count"));
        QCOMPARE(w.scalar(QStringLiteral("PRAGMA page_size")), 8192);
    }
    const Snapshot snap(path);
    {
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c, qPrintable(message));
        QCOMPARE(c->info().path, QFileInfo(path).absoluteFilePath());
        QCOMPARE(c->info().pageSize, 8192);
        QCOMPARE(c->info().pageCount, pages);
        QCOMPARE(c->info().fileSize, QFileInfo(path).size());
        QCOMPARE(c->info().sqliteVersion, QString::fromLatin1(sqlite3_libversion()));
        QVERIFY(c->info().notice.isEmpty());
        QVERIFY(!c->info().recovered);
    }
    VERIFY_UNCHANGED(snap);
}

void TstConnection::walWithoutLogOpensImmutable()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("wal.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("PRAGMA journal_mode=WAL; CREATE TABLE t(x); "
                                      "INSERT INTO t VALUES(1),(2),(3);")));
    } // the last connection checkpoints and removes -wal and -shm
    const Snapshot snap(path);
    QCOMPARE(snap.listing.size(), 1);
    {
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c, qPrintable(message));
        QVERIFY(c->info().immutable);
        QVERIFY(!c->info().notice.isEmpty());
        QCOMPARE(c->info().journalMode, QStringLiteral("wal"));
        QCOMPARE(c->scalarInt(u"SELECT sum(x) FROM t"), std::optional<qint64>(6));
        QCOMPARE(testdb::folderListing(dir.path()), snap.listing); // no -wal, no -shm
    }
    VERIFY_UNCHANGED(snap);
}

void TstConnection::walWithLogInWritableFolderShowsPendingRows()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("wal.db"));
    QVERIFY(makeWalWithLog(path, 10, 5));
    QVERIFY(QFileInfo::exists(path + QStringLiteral("-wal")));
    const QByteArray walHash = testdb::fileHash(path + QStringLiteral("-wal"));
    const Snapshot snap(path);
    {
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c, qPrintable(message));
        QVERIFY(!c->info().immutable);
        QVERIFY(c->info().notice.isEmpty());
        QCOMPARE(c->scalarInt(u"SELECT count(*) FROM t"), std::optional<qint64>(15));
    }
    QCOMPARE(testdb::fileHash(path), snap.hash);
    QCOMPARE(testdb::fileHash(path + QStringLiteral("-wal")), walHash); // not checkpointed
}

void TstConnection::walWithUnopenableIndexFallsBackToImmutable()
{
    // Works as root too: SQLite opens the -shm with O_NOFOLLOW, so a dangling symlink in its
    // place fails exactly as a read-only folder does (SQLITE_CANTOPEN).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("wal.db"));
    QVERIFY(makeWalWithLog(path, 10, 5));
    QFile::remove(path + QStringLiteral("-shm"));
    QVERIFY(
        QFile::link(dir.filePath(QStringLiteral("nowhere/at/all")), path + QStringLiteral("-shm")));
    const QByteArray walHash = testdb::fileHash(path + QStringLiteral("-wal"));
    const Snapshot snap(path);
    {
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c, qPrintable(message));
        QVERIFY(c->info().immutable);
        QVERIFY2(c->info().notice.contains(QStringLiteral("-wal")), qPrintable(c->info().notice));
        // Only the checkpointed rows: the log cannot be read without its index.
        QCOMPARE(c->scalarInt(u"SELECT count(*) FROM t"), std::optional<qint64>(10));
    }
    VERIFY_UNCHANGED(snap);
    QCOMPARE(testdb::fileHash(path + QStringLiteral("-wal")), walHash);
}

void TstConnection::walInReadOnlyFolder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString sub = dir.filePath(QStringLiteral("ro"));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("ro")));
    const QString path = sub + QStringLiteral("/wal.db");
    QVERIFY(makeWalWithLog(path, 10, 5));
    QFile::remove(path + QStringLiteral("-shm"));
    const QByteArray walHash = testdb::fileHash(path + QStringLiteral("-wal"));
    const Snapshot snap(path);

    QString out;
    if (::geteuid() != 0) {
        QVERIFY(::chmod(QFile::encodeName(sub).constData(), 0555) == 0);
        OpenError e = OpenError::None;
        QString message;
        auto c = Connection::open(path, &e, &message);
        if (c) {
            out = QStringLiteral("ok immutable=%1 rows=%2 notice=%3")
                      .arg(int(c->info().immutable))
                      .arg(c->scalarInt(u"SELECT count(*) FROM t").value_or(-1))
                      .arg(c->info().notice);
        } else {
            out = QStringLiteral("error %1 %2").arg(int(e)).arg(message);
        }
        c.reset();
        ::chmod(QFile::encodeName(sub).constData(), 0755);
    } else {
        // Root writes anywhere, so a helper process running as user nobody opens the file.
        QVERIFY(makeReadableByNobody(dir.path()));
        QVERIFY(makeReadableByNobody(sub));
        QProcess p;
        startHelper(p, {QStringLiteral("open"), path, true});
        const bool finished = p.waitForFinished(20000);
        if (testproc::couldNotRunAsNobody(p, finished))
            QSKIP("running as root and cannot run this test program as user nobody: a read-only "
                  "folder is not "
                  "read-only for root (the -shm fallback itself is covered by "
                  "walWithUnopenableIndexFallsBackToImmutable)");
        QVERIFY(finished);
        out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    }
    QVERIFY2(out.startsWith(QStringLiteral("ok immutable=1 rows=10 ")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("read-only folder")), qPrintable(out));
    VERIFY_UNCHANGED(snap);
    QCOMPARE(testdb::fileHash(path + QStringLiteral("-wal")), walHash);
}

void TstConnection::queryOnly()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("q.db"));
    QVERIFY(makeTwoTables(path));
    const Snapshot snap(path);
    {
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c, qPrintable(message));
        QCOMPARE(c->scalarInt(u"PRAGMA query_only"), std::optional<qint64>(1));
        const QStringView writes[] = {
            u"INSERT INTO a(v) VALUES('new')",
            u"UPDATE a SET v = 'changed'",
            u"DELETE FROM b",
            u"CREATE TABLE c(z)",
            u"CREATE TEMP TABLE c(z)", // mode=ro alone would allow it: query_only refuses
            u"DROP TABLE a",
            u"PRAGMA user_version = 7",
            u"VACUUM",
        };
        for (QStringView sql : writes) {
            QString err;
            Statement s = c->prepare(sql, &err);
            if (s.isValid()) {
                QVERIFY2(!s.next(), qPrintable(sql.toString()));
                QVERIFY2(s.failed(), qPrintable(sql.toString()));
            } else {
                QVERIFY2(!err.isEmpty(), qPrintable(sql.toString()));
            }
        }
        QCOMPARE(c->scalarInt(u"SELECT count(*) FROM a"), std::optional<qint64>(100));
        QCOMPARE(c->scalarInt(u"PRAGMA user_version"), std::optional<qint64>(0));
    }
    VERIFY_UNCHANGED(snap);
}

void TstConnection::defensive()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("d.db"));
    QVERIFY(makeTwoTables(path));
    const Snapshot snap(path);
    {
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c, qPrintable(message));
        // With writable_schema=ON a plain read-only connection would fail only for being
        // read-only ("attempt to write a readonly database"); defensive mode refuses the
        // schema write itself.
        Statement on = c->prepare(u"PRAGMA writable_schema = ON");
        QVERIFY(on.isValid());
        on.next();
        QString err;
        Statement upd = c->prepare(u"UPDATE sqlite_schema SET sql = 'CREATE TABLE a(x)' "
                                   u"WHERE name = 'a'",
                                   &err);
        if (upd.isValid()) {
            QVERIFY(!upd.next());
            QVERIFY(upd.failed());
            err = upd.error();
        }
        QVERIFY2(err.contains(QStringLiteral("may not be modified")), qPrintable(err));
        QCOMPARE(c->scalarInt(u"PRAGMA trusted_schema"), std::optional<qint64>(0));
        QCOMPARE(c->scalarInt(u"SELECT count(*) FROM sqlite_schema WHERE sql LIKE "
                              u"'CREATE TABLE a(x INTEGER PRIMARY KEY%'"),
                 std::optional<qint64>(1));
    }
    VERIFY_UNCHANGED(snap);
}

void TstConnection::noExtensionsNoAttachLimits()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("e.db"));
    QVERIFY(makeTwoTables(path));
    const Snapshot snap(path);
    {
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c, qPrintable(message));
        QString err;
        Statement s = c->prepare(u"SELECT load_extension('./libnothing')", &err);
        if (s.isValid()) {
            QVERIFY(!s.next());
            QVERIFY(s.failed());
            err = s.error();
        }
        QVERIFY2(err.contains(QStringLiteral("not authorized")), qPrintable(err));

        // ATTACH is refused, so no second file can be created next to the user's.
        const QString other = quoteLiteral(dir.filePath(QStringLiteral("new.db")));
        err.clear();
        Statement a = c->prepare(QStringLiteral("ATTACH %1 AS other").arg(other), &err);
        if (a.isValid()) {
            QVERIFY(!a.next());
            QVERIFY(a.failed());
            err = a.error();
        }
        QVERIFY2(err.contains(QStringLiteral("too many attached")), qPrintable(err));

        // A crafted value cannot make SQLite allocate more than the length limit.
        Statement big = c->prepare(u"SELECT randomblob(300000000)");
        QVERIFY(big.isValid());
        QVERIFY(!big.next());
        QVERIFY2(big.error().contains(QStringLiteral("too big")), qPrintable(big.error()));
        QCOMPARE(c->scalarInt(u"SELECT length(randomblob(1000000))"),
                 std::optional<qint64>(1000000));
    }
    VERIFY_UNCHANGED(snap);
}

void TstConnection::unsetProtectionMeansNotOpened_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("damaged"); // opened in recovery mode, where defensive is off
    for (const char* name :
         {"SQLITE_DBCONFIG_DEFENSIVE", "SQLITE_DBCONFIG_TRUSTED_SCHEMA",
          "SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION", "SQLITE_DBCONFIG_DQS_DML", "SQLITE_LIMIT_LENGTH",
          "SQLITE_LIMIT_SQL_LENGTH", "SQLITE_LIMIT_ATTACHED", "sqlite3_busy_timeout",
          "PRAGMA query_only"}) {
        QTest::newRow(name) << QString::fromLatin1(name) << false;
        QTest::addRow("%s, damaged file", name) << QString::fromLatin1(name) << true;
    }
}

void TstConnection::unsetProtectionMeansNotOpened()
{
    QFETCH(QString, name);
    QFETCH(bool, damaged);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("p.db"));
    QVERIFY(makeTwoTables(path));
    if (damaged) { // cut in half: only recovery mode opens it
        const QByteArray bytes = readFile(path);
        QVERIFY(writeFile(path, bytes.left(bytes.size() / 2)));
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c && c->info().recovered, qPrintable(message));
    }
    const Snapshot snap(path);
    QVERIFY(Connection::failProtectionForTesting(name));
    const auto restore = qScopeGuard([] { Connection::failProtectionForTesting(QString()); });
    OpenError e = OpenError::None;
    QString message;
    QVERIFY(!Connection::open(path, &e, &message));
    QCOMPARE(e, OpenError::Unprotected);
    QVERIFY2(message.startsWith(openErrorMessage(OpenError::Unprotected)), qPrintable(message));
    QVERIFY2(message.contains(name), qPrintable(message));
    QVERIFY(Connection::failProtectionForTesting(QString()));
    QVERIFY2(openOk(path, &message), qPrintable(message));
    QVERIFY(!Connection::failProtectionForTesting(QStringLiteral("no such protection")));
    VERIFY_UNCHANGED(snap);
}

void TstConnection::failedBindFailsTheStep()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("b.db"));
    QVERIFY(makeTwoTables(path));
    const Snapshot snap(path);
    {
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c, qPrintable(message));
        Statement s = c->prepare(u"SELECT count(*) FROM a WHERE x <= ?1");
        QVERIFY(s.isValid());
        s.bind(1, qint64(10));
        s.bind(2, qint64(99)); // no parameter 2: the step must not run on what was bound
        QVERIFY(!s.next());
        QVERIFY(s.failed());
        QVERIFY(!s.interrupted());
        QVERIFY2(s.error().contains(QStringLiteral("parameter 2")), qPrintable(s.error()));
        QVERIFY2(s.error().contains(QStringLiteral("out of range")), qPrintable(s.error()));
        s.reset();
        s.bind(1, qint64(10));
        QVERIFY(s.next());
        QCOMPARE(s.int64(0), 10);
        for (int kind = 0; kind < 4; ++kind) {
            s.reset();
            switch (kind) {
            case 0:
                s.bind(0, 1.5);
                break;
            case 1:
                s.bind(3, QStringLiteral("x"));
                break;
            case 2:
                s.bindBlob(-1, QByteArray("x"));
                break;
            default:
                s.bindNull(2);
                break;
            }
            QVERIFY2(!s.next() && s.failed(), qPrintable(QString::number(kind)));
        }
        Statement none;
        none.bind(1, qint64(1));
        QVERIFY(!none.next());
        QVERIFY(none.failed());
    }
    VERIFY_UNCHANGED(snap);
}

// ---- cancel -----------------------------------------------------------------------------

void TstConnection::cancelRunawayView()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("forever.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE t(x); INSERT INTO t VALUES (1);"
            "CREATE VIEW forever AS WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 "
            "FROM c) SELECT n FROM c;")));
    }
    const Snapshot snap(path);
    {
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c, qPrintable(message));
        const QStringView queries[] = {u"SELECT count(*) FROM forever",
                                       u"SELECT max(n) FROM forever WHERE n < 0"};
        for (QStringView sql : queries) {
            Statement s = c->prepare(sql);
            QVERIFY(s.isValid());
            std::thread canceller([&] {
                std::this_thread::sleep_for(std::chrono::milliseconds(150));
                c->cancel();
            });
            // The view never ends: only the cancel can end the statement.
            const bool row = s.next();
            canceller.join();
            QVERIFY(!row);
            QVERIFY(s.failed());
            QVERIFY(s.interrupted());
            QVERIFY(c->isCancelled());
            c->clearCancel();
            QVERIFY(!c->isCancelled());
        }
        // Rows streaming out of a runaway view stop too.
        Statement s = c->prepare(u"SELECT n FROM forever");
        qint64 seen = 0;
        while (s.next()) {
            if (++seen == 1000)
                c->cancel();
            QVERIFY(seen < 10'000'000);
        }
        QVERIFY(s.interrupted());
        QVERIFY(seen >= 1000);
        c->clearCancel();
        // After clearCancel the connection works again.
        QCOMPARE(c->scalarInt(u"SELECT x FROM t"), std::optional<qint64>(1));
        QCOMPARE(countRows(*c, QStringLiteral("t")), std::optional<qint64>(1));
    }
    VERIFY_UNCHANGED(snap);
}

void TstConnection::cancelBeforeStatement()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("c.db"));
    QVERIFY(makeTwoTables(path));
    const Snapshot snap(path);
    {
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c, qPrintable(message));
        c->cancel();
        // Long enough to reach the progress handler: the cancel flag stops it there.
        Statement s = c->prepare(u"SELECT count(*) FROM b AS x, b AS y WHERE x.y < y.y");
        QVERIFY(s.isValid());
        QVERIFY(!s.next());
        QVERIFY(s.interrupted());
        QVERIFY(!countRows(*c, QStringLiteral("b")));
        c->clearCancel();
        QCOMPARE(countRows(*c, QStringLiteral("b")), std::optional<qint64>(400));
    }
    VERIFY_UNCHANGED(snap);
}

void TstConnection::quotedNamesRoundTrip()
{
    // Tables created with hand-quoted SQL; idscope must reach each one through its quoting.
    struct Named {
        QString name;
        QString createSql;
        int rows;
    };
    const QList<Named> tables = {
        {QStringLiteral("select"), QStringLiteral("CREATE TABLE \"select\"(\"from\" INT)"), 1},
        {QStringLiteral("with space"), QStringLiteral("CREATE TABLE \"with space\"(c)"), 2},
        {QStringLiteral("we\"ird"), QStringLiteral("CREATE TABLE \"we\"\"ird\"(c)"), 3},
        {QStringLiteral("it's"), QStringLiteral("CREATE TABLE [it's](c)"), 4},
        {QStringLiteral("a.b"), QStringLiteral("CREATE TABLE `a.b`(c)"), 5},
        {QStringLiteral("t\"; DROP TABLE t; --"),
         QStringLiteral("CREATE TABLE \"t\"\"; DROP TABLE t; --\"(c)"), 6},
        {QStringLiteral("Ünïcødé 表 🙂"),
         QStringLiteral("CREATE TABLE \"Ünïcødé 表 🙂\"(c)"), 7},
        {QStringLiteral("t"), QStringLiteral("CREATE TABLE t(c)"), 8},
    };
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("names.db"));
    {
        testdb::Writer w(path);
        for (const Named& t : tables) {
            QVERIFY(w.exec(t.createSql));
            sqlite3_stmt* st = nullptr;
            QCOMPARE(sqlite3_prepare_v2(w.handle(),
                                        "SELECT name FROM sqlite_schema ORDER BY rowid DESC", -1,
                                        &st, nullptr),
                     SQLITE_OK);
            QCOMPARE(sqlite3_step(st), SQLITE_ROW);
            QCOMPARE(QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(st, 0))),
                     t.name);
            sqlite3_finalize(st);
        }
        for (const Named& t : tables) {
            QList<QVariantList> rows;
            for (int i = 0; i < t.rows; ++i)
                rows.append(QVariantList{qlonglong(i)});
            const QString quoted = t.createSql.mid(13, t.createSql.lastIndexOf(u'(') - 13);
            QVERIFY(w.insertRows(QStringLiteral("INSERT INTO %1 VALUES(?)").arg(quoted), rows));
        }
    }
    const Snapshot snap(path);
    {
        QString message;
        auto c = openOk(path, &message);
        QVERIFY2(c, qPrintable(message));
        for (const Named& t : tables) {
            QCOMPARE(c->scalarInt(
                         QStringLiteral("SELECT count(*) FROM %1").arg(quoteIdentifier(t.name))),
                     std::optional<qint64>(t.rows));
            QCOMPARE(c->scalarInt(QStringLiteral("SELECT count(*) FROM pragma_table_info(%1)")
                                      .arg(quoteLiteral(t.name))),
                     std::optional<qint64>(1));
            Statement s = c->prepare(u"SELECT name FROM sqlite_schema WHERE name = ?1");
            s.bind(1, t.name);
            QVERIFY(s.next());
            QCOMPARE(s.text(0), t.name);
        }
        QCOMPARE(c->scalarInt(u"SELECT count(*) FROM t"), std::optional<qint64>(8)); // not dropped
    }
    VERIFY_UNCHANGED(snap);
}

// ---- helper process -----------------------------------------------------------------------

// Modes (environment variable IDSCOPE_TST_CONNECTION_HELPER, path as the only argument):
//   hold-lock      take an EXCLUSIVE lock with a plain connection, print "locked", wait for
//                  stdin to close, roll back
//   try-exclusive  try to take an EXCLUSIVE lock at once; print "acquired" or "busy"
//   open           open with idscope; print "ok immutable=… rows=… notice=…" or "error N msg"
static int helperMain(const QByteArray& mode, const QString& path)
{
    if (mode == "die-mid-write") {
        // A writer whose tiny cache spills changed pages into the file mid-transaction; the
        // test kills it there, leaving a hot journal.
        testdb::Writer w(path);
        if (!w.ok() || !w.exec(QStringLiteral("PRAGMA cache_size=5; BEGIN; "
                                              "UPDATE t SET v = v || 'changed';")))
            return 3;
        std::printf("dirty\n");
        std::fflush(stdout);
        char buf[256];
        while (std::fgets(buf, sizeof buf, stdin)) {
        }
        return 0;
    }
    if (mode == "hold-lock") {
        testdb::Writer w(path);
        if (!w.ok() || !w.exec(QStringLiteral("BEGIN EXCLUSIVE")))
            return 3;
        std::printf("locked\n");
        std::fflush(stdout);
        char buf[256];
        while (std::fgets(buf, sizeof buf, stdin)) {
        }
        return w.exec(QStringLiteral("ROLLBACK")) ? 0 : 4;
    }
    if (mode == "try-exclusive") {
        testdb::Writer w(path);
        sqlite3_busy_timeout(w.handle(), 0);
        const bool ok =
            sqlite3_exec(w.handle(), "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr) == SQLITE_OK;
        std::printf("%s\n", ok ? "acquired" : "busy");
        if (ok)
            sqlite3_exec(w.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
        return 0;
    }
    if (mode == "open") {
        OpenError e = OpenError::None;
        QString message;
        auto c = Connection::open(path, &e, &message);
        QString out;
        if (c) {
            out = QStringLiteral("ok immutable=%1 rows=%2 notice=%3")
                      .arg(int(c->info().immutable))
                      .arg(c->scalarInt(u"SELECT count(*) FROM t").value_or(-1))
                      .arg(c->info().notice);
        } else {
            out = QStringLiteral("error %1 %2").arg(int(e)).arg(message);
        }
        std::printf("%s\n", out.toUtf8().constData());
        return 0;
    }
    return 2;
}

int main(int argc, char** argv)
{
    const QByteArray mode = qgetenv(kHelperEnv);
    if (!mode.isEmpty()) {
        QCoreApplication app(argc, argv);
        return argc > 1 ? helperMain(mode, QString::fromLocal8Bit(argv[1])) : 2;
    }
    QCoreApplication app(argc, argv);
    TstConnection t;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&t, argc, argv);
}

#include "tst_connection.moc"
