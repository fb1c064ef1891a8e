//===- ArithCostModels.cpp - cost models of arith ops ---------------------===//
#include "ElementwiseCostModel.h"
#include "remat/ExternalModels/CostModels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/CastInterfaces.h"

using namespace mlir;
using namespace remat;
using namespace remat::detail;

std::optional<int64_t> remat::detail::getArithFlopsPerElement(Operation *op) {
  if (!isa<arith::ArithDialect>(op->getDialect()))
    return std::nullopt;
  // Materialized constants and conversions do no arithmetic.
  if (isa<arith::ConstantOp, CastOpInterface>(op))
    return 0;
  // Address arithmetic on `index` is not floating-point work (as in the
  // remat dialect's rules).
  if (op->getNumResults() == 1 &&
      getElementTypeOrSelf(op->getResult(0).getType()).isIndex())
    return 0;
  return 1;
}

namespace {
template <typename OpTy>
using ArithModel = ElementwiseCostModel<OpTy, getArithFlopsPerElement>;

template <typename... OpTys> void attachAll(MLIRContext *ctx) {
  (OpTys::template attachInterface<ArithModel<OpTys>>(*ctx), ...);
}
} // namespace

void remat::registerArithCostModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, arith::ArithDialect *) {
    attachAll<
#define GET_OP_LIST
#include "mlir/Dialect/Arith/IR/ArithOps.cpp.inc"
        >(ctx);
  });
}
