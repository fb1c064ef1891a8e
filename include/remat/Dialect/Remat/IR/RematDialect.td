//===- RematDialect.td - the remat dialect and its base classes -*- tablegen -*-===//
#ifndef REMAT_DIALECT_REMAT_IR_REMATDIALECT
#define REMAT_DIALECT_REMAT_IR_REMATDIALECT

include "mlir/IR/OpBase.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ViewLikeInterface.td"
include "remat/Interfaces/CheckpointRegionOpInterface.td"
include "remat/Interfaces/CostModelOpInterface.td"
include "remat/Interfaces/DifferentiableOpInterface.td"
include "remat/Interfaces/GradientOpInterface.td"
include "remat/Interfaces/RecomputeGuardOpInterface.td"

def Remat_Dialect : Dialect {
  let name = "remat";
  let cppNamespace = "::remat";
  let summary = "Training steps on ranked tensors, for rematerialization.";
  let description = [{
    The `remat` dialect expresses a whole training step: forward operations,
    losses, the backward (gradient) operations and user-marked checkpoint
    regions. Every operand and result is a statically shaped ranked tensor of
    `f16`, `bf16`, `f32` or `f64`; all tensors of one op share an element
    type, except the integer (`i32`, `i64`) labels and indices a few ops read
    (`RematIndexOps.td`) and `cast`. Attributes default to the common case (no transpose, last axis,
    stride 1, no padding), so the generic form of an op without attributes is
    valid.

    Every op implements `CostModelOpInterface` (FLOPs, bytes, whether it may be
    recomputed) and every gradient op implements `GradientOpInterface`, which
    drives the phase rule: an op is *backward* when it is a gradient op or
    depends, transitively, on the result of one; otherwise it is *forward*.
    An *activation* is a forward value with a backward use.

    The dialect owns the discardable attributes Remat's analyses, passes and
    runner read and write on any dialect's IR (`remat/Support/AttrNames.h`
    spells their names for the library, which does not link the dialect);
    where the dialect is loaded, the verifier checks each one's kind and
    place, and rejects a `remat.` attribute it does not know.
  }];
  let discardableAttrs = (ins
    // On a function argument: a parameter, differentiated by remat-autodiff.
    "::mlir::UnitAttr":$param,
    // On a function argument or an op: its name in reports and options
    // (save-names=, the importer's module paths).
    "::mlir::StringAttr":$name,
    // On a function argument of labels: the exclusive upper bound of every
    // label (the number of classes).
    "::mlir::IntegerAttr":$bound,
    // On an op: a recomputation inserted by remat-rematerialize.
    "::mlir::UnitAttr":$recompute,
    // On an op: it starts the backward pass (docs/reference/ForeignIR.md).
    "::mlir::UnitAttr":$backward,
    // On an op: it and every op after it are the backward pass.
    "::mlir::UnitAttr":$backward_begin,
    // On a function result: the op whose input remat-expose-values returns.
    "::mlir::StringAttr":$exposed,
    // On a function: its signature before lowering, for the runner.
    "::mlir::TypeAttr":$signature,
    // On a convolution: lowered as a GEMM over blocks of output columns.
    "::mlir::UnitAttr":$gemm_columns,
    // On a call into a library: the multiply-adds it performs.
    "::mlir::IntegerAttr":$dynamic_ops,
    // On a library function: it allocates no buffer of the program's.
    "::mlir::UnitAttr":$no_program_buffers
  );
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
}

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

defvar Remat_FloatTypes = [F16, BF16, F32, F64];

def Remat_Tensor : StaticShapeTensorOf<Remat_FloatTypes>;
/// Labels and indices: integer tensors are data, read by a few ops
/// (RematIndexOps.td) and never produced by one.
def Remat_IndexTensor : StaticShapeTensorOf<[I32, I64]>;
/// Any tensor a value of a remat program may be (float or index).
def Remat_AnyTensor : StaticShapeTensorOf<Remat_FloatTypes # [I32, I64]>;
def Remat_ScalarTensor : 0DTensorOf<Remat_FloatTypes>;
def Remat_Tensor4D : TypeConstraint<
    And<[Remat_Tensor.predicate, HasAnyRankOfPred<[4]>]>,
    "statically shaped 4-D tensor of f16, bf16, f32 or f64 values",
    "::mlir::RankedTensorType">;
def Remat_Vector : TypeConstraint<
    And<[Remat_Tensor.predicate, HasAnyRankOfPred<[1]>]>,
    "statically shaped 1-D tensor of f16, bf16, f32 or f64 values",
    "::mlir::RankedTensorType">;

//===----------------------------------------------------------------------===//
// Base classes
//===----------------------------------------------------------------------===//

/// Every tensor's byte size fits in int64_t, so that shape and memory
/// arithmetic never overflows.
def Remat_TensorSizesFit : NativeOpTrait<"TensorSizesFit"> {
  let cppNamespace = "::remat::trait";
}

