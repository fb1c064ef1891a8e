//===- ContractionPatterns.cpp - matmul and convolutions to linalg --------===//
//
// Forward contractions use named linalg ops (tiling and vectorization know
// them). The convolution gradients are gathers: each output element reads the
// elements of `dy` (or of the input) that it contributes to, with explicit
// bounds and stride checks, so no zero-dilated or padded copy is allocated.
//
//===----------------------------------------------------------------------===//
#include "LinalgBuilder.h"
#include "remat/Dialect/Remat/IR/RematOps.h"

#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace remat;
using namespace remat::detail;

namespace {

struct MatmulLowering : OpConversionPattern<MatmulOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MatmulOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    RankedTensorType type = tensorType(op.getResult());
    Value init = lb.filled(type, 0.0);
    bool batched = type.getRank() == 3;
    // Iteration space ([b,] m, n, k); transposition only changes the maps.
    unsigned nd = batched ? 4 : 3;
    unsigned m = nd - 3, n = nd - 2, k = nd - 1;
    auto map = [&](std::initializer_list<unsigned> dims) {
      SmallVector<AffineExpr> exprs;
      if (batched)
        exprs.push_back(getAffineDimExpr(0, ctx));
      for (unsigned d : dims)
        exprs.push_back(getAffineDimExpr(d, ctx));
      return AffineMapAttr::get(AffineMap::get(nd, 0, exprs, ctx));
    };
    Attribute maps = rewriter.getArrayAttr(
        {op.getTransposeA() ? map({k, m}) : map({m, k}),
         op.getTransposeB() ? map({n, k}) : map({k, n}), map({m, n})});
    NamedAttribute mapsAttr(rewriter.getStringAttr("indexing_maps"), maps);
    Value result;
    if (batched)
      result = linalg::BatchMatmulOp::create(
                   rewriter, op.getLoc(), TypeRange{type},
                   ValueRange{adaptor.getLhs(), adaptor.getRhs()},
                   ValueRange{init}, ArrayRef<NamedAttribute>{mapsAttr})
                   .getResult(0);
    else
      result = linalg::MatmulOp::create(
                   rewriter, op.getLoc(), TypeRange{type},
                   ValueRange{adaptor.getLhs(), adaptor.getRhs()},
                   ValueRange{init}, ArrayRef<NamedAttribute>{mapsAttr})
                   .getResult(0);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Without padding, the named convolution. With padding, a gather that
/// skips reads in the padding instead of copying the input into a padded
/// buffer: the memory model has no buffer-sized temporaries.
struct Conv2DLowering : OpConversionPattern<Conv2DOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Conv2DOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, loc);
    RankedTensorType type = tensorType(op.getResult());
    SmallVector<int64_t> stride = op.getStridesOrDefault();
    SmallVector<int64_t> pad = op.getPaddingOrDefault();
    Value init = lb.filled(type, 0.0);
    if (llvm::all_of(pad, [](int64_t p) { return p == 0; })) {
      Value result = linalg::Conv2DNhwcHwcfOp::create(
                         rewriter, loc, TypeRange{type},
                         ValueRange{adaptor.getInput(), adaptor.getFilter()},
                         ValueRange{init}, rewriter.getI64TensorAttr(stride),
                         rewriter.getI64TensorAttr({1, 1}))
                         .getResult(0);
      rewriter.replaceOp(op, result);
      return success();
    }
    ArrayRef<int64_t> xShape = tensorType(op.getInput()).getShape();
    Value x = adaptor.getInput();
    // Dims: n ho wo f | kh kw c.
    SmallVector<AffineMap> maps = {dimsMap(ctx, 7, {4, 5, 6, 3}),
                                   dimsMap(ctx, 7, {0, 1, 2, 3})};
    Value result = lb.generic(
        type, {adaptor.getFilter()}, maps, iterators(4, 3), init,
        [&](OpBuilder &b, Location l, ValueRange a) {
          IndexMath i{b, l};
          Value h, w;
          Value valid = i.windowRead(1, 2, 4, 5, stride, pad, xShape, h, w);
          Value v = tensor::ExtractOp::create(
              b, l, x, ValueRange{i.dim(0), h, w, i.dim(6)});
          v = LinalgBuilder::toCompute(b, l, v);
          Value prod = arith::MulFOp::create(b, l, v, a[0]);
          Value zero = LinalgBuilder::scalar(b, l, prod.getType(), 0.0);
          return arith::AddFOp::create(b, l, a[1], i.select(valid, prod, zero))
              .getResult();
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// dx[n,h,w,c] = sum_{kh,kw,f} dy[n,ho,wo,f] * W[kh,kw,c,f] over the (ho, wo)
/// with ho * sh = h + pt - kh and wo * sw = w + pl - kw inside dy.
struct Conv2DGradInputLowering : OpConversionPattern<Conv2DGradInputOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Conv2DGradInputOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    RankedTensorType type = tensorType(op.getResult());
    ArrayRef<int64_t> dyShape = tensorType(op.getDy()).getShape();
    SmallVector<int64_t> stride = op.getStridesOrDefault();
    SmallVector<int64_t> pad = op.getPaddingOrDefault();
    Value dy = adaptor.getDy();
    // Dims: n h w c | kh kw f.
    SmallVector<AffineMap> maps = {dimsMap(ctx, 7, {4, 5, 3, 6}),
                                   dimsMap(ctx, 7, {0, 1, 2, 3})};
    Value result = lb.generic(
        type, {adaptor.getFilter()}, maps, iterators(4, 3),
        lb.filled(type, 0.0), [&](OpBuilder &b, Location loc, ValueRange a) {
          IndexMath i{b, loc};
          Value ho, wo;
          Value vh =
              i.strideInverse(i.sub(i.add(i.dim(1), i.c(pad[0])), i.dim(4)),
                              stride[0], dyShape[1], ho);
          Value vw =
              i.strideInverse(i.sub(i.add(i.dim(2), i.c(pad[2])), i.dim(5)),
                              stride[1], dyShape[2], wo);
          Value g = tensor::ExtractOp::create(
              b, loc, dy, ValueRange{i.dim(0), ho, wo, i.dim(6)});
          g = LinalgBuilder::toCompute(b, loc, g);
          Value prod = arith::MulFOp::create(b, loc, g, a[0]);
          Value zero = LinalgBuilder::scalar(b, loc, prod.getType(), 0.0);
          Value term = i.select(i.andI(vh, vw), prod, zero);
          return arith::AddFOp::create(b, loc, a[1], term).getResult();
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// dW[kh,kw,c,f] = sum_{n,ho,wo} x[n, ho*sh + kh - pt, wo*sw + kw - pl, c]
/// * dy[n,ho,wo,f], skipping reads that fall in the padding.
struct Conv2DGradFilterLowering : OpConversionPattern<Conv2DGradFilterOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Conv2DGradFilterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    RankedTensorType type = tensorType(op.getResult());
    ArrayRef<int64_t> xShape = tensorType(op.getInput()).getShape();
    SmallVector<int64_t> stride = op.getStridesOrDefault();
    SmallVector<int64_t> pad = op.getPaddingOrDefault();
    Value x = adaptor.getInput();
    // Dims: kh kw c f | n ho wo.
    SmallVector<AffineMap> maps = {dimsMap(ctx, 7, {4, 5, 6, 3}),
                                   dimsMap(ctx, 7, {0, 1, 2, 3})};
    Value result = lb.generic(
        type, {adaptor.getDy()}, maps, iterators(4, 3), lb.filled(type, 0.0),
        [&](OpBuilder &b, Location loc, ValueRange a) {
          IndexMath i{b, loc};
          Value hs, ws;
          Value valid = i.windowRead(5, 6, 0, 1, stride, pad, xShape, hs, ws);
          Value v = tensor::ExtractOp::create(
              b, loc, x, ValueRange{i.dim(4), hs, ws, i.dim(2)});
          v = LinalgBuilder::toCompute(b, loc, v);
          Value prod = arith::MulFOp::create(b, loc, v, a[0]);
          Value zero = LinalgBuilder::scalar(b, loc, prod.getType(), 0.0);
          Value term = i.select(valid, prod, zero);
          return arith::AddFOp::create(b, loc, a[1], term).getResult();
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void remat::populateContractionPatterns(RewritePatternSet &patterns) {
  patterns.add<MatmulLowering, Conv2DLowering, Conv2DGradInputLowering,
               Conv2DGradFilterLowering>(patterns.getContext());
}
