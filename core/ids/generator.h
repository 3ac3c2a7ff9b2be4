// Mints IDs one after another, so that IDs of one millisecond still sort in minting order:
//   uuidv7, typeid  a 42-bit counter right after the timestamp (RFC 9562 §6.2, method 1),
//                   seeded at random with its top bit clear at every new millisecond and
//                   counted up within one; the last 32 bits stay random per ID.
//   ulid            the previous ULID plus one within one millisecond (monotonic ULID, as the
//                   ULID spec describes); new random bits at every new millisecond.
// Every other format gets random non-time bits, as generateAt() gives them.
#pragma once

#include "decoded.h"

#include <QString>

#include <optional>

namespace idscope {

// Which of these a format gets is its FormatInfo::mintOrder.
class IdGenerator {
public:
    explicit IdGenerator(Format f, quint8 profile = 0, const DecodeOptions& opt = {});

    // The next ID at `t`. An instant in a later millisecond than the previous ID starts a
    // fresh sequence; so does an earlier one (each ID carries the instant it was asked for).
    // nullopt when `f` cannot represent `t`, or when one millisecond's counter is spent
    // (2^41 IDs at least: never in practice, and then failing keeps the order).
    std::optional<QString> next(const Instant& t);

    Format format() const { return format_; }

private:
    bool continueSequence(Decoded& d);

    Format format_;
    quint8 profile_;
    DecodeOptions opt_;
    bool started_ = false;
    quint64 lastMs_ = 0;
    Decoded last_{};
};

} // namespace idscope
