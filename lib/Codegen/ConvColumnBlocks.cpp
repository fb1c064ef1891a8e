//===- ConvColumnBlocks.cpp - padded convolutions as column-block gemms ---===//
//
// A padded convolution (and an input gradient, a convolution over a
// zero-filled copy of dy) reaches remat-linalg-to-cblas as, per image, a
// zero-padded copy of the image and a convolution over it, which would
// become one small gemm per output row and filter position (depth C). Here
// the padded copy's buffer holds gemm columns instead: for a block of output
// rows, the KW pixels each output pixel reads on a filter row, side by side
// (depth KW * C), copied straight from the image with zeros where the copy
// had padding. Then one gemm per chunk of output rows and filter row. The
// buffer is the padded copy's (the block is sized to fit in it), so the
// program allocates exactly what it did and the memory model is unchanged.
//
// The blocks and chunks are fixed by the shapes, not by the threads, and
// each chunk sums its filter rows in order: the same calls and bits on any
// thread count.
//
//===----------------------------------------------------------------------===//
#include "CBLASCalls.h"
#include "remat/Support/AttrNames.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace remat::detail;

namespace {

/// Lanes of blocks, each in its own part of the buffer: on threads, lanes
/// run at once (one parallel loop per image). A count fixed here, not by
/// the threads, so that the calls and their bits are the same on any.
constexpr int64_t kLanes = 2;

/// A convolution input that is one image's zero-padded copy: a 1 x Hp x Wp x
/// C buffer, zeroed, the image copied into its interior [top, left], and
/// read by the convolution alone before it is freed.
struct PaddedCopy {
  memref::AllocOp alloc;
  Operation *zeroInit = nullptr;
  memref::SubViewOp interior;
  memref::CopyOp copy;
  int64_t top = 0, left = 0, height = 0, width = 0;
};

std::optional<PaddedCopy> matchPaddedCopy(linalg::Conv2DNhwcHwcfOp conv) {
  Value in = conv.getInputs()[0];
  auto alloc = in.getDefiningOp<memref::AllocOp>();
  if (!alloc)
    return std::nullopt;
  MemRefType type = alloc.getType();
  if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
      type.getRank() != 4 || type.getDimSize(0) != 1)
    return std::nullopt;
  Block *block = conv->getBlock();
  PaddedCopy match;
  match.alloc = alloc;
  for (Operation *user : alloc->getUsers()) {
    if (user == conv.getOperation())
      continue;
    if (user->getBlock() != block)
      return std::nullopt;
    if (isa<memref::DeallocOp>(user)) {
      if (!conv->isBeforeInBlock(user))
        return std::nullopt;
      continue;
    }
    if (zeroesBuffer(user, in)) {
      if (match.zeroInit || !user->isBeforeInBlock(conv))
        return std::nullopt;
      match.zeroInit = user;
      continue;
    }
    auto sub = dyn_cast<memref::SubViewOp>(user);
    if (!sub || match.interior)
      return std::nullopt;
    match.interior = sub;
  }
  if (!match.zeroInit || !match.interior || !match.interior->hasOneUse())
    return std::nullopt;
  memref::SubViewOp sub = match.interior;
  auto copy = dyn_cast<memref::CopyOp>(*sub->getUsers().begin());
  if (!copy || copy.getTarget() != sub.getResult() ||
      copy->getBlock() != block || !match.zeroInit->isBeforeInBlock(copy) ||
      !copy->isBeforeInBlock(conv))
    return std::nullopt;
  ArrayRef<int64_t> offsets = sub.getStaticOffsets(),
                    sizes = sub.getStaticSizes(),
                    strides = sub.getStaticStrides();
  if (sub.getType().getRank() != 4 || offsets.size() != 4 ||
      llvm::any_of(offsets, ShapedType::isDynamic) ||
      llvm::any_of(sizes, ShapedType::isDynamic) ||
      llvm::any_of(strides, [](int64_t s) { return s != 1; }) ||
      offsets[0] != 0 || offsets[3] != 0 || sizes[0] != 1 ||
      sizes[3] != type.getDimSize(3))
    return std::nullopt;
  match.copy = copy;
  match.top = offsets[1];
  match.left = offsets[2];
  match.height = sizes[1];
  match.width = sizes[2];
  return match;
}

