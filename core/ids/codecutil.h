// Small helpers every format family shares (internal to core/ids).
#pragma once

#include "codecs.h"

#include <QString>

#include <array>
#include <cstddef>

namespace idscope {

inline constexpr quint8 kNoDigit = 0xFF;

// Byte → its position in `alphabet`; kNoDigit for every other byte. With foldUpper, upper-case
// ASCII letters decode like their lower-case twins (hex). Built at compile time.
template<std::size_t N>
constexpr std::array<quint8, 256> digitTable(const char (&alphabet)[N], bool foldUpper = false)
{
    std::array<quint8, 256> t{};
    for (auto& v : t)
        v = kNoDigit;
    for (std::size_t i = 0; i + 1 < N; ++i) {
        const auto c = static_cast<unsigned char>(alphabet[i]);
        t[c] = quint8(i);
        if (foldUpper && c >= 'a' && c <= 'z')
            t[std::size_t(c - 'a' + 'A')] = quint8(i);
    }
    return t;
}

// A reading of `f` that has the format's shape but is invalid, and why.
Decoded errorReading(Format f, ParseError e, int pos, quint8 prior);

// Lower-case hex of n bytes.
QString hexString(const quint8* p, int n);

// Every non-time bit of a generated ID: all clear, all set, or random.
void fillBytes(quint8* p, int n, Fill fill);

} // namespace idscope
