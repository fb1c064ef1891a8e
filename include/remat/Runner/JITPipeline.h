//===- JITPipeline.h - LLVM passes and codegen level of the JIT -*- C++ -*-===//
//-*-===//
//
// remat-run JIT-compiles code that remat-lower-to-llvm has already tiled,
// vectorized and unrolled; what LLVM's IR optimizer still has to do is clean
// up the lowering's redundancy (memref descriptors built and taken apart,
// repeated index arithmetic). LLVM's -O1..-O3 pipelines do that too, but
// their loop passes (IndVarSimplify, LoopRotate) are superlinear in the loops
// of one function: 34 of the 39 CPU seconds of -O1 on the 550-op transformer
// step. The default JIT pipeline runs the clean-up alone.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_RUNNER_JITPIPELINE_H
#define REMAT_RUNNER_JITPIPELINE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace remat {

/// The IR passes of remat-run's default JIT pipeline (LLVM's new pass
/// manager syntax): scalar clean-ups, no loop passes.
inline constexpr llvm::StringLiteral kJITCleanupPasses =
    "function(sroa,early-cse,instcombine<no-verify-fixpoint>,simplifycfg)";

/// How the JIT compiles: the IR pass pipeline and the code generator's
/// level. `-O<n>` is LLVM's own pipeline at level n for both.
struct JITPipeline {
  /// LLVM's `default<On>` when set; else `passes`.
  std::optional<unsigned> optLevel;
  std::string passes = kJITCleanupPasses.str();
  unsigned codeGenLevel = 2;

  /// Text for the object cache's key and --json: `-O<n>` or
  /// `passes=<pipeline> codegen=-O<n>`.
  std::string describe() const;

  /// The code generator's level: `optLevel` when set, else `codeGenLevel`.
  unsigned codeGenOptLevel() const { return optLevel.value_or(codeGenLevel); }
};

/// A transformer for the ExecutionEngine that runs `pipeline`'s IR passes;
/// an error when `pipeline.passes` does not parse.
llvm::Expected<std::function<llvm::Error(llvm::Module *)>>
makeJITTransformer(const JITPipeline &pipeline);

/// The host's target machine with `pipeline`'s code generator level, for
/// ExecutionEngine::create. The engine compiles with the target machine it
/// is given, or else with the host's at LLVM's default level (-O2): its
/// ExecutionEngineOptions::jitCodeGenOptLevel does not reach the compiler,
/// and -O2's register allocator and scheduler are superlinear in the size of
/// one function (45 of the 53 s a 35 MB step takes at -O2, 8 s at -O0).
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
makeJITTargetMachine(const JITPipeline &pipeline);

} // namespace remat

#endif // REMAT_RUNNER_JITPIPELINE_H
