// Tools ▸ Collision calculator and ID generator, driven like a user: pick a format, type the
// inputs, press the buttons, read the labels. Expected probabilities are computed here with
// long double formulas; generated IDs are decoded back with the Detector, and the BETWEEN
// snippet runs against a SQLite table built in the test. With IDSCOPE_SHOTS_DIR set, both
// dialogs are saved as PNGs in the light and the dark theme.
#include "common/settingskeys.h"
#include "common/theme.h"
#include "common/zonesetting.h"
#include "ids/detector.h"
#include "ids/reverse.h"
#include "ids/timezone.h"
#include "tools/collisioncalculator.h"
#include "tools/idgeneratordialog.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <cmath>

using namespace idscope;
using namespace idscope::analysis;

namespace {

constexpr long double kYear = 31556952.0L;

long double tickLength(Precision p)
{
    switch (p) {
    case Precision::Second:
        return 1;
    case Precision::Millisecond:
        return 1e-3L;
    case Precision::TenMicroseconds:
        return 1e-5L;
    case Precision::Microsecond:
        return 1e-6L;
    default:
        return 0;
    }
}

// P(at least one collision within `window`), written out from the birthday bound.
long double expectedP(long double rate, Precision res, int bits, long double window)
{
    const long double space2 = std::ldexp(2.0L, bits);
    const long double tick = tickLength(res);
    if (tick == 0)
        return -std::expm1(-(rate * window) * (rate * window) / space2);
    const long double x = (rate * tick) * (rate * tick) / space2;
    return -std::expm1(-x * (window / tick));
}

template<typename T> T* child(QWidget* w, const char* name)
{
    T* c = w->findChild<T*>(QString::fromLatin1(name));
    if (!c)
        qFatal("no child %s", name);
    return c;
}

void selectData(QComboBox* combo, int data)
{
    const int i = combo->findData(data);
    QVERIFY(i >= 0);
    combo->setCurrentIndex(i);
}

void typeInto(QAbstractSpinBox* spin, const QString& text)
{
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Enter);
}

void typeInto(QLineEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

// The chosen instant floored to what the format carries.
Instant floorTo(const Instant& t, Precision p)
{
    qint32 unit = 1;
    // SCRU64's 256 ms ticks cross whole seconds: floored on the Unix millisecond.
    if (p == Precision::Ms256)
        return Instant::fromUnixMs(floorDiv(t.seconds * 1000 + t.nanos / 1000000, 256) * 256);
    switch (p) {
    case Precision::Second:
        unit = 1000000000;
        break;
    case Precision::TenMilliseconds:
        unit = 10000000;
        break;
    case Precision::Millisecond:
        unit = 1000000;
        break;
    case Precision::TenMicroseconds:
        unit = 10000;
        break;
    case Precision::Microsecond:
        unit = 1000;
        break;
    case Precision::HundredNanoseconds:
        unit = 100;
        break;
    default:
        break;
    }
    return {t.seconds, t.nanos - t.nanos % unit};
}

// A key of the calculator's settings group.
QString calculatorKey(const char* name)
{
    return settings::kCollisionCalculator + QLatin1Char('/') + QLatin1String(name);
}

bool integerFormat(Format f)
{
    return IdGeneratorDialog::sqlLiteral(f, QStringLiteral("123"),
                                         IdGeneratorDialog::Storage::Text) == QLatin1String("123");
}

} // namespace

class TestTools : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void collisionPresets_data();
    void collisionPresets();
    void collisionKnownValue();
    void collisionCounterFormat();
    void collisionUuidV1NodeClock();
    void collisionCockroachTicks();
    void collisionTickSteps();
    void collisionCustomAndCopy();
    void collisionCustomWording();
    void collisionRemembersInputs();
    void numberSpelling();
    void generatableFormats();
    void generatorRoundTrip_data();
    void generatorRoundTrip();
    void generatorMintsInOrder_data();
    void generatorMintsInOrder();
    void generatorSonyflakeV2();
    void generatorBounds_data();
    void generatorBounds();
    void generatorSqlRunsOnSqlite();
    void generatorLiterals();
    void generatorZoneEchoAndErrors();
    void screenshots_data();
    void screenshots();

private:
    ZoneSetting* zone_ = nullptr;
};

void TestTools::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("idscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_tools"));
    QSettings().clear();
    captureSystemLook();
    zone_ = new ZoneSetting(this);
}

void TestTools::init()
{
    QSettings().clear();
    zone_->setName(QStringLiteral("UTC"));
}

