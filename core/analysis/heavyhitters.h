// The densest tick of a column in bounded memory: which tick number (ms, µs, s, …) most
// values share, without keeping the values.
//
// Two parts. A direct-mapped cache of recent ticks counts exactly while a tick stays resident:
// time-ordered keys arrive clustered (rowid order follows insertion, key order follows time),
// so a tick's values are usually counted in one residency. Ticks evicted from the cache go,
// with their counts as weights, into a small space-saving sketch that keeps the globally
// heavy ticks even when their values are scattered through the table. The result is a lower
// bound on the true densest count (exact for clustered ticks), with the tick that reached it.
#pragma once

#include <QtGlobal>

#include <array>
#include <vector>

namespace idscope::analysis {

class TickCounter {
public:
    explicit TickCounter(int cacheBits = 12) : cache_(std::size_t(1) << cacheBits)
    {
        mask_ = quint64(cache_.size() - 1);
    }

    // `weight` values of the tick (as many calls of weight 1 would count them).
    void add(qint64 tick, qint64 weight = 1)
    {
        Entry& e = cache_[std::size_t(mix(tick) & mask_)];
        if (e.count != 0 && e.tick == tick) {
            e.count += weight;
            return;
        }
        if (e.count != 0)
            evict(e);
        e.tick = tick;
        e.count = weight;
    }

    struct Result {
        qint64 tick = 0;
        qint64 count = 0; // 0: nothing counted
    };

    // Flushes the cache into the sketch and returns the densest tick found.
    Result finish()
    {
        for (Entry& e : cache_) {
            if (e.count != 0)
                evict(e);
            e.count = 0;
        }
        Result r = best_;
        for (const Slot& s : sketch_) {
            // count - error is what the tick is guaranteed to hold.
            if (s.count - s.error > r.count)
                r = {s.tick, s.count - s.error};
        }
        return r;
    }

private:
    struct Entry {
        qint64 tick = 0;
        qint64 count = 0;
    };
    struct Slot {
        qint64 tick = 0;
        qint64 count = 0; // upper bound
        qint64 error = 0; // count - error is a lower bound
    };
    static constexpr int kSketch = 16;

    static quint64 mix(qint64 t)
    {
        // Consecutive ticks stay in consecutive slots (no collisions among recent ticks);
        // the high bits are folded in so ticks 2^k apart still spread.
        const quint64 u = quint64(t);
        return u ^ (u >> 29);
    }

    void evict(const Entry& e)
    {
        if (e.count > best_.count)
            best_ = {e.tick, e.count};
        // Weighted space-saving with O(1) work per piece: a resident tick (found through a
        // small index) adds its weight; a new one replaces the smallest slot, carrying its count
        // as the error bound, but only when it outweighs it — pieces no heavier than the
        // smallest tracked tick cannot make a new peak on their own, and skipping them keeps the
        // scan's hot path (one eviction per distinct tick) free of the O(k) search.
        int& where = where_[std::size_t(quint64(mix(e.tick)) & (kWhere - 1))];
        if (where > 0 && sketch_[std::size_t(where - 1)].tick == e.tick) {
            sketch_[std::size_t(where - 1)].count += e.count;
            if (where - 1 == minAt_)
                findMin();
            return;
        }
        if (used_ < kSketch) {
            sketch_[std::size_t(used_)] = {e.tick, e.count, 0};
            where = ++used_;
            findMin();
            return;
        }
        Slot& s = sketch_[std::size_t(minAt_)];
        if (e.count <= s.count)
            return;
        int& old = where_[std::size_t(quint64(mix(s.tick)) & (kWhere - 1))];
        if (old == minAt_ + 1)
            old = 0;
        s = {e.tick, s.count + e.count, s.count};
        where = minAt_ + 1;
        findMin();
    }

    void findMin()
    {
        minAt_ = 0;
        for (int i = 1; i < used_; ++i) {
            if (sketch_[std::size_t(i)].count < sketch_[std::size_t(minAt_)].count)
                minAt_ = i;
        }
    }

    static constexpr int kWhere = 256;
    std::vector<Entry> cache_;
    quint64 mask_ = 0;
    std::array<Slot, kSketch> sketch_{};
    std::array<int, kWhere> where_{}; // slot + 1 by hash of the tick; 0: none
    int used_ = 0;
    int minAt_ = 0;
    Result best_;
};

} // namespace idscope::analysis
