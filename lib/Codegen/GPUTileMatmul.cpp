//===- GPUTileMatmul.cpp - matmuls as shared-memory tiled GPU kernels -----===//
#include "remat/Codegen/Passes.h"
#include "remat/Codegen/Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATGPUTILEMATMULPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-gpu-tile-matmul"

using namespace mlir;

namespace {

/// A matmul C[b] += A[b] * B[b] with A[b]: m x k, B[b]: k x n, each of A
/// and B possibly stored transposed (linalg.matmul's indexing_maps).
struct Matmul {
  Value a, b, c;
  bool batched, transposeA, transposeB;
  int64_t batch, m, n, k;
  Type element;
};

std::optional<Matmul> matchMatmul(linalg::LinalgOp op) {
  bool batched = isa<linalg::BatchMatmulOp>(op);
  if (!isa<linalg::MatmulOp>(op) && !batched)
    return std::nullopt;
  if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2)
    return std::nullopt;
  // Dimensions (batch,) i, j, k; A is (i, k) or (k, i), B (k, j) or (j, k).
  MLIRContext *ctx = op.getContext();
  unsigned first = batched ? 1 : 0;
  auto map = [&](unsigned x, unsigned y) {
    SmallVector<AffineExpr> exprs;
    if (batched)
      exprs.push_back(getAffineDimExpr(0, ctx));
    exprs.push_back(getAffineDimExpr(first + x, ctx));
    exprs.push_back(getAffineDimExpr(first + y, ctx));
    return AffineMap::get(first + 3, 0, exprs, ctx);
  };
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (maps.size() != 3 || maps[2] != map(0, 1))
    return std::nullopt;
  Matmul mm;
  mm.batched = batched;
  if (maps[0] == map(0, 2))
    mm.transposeA = false;
  else if (maps[0] == map(2, 0))
    mm.transposeA = true;
  else
    return std::nullopt;
  if (maps[1] == map(2, 1))
    mm.transposeB = false;
  else if (maps[1] == map(1, 2))
    mm.transposeB = true;
  else
    return std::nullopt;
  mm.a = op.getDpsInputOperand(0)->get();
  mm.b = op.getDpsInputOperand(1)->get();
  mm.c = op.getDpsInitOperand(0)->get();
  auto a = dyn_cast<MemRefType>(mm.a.getType());
  auto b = dyn_cast<MemRefType>(mm.b.getType());
  auto c = dyn_cast<MemRefType>(mm.c.getType());
  if (!a || !b || !c || !a.hasStaticShape() || !b.hasStaticShape() ||
      !c.hasStaticShape())
    return std::nullopt;
  mm.element = c.getElementType();
  if (!isa<FloatType>(mm.element) || a.getElementType() != mm.element ||
      b.getElementType() != mm.element)
    return std::nullopt;
  mm.batch = batched ? c.getDimSize(0) : 1;
  mm.m = c.getDimSize(first);
  mm.n = c.getDimSize(first + 1);
  mm.k = a.getDimSize(mm.transposeA ? first : first + 1);
  if (mm.m == 0 || mm.n == 0 || mm.batch == 0)
    return std::nullopt;
  return mm;
}

