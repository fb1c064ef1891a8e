//===- AttrNames.h - the discardable attributes Remat owns ------*- C++ -*-===//
//
// The names of the discardable attributes Remat's library, passes and runner
// read and write on any dialect's IR. The remat dialect declares each one in
// ODS (RematDialect.td, with a verifier of its kind and place); the library
// spells them here, so that it needs the dialect neither linked nor loaded.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_SUPPORT_ATTRNAMES_H
#define REMAT_SUPPORT_ATTRNAMES_H

#include "llvm/ADT/StringRef.h"

namespace remat {

/// Unit, on a function argument: a parameter, differentiated by
/// remat-autodiff.
inline constexpr llvm::StringLiteral kParamAttrName = "remat.param";
/// String, on an op or a function argument: the name save-names= and
/// recompute-names= match and reports print.
inline constexpr llvm::StringLiteral kRematNameAttr = "remat.name";
/// Integer, on a function argument of labels: every label is below it.
inline constexpr llvm::StringLiteral kBoundAttrName = "remat.bound";
/// Unit, on an op: it recomputes a forward value in the backward pass.
inline constexpr llvm::StringLiteral kRecomputeAttrName = "remat.recompute";
/// Phase hooks for IR without gradient ops (docs/reference/ForeignIR.md). A
/// host marks its backward pass with either (or both) unit attributes:
///  - `remat.backward` on an op: the op is backward (and, by the rule, every
///    op that depends on it); put it on every backward op, or on the ops that
///    start the backward pass (the seeds) and let dependence do the rest;
///  - `remat.backward_begin` on the first backward op: it and every op after
///    it in program order are backward (the first such op counts).
inline constexpr llvm::StringLiteral kBackwardAttrName = "remat.backward";
inline constexpr llvm::StringLiteral kBackwardBeginAttrName =
    "remat.backward_begin";
/// String, on a function result: the name of the op whose input
/// remat-expose-values returns in it.
inline constexpr llvm::StringLiteral kExposedAttrName = "remat.exposed";
/// Type, on a function: its tensor signature, carried through lowering.
inline constexpr llvm::StringLiteral kSignatureAttrName = "remat.signature";
/// Unit, on a convolution: lowered as a GEMM over blocks of output columns.
inline constexpr llvm::StringLiteral kGemmColumnsAttrName =
    "remat.gemm_columns";
/// Integer, on a call into a library: the multiply-adds it performs.
inline constexpr llvm::StringLiteral kDynamicOpsAttrName = "remat.dynamic_ops";
/// Unit, on a library function: it allocates no buffer of the program's.
inline constexpr llvm::StringLiteral kNoProgramBuffersAttrName =
    "remat.no_program_buffers";

} // namespace remat

#endif // REMAT_SUPPORT_ATTRNAMES_H
