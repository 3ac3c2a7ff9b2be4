// UUID codec: RFC 9562 Appendix A/B vectors, text spellings, BLOB byte orders, generator-bug
// flags and makeUuid round trips. Expected values come from the RFC or are computed plainly
// here from the hex digits, never from the code under test.
#include "ids/codecs.h"
#include "ids/reading.h"
#include "ids/ulid.h"

#include <QRandomGenerator>
#include <QTest>

#include <cstring>

using namespace idscope;

namespace {

Candidates parseText(const QByteArray& s, Format forced = Format::Count)
{
    DecodeOptions opt;
    opt.forced = forced;
    Candidates c;
    parseUuid(IdInput::text(std::string_view(s.constData(), std::size_t(s.size()))), opt, c);
    return c;
}

Candidates parseBlob(const QByteArray& bytes, Format forced = Format::Count)
{
    DecodeOptions opt;
    opt.forced = forced;
    Candidates c;
    parseUuid(IdInput::blob(bytes.constData(), int(bytes.size())), opt, c);
    return c;
}

QString fieldValue(const Reading& r, const QString& key)
{
    for (const Field& f : r.fields) {
        if (f.key == key)
            return f.value;
    }
    return QStringLiteral("<missing>");
}

bool hasField(const Reading& r, const QString& key)
{
    for (const Field& f : r.fields) {
        if (f.key == key)
            return true;
    }
    return false;
}

// The 12 leading hex digits of a UUID text: the v7 millisecond field, read by Qt.
qint64 leadingMs(const QString& uuid)
{
    return QString(uuid).remove(QLatin1Char('-')).left(12).toLongLong(nullptr, 16);
}

QByteArray bytesOf(const Decoded& d)
{
    return QByteArray(reinterpret_cast<const char*>(d.bytes.data()), d.size);
}

QString textForMs(quint64 ms)
{
    const QString h = QString::number(ms, 16).rightJustified(12, QLatin1Char('0'));
    return h.left(8) + QLatin1Char('-') + h.mid(8, 4) + QStringLiteral("-7000-8000-000000000000");
}

} // namespace

class Tst_uuid : public QObject {
    Q_OBJECT
private slots:
    void rfcVectors_data();
    void rfcVectors();
    void timeFieldsV1V6();
    void rfc4122V1WithMacNode();
    void v7Fields();
    void spellings_data();
    void spellings();
    void nonRfc_data();
    void nonRfc();
    void invalidText_data();
    void invalidText();
    void forcedMismatch_data();
    void forcedMismatch();
    void generatorFlags_data();
    void generatorFlags();
    void blobDotNetVector();
    void blobRfcOrderOnly();
    void blobBothOrders();
    void blobSpecialAndOther();
    void blobWrongSize();
    void makeV7Bounds();
    void makeV7Property();
    void makeV1V6AtRfcInstant();
    void makeV1V6Ranges();
    void makeV4AndUnsupported();
    void commonSpellingsAsTheParser();
};

void Tst_uuid::rfcVectors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("instant"); // empty: none
    QTest::addColumn<int>("version");     // -1: no version field

    // RFC 9562 Appendix A and B, and the nil/max UUIDs of section 5.9/5.10.
    QTest::newRow("A.1 v1") << QByteArray("C232AB00-9414-11EC-B3C8-9F6BDECED846")
                            << QStringLiteral("uuidv1")
                            << QStringLiteral("2022-02-22T19:22:22.0000000Z") << 1;
    QTest::newRow("A.2 v3") << QByteArray("5df41881-3aed-3515-88a7-2f4a814cf09e")
                            << QStringLiteral("uuidv3") << QString() << 3;
    QTest::newRow("A.3 v4") << QByteArray("919108f7-52d1-4320-9bac-f847db4148a8")
                            << QStringLiteral("uuidv4") << QString() << 4;
    QTest::newRow("A.4 v5") << QByteArray("2ed6657d-e927-568b-95e1-2665a8aea6a2")
                            << QStringLiteral("uuidv5") << QString() << 5;
    QTest::newRow("A.5 v6") << QByteArray("1EC9414C-232A-6B00-B3C8-9F6BDECED846")
                            << QStringLiteral("uuidv6")
                            << QStringLiteral("2022-02-22T19:22:22.0000000Z") << 6;
    QTest::newRow("A.6 v7") << QByteArray("017F22E2-79B0-7CC3-98C4-DC0C0C07398F")
                            << QStringLiteral("uuidv7")
                            << QStringLiteral("2022-02-22T19:22:22.000Z") << 7;
    QTest::newRow("v7 2025-02-24")
        << QByteArray("019535d9-3df7-79fb-b466-fa907fa17f9e") << QStringLiteral("uuidv7")
        << QStringLiteral("2025-02-24T02:46:24.503Z") << 7;
    QTest::newRow("B.1 v8") << QByteArray("2489E9AD-2EE2-8E00-8EC9-32D5F69181C0")
                            << QStringLiteral("uuidv8") << QString() << 8;
    QTest::newRow("B.2 v8") << QByteArray("5c146b14-3c52-8afd-938a-375d0df1fbf6")
                            << QStringLiteral("uuidv8") << QString() << 8;
    QTest::newRow("nil") << QByteArray("00000000-0000-0000-0000-000000000000")
                         << QStringLiteral("uuid-nil") << QString() << -1;
    QTest::newRow("max") << QByteArray("FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")
                         << QStringLiteral("uuid-max") << QString() << -1;
    QTest::newRow("max lower") << QByteArray("ffffffff-ffff-ffff-ffff-ffffffffffff")
                               << QStringLiteral("uuid-max") << QString() << -1;
}

