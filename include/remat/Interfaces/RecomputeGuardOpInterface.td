//===- RecomputeGuardOpInterface.td - removable recompute guards -*- tablegen -*-===//
//
// Ops that rematerialization inserts only to protect or check a
// recomputation (a CSE barrier, a run-time comparison) and that a host
// removes once they have served their purpose (remat-strip-guards).
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_INTERFACES_RECOMPUTEGUARDOPINTERFACE
#define REMAT_INTERFACES_RECOMPUTEGUARDOPINTERFACE

include "mlir/IR/OpBase.td"

def RecomputeGuardOpInterface : OpInterface<"RecomputeGuardOpInterface"> {
  let cppNamespace = "::remat";
  let description = [{
    An op that exists only to keep a recomputation apart from the value it
    repeats (a barrier: the identity, with a declared side effect so that CSE
    and canonicalization leave it alone) or to check it at run time. Removing
    it keeps the program's meaning: a barrier's results are its operands, a
    check has no results. `remat-strip-guards` removes every such op, so a
    host keeps no op of the guard's dialect at run time.
  }];
  let methods = [
    InterfaceMethod<
      "The value that replaces result `index` when the guard is removed "
      "(by default the operand of the same position), or null for a guard "
      "without results.",
      "::mlir::Value", "getGuardedValue", (ins "unsigned":$index), [{}],
      [{ return $_op->getOperand(index); }]>,
  ];
  let verify = [{
    if ($_op->getNumResults() > $_op->getNumOperands())
      return $_op->emitOpError("a recompute guard has at most as many "
                               "results as operands");
    return ::mlir::success();
  }];
}

#endif // REMAT_INTERFACES_RECOMPUTEGUARDOPINTERFACE