void TestTools::collisionPresets_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<QString>("rate");
    QTest::addColumn<double>("rateValue");
    QTest::addColumn<Precision>("res");
    QTest::addColumn<int>("bits");
    // The expected wait between collisions, worked out by hand: λ = rate × tick IDs share a
    // tick, x = λ² / 2^(bits+1) collisions per tick, one every tick / x seconds; a year is
    // 31,556,952 s, a day 86,400 s.
    QTest::addColumn<QString>("every");
    // λ = 10, x = 100 / 2^81, 10⁻³ / x = 2.418 × 10¹⁹ s = 7.66 × 10¹¹ years.
    QTest::newRow("ulid 10k/s") << Format::Ulid << QStringLiteral("10000") << 1e4
                                << Precision::Millisecond << 80
                                << QStringLiteral("once every 7.7\u00a0×\u00a010¹¹\u00a0y");
    // λ = 1000, x = 10⁶ / 2^75, 10⁻³ / x = 3.778 × 10¹³ s = 1,197,166.7 years.
    QTest::newRow("uuidv7 1M/s")
        << Format::UuidV7 << QStringLiteral("1000000") << 1e6 << Precision::Millisecond << 74
        << QStringLiteral("once every %1\u00a0y").arg(QLocale().toString(1197167.0, 'f', 0));
    QTest::newRow("uuidv4 10k/s") << Format::UuidV4 << QStringLiteral("10000") << 1e4
                                  << Precision::None << 122
                                  << QStringLiteral("risk grows with the total count");
    // λ = 50,000, x = 2.5 × 10⁹ / 2^129, 1 / x = 2.722 × 10²⁹ s = 8.63 × 10²¹ years.
    QTest::newRow("ksuid 50k/s") << Format::Ksuid << QStringLiteral("50000") << 5e4
                                 << Precision::Second << 128
                                 << QStringLiteral("once every 8.6\u00a0×\u00a010²¹\u00a0y");
    // λ = 0.2, x = 0.04 / 2^23, 10⁻³ / x = 209,715.2 s = 2.43 days.
    QTest::newRow("tsid 200/s") << Format::Tsid << QStringLiteral("200") << 200.0
                                << Precision::Millisecond << 22
                                << QStringLiteral("once every 2.4\u00a0d");
    // λ = 10⁻⁴, x = 10⁻⁸ / 2, 10⁻⁶ / x = 200 s = 3.33 minutes.
    QTest::newRow("unix-us 100/s (time only)")
        << Format::UnixUs << QStringLiteral("100") << 100.0 << Precision::Microsecond << 0
        << QStringLiteral("once every 3.3\u00a0min");
}

void TestTools::collisionPresets()
{
    QFETCH(Format, format);
    QFETCH(QString, rate);
    QFETCH(double, rateValue);
    QFETCH(Precision, res);
    QFETCH(int, bits);
    QFETCH(QString, every);
    CollisionCalculatorDialog d;
    d.show();
    selectData(child<QComboBox>(&d, "collisionPreset"), int(format));
    typeInto(child<QDoubleSpinBox>(&d, "collisionRate"), rate);

    // The preset filled the inputs a user would otherwise look up.
    QCOMPARE(child<QComboBox>(&d, "collisionResolution")->currentData().toInt(), int(res));
    QCOMPARE(child<QSpinBox>(&d, "collisionBits")->value(), bits);
    QCOMPARE(d.model().idsPerSecond, rateValue);

    const long double perSecond = expectedP(rateValue, res, bits, 1);
    const long double perYear = expectedP(rateValue, res, bits, kYear);
    QVERIFY(std::fabs(d.odds().perSecond - double(perSecond)) <= 1e-9 * double(perSecond));
    QVERIFY(std::fabs(d.odds().perYear - double(perYear)) <= 1e-9 * double(perYear));
    QCOMPARE(child<QLabel>(&d, "collisionPerSecond")->text(), formatProbability(double(perSecond)));
    QCOMPARE(child<QLabel>(&d, "collisionPerYear")->text(), formatProbability(double(perYear)));

    // At the rate shown for 0.1 % a year, the formula gives 0.1 %.
    const double crossing = d.crossingRate();
    QVERIFY(std::isfinite(crossing));
    QVERIFY(std::fabs(double(expectedP(crossing, res, bits, kYear)) - 0.001) < 1e-8);
    QVERIFY(child<QLabel>(&d, "collisionCrossing")->text().contains(formatQuantity(crossing)));

    QCOMPARE(child<QLabel>(&d, "collisionEvery")->text(), every);
    const QString text = child<QLabel>(&d, "collisionExplanation")->text();
    QVERIFY2(text.contains(formatQuantity(rateValue)), qPrintable(text));
    if (format == Format::Ulid) {
        QVERIFY(text.startsWith(QStringLiteral("At 10,000 IDs/s")));
        QVERIFY2(text.contains(QStringLiteral(
                     "A collision is expected once every 7.7\u00a0×\u00a010¹¹\u00a0y;")),
                 qPrintable(text));
    }
    if (format == Format::UuidV4)
        QVERIFY(text.contains(QStringLiteral("no time part")));
    if (format == Format::UnixUs)
        QVERIFY(text.contains(QStringLiteral("nothing but the time")));
}

void TestTools::collisionKnownValue()
{
    // 2^40 IDs in one 1 s tick with 80 random bits: 1 - exp(-2^80 / 2^81) ≈ 39.3 %.
    CollisionCalculatorDialog d;
    selectData(child<QComboBox>(&d, "collisionResolution"), int(Precision::Second));
    typeInto(child<QSpinBox>(&d, "collisionBits"), QStringLiteral("80"));
    typeInto(child<QDoubleSpinBox>(&d, "collisionRate"), QStringLiteral("1099511627776"));
    QCOMPARE(d.preset(), Format::Count);
    QVERIFY(std::fabs(d.odds().perTick - (1 - std::exp(-0.5))) < 1e-9);
    QCOMPARE(child<QLabel>(&d, "collisionPerTick")->text(), QStringLiteral("39.3 %"));
}

