// SQLite's side of the Source seam: what read() delivers (capped values, the row locator, a
// sample's rows with their repeats, the positions of a scan) and caseDuplicates, each compared
// with plain SQL on the same file or with rows written out by hand; the file stays unchanged.
#include "db/connection.h"
#include "db/source.h"
#include "sqlitefixture.h"

#include <QHash>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace idscope::db;
using testdb::Snapshot;

namespace {

// One row of a read as plain values: qint64, double, QString, QByteArray or a null QVariant.
QVariantList rowOf(const Rows& r)
{
    QVariantList out;
    for (int i = 0; i < r.columnCount(); ++i) {
        switch (r.type(i)) {
        case StorageClass::Null:
            out << QVariant();
            break;
        case StorageClass::Integer:
            out << QVariant(qlonglong(r.int64(i)));
            break;
        case StorageClass::Real:
            out << QVariant(r.real(i));
            break;
        case StorageClass::Text: {
            const std::string_view t = r.textView(i);
            out << QVariant(QString::fromUtf8(t.data(), qsizetype(t.size())));
            break;
        }
        case StorageClass::Blob: {
            const std::string_view b = r.blobView(i);
            out << QVariant(QByteArray(b.data(), qsizetype(b.size())));
            break;
        }
        }
    }
    return out;
}

QList<QVariantList> drain(Rows& r)
{
    QList<QVariantList> out;
    while (r.next())
        out << rowOf(r);
    return out;
}

// The same typing for the writer's rows (it may hand back int for small integers).
QList<QVariantList> normalised(QList<QVariantList> rows)
{
    for (QVariantList& row : rows) {
        for (QVariant& v : row) {
            if (v.typeId() == QMetaType::Int || v.typeId() == QMetaType::LongLong)
                v = QVariant(qlonglong(v.toLongLong()));
        }
    }
    return rows;
}

} // namespace

class TestSqliteSource : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void readCapsLongValues();
    void readSampleRowids();
    void readSamplePositions();
    void caseDuplicates();
    void fileUnchanged();

private:
    QTemporaryDir dir_;
    QString path_;
    std::unique_ptr<Snapshot> snap_;
    std::unique_ptr<testdb::Writer> check_; // plain SQL for the expected values
    std::unique_ptr<Connection> c_;
};

void TestSqliteSource::initTestCase()
{
    QVERIFY(dir_.isValid());
    path_ = dir_.filePath(QStringLiteral("src.sqlite"));
    {
        testdb::Writer w(path_);
        QVERIFY(
            w.exec(QStringLiteral("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT, b BLOB);"
                                  "CREATE TABLE w (k TEXT PRIMARY KEY, n INTEGER) WITHOUT ROWID;"
                                  "CREATE TABLE c (id TEXT, n INTEGER);")));
        QList<QVariantList> rows;
        for (qint64 i = 1; i <= 40; ++i) {
            // Rowids with gaps; every fifth value longer than the cap of 10 bytes.
            const QString v =
                i % 5 == 0 ? QString(12 + int(i), QLatin1Char('x')) : QStringLiteral("v%1").arg(i);
            const QByteArray b = i % 7 == 0 ? QByteArray(20, char(i)) : QByteArray(3, char(i));
            rows << QVariantList{qlonglong(i * 3), v, b};
        }
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO t VALUES (?, ?, ?)"), rows));
        QList<QVariantList> wrows;
        for (int i = 0; i < 12; ++i)
            wrows << QVariantList{QStringLiteral("k%1").arg(i, 2, 10, QLatin1Char('0')),
                                  qlonglong(i * i)};
        QVERIFY(w.insertRows(QStringLiteral("INSERT INTO w VALUES (?, ?)"), wrows));
        QVERIFY(w.exec(QStringLiteral(
            "INSERT INTO c VALUES ('01ABC', 1), ('01abc', 2), ('01Abc', 3), ('01XYZ', 4),"
            "('01DEF', 5), ('01def', 6), ('01GHI', 7), (x'01', 8);")));
    }
    snap_ = std::make_unique<Snapshot>(path_);
    OpenError err = OpenError::None;
    QString message;
    c_ = Connection::open(path_, &err, &message);
    QVERIFY2(c_, qPrintable(message));
    check_ = std::make_unique<testdb::Writer>(path_);
}

