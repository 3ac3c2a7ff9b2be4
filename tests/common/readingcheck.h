// Reading an ID at a fixed "now" and looking into the readings, for the format tests.
#pragma once

#include "ids/detector.h"

#include <QFile>
#include <QList>
#include <QString>

namespace idscope::testing {

inline constexpr qint64 kFixedNow = 1796083200000; // 2026-12-01T00:00:00Z

// `s` decoded at kFixedNow, detected freely or as `forced`.
inline DecodeResult decodeAtFixedNow(const QString& s, Format forced = Format::Count)
{
    DecodeOptions o;
    o.nowMs = kFixedNow;
    o.forced = forced;
    return decodeText(s, Detector(o));
}

// The value of field `key`, or a null string.
inline QString field(const Reading& r, const char* key)
{
    for (const Field& f : r.fields) {
        if (f.key == QLatin1String(key))
            return f.value;
    }
    return QString();
}

inline bool hasWarning(const Reading& r, const char* code)
{
    for (const Warning& w : r.warnings) {
        if (w.code == QLatin1String(code))
            return true;
    }
    return false;
}

// The first valid reading of `f`, or nullptr.
inline const Reading* readingOf(const DecodeResult& r, Format f)
{
    for (const Reading& x : r.readings) {
        if (x.valid && x.format == f)
            return &x;
    }
    return nullptr;
}

#ifdef IDS_TEST_DATA
// The rows of a generator's output checked in under tests/ids/data: each line split at tabs,
// blank lines and '#' comments left out, and rows of another width than `columns` dropped (the
// caller compares the row count).
inline QList<QList<QByteArray>> dataRows(const char* name, int columns)
{
    QList<QList<QByteArray>> out;
    QFile f(QString::fromLatin1(IDS_TEST_DATA "/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        return out;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QList<QByteArray> c = line.split('\t');
        if (c.size() == columns)
            out.append(c);
    }
    return out;
}
#endif

} // namespace idscope::testing
