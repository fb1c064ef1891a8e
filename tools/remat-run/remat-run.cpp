//===- remat-run.cpp - run a function and measure its memory --------------===//
//
// Lowers a remat-level module with remat-lower-to-llvm (or takes one already
// in the LLVM dialect), JIT-compiles it with MLIR's ExecutionEngine, fills the
// entry function's arguments with the deterministic values of
// remat/Runner/InputGenerator.h (or from an .npz file, --inputs), runs it,
// and prints per result its shape, sum and a hash of its raw bytes (and
// writes the results to an .npz file, --outputs), plus the peak bytes held in
// buffers the function allocated, the number of allocations, the median wall
// time and the median process CPU time of a run (std::clock: every thread of
// this process), and the time compiling took (lowering and JIT), kept apart
// from the runs.
//
//===----------------------------------------------------------------------===//
#include "GPUTarget.h"
#include "remat/Analysis/MemoryReport.h"
#include "remat/Codegen/Passes.h"
#include "remat/InitRemat.h"
#include "remat/Pipelines/Pipelines.h"
#include "remat/Runner/AllocationTracker.h"
#include "remat/Runner/Blas.h"
#include "remat/Runner/InputGenerator.h"
#include "remat/Runner/JITPipeline.h"
#include "remat/Runner/NpzIO.h"
#include "remat/Runner/ObjectCache.h"
#include "remat/Runner/OpenMP.h"
#include "remat/Support/CheckedArithmetic.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "llvm/BinaryFormat/Magic.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
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
#include <malloc.h>
#include <thread>

using namespace mlir;
namespace cl = llvm::cl;

/// remat-run's own options: --help lists these and the GPU ones, and
/// --help-hidden every option linked in (LLVM's code generator's too).
static cl::OptionCategory runCategory("remat-run options");

static cl::opt<std::string> inputFile(cl::Positional, cl::Required,
                                      cl::cat(runCategory),
                                      cl::desc("<input .mlir file>"));
static cl::opt<std::string> entryName("entry", cl::Required,
                                      cl::cat(runCategory),
                                      cl::desc("Function to run"));
static cl::opt<uint64_t> seed("seed", cl::init(0), cl::cat(runCategory),
                              cl::desc("Seed of the argument values"));
static cl::opt<unsigned> repeat("repeat", cl::init(1), cl::cat(runCategory),
                                cl::desc("Runs to time (median reported)"));
static cl::opt<bool> emitJSON("json", cl::cat(runCategory),
                              cl::desc("Print the report as JSON"));
static cl::opt<bool> printValues("print-values", cl::cat(runCategory),
                                 cl::desc("Print every result element"));
static cl::opt<unsigned> optLevel(
    "O", cl::init(3), cl::Prefix, cl::cat(runCategory),
    cl::desc("LLVM's own -O<n> pipeline and code generator level for the "
             "JIT, 0 to 3; without it: --llvm-passes and --codegen-level"));
static cl::opt<std::string> llvmPasses(
    "llvm-passes", cl::init(remat::kJITCleanupPasses.str()),
    cl::cat(runCategory),
    cl::desc("LLVM IR passes of the JIT when no -O is given (new pass "
             "manager syntax); the default cleans up the lowering's "
             "redundancy without LLVM's loop passes"));
static cl::opt<unsigned>
    codeGenLevel("codegen-level", cl::init(2), cl::cat(runCategory),
                 cl::desc("LLVM code generator level, 0 to 3, when no -O "
                          "is given"));
static cl::opt<bool> vectorize("vectorize", cl::init(true),
                               cl::cat(runCategory),
                               cl::desc("Tile and vectorize matmuls"));
static cl::opt<std::string>
    inputsFile("inputs", cl::cat(runCategory),
               cl::desc("Argument values from a .npz file: the "
                        "array named as the argument's remat.name, "
                        "else arg<k> or arr_<k> for argument k"));
static cl::opt<std::string>
    outputsFile("outputs", cl::cat(runCategory),
                cl::desc("Write every result to a .npz file as result<k>"));
