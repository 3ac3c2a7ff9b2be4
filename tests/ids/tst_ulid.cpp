// ULID, TypeID and TSID codecs: spec vectors (ULID README, TypeID spec/valid.yml and
// invalid.yml, tsid-creator), spellings, errors, successor, make round trips. Expected
// instants are computed plainly in this file or copied from the specs.
#include "ids/codecs.h"
#include "ids/crockford.h"
#include "ids/reading.h"
#include "ids/ulid.h"

#include <QTest>

using namespace idscope;

namespace {

Candidates parse(const IdInput& in, Format forced = Format::Count)
{
    DecodeOptions opt;
    opt.forced = forced;
    Candidates c;
    parseUlidFamily(in, opt, c);
    return c;
}

Candidates parseText(const QByteArray& s, Format forced = Format::Count)
{
    return parse(IdInput::text(std::string_view(s.constData(), std::size_t(s.size()))), forced);
}

// The readings of one format, in order.
QList<Decoded> of(const Candidates& c, Format f)
{
    QList<Decoded> out;
    for (const Decoded& d : c) {
        if (d.format == f)
            out.append(d);
    }
    return out;
}

QString fieldValue(const Reading& r, const QString& key)
{
    for (const Field& f : r.fields) {
        if (f.key == key)
            return f.value;
    }
    return QStringLiteral("<missing>");
}

// A deliberately naive Crockford decoder, independent of crockford.h.
quint64 naiveBase32(const QByteArray& s)
{
    static const QByteArray alphabet("0123456789ABCDEFGHJKMNPQRSTVWXYZ");
    quint64 v = 0;
    for (char c : s.toUpper())
        v = v * 32 + quint64(alphabet.indexOf(c));
    return v;
}

// A ULID's first 10 characters carry 50 bits, of which the low 48 are the ms.
qint64 naiveUlidMs(const QByteArray& ulid)
{
    return qint64(naiveBase32(ulid.left(10)));
}

QByteArray bytesOf(const Decoded& d, int n = 16)
{
    return QByteArray(reinterpret_cast<const char*>(d.bytes.data()), n);
}

QByteArray uuidHex(const QString& uuid)
{
    return uuid.toLatin1().replace('-', "");
}

} // namespace

class Tst_ulid : public QObject {
    Q_OBJECT
private slots:
    void ulidVectors_data();
    void ulidVectors();
    void ulidBytesAndFields();
    void ulidSpellings_data();
    void ulidSpellings();
    void ulidInvalid_data();
    void ulidInvalid();
    void ulidSuccessor_data();
    void ulidSuccessor();
    void ulidBlob();
    void makeUlid();
    void typeIdValid_data();
    void typeIdValid();
    void typeIdInvalid_data();
    void typeIdInvalid();
    void typeIdBare();
    void typeIdOtherVersions();
    void typeIdLongPrefix();
    void makeTypeId();
    void tsidVectors_data();
    void tsidVectors();
    void tsidSpellingsAndErrors();
    void tsidIntegers();
    void makeTsid();
    void encoders();
};

// ---- ULID ------------------------------------------------------------------------------

void Tst_ulid::ulidVectors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("instant");
    QTest::newRow("2019-03-31") << QByteArray("01D78XZ44G0000000000000000")
                                << QStringLiteral("2019-03-31T03:51:23.536Z");
    QTest::newRow("README 1469918176385")
        << QByteArray("01ARYZ6S410000000000000000") << QStringLiteral("2016-07-30T22:36:16.385Z");
    QTest::newRow("README example")
        << QByteArray("01ARZ3NDEKTSV4RRFFQ69G5FAV") << QStringLiteral("2016-07-30T23:54:10.259Z");
    QTest::newRow("zero") << QByteArray("00000000000000000000000000")
                          << QStringLiteral("1970-01-01T00:00:00.000Z");
    QTest::newRow("max") << QByteArray("7ZZZZZZZZZZZZZZZZZZZZZZZZZ")
                         << QStringLiteral("10889-08-02T05:31:50.655Z");
}

void Tst_ulid::ulidVectors()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, instant);
    const QList<Decoded> u = of(parseText(input), Format::Ulid);
    QCOMPARE(u.size(), 1);
    const Decoded& d = u[0];
    QVERIFY(d.valid());
    QCOMPARE(d.prior, quint8(85));
    QCOMPARE(int(d.flags), 0);
    QCOMPARE(d.instant, Instant::fromUnixMs(naiveUlidMs(input)));
    const Reading r = describe(d);
    QCOMPARE(toRfc3339(*r.instant, r.precision), instant);
    QCOMPARE(r.canonical, QString::fromLatin1(input));
    QCOMPARE(fieldValue(r, QStringLiteral("timestamp")), QString::number(naiveUlidMs(input)));
}