void TestSqliteSource::readCapsLongValues()
{
    const Schema s = c_->readSchema();
    const TableInfo* t = s.table(QStringLiteral("t"));
    QVERIFY(t);
    QVERIFY(c_->hasRowLocator(*t));
    ReadRequest r;
    r.table = t;
    r.columns = {{QStringLiteral("v"), 10}, {QStringLiteral("b"), 10}, {QStringLiteral("id"), 0}};
    r.withRowLocator = true;
    QString error;
    const std::unique_ptr<Rows> rows = c_->read(r, &error);
    QVERIFY2(rows, qPrintable(error));
    const QList<QVariantList> got = drain(*rows);
    QVERIFY(!rows->failed());
    const QList<QVariantList> expected = normalised(check_->rows(
        QStringLiteral("SELECT rowid, CASE WHEN length(v) > 10 THEN NULL ELSE v END,"
                       " CASE WHEN length(v) > 10 THEN length(v) END,"
                       " CASE WHEN length(b) > 10 THEN NULL ELSE b END,"
                       " CASE WHEN length(b) > 10 THEN -length(b) END, id FROM t ORDER BY rowid")));
    QCOMPARE(got.size(), 40);
    QCOMPARE(got, expected);
}

void TestSqliteSource::readSampleRowids()
{
    const Schema s = c_->readSchema();
    const TableInfo* t = s.table(QStringLiteral("t"));
    QVERIFY(t);
    // Rowids 3 and 9 exist, 10 does not (skipped), 3 repeats, 120 is the last row.
    RowSample sample;
    sample.kind = RowSample::Kind::Rowids;
    sample.rows = {3, 3, 9, 10, 120};
    ReadRequest r;
    r.table = t;
    r.columns = {{QStringLiteral("v"), 0}};
    r.withRowLocator = true;
    r.sample = &sample;
    QString error;
    const std::unique_ptr<Rows> rows = c_->read(r, &error);
    QVERIFY2(rows, qPrintable(error));
    const QList<QVariantList> got = drain(*rows);
    QVERIFY(!rows->failed());
    const QList<QVariantList> expected = {
        {qlonglong(3), QStringLiteral("v1")},
        {qlonglong(3), QStringLiteral("v1")},
        {qlonglong(9), QStringLiteral("v3")},
        {qlonglong(120), QString(52, QLatin1Char('x'))},
    };
    QCOMPARE(got, expected);

    // A drawn sample reads as many rows as it chose, each the row its rowid names.
    const RowSample drawn = c_->drawSample(*t, 10, 42);
    QCOMPARE(drawn.kind, RowSample::Kind::Rowids);
    r.sample = &drawn;
    const std::unique_ptr<Rows> again = c_->read(r, &error);
    QVERIFY(again);
    const QList<QVariantList> sampled = drain(*again);
    QCOMPARE(sampled.size(), qsizetype(drawn.rows.size()));
    for (qsizetype i = 0; i < sampled.size(); ++i) {
        QCOMPARE(sampled[i][0].toLongLong(), drawn.rows[std::size_t(i)]);
        QCOMPARE(sampled[i][1].toString(),
                 check_
                     ->rows(QStringLiteral("SELECT v FROM t WHERE rowid = %1")
                                .arg(drawn.rows[std::size_t(i)]))
                     .value(0)
                     .value(0)
                     .toString());
    }
}

void TestSqliteSource::readSamplePositions()
{
    const Schema s = c_->readSchema();
    const TableInfo* w = s.table(QStringLiteral("w"));
    QVERIFY(w);
    QVERIFY(!c_->hasRowLocator(*w));
    RowSample sample;
    sample.kind = RowSample::Kind::Positions;
    sample.rows = {0, 2, 2, 11, 40}; // 40 lies past the end
    ReadRequest r;
    r.table = w;
    r.columns = {{QStringLiteral("k"), 0}, {QStringLiteral("n"), 0}};
    r.sample = &sample;
    QString error;
    const std::unique_ptr<Rows> rows = c_->read(r, &error);
    QVERIFY2(rows, qPrintable(error));
    const QList<QVariantList> got = drain(*rows);
    QVERIFY(!rows->failed());
    const QList<QVariantList> all = normalised(check_->rows(QStringLiteral("SELECT k, n FROM w")));
    QCOMPARE(got, (QList<QVariantList>{all[0], all[2], all[2], all[11]}));
}

void TestSqliteSource::caseDuplicates()
{
    const Schema s = c_->readSchema();
    const TableInfo* t = s.table(QStringLiteral("c"));
    QVERIFY(t);
    const CaseDuplicates d = c_->caseDuplicates(*t, QStringLiteral("id"), 5);
    QVERIFY2(d.error.isEmpty(), qPrintable(d.error));
    // By hand: {01ABC, 01abc, 01Abc} and {01DEF, 01def}; the first rowid of each group.
    QCOMPARE(d.values, 5);
    QList<qint64> examples = d.examples;
    std::sort(examples.begin(), examples.end());
    QCOMPARE(examples, (QList<qint64>{1, 5}));
}

void TestSqliteSource::fileUnchanged()
{
    c_.reset();
    check_.reset();
    VERIFY_UNCHANGED(*snap_);
}

QTEST_GUILESS_MAIN(TestSqliteSource)
#include "tst_sqlitesource.moc"