/// Builds the kernel that replaces `mm` at the builder's insertion point.
void buildTiledKernel(OpBuilder &b, Location loc, const Matmul &mm,
                      int64_t tile) {
  auto index = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  Value one = index(1), tileV = index(tile);
  auto workgroup =
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup);
  auto tileType = MemRefType::get({tile, tile}, mm.element,
                                  MemRefLayoutAttrInterface{}, workgroup);
  auto launch = gpu::LaunchOp::create(
      b, loc, index(llvm::divideCeil(mm.n, tile)),
      index(llvm::divideCeil(mm.m, tile)), index(mm.batch), tileV, tileV, one,
      /*dynamicSharedMemorySize=*/nullptr,
      /*asyncTokenType=*/nullptr, /*asyncDependencies=*/{},
      TypeRange{tileType, tileType});

  OpBuilder::InsertionGuard guard(b);
  Block &body = launch.getBody().front();
  b.setInsertionPointToEnd(&body);
  Value aTile = launch.getWorkgroupAttributions()[0];
  Value bTile = launch.getWorkgroupAttributions()[1];
  gpu::KernelDim3 block = launch.getBlockIds();
  gpu::KernelDim3 thread = launch.getThreadIds();
  auto add = [&](Value x, Value y) -> Value {
    return arith::AddIOp::create(b, loc, x, y);
  };
  Value rowBase = arith::MulIOp::create(b, loc, block.y, tileV);
  Value colBase = arith::MulIOp::create(b, loc, block.x, tileV);
  Value row = add(rowBase, thread.y), col = add(colBase, thread.x);
  auto less = [&](Value x, int64_t bound) -> Value {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, x,
                                 index(bound));
  };
  Value inRow = less(row, mm.m), inCol = less(col, mm.n);
  Value inside = arith::AndIOp::create(b, loc, inRow, inCol);
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(mm.element));
  auto at = [&](Value i, Value j) -> SmallVector<Value> {
    if (mm.batched)
      return {block.z, i, j};
    return {i, j};
  };
  // Loads `memref[at(i, j)]` where `valid`, else zero.
  auto guardedLoad = [&](Value valid, Value memref, Value i, Value j) {
    auto load = scf::IfOp::create(
        b, loc, valid,
        [&](OpBuilder &then, Location l) {
          Value v = memref::LoadOp::create(then, l, memref, at(i, j));
          scf::YieldOp::create(then, l, v);
        },
        [&](OpBuilder &otherwise, Location l) {
          scf::YieldOp::create(otherwise, l, zero);
        });
    return load.getResult(0);
  };

  Value initial = guardedLoad(inside, mm.c, row, col);
  auto steps = scf::ForOp::create(
      b, loc, index(0), index(mm.k), tileV, ValueRange{initial},
      [&](OpBuilder &nb, Location l, Value k0, ValueRange acc) {
        OpBuilder::InsertionGuard inner(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        // Stage one element of each operand tile per thread. A transposed
        // operand is read with thread x along its contiguous dimension (the
        // reduction), so that neighbouring threads read neighbouring
        // addresses, and stored transposed into its tile.
        Value ra = mm.transposeA ? thread.x : thread.y;
        Value ca = mm.transposeA ? thread.y : thread.x;
        Value aRow = add(rowBase, ra), aK = add(k0, ca);
        Value aValid =
            arith::AndIOp::create(b, l, less(aRow, mm.m), less(aK, mm.k));
        Value aValue = mm.transposeA ? guardedLoad(aValid, mm.a, aK, aRow)
                                     : guardedLoad(aValid, mm.a, aRow, aK);
        memref::StoreOp::create(b, l, aValue, aTile, ValueRange{ra, ca});
        Value rb = mm.transposeB ? thread.x : thread.y;
        Value cb = mm.transposeB ? thread.y : thread.x;
        Value bK = add(k0, rb), bCol = add(colBase, cb);
        Value bValid =
            arith::AndIOp::create(b, l, less(bK, mm.k), less(bCol, mm.n));
        Value bValue = mm.transposeB ? guardedLoad(bValid, mm.b, bCol, bK)
                                     : guardedLoad(bValid, mm.b, bK, bCol);
        memref::StoreOp::create(b, l, bValue, bTile, ValueRange{rb, cb});
        gpu::BarrierOp::create(b, l);
        // Only the depth that remains: the sums keep the loops' order and
        // add no padding terms.
        Value depth = arith::MinSIOp::create(
            b, l, tileV, arith::SubIOp::create(b, l, index(mm.k), k0));
        auto products = scf::ForOp::create(
            b, l, index(0), depth, one, acc,
            [&](OpBuilder &pb, Location pl, Value kk, ValueRange sum) {
              Value x = memref::LoadOp::create(pb, pl, aTile,
                                               ValueRange{thread.y, kk});
              Value y = memref::LoadOp::create(pb, pl, bTile,
                                               ValueRange{kk, thread.x});
              Value p = arith::MulFOp::create(pb, pl, x, y);
              Value s = arith::AddFOp::create(pb, pl, sum[0], p);
              scf::YieldOp::create(pb, pl, s);
            });
        gpu::BarrierOp::create(b, l);
        scf::YieldOp::create(b, l, products.getResults());
      });
  scf::IfOp::create(b, loc, inside, [&](OpBuilder &then, Location l) {
    memref::StoreOp::create(then, l, steps.getResult(0), mm.c, at(row, col));
    scf::YieldOp::create(then, l);
  });
  gpu::TerminatorOp::create(b, loc);
}

/// A (batch) matmul outside GPU kernels as a tiled kernel.
template <typename MatmulOpTy>
struct TileMatmul : OpRewritePattern<MatmulOpTy> {
  TileMatmul(MLIRContext *ctx, int64_t tileSize)
      : OpRewritePattern<MatmulOpTy>(ctx), tileSize(tileSize) {}

  LogicalResult matchAndRewrite(MatmulOpTy op,
                                PatternRewriter &rewriter) const override {
    if (tileSize <= 0 || tileSize > 32 ||
        op->template getParentOfType<gpu::LaunchOp>())
      return failure();
    std::optional<Matmul> mm = matchMatmul(op);
    if (!mm) {
      LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": " << op->getName() << " at "
                              << op.getLoc() << " is no matmul tiled here\n");
      return failure();
    }
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": " << mm->batch << " x " << mm->m
                            << " x " << mm->n << " x " << mm->k << " matmul"
                            << (mm->transposeA ? ", A transposed" : "")
                            << (mm->transposeB ? ", B transposed" : "") << ": "
                            << tileSize << " x " << tileSize << " tiles\n");
    buildTiledKernel(rewriter, op.getLoc(), *mm, tileSize);
    rewriter.eraseOp(op);
    return success();
  }

  int64_t tileSize;
};

// Each matmul is replaced once, and the kernels hold no linalg ops: a walk,
// not a fixpoint.
struct GPUTileMatmulPass
    : public remat::impl::RematGPUTileMatmulPassBase<GPUTileMatmulPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    RewritePatternSet set(ctx);
    remat::populateGPUTileMatmulPatterns(set, tileSize);
    patterns = std::move(set);
    return success();
  }

  void runOnOperation() override {
    if (tileSize <= 0 || tileSize > 32) {
      getOperation().emitError("remat-gpu-tile-matmul: tile-size must be in "
                               "1..32 (tile-size^2 threads per block)");
      return signalPassFailure();
    }
    walkAndApplyPatterns(getOperation(), patterns);
  }

  FrozenRewritePatternSet patterns;
};

} // namespace

void remat::populateGPUTileMatmulPatterns(RewritePatternSet &patterns,
                                          int64_t tileSize) {
  patterns.add<TileMatmul<linalg::MatmulOp>, TileMatmul<linalg::BatchMatmulOp>>(
      patterns.getContext(), tileSize);
}
