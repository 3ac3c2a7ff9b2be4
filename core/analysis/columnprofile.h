// What a column holds: storage classes, ID/time formats by share, the instant range, the
// anomalies that bite real teams, and what the keys cost and reveal. Plain values, filled by
// the profiler (profiler.h) and drawn by widgets / written by reports.
#pragma once

#include "estimate.h"
#include "ids/format.h"
#include "ids/instant.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace idscope::analysis {

enum class AnomalyKind {
    MixedCase,       // ULIDs/UUIDs not all in one letter case
    NonCanonical,    // braces, no hyphens, urn:uuid:, aliases …
    StorageMismatch, // TEXT ids in a column of BLOB ids or the reverse
    CaseDuplicate,   // two values equal ignoring case
    Future,          // instant after now
    BeforeEpoch,     // instant before the format's epoch / launch
    MixedVersions,   // v4 rows inside a v7 column
    ClockSkew,       // ID instant far from the row's own timestamp column
    NotAnId,         // values no reading of the dominant format accepts
    UlidInUuid,      // 16-byte ULIDs (SCRU128s, UPIDs) where UUIDs are expected
    // Known generator bugs, each named after the bug that writes it.
    UlidExcludedLetters, // ULID text with I/L/O (read as 1/1/0) or U (no decoder reads it)
    UlidNonMonotonic,    // random bits that do not increase within a millisecond, in a column
                         // that otherwise is monotonic
    V7TopBit,            // UUIDv7 whose 48-bit unix_ts_ms has its top bit set (after 6429)
    Uuid1WrongEpoch,     // UUIDv1/v6 holding Unix time in the Gregorian field (reads 1582-1639)
    KsuidWrap,           // KSUIDs of a time before the 2014 epoch, wrapped to 2106-2150
    BackfillMinted,      // ID instant more than a day after the row's own timestamp
    V7DraftLayout,       // UUIDv7 of the 2021 drafts: 36-bit Unix seconds where RFC 9562 has ms
    SnowflakeWrongEpoch, // Snowflakes minted with another profile's epoch (constant offset to
                         // the row's timestamp: the difference of the two epochs)
};
constexpr int kAnomalyKindCount = int(AnomalyKind::SnowflakeWrongEpoch) + 1;
QString anomalyName(AnomalyKind k);        // stable kebab-case: "mixed-case", …
QString anomalyDescription(AnomalyKind k); // one translated sentence
// A known generator bug (the kinds after UlidInUuid): its description names the bug's source.
inline bool isGeneratorBug(AnomalyKind k)
{
    return int(k) > int(AnomalyKind::UlidInUuid);
}

struct Anomaly {
    AnomalyKind kind;
    qint64 count = 0;
    QList<qint64> exampleRowids; // up to 5 (empty for WITHOUT ROWID tables)
    QString detail;              // e.g. "compared with created_at; median skew 3.2 s"
};

struct FormatCount {
    Format format;
    quint8 profile = 0; // e.g. Sonyflake epoch, .NET byte order
    qint64 count = 0;
};

enum class ColumnRole { Unknown, Id, Time, Other };

// How a UUIDv7 column fills rand_a, the 12 bits after the version (RFC 9562 section 6.2), judged
// from consecutive rows (in rowid order) minted in the same millisecond.
enum class V7RandA : quint8 {
    Unknown,  // not a UUIDv7 column, or too few rows sharing a millisecond to tell
    Fraction, // method 3: a fraction of the millisecond, non-decreasing within it (PostgreSQL
              // 18's uuidv7()): the column's instants carry 1/4096 ms
    Counter,  // method 1: a counter that steps by one within a millisecond
    Random,   // neither: random bits
};
QString v7RandAName(V7RandA m);        // stable: "fraction", "counter", "random"; empty: Unknown
QString v7RandADescription(V7RandA m); // one translated sentence

struct ColumnProfile {
    QString table;
    QString column;
    QString declaredType;
    bool sampled = true; // false after a full scan
    qint64 rowsSeen = 0;
    qint64 nulls = 0;
    std::array<qint64, 5> storage{}; // counts by storage class: null, integer, real, text, blob