/// Where `laneLoop` (the loop over one image's lanes) is the only op with
/// side effects in the body of a loop over images besides the padded copy's
/// alloc and dealloc, allocates the buffer once around the image loop and
/// returns that loop. Only one image's buffer is alive at a time either way,
/// and nothing else is allocated in the loop, so the peak is unchanged;
/// the program calls malloc once per convolution instead of once per image.
scf::ForOp allocateAroundImages(RewriterBase &b, Operation *laneLoop,
                                memref::AllocOp alloc) {
  auto images = dyn_cast<scf::ForOp>(laneLoop->getParentOp());
  if (!images || images.getNumResults() != 0 ||
      alloc->getBlock() != images.getBody() || alloc->getNumOperands() != 0)
    return {};
  memref::DeallocOp dealloc;
  for (Operation *user : alloc->getUsers()) {
    if (auto free = dyn_cast<memref::DeallocOp>(user)) {
      if (dealloc || free->getBlock() != images.getBody())
        return {};
      dealloc = free;
    }
  }
  if (!dealloc)
    return {};
  for (Operation &op : images.getBody()->without_terminator())
    if (&op != laneLoop && &op != alloc.getOperation() &&
        &op != dealloc.getOperation() && !isMemoryEffectFree(&op))
      return {};
  b.moveOpBefore(alloc, images);
  b.moveOpAfter(dealloc, images);
  return images;
}

/// Runs the images of `images` inside `lanes`, the scf.parallel over one
/// image's lanes in its body: the lanes loop, now around the image loop,
/// runs each lane's blocks of every image in turn. A lane touches only its
/// part of the buffer and its own output rows, so the lanes stay
/// independent, and each output element is summed by the same calls in the
/// same order: the same bits, with one parallel loop per convolution
/// instead of one per image.
void runLanesAroundImages(RewriterBase &b, scf::ParallelOp lanes,
                          scf::ForOp images) {
  b.setInsertionPoint(images);
  Location loc = lanes.getLoc();
  SmallVector<Value> bounds;
  for (ValueRange values :
       {lanes.getLowerBound(), lanes.getUpperBound(), lanes.getStep()}) {
    std::optional<int64_t> value = getConstantIntValue(values.front());
    if (!value)
      return;
    bounds.push_back(arith::ConstantIndexOp::create(b, loc, *value));
  }
  auto outer =
      scf::ParallelOp::create(b, loc, ValueRange{bounds[0]},
                              ValueRange{bounds[1]}, ValueRange{bounds[2]});
  b.moveOpBefore(images, outer.getBody()->getTerminator());
  b.eraseOp(lanes.getBody()->getTerminator());
  b.inlineBlockBefore(lanes.getBody(), lanes, outer.getInductionVars());
  b.eraseOp(lanes);
}

} // namespace

