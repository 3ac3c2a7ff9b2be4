// `idscope locality`: the JSON contract (docs/cli.md) on a v4/v7 pair built from one insert
// stream, with the inversion count checked by a brute-force loop over rows read with plain
// SQL; WITHOUT ROWID tables need --order; clear failures; the file is left unchanged.
#include "clirun.h"
#include "sqlitefixture.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>

using namespace Qt::StringLiterals; // u"…"_s

class TestCliLocality : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void json_data();
    void json();
    void text();
    void withoutDbstat();
    void failures_data();
    void failures();
    void shadowedRowidWithOrder();

private:
    QTemporaryDir dir_;
    QString db_;
};

void TestCliLocality::initTestCase()
{
    QVERIFY(dir_.isValid());
    db_ = dir_.filePath(QStringLiteral("keys.db"));
    testdb::Writer w(db_);
    QVERIFY(w.exec(
        QStringLiteral("CREATE TABLE v4(id BLOB PRIMARY KEY, seq INTEGER NOT NULL) WITHOUT ROWID;"
                       "CREATE TABLE v7(id BLOB PRIMARY KEY, seq INTEGER NOT NULL) WITHOUT ROWID;"
                       "CREATE TABLE \"my table\"(id INTEGER PRIMARY KEY, note TEXT);"
                       "INSERT INTO \"my table\"(note) VALUES('a'),('b'),('c');"
                       // Columns that take every name of the rowid: legal, and SQL can no
                       // longer reach the insertion order.
                       "CREATE TABLE shadow(rowid TEXT, _rowid_ TEXT, oid TEXT, id TEXT "
                       "PRIMARY KEY, seq INTEGER);"
                       "INSERT INTO shadow VALUES('a','b','c','k1',1),('d','e','f','k2',2);")));
    std::mt19937_64 rng(11);
    QList<QVariantList> v4, v7;
    for (int i = 0; i < 3000; ++i) {
        QByteArray a(16, '\0'), b(16, '\0');
        for (auto& c : a)
            c = char(rng());
        const qint64 ms = 1790000000000 + i;
        for (int k = 0; k < 16; ++k)
            b[k] = k < 6 ? char(ms >> (40 - 8 * k)) : char(rng());
        v4 << QVariantList{a, qlonglong(i)};
        v7 << QVariantList{b, qlonglong(i)};
    }
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO v4 VALUES(?,?)"), v4));
    QVERIFY(w.insertRows(QStringLiteral("INSERT INTO v7 VALUES(?,?)"), v7));
}

void TestCliLocality::json_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<bool>("random");
    QTest::newRow("v4") << QStringLiteral("v4") << true;
    QTest::newRow("v7") << QStringLiteral("v7") << false;
}

