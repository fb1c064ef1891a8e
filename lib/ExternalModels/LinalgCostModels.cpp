//===- LinalgCostModels.cpp - cost models of linalg structured ops --------===//
//
// One model for every op of the LinalgOp interface, named or generic: the op
// runs its payload once per point of its iteration domain, so
//   FLOPs = product of the static loop ranges x FLOPs of one payload run,
// where a payload op costs what its own scalar model says (arith and math:
// getScalarOpFlops; any other op that implements CostModelOpInterface: its
// getFlops()). A matmul's payload (mulf, addf) gives 2*M*N*K, a convolution's
// 2*N*Ho*Wo*F*Kh*Kw*C, a max pooling's numel(result)*Kh*Kw, a fill, copy,
// transpose or broadcast (a bare yield) 0.
//
//===----------------------------------------------------------------------===//
#include "ElementwiseCostModel.h"
#include "remat/ExternalModels/CostModels.h"
#include "remat/Support/CheckedArithmetic.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace remat;

/// FLOPs of one execution of a payload: the sum over its ops, nested ones
/// included.
static int64_t getPayloadFlops(Block &body) {
  int64_t flops = 0;
  body.walk([&](Operation *op) {
    std::optional<int64_t> opFlops = getScalarOpFlops(op);
    if (!opFlops)
      if (auto cost = dyn_cast<CostModelOpInterface>(op))
        opFlops = cost.getFlops();
    flops = satAdd(flops, opFlops.value_or(0));
  });
  return flops;
}

/// Points of the iteration domain; 0 when a loop range is dynamic (the
/// analyses report dynamic shapes as unsupported).
static int64_t getIterationDomainSize(linalg::LinalgOp op) {
  int64_t points = 1;
  for (int64_t range : op.getStaticLoopRanges()) {
    if (ShapedType::isDynamic(range))
      return 0;
    points = satMul(points, range);
  }
  return points;
}

/// Whether the payload multiplies (a convolution does, a pooling does not).
static bool payloadMultiplies(Block &body) {
  return llvm::any_of(body, [](Operation &op) {
    return isa<arith::MulFOp, arith::MulIOp, complex::MulOp>(op);
  });
}

namespace {
template <typename OpTy>
struct LinalgOpCostModel
    : CostModelOpInterface::ExternalModel<LinalgOpCostModel<OpTy>, OpTy> {
  int64_t getFlops(Operation *op) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    return satMul(getIterationDomainSize(linalgOp),
                  getPayloadFlops(*linalgOp.getBlock()));
  }

  /// The operands whose values the payload reads: every input but a pooling
  /// window (a shape only), and the inits of ops that accumulate (matmul,
  /// reduce), not those that overwrite (fill, copy, elementwise).
  int64_t getBytesRead(Operation *op) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    int64_t bytes = 0;
    for (OpOperand &operand : op->getOpOperands())
      if (linalgOp.payloadUsesValueFromOperand(&operand))
        bytes = satAdd(bytes, getTypeBytes(operand.get().getType()));
    return bytes;
  }

  bool isRecomputable(Operation *op) const {
    return cast<linalg::LinalgOp>(op).hasPureTensorSemantics() &&
           isMemoryEffectFree(op);
  }

  /// Contractions (matmul, batch_matmul, matvec, a generic with a
  /// multiply-add reduction) and convolutions run at the matrix rate;
  /// poolings, elementwise ops and data movement at the vector rate.
  ComputeClass getComputeClass(Operation *op) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    if (linalg::isaContractionOpInterface(linalgOp) ||
        (linalg::isaConvolutionOpInterface(linalgOp) &&
         payloadMultiplies(*linalgOp.getBlock())))
      return ComputeClass::Matrix;
    return ComputeClass::Vector;
  }
};

template <typename... OpTys> void attachAll(MLIRContext *ctx) {
  (OpTys::template attachInterface<LinalgOpCostModel<OpTys>>(*ctx), ...);
}
} // namespace

void remat::registerLinalgCostModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, linalg::LinalgDialect *) {
    attachAll<
#define GET_OP_LIST
#include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.cpp.inc"
        >(ctx);
  });
}
