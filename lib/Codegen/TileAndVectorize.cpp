//===- TileAndVectorize.cpp - register-blocked, vectorized matmuls --------===//
#include "TileInForLoops.h"
#include "remat/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATTILEANDVECTORIZEPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-tile-and-vectorize"

using namespace mlir;

namespace {
// It drives upstream's tiling and vectorization and applies upstream's
// patterns; what it picks (ops and tile sizes) is a walk.
struct RematTileAndVectorizePass
    : remat::impl::RematTileAndVectorizePassBase<RematTileAndVectorizePass> {
  using Base::Base;

  void runOnOperation() override {
    if (tileM <= 0 || tileN <= 0 || tileK <= 0) {
      getOperation().emitError("remat-tile-and-vectorize: tile sizes must be "
                               "positive");
      return signalPassFailure();
    }
    SmallVector<linalg::LinalgOp> matmuls;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (isa<linalg::MatmulOp, linalg::BatchMatmulOp,
              linalg::Conv2DNhwcHwcfOp>(op) &&
          op.hasPureTensorSemantics() &&
          !(keepCBLASContractions && remat::isCBLASContraction(op)))
        matmuls.push_back(op);
    });

    IRRewriter rewriter(&getContext());
    SmallVector<Operation *> convTiles;
    for (linalg::LinalgOp op : matmuls) {
      SmallVector<int64_t> sizes = {tileM, tileN, tileK};
      if (isa<linalg::BatchMatmulOp>(op))
        sizes.insert(sizes.begin(), 1);
      // Convolutions (n, oh, ow, f, kh, kw, c): one output row and one
      // filter row per tile, so that each tile is a 1-D convolution
      // (vectorizable) over tileM output columns, tileN filters and tileK
      // channels; the filter width stays whole.
      bool conv = isa<linalg::Conv2DNhwcHwcfOp>(op);
      if (conv)
        sizes = {1, 1, tileM, tileN, 1, 0, tileK};
      // Whole tiles only: vectors need static shapes.
      SmallVector<int64_t> ranges = op.getStaticLoopRanges();
      bool divisible = llvm::all_of(llvm::zip(ranges, sizes), [](auto p) {
        return std::get<1>(p) == 0 || std::get<0>(p) % std::get<1>(p) == 0;
      });
      LLVM_DEBUG({
        llvm::dbgs() << DEBUG_TYPE ": " << op->getName() << " at "
                     << op.getLoc() << ": tiles [";
        llvm::interleaveComma(sizes, llvm::dbgs());
        llvm::dbgs() << (divisible ? "]\n"
                                   : "] do not divide its loops, left whole\n");
      });
      if (!divisible)
        continue;
      FailureOr<remat::detail::ForLoopTiles> tiled =
          remat::detail::tileInForLoops(rewriter, op, sizes);
      if (failed(tiled)) {
        op.emitError("remat-tile-and-vectorize: tiling failed");
        return signalPassFailure();
      }
      if (conv) {
        convTiles.append(tiled->tiles.begin(), tiled->tiles.end());
        continue;
      }
      for (Operation *tile : tiled->tiles) {
        // Straight to vector.contract, which lowers to outer products.
        if (failed(remat::detail::vectorizeTile(rewriter, tile,
                                                /*namedContraction=*/true))) {
          tile->emitError("remat-tile-and-vectorize: vectorization failed");
          return signalPassFailure();
        }
      }
    }

    // Convolution tiles: 2-D with a single output row and filter row become
    // 1-D convolutions, which vectorize. Only the tiles: upstream's
    // decomposition also matches an untiled convolution whose output and
    // filter have one row, and builds an invalid slice where its input has
    // more (a strided convolution of a 2-pixel-high input).
    if (!convTiles.empty()) {
      RewritePatternSet decompose(&getContext());
      linalg::populateDecomposeConvolutionPatterns(decompose);
      GreedyRewriteConfig config;
      config.setStrictness(GreedyRewriteStrictness::ExistingOps);
      if (failed(
              applyOpPatternsGreedily(convTiles, std::move(decompose), config)))
        return signalPassFailure();
      SmallVector<linalg::Conv1DNwcWcfOp> convs1d;
      getOperation().walk(
          [&](linalg::Conv1DNwcWcfOp op) { convs1d.push_back(op); });
      for (linalg::Conv1DNwcWcfOp op : convs1d) {
        if (failed(remat::detail::vectorizeTile(rewriter, op))) {
          op.emitError("remat-tile-and-vectorize: vectorization failed");
          return signalPassFailure();
        }
      }
    }

    // Lower the contractions to FMAs on the tile's vectors.
    RewritePatternSet patterns(&getContext());
    vector::populateVectorContractLoweringPatterns(
        patterns, vector::VectorContractLowering::OuterProduct);
    vector::populateVectorTransferPermutationMapLoweringPatterns(patterns);
    vector::populateVectorMultiReductionLoweringPatterns(
        patterns, vector::VectorMultiReductionLowering::InnerParallel);
    vector::populateVectorOuterProductLoweringPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace
