//===- ShapeRules.cpp - result shapes of remat ops ------------------------===//
#include "remat/Dialect/Remat/IR/ShapeRules.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace remat;

std::string remat::formatShape(ArrayRef<int64_t> shape) {
  std::string str;
  llvm::raw_string_ostream os(str);
  os << "[";
  llvm::interleaveComma(shape, os);
  os << "]";
  return str;
}

FailureOr<int64_t> remat::normalizeAxis(int64_t axis, int64_t rank,
                                        EmitErrorFn emitError) {
  if (axis < -rank || axis >= rank) {
    emitError() << "axis " << axis << " is out of range for rank " << rank;
    return failure();
  }
  return axis < 0 ? axis + rank : axis;
}

FailureOr<Shape> remat::inferMatmulShape(ArrayRef<int64_t> lhs,
                                         ArrayRef<int64_t> rhs, bool transposeA,
                                         bool transposeB,
                                         EmitErrorFn emitError) {
  if (lhs.size() != rhs.size() || (lhs.size() != 2 && lhs.size() != 3)) {
    emitError() << "expects two 2-D or two 3-D operands, got ranks "
                << lhs.size() << " and " << rhs.size();
    return failure();
  }
  size_t r = lhs.size();
  Shape result;
  if (r == 3) {
    if (lhs[0] != rhs[0]) {
      emitError() << "batch dimensions differ: " << lhs[0] << " vs " << rhs[0];
      return failure();
    }
    result.push_back(lhs[0]);
  }
  int64_t m = transposeA ? lhs[r - 1] : lhs[r - 2];
  int64_t kA = transposeA ? lhs[r - 2] : lhs[r - 1];
  int64_t kB = transposeB ? rhs[r - 1] : rhs[r - 2];
  int64_t n = transposeB ? rhs[r - 2] : rhs[r - 1];
  if (kA != kB) {
    emitError() << "contracting dimensions differ: " << kA << " vs " << kB
                << " (lhs " << formatShape(lhs) << ", rhs " << formatShape(rhs)
                << ")";
    return failure();
  }
  result.push_back(m);
  result.push_back(n);
  return result;
}

FailureOr<Shape> remat::normalizeAxes(ArrayRef<int64_t> axes, int64_t rank,
                                      EmitErrorFn emitError) {
  Shape result;
  for (int64_t axis : axes) {
    FailureOr<int64_t> a = normalizeAxis(axis, rank, emitError);
    if (failed(a))
      return failure();
    result.push_back(*a);
  }
  llvm::sort(result);
  if (std::adjacent_find(result.begin(), result.end()) != result.end()) {
    emitError() << "axes must be unique";
    return failure();
  }
  return result;
}

Shape remat::dropAxes(ArrayRef<int64_t> shape, ArrayRef<int64_t> axes) {
  Shape result;
  for (auto [i, size] : llvm::enumerate(shape))
    if (!llvm::is_contained(axes, static_cast<int64_t>(i)))
      result.push_back(size);
  return result;
}

LogicalResult remat::verifySliceBounds(ArrayRef<int64_t> operand,
                                       ArrayRef<int64_t> result,
                                       ArrayRef<int64_t> offsets,
                                       ArrayRef<int64_t> strides,
                                       EmitErrorFn emitError) {
  size_t rank = operand.size();
  if (result.size() != rank || offsets.size() != rank ||
      strides.size() != rank) {
    emitError() << "expects operand, result, offsets and strides of rank "
                << rank << ", got " << result.size() << ", " << offsets.size()
                << " and " << strides.size();
    return failure();
  }
  for (size_t d = 0; d < rank; ++d) {
    if (strides[d] <= 0 || offsets[d] < 0) {
      emitError() << "dimension " << d
                  << ": offset must be >= 0 and stride > 0";
      return failure();
    }
    // The last index read is offset + (size - 1) * stride; an empty slice
    // still needs its offset inside [0, size]. Overflow counts as past the end.
    std::optional<int64_t> last = offsets[d];
    if (result[d] > 0)
      last = llvm::checkedMulAdd(result[d] - 1, strides[d], offsets[d]);
    bool pastEnd =
        !last || (result[d] > 0 ? *last >= operand[d] : *last > operand[d]);
    if (pastEnd) {
      emitError() << "dimension " << d << ": slice of size " << result[d]
                  << " at offset " << offsets[d] << " with stride "
                  << strides[d] << " runs past the size " << operand[d];
      return failure();
    }
  }
  return success();
}