void Tst_uuid::rfcVectors()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, format);
    QFETCH(QString, instant);
    QFETCH(int, version);

    const Candidates c = parseText(input);
    QCOMPARE(c.size(), 1);
    const Decoded& d = c[0];
    QVERIFY(d.valid());
    QCOMPARE(formatName(d.format), format);
    QCOMPARE(d.prior, quint8(100));
    QCOMPARE(d.size, quint8(16));
    QCOMPARE(bytesOf(d).toHex(), QByteArray(input).replace('-', "").toLower());

    const Reading r = describe(d);
    QVERIFY(r.valid);
    QCOMPARE(r.canonical, QString::fromLatin1(input).toLower());
    QCOMPARE(d.hasInstant, !instant.isEmpty());
    if (!instant.isEmpty()) {
        QVERIFY(r.instant.has_value());
        QCOMPARE(toRfc3339(*r.instant, r.precision), instant);
    } else {
        QVERIFY(!r.instant.has_value());
        QCOMPARE(r.precision, Precision::None);
    }
    if (version < 0) {
        QVERIFY(!hasField(r, QStringLiteral("version")));
    } else {
        QCOMPARE(fieldValue(r, QStringLiteral("version")), QString::number(version));
        QCOMPARE(fieldValue(r, QStringLiteral("variant")), QStringLiteral("rfc9562"));
    }
    const bool upper = input.toUpper() == input && input.toLower() != input;
    QCOMPARE(bool(d.flags & WarnNonCanonicalCase), upper);
}

void Tst_uuid::timeFieldsV1V6()
{
    // The same 60-bit instant: v1 stores time_low-time_mid-time_hi, v6 most significant first.
    const quint64 ticks = (quint64(0x1EC) << 48) | (quint64(0x9414) << 32) | 0xC232AB00ULL;
    QCOMPARE(ticks, 0x1EC9414C232AB00ULL); // the v6 spelling of the same number
    // 100 ns ticks since 1582-10-15; 12219292800 s separate it from 1970.
    const Instant expected{qint64(ticks / 10000000ULL) - 12219292800LL,
                           qint32(ticks % 10000000ULL) * 100};

    for (const char* text :
         {"C232AB00-9414-11EC-B3C8-9F6BDECED846", "1EC9414C-232A-6B00-B3C8-9F6BDECED846"}) {
        const Candidates c = parseText(QByteArray(text));
        QCOMPARE(c.size(), 1);
        QCOMPARE(c[0].instant, expected);
        QCOMPARE(c[0].precision, Precision::HundredNanoseconds);
        const Reading r = describe(c[0]);
        QCOMPARE(fieldValue(r, QStringLiteral("timestamp")), QString::number(ticks));
        QCOMPARE(fieldValue(r, QStringLiteral("clock_seq")), QString::number(0xB3C8 & 0x3FFF));
        QCOMPARE(fieldValue(r, QStringLiteral("node")), QStringLiteral("9f:6b:de:ce:d8:46"));
        // 0x9F has the multicast bit: RFC 9562 generated the node at random.
        QCOMPARE(fieldValue(r, QStringLiteral("node_random")), QStringLiteral("true"));
    }
}

void Tst_uuid::rfc4122V1WithMacNode()
{
    // RFC 4122's example: a real MAC (no multicast bit), 1997-02-03 17:43:12.216875 UTC.
    const Candidates c = parseText(QByteArrayLiteral("f81d4fae-7dec-11d0-a765-00a0c91e6bf6"));
    QCOMPARE(c.size(), 1);
    QCOMPARE(c[0].format, Format::UuidV1);
    QCOMPARE(toRfc3339(c[0].instant, c[0].precision),
             QStringLiteral("1997-02-03T17:43:12.2168750Z"));
    const Reading r = describe(c[0]);
    QVERIFY(!hasField(r, QStringLiteral("node_random")));
    QCOMPARE(fieldValue(r, QStringLiteral("node")), QStringLiteral("00:a0:c9:1e:6b:f6"));
    QCOMPARE(fieldValue(r, QStringLiteral("clock_seq")), QString::number(0xA765 & 0x3FFF));
}

