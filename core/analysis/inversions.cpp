#include "inversions.h"

#include <algorithm>

namespace idscope::analysis {

quint64 countInversions(std::vector<quint32>& a, std::vector<quint32>& scratch,
                        const std::function<bool()>& keepGoing, bool* cancelled)
{
    if (cancelled)
        *cancelled = false;
    const std::size_t n = a.size();
    scratch.resize(n);
    quint64 inversions = 0;
    std::size_t sinceCheck = 0;
    // Bottom-up merge sort, ping-ponging between the two buffers: when an element of the right
    // run is taken before the rest of the left run, each of those left elements forms one pair
    // out of order with it.
    std::vector<quint32>* src = &a;
    std::vector<quint32>* dst = &scratch;
    for (std::size_t width = 1; width < n; width *= 2) {
        for (std::size_t lo = 0; lo < n; lo += 2 * width) {
            const std::size_t mid = std::min(lo + width, n);
            const std::size_t hi = std::min(lo + 2 * width, n);
            const quint32* s = src->data();
            quint32* d = dst->data();
            if (mid >= hi || s[mid - 1] <= s[mid]) { // already in order: nothing to count
                std::copy(s + lo, s + hi, d + lo);
            } else {
                std::size_t i = lo, j = mid, k = lo;
                // Branch-free: on random input the comparison is unpredictable.
                while (i < mid && j < hi) {
                    const bool right = s[j] < s[i];
                    d[k++] = right ? s[j] : s[i];
                    inversions += right ? mid - i : 0;
                    j += right;
                    i += !right;
                }
                std::copy(s + i, s + mid, d + k);
                k += mid - i;
                std::copy(s + j, s + hi, d + k);
            }
            sinceCheck += hi - lo;
            if (keepGoing && sinceCheck >= (std::size_t(1) << 20)) {
                sinceCheck = 0;
                if (!keepGoing()) {
                    if (cancelled)
                        *cancelled = true;
                    return 0;
                }
            }
        }
        std::swap(src, dst);
    }
    if (src != &a)
        a.swap(scratch);
    return inversions;
}

std::vector<quint32> keyRanksInInsertionOrder(std::vector<qint64>&& orderOfKeyRank)
{
    std::vector<qint64> order = std::move(orderOfKeyRank);
    const std::size_t n = order.size();
    std::vector<quint32> out;
    if (std::is_sorted(order.cbegin(), order.cend())) { // inserted in key order
        out.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            out[i] = quint32(i);
        return out;
    }
    const auto [lo, hi] = std::minmax_element(order.cbegin(), order.cend());
    const qint64 min = *lo;
    const quint64 span = quint64(*hi) - quint64(min);
    if (span < (quint64(1) << 32)) {
        // (value - min) in the high half, the key rank in the low half; an LSD radix sort on the
        // high half only is stable, so ties stay in key-rank order.
        std::vector<quint64> a;
        a.reserve(n); // filled by push_back: no zeroing pass over the memory first
        for (std::size_t i = 0; i < n; ++i)
            a.push_back(((quint64(order[i]) - quint64(min)) << 32) | quint64(i));
        std::vector<qint64>().swap(order);
        std::vector<quint64> b(n);
        int bits = 0;
        while (bits < 32 && (span >> bits) != 0)
            ++bits;
        constexpr int kDigit = 11;
        std::vector<std::size_t> count(std::size_t(1) << kDigit);
        for (int shift = 32; shift < 32 + bits; shift += kDigit) {
            std::fill(count.begin(), count.end(), 0);
            const quint64 mask = (quint64(1) << kDigit) - 1;
            for (const quint64 v : a)
                ++count[(v >> shift) & mask];
            std::size_t sum = 0;
            for (std::size_t& c : count) {
                const std::size_t t = c;
                c = sum;
                sum += t;
            }
            for (const quint64 v : a)
                b[count[(v >> shift) & mask]++] = v;
            a.swap(b);
        }
        std::vector<quint64>().swap(b);
        out.reserve(n);
        for (const quint64 v : a)
            out.push_back(quint32(v));
        return out;
    }
    struct Pair {
        qint64 order;
        quint32 rank;
    };
    std::vector<Pair> pairs(n);
    for (std::size_t i = 0; i < n; ++i)
        pairs[i] = Pair{order[i], quint32(i)};
    std::vector<qint64>().swap(order);
    std::sort(pairs.begin(), pairs.end(), [](const Pair& x, const Pair& y) {
        return x.order != y.order ? x.order < y.order : x.rank < y.rank;
    });
    out.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        out[i] = pairs[i].rank;
    return out;
}

qint64 countRunningMaxima(const std::vector<quint32>& a)
{
    qint64 count = 0;
    bool any = false;
    quint32 best = 0;
    for (const quint32 v : a) {
        if (!any || v > best) {
            ++count;
            best = v;
            any = true;
        }
    }
    return count;
}

} // namespace idscope::analysis