void TestCliLocality::json()
{
    QFETCH(QString, table);
    QFETCH(bool, random);
    testdb::Snapshot snap(db_);
    const clitest::Run r =
        clitest::idscope({QStringLiteral("locality"), db_, QStringLiteral("--table"), table,
                          QStringLiteral("--order=seq"), QStringLiteral("--recent"),
                          QStringLiteral("200"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    QJsonParseError e{};
    const QJsonObject o = QJsonDocument::fromJson(r.out, &e).object();
    QCOMPARE(e.error, QJsonParseError::NoError);
    for (const char* k :
         {"rows", "inversion_ratio", "right_edge_share", "recent_leaf_pages", "min_leaf_pages",
          "rightmost_share", "leaf_pages", "avg_leaf_fill", "leaf_disorder"})
        QVERIFY2(o.contains(QLatin1String(k)), k);
    QCOMPARE(o.value(u"rows").toInteger(), qint64(3000));

    // Expected inversion ratio: key order read with plain SQL, pairs counted one by one.
    std::vector<qint64> seqByKey;
    {
        testdb::Writer w(db_);
        for (const QVariantList& row :
             w.rows(QStringLiteral("SELECT seq FROM %1 ORDER BY id").arg(table)))
            seqByKey.push_back(row[0].toLongLong());
    }
    quint64 inv = 0;
    for (std::size_t i = 0; i < seqByKey.size(); ++i)
        for (std::size_t j = i + 1; j < seqByKey.size(); ++j)
            inv += seqByKey[i] > seqByKey[j];
    const double want = double(inv) / (3000.0 * 2999.0 / 2.0);
    QVERIFY(qAbs(o.value(u"inversion_ratio").toDouble() - want) < 1e-9);
    const double spread =
        o.value(u"recent_leaf_pages").toDouble() / o.value(u"min_leaf_pages").toDouble();
    if (random)
        QVERIFY2(spread > 4, qPrintable(QString::number(spread)));
    else
        QVERIFY2(spread <= 1.5, qPrintable(QString::number(spread)));
    VERIFY_UNCHANGED(snap);
}

void TestCliLocality::text()
{
    const clitest::Run r = clitest::idscope(
        {QStringLiteral("locality"), db_, QStringLiteral("--table"), QStringLiteral("my table")});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains(u"inversion ratio"), r.out.constData());
    QVERIFY(out.contains(u"0.0000"));
    QVERIFY(out.contains(u"leaf pages"));
}

void TestCliLocality::withoutDbstat()
{
    const clitest::Run r = clitest::idscope(
        {QStringLiteral("locality"), db_, QStringLiteral("--table=v4"), QStringLiteral("--order"),
         QStringLiteral("seq"), QStringLiteral("--no-dbstat"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QVERIFY(o.value(u"leaf_pages").isNull());
    QVERIFY(o.value(u"leaf_note").toString().contains(u"dbstat"));
    QVERIFY(o.value(u"inversion_ratio").toDouble() > 0.4);
}

void TestCliLocality::failures_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString db = QStringLiteral("DB");
    QTest::newRow("no table") << QStringList{db} << 2 << u"--table"_s;
    QTest::newRow("no database") << QStringList{u"--table=v4"_s} << 2 << u"database"_s;
    QTest::newRow("without rowid needs order")
        << QStringList{db, u"--table=v4"_s} << 2 << u"--order"_s;
    QTest::newRow("unknown column")
        << QStringList{db, u"--table=v4"_s, u"--order=nope"_s} << 2 << u"nope"_s;
    QTest::newRow("unknown table") << QStringList{db, u"--table=zz"_s} << 1 << u"zz"_s;
    QTest::newRow("bad recent") << QStringList{db, u"--table=v4"_s, u"--recent=0"_s} << 2
                                << u"--recent"_s;
    QTest::newRow("unknown option") << QStringList{db, u"--bogus"_s} << 2 << u"--bogus"_s;
    QTest::newRow("missing file") << QStringList{u"/nonexistent/x.db"_s, u"--table=t"_s} << 1
                                  << u"cannot open"_s;
    QTest::newRow("rowid names all shadowed")
        << QStringList{db, u"--table=shadow"_s} << 2 << u"rowid, _rowid_ and oid"_s;
}

// With the order named, the table whose columns shadow the rowid is read like any other.
void TestCliLocality::shadowedRowidWithOrder()
{
    const clitest::Run r = clitest::idscope({QStringLiteral("locality"), db_,
                                             QStringLiteral("--table=shadow"),
                                             QStringLiteral("--order=seq"),
                                             QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(QJsonDocument::fromJson(r.out).object().value(u"rows").toInteger(), 2);
}

void TestCliLocality::failures()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    for (QString& a : args)
        if (a == u"DB")
            a = db_;
    args.prepend(QStringLiteral("locality"));
    const clitest::Run r = clitest::idscope(args);
    QCOMPARE(r.exitCode, exitCode);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.startsWith(u"idscope: ") && err.contains(message), r.err.constData());
    QCOMPARE(err.count(u'\n'), 1);
}

QTEST_GUILESS_MAIN(TestCliLocality)
#include "tst_cli_locality.moc"