void TestTools::collisionCounterFormat()
{
    CollisionCalculatorDialog d;
    selectData(child<QComboBox>(&d, "collisionPreset"), int(Format::SnowflakeTwitter));
    typeInto(child<QDoubleSpinBox>(&d, "collisionRate"), QStringLiteral("10000000"));
    QVERIFY(!child<QSpinBox>(&d, "collisionBits")->isEnabled());
    QCOMPARE(d.odds().perYear, 0.0);
    QVERIFY(child<QLabel>(&d, "collisionPerYear")->text().contains(QStringLiteral("node")));
    const QString text = child<QLabel>(&d, "collisionExplanation")->text();
    QVERIFY(text.contains(QStringLiteral("unique node ID")));
    // 4,096 per ms per node is 4,096,000 a second: 10M/s needs ⌈10/4.096⌉ = 3 nodes.
    QVERIFY2(text.contains(QStringLiteral("at least 3 nodes")), qPrintable(text));
}

// UUIDv1/v6 cannot repeat within a node (one ID per 100 ns tick under the node's own node ID
// and clock sequence), as the dialog says of Snowflake and ObjectId; across nodes the odds are
// given under each stated assumption, never as "14 random bits per tick".
void TestTools::collisionUuidV1NodeClock()
{
    for (Format f : {Format::UuidV1, Format::UuidV6}) {
        CollisionCalculatorDialog d;
        selectData(child<QComboBox>(&d, "collisionPreset"), int(f));
        typeInto(child<QDoubleSpinBox>(&d, "collisionRate"), QStringLiteral("10000000"));
        QCOMPARE(d.preset(), f);
        QCOMPARE(d.odds().perYear, 0.0);
        for (const char* name : {"collisionPerTick", "collisionPerSecond", "collisionPerYear"})
            QCOMPARE(child<QLabel>(&d, name)->text(), QStringLiteral("0 within a node"));
        QCOMPARE(child<QLabel>(&d, "collisionEvery")->text(),
                 QStringLiteral("never within a node"));
        const QString text = child<QLabel>(&d, "collisionExplanation")->text();
        QVERIFY2(text.contains(QStringLiteral("cannot repeat within a node")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("random bits per tick")), qPrintable(text));
        // 10⁷ IDs/s over 10⁷ ticks a second: one ID a tick. Random node IDs: 47 + 14 = 61
        // bits, n²/2 / 2^61 = 2^-62 pairs a tick, 10⁷ ticks a second: once every 2^62 / 10⁷ s,
        // in Gregorian years of 31,556,952 s.
        QVERIFY2(text.contains(QStringLiteral("that is 61 bits")), qPrintable(text));
        const double years = std::ldexp(1.0, 62) / 1e7 / 31556952.0;
        QVERIFY2(text.contains(QStringLiteral("once every %1\u00a0y")
                                   .arg(QLocale().toString(std::round(years), 'f', 0))),
                 qPrintable(text));
        // Nodes sharing a MAC: the 14-bit clock sequence alone, 2^-15 pairs a tick, once
        // every 2^15 / 10⁷ s = 3.2768 ms.
        QVERIFY2(text.contains(QStringLiteral("14-bit clock sequence alone: once every %1\u00a0ms")
                                   .arg(QLocale().toString(3.3, 'f', 1))),
                 qPrintable(text));
    }
}

void TestTools::collisionCockroachTicks()
{
    // CockroachDB unique_rowid(): a 15-bit node field per 10 µs tick, 2^15 · 10^5 =
    // 3,276,800,000 IDs a second per node; 10^10 IDs/s need ⌈10^10 / 3.2768·10^9⌉ = 4 nodes.
    // (Millisecond ticks would have made it 2^15 · 10^3 a second and 306 nodes.)
    CollisionCalculatorDialog d;
    selectData(child<QComboBox>(&d, "collisionPreset"), int(Format::CockroachRowid));
    typeInto(child<QDoubleSpinBox>(&d, "collisionRate"), QStringLiteral("10000000000"));
    QCOMPARE(d.preset(), Format::CockroachRowid);
    auto* resolution = child<QComboBox>(&d, "collisionResolution");
    QCOMPARE(resolution->currentData().toInt(), int(Precision::TenMicroseconds));
    QCOMPARE(resolution->currentText(), QStringLiteral("10 µs"));
    QCOMPARE(d.model().resolution, Precision::TenMicroseconds);
    const QString text = child<QLabel>(&d, "collisionExplanation")->text();
    QVERIFY2(text.contains(QStringLiteral("15-bit counter")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("one 10 µs tick")), qPrintable(text));
    QVERIFY2(text.contains(formatQuantity(32768.0 * 100000.0)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("at least 4 nodes")), qPrintable(text));
    // 10^5 ticks a second: the mean per tick is the rate divided by 100,000.
    QCOMPARE(child<QLabel>(&d, "collisionIdsPerTick")->text(), formatQuantity(1e10 / 1e5));
}

