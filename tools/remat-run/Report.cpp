//===- Report.cpp - remat-run's report ------------------------------------===//
//
// Per result its shape, sum and a hash of its raw bytes (and every element
// with --print-values, or all of them written to an .npz file with
// --outputs), the peak bytes held in buffers the function allocated, the
// number of allocations, the median wall time and the median process CPU
// time of a run (std::clock: every thread of this process), and the time
// compiling took; as text, or as JSON with --json. A failed allocation of
// the program is reported with its size and the value it was for.
//
//===----------------------------------------------------------------------===//
#include "RematRun.h"
#include "remat/Analysis/MemoryReport.h"
#include "remat/Runner/InputGenerator.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/xxhash.h"

#include <cmath>
#include <cstdlib>
#include <cstring>

using namespace mlir;
using namespace remat::run;

/// Round-trip precision: the shortest %g width that reads back to the same
/// value in the element type.
static int significantDigits(Type element) {
  if (element.isInteger(64))
    return 19;
  if (element.isInteger(32))
    return 10;
  if (element.isF64())
    return 17;
  if (element.isF32())
    return 9;
  if (element.isF16())
    return 5;
  return 4; // bf16
}

ResultSummary remat::run::summarize(const RunOptions &options,
                                    const int64_t *desc,
                                    RankedTensorType type) {
  ResultSummary r;
  r.shape.assign(type.getShape().begin(), type.getShape().end());
  r.digits = significantDigits(type.getElementType());
  int64_t rank = type.getRank();
  auto *aligned = reinterpret_cast<const char *>(desc[1]);
  int64_t offset = desc[2];
  const int64_t *sizes = desc + 3;
  const int64_t *strides = desc + 3 + rank;
  Type element = type.getElementType();
  unsigned bytes = remat::getElementBytes(element);
  int64_t count = type.getNumElements();
  std::vector<char> packed(count * bytes);
  SmallVector<int64_t> index(rank, 0);
  for (int64_t n = 0; n < count; ++n) {
    int64_t linear = offset;
    for (int64_t d = 0; d < rank; ++d)
      linear += index[d] * strides[d];
    std::memcpy(packed.data() + n * bytes, aligned + linear * bytes, bytes);
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++index[d] < sizes[d])
        break;
      index[d] = 0;
    }
  }
  for (int64_t n = 0; n < count; ++n) {
    double v = remat::readElement(packed.data(), element, n);
    r.sum += v;
    if (options.printValues)
      r.values.push_back(v);
  }
  r.hash = llvm::xxh3_64bits(ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(packed.data()), packed.size()));
  if (!options.outputsFile.empty())
    r.packed = std::move(packed);
  return r;
}

/// The entry's name and its results' byte sizes, to name the value an
/// allocation that fails was for (the lowered code allocates each result's
/// buffer with exactly its size).
static std::string failingEntryName;
static std::vector<int64_t> resultBytes;

/// Reports a failed allocation of the JIT-compiled code and exits.
static void reportAllocationFailure(uint64_t size) {
  std::string what;
  for (auto [i, bytes] : llvm::enumerate(resultBytes))
    if (static_cast<uint64_t>(bytes) == size)
      what += (what.empty() ? "result " : " or ") + std::to_string(i);
  if (what.empty())
    what = "a temporary buffer";
  llvm::outs().flush();
  llvm::errs() << "remat-run: error: cannot allocate "
               << remat::formatBytes(
                      static_cast<int64_t>(std::min<uint64_t>(size, INT64_MAX)))
               << " (" << size << " bytes) for " << what << " of @"
               << failingEntryName << "\n";
  llvm::errs().flush();
  std::_Exit(1);
}

void remat::run::reportAllocationFailures(const RunOptions &options,
                                          FunctionType signature) {
  failingEntryName = options.entryName;
  for (Type t : signature.getResults())
    resultBytes.push_back(
        tensorBytes(cast<RankedTensorType>(t)).value_or(INT64_MAX));
  remat::setAllocationFailureHandler(reportAllocationFailure);
  if (options.gpu)
    options.gpu->setAllocationFailureHandler(reportAllocationFailure);
}

LogicalResult remat::run::writeOutputs(const RunOptions &options,
                                       const EntryFunction &entry,
                                       const RunMeasurements &measurements) {
  if (options.outputsFile.empty())
    return success();
  std::vector<remat::NpyArray> outputs;
  for (auto [i, r] : llvm::enumerate(measurements.summaries))
    outputs.push_back(remat::makeNpyArray(
        "result" + std::to_string(i),
        cast<RankedTensorType>(entry.signature.getResult(i)), r.packed));
  if (llvm::Error error = remat::writeNpz(options.outputsFile, outputs))
    return reportError(llvm::toString(std::move(error)));
  return success();
}

