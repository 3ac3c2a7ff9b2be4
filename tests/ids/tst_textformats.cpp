// KSUID, ObjectId, xid, AT Protocol TID, Firebase push ID, CUID v1 and the CUID2/Nano ID
// shapes. Expected values come from the formats' own documentation and test suites, or are
// recomputed here with plain loops over the published alphabets — never with the codecs.
#include "ids/codecs.h"
#include "ids/reading.h"

#include <QRandomGenerator>
#include <QTest>

#include <optional>

using namespace idscope;

namespace {

IdInput textIn(const QByteArray& b)
{
    return IdInput::text(std::string_view(b.constData(), std::size_t(b.size())));
}

// Every parser of this test's families, as the detector would call them.
Candidates parseMine(const IdInput& in, Format forced = Format::Count)
{
    DecodeOptions opt;
    opt.forced = forced;
    Candidates c;
    parseKsuid(in, opt, c);
    parseObjectIdFamily(in, opt, c);
    parseTid(in, opt, c);
    parseTextIds(in, opt, c);
    return c;
}

// A copy, so it outlives the candidates it came from.
std::optional<Decoded> find(const Candidates& c, Format f)
{
    for (const Decoded& d : c) {
        if (d.format == f)
            return d;
    }
    return std::nullopt;
}

int countOf(const Candidates& c, Format f)
{
    int n = 0;
    for (const Decoded& d : c)
        n += d.format == f ? 1 : 0;
    return n;
}

std::optional<Field> field(const Reading& r, const char* key)
{
    for (const Field& f : r.fields) {
        if (f.key == QLatin1String(key))
            return f;
    }
    return std::nullopt;
}

QString fieldValue(const Reading& r, const char* key)
{
    const auto f = field(r, key);
    return f ? f->value : QStringLiteral("<missing>");
}

QByteArray bytesOf(const Decoded& d)
{
    return QByteArray(reinterpret_cast<const char*>(d.bytes.data()), d.size);
}

QString rfc(const Decoded& d)
{
    return toRfc3339(d.instant, d.precision);
}

bool make(Format f, const Instant& t, Fill fill, Decoded& out)
{
    const DecodeOptions opt;
    switch (f) {
    case Format::Ksuid:
        return makeKsuid(f, t, fill, opt, out);
    case Format::ObjectId:
    case Format::Xid:
        return makeObjectIdFamily(f, t, fill, opt, out);
    case Format::Tid:
        return makeTid(f, t, fill, opt, out);
    default:
        return makeTextIds(f, t, fill, opt, out);
    }
}

// Plain decoders over the published alphabets, for independent expectations.
quint64 plainDecode(const QByteArray& text, const char* alphabet, int base)
{
    const QByteArray a(alphabet);
    quint64 v = 0;
    for (char c : text) {
        const int i = a.indexOf(c);
        Q_ASSERT(i >= 0);
        v = v * quint64(base) + quint64(i);
    }
    return v;
}

constexpr char kTidAlphabet[] = "234567abcdefghijklmnopqrstuvwxyz";
constexpr char kPushAlphabet[] = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";

} // namespace

class Tst_textformats : public QObject {
    Q_OBJECT
private slots:
    void ksuidVectors_data();
    void ksuidVectors();
    void ksuidInvalid_data();
    void ksuidInvalid();
    void ksuidHexOnRequest();

    void objectIdVectors_data();
    void objectIdVectors();
    void objectIdCaseAndSpelling();
    void twelveByteBlob();

    void xidVectors_data();
    void xidVectors();
    void xidInvalid_data();
    void xidInvalid();
    void xidUpperCaseOnRequest();

    void tidVectors_data();
    void tidVectors();
    void tidInvalid_data();
    void tidInvalid();
    void tidUpperCaseOnRequest();
    void tidIntegerOnRequest();

    void firebaseVectors_data();
    void firebaseVectors();
    void firebaseAlsoXid();
    void firebaseInvalid();

    void cuidVectors_data();
    void cuidVectors();
    void cuidInvalid();

    void shapesWithoutInstant_data();
    void shapesWithoutInstant();
    void shapesOnRequest();

    void otherShapesIgnored_data();
    void otherShapesIgnored();
    void forcedAlwaysAnswers_data();
    void forcedAlwaysAnswers();

    void roundTrip_data();
    void roundTrip();
    void makeBounds_data();
    void makeBounds();
    void makeUnsupported();
    void randomInputs();
};

// ---- KSUID ------------------------------------------------------------------------------

void Tst_textformats::ksuidVectors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("rawHex");
    QTest::addColumn<QString>("utc"); // as printed by the source, converted to UTC

    // segmentio/ksuid README: `ksuid -f inspect`, "2017-10-09 21:00:47 -0700 PDT".
    QTest::newRow("readme-inspect") << QByteArray("0ujtsYcgvSTl8PAuAdqWYSMnLOv")
                                    << QByteArray("0669F7EFB5A1CD34B5F99D1154FB6853345C9735")
                                    << QStringLiteral("2017-10-10T04:00:47Z");
    // README: "2017-10-09 21:46:20 -0700 PDT".
    QTest::newRow("readme-generate") << QByteArray("0ujzPyRiIAffKhBux4PvQdDqMHY")
                                     << QByteArray("066A029C73FC1AA3B2446246D6E89FCD909E8FE8")
                                     << QStringLiteral("2017-10-10T04:46:20Z");
    // README template output: timestamp 107611700 + payload (raw = both, big-endian).
    QTest::newRow("readme-json-1") << QByteArray("0uk1Hbc9dQ9pxyTqJ93IUrfhdGq")
                                   << QByteArray("066A06349850EEEC191BF4FF26F99315CE43B0C8")
                                   << QStringLiteral("2017-10-10T05:01:40Z");
    QTest::newRow("readme-json-2") << QByteArray("0uk1HdCJ6hUZKDgcxhpJwUl5ZEI")
                                   << QByteArray("066A0634CC55072555316F45B8CA2D2979D3ED0A")
                                   << QStringLiteral("2017-10-10T05:01:40Z");
    QTest::newRow("readme-json-3") << QByteArray("0uk1HcdvF0p8C20KtTfdRSB9XIm")
                                   << QByteArray("066A0634BA1C205D6177F0992D15EE606AE32238")
                                   << QStringLiteral("2017-10-10T05:01:40Z");
    QTest::newRow("readme-json-4") << QByteArray("0uk1Ha7hGJ1Q9Xbnkt0yZgNwg3g")
                                   << QByteArray("066A063467517BA309EA62AE7991B27BB6F2FCAC")
                                   << QStringLiteral("2017-10-10T05:01:40Z");
    // ksuid_test.go: Nil encodes as 27 zeros; all-0xFF bytes as maxStringEncoded.
    QTest::newRow("nil") << QByteArray("000000000000000000000000000") << QByteArray(40, '0')
                         << QStringLiteral("2014-05-13T16:53:20Z");
    QTest::newRow("max") << QByteArray("aWgEPTl1tmebfsQzFP4bxwgy80V") << QByteArray(40, 'F')
                         << QStringLiteral("2150-06-19T23:21:35Z");
}

