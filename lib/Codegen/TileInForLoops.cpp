//===- TileInForLoops.cpp - static tiling and vectorization steps ---------===//
#include "TileInForLoops.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"

using namespace mlir;

FailureOr<remat::detail::ForLoopTiles>
remat::detail::tileInForLoops(RewriterBase &rewriter, linalg::LinalgOp op,
                              ArrayRef<int64_t> sizes) {
  scf::SCFTilingOptions options;
  options.setLoopType(scf::SCFTilingOptions::LoopType::ForOp);
  options.setTileSizes(getAsIndexOpFoldResult(op->getContext(), sizes));
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
      rewriter, cast<TilingInterface>(op.getOperation()), options);
  if (failed(tiled))
    return failure();
  rewriter.replaceOp(op, tiled->replacements);
  ForLoopTiles result;
  result.loops.assign(tiled->loops.begin(), tiled->loops.end());
  result.tiles.assign(tiled->tiledOps.begin(), tiled->tiledOps.end());
  return result;
}

LogicalResult remat::detail::vectorizeTile(RewriterBase &rewriter,
                                           Operation *tile,
                                           bool namedContraction) {
  rewriter.setInsertionPoint(tile);
  FailureOr<linalg::VectorizationResult> vectorized = linalg::vectorize(
      rewriter, tile, /*inputVectorSizes=*/{}, /*inputScalableVecDims=*/{},
      /*vectorizeNDExtract=*/false, /*flatten1DDepthwiseConv=*/false,
      /*assumeDynamicDimsMatchVecSizes=*/false,
      /*createNamedContraction=*/namedContraction);
  if (failed(vectorized))
    return failure();
  rewriter.replaceOp(tile, vectorized->replacements);
  return success();
}
