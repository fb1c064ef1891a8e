//===- CheckedArithmetic.h - sizes, bytes and FLOPs that never wrap -*- C++
//-*-===//
//
// Element counts, byte sizes and FLOP counts are int64_t throughout Remat.
// Each tensor's size fits (the verifiers check it), but products and sums of
// them need not. Every such product or sum goes through these helpers:
// `checked*` return nullopt on overflow, for callers that report an error
// naming the culprit; `sat*` clamp at kTooLarge, for accumulators whose
// callers test isTooLarge() once at the end. A saturated value never wraps
// back into range: adding to kTooLarge keeps kTooLarge.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SUPPORT_CHECKEDARITHMETIC_H
#define REMAT_SUPPORT_CHECKEDARITHMETIC_H

#include <cstdint>
#include <limits>
#include <optional>

namespace remat {

/// The saturated value: "does not fit in int64".
inline constexpr int64_t kTooLarge = std::numeric_limits<int64_t>::max();

inline bool isTooLarge(int64_t value) { return value == kTooLarge; }

inline std::optional<int64_t> checkedAdd(int64_t a, int64_t b) {
  int64_t result;
  if (__builtin_add_overflow(a, b, &result))
    return std::nullopt;
  return result;
}

inline std::optional<int64_t> checkedSub(int64_t a, int64_t b) {
  int64_t result;
  if (__builtin_sub_overflow(a, b, &result))
    return std::nullopt;
  return result;
}

inline std::optional<int64_t> checkedMul(int64_t a, int64_t b) {
  int64_t result;
  if (__builtin_mul_overflow(a, b, &result))
    return std::nullopt;
  return result;
}

/// Saturating sum of sizes (non-negative operands): kTooLarge on overflow or
/// when either operand already is kTooLarge.
inline int64_t satAdd(int64_t a, int64_t b) {
  if (isTooLarge(a) || isTooLarge(b))
    return kTooLarge;
  return checkedAdd(a, b).value_or(kTooLarge);
}

/// Saturating product of sizes (non-negative operands); 0 times anything,
/// kTooLarge included, is 0 (an empty tensor holds no bytes).
inline int64_t satMul(int64_t a, int64_t b) {
  if (a == 0 || b == 0)
    return 0;
  if (isTooLarge(a) || isTooLarge(b))
    return kTooLarge;
  return checkedMul(a, b).value_or(kTooLarge);
}

/// Saturating product of several sizes.
template <typename... Ts>
inline int64_t satMul(int64_t a, int64_t b, int64_t c, Ts... rest) {
  return satMul(satMul(a, b), c, rest...);
}

/// ceil(a / b) for a >= 0, b > 0, without the overflow of (a + b - 1) / b.
inline int64_t ceilDiv(int64_t a, int64_t b) {
  return a / b + (a % b != 0 ? 1 : 0);
}

} // namespace remat

#endif // REMAT_SUPPORT_CHECKEDARITHMETIC_H
