//===- RematOps.cpp - verifiers and accessors of remat ops ----------------===//
#include "remat/Dialect/Remat/IR/RematOps.h"
#include "remat/Dialect/Remat/IR/ShapeRules.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace remat;

static ArrayRef<int64_t> shapeOf(Value v) {
  return cast<RankedTensorType>(v.getType()).getShape();
}

/// Reports a result shape that differs from the one the operands imply.
static LogicalResult checkShape(Operation *op, StringRef what,
                                ArrayRef<int64_t> actual,
                                ArrayRef<int64_t> expected) {
  if (actual == expected)
    return success();
  return op->emitOpError() << "expects " << what << " of shape "
                           << formatShape(expected) << ", got "
                           << formatShape(actual);
}

/// checkShape against what a shape rule inferred; a rule that failed has
/// reported through the op already.
static LogicalResult checkInferred(Operation *op, StringRef what,
                                   ArrayRef<int64_t> actual,
                                   const FailureOr<Shape> &expected) {
  if (failed(expected))
    return failure();
  return checkShape(op, what, actual, *expected);
}

static SmallVector<int64_t> orDefault(std::optional<ArrayRef<int64_t>> attr,
                                      ArrayRef<int64_t> fallback) {
  return attr ? SmallVector<int64_t>(*attr) : SmallVector<int64_t>(fallback);
}

LogicalResult remat::verifyTensorSizesFit(Operation *op) {
  for (Type type :
       llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes())) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !tensor.hasStaticShape())
      continue;
    std::optional<int64_t> bytes = (tensor.getElementTypeBitWidth() + 7) / 8;
    for (int64_t dim : tensor.getShape())
      if (bytes)
        bytes = llvm::checkedMul(*bytes, dim);
    if (!bytes)
      return op->emitOpError() << "has a tensor of " << tensor
                               << " whose byte size does not fit in 64 bits";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Forward ops
//===----------------------------------------------------------------------===//

LogicalResult MatmulOp::verify() {
  return checkInferred(*this, "a result", shapeOf(getResult()),
                       inferMatmulShape(shapeOf(getLhs()), shapeOf(getRhs()),
                                        getTransposeA(), getTransposeB(),
                                        [&] { return emitOpError(); }));
}

LogicalResult BiasAddOp::verify() {
  ArrayRef<int64_t> x = shapeOf(getX());
  if (x.empty())
    return emitOpError("expects an operand of rank >= 1");
  return checkShape(*this, "a bias", shapeOf(getBias()), {x.back()});
}

LogicalResult SoftmaxOp::verify() {
  if (shapeOf(getX()).empty())
    return emitOpError("expects an operand of rank >= 1");
  return success();
}

/// Epsilon must be a positive, finite number.
static LogicalResult verifyEpsilon(Operation *op, APFloat epsilon) {
  double e = epsilon.convertToDouble();
  if (!(e > 0.0) || !std::isfinite(e))
    return op->emitOpError("expects a positive, finite epsilon");
  return success();
}

LogicalResult ScaleOp::verify() {
  if (!std::isfinite(getFactor().convertToDouble()))
    return emitOpError("expects a finite factor");
  return success();
}

LogicalResult LayerNormOp::verify() {
  ArrayRef<int64_t> x = shapeOf(getX());
  if (x.empty())
    return emitOpError("expects an operand of rank >= 1");
  if (x.back() == 0)
    return emitOpError("normalizes over an empty last dimension");
  if (failed(verifyEpsilon(*this, getEpsilon())))
    return failure();
  return checkShape(*this, "gamma and beta", shapeOf(getGamma()), {x.back()});
}

/// Dropout's rate must leave something to keep.
static LogicalResult verifyDropoutRate(Operation *op, APFloat rate) {
  double r = rate.convertToDouble();
  if (!(r >= 0.0 && r < 1.0))
    return op->emitOpError() << "expects a rate in [0, 1), got " << r;
  return success();
}

