//===- ContractionPatterns.cpp - matmul and convolutions to linalg --------===//
//
// Contractions become named linalg ops, which tiling and vectorization know:
// a padded convolution runs on a zero-padded copy of its input, the input
// gradient is a convolution over a spread-out copy of dy, the filter
// gradient one matmul per filter position. The copies are the ops' declared
// scratch (RematOpsCost.cpp), so the memory model still holds.
//
//===----------------------------------------------------------------------===//
#include "LinalgBuilder.h"
#include "remat/Conversion/RematToLinalg/RematToLinalg.h"
#include "remat/Dialect/Remat/IR/RematOps.h"
#include "remat/Support/AttrNames.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
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

/// Zero-pads `x` (NHWC) by `pad` = [top, bottom, left, right].
static Value padSpatially(OpBuilder &b, Location loc, Value x,
                          ArrayRef<int64_t> pad) {
  if (llvm::all_of(pad, [](int64_t p) { return p == 0; }))
    return x;
  auto type = cast<RankedTensorType>(x.getType());
  ArrayRef<int64_t> shape = type.getShape();
  auto paddedType =
      RankedTensorType::get({shape[0], shape[1] + pad[0] + pad[1],
                             shape[2] + pad[2] + pad[3], shape[3]},
                            type.getElementType());
  Value zero =
      arith::ConstantOp::create(b, loc, b.getZeroAttr(type.getElementType()));
  MLIRContext *ctx = b.getContext();
  return tensor::PadOp::create(
      b, loc, paddedType, x,
      getAsIndexOpFoldResult(ctx, {0, pad[0], pad[2], 0}),
      getAsIndexOpFoldResult(ctx, {0, pad[1], pad[3], 0}), zero);
}

/// Image `n` of an NHWC tensor, as a 1 x H x W x C tensor.
static Value image(OpBuilder &b, Location loc, Value t, Value n) {
  auto type = cast<RankedTensorType>(t.getType());
  ArrayRef<int64_t> shape = type.getShape();
  auto imageType = RankedTensorType::get({1, shape[1], shape[2], shape[3]},
                                         type.getElementType());
  MLIRContext *ctx = b.getContext();
  SmallVector<OpFoldResult> offsets = {n, b.getIndexAttr(0), b.getIndexAttr(0),
                                       b.getIndexAttr(0)};
  return tensor::ExtractSliceOp::create(
      b, loc, imageType, t, offsets,
      getAsIndexOpFoldResult(ctx, imageType.getShape()),
      getAsIndexOpFoldResult(ctx, {1, 1, 1, 1}));
}

/// Writes `value` (1 x H x W x C) as image `n` of `into`.
static Value setImage(OpBuilder &b, Location loc, Value value, Value into,
                      Value n) {
  MLIRContext *ctx = b.getContext();
  SmallVector<OpFoldResult> offsets = {n, b.getIndexAttr(0), b.getIndexAttr(0),
                                       b.getIndexAttr(0)};
  return tensor::InsertSliceOp::create(
      b, loc, value, into, offsets,
      getAsIndexOpFoldResult(
          ctx, cast<RankedTensorType>(value.getType()).getShape()),
      getAsIndexOpFoldResult(ctx, {1, 1, 1, 1}));
}

/// Threads `init` through `body(i, acc)` for i in [0, count) (scf.for).
static Value
forRange(OpBuilder &b, Location loc, int64_t count, Value init,
         function_ref<Value(OpBuilder &, Location, Value, Value)> body) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value end = arith::ConstantIndexOp::create(b, loc, count);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  auto loop = scf::ForOp::create(
      b, loc, zero, end, one, ValueRange{init},
      [&](OpBuilder &nb, Location l, Value n, ValueRange args) {
        scf::YieldOp::create(nb, l, body(nb, l, n, args[0]));
      });
  return loop.getResult(0);
}

/// Threads `init` through `body` once per image of a batch of `batch`: the
/// copies a convolution makes are then one image's, which keeps its scratch
/// small.
static Value
forEachImage(OpBuilder &b, Location loc, int64_t batch, Value init,
             function_ref<Value(OpBuilder &, Location, Value, Value)> body) {
  return forRange(b, loc, batch, init, body);
}