void Tst_uuid::v7Fields()
{
    const QString text = QStringLiteral("017f22e2-79b0-7cc3-98c4-dc0c0c07398f");
    const Candidates c = parseText(text.toLatin1());
    QCOMPARE(c.size(), 1);
    QCOMPARE(c[0].instant, Instant::fromUnixMs(leadingMs(text)));
    QCOMPARE(c[0].u64, quint64(leadingMs(text)));
    const Reading r = describe(c[0]);
    QCOMPARE(fieldValue(r, QStringLiteral("timestamp")), QString::number(leadingMs(text)));
    QCOMPARE(fieldValue(r, QStringLiteral("rand_a")), QStringLiteral("cc3"));
    // rand_b: the 64 bits after the version group minus the two variant bits (0x98 → 0x18).
    QCOMPARE(fieldValue(r, QStringLiteral("rand_b")), QStringLiteral("18c4dc0c0c07398f"));
    QCOMPARE(r.warnings.size(), 0);
}

void Tst_uuid::spellings_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("flags");
    QTest::addColumn<int>("prior");
    const int spell = WarnNonCanonicalSpelling;
    QTest::newRow("canonical") << QByteArray("017f22e2-79b0-7cc3-98c4-dc0c0c07398f") << 0 << 100;
    QTest::newRow("upper") << QByteArray("017F22E2-79B0-7CC3-98C4-DC0C0C07398F")
                           << int(WarnNonCanonicalCase) << 100;
    QTest::newRow("mixed") << QByteArray("017f22e2-79B0-7cc3-98c4-dc0c0c07398f")
                           << int(WarnMixedCase) << 100;
    QTest::newRow("32 hex") << QByteArray("017f22e279b07cc398c4dc0c0c07398f") << spell << 85;
    QTest::newRow("32 hex upper") << QByteArray("017F22E279B07CC398C4DC0C0C07398F")
                                  << int(spell | WarnNonCanonicalCase) << 85;
    QTest::newRow("braces") << QByteArray("{017f22e2-79b0-7cc3-98c4-dc0c0c07398f}") << spell << 100;
    QTest::newRow("braces upper") << QByteArray("{017F22E2-79B0-7CC3-98C4-DC0C0C07398F}")
                                  << int(spell | WarnNonCanonicalCase) << 100;
    QTest::newRow("urn") << QByteArray("urn:uuid:017f22e2-79b0-7cc3-98c4-dc0c0c07398f") << spell
                         << 100;
    // The URN prefix is case-insensitive and does not count as hex letter case.
    QTest::newRow("URN upper prefix")
        << QByteArray("URN:UUID:017f22e2-79b0-7cc3-98c4-dc0c0c07398f") << spell << 100;
    QTest::newRow("Urn mixed prefix, upper hex")
        << QByteArray("Urn:Uuid:017F22E2-79B0-7CC3-98C4-DC0C0C07398F")
        << int(spell | WarnNonCanonicalCase) << 100;
    // The 32 digits framed the same ways, as Python's uuid.UUID reads them.
    QTest::newRow("braces, 32 hex") << QByteArray("{017f22e279b07cc398c4dc0c0c07398f}") << spell
                                    << 100;
    QTest::newRow("urn, 32 hex") << QByteArray("urn:uuid:017f22e279b07cc398c4dc0c0c07398f")
                                 << spell << 100;
}

void Tst_uuid::spellings()
{
    QFETCH(QByteArray, input);
    QFETCH(int, flags);
    QFETCH(int, prior);
    const Candidates c = parseText(input);
    QCOMPARE(c.size(), 1);
    QVERIFY(c[0].valid());
    QCOMPARE(c[0].format, Format::UuidV7);
    QCOMPARE(int(c[0].flags), flags);
    QCOMPARE(int(c[0].prior), prior);
    QCOMPARE(describe(c[0]).canonical, QStringLiteral("017f22e2-79b0-7cc3-98c4-dc0c0c07398f"));
    QCOMPARE(toRfc3339(c[0].instant, c[0].precision), QStringLiteral("2022-02-22T19:22:22.000Z"));
}

void Tst_uuid::nonRfc_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("version");
    QTest::newRow("version 0") << QByteArray("919108f7-52d1-0320-9bac-f847db4148a8")
                               << QStringLiteral("rfc9562") << 0;
    QTest::newRow("version 2 (DCE)")
        << QByteArray("000003e8-2363-21ef-b200-325096b39f47") << QStringLiteral("rfc9562") << 2;
    QTest::newRow("version 9") << QByteArray("919108f7-52d1-9320-9bac-f847db4148a8")
                               << QStringLiteral("rfc9562") << 9;
    QTest::newRow("version 15") << QByteArray("919108f7-52d1-f320-bbac-f847db4148a8")
                                << QStringLiteral("rfc9562") << 15;
    QTest::newRow("NCS variant") << QByteArray("919108f7-52d1-4320-1bac-f847db4148a8")
                                 << QStringLiteral("ncs") << 4;
    QTest::newRow("NCS variant 7")
        << QByteArray("919108f7-52d1-7320-7bac-f847db4148a8") << QStringLiteral("ncs") << 7;
    QTest::newRow("Microsoft variant")
        << QByteArray("919108f7-52d1-4320-cbac-f847db4148a8") << QStringLiteral("microsoft") << 4;
    QTest::newRow("future variant")
        << QByteArray("919108f7-52d1-1320-ebac-f847db4148a8") << QStringLiteral("future") << 1;
}

