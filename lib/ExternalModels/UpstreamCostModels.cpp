//===- UpstreamCostModels.cpp - all upstream cost models, shared helpers --===//
#include "ElementwiseCostModel.h"
#include "remat/ExternalModels/CostModels.h"
#include "remat/Support/CheckedArithmetic.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace remat;

int64_t remat::detail::getResultElements(Operation *op) {
  if (op->getNumResults() == 0)
    return 0;
  auto shaped = dyn_cast<ShapedType>(op->getResult(0).getType());
  if (!shaped)
    return 1;
  if (!shaped.hasStaticShape())
    return 0;
  int64_t elements = 1;
  for (int64_t dim : shaped.getShape())
    elements = satMul(elements, dim);
  return elements;
}

bool remat::detail::isRecomputableElementwise(Operation *op) {
  return isMemoryEffectFree(op);
}

int64_t remat::detail::getElementwiseFlops(Operation *op, int64_t perElement) {
  return satMul(perElement, getResultElements(op));
}

std::optional<int64_t> remat::getScalarOpFlops(Operation *op) {
  if (std::optional<int64_t> flops = detail::getArithFlopsPerElement(op))
    return flops;
  return detail::getMathFlopsPerElement(op);
}

void remat::registerUpstreamCostModels(DialectRegistry &registry) {
  registerArithCostModels(registry);
  registerMathCostModels(registry);
  registerLinalgCostModels(registry);
  registerTensorCostModels(registry);
}
