// The streaming half of the profiler: one ColumnScan per column accumulates, value by value
// and in constant memory, what the profile needs; decide() turns the counts into a format
// choice and build() into a ColumnProfile. No SQL here (profiler.cpp reads the rows).
//
// Every value is detected once (Detector::detect, allocation-free). Each valid reading
// updates the statistics of its (format, profile) "slot": how many values it reads, how many
// of those instants are plausible, min/max, future/pre-epoch counts, agreement with the row's
// timestamp columns. The column-level choice is made at the end from the whole distribution.
// Anything that needs the choice while scanning (which values are "not an ID", example rowids,
// the densest tick) is counted against a few candidates predicted by an earlier pass (the
// sample), so nothing per value is kept.
#pragma once

#include "binarylayout.h"
#include "columnprofile.h"
#include "heavyhitters.h"

#include "db/connection.h"
#include "db/schema.h"
#include "ids/codecs.h"
#include "ids/detector.h"

#include <QByteArray>
#include <QHash>

#include <array>
#include <bitset>
#include <initializer_list>
#include <limits>
#include <optional>
#include <vector>

namespace idscope::analysis::detail {

constexpr int kProfilesPerFormat = 4;
constexpr int kSlots = kFormatCount * kProfilesPerFormat;
constexpr int kNoSlot = kSlots; // a value with no valid reading
constexpr int kMaxTimeColumns = 4;
constexpr int kMaxCandidates = 6;
constexpr int kMaxExamples = 5;
constexpr int kLongValueBytes = 4096; // longer TEXT/BLOB values are never read as IDs

inline int slotOf(Format f, quint8 profile)
{
    return int(f) * kProfilesPerFormat +
           (profile >= kProfilesPerFormat ? kProfilesPerFormat - 1 : int(profile));
}
inline Format slotFormat(int slot)
{
    return Format(slot / kProfilesPerFormat);
}
inline quint8 slotProfile(int slot)
{
    return quint8(slot % kProfilesPerFormat);
}

// The rows one count stands for: one row, or a run of rows that repeat the readings of the
// row before them, counted once with the run's length as the weight.
struct RowsCounted {
    qint64 rows = 0;
    std::array<qint64, kMaxExamples> rowids{}; // the first rows' rowids (rowids[0]: the row's)
    int kept = 0;                              // rowids kept as examples: 0 without rowids
    static RowsCounted one(qint64 rowid, bool hasRowid)
    {
        RowsCounted r;
        r.rows = 1;
        r.rowids[0] = rowid;
        r.kept = hasRowid ? 1 : 0;
        return r;
    }
};

// A count with the first few example rowids.
struct Tally {
    qint64 count = 0;
    std::array<qint64, kMaxExamples> ex{};
    int n = 0;
    void hit(const RowsCounted& r)
    {
        count += r.rows;
        for (int i = 0; i < r.kept && n < kMaxExamples; ++i)
            ex[std::size_t(n++)] = r.rowids[std::size_t(i)];
    }
    QList<qint64> examples() const;
};

struct SlotStats {
    qint64 valid = 0;     // values with a valid reading in this slot
    qint64 top = 0;       // values whose best reading is this slot
    qint64 plausible = 0; // instants after 1990 and not far in the future
    // Values whose best reading is this slot only because no reading is plausible: a shape
    // many formats share, at an instant no ID of the format carries (decode's "no plausible
    // reading"). Alone such a value is no ID; beside plausible ones it is one of them.
    qint64 implausibleTop = 0;
    qint64 numeric = 0;   // readings of INTEGER/REAL values
    bool hasInstant = false;
    Instant min{}, max{};
    Precision finest = Precision::None;
    Tally future, beforeEpoch, preLaunch;
    std::array<qint64, kMaxTimeColumns> agree{}, comparable{};
    // Snowflake layouts only: the structure real generators leave in the low bits — few
    // distinct node (worker/machine/shard) values and small per-tick sequence numbers. Plain
    // nanosecond timestamps read as Snowflakes have neither.
    std::array<quint64, 16> nodes{}; // bitmap of 10 bits of the node field
    qint64 smallSequence = 0;
    int structure() const; // +1 structured, -1 clearly not, 0 unknown / not a Snowflake
};

// Counts kept against one predicted dominant slot.
struct CandidateStats {
    int slot = -1;
    std::vector<qint64> assigned; // per slot (+ kNoSlot): values read as that format when
                                  // this candidate is the column's format
    Tally notAnId, mixedVersions;
    std::array<Tally, kMaxTimeColumns> skew;
    std::array<Tally, kMaxTimeColumns> backfill; // the ID more than a day after the row's time
    std::array<qint64, kMaxTimeColumns> maxSkewMs{};
    // Snowflake profiles: the other known epochs (snowflakeEpochs() indices) and the offset
    // each would put between the ID and the row's time (this profile's epoch minus that one),
    // with the rows at that offset, per time column.
    int otherEpochs = 0;
    std::array<int, kSnowflakeEpochCount> epochIndex{};
    std::array<qint64, kSnowflakeEpochCount> epochOffsetMs{};
    std::array<std::array<Tally, kSnowflakeEpochCount>, kMaxTimeColumns> atEpochOffset{};
};

// What an earlier pass decided, used to steer the next one.
struct Prediction {
    std::vector<int> candidates; // ranked slots, best first
    ColumnRole role = ColumnRole::Unknown;
    int timeSlot = -1; // Time columns: the slot whose instant is the row's time
    Precision timePrecision = Precision::None;
    bool compareWithTime = false;              // Id columns: compare with the row's time columns
    bool guarded = false;                      // long values seen: read through the length guard
    Precision tickPrecision = Precision::None; // densest tick of candidates[0]
    bool hasText = false;                      // TEXT values seen
    QString reason;                            // the decision that made this prediction
    int runnerUp = -1;
    double runnerUpPlausible = -1;
    // 16-byte values the column reads as this format (binarylayout.h), whatever a value alone
    // would read as; Count: none.
    Format binaryAs = Format::Count;
};

// The row's timestamp columns, filled before the ID columns of the row are added.
struct RowTimes {
    std::array<bool, kMaxTimeColumns> has{};
    std::array<Instant, kMaxTimeColumns> at{};
    std::array<Precision, kMaxTimeColumns> precision{};
    int count = 0;
};

struct Decision {
    int dominant = -1; // slot, -1: none
    std::vector<int> ranked;
    int runnerUp = -1;
    double runnerUpPlausible = -1; // share of its instants at a plausible time
    QString reason;
    ColumnRole role = ColumnRole::Unknown;
    BinaryVerdict binary; // the column's 16-byte values judged together (format Count: no)
};

struct ColumnConfig {
    QString table;
    QString name;
    QString declaredType;
    int storedBytes = 0; // db::ColumnInfo::storedBytes
    bool isKey = false; // primary key, rowid alias or alone in a unique index
    bool primaryKey = false;
    std::optional<Format> forced;
    int inheritedSlot = -1;
    QString inheritedFrom;
    bool profiled = true; // false: read only as a timestamp column for others
};

class ColumnScan {
public:
    // `streaming`: a full scan, where values the prediction reads are parsed by their family
    // alone (no ranking of every format): the sample already compared the formats.
    ColumnScan(ColumnConfig cfg, const Prediction& pred, qint64 nowMs, bool collectCase,
               bool streaming = false);

