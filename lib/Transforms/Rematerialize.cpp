//===- Rematerialize.cpp - remat-rematerialize ----------------------------===//
//
// The pass over the rematerialization library (remat/Transforms/
// Rematerialization.h): options are read and checked once, when the
// pipeline is set up; each function goes through rematerialize(); the
// result becomes statistics and remarks, a failure an error with notes.
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Transforms/Passes.h"
#include "remat/Transforms/Rematerialization.h"

#include "mlir/IR/Remarks.h"
#include "mlir/IR/Threading.h"

#include <atomic>

namespace remat {
#define GEN_PASS_DEF_REMATERIALIZEPASS
#include "remat/Transforms/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;

/// One note per holder, at the holder (the largest three, then how many
/// more there are).
static void noteHolders(InFlightDiagnostic &diag, Location at,
                        ArrayRef<RematHolder> holders, StringRef what) {
  size_t shown = std::min<size_t>(3, holders.size());
  for (const RematHolder &holder : holders.take_front(shown)) {
    Diagnostic &note = diag.attachNote(holder.loc ? *holder.loc : at);
    note << holder.bytes << " bytes ";
    if (holder.loc)
      note << "of '" << holder.opName << "'";
    else
      note << "of argument #" << holder.argument;
    note << " held " << what;
  }
  if (holders.size() > shown)
    diag.attachNote(at) << "and " << holders.size() - shown
                        << " more buffers held " << what;
}

/// One short error for `failure`, and notes: where the lowest schedule's
/// peak lies, the floor no schedule goes below, and what is held at each.
static void reportRematFailure(Operation *op, const RematFailure &failure) {
  InFlightDiagnostic diag = emitError(failure.loc ? *failure.loc : op->getLoc())
                            << "remat-rematerialize: " << failure.message;
  if (failure.peak.known()) {
    diag.attachNote(*failure.peak.loc)
        << "the lowest peak, " << failure.peak.bytes << " bytes, lies at this '"
        << failure.peak.opName << "'";
    noteHolders(diag, *failure.peak.loc, failure.peak.holders,
                "at the lowest peak");
  }
  if (failure.floor.known()) {
    diag.attachNote(*failure.floor.loc)
        << "no rematerialization of this program order goes below "
        << failure.floor.bytes << " bytes, what this '" << failure.floor.opName
        << "' needs at once: its own operands and results and the backward "
           "values live across it";
    noteHolders(diag, *failure.floor.loc, failure.floor.holders,
                "at the floor");
  }
}

/// A note as a remark of MLIR's remark engine (category "remat", the part
/// that spoke as subcategory), when the context has one.
static void emitRematRemark(const RematNote &note, StringRef function) {
  // The engine keeps remarks (and these names) until the end of the run
  // under --remark-policy=final: the context owns the tag's copy.
  StringRef tag = StringAttr::get(note.loc->getContext(), note.tag).getValue();
  auto opts = remark::RemarkOpts::name("remat-rematerialize")
                  .category("remat")
                  .subCategory(tag)
                  .function(function);
  switch (note.kind) {
  case RematNote::Kind::Passed:
    remark::passed(note.loc, opts) << note.message;
    break;
  case RematNote::Kind::Missed:
    remark::missed(note.loc, opts) << note.message;
    break;
  case RematNote::Kind::Analysis:
    remark::analysis(note.loc, opts) << note.message;
    break;
  }
}

namespace {
struct RematerializePass
    : remat::impl::RematerializePassBase<RematerializePass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    std::string message;
    if (failed(readOptions(message)) ||
        failed(validateRematOptions(options, message, context)))
      return emitError(UnknownLoc::get(context))
             << "remat-rematerialize: " << message;
    return success();
  }

  /// The pass's options as the library takes them.
  LogicalResult readOptions(std::string &message) {
    options.strategy = strategy;
    options.policy = policy;
    options.minimize = minimize;
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
    Operation *op = getOperation();
    if (auto fn = dyn_cast<FunctionOpInterface>(op)) {
      if (failed(rematerializeFunction(fn)))
        signalPassFailure();
      return;
    }
    // Named on a module: each function-like op in it, in parallel, with
    // diagnostics in program order as a nested pass manager gives them.
    SmallVector<FunctionOpInterface> functions;
    for (Region &region : op->getRegions())
      for (auto fn : region.getOps<FunctionOpInterface>())
        functions.push_back(fn);
    ParallelDiagnosticHandler handler(&getContext());
    std::atomic<bool> anyFailed = false;
    parallelFor(&getContext(), 0, functions.size(), [&](size_t i) {
      handler.setOrderIDForThread(i);
      if (failed(rematerializeFunction(functions[i])))
        anyFailed = true;
      handler.eraseOrderIDForThread();
    });
    if (anyFailed)
      signalPassFailure();
  }

  LogicalResult rematerializeFunction(FunctionOpInterface fn) {
    RematFailure why;
    FailureOr<RematResult> result = rematerialize(fn, options, &why);
    if (failed(result)) {
      reportRematFailure(fn, why);
      return failure();
    }
    numRematerialized += result->valuesRecomputed;
    bytesFreed += result->bytesFreed;
    flopsAdded += result->flopsAdded;
    for (const RematNote &warning : result->warnings)
      emitWarning(warning.loc) << "remat-rematerialize: " << warning.message;
    // Every note goes to MLIR's remark engine (--remarks-filter=remat,
    // --remarks-output-file); explain=true also prints them as diagnostics.
    if (getContext().getRemarkEngine())
      for (const RematNote &note : result->notes)
        emitRematRemark(note, fn.getName());
    if (explain) {
      for (const RematNote &note : result->notes)
        emitRemark(note.loc)
            << "remat-rematerialize (" << note.tag << "): " << note.message;
    }
    return success();
  }

  RematOptions options;
};
} // namespace
