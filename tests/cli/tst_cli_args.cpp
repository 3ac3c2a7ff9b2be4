// What every subcommand's command line shares: `--help` (complete, on stdout, exit 0, standing
// alone), `--` as the end of options (so a file or an ID may begin with '-'), a value given to
// an option that takes none and an unknown option (exit 2, one line on stderr), and the list of
// subcommands in `idscope --help`.
#include "clirun.h"
#include "sqlitefixture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QStringList kCommands{QStringLiteral("decode"),   QStringLiteral("inspect"),
                            QStringLiteral("locality"), QStringLiteral("gaps"),
                            QStringLiteral("asof"),     QStringLiteral("report"),
                            QStringLiteral("sample")};

QString uuidV7(qint64 ms, int i)
{
    return QString::asprintf("%08llx-%04llx-7%03x-8%03x-%012x",
                             static_cast<unsigned long long>(ms >> 16),
                             static_cast<unsigned long long>(ms & 0xffff), i, i, i);
}

} // namespace

class TestCliArgs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void topLevelHelpListsCommands();
    void help_data();
    void help();
    void flagWithValue_data();
    void flagWithValue();
    void unknownOption_data();
    void unknownOption();
    void endOfOptions_data();
    void endOfOptions();
    void decodeAfterDoubleDash();
    void optionsBeforeCommand();
    void passwordNeverEchoed_data();
    void passwordNeverEchoed();

private:
    QTemporaryDir dir_;
    QString dbName_ = QStringLiteral("-events.db"); // relative, in dir_: begins with '-'
};

void TestCliArgs::initTestCase()
{
    QVERIFY(dir_.isValid());
    testdb::Writer w(dir_.filePath(dbName_));
    QVERIFY(w.exec(QStringLiteral(
        "CREATE TABLE t (id TEXT PRIMARY KEY, n INTEGER);"
        "CREATE TABLE entity_versions (entity_id TEXT NOT NULL, version_number INTEGER NOT NULL,"
        "  changed_at INTEGER NOT NULL, data TEXT NOT NULL);"
        "INSERT INTO entity_versions VALUES ('e1', 1, 100, '{}'), ('e1', 2, 200, '{}');")));
    QList<QVariantList> rows;
    for (int i = 0; i < 50; ++i)
        rows.push_back({uuidV7(1767225600000 + i * 1000 - (i == 20 ? 5000 : 0), i), i});
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t VALUES (?, ?)"), rows));
}

void TestCliArgs::topLevelHelpListsCommands()
{
    for (const QString& asked : {QStringLiteral("--help"), QStringLiteral("-h")}) {
        const clitest::Run r = clitest::idscope({asked});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        for (const QString& c : kCommands)
            QVERIFY2(r.out.contains("\n  " + c.toUtf8() + ' '), qPrintable(c));
    }
    const clitest::Run v = clitest::idscope({QStringLiteral("--version")});
    QCOMPARE(v.exitCode, 0);
    QVERIFY(v.out.startsWith("idscope "));
}

void TestCliArgs::help_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("asked");
    for (const QString& c : kCommands) {
        QTest::addRow("%s --help", qPrintable(c)) << c << QStringLiteral("--help");
        QTest::addRow("%s -h", qPrintable(c)) << c << QStringLiteral("-h");
    }
}

void TestCliArgs::help()
{
    QFETCH(QString, command);
    QFETCH(QString, asked);
    const clitest::Run r = clitest::idscope({command, asked});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.startsWith(QStringLiteral("Usage: idscope %1 ").arg(command)), r.out.constData());
    QVERIFY(out.contains(QStringLiteral("\nOptions:\n")));
    QVERIFY(out.contains(QStringLiteral("  -h, --help")));
    QVERIFY(out.contains(QStringLiteral("Exit status:")));
    // Self-contained: no reference to documents a user does not have.
    QVERIFY2(!out.contains(QStringLiteral("design")), r.out.constData());
    QVERIFY(!out.contains(QStringLiteral("§")));
    QVERIFY(!out.contains(QStringLiteral("seed")) || command == u"sample");
    for (const QString& line : out.split(u'\n')) // fits a terminal and a man page
        QVERIFY2(line.size() <= 80 || !line.contains(u' '), qPrintable(line));
}

