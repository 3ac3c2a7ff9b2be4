// UPID and the shapes without an instant (prefixed-id, sqids, nuid, ipfs-cid). Expected
// values are UPID's README example and IDs minted by its own implementation, NUIDs, Sqids and
// Hashids minted by their npm generators (tests/ids/data), CIDs from the IPFS documentation,
// and Stripe's documented ID examples — never values computed by the codecs under test.
#include "ids/codecs.h"
#include "ids/detector.h"
#include "readingcheck.h"

#include <QTest>

using namespace idscope;
using namespace idscope::testing;

namespace {

// A reading carries no instant, and no reading of the value does unless `instantFormat` says
// which one may.
bool noInstantBut(const DecodeResult& r, Format instantFormat = Format::Count)
{
    for (const Reading& x : r.readings) {
        if (x.valid && x.instant && x.format != instantFormat)
            return false;
    }
    return true;
}

} // namespace

class TstTextShapes : public QObject {
    Q_OBJECT
private slots:
    void upidReadme();
    void upidReference();
    void upidRejects();
    void prefixedIds();
    void nuidMintedByNpm();
    void sqidsAndHashidsMintedByNpm();
    void ipfsCids();
};

void TstTextShapes::upidReadme()
{
    // The README's user_2accvpp5guht4dts56je5a: prefix "user", 40-bit time 0x01908dd6a3
    // (x 256 = 1720366572288 ms, 2024-07-07), version 'a'.
    const DecodeResult r = decodeAtFixedNow(QStringLiteral("user_2accvpp5guht4dts56je5a"));
    QVERIFY2(r.valid, qPrintable(r.error));
    const Reading& x = r.readings.first();
    QCOMPARE(x.format, Format::Upid);
    QCOMPARE(x.canonical, QStringLiteral("user_2accvpp5guht4dts56je5a"));
    QCOMPARE(x.instant->unixMsFloor(), qint64(1720366572288));
    QCOMPARE(x.precision, Precision::Ms256);
    QCOMPARE(field(x, "prefix"), QStringLiteral("user"));
    QCOMPARE(field(x, "version"), QStringLiteral("a"));
    QCOMPARE(field(x, "random"), QStringLiteral("669b912738191ea3"));
}

void TstTextShapes::upidReference()
{
    const QList<QList<QByteArray>> all = dataRows("upid_reference.tsv", 4);
    QCOMPARE(all.size(), 5);
    for (const QList<QByteArray>& c : all) {
        const QString id = QString::fromLatin1(c[0]);
        const DecodeResult r = decodeAtFixedNow(id, Format::Upid);
        QVERIFY2(r.valid, qPrintable(id));
        const Reading& x = r.readings.first();
        QCOMPARE(x.canonical, id);
        QCOMPARE(x.instant->unixMsFloor(), c[1].toLongLong());
        QCOMPARE(field(x, "prefix"), QString::fromLatin1(c[2]));
        QCOMPARE(field(x, "random"), QString::fromLatin1(c[3].mid(10, 16)));
        // Its time field is the hex's first 40 bits.
        QCOMPARE(field(x, "timestamp"), QString::number(c[3].left(10).toLongLong(nullptr, 16)));
        const DecodeResult detected = decodeAtFixedNow(id);
        if (c[1].toLongLong() <= kFixedNow) {
            QVERIFY(detected.valid);
            QCOMPARE(detected.readings.first().format, Format::Upid);
        }
    }
}

void TstTextShapes::upidRejects()
{
    // Upper case is not folded; '1' is no digit of its alphabet; the version holds 4 bits
    // ('k' is 16); the last random digit likewise.
    for (const char* s : {"USER_2accvpp5guht4dts56je5a", "user_1accvpp5guht4dts56je5a",
                          "user_2accvpp5guht4dts56je5k", "user_2accvpp5guht4dts56jeka"}) {
        const DecodeResult r = decodeAtFixedNow(QLatin1String(s), Format::Upid);
        QVERIFY2(!r.valid, s);
        QVERIFY(!readingOf(decodeAtFixedNow(QLatin1String(s)), Format::Upid));
    }
}

