// docs/cli.md against the program: every JSON member the subcommands write (run here on the
// demo database) is named in the document, every subcommand and option `--help` lists is
// documented, and every option the document's tables list exists.
#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QStringList kCommands{QStringLiteral("decode"),   QStringLiteral("inspect"),
                            QStringLiteral("locality"), QStringLiteral("gaps"),
                            QStringLiteral("asof"),     QStringLiteral("report"),
                            QStringLiteral("sample")};

// Members whose own members are data, not names the contract fixes: decoded fields, format
// names, payload and key columns, changed values.
const QSet<QString> kDataMembers{
    QStringLiteral("fields"), QStringLiteral("format_counts"), QStringLiteral("format_shares"),
    QStringLiteral("data"),   QStringLiteral("key"),           QStringLiteral("old"),
    QStringLiteral("new")};

void collectKeys(const QJsonValue& v, QSet<QString>& keys)
{
    if (v.isArray()) {
        for (const QJsonValue& e : v.toArray())
            collectKeys(e, keys);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            keys.insert(it.key());
            if (!kDataMembers.contains(it.key()))
                collectKeys(it.value(), keys);
        }
    }
}

// The options a --help lists: "  --name" at the start of a line.
QStringList helpOptions(const QByteArray& help)
{
    QStringList out;
    static const QRegularExpression re(QStringLiteral("^  (?:-\\w, )?(--[a-z-]+)"),
                                       QRegularExpression::MultilineOption);
    auto it = re.globalMatch(QString::fromUtf8(help));
    while (it.hasNext())
        out << it.next().captured(1);
    return out;
}

} // namespace

class TestCliDocs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void jsonMembersAreDocumented_data();
    void jsonMembersAreDocumented();
    void helpOptionsAreDocumented_data();
    void helpOptionsAreDocumented();
    void documentedOptionsExist();
    void formatNamesAreDocumented();

private:
    QString section(const QString& command) const;
    QTemporaryDir dir_;
    QString db_;
    QString doc_;
};

