//===- RematToLinalg.h - remat to linalg/tensor/arith/math ------*- C++ -*-===//
#ifndef REMAT_CONVERSION_REMATTOLINALG_REMATTOLINALG_H
#define REMAT_CONVERSION_REMATTOLINALG_REMATTOLINALG_H

namespace mlir {
class RewritePatternSet;
} // namespace mlir

namespace remat {

/// Patterns that rewrite every remat op except checkpoint/yield (inline those
/// first, e.g. with remat-inline-checkpoints).
void populateRematToLinalgPatterns(mlir::RewritePatternSet &patterns);

} // namespace remat

#endif // REMAT_CONVERSION_REMATTOLINALG_REMATTOLINALG_H
