#include "collisioncalculator.h"

#include "common/settingskeys.h"
#include "ids/timezone.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <optional>

namespace idscope {

using namespace analysis;

namespace {

const char* const kContext = "idscope::CollisionCalculatorDialog";

struct Tick {
    Precision precision;
    const char* label;
    const char* toolTip = nullptr; // for the steps whose label alone says little
};
const Tick kTicks[] = {
    {Precision::None, QT_TRANSLATE_NOOP("idscope::CollisionCalculatorDialog", "No time part")},
    {Precision::Day, QT_TRANSLATE_NOOP("idscope::CollisionCalculatorDialog", "1 day")},
    {Precision::Second, QT_TRANSLATE_NOOP("idscope::CollisionCalculatorDialog", "1 s")},
    {Precision::Ms256, QT_TRANSLATE_NOOP("idscope::CollisionCalculatorDialog", "256 ms")},
    {Precision::TenMilliseconds, QT_TRANSLATE_NOOP("idscope::CollisionCalculatorDialog", "10 ms")},
    {Precision::Millisecond, QT_TRANSLATE_NOOP("idscope::CollisionCalculatorDialog", "1 ms")},
    {Precision::TenMicroseconds, QT_TRANSLATE_NOOP("idscope::CollisionCalculatorDialog", "10 µs"),
     QT_TRANSLATE_NOOP("idscope::CollisionCalculatorDialog",
                       "CockroachDB unique_rowid(): 10 µs ticks since 2015-01-01")},
    {Precision::Microsecond, QT_TRANSLATE_NOOP("idscope::CollisionCalculatorDialog", "1 µs")},
    {Precision::Ms4096, QT_TRANSLATE_NOOP("idscope::CollisionCalculatorDialog", "244 ns"),
     QT_TRANSLATE_NOOP("idscope::CollisionCalculatorDialog",
                       "1/4096 ms: a UUIDv7 whose 12 rand_a bits are a fraction of the "
                       "millisecond (RFC 9562 method 3, PostgreSQL 18's uuidv7())")},
    {Precision::HundredNanoseconds,
     QT_TRANSLATE_NOOP("idscope::CollisionCalculatorDialog", "100 ns")},
    {Precision::Nanosecond, QT_TRANSLATE_NOOP("idscope::CollisionCalculatorDialog", "1 ns")},
};

// The settings spell the tick by its stable name ("ms", "10us"; "none" without a time part):
// the enum's numbers move whenever a step is added between two others.
QString tickKey(Precision p)
{
    return p == Precision::None ? QStringLiteral("none") : precisionName(p);
}

std::optional<Precision> tickFromKey(const QString& key)
{
    for (const Tick& t : kTicks) {
        if (tickKey(t.precision) == key)
            return t.precision;
    }
    return std::nullopt;
}

QString tickLabel(Precision p)
{
    for (const Tick& t : kTicks) {
        if (t.precision == p)
            return QCoreApplication::translate(kContext, t.label);
    }
    return {};
}

// Whole rates without ".00"; fractions (a 2 Hz sensor) keep two decimals.
class RateSpinBox : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    QString textFromValue(double v) const override
    {
        return locale().toString(v, 'f', v == std::floor(v) ? 0 : 2);
    }
};

QLabel* resultLabel(QWidget* parent, const char* name)
{
    auto* l = new QLabel(parent);
    l->setObjectName(QString::fromLatin1(name));
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

// A span in seconds, spelled as every duration is, up to years; "never" when there is none.
QString spanText(double seconds)
{
    if (!std::isfinite(seconds))
        return QCoreApplication::translate("idscope::CollisionCalculatorDialog", "never");
    return humanDuration(seconds * 1000, DurationScale::UpToYears);
}

} // namespace

QString formatProbability(double p)
{
    if (!(p > 0))
        return QStringLiteral("0");
    if (p >= 1)
        return QStringLiteral("100 %");
    if (p > 0.9995) // "100 %" would claim certainty
        return QCoreApplication::translate("idscope::CollisionCalculatorDialog", "> 99.9 %");
    if (p >= 1e-4)
        return QStringLiteral("%1 %").arg(QLocale().toString(p * 100, 'g', 3));
    return scientificNumber(p);
}

QString formatQuantity(double v)
{
    if (!std::isfinite(v))
        return QStringLiteral("—");
    if (v == 0)
        return QStringLiteral("0");
    if (v < 0.01 || v >= 1e9)
        return scientificNumber(v);
    if (v < 10)
        return QLocale().toString(v, 'g', 3);
    return QLocale().toString(std::round(v), 'f', 0);
}

CollisionCalculatorDialog::CollisionCalculatorDialog(QWidget* parent)
    : QDialog(parent), preset_(new QComboBox(this)), rate_(new RateSpinBox(this)),
      resolution_(new QComboBox(this)), bits_(new QSpinBox(this)),
      perTickCount_(resultLabel(this, "collisionIdsPerTick")),
      perTick_(resultLabel(this, "collisionPerTick")),
      perSecond_(resultLabel(this, "collisionPerSecond")),
      perYear_(resultLabel(this, "collisionPerYear")), every_(resultLabel(this, "collisionEvery")),
      crossingLabel_(resultLabel(this, "collisionCrossing")),
      explanation_(resultLabel(this, "collisionExplanation"))
{
    setObjectName(QStringLiteral("collisionCalculator"));
    setWindowTitle(tr("Collision calculator"));

    auto* intro = new QLabel(tr("How likely are two IDs to come out equal? Enter how fast "
                                "you insert and how the IDs are built."),
                             this);
    intro->setWordWrap(true);

    preset_->setObjectName(QStringLiteral("collisionPreset"));
    preset_->setToolTip(tr("Fill in the tick and random bits of an ID format"));
    preset_->addItem(tr("Custom"), int(Format::Count));
    for (Format f : collisionPresetFormats())
        preset_->addItem(QString::fromUtf8(formatInfo(f).title), int(f));

    rate_->setObjectName(QStringLiteral("collisionRate"));
    rate_->setRange(0.01, 1e15);
    rate_->setDecimals(2);
    rate_->setGroupSeparatorShown(true);
    rate_->setSuffix(tr(" IDs/s"));
    rate_->setValue(10000);
    rate_->setToolTip(tr("Peak inserts per second across every writer"));

    resolution_->setObjectName(QStringLiteral("collisionResolution"));
    resolution_->setToolTip(tr("The unit of the timestamp in the ID: IDs minted in the same "
                               "tick are told apart only by their random bits"));
    for (const Tick& t : kTicks) {
        resolution_->addItem(QCoreApplication::translate(kContext, t.label), int(t.precision));
        if (t.toolTip)
            resolution_->setItemData(resolution_->count() - 1,
                                     QCoreApplication::translate(kContext, t.toolTip),
                                     Qt::ToolTipRole);
    }

    bits_->setObjectName(QStringLiteral("collisionBits"));
    bits_->setRange(0, 160);
    bits_->setSuffix(tr(" bits"));
    bits_->setToolTip(tr("Random bits drawn for each ID (0: nothing but the time)"));

    auto* inputs = new QGroupBox(tr("Inputs"), this);
    auto* inForm = new QFormLayout(inputs);
    inForm->addRow(tr("&Format:"), preset_);
    inForm->addRow(tr("Insert &rate:"), rate_);
    inForm->addRow(tr("Timestamp r&esolution:"), resolution_);
    inForm->addRow(tr("Random &bits per tick:"), bits_);

    auto* results = new QGroupBox(tr("Probability of at least one collision"), this);
    auto* outForm = new QFormLayout(results);
    outForm->addRow(tr("IDs per tick (mean):"), perTickCount_);
    outForm->addRow(tr("Per tick:"), perTick_);
    outForm->addRow(tr("Per second:"), perSecond_);
    outForm->addRow(tr("Per year:"), perYear_);
    outForm->addRow(tr("Expected collision:"), every_);
    outForm->addRow(tr("0.1 % a year reached at:"), crossingLabel_);

    explanation_->setWordWrap(true);

    auto* formula = new QLabel(
        tr("Birthday bound per tick: P ≈ 1 − exp(−n² / (2 · 2^bits)), n = IDs per tick; over "
           "a second or a year P = 1 − (1 − P_tick)^ticks, summed in log space. "
           "Time-based INTEGER keys (unix µs, say) have the same bound with 0 random bits: "
           "P ≈ N² / (2R) for N inserts a second at R ticks a second. At 10,000 inserts/s "
           "on 1 µs ticks that is 10⁸ / (2 · 10⁶) = 50 expected collisions every second, "
           "not a 5 % chance of one."),
        this);
    formula->setObjectName(QStringLiteral("collisionFormula"));
    formula->setWordWrap(true);
    formula->setTextInteractionFlags(Qt::TextSelectableByMouse);
    formula->setForegroundRole(QPalette::PlaceholderText);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* copy = buttons->addButton(tr("&Copy results"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("collisionCopy"));
    copy->setToolTip(tr("Copy the inputs, the results and the explanation as text"));
    connect(copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(resultsText()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(inputs);
    layout->addWidget(results);
    layout->addWidget(explanation_);
    layout->addWidget(formula);
    layout->addStretch(1);
    layout->addWidget(buttons);

    restore();
    connect(preset_, &QComboBox::currentIndexChanged, this,
            &CollisionCalculatorDialog::applyPreset);
    connect(rate_, &QDoubleSpinBox::valueChanged, this, &CollisionCalculatorDialog::recompute);
    connect(resolution_, &QComboBox::currentIndexChanged, this,
            &CollisionCalculatorDialog::inputsEdited);
    connect(bits_, &QSpinBox::valueChanged, this, &CollisionCalculatorDialog::inputsEdited);
    recompute();
    resize(620, sizeHint().height());
}

// Stored once when the dialog goes away: QSettings syncs the file on every write.
CollisionCalculatorDialog::~CollisionCalculatorDialog()
{
    store();
}

void CollisionCalculatorDialog::done(int result)
{
    store();
    QDialog::done(result);
}

void CollisionCalculatorDialog::setPreset(Format f)
{
    const int i = preset_->findData(int(f));
    preset_->setCurrentIndex(i < 0 ? 0 : i);
}

Format CollisionCalculatorDialog::preset() const
{
    return Format(preset_->currentData().toInt());
}

void CollisionCalculatorDialog::setRate(double idsPerSecond)
{
    rate_->setValue(idsPerSecond);
}

CollisionModel CollisionCalculatorDialog::model() const
{
    return {rate_->value(), Precision(resolution_->currentData().toInt()), bits_->value()};
}

void CollisionCalculatorDialog::applyPreset()
{
    if (const auto p = collisionPreset(preset())) {
        const QSignalBlocker b1(resolution_), b2(bits_);
        resolution_->setCurrentIndex(std::max(0, resolution_->findData(int(p->resolution))));
        bits_->setValue(p->bits);
    }
    recompute();
}

void CollisionCalculatorDialog::inputsEdited()
{
    // Hand-edited inputs that no longer match the preset make it a custom calculation.
    const auto p = collisionPreset(preset());
    const CollisionModel m = model();
    if (p && (p->resolution != m.resolution || p->bits != m.bits)) {
        const QSignalBlocker b(preset_);
        preset_->setCurrentIndex(0);
    }
    recompute();
}

void CollisionCalculatorDialog::recompute()
{
    const CollisionModel m = model();
    const auto p = collisionPreset(preset());
    // A counter or a node's own node ID and clock sequence: no repeat within one generator.
    const bool counter =
        p && (p->uniqueness == Uniqueness::Counter || p->uniqueness == Uniqueness::NodeClock);
    odds_ = counter ? CollisionOdds{} : collisionOdds(m);
    crossing_ = counter ? std::nan("") : rateForProbability(m.resolution, m.bits);
    bits_->setEnabled(!counter);

    const bool timed = m.resolution != Precision::None;
    perTickCount_->setText(timed ? formatQuantity(m.idsPerSecond * tickSeconds(m.resolution))
                                 : QStringLiteral("—"));
    if (counter) {
        const QString none = tr("0 within a node");
        perTick_->setText(none);
        perSecond_->setText(none);
        perYear_->setText(none);
        every_->setText(tr("never within a node"));
        crossingLabel_->setText(QStringLiteral("—"));
    } else {
        perTick_->setText(timed ? formatProbability(odds_.perTick) : QStringLiteral("—"));
        perSecond_->setText(formatProbability(odds_.perSecond));
        perYear_->setText(formatProbability(odds_.perYear));
        // Timed IDs collide at a steady rate; timeless ones at a rate that grows with the count.
        every_->setText(timed ? tr("once every %1").arg(spanText(1 / odds_.pairsPerSecond))
                              : tr("risk grows with the total count"));
        crossingLabel_->setText(std::isfinite(crossing_)
                                    ? tr("%1 IDs/s").arg(formatQuantity(crossing_))
                                    : tr("out of range"));
    }
    explanation_->setText(explanation());
}

QString CollisionCalculatorDialog::explanation() const
{
    const CollisionModel m = model();
    const auto p = collisionPreset(preset());
    const QString name = p ? QString::fromUtf8(formatInfo(p->format).title) : tr("An ID");
    const QString rate = formatQuantity(m.idsPerSecond);
    const QString tick = tickLabel(m.resolution);
    if (p && p->uniqueness == Uniqueness::NodeClock)
        return nodeClockExplanation(*p, m);
    if (p && p->uniqueness == Uniqueness::Counter) {
        const double tps = ticksPerSecond(p->resolution);
        const double perTick = std::ldexp(1.0, p->counterBits);
        QString s = tr("%1 carries no randomness: a %2-bit counter numbers the IDs of one %3 "
                       "tick, so one node (or process) never mints the same ID twice: at most "
                       "%4 IDs per tick, %5 a second, after which the generator waits for the "
                       "next tick. Collisions are impossible within a node; across nodes they "
                       "depend only on every node having a unique node ID.")
                        .arg(name, QString::number(p->counterBits), tick, formatQuantity(perTick),
                             formatQuantity(perTick * tps));
        const double nodes = std::ceil(m.idsPerSecond / (perTick * tps));
        if (nodes > 1)
            s += QLatin1Char(' ') +
                 tr("At %1 IDs/s you need at least %2 nodes.").arg(rate, formatQuantity(nodes));
        return s;
    }
    if (m.resolution == Precision::None) {
        // x(T) = (rT)² / 2^(bits+1) reaches -ln(0.999) after T = sqrt(2^(bits+1)·x)/r.
        const double x = -std::log1p(-0.001);
        const double t = std::sqrt(std::ldexp(2.0, m.bits) * x) / m.idsPerSecond;
        return tr("%1 has no time part: every ID ever minted shares one space of 2^%2 values, "
                  "so the risk grows with the total count, not per tick. One year at %3 IDs/s "
                  "is %4 IDs, with P = %5 of a collision among them; the odds reach 0.1 % "
                  "after %6.")
            .arg(name, QString::number(m.bits), rate,
                 formatQuantity(m.idsPerSecond * kSecondsPerYear), formatProbability(odds_.perYear),
                 spanText(t));
    }
    const QString every = spanText(1 / odds_.pairsPerSecond);
    // A custom calculation has no format name to put in the sentence.
    if (m.bits == 0) {
        if (!p)
            return tr("These keys carry nothing but the time: two inserts in the same %1 tick are "
                      "the same key. At %2 IDs/s that is %3 expected collisions a second, one "
                      "every %4.")
                .arg(tick, rate, formatQuantity(odds_.pairsPerSecond), every);
        return tr("%1 keys carry nothing but the time: two inserts in the same %2 tick are the "
                  "same key. At %3 IDs/s that is %4 expected collisions a "
                  "second, one every %5.")
            .arg(name, tick, rate, formatQuantity(odds_.pairsPerSecond), every);
    }
    if (!p)
        return tr("At %1 IDs/s, about %2 IDs share each %3 tick and must differ in %4 random "
                  "bits. A collision is expected once every %5; P = %6 within a year.")
            .arg(rate, formatQuantity(odds_.idsPerTick), tick, QString::number(m.bits), every,
                 formatProbability(odds_.perYear));
    return tr("At %1 IDs/s, about %2 %3 IDs share each %4 tick and must differ in %5 random "
              "bits. A collision is expected once every %6; P = %7 within a year.")
        .arg(rate, formatQuantity(odds_.idsPerTick), name, tick, QString::number(m.bits), every,
             formatProbability(odds_.perYear));
}

// UUIDv1/v6: no repeat within a node; across nodes the odds rest on how node IDs are chosen,
// so both assumptions are stated with their figures, each as if every ID came from a different
// node (the most pairs of nodes that can meet in one tick).
QString CollisionCalculatorDialog::nodeClockExplanation(const CollisionPreset& p,
                                                        const CollisionModel& m) const
{
    const QString name = QString::fromUtf8(formatInfo(p.format).title);
    const double tps = ticksPerSecond(p.resolution);
    const CollisionOdds random = collisionOdds({m.idsPerSecond, p.resolution, p.nodeBits});
    const CollisionOdds sharedMac =
        collisionOdds({m.idsPerSecond, p.resolution, kUuidClockSeqBits});
    QString s =
        tr("%1 cannot repeat within a node: a node mints at most one ID per %2 tick (%3 a "
           "second) under its own 48-bit node ID and 14-bit clock sequence, which it changes "
           "when its clock goes back. Across nodes, IDs of one tick differ only in those bits. "
           "With random node IDs (47 random bits, the multicast bit set) and random clock "
           "sequences that is %4 bits: at %5 IDs/s, each from a different node, a collision "
           "is expected once every %6 (P = %7 within a year). Nodes sharing a MAC address "
           "(cloned machines) differ in the %8-bit clock sequence alone: once every %9.")
            .arg(name, tickLabel(p.resolution), formatQuantity(tps))
            .arg(p.nodeBits)
            .arg(formatQuantity(m.idsPerSecond), spanText(1 / random.pairsPerSecond),
                 formatProbability(random.perYear))
            .arg(kUuidClockSeqBits)
            .arg(spanText(1 / sharedMac.pairsPerSecond));
    const double nodes = std::ceil(m.idsPerSecond / tps);
    if (nodes > 1)
        s += QLatin1Char(' ') + tr("At %1 IDs/s you need at least %2 nodes.")
                                    .arg(formatQuantity(m.idsPerSecond), formatQuantity(nodes));
    return s;
}

QString CollisionCalculatorDialog::resultsText() const
{
    QStringList lines;
    lines << tr("Collision calculator (idscope)");
    lines << tr("Format: %1").arg(preset_->currentText());
    lines << tr("Insert rate: %1 IDs/s").arg(formatQuantity(rate_->value()));
    lines << tr("Timestamp resolution: %1").arg(resolution_->currentText());
    lines << tr("Random bits per tick: %1").arg(bits_->value());
    lines << tr("IDs per tick (mean): %1").arg(perTickCount_->text());
    lines << tr("P per tick: %1").arg(perTick_->text());
    lines << tr("P per second: %1").arg(perSecond_->text());
    lines << tr("P per year: %1").arg(perYear_->text());
    lines << tr("Expected collision: %1").arg(every_->text());
    lines << tr("0.1 % a year reached at: %1").arg(crossingLabel_->text());
    lines << QString() << explanation_->text();
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void CollisionCalculatorDialog::restore()
{
    QSettings s;
    s.beginGroup(settings::kCollisionCalculator);
    const auto f =
        formatFromName(s.value(QStringLiteral("format"), QStringLiteral("ulid")).toString());
    rate_->setValue(s.value(QStringLiteral("rate"), 10000.0).toDouble());
    setPreset(f ? *f : Format::Count);
    applyPreset();
    if (preset() == Format::Count) {
        // The key "resolution" held the enum's number, which no longer names one step: unread.
        const Precision res = tickFromKey(s.value(QStringLiteral("tick")).toString())
                                  .value_or(Precision::Millisecond);
        resolution_->setCurrentIndex(std::max(0, resolution_->findData(int(res))));
        bits_->setValue(s.value(QStringLiteral("bits"), 80).toInt());
    }
}

void CollisionCalculatorDialog::store() const
{
    QSettings s;
    s.beginGroup(settings::kCollisionCalculator);
    const Format f = preset();
    s.setValue(QStringLiteral("format"), f == Format::Count ? QString() : formatName(f));
    s.setValue(QStringLiteral("rate"), rate_->value());
    s.remove(QStringLiteral("resolution"));
    s.setValue(QStringLiteral("tick"), tickKey(model().resolution));
    s.setValue(QStringLiteral("bits"), bits_->value());
}

} // namespace idscope
