// Known generator bugs named across a column: each test builds a SQLite table of good IDs with
// a known set of rows planted with one bug, profiles it, and compares the anomaly's count and
// example rowids with what the test planted and with plain SQL on the stored values. A clean
// column of the same format reports none of them. Every profile proves the file unchanged.
#include "analysis/profiler.h"
#include "db/connection.h"
#include "db/schema.h"
#include "monotoniculids.h"
#include "profiledtable.h"
#include "sqlitefixture.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <algorithm>
#include <array>
#include <memory>
#include <optional>

using namespace idscope;
using namespace idscope::analysis;

using testids::monotonicUlids;
using testids::putMs;

namespace {

constexpr qint64 kNow = 1795910400000;     // 2026-11-29T00:00:00Z
constexpr qint64 kMar2024 = 1709251200000; // 2024-03-01T00:00:00Z

constexpr AnomalyKind kGeneratorBugs[] = {
    AnomalyKind::UlidExcludedLetters, AnomalyKind::UlidNonMonotonic,    AnomalyKind::V7TopBit,
    AnomalyKind::Uuid1WrongEpoch,     AnomalyKind::KsuidWrap,           AnomalyKind::BackfillMinted,
    AnomalyKind::V7DraftLayout,       AnomalyKind::SnowflakeWrongEpoch,
};

// 16 bytes as 26 Crockford base32 digits (the 128 bits right-aligned in 130), written out
// here from the ULID spec's alphabet.
QString crockford(const QByteArray& b)
{
    static const char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    QString out;
    for (int i = 0; i < 26; ++i) {
        // Digit i covers bits [130 - 5(i+1), 130 - 5i) of the 130-bit number.
        int v = 0;
        for (int bit = 0; bit < 5; ++bit) {
            const int pos = 5 * i + bit - 2; // bit index from the top of the 128 bits
            const int set = pos < 0 ? 0 : (quint8(b[pos / 8]) >> (7 - pos % 8)) & 1;
            v = (v << 1) | set;
        }
        out += QLatin1Char(kAlphabet[v]);
    }
    return out;
}

// A UUID of `version` (7: with `ms` in front) with random bits from `g`, RFC byte order.
QByteArray uuidBytes(int version, qint64 ms, QRandomGenerator& g)
{
    QByteArray b(16, '\0');
    for (char& c : b)
        c = char(g.bounded(256));
    if (version == 7)
        putMs(b, ms);
    b[6] = char((quint8(b[6]) & 0x0f) | (version << 4));
    b[8] = char((quint8(b[8]) & 0x3f) | 0x80);
    return b;
}

QString uuidText(const QByteArray& b)
{
    const QString h = QString::fromLatin1(b.toHex());
    return h.mid(0, 8) + QLatin1Char('-') + h.mid(8, 4) + QLatin1Char('-') + h.mid(12, 4) +
           QLatin1Char('-') + h.mid(16, 4) + QLatin1Char('-') + h.mid(20);
}

constexpr quint64 kGregorianOffsetTicks = 0x01B21DD213814000ULL; // 1582-10-15 .. 1970, 100 ns

// A UUIDv1 (or v6) carrying the 60-bit 100-ns count `ticks`, laid out by RFC 9562 here.
QByteArray timeUuid(int version, quint64 ticks, QRandomGenerator& g)
{
    QByteArray b(16, '\0');
    for (char& c : b)
        c = char(g.bounded(256));
    if (version == 1) {
        const quint32 low = quint32(ticks & 0xffffffff);
        for (int i = 0; i < 4; ++i)
            b[i] = char((low >> (24 - 8 * i)) & 0xff);
        b[4] = char((ticks >> 40) & 0xff);
        b[5] = char((ticks >> 32) & 0xff);
        b[6] = char(0x10 | ((ticks >> 56) & 0x0f));
        b[7] = char((ticks >> 48) & 0xff);
    } else {
        const quint64 high = ticks >> 12;
        for (int i = 0; i < 6; ++i)
            b[i] = char((high >> (40 - 8 * i)) & 0xff);
        b[6] = char(0x60 | ((ticks >> 8) & 0x0f));
        b[7] = char(ticks & 0xff);
    }
    b[8] = char((quint8(b[8]) & 0x3f) | 0x80);
    return b;
}

// A KSUID as segmentio/ksuid lays it out: the 32-bit field `ts` (seconds since 1400000000,
// unsigned) and 16 random bytes, as 27 base62 digits (0-9A-Za-z) by long division here.
QString ksuid(quint32 ts, QRandomGenerator& g)
{
    static const char kDigits[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    std::array<quint8, 20> n{};
    for (int i = 0; i < 4; ++i)
        n[std::size_t(i)] = quint8(ts >> (24 - 8 * i));
    for (int i = 4; i < 20; ++i)
        n[std::size_t(i)] = quint8(g.bounded(256));
    QString out(27, QLatin1Char('0'));
    for (int pos = 26; pos >= 0; --pos) {
        int rem = 0;
        for (quint8& byte : n) {
            const int cur = rem * 256 + byte;
            byte = quint8(cur / 62);
            rem = cur % 62;
        }
        out[pos] = QLatin1Char(kDigits[rem]);
    }
    return out;
}

using Db = testdb::ProfiledTable<kNow>;

QString kinds(const ColumnProfile& p)
{
    QStringList out;
    for (const Anomaly& a : p.anomalies)
        out << anomalyName(a.kind) + QLatin1Char('=') + QString::number(a.count);
    return out.join(QLatin1Char(' '));
}

// No generator bug is named in `p` but `except`.
bool noOtherBug(const ColumnProfile& p, std::optional<AnomalyKind> except = std::nullopt)
{
    for (AnomalyKind k : kGeneratorBugs) {
        if (k != except && findAnomaly(p, k))
            return false;
    }
    return true;
}

} // namespace

class TstGeneratorBugs : public QObject {
    Q_OBJECT
private slots:
    void names();
    void ulidExcludedLetters_data();
    void ulidExcludedLetters();
    void cleanUlidColumn();
    void ulidNonMonotonic_data();
    void ulidNonMonotonic();
    void randomUlidsAreNotNonMonotonic();
    void v7TopBit_data();
    void v7TopBit();
    void uuid1WrongEpoch_data();
    void uuid1WrongEpoch();
    void ksuidWrap();
    void backfillMinted();
    void v7DraftLayout_data();
    void v7DraftLayout();
    void twitterAtUnixEpoch();
    void instagramAtTwitterEpoch();
    void snowflakeRightEpoch();
    void futureTids();
};

// Stable names, after the bug they name; each description says where the bug comes from.
void TstGeneratorBugs::names()
{
    QCOMPARE(anomalyName(AnomalyKind::UlidExcludedLetters),
             QStringLiteral("ulid-excluded-letters"));
    QCOMPARE(anomalyName(AnomalyKind::UlidNonMonotonic), QStringLiteral("ulid-non-monotonic"));
    QCOMPARE(anomalyName(AnomalyKind::V7TopBit), QStringLiteral("v7-top-bit"));
    QCOMPARE(anomalyName(AnomalyKind::Uuid1WrongEpoch), QStringLiteral("uuid1-wrong-epoch"));
    QCOMPARE(anomalyName(AnomalyKind::KsuidWrap), QStringLiteral("ksuid-wrap"));
    QCOMPARE(anomalyName(AnomalyKind::BackfillMinted), QStringLiteral("backfill-minted"));
    QCOMPARE(anomalyName(AnomalyKind::V7DraftLayout), QStringLiteral("v7-draft-layout"));
    QCOMPARE(anomalyName(AnomalyKind::SnowflakeWrongEpoch),
             QStringLiteral("snowflake-wrong-epoch"));
    QCOMPARE(kAnomalyKindCount, int(AnomalyKind::SnowflakeWrongEpoch) + 1);
    QVERIFY(anomalyDescription(AnomalyKind::V7DraftLayout)
                .contains(QStringLiteral("draft-peabody-dispatch-new-uuid-format-01")));
    QVERIFY(anomalyDescription(AnomalyKind::UlidNonMonotonic).contains(QStringLiteral("90 %")));
    QVERIFY(
        anomalyDescription(AnomalyKind::UlidExcludedLetters).contains(QStringLiteral("RFC 4648")));
}

void TstGeneratorBugs::ulidExcludedLetters_data()
{
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("full");
    QTest::newRow("small, sample reads every row") << 400 << false;
    QTest::newRow("large, full scan") << 3000 << true;
}

// ULID text with a few rows spelled with I, L, O (Crockford's aliases for 1, 1, 0) or U (no
// alias): planted at known rows; SQL's GLOB finds them independently.
void TstGeneratorBugs::ulidExcludedLetters()
{
    QFETCH(int, rows);
    QFETCH(bool, full);
    // Milliseconds apart: few rows share one, so the order of random bits is not judged.
    const QList<QByteArray> bytes = monotonicUlids(rows, kMar2024, 1000, 19);
    QList<QVariant> values;
    QList<qint64> planted;
    const QString letters = QStringLiteral("IOLiU");
    int plantedU = 0;
    for (int i = 0; i < rows; ++i) {
        QString text = crockford(bytes[i]);
        QVERIFY(!text.contains(QRegularExpression(QStringLiteral("[ILOU]"))));
        const qint64 rowid = i + 1;
        if (rowid % 61 == 13) {
            const QChar c = letters[int(planted.size()) % letters.size()];
            text[20] = c; // any digit after the first: the value stays under 2^128
            planted << rowid;
            plantedU += c == QLatin1Char('U') ? 1 : 0;
        }
        values << text;
    }
    QVERIFY(plantedU > 0);
    Db db(values);
    QVERIFY(db.ok());
    const QString where = QStringLiteral("id GLOB '*[ILOUilou]*'");
    QCOMPARE(db.count(where), qint64(planted.size()));
    QCOMPARE(db.firstRowids(where), planted.mid(0, 5));
    bool unchanged = false;
    const ColumnProfile id = db.profile(full, &unchanged);
    QVERIFY(unchanged);
    QVERIFY(id.dominant);
    QCOMPARE(*id.dominant, Format::Ulid);
    const Anomaly* a = findAnomaly(id, AnomalyKind::UlidExcludedLetters);
    QVERIFY2(a, qPrintable(kinds(id)));
    QCOMPARE(a->count, qint64(planted.size()));
    QCOMPARE(a->exampleRowids, planted.mid(0, 5));
    QVERIFY2(a->detail.contains(QString::number(plantedU)), qPrintable(a->detail));
    // The U rows read as no ULID at all.
    const Anomaly* notId = findAnomaly(id, AnomalyKind::NotAnId);
    QVERIFY(notId);
    QCOMPARE(notId->count, qint64(plantedU));
    QVERIFY(noOtherBug(id, AnomalyKind::UlidExcludedLetters));
}

void TstGeneratorBugs::cleanUlidColumn()
{
    QList<QVariant> values;
    for (const QByteArray& b : monotonicUlids(800, kMar2024, 2, 5))
        values << crockford(b);
    Db db(values);
    QVERIFY(db.ok());
    QCOMPARE(db.count(QStringLiteral("id GLOB '*[ILOUilou]*'")), qint64(0));
    bool unchanged = false;
    const ColumnProfile id = db.profile(false, &unchanged);
    QVERIFY(unchanged);
    QVERIFY(id.dominant);
    QCOMPARE(*id.dominant, Format::Ulid);
    QVERIFY2(id.anomalies.isEmpty(), qPrintable(kinds(id)));
}

void TstGeneratorBugs::ulidNonMonotonic_data()
{
    QTest::addColumn<bool>("blob");
    QTest::addColumn<bool>("full");
    QTest::newRow("text, sample reads every row") << false << false;
    QTest::newRow("text, full scan") << false << true;
    QTest::newRow("16-byte BLOB, full scan") << true << true;
}

// A monotonic factory's ULIDs (the clock moving 0 or 1 ms between two, so about half the rows
// share the millisecond of the row before), with rows planted whose random bits are smaller
// than, or equal to, the row before's in the same millisecond. The expected rows: SQL's LAG
// over rowid order on the stored text or bytes (hex of the bytes sorts like the bits).
void TstGeneratorBugs::ulidNonMonotonic()
{
    QFETCH(bool, blob);
    QFETCH(bool, full);
    const int rows = 900;
    QList<QByteArray> bytes = monotonicUlids(rows, kMar2024, 1, 23);
    QList<qint64> planted;
    for (int i = 1; i < rows; ++i) {
        if (i % 37 != 5 || bytes[i].left(6) != bytes[i - 1].left(6))
            continue;
        QByteArray b = bytes[i - 1];
        if (planted.size() % 3 != 2) {
            // Smaller random bits (another generator's); every third the same ones again (a
            // factory that lost its state re-mints the value).
            int k = 15;
            while (k > 6 && b[k] == 0)
                --k;
            b[k] = char(quint8(b[k]) - 1);
        }
        bytes[i] = b;
        planted << qint64(i + 1);
    }
    QVERIFY(planted.size() >= 8);
    QList<QVariant> values;
    for (const QByteArray& b : bytes)
        values << (blob ? QVariant(b) : QVariant(crockford(b)));
    Db db(values, blob ? QStringLiteral("BLOB") : QStringLiteral("TEXT"));
    QVERIFY(db.ok());
    const QString key = blob ? QStringLiteral("hex(id)") : QStringLiteral("id");
    const int msChars = blob ? 12 : 10; // 48 bits: 12 hex digits, 10 Crockford digits
    const QString where =
        QStringLiteral("n IN (SELECT n FROM (SELECT n, %1 AS k, lag(%1) OVER (ORDER BY n) AS p "
                       "FROM t) WHERE substr(k, 1, %2) = substr(p, 1, %2) AND k <= p)")
            .arg(key)
            .arg(msChars);
    QCOMPARE(db.count(where), qint64(planted.size()));
    QCOMPARE(db.firstRowids(where), planted.mid(0, 5));
    const QString sameMs =
        QStringLiteral("n IN (SELECT n FROM (SELECT n, %1 AS k, lag(%1) OVER (ORDER BY n) AS p "
                       "FROM t) WHERE substr(k, 1, %2) = substr(p, 1, %2))")
            .arg(key)
            .arg(msChars);
    const qint64 pairs = db.count(sameMs);
    QVERIFY(pairs > 300);
    bool unchanged = false;
    const ColumnProfile id = db.profile(full, &unchanged);
    QVERIFY(unchanged);
    QVERIFY(id.dominant);
    QCOMPARE(*id.dominant, Format::Ulid);
    const Anomaly* a = findAnomaly(id, AnomalyKind::UlidNonMonotonic);
    QVERIFY2(a, qPrintable(kinds(id)));
    QCOMPARE(a->count, qint64(planted.size()));
    QCOMPARE(a->exampleRowids, planted.mid(0, 5));
    QVERIFY2(a->detail.contains(QLocale().toString(pairs)), qPrintable(a->detail));
    QVERIFY2(a->detail.contains(QLocale().toString(pairs - planted.size())), qPrintable(a->detail));
    QVERIFY(noOtherBug(id, AnomalyKind::UlidNonMonotonic));
}

// ULIDs with fresh random bits for every ID (no monotonic factory): about half the rows in the
// millisecond of the row before are smaller, which is no bug of that generator.
void TstGeneratorBugs::randomUlidsAreNotNonMonotonic()
{
    QRandomGenerator g(31);
    QList<QVariant> values;
    qint64 t = kMar2024;
    for (int i = 0; i < 700; ++i) {
        t += g.bounded(2);
        QByteArray b(16, '\0');
        for (int k = 6; k < 16; ++k)
            b[k] = char(g.bounded(256));
        putMs(b, t);
        values << crockford(b);
    }
    Db db(values);
    QVERIFY(db.ok());
    const qint64 smaller = db.count(
        QStringLiteral("n IN (SELECT n FROM (SELECT n, id, lag(id) OVER (ORDER BY n) AS p FROM "
                       "t) WHERE substr(id, 1, 10) = substr(p, 1, 10) AND id < p)"));
    QVERIFY(smaller > 100); // the bug's signature would be there, but not the monotonic column
    bool unchanged = false;
    const ColumnProfile id = db.profile(true, &unchanged);
    QVERIFY(unchanged);
    QVERIFY(id.dominant);
    QCOMPARE(*id.dominant, Format::Ulid);
    QVERIFY2(noOtherBug(id), qPrintable(kinds(id)));
}

void TstGeneratorBugs::v7TopBit_data()
{
    QTest::addColumn<bool>("blob");
    QTest::addColumn<bool>("full");
    QTest::newRow("text, sample reads every row") << false << false;
    QTest::newRow("16-byte BLOB, full scan") << true << true;
}

// UUIDv7s a second apart, with rows planted whose unix_ts_ms has bit 47 set (the same time
// with the sign bit of a 48-bit field) and one row in the year 3000 (far future, top bit
// clear: counted as future, not as this bug). SQL reads the top bit from the first hex digit.
void TstGeneratorBugs::v7TopBit()
{
    QFETCH(bool, blob);
    QFETCH(bool, full);
    QRandomGenerator g(47);
    constexpr qint64 kYear3000 = 32503680000000; // 3000-01-01T00:00:00Z
    QList<QVariant> values;
    QList<qint64> planted;
    qint64 year3000Row = 0;
    for (int i = 0; i < 500; ++i) {
        const qint64 rowid = i + 1;
        qint64 ms = kMar2024 + qint64(i) * 1000;
        if (rowid % 45 == 7) {
            ms |= qint64(1) << 47;
            planted << rowid;
        } else if (rowid == 250) {
            ms = kYear3000;
            year3000Row = rowid;
        }
        const QByteArray b = uuidBytes(7, ms, g);
        values << (blob ? QVariant(b) : QVariant(uuidText(b)));
    }
    Db db(values, blob ? QStringLiteral("BLOB") : QStringLiteral("TEXT"));
    QVERIFY(db.ok());
    const QString where = blob ? QStringLiteral("substr(hex(id), 1, 1) >= '8'")
                               : QStringLiteral("substr(id, 1, 1) >= '8'");
    QCOMPARE(db.count(where), qint64(planted.size()));
    QCOMPARE(db.firstRowids(where), planted.mid(0, 5));
    bool unchanged = false;
    const ColumnProfile id = db.profile(full, &unchanged);
    QVERIFY(unchanged);
    QVERIFY(id.dominant);
    QCOMPARE(*id.dominant, Format::UuidV7);
    const Anomaly* a = findAnomaly(id, AnomalyKind::V7TopBit);
    QVERIFY2(a, qPrintable(kinds(id)));
    QCOMPARE(a->count, qint64(planted.size()));
    QCOMPARE(a->exampleRowids, planted.mid(0, 5));
    const Anomaly* future = findAnomaly(id, AnomalyKind::Future);
    QVERIFY(future);
    QCOMPARE(future->count, qint64(planted.size()) + 1); // and the year 3000
    QVERIFY(!a->exampleRowids.contains(year3000Row));
    QVERIFY2(noOtherBug(id, AnomalyKind::V7TopBit), qPrintable(kinds(id)));
}

void TstGeneratorBugs::uuid1WrongEpoch_data()
{
    QTest::addColumn<int>("version");
    QTest::addColumn<bool>("full");
    QTest::newRow("v1, sample reads every row") << 1 << false;
    QTest::newRow("v1, full scan") << 1 << true;
    QTest::newRow("v6, full scan") << 6 << true;
}

// Time UUIDs of 2024 (ticks since 1582-10-15), with rows planted that carry the same kind of
// time counted from 1970 (no offset added: they read as 1636), and one row whose count is 42
// seconds (1582-10-15: before 1970 too, but from 1970 it reads 1970-01-01, no plausible time).
// SQL rebuilds the 60-bit count from the text's hex digits and compares it with the offset.
void TstGeneratorBugs::uuid1WrongEpoch()
{
    QFETCH(int, version);
    QFETCH(bool, full);
    QRandomGenerator g(1582);
    const quint64 mar2024Unix = quint64(kMar2024) * 10000; // 100-ns ticks since 1970
    QList<QVariant> values;
    QList<qint64> planted;
    for (int i = 0; i < 450; ++i) {
        const qint64 rowid = i + 1;
        const quint64 unixTicks = mar2024Unix + quint64(i) * 60 * 10000000ULL + g.bounded(10000);
        quint64 ticks = unixTicks + kGregorianOffsetTicks;
        if (rowid % 40 == 3) {
            ticks = unixTicks;
            planted << rowid;
        } else if (rowid == 200) {
            ticks = 42 * 10000000ULL;
        }
        values << uuidText(timeUuid(version, ticks, g));
    }
    Db db(values);
    QVERIFY(db.ok());
    // 15 hex digits of the count, most significant first.
    const QString count = version == 1 ? QStringLiteral("upper(substr(id, 16, 3) || "
                                                        "substr(id, 10, 4) || substr(id, 1, 8))")
                                       : QStringLiteral("upper(substr(id, 1, 8) || "
                                                        "substr(id, 10, 4) || substr(id, 16, 3))");
    const QString offset =
        QString::number(kGregorianOffsetTicks, 16).toUpper().rightJustified(15, QLatin1Char('0'));
    const QString y2000 = QString::number(946684800ULL * 10000000ULL, 16)
                              .toUpper()
                              .rightJustified(15, QLatin1Char('0'));
    const QString where =
        QStringLiteral("%1 < '%2' AND %1 >= '%3'").arg(count, offset, y2000); // 1970 + 30 y
    QCOMPARE(db.count(where), qint64(planted.size()));
    QCOMPARE(db.firstRowids(where), planted.mid(0, 5));
    QCOMPARE(db.count(QStringLiteral("%1 < '%2'").arg(count, offset)), qint64(planted.size()) + 1);
    bool unchanged = false;
    const ColumnProfile id = db.profile(full, &unchanged);
    QVERIFY(unchanged);
    QVERIFY(id.dominant);
    QCOMPARE(*id.dominant, version == 1 ? Format::UuidV1 : Format::UuidV6);
    const Anomaly* a = findAnomaly(id, AnomalyKind::Uuid1WrongEpoch);
    QVERIFY2(a, qPrintable(kinds(id)));
    QCOMPARE(a->count, qint64(planted.size()));
    QCOMPARE(a->exampleRowids, planted.mid(0, 5));
    QVERIFY(!a->exampleRowids.contains(200));
    // Every row before 1970 is before the Unix epoch as well, the 1582 one included.
    const Anomaly* before = findAnomaly(id, AnomalyKind::BeforeEpoch);
    QVERIFY(before);
    QCOMPARE(before->count, qint64(planted.size()) + 1);
    QVERIFY2(noOtherBug(id, AnomalyKind::Uuid1WrongEpoch), qPrintable(kinds(id)));
}

// KSUIDs of 2024 with rows planted from a generator given a time in 2010: the offset from the
// epoch is negative and its 32 bits read as about 2146. One row minted for the year 2100 (far
// future, but read as signed it is 1963, before 1970) is future and no wrap.
void TstGeneratorBugs::ksuidWrap()
{
    QRandomGenerator g(2014);
    constexpr qint64 kEpoch = 1400000000;
    constexpr qint64 k2010 = 1262304000; // 2010-01-01T00:00:00Z
    constexpr qint64 k2100 = 4102444800; // 2100-01-01T00:00:00Z
    QList<QVariant> values;
    QList<qint64> planted;
    for (int i = 0; i < 420; ++i) {
        const qint64 rowid = i + 1;
        qint64 unix = kMar2024 / 1000 + i * 60;
        if (rowid % 33 == 4) {
            unix = k2010 + i * 60;
            planted << rowid;
        } else if (rowid == 100) {
            unix = k2100;
        }
        const quint32 field = quint32(quint64(unix - kEpoch) & 0xffffffffULL); // wraps as uint32
        if (rowid % 33 == 4) {
            // Read back unsigned, the wrapped field is after 2106; signed, it is 2010.
            QVERIFY(kEpoch + qint64(field) > qint64(4294967295LL));
            QCOMPARE(kEpoch + qint64(field) - (qint64(1) << 32), unix);
        }
        values << ksuid(field, g);
    }
    Db db(values);
    QVERIFY(db.ok());
    bool unchanged = false;
    const ColumnProfile id = db.profile(false, &unchanged);
    QVERIFY(unchanged);
    QVERIFY(id.dominant);
    QCOMPARE(*id.dominant, Format::Ksuid);
    const Anomaly* a = findAnomaly(id, AnomalyKind::KsuidWrap);
    QVERIFY2(a, qPrintable(kinds(id)));
    QCOMPARE(a->count, qint64(planted.size()));
    QCOMPARE(a->exampleRowids, planted.mid(0, 5));
    const Anomaly* future = findAnomaly(id, AnomalyKind::Future);
    QVERIFY(future);
    QCOMPARE(future->count, qint64(planted.size()) + 1); // and the year 2100
    QVERIFY(id.maxTime);
    QVERIFY(id.maxTime->seconds > (qint64(1) << 32)); // the wrapped rows read after 2106
    QVERIFY2(noOtherBug(id, AnomalyKind::KsuidWrap), qPrintable(kinds(id)));
}

// UUIDv7s minted with their row's created_at (Unix seconds), with rows planted whose ID was
// minted 30 days after it (a backfill), one 2 days before it and one 2 hours after it: all
// three kinds are clock skew, only the first is a backfill. SQL reads the ID's milliseconds
// from its first 12 hex digits and compares them with created_at.
void TstGeneratorBugs::backfillMinted()
{
    QRandomGenerator g(86400);
    QList<QVariantList> rows;
    QList<qint64> planted;
    for (int i = 0; i < 480; ++i) {
        const qint64 rowid = i + 1;
        const qint64 created = kMar2024 / 1000 + i * 600;
        qint64 ms = created * 1000 + g.bounded(900);
        if (rowid % 29 == 11) {
            ms += 30LL * 86400000;
            planted << rowid;
        } else if (rowid == 100) {
            ms -= 2LL * 86400000;
        } else if (rowid == 200) {
            ms += 2LL * 3600000;
        }
        rows << QVariantList{uuidText(uuidBytes(7, ms, g)), created};
    }
    Db db(rows);
    QVERIFY(db.ok());
    // SQLite reads no hex text as a number: the 48-bit ms summed from its 12 digits.
    QString ms = QStringLiteral("0");
    for (int k = 0; k < 12; ++k) {
        const int at = k < 8 ? k + 1 : k + 2; // skip the hyphen after 8 digits
        ms = QStringLiteral("(%1) * 16 + (instr('0123456789abcdef', substr(id, %2, 1)) - 1)")
                 .arg(ms)
                 .arg(at);
    }
    const QString backfill = QStringLiteral("%1 - created_at * 1000 > 86400000").arg(ms);
    QCOMPARE(db.count(backfill), qint64(planted.size()));
    QCOMPARE(db.firstRowids(backfill), planted.mid(0, 5));
    const qint64 skewed =
        db.count(QStringLiteral("abs(%1 - created_at * 1000) > 61000").arg(ms)); // 60 s + 1 s tick
    QCOMPARE(skewed, qint64(planted.size()) + 2);
    bool unchanged = false;
    const ColumnProfile id = db.profile(false, &unchanged);
    QVERIFY(unchanged);
    QVERIFY(id.dominant);
    QCOMPARE(*id.dominant, Format::UuidV7);
    QCOMPARE(id.timeColumn, QStringLiteral("created_at"));
    const Anomaly* skew = findAnomaly(id, AnomalyKind::ClockSkew);
    QVERIFY2(skew, qPrintable(kinds(id)));
    QCOMPARE(skew->count, skewed);
    const Anomaly* a = findAnomaly(id, AnomalyKind::BackfillMinted);
    QVERIFY2(a, qPrintable(kinds(id)));
    QCOMPARE(a->count, qint64(planted.size()));
    QCOMPARE(a->exampleRowids, planted.mid(0, 5));
    QVERIFY(a->detail.contains(QStringLiteral("created_at")));
    QVERIFY2(noOtherBug(id, AnomalyKind::BackfillMinted), qPrintable(kinds(id)));
}

void TstGeneratorBugs::v7DraftLayout_data()
{
    QTest::addColumn<bool>("blob");
    QTest::addColumn<bool>("full");
    QTest::newRow("text, sample reads every row") << false << false;
    QTest::newRow("16-byte BLOB, full scan") << true << true;
}

// UUIDv7s a second apart, with rows planted by a generator of the 2021 drafts: the same kind of
// time as 36 bits of Unix seconds and 12 bits of fraction (RFC 9562 reads that as ~2180). Two
// far-future rows are no draft IDs: one of 2150 (its first 36 bits read 2013, before UUIDv7)
// and one of 3000 (they read 2220, in the future). SQL reads the seconds from the first 9 hex
// digits and the milliseconds from the first 12.
void TstGeneratorBugs::v7DraftLayout()
{
    QFETCH(bool, blob);
    QFETCH(bool, full);
    QRandomGenerator g(36);
    constexpr qint64 kYear2150 = 5680281600000; // 2150-01-01T00:00:00Z
    constexpr qint64 kYear3000 = 32503680000000;
    constexpr qint64 k2020 = 1577836800; // 2020-01-01T00:00:00Z, UUIDv7's launch
    QList<QVariant> values;
    QList<qint64> planted;
    QString firstDraft;
    for (int i = 0; i < 500; ++i) {
        const qint64 rowid = i + 1;
        qint64 field = kMar2024 + qint64(i) * 1000; // the 48 bits after which come the version
        if (rowid % 43 == 8) {
            const qint64 seconds = kMar2024 / 1000 + i;
            const qint64 fraction = (qint64(i) * 397) % 4096; // in 1/4096 s
            field = (seconds << 12) | fraction;
            if (planted.isEmpty()) {
                const qint64 ms = seconds * 1000 + fraction * 1000 / 4096;
                firstDraft = QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc())
                                 .toString(QStringLiteral("yyyy-MM-dd'T'HH:mm:ss.zzz'Z'"));
            }
            planted << rowid;
        } else if (rowid == 250) {
            field = kYear2150;
        } else if (rowid == 251) {
            field = kYear3000;
        }
        const QByteArray b = uuidBytes(7, field, g);
        values << (blob ? QVariant(b) : QVariant(uuidText(b)));
    }
    QVERIFY(firstDraft.endsWith(QLatin1Char('Z')));
    Db db(values, blob ? QStringLiteral("BLOB") : QStringLiteral("TEXT"));
    QVERIFY(db.ok());
    const QString hex = blob ? QStringLiteral("lower(hex(id))") : QStringLiteral("id");
    auto digits = [&](int n) {
        QString v = QStringLiteral("0");
        for (int k = 0; k < n; ++k) {
            const int at = blob || k < 8 ? k + 1 : k + 2; // text: skip the hyphen after 8
            v = QStringLiteral("(%1) * 16 + (instr('0123456789abcdef', substr(%2, %3, 1)) - 1)")
                    .arg(v, hex)
                    .arg(at);
        }
        return v;
    };
    const QString where = QStringLiteral("%1 > %2 AND %3 BETWEEN %4 AND %5")
                              .arg(digits(12))
                              .arg(qint64(4102444800000)) // 2100-01-01 in ms
                              .arg(digits(9))
                              .arg(k2020)
                              .arg(kNow / 1000);
    QCOMPARE(db.count(where), qint64(planted.size()));
    QCOMPARE(db.firstRowids(where), planted.mid(0, 5));
    bool unchanged = false;
    const ColumnProfile id = db.profile(full, &unchanged);
    QVERIFY(unchanged);
    QVERIFY(id.dominant);
    QCOMPARE(*id.dominant, Format::UuidV7);
    const Anomaly* a = findAnomaly(id, AnomalyKind::V7DraftLayout);
    QVERIFY2(a, qPrintable(kinds(id)));
    QCOMPARE(a->count, qint64(planted.size()));
    QCOMPARE(a->exampleRowids, planted.mid(0, 5));
    QVERIFY2(a->detail.contains(firstDraft), qPrintable(a->detail + QLatin1Char(' ') + firstDraft));
    const Anomaly* future = findAnomaly(id, AnomalyKind::Future);
    QVERIFY(future);
    QCOMPARE(future->count, qint64(planted.size()) + 2); // and the years 2150 and 3000
    QVERIFY2(noOtherBug(id, AnomalyKind::V7DraftLayout), qPrintable(kinds(id)));
}

