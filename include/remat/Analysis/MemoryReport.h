//===- MemoryReport.h - table and JSON forms of the memory analysis -*- C++
//-*-===//
#ifndef REMAT_ANALYSIS_MEMORYREPORT_H
#define REMAT_ANALYSIS_MEMORYREPORT_H

#include "remat/Analysis/CostModel.h"
#include "remat/Analysis/MemoryAnalysis.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace remat {

/// `1536` -> `1.5 KiB`.
std::string formatBytes(int64_t bytes);

/// `file.mlir:12:5` for a file location (base name only), the name of a
/// named location, `?` when unknown.
std::string formatLocation(mlir::Location loc);

/// Summary figures of one function on one target.
struct FunctionCost {
  /// kTooLarge when the sum does not fit in int64_t.
  int64_t totalFlops = 0;
  double estimatedSeconds = 0.0;
  /// The op at which the FLOPs stop fitting in int64_t, or null.
  mlir::Operation *flopsOverflowOp = nullptr;
};
FunctionCost summarizeCost(const MemoryAnalysis &memory,
                           const TargetSpec &target);

/// Human-readable report of one function.
void printMemoryTable(llvm::raw_ostream &os, llvm::StringRef functionName,
                      const MemoryAnalysis &memory, const TargetSpec &target);

/// The same data as one JSON object with the keys of
/// docs/reference/MemoryModel.md.
void writeMemoryReportJSON(llvm::json::OStream &j, llvm::StringRef functionName,
                           const MemoryAnalysis &memory,
                           const TargetSpec &target);

} // namespace remat

#endif // REMAT_ANALYSIS_MEMORYREPORT_H