void TstTextShapes::prefixedIds()
{
    // Stripe's documented examples: named, never given an instant.
    for (const char* s : {"cus_NffrFeUfNV2Hib", "pi_3MtwBwLkdIwHu7ix28a3tqPa",
                          "sk_live_4eC39HqLyjWDarjtT1zdp7dc"}) {
        const DecodeResult r = decodeAtFixedNow(QLatin1String(s));
        const Reading* x = readingOf(r, Format::PrefixedId);
        QVERIFY2(x, s);
        QVERIFY(!x->instant);
        QVERIFY(noInstantBut(r));
    }
    QCOMPARE(field(*readingOf(decodeAtFixedNow(QStringLiteral("sk_live_4eC39HqLyjWDarjtT1zdp7dc")),
                              Format::PrefixedId),
                   "prefix"),
             QStringLiteral("sk_live"));
    // A TypeID keeps its own reading, without a shape reading beside it.
    const DecodeResult typeId = decodeAtFixedNow(QStringLiteral("user_01h455vb4pex5vsknk084sn02q"));
    QVERIFY(typeId.valid);
    QCOMPARE(typeId.readings.first().format, Format::TypeId);
    QVERIFY(!readingOf(typeId, Format::PrefixedId));
}

void TstTextShapes::nuidMintedByNpm()
{
    int n = 0;
    for (const QList<QByteArray>& c : dataRows("shapes_npm.tsv", 3)) {
        if (c[0] != "nuid")
            continue;
        const DecodeResult r = decodeAtFixedNow(QString::fromLatin1(c[1]));
        QVERIFY2(r.valid, c[1].constData());
        QCOMPARE(r.readings.first().format, Format::Nuid);
        QVERIFY(noInstantBut(r, Format::Timeflake));
        ++n;
    }
    QCOMPARE(n, 5);
}

void TstTextShapes::sqidsAndHashidsMintedByNpm()
{
    int n = 0;
    for (const QList<QByteArray>& c : dataRows("shapes_npm.tsv", 3)) {
        if (c[0] != "sqids" && c[0] != "hashids")
            continue;
        const QString id = QString::fromLatin1(c[1]);
        const DecodeResult asked = decodeAtFixedNow(id, Format::Sqids);
        QVERIFY2(asked.valid, qPrintable(id));
        QVERIFY(!asked.readings.first().instant);
        // Unasked only where upper case, lower case and digits mix (and 6 to 16 of them).
        bool upper = false, lower = false, digit = false;
        for (QChar ch : id) {
            upper |= ch.isUpper();
            lower |= ch.isLower();
            digit |= ch.isDigit();
        }
        const bool mixed = upper && lower && digit && id.size() >= 6;
        QCOMPARE(bool(readingOf(decodeAtFixedNow(id), Format::Sqids)), mixed);
        ++n;
    }
    QCOMPARE(n, 7);
}

void TstTextShapes::ipfsCids()
{
    // The IPFS documentation's pair (content addressing): one content as CIDv0 and CIDv1.
    const QString v0 = QStringLiteral("QmS4ustL54uo8FzR9455qaxZwuMiUhyvMcX9Ba8nUH4uVv");
    const QString v1 =
        QStringLiteral("bafybeibxm2nsadl3fnxv2sxcxmxaco2jl53wpeorjdzidjwf5aqdg7wa6u");
    for (const QString& s : {v0, v1}) {
        const DecodeResult r = decodeAtFixedNow(s);
        QVERIFY2(r.valid, qPrintable(s));
        QCOMPARE(r.readings.first().format, Format::IpfsCid);
        QCOMPARE(field(r.readings.first(), "version"),
                 s == v0 ? QStringLiteral("0") : QStringLiteral("1"));
        QVERIFY(noInstantBut(r));
    }
    QVERIFY(!decodeAtFixedNow(QStringLiteral("QmS4ustL54uo8FzR9455qaxZwuMiUhyvMcX9Ba8nUH4uV0"),
                              Format::IpfsCid)
                 .valid);
}

QTEST_GUILESS_MAIN(TstTextShapes)
#include "tst_textshapes.moc"