namespace {

constexpr qint64 kTwitterEpoch = 1288834974657;   // 2010-11-04T01:42:54.657Z (Twitter's docs)
constexpr qint64 kInstagramEpoch = 1314220021721; // 2011-08-24T21:07:01.721Z (Instagram's post)

// (id, created_at) rows: created_at Unix seconds 10 minutes apart from March 2024, each ID
// minted within a second after it and counted from `epochMs` (`epochFor(rowid)`), its time
// shifted left by `timeShift` bits over a small node and sequence.
template<typename EpochFor> QList<QVariantList> snowflakeRows(int timeShift, EpochFor epochFor)
{
    QRandomGenerator g(4096);
    QList<QVariantList> rows;
    for (int i = 0; i < 480; ++i) {
        const qint64 created = kMar2024 / 1000 + qint64(i) * 600;
        const qint64 ms = created * 1000 + g.bounded(900);
        const qint64 low = (qint64(1 + i % 2) << 12) | (i % 4); // node 1 or 2, sequence 0..3
        rows << QVariantList{((ms - epochFor(i + 1)) << timeShift) | low, created};
    }
    return rows;
}

} // namespace

// Twitter-layout IDs (0, 41 ms, 5, 5, 12) from a generator left at epoch 0, and every 25th row
// from one with Twitter's epoch. Read as Twitter Snowflakes (the user's choice) they sit 40.8
// years after created_at: the offset is Twitter's epoch minus Unix 0. SQL reads the ms field
// as id >> 22. Not chosen by the user, the column reads as LinkedIn IDs, whose 41 ms fields
// count from Unix 0: right instants, no wrong epoch.
void TstGeneratorBugs::twitterAtUnixEpoch()
{
    QList<qint64> rightEpoch;
    const QList<QVariantList> rows = snowflakeRows(22, [&](qint64 rowid) {
        if (rowid % 25 != 3)
            return qint64(0);
        rightEpoch << rowid;
        return kTwitterEpoch;
    });
    Db db(rows, QStringLiteral("INTEGER"));
    QVERIFY(db.ok());
    // ID instant - row time within 60 s (+ the 1 s tick of created_at) of Twitter's epoch - 0.
    const QString where =
        QStringLiteral("abs((id >> 22) + %1 - created_at * 1000 - %1) <= 61000").arg(kTwitterEpoch);
    QCOMPARE(db.count(where), qint64(rows.size() - rightEpoch.size()));
    QVERIFY(!db.firstRowids(where).contains(rightEpoch.front()));
    bool unchanged = false;
    const ColumnProfile id = db.profile(false, &unchanged, Format::SnowflakeTwitter);
    QVERIFY(unchanged);
    QVERIFY(id.dominant);
    QCOMPARE(*id.dominant, Format::SnowflakeTwitter);
    const Anomaly* a = findAnomaly(id, AnomalyKind::SnowflakeWrongEpoch);
    QVERIFY2(a, qPrintable(kinds(id)));
    QCOMPARE(a->count, db.count(where));
    QCOMPARE(a->exampleRowids, db.firstRowids(where));
    QVERIFY2(a->detail.contains(QStringLiteral("created_at")), qPrintable(a->detail));
    QVERIFY2(a->detail.contains(QStringLiteral("Unix epoch")), qPrintable(a->detail));
    QVERIFY2(a->detail.contains(QLocale().toString(kTwitterEpoch - 0)), qPrintable(a->detail));
    QVERIFY(!findAnomaly(id, AnomalyKind::ClockSkew)); // most rows do not agree: no skew
    QVERIFY2(noOtherBug(id, AnomalyKind::SnowflakeWrongEpoch), qPrintable(kinds(id)));

    const ColumnProfile chosen = db.profile(false, &unchanged);
    QVERIFY(unchanged);
    QVERIFY(chosen.dominant);
    QCOMPARE(*chosen.dominant, Format::SnowflakeLinkedIn);
    QVERIFY2(noOtherBug(chosen), qPrintable(kinds(chosen)));
}