LogicalResult DropoutOp::verify() {
  return verifyDropoutRate(*this, getRate());
}

template <typename ReduceOpT>
static SmallVector<int64_t> reducedAxes(ReduceOpT op) {
  int64_t rank = shapeOf(op.getX()).size();
  SmallVector<int64_t> axes = orDefault(op.getAxes(), {-1});
  FailureOr<Shape> norm =
      normalizeAxes(axes, rank, [&] { return op.emitOpError(); });
  return succeeded(norm) ? *norm : SmallVector<int64_t>{};
}

template <typename ReduceOpT> static LogicalResult verifyReduce(ReduceOpT op) {
  ArrayRef<int64_t> x = shapeOf(op.getX());
  if (x.empty())
    return op.emitOpError("expects an operand of rank >= 1");
  SmallVector<int64_t> axes = orDefault(op.getAxes(), {-1});
  FailureOr<Shape> norm =
      normalizeAxes(axes, x.size(), [&] { return op.emitOpError(); });
  if (failed(norm))
    return failure();
  return checkShape(op, "a result", shapeOf(op.getResult()),
                    dropAxes(x, *norm));
}

SmallVector<int64_t> ReduceSumOp::getReducedAxes() {
  return reducedAxes(*this);
}
SmallVector<int64_t> ReduceMeanOp::getReducedAxes() {
  return reducedAxes(*this);
}
LogicalResult ReduceSumOp::verify() { return verifyReduce(*this); }
LogicalResult ReduceMeanOp::verify() {
  if (failed(verifyReduce(*this)))
    return failure();
  // The mean of no elements is 0/0.
  ArrayRef<int64_t> x = shapeOf(getX());
  for (int64_t axis : getReducedAxes())
    if (x[axis] == 0)
      return emitOpError() << "averages over the empty dimension " << axis;
  return success();
}

SmallVector<int64_t> BroadcastInDimOp::getDimensionMap() {
  if (auto dims = getBroadcastDimensions())
    return SmallVector<int64_t>(*dims);
  int64_t rank = shapeOf(getX()).size();
  int64_t resultRank = shapeOf(getResult()).size();
  return llvm::to_vector(llvm::seq<int64_t>(resultRank - rank, resultRank));
}

LogicalResult BroadcastInDimOp::verify() {
  ArrayRef<int64_t> x = shapeOf(getX());
  ArrayRef<int64_t> result = shapeOf(getResult());
  if (x.size() > result.size())
    return emitOpError() << "cannot broadcast rank " << x.size()
                         << " to the lower rank " << result.size();
  SmallVector<int64_t> dims = getDimensionMap();
  if (dims.size() != x.size())
    return emitOpError() << "expects " << x.size()
                         << " broadcast dimensions, got " << dims.size();
  for (auto [i, d] : llvm::enumerate(dims)) {
    if (d < 0 || d >= static_cast<int64_t>(result.size()))
      return emitOpError() << "broadcast dimension " << d
                           << " is out of range for result rank "
                           << result.size();
    if (i > 0 && d <= dims[i - 1])
      return emitOpError("expects strictly increasing broadcast dimensions");
    if (x[i] != result[d] && x[i] != 1)
      return emitOpError() << "operand dimension " << i << " of size " << x[i]
                           << " cannot broadcast to result dimension " << d
                           << " of size " << result[d];
  }
  return success();
}

SmallVector<int64_t> TransposeOp::getPermutationOrDefault() {
  if (auto perm = getPermutation())
    return SmallVector<int64_t>(*perm);
  int64_t rank = shapeOf(getX()).size();
  return llvm::to_vector(llvm::reverse(llvm::seq<int64_t>(0, rank)));
}

