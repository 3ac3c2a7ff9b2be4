// What keys cost and reveal: random bits per tick of each format, tick numbers, and the
// birthday bound P ≈ n² / (2 · 2^bits) computed without underflow.
#pragma once

#include "ids/format.h"
#include "ids/instant.h"

#include <optional>

namespace idscope::analysis {

// Random (or otherwise uncoordinated) bits that tell two IDs minted in the same tick apart:
// ULID 80, UUIDv7 74, UUIDv4 122, Snowflake sequence bits, … 0 for plain time values.
int randomBitsPerTick(Format f, quint8 profile = 0);

// Ticks of `p` in one second (1000 for ms, 1 for s, 1/86400 for days); 0 for None.
double ticksPerSecond(Precision p);

// The tick number of an instant at precision `p` (whole ms, µs, s, … since 1970, floored);
// nullopt when it does not fit in 64 bits or p is None. Inline: called per value in scans.
inline std::optional<qint64> tickOf(const Instant& t, Precision p)
{
    // Each unit spelled out so the divisions are by constants (no idiv on the scan's path).
    auto scaled = [&](qint64 per, qint64 sub) -> std::optional<qint64> {
        qint64 v;
        if (__builtin_mul_overflow(t.seconds, per, &v) || __builtin_add_overflow(v, sub, &v))
            return std::nullopt;
        return v;
    };
    switch (p) {
    case Precision::None:
        return std::nullopt;
    case Precision::Day:
        return floorDiv(t.seconds, 86400);
    case Precision::Second:
        return t.seconds;
    case Precision::TenMilliseconds:
        return scaled(100, t.nanos / 10000000);
    case Precision::Millisecond:
        return scaled(1000, t.nanos / 1000000);
    case Precision::Microsecond:
        return scaled(1000000, t.nanos / 1000);
    case Precision::HundredNanoseconds:
        return scaled(10000000, t.nanos / 100);
    case Precision::Nanosecond:
        return scaled(1000000000, t.nanos);
    }
    return std::nullopt;
}

// The first instant of tick `tick`.
Instant tickStart(qint64 tick, Precision p);

// 1 - exp(-x) for x ≥ 0 without losing tiny values (x = 1e-30 gives 1e-30, not 0).
double probabilityFromExponent(double x);

struct CollisionEstimate {
    double perSecond = 0;
    double perYear = 0;
    double exponentPerSecond = 0; // x in P = 1 - exp(-x)
};

// Birthday bound at the observed peak: `perTick` values sharing one tick and `perSecond`
// values in one second, `bits` random bits per tick, `ticksPerSec` ticks per second. The
// exposure of the peak second is the larger of the second-wide bound n_s(n_s-1)/(2·T·2^bits)
// (values spread over the second's T ticks) and the densest tick's own n_t(n_t-1)/(2·2^bits);
// a year is that peak second sustained.
CollisionEstimate birthdayBound(qint64 perTick, qint64 perSecond, int bits, double ticksPerSec);

} // namespace idscope::analysis
