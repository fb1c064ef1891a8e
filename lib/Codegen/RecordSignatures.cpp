//===- RecordSignatures.cpp - keep tensor signatures through lowering -----===//
#include "remat/Codegen/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATRECORDSIGNATURESPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-record-signatures"

using namespace mlir;

/// Whether `type` is a tensor of scalable vectors: its size is not known
/// at compile time, and upstream's allocation lowering aborts on it
/// (TypeSize's implicit conversion) instead of failing.
static bool holdsScalableVectors(Type type) {
  auto tensor = dyn_cast<TensorType>(type);
  auto vector =
      tensor ? dyn_cast<VectorType>(tensor.getElementType()) : nullptr;
  return vector && vector.isScalable();
}

/// The first value of `func` (argument or result of an op) whose type the
/// lowering cannot size, or null.
static Value findScalableTensor(func::FuncOp func) {
  for (BlockArgument arg : func.getArguments())
    if (holdsScalableVectors(arg.getType()))
      return arg;
  Value found;
  func.walk([&](Operation *op) {
    for (Value result : op->getResults())
      if (holdsScalableVectors(result.getType())) {
        found = result;
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return found;
}

namespace {
// A walk, not a pattern: it annotates each function (no op is replaced) and
// stops with an error at the first value it cannot lower.
struct RematRecordSignaturesPass
    : remat::impl::RematRecordSignaturesPassBase<RematRecordSignaturesPass> {
  void runOnOperation() override {
    Builder b(&getContext());
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      if (Value bad = findScalableTensor(func)) {
        emitError(bad.getLoc())
            << "cannot lower a tensor of " << bad.getType()
            << ": the size of a scalable vector is not known at compile time";
        return signalPassFailure();
      }
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": @" << func.getSymName() << ": "
                              << func.getFunctionType() << "\n");
      func->setAttr(remat::kSignatureAttrName,
                    TypeAttr::get(func.getFunctionType()));
      func->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                    b.getUnitAttr());
      // Remat's own argument attributes (e.g. remat.param) mean nothing to
      // LLVM; drop them so translation does not warn about them.
      for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
        for (NamedAttribute attr : SmallVector<NamedAttribute>(
                 func.getArgAttrDict(i) ? func.getArgAttrDict(i).getValue()
                                        : ArrayRef<NamedAttribute>{}))
          if (attr.getName().getValue().starts_with("remat."))
            func.removeArgAttr(i, attr.getName());
    }
  }
};
} // namespace
