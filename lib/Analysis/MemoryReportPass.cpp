//===- MemoryReportPass.cpp - remat-memory-report -------------------------===//
#include "remat/Analysis/MemoryReport.h"
#include "remat/Analysis/Passes.h"
#include "remat/Support/CheckedArithmetic.h"
#include "remat/Support/ReportOutput.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Remarks.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/ToolOutputFile.h"

namespace remat {
#define GEN_PASS_DEF_REMATMEMORYREPORTPASS
#include "remat/Analysis/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-memory-report"

using namespace mlir;
using namespace remat;
namespace json = llvm::json;

/// Names each op without a cost model once, through MLIR's remark engine
/// (category "remat", subcategory "cost-model"), so a user sees which costs
/// were guessed and which ops are kept as they are.
static void remarkUnmodeledOps(const MemoryAnalysis &memory, StringRef function,
                               llvm::StringSet<> &named) {
  for (const OpMemoryInfo &info : memory.getOps()) {
    Operation *op = info.op;
    OpCost cost = getOpCost(op);
    if (cost.source != CostSource::Fallback &&
        cost.source != CostSource::Unknown)
      continue;
    if (!named.insert(op->getName().getStringRef()).second)
      continue;
    auto opts = remark::RemarkOpts::name("remat-memory-report")
                    .category("remat")
                    .subCategory("cost-model")
                    .function(function);
    // One argument: each `<<` of a remark is a separate argument.
    std::string message =
        cost.source == CostSource::Fallback
            ? llvm::formatv("'{0}' has no cost model: its cost is guessed "
                            "from its types ({1} FLOPs, {2} bytes moved, "
                            "for the first one); it may be recomputed",
                            op->getName(), cost.flops,
                            satAdd(cost.bytesRead, cost.bytesWritten))
                  .str()
            : llvm::formatv("'{0}' has no cost model and is not an "
                            "effect-free op on tensors (it has side effects, "
                            "buffers or no tensor result): it is kept, never "
                            "recomputed, and counted as 0 FLOPs",
                            op->getName())
                  .str();
    remark::analysis(op->getLoc(), opts) << message;
  }
}

namespace {
struct RematMemoryReportPass
    : remat::impl::RematMemoryReportPassBase<RematMemoryReportPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (format != "table" && format != "json") {
      module.emitError() << "remat-memory-report: unknown format '" << format
                         << "'; expected 'table' or 'json'";
      return signalPassFailure();
    }
    const TargetSpec *spec = lookupTarget(target);
    if (!spec) {
      module.emitError() << "remat-memory-report: unknown target '" << target
                         << "'; expected one of: " << getTargetPresetNames();
      return signalPassFailure();
    }

    remat::ReportOutput file(output);
    if (!file.ok()) {
      module.emitError() << "remat-memory-report: cannot open '" << output
                         << "': " << file.getError();
      return signalPassFailure();
    }

    json::OStream j(file.os(), /*IndentSize=*/2);
    bool failedAny = false;
    bool remarks = getContext().getRemarkEngine() != nullptr;
    llvm::StringSet<> named;
    auto reportFunctions = [&] {
      for (auto func : module.getOps<FunctionOpInterface>()) {
        StringRef name = func.getName();
        if (func.isExternal()) {
          LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": @" << name
                                  << ": external, not reported\n");
          continue;
        }
        std::optional<MemoryAnalysis> ownAnalysis;
        const MemoryAnalysis *memory;
        if (countArguments) {
          ownAnalysis.emplace(func, getChildAnalysis<PhaseAnalysis>(func),
                              MemoryOptions{/*countArguments=*/true});
          memory = &*ownAnalysis;
        } else {
          memory = &getChildAnalysis<MemoryAnalysis>(func);
        }
        if (Operation *bad = memory->getUnsupportedOp()) {
          bad->emitError() << "remat-memory-report: @" << name
                           << " is outside the memory model: "
                           << describeUnsupportedOp(bad);
          failedAny = true;
          continue;
        }
        if (const std::optional<MemoryModelError> &error = memory->getError()) {
          emitMemoryModelError(*error, "remat-memory-report");
          failedAny = true;
          continue;
        }
        if (Operation *bad = summarizeCost(*memory, *spec).flopsOverflowOp) {
          bad->emitError() << "remat-memory-report: the FLOPs of @" << name
                           << " up to '" << bad->getName()
                           << "' do not fit in 64 bits";
          failedAny = true;
          continue;
        }
        LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": @" << name << ": "
                                << memory->getOps().size() << " ops, peak "
                                << memory->getPeakBytes() << " bytes at op "
                                << memory->getPeakIndex() << "\n");
        if (remarks)
          remarkUnmodeledOps(*memory, name, named);
        if (format == "json")
          writeMemoryReportJSON(j, name, *memory, *spec);
        else
          printMemoryTable(file.os(), name, *memory, *spec);
      }
    };
    if (format == "json") {
      j.object([&] {
        j.attribute("target", spec->name);
        j.attributeArray("functions", reportFunctions);
      });
      file.os() << "\n";
    } else {
      reportFunctions();
    }
    if (failedAny)
      return signalPassFailure();
    file.keep();
    markAllAnalysesPreserved();
  }
};
} // namespace
