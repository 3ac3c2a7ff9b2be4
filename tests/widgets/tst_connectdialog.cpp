// File ▸ Connect to PostgreSQL… on the test's own server, driven as a user would: the fields,
// Connect, the server's error text said once in the dialog while the open database stays open,
// a password from the dialog, from PGPASSWORD and from a password file (a role that must give
// one), the recent list without secrets (QSettings and its file never hold the password), a
// recent server opened again, and Cancel stopping an attempt against a server that never
// answers. Expected values come from plain SQL on the server.
#include "browser/browsermodel.h"
#include "browser/databrowser.h"
#include "database/connectdialog.h"
#include "database/databasepage.h"
#include "database/databasesession.h"
#include "database/recentfiles.h"
#include "db/databasename.h"
#include "db/pgconnection.h"
#include "db/sampledb.h"
#include "mainwindow.h"
#include "pgfixture.h"
#include "start/startpage.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace idscope;

namespace {

constexpr int kRows = 300;

// Every value QSettings holds, as text, and the bytes of its file.
QString everythingStored()
{
    QSettings s;
    s.sync();
    QString out;
    for (const QString& k : s.allKeys()) {
        const QVariant v = s.value(k);
        out += k + QLatin1Char('=') + v.toString() + v.toStringList().join(u'|') +
               QString::fromUtf8(v.toByteArray()) + QLatin1Char('\n');
    }
    QFile f(s.fileName());
    if (f.open(QIODevice::ReadOnly))
        out += QString::fromUtf8(f.readAll());
    return out;
}

// Unsets an environment variable for one test and puts it back after.
class EnvGuard {
public:
    explicit EnvGuard(const char* name) : name_(name), had_(qEnvironmentVariableIsSet(name))
    {
        old_ = qgetenv(name);
    }
    ~EnvGuard()
    {
        if (had_)
            qputenv(name_, old_);
        else
            qunsetenv(name_);
    }

private:
    const char* name_;
    bool had_;
    QByteArray old_;
};

} // namespace

class TestConnectDialog : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    testpg::Fixture fx_;
    QString demoPath();
    // File ▸ Connect to PostgreSQL… with the fixture's socket, the test database and `user`.
    ConnectDialog* openDialog(MainWindow& w, const QString& user, const QString& password);
    bool waitForServer(MainWindow& w);
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void namesRoundTrip();
    void startPageButtonAndPlainErrors();
    void connectsAndRemembersWithoutTheSecret();
    void wrongPasswordSaidOnceAndOpenDatabaseStays();
    void passwordFromEnvironment();
    void passwordFromPasswordFile();
    void recentServerOpensAgain();
    void cancelStopsAnAttempt();
};

void TestConnectDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("idscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_connectdialog"));
    START_PG_FIXTURE(fx_, [](testpg::Session& s) { return testpg::createEventTables(s, kRows); });
    // Nothing of the environment may supply a password the test did not give.
    qunsetenv("PGPASSWORD");
    qunsetenv("PGPASSFILE");
    qputenv("HOME", QFile::encodeName(dir_.path()));
}

void TestConnectDialog::init()
{
    QSettings().clear();
    fx_.mark();
}

void TestConnectDialog::cleanup()
{
    VERIFY_NOTHING_WRITTEN(fx_);
}

QString TestConnectDialog::demoPath()
{
    const QString path = dir_.filePath(QStringLiteral("demo.sqlite"));
    if (!QFileInfo::exists(path)) {
        db::SampleOptions o;
        o.rows = 500;
        db::writeSampleDatabase(path, o);
    }
    return path;
}

ConnectDialog* TestConnectDialog::openDialog(MainWindow& w, const QString& user,
                                             const QString& password)
{
    w.findChild<QAction*>(QStringLiteral("actionConnect"))->trigger();
    auto* d = w.findChild<ConnectDialog*>();
    if (!d)
        return nullptr;
    d->hostEdit()->setText(testpg::Cluster::shared().socketDir());
    d->portBox()->setValue(testpg::Cluster::shared().port());
    d->databaseEdit()->setText(QLatin1String(testpg::kDatabase));
    d->userEdit()->setText(user);
    d->passwordEdit()->setText(password);
    return d;
}

