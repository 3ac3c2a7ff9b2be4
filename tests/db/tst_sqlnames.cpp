// db/sqlnames.h: quoting against hand-written expectations, and the rowid spellings against
// SQLite itself (a spelling is right when it reads the implicit rowids 1..n, not the values of
// a column that shadows another spelling).
#include "db/connection.h"
#include "db/schema.h"
#include "db/sqlnames.h"
#include "sqlitefixture.h"

#include <QTemporaryDir>
#include <QTest>

using namespace idscope::db;

class TstSqlNames : public QObject {
    Q_OBJECT
private slots:
    void quoteIdentifier_data();
    void quoteIdentifier();
    void quoteLiteral_data();
    void quoteLiteral();
    void isRowidName_data();
    void isRowidName();
    void rowidNames_data();
    void rowidNames();
};

void TstSqlNames::quoteIdentifier_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("quoted");
    QTest::newRow("plain") << "plain"
                           << "\"plain\"";
    QTest::newRow("empty") << ""
                           << "\"\"";
    QTest::newRow("keyword") << "select"
                             << "\"select\"";
    QTest::newRow("space") << "with space"
                           << "\"with space\"";
    QTest::newRow("double quote") << "we\"ird"
                                  << "\"we\"\"ird\"";
    QTest::newRow("only quotes") << "\"\""
                                 << "\"\"\"\"\"\"";
    QTest::newRow("single quote") << "it's"
                                  << "\"it's\"";
    QTest::newRow("brackets") << "[x]"
                              << "\"[x]\"";
    QTest::newRow("backtick") << "`x`"
                              << "\"`x`\"";
    QTest::newRow("dot") << "a.b"
                         << "\"a.b\"";
    QTest::newRow("injection") << "t\"; DROP TABLE t; --"
                               << "\"t\"\"; DROP TABLE t; --\"";
    QTest::newRow("unicode") << QStringLiteral("Ünïcødé 表 🙂")
                             << QStringLiteral("\"Ünïcødé 表 🙂\"");
}

void TstSqlNames::quoteIdentifier()
{
    QFETCH(QString, name);
    QFETCH(QString, quoted);
    QCOMPARE(idscope::db::quoteIdentifier(name), quoted);
}

void TstSqlNames::quoteLiteral_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("quoted");
    QTest::newRow("plain") << "main"
                           << "'main'";
    QTest::newRow("empty") << ""
                           << "''";
    QTest::newRow("apostrophe") << "it's"
                                << "'it''s'";
    QTest::newRow("only apostrophes") << "''"
                                      << "''''''";
    QTest::newRow("double quote") << "a\"b"
                                  << "'a\"b'";
    QTest::newRow("injection") << "x'); DROP TABLE t; --"
                               << "'x''); DROP TABLE t; --'";
    QTest::newRow("unicode") << QStringLiteral("表'🙂") << QStringLiteral("'表''🙂'");
}

void TstSqlNames::quoteLiteral()
{
    QFETCH(QString, text);
    QFETCH(QString, quoted);
    QCOMPARE(idscope::db::quoteLiteral(text), quoted);
}

void TstSqlNames::isRowidName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("rowid");
    QTest::newRow("rowid") << "rowid" << true;
    QTest::newRow("upper") << "ROWID" << true;
    QTest::newRow("_rowid_") << "_Rowid_" << true;
    QTest::newRow("oid") << "oid" << true;
    QTest::newRow("id") << "id" << false;
    QTest::newRow("rowid2") << "rowid2" << false;
    QTest::newRow("empty") << "" << false;
}

void TstSqlNames::isRowidName()
{
    QFETCH(QString, name);
    QFETCH(bool, rowid);
    QCOMPARE(idscope::db::isRowidName(name), rowid);
}

void TstSqlNames::rowidNames_data()
{
    QTest::addColumn<QString>("columns");
    QTest::addColumn<QString>("unshadowed"); // expected, by hand
    QTest::addColumn<QString>("reads");      // what rowidName() should give
    QTest::newRow("plain") << "a TEXT"
                           << "rowid"
                           << "rowid";
    QTest::newRow("rowid shadowed") << "rowid TEXT"
                                    << "_rowid_"
                                    << "_rowid_";
    QTest::newRow("two shadowed, any case") << "ROWID TEXT, _Rowid_ TEXT"
                                            << "oid"
                                            << "oid";
    QTest::newRow("all shadowed") << "rowid TEXT, _rowid_ TEXT, Oid TEXT"
                                  << ""
                                  << "rowid";
    QTest::newRow("alias") << "id INTEGER PRIMARY KEY, rowid TEXT"
                           << "_rowid_"
                           << "id";
}

void TstSqlNames::rowidNames()
{
    QFETCH(QString, columns);
    QFETCH(QString, unshadowed);
    QFETCH(QString, reads);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rowid.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(%1);").arg(columns)));
        // Shadowing columns hold text, so reading one of them instead of the rowid shows.
        const QString insert =
            columns.startsWith(u"id ")
                ? QStringLiteral("INSERT INTO t(rowid) VALUES('x')")
                : QStringLiteral("INSERT INTO t VALUES(%1)")
                      .arg(QStringList(columns.count(u',') + 1, QStringLiteral("'x'")).join(u','));
        for (int i = 0; i < 3; ++i)
            QVERIFY(w.exec(insert));
    }
    const testdb::Snapshot snap(path);
    OpenError e = OpenError::None;
    QString msg;
    auto c = Connection::open(path, &e, &msg);
    QVERIFY2(c, qPrintable(msg));
    const Schema schema = readSchema(*c);
    const TableInfo* t = schema.table(QStringLiteral("t"));
    QVERIFY(t);
    QCOMPARE(unshadowedRowidName(*t), unshadowed);
    QCOMPARE(rowidName(*t), reads);
    if (!unshadowed.isEmpty()) {
        for (const QString& name : {unshadowed, rowidName(*t)}) {
            Statement s = c->prepare(QStringLiteral("SELECT %1 FROM t ORDER BY 1")
                                         .arg(idscope::db::quoteIdentifier(name)));
            QVERIFY(s.isValid());
            for (qint64 want = 1; want <= 3; ++want) {
                QVERIFY(s.next());
                QCOMPARE(s.type(0), StorageClass::Integer);
                QCOMPARE(s.int64(0), want);
            }
        }
    }
    c.reset();
    VERIFY_UNCHANGED(snap);
}

QTEST_GUILESS_MAIN(TstSqlNames)
#include "tst_sqlnames.moc"