LogicalResult TransposeOp::verify() {
  ArrayRef<int64_t> x = shapeOf(getX());
  SmallVector<int64_t> perm = getPermutationOrDefault();
  if (perm.size() != x.size())
    return emitOpError() << "expects a permutation of " << x.size()
                         << " dimensions, got " << perm.size();
  SmallVector<bool> seen(x.size(), false);
  Shape expected;
  for (int64_t p : perm) {
    if (p < 0 || p >= static_cast<int64_t>(x.size()) || seen[p])
      return emitOpError() << "permutation " << formatShape(perm)
                           << " is not a permutation of [0, " << x.size()
                           << ")";
    seen[p] = true;
    expected.push_back(x[p]);
  }
  return checkShape(*this, "a result", shapeOf(getResult()), expected);
}

Value ReshapeOp::getViewSource() { return getX(); }
Value BarrierOp::getViewSource() { return getX(); }
Value SliceOp::getViewSource() { return getX(); }

LogicalResult ReshapeOp::verify() {
  auto x = cast<RankedTensorType>(getX().getType());
  auto result = cast<RankedTensorType>(getResult().getType());
  if (x.getNumElements() != result.getNumElements())
    return emitOpError() << "cannot reshape " << x.getNumElements()
                         << " elements into " << result.getNumElements();
  return success();
}

int64_t ConcatOp::getNormalizedAxis() {
  int64_t rank = shapeOf(getResult()).size();
  int64_t axis = getAxis();
  return axis < 0 ? axis + rank : axis;
}

LogicalResult ConcatOp::verify() {
  if (getInputs().empty())
    return emitOpError("expects at least one input");
  ArrayRef<int64_t> first = shapeOf(getInputs().front());
  FailureOr<int64_t> axis =
      normalizeAxis(getAxis(), first.size(), [&] { return emitOpError(); });
  if (failed(axis))
    return failure();
  Shape expected(first);
  expected[*axis] = 0;
  for (auto [i, input] : llvm::enumerate(getInputs())) {
    ArrayRef<int64_t> shape = shapeOf(input);
    if (shape.size() != first.size())
      return emitOpError() << "input " << i << " has rank " << shape.size()
                           << ", expected " << first.size();
    for (size_t d = 0; d < shape.size(); ++d)
      if (static_cast<int64_t>(d) != *axis && shape[d] != first[d])
        return emitOpError()
               << "input " << i << " has size " << shape[d] << " in dimension "
               << d << ", expected " << first[d];
    expected[*axis] += shape[*axis];
  }
  return checkShape(*this, "a result", shapeOf(getResult()), expected);
}

SmallVector<int64_t> SliceOp::getOffsetsOrDefault() {
  return orDefault(getOffsets(), Shape(shapeOf(getX()).size(), 0));
}
SmallVector<int64_t> SliceOp::getStridesOrDefault() {
  return orDefault(getStrides(), Shape(shapeOf(getX()).size(), 1));
}
LogicalResult SliceOp::verify() {
  return verifySliceBounds(shapeOf(getX()), shapeOf(getResult()),
                           getOffsetsOrDefault(), getStridesOrDefault(),
                           [&] { return emitOpError(); });
}

/// Convolution defaults (the forward op and both gradients): unit strides,
/// no padding.
template <typename OpT> static SmallVector<int64_t> convStrides(OpT op) {
  return orDefault(op.getStrides(), {1, 1});
}
template <typename OpT> static SmallVector<int64_t> convPadding(OpT op) {
  return orDefault(op.getPadding(), {0, 0, 0, 0});
}
/// The output shape of convolving `input` with `filter` under `op`'s
/// strides, padding and groups; a gradient passes its result for the
/// forward operand it computes.
template <typename OpT>
static FailureOr<Shape> inferConvOf(OpT op, Value input, Value filter) {
  return inferConv2DShape(shapeOf(input), shapeOf(filter),
                          op.getStridesOrDefault(), op.getPaddingOrDefault(),
                          static_cast<int64_t>(op.getGroups()),
                          [&] { return op.emitOpError(); });
}

