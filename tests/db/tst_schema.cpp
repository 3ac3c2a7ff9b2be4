// readSchema() and countRows() against databases built in code. Expected values are written by
// hand and cross-checked with plain SQL on a separate writable connection (per-table pragmas,
// sqlite_schema, inserted rows), never taken from the code under test. Every test proves the
// file and its folder are unchanged afterwards.
#include "db/connection.h"
#include "db/schema.h"
#include "sqlitefixture.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <atomic>
#include <chrono>
#include <thread>

using namespace idscope::db;

Q_DECLARE_METATYPE(idscope::db::DefaultKind)

using testdb::Snapshot;

namespace {

// Opens `path` with idscope, reads the schema and closes; fails the test when it cannot open.
#define READ_SCHEMA(schema, path)                                                                  \
    do {                                                                                           \
        OpenError e_ = OpenError::None;                                                            \
        QString m_;                                                                                \
        auto c_ = Connection::open((path), &e_, &m_);                                              \
        QVERIFY2(c_, qPrintable(m_));                                                              \
        (schema) = readSchema(*c_);                                                                \
        QVERIFY2((schema).error.isEmpty(), qPrintable((schema).error));                            \
    } while (false)

// READ_SCHEMA, then the page estimates of tables ANALYZE never saw.
#define READ_SCHEMA_AND_ESTIMATES(schema, path)                                                    \
    do {                                                                                           \
        OpenError e_ = OpenError::None;                                                            \
        QString m_;                                                                                \
        auto c_ = Connection::open((path), &e_, &m_);                                              \
        QVERIFY2(c_, qPrintable(m_));                                                              \
        (schema) = readSchema(*c_);                                                                \
        QVERIFY2((schema).error.isEmpty(), qPrintable((schema).error));                            \
        fillRowEstimates(*c_, (schema));                                                           \
    } while (false)

QString kindName(TableInfo::Kind k)
{
    switch (k) {
    case TableInfo::Kind::Table:
        return QStringLiteral("table");
    case TableInfo::Kind::View:
        return QStringLiteral("view");
    case TableInfo::Kind::Virtual:
        return QStringLiteral("virtual");
    case TableInfo::Kind::Shadow:
        return QStringLiteral("shadow");
    }
    return QString();
}

QStringList strings(const QList<QVariantList>& rows, int column = 0)
{
    QStringList out;
    for (const QVariantList& r : rows)
        out.append(r.value(column).toString());
    return out;
}

QString sqlString(const QString& s)
{
    QString q = s;
    q.replace(QStringLiteral("'"), QStringLiteral("''"));
    return u'\'' + q + u'\'';
}

QList<bool> bools(std::initializer_list<int> v)
{
    QList<bool> out;
    for (int b : v)
        out.append(b != 0);
    return out;
}

} // namespace

class TstSchema : public QObject {
    Q_OBJECT
private slots:
    void kindsFlagsAndOrder();
    void brokenObjectsDoNotHideTheRest();
    void columns();
    void defaults_data();
    void defaults();
    void primaryKeyAndRowidAlias_data();
    void primaryKeyAndRowidAlias();
    void indexes();
    void foreignKeys();
    void triggersOnTablesAndViews();
    void approximateRowsFromStat1();
    void approximateRowsFromPages_data();
    void approximateRowsFromPages();
    void weirdNamesRoundTrip();
    void bigBlobAndEmptyTables();
    void noTableIsScanned();
    void ulidKeysUnixepochAudit();
    void blobUuidsWithForeignKeys();
    void integerTimeKeys();
    void thousandTables();
    void countRowsCancels();
    void countRowsNeverReturnsAPartialCount();
};

void TstSchema::kindsFlagsAndOrder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("kinds.db"));
    QList<QVariantList> expectedList;
    QStringList expectedOrder;
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE plain(a INTEGER PRIMARY KEY, b TEXT);"
            "CREATE VIEW v_first AS SELECT a FROM plain;" // a view early in sqlite_schema
            "CREATE TABLE wr(k TEXT PRIMARY KEY, v) WITHOUT ROWID;"
            "CREATE TABLE st(a INTEGER, b TEXT) STRICT;"
            "CREATE TABLE both_(k INTEGER PRIMARY KEY, v ANY) STRICT, WITHOUT ROWID;"
            "CREATE VIRTUAL TABLE docs USING fts5(title, body);"
            "CREATE TABLE seq(id INTEGER PRIMARY KEY AUTOINCREMENT, x);" // makes sqlite_sequence
            "INSERT INTO seq(x) VALUES (1);"
            "CREATE VIEW v_last AS SELECT * FROM st;"
            "ANALYZE;"))); // makes sqlite_stat1
        expectedList = w.rows(QStringLiteral(
            "SELECT name, type, wr, strict FROM pragma_table_list WHERE schema='main' "
            "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"));
        expectedOrder = strings(w.rows(QStringLiteral(
            "SELECT name FROM sqlite_schema WHERE type='table' AND name NOT LIKE 'sqlite\\_%' "
            "ESCAPE '\\' ORDER BY rowid")));
        expectedOrder += strings(w.rows(
            QStringLiteral("SELECT name FROM sqlite_schema WHERE type='view' ORDER BY rowid")));
        QCOMPARE(
            w.scalar(QStringLiteral(
                "SELECT count(*) FROM sqlite_schema WHERE name LIKE 'sqlite\\_%' ESCAPE '\\'")),
            2); // sqlite_sequence and sqlite_stat1 exist and must be left out
    }
    const Snapshot snap(path);
    Schema s;
    READ_SCHEMA(s, path);

    QStringList order;
    for (const TableInfo& t : s.tables)
        order.append(t.name);
    QCOMPARE(order, expectedOrder);
    QCOMPARE(order.first(), QStringLiteral("plain"));
    QCOMPARE(order.mid(order.size() - 2),
             QStringList({QStringLiteral("v_first"), QStringLiteral("v_last")}));

    // Cross-check with the plain-SQL table list, then hand-written facts.
    QCOMPARE(s.tables.size(), expectedList.size());
    for (const QVariantList& row : std::as_const(expectedList)) {
        const TableInfo* t = s.table(row[0].toString());
        QVERIFY2(t, qPrintable(row[0].toString()));
        QCOMPARE(kindName(t->kind), row[1].toString());
        QCOMPARE(t->withoutRowid, row[2].toLongLong() != 0);
        QCOMPARE(t->strict, row[3].toLongLong() != 0);
    }
    struct Fact {
        const char* name;
        TableInfo::Kind kind;
        bool withoutRowid;
        bool strict;
        bool hasRowid;
    };
    const Fact facts[] = {
        {"plain", TableInfo::Kind::Table, false, false, true},
        {"wr", TableInfo::Kind::Table, true, false, false},
        {"st", TableInfo::Kind::Table, false, true, true},
        {"both_", TableInfo::Kind::Table, true, true, false},
        {"docs", TableInfo::Kind::Virtual, false, false, false},
        {"docs_data", TableInfo::Kind::Shadow, false, false, false},
        {"docs_idx", TableInfo::Kind::Shadow, true, false, false},
        {"docs_content", TableInfo::Kind::Shadow, false, false, false},
        {"docs_docsize", TableInfo::Kind::Shadow, false, false, false},
        {"docs_config", TableInfo::Kind::Shadow, true, false, false},
        {"seq", TableInfo::Kind::Table, false, false, true},
        {"v_first", TableInfo::Kind::View, false, false, false},
        {"v_last", TableInfo::Kind::View, false, false, false},
    };
    for (const Fact& f : facts) {
        const TableInfo* t = s.table(QString::fromLatin1(f.name));
        QVERIFY2(t, f.name);
        QVERIFY2(t->kind == f.kind, f.name);
        QVERIFY2(t->withoutRowid == f.withoutRowid, f.name);
        QVERIFY2(t->strict == f.strict, f.name);
        QVERIFY2(t->hasRowid() == f.hasRowid, f.name);
        QVERIFY2(t->error.isEmpty(), f.name);
        QVERIFY2(!t->sql.isEmpty(), f.name);
    }
    QVERIFY(!s.table(QStringLiteral("sqlite_sequence")));
    QVERIFY(!s.table(QStringLiteral("sqlite_stat1")));
    // Virtual table columns, hidden ones marked.
    const TableInfo* docs = s.table(QStringLiteral("docs"));
    QCOMPARE(docs->rootPage, 0);
    QVERIFY(s.table(QStringLiteral("plain"))->rootPage > 1);
    QCOMPARE(docs->columns.size(), 4);
    QCOMPARE(docs->columns[0].name, QStringLiteral("title"));
    QCOMPARE(docs->columns[1].name, QStringLiteral("body"));
    QVERIFY(!docs->columns[0].hidden && !docs->columns[1].hidden);
    QVERIFY(docs->columns[2].hidden && docs->columns[3].hidden);
    // View columns.
    const TableInfo* vlast = s.table(QStringLiteral("v_last"));
    QCOMPARE(vlast->columns.size(), 2);
    QCOMPARE(vlast->columns[1].declaredType, QStringLiteral("TEXT"));
    VERIFY_UNCHANGED(snap);
}