void Tst_textformats::ksuidVectors()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, rawHex);
    QFETCH(QString, utc);
    const QByteArray raw = QByteArray::fromHex(rawHex);
    const quint32 tsField = rawHex.left(8).toUInt(nullptr, 16);

    const Candidates c = parseMine(textIn(text));
    QCOMPARE(countOf(c, Format::Ksuid), 1);
    const Decoded d = *find(c, Format::Ksuid);
    QVERIFY(d.valid());
    QCOMPARE(d.prior, quint8(85));
    QCOMPARE(bytesOf(d), raw);
    QVERIFY(d.hasInstant);
    QCOMPARE(d.precision, Precision::Second);
    QCOMPARE(d.instant.seconds, 1400000000 + qint64(tsField));
    QCOMPARE(d.instant.nanos, 0);
    QCOMPARE(rfc(d), utc);
    QCOMPARE(d.flags, 0u);

    const Reading r = describe(d);
    QVERIFY(r.valid);
    QCOMPARE(r.canonical, QString::fromLatin1(text));
    QCOMPARE(fieldValue(r, "timestamp"), QString::number(tsField));
    QVERIFY(field(r, "timestamp")->numeric);
    QCOMPARE(fieldValue(r, "payload"), QString::fromLatin1(rawHex.mid(8).toLower()));

    // The same 20 bytes as a BLOB: a KSUID binary reading, same instant, no spelling flag.
    const Candidates b = parseMine(IdInput::blob(raw.constData(), int(raw.size())));
    const auto bd = find(b, Format::Ksuid);
    QVERIFY(bd && bd->valid());
    QCOMPARE(bd->prior, quint8(50));
    QCOMPARE(bd->instant, d.instant);
    QCOMPARE(bd->flags & quint32(WarnNonCanonicalSpelling), 0u);
    QCOMPARE(describe(*bd).canonical, QString::fromLatin1(text));
}

void Tst_textformats::ksuidInvalid_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("forced");
    QTest::addColumn<int>("error"); // -1: no KSUID reading at all
    QTest::addColumn<int>("pos");

    const int overflow = int(ParseError::Overflow);
    const int badChar = int(ParseError::BadCharacter);
    // One past the maximum, and ksuid_test.go TestIssue25.
    QTest::newRow("max+1") << QByteArray("aWgEPTl1tmebfsQzFP4bxwgy80W") << false << overflow << 0;
    QTest::newRow("issue25") << QByteArray("aaaaaaaaaaaaaaaaaaaaaaaaaaa") << false << overflow << 0;
    QTest::newRow("all-z") << QByteArray("zzzzzzzzzzzzzzzzzzzzzzzzzzz") << false << overflow << 0;
    QTest::newRow("just-above-first")
        << QByteArray("aWgEPTl1tmebfsQzFP4bxwgy810") << false << overflow << 0;
    // Not base62: some other 27-char text unless KSUID was asked for.
    QTest::newRow("issue25-bang") << QByteArray("aWgEPTl1tmebfsQzFP4bxwgy80!") << false << -1 << 0;
    QTest::newRow("issue25-bang-forced")
        << QByteArray("aWgEPTl1tmebfsQzFP4bxwgy80!") << true << badChar << 26;
    QTest::newRow("question-forced")
        << QByteArray("0??????????????????????????") << true << badChar << 1;
    QTest::newRow("dash-forced") << QByteArray("0ujtsYcgvSTl8PAuAdqWYSMnLO-") << true << badChar
                                 << 26;
    QTest::newRow("short") << QByteArray("0ujtsYcgvSTl8PAuAdqWYSMnLO") << false << -1 << 0;
    QTest::newRow("short-forced") << QByteArray("0ujtsYcgvSTl8PAuAdqWYSMnLO") << true
                                  << int(ParseError::BadLength) << 0;
    QTest::newRow("long-forced") << QByteArray("0ujtsYcgvSTl8PAuAdqWYSMnLOvv") << true
                                 << int(ParseError::BadLength) << 0;
}

void Tst_textformats::ksuidInvalid()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, forced);
    QFETCH(int, error);
    QFETCH(int, pos);
    const Candidates c = parseMine(textIn(text), forced ? Format::Ksuid : Format::Count);
    const auto d = find(c, Format::Ksuid);
    if (error < 0) {
        QVERIFY(!d);
        return;
    }
    QVERIFY(d);
    QVERIFY(!d->valid());
    QCOMPARE(int(d->error), error);
    if (error == int(ParseError::BadCharacter))
        QCOMPARE(int(d->errorPos), pos);
    QVERIFY(!describe(*d).valid);
    QVERIFY(!describe(*d).error.isEmpty());
}

void Tst_textformats::ksuidHexOnRequest()
{
    // `ksuid -f inspect` prints the raw bytes as 40 hex digits (uuinfo reads them too). Unasked
    // the reading is offered below the shapes that name themselves, since 40 hex digits are as
    // often a SHA-1; on request it is the KSUID's own.
    const QByteArray hex("0669F7EFB5A1CD34B5F99D1154FB6853345C9735");
    const auto unasked = find(parseMine(textIn(hex)), Format::Ksuid);
    QVERIFY(unasked && unasked->valid() && !unasked->selfIdentifying);
    const Candidates c = parseMine(textIn(hex), Format::Ksuid);
    const auto d = find(c, Format::Ksuid);
    QVERIFY(d && d->valid());
    QVERIFY(d->flags & WarnNonCanonicalSpelling);
    QCOMPARE(describe(*d).canonical, QStringLiteral("0ujtsYcgvSTl8PAuAdqWYSMnLOv"));
}

// ---- ObjectId ---------------------------------------------------------------------------

void Tst_textformats::objectIdVectors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("utc");
    // MongoDB manual, ObjectId.getTimestamp(): ISODate("2012-10-15T21:26:17Z").
    QTest::newRow("manual-getTimestamp")
        << QByteArray("507c7f79bcf86cd7994f6c0e") << QStringLiteral("2012-10-15T21:26:17Z");
    // The manual's other example id; 0x507f191e = 1350506782.
    QTest::newRow("manual-example")
        << QByteArray("507f191e810c19729de860ea") << QStringLiteral("2012-10-17T20:46:22Z");
    QTest::newRow("zero") << QByteArray("000000000000000000000000")
                          << QStringLiteral("1970-01-01T00:00:00Z");
    QTest::newRow("max") << QByteArray("ffffffffffffffffffffffff")
                         << QStringLiteral("2106-02-07T06:28:15Z");
}

void Tst_textformats::objectIdVectors()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, utc);
    const quint32 seconds = text.left(8).toUInt(nullptr, 16);
    const quint32 counter = text.mid(18, 6).toUInt(nullptr, 16);

    const Candidates c = parseMine(textIn(text));
    QCOMPARE(countOf(c, Format::ObjectId), 1);
    const Decoded d = *find(c, Format::ObjectId);
    QVERIFY(d.valid());
    QCOMPARE(d.prior, quint8(85));
    QCOMPARE(bytesOf(d), QByteArray::fromHex(text));
    QCOMPARE(d.instant.seconds, qint64(seconds));
    QCOMPARE(d.precision, Precision::Second);
    QCOMPARE(rfc(d), utc);
    QCOMPARE(d.flags & (WarnNonCanonicalCase | WarnMixedCase | WarnNonCanonicalSpelling), 0u);
    QCOMPARE(bool(d.flags & WarnBeforeEpoch), seconds < 1230768000u); // before 2009

    const Reading r = describe(d);
    QCOMPARE(r.canonical, QString::fromLatin1(text));
    QCOMPARE(fieldValue(r, "timestamp"), QString::number(seconds));
    QCOMPARE(fieldValue(r, "random"), QString::fromLatin1(text.mid(8, 10)));
    QCOMPARE(fieldValue(r, "counter"), QString::number(counter));
    QVERIFY(field(r, "counter")->numeric);
    QVERIFY(!field(r, "random")->numeric);
}