void TestTools::collisionTickSteps()
{
    // Every preset's tick is offered (else the combo would fall back to "No time part"), and
    // the two steps finer than a label says much name what uses them in their tool tip.
    CollisionCalculatorDialog d;
    auto* resolution = child<QComboBox>(&d, "collisionResolution");
    for (Format f : collisionPresetFormats())
        QVERIFY2(resolution->findData(int(collisionPreset(f)->resolution)) >= 0,
                 qPrintable(formatName(f)));
    const int ten = resolution->findData(int(Precision::TenMicroseconds));
    const int fraction = resolution->findData(int(Precision::Ms4096));
    const int ms = resolution->findData(int(Precision::Millisecond));
    const int us = resolution->findData(int(Precision::Microsecond));
    const int hundred = resolution->findData(int(Precision::HundredNanoseconds));
    QVERIFY(ten >= 0 && fraction >= 0);
    QVERIFY(ms < ten && ten < us && us < fraction && fraction < hundred); // coarse to fine
    QCOMPARE(resolution->itemText(fraction), QStringLiteral("244 ns"));
    QVERIFY(resolution->itemData(fraction, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("1/4096 ms")));
    QVERIFY(resolution->itemData(ten, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("unique_rowid()")));
    // 1/4096 ms ticks: 4,096,000 a second, so 4,096,000 IDs/s put one ID in each on average.
    resolution->setCurrentIndex(fraction);
    typeInto(child<QDoubleSpinBox>(&d, "collisionRate"), QStringLiteral("4096000"));
    QCOMPARE(d.model().resolution, Precision::Ms4096);
    QVERIFY(std::fabs(d.odds().idsPerTick - 1.0) < 1e-12);
}

void TestTools::collisionCustomAndCopy()
{
    CollisionCalculatorDialog d;
    d.show();
    selectData(child<QComboBox>(&d, "collisionPreset"), int(Format::Ulid));
    typeInto(child<QSpinBox>(&d, "collisionBits"), QStringLiteral("40"));
    QCOMPARE(d.preset(), Format::Count); // hand-edited: no longer the ULID preset
    QCOMPARE(child<QComboBox>(&d, "collisionResolution")->currentData().toInt(),
             int(Precision::Millisecond));
    QApplication::clipboard()->clear();
    QTest::mouseClick(child<QPushButton>(&d, "collisionCopy"), Qt::LeftButton);
    const QString copied = QApplication::clipboard()->text();
    QVERIFY(copied.contains(QStringLiteral("Random bits per tick: 40")));
    QVERIFY(copied.contains(child<QLabel>(&d, "collisionPerYear")->text()));
    QVERIFY(copied.contains(child<QLabel>(&d, "collisionExplanation")->text()));
}

// Custom inputs have no format name: the sentence reads "about 2 IDs share each 1 ms tick"
// (2,000 IDs/s over 1,000 ticks a second), never "2 An ID IDs".
void TestTools::collisionCustomWording()
{
    CollisionCalculatorDialog d;
    d.show();
    selectData(child<QComboBox>(&d, "collisionPreset"), int(Format::Ulid));
    typeInto(child<QSpinBox>(&d, "collisionBits"), QStringLiteral("40"));
    d.setRate(2000);
    QCOMPARE(d.preset(), Format::Count);
    QCOMPARE(child<QComboBox>(&d, "collisionResolution")->currentData().toInt(),
             int(Precision::Millisecond));
    QString text = child<QLabel>(&d, "collisionExplanation")->text();
    QVERIFY2(text.contains(QStringLiteral("about 2 IDs share each 1 ms tick and must differ in 40 "
                                          "random bits")),
             qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("An ID")), qPrintable(text));
    typeInto(child<QSpinBox>(&d, "collisionBits"), QStringLiteral("0"));
    text = child<QLabel>(&d, "collisionExplanation")->text();
    QVERIFY2(text.startsWith(QLatin1String("These keys carry nothing but the time")),
             qPrintable(text));
}

void TestTools::collisionRemembersInputs()
{
    {
        CollisionCalculatorDialog d;
        selectData(child<QComboBox>(&d, "collisionPreset"), int(Format::Ksuid));
        typeInto(child<QDoubleSpinBox>(&d, "collisionRate"), QStringLiteral("5000"));
    }
    {
        CollisionCalculatorDialog d;
        QCOMPARE(d.preset(), Format::Ksuid);
        QCOMPARE(d.model().idsPerSecond, 5000.0);
        selectData(child<QComboBox>(&d, "collisionPreset"), int(Format::Count));
        selectData(child<QComboBox>(&d, "collisionResolution"), int(Precision::Microsecond));
        typeInto(child<QSpinBox>(&d, "collisionBits"), QStringLiteral("12"));
    }
    {
        CollisionCalculatorDialog d;
        QCOMPARE(d.preset(), Format::Count);
        QCOMPARE(d.model().resolution, Precision::Microsecond);
        QCOMPARE(d.model().bits, 12);
        selectData(child<QComboBox>(&d, "collisionResolution"), int(Precision::TenMicroseconds));
    }
    // The tick is stored by its name, which does not move when a step is added to the enum.
    QCOMPARE(QSettings().value(calculatorKey("tick")).toString(), QStringLiteral("10us"));
    {
        CollisionCalculatorDialog d;
        QCOMPARE(d.model().resolution, Precision::TenMicroseconds);
    }
    // An enum number stored by an older build names no step for sure: the default tick.
    QSettings().remove(calculatorKey("tick"));
    QSettings().setValue(calculatorKey("resolution"), 6);
    CollisionCalculatorDialog d;
    QCOMPARE(d.preset(), Format::Count);
    QCOMPARE(d.model().resolution, Precision::Millisecond);
}