void TstSchema::brokenObjectsDoNotHideTheRest()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("broken.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(
            QStringLiteral("CREATE TABLE good(a INTEGER PRIMARY KEY, b TEXT NOT NULL);"
                           "CREATE INDEX good_b ON good(b);"
                           "CREATE TABLE gone(x);"
                           "CREATE VIEW orphan AS SELECT x FROM gone;"
                           "DROP TABLE gone;" // the view now names a table that does not exist
                           "CREATE VIEW fine AS SELECT b FROM good;"
                           "CREATE VIRTUAL TABLE ft USING fts5(body);"
                           "PRAGMA writable_schema = ON;"
                           "INSERT INTO sqlite_schema VALUES('table', 'alien', 'alien', 0, "
                           "  'CREATE VIRTUAL TABLE alien USING no_such_module(p, q)');"
                           "PRAGMA writable_schema = OFF;")));
        // Plain SQL confirms both objects are broken for any reader.
        QVERIFY(w.rows(QStringLiteral("SELECT * FROM pragma_table_xinfo('alien')")).isEmpty());
    }
    const Snapshot snap(path);
    Schema s;
    READ_SCHEMA(s, path);
    const TableInfo* alien = s.table(QStringLiteral("alien"));
    QVERIFY(alien);
    QVERIFY(alien->kind == TableInfo::Kind::Virtual);
    QVERIFY(alien->columns.isEmpty());
    QVERIFY2(alien->error.contains(QStringLiteral("no such module")), qPrintable(alien->error));
    const TableInfo* orphan = s.table(QStringLiteral("orphan"));
    QVERIFY(orphan);
    QVERIFY(orphan->columns.isEmpty());
    QVERIFY2(orphan->error.contains(QStringLiteral("no such table")), qPrintable(orphan->error));
    // Everything else is intact.
    const TableInfo* good = s.table(QStringLiteral("good"));
    QVERIFY(good);
    QCOMPARE(good->columns.size(), 2);
    QCOMPARE(good->indexes.size(), 1);
    QCOMPARE(good->rowidAlias, QStringLiteral("a"));
    QCOMPARE(s.table(QStringLiteral("fine"))->columns.size(), 1);
    QVERIFY(s.table(QStringLiteral("fine"))->error.isEmpty());
    QCOMPARE(s.table(QStringLiteral("ft"))->columns.size(), 3); // body + 2 hidden
    QVERIFY(s.table(QStringLiteral("ft_data"))->kind == TableInfo::Kind::Shadow);
    VERIFY_UNCHANGED(snap);
}

void TstSchema::columns()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("cols.db"));
    QList<QVariantList> xinfo;
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE c("
                                      "  id INTEGER PRIMARY KEY,"
                                      "  ulid VARCHAR(26) NOT NULL UNIQUE,"
                                      "  \"price\" DECIMAL(10, 5) DEFAULT 0,"
                                      "  untyped,"
                                      "  big unsigned big int NOT NULL DEFAULT (-1),"
                                      "  created_at INTEGER NOT NULL DEFAULT (unixepoch()),"
                                      "  note TEXT DEFAULT 'n/a',"
                                      "  twice INTEGER GENERATED ALWAYS AS (id * 2) VIRTUAL,"
                                      "  thrice INTEGER AS (id * 3) STORED"
                                      ")")));
        xinfo = w.rows(QStringLiteral("SELECT name, type, \"notnull\", dflt_value, pk, hidden "
                                      "FROM pragma_table_xinfo('c') ORDER BY cid"));
    }
    const Snapshot snap(path);
    Schema s;
    READ_SCHEMA(s, path);
    const TableInfo* t = s.table(QStringLiteral("c"));
    QVERIFY(t);
    struct Col {
        const char* name;
        const char* type;
        bool notNull;
        const char* dflt;
        DefaultKind kind;
        int pk;
        bool hidden;
        bool generated;
    };
    const Col expected[] = {
        {"id", "INTEGER", false, "", DefaultKind::None, 1, false, false},
        {"ulid", "VARCHAR(26)", true, "", DefaultKind::None, 0, false, false},
        {"price", "DECIMAL(10, 5)", false, "0", DefaultKind::Literal, 0, false, false},
        {"untyped", "", false, "", DefaultKind::None, 0, false, false},
        {"big", "unsigned big int", true, "-1", DefaultKind::Literal, 0, false, false},
        {"created_at", "INTEGER", true, "unixepoch()", DefaultKind::UnixEpoch, 0, false, false},
        {"note", "TEXT", false, "'n/a'", DefaultKind::Literal, 0, false, false},
        // Generated columns are in SELECT *: not hidden (only a virtual table's are).
        {"twice", "INTEGER", false, "", DefaultKind::None, 0, false, true},
        {"thrice", "INTEGER", false, "", DefaultKind::None, 0, false, true},
    };
    QCOMPARE(t->columns.size(), qsizetype(std::size(expected)));
    QCOMPARE(t->columns.size(), xinfo.size());
    for (qsizetype i = 0; i < t->columns.size(); ++i) {
        const ColumnInfo& c = t->columns[i];
        const Col& e = expected[i];
        QCOMPARE(c.name, QString::fromUtf8(e.name));
        QCOMPARE(c.declaredType, QString::fromUtf8(e.type));
        QCOMPARE(c.notNull, e.notNull);
        QCOMPARE(c.defaultSql, QString::fromUtf8(e.dflt));
        QVERIFY2(c.defaultKind == e.kind, e.name);
        QCOMPARE(c.primaryKeyOrder, e.pk);
        QCOMPARE(c.hidden, e.hidden);
        QCOMPARE(c.generated, e.generated);
        // And the same facts from a per-table pragma on the writer.
        QCOMPARE(c.name, xinfo[i][0].toString());
        QCOMPARE(c.declaredType, xinfo[i][1].toString());
        QCOMPARE(c.notNull, xinfo[i][2].toLongLong() != 0);
        QCOMPARE(c.defaultSql, xinfo[i][3].isNull() ? QString() : xinfo[i][3].toString());
        QCOMPARE(c.primaryKeyOrder, xinfo[i][4].toInt());
        QCOMPARE(c.hidden, xinfo[i][5].toLongLong() == 1);
        QCOMPARE(c.generated, xinfo[i][5].toLongLong() >= 2);
    }
    QCOMPARE(t->column(QStringLiteral("CREATED_AT")), &t->columns[5]);
    QVERIFY(!t->column(QStringLiteral("nope")));
    VERIFY_UNCHANGED(snap);
}

