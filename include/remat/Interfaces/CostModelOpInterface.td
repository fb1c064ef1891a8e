//===- CostModelOpInterface.td - FLOPs, bytes, recomputability -*- tablegen -*-===//
//
// The numbers the analyses and the rematerialization strategies trade off.
// Another dialect implements this interface (directly or as an external model)
// to take part in Remat's cost model.
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_INTERFACES_COSTMODELOPINTERFACE
#define REMAT_INTERFACES_COSTMODELOPINTERFACE

include "mlir/IR/OpBase.td"

def CostModelOpInterface : OpInterface<"CostModelOpInterface"> {
  let cppNamespace = "::remat";
  let description = [{
    Cost of one execution of an operation on statically shaped tensors: the
    floating-point operations it performs, the bytes it reads and writes, and
    whether it may be executed again to rematerialize its results (it must be
    free of side effects and deterministic), and the roofline class whose
    peak rate bounds its time (`Matrix` for contractions, `Vector` otherwise). The FLOP formulas of the `remat`
    dialect are documented in `docs/reference/CostModel.md`.
  }];
  let methods = [
    InterfaceMethod<
      "Floating-point operations performed by one execution.",
      "int64_t", "getFlops">,
    InterfaceMethod<
      "Bytes read from operands (each tensor operand read once by default; "
      "nothing for a view).",
      "int64_t", "getBytesRead", (ins), [{}],
      [{ return ::remat::isTensorView($_op) ? 0
                                            : ::remat::getOperandBytes($_op); }]>,
    InterfaceMethod<
      "Bytes written to results (each tensor result written once by default; "
      "nothing for a view).",
      "int64_t", "getBytesWritten", (ins), [{}],
      [{ return ::remat::isTensorView($_op) ? 0
                                            : ::remat::getResultBytes($_op); }]>,
    InterfaceMethod<
      "Temporary bytes the op's implementation holds while it runs, beside "
      "its operands and results (e.g. a padded copy of an input).",
      "int64_t", "getScratchBytes", (ins), [{}], [{ return 0; }]>,
    InterfaceMethod<
      "Whether executing the op again reproduces its results bit for bit "
      "without side effects, so that it may be rematerialized.",
      "bool", "isRecomputable", (ins), [{}],
      [{ return ::mlir::isPure($_op); }]>,
    InterfaceMethod<
      "Roofline class of the op: `Matrix` for contractions (matmul, "
      "convolutions), which run at a target's matrix (tensor-core) rate, "
      "`Vector` for everything else.",
      "::remat::ComputeClass", "getComputeClass", (ins), [{}],
      [{ return ::remat::ComputeClass::Vector; }]>,
  ];
}

#endif // REMAT_INTERFACES_COSTMODELOPINTERFACE