void TestTools::numberSpelling()
{
    QCOMPARE(formatProbability(0), QStringLiteral("0"));
    QCOMPARE(formatProbability(0.125), QStringLiteral("12.5 %"));
    QCOMPARE(formatProbability(1), QStringLiteral("100 %"));
    QCOMPARE(formatProbability(0.99999), QStringLiteral("> 99.9 %"));
    QCOMPARE(formatProbability(3.94e-23), QStringLiteral("3.9 × 10⁻²³"));
    QCOMPARE(formatProbability(9.97e-7), QStringLiteral("1.0 × 10⁻⁶"));
    QCOMPARE(formatQuantity(10000), QStringLiteral("10,000"));
    QCOMPARE(formatQuantity(2.5e12), QStringLiteral("2.5 × 10¹²"));
    // Durations, in milliseconds: years (of 365.2425 days) only where asked for.
    QCOMPARE(humanDuration(2 * 31556952000.0, DurationScale::UpToYears), QStringLiteral("2\u00a0y"));
    QCOMPARE(humanDuration(2 * 31556952000.0), QStringLiteral("730\u00a0d")); // 730.485 days
    QCOMPARE(humanDuration(364 * 86400000.0, DurationScale::UpToYears), QStringLiteral("364\u00a0d"));
    QCOMPARE(humanDuration(90000), QStringLiteral("1.5\u00a0min"));
    QCOMPARE(humanDuration(0.004), QStringLiteral("0.004\u00a0ms"));
    // Number and unit never part at a line break.
    QCOMPARE(humanDuration(2e-6), QStringLiteral("2.0\u00a0×\u00a010⁻⁶\u00a0ms"));
    QCOMPARE(humanDuration(3.9e23 * 31556952000.0, DurationScale::UpToYears),
             QStringLiteral("3.9\u00a0×\u00a010²³\u00a0y"));
    QCOMPARE(humanDuration(2e9 * 86400000.0), QStringLiteral("2.0\u00a0×\u00a010⁹\u00a0d"));
}

void TestTools::generatableFormats()
{
    const QList<Format> formats = IdGeneratorDialog::generatableFormats();
    for (Format f :
         {Format::Ulid, Format::UuidV7, Format::Ksuid, Format::ObjectId, Format::SnowflakeTwitter,
          Format::Sonyflake, Format::Tsid, Format::Tid, Format::UnixMs, Format::UnixNs})
        QVERIFY2(formats.contains(f), qPrintable(formatName(f)));
    for (Format f : formats)
        QVERIFY(formatInfo(f).reversible);
    IdGeneratorDialog d(zone_);
    // One entry per format, and one more for Sonyflake's 2025 epoch.
    QCOMPARE(child<QComboBox>(&d, "generatorFormat")->count(), formats.size() + 1);
}

void TestTools::generatorRoundTrip_data()
{
    QTest::addColumn<Format>("format");
    for (Format f : IdGeneratorDialog::generatableFormats())
        QTest::newRow(qPrintable(formatName(f))) << f;
}

void TestTools::generatorRoundTrip()
{
    QFETCH(Format, format);
    IdGeneratorDialog d(zone_);
    d.show();
    selectData(child<QComboBox>(&d, "generatorFormat"), int(format));
    auto* instant = child<QLineEdit>(&d, "generatorInstant");
    typeInto(instant, QStringLiteral("2026-03-04T05:06:07.123456789Z"));
    QVERIFY(child<QRadioButton>(&d, "generatorAt")->isChecked()); // typing picks "At"
    typeInto(child<QSpinBox>(&d, "generatorCount"), QStringLiteral("50"));
    QTest::mouseClick(child<QPushButton>(&d, "generatorGenerate"), Qt::LeftButton);

    const QStringList lines =
        child<QPlainTextEdit>(&d, "generatorList")->toPlainText().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 50);
    QCOMPARE(lines, d.generated());
    const Instant chosen = Instant::fromCivil(2026, 3, 4, 5, 6, 7, 123456789);
    const Precision p = formatInfo(format).precision;
    DecodeOptions opt;
    opt.forced = format;
    const Detector detector(opt);
    for (const QString& id : lines) {
        const DecodeResult r = decodeText(id, detector);
        QVERIFY2(r.valid, qPrintable(id));
        QCOMPARE(r.readings.first().format, format);
        QVERIFY(r.readings.first().instant);
        QCOMPARE(*r.readings.first().instant, floorTo(chosen, p));
    }
    // Random bits make every ID of one instant different; pure time keys are all equal.
    const auto unique = QSet<QString>(lines.cbegin(), lines.cend()).size();
    if (randomBitsPerTick(format) > 0)
        QVERIFY2(unique > 1, qPrintable(lines.first()));
}

void TestTools::generatorMintsInOrder_data()
{
    QTest::addColumn<Format>("format");
    QTest::addColumn<QString>("method");
    QTest::newRow("uuidv7") << Format::UuidV7 << QStringLiteral("method 1");
    QTest::newRow("typeid") << Format::TypeId << QStringLiteral("method 1");
    QTest::newRow("ulid") << Format::Ulid << QStringLiteral("monotonic ULID");
}

