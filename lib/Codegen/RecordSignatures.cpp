//===- RecordSignatures.cpp - keep tensor signatures through lowering -----===//
#include "remat/Codegen/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace remat {
#define GEN_PASS_DEF_REMATRECORDSIGNATURESPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

using namespace mlir;

namespace {
struct RematRecordSignaturesPass
    : remat::impl::RematRecordSignaturesPassBase<RematRecordSignaturesPass> {
  void runOnOperation() override {
    Builder b(&getContext());
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
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
