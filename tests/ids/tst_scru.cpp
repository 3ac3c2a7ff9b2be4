// SCRU128 and SCRU64. Expected values are the specifications' own vectors (scru128/spec's
// base36_128.c table and README, scru64/spec's README), IDs minted by the npm scru128
// generator with the field values it reported (tests/ids/data), and numbers recomputed by
// hand from the published layouts — never with the codecs under test.
#include "ids/codecs.h"
#include "ids/detector.h"
#include "readingcheck.h"

#include <QTest>

using namespace idscope;
using namespace idscope::testing;

namespace {

// Value of 16 bytes written as 32 hex digits, its top 48 bits as Unix ms.
qint64 topMs(const QByteArray& hex)
{
    return QByteArray::fromHex(hex).left(6).toHex().toLongLong(nullptr, 16);
}

} // namespace

class TstScru : public QObject {
    Q_OBJECT
private slots:
    void scru128SpecVectors_data();
    void scru128SpecVectors();
    void scru128Rejects_data();
    void scru128Rejects();
    void scru128CaseInsensitive();
    void scru128MintedByNpm();
    void scru64SpecVectors_data();
    void scru64SpecVectors();
    void scru64Rejects();
    void digitsOnlyStayNumbers();
    void zeroTimestampIsNoInstant();
};

void TstScru::scru128SpecVectors_data()
{
    // base36_128.c's positive cases (bytes as hex) and the README's field example.
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("hex");
    QTest::addColumn<bool>("plausible"); // readable without --format at the fixed now
    QTest::newRow("zero") << QStringLiteral("0000000000000000000000000")
                          << QByteArray("00000000000000000000000000000000") << false;
    QTest::newRow("c1") << QStringLiteral("0372hg16csmsm50l8dikcvukc")
                        << QByteArray("017fee7fef417e2b3432ac2ec553687c") << true;
    QTest::newRow("c2") << QStringLiteral("0372hg16cy3nowracls909wcd")
                        << QByteArray("017fee7fef427e2b346c0ff414bbcffd") << true;
    QTest::newRow("c3") << QStringLiteral("0372ijojuxuhjsfkeryi2mrtm")
                        << QByteArray("017fef39c2641ba56a94831888"
                                      "41e05a")
                        << true;
    QTest::newRow("max") << QStringLiteral("f5lxx1zz5pnorynqglhzmsp33")
                         << QByteArray("ffffffffffffffffffffffffffffffff") << false;
}

void TstScru::scru128SpecVectors()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, hex);
    QFETCH(bool, plausible);
    const DecodeResult forced = decodeAtFixedNow(text, Format::Scru128);
    QVERIFY2(forced.valid, qPrintable(forced.error));
    const Reading& r = forced.readings.first();
    QCOMPARE(r.format, Format::Scru128);
    QCOMPARE(r.canonical, text);
    QVERIFY(r.instant);
    QCOMPARE(r.instant->unixMsFloor(), topMs(hex));
    QCOMPARE(r.precision, Precision::Millisecond);
    // The three other fields, big-endian after the 48-bit timestamp.
    const QByteArray b = QByteArray::fromHex(hex);
    QCOMPARE(field(r, "counter_hi"), QString::number(b.mid(6, 3).toHex().toUInt(nullptr, 16)));
    QCOMPARE(field(r, "counter_lo"), QString::number(b.mid(9, 3).toHex().toUInt(nullptr, 16)));
    QCOMPARE(field(r, "entropy"), QString::number(b.mid(12, 4).toHex().toUInt(nullptr, 16)));
    const DecodeResult detected = decodeAtFixedNow(text);
    QCOMPARE(detected.valid, plausible);
    if (plausible)
        QCOMPARE(detected.readings.first().format, Format::Scru128);
}

void TstScru::scru128Rejects_data()
{
    // base36_128.c's negative cases, asked for as SCRU128.
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("one digit") << QStringLiteral("0") << QStringLiteral("length");
    QTest::newRow("26 digits") << QStringLiteral("00000000000000000000000000")
                               << QStringLiteral("length");
    QTest::newRow("plus") << QStringLiteral("f5lxx1zz5pn+rynqglhzmsp33")
                          << QStringLiteral("character");
    QTest::newRow("2^128") << QStringLiteral("f5lxx1zz5pnorynqglhzmsp34") << QString();
    QTest::newRow("all z") << QStringLiteral("zzzzzzzzzzzzzzzzzzzzzzzzz") << QString();
}

void TstScru::scru128Rejects()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    const DecodeResult r = decodeAtFixedNow(text, Format::Scru128);
    QVERIFY(!r.valid);
    QVERIFY(!r.error.isEmpty());
    if (!error.isEmpty())
        QVERIFY2(r.error.contains(error), qPrintable(r.error));
    // Unasked, none of them is a SCRU128 either.
    for (const Reading& x : decodeAtFixedNow(text).readings)
        QVERIFY(!(x.valid && x.format == Format::Scru128));
}

