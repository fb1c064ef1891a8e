//===- ConvGemms.cpp - convolutions on buffers as CBLAS gemm calls --------===//
//
// remat-linalg-to-cblas's convolutions that are no padded copy's
// (ConvColumnBlocks.cpp): one gemm per image, output row and filter
// position, reading the input in place; or, for a convolution marked
// `remat.gemm_columns`, gemms over a columns buffer built per image.
//
//===----------------------------------------------------------------------===//
#include "CBLASCalls.h"
#include "remat/Support/AttrNames.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace remat::detail;

namespace {

/// Whether the per-row gemms of lowerConvolutionToGemm take these operands
/// as they are: static shapes and strides within CBLAS's int, unit channel
/// strides, and leading dimensions no smaller than the rows they step over
/// (A: OW rows of C channels, `strideW` pixels apart; B: C rows of F; C: OW
/// rows of F): CBLAS rejects a smaller one even for a single row.
bool hasGemmLeadingDimensions(Value in, Value filter, Value out,
                              int64_t strideW) {
  auto inType = dyn_cast<MemRefType>(in.getType());
  auto wType = dyn_cast<MemRefType>(filter.getType());
  auto outType = dyn_cast<MemRefType>(out.getType());
  if (!inType || !wType || !outType || inType.getRank() != 4 ||
      wType.getRank() != 4 || outType.getRank() != 4 ||
      !inType.hasStaticShape() || !wType.hasStaticShape() ||
      !outType.hasStaticShape())
    return false;
  std::optional<SmallVector<int64_t>> is = staticStrides(inType),
                                      ws = staticStrides(wType),
                                      os = staticStrides(outType);
  if (!is || !ws || !os || (*is)[3] != 1 || (*ws)[3] != 1 || (*os)[3] != 1)
    return false;
  int64_t c = wType.getDimSize(2), f = wType.getDimSize(3),
          rows = outType.getDimSize(2), lda = (*is)[2] * strideW;
  for (int64_t v : {c, f, rows, lda, (*ws)[2], (*os)[2]})
    if (!fitsCblasInt(v))
      return false;
  return lda >= std::max<int64_t>(1, c) &&
         (*ws)[2] >= std::max<int64_t>(1, f) &&
         (*os)[2] >= std::max<int64_t>(1, f);
}

} // namespace

