//===- MemoryAnalysis.h - liveness and bytes held over a program -*- C++
//-*-===//
//
// For a function with a straight-line body (checkpoint regions included,
// payload ops as leaves; see Phase.h), in any dialect,
// computes in program order: each buffer's size and live interval, the bytes
// live at and after every op, the peak, where it happens and who holds it,
// and the activations saved for the backward pass. The memory model it
// implements is written down in docs/reference/MemoryModel.md.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_ANALYSIS_MEMORYANALYSIS_H
#define REMAT_ANALYSIS_MEMORYANALYSIS_H

#include "remat/Analysis/Phase.h"

#include "mlir/IR/Operation.h"
#include "mlir/Pass/AnalysisManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace remat {

struct MemoryOptions {
  /// Count the function's arguments (owned by the caller) as live from the
  /// start to their last use.
  bool countArguments = false;
};

/// One buffer: a value that owns memory, with every view of it folded in.
struct BufferInfo {
  /// The value that allocates the buffer (an op result or an argument).
  mlir::Value value;
  int64_t bytes = 0;
  /// Index of the allocating op; -1 for a function argument.
  int64_t defIndex = -1;
  /// Index of the last op that uses the buffer through any alias; the
  /// return's index for returned values; defIndex when never used.
  int64_t lastUseIndex = -1;
};

/// The state of memory at one op of the program order.
struct OpMemoryInfo {
  mlir::Operation *op = nullptr;
  /// Bytes this op allocates (0 for views, constants and terminators).
  int64_t allocatedBytes = 0;
  /// Temporaries the op's implementation holds while it runs.
  int64_t scratchBytes = 0;
  /// Bytes live while the op runs: its operands, its results and its
  /// scratch.
  int64_t liveBytesDuring = 0;
  /// Bytes live once the op is done and its dead operands are freed.
  int64_t liveBytesAfter = 0;
  /// Of liveBytesDuring, the bytes held for the backward pass: buffers that
  /// forward ops allocate (the originals and their recomputations, marked
  /// `remat.recompute`; not arguments, not backward values), counted from
  /// the first backward op that is no recomputation on (0 before it). No
  /// scratch.
  int64_t activationBytesDuring = 0;
  Phase phase = Phase::Forward;
};

/// A forward value kept for the backward pass.
struct ActivationInfo {
  mlir::Value value;
  int64_t bytes = 0;
  int64_t producerIndex = -1;
  int64_t firstBackwardUse = -1;
  int64_t lastBackwardUse = -1;
};

/// Why the numbers of a body that is otherwise inside the model cannot be
/// computed. Clients report it with emitMemoryModelError.
struct MemoryModelError {
  enum class Kind {
    /// A tensor whose element type has no size (see hasUnsizedElements).
    UnsizedElement,
    /// A tensor whose byte size does not fit in int64_t.
    TensorTooLarge,
    /// The bytes live at `op` do not fit in int64_t.
    LiveBytesOverflow,
    /// A tensor with a dynamic dimension (`dim`) or no rank (`dim` -1).
    DynamicShape,
  };
  Kind kind;
  /// The tensor (UnsizedElement, TensorTooLarge).
  mlir::Value value;
  /// Where it happens: the op defining the value (the function for an
  /// argument) or the op at which the live bytes overflow.
  mlir::Operation *op = nullptr;
  /// The dynamic dimension (DynamicShape); -1 for an unranked tensor.
  int64_t dim = -1;
};

/// Emits `error` at the value or op it names, prefixed by `client:` (the
/// pass's name).
void emitMemoryModelError(const MemoryModelError &error,
                          llvm::StringRef client);

class MemoryAnalysis {
public:
  /// Constructors for the analysis manager (default options).
  explicit MemoryAnalysis(mlir::Operation *root);
  MemoryAnalysis(mlir::Operation *root, mlir::AnalysisManager &am);
  MemoryAnalysis(mlir::Operation *root, const PhaseAnalysis &phases,
                 const MemoryOptions &options);

  /// The op that puts the body outside the model (control flow, foreign
  /// regions), or null. When set, the numbers below are not computed.
  mlir::Operation *getUnsupportedOp() const { return unsupportedOp; }

  /// Set when the body is inside the model but cannot be measured (a tensor
  /// the model cannot size, a dynamic shape, or more live bytes than int64_t
  /// holds); the
  /// numbers below are then meaningless (the peak is kTooLarge).
  const std::optional<MemoryModelError> &getError() const { return error; }

  /// Ops in program order (pre-order, so a checkpoint precedes its body;
  /// never the ops inside a payload).
  llvm::ArrayRef<OpMemoryInfo> getOps() const { return ops; }
  llvm::ArrayRef<BufferInfo> getBuffers() const { return buffers; }
  llvm::ArrayRef<ActivationInfo> getActivations() const { return activations; }

  int64_t getIndex(mlir::Operation *op) const { return opIndex.lookup(op); }
  /// The buffer a value lives in (through views and region boundaries), or
  /// -1 when it owns no memory (constants, non-tensors).
  int64_t getBufferIndex(mlir::Value value) const;

  int64_t getPeakBytes() const { return peakBytes; }
  /// Index of the first op at which the peak is reached; -1 when empty.
  int64_t getPeakIndex() const { return peakIndex; }
  /// Buffers live at the peak, largest first.
  llvm::SmallVector<const BufferInfo *> getLiveAtPeak() const;
  /// The most bytes held for the backward pass at any op
  /// (OpMemoryInfo::activationBytesDuring): what `budget-scope=activations`
  /// bounds. 0 without a backward pass.
  int64_t getActivationPeakBytes() const { return activationPeakBytes; }
  /// Index of the first op where it is reached; -1 without a backward pass.
  int64_t getActivationPeakIndex() const { return activationPeakIndex; }
  /// Sum of the distinct buffers that hold activations.
  int64_t getSavedForBackwardBytes() const { return savedForBackwardBytes; }

  void print(llvm::raw_ostream &os) const;

private:
  void compute(mlir::Operation *root, const PhaseAnalysis &phases);

  MemoryOptions options;
  mlir::Operation *unsupportedOp = nullptr;
  std::optional<MemoryModelError> error;
  llvm::SmallVector<OpMemoryInfo> ops;
  llvm::DenseMap<mlir::Operation *, int64_t> opIndex;
  llvm::SmallVector<BufferInfo> buffers;
  llvm::DenseMap<mlir::Value, int64_t> bufferOf;
  llvm::SmallVector<ActivationInfo> activations;
  int64_t peakBytes = 0;
  int64_t peakIndex = -1;
  int64_t savedForBackwardBytes = 0;
  int64_t activationPeakBytes = 0;
  int64_t activationPeakIndex = -1;
};

} // namespace remat

#endif // REMAT_ANALYSIS_MEMORYANALYSIS_H
