//===- LinalgBuilder.cpp - helpers that build linalg for remat ops --------===//
#include "LinalgBuilder.h"

#include "mlir/IR/AffineMap.h"

using namespace mlir;
using namespace remat::detail;

RankedTensorType remat::detail::tensorType(Value v) {
  return cast<RankedTensorType>(v.getType());
}

AffineMap remat::detail::identityMap(MLIRContext *ctx, unsigned rank) {
  return AffineMap::getMultiDimIdentityMap(rank, ctx);
}

SmallVector<utils::IteratorType>
remat::detail::parallelIterators(unsigned rank) {
  return SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel);
}

Type LinalgBuilder::computeType(Type elementType) {
  if (elementType.getIntOrFloatBitWidth() < 32)
    return Float32Type::get(elementType.getContext());
  return elementType;
}

Value LinalgBuilder::toCompute(OpBuilder &b, Location loc, Value v) {
  Type ct = computeType(v.getType());
  if (ct == v.getType())
    return v;
  return arith::ExtFOp::create(b, loc, ct, v);
}

Value LinalgBuilder::toStorage(OpBuilder &b, Location loc, Value v,
                               Type storage) {
  if (v.getType() == storage)
    return v;
  return arith::TruncFOp::create(b, loc, storage, v);
}

Value LinalgBuilder::scalar(OpBuilder &b, Location loc, Type type,
                            double value) {
  return arith::ConstantOp::create(b, loc, type, b.getFloatAttr(type, value));
}

Value LinalgBuilder::empty(RankedTensorType type) {
  return tensor::EmptyOp::create(b, loc, type.getShape(),
                                 type.getElementType());
}

Value LinalgBuilder::filled(RankedTensorType type, double value) {
  Value init = empty(type);
  Value v = scalar(b, loc, type.getElementType(), value);
  return linalg::FillOp::create(b, loc, ValueRange{v}, ValueRange{init})
      .getResult(0);
}

Value LinalgBuilder::generic(RankedTensorType resultType, ValueRange inputs,
                             ArrayRef<AffineMap> maps,
                             ArrayRef<utils::IteratorType> iterators,
                             Value init, ScalarFn fn) {
  Type storage = resultType.getElementType();
  auto op = linalg::GenericOp::create(
      b, loc, TypeRange{resultType}, inputs, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        SmallVector<Value> computeArgs;
        for (Value arg : args)
          computeArgs.push_back(
              isa<FloatType>(arg.getType()) ? toCompute(nb, nloc, arg) : arg);
        Value result = fn(nb, nloc, computeArgs);
        linalg::YieldOp::create(nb, nloc, toStorage(nb, nloc, result, storage));
      });
  return op.getResult(0);
}

Value LinalgBuilder::elementwise(RankedTensorType resultType, ValueRange inputs,
                                 ScalarFn fn) {
  unsigned rank = resultType.getRank();
  SmallVector<AffineMap> maps(inputs.size() + 1,
                              identityMap(b.getContext(), rank));
  return generic(resultType, inputs, maps, parallelIterators(rank),
                 empty(resultType),
                 [&](OpBuilder &nb, Location nloc, ValueRange args) {
                   // Drop the (unused) output argument.
                   return fn(nb, nloc, args.drop_back());
                 });
}

AffineMap remat::detail::rowMap(MLIRContext *ctx, unsigned rank) {
  SmallVector<AffineExpr> exprs;
  for (unsigned d = 0; d + 1 < rank; ++d)
    exprs.push_back(getAffineDimExpr(d, ctx));
  return AffineMap::get(rank, 0, exprs, ctx);
}

AffineMap remat::detail::lastDimMap(MLIRContext *ctx, unsigned rank) {
  return AffineMap::get(rank, 0, getAffineDimExpr(rank - 1, ctx), ctx);
}

AffineMap remat::detail::scalarMap(MLIRContext *ctx, unsigned rank) {
  return AffineMap::get(rank, 0, {}, ctx);
}

/// Inputs of a row-structured iteration space of rank `rank` and their
/// maps: full tensors (identity), rows (last dimension dropped), vectors
/// (last dimension only).
static void rowOperands(MLIRContext *ctx, unsigned rank, ValueRange full,
                        ValueRange rows, ValueRange vectors,
                        SmallVectorImpl<Value> &inputs,
                        SmallVectorImpl<AffineMap> &maps) {
  for (Value v : full) {
    inputs.push_back(v);
    maps.push_back(identityMap(ctx, rank));
  }
  for (Value v : rows) {
    inputs.push_back(v);
    maps.push_back(rowMap(ctx, rank));
  }
  for (Value v : vectors) {
    inputs.push_back(v);
    maps.push_back(lastDimMap(ctx, rank));
  }
}

Value LinalgBuilder::reduceLastDim(ValueRange fullInputs, double init,
                                   ScalarFn fn, ValueRange rowInputs,
                                   ValueRange vectorInputs,
                                   Type accumulatorType) {
  RankedTensorType xType = tensorType(fullInputs.front());
  unsigned rank = xType.getRank();
  auto rowType = RankedTensorType::get(
      xType.getShape().drop_back(),
      accumulatorType ? accumulatorType : xType.getElementType());
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  rowOperands(b.getContext(), rank, fullInputs, rowInputs, vectorInputs, inputs,
              maps);
  maps.push_back(rowMap(b.getContext(), rank));
  SmallVector<utils::IteratorType> iterators = parallelIterators(rank);
  iterators.back() = utils::IteratorType::reduction;
  return generic(rowType, inputs, maps, iterators, filled(rowType, init), fn);
}

Value LinalgBuilder::rowwise(RankedTensorType resultType, ValueRange fullInputs,
                             ValueRange rowInputs, ScalarFn fn,
                             ValueRange vectorInputs) {
  unsigned rank = resultType.getRank();
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  rowOperands(b.getContext(), rank, fullInputs, rowInputs, vectorInputs, inputs,
              maps);
  maps.push_back(identityMap(b.getContext(), rank));
  return generic(resultType, inputs, maps, parallelIterators(rank),
                 empty(resultType),
                 [&](OpBuilder &nb, Location nloc, ValueRange args) {
                   return fn(nb, nloc, args.drop_back());
                 });
}

Value LinalgBuilder::sumAll(RankedTensorType scalarType, ValueRange inputs,
                            ScalarFn fn, Type accumulatorType) {
  unsigned rank = tensorType(inputs.front()).getRank();
  MLIRContext *ctx = b.getContext();
  if (accumulatorType)
    scalarType = RankedTensorType::get({}, accumulatorType);
  SmallVector<AffineMap> maps(inputs.size(), identityMap(ctx, rank));
  maps.push_back(AffineMap::get(rank, 0, {}, ctx));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::reduction);
  return generic(
      scalarType, inputs, maps, iterators, filled(scalarType, 0.0),
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value term = fn(nb, nloc, args.drop_back());
        return arith::AddFOp::create(nb, nloc, args.back(), term).getResult();
      });
}

Value LinalgBuilder::linearIndex(OpBuilder &b, Location loc,
                                 ArrayRef<int64_t> shape) {
  Type i64 = b.getI64Type();
  Value linear = arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(0));
  for (auto [d, size] : llvm::enumerate(shape)) {
    Value idx = linalg::IndexOp::create(b, loc, d);
    Value idx64 = arith::IndexCastOp::create(b, loc, i64, idx);
    Value sizeV = arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(size));
    linear = arith::MulIOp::create(b, loc, linear, sizeV);
    linear = arith::AddIOp::create(b, loc, linear, idx64);
  }
  return linear;
}