    const ColumnConfig& config() const { return cfg_; }
    const Prediction& prediction() const { return pred_; }
    int timeIndex = -1; // position among the row's time columns, -1 when not one
    // Rows without a rowid that arrive in insertion order (every row of a PostgreSQL heap, read
    // in its physical order): the order same-millisecond UUIDv7s are judged in.
    bool scanOrder = false;

    // One value. `bytes`: its stored size; `longValue`: a TEXT/BLOB over kLongValueBytes
    // that was not read (in is then Null-kind with the storage class given).
    void add(const IdInput& in, db::StorageClass sc, qint64 bytes, bool longValue, qint64 rowid,
             bool hasRowid, RowTimes& times);

    Decision decide(const QStringList& timeColumnNames) const;
    // Prediction for the next pass from this pass's decision.
    Prediction predict(const Decision& d) const;

    struct BuildContext {
        const db::TableInfo* table = nullptr;
        QStringList timeColumnNames;
        qint64 estimatedRows = 0; // all rows of the table (for what a change would save)
        SampleDesign design;      // how the rows read were drawn: a sample's counts are estimates
        bool hasRowid = false;
    };
    ColumnProfile build(const Decision& d, const BuildContext& ctx) const;

    bool sawMixedCase() const;
    // Smallest and largest INTEGER value seen, when every non-NULL value was an INTEGER.
    std::optional<std::pair<qint64, qint64>> integerRange() const;
    bool hasText() const { return storage_[std::size_t(db::StorageClass::Text)] > 0; }
    qint64 longValues() const { return longValues_; }
    qint64 rows() const { return rows_; }