/// `gemm_columns` only where the CBLAS lowering can use the columns.
static LogicalResult verifyGemmColumns(Operation *op, bool wanted) {
  if (wanted && !getGemmColumnsScratchBytes(op))
    return op->emitOpError(
        "gemm_columns needs groups = 1, unit strides, a filter wider than "
        "one pixel, f32 or f64 elements and (an input gradient) a padding "
        "that lowers to a convolution");
  return success();
}

LogicalResult Conv2DOp::verify() {
  if (failed(checkInferred(*this, "a result", shapeOf(getResult()),
                           inferConvOf(*this, getInput(), getFilter()))))
    return failure();
  return verifyGemmColumns(*this, getGemmColumns());
}

/// Pooling defaults: a 2x2 window, strides equal to the window, no padding.
template <typename OpT> static SmallVector<int64_t> poolWindow(OpT op) {
  return orDefault(op.getWindow(), {2, 2});
}
template <typename OpT> static SmallVector<int64_t> poolStrides(OpT op) {
  return orDefault(op.getStrides(), poolWindow(op));
}
template <typename OpT> static SmallVector<int64_t> poolPadding(OpT op) {
  return orDefault(op.getPadding(), {0, 0, 0, 0});
}
/// The output shape of pooling `op`'s input (the forward op's, or the one
/// its gradient reads).
template <typename OpT> static FailureOr<Shape> inferPoolOf(OpT op) {
  return inferPool2DShape(shapeOf(op.getX()), op.getWindowOrDefault(),
                          op.getStridesOrDefault(), op.getPaddingOrDefault(),
                          [&] { return op.emitOpError(); });
}

LogicalResult MaxPool2DOp::verify() {
  return checkInferred(*this, "a result", shapeOf(getResult()),
                       inferPoolOf(*this));
}

/// Upsampling's default: 2x2.
template <typename OpT> static SmallVector<int64_t> upsampleScale(OpT op) {
  return orDefault(op.getScale(), {2, 2});
}
LogicalResult UpsampleNearest2DOp::verify() {
  return checkInferred(*this, "a result", shapeOf(getResult()),
                       inferUpsampleShape(shapeOf(getX()), getScaleOrDefault(),
                                          [&] { return emitOpError(); }));
}

//===----------------------------------------------------------------------===//
// Losses
//===----------------------------------------------------------------------===//

/// A loss averages over rows and normalizes over classes: neither may be
/// empty (the mean of nothing is 0/0, the softmax of no classes undefined).
static LogicalResult verifyLogits(Operation *op, Value logits) {
  ArrayRef<int64_t> shape = shapeOf(logits);
  if (shape.empty())
    return op->emitOpError("expects logits of rank >= 1 (classes last)");
  if (shape.back() == 0)
    return op->emitOpError("expects at least one class, got logits of shape ")
           << formatShape(shape);
  if (llvm::is_contained(shape, 0))
    return op->emitOpError("expects at least one row, got logits of shape ")
           << formatShape(shape);
  return success();
}

/// The mean squared error of no elements is 0/0.
static LogicalResult verifyMseOperand(Operation *op, Value pred) {
  if (cast<RankedTensorType>(pred.getType()).getNumElements() == 0)
    return op->emitOpError("averages over no elements, got shape ")
           << formatShape(shapeOf(pred));
  return success();
}

LogicalResult SoftmaxCrossEntropyOp::verify() {
  return verifyLogits(*this, getLogits());
}

LogicalResult MseLossOp::verify() { return verifyMseOperand(*this, getPred()); }

//===----------------------------------------------------------------------===//
// Gradient ops
//===----------------------------------------------------------------------===//

LogicalResult SoftmaxGradOp::verify() {
  if (shapeOf(getY()).empty())
    return emitOpError("expects an operand of rank >= 1");
  return success();
}

