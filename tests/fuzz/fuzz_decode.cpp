// libFuzzer target over detection, every family parser, describe() and the text helpers.
// The first byte picks how the rest is presented (text, BLOB, integer, real, forced format).
#include "ids/detector.h"
#include "ids/extract.h"
#include "ids/instantinput.h"
#include "ids/reading.h"
#include "replay.h"

#include <cstdint>
#include <cstring>

using namespace idscope;

namespace {
void exercise(const IdInput& in, Format forced)
{
    DecodeOptions o;
    o.nowMs = 1796083200000;
    o.forced = forced;
    o.customSnowflakeSet = true;
    Candidates c;
    Detector(o).detect(in, c);
    for (const Decoded& d : c) {
        const Reading r = describe(d); // canonical, fields, warnings: all must be safe
        if (r.valid && r.instant)
            (void)toRfc3339(*r.instant, r.precision);
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    const uint8_t mode = data[0];
    const char* p = reinterpret_cast<const char*>(data + 1);
    const int n = int(size - 1);
    const Format forced =
        (mode & 0x80) ? Format((mode & 0x7f) % (kFormatCount + 1)) : Format::Count;
    exercise(IdInput::text({p, std::size_t(n)}), forced);
    exercise(IdInput::blob(p, n), forced);
    if (n >= 8) {
        qint64 v;
        std::memcpy(&v, p, 8);
        exercise(IdInput::fromInteger(v), forced);
        double r;
        std::memcpy(&r, p, 8);
        exercise(IdInput::fromReal(r), forced);
    }
    if ((mode & 0x0f) == 0) {
        const QString s = QString::fromUtf8(p, n);
        DecodeOptions o;
        o.nowMs = 1796083200000;
        const Detector det(o);
        for (const Token& t : extractIdTokens(s))
            (void)decodeText(t.text, det);
        (void)decodeText(s, det);
        (void)parseInstantInput(s, DisplayZone::utc(), o.nowMs);
    }
    return 0;
}

QList<QByteArray> replayInputs(const QByteArray& file)
{
    // Detection as text (with extraction) and as the other storage classes, then each format
    // forced in turn.
    QList<QByteArray> out;
    QList<int> modes{0x00, 0x01};
    for (int f = 0; f < kFormatCount; ++f)
        modes << (0x80 | f);
    for (int mode : modes)
        out << QByteArray(1, char(mode)) + file;
    return out;
}