    // Counts what a pass left pending (a run of repeated readings); call once after the pass.
    void finishPass();

    // Set after a full scan from the GROUP BY query (the sample keeps its own set).
    void setCaseDuplicates(qint64 count, const QList<qint64>& examples, bool checked);

private:
    struct Dominant;
    class AnomalySink;
    // The parts of build(): one sentence each.
    void addFormats(ColumnProfile& p, const Dominant& dm) const;
    void addMixedCase(AnomalySink& out, const Dominant& dm) const;
    void addNonCanonical(AnomalySink& out, const Dominant& dm) const;
    void addStorageMismatch(AnomalySink& out) const;
    void addBeforeEpoch(AnomalySink& out, const Dominant& dm) const;
    void addMixedVersions(AnomalySink& out, const Dominant& dm,
                          const QList<FormatCount>& formats) const;
    void addClockSkew(AnomalySink& out, const Dominant& dm, const QStringList& timeNames,
                      ColumnProfile& p) const;
    void addNotAnId(AnomalySink& out, const Dominant& dm) const;
    void addBinaryInUuid(AnomalySink& out, const Dominant& dm) const;
    void addUlidExcludedLetters(AnomalySink& out, const Dominant& dm) const;
    void addUlidNonMonotonic(AnomalySink& out, const Dominant& dm) const;
    void addBackfillMinted(AnomalySink& out, const Dominant& dm, const QStringList& timeNames,
                           const ColumnProfile& p) const;
    void addV7DraftLayout(AnomalySink& out, const Dominant& dm) const;
    void addSnowflakeWrongEpoch(AnomalySink& out, const Dominant& dm,
                                const QStringList& timeNames) const;
    // A generator bug that one value shows, counted by noteGeneratorBugs, in a column of one of
    // `formats`.
    void addValueBug(AnomalySink& out, const Dominant& dm, AnomalyKind kind, int bug,
                     std::initializer_list<Format> formats) const;
    void addStorageCost(ColumnProfile& p, const Dominant& dm, const BuildContext& ctx) const;
    void addDisclosure(ColumnProfile& p, const Dominant& dm) const;
    void addCollisionEstimate(ColumnProfile& p, const Dominant& dm) const;

    // The parts of decide().
    bool isWeak(int slot) const; // numbers every profile reads (Snowflakes, unix times …)
    // Best agreement with one of the row's time columns: share (-1: none) and column.
    double agreement(int slot, int* column) const;
    double plausibleShare(int slot) const;
    bool ranksAbove(int a, int b) const; // more values read best as a (then valid), a first
    void appendRest(std::vector<int>& ranked) const; // other slots some value reads best as
    bool decideByTopReading(Decision& d, qint64 values) const;
    bool decideNumbers(Decision& d, qint64 values, const QStringList& timeNames) const;
    bool decideByBinaryLayout(Decision& d) const;
    bool decideRandom128(Decision& d, qint64 n) const;
    void addHex128(const IdInput& in);
    QString agreementReason(int best, int second, const QStringList& timeNames) const;
    QString plausibilityReason(int best, int second) const;

    // The parts of add(): what one value's readings count.
    struct Readings {
        std::bitset<kSlots> mask; // slots with a valid reading
        const Decoded* top = nullptr;
        int topSlot = kNoSlot;
        const Decoded* first = nullptr; // the reading of candidates[0]
        // Best UUID reading per byte order: a column has one byte order, so a value that is
        // not the dominant version is read in the dominant's order (a v4 BLOB in an RFC-order
        // v7 column is a v4, not whatever its .NET-order reading happens to be).
        std::array<int, kProfilesPerFormat> uuidByProfile{kNoSlot, kNoSlot, kNoSlot, kNoSlot};
        static_assert(kProfilesPerFormat == 4);
    };
    const Candidates& readingsOf(const IdInput& in);
    const Candidates& readingsAsFound(const IdInput& in);
    bool notTheForcedUuid(const Candidates& forced, const IdInput& in) const;
    Candidates* reusableReadings(const IdInput& in);
    int countValue(const Candidates& readings, const IdInput& in, db::StorageClass sc,
                   const RowsCounted& row, RowTimes& times);
    void countReadings(const Candidates& readings, const IdInput& in, const RowsCounted& row,
                       const RowTimes& times, Readings& r);
    void noteStructure(const Candidates& readings);
    void noteRunStructure(quint64 value);
    void noteStructure(int slot, quint64 value);
    void countInstant(const Decoded& d, int k, int slot, int candidate, const RowsCounted& row,
                      const RowTimes& times);
    quint8 classifyInstant(const Decoded& d, int slot);
    void noteBestReading(const Decoded& top, const IdInput& in, db::StorageClass sc,
                         const RowsCounted& row);
    void assignToCandidates(const Readings& r, const RowsCounted& row);
    void noteRowInstant(const Decoded& first, const RowsCounted& row, RowTimes& times);
    void noteGeneratorBugs(const Decoded& d, int slot, const RowsCounted& row);
    void noteV7Draft(const Decoded& d, int slot, const RowsCounted& row);
    bool extendsRun(const IdInput& in) const;
    void extendRun(const IdInput& in, qint64 rowid, bool hasRowid);
    void flushRun(RowTimes& times);

