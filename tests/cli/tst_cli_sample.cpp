// `idscope sample` as a black box: writes the file, never overwrites without --force, exit
// codes (0 written, 1 not written, 2 bad usage), no OUT.tmp left behind, quiet when piped.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"

using clitest::idscope;
using clitest::Run;

namespace {

QByteArray hashOf(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result().toHex();
}

QStringList filesIn(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

bool isSqlite(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) && f.read(16) == QByteArray("SQLite format 3\0", 16);
}

// One clear line on stderr, starting "idscope: ".
bool oneErrorLine(const QByteArray& err)
{
    return err.startsWith("idscope: ") && err.endsWith('\n') && err.count('\n') == 1;
}

} // namespace

class TstCliSample : public QObject {
    Q_OBJECT
private slots:
    void writesTheFile();
    void refusesToOverwrite();
    void forceReplaces();
    void seedAndRowsOptions();
    void staleTempFile();
    void cannotWrite();
    void usageErrors_data();
    void usageErrors();
    void noProgressWhenPiped();
    void help();
};

void TstCliSample::writesTheFile()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("demo.sqlite"));
    const Run r =
        idscope({QStringLiteral("sample"), out, QStringLiteral("--rows"), QStringLiteral("1000")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    QVERIFY(isSqlite(out));
    QVERIFY(QFileInfo(out).size() > 20000);
    // A one-line summary naming the file and the rows.
    QVERIFY2(r.out.contains("demo.sqlite") && r.out.contains("rows") && r.out.count('\n') == 1,
             r.out.constData());
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("demo.sqlite")});
}

void TstCliSample::refusesToOverwrite()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("demo.sqlite"));
    QCOMPARE(idscope({QStringLiteral("sample"), out, QStringLiteral("--quiet")}).exitCode, 0);
    const QByteArray before = hashOf(out);
    const qint64 mtime = QFileInfo(out).lastModified().toMSecsSinceEpoch();
    // Even with other rows or seed: exit 1, one line, file untouched, nothing else created.
    const Run r = idscope({QStringLiteral("sample"), out, QStringLiteral("--rows"),
                           QStringLiteral("500"), QStringLiteral("--seed"), QStringLiteral("9")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(oneErrorLine(r.err), r.err.constData());
    QVERIFY(r.err.contains("already exists"));
    QVERIFY(r.err.contains("--force"));
    QVERIFY(r.out.isEmpty());
    QCOMPARE(hashOf(out), before);
    QCOMPARE(QFileInfo(out).lastModified().toMSecsSinceEpoch(), mtime);
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("demo.sqlite")});

    // A file that is not a database is just as safe.
    const QString notes = dir.filePath(QStringLiteral("notes.txt"));
    {
        QFile f(notes);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep me");
    }
    QCOMPARE(idscope({QStringLiteral("sample"), notes}).exitCode, 1);
    QFile f(notes);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("keep me"));
}

void TstCliSample::forceReplaces()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("demo.sqlite"));
    {
        QFile f(out);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("old contents");
    }
    const Run r = idscope(
        {QStringLiteral("sample"), out, QStringLiteral("--force"), QStringLiteral("--rows=800")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(isSqlite(out));
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("demo.sqlite")});
}

void TstCliSample::seedAndRowsOptions()
{
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.sqlite"));
    const QString b = dir.filePath(QStringLiteral("b.sqlite"));
    const QString c = dir.filePath(QStringLiteral("c.sqlite"));
    const QString d = dir.filePath(QStringLiteral("d.sqlite"));
    QCOMPARE(idscope({QStringLiteral("sample"), a, QStringLiteral("--rows"), QStringLiteral("1k"),
                      QStringLiteral("-q")})
                 .exitCode,
             0);
    QCOMPARE(idscope({QStringLiteral("sample"), QStringLiteral("--quiet"), QStringLiteral("--rows"),
                      QStringLiteral("1000"), b})
                 .exitCode,
             0);
    QCOMPARE(idscope({QStringLiteral("sample"), c, QStringLiteral("--rows=1000"),
                      QStringLiteral("--seed"), QStringLiteral("0x2a"), QStringLiteral("-q")})
                 .exitCode,
             0);
    QCOMPARE(idscope({QStringLiteral("sample"), d, QStringLiteral("--rows=1000"),
                      QStringLiteral("--seed=42"), QStringLiteral("-q")})
                 .exitCode,
             0);
    // Deterministic: same options, same bytes; another seed, other bytes; 1k == 1000.
    QCOMPARE(hashOf(a), hashOf(b));
    QCOMPARE(hashOf(c), hashOf(d));
    QVERIFY(hashOf(a) != hashOf(c));
    QCOMPARE(filesIn(dir.path()),
             (QStringList{QStringLiteral("a.sqlite"), QStringLiteral("b.sqlite"),
                          QStringLiteral("c.sqlite"), QStringLiteral("d.sqlite")}));
}

