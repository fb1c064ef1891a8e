//===- CostModelOpInterface.cpp - FLOPs, bytes, recomputability -----------===//
#include "remat/Interfaces/CostModelOpInterface.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

int64_t remat::getTypeBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return 0;
  // Sub-byte element types round up to whole bytes per element.
  int64_t width = (tensor.getElementTypeBitWidth() + 7) / 8;
  return tensor.getNumElements() * width;
}

bool remat::isTensorView(Operation *op) { return isa<ViewLikeOpInterface>(op); }

int64_t remat::getOperandBytes(Operation *op) {
  int64_t bytes = 0;
  for (Type t : op->getOperandTypes())
    bytes += getTypeBytes(t);
  return bytes;
}

int64_t remat::getResultBytes(Operation *op) {
  int64_t bytes = 0;
  for (Type t : op->getResultTypes())
    bytes += getTypeBytes(t);
  return bytes;
}

#include "remat/Interfaces/CostModelOpInterface.cpp.inc"
