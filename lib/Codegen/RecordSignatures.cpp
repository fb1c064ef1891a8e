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
    }
  }
};
} // namespace