namespace {
/// --blas: a library, or the default, OpenBLAS where it can be loaded.
enum class BlasChoice { Auto, None, OpenBLAS };
} // namespace
static cl::opt<BlasChoice> blasChoice(
    "blas", cl::init(BlasChoice::Auto), cl::cat(runCategory),
    cl::desc("Matmuls and convolutions through a BLAS library "
             "(remat-lower-to-llvm's blas)"),
    cl::values(clEnumValN(BlasChoice::Auto, "auto",
                          "openblas where OpenBLAS is installed, else none "
                          "(the default)"),
               clEnumValN(BlasChoice::None, "none", "generated code"),
               clEnumValN(BlasChoice::OpenBLAS, "openblas",
                          "OpenBLAS's cblas_sgemm/cblas_dgemm")));
static cl::opt<unsigned> blasThreads("blas-threads", cl::init(1),
                                     cl::cat(runCategory),
                                     cl::desc("Threads of the BLAS library"));
static cl::opt<bool> convColumnBlocks(
    "conv-column-blocks", cl::init(true), cl::cat(runCategory),
    cl::desc("With a BLAS library: padded convolutions and input gradients "
             "as gemms over column blocks built in their padded copy's "
             "buffer (remat-lower-to-llvm's conv-column-blocks; "
             "--conv-column-blocks=false: one gemm per output row and "
             "filter position)"));
/// --threads, registered in main: libLLVM already has a `threads` option
/// (an int without description, not used by remat-run), renamed first.
static cl::opt<unsigned> *threads = nullptr;
static cl::opt<std::string> objectCacheDir(
    "object-cache", cl::cat(runCategory),
    cl::desc("Keep compiled programs in this directory: a run of the same "
             "input, entry, options and remat-run binary loads the object "
             "file instead of lowering and JIT-compiling (CPU only)"));
static cl::list<std::string>
    sharedLibs("shared-libs", cl::CommaSeparated, cl::cat(runCategory),
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
  /// Significant digits that print each value exactly (significantDigits).
  int digits = 17;
  std::vector<char> packed;
};
} // namespace

static bool isSupportedTensor(Type t) {
  auto tensor = dyn_cast<RankedTensorType>(t);
  if (!tensor || !tensor.hasStaticShape())
    return false;
  Type e = tensor.getElementType();
  return e.isF16() || e.isBF16() || e.isF32() || e.isF64() || e.isInteger(32) ||
         e.isInteger(64);
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

/// Reads one result from its descriptor slots: follows sizes and strides so
/// that views (non-contiguous results) read correctly.
static ResultSummary summarize(const int64_t *desc, RankedTensorType type) {
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
    if (printValues)
      r.values.push_back(v);
  }
  r.hash = llvm::xxh3_64bits(ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(packed.data()), packed.size()));
  if (!outputsFile.empty())
    r.packed = std::move(packed);
  return r;
}

static int fail(const llvm::Twine &message) {
  llvm::errs() << "remat-run: error: " << message << "\n";
  return 1;
}

/// Bytes of a supported tensor, or nullopt when they do not fit in int64_t.
static std::optional<int64_t> tensorBytes(RankedTensorType type) {
  std::optional<int64_t> bytes = remat::getElementBytes(type.getElementType());
  for (int64_t dim : type.getShape())
    if (bytes)
      bytes = remat::checkedMul(*bytes, dim);
  return bytes;
}

/// Each argument's buffer, freed on every way out of main.
namespace {
/// Frees on the host, or through the GPU runtime that allocated it.
struct ArgumentDeleter {
  const remat::GPUTarget *gpu = nullptr;
  void operator()(void *p) const {
    if (gpu)
      gpu->freeArgument(p);
    else
      std::free(p);
  }
};
using ArgumentBuffer = std::unique_ptr<void, ArgumentDeleter>;
} // namespace

/// Byte sizes of the entry's results, to name the value an allocation that
/// fails was for (the lowered code allocates each result's buffer with
/// exactly its size).
static std::vector<int64_t> resultBytes;

/// Reports a failed allocation of the JIT-compiled code and exits: the code
/// would dereference the null pointer otherwise.
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
               << " (" << size << " bytes) for " << what << " of @" << entryName
               << "\n";
  llvm::errs().flush();
  std::_Exit(1);
}

