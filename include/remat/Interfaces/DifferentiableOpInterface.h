//===- DifferentiableOpInterface.h - reverse-mode derivative rules -*- C++
//-*-===//
#ifndef REMAT_INTERFACES_DIFFERENTIABLEOPINTERFACE_H
#define REMAT_INTERFACES_DIFFERENTIABLEOPINTERFACE_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/STLFunctionalExtras.h"

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

namespace remat {

/// The operands and results of `op` that its derivative rule reads, in the
/// order it asks for them: the rule is run on placeholder adjoints into a
/// scratch block that is thrown away, recording each `forward(value)`.
/// `isActive` says which operands need an adjoint. Fails if the rule does.
mlir::FailureOr<llvm::SmallVector<mlir::Value>>
getValuesReadByAdjoint(DifferentiableOpInterface op,
                       llvm::function_ref<bool(mlir::Value)> isActive);

} // namespace remat

#endif // REMAT_INTERFACES_DIFFERENTIABLEOPINTERFACE_H