void Tst_textformats::objectIdCaseAndSpelling()
{
    const QString canonical = QStringLiteral("507c7f79bcf86cd7994f6c0e");
    struct Row {
        const char* text;
        quint32 flags;
        quint8 prior;
    } rows[] = {
        {"507C7F79BCF86CD7994F6C0E", WarnNonCanonicalCase, 85},
        {"507c7f79BCF86cd7994f6c0e", WarnNonCanonicalCase | WarnMixedCase, 85},
        {"ObjectId(\"507c7f79bcf86cd7994f6c0e\")", WarnNonCanonicalSpelling, 95},
        {"ObjectId('507c7f79bcf86cd7994f6c0e')", WarnNonCanonicalSpelling, 95},
    };
    for (const Row& row : rows) {
        const Candidates c = parseMine(textIn(QByteArray(row.text)));
        const auto d = find(c, Format::ObjectId);
        QVERIFY2(d && d->valid(), row.text);
        QCOMPARE(d->flags, row.flags);
        QCOMPARE(d->prior, row.prior);
        QCOMPARE(describe(*d).canonical, canonical);
        QCOMPARE(d->instant.seconds, qint64(1350336377));
    }
    // Not a shell spelling: wrong quotes / wrong name / non-hex inside.
    for (const char* text :
         {"ObjectId(\"507c7f79bcf86cd7994f6c0e')", "ObjectID(\"507c7f79bcf86cd7994f6c0e\")"}) {
        QVERIFY2(parseMine(textIn(QByteArray(text))).empty(), text);
    }
    const Candidates bad =
        parseMine(textIn(QByteArray("ObjectId(\"507c7f79bcf86cd7994f6c0g\")")), Format::ObjectId);
    QCOMPARE(bad.size(), 1);
    QCOMPARE(bad[0].error, ParseError::BadCharacter);
    QCOMPARE(int(bad[0].errorPos), 33);

    // 24 non-hex characters are no ObjectId unless asked for; then the position is exact.
    QVERIFY(!find(parseMine(textIn(QByteArray("507c7f79bcf86cd7994f6c0z"))), Format::ObjectId));
    const Candidates forced =
        parseMine(textIn(QByteArray("507c7f79bcf86cd7994f6c0z")), Format::ObjectId);
    QCOMPARE(forced.size(), 1);
    QCOMPARE(forced[0].error, ParseError::BadCharacter);
    QCOMPARE(int(forced[0].errorPos), 23);
}

void Tst_textformats::twelveByteBlob()
{
    // rs/xid id_test.go: ID{0x4d,0x88,0xe1,0x5b,0x60,0xf4,0x86,0xe4,0x28,0x41,0x2d,0xc9}.
    const QByteArray raw = QByteArray::fromHex("4d88e15b60f486e428412dc9");
    const Candidates c = parseMine(IdInput::blob(raw.constData(), int(raw.size())));
    QCOMPARE(c.size(), 2);
    const auto oid = find(c, Format::ObjectId);
    const auto xid = find(c, Format::Xid);
    QVERIFY(oid && oid->valid() && xid && xid->valid());
    QCOMPARE(oid->prior, quint8(45));
    QCOMPARE(xid->prior, quint8(45));
    QCOMPARE(oid->instant.seconds, qint64(1300816219));
    QCOMPARE(xid->instant.seconds, qint64(1300816219));
    QCOMPARE(oid->flags & WarnNonCanonicalSpelling, 0u);
    QCOMPARE(describe(*oid).canonical, QStringLiteral("4d88e15b60f486e428412dc9"));
    QCOMPARE(describe(*xid).canonical, QStringLiteral("9m4e2mr0ui3e8a215n4g"));

    // Other sizes are not ours.
    const QByteArray eleven = raw.left(11);
    QVERIFY(parseMine(IdInput::blob(eleven.constData(), 11)).empty());
}

// ---- xid --------------------------------------------------------------------------------

void Tst_textformats::xidVectors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("rawHex");
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<QString>("machine");
    QTest::addColumn<quint32>("pid");
    QTest::addColumn<quint32>("counter");
    // rs/xid id_test.go IDs table and TestIDString/TestFromString.
    QTest::newRow("xid-readme") << QByteArray("9m4e2mr0ui3e8a215n4g")
                                << QByteArray("4d88e15b60f486e428412dc9") << qint64(1300816219)
                                << QStringLiteral("60f486") << 0xe428u << 4271561u;
    QTest::newRow("xid-nil") << QByteArray("00000000000000000000")
                             << QByteArray("000000000000000000000000") << qint64(0)
                             << QStringLiteral("000000") << 0u << 0u;
    // Third IDs row; text from RFC 4648 base32hex of the bytes (lower case, no padding).
    QTest::newRow("xid-parts") << QByteArray("0000005anf6drrg0000g")
                               << QByteArray("00000000aabbccddee000001") << qint64(0)
                               << QStringLiteral("aabbcc") << 0xddeeu << 1u;
    // rs/xid TestPadding prefix, with the canonical zero last character.
    QTest::newRow("xid-padding") << QByteArray("c6e52g2mrqcjl44hf170")
                                 << QByteArray("619c514056de993a9091784e") << qint64(0x619c5140)
                                 << QStringLiteral("56de99") << 0x3a90u << 0x91784eu;
}

void Tst_textformats::xidVectors()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, rawHex);
    QFETCH(qint64, seconds);
    QFETCH(QString, machine);
    QFETCH(quint32, pid);
    QFETCH(quint32, counter);

    const Candidates c = parseMine(textIn(text));
    QCOMPARE(countOf(c, Format::Xid), 1);
    const Decoded d = *find(c, Format::Xid);
    QVERIFY(d.valid());
    QCOMPARE(d.prior, quint8(60));
    QCOMPARE(bytesOf(d), QByteArray::fromHex(rawHex));
    QCOMPARE(d.instant.seconds, seconds);
    QCOMPARE(d.instant.nanos, 0);
    QCOMPARE(d.flags & ~quint32(WarnBeforeEpoch), 0u);
    QCOMPARE(bool(d.flags & WarnBeforeEpoch), seconds < 1420070400); // rs/xid: 2015

    const Reading r = describe(d);
    QCOMPARE(r.canonical, QString::fromLatin1(text));
    QCOMPARE(fieldValue(r, "timestamp"), QString::number(seconds));
    QCOMPARE(fieldValue(r, "machine"), machine);
    QCOMPARE(fieldValue(r, "pid"), QString::number(pid));
    QCOMPARE(fieldValue(r, "counter"), QString::number(counter));
    QVERIFY(field(r, "pid")->numeric);
    QVERIFY(field(r, "counter")->numeric);
    QVERIFY(!field(r, "machine")->numeric);
}

