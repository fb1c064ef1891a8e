//===- ElementwiseCostModel.h - one model for elementwise ops ---*- C++ -*-===//
//
// Shared by the arith and math cost models: an op applied to every element
// of its (tensor, vector or scalar) result costs a fixed number of FLOPs per
// element. Internal to lib/ExternalModels.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_EXTERNALMODELS_ELEMENTWISECOSTMODEL_H
#define REMAT_LIB_EXTERNALMODELS_ELEMENTWISECOSTMODEL_H

#include "remat/Interfaces/CostModelOpInterface.h"

namespace remat::detail {

/// FLOPs per element of a scalar arith / math op (0 for constants, casts
/// and `index` arithmetic); nullopt when `op` is of neither dialect.
std::optional<int64_t> getArithFlopsPerElement(mlir::Operation *op);
std::optional<int64_t> getMathFlopsPerElement(mlir::Operation *op);

/// Elements of the op's first result: 1 for a scalar, the element count of a
/// statically shaped tensor or vector, 0 for a dynamic shape (which the
/// analyses report as unsupported) or an op without results.
int64_t getResultElements(mlir::Operation *op);

/// Recomputable: no memory effects. Speculatability is not needed, since a
/// recomputation runs on a path where the original op already ran with the
/// same operands (an integer division by zero would have happened there).
bool isRecomputableElementwise(mlir::Operation *op);

/// `perElement` x getResultElements(op), saturated.
int64_t getElementwiseFlops(mlir::Operation *op, int64_t perElement);

template <typename OpTy,
          std::optional<int64_t> (*PerElement)(mlir::Operation *)>
struct ElementwiseCostModel
    : CostModelOpInterface::ExternalModel<
          ElementwiseCostModel<OpTy, PerElement>, OpTy> {
  int64_t getFlops(mlir::Operation *op) const {
    return getElementwiseFlops(op, PerElement(op).value_or(0));
  }
  bool isRecomputable(mlir::Operation *op) const {
    return isRecomputableElementwise(op);
  }
  // A constant is materialized before the program runs: it writes nothing.
  int64_t getBytesWritten(mlir::Operation *op) const {
    return op->hasTrait<mlir::OpTrait::ConstantLike>() ? 0 : getResultBytes(op);
  }
};

} // namespace remat::detail

#endif // REMAT_LIB_EXTERNALMODELS_ELEMENTWISECOSTMODEL_H