    int candidateIndex(int slot) const
    {
        return slot < 0 || slot >= kSlots ? -1 : candidateOfSlot_[std::size_t(slot)];
    }
    bool caseInsensitive(Format f) const;
    bool uuid(Format f) const { return traits_[std::size_t(f)] & kUuidTrait; }
    // The readings of `in` from the predicted format's family, the predicted reading first;
    // nullptr when that reading is not among them.
    Candidates* parseAsPredicted(const IdInput& in);
    void noteCase(const IdInput& in, const RowsCounted& row);
    void noteCaseDuplicate(const IdInput& in, const RowsCounted& row);

    ColumnConfig cfg_;
    Prediction pred_;
    Detector detector_;
    qint64 nowMs_ = 0;
    Candidates scratch_; // reused: constructing 24 readings per value would cost more than
                         // the parse
    // A forced UUID version: what a value that is no such UUID is (detection unforced).
    Detector ownDetector_;
    Candidates ownReadings_;
    struct SlotBounds {
        bool ready = false;
        Instant launch{};        // plausibility 100 from here (up to now)
        Instant plausibleFrom{}; // plausibility >= 65 from here
    };
    const SlotBounds& bounds(int slot)
    {
        const SlotBounds& b = bounds_[std::size_t(slot)];
        return b.ready ? b : computeBounds(slot);
    }
    const SlotBounds& computeBounds(int slot);
    std::vector<SlotBounds> bounds_;
    Instant futureAfter_{};    // now + 60 s
    Instant plausibleUntil_{}; // now + 1 day (instantPlausibility still 70)
    bool fastTime_ = false;    // a unix-* timestamp column: integers read without detection
    FamilyParser fastFamily_ = nullptr; // the family of the predicted format
    Candidates familyOut_;
    bool usedFastTime_ = false;
    // 16-byte values read as the column's binary format (Prediction::binaryAs).
    FamilyParser binaryFamily_ = nullptr;
    DecodeOptions binaryOptions_;
    BinaryLayoutStats binary_;
    BinaryLayoutStats hex128_; // TEXT values of 32 hex digits, as their 16 bytes
    // Snowflake integers: where the last value's readings are, valid for every value with the
    // same bits above kSnowflakeSameReadingsBits (reusableKey_).
    bool sameReadingsAbove_ = false;
    enum class Reusable : quint8 { None, Family, Scratch } reusable_ = Reusable::None;
    quint64 reusableKey_ = 0;
    bool reusing_ = false; // the readings are the last value's
    // Integers that reuse the readings of the value before them and need nothing of their own
    // row (no time columns to compare with, not a time column): counted as one weighted run
    // when the run ends. Each still adds its own Snowflake node and sequence.
    RowsCounted run_;
    IdInput runInput_;
    int runTopSlot_ = kNoSlot;
    std::array<qint16, Candidates::kCapacity> structureSlot_{}; // noteStructure's slots
    int structureSlots_ = 0;
    // Where each reading's instant stood (classifyInstant), kept for reused readings.
    static constexpr quint8 kFutureInstant = 1, kPlausibleInstant = 2, kBeforeEpochInstant = 4,
                            kPreLaunchInstant = 8;
    std::array<quint8, Candidates::kCapacity> instantClass_{};