void TstScru::scru128CaseInsensitive()
{
    const QString lower = QStringLiteral("0372hg16csmsm50l8dikcvukc");
    for (const QString& s : {lower.toUpper(), QStringLiteral("0372HG16csmsm50l8dikcvukc")}) {
        const DecodeResult r = decodeAtFixedNow(s);
        QVERIFY2(r.valid, qPrintable(r.error));
        QCOMPARE(r.readings.first().format, Format::Scru128);
        QCOMPARE(r.readings.first().canonical, lower);
        QVERIFY(hasWarning(r.readings.first(), "non-canonical-case"));
        QCOMPARE(hasWarning(r.readings.first(), "mixed-case"), s != lower.toUpper());
    }
    QVERIFY(!hasWarning(decodeAtFixedNow(lower).readings.first(), "non-canonical-case"));
}

void TstScru::scru128MintedByNpm()
{
    const QList<QList<QByteArray>> rows = dataRows("scru128_npm.tsv", 5);
    QCOMPARE(rows.size(), 15);
    for (const QList<QByteArray>& c : rows) {
        const QString id = QString::fromLatin1(c[0]);
        const qint64 ms = c[1].toLongLong();
        const DecodeResult r = decodeAtFixedNow(id, Format::Scru128);
        QVERIFY2(r.valid, qPrintable(id));
        const Reading& x = r.readings.first();
        QCOMPARE(x.canonical, id);
        QCOMPARE(x.instant->unixMsFloor(), ms);
        QCOMPARE(field(x, "timestamp"), QString::fromLatin1(c[1]));
        QCOMPARE(field(x, "counter_hi"), QString::fromLatin1(c[2]));
        QCOMPARE(field(x, "counter_lo"), QString::fromLatin1(c[3]));
        QCOMPARE(field(x, "entropy"), QString::fromLatin1(c[4]));
        // Detected as SCRU128 whenever the instant is one a real ID can carry.
        const DecodeResult auto_ = decodeAtFixedNow(id);
        if (ms >= 1640995200000 && ms <= kFixedNow) {
            QVERIFY2(auto_.valid, qPrintable(id));
            QCOMPARE(auto_.readings.first().format, Format::Scru128);
        }
    }
}

void TstScru::scru64SpecVectors_data()
{
    // The README's examples and its encoding example (109959589539758421); timestamp is the
    // value >> 24, the instant timestamp × 256 ms, node_ctr the low 24 bits.
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("value");
    QTest::newRow("first") << QStringLiteral("0u375nxqh5cq") << qint64(110009624767914842);
    QTest::newRow("last") << QStringLiteral("0u375ny0glr3") << qint64(110009624784685599);
    QTest::newRow("encoding") << QStringLiteral("0u2pf62ji4b9") << qint64(109959589539758421);
    QTest::newRow("max") << QStringLiteral("zzzzzzzzzzzz") << qint64(4738381338321616895);
}

void TstScru::scru64SpecVectors()
{
    QFETCH(QString, text);
    QFETCH(qint64, value);
    const DecodeResult r = decodeAtFixedNow(text, Format::Scru64);
    QVERIFY2(r.valid, qPrintable(r.error));
    const Reading& x = r.readings.first();
    QCOMPARE(x.canonical, text);
    QCOMPARE(x.precision, Precision::Ms256);
    QCOMPARE(x.instant->unixMsFloor(), (value >> 24) * 256);
    QCOMPARE(field(x, "timestamp"), QString::number(value >> 24));
    QCOMPARE(field(x, "node_ctr"), QString::number(value & 0xFFFFFF));
    QCOMPARE(decodeAtFixedNow(text.toUpper(), Format::Scru64).readings.first().canonical, text);
    // The README's IDs (2023) are detected unasked; the maximum lies in the year 4261.
    const DecodeResult detected = decodeAtFixedNow(text);
    QCOMPARE(detected.valid, value != 4738381338321616895);
    if (detected.valid)
        QCOMPARE(detected.readings.first().format, Format::Scru64);
}

void TstScru::scru64Rejects()
{
    for (const QString& s : {QStringLiteral("0u375nxqh5c!"), QStringLiteral("0u375nxqh5c"),
                             QStringLiteral("0u375nxqh5cqq")}) {
        const DecodeResult r = decodeAtFixedNow(s, Format::Scru64);
        QVERIFY2(!r.valid, qPrintable(s));
        for (const Reading& x : r.readings)
            QCOMPARE(x.format, Format::Scru64);
    }
}

void TstScru::digitsOnlyStayNumbers()
{
    // A 12-digit number keeps its reading as a number: as SCRU64 its digits land before
    // 1990 or after 2033, never a plausible instant.
    const DecodeResult r = decodeAtFixedNow(QStringLiteral("946684800000"));
    QVERIFY(r.valid);
    QCOMPARE(r.readings.first().format, Format::UnixMs);
    for (const Reading* a : r.alternatives()) {
        if (a->format == Format::Scru64)
            QVERIFY(hasWarning(*a, "implausible"));
    }
}

void TstScru::zeroTimestampIsNoInstant()
{
    // The reserved timestamp 0 (a dummy value) is never presented as an instant.
    for (const QString& s :
         {QStringLiteral("0000000000000000000000000"), QStringLiteral("0000000000zz")}) {
        const DecodeResult r = decodeAtFixedNow(s);
        QVERIFY2(!r.valid, qPrintable(s));
        QVERIFY(!r.chosen());
    }
}

QTEST_GUILESS_MAIN(TstScru)
#include "tst_scru.moc"
