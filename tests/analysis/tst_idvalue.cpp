// IdValue: what a user types, as the column stores it, against values written by hand (ULID
// case, RFC and .NET UUID byte orders, exact 64-bit Discord bounds from the epoch and shift).
#include "analysis/idvalue.h"
#include "ids/timezone.h"

#include <QDateTime>
#include <QTest>

using namespace idscope;
using namespace idscope::analysis;

namespace {

constexpr qint64 kDiscordEpochMs = 1420070400000;

QString rfc3339Ms(qint64 ms)
{
    return utcDateTime(ms).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ"));
}

} // namespace

class TestIdValue : public QObject {
    Q_OBJECT
private slots:
    void dominantStorage();
    void idValueStored_data();
    void idValueStored();
    void idValueInstantRange();
    void boundsSpelledAsTheColumn_data();
    void boundsSpelledAsTheColumn();
    void shortcodeColumn();
};

namespace {

ColumnProfile profileOf(Format f, db::StorageClass storage, quint8 profile = 0)
{
    ColumnProfile p;
    p.column = QStringLiteral("id");
    p.dominant = f;
    p.dominantProfile = profile;
    p.role = ColumnRole::Id;
    p.storage[std::size_t(storage)] = 100;
    return p;
}

QString crockford(quint64 v, int chars)
{
    static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    QString out(chars, QLatin1Char('0'));
    for (int i = chars - 1; i >= 0; --i, v >>= 5)
        out[i] = QLatin1Char(alphabet[v & 31]);
    return out;
}

} // namespace

void TestIdValue::idValueStored_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("storage");
    QTest::addColumn<int>("profile");
    QTest::addColumn<QVariantList>("sample");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QVariant>("expected");
    const QVariantList upper{QStringLiteral("01K948VCHA298S2DX6QF8C0F05")};
    const QVariantList lower{QStringLiteral("01k948vcha298s2dx6qf8c0f05")};
    const QByteArray rfc = QByteArray::fromHex("0190a1b2c3d47e5f8a1b2c3d4e5f6071");
    const QByteArray net = QByteArray::fromHex("b2a19001d4c35f7e8a1b2c3d4e5f6071");
    const int text = int(db::StorageClass::Text);
    const int blob = int(db::StorageClass::Blob);
    const int integer = int(db::StorageClass::Integer);
    QTest::newRow("ulid lower typed, upper stored")
        << int(Format::Ulid) << text << 0 << upper << "  01k948vcha298s2dx6qf8c0f05\n"
        << QVariant(QStringLiteral("01K948VCHA298S2DX6QF8C0F05"));
    QTest::newRow("ulid upper typed, lower stored")
        << int(Format::Ulid) << text << 0 << lower << "01K948VCHA298S2DX6QF8C0F05"
        << QVariant(QStringLiteral("01k948vcha298s2dx6qf8c0f05"));
    QTest::newRow("uuid braces to blob")
        << int(Format::UuidV7) << blob << 0 << QVariantList()
        << "{0190A1B2-C3D4-7E5F-8A1B-2C3D4E5F6071}" << QVariant(rfc);
    QTest::newRow("uuid urn to .NET blob")
        << int(Format::UuidV7) << blob << 1 << QVariantList()
        << "urn:uuid:0190a1b2-c3d4-7e5f-8a1b-2c3d4e5f6071" << QVariant(net);
    QTest::newRow("uuid hex to blob") << int(Format::UuidV7) << blob << 0 << QVariantList()
                                      << "x'0190A1B2C3D47E5F8A1B2C3D4E5F6071'" << QVariant(rfc);
    QTest::newRow("uuid text, lower stored")
        << int(Format::UuidV7) << text << 0
        << QVariantList{QStringLiteral("0190a1b2-0000-7000-8000-000000000000")}
        << "0190A1B2C3D47E5F8A1B2C3D4E5F6071"
        << QVariant(QStringLiteral("0190a1b2-c3d4-7e5f-8a1b-2c3d4e5f6071"));
    QTest::newRow("snowflake text to integer")
        << int(Format::SnowflakeDiscord) << integer << 0 << QVariantList()
        << " 1555369727629606912 " << QVariant(qint64(1555369727629606912));
    QTest::newRow("not an id") << int(Format::Ulid) << text << 0 << upper << "hello" << QVariant();
}

