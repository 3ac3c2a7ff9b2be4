// What a person types into an instant field, read by parseInstantInput. Every expected value
// is a Unix time worked out by hand (and cross-checked with Python's datetime and zoneinfo),
// never by the reader itself.
#include "ids/instantinput.h"

#include <QTest>

using namespace idscope;
using Kind = InstantInput::Kind;

Q_DECLARE_METATYPE(InstantInput::Kind)
Q_DECLARE_METATYPE(idscope::Precision)

namespace {

// 2026-10-31T12:34:56.789Z, the "now" of every relative case.
constexpr qint64 kNowMs = 1793450096789;
constexpr qint64 k22Z = 1793484000;      // 2026-10-31T22:00:00Z
constexpr qint64 kMidnight = 1793404800; // 2026-10-31T00:00:00Z

DisplayZone zoneNamed(const QString& name)
{
    DisplayZone z;
    if (!DisplayZone::fromName(name, z))
        qFatal("unknown zone");
    return z;
}

} // namespace

class TstInstantInput : public QObject {
    Q_OBJECT
private slots:
    void reads_data();
    void reads();
    void refuses_data();
    void refuses();
    void emptyIsNotAnError();
    void dayBoundaryInZone();
    void readsWhatTheZoneWrites();
};

void TstInstantInput::reads_data()
{
    QTest::addColumn<QString>("zone");
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<int>("nanos");
    QTest::addColumn<InstantInput::Kind>("kind");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<bool>("inZone");
    const QString utc = QStringLiteral("UTC");
    const QString berlin = QStringLiteral("Europe/Berlin");
    const QString ny = QStringLiteral("America/New_York");
    auto row = [](const char* name, const QString& zone, const char* text, qint64 s, int ns, Kind k,
                  Precision p, bool inZone) {
        QTest::newRow(name) << zone << QString::fromUtf8(text) << s << ns << k << p << inZone;
    };
    // RFC 3339 and its everyday relatives.
    row("full Z", utc, "2026-10-31T22:00:00Z", k22Z, 0, Kind::DateTime, Precision::Second, false);
    row("no seconds, Z", utc, "2026-10-31T22:00Z", k22Z, 0, Kind::DateTime, Precision::Second,
        false);
    row("lower case", utc, "2026-10-31t22:00:00z", k22Z, 0, Kind::DateTime, Precision::Second,
        false);
    row("space for T", utc, "2026-10-31 22:00", k22Z, 0, Kind::DateTime, Precision::Second, true);
    row("blanks around", utc, "  2026-10-31   22:00:00  ", k22Z, 0, Kind::DateTime,
        Precision::Second, true);
    row("fraction", utc, "2026-10-31T22:00:00.5Z", k22Z, 500000000, Kind::DateTime,
        Precision::Millisecond, false);
    row("comma fraction", utc, "2026-10-31T22:00:00,123456Z", k22Z, 123456000, Kind::DateTime,
        Precision::Microsecond, false);
    row("ten digits", utc, "2026-10-31T22:00:00.1234567891Z", k22Z, 123456789, Kind::DateTime,
        Precision::Nanosecond, false);
    row("+01:00", utc, "2026-10-31T23:00:00+01:00", k22Z, 0, Kind::DateTime, Precision::Second,
        false);
    row("+0100", utc, "2026-10-31T23:00+0100", k22Z, 0, Kind::DateTime, Precision::Second, false);
    row("-05", utc, "2026-10-31T17:00-05", k22Z, 0, Kind::DateTime, Precision::Second, false);
    row("+00:19:32", utc, "2026-10-31T22:19:32+00:19:32", k22Z, 0, Kind::DateTime,
        Precision::Second, false);
    row("UTC word", utc, "2026-10-31 22:00 UTC", k22Z, 0, Kind::DateTime, Precision::Second, false);
    row("one-digit hour", utc, "2026-10-31 9:30", kMidnight + 9 * 3600 + 1800, 0, Kind::DateTime,
        Precision::Second, true);
    row("date", utc, "2026-10-31", kMidnight, 0, Kind::Date, Precision::Day, true);
    row("short date", utc, "2026-2-3", 1770076800, 0, Kind::Date, Precision::Day, true);
    row("leap day", utc, "2028-02-29", 1835395200, 0, Kind::Date, Precision::Day, true);
    // Wall clocks in a zone: CET (+1) after the change of 2026-10-25, CEST (+2) in July.
    row("Berlin winter", berlin, "2026-10-31T22:00", k22Z - 3600, 0, Kind::DateTime,
        Precision::Second, true);
    row("Berlin summer", berlin, "2026-07-01 12:00", 1782900000, 0, Kind::DateTime,
        Precision::Second, true);
    row("Berlin date", berlin, "2026-10-31", kMidnight - 3600, 0, Kind::Date, Precision::Day, true);
    row("Berlin, Z wins", berlin, "2026-10-31T22:00Z", k22Z, 0, Kind::DateTime, Precision::Second,
        false);
    // New York springs forward on 2026-03-08 at 02:00 EST (07:00Z).
    row("NY before change", ny, "2026-03-08 01:30", 1772951400, 0, Kind::DateTime,
        Precision::Second, true);
    row("NY after change", ny, "2026-03-08 03:30", 1772955000, 0, Kind::DateTime, Precision::Second,
        true);
    row("NY noon", ny, "2026-03-08 12:00", 1772985600, 0, Kind::DateTime, Precision::Second, true);
    // Relative to now = 2026-10-31T12:34:56.789Z.
    row("now", utc, "now", 1793450096, 789000000, Kind::Now, Precision::Millisecond, false);
    row("NOW", utc, "NOW", 1793450096, 789000000, Kind::Now, Precision::Millisecond, false);
    row("-2h", utc, "-2h", 1793450096 - 7200, 789000000, Kind::Relative, Precision::Millisecond,
        false);
    row("+1d12h", utc, "+1d12h", 1793450096 + 129600, 789000000, Kind::Relative,
        Precision::Millisecond, false);
    row("-1h 30m", utc, "-1h 30m", 1793450096 - 5400, 789000000, Kind::Relative,
        Precision::Millisecond, false);
    row("90 min ago", utc, "90 min ago", 1793450096 - 5400, 789000000, Kind::Relative,
        Precision::Millisecond, false);
    row("2 days ago", utc, "2 days ago", 1793450096 - 172800, 789000000, Kind::Relative,
        Precision::Millisecond, false);
    row("-1w", utc, "-1w", 1793450096 - 604800, 789000000, Kind::Relative, Precision::Millisecond,
        false);
    row("-250ms", utc, "-250ms", 1793450096, 539000000, Kind::Relative, Precision::Millisecond,
        false);
    row("now - 15min", utc, "now - 15min", 1793450096 - 900, 789000000, Kind::Relative,
        Precision::Millisecond, false);
    row("today", utc, "today", kMidnight, 0, Kind::Day, Precision::Day, true);
    row("yesterday", utc, "Yesterday", 1793318400, 0, Kind::Day, Precision::Day, true);
    row("tomorrow +9h", utc, "tomorrow +9h", 1793523600, 0, Kind::Relative, Precision::Second,
        true);
    row("Berlin yesterday", berlin, "yesterday", 1793318400 - 3600, 0, Kind::Day, Precision::Day,
        true);
    // Unix numbers by their length: 1761948000 s is 2025-10-31T22:00:00Z.
    row("unix s", utc, "1761948000", 1761948000, 0, Kind::UnixSeconds, Precision::Second, false);
    row("unix s, fraction", utc, "1761948000.25", 1761948000, 250000000, Kind::UnixSeconds,
        Precision::Millisecond, false);
    row("unix ms", utc, "1761948000123", 1761948000, 123000000, Kind::UnixMs,
        Precision::Millisecond, false);
    row("unix us", utc, "1761948000123456", 1761948000, 123456000, Kind::UnixUs,
        Precision::Microsecond, false);
    row("unix ns", utc, "1761948000123456789", 1761948000, 123456789, Kind::UnixNs,
        Precision::Nanosecond, false);
    row("before 1970", utc, "-1.5", -2, 500000000, Kind::UnixSeconds, Precision::Millisecond,
        false);
    row("zero", utc, "0", 0, 0, Kind::UnixSeconds, Precision::Second, false);
    // IDs: 1730000000000 ms = 0x0192CC091400 = Crockford "01JB60J500" (2024-10-27T03:33:20Z).
    row("ULID", utc, "01JB60J500ABCDEFGHJKMNPQRS", 1730000000, 0, Kind::Id, Precision::Millisecond,
        false);
    row("UUIDv7", utc, "0192cc09-1400-7abc-8def-0123456789ab", 1730000000, 0, Kind::Id,
        Precision::Millisecond, false);
}

