//===- RematNetworkOps.cpp - cost and derivatives of the network ops ------===//
//
// FLOP counts (counted like RematOpsCost.cpp: each scalar arithmetic op and
// transcendental is one FLOP, mirrored in docs/CostModel.md) and reverse-mode
// rules of the ops in RematNetworkOps.td.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/IR/RematOps.h"

using namespace mlir;
using namespace remat;

static int64_t numel(Value v) {
  return cast<RankedTensorType>(v.getType()).getNumElements();
}

//===----------------------------------------------------------------------===//
// gelu_erf
//===----------------------------------------------------------------------===//

/// x / sqrt(2), erf, +1, *x, *0.5.
constexpr int64_t kGeluErf = 5;
/// erf part 4 (x / sqrt(2), erf, +1, *0.5), density part 5 (x*x, *-0.5,
/// exp, *x, /sqrt(2 pi)), + and *dy.
constexpr int64_t kGeluErfGrad = 11;

int64_t GeluErfOp::getFlops() { return kGeluErf * numel(getResult()); }
int64_t GeluErfGradOp::getFlops() { return kGeluErfGrad * numel(getDx()); }

LogicalResult
GeluErfOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                         SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(GeluErfGradOp::create(
      adj.builder(), adj.loc(), dC[0], adj.forward(getX())));
  return success();
}