/// Forward ops carry a reverse-mode derivative rule (RematOpsDerivatives.cpp).
defvar Remat_Differentiable =
    DeclareOpInterfaceMethods<DifferentiableOpInterface>;

class Remat_Op<string mnemonic, list<Trait> traits = [],
               list<string> costOverrides = []>
    : Op<Remat_Dialect, mnemonic,
         traits # [Remat_TensorSizesFit,
                   DeclareOpInterfaceMethods<CostModelOpInterface,
                                             costOverrides>]>;

/// Ops whose lowering holds temporaries declare getScratchBytes.
defvar Remat_Scratch = ["getScratchBytes"];

/// Contractions (matmul, convolutions) declare getComputeClass: they run at
/// the roofline's matrix rate.
defvar Remat_Matrix = ["getComputeClass"];

/// A pure computation on tensors that all share one element type.
class Remat_ComputeOp<string mnemonic, list<Trait> traits = [],
                      list<string> costOverrides = []>
    : Remat_Op<mnemonic, traits # [Pure, SameOperandsAndResultElementType],
               costOverrides>;

/// `y = f(x)` elementwise, same type in and out.
class Remat_UnaryOp<string mnemonic, list<Trait> traits = [],
                    list<string> costOverrides = []>
    : Remat_ComputeOp<mnemonic, traits # [SameOperandsAndResultType],
                      costOverrides> {
  let arguments = (ins Remat_Tensor:$x);
  let results = (outs Remat_Tensor:$result);
  let assemblyFormat = "$x attr-dict `:` type($x)";
}

/// `z = f(x, y)` elementwise on two tensors of one type.
class Remat_BinaryOp<string mnemonic, list<Trait> traits = []>
    : Remat_ComputeOp<mnemonic, traits # [SameOperandsAndResultType]> {
  let arguments = (ins Remat_Tensor:$lhs, Remat_Tensor:$rhs);
  let results = (outs Remat_Tensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

// The defaults of the optional window attributes, declared and defined once
// for the forward op and the gradient ops that carry them (the helpers the
// definitions call are in RematOps.cpp, before the generated classes).
defvar convDefaultsDeclaration = [{
    ::llvm::SmallVector<int64_t> getStridesOrDefault();
    ::llvm::SmallVector<int64_t> getPaddingOrDefault();
}];
defvar convDefaultsDefinition = [{
  ::llvm::SmallVector<int64_t> $cppClass::getStridesOrDefault() {
    return convStrides(*this);
  }
  ::llvm::SmallVector<int64_t> $cppClass::getPaddingOrDefault() {
    return convPadding(*this);
  }
}];
defvar poolDefaultsDeclaration = [{
    ::llvm::SmallVector<int64_t> getWindowOrDefault();
    ::llvm::SmallVector<int64_t> getStridesOrDefault();
    ::llvm::SmallVector<int64_t> getPaddingOrDefault();
}];
defvar poolDefaultsDefinition = [{
  ::llvm::SmallVector<int64_t> $cppClass::getWindowOrDefault() {
    return poolWindow(*this);
  }
  ::llvm::SmallVector<int64_t> $cppClass::getStridesOrDefault() {
    return poolStrides(*this);
  }
  ::llvm::SmallVector<int64_t> $cppClass::getPaddingOrDefault() {
    return poolPadding(*this);
  }
}];
defvar upsampleDefaultsDeclaration = [{
    ::llvm::SmallVector<int64_t> getScaleOrDefault();
}];
defvar upsampleDefaultsDefinition = [{
  ::llvm::SmallVector<int64_t> $cppClass::getScaleOrDefault() {
    return upsampleScale(*this);
  }
}];

/// A gradient op: the derivative of the forward op `forwardOp`.
class Remat_GradOp<string mnemonic, string forwardOp, list<Trait> traits = [],
                   list<string> costOverrides = []>
    : Remat_ComputeOp<mnemonic, traits # [GradientOpInterface],
                      costOverrides> {
  code gradClassDeclaration = [{
    static ::llvm::StringRef getDifferentiatedOpName() {
      return "remat.}] # forwardOp # [{";
    }
  }];
  let extraClassDeclaration = gradClassDeclaration;
}

/// `dx = f'(saved) * dy` elementwise, where `saved` is the forward input or
/// output the derivative needs; `dy`, `saved` and `dx` share one type.
class Remat_UnaryGradOp<string mnemonic, string forwardOp,
                        list<string> costOverrides = []>
    : Remat_GradOp<mnemonic, forwardOp, [SameOperandsAndResultType],
                   costOverrides> {
  let results = (outs Remat_Tensor:$dx);
}

#endif // REMAT_DIALECT_REMAT_IR_REMATDIALECT