void TstSchema::defaults_data()
{
    QTest::addColumn<QString>("clause"); // as written after DEFAULT
    QTest::addColumn<DefaultKind>("kind");

    QTest::newRow("unixepoch()") << QStringLiteral("(unixepoch())") << DefaultKind::UnixEpoch;
    QTest::newRow("UNIXEPOCH ( ) spaced")
        << QStringLiteral("( UNIXEPOCH ( ) )") << DefaultKind::UnixEpoch;
    QTest::newRow("double parens") << QStringLiteral("((unixepoch()))") << DefaultKind::UnixEpoch;
    QTest::newRow("unixepoch('now')")
        << QStringLiteral("(unixepoch('now'))") << DefaultKind::UnixEpoch;
    QTest::newRow("unixepoch('NOW')")
        << QStringLiteral("(unixepoch('NOW'))") << DefaultKind::UnixEpoch;
    QTest::newRow("strftime('%s','now')")
        << QStringLiteral("(strftime('%s','now'))") << DefaultKind::UnixEpoch;
    QTest::newRow("StrFTime spaced")
        << QStringLiteral("( StrFTime ( '%s' ,\n 'Now' ) )") << DefaultKind::UnixEpoch;
    QTest::newRow("cast(strftime as integer)")
        << QStringLiteral("(CAST(strftime('%s','now') AS INTEGER))") << DefaultKind::UnixEpoch;
    QTest::newRow("cast(strftime as int)")
        << QStringLiteral("(cast( strftime('%s', 'now') as int ))") << DefaultKind::UnixEpoch;
    QTest::newRow("comment inside")
        << QStringLiteral("( /* seconds */ unixepoch() )") << DefaultKind::UnixEpoch;
    QTest::newRow("%S is seconds of the minute")
        << QStringLiteral("(strftime('%S','now'))") << DefaultKind::Expression;
    QTest::newRow("milliseconds") << QStringLiteral("(unixepoch() * 1000)")
                                  << DefaultKind::Expression;
    QTest::newRow("subsec") << QStringLiteral("(unixepoch('now','subsec'))")
                            << DefaultKind::Expression;
    QTest::newRow("CURRENT_TIMESTAMP")
        << QStringLiteral("CURRENT_TIMESTAMP") << DefaultKind::CurrentTimestamp;
    QTest::newRow("current_timestamp")
        << QStringLiteral("current_timestamp") << DefaultKind::CurrentTimestamp;
    QTest::newRow("(CURRENT_TIMESTAMP)")
        << QStringLiteral("(CURRENT_TIMESTAMP)") << DefaultKind::CurrentTimestamp;
    QTest::newRow("datetime('now')")
        << QStringLiteral("(datetime('now'))") << DefaultKind::CurrentTimestamp;
    QTest::newRow("DateTime( 'now' )")
        << QStringLiteral("(DateTime( 'now' ))") << DefaultKind::CurrentTimestamp;
    QTest::newRow("datetime('now','localtime')")
        << QStringLiteral("(datetime('now','localtime'))") << DefaultKind::Expression;
    QTest::newRow("rfc3339 strftime")
        << QStringLiteral("(strftime('%Y-%m-%dT%H:%M:%fZ','now'))") << DefaultKind::Expression;
    QTest::newRow("CURRENT_DATE") << QStringLiteral("CURRENT_DATE") << DefaultKind::CurrentDate;
    QTest::newRow("date('now')") << QStringLiteral("(date('now'))") << DefaultKind::CurrentDate;
    QTest::newRow("CURRENT_TIME") << QStringLiteral("CURRENT_TIME") << DefaultKind::CurrentTime;
    QTest::newRow("time('now')") << QStringLiteral("(time('now'))") << DefaultKind::CurrentTime;
    QTest::newRow("julianday('now')")
        << QStringLiteral("(julianday('now'))") << DefaultKind::JulianDayNow;
    QTest::newRow("JULIANDAY ( 'NOW' )")
        << QStringLiteral("(JULIANDAY ( 'NOW' ))") << DefaultKind::JulianDayNow;
    QTest::newRow("0") << QStringLiteral("0") << DefaultKind::Literal;
    QTest::newRow("-1") << QStringLiteral("-1") << DefaultKind::Literal;
    QTest::newRow("+1.5") << QStringLiteral("+1.5") << DefaultKind::Literal;
    QTest::newRow("1e10") << QStringLiteral("1e10") << DefaultKind::Literal;
    QTest::newRow("max int64 hex") << QStringLiteral("0x7fffffffffffffff") << DefaultKind::Literal;
    QTest::newRow("(42)") << QStringLiteral("(42)") << DefaultKind::Literal;
    QTest::newRow("'abc'") << QStringLiteral("'abc'") << DefaultKind::Literal;
    QTest::newRow("'it''s'") << QStringLiteral("'it''s'") << DefaultKind::Literal;
    QTest::newRow("'now' is text") << QStringLiteral("'now'") << DefaultKind::Literal;
    QTest::newRow("x'00ff'") << QStringLiteral("x'00ff'") << DefaultKind::Literal;
    QTest::newRow("NULL") << QStringLiteral("NULL") << DefaultKind::Literal;
    QTest::newRow("TRUE") << QStringLiteral("TRUE") << DefaultKind::Literal;
    QTest::newRow("1+2") << QStringLiteral("(1+2)") << DefaultKind::Expression;
    QTest::newRow("random()") << QStringLiteral("(random())") << DefaultKind::Expression;
    QTest::newRow("random hex id")
        << QStringLiteral("(lower(hex(randomblob(16))))") << DefaultKind::Expression;
    QTest::newRow("no default") << QStringLiteral("") << DefaultKind::None;
}

void TstSchema::defaults()
{
    QFETCH(QString, clause);
    QFETCH(DefaultKind, kind);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("d.db"));
    QString dflt;
    {
        testdb::Writer w(path);
        const QString def = clause.isEmpty() ? QString() : QStringLiteral(" DEFAULT ") + clause;
        QVERIFY(w.exec(QStringLiteral("CREATE TABLE t(id INTEGER PRIMARY KEY, c%1);").arg(def)));
        // The default really works as written (SQLite accepts and evaluates it).
        QVERIFY(w.exec(QStringLiteral("INSERT INTO t(id) VALUES (1)")));
        const QList<QVariantList> r =
            w.rows(QStringLiteral("SELECT dflt_value FROM pragma_table_info('t') WHERE name='c'"));
        QCOMPARE(r.size(), 1);
        dflt = r[0][0].isNull() ? QString() : r[0][0].toString();
    }
    const Snapshot snap(path);
    Schema s;
    READ_SCHEMA(s, path);
    const ColumnInfo* c = s.table(QStringLiteral("t"))->column(QStringLiteral("c"));
    QVERIFY(c);
    QCOMPARE(c->defaultSql, dflt);
    QCOMPARE(int(c->defaultKind), int(kind));
    QCOMPARE(int(classifyDefaultSql(dflt)), int(kind));
    VERIFY_UNCHANGED(snap);
}

void TstSchema::primaryKeyAndRowidAlias_data()
{
    QTest::addColumn<QString>("ddl"); // creates table t
    QTest::addColumn<QStringList>("pk");
    QTest::addColumn<QString>("alias");

    QTest::newRow("INTEGER PRIMARY KEY")
        << QStringLiteral("CREATE TABLE t(x INTEGER PRIMARY KEY, y)")
        << QStringList{QStringLiteral("x")} << QStringLiteral("x");
    QTest::newRow("integer primary key, lower case")
        << QStringLiteral("CREATE TABLE t(x integer primary key, y)")
        << QStringList{QStringLiteral("x")} << QStringLiteral("x");
    QTest::newRow("INTEGER PRIMARY KEY ASC")
        << QStringLiteral("CREATE TABLE t(x INTEGER PRIMARY KEY ASC, y)")
        << QStringList{QStringLiteral("x")} << QStringLiteral("x");
    QTest::newRow("AUTOINCREMENT")
        << QStringLiteral("CREATE TABLE t(x INTEGER PRIMARY KEY AUTOINCREMENT, y)")
        << QStringList{QStringLiteral("x")} << QStringLiteral("x");
    QTest::newRow("INTEGER PRIMARY KEY DESC is not an alias")
        << QStringLiteral("CREATE TABLE t(x INTEGER PRIMARY KEY DESC, y)")
        << QStringList{QStringLiteral("x")} << QStringLiteral("");
    QTest::newRow("PRIMARY KEY(x DESC) table constraint is an alias")
        << QStringLiteral("CREATE TABLE t(x INTEGER, y, PRIMARY KEY(x DESC))")
        << QStringList{QStringLiteral("x")} << QStringLiteral("x");
    QTest::newRow("INT is not INTEGER") << QStringLiteral("CREATE TABLE t(x INT PRIMARY KEY, y)")
                                        << QStringList{QStringLiteral("x")} << QStringLiteral("");
    QTest::newRow("BIGINT") << QStringLiteral("CREATE TABLE t(x BIGINT PRIMARY KEY, y)")
                            << QStringList{QStringLiteral("x")} << QStringLiteral("");
    QTest::newRow("UNSIGNED INTEGER")
        << QStringLiteral("CREATE TABLE t(x UNSIGNED INTEGER PRIMARY KEY, y)")
        << QStringList{QStringLiteral("x")} << QStringLiteral("");
    QTest::newRow("STRICT") << QStringLiteral(
                                   "CREATE TABLE t(x INTEGER PRIMARY KEY, y TEXT) STRICT")
                            << QStringList{QStringLiteral("x")} << QStringLiteral("x");
    QTest::newRow("WITHOUT ROWID has no alias")
        << QStringLiteral("CREATE TABLE t(x INTEGER PRIMARY KEY, y) WITHOUT ROWID")
        << QStringList{QStringLiteral("x")} << QStringLiteral("");
    QTest::newRow("composite, declared order differs from column order")
        << QStringLiteral("CREATE TABLE t(a INTEGER, b TEXT, c INTEGER, PRIMARY KEY(c, a))")
        << QStringList{QStringLiteral("c"), QStringLiteral("a")} << QStringLiteral("");
    QTest::newRow("composite WITHOUT ROWID")
        << QStringLiteral(
               "CREATE TABLE t(day INTEGER, msec INTEGER, v, PRIMARY KEY(day, msec)) WITHOUT ROWID")
        << QStringList{QStringLiteral("day"), QStringLiteral("msec")} << QStringLiteral("");
    QTest::newRow("no primary key")
        << QStringLiteral("CREATE TABLE t(x INTEGER, y)") << QStringList{} << QStringLiteral("");
    QTest::newRow("quoted name") << QStringLiteral(
                                        "CREATE TABLE t(\"Row \"\"Id\"\"\" INTEGER PRIMARY KEY, y)")
                                 << QStringList{QStringLiteral("Row \"Id\"")}
                                 << QStringLiteral("Row \"Id\"");
}

