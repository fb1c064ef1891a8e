//===- RematDialect.cpp - the remat dialect -------------------------------===//
#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Dialect/Remat/IR/RematOps.h"

using namespace mlir;
using namespace remat;

#include "remat/Dialect/Remat/IR/RematOpsDialect.cpp.inc"

void RematDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "remat/Dialect/Remat/IR/RematOps.cpp.inc"
      >();
}