void Tst_textformats::xidInvalid_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("forced");
    QTest::addColumn<int>("error"); // -1: no xid reading
    QTest::addColumn<int>("pos");
    const int badChar = int(ParseError::BadCharacter);
    // rs/xid TestFromStringInvalid: non-zero padding bits in the last character.
    QTest::newRow("padding-9") << QByteArray("c6e52g2mrqcjl44hf179") << false << badChar << 19;
    QTest::newRow("padding-1") << QByteArray("9m4e2mr0ui3e8a215n41") << false << badChar << 19;
    QTest::newRow("w-z") << QByteArray("9m4e2mr0ui3e8a215nwg") << false << badChar << 18;
    // Punctuation or upper case: other text (Firebase IDs, …) unless xid was asked for.
    QTest::newRow("dash") << QByteArray("9m4e2mr0ui3e8a215n-g") << false << -1 << 0;
    QTest::newRow("dash-forced") << QByteArray("9m4e2mr0ui3e8a215n-g") << true << badChar << 18;
    QTest::newRow("upper") << QByteArray("9M4E2MR0UI3E8A215N4G") << false << -1 << 0;
    QTest::newRow("upper-w-forced") << QByteArray("9M4E2MR0UI3E8A215NWG") << true << badChar << 18;
    QTest::newRow("short-forced") << QByteArray("TYjhW2D0huQoQS") << true
                                  << int(ParseError::BadLength) << 0;
}

void Tst_textformats::xidInvalid()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, forced);
    QFETCH(int, error);
    QFETCH(int, pos);
    const Candidates c = parseMine(textIn(text), forced ? Format::Xid : Format::Count);
    const auto d = find(c, Format::Xid);
    if (error < 0) {
        QVERIFY(!d);
        return;
    }
    QVERIFY(d);
    QCOMPARE(int(d->error), error);
    if (error == int(ParseError::BadCharacter))
        QCOMPARE(int(d->errorPos), pos);
}

void Tst_textformats::xidUpperCaseOnRequest()
{
    // rs/xid refuses upper case (TestIDJSONUnmarshalingError); we accept it only on request.
    const Candidates c = parseMine(textIn(QByteArray("9M4E2MR0UI3E8A215N4G")), Format::Xid);
    const auto d = find(c, Format::Xid);
    QVERIFY(d && d->valid());
    // 1300816219 (2011) predates rs/xid: the before-launch flag is expected here.
    QCOMPARE(d->flags, quint32(WarnNonCanonicalCase | WarnBeforeEpoch));
    QCOMPARE(describe(*d).canonical, QStringLiteral("9m4e2mr0ui3e8a215n4g"));

    // ObjectId hex forced as xid: same bytes, foreign spelling.
    const Candidates h = parseMine(textIn(QByteArray("4d88e15b60f486e428412dc9")), Format::Xid);
    const auto x = find(h, Format::Xid);
    QVERIFY(x && x->valid());
    QVERIFY(x->flags & WarnNonCanonicalSpelling);
    QCOMPARE(describe(*x).canonical, QStringLiteral("9m4e2mr0ui3e8a215n4g"));
}

// ---- TID --------------------------------------------------------------------------------

void Tst_textformats::tidVectors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("utc"); // empty: checked against the plain computation only
    QTest::addColumn<bool>("topBit");
    // atproto.com/specs/tid example; 2023-06-30T15:03:01.887007Z, clock id 6.
    QTest::newRow("spec-example") << QByteArray("3jzfcijpj2z2a")
                                  << QStringLiteral("2023-06-30T15:03:01.887007Z") << false;
    // Spec: "The TID corresponding to integer zero is 2222222222222".
    QTest::newRow("zero") << QByteArray("2222222222222")
                          << QStringLiteral("1970-01-01T00:00:00.000000Z") << false;
    // bluesky-social/atproto interop-test-files/syntax/tid_syntax_valid.txt.
    QTest::newRow("valid-7777") << QByteArray("7777777777777") << QString() << false;
    QTest::newRow("valid-3zzz") << QByteArray("3zzzzzzzzzzzz") << QString() << false;
    QTest::newRow("valid-a222") << QByteArray("a222222222222") << QString() << false;
    QTest::newRow("valid-j222") << QByteArray("j222222222222") << QString() << true;
    QTest::newRow("valid-azzz") << QByteArray("azzzzzzzzzzzz") << QString() << false;
    QTest::newRow("largest") << QByteArray("jzzzzzzzzzzzz") << QString() << true;
}

void Tst_textformats::tidVectors()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, utc);
    QFETCH(bool, topBit);
    const quint64 v = plainDecode(text, kTidAlphabet, 32);
    const quint64 us = v >> 10;

    const Candidates c = parseMine(textIn(text));
    QCOMPARE(countOf(c, Format::Tid), 1);
    const Decoded d = *find(c, Format::Tid);
    QVERIFY(d.valid());
    QCOMPARE(d.u64, v);
    QCOMPARE(d.precision, Precision::Microsecond);
    QCOMPARE(d.instant.seconds, qint64(us / 1000000));
    QCOMPARE(d.instant.nanos, qint32(us % 1000000) * 1000);
    QCOMPARE(d.prior, quint8(topBit ? 40 : 60));
    QCOMPARE(bool(v >> 63), topBit);
    if (!utc.isEmpty())
        QCOMPARE(rfc(d), utc);

    const Reading r = describe(d);
    QCOMPARE(r.canonical, QString::fromLatin1(text));
    QCOMPARE(fieldValue(r, "timestamp"), QString::number(us));
    QCOMPARE(fieldValue(r, "clock_id"), QString::number(v & 1023));
    QVERIFY(field(r, "clock_id")->numeric);
    if (text == "3jzfcijpj2z2a") {
        QCOMPARE(fieldValue(r, "clock_id"), QStringLiteral("6"));
        QCOMPARE(fieldValue(r, "timestamp"), QStringLiteral("1688137381887007"));
    }
}

void Tst_textformats::tidInvalid_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("forced");
    QTest::addColumn<int>("error"); // -1: no TID reading
    QTest::addColumn<int>("pos");
    const int badChar = int(ParseError::BadCharacter);
    const int overflow = int(ParseError::Overflow);
    const int badLen = int(ParseError::BadLength);
    // interop-test-files/syntax/tid_syntax_invalid.txt
    QTest::newRow("not-base32-1") << QByteArray("3jzfcijpj2z21") << false << badChar << 12;
    // Digits only: a number, not an attempted TID, unless asked for.
    QTest::newRow("not-base32-0") << QByteArray("0000000000000") << false << -1 << 0;
    QTest::newRow("not-base32-0-forced") << QByteArray("0000000000000") << true << badChar << 0;
    QTest::newRow("case-sensitive") << QByteArray("3JZFCIJPJ2Z2A") << false << -1 << 0;
    QTest::newRow("too-long") << QByteArray("3jzfcijpj2z2aa") << false << -1 << 0;
    QTest::newRow("too-short") << QByteArray("3jzfcijpj2z2") << false << -1 << 0;
    QTest::newRow("222") << QByteArray("222") << false << -1 << 0;
    QTest::newRow("dashes") << QByteArray("3jzf-cij-pj2z-2a") << false << -1 << 0;
    QTest::newRow("high-z") << QByteArray("zzzzzzzzzzzzz") << false << overflow << 0;
    QTest::newRow("high-k") << QByteArray("kjzfcijpj2z2a") << false << overflow << 0;
    // The same on request: exact reasons.
    QTest::newRow("too-long-forced") << QByteArray("3jzfcijpj2z2aa") << true << badLen << 0;
    QTest::newRow("dashes-forced") << QByteArray("3jzf-cij-pj2z-2a") << true << badLen << 0;
    QTest::newRow("punct-forced") << QByteArray("3jzfcijpj2z2!") << true << badChar << 12;
    QTest::newRow("punct") << QByteArray("3jzfcijpj2z2!") << false << -1 << 0;
    QTest::newRow("high-upper-forced") << QByteArray("KJZFCIJPJ2Z2A") << true << overflow << 0;
}

