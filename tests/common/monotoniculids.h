// 16-byte ULIDs as a monotonic factory mints them, for the tests of binary ID columns and of
// generator bugs.
#pragma once

#include <QByteArray>
#include <QList>
#include <QRandomGenerator>

namespace testids {

// The 48-bit millisecond count into the first six bytes, big-endian.
inline void putMs(QByteArray& b, qint64 ms)
{
    for (int i = 0; i < 6; ++i)
        b[i] = char((quint64(ms) >> (40 - 8 * i)) & 0xff);
}

// `n` ULIDs from `fromMs`, the clock moving 0..`step` ms between two IDs; within one
// millisecond the 80 random bits are the last ones plus one. `ms`: each ID's millisecond.
inline QList<QByteArray> monotonicUlids(int n, qint64 fromMs, int step, quint64 seed,
                                        QList<qint64>* ms = nullptr)
{
    QRandomGenerator g(seed);
    QList<QByteArray> out;
    qint64 t = fromMs;
    QByteArray last;
    for (int i = 0; i < n; ++i) {
        const qint64 before = t;
        t += g.bounded(step + 1);
        QByteArray b(16, '\0');
        if (i > 0 && t == before) {
            b = last;
            for (int k = 15; k >= 6; --k) {
                b[k] = char(quint8(b[k]) + 1);
                if (b[k] != 0)
                    break;
            }
        } else {
            for (int k = 6; k < 16; ++k)
                b[k] = char(g.bounded(256));
        }
        putMs(b, t);
        out << b;
        last = b;
        if (ms)
            *ms << t;
    }
    return out;
}

} // namespace testids