/// With `gemmColumns` (the remat op's `gemm_columns`), marked
/// `remat.gemm_columns` for remat-linalg-to-cblas, which then allocates the
/// columns the memory model counted.
static Value namedConv(OpBuilder &b, Location loc, Value input, Value filter,
                       Value init, ArrayRef<int64_t> stride,
                       bool gemmColumns = false) {
  auto conv = linalg::Conv2DNhwcHwcfOp::create(
      b, loc, TypeRange{init.getType()}, ValueRange{input, filter},
      ValueRange{init}, b.getI64TensorAttr(stride), b.getI64TensorAttr({1, 1}));
  if (gemmColumns)
    conv->setAttr(remat::kGemmColumnsAttrName, b.getUnitAttr());
  return conv.getResult(0);
}

/// The named convolution (tiling and vectorization know it); a padded one
/// image by image, each on a zero-padded copy of the image
/// (Conv2DOp::getScratchBytes). The result is created first, so that both
/// coexist as the memory model says.
struct Conv2DLowering : OpConversionPattern<Conv2DOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Conv2DOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getGroups() != 1)
      return failure(); // GroupedConvPatterns.cpp
    Location loc = op.getLoc();
    LinalgBuilder lb(rewriter, loc);
    RankedTensorType type = tensorType(op.getResult());
    SmallVector<int64_t> stride = op.getStridesOrDefault();
    SmallVector<int64_t> pad = op.getPaddingOrDefault();
    Value init = lb.filled(type, 0.0);
    Value x = adaptor.getInput(), w = adaptor.getFilter();
    Value result;
    if (llvm::all_of(pad, [](int64_t p) { return p == 0; }))
      result =
          namedConv(rewriter, loc, x, w, init, stride, op.getGemmColumns());
    else
      result = forEachImage(
          rewriter, loc, type.getShape()[0], init,
          [&](OpBuilder &b, Location l, Value n, Value acc) {
            Value padded = padSpatially(b, l, image(b, l, x, n), pad);
            Value out = namedConv(b, l, padded, w, image(b, l, acc, n), stride,
                                  op.getGemmColumns());
            return setImage(b, l, out, acc, n);
          });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// dx[n,h,w,c] = sum_{kh,kw,f} dy[n,ho,wo,f] * W[kh,kw,c,f] over the (ho, wo)
