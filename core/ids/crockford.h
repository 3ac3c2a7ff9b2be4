// Crockford base32 helpers shared by ulid, typeid and tsid. Header-only and allocation-free:
// they run in the hot parse path.
#pragma once

#include <QtGlobal>

#include <array>

namespace idscope::crockford {

inline constexpr char kUpperAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
inline constexpr char kLowerAlphabet[] = "0123456789abcdefghjkmnpqrstvwxyz";

// Decode table entry: the 5-bit value plus what kind of character it was, so one lookup
// answers both "which value" and "is this the canonical spelling".
enum : quint8 {
    kValueMask = 0x1F,
    kLower = 0x20, // a lower-case letter
    kUpper = 0x40, // an upper-case letter
    kAlias = 0x80, // I/L read as 1, O read as 0 (Crockford's decoding rule)
    kInvalid = 0xFF,
};

constexpr std::array<quint8, 256> makeDecodeTable()
{
    std::array<quint8, 256> t{};
    for (quint8& e : t)
        e = kInvalid;
    for (int v = 0; v < 32; ++v) {
        const char u = kUpperAlphabet[v];
        const char l = kLowerAlphabet[v];
        if (u >= 'A') {
            t[std::size_t(quint8(u))] = quint8(v | kUpper);
            t[std::size_t(quint8(l))] = quint8(v | kLower);
        } else {
            t[std::size_t(quint8(u))] = quint8(v);
        }
    }
    t[std::size_t('I')] = quint8(1 | kUpper | kAlias);
    t[std::size_t('L')] = quint8(1 | kUpper | kAlias);
    t[std::size_t('O')] = quint8(0 | kUpper | kAlias);
    t[std::size_t('i')] = quint8(1 | kLower | kAlias);
    t[std::size_t('l')] = quint8(1 | kLower | kAlias);
    t[std::size_t('o')] = quint8(0 | kLower | kAlias);
    return t;
}
inline constexpr std::array<quint8, 256> kDecode = makeDecodeTable();

constexpr bool isAsciiAlnum(char c)
{
    const unsigned u = quint8(c);
    return (u - '0') < 10u || ((u | 0x20u) - 'a') < 26u;
}

// What a scan saw besides the value.
struct Scan {
    int badPos = -1;       // first character outside the alphabet (aliases are inside)
    int nonStrictPos = -1; // first character that is not canonical lower case (TypeID rule)
    bool allAlnum = true;  // only ASCII letters and digits: the input has the shape at all
    bool lower = false;    // some lower-case letter seen
    bool upper = false;    // some upper-case letter seen
    bool alias = false;    // some I/L/O alias seen
    quint8 first = 0;      // value of the first character (overflow check)
    bool ok() const { return badPos < 0; }
};

inline void scanChar(Scan& sc, int i, char c, quint8 e)
{
    if (e == kInvalid) {
        if (sc.badPos < 0)
            sc.badPos = i;
        if (sc.nonStrictPos < 0)
            sc.nonStrictPos = i;
        if (!isAsciiAlnum(c))
            sc.allAlnum = false;
        return;
    }
    sc.lower |= (e & kLower) != 0;
    sc.upper |= (e & kUpper) != 0;
    sc.alias |= (e & kAlias) != 0;
    if ((e & (kUpper | kAlias)) && sc.nonStrictPos < 0)
        sc.nonStrictPos = i;
}

// 26 characters → 130 bits, of which the low 128 go to out16 (big-endian). The caller
// rejects first > 7, which would need the two dropped bits.
inline Scan decode128(const char* s, quint8* out16)
{
    // Fast path: three independent accumulators (43 + 45 + 40 bits) so the shifts do not
    // form one long dependency chain, and one OR over the table entries for the flags.
    // Anything unusual (a bad character, upper case, an alias) takes the exact scan below.
    {
        quint8 e[26];
        quint8 all = 0;
        for (int i = 0; i < 26; ++i) {
            e[i] = kDecode[quint8(s[i])];
            all |= e[i];
        }
        if (!(all & kAlias)) { // also false for kInvalid (all bits set)
            quint64 a = 0, b = 0, c = 0;
            for (int i = 0; i < 9; ++i)
                a = (a << 5) | (e[i] & kValueMask);
            for (int i = 9; i < 18; ++i)
                b = (b << 5) | (e[i] & kValueMask);
            for (int i = 18; i < 26; ++i)
                c = (c << 5) | (e[i] & kValueMask);
            // value = a << 85 | b << 40 | c, low 128 bits.
            const quint64 hi = (a << 21) | (b >> 24);
            const quint64 lo = (b << 40) | c;
            for (int i = 0; i < 8; ++i) {
                out16[i] = quint8(hi >> (56 - 8 * i));
                out16[8 + i] = quint8(lo >> (56 - 8 * i));
            }
            Scan sc;
            sc.lower = (all & kLower) != 0;
            sc.upper = (all & kUpper) != 0;
            sc.first = quint8(e[0] & kValueMask);
            if (sc.upper) {
                for (int i = 0; i < 26; ++i) {
                    if (e[i] & kUpper) {
                        sc.nonStrictPos = i;
                        break;
                    }
                }
            }
            return sc;
        }
    }
    Scan sc;
    quint64 hi = 0, lo = 0;
    for (int i = 0; i < 26; ++i) {
        const quint8 e = kDecode[quint8(s[i])];
        scanChar(sc, i, s[i], e);
        const quint64 v = e == kInvalid ? 0 : (e & kValueMask);
        hi = (hi << 5) | (lo >> 59);
        lo = (lo << 5) | v;
    }
    sc.first = kDecode[quint8(s[0])] == kInvalid ? 0 : quint8(kDecode[quint8(s[0])] & kValueMask);
    for (int i = 0; i < 8; ++i) {
        out16[i] = quint8(hi >> (56 - 8 * i));
        out16[8 + i] = quint8(lo >> (56 - 8 * i));
    }
    return sc;
}

// 13 characters → 65 bits, of which the low 64 are returned. The caller rejects first > 15.
inline Scan decode64(const char* s, quint64& out)
{
    Scan sc;
    quint64 v = 0;
    for (int i = 0; i < 13; ++i) {
        const quint8 e = kDecode[quint8(s[i])];
        scanChar(sc, i, s[i], e);
        v = (v << 5) | (e == kInvalid ? 0 : (e & kValueMask));
    }
    sc.first = kDecode[quint8(s[0])] == kInvalid ? 0 : quint8(kDecode[quint8(s[0])] & kValueMask);
    out = v;
    return sc;
}

// 128 bits (big-endian) → 26 characters; two zero bits are prepended.
inline void encode128(const quint8* b16, char* out26, bool lowercase)
{
    const char* alpha = lowercase ? kLowerAlphabet : kUpperAlphabet;
    quint64 hi = 0, lo = 0;
    for (int i = 0; i < 8; ++i) {
        hi = (hi << 8) | b16[i];
        lo = (lo << 8) | b16[8 + i];
    }
    for (int i = 0; i < 26; ++i) {
        const int shift = (25 - i) * 5;
        quint64 v;
        if (shift >= 64)
            v = hi >> (shift - 64);
        else if (shift > 59)
            v = (lo >> shift) | (hi << (64 - shift));
        else
            v = lo >> shift;
        out26[i] = alpha[v & 31];
    }
}

// 64 bits → 13 characters; one zero bit is prepended.
inline void encode64(quint64 v, char* out13, bool lowercase)
{
    const char* alpha = lowercase ? kLowerAlphabet : kUpperAlphabet;
    for (int i = 0; i < 13; ++i)
        out13[i] = alpha[(v >> ((12 - i) * 5)) & 31];
}

} // namespace idscope::crockford
