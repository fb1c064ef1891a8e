//===- CBLASCalls.h - what the CBLAS lowerings share ------------*- C++ -*-===//
//
// remat-linalg-to-cblas's pieces that more than one of its lowerings use
// (CBLASCalls.cpp): the CBLAS enumerators, the gemm declaration, the checks
// on the operands' buffers and the address arithmetic; and the convolution
// lowerings the pass's patterns call (ConvGemms.cpp, ConvColumnBlocks.cpp),
// which make every change to the IR through the rewriter they are given.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_CODEGEN_CBLASCALLS_H
#define REMAT_LIB_CODEGEN_CBLASCALLS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace remat::detail {

// The CBLAS enumerators (cblas.h).
constexpr int32_t kCblasRowMajor = 101;
constexpr int32_t kCblasNoTrans = 111;
constexpr int32_t kCblasTrans = 112;

/// CBLAS takes sizes and leading dimensions as 32-bit ints.
bool fitsCblasInt(int64_t v);

/// M * N * K of a gemm whose C has dimensions `m` and `n` of `c` and whose
/// depth is dimension `k` of `a`, when all three are static.
std::optional<int64_t> staticMultiplyAdds(mlir::MemRefType c, unsigned m,
                                          unsigned n, mlir::MemRefType a,
                                          unsigned k);

/// Whether `op` is an f32/f64 `linalg.conv_2d_nhwc_hwcf`, which lowers to
/// one gemm per (image, output row, filter position).
bool isGemmConvolution(mlir::linalg::LinalgOp op);

/// Declares the gemm of `element`s (cblas_sgemm for f32, cblas_dgemm for
/// f64) in `module` once.
mlir::func::FuncOp getOrDeclareGemm(mlir::RewriterBase &rewriter,
                                    mlir::ModuleOp module,
                                    mlir::FloatType element);

/// Whether `op` sets every element of `buffer` to +0.0: a linalg.fill, or a
/// linalg.map without inputs that yields that constant.
bool zeroesBuffer(mlir::Operation *op, mlir::Value buffer);

/// The `linalg.fill` of +0.0 into `c` right before `op`, if there is one.
mlir::linalg::FillOp getZeroFillBefore(mlir::Operation *op, mlir::Value c);

/// Static strides of `type` (std::nullopt if any is dynamic).
std::optional<llvm::SmallVector<int64_t>> staticStrides(mlir::MemRefType type);

/// Whether `op` is an f32/f64 convolution on buffers with unit strides and
/// dilations (isGemmConvolution), which the column lowerings take.
bool isUnitStrideGemmConvolution(mlir::linalg::Conv2DNhwcHwcfOp op);

/// What the column lowerings read of a convolution's input, filter and
/// output: static strides, with dense pixels in the input and w[kh] and
/// out's images as row-major matrices; std::nullopt otherwise (or for a
/// filter one pixel wide, where columns gain nothing).
struct ColumnOperands {
  mlir::MemRefType inType, outType;
  llvm::SmallVector<int64_t> in, filter, out; // strides
  int64_t kh, kw, c, f, oh, ow;
};
std::optional<ColumnOperands>
getColumnOperands(mlir::Value in, mlir::Value filter, mlir::Value out);

/// Byte addresses inside buffers, for the calls' pointers.
struct ByteAddresses {
  mlir::OpBuilder &b;
  mlir::Location loc;
  int64_t elementBytes;
  mlir::Value index(int64_t v);
  /// `memref`'s aligned pointer plus `offset` elements, in bytes (index).
  mlir::Value base(mlir::Value memref, mlir::Value offset);
  /// `start` (bytes) plus `elements`, as an !llvm.ptr.
  mlir::Value pointer(mlir::Value start, mlir::Value elements);
};

/// Replaces a convolution `out[n, oh, ow, f] += sum over (kh, kw, c) of
/// in[n, oh * sh + kh * dh, ow * sw + kw * dw, c] * w[kh, kw, c, f]` by, for
/// each image n, output row oh and filter position (kh, kw) in that order,
/// the gemm `out[n, oh] (OW x F) += A (OW x C) * w[kh, kw] (C x F)`, where
/// row ow of A is the input's pixel (oh * sh + kh * dh, ow * sw + kw * dw):
/// rows sw pixels apart, so the leading dimension is sw times the pixel
/// stride and no patch matrix (im2col) is built. No buffer is allocated.
/// With `parallelRows`, the (image, output row) loops are one scf.parallel.
/// False (`op` untouched) where this does not apply.
bool lowerConvolutionToGemm(mlir::RewriterBase &b, mlir::ModuleOp module,
                            mlir::linalg::Conv2DNhwcHwcfOp op,
                            bool parallelRows);

/// A unit-stride convolution marked `remat.gemm_columns` (the remat op's
/// `gemm_columns`, whose scratch the memory model counts): per image the
/// columns buffer cols[h][ow] = in[n, h, ow .. ow + KW - 1, :] ((OH + KH - 1)
/// x OW x KW * C, one block copy per (h, ow) after
/// remat-expand-strided-copies), then for each block of output rows
/// (columnBlockRows) and filter row kh, in that order, the gemm
/// `out[n, rows] (R * OW x F) += cols[rows + kh] (R * OW x KW * C) *
/// w[kh] (KW * C x F)`. With `parallelRows`, the blocks are one
/// scf.parallel. False (`op` untouched) where this does not apply.
bool lowerConvolutionToColumnGemms(mlir::RewriterBase &b, mlir::ModuleOp module,
                                   mlir::linalg::Conv2DNhwcHwcfOp op,
                                   bool parallelRows);

/// A unit-stride convolution whose input is a zero-padded copy of one image
/// (a buffer that is zero-filled, gets the image copied into its interior,
/// and is read by the convolution only): per block of output rows, the
/// `KW` pixels each output pixel reads on a filter row side by side, built
/// straight from the image (zeros where the copy had padding) in the padded
/// copy's own buffer, then one gemm of depth `KW * C` per block and filter
/// row. The padded copy and its fill are gone; no buffer is
/// allocated. The blocks go to two lanes (parts of the buffer) where they
/// fit, one scf.parallel with `parallelLanes`. False (and nothing changed)
/// where this does not apply.
bool lowerPaddedConvolutionToColumnBlocks(mlir::RewriterBase &b,
                                          mlir::ModuleOp module,
                                          mlir::linalg::Conv2DNhwcHwcfOp op,
                                          bool parallelLanes);

} // namespace remat::detail

#endif // REMAT_LIB_CODEGEN_CBLASCALLS_H
