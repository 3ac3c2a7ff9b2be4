#include "instanthistogram.h"

#include "rowinput.h"

#include "db/source.h"
#include "ids/detector.h"
#include "ids/timezone.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>
#include <utility>

namespace idscope::analysis {

namespace {

__extension__ typedef __int128 Int128;

constexpr qint64 kSecondMs = 1000;
constexpr qint64 kMinuteMs = 60 * kSecondMs;
constexpr qint64 kHourMs = 60 * kMinuteMs;
constexpr qint64 kDayMs = 24 * kHourMs;
constexpr qint64 kWeekMs = 7 * kDayMs;
constexpr qint64 kMonthMs = 30 * kDayMs;
constexpr qint64 kYearMs = 365 * kDayMs;
// 1970-01-01 was a Thursday: weeks start four days later, on Monday 1970-01-05.
constexpr qint64 kWeekOriginMs = 4 * kDayMs;
constexpr qint64 kMax = std::numeric_limits<qint64>::max();
constexpr qint64 kMin = std::numeric_limits<qint64>::min();

qint64 originFor(qint64 width)
{
    return width == kWeekMs ? kWeekOriginMs : 0;
}

// Start of the aligned bin that holds `ms`, as a 128-bit value (never overflows).
Int128 alignDown(qint64 ms, qint64 width)
{
    const Int128 rel = Int128(ms) - originFor(width);
    Int128 q = rel / width;
    if (rel % width != 0 && rel < 0)
        --q;
    return q * width + originFor(width);
}

qint64 saturate(Int128 v)
{
    return v > Int128(kMax) ? kMax : v < Int128(kMin) ? kMin : qint64(v);
}

Instant instantFromMs(qint64 ms)
{
    return Instant::fromUnixMs(ms);
}

QString two(int v)
{
    return QStringLiteral("%1").arg(v, 2, 10, QLatin1Char('0'));
}

QString dateText(const CivilTime& c, bool withDay)
{
    const QString ym = QStringLiteral("%1-%2").arg(c.year).arg(two(c.month));
    return withDay ? ym + QLatin1Char('-') + two(c.day) : ym;
}

CivilTime civilIn(const Instant& t, const DisplayZone* zone)
{
    const int offset = zone ? zone->offsetSecondsAt(t) : 0;
    Instant shifted = t;
    shifted.seconds += offset;
    return toCivil(shifted);
}

// Decodes values with one format and bins them. Profiles compare as the profiler counts them
// (profiles past 3 share slot 3).
class Binner {
public:
    Binner(InstantHistogram& h, Format f, int profile)
        : h_(h), format_(f), profile_(profile), detector_(optionsFor(f))
    {
    }

