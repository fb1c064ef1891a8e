//===- RematOps.h - remat dialect operations --------------------*- C++ -*-===//
#ifndef REMAT_DIALECT_REMAT_IR_REMATOPS_H
#define REMAT_DIALECT_REMAT_IR_REMATOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Interfaces/CheckpointRegionOpInterface.h"
#include "remat/Interfaces/CostModelOpInterface.h"
#include "remat/Interfaces/DifferentiableOpInterface.h"
#include "remat/Interfaces/GradientOpInterface.h"
#include "remat/Interfaces/RecomputeGuardOpInterface.h"

#include <optional>
#include <utility>

namespace remat {
/// Fails when a tensor operand or result holds more than INT64_MAX bytes.
mlir::LogicalResult verifyTensorSizesFit(mlir::Operation *op);

namespace trait {
template <typename ConcreteType>
class TensorSizesFit
    : public mlir::OpTrait::TraitBase<ConcreteType, TensorSizesFit> {
public:
  static mlir::LogicalResult verifyTrait(mlir::Operation *op) {
    return verifyTensorSizesFit(op);
  }
};
} // namespace trait
} // namespace remat

#define GET_OP_CLASSES
#include "remat/Dialect/Remat/IR/RematOps.h.inc"

namespace mlir {
class RewriterBase;
} // namespace mlir

namespace remat {
/// Replaces `op` by its body: block arguments become the operands and the
/// results become the yielded values.
void inlineCheckpoint(mlir::RewriterBase &rewriter, CheckpointOp op);

/// conv2d_grad_input lowers to a stride-1 convolution of the flipped
/// filter over a zero-filled copy of dy with dy's rows and columns spread
/// `stride` apart from (kh - 1 - pad_top, kw - 1 - pad_left): those two
/// offsets, or none when the padding is too large for it (then it gathers).
std::optional<std::pair<int64_t, int64_t>>
getDenseGradInputOffsets(Conv2DGradInputOp op);

/// How max_pool2d and max_pool2d_grad read their windows: without padding,
/// and with at most kMaxSlicedPoolWindow positions, each window position is
/// one strided slice of the input, and the windows' maximum (or first
/// argmax) an elementwise op over those slices, vectorized along C; no
/// window operand is allocated. Otherwise a gather with bounds checks, with
/// a window-shaped operand (the ops' scratch counts it).
constexpr int64_t kMaxSlicedPoolWindow = 64;
bool poolReadsWindowSlices(llvm::ArrayRef<int64_t> window,
                           llvm::ArrayRef<int64_t> padding);
/// Whether max_pool2d_grad takes the sliced path: its windows read as slices
/// (poolReadsWindowSlices) and apart (strides at least the window), so that
/// dy scatters into dx as one strided slice per window position.
bool poolGradScattersSlices(MaxPool2DGradOp op);

/// One image's gemm-columns buffer of a conv2d or conv2d_grad_input (the
/// CBLAS lowering's, `gemm_columns`): (OH + KH - 1) x OW x (KW * C) elements
/// of the convolution it lowers to, in bytes; std::nullopt where that
/// lowering does not apply (groups != 1, a stride other than 1, a 1-wide
/// filter, an element type other than f32/f64, an input gradient that
/// gathers).
std::optional<int64_t> getGemmColumnsScratchBytes(mlir::Operation *op);

/// How conv2d_grad_filter reads each filter position's input window, image
/// by image (the op's `layout` attribute).
enum class GradFilterLayoutKind {
  /// Gathered from the image into one window-sized buffer (zeros in the
  /// padding): the least scratch, a gather loop per position.
  Direct,
  /// A zero-padded copy of the image. At unit stride dy is spread to the
  /// padded width `paddedWidth` (zeros in the extra columns), so that every
  /// position's window is a contiguous run of the padded image's pixel rows,
  /// read in place; the copy has `extraRow` more zero rows below (1 when
  /// the filter is wider than one pixel: the last position's run ends past
  /// the image). Strided, each position's window is a strided slice of the
  /// copy, copied. Faster, more scratch.
  Spread,
};
std::optional<GradFilterLayoutKind>
parseGradFilterLayoutKind(llvm::StringRef name);
llvm::StringRef stringifyGradFilterLayoutKind(GradFilterLayoutKind kind);

struct GradFilterLayout {
  GradFilterLayoutKind kind;
  bool unitStride;
  int64_t paddedWidth;
  int64_t extraRow;
};
/// The layout `op` lowers with: its `layout` attribute, or without one the
/// kind with less scratch (Spread on a tie). The memory model
/// (Conv2DGradFilterOp::getScratchBytes) and the lowering both ask this.
GradFilterLayout getGradFilterLayout(Conv2DGradFilterOp op);
/// One image's scratch bytes of `op` lowered with `kind` (0 for a grouped
/// filter gradient, which reads in place).
int64_t getGradFilterScratchBytes(Conv2DGradFilterOp op,
                                  GradFilterLayoutKind kind);
} // namespace remat

#endif // REMAT_DIALECT_REMAT_IR_REMATOPS_H
