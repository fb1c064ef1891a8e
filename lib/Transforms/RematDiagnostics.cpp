//===- RematDiagnostics.cpp - errors with notes, remarks ------------------===//
#include "remat/Transforms/RematDiagnostics.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Remarks.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace remat;

/// "32 bytes of 'remat.tanh'" or "32 bytes of argument #0".
static std::string describe(const RematHolder &holder) {
  std::string text = std::to_string(holder.bytes) + " bytes of ";
  if (holder.loc)
    return text + "'" + holder.opName + "'";
  return text + "argument #" + std::to_string(holder.argument);
}

static remark::RemarkOpts remarkOpts(MLIRContext *context, StringRef who,
                                     StringRef tag, StringRef function) {
  // The engine keeps remarks (and these names) until the end of the run
  // under --remark-policy=final: the context owns the copies.
  auto own = [&](StringRef s) { return StringAttr::get(context, s); };
  return remark::RemarkOpts::name(own(who).getValue())
      .category("remat")
      .subCategory(own(tag).getValue())
      .function(own(function).getValue());
}

/// One note, and with a remark engine one analysis remark, per holder.
static void reportHolders(InFlightDiagnostic &diag, Location at,
                          ArrayRef<RematHolder> holders, StringRef where,
                          const remark::RemarkOpts *opts) {
  for (const RematHolder &holder : holders) {
    Location loc = holder.loc ? *holder.loc : at;
    std::string text = describe(holder) + " held " + where.str();
    diag.attachNote(loc) << text;
    if (opts)
      remark::analysis(loc, *opts) << text;
  }
}

void remat::emitRematFailure(FunctionOpInterface fn,
                             const RematFailure &failure, StringRef who) {
  Location loc = failure.loc ? *failure.loc : fn.getLoc();
  std::optional<remark::RemarkOpts> opts;
  if (fn->getContext()->getRemarkEngine()) {
    opts = remarkOpts(
        fn->getContext(), who,
        failure.solver.empty() ? "failure" : "budget, solver=" + failure.solver,
        fn.getName());
    remark::missed(loc, *opts) << failure.message;
  }
  const remark::RemarkOpts *remarks = opts ? &*opts : nullptr;
  InFlightDiagnostic diag = emitError(loc) << who << ": " << failure.message;
  if (failure.peak.known()) {
    diag.attachNote(*failure.peak.loc)
        << "the lowest peak, " << failure.peak.bytes << " bytes, lies at this '"
        << failure.peak.opName << "'";
    reportHolders(diag, *failure.peak.loc, failure.peak.holders,
                  "at the lowest peak", remarks);
  }
  if (failure.floor.known()) {
    diag.attachNote(*failure.floor.loc)
        << "no rematerialization of this program order goes below "
        << failure.floor.bytes << " bytes, what this '" << failure.floor.opName
        << "' needs at once: its own operands and results and the backward "
           "values live across it";
    reportHolders(diag, *failure.floor.loc, failure.floor.holders,
                  "at the floor", remarks);
  }
}

void remat::emitRematRemarks(FunctionOpInterface fn, const RematResult &result,
                             RematStrategy strategy, StringRef who) {
  MLIRContext *context = fn->getContext();
  if (!context->getRemarkEngine())
    return;
  for (const RematNote &note : result.notes) {
    remark::RemarkOpts opts = remarkOpts(context, who, note.tag, fn.getName());
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
  remark::RemarkOpts opts =
      remarkOpts(context, who, stringifyRematStrategy(strategy), fn.getName());
  for (const RematKeptValue &kept : result.kept) {
    auto value = dyn_cast<OpResult>(kept.value);
    if (!value)
      continue;
    remark::analysis(value.getOwner()->getLoc(), opts)
        << llvm::formatv("keeping result {0} of '{1}' for the backward pass: "
                         "{2} bytes",
                         value.getResultNumber(), value.getOwner()->getName(),
                         kept.bytes)
               .str();
  }
}