void TestIdValue::idValueStored()
{
    QFETCH(int, format);
    QFETCH(int, storage);
    QFETCH(int, profile);
    QFETCH(QVariantList, sample);
    QFETCH(QString, typed);
    QFETCH(QVariant, expected);
    QString why;
    const QVariant v = IdValue::stored(
        profileOf(Format(format), db::StorageClass(storage), quint8(profile)), typed, sample, &why);
    QCOMPARE(v, expected);
    QCOMPARE(why.isEmpty(), expected.isValid());
}

void TestIdValue::idValueInstantRange()
{
    const qint64 fromMs = 1790000000123;
    const qint64 toMs = 1790003600456;
    QString why;
    // Discord snowflakes in an INTEGER column: exact 64-bit bounds of whole milliseconds.
    auto r = IdValue::instantRange(profileOf(Format::SnowflakeDiscord, db::StorageClass::Integer),
                                   rfc3339Ms(fromMs), rfc3339Ms(toMs), {}, DisplayZone::utc(), 0, &why);
    QVERIFY2(r, qPrintable(why));
    QCOMPARE(r->lower, QVariant(qint64((fromMs - kDiscordEpochMs) << 22)));
    QCOMPARE(r->upper, QVariant(qint64(((toMs - kDiscordEpochMs) << 22) | 0x3FFFFF)));
    // ULIDs in a lower-case TEXT column: lower-case bounds, or BETWEEN would match nothing.
    r = IdValue::instantRange(profileOf(Format::Ulid, db::StorageClass::Text), rfc3339Ms(fromMs),
                              QString(), {QStringLiteral("01k948vcha298s2dx6qf8c0f05")}, DisplayZone::utc(), 0, &why);
    QVERIFY2(r, qPrintable(why));
    QCOMPARE(r->lower,
             QVariant((crockford(quint64(fromMs), 10) + QString(16, QLatin1Char('0'))).toLower()));
    QVERIFY(!r->upper.isValid()); // open end
    // Upper-case column, upper bound only.
    r = IdValue::instantRange(profileOf(Format::Ulid, db::StorageClass::Text), QString(),
                              rfc3339Ms(toMs), {QStringLiteral("01K948VCHA298S2DX6QF8C0F05")}, DisplayZone::utc(), 0,
                              &why);
    QVERIFY2(r, qPrintable(why));
    QCOMPARE(r->upper, QVariant(crockford(quint64(toMs), 10) + QString(16, QLatin1Char('Z'))));
    // Not an instant; no instant in the format; .NET byte order.
    QVERIFY(!IdValue::instantRange(profileOf(Format::Ulid, db::StorageClass::Text),
                                   QStringLiteral("soon"), QString(), {}, DisplayZone::utc(), 0, &why));
    QVERIFY(!why.isEmpty());
    QVERIFY(!IdValue::instantRange(profileOf(Format::UuidV4, db::StorageClass::Blob),
                                   QStringLiteral("now"), QString(), {}, DisplayZone::utc(), 0, &why));
    QVERIFY(!IdValue::instantRange(profileOf(Format::UuidV7, db::StorageClass::Blob, 1),
                                   QStringLiteral("now"), QString(), {}, DisplayZone::utc(), 0, &why));
}

// 16-byte IDs kept as TEXT in another spelling than the canonical one compare as that text, so
// the bounds are written the same way. UUIDv7 at 1579091935216 ms = 0x016fa936bff0, RFC 9562's
// layout: version 7 then rand_a 0 or 0xfff, variant 0b10 then rand_b all 0 or all 1. Timeflake:
// its reference implementation's lowest ID of that millisecond, 016fa936bff0 and 80 zero bits
// (tests/ids/data/timeflake_python.tsv).
void TestIdValue::boundsSpelledAsTheColumn_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("sample"); // a value the column stores
    QTest::addColumn<QString>("lower");
    QTest::addColumn<QString>("upper");
    const int v7 = int(Format::UuidV7);
    QTest::newRow("v7, 32 hex") << v7 << QStringLiteral("01890a5dac96774bbcceb302099a8057")
                                << QStringLiteral("016fa936bff070008000000000000000")
                                << QStringLiteral("016fa936bff07fffbfffffffffffffff");
    QTest::newRow("v7, 32 upper-case hex")
        << v7 << QStringLiteral("01890A5DAC96774BBCCEB302099A8057")
        << QStringLiteral("016FA936BFF070008000000000000000")
        << QStringLiteral("016FA936BFF07FFFBFFFFFFFFFFFFFFF");
    QTest::newRow("v7, hyphenated") << v7 << QStringLiteral("01890a5d-ac96-774b-bcce-b302099a8057")
                                    << QStringLiteral("016fa936-bff0-7000-8000-000000000000")
                                    << QStringLiteral("016fa936-bff0-7fff-bfff-ffffffffffff");
    const int tf = int(Format::Timeflake);
    QTest::newRow("timeflake, hex") << tf << QStringLiteral("016fa936bff0997a0a3c428548fee8c9")
                                    << QStringLiteral("016fa936bff000000000000000000000")
                                    << QStringLiteral("016fa936bff0ffffffffffffffffffff");
    QTest::newRow("timeflake, UUID form")
        << tf << QStringLiteral("016fa936-bff0-997a-0a3c-428548fee8c9")
        << QStringLiteral("016fa936-bff0-0000-0000-000000000000")
        << QStringLiteral("016fa936-bff0-ffff-ffff-ffffffffffff");
    // Base62 is case-sensitive: an all-lower-case sample changes nothing.
    QTest::newRow("timeflake, base62")
        << tf << QStringLiteral("02i1kofff3auzs745gimbz")
        << QStringLiteral("02i1KoFfUQwkXSycgBLQ9Y") << QStringLiteral("02i1KoFfaTezMYaWpgv223");
}

