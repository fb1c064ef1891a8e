//===- IndexPatterns.cpp - ops indexed by integer tensors -----------------===//
//
// cross_entropy over integer labels and embedding, with their gradients.
// An index is read as an `index` value and clamped into its range before it
// addresses anything, so no label or token can read or write out of bounds.
// Gathers are `tensor.extract` in a linalg.generic body; the embedding's
// scatter-add is written as its gather dual (each table row sums the dy rows
// whose index selects it), which keeps it a deterministic linalg.generic at
// the price of V x N x D compares.
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

using S = ScalarMath;

/// `v` (an i32 or i64 scalar) as an index clamped into [0, size).
static Value clampedIndex(OpBuilder &b, Location loc, Value v, int64_t size) {
  IndexMath i{b, loc};
  Value idx = arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
  Value low = arith::MaxSIOp::create(b, loc, idx, i.c(0));
  return arith::MinSIOp::create(b, loc, low, i.c(size - 1));
}

/// The logit of each row's (clamped) label: x[r..., label[r...]], read at the
/// current iteration `r...` (the leading `rows` dimensions).
static Value labelLogit(OpBuilder &b, Location loc, Value x, Value label,
                        unsigned rowDims) {
  RankedTensorType xType = tensorType(x);
  SmallVector<Value> at;
  for (unsigned d = 0; d < rowDims; ++d)
    at.push_back(linalg::IndexOp::create(b, loc, d));
  at.push_back(clampedIndex(b, loc, label, xType.getShape().back()));
  Value v = tensor::ExtractOp::create(b, loc, x, at);
  return LinalgBuilder::toCompute(b, loc, v);
}

/// loss = (1 / rows) sum_r (max_r + log(sum_r) - x[r, label_r]).
struct CrossEntropyLowering : OpConversionPattern<CrossEntropyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CrossEntropyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    Value x = adaptor.getLogits();
    RankedTensorType xType = tensorType(x);
    unsigned rowRank = xType.getRank() - 1;
    auto [rowMax, rowSum] = softmaxStats(lb, x);
    RankedTensorType lossType = tensorType(op.getLoss());
    SmallVector<AffineMap> maps(3, identityMap(ctx, rowRank));
    maps.push_back(scalarMap(ctx, rowRank));
    SmallVector<utils::IteratorType> its(rowRank,
                                         utils::IteratorType::reduction);
    Value total = lb.generic(lossType, {adaptor.getLabels(), rowMax, rowSum},
                             maps, its, lb.filled(lossType, 0.0),
                             [&](OpBuilder &b, Location loc, ValueRange a) {
                               S s{b, loc};
                               Value picked =
                                   labelLogit(b, loc, x, a[0], rowRank);
                               Value lse = s.add(a[1], s.log(a[2]));
                               return s.add(a[3], s.sub(lse, picked));
                             });
    double rows = rowsOf(xType);
    Value loss = lb.elementwise(
        lossType, {total}, [rows](OpBuilder &b, Location loc, ValueRange a) {
          S s{b, loc};
          return s.div(a[0], s.c(a[0], rows));
        });
    rewriter.replaceOp(op, loss);
    return success();
  }
};

/// dlogits = dloss / rows * (softmax(x) - (j == label)).
struct CrossEntropyGradLowering : OpConversionPattern<CrossEntropyGradOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CrossEntropyGradOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    Value x = adaptor.getLogits();
    RankedTensorType type = tensorType(op.getDlogits());
    unsigned rank = type.getRank();
    int64_t classes = type.getShape().back();
    double rows = rowsOf(type);
    auto [rowMax, rowSum] = softmaxStats(lb, x);
    SmallVector<AffineMap> maps = {
        identityMap(ctx, rank), rowMap(ctx, rank),    rowMap(ctx, rank),
        rowMap(ctx, rank),      scalarMap(ctx, rank), identityMap(ctx, rank)};
    Value dx = lb.generic(
        type, {x, adaptor.getLabels(), rowMax, rowSum, adaptor.getDloss()},
        maps, parallelIterators(rank), lb.empty(type),
        [&](OpBuilder &b, Location loc, ValueRange a) {
          S s{b, loc};
          Value p = s.softmax(a[0], a[2], a[3]);
          Value label = clampedIndex(b, loc, a[1], classes);
          Value hit = arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::eq,
              linalg::IndexOp::create(b, loc, rank - 1), label);
          Value target = s.select(hit, s.c(p, 1.0), s.c(p, 0.0));
          return s.mul(s.div(a[4], s.c(a[4], rows)), s.sub(p, target));
        });
    rewriter.replaceOp(op, dx);
    return success();
  }
};

/// result[i..., d] = table[clamp(indices[i...]), d].
struct EmbeddingLowering : OpConversionPattern<EmbeddingOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(EmbeddingOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    Value table = adaptor.getTable();
    int64_t vocab = tensorType(table).getShape()[0];
    RankedTensorType type = tensorType(op.getResult());
    unsigned rank = type.getRank();
    SmallVector<AffineMap> maps = {rowMap(ctx, rank), identityMap(ctx, rank)};
    Value y = lb.generic(
        type, {adaptor.getIndices()}, maps, parallelIterators(rank),
        lb.empty(type), [&](OpBuilder &b, Location loc, ValueRange a) {
          Value row = clampedIndex(b, loc, a[0], vocab);
          Value col = linalg::IndexOp::create(b, loc, rank - 1);
          Value v =
              tensor::ExtractOp::create(b, loc, table, ValueRange{row, col});
          return LinalgBuilder::toCompute(b, loc, v);
        });
    rewriter.replaceOp(op, y);
    return success();
  }
};

/// dtable[v, d] = sum_{i...} (clamp(indices[i...]) == v ? dy[i..., d] : 0),
/// over iteration dimensions (v, d, i...) with i... reduced in row-major
/// order.
struct EmbeddingGradLowering : OpConversionPattern<EmbeddingGradOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(EmbeddingGradOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    RankedTensorType type = tensorType(op.getDtable());
    int64_t vocab = type.getShape()[0];
    unsigned k = tensorType(adaptor.getIndices()).getRank();
    unsigned nd = 2 + k;
    SmallVector<unsigned> idxDims, dyDims;
    for (unsigned d = 0; d < k; ++d)
      idxDims.push_back(2 + d);
    dyDims = idxDims;
    dyDims.push_back(1);
    SmallVector<AffineMap> maps = {dimsMap(ctx, nd, dyDims),
                                   dimsMap(ctx, nd, idxDims),
                                   dimsMap(ctx, nd, {0, 1})};
    Value dtable = lb.generic(
        type, {adaptor.getDy(), adaptor.getIndices()}, maps, iterators(2, k),
        lb.filled(type, 0.0), [&](OpBuilder &b, Location loc, ValueRange a) {
          S s{b, loc};
          Value row = clampedIndex(b, loc, a[1], vocab);
          Value hit =
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                    linalg::IndexOp::create(b, loc, 0), row);
          return s.select(hit, s.add(a[2], a[0]), a[2]);
        });
    rewriter.replaceOp(op, dtable);
    return success();
  }
};

} // namespace

void remat::populateIndexPatterns(RewritePatternSet &patterns) {
  patterns.add<CrossEntropyLowering, CrossEntropyGradLowering,
               EmbeddingLowering, EmbeddingGradLowering>(patterns.getContext());
}
