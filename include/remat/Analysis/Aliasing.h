//===- Aliasing.h - which results share an operand's buffer -----*- C++ -*-===//
//
// The memory model's aliasing rule, taken from the ops' own semantics rather
// than from a list of ops (docs/ForeignIR.md, "Aliasing"):
//  - a ViewLikeOpInterface op's view is its source's buffer;
//  - an op implementing bufferization's BufferizableOpInterface (upstream's
//    tensor, linalg and arith ops, once their external models are
//    registered) shares a buffer where getAliasingValues says so for sure:
//    tensor.extract_slice, collapse_shape and expand_shape are views, a
//    destination-style op writes into its init operand;
//  - without that interface, a DestinationStyleOpInterface op writes into
//    its init operand.
// Writing into an operand is in place only when one-shot bufferization
// would do so without a copy in the common case: the operand is the result
// of a non-constant op and this is its only use. Otherwise the result gets a
// buffer of its own (bufferization copies).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_ALIASING_H
#define REMAT_ANALYSIS_ALIASING_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"

namespace remat {

/// The value whose buffer `result` is, once bufferized, or null when the
/// result owns new memory.
mlir::Value getAliasedValue(mlir::OpResult result);

/// Whether `op` only makes views (it writes no operand and each
/// tensor result is a view of an operand): it costs no bytes and no FLOPs.
bool isAliasOnlyOp(mlir::Operation *op);

} // namespace remat

#endif // REMAT_ANALYSIS_ALIASING_H
