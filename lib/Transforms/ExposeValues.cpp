//===- ExposeValues.cpp - remat-expose-values -----------------------------===//
//
// Returns an operand of every op of the named kinds as an extra result of
// its function, in program order, so that a checker can compare the
// intermediate values an executed step computed (each ReLU's input, say)
// with a reference. Nothing is recomputed or moved: only the return grows.
//
//===----------------------------------------------------------------------===//
#include "remat/Support/AttrNames.h"
#include "remat/Transforms/Passes.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATEXPOSEVALUESPASS
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-expose-values"

using namespace mlir;

namespace {

/// The result attribute naming the op an exposed value came from.

struct RematExposeValuesPass
    : remat::impl::RematExposeValuesPassBase<RematExposeValuesPass> {
  using Base::Base;

  /// Appends the chosen operands of `fn`'s matching ops to its results;
  /// failure (with an error at `fn`'s location) where it cannot.
  LogicalResult expose(FunctionOpInterface fn, const llvm::StringSet<> &names,
                       ModuleOp module) {
    Region &body = fn.getFunctionBody();
    if (body.empty())
      return success(); // a declaration
    if (!body.hasOneBlock())
      return fn.emitError("remat-expose-values: '")
             << fn.getName() << "' has more than one block";
    Operation *ret = body.front().getTerminator();
    if (!ret || !ret->hasTrait<OpTrait::ReturnLike>() ||
        ret->getNumOperands() != fn.getNumResults())
      return fn.emitError("remat-expose-values: '")
             << fn.getName() << "' does not end with a return of its results";
    if (!SymbolTable::symbolKnownUseEmpty(fn, module))
      return fn.emitError("remat-expose-values: '")
             << fn.getName()
             << "' is referenced in the module; a caller would no longer "
                "match its results";
    SmallVector<std::pair<Value, StringRef>> exposed;
    WalkResult walk = fn.getFunctionBody().walk([&](Operation *op) {
      if (!names.contains(op->getName().getStringRef()))
        return WalkResult::advance();
      if (operand >= op->getNumOperands()) {
        op->emitError("remat-expose-values: the op has no operand ")
            << static_cast<unsigned>(operand);
        return WalkResult::interrupt();
      }
      if (op->getParentRegion() != &body) {
        op->emitError("remat-expose-values: the op is nested in a region; "
                      "only values of the function's own block can be "
                      "returned");
        return WalkResult::interrupt();
      }
      exposed.push_back(
          {op->getOperand(operand), op->getName().getStringRef()});
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
    LLVM_DEBUG(llvm::dbgs()
               << DEBUG_TYPE ": @" << fn.getName() << ": " << exposed.size()
               << " values appended to the results\n");
    Builder b(&getContext());
    for (auto [value, name] : exposed) {
      unsigned index = fn.getNumResults();
      if (failed(fn.insertResult(
              index, value.getType(),
              b.getDictionaryAttr(b.getNamedAttr(remat::kExposedAttrName,
                                                 b.getStringAttr(name))))))
        return fn.emitError("remat-expose-values: cannot add a result to '")
               << fn.getName() << "'";
      ret->insertOperands(ret->getNumOperands(), value);
      ++numExposed;
    }
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (ops.empty()) {
      module.emitError("remat-expose-values: ops= names no op");
      return signalPassFailure();
    }
    llvm::StringSet<> names;
    for (const std::string &name : ops)
      names.insert(name);
    bool found = func.empty();
    for (auto fn : module.getOps<FunctionOpInterface>()) {
      if (!func.empty() && fn.getName() != func)
        continue;
      found = true;
      if (failed(expose(fn, names, module)))
        return signalPassFailure();
    }
    if (!found) {
      module.emitError("remat-expose-values: no function named '")
          << func << "'";
      signalPassFailure();
    }
  }
};

} // namespace