void Tst_ulid::ulidBytesAndFields()
{
    const QList<Decoded> u = of(parseText("01ARYZ6S410000000000000000"), Format::Ulid);
    QCOMPARE(u.size(), 1);
    QCOMPARE(u[0].u64, quint64(1469918176385));

    // 01ARZ3NDEKTSV4RRFFQ69G5FAV as 16 big-endian bytes.
    const QList<Decoded> e = of(parseText("01ARZ3NDEKTSV4RRFFQ69G5FAV"), Format::Ulid);
    QCOMPARE(bytesOf(e[0]).toHex(), QByteArray("01563e3ab5d3d6764c61efb99302bd5b"));
    QCOMPARE(fieldValue(describe(e[0]), QStringLiteral("random")),
             QStringLiteral("d6764c61efb99302bd5b"));

    const QList<Decoded> m = of(parseText("7ZZZZZZZZZZZZZZZZZZZZZZZZZ"), Format::Ulid);
    QCOMPARE(m[0].u64, (quint64(1) << 48) - 1);
    QCOMPARE(fieldValue(describe(m[0]), QStringLiteral("random")), QString(20, QLatin1Char('f')));
}

void Tst_ulid::ulidSpellings_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("flags");
    QTest::newRow("lower") << QByteArray("01arz3ndektsv4rrffq69g5fav") << int(WarnNonCanonicalCase);
    QTest::newRow("mixed") << QByteArray("01ARZ3NDEKTSV4RRFFQ69g5fav") << int(WarnMixedCase);
    QTest::newRow("O for 0") << QByteArray("O1ARZ3NDEKTSV4RRFFQ69G5FAV")
                             << int(WarnNonCanonicalSpelling);
    QTest::newRow("I for 1") << QByteArray("0IARZ3NDEKTSV4RRFFQ69G5FAV")
                             << int(WarnNonCanonicalSpelling);
    QTest::newRow("L for 1") << QByteArray("0LARZ3NDEKTSV4RRFFQ69G5FAV")
                             << int(WarnNonCanonicalSpelling);
    QTest::newRow("lower alias") << QByteArray("0larz3ndektsv4rrffq69g5fav")
                                 << int(WarnNonCanonicalSpelling | WarnNonCanonicalCase);
}

void Tst_ulid::ulidSpellings()
{
    QFETCH(QByteArray, input);
    QFETCH(int, flags);
    const QList<Decoded> u = of(parseText(input), Format::Ulid);
    QCOMPARE(u.size(), 1);
    QVERIFY(u[0].valid());
    QCOMPARE(int(u[0].flags), flags);
    QCOMPARE(describe(u[0]).canonical, QStringLiteral("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    QCOMPARE(u[0].u64, quint64(1469922850259));
}

void Tst_ulid::ulidInvalid_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("forced");
    QTest::addColumn<int>("count"); // ULID readings
    QTest::addColumn<int>("error");
    QTest::addColumn<int>("pos");
    const int badChar = int(ParseError::BadCharacter);
    QTest::newRow("overflow") << QByteArray("80000000000000000000000000") << false << 1
                              << int(ParseError::Overflow) << 0;
    QTest::newRow("overflow Z") << QByteArray("Z0000000000000000000000000") << false << 1
                                << int(ParseError::Overflow) << 0;
    QTest::newRow("U") << QByteArray("01ARZ3NDEKTSV4RRFFQ69G5FAU") << false << 1 << badChar << 25;
    QTest::newRow("u") << QByteArray("01arz3ndektsuv4rrffq69g5fa") << false << 1 << badChar << 12;
    // A bad character is reported before the overflow it would also cause.
    QTest::newRow("U and overflow")
        << QByteArray("8U000000000000000000000000") << false << 1 << badChar << 1;
    QTest::newRow("space: other text")
        << QByteArray("01ARZ3NDEKTSV4RRFFQ69G5FA ") << false << 0 << 0 << 0;
    QTest::newRow("space, forced")
        << QByteArray("01ARZ3NDEKTSV4RRFFQ69G5FA ") << true << 1 << badChar << 25;
    QTest::newRow("25 chars") << QByteArray("01ARZ3NDEKTSV4RRFFQ69G5FA") << false << 0 << 0 << 0;
    QTest::newRow("25 chars, forced")
        << QByteArray("01ARZ3NDEKTSV4RRFFQ69G5FA") << true << 1 << int(ParseError::BadLength) << 0;
    QTest::newRow("27 chars, forced") << QByteArray("01ARZ3NDEKTSV4RRFFQ69G5FAVV") << true << 1
                                      << int(ParseError::BadLength) << 0;
    QTest::newRow("non-ASCII") << QByteArray("01ARZ3NDEKTSV4RRFFQ69G5F\xc3\xa9") << false << 0 << 0
                               << 0;
}

void Tst_ulid::ulidInvalid()
{
    QFETCH(QByteArray, input);
    QFETCH(bool, forced);
    QFETCH(int, count);
    QFETCH(int, error);
    QFETCH(int, pos);
    const QList<Decoded> u =
        of(parseText(input, forced ? Format::Ulid : Format::Count), Format::Ulid);
    QCOMPARE(u.size(), count);
    if (count == 0)
        return;
    QVERIFY(!u[0].valid());
    QCOMPARE(int(u[0].error), error);
    QCOMPARE(int(u[0].errorPos), pos);
}

void Tst_ulid::ulidSuccessor_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("next"); // empty: overflow
    QTest::newRow("README monotonic")
        << QByteArray("01BX5ZZKBKACTAV9WEVGEMMVRZ") << QByteArray("01BX5ZZKBKACTAV9WEVGEMMVS0");
    QTest::newRow("simple") << QByteArray("01BX5ZZKBKACTAV9WEVGEMMVRY")
                            << QByteArray("01BX5ZZKBKACTAV9WEVGEMMVRZ");
    QTest::newRow("long carry") << QByteArray("01BX5ZZKBK0ZZZZZZZZZZZZZZZ")
                                << QByteArray("01BX5ZZKBK1000000000000000");
    QTest::newRow("random all ones") << QByteArray("01BX5ZZKBKZZZZZZZZZZZZZZZZ") << QByteArray();
}

