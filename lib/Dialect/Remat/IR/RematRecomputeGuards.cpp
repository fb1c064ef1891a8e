//===- RematRecomputeGuards.cpp - the guards the remat dialect offers -----===//
//
// remat.barrier and remat.check_recompute as the rematerialization library's
// recompute guards: registered on the dialect, so that any context that
// loads it gives the library its guards.
//
//===----------------------------------------------------------------------===//
#include "RematDialectInterfaces.h"

#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Dialect/Remat/IR/RematOps.h"
#include "remat/Interfaces/RecomputeGuards.h"

using namespace mlir;
using namespace remat;

namespace {
struct RematRecomputeGuards : RecomputeGuardDialectInterface {
  using RecomputeGuardDialectInterface::RecomputeGuardDialectInterface;

  Value buildBarrier(OpBuilder &b, Location loc, Value v) const override {
    return BarrierOp::create(b, loc, v);
  }

  Operation *buildCheck(OpBuilder &b, Location loc, Value original,
                        Value recomputed, StringRef message) const override {
    return CheckRecomputeOp::create(b, loc, original, recomputed, message);
  }
};
} // namespace

void remat::detail::addRematRecomputeGuards(RematDialect &dialect) {
  dialect.addInterfaces<RematRecomputeGuards>();
}
