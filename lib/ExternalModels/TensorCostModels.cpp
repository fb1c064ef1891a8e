//===- TensorCostModels.cpp - cost models of tensor ops -------------------===//
//
// tensor ops do no arithmetic (but tensor.generate's payload); their bytes
// follow what upstream one-shot bufferization makes of them: reshapes,
// casts and extract_slice become views of their source (memref.subview,
// collapse/expand_shape, reshape, cast) and move nothing; tensor.empty
// allocates but moves nothing; insert_slice and insert update their
// destination in place (one-shot bufferization's choice when the destination
// dies there): they move the inserted part only; concat, pad, splat,
// from_elements and generate write a new tensor.
//
//===----------------------------------------------------------------------===//
#include "ElementwiseCostModel.h"
#include "remat/ExternalModels/CostModels.h"
#include "remat/Support/CheckedArithmetic.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace remat;

namespace {
/// One execution's FLOPs, bytes read and bytes written.
struct Cost {
  int64_t flops = 0, read = 0, written = 0;
};

/// Bytes of one element of a shaped value.
int64_t elementBytes(Value v) {
  return getElementTypeBytes(getElementTypeOrSelf(v.getType())).value_or(0);
}

// Views and metadata: nothing moves.
Cost getCost(tensor::ExtractSliceOp) { return {}; }
Cost getCost(tensor::CollapseShapeOp) { return {}; }
Cost getCost(tensor::ExpandShapeOp) { return {}; }
Cost getCost(tensor::ReshapeOp) { return {}; }
Cost getCost(tensor::CastOp) { return {}; }
Cost getCost(tensor::BitcastOp) { return {}; }
Cost getCost(tensor::EmptyOp) { return {}; }
Cost getCost(tensor::DimOp) { return {}; }
Cost getCost(tensor::RankOp) { return {}; }

// In-place updates: the inserted part is read and written.
Cost getCost(tensor::InsertSliceOp op) {
  int64_t bytes = getTypeBytes(op.getSource().getType());
  return {0, bytes, bytes};
}
Cost getCost(tensor::InsertOp op) { return {0, 0, elementBytes(op)}; }
Cost getCost(tensor::ExtractOp op) {
  return {0, elementBytes(op.getTensor()), 0};
}

// New tensors: every tensor operand read, the result written.
Cost getCost(tensor::ConcatOp op) {
  return {0, getOperandBytes(op), getResultBytes(op)};
}
Cost getCost(tensor::PadOp op) {
  return {0, getTypeBytes(op.getSource().getType()), getResultBytes(op)};
}
Cost getCost(tensor::SplatOp op) { return {0, 0, getResultBytes(op)}; }
Cost getCost(tensor::FromElementsOp op) { return {0, 0, getResultBytes(op)}; }
Cost getCost(tensor::GenerateOp op) {
  int64_t perElement = 0;
  op.getBody().walk([&](Operation *nested) {
    perElement = satAdd(perElement, getScalarOpFlops(nested).value_or(0));
  });
  return {remat::detail::getElementwiseFlops(op, perElement), 0,
          getResultBytes(op)};
}

template <typename OpTy>
struct TensorOpCostModel
    : CostModelOpInterface::ExternalModel<TensorOpCostModel<OpTy>, OpTy> {
  int64_t getFlops(Operation *op) const {
    return getCost(cast<OpTy>(op)).flops;
  }
  int64_t getBytesRead(Operation *op) const {
    return getCost(cast<OpTy>(op)).read;
  }
  int64_t getBytesWritten(Operation *op) const {
    return getCost(cast<OpTy>(op)).written;
  }
  bool isRecomputable(Operation *op) const { return isMemoryEffectFree(op); }
};

template <typename... OpTys> void attachAll(MLIRContext *ctx) {
  (OpTys::template attachInterface<TensorOpCostModel<OpTys>>(*ctx), ...);
}
} // namespace

void remat::registerTensorCostModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    attachAll<tensor::BitcastOp, tensor::CastOp, tensor::CollapseShapeOp,
              tensor::ConcatOp, tensor::DimOp, tensor::EmptyOp,
              tensor::ExpandShapeOp, tensor::ExtractOp, tensor::ExtractSliceOp,
              tensor::FromElementsOp, tensor::GenerateOp, tensor::InsertOp,
              tensor::InsertSliceOp, tensor::PadOp, tensor::RankOp,
              tensor::ReshapeOp, tensor::SplatOp>(ctx);
  });
}
