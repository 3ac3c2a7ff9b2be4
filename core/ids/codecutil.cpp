#include "codecutil.h"

#include "codecs.h"

#include <QRandomGenerator>

#include <cstring>

namespace idscope {

FamilyParser familyParser(Format f)
{
    const FormatFamily* family = familyOf(f);
    return family ? family->parse : nullptr;
}

Decoded errorReading(Format f, ParseError e, int pos, quint8 prior)
{
    Decoded d;
    d.format = f;
    d.error = e;
    d.errorPos = quint8(pos < 0 ? 0 : (pos > 255 ? 255 : pos));
    d.prior = prior;
    return d;
}

int decodeBase64(const char* s, int n, const std::array<quint8, 256>& table, quint8* out,
                 int capacity)
{
    quint32 acc = 0;
    int bits = 0, written = 0;
    for (int i = 0; i < n; ++i) {
        const quint8 v = table[quint8(s[i])];
        if (v == kNoDigit)
            return -1;
        acc = acc << 6 | v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            if (written == capacity)
                return -1;
            out[written++] = quint8(acc >> bits);
            acc &= (1u << bits) - 1;
        }
    }
    return acc == 0 ? written : -1;
}

int encodeBase64(const quint8* p, int n, const char* alphabet, char* out)
{
    quint32 acc = 0;
    int bits = 0, written = 0;
    for (int i = 0; i < n; ++i) {
        acc = acc << 8 | p[i];
        bits += 8;
        while (bits >= 6) {
            bits -= 6;
            out[written++] = alphabet[(acc >> bits) & 63];
        }
        acc &= (1u << bits) - 1;
    }
    if (bits > 0)
        out[written++] = alphabet[(acc << (6 - bits)) & 63];
    return written;
}

QString hexString(const quint8* p, int n)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    QString s(2 * n, Qt::Uninitialized);
    for (int i = 0; i < n; ++i) {
        s[2 * i] = QLatin1Char(kDigits[p[i] >> 4]);
        s[2 * i + 1] = QLatin1Char(kDigits[p[i] & 15]);
    }
    return s;
}

void fillBytes(quint8* p, int n, Fill fill)
{
    switch (fill) {
    case Fill::Min:
        std::memset(p, 0, std::size_t(n));
        break;
    case Fill::Max:
        std::memset(p, 0xFF, std::size_t(n));
        break;
    case Fill::Random:
        for (int i = 0; i < n; i += 4) {
            const quint32 w = QRandomGenerator::global()->generate();
            for (int k = 0; k < 4 && i + k < n; ++k)
                p[i + k] = quint8(w >> (8 * k));
        }
        break;
    }
}

} // namespace idscope
