//===- DifferentiableOpInterface.td - reverse-mode derivative rules -*- tablegen -*-===//
//
// One derivative rule per op: how to build the adjoints of an op's operands
// from the adjoints of its results. remat-autodiff only walks the program and
// accumulates; every op-specific decision lives in the op's rule, so another
// dialect takes part by implementing this interface.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_INTERFACES_DIFFERENTIABLEOPINTERFACE
#define REMAT_INTERFACES_DIFFERENTIABLEOPINTERFACE

include "mlir/IR/OpBase.td"

def DifferentiableOpInterface : OpInterface<"DifferentiableOpInterface"> {
  let cppNamespace = "::remat";
  let description = [{
    Reverse-mode derivative rule of an op. `buildAdjoints` receives the
    adjoint of each result (a null Value when the result does not influence
    the loss) and appends the adjoint of each operand to `operandAdjoints`
    (a null Value when the operand has none, e.g. an index-like input, or
    when it is not needed). New ops are created with `adjoints.builder()` at
    the backward pass's insertion point; forward values are reached through
    `adjoints.forward(value)`, which makes values inside a checkpoint region
    available outside it. A rule that cannot differentiate with respect to an
    operand the loss depends on reports it with
    `adjoints.notDifferentiable(operandIndex)` and fails.
  }];
  let methods = [
    InterfaceMethod<
      "Builds the adjoints of the operands from those of the results.",
      "::llvm::LogicalResult", "buildAdjoints",
      (ins "::remat::AdjointBuilder &":$adjoints,
           "::llvm::ArrayRef<::mlir::Value>":$resultAdjoints,
           "::llvm::SmallVectorImpl<::mlir::Value> &":$operandAdjoints)>,
  ];
}

#endif // REMAT_INTERFACES_DIFFERENTIABLEOPINTERFACE
