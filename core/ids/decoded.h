// The allocation-free result of parsing one value as one format (hot path), and the
// input view it is parsed from. Rich, displayable readings are built from these on demand.
#pragma once

#include "format.h"
#include "instant.h"

#include <QtGlobal>

#include <array>
#include <cstring>
#include <string_view>

namespace idscope {

// One value as SQLite (or a command line) hands it over. Text is UTF-8; nothing is owned.
struct IdInput {
    enum class Kind : quint8 { Null, Integer, Real, Text, Blob };
    Kind kind = Kind::Null;
    qint64 integer = 0;
    double real = 0;
    const char* data = nullptr; // Text (UTF-8) or Blob bytes
    int size = 0;

    static IdInput text(std::string_view s) { return {Kind::Text, 0, 0, s.data(), int(s.size())}; }
    static IdInput blob(const void* p, int n)
    {
        return {Kind::Blob, 0, 0, static_cast<const char*>(p), n};
    }
    static IdInput fromInteger(qint64 v) { return {Kind::Integer, v, 0, nullptr, 0}; }
    static IdInput fromReal(double v) { return {Kind::Real, 0, v, nullptr, 0}; }
    std::string_view view() const { return {data, std::size_t(size)}; }
};

// Warnings a parser can see in the value alone. The detector adds context ones.
enum WarningFlag : quint32 {
    WarnNonCanonicalCase = 1u << 0,     // e.g. upper-case ULID stored where lower-case is kept
    WarnNonCanonicalSpelling = 1u << 1, // braces, urn:uuid:, no hyphens, …
    WarnFuture = 1u << 2,               // instant after now (+ tolerance)
    WarnBeforeEpoch = 1u << 3,          // instant before the format's epoch / launch
    WarnByteOrderUncertain = 1u << 4,   // 16-byte BLOB fits RFC and .NET order
    WarnDotNetByteOrder = 1u << 5,      // read in Guid.ToByteArray() order
    WarnSuspiciousGenerator = 1u << 6,  // a known generator bug signature
    WarnAmbiguous = 1u << 7,            // other readings are about as plausible
    WarnV4WhereV7Expected = 1u << 8,    // set by column context (profiles)
    WarnMixedCase = 1u << 9,            // upper and lower case letters in one value
    WarnMicrosecondsAsMs = 1u << 10,    // ms field that only makes sense read as µs
    WarnTruncatedPrecision = 1u << 11,  // input carried more digits than kept
    // Set by auto-detection: no ID of the format carries such an instant (before the
    // format's launch, far in the future, a small counter read as a time); or by a parser
    // whose shape alone is no evidence (a word spelled in a shortcode's alphabet).
    WarnImplausible = 1u << 12,
    // Set by detection on a self-identifying reading whose instant predates the format
    // (FormatInfo::launchMs): still that format, but minted by a skewed clock, a test or a
    // forger, or backfilled.
    WarnBeforeFormat = 1u << 13,
};

// Why a value that has a format's shape still is not a valid one of it.
enum class ParseError : quint8 {
    None,
    BadLength,
    BadCharacter, // errorPos says where
    Overflow,     // e.g. ULID first char > 7, TSID first char > F
    BadVersion,
    BadVariant,
    BadPrefix, // TypeID prefix
    BadSuffix, // TypeID suffix not a UUIDv7/any valid UUID
    OutOfRange,
    BadChecksum,
};

// Parameters of a user-defined Snowflake layout: epoch + bit widths, MSB first after sign.
struct SnowflakeLayout {
    qint64 epochMs = 1288834974657;
    quint8 timeBits = 41;
    quint8 nodeBits = 10; // worker/machine/shard bits in one field
    quint8 sequenceBits = 12;
    quint32 timeUnitMs = 1; // 10 for Sonyflake-like layouts, 1000 for seconds
    // The widths fit 64 bits, and every instant the time field can hold fits an Instant.
    bool valid() const
    {
        __extension__ typedef __int128 Int128;
        if (timeBits == 0 || timeBits + nodeBits + sequenceBits > 64 || timeUnitMs == 0)
            return false;
        const Int128 span = ((Int128(1) << timeBits) - 1) * timeUnitMs;
        const Int128 epoch = epochMs < 0 ? -Int128(epochMs) : Int128(epochMs);
        return (span + epoch) / 1000 < Int128(1) << 62;
    }
};

// "EPOCH_MS:TIME_BITS:NODE_BITS:SEQ_BITS[:UNIT_MS]" as a layout (`decode --snowflake-layout`).
// Every number is checked before it is narrowed: nullopt, with the reason in *error, when a
// part is no integer or out of range.
std::optional<SnowflakeLayout> parseSnowflakeLayout(QStringView spec, QString* error = nullptr);

struct DecodeOptions {
    qint64 nowMs = 0;                  // "now" for future/age checks; 0 = take the clock once
    SnowflakeLayout customSnowflake{}; // used when format Snowflake is requested
    bool customSnowflakeSet = false;
    // A format the user asked for: parsers may then accept looser shapes (decimal text for
    // integer formats, a TypeID suffix that is not v7, …). Count = detect freely.
    Format forced = Format::Count;
};

struct Decoded {
    Format format = Format::Count;
    quint8 profile = 0; // format-specific sub-reading: byte order, Sonyflake epoch version, …
    ParseError error = ParseError::None;
    quint8 errorPos = 0;
    quint8 prior = 0; // how characteristic the shape is for this format, 0..100
    quint8 score = 0; // final plausibility 0..100, set by the detector
    bool hasInstant = false;
    Precision precision = Precision::None;
    quint32 flags = 0; // WarningFlag bits
    Instant instant{};
    quint64 u64 = 0; // integer formats: the value itself; others: a format-defined number
    quint8 size = 0; // bytes used in `bytes`
    // Which of the format's spellings the value was read from, as its family numbers them
    // (0: its own; a UUID's are UuidSpelling): the canonical text says the same bits.
    quint8 spelling = 0;
    // The value's shape names its format (RFC 9562 version and variant bits, a canonical
    // 26-character ULID, 27 base62 characters of KSUID, 24 hex digits of ObjectId, a prefixed
    // TypeID, a canonical TID): valid at any instant the format can hold. Plausibility only
    // ranks it among rival readings; auto-detection never turns it into "no plausible reading".
    bool selfIdentifying = false;
    // Binary payload: UUID/ULID 16, KSUID 20, ObjectId 12, TypeID 16 + a prefix of up to 63.
    // Left uninitialised on purpose: zeroing 80 bytes per reading costs more than the parse.
    // Only the first `size` bytes mean anything.
    std::array<quint8, 80> bytes;