void Tst_textformats::tidInvalid()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, forced);
    QFETCH(int, error);
    QFETCH(int, pos);
    const Candidates c = parseMine(textIn(text), forced ? Format::Tid : Format::Count);
    const auto d = find(c, Format::Tid);
    if (error < 0) {
        QVERIFY(!d);
        return;
    }
    QVERIFY(d);
    QCOMPARE(int(d->error), error);
    if (error == int(ParseError::BadCharacter))
        QCOMPARE(int(d->errorPos), pos);
}

void Tst_textformats::tidUpperCaseOnRequest()
{
    const Candidates c = parseMine(textIn(QByteArray("3JZFCIJPJ2Z2A")), Format::Tid);
    const auto d = find(c, Format::Tid);
    QVERIFY(d && d->valid());
    QCOMPARE(d->flags, quint32(WarnNonCanonicalCase));
    QCOMPARE(rfc(*d), QStringLiteral("2023-06-30T15:03:01.887007Z"));
    QCOMPARE(describe(*d).canonical, QStringLiteral("3jzfcijpj2z2a"));

    const Candidates m = parseMine(textIn(QByteArray("3jzfcijpJ2Z2A")), Format::Tid);
    QVERIFY(find(m, Format::Tid) && find(m, Format::Tid)->valid());
    QCOMPARE(find(m, Format::Tid)->flags, quint32(WarnNonCanonicalCase | WarnMixedCase));
}

void Tst_textformats::tidIntegerOnRequest()
{
    const quint64 v = plainDecode("3jzfcijpj2z2a", kTidAlphabet, 32);
    QVERIFY(!find(parseMine(IdInput::fromInteger(qint64(v))), Format::Tid));
    const Candidates c = parseMine(IdInput::fromInteger(qint64(v)), Format::Tid);
    const auto d = find(c, Format::Tid);
    QVERIFY(d && d->valid());
    QVERIFY(d->flags & WarnNonCanonicalSpelling);
    QCOMPARE(rfc(*d), QStringLiteral("2023-06-30T15:03:01.887007Z"));
    QCOMPARE(describe(*d).canonical, QStringLiteral("3jzfcijpj2z2a"));

    const QByteArray dec = QByteArray::number(v);
    const auto t = find(parseMine(textIn(dec), Format::Tid), Format::Tid);
    QVERIFY(t && t->valid());
    QCOMPARE(t->u64, v);

    const Candidates neg = parseMine(IdInput::fromInteger(-1), Format::Tid);
    QVERIFY(find(neg, Format::Tid));
    QCOMPARE(find(neg, Format::Tid)->error, ParseError::OutOfRange);
}

// ---- Firebase push ID -------------------------------------------------------------------

void Tst_textformats::firebaseVectors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("random");
    // A push ID of 2017-10-13; random bits recomputed outside (Python) from the alphabet.
    QTest::newRow("2017") << QByteArray("-KwKoJBVZO4fJt2_6vgJ") << qint64(1507899556640)
                          << QStringLiteral("91916b5390e51fbb14");
    // Firebase blog "The 2^120 Ways to Ensure Unique Identifiers" (Feb 2015) examples.
    QTest::newRow("blog-1") << QByteArray("-JhLeOlGIEjaIOFHR0xd") << qint64(1423088131153)
                            << QStringLiteral("4cfbe64d9412701f69");
    QTest::newRow("blog-2") << QByteArray("-JhQ76OEK_848CkIFhAq") << qint64(1423163029071)
                            << QStringLiteral("56524524dc1342d2f6");
    QTest::newRow("blog-3") << QByteArray("-JhQ7APk0UtyRTFO9-TS") << qint64(1423163045552)
                            << QStringLiteral("05fe7e71e41928079d");
    QTest::newRow("min") << QByteArray("--------------------") << qint64(0)
                         << QStringLiteral("000000000000000000");
    QTest::newRow("max") << QByteArray("zzzzzzzzzzzzzzzzzzzz") << qint64(281474976710655)
                         << QStringLiteral("ffffffffffffffffff");
}

void Tst_textformats::firebaseVectors()
{
    QFETCH(QByteArray, text);
    QFETCH(qint64, ms);
    QFETCH(QString, random);
    QCOMPARE(qint64(plainDecode(text.left(8), kPushAlphabet, 64)), ms); // the vector itself

    const Candidates c = parseMine(textIn(text));
    QCOMPARE(countOf(c, Format::FirebasePush), 1);
    const Decoded d = *find(c, Format::FirebasePush);
    QVERIFY(d.valid());
    QCOMPARE(d.precision, Precision::Millisecond);
    QCOMPARE(d.instant.seconds * 1000 + d.instant.nanos / 1000000, ms);
    QCOMPARE(d.instant.nanos % 1000000, 0);
    QCOMPARE(d.prior, quint8(text.startsWith('-') ? 60 : 40));
    QCOMPARE(bool(d.flags & WarnBeforeEpoch), ms < 1325376000000);

    const Reading r = describe(d);
    QCOMPARE(r.canonical, QString::fromLatin1(text));
    QCOMPARE(fieldValue(r, "timestamp"), QString::number(ms));
    QCOMPARE(fieldValue(r, "random"), random);
    if (text == "-KwKoJBVZO4fJt2_6vgJ")
        QCOMPARE(rfc(d), QStringLiteral("2017-10-13T12:59:16.640Z"));
    // Push IDs with '-', '_' or upper case are never xids.
    const auto x = find(c, Format::Xid);
    QVERIFY(!x || !x->valid());
}

void Tst_textformats::firebaseAlsoXid()
{
    // 20 chars of 0-9a-v: both readings; the detector ranks them by plausibility.
    const Candidates c = parseMine(textIn(QByteArray("9m4e2mr0ui3e8a215n4g")));
    const auto x = find(c, Format::Xid);
    const auto f = find(c, Format::FirebasePush);
    QVERIFY(x && x->valid() && f && f->valid());
    QVERIFY(x->prior > f->prior);
    QCOMPARE(f->prior, quint8(40));
    QCOMPARE(qint64(f->u64), qint64(plainDecode("9m4e2mr0", kPushAlphabet, 64)));
}

void Tst_textformats::firebaseInvalid()
{
    const QByteArray bad("-KwKoJBVZO4fJt2_6vg!");
    QVERIFY(!find(parseMine(textIn(bad)), Format::FirebasePush));
    const Candidates c = parseMine(textIn(bad), Format::FirebasePush);
    const auto d = find(c, Format::FirebasePush);
    QVERIFY(d);
    QCOMPARE(d->error, ParseError::BadCharacter);
    QCOMPARE(int(d->errorPos), 19);
    const Candidates l =
        parseMine(textIn(QByteArray("-KwKoJBVZO4fJt2_6vgJx")), Format::FirebasePush);
    QVERIFY(find(l, Format::FirebasePush));
    QCOMPARE(find(l, Format::FirebasePush)->error, ParseError::BadLength);
}

// ---- CUID v1 ----------------------------------------------------------------------------

