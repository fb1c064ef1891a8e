//===- RuntimeFunctions.h - declarations of runtime functions ---*- C++ -*-===//
//
// Codegen passes call a few functions of the libraries the program runs
// with (OpenBLAS's thread count, the OpenMP runtime's thread number). Each
// is declared once per module, private, and marked as allocating no buffer
// of the program (remat.no_program_buffers), which the memory analysis and
// remat-serialize-inner-parallel-loops read.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_CODEGEN_RUNTIMEFUNCTIONS_H
#define REMAT_LIB_CODEGEN_RUNTIMEFUNCTIONS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"
#include "remat/Support/AttrNames.h"

namespace remat {

/// The declaration of `library`'s function `name` in `module`, created with
/// `type` (at the module's end) through `rewriter` if missing; failure, and
/// with `emitErrors` an error on the existing symbol, where `name` is
/// something else.
inline mlir::FailureOr<mlir::func::FuncOp>
declareRuntimeFunction(mlir::RewriterBase &rewriter, mlir::ModuleOp module,
                       llvm::StringRef name, mlir::FunctionType type,
                       llvm::StringRef library, bool emitErrors = true) {
  if (mlir::Operation *existing =
          mlir::SymbolTable::lookupSymbolIn(module, name)) {
    auto fn = llvm::dyn_cast<mlir::func::FuncOp>(existing);
    if (!fn || fn.getFunctionType() != type) {
      if (emitErrors)
        existing->emitError() << "'" << name << "' is not " << library
                              << "'s function of type " << type;
      return mlir::failure();
    }
    return fn;
  }
  mlir::OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToEnd(module.getBody());
  auto fn = mlir::func::FuncOp::create(rewriter, module.getLoc(), name, type);
  rewriter.modifyOpInPlace(fn, [&] {
    fn.setPrivate();
    fn->setAttr(remat::kNoProgramBuffersAttrName, rewriter.getUnitAttr());
  });
  return fn;
}

} // namespace remat

#endif // REMAT_LIB_CODEGEN_RUNTIMEFUNCTIONS_H
