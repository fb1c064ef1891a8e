//===- RematDialect.cpp - the remat dialect -------------------------------===//
#include "RematDialectInterfaces.h"

#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Dialect/Remat/IR/RematOps.h"

#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace remat;

#include "remat/Dialect/Remat/IR/RematOpsDialect.cpp.inc"

namespace {
/// Every remat op may be inlined: the forward and gradient ops are pure
/// tensor computations, the guards and checks only mark values, and a
/// checkpoint region is isolated from above, so a call inlined into its body
/// reads only the region's own values. The dialect has no callables, and its
/// one terminator (remat.yield) ends checkpoint regions, never a callee.
struct RematInlinerInterface : DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void RematDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "remat/Dialect/Remat/IR/RematOps.cpp.inc"
      >();
  addInterfaces<RematInlinerInterface>();
  detail::addRematRecomputeGuards(*this);
}
