#include "collision.h"

#include <algorithm>
#include <cmath>

namespace idscope::analysis {

int randomBitsPerTick(Format f, quint8 profile)
{
    Q_UNUSED(profile);
    const FormatInfo& info = formatInfo(f);
    return info.uniqueness == TickUniqueness::Random ? info.randomBitsPerTick : 0;
}

double ticksPerSecond(Precision p)
{
    switch (p) {
    case Precision::None:
        return 0;
    case Precision::Day:
        return 1.0 / 86400.0;
    case Precision::Second:
        return 1;
    case Precision::Ms256:
        return 1000.0 / 256.0;
    case Precision::TenMilliseconds:
        return 100;
    case Precision::Millisecond:
        return 1000;
    case Precision::TenMicroseconds:
        return 1e5;
    case Precision::Microsecond:
        return 1e6;
    case Precision::Ms4096:
        return 4096000;
    case Precision::HundredNanoseconds:
        return 1e7;
    case Precision::Nanosecond:
        return 1e9;
    }
    return 0;
}

namespace {
// Ticks per second as an exact integer; 0 for day ticks (less than one a second) and none.
qint64 perSecondInt(Precision p)
{
    const double t = ticksPerSecond(p);
    return t >= 1 ? qint64(t) : 0;
}
} // namespace

Instant tickStart(qint64 tick, Precision p)
{
    if (p == Precision::Day)
        return {tick * 86400, 0};
    const qint64 per = perSecondInt(p);
    if (per == 0)
        return {};
    // Multiplied before dividing: a 1/4096 ms tick is no whole number of nanoseconds.
    return {floorDiv(tick, per), qint32(floorMod(tick, per) * 1000000000 / per)};
}

double probabilityFromExponent(double x)
{
    if (!(x > 0))
        return 0;
    return -std::expm1(-x);
}

double collisionAmong(qint64 n, int bits)
{
    if (n < 2 || bits <= 0)
        return 0;
    const double pairs = double(n) * double(n - 1) / 2;
    return probabilityFromExponent(std::ldexp(pairs, -bits));
}

CollisionEstimate birthdayBound(qint64 perTick, qint64 perSecond, int bits, double ticksPerSec)
{
    CollisionEstimate e;
    if (ticksPerSec <= 0 || perSecond < 1)
        return e;
    // Pairs over the size of the space, in log2 to survive 2^-122.
    auto pairs = [](qint64 n) { return n < 2 ? 0.0 : double(n) * double(n - 1) / 2.0; };
    const double space = std::ldexp(1.0, bits); // 2^bits, exact for bits ≤ 1023
    // A second holds T ticks only when T ≥ 1; coarser ticks (days) are longer than a second.
    const double ticksInSecond = ticksPerSec >= 1 ? ticksPerSec : 1;
    const double spread = pairs(perSecond) / (ticksInSecond * space);
    const double burst = pairs(perTick) / space;
    e.exponentPerSecond = std::max(spread, burst);
    e.perSecond = probabilityFromExponent(e.exponentPerSecond);
    e.perYear = probabilityFromExponent(e.exponentPerSecond * kSecondsPerYear);
    return e;
}

double tickSeconds(Precision p)
{
    const double tps = ticksPerSecond(p);
    return tps > 0 ? 1.0 / tps : 0.0;
}

double atLeastOnce(double p, double k)
{
    if (!(p > 0) || !(k > 0))
        return 0;
    if (p >= 1)
        return 1;
    // log1p keeps p = 1e-30 (1 - p rounds to 1); expm1 keeps the tiny result.
    return std::min(1.0, -std::expm1(k * std::log1p(-p)));
}

namespace {
// Expected colliding pairs among `n` IDs (Poisson mean) sharing 2^bits values.
double pairs(double n, int bits)
{
    return n * n / std::ldexp(2.0, bits); // n² / (2 · 2^bits)
}
} // namespace

double collisionProbability(const CollisionModel& m, double windowSeconds)
{
    if (!(m.idsPerSecond > 0) || !(windowSeconds > 0) || m.bits < 0)
        return 0;
    const double tick = tickSeconds(m.resolution);
    if (tick <= 0) // no time part: the window's IDs all share one space
        return probabilityFromExponent(pairs(m.idsPerSecond * windowSeconds, m.bits));
    const double perTick = probabilityFromExponent(pairs(m.idsPerSecond * tick, m.bits));
    return atLeastOnce(perTick, windowSeconds / tick);
}

CollisionOdds collisionOdds(const CollisionModel& m)
{
    CollisionOdds o;
    if (!(m.idsPerSecond > 0) || m.bits < 0)
        return o;
    const double tick = tickSeconds(m.resolution);
    if (tick > 0) {
        o.idsPerTick = m.idsPerSecond * tick;
        const double x = pairs(o.idsPerTick, m.bits);
        o.perTick = probabilityFromExponent(x);
        // Pairs add up tick after tick: the exponent of a window is ticks × x.
        o.pairsPerSecond = x / tick;
        o.pairsPerYear = x * (kSecondsPerYear / tick);
    } else {
        o.pairsPerSecond = pairs(m.idsPerSecond, m.bits);
        o.pairsPerYear = pairs(m.idsPerSecond * kSecondsPerYear, m.bits);
    }
    o.perSecond = collisionProbability(m, 1);
    o.perYear = collisionProbability(m, kSecondsPerYear);
    return o;
}

double rateForProbability(Precision resolution, int bits, double target, double windowSeconds)
{
    if (!(target > 0) || !(target < 1) || !(windowSeconds > 0) || bits < 0)
        return std::nan("");
    auto p = [&](double logRate) {
        return collisionProbability({std::exp(logRate), resolution, bits}, windowSeconds);
    };
    double lo = std::log(1e-12);
    double hi = std::log(1e24);
    if (p(lo) >= target || p(hi) < target)
        return std::nan("");
    // The probability grows with the rate, so halving the log interval converges.
    for (int i = 0; i < 200 && hi - lo > 1e-13; ++i) {
        const double mid = (lo + hi) / 2;
        (p(mid) < target ? lo : hi) = mid;
    }
    return std::exp((lo + hi) / 2);
}

std::optional<CollisionPreset> collisionPreset(Format f)
{
    const FormatInfo& info = formatInfo(f);
    CollisionPreset p;
    p.format = f;
    p.resolution = info.precision;
    switch (info.uniqueness) {
    case TickUniqueness::None:
        return std::nullopt;
    case TickUniqueness::Counter:
        p.uniqueness = Uniqueness::Counter;
        p.counterBits = info.counterBits;
        return p;
    case TickUniqueness::NodeClock:
        p.uniqueness = Uniqueness::NodeClock;
        p.nodeBits = info.randomBitsPerTick;
        return p;
    case TickUniqueness::Random:
    case TickUniqueness::TimeOnly:
        break;
    }
    p.bits = info.randomBitsPerTick;
    p.uniqueness = p.bits == 0 ? Uniqueness::TimeOnly : Uniqueness::Random;
    return p;
}

QList<Format> collisionPresetFormats()
{
    QList<Format> out;
    for (Format f : allFormats()) {
        if (collisionPreset(f))
            out.append(f);
    }
    return out;
}

} // namespace idscope::analysis
