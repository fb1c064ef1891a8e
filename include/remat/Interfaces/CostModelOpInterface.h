//===- CostModelOpInterface.h - FLOPs, bytes, recomputability ---*- C++ -*-===//
#ifndef REMAT_INTERFACES_COSTMODELOPINTERFACE_H
#define REMAT_INTERFACES_COSTMODELOPINTERFACE_H

#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace remat {

/// Bytes of a statically shaped tensor (element count x element width);
/// 0 for any other type, which the memory model does not track.
int64_t getTypeBytes(mlir::Type type);

/// Whether the op's result is a view of its source operand's buffer (it
/// implements ViewLikeOpInterface): it moves no bytes and allocates nothing.
bool isTensorView(mlir::Operation *op);

/// Bytes of all tensor operands / results of an op.
int64_t getOperandBytes(mlir::Operation *op);
int64_t getResultBytes(mlir::Operation *op);

} // namespace remat

#include "remat/Interfaces/CostModelOpInterface.h.inc"

#endif // REMAT_INTERFACES_COSTMODELOPINTERFACE_H
