//===- RecomputeGuards.h - how recomputations are guarded -------*- C++ -*-===//
//
// The schedule rewriter keeps every recomputation apart from the value it
// repeats by reading its kept inputs through a barrier (else CSE would merge
// the clone back into the original), and with check-recompute compares the
// two at run time. These ops belong to whatever dialect the host chooses: a
// RecomputeGuardBuilder builds them. A dialect offers its guards by
// registering a RecomputeGuardDialectInterface (the remat dialect does, with
// remat.barrier and remat.check_recompute), so the rematerialization library
// names no dialect and links none: it takes the guards of the one loaded
// dialect that offers them, or the builder the host passes in
// RematOptions::guards. A host that wants no guard op at run time removes
// them with remat-strip-guards (every guard implements
// RecomputeGuardOpInterface).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_INTERFACES_RECOMPUTEGUARDS_H
#define REMAT_INTERFACES_RECOMPUTEGUARDS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectInterface.h"
#include "mlir/IR/Value.h"

#include <string>

namespace remat {

class RecomputeGuardBuilder {
public:
  virtual ~RecomputeGuardBuilder();

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

/// The recompute guards a dialect offers: registered on the dialect
/// (Dialect::addInterfaces) and found by findRecomputeGuards.
class RecomputeGuardDialectInterface
    : public mlir::DialectInterface::Base<RecomputeGuardDialectInterface>,
      public RecomputeGuardBuilder {
public:
  RecomputeGuardDialectInterface(mlir::Dialect *dialect) : Base(dialect) {}
};

/// The guards of the one loaded dialect of `context` that offers them;
/// null with a readable `message` when no loaded dialect does, or several
/// do (the host then passes its choice in RematOptions::guards).
const RecomputeGuardBuilder *findRecomputeGuards(mlir::MLIRContext *context,
                                                 std::string &message);

} // namespace remat

#endif // REMAT_INTERFACES_RECOMPUTEGUARDS_H