void TestTools::generatorMintsInOrder()
{
    // A thousand IDs of one millisecond come out sorted, and the dialog says how.
    QFETCH(Format, format);
    QFETCH(QString, method);
    IdGeneratorDialog d(zone_);
    d.show();
    selectData(child<QComboBox>(&d, "generatorFormat"), int(format));
    typeInto(child<QLineEdit>(&d, "generatorInstant"), QStringLiteral("2026-03-04T05:06:07.123Z"));
    typeInto(child<QSpinBox>(&d, "generatorCount"), QStringLiteral("1000"));
    QTest::mouseClick(child<QPushButton>(&d, "generatorGenerate"), Qt::LeftButton);
    const QStringList ids = d.generated();
    QCOMPARE(ids.size(), 1000);
    QStringList sorted = ids;
    sorted.sort();
    QCOMPARE(ids, sorted);
    QCOMPARE(QSet<QString>(ids.cbegin(), ids.cend()).size(), 1000);
    const QString note = child<QLabel>(&d, "generatorSequence")->text();
    QVERIFY2(note.contains(method), qPrintable(note));
    // A format without such a sequence says that its IDs have no order within one instant.
    selectData(child<QComboBox>(&d, "generatorFormat"), int(Format::Ksuid));
    QVERIFY(child<QLabel>(&d, "generatorSequence")->text().contains(QStringLiteral("random")));
}

void TestTools::generatorSonyflakeV2()
{
    // The v2 entry mints under the 2025 epoch: 2026-01-01T00:00:00.123Z is
    // (1767225600123 - 1735689600000) / 10 = 3153600012 ticks, above 24 low bits.
    IdGeneratorDialog d(zone_);
    d.show();
    selectData(child<QComboBox>(&d, "generatorFormat"), int(Format::Sonyflake) | 1 << 8);
    QCOMPARE(d.format(), Format::Sonyflake);
    QCOMPARE(d.profile(), quint8(1));
    typeInto(child<QLineEdit>(&d, "generatorInstant"), QStringLiteral("2026-01-01T00:00:00.123Z"));
    typeInto(child<QSpinBox>(&d, "generatorCount"), QStringLiteral("5"));
    QTest::mouseClick(child<QPushButton>(&d, "generatorGenerate"), Qt::LeftButton);
    QCOMPARE(d.generated().size(), 5);
    for (const QString& id : d.generated())
        QCOMPARE(id.toULongLong() >> 24, 3153600012ULL);
    child<QTabWidget>(&d, "generatorTabs")->setCurrentIndex(1);
    typeInto(child<QLineEdit>(&d, "generatorFrom"), QStringLiteral("2026-01-01T00:00:00.123Z"));
    typeInto(child<QLineEdit>(&d, "generatorTo"), QStringLiteral("2026-01-01T00:00:00.123Z"));
    QCOMPARE(child<QLabel>(&d, "generatorLower")->text(), QString::number(3153600012ULL << 24));
}

void TestTools::generatorBounds_data()
{
    generatorRoundTrip_data();
}

void TestTools::generatorBounds()
{
    QFETCH(Format, format);
    IdGeneratorDialog d(zone_);
    selectData(child<QComboBox>(&d, "generatorFormat"), int(format));
    child<QTabWidget>(&d, "generatorTabs")->setCurrentIndex(1);
    typeInto(child<QLineEdit>(&d, "generatorFrom"), QStringLiteral("2026-03-04T05:06:07Z"));
    typeInto(child<QLineEdit>(&d, "generatorTo"), QStringLiteral("2026-03-04 05:06:09"));
    const IdBounds b = boundsFor(format, Instant::fromCivil(2026, 3, 4, 5, 6, 7),
                                 Instant::fromCivil(2026, 3, 4, 5, 6, 9));
    QVERIFY(b.ok);
    const QString sql = child<QPlainTextEdit>(&d, "generatorSql")->toPlainText();
    QCOMPARE(sql, d.sql());
    QVERIFY2(sql.startsWith(QStringLiteral("WHERE \"id\" BETWEEN ")), qPrintable(sql));
    QVERIFY(sql.contains(b.lower) && sql.contains(b.upper));
    QCOMPARE(child<QLabel>(&d, "generatorLower")->text(), b.lower);
    QCOMPARE(child<QLabel>(&d, "generatorUpper")->text(), b.upper);

    // IDs minted inside the range sort between the bounds; one minted before sorts below.
    const auto inside = [&](const QString& id) {
        if (integerFormat(format))
            return b.lower.toLongLong() <= id.toLongLong() &&
                   id.toLongLong() <= b.upper.toLongLong();
        return b.lower <= id && id <= b.upper;
    };
    for (int ms : {0, 1, 999, 1000, 1500, 2000}) { // `to` covers its own unit only
        const Instant t{Instant::fromCivil(2026, 3, 4, 5, 6, 7).seconds + ms / 1000,
                        qint32(ms % 1000) * 1000000};
        const auto id = generateAt(format, t);
        QVERIFY(id);
        QVERIFY2(
            inside(*id),
            qPrintable(
                QStringLiteral("%1 at +%2 ms: %3 .. %4").arg(*id).arg(ms).arg(b.lower, b.upper)));
    }
    const auto before = generateAt(format, Instant::fromCivil(2026, 3, 4, 5, 6, 6));
    QVERIFY(before && !inside(*before));
    const auto after = generateAt(format, Instant::fromCivil(2026, 3, 4, 5, 6, 10));
    QVERIFY(after && !inside(*after));
}