void TstSchema::primaryKeyAndRowidAlias()
{
    QFETCH(QString, ddl);
    QFETCH(QStringList, pk);
    QFETCH(QString, alias);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("pk.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(ddl));
        QCOMPARE(strings(w.rows(QStringLiteral(
                     "SELECT name FROM pragma_table_info('t') WHERE pk > 0 ORDER BY pk"))),
                 pk);
        // The alias, by SQLite's own behaviour: a value stored in an alias column is the rowid.
        const bool withoutRowid =
            w.scalar(QStringLiteral("SELECT wr FROM pragma_table_list WHERE name='t'")) == 1;
        if (!withoutRowid && pk.size() == 1) {
            const QString col = QStringLiteral("\"%1\"").arg(
                QString(pk.first()).replace(QStringLiteral("\""), QStringLiteral("\"\"")));
            QVERIFY(w.exec(QStringLiteral("INSERT INTO t(%1) VALUES (1000)").arg(col)));
            QCOMPARE(w.scalar(QStringLiteral("SELECT rowid FROM t")) == 1000, !alias.isEmpty());
        } else {
            QVERIFY(alias.isEmpty());
        }
    }
    const Snapshot snap(path);
    Schema s;
    READ_SCHEMA(s, path);
    const TableInfo* t = s.table(QStringLiteral("t"));
    QVERIFY(t);
    QCOMPARE(t->primaryKey(), pk);
    QCOMPARE(t->rowidAlias, alias);
    VERIFY_UNCHANGED(snap);
}

void TstSchema::indexes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("ix.db"));
    struct Expected {
        QString name;
        bool unique;
        bool partial;
        QString origin;
        QStringList columns;
        QList<bool> desc;
        bool expr;
    };
    const QList<Expected> expected = {
        {QStringLiteral("sqlite_autoindex_t_1"),
         true,
         false,
         QStringLiteral("pk"),
         {QStringLiteral("code")},
         bools({0}),
         false},
        {QStringLiteral("sqlite_autoindex_t_2"),
         true,
         false,
         QStringLiteral("u"),
         {QStringLiteral("a"), QStringLiteral("b")},
         bools({0, 0}),
         false},
        {QStringLiteral("ix u"),
         true,
         false,
         QStringLiteral("c"),
         {QStringLiteral("b"), QStringLiteral("a")},
         bools({1, 0}),
         false},
        {QStringLiteral("ix_partial"),
         false,
         true,
         QStringLiteral("c"),
         {QStringLiteral("a")},
         bools({0}),
         false},
        {QStringLiteral("ix_expr"),
         false,
         false,
         QStringLiteral("c"),
         {QStringLiteral("lower(b)"), QStringLiteral("a + 1"), QStringLiteral("weird, \"name\""),
          QStringLiteral("substr(b, 1, (2))")},
         bools({1, 0, 0, 1}),
         true},
    };
    QList<QVariantList> plainList;
    QHash<QString, QList<QVariantList>> plainColumns;
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE t(code TEXT PRIMARY KEY, a INTEGER, b TEXT, \"weird, \"\"name\"\"\" REAL,"
            "  UNIQUE (a, b));"
            "CREATE UNIQUE INDEX \"ix u\" ON t(b DESC, a);"
            "CREATE INDEX ix_partial ON t(a) WHERE a IS NOT NULL AND a > 0;"
            "CREATE INDEX ix_expr ON t(lower(b) COLLATE NOCASE DESC, a + 1,"
            "  \"weird, \"\"name\"\"\" ASC, substr(b, 1, (2)) DESC) -- trailing comment\n;")));
        plainList = w.rows(
            QStringLiteral("SELECT name, \"unique\", origin, partial FROM pragma_index_list('t')"));
        for (const QVariantList& r : std::as_const(plainList)) {
            plainColumns.insert(r[0].toString(),
                                w.rows(QStringLiteral("SELECT cid, name, \"desc\", coll FROM "
                                                      "pragma_index_xinfo(%1) WHERE key")
                                           .arg(sqlString(r[0].toString()))));
        }
    }
    QCOMPARE(plainList.size(), expected.size());
    const Snapshot snap(path);
    Schema s;
    READ_SCHEMA(s, path);
    const TableInfo* t = s.table(QStringLiteral("t"));
    QVERIFY(t);
    QCOMPARE(t->indexes.size(), expected.size());
    for (const Expected& e : expected) {
        const auto it = std::find_if(t->indexes.cbegin(), t->indexes.cend(),
                                     [&](const IndexInfo& ix) { return ix.name == e.name; });
        QVERIFY2(it != t->indexes.cend(), qPrintable(e.name));
        const IndexInfo& ix = *it;
        QCOMPARE(ix.unique, e.unique);
        QCOMPARE(ix.partial, e.partial);
        QCOMPARE(ix.origin, e.origin);
        QCOMPARE(ix.columns, e.columns);
        QCOMPARE(ix.descending, e.desc);
        QCOMPARE(ix.hasExpression, e.expr);
        QCOMPARE(ix.collations.size(), e.columns.size());
        QCOMPARE(ix.sql.isEmpty(), e.origin != u"c");
        // Plain-SQL cross-check.
        const auto p = std::find_if(plainList.cbegin(), plainList.cend(),
                                    [&](const QVariantList& r) { return r[0] == e.name; });
        QVERIFY(p != plainList.cend());
        QCOMPARE(ix.unique, (*p)[1].toLongLong() != 0);
        QCOMPARE(ix.origin, (*p)[2].toString());
        QCOMPARE(ix.partial, (*p)[3].toLongLong() != 0);
        const QList<QVariantList> cols = plainColumns.value(e.name);
        QCOMPARE(cols.size(), ix.columns.size());
        for (qsizetype i = 0; i < cols.size(); ++i) {
            if (cols[i][0].toLongLong() >= 0)
                QCOMPARE(ix.columns[i], cols[i][1].toString());
            QCOMPARE(ix.descending[i], cols[i][2].toLongLong() != 0);
            QCOMPARE(ix.collations[i], cols[i][3].toString());
        }
    }
    const IndexInfo& ex = *std::find_if(t->indexes.cbegin(), t->indexes.cend(),
                                        [](const IndexInfo& ix) { return ix.name == u"ix_expr"; });
    QCOMPARE(ex.collations[0].toUpper(), QStringLiteral("NOCASE"));
    QCOMPARE(ex.collations[1], QStringLiteral("BINARY"));
    QVERIFY(ex.sql.startsWith(QStringLiteral("CREATE INDEX ix_expr")));
    VERIFY_UNCHANGED(snap);
}

