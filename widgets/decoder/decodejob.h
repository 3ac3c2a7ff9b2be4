// Decoding pasted text as a background job, in chunks, so thousands of lines never freeze the
// window: the job splits the text, then hands the decoded rows to its owner chunk by chunk.
#pragma once

#include "ids/detector.h"

#include <QList>
#include <QString>

#include <functional>

namespace idscope {

namespace db {
class JobContext;
}

struct DecodeJob {
    static constexpr int kChunkSize = 500;    // rows per delivery
    static constexpr int kMaxInputs = 100000; // more is pointless to show in a table

    // Runs on the job's thread. `started(total, dropped)` — the text split into `total` values,
    // `dropped` more past kMaxInputs — and then `rows(chunk, done)` for every chunk run on the
    // owner's thread (through JobContext::post, so never once the job is cancelled). Returns
    // how many values were decoded.
    static int run(db::JobContext& ctx, const QString& text, const DecodeOptions& options,
                   std::function<void(int total, int dropped)> started,
                   std::function<void(const QList<DecodeResult>& rows, int done)> rows);
};

} // namespace idscope