static double median(std::vector<double> values) {
  llvm::sort(values);
  size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/// JSON has no NaN or infinity (llvm::json would print `nan`, which no
/// parser reads back), so non-finite numbers are written as the strings
/// "nan", "inf" and "-inf".
static void writeNumber(llvm::json::OStream &j, double v) {
  if (std::isnan(v))
    j.value("nan");
  else if (std::isinf(v))
    j.value(v > 0 ? "inf" : "-inf");
  else
    j.value(v);
}

static void printJSON(const RunOptions &options, const EntryFunction &entry,
                      const CompiledProgram &program,
                      const RunMeasurements &measurements) {
  const remat::AllocationStats &firstRun = measurements.firstRun;
  llvm::json::OStream j(llvm::outs(), 2);
  j.object([&] {
    j.attribute("entry", options.entryName);
    if (options.gpu)
      j.attribute("device", options.gpu->getDeviceName());
    j.attribute("seed", static_cast<int64_t>(options.seed));
    j.attribute("jit", options.jit.describe());
    // The lowering's choice; a pre-lowered module keeps its own.
    if (entry.needsLowering)
      j.attribute("blas", options.blas == remat::BlasLibrary::OpenBLAS
                              ? "openblas"
                              : "none");
    // The threads the parallel loops ran on (1: none were parallel).
    j.attribute("threads", static_cast<int64_t>(
                               program.parallel ? entry.loweredThreads.value_or(
                                                      options.threadCount)
                                                : 1));
    j.attributeArray("results", [&] {
      for (const ResultSummary &r : measurements.summaries)
        j.object([&] {
          j.attributeArray("shape", [&] {
            for (int64_t d : r.shape)
              j.value(d);
          });
          j.attributeBegin("sum");
          writeNumber(j, r.sum);
          j.attributeEnd();
          j.attribute("hash", llvm::formatv("{0:x16}", r.hash).str());
          if (options.printValues)
            j.attributeArray("values", [&] {
              for (double v : r.values)
                writeNumber(j, v);
            });
        });
    });
    j.attribute("peak_bytes", firstRun.peakBytes);
    j.attribute("allocations", firstRun.allocations);
    j.attribute("time_ms_median", median(measurements.milliseconds));
    j.attributeArray("time_ms", [&] {
      for (double ms : measurements.milliseconds)
        j.value(ms);
    });
    j.attribute("cpu_ms_median", median(measurements.cpuMs));
    j.attributeArray("cpu_ms", [&] {
      for (double ms : measurements.cpuMs)
        j.value(ms);
    });
    j.attribute("compile_ms", program.compileMs);
    j.attribute("compile_cpu_ms", program.compileCpuMs);
    // The lowering's share of the compile time (0 when the input was
    // already in the LLVM dialect or came from the cache).
    j.attribute("lower_ms", program.lowerMs);
    j.attribute("lower_cpu_ms", program.lowerCpuMs);
    if (program.cacheEntry)
      j.attribute("object_cache", program.cacheHit ? "hit" : "miss");
    if (!program.loadedCore.empty())
      j.attribute("openblas_core", program.loadedCore);
  });
  llvm::outs() << "\n";
}

static void printText(const RunOptions &options, const CompiledProgram &program,
                      const RunMeasurements &measurements) {
  for (auto [i, r] : llvm::enumerate(measurements.summaries)) {
    llvm::outs() << "result " << i << ": shape [";
    llvm::interleaveComma(r.shape, llvm::outs());
    llvm::outs() << llvm::formatv("] sum {0} hash {1:x16}\n",
                                  llvm::formatv("{0:e16}", r.sum), r.hash);
    if (options.printValues) {
      llvm::outs() << "  values:";
      for (double v : r.values)
        llvm::outs() << llvm::format(" %.*g", r.digits, v);
      llvm::outs() << "\n";
    }
  }
  if (options.gpu)
    llvm::outs() << "device: " << options.gpu->getDeviceName() << "\n";
  llvm::outs() << "peak_bytes: " << measurements.firstRun.peakBytes << "\n";
  llvm::outs() << "allocations: " << measurements.firstRun.allocations << "\n";
  llvm::outs() << llvm::formatv("time_ms_median: {0:f3}\n",
                                median(measurements.milliseconds));
  llvm::outs() << llvm::formatv("cpu_ms_median: {0:f3}\n",
                                median(measurements.cpuMs));
  llvm::outs() << llvm::formatv("compile_ms: {0:f3}\n", program.compileMs);
  if (!program.loadedCore.empty())
    llvm::outs() << "openblas_core: " << program.loadedCore << "\n";
}

void remat::run::printReport(const RunOptions &options,
                             const EntryFunction &entry,
                             const CompiledProgram &program,
                             const RunMeasurements &measurements) {
  if (options.emitJSON)
    printJSON(options, entry, program, measurements);
  else
    printText(options, program, measurements);
}
