//===- CostModelOpInterface.cpp - FLOPs, bytes, recomputability -----------===//
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Support/CheckedArithmetic.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace remat;

std::optional<int64_t> remat::getElementTypeBytes(Type element) {
  // Sub-byte element types round up to whole bytes per element.
  if (element.isIntOrFloat())
    return (element.getIntOrFloatBitWidth() + 7) / 8;
  // The lowering's index type is 64 bits wide (the default data layout).
  if (element.isIndex())
    return IndexType::kInternalStorageBitWidth / 8;
  if (auto complex = dyn_cast<ComplexType>(element)) {
    std::optional<int64_t> part = getElementTypeBytes(complex.getElementType());
    if (!part)
      return std::nullopt;
    return satMul(2, *part);
  }
  if (auto vector = dyn_cast<VectorType>(element)) {
    if (vector.isScalable())
      return std::nullopt;
    std::optional<int64_t> lane = getElementTypeBytes(vector.getElementType());
    if (!lane)
      return std::nullopt;
    int64_t bytes = *lane;
    for (int64_t dim : vector.getShape())
      bytes = satMul(bytes, dim);
    return bytes;
  }
  return std::nullopt;
}

bool remat::hasUnsizedElements(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && !getElementTypeBytes(tensor.getElementType());
}

int64_t remat::getTypeBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return 0;
  std::optional<int64_t> bytes = getElementTypeBytes(tensor.getElementType());
  if (!bytes)
    return 0;
  int64_t total = *bytes;
  for (int64_t dim : tensor.getShape())
    total = satMul(total, dim);
  return total;
}

bool remat::isTensorView(Operation *op) { return isa<ViewLikeOpInterface>(op); }

int64_t remat::getOperandBytes(Operation *op) {
  int64_t bytes = 0;
  for (Type t : op->getOperandTypes())
    bytes = satAdd(bytes, getTypeBytes(t));
  return bytes;
}

int64_t remat::getResultBytes(Operation *op) {
  int64_t bytes = 0;
  for (Type t : op->getResultTypes())
    bytes = satAdd(bytes, getTypeBytes(t));
  return bytes;
}

#include "remat/Interfaces/CostModelOpInterface.cpp.inc"
