//===- TestHostDialect.h - a host compiler's own training ops ---*- C++ -*-===//
#ifndef REMAT_TEST_DIALECT_TESTHOST_TESTHOSTDIALECT_H
#define REMAT_TEST_DIALECT_TESTHOST_TESTHOSTDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "TestHostOpsDialect.h.inc"

#define GET_OP_CLASSES
#include "TestHostOps.h.inc"

namespace remat::test_host {
/// The dialect and, as a host compiler would, Remat's external models of its
/// ops (TestHostCostModels.cpp).
void registerTestHostDialect(mlir::DialectRegistry &registry);
} // namespace remat::test_host

#endif // REMAT_TEST_DIALECT_TESTHOST_TESTHOSTDIALECT_H