void TstSchema::foreignKeys()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("fk.db"));
    QList<QVariantList> plain;
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE parent(id INTEGER PRIMARY KEY, region TEXT, code TEXT, "
            "  UNIQUE (region, code));"
            "CREATE TABLE child("
            "  id INTEGER PRIMARY KEY,"
            "  parent_id INTEGER REFERENCES parent(id) ON DELETE CASCADE,"
            "  r TEXT, c TEXT, implicit INTEGER,"
            "  FOREIGN KEY (r, c) REFERENCES parent(region, code) ON UPDATE SET NULL,"
            "  FOREIGN KEY (implicit) REFERENCES parent"
            ");")));
        plain = w.rows(QStringLiteral("SELECT id, seq, \"table\", \"from\", \"to\", on_update, "
                                      "on_delete FROM pragma_foreign_key_list('child') "
                                      "ORDER BY id DESC, seq"));
    }
    const Snapshot snap(path);
    Schema s;
    READ_SCHEMA(s, path);
    const TableInfo* t = s.table(QStringLiteral("child"));
    QVERIFY(t);
    QCOMPARE(t->foreignKeys.size(), 3);
    // Declaration order.
    const ForeignKey& a = t->foreignKeys[0];
    QCOMPARE(a.from, QStringList{QStringLiteral("parent_id")});
    QCOMPARE(a.table, QStringLiteral("parent"));
    QCOMPARE(a.to, QStringList{QStringLiteral("id")});
    QCOMPARE(a.onDelete, QStringLiteral("CASCADE"));
    QCOMPARE(a.onUpdate, QStringLiteral("NO ACTION"));
    const ForeignKey& b = t->foreignKeys[1];
    QCOMPARE(b.from, QStringList({QStringLiteral("r"), QStringLiteral("c")}));
    QCOMPARE(b.to, QStringList({QStringLiteral("region"), QStringLiteral("code")}));
    QCOMPARE(b.onUpdate, QStringLiteral("SET NULL"));
    const ForeignKey& c = t->foreignKeys[2];
    QCOMPARE(c.from, QStringList{QStringLiteral("implicit")});
    QCOMPARE(c.to, QStringList{QString()}); // the referenced primary key
    // Plain-SQL cross-check, flattened.
    QStringList fromPlain;
    QStringList fromSchema;
    for (const QVariantList& r : std::as_const(plain))
        fromPlain << r[2].toString() + u':' + r[3].toString() + u'>' + r[4].toString() + u':' +
                         r[5].toString() + u':' + r[6].toString();
    for (const ForeignKey& fk : t->foreignKeys) {
        for (qsizetype i = 0; i < fk.from.size(); ++i)
            fromSchema << fk.table + u':' + fk.from[i] + u'>' + fk.to[i] + u':' + fk.onUpdate +
                              u':' + fk.onDelete;
    }
    QCOMPARE(fromSchema, fromPlain);
    QVERIFY(s.table(QStringLiteral("parent"))->foreignKeys.isEmpty());
    VERIFY_UNCHANGED(snap);
}

void TstSchema::triggersOnTablesAndViews()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("trg.db"));
    QList<QVariantList> plain;
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE items(id INTEGER PRIMARY KEY, name TEXT, updated_at INTEGER);"
            "CREATE TABLE audit(item_id INTEGER, at INTEGER DEFAULT (unixepoch()));"
            "CREATE VIEW named AS SELECT id, name FROM items WHERE name IS NOT NULL;"
            "CREATE TRIGGER items_touch AFTER UPDATE ON items BEGIN "
            "  UPDATE items SET updated_at = unixepoch() WHERE id = new.id; END;"
            "CREATE TRIGGER \"items audit\" AFTER INSERT ON Items BEGIN "
            "  INSERT INTO audit(item_id) VALUES (new.id); END;"
            "CREATE TRIGGER named_insert INSTEAD OF INSERT ON named BEGIN "
            "  INSERT INTO items(name) VALUES (new.name); END;"
            "INSERT INTO named(name) VALUES ('through the view');")));
        QCOMPARE(w.scalar(QStringLiteral("SELECT count(*) FROM audit")), 1); // triggers fired
        plain = w.rows(QStringLiteral(
            "SELECT tbl_name, name, sql FROM sqlite_schema WHERE type='trigger' ORDER BY rowid"));
    }
    const Snapshot snap(path);
    Schema s;
    READ_SCHEMA(s, path);
    QCOMPARE(plain.size(), 3);
    int seen = 0;
    for (const QVariantList& r : std::as_const(plain)) {
        const TableInfo* t = s.table(r[0].toString());
        QVERIFY(t);
        const auto it =
            std::find_if(t->triggers.cbegin(), t->triggers.cend(),
                         [&](const TriggerInfo& tr) { return tr.name == r[1].toString(); });
        QVERIFY2(it != t->triggers.cend(), qPrintable(r[1].toString()));
        QCOMPARE(it->sql, r[2].toString());
        ++seen;
    }
    QCOMPARE(seen, 3);
    QCOMPARE(s.table(QStringLiteral("items"))->triggers.size(), 2);
    QCOMPARE(s.table(QStringLiteral("named"))->triggers.size(), 1);
    QVERIFY(s.table(QStringLiteral("named"))->kind == TableInfo::Kind::View);
    QVERIFY(s.table(QStringLiteral("audit"))->triggers.isEmpty());
    QVERIFY(s.table(QStringLiteral("audit"))->columns[1].defaultKind == DefaultKind::UnixEpoch);
    VERIFY_UNCHANGED(snap);
}

void TstSchema::approximateRowsFromStat1()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("stat.db"));
    QHash<QString, qint64> plain;
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE indexed(id INTEGER PRIMARY KEY, k INTEGER);"
            "CREATE INDEX indexed_k ON indexed(k);"
            "CREATE TABLE bare(x);"
            "CREATE TABLE partial_only(x INTEGER);"
            "CREATE INDEX po ON partial_only(x) WHERE x > 100;"
            "CREATE TABLE wr(k INTEGER PRIMARY KEY, v) WITHOUT ROWID;"
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1234) "
            "INSERT INTO indexed(k) SELECT i % 10 FROM n;"
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 77) "
            "INSERT INTO bare SELECT i FROM n;"
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300) "
            "INSERT INTO partial_only SELECT i FROM n;"
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 55) "
            "INSERT INTO wr SELECT i, 'v' FROM n;"
            "ANALYZE;"
            "CREATE TABLE later(x); INSERT INTO later VALUES (1), (2);"))); // not analyzed
        for (const QVariantList& r : w.rows(QStringLiteral("SELECT tbl, stat FROM sqlite_stat1"))) {
            const qint64 n = r[1].toString().section(u' ', 0, 0).toLongLong();
            plain[r[0].toString()] = std::max(plain.value(r[0].toString()), n);
        }
    }
    QCOMPARE(plain.value(QStringLiteral("indexed")), 1234);
    QCOMPARE(plain.value(QStringLiteral("bare")), 77);
    QCOMPARE(plain.value(QStringLiteral("partial_only")), 300);
    QCOMPARE(plain.value(QStringLiteral("wr")), 55);
    const Snapshot snap(path);
    Schema s;
    READ_SCHEMA(s, path);
    for (const char* name : {"indexed", "bare", "partial_only", "wr"}) {
        const TableInfo* t = s.table(QString::fromLatin1(name));
        QVERIFY2(t && t->approxRows, name);
        QCOMPARE(*t->approxRows, plain.value(QString::fromLatin1(name)));
        QVERIFY(t->approxFromStat1);
    }
    // Not analyzed: readSchema leaves it unknown; the page estimate reads its one page.
    QVERIFY(!s.table(QStringLiteral("later"))->approxRows);
    READ_SCHEMA_AND_ESTIMATES(s, path);
    const TableInfo* later = s.table(QStringLiteral("later"));
    QCOMPARE(later->approxRows, std::optional<qint64>(2));
    QVERIFY(!later->approxFromStat1);
    VERIFY_UNCHANGED(snap);
}

