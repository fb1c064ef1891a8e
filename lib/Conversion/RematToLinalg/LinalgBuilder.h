//===- LinalgBuilder.h - helpers that build linalg for remat ops -*- C++
//-*-===//
//
// Shared by the pattern files of convert-remat-to-linalg. Scalar bodies are
// written once against a "compute type": the element type itself for f32 and
// f64, f32 for f16 and bf16 (extended on entry, rounded once on exit).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_CONVERSION_REMATTOLINALG_LINALGBUILDER_H
#define REMAT_LIB_CONVERSION_REMATTOLINALG_LINALGBUILDER_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

namespace remat::detail {

/// Scalar body: values in the compute type in, one value in the compute type
/// out.
using ScalarFn = llvm::function_ref<mlir::Value(
    mlir::OpBuilder &, mlir::Location, mlir::ValueRange)>;

class LinalgBuilder {
public:
  LinalgBuilder(mlir::OpBuilder &b, mlir::Location loc) : b(b), loc(loc) {}

  mlir::OpBuilder &builder() { return b; }
  mlir::Location location() { return loc; }

  /// f32 for 16-bit floats, the type itself otherwise.
  static mlir::Type computeType(mlir::Type elementType);
  /// Converts a scalar between a storage and a compute type.
  static mlir::Value toCompute(mlir::OpBuilder &b, mlir::Location loc,
                               mlir::Value v);
  static mlir::Value toStorage(mlir::OpBuilder &b, mlir::Location loc,
                               mlir::Value v, mlir::Type storage);
  /// A float constant of the given scalar type.
  static mlir::Value scalar(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Type type, double value);

  mlir::Value empty(mlir::RankedTensorType type);
  /// A tensor of `type` filled with `value`.
  mlir::Value filled(mlir::RankedTensorType type, double value);

  /// linalg.generic with the given maps (inputs..., output) and iterators,
  /// initialised from `init`; `fn` receives the inputs and the current output
  /// value, all in the compute type.
  mlir::Value generic(mlir::RankedTensorType resultType,
                      mlir::ValueRange inputs,
                      llvm::ArrayRef<mlir::AffineMap> maps,
                      llvm::ArrayRef<mlir::utils::IteratorType> iterators,
                      mlir::Value init, ScalarFn fn);

  /// Elementwise op: every input has `resultType`'s shape.
  mlir::Value elementwise(mlir::RankedTensorType resultType,
                          mlir::ValueRange inputs, ScalarFn fn);

  /// Reduces the last dimension of `x`'s shape, starting from `init`:
  /// `fn(fullInputs..., rowInputs..., vectorInputs..., acc)` returns the new
  /// accumulator. Full inputs have x's shape, row inputs x[:-1], vector
  /// inputs x[-1:]. The result has shape x[:-1] and x's element type, or
  /// `accumulatorType` when given (then `fn` receives the accumulator in
  /// that type and the inputs in the compute type).
  mlir::Value reduceLastDim(mlir::ValueRange fullInputs, double init,
                            ScalarFn fn, mlir::ValueRange rowInputs = {},
                            mlir::ValueRange vectorInputs = {},
                            mlir::Type accumulatorType = {});

  /// `fn(x[..., j], rowValues[...]...)` for row vectors (shape x[:-1])
  /// broadcast along the last dimension, plus same-shape `fullInputs`.
  mlir::Value rowwise(mlir::RankedTensorType resultType,
                      mlir::ValueRange fullInputs, mlir::ValueRange rowInputs,
                      ScalarFn fn, mlir::ValueRange vectorInputs = {});

  /// Sums `fn(inputs...)` over every element of the same-shape `inputs` into
  /// a 0-d tensor of `scalarType`'s element type, or of `accumulatorType`
  /// when given (then `fn` returns its term in that type).
  mlir::Value sumAll(mlir::RankedTensorType scalarType, mlir::ValueRange inputs,
                     ScalarFn fn, mlir::Type accumulatorType = {});

