//===- CostModelOpInterface.h - FLOPs, bytes, recomputability ---*- C++ -*-===//
#ifndef REMAT_INTERFACES_COSTMODELOPINTERFACE_H
#define REMAT_INTERFACES_COSTMODELOPINTERFACE_H

#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <optional>

namespace remat {

/// The peak rate an op runs at in the roofline model
/// (docs/reference/CostModel.md):
/// contractions (matmul, convolutions) reach a target's matrix rate (tensor
/// cores on GPUs), everything else its vector rate.
enum class ComputeClass { Vector, Matrix };

/// Bytes of one tensor element: integers and floats rounded up to whole
/// bytes, `index` as 8 (the lowering's 64-bit data layout), `complex<T>` as
/// two T, a fixed-size vector as its lanes; nullopt for element types the
/// memory model cannot size (pointers, opaque and scalable types).
std::optional<int64_t> getElementTypeBytes(mlir::Type element);

/// Whether `type` is a ranked tensor whose element type has no size
/// (getElementTypeBytes is nullopt). Analyses report such values as errors.
bool hasUnsizedElements(mlir::Type type);

/// Bytes of a statically shaped tensor (element count x element width),
/// saturated at kTooLarge (remat/Support/CheckedArithmetic.h) when that does
/// not fit in int64_t; 0 for any other type, which the memory model does not
/// track, and for tensors of unsized elements (see hasUnsizedElements).
int64_t getTypeBytes(mlir::Type type);

/// Whether the op's result is a view of its source operand's buffer (it
/// implements ViewLikeOpInterface): it moves no bytes and allocates nothing.
bool isTensorView(mlir::Operation *op);

/// Bytes of all tensor operands / results of an op, saturated at kTooLarge.
int64_t getOperandBytes(mlir::Operation *op);
int64_t getResultBytes(mlir::Operation *op);

} // namespace remat

#include "remat/Interfaces/CostModelOpInterface.h.inc"

#endif // REMAT_INTERFACES_COSTMODELOPINTERFACE_H
