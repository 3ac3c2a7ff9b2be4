// Which 128-bit format a column of 16-byte values holds, judged from how their bits behave
// across the column rather than value by value. A binary ULID looks exactly like a non-RFC
// UUID on its own; across a column its "version" nibble and "variant" bits are spread like
// random bits while its leading 48 bits read as a clock in Unix milliseconds. SCRU128 and UPID
// share that leading clock and are told apart by what else stays still: SCRU128's counter_hi
// within a second, UPID's prefix and version in the last three bytes. Timeflake's bytes are
// ULID's layout exactly, so that doubt is always stated.
#pragma once

#include "ids/format.h"

#include <QString>

#include <array>

namespace idscope::analysis {

struct BinaryVerdict {
    Format format = Format::Count; // Ulid, Scru128 or Upid; Count: no column-level reading
    QString evidence;              // one sentence: what the bits showed
    QString doubt;                 // what the bits cannot tell apart ("" when nothing)
};

// Counts over the 16-byte values of a column, in the order they were read (rowid order for a
// SQLite table, heap order on a server). Constant memory.
class BinaryLayoutStats {
public:
    explicit BinaryLayoutStats(qint64 nowMs = 0);
    void add(const quint8* bytes); // 16 bytes as stored

    qint64 values() const { return values_; }
    qint64 minMs() const { return minMs_; }
    qint64 maxMs() const { return maxMs_; }

private:
    friend BinaryVerdict judgeBinaryLayout(const BinaryLayoutStats& s);
    friend bool looksLikeRandom128(const BinaryLayoutStats& s);

// 128-bit values with no UUID structure and no clock: the version nibble and variant bits spread
// as random bits do and the leading 48 bits fall at a plausible instant for no more than half
// of them — hashes or random tokens (an MD5 in hex), which one by one read as non-RFC UUIDs.
bool looksLikeRandom128(const BinaryLayoutStats& s);

    qint64 fromMs_ = 0, untilMs_ = 0; // the leading 48 bits in here count as plausible
    qint64 values_ = 0;
    qint64 plausible_ = 0;
    // Byte 6's high nibble and byte 8's top two bits, counted once per run of values that
    // share bytes 6..8 (monotonic ULIDs within a millisecond, SCRU128's counter_hi within a
    // second): a run repeats one draw of those bits.
    qint64 runs_ = 0;
    std::array<qint64, 16> version_{};
    std::array<qint64, 4> variant_{};
    qint64 minMs_ = 0, maxMs_ = 0;     // the leading 48 bits as Unix ms
    qint64 pairs_ = 0;                 // consecutive values
    qint64 forward_ = 0;               // pairs whose clock does not go back by 256 ms or more
    qint64 nearPairs_ = 0;             // pairs 1..999 ms apart
    qint64 counterHiKept_ = 0;         // of those, pairs with the same bytes 6..8
    // The last three bytes: UPID's 20-bit prefix and 4-bit version.
    std::array<quint32, 4> tails_{};
    int tailCount_ = 0; // distinct tails seen, up to tails_.size() + 1
    quint64 prevMs_ = 0;
    std::array<quint8, 3> prevCounterHi_{};
};

// At least 8 values; the version nibble and variant bits spread as random bits are (no value
// of either holds much more than its share), at least 90 % of the leading 48 bits at a
// plausible instant (1990 to a day after now), and the clock moving forward between most
// consecutive values (or every instant plausible over at least 32 values, for a column not
// kept in insertion order).
BinaryVerdict judgeBinaryLayout(const BinaryLayoutStats& s);

} // namespace idscope::analysis
