// UUIDs written as ShortUUID, URL-safe Base64, Uuid25 and a decimal integer. Expected values
// are the uuid25 README's vectors and UUIDs converted by npm short-uuid and uuid25, Node's
// base64url and BigInt (tests/ids/data), compared with the UUID text those tools started
// from — never with the codecs under test.
#include "ids/codecs.h"
#include "ids/detector.h"
#include "readingcheck.h"

#include <QTest>

using namespace idscope;
using namespace idscope::testing;

namespace {

// The reading that unwraps to `uuid` with `spelling`, or nullptr.
const Reading* unwrapped(const DecodeResult& r, const QString& uuid, const char* spelling)
{
    for (const Reading& x : r.readings) {
        if (x.valid && isUuid(x.format) && x.canonical == uuid &&
            field(x, "spelling") == QLatin1String(spelling))
            return &x;
    }
    return nullptr;
}

} // namespace

class TstUuidWrap : public QObject {
    Q_OBJECT
private slots:
    void uuid25Readme_data();
    void uuid25Readme();
    void convertedByNpm();
    void nonRfcBitsOnlyWhenAsked();
    void uuid25AgainstScru128();
    void numbersAndWordsStay();
};

void TstUuidWrap::uuid25Readme_data()
{
    QTest::addColumn<QString>("uuid25");
    QTest::addColumn<QString>("uuid");
    QTest::newRow("parse") << QStringLiteral("8dx554y5rzerz1syhqsvsdw8t")
                           << QStringLiteral("8da942a4-1fbe-4ca6-852c-95c473229c7d");
    QTest::newRow("forms") << QStringLiteral("dpoadk8izg9y4tte7vy1xt94o")
                           << QStringLiteral("e7a1d63b-7117-4423-8988-afcf12161878");
}

void TstUuidWrap::uuid25Readme()
{
    QFETCH(QString, uuid25);
    QFETCH(QString, uuid);
    for (const QString& s : {uuid25, uuid25.toUpper()}) {
        const DecodeResult r = decodeAtFixedNow(s);
        const Reading* x = unwrapped(r, uuid, "uuid25");
        QVERIFY2(x, qPrintable(s));
        QCOMPARE(x->format, Format::UuidV4);
        QVERIFY(hasWarning(*x, "non-canonical-spelling"));
        QCOMPARE(hasWarning(*x, "non-canonical-case"), s != uuid25);
    }
    // The README's all-ones Uuid25 is the max UUID: read as such only when asked for.
    const DecodeResult max =
        decodeAtFixedNow(QStringLiteral("f5lxx1zz5pnorynqglhzmsp33"), Format::UuidMax);
    QVERIFY(max.valid);
    QCOMPARE(max.readings.first().canonical,
             QStringLiteral("ffffffff-ffff-ffff-ffff-ffffffffffff"));
}

void TstUuidWrap::convertedByNpm()
{
    const QList<QList<QByteArray>> rows = dataRows("wrapped_uuid_npm.tsv", 5);
    QCOMPARE(rows.size(), 12);
    for (const QList<QByteArray>& c : rows) {
        const QString uuid = QString::fromLatin1(c[0]);
        const bool nil = uuid == QStringLiteral("00000000-0000-0000-0000-000000000000");
        // A v7's instant is its first 48 bits, read here from the UUID text itself.
        const bool v7 = uuid[14] == u'7';
        const qint64 ms = QStringView(uuid).left(8).toLongLong(nullptr, 16) << 16 |
                          QStringView(uuid).mid(9, 4).toLongLong(nullptr, 16);
        const char* spellings[] = {"shortuuid", "uuid25", "base64url", "decimal"};
        for (int k = 0; k < 4; ++k) {
            const QString s = QString::fromLatin1(c[k + 1]);
            // Asked for as "any UUID", every spelling gives the UUID back.
            const Reading* asked =
                unwrapped(decodeAtFixedNow(s, Format::UuidOther), uuid, spellings[k]);
            QVERIFY2(asked, qPrintable(s));
            if (nil)
                continue; // the nil UUID is never read from these spellings unasked
            const DecodeResult r = decodeAtFixedNow(s);
            const Reading* x = unwrapped(r, uuid, spellings[k]);
            QVERIFY2(x, qPrintable(s));
            QCOMPARE(bool(x->instant), v7);
            if (v7) {
                QCOMPARE(x->instant->unixMsFloor(), ms);
                // The chosen reading carries the UUID's instant (a SCRU128 of the same
                // digits reads the same 48 bits).
                QVERIFY2(r.valid, qPrintable(s));
                QCOMPARE(r.readings.first().instant->unixMsFloor(), ms);
            }
        }
    }
}