    ColumnRole role = ColumnRole::Unknown;
    QList<FormatCount> formats;     // by count, descending
    std::optional<Format> dominant; // the format most values are read as (may be forced)
    quint8 dominantProfile = 0;
    double dominantShare = 0;           // 0..1 of non-NULL values
    std::optional<Format> runnerUp;     // integer columns: the second-best profile
    double runnerUpPlausibleShare = -1; // of the runner-up's instants, the share at a plausible
                                        // time (-1: unknown)
    QString choiceReason;               // why dominant won (distribution, agreement with a
                                        // timestamp column, a user choice, a foreign key)
    QString inheritedFrom;              // "table.column" when a foreign key decided the format
    std::optional<Instant> minTime;
    std::optional<Instant> maxTime;
    // When the dominant format carries no instant (UUIDv4 beside UUIDv7): the format, carried
    // by most of the other values, whose instants minTime and maxTime span. nullopt: they are
    // the dominant format's own.
    std::optional<Format> timeFormat;
    Precision precision = Precision::None;
    QList<Anomaly> anomalies; // only kinds with count > 0

    // What the keys cost and reveal.
    double avgStoredBytes = 0;            // average bytes per non-NULL value as stored
    QString otherRepresentation;          // e.g. "16-byte BLOB" for TEXT UUIDs
    qint64 otherRepresentationSaving = 0; // bytes saved in the table and its indexes
    qint64 densestTickCount = 0;          // most values sharing one tick of the precision
    std::optional<Instant> densestTick;
    int randomBits = 0; // random bits per tick of the dominant format
    // What else tells one tick's IDs apart: a per-worker counter of counterBits (Snowflake,
    // ObjectId) or a node ID and clock sequence (UUIDv1/v6), never counted as random.
    TickUniqueness uniqueness = TickUniqueness::None;
    int counterBits = 0;
    double collisionProbabilityPerSecond = 0; // birthday bound at the observed peak rate
    double collisionProbabilityPerYear = 0;
    QString disclosure; // "Each ID reveals its row's creation instant to the ms."

    // Added by the profiler implementation (additive to the contract above).
    qint64 nonNull() const { return rowsSeen - nulls; }
    QString timeColumn;                  // the row's timestamp column the IDs were compared with
    double timeAgreement = -1;           // share of compared rows within the skew tolerance (-1:
                                         // not compared)
    qint64 densestSecondCount = 0;       // most values sharing one second: the peak insert rate
    int indexCount = 0;                  // indexes that carry the column besides the table
    double otherRepresentationBytes = 0; // bytes per key in the other representation
    QString otherRepresentationNote;     // one sentence: what the other representation saves
    QString collisionNote;               // how the collision figures were computed
    bool caseDuplicatesChecked = false;  // false when mixed case was never seen (nothing to do)
    SampleDesign design; // a sample's draw (drawn == 0: every row was read): what the
                         // shares and counts above are worth for the whole table
    // UUIDv7 columns: what rand_a holds. Fraction: minTime/maxTime include it (ms + rand_a/4096)
    // and precision is Ms4096; a single ID still only guarantees its milliseconds.
    V7RandA v7RandA = V7RandA::Unknown;
    int v7CounterBits = 0;                            // Counter: its width, 12 + rand_b bits
    QString v7RandANote;                              // what the same-millisecond rows showed
    Precision densestTickPrecision = Precision::None; // the tick densestTickCount counts
};

// The column's formats (profiles merged) by count, each with its share of non-NULL values:
// exact after a full scan, an estimate with its interval from a sample.
struct FormatShare {
    Format format;
    qint64 count = 0; // values read as it (in the sample, when sampled)
    ShareEstimate share;
};
QList<FormatShare> formatShares(const ColumnProfile& p);
// dominantShare with its interval.
ShareEstimate dominantShareEstimate(const ColumnProfile& p);
// An anomaly's count in the whole table: exact, or scaled from the sample with its interval.
CountEstimate anomalyEstimate(const ColumnProfile& p, const Anomaly& a);

// A format's title in the UI language ("RFC 3339 time" → "время RFC 3339"; names stay).
QString formatDisplayTitle(Format f);

// "UUIDv7 70 % · UUIDv4 30 %" (a sample: "UUIDv7 ≈70 % · UUIDv4 ≈30 %"): the badge text.
QString formatMixSummary(const ColumnProfile& p, int maxParts = 3);

// Translated display name of a role ("ID", "time", …) and its stable JSON name ("id", …).
QString roleName(ColumnRole r);
QString roleTitle(ColumnRole r);
// The anomaly of a kind, or nullptr.
const Anomaly* findAnomaly(const ColumnProfile& p, AnomalyKind k);
// Count of values read as `f` (all profiles).
qint64 formatCount(const ColumnProfile& p, Format f);

} // namespace idscope::analysis