// Instagram-layout IDs (41 ms, 13 shard, 10 sequence) whose generator counts from Twitter's
// epoch. No profile reads them right; read as Instagram IDs (the only plausible reading) they
// are 294 days late, Instagram's epoch minus Twitter's. SQL reads the ms field as id >> 23.
void TstGeneratorBugs::instagramAtTwitterEpoch()
{
    const QList<QVariantList> rows = snowflakeRows(23, [](qint64) { return kTwitterEpoch; });
    Db db(rows, QStringLiteral("INTEGER"));
    QVERIFY(db.ok());
    const qint64 offset = kInstagramEpoch - kTwitterEpoch; // 25,385,047,064 ms
    QCOMPARE(offset, qint64(25385047064));
    const QString where = QStringLiteral("abs((id >> 23) + %1 - created_at * 1000 - %2) <= 61000")
                              .arg(kInstagramEpoch)
                              .arg(offset);
    QCOMPARE(db.count(where), qint64(rows.size()));
    bool unchanged = false;
    const ColumnProfile id = db.profile(true, &unchanged);
    QVERIFY(unchanged);
    QVERIFY(id.dominant);
    QCOMPARE(*id.dominant, Format::SnowflakeInstagram);
    const Anomaly* a = findAnomaly(id, AnomalyKind::SnowflakeWrongEpoch);
    QVERIFY2(a, qPrintable(kinds(id)));
    QCOMPARE(a->count, qint64(rows.size()));
    QCOMPARE(a->exampleRowids, db.firstRowids(where));
    QVERIFY2(a->detail.contains(QStringLiteral("Twitter Snowflake")), qPrintable(a->detail));
    QVERIFY2(a->detail.contains(QString::number(kTwitterEpoch)), qPrintable(a->detail));
    QVERIFY2(a->detail.contains(QLocale().toString(offset)), qPrintable(a->detail));
    QVERIFY2(noOtherBug(id, AnomalyKind::SnowflakeWrongEpoch), qPrintable(kinds(id)));
}

