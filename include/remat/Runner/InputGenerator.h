//===- InputGenerator.h - deterministic argument values ---------*- C++ -*-===//
//
// The values remat-run gives a function's arguments, specified so that an
// independent implementation (python/remat/reference/numerics.py)
// reproduces them bit for bit. For argument k (from 0) and row-major element
// index i, with SplitMix64's finalizer mix64 and gamma = 0x9E3779B97F4A7C15:
//
//   a = mix64(seed + (k + 1) * gamma)
//   z = mix64(a + (i + 1) * gamma)
//   value = (z >> 40) * 2^-23 - 1        (in [-1, 1), exact in f32)
//
// rounded to nearest-even in the element type. An integer argument (i32,
// i64) takes (z >> 40) mod bound instead, with bound its `remat.bound`
// attribute (default 2^24, i.e. the 24 bits unchanged): the labels or
// indices a test needs in [0, bound).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_RUNNER_INPUTGENERATOR_H
#define REMAT_RUNNER_INPUTGENERATOR_H

#include "mlir/IR/Types.h"

#include <cstdint>

namespace remat {

/// SplitMix64's finalizer (wrapping arithmetic mod 2^64).
uint64_t mix64(uint64_t z);

/// The value of element `index` of argument `argument` for `seed`, before
/// rounding to the element type.
float generateInputValue(uint64_t seed, uint64_t argument, uint64_t index);

/// The value of element `index` of integer argument `argument`, in
/// [0, bound).
int64_t generateIndexValue(uint64_t seed, uint64_t argument, uint64_t index,
                           uint64_t bound);

/// The integer arguments' default bound: every 24-bit value.
constexpr uint64_t kDefaultIndexBound = uint64_t(1) << 24;

/// Bytes per element of a supported type (f16, bf16, f32, f64, i32, i64).
unsigned getElementBytes(mlir::Type elementType);

/// Fills `count` elements of `elementType` at `data`; integer elements are
/// drawn from [0, bound).
void fillArgument(void *data, mlir::Type elementType, int64_t count,
                  uint64_t seed, uint64_t argument,
                  uint64_t bound = kDefaultIndexBound);

/// Reads element `index` of a buffer of `elementType` as a double.
double readElement(const void *data, mlir::Type elementType, int64_t index);

} // namespace remat

#endif // REMAT_RUNNER_INPUTGENERATOR_H