void Tst_textformats::cuidVectors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("utc");
    // paralleldrive/cuid README: "Broken down" example and the two usage examples.
    QTest::newRow("broken-down") << QByteArray("ch72gsb320000udocl363eofy")
                                 << QStringLiteral("2012-09-13T23:03:12.926Z");
    QTest::newRow("esm") << QByteArray("cjld2cjxh0000qzrmn831i7rn")
                         << QStringLiteral("2018-08-28T01:59:12.101Z");
    QTest::newRow("node") << QByteArray("cjld2cyuq0000t3rmniod1foy")
                          << QStringLiteral("2018-08-28T01:59:31.442Z");
    QTest::newRow("counter") << QByteArray("cjld2cyuq00zzt3rmniod1foy")
                             << QStringLiteral("2018-08-28T01:59:31.442Z");
}

void Tst_textformats::cuidVectors()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, utc);
    bool ok = false;
    const qint64 ms = text.mid(1, 8).toLongLong(&ok, 36);
    QVERIFY(ok);
    const qint64 counter = text.mid(9, 4).toLongLong(&ok, 36);
    QVERIFY(ok);

    const Candidates c = parseMine(textIn(text));
    QCOMPARE(countOf(c, Format::Cuid), 1);
    const Decoded d = *find(c, Format::Cuid);
    QVERIFY(d.valid());
    QCOMPARE(d.prior, quint8(70));
    QCOMPARE(d.precision, Precision::Millisecond);
    QCOMPARE(d.instant.seconds * 1000 + d.instant.nanos / 1000000, ms);
    QCOMPARE(rfc(d), utc);
    QCOMPARE(d.flags, 0u);

    const Reading r = describe(d);
    QCOMPARE(r.canonical, QString::fromLatin1(text));
    QCOMPARE(fieldValue(r, "timestamp"), QString::number(ms));
    QCOMPARE(fieldValue(r, "counter"), QString::number(counter));
    QCOMPARE(fieldValue(r, "fingerprint"), QString::fromLatin1(text.mid(13, 4)));
    QCOMPARE(fieldValue(r, "random"), QString::fromLatin1(text.mid(17, 8)));
    QVERIFY(field(r, "counter")->numeric);

    // The CUID v1 vs CUID2-shaped ambiguity stays visible.
    const auto c2 = find(c, Format::Cuid2);
    QVERIFY(c2 && c2->valid());
    QCOMPARE(c2->prior, quint8(10));
    QVERIFY(!c2->hasInstant);
}

void Tst_textformats::cuidInvalid()
{
    // Upper case: not a CUID unless asked for; then lower-cased with a case warning.
    const QByteArray upper("CH72GSB320000UDOCL363EOFY");
    QVERIFY(!find(parseMine(textIn(upper)), Format::Cuid));
    const auto d = find(parseMine(textIn(upper), Format::Cuid), Format::Cuid);
    QVERIFY(d && d->valid());
    QCOMPARE(d->flags, quint32(WarnNonCanonicalCase));
    QCOMPARE(describe(*d).canonical, QStringLiteral("ch72gsb320000udocl363eofy"));
    QCOMPARE(rfc(*d), QStringLiteral("2012-09-13T23:03:12.926Z"));

    // Wrong first letter / punctuation / length, on request.
    const auto p = find(parseMine(textIn(QByteArray("xh72gsb320000udocl363eofy")), Format::Cuid),
                        Format::Cuid);
    QVERIFY(p);
    QCOMPARE(p->error, ParseError::BadCharacter);
    QCOMPARE(int(p->errorPos), 0);
    const auto q = find(parseMine(textIn(QByteArray("ch72gsb320000udoc-363eofy")), Format::Cuid),
                        Format::Cuid);
    QVERIFY(q);
    QCOMPARE(q->error, ParseError::BadCharacter);
    QCOMPARE(int(q->errorPos), 17);
    QVERIFY(!find(parseMine(textIn(QByteArray("ch72gsb320000udoc-363eofy"))), Format::Cuid));
    const auto r =
        find(parseMine(textIn(QByteArray("ch72gsb320000udocl363eof")), Format::Cuid), Format::Cuid);
    QVERIFY(r);
    QCOMPARE(r->error, ParseError::BadLength);
}

// ---- CUID2 / Nano ID shapes ---------------------------------------------------------------

void Tst_textformats::shapesWithoutInstant_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("prior");
    // @paralleldrive/cuid2 README and ai/nanoid README examples.
    QTest::newRow("cuid2-readme") << QByteArray("tz4a98xxat96iws9zmbrgj3a") << int(Format::Cuid2)
                                  << 20;
    QTest::newRow("cuid2-readme-2")
        << QByteArray("pfh0haxfpzowht3oi213cqos") << int(Format::Cuid2) << 20;
    QTest::newRow("nanoid-readme")
        << QByteArray("V1StGXR8_Z5jdHi6B-myT") << int(Format::Nanoid) << 15;
}

void Tst_textformats::shapesWithoutInstant()
{
    QFETCH(QByteArray, text);
    QFETCH(int, format);
    QFETCH(int, prior);
    const Candidates c = parseMine(textIn(text));
    const auto d = find(c, Format(format));
    QVERIFY(d && d->valid());
    QCOMPARE(int(d->prior), prior);
    QVERIFY(!d->hasInstant);
    QCOMPARE(d->precision, Precision::None);
    for (const Decoded& e : c)
        QVERIFY2(!e.valid() || e.format == Format(format), "no other valid reading");

    const Reading r = describe(*d);
    QVERIFY(r.valid);
    QVERIFY(!r.instant.has_value());
    QCOMPARE(r.precision, Precision::None);
    QCOMPARE(r.canonical, QString::fromLatin1(text));
    QVERIFY(fieldValue(r, "note").contains(QStringLiteral("no embedded instant")));
    QVERIFY(!field(r, "timestamp"));

    Decoded out;
    QVERIFY(!makeTextIds(Format(format), Instant::fromUnixSeconds(1700000000), Fill::Min, {}, out));
}

void Tst_textformats::shapesOnRequest()
{
    // Other lengths only when asked for.
    QVERIFY(!find(parseMine(textIn(QByteArray("abcdefghij"))), Format::Cuid2));
    const auto c2 = find(parseMine(textIn(QByteArray("abcdefghij")), Format::Cuid2), Format::Cuid2);
    QVERIFY(c2 && c2->valid());
    QCOMPARE(describe(*c2).canonical, QStringLiteral("abcdefghij"));
    // CUID2 starts with a letter and is lower case.
    QVERIFY(!find(parseMine(textIn(QByteArray("4z4a98xxat96iws9zmbrgj3a"))), Format::Cuid2));
    const auto digit = find(
        parseMine(textIn(QByteArray("4z4a98xxat96iws9zmbrgj3a")), Format::Cuid2), Format::Cuid2);
    QVERIFY(digit);
    QCOMPARE(digit->error, ParseError::BadCharacter);
    QCOMPARE(int(digit->errorPos), 0);
    QVERIFY(!find(parseMine(textIn(QByteArray("tz4a98xxaT96iws9zmbrgj3a"))), Format::Cuid2));
    const QByteArray tooLong(33, 'a');
    const auto len = find(parseMine(textIn(tooLong), Format::Cuid2), Format::Cuid2);
    QVERIFY(len);
    QCOMPARE(len->error, ParseError::BadLength);

    const auto n =
        find(parseMine(textIn(QByteArray("V1StGXR8_Z")), Format::Nanoid), Format::Nanoid);
    QVERIFY(n && n->valid());
    QVERIFY(!n->hasInstant);
    const auto nb = find(parseMine(textIn(QByteArray("V1StGXR8_Z5jdHi6B+myT")), Format::Nanoid),
                         Format::Nanoid);
    QVERIFY(nb);
    QCOMPARE(nb->error, ParseError::BadCharacter);
    QCOMPARE(int(nb->errorPos), 17);
    QVERIFY(!find(parseMine(textIn(QByteArray("V1StGXR8_Z5jdHi6B+myT"))), Format::Nanoid));
}

