//===- ChooseGradFilterLayouts.cpp - conv2d_grad_filter layouts by peak ---===//
//
// The spread layout of a filter gradient is faster and holds more scratch;
// it is chosen only where that scratch stays under the function's predicted
// peak, so that a faster lowering never costs memory. The same for the gemm
// columns of convolutions and input gradients (remat-choose-conv-columns).
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/MemoryAnalysis.h"
#include "remat/Dialect/Remat/IR/RematOps.h"
#include "remat/Dialect/Remat/Transforms/Passes.h"

#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATCHOOSEGRADFILTERLAYOUTSPASS
#define GEN_PASS_DEF_REMATCHOOSECONVCOLUMNSPASS
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"
} // namespace remat

// Each pass of this file logs under its own name: DEBUG_TYPE changes before
// the second.
#define DEBUG_TYPE "remat-choose-grad-filter-layouts"

using namespace mlir;
using namespace remat;

/// Whether `op` lowered with `scratch` bytes of scratch instead of the ones
/// `memory` counted keeps the live bytes under the peak (false when the
/// model cannot tell).
static bool fitsUnderPeak(const MemoryAnalysis &memory, Operation *op,
                          int64_t scratch) {
  if (memory.getUnsupportedOp() || memory.getError())
    return false;
  ArrayRef<OpMemoryInfo> ops = memory.getOps();
  int64_t index = memory.getIndex(op);
  if (index < 0 || index >= static_cast<int64_t>(ops.size()) ||
      ops[index].op != op)
    return false;
  // Scratch is live only while its op runs.
  int64_t others = ops[index].liveBytesDuring - ops[index].scratchBytes;
  return scratch <= memory.getPeakBytes() - others;
}

namespace {
/// remat-memory-report's two views of a function's peak, without and with
/// its arguments counted: a choice may raise neither.
struct PeakViews {
  explicit PeakViews(Operation *fn)
      : phases(fn), without(fn, phases, MemoryOptions{}),
        with(fn, phases, MemoryOptions{/*countArguments=*/true}) {}
  bool valid() const {
    return !without.getUnsupportedOp() && !without.getError() &&
           !with.getUnsupportedOp() && !with.getError();
  }
  PhaseAnalysis phases;
  MemoryAnalysis without, with;
};

struct RematChooseGradFilterLayoutsPass
    : remat::impl::RematChooseGradFilterLayoutsPassBase<
          RematChooseGradFilterLayoutsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<Conv2DGradFilterOp> open;
    getOperation()->walk([&](Conv2DGradFilterOp op) {
      if (op.getGroups() == 1 && !op.getLayout())
        open.push_back(op);
    });
    if (open.empty())
      return;
    auto set = [&](Conv2DGradFilterOp op, GradFilterLayoutKind kind) {
      op.setLayout(stringifyGradFilterLayoutKind(kind));
      ++(kind == GradFilterLayoutKind::Spread ? numSpread : numDirect);
    };
    if (layout != GradFilterLayoutChoice::Auto) {
      for (Conv2DGradFilterOp op : open)
        set(op, layout == GradFilterLayoutChoice::Spread
                    ? GradFilterLayoutKind::Spread
                    : GradFilterLayoutKind::Direct);
      return;
    }
    // The peak with and without the arguments (remat-memory-report's two
    // views): neither may rise. Every op is measured with its default
    // layout; each choice changes only its own op's live bytes.
    PeakViews views(getOperation());
    if (!views.valid()) {
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": the memory model cannot tell "
                                            "the peak; no layout chosen\n");
      return;
    }
    const MemoryAnalysis &without = views.without, &with = views.with;
    for (Conv2DGradFilterOp op : open) {
      int64_t spread =
          getGradFilterScratchBytes(op, GradFilterLayoutKind::Spread);
      bool fits =
          fitsUnderPeak(without, op, spread) && fitsUnderPeak(with, op, spread);
      LLVM_DEBUG(llvm::dbgs()
                 << DEBUG_TYPE ": the filter gradient at " << op.getLoc()
                 << ": spread scratch " << spread << " bytes, peaks "
                 << without.getPeakBytes() << " / " << with.getPeakBytes()
                 << " bytes (arguments uncounted / counted): "
                 << (fits ? "spread\n" : "direct\n"));
      set(op,
          fits ? GradFilterLayoutKind::Spread : GradFilterLayoutKind::Direct);
    }
  }
};

#undef DEBUG_TYPE
#define DEBUG_TYPE "remat-choose-conv-columns"

struct RematChooseConvColumnsPass
    : remat::impl::RematChooseConvColumnsPassBase<RematChooseConvColumnsPass> {
  using Base::Base;

  void runOnOperation() override {
    // Each op with the columns' bytes it would add.
    SmallVector<std::pair<Operation *, int64_t>> open;
    getOperation()->walk([&](Operation *op) {
      bool has = false;
      if (auto conv = dyn_cast<Conv2DOp>(op))
        has = conv.getGemmColumns();
      else if (auto grad = dyn_cast<Conv2DGradInputOp>(op))
        has = grad.getGemmColumns();
      else
        return;
      if (has)
        return;
      // The depth of each filter position's gemm: the convolution's input
      // channels (dy's for the input gradient's convolution).
      int64_t channels =
          cast<RankedTensorType>(op->getOperand(0).getType()).getShape()[3];
      if (channelLimit > 0 && channels >= channelLimit)
        return;
      if (std::optional<int64_t> bytes = getGemmColumnsScratchBytes(op))
        open.push_back({op, *bytes});
    });
    if (open.empty())
      return;
    auto set = [&](Operation *op) {
      op->setAttr("gemm_columns", UnitAttr::get(op->getContext()));
      ++numColumns;
    };
    if (all) {
      for (auto [op, bytes] : open)
        set(op);
      return;
    }
    PeakViews views(getOperation());
    if (!views.valid()) {
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": the memory model cannot tell "
                                            "the peak; no columns chosen\n");
      return;
    }
    const MemoryAnalysis &without = views.without, &with = views.with;
    // fitsUnderPeak takes the op's whole scratch: what it counts now plus
    // the columns.
    for (auto [op, bytes] : open) {
      auto scratchWith = [&, op = op, bytes = bytes](const MemoryAnalysis &m) {
        int64_t index = m.getIndex(op);
        ArrayRef<OpMemoryInfo> ops = m.getOps();
        if (index < 0 || index >= static_cast<int64_t>(ops.size()))
          return int64_t(-1);
        return ops[index].scratchBytes + bytes;
      };
      int64_t a = scratchWith(without), b = scratchWith(with);
      bool fits = a >= 0 && b >= 0 && fitsUnderPeak(without, op, a) &&
                  fitsUnderPeak(with, op, b);
      LLVM_DEBUG(llvm::dbgs()
                 << DEBUG_TYPE ": " << op->getName() << " at " << op->getLoc()
                 << ": columns of " << bytes << " bytes "
                 << (fits ? "fit under the peak\n"
                          : "would raise the peak, kept without\n"));
      if (fits)
        set(op);
      else
        ++numKept;
    }
  }
};
} // namespace