void TestCliArgs::flagWithValue_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("decode --json=")
        << QStringList{QStringLiteral("decode"), QStringLiteral("--json=yes"), QStringLiteral("1")};
    QTest::newRow("decode --extract=")
        << QStringList{QStringLiteral("decode"), QStringLiteral("--extract=0")};
    QTest::newRow("inspect --json=") << QStringList{
        QStringLiteral("inspect"), QStringLiteral("@DB@"), QStringLiteral("--json=anything")};
    for (const QString& c : {QStringLiteral("locality"), QStringLiteral("gaps")})
        QTest::addRow("%s --json=", qPrintable(c))
            << QStringList{c, QStringLiteral("@DB@"), QStringLiteral("--table=t"),
                           QStringLiteral("--json=anything")};
    QTest::newRow("asof --json=") << QStringList{QStringLiteral("asof"), QStringLiteral("@DB@"),
                                                 QStringLiteral("--at=0"),
                                                 QStringLiteral("--json=anything")};
    QTest::newRow("report --full=")
        << QStringList{QStringLiteral("report"), QStringLiteral("@DB@"),
                       QStringLiteral("--out=r.json"), QStringLiteral("--full=no")};
    QTest::newRow("sample --force=") << QStringList{
        QStringLiteral("sample"), QStringLiteral("s.db"), QStringLiteral("--force=1")};
}

void TestCliArgs::flagWithValue()
{
    QFETCH(QStringList, args);
    args.replaceInStrings(QStringLiteral("@DB@"), QStringLiteral("./") + dbName_);
    const clitest::Run r = clitest::idscope(args, {}, dir_.path());
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith("idscope: "), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.contains("takes no value"), r.err.constData());
    QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("s.db"))));
    QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("r.json"))));
}

void TestCliArgs::unknownOption_data()
{
    QTest::addColumn<QString>("command");
    for (const QString& c : kCommands)
        QTest::newRow(qPrintable(c)) << c;
}

void TestCliArgs::unknownOption()
{
    QFETCH(QString, command);
    for (const QString& bad : {QStringLiteral("--frobnicate"), QStringLiteral("--frob=1")}) {
        const clitest::Run r = clitest::idscope({command, bad, QStringLiteral("x.db")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.startsWith("idscope: unknown option '--frob"), r.err.constData());
        QVERIFY2(r.err.contains(QStringLiteral("'idscope %1 --help'").arg(command).toUtf8()),
                 r.err.constData());
    }
    // A missing value is a usage error too.
    const QString valued = command == u"report"   ? QStringLiteral("--out")
                           : command == u"sample" ? QStringLiteral("--rows")
                           : command == u"decode" ? QStringLiteral("--tz")
                           : command == u"asof"   ? QStringLiteral("--versions")
                                                  : QStringLiteral("--table");
    const clitest::Run r = clitest::idscope({command, QStringLiteral("x.db"), valued});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, QByteArray("idscope: " + valued.toUtf8() + " needs a value (see 'idscope " +
                               command.toUtf8() + " --help')\n"));
}

void TestCliArgs::endOfOptions_data()
{
    // Each runs in dir_ on a file whose name begins with '-', given after "--".
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expect"); // a member of the JSON object written
    QTest::newRow("inspect") << QStringList{QStringLiteral("inspect"), QStringLiteral("--json")}
                             << QStringLiteral("tables");
    QTest::newRow("locality") << QStringList{QStringLiteral("locality"), QStringLiteral("--json"),
                                             QStringLiteral("--table"), QStringLiteral("t")}
                              << QStringLiteral("inversion_ratio");
    QTest::newRow("gaps") << QStringList{QStringLiteral("gaps"), QStringLiteral("--json"),
                                         QStringLiteral("--table=t")}
                          << QStringLiteral("missed_ids");
    QTest::newRow("asof") << QStringList{QStringLiteral("asof"), QStringLiteral("--json"),
                                         QStringLiteral("--at"), QStringLiteral("150")}
                          << QStringLiteral("state");
    QTest::newRow("report") << QStringList{QStringLiteral("report"), QStringLiteral("-o"),
                                           QStringLiteral("r.json")}
                            << QStringLiteral("tables");
    QTest::newRow("sample") << QStringList{QStringLiteral("sample"), QStringLiteral("--rows=100"),
                                           QStringLiteral("-q")}
                            << QString();
}