void Tst_ulid::ulidSuccessor()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, next);
    const QList<Decoded> u = of(parseText(input), Format::Ulid);
    QCOMPARE(u.size(), 1);
    Decoded out;
    QCOMPARE(idscope::ulidSuccessor(u[0], out), !next.isEmpty());
    if (next.isEmpty())
        return;
    QCOMPARE(describe(out).canonical, QString::fromLatin1(next));
    QCOMPARE(out.instant, u[0].instant); // same millisecond
    QCOMPARE(naiveBase32(next.mid(10)), naiveBase32(input.mid(10)) + 1);
}

void Tst_ulid::ulidBlob()
{
    const QByteArray blob = QByteArray::fromHex("01563e3ab5d3d6764c61efb99302bd5b");
    const IdInput in = IdInput::blob(blob.constData(), int(blob.size()));
    // Unasked, 16 bytes are left to the UUID readings.
    QCOMPARE(parse(in).size(), 0);
    const QList<Decoded> u = of(parse(in, Format::Ulid), Format::Ulid);
    QCOMPARE(u.size(), 1);
    QVERIFY(u[0].valid());
    QCOMPARE(describe(u[0]).canonical, QStringLiteral("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    QCOMPARE(u[0].u64, quint64(1469922850259));

    const QByteArray shortBlob(15, '\x01');
    const QList<Decoded> s =
        of(parse(IdInput::blob(shortBlob.constData(), 15), Format::Ulid), Format::Ulid);
    QCOMPARE(s.size(), 1);
    QCOMPARE(s[0].error, ParseError::BadLength);
}

void Tst_ulid::makeUlid()
{
    const DecodeOptions opt;
    Decoded d;
    const Instant t = Instant::fromUnixMs(1469918176385);
    QVERIFY(makeUlidFamily(Format::Ulid, Instant{t.seconds, t.nanos + 999999}, Fill::Min, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("01ARYZ6S410000000000000000"));
    QCOMPARE(d.instant, t);
    QVERIFY(makeUlidFamily(Format::Ulid, t, Fill::Max, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("01ARYZ6S41ZZZZZZZZZZZZZZZZ"));
    // Crockford's alphabet is in ASCII order, so text order is value order.
    for (int i = 0; i < 200; ++i) {
        QVERIFY(makeUlidFamily(Format::Ulid, t, Fill::Random, opt, d));
        const QString s = describe(d).canonical;
        QVERIFY(s >= QStringLiteral("01ARYZ6S410000000000000000"));
        QVERIFY(s <= QStringLiteral("01ARYZ6S41ZZZZZZZZZZZZZZZZ"));
        const QList<Decoded> back = of(parseText(s.toLatin1()), Format::Ulid);
        QCOMPARE(back.size(), 1);
        QCOMPARE(bytesOf(back[0]), bytesOf(d));
        QCOMPARE(back[0].instant, t);
    }
    QVERIFY(makeUlidFamily(Format::Ulid, Instant{0, 0}, Fill::Min, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("00000000000000000000000000"));
    QVERIFY(!makeUlidFamily(Format::Ulid, Instant{-1, 999999999}, Fill::Min, opt, d));
    QVERIFY(makeUlidFamily(Format::Ulid, Instant::fromUnixMs(qint64((quint64(1) << 48) - 1)),
                           Fill::Max, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("7ZZZZZZZZZZZZZZZZZZZZZZZZZ"));
    QVERIFY(!makeUlidFamily(Format::Ulid, Instant::fromUnixMs(qint64(quint64(1) << 48)), Fill::Min,
                            opt, d));
    QVERIFY(!makeUlidFamily(Format::Ulid, Instant{qint64(1) << 62, 0}, Fill::Min, opt, d));
    QVERIFY(!makeUlidFamily(Format::UuidV7, t, Fill::Min, opt, d));
}

// ---- TypeID ----------------------------------------------------------------------------

void Tst_ulid::typeIdValid_data()
{
    // jetify-com/typeid spec/valid.yml (spec v0.3.0).
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("uuid");
    QTest::newRow("nil") << QByteArray("00000000000000000000000000") << QString()
                         << QStringLiteral("00000000-0000-0000-0000-000000000000");
    QTest::newRow("one") << QByteArray("00000000000000000000000001") << QString()
                         << QStringLiteral("00000000-0000-0000-0000-000000000001");
    QTest::newRow("ten") << QByteArray("0000000000000000000000000a") << QString()
                         << QStringLiteral("00000000-0000-0000-0000-00000000000a");
    QTest::newRow("sixteen") << QByteArray("0000000000000000000000000g") << QString()
                             << QStringLiteral("00000000-0000-0000-0000-000000000010");
    QTest::newRow("thirty-two") << QByteArray("00000000000000000000000010") << QString()
                                << QStringLiteral("00000000-0000-0000-0000-000000000020");
    QTest::newRow("max-valid") << QByteArray("7zzzzzzzzzzzzzzzzzzzzzzzzz") << QString()
                               << QStringLiteral("ffffffff-ffff-ffff-ffff-ffffffffffff");
    QTest::newRow("valid-alphabet")
        << QByteArray("prefix_0123456789abcdefghjkmnpqrs") << QStringLiteral("prefix")
        << QStringLiteral("0110c853-1d09-52d8-d73e-1194e95b5f19");
    QTest::newRow("valid-uuidv7") << QByteArray("prefix_01h455vb4pex5vsknk084sn02q")
                                  << QStringLiteral("prefix")
                                  << QStringLiteral("01890a5d-ac96-774b-bcce-b302099a8057");
    QTest::newRow("prefix-underscore")
        << QByteArray("pre_fix_00000000000000000000000000") << QStringLiteral("pre_fix")
        << QStringLiteral("00000000-0000-0000-0000-000000000000");
}

void Tst_ulid::typeIdValid()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, prefix);
    QFETCH(QString, uuid);
    const QList<Decoded> t = of(parseText(input, Format::TypeId), Format::TypeId);
    QCOMPARE(t.size(), 1);
    const Decoded& d = t[0];
    QVERIFY(d.valid());
    QCOMPARE(bytesOf(d).toHex(), uuidHex(uuid));
    const Reading r = describe(d);
    QCOMPARE(r.canonical, QString::fromLatin1(input));
    QCOMPARE(fieldValue(r, QStringLiteral("prefix")), prefix);
    QCOMPARE(fieldValue(r, QStringLiteral("uuid")), uuid);
    QCOMPARE(fieldValue(r, QStringLiteral("uuid_version")),
             QString::number(QStringView(uuid).mid(14, 1).toInt(nullptr, 16)));
    // Prefixed TypeIDs need no hint.
    if (!prefix.isEmpty()) {
        const QList<Decoded> u = of(parseText(input), Format::TypeId);
        QCOMPARE(u.size(), 1);
        QVERIFY(u[0].valid());
        QCOMPARE(u[0].prior, quint8(100));
    }
}

void Tst_ulid::typeIdInvalid_data()
{
    // jetify-com/typeid spec/invalid.yml (spec v0.3.0), with the reason idscope gives.
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("error");
    QTest::addColumn<int>("pos");
    const int prefix = int(ParseError::BadPrefix);
    const int suffix = int(ParseError::BadSuffix);
    const int badChar = int(ParseError::BadCharacter);
    QTest::newRow("prefix-uppercase")
        << QByteArray("PREFIX_00000000000000000000000000") << prefix << 0;
    QTest::newRow("prefix-numeric")
        << QByteArray("12345_00000000000000000000000000") << prefix << 0;
    QTest::newRow("prefix-period")
        << QByteArray("pre.fix_00000000000000000000000000") << prefix << 3;
    QTest::newRow("prefix-non-ascii") << QByteArray("pr\xc3\xa9"
                                                    "fix_00000000000000000000000000")
                                      << prefix << 2;
    QTest::newRow("prefix-spaces")
        << QByteArray("  prefix_00000000000000000000000000") << prefix << 0;
    QTest::newRow("prefix-64-chars")
        << QByteArray("abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl_"
                      "00000000000000000000000000")
        << prefix << 63;
    QTest::newRow("separator-empty-prefix")
        << QByteArray("_00000000000000000000000000") << prefix << 0;
    QTest::newRow("separator-empty") << QByteArray("_") << prefix << 0;
    QTest::newRow("suffix-short") << QByteArray("prefix_1234567890123456789012345") << suffix << 7;
    QTest::newRow("suffix-long") << QByteArray("prefix_123456789012345678901234567") << suffix << 7;
    QTest::newRow("suffix-spaces")
        << QByteArray("prefix_1234567890123456789012345 ") << badChar << 32;
    QTest::newRow("suffix-uppercase")
        << QByteArray("prefix_0123456789ABCDEFGHJKMNPQRS") << badChar << 17;
    QTest::newRow("suffix-hyphens")
        << QByteArray("prefix_123456789-123456789-123456") << badChar << 16;
    QTest::newRow("suffix-wrong-alphabet")
        << QByteArray("prefix_ooooooiiiiiiuuuuuuulllllll") << badChar << 7;
    QTest::newRow("suffix-ambiguous-crockford")
        << QByteArray("prefix_i23456789ol23456789oi23456") << badChar << 7;
    QTest::newRow("suffix-hyphens-crockford")
        << QByteArray("prefix_123456789-0123456789-0123456") << suffix << 7;
    QTest::newRow("suffix-overflow")
        << QByteArray("prefix_8zzzzzzzzzzzzzzzzzzzzzzzzz") << int(ParseError::Overflow) << 7;
    QTest::newRow("prefix-underscore-start")
        << QByteArray("_prefix_00000000000000000000000000") << prefix << 0;
    QTest::newRow("prefix-underscore-end")
        << QByteArray("prefix__00000000000000000000000000") << prefix << 6;
}

void Tst_ulid::typeIdInvalid()
{
    QFETCH(QByteArray, input);
    QFETCH(int, error);
    QFETCH(int, pos);
    const QList<Decoded> forced = of(parseText(input, Format::TypeId), Format::TypeId);
    QCOMPARE(forced.size(), 1);
    QVERIFY(!forced[0].valid());
    QCOMPARE(int(forced[0].error), error);
    QCOMPARE(int(forced[0].errorPos), pos);
    QVERIFY(!describe(forced[0]).error.isEmpty());
    for (const Decoded& d : of(parseText(input), Format::TypeId))
        QVERIFY(!d.valid());
}

void Tst_ulid::typeIdBare()
{
    // An un-prefixed lower-case UUIDv7 is offered as TypeID besides the ULID reading.
    const Candidates c = parseText("01h455vb4pex5vsknk084sn02q");
    const QList<Decoded> t = of(c, Format::TypeId);
    QCOMPARE(t.size(), 1);
    QCOMPARE(t[0].prior, quint8(60));
    QCOMPARE(toRfc3339(t[0].instant, t[0].precision), QStringLiteral("2023-06-30T03:34:18.518Z"));
    const Reading r = describe(t[0]);
    QCOMPARE(r.canonical, QStringLiteral("01h455vb4pex5vsknk084sn02q"));
    QCOMPARE(fieldValue(r, QStringLiteral("prefix")), QString());
    QCOMPARE(fieldValue(r, QStringLiteral("uuid")),
             QStringLiteral("01890a5d-ac96-774b-bcce-b302099a8057"));
    QCOMPARE(fieldValue(r, QStringLiteral("uuid_version")), QStringLiteral("7"));
    // The UUID's 48-bit ms, read from its hex digits.
    QCOMPARE(t[0].instant, Instant::fromUnixMs(0x01890a5dac96LL));
    const QList<Decoded> u = of(c, Format::Ulid);
    QCOMPARE(u.size(), 1);
    QCOMPARE(int(u[0].flags), int(WarnNonCanonicalCase));
    // The same 128 bits: TypeID and ULID agree on the instant of a v7.
    QCOMPARE(u[0].instant, t[0].instant);

    // Prefixed, it is unmistakable.
    const QList<Decoded> p = of(parseText("prefix_01h455vb4pex5vsknk084sn02q"), Format::TypeId);
    QCOMPARE(p.size(), 1);
    QCOMPARE(p[0].prior, quint8(100));
    QCOMPARE(p[0].instant, t[0].instant);
    QCOMPARE(describe(p[0]).canonical, QStringLiteral("prefix_01h455vb4pex5vsknk084sn02q"));

    // Upper case, or not a v7: a ULID only, unless TypeID is asked for.
    QCOMPARE(of(parseText("01H455VB4PEX5VSKNK084SN02Q"), Format::TypeId).size(), 0);
    QCOMPARE(of(parseText("00000000000000000000000000"), Format::TypeId).size(), 0);
    const QByteArray v4("4hj44femph8cg9qb7r8zdm2j58"); // 919108f7-52d1-4320-9bac-f847db4148a8
    QCOMPARE(of(parseText(v4), Format::TypeId).size(), 0);
    const QList<Decoded> f = of(parseText(v4, Format::TypeId), Format::TypeId);
    QCOMPARE(f.size(), 1);
    QVERIFY(f[0].valid());
    QVERIFY(!f[0].hasInstant);
    QCOMPARE(fieldValue(describe(f[0]), QStringLiteral("uuid")),
             QStringLiteral("919108f7-52d1-4320-9bac-f847db4148a8"));
    const QList<Decoded> up =
        of(parseText("01H455VB4PEX5VSKNK084SN02Q", Format::TypeId), Format::TypeId);
    QCOMPARE(up.size(), 1);
    QCOMPARE(up[0].error, ParseError::BadCharacter);
    QCOMPARE(int(up[0].errorPos), 2);
}

void Tst_ulid::typeIdOtherVersions()
{
    // RFC 9562's v1 example c232ab00-9414-11ec-b3c8-9f6bdeced846 as a TypeID suffix.
    const QList<Decoded> t = of(parseText("user_626ang150m27pb7j4zdffcxp26"), Format::TypeId);
    QCOMPARE(t.size(), 1);
    QVERIFY(t[0].valid());
    QCOMPARE(t[0].precision, Precision::HundredNanoseconds);
    QCOMPARE(toRfc3339(t[0].instant, t[0].precision),
             QStringLiteral("2022-02-22T19:22:22.0000000Z"));
    const Reading r = describe(t[0]);
    QCOMPARE(fieldValue(r, QStringLiteral("uuid")),
             QStringLiteral("c232ab00-9414-11ec-b3c8-9f6bdeced846"));
    QCOMPARE(fieldValue(r, QStringLiteral("uuid_version")), QStringLiteral("1"));
    QCOMPARE(fieldValue(r, QStringLiteral("prefix")), QStringLiteral("user"));
}

void Tst_ulid::typeIdLongPrefix()
{
    // The longest legal prefix: 63 characters.
    const QByteArray prefix =
        QByteArray("abcdefghijklmnopqrstuvwxyz_abcdefghijklmnopqrstuvwxyz_abcdefghi");
    QCOMPARE(prefix.size(), 63);
    const QByteArray input = prefix + "_01h455vb4pex5vsknk084sn02q";
    const QList<Decoded> t = of(parseText(input), Format::TypeId);
    QCOMPARE(t.size(), 1);
    QVERIFY(t[0].valid());
    QCOMPARE(t[0].instant, Instant::fromUnixMs(0x01890a5dac96LL));
    if (sizeof(Decoded::bytes) < 16 + 63)
        QEXPECT_FAIL("", "Decoded::bytes too small to keep a 63-character prefix", Continue);
    QCOMPARE(describe(t[0]).canonical, QString::fromLatin1(input));
}

void Tst_ulid::makeTypeId()
{
    const DecodeOptions opt;
    Decoded d;
    const Instant t = Instant::fromCivil(2022, 2, 22, 19, 22, 22);
    // 017f22e2-79b0-7000-8000-000000000000 and 017f22e2-79b0-7fff-bfff-ffffffffffff.
    QVERIFY(makeUlidFamily(Format::TypeId, t, Fill::Min, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("01fwhe4ydge008000000000000"));
    QVERIFY(makeUlidFamily(Format::TypeId, t, Fill::Max, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("01fwhe4ydgfzzvzzzzzzzzzzzz"));
    for (int i = 0; i < 100; ++i) {
        QVERIFY(makeUlidFamily(Format::TypeId, t, Fill::Random, opt, d));
        const Reading r = describe(d);
        QCOMPARE(fieldValue(r, QStringLiteral("uuid_version")), QStringLiteral("7"));
        QVERIFY(r.canonical >= QStringLiteral("01fwhe4ydge008000000000000"));
        QVERIFY(r.canonical <= QStringLiteral("01fwhe4ydgfzzvzzzzzzzzzzzz"));
        // Unasked, the bare v7 suffix comes back as a TypeID.
        const QList<Decoded> back = of(parseText(r.canonical.toLatin1()), Format::TypeId);
        QCOMPARE(back.size(), 1);
        QCOMPARE(bytesOf(back[0]), bytesOf(d));
        QCOMPARE(back[0].instant, t);
    }
    QVERIFY(!makeUlidFamily(Format::TypeId, Instant{-1, 0}, Fill::Min, opt, d));
}

// ---- TSID ------------------------------------------------------------------------------

void Tst_ulid::tsidVectors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("instant");
    QTest::newRow("zero") << QByteArray("0000000000000")
                          << QStringLiteral("2020-01-01T00:00:00.000Z");
    QTest::newRow("max") << QByteArray("FZZZZZZZZZZZZ")
                         << QStringLiteral("2159-05-15T07:35:11.103Z");
    // tsid-creator README's long 38352658567418872 in its string form.
    QTest::newRow("README") << QByteArray("01221H8Q1MMZR")
                            << QStringLiteral("2020-04-15T19:59:46.360Z");
}

void Tst_ulid::tsidVectors()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, instant);
    const QList<Decoded> t = of(parseText(input), Format::Tsid);
    QCOMPARE(t.size(), 1);
    const Decoded& d = t[0];
    QVERIFY(d.valid());
    QCOMPARE(d.u64, naiveBase32(input));
    // 42 ms bits since 2020-01-01T00:00:00Z = 1577836800000 ms.
    QCOMPARE(d.instant, Instant::fromUnixMs(1577836800000LL + qint64(naiveBase32(input) >> 22)));
    const Reading r = describe(d);
    QCOMPARE(toRfc3339(*r.instant, r.precision), instant);
    QCOMPARE(r.canonical, QString::fromLatin1(input));
    QCOMPARE(fieldValue(r, QStringLiteral("timestamp")), QString::number(naiveBase32(input) >> 22));
}

void Tst_ulid::tsidSpellingsAndErrors()
{
    const QList<Decoded> lower = of(parseText("01221h8q1mmzr"), Format::Tsid);
    QCOMPARE(lower.size(), 1);
    QCOMPARE(int(lower[0].flags), int(WarnNonCanonicalCase));
    QVERIFY(lower[0].prior < 70);
    QCOMPARE(describe(lower[0]).canonical, QStringLiteral("01221H8Q1MMZR"));
    const QList<Decoded> upper = of(parseText("01221H8Q1MMZR"), Format::Tsid);
    QCOMPARE(int(upper[0].flags), 0);
    QVERIFY(upper[0].prior > lower[0].prior);
    const QList<Decoded> mixed = of(parseText("01221H8q1MMZR"), Format::Tsid);
    QCOMPARE(int(mixed[0].flags), int(WarnMixedCase));
    const QList<Decoded> alias = of(parseText("O1221H8Q1MMZR"), Format::Tsid);
    QCOMPARE(int(alias[0].flags), int(WarnNonCanonicalSpelling));
    QCOMPARE(alias[0].u64, upper[0].u64);

    const QList<Decoded> over = of(parseText("G000000000000"), Format::Tsid);
    QCOMPARE(over.size(), 1);
    QCOMPARE(over[0].error, ParseError::Overflow);
    const QList<Decoded> u = of(parseText("0000000000U00"), Format::Tsid);
    QCOMPARE(u.size(), 1);
    QCOMPARE(u[0].error, ParseError::BadCharacter);
    QCOMPARE(int(u[0].errorPos), 10);
    QCOMPARE(of(parseText("Hello, world!"), Format::Tsid).size(), 0);
    QCOMPARE(of(parseText("000000000000"), Format::Tsid).size(), 0);
    const QList<Decoded> f = of(parseText("abc", Format::Tsid), Format::Tsid);
    QCOMPARE(f.size(), 1);
    QCOMPARE(f[0].error, ParseError::BadLength);
}

void Tst_ulid::tsidIntegers()
{
    const QList<Decoded> t = of(parse(IdInput::fromInteger(38352658567418872LL)), Format::Tsid);
    QCOMPARE(t.size(), 1);
    QVERIFY(t[0].valid());
    QCOMPARE(t[0].prior, quint8(55));
    QCOMPARE(int(t[0].flags), 0); // BIGINT is a normal way to store TSIDs: no warning
    const Reading r = describe(t[0]);
    QCOMPARE(r.canonical, QStringLiteral("01221H8Q1MMZR"));
    QCOMPARE(fieldValue(r, QStringLiteral("timestamp")),
             QString::number(38352658567418872LL >> 22));
    QCOMPARE(
        fieldValue(r, QStringLiteral("random")),
        QString::number(38352658567418872LL & 0x3FFFFF, 16).rightJustified(6, QLatin1Char('0')));
    QCOMPARE(fieldValue(r, QStringLiteral("integer")), QStringLiteral("38352658567418872"));
    QCOMPARE(toRfc3339(*r.instant, r.precision), QStringLiteral("2020-04-15T19:59:46.360Z"));

    // A negative int64 is the same 64 bits read as unsigned.
    const QList<Decoded> neg = of(parse(IdInput::fromInteger(-1)), Format::Tsid);
    QCOMPARE(neg.size(), 1);
    QCOMPARE(neg[0].u64, ~quint64(0));
    QCOMPARE(describe(neg[0]).canonical, QStringLiteral("FZZZZZZZZZZZZ"));
    QCOMPARE(fieldValue(describe(neg[0]), QStringLiteral("integer")), QStringLiteral("-1"));

    // Decimal text (a BIGINT pasted from a query result) reads like the integer.
    QCOMPARE(of(parseText("38352658567418872"), Format::Tsid).size(), 1);
    const QList<Decoded> dec = of(parseText("38352658567418872", Format::Tsid), Format::Tsid);
    QCOMPARE(dec.size(), 1);
    QCOMPARE(dec[0].u64, quint64(38352658567418872ULL));
    QCOMPARE(int(dec[0].flags), 0);
    const QList<Decoded> big = of(parseText("18446744073709551615", Format::Tsid), Format::Tsid);
    QCOMPARE(big.size(), 1);
    QCOMPARE(big[0].u64, ~quint64(0));
    const QList<Decoded> tooNeg = of(parseText("-9223372036854775809", Format::Tsid), Format::Tsid);
    QCOMPARE(tooNeg.size(), 1);
    QCOMPARE(tooNeg[0].error, ParseError::OutOfRange);
    // 13 digits are both Crockford text and a decimal: both readings when asked.
    QCOMPARE(of(parseText("1234567890123", Format::Tsid), Format::Tsid).size(), 2);

    const QByteArray blob = QByteArray::fromHex("0088418a2e1a53f8");
    QCOMPARE(quint64(0x0088418a2e1a53f8ULL), quint64(38352658567418872ULL));
    const QList<Decoded> b =
        of(parse(IdInput::blob(blob.constData(), 8), Format::Tsid), Format::Tsid);
    QCOMPARE(b.size(), 1);
    QCOMPARE(b[0].u64, quint64(38352658567418872ULL));
}

void Tst_ulid::makeTsid()
{
    const DecodeOptions opt;
    Decoded d;
    const Instant epoch = Instant::fromCivil(2020, 1, 1);
    QVERIFY(makeUlidFamily(Format::Tsid, epoch, Fill::Min, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("0000000000000"));
    QVERIFY(
        !makeUlidFamily(Format::Tsid, Instant{epoch.seconds - 1, 999999999}, Fill::Min, opt, d));
    const Instant last = Instant::fromUnixMs(1577836800000LL + qint64((quint64(1) << 42) - 1));
    QVERIFY(makeUlidFamily(Format::Tsid, last, Fill::Max, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("FZZZZZZZZZZZZ"));
    QVERIFY(makeUlidFamily(Format::Tsid, last, Fill::Min, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("FZZZZZZZW0000"));
    QVERIFY(!makeUlidFamily(Format::Tsid, Instant::fromUnixMs(last.unixMsFloor() + 1), Fill::Min,
                            opt, d));
    const Instant t = Instant::fromUnixMs(1577836800000LL + 9143986360LL);
    Decoded lo, hi;
    QVERIFY(makeUlidFamily(Format::Tsid, t, Fill::Min, opt, lo));
    QVERIFY(makeUlidFamily(Format::Tsid, t, Fill::Max, opt, hi));
    QCOMPARE(lo.u64, quint64(9143986360) << 22);
    QCOMPARE(hi.u64, (quint64(9143986360) << 22) | 0x3FFFFF);
    for (int i = 0; i < 200; ++i) {
        QVERIFY(makeUlidFamily(Format::Tsid, t, Fill::Random, opt, d));
        QVERIFY(lo.u64 <= d.u64 && d.u64 <= hi.u64);
        const QList<Decoded> back = of(parseText(describe(d).canonical.toLatin1()), Format::Tsid);
        QCOMPARE(back.size(), 1);
        QCOMPARE(back[0].u64, d.u64);
        QCOMPARE(back[0].instant, t);
    }
}

namespace {
QString crockford128(const quint8* b, bool lowercase)
{
    char text[26];
    crockford::encode128(b, text, lowercase);
    return QString::fromLatin1(text, 26);
}
QString crockford64(quint64 v, bool lowercase)
{
    char text[13];
    crockford::encode64(v, text, lowercase);
    return QString::fromLatin1(text, 13);
}
QString uuidText(const quint8* b)
{
    char text[36];
    uuidChars(b, text);
    return QString::fromLatin1(text, 36);
}
} // namespace

void Tst_ulid::encoders()
{
    const QByteArray v7 = QByteArray::fromHex("01890a5dac96774bbcceb302099a8057");
    QCOMPARE(crockford128(reinterpret_cast<const quint8*>(v7.constData()), true),
             QStringLiteral("01h455vb4pex5vsknk084sn02q"));
    QCOMPARE(crockford128(reinterpret_cast<const quint8*>(v7.constData()), false),
             QStringLiteral("01H455VB4PEX5VSKNK084SN02Q"));
    QCOMPARE(crockford64(38352658567418872ULL, false), QStringLiteral("01221H8Q1MMZR"));
    QCOMPARE(crockford64(~quint64(0), true), QStringLiteral("fzzzzzzzzzzzz"));
    QCOMPARE(uuidText(reinterpret_cast<const quint8*>(v7.constData())),
             QStringLiteral("01890a5d-ac96-774b-bcce-b302099a8057"));
}

QTEST_GUILESS_MAIN(Tst_ulid)
#include "tst_ulid.moc"
