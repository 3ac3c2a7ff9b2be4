// What keys cost and reveal: random bits per tick of each format, tick numbers, and the
// birthday bound P ≈ n² / (2 · 2^bits) computed without underflow.
#pragma once

#include "ids/format.h"
#include "ids/instant.h"

#include <QList>

#include <optional>

namespace idscope::analysis {

// Random bits drawn for each ID that tell two IDs minted in the same tick apart: ULID 80,
// UUIDv7 74, UUIDv4 122. 0 for plain time values and for formats kept apart otherwise: a
// Snowflake's sequence is a per-worker counter, a UUIDv1's node and clock sequence are fixed
// per node (formatInfo(f).uniqueness says which).
int randomBitsPerTick(Format f, quint8 profile = 0);

// UUIDv1/v6: the clock sequence, all that tells apart two nodes sharing a node ID (a MAC).
inline constexpr int kUuidClockSeqBits = 14;

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
    case Precision::Ms256: {
        // Whole ms since 1970, then >> 8 (floored): the 256 ms tick SCRU64 counts.
        const std::optional<qint64> ms = scaled(1000, t.nanos / 1000000);
        return ms ? std::optional<qint64>(*ms >> 8) : std::nullopt;
    }
    case Precision::TenMilliseconds:
        return scaled(100, t.nanos / 10000000);
    case Precision::Millisecond:
        return scaled(1000, t.nanos / 1000000);
    case Precision::TenMicroseconds:
        return scaled(100000, t.nanos / 10000);
    case Precision::Microsecond:
        return scaled(1000000, t.nanos / 1000);
    case Precision::Ms4096:
        return scaled(4096000, qint64(t.nanos) * 4096 / 1000000);
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

// The odds that any two of `n` IDs drawn from 2^bits values are equal, 1 - exp(-n(n-1)/2^(bits+1)):
// for IDs without a time part (UUIDv4), where every ID ever minted shares one space.
double collisionAmong(qint64 n, int bits);

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

// ---- Collision calculator (Tools ▸ Collision calculator) ---------------------------------

// Seconds in the year the calculator sums over (365.2425 days).
inline constexpr double kSecondsPerYear = 31556952.0;

// What keeps two IDs of one tick apart.
enum class Uniqueness : quint8 {
    Random,   // random bits drawn independently per ID: the birthday bound applies
    Counter,  // a per-node sequence: impossible within a node, needs unique node IDs
    TimeOnly, // nothing but the time: two IDs in one tick are equal (integer time keys)
    // A node ID and clock sequence fixed per node and one ID per tick (UUIDv1/v6): impossible
    // within a node; across nodes they differ in nodeBits bits when node IDs are random.
    NodeClock,
};

// Inputs of the calculator. `resolution` None means the ID has no time part: every ID ever
// minted shares one space of 2^bits (UUIDv4), so the odds grow with the total count.
struct CollisionModel {
    double idsPerSecond = 0;
    Precision resolution = Precision::Millisecond;
    int bits = 0;
};

struct CollisionOdds {
    double idsPerTick = 0;     // mean IDs sharing one tick (0 without a time part)
    double perTick = 0;        // P(at least one collision in one tick)
    double perSecond = 0;      // … in one second
    double perYear = 0;        // … in one year
    double pairsPerSecond = 0; // expected colliding pairs per second (the exponent)
    double pairsPerYear = 0;   // expected colliding pairs in a year
};

// Seconds of one tick; 0 for None (no time part).
double tickSeconds(Precision p);

// 1 - (1 - p)^k in log space: tiny p does not vanish, large k saturates at 1 (k may be
// fractional, e.g. a second is 1/86400 of a day tick).
double atLeastOnce(double p, double k);

// Birthday bound per tick P ≈ 1 - exp(-n²/(2·2^bits)), n = IDs per tick (the mean of a
// Poisson arrival, whose expected pair count is exactly n²/2), aggregated per second and
// per year. Without a time part the window's whole count shares the space.
CollisionOdds collisionOdds(const CollisionModel& m);

// Probability of at least one collision within `windowSeconds`.
double collisionProbability(const CollisionModel& m, double windowSeconds);

// The insert rate (IDs per second) at which the probability over `windowSeconds` (a year by
// default) reaches `target`, found by bisection on log(rate); NaN when no rate in
// [1e-12, 1e24] reaches it.
double rateForProbability(Precision resolution, int bits, double target = 0.001,
                          double windowSeconds = kSecondsPerYear);

// The calculator's preset for a format: tick, random bits and what keeps IDs apart.
struct CollisionPreset {
    Format format = Format::Count;
    Precision resolution = Precision::None;
    int bits = 0;        // random bits per tick (Random); 0 otherwise
    int counterBits = 0; // Counter: sequence bits per tick and node
    // NodeClock: the bits that tell two nodes apart when node IDs are random (UUIDv1: 47 of the
    // node's, the multicast bit set, and the 14-bit clock sequence).
    int nodeBits = 0;
    Uniqueness uniqueness = Uniqueness::Random;
};
std::optional<CollisionPreset> collisionPreset(Format f);
QList<Format> collisionPresetFormats(); // formats with a preset, in Format order

} // namespace idscope::analysis
