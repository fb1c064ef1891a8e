//===- OutlineParallelRegions.cpp - one OpenMP region per function --------===//
#include "remat/Codegen/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATOUTLINEPARALLELREGIONSPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-outline-parallel-regions"

using namespace mlir;

namespace {

/// Whether `value` is a constant that the outlined function can rebuild: an
/// op without operands or regions that folds to an attribute.
bool isClonableConstant(Value value) {
  Operation *def = value.getDefiningOp();
  return def && def->getNumOperands() == 0 && def->getNumRegions() == 0 &&
         def->hasTrait<OpTrait::ConstantLike>();
}

/// Moves `region` of `func` into a new function right after `after`,
/// registered in `symbols`, and calls it in its place; `after` becomes the
/// new function, so that the functions follow their regions' order.
void outline(omp::ParallelOp region, func::FuncOp func, Operation *&after,
             SymbolTable &symbols) {
  // Everything the region reads from above: its own operands (num_threads)
  // and the values its body captures.
  llvm::SetVector<Value> captured(region->getOperands().begin(),
                                  region->getOperands().end());
  getUsedValuesDefinedAbove(region->getRegions(), captured);
  SmallVector<Value> arguments, constants;
  for (Value v : captured)
    (isClonableConstant(v) ? constants : arguments).push_back(v);

  Location loc = region.getLoc();
  OpBuilder b(func);
  b.setInsertionPointAfter(after);
  auto type = b.getFunctionType(ValueRange(arguments).getTypes(), {});
  auto outlined = func::FuncOp::create(
      b, loc, (func.getSymName() + "_omp_parallel").str(), type);
  outlined.setPrivate();
  // Local linkage: no C interface or exported symbol for it.
  outlined->setAttr(
      "llvm.linkage",
      LLVM::LinkageAttr::get(b.getContext(), LLVM::Linkage::Internal));
  symbols.insert(outlined, b.getInsertionPoint());
  after = outlined;
  LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": the omp.parallel at " << loc
                          << " of @" << func.getSymName() << " becomes @"
                          << outlined.getSymName() << " (" << arguments.size()
                          << " arguments, " << constants.size()
                          << " constants rebuilt inside)\n");

  Block *entry = outlined.addEntryBlock();
  IRMapping mapping;
  mapping.map(arguments, entry->getArguments());
  b.setInsertionPointToStart(entry);
  for (Value c : constants)
    b.clone(*c.getDefiningOp(), mapping);
  b.clone(*region, mapping);
  func::ReturnOp::create(b, loc);

  b.setInsertionPoint(region);
  func::CallOp::create(b, loc, outlined, arguments);
  region.erase();
}

// A walk, not a pattern: the functions it adds follow each other behind the
// function they come from, named unique in one symbol table of the module,
// state that spans the regions of a function.
struct RematOutlineParallelRegionsPass
    : remat::impl::RematOutlineParallelRegionsPassBase<
          RematOutlineParallelRegionsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    for (func::FuncOp func : llvm::to_vector(module.getOps<func::FuncOp>())) {
      if (func.isExternal())
        continue;
      SmallVector<omp::ParallelOp> regions;
      func.walk([&](omp::ParallelOp region) {
        if (!region->getParentOfType<omp::ParallelOp>())
          regions.push_back(region);
      });
      Operation *after = func;
      for (omp::ParallelOp region : regions)
        outline(region, func, after, symbols);
      numOutlined += regions.size();
    }
  }
};

} // namespace
