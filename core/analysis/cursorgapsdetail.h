// Internals of the cursor-gap engine shared by its .cpp files: the arithmetic on rows already
// in memory (cursorgapscompute.cpp), apart from reading the file (cursorgaps.cpp).
#pragma once

#include "cursorgaps.h"

#include <vector>

namespace idscope::analysis::detail {

// "Never": a poll index past the last poll.
constexpr qint64 kNeverPoll = std::numeric_limits<qint64>::max();

// Fills pollGroup, pollNowUs/pollPeriodUs, latenessUs, runningMaxUs, ahead, windowNeededUs,
// the sorted arrays, `missed` for r.poller and every figure of `r` from rows.rowid,
// instantUs, rank, commitGroup, writer. `commitTimeUs`: per row, the running maximum of the
// commit instants (empty without a commit-time column). `writerCount`: distinct writers.
void computeGaps(GapsResult& r, GapsRows& rows, const std::vector<qint64>& commitTimeUs,
                 int writerCount);

// The first poll whose "now" lies strictly after `thresholdUs`; kNeverPoll when none did.
qint64 firstPollAfter(const GapsRows& rows, qint64 thresholdUs);

// ceil(us / 1000) for us >= 0.
inline qint64 ceilMs(qint64 us)
{
    return us <= 0 ? 0 : (us - 1) / 1000 + 1;
}

} // namespace idscope::analysis::detail
