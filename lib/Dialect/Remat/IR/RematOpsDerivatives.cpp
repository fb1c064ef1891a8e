//===- RematOpsDerivatives.cpp - reverse-mode rules of the remat ops ------===//
//
// One derivative rule per forward op (DifferentiableOpInterface). Gradients
// that are plain matmuls, sums, broadcasts, reshapes or slices reuse the
// forward ops; the others use the dialect's gradient ops. Every rule only
// computes the adjoints of operands the loss depends on.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/IR/RematOps.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace remat;

static RankedTensorType tensorTypeOf(Value v) {
  return cast<RankedTensorType>(v.getType());
}

/// True when operand `i` of `op` needs an adjoint.
static bool wants(AdjointBuilder &adj, Operation *op, unsigned i) {
  return adj.isActive(op->getOperand(i));
}

static Value scaleBy(AdjointBuilder &adj, Value v, double factor) {
  OpBuilder &b = adj.builder();
  return ScaleOp::create(b, adj.loc(), v.getType(), v,
                         b.getF64FloatAttr(factor));
}

//===----------------------------------------------------------------------===//
// Linear algebra and arithmetic
//===----------------------------------------------------------------------===//

/// With A' = op(A), B' = op(B) and C = A' B': dA' = dC B'^T, dB' = A'^T dC,
/// written back through the transpositions as matmuls with transposes.
LogicalResult MatmulOp::buildAdjoints(AdjointBuilder &adj,
                                      ArrayRef<Value> resultAdjoints,
                                      SmallVectorImpl<Value> &operandAdjoints) {
  OpBuilder &b = adj.builder();
  Location loc = adj.loc();
  Value dC = resultAdjoints[0];
  Value a = adj.forward(getLhs()), bb = adj.forward(getRhs());
  bool ta = getTransposeA(), tb = getTransposeB();
  Value dA, dB;
  if (wants(adj, *this, 0))
    dA = ta ? MatmulOp::create(b, loc, getLhs().getType(), bb, dC, tb, true)
                  .getResult()
            : MatmulOp::create(b, loc, getLhs().getType(), dC, bb, false, !tb)
                  .getResult();
  if (wants(adj, *this, 1))
    dB = tb ? MatmulOp::create(b, loc, getRhs().getType(), dC, a, true, ta)
                  .getResult()
            : MatmulOp::create(b, loc, getRhs().getType(), a, dC, !ta, false)
                  .getResult();
  operandAdjoints.append({dA, dB});
  return success();
}

LogicalResult AddOp::buildAdjoints(AdjointBuilder &, ArrayRef<Value> dC,
                                   SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.append({dC[0], dC[0]});
  return success();
}

LogicalResult SubOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                   SmallVectorImpl<Value> &operandAdjoints) {
  Value dRhs = wants(adj, *this, 1) ? scaleBy(adj, dC[0], -1.0) : Value();
  operandAdjoints.append({dC[0], dRhs});
  return success();
}

LogicalResult MulOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                   SmallVectorImpl<Value> &operandAdjoints) {
  OpBuilder &b = adj.builder();
  Value dL, dR;
  if (wants(adj, *this, 0))
    dL = MulOp::create(b, adj.loc(), dC[0], adj.forward(getRhs()));
  if (wants(adj, *this, 1))
    dR = MulOp::create(b, adj.loc(), dC[0], adj.forward(getLhs()));
  operandAdjoints.append({dL, dR});
  return success();
}

LogicalResult ScaleOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                     SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(scaleBy(adj, dC[0], getFactor().convertToDouble()));
  return success();
}

/// The bias adjoint sums over every dimension but the last.
LogicalResult
BiasAddOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                         SmallVectorImpl<Value> &operandAdjoints) {
  OpBuilder &b = adj.builder();
  Value dBias;
  if (wants(adj, *this, 1)) {
    int64_t rank = tensorTypeOf(getX()).getRank();
    if (rank == 1) {
      dBias = dC[0];
    } else {
      auto axes = llvm::to_vector(llvm::seq<int64_t>(0, rank - 1));
      dBias = ReduceSumOp::create(b, adj.loc(), getBias().getType(), dC[0],
                                  b.getDenseI64ArrayAttr(axes));
    }
  }
  operandAdjoints.append({dC[0], dBias});
  return success();
}

//===----------------------------------------------------------------------===//
// Activations and normalisation
//===----------------------------------------------------------------------===//

/// True when `v` is, or through checkpoint regions' arguments stands for, an
/// argument of the function: held for the whole step, so reading it keeps
/// nothing alive.
static bool isFunctionArgument(Value v) {
  while (auto arg = dyn_cast<BlockArgument>(v)) {
    auto checkpoint = dyn_cast<CheckpointOp>(arg.getOwner()->getParentOp());
    if (!checkpoint)
      return true;
    v = checkpoint.getInputs()[arg.getArgNumber()];
  }
  return false;
}