void Tst_uuid::nonRfc()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, variant);
    QFETCH(int, version);
    const Candidates c = parseText(input);
    QCOMPARE(c.size(), 1);
    QVERIFY(c[0].valid());
    QCOMPARE(c[0].format, Format::UuidOther);
    QVERIFY(!c[0].hasInstant);
    const Reading r = describe(c[0]);
    QCOMPARE(r.canonical, QString::fromLatin1(input));
    QCOMPARE(fieldValue(r, QStringLiteral("variant")), variant);
    QCOMPARE(fieldValue(r, QStringLiteral("version")), QString::number(version));
}

void Tst_uuid::invalidText_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("forced"); // Format, or Count
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("error"); // ParseError of the last reading
    QTest::addColumn<int>("pos");
    const int none = int(Format::Count);
    const int v7 = int(Format::UuidV7);
    const int badChar = int(ParseError::BadCharacter);
    QTest::newRow("bad hex digit")
        << QByteArray("017f22e2-79b0-7cc3-98c4-dc0c0c07398g") << none << 1 << badChar << 35;
    QTest::newRow("bad hex in braces")
        << QByteArray("{017f22e2-79b0-7cc3-98c4-dc0c0c07398z}") << none << 1 << badChar << 36;
    QTest::newRow("bad hex in urn")
        << QByteArray("urn:uuid:x17f22e2-79b0-7cc3-98c4-dc0c0c07398f") << none << 1 << badChar << 9;
    QTest::newRow("hyphen missing in braces")
        << QByteArray("{017f22e2-79b0-7cc3+98c4-dc0c0c07398f}") << none << 1 << badChar << 19;
    // Shapes that are not UUIDs at all add nothing unless the user asked for a UUID.
    QTest::newRow("36 without hyphens")
        << QByteArray("017f22e2x79b0-7cc3-98c4-dc0c0c07398f") << none << 0 << 0 << 0;
    QTest::newRow("36 without hyphens, forced")
        << QByteArray("017f22e2x79b0-7cc3-98c4-dc0c0c07398f") << v7 << 1 << badChar << 8;
    QTest::newRow("32 not hex") << QByteArray("017f22e279b07cc398c4dc0c0c07398x") << none << 0 << 0
                                << 0;
    QTest::newRow("32 not hex, forced")
        << QByteArray("017f22e279b07cc398c4dc0c0c07398x") << v7 << 1 << badChar << 31;
    QTest::newRow("38 without braces")
        << QByteArray("[017f22e2-79b0-7cc3-98c4-dc0c0c07398f]") << none << 0 << 0 << 0;
    QTest::newRow("38 wrong closing brace, forced")
        << QByteArray("{017f22e2-79b0-7cc3-98c4-dc0c0c07398f]") << v7 << 1 << badChar << 37;
    QTest::newRow("45 not urn") << QByteArray("urn:uuix:017f22e2-79b0-7cc3-98c4-dc0c0c07398f")
                                << none << 0 << 0 << 0;
    QTest::newRow("45 not urn, forced")
        << QByteArray("urn:uuix:017f22e2-79b0-7cc3-98c4-dc0c0c07398f") << v7 << 1 << badChar << 7;
    QTest::newRow("35 chars") << QByteArray("017f22e2-79b0-7cc3-98c4-dc0c0c07398") << none << 0 << 0
                              << 0;
    QTest::newRow("35 chars, forced") << QByteArray("017f22e2-79b0-7cc3-98c4-dc0c0c07398") << v7
                                      << 1 << int(ParseError::BadLength) << 0;
    QTest::newRow("empty") << QByteArray() << none << 0 << 0 << 0;
}

void Tst_uuid::invalidText()
{
    QFETCH(QByteArray, input);
    QFETCH(int, forced);
    QFETCH(int, count);
    QFETCH(int, error);
    QFETCH(int, pos);
    const Candidates c = parseText(input, Format(forced));
    QCOMPARE(c.size(), count);
    if (count == 0)
        return;
    const Decoded& d = c[c.size() - 1];
    QVERIFY(!d.valid());
    QCOMPARE(int(d.error), error);
    QCOMPARE(int(d.errorPos), pos);
    QCOMPARE(d.format, forced == int(Format::Count) ? Format::UuidOther : Format(forced));
    QVERIFY(!describe(d).error.isEmpty());
}

void Tst_uuid::forcedMismatch_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("forced");
    QTest::addColumn<int>("actual");
    QTest::addColumn<int>("error"); // -1: the forced format is satisfied
    QTest::newRow("v4 asked as v7")
        << QByteArray("919108f7-52d1-4320-9bac-f847db4148a8") << int(Format::UuidV7)
        << int(Format::UuidV4) << int(ParseError::BadVersion);
    QTest::newRow("NCS asked as v4")
        << QByteArray("919108f7-52d1-4320-1bac-f847db4148a8") << int(Format::UuidV4)
        << int(Format::UuidOther) << int(ParseError::BadVariant);
    QTest::newRow("v4 asked as nil")
        << QByteArray("919108f7-52d1-4320-9bac-f847db4148a8") << int(Format::UuidNil)
        << int(Format::UuidV4) << int(ParseError::BadVersion);
    QTest::newRow("v7 asked as v7") << QByteArray("017f22e2-79b0-7cc3-98c4-dc0c0c07398f")
                                    << int(Format::UuidV7) << int(Format::UuidV7) << -1;
    // "uuid" means any UUID: an RFC one satisfies it.
    QTest::newRow("v7 asked as uuid") << QByteArray("017f22e2-79b0-7cc3-98c4-dc0c0c07398f")
                                      << int(Format::UuidOther) << int(Format::UuidV7) << -1;
}