bool TestConnectDialog::waitForServer(MainWindow& w)
{
    return QTest::qWaitFor(
        [&] {
            return w.session()->isOpen() && db::isServerDatabase(w.session()->path()) &&
                   !w.findChild<ConnectDialog*>();
        },
        15000);
}

void TestConnectDialog::namesRoundTrip()
{
    db::PgConnectFields f;
    f.host = QStringLiteral("/tmp/a b");
    f.port = QStringLiteral("5433");
    f.database = QStringLiteral("it's");
    f.user = QStringLiteral("back\\slash");
    f.sslMode = QStringLiteral("require");
    const QString name = db::pgConninfo(f);
    QVERIFY(db::isServerDatabase(name));
    const std::optional<db::PgConnectFields> back = db::parsePgName(name);
    QVERIFY(back);
    QCOMPARE(back->host, f.host);
    QCOMPARE(back->port, f.port);
    QCOMPARE(back->database, f.database);
    QCOMPARE(back->user, f.user);
    QCOMPARE(back->sslMode, f.sslMode);
    QCOMPARE(db::pgShortName(name), QStringLiteral("back\\slash@/tmp/a b:5433/it's"));
}

// The start page's Connect button opens the same dialog; libpq's hint for a socket without a
// server is its own line in the dialog, not tab-indented.
void TestConnectDialog::startPageButtonAndPlainErrors()
{
    MainWindow w;
    w.show();
    auto* button = w.startPage()->findChild<QPushButton*>(QStringLiteral("connectButton"));
    QVERIFY(button);
    QVERIFY(button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    auto* d = w.findChild<ConnectDialog*>();
    QVERIFY(d);
    QVERIFY(d->isVisible());
    const QTemporaryDir empty;
    d->hostEdit()->setText(empty.path());
    d->databaseEdit()->setText(QStringLiteral("x"));
    QTest::mouseClick(d->connectButton(), Qt::LeftButton);
    QVERIFY(
        QTest::qWaitFor([&] { return !d->isConnecting() && !d->errorText().isEmpty(); }, 10000));
    QVERIFY2(!d->errorText().contains(QLatin1Char('\t')), qPrintable(d->errorText()));
    QVERIFY2(d->errorText().contains(QStringLiteral(
                 "\nIs the server running locally and accepting connections on that socket?")),
             qPrintable(d->errorText()));
    QVERIFY(w.startPage()->isVisible());
}

// A password typed in the dialog opens the server, and every later connection of the
// session (counts, profiles, pages) uses it too; it is never written to the settings.
void TestConnectDialog::connectsAndRemembersWithoutTheSecret()
{
    testpg::Session& su = fx_.super();
    {
        MainWindow w;
        w.show();
        ConnectDialog* d = openDialog(w, QLatin1String(testpg::kSecretRole),
                                      QLatin1String(testpg::kSecretPassword));
        QVERIFY(d);
        QVERIFY(d->isVisible());
        QTest::mouseClick(d->connectButton(), Qt::LeftButton);
        QVERIFY(waitForServer(w));
        QVERIFY(w.session()->waitForIdle());
        QCOMPARE(w.session()->sourceInfo().user, QLatin1String(testpg::kSecretRole));
        QCOMPARE(w.session()->rowCount(QStringLiteral("event_record")).rows,
                 su.scalar(QStringLiteral("SELECT count(*) FROM event_record")));
        DataBrowser* b = w.databasePage()->browser();
        b->showTable(QStringLiteral("event_record"));
        QVERIFY(QTest::qWaitFor([&] { return !b->isBusy() && b->model()->rowCount() > 0; }, 10000));
        QVERIFY2(b->message().isEmpty(), qPrintable(b->message()));
        QCOMPARE(b->model()->rowCount(),
                 int(std::min<qint64>(DataBrowser::kPageRows,
                                      su.scalar(QStringLiteral("SELECT count(*) FROM "
                                                               "event_record")))));

        const QStringList recent = RecentFiles::files();
        QCOMPARE(recent.size(), 1);
        QCOMPARE(recent.first(), w.session()->path());
        QVERIFY(!recent.first().contains(QLatin1String(testpg::kSecretPassword)));
        const auto* menu = w.findChild<QMenu*>(QStringLiteral("menuRecent"));
        QVERIFY(menu->actions().first()->text().contains(QStringLiteral("%1@%2").arg(
            QLatin1String(testpg::kSecretRole), testpg::Cluster::shared().socketDir())));
        QVERIFY(!everythingStored().contains(QLatin1String(testpg::kSecretPassword)));
        QVERIFY(everythingStored().contains(QLatin1String(testpg::kSecretRole)));
    }
    QVERIFY(!everythingStored().contains(QLatin1String(testpg::kSecretPassword)));
}

void TestConnectDialog::wrongPasswordSaidOnceAndOpenDatabaseStays()
{
    MainWindow w;
    w.show();
    w.openDatabase(demoPath());
    QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 10000));
    ConnectDialog* d =
        openDialog(w, QLatin1String(testpg::kSecretRole), QStringLiteral("not the password"));
    QVERIFY(d);
    QTest::mouseClick(d->connectButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return !d->isConnecting(); }, 10000));
    // The server's own text, in the dialog and nowhere else.
    QVERIFY2(d->errorText().contains(QStringLiteral("password authentication failed")),
             qPrintable(d->errorText()));
    QVERIFY(d->isVisible());
    QVERIFY(!w.findChild<QMessageBox*>());
    QCOMPARE(w.session()->path(), demoPath());
    QVERIFY(w.session()->isOpen());
    // Corrected in place, it connects.
    d->passwordEdit()->setText(QLatin1String(testpg::kSecretPassword));
    QTest::mouseClick(d->connectButton(), Qt::LeftButton);
    QVERIFY(waitForServer(w));
    QVERIFY(!everythingStored().contains(QLatin1String(testpg::kSecretPassword)));
}

