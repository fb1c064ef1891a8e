//===- ConvertToLLVM.cpp - the scalar dialects to LLVM in one conversion --===//
#include "remat/Codegen/Passes.h"

#include "mlir/Analysis/DataLayoutAnalysis.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATCONVERTTOLLVMPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-convert-to-llvm"

using namespace mlir;

namespace {
// A dialect conversion of upstream's conversion patterns.
struct RematConvertToLLVMPass
    : remat::impl::RematConvertToLLVMPassBase<RematConvertToLLVMPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    const auto &dataLayout = getAnalysis<DataLayoutAnalysis>();
    LowerToLLVMOptions options(&getContext(), dataLayout.getAtOrAbove(module));
    // What finalize-memref-to-llvm{use-generic-functions} sets: counted
    // allocations through `_mlir_memref_to_llvm_alloc`. Not the aligned one:
    // its lowering rounds every size up to a multiple of 16 (4 bytes of a
    // scalar became 16), which no runtime needs; an allocation without an
    // alignment attribute (bufferAlignment = 0) asks malloc for its exact
    // size.
    options.useGenericFunctions = true;
    options.allocLowering = LowerToLLVMOptions::AllocLowering::Malloc;
    LLVMTypeConverter converter(&getContext(), options, &dataLayout);

    RewritePatternSet patterns(&getContext());
    SymbolTableCollection symbolTables;
    arith::populateArithToLLVMConversionPatterns(converter, patterns);
    index::populateIndexToLLVMConversionPatterns(converter, patterns);
    ub::populateUBToLLVMConversionPatterns(converter, patterns);
    cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);
    cf::populateAssertToLLVMConversionPattern(converter, patterns,
                                              /*abortOnFailure=*/true,
                                              &symbolTables);
    populateFinalizeMemRefToLLVMConversionPatterns(converter, patterns,
                                                   &symbolTables);
    populateFuncToLLVMConversionPatterns(converter, patterns, &symbolTables);

    LLVMConversionTarget target(getContext());
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();
    LLVM_DEBUG({
      int64_t left = 0;
      module.walk([&](Operation *op) {
        if (op != module &&
            !isa_and_present<LLVM::LLVMDialect>(op->getDialect()))
          ++left;
      });
      llvm::dbgs() << DEBUG_TYPE ": " << left
                   << " ops left outside the LLVM dialect\n";
    });
  }
};
} // namespace
