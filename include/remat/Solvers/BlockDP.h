//===- BlockDP.h - the DP over repeated blocks ------------------*- C++ -*-===//
//
// The DP behind solver=blocks, the Rockmate idea on the IR: cut the forward
// pass into blocks at points where one value alone carries it forward (the
// residual stream between transformer layers, say), give structurally
// identical blocks one class, solve each distinct run of blocks once for a
// menu of (kept bytes, recompute cost) options, and choose, by a dynamic
// program over the blocks, which block outputs to keep and which option
// each run of blocks between two kept outputs takes.
//
// A menu option is exact for its trade-off: for a weight lambda, the kept set
// minimizing lambda * kept bytes + recompute cost is a minimum cut (each op
// recomputed at most once, from what is kept and the run's input), so the
// menu is the lower convex hull of the run's own (bytes, cost) front. The DP
// is exact for its model of the peak: a run's backward pass holds what the
// runs below keep, its own kept and recomputed values, and what the original
// program holds there besides activations (gradients, temporaries); the
// pass then checks each schedule with the memory analysis. A recomputed
// value that only other recomputations read lives while they run, not
// through the backward op they precede (a matmul and bias recomputed for a
// relu), and a buffer that ops write in place belongs to its last writer
// (the relu writing into a tensor.empty).
//
// Schedules recompute each value at most once (they are keep-or-recompute
// plans); rotor's multiple sweeps over a run are not modelled.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SOLVERS_BLOCKDP_H
#define REMAT_SOLVERS_BLOCKDP_H

#include "remat/Analysis/MemoryAnalysis.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace remat {

/// The top-level forward ops of a training step cut into blocks 1..n.
struct BlockSequence {
  /// Forward ops in program order.
  llvm::SmallVector<mlir::Operation *> ops;
  /// Block b is ops[blockEnd[b-1] .. blockEnd[b]); blockEnd[0] = 0.
  llvm::SmallVector<unsigned> blockEnd;
  /// x_b, the one value block b hands to later blocks (null when it hands
  /// none, and for b = 0 and b = n).
  llvm::SmallVector<mlir::Value> boundary;
  /// The structural class of block b (index 0 unused): blocks of one class
  /// are the same ops with the same types, attributes and wiring, up to
  /// their arguments, constants and input.
  llvm::SmallVector<unsigned> shape;
  unsigned numClasses = 0;

  unsigned numBlocks() const { return blockEnd.size() - 1; }
};

/// Cuts the forward pass of `func` into blocks (merging neighbours so that
/// there are at most `maxBlocks`), or says in `why` why it cannot: fewer than
/// two blocks.
mlir::FailureOr<BlockSequence> findBlockSequence(mlir::FunctionOpInterface func,
                                                 const PhaseAnalysis &phases,
                                                 unsigned maxBlocks,
                                                 std::string &why);

/// One way to run blocks (from, to] between two kept block outputs.
struct BlockOption {
  /// Kept values as (op offset from the run's first op, result number).
  llvm::SmallVector<std::pair<unsigned, unsigned>> kept;
  /// Recomputed ops as offsets from the run's first op, ascending.
  llvm::SmallVector<unsigned> recomputed;
  /// Bytes kept from the forward pass to the run's backward pass (with the
  /// run's output), and bytes of the values recomputed for it.
  int64_t keptBytes = 0;
  int64_t recomputedBytes = 0;
  double cost = 0.0;
};

/// A choice for every run: which outputs are kept, and what else.
struct BlockSchedule {
  struct Run {
    unsigned from, to;
    BlockOption option;
  };
  llvm::SmallVector<Run> runs; // bottom-up
  /// Every forward value kept for the backward pass; the backward pass's
  /// other forward operands are recomputed.
  llvm::DenseSet<mlir::Value> kept;
  double addedCost = 0.0;
};

class BlockDP {
public:
  /// `activations`: the forward values the backward pass reads; `memory`:
  /// the analysis of `func` as it is (for what it holds besides them).
  BlockDP(const BlockSequence &blocks, const MemoryAnalysis &memory,
          llvm::ArrayRef<mlir::Value> activations,
          llvm::function_ref<double(mlir::Operation *)> cost,
          llvm::function_ref<bool(mlir::Operation *)> mayRecompute,
          unsigned maxRunBlocks);

  /// The cheapest schedule whose modelled peak is within `limit` units of
  /// unitBytes(), or none.
  std::optional<BlockSchedule> solve(int64_t limit) const;
  /// The menu of run (from, to]; to - from <= the longest run.
  llvm::ArrayRef<BlockOption> options(unsigned from, unsigned to) const {
    return menus[run(from, to).menu];
  }
  unsigned longestRun() const { return maxRun; }
  /// A limit under which keeping everything fits.
  int64_t maxLimit() const { return limitMax; }
  int64_t unitBytes() const { return unit; }
  /// Distinct runs solved, and min cuts run for their menus.
  unsigned numMenus() const { return menus.size(); }
  unsigned numCuts() const { return cuts; }

private:
  struct RunInfo {
    unsigned menu;
    /// Per option, the modelled peak of the run's backward pass in units,
    /// beyond what the runs below keep.
    std::vector<int64_t> peak;
  };
  const RunInfo &run(unsigned from, unsigned to) const {
    return runs[size_t(to) * (maxRun + 1) + (to - from)];
  }
  /// The peak of run (from, to]'s backward pass under `option`: what the
  /// program holds there besides activations (`other`, per op index) and the
  /// run's kept and recomputed values over their live ranges.
  int64_t modelPeak(unsigned from, unsigned to, const BlockOption &option,
                    const MemoryAnalysis &memory,
                    llvm::ArrayRef<int64_t> other) const;
  std::vector<BlockOption>
  computeMenu(unsigned from, unsigned to,
              llvm::function_ref<double(mlir::Operation *)> cost,
              llvm::function_ref<bool(mlir::Operation *)> mayRecompute);

  const BlockSequence &blocks;
  llvm::DenseSet<mlir::Value> activationSet;
  unsigned maxRun;
  int64_t unit = 1;
  int64_t limitMax = 0;
  int64_t forwardBase = 0; // units
  unsigned cuts = 0;
  std::vector<std::vector<BlockOption>> menus;
  std::map<std::vector<unsigned>, unsigned> menuOfShape;
  std::vector<RunInfo> runs;
  /// Index ranges of the backward ops reading each forward value.
  llvm::DenseMap<mlir::Value, std::pair<int64_t, int64_t>> backwardUses;
  /// Per buffer the forward pass allocates, the value it ends the forward
  /// pass with: its allocating value, or the last op writing into it in
  /// place (a tensor.empty's buffer is the relu's that writes into it).
  llvm::DenseMap<int64_t, mlir::Value> ownerOfBuffer;
};

} // namespace remat

#endif // REMAT_SOLVERS_BLOCKDP_H