/// with ho * sh = h + pt - kh and wo * sw = w + pl - kw inside dy. When the
/// padding allows (getDenseGradInputOffsets), image by image a stride-1
/// named convolution of the flipped filter W'[kh,kw,f,c] =
/// W[KH-1-kh, KW-1-kw, c, f] over a zero-filled copy of the image's dy with
/// its rows and columns spread `stride` apart (vectorizable; the copies are
/// the op's declared scratch); otherwise a gather with bounds and stride
/// checks.
struct Conv2DGradInputLowering : OpConversionPattern<Conv2DGradInputOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(Conv2DGradInputOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getGroups() != 1)
      return failure(); // GroupedConvPatterns.cpp
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, loc);
    RankedTensorType type = tensorType(op.getResult());
    ArrayRef<int64_t> dyShape = tensorType(op.getDy()).getShape();
    SmallVector<int64_t> stride = op.getStridesOrDefault();
    SmallVector<int64_t> pad = op.getPaddingOrDefault();
    Value dy = adaptor.getDy();
    Value init = lb.filled(type, 0.0);
    if (std::optional<std::pair<int64_t, int64_t>> offsets =
            getDenseGradInputOffsets(op)) {
      RankedTensorType wType = tensorType(op.getFilter());
      ArrayRef<int64_t> w = wType.getShape();
      ArrayRef<int64_t> dx = type.getShape();
      // The flipped filter, (kh, kw, f, c).
      auto flippedType = RankedTensorType::get({w[0], w[1], w[3], w[2]},
                                               wType.getElementType());
      AffineExpr d0 = getAffineDimExpr(0, ctx), d1 = getAffineDimExpr(1, ctx);
      AffineMap flip =
          AffineMap::get(4, 0,
                         {-d0 + (w[0] - 1), -d1 + (w[1] - 1),
                          getAffineDimExpr(3, ctx), getAffineDimExpr(2, ctx)},
                         ctx);
      Value flipped =
          lb.generic(flippedType, {adaptor.getFilter()},
                     {flip, dimsMap(ctx, 4, {0, 1, 2, 3})}, iterators(4, 0),
                     lb.empty(flippedType),
                     [](OpBuilder &, Location, ValueRange a) { return a[0]; });
      // An image's dy spread out in zeros of (1, h + kh - 1, w + kw - 1, f).
      RankedTensorType dyType = tensorType(op.getDy());
      auto spreadType = RankedTensorType::get(
          {1, dx[1] + w[0] - 1, dx[2] + w[1] - 1, dyShape[3]},
          dyType.getElementType());
      Value result = forEachImage(
          rewriter, loc, dx[0], init,
          [&](OpBuilder &b, Location l, Value n, Value acc) {
            LinalgBuilder ib(b, l);
            Value dyImage = image(b, l, dy, n);
            Value spread = tensor::InsertSliceOp::create(
                b, l, dyImage, ib.filled(spreadType, 0.0),
                getAsIndexOpFoldResult(ctx,
                                       {0, offsets->first, offsets->second, 0}),
                getAsIndexOpFoldResult(
                    ctx, cast<RankedTensorType>(dyImage.getType()).getShape()),
                getAsIndexOpFoldResult(ctx, {1, stride[0], stride[1], 1}));
            Value out = namedConv(b, l, spread, flipped, image(b, l, acc, n),
                                  {1, 1}, op.getGemmColumns());
            return setImage(b, l, out, acc, n);
          });
      rewriter.replaceOp(op, result);
      return success();
    }
    // Dims: n h w c | kh kw f.
    SmallVector<AffineMap> maps = {dimsMap(ctx, 7, {4, 5, 3, 6}),
                                   dimsMap(ctx, 7, {0, 1, 2, 3})};
    Value result = lb.generic(
        type, {adaptor.getFilter()}, maps, iterators(4, 3), init,
        [&](OpBuilder &b, Location loc, ValueRange a) {
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
/// * dy[n,ho,wo,f]: image by image and for each filter position, the input
/// window it reads, as rows, accumulated into dW[kh,kw] as one
/// (c x ho*wo) by (ho*wo x f) matmul, which tiles and vectorizes or goes to
/// CBLAS. How the window is read is the op's layout (getGradFilterLayout),
/// and so is the scratch the memory model counts:
/// - direct: gathered into a contiguous buffer (zeros in the padding) by a
///   loop; one window is the scratch;
/// - spread: on a zero-padded copy of the image (as the forward
///   convolution); at unit stride with dy spread to the padded width, each
///   window a run of the copy's pixel rows read in place; strided, each
///   window a strided slice of the copy, which bufferization copies to
///   collapse it to rows (block copies after remat-expand-strided-copies).
///
/// With `parallelPositions`, where each window is read in place (no copy per
/// position), an image's positions are one scf.forall: each writes its own
/// slice dW[kh,kw] and the images still add in order, so the bits are those
/// of the sequential loops.
struct Conv2DGradFilterLowering : OpConversionPattern<Conv2DGradFilterOp> {
  Conv2DGradFilterLowering(MLIRContext *ctx, bool parallelPositions)
      : OpConversionPattern(ctx), parallelPositions(parallelPositions) {}
  bool parallelPositions;

  LogicalResult
  matchAndRewrite(Conv2DGradFilterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getGroups() != 1)
      return failure(); // GroupedConvPatterns.cpp
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, loc);
    RankedTensorType type = tensorType(op.getResult());
    ArrayRef<int64_t> w = type.getShape();
    RankedTensorType dyType = tensorType(op.getDy());
    ArrayRef<int64_t> dy = dyType.getShape();
    SmallVector<int64_t> stride = op.getStridesOrDefault();
    SmallVector<int64_t> pad = op.getPaddingOrDefault();
    Value x = adaptor.getInput();
    ArrayRef<int64_t> xShape = tensorType(op.getInput()).getShape();
    Type xElement = tensorType(op.getInput()).getElementType();
    int64_t rows = dy[1] * dy[2];
    SmallVector<ReassociationIndices> toRows = {{0, 1, 2}, {3}};
    auto windowType = RankedTensorType::get({1, dy[1], dy[2], w[2]}, xElement);
    auto sliceType = RankedTensorType::get({w[2], w[3]}, type.getElementType());
    AffineExpr m = getAffineDimExpr(0, ctx), nn = getAffineDimExpr(1, ctx),
               k = getAffineDimExpr(2, ctx);
    Attribute maps = rewriter.getArrayAttr(
        {AffineMapAttr::get(AffineMap::get(3, 0, {k, m}, ctx)),
         AffineMapAttr::get(AffineMap::get(3, 0, {k, nn}, ctx)),
         AffineMapAttr::get(AffineMap::get(3, 0, {m, nn}, ctx))});
    NamedAttribute mapsAttr(rewriter.getStringAttr("indexing_maps"), maps);
    // At unit stride, rows of the padded image's pixels (j) and of dy
    // spread to the padded width (j = ho * Wp + wo', zeros where wo' >= OW)
    // line up: position (kh, kw) reads pixel j + kh * Wp + kw, so its window
    // is a contiguous run of rows of the padded image, read in place.
    GradFilterLayout layout = getGradFilterLayout(op);
    bool direct = layout.kind == GradFilterLayoutKind::Direct;
    bool inPlaceRuns = !direct && layout.unitStride;
    int64_t wp = layout.paddedWidth;
    int64_t runRows = dy[1] * wp;
    auto wideType =
        RankedTensorType::get({1, dy[1], wp, dy[3]}, dyType.getElementType());
    auto runType = RankedTensorType::get({runRows, w[2]}, xElement);
    Value result = forEachImage(
        rewriter, loc, dy[0], lb.filled(type, 0.0),
        [&](OpBuilder &b, Location l, Value n, Value acc) {
          LinalgBuilder ib(b, l);
          Value dyImage = image(b, l, adaptor.getDy(), n);
          Value dyRows, pixels, padded;
          if (inPlaceRuns) {
            Value wide = dyImage;
            if (wp != dy[2])
              wide = tensor::InsertSliceOp::create(
                  b, l, dyImage, ib.filled(wideType, 0.0),
                  getAsIndexOpFoldResult(ctx, {0, 0, 0, 0}),
                  getAsIndexOpFoldResult(
                      ctx,
                      cast<RankedTensorType>(dyImage.getType()).getShape()),
                  getAsIndexOpFoldResult(ctx, {1, 1, 1, 1}));
            dyRows = tensor::CollapseShapeOp::create(
                b, l,
                RankedTensorType::get({runRows, dy[3]},
                                      dyType.getElementType()),
                wide, toRows);
            // One more zero row below when the last rows of dy read past the
            // image's end (kw > 0 on the last filter row).
            SmallVector<int64_t> padMore = pad;
            padMore[1] += layout.extraRow;
            Value image4 = padSpatially(b, l, image(b, l, x, n), padMore);
            auto image4Type = cast<RankedTensorType>(image4.getType());
            pixels = tensor::CollapseShapeOp::create(
                b, l,
                RankedTensorType::get({image4Type.getDimSize(1) * wp, w[2]},
                                      xElement),
                image4, toRows);
          } else {
            dyRows = tensor::CollapseShapeOp::create(
                b, l,
                RankedTensorType::get({rows, dy[3]}, dyType.getElementType()),
                dyImage, toRows);
            if (!direct)
              padded = padSpatially(b, l, image(b, l, x, n), pad);
          }
          // Filter positions as loops too: unrolled, every position's
          // vectorized matmul is code of its own. `product` is position
          // (kh, kw)'s window times dy added to `slice`, its part of dW.
          auto product = [&](OpBuilder &pb, Location pl, Value kh, Value kw,
                             Value slice) -> Value {
            Value windowRows;
            if (direct) {
              LinalgBuilder plb(pb, pl);
              Value window = plb.generic(
                  windowType, {}, {identityMap(ctx, 4)}, iterators(4, 0),
                  plb.empty(windowType),
                  [&](OpBuilder &gb, Location gl, ValueRange) {
                    IndexMath i{gb, gl};
                    Value h = i.add(i.mul(i.dim(1), i.c(stride[0])),
                                    i.sub(kh, i.c(pad[0])));
                    Value col = i.add(i.mul(i.dim(2), i.c(stride[1])),
                                      i.sub(kw, i.c(pad[2])));
                    Value valid = i.andI(i.inRange(h, xShape[1]),
                                         i.inRange(col, xShape[2]));
                    Value v = tensor::ExtractOp::create(
                        gb, gl, x,
                        ValueRange{n, i.select(valid, h, i.c(0)),
                                   i.select(valid, col, i.c(0)), i.dim(3)});
                    v = LinalgBuilder::toCompute(gb, gl, v);
                    Value zero =
                        LinalgBuilder::scalar(gb, gl, v.getType(), 0.0);
                    return i.select(valid, v, zero);
                  });
              windowRows = tensor::CollapseShapeOp::create(
                  pb, pl, RankedTensorType::get({rows, w[2]}, xElement), window,
                  toRows);
            } else if (inPlaceRuns) {
              IndexMath i{pb, pl};
              Value first = i.add(i.mul(kh, i.c(wp)), kw);
              windowRows = tensor::ExtractSliceOp::create(
                  pb, pl, runType, pixels,
                  SmallVector<OpFoldResult>{first, pb.getIndexAttr(0)},
                  getAsIndexOpFoldResult(ctx, runType.getShape()),
                  getAsIndexOpFoldResult(ctx, {1, 1}));
            } else {
              SmallVector<OpFoldResult> from = {pb.getIndexAttr(0), kh, kw,
                                                pb.getIndexAttr(0)};
              Value window = tensor::ExtractSliceOp::create(
                  pb, pl, windowType, padded, from,
                  getAsIndexOpFoldResult(ctx, windowType.getShape()),
                  getAsIndexOpFoldResult(ctx, {1, stride[0], stride[1], 1}));
              windowRows = tensor::CollapseShapeOp::create(
                  pb, pl, RankedTensorType::get({rows, w[2]}, xElement), window,
                  toRows);
            }
            return linalg::MatmulOp::create(pb, pl, TypeRange{sliceType},
                                            ValueRange{windowRows, dyRows},
                                            ValueRange{slice},
                                            ArrayRef<NamedAttribute>{mapsAttr})
                .getResult(0);
          };
          // Position (kh, kw)'s slice of dW: offsets, sizes, strides.
          auto sliceAt = [&](Value kh, Value kw) {
            return std::make_tuple(
                SmallVector<OpFoldResult>{kh, kw, b.getIndexAttr(0),
                                          b.getIndexAttr(0)},
                getAsIndexOpFoldResult(ctx, {1, 1, w[2], w[3]}),
                getAsIndexOpFoldResult(ctx, {1, 1, 1, 1}));
          };
          auto position = [&](OpBuilder &pb, Location pl, Value kh, Value kw,
                              Value acc) -> Value {
            auto [at, size, unit] = sliceAt(kh, kw);
            Value slice = tensor::ExtractSliceOp::create(pb, pl, sliceType, acc,
                                                         at, size, unit);
            return tensor::InsertSliceOp::create(
                pb, pl, product(pb, pl, kh, kw, slice), acc, at, size, unit);
          };
          if (parallelPositions && inPlaceRuns) {
            auto forall = scf::ForallOp::create(
                b, l,
                ArrayRef<OpFoldResult>{b.getIndexAttr(w[0]),
                                       b.getIndexAttr(w[1])},
                ValueRange{acc}, std::nullopt);
            OpBuilder::InsertionGuard guard(b);
            Value kh = forall.getInductionVar(0),
                  kw = forall.getInductionVar(1);
            Value shared = forall.getRegionIterArgs()[0];
            b.setInsertionPoint(forall.getTerminator());
            auto [at, size, unit] = sliceAt(kh, kw);
            Value slice = tensor::ExtractSliceOp::create(
                b, l, sliceType, shared, at, size, unit);
            Value updated = product(b, l, kh, kw, slice);
            b.setInsertionPointToStart(forall.getTerminator().getBody());
            tensor::ParallelInsertSliceOp::create(b, l, updated, shared, at,
                                                  size, unit);
            return forall.getResult(0);
          }
          return forRange(
              b, l, w[0], acc,
              [&](OpBuilder &hb, Location hl, Value kh, Value accH) {
                return forRange(
                    hb, hl, w[1], accH,
                    [&](OpBuilder &wb, Location wl, Value kw, Value accW) {
                      return position(wb, wl, kh, kw, accW);
                    });
              });
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void remat::populateContractionPatterns(RewritePatternSet &patterns,
                                        const RematToLinalgOptions &options) {
  patterns.add<MatmulLowering, Conv2DLowering, Conv2DGradInputLowering>(
      patterns.getContext());
  patterns.add<Conv2DGradFilterLowering>(patterns.getContext(),
                                         options.parallelFilterPositions);
  populateGroupedConvPatterns(patterns);
}
