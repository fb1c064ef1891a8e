//===- Options.cpp - remat-run's command line -----------------------------===//
//
// remat-run's options, and their checks and defaults: -O and the JIT's
// passes, --threads=0 (OMP_NUM_THREADS or the machine's cores), --blas=auto,
// --target=gpu (the CUDA runtime loaded) and --shared-libs. --help lists
// remat-run's options and the GPU ones; LLVM's own wait behind
// --help-hidden.
//
//===----------------------------------------------------------------------===//
#include "RematRun.h"
#include "remat/Runner/Blas.h"

#include "llvm/BinaryFormat/Magic.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"

#include <cstdlib>
#include <thread>

using namespace mlir;
using namespace remat::run;
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
static cl::opt<std::string> objectCacheDir(
    "object-cache", cl::cat(runCategory),
    cl::desc("Keep compiled programs in this directory: a run of the same "
             "input, entry, options and remat-run binary loads the object "
             "file instead of lowering and JIT-compiling (CPU only)"));
static cl::list<std::string>
    sharedLibs("shared-libs", cl::CommaSeparated, cl::cat(runCategory),
               cl::desc("Extra shared libraries for the JIT"));

/// A missing or unloadable library makes the JIT print a warning and go on
/// without it; reject it up front instead.
static LogicalResult checkSharedLibrary(StringRef path) {
  llvm::file_magic magic;
  if (std::error_code ec = llvm::identify_magic(path, magic))
    return reportError(llvm::formatv("cannot read --shared-libs '{0}': {1}",
                                     path, ec.message()));
  if (magic != llvm::file_magic::elf_shared_object)
    return reportError(llvm::formatv(
        "--shared-libs '{0}' is not an ELF shared library", path));
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

/// Moves LLVM's own options (its code generator's, the JIT's) behind
/// --help-hidden; --help lists remat-run's and the generic ones (--help,
/// --version). HideUnrelatedOptions would hide them from --help-hidden too.
static void hideLLVMOptions() {
  llvm::SmallVector<cl::Option *> listed;
  for (auto &entry : cl::getRegisteredOptions())
    if (entry.second->getOptionHiddenFlag() != cl::ReallyHidden)
      listed.push_back(entry.second);
  cl::HideUnrelatedOptions({&runCategory, &remat::gpuOptionCategory()});
  for (cl::Option *option : listed)
    if (option->getOptionHiddenFlag() == cl::ReallyHidden)
      option->setHiddenFlag(cl::Hidden);
}

LogicalResult remat::run::parseOptions(int argc, char **argv,
                                       RunOptions &options) {
  // libLLVM already has a `threads` option (an int without description, not
  // used by remat-run): renamed before remat-run's own is registered.
  if (cl::Option *llvmThreads = cl::getRegisteredOptions().lookup("threads"))
    llvmThreads->setArgStr("llvm-threads");
  static cl::opt<unsigned> threads(
      "threads", cl::init(0), cl::cat(runCategory),
      cl::desc("Threads of the outer parallel loops (remat-lower-to-llvm's "
               "threads; OpenMP); 0, the default: OMP_NUM_THREADS where it "
               "is set, else every core of the machine; 1: sequential code. "
               "Results are the same bits for every count (BLAS calls keep "
               "--blas-threads)"));
  hideLLVMOptions();
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << "remat-run " REMAT_VERSION " (LLVM " LLVM_VERSION_STRING ")\n";
  });
  cl::ParseCommandLineOptions(argc, argv,
                              "Run a function and measure its memory\n");
  if (repeat == 0)
    return reportError("--repeat must be at least 1");
  if (optLevel > 3)
    return reportError("-O must be 0, 1, 2 or 3");
  if (codeGenLevel > 3)
    return reportError("--codegen-level must be 0, 1, 2 or 3");
  options.inputFile = inputFile;
  options.entryName = entryName;
  options.seed = seed;
  options.repeat = repeat;
  options.emitJSON = emitJSON;
  options.printValues = printValues;
  if (optLevel.getNumOccurrences())
    options.jit.optLevel = optLevel;
  options.jit.passes = llvmPasses;
  options.jit.codeGenLevel = codeGenLevel;
  auto transformer = remat::makeJITTransformer(options.jit);
  if (!transformer)
    return reportError(llvm::toString(transformer.takeError()));
  options.transformer = std::move(*transformer);
  options.vectorize = vectorize;
  options.inputsFile = inputsFile;
  options.outputsFile = outputsFile;
  options.objectCacheDir = objectCacheDir;
  options.blasThreads = blasThreads;
  options.convColumnBlocks = convColumnBlocks;
  options.threadCount = threads;
  if (options.threadCount == 0) {
    llvm::Expected<unsigned> machine = defaultThreadCount();
    if (!machine)
      return reportError(llvm::toString(machine.takeError()));
    options.threadCount = *machine;
  }
  auto gpuRequested = remat::isGPUTargetRequested();
  if (!gpuRequested)
    return reportError(llvm::toString(gpuRequested.takeError()));
  if (*gpuRequested) {
    auto loaded = remat::GPUTarget::load(argv[0]);
    if (!loaded)
      return reportError(llvm::toString(loaded.takeError()));
    options.gpu = std::move(*loaded);
  }
  // --blas=auto: OpenBLAS where it can be loaded; GPU programs have no BLAS
  // path.
  if (blasChoice == BlasChoice::OpenBLAS ||
      (blasChoice == BlasChoice::Auto && !options.gpu && remat::hasOpenBLAS()))
    options.blas = remat::BlasLibrary::OpenBLAS;
  for (const std::string &lib : sharedLibs) {
    if (failed(checkSharedLibrary(lib)))
      return failure();
    options.sharedLibs.push_back(lib);
  }
  return success();
}
