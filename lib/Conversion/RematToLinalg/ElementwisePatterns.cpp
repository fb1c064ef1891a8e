//===- ElementwisePatterns.cpp - pointwise remat ops to linalg.generic ----===//
//
// Every op here is one linalg.generic whose scalar body is the expression
// counted in docs/reference/CostModel.md.
//
//===----------------------------------------------------------------------===//
#include "LinalgBuilder.h"
#include "remat/Dialect/Remat/IR/RematOps.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Transforms/DialectConversion.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace remat;
using namespace remat::detail;

namespace {

/// The elementwise bodies' scalar arithmetic.
struct Scalar : ScalarMath {
  Value positive(Value x) {
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, x,
                                 c(x, 0.0));
  }
};

constexpr double kSqrt2OverPi = 0.7978845608028654;
constexpr double kGeluCubic = 0.044715;

/// The op's scalar expression; one specialisation per op.
template <typename OpT> Value scalarBody(OpT op, Scalar s, ValueRange args);

template <> Value scalarBody(AddOp, Scalar s, ValueRange a) {
  return s.add(a[0], a[1]);
}
template <> Value scalarBody(SubOp, Scalar s, ValueRange a) {
  return s.sub(a[0], a[1]);
}
template <> Value scalarBody(MulOp, Scalar s, ValueRange a) {
  return s.mul(a[0], a[1]);
}
template <> Value scalarBody(ScaleOp op, Scalar s, ValueRange a) {
  return s.mul(a[0], s.c(a[0], op.getFactor().convertToDouble()));
}
template <> Value scalarBody(ReluOp, Scalar s, ValueRange a) {
  Value zero = s.c(a[0], 0.0);
  Value positive =
      arith::CmpFOp::create(s.b, s.loc, arith::CmpFPredicate::OGT, a[0], zero);
  return s.select(positive, a[0], zero);
}
template <> Value scalarBody(ExpOp, Scalar s, ValueRange a) {
  return s.exp(a[0]);
}
template <> Value scalarBody(TanhOp, Scalar s, ValueRange a) {
  return s.tanh(a[0]);
}
template <> Value scalarBody(SigmoidOp, Scalar s, ValueRange a) {
  return s.div(s.c(a[0], 1.0), s.add(s.c(a[0], 1.0), s.exp(s.neg(a[0]))));
}

/// The tanh argument of the GELU approximation and its pieces.
static Value geluInner(Scalar s, Value x) {
  Value x3 = s.mul(s.mul(x, x), x);
  return s.mul(s.c(x, kSqrt2OverPi), s.add(x, s.mul(s.c(x, kGeluCubic), x3)));
}

template <> Value scalarBody(GeluOp, Scalar s, ValueRange a) {
  Value x = a[0];
  Value t = s.tanh(geluInner(s, x));
  return s.mul(s.c(x, 0.5), s.mul(x, s.add(s.c(x, 1.0), t)));
}

template <> Value scalarBody(ReluGradOp, Scalar s, ValueRange a) {
  return s.select(s.positive(a[1]), a[0], s.c(a[0], 0.0));
}
template <> Value scalarBody(TanhGradOp, Scalar s, ValueRange a) {
  Value y = a[1];
  return s.mul(a[0], s.sub(s.c(y, 1.0), s.mul(y, y)));
}
template <> Value scalarBody(SigmoidGradOp, Scalar s, ValueRange a) {
  Value y = a[1];
  return s.mul(a[0], s.mul(y, s.sub(s.c(y, 1.0), y)));
}
template <> Value scalarBody(GeluGradOp, Scalar s, ValueRange a) {
  // d/dx 0.5 x (1 + tanh(u)) = 0.5 (1 + t) + 0.5 x (1 - t^2) u',
  // u' = sqrt(2/pi) (1 + 3 * 0.044715 x^2).
  Value dy = a[0], x = a[1];
  Value t = s.tanh(geluInner(s, x));
  Value du =
      s.mul(s.c(x, kSqrt2OverPi),
            s.add(s.c(x, 1.0), s.mul(s.c(x, 3 * kGeluCubic), s.mul(x, x))));
  Value left = s.mul(s.c(x, 0.5), s.add(s.c(x, 1.0), t));
  Value right =
      s.mul(s.mul(s.c(x, 0.5), x), s.mul(s.sub(s.c(x, 1.0), s.mul(t, t)), du));
  return s.mul(dy, s.add(left, right));
}

