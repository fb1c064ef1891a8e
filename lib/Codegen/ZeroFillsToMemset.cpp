//===- ZeroFillsToMemset.cpp - zero fills of buffers as memsets -----------===//
//
// A padded convolution's input copy and a strided gradient's spread dy are
// zero-filled buffers (linalg.map or linalg.fill of 0.0 on a memref). The
// loops convert-linalg-to-(parallel-)loops makes of them store one scalar at
// a time, and at threads=N each fill forks the threads once per image: in
// resnet-8's two-thread step, lowered without this pass, the filter
// gradients' per-image fills are two of the three parallel regions per image
// (docs/reports/StepTime.md). Here
// each zero fill becomes one llvm.intr.memset per contiguous block: the
// bytes of +0.0 (and of integer 0) are all zero, so the buffer holds the
// same bits.
//
//===----------------------------------------------------------------------===//
#include "CBLASCalls.h"
#include "ContiguousBlocks.h"
#include "remat/Codegen/Passes.h"
#include "remat/Codegen/Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATZEROFILLSTOMEMSETPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-zero-fills-to-memset"

using namespace mlir;
using namespace remat::detail;

namespace {

/// Whether `value` is a constant whose bytes are all zero: +0.0 or 0.
bool isZeroBytes(Value value) {
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return false;
  if (auto f = dyn_cast<FloatAttr>(attr))
    return f.getValue().isPosZero();
  if (auto i = dyn_cast<IntegerAttr>(attr))
    return i.getValue().isZero();
  return false;
}

/// The buffer `op` sets to zero bytes everywhere, or null: a linalg.fill of
/// such a constant, or a linalg.map without inputs that yields one.
Value zeroFilledBuffer(Operation *op) {
  if (auto fill = dyn_cast<linalg::FillOp>(op)) {
    if (fill.hasPureBufferSemantics() &&
        isZeroBytes(fill.getDpsInputOperand(0)->get()))
      return fill.getDpsInitOperand(0)->get();
    return {};
  }
  if (auto map = dyn_cast<linalg::MapOp>(op)) {
    if (!map.hasPureBufferSemantics() || map.getNumDpsInputs() != 0)
      return {};
    Operation *yield = map.getMapper().front().getTerminator();
    if (yield->getNumOperands() == 1 && isZeroBytes(yield->getOperand(0)))
      return map.getDpsInitOperand(0)->get();
  }
  return {};
}

/// The box [lo, hi) of `buffer` that a later memref.copy overwrites before
/// anything reads the buffer: the copy's target is a static unit-stride
/// subview of `buffer`, the copy follows `fill` in its block with only ops
/// without memory effects between them, and the copy's source is not a view
/// of `buffer`. Empty where there is no such copy.
std::optional<std::pair<SmallVector<int64_t>, SmallVector<int64_t>>>
overwrittenBox(Operation *fill, Value buffer) {
  for (Operation *op = fill->getNextNode(); op; op = op->getNextNode()) {
    auto copy = dyn_cast<memref::CopyOp>(op);
    if (!copy) {
      if (!isMemoryEffectFree(op))
        return std::nullopt;
      continue;
    }
    auto sub = copy.getTarget().getDefiningOp<memref::SubViewOp>();
    if (!sub || sub.getSource() != buffer ||
        memref::skipViewLikeOps(cast<MemrefValue>(copy.getSource())) ==
            memref::skipViewLikeOps(cast<MemrefValue>(buffer)))
      return std::nullopt;
    ArrayRef<int64_t> offsets = sub.getStaticOffsets(),
                      sizes = sub.getStaticSizes(),
                      strides = sub.getStaticStrides();
    if (sub.getSourceType().getRank() != sub.getType().getRank() ||
        llvm::any_of(offsets, ShapedType::isDynamic) ||
        llvm::any_of(sizes, ShapedType::isDynamic) ||
        llvm::any_of(strides, [](int64_t s) { return s != 1; }))
      return std::nullopt;
    SmallVector<int64_t> lo(offsets), hi;
    for (auto [offset, size] : llvm::zip(offsets, sizes))
      hi.push_back(offset + size);
    return std::make_pair(lo, hi);
  }
  return std::nullopt;
}

/// One memset of zero bytes over the contiguous block of `buffer` at
/// `offsets` with `sizes`.
void memsetBlock(OpBuilder &b, Location loc, Value buffer,
                 ArrayRef<OpFoldResult> offsets, ArrayRef<int64_t> sizes,
                 int64_t elementBytes) {
  int64_t elements = 1;
  for (int64_t size : sizes)
    elements *= size;
  if (elements == 0)
    return;
  ByteAddresses addresses{b, loc, elementBytes};
  SmallVector<OpFoldResult> sizeAttrs, unitStrides;
  for (int64_t size : sizes) {
    sizeAttrs.push_back(b.getIndexAttr(size));
    unitStrides.push_back(b.getIndexAttr(1));
  }
  Value block = memref::SubViewOp::create(b, loc, buffer, offsets, sizeAttrs,
                                          unitStrides);
  auto meta = memref::ExtractStridedMetadataOp::create(b, loc, block);
  Value start = addresses.base(block, meta.getOffset());
  Value pointer = addresses.pointer(start, addresses.index(0));
  Value zeroByte =
      LLVM::ConstantOp::create(b, loc, b.getI8Type(), b.getI8IntegerAttr(0));
  Value bytes = LLVM::ConstantOp::create(
      b, loc, b.getI64Type(), b.getI64IntegerAttr(elements * elementBytes));
  LLVM::MemsetOp::create(b, loc, pointer, zeroByte, bytes,
                         /*isVolatile=*/false);
}

/// Memsets of the elements of a contiguous `buffer` of `shape` outside the
/// box [lo, hi): for each dimension d, with the dimensions before it inside
/// the box (scf.for loops over them) and those after it whole, the ranges
/// [0, lo[d]) and [hi[d], shape[d]), each one contiguous block.
void memsetOutsideBox(OpBuilder &b, Location loc, Value buffer,
                      ArrayRef<int64_t> shape, ArrayRef<int64_t> lo,
                      ArrayRef<int64_t> hi, int64_t elementBytes) {
  unsigned rank = shape.size();
  for (unsigned d = 0; d < rank; ++d) {
    for (auto [from, to] :
         {std::make_pair(int64_t(0), lo[d]), std::make_pair(hi[d], shape[d])}) {
      if (to <= from)
        continue;
      OpBuilder::InsertionGuard guard(b);
      SmallVector<OpFoldResult> offsets;
      SmallVector<int64_t> sizes;
      for (unsigned e = 0; e < d; ++e) {
        sizes.push_back(1);
        if (hi[e] - lo[e] == 1) {
          offsets.push_back(b.getIndexAttr(lo[e]));
          continue;
        }
        auto loop = scf::ForOp::create(
            b, loc, arith::ConstantIndexOp::create(b, loc, lo[e]),
            arith::ConstantIndexOp::create(b, loc, hi[e]),
            arith::ConstantIndexOp::create(b, loc, 1));
        offsets.push_back(loop.getInductionVar());
        b.setInsertionPointToStart(loop.getBody());
      }
      offsets.push_back(b.getIndexAttr(from));
      sizes.push_back(to - from);
      for (unsigned e = d + 1; e < rank; ++e) {
        offsets.push_back(b.getIndexAttr(0));
        sizes.push_back(shape[e]);
      }
      memsetBlock(b, loc, buffer, offsets, sizes, elementBytes);
    }
  }
}

/// Rewrites `op` into memsets of its buffer's contiguous blocks (of what a
/// following copy does not overwrite, where the buffer is contiguous);
/// failure when the buffer has no static contiguous innermost block (left
/// alone).
LogicalResult rewrite(Operation *op, Value buffer, PatternRewriter &rewriter) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!type || type.getRank() == 0 || !type.getElementType().isIntOrFloat())
    return failure();
  unsigned width = type.getElementType().getIntOrFloatBitWidth();
  std::optional<unsigned> from = contiguousFrom(type);
  if (width % 8 != 0 || !from || *from == type.getRank())
    return failure();
  int64_t elementBytes = width / 8;
  Location loc = op->getLoc();
  auto box = *from == 0 ? overwrittenBox(op, buffer) : std::nullopt;
  LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": " << op->getName() << " of " << type
                          << ": memsets "
                          << (box ? "around the box a copy overwrites\n"
                                  : "of its contiguous blocks\n"));
  if (box) {
    memsetOutsideBox(rewriter, loc, buffer, type.getShape(), box->first,
                     box->second, elementBytes);
  } else {
    SmallVector<int64_t> sizes(type.getShape().drop_front(*from));
    forEachContiguousBlock(
        rewriter, loc, type.getShape(), *from,
        [&](ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult>) {
          SmallVector<int64_t> blockSizes(*from, 1);
          blockSizes.append(sizes);
          memsetBlock(rewriter, loc, buffer, offsets, blockSizes, elementBytes);
        });
  }
  rewriter.eraseOp(op);
  return success();
}