// ---- Shapes that are not ours -------------------------------------------------------------

void Tst_textformats::otherShapesIgnored_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("word") << QByteArray("hello");
    QTest::newRow("uuid") << QByteArray("0189d6e4-5f6a-7c4d-8e2f-123456789abc");
    QTest::newRow("ulid") << QByteArray("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    QTest::newRow("tsid-upper") << QByteArray("0AWE5HZP3SKTK");
    QTest::newRow("decimal") << QByteArray("1507899556640");
    QTest::newRow("32-hex") << QByteArray("0189d6e45f6a7c4d8e2f123456789abc");
    QTest::newRow("27-with-space") << QByteArray("0ujtsYcgvSTl8PAuAdqWYSMnLO ");
}

void Tst_textformats::otherShapesIgnored()
{
    QFETCH(QByteArray, text);
    const Candidates c = parseMine(textIn(text));
    for (const Decoded& d : c) {
        // Only shape-only guesses may appear for generic text (none of these rows has one).
        QFAIL(qPrintable(formatName(d.format)));
    }
    QVERIFY(parseMine(IdInput::fromInteger(1507899556640)).empty());
    QVERIFY(parseMine(IdInput::fromReal(1.5)).empty());
    QVERIFY(parseMine(IdInput{}).empty());
    const QByteArray sixteen(16, '\x01');
    QVERIFY(parseMine(IdInput::blob(sixteen.constData(), 16)).empty());
}

void Tst_textformats::forcedAlwaysAnswers_data()
{
    QTest::addColumn<int>("format");
    for (Format f : {Format::Ksuid, Format::ObjectId, Format::Xid, Format::Tid,
                     Format::FirebasePush, Format::Cuid, Format::Cuid2, Format::Nanoid})
        QTest::newRow(qPrintable(formatName(f))) << int(f);
}

void Tst_textformats::forcedAlwaysAnswers()
{
    QFETCH(int, format);
    const Format f = Format(format);
    const QByteArray blob(7, '\x02');
    const IdInput inputs[] = {IdInput::text("hello world"), IdInput::fromReal(2.5),
                              IdInput::blob(blob.constData(), 7), IdInput::text("")};
    for (const IdInput& in : inputs) {
        const Candidates c = parseMine(in, f);
        const auto d = find(c, f);
        QVERIFY(d);
        QVERIFY(!d->valid());
        QVERIFY(d->error != ParseError::None);
        QVERIFY(!describe(*d).error.isEmpty());
    }
    // NULL stays NULL.
    QVERIFY(!find(parseMine(IdInput{}, f), f));
}

// ---- Reverse direction ------------------------------------------------------------------

void Tst_textformats::roundTrip_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<int>("nanos");
    QTest::addColumn<qint64>("unitNs"); // the format's time unit

    const struct {
        Format f;
        qint64 unit;
    } formats[] = {{Format::Ksuid, 1000000000},     {Format::ObjectId, 1000000000},
                   {Format::Xid, 1000000000},       {Format::Tid, 1000},
                   {Format::FirebasePush, 1000000}, {Format::Cuid, 1000000}};
    const struct {
        const char* name;
        qint64 s;
        int ns;
    } instants[] = {
        {"ksuid-epoch", 1400000000, 0},  {"2017", 1507608047, 123456789},
        {"2023", 1688137381, 887007999}, {"leap-day", 1709251199, 999999999},
        {"2038", 2147483648, 500000000}, {"2059", 2821109907, 455000000}, // last CUID millisecond
    };
    for (const auto& f : formats) {
        for (const auto& t : instants) {
            QTest::newRow(qPrintable(formatName(f.f) + QLatin1Char('/') + QLatin1String(t.name)))
                << int(f.f) << t.s << t.ns << f.unit;
        }
    }
}

void Tst_textformats::roundTrip()
{
    QFETCH(int, format);
    QFETCH(qint64, seconds);
    QFETCH(int, nanos);
    QFETCH(qint64, unitNs);
    const Format f = Format(format);
    const Instant t{seconds, nanos};
    // Floor to the unit, computed plainly (all units divide a second).
    const Instant floored{seconds, qint32(nanos - nanos % unitNs)};

    QString canon[3];
    const Fill fills[] = {Fill::Min, Fill::Random, Fill::Max};
    for (int k = 0; k < 3; ++k) {
        Decoded d;
        QVERIFY(make(f, t, fills[k], d));
        QCOMPARE(d.format, f);
        QVERIFY(d.valid());
        QVERIFY(d.hasInstant);
        QCOMPARE(d.instant.seconds, floored.seconds);
        QCOMPARE(d.instant.nanos, floored.nanos);
        const Reading r = describe(d);
        QVERIFY(r.valid);
        QVERIFY(!r.canonical.isEmpty());
        canon[k] = r.canonical;

        const QByteArray text = r.canonical.toLatin1();
        const Candidates c = parseMine(textIn(text));
        const auto p = find(c, f);
        QVERIFY2(p, text.constData());
        QVERIFY(p->valid());
        QCOMPARE(bytesOf(*p), bytesOf(d));
        QCOMPARE(p->u64, d.u64);
        QCOMPARE(p->instant, d.instant);
        QCOMPARE(p->flags, d.flags);
        QCOMPARE(describe(*p).canonical, r.canonical);
    }
    // Every one of these spellings sorts like its value: min ≤ random ≤ max.
    QVERIFY2(canon[0] <= canon[1], qPrintable(canon[0] + QLatin1Char(' ') + canon[1]));
    QVERIFY2(canon[1] <= canon[2], qPrintable(canon[1] + QLatin1Char(' ') + canon[2]));
    QVERIFY(canon[0] < canon[2]);
    // The instant is its own range: min/max at t decode back to floored t.
    // The next unit's minimum comes after this unit's maximum.
    const qint64 nextNs = floored.nanos + unitNs;
    const Instant next{seconds + nextNs / 1000000000, qint32(nextNs % 1000000000)};
    Decoded n;
    if (make(f, next, Fill::Min, n))
        QVERIFY(canon[2] < describe(n).canonical);
}

