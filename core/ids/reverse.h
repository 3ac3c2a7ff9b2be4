// The reverse direction: an instant (or a range) → the smallest and largest ID of a format,
// for `WHERE id BETWEEN :lo AND :hi` queries, and IDs generated at an instant.
#pragma once

#include "decoded.h"

#include <QList>
#include <QString>

#include <optional>

namespace idscope {

struct IdBounds {
    Format format = Format::Count;
    quint8 profile = 0; // the reading the bounds are made for (Sonyflake epoch)
    // Bounds cover whole units of the format's precision: lower is the smallest ID minted in
    // the unit (ms, s, …) that holds `from`, upper the largest in the unit that holds `to`.
    QString lower;
    QString upper;
    bool ok = false;
    QString error;
};

// Both ends inclusive. Works for every format with FormatInfo::reversible. `profile` picks the
// reading where a format has several that map time differently (Sonyflake: 0 the 2014
// epoch, 1 the 2025 one); other formats ignore it.
IdBounds boundsFor(Format f, const Instant& from, const Instant& to, const DecodeOptions& opt = {},
                   quint8 profile = 0);

// The profiles of `f` whose bounds differ: {0, 1} where the two count from different epochs
// (Sonyflake), {0} for every other format.
QList<quint8> boundProfiles(Format f);

// A fresh ID of `f` at `t` with random non-time bits (ID generator tool, tests).
std::optional<QString> generateAt(Format f, const Instant& t, const DecodeOptions& opt = {},
                                  quint8 profile = 0);

} // namespace idscope
