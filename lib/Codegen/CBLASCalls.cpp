//===- CBLASCalls.cpp - what the CBLAS lowerings share --------------------===//
//
// The checks on convolutions and their buffers, the gemm declaration, and
// the address arithmetic that remat-linalg-to-cblas's lowerings (matmuls,
// convolutions as gemms, column blocks) build their calls with.
//
//===----------------------------------------------------------------------===//
#include "CBLASCalls.h"
#include "remat/Support/AttrNames.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"

#include <limits>

using namespace mlir;
using namespace remat::detail;

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

bool remat::detail::fitsCblasInt(int64_t v) {
  return v >= 0 && v <= std::numeric_limits<int32_t>::max();
}

func::FuncOp remat::detail::getOrDeclareGemm(RewriterBase &b, ModuleOp module,
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
  b.modifyOpInPlace(f, [&] {
    f.setPrivate();
    // The library's own buffers (OpenBLAS's) are no program tensors: a call
    // on a thread adds nothing the memory model counts.
    f->setAttr(remat::kNoProgramBuffersAttrName, b.getUnitAttr());
  });
  return f;
}

namespace {

bool isPositiveZero(Value v) {
  FloatAttr value;
  return matchPattern(v, m_Constant(&value)) && value.getValue().isPosZero();
}

} // namespace

bool remat::detail::zeroesBuffer(Operation *op, Value buffer) {
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return fill.hasPureBufferSemantics() &&
           fill.getDpsInitOperand(0)->get() == buffer &&
           isPositiveZero(fill.getDpsInputOperand(0)->get());
  if (auto map = dyn_cast<linalg::MapOp>(op)) {
    if (!map.hasPureBufferSemantics() || map.getNumDpsInputs() != 0 ||
        map.getDpsInitOperand(0)->get() != buffer)
      return false;
    Operation *yield = map.getMapper().front().getTerminator();
    return yield->getNumOperands() == 1 && isPositiveZero(yield->getOperand(0));
  }
  return false;
}

linalg::FillOp remat::detail::getZeroFillBefore(Operation *op, Value c) {
  auto fill = dyn_cast_or_null<linalg::FillOp>(op->getPrevNode());
  return fill && zeroesBuffer(fill, c) ? fill : linalg::FillOp();
}

std::optional<int64_t> remat::detail::staticMultiplyAdds(MemRefType c,
                                                         unsigned m, unsigned n,
                                                         MemRefType a,
                                                         unsigned k) {
  int64_t sizes[] = {c.getDimSize(m), c.getDimSize(n), a.getDimSize(k)};
  if (llvm::any_of(sizes, ShapedType::isDynamic))
    return std::nullopt;
  return sizes[0] * sizes[1] * sizes[2];
}

std::optional<SmallVector<int64_t>>
remat::detail::staticStrides(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return std::nullopt;
  return strides;
}
