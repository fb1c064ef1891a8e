//===- JITPipeline.cpp - the LLVM passes and codegen level of the JIT -----===//
#include "remat/Runner/JITPipeline.h"

#include "mlir/ExecutionEngine/OptUtils.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CodeGen.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Target/TargetMachine.h"

std::string remat::JITPipeline::describe() const {
  if (optLevel)
    return llvm::formatv("-O{0}", *optLevel).str();
  return llvm::formatv("passes={0} codegen=-O{1}", passes, codeGenLevel).str();
}

llvm::Expected<std::function<llvm::Error(llvm::Module *)>>
remat::makeJITTransformer(const JITPipeline &pipeline) {
  if (pipeline.optLevel)
    return mlir::makeOptimizingTransformer(*pipeline.optLevel,
                                           /*sizeLevel=*/0,
                                           /*targetMachine=*/nullptr);
  // Parsed once here, so that a bad pipeline is an error before any
  // lowering; parsed again per module below (a pass manager is not
  // copyable into the std::function).
  {
    llvm::PassBuilder builder;
    llvm::ModulePassManager passes;
    if (llvm::Error e = builder.parsePassPipeline(passes, pipeline.passes))
      return llvm::createStringError(
          llvm::formatv("--llvm-passes '{0}': {1}", pipeline.passes,
                        llvm::toString(std::move(e))));
  }
  std::string text = pipeline.passes;
  return [text](llvm::Module *module) -> llvm::Error {
    llvm::LoopAnalysisManager loops;
    llvm::FunctionAnalysisManager functions;
    llvm::CGSCCAnalysisManager sccs;
    llvm::ModuleAnalysisManager modules;
    llvm::PassBuilder builder;
    builder.registerModuleAnalyses(modules);
    builder.registerCGSCCAnalyses(sccs);
    builder.registerFunctionAnalyses(functions);
    builder.registerLoopAnalyses(loops);
    builder.crossRegisterProxies(loops, functions, sccs, modules);
    llvm::ModulePassManager passes;
    if (llvm::Error e = builder.parsePassPipeline(passes, text))
      return e;
    passes.run(*module, modules);
    return llvm::Error::success();
  };
}

llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
remat::makeJITTargetMachine(const JITPipeline &pipeline) {
  auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder)
    return builder.takeError();
  std::optional<llvm::CodeGenOptLevel> level =
      llvm::CodeGenOpt::getLevel(static_cast<int>(pipeline.codeGenOptLevel()));
  if (!level)
    return llvm::createStringError(llvm::formatv(
        "code generator level {0} is not 0 to 3", pipeline.codeGenOptLevel()));
  builder->setCodeGenOptLevel(*level);
  return builder->createTargetMachine();
}
