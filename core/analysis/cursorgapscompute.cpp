// The poller arithmetic on rows in memory. Everything is exact integer work on key ranks and
// µs instants:
// - default poller: row x is missed iff some row of an earlier poll has a key >= its own
//   (the cursor only grows, and every row above it is read at its first poll);
// - hold-back K: by induction the unread rows after each poll are the K largest keys seen, so
//   x is missed iff at least K+1 earlier-polled keys are >= its own: ahead(x) > K. A Fenwick
//   tree over key ranks counts them in O(n log n);
// - window W: when key order follows the instants (true for every time-ordered format stored
//   canonically), x is missed iff an earlier-polled row y with key >= x's became readable
//   before x was visible, i.e. W < now(before x) − t(y). So x needs
//   W >= now(before x) − min t(y) over those y (a prefix-min Fenwick tree), and the miss count
//   for any W is a binary search in the sorted per-row figures.
// Anything else (W with K, a page limit, keys that disagree with their instants) runs the
// poller itself with a heap (simulatePoller), still exact.
#include "cursorgapsdetail.h"
#include "ids/timezone.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>

namespace idscope::analysis {

namespace {

constexpr qint64 kMaxUs = std::numeric_limits<qint64>::max();

qint64 satAdd(qint64 a, qint64 b)
{
    qint64 out = 0;
    if (__builtin_add_overflow(a, b, &out))
        return b > 0 ? kMaxUs : std::numeric_limits<qint64>::min();
    return out;
}

qint64 satSub(qint64 a, qint64 b)
{
    qint64 out = 0;
    if (__builtin_sub_overflow(a, b, &out))
        return b < 0 ? kMaxUs : std::numeric_limits<qint64>::min();
    return out;
}

// The rows added so far by key rank: how many have a rank >= r, and their smallest instant.
// Levels of 64-way blocks (level k + 1 sums 64 entries of level k, the top has at most 64), so
// adding a row, once per row, updates one entry per level, and a query, once per row that is
// not above every earlier key (few: late commits), reads at most 63 entries per level.
class RankTotals {
public:
    explicit RankTotals(qint64 ranks)
    {
        qint64 n = ranks;
        do {
            levels_.push_back({std::vector<qint32>(std::size_t(n), 0),
                               std::vector<qint64>(std::size_t(n), kMaxUs)});
            n = (n + 63) / 64;
        } while (levels_.back().count.size() > 64);
    }
    void add(qint32 rank, qint64 us)
    {
        auto i = std::size_t(rank);
        for (Level& l : levels_) {
            ++l.count[i];
            l.min[i] = std::min(l.min[i], us);
            i /= 64;
        }
    }
    // Rows with a rank >= `rank`, and the smallest instant among them (kMaxUs: none).
    std::pair<qint32, qint64> atLeast(qint32 rank) const
    {
        qint32 count = 0;
        qint64 min = kMaxUs;
        auto i = std::size_t(rank);
        for (std::size_t k = 0; k < levels_.size(); ++k) {
            const Level& l = levels_[k];
            // The rest of i's block of 64 here; the blocks after it are counted a level up.
            const std::size_t end = k + 1 == levels_.size()
                                        ? l.count.size()
                                        : std::min(l.count.size(), (i / 64 + 1) * 64);
            for (std::size_t j = i; j < end; ++j) {
                count += l.count[j];
                min = std::min(min, l.min[j]);
            }
            i = i / 64 + 1;
        }
        return {count, min};
    }

private:
    struct Level {
        std::vector<qint32> count;
        std::vector<qint64> min;
    };
    std::vector<Level> levels_;
};

qint64 nowAt(const GapsRows& rows, qint64 poll)
{
    if (rows.pollPeriodUs > 0)
        return satAdd(rows.firstPollUs, poll * rows.pollPeriodUs);
    return rows.pollNowUs[std::size_t(poll)];
}

// Nearest-rank percentile over `total` values of which only the positive ones are in `v`
// (the rest are zeros: most rows are on time).
double percentileMs(std::vector<qint64>& v, qint64 total, double p)
{
    if (total <= 0)
        return 0;
    auto k = qint64(std::ceil(p * double(total))) - 1;
    k = std::clamp<qint64>(k, 0, total - 1);
    const qint64 zeros = total - qint64(v.size());
    if (k < zeros)
        return 0;
    k -= zeros;
    std::nth_element(v.begin(), v.begin() + k, v.end());
    return double(v[std::size_t(k)]) / 1000.0;
}

template<typename T> qint64 countAbove(const std::vector<T>& sorted, T limit)
{
    return qint64(sorted.end() - std::upper_bound(sorted.begin(), sorted.end(), limit));
}

// Polls: after every commit group (each poll's "now" the largest instant committed so far),
// or every P of commit time.
void assignPolls(const GapsResult& r, GapsRows& rows, const std::vector<qint64>& commitTimeUs)
{
    const std::size_t n = rows.instantUs.size();
    rows.pollGroup.assign(n, 0);
    rows.pollNowUs.clear();
    rows.lastPoll = -1;
    if (r.poller.pollMs > 0 && !commitTimeUs.empty() && n > 0) {
        rows.pollPeriodUs = r.poller.pollMs * 1000;
        rows.firstPollUs = commitTimeUs.front();
        for (std::size_t i = 0; i < n; ++i) {
            const qint64 d = commitTimeUs[i] - rows.firstPollUs; // running max: >= 0
            rows.pollGroup[i] = d / rows.pollPeriodUs + (d % rows.pollPeriodUs != 0 ? 1 : 0);
        }
        rows.lastPoll = rows.pollGroup.back();
        return;
    }
    rows.pollPeriodUs = 0;
    qint64 now = std::numeric_limits<qint64>::min();
    for (std::size_t i = 0; i < n; ++i) {
        rows.pollGroup[i] = rows.commitGroup[i];
        now = std::max(now, commitTimeUs.empty() ? rows.instantUs[i] : commitTimeUs[i]);
        const auto g = std::size_t(rows.commitGroup[i]);
        if (rows.pollNowUs.size() <= g)
            rows.pollNowUs.resize(g + 1, now);
        rows.pollNowUs[g] = now;
    }
    rows.lastPoll = qint64(rows.pollNowUs.size()) - 1;
}

// Lateness (against rows of earlier commit groups) and the running maximum.
void computeLateness(GapsRows& rows)
{
    const std::size_t n = rows.instantUs.size();
    rows.latenessUs.assign(n, 0);
    rows.runningMaxUs.assign(n, 0);
    qint64 before = std::numeric_limits<qint64>::min(); // earlier groups
    qint64 inGroup = std::numeric_limits<qint64>::min();
    qint64 running = std::numeric_limits<qint64>::min();
    for (std::size_t i = 0; i < n; ++i) {
        if (i > 0 && rows.commitGroup[i] != rows.commitGroup[i - 1])
            before = std::max(before, inGroup);
        const qint64 t = rows.instantUs[i];
        inGroup = std::max(inGroup, t);
        running = std::max(running, t);
        rows.runningMaxUs[i] = running;
        if (before > t)
            rows.latenessUs[i] = before - t;
    }
}

// ahead (K: earlier-polled rows with a key >= its own) and the per-row window (W), poll group
// by poll group.
void computeAheadAndWindow(GapsRows& rows, qint32 ranks)
{
    const std::size_t n = rows.instantUs.size();
    rows.ahead.assign(n, 0);
    rows.windowNeededUs.assign(n, 0);
    RankTotals totals(ranks);
    qint32 maxBefore = -1; // the largest rank of the earlier poll groups
    std::size_t i = 0;
    while (i < n) {
        std::size_t end = i;
        while (end < n && rows.pollGroup[end] == rows.pollGroup[i])
            ++end;
        for (std::size_t x = i; x < end; ++x) {
            if (rows.rank[x] > maxBefore)
                continue; // above every earlier key, as most rows are: nothing ahead of it
            const auto [a, minUs] = totals.atLeast(rows.rank[x]);
            rows.ahead[x] = a;
            if (a > 0) {
                const qint64 nowBefore = nowAt(rows, rows.pollGroup[x] - 1);
                const qint64 need = nowBefore - minUs;
                rows.windowNeededUs[x] = std::max<qint64>(0, need);
            }
        }
        for (std::size_t x = i; x < end; ++x) {
            totals.add(rows.rank[x], rows.instantUs[x]);
            maxBefore = std::max(maxBefore, rows.rank[x]);
        }
        i = end;
    }
}

// Does key order follow the instants? For ranks a < b every instant of a is <= every one of b:
// no row's instant is above the smallest instant of the ranks above its own.
bool keyOrderFollowsInstants(const GapsRows& rows, qint32 ranks)
{
    std::vector<qint64> above(std::size_t(ranks) + 1, kMaxUs); // [k]: min instant of ranks >= k
    for (std::size_t x = 0; x < rows.instantUs.size(); ++x) {
        const auto k = std::size_t(rows.rank[x]);
        above[k] = std::min(above[k], rows.instantUs[x]);
    }
    for (std::size_t k = std::size_t(ranks); k-- > 0;)
        above[k] = std::min(above[k], above[k + 1]);
    for (std::size_t x = 0; x < rows.instantUs.size(); ++x) {
        if (rows.instantUs[x] > above[std::size_t(rows.rank[x]) + 1])
            return false;
    }
    return true;
}

// Sorted copies of the positive figures only: a zero never counts (W, K >= 0), and most rows
// are zeros, so this sorts the missed rows, not the table.
void sortPositiveFigures(GapsRows& rows, int writerCount)
{
    rows.sortedWindowNeeded.clear();
    rows.sortedAhead.clear();
    rows.writerSortedWindowNeeded.assign(std::size_t(writerCount), {});
    rows.writerSortedAhead.assign(std::size_t(writerCount), {});
    for (std::size_t x = 0; x < rows.ahead.size(); ++x) {
        if (rows.ahead[x] == 0)
            continue; // then windowNeeded is 0 too
        rows.sortedAhead.push_back(rows.ahead[x]);
        if (rows.windowNeededUs[x] > 0)
            rows.sortedWindowNeeded.push_back(rows.windowNeededUs[x]);
        const qint32 w = rows.writer.empty() ? -1 : rows.writer[x];
        if (w >= 0) {
            rows.writerSortedAhead[std::size_t(w)].push_back(rows.ahead[x]);
            if (rows.windowNeededUs[x] > 0)
                rows.writerSortedWindowNeeded[std::size_t(w)].push_back(rows.windowNeededUs[x]);
        }
    }
    std::sort(rows.sortedWindowNeeded.begin(), rows.sortedWindowNeeded.end());
    std::sort(rows.sortedAhead.begin(), rows.sortedAhead.end());
    for (auto& v : rows.writerSortedWindowNeeded)
        std::sort(v.begin(), v.end());
    for (auto& v : rows.writerSortedAhead)
        std::sort(v.begin(), v.end());
}

// How many rows were late, by how much at most, and the percentiles.
void summariseLateness(GapsResult& r, const GapsRows& rows)
{
    r.lateRows = 0;
    qint64 maxLate = 0;
    for (qint64 l : rows.latenessUs) {
        if (l > 0)
            ++r.lateRows;
        maxLate = std::max(maxLate, l);
    }
    r.maxLatenessMs = detail::ceilMs(maxLate);
    std::vector<qint64> v;
    v.reserve(std::size_t(r.lateRows));
    for (qint64 l : rows.latenessUs)
        if (l > 0)
            v.push_back(l);
    const qint64 n = qint64(rows.latenessUs.size());
    r.lateness.p50 = percentileMs(v, n, 0.5);
    r.lateness.p99 = percentileMs(v, n, 0.99);
    r.lateness.p99_9 = percentileMs(v, n, 0.999);
    r.lateness.max = double(maxLate) / 1000.0;
}

// The lateness percentiles of the missed rows alone (those the headline counts).
void summariseMissedLateness(GapsResult& r, const GapsRows& rows)
{
    std::vector<qint64> v;
    v.reserve(std::size_t(r.missed));
    qint64 total = 0, maxLate = 0;
    for (std::size_t x = 0; x < rows.missed.size(); ++x) {
        if (rows.missed[x] != 1)
            continue;
        ++total;
        maxLate = std::max(maxLate, rows.latenessUs[x]);
        if (rows.latenessUs[x] > 0)
            v.push_back(rows.latenessUs[x]);
    }
    r.missedLateness.p50 = percentileMs(v, total, 0.5);
    r.missedLateness.p99 = percentileMs(v, total, 0.99);
    r.missedLateness.p99_9 = percentileMs(v, total, 0.999);
    r.missedLateness.max = double(maxLate) / 1000.0;
}

// When key order does not follow the instants the per-row figure is a lower bound: the smallest
// W (ms) the poller proves, by bisection between it and a window that reads nothing.
qint64 provenWindowMs(const GapsResult& r, const GapsRows& rows)
{
    GapsPoller p;
    p.pollMs = r.poller.pollMs;
    auto missesAt = [&](qint64 ms) {
        p.windowMs = ms;
        const std::vector<quint8> m = simulatePoller(rows, p);
        return std::count(m.begin(), m.end(), quint8(1));
    };
    qint64 lo = detail::ceilMs(r.windowNeededUs);
    qint64 span = 0;
    if (!rows.instantUs.empty()) {
        const qint64 nowMax = nowAt(rows, rows.lastPoll);
        const qint64 tMin = *std::min_element(rows.instantUs.begin(), rows.instantUs.end());
        span = detail::ceilMs(std::max<qint64>(0, nowMax - tMin)) + 1; // nothing readable
    }
    if (missesAt(lo) > 0) {
        qint64 hi = std::max(span, lo + 1);
        while (hi - lo > 1) {
            const qint64 mid = lo + (hi - lo) / 2;
            (missesAt(mid) > 0 ? lo : hi) = mid;
        }
        lo = hi;
    }
    return lo;
}

// The figures per writer, from the sorted copies and the rows.
void summariseWriters(GapsResult& r, const GapsRows& rows, int writerCount)
{
    for (int w = 0; w < writerCount && w < r.writers.size(); ++w) {
        GapsWriter& gw = r.writers[w];
        const auto& wn = rows.writerSortedWindowNeeded[std::size_t(w)];
        const auto& ah = rows.writerSortedAhead[std::size_t(w)];
        gw.missed = qint64(ah.size());
        gw.lagRowsNeeded = ah.empty() ? 0 : ah.back();
        gw.windowNeededMs = wn.empty() ? 0 : detail::ceilMs(wn.back());
    }
    for (std::size_t x = 0; x < rows.instantUs.size(); ++x) {
        const qint32 w = rows.writer.empty() ? -1 : rows.writer[x];
        if (w < 0 || w >= r.writers.size())
            continue;
        GapsWriter& gw = r.writers[w];
        ++gw.rows;
        gw.maxLatenessMs = std::max(gw.maxLatenessMs, detail::ceilMs(rows.latenessUs[x]));
        gw.missedSettings += rows.missed[x] == 1 ? 1 : 0;
    }
}

} // namespace

namespace detail {

qint64 firstPollAfter(const GapsRows& rows, qint64 thresholdUs)
{
    if (rows.lastPoll < 0)
        return kNeverPoll;
    qint64 h = 0;
    if (rows.pollPeriodUs > 0) {
        if (thresholdUs >= rows.firstPollUs) {
            // Exact for any span: (threshold − first) fits once both are in range.
            const qint64 d = thresholdUs - rows.firstPollUs;
            h = d / rows.pollPeriodUs + 1;
        }
    } else {
        h = qint64(std::upper_bound(rows.pollNowUs.begin(), rows.pollNowUs.end(), thresholdUs) -
                   rows.pollNowUs.begin());
    }
    return h > rows.lastPoll ? kNeverPoll : h;
}

// The longest any row waited for the first poll that sees it: that poll's "now" minus the
// row's ID instant. A window at least this long is safe whatever else is committed meanwhile:
// a poll that reads a key above row x before x is visible has now − W above that key's
// instant, hence above x's, and its now is at most the now that first sees x.
qint64 longestWaitUs(const GapsRows& rows)
{
    qint64 longest = 0;
    for (std::size_t x = 0; x < rows.instantUs.size(); ++x) {
        const qint64 h = rows.pollGroup[x];
        if (h == kNeverPoll || h > rows.lastPoll)
            continue;
        longest = std::max(longest, satSub(nowAt(rows, h), rows.instantUs[x]));
    }
    return longest;
}

void computeGaps(GapsResult& r, GapsRows& rows, const std::vector<qint64>& commitTimeUs,
                 int writerCount)
{
    const std::size_t n = rows.instantUs.size();
    r.rows = qint64(n);
    r.nowIsEstimate = commitTimeUs.empty();
    assignPolls(r, rows, commitTimeUs);
    computeLateness(rows);
    qint32 ranks = 0;
    for (qint32 k : rows.rank)
        ranks = std::max(ranks, k + 1);
    computeAheadAndWindow(rows, ranks);
    r.keyOrderFollowsInstants = keyOrderFollowsInstants(rows, ranks);
    sortPositiveFigures(rows, writerCount);

    r.missedDefault = countAbove<qint32>(rows.sortedAhead, 0);
    r.lagRowsNeeded = rows.sortedAhead.empty() ? 0 : rows.sortedAhead.back();
    r.windowNeededUs = rows.sortedWindowNeeded.empty() ? 0 : rows.sortedWindowNeeded.back();
    summariseLateness(r, rows);
    if (!r.keyOrderFollowsInstants && r.missedDefault > 0)
        r.windowNeededUs = provenWindowMs(r, rows) * 1000;
    r.windowNeededMs = detail::ceilMs(r.windowNeededUs);
    r.windowSafeMs = std::max(r.windowNeededMs, detail::ceilMs(longestWaitUs(rows)));

    // The settings the caller asked for.
    if (r.poller.isDefault() || (r.poller.pollMs > 0 && !r.poller.windowMs &&
                                 r.poller.holdBack == 0 && r.poller.pageLimit == 0)) {
        rows.missed.assign(n, 0);
        for (std::size_t x = 0; x < n; ++x)
            rows.missed[x] = rows.ahead[x] > 0 ? 1 : 0;
    } else {
        rows.missed = simulatePoller(rows, r.poller);
    }
    r.missed = std::count(rows.missed.begin(), rows.missed.end(), quint8(1));
    r.pending = std::count(rows.missed.begin(), rows.missed.end(), quint8(2));
    summariseMissedLateness(r, rows);
    summariseWriters(r, rows, writerCount);
}

} // namespace detail

std::vector<quint8> simulatePoller(const GapsRows& rows, const GapsPoller& p)
{
    const std::size_t n = rows.instantUs.size();
    std::vector<quint8> missed(n, 2); // pending until read or lost
    if (n == 0)
        return missed;
    // The poll at which each row becomes readable.
    std::vector<std::pair<qint64, qint32>> order(n); // (poll, row)
    for (std::size_t x = 0; x < n; ++x) {
        qint64 e = rows.pollGroup[x];
        if (p.windowMs) {
            const qint64 th = satAdd(rows.instantUs[x], *p.windowMs * 1000);
            e = std::max(e, detail::firstPollAfter(rows, th));
        }
        order[x] = {e, qint32(x)};
    }
    std::sort(order.begin(), order.end());

    auto cmp = [&](qint32 a, qint32 b) {
        return rows.rank[std::size_t(a)] > rows.rank[std::size_t(b)];
    };
    std::priority_queue<qint32, std::vector<qint32>, decltype(cmp)> heap(cmp);
    qint32 cursor = -1; // the rank of the last key read
    std::size_t next = 0;
    qint64 poll = order.front().first;
    while (poll != detail::kNeverPoll) {
        for (; next < n && order[next].first == poll; ++next) {
            const qint32 x = order[next].second;
            if (rows.rank[std::size_t(x)] <= cursor)
                missed[std::size_t(x)] = 1;
            else
                heap.push(x);
        }
        qint64 read = 0;
        for (;;) {
            while (!heap.empty() && rows.rank[std::size_t(heap.top())] <= cursor) {
                missed[std::size_t(heap.top())] = 1; // an equal key past a page boundary
                heap.pop();
            }
            if (qint64(heap.size()) <= p.holdBack || (p.pageLimit > 0 && read >= p.pageLimit))
                break;
            cursor = rows.rank[std::size_t(heap.top())];
            missed[std::size_t(heap.top())] = 0;
            heap.pop();
            ++read;
        }
        const bool backlog = p.pageLimit > 0 && read >= p.pageLimit &&
                             qint64(heap.size()) > p.holdBack && poll < rows.lastPoll;
        const qint64 nextEvent = next < n ? order[next].first : detail::kNeverPoll;
        poll = backlog ? std::min(poll + 1, nextEvent) : nextEvent;
    }
    // Never readable (the window outlasts the data) but already below the cursor: lost too.
    for (; next < n; ++next) {
        const qint32 x = order[next].second;
        if (rows.rank[std::size_t(x)] <= cursor)
            missed[std::size_t(x)] = 1;
    }
    return missed;
}

qint64 missesWithWindow(const GapsResult& r, qint64 windowMs, int writer)
{
    if (!r.data)
        return 0;
    const GapsRows& rows = *r.data;
    const qint64 us = windowMs >= kMaxUs / 1000 ? kMaxUs : windowMs * 1000;
    if (r.keyOrderFollowsInstants) {
        if (writer < 0)
            return countAbove<qint64>(rows.sortedWindowNeeded, us);
        if (std::size_t(writer) >= rows.writerSortedWindowNeeded.size())
            return 0;
        return countAbove<qint64>(rows.writerSortedWindowNeeded[std::size_t(writer)], us);
    }
    GapsPoller p;
    p.windowMs = windowMs;
    const std::vector<quint8> m = simulatePoller(rows, p);
    qint64 c = 0;
    for (std::size_t x = 0; x < m.size(); ++x)
        if (m[x] == 1 && (writer < 0 || rows.writer[x] == writer))
            ++c;
    return c;
}

qint64 missesWithHoldBack(const GapsResult& r, qint64 holdBack, int writer)
{
    if (!r.data)
        return 0;
    const GapsRows& rows = *r.data;
    const auto k = qint32(std::min<qint64>(holdBack, std::numeric_limits<qint32>::max()));
    if (writer < 0)
        return countAbove<qint32>(rows.sortedAhead, k);
    if (std::size_t(writer) >= rows.writerSortedAhead.size())
        return 0;
    return countAbove<qint32>(rows.writerSortedAhead[std::size_t(writer)], k);
}

QString gapsAdvice(const GapsResult& r)
{
    const QLocale loc;
    if (r.rows == 0)
        return QCoreApplication::translate("idscope::analysis", "No rows to simulate.");
    if (r.missedDefault == 0)
        return QCoreApplication::translate(
            "idscope::analysis",
            "An ID cursor misses nothing here: every row committed in key order.");
    // The window to poll with is the safe one; this history's own minimum is said beside it.
    // Its size first, the exact milliseconds to configure beside it: "5 h (18,000,000 ms)".
    auto spelled = [&loc](qint64 ms) { return humanDurationWithMs(double(ms), loc.toString(ms)); };
    const QString window = spelled(r.windowSafeMs);
    const QString lag = loc.toString(r.lagRowsNeeded);
    // What the figures rest on.
    const QString history =
        r.windowNeededMs >= r.windowSafeMs
            ? QString()
            : QLatin1Char(' ') +
                  QCoreApplication::translate(
                      "idscope::analysis",
                      "This history alone would have been caught with %1, only because few "
                      "rows were committed while the late ones waited; a busier stream needs "
                      "the full window.")
                      .arg(spelled(r.windowNeededMs));
    const QString assumes =
        QCoreApplication::translate(
            "idscope::analysis", "The window and hold-back assume that %1 is the commit order "
                                 "and that no commit will ever lag more than the worst seen here.")
            .arg(r.order) +
        history;
    if (r.commitOrder == QLatin1String("commit-timestamp"))
        return QCoreApplication::translate(
                   "idscope::analysis", "Poll with a window of %1, hold back %2 rows, or deliver "
                                        "rows by commit (an outbox or "
                                        "logical decoding) instead of by ID. The window and "
                                        "hold-back come from the server's "
                                        "commit timestamps and assume no commit will ever lag "
                                        "more than the worst seen here.")
                   .arg(window, lag) +
               history;
    if (r.order == QLatin1String("rowid"))
        return QCoreApplication::translate("idscope::analysis",
                                           "Poll with a window of %1, hold back %2 rows, or "
                                           "poll by a commit sequence instead of the ID.")
                   .arg(window, lag) +
               QLatin1Char(' ') + assumes;
    return QCoreApplication::translate("idscope::analysis",
                                       "Poll with a window of %1, hold back %2 rows, or poll by "
                                       "commit sequence (%3).")
               .arg(window, lag, r.order) +
           QLatin1Char(' ') + assumes;
}

} // namespace idscope::analysis
