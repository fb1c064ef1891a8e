//===- RematNetworkOps.cpp - cost and derivatives of the network ops ------===//
//
// FLOP counts (counted like RematOpsCost.cpp: each scalar arithmetic op and
// transcendental is one FLOP, mirrored in docs/reference/CostModel.md) and
// reverse-mode rules of the ops in RematNetworkOps.td.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/IR/RematOps.h"
#include "remat/Support/CheckedArithmetic.h"

#include <cmath>

using namespace mlir;
using namespace remat;

static int64_t numel(Value v) {
  return cast<RankedTensorType>(v.getType()).getNumElements();
}

static ArrayRef<int64_t> shapeOf(Value v) {
  return cast<RankedTensorType>(v.getType()).getShape();
}

/// Rows when the last dimension is the reduced axis.
static int64_t rows(Value v) {
  ArrayRef<int64_t> shape = shapeOf(v);
  int64_t last = shape.empty() ? 1 : shape.back();
  return last == 0 ? 0 : numel(v) / last;
}

static int64_t elementBytes(Value v) {
  return (cast<RankedTensorType>(v.getType()).getElementTypeBitWidth() + 7) / 8;
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
  operandAdjoints.push_back(GeluErfGradOp::create(adj.builder(), adj.loc(),
                                                  dC[0], adj.forward(getX())));
  return success();
}

//===----------------------------------------------------------------------===//
// log_softmax
//===----------------------------------------------------------------------===//

/// max, subtract, exp, sum per element; log and subtract (x - max - lse).
constexpr int64_t kLogSoftmax = 6;
/// sum of dy, exp(y), multiply, subtract.
constexpr int64_t kLogSoftmaxGrad = 4;

LogicalResult LogSoftmaxOp::verify() {
  if (shapeOf(getX()).empty())
    return emitOpError("expects an operand of rank >= 1");
  return success();
}

LogicalResult LogSoftmaxGradOp::verify() {
  if (shapeOf(getY()).empty())
    return emitOpError("expects an operand of rank >= 1");
  return success();
}

int64_t LogSoftmaxOp::getFlops() { return kLogSoftmax * numel(getResult()); }
int64_t LogSoftmaxGradOp::getFlops() {
  return kLogSoftmaxGrad * numel(getDx());
}
/// Row maximum and row sum, one value per row each.
int64_t LogSoftmaxOp::getScratchBytes() {
  return 2 * rows(getX()) * elementBytes(getX());
}
/// Row sum of dy.
int64_t LogSoftmaxGradOp::getScratchBytes() {
  return rows(getY()) * elementBytes(getY());
}

LogicalResult
LogSoftmaxOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                            SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(LogSoftmaxGradOp::create(
      adj.builder(), adj.loc(), dC[0], adj.forward(getResult())));
  return success();
}

//===----------------------------------------------------------------------===//
// causal_mask
//===----------------------------------------------------------------------===//

/// One compare-and-select per element.
constexpr int64_t kCausalMask = 1;

LogicalResult CausalMaskOp::verify() {
  if (shapeOf(getX()).size() < 2)
    return emitOpError("expects an operand of rank >= 2");
  return success();
}

LogicalResult CausalMaskGradOp::verify() {
  if (shapeOf(getDy()).size() < 2)
    return emitOpError("expects an operand of rank >= 2");
  return success();
}

int64_t CausalMaskOp::getFlops() { return kCausalMask * numel(getResult()); }
int64_t CausalMaskGradOp::getFlops() { return kCausalMask * numel(getDx()); }

LogicalResult
CausalMaskOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                            SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(CausalMaskGradOp::create(
      adj.builder(), adj.loc(), dC[0].getType(), dC[0], getOffset()));
  return success();
}

//===----------------------------------------------------------------------===//
// cast
//===----------------------------------------------------------------------===//

/// One rounding (or extension) per element.
int64_t CastOp::getFlops() { return numel(getResult()); }

LogicalResult CastOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                    SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(
      CastOp::create(adj.builder(), adj.loc(), getX().getType(), dC[0]));
  return success();
}

//===----------------------------------------------------------------------===//
// clamp
//===----------------------------------------------------------------------===//