void TstSchema::approximateRowsFromPages_data()
{
    QTest::addColumn<QString>("create");
    QTest::addColumn<QString>("fill"); // %1 = row count
    QTest::addColumn<int>("rows");
    QTest::addColumn<double>("tolerance"); // allowed relative error
    const QString rowid = QStringLiteral("CREATE TABLE t(id INTEGER PRIMARY KEY, ulid TEXT)");
    const QString seq = QStringLiteral(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
        "INSERT INTO t SELECT i, printf('01HZX%021d', i) FROM n");
    // Random key order splits pages anywhere: leaves are between half and entirely full.
    const QString shuffled = QStringLiteral(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
        "INSERT INTO t SELECT abs(random() % 1000000000000), hex(randomblob(13)) FROM n "
        "ORDER BY random()");
    QTest::newRow("empty") << rowid << seq << 0 << 0.0;
    QTest::newRow("one page") << rowid << seq << 7 << 0.0;
    QTest::newRow("sequential 20k") << rowid << seq << 20000 << 0.1;
    QTest::newRow("sequential 300k, three levels") << rowid << seq << 300000 << 0.1;
    QTest::newRow("random order 50k") << rowid << shuffled << 50000 << 0.6;
    QTest::newRow("without rowid 50k")
        << QStringLiteral("CREATE TABLE t(id INTEGER PRIMARY KEY, ulid TEXT) WITHOUT ROWID") << seq
        << 50000 << 0.2;
}

void TstSchema::approximateRowsFromPages()
{
    QFETCH(QString, create);
    QFETCH(QString, fill);
    QFETCH(int, rows);
    QFETCH(double, tolerance);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("pages.db"));
    qint64 plain = -1;
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(create));
        if (rows > 0)
            QVERIFY(w.exec(fill.arg(rows)));
        plain = w.scalar(QStringLiteral("SELECT count(*) FROM t"));
    }
    const Snapshot snap(path);
    Schema s;
    READ_SCHEMA_AND_ESTIMATES(s, path);
    const TableInfo* t = s.table(QStringLiteral("t"));
    QVERIFY(t && t->approxRows);
    QVERIFY(!t->approxFromStat1);
    const double err = plain == 0 ? double(*t->approxRows)
                                  : std::abs(double(*t->approxRows - plain)) / double(plain);
    QVERIFY2(err <= tolerance,
             qPrintable(QStringLiteral("estimate %1, count(*) %2").arg(*t->approxRows).arg(plain)));
    VERIFY_UNCHANGED(snap);
}

void TstSchema::weirdNamesRoundTrip()
{
    // name, and its quoted spelling written by hand for the DDL
    const QList<QPair<QString, QString>> names = {
        {QStringLiteral("we\"ird"), QStringLiteral("\"we\"\"ird\"")},
        {QStringLiteral("it's"), QStringLiteral("\"it's\"")},
        {QStringLiteral("select"), QStringLiteral("\"select\"")},
        {QStringLiteral("with space"), QStringLiteral("[with space]")},
        {QStringLiteral(" padded "), QStringLiteral("\" padded \"")},
        {QStringLiteral("a.b"), QStringLiteral("`a.b`")},
        {QStringLiteral("--not a comment"), QStringLiteral("\"--not a comment\"")},
        {QStringLiteral("Ünïcødé_表"), QStringLiteral("Ünïcødé_表")},
        {QStringLiteral("🙂"), QStringLiteral("\"🙂\"")},
        {QStringLiteral("Ä"), QStringLiteral("\"Ä\"")},
        {QStringLiteral("ä"), QStringLiteral("\"ä\"")}, // SQLite folds ASCII only: distinct
    };
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("weird.db"));
    QStringList plainNames;
    {
        testdb::Writer w(path);
        QString prev;
        int i = 0;
        for (const auto& [name, q] : names) {
            ++i;
            // Column names weird too; an index named after the table; an FK to the previous.
            QString ddl =
                QStringLiteral("CREATE TABLE %1(%1 INTEGER PRIMARY KEY, \"col \"\"%2\"\"\" "
                               "TEXT DEFAULT 'it''s', ref INTEGER%3);"
                               "CREATE INDEX \"ix %2\" ON %1(\"col \"\"%2\"\"\");")
                    .arg(q)
                    .arg(i)
                    .arg(prev.isEmpty() ? QString() : QStringLiteral(" REFERENCES %1").arg(prev));
            QVERIFY2(w.exec(ddl), qPrintable(ddl));
            QVERIFY(w.exec(QStringLiteral("INSERT INTO %1(ref) VALUES (%2), (%2)").arg(q).arg(i)));
            prev = q;
        }
        plainNames = strings(w.rows(
            QStringLiteral("SELECT name FROM sqlite_schema WHERE type='table' ORDER BY rowid")));
    }
    QStringList expectedNames;
    for (const auto& n : names)
        expectedNames << n.first;
    QCOMPARE(plainNames, expectedNames);

    const Snapshot snap(path);
    OpenError e = OpenError::None;
    QString m;
    {
        auto c = Connection::open(path, &e, &m);
        QVERIFY2(c, qPrintable(m));
        const Schema s = readSchema(*c);
        QVERIFY2(s.error.isEmpty(), qPrintable(s.error));
        QStringList got;
        for (const TableInfo& t : s.tables)
            got << t.name;
        QCOMPARE(got, expectedNames);
        for (qsizetype i = 0; i < names.size(); ++i) {
            const TableInfo& t = s.tables[i];
            QCOMPARE(t.columns.size(), 3);
            QCOMPARE(t.columns[0].name, t.name);
            QCOMPARE(t.rowidAlias, t.name);
            QCOMPARE(t.columns[1].name, QStringLiteral("col \"%1\"").arg(i + 1));
            QCOMPARE(t.columns[1].defaultSql, QStringLiteral("'it''s'"));
            QCOMPARE(t.indexes.size(), 1);
            QCOMPARE(t.indexes[0].name, QStringLiteral("ix %1").arg(i + 1));
            QCOMPARE(t.indexes[0].columns, QStringList{t.columns[1].name});
            if (i > 0) {
                QCOMPARE(t.foreignKeys.size(), 1);
                QCOMPARE(t.foreignKeys[0].table, names[i - 1].first);
                QCOMPARE(t.foreignKeys[0].from, QStringList{QStringLiteral("ref")});
            } else {
                QVERIFY(t.foreignKeys.isEmpty());
            }
            QCOMPARE(countRows(*c, t.name), std::optional<qint64>(2));
        }
        // Look-up folds ASCII case only, like SQLite.
        QCOMPARE(s.table(QStringLiteral("SELECT")), &s.tables[2]);
        QCOMPARE(s.table(QStringLiteral("Ä")), &s.tables[9]);
        QCOMPARE(s.table(QStringLiteral("ä")), &s.tables[10]);
        QVERIFY(!s.table(QStringLiteral("ünïcødé_表")));
        QVERIFY(!s.table(QStringLiteral("we\"\"ird")));
    }
    VERIFY_UNCHANGED(snap);
}

void TstSchema::bigBlobAndEmptyTables()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("blob.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE blobs(id BLOB PRIMARY KEY, body BLOB NOT NULL) WITHOUT ROWID;"
            "CREATE TABLE empty_rowid(id INTEGER PRIMARY KEY, v);"
            "CREATE TABLE empty_wr(k TEXT PRIMARY KEY) WITHOUT ROWID;"
            "CREATE VIEW empty_view AS SELECT * FROM empty_rowid;")));
        QByteArray big(1 << 20, '\0');
        for (int i = 0; i < big.size(); ++i)
            big[i] = char(i * 131 % 251);
        QVERIFY(w.insertRows(
            QStringLiteral("INSERT INTO blobs VALUES (?, ?)"),
            {{QByteArray(16, '\x01'), big}, {QByteArray(16, '\x02'), QByteArray("x")}}));
        QCOMPARE(w.scalar(QStringLiteral("SELECT max(length(body)) FROM blobs")), 1 << 20);
    }
    const Snapshot snap(path);
    {
        QString m;
        OpenError e = OpenError::None;
        auto c = Connection::open(path, &e, &m);
        QVERIFY2(c, qPrintable(m));
        const Schema s = readSchema(*c);
        QVERIFY(s.error.isEmpty());
        QCOMPARE(s.tables.size(), 4);
        QCOMPARE(s.table(QStringLiteral("blobs"))->primaryKey(), QStringList{QStringLiteral("id")});
        QCOMPARE(s.table(QStringLiteral("blobs"))->columns[0].declaredType, QStringLiteral("BLOB"));
        QCOMPARE(countRows(*c, QStringLiteral("blobs")), std::optional<qint64>(2));
        QCOMPARE(countRows(*c, QStringLiteral("empty_rowid")), std::optional<qint64>(0));
        QCOMPARE(countRows(*c, QStringLiteral("empty_wr")), std::optional<qint64>(0));
        QCOMPARE(countRows(*c, QStringLiteral("empty_view")), std::optional<qint64>(0));
        QVERIFY(!countRows(*c, QStringLiteral("no_such_table")));
        QVERIFY(!s.table(QStringLiteral("empty_rowid"))->approxRows);
        Schema estimated = s;
        fillRowEstimates(*c, estimated);
        QCOMPARE(estimated.table(QStringLiteral("empty_rowid"))->approxRows,
                 std::optional<qint64>(0));
        QCOMPARE(estimated.table(QStringLiteral("empty_wr"))->approxRows, std::optional<qint64>(0));
        QCOMPARE(estimated.table(QStringLiteral("blobs"))->approxRows, std::optional<qint64>(2));
    }
    VERIFY_UNCHANGED(snap);
}

