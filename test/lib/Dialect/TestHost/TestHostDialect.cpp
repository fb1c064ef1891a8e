//===- TestHostDialect.cpp - a host compiler's own training ops -----------===//
#include "TestHostDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace remat::test_host;

#include "TestHostOpsDialect.cpp.inc"

void TestHostDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "TestHostOps.cpp.inc"
      >();
}

/// `a` is M x K, `b` is K x N: the product is M x N.
static LogicalResult verifyProduct(Operation *op, RankedTensorType a,
                                   RankedTensorType b, RankedTensorType c) {
  if (a.getDimSize(1) != b.getDimSize(0) ||
      c.getDimSize(0) != a.getDimSize(0) || c.getDimSize(1) != b.getDimSize(1))
    return op->emitOpError("expects ")
           << a << " x " << b << " to give " << c << " as a matrix product";
  return success();
}

LogicalResult DenseReluOp::verify() {
  return verifyProduct(*this, getX().getType(), getW().getType(),
                       getY().getType());
}

LogicalResult DenseReluGradOp::verify() {
  if (getDy().getType() != getY().getType())
    return emitOpError("expects dy and y of one type");
  if (getDx().getType() != getX().getType() ||
      getDw().getType() != getW().getType())
    return emitOpError("expects dx and dw of the types of x and w");
  return verifyProduct(*this, getX().getType(), getW().getType(),
                       getY().getType());
}

#define GET_OP_CLASSES
#include "TestHostOps.cpp.inc"
