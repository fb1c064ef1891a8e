//===- CheckpointRegionOpInterface.h - recompute-me regions -----*- C++ -*-===//
#ifndef REMAT_INTERFACES_CHECKPOINTREGIONOPINTERFACE_H
#define REMAT_INTERFACES_CHECKPOINTREGIONOPINTERFACE_H

#include "mlir/IR/OpDefinition.h"

namespace mlir {
class RewriterBase;
} // namespace mlir

#include "remat/Interfaces/CheckpointRegionOpInterface.h.inc"

namespace remat {

/// Replaces `op` by the ops of its body, placed before it: the body's
/// arguments become the op's inputs and its results the yielded values.
void inlineCheckpointRegion(mlir::RewriterBase &rewriter,
                            CheckpointRegionOpInterface op);

} // namespace remat

#endif // REMAT_INTERFACES_CHECKPOINTREGIONOPINTERFACE_H
