//===- MemoryReport.cpp - table and JSON forms of the memory analysis -----===//
#include "remat/Analysis/MemoryReport.h"
#include "remat/Analysis/Phase.h"
#include "remat/Support/CheckedArithmetic.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace remat;
namespace json = llvm::json;

std::string remat::formatBytes(int64_t bytes) {
  static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  double value = bytes;
  unsigned unit = 0;
  while (std::abs(value) >= 1024.0 && unit + 1 < std::size(units)) {
    value /= 1024.0;
    ++unit;
  }
  if (unit == 0)
    return llvm::formatv("{0} B", bytes).str();
  return llvm::formatv("{0:F1} {1}", value, units[unit]).str();
}

std::string remat::formatLocation(Location loc) {
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    return llvm::formatv("{0}:{1}:{2}",
                         llvm::sys::path::filename(file.getFilename()),
                         file.getLine(), file.getColumn())
        .str();
  if (auto name = dyn_cast<NameLoc>(loc))
    return name.getName().str();
  if (auto fused = dyn_cast<FusedLoc>(loc)) {
    for (Location inner : fused.getLocations()) {
      std::string text = formatLocation(inner);
      if (text != "?")
        return text;
    }
  }
  if (auto callSite = dyn_cast<CallSiteLoc>(loc))
    return formatLocation(callSite.getCallee());
  return "?";
}

FunctionCost remat::summarizeCost(const MemoryAnalysis &memory,
                                  const TargetSpec &target) {
  FunctionCost cost;
  for (const OpMemoryInfo &info : memory.getOps()) {
    int64_t flops = getLeafFlops(info.op);
    std::optional<int64_t> total = checkedAdd(cost.totalFlops, flops);
    if (!total || isTooLarge(flops)) {
      cost.totalFlops = kTooLarge;
      if (!cost.flopsOverflowOp)
        cost.flopsOverflowOp = info.op;
    } else if (!cost.flopsOverflowOp) {
      cost.totalFlops = *total;
    }
    cost.estimatedSeconds += estimateSeconds(info.op, target);
  }
  return cost;
}

/// `#12 remat.relu` or `argument 3`, naming who holds a buffer.
static std::string describeBuffer(const MemoryAnalysis &memory,
                                  const BufferInfo &buffer) {
  if (auto arg = dyn_cast<BlockArgument>(buffer.value))
    return llvm::formatv("argument {0}", arg.getArgNumber()).str();
  auto result = cast<OpResult>(buffer.value);
  std::string text = llvm::formatv("#{0} {1}", buffer.defIndex,
                                   result.getOwner()->getName().getStringRef())
                         .str();
  if (result.getOwner()->getNumResults() > 1)
    text += llvm::formatv(" result {0}", result.getResultNumber()).str();
  return text;
}

static std::string formatSeconds(double seconds) {
  return llvm::formatv("{0:E3} s", seconds).str();
}

void remat::printMemoryTable(raw_ostream &os, StringRef functionName,
                             const MemoryAnalysis &memory,
                             const TargetSpec &target) {
  os << "== Memory report for @" << functionName << " (target " << target.name
     << ")\n";
  os << llvm::formatv(
      "{0,5}  {1,-34} {2,-28} {3,22} {4,22} {5,16} {6,10}  {7}\n", "#", "op",
      "location", "allocates", "live after", "FLOPs", "est. time", "phase");
  for (auto [index, info] : llvm::enumerate(memory.getOps())) {
    auto bytesCell = [](int64_t bytes) {
      return bytes < 1024
                 ? std::to_string(bytes)
                 : llvm::formatv("{0} ({1})", bytes, formatBytes(bytes)).str();
    };
    os << llvm::formatv(
        "{0,5}  {1,-34} {2,-28} {3,22} {4,22} {5,16} {6,10}  {7}\n", index,
        info.op->getName().getStringRef(), formatLocation(info.op->getLoc()),
        bytesCell(info.allocatedBytes), bytesCell(info.liveBytesAfter),
        getLeafFlops(info.op),
        llvm::formatv("{0:E2}", estimateSeconds(info.op, target)).str(),
        stringifyPhase(info.phase));
  }

  FunctionCost cost = summarizeCost(memory, target);
  os << "-- Summary\n";
  int64_t peakIndex = memory.getPeakIndex();
  os << "  peak bytes:          " << memory.getPeakBytes() << " ("
     << formatBytes(memory.getPeakBytes()) << ")";
  if (peakIndex >= 0) {
    Operation *peakOp = memory.getOps()[peakIndex].op;
    os << " at #" << peakIndex << " " << peakOp->getName() << " ("
       << formatLocation(peakOp->getLoc()) << ")";
  }
  os << "\n  live at peak:\n";
  for (const BufferInfo *buffer : memory.getLiveAtPeak())
    os << "    " << llvm::formatv("{0,14}", buffer->bytes) << "  "
       << describeBuffer(memory, *buffer) << "\n";
  if (peakIndex >= 0 && memory.getOps()[peakIndex].scratchBytes > 0)
    os << "    "
       << llvm::formatv("{0,14}", memory.getOps()[peakIndex].scratchBytes)
       << "  scratch of #" << peakIndex << "\n";
  os << "  saved for backward:  " << memory.getSavedForBackwardBytes() << " ("
     << formatBytes(memory.getSavedForBackwardBytes()) << ") in "
     << memory.getActivations().size() << " activations\n";
  os << "  total FLOPs:         " << cost.totalFlops << "\n";
  os << "  estimated time:      " << formatSeconds(cost.estimatedSeconds)
     << "\n";
}

