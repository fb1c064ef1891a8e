//===- RematToLinalg.h - remat to linalg/tensor/arith/math ------*- C++ -*-===//
#ifndef REMAT_CONVERSION_REMATTOLINALG_REMATTOLINALG_H
#define REMAT_CONVERSION_REMATTOLINALG_REMATTOLINALG_H

namespace mlir {
class RewritePatternSet;
} // namespace mlir

namespace remat {

/// How some ops are lowered (the defaults: every loop sequential).
struct RematToLinalgOptions {
  /// A conv2d_grad_filter's filter positions, per image, as one scf.forall
  /// (each position writes its own slice of the result and sums the images
  /// in order); only where the position's window is read in place.
  bool parallelFilterPositions = false;
};

/// Patterns that rewrite every remat op except checkpoint/yield (inline those
/// first, e.g. with remat-inline-checkpoints).
void populateRematToLinalgPatterns(mlir::RewritePatternSet &patterns,
                                   const RematToLinalgOptions &options = {});

} // namespace remat

#endif // REMAT_CONVERSION_REMATTOLINALG_REMATTOLINALG_H
