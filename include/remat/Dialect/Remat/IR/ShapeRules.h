//===- ShapeRules.h - result shapes of remat ops ----------------*- C++ -*-===//
//
// One place for the shape arithmetic of the remat ops, shared by the
// verifiers, the automatic differentiation and the lowerings. Each function
// reports a problem through `emitError` and returns failure.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_DIALECT_REMAT_IR_SHAPERULES_H
#define REMAT_DIALECT_REMAT_IR_SHAPERULES_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

namespace remat {

using EmitErrorFn = llvm::function_ref<mlir::InFlightDiagnostic()>;
using Shape = llvm::SmallVector<int64_t>;

/// Maps `axis` in [-rank, rank) to [0, rank).
mlir::FailureOr<int64_t> normalizeAxis(int64_t axis, int64_t rank,
                                       EmitErrorFn emitError);

/// `op(lhs) x op(rhs)` for 2-D or batched 3-D operands.
mlir::FailureOr<Shape> inferMatmulShape(llvm::ArrayRef<int64_t> lhs,
                                        llvm::ArrayRef<int64_t> rhs,
                                        bool transposeA, bool transposeB,
                                        EmitErrorFn emitError);

/// Sorted, unique axes in [0, rank) from possibly negative ones.
mlir::FailureOr<Shape> normalizeAxes(llvm::ArrayRef<int64_t> axes, int64_t rank,
                                     EmitErrorFn emitError);

/// `shape` with the (normalised) `axes` removed.
Shape dropAxes(llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<int64_t> axes);

/// Checks a strided window of `result` sizes into `operand`.
mlir::LogicalResult verifySliceBounds(llvm::ArrayRef<int64_t> operand,
                                      llvm::ArrayRef<int64_t> result,
                                      llvm::ArrayRef<int64_t> offsets,
                                      llvm::ArrayRef<int64_t> strides,
                                      EmitErrorFn emitError);

/// Spatial window parameters of conv2d and pooling, checked for sizes and
/// signs: two window sizes, two strides, four paddings (top, bottom, left,
/// right).
mlir::LogicalResult verifyWindowParams(llvm::ArrayRef<int64_t> window,
                                       llvm::ArrayRef<int64_t> strides,
                                       llvm::ArrayRef<int64_t> padding,
                                       EmitErrorFn emitError);

/// NHWC x HWCF -> NHWC output shape; with `groups` > 1 the filter holds
/// `C / groups` input channels and its output channels are a multiple of
/// `groups`.
mlir::FailureOr<Shape> inferConv2DShape(llvm::ArrayRef<int64_t> input,
                                        llvm::ArrayRef<int64_t> filter,
                                        llvm::ArrayRef<int64_t> strides,
                                        llvm::ArrayRef<int64_t> padding,
                                        int64_t groups, EmitErrorFn emitError);

/// NHWC pooling output shape.
mlir::FailureOr<Shape> inferPool2DShape(llvm::ArrayRef<int64_t> input,
                                        llvm::ArrayRef<int64_t> window,
                                        llvm::ArrayRef<int64_t> strides,
                                        llvm::ArrayRef<int64_t> padding,
                                        EmitErrorFn emitError);

/// NHWC nearest upsampling output shape.
mlir::FailureOr<Shape> inferUpsampleShape(llvm::ArrayRef<int64_t> input,
                                          llvm::ArrayRef<int64_t> scale,
                                          EmitErrorFn emitError);

/// Formats a shape as `[a, b, c]` for diagnostics.
std::string formatShape(llvm::ArrayRef<int64_t> shape);

} // namespace remat

#endif // REMAT_DIALECT_REMAT_IR_SHAPERULES_H