LogicalResult LayerNormGradOp::verify() {
  ArrayRef<int64_t> x = shapeOf(getX());
  if (x.empty())
    return emitOpError("expects an operand of rank >= 1");
  if (x.back() == 0)
    return emitOpError("normalizes over an empty last dimension");
  if (failed(verifyEpsilon(*this, getEpsilon())))
    return failure();
  return checkShape(*this, "gamma", shapeOf(getGamma()), {x.back()});
}

LogicalResult DropoutGradOp::verify() {
  return verifyDropoutRate(*this, getRate());
}

LogicalResult SoftmaxCrossEntropyGradOp::verify() {
  return verifyLogits(*this, getLogits());
}

LogicalResult MseLossGradOp::verify() {
  return verifyMseOperand(*this, getPred());
}

LogicalResult Conv2DGradInputOp::verify() {
  // The result is the forward input: convolving it must give `dy`'s shape.
  if (failed(checkInferred(*this, "dy (the forward output)", shapeOf(getDy()),
                           inferConvOf(*this, getResult(), getFilter()))))
    return failure();
  return verifyGemmColumns(*this, getGemmColumns());
}

LogicalResult Conv2DGradFilterOp::verify() {
  // The result is the forward filter: convolving the input with it must give
  // `dy`'s shape.
  FailureOr<Shape> forward = inferConvOf(*this, getInput(), getResult());
  if (failed(forward))
    return failure();
  if (std::optional<StringRef> layout = getLayout()) {
    if (!parseGradFilterLayoutKind(*layout))
      return emitOpError("layout must be \"direct\" or \"spread\", not \"")
             << *layout << "\"";
    if (getGroups() != 1)
      return emitOpError("layout applies only to groups = 1 (a grouped "
                         "filter gradient reads its input in place)");
  }
  return checkShape(*this, "dy (the forward output)", shapeOf(getDy()),
                    *forward);
}

LogicalResult MaxPool2DGradOp::verify() {
  return checkInferred(*this, "dy (the forward output)", shapeOf(getDy()),
                       inferPoolOf(*this));
}

LogicalResult UpsampleNearest2DGradOp::verify() {
  return checkInferred(*this, "dy (the forward output)", shapeOf(getDy()),
                       inferUpsampleShape(shapeOf(getDx()), getScaleOrDefault(),
                                          [&] { return emitOpError(); }));
}

SmallVector<int64_t> SliceGradOp::getOffsetsOrDefault() {
  return orDefault(getOffsets(), Shape(shapeOf(getDx()).size(), 0));
}
SmallVector<int64_t> SliceGradOp::getStridesOrDefault() {
  return orDefault(getStrides(), Shape(shapeOf(getDx()).size(), 1));
}
LogicalResult SliceGradOp::verify() {
  return verifySliceBounds(shapeOf(getDx()), shapeOf(getDy()),
                           getOffsetsOrDefault(), getStridesOrDefault(),
                           [&] { return emitOpError(); });
}

//===----------------------------------------------------------------------===//
// Checkpoint regions
//===----------------------------------------------------------------------===//

LogicalResult CheckpointOp::verifyRegions() {
  Block &body = getBody().front();
  if (body.getArgumentTypes() != getInputs().getTypes())
    return emitOpError("expects the region's arguments to match the operand "
                       "types");
  auto yield = body.empty() ? YieldOp() : dyn_cast<YieldOp>(body.back());
  if (!yield)
    return emitOpError("expects the region to end with remat.yield");
  if (yield.getValues().getTypes() != getResultTypes())
    return emitOpError("expects the yielded types to match the result types");
  return success();
}

void remat::inlineCheckpoint(RewriterBase &rewriter, CheckpointOp op) {
  inlineCheckpointRegion(rewriter,
                         cast<CheckpointRegionOpInterface>(op.getOperation()));
}

#define GET_OP_CLASSES
#include "remat/Dialect/Remat/IR/RematOps.cpp.inc"
