//===- GroupedConvPatterns.cpp - grouped convolutions to linalg -----------===//
//
// conv2d, conv2d_grad_input and conv2d_grad_filter with `groups` > 1
// (depthwise included). Channels split into blocks: the input's C into
// G x C' and the filter's F into G x F', so the filter [kh, kw, c', g*F'+f']
// and the output [n, h, w, g*F'+f'] are expanded to 5-D by free reshapes and
// every op is one linalg.generic whose maps are projected permutations. The
// windowed operand (the input, or dy for the input gradient) is read in its
// body with bounds checks, as the strided input-gradient fallback of
// ContractionPatterns.cpp does, so none of them needs a copy: their declared
// scratch is zero (RematOpsCost.cpp). Depthwise convolutions are a small
// share of a MobileNet's FLOPs (its 1x1 convolutions, groups 1, keep the
// named, vectorized lowering).
//
//===----------------------------------------------------------------------===//
#include "LinalgBuilder.h"
#include "remat/Dialect/Remat/IR/RematOps.h"

#include "mlir/Transforms/DialectConversion.h"

#include <array>

using namespace mlir;
using namespace remat;
using namespace remat::detail;

namespace {

/// `t` (4-D, last dimension G * F') as 5-D [..., G, F'].
static Value splitChannels(OpBuilder &b, Location loc, Value t,
                           int64_t groups) {
  auto type = cast<RankedTensorType>(t.getType());
  ArrayRef<int64_t> s = type.getShape();
  auto expanded = RankedTensorType::get(
      {s[0], s[1], s[2], groups, s[3] / groups}, type.getElementType());
  return tensor::ExpandShapeOp::create(
      b, loc, expanded, t,
      SmallVector<ReassociationIndices>{{0}, {1}, {2}, {3, 4}});
}

/// The inverse of splitChannels.
static Value joinChannels(OpBuilder &b, Location loc, Value t) {
  auto type = cast<RankedTensorType>(t.getType());
  ArrayRef<int64_t> s = type.getShape();
  auto collapsed = RankedTensorType::get({s[0], s[1], s[2], s[3] * s[4]},
                                         type.getElementType());
  return tensor::CollapseShapeOp::create(
      b, loc, collapsed, t,
      SmallVector<ReassociationIndices>{{0}, {1}, {2}, {3, 4}});
}

/// Reads `t[n, h, w, g * block + c]` as a compute-type scalar, or zero where
/// `valid` is false (the indices are then clamped to 0 so the read is in
/// bounds).
static Value readOrZero(OpBuilder &b, Location loc, Value t, Value n, Value h,
                        Value w, Value g, int64_t block, Value c, Value valid) {
  IndexMath i{b, loc};
  Value channel = i.add(i.mul(g, i.c(block)), c);
  Value v = tensor::ExtractOp::create(b, loc, t, ValueRange{n, h, w, channel});
  v = LinalgBuilder::toCompute(b, loc, v);
  return i.select(valid, v, LinalgBuilder::scalar(b, loc, v.getType(), 0.0));
}

/// The one generic of the forward convolution and of the filter gradient:
/// out[d0..d4] (5-D, channels split) = sum over d5 d6 d7 of
/// x[n, h, w, g*inBlock + c] (read with bounds checks) * operand[d5, d6, d7,
/// d3, d4], where (h, w) is the window position of `windowDims` (the two
/// output and the two filter dims of IndexMath::windowRead) and n, c are the
/// dims `nDim`, `cDim`. `operand` is already split; the result is joined.
static Value windowedGroupedContraction(
    ConversionPatternRewriter &rewriter, Location loc, RankedTensorType type,
    Value x, ArrayRef<int64_t> xShape, int64_t inBlock, Value operand,
    int64_t groups, ArrayRef<int64_t> stride, ArrayRef<int64_t> pad,
    std::array<unsigned, 4> windowDims, unsigned nDim, unsigned cDim) {
  MLIRContext *ctx = rewriter.getContext();
  LinalgBuilder lb(rewriter, loc);
  Value init = splitChannels(rewriter, loc, lb.filled(type, 0.0), groups);
  SmallVector<AffineMap> maps = {dimsMap(ctx, 8, {5, 6, 7, 3, 4}),
                                 dimsMap(ctx, 8, {0, 1, 2, 3, 4})};
  Value result = lb.generic(
      cast<RankedTensorType>(init.getType()), {operand}, maps, iterators(5, 3),
      init, [&](OpBuilder &b, Location l, ValueRange a) {
        IndexMath i{b, l};
        Value h, w;
        Value valid = i.windowRead(windowDims[0], windowDims[1], windowDims[2],
                                   windowDims[3], stride, pad, xShape, h, w);
        Value v = readOrZero(b, l, x, i.dim(nDim), h, w, i.dim(3), inBlock,
                             i.dim(cDim), valid);
        Value prod = arith::MulFOp::create(b, l, v, a[0]);
        return arith::AddFOp::create(b, l, a[1], prod).getResult();
      });
  return joinChannels(rewriter, loc, result);
}

/// y[n, oh, ow, g, f'] = sum_{kh, kw, c'} x[n, oh*sh + kh - pt, ow*sw + kw -
/// pl, g*C' + c'] * W[kh, kw, c', g, f']. Dims: n oh ow g f' | kh kw c'.
struct GroupedConv2DLowering : OpConversionPattern<Conv2DOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Conv2DOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    int64_t groups = op.getGroups();
    if (groups == 1)
      return failure();
    Location loc = op.getLoc();
    RankedTensorType type = tensorType(op.getResult());
    ArrayRef<int64_t> xShape = tensorType(op.getInput()).getShape();
    int64_t inBlock = tensorType(op.getFilter()).getShape()[2];
    SmallVector<int64_t> stride = op.getStridesOrDefault();
    SmallVector<int64_t> pad = op.getPaddingOrDefault();
    Value filter = splitChannels(rewriter, loc, adaptor.getFilter(), groups);
    rewriter.replaceOp(op, windowedGroupedContraction(
                               rewriter, loc, type, adaptor.getInput(), xShape,
                               inBlock, filter, groups, stride, pad,
                               {1, 2, 5, 6}, /*nDim=*/0, /*cDim=*/7));
    return success();
  }
};

