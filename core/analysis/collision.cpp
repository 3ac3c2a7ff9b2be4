#include "collision.h"

#include <algorithm>
#include <cmath>

namespace idscope::analysis {

int randomBitsPerTick(Format f, quint8 profile)
{
    Q_UNUSED(profile);
    switch (f) {
    case Format::Ulid:
        return 80;
    case Format::UuidV7:
    case Format::TypeId:
        return 74;
    case Format::UuidV3:
    case Format::UuidV4:
    case Format::UuidV5:
    case Format::UuidV8:
    case Format::UuidOther:
        return 122;
    case Format::UuidV1:
    case Format::UuidV6:
        return 14; // clock_seq; the node is the same for every ID of one host
    case Format::UuidNil:
    case Format::UuidMax:
        return 0;
    case Format::Ksuid:
        return 128;
    case Format::ObjectId:
        return 40; // 5 random bytes per process (the counter is sequential)
    case Format::Xid:
        return 24; // the counter
    case Format::SnowflakeTwitter:
    case Format::SnowflakeDiscord:
    case Format::Snowflake:
        return 12;
    case Format::SnowflakeInstagram:
        return 10;
    case Format::SnowflakeMastodon:
        return 16;
    case Format::Sonyflake:
        return 8;
    case Format::Tsid:
        return 22;
    case Format::Tid:
        return 10;
    case Format::FirebasePush:
        return 72;
    case Format::Cuid:
        return 41; // 8 random base-36 characters
    case Format::Cuid2:
        return 119;
    case Format::Nanoid:
        return 126;
    case Format::UnixS:
    case Format::UnixMs:
    case Format::UnixUs:
    case Format::UnixNs:
    case Format::JulianDay:
    case Format::Rfc3339:
    case Format::Count:
        return 0;
    }
    return 0;
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
    case Precision::TenMilliseconds:
        return 100;
    case Precision::Millisecond:
        return 1000;
    case Precision::Microsecond:
        return 1e6;
    case Precision::HundredNanoseconds:
        return 1e7;
    case Precision::Nanosecond:
        return 1e9;
    }
    return 0;
}

namespace {
qint64 perSecondInt(Precision p)
{
    switch (p) {
    case Precision::Second:
        return 1;
    case Precision::TenMilliseconds:
        return 100;
    case Precision::Millisecond:
        return 1000;
    case Precision::Microsecond:
        return 1000000;
    case Precision::HundredNanoseconds:
        return 10000000;
    case Precision::Nanosecond:
        return 1000000000;
    default:
        return 0;
    }
}
} // namespace

Instant tickStart(qint64 tick, Precision p)
{
    if (p == Precision::Day)
        return {tick * 86400, 0};
    const qint64 per = perSecondInt(p);
    if (per == 0)
        return {};
    return {floorDiv(tick, per), qint32(floorMod(tick, per) * (1000000000 / per))};
}

double probabilityFromExponent(double x)
{
    if (!(x > 0))
        return 0;
    return -std::expm1(-x);
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
    constexpr double kSecondsPerYear = 31556952.0; // 365.2425 days
    e.perSecond = probabilityFromExponent(e.exponentPerSecond);
    e.perYear = probabilityFromExponent(e.exponentPerSecond * kSecondsPerYear);
    return e;
}

} // namespace idscope::analysis
