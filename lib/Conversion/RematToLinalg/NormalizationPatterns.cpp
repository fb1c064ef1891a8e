//===- NormalizationPatterns.cpp - reductions, softmax, norms, losses -----===//
//
// Numerically careful forms: softmax and cross-entropy subtract the row
// maximum before exponentiating (log-sum-exp), layernorm computes the mean
// first and the variance from centred values (two passes), its sums in f64.
// Row statistics are small temporaries (one value per row).
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

constexpr double kNegInf = -std::numeric_limits<double>::infinity();

struct SoftmaxLowering : OpConversionPattern<SoftmaxOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SoftmaxOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    auto [rowMax, rowSum] = softmaxStats(lb, adaptor.getX());
    Value y = lb.rowwise(tensorType(op.getResult()), {adaptor.getX()},
                         {rowMax, rowSum},
                         [](OpBuilder &b, Location loc, ValueRange a) {
                           S s{b, loc};
                           return s.softmax(a[0], a[1], a[2]);
                         });
    rewriter.replaceOp(op, y);
    return success();
  }
};

/// dx = y * (dy - sum_j dy_j y_j).
struct SoftmaxGradLowering : OpConversionPattern<SoftmaxGradOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SoftmaxGradOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    Value dy = adaptor.getDy(), y = adaptor.getY();
    Value dot = lb.reduceLastDim({dy, y}, 0.0,
                                 [](OpBuilder &b, Location loc, ValueRange a) {
                                   S s{b, loc};
                                   return s.add(a[2], s.mul(a[0], a[1]));
                                 });
    Value dx = lb.rowwise(tensorType(op.getDx()), {dy, y}, {dot},
                          [](OpBuilder &b, Location loc, ValueRange a) {
                            S s{b, loc};
                            return s.mul(a[1], s.sub(a[0], a[2]));
                          });
    rewriter.replaceOp(op, dx);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Ops of RematNetworkOps.td
//===----------------------------------------------------------------------===//

/// y = x - max - log(sum exp(x - max)).
struct LogSoftmaxLowering : OpConversionPattern<LogSoftmaxOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(LogSoftmaxOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    auto [rowMax, rowSum] = softmaxStats(lb, adaptor.getX());
    Value y = lb.rowwise(tensorType(op.getResult()), {adaptor.getX()},
                         {rowMax, rowSum},
                         [](OpBuilder &b, Location loc, ValueRange a) {
                           S s{b, loc};
                           return s.sub(s.sub(a[0], a[1]), s.log(a[2]));
                         });
    rewriter.replaceOp(op, y);
    return success();
  }
};

/// dx = dy - exp(y) * sum_j dy_j.
struct LogSoftmaxGradLowering : OpConversionPattern<LogSoftmaxGradOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(LogSoftmaxGradOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    Value dy = adaptor.getDy(), y = adaptor.getY();
    Value sum = lb.reduceLastDim({dy}, 0.0,
                                 [](OpBuilder &b, Location loc, ValueRange a) {
                                   return S{b, loc}.add(a[1], a[0]);
                                 });
    Value dx = lb.rowwise(tensorType(op.getDx()), {dy, y}, {sum},
                          [](OpBuilder &b, Location loc, ValueRange a) {
                            S s{b, loc};
                            return s.sub(a[0], s.mul(s.exp(a[1]), a[2]));
                          });
    rewriter.replaceOp(op, dx);
    return success();
  }
};

/// Row sum and sum of squared deviations from the row mean, both in
/// statsType: mean = sum / n, rstd = 1 / sqrt(sq / n + eps).
static std::pair<Value, Value> layerNormStats(LinalgBuilder &lb, Value x) {
  double n = tensorType(x).getShape().back();
  Type acc = statsType(lb.builder().getContext());
  Value sum = lb.reduceLastDim(
      {x}, 0.0,
      [](OpBuilder &b, Location loc, ValueRange a) {
        S s{b, loc};
        return s.add(a[1], s.to(a[0], a[1].getType()));
      },
      {}, {}, acc);
  Value sq = lb.reduceLastDim(
      {x}, 0.0,
      [n](OpBuilder &b, Location loc, ValueRange a) {
        S s{b, loc};
        Value d = s.sub(s.to(a[0], a[2].getType()), s.div(a[1], s.c(a[1], n)));
        return s.add(a[2], s.mul(d, d));
      },
      {sum}, {}, acc);
  return {sum, sq};
}

