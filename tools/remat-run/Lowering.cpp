//===- Lowering.cpp - remat-run's input module and its lowering -----------===//
//
// Parses the input, finds the entry and its tensor signature (the
// function's own, or the one remat-record-signatures recorded on a module
// already in the LLVM dialect), reads what the arguments need from it before
// lowering drops it, and lowers the module with remat-lower-to-llvm (or
// remat-lower-to-nvvm with --target=gpu). The object cache's key is the
// input, the entry, the options and the remat-run binary.
//
//===----------------------------------------------------------------------===//
#include "RematRun.h"
#include "remat/Codegen/Passes.h"
#include "remat/InitRemat.h"
#include "remat/Runner/InputGenerator.h"
#include "remat/Runner/OpenMP.h"
#include "remat/Support/AttrNames.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;
using namespace remat::run;

/// The Remat dialects and the translations to LLVM IR.
static DialectRegistry &registerDialects(DialectRegistry &registry) {
  remat::registerAllRematDialects(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerOpenMPDialectTranslation(registry);
  return registry;
}

InputModule::InputModule() : context(registerDialects(registry)) {}

static bool isSupportedTensor(Type t) {
  auto tensor = dyn_cast<RankedTensorType>(t);
  if (!tensor || !tensor.hasStaticShape())
    return false;
  Type e = tensor.getElementType();
  return e.isF16() || e.isBF16() || e.isF32() || e.isF64() || e.isInteger(32) ||
         e.isInteger(64);
}

static std::string typeToString(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << t;
  return s;
}

LogicalResult remat::run::loadInput(const RunOptions &options,
                                    InputModule &input) {
  std::string errorMessage;
  auto file = openInputFile(options.inputFile, &errorMessage);
  if (!file)
    return reportError(errorMessage);
  input.sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  input.diagnostics = std::make_unique<SourceMgrDiagnosticHandler>(
      input.sourceMgr, &input.context);
  input.module = parseSourceFile<ModuleOp>(input.sourceMgr, &input.context);
  // The parser has reported why.
  return success(static_cast<bool>(input.module));
}

LogicalResult remat::run::readEntry(const RunOptions &options, ModuleOp module,
                                    EntryFunction &entry) {
  StringRef entryName = options.entryName;
  // The entry's tensor signature: from the function itself, or recorded by
  // remat-record-signatures when the module is already lowered.
  FunctionType &signature = entry.signature;
  Operation *entryOp = SymbolTable::lookupSymbolIn(module, entryName);
  if (auto func = dyn_cast_or_null<func::FuncOp>(entryOp)) {
    signature = func.getFunctionType();
    entry.needsLowering = true;
  } else if (auto llvmFunc = dyn_cast_or_null<LLVM::LLVMFuncOp>(entryOp)) {
    auto attr = llvmFunc->getAttrOfType<TypeAttr>(remat::kSignatureAttrName);
    if (!attr)
      return reportError(llvm::formatv(
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
    return reportError(llvm::formatv("no function @{0} in {1}; functions: {2}",
                                     entryName, options.inputFile,
                                     names.empty() ? "none" : names));
  }
  for (auto [i, t] : llvm::enumerate(signature.getInputs()))
    if (!isSupportedTensor(t))
      return reportError(
          llvm::formatv("argument {0} of @{1} has type {2}; remat-run "
                        "supports statically shaped tensors of f16, "
                        "bf16, f32, f64, i32 and i64",
                        i, entryName, typeToString(t)));
  for (auto [i, t] : llvm::enumerate(signature.getResults()))
    if (!isSupportedTensor(t))
      return reportError(llvm::formatv("result {0} of @{1} is not a "
                                       "statically shaped tensor of f16, "
                                       "bf16, f32, f64, i32 or i64",
                                       i, entryName));

  // Argument names for --inputs and the generated integers' bounds, before
  // lowering drops them.
  entry.argNames.assign(signature.getNumInputs(), std::string());
  entry.argBounds.assign(signature.getNumInputs(), remat::kDefaultIndexBound);
  if (auto func = dyn_cast_or_null<func::FuncOp>(entryOp))
    for (unsigned i = 0; i < func.getNumArguments(); ++i) {
      if (auto name =
              func.getArgAttrOfType<StringAttr>(i, remat::kRematNameAttr))
        entry.argNames[i] = name.str();
      if (Attribute bound = func.getArgAttr(i, remat::kBoundAttrName)) {
        auto value = dyn_cast<IntegerAttr>(bound);
        if (!value || value.getValue().isNonPositive() ||
            value.getValue().getActiveBits() > 63)
          return reportError(
              llvm::formatv("argument {0} of @{1}: remat.bound must "
                            "be a positive integer",
                            i, entryName));
        entry.argBounds[i] = value.getValue().getZExtValue();
      }
    }
  // A module lowered before (remat-lower-to-llvm{threads=N}) runs its
  // parallel loops on the N threads it asks for; one lowered here or with
  // threads=0, on the thread count (the OpenMP runtime's count).
  if (!entry.needsLowering)
    entry.loweredThreads = remat::requestedThreadCount(module);
  return success();
}

LogicalResult
remat::run::makeCacheEntry(const RunOptions &options, const InputModule &input,
                           const char *argv0,
                           std::optional<remat::ObjectCacheEntry> &cacheEntry) {
  if (options.objectCacheDir.empty())
    return success();
  // The same input, entry, options and binary compile to the same object.
  if (options.gpu)
    return reportError("--object-cache runs CPU programs only");
  std::string self = llvm::sys::fs::getMainExecutable(
      argv0, reinterpret_cast<void *>(&cpuMilliseconds));
  auto binary = llvm::MemoryBuffer::getFile(self);
  if (!binary)
    return reportError("cannot read " + self + " for the object cache's key");
  std::string key = llvm::formatv(
      "jit={0} vectorize={1} blas={2} threads={3} column-blocks={4}",
      options.jit.describe(), options.vectorize, static_cast<int>(options.blas),
      options.threadCount, options.convColumnBlocks);
  StringRef source =
      input.sourceMgr.getMemoryBuffer(input.sourceMgr.getMainFileID())
          ->getBuffer();
  cacheEntry.emplace(options.objectCacheDir,
                     ArrayRef<StringRef>{(*binary)->getBuffer(), source,
                                         options.entryName, key});
  return success();
}

LogicalResult remat::run::lowerModule(const RunOptions &options,
                                      const EntryFunction &entry,
                                      InputModule &input) {
  ModuleOp module = *input.module;
  if (entry.needsLowering) {
    // Only the entry and what it calls need compiling.
    for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
      if (func.getSymName() != options.entryName &&
          SymbolTable::symbolKnownUseEmpty(func, module))
        func.erase();
    PassManager pm(&input.context);
    remat::LowerToLLVMOptions pipeline;
    pipeline.vectorize = options.vectorize;
    if (options.gpu) {
      options.gpu->buildPipeline(pm);
    } else {
      pipeline.blas = options.blas;
      pipeline.threads = options.threadCount;
      pipeline.convColumnBlocks = options.convColumnBlocks;
      remat::buildLowerToLLVMPipeline(pm, pipeline);
    }
    if (failed(pm.run(module)))
      return reportError("the module failed to lower to the LLVM dialect");
  }
  if (options.gpu)
    options.gpu->prepareModule(module);
  return success();
}