void Tst_uuid::forcedMismatch()
{
    QFETCH(QByteArray, input);
    QFETCH(int, forced);
    QFETCH(int, actual);
    QFETCH(int, error);
    const Candidates c = parseText(input, Format(forced));
    QCOMPARE(c.size(), error < 0 ? 1 : 2);
    QCOMPARE(int(c[0].format), actual);
    QVERIFY(c[0].valid());
    if (error >= 0) {
        QCOMPARE(int(c[1].format), forced);
        QCOMPARE(int(c[1].error), error);
    }
}

void Tst_uuid::generatorFlags_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("flags");
    QTest::addColumn<QString>("instant");
    const quint64 year3000 = 32503680000000ULL; // (3000-01-01 - 1970-01-01) in ms
    const quint64 top = quint64(1) << 47;
    // From a kotlinx-uuid bug report: an all-ones time field.
    QTest::newRow("all-ones time")
        << QStringLiteral("ffffffff-ffff-7dee-8746-6cbaa2a7966f") << int(WarnSuspiciousGenerator)
        << QStringLiteral("10889-08-02T05:31:50.655Z");
    QTest::newRow("top bit") << textForMs(top) << int(WarnSuspiciousGenerator) << QString();
    QTest::newRow("below top bit") << textForMs(top - 1) << int(WarnMicrosecondsAsMs) << QString();
    // 2025-06-26T16:49:21.064Z written as ms × 1000 and cut to 48 bits (uuid-utils #79).
    QTest::newRow("ms x 1000 wrapped")
        << textForMs((1750956561064ULL * 1000ULL) % (quint64(1) << 48)) << int(WarnMicrosecondsAsMs)
        << QStringLiteral("3938-01-31T13:20:00.064Z");
    QTest::newRow("year 3000") << textForMs(year3000) << int(WarnMicrosecondsAsMs)
                               << QStringLiteral("3000-01-01T00:00:00.000Z");
    QTest::newRow("just before 3000")
        << textForMs(year3000 - 1) << 0 << QStringLiteral("2999-12-31T23:59:59.999Z");
    QTest::newRow("epoch") << textForMs(0) << 0 << QStringLiteral("1970-01-01T00:00:00.000Z");
}

void Tst_uuid::generatorFlags()
{
    QFETCH(QString, input);
    QFETCH(int, flags);
    QFETCH(QString, instant);
    const Candidates c = parseText(input.toLatin1());
    QCOMPARE(c.size(), 1);
    QCOMPARE(c[0].format, Format::UuidV7);
    QCOMPARE(int(c[0].flags), flags);
    QCOMPARE(c[0].instant, Instant::fromUnixMs(leadingMs(input)));
    if (!instant.isEmpty())
        QCOMPARE(toRfc3339(c[0].instant, c[0].precision), instant);
}

void Tst_uuid::blobDotNetVector()
{
    // Guid 35918bc9-196d-40ea-9779-889d79b753f0 as Guid.ToByteArray() stores it.
    const QByteArray blob = QByteArray::fromHex("C98B91356D19EA409779889D79B753F0");
    const Candidates c = parseBlob(blob);
    // RFC order would be c98b9135-6d19-ea40-…: version 14, not an RFC UUID.
    QCOMPARE(c.size(), 1);
    const Decoded& d = c[0];
    QVERIFY(d.valid());
    QCOMPARE(d.format, Format::UuidV4);
    QCOMPARE(d.profile, quint8(1));
    QCOMPARE(d.prior, quint8(60));
    QCOMPARE(int(d.flags), int(WarnDotNetByteOrder));
    const Reading r = describe(d);
    QCOMPARE(r.canonical, QStringLiteral("35918bc9-196d-40ea-9779-889d79b753f0"));
    QVERIFY(!r.profileLabel().isEmpty());
    QCOMPARE(r.warnings.size(), 1);
    QCOMPARE(r.warnings[0].code, QStringLiteral("dotnet-byte-order"));
}

void Tst_uuid::blobRfcOrderOnly()
{
    const QString text = QStringLiteral("017f22e2-79b0-7cc3-98c4-dc0c0c07398f");
    const QByteArray blob = QByteArray::fromHex(text.toLatin1().replace('-', ""));
    const Candidates c = parseBlob(blob);
    // .NET order puts 0xc3 in the version position: version 12, no reading.
    QCOMPARE(c.size(), 1);
    QCOMPARE(c[0].format, Format::UuidV7);
    QCOMPARE(c[0].profile, quint8(0));
    QCOMPARE(c[0].prior, quint8(80));
    QCOMPARE(int(c[0].flags), 0);
    QCOMPARE(bytesOf(c[0]), blob);
    QCOMPARE(describe(c[0]).canonical, text);
    QCOMPARE(c[0].instant, Instant::fromUnixMs(leadingMs(text)));

    // The text and BLOB spellings of one UUID decode to the same bytes and instant.
    const Candidates t = parseText(text.toLatin1());
    QCOMPARE(bytesOf(t[0]), bytesOf(c[0]));
    QCOMPARE(t[0].instant, c[0].instant);
}

