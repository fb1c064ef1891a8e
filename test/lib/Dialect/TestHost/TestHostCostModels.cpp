//===- TestHostCostModels.cpp - Remat's cost model for the test_host ops --===//
//
// Step 1 of docs/reference/HostRecipe.md: the host attaches Remat's
// CostModelOpInterface to its own ops as external models, without touching
// their definitions. FLOPs (M x K by K x N layers):
//   dense_relu       2*M*N*K + M*N        (matmul, max)
//   dense_relu_grad  4*M*N*K + M*N        (mask, two matmuls)
//   half_sum_squares 2*numel(y) + 1       (square, sum; halve)
// Bytes read and written are the interface's defaults (every tensor operand
// read once, every result written once); all three ops are pure and
// deterministic, so recomputable (the default, isPure). The layer and its
// gradient are matrix products (the roofline's matrix rate), the loss is not
// (the default, vector).
//
//===----------------------------------------------------------------------===//
#include "TestHostDialect.h"
#include "remat/Interfaces/CostModelOpInterface.h"

#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace remat;
using namespace remat::test_host;

namespace {
/// M, N and K of a layer with input x (M x K) and weights w (K x N).
struct LayerDims {
  int64_t m, n, k;
};
LayerDims getLayerDims(Value x, Value w) {
  auto xType = cast<RankedTensorType>(x.getType());
  auto wType = cast<RankedTensorType>(w.getType());
  return {xType.getDimSize(0), wType.getDimSize(1), xType.getDimSize(1)};
}

struct DenseReluCostModel
    : CostModelOpInterface::ExternalModel<DenseReluCostModel, DenseReluOp> {
  int64_t getFlops(Operation *op) const {
    auto dense = cast<DenseReluOp>(op);
    LayerDims d = getLayerDims(dense.getX(), dense.getW());
    return 2 * d.m * d.n * d.k + d.m * d.n;
  }
  // A matmul: the roofline's matrix rate.
  ComputeClass getComputeClass(Operation *) const {
    return ComputeClass::Matrix;
  }
};

struct DenseReluGradCostModel
    : CostModelOpInterface::ExternalModel<DenseReluGradCostModel,
                                          DenseReluGradOp> {
  int64_t getFlops(Operation *op) const {
    auto grad = cast<DenseReluGradOp>(op);
    LayerDims d = getLayerDims(grad.getX(), grad.getW());
    return 4 * d.m * d.n * d.k + d.m * d.n;
  }
  ComputeClass getComputeClass(Operation *) const {
    return ComputeClass::Matrix;
  }
};

struct HalfSumSquaresCostModel
    : CostModelOpInterface::ExternalModel<HalfSumSquaresCostModel,
                                          HalfSumSquaresOp> {
  int64_t getFlops(Operation *op) const {
    auto y =
        cast<RankedTensorType>(cast<HalfSumSquaresOp>(op).getY().getType());
    return 2 * y.getNumElements() + 1;
  }
};
} // namespace

void remat::test_host::registerTestHostDialect(DialectRegistry &registry) {
  registry.insert<TestHostDialect>();
  registry.addExtension(+[](MLIRContext *ctx, TestHostDialect *) {
    DenseReluOp::attachInterface<DenseReluCostModel>(*ctx);
    DenseReluGradOp::attachInterface<DenseReluGradCostModel>(*ctx);
    HalfSumSquaresOp::attachInterface<HalfSumSquaresCostModel>(*ctx);
  });
}