void TestTools::generatorSqlRunsOnSqlite()
{
    // The snippet, pasted after SELECT count(*) FROM t, counts exactly the rows minted in range,
    // in each spelling the column can have.
    struct Case {
        Format format;
        IdGeneratorDialog::Storage storage;
    };
    const Case cases[] = {{Format::UuidV7, IdGeneratorDialog::Storage::Blob},
                          {Format::UuidV7, IdGeneratorDialog::Storage::Text},
                          {Format::Ulid, IdGeneratorDialog::Storage::TextLower},
                          {Format::Ulid, IdGeneratorDialog::Storage::Blob},
                          {Format::SnowflakeTwitter, IdGeneratorDialog::Storage::Text}};
    for (const Case& c : cases) {
        IdGeneratorDialog d(zone_);
        selectData(child<QComboBox>(&d, "generatorFormat"), int(c.format));
        selectData(child<QComboBox>(&d, "generatorStorage"), int(c.storage));
        typeInto(child<QLineEdit>(&d, "generatorColumn"), QStringLiteral("key"));
        typeInto(child<QLineEdit>(&d, "generatorFrom"), QStringLiteral("2026-03-04T05:00:00Z"));
        typeInto(child<QLineEdit>(&d, "generatorTo"), QStringLiteral("2026-03-04T05:59:59.999Z"));
        const QString sql = d.sql();
        QVERIFY2(sql.startsWith(QStringLiteral("WHERE \"key\" BETWEEN ")), qPrintable(sql));

        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(":memory:", &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, "CREATE TABLE t(key PRIMARY KEY)", nullptr, nullptr, nullptr),
                 SQLITE_OK);
        int expectInside = 0;
        // One ID every 7 minutes from 04:00 to 07:00: 05:00–05:59 holds 9 of them.
        for (int minute = 0; minute < 180; minute += 7) {
            const Instant t = Instant::fromCivil(2026, 3, 4, 4, 0);
            const Instant at{t.seconds + minute * 60, 0};
            const QString id = *generateAt(c.format, at);
            expectInside += (minute >= 60 && minute < 120) ? 1 : 0;
            const QByteArray insert =
                QStringLiteral("INSERT INTO t VALUES (%1)")
                    .arg(IdGeneratorDialog::sqlLiteral(c.format, id, c.storage))
                    .toUtf8();
            QCOMPARE(sqlite3_exec(db, insert.constData(), nullptr, nullptr, nullptr), SQLITE_OK);
        }
        QCOMPARE(expectInside, 9);
        sqlite3_stmt* st = nullptr;
        const QByteArray query = (QStringLiteral("SELECT count(*) FROM t ") + sql).toUtf8();
        QCOMPARE(sqlite3_prepare_v2(db, query.constData(), -1, &st, nullptr), SQLITE_OK);
        QCOMPARE(sqlite3_step(st), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(st, 0), expectInside);
        sqlite3_finalize(st);
        sqlite3_close(db);
    }
}

void TestTools::generatorLiterals()
{
    using S = IdGeneratorDialog::Storage;
    // The ULID spec's example and its 16 bytes.
    QCOMPARE(IdGeneratorDialog::sqlLiteral(Format::Ulid,
                                           QStringLiteral("01ARZ3NDEKTSV4RRFFQ69G5FAV"), S::Blob),
             QStringLiteral("X'01563E3AB5D3D6764C61EFB99302BD5B'"));
    QCOMPARE(IdGeneratorDialog::sqlLiteral(
                 Format::Ulid, QStringLiteral("01ARZ3NDEKTSV4RRFFQ69G5FAV"), S::TextLower),
             QStringLiteral("'01arz3ndektsv4rrffq69g5fav'"));
    QCOMPARE(IdGeneratorDialog::sqlLiteral(
                 Format::UuidV7, QStringLiteral("01890a5d-ac96-774b-bcce-b302099a8057"), S::Blob),
             QStringLiteral("X'01890A5DAC96774BBCCEB302099A8057'"));
    QCOMPARE(IdGeneratorDialog::sqlLiteral(Format::SnowflakeTwitter,
                                           QStringLiteral("1541815603606036480"), S::Text),
             QStringLiteral("1541815603606036480"));
    QCOMPARE(IdGeneratorDialog::sqlLiteral(Format::Ksuid,
                                           QStringLiteral("0ujtsYcgvSTl8PAuAdqWYSMnLOv"), S::Text),
             QStringLiteral("'0ujtsYcgvSTl8PAuAdqWYSMnLOv'"));
}