    void add(const IdInput& in)
    {
        ++h_.rowsRead;
        if (in.kind == IdInput::Kind::Null) {
            ++h_.nulls;
            return;
        }
        detector_.detect(in, cands_);
        for (const Decoded& d : cands_) {
            if (d.valid() && d.format == format_ && d.hasInstant &&
                (profile_ < 0 || std::min<int>(d.profile, 3) == profile_)) {
                addInstant(h_, d.instant);
                if (!h_.minSeen || d.instant < *h_.minSeen)
                    h_.minSeen = d.instant;
                if (!h_.maxSeen || *h_.maxSeen < d.instant)
                    h_.maxSeen = d.instant;
                return;
            }
        }
        ++h_.undecoded;
    }

private:
    static DecodeOptions optionsFor(Format f)
    {
        DecodeOptions o;
        o.forced = f;
        return o;
    }
    InstantHistogram& h_;
    Format format_;
    int profile_;
    Detector detector_;
    Candidates cands_;
};

constexpr qint64 kProgressEvery = 4096;

} // namespace

qint64 InstantHistogram::binned() const
{
    qint64 n = 0;
    for (qint64 c : counts)
        n += c;
    return n;
}

qint64 InstantHistogram::fromMs() const
{
    return from.unixMsFloor();
}

Instant InstantHistogram::binStart(int i) const
{
    return instantFromMs(saturate(Int128(fromMs()) + Int128(binWidthMs) * i));
}

QList<qint64> niceBinWidthsMs()
{
    QList<qint64> w = {1,
                       10,
                       100,
                       kSecondMs,
                       5 * kSecondMs,
                       10 * kSecondMs,
                       30 * kSecondMs,
                       kMinuteMs,
                       5 * kMinuteMs,
                       15 * kMinuteMs,
                       30 * kMinuteMs,
                       kHourMs,
                       3 * kHourMs,
                       6 * kHourMs,
                       12 * kHourMs,
                       kDayMs,
                       kWeekMs,
                       kMonthMs,
                       3 * kMonthMs,
                       kYearMs};
    // Decades, centuries, … up to what int64 milliseconds can hold.
    for (qint64 y = 10 * kYearMs; y <= kMax / 100; y *= 10)
        w.append(y);
    return w;
}

qint64 chooseBinWidthMs(qint64 minMs, qint64 maxMs, int maxBins)
{
    if (minMs > maxMs)
        std::swap(minMs, maxMs);
    maxBins = std::max(1, maxBins);
    const QList<qint64> widths = niceBinWidthsMs();
    for (qint64 w : widths) {
        const Int128 bins = (alignDown(maxMs, w) - alignDown(minMs, w)) / w + 1;
        if (bins <= maxBins)
            return w;
    }
    return widths.last();
}

InstantHistogram planHistogram(const Instant& min, const Instant& max, int maxBins)
{
    qint64 lo = min.unixMsFloor();
    qint64 hi = max.unixMsFloor();
    if (lo > hi)
        std::swap(lo, hi);
    InstantHistogram h;
    h.binWidthMs = chooseBinWidthMs(lo, hi, maxBins);
    const Int128 start = alignDown(lo, h.binWidthMs);
    const Int128 bins = (alignDown(hi, h.binWidthMs) - start) / h.binWidthMs + 1;
    h.counts.fill(0, qsizetype(bins));
    h.from = instantFromMs(saturate(start));
    h.to = instantFromMs(saturate(start + bins * h.binWidthMs));
    return h;
}

int binOf(const InstantHistogram& h, const Instant& t)
{
    if (h.binWidthMs <= 0 || h.counts.isEmpty())
        return -1;
    // Compare whole instants first: a value beyond the int64 ms range saturates in
    // unixMsFloor and must not land in the last bin.
    if (t < h.from || !(t < h.to))
        return -1;
    const Int128 rel = Int128(t.unixMsFloor()) - h.fromMs();
    const Int128 bin = rel / h.binWidthMs;
    return bin < 0 || bin >= h.counts.size() ? -1 : int(bin);
}

void addInstant(InstantHistogram& h, const Instant& t)
{
    const int b = binOf(h, t);
    if (b < 0)
        ++h.outside;
    else
        ++h.counts[b];
}

QList<HistogramTick> histogramTicks(const InstantHistogram& h, int maxTicks,
                                    const DisplayZone* zone)
{
    QList<HistogramTick> ticks;
    const int n = int(h.counts.size());
    if (n == 0 || h.binWidthMs <= 0)
        return ticks;
    maxTicks = std::max(1, maxTicks);
    const qint64 w = h.binWidthMs;
    // Ticks on round instants: the smallest nice interval (a multiple of the bin width) that
    // gives at most maxTicks labels; the bins where such an interval starts get one.
    // Nice widths, then small multiples of the bin (2 weeks, 4 weeks, …) aligned as the bins
    // are.
    QList<QPair<qint64, qint64>> steps; // (step, origin)
    for (qint64 step : niceBinWidthsMs()) {
        if (step >= w && step % w == 0)
            steps.append({step, originFor(step)});
    }
    for (int k : {2, 4, 8, 13, 26, 52}) {
        if (w <= kMax / 64)
            steps.append({w * k, originFor(w)});
    }
    // The step that gives the most labels within maxTicks (the smaller step on a tie).
    QList<int> bins;
    for (const auto& [step, origin] : std::as_const(steps)) {
        QList<int> at;
        for (int b = 0; b < n && at.size() <= maxTicks; ++b) {
            const Int128 start = Int128(h.fromMs()) + Int128(w) * b;
            if ((start - origin) % step == 0)
                at.append(b);
        }
        if (!at.isEmpty() && at.size() <= maxTicks && at.size() > bins.size())
            bins = at;
    }
    if (bins.isEmpty()) {
        const int every = (n + maxTicks - 1) / maxTicks;
        for (int b = 0; b < n; b += every)
            bins.append(b);
    }
    // Ticks that all fall on midnight (a step of days) need no time of day.
    bool midnights = true;
    for (int b : std::as_const(bins)) {
        const CivilTime c = civilIn(h.binStart(b), zone);
        midnights = midnights && c.hour == 0 && c.minute == 0 && c.second == 0 && c.nanos == 0;
    }
    QString lastDate;
    for (int b : std::as_const(bins)) {
        const CivilTime c = civilIn(h.binStart(b), zone);
        QString label;
        if (w >= kYearMs) {
            label = dateText(c, false);
        } else if (w >= kDayMs || (midnights && bins.size() > 1)) {
            label = dateText(c, true);
        } else {
            // Times of day; the date is added where it changes so every label is unambiguous.
            QString time = two(c.hour) + QLatin1Char(':') + two(c.minute);
            if (w < kMinuteMs)
                time += QLatin1Char(':') + two(c.second);
            if (w < kSecondMs)
                time += QStringLiteral(".%1").arg(c.nanos / 1000000, 3, 10, QLatin1Char('0'));
            const QString date = dateText(c, true);
            label = date == lastDate ? time : date + QLatin1Char(' ') + time;
            lastDate = date;
        }
        ticks.append({b, label});
    }
    return ticks;
}

QString binRangeText(const InstantHistogram& h, int bin, const DisplayZone* zone)
{
    if (bin < 0 || bin >= h.counts.size())
        return QString();
    const Precision p = h.binWidthMs % kSecondMs == 0 ? Precision::Second : Precision::Millisecond;
    const Instant a = h.binStart(bin);
    const Instant b = h.binStart(bin + 1);
    auto text = [&](const Instant& t) { return zone ? zone->format(t, p) : toRfc3339(t, p); };
    return QStringLiteral("%1 – %2").arg(text(a), text(b));
}

namespace {

constexpr quint64 kHistogramSeed = 0x68697374; // the same draw each time a page asks

} // namespace

InstantHistogram histogramOfColumn(db::Source& source, const db::TableInfo& table,
                                   const QString& column, Format format, const Instant& min,
                                   const Instant& max, bool full,
                                   std::function<bool(qint64, qint64)> progress, qint64 sampleRows,
                                   int profile)
{
    InstantHistogram h = planHistogram(min, max);
    h.format = format;
    Binner binner(h, format, profile);
    sampleRows = std::max<qint64>(1, sampleRows);

    qint64 total = table.approxRows.value_or(0);
    qint64 done = 0;

    // A sample drawn uniformly over the table (Source::drawSample), not runs of neighbouring
    // rows: runs leave gaps that read as quiet periods, and over-weight the rows after gaps.
    db::RowSample sample;
    if (!full) {
        sample =
            source.drawSample(table, int(std::min<qint64>(sampleRows, 1000000)), kHistogramSeed);
        if (!sample.error.isEmpty() || sample.cancelled) {
            h.error = sample.error;
            h.cancelled = sample.cancelled;
            return h;
        }
        // Kind::All: no more rows than the sample, read every row below.
        if (sample.kind != db::RowSample::Kind::All)
            total = sample.design.drawn > 0 ? sample.design.drawn : qint64(sample.rows.size());
    }
    const bool sampled = !full && sample.kind != db::RowSample::Kind::All;

    db::ReadRequest request;
    request.table = &table;
    request.columns = {db::ReadColumn{column, 0}};
    request.sample = sampled ? &sample : nullptr;
    QString err;
    const std::unique_ptr<db::Rows> rows = source.read(request, &err);
    if (!rows) {
        h.error = err.isEmpty()
                      ? QCoreApplication::translate("idscope::analysis", "cannot read the table")
                      : err;
        return h;
    }
    while (rows->next()) {
        binner.add(inputOf(*rows, 0));
        if (++done % kProgressEvery == 0 && progress && !progress(done, std::max(done, total))) {
            h.cancelled = true;
            return h;
        }
    }
    if (rows->failed()) {
        if (rows->interrupted())
            h.cancelled = true;
        else
            h.error = rows->error();
        return h;
    }
    h.sampled = sampled;
    if (!sampled && progress)
        progress(done, done);
    return h;
}

} // namespace idscope::analysis
