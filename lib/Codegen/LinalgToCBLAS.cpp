//===- LinalgToCBLAS.cpp - matmuls on buffers to CBLAS gemm calls ---------===//
//
// Upstream's convert-linalg-to-std turns an op with a `library_call`
// attribute into a call that takes memref descriptors, which needs a shim
// library to unpack them. CBLAS takes pointers and leading dimensions, so
// this pass unpacks the descriptors itself and calls cblas_?gemm directly:
// any CBLAS (OpenBLAS here) links without Remat code in between.
//
// The matmuls and batch matmuls are lowered here; the convolutions in
// ConvColumnBlocks.cpp and ConvGemms.cpp, with what they share in
// CBLASCalls.cpp.
//
//===----------------------------------------------------------------------===//
#include "CBLASCalls.h"
#include "remat/Codegen/Passes.h"
#include "remat/Codegen/Patterns.h"
#include "remat/Support/AttrNames.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATLINALGTOCBLASPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-linalg-to-cblas"

using namespace mlir;
using namespace remat::detail;

namespace {

/// How an operand map reads its matrix: (row, col), (col, row) or otherwise.
enum class Layout { Plain, Transposed, Other };

/// A (batch) matmul as CBLAS sees it: whether A and B are transposed.
struct GemmForm {
  bool transA, transB;
};

Layout classify(AffineMap map, unsigned batchDims, unsigned rowDim,
                unsigned colDim) {
  if (map.getNumResults() != batchDims + 2 || !map.isProjectedPermutation())
    return Layout::Other;
  for (unsigned i = 0; i < batchDims; ++i)
    if (map.getDimPosition(i) != i)
      return Layout::Other;
  unsigned r = map.getDimPosition(batchDims),
           c = map.getDimPosition(batchDims + 1);
  if (r == rowDim && c == colDim)
    return Layout::Plain;
  if (r == colDim && c == rowDim)
    return Layout::Transposed;
  return Layout::Other;
}

/// std::nullopt when `op` is no f32/f64 (batch) matmul, an operand map is
/// neither plain nor transposed, or the result map is not ([b,] m, n).
std::optional<GemmForm> getGemmForm(linalg::LinalgOp op) {
  if (!isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op.getOperation()) ||
      op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return std::nullopt;
  Type element = getElementTypeOrSelf(op->getOperand(0).getType());
  if (!element.isF32() && !element.isF64())
    return std::nullopt;
  for (Value v : op->getOperands())
    if (getElementTypeOrSelf(v.getType()) != element)
      return std::nullopt;
  unsigned b = isa<linalg::BatchMatmulOp>(op.getOperation()) ? 1 : 0;
  unsigned m = b, n = b + 1, k = b + 2;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (maps.size() != 3 || classify(maps[2], b, m, n) != Layout::Plain)
    return std::nullopt;
  Layout a = classify(maps[0], b, m, k), bl = classify(maps[1], b, k, n);
  if (a == Layout::Other || bl == Layout::Other)
    return std::nullopt;
  return GemmForm{a == Layout::Transposed, bl == Layout::Transposed};
}

/// A matrix operand as CBLAS takes it: row-major, a statically unit
/// innermost stride, and a static leading dimension of at least the row
/// length (CBLAS rejects a smaller one, and OpenBLAS then returns without
/// writing C), all sizes static and within CBLAS's int. A matrix of one row
/// passes whatever its row stride (describe() then gives CBLAS the row
/// length). Anything else stays for the generated loops.
bool isRowMajorMatrix(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!type.hasStaticShape() ||
      failed(type.getStridesAndOffset(strides, offset)))
    return false;
  int64_t rank = type.getRank();
  if (strides[rank - 1] != 1 || !llvm::all_of(type.getShape(), fitsCblasInt))
    return false;
  int64_t ld = strides[rank - 2], rows = type.getDimSize(rank - 2),
          cols = type.getDimSize(rank - 1);
  if (rows == 1)
    return true;
  return !ShapedType::isDynamic(ld) && fitsCblasInt(ld) &&
         ld >= std::max<int64_t>(1, cols);
}

/// One matrix of a (batched) operand: its base pointer, leading dimension
/// and, for a batch, the stride between matrices, all from the descriptor.
struct MatrixView {
  Value alignedBytes; // the aligned pointer plus the offset, in bytes (index)
  Value ld;           // i32
  Value batchStride;  // index, elements; null without a batch
};