bool remat::detail::lowerConvolutionToGemm(RewriterBase &b, ModuleOp module,
                                           linalg::Conv2DNhwcHwcfOp op,
                                           bool parallelRows) {
  if (!op.hasPureBufferSemantics() || !isGemmConvolution(op))
    return false;
  Value in = op.getInputs()[0], filter = op.getInputs()[1],
        out = op.getOutputs()[0];
  SmallVector<int64_t> strides(op.getStrides().getValues<int64_t>());
  SmallVector<int64_t> dilations(op.getDilations().getValues<int64_t>());
  if (!hasGemmLeadingDimensions(in, filter, out, strides[1]))
    return false;
  auto element = cast<FloatType>(getElementTypeOrSelf(out.getType()));
  int64_t elementBytes = element.getWidth() / 8;
  linalg::FillOp zeroFill = getZeroFillBefore(op, out);
  Location loc = op.getLoc();
  b.setInsertionPoint(op);
  func::FuncOp gemm = getOrDeclareGemm(b, module, element);

  auto index = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  auto toI32 = [&](OpBuilder &ib, Value v) -> Value {
    return arith::IndexCastOp::create(ib, loc, ib.getI32Type(), v);
  };
  auto inMeta = memref::ExtractStridedMetadataOp::create(b, loc, in);
  auto wMeta = memref::ExtractStridedMetadataOp::create(b, loc, filter);
  auto outMeta = memref::ExtractStridedMetadataOp::create(b, loc, out);
  auto base = [&](Value memref,
                  memref::ExtractStridedMetadataOp meta) -> Value {
    Value aligned =
        memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
    return arith::AddIOp::create(
        b, loc, aligned,
        arith::MulIOp::create(b, loc, meta.getOffset(), index(elementBytes)));
  };
  Value inBase = base(in, inMeta), wBase = base(filter, wMeta),
        outBase = base(out, outMeta);
  auto dim = [&](memref::ExtractStridedMetadataOp meta, unsigned d) {
    return meta.getSizes()[d];
  };
  Value images = dim(outMeta, 0), rows = dim(outMeta, 1);
  Value kh = dim(wMeta, 0), kw = dim(wMeta, 1);
  Value m = toI32(b, dim(outMeta, 2)), n = toI32(b, dim(outMeta, 3)),
        k = toI32(b, dim(wMeta, 2));
  Value lda = toI32(b, arith::MulIOp::create(b, loc, inMeta.getStrides()[2],
                                             index(strides[1])));
  Value ldb = toI32(b, wMeta.getStrides()[2]);
  Value ldc = toI32(b, outMeta.getStrides()[2]);
  Value order = arith::ConstantIntOp::create(b, loc, kCblasRowMajor, 32);
  Value noTrans = arith::ConstantIntOp::create(b, loc, kCblasNoTrans, 32);
  Value one = arith::ConstantOp::create(b, loc, b.getFloatAttr(element, 1.0));
  Value zeroF = arith::ConstantOp::create(b, loc, b.getFloatAttr(element, 0.0));
  Value zero = index(0), step = index(1);

  // address = base + sum of index * stride * scale, in bytes.
  auto address = [&](OpBuilder &ib, Value start,
                     ArrayRef<std::pair<Value, Value>> terms) -> Value {
    Value elements = index(0);
    for (auto [i, stride] : terms)
      elements = arith::AddIOp::create(
          ib, loc, elements, arith::MulIOp::create(ib, loc, i, stride));
    Value bytes = arith::MulIOp::create(ib, loc, elements, index(elementBytes));
    Value asInt = arith::IndexCastOp::create(
        ib, loc, ib.getI64Type(), arith::AddIOp::create(ib, loc, start, bytes));
    return LLVM::IntToPtrOp::create(
        ib, loc, LLVM::LLVMPointerType::get(ib.getContext()), asInt);
  };
  auto loop = [&](Value upper, function_ref<void(Value)> body) {
    auto forOp = scf::ForOp::create(b, loc, zero, upper, step);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(forOp.getBody());
    body(forOp.getInductionVar());
  };
  // Multiply-adds of one call, for the thread heuristics of
  // remat-serialize-inner-parallel-loops.
  std::optional<int64_t> callOps =
      staticMultiplyAdds(cast<MemRefType>(out.getType()), 2, 3,
                         cast<MemRefType>(filter.getType()), 2);
  // Each (image, output row) writes its own row of `out` and sums the
  // filter positions in order inside: on threads (parallelRows) the same
  // bits as the sequential loops.
  auto imagesAndRows = [&](function_ref<void(Value, Value)> body) {
    if (!parallelRows) {
      loop(images,
           [&](Value ni) { loop(rows, [&](Value oh) { body(ni, oh); }); });
      return;
    }
    auto parallel = scf::ParallelOp::create(b, loc, ValueRange{zero, zero},
                                            ValueRange{images, rows},
                                            ValueRange{step, step});
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(parallel.getBody());
    body(parallel.getInductionVars()[0], parallel.getInductionVars()[1]);
  };
  imagesAndRows([&](Value ni, Value oh) {
    loop(kh, [&](Value hi) {
      loop(kw, [&](Value wi) {
        // The input pixel row: oh * sh + kh * dh; its first column kw * dw.
        Value row = arith::AddIOp::create(
            b, loc, arith::MulIOp::create(b, loc, oh, index(strides[0])),
            arith::MulIOp::create(b, loc, hi, index(dilations[0])));
        Value col = arith::MulIOp::create(b, loc, wi, index(dilations[1]));
        Value a = address(b, inBase,
                          {{ni, inMeta.getStrides()[0]},
                           {row, inMeta.getStrides()[1]},
                           {col, inMeta.getStrides()[2]}});
        Value w =
            address(b, wBase,
                    {{hi, wMeta.getStrides()[0]}, {wi, wMeta.getStrides()[1]}});
        Value c = address(
            b, outBase,
            {{ni, outMeta.getStrides()[0]}, {oh, outMeta.getStrides()[1]}});
        // In place of a zero fill the first position overwrites.
        Value beta = one;
        if (zeroFill) {
          Value first = arith::AndIOp::create(
              b, loc,
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, hi, zero),
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, wi,
                                    zero));
          beta = arith::SelectOp::create(b, loc, first, zeroF, one);
        }
        auto call =
            func::CallOp::create(b, loc, gemm,
                                 ValueRange{order, noTrans, noTrans, m, n, k,
                                            one, a, lda, w, ldb, beta, c, ldc});
        if (callOps)
          b.modifyOpInPlace(call, [&] {
            call->setAttr(remat::kDynamicOpsAttrName,
                          b.getI64IntegerAttr(*callOps));
          });
      });
    });
  });
  b.eraseOp(op);
  if (zeroFill)
    b.eraseOp(zeroFill);
  return true;
}

