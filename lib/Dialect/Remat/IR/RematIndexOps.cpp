//===- RematIndexOps.cpp - verifiers, cost and derivatives of index ops ---===//
//
// The ops of RematIndexOps.td: cross_entropy over integer labels and
// embedding, with their gradient ops. FLOPs are counted like
// RematOpsCost.cpp (each scalar arithmetic op and transcendental is one
// FLOP), mirrored in docs/reference/CostModel.md.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/IR/RematOps.h"
#include "remat/Dialect/Remat/IR/ShapeRules.h"

using namespace mlir;
using namespace remat;

static RankedTensorType typeOf(Value v) {
  return cast<RankedTensorType>(v.getType());
}

static ArrayRef<int64_t> shapeOf(Value v) { return typeOf(v).getShape(); }

static int64_t numel(Value v) { return typeOf(v).getNumElements(); }

static int64_t elementBytes(Value v) {
  return (typeOf(v).getElementTypeBitWidth() + 7) / 8;
}

/// Rows of logits whose last dimension holds the classes.
static int64_t rows(Value logits) {
  ArrayRef<int64_t> shape = shapeOf(logits);
  return shape.back() == 0 ? 0 : numel(logits) / shape.back();
}

static LogicalResult sameFloatType(Operation *op, Value a, Value b) {
  if (typeOf(a).getElementType() != typeOf(b).getElementType())
    return op->emitOpError("expects one float element type, got ")
           << typeOf(a).getElementType() << " and "
           << typeOf(b).getElementType();
  return success();
}

/// Logits of rank >= 1 with at least one class and one row, and labels
/// shaped like the logits without their last dimension.
static LogicalResult verifyLogitsAndLabels(Operation *op, Value logits,
                                           Value labels) {
  ArrayRef<int64_t> shape = shapeOf(logits);
  if (shape.empty())
    return op->emitOpError("expects logits of rank >= 1 (classes last)");
  if (llvm::is_contained(shape, 0))
    return op->emitOpError("expects at least one class and one row, got "
                           "logits of shape ")
           << formatShape(shape);
  if (shapeOf(labels) != shape.drop_back())
    return op->emitOpError("expects labels of shape ")
           << formatShape(shape.drop_back()) << " (the logits' without the "
           << "classes), got " << formatShape(shapeOf(labels));
  return success();
}

/// A 2-D table with at least one row; `rows` (the gathered rows) shaped like
/// the indices followed by the table's row width.
static LogicalResult verifyTableAndRows(Operation *op, Value table,
                                        Value indices, Value gathered,
                                        StringRef gatheredName) {
  ArrayRef<int64_t> t = shapeOf(table);
  if (t.size() != 2)
    return op->emitOpError("expects a 2-D table, got shape ") << formatShape(t);
  if (t[0] == 0)
    return op->emitOpError("expects a table with at least one row");
  SmallVector<int64_t> expected(shapeOf(indices));
  expected.push_back(t[1]);
  if (shapeOf(gathered) != ArrayRef<int64_t>(expected))
    return op->emitOpError("expects ")
           << gatheredName << " of shape " << formatShape(expected)
           << " (the indices' followed by the table's row width), got "
           << formatShape(shapeOf(gathered));
  return sameFloatType(op, table, gathered);
}

//===----------------------------------------------------------------------===//
// cross_entropy
//===----------------------------------------------------------------------===//

/// Per element: max, subtract, exp, sum.
constexpr int64_t kCrossEntropyPerElement = 4;
/// Per row: log, add the max, subtract the label's logit, sum.
constexpr int64_t kCrossEntropyPerRow = 4;
/// Per element: the row statistics (4), exp(x - max) / sum (3, with the
/// subtraction), minus the one-hot label, times dloss / rows.
constexpr int64_t kCrossEntropyGrad = 9;

LogicalResult CrossEntropyOp::verify() {
  if (failed(verifyLogitsAndLabels(*this, getLogits(), getLabels())))
    return failure();
  return sameFloatType(*this, getLogits(), getLoss());
}

LogicalResult CrossEntropyGradOp::verify() {
  if (failed(verifyLogitsAndLabels(*this, getLogits(), getLabels())))
    return failure();
  return sameFloatType(*this, getLogits(), getDloss());
}

int64_t CrossEntropyOp::getFlops() {
  return kCrossEntropyPerElement * numel(getLogits()) +
         kCrossEntropyPerRow * rows(getLogits()) + 1;
}

int64_t CrossEntropyGradOp::getFlops() {
  return kCrossEntropyGrad * numel(getDlogits());
}

/// Row maximum and row sum of exponentials.
int64_t CrossEntropyOp::getScratchBytes() {
  return 2 * rows(getLogits()) * elementBytes(getLogits());
}
int64_t CrossEntropyGradOp::getScratchBytes() {
  return 2 * rows(getLogits()) * elementBytes(getLogits());
}

/// The labels are data: no adjoint.
LogicalResult
CrossEntropyOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                              SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.append(
      {CrossEntropyGradOp::create(adj.builder(), adj.loc(), dC[0],
                                  adj.forward(getLogits()),
                                  adj.forward(getLabels())),
       Value()});
  return success();
}

//===----------------------------------------------------------------------===//
// embedding
//===----------------------------------------------------------------------===//

LogicalResult EmbeddingOp::verify() {
  return verifyTableAndRows(*this, getTable(), getIndices(), getResult(),
                            "a result");
}

LogicalResult EmbeddingGradOp::verify() {
  return verifyTableAndRows(*this, getDtable(), getIndices(), getDy(), "dy");
}

/// A gather moves data and computes nothing.
int64_t EmbeddingOp::getFlops() { return 0; }

/// One addition per element of dy.
int64_t EmbeddingGradOp::getFlops() { return numel(getDy()); }

LogicalResult
EmbeddingOp::buildAdjoints(AdjointBuilder &adj, ArrayRef<Value> dC,
                           SmallVectorImpl<Value> &operandAdjoints) {
  operandAdjoints.append(
      {EmbeddingGradOp::create(adj.builder(), adj.loc(), getTable().getType(),
                               dC[0], adj.forward(getIndices())),
       Value()});
  return success();
}