MatrixView describe(OpBuilder &b, Location loc, Value memref,
                    int64_t elementBytes) {
  auto meta = memref::ExtractStridedMetadataOp::create(b, loc, memref);
  unsigned rank = cast<MemRefType>(memref.getType()).getRank();
  Value aligned =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
  Value bytes = arith::ConstantIndexOp::create(b, loc, elementBytes);
  Value offsetBytes =
      arith::MulIOp::create(b, loc, meta.getOffset(), bytes).getResult();
  MatrixView view;
  view.alignedBytes = arith::AddIOp::create(b, loc, aligned, offsetBytes);
  auto type = cast<MemRefType>(memref.getType());
  if (type.getDimSize(rank - 2) == 1)
    view.ld = arith::ConstantIntOp::create(
        b, loc, std::max<int64_t>(1, type.getDimSize(rank - 1)), 32);
  else
    view.ld = arith::IndexCastOp::create(b, loc, b.getI32Type(),
                                         meta.getStrides()[rank - 2]);
  if (rank == 3)
    view.batchStride = meta.getStrides()[0];
  return view;
}

/// The pointer to matrix `batch` (or the only one) of `view`.
Value pointerTo(OpBuilder &b, Location loc, const MatrixView &view, Value batch,
                int64_t elementBytes) {
  Value address = view.alignedBytes;
  if (batch) {
    Value elements = arith::MulIOp::create(b, loc, batch, view.batchStride);
    Value bytes = arith::MulIOp::create(
        b, loc, elements, arith::ConstantIndexOp::create(b, loc, elementBytes));
    address = arith::AddIOp::create(b, loc, address, bytes);
  }
  Value asInt = arith::IndexCastOp::create(b, loc, b.getI64Type(), address);
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext()), asInt);
}

Value dimAsI32(OpBuilder &b, Location loc, Value memref, int64_t dim) {
  Value d = memref::DimOp::create(b, loc, memref, dim);
  return arith::IndexCastOp::create(b, loc, b.getI32Type(), d);
}

/// Replaces `op` by CBLAS calls; false (and `op` untouched) when the call
/// does not cover it.
bool lowerToGemm(RewriterBase &b, ModuleOp module, linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics())
    return false;
  std::optional<GemmForm> form = getGemmForm(op);
  if (!form)
    return false;
  Value a = op->getOperand(0), bm = op->getOperand(1), c = op->getOperand(2);
  for (Value v : {a, bm, c}) {
    auto type = dyn_cast<MemRefType>(v.getType());
    if (!type || !isRowMajorMatrix(type))
      return false;
  }
  auto element = cast<FloatType>(getElementTypeOrSelf(c.getType()));
  int64_t elementBytes = element.getWidth() / 8;
  bool batched = isa<linalg::BatchMatmulOp>(op.getOperation());
  unsigned r = batched ? 1 : 0;

  // C = 0 then C += A * B is C = A * B: beta = 0, which does not read C.
  linalg::FillOp zeroFill = getZeroFillBefore(op, c);
  Location loc = op.getLoc();
  b.setInsertionPoint(op);
  func::FuncOp gemm = getOrDeclareGemm(b, module, element);
  llvm::SmallDenseMap<int32_t, Value> constants;
  auto i32 = [&](int32_t v) {
    Value &c = constants[v];
    if (!c)
      c = arith::ConstantIntOp::create(b, loc, v, 32);
    return c;
  };
  Value order = i32(kCblasRowMajor);
  Value transA = i32(form->transA ? kCblasTrans : kCblasNoTrans);
  Value transB = i32(form->transB ? kCblasTrans : kCblasNoTrans);
  Value m = dimAsI32(b, loc, c, r), n = dimAsI32(b, loc, c, r + 1);
  Value k = dimAsI32(b, loc, a, form->transA ? r : r + 1);
  Value one = arith::ConstantOp::create(b, loc, b.getFloatAttr(element, 1.0));
  Value beta = one;
  if (zeroFill)
    beta = arith::ConstantOp::create(b, loc, b.getFloatAttr(element, 0.0));
  MatrixView va = describe(b, loc, a, elementBytes);
  MatrixView vb = describe(b, loc, bm, elementBytes);
  MatrixView vc = describe(b, loc, c, elementBytes);

  // Multiply-adds of one call, for the thread heuristics of
  // remat-serialize-inner-parallel-loops (a filter gradient's positions run
  // in a parallel loop of these calls).
  std::optional<int64_t> callOps = staticMultiplyAdds(
      cast<MemRefType>(c.getType()), r, r + 1, cast<MemRefType>(a.getType()),
      form->transA ? r : r + 1);
  auto call = [&](OpBuilder &cb, Location l, Value batch) {
    // C = A * B + beta * C: alpha = 1, beta = 1 as the linalg op
    // accumulates, or 0 in place of a zero fill.
    auto gemmCall = func::CallOp::create(
        cb, l, gemm,
        ValueRange{order, transA, transB, m, n, k, one,
                   pointerTo(cb, l, va, batch, elementBytes), va.ld,
                   pointerTo(cb, l, vb, batch, elementBytes), vb.ld, beta,
                   pointerTo(cb, l, vc, batch, elementBytes), vc.ld});
    if (callOps)
      b.modifyOpInPlace(gemmCall, [&] {
        gemmCall->setAttr(remat::kDynamicOpsAttrName,
                          cb.getI64IntegerAttr(*callOps));
      });
  };
  if (!batched) {
    call(b, loc, Value());
  } else {
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value count = memref::DimOp::create(b, loc, c, 0);
    Value step = arith::ConstantIndexOp::create(b, loc, 1);
    scf::ForOp::create(b, loc, zero, count, step, ValueRange{},
                       [&](OpBuilder &lb, Location l, Value i, ValueRange) {
                         call(lb, l, i);
                         scf::YieldOp::create(lb, l);
                       });
  }
  b.eraseOp(op);
  if (zeroFill)
    b.eraseOp(zeroFill);
  return true;
}