void Tst_uuid::blobBothOrders()
{
    // Byte 6 = 0x4f (v4 in RFC order), byte 7 = 0x72 (v7 once .NET order swaps them); the
    // swapped time field is 0x018e3f040218, a 2024 instant.
    const QByteArray blob = QByteArray::fromHex("043f8e0118024f728899aabbccddeeff");
    const Candidates c = parseBlob(blob);
    QCOMPARE(c.size(), 2);
    QCOMPARE(c[0].format, Format::UuidV4);
    QCOMPARE(c[0].profile, quint8(0));
    QCOMPARE(int(c[0].flags), int(WarnByteOrderUncertain));
    QCOMPARE(describe(c[0]).canonical, QStringLiteral("043f8e01-1802-4f72-8899-aabbccddeeff"));
    QCOMPARE(c[1].format, Format::UuidV7);
    QCOMPARE(c[1].profile, quint8(1));
    QCOMPARE(int(c[1].flags), int(WarnByteOrderUncertain | WarnDotNetByteOrder));
    QCOMPARE(describe(c[1]).canonical, QStringLiteral("018e3f04-0218-724f-8899-aabbccddeeff"));
    QCOMPARE(c[1].instant, Instant::fromUnixMs(0x018e3f040218LL));
    QCOMPARE(toRfc3339(c[1].instant, c[1].precision), QStringLiteral("2024-03-14T22:10:11.096Z"));
    QVERIFY(c[0].prior > c[1].prior);
}

void Tst_uuid::blobSpecialAndOther()
{
    const Candidates nil = parseBlob(QByteArray(16, '\0'));
    QCOMPARE(nil.size(), 1);
    QCOMPARE(nil[0].format, Format::UuidNil);
    QCOMPARE(int(nil[0].flags), 0);
    const Candidates max = parseBlob(QByteArray(16, '\xff'));
    QCOMPARE(max.size(), 1);
    QCOMPARE(max[0].format, Format::UuidMax);

    // Not RFC in either order: one non-RFC reading in RFC order, weaker than a real UUID.
    const Candidates other = parseBlob(QByteArray(16, '\x11'));
    QCOMPARE(other.size(), 1);
    QCOMPARE(other[0].format, Format::UuidOther);
    QVERIFY(other[0].valid());
    QVERIFY(other[0].prior < 80);
    QCOMPARE(describe(other[0]).canonical, QStringLiteral("11111111-1111-1111-1111-111111111111"));

    // A value whose .NET swap changes nothing is one reading, not an uncertain pair.
    const QByteArray sym = QByteArray::fromHex("1111111122224444"
                                               "8000000000000000");
    const Candidates s = parseBlob(sym);
    QCOMPARE(s.size(), 1);
    QCOMPARE(s[0].format, Format::UuidV4);
    QCOMPARE(int(s[0].flags), 0);

    // A forced version that neither order gives gets its reason.
    const Candidates f =
        parseBlob(QByteArray::fromHex("C98B91356D19EA409779889D79B753F0"), Format::UuidV7);
    QCOMPARE(f.size(), 2);
    QCOMPARE(f[1].format, Format::UuidV7);
    QCOMPARE(f[1].error, ParseError::BadVersion);
}

void Tst_uuid::blobWrongSize()
{
    QCOMPARE(parseBlob(QByteArray(15, '\x41')).size(), 0);
    QCOMPARE(parseBlob(QByteArray(17, '\x41')).size(), 0);
    const Candidates c = parseBlob(QByteArray(15, '\x41'), Format::UuidV4);
    QCOMPARE(c.size(), 1);
    QCOMPARE(c[0].error, ParseError::BadLength);
    Candidates i;
    parseUuid(IdInput::fromInteger(42), DecodeOptions{}, i);
    QCOMPARE(i.size(), 0);
}

