#include "columnscan.h"

#include "collision.h"

#include "ids/codecs.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <tuple>

namespace idscope::analysis::detail {

namespace {

__extension__ typedef __int128 Int128;

constexpr qint64 kFutureToleranceMs = 60000;
constexpr qint64 kSkewToleranceMs = 60000;
constexpr int kPlausibleScore = 65; // instantPlausibility: after 1990, not far in the future

QString name(int slot)
{
    return formatName(slotFormat(slot));
}

QString percent(double share)
{
    const double p = share * 100.0;
    if (p > 0 && p < 1)
        return QStringLiteral("<1");
    if (p < 100 && p > 99)
        return QStringLiteral(">99");
    return QString::number(std::lround(p));
}

qint64 tickMs(Precision p)
{
    switch (p) {
    case Precision::Day:
        return 86400000;
    case Precision::Second:
        return 1000;
    case Precision::TenMilliseconds:
        return 10;
    case Precision::Millisecond:
        return 1;
    default:
        return 0;
    }
}

qint64 absDiffMs(const Instant& a, const Instant& b)
{
    Int128 d = (Int128(a.seconds) - Int128(b.seconds)) * 1000 + (a.nanos - b.nanos) / 1000000;
    if (d < 0)
        d = -d;
    return d > Int128(std::numeric_limits<qint64>::max()) ? std::numeric_limits<qint64>::max()
                                                          : qint64(d);
}

// Formats read from numbers, whose per-value ranking is weak: the column decides.
bool weakFormat(Format f)
{
    return isIntegerFormat(f) || f == Format::JulianDay;
}

bool timeOnlyFormat(Format f)
{
    return f >= Format::UnixS && f <= Format::Rfc3339;
}

bool sameFamily(Format a, Format b)
{
    return isUuid(a) && isUuid(b);
}

QString precisionWords(Precision p)
{
    switch (p) {
    case Precision::None:
        return QString();
    case Precision::Day:
        return QCoreApplication::translate("idscope::analysis", "day");
    case Precision::Second:
        return QCoreApplication::translate("idscope::analysis", "second");
    case Precision::TenMilliseconds:
        return QCoreApplication::translate("idscope::analysis", "10 milliseconds");
    case Precision::Millisecond:
        return QCoreApplication::translate("idscope::analysis", "millisecond");
    case Precision::Microsecond:
        return QCoreApplication::translate("idscope::analysis", "microsecond");
    case Precision::HundredNanoseconds:
        return QCoreApplication::translate("idscope::analysis", "100 nanoseconds");
    case Precision::Nanosecond:
        return QCoreApplication::translate("idscope::analysis", "nanosecond");
    }
    return QString();
}

QString duration(qint64 ms)
{
    const double s = double(ms) / 1000.0;
    if (s < 120)
        return QCoreApplication::translate("idscope::analysis", "%1 s").arg(s, 0, 'f', 1);
    if (s < 7200)
        return QCoreApplication::translate("idscope::analysis", "%1 min").arg(s / 60.0, 0, 'f', 1);
    if (s < 172800)
        return QCoreApplication::translate("idscope::analysis", "%1 h").arg(s / 3600.0, 0, 'f', 1);
    return QCoreApplication::translate("idscope::analysis", "%1 days").arg(s / 86400.0, 0, 'f', 1);
}

QString storageWord(int sc)
{
    switch (db::StorageClass(sc)) {
    case db::StorageClass::Integer:
        return QStringLiteral("INTEGER");
    case db::StorageClass::Real:
        return QStringLiteral("REAL");
    case db::StorageClass::Text:
        return QStringLiteral("TEXT");
    case db::StorageClass::Blob:
        return QStringLiteral("BLOB");
    case db::StorageClass::Null:
        break;
    }
    return QStringLiteral("NULL");
}

void appendExamples(QList<qint64>& out, const Tally& t)
{
    for (int i = 0; i < t.n && out.size() < kMaxExamples; ++i) {
        if (!out.contains(t.ex[std::size_t(i)]))
            out.append(t.ex[std::size_t(i)]);
    }
}

// The node field (10 bits of it) and whether the sequence is small, per Snowflake layout.
// false: the layout has no such structure to look at.
bool snowflakeFields(const Decoded& d, unsigned& node, bool& smallSeq)
{
    const quint64 v = d.u64;
    switch (d.format) {
    case Format::SnowflakeTwitter:
    case Format::SnowflakeDiscord:
        node = unsigned((v >> 12) & 1023);
        smallSeq = (v & 4095) < 64;
        return true;
    case Format::SnowflakeInstagram:
        node = unsigned((v >> 10) & 1023);
        smallSeq = (v & 1023) < 64;
        return true;
    case Format::Sonyflake:
        node = unsigned(v & 1023);
        smallSeq = ((v >> 16) & 0xff) < 16;
        return true;
    default:
        return false;
    }
}

} // namespace

int SlotStats::structure() const
{
    int distinct = 0;
    for (quint64 w : nodes)
        distinct += __builtin_popcountll(w);
    if (distinct == 0 || valid < 8)
        return 0;
    const double small = double(smallSequence) / double(valid);
    const qint64 possible = std::min<qint64>(valid, 1024);
    if (distinct <= std::max<qint64>(2, std::min<qint64>(64, possible / 8)) || small >= 0.8)
        return 1;
    if (double(distinct) > 0.4 * double(possible) && small < 0.3)
        return -1;
    return 0;
}

QList<qint64> Tally::examples() const
{
    QList<qint64> out;
    for (int i = 0; i < n; ++i)
        out.append(ex[std::size_t(i)]);
    return out;
}

ColumnScan::ColumnScan(ColumnConfig cfg, const Prediction& pred, qint64 nowMs, bool collectCase,
                       bool streaming)
    : cfg_(std::move(cfg)), pred_(pred), detector_([&] {
          DecodeOptions o;
          o.nowMs = nowMs;
          if (cfg_.forced)
              o.forced = *cfg_.forced;
          return o;
      }()),
      nowMs_(nowMs), slots_(kSlots), ticks_(pred.tickPrecision != Precision::None ? 12 : 1),
      seconds_(pred.tickPrecision != Precision::None ? 10 : 1), collectCase_(collectCase)
{
    futureAfter_ = Instant::fromUnixMs(nowMs + kFutureToleranceMs);
    plausibleUntil_ = Instant::fromUnixMs(nowMs + 86400000);
    bounds_.resize(kSlots);
    fastTime_ = streaming && !cfg_.forced && pred_.role == ColumnRole::Time &&
                pred_.timeSlot >= 0 && slotFormat(pred_.timeSlot) >= Format::UnixS &&
                slotFormat(pred_.timeSlot) <= Format::UnixNs && slotProfile(pred_.timeSlot) == 0;
    if (streaming && !pred_.candidates.empty())
        fastFamily_ = familyParser(slotFormat(pred_.candidates.front()));
    candidateOfSlot_.fill(-1);
    for (int s : pred_.candidates) {
        if (int(cands_.size()) >= kMaxCandidates || s < 0 || s >= kSlots ||
            candidateOfSlot_[std::size_t(s)] >= 0)
            continue;
        CandidateStats c;
        c.slot = s;
        c.assigned.assign(kSlots + 1, 0);
        candidateOfSlot_[std::size_t(s)] = qint8(cands_.size());
        cands_.push_back(std::move(c));
    }
}

const ColumnScan::SlotBounds& ColumnScan::computeBounds(int slot)
{
    SlotBounds& b = bounds_[std::size_t(slot)];
    b.ready = true;
    // instantPlausibility() is a step function of the instant up to now: 2, 12, 30, 65, 100
    // (or 25 then 100 for formats with their own epoch). Find where it reaches 100 (the launch)
    // and 65 (plausible) once, by bisection, so the scan compares instants instead.
    Decoded d;
    d.format = slotFormat(slot);
    d.profile = slotProfile(slot);
    d.hasInstant = true;
    auto score = [&](qint64 ms) {
        d.instant = Instant::fromUnixMs(ms);
        return instantPlausibility(d, nowMs_);
    };
    auto lowest = [&](qint64 lo, qint64 hi, int atLeast) {
        // smallest t in [lo, hi] with score(t) >= atLeast, given score(hi) >= atLeast
        while (lo < hi) {
            const qint64 mid = lo + (hi - lo) / 2;
            if (score(mid) >= atLeast)
                hi = mid;
            else
                lo = mid + 1;
        }
        return lo;
    };
    constexpr qint64 kFloor = -8000000000000000LL; // ~ -253,000 years
    const Instant never = Instant::fromUnixMs(std::numeric_limits<qint64>::max() / 2);
    if (score(nowMs_) >= 100) {
        const qint64 launch = lowest(kFloor, nowMs_, 100);
        b.launch = Instant::fromUnixMs(launch);
        b.plausibleFrom = Instant::fromUnixMs(lowest(kFloor, launch, kPlausibleScore));
    } else if (score(nowMs_) >= kPlausibleScore) {
        b.launch = never;
        b.plausibleFrom = Instant::fromUnixMs(lowest(kFloor, nowMs_, kPlausibleScore));
    } else {
        b.launch = never;
        b.plausibleFrom = never;
    }
    return b;
}

const Candidates* ColumnScan::parseAsPredicted(const IdInput& in)
{
    familyOut_.clear();
    fastFamily_(in, detector_.options(), familyOut_);
    const int want = pred_.candidates.front();
    int at = -1;
    bool allValid = true;
    for (int i = 0; i < familyOut_.size(); ++i) {
        const Decoded& d = familyOut_[i];
        if (!d.valid())
            allValid = false;
        else if (at < 0 && slotOf(d.format, d.profile) == want)
            at = i;
    }
    if (at < 0)
        return nullptr; // not the predicted format: rank every reading
    if (!weakFormat(slotFormat(want))) {
        // A strong shape (UUID, ULID, …) read as predicted: its other readings (the .NET byte
        // order of a BLOB, …) cannot change the column's choice, so only this one is counted.
        // Numbers keep every profile: the whole distribution still chooses among them.
        if (at != 0)
            familyOut_[0] = familyOut_[at];
        for (int i = familyOut_.size() - 1; i >= 1; --i)
            familyOut_.removeAt(i);
        return &familyOut_;
    }
    if (at == 0 && allValid)
        return &familyOut_; // the common case: no copy
    scratch_.clear();
    scratch_.add(familyOut_[at]);
    for (int i = 0; i < familyOut_.size(); ++i) {
        if (i != at && familyOut_[i].valid())
            scratch_.add(familyOut_[i]);
    }
    return &scratch_;
}

bool ColumnScan::caseInsensitive(Format f) const
{
    return isCaseInsensitiveText(f);
}

void ColumnScan::noteCase(const IdInput& in, qint64 rowid, bool hasRowid)
{
    // Eight bytes at a time: a byte b is counted when m < b < n (ASCII only; bytes ≥ 0x80
    // never are), the "hasbetween" bit trick.
    constexpr quint64 k1 = ~quint64(0) / 255;
    auto between = [](quint64 x, quint64 m, quint64 n) {
        return ((k1 * (127 + n) - (x & k1 * 127)) & ~x & ((x & k1 * 127) + k1 * (127 - m))) &
               k1 * 128;
    };
    quint64 lo = 0;
    quint64 up = 0;
    for (int i = 0; i < in.size; i += 8) {
        quint64 w = 0;
        std::memcpy(&w, in.data + i, std::size_t(std::min(8, in.size - i)));
        lo |= between(w, 'a' - 1, 'z' + 1);
        up |= between(w, 'A' - 1, 'Z' + 1);
    }
    if (lo && up)
        mixedIn_.hit(rowid, hasRowid);
    else if (lo)
        lowerOnly_.hit(rowid, hasRowid);
    else if (up)
        upperOnly_.hit(rowid, hasRowid);
}

void ColumnScan::noteCaseDuplicate(const IdInput& in, qint64 rowid, bool hasRowid)
{
    if (in.size > 128)
        return;
    const QByteArray original(in.data, in.size);
    const QByteArray key = original.toLower();
    auto it = caseSeen_.find(key);
    if (it == caseSeen_.end()) {
        if (caseSeen_.size() < kCaseMapLimit)
            caseSeen_.insert(key, Seen{original, rowid, false});
        return;
    }
    if (it->original == original)
        return;
    if (!it->counted) {
        caseDup_.hit(it->rowid, hasRowid);
        it->counted = true;
    }
    caseDup_.hit(rowid, hasRowid);
}

void ColumnScan::add(const IdInput& in, db::StorageClass sc, qint64 bytes, bool longValue,
                     qint64 rowid, bool hasRowid, RowTimes& times)
{
    ++rows_;
    const int sci = int(sc);
    ++storage_[std::size_t(sci)];
    if (timeIndex >= 0)
        times.has[std::size_t(timeIndex)] = false;
    if (sc == db::StorageClass::Null) {
        ++nulls_;
        return;
    }
    storedBytes_ += bytes;
    if (in.kind == IdInput::Kind::Integer) {
        intMin_ = std::min(intMin_, in.integer);
        intMax_ = std::max(intMax_, in.integer);
    }
    if (longValue) {
        ++longValues_;
        noneValid_.hit(rowid, hasRowid);
        for (CandidateStats& c : cands_) {
            ++c.assigned[kNoSlot];
            c.notAnId.hit(rowid, hasRowid);
        }
        return;
    }

    if (fastTime_ && !cfg_.profiled && in.kind == IdInput::Kind::Integer && timeIndex >= 0) {
        // Read only as the row's timestamp for other columns: the instant is all it gives.
        const qint64 v = in.integer;
        Instant t;
        Precision p;
        switch (slotFormat(pred_.timeSlot)) {
        case Format::UnixS:
            t = Instant::fromUnixSeconds(v);
            p = Precision::Second;
            break;
        case Format::UnixMs:
            t = Instant::fromUnixMs(v);
            p = Precision::Millisecond;
            break;
        case Format::UnixUs:
            t = Instant::fromUnixUs(v);
            p = Precision::Microsecond;
            break;
        default:
            t = Instant::fromUnixNs(v);
            p = Precision::Nanosecond;
            break;
        }
        times.has[std::size_t(timeIndex)] = true;
        times.at[std::size_t(timeIndex)] = t;
        times.precision[std::size_t(timeIndex)] = p;
        return;
    }
    const Candidates* readings = &scratch_;
    if (fastTime_ && in.kind == IdInput::Kind::Integer) {
        // A timestamp column whose unit the sample already chose: one reading, no detection.
        Decoded d;
        d.format = slotFormat(pred_.timeSlot);
        d.prior = 50;
        d.hasInstant = true;
        d.u64 = quint64(in.integer);
        d.flags = in.integer < 0 ? quint32(WarnBeforeEpoch) : 0u;
        switch (d.format) {
        case Format::UnixS:
            d.instant = Instant::fromUnixSeconds(in.integer);
            d.precision = Precision::Second;
            break;
        case Format::UnixMs:
            d.instant = Instant::fromUnixMs(in.integer);
            d.precision = Precision::Millisecond;
            break;
        case Format::UnixUs:
            d.instant = Instant::fromUnixUs(in.integer);
            d.precision = Precision::Microsecond;
            break;
        default:
            d.instant = Instant::fromUnixNs(in.integer);
            d.precision = Precision::Nanosecond;
            break;
        }
        scratch_.clear();
        scratch_.add(d);
        usedFastTime_ = true;
    } else if (!fastFamily_ || !(readings = parseAsPredicted(in))) {
        readings = &scratch_;
        detector_.detect(in, scratch_);
    }
    std::bitset<kSlots> mask;
    const Decoded* top = nullptr;
    int topSlot = kNoSlot;
    const Decoded* first = nullptr; // the reading of candidates[0]
    // Best UUID reading per byte order: a column has one byte order, so a value that is not
    // the dominant version is read in the dominant's order (a v4 BLOB in an RFC-order v7
    // column is a v4, not whatever its .NET-order reading happens to be).
    std::array<int, kProfilesPerFormat> uuidByProfile;
    uuidByProfile.fill(kNoSlot);
    const bool numeric = in.kind == IdInput::Kind::Integer || in.kind == IdInput::Kind::Real;
    for (const Decoded& d : *readings) {
        if (!d.valid())
            break; // valid readings come first
        const int s = slotOf(d.format, d.profile);
        if (mask.test(std::size_t(s)))
            continue;
        mask.set(std::size_t(s));
        SlotStats& st = slots_[std::size_t(s)];
        ++st.valid;
        if (numeric)
            ++st.numeric;
        if (!top) {
            top = &d;
            topSlot = s;
            ++st.top;
        }
        const int ci = candidateOfSlot_[std::size_t(s)];
        if (ci == 0)
            first = &d;
        if (isUuid(d.format) && uuidByProfile[slotProfile(s)] == kNoSlot)
            uuidByProfile[slotProfile(s)] = s;
        unsigned node = 0;
        bool smallSeq = false;
        if (snowflakeFields(d, node, smallSeq)) {
            st.nodes[node >> 6] |= quint64(1) << (node & 63);
            st.smallSequence += smallSeq ? 1 : 0;
        }
        if (!d.hasInstant)
            continue;
        if (!st.hasInstant) {
            st.min = st.max = d.instant;
            st.hasInstant = true;
        } else if (d.instant < st.min) {
            st.min = d.instant;
        } else if (st.max < d.instant) {
            st.max = d.instant;
        }
        if (d.precision > st.finest)
            st.finest = d.precision;
        // instantPlausibility() as thresholds of this slot, compared as Instants.
        const SlotBounds& b = bounds(s);
        if (futureAfter_ < d.instant) {
            st.future.hit(rowid, hasRowid);
            if (!(plausibleUntil_ < d.instant) && !(d.instant < b.plausibleFrom))
                ++st.plausible;
        } else {
            if (!(d.instant < b.plausibleFrom))
                ++st.plausible;
            if ((d.flags & WarnBeforeEpoch) || d.instant.seconds < 0)
                st.beforeEpoch.hit(rowid, hasRowid);
            else if (d.instant < b.launch)
                st.preLaunch.hit(rowid, hasRowid);
        }
        if (!pred_.compareWithTime)
            continue;
        for (int t = 0; t < times.count; ++t) {
            if (!times.has[std::size_t(t)])
                continue;
            const qint64 diff = absDiffMs(d.instant, times.at[std::size_t(t)]);
            const qint64 tol = kSkewToleranceMs + std::max(tickMs(d.precision),
                                                           tickMs(times.precision[std::size_t(t)]));
            ++st.comparable[std::size_t(t)];
            if (diff <= tol) {
                ++st.agree[std::size_t(t)];
            } else if (ci >= 0) {
                CandidateStats& c = cands_[std::size_t(ci)];
                c.skew[std::size_t(t)].hit(rowid, hasRowid);
                c.maxSkewMs[std::size_t(t)] = std::max(c.maxSkewMs[std::size_t(t)], diff);
            }
        }
    }

    if (!hasRowid || rowid >= newestRowid_) {
        newestRowid_ = rowid;
        newestSlot_ = topSlot;
    }
    if (top) {
        validByStorage_[std::size_t(sci)].hit(rowid, hasRowid);
        if (top->flags & WarnNonCanonicalSpelling)
            nonCanonical_.hit(rowid, hasRowid);
        else
            canonical_.hit(rowid, hasRowid);
        if (sc == db::StorageClass::Text && caseInsensitive(top->format)) {
            // ULID and UUID parsers already saw the letter case (ULID is canonically upper
            // case, UUID text lower case); other formats are scanned.
            if (top->format == Format::Ulid || isUuid(top->format)) {
                const bool ulid = top->format == Format::Ulid;
                if (top->flags & WarnMixedCase)
                    mixedIn_.hit(rowid, hasRowid);
                else if (bool(top->flags & WarnNonCanonicalCase) == ulid)
                    lowerOnly_.hit(rowid, hasRowid);
                else
                    upperOnly_.hit(rowid, hasRowid);
            } else {
                noteCase(in, rowid, hasRowid);
            }
            if (collectCase_)
                noteCaseDuplicate(in, rowid, hasRowid);
        }
    } else {
        noneValid_.hit(rowid, hasRowid);
    }
    for (CandidateStats& c : cands_) {
        if (mask.test(std::size_t(c.slot))) {
            ++c.assigned[std::size_t(c.slot)];
            continue;
        }
        int alt = topSlot;
        if (isUuid(slotFormat(c.slot)) && uuidByProfile[slotProfile(c.slot)] != kNoSlot)
            alt = uuidByProfile[slotProfile(c.slot)];
        ++c.assigned[std::size_t(alt)];
        if (alt != kNoSlot && sameFamily(slotFormat(alt), slotFormat(c.slot)))
            c.mixedVersions.hit(rowid, hasRowid);
        else
            c.notAnId.hit(rowid, hasRowid);
    }
    if (first && first->hasInstant) {
        if (timeIndex >= 0) {
            times.has[std::size_t(timeIndex)] = true;
            times.at[std::size_t(timeIndex)] = first->instant;
            times.precision[std::size_t(timeIndex)] = first->precision;
        }
        if (pred_.tickPrecision != Precision::None) {
            if (const auto tick = tickOf(first->instant, pred_.tickPrecision)) {
                ticks_.add(*tick);
                seconds_.add(first->instant.seconds);
            }
        }
    }
}

std::optional<std::pair<qint64, qint64>> ColumnScan::integerRange() const
{
    const qint64 n = rows_ - nulls_;
    if (n <= 0 || storage_[std::size_t(db::StorageClass::Integer)] != n)
        return std::nullopt;
    return std::make_pair(intMin_, intMax_);
}

bool ColumnScan::sawMixedCase() const
{
    return mixedIn_.count > 0 || (lowerOnly_.count > 0 && upperOnly_.count > 0);
}

void ColumnScan::setCaseDuplicates(qint64 count, const QList<qint64>& examples, bool checked)
{
    caseDup_ = Tally{};
    caseDup_.count = count;
    for (qint64 r : examples) {
        if (caseDup_.n < kMaxExamples)
            caseDup_.ex[std::size_t(caseDup_.n++)] = r;
    }
    caseChecked_ = checked;
    caseSet_ = true;
}

Decision ColumnScan::decide(const QStringList& timeNames) const
{
    Decision d;
    const qint64 n = rows_ - nulls_;
    if (n <= 0) {
        d.role = ColumnRole::Unknown;
        d.reason = rows_ == 0
                       ? QCoreApplication::translate("idscope::analysis", "no rows")
                       : QCoreApplication::translate("idscope::analysis", "every value is NULL");
        return d;
    }
    auto isWeak = [&](int s) {
        const Format f = slotFormat(s);
        if (weakFormat(f))
            return true;
        // A TSID read from an INTEGER is as weak as a Snowflake.
        const SlotStats& st = slots_[std::size_t(s)];
        return f == Format::Tsid && st.numeric * 2 >= st.valid;
    };
    // Best agreement with one of the row's time columns: share and column.
    auto agreement = [&](int s, int* column) {
        const SlotStats& st = slots_[std::size_t(s)];
        double best = -1;
        for (int t = 0; t < kMaxTimeColumns; ++t) {
            const qint64 cmp = st.comparable[std::size_t(t)];
            if (cmp < 3 || double(cmp) < 0.3 * double(st.valid))
                continue;
            const double a = double(st.agree[std::size_t(t)]) / double(cmp);
            if (a > best) {
                best = a;
                if (column)
                    *column = t;
            }
        }
        return best;
    };
    auto plausibleShare = [&](int s) {
        const SlotStats& st = slots_[std::size_t(s)];
        return st.valid == 0 ? 0.0 : double(st.plausible) / double(st.valid);
    };
    auto byTop = [&](int a, int b) {
        const SlotStats& x = slots_[std::size_t(a)];
        const SlotStats& y = slots_[std::size_t(b)];
        return std::tuple(x.top, x.valid, -a) > std::tuple(y.top, y.valid, -b);
    };
    auto appendRest = [&](std::vector<int>& ranked) {
        std::vector<int> rest;
        for (int s = 0; s < kSlots; ++s) {
            if (slots_[std::size_t(s)].top > 0 &&
                std::find(ranked.begin(), ranked.end(), s) == ranked.end())
                rest.push_back(s);
        }
        std::sort(rest.begin(), rest.end(), byTop);
        ranked.insert(ranked.end(), rest.begin(), rest.end());
    };

    if (cfg_.forced) {
        int best = slotOf(*cfg_.forced, 0);
        for (int p = 1; p < kProfilesPerFormat; ++p) {
            const int s = slotOf(*cfg_.forced, quint8(p));
            if (slots_[std::size_t(s)].valid > slots_[std::size_t(best)].valid)
                best = s;
        }
        d.dominant = best;
        d.ranked = {best};
        appendRest(d.ranked);
        d.reason = QCoreApplication::translate("idscope::analysis", "chosen by you");
    } else if (cfg_.inheritedSlot >= 0 && slots_[std::size_t(cfg_.inheritedSlot)].valid * 2 >= n) {
        d.dominant = cfg_.inheritedSlot;
        d.ranked = {d.dominant};
        appendRest(d.ranked);
        d.reason =
            QCoreApplication::translate("idscope::analysis", "inherited from %1 (foreign key)")
                .arg(cfg_.inheritedFrom);
    } else {
        qint64 strongTop = 0;
        qint64 weakTop = 0;
        for (int s = 0; s < kSlots; ++s)
            (isWeak(s) ? weakTop : strongTop) += slots_[std::size_t(s)].top;
        if (strongTop == 0 && weakTop == 0) {
            d.role = ColumnRole::Other;
            d.reason = QCoreApplication::translate("idscope::analysis",
                                                   "no value reads as an ID or a time");
            return d;
        }
        if (strongTop >= weakTop) {
            for (int s = 0; s < kSlots; ++s) {
                if (slots_[std::size_t(s)].top > 0 && !isWeak(s))
                    d.ranked.push_back(s);
            }
            std::sort(d.ranked.begin(), d.ranked.end(), byTop);
            d.dominant = d.ranked.front();
            d.reason =
                QCoreApplication::translate("idscope::analysis", "%1 of %2 values read best as %3")
                    .arg(slots_[std::size_t(d.dominant)].top)
                    .arg(n)
                    .arg(name(d.dominant));
            appendRest(d.ranked);
        } else {
            // Numbers: every profile reads every value, so the whole distribution decides —
            // agreement with the row's timestamp column first, then the share of plausible
            // instants, then how many values rank the profile first.
            for (int s = 0; s < kSlots; ++s) {
                if (isWeak(s) && slots_[std::size_t(s)].valid * 2 >= n)
                    d.ranked.push_back(s);
            }
            if (d.ranked.empty()) {
                for (int s = 0; s < kSlots; ++s) {
                    if (isWeak(s) && slots_[std::size_t(s)].valid > 0)
                        d.ranked.push_back(s);
                }
            }
            double bestAgreement = -1;
            for (int s : d.ranked)
                bestAgreement = std::max(bestAgreement, agreement(s, nullptr));
            const bool decisive = bestAgreement >= 0.5;
            auto key = [&](int s) {
                const SlotStats& st = slots_[std::size_t(s)];
                const int a = decisive ? int(std::max(0.0, agreement(s, nullptr)) * 20) : 0;
                return std::tuple(a, int(plausibleShare(s) * 50), st.structure(), st.top, st.valid,
                                  -s);
            };
            std::sort(d.ranked.begin(), d.ranked.end(),
                      [&](int a, int b) { return key(a) > key(b); });
            const int best = d.ranked.front();
            int second = -1;
            for (int s : d.ranked) {
                if (slotFormat(s) != slotFormat(best)) {
                    second = s;
                    break;
                }
            }
            if (!decisive && plausibleShare(best) < 0.5) {
                d.role = ColumnRole::Other;
                d.reason = QCoreApplication::translate(
                               "idscope::analysis",
                               "no reading puts most values at a plausible time (best: %1, "
                               "%2 % plausible)")
                               .arg(name(best), percent(plausibleShare(best)));
                appendRest(d.ranked);
                return d;
            }
            d.dominant = best;
            if (decisive) {
                int column = 0;
                const double a = agreement(best, &column);
                d.reason = QCoreApplication::translate("idscope::analysis",
                                                       "agrees with %1 for %2 % of rows")
                               .arg(timeNames.value(column), percent(a));
                if (second >= 0)
                    d.reason +=
                        QCoreApplication::translate("idscope::analysis",
                                                    "; runner-up %1 agrees for %2 %")
                            .arg(name(second), percent(std::max(0.0, agreement(second, nullptr))));
            } else {
                d.reason =
                    QCoreApplication::translate("idscope::analysis", "%1 % of instants plausible")
                        .arg(percent(plausibleShare(best)));
                if (second >= 0) {
                    const bool tie =
                        int(plausibleShare(second) * 50) == int(plausibleShare(best) * 50);
                    d.reason += tie ? QCoreApplication::translate(
                                          "idscope::analysis",
                                          "; runner-up %1 is as plausible, %2 ranks first for "
                                          "more values")
                                          .arg(name(second), name(best))
                                    : QCoreApplication::translate("idscope::analysis",
                                                                  "; runner-up %1: %2 %")
                                          .arg(name(second), percent(plausibleShare(second)));
                }
            }
            appendRest(d.ranked);
        }
    }
    for (int s : d.ranked) {
        if (slotFormat(s) != slotFormat(d.dominant) && slots_[std::size_t(s)].valid > 0) {
            d.runnerUp = s;
            break;
        }
    }
    if (usedFastTime_ && d.dominant == pred_.timeSlot && !pred_.reason.isEmpty()) {
        // Only the chosen unit was read: the sample's comparison of units still stands.
        d.reason = pred_.reason;
        d.runnerUp = pred_.runnerUp;
    }
    const Format f = slotFormat(d.dominant);
    d.role = timeOnlyFormat(f) && !cfg_.isKey ? ColumnRole::Time : ColumnRole::Id;
    return d;
}

Prediction ColumnScan::predict(const Decision& d) const
{
    Prediction p;
    for (int s : d.ranked) {
        if (int(p.candidates.size()) >= kMaxCandidates)
            break;
        p.candidates.push_back(s);
    }
    p.role = d.role;
    p.reason = d.reason;
    p.runnerUp = d.runnerUp;
    p.guarded = longValues_ > 0;
    p.hasText = storage_[std::size_t(db::StorageClass::Text)] > 0;
    if (d.dominant >= 0) {
        const SlotStats& st = slots_[std::size_t(d.dominant)];
        const Precision prec =
            st.finest != Precision::None ? st.finest : formatInfo(slotFormat(d.dominant)).precision;
        if (d.role == ColumnRole::Time && st.hasInstant) {
            p.timeSlot = d.dominant;
            p.timePrecision = prec;
        }
        if (d.role == ColumnRole::Id) {
            p.compareWithTime = true;
            // Ticks only mean "IDs minted together" where every value is a distinct key; in a
            // foreign key the same ID simply repeats.
            if (carriesInstant(slotFormat(d.dominant)) && cfg_.isKey)
                p.tickPrecision = prec;
        }
    }
    return p;
}

ColumnProfile ColumnScan::build(const Decision& d, const BuildContext& ctx) const
{
    ColumnProfile p;
    p.table = cfg_.table;
    p.column = cfg_.name;
    p.declaredType = cfg_.declaredType;
    p.sampled = ctx.sampled;
    p.rowsSeen = rows_;
    p.nulls = nulls_;
    p.storage = storage_;
    p.role = d.role;
    p.choiceReason = d.reason;
    const qint64 n = rows_ - nulls_;
    if (n > 0)
        p.avgStoredBytes = double(storedBytes_) / double(n);
    if (d.dominant < 0 || n <= 0)
        return p;

    const int dom = d.dominant;
    const Format df = slotFormat(dom);
    const SlotStats& st = slots_[std::size_t(dom)];
    const int ci = candidateIndex(dom);
    const CandidateStats* cand = ci >= 0 ? &cands_[std::size_t(ci)] : nullptr;

    // Formats by count: every value read as the dominant format when it can be, else as its
    // own best reading.
    if (cand) {
        for (int s = 0; s < kSlots; ++s) {
            const qint64 c = cand->assigned[std::size_t(s)];
            if (c > 0)
                p.formats.append({slotFormat(s), slotProfile(s), c});
        }
    } else {
        for (int s = 0; s < kSlots; ++s) {
            const qint64 c = s == dom ? st.valid : slots_[std::size_t(s)].top;
            if (c > 0)
                p.formats.append({slotFormat(s), slotProfile(s), c});
        }
    }
    std::stable_sort(p.formats.begin(), p.formats.end(),
                     [](const FormatCount& a, const FormatCount& b) { return a.count > b.count; });
    p.dominant = df;
    p.dominantProfile = slotProfile(dom);
    p.dominantShare = double(st.valid) / double(n);
    if (d.runnerUp >= 0)
        p.runnerUp = slotFormat(d.runnerUp);
    if (cfg_.inheritedSlot == dom && !cfg_.forced)
        p.inheritedFrom = cfg_.inheritedFrom;
    if (st.hasInstant) {
        p.minTime = st.min;
        p.maxTime = st.max;
    }
    p.precision = st.finest != Precision::None ? st.finest : formatInfo(df).precision;

    // Anomalies, in the order of the enum.
    auto addAnomaly = [&](AnomalyKind k, qint64 count, QList<qint64> examples,
                          const QString& detail = QString()) {
        if (count <= 0)
            return;
        Anomaly a;
        a.kind = k;
        a.count = count;
        if (ctx.hasRowid)
            a.exampleRowids = examples.mid(0, kMaxExamples);
        a.detail = detail;
        p.anomalies.append(a);
    };
    const bool letters = caseInsensitive(df);
    if (letters && sawMixedCase()) {
        const bool lowerMajority = lowerOnly_.count >= upperOnly_.count;
        const Tally& minority = lowerMajority ? upperOnly_ : lowerOnly_;
        QList<qint64> ex;
        appendExamples(ex, mixedIn_);
        appendExamples(ex, minority);
        addAnomaly(
            AnomalyKind::MixedCase, mixedIn_.count + minority.count, ex,
            lowerMajority
                ? QCoreApplication::translate("idscope::analysis", "most values are lower case")
                : QCoreApplication::translate("idscope::analysis", "most values are upper case"));
    }
    {
        // A time column written consistently in one non-RFC spelling (SQLite's datetime()
        // text) has a convention, not an anomaly: then the values that break it are counted.
        const qint64 readable = n - noneValid_.count;
        if (d.role == ColumnRole::Time && nonCanonical_.count * 2 > readable)
            addAnomaly(AnomalyKind::NonCanonical, readable - nonCanonical_.count,
                       canonical_.examples(),
                       QCoreApplication::translate("idscope::analysis",
                                                   "most values use another spelling"));
        else
            addAnomaly(AnomalyKind::NonCanonical, nonCanonical_.count, nonCanonical_.examples());
    }
    {
        int major = -1;
        for (int sc = 1; sc < 5; ++sc) {
            if (validByStorage_[std::size_t(sc)].count > 0 &&
                (major < 0 || validByStorage_[std::size_t(sc)].count >
                                  validByStorage_[std::size_t(major)].count))
                major = sc;
        }
        qint64 count = 0;
        QList<qint64> ex;
        QStringList parts;
        for (int sc = 1; sc < 5; ++sc) {
            const Tally& t = validByStorage_[std::size_t(sc)];
            if (sc == major || t.count == 0)
                continue;
            count += t.count;
            appendExamples(ex, t);
            parts << QStringLiteral("%1 %2").arg(t.count).arg(storageWord(sc));
        }
        if (count > 0)
            addAnomaly(AnomalyKind::StorageMismatch, count, ex,
                       QCoreApplication::translate(
                           "idscope::analysis",
                           "%1 in a column of %2 values: they never compare equal to a %2 "
                           "parameter")
                           .arg(parts.join(QStringLiteral(", ")), storageWord(major)));
    }
    if (letters)
        addAnomaly(
            AnomalyKind::CaseDuplicate, caseDup_.count, caseDup_.examples(),
            ctx.sampled && !caseSet_
                ? QCoreApplication::translate("idscope::analysis", "found among the sampled rows")
                : QString());
    addAnomaly(AnomalyKind::Future, st.future.count, st.future.examples());
    {
        Tally before = st.beforeEpoch;
        QString detail;
        if (d.role == ColumnRole::Id && st.preLaunch.count > 0) {
            before.count += st.preLaunch.count;
            QList<qint64> ex = st.beforeEpoch.examples();
            appendExamples(ex, st.preLaunch);
            before.n = 0;
            for (qint64 r : ex)
                before.ex[std::size_t(before.n++)] = r;
            detail = QCoreApplication::translate("idscope::analysis",
                                                 "%1 before the format came into use")
                         .arg(st.preLaunch.count);
        }
        addAnomaly(AnomalyKind::BeforeEpoch, before.count, before.examples(), detail);
    }
    if (isUuid(df)) {
        // Relative to the version the column mints now (its newest row), so a migrated
        // column reports its old v4 rows even while they are still the majority.
        int current = dom;
        const int nc = candidateIndex(newestSlot_);
        if (newestSlot_ != dom && nc >= 0 && isUuid(slotFormat(newestSlot_)) &&
            slotProfile(newestSlot_) == slotProfile(dom))
            current = newestSlot_;
        const Format cf = slotFormat(current);
        const CandidateStats* cc = current == dom ? cand : &cands_[std::size_t(nc)];
        qint64 count = 0;
        QList<qint64> ex;
        if (cc) {
            count = cc->mixedVersions.count;
            ex = cc->mixedVersions.examples();
        } else {
            for (int s = 0; s < kSlots; ++s) {
                if (s != dom && isUuid(slotFormat(s)) && slotFormat(s) != df)
                    count += slots_[std::size_t(s)].top;
            }
        }
        QStringList parts;
        for (const FormatCount& fc : std::as_const(p.formats)) {
            if (fc.format != cf && isUuid(fc.format))
                parts << QStringLiteral("%1 %2").arg(formatName(fc.format)).arg(fc.count);
        }
        addAnomaly(AnomalyKind::MixedVersions, count, ex,
                   current == dom
                       ? QCoreApplication::translate("idscope::analysis", "%1 in a %2 column")
                             .arg(parts.join(QStringLiteral(", ")), formatName(cf))
                       : QCoreApplication::translate("idscope::analysis",
                                                     "%1 in a column whose newest rows are %2")
                             .arg(parts.join(QStringLiteral(", ")), formatName(cf)));
    }
    {
        // Clock skew against the time column the IDs agree with best; only meaningful when
        // they normally agree (a foreign key to an older row is not skew).
        int best = -1;
        double bestShare = -1;
        for (int t = 0; t < ctx.timeColumnNames.size() && t < kMaxTimeColumns; ++t) {
            const qint64 cmp = st.comparable[std::size_t(t)];
            if (cmp == 0)
                continue;
            const double share = double(st.agree[std::size_t(t)]) / double(cmp);
            if (share > bestShare) {
                bestShare = share;
                best = t;
            }
        }
        if (best >= 0) {
            p.timeColumn = ctx.timeColumnNames[best];
            p.timeAgreement = bestShare;
            const qint64 skewed = st.comparable[std::size_t(best)] - st.agree[std::size_t(best)];
            if (bestShare >= 0.5 && skewed > 0) {
                QString detail =
                    QCoreApplication::translate("idscope::analysis",
                                                "compared with %1; %2 % of rows agree within 60 s")
                        .arg(p.timeColumn, percent(bestShare));
                QList<qint64> ex;
                if (cand) {
                    ex = cand->skew[std::size_t(best)].examples();
                    detail += QCoreApplication::translate("idscope::analysis", "; largest skew %1")
                                  .arg(duration(cand->maxSkewMs[std::size_t(best)]));
                }
                addAnomaly(AnomalyKind::ClockSkew, skewed, ex, detail);
            }
        }
    }
    {
        qint64 count = 0;
        QList<qint64> ex;
        if (cand) {
            count = cand->notAnId.count;
            ex = cand->notAnId.examples();
        } else {
            qint64 sameFamilyOther = 0;
            for (int s = 0; s < kSlots; ++s) {
                if (s != dom && sameFamily(slotFormat(s), df) && slotFormat(s) != df)
                    sameFamilyOther += slots_[std::size_t(s)].top;
            }
            count = std::max<qint64>(0, n - st.valid - sameFamilyOther);
            ex = noneValid_.examples();
        }
        addAnomaly(AnomalyKind::NotAnId, count, ex);
    }

    // What the keys cost.
    if (ctx.table) {
        const db::TableInfo& t = *ctx.table;
        int indexes = 0;
        for (const db::IndexInfo& ix : t.indexes) {
            if (t.withoutRowid && ix.origin == QLatin1String("pk"))
                continue;                                 // the table itself
            bool has = cfg_.primaryKey && t.withoutRowid; // every index carries the key
            for (const QString& c : ix.columns) {
                if (c.compare(cfg_.name, Qt::CaseInsensitive) == 0)
                    has = true;
            }
            if (has)
                ++indexes;
        }
        p.indexCount = indexes;
    }
    int major = -1;
    for (int sc = 1; sc < 5; ++sc) {
        if (storage_[std::size_t(sc)] > 0 &&
            (major < 0 || storage_[std::size_t(sc)] > storage_[std::size_t(major)]))
            major = sc;
    }
    const bool asText = major == int(db::StorageClass::Text);
    const bool asBlob = major == int(db::StorageClass::Blob);
    double other = 0;
    if ((isUuid(df) || df == Format::Ulid) && asText) {
        other = 16;
        p.otherRepresentation = QCoreApplication::translate("idscope::analysis", "16-byte BLOB");
    } else if (isUuid(df) && asBlob) {
        other = 36;
        p.otherRepresentation =
            QCoreApplication::translate("idscope::analysis", "36-character TEXT");
    } else if (df == Format::Ulid && asBlob) {
        other = 26;
        p.otherRepresentation =
            QCoreApplication::translate("idscope::analysis", "26-character TEXT");
    } else if (df == Format::Ksuid && asText) {
        other = 20;
        p.otherRepresentation = QCoreApplication::translate("idscope::analysis", "20-byte BLOB");
    } else if (df == Format::ObjectId && asText) {
        other = 12;
        p.otherRepresentation = QCoreApplication::translate("idscope::analysis", "12-byte BLOB");
    } else if (df == Format::Rfc3339 && asText) {
        if (p.precision <= Precision::Second) {
            other = 4;
            p.otherRepresentation =
                QCoreApplication::translate("idscope::analysis", "INTEGER Unix seconds");
        } else if (p.precision <= Precision::Millisecond) {
            other = 6;
            p.otherRepresentation =
                QCoreApplication::translate("idscope::analysis", "INTEGER Unix milliseconds");
        } else {
            other = 8;
            p.otherRepresentation =
                QCoreApplication::translate("idscope::analysis", "INTEGER Unix microseconds");
        }
    }
    if (other > 0) {
        p.otherRepresentationBytes = other;
        double values = double(n);
        if (ctx.estimatedRows > rows_ && rows_ > 0)
            values = double(n) * double(ctx.estimatedRows) / double(rows_);
        const double perKey = p.avgStoredBytes - other;
        p.otherRepresentationSaving = qint64(std::llround(perKey * values * (1 + p.indexCount)));
        const QString where =
            p.indexCount == 0
                ? QCoreApplication::translate("idscope::analysis", "in the table")
                : QCoreApplication::translate("idscope::analysis", "in the table and %n index(es)",
                                              nullptr, p.indexCount);
        p.otherRepresentationNote =
            perKey >= 0
                ? QCoreApplication::translate(
                      "idscope::analysis",
                      "Stored as %1, the values would take %2 bytes less each, about %3 bytes "
                      "%4.")
                      .arg(p.otherRepresentation, QLocale().toString(perKey, 'f', 1),
                           QLocale().toString(p.otherRepresentationSaving), where)
                : QCoreApplication::translate(
                      "idscope::analysis",
                      "Stored as %1, the values would take %2 bytes more each, about %3 bytes "
                      "%4.")
                      .arg(p.otherRepresentation, QLocale().toString(-perKey, 'f', 1),
                           QLocale().toString(-p.otherRepresentationSaving), where);
    }

    // What the keys reveal.
    if (d.role == ColumnRole::Id) {
        if (carriesInstant(df)) {
            p.disclosure = QCoreApplication::translate(
                               "idscope::analysis",
                               "Each ID discloses its row's creation instant, to the %1, to "
                               "anyone who sees the ID.")
                               .arg(precisionWords(p.precision));
            if (isUuid(df) && p.dominantShare < 0.999)
                p.disclosure += QLatin1Char(' ') +
                                QCoreApplication::translate("idscope::analysis",
                                                            "Rows with UUIDs of other versions "
                                                            "disclose nothing.");
        } else {
            // A minority that carries an instant (v7 rows in a mostly-v4 column) does disclose.
            const auto timed =
                std::find_if(p.formats.cbegin(), p.formats.cend(), [](const FormatCount& f) {
                    return f.count > 0 && carriesInstant(f.format);
                });
            p.disclosure =
                timed == p.formats.cend()
                    ? QCoreApplication::translate(
                          "idscope::analysis",
                          "The IDs carry no creation instant: they disclose nothing about "
                          "when a row was made.")
                    : QCoreApplication::translate(
                          "idscope::analysis",
                          "The %1 IDs carry no creation instant, but the %2 ones disclose their "
                          "row's creation instant to anyone who sees them.")
                          .arg(QString::fromLatin1(formatInfo(df).title),
                               QString::fromLatin1(formatInfo(timed->format).title));
        }
    }
    p.randomBits = randomBitsPerTick(df, p.dominantProfile);
    if (ci == 0 && pred_.tickPrecision != Precision::None) {
        TickCounter ticks = ticks_;
        TickCounter secs = seconds_;
        const TickCounter::Result tick = ticks.finish();
        const TickCounter::Result sec = secs.finish();
        if (tick.count > 0) {
            p.densestTickCount = tick.count;
            p.densestTick = tickStart(tick.tick, pred_.tickPrecision);
            p.densestSecondCount = std::max(sec.count, tick.count);
            const CollisionEstimate e =
                birthdayBound(tick.count, p.densestSecondCount, p.randomBits,
                              ticksPerSecond(pred_.tickPrecision));
            p.collisionProbabilityPerSecond = e.perSecond;
            p.collisionProbabilityPerYear = e.perYear;
            p.collisionNote =
                QCoreApplication::translate(
                    "idscope::analysis",
                    "Peak: %1 IDs in one %2 and %3 in one second; %4 random bits per tick. "
                    "Birthday bound P ≈ n²/(2·2^bits) per tick, the peak second sustained for a "
                    "year.")
                    .arg(tick.count)
                    .arg(precisionWords(pred_.tickPrecision))
                    .arg(p.densestSecondCount)
                    .arg(p.randomBits);
        }
    }
    return p;
}

} // namespace idscope::analysis::detail
