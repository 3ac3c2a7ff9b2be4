// IdGenerator: IDs minted at one instant sort in minting order (UUIDv7 by a counter after the
// timestamp, RFC 9562 §6.2 method 1; ULID by the monotonic "previous plus one" of the ULID
// spec). The bits are read back by hand from the text, not through the codecs.
#include "ids/generator.h"

#include <QSet>
#include <QTest>

using namespace idscope;

namespace {

__extension__ typedef unsigned __int128 U128;

const Instant kAt = Instant::fromUnixMs(1767225600123); // 2026-01-01T00:00:00.123Z

// The 32 hex digits of a UUID as a 128-bit number.
U128 uuidBits(const QString& text)
{
    const QString hex = QString(text).remove(QLatin1Char('-'));
    U128 v = 0;
    for (QChar c : hex)
        v = v << 4 | U128(QString(c).toUInt(nullptr, 16));
    return v;
}

// 26 Crockford characters as a 128-bit number.
U128 crockfordBits(const QString& text)
{
    static const QString kAlphabet = QStringLiteral("0123456789abcdefghjkmnpqrstvwxyz");
    U128 v = 0;
    for (QChar c : text)
        v = v << 5 | U128(kAlphabet.indexOf(c.toLower()));
    return v;
}

// A UUIDv7's 48-bit ms, and the 42 bits after it: rand_a (12) and rand_b's top 30.
quint64 v7Ms(U128 v)
{
    return quint64(v >> 80);
}
quint64 v7Counter(U128 v)
{
    const quint64 randA = quint64(v >> 64) & 0xFFF;
    const quint64 randB = quint64(v) & 0x3FFFFFFFFFFFFFFFULL;
    return randA << 30 | randB >> 32;
}

// Each ID sorts strictly after the one before it, byte by byte as SQLite compares text.
bool inTextOrder(const QStringList& ids)
{
    for (qsizetype i = 1; i < ids.size(); ++i) {
        if (!(ids[i - 1].toUtf8() < ids[i].toUtf8()))
            return false;
    }
    return true;
}

QStringList mint(IdGenerator& g, const Instant& t, int n)
{
    QStringList out;
    for (int i = 0; i < n; ++i) {
        const auto id = g.next(t);
        if (!id)
            return {};
        out.append(*id);
    }
    return out;
}

} // namespace

class TstGenerator : public QObject {
    Q_OBJECT
private slots:
    void uuidv7CountsWithinOneMillisecond();
    void ulidAddsOneWithinOneMillisecond();
    void typeIdFollowsItsUuid();
    void newMillisecondStartsAfresh();
    void otherFormatsStayRandom();
    void sequenceKinds();
};

void TstGenerator::uuidv7CountsWithinOneMillisecond()
{
    IdGenerator g(Format::UuidV7);
    const QStringList ids = mint(g, kAt, 10000);
    QCOMPARE(ids.size(), 10000);
    QVERIFY(inTextOrder(ids)); // text order is minting order
    for (qsizetype i = 0; i < ids.size(); ++i) {
        const U128 v = uuidBits(ids[i]);
        QCOMPARE(v7Ms(v), quint64(1767225600123));
        QCOMPARE(int(quint64(v >> 76) & 0xF), 7); // version
        QCOMPARE(int(quint64(v >> 62) & 0x3), 2); // RFC variant
        if (i == 0) // seeded at random with the top counter bit clear: room for 2^41 more
            QVERIFY(v7Counter(v) < (quint64(1) << 41));
        else
            QCOMPARE(v7Counter(v), v7Counter(uuidBits(ids[i - 1])) + 1);
    }
    // The last 32 bits stay random: not all equal over 10,000 IDs.
    QSet<quint32> tails;
    for (const QString& id : ids)
        tails.insert(quint32(uuidBits(id)));
    QVERIFY(tails.size() > 9000);
}

void TstGenerator::ulidAddsOneWithinOneMillisecond()
{
    IdGenerator g(Format::Ulid);
    const QStringList ids = mint(g, kAt, 10000);
    QCOMPARE(ids.size(), 10000);
    QVERIFY(inTextOrder(ids));
    const U128 randomMask = (U128(1) << 80) - 1;
    for (qsizetype i = 0; i < ids.size(); ++i) {
        const U128 v = crockfordBits(ids[i]);
        QCOMPARE(quint64(v >> 80), quint64(1767225600123));
        if (i > 0)
            QVERIFY((v & randomMask) == (crockfordBits(ids[i - 1]) & randomMask) + 1);
    }
}

void TstGenerator::typeIdFollowsItsUuid()
{
    IdGenerator g(Format::TypeId);
    const QStringList ids = mint(g, kAt, 2000);
    QCOMPARE(ids.size(), 2000);
    for (qsizetype i = 1; i < ids.size(); ++i) {
        const U128 a = crockfordBits(ids[i - 1]);
        const U128 b = crockfordBits(ids[i]);
        QCOMPARE(v7Ms(b), quint64(1767225600123));
        QCOMPARE(v7Counter(b), v7Counter(a) + 1);
    }
    QVERIFY(inTextOrder(ids));
}

void TstGenerator::newMillisecondStartsAfresh()
{
    for (Format f : {Format::UuidV7, Format::Ulid}) {
        IdGenerator g(f);
        const auto a = g.next(kAt);
        const Instant later = Instant::fromUnixMs(1767225600124);
        const auto b = g.next(later);
        const Instant earlier = Instant::fromUnixMs(1767225600100);
        const auto c = g.next(earlier); // carries the instant asked for
        QVERIFY(a && b && c);
        QVERIFY(*a < *b);
        QVERIFY(*c < *a);
        const U128 cb = f == Format::Ulid ? crockfordBits(*c) : uuidBits(*c);
        QCOMPARE(quint64(cb >> 80), quint64(1767225600100));
        // Sub-millisecond differences are the same millisecond: the sequence goes on.
        const auto d = g.next(Instant{earlier.seconds, earlier.nanos + 999999});
        QVERIFY(d && *c < *d);
    }
}

void TstGenerator::otherFormatsStayRandom()
{
    // KSUIDs of one second: every one valid, minted at that second (no order promised).
    IdGenerator g(Format::Ksuid);
    const QStringList ids = mint(g, kAt, 100);
    QCOMPARE(ids.size(), 100);
    QCOMPARE(QSet<QString>(ids.cbegin(), ids.cend()).size(), 100);
    // Out of range: a ULID has no instant before 1970.
    IdGenerator u(Format::Ulid);
    QVERIFY(!u.next(Instant::fromUnixSeconds(-1)));
    // Sonyflake v2: IDs at its epoch's first tick are 0 << 24 | low 24 bits.
    IdGenerator s(Format::Sonyflake, 1);
    const auto first = s.next(Instant::fromUnixMs(1735689600000));
    QVERIFY(first && first->toULongLong() < (1ULL << 24));
}

void TstGenerator::sequenceKinds()
{
    QCOMPARE(formatInfo(Format::UuidV7).mintOrder, MintOrder::Counter);
    QCOMPARE(formatInfo(Format::TypeId).mintOrder, MintOrder::Counter);
    QCOMPARE(formatInfo(Format::Ulid).mintOrder, MintOrder::PlusOne);
    QCOMPARE(formatInfo(Format::Ksuid).mintOrder, MintOrder::Random);
}

QTEST_GUILESS_MAIN(TstGenerator)
#include "tst_generator.moc"