void TestConnectDialog::passwordFromEnvironment()
{
    const EnvGuard guard("PGPASSWORD");
    MainWindow w;
    w.show();
    ConnectDialog* d = openDialog(w, QLatin1String(testpg::kSecretRole), QString());
    QVERIFY(d);
    // Without one the server's refusal is said.
    QTest::mouseClick(d->connectButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return !d->isConnecting(); }, 10000));
    QVERIFY2(d->errorText().contains(QStringLiteral("no password supplied")),
             qPrintable(d->errorText()));
    QVERIFY(!w.session()->isOpen());
    qputenv("PGPASSWORD", testpg::kSecretPassword);
    QTest::mouseClick(d->connectButton(), Qt::LeftButton);
    QVERIFY(waitForServer(w));
    QVERIFY(w.session()->waitForIdle());
    QVERIFY(w.session()->rowCount(QStringLiteral("event_record")).exact);
    QVERIFY(!everythingStored().contains(QLatin1String(testpg::kSecretPassword)));
}

// PGPASSFILE names the file; without it libpq reads ~/.pgpass under HOME.
void TestConnectDialog::passwordFromPasswordFile()
{
    const EnvGuard guard("PGPASSFILE");
    const testpg::Cluster& c = testpg::Cluster::shared();
    const QByteArray line =
        QStringLiteral("%1:%2:%3:%4:%5\n")
            .arg(c.socketDir())
            .arg(c.port())
            .arg(QLatin1String(testpg::kDatabase), QLatin1String(testpg::kSecretRole),
                 QLatin1String(testpg::kSecretPassword))
            .toUtf8();
    QTemporaryDir folder;
    const QString named = folder.filePath(QStringLiteral("passwords"));
    const QString home = dir_.filePath(QStringLiteral(".pgpass"));
    for (const QString& path : {named, home}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(line);
        f.close();
        QCOMPARE(::chmod(QFile::encodeName(path).constData(), 0600), 0); // else libpq ignores it
    }
    for (const QString& passfile : {named, QString()}) {
        if (passfile.isEmpty())
            qunsetenv("PGPASSFILE");
        else
            qputenv("PGPASSFILE", QFile::encodeName(passfile));
        MainWindow w;
        w.show();
        QPointer<ConnectDialog> d = openDialog(w, QLatin1String(testpg::kSecretRole), QString());
        QVERIFY(d);
        QTest::mouseClick(d->connectButton(), Qt::LeftButton);
        const bool opened = waitForServer(w);
        QVERIFY2(opened, qPrintable(d ? d->errorText() : QString()));
        QVERIFY(w.session()->waitForIdle());
        QVERIFY(w.session()->rowCount(QStringLiteral("event_record")).exact);
    }
    QFile::remove(home);
    QVERIFY(!everythingStored().contains(QLatin1String(testpg::kSecretPassword)));
}

