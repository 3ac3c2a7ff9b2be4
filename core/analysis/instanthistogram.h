// How the instants embedded in a column spread over time: a histogram with a "nice" bin
// width (1 s, 1 min, 1 h, 1 day, …) and tick labels, computed from exact integer
// milliseconds (never double), plus the job that streams a column into it in constant memory.
// The chart widget only draws what this says.
#pragma once

#include "db/schema.h"
#include "ids/format.h"
#include "ids/instant.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace idscope {
class DisplayZone;
}

namespace idscope::db {
class Source;
}

namespace idscope::analysis {

struct InstantHistogram {
    Instant from, to;      // bin 0 starts at `from`; the last bin ends at `to` (exclusive)
    qint64 binWidthMs = 0; // 0: empty histogram (no instants to place)
    QList<qint64> counts;  // one per bin
    qint64 outside = 0;    // decoded instants before `from` or from `to` on

    // Filled by histogramOfColumn (additive).
    Format format = Format::Count;
    qint64 rowsRead = 0; // rows whose value was looked at
    qint64 nulls = 0;
    qint64 undecoded = 0; // non-NULL values that are not `format` or carry no instant
    std::optional<Instant> minSeen, maxSeen; // range of every decoded instant, inside or not
    bool sampled = true;                     // false: every row was read
    bool cancelled = false;
    QString error;

    qint64 binned() const;         // sum of counts
    qint64 fromMs() const;         // `from` in Unix ms
    Instant binStart(int i) const; // start of bin i
};

// Bin widths in ms, smallest first (1 ms … 1 day, 1 week, 30 d, 365 d, 10 y, …). Years are
// 365 days and months 30 days: the bins must all have the same width.
QList<qint64> niceBinWidthsMs();
// The smallest nice width that puts [minMs, maxMs] into at most `maxBins` epoch-aligned bins
// (weeks start on a Monday).
qint64 chooseBinWidthMs(qint64 minMs, qint64 maxMs, int maxBins = 60);
// An empty histogram covering [min, max] (`min` > `max` are swapped).
InstantHistogram planHistogram(const Instant& min, const Instant& max, int maxBins = 60);
// The bin of `t`, or -1 when it lies outside [from, to).
int binOf(const InstantHistogram& h, const Instant& t);
// Counts `t` into its bin (or `outside`).
void addInstant(InstantHistogram& h, const Instant& t);

struct HistogramTick {
    int bin = 0; // the label sits at the start of this bin
    QString label;
};
// At most `maxTicks` labels on "round" bins, spelled as fine as the bin width needs
// ("2026", "2026-05", "05-12", "05-12 14:00", "14:05:30", "14:05:30.250") in `zone`
// (nullptr: UTC). The first label carries the date when a finer one omits it.
QList<HistogramTick> histogramTicks(const InstantHistogram& h, int maxTicks = 8,
                                    const DisplayZone* zone = nullptr);
// The range of one bin as text for a tooltip, in `zone` (nullptr: UTC).
QString binRangeText(const InstantHistogram& h, int bin, const DisplayZone* zone = nullptr);

// Rows read for a sample, drawn uniformly over the table (Source::drawSample): plenty for the
// shape of a histogram, and quick to seek.
inline constexpr qint64 kHistogramSampleRows = 20000;

// Streams `column` of `table` (a sample, or every row when `full`) and bins the instant of each
// value read as `format` into a histogram planned over [min, max] (the profile's range).
// `profile` >= 0 accepts only that reading of the format (e.g. RFC, not .NET byte order, for
// BLOB UUIDs: a random UUIDv4 read in .NET order can look like a UUIDv7); -1 accepts any.
// Constant memory. `progress(done, total)` is called now and then; returning false stops the
// scan (the result is then marked cancelled). Call it from a job.
InstantHistogram histogramOfColumn(db::Source& source, const db::TableInfo& table,
                                   const QString& column, Format format, const Instant& min,
                                   const Instant& max, bool full,
                                   std::function<bool(qint64, qint64)> progress = {},
                                   qint64 sampleRows = kHistogramSampleRows, int profile = -1);

} // namespace idscope::analysis