void TstInstantInput::reads()
{
    QFETCH(QString, zone);
    QFETCH(QString, text);
    QFETCH(qint64, seconds);
    QFETCH(int, nanos);
    QFETCH(InstantInput::Kind, kind);
    QFETCH(Precision, precision);
    QFETCH(bool, inZone);
    const InstantInput r = parseInstantInput(text, zoneNamed(zone), kNowMs);
    QVERIFY(r.ok());
    QCOMPARE(int(r.kind), int(kind));
    QCOMPARE(r.instant.seconds, seconds);
    QCOMPARE(r.instant.nanos, nanos);
    QCOMPARE(int(r.precision), int(precision));
    QCOMPARE(r.inZone, inZone);
}

void TstInstantInput::refuses_data()
{
    QTest::addColumn<QString>("text");
    for (const char* t : {"2026-13-01",
                          "2026-02-30",
                          "2027-02-29",
                          "2026-10-31T24:00",
                          "2026-10-31T22:60",
                          "2026-10-31T22",
                          "2026-10-31T22:00:00+25:00",
                          "2026-10-31T22:00 CET",
                          "2026-10-31T22:00:00.Z",
                          "2026-10-3122:00",
                          "2h",
                          "-2 fortnights",
                          "-2",
                          "+",
                          "yesterday 2h ago",
                          "-2h ago",
                          "later",
                          "12345678901234567890",
                          "1761948000000.5",
                          "2026/10/31",
                          "not an instant"}) {
        if (QByteArray(t) == "-2")
            continue; // a negative Unix second count, tested above as "before 1970"
        QTest::newRow(t) << QString::fromUtf8(t);
    }
}

