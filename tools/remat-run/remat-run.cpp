//===- remat-run.cpp - run a function and measure its memory --------------===//
//
// Lowers a remat-level module with remat-lower-to-llvm (or takes one already
// in the LLVM dialect), JIT-compiles it with MLIR's ExecutionEngine, fills the
// entry function's arguments with the deterministic values of
// remat/Runner/InputGenerator.h, runs it, and prints per result its shape, sum
// and a hash of its raw bytes, plus the peak bytes held in buffers the
// function allocated, the number of allocations, the median wall time and
// the median process CPU time of a run (std::clock: every thread of this
// process), and the time compiling took (lowering and JIT), kept apart from
// the runs.
//
//===----------------------------------------------------------------------===//
#include "remat/Codegen/Passes.h"
#include "remat/InitRemat.h"
#include "remat/Pipelines/Pipelines.h"
#include "remat/Runner/AllocationTracker.h"
#include "remat/Runner/InputGenerator.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/xxhash.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>

using namespace mlir;
namespace cl = llvm::cl;

static cl::opt<std::string> inputFile(cl::Positional, cl::Required,
                                      cl::desc("<input .mlir file>"));
static cl::opt<std::string> entryName("entry", cl::Required,
                                      cl::desc("Function to run"));
static cl::opt<uint64_t> seed("seed", cl::init(0),
                              cl::desc("Seed of the argument values"));
static cl::opt<unsigned> repeat("repeat", cl::init(1),
                                cl::desc("Runs to time (median reported)"));
static cl::opt<bool> emitJSON("json", cl::desc("Print the report as JSON"));
static cl::opt<bool> printValues("print-values",
                                 cl::desc("Print every result element"));
static cl::opt<unsigned>
    optLevel("O", cl::init(3), cl::Prefix,
             cl::desc("LLVM optimization level of the JIT, 0 to 3 (default "
                      "3); lower levels compile large programs much faster"));
static cl::opt<bool> vectorize("vectorize", cl::init(true),
                               cl::desc("Tile and vectorize matmuls"));
static cl::list<std::string>
    sharedLibs("shared-libs", cl::CommaSeparated,
               cl::desc("Extra shared libraries for the JIT"));

/// Process CPU time in milliseconds: every thread of this process.
static double cpuMilliseconds() {
  return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

static double median(std::vector<double> values) {
  llvm::sort(values);
  size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static std::string typeToString(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << t;
  return s;
}

namespace {
/// A memref descriptor as the C interface lays it out: allocated and aligned
/// pointers, offset, sizes, strides, all 8 bytes wide.
struct Descriptor {
  static int64_t slots(int64_t rank) { return 3 + 2 * rank; }
};

struct ResultSummary {
  SmallVector<int64_t> shape;
  double sum = 0.0;
  uint64_t hash = 0;
  std::vector<double> values;
};
} // namespace

static bool isSupportedTensor(Type t) {
  auto tensor = dyn_cast<RankedTensorType>(t);
  if (!tensor || !tensor.hasStaticShape())
    return false;
  Type e = tensor.getElementType();
  return e.isF16() || e.isBF16() || e.isF32() || e.isF64();
}

/// Reads one result from its descriptor slots: follows sizes and strides so
/// that views (non-contiguous results) read correctly.
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

static ResultSummary summarize(const int64_t *desc, RankedTensorType type) {
  ResultSummary r;
  r.shape.assign(type.getShape().begin(), type.getShape().end());
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
    if (printValues)
      r.values.push_back(v);
  }
  r.hash = llvm::xxh3_64bits(ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(packed.data()), packed.size()));
  return r;
}

