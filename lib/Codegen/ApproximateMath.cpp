//===- ApproximateMath.cpp - f32 math functions as inline polynomials -----===//
//
// convert-math-to-libm turns a math.tanh or math.exp into a libm call, one
// element at a time even on a vector. Upstream's polynomial approximations
// (the Eigen / Cephes forms in MathToLLVM's neighbour PolynomialApproximation)
// are plain arith ops, so they run on whole vectors; their error is a few
// f32 ulps. Only f32 is rewritten: f64 and the narrow types keep libm.
//
//===----------------------------------------------------------------------===//
#include "remat/Codegen/Passes.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"

namespace remat {
#define GEN_PASS_DEF_REMATAPPROXIMATEMATHPASS
#include "remat/Codegen/Passes.h.inc"
} // namespace remat

#define DEBUG_TYPE "remat-approximate-math"

using namespace mlir;

namespace {

/// The functions approximated: those of the networks' activations, softmax
/// and losses.
bool isApproximated(StringRef name) {
  name.consume_front("math.");
  return llvm::is_contained({"tanh", "exp", "expm1", "log", "log1p", "erf"},
                            name);
}

// Upstream's polynomial approximation patterns, applied to the math ops it
// collects.
struct RematApproximateMathPass
    : remat::impl::RematApproximateMathPassBase<RematApproximateMathPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<math::MathDialect>(op->getDialect()) &&
          isApproximated(op->getName().getStringRef()))
        ops.push_back(op);
    });
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE ": @" << getOperation().getSymName()
                            << ": " << ops.size()
                            << " math ops for the polynomial approximations "
                               "(f32 ones are rewritten)\n");
    if (ops.empty())
      return;
    RewritePatternSet patterns(&getContext());
    populateMathPolynomialApproximationPatterns(patterns, isApproximated);
    // The math ops and what their rewrites create, nothing else of the
    // function.
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    if (failed(applyOpPatternsGreedily(ops, std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