//===----------------------------------------------------------------------===//
// Ops of RematNetworkOps.td
//===----------------------------------------------------------------------===//

constexpr double kInvSqrt2 = 0.70710678118654752440;
constexpr double kInvSqrt2Pi = 0.39894228040143267794;

/// 0.5 (1 + erf(x / sqrt(2))), the standard normal CDF.
static Value normalCdf(Scalar s, Value x) {
  Value e = math::ErfOp::create(s.b, s.loc, s.mul(x, s.c(x, kInvSqrt2)));
  return s.mul(s.c(x, 0.5), s.add(s.c(x, 1.0), e));
}

template <> Value scalarBody(GeluErfOp, Scalar s, ValueRange a) {
  return s.mul(a[0], normalCdf(s, a[0]));
}
template <> Value scalarBody(GeluErfGradOp, Scalar s, ValueRange a) {
  // d/dx x Phi(x) = Phi(x) + x phi(x), phi(x) = exp(-x^2 / 2) / sqrt(2 pi).
  Value dy = a[0], x = a[1];
  Value density =
      s.mul(s.exp(s.mul(s.mul(x, x), s.c(x, -0.5))), s.c(x, kInvSqrt2Pi));
  return s.mul(dy, s.add(normalCdf(s, x), s.mul(x, density)));
}

template <> Value scalarBody(ClampOp op, Scalar s, ValueRange a) {
  Value x = a[0];
  Value low = arith::MaximumFOp::create(s.b, s.loc, x,
                                        s.c(x, op.getMin().convertToDouble()));
  return arith::MinimumFOp::create(s.b, s.loc, low,
                                   s.c(x, op.getMax().convertToDouble()));
}
template <> Value scalarBody(ClampGradOp op, Scalar s, ValueRange a) {
  Value dy = a[0], x = a[1];
  Value above = arith::CmpFOp::create(s.b, s.loc, arith::CmpFPredicate::OGT, x,
                                      s.c(x, op.getMin().convertToDouble()));
  Value below = arith::CmpFOp::create(s.b, s.loc, arith::CmpFPredicate::OLT, x,
                                      s.c(x, op.getMax().convertToDouble()));
  Value inside = arith::AndIOp::create(s.b, s.loc, above, below);
  return s.select(inside, dy, s.c(dy, 0.0));
}

/// Lowers an op whose operands and result share one shape.
template <typename OpT> struct ElementwiseLowering : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    Value result =
        lb.elementwise(tensorType(op->getResult(0)), adaptor.getOperands(),
                       [&](OpBuilder &b, Location loc, ValueRange args) {
                         return scalarBody(op, Scalar{b, loc}, args);
                       });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct BiasAddLowering : OpConversionPattern<BiasAddOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(BiasAddOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    Value result = lb.rowwise(tensorType(op.getResult()), {adaptor.getX()}, {},
                              [&](OpBuilder &b, Location loc, ValueRange args) {
                                return Scalar{b, loc}.add(args[0], args[1]);
                              },
                              {adaptor.getBias()});
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// causal_mask (fill -inf) and causal_mask_grad (fill 0): the value at
/// [..., i, j] is replaced when j > i + offset, decided from the iteration
/// indices.
template <typename OpT> struct CausalMaskLowering : OpConversionPattern<OpT> {
  CausalMaskLowering(MLIRContext *ctx, double fill)
      : OpConversionPattern<OpT>(ctx), fill(fill) {}
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    RankedTensorType type = tensorType(op->getResult(0));
    unsigned rank = type.getRank();
    int64_t offset = op.getOffset();
    Value result =
        lb.elementwise(type, adaptor.getOperands(),
                       [&](OpBuilder &b, Location loc, ValueRange args) {
                         IndexMath i{b, loc};
                         Value above =
                             i.cmp(arith::CmpIPredicate::sgt, i.dim(rank - 1),
                                   i.add(i.dim(rank - 2), i.c(offset)));
                         Scalar s{b, loc};
                         return s.select(above, s.c(args[0], fill), args[0]);
                       });
    rewriter.replaceOp(op, result);
    return success();
  }
  double fill;
};