void remat::writeMemoryReportJSON(json::OStream &j, StringRef functionName,
                                  const MemoryAnalysis &memory,
                                  const TargetSpec &target) {
  // Streamed rather than built as a json::Value: a 100k-op report would
  // otherwise allocate a million small objects.
  FunctionCost cost = summarizeCost(memory, target);
  int64_t peakIndex = memory.getPeakIndex();
  j.object([&] {
    j.attribute("function", functionName);
    j.attribute("target", target.name);
    j.attribute("peak_bytes", memory.getPeakBytes());
    j.attribute("peak_op_index", peakIndex);
    j.attribute("peak_location",
                peakIndex >= 0
                    ? formatLocation(memory.getOps()[peakIndex].op->getLoc())
                    : std::string("?"));
    j.attribute("saved_for_backward_bytes", memory.getSavedForBackwardBytes());
    j.attribute("activation_peak_bytes", memory.getActivationPeakBytes());
    j.attribute("total_flops", cost.totalFlops);
    j.attribute("estimated_time_s", cost.estimatedSeconds);
    j.attributeArray("ops", [&] {
      ArrayRef<OpMemoryInfo> ops = memory.getOps();
      for (int64_t index = 0, e = ops.size(); index < e; ++index) {
        const OpMemoryInfo &info = ops[index];
        j.object([&] {
          j.attribute("index", index);
          j.attribute("op", info.op->getName().getStringRef());
          j.attribute("location", formatLocation(info.op->getLoc()));
          j.attribute("allocated_bytes", info.allocatedBytes);
          j.attribute("scratch_bytes", info.scratchBytes);
          j.attribute("live_bytes_during", info.liveBytesDuring);
          j.attribute("live_bytes_after", info.liveBytesAfter);
          j.attribute("flops", getLeafFlops(info.op));
          j.attribute("estimated_time_s", estimateSeconds(info.op, target));
          j.attribute("phase", stringifyPhase(info.phase));
          OpCost opCost = getOpCost(info.op);
          j.attribute("cost_source", stringifyCostSource(opCost.source));
          j.attribute("recomputable", opCost.recomputable);
        });
      }
    });
    j.attributeArray("activations", [&] {
      for (const ActivationInfo &act : memory.getActivations()) {
        Operation *producer = act.value.getDefiningOp();
        j.object([&] {
          j.attribute("producer_index", act.producerIndex);
          j.attribute("op", producer->getName().getStringRef());
          j.attribute("result",
                      static_cast<int64_t>(
                          cast<OpResult>(act.value).getResultNumber()));
          j.attribute("location", formatLocation(producer->getLoc()));
          j.attribute("bytes", act.bytes);
          j.attribute("first_backward_use", act.firstBackwardUse);
          j.attribute("last_backward_use", act.lastBackwardUse);
        });
      }
    });
    j.attributeArray("live_at_peak", [&] {
      for (const BufferInfo *buffer : memory.getLiveAtPeak())
        j.object([&] {
          j.attribute("holder", describeBuffer(memory, *buffer));
          j.attribute("def_index", buffer->defIndex);
          j.attribute("last_use_index", buffer->lastUseIndex);
          j.attribute("bytes", buffer->bytes);
        });
      if (peakIndex >= 0 && memory.getOps()[peakIndex].scratchBytes > 0)
        j.object([&] {
          j.attribute("holder",
                      llvm::formatv("scratch of #{0}", peakIndex).str());
          j.attribute("def_index", peakIndex);
          j.attribute("last_use_index", peakIndex);
          j.attribute("bytes", memory.getOps()[peakIndex].scratchBytes);
        });
    });
  });
}
