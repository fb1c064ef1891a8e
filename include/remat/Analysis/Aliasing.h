//===- Aliasing.h - which results share an operand's buffer -----*- C++ -*-===//
//
// The memory model's aliasing rule, taken from the ops' own semantics rather
// than from a list of ops (docs/reference/ForeignIR.md, "Aliasing"):
//  - a ViewLikeOpInterface op's view is its source's buffer;
//  - an op implementing bufferization's BufferizableOpInterface (upstream's
//    tensor, linalg and arith ops, once their external models are
//    registered) shares a buffer where getAliasingValues says so for sure:
//    tensor.extract_slice, collapse_shape and expand_shape are views, a
//    destination-style op writes into its init operand;
//  - without that interface, a DestinationStyleOpInterface op writes into
//    its init operand.
// Whether writing into (or viewing) an operand is in place is what one-shot
// bufferization decides: BufferAliasing runs its analysis over the function
// when the function has an op that writes into an operand and the
// bufferization dialect is loaded (a pass using it lists the dialect in
// `dependentDialects`). Without it (the
// free function getAliasedValue), a write is in place when the operand is the
// result of a non-constant op and this is its only use. Out of place, the
// result gets a buffer of its own (bufferization copies).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_ALIASING_H
#define REMAT_ANALYSIS_ALIASING_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"

#include <memory>

namespace mlir::bufferization {
struct OneShotBufferizationOptions;
class OneShotAnalysisState;
} // namespace mlir::bufferization

namespace remat {

/// The value whose buffer `result` is, once bufferized, or null when the
/// result owns new memory (the single-use rule for writes).
mlir::Value getAliasedValue(mlir::OpResult result);

/// The aliasing rule of one function, with one-shot bufferization's in-place
/// decisions when the function has ops that write into operands.
class BufferAliasing {
public:
  explicit BufferAliasing(mlir::Operation *root);
  ~BufferAliasing();

  /// As remat::getAliasedValue, in place where one-shot bufferization's
  /// analysis decided so.
  mlir::Value getAliasedValue(mlir::OpResult result) const;

  /// Whether one-shot bufferization's analysis ran (and succeeded).
  bool hasOneShotAnalysis() const { return state != nullptr; }

private:
  std::unique_ptr<mlir::bufferization::OneShotBufferizationOptions> options;
  std::unique_ptr<mlir::bufferization::OneShotAnalysisState> state;
};

/// Whether `op` only makes views (it writes no operand and each
/// tensor result is a view of an operand): it costs no bytes and no FLOPs.
bool isAliasOnlyOp(mlir::Operation *op);

/// Whether `op` only allocates: it has no operands and its results
/// bufferize to no memory write (an uninitialized tensor: tensor.empty).
bool isAllocationOnlyOp(mlir::Operation *op);

/// Whether `op` only makes a destination for destination-passing style:
/// a payload-free or payload op of one block (tensor.empty, linalg.fill, a
/// linalg.generic that yields a constant) that reads nothing of the program
/// but arguments, constants, scalars and other initializers' results, and
/// whose results are read only as the init (`outs`) operand of a
/// DestinationStyleOpInterface op or by other initializers. A solver treats
/// it as part of the op that consumes it: recomputing that op clones the
/// initializer with it, and keeping it is never a choice of its own.
bool isDestinationInitializer(mlir::Operation *op);

/// Whether `v` is the result of a destination initializer.
bool isDestinationInitValue(mlir::Value v);

} // namespace remat

#endif // REMAT_ANALYSIS_ALIASING_H