    bool valid() const { return format != Format::Count && error == ParseError::None; }
    void setBytes(const void* p, int n)
    {
        size = quint8(n);
        std::memcpy(bytes.data(), p, std::size_t(n));
    }
};

// Readings of one input, at most a few dozen; fixed capacity so detection never allocates.
class Candidates {
public:
    static constexpr int kCapacity = 24;
    void add(const Decoded& d)
    {
        if (n_ < kCapacity)
            items_[std::size_t(n_++)] = d;
    }
    // Adds `d` as a reading of the family's shape that failed with `e` at character `pos`.
    void addFailure(Decoded d, ParseError e, int pos)
    {
        d.error = e;
        d.errorPos = quint8(pos);
        add(d);
    }
    int size() const { return n_; }
    bool empty() const { return n_ == 0; }
    void clear() { n_ = 0; }
    Decoded& operator[](int i) { return items_[std::size_t(i)]; }
    const Decoded& operator[](int i) const { return items_[std::size_t(i)]; }
    Decoded* begin() { return items_.data(); }
    Decoded* end() { return items_.data() + n_; }
    const Decoded* begin() const { return items_.data(); }
    const Decoded* end() const { return items_.data() + n_; }
    void removeAt(int i)
    {
        for (int k = i + 1; k < n_; ++k)
            items_[std::size_t(k - 1)] = items_[std::size_t(k)];
        --n_;
    }

private:
    std::array<Decoded, kCapacity> items_;
    int n_ = 0;
};

} // namespace idscope
