// The format registry. A family is one file (uuid.cpp, snowflake.cpp, …) that declares the
// formats it reads — each with its stable name, layout and traits (FormatInfo) — and its
// parser, describer and, when its IDs can be built from an instant, its maker. registry.cpp
// lists the families; detection, descriptions, reverse lookups, generators and every trait
// lookup (formatInfo, isUuid, …) ask the registry instead of switching over formats.
#pragma once

#include "decoded.h"

#include <span>

namespace idscope {

class DescribeSink;

// How a maker fills the bits of an ID besides its time: all clear, all set, or random.
enum class Fill : quint8 { Min, Max, Random };

// parse: one Decoded per reading of the input that has the family's shape (codecs.h says
// how). describe: canonical text and fields of a valid Decoded of the family's formats, into a
// sink (reading.h).
// make: the Decoded of `format` at instant `t`, its other bits as `fill` says; false when
// `t` is out of range or the family cannot build `format`. out.profile on entry selects
// the reading (Sonyflake's epoch).
using ParseFn = void (*)(const IdInput& in, const DecodeOptions& opt, Candidates& out);
using DescribeFn = void (*)(const Decoded& d, DescribeSink& s);
using MakeFn = bool (*)(Format format, const Instant& t, Fill fill, const DecodeOptions& opt,
                        Decoded& out);

struct FormatFamily {
    const char* name = "";               // for diagnostics and tests: "uuid", "snowflake", …
    std::span<const FormatInfo> formats; // the formats this family reads
    ParseFn parse = nullptr;
    DescribeFn describe = nullptr;
    MakeFn make = nullptr; // nullptr: no format of the family can be built from an instant
};

// Every family, in the order detection asks them.
std::span<const FormatFamily* const> formatFamilies();
// The family that reads `f`; nullptr for Format::Count (or a format nobody registered).
const FormatFamily* familyOf(Format f);
// The FormatInfo the family declared for `f` (formatInfo() wraps it); nullptr as above.
const FormatInfo* registeredFormat(Format f);

} // namespace idscope