void Tst_uuid::makeV7Bounds()
{
    const DecodeOptions opt;
    Decoded d;
    // 2022-02-22T19:22:22.123456789Z: ms 1645557742123 = 0x017f22e27a2b; nanos below ms drop.
    const Instant t{1645557742, 123456789};
    QVERIFY(makeUuid(Format::UuidV7, t, Fill::Min, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("017f22e2-7a2b-7000-8000-000000000000"));
    QCOMPARE(d.instant, (Instant{1645557742, 123000000}));
    QVERIFY(makeUuid(Format::UuidV7, t, Fill::Max, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("017f22e2-7a2b-7fff-bfff-ffffffffffff"));

    // Range: 1970-01-01 .. 10889-08-02T05:31:50.655Z (48 bits of ms).
    QVERIFY(makeUuid(Format::UuidV7, Instant{0, 0}, Fill::Min, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("00000000-0000-7000-8000-000000000000"));
    QVERIFY(!makeUuid(Format::UuidV7, Instant{-1, 999999999}, Fill::Min, opt, d));
    const Instant last = Instant::fromUnixMs(qint64((quint64(1) << 48) - 1));
    QCOMPARE(toRfc3339(last, Precision::Millisecond), QStringLiteral("10889-08-02T05:31:50.655Z"));
    QVERIFY(
        makeUuid(Format::UuidV7, Instant{last.seconds, last.nanos + 999999}, Fill::Max, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("ffffffff-ffff-7fff-bfff-ffffffffffff"));
    QVERIFY(!makeUuid(Format::UuidV7, Instant::fromUnixMs(qint64(quint64(1) << 48)), Fill::Min, opt,
                      d));
    QVERIFY(!makeUuid(Format::UuidV7, Instant{qint64(1) << 60, 0}, Fill::Min, opt, d));
}

void Tst_uuid::makeV7Property()
{
    const DecodeOptions opt;
    const Instant t{1740365184, 503999999}; // 2025-02-24T02:46:24.503999999Z
    Decoded lo, hi;
    QVERIFY(makeUuid(Format::UuidV7, t, Fill::Min, opt, lo));
    QVERIFY(makeUuid(Format::UuidV7, t, Fill::Max, opt, hi));
    for (int i = 0; i < 200; ++i) {
        Decoded r;
        QVERIFY(makeUuid(Format::UuidV7, t, Fill::Random, opt, r));
        QVERIFY(std::memcmp(lo.bytes.data(), r.bytes.data(), 16) <= 0);
        QVERIFY(std::memcmp(r.bytes.data(), hi.bytes.data(), 16) <= 0);
        const QString text = describe(r).canonical;
        QCOMPARE(text.mid(14, 1), QStringLiteral("7"));
        QVERIFY(QStringLiteral("89ab").contains(text.at(19)));
        QCOMPARE(toRfc3339(*describe(r).instant, Precision::Millisecond),
                 QStringLiteral("2025-02-24T02:46:24.503Z"));
        // Round trip through the canonical text.
        const Candidates back = parseText(text.toLatin1());
        QCOMPARE(back.size(), 1);
        QCOMPARE(bytesOf(back[0]), bytesOf(r));
        QCOMPARE(back[0].instant, r.instant);
        QCOMPARE(back[0].format, Format::UuidV7);
    }
}

void Tst_uuid::makeV1V6AtRfcInstant()
{
    const DecodeOptions opt;
    const Instant t = Instant::fromCivil(2022, 2, 22, 19, 22, 22);
    Decoded d;
    // The RFC vectors' time fields with clock_seq and node cleared or set.
    QVERIFY(makeUuid(Format::UuidV1, t, Fill::Min, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("c232ab00-9414-11ec-8000-000000000000"));
    QVERIFY(makeUuid(Format::UuidV1, t, Fill::Max, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("c232ab00-9414-11ec-bfff-ffffffffffff"));
    QVERIFY(makeUuid(Format::UuidV6, t, Fill::Min, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("1ec9414c-232a-6b00-8000-000000000000"));
    QVERIFY(makeUuid(Format::UuidV6, t, Fill::Max, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("1ec9414c-232a-6b00-bfff-ffffffffffff"));

    // 100 ns precision: sub-tick nanoseconds are floored.
    const Instant fine{t.seconds, 123456789};
    for (Format f : {Format::UuidV1, Format::UuidV6}) {
        for (int i = 0; i < 50; ++i) {
            QVERIFY(makeUuid(f, fine, Fill::Random, opt, d));
            QCOMPARE(d.format, f);
            QCOMPARE(d.instant, (Instant{t.seconds, 123456700}));
            const Reading r = describe(d);
            QCOMPARE(toRfc3339(*r.instant, r.precision),
                     QStringLiteral("2022-02-22T19:22:22.1234567Z"));
            // A random node carries the multicast bit.
            QCOMPARE(fieldValue(r, QStringLiteral("node_random")), QStringLiteral("true"));
            const Candidates back = parseText(r.canonical.toLatin1());
            QCOMPARE(back.size(), 1);
            QCOMPARE(bytesOf(back[0]), bytesOf(d));
            QCOMPARE(back[0].instant, d.instant);
        }
    }
}

void Tst_uuid::makeV1V6Ranges()
{
    const DecodeOptions opt;
    Decoded d;
    const Instant gregorian = Instant::fromCivil(1582, 10, 15);
    QVERIFY(makeUuid(Format::UuidV1, gregorian, Fill::Min, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("00000000-0000-1000-8000-000000000000"));
    QCOMPARE(toRfc3339(d.instant, d.precision), QStringLiteral("1582-10-15T00:00:00.0000000Z"));
    QVERIFY(
        !makeUuid(Format::UuidV1, Instant{gregorian.seconds - 1, 999999999}, Fill::Min, opt, d));
    QVERIFY(
        !makeUuid(Format::UuidV6, Instant{gregorian.seconds - 1, 999999999}, Fill::Min, opt, d));
    // The last tick, 2^60 - 1, is 5236-03-31T21:21:00.6846975Z.
    const Instant last = Instant::fromCivil(5236, 3, 31, 21, 21, 0, 684697500);
    QVERIFY(makeUuid(Format::UuidV6, last, Fill::Min, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("ffffffff-ffff-6fff-8000-000000000000"));
    QVERIFY(makeUuid(Format::UuidV1, last, Fill::Min, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("ffffffff-ffff-1fff-8000-000000000000"));
    QCOMPARE(toRfc3339(d.instant, d.precision), QStringLiteral("5236-03-31T21:21:00.6846975Z"));
    QVERIFY(!makeUuid(Format::UuidV1, Instant{last.seconds, last.nanos + 100}, Fill::Min, opt, d));
    QVERIFY(!makeUuid(Format::UuidV6, Instant{qint64(1) << 62, 0}, Fill::Min, opt, d));
    QVERIFY(!makeUuid(Format::UuidV1, Instant{-(qint64(1) << 62), 0}, Fill::Min, opt, d));
}

void Tst_uuid::makeV4AndUnsupported()
{
    const DecodeOptions opt;
    Decoded d;
    QVERIFY(makeUuid(Format::UuidV4, Instant{}, Fill::Min, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("00000000-0000-4000-8000-000000000000"));
    QVERIFY(!d.hasInstant);
    QVERIFY(makeUuid(Format::UuidV4, Instant{}, Fill::Max, opt, d));
    QCOMPARE(describe(d).canonical, QStringLiteral("ffffffff-ffff-4fff-bfff-ffffffffffff"));
    QVERIFY(makeUuid(Format::UuidV4, Instant{qint64(1) << 50, 0}, Fill::Random, opt, d));
    QCOMPARE(d.format, Format::UuidV4);
    for (Format f : {Format::UuidV3, Format::UuidV5, Format::UuidV8, Format::UuidNil,
                     Format::UuidMax, Format::UuidOther, Format::Ulid}) {
        QVERIFY2(!makeUuid(f, Instant{1700000000, 0}, Fill::Random, opt, d),
                 qPrintable(formatName(f)));
    }
}

void Tst_uuid::commonSpellingsAsTheParser()
{
    // classifyUuidCommon must say what the parser's first reading says for canonical text and
    // RFC-order BLOBs (every version, variant and letter case), and decline every other
    // spelling so the caller falls back to the parser.
    QRandomGenerator rng(20261203);
    for (int i = 0; i < 2000; ++i) {
        quint8 b[16];
        for (quint8& x : b)
            x = quint8(rng.bounded(256));
        if (i % 4 != 3) { // mostly the RFC variant, versions 0-15 all seen
            b[8] = quint8(0x80 | (b[8] & 0x3F));
            b[6] = quint8((i % 16) << 4 | (b[6] & 0x0F));
        }
        const QByteArray blob(reinterpret_cast<const char*>(b), 16);
        QByteArray text = blob.toHex();
        text.insert(20, '-').insert(16, '-').insert(12, '-').insert(8, '-');
        if (i % 3 == 1)
            text = text.toUpper();
        else if (i % 3 == 2)
            text[0] = char(QChar::fromLatin1(text[0]).toUpper().toLatin1());
        const IdInput inputs[] = {IdInput::text(std::string_view(text.constData(), 36)),
                                  IdInput::blob(blob.constData(), 16)};
        for (const IdInput& in : inputs) {
            UuidClass c;
            QVERIFY(classifyUuidCommon(in, c));
            Candidates parsed;
            parseUuid(in, DecodeOptions(), parsed);
            QVERIFY2(parsed.size() > 0, text.constData());
            const Decoded& first = parsed[0];
            if (in.kind == IdInput::Kind::Text || first.profile == 0) {
                QCOMPARE(int(c.format), int(first.format));
                QCOMPARE(c.hasInstant, first.hasInstant);
                if (c.hasInstant)
                    QVERIFY(c.instant == first.instant);
            }
            if (c.format == Format::UuidV7)
                QCOMPARE(c.instant.unixMsFloor(), leadingMs(QString::fromLatin1(text)));
        }
    }
    const QByteArray declined[] = {
        "{017f22e2-79b0-7cc3-98c4-dc0c0c07398f}", "urn:uuid:017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
        "017f22e279b07cc398c4dc0c0c07398f",       "017f22e2-79b0-7cc3-98c4-dc0c0c07398g",
        "017f22e2_79b0-7cc3-98c4-dc0c0c07398f",   "017f22e2-79b0-7cc3-98c4-dc0c0c07398"};
    for (const QByteArray& t : declined) {
        UuidClass c;
        QVERIFY2(!classifyUuidCommon(
                     IdInput::text(std::string_view(t.constData(), std::size_t(t.size()))), c),
                 t.constData());
    }
    UuidClass c;
    QVERIFY(!classifyUuidCommon(IdInput::blob("0123456789abcde", 15), c));
    QVERIFY(!classifyUuidCommon(IdInput::fromInteger(42), c));
}

QTEST_GUILESS_MAIN(Tst_uuid)
#include "tst_uuid.moc"
