//===- RecomputeGuards.cpp - the guards a loaded dialect offers -----------===//
#include "remat/Interfaces/RecomputeGuards.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace remat;

RecomputeGuardBuilder::~RecomputeGuardBuilder() = default;

const RecomputeGuardBuilder *remat::findRecomputeGuards(MLIRContext *context,
                                                        std::string &message) {
  const RecomputeGuardBuilder *found = nullptr;
  SmallVector<StringRef> offering;
  for (Dialect *dialect : context->getLoadedDialects())
    if (auto *guards =
            dialect->getRegisteredInterface<RecomputeGuardDialectInterface>()) {
      found = guards;
      offering.push_back(dialect->getNamespace());
    }
  if (offering.size() == 1)
    return found;
  if (offering.empty())
    message = "no loaded dialect offers recompute guards "
              "(RecomputeGuardDialectInterface): load the remat dialect or "
              "give RematOptions::guards";
  else
    message = "several loaded dialects offer recompute guards (" +
              llvm::join(offering, ", ") +
              "): give RematOptions::guards to choose";
  return nullptr;
}