static int fail(const llvm::Twine &message) {
  llvm::errs() << "remat-run: error: " << message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  // A failing remat.check_recompute prints through C's stdout, then aborts:
  // line buffering gets its message out first.
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  cl::ParseCommandLineOptions(argc, argv,
                              "Run a function and measure its memory\n");
  if (repeat == 0)
    return fail("--repeat must be at least 1");
  if (optLevel > 3)
    return fail("-O must be 0, 1, 2 or 3");
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();

  DialectRegistry registry;
  remat::registerAllRematDialects(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  MLIRContext context(registry);

  std::string errorMessage;
  auto file = openInputFile(inputFile, &errorMessage);
  if (!file)
    return fail(errorMessage);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  // The entry's tensor signature: from the function itself, or recorded by
  // remat-record-signatures when the module is already lowered.
  FunctionType signature;
  bool needsLowering = false;
  Operation *entry = SymbolTable::lookupSymbolIn(*module, entryName);
  if (auto func = dyn_cast_or_null<func::FuncOp>(entry)) {
    signature = func.getFunctionType();
    needsLowering = true;
  } else if (auto llvmFunc = dyn_cast_or_null<LLVM::LLVMFuncOp>(entry)) {
    auto attr = llvmFunc->getAttrOfType<TypeAttr>(remat::kSignatureAttrName);
    if (!attr)
      return fail(llvm::formatv(
          "@{0} is in the LLVM dialect but carries no '{1}' attribute; lower "
          "it with remat-lower-to-llvm",
          entryName, remat::kSignatureAttrName));
    signature = cast<FunctionType>(attr.getValue());
  } else {
    std::string names;
    module->walk([&](FunctionOpInterface f) {
      if (!f.isExternal())
        names += (names.empty() ? "" : ", ") + f.getName().str();
    });
    return fail(llvm::formatv("no function @{0} in {1}; functions: {2}",
                              entryName, inputFile,
                              names.empty() ? "none" : names));
  }
  for (auto [i, t] : llvm::enumerate(signature.getInputs()))
    if (!isSupportedTensor(t))
      return fail(llvm::formatv("argument {0} of @{1} has type {2}; remat-run "
                                "supports statically shaped tensors of f16, "
                                "bf16, f32 and f64",
                                i, entryName, typeToString(t)));
  for (auto [i, t] : llvm::enumerate(signature.getResults()))
    if (!isSupportedTensor(t))
      return fail(llvm::formatv("result {0} of @{1} is not a statically "
                                "shaped tensor of f16, bf16, f32 or f64",
                                i, entryName));

  // Compile time: lowering (when the module needs it) and JIT compilation.
  auto compileStart = std::chrono::steady_clock::now();
  double compileCpuStart = cpuMilliseconds();
  if (needsLowering) {
    // Only the entry and what it calls need compiling.
    for (auto func : llvm::make_early_inc_range(module->getOps<func::FuncOp>()))
      if (func.getSymName() != entryName &&
          SymbolTable::symbolKnownUseEmpty(func, *module))
        func.erase();
    PassManager pm(&context);
    remat::LowerToLLVMOptions options;
    options.vectorize = vectorize;
    remat::buildLowerToLLVMPipeline(pm, options);
    if (failed(pm.run(*module)))
      return fail("the module failed to lower to the LLVM dialect");
  }

  // JIT with LLVM's pipeline at -O<n>.
  auto transformer = makeOptimizingTransformer(optLevel, 0, nullptr);
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel =
      llvm::CodeGenOpt::getLevel(static_cast<int>(optLevel))
          .value_or(llvm::CodeGenOptLevel::Aggressive);
  SmallVector<StringRef> libs = {REMAT_MLIR_C_RUNNER_UTILS};
  for (const std::string &lib : sharedLibs)
    libs.push_back(lib);
  engineOptions.sharedLibPaths = libs;
  auto engineOrError = ExecutionEngine::create(*module, engineOptions);
  if (!engineOrError)
    return fail("JIT compilation failed: " +
                llvm::toString(engineOrError.takeError()));
  std::unique_ptr<ExecutionEngine> engine = std::move(*engineOrError);
  remat::registerAllocationHooks(*engine);

  // Arguments, owned here and not counted.
  std::vector<void *> argumentData;
  std::vector<std::vector<int64_t>> descriptors;
  for (auto [k, t] : llvm::enumerate(signature.getInputs())) {
    auto type = cast<RankedTensorType>(t);
    size_t bytes =
        std::max<size_t>(64, type.getNumElements() *
                                 remat::getElementBytes(type.getElementType()));
    void *data = std::aligned_alloc(64, (bytes + 63) / 64 * 64);
    remat::fillArgument(data, type.getElementType(), type.getNumElements(),
                        seed, k);
    argumentData.push_back(data);
    std::vector<int64_t> desc(Descriptor::slots(type.getRank()), 0);
    desc[0] = desc[1] = reinterpret_cast<int64_t>(data);
    int64_t stride = 1;
    for (int64_t d = type.getRank() - 1; d >= 0; --d) {
      desc[3 + d] = type.getDimSize(d);
      desc[3 + type.getRank() + d] = stride;
      stride *= type.getDimSize(d);
    }
    descriptors.push_back(std::move(desc));
  }
  int64_t resultSlots = 0;
  for (Type t : signature.getResults())
    resultSlots += Descriptor::slots(cast<RankedTensorType>(t).getRank());
  std::vector<int64_t> resultBuffer(std::max<int64_t>(resultSlots, 1), 0);

  SmallVector<void *> pointers;
  void *resultPointer = resultBuffer.data();
  if (signature.getNumResults() > 0)
    pointers.push_back(resultPointer);
  for (auto &desc : descriptors)
    pointers.push_back(desc.data());
  SmallVector<void *> packed;
  for (void *&p : pointers)
    packed.push_back(&p);

  // Look the function up (and so compile it) before timing anything.
  std::string adapter = "_mlir_ciface_" + entryName;
  auto function = engine->lookupPacked(adapter);
  if (!function) {
    // The JIT's message lists every symbol of the module; keep its head.
    std::string why = llvm::toString(function.takeError());
    if (why.size() > 300)
      why = why.substr(0, 300) + "...";
    return fail("cannot compile @" + entryName + ": " + why);
  }
  double compileCpuMs = cpuMilliseconds() - compileCpuStart;
  double compileMs = std::chrono::duration<double, std::milli>(
                         std::chrono::steady_clock::now() - compileStart)
                         .count();
  std::vector<double> milliseconds, cpuMs;
  std::vector<ResultSummary> summaries;
  remat::AllocationStats firstRun;
  for (unsigned run = 0; run < repeat; ++run) {
    remat::resetAllocationStats();
    auto start = std::chrono::steady_clock::now();
    double cpuStart = cpuMilliseconds();
    (*function)(packed.data());
    double cpuStop = cpuMilliseconds();
    auto stop = std::chrono::steady_clock::now();
    milliseconds.push_back(
        std::chrono::duration<double, std::milli>(stop - start).count());
    cpuMs.push_back(cpuStop - cpuStart);
    if (run == 0) {
      firstRun = remat::getAllocationStats();
      int64_t *slot = resultBuffer.data();
      for (Type t : signature.getResults()) {
        auto type = cast<RankedTensorType>(t);
        summaries.push_back(summarize(slot, type));
        slot += Descriptor::slots(type.getRank());
      }
    }
    // Results were allocated by the function: free each block once.
    SmallVector<void *> freed;
    int64_t *slot = resultBuffer.data();
    for (Type t : signature.getResults()) {
      void *allocated = reinterpret_cast<void *>(slot[0]);
      if (!llvm::is_contained(freed, allocated)) {
        remat::freeTrackedBlock(allocated);
        freed.push_back(allocated);
      }
      slot += Descriptor::slots(cast<RankedTensorType>(t).getRank());
    }
  }
  for (void *data : argumentData)
    std::free(data);
  double wallMedian = median(milliseconds);
  double cpuMedian = median(cpuMs);

  if (emitJSON) {
    llvm::json::OStream j(llvm::outs(), 2);
    j.object([&] {
      j.attribute("entry", entryName);
      j.attribute("seed", static_cast<int64_t>(seed));
      j.attributeArray("results", [&] {
        for (const ResultSummary &r : summaries)
          j.object([&] {
            j.attributeArray("shape", [&] {
              for (int64_t d : r.shape)
                j.value(d);
            });
            j.attributeBegin("sum");
            writeNumber(j, r.sum);
            j.attributeEnd();
            j.attribute("hash", llvm::formatv("{0:x16}", r.hash).str());
            if (printValues)
              j.attributeArray("values", [&] {
                for (double v : r.values)
                  writeNumber(j, v);
              });
          });
      });
      j.attribute("peak_bytes", firstRun.peakBytes);
      j.attribute("allocations", firstRun.allocations);
      j.attribute("time_ms_median", wallMedian);
      j.attribute("cpu_ms_median", cpuMedian);
      j.attributeArray("cpu_ms", [&] {
        for (double ms : cpuMs)
          j.value(ms);
      });
      j.attribute("compile_ms", compileMs);
      j.attribute("compile_cpu_ms", compileCpuMs);
    });
    llvm::outs() << "\n";
    return 0;
  }
  for (auto [i, r] : llvm::enumerate(summaries)) {
    llvm::outs() << "result " << i << ": shape [";
    llvm::interleaveComma(r.shape, llvm::outs());
    llvm::outs() << llvm::formatv("] sum {0} hash {1:x16}\n",
                                  llvm::formatv("{0:e16}", r.sum), r.hash);
    if (printValues) {
      llvm::outs() << "  values:";
      for (double v : r.values)
        llvm::outs() << llvm::formatv(" {0:g9}", v);
      llvm::outs() << "\n";
    }
  }
  llvm::outs() << "peak_bytes: " << firstRun.peakBytes << "\n";
  llvm::outs() << "allocations: " << firstRun.allocations << "\n";
  llvm::outs() << llvm::formatv("time_ms_median: {0:f3}\n", wallMedian);
  llvm::outs() << llvm::formatv("cpu_ms_median: {0:f3}\n", cpuMedian);
  llvm::outs() << llvm::formatv("compile_ms: {0:f3}\n", compileMs);
  return 0;
}