/// A (batch) matmul as gemm calls.
template <typename MatmulOpTy>
struct MatmulToGemm : OpRewritePattern<MatmulOpTy> {
  using OpRewritePattern<MatmulOpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(MatmulOpTy op,
                                PatternRewriter &rewriter) const override {
    auto module = op->template getParentOfType<ModuleOp>();
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": " << op->getName() << " at "
                            << op.getLoc() << ": ");
    if (module && lowerToGemm(rewriter, module, op)) {
      LLVM_DEBUG(llvm::dbgs() << "gemm calls\n");
      return success();
    }
    LLVM_DEBUG(llvm::dbgs() << "left for the generated loops\n");
    return failure();
  }
};

/// A convolution as gemm calls: over column blocks in its padded copy's
/// buffer (`columnBlocks`), over a columns buffer (`remat.gemm_columns`), or
/// one gemm per output row and filter position, the first that applies.
struct ConvolutionToGemms : OpRewritePattern<linalg::Conv2DNhwcHwcfOp> {
  ConvolutionToGemms(MLIRContext *ctx, bool columnBlocks, bool parallelRows)
      : OpRewritePattern(ctx), columnBlocks(columnBlocks),
        parallelRows(parallelRows) {}

  LogicalResult matchAndRewrite(linalg::Conv2DNhwcHwcfOp conv,
                                PatternRewriter &rewriter) const override {
    auto module = conv->getParentOfType<ModuleOp>();
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": " << conv->getName() << " at "
                            << conv.getLoc() << ": ");
    if (!module) {
      LLVM_DEBUG(llvm::dbgs() << "left for the generated loops\n");
      return failure();
    }
    if (columnBlocks && lowerPaddedConvolutionToColumnBlocks(
                            rewriter, module, conv, parallelRows)) {
      LLVM_DEBUG(llvm::dbgs() << "gemms over column blocks built in its "
                                 "padded copy's buffer\n");
    } else if (lowerConvolutionToColumnGemms(rewriter, module, conv,
                                             parallelRows)) {
      LLVM_DEBUG(llvm::dbgs() << "gemms over a columns buffer\n");
    } else if (lowerConvolutionToGemm(rewriter, module, conv, parallelRows)) {
      LLVM_DEBUG(llvm::dbgs()
                 << "one gemm per output row and filter position\n");
    } else {
      LLVM_DEBUG(llvm::dbgs() << "left for the generated loops\n");
      return failure();
    }
    return success();
  }

  bool columnBlocks, parallelRows;
};

// Not a walk: a padded convolution's lowering moves its buffer's dealloc
// behind the image loop around it and that loop into a new scf.parallel,
// which a walk still inside the loop cannot step over. The greedy driver
// tracks such moves; it is given the matmuls and convolutions on buffers,
// strictly those, in the order of the IR, and neither folds nor erases what
// it is not given.
struct RematLinalgToCBLASPass
    : remat::impl::RematLinalgToCBLASPassBase<RematLinalgToCBLASPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    RewritePatternSet set(ctx);
    remat::populateLinalgToCBLASPatterns(set, columnBlocks, parallelRows);
    patterns = std::move(set);
    return success();
  }

  void runOnOperation() override {
    SmallVector<Operation *> candidates;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (isa<linalg::MatmulOp, linalg::BatchMatmulOp,
              linalg::Conv2DNhwcHwcfOp>(op.getOperation()) &&
          op.hasPureBufferSemantics())
        candidates.push_back(op);
    });
    // The driver takes its ops from the back of the list.
    std::reverse(candidates.begin(), candidates.end());
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingOps)
        .enableFolding(false)
        .enableConstantCSE(false);
    (void)applyOpPatternsGreedily(candidates, patterns, config);
  }

  FrozenRewritePatternSet patterns;
};

} // namespace

bool remat::isCBLASContraction(linalg::LinalgOp op) {
  return getGemmForm(op).has_value() || isGemmConvolution(op);
}

void remat::populateLinalgToCBLASPatterns(RewritePatternSet &patterns,
                                          bool columnBlocks,
                                          bool parallelRows) {
  MLIRContext *ctx = patterns.getContext();
  patterns
      .add<MatmulToGemm<linalg::MatmulOp>, MatmulToGemm<linalg::BatchMatmulOp>>(
          ctx);
  patterns.add<ConvolutionToGemms>(ctx, columnBlocks, parallelRows);
}
