//===- LinalgToCBLAS.cpp - matmuls on buffers to CBLAS gemm calls ---------===//
//
// Upstream's convert-linalg-to-std turns an op with a `library_call`
// attribute into a call that takes memref descriptors, which needs a shim
// library to unpack them. CBLAS takes pointers and leading dimensions, so
// this pass unpacks the descriptors itself and calls cblas_?gemm directly:
// any CBLAS (OpenBLAS here) links without Remat code in between.
//
//===----------------------------------------------------------------------===//
#include "CBLASCalls.h"
#include "remat/Codegen/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"

#include <limits>

namespace remat {
#define GEN_PASS_DEF_REMATLINALGTOCBLASPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

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

} // namespace

bool remat::detail::isGemmConvolution(linalg::LinalgOp op) {
  if (!isa<linalg::Conv2DNhwcHwcfOp>(op.getOperation()))
    return false;
  Type element = getElementTypeOrSelf(op->getOperand(0).getType());
  if (!element.isF32() && !element.isF64())
    return false;
  return llvm::all_of(op->getOperands(), [&](Value v) {
    return getElementTypeOrSelf(v.getType()) == element;
  });
}

bool remat::detail::isUnitStrideGemmConvolution(linalg::Conv2DNhwcHwcfOp op) {
  auto unit = [](DenseIntElementsAttr attr) {
    return llvm::all_of(attr.getValues<int64_t>(),
                        [](int64_t v) { return v == 1; });
  };
  return op.hasPureBufferSemantics() && isGemmConvolution(op) &&
         unit(op.getStrides()) && unit(op.getDilations());
}

std::optional<ColumnOperands>
remat::detail::getColumnOperands(Value inValue, Value filterValue,
                                 Value outValue) {
  auto in = dyn_cast<MemRefType>(inValue.getType());
  auto filter = dyn_cast<MemRefType>(filterValue.getType());
  auto out = dyn_cast<MemRefType>(outValue.getType());
  if (!in || !filter || !out || !filter.hasStaticShape() ||
      !out.hasStaticShape() || in.getRank() != 4 || filter.getRank() != 4 ||
      out.getRank() != 4)
    return std::nullopt;
  std::optional<SmallVector<int64_t>> is = staticStrides(in),
                                      ws = staticStrides(filter),
                                      os = staticStrides(out);
  if (!is || !ws || !os)
    return std::nullopt;
  ArrayRef<int64_t> w = filter.getShape(), o = out.getShape();
  ColumnOperands r{in, out, *is, *ws, *os, w[0], w[1], w[2], w[3], o[1], o[2]};
  if (r.kw <= 1 || r.c == 0 || r.f == 0 || r.oh == 0 || r.ow == 0 ||
      r.in[3] != 1 || r.in[2] != r.c || r.filter[3] != 1 ||
      r.filter[1] != r.c * r.filter[2] || r.out[3] != 1 ||
      r.out[1] != r.ow * r.out[2])
    return std::nullopt;
  return r;
}

Value ByteAddresses::index(int64_t v) {
  return arith::ConstantIndexOp::create(b, loc, v);
}

Value ByteAddresses::base(Value memref, Value offset) {
  Value aligned =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
  return arith::AddIOp::create(
      b, loc, aligned,
      arith::MulIOp::create(b, loc, offset, index(elementBytes)));
}

Value ByteAddresses::pointer(Value start, Value elements) {
  Value bytes = arith::MulIOp::create(b, loc, elements, index(elementBytes));
  Value asInt = arith::IndexCastOp::create(
      b, loc, b.getI64Type(), arith::AddIOp::create(b, loc, start, bytes));
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext()), asInt);
}