void TstInstantInput::refuses()
{
    QFETCH(QString, text);
    const InstantInput r = parseInstantInput(text, DisplayZone::utc(), kNowMs);
    QVERIFY2(!r.ok(), qPrintable(QString::number(r.instant.seconds)));
    QCOMPARE(int(r.kind), int(Kind::Invalid));
}

void TstInstantInput::emptyIsNotAnError()
{
    QCOMPARE(int(parseInstantInput(u"", DisplayZone::utc(), kNowMs).kind), int(Kind::Empty));
    QCOMPARE(int(parseInstantInput(u"  \t ", DisplayZone::utc(), kNowMs).kind), int(Kind::Empty));
}

// At 2026-10-31T23:30Z it is already 00:30 on 1 November in Berlin: "today" is that day.
void TstInstantInput::dayBoundaryInZone()
{
    const qint64 lateMs = 1793489400000;
    const DisplayZone berlin = zoneNamed(QStringLiteral("Europe/Berlin"));
    QCOMPARE(parseInstantInput(u"today", berlin, lateMs).instant.seconds, qint64(1793487600));
    QCOMPARE(parseInstantInput(u"yesterday", berlin, lateMs).instant.seconds, qint64(1793401200));
    QCOMPARE(parseInstantInput(u"today", DisplayZone::utc(), lateMs).instant.seconds, kMidnight);
}

// A field shows instants as the display zone writes them (time travel puts T back into its
// field): that text must read back as the same instant, local mean time offsets included.
void TstInstantInput::readsWhatTheZoneWrites()
{
    const Instant samples[] = {Instant{k22Z, 0}, Instant{k22Z, 123000000},
                               Instant{-2208988800, 0}, // 1900-01-01T00:00:00Z: LMT in Amsterdam
                               Instant{1772955000, 0}};
    for (const char* name :
         {"UTC", "Europe/Berlin", "Europe/Amsterdam", "America/New_York", "Asia/Kolkata"}) {
        const DisplayZone z = zoneNamed(QString::fromLatin1(name));
        for (const Instant& t : samples) {
            const QString text = z.format(t, Precision::Millisecond);
            const InstantInput r = parseInstantInput(text, z, kNowMs);
            QVERIFY2(r.ok(), qPrintable(text));
            QCOMPARE(r.instant, t);
        }
    }
}

QTEST_GUILESS_MAIN(TstInstantInput)
#include "tst_instantinput.moc"
