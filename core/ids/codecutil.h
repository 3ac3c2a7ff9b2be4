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

constexpr bool isAsciiLower(char c)
{
    return c >= 'a' && c <= 'z';
}
constexpr bool isAsciiUpper(char c)
{
    return c >= 'A' && c <= 'Z';
}
constexpr bool isAsciiDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Hex digits, either case.
inline constexpr std::array<quint8, 256> kHexDigit = digitTable("0123456789abcdef", true);

// Every character of the text is an ASCII digit (true for empty text).
inline bool allAsciiDigits(const IdInput& in)
{
    for (int i = 0; i < in.size; ++i) {
        if (unsigned(in.data[i]) - '0' > 9)
            return false;
    }
    return true;
}

// RFC 4648 Base64: the URL-safe alphabet (… '-', '_') and the standard one (… '+', '/').
inline constexpr char kBase64UrlAlphabet[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
inline constexpr char kBase64Alphabet[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
inline constexpr std::array<quint8, 256> kBase64UrlDigit = digitTable(kBase64UrlAlphabet);
inline constexpr std::array<quint8, 256> kBase64Digit = digitTable(kBase64Alphabet);

// `n` characters of unpadded Base64 (`table`: one of the two above) into at most `capacity`
// bytes: how many were written, or -1 for a character outside the alphabet, more bytes than
// `capacity`, or bits left over that an encoder leaves zero.
int decodeBase64(const char* s, int n, const std::array<quint8, 256>& table, quint8* out,
                 int capacity);
// `n` bytes as unpadded Base64 of `alphabet` into `out` (room for (4n + 2) / 3): the
// characters written.
int encodeBase64(const quint8* p, int n, const char* alphabet, char* out);

// A reading of `f` that has the format's shape but is invalid, and why.
Decoded errorReading(Format f, ParseError e, int pos, quint8 prior);

// Lower-case hex of n bytes.
QString hexString(const quint8* p, int n);

// Every non-time bit of a generated ID: all clear, all set, or random.
void fillBytes(quint8* p, int n, Fill fill);

} // namespace idscope
