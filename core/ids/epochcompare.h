// One decimal integer read under every integer profile at once — each Snowflake-like
// profile, TSID and the Unix units — sorted by the instant each gives, with the readings
// that lie in the future, before the profile's launch or outside its range marked. The
// choice a person makes by eye when nothing says which epoch a number counts from.
#pragma once

#include "decoded.h"
#include "format.h"
#include "instant.h"

#include <QList>
#include <QString>

#include <optional>

namespace idscope {

struct EpochReading {
    Format format = Format::Count;
    quint8 profile = 0;             // Sonyflake's epoch, …
    std::optional<Instant> instant; // none when out of range
    Precision precision = Precision::None;
    qint64 launchMs = 0;       // when the profile came into real use (Unix ms)
    bool future = false;       // after now (beyond the clock-skew tolerance)
    bool beforeLaunch = false; // before launchMs: no real ID of the profile says so
    bool outOfRange = false;   // the value has bits the layout does not (or is negative)

    // Neither future, before launch nor out of range.
    bool plausible() const { return !future && !beforeLaunch && !outOfRange; }
    // "sonyflake (v2 epoch)", "snowflake-discord": the name and the profile's label.
    QString title() const;
};

struct EpochComparison {
    QString input;         // the decimal text as read
    bool negative = false; // the value's sign and magnitude (64 bits unsigned: never a
    quint64 magnitude = 0; //   double, and Frostflake uses all 64)
    qint64 nowMs = 0;      // the "now" the marks were made against
    // Sorted by instant, earliest first; out-of-range readings last, in registry order.
    QList<EpochReading> readings;

    // Index of the first reading after now (readings.size() when none): where "now" sits.
    int nowIndex() const;
};

// The integer formats compared: every format read from 64-bit integers (TraitInteger) that
// is not the user's layout, and TSID; the user's layout too when `opt` carries one. Each
// with profiles 0 and, for formats with an epoch per profile, 1.
QList<QPair<Format, quint8>> comparedProfiles(const DecodeOptions& opt);

// `value` under every compared profile. opt.nowMs is "now" (0: the clock).
EpochComparison compareEpochs(bool negative, quint64 magnitude, const DecodeOptions& opt = {});
// The same for decimal text (optional '-', up to 20 digits, surrounding spaces ignored);
// nullopt when `text` is no such integer.
std::optional<EpochComparison> compareEpochs(QStringView text, const DecodeOptions& opt = {});

} // namespace idscope