/// max and min per element; two compares, an and and a select backward.
constexpr int64_t kClamp = 2;
constexpr int64_t kClampGrad = 4;

LogicalResult ClampOp::verify() {
  if (!(getMin().convertToDouble() <= getMax().convertToDouble()))
    return emitOpError("expects min <= max, got ")
           << getMin().convertToDouble() << " and "
           << getMax().convertToDouble();
  return success();
}

int64_t ClampOp::getFlops() { return kClamp * numel(getResult()); }
int64_t ClampGradOp::getFlops() { return kClampGrad * numel(getDx()); }

LogicalResult ClampOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                     SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(
      ClampGradOp::create(adj.builder(), adj.loc(), dC[0].getType(), dC[0],
                          adj.forward(getX()), getMinAttr(), getMaxAttr()));
  return success();
}

//===----------------------------------------------------------------------===//
// batch_norm
//===----------------------------------------------------------------------===//

/// sum, sub, square, sum (the statistics), sub, *rstd, *gamma, +beta.
constexpr int64_t kBatchNorm = 8;
/// mean, variance, +eps, sqrt, reciprocal.
constexpr int64_t kBatchNormPerChannel = 5;
/// Statistics 4; dbeta's sum 1; x_hat 2 and dgamma's multiply-add 2; dx:
/// x_hat 2, two scaled sums subtracted 4, *rstd*gamma 2.
constexpr int64_t kBatchNormGrad = 17;

/// Elements per channel: every dimension but the last.
static int64_t perChannel(Value x) {
  ArrayRef<int64_t> shape = shapeOf(x);
  int64_t channels = shape.empty() ? 0 : shape.back();
  return channels == 0 ? 0 : numel(x) / channels;
}

static LogicalResult verifyBatchNorm(Operation *op, Value x, Value gamma,
                                     APFloat epsilon, StringRef what) {
  ArrayRef<int64_t> shape = shapeOf(x);
  if (shape.size() < 2)
    return op->emitOpError("expects an operand of rank >= 2");
  if (shape.back() == 0 || perChannel(x) == 0)
    return op->emitOpError("normalizes empty channels");
  double e = epsilon.convertToDouble();
  if (!(e > 0.0) || !std::isfinite(e))
    return op->emitOpError("expects a positive, finite epsilon");
  if (shapeOf(gamma) != ArrayRef<int64_t>{shape.back()}) {
    std::string got;
    llvm::raw_string_ostream os(got);
    llvm::interleaveComma(shapeOf(gamma), os);
    return op->emitOpError("expects ")
           << what << " of shape [" << shape.back() << "], got [" << got << "]";
  }
  return success();
}

LogicalResult BatchNormOp::verify() {
  return verifyBatchNorm(*this, getX(), getGamma(), getEpsilon(),
                         "gamma and beta");
}

LogicalResult BatchNormGradOp::verify() {
  return verifyBatchNorm(*this, getX(), getGamma(), getEpsilon(), "gamma");
}

int64_t BatchNormOp::getFlops() {
  return satAdd(satMul(kBatchNorm, numel(getResult())),
                satMul(kBatchNormPerChannel, shapeOf(getX()).back()));
}

int64_t BatchNormGradOp::getFlops() {
  return satAdd(satMul(kBatchNormGrad, numel(getDx())),
                satMul(kBatchNormPerChannel, shapeOf(getX()).back()));
}

/// The f64 sum and sum of squares per channel (NormalizationPatterns.cpp).
int64_t BatchNormOp::getScratchBytes() {
  return satMul(2, shapeOf(getX()).back(), 8);
}

/// The statistics, and f64 sums of dgamma and dbeta before they are rounded
/// to a narrower element type.
int64_t BatchNormGradOp::getScratchBytes() {
  int64_t vectors = elementBytes(getX()) < 8 ? 4 : 2;
  return satMul(vectors, shapeOf(getX()).back(), 8);
}

LogicalResult
BatchNormOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                           SmallVectorImpl<Value> &operandAdjoints) {
  auto grad = BatchNormGradOp::create(
      adj.builder(), adj.loc(), dC[0], adj.forward(getX()),
      adj.forward(getGamma()), getEpsilonAttr());
  operandAdjoints.append({grad.getDx(), grad.getDgamma(), grad.getDbeta()});
  return success();
}
