#include "binarylayout.h"

#include "ids/instant.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace idscope::analysis {

namespace {

constexpr qint64 k1990Ms = 631152000000;
constexpr qint64 kDayMs = 86400000;
constexpr int kMinValues = 8;
constexpr int kMinUnordered = 32; // every instant plausible, in no particular order
constexpr int kMinNearPairs = 4;  // pairs within a second to see SCRU128's counter_hi

quint64 be(const quint8* b, int n)
{
    quint64 v = 0;
    for (int i = 0; i < n; ++i)
        v = v << 8 | b[i];
    return v;
}

// No one of `k` equally likely values drawn `n` times holds far more than its share: the
// largest count within its share plus three standard deviations (and two for small columns).
template<std::size_t K>
bool spreadLikeRandom(const std::array<qint64, K>& counts, qint64 n, double sigmas = 3.0)
{
    const double p = 1.0 / double(K);
    const double mean = double(n) * p;
    const double limit = mean + sigmas * std::sqrt(double(n) * p * (1.0 - p)) + 2.0;
    return double(*std::max_element(counts.begin(), counts.end())) <= limit;
}

int distinct(const auto& counts)
{
    return int(std::count_if(counts.begin(), counts.end(), [](qint64 c) { return c > 0; }));
}

QString msText(qint64 ms)
{
    return toRfc3339(Instant::fromUnixMs(ms), Precision::Millisecond);
}

QString percentText(qint64 part, qint64 whole)
{
    return QLocale().toString(whole == 0 ? 0.0 : 100.0 * double(part) / double(whole), 'f', 0);
}

} // namespace

BinaryLayoutStats::BinaryLayoutStats(qint64 nowMs) : fromMs_(k1990Ms), untilMs_(nowMs + kDayMs) {}

void BinaryLayoutStats::add(const quint8* b)
{
    const quint64 ms = be(b, 6);
    const qint64 sms = qint64(ms);
    if (sms >= fromMs_ && sms <= untilMs_)
        ++plausible_;
    if (values_ == 0) {
        minMs_ = maxMs_ = sms;
    } else {
        minMs_ = std::min(minMs_, sms);
        maxMs_ = std::max(maxMs_, sms);
    }
    const bool sameRun = values_ > 0 && std::memcmp(prevCounterHi_.data(), b + 6, 3) == 0;
    if (values_ > 0) {
        ++pairs_;
        if (ms + 256 > prevMs_)
            ++forward_;
        const quint64 gap = ms > prevMs_ ? ms - prevMs_ : prevMs_ - ms;
        if (gap >= 1 && gap < 1000) {
            ++nearPairs_;
            if (sameRun)
                ++counterHiKept_;
        }
    }
    if (!sameRun) {
        ++runs_;
        ++version_[b[6] >> 4];
        ++variant_[b[8] >> 6];
    }
    const quint32 tail = quint32(be(b + 13, 3));
    if (tailCount_ <= int(tails_.size())) {
        const auto end = tails_.begin() + std::min<int>(tailCount_, int(tails_.size()));
        if (std::find(tails_.begin(), end, tail) == end) {
            if (tailCount_ < int(tails_.size()))
                tails_[std::size_t(tailCount_)] = tail;
            ++tailCount_;
        }
    }
    std::memcpy(prevCounterHi_.data(), b + 6, 3);
    prevMs_ = ms;
    ++values_;
}

bool looksLikeRandom128(const BinaryLayoutStats& s)
{
    // 4.5 σ: of 16 truly random nibbles one passes 3 σ in a few columns out of a hundred, and
    // a UUID's version nibble holds every value, far beyond either.
    constexpr double kSigmas = 4.5;
    return s.values_ >= kMinUnordered && s.runs_ >= kMinUnordered &&
           spreadLikeRandom(s.version_, s.runs_, kSigmas) &&
           spreadLikeRandom(s.variant_, s.runs_, kSigmas) && 2 * s.plausible_ <= s.values_;
}

BinaryVerdict judgeBinaryLayout(const BinaryLayoutStats& s)
{
    BinaryVerdict v;
    if (s.values_ < kMinValues || s.runs_ < kMinValues)
        return v;
    if (!spreadLikeRandom(s.version_, s.runs_) || !spreadLikeRandom(s.variant_, s.runs_))
        return v;
    if (double(s.plausible_) < 0.9 * double(s.values_))
        return v;
    const bool forward = double(s.forward_) >= 0.6 * double(s.pairs_);
    if (!forward && !(s.plausible_ == s.values_ && s.values_ >= kMinUnordered))
        return v;

    const bool upid = s.tailCount_ <= int(s.tails_.size());
    const bool nearEnough = s.nearPairs_ >= kMinNearPairs;
    const bool scru128 = !upid && nearEnough && 2 * s.counterHiKept_ >= s.nearPairs_;
    v.format = upid ? Format::Upid : scru128 ? Format::Scru128 : Format::Ulid;

    const QLocale l;
    v.evidence =
        QCoreApplication::translate(
            "idscope::analysis",
            "In %1 16-byte values the UUID version nibble takes %2 different values and the "
            "variant bits %3, as random bits do, while the leading 48 bits read as Unix "
            "milliseconds from %4 to %5, moving forward between %6 % of consecutive values.")
            .arg(l.toString(s.values_))
            .arg(distinct(s.version_))
            .arg(distinct(s.variant_))
            .arg(msText(s.minMs_), msText(s.maxMs_), percentText(s.forward_, s.pairs_));
    if (upid)
        v.evidence += QLatin1Char(' ') +
                      QCoreApplication::translate("idscope::analysis",
                                                  "The last three bytes repeat a few values "
                                                  "only: a UPID's prefix and version.");
    else if (scru128)
        v.evidence += QLatin1Char(' ') +
                      QCoreApplication::translate(
                          "idscope::analysis",
                          "Bytes 7 to 9 stay the same between %1 % of values less than a second "
                          "apart: SCRU128's counter_hi.")
                          .arg(percentText(s.counterHiKept_, s.nearPairs_));
    if (v.format == Format::Ulid) {
        v.doubt = QCoreApplication::translate(
            "idscope::analysis",
            "Timeflake stores the same 16 bytes (48-bit milliseconds, 80 random bits): read as "
            "Timeflakes the instants are the same.");
        if (!nearEnough)
            v.doubt += QLatin1Char(' ') +
                       QCoreApplication::translate(
                           "idscope::analysis",
                           "SCRU128 is not ruled out either: too few consecutive values lie "
                           "within a second of each other to see whether bytes 7 to 9 stay the "
                           "same.");
    }
    return v;
}

} // namespace idscope::analysis