/// A missing or unloadable library makes the JIT print a warning and go on
/// without it; reject it up front instead.
static LogicalResult checkSharedLibrary(StringRef path) {
  llvm::file_magic magic;
  if (std::error_code ec = llvm::identify_magic(path, magic)) {
    fail(llvm::formatv("cannot read --shared-libs '{0}': {1}", path,
                       ec.message()));
    return failure();
  }
  if (magic != llvm::file_magic::elf_shared_object) {
    fail(llvm::formatv("--shared-libs '{0}' is not an ELF shared library",
                       path));
    return failure();
  }
  return success();
}

/// --threads=0: OMP_NUM_THREADS's count where it is set (its first entry,
/// as OpenMP reads the variable), else the machine's cores.
static llvm::Expected<unsigned> defaultThreadCount() {
  if (const char *env = std::getenv("OMP_NUM_THREADS")) {
    StringRef first = StringRef(env).split(',').first.trim();
    unsigned count = 0;
    if (first.getAsInteger(10, count) || count == 0)
      return llvm::createStringError(
          llvm::formatv("OMP_NUM_THREADS='{0}' is not a positive thread "
                        "count (--threads=N sets one)",
                        env));
    return count;
  }
  return std::max(1u, std::thread::hardware_concurrency());
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  // A failing remat.check_recompute prints through C's stdout, then aborts:
  // line buffering gets its message out first.
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  // The program's buffers (up to 32 MiB each) from malloc's heap, kept
  // mapped between steps, whatever ran before: glibc maps a large block
  // afresh for each allocation until a free raises its threshold, and
  // returns heap memory at each free, so a step loaded from --object-cache
  // (no compilation to warm the heap first) page-faulted through every step
  // (unet-3 1.35x a compiled run's time). Counting is unchanged (the hooks
  // count the sizes asked for).
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
  if (cl::Option *llvmThreads = cl::getRegisteredOptions().lookup("threads"))
    llvmThreads->setArgStr("llvm-threads");
  static cl::opt<unsigned> threadsOption(
      "threads", cl::init(0), cl::cat(runCategory),
      cl::desc("Threads of the outer parallel loops (remat-lower-to-llvm's "
               "threads; OpenMP); 0, the default: OMP_NUM_THREADS where it "
               "is set, else every core of the machine; 1: sequential code. "
               "Results are the same bits for every count (BLAS calls keep "
               "--blas-threads)"));
  threads = &threadsOption;
  // LLVM's own options (its code generator's, the JIT's) move behind
  // --help-hidden; --help lists remat-run's and the generic ones (--help,
  // --version). HideUnrelatedOptions would hide them from --help-hidden too.
  llvm::SmallVector<cl::Option *> listed;
  for (auto &entry : cl::getRegisteredOptions())
    if (entry.second->getOptionHiddenFlag() != cl::ReallyHidden)
      listed.push_back(entry.second);
  cl::HideUnrelatedOptions({&runCategory, &remat::gpuOptionCategory()});
  for (cl::Option *option : listed)
    if (option->getOptionHiddenFlag() == cl::ReallyHidden)
      option->setHiddenFlag(cl::Hidden);
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << "remat-run " REMAT_VERSION " (LLVM " LLVM_VERSION_STRING ")\n";
  });
  cl::ParseCommandLineOptions(argc, argv,
                              "Run a function and measure its memory\n");
  if (repeat == 0)
    return fail("--repeat must be at least 1");
  if (optLevel > 3)
    return fail("-O must be 0, 1, 2 or 3");
  if (codeGenLevel > 3)
    return fail("--codegen-level must be 0, 1, 2 or 3");
  remat::JITPipeline jit;
  if (optLevel.getNumOccurrences())
    jit.optLevel = optLevel;
  jit.passes = llvmPasses;
  jit.codeGenLevel = codeGenLevel;
  auto transformer = remat::makeJITTransformer(jit);
  if (!transformer)
    return fail(llvm::toString(transformer.takeError()));
  unsigned threadCount = threads->getValue();
  if (threadCount == 0) {
    llvm::Expected<unsigned> machine = defaultThreadCount();
    if (!machine)
      return fail(llvm::toString(machine.takeError()));
    threadCount = *machine;
  }
  auto gpuRequested = remat::isGPUTargetRequested();
  if (!gpuRequested)
    return fail(llvm::toString(gpuRequested.takeError()));
  std::unique_ptr<remat::GPUTarget> gpu;
  if (*gpuRequested) {
    auto loaded = remat::GPUTarget::load(argv[0]);
    if (!loaded)
      return fail(llvm::toString(loaded.takeError()));
    gpu = std::move(*loaded);
  }
  // --blas=auto: OpenBLAS where it can be loaded; GPU programs have no BLAS
  // path.
  remat::BlasLibrary blas = remat::BlasLibrary::None;
  if (blasChoice == BlasChoice::OpenBLAS ||
      (blasChoice == BlasChoice::Auto && !gpu && remat::hasOpenBLAS()))
    blas = remat::BlasLibrary::OpenBLAS;
  for (const std::string &lib : sharedLibs)
    if (failed(checkSharedLibrary(lib)))
      return 1;
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();

  DialectRegistry registry;
  remat::registerAllRematDialects(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerOpenMPDialectTranslation(registry);
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
                                "bf16, f32, f64, i32 and i64",
                                i, entryName, typeToString(t)));
  for (auto [i, t] : llvm::enumerate(signature.getResults()))
    if (!isSupportedTensor(t))
      return fail(llvm::formatv("result {0} of @{1} is not a statically "
                                "shaped tensor of f16, bf16, f32, f64, i32 "
                                "or i64",
                                i, entryName));

  // Argument names for --inputs and the generated integers' bounds, before
  // lowering drops them.
  SmallVector<std::string> argNames(signature.getNumInputs());
  SmallVector<uint64_t> argBounds(signature.getNumInputs(),
                                  remat::kDefaultIndexBound);
  if (auto func = dyn_cast_or_null<func::FuncOp>(entry))
    for (unsigned i = 0; i < func.getNumArguments(); ++i) {
      if (auto name = func.getArgAttrOfType<StringAttr>(i, "remat.name"))
        argNames[i] = name.str();
      if (Attribute bound = func.getArgAttr(i, "remat.bound")) {
        auto value = dyn_cast<IntegerAttr>(bound);
        if (!value || value.getValue().isNonPositive() ||
            value.getValue().getActiveBits() > 63)
          return fail(llvm::formatv("argument {0} of @{1}: remat.bound must "
                                    "be a positive integer",
                                    i, entryName));
        argBounds[i] = value.getValue().getZExtValue();
      }
    }
  // A module lowered before (remat-lower-to-llvm{threads=N}) runs its
  // parallel loops on the N threads it asks for; one lowered here or with
  // threads=0, on threadCount (the OpenMP runtime's count, set below).
  std::optional<unsigned> loweredThreads;
  if (!needsLowering)
    loweredThreads = remat::requestedThreadCount(*module);
  std::vector<remat::NpyArray> inputArrays;
  if (!inputsFile.empty()) {
    auto arrays = remat::readNpz(inputsFile);
    if (!arrays)
      return fail(llvm::toString(arrays.takeError()));
    inputArrays = std::move(*arrays);
  }

  // Compile time: lowering (when the module needs it) and JIT compilation.
  auto compileStart = std::chrono::steady_clock::now();
  double compileCpuStart = cpuMilliseconds();
  std::string adapter = "_mlir_ciface_" + entryName;

  // The object cache: the same input, entry, options and binary compile to
  // the same object.
  std::optional<remat::ObjectCacheEntry> cacheEntry;
  if (!objectCacheDir.empty()) {
    if (gpu)
      return fail("--object-cache runs CPU programs only");
    std::string self = llvm::sys::fs::getMainExecutable(
        argv[0], reinterpret_cast<void *>(&cpuMilliseconds));
    auto binary = llvm::MemoryBuffer::getFile(self);
    if (!binary)
      return fail("cannot read " + self + " for the object cache's key");
    std::string options = llvm::formatv(
        "jit={0} vectorize={1} blas={2} threads={3} column-blocks={4}",
        jit.describe(), vectorize.getValue(), static_cast<int>(blas),
        threadCount, convColumnBlocks.getValue());
    StringRef input =
        sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer();
    cacheEntry.emplace(
        objectCacheDir,
        ArrayRef<StringRef>{(*binary)->getBuffer(), input, entryName, options});
  }
  bool cacheHit = cacheEntry && cacheEntry->exists();

  SmallVector<std::string> libs = {REMAT_MLIR_C_RUNNER_UTILS};
  for (const std::string &lib : sharedLibs)
    libs.push_back(lib);
  if (gpu)
    libs.push_back(gpu->getRuntimePath().str());
  remat::CachedProgramNeeds needs;
  double lowerMs = 0, lowerCpuMs = 0;
  if (cacheHit) {
    llvm::Expected<remat::CachedProgramNeeds> read = cacheEntry->readNeeds();
    if (!read)
      return fail(llvm::toString(read.takeError()));
    needs = *read;
  } else {
    if (needsLowering) {
      // Only the entry and what it calls need compiling.
      for (auto func :
           llvm::make_early_inc_range(module->getOps<func::FuncOp>()))
        if (func.getSymName() != entryName &&
            SymbolTable::symbolKnownUseEmpty(func, *module))
          func.erase();
      PassManager pm(&context);
      remat::LowerToLLVMOptions options;
      options.vectorize = vectorize;
      if (gpu) {
        gpu->buildPipeline(pm);
      } else {
        options.blas = blas;
        options.threads = threadCount;
        options.convColumnBlocks = convColumnBlocks;
        remat::buildLowerToLLVMPipeline(pm, options);
      }
      if (failed(pm.run(*module)))
        return fail("the module failed to lower to the LLVM dialect");
    }
    if (gpu)
      gpu->prepareModule(*module);
    needs.cblas = remat::callsCBLAS(*module);
    needs.openMP = remat::usesOpenMP(*module);
    lowerCpuMs = cpuMilliseconds() - compileCpuStart;
    lowerMs = std::chrono::duration<double, std::milli>(
                  std::chrono::steady_clock::now() - compileStart)
                  .count();
  }
  std::string loadedCore;
  if (needs.cblas) {
    llvm::Expected<std::string> loaded = remat::loadOpenBLAS(blasThreads);
    if (!loaded)
      return fail(llvm::toString(loaded.takeError()));
    libs.push_back(std::move(*loaded));
    // Reported beside the times: they depend on it (OPENBLAS_CORETYPE, read
    // when OpenBLAS loads, chooses it; remat-run links OpenBLAS through CBC,
    // so that is at start-up).
    loadedCore = remat::loadedOpenBLASCore();
  }
  bool parallel = needs.openMP;
  if (parallel) {
    llvm::Expected<std::string> loaded = remat::loadOpenMP(threadCount);
    if (!loaded)
      return fail(llvm::toString(loaded.takeError()));
    libs.push_back(std::move(*loaded));
  }

  std::unique_ptr<ExecutionEngine> engine;
  std::unique_ptr<remat::LoadedObject> loadedObject;
  void (*function)(void **) = nullptr;
  if (cacheHit) {
    auto loaded = remat::LoadedObject::load(cacheEntry->getObjectPath(), libs);
    if (!loaded)
      return fail("cannot load the cached object " +
                  cacheEntry->getObjectPath().str() + ": " +
                  llvm::toString(loaded.takeError()));
    loadedObject = std::move(*loaded);
    auto found = loadedObject->lookupPacked(adapter);
    if (!found)
      return fail("no @" + entryName + " in the cached object " +
                  cacheEntry->getObjectPath().str() + ": " +
                  llvm::toString(found.takeError()));
    function = *found;
  } else {
    ExecutionEngineOptions engineOptions;
    engineOptions.transformer = *transformer;
    auto targetMachine = remat::makeJITTargetMachine(jit);
    if (!targetMachine)
      return fail("cannot create the JIT's target machine: " +
                  llvm::toString(targetMachine.takeError()));
    SmallVector<StringRef> libRefs(libs.begin(), libs.end());
    engineOptions.sharedLibPaths = libRefs;
    engineOptions.enableObjectDump = cacheEntry.has_value();
    auto engineOrError = ExecutionEngine::create(*module, engineOptions,
                                                 std::move(*targetMachine));
    if (!engineOrError)
      return fail("JIT compilation failed: " +
                  llvm::toString(engineOrError.takeError()));
    engine = std::move(*engineOrError);
    if (!gpu)
      remat::registerAllocationHooks(*engine);
    else if (llvm::Error e = gpu->prepareEngine(*engine, *module))
      return fail("cannot prepare the GPU program: " +
                  llvm::toString(std::move(e)));

    // Look the function up (and so compile it) before allocating or timing
    // anything.
    auto found = engine->lookupPacked(adapter);
    if (!found) {
      // The JIT's message lists every symbol of the module; keep its head.
      std::string why = llvm::toString(found.takeError());
      if (why.size() > 300)
        why = why.substr(0, 300) + "...";
      return fail("cannot compile @" + entryName + ": " + why);
    }
    function = *found;
    if (cacheEntry) {
      std::string temporary = cacheEntry->getTemporaryPath();
      if (std::error_code ec =
              llvm::sys::fs::create_directories(objectCacheDir))
        return fail("cannot create --object-cache " + objectCacheDir + ": " +
                    ec.message());
      engine->dumpToObjectFile(temporary);
      if (llvm::Error e = cacheEntry->store(temporary, needs))
        return fail(llvm::toString(std::move(e)));
    }
  }
  double compileCpuMs = cpuMilliseconds() - compileCpuStart;
  double compileMs = std::chrono::duration<double, std::milli>(
                         std::chrono::steady_clock::now() - compileStart)
                         .count();

  // A failed allocation in the function is reported, naming its size.
  for (Type t : signature.getResults())
    resultBytes.push_back(
        tensorBytes(cast<RankedTensorType>(t)).value_or(INT64_MAX));
  remat::setAllocationFailureHandler(reportAllocationFailure);
  if (gpu)
    gpu->setAllocationFailureHandler(reportAllocationFailure);

  // Arguments, owned here and not counted.
  std::vector<ArgumentBuffer> argumentData;
  std::vector<std::vector<int64_t>> descriptors;
  for (auto [k, t] : llvm::enumerate(signature.getInputs())) {
    auto type = cast<RankedTensorType>(t);
    std::optional<int64_t> size = tensorBytes(type);
    // Whole 64-byte lines: aligned_alloc wants a multiple of the alignment.
    std::optional<int64_t> rounded =
        size ? remat::checkedAdd(std::max<int64_t>(64, *size), 63)
             : std::nullopt;
    void *data = nullptr;
    if (rounded)
      data = gpu ? gpu->allocateArgument(*rounded / 64 * 64)
                 : std::aligned_alloc(64, *rounded / 64 * 64);
    if (!data)
      return fail(
          llvm::formatv("cannot allocate {0} for argument {1} of @{2}",
                        size ? remat::formatBytes(*size) + " (" +
                                   std::to_string(*size) + " bytes)"
                             : std::string("more bytes than fit in 64 bits"),
                        k, entryName));
    argumentData.emplace_back(data, ArgumentDeleter{gpu.get()});
    if (inputsFile.empty()) {
      remat::fillArgument(data, type.getElementType(), type.getNumElements(),
                          seed, k, argBounds[k]);
    } else if (const remat::NpyArray *array =
                   remat::findArgumentArray(inputArrays, argNames[k], k)) {
      if (llvm::Error error = remat::copyToTensor(*array, type, data))
        return fail("argument " + std::to_string(k) + " from " + inputsFile +
                    ": " + llvm::toString(std::move(error)));
    } else {
      return fail(llvm::formatv(
          "{0} has no array for argument {1}{2} (looked "
          "for {3}arg{1} and arr_{1})",
          inputsFile, k, argNames[k].empty() ? "" : " '" + argNames[k] + "'",
          argNames[k].empty() ? "" : "'" + argNames[k] + "', "));
    }
    if (gpu)
      gpu->prefetchArgument(data, *rounded / 64 * 64);
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

  std::vector<double> milliseconds, cpuMs;
  std::vector<ResultSummary> summaries;
  remat::AllocationStats firstRun;
  for (unsigned run = 0; run < repeat; ++run) {
    if (gpu) {
      gpu->resetAllocationStats();
      gpu->startTimer();
    } else {
      remat::resetAllocationStats();
    }
    auto start = std::chrono::steady_clock::now();
    double cpuStart = cpuMilliseconds();
    (*function)(packed.data());
    double cpuStop = cpuMilliseconds();
    auto stop = std::chrono::steady_clock::now();
    milliseconds.push_back(
        gpu ? gpu->stopTimer()
            : std::chrono::duration<double, std::milli>(stop - start).count());
    cpuMs.push_back(cpuStop - cpuStart);
    if (run == 0) {
      firstRun = gpu ? gpu->getAllocationStats() : remat::getAllocationStats();
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
        if (gpu)
          gpu->freeResult(allocated);
        else
          remat::freeTrackedBlock(allocated);
        freed.push_back(allocated);
      }
      slot += Descriptor::slots(cast<RankedTensorType>(t).getRank());
    }
  }
  argumentData.clear();
  if (!outputsFile.empty()) {
    std::vector<remat::NpyArray> outputs;
    for (auto [i, r] : llvm::enumerate(summaries))
      outputs.push_back(remat::makeNpyArray(
          "result" + std::to_string(i),
          cast<RankedTensorType>(signature.getResult(i)), r.packed));
    if (llvm::Error error = remat::writeNpz(outputsFile, outputs))
      return fail(llvm::toString(std::move(error)));
  }
  double wallMedian = median(milliseconds);
  double cpuMedian = median(cpuMs);

  if (emitJSON) {
    llvm::json::OStream j(llvm::outs(), 2);
    j.object([&] {
      j.attribute("entry", entryName);
      if (gpu)
        j.attribute("device", gpu->getDeviceName());
      j.attribute("seed", static_cast<int64_t>(seed));
      j.attribute("jit", jit.describe());
      // The lowering's choice; a pre-lowered module keeps its own.
      if (needsLowering)
        j.attribute("blas",
                    blas == remat::BlasLibrary::OpenBLAS ? "openblas" : "none");
      // The threads the parallel loops ran on (1: none were parallel).
      j.attribute("threads",
                  static_cast<int64_t>(
                      parallel ? loweredThreads.value_or(threadCount) : 1));
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
      j.attributeArray("time_ms", [&] {
        for (double ms : milliseconds)
          j.value(ms);
      });
      j.attribute("cpu_ms_median", cpuMedian);
      j.attributeArray("cpu_ms", [&] {
        for (double ms : cpuMs)
          j.value(ms);
      });
      j.attribute("compile_ms", compileMs);
      j.attribute("compile_cpu_ms", compileCpuMs);
      // The lowering's share of the compile time (0 when the input was
      // already in the LLVM dialect or came from the cache).
      j.attribute("lower_ms", lowerMs);
      j.attribute("lower_cpu_ms", lowerCpuMs);
      if (cacheEntry)
        j.attribute("object_cache", cacheHit ? "hit" : "miss");
      if (!loadedCore.empty())
        j.attribute("openblas_core", loadedCore);
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
        llvm::outs() << llvm::format(" %.*g", r.digits, v);
      llvm::outs() << "\n";
    }
  }
  if (gpu)
    llvm::outs() << "device: " << gpu->getDeviceName() << "\n";
  llvm::outs() << "peak_bytes: " << firstRun.peakBytes << "\n";
  llvm::outs() << "allocations: " << firstRun.allocations << "\n";
  llvm::outs() << llvm::formatv("time_ms_median: {0:f3}\n", wallMedian);
  llvm::outs() << llvm::formatv("cpu_ms_median: {0:f3}\n", cpuMedian);
  llvm::outs() << llvm::formatv("compile_ms: {0:f3}\n", compileMs);
  if (!loadedCore.empty())
    llvm::outs() << "openblas_core: " << loadedCore << "\n";
  return 0;
}
