//===- CostModel.h - roofline time estimates per target ---------*- C++ -*-===//
//
// An estimated time per op from a roofline model,
//   max(FLOPs / peak FLOP/s, bytes moved / bandwidth) + launch overhead,
// for named target presets. The figures and their sources are in
// docs/CostModel.md.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_COSTMODEL_H
#define REMAT_ANALYSIS_COSTMODEL_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace remat {

/// Peak rates of one machine. Matrix rates apply to the ops whose cost model
/// says ComputeClass::Matrix (matmul and convolutions: tensor cores on GPUs),
/// vector rates to everything else.
struct TargetSpec {
  llvm::StringRef name;
  double matrixFlopsF16; ///< f16 and bf16
  double matrixFlopsF32;
  double matrixFlopsF64;
  double vectorFlopsF16;
  double vectorFlopsF32;
  double vectorFlopsF64;
  double bytesPerSecond;
  double launchSeconds; ///< fixed cost of every op that does work
};

/// The presets, in a fixed order.
llvm::ArrayRef<TargetSpec> getTargetPresets();

/// The preset with this name, or null.
const TargetSpec *lookupTarget(llvm::StringRef name);

/// Names of all presets, comma separated, for diagnostics.
std::string getTargetPresetNames();

/// Estimated seconds for one execution of `op` on `target`; 0 for ops that
/// do no work (views, constants, terminators, region ops whose bodies are
/// counted op by op, ops outside the cost interface).
double estimateSeconds(mlir::Operation *op, const TargetSpec &target);

/// FLOPs of `op` if it is a leaf op of the cost interface, else 0 (region
/// ops are counted through their bodies).
int64_t getLeafFlops(mlir::Operation *op);

} // namespace remat

#endif // REMAT_ANALYSIS_COSTMODEL_H
