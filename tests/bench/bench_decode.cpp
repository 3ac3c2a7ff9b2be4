// Decoding throughput: in-process detect+decode of text ULIDs and UUIDs (target ≥ 10 M/s on
// one core), and where `idscope decode --json` spends its time on 1 M mixed IDs.
// Usage: bench_decode [N_MILLIONS=10] [--write-mixed FILE]
#include "ids/detector.h"
#include "ids/reverse.h"
#include "ids/timezone.h"
#include "report/decodeexport.h"

#include <QByteArray>
#include <QFile>
#include <QRandomGenerator>

#include <chrono>
#include <cstdio>
#include <vector>

using namespace idscope;
using Clock = std::chrono::steady_clock;

namespace {
struct Corpus {
    QByteArray text;                     // all IDs back to back
    std::vector<std::pair<int, int>> at; // offset, length
};

Corpus make(qint64 n, const QList<Format>& formats)
{
    Corpus c;
    c.at.reserve(std::size_t(n));
    const qint64 base = 1735689600000; // 2025-01-01
    QList<QByteArray> pool;
    // 4096 distinct IDs per format, cycled: generation is not what we measure.
    for (Format f : formats) {
        for (int i = 0; i < 4096; ++i) {
            const auto id = generateAt(f, Instant::fromUnixMs(base + i * 7919), {});
            pool.append(id ? id->toLatin1() : QByteArray("x"));
        }
    }
    c.text.reserve(n * 40);
    for (qint64 i = 0; i < n; ++i) {
        const QByteArray& s = pool[int(i % pool.size())];
        c.at.emplace_back(int(c.text.size()), int(s.size()));
        c.text.append(s);
    }
    return c;
}

double seconds(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration<double>(b - a).count();
}

void detectRate(const char* label, const Corpus& c)
{
    const Detector det;
    Candidates out;
    quint64 sink = 0;
    const auto t0 = Clock::now();
    for (const auto& [off, len] : c.at) {
        det.detect(IdInput::text({c.text.constData() + off, std::size_t(len)}), out);
        sink += out.empty() ? 0 : quint64(out[0].instant.seconds);
    }
    const auto t1 = Clock::now();
    const double s = seconds(t0, t1);
    std::printf("%-34s %10zu IDs  %7.3f s  %7.2f M IDs/s  (checksum %llu)\n", label, c.at.size(), s,
                double(c.at.size()) / s / 1e6, static_cast<unsigned long long>(sink % 1000));
}
} // namespace

int main(int argc, char** argv)
{
    const qint64 millions = argc > 1 ? QByteArray(argv[1]).toLongLong() : 10;
    const qint64 n = millions * 1000000;
    std::printf("== detect + decode, one core, %lld M IDs each ==\n",
                static_cast<long long>(millions));
    detectRate("ULID text", make(n, {Format::Ulid}));
    detectRate("UUIDv7 text (hyphenated)", make(n, {Format::UuidV7}));
    detectRate("UUIDv4 text (hyphenated)", make(n, {Format::UuidV4}));
    detectRate("ULID + UUIDv7 mixed", make(n, {Format::Ulid, Format::UuidV7}));

    // The CLI path, stage by stage, on 1 M mixed IDs.
    const QList<Format> mixed{Format::Ulid,  Format::UuidV7,   Format::UuidV4,
                              Format::Ksuid, Format::ObjectId, Format::SnowflakeTwitter,
                              Format::Tid,   Format::TypeId,   Format::Xid};
    const Corpus m = make(1000000, mixed);
    const Detector det;
    const DisplayZone zone;
    Candidates cand;
    // Streams like the CLI does: each stage timed per line, output buffer flushed (dropped)
    // every MiB, so memory stays flat and the figures are per-stage costs, not allocation
    // pressure from holding a million results.
    std::vector<QString> lines;
    lines.reserve(m.at.size());
    auto t0 = Clock::now();
    for (const auto& [off, len] : m.at)
        lines.push_back(QString::fromLatin1(m.text.constData() + off, len));
    auto t1 = Clock::now();
    const double toText = seconds(t0, t1);
    t0 = Clock::now();
    for (const auto& [off, len] : m.at)
        det.detect(IdInput::text({m.text.constData() + off, std::size_t(len)}), cand);
    t1 = Clock::now();
    const double detect = seconds(t0, t1);
    double decodeAll = 0, format = 0;
    qint64 bytes = 0;
    QByteArray json;
    json.reserve(2 << 20);
    for (const QString& s : lines) {
        const auto a = Clock::now();
        const DecodeResult r = decodeText(s, det); // detection + describe of every reading
        const auto b = Clock::now();
        appendDecodeJson(json, r, zone);
        json.append('\n');
        if (json.size() > (1 << 20)) {
            bytes += json.size();
            json.clear();
        }
        const auto c = Clock::now();
        decodeAll += seconds(a, b);
        format += seconds(b, c);
    }
    bytes += json.size();
    const double describe = decodeAll - detect;
    const double total = toText + decodeAll + format;
    std::printf("\n== decode --json stages, 1 M mixed IDs (%d formats) ==\n", int(mixed.size()));
    std::printf("line -> QString    %6.3f s  %5.1f %%\n", toText, 100 * toText / total);
    std::printf("detection          %6.3f s  %5.1f %%\n", detect, 100 * detect / total);
    std::printf("describe (fields)  %6.3f s  %5.1f %%\n", describe, 100 * describe / total);
    std::printf("JSON formatting    %6.3f s  %5.1f %%  (%lld MB)\n", format, 100 * format / total,
                static_cast<long long>(bytes >> 20));

    for (int i = 1; i + 1 < argc; ++i) {
        if (QByteArray(argv[i]) == "--write-mixed") {
            QFile f(QString::fromLocal8Bit(argv[i + 1]));
            if (f.open(QIODevice::WriteOnly)) {
                for (const QString& s : lines) {
                    f.write(s.toLatin1());
                    f.write("\n", 1);
                }
            }
            std::printf("wrote %s\n", argv[i + 1]);
        }
    }
    return 0;
}