/// cast: one arith.extf or arith.truncf per element, straight from the
/// source to the result type (a single rounding).
struct CastLowering : OpConversionPattern<CastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    Location loc = op.getLoc();
    RankedTensorType type = tensorType(op.getResult());
    Type from = tensorType(adaptor.getX()).getElementType();
    Type to = type.getElementType();
    unsigned rank = type.getRank();
    SmallVector<AffineMap> maps(2, identityMap(ctx, rank));
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{type}, ValueRange{adaptor.getX()},
        ValueRange{tensor::EmptyOp::create(rewriter, loc, type.getShape(), to)},
        maps, parallelIterators(rank),
        [&](OpBuilder &b, Location l, ValueRange a) {
          Value v = a[0];
          if (from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth())
            v = arith::ExtFOp::create(b, l, to, v);
          else if (from != to &&
                   from.getIntOrFloatBitWidth() > to.getIntOrFloatBitWidth())
            v = arith::TruncFOp::create(b, l, to, v);
          else if (from != to) // bf16 <-> f16: exact through f32.
            v = arith::TruncFOp::create(
                b, l, to, arith::ExtFOp::create(b, l, b.getF32Type(), v));
          linalg::YieldOp::create(b, l, v);
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Dropout: the counter-based mask of docs/reference/Dialect.md.
//===----------------------------------------------------------------------===//

/// SplitMix64's finalizer on i64 (wrapping arithmetic).
static Value mix64(OpBuilder &b, Location loc, Value z) {
  auto c = [&](uint64_t v) {
    return arith::ConstantOp::create(
        b, loc, b.getI64IntegerAttr(static_cast<int64_t>(v)));
  };
  auto xorShift = [&](Value v, uint64_t shift) {
    Value shifted = arith::ShRUIOp::create(b, loc, v, c(shift));
    return arith::XOrIOp::create(b, loc, v, shifted).getResult();
  };
  z = xorShift(z, 30);
  z = arith::MulIOp::create(b, loc, z, c(0xBF58476D1CE4E5B9ULL));
  z = xorShift(z, 27);
  z = arith::MulIOp::create(b, loc, z, c(0x94D049BB133111EBULL));
  return xorShift(z, 31);
}

/// Whether element `linear` survives: the top 24 bits of the hash against
/// ceil(rate * 2^24).
static Value keepElement(OpBuilder &b, Location loc, Value linear, int64_t seed,
                         double rate) {
  auto c = [&](uint64_t v) {
    return arith::ConstantOp::create(
        b, loc, b.getI64IntegerAttr(static_cast<int64_t>(v)));
  };
  const uint64_t gamma = 0x9E3779B97F4A7C15ULL;
  Value counter = arith::AddIOp::create(b, loc, linear, c(1));
  Value z = arith::MulIOp::create(b, loc, counter, c(gamma));
  z = arith::AddIOp::create(b, loc, z, c(static_cast<uint64_t>(seed)));
  z = mix64(b, loc, z);
  Value bits = arith::ShRUIOp::create(b, loc, z, c(40));
  auto threshold =
      static_cast<uint64_t>(std::ceil(rate * static_cast<double>(1 << 24)));
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, bits,
                               c(threshold));
}