void TestConnectDialog::recentServerOpensAgain()
{
    QString name;
    {
        MainWindow w;
        w.show();
        ConnectDialog* d = openDialog(w, QLatin1String(testpg::kReader), QString());
        QVERIFY(d);
        d->connectToServer();
        QVERIFY(waitForServer(w));
        name = w.session()->path();
    }
    MainWindow w;
    w.show();
    QMenu* menu = w.findChild<QMenu*>(QStringLiteral("menuRecent"));
    QVERIFY(!menu->actions().isEmpty());
    QCOMPARE(menu->actions().first()->statusTip(), name);
    menu->actions().first()->trigger();
    auto* d = w.findChild<ConnectDialog*>();
    QVERIFY(d); // the dialog, filled in and already connecting
    QCOMPARE(d->hostEdit()->text(), testpg::Cluster::shared().socketDir());
    QCOMPARE(d->userEdit()->text(), QLatin1String(testpg::kReader));
    QVERIFY(waitForServer(w));
    QCOMPARE(w.session()->path(), name);
}

// A server that accepts the socket and never answers: only Cancel ends the attempt before
// the connect timeout, and the dialog stays open with nothing opened.
void TestConnectDialog::cancelStopsAnAttempt()
{
    QTemporaryDir folder;
    const int port = 5499;
    // Listening and never accepting: the kernel completes the connect, libpq sends its
    // startup packet and waits for an answer that never comes.
    const QByteArray path =
        QFile::encodeName(folder.filePath(QStringLiteral(".s.PGSQL.%1").arg(port)));
    const int silent = ::socket(AF_UNIX, SOCK_STREAM, 0);
    QVERIFY(silent >= 0);
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    QVERIFY(std::size_t(path.size()) < sizeof addr.sun_path);
    std::memcpy(addr.sun_path, path.constData(), std::size_t(path.size()));
    QCOMPARE(::bind(silent, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
    QCOMPARE(::listen(silent, 4), 0);
    MainWindow w;
    w.show();
    w.openDatabase(demoPath());
    QVERIFY(QTest::qWaitFor([&] { return w.session()->isOpen(); }, 10000));
    ConnectDialog* d = openDialog(w, QLatin1String(testpg::kReader), QString());
    QVERIFY(d);
    d->hostEdit()->setText(folder.path());
    d->portBox()->setValue(port);
    QTest::mouseClick(d->connectButton(), Qt::LeftButton);
    QTest::qWait(500);
    QVERIFY(d->isConnecting());
    QVERIFY(!d->connectButton()->isEnabled());
    QVERIFY(!d->hostEdit()->isEnabled());
    QTest::mouseClick(d->cancelButton(), Qt::LeftButton);
    // Well within the 10 s connect timeout.
    QVERIFY(QTest::qWaitFor([&] { return !d->isConnecting(); }, 3000));
    QVERIFY(d->isVisible());
    QVERIFY(d->errorText().isEmpty());
    QVERIFY(d->connectButton()->isEnabled());
    QCOMPARE(w.session()->path(), demoPath());
    // A second Cancel, now idle, closes the dialog.
    QTest::mouseClick(d->cancelButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return !w.findChild<ConnectDialog*>(); }, 5000));
    ::close(silent);
}

QTEST_MAIN(TestConnectDialog)
#include "tst_connectdialog.moc"
