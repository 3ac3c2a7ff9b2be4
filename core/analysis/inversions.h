// Order statistics of a permutation: the exact number of inversions (pairs i < j with
// a[i] > a[j]) by merge sort in O(n log n), and the count of running maxima ("right-edge"
// inserts). Inputs are key ranks listed in insertion order.
#pragma once

#include <QtGlobal>

#include <functional>
#include <vector>

namespace idscope::analysis {

// Sorts `a` in place and returns its inversion count. `scratch` is resized to a.size().
// `keepGoing` (optional) is polled between merge passes and every 1M elements; when it
// returns false the count stops, 0 is returned and *cancelled is set.
quint64 countInversions(std::vector<quint32>& a, std::vector<quint32>& scratch,
                        const std::function<bool()>& keepGoing = {}, bool* cancelled = nullptr);

// The key ranks listed in insertion order, from the insertion-order value of each key rank
// (`orderOfKeyRank[r]` for the key of rank r): a stable sort of the ranks by that value, so
// rows with the same value count as inserted in key order. A radix sort on the bits the values
// span when that is under 2^32 (rowids, sequences, second or millisecond times), else a
// comparison sort. Consumes the input to keep the peak memory at about 20 bytes per row.
std::vector<quint32> keyRanksInInsertionOrder(std::vector<qint64>&& orderOfKeyRank);

// How many a[i] exceed every a[j], j < i (a[0] counts).
qint64 countRunningMaxima(const std::vector<quint32>& a);

} // namespace idscope::analysis
