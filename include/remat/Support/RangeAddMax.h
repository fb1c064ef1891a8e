//===- RangeAddMax.h - range add, global max over an array ------*- C++ -*-===//
//
// A segment tree over int64 values with lazy range addition and the maximum
// (and its first index) of the whole array, each in O(log n): the memory
// profile a scalable rematerialization heuristic updates move by move.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SUPPORT_RANGEADDMAX_H
#define REMAT_SUPPORT_RANGEADDMAX_H

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace remat {

class RangeAddMax {
public:
  explicit RangeAddMax(const std::vector<int64_t> &values)
      : n(values.size()), best(4 * std::max<size_t>(n, 1)),
        pending(4 * std::max<size_t>(n, 1), 0) {
    if (n)
      build(1, 0, n - 1, values);
  }

  /// Adds `delta` to every value in [first, last]; nothing if empty.
  void add(int64_t first, int64_t last, int64_t delta) {
    first = std::max<int64_t>(first, 0);
    last = std::min<int64_t>(last, int64_t(n) - 1);
    if (first <= last)
      add(1, 0, n - 1, first, last, delta);
  }

  /// The maximum and the first index holding it.
  std::pair<int64_t, int64_t> max() const {
    return n ? std::make_pair(best[1].first, -best[1].second)
             : std::make_pair(int64_t(0), int64_t(-1));
  }

private:
  // (value, -index), so that the larger pair is the larger value at the
  // smaller index.
  using Entry = std::pair<int64_t, int64_t>;

  void build(size_t node, size_t lo, size_t hi,
             const std::vector<int64_t> &values) {
    if (lo == hi) {
      best[node] = {values[lo], -int64_t(lo)};
      return;
    }
    size_t mid = (lo + hi) / 2;
    build(2 * node, lo, mid, values);
    build(2 * node + 1, mid + 1, hi, values);
    best[node] = std::max(best[2 * node], best[2 * node + 1]);
  }

  void add(size_t node, size_t lo, size_t hi, int64_t first, int64_t last,
           int64_t delta) {
    if (int64_t(hi) < first || int64_t(lo) > last)
      return;
    if (first <= int64_t(lo) && int64_t(hi) <= last) {
      best[node].first += delta;
      pending[node] += delta;
      return;
    }
    size_t mid = (lo + hi) / 2;
    add(2 * node, lo, mid, first, last, delta);
    add(2 * node + 1, mid + 1, hi, first, last, delta);
    best[node] = std::max(best[2 * node], best[2 * node + 1]);
    best[node].first += pending[node];
  }

  size_t n;
  std::vector<Entry> best;
  std::vector<int64_t> pending;
};

} // namespace remat

#endif // REMAT_SUPPORT_RANGEADDMAX_H