namespace {

/// CBLAS takes sizes and leading dimensions as 32-bit ints.
bool fitsCblasInt(int64_t v) {
  return v >= 0 && v <= std::numeric_limits<int32_t>::max();
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

} // namespace

func::FuncOp remat::detail::getOrDeclareGemm(OpBuilder &b, ModuleOp module,
                                             FloatType element) {
  StringRef name = element.isF32() ? "cblas_sgemm" : "cblas_dgemm";
  if (auto f = module.lookupSymbol<func::FuncOp>(name))
    return f;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  Type i32 = b.getI32Type(), ptr = LLVM::LLVMPointerType::get(b.getContext());
  // (order, transA, transB, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc)
  auto type = b.getFunctionType({i32, i32, i32, i32, i32, i32, element, ptr,
                                 i32, ptr, i32, element, ptr, i32},
                                {});
  auto f = func::FuncOp::create(b, module.getLoc(), name, type);
  f.setPrivate();
  // The library's own buffers (OpenBLAS's) are no program tensors: a call
  // on a thread adds nothing the memory model counts.
  f->setAttr("remat.no_program_buffers", b.getUnitAttr());
  return f;
}

namespace {

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

} // namespace

linalg::FillOp remat::detail::getZeroFillBefore(Operation *op, Value c) {
  auto fill = dyn_cast_or_null<linalg::FillOp>(op->getPrevNode());
  if (!fill || !fill.hasPureBufferSemantics() ||
      fill.getDpsInitOperand(0)->get() != c)
    return {};
  FloatAttr value;
  if (!matchPattern(fill.getDpsInputOperand(0)->get(), m_Constant(&value)) ||
      !value.getValue().isPosZero())
    return {};
  return fill;
}

namespace {

/// M * N * K of a gemm whose C has dimensions `m` and `n` of `c` and whose
/// depth is dimension `k` of `a`, when all three are static.
std::optional<int64_t> staticMultiplyAdds(MemRefType c, unsigned m, unsigned n,
                                          MemRefType a, unsigned k) {
  int64_t sizes[] = {c.getDimSize(m), c.getDimSize(n), a.getDimSize(k)};
  if (llvm::any_of(sizes, ShapedType::isDynamic))
    return std::nullopt;
  return sizes[0] * sizes[1] * sizes[2];
}

/// Replaces `op` by CBLAS calls; false (and `op` untouched) when the call
/// does not cover it.
bool lowerToGemm(OpBuilder &b, ModuleOp module, linalg::LinalgOp op) {
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
      gemmCall->setAttr("remat.dynamic_ops", cb.getI64IntegerAttr(*callOps));
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
  op->erase();
  if (zeroFill)
    zeroFill->erase();
  return true;
}

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

/// Replaces a convolution `out[n, oh, ow, f] += sum over (kh, kw, c) of
/// in[n, oh * sh + kh * dh, ow * sw + kw * dw, c] * w[kh, kw, c, f]` by, for
/// each image n, output row oh and filter position (kh, kw) in that order,
/// the gemm `out[n, oh] (OW x F) += A (OW x C) * w[kh, kw] (C x F)`, where
/// row ow of A is the input's pixel (oh * sh + kh * dh, ow * sw + kw * dw):
/// rows sw pixels apart, so the leading dimension is sw times the pixel
/// stride and no patch matrix (im2col) is built. No buffer is allocated.
bool lowerConvolutionToGemm(OpBuilder &b, ModuleOp module,
                            linalg::Conv2DNhwcHwcfOp op, bool parallelRows) {
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
          call->setAttr("remat.dynamic_ops", b.getI64IntegerAttr(*callOps));
      });
    });
  });
  op->erase();
  if (zeroFill)
    zeroFill->erase();
  return true;
}

/// Output rows per gemm of the column lowering: about 128 gemm rows, a
/// number fixed by the shape (not the threads), so the calls and their bits
/// are the same on any thread count.
int64_t columnBlockRows(int64_t outWidth, int64_t outHeight) {
  int64_t rows = std::max<int64_t>(1, (128 + outWidth - 1) / outWidth);
  return std::min(rows, std::max<int64_t>(1, outHeight));
}

} // namespace

std::optional<SmallVector<int64_t>>
remat::detail::staticStrides(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return std::nullopt;
  return strides;
}

namespace {

/// A unit-stride convolution marked `remat.gemm_columns` (the remat op's
/// `gemm_columns`, whose scratch the memory model counts): per image the
/// columns buffer cols[h][ow] = in[n, h, ow .. ow + KW - 1, :] ((OH + KH - 1)
/// x OW x KW * C, one block copy per (h, ow) after
/// remat-expand-strided-copies), then for each block of output rows
/// (columnBlockRows) and filter row kh, in that order, the gemm
/// `out[n, rows] (R * OW x F) += cols[rows + kh] (R * OW x KW * C) *
/// w[kh] (KW * C x F)`. False (`op` untouched) where this does not apply.
bool lowerConvolutionToColumnGemms(OpBuilder &b, ModuleOp module,
                                   linalg::Conv2DNhwcHwcfOp op,
                                   bool parallelRows) {
  if (!op->hasAttr("remat.gemm_columns") || !isUnitStrideGemmConvolution(op))
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
      call->setAttr("remat.dynamic_ops",
                    b.getI64IntegerAttr(blockRows * ow * f * depth));
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
  op->erase();
  if (zeroFill)
    zeroFill->erase();
  return true;
}

struct RematLinalgToCBLASPass
    : remat::impl::RematLinalgToCBLASPassBase<RematLinalgToCBLASPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<linalg::LinalgOp> candidates;
    module.walk([&](linalg::LinalgOp op) {
      if (isa<linalg::MatmulOp, linalg::BatchMatmulOp,
              linalg::Conv2DNhwcHwcfOp>(op.getOperation()))
        candidates.push_back(op);
    });
    OpBuilder b(&getContext());
    for (linalg::LinalgOp op : candidates) {
      if (auto conv = dyn_cast<linalg::Conv2DNhwcHwcfOp>(op.getOperation())) {
        if (!(columnBlocks && lowerPaddedConvolutionToColumnBlocks(
                                  b, module, conv, parallelRows)) &&
            !lowerConvolutionToColumnGemms(b, module, conv, parallelRows))
          lowerConvolutionToGemm(b, module, conv, parallelRows);
      } else
        lowerToGemm(b, module, op);
    }
  }
};

} // namespace

bool remat::isCBLASContraction(linalg::LinalgOp op) {
  return getGemmForm(op).has_value() || isGemmConvolution(op);
}