// Twitter Snowflakes minted with Twitter's epoch, beside created_at: they agree with it, and
// no other epoch is named.
void TstGeneratorBugs::snowflakeRightEpoch()
{
    const QList<QVariantList> rows = snowflakeRows(22, [](qint64) { return kTwitterEpoch; });
    Db db(rows, QStringLiteral("INTEGER"));
    QVERIFY(db.ok());
    bool unchanged = false;
    const ColumnProfile id = db.profile(false, &unchanged);
    QVERIFY(unchanged);
    QVERIFY(id.dominant);
    QCOMPARE(*id.dominant, Format::SnowflakeTwitter);
    QCOMPARE(id.timeColumn, QStringLiteral("created_at"));
    QVERIFY(id.timeAgreement > 0.99);
    QVERIFY2(noOtherBug(id), qPrintable(kinds(id)));
}

// AT Protocol TIDs (0, 53 bits of Unix µs, 10 bits of clock id; 13 base32-sortable digits) of
// March 2024, with every 30th row minted by a clock 10 days ahead of the test's "now": those
// and only those are future (the 60 s tolerance is far below 10 days).
void TstGeneratorBugs::futureTids()
{
    QVERIFY(anomalyDescription(AnomalyKind::Future).contains(QStringLiteral("AT Protocol TIDs")));
    static const char kAlphabet[] = "234567abcdefghijklmnopqrstuvwxyz";
    auto tid = [](quint64 us, quint64 clock) {
        const quint64 v = (us << 10) | clock;
        QString out;
        for (int i = 0; i < 13; ++i)
            out += QLatin1Char(kAlphabet[(v >> (60 - 5 * i)) & 31]);
        return out;
    };
    QList<QVariant> values;
    QList<qint64> planted;
    for (int i = 0; i < 400; ++i) {
        const qint64 rowid = i + 1;
        quint64 us = quint64(kMar2024) * 1000 + quint64(i) * 1000003;
        if (rowid % 30 == 7) {
            us = quint64(kNow + 10LL * 86400000) * 1000 + quint64(i);
            planted << rowid;
        }
        values << tid(us, quint64(i % 32));
    }
    Db db(values);
    QVERIFY(db.ok());
    // Base32-sortable text sorts like its number: the future ones are above now's TID.
    const QString where = QStringLiteral("id > '%1'").arg(tid(quint64(kNow + 60000) * 1000, 1023));
    QCOMPARE(db.count(where), qint64(planted.size()));
    QCOMPARE(db.firstRowids(where), planted.mid(0, 5));
    bool unchanged = false;
    const ColumnProfile id = db.profile(false, &unchanged);
    QVERIFY(unchanged);
    QVERIFY(id.dominant);
    QCOMPARE(*id.dominant, Format::Tid);
    const Anomaly* a = findAnomaly(id, AnomalyKind::Future);
    QVERIFY2(a, qPrintable(kinds(id)));
    QCOMPARE(a->count, qint64(planted.size()));
    QCOMPARE(a->exampleRowids, planted.mid(0, 5));
    QVERIFY2(noOtherBug(id), qPrintable(kinds(id)));
}

QTEST_GUILESS_MAIN(TstGeneratorBugs)
#include "tst_generatorbugs.moc"