void TestCliDocs::initTestCase()
{
    QFile f(QStringLiteral(IDSCOPE_SOURCE_DIR "/docs/cli.md"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    doc_ = QString::fromUtf8(f.readAll());
    QVERIFY(dir_.isValid());
    db_ = dir_.filePath(QStringLiteral("demo.db"));
    const clitest::Run r = clitest::idscope(
        {QStringLiteral("sample"), db_, QStringLiteral("--rows=2000"), QStringLiteral("-q")});
    QCOMPARE(r.exitCode, 0);
}

QString TestCliDocs::section(const QString& command) const
{
    const qsizetype start = doc_.indexOf(QStringLiteral("\n## ") + command + u'\n');
    if (start < 0)
        return {};
    const qsizetype end = doc_.indexOf(QStringLiteral("\n## "), start + 4);
    return doc_.mid(start, end < 0 ? -1 : end - start);
}

void TestCliDocs::jsonMembersAreDocumented_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reportFile"); // "" : JSON (Lines) on stdout
    const QString db = QStringLiteral("@DB@");
    QTest::newRow("decode") << QStringList{QStringLiteral("decode"),
                                           QStringLiteral("--json"),
                                           QStringLiteral("--tz=Asia/Tokyo"),
                                           QStringLiteral("1593572310593806338"),
                                           QStringLiteral("-KwKoJBVZO4fJt2_6vgJ"),
                                           QStringLiteral("not-an-id")}
                            << QString();
    QTest::newRow("decode --bounds")
        << QStringList{QStringLiteral("decode"), QStringLiteral("--json"),
                       QStringLiteral("--bounds=2025-01-01T00:00:00Z")}
        << QString();
    QTest::newRow("inspect") << QStringList{QStringLiteral("inspect"), db, QStringLiteral("--json")}
                             << QString();
    QTest::newRow("locality") << QStringList{QStringLiteral("locality"), db,
                                             QStringLiteral("--table=events"),
                                             QStringLiteral("--json")}
                              << QString();
    QTest::newRow("gaps") << QStringList{QStringLiteral("gaps"),
                                         db,
                                         QStringLiteral("--table=events"),
                                         QStringLiteral("--writer=writer"),
                                         QStringLiteral("--commit-time=committed_at"),
                                         QStringLiteral("--json")}
                          << QString();
    QTest::newRow("asof") << QStringList{QStringLiteral("asof"), db,
                                         QStringLiteral("--at=2026-10-15T00:00:00Z"),
                                         QStringLiteral("--json")}
                          << QString();
    QTest::newRow("asof --diff") << QStringList{QStringLiteral("asof"), db,
                                                QStringLiteral("--at=2026-09-01T00:00:00Z"),
                                                QStringLiteral("--diff=2026-12-01T00:00:00Z"),
                                                QStringLiteral("--json")}
                                 << QString();
    QTest::newRow("report") << QStringList{QStringLiteral("report"),
                                           db,
                                           QStringLiteral("--table=events"),
                                           QStringLiteral("--column=id"),
                                           QStringLiteral("--at=2026-10-15T00:00:00Z"),
                                           QStringLiteral("--out=@OUT@")}
                            << QStringLiteral("r.json");
}

void TestCliDocs::jsonMembersAreDocumented()
{
    QFETCH(QStringList, args);
    QFETCH(QString, reportFile);
    const QString out = dir_.filePath(reportFile);
    args.replaceInStrings(QStringLiteral("@DB@"), db_);
    args.replaceInStrings(QStringLiteral("@OUT@"), out);
    const clitest::Run r = clitest::idscope(args);
    QVERIFY2(r.exitCode == 0 || args.first() == u"decode", r.err.constData());
    QByteArray json = r.out;
    if (!reportFile.isEmpty()) {
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        json = f.readAll();
    }
    QSet<QString> keys;
    for (const QByteArray& line : json.split('\n')) {
        if (!line.isEmpty())
            collectKeys(QJsonDocument::fromJson(line).object(), keys);
    }
    QVERIFY(keys.size() > 4);
    // --entity on an entity the state names.
    if (args.size() > 2 && args[2].startsWith(QLatin1String("--at=2026-10"))) {
        const QJsonObject first = QJsonDocument::fromJson(json)
                                      .object()
                                      .value(QStringLiteral("state"))
                                      .toArray()
                                      .first()
                                      .toObject();
        const clitest::Run h = clitest::idscope(
            {QStringLiteral("asof"), db_, QStringLiteral("--json"), QStringLiteral("--entity"),
             first.value(QStringLiteral("entity_type")).toString() + u'/' +
                 first.value(QStringLiteral("entity_id")).toString()});
        QCOMPARE(h.exitCode, 0);
        collectKeys(QJsonDocument::fromJson(h.out).object(), keys);
    }
    QStringList missing;
    for (const QString& k : std::as_const(keys)) {
        const QRegularExpression named(QStringLiteral("[`{ ,]%1[`}, \\[]").arg(k));
        if (!doc_.contains(named))
            missing << k;
    }
    missing.sort();
    QVERIFY2(missing.isEmpty(),
             qPrintable(missing.join(u' ') + QStringLiteral(": not in docs/cli.md")));
}

void TestCliDocs::helpOptionsAreDocumented_data()
{
    QTest::addColumn<QString>("command");
    for (const QString& c : kCommands)
        QTest::newRow(qPrintable(c)) << c;
}

void TestCliDocs::helpOptionsAreDocumented()
{
    QFETCH(QString, command);
    QVERIFY2(doc_.contains(QStringLiteral("\nidscope ") + command), qPrintable(command));
    const QString sec = section(command);
    QVERIFY2(!sec.isEmpty(), qPrintable(command));
    const clitest::Run r = clitest::idscope({command, QStringLiteral("--help")});
    const QStringList options = helpOptions(r.out);
    QVERIFY(options.size() >= 3);
    for (const QString& o : options) {
        if (o == u"--help")
            continue;
        QVERIFY2(sec.contains(u'`' + o), qPrintable(command + u' ' + o));
    }
}

void TestCliDocs::documentedOptionsExist()
{
    // Each subcommand's table rows ("| `--name …` |") name options its --help lists.
    static const QRegularExpression row(QStringLiteral("^\\| (?:`-\\w`, )?`(--[a-z-]+)"),
                                        QRegularExpression::MultilineOption);
    for (const QString& c : kCommands) {
        const QStringList options =
            helpOptions(clitest::idscope({c, QStringLiteral("--help")}).out);
        auto it = row.globalMatch(section(c));
        int n = 0;
        while (it.hasNext()) {
            const QString o = it.next().captured(1);
            ++n;
            QVERIFY2(options.contains(o), qPrintable(c + u' ' + o));
        }
        QVERIFY2(n >= 3, qPrintable(c));
    }
}

void TestCliDocs::formatNamesAreDocumented()
{
    // Every name --list-formats prints (its first word per line) is listed, in that order.
    const QString sec = section(QStringLiteral("decode"));
    const qsizetype at = sec.indexOf(QStringLiteral("**Format names**"));
    QVERIFY(at >= 0);
    const QString list = sec.mid(at, sec.indexOf(QStringLiteral("\n\n"), at) - at);
    const clitest::Run r =
        clitest::idscope({QStringLiteral("decode"), QStringLiteral("--list-formats")});
    QCOMPARE(r.exitCode, 0);
    qsizetype from = 0;
    int n = 0;
    for (const QString& line : QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts)) {
        const QString name = line.section(u' ', 0, 0);
        const qsizetype pos = list.indexOf(u'`' + name + u'`', from);
        QVERIFY2(pos >= 0, qPrintable(name));
        from = pos;
        ++n;
    }
    QVERIFY(n >= 30);
}

QTEST_GUILESS_MAIN(TestCliDocs)
#include "tst_cli_docs.moc"