    qint64 rows_ = 0;
    qint64 nulls_ = 0;
    std::array<qint64, 5> storage_{};
    qint64 storedBytes_ = 0;
    qint64 longValues_ = 0;
    std::vector<SlotStats> slots_;
    std::vector<CandidateStats> cands_;
    std::array<qint8, kSlots> candidateOfSlot_{};
    // The traits the per-value path asks for, read from the registry once.
    static constexpr quint8 kUuidTrait = 1, kCaseInsensitiveTrait = 2, kWeakTrait = 4,
                            kSnowflakeTrait = 8, // has node and sequence fields (snowflakeFields)
        kBugTrait = 16; // a known generator bug shows in one value (noteGeneratorBugs)
    std::array<quint8, kFormatCount + 1> traits_{}; // + Format::Count, a value with no reading
    std::array<Tally, 5> validByStorage_;
    Tally binaryValues_; // 16-byte values (binary_)
    Tally noneValid_;
    Tally lowerOnly_, upperOnly_, mixedIn_;
    Tally nonCanonical_, canonical_;
    // Known generator bugs one value shows, by the byte-order profile of its reading.
    enum Bug { kUlidAliasBug, kV7TopBitBug, kUuid1EpochBug, kKsuidWrapBug, kV7DraftBug, kBugKinds };
    std::array<std::array<Tally, kProfilesPerFormat>, kBugKinds> bugs_{};
    // The first draft-layout UUIDv7's instant read as the draft lays it out, by byte order.
    std::array<std::optional<Instant>, kProfilesPerFormat> v7DraftFirst_{};
    Tally ulidWithU_; // 26-character text that is a ULID but for a U
    // IDs whose first 48 bits are Unix ms (ULID, UUIDv7) in insertion order (`order`: the rowid,
    // or the row's place in a full scan): each value against the row before it, a pair when
    // both were minted in the same millisecond.
    struct SameMsOrder {
        bool has = false;
        qint64 order = 0;
        std::array<quint8, 16> last{};
        qint64 sameMsPairs = 0;
        // True when the 16 bytes of `d` and the row before it share their millisecond (then
        // `last` is that row's); `adjacent`: the rows are consecutive. Call remember() after.
        bool pairs(const Decoded& d, qint64 at, bool* adjacent = nullptr);
        void remember(const Decoded& d, qint64 at);
    };
    // ULIDs: the same-millisecond pairs whose random bits increase, and those that do not.
    struct UlidOrder {
        SameMsOrder order;
        qint64 increasing = 0;
        Tally notIncreasing;
    };
    UlidOrder ulidOrder_;
    void noteUlidOrder(const Decoded& d, const RowsCounted& row);
    // UUIDv7, per byte-order profile: what rand_a (and the top of rand_b) does between
    // same-millisecond rows, its spread, and the range of ms + rand_a/4096.
    static constexpr int kMaxCounterSpill = 32; // rand_b bits a counter may continue into
    struct V7RandAStats {
        SameMsOrder order;
        qint64 nonDecreasing = 0; // pairs whose rand_a did not go down
        qint64 adjacentPairs = 0; // pairs of rows with consecutive rowids
        // Adjacent pairs whose counter of 12 + w bits (rand_a, then w bits of rand_b) stepped
        // by exactly one, by w.
        std::array<qint64, kMaxCounterSpill + 1> stepOne{};
        quint16 spread = 0; // which sixteenths of 0..4095 rand_a values fell into
        bool hasKey = false;
        quint64 minKey = 0, maxKey = 0; // unix_ts_ms << 12 | rand_a
    };
    std::array<V7RandAStats, kProfilesPerFormat> v7RandA_;
    void noteV7RandA(const Decoded& d, int profile, const RowsCounted& row);
    void addV7RandA(ColumnProfile& p, const Dominant& dm) const;
    qint64 intMin_ = std::numeric_limits<qint64>::max();
    qint64 intMax_ = std::numeric_limits<qint64>::min();
    qint64 newestRowid_ = std::numeric_limits<qint64>::min(); // the newest row's best reading
    int newestSlot_ = kNoSlot;

    TickCounter ticks_;
    TickCounter seconds_;
    // UUIDv7 columns: unix_ts_ms << 12 | rand_a, the 1/4096 ms tick that counts once rand_a
    // turns out to be a fraction of the millisecond (known only after the scan).
    TickCounter fractionTicks_;

    // Case duplicates: in a sample a bounded map of lower-cased values; after a full scan the
    // count of the GROUP BY query.
    bool collectCase_ = false;
    struct Seen {
        QByteArray original;
        qint64 rowid = 0;
        bool counted = false;
    };
    QHash<QByteArray, Seen> caseSeen_;
    Tally caseDup_;
    bool caseChecked_ = false;
    bool caseSet_ = false;
};

// Distinct lower-cased values a sample remembers to find case duplicates.
constexpr int kCaseMapLimit = 4096;

} // namespace idscope::analysis::detail