/// The mask x > 0 is also relu(x) > 0: the rule reads the output, which the
/// next op reads anyway, so autodiff keeps one tensor per layer (as PyTorch
/// does), not the pre-activation as well; the input only when it is a
/// function argument.
LogicalResult ReluOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                    SmallVectorImpl<Value> &operandAdjoints) {
  Value mask = isFunctionArgument(getX()) ? adj.forward(getX())
                                          : adj.forward(getResult());
  operandAdjoints.push_back(
      ReluGradOp::create(adj.builder(), adj.loc(), dC[0], mask));
  return success();
}

LogicalResult GeluOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                    SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(
      GeluGradOp::create(adj.builder(), adj.loc(), dC[0], adj.forward(getX())));
  return success();
}

LogicalResult TanhOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                    SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(TanhGradOp::create(adj.builder(), adj.loc(), dC[0],
                                               adj.forward(getResult())));
  return success();
}

LogicalResult
SigmoidOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                         SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(SigmoidGradOp::create(
      adj.builder(), adj.loc(), dC[0], adj.forward(getResult())));
  return success();
}

LogicalResult ExpOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                   SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(
      MulOp::create(adj.builder(), adj.loc(), dC[0], adj.forward(getResult())));
  return success();
}

LogicalResult
SoftmaxOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                         SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(SoftmaxGradOp::create(
      adj.builder(), adj.loc(), dC[0], adj.forward(getResult())));
  return success();
}

LogicalResult
LayerNormOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                           SmallVectorImpl<Value> &operandAdjoints) {
  auto grad = LayerNormGradOp::create(
      adj.builder(), adj.loc(), dC[0], adj.forward(getX()),
      adj.forward(getGamma()), getEpsilonAttr());
  operandAdjoints.append({grad.getDx(), grad.getDgamma(), grad.getDbeta()});
  return success();
}

/// The backward replays the same mask from the same seed.
LogicalResult
DropoutOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                         SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(DropoutGradOp::create(
      adj.builder(), adj.loc(), dC[0], getRateAttr(), getSeedAttr()));
  return success();
}

//===----------------------------------------------------------------------===//
// Reductions and data movement
//===----------------------------------------------------------------------===//

/// Broadcasts an adjoint of the reduced shape back over `axes`.
static Value broadcastBack(AdjointBuilder &adj, Value dC, Type xType,
                           ArrayRef<int64_t> axes) {
  OpBuilder &b = adj.builder();
  int64_t rank = cast<RankedTensorType>(xType).getRank();
  SmallVector<int64_t> kept;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(axes, d))
      kept.push_back(d);
  return BroadcastInDimOp::create(b, adj.loc(), xType, dC,
                                  b.getDenseI64ArrayAttr(kept));
}

LogicalResult
ReduceSumOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                           SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(
      broadcastBack(adj, dC[0], getX().getType(), getReducedAxes()));
  return success();
}

LogicalResult
ReduceMeanOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                            SmallVectorImpl<Value> &operandAdjoints) {
  SmallVector<int64_t> axes = getReducedAxes();
  int64_t count = 1;
  for (int64_t a : axes)
    count *= tensorTypeOf(getX()).getDimSize(a);
  Value spread = broadcastBack(adj, dC[0], getX().getType(), axes);
  operandAdjoints.push_back(scaleBy(adj, spread, 1.0 / count));
  return success();
}

/// Sums the adjoint over the broadcast dimensions (new ones and expanded
/// size-1 ones), then reshapes to the operand's shape.
LogicalResult
BroadcastInDimOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                SmallVectorImpl<Value> &operandAdjoints) {
  OpBuilder &b = adj.builder();
  RankedTensorType x = tensorTypeOf(getX());
  RankedTensorType result = tensorTypeOf(getResult());
  SmallVector<int64_t> map = getDimensionMap();
  SmallVector<int64_t> axes;
  for (int64_t d = 0; d < result.getRank(); ++d) {
    auto it = llvm::find(map, d);
    bool expanded = it != map.end() && x.getDimSize(it - map.begin()) == 1 &&
                    result.getDimSize(d) != 1;
    if (it == map.end() || expanded)
      axes.push_back(d);
  }
  Value v = dC[0];
  if (!axes.empty()) {
    SmallVector<int64_t> shape;
    for (int64_t d = 0; d < result.getRank(); ++d)
      if (!llvm::is_contained(axes, d))
        shape.push_back(result.getDimSize(d));
    auto summed = RankedTensorType::get(shape, result.getElementType());
    v = ReduceSumOp::create(b, adj.loc(), summed, v,
                            b.getDenseI64ArrayAttr(axes));
  }
  if (v.getType() != x)
    v = ReshapeOp::create(b, adj.loc(), x, v);
  operandAdjoints.push_back(v);
  return success();
}

