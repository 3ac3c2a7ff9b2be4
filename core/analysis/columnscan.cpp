#include "columnscan.h"

#include "collision.h"

#include "ids/codecs.h"
#include "ids/crockford.h"
#include "ids/timezone.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <tuple>

namespace idscope::analysis::detail {

namespace {

__extension__ typedef __int128 Int128;

constexpr qint64 kFutureToleranceMs = 60000;
constexpr qint64 kSkewToleranceMs = 60000;
constexpr qint64 kBackfillMs = 86400000; // an ID minted more than a day after its row's time
constexpr qint64 kGregorianToUnixSeconds = 12219292800LL; // 1582-10-15 .. 1970-01-01
// KSUID time fields from here on are 1400000000 - 2^32 + field >= 0: a time from 1970 up to the
// KSUID epoch (2014-05-13) stored as a negative 32-bit offset.
constexpr quint64 kKsuidWrapFrom = (quint64(1) << 32) - 1400000000ULL;
// 2100-01-01T00:00:00Z: a UUIDv7 whose RFC 9562 instant is later than this (and than now) is
// no time a clock gave.
constexpr qint64 kYear2100Seconds = 4102444800LL;
constexpr int kPlausibleScore = 65; // instantPlausibility: after 1990, not far in the future
// Rows minted in the same millisecond as the row before them: how many pairs it takes to judge
// a column's order within a millisecond, and the share that must agree.
constexpr qint64 kMinPairs = 10;
constexpr double kMonotonicShare = 0.9;
// A fraction of the millisecond covers 0..4095: rand_a values in at least half its sixteenths.
constexpr int kFractionSpread = 8;

// Prose names a format by its display title ("UUIDv4", "Unix seconds"), never by the
// stable name JSON keys use ("uuidv4", "unix-s").
QString name(int slot)
{
    return formatDisplayTitle(slotFormat(slot));
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
    case Precision::Ms256:
        return 256;
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

// a - b in ms (floored to whole ms of each), signed.
Int128 signedDiffMs(const Instant& a, const Instant& b)
{
    return (Int128(a.seconds) - Int128(b.seconds)) * 1000 + (a.nanos / 1000000 - b.nanos / 1000000);
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
    case Precision::Ms256:
        return QCoreApplication::translate("idscope::analysis", "256 milliseconds");
    case Precision::TenMilliseconds:
        return QCoreApplication::translate("idscope::analysis", "10 milliseconds");
    case Precision::Millisecond:
        return QCoreApplication::translate("idscope::analysis", "millisecond");
    case Precision::TenMicroseconds:
        return QCoreApplication::translate("idscope::analysis", "10 microseconds");
    case Precision::Microsecond:
        return QCoreApplication::translate("idscope::analysis", "microsecond");
    case Precision::Ms4096:
        return QCoreApplication::translate("idscope::analysis", "1/4096 millisecond");
    case Precision::HundredNanoseconds:
        return QCoreApplication::translate("idscope::analysis", "100 nanoseconds");
    case Precision::Nanosecond:
        return QCoreApplication::translate("idscope::analysis", "nanosecond");
    }
    return QString();
}

QString storageWord(db::StorageClass sc)
{
    switch (sc) {
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
bool snowflakeFields(Format f, quint64 v, unsigned& node, bool& smallSeq)
{
    switch (f) {
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

// Formats with a known generator bug that shows in one value (ColumnScan::noteGeneratorBugs).
bool bugFormat(Format f)
{
    return f == Format::Ulid || f == Format::UuidV7 || f == Format::UuidV1 || f == Format::UuidV6 ||
           f == Format::Ksuid;
}

// A 26-character ULID spelled with U (or u): Crockford base32 and its aliases but for U, which
// no decoder reads, and a first digit that fits 128 bits.
bool ulidButForU(const IdInput& in)
{
    if (in.kind != IdInput::Kind::Text || in.size != 26)
        return false;
    bool u = false;
    for (int i = 0; i < 26; ++i) {
        const char c = in.data[i];
        if (c == 'U' || c == 'u') {
            u = true;
            if (i == 0)
                return false;
        } else if (crockford::kDecode[quint8(c)] == crockford::kInvalid) {
            return false;
        } else if (i == 0 && (crockford::kDecode[quint8(c)] & crockford::kValueMask) > 7) {
            return false;
        }
    }
    return u;
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
      nowMs_(nowMs), ownDetector_([&] {
          DecodeOptions o;
          o.nowMs = nowMs;
          return o;
      }()),
      slots_(kSlots), ticks_(pred.tickPrecision != Precision::None ? 12 : 1),
      seconds_(pred.tickPrecision != Precision::None ? 10 : 1),
      fractionTicks_(pred.tickPrecision != Precision::None && !pred.candidates.empty() &&
                             slotFormat(pred.candidates.front()) == Format::UuidV7
                         ? 12
                         : 1),
      collectCase_(collectCase)
{
    futureAfter_ = Instant::fromUnixMs(nowMs + kFutureToleranceMs);
    plausibleUntil_ = Instant::fromUnixMs(nowMs + 86400000);
    bounds_.resize(kSlots);
    fastTime_ = streaming && !cfg_.forced && pred_.role == ColumnRole::Time &&
                pred_.timeSlot >= 0 && slotFormat(pred_.timeSlot) >= Format::UnixS &&
                slotFormat(pred_.timeSlot) <= Format::UnixNs && slotProfile(pred_.timeSlot) == 0;
    if (streaming && !pred_.candidates.empty())
        fastFamily_ = familyParser(slotFormat(pred_.candidates.front()));
    sameReadingsAbove_ = fastFamily_ == &parseSnowflake && !cfg_.forced;
    binary_ = BinaryLayoutStats(nowMs);
    hex128_ = BinaryLayoutStats(nowMs);
    if (pred_.binaryAs != Format::Count && !cfg_.forced) {
        binaryFamily_ = familyParser(pred_.binaryAs);
        binaryOptions_ = detector_.options();
        binaryOptions_.forced = pred_.binaryAs;
    }
    unsigned node = 0;
    bool smallSeq = false;
    for (int f = 0; f < kFormatCount; ++f)
        traits_[std::size_t(f)] =
            quint8((isUuid(Format(f)) ? kUuidTrait : 0) |
                   (isCaseInsensitiveText(Format(f)) ? kCaseInsensitiveTrait : 0) |
                   (weakFormat(Format(f)) ? kWeakTrait : 0) |
                   (snowflakeFields(Format(f), 0, node, smallSeq) ? kSnowflakeTrait : 0) |
                   (bugFormat(Format(f)) ? kBugTrait : 0));
    candidateOfSlot_.fill(-1);
    for (int s : pred_.candidates) {
        if (int(cands_.size()) >= kMaxCandidates || s < 0 || s >= kSlots ||
            candidateOfSlot_[std::size_t(s)] >= 0)
            continue;
        CandidateStats c;
        c.slot = s;
        c.assigned.assign(kSlots + 1, 0);
        if (const std::optional<qint64> own = snowflakeEpochMs(slotFormat(s), slotProfile(s))) {
            const std::span<const SnowflakeEpoch> epochs = snowflakeEpochs();
            for (std::size_t e = 0; e < epochs.size(); ++e) {
                if (epochs[e].epochMs == *own)
                    continue;
                c.epochIndex[std::size_t(c.otherEpochs)] = int(e);
                c.epochOffsetMs[std::size_t(c.otherEpochs++)] = *own - epochs[e].epochMs;
            }
        }
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

Candidates* ColumnScan::parseAsPredicted(const IdInput& in)
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
    if (!(traits_[std::size_t(slotFormat(want))] & kWeakTrait)) {
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
    return traits_[std::size_t(f)] & kCaseInsensitiveTrait;
}

void ColumnScan::noteCase(const IdInput& in, const RowsCounted& row)
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
        mixedIn_.hit(row);
    else if (lo)
        lowerOnly_.hit(row);
    else if (up)
        upperOnly_.hit(row);
}

void ColumnScan::noteCaseDuplicate(const IdInput& in, const RowsCounted& row)
{
    const qint64 rowid = row.rowids[0];
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
        caseDup_.hit(RowsCounted::one(it->rowid, row.kept > 0));
        it->counted = true;
    }
    caseDup_.hit(row);
}

namespace {

// An integer of a unix-* timestamp format as an instant, with the format's precision.
Instant unixInstant(Format f, qint64 v, Precision& precision)
{
    switch (f) {
    case Format::UnixS:
        precision = Precision::Second;
        return Instant::fromUnixSeconds(v);
    case Format::UnixMs:
        precision = Precision::Millisecond;
        return Instant::fromUnixMs(v);
    case Format::UnixUs:
        precision = Precision::Microsecond;
        return Instant::fromUnixUs(v);
    default:
        precision = Precision::Nanosecond;
        return Instant::fromUnixNs(v);
    }
}

} // namespace

void ColumnScan::add(const IdInput& in, db::StorageClass sc, qint64 bytes, bool longValue,
                     qint64 rowid, bool hasRowid, RowTimes& times)
{
    ++rows_;
    ++storage_[std::size_t(sc)];
    if (timeIndex >= 0)
        times.has[std::size_t(timeIndex)] = false;
    if (sc == db::StorageClass::Null) {
        ++nulls_; // counts nothing a run counts: the run goes on
        return;
    }
    storedBytes_ += bytes;
    if (in.kind == IdInput::Kind::Blob && in.size == 16) {
        binary_.add(reinterpret_cast<const quint8*>(in.data));
        binaryValues_.hit(RowsCounted::one(rowid, hasRowid));
    } else if (in.kind == IdInput::Kind::Text && (in.size == 32 || in.size == 36)) {
        addHex128(in);
    }
    if (in.kind == IdInput::Kind::Integer) {
        intMin_ = std::min(intMin_, in.integer);
        intMax_ = std::max(intMax_, in.integer);
    }
    if (!longValue && extendsRun(in))
        return extendRun(in, rowid, hasRowid);
    flushRun(times);
    const RowsCounted row = RowsCounted::one(rowid, hasRowid);
    if (longValue) {
        ++longValues_;
        noneValid_.hit(row);
        for (CandidateStats& c : cands_) {
            ++c.assigned[kNoSlot];
            c.notAnId.hit(row);
        }
        return;
    }
    if (fastTime_ && !cfg_.profiled && in.kind == IdInput::Kind::Integer && timeIndex >= 0) {
        // Read only as the row's timestamp for other columns: the instant is all it gives.
        Precision p = Precision::None;
        times.at[std::size_t(timeIndex)] = unixInstant(slotFormat(pred_.timeSlot), in.integer, p);
        times.has[std::size_t(timeIndex)] = true;
        times.precision[std::size_t(timeIndex)] = p;
        return;
    }
    const Candidates& readings = readingsOf(in);
    noteStructure(readings);
    runTopSlot_ = countValue(readings, in, sc, row, times);
    if (!hasRowid || rowid >= newestRowid_) {
        newestRowid_ = rowid;
        newestSlot_ = runTopSlot_;
    }
}

// What one value (or a run of them) counts; returns the slot of its best reading.
int ColumnScan::countValue(const Candidates& readings, const IdInput& in, db::StorageClass sc,
                           const RowsCounted& row, RowTimes& times)
{
    Readings r;
    countReadings(readings, in, row, times, r);
    if (r.top)
        noteBestReading(*r.top, in, sc, row);
    else
        noneValid_.hit(row);
    assignToCandidates(r, row);
    if (r.first && r.first->hasInstant)
        noteRowInstant(*r.first, row, times);
    return r.topSlot;
}

// Does the value only repeat the readings of the value before, with nothing of its own row to
// compare them with?
bool ColumnScan::extendsRun(const IdInput& in) const
{
    return timeIndex < 0 && !pred_.compareWithTime && in.kind == IdInput::Kind::Integer &&
           reusable_ != Reusable::None &&
           quint64(in.integer) >> kSnowflakeSameReadingsBits == reusableKey_;
}

void ColumnScan::extendRun(const IdInput& in, qint64 rowid, bool hasRowid)
{
    noteRunStructure(quint64(in.integer));
    if (run_.rows == 0)
        runInput_ = in;
    ++run_.rows;
    if (hasRowid && run_.kept < kMaxExamples)
        run_.rowids[std::size_t(run_.kept++)] = rowid;
    if (!hasRowid || rowid >= newestRowid_) {
        newestRowid_ = rowid;
        newestSlot_ = runTopSlot_;
    }
}

// The run's rows, counted at once: their readings are the value's before the run, instants
// and their classes too.
void ColumnScan::flushRun(RowTimes& times)
{
    if (run_.rows == 0)
        return;
    reusing_ = true;
    countValue(reusable_ == Reusable::Family ? familyOut_ : scratch_, runInput_,
               db::StorageClass::Integer, run_, times);
    run_.rows = 0;
    run_.kept = 0;
}

void ColumnScan::finishPass()
{
    RowTimes none;
    flushRun(none);
}

// The last value's readings, now of `in`, when they are its readings too; else nullptr.
Candidates* ColumnScan::reusableReadings(const IdInput& in)
{
    if (reusable_ == Reusable::None || in.kind != IdInput::Kind::Integer ||
        quint64(in.integer) >> kSnowflakeSameReadingsBits != reusableKey_)
        return nullptr;
    Candidates& last = reusable_ == Reusable::Family ? familyOut_ : scratch_;
    for (Decoded& d : last)
        d.u64 = quint64(in.integer);
    return &last;
}

// The readings of one value as read, and with a UUID version forced on the column, what a
// value that is no such UUID is: another version (a v4 in a column read as UUIDv7 is a UUIDv4,
// not "no ID"), and a value that is an RFC UUID as stored is read as stored, not through the
// .NET byte order that happens to spell the forced version (about one random v4 in 16).
const Candidates& ColumnScan::readingsOf(const IdInput& in)
{
    const Candidates& got = readingsAsFound(in);
    if (!cfg_.forced || !isUuid(*cfg_.forced) || !notTheForcedUuid(got, in))
        return got;
    ownDetector_.detect(in, ownReadings_);
    reusable_ = Reusable::None;
    reusing_ = false;
    return ownReadings_;
}

bool ColumnScan::notTheForcedUuid(const Candidates& forced, const IdInput& in) const
{
    bool rfc = false, any = false;
    for (const Decoded& d : forced) {
        if (d.valid() && d.format == *cfg_.forced) {
            any = true;
            rfc = rfc || d.profile == 0;
        }
    }
    if (!any)
        return true;
    if (rfc || in.kind != IdInput::Kind::Blob || in.size != 16)
        return false;
    // Only the .NET reading is of the forced version: is the value an RFC UUID as stored?
    const auto* b = reinterpret_cast<const quint8*>(in.data);
    const int version = b[6] >> 4;
    return (b[8] & 0xC0) == 0x80 && version >= 1 && version <= 8;
}

// The readings of one value: the predicted timestamp unit alone (no detection), the predicted
// family, or every format.
const Candidates& ColumnScan::readingsAsFound(const IdInput& in)
{
    if (binaryFamily_ && in.kind == IdInput::Kind::Blob && in.size == 16) {
        // The column's 16-byte values are of one format its bits showed as a whole.
        scratch_.clear();
        binaryFamily_(in, binaryOptions_, scratch_);
        reusable_ = Reusable::None;
        reusing_ = false;
        return scratch_;
    }
    if (fastTime_ && in.kind == IdInput::Kind::Integer) {
        Decoded d;
        d.format = slotFormat(pred_.timeSlot);
        d.prior = 50;
        d.hasInstant = true;
        d.u64 = quint64(in.integer);
        d.flags = in.integer < 0 ? quint32(WarnBeforeEpoch) : 0u;
        d.instant = unixInstant(d.format, in.integer, d.precision);
        scratch_.clear();
        scratch_.add(d);
        usedFastTime_ = true;
        reusable_ = Reusable::None;
        reusing_ = false;
        return scratch_;
    }
    if (fastFamily_) {
        // A counter or time-ordered Snowflakes: most values share their readings with the
        // value before (kSnowflakeSameReadingsBits), so the parse is skipped for them.
        const bool integer = in.kind == IdInput::Kind::Integer;
        const quint64 key = quint64(in.integer) >> kSnowflakeSameReadingsBits;
        if (Candidates* last = reusableReadings(in)) {
            reusing_ = true;
            return *last;
        }
        reusing_ = false;
        Candidates* readings = parseAsPredicted(in);
        reusable_ = !sameReadingsAbove_ || !integer || !readings ? Reusable::None
                    : readings == &familyOut_                    ? Reusable::Family
                                                                 : Reusable::Scratch;
        reusableKey_ = key;
        if (readings)
            return *readings;
    }
    reusing_ = false;
    detector_.detect(in, scratch_);
    return scratch_;
}

// Counts each valid reading once per slot: validity, the instant range and plausibility and
// the agreement with the row's time columns.
void ColumnScan::countReadings(const Candidates& readings, const IdInput& in,
                               const RowsCounted& row, const RowTimes& times, Readings& r)
{
    const bool numeric = in.kind == IdInput::Kind::Integer || in.kind == IdInput::Kind::Real;
    for (int k = 0; k < readings.size(); ++k) {
        const Decoded& d = readings[k];
        if (!d.valid())
            break; // valid readings come first
        const int s = slotOf(d.format, d.profile);
        if (r.mask.test(std::size_t(s)))
            continue;
        r.mask.set(std::size_t(s));
        SlotStats& st = slots_[std::size_t(s)];
        st.valid += row.rows;
        if (numeric)
            st.numeric += row.rows;
        if (!r.top) {
            r.top = &d;
            r.topSlot = s;
            st.top += row.rows;
            // Only strong-shape slots are decided by their top readings (decideByTopReading);
            // numbers, weak by nature, skip the check on the hot path.
            if (!(traits_[std::size_t(d.format)] & kWeakTrait) && !d.selfIdentifying &&
                !isPlausibleReading(d, nowMs_))
                st.implausibleTop += row.rows;
        }
        const int ci = candidateOfSlot_[std::size_t(s)];
        if (ci == 0)
            r.first = &d;
        if (uuid(d.format) && r.uuidByProfile[slotProfile(s)] == kNoSlot)
            r.uuidByProfile[slotProfile(s)] = s;
        if (d.hasInstant)
            countInstant(d, k, s, ci, row, times);
        if (traits_[std::size_t(d.format)] & kBugTrait)
            noteGeneratorBugs(d, s, row);
    }
    if (!r.mask.test(std::size_t(slotOf(Format::Ulid, 0))) && ulidButForU(in))
        ulidWithU_.hit(row);
}

bool ColumnScan::SameMsOrder::pairs(const Decoded& d, qint64 at, bool* adjacent)
{
    const bool same = has && at > order && std::memcmp(d.bytes.data(), last.data(), 6) == 0;
    if (same)
        ++sameMsPairs;
    if (adjacent)
        *adjacent = same && at == order + 1;
    return same;
}

void ColumnScan::SameMsOrder::remember(const Decoded& d, qint64 at)
{
    has = true;
    order = at;
    std::memcpy(last.data(), d.bytes.data(), 16);
}

// A ULID against the row before it (in rowid order): in the same millisecond, do its random
// bits increase? Rows without a rowid have no order to judge.
void ColumnScan::noteUlidOrder(const Decoded& d, const RowsCounted& row)
{
    if (row.kept == 0 || d.size < 16)
        return;
    UlidOrder& o = ulidOrder_;
    const qint64 at = row.rowids[0];
    if (o.order.pairs(d, at)) {
        if (std::memcmp(d.bytes.data() + 6, o.order.last.data() + 6, 10) > 0)
            ++o.increasing;
        else
            o.notIncreasing.hit(row);
    }
    o.order.remember(d, at);
}

namespace {
constexpr int kV7RandABits = 12;

// rand_a, the 12 bits after the version nibble, of UUID bytes in RFC order.
quint64 v7RandA(const quint8* b)
{
    return quint64(b[6] & 0x0F) << 8 | b[7];
}

// unix_ts_ms and rand_a of a UUIDv7 as one number: its 1/4096 ms tick (tickOf's numbering of
// Precision::Ms4096) when rand_a is a fraction of the millisecond.
qint64 v7FractionTick(const Decoded& d)
{
    return qint64(d.u64 << kV7RandABits | v7RandA(d.bytes.data()));
}

// rand_a (12 bits) and rand_b (62 bits) of UUID bytes in RFC order, as one 74-bit number.
Int128 v7Random(const quint8* b)
{
    quint64 randB = b[8] & 0x3F;
    for (int i = 9; i < 16; ++i)
        randB = randB << 8 | b[i];
    return Int128(v7RandA(b)) << 62 | Int128(randB);
}
} // namespace

// A UUIDv7 against the row before it: whether rand_a went down within the millisecond, and
// whether a counter in rand_a (and on into rand_b) stepped by one; over every value, where
// rand_a falls and the range of the millisecond with rand_a as its fraction.
void ColumnScan::noteV7RandA(const Decoded& d, int profile, const RowsCounted& row)
{
    if (d.size < 16)
        return;
    V7RandAStats& v = v7RandA_[std::size_t(profile)];
    const quint8* b = d.bytes.data();
    const quint64 randA = v7RandA(b);
    v.spread |= quint16(1u << (randA >> 8));
    const quint64 key = quint64(v7FractionTick(d));
    if (!v.hasKey || key < v.minKey)
        v.minKey = key;
    if (!v.hasKey || key > v.maxKey)
        v.maxKey = key;
    v.hasKey = true;
    if (row.kept == 0 && !scanOrder)
        return;
    // The rowid, else the row's place in the full scan (rows_ counts every row, NULLs too).
    const qint64 at = row.kept > 0 ? row.rowids[0] : rows_;
    bool adjacent = false;
    if (v.order.pairs(d, at, &adjacent)) {
        const quint8* a = v.order.last.data();
        const quint64 lastA = v7RandA(a);
        if (randA >= lastA)
            ++v.nonDecreasing;
        if (adjacent) {
            ++v.adjacentPairs;
            const Int128 now = v7Random(b), before = v7Random(a);
            for (int w = 0; w <= kMaxCounterSpill; ++w) {
                if ((now >> (62 - w)) - (before >> (62 - w)) == 1)
                    ++v.stepOne[std::size_t(w)];
            }
        }
    }
    v.order.remember(d, at);
}

// The known generator bugs one reading shows (the kinds after AnomalyKind::UlidInUuid).
void ColumnScan::noteGeneratorBugs(const Decoded& d, int s, const RowsCounted& row)
{
    const std::size_t profile = std::size_t(slotProfile(s));
    switch (d.format) {
    case Format::Ulid:
        // The ULID parser flags a non-canonical spelling for Crockford's aliases alone.
        if (d.flags & WarnNonCanonicalSpelling)
            bugs_[kUlidAliasBug][profile].hit(row);
        noteUlidOrder(d, row);
        break;
    case Format::UuidV7:
        // unix_ts_ms is u64: its top bit is 2^47 ms, the year 6429.
        if (d.u64 >> 47)
            bugs_[kV7TopBitBug][profile].hit(row);
        noteV7RandA(d, int(profile), row);
        noteV7Draft(d, s, row);
        break;
    case Format::UuidV1:
    case Format::UuidV6:
        // Before 1970, and read from the Unix epoch a plausible time up to now.
        if (d.instant.seconds < 0) {
            const Instant unix{d.instant.seconds + kGregorianToUnixSeconds, d.instant.nanos};
            if (!(unix < bounds(s).plausibleFrom) && !(plausibleUntil_ < unix))
                bugs_[kUuid1EpochBug][profile].hit(row);
        }
        break;
    case Format::Ksuid:
        // The 32-bit field (u64) read as a signed offset from the epoch lands in 1970..2014.
        if (d.u64 >= kKsuidWrapFrom && d.u64 <= 0xffffffffULL)
            bugs_[kKsuidWrapBug][profile].hit(row);
        break;
    default:
        break;
    }
}

// A UUIDv7 of the 2021 drafts (draft-peabody-dispatch-new-uuid-format-01/-02): 36 bits of Unix
// seconds and 12 bits of the second's fraction where RFC 9562 has 48 bits of ms. Counted when
// the RFC 9562 instant is after 2100 and now while the draft reading lies between the format's
// launch and now.
void ColumnScan::noteV7Draft(const Decoded& d, int s, const RowsCounted& row)
{
    if (!(futureAfter_ < d.instant) || d.instant.seconds < kYear2100Seconds)
        return;
    const quint64 fraction = d.u64 & 0xfff; // 1/4096 s
    const Instant draft{qint64(d.u64 >> 12), qint32(fraction * 1000000000ULL / 4096)};
    if (draft < bounds(s).launch || futureAfter_ < draft)
        return;
    const std::size_t profile = std::size_t(slotProfile(s));
    bugs_[kV7DraftBug][profile].hit(row);
    if (!v7DraftFirst_[profile])
        v7DraftFirst_[profile] = draft;
}

// The Snowflake structure of one value, per slot of its valid readings; the slots are kept
// for the rows of a run.
void ColumnScan::noteStructure(const Candidates& readings)
{
    std::bitset<kSlots> seen;
    structureSlots_ = 0;
    for (const Decoded& d : readings) {
        if (!d.valid())
            break;
        if (!(traits_[std::size_t(d.format)] & kSnowflakeTrait))
            continue;
        const int s = slotOf(d.format, d.profile);
        if (seen.test(std::size_t(s)))
            continue;
        seen.set(std::size_t(s));
        structureSlot_[std::size_t(structureSlots_++)] = qint16(s);
        noteStructure(s, d.u64);
    }
}

// A row of a run: the structure of its own value in the slots of the run's readings.
void ColumnScan::noteRunStructure(quint64 value)
{
    for (int i = 0; i < structureSlots_; ++i)
        noteStructure(structureSlot_[std::size_t(i)], value);
}

void ColumnScan::noteStructure(int slot, quint64 value)
{
    unsigned node = 0;
    bool smallSeq = false;
    snowflakeFields(slotFormat(slot), value, node, smallSeq);
    SlotStats& st = slots_[std::size_t(slot)];
    st.nodes[node >> 6] |= quint64(1) << (node & 63);
    st.smallSequence += smallSeq ? 1 : 0;
}

// Reading `k` of the value: its instant's range, plausibility and agreement with the row's
// times. A reused reading (the value before had the same one) has the same range and class.
void ColumnScan::countInstant(const Decoded& d, int k, int s, int ci, const RowsCounted& row,
                              const RowTimes& times)
{
    SlotStats& st = slots_[std::size_t(s)];
    const quint8 cls = reusing_ ? instantClass_[std::size_t(k)] : classifyInstant(d, s);
    instantClass_[std::size_t(k)] = cls;
    if (cls & kFutureInstant)
        st.future.hit(row);
    if (cls & kPlausibleInstant)
        st.plausible += row.rows;
    if (cls & kBeforeEpochInstant)
        st.beforeEpoch.hit(row);
    if (cls & kPreLaunchInstant)
        st.preLaunch.hit(row);
    if (!pred_.compareWithTime)
        return;
    for (int t = 0; t < times.count; ++t) {
        if (!times.has[std::size_t(t)])
            continue;
        const qint64 diff = absDiffMs(d.instant, times.at[std::size_t(t)]);
        const qint64 tol = kSkewToleranceMs +
                           std::max(tickMs(d.precision), tickMs(times.precision[std::size_t(t)]));
        st.comparable[std::size_t(t)] += row.rows;
        if (diff <= tol) {
            st.agree[std::size_t(t)] += row.rows;
        } else if (ci >= 0) {
            CandidateStats& c = cands_[std::size_t(ci)];
            c.skew[std::size_t(t)].hit(row);
            if (times.at[std::size_t(t)] < d.instant && diff > kBackfillMs)
                c.backfill[std::size_t(t)].hit(row);
            if (c.otherEpochs > 0) {
                const Int128 ahead = signedDiffMs(d.instant, times.at[std::size_t(t)]);
                for (int e = 0; e < c.otherEpochs; ++e) {
                    const Int128 off = ahead - c.epochOffsetMs[std::size_t(e)];
                    if (off <= tol && -off <= tol)
                        c.atEpochOffset[std::size_t(t)][std::size_t(e)].hit(row);
                }
            }
            c.maxSkewMs[std::size_t(t)] = std::max(c.maxSkewMs[std::size_t(t)], diff);
        }
    }
}

// Widens the slot's range by the instant and says where it stands: instantPlausibility() as
// thresholds of the slot, compared as Instants.
quint8 ColumnScan::classifyInstant(const Decoded& d, int s)
{
    SlotStats& st = slots_[std::size_t(s)];
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
    const SlotBounds& b = bounds(s);
    if (futureAfter_ < d.instant) {
        const bool plausible = !(plausibleUntil_ < d.instant) && !(d.instant < b.plausibleFrom);
        return quint8(kFutureInstant | (plausible ? kPlausibleInstant : 0));
    }
    quint8 cls = d.instant < b.plausibleFrom ? 0 : kPlausibleInstant;
    if ((d.flags & WarnBeforeEpoch) || d.instant.seconds < 0)
        cls |= kBeforeEpochInstant;
    else if (d.instant < b.launch)
        cls |= kPreLaunchInstant;
    return cls;
}

// The value's best reading: its storage class, its spelling and its letter case.
void ColumnScan::noteBestReading(const Decoded& top, const IdInput& in, db::StorageClass sc,
                                 const RowsCounted& row)
{
    validByStorage_[std::size_t(sc)].hit(row);
    if (top.flags & WarnNonCanonicalSpelling)
        nonCanonical_.hit(row);
    else
        canonical_.hit(row);
    if (sc != db::StorageClass::Text || !caseInsensitive(top.format))
        return;
    // ULID and UUID parsers already saw the letter case (ULID is canonically upper case, UUID
    // text lower case); other formats are scanned.
    if (top.format == Format::Ulid || uuid(top.format)) {
        const bool ulid = top.format == Format::Ulid;
        if (top.flags & WarnMixedCase)
            mixedIn_.hit(row);
        else if (bool(top.flags & WarnNonCanonicalCase) == ulid)
            lowerOnly_.hit(row);
        else
            upperOnly_.hit(row);
    } else {
        noteCase(in, row);
    }
    if (collectCase_)
        noteCaseDuplicate(in, row);
}

// What each predicted candidate reads the value as: itself, another version of its family
// (a UUID in the candidate's byte order), or not an ID of it.
void ColumnScan::assignToCandidates(const Readings& r, const RowsCounted& row)
{
    for (CandidateStats& c : cands_) {
        if (r.mask.test(std::size_t(c.slot))) {
            c.assigned[std::size_t(c.slot)] += row.rows;
            continue;
        }
        int alt = r.topSlot;
        if (uuid(slotFormat(c.slot)) && r.uuidByProfile[slotProfile(c.slot)] != kNoSlot)
            alt = r.uuidByProfile[slotProfile(c.slot)];
        c.assigned[std::size_t(alt)] += row.rows;
        if (alt != kNoSlot && uuid(slotFormat(alt)) && uuid(slotFormat(c.slot)))
            c.mixedVersions.hit(row);
        else
            c.notAnId.hit(row);
    }
}

// The first candidate's instant: the row's time for the ID columns after this one, and a tick
// for the collision estimate.
void ColumnScan::noteRowInstant(const Decoded& first, const RowsCounted& row, RowTimes& times)
{
    if (timeIndex >= 0) {
        times.has[std::size_t(timeIndex)] = true;
        times.at[std::size_t(timeIndex)] = first.instant;
        times.precision[std::size_t(timeIndex)] = first.precision;
    }
    if (pred_.tickPrecision != Precision::None) {
        if (const auto tick = tickOf(first.instant, pred_.tickPrecision)) {
            ticks_.add(*tick, row.rows);
            seconds_.add(first.instant.seconds, row.rows);
        }
        if (first.format == Format::UuidV7 && first.size >= 16)
            fractionTicks_.add(v7FractionTick(first), row.rows);
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

bool ColumnScan::isWeak(int s) const
{
    const Format f = slotFormat(s);
    if (weakFormat(f))
        return true;
    // A TSID read from an INTEGER is as weak as a Snowflake.
    const SlotStats& st = slots_[std::size_t(s)];
    return f == Format::Tsid && st.numeric * 2 >= st.valid;
}

double ColumnScan::agreement(int s, int* column) const
{
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
}

double ColumnScan::plausibleShare(int s) const
{
    const SlotStats& st = slots_[std::size_t(s)];
    return st.valid == 0 ? 0.0 : double(st.plausible) / double(st.valid);
}

bool ColumnScan::ranksAbove(int a, int b) const
{
    const SlotStats& x = slots_[std::size_t(a)];
    const SlotStats& y = slots_[std::size_t(b)];
    return std::tuple(x.top, x.valid, -a) > std::tuple(y.top, y.valid, -b);
}

void ColumnScan::appendRest(std::vector<int>& ranked) const
{
    std::vector<int> rest;
    for (int s = 0; s < kSlots; ++s) {
        if (slots_[std::size_t(s)].top > 0 &&
            std::find(ranked.begin(), ranked.end(), s) == ranked.end())
            rest.push_back(s);
    }
    std::sort(rest.begin(), rest.end(), [this](int a, int b) { return ranksAbove(a, b); });
    ranked.insert(ranked.end(), rest.begin(), rest.end());
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
    } else if (decideRandom128(d, n)) {
        appendRest(d.ranked);
        return d;
    } else if (!decideByBinaryLayout(d)) {
        qint64 strongTop = 0;
        qint64 weakTop = 0;
        for (int s = 0; s < kSlots; ++s)
            (isWeak(s) ? weakTop : strongTop) += slots_[std::size_t(s)].top;
        if (strongTop == 0 && weakTop == 0) {
            d.role = ColumnRole::Other;
            d.reason = QCoreApplication::translate("idscope::analysis",
                                                   "no value reads as an ID or a time");
            return d;
        } else if (strongTop >= weakTop) {
            if (!decideByTopReading(d, n))
                return d;
        } else if (!decideNumbers(d, n, timeNames)) {
            return d;
        }
    }
    for (int s : d.ranked) {
        if (slotFormat(s) != slotFormat(d.dominant) && slots_[std::size_t(s)].valid > 0) {
            d.runnerUp = s;
            d.runnerUpPlausible = plausibleShare(s);
            break;
        }
    }
    if (usedFastTime_ && d.dominant == pred_.timeSlot && !pred_.reason.isEmpty()) {
        // Only the chosen unit was read: the sample's comparison of units still stands.
        d.reason = pred_.reason;
        d.runnerUp = pred_.runnerUp;
        d.runnerUpPlausible = pred_.runnerUpPlausible;
    }
    const Format f = slotFormat(d.dominant);
    d.role = timeOnlyFormat(f) && !cfg_.isKey ? ColumnRole::Time : ColumnRole::Id;
    return d;
}

// A UUID's 32 hex digits (hyphens at 8-4-4-4-12 or none) as 16 bytes, for the column-level
// test of random 128-bit values (hashes in hex read one by one as non-RFC UUIDs).
void ColumnScan::addHex128(const IdInput& in)
{
    quint8 b[16];
    int nibbles = 0;
    for (int i = 0; i < in.size; ++i) {
        const char c = in.data[i];
        if (c == '-' && in.size == 36 && (i == 8 || i == 13 || i == 18 || i == 23))
            continue;
        const int v = c >= '0' && c <= '9'   ? c - '0'
                      : c >= 'a' && c <= 'f' ? c - 'a' + 10
                      : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                             : -1;
        if (v < 0 || nibbles >= 32)
            return;
        b[nibbles / 2] = quint8(nibbles % 2 ? (b[nibbles / 2] | v) : v << 4);
        ++nibbles;
    }
    if (nibbles == 32)
        hex128_.add(b);
}

// Mostly 128-bit values (16-byte BLOBs or 32 hex digits) with no UUID structure and no clock:
// no ID format at all (role Other), however each value alone reads.
bool ColumnScan::decideRandom128(Decision& d, qint64 n) const
{
    const BinaryLayoutStats& s = binary_.values() >= hex128_.values() ? binary_ : hex128_;
    if (s.values() * 2 <= n || !looksLikeRandom128(s))
        return false;
    d.role = ColumnRole::Other;
    d.reason = QCoreApplication::translate(
                   "idscope::analysis",
                   "%1 of %2 values are 128 bits whose UUID version and variant bits vary as "
                   "random bits do, with no clock in their leading bits: hashes or random "
                   "tokens, not UUIDs")
                   .arg(QLocale().toString(s.values()), QLocale().toString(n));
    return true;
}

// Mostly 16-byte values whose bits, judged across the column, are those of a binary ULID
// (SCRU128, UPID) rather than UUIDs: that format, whatever each value alone reads as.
bool ColumnScan::decideByBinaryLayout(Decision& d) const
{
    const qint64 n = rows_ - nulls_;
    if (binary_.values() * 2 <= n)
        return false;
    BinaryVerdict v = judgeBinaryLayout(binary_);
    if (v.format == Format::Count)
        return false;
    d.dominant = slotOf(v.format, 0);
    d.ranked = {d.dominant};
    appendRest(d.ranked);
    d.reason = QCoreApplication::translate(
                   "idscope::analysis",
                   "%1 of %2 values read as binary %3 from the bits of the whole column")
                   .arg(QLocale().toString(binary_.values()), QLocale().toString(n),
                        formatDisplayTitle(v.format));
    d.binary = std::move(v);
    return true;
}

// Mostly strong readings (text IDs, BLOBs): the format most values read best as. false: that
// format reads fewer than half the values and puts most of those at no plausible time — words
// that happen to spell an ID ("transcribing" is 12 base-36 digits, a SCRU64) — so the column
// holds no IDs (role Other, reason set).
bool ColumnScan::decideByTopReading(Decision& d, qint64 n) const
{
    for (int s = 0; s < kSlots; ++s) {
        if (slots_[std::size_t(s)].top > 0 && !isWeak(s))
            d.ranked.push_back(s);
    }
    std::sort(d.ranked.begin(), d.ranked.end(), [this](int a, int b) { return ranksAbove(a, b); });
    const int best = d.ranked.front();
    const qint64 top = slots_[std::size_t(best)].top;
    if (top * 2 < n && carriesInstant(slotFormat(best)) && plausibleShare(best) < 0.5) {
        d.role = ColumnRole::Other;
        d.reason = QCoreApplication::translate(
                       "idscope::analysis",
                       "only %1 of %2 values read as %3, most of them at no plausible time")
                       .arg(QLocale().toString(top), QLocale().toString(n), name(best));
        appendRest(d.ranked);
        return false;
    }
    // A shape many formats share (40 hex digits as a KSUID, 25 base-36 as a SCRU128) is no
    // evidence on its own: where most of these values have no plausible instant, decode calls
    // each "no plausible reading", and so does the column.
    const qint64 implausible = slots_[std::size_t(best)].implausibleTop;
    if (implausible * 2 > top) {
        d.role = ColumnRole::Other;
        d.reason = QCoreApplication::translate(
                       "idscope::analysis",
                       "%1 of %2 values have the shape of %3 but no plausible instant")
                       .arg(QLocale().toString(implausible), QLocale().toString(n), name(best));
        appendRest(d.ranked);
        return false;
    }
    d.dominant = best;
    d.reason = QCoreApplication::translate("idscope::analysis", "%1 of %2 values read best as %3")
                   .arg(QLocale().toString(top), QLocale().toString(n), name(d.dominant));
    appendRest(d.ranked);
    return true;
}

// Numbers: every profile reads every value, so the whole distribution decides — agreement with
// the row's timestamp column first, then the share of plausible instants, then how many values
// rank the profile first. false: no reading is plausible (role Other, reason set).
bool ColumnScan::decideNumbers(Decision& d, qint64 n, const QStringList& timeNames) const
{
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
        return std::tuple(a, int(plausibleShare(s) * 50), st.structure(), st.top, st.valid, -s);
    };
    std::sort(d.ranked.begin(), d.ranked.end(), [&](int a, int b) { return key(a) > key(b); });
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
        d.reason =
            QCoreApplication::translate(
                "idscope::analysis", "no reading puts most values at a plausible time (best: %1, "
                                     "%2 % plausible)")
                .arg(name(best), percent(plausibleShare(best)));
        appendRest(d.ranked);
        return false;
    }
    d.dominant = best;
    d.reason =
        decisive ? agreementReason(best, second, timeNames) : plausibilityReason(best, second);
    appendRest(d.ranked);
    return true;
}

QString ColumnScan::agreementReason(int best, int second, const QStringList& timeNames) const
{
    int column = 0;
    const double a = agreement(best, &column);
    QString reason =
        QCoreApplication::translate("idscope::analysis", "agrees with %1 for %2 % of rows")
            .arg(timeNames.value(column), percent(a));
    if (second >= 0)
        reason += QCoreApplication::translate("idscope::analysis", "; runner-up %1 agrees for %2 %")
                      .arg(name(second), percent(std::max(0.0, agreement(second, nullptr))));
    return reason;
}

QString ColumnScan::plausibilityReason(int best, int second) const
{
    QString reason = QCoreApplication::translate("idscope::analysis", "%1 % of instants plausible")
                         .arg(percent(plausibleShare(best)));
    if (second < 0)
        return reason;
    const bool tie = int(plausibleShare(second) * 50) == int(plausibleShare(best) * 50);
    reason += tie ? QCoreApplication::translate(
                        "idscope::analysis",
                        "; runner-up %1 is as plausible, %2 ranks first for more values")
                        .arg(name(second), name(best))
                  : QCoreApplication::translate("idscope::analysis", "; runner-up %1: %2 %")
                        .arg(name(second), percent(plausibleShare(second)));
    return reason;
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
    p.runnerUpPlausible = d.runnerUpPlausible;
    p.binaryAs = d.binary.format;
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

// The dominant reading of a column and its statistics, shared by the parts of build().
struct ColumnScan::Dominant {
    const Decision& d;
    int slot = -1;
    Format format = Format::Count;
    const SlotStats& st;
    int candidate = -1;                   // its index among the candidates, -1: none
    const CandidateStats* cand = nullptr; // its candidate statistics, when it was predicted
    qint64 values = 0;                    // non-NULL values read
};

// Appends an anomaly with at most kMaxExamples example rowids (none without a rowid); a zero
// count adds nothing.
class ColumnScan::AnomalySink {
public:
    AnomalySink(QList<Anomaly>& out, bool hasRowid, const SampleDesign& design, qint64 rowsRead)
        : out_(out), hasRowid_(hasRowid), design_(design), rowsRead_(rowsRead)
    {
    }
    void add(AnomalyKind k, qint64 count, const QList<qint64>& examples,
             const QString& detail = QString())
    {
        if (count <= 0)
            return;
        Anomaly a;
        a.kind = k;
        a.count = count;
        if (hasRowid_)
            a.exampleRowids = examples.mid(0, kMaxExamples);
        a.detail = detail;
        out_.append(a);
    }

    // A count for a detail text: itself when every row was read; from a sample, the table's
    // estimate rounded to what the sample knows ("≈ 26,400"), or what the sample saw when it
    // saw too few to scale, so that no sample count reads as the table's.
    QString count(qint64 n) const
    {
        const QLocale l;
        if (!design_.isSample())
            return l.toString(n);
        const CountEstimate e = estimateCount(design_, n, rowsRead_);
        if (e.seen < 5)
            return QCoreApplication::translate("idscope::analysis", "%1 in the sample")
                .arg(l.toString(n));
        return QStringLiteral("≈ %1").arg(
            l.toString(roundTo(double(e.value), double(e.high - e.low) / 2)));
    }

private:
    QList<Anomaly>& out_;
    bool hasRowid_;
    const SampleDesign& design_;
    qint64 rowsRead_;
};

namespace {

constexpr std::array<db::StorageClass, 4> kValueClasses{
    db::StorageClass::Integer, db::StorageClass::Real, db::StorageClass::Text,
    db::StorageClass::Blob};

// The storage class with the most values by `count(class)` (the first on ties); Null when no
// class has any.
template<typename Count> db::StorageClass majorClass(Count count)
{
    db::StorageClass major = db::StorageClass::Null;
    for (db::StorageClass sc : kValueClasses) {
        if (count(sc) > 0 && (major == db::StorageClass::Null || count(sc) > count(major)))
            major = sc;
    }
    return major;
}

} // namespace

ColumnProfile ColumnScan::build(const Decision& d, const BuildContext& ctx) const
{
    ColumnProfile p;
    p.table = cfg_.table;
    p.column = cfg_.name;
    p.declaredType = cfg_.declaredType;
    p.sampled = ctx.design.isSample();
    p.rowsSeen = rows_;
    p.nulls = nulls_;
    p.storage = storage_;
    p.role = d.role;
    p.choiceReason = d.reason;
    const qint64 n = rows_ - nulls_;
    if (n > 0) // a fixed-width type stores its width, whatever the text a read gave
        p.avgStoredBytes = cfg_.storedBytes > 0 ? double(cfg_.storedBytes)
                                                : double(storedBytes_) / double(n);
    if (d.dominant < 0 || n <= 0)
        return p;

    const int ci = candidateIndex(d.dominant);
    const Dominant dm{d,
                      d.dominant,
                      slotFormat(d.dominant),
                      slots_[std::size_t(d.dominant)],
                      ci,
                      ci >= 0 ? &cands_[std::size_t(ci)] : nullptr,
                      n};
    addFormats(p, dm);
    addV7RandA(p, dm);
    AnomalySink out(p.anomalies, ctx.hasRowid, ctx.design, rows_);
    // In the order of the enum.
    addMixedCase(out, dm);
    addNonCanonical(out, dm);
    addStorageMismatch(out);
    if (caseInsensitive(dm.format))
        out.add(AnomalyKind::CaseDuplicate, caseDup_.count, caseDup_.examples(),
                p.sampled && !caseSet_ ? QCoreApplication::translate("idscope::analysis",
                                                                     "found among the sampled rows")
                                       : QString());
    out.add(AnomalyKind::Future, dm.st.future.count, dm.st.future.examples());
    addBeforeEpoch(out, dm);
    if (isUuid(dm.format))
        addMixedVersions(out, dm, p.formats);
    addClockSkew(out, dm, ctx.timeColumnNames, p);
    addNotAnId(out, dm);
    addBinaryInUuid(out, dm);
    addUlidExcludedLetters(out, dm);
    addUlidNonMonotonic(out, dm);
    addValueBug(out, dm, AnomalyKind::V7TopBit, kV7TopBitBug, {Format::UuidV7});
    addValueBug(out, dm, AnomalyKind::Uuid1WrongEpoch, kUuid1EpochBug,
                {Format::UuidV1, Format::UuidV6});
    addValueBug(out, dm, AnomalyKind::KsuidWrap, kKsuidWrapBug, {Format::Ksuid});
    addBackfillMinted(out, dm, ctx.timeColumnNames, p);
    addV7DraftLayout(out, dm);
    addSnowflakeWrongEpoch(out, dm, ctx.timeColumnNames);

    addStorageCost(p, dm, ctx);
    addDisclosure(p, dm);
    addCollisionEstimate(p, dm);
    return p;
}

// Formats by count: every value read as the dominant format when it can be, else as its own
// best reading; then the dominant reading's share, range and precision.
void ColumnScan::addFormats(ColumnProfile& p, const Dominant& dm) const
{
    for (int s = 0; s < kSlots; ++s) {
        const qint64 c = dm.cand        ? dm.cand->assigned[std::size_t(s)]
                         : s == dm.slot ? dm.st.valid
                                        : slots_[std::size_t(s)].top;
        if (c > 0)
            p.formats.append({slotFormat(s), slotProfile(s), c});
    }
    std::stable_sort(p.formats.begin(), p.formats.end(),
                     [](const FormatCount& a, const FormatCount& b) { return a.count > b.count; });
    p.dominant = dm.format;
    p.dominantProfile = slotProfile(dm.slot);
    p.dominantShare = double(dm.st.valid) / double(dm.values);
    if (dm.d.runnerUp >= 0) {
        p.runnerUp = slotFormat(dm.d.runnerUp);
        p.runnerUpPlausibleShare = dm.d.runnerUpPlausible;
    }
    if (cfg_.inheritedSlot == dm.slot && !cfg_.forced)
        p.inheritedFrom = cfg_.inheritedFrom;
    if (dm.st.hasInstant) {
        p.minTime = dm.st.min;
        p.maxTime = dm.st.max;
    } else if (!carriesInstant(dm.format)) {
        // Nothing to span in the dominant format: the range of the instants the column does
        // carry, from the instant-carrying format most values read as, named beside it — if
        // its instants are plausible (random bits that happen to read as a version-7 UUID are
        // no range of anything).
        int best = -1;
        qint64 bestCount = 0;
        for (int s = 0; s < kSlots; ++s) {
            const SlotStats& st = slots_[std::size_t(s)];
            const qint64 c = dm.cand ? dm.cand->assigned[std::size_t(s)] : st.top;
            if (c > bestCount && st.hasInstant && carriesInstant(slotFormat(s)) &&
                plausibleShare(s) >= 0.9) {
                best = s;
                bestCount = c;
            }
        }
        if (best >= 0) {
            p.minTime = slots_[std::size_t(best)].min;
            p.maxTime = slots_[std::size_t(best)].max;
            p.timeFormat = slotFormat(best);
        }
    }
    p.precision = dm.st.finest != Precision::None ? dm.st.finest : formatInfo(dm.format).precision;
}

// Letter case: the values in the minority case and those mixing both.
void ColumnScan::addMixedCase(AnomalySink& out, const Dominant& dm) const
{
    if (!caseInsensitive(dm.format) || !sawMixedCase())
        return;
    const bool lowerMajority = lowerOnly_.count >= upperOnly_.count;
    const Tally& minority = lowerMajority ? upperOnly_ : lowerOnly_;
    QList<qint64> ex;
    appendExamples(ex, mixedIn_);
    appendExamples(ex, minority);
    out.add(AnomalyKind::MixedCase, mixedIn_.count + minority.count, ex,
            lowerMajority
                ? QCoreApplication::translate("idscope::analysis", "most values are lower case")
                : QCoreApplication::translate("idscope::analysis", "most values are upper case"));
}

// Values spelled other than canonically. A time column written consistently in one non-RFC
// spelling (SQLite's datetime() text) has a convention, not an anomaly: then the values that
// break it are counted.
void ColumnScan::addNonCanonical(AnomalySink& out, const Dominant& dm) const
{
    const qint64 readable = dm.values - noneValid_.count;
    if (dm.d.role == ColumnRole::Time && nonCanonical_.count * 2 > readable)
        out.add(
            AnomalyKind::NonCanonical, readable - nonCanonical_.count, canonical_.examples(),
            QCoreApplication::translate("idscope::analysis", "most values use another spelling"));
    else
        out.add(AnomalyKind::NonCanonical, nonCanonical_.count, nonCanonical_.examples());
}

// Valid IDs stored in another class than most of them: they never compare equal to a
// parameter of the majority's class.
void ColumnScan::addStorageMismatch(AnomalySink& out) const
{
    const db::StorageClass major =
        majorClass([this](db::StorageClass sc) { return validByStorage_[std::size_t(sc)].count; });
    qint64 count = 0;
    QList<qint64> ex;
    QStringList parts;
    for (db::StorageClass sc : kValueClasses) {
        const Tally& t = validByStorage_[std::size_t(sc)];
        if (sc == major || t.count == 0)
            continue;
        count += t.count;
        appendExamples(ex, t);
        parts << QStringLiteral("%1 %2").arg(out.count(t.count), storageWord(sc));
    }
    if (count > 0)
        out.add(AnomalyKind::StorageMismatch, count, ex,
                QCoreApplication::translate(
                    "idscope::analysis",
                    "%1 in a column of %2 values: they never compare equal to a %2 parameter")
                    .arg(parts.join(QStringLiteral(", ")), storageWord(major)));
}

// Instants before 1970, and for ID columns also before the format came into use.
void ColumnScan::addBeforeEpoch(AnomalySink& out, const Dominant& dm) const
{
    Tally before = dm.st.beforeEpoch;
    QString detail;
    if (dm.d.role == ColumnRole::Id && dm.st.preLaunch.count > 0) {
        before.count += dm.st.preLaunch.count;
        QList<qint64> ex = dm.st.beforeEpoch.examples();
        appendExamples(ex, dm.st.preLaunch);
        before.n = 0;
        for (qint64 r : ex)
            before.ex[std::size_t(before.n++)] = r;
        detail =
            QCoreApplication::translate("idscope::analysis", "%1 before the format came into use")
                .arg(out.count(dm.st.preLaunch.count));
    }
    out.add(AnomalyKind::BeforeEpoch, before.count, before.examples(), detail);
}

// UUIDs of other versions, relative to the version the column mints now (its newest row), so
// a migrated column reports its old v4 rows even while they are still the majority.
void ColumnScan::addMixedVersions(AnomalySink& out, const Dominant& dm,
                                  const QList<FormatCount>& formats) const
{
    int current = dm.slot;
    const int nc = candidateIndex(newestSlot_);
    if (newestSlot_ != dm.slot && nc >= 0 && isUuid(slotFormat(newestSlot_)) &&
        slotProfile(newestSlot_) == slotProfile(dm.slot))
        current = newestSlot_;
    const Format cf = slotFormat(current);
    const CandidateStats* cc = current == dm.slot ? dm.cand : &cands_[std::size_t(nc)];
    qint64 count = 0;
    QList<qint64> ex;
    if (cc) {
        count = cc->mixedVersions.count;
        ex = cc->mixedVersions.examples();
    } else {
        for (int s = 0; s < kSlots; ++s) {
            if (s != dm.slot && isUuid(slotFormat(s)) && slotFormat(s) != dm.format)
                count += slots_[std::size_t(s)].top;
        }
    }
    QStringList parts;
    for (const FormatCount& fc : formats) {
        if (fc.format != cf && isUuid(fc.format))
            parts << QStringLiteral("%1 %2").arg(formatDisplayTitle(fc.format),
                                                 out.count(fc.count));
    }
    out.add(AnomalyKind::MixedVersions, count, ex,
            current == dm.slot
                ? QCoreApplication::translate("idscope::analysis", "%1 in a %2 column")
                      .arg(parts.join(QStringLiteral(", ")), formatDisplayTitle(cf))
                : QCoreApplication::translate("idscope::analysis",
                                              "%1 in a column whose newest rows are %2")
                      .arg(parts.join(QStringLiteral(", ")), formatDisplayTitle(cf)));
}

// Clock skew against the time column the IDs agree with best (noted in the profile); only
// meaningful when they normally agree (a foreign key to an older row is not skew).
void ColumnScan::addClockSkew(AnomalySink& out, const Dominant& dm, const QStringList& timeNames,
                              ColumnProfile& p) const
{
    int best = -1;
    double bestShare = -1;
    for (int t = 0; t < timeNames.size() && t < kMaxTimeColumns; ++t) {
        const qint64 cmp = dm.st.comparable[std::size_t(t)];
        if (cmp == 0)
            continue;
        const double share = double(dm.st.agree[std::size_t(t)]) / double(cmp);
        if (share > bestShare) {
            bestShare = share;
            best = t;
        }
    }
    if (best < 0)
        return;
    p.timeColumn = timeNames[best];
    p.timeAgreement = bestShare;
    const qint64 skewed = dm.st.comparable[std::size_t(best)] - dm.st.agree[std::size_t(best)];
    if (bestShare < 0.5 || skewed <= 0)
        return;
    QString detail = QCoreApplication::translate("idscope::analysis",
                                                 "compared with %1; %2 % of rows agree within 60 s")
                         .arg(p.timeColumn, percent(bestShare));
    QList<qint64> ex;
    if (dm.cand) {
        ex = dm.cand->skew[std::size_t(best)].examples();
        detail += QCoreApplication::translate("idscope::analysis", "; largest skew %1")
                      .arg(humanDuration(double(dm.cand->maxSkewMs[std::size_t(best)])));
    }
    out.add(AnomalyKind::ClockSkew, skewed, ex, detail);
}

// Values that are no reading of the dominant format's family at all.
void ColumnScan::addNotAnId(AnomalySink& out, const Dominant& dm) const
{
    if (dm.cand) {
        out.add(AnomalyKind::NotAnId, dm.cand->notAnId.count, dm.cand->notAnId.examples());
        return;
    }
    qint64 sameFamilyOther = 0;
    for (int s = 0; s < kSlots; ++s) {
        if (s != dm.slot && sameFamily(slotFormat(s), dm.format) && slotFormat(s) != dm.format)
            sameFamilyOther += slots_[std::size_t(s)].top;
    }
    out.add(AnomalyKind::NotAnId, std::max<qint64>(0, dm.values - dm.st.valid - sameFamilyOther),
            noneValid_.examples());
}

// 16-byte values read as a binary ULID (SCRU128, UPID) by the column's bits: the trap of a
// ULID in a UUID column, with the evidence and what it cannot tell apart.
void ColumnScan::addBinaryInUuid(AnomalySink& out, const Dominant& dm) const
{
    const BinaryVerdict& v = dm.d.binary;
    if (v.format == Format::Count)
        return;
    QString detail = v.evidence;
    if (!v.doubt.isEmpty())
        detail += QLatin1Char(' ') + v.doubt;
    out.add(AnomalyKind::UlidInUuid, binaryValues_.count, binaryValues_.examples(), detail);
}

// ULID text with letters Crockford's base32 leaves out: I/L/O, which decoders read as 1/1/0
// (the value parses, flagged), and U, which none reads (the value is also not an ID).
void ColumnScan::addUlidExcludedLetters(AnomalySink& out, const Dominant& dm) const
{
    if (dm.format != Format::Ulid)
        return;
    const Tally& alias = bugs_[kUlidAliasBug][std::size_t(slotProfile(dm.slot))];
    // The first rows of both (each tally keeps its first in scan order).
    QList<qint64> ex = alias.examples() + ulidWithU_.examples();
    std::sort(ex.begin(), ex.end());
    QStringList parts;
    if (alias.count > 0)
        parts << QCoreApplication::translate("idscope::analysis", "%1 with I, L or O, read as 1, "
                                                                  "1 and 0")
                     .arg(out.count(alias.count));
    if (ulidWithU_.count > 0)
        parts << QCoreApplication::translate("idscope::analysis",
                                             "%1 with U, which no decoder reads (also not IDs)")
                     .arg(out.count(ulidWithU_.count));
    out.add(AnomalyKind::UlidExcludedLetters, alias.count + ulidWithU_.count, ex,
            parts.join(QStringLiteral("; ")));
}

// ULIDs whose random bits do not increase within a millisecond, named only where most do: a
// column minted by a monotonic factory, with a few rows from something else.
void ColumnScan::addUlidNonMonotonic(AnomalySink& out, const Dominant& dm) const
{
    const UlidOrder& o = ulidOrder_;
    const qint64 pairs = o.order.sameMsPairs;
    if (dm.format != Format::Ulid || pairs < kMinPairs ||
        double(o.increasing) < kMonotonicShare * double(pairs))
        return;
    out.add(AnomalyKind::UlidNonMonotonic, o.notIncreasing.count, o.notIncreasing.examples(),
            QCoreApplication::translate("idscope::analysis",
                                        "%1 of %2 rows minted in the same millisecond as the row "
                                        "before have larger random bits")
                .arg(QLocale().toString(o.increasing), QLocale().toString(pairs)));
}

// How the column's UUIDv7s fill rand_a (RFC 9562 section 6.2), from the pairs of rows minted in
// one millisecond: a counter steps by one (method 1); a fraction of the millisecond never goes
// down and spreads over 0..4095 (method 3), and then the column's instants carry it.
void ColumnScan::addV7RandA(ColumnProfile& p, const Dominant& dm) const
{
    if (dm.format != Format::UuidV7)
        return;
    const V7RandAStats& v = v7RandA_[std::size_t(slotProfile(dm.slot))];
    const qint64 pairs = v.order.sameMsPairs;
    const QLocale loc;
    if (pairs < kMinPairs) {
        p.v7RandANote = QCoreApplication::translate(
                            "idscope::analysis",
                            "Only %1 rows were minted in the same millisecond as the row before "
                            "them: too few to tell what rand_a holds.")
                            .arg(loc.toString(pairs));
        return;
    }
    const auto best = std::max_element(v.stepOne.cbegin(), v.stepOne.cend());
    const int spill = int(best - v.stepOne.cbegin());
    if (v.adjacentPairs >= kMinPairs &&
        double(*best) >= kMonotonicShare * double(v.adjacentPairs)) {
        p.v7RandA = V7RandA::Counter;
        p.v7CounterBits = 12 + spill;
        const QString pairsSeen = loc.toString(*best), pairsAll = loc.toString(v.adjacentPairs);
        p.v7RandANote =
            spill == 0
                ? QCoreApplication::translate(
                      "idscope::analysis",
                      "In %1 of %2 pairs of consecutive rows minted in one millisecond rand_a "
                      "stepped by one: a 12-bit counter (RFC 9562 method 1).")
                      .arg(pairsSeen, pairsAll)
                : QCoreApplication::translate(
                      "idscope::analysis",
                      "In %1 of %2 pairs of consecutive rows minted in one millisecond a %3-bit "
                      "counter stepped by one: rand_a and the top %4 bits of rand_b (RFC 9562 "
                      "method 1).")
                      .arg(pairsSeen, pairsAll)
                      .arg(p.v7CounterBits)
                      .arg(spill);
        return;
    }
    const bool monotonic = double(v.nonDecreasing) >= kMonotonicShare * double(pairs);
    const int spread = std::popcount(v.spread);
    if (monotonic && spread >= kFractionSpread && v.hasKey) {
        if (v.adjacentPairs < kMinPairs) {
            // Rows far apart in a sample: a counter would not go down either.
            p.v7RandANote = QCoreApplication::translate(
                                "idscope::analysis",
                                "rand_a did not go down in %1 of %2 pairs of rows minted in one "
                                "millisecond, but too few of them are consecutive rows to tell a "
                                "counter from a fraction of the millisecond.")
                                .arg(loc.toString(v.nonDecreasing), loc.toString(pairs));
            return;
        }
        p.v7RandA = V7RandA::Fraction;
        p.precision = Precision::Ms4096;
        p.minTime = tickStart(qint64(v.minKey), Precision::Ms4096);
        p.maxTime = tickStart(qint64(v.maxKey), Precision::Ms4096);
        p.v7RandANote =
            QCoreApplication::translate(
                "idscope::analysis",
                "rand_a did not go down in %1 of %2 pairs of rows minted in one millisecond and "
                "spreads over 0..4095: a fraction of the millisecond (RFC 9562 method 3, as "
                "PostgreSQL 18's uuidv7() writes it). The column's instants carry 1/4096 ms "
                "(about 244 ns); a single ID guarantees only its millisecond.")
                .arg(loc.toString(v.nonDecreasing), loc.toString(pairs));
        return;
    }
    p.v7RandA = V7RandA::Random;
    p.v7RandANote = QCoreApplication::translate(
                        "idscope::analysis",
                        "rand_a did not go down in %1 of %2 pairs of rows minted in one "
                        "millisecond and took %3 of its 16 sixteenths: random bits, neither a "
                        "counter stepping by one nor a fraction of the millisecond.")
                        .arg(loc.toString(v.nonDecreasing), loc.toString(pairs))
                        .arg(spread);
}

// The one-sided part of the clock skew: IDs more than a day later than the row's time, against
// the same column and under the same rule (most rows agree with it).
void ColumnScan::addBackfillMinted(AnomalySink& out, const Dominant& dm,
                                   const QStringList& timeNames, const ColumnProfile& p) const
{
    const int t = int(timeNames.indexOf(p.timeColumn));
    if (!dm.cand || p.timeColumn.isEmpty() || t < 0 || t >= kMaxTimeColumns ||
        p.timeAgreement < 0.5)
        return;
    const Tally& b = dm.cand->backfill[std::size_t(t)];
    out.add(AnomalyKind::BackfillMinted, b.count, b.examples(),
            QCoreApplication::translate("idscope::analysis",
                                        "compared with %1; %2 % of rows agree within 60 s")
                .arg(p.timeColumn, percent(p.timeAgreement)));
}

// Draft-layout UUIDv7s, with the first one's instant as the draft reads it.
void ColumnScan::addV7DraftLayout(AnomalySink& out, const Dominant& dm) const
{
    if (dm.format != Format::UuidV7)
        return;
    const std::size_t profile = std::size_t(slotProfile(dm.slot));
    const Tally& t = bugs_[kV7DraftBug][profile];
    if (t.count <= 0 || !v7DraftFirst_[profile])
        return;
    out.add(AnomalyKind::V7DraftLayout, t.count, t.examples(),
            QCoreApplication::translate("idscope::analysis",
                                        "the first read as the draft lays it out (36-bit Unix "
                                        "seconds): %1")
                .arg(toRfc3339(*v7DraftFirst_[profile], Precision::Millisecond)));
}

// Snowflakes minted with another profile's epoch: against one of the row's time columns (the
// one most rows fit), most rows sit within a minute of the offset between this profile's epoch
// and another known one.
void ColumnScan::addSnowflakeWrongEpoch(AnomalySink& out, const Dominant& dm,
                                        const QStringList& timeNames) const
{
    if (!dm.cand || dm.cand->otherEpochs == 0)
        return;
    int bestT = -1, bestE = -1;
    double bestShare = 0.5; // most rows
    for (int t = 0; t < timeNames.size() && t < kMaxTimeColumns; ++t) {
        const qint64 cmp = dm.st.comparable[std::size_t(t)];
        if (cmp <= 0)
            continue;
        for (int e = 0; e < dm.cand->otherEpochs; ++e) {
            const double share =
                double(dm.cand->atEpochOffset[std::size_t(t)][std::size_t(e)].count) / double(cmp);
            if (share > bestShare) {
                bestShare = share;
                bestT = t;
                bestE = e;
            }
        }
    }
    if (bestT < 0)
        return;
    const Tally& rows = dm.cand->atEpochOffset[std::size_t(bestT)][std::size_t(bestE)];
    const SnowflakeEpoch& minted =
        snowflakeEpochs()[std::size_t(dm.cand->epochIndex[std::size_t(bestE)])];
    const QString epoch =
        minted.epochMs == 0
            ? QCoreApplication::translate("idscope::analysis", "the Unix epoch (1970-01-01)")
            : QCoreApplication::translate("idscope::analysis", "the epoch of %1 (%2, %3)")
                  .arg(formatDisplayTitle(minted.format), QString::number(minted.epochMs),
                       toRfc3339(Instant::fromUnixMs(minted.epochMs), Precision::Millisecond));
    const qint64 offset = dm.cand->epochOffsetMs[std::size_t(bestE)];
    out.add(AnomalyKind::SnowflakeWrongEpoch, rows.count, rows.examples(),
            QCoreApplication::translate(
                "idscope::analysis",
                "compared with %1: %2 % of rows read %3 ms (%4) from it, within a minute; that is "
                "this profile's epoch minus %5, the epoch the IDs were minted with")
                .arg(timeNames[bestT], percent(bestShare), QLocale().toString(offset),
                     humanDuration(double(offset < 0 ? -offset : offset)), epoch));
}

void ColumnScan::addValueBug(AnomalySink& out, const Dominant& dm, AnomalyKind kind, int bug,
                             std::initializer_list<Format> formats) const
{
    if (std::find(formats.begin(), formats.end(), dm.format) == formats.end())
        return;
    const Tally& t = bugs_[std::size_t(bug)][std::size_t(slotProfile(dm.slot))];
    out.add(kind, t.count, t.examples());
}

namespace {

struct OtherRepresentation {
    double bytes = 0; // 0: none worth suggesting
    QString name;
};

// The more compact way to store `f` than `major` (TEXT UUIDs as 16-byte BLOBs …).
OtherRepresentation otherRepresentation(Format f, db::StorageClass major, Precision precision)
{
    const bool asText = major == db::StorageClass::Text;
    const bool asBlob = major == db::StorageClass::Blob;
    if ((isUuid(f) || f == Format::Ulid) && asText)
        return {16, QCoreApplication::translate("idscope::analysis", "16-byte BLOB")};
    if (isUuid(f) && asBlob)
        return {36, QCoreApplication::translate("idscope::analysis", "36-character TEXT")};
    if (f == Format::Ulid && asBlob)
        return {26, QCoreApplication::translate("idscope::analysis", "26-character TEXT")};
    if (f == Format::Ksuid && asText)
        return {20, QCoreApplication::translate("idscope::analysis", "20-byte BLOB")};
    if (f == Format::ObjectId && asText)
        return {12, QCoreApplication::translate("idscope::analysis", "12-byte BLOB")};
    if (f == Format::Rfc3339 && asText) {
        if (precision <= Precision::Second)
            return {4, QCoreApplication::translate("idscope::analysis", "INTEGER Unix seconds")};
        if (precision <= Precision::Millisecond)
            return {6,
                    QCoreApplication::translate("idscope::analysis", "INTEGER Unix milliseconds")};
        return {8, QCoreApplication::translate("idscope::analysis", "INTEGER Unix microseconds")};
    }
    return {};
}

} // namespace

// What the keys cost: the indexes that carry the column, and what another representation
// would save in the table and in them.
void ColumnScan::addStorageCost(ColumnProfile& p, const Dominant& dm, const BuildContext& ctx) const
{
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
    const db::StorageClass major =
        majorClass([this](db::StorageClass sc) { return storage_[std::size_t(sc)]; });
    // A fixed-width type (a server's uuid, timestamptz) is already the compact form: the
    // alternatives weighed here are SQLite's TEXT and BLOB spellings.
    const OtherRepresentation other = cfg_.storedBytes > 0
                                          ? OtherRepresentation{}
                                          : otherRepresentation(dm.format, major, p.precision);
    if (other.bytes <= 0)
        return;
    p.otherRepresentation = other.name;
    p.otherRepresentationBytes = other.bytes;
    double values = double(dm.values);
    if (ctx.estimatedRows > rows_ && rows_ > 0)
        values = double(dm.values) * double(ctx.estimatedRows) / double(rows_);
    const double perKey = p.avgStoredBytes - other.bytes;
    p.otherRepresentationSaving = qint64(std::llround(perKey * values * (1 + p.indexCount)));
    // The command line installs no translator: each count has its own English wording.
    const QString where =
        p.indexCount == 0 ? QCoreApplication::translate("idscope::analysis", "in the table")
        : p.indexCount == 1
            ? QCoreApplication::translate("idscope::analysis", "in the table and its index")
            : QCoreApplication::translate("idscope::analysis", "in the table and %n indexes",
                                          nullptr, p.indexCount);
    p.otherRepresentationNote =
        perKey >= 0
            ? QCoreApplication::translate(
                  "idscope::analysis",
                  "Stored as %1, the values would take %2 bytes less each, about %3 bytes %4.")
                  .arg(p.otherRepresentation, QLocale().toString(perKey, 'f', 1),
                       QLocale().toString(p.otherRepresentationSaving), where)
            : QCoreApplication::translate(
                  "idscope::analysis",
                  "Stored as %1, the values would take %2 bytes more each, about %3 bytes %4.")
                  .arg(p.otherRepresentation, QLocale().toString(-perKey, 'f', 1),
                       QLocale().toString(-p.otherRepresentationSaving), where);
}

// What the keys reveal: the creation instant each ID carries, or that it carries none.
void ColumnScan::addDisclosure(ColumnProfile& p, const Dominant& dm) const
{
    if (dm.d.role != ColumnRole::Id)
        return;
    if (!carriesInstant(dm.format)) {
        // A minority that carries an instant (v7 rows in a mostly-v4 column) does disclose.
        const auto timed =
            std::find_if(p.formats.cbegin(), p.formats.cend(), [](const FormatCount& f) {
                return f.count > 0 && carriesInstant(f.format);
            });
        p.disclosure =
            timed == p.formats.cend()
                ? QCoreApplication::translate("idscope::analysis",
                                              "The IDs carry no creation instant: they disclose "
                                              "nothing about when a row was made.")
                : QCoreApplication::translate(
                      "idscope::analysis",
                      "The %1 IDs carry no creation instant, but the %2 ones disclose their "
                      "row's creation instant to anyone who sees them.")
                      .arg(formatDisplayTitle(dm.format), formatDisplayTitle(timed->format));
        return;
    }
    p.disclosure =
        QCoreApplication::translate("idscope::analysis",
                                    "Each ID discloses its row's creation instant, to the %1, to "
                                    "anyone who sees the ID.")
            .arg(precisionWords(p.precision));
    if (isUuid(dm.format) && p.dominantShare < 0.999)
        p.disclosure += QLatin1Char(' ') +
                        QCoreApplication::translate("idscope::analysis",
                                                    "Rows with UUIDs of other versions disclose "
                                                    "nothing.");
}

// The random bits per tick and, for the predicted format, the birthday bound at the densest
// tick and second.
void ColumnScan::addCollisionEstimate(ColumnProfile& p, const Dominant& dm) const
{
    // rand_a as a fraction of the millisecond is time, not chance: IDs collide only within one
    // 1/4096 ms, and then only in rand_b.
    const bool fraction = p.v7RandA == V7RandA::Fraction;
    p.randomBits = randomBitsPerTick(dm.format, p.dominantProfile) - (fraction ? kV7RandABits : 0);
    p.uniqueness = formatInfo(dm.format).uniqueness;
    p.counterBits = p.uniqueness == TickUniqueness::Counter ? formatInfo(dm.format).counterBits : 0;
    if (dm.candidate != 0 || pred_.tickPrecision == Precision::None)
        return;
    const Precision unit = fraction ? Precision::Ms4096 : pred_.tickPrecision;
    TickCounter ticks = fraction ? fractionTicks_ : ticks_;
    TickCounter secs = seconds_;
    const TickCounter::Result tick = ticks.finish();
    const TickCounter::Result sec = secs.finish();
    if (tick.count <= 0)
        return;
    p.densestTickCount = tick.count;
    p.densestTick = tickStart(tick.tick, unit);
    p.densestTickPrecision = unit;
    p.densestSecondCount = std::max(sec.count, tick.count);
    // A counter or a node's fixed node ID and clock sequence cannot repeat within one generator:
    // no birthday bound applies, and none is claimed.
    if (p.uniqueness == TickUniqueness::Counter || p.uniqueness == TickUniqueness::NodeClock)
        return;
    const CollisionEstimate e =
        birthdayBound(tick.count, p.densestSecondCount, p.randomBits, ticksPerSecond(unit));
    p.collisionProbabilityPerSecond = e.perSecond;
    p.collisionProbabilityPerYear = e.perYear;
    p.collisionNote =
        QCoreApplication::translate(
            "idscope::analysis",
            "Peak: %1 IDs in one %2 and %3 in one second; %4 random bits per tick. "
            "Birthday bound P ≈ n²/(2·2^bits) per tick, the peak second sustained for a "
            "year.")
            .arg(tick.count)
            .arg(precisionWords(unit))
            .arg(p.densestSecondCount)
            .arg(p.randomBits);
    if (fraction)
        p.collisionNote +=
            QLatin1Char(' ') + QCoreApplication::translate(
                                   "idscope::analysis",
                                   "rand_a holds the fraction of the millisecond, so the tick is "
                                   "1/4096 ms and only rand_b's bits are random.");
}

} // namespace idscope::analysis::detail
