//===- ContiguousBlocks.h - loops over contiguous blocks ------*- C++ -*-===//
//
// A copy or fill of a strided memref (the interior of a padded buffer, a
// window of an image) touches runs of contiguous elements: its trailing
// dimensions. remat-expand-strided-copies and remat-zero-fills-to-memset
// split such an op into scf.for loops over the leading dimensions around one
// operation per contiguous block.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_LIB_CODEGEN_CONTIGUOUSBLOCKS_H
#define REMAT_LIB_CODEGEN_CONTIGUOUSBLOCKS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

#include <optional>

namespace remat::detail {

/// The first dimension from which `type`'s trailing dimensions form one
/// contiguous row-major block (unit dimensions never break it): 0 when the
/// whole memref is contiguous, the rank when not even the innermost
/// dimension is. std::nullopt for a dynamic shape or stride.
std::optional<unsigned> contiguousFrom(mlir::MemRefType type);

/// Builds scf.for loops at `b`'s insertion point over the dimensions of
/// `shape` before `from` (none for a unit dimension) and calls `block` in
/// the innermost body with the offsets and sizes of one block: the loops'
/// indices (0 for unit dimensions) before `from`, then 0 and the whole
/// dimension.
void forEachContiguousBlock(
    mlir::OpBuilder &b, mlir::Location loc, llvm::ArrayRef<int64_t> shape,
    unsigned from,
    llvm::function_ref<void(llvm::ArrayRef<mlir::OpFoldResult> offsets,
                            llvm::ArrayRef<mlir::OpFoldResult> sizes)>
        block);

} // namespace remat::detail

#endif // REMAT_LIB_CODEGEN_CONTIGUOUSBLOCKS_H