  /// Row-major linear index, as i64, of the current iteration of a generic
  /// body whose leading dimensions span `shape`.
  static mlir::Value linearIndex(mlir::OpBuilder &b, mlir::Location loc,
                                 llvm::ArrayRef<int64_t> shape);

private:
  mlir::OpBuilder &b;
  mlir::Location loc;
};

mlir::RankedTensorType tensorType(mlir::Value v);

/// Maps of an iteration space of rank `rank` whose last dimension is the
/// row: full tensors (identity), rows (last dimension dropped), vectors (only
/// the last dimension), scalars (0-d).
mlir::AffineMap rowMap(mlir::MLIRContext *ctx, unsigned rank);
mlir::AffineMap lastDimMap(mlir::MLIRContext *ctx, unsigned rank);
mlir::AffineMap scalarMap(mlir::MLIRContext *ctx, unsigned rank);

/// Identity map and parallel iterators for rank `rank`.
mlir::AffineMap identityMap(mlir::MLIRContext *ctx, unsigned rank);
llvm::SmallVector<mlir::utils::IteratorType> parallelIterators(unsigned rank);

/// Index arithmetic inside a generic body.
/// Float arithmetic on scalars in a generic body (compute type).
struct ScalarMath {
  mlir::OpBuilder &b;
  mlir::Location loc;
  /// softmax(x) from its row's statistics (softmaxStats):
  /// exp(x - rowMax) / rowSum.
  mlir::Value softmax(mlir::Value x, mlir::Value rowMax, mlir::Value rowSum) {
    return div(exp(sub(x, rowMax)), rowSum);
  }
  mlir::Value c(mlir::Value like, double v) {
    return LinalgBuilder::scalar(b, loc, like.getType(), v);
  }
  /// `x` extended or rounded (nearest-even) to the float type `t` (of
  /// another width, or `x`'s own).
  mlir::Value to(mlir::Value x, mlir::Type t) {
    unsigned from = x.getType().getIntOrFloatBitWidth();
    unsigned into = t.getIntOrFloatBitWidth();
    if (from < into)
      return mlir::arith::ExtFOp::create(b, loc, t, x);
    if (from > into)
      return mlir::arith::TruncFOp::create(b, loc, t, x);
    return x;
  }
  mlir::Value add(mlir::Value x, mlir::Value y) {
    return mlir::arith::AddFOp::create(b, loc, x, y);
  }
  mlir::Value sub(mlir::Value x, mlir::Value y) {
    return mlir::arith::SubFOp::create(b, loc, x, y);
  }
  mlir::Value mul(mlir::Value x, mlir::Value y) {
    return mlir::arith::MulFOp::create(b, loc, x, y);
  }
  mlir::Value div(mlir::Value x, mlir::Value y) {
    return mlir::arith::DivFOp::create(b, loc, x, y);
  }
  mlir::Value max(mlir::Value x, mlir::Value y) {
    return mlir::arith::MaximumFOp::create(b, loc, x, y);
  }
  mlir::Value neg(mlir::Value x) {
    return mlir::arith::NegFOp::create(b, loc, x);
  }
  mlir::Value exp(mlir::Value x) {
    return mlir::math::ExpOp::create(b, loc, x);
  }
  mlir::Value log(mlir::Value x) {
    return mlir::math::LogOp::create(b, loc, x);
  }
  mlir::Value sqrt(mlir::Value x) {
    return mlir::math::SqrtOp::create(b, loc, x);
  }
  mlir::Value tanh(mlir::Value x) {
    return mlir::math::TanhOp::create(b, loc, x);
  }
  mlir::Value select(mlir::Value cond, mlir::Value x, mlir::Value y) {
    return mlir::arith::SelectOp::create(b, loc, cond, x, y);
  }
};

struct IndexMath {
  mlir::OpBuilder &b;
  mlir::Location loc;
  mlir::Value dim(unsigned d) {
    return mlir::linalg::IndexOp::create(b, loc, d);
  }
  mlir::Value c(int64_t v) {
    return mlir::arith::ConstantIndexOp::create(b, loc, v);
  }
  mlir::Value add(mlir::Value x, mlir::Value y) {
    return mlir::arith::AddIOp::create(b, loc, x, y);
  }
  mlir::Value sub(mlir::Value x, mlir::Value y) {
    return mlir::arith::SubIOp::create(b, loc, x, y);
  }
  mlir::Value mul(mlir::Value x, mlir::Value y) {
    return mlir::arith::MulIOp::create(b, loc, x, y);
  }
  mlir::Value cmp(mlir::arith::CmpIPredicate p, mlir::Value x, mlir::Value y) {
    return mlir::arith::CmpIOp::create(b, loc, p, x, y);
  }
  mlir::Value andI(mlir::Value x, mlir::Value y) {
    return mlir::arith::AndIOp::create(b, loc, x, y);
  }
  mlir::Value select(mlir::Value cond, mlir::Value x, mlir::Value y) {
    return mlir::arith::SelectOp::create(b, loc, cond, x, y);
  }
  /// Whether 0 <= v < size.
  mlir::Value inRange(mlir::Value v, int64_t size) {
    return andI(cmp(mlir::arith::CmpIPredicate::sge, v, c(0)),
                cmp(mlir::arith::CmpIPredicate::slt, v, c(size)));
  }
  /// The input position a sliding window reads: row dims(outH) * stride[0]
  /// + dims(kh) - pad[0], column likewise; whether it lies inside an NHWC
  /// input of `inShape`, with `h`/`w` clamped to 0 when it does not.
  mlir::Value windowRead(unsigned outH, unsigned outW, unsigned kh, unsigned kw,
                         llvm::ArrayRef<int64_t> stride,
                         llvm::ArrayRef<int64_t> pad,
                         llvm::ArrayRef<int64_t> inShape, mlir::Value &h,
                         mlir::Value &w) {
    mlir::Value hr = sub(add(mul(dim(outH), c(stride[0])), dim(kh)), c(pad[0]));
    mlir::Value wr = sub(add(mul(dim(outW), c(stride[1])), dim(kw)), c(pad[2]));
    mlir::Value valid = andI(inRange(hr, inShape[1]), inRange(wr, inShape[2]));
    h = select(valid, hr, c(0));
    w = select(valid, wr, c(0));
    return valid;
  }
  /// For `num = out * stride`: whether an integral `out` in [0, size) exists;
  /// sets `out` to it (0 when invalid, so it can index safely).
  mlir::Value strideInverse(mlir::Value num, int64_t stride, int64_t size,
                            mlir::Value &out) {
    mlir::Value nonNeg = cmp(mlir::arith::CmpIPredicate::sge, num, c(0));
    mlir::Value safe = select(nonNeg, num, c(0));
    mlir::Value q = mlir::arith::DivSIOp::create(b, loc, safe, c(stride));
    mlir::Value r = mlir::arith::RemSIOp::create(b, loc, safe, c(stride));
    mlir::Value valid =
        andI(nonNeg, andI(cmp(mlir::arith::CmpIPredicate::eq, r, c(0)),
                          cmp(mlir::arith::CmpIPredicate::slt, q, c(size))));
    out = select(valid, q, c(0));
    return valid;
  }
};

inline llvm::SmallVector<mlir::utils::IteratorType>
iterators(unsigned parallel, unsigned reduction) {
  llvm::SmallVector<mlir::utils::IteratorType> its(
      parallel, mlir::utils::IteratorType::parallel);
  its.append(reduction, mlir::utils::IteratorType::reduction);
  return its;
}

inline mlir::AffineMap dimsMap(mlir::MLIRContext *ctx, unsigned nd,
                               llvm::ArrayRef<unsigned> dims) {
  llvm::SmallVector<mlir::AffineExpr> exprs;
  for (unsigned d : dims)
    exprs.push_back(mlir::getAffineDimExpr(d, ctx));
  return mlir::AffineMap::get(nd, 0, exprs, ctx);
}

/// The type the statistics of layernorm and batch_norm and the sum of
/// mse_loss accumulate in: f64 whatever the element type
/// (NormalizationPatterns.cpp).
mlir::Type statsType(mlir::MLIRContext *ctx);

/// Row maximum and sum of exp(x - max) over the last dimension, the two
/// statistics of softmax (NormalizationPatterns.cpp); shared by the softmax,
/// log-softmax and cross-entropy lowerings.
std::pair<mlir::Value, mlir::Value> softmaxStats(LinalgBuilder &lb,
                                                 mlir::Value x);
/// The rows of `type` over its last dimension (the classes of logits, the
/// channels of a normalized tensor): what a loss averages over.
inline double rowsOf(mlir::RankedTensorType type) {
  return static_cast<double>(type.getNumElements() / type.getShape().back());
}

} // namespace remat::detail

namespace remat {
void populateElementwisePatterns(mlir::RewritePatternSet &patterns);
struct RematToLinalgOptions;
void populateContractionPatterns(mlir::RewritePatternSet &patterns,
                                 const RematToLinalgOptions &options);
/// conv2d and its gradients with groups > 1 (added by the above).
void populateGroupedConvPatterns(mlir::RewritePatternSet &patterns);
void populateNormalizationPatterns(mlir::RewritePatternSet &patterns);
void populateDataMovementPatterns(mlir::RewritePatternSet &patterns);
void populateIndexPatterns(mlir::RewritePatternSet &patterns);
} // namespace remat

#endif // REMAT_LIB_CONVERSION_REMATTOLINALG_LINALGBUILDER_H
