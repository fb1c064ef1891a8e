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
// The steps live in Options.cpp, Lowering.cpp, Execution.cpp and Report.cpp
// (RematRun.h).
//
//===----------------------------------------------------------------------===//
#include "RematRun.h"

#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <malloc.h>

using namespace mlir;
using namespace remat::run;

LogicalResult remat::run::reportError(const llvm::Twine &message) {
  llvm::errs() << "remat-run: error: " << message << "\n";
  return failure();
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

  RunOptions options;
  if (failed(parseOptions(argc, argv, options)))
    return 1;
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();

  InputModule input;
  EntryFunction entry;
  std::vector<remat::NpyArray> inputArrays;
  if (failed(loadInput(options, input)) ||
      failed(readEntry(options, *input.module, entry)) ||
      failed(readInputArrays(options, inputArrays)))
    return 1;

  CompiledProgram program;
  RunMeasurements measurements;
  if (failed(compileProgram(options, entry, input, argv[0], program)) ||
      failed(runProgram(options, entry, inputArrays, program, measurements)) ||
      failed(writeOutputs(options, entry, measurements)))
    return 1;
  printReport(options, entry, program, measurements);
  return 0;
}
