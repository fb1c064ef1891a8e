//===- RecomputeGuards.h - how recomputations are guarded -------*- C++ -*-===//
//
// The schedule rewriter keeps every recomputation apart from the value it
// repeats by reading its kept inputs through a barrier (else CSE would merge
// the clone back into the original), and with check-recompute compares the
// two at run time. These ops belong to whatever dialect the host chooses:
// a RecomputeGuardBuilder builds them. The default builds remat.barrier and
// remat.check_recompute by name, so the rematerialization library needs the
// remat dialect loaded in the context but does not link it; a host that
// wants no remat op at run time removes them with remat-strip-guards (every
// guard implements RecomputeGuardOpInterface) or supplies its own builder.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_TRANSFORMS_RECOMPUTEGUARDS_H
#define REMAT_TRANSFORMS_RECOMPUTEGUARDS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"

#include <string>

namespace remat {

class RecomputeGuardBuilder {
public:
  virtual ~RecomputeGuardBuilder();

  /// Whether the guards can be built in `context` (their dialect loaded); a
  /// readable message otherwise. Checked before anything is rewritten.
  virtual mlir::LogicalResult isAvailable(mlir::MLIRContext *context,
                                          std::string &message) const = 0;
  /// A value equal to `v` that CSE and canonicalization do not look
  /// through, at the builder's insertion point. It must not copy (the
  /// memory analysis should see a view) and should implement
  /// RecomputeGuardOpInterface so that remat-strip-guards removes it.
  virtual mlir::Value buildBarrier(mlir::OpBuilder &b, mlir::Location loc,
                                   mlir::Value v) const = 0;
  /// A run-time check that `recomputed` equals `original` bit for bit,
  /// failing with `message` when it does not; returns the check op.
  virtual mlir::Operation *buildCheck(mlir::OpBuilder &b, mlir::Location loc,
                                      mlir::Value original,
                                      mlir::Value recomputed,
                                      llvm::StringRef message) const = 0;
};

/// remat.barrier and remat.check_recompute, built by name.
const RecomputeGuardBuilder &getRematRecomputeGuards();

} // namespace remat

#endif // REMAT_TRANSFORMS_RECOMPUTEGUARDS_H