void TestCliArgs::endOfOptions()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expect);
    const bool sample = args.first() == u"sample";
    const QString file = sample ? QStringLiteral("-demo.db") : dbName_;
    const testdb::Snapshot snap(dir_.filePath(dbName_));
    const clitest::Run r = clitest::idscope(args << QStringLiteral("--") << file, {}, dir_.path());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    if (sample) {
        QVERIFY(QFile::exists(dir_.filePath(file)));
        QVERIFY(QFile::remove(dir_.filePath(file)));
        return;
    }
    QByteArray json = r.out;
    if (args.first() == u"report") {
        QFile f(dir_.filePath(QStringLiteral("r.json")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        json = f.readAll();
        f.close();
        QVERIFY(f.remove());
    }
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    QVERIFY2(o.contains(expect), json.constData());
    VERIFY_UNCHANGED(snap);
}

void TestCliArgs::decodeAfterDoubleDash()
{
    // A negative number after "--" is an input, read as asked: -1 s is -1000 ms.
    const clitest::Run neg = clitest::idscope({QStringLiteral("decode"), QStringLiteral("--json"),
                                               QStringLiteral("--format"), QStringLiteral("unix-s"),
                                               QStringLiteral("--"), QStringLiteral("-1")});
    QCOMPARE(neg.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(neg.out).object();
    QCOMPARE(o.value(QStringLiteral("input")).toString(), QStringLiteral("-1"));
    QCOMPARE(o.value(QStringLiteral("unix_ms")).toInteger(), -1000);
    // After "--", an option's name is an input too: "--json" is decoded (as nothing), and the
    // output is text, not JSON.
    const clitest::Run opt = clitest::idscope(
        {QStringLiteral("decode"), QStringLiteral("--"), QStringLiteral("--json")});
    QCOMPARE(opt.exitCode, 1);
    QVERIFY2(opt.out.startsWith("input:      --json\ninvalid: "), opt.out.constData());
    // A Firebase push ID that begins with '-' works with or without "--".
    for (const QStringList& args :
         {QStringList{QStringLiteral("decode"), QStringLiteral("--json"),
                      QStringLiteral("-KwKoJBVZO4fJt2_6vgJ")},
          QStringList{QStringLiteral("decode"), QStringLiteral("--json"), QStringLiteral("--"),
                      QStringLiteral("-KwKoJBVZO4fJt2_6vgJ")}}) {
        const clitest::Run fb = clitest::idscope(args);
        QCOMPARE(fb.exitCode, 0);
        QCOMPARE(
            QJsonDocument::fromJson(fb.out).object().value(QStringLiteral("format")).toString(),
            QStringLiteral("firebase-push"));
    }
}

// `idscope --tz UTC decode X` must not open the GUI; it says where the options belong.
void TestCliArgs::optionsBeforeCommand()
{
    const clitest::Run r =
        clitest::idscope({QStringLiteral("--tz"), QStringLiteral("UTC"), QStringLiteral("decode"),
                          QStringLiteral("01ARZ3NDEKTSV4RRFFQ69G5FAV")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY2(r.err.contains("'idscope decode --tz"), r.err.constData());
}

void TestCliArgs::passwordNeverEchoed_data()
{
    QTest::addColumn<QString>("name");
    // Each is refused by libpq before any server is asked, and libpq quotes it back whole.
    QTest::newRow("URI cut inside an IPv6 host")
        << QStringLiteral("postgresql://pwuser:Wrong-Pw-9931@[broken/faults");
    QTest::newRow("URI with a bad parameter")
        << QStringLiteral("postgresql://pwuser:Wrong-Pw-9931@/db?host=/nowhere&sslmode=zzz");
    QTest::newRow("password in the query")
        << QStringLiteral("postgresql://pwuser@/db?password=Wrong-Pw-9931&sslmode=zzz");
    QTest::newRow("conninfo")
        << QStringLiteral("host=/nowhere dbname=db password=Wrong-Pw-9931 sslmode=bogus");
    QTest::newRow("conninfo, quoted")
        << QStringLiteral("host=/nowhere dbname=db password='Wrong-Pw-9931' sslmode=bogus");
}

// No message repeats a password the user gave: not idscope's own echo of the name, not
// libpq's parse error, in text or in JSON.
void TestCliArgs::passwordNeverEchoed()
{
    QFETCH(QString, name);
    for (const QStringList& extra : {QStringList{}, QStringList{QStringLiteral("--json")}}) {
        const clitest::Run r =
            clitest::idscope(QStringList{QStringLiteral("inspect"), name} + extra);
        QVERIFY(r.exitCode != 0);
        QVERIFY2(!r.err.contains("Wrong-Pw-9931") && !r.out.contains("Wrong-Pw-9931"),
                 r.err.constData());
        QVERIFY2(r.err.contains("***"), r.err.constData());
    }
}

QTEST_GUILESS_MAIN(TestCliArgs)
#include "tst_cli_args.moc"
