//===- MathCostModels.cpp - cost models of math ops -----------------------===//
#include "ElementwiseCostModel.h"
#include "remat/ExternalModels/CostModels.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace remat;
using namespace remat::detail;

std::optional<int64_t> remat::detail::getMathFlopsPerElement(Operation *op) {
  if (!isa<math::MathDialect>(op->getDialect()))
    return std::nullopt;
  // A multiply-add is two FLOPs; every other math op, transcendental or not,
  // counts one per element, as exp and tanh do in the remat dialect.
  if (isa<math::FmaOp>(op))
    return 2;
  return 1;
}

namespace {
template <typename OpTy>
using MathModel = ElementwiseCostModel<OpTy, getMathFlopsPerElement>;

template <typename... OpTys> void attachAll(MLIRContext *ctx) {
  (OpTys::template attachInterface<MathModel<OpTys>>(*ctx), ...);
}
} // namespace

void remat::registerMathCostModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, math::MathDialect *) {
    attachAll<
#define GET_OP_LIST
#include "mlir/Dialect/Math/IR/MathOps.cpp.inc"
        >(ctx);
  });
}