void TstUuidWrap::nonRfcBitsOnlyWhenAsked()
{
    // 22 Base64url characters that decode to no RFC UUID (version nibble 0): no UUID reading
    // unasked, a non-RFC one when asked for.
    const QString s = QStringLiteral("AAAAAAAAAAAAAAAAAAAAAA");
    for (const Reading& x : decodeAtFixedNow(s).readings)
        QVERIFY(!(x.valid && isUuid(x.format)));
    QVERIFY(unwrapped(decodeAtFixedNow(s, Format::UuidOther),
                      QStringLiteral("00000000-0000-0000-0000-000000000000"), "base64url"));
    // A Base64url text whose last character carries bits beyond the 128 is no UUID at all.
    QVERIFY(
        !unwrapped(decodeAtFixedNow(QStringLiteral("AW9eZugAedeQwJueFj4GDx"), Format::UuidOther),
                   QStringLiteral("016f5e66-e800-79d7-90c0-9b9e163e060f"), "base64url"));
}

void TstUuidWrap::uuid25AgainstScru128()
{
    // The Uuid25 of a v4 (README) also spells a SCRU128 whose 48-bit time lies in 2059
    // (0x8da942a41fbe ms): the v4 is chosen and the SCRU128 is flagged implausible.
    const DecodeResult v4 = decodeAtFixedNow(QStringLiteral("8dx554y5rzerz1syhqsvsdw8t"));
    QVERIFY(v4.valid);
    QCOMPARE(v4.readings.first().format, Format::UuidV4);
    bool scruSeen = false;
    for (const Reading& x : v4.readings) {
        if (x.valid && x.format == Format::Scru128) {
            scruSeen = true;
            QVERIFY(hasWarning(x, "implausible"));
            QCOMPARE(x.instant->unixMsFloor(), qint64(0x8da942a41fbe));
        }
    }
    QVERIFY(scruSeen);
    // The spec's first SCRU128 (017fee7fef41 ms) with its next bytes set to 4e2b 8432 by
    // hand, so its bits also form a UUIDv4 (version nibble 4, variant 10): read first as the
    // SCRU128 of 2022, the Uuid25 reading of the v4 next, and the doubt stated.
    const QString both = QStringLiteral("0372hg16crlvtl4uhaa2jcprw");
    const DecodeResult r = decodeAtFixedNow(both);
    QVERIFY(r.valid);
    QCOMPARE(r.readings.first().format, Format::Scru128);
    QCOMPARE(r.readings.first().instant->unixMsFloor(), qint64(0x017fee7fef41));
    QVERIFY(hasWarning(r.readings.first(), "ambiguous"));
    QVERIFY(unwrapped(r, QStringLiteral("017fee7f-ef41-4e2b-8432-ac2ec553687c"), "uuid25"));
}

void TstUuidWrap::numbersAndWordsStay()
{
    // A 19-digit Snowflake is no decimal UUID (fewer than 23 digits), nor is a 25-digit
    // number whose bits are no RFC UUID.
    const DecodeResult snow = decodeAtFixedNow(QStringLiteral("1541815603606036480"));
    for (const Reading& x : snow.readings)
        QVERIFY(!(x.valid && isUuid(x.format)));
    // 1234567890123456789012345 is 0x…01056e0f36a6443de2df79: version nibble 0, no UUID.
    for (const Reading& x : decodeAtFixedNow(QStringLiteral("1234567890123456789012345")).readings)
        QVERIFY(!(x.valid && isUuid(x.format)));
}

QTEST_GUILESS_MAIN(TstUuidWrap)
#include "tst_uuidwrap.moc"