/// The row mean and 1 / sqrt(variance + eps), in statsType.
static std::pair<Value, Value> meanRstd(S s, Value sum, Value sq, double n,
                                        double eps) {
  Value mean = s.div(sum, s.c(sum, n));
  Value rstd =
      s.div(s.c(sq, 1.0), s.sqrt(s.add(s.div(sq, s.c(sq, n)), s.c(sq, eps))));
  return {mean, rstd};
}

/// x_hat = (x - mean) * rstd in x's compute type, mean and rstd computed
/// from the row statistics and rounded once to that type.
static Value normalized(S s, Value x, Value sum, Value sq, double n, double eps,
                        Value *rstdOut = nullptr) {
  auto [mean, rstd] = meanRstd(s, sum, sq, n, eps);
  mean = s.to(mean, x.getType());
  rstd = s.to(rstd, x.getType());
  if (rstdOut)
    *rstdOut = rstd;
  return s.mul(s.sub(x, mean), rstd);
}

/// x_hat in statsType, for the sums of the gradient.
static Value normalizedWide(S s, Value x, Value sum, Value sq, double n,
                            double eps) {
  auto [mean, rstd] = meanRstd(s, sum, sq, n, eps);
  return s.mul(s.sub(s.to(x, sum.getType()), mean), rstd);
}

struct LayerNormLowering : OpConversionPattern<LayerNormOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(LayerNormOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    Value x = adaptor.getX();
    double n = tensorType(x).getShape().back();
    double eps = op.getEpsilon().convertToDouble();
    auto [sum, sq] = layerNormStats(lb, x);
    Value y = lb.rowwise(tensorType(op.getResult()), {x}, {sum, sq},
                         [&](OpBuilder &b, Location loc, ValueRange a) {
                           S s{b, loc};
                           Value xhat = normalized(s, a[0], a[1], a[2], n, eps);
                           return s.add(s.mul(xhat, a[3]), a[4]);
                         },
                         {adaptor.getGamma(), adaptor.getBeta()});
    rewriter.replaceOp(op, y);
    return success();
  }
};

static Value roundStats(LinalgBuilder &lb, RankedTensorType type, Value sum);

/// Sums a full tensor over every dimension but the last into a vector (shape
/// [n]) accumulated in statsType, then rounds it to `vectorType`.
static Value sumToVector(LinalgBuilder &lb, RankedTensorType vectorType,
                         ValueRange full, ValueRange rows, ScalarFn fn) {
  MLIRContext *ctx = lb.builder().getContext();
  unsigned rank = tensorType(full.front()).getRank();
  SmallVector<Value> inputs(full);
  SmallVector<AffineMap> maps(full.size(), identityMap(ctx, rank));
  for (Value r : rows) {
    inputs.push_back(r);
    maps.push_back(rowMap(ctx, rank));
  }
  maps.push_back(lastDimMap(ctx, rank));
  SmallVector<utils::IteratorType> its(rank, utils::IteratorType::reduction);
  its.back() = utils::IteratorType::parallel;
  auto accType = RankedTensorType::get(vectorType.getShape(), statsType(ctx));
  Value sum =
      lb.generic(accType, inputs, maps, its, lb.filled(accType, 0.0), fn);
  return roundStats(lb, vectorType, sum);
}

/// A statsType tensor (a vector of sums, mse_loss's 0-d mean) rounded to
/// `type` (itself when they agree).
static Value roundStats(LinalgBuilder &lb, RankedTensorType type, Value sum) {
  if (tensorType(sum) == type)
    return sum;
  // Rounded to the compute type here and to the storage type by generic()
  // (a 16-bit float is rounded through f32, as the other lowerings do).
  Type compute = LinalgBuilder::computeType(type.getElementType());
  return lb.elementwise(type, {sum},
                        [compute](OpBuilder &b, Location loc, ValueRange a) {
                          return S{b, loc}.to(a[0], compute);
                        });
}

