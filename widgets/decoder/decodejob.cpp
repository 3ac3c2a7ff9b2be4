#include "decodejob.h"

#include "db/jobrunner.h"
#include "pastesplitter.h"

namespace idscope {

int DecodeJob::run(db::JobContext& ctx, const QString& text, const DecodeOptions& options,
                   std::function<void(int, int)> started,
                   std::function<void(const QList<DecodeResult>&, int)> rows)
{
    QStringList inputs = splitPastedText(text);
    const int dropped = int(qMax<qsizetype>(0, inputs.size() - kMaxInputs));
    if (dropped > 0)
        inputs.resize(kMaxInputs);
    const int total = int(inputs.size());
    ctx.post([started, total, dropped] { started(total, dropped); });

    const Detector detector(options);
    for (int begin = 0; begin < total; begin += kChunkSize) {
        if (ctx.isCancelled())
            return begin;
        const int end = qMin(total, begin + kChunkSize);
        QList<DecodeResult> chunk;
        chunk.reserve(end - begin);
        for (int i = begin; i < end; ++i)
            chunk.append(decodeText(inputs.at(i), detector));
        ctx.post([rows, chunk = std::move(chunk), end] { rows(chunk, end); });
    }
    return total;
}

} // namespace idscope
