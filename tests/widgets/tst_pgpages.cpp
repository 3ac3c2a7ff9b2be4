// Pages on a PostgreSQL server (the test's own cluster, read as the SELECT-only role): the
// Export Report dialog names the server in its choices, its preview and the file it writes
// (version, host, database and user from the server itself, no SQLite facts), with row counts
// from plain SQL; nothing is written on the server.
#include "database/databasesession.h"
#include "pgfixture.h"
#include "report/exportreportdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <memory>

using namespace idscope;

class TestPgPages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void exportNamesTheServer();
    void nothingWritten();
    void cleanupTestCase();

private:
    testpg::Cluster* cluster_ = nullptr;
    std::unique_ptr<testpg::Session> super_;
    testpg::WriteState before_;
    QTemporaryDir dir_;
    std::unique_ptr<DatabaseSession> session_;
};

void TestPgPages::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("idscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_pgpages"));
    QSettings().clear();
    QVERIFY(dir_.isValid());
    cluster_ = &testpg::Cluster::shared();
    VERIFY_CLUSTER(*cluster_);
    {
        testpg::Session setup(cluster_->superConninfo());
        QVERIFY2(setup.ok(), qPrintable(setup.error()));
        QVERIFY(testpg::createMixedUuidTable(setup, 300, 500));
        QVERIFY(testpg::createEntityVersions(setup, 40, 4));
    }
    super_ = std::make_unique<testpg::Session>(cluster_->superConninfo());
    QVERIFY2(super_->ok(), qPrintable(super_->error()));
    QVERIFY(testpg::otherSessionsGone(*super_));
    before_ = testpg::writeState(*super_);
    session_ = std::make_unique<DatabaseSession>();
    session_->open(cluster_->readerUri());
    QTRY_VERIFY_WITH_TIMEOUT(session_->isOpen(), 30000);
    QVERIFY(session_->waitForIdle(60000));
}

// The whole-database report from the dialog: the overview's choice says "server", the preview
// and the Markdown written name the server as it reports itself, and the table's row count is
// the server's count(*).
void TestPgPages::exportNamesTheServer()
{
    ExportReportDialog d(session_.get());
    const auto* overview = d.findChild<QCheckBox*>(QStringLiteral("overview"));
    QVERIFY(overview);
    QVERIFY2(overview->text().contains(QStringLiteral("server")), qPrintable(overview->text()));
    d.setScope(report::ReportScope::database());
    QSignalSpy ready(&d, &ExportReportDialog::previewReady);
    d.refreshPreview();
    QVERIFY(ready.wait(60000));
    const QString text = d.preview()->toPlainText();
    const QString version = super_->value(QStringLiteral("SHOW server_version"));
    for (const QString& want :
         QStringList{version, cluster_->socketDir(), QString::fromLatin1(testpg::kDatabase),
                     QString::fromLatin1(testpg::kReader), QStringLiteral("Table mixed_accounts"),
                     QStringLiteral("%1 rows").arg(
                         super_->scalar(QStringLiteral("SELECT count(*) FROM mixed_accounts")))})
        QVERIFY2(text.contains(want), qPrintable(want + QStringLiteral("\n") + text.left(2000)));
    QVERIFY(!text.contains(QStringLiteral("SQLite version")));
    QVERIFY2(d.filePath().contains(
                 QStringLiteral("%1-report").arg(QString::fromLatin1(testpg::kDatabase))),
             qPrintable(d.filePath()));

    const QString out = dir_.filePath(QStringLiteral("server.md"));
    d.setFilePath(out);
    QSignalSpy done(&d, &ExportReportDialog::exported);
    d.startExport();
    QVERIFY(done.wait(60000));
    QVERIFY2(done.first().at(0).toBool(), qPrintable(done.first().at(1).toString()));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(f.readAll());
    QVERIFY(md.startsWith(QStringLiteral("# Database report: %1 on %2")
                              .arg(QString::fromLatin1(testpg::kDatabase), cluster_->socketDir())));
    QVERIFY(md.contains(version));
}

void TestPgPages::nothingWritten()
{
    session_->close();
    session_.reset();
    QVERIFY(testpg::otherSessionsGone(*super_));
    const testpg::WriteState after = testpg::writeState(*super_);
    QVERIFY(!after.nextXid.isEmpty());
    QCOMPARE(after.nextXid, before_.nextXid);
    QCOMPARE(after.relations, before_.relations);
    QCOMPARE(after.counters, before_.counters);
}

void TestPgPages::cleanupTestCase()
{
    session_.reset();
}

QTEST_MAIN(TestPgPages)
#include "tst_pgpages.moc"