/// dx = rstd (g dy - mean(g dy) - x_hat mean(g dy x_hat)); dgamma and dbeta
/// sum dy x_hat and dy over the rows. Statistics are recomputed from x; every
/// sum accumulates in statsType from operands extended to it.
struct LayerNormGradLowering : OpConversionPattern<LayerNormGradOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(LayerNormGradOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    Value x = adaptor.getX(), dy = adaptor.getDy(), g = adaptor.getGamma();
    double n = tensorType(x).getShape().back();
    double eps = op.getEpsilon().convertToDouble();
    Type acc = statsType(rewriter.getContext());
    auto [sum, sq] = layerNormStats(lb, x);
    // Row sums of g*dy and g*dy*x_hat.
    Value a1 = lb.reduceLastDim(
        {dy}, 0.0,
        [](OpBuilder &b, Location loc, ValueRange a) {
          S s{b, loc};
          Type t = a[2].getType();
          return s.add(a[2], s.mul(s.to(a[0], t), s.to(a[1], t)));
        },
        {}, {g}, acc);
    Value a2 = lb.reduceLastDim(
        {dy, x}, 0.0,
        [&](OpBuilder &b, Location loc, ValueRange a) {
          S s{b, loc};
          Type t = a[5].getType();
          Value xhat = normalizedWide(s, a[1], a[2], a[3], n, eps);
          return s.add(a[5], s.mul(s.mul(s.to(a[0], t), s.to(a[4], t)), xhat));
        },
        {sum, sq}, {g}, acc);
    Value dx = lb.rowwise(tensorType(op.getDx()), {dy, x}, {sum, sq, a1, a2},
                          [&](OpBuilder &b, Location loc, ValueRange a) {
                            S s{b, loc};
                            Value rstd;
                            Value xhat =
                                normalized(s, a[1], a[2], a[3], n, eps, &rstd);
                            Value gdy = s.mul(a[0], a[6]);
                            Type t = gdy.getType();
                            Value m1 = s.to(s.div(a[4], s.c(a[4], n)), t);
                            Value m2 = s.to(s.div(a[5], s.c(a[5], n)), t);
                            Value centred =
                                s.sub(s.sub(gdy, m1), s.mul(xhat, m2));
                            return s.mul(rstd, centred);
                          },
                          {g});
    RankedTensorType vecType = tensorType(op.getDgamma());
    Value dgamma = sumToVector(
        lb, vecType, {dy, x}, {sum, sq},
        [&](OpBuilder &b, Location loc, ValueRange a) {
          S s{b, loc};
          Value xhat = normalizedWide(s, a[1], a[2], a[3], n, eps);
          return s.add(a[4], s.mul(s.to(a[0], a[4].getType()), xhat));
        });
    Value dbeta = sumToVector(lb, vecType, {dy}, {},
                              [](OpBuilder &b, Location loc, ValueRange a) {
                                S s{b, loc};
                                return s.add(a[1], s.to(a[0], a[1].getType()));
                              });
    rewriter.replaceOp(op, {dx, dgamma, dbeta});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// batch_norm: the statistics of the last dimension (channels) over all others
//===----------------------------------------------------------------------===//

/// Sums over every dimension but the last into a statsType vector: `fn(full
/// inputs..., vector inputs..., acc)`, vectors indexed by the last dimension.
static Value columnSums(LinalgBuilder &lb, ValueRange full, ValueRange vectors,
                        ScalarFn fn) {
  MLIRContext *ctx = lb.builder().getContext();
  RankedTensorType xType = tensorType(full.front());
  unsigned rank = xType.getRank();
  SmallVector<Value> inputs(full);
  SmallVector<AffineMap> maps(full.size(), identityMap(ctx, rank));
  for (Value v : vectors) {
    inputs.push_back(v);
    maps.push_back(lastDimMap(ctx, rank));
  }
  maps.push_back(lastDimMap(ctx, rank));
  SmallVector<utils::IteratorType> its(rank, utils::IteratorType::reduction);
  its.back() = utils::IteratorType::parallel;
  auto accType =
      RankedTensorType::get({xType.getShape().back()}, statsType(ctx));
  return lb.generic(accType, inputs, maps, its, lb.filled(accType, 0.0), fn);
}

/// Channel sum and sum of squared deviations from the channel mean.
static std::pair<Value, Value> batchNormStats(LinalgBuilder &lb, Value x,
                                              double n) {
  Value sum =
      columnSums(lb, {x}, {}, [](OpBuilder &b, Location loc, ValueRange a) {
        S s{b, loc};
        return s.add(a[1], s.to(a[0], a[1].getType()));
      });
  Value sq =
      columnSums(lb, {x}, {sum}, [n](OpBuilder &b, Location loc, ValueRange a) {
        S s{b, loc};
        Value d = s.sub(s.to(a[0], a[2].getType()), s.div(a[1], s.c(a[1], n)));
        return s.add(a[2], s.mul(d, d));
      });
  return {sum, sq};
}

/// Elements per channel.
static double channelCount(Value x) { return rowsOf(tensorType(x)); }

struct BatchNormLowering : OpConversionPattern<BatchNormOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(BatchNormOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    Value x = adaptor.getX();
    double n = channelCount(x);
    double eps = op.getEpsilon().convertToDouble();
    auto [sum, sq] = batchNormStats(lb, x, n);
    Value y = lb.rowwise(tensorType(op.getResult()), {x}, {},
                         [&](OpBuilder &b, Location loc, ValueRange a) {
                           S s{b, loc};
                           Value xhat = normalized(s, a[0], a[1], a[2], n, eps);
                           return s.add(s.mul(xhat, a[3]), a[4]);
                         },
                         {sum, sq, adaptor.getGamma(), adaptor.getBeta()});
    rewriter.replaceOp(op, y);
    return success();
  }
};

