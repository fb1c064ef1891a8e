//===- TileInForLoops.h - static tiling and vectorization steps -*- C++ -*-===//
//
// The two steps remat-tile-and-vectorize and remat-vectorize-generics share:
// tile a Linalg op on tensors with scf.for loops of static sizes, and
// vectorize one tile in place. Results only: the passes emit the diagnostics
// (each names itself).
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_CODEGEN_TILEINFORLOOPS_H
#define REMAT_LIB_CODEGEN_TILEINFORLOOPS_H

#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Support/LLVM.h"

namespace mlir::linalg {
class LinalgOp;
} // namespace mlir::linalg

namespace remat::detail {

/// The loops and tiles that replaced a tiled op.
struct ForLoopTiles {
  llvm::SmallVector<mlir::LoopLikeOpInterface> loops;
  llvm::SmallVector<mlir::Operation *> tiles;
};

/// Tiles `op` with scf.for loops of the static `sizes` (0: that loop is not
/// tiled) and replaces it with the loops' results; failure when tiling
/// fails, `op` then left as it was.
mlir::FailureOr<ForLoopTiles> tileInForLoops(mlir::RewriterBase &rewriter,
                                             mlir::linalg::LinalgOp op,
                                             llvm::ArrayRef<int64_t> sizes);

/// Vectorizes `tile` (static shapes, no vector sizes given) and replaces it;
/// `namedContraction` makes a contraction a vector.contract. Failure leaves
/// `tile` as it was.
mlir::LogicalResult vectorizeTile(mlir::RewriterBase &rewriter,
                                  mlir::Operation *tile,
                                  bool namedContraction = false);

} // namespace remat::detail

#endif // REMAT_LIB_CODEGEN_TILEINFORLOOPS_H
