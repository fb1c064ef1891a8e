//===- RecomputeGuards.cpp - the remat dialect's guards, built by name ----===//
//
// Built through OperationState rather than the generated op classes so that
// the rematerialization library does not link the remat dialect: a host
// that loads the dialect (or registers it with the context's registry) gets
// the same ops as remat-opt.
//
//===----------------------------------------------------------------------===//
#include "remat/Transforms/RecomputeGuards.h"

#include "mlir/IR/OperationSupport.h"

using namespace mlir;
using namespace remat;

RecomputeGuardBuilder::~RecomputeGuardBuilder() = default;

namespace {
class RematGuards : public RecomputeGuardBuilder {
public:
  static constexpr llvm::StringLiteral kBarrier = "remat.barrier";
  static constexpr llvm::StringLiteral kCheck = "remat.check_recompute";

  LogicalResult isAvailable(MLIRContext *context,
                            std::string &message) const override {
    if (RegisteredOperationName::lookup(kBarrier, context) &&
        RegisteredOperationName::lookup(kCheck, context))
      return success();
    message = "the recompute guards '" + kBarrier.str() + "' and '" +
              kCheck.str() +
              "' are not registered: load the remat dialect or give "
              "RematOptions::guards";
    return failure();
  }

  Value buildBarrier(OpBuilder &b, Location loc, Value v) const override {
    OperationState state(loc, kBarrier);
    state.addOperands(v);
    state.addTypes(v.getType());
    return b.create(state)->getResult(0);
  }

  Operation *buildCheck(OpBuilder &b, Location loc, Value original,
                        Value recomputed, StringRef message) const override {
    OperationState state(loc, kCheck);
    state.addOperands({original, recomputed});
    state.addAttribute("message", b.getStringAttr(message));
    return b.create(state);
  }
};
} // namespace

const RecomputeGuardBuilder &remat::getRematRecomputeGuards() {
  static const RematGuards guards;
  return guards;
}
