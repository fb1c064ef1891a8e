//===- CostModelTest.cpp - FLOP and byte formulas of the remat ops --------===//
//
// Each expectation is worked out by hand from docs/reference/CostModel.md.
//
//===----------------------------------------------------------------------===//
#include "remat/Analysis/CostModel.h"
#include "remat/Dialect/Remat/IR/RematOps.h"
#include "remat/InitRemat.h"
#include "remat/Support/CheckedArithmetic.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

#include <chrono>

using namespace mlir;

namespace {

class CostModelTest : public ::testing::Test {
protected:
  CostModelTest() {
    DialectRegistry registry;
    remat::registerAllRematDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  /// Parses `body` inside a function with the given arguments and returns the
  /// first remat op.
  remat::CostModelOpInterface parseFirstOp(StringRef args, StringRef body) {
    std::string text =
        ("func.func @f(" + args + ") {\n" + body + "\n  return\n}\n").str();
    module = parseSourceString<ModuleOp>(text, &context);
    EXPECT_TRUE(module) << text;
    remat::CostModelOpInterface found;
    module->walk<WalkOrder::PreOrder>([&](remat::CostModelOpInterface op) {
      if (!found)
        found = op;
    });
    EXPECT_TRUE(found);
    return found;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(CostModelTest, MatmulIs2MNK) {
  auto op = parseFirstOp(
      "%a: tensor<32x128xf32>, %b: tensor<128x64xf32>",
      "%0 = remat.matmul %a, %b : (tensor<32x128xf32>, tensor<128x64xf32>) "
      "-> tensor<32x64xf32>");
  EXPECT_EQ(op.getFlops(), 2 * 32 * 64 * 128);
  EXPECT_EQ(op.getBytesRead(), (32 * 128 + 128 * 64) * 4);
  EXPECT_EQ(op.getBytesWritten(), 32 * 64 * 4);
  EXPECT_TRUE(op.isRecomputable());
}

TEST_F(CostModelTest, TransposedBatchedMatmulUsesContractingDim) {
  // lhs^T: [4, 16, 8] -> [4, 8, 16]; K = 16.
  auto op = parseFirstOp(
      "%a: tensor<4x16x8xf32>, %b: tensor<4x16x32xf32>",
      "%0 = remat.matmul %a, %b {transpose_a = true} : (tensor<4x16x8xf32>, "
      "tensor<4x16x32xf32>) -> tensor<4x8x32xf32>");
  EXPECT_EQ(op.getFlops(), 2 * 4 * 8 * 32 * 16);
}

TEST_F(CostModelTest, ElementwiseCountsPerElement) {
  auto relu = parseFirstOp("%x: tensor<10x10xf32>",
                           "%0 = remat.relu %x : tensor<10x10xf32>");
  EXPECT_EQ(relu.getFlops(), 100);
  auto gelu = parseFirstOp("%x: tensor<10x10xf32>",
                           "%0 = remat.gelu %x : tensor<10x10xf32>");
  EXPECT_EQ(gelu.getFlops(), 9 * 100);
  auto sigmoid = parseFirstOp("%x: tensor<10x10xf32>",
                              "%0 = remat.sigmoid %x : tensor<10x10xf32>");
  EXPECT_EQ(sigmoid.getFlops(), 4 * 100);
}

TEST_F(CostModelTest, HalfPrecisionHalvesBytes) {
  auto op = parseFirstOp("%x: tensor<8x8xbf16>",
                         "%0 = remat.tanh %x : tensor<8x8xbf16>");
  EXPECT_EQ(op.getBytesRead(), 8 * 8 * 2);
  EXPECT_EQ(op.getBytesWritten(), 8 * 8 * 2);
}

TEST_F(CostModelTest, Conv2DIs2NHoWoFKhKwC) {
  // Output [2, 8, 8, 16] from a 3x3x4x16 filter with padding 1.
  auto op = parseFirstOp(
      "%x: tensor<2x8x8x4xf32>, %w: tensor<3x3x4x16xf32>",
      "%0 = remat.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : "
      "(tensor<2x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<2x8x8x16xf32>");
  EXPECT_EQ(op.getFlops(), 2 * 2 * 8 * 8 * 16 * 3 * 3 * 4);
}

TEST_F(CostModelTest, LayerNormCountsElementsAndRows) {
  auto op = parseFirstOp(
      "%x: tensor<4x16xf32>, %g: tensor<16xf32>, %b: tensor<16xf32>",
      "%0 = remat.layernorm %x, %g, %b : tensor<4x16xf32>, tensor<16xf32>");
  EXPECT_EQ(op.getFlops(), 7 * 64 + 5 * 4);
}

TEST_F(CostModelTest, DataMovementIsFree) {
  auto op = parseFirstOp(
      "%x: tensor<4x16xf32>",
      "%0 = remat.transpose %x : tensor<4x16xf32> -> tensor<16x4xf32>");
  EXPECT_EQ(op.getFlops(), 0);
  EXPECT_EQ(op.getBytesWritten(), 4 * 16 * 4);
}

TEST_F(CostModelTest, ReductionsAndPooling) {
  auto mean = parseFirstOp(
      "%x: tensor<4x16xf32>",
      "%0 = remat.reduce_mean %x : tensor<4x16xf32> -> tensor<4xf32>");
  EXPECT_EQ(mean.getFlops(), 64 + 4);
  auto pool = parseFirstOp(
      "%x: tensor<1x4x4x3xf32>",
      "%0 = remat.max_pool2d %x : tensor<1x4x4x3xf32> -> tensor<1x2x2x3xf32>");
  EXPECT_EQ(pool.getFlops(), 1 * 2 * 2 * 3 * 4);
}

TEST_F(CostModelTest, CheckpointSumsItsBody) {
  auto op = parseFirstOp(
      "%x: tensor<4x8xf32>, %w: tensor<8x8xf32>",
      "%0 = remat.checkpoint (%x, %w) : (tensor<4x8xf32>, tensor<8x8xf32>) "
      "-> tensor<4x8xf32> {\n"
      "^bb0(%a: tensor<4x8xf32>, %b: tensor<8x8xf32>):\n"
      "  %h = remat.matmul %a, %b : (tensor<4x8xf32>, tensor<8x8xf32>) -> "
      "tensor<4x8xf32>\n"
      "  %r = remat.relu %h : tensor<4x8xf32>\n"
      "  remat.yield %r : tensor<4x8xf32>\n"
      "}");
  ASSERT_TRUE(isa<remat::CheckpointOp>(op.getOperation()));
  EXPECT_EQ(op.getFlops(), 2 * 4 * 8 * 8 + 32);
  EXPECT_TRUE(op.isRecomputable());
}

TEST_F(CostModelTest, RooflineTakesTheSlowerBoundPlusLaunch) {
  const remat::TargetSpec *h200 = remat::lookupTarget("h200");
  ASSERT_NE(h200, nullptr);
  // Compute bound: 2 * 1024^3 FLOPs of f32 matmul at 67 TFLOP/s; 12 MiB moved
  // at 4.8 TB/s is faster.
  auto matmul =
      parseFirstOp("%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>",
                   "%0 = remat.matmul %a, %b : (tensor<1024x1024xf32>, "
                   "tensor<1024x1024xf32>) -> tensor<1024x1024xf32>");
  double flops = 2.0 * 1024 * 1024 * 1024;
  EXPECT_DOUBLE_EQ(remat::estimateSeconds(matmul, *h200), flops / 67e12 + 4e-6);
  // Memory bound: a bf16 relu moves 2 * 2 MiB for 1M FLOPs.
  auto relu = parseFirstOp("%x: tensor<1024x1024xbf16>",
                           "%0 = remat.relu %x : tensor<1024x1024xbf16>");
  double bytes = 2.0 * 1024 * 1024 * 2;
  EXPECT_DOUBLE_EQ(remat::estimateSeconds(relu, *h200), bytes / 4.8e12 + 4e-6);
  // bf16 matmul uses the tensor-core rate.
  auto bf16 =
      parseFirstOp("%a: tensor<1024x1024xbf16>, %b: tensor<1024x1024xbf16>",
                   "%0 = remat.matmul %a, %b : (tensor<1024x1024xbf16>, "
                   "tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>");
  EXPECT_DOUBLE_EQ(remat::estimateSeconds(bf16, *h200),
                   flops / 989.5e12 + 4e-6);
}

TEST_F(CostModelTest, ViewsAndUnknownTargetsCostNothing) {
  EXPECT_EQ(remat::lookupTarget("tpu"), nullptr);
  auto reshape = parseFirstOp(
      "%x: tensor<4x16xf32>",
      "%0 = remat.reshape %x : tensor<4x16xf32> -> tensor<64xf32>");
  EXPECT_EQ(reshape.getBytesRead(), 0);
  EXPECT_EQ(reshape.getBytesWritten(), 0);
  EXPECT_EQ(remat::estimateSeconds(reshape, *remat::lookupTarget("cpu")), 0.0);
}

// A checkpoint costs its leaf ops, each once however deep the nesting: 30
// nested regions around one relu each are 30 relus, counted in linear time
// (asking each nested checkpoint for its FLOPs again took 2^30 walks).
TEST_F(CostModelTest, NestedCheckpointsCountEachOpOnce) {
  constexpr int kDepth = 30;
  std::string body;
  std::string type = "tensor<4xf32>";
  for (int d = 0; d < kDepth; ++d) {
    std::string input = d == 0 ? "%x" : "%h" + std::to_string(d - 1);
    body += "%r" + std::to_string(d) + " = remat.checkpoint (" + input +
            ") : (" + type + ") -> " + type + " {\n^bb0(%a" +
            std::to_string(d) + ": " + type + "):\n%h" + std::to_string(d) +
            " = remat.relu %a" + std::to_string(d) + " : " + type + "\n";
  }
  for (int d = kDepth - 1; d >= 0; --d) {
    std::string yielded = d == kDepth - 1 ? "%h" + std::to_string(d)
                                          : "%r" + std::to_string(d + 1);
    body += "remat.yield " + yielded + " : " + type + "\n}\n";
  }
  auto checkpoint = parseFirstOp("%x: " + type, body);
  ASSERT_TRUE(isa<remat::CheckpointOp>(checkpoint.getOperation()));
  auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(checkpoint.getFlops(), kDepth * 4);
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  EXPECT_LT(seconds, 0.5);
}

// FLOPs that do not fit in int64_t saturate instead of wrapping: a
// 2^21 x 2^21 x 2^21 matmul has 2^64 of them (each tensor is 16 TiB, which
// fits).
TEST_F(CostModelTest, FlopsSaturateInsteadOfWrapping) {
  auto matmul =
      parseFirstOp("%a: tensor<2097152x2097152xf32>, "
                   "%b: tensor<2097152x2097152xf32>",
                   "%0 = remat.matmul %a, %b : (tensor<2097152x2097152xf32>, "
                   "tensor<2097152x2097152xf32>) -> "
                   "tensor<2097152x2097152xf32>");
  EXPECT_EQ(matmul.getFlops(), remat::kTooLarge);
  EXPECT_EQ(matmul.getBytesRead(), int64_t(2) << 44);
}

// Element types the lowering supports beside the remat dialect's floats have
// a size (the others, e.g. !llvm.ptr, are in test/Analysis/memory-report-
// element-types.mlir).
TEST_F(CostModelTest, ElementTypeSizes) {
  Builder b(&context);
  auto tensorOf = [](Type element) {
    return RankedTensorType::get({4}, element);
  };
  EXPECT_EQ(remat::getTypeBytes(tensorOf(b.getIndexType())), 32);
  EXPECT_EQ(remat::getTypeBytes(tensorOf(ComplexType::get(b.getF32Type()))),
            32);
  EXPECT_EQ(remat::getTypeBytes(tensorOf(VectorType::get({4}, b.getF32Type()))),
            64);
  EXPECT_EQ(remat::getTypeBytes(tensorOf(b.getI1Type())), 4);
  EXPECT_EQ(remat::getTypeBytes(tensorOf(b.getF64Type())), 32);
  EXPECT_FALSE(remat::hasUnsizedElements(tensorOf(b.getIndexType())));
}

} // namespace
