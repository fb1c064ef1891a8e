//===- DataMovementPatterns.cpp - layout, slicing, pooling to linalg ------===//
//
// Reshape and slice lower to tensor ops that bufferize to views (no copy), as
// docs/reference/MemoryModel.md assumes; concat and slice_grad copy into a
// fresh tensor.
// Pooling without padding reads each window position as a strided slice of
// its input (an elementwise op over the slices, vectorized along C); with
// padding it reads windows with explicit bounds checks instead.
//
//===----------------------------------------------------------------------===//
#include "LinalgBuilder.h"
#include "remat/Dialect/Remat/IR/RematOps.h"

#include "mlir/Transforms/DialectConversion.h"

#include <limits>

using namespace mlir;
using namespace remat;
using namespace remat::detail;

namespace {

struct BroadcastInDimLowering : OpConversionPattern<BroadcastInDimOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(BroadcastInDimOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    RankedTensorType type = tensorType(op.getResult());
    ArrayRef<int64_t> in = tensorType(op.getX()).getShape();
    unsigned rank = type.getRank();
    SmallVector<AffineExpr> exprs;
    for (auto [i, d] : llvm::enumerate(op.getDimensionMap()))
      exprs.push_back(in[i] == 1 && type.getDimSize(d) != 1
                          ? getAffineConstantExpr(0, ctx)
                          : getAffineDimExpr(d, ctx));
    SmallVector<AffineMap> maps = {AffineMap::get(rank, 0, exprs, ctx),
                                   identityMap(ctx, rank)};
    Value result = lb.generic(
        type, {adaptor.getX()}, maps, parallelIterators(rank), lb.empty(type),
        [](OpBuilder &, Location, ValueRange a) { return a[0]; });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct TransposeLowering : OpConversionPattern<TransposeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(TransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    Value init = lb.empty(tensorType(op.getResult()));
    Value result =
        linalg::TransposeOp::create(rewriter, op.getLoc(), adaptor.getX(), init,
                                    op.getPermutationOrDefault())
            .getResult()[0];
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Through a 1-D view: collapse (or expand a 0-d tensor), then expand (or
/// collapse to 0-d). Both bufferize to views of the same buffer.
struct ReshapeLowering : OpConversionPattern<ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType from = tensorType(op.getX());
    RankedTensorType to = tensorType(op.getResult());
    Value v = adaptor.getX();
    if (from == to) {
      rewriter.replaceOp(op, v);
      return success();
    }
    auto all = [](int64_t rank) {
      ReassociationIndices r;
      for (int64_t i = 0; i < rank; ++i)
        r.push_back(i);
      return SmallVector<ReassociationIndices>{r};
    };
    auto flatType =
        RankedTensorType::get({from.getNumElements()}, from.getElementType());
    if (from.getRank() == 0)
      v = tensor::ExpandShapeOp::create(rewriter, loc, flatType, v,
                                        ArrayRef<ReassociationIndices>{});
    else if (from.getRank() > 1)
      v = tensor::CollapseShapeOp::create(rewriter, loc, flatType, v,
                                          all(from.getRank()));
    if (to.getRank() == 0)
      v = tensor::CollapseShapeOp::create(rewriter, loc, to, v,
                                          SmallVector<ReassociationIndices>{});
    else if (to.getRank() > 1)
      v = tensor::ExpandShapeOp::create(rewriter, loc, to, v,
                                        all(to.getRank()));
    rewriter.replaceOp(op, v);
    return success();
  }
};

static SmallVector<OpFoldResult> indexAttrs(OpBuilder &b,
                                            ArrayRef<int64_t> values) {
  return llvm::map_to_vector(
      values, [&](int64_t v) -> OpFoldResult { return b.getIndexAttr(v); });
}

struct ConcatLowering : OpConversionPattern<ConcatOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ConcatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    RankedTensorType type = tensorType(op.getResult());
    int64_t axis = op.getNormalizedAxis();
    Value result = lb.empty(type);
    SmallVector<int64_t> offsets(type.getRank(), 0);
    SmallVector<int64_t> strides(type.getRank(), 1);
    for (Value input : adaptor.getInputs()) {
      ArrayRef<int64_t> shape = tensorType(input).getShape();
      result = tensor::InsertSliceOp::create(
          rewriter, op.getLoc(), input, result, indexAttrs(rewriter, offsets),
          indexAttrs(rewriter, shape), indexAttrs(rewriter, strides));
      offsets[axis] += shape[axis];
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct SliceLowering : OpConversionPattern<SliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = tensorType(op.getResult());
    Value result = tensor::ExtractSliceOp::create(
        rewriter, op.getLoc(), type, adaptor.getX(),
        indexAttrs(rewriter, op.getOffsetsOrDefault()),
        indexAttrs(rewriter, type.getShape()),
        indexAttrs(rewriter, op.getStridesOrDefault()));
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct SliceGradLowering : OpConversionPattern<SliceGradOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SliceGradOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    Value zeros = lb.filled(tensorType(op.getDx()), 0.0);
    Value result = tensor::InsertSliceOp::create(
        rewriter, op.getLoc(), adaptor.getDy(), zeros,
        indexAttrs(rewriter, op.getOffsetsOrDefault()),
        indexAttrs(rewriter, tensorType(op.getDy()).getShape()),
        indexAttrs(rewriter, op.getStridesOrDefault()));
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct UpsampleLowering : OpConversionPattern<UpsampleNearest2DOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(UpsampleNearest2DOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    RankedTensorType type = tensorType(op.getResult());
    SmallVector<int64_t> scale = op.getScaleOrDefault();
    AffineExpr d0, d1, d2, d3;
    bindDims(ctx, d0, d1, d2, d3);
    SmallVector<AffineMap> maps = {
        AffineMap::get(
            4, 0, {d0, d1.floorDiv(scale[0]), d2.floorDiv(scale[1]), d3}, ctx),
        identityMap(ctx, 4)};
    Value result = lb.generic(
        type, {adaptor.getX()}, maps, parallelIterators(4), lb.empty(type),
        [](OpBuilder &, Location, ValueRange a) { return a[0]; });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// dx[n,h,w,c] = sum_{i<sh, j<sw} dy[n, h*sh + i, w*sw + j, c].
struct UpsampleGradLowering : OpConversionPattern<UpsampleNearest2DGradOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(UpsampleNearest2DGradOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    RankedTensorType type = tensorType(op.getDx());
    SmallVector<int64_t> scale = op.getScaleOrDefault();
    AffineExpr d0, d1, d2, d3, d4, d5;
    bindDims(ctx, d0, d1, d2, d3, d4, d5);
    // The block-shaped operand gives the i, j loop bounds; only its shape
    // is used.
    Value block = lb.empty(
        RankedTensorType::get({scale[0], scale[1]}, type.getElementType()));
    SmallVector<AffineMap> maps = {
        AffineMap::get(6, 0, {d0, d1 * scale[0] + d4, d2 * scale[1] + d5, d3},
                       ctx),
        AffineMap::get(6, 0, {d4, d5}, ctx),
        AffineMap::get(6, 0, {d0, d1, d2, d3}, ctx)};
    Value result = lb.generic(
        type, {adaptor.getDy(), block}, maps, iterators(4, 2),
        lb.filled(type, 0.0), [](OpBuilder &b, Location loc, ValueRange a) {
          return arith::AddFOp::create(b, loc, a[2], a[0]).getResult();
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

constexpr double kNegInf = -std::numeric_limits<double>::infinity();

/// Window position (kh, kw) of every window of a pooling without padding,
/// row-major over the window: x[n, oh * sh + kh, ow * sw + kw, c] as an
/// (N, OH, OW, C) strided slice of `x` (a view once bufferized).
static SmallVector<Value> windowSlices(OpBuilder &b, Location loc, Value x,
                                       ArrayRef<int64_t> outShape,
                                       ArrayRef<int64_t> window,
                                       ArrayRef<int64_t> stride) {
  MLIRContext *ctx = b.getContext();
  auto sliceType = RankedTensorType::get(
      outShape, cast<RankedTensorType>(x.getType()).getElementType());
  SmallVector<Value> slices;
  for (int64_t kh = 0; kh < window[0]; ++kh)
    for (int64_t kw = 0; kw < window[1]; ++kw)
      slices.push_back(tensor::ExtractSliceOp::create(
          b, loc, sliceType, x, getAsIndexOpFoldResult(ctx, {0, kh, kw, 0}),
          getAsIndexOpFoldResult(ctx, outShape),
          getAsIndexOpFoldResult(ctx, {1, stride[0], stride[1], 1})));
  return slices;
}

struct MaxPoolLowering : OpConversionPattern<MaxPool2DOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MaxPool2DOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    RankedTensorType type = tensorType(op.getResult());
    ArrayRef<int64_t> inShape = tensorType(op.getX()).getShape();
    SmallVector<int64_t> window = op.getWindowOrDefault();
    SmallVector<int64_t> stride = op.getStridesOrDefault();
    SmallVector<int64_t> pad = op.getPaddingOrDefault();
    Value x = adaptor.getX();
    if (poolReadsWindowSlices(window, pad)) {
      // max(-inf, v0, v1, ...) in window order, as the gather below.
      Value result =
          lb.elementwise(type,
                         windowSlices(rewriter, op.getLoc(), x, type.getShape(),
                                      window, stride),
                         [](OpBuilder &b, Location loc, ValueRange a) {
                           Value m = a[0];
                           for (Value v : a.drop_front())
                             m = arith::MaximumFOp::create(b, loc, m, v);
                           return m;
                         });
      rewriter.replaceOp(op, result);
      return success();
    }
    // A window-shaped operand gives the kh, kw loop bounds; it is only
    // read for its shape.
    Value windowShape = lb.empty(
        RankedTensorType::get({window[0], window[1]}, type.getElementType()));
    SmallVector<AffineMap> maps = {dimsMap(ctx, 6, {4, 5}),
                                   dimsMap(ctx, 6, {0, 1, 2, 3})};
    Value result = lb.generic(
        type, {windowShape}, maps, iterators(4, 2), lb.filled(type, kNegInf),
        [&](OpBuilder &b, Location loc, ValueRange a) {
          IndexMath i{b, loc};
          Value h, w;
          Value valid = i.windowRead(1, 2, 4, 5, stride, pad, inShape, h, w);
          Value v = tensor::ExtractOp::create(
              b, loc, x, ValueRange{i.dim(0), h, w, i.dim(3)});
          v = LinalgBuilder::toCompute(b, loc, v);
          Value m = arith::MaximumFOp::create(b, loc, a[1], v);
          return i.select(valid, m, a[1]);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// max_pool2d_grad where the windows are slices and apart
/// (poolGradScattersSlices): the slot (kh * KW + kw, an i64 per output
/// element, the op's scratch) of each window's first maximum, elementwise
/// over the window slices of `x`; then, slot by slot, dx's strided slice of
/// that window position gets dy where the slot won: dx + select(...), the
/// sum the gather below forms (each element of dx is in one window at
/// most).
static Value slicedPoolGrad(OpBuilder &b, Location loc, Value x, Value dy,
                            Value dxInit, ArrayRef<int64_t> outShape,
                            ArrayRef<int64_t> window,
                            ArrayRef<int64_t> stride) {
  MLIRContext *ctx = b.getContext();
  LinalgBuilder lb(b, loc);
  auto slotType = RankedTensorType::get(outShape, b.getI64Type());
  SmallVector<Value> slices = windowSlices(b, loc, x, outShape, window, stride);
  SmallVector<AffineMap> maps(slices.size() + 1, identityMap(ctx, 4));
  Value slots =
      linalg::GenericOp::create(
          b, loc, TypeRange{slotType}, slices,
          ValueRange{tensor::EmptyOp::create(b, loc, outShape, b.getI64Type())},
          maps, parallelIterators(4),
          [&](OpBuilder &nb, Location l, ValueRange a) {
            // The first maximum: a later value wins only when greater (a NaN
            // never does), as in the gather.
            Value best = LinalgBuilder::toCompute(nb, l, a[0]);
            Value slot =
                arith::ConstantOp::create(nb, l, nb.getI64IntegerAttr(0));
            for (unsigned j = 1; j < slices.size(); ++j) {
              Value v = LinalgBuilder::toCompute(nb, l, a[j]);
              Value greater = arith::CmpFOp::create(
                  nb, l, arith::CmpFPredicate::OGT, v, best);
              best = arith::SelectOp::create(nb, l, greater, v, best);
              slot = arith::SelectOp::create(
                  nb, l, greater,
                  arith::ConstantOp::create(nb, l, nb.getI64IntegerAttr(j)),
                  slot);
            }
            linalg::YieldOp::create(nb, l, slot);
          })
          .getResult(0);

  auto sliceType = RankedTensorType::get(
      outShape, cast<RankedTensorType>(dxInit.getType()).getElementType());
  SmallVector<AffineMap> scatterMaps(3, identityMap(ctx, 4));
  Value dx = dxInit;
  for (int64_t kh = 0; kh < window[0]; ++kh) {
    for (int64_t kw = 0; kw < window[1]; ++kw) {
      SmallVector<OpFoldResult> offsets =
          getAsIndexOpFoldResult(ctx, {0, kh, kw, 0});
      SmallVector<OpFoldResult> sizes = getAsIndexOpFoldResult(ctx, outShape);
      SmallVector<OpFoldResult> strides =
          getAsIndexOpFoldResult(ctx, {1, stride[0], stride[1], 1});
      Value part = tensor::ExtractSliceOp::create(b, loc, sliceType, dx,
                                                  offsets, sizes, strides);
      int64_t slot = kh * window[1] + kw;
      Value updated = lb.generic(
          sliceType, {dy, slots}, scatterMaps, parallelIterators(4), part,
          [&](OpBuilder &nb, Location l, ValueRange a) {
            Value won = arith::CmpIOp::create(
                nb, l, arith::CmpIPredicate::eq, a[1],
                arith::ConstantOp::create(nb, l, nb.getI64IntegerAttr(slot)));
            Value zero = LinalgBuilder::scalar(nb, l, a[0].getType(), 0.0);
            return arith::AddFOp::create(
                       nb, l, a[2],
                       arith::SelectOp::create(nb, l, won, a[0], zero))
                .getResult();
          });
      dx = tensor::InsertSliceOp::create(b, loc, updated, dx, offsets, sizes,
                                         strides);
    }
  }
  return dx;
}

/// Two steps: the position of the first maximum of every window (scratch
/// memory, one i64 per output element), then a gather that adds dy[window]
/// to each input element that is its window's argmax (windows that overlap
/// or are padded; otherwise slicedPoolGrad). The gradient's buffer
/// is created first, so operands, result and scratch are all held while the
/// op runs, as the memory model assumes.
struct MaxPoolGradLowering : OpConversionPattern<MaxPool2DGradOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MaxPool2DGradOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    Location loc = op.getLoc();
    LinalgBuilder lb(rewriter, loc);
    RankedTensorType dxType = tensorType(op.getDx());
    RankedTensorType dyType = tensorType(op.getDy());
    ArrayRef<int64_t> inShape = dxType.getShape();
    ArrayRef<int64_t> outShape = dyType.getShape();
    SmallVector<int64_t> window = op.getWindowOrDefault();
    SmallVector<int64_t> stride = op.getStridesOrDefault();
    SmallVector<int64_t> pad = op.getPaddingOrDefault();
    Value x = adaptor.getX(), dy = adaptor.getDy();
    Type f = dyType.getElementType();
    Value dxInit = lb.filled(dxType, 0.0);
    if (poolGradScattersSlices(op)) {
      rewriter.replaceOp(op, slicedPoolGrad(rewriter, loc, x, dy, dxInit,
                                            outShape, window, stride));
      return success();
    }

    // Step 1: argmax (h * W + w) of each window, -1 before the first read.
    // The best value so far is re-read from x, so no buffer holds it.
    auto idxType = RankedTensorType::get(outShape, rewriter.getI64Type());
    Value idxInit = linalg::FillOp::create(
                        rewriter, loc,
                        ValueRange{arith::ConstantOp::create(
                            rewriter, loc, rewriter.getI64IntegerAttr(-1))},
                        ValueRange{tensor::EmptyOp::create(
                            rewriter, loc, outShape, rewriter.getI64Type())})
                        .getResult(0);
    Value windowShape =
        lb.empty(RankedTensorType::get({window[0], window[1]}, f));
    SmallVector<AffineMap> maps = {dimsMap(ctx, 6, {4, 5}),
                                   dimsMap(ctx, 6, {0, 1, 2, 3})};
    auto argmax = linalg::GenericOp::create(
        rewriter, loc, TypeRange{idxType}, ValueRange{windowShape},
        ValueRange{idxInit}, maps, iterators(4, 2),
        [&](OpBuilder &b, Location l, ValueRange a) {
          IndexMath i{b, l};
          Value h, w;
          Value valid = i.windowRead(1, 2, 4, 5, stride, pad, inShape, h, w);
          Value v = tensor::ExtractOp::create(
              b, l, x, ValueRange{i.dim(0), h, w, i.dim(3)});
          Value best = a[1];
          Value first = arith::CmpIOp::create(
              b, l, arith::CmpIPredicate::eq, best,
              arith::ConstantOp::create(b, l, b.getI64IntegerAttr(-1)));
          Value bestPos = arith::IndexCastOp::create(
              b, l, b.getIndexType(),
              i.select(first,
                       arith::ConstantOp::create(b, l, b.getI64IntegerAttr(0)),
                       best));
          Value bh = arith::DivSIOp::create(b, l, bestPos, i.c(inShape[2]));
          Value bw = arith::RemSIOp::create(b, l, bestPos, i.c(inShape[2]));
          Value current = tensor::ExtractOp::create(
              b, l, x, ValueRange{i.dim(0), bh, bw, i.dim(3)});
          Value greater =
              arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGT,
                                    LinalgBuilder::toCompute(b, l, v),
                                    LinalgBuilder::toCompute(b, l, current));
          Value take =
              i.andI(valid, arith::OrIOp::create(b, l, first, greater));
          Value pos = i.add(i.mul(h, i.c(inShape[2])), w);
          Value pos64 = arith::IndexCastOp::create(b, l, b.getI64Type(), pos);
          linalg::YieldOp::create(b, l, i.select(take, pos64, best));
        });
    Value argIdx = argmax.getResult(0);

    // Step 2: dx[n,h,w,c] = sum over windows (ho, wo) containing (h, w) whose
    // argmax is (h, w) of dy[n,ho,wo,c]. Dims: n h w c | kh kw.
    Value dx = lb.generic(
        dxType, {windowShape}, maps, iterators(4, 2), dxInit,
        [&](OpBuilder &b, Location l, ValueRange a) {
          IndexMath i{b, l};
          Value ho, wo;
          Value vh =
              i.strideInverse(i.sub(i.add(i.dim(1), i.c(pad[0])), i.dim(4)),
                              stride[0], outShape[1], ho);
          Value vw =
              i.strideInverse(i.sub(i.add(i.dim(2), i.c(pad[2])), i.dim(5)),
                              stride[1], outShape[2], wo);
          Value arg = tensor::ExtractOp::create(
              b, l, argIdx, ValueRange{i.dim(0), ho, wo, i.dim(3)});
          Value pos = i.add(i.mul(i.dim(1), i.c(inShape[2])), i.dim(2));
          Value pos64 = arith::IndexCastOp::create(b, l, b.getI64Type(), pos);
          Value hit = i.andI(i.andI(vh, vw),
                             arith::CmpIOp::create(
                                 b, l, arith::CmpIPredicate::eq, arg, pos64));
          Value g = tensor::ExtractOp::create(
              b, l, dy, ValueRange{i.dim(0), ho, wo, i.dim(3)});
          g = LinalgBuilder::toCompute(b, l, g);
          Value zero = LinalgBuilder::scalar(b, l, g.getType(), 0.0);
          return arith::AddFOp::create(b, l, a[1], i.select(hit, g, zero))
              .getResult();
        });
    rewriter.replaceOp(op, dx);
    return success();
  }
};

} // namespace

void remat::populateDataMovementPatterns(RewritePatternSet &patterns) {
  patterns
      .add<BroadcastInDimLowering, TransposeLowering, ReshapeLowering,
           ConcatLowering, SliceLowering, SliceGradLowering, UpsampleLowering,
           UpsampleGradLowering, MaxPoolLowering, MaxPoolGradLowering>(
          patterns.getContext());
}
