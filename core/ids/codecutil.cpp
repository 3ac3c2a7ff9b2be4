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
