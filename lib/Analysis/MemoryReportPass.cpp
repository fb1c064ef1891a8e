//===- MemoryReportPass.cpp - remat-memory-report -------------------------===//
#include "remat/Analysis/MemoryReport.h"
#include "remat/Analysis/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"

namespace remat {
#define GEN_PASS_DEF_REMATMEMORYREPORTPASS
#include "remat/Analysis/Passes.h.inc"
} // namespace remat

using namespace mlir;
using namespace remat;
namespace json = llvm::json;

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

    std::string errorMessage;
    std::unique_ptr<llvm::ToolOutputFile> file =
        openOutputFile(output, &errorMessage);
    if (!file) {
      module.emitError() << "remat-memory-report: cannot open '" << output
                         << "': " << errorMessage;
      return signalPassFailure();
    }

    json::OStream j(file->os(), /*IndentSize=*/2);
    bool failedAny = false;
    auto reportFunctions = [&] {
      for (auto func : module.getOps<func::FuncOp>()) {
        if (func.isExternal())
          continue;
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
          bad->emitError() << "remat-memory-report: '" << bad->getName()
                           << "' puts @" << func.getSymName()
                           << " outside the memory model, which needs a "
                              "single block whose only regions are "
                              "remat.checkpoint bodies";
          failedAny = true;
          continue;
        }
        if (const std::optional<MemoryModelError> &error = memory->getError()) {
          emitMemoryModelError(*error, "remat-memory-report");
          failedAny = true;
          continue;
        }
        if (Operation *bad = summarizeCost(*memory, *spec).flopsOverflowOp) {
          bad->emitError() << "remat-memory-report: the FLOPs of @"
                           << func.getSymName() << " up to '" << bad->getName()
                           << "' do not fit in 64 bits";
          failedAny = true;
          continue;
        }
        if (format == "json")
          writeMemoryReportJSON(j, func.getSymName(), *memory, *spec);
        else
          printMemoryTable(file->os(), func.getSymName(), *memory, *spec);
      }
    };
    if (format == "json") {
      j.object([&] {
        j.attribute("target", spec->name);
        j.attributeArray("functions", reportFunctions);
      });
      file->os() << "\n";
    } else {
      reportFunctions();
    }
    if (failedAny)
      return signalPassFailure();
    file->keep();
    markAllAnalysesPreserved();
  }
};
} // namespace