/// dx[n, h, w, g, c'] = sum_{kh, kw, f'} dy[n, ho, wo, g*F' + f'] *
/// W[kh, kw, c', g, f'] over the (ho, wo) with ho * sh = h + pt - kh and
/// wo * sw = w + pl - kw inside dy. Dims: n h w g c' | kh kw f'.
struct GroupedConv2DGradInputLowering : OpConversionPattern<Conv2DGradInputOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Conv2DGradInputOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    int64_t groups = op.getGroups();
    if (groups == 1)
      return failure();
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, loc);
    RankedTensorType type = tensorType(op.getResult());
    ArrayRef<int64_t> dyShape = tensorType(op.getDy()).getShape();
    int64_t outBlock = dyShape[3] / groups;
    SmallVector<int64_t> stride = op.getStridesOrDefault();
    SmallVector<int64_t> pad = op.getPaddingOrDefault();
    Value dy = adaptor.getDy();
    Value filter = splitChannels(rewriter, loc, adaptor.getFilter(), groups);
    Value init = splitChannels(rewriter, loc, lb.filled(type, 0.0), groups);
    SmallVector<AffineMap> maps = {dimsMap(ctx, 8, {5, 6, 4, 3, 7}),
                                   dimsMap(ctx, 8, {0, 1, 2, 3, 4})};
    Value result = lb.generic(
        cast<RankedTensorType>(init.getType()), {filter}, maps, iterators(5, 3),
        init, [&](OpBuilder &b, Location l, ValueRange a) {
          IndexMath i{b, l};
          Value ho, wo;
          Value vh =
              i.strideInverse(i.sub(i.add(i.dim(1), i.c(pad[0])), i.dim(5)),
                              stride[0], dyShape[1], ho);
          Value vw =
              i.strideInverse(i.sub(i.add(i.dim(2), i.c(pad[2])), i.dim(6)),
                              stride[1], dyShape[2], wo);
          Value g = readOrZero(b, l, dy, i.dim(0), ho, wo, i.dim(3), outBlock,
                               i.dim(7), i.andI(vh, vw));
          Value prod = arith::MulFOp::create(b, l, g, a[0]);
          return arith::AddFOp::create(b, l, a[1], prod).getResult();
        });
    rewriter.replaceOp(op, joinChannels(rewriter, loc, result));
    return success();
  }
};

/// dW[kh, kw, c', g, f'] = sum_{n, ho, wo} x[n, ho*sh + kh - pt, wo*sw + kw -
/// pl, g*C' + c'] * dy[n, ho, wo, g, f']. Dims: kh kw c' g f' | n ho wo.
struct GroupedConv2DGradFilterLowering
    : OpConversionPattern<Conv2DGradFilterOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Conv2DGradFilterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    int64_t groups = op.getGroups();
    if (groups == 1)
      return failure();
    Location loc = op.getLoc();
    RankedTensorType type = tensorType(op.getResult());
    ArrayRef<int64_t> xShape = tensorType(op.getInput()).getShape();
    int64_t inBlock = type.getShape()[2];
    SmallVector<int64_t> stride = op.getStridesOrDefault();
    SmallVector<int64_t> pad = op.getPaddingOrDefault();
    Value dy = splitChannels(rewriter, loc, adaptor.getDy(), groups);
    rewriter.replaceOp(op, windowedGroupedContraction(
                               rewriter, loc, type, adaptor.getInput(), xShape,
                               inBlock, dy, groups, stride, pad, {6, 7, 0, 1},
                               /*nDim=*/5, /*cDim=*/2));
    return success();
  }
};

} // namespace

void remat::populateGroupedConvPatterns(RewritePatternSet &patterns) {
  patterns.add<GroupedConv2DLowering, GroupedConv2DGradInputLowering,
               GroupedConv2DGradFilterLowering>(patterns.getContext());
}