/// A zero fill (linalg.fill or linalg.map) as memsets.
template <typename FillOpTy>
struct ZeroFillToMemset : OpRewritePattern<FillOpTy> {
  using OpRewritePattern<FillOpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(FillOpTy op,
                                PatternRewriter &rewriter) const override {
    Value buffer = zeroFilledBuffer(op);
    if (!buffer)
      return failure();
    if (succeeded(rewrite(op, buffer, rewriter)))
      return success();
    LLVM_DEBUG(llvm::dbgs()
               << DEBUG_TYPE ": " << op->getName() << " of " << buffer.getType()
               << " left alone: no static contiguous "
                  "innermost block\n");
    return failure();
  }
};

/// Counts the zero fills the patterns replace (the ops they erase).
struct CountFills : RewriterBase::Listener {
  void notifyOperationErased(Operation *op) override {
    count += isa<linalg::FillOp, linalg::MapOp>(op);
  }
  unsigned count = 0;
};

// Each fill is rewritten once, and what the pattern reads after a fill (a
// copy that overwrites part of it) is not rewritten: a walk, not a fixpoint.
struct ZeroFillsToMemset
    : remat::impl::RematZeroFillsToMemsetPassBase<ZeroFillsToMemset> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *ctx) override {
    RewritePatternSet set(ctx);
    remat::populateZeroFillsToMemsetPatterns(set);
    patterns = std::move(set);
    return success();
  }

  void runOnOperation() override {
    CountFills fills;
    walkAndApplyPatterns(getOperation(), patterns, &fills);
    numFills += fills.count;
  }

  FrozenRewritePatternSet patterns;
};

} // namespace

void remat::populateZeroFillsToMemsetPatterns(RewritePatternSet &patterns) {
  patterns
      .add<ZeroFillToMemset<linalg::FillOp>, ZeroFillToMemset<linalg::MapOp>>(
          patterns.getContext());
}