LogicalResult
TransposeOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                           SmallVectorImpl<Value> &operandAdjoints) {
  SmallVector<int64_t> perm = getPermutationOrDefault();
  SmallVector<int64_t> inverse(perm.size());
  for (auto [i, p] : llvm::enumerate(perm))
    inverse[p] = i;
  OpBuilder &b = adj.builder();
  operandAdjoints.push_back(TransposeOp::create(
      b, adj.loc(), getX().getType(), dC[0], b.getDenseI64ArrayAttr(inverse)));
  return success();
}

LogicalResult
ReshapeOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                         SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(
      ReshapeOp::create(adj.builder(), adj.loc(), getX().getType(), dC[0]));
  return success();
}

/// Each input's adjoint is its slice of the result's adjoint.
LogicalResult ConcatOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                      SmallVectorImpl<Value> &operandAdjoints) {
  OpBuilder &b = adj.builder();
  int64_t axis = getNormalizedAxis();
  int64_t offset = 0;
  for (auto [i, input] : llvm::enumerate(getInputs())) {
    RankedTensorType type = tensorTypeOf(input);
    if (wants(adj, *this, i)) {
      SmallVector<int64_t> offsets(type.getRank(), 0);
      offsets[axis] = offset;
      operandAdjoints.push_back(SliceOp::create(b, adj.loc(), type, dC[0],
                                                b.getDenseI64ArrayAttr(offsets),
                                                DenseI64ArrayAttr()));
    } else {
      operandAdjoints.push_back(Value());
    }
    offset += type.getDimSize(axis);
  }
  return success();
}

LogicalResult SliceOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                     SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(
      SliceGradOp::create(adj.builder(), adj.loc(), getX().getType(), dC[0],
                          getOffsetsAttr(), getStridesAttr()));
  return success();
}

//===----------------------------------------------------------------------===//
// Convolution, pooling, upsampling
//===----------------------------------------------------------------------===//

LogicalResult Conv2DOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                      SmallVectorImpl<Value> &operandAdjoints) {
  OpBuilder &b = adj.builder();
  Value dIn, dFilter;
  if (wants(adj, *this, 0))
    dIn = Conv2DGradInputOp::create(b, adj.loc(), getInput().getType(), dC[0],
                                    adj.forward(getFilter()), getStridesAttr(),
                                    getPaddingAttr(), getGroupsAttr(),
                                    /*gemm_columns=*/nullptr);
  if (wants(adj, *this, 1))
    dFilter = Conv2DGradFilterOp::create(
        b, adj.loc(), getFilter().getType(), dC[0], adj.forward(getInput()),
        getStridesAttr(), getPaddingAttr(), getGroupsAttr(),
        /*layout=*/nullptr);
  operandAdjoints.append({dIn, dFilter});
  return success();
}

LogicalResult
MaxPool2DOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                           SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(MaxPool2DGradOp::create(
      adj.builder(), adj.loc(), getX().getType(), dC[0], adj.forward(getX()),
      getWindowAttr(), getStridesAttr(), getPaddingAttr()));
  return success();
}

LogicalResult
UpsampleNearest2DOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                   SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.push_back(UpsampleNearest2DGradOp::create(
      adj.builder(), adj.loc(), getX().getType(), dC[0], getScaleAttr()));
  return success();
}

//===----------------------------------------------------------------------===//
// Losses
//===----------------------------------------------------------------------===//

/// MSE is symmetric: d/dtarget = -d/dpred.
LogicalResult
MseLossOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                         SmallVectorImpl<Value> &operandAdjoints) {
  Value dPred =
      MseLossGradOp::create(adj.builder(), adj.loc(), dC[0],
                            adj.forward(getPred()), adj.forward(getTarget()));
  Value dTarget = wants(adj, *this, 1) ? scaleBy(adj, dPred, -1.0) : Value();
  operandAdjoints.append({wants(adj, *this, 0) ? dPred : Value(), dTarget});
  return success();
}

/// The dialect has no gradient with respect to the labels (they are data).
LogicalResult
SoftmaxCrossEntropyOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                                     SmallVectorImpl<Value> &operandAdjoints) {
  if (wants(adj, *this, 1))
    return adj.notDifferentiable(1);
  operandAdjoints.append(
      {SoftmaxCrossEntropyGradOp::create(adj.builder(), adj.loc(), dC[0],
                                         adj.forward(getLogits()),
                                         adj.forward(getLabels())),
       Value()});
  return success();
}
