// The reverse direction: an instant (or a range) → the smallest and largest ID of a format,
// for `WHERE id BETWEEN :lo AND :hi` queries, and IDs generated at an instant.
#pragma once

#include "decoded.h"

#include <QString>

#include <optional>

namespace idscope {

struct IdBounds {
    Format format = Format::Count;
    // Bounds cover whole units of the format's precision: lower is the smallest ID minted in
    // the unit (ms, s, …) that holds `from`, upper the largest in the unit that holds `to`.
    QString lower;
    QString upper;
    bool ok = false;
    QString error;
};

// Both ends inclusive. Works for every format with FormatInfo::reversible.
IdBounds boundsFor(Format f, const Instant& from, const Instant& to, const DecodeOptions& opt = {});

// A fresh ID of `f` at `t` with random non-time bits (ID generator tool, tests).
std::optional<QString> generateAt(Format f, const Instant& t, const DecodeOptions& opt = {});

} // namespace idscope