bool remat::detail::lowerPaddedConvolutionToColumnBlocks(
    RewriterBase &b, ModuleOp module, linalg::Conv2DNhwcHwcfOp op,
    bool parallelLanes) {
  if (op->hasAttr(remat::kGemmColumnsAttrName) ||
      !isUnitStrideGemmConvolution(op))
    return false;
  std::optional<PaddedCopy> padded = matchPaddedCopy(op);
  if (!padded)
    return false;
  Value image = padded->copy.getSource(), filter = op.getInputs()[1],
        out = op.getOutputs()[0];
  std::optional<ColumnOperands> shapes = getColumnOperands(image, filter, out);
  if (!shapes)
    return false;
  MemRefType outType = shapes->outType;
  const SmallVector<int64_t> *is = &shapes->in, *ws = &shapes->filter,
                             *os = &shapes->out;
  MemRefType paddedType = padded->alloc.getType();
  int64_t kh = shapes->kh, kw = shapes->kw, c = shapes->c, f = shapes->f;
  int64_t oh = shapes->oh, ow = shapes->ow, depth = kw * c;
  int64_t top = padded->top, left = padded->left;
  int64_t height = padded->height, width = padded->width;
  // One image, the output of the padded copy's convolution.
  if (outType.getDimSize(0) != 1 || paddedType.getDimSize(1) != oh + kh - 1 ||
      paddedType.getDimSize(2) != ow + kw - 1)
    return false;
  // Output pixels whose every filter column reads the image: [owLo, owHi).
  int64_t owLo = left, owHi = std::min(ow, width + left - kw + 1);
  if (owHi <= owLo)
    return false;
  // The buffer's column rows split into lanes of blocks; output rows per
  // block: their columns fit in one lane. Two lanes where a block of at
  // least one row fits in each, else one.
  int64_t budgetRows = paddedType.getNumElements() / (ow * depth);
  int64_t lanes = budgetRows / kLanes - (kh - 1) >= 1 ? kLanes : 1;
  int64_t laneRows = budgetRows / lanes;
  int64_t blockRows = std::min(oh, laneRows - (kh - 1));
  if (blockRows < 1)
    return false;
  int64_t blocks = (oh + blockRows - 1) / blockRows;

  auto element = cast<FloatType>(getElementTypeOrSelf(out.getType()));
  int64_t elementBytes = element.getWidth() / 8;
  Location loc = op.getLoc();
  b.setInsertionPoint(op);
  func::FuncOp gemm = getOrDeclareGemm(b, module, element);
  ByteAddresses addresses{b, loc, elementBytes};
  auto index = [&](int64_t v) { return addresses.index(v); };
  auto i32 = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, loc, v, 32);
  };
  auto add = [&](Value x, Value y) -> Value {
    return arith::AddIOp::create(b, loc, x, y);
  };
  auto mul = [&](Value x, int64_t y) -> Value {
    return arith::MulIOp::create(b, loc, x, index(y));
  };
  auto imageMeta = memref::ExtractStridedMetadataOp::create(b, loc, image);
  auto wMeta = memref::ExtractStridedMetadataOp::create(b, loc, filter);
  auto outMeta = memref::ExtractStridedMetadataOp::create(b, loc, out);
  Value wBase = addresses.base(filter, wMeta.getOffset());
  Value outBase = addresses.base(out, outMeta.getOffset());
  Value colsBase = addresses.base(padded->alloc, index(0));
  Value zeroF = arith::ConstantOp::create(b, loc, b.getFloatAttr(element, 0.0));
  Value one = arith::ConstantOp::create(b, loc, b.getFloatAttr(element, 1.0));
  Value order = i32(kCblasRowMajor), noTrans = i32(kCblasNoTrans);
  Value n = i32(f), k = i32(depth), lda = i32(depth), ldb = i32((*ws)[2]),
        ldc = i32((*os)[2]);
  Value zero = index(0), step = index(1);
  MLIRContext *ctx = b.getContext();
  // Image row h from pixel col as a 1 x pixels x count view whose rows
  // start C apart: each pixel's channels and the next pixels' (overlapping
  // when count > C).
  auto imageView = [&](Value h, int64_t col, int64_t pixels,
                       int64_t count) -> Value {
    Value offset =
        add(add(imageMeta.getOffset(), mul(h, (*is)[1])), index(col * c));
    auto type = MemRefType::get(
        {1, pixels, count}, element,
        StridedLayoutAttr::get(ctx, ShapedType::kDynamic, {(*is)[1], c, 1}));
    return memref::ReinterpretCastOp::create(
        b, loc, type, image, OpFoldResult(offset),
        ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(pixels),
                               b.getIndexAttr(count)},
        ArrayRef<OpFoldResult>{b.getIndexAttr((*is)[1]), b.getIndexAttr(c),
                               b.getIndexAttr(1)});
  };
  // A view of the current lane's columns (set below, before any use).
  Value cols;
  auto colsAt = [&](Value j, int64_t pixel, int64_t from, int64_t pixels,
                    int64_t count) -> Value {
    return memref::SubViewOp::create(
        b, loc, cols,
        ArrayRef<OpFoldResult>{j, b.getIndexAttr(pixel), b.getIndexAttr(from)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(pixels),
                               b.getIndexAttr(count)},
        SmallVector<OpFoldResult>(3, b.getIndexAttr(1)));
  };
  auto zeroFill = [&](Value view) {
    linalg::FillOp::create(b, loc, ValueRange{zeroF}, ValueRange{view});
  };

  // Lane l: blocks l, l + lanes, ... in column rows [l * laneRows,
  // (l + 1) * laneRows) of the buffer.
  Operation *laneLoop;
  Value lane;
  scf::ParallelOp parallel;
  if (parallelLanes && lanes > 1) {
    parallel = scf::ParallelOp::create(
        b, loc, ValueRange{zero}, ValueRange{index(lanes)}, ValueRange{step});
    laneLoop = parallel;
    lane = parallel.getInductionVars()[0];
  } else {
    auto loop = scf::ForOp::create(b, loc, zero, index(lanes), step);
    laneLoop = loop;
    lane = loop.getInductionVar();
  }
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&laneLoop->getRegion(0).front());
  Value laneStart = mul(lane, laneRows * ow * depth);
  auto colsType =
      MemRefType::get({laneRows, ow, depth}, element,
                      StridedLayoutAttr::get(ctx, ShapedType::kDynamic,
                                             {ow * depth, depth, 1}));
  cols = memref::ReinterpretCastOp::create(
      b, loc, colsType, padded->alloc, OpFoldResult(laneStart),
      ArrayRef<OpFoldResult>{b.getIndexAttr(laneRows), b.getIndexAttr(ow),
                             b.getIndexAttr(depth)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(ow * depth), b.getIndexAttr(depth),
                             b.getIndexAttr(1)});
  Value laneBase = add(colsBase, mul(laneStart, elementBytes));
  auto blockLoop =
      scf::ForOp::create(b, loc, lane, index(blocks), index(lanes));
  b.setInsertionPointToStart(blockLoop.getBody());
  Value first = mul(blockLoop.getInductionVar(), blockRows);
  Value rowsHere =
      arith::MinSIOp::create(b, loc, index(blockRows),
                             arith::SubIOp::create(b, loc, index(oh), first));

  // Column row j is padded row first + j, image row first + j - top.
  auto rowLoop =
      scf::ForOp::create(b, loc, zero, add(rowsHere, index(kh - 1)), step);
  {
    OpBuilder::InsertionGuard rowGuard(b);
    b.setInsertionPointToStart(rowLoop.getBody());
    Value j = rowLoop.getInductionVar();
    Value padRow = add(first, j);
    Value inImage = arith::AndIOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, padRow,
                              index(top)),
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, padRow,
                              index(top + height)));
    auto ifOp = scf::IfOp::create(b, loc, inImage, /*withElseRegion=*/true);
    b.setInsertionPointToStart(ifOp.elseBlock());
    zeroFill(colsAt(j, 0, 0, ow, depth));
    b.setInsertionPointToStart(ifOp.thenBlock());
    Value h = arith::SubIOp::create(b, loc, padRow, index(top));
    // The inner pixels: each reads KW * C elements of the image in a row,
    // copied as one block per pixel.
    memref::CopyOp::create(b, loc,
                           imageView(h, owLo - left, owHi - owLo, depth),
                           colsAt(j, owLo, 0, owHi - owLo, depth));
    // The edge pixels: runs of filter columns inside the image copied,
    // the others zero.
    for (int64_t p = 0; p < ow; ++p) {
      if (p >= owLo && p < owHi)
        continue;
      auto inside = [&](int64_t q) {
        return p + q - left >= 0 && p + q - left < width;
      };
      for (int64_t q = 0, end; q < kw; q = end) {
        for (end = q + 1; end < kw && inside(end) == inside(q);)
          ++end;
        Value target = colsAt(j, p, q * c, 1, (end - q) * c);
        if (inside(q))
          memref::CopyOp::create(
              b, loc, imageView(h, p + q - left, 1, (end - q) * c), target);
        else
          zeroFill(target);
      }
    }
  }

  // One gemm per filter row kh, in order: out[rows] (R * OW x F) (+)=
  // cols[rows + kh] (R * OW x KW * C) * w[kh] (KW * C x F), beta = 0 on the
  // first.
  Value m =
      arith::IndexCastOp::create(b, loc, b.getI32Type(), mul(rowsHere, ow));
  Value c0 = addresses.pointer(outBase, mul(first, (*os)[1]));
  auto khLoop = scf::ForOp::create(b, loc, zero, index(kh), step);
  b.setInsertionPointToStart(khLoop.getBody());
  Value hi = khLoop.getInductionVar();
  Value a = addresses.pointer(laneBase, mul(hi, ow * depth));
  Value wp = addresses.pointer(wBase, mul(hi, (*ws)[0]));
  Value beta = arith::SelectOp::create(
      b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, hi, zero),
      zeroF, one);
  auto call =
      func::CallOp::create(b, loc, gemm,
                           ValueRange{order, noTrans, noTrans, m, n, k, one, a,
                                      lda, wp, ldb, beta, c0, ldc});
  b.modifyOpInPlace(call, [&] {
    call->setAttr(remat::kDynamicOpsAttrName,
                  b.getI64IntegerAttr(blockRows * ow * f * depth));
  });
  for (Operation *replaced :
       {op.getOperation(), padded->copy.getOperation(),
        padded->interior.getOperation(), padded->zeroInit})
    b.eraseOp(replaced);
  scf::ForOp images = allocateAroundImages(b, laneLoop, padded->alloc);
  if (images && parallel)
    runLanesAroundImages(b, parallel, images);
  return true;
}