/// dbeta = sum dy, dgamma = sum dy x_hat (both in statsType), dx = rstd
/// gamma (dy - dbeta / n - x_hat dgamma / n).
struct BatchNormGradLowering : OpConversionPattern<BatchNormGradOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(BatchNormGradOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    Value x = adaptor.getX(), dy = adaptor.getDy(), g = adaptor.getGamma();
    double n = channelCount(x);
    double eps = op.getEpsilon().convertToDouble();
    auto [sum, sq] = batchNormStats(lb, x, n);
    Value db =
        columnSums(lb, {dy}, {}, [](OpBuilder &b, Location loc, ValueRange a) {
          S s{b, loc};
          return s.add(a[1], s.to(a[0], a[1].getType()));
        });
    Value dg = columnSums(
        lb, {dy, x}, {sum, sq}, [&](OpBuilder &b, Location loc, ValueRange a) {
          S s{b, loc};
          Value xhat = normalizedWide(s, a[1], a[2], a[3], n, eps);
          return s.add(a[4], s.mul(s.to(a[0], a[4].getType()), xhat));
        });
    Value dx = lb.rowwise(tensorType(op.getDx()), {dy, x}, {},
                          [&](OpBuilder &b, Location loc, ValueRange a) {
                            S s{b, loc};
                            Value rstd;
                            Value xhat =
                                normalized(s, a[1], a[2], a[3], n, eps, &rstd);
                            Type t = xhat.getType();
                            Value m1 = s.to(s.div(a[4], s.c(a[4], n)), t);
                            Value m2 = s.to(s.div(a[5], s.c(a[5], n)), t);
                            Value centred =
                                s.sub(s.sub(a[0], m1), s.mul(xhat, m2));
                            return s.mul(s.mul(rstd, a[6]), centred);
                          },
                          {sum, sq, db, dg, g});
    RankedTensorType vecType = tensorType(op.getDgamma());
    rewriter.replaceOp(
        op, {dx, roundStats(lb, vecType, dg), roundStats(lb, vecType, db)});
    return success();
  }
};

