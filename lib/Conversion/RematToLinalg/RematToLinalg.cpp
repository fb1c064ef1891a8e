//===- RematToLinalg.cpp - convert-remat-to-linalg ------------------------===//
#include "remat/Conversion/RematToLinalg/RematToLinalg.h"
#include "LinalgBuilder.h"
#include "remat/Conversion/Passes.h"
#include "remat/Dialect/Remat/IR/RematDialect.h"
#include "remat/Dialect/Remat/IR/RematOps.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_CONVERTREMATTOLINALGPASS
#include "remat/Conversion/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "convert-remat-to-linalg"

using namespace mlir;
using namespace remat;

void remat::populateRematToLinalgPatterns(RewritePatternSet &patterns,
                                          const RematToLinalgOptions &options) {
  populateElementwisePatterns(patterns);
  populateContractionPatterns(patterns, options);
  populateNormalizationPatterns(patterns);
  populateDataMovementPatterns(patterns);
  populateIndexPatterns(patterns);
}

namespace {
struct ConvertRematToLinalgPass
    : remat::impl::ConvertRematToLinalgPassBase<ConvertRematToLinalgPass> {
  using Base::Base;

  void runOnOperation() override {
    // Checkpoint regions have served their purpose once lowering starts.
    IRRewriter rewriter(&getContext());
    getOperation()->walk(
        [&](CheckpointOp op) { inlineCheckpoint(rewriter, op); });

    ConversionTarget target(getContext());
    target.addIllegalDialect<RematDialect>();
    // Barriers stay until bufferization so that CSE cannot merge a
    // recomputation with its original.
    target.addLegalOp<BarrierOp>();
    target.addLegalDialect<arith::ArithDialect, cf::ControlFlowDialect,
                           linalg::LinalgDialect, math::MathDialect,
                           tensor::TensorDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(&getContext());
    LLVM_DEBUG({
      int64_t converted = 0;
      getOperation()->walk([&](Operation *op) {
        if (isa_and_present<RematDialect>(op->getDialect()) &&
            !isa<BarrierOp>(op))
          ++converted;
      });
      llvm::dbgs() << DEBUG_TYPE ": " << converted
                   << " remat ops to convert (barriers stay)\n";
    });
    RematToLinalgOptions options;
    options.parallelFilterPositions = parallelFilterPositions;
    populateRematToLinalgPatterns(patterns, options);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
