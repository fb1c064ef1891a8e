//===- InputGenerator.cpp - deterministic argument values -----------------===//
#include "remat/Runner/InputGenerator.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"

#include <cstring>

using namespace mlir;

static constexpr uint64_t kGamma = 0x9E3779B97F4A7C15ULL;

uint64_t remat::mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

/// The 24 random bits of element `index` of argument `argument`.
static uint64_t randomBits(uint64_t seed, uint64_t argument, uint64_t index) {
  uint64_t a = remat::mix64(seed + (argument + 1) * kGamma);
  uint64_t z = remat::mix64(a + (index + 1) * kGamma);
  return z >> 40;
}

float remat::generateInputValue(uint64_t seed, uint64_t argument,
                                uint64_t index) {
  // 24 random bits scaled to [0, 2) and shifted: exact in f32.
  return static_cast<float>(randomBits(seed, argument, index)) * 0x1p-23f -
         1.0f;
}

int64_t remat::generateIndexValue(uint64_t seed, uint64_t argument,
                                  uint64_t index, uint64_t bound) {
  return static_cast<int64_t>(randomBits(seed, argument, index) % bound);
}

unsigned remat::getElementBytes(Type elementType) {
  return (elementType.getIntOrFloatBitWidth() + 7) / 8;
}

/// Rounds a float to a 16-bit format, nearest-even, and returns its bits.
static uint16_t toHalfBits(float value, const llvm::fltSemantics &semantics) {
  llvm::APFloat f(value);
  bool losesInfo;
  f.convert(semantics, llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  return static_cast<uint16_t>(f.bitcastToAPInt().getZExtValue());
}

void remat::fillArgument(void *data, Type elementType, int64_t count,
                         uint64_t seed, uint64_t argument, uint64_t bound) {
  if (elementType.isInteger(32) || elementType.isInteger(64)) {
    for (int64_t i = 0; i < count; ++i) {
      int64_t v = generateIndexValue(seed, argument, i, bound);
      if (elementType.isInteger(32))
        static_cast<int32_t *>(data)[i] = static_cast<int32_t>(v);
      else
        static_cast<int64_t *>(data)[i] = v;
    }
    return;
  }
  for (int64_t i = 0; i < count; ++i) {
    float v = generateInputValue(seed, argument, i);
    if (elementType.isF32()) {
      static_cast<float *>(data)[i] = v;
    } else if (elementType.isF64()) {
      static_cast<double *>(data)[i] = v;
    } else if (elementType.isF16()) {
      static_cast<uint16_t *>(data)[i] =
          toHalfBits(v, llvm::APFloat::IEEEhalf());
    } else {
      static_cast<uint16_t *>(data)[i] = toHalfBits(v, llvm::APFloat::BFloat());
    }
  }
}

double remat::readElement(const void *data, Type elementType, int64_t index) {
  if (elementType.isInteger(32))
    return static_cast<const int32_t *>(data)[index];
  if (elementType.isInteger(64))
    return static_cast<double>(static_cast<const int64_t *>(data)[index]);
  if (elementType.isF32())
    return static_cast<const float *>(data)[index];
  if (elementType.isF64())
    return static_cast<const double *>(data)[index];
  uint16_t bits = static_cast<const uint16_t *>(data)[index];
  const llvm::fltSemantics &semantics =
      elementType.isF16() ? llvm::APFloat::IEEEhalf() : llvm::APFloat::BFloat();
  llvm::APFloat f(semantics, llvm::APInt(16, bits));
  return f.convertToDouble();
}