void TstSchema::noTableIsScanned()
{
    // Every page of a big table and of its index is overwritten with garbage. Reading the
    // schema must not touch them (it succeeds and is complete); counting the rows must (and
    // fails), which proves the damage is real.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("scan.db"));
    QList<qint64> pages;
    qint64 pageSize = 0;
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE small(id INTEGER PRIMARY KEY, v TEXT);"
            "INSERT INTO small(v) VALUES ('a'), ('b');"
            "CREATE TABLE big(id INTEGER PRIMARY KEY, ulid TEXT NOT NULL, created_at INTEGER "
            "  NOT NULL DEFAULT (unixepoch()), parent INTEGER REFERENCES small(id));"
            "CREATE INDEX big_ulid ON big(ulid);"
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000) "
            "INSERT INTO big(ulid, parent) SELECT printf('01HZX%021d', i), 1 FROM n;"
            "ANALYZE;")));
        pageSize = w.scalar(QStringLiteral("PRAGMA page_size"));
        for (const QVariantList& r :
             w.rows(QStringLiteral("SELECT pageno FROM dbstat WHERE name IN ('big', 'big_ulid')")))
            pages.append(r[0].toLongLong());
    }
    QVERIFY(pages.size() > 100);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        const QByteArray garbage(int(pageSize), char(0xEE));
        for (qint64 p : std::as_const(pages)) {
            QVERIFY(f.seek((p - 1) * pageSize));
            QCOMPARE(f.write(garbage), pageSize);
        }
    }
    const Snapshot snap(path);
    {
        QString m;
        OpenError e = OpenError::None;
        auto c = Connection::open(path, &e, &m);
        QVERIFY2(c, qPrintable(m));
        const Schema s = readSchema(*c);
        QVERIFY2(s.error.isEmpty(), qPrintable(s.error));
        const TableInfo* big = s.table(QStringLiteral("big"));
        QVERIFY(big);
        QCOMPARE(big->columns.size(), 4);
        QCOMPARE(big->indexes.size(), 1);
        QCOMPARE(big->foreignKeys.size(), 1);
        QCOMPARE(big->approxRows, std::optional<qint64>(20000));
        QVERIFY(!countRows(*c, QStringLiteral("big")));
        QCOMPARE(countRows(*c, QStringLiteral("small")), std::optional<qint64>(2));
    }
    VERIFY_UNCHANGED(snap);
}

void TstSchema::ulidKeysUnixepochAudit()
{
    // TEXT ULID keys, INTEGER unixepoch() audit columns, entity_versions.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("ulid_audit.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE pages(id TEXT PRIMARY KEY NOT NULL, title TEXT NOT NULL,"
            "  created_at INTEGER NOT NULL DEFAULT (unixepoch()),"
            "  updated_at INTEGER NOT NULL DEFAULT (unixepoch()));"
            "CREATE TABLE entity_versions(id TEXT PRIMARY KEY NOT NULL,"
            "  entity_type TEXT NOT NULL, entity_id TEXT NOT NULL,"
            "  version_number INTEGER NOT NULL, data TEXT,"
            "  changed_at INTEGER NOT NULL DEFAULT (unixepoch()),"
            "  UNIQUE (entity_type, entity_id, version_number));"
            "CREATE INDEX entity_versions_asof ON entity_versions(entity_id, changed_at, "
            "  version_number);"
            "INSERT INTO pages(id, title) VALUES ('01HZX3Q4T2V8N6K9M0P1R2S3T4', 'Home');"
            "INSERT INTO entity_versions(id, entity_type, entity_id, version_number, data) "
            "  VALUES ('01HZX3Q4T2V8N6K9M0P1R2S3T5', 'page', '01HZX3Q4T2V8N6K9M0P1R2S3T4', 1, "
            "  '{}');")));
        QVERIFY(w.scalar(QStringLiteral("SELECT created_at FROM pages")) > 1700000000);
    }
    const Snapshot snap(path);
    Schema s;
    READ_SCHEMA(s, path);
    const TableInfo* pages = s.table(QStringLiteral("pages"));
    QVERIFY(pages);
    QCOMPARE(pages->primaryKey(), QStringList{QStringLiteral("id")});
    QCOMPARE(pages->rowidAlias, QString()); // TEXT key: the rowid is separate
    QVERIFY(pages->hasRowid());
    QCOMPARE(pages->indexes.size(), 1);
    QCOMPARE(pages->indexes[0].origin, QStringLiteral("pk"));
    for (const char* col : {"created_at", "updated_at"}) {
        const ColumnInfo* c = pages->column(QString::fromLatin1(col));
        QVERIFY(c);
        QVERIFY(c->notNull);
        QCOMPARE(c->declaredType, QStringLiteral("INTEGER"));
        QVERIFY(c->defaultKind == DefaultKind::UnixEpoch);
    }
    const TableInfo* ev = s.table(QStringLiteral("entity_versions"));
    QVERIFY(ev);
    QVERIFY(ev->column(QStringLiteral("changed_at"))->defaultKind == DefaultKind::UnixEpoch);
    QCOMPARE(ev->indexes.size(), 3);
    QStringList shapes;
    for (const IndexInfo& ix : ev->indexes)
        shapes << ix.origin + u':' + ix.columns.join(u',');
    shapes.sort();
    QCOMPARE(shapes, QStringList({QStringLiteral("c:entity_id,changed_at,version_number"),
                                  QStringLiteral("pk:id"),
                                  QStringLiteral("u:entity_type,entity_id,version_number")}));
    VERIFY_UNCHANGED(snap);
}

void TstSchema::blobUuidsWithForeignKeys()
{
    // UUIDv7 ids as 16-byte BLOBs, foreign keys between them; some ids stay TEXT.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("blob_uuids.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "PRAGMA foreign_keys = ON;"
            "CREATE TABLE accounts(id BLOB PRIMARY KEY NOT NULL CHECK (length(id) = 16),"
            "  name TEXT NOT NULL, created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP);"
            "CREATE TABLE orders(id BLOB PRIMARY KEY NOT NULL,"
            "  account_id BLOB NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,"
            "  created_at INTEGER NOT NULL DEFAULT (unixepoch()), delivery_id TEXT);"
            "CREATE INDEX orders_by_created ON orders(created_at, id);"
            "CREATE TABLE jobs(id BLOB PRIMARY KEY, order_id BLOB REFERENCES orders(id),"
            "  lease_owner TEXT, payload TEXT);"
            "INSERT INTO accounts(id, name) VALUES (x'0190f5a1b2c37d4e8f90a1b2c3d4e5f6', 'a');"
            "INSERT INTO orders(id, account_id) VALUES (x'0190f5a1b2c37d4e8f90a1b2c3d4e5f7', "
            "  x'0190f5a1b2c37d4e8f90a1b2c3d4e5f6');")));
    }
    const Snapshot snap(path);
    Schema s;
    READ_SCHEMA(s, path);
    const TableInfo* accounts = s.table(QStringLiteral("accounts"));
    QVERIFY(accounts);
    QCOMPARE(accounts->columns[0].declaredType, QStringLiteral("BLOB"));
    QVERIFY(accounts->column(QStringLiteral("created_at"))->defaultKind ==
            DefaultKind::CurrentTimestamp);
    const TableInfo* orders = s.table(QStringLiteral("orders"));
    QCOMPARE(orders->foreignKeys.size(), 1);
    QCOMPARE(orders->foreignKeys[0].from, QStringList{QStringLiteral("account_id")});
    QCOMPARE(orders->foreignKeys[0].table, QStringLiteral("accounts"));
    QCOMPARE(orders->foreignKeys[0].to, QStringList{QStringLiteral("id")});
    QCOMPARE(orders->foreignKeys[0].onDelete, QStringLiteral("CASCADE"));
    QVERIFY(orders->column(QStringLiteral("created_at"))->defaultKind == DefaultKind::UnixEpoch);
    QCOMPARE(orders->column(QStringLiteral("delivery_id"))->declaredType, QStringLiteral("TEXT"));
    const TableInfo* jobs = s.table(QStringLiteral("jobs"));
    QCOMPARE(jobs->foreignKeys.size(), 1);
    QCOMPARE(jobs->foreignKeys[0].table, QStringLiteral("orders"));
    QCOMPARE(jobs->rowidAlias, QString());
    QCOMPARE(jobs->primaryKey(), QStringList{QStringLiteral("id")});
    VERIFY_UNCHANGED(snap);
}

