//===- PeakLowerBound.h - a floor under every rematerialization -*- C++ -*-===//
//
// A lower bound on the predicted peak of any program remat-rematerialize can
// produce from a training step. Rematerialization keeps the program order of
// the original ops and recomputes forward values only, so at every original
// op i these stay live whatever is recomputed: the buffers of backward
// values whose live interval spans i, and i's own operands, results and
// scratch. The bound is the largest such sum.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_PEAKLOWERBOUND_H
#define REMAT_ANALYSIS_PEAKLOWERBOUND_H

#include "remat/Analysis/MemoryAnalysis.h"

namespace remat {

struct PeakLowerBound {
  int64_t bytes = 0;
  /// The op where it is reached (null for an empty function).
  mlir::Operation *op = nullptr;
  /// The buffers that make it up, largest first.
  llvm::SmallVector<const BufferInfo *> held;
};

/// The bound for the function `memory` and `phases` describe.
PeakLowerBound computePeakLowerBound(const MemoryAnalysis &memory,
                                     const PhaseAnalysis &phases);

} // namespace remat

#endif // REMAT_ANALYSIS_PEAKLOWERBOUND_H
