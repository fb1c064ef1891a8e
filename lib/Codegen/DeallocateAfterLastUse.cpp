//===- DeallocateAfterLastUse.cpp - free each buffer after its last use ---===//
//
// Upstream's deallocation pipeline (ownership-based deallocation, its
// simplification, optimize-allocation-liveness) places the same frees on the
// programs the remat pipelines bufferize, but it is quadratic in the buffers
// of a block: one `bufferization.dealloc` at the end of the block names every
// buffer, its simplification compares them pairwise, and moving each dealloc
// invalidates the block's operation order. Here the plan is made in one walk
// and the frees inserted afterwards, for the IR shape one-shot bufferization
// gives a tensor program; any other shape goes through the upstream pipeline.
//
//===----------------------------------------------------------------------===//
#include "remat/Codegen/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATDEALLOCATEAFTERLASTUSEPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-deallocate-after-last-use"

using namespace mlir;

namespace {
/// A buffer this pass frees and the op of the buffer's block after which it
/// is freed.
struct Free {
  Value buffer;
  Operation *after;
};
} // namespace

/// Whether `value` is a buffer the function owns: a `memref.alloc`, or the
/// result of a call of a function of the module with a body (every such
/// function returns buffers it owns, which the caller then owns; checked for
/// each of them by `planFunction`).
static bool isOwnedBuffer(Value value, SymbolTable &symbols) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  if (isa<memref::AllocOp>(def))
    return true;
  auto call = dyn_cast<func::CallOp>(def);
  auto callee =
      call ? symbols.lookup<func::FuncOp>(call.getCallee()) : func::FuncOp();
  return callee && !callee.isExternal();
}

/// Whether a memref value of this kind is handled: the function's arguments,
/// owned buffers, views (`ViewLikeOpInterface`) and the buffers nobody frees
/// (`memref.alloca`, `memref.get_global`). Other ops that produce memrefs
/// (selects, region results, clones, block arguments of loops or branches)
/// need the ownership tracking of the upstream pipeline.
static bool isHandledMemRef(Value value, Block &body, SymbolTable &symbols) {
  if (auto arg = dyn_cast<BlockArgument>(value))
    return arg.getOwner() == &body;
  Operation *def = value.getDefiningOp();
  if (isOwnedBuffer(value, symbols))
    return true;
  if (isa<memref::AllocaOp, memref::GetGlobalOp>(def))
    return true;
  auto view = dyn_cast<ViewLikeOpInterface>(def);
  return view && isa<BaseMemRefType>(view.getViewSource().getType());
}