// 16-byte IDs kept as TEXT in another spelling than the canonical one compare as that text, so
// the bounds are written the same way. UUIDv7 at 1579091935216 ms = 0x016fa936bff0, RFC 9562's
// layout: version 7 then rand_a 0 or 0xfff, variant 0b10 then rand_b all 0 or all 1. Timeflake:
// its reference implementation's lowest and highest IDs of that millisecond
// (tests/ids/data/timeflake_python.tsv).
void TestIdValue::boundsSpelledAsTheColumn()
{
    QFETCH(int, format);
    QFETCH(QString, sample);
    QFETCH(QString, lower);
    QFETCH(QString, upper);
    const QString at = rfc3339Ms(1579091935216);
    QString why;
    const auto r = IdValue::instantRange(profileOf(Format(format), db::StorageClass::Text), at, at,
                                         {sample}, DisplayZone::utc(), 0, &why);
    QVERIFY2(r, qPrintable(why));
    QCOMPARE(r->lower, QVariant(lower));
    QCOMPARE(r->upper, QVariant(upper));
}

// The class most non-NULL values use; NULLs never count, ties go to the first class.
void TestIdValue::dominantStorage()
{
    ColumnProfile p;
    QCOMPARE(IdValue::dominantStorage(p), db::StorageClass::Null);
    p.storage[std::size_t(db::StorageClass::Null)] = 50;
    QCOMPARE(IdValue::dominantStorage(p), db::StorageClass::Null);
    p.storage[std::size_t(db::StorageClass::Blob)] = 3;
    QCOMPARE(IdValue::dominantStorage(p), db::StorageClass::Blob);
    p.storage[std::size_t(db::StorageClass::Text)] = 3;
    QCOMPARE(IdValue::dominantStorage(p), db::StorageClass::Text);
    p.storage[std::size_t(db::StorageClass::Integer)] = 4;
    QCOMPARE(IdValue::dominantStorage(p), db::StorageClass::Integer);
}

// A column of Instagram shortcodes (unfurl's test: DW1nTDiDvnF is media ID
// 3870172288071432645): an ID typed in either spelling is looked up as the column spells it,
// and a range of instants is refused — shortcode text does not sort as the numbers do.
void TestIdValue::shortcodeColumn()
{
    const ColumnProfile p = profileOf(Format::SnowflakeInstagram, db::StorageClass::Text);
    const QVariantList sample{QStringLiteral("DWbNC2OEilE")};
    QString why;
    for (const QString& typed :
         {QStringLiteral("DW1nTDiDvnF"), QStringLiteral("3870172288071432645")}) {
        const QVariant v = IdValue::stored(p, typed, sample, &why);
        QCOMPARE(v, QVariant(QStringLiteral("DW1nTDiDvnF")));
    }
    // A column of the decimal media IDs as text keeps the decimal.
    QCOMPARE(IdValue::stored(p, QStringLiteral("DW1nTDiDvnF"),
                             {QStringLiteral("3862738475662059844")}, &why),
             QVariant(QStringLiteral("3870172288071432645")));
    const auto range = IdValue::instantRange(p, QStringLiteral("2026-01-01"),
                                             QStringLiteral("2026-02-01"), sample,
                                             DisplayZone::utc(), 0, &why);
    QVERIFY(!range);
    QVERIFY(!why.isEmpty());
}

QTEST_GUILESS_MAIN(TestIdValue)
#include "tst_idvalue.moc"
