//===- Rematerialize.cpp - remat-rematerialize ----------------------------===//
//
// The pass over the rematerialization library (remat/Transforms/
// Rematerialization.h): options are read and checked once, when the
// pipeline is set up; each function goes through rematerialize(); the
// result becomes statistics and remarks, a failure an error with notes.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/Transforms/Passes.h"
#include "remat/Transforms/Rematerialization.h"

namespace remat {
#define GEN_PASS_DEF_REMATREMATERIALIZEPASS
#include "remat/Dialect/Remat/Transforms/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

/// Appends the three largest of `holders` (largest first) and how many more
/// there are.
static void nameHolders(InFlightDiagnostic &diag,
                        ArrayRef<RematHolder> holders) {
  for (size_t i = 0, e = std::min<size_t>(3, holders.size()); i < e; ++i) {
    const RematHolder &holder = holders[i];
    diag << (i ? "," : "") << " " << holder.bytes << " bytes of ";
    if (holder.loc)
      diag << "'" << holder.opName << "' (" << *holder.loc << ")";
    else
      diag << "argument #" << holder.argument;
  }
  if (holders.size() > 3)
    diag << " and " << holders.size() - 3 << " more";
}

/// One error for `failure`, naming where the lowest schedule's peak lies
/// and the floor no schedule goes below.
static void reportRematFailure(Operation *op, const RematFailure &failure) {
  InFlightDiagnostic diag = emitError(failure.loc ? *failure.loc : op->getLoc())
                            << "remat-rematerialize: " << failure.message;
  if (failure.peak.known()) {
    diag << "; that peak lies at '" << failure.peak.opName << "' ("
         << *failure.peak.loc << "), held by";
    nameHolders(diag, failure.peak.holders);
  }
  if (failure.floor.known()) {
    diag << "; no rematerialization of this program order goes below "
         << failure.floor.bytes << " bytes, what '" << failure.floor.opName
         << "' (" << *failure.floor.loc
         << ") needs at once: its own operands and results and the backward "
            "values live across it, largest";
    nameHolders(diag, failure.floor.holders);
  }
}

namespace {
struct RematerializePass
    : remat::impl::RematRematerializePassBase<RematerializePass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    std::string message;
    if (failed(readOptions(message)) ||
        failed(validateRematOptions(options, message)))
      return emitError(UnknownLoc::get(context))
             << "remat-rematerialize: " << message;
    return success();
  }

  /// The pass's options as the library takes them.
  LogicalResult readOptions(std::string &message) {
    std::optional<RematStrategy> strategyKind =
        symbolizeRematStrategy(strategy);
    if (!strategyKind) {
      message = "unknown strategy '" + strategy +
                "'; expected regions, cheap, mincut, sqrt or budget";
      return failure();
    }
    std::optional<RematPolicy> policyKind = symbolizeRematPolicy(policy);
    if (!policyKind) {
      message = "unknown policy '" + policy +
                "'; expected default, nothing-saveable or "
                "everything-saveable";
      return failure();
    }
    std::optional<RematCostKind> cost = symbolizeRematCostKind(minimize);
    if (!cost) {
      message = "unknown minimize '" + minimize + "'; expected flops or time";
      return failure();
    }
    options.strategy = *strategyKind;
    options.policy = *policyKind;
    options.minimize = *cost;
    options.solver = solver;
    options.target = target;
    options.ilpSeconds = ilpSeconds;
    options.cheapFlopsPerElement = cheapFlopsPerElement;
    options.checkRecompute = checkRecompute;
    if (!budget.empty()) {
      FailureOr<RematBudget> parsed = RematBudget::parse(budget);
      if (failed(parsed)) {
        message = "cannot read budget '" + budget +
                  "'; expected a positive number of bytes with an optional "
                  "B, KiB, MiB or GiB suffix, or a percentage such as 50%";
        return failure();
      }
      options.budget = *parsed;
    }
    if (save.hasValue())
      options.save.emplace(save.begin(), save.end());
    options.saveNames.assign(saveNames.begin(), saveNames.end());
    options.recomputeNames.assign(recomputeNames.begin(), recomputeNames.end());
    return success();
  }

  void runOnOperation() override {
    RematFailure failure;
    FailureOr<RematResult> result =
        rematerialize(getOperation(), options, &failure);
    if (failed(result)) {
      reportRematFailure(getOperation(), failure);
      return signalPassFailure();
    }
    numRematerialized += result->valuesRecomputed;
    bytesFreed += result->bytesFreed;
    flopsAdded += result->flopsAdded;
    for (const RematNote &warning : result->warnings)
      emitWarning(warning.loc) << "remat-rematerialize: " << warning.message;
    if (explain)
      for (const RematNote &note : result->notes)
        emitRemark(note.loc)
            << "remat-rematerialize (" << note.tag << "): " << note.message;
  }

  RematOptions options;
};
} // namespace