void TstCliSample::staleTempFile()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("demo.sqlite"));
    const QString tmp = out + QStringLiteral(".tmp");
    {
        QFile f(tmp);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("interrupted");
    }
    const Run r = idscope({QStringLiteral("sample"), out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(oneErrorLine(r.err), r.err.constData());
    QVERIFY(r.err.contains(".tmp"));
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("demo.sqlite.tmp")});
    QCOMPARE(
        idscope({QStringLiteral("sample"), out, QStringLiteral("--force"), QStringLiteral("-q")})
            .exitCode,
        0);
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("demo.sqlite")});
}

void TstCliSample::cannotWrite()
{
    QTemporaryDir dir;
    // A missing folder, a folder as the output, a plain file used as a folder.
    const QStringList targets{dir.filePath(QStringLiteral("missing/demo.sqlite")), dir.path(),
                              dir.filePath(QStringLiteral("plain/demo.sqlite"))};
    {
        QFile f(dir.filePath(QStringLiteral("plain")));
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    for (const QString& t : targets) {
        const Run r = idscope({QStringLiteral("sample"), t, QStringLiteral("--force")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(oneErrorLine(r.err), r.err.constData());
        QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("plain")});
    }
}

void TstCliSample::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    const QString out = QStringLiteral("never-written.sqlite");
    QTest::newRow("no output") << QStringList{};
    QTest::newRow("rows missing value") << QStringList{out, QStringLiteral("--rows")};
    QTest::newRow("rows not a number")
        << QStringList{out, QStringLiteral("--rows"), QStringLiteral("many")};
    QTest::newRow("rows zero") << QStringList{out, QStringLiteral("--rows=0")};
    QTest::newRow("rows too few") << QStringList{out, QStringLiteral("--rows=99")};
    QTest::newRow("rows negative") << QStringList{out, QStringLiteral("--rows=-5")};
    QTest::newRow("rows too many") << QStringList{out, QStringLiteral("--rows=100000001")};
    QTest::newRow("rows too many, suffix") << QStringList{out, QStringLiteral("--rows=101M")};
    QTest::newRow("rows huge") << QStringList{out, QStringLiteral("--rows=99999999999999999999")};
    QTest::newRow("seed not a number")
        << QStringList{out, QStringLiteral("--seed"), QStringLiteral("x")};
    QTest::newRow("seed negative") << QStringList{out, QStringLiteral("--seed=-1")};
    QTest::newRow("unknown option") << QStringList{out, QStringLiteral("--fast")};
    QTest::newRow("two outputs") << QStringList{out, QStringLiteral("other.sqlite")};
}

void TstCliSample::usageErrors()
{
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    QProcess p;
    p.setWorkingDirectory(dir.path());
    p.start(QStringLiteral(IDSCOPE_BIN), QStringList{QStringLiteral("sample")} + args);
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 2);
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(oneErrorLine(err), err.constData());
    QVERIFY(p.readAllStandardOutput().isEmpty());
    QVERIFY(filesIn(dir.path()).isEmpty());
}

void TstCliSample::noProgressWhenPiped()
{
    // Big enough for progress lines on a terminal; stderr here is a pipe, so none.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("big.sqlite"));
    const Run r = idscope({QStringLiteral("sample"), out, QStringLiteral("--rows=300000")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(r.out.count('\n'), 1);
    // --quiet: nothing at all.
    const Run q = idscope({QStringLiteral("sample"), out, QStringLiteral("--rows=300000"),
                           QStringLiteral("--force"), QStringLiteral("--quiet")});
    QCOMPARE(q.exitCode, 0);
    QVERIFY(q.out.isEmpty() && q.err.isEmpty());
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("big.sqlite")});
}

void TstCliSample::help()
{
    const Run r = idscope({QStringLiteral("sample"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("--rows") && r.out.contains("--force") && r.out.contains("--seed"));
    QVERIFY(r.err.isEmpty());
    // Listed in the top-level usage.
    QVERIFY(idscope({QStringLiteral("--help")}).out.contains("sample"));
}

QTEST_GUILESS_MAIN(TstCliSample)
#include "tst_cli_sample.moc"
