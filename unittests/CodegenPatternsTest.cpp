//===- CodegenPatternsTest.cpp - the codegen rewrites in a host's driver --===//
//
// A host compiler applies the patterns of include/remat/Codegen/Patterns.h
// in its own pipeline: each test applies one pass's patterns to a module
// with walkAndApplyPatterns and expects the text the pass itself prints.
//
//===----------------------------------------------------------------------===//
#include "remat/Codegen/Patterns.h"
#include "remat/InitRemat.h"

#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "gtest/gtest.h"

using namespace mlir;

namespace {

class CodegenPatternsTest : public ::testing::Test {
protected:
  CodegenPatternsTest() {
    DialectRegistry registry;
    remat::registerAllRematDialects(registry);
    registry.insert<omp::OpenMPDialect>();
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    remat::registerAllRematPasses();
  }

  static std::string print(ModuleOp module) {
    std::string text;
    llvm::raw_string_ostream os(text);
    module.print(os);
    return text;
  }

  /// `ir` after the passes `pipeline` (nested in the module's pass manager).
  std::string runPass(StringRef ir, StringRef pipeline) {
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(ir, &context);
    EXPECT_TRUE(module);
    PassManager pm(&context, ModuleOp::getOperationName());
    EXPECT_TRUE(succeeded(parsePassPipeline(pipeline, pm)));
    EXPECT_TRUE(succeeded(pm.run(*module)));
    return print(*module);
  }

  /// `ir` after the patterns `populate` adds, applied in one walk.
  std::string runPatterns(StringRef ir,
                          function_ref<void(RewritePatternSet &)> populate) {
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(ir, &context);
    EXPECT_TRUE(module);
    RewritePatternSet patterns(&context);
    populate(patterns);
    walkAndApplyPatterns(*module, FrozenRewritePatternSet(std::move(patterns)));
    return print(*module);
  }

  MLIRContext context;
};

TEST_F(CodegenPatternsTest, ExpandStridedCopies) {
  StringRef ir = R"mlir(
    func.func @f(%src: memref<1x6x8x4xf32>, %dst: memref<1x8x10x4xf32>) {
      %sub = memref.subview %dst[0, 1, 1, 0] [1, 6, 8, 4] [1, 1, 1, 1]
          : memref<1x8x10x4xf32>
            to memref<1x6x8x4xf32, strided<[320, 40, 4, 1], offset: 44>>
      memref.copy %src, %sub : memref<1x6x8x4xf32>
          to memref<1x6x8x4xf32, strided<[320, 40, 4, 1], offset: 44>>
      return
    })mlir";
  std::string viaPatterns = runPatterns(ir, [](RewritePatternSet &patterns) {
    remat::populateExpandStridedCopiesPatterns(patterns);
  });
  EXPECT_NE(viaPatterns.find("scf.for"), std::string::npos) << viaPatterns;
  EXPECT_EQ(viaPatterns, runPass(ir, "func.func(remat-expand-strided-copies)"));
}

TEST_F(CodegenPatternsTest, ZeroFillsToMemset) {
  StringRef ir = R"mlir(
    func.func @f(%m: memref<4x8xf32>) {
      %zero = arith.constant 0.0 : f32
      linalg.fill ins(%zero : f32) outs(%m : memref<4x8xf32>)
      return
    })mlir";
  std::string viaPatterns = runPatterns(ir, [](RewritePatternSet &patterns) {
    remat::populateZeroFillsToMemsetPatterns(patterns);
  });
  EXPECT_NE(viaPatterns.find("llvm.intr.memset"), std::string::npos)
      << viaPatterns;
  EXPECT_EQ(viaPatterns, runPass(ir, "func.func(remat-zero-fills-to-memset)"));
}

TEST_F(CodegenPatternsTest, ParallelLoopsToOpenMP) {
  StringRef ir = R"mlir(
    func.func @f(%m: memref<16xf32>) {
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c10 = arith.constant 10 : index
      %one = arith.constant 1.0 : f32
      scf.parallel (%i) = (%c1) to (%c10) step (%c2) {
        memref.store %one, %m[%i] : memref<16xf32>
        scf.reduce
      }
      return
    })mlir";
  std::string viaPatterns = runPatterns(ir, [](RewritePatternSet &patterns) {
    remat::populateParallelLoopsToOpenMPPatterns(patterns, /*threads=*/2);
  });
  EXPECT_NE(viaPatterns.find("omp.parallel num_threads"), std::string::npos)
      << viaPatterns;
  EXPECT_EQ(viaPatterns,
            runPass(ir, "remat-parallel-loops-to-openmp{threads=2}"));
}

TEST_F(CodegenPatternsTest, LinalgToCBLAS) {
  StringRef ir = R"mlir(
    func.func @f(%a: memref<4x8xf32>, %b: memref<8x16xf32>,
                 %c: memref<4x16xf32>) {
      %zero = arith.constant 0.0 : f32
      linalg.fill ins(%zero : f32) outs(%c : memref<4x16xf32>)
      linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>)
                    outs(%c : memref<4x16xf32>)
      return
    })mlir";
  std::string viaPatterns = runPatterns(ir, [](RewritePatternSet &patterns) {
    remat::populateLinalgToCBLASPatterns(patterns);
  });
  EXPECT_NE(viaPatterns.find("call @cblas_sgemm"), std::string::npos)
      << viaPatterns;
  EXPECT_EQ(viaPatterns, runPass(ir, "remat-linalg-to-cblas"));
}

} // namespace
