//===- GradientOpInterface.td - ops that compute gradients -----*- tablegen -*-===//
//
// Marks the ops that start or continue the backward pass. The phase rule
// (remat/Analysis/Phase.h) uses it to split a training step into forward and
// backward parts.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_INTERFACES_GRADIENTOPINTERFACE
#define REMAT_INTERFACES_GRADIENTOPINTERFACE

include "mlir/IR/OpBase.td"

def GradientOpInterface : OpInterface<"GradientOpInterface"> {
  let cppNamespace = "::remat";
  let description = [{
    An operation that computes the derivative of a forward operation. Its
    results, and every value that depends on them, belong to the backward
    phase of a training step.
  }];
  let methods = [
    StaticInterfaceMethod<
      "Name of the forward operation whose derivative this op computes.",
      "::llvm::StringRef", "getDifferentiatedOpName">,
  ];
}

#endif // REMAT_INTERFACES_GRADIENTOPINTERFACE