template <typename OpT> struct DropoutLowering : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    LinalgBuilder lb(rewriter, op.getLoc());
    RankedTensorType type = tensorType(op->getResult(0));
    double rate = op.getRate().convertToDouble();
    int64_t seed = op.getSeed();
    Value result = lb.elementwise(
        type, adaptor.getOperands(),
        [&](OpBuilder &b, Location loc, ValueRange args) {
          Scalar s{b, loc};
          Value linear = LinalgBuilder::linearIndex(b, loc, type.getShape());
          Value keep = keepElement(b, loc, linear, seed, rate);
          // The scale is rounded to the element type once
          // (docs/reference/Dialect.md).
          Value scale = LinalgBuilder::toCompute(
              b, loc,
              LinalgBuilder::scalar(b, loc, type.getElementType(),
                                    1.0 / (1.0 - rate)));
          Value scaled = s.mul(args[0], scale);
          return s.select(keep, scaled, s.c(args[0], 0.0));
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Counts elements whose bits differ (a reduction to a 0-d i64) and asserts
/// the count is zero: cf.assert aborts with the message.
struct CheckRecomputeLowering : OpConversionPattern<CheckRecomputeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CheckRecomputeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    RankedTensorType type = tensorType(op.getOriginal());
    unsigned rank = type.getRank();
    Type bits = rewriter.getIntegerType(type.getElementTypeBitWidth());
    Type i64 = rewriter.getI64Type();
    auto countType = RankedTensorType::get({}, i64);
    Value zero =
        arith::ConstantOp::create(rewriter, loc, rewriter.getI64IntegerAttr(0));
    Value init =
        linalg::FillOp::create(rewriter, loc, ValueRange{zero},
                               ValueRange{tensor::EmptyOp::create(
                                   rewriter, loc, ArrayRef<int64_t>{}, i64)})
            .getResult(0);
    SmallVector<AffineMap> maps = {
        identityMap(ctx, rank), identityMap(ctx, rank), scalarMap(ctx, rank)};
    SmallVector<utils::IteratorType> its(rank, utils::IteratorType::reduction);
    auto count = linalg::GenericOp::create(
        rewriter, loc, TypeRange{countType},
        ValueRange{adaptor.getOriginal(), adaptor.getRecomputed()},
        ValueRange{init}, maps, its,
        [&](OpBuilder &b, Location l, ValueRange a) {
          Value x = arith::BitcastOp::create(b, l, bits, a[0]);
          Value y = arith::BitcastOp::create(b, l, bits, a[1]);
          Value differs =
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, x, y);
          Value one = arith::ExtUIOp::create(b, l, i64, differs);
          linalg::YieldOp::create(
              b, l, ValueRange{arith::AddIOp::create(b, l, a[2], one)});
        });
    Value total = tensor::ExtractOp::create(rewriter, loc, count.getResult(0),
                                            ValueRange{});
    Value same = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                       total, zero);
    cf::AssertOp::create(rewriter, loc, same, op.getMessage());
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void remat::populateElementwisePatterns(RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns
      .add<ElementwiseLowering<AddOp>, ElementwiseLowering<SubOp>,
           ElementwiseLowering<MulOp>, ElementwiseLowering<ScaleOp>,
           ElementwiseLowering<ReluOp>, ElementwiseLowering<ExpOp>,
           ElementwiseLowering<TanhOp>, ElementwiseLowering<SigmoidOp>,
           ElementwiseLowering<GeluOp>, ElementwiseLowering<ReluGradOp>,
           ElementwiseLowering<TanhGradOp>, ElementwiseLowering<SigmoidGradOp>,
           ElementwiseLowering<GeluGradOp>, BiasAddLowering,
           DropoutLowering<DropoutOp>, DropoutLowering<DropoutGradOp>,
           CheckRecomputeLowering>(ctx);
  patterns
      .add<ElementwiseLowering<GeluErfOp>, ElementwiseLowering<GeluErfGradOp>>(
          ctx);
  patterns.add<ElementwiseLowering<ClampOp>, ElementwiseLowering<ClampGradOp>>(
      ctx);
  patterns.add<CausalMaskLowering<CausalMaskOp>>(
      ctx, -std::numeric_limits<double>::infinity());
  patterns.add<CausalMaskLowering<CausalMaskGradOp>>(ctx, 0.0);
  patterns.add<CastLowering>(ctx);
}