void TestTools::generatorZoneEchoAndErrors()
{
    zone_->setName(QStringLiteral("Europe/Berlin"));
    IdGeneratorDialog d(zone_);
    d.show();
    selectData(child<QComboBox>(&d, "generatorFormat"), int(Format::UuidV7));
    typeInto(child<QLineEdit>(&d, "generatorInstant"), QStringLiteral("2026-03-04T05:06:07.5Z"));
    const QString echo = child<QLabel>(&d, "generatorInstantEcho")->text();
    QVERIFY2(echo.contains(QStringLiteral("2026-03-04T06:06:07.500+01:00")), qPrintable(echo));
    QVERIFY(echo.contains(QStringLiteral("Europe/Berlin")));

    // A wall clock without seconds or offset is Berlin's (CET, +01:00, in March 2026): the
    // IDs carry 2026-03-04T05:06:00Z = 1772600760000 ms.
    typeInto(child<QLineEdit>(&d, "generatorInstant"), QStringLiteral("2026-03-04 06:06"));
    QCOMPARE(child<QLabel>(&d, "generatorInstantEcho")->text(),
             QStringLiteral("read as 2026-03-04T06:06:00.000+01:00 (Europe/Berlin)"));
    QTest::mouseClick(child<QPushButton>(&d, "generatorGenerate"), Qt::LeftButton);
    QVERIFY(!d.generated().isEmpty());
    const DecodeResult minted = decodeText(d.generated().first(), Detector());
    QVERIFY(minted.valid && minted.readings.first().instant);
    QCOMPARE(minted.readings.first().instant->unixMsFloor(), qint64(1772600760000));

    typeInto(child<QLineEdit>(&d, "generatorInstant"), QStringLiteral("not a time"));
    QVERIFY(child<QLabel>(&d, "generatorInstantEcho")
                ->text()
                .contains(QStringLiteral("\"not a time\" is not an instant")));
    QTest::mouseClick(child<QPushButton>(&d, "generatorGenerate"), Qt::LeftButton);
    QVERIFY(d.generated().isEmpty());
    QVERIFY(!child<QPlainTextEdit>(&d, "generatorList")->toPlainText().isEmpty());

    // "Now" mints IDs of the current millisecond, 10,000 of them all different.
    QTest::mouseClick(child<QRadioButton>(&d, "generatorNow"), Qt::LeftButton);
    typeInto(child<QSpinBox>(&d, "generatorCount"), QStringLiteral("10000"));
    const qint64 before = QDateTime::currentMSecsSinceEpoch();
    QTest::mouseClick(child<QPushButton>(&d, "generatorGenerate"), Qt::LeftButton);
    const qint64 after = QDateTime::currentMSecsSinceEpoch();
    QCOMPARE(d.generated().size(), 10000);
    QCOMPARE(QSet<QString>(d.generated().cbegin(), d.generated().cend()).size(), 10000);
    const DecodeResult r = decodeText(d.generated().first(), Detector());
    QVERIFY(r.valid && r.readings.first().instant);
    const qint64 ms = r.readings.first().instant->unixMsFloor();
    QVERIFY(ms >= before && ms <= after);

    // An interval that ends before it starts says so instead of printing SQL.
    typeInto(child<QLineEdit>(&d, "generatorFrom"), QStringLiteral("2026-03-05"));
    typeInto(child<QLineEdit>(&d, "generatorTo"), QStringLiteral("2026-03-04"));
    QVERIFY(!d.sql().contains(QStringLiteral("BETWEEN")));
    QVERIFY(d.lowerBound().isEmpty());

    // The choices come back next time.
    QTest::keyClick(&d, Qt::Key_Escape);
    QVERIFY(!d.isVisible());
    IdGeneratorDialog again(zone_);
    QCOMPARE(again.format(), Format::UuidV7);
    QCOMPARE(child<QSpinBox>(&again, "generatorCount")->value(), 10000);
    QCOMPARE(child<QLineEdit>(&again, "generatorFrom")->text(), QStringLiteral("2026-03-05"));
}

void TestTools::screenshots_data()
{
    QTest::addColumn<QString>("theme");
    QTest::newRow("light") << QStringLiteral("light");
    QTest::newRow("dark") << QStringLiteral("dark");
}

void TestTools::screenshots()
{
    QFETCH(QString, theme);
    applyTheme(themeFromKey(theme));
    const QString dir = qEnvironmentVariable("IDSCOPE_SHOTS_DIR");
    if (!dir.isEmpty())
        QDir().mkpath(dir);
    const auto save = [&](QWidget* w, const QString& name) {
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        QTest::qWait(30); // word-wrapped labels re-layout after their text changed
        const QPixmap shot = w->grab();
        QVERIFY(!shot.isNull());
        if (!dir.isEmpty())
            QVERIFY(shot.save(QDir(dir).filePath(name.arg(theme))));
    };
    {
        CollisionCalculatorDialog c;
        c.setPreset(theme == QLatin1String("dark") ? Format::UuidV7 : Format::Ulid);
        c.setRate(10000);
        save(&c, QStringLiteral("collision-%1.png"));
        c.setPreset(Format::SnowflakeTwitter);
        c.setRate(10000000);
        save(&c, QStringLiteral("collision-snowflake-%1.png"));
    }
    {
        zone_->setName(QStringLiteral("Europe/Berlin"));
        IdGeneratorDialog g(zone_);
        g.setFormat(Format::UuidV7);
        typeInto(child<QLineEdit>(&g, "generatorInstant"),
                 QStringLiteral("2026-03-04T05:06:07.5Z"));
        typeInto(child<QSpinBox>(&g, "generatorCount"), QStringLiteral("20"));
        g.generate();
        save(&g, QStringLiteral("generator-%1.png"));
        child<QTabWidget>(&g, "generatorTabs")->setCurrentIndex(1);
        selectData(child<QComboBox>(&g, "generatorStorage"), int(IdGeneratorDialog::Storage::Blob));
        typeInto(child<QLineEdit>(&g, "generatorFrom"), QStringLiteral("2026-03-04"));
        typeInto(child<QLineEdit>(&g, "generatorTo"),
                 QStringLiteral("2026-03-04T23:59:59.999+01:00"));
        save(&g, QStringLiteral("generator-between-%1.png"));
    }
    applyTheme(Theme::System);
}

QTEST_MAIN(TestTools)
#include "tst_tools.moc"
