//===- CostModel.h - roofline time estimates per target ---------*- C++ -*-===//
//
// An estimated time per op from a roofline model,
//   max(FLOPs / peak FLOP/s, bytes moved / bandwidth) + launch overhead,
// for named target presets. The figures and their sources are in
// docs/reference/CostModel.md.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_COSTMODEL_H
#define REMAT_ANALYSIS_COSTMODEL_H

#include "remat/Interfaces/CostModelOpInterface.h"

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

/// Where the cost of an op comes from.
enum class CostSource {
  /// Nothing to count: checkpoint regions (their bodies are counted op by
  /// op), terminators, constants.
  None,
  /// The op's CostModelOpInterface (implemented or an external model).
  Interface,
  /// The fallback for an op without the interface that is free of memory
  /// effects and has value semantics: bytes from its operand and result
  /// types, one FLOP per result element (nothing for a view or for an op
  /// that only allocates, like tensor.empty). Recomputable.
  Fallback,
  /// Any other op (side effects, buffers, no tensors): no FLOPs, no bytes,
  /// never recomputed.
  Unknown,
};

/// "none", "interface", "fallback" or "unknown".
llvm::StringRef stringifyCostSource(CostSource source);

/// The cost of one execution of an op, from its interface or the fallback.
struct OpCost {
  int64_t flops = 0;
  int64_t bytesRead = 0;
  int64_t bytesWritten = 0;
  int64_t scratchBytes = 0;
  bool recomputable = false;
  ComputeClass computeClass = ComputeClass::Vector;
  CostSource source = CostSource::None;
};

/// The cost of `op`, a leaf or a checkpoint region of the program (see
/// Phase.h for the region rule): ops with payload regions are leaves and
/// count like any other op. Documented in
/// docs/reference/ForeignIR.md.
OpCost getOpCost(mlir::Operation *op);

/// Whether `op` may be executed again to rematerialize its results: its
/// interface says so, or the fallback applies.
bool isRecomputable(mlir::Operation *op);

/// Estimated seconds for one execution of `op` on `target`; 0 for ops that
/// do no work (views, constants, terminators, checkpoint regions whose
/// bodies are counted op by op, unknown ops).
double estimateSeconds(mlir::Operation *op, const TargetSpec &target);

/// FLOPs of `op` (getOpCost(op).flops): 0 for checkpoint regions, which are
/// counted through their bodies.
int64_t getLeafFlops(mlir::Operation *op);

} // namespace remat

#endif // REMAT_ANALYSIS_COSTMODEL_H
