//===- RematDiagnostics.h - reporting rematerialize()'s outcome -*- C++ -*-===//
//
// How the remat-rematerialize pass reports what rematerialize() returns, for
// a host compiler that wants the same: a failure as one short error with one
// note per buffer that matters, and every decision as a remark of MLIR's
// remark engine (mlir/IR/Remarks.h, category "remat"), so that
// --remarks-filter=remat and --remarks-output-file carry them.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_TRANSFORMS_REMATDIAGNOSTICS_H
#define REMAT_TRANSFORMS_REMATDIAGNOSTICS_H

#include "remat/Transforms/Rematerialization.h"

namespace remat {

/// Emits `failure` of rematerializing `fn` as an error prefixed by `who`
/// ("remat-rematerialize"), with notes: where the lowest peak lies and one
/// per buffer held there, the floor and one per buffer held there. With a
/// remark engine, the failure is also a missed remark and each holder an
/// analysis remark.
void emitRematFailure(mlir::FunctionOpInterface fn, const RematFailure &failure,
                      llvm::StringRef who);

/// Emits `result` to the context's remark engine, if it has one: its notes
/// (each recomputed value a passed remark; missed and analysis remarks from
/// the strategy or solver) and an analysis remark per value still kept for
/// the backward pass. `strategy` names the subcategory of the latter.
void emitRematRemarks(mlir::FunctionOpInterface fn, const RematResult &result,
                      RematStrategy strategy, llvm::StringRef who);

} // namespace remat

#endif // REMAT_TRANSFORMS_REMATDIAGNOSTICS_H