/// Where each buffer `func` owns is freed (appended to `frees`): right after
/// the op of the buffer's block that holds its last use, through every view
/// of it; a buffer the function returns is not freed (its caller owns it).
/// Fails when the function is not of the shape handled here.
static LogicalResult planFunction(func::FuncOp func, SymbolTable &symbols,
                                  SmallVectorImpl<Free> &frees) {
  if (func.isExternal())
    return success();
  if (!func.getBody().hasOneBlock())
    return failure();
  Block &body = func.getBody().front();
  SmallVector<Value> owned;
  auto walked = func.walk([&](Operation *op) {
    // Frees already in place, or raw pointers of buffers whose uses are not
    // uses of the buffer, belong to someone else's plan.
    if (isa<memref::DeallocOp, bufferization::DeallocOp,
            memref::ExtractAlignedPointerAsIndexOp>(op) ||
        op->getDialect()->getNamespace() == "async")
      return WalkResult::interrupt();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        if (&block != &body)
          for (BlockArgument arg : block.getArguments())
            if (isa<BaseMemRefType>(arg.getType()))
              return WalkResult::interrupt();
    for (Value result : op->getResults()) {
      if (!isa<BaseMemRefType>(result.getType()))
        continue;
      if (!isHandledMemRef(result, body, symbols))
        return WalkResult::interrupt();
      if (isOwnedBuffer(result, symbols))
        owned.push_back(result);
    }
    return WalkResult::advance();
  });
  if (walked.wasInterrupted())
    return failure();

  // Every buffer the function returns must be one it owns, returned once:
  // the caller frees it.
  auto ret = cast<func::ReturnOp>(body.getTerminator());
  llvm::SmallPtrSet<Value, 4> returned;
  for (Value value : ret.getOperands())
    if (isa<BaseMemRefType>(value.getType()) &&
        (!isOwnedBuffer(value, symbols) || !returned.insert(value).second))
      return failure();

  for (Value buffer : owned) {
    if (returned.contains(buffer))
      continue;
    Block *block = buffer.getParentBlock();
    Operation *last = buffer.getDefiningOp();
    SmallVector<Value> aliases = {buffer};
    while (!aliases.empty()) {
      Value alias = aliases.pop_back_val();
      for (OpOperand &use : alias.getUses()) {
        Operation *user = use.getOwner();
        auto view = dyn_cast<ViewLikeOpInterface>(user);
        if (view && view.getViewSource() == alias) {
          for (Value result : user->getResults())
            if (isa<BaseMemRefType>(result.getType()))
              aliases.push_back(result);
        }
        // A view returned, or a use outside the buffer's block (another
        // block of a region), is not freed here.
        Operation *top = block->findAncestorOpInBlock(*user);
        if (!top || top->hasTrait<OpTrait::IsTerminator>())
          return failure();
        if (last->isBeforeInBlock(top))
          last = top;
      }
    }
    frees.push_back({buffer, last});
  }
  return success();
}

namespace {
// A walk, not a pattern: where each buffer dies is decided over its whole
// function (every use, through every view), not at one op.
struct RematDeallocateAfterLastUsePass
    : remat::impl::RematDeallocateAfterLastUsePassBase<
          RematDeallocateAfterLastUsePass> {
  /// Upstream's deallocation, for programs of another shape.
  static void buildFallback(OpPassManager &pm) {
    bufferization::buildBufferDeallocationPipeline(pm);
    pm.addNestedPass<func::FuncOp>(
        bufferization::createOptimizeAllocationLivenessPass());
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<memref::MemRefDialect>();
    OpPassManager fallback(ModuleOp::getOperationName());
    buildFallback(fallback);
    fallback.getDependentDialects(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<Free> frees;
    // Buffers in functions of another kind (gpu.func, llvm.func) are
    // planned by the upstream pipeline too.
    bool handled =
        !module
             .walk([](memref::AllocOp alloc) {
               return isa_and_nonnull<func::FuncOp>(
                          alloc->getParentOfType<FunctionOpInterface>())
                          ? WalkResult::advance()
                          : WalkResult::interrupt();
             })
             .wasInterrupted();
    LLVM_DEBUG({
      if (!handled)
        llvm::dbgs() << DEBUG_TYPE ": an allocation outside func.func\n";
    });
    for (auto func : module.getOps<func::FuncOp>())
      if (handled && failed(planFunction(func, symbols, frees))) {
        LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": @" << func.getSymName()
                                << " is not of the shape planned here\n");
        handled = false;
      }
    if (!handled) {
      LLVM_DEBUG(llvm::dbgs()
                 << DEBUG_TYPE ": upstream's deallocation pipeline runs\n");
      OpPassManager fallback(ModuleOp::getOperationName());
      buildFallback(fallback);
      if (failed(runPipeline(fallback, module)))
        signalPassFailure();
      return;
    }
    // Inserted after planning: an insertion invalidates the block's op
    // order, which the plan queries.
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": " << frees.size()
                            << " buffers freed after their last use\n");
    OpBuilder builder(&getContext());
    for (const Free &free : frees) {
      builder.setInsertionPointAfter(free.after);
      memref::DeallocOp::create(builder, free.buffer.getLoc(), free.buffer);
    }
  }
};
} // namespace
