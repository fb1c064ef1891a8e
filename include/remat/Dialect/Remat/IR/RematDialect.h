//===- RematDialect.h - the remat dialect -----------------------*- C++ -*-===//
#ifndef REMAT_DIALECT_REMAT_IR_REMATDIALECT_H
#define REMAT_DIALECT_REMAT_IR_REMATDIALECT_H

#include "mlir/IR/Dialect.h"
#include "mlir/IR/Operation.h"

#include "remat/Dialect/Remat/IR/RematOpsDialect.h.inc"

#endif // REMAT_DIALECT_REMAT_IR_REMATDIALECT_H