/// Sum or mean over `axes`; the mean divides the sum in place.
template <typename OpT> struct ReduceLowering : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    RankedTensorType xType = tensorType(op.getX());
    RankedTensorType type = tensorType(op.getResult());
    SmallVector<int64_t> axes = op.getReducedAxes();
    unsigned rank = xType.getRank();
    SmallVector<AffineExpr> kept;
    SmallVector<utils::IteratorType> its;
    int64_t count = 1;
    for (unsigned d = 0; d < rank; ++d) {
      bool reduced = llvm::is_contained(axes, static_cast<int64_t>(d));
      its.push_back(reduced ? utils::IteratorType::reduction
                            : utils::IteratorType::parallel);
      if (reduced)
        count *= xType.getDimSize(d);
      else
        kept.push_back(getAffineDimExpr(d, ctx));
    }
    SmallVector<AffineMap> maps = {identityMap(ctx, rank),
                                   AffineMap::get(rank, 0, kept, ctx)};
    Value result =
        lb.generic(type, {adaptor.getX()}, maps, its, lb.filled(type, 0.0),
                   [](OpBuilder &b, Location loc, ValueRange a) {
                     return S{b, loc}.add(a[1], a[0]);
                   });
    if constexpr (std::is_same_v<OpT, ReduceMeanOp>) {
      unsigned outRank = type.getRank();
      result = lb.generic(type, {}, {identityMap(ctx, outRank)},
                          parallelIterators(outRank), result,
                          [count](OpBuilder &b, Location loc, ValueRange a) {
                            S s{b, loc};
                            return s.div(a[0], s.c(a[0], count));
                          });
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Divides a 0-d tensor by `n` in place.
static Value divideScalarTensor(LinalgBuilder &lb, Value t, double n) {
  MLIRContext *ctx = lb.builder().getContext();
  return lb.generic(tensorType(t), {}, {AffineMap::get(0, 0, {}, ctx)}, {}, t,
                    [n](OpBuilder &b, Location loc, ValueRange a) {
                      S s{b, loc};
                      return s.div(a[0], s.c(a[0], n));
                    });
}

struct MseLossLowering : OpConversionPattern<MseLossOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MseLossOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    RankedTensorType lossType = tensorType(op.getLoss());
    Type acc = statsType(rewriter.getContext());
    // The difference and its square in statsType from extended operands, so
    // that the mean is rounded once (as the reference interpreter's is).
    Value sum = lb.sumAll(
        lossType, {adaptor.getPred(), adaptor.getTarget()},
        [acc](OpBuilder &b, Location loc, ValueRange a) {
          S s{b, loc};
          Value d = s.sub(s.to(a[0], acc), s.to(a[1], acc));
          return s.mul(d, d);
        },
        acc);
    double n = tensorType(op.getPred()).getNumElements();
    rewriter.replaceOp(
        op, roundStats(lb, lossType, divideScalarTensor(lb, sum, n)));
    return success();
  }
};

/// dpred = dloss * (2 / n) * (pred - target).
struct MseLossGradLowering : OpConversionPattern<MseLossGradOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MseLossGradOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    RankedTensorType type = tensorType(op.getDpred());
    unsigned rank = type.getRank();
    double n = type.getNumElements();
    SmallVector<AffineMap> maps = {identityMap(ctx, rank),
                                   identityMap(ctx, rank), scalarMap(ctx, rank),
                                   identityMap(ctx, rank)};
    Value dp = lb.generic(
        type, {adaptor.getPred(), adaptor.getTarget(), adaptor.getDloss()},
        maps, parallelIterators(rank), lb.empty(type),
        [n](OpBuilder &b, Location loc, ValueRange a) {
          S s{b, loc};
          Value d = s.sub(a[0], a[1]);
          return s.mul(a[2], s.mul(s.c(d, 2.0 / n), d));
        });
    rewriter.replaceOp(op, dp);
    return success();
  }
};