void TstSchema::integerTimeKeys()
{
    // Integer time keys: a composite (day, msec) WITHOUT ROWID key, a rowid time key, and a
    // (ts, seq) key.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("time_keys.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE timeseries(day2000 INTEGER NOT NULL, msec INTEGER NOT NULL,"
            "  fac REAL, fac_error REAL, PRIMARY KEY (day2000, msec)) WITHOUT ROWID;"
            "CREATE INDEX ts_covering ON timeseries(day2000, msec, fac, fac_error);"
            "CREATE TABLE events(event_time INTEGER PRIMARY KEY, data BLOB);"
            "CREATE TABLE telemetry(ts INTEGER, seq INTEGER DEFAULT 0, data BLOB,"
            "  PRIMARY KEY (ts, seq)) WITHOUT ROWID;"
            "INSERT INTO timeseries VALUES (7305, 86400000, 1.5, 0.1), (9461, 0, 2.5, 0.2);"
            "INSERT INTO events VALUES (1735689600123456789, x'00');")));
        QCOMPARE(w.scalar(QStringLiteral("SELECT rowid FROM events")), 1735689600123456789LL);
    }
    const Snapshot snap(path);
    Schema s;
    READ_SCHEMA(s, path);
    const TableInfo* ts = s.table(QStringLiteral("timeseries"));
    QVERIFY(ts);
    QVERIFY(ts->withoutRowid);
    QVERIFY(!ts->hasRowid());
    QCOMPARE(ts->primaryKey(), QStringList({QStringLiteral("day2000"), QStringLiteral("msec")}));
    QCOMPARE(ts->column(QStringLiteral("msec"))->primaryKeyOrder, 2);
    QCOMPARE(ts->rowidAlias, QString());
    QCOMPARE(ts->indexes.size(), 2);
    const TableInfo* ev = s.table(QStringLiteral("events"));
    QCOMPARE(ev->rowidAlias, QStringLiteral("event_time"));
    QVERIFY(ev->indexes.isEmpty());
    const TableInfo* tel = s.table(QStringLiteral("telemetry"));
    QCOMPARE(tel->primaryKey(), QStringList({QStringLiteral("ts"), QStringLiteral("seq")}));
    QVERIFY(tel->column(QStringLiteral("seq"))->defaultKind == DefaultKind::Literal);
    VERIFY_UNCHANGED(snap);
}

void TstSchema::thousandTables()
{
    // The joined statements at scale: every table's columns, index and foreign key arrive.
    constexpr int kTables = 1000;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("many.db"));
    {
        testdb::Writer w(path);
        QString ddl = QStringLiteral("BEGIN;");
        for (int i = 0; i < kTables; ++i) {
            ddl += QStringLiteral("CREATE TABLE t%1(id TEXT PRIMARY KEY, parent TEXT%2, "
                                  "created_at INTEGER NOT NULL DEFAULT (unixepoch()), v BLOB);"
                                  "CREATE INDEX t%1_created ON t%1(created_at DESC);")
                       .arg(i)
                       .arg(i == 0 ? QString() : QStringLiteral(" REFERENCES t%1(id)").arg(i - 1));
        }
        ddl += QStringLiteral("COMMIT;");
        QVERIFY(w.exec(ddl));
    }
    const Snapshot snap(path);
    Schema s;
    QElapsedTimer timer;
    timer.start();
    READ_SCHEMA(s, path);
    qInfo("open + readSchema of %d tables: %lld ms", kTables, qint64(timer.elapsed()));
    QCOMPARE(s.tables.size(), kTables);
    for (int i = 0; i < kTables; ++i) {
        const TableInfo& t = s.tables[i];
        QCOMPARE(t.name, QStringLiteral("t%1").arg(i));
        QCOMPARE(t.columns.size(), 4);
        QCOMPARE(t.indexes.size(), 2); // the TEXT primary key's and t%1_created
        QCOMPARE(t.foreignKeys.size(), i == 0 ? 0 : 1);
        if (i > 0)
            QCOMPARE(t.foreignKeys[0].table, QStringLiteral("t%1").arg(i - 1));
        QVERIFY(t.columns[2].defaultKind == DefaultKind::UnixEpoch);
    }
    VERIFY_UNCHANGED(snap);
}

void TstSchema::countRowsCancels()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("cancel.db"));
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(QStringLiteral(
            "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3);"
            "CREATE VIEW forever AS WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 "
            "FROM c) SELECT n FROM c;")));
    }
    const Snapshot snap(path);
    {
        QString m;
        OpenError e = OpenError::None;
        auto c = Connection::open(path, &e, &m);
        QVERIFY2(c, qPrintable(m));
        QCOMPARE(countRows(*c, QStringLiteral("t")), std::optional<qint64>(3));
        std::thread canceller([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(150));
            c->cancel();
        });
        // The view never ends: only the cancel can end the count, and then with no answer.
        const std::optional<qint64> n = countRows(*c, QStringLiteral("forever"));
        canceller.join();
        QVERIFY(!n);
        QVERIFY(c->isCancelled());
        // Still cancelled: nothing runs until clearCancel().
        QVERIFY(!countRows(*c, QStringLiteral("t")));
        const Schema cancelled = readSchema(*c);
        QVERIFY(!cancelled.error.isEmpty());
        c->clearCancel();
        QCOMPARE(countRows(*c, QStringLiteral("t")), std::optional<qint64>(3));
        const Schema s = readSchema(*c);
        QVERIFY(s.error.isEmpty());
        QCOMPARE(s.tables.size(), 2);
    }
    VERIFY_UNCHANGED(snap);
}

void TstSchema::countRowsNeverReturnsAPartialCount()
{
    // count(*) on a table runs inside one VDBE instruction that walks the whole B-tree and
    // checks for sqlite3_interrupt() as it goes; a count cut short must come back as "no
    // answer", never as a smaller number. A thread keeps cancelling while the count runs.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("big.db"));
    constexpr qint64 kRows = 2'000'000;
    {
        testdb::Writer w(path);
        QVERIFY(w.exec(
            QStringLiteral(
                "CREATE TABLE big(x INTEGER);"
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
                "INSERT INTO big SELECT i FROM n;")
                .arg(kRows)));
        QCOMPARE(w.scalar(QStringLiteral("SELECT count(*) FROM big")), kRows);
    }
    const Snapshot snap(path);
    {
        QString m;
        OpenError e = OpenError::None;
        auto c = Connection::open(path, &e, &m);
        QVERIFY2(c, qPrintable(m));
        QCOMPARE(countRows(*c, QStringLiteral("big")), std::optional<qint64>(kRows));
        int unanswered = 0;
        for (int delayUs : {0, 500, 2000, 5000, 10000, 15000}) {
            c->clearCancel();
            std::atomic_bool done{false};
            std::thread spin([&] {
                std::this_thread::sleep_for(std::chrono::microseconds(delayUs));
                while (!done) {
                    c->cancel();
                    std::this_thread::yield();
                }
            });
            const std::optional<qint64> n = countRows(*c, QStringLiteral("big"));
            done = true;
            spin.join();
            QVERIFY2(!n || *n == kRows, qPrintable(QString::number(n.value_or(-1))));
            unanswered += n ? 0 : 1;
        }
        QVERIFY(unanswered > 0); // at least one count was really cut short
        c->clearCancel();
        QCOMPARE(countRows(*c, QStringLiteral("big")), std::optional<qint64>(kRows));
    }
    VERIFY_UNCHANGED(snap);
}

QTEST_GUILESS_MAIN(TstSchema)
#include "tst_schema.moc"
