//===- DifferentiableOpInterface.h - reverse-mode derivative rules -*- C++
//-*-===//
#ifndef REMAT_INTERFACES_DIFFERENTIABLEOPINTERFACE_H
#define REMAT_INTERFACES_DIFFERENTIABLEOPINTERFACE_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"

namespace remat {

/// What a derivative rule may ask of the differentiation in progress.
class AdjointBuilder {
public:
  virtual ~AdjointBuilder() = default;

  /// Builder positioned in the backward pass; new ops get the location of
  /// the op being differentiated ("grad of <op>" at its source location).
  virtual mlir::OpBuilder &builder() = 0;
  virtual mlir::Location loc() = 0;

  /// A forward value as seen from the backward pass (values defined inside
  /// a checkpoint region are exported as extra region results).
  virtual mlir::Value forward(mlir::Value value) = 0;

  /// Whether the loss depends on `operand` of the op being differentiated
  /// through a parameter (only those operands need an adjoint).
  virtual bool isActive(mlir::Value value) = 0;

  /// Reports that the rule has no derivative for operand `index`.
  virtual mlir::LogicalResult notDifferentiable(unsigned index) = 0;
};

} // namespace remat

#include "remat/Interfaces/DifferentiableOpInterface.h.inc"

#endif // REMAT_INTERFACES_DIFFERENTIABLEOPINTERFACE_H