LogicalResult remat::verifyWindowParams(ArrayRef<int64_t> window,
                                        ArrayRef<int64_t> strides,
                                        ArrayRef<int64_t> padding,
                                        EmitErrorFn emitError) {
  if (window.size() != 2 || strides.size() != 2 || padding.size() != 4) {
    emitError() << "expects 2 window sizes, 2 strides and 4 paddings "
                   "(top, bottom, left, right), got "
                << window.size() << ", " << strides.size() << " and "
                << padding.size();
    return failure();
  }
  if (llvm::any_of(window, [](int64_t v) { return v <= 0; }) ||
      llvm::any_of(strides, [](int64_t v) { return v <= 0; }) ||
      llvm::any_of(padding, [](int64_t v) { return v < 0; })) {
    emitError() << "window sizes and strides must be positive and paddings "
                   "non-negative";
    return failure();
  }
  return success();
}

/// Output extent of one spatial dimension of a sliding window.
static FailureOr<int64_t> windowOutput(int64_t in, int64_t padLo, int64_t padHi,
                                       int64_t k, int64_t stride,
                                       StringRef dimName,
                                       EmitErrorFn emitError) {
  std::optional<int64_t> sum = llvm::checkedAdd(in, padLo);
  if (sum)
    sum = llvm::checkedAdd(*sum, padHi);
  if (!sum) {
    emitError() << "padding of the " << dimName << " extent overflows";
    return failure();
  }
  int64_t padded = *sum;
  if (padded < k) {
    emitError() << "window of size " << k << " does not fit the padded "
                << dimName << " extent " << padded;
    return failure();
  }
  return (padded - k) / stride + 1;
}

FailureOr<Shape>
remat::inferConv2DShape(ArrayRef<int64_t> input, ArrayRef<int64_t> filter,
                        ArrayRef<int64_t> strides, ArrayRef<int64_t> padding,
                        int64_t groups, EmitErrorFn emitError) {
  if (input.size() != 4 || filter.size() != 4) {
    emitError() << "expects a 4-D NHWC input and a 4-D HWCF filter";
    return failure();
  }
  if (failed(verifyWindowParams(filter.take_front(2), strides, padding,
                                emitError)))
    return failure();
  if (groups < 1) {
    emitError() << "expects groups >= 1, got " << groups;
    return failure();
  }
  if (groups == 1 && input[3] != filter[2]) {
    emitError() << "input channels " << input[3]
                << " differ from filter input channels " << filter[2];
    return failure();
  }
  if (groups > 1) {
    std::optional<int64_t> channels = llvm::checkedMul(filter[2], groups);
    if (!channels || input[3] != *channels) {
      emitError() << "input channels " << input[3] << " differ from " << groups
                  << " groups of " << filter[2] << " filter input channels";
      return failure();
    }
    if (filter[3] % groups != 0) {
      emitError() << "filter output channels " << filter[3]
                  << " are not a multiple of groups " << groups;
      return failure();
    }
  }
  FailureOr<int64_t> ho = windowOutput(input[1], padding[0], padding[1],
                                       filter[0], strides[0], "H", emitError);
  if (failed(ho))
    return failure();
  FailureOr<int64_t> wo = windowOutput(input[2], padding[2], padding[3],
                                       filter[1], strides[1], "W", emitError);
  if (failed(wo))
    return failure();
  return Shape{input[0], *ho, *wo, filter[3]};
}

FailureOr<Shape> remat::inferPool2DShape(ArrayRef<int64_t> input,
                                         ArrayRef<int64_t> window,
                                         ArrayRef<int64_t> strides,
                                         ArrayRef<int64_t> padding,
                                         EmitErrorFn emitError) {
  if (input.size() != 4) {
    emitError() << "expects a 4-D NHWC input";
    return failure();
  }
  if (failed(verifyWindowParams(window, strides, padding, emitError)))
    return failure();
  if (padding[0] >= window[0] || padding[1] >= window[0] ||
      padding[2] >= window[1] || padding[3] >= window[1]) {
    emitError() << "padding must be smaller than the window, so that no "
                   "window is padding only";
    return failure();
  }
  FailureOr<int64_t> ho = windowOutput(input[1], padding[0], padding[1],
                                       window[0], strides[0], "H", emitError);
  if (failed(ho))
    return failure();
  FailureOr<int64_t> wo = windowOutput(input[2], padding[2], padding[3],
                                       window[1], strides[1], "W", emitError);
  if (failed(wo))
    return failure();
  return Shape{input[0], *ho, *wo, input[3]};
}

FailureOr<Shape> remat::inferUpsampleShape(ArrayRef<int64_t> input,
                                           ArrayRef<int64_t> scale,
                                           EmitErrorFn emitError) {
  if (input.size() != 4 || scale.size() != 2) {
    emitError() << "expects a 4-D NHWC input and 2 scale factors";
    return failure();
  }
  if (scale[0] <= 0 || scale[1] <= 0) {
    emitError() << "scale factors must be positive";
    return failure();
  }
  std::optional<int64_t> h = llvm::checkedMul(input[1], scale[0]);
  std::optional<int64_t> w = llvm::checkedMul(input[2], scale[1]);
  if (!h || !w) {
    emitError() << "upsampled size overflows";
    return failure();
  }
  return Shape{input[0], *h, *w, input[3]};
}