namespace {

/// Output rows per gemm of the column lowering: about 128 gemm rows, a
/// number fixed by the shape (not the threads), so the calls and their bits
/// are the same on any thread count.
int64_t columnBlockRows(int64_t outWidth, int64_t outHeight) {
  int64_t rows = std::max<int64_t>(1, (128 + outWidth - 1) / outWidth);
  return std::min(rows, std::max<int64_t>(1, outHeight));
}

} // namespace

bool remat::detail::lowerConvolutionToColumnGemms(RewriterBase &b,
                                                  ModuleOp module,
                                                  linalg::Conv2DNhwcHwcfOp op,
                                                  bool parallelRows) {
  if (!op->hasAttr(remat::kGemmColumnsAttrName) ||
      !isUnitStrideGemmConvolution(op))
    return false;
  Value in = op.getInputs()[0], filter = op.getInputs()[1],
        out = op.getOutputs()[0];
  std::optional<ColumnOperands> shapes = getColumnOperands(in, filter, out);
  if (!shapes || !shapes->inType.hasStaticShape())
    return false;
  MemRefType inType = shapes->inType, outType = shapes->outType;
  const SmallVector<int64_t> *is = &shapes->in, *ws = &shapes->filter,
                             *os = &shapes->out;
  int64_t kh = shapes->kh, kw = shapes->kw, c = shapes->c, f = shapes->f;
  int64_t images = outType.getDimSize(0), oh = shapes->oh, ow = shapes->ow;
  int64_t depth = kw * c, rowsUsed = oh + kh - 1;
  if (rowsUsed > inType.getDimSize(1) || ow + kw - 1 > inType.getDimSize(2) ||
      images == 0)
    return false;

  auto element = cast<FloatType>(getElementTypeOrSelf(out.getType()));
  int64_t elementBytes = element.getWidth() / 8;
  linalg::FillOp zeroFill = getZeroFillBefore(op, out);
  Location loc = op.getLoc();
  b.setInsertionPoint(op);
  func::FuncOp gemm = getOrDeclareGemm(b, module, element);
  ByteAddresses addresses{b, loc, elementBytes};
  auto index = [&](int64_t v) { return addresses.index(v); };
  llvm::SmallDenseMap<int64_t, Value> constants;
  auto i32 = [&](int64_t v) {
    Value &c = constants[v];
    if (!c)
      c = arith::ConstantIntOp::create(b, loc, v, 32);
    return c;
  };
  auto inMeta = memref::ExtractStridedMetadataOp::create(b, loc, in);
  auto wMeta = memref::ExtractStridedMetadataOp::create(b, loc, filter);
  auto outMeta = memref::ExtractStridedMetadataOp::create(b, loc, out);
  Value wBase = addresses.base(filter, wMeta.getOffset());
  Value outBase = addresses.base(out, outMeta.getOffset());
  auto colsType = MemRefType::get({rowsUsed, ow, depth}, element);
  Value cols = memref::AllocOp::create(b, loc, colsType);
  Value colsBase = addresses.base(cols, index(0));
  auto pointer = [&](Value start, Value elements) {
    return addresses.pointer(start, elements);
  };
  Value order = i32(kCblasRowMajor), noTrans = i32(kCblasNoTrans);
  Value one = arith::ConstantOp::create(b, loc, b.getFloatAttr(element, 1.0));
  Value zeroF = arith::ConstantOp::create(b, loc, b.getFloatAttr(element, 0.0));
  Value n = i32(f), k = i32(depth), lda = i32(depth), ldb = i32((*ws)[2]),
        ldc = i32((*os)[2]);
  int64_t blockRows = columnBlockRows(ow, oh);
  int64_t blocks = (oh + blockRows - 1) / blockRows;
  Value zero = index(0), step = index(1);

  auto imageLoop = scf::ForOp::create(b, loc, zero, index(images), step);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(imageLoop.getBody());
    Value ni = imageLoop.getInductionVar();
    // The overlapping view in[n, h, ow .. ow + KW - 1, :] (pixels C apart),
    // copied into the columns.
    Value offset = arith::AddIOp::create(
        b, loc, inMeta.getOffset(),
        arith::MulIOp::create(b, loc, ni, index((*is)[0])));
    auto viewType = MemRefType::get({rowsUsed, ow, depth}, element,
                                    StridedLayoutAttr::get(b.getContext(),
                                                           ShapedType::kDynamic,
                                                           {(*is)[1], c, 1}));
    Value view = memref::ReinterpretCastOp::create(
        b, loc, viewType, in, OpFoldResult(offset),
        ArrayRef<OpFoldResult>{b.getIndexAttr(rowsUsed), b.getIndexAttr(ow),
                               b.getIndexAttr(depth)},
        ArrayRef<OpFoldResult>{b.getIndexAttr((*is)[1]), b.getIndexAttr(c),
                               b.getIndexAttr(1)});
    memref::CopyOp::create(b, loc, view, cols);

    auto blockBody = [&](Value block) {
      Value first = arith::MulIOp::create(b, loc, block, index(blockRows));
      Value rows = arith::MinSIOp::create(
          b, loc, index(blockRows),
          arith::SubIOp::create(b, loc, index(oh), first));
      Value m = arith::IndexCastOp::create(
          b, loc, b.getI32Type(),
          arith::MulIOp::create(b, loc, rows, index(ow)));
      Value c0 = pointer(
          outBase,
          arith::AddIOp::create(
              b, loc, arith::MulIOp::create(b, loc, ni, index((*os)[0])),
              arith::MulIOp::create(b, loc, first, index((*os)[1]))));
      auto khLoop = scf::ForOp::create(b, loc, zero, index(kh), step);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(khLoop.getBody());
      Value hi = khLoop.getInductionVar();
      Value a = pointer(colsBase,
                        arith::MulIOp::create(
                            b, loc, arith::AddIOp::create(b, loc, first, hi),
                            index(ow * depth)));
      Value wp =
          pointer(wBase, arith::MulIOp::create(b, loc, hi, index((*ws)[0])));
      Value beta = one;
      if (zeroFill)
        beta = arith::SelectOp::create(
            b, loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, hi, zero),
            zeroF, one);
      auto call =
          func::CallOp::create(b, loc, gemm,
                               ValueRange{order, noTrans, noTrans, m, n, k, one,
                                          a, lda, wp, ldb, beta, c0, ldc});
      b.modifyOpInPlace(call, [&] {
        call->setAttr(remat::kDynamicOpsAttrName,
                      b.getI64IntegerAttr(blockRows * ow * f * depth));
      });
    };
    // Each block writes its own rows of out[n] and sums the filter rows in
    // order inside: on threads the same bits as the sequential loop.
    if (parallelRows) {
      auto parallel =
          scf::ParallelOp::create(b, loc, ValueRange{zero},
                                  ValueRange{index(blocks)}, ValueRange{step});
      OpBuilder::InsertionGuard inner(b);
      b.setInsertionPointToStart(parallel.getBody());
      blockBody(parallel.getInductionVars()[0]);
    } else {
      auto blockLoop = scf::ForOp::create(b, loc, zero, index(blocks), step);
      OpBuilder::InsertionGuard inner(b);
      b.setInsertionPointToStart(blockLoop.getBody());
      blockBody(blockLoop.getInductionVar());
    }
  }
  memref::DeallocOp::create(b, loc, cols);
  b.eraseOp(op);
  if (zeroFill)
    b.eraseOp(zeroFill);
  return true;
}