/// loss = (1 / rows) sum_{i,j} labels_ij (max_i + log(sum_i) - x_ij), the
/// log-sum-exp form of -sum labels * log_softmax(x).
struct SoftmaxCrossEntropyLowering
    : OpConversionPattern<SoftmaxCrossEntropyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SoftmaxCrossEntropyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    Value x = adaptor.getLogits();
    RankedTensorType xType = tensorType(x);
    unsigned rank = xType.getRank();
    auto [rowMax, rowSum] = softmaxStats(lb, x);
    RankedTensorType lossType = tensorType(op.getLoss());
    SmallVector<AffineMap> maps = {identityMap(ctx, rank),
                                   identityMap(ctx, rank), rowMap(ctx, rank),
                                   rowMap(ctx, rank), scalarMap(ctx, rank)};
    SmallVector<utils::IteratorType> its(rank, utils::IteratorType::reduction);
    Value total = lb.generic(
        lossType, {x, adaptor.getLabels(), rowMax, rowSum}, maps, its,
        lb.filled(lossType, 0.0), [](OpBuilder &b, Location loc, ValueRange a) {
          S s{b, loc};
          Value lse = s.add(a[2], s.log(a[3]));
          return s.add(a[4], s.mul(a[1], s.sub(lse, a[0])));
        });
    double rows = rowsOf(xType);
    rewriter.replaceOp(op, divideScalarTensor(lb, total, rows));
    return success();
  }
};

/// dlogits = dloss * (softmax(x) - labels) / rows.
struct SoftmaxCrossEntropyGradLowering
    : OpConversionPattern<SoftmaxCrossEntropyGradOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SoftmaxCrossEntropyGradOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    LinalgBuilder lb(rewriter, op.getLoc());
    Value x = adaptor.getLogits();
    RankedTensorType type = tensorType(op.getDlogits());
    unsigned rank = type.getRank();
    double rows = rowsOf(type);
    auto [rowMax, rowSum] = softmaxStats(lb, x);
    SmallVector<AffineMap> maps = {
        identityMap(ctx, rank), identityMap(ctx, rank), rowMap(ctx, rank),
        rowMap(ctx, rank),      scalarMap(ctx, rank),   identityMap(ctx, rank)};
    Value dx = lb.generic(
        type, {x, adaptor.getLabels(), rowMax, rowSum, adaptor.getDloss()},
        maps, parallelIterators(rank), lb.empty(type),
        [rows](OpBuilder &b, Location loc, ValueRange a) {
          S s{b, loc};
          Value p = s.softmax(a[0], a[2], a[3]);
          return s.mul(s.div(a[4], s.c(a[4], rows)), s.sub(p, a[1]));
        });
    rewriter.replaceOp(op, dx);
    return success();
  }
};

} // namespace

/// The type layernorm's statistics (row sums, and the row and column sums of
/// its gradient) accumulate in: f64 whatever the element type, as PyTorch's
/// CPU batch norm accumulates in double (`at::acc_type<float, false>`). A
/// sequential f32 sum over a long row (batch norm imported as layernorm over
/// `[C, N*H*W]`) loses digits in proportion to the row's length and its
/// mean's size against its spread; an f64 sum rounded once does not. For f64
/// elements the lowering is what it was before. mse_loss sums its squares in
/// it too: a sequential f32 sum over a whole activation (GPT-2 small's
/// 1024 x 768) was 3.4e-4 from float64.
Type remat::detail::statsType(MLIRContext *ctx) {
  return Float64Type::get(ctx);
}

std::pair<Value, Value> remat::detail::softmaxStats(LinalgBuilder &lb,
                                                    Value x) {
  Value rowMax = lb.reduceLastDim({x}, kNegInf,
                                  [](OpBuilder &b, Location loc, ValueRange a) {
                                    return S{b, loc}.max(a[1], a[0]);
                                  });
  Value rowSum =
      lb.reduceLastDim({x}, 0.0,
                       [](OpBuilder &b, Location loc, ValueRange a) {
                         S s{b, loc};
                         return s.add(a[2], s.exp(s.sub(a[0], a[1])));
                       },
                       {rowMax});
  return {rowMax, rowSum};
}

void remat::populateNormalizationPatterns(RewritePatternSet &patterns) {
  patterns
      .add<SoftmaxLowering, SoftmaxGradLowering, LayerNormLowering,
           LayerNormGradLowering, ReduceLowering<ReduceSumOp>,
           ReduceLowering<ReduceMeanOp>, MseLossLowering, MseLossGradLowering,
           SoftmaxCrossEntropyLowering, SoftmaxCrossEntropyGradLowering>(
          patterns.getContext());
  patterns.add<LogSoftmaxLowering, LogSoftmaxGradLowering, BatchNormLowering,
               BatchNormGradLowering>(patterns.getContext());
}
