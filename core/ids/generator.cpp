#include "generator.h"

#include "codecs.h"
#include "ulid.h"

namespace idscope {

namespace {

// The counter of a UUIDv7 (and of the UUID inside a TypeID): rand_a's 12 bits, then the top
// 30 bits of rand_b, skipping the version nibble and the variant bits.
constexpr int kCounterBits = 42;
constexpr quint64 kSeedMask = (quint64(1) << (kCounterBits - 1)) - 1; // top bit clear

quint64 timestampMs(const quint8* b)
{
    quint64 ms = 0;
    for (int i = 0; i < 6; ++i)
        ms = ms << 8 | b[i];
    return ms;
}

quint64 readCounter(const quint8* b)
{
    return quint64(b[6] & 0x0F) << 38 | quint64(b[7]) << 30 | quint64(b[8] & 0x3F) << 24 |
           quint64(b[9]) << 16 | quint64(b[10]) << 8 | b[11];
}

void writeCounter(quint8* b, quint64 c)
{
    b[6] = quint8(0x70 | ((c >> 38) & 0x0F));
    b[7] = quint8(c >> 30);
    b[8] = quint8(0x80 | ((c >> 24) & 0x3F));
    b[9] = quint8(c >> 16);
    b[10] = quint8(c >> 8);
    b[11] = quint8(c);
}

} // namespace

IdGenerator::IdGenerator(Format f, quint8 profile, const DecodeOptions& opt)
    : format_(f), profile_(profile), opt_(opt)
{
}

std::optional<QString> IdGenerator::next(const Instant& t)
{
    Decoded d;
    if (!makeId(format_, profile_, t, Fill::Random, opt_, d))
        return std::nullopt;
    if (formatInfo(format_).mintOrder != MintOrder::Random && !continueSequence(d))
        return std::nullopt;
    const QString s = describe(d).canonical;
    if (s.isEmpty())
        return std::nullopt;
    return s;
}

// Rewrites the random bits of a freshly made ID `d` so that it follows the previous one.
bool IdGenerator::continueSequence(Decoded& d)
{
    const quint64 ms = timestampMs(d.bytes.data());
    const bool sameMs = started_ && ms == lastMs_;
    if (formatInfo(format_).mintOrder == MintOrder::Counter) {
        quint64 counter = readCounter(d.bytes.data()) & kSeedMask;
        if (sameMs) {
            counter = readCounter(last_.bytes.data()) + 1;
            if (counter >> kCounterBits)
                return false;
        }
        writeCounter(d.bytes.data(), counter);
    } else if (sameMs) {
        Decoded successor;
        if (!ulidSuccessor(last_, successor))
            return false;
        d = successor;
    }
    started_ = true;
    lastMs_ = ms;
    last_ = d;
    return true;
}

} // namespace idscope