void Tst_textformats::makeBounds_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<int>("nanos");
    QTest::addColumn<int>("fill");
    QTest::addColumn<QString>("canonical"); // empty: make must fail

    const int mn = int(Fill::Min), mx = int(Fill::Max);
    const int ksuid = int(Format::Ksuid), oid = int(Format::ObjectId), xid = int(Format::Xid);
    const int tid = int(Format::Tid), push = int(Format::FirebasePush), cuid = int(Format::Cuid);
    const QString fail;
    QTest::newRow("ksuid-min") << ksuid << qint64(1400000000) << 0 << mn
                               << QStringLiteral("000000000000000000000000000");
    QTest::newRow("ksuid-max") << ksuid << qint64(1400000000) + 0xFFFFFFFFll << 999999999 << mx
                               << QStringLiteral("aWgEPTl1tmebfsQzFP4bxwgy80V");
    QTest::newRow("ksuid-before") << ksuid << qint64(1399999999) << 999999999 << mn << fail;
    QTest::newRow("ksuid-after") << ksuid << qint64(1400000000) + 0x100000000ll << 0 << mn << fail;
    QTest::newRow("ksuid-readme") << ksuid << qint64(1507608047) << 0 << mn
                                  << QStringLiteral("0ujtsT5xN49RIv7vRkXBy3rhkHI");
    QTest::newRow("oid-min") << oid << qint64(1350336377) << 0 << mn
                             << QStringLiteral("507c7f790000000000000000");
    QTest::newRow("oid-max") << oid << qint64(1350336377) << 999000000 << mx
                             << QStringLiteral("507c7f79ffffffffffffffff");
    QTest::newRow("oid-neg") << oid << qint64(-1) << 999999999 << mn << fail;
    QTest::newRow("oid-2106") << oid << qint64(0xFFFFFFFFll) << 0 << mx
                              << QStringLiteral("ffffffffffffffffffffffff");
    QTest::newRow("oid-after") << oid << qint64(0x100000000ll) << 0 << mn << fail;
    QTest::newRow("xid-min") << xid << qint64(1300816219) << 0 << mn
                             << QStringLiteral("9m4e2mo0000000000000");
    QTest::newRow("xid-zero") << xid << qint64(0) << 0 << mn
                              << QStringLiteral("00000000000000000000");
    QTest::newRow("xid-after") << xid << qint64(0x100000000ll) << 0 << mn << fail;
    QTest::newRow("tid-zero") << tid << qint64(0) << 0 << mn << QStringLiteral("2222222222222");
    QTest::newRow("tid-spec") << tid << qint64(1688137381) << 887007000 << mn
                              << QStringLiteral("3jzfcijpj2z22");
    QTest::newRow("tid-spec-max") << tid << qint64(1688137381) << 887007999 << mx
                                  << QStringLiteral("3jzfcijpj2zzz");
    // 2^53 - 1 µs is the last instant with the top bit clear.
    QTest::newRow("tid-last") << tid << qint64(9007199254) << 740991000 << mx
                              << QStringLiteral("bzzzzzzzzzzzz");
    QTest::newRow("tid-after") << tid << qint64(9007199254) << 740992000 << mn << fail;
    QTest::newRow("tid-neg") << tid << qint64(-1) << 0 << mn << fail;
    QTest::newRow("push-2017") << push << qint64(1507899556) << 640999999 << mn
                               << QStringLiteral("-KwKoJBV------------");
    QTest::newRow("push-max") << push << qint64(281474976710) << 655000000 << mx
                              << QStringLiteral("zzzzzzzzzzzzzzzzzzzz");
    QTest::newRow("push-after") << push << qint64(281474976710) << 656000000 << mn << fail;
    QTest::newRow("cuid-readme") << cuid << qint64(1347577392) << 926000000 << mn
                                 << QStringLiteral("ch72gsb320000000000000000");
    QTest::newRow("cuid-max") << cuid << qint64(1347577392) << 926500000 << mx
                              << QStringLiteral("ch72gsb32zzzzzzzzzzzzzzzz");
    QTest::newRow("cuid-last") << cuid << qint64(2821109907) << 455000000 << mx
                               << QStringLiteral("czzzzzzzzzzzzzzzzzzzzzzzz");
    QTest::newRow("cuid-after") << cuid << qint64(2821109907) << 456000000 << mn << fail;
    QTest::newRow("cuid-neg") << cuid << qint64(-1) << 0 << mn << fail;
}

void Tst_textformats::makeBounds()
{
    QFETCH(int, format);
    QFETCH(qint64, seconds);
    QFETCH(int, nanos);
    QFETCH(int, fill);
    QFETCH(QString, canonical);
    Decoded d;
    const bool ok = make(Format(format), Instant{seconds, nanos}, Fill(fill), d);
    QCOMPARE(ok, !canonical.isEmpty());
    if (ok)
        QCOMPARE(describe(d).canonical, canonical);
}

void Tst_textformats::makeUnsupported()
{
    Decoded d;
    const Instant t = Instant::fromUnixSeconds(1700000000);
    QVERIFY(!makeKsuid(Format::Ulid, t, Fill::Min, {}, d));
    QVERIFY(!makeObjectIdFamily(Format::Ksuid, t, Fill::Min, {}, d));
    QVERIFY(!makeTid(Format::Tsid, t, Fill::Min, {}, d));
    QVERIFY(!makeTextIds(Format::Cuid2, t, Fill::Random, {}, d));
    QVERIFY(!makeTextIds(Format::Nanoid, t, Fill::Max, {}, d));
    QVERIFY(!makeTextIds(Format::UuidV7, t, Fill::Max, {}, d));
}

void Tst_textformats::randomInputs()
{
    // Random texts and blobs in and near every length and alphabet: never a crash (ASan/UBSan
    // builds check the reads), every error has a reason, every valid reading round-trips.
    QRandomGenerator rng(20240607);
    static const char kChars[] =
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_!'\"()\x80\xff";
    const Format forced[] = {Format::Count, Format::Ksuid, Format::ObjectId,
                             Format::Xid,   Format::Tid,   Format::FirebasePush,
                             Format::Cuid,  Format::Cuid2, Format::Nanoid};
    int valid = 0;
    for (int iter = 0; iter < 6000; ++iter) {
        const int len = int(rng.bounded(42));
        QByteArray buf(len, Qt::Uninitialized);
        const int narrow = int(rng.bounded(4)); // sometimes stay inside a small alphabet
        for (int i = 0; i < len; ++i) {
            const int span = narrow == 0 ? 16 : narrow == 1 ? 32 : int(sizeof(kChars) - 1);
            buf[i] = kChars[rng.bounded(span)];
        }
        if (len == 25 && rng.bounded(2))
            buf[0] = 'c';
        if (len == 20 && rng.bounded(2))
            buf[19] = '0';
        const bool asBlob = rng.bounded(5) == 0;
        // A copy in its own allocation, so reading past the end is an ASan error.
        const std::unique_ptr<char[]> exact(new char[std::size_t(qMax(len, 1))]);
        std::memcpy(exact.get(), buf.constData(), std::size_t(len));
        const IdInput in = asBlob ? IdInput::blob(exact.get(), len)
                                  : IdInput::text(std::string_view(exact.get(), std::size_t(len)));
        for (Format f : forced) {
            const Candidates c = parseMine(in, f);
            for (const Decoded& d : c) {
                QVERIFY(d.format != Format::Count);
                if (!d.valid()) {
                    QVERIFY(!describe(d).error.isEmpty());
                    if (d.error == ParseError::BadCharacter)
                        QVERIFY(int(d.errorPos) < len);
                    continue;
                }
                ++valid;
                QCOMPARE(d.hasInstant, d.format != Format::Cuid2 && d.format != Format::Nanoid);
                const Reading r = describe(d);
                QVERIFY(r.valid);
                const QByteArray canon = r.canonical.toLatin1();
                QVERIFY(!canon.isEmpty());
                const auto back = find(parseMine(textIn(canon), d.format), d.format);
                QVERIFY2(back && back->valid(), canon.constData());
                QVERIFY2(bytesOf(*back) == bytesOf(d), qPrintable(formatName(d.format)));
                QVERIFY2(back->instant == d.instant,
                         qPrintable(formatName(d.format) + QLatin1Char(' ') +
                                    QString::fromLatin1(buf.toHex()) + QLatin1Char(' ') +
                                    QString::fromLatin1(canon)));
            }
        }
    }
    QVERIFY(valid > 100); // the generator does reach valid readings
}

QTEST_GUILESS_MAIN(Tst_textformats)
#include "tst_textformats.moc"
