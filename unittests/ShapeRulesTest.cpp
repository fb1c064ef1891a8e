//===- ShapeRulesTest.cpp - shape arithmetic of the remat ops -------------===//
#include "remat/Dialect/Remat/IR/ShapeRules.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

#include <functional>

using namespace mlir;
using namespace remat;

namespace {

class ShapeRulesTest : public ::testing::Test {
protected:
  ShapeRulesTest()
      : handler(&context, [&](Diagnostic &d) { errors.push_back(d.str()); }) {}
  EmitErrorFn emitError() { return emitErrorAtUnknown; }
  MLIRContext context;
  std::function<InFlightDiagnostic()> emitErrorAtUnknown = [this] {
    return mlir::emitError(UnknownLoc::get(&context));
  };
  ScopedDiagnosticHandler handler;
  std::vector<std::string> errors;
};

TEST_F(ShapeRulesTest, ConvOutputSize) {
  // (32 + 1 + 1 - 3) / 2 + 1 = 16.
  auto shape = inferConv2DShape({8, 32, 32, 3}, {3, 3, 3, 16}, {2, 2},
                                {1, 1, 1, 1}, /*groups=*/1, emitError());
  ASSERT_TRUE(succeeded(shape));
  EXPECT_EQ(*shape, (Shape{8, 16, 16, 16}));
}

TEST_F(ShapeRulesTest, GroupedConvChannels) {
  // Depthwise: 16 groups of one input channel, multiplier 2.
  auto shape = inferConv2DShape({8, 32, 32, 16}, {3, 3, 1, 32}, {1, 1},
                                {1, 1, 1, 1}, /*groups=*/16, emitError());
  ASSERT_TRUE(succeeded(shape));
  EXPECT_EQ(*shape, (Shape{8, 32, 32, 32}));
  // 16 input channels are not 4 groups of 3; 30 outputs not a multiple of 4.
  EXPECT_TRUE(failed(inferConv2DShape({8, 32, 32, 16}, {3, 3, 3, 32}, {1, 1},
                                      {1, 1, 1, 1}, 4, emitError())));
  EXPECT_TRUE(failed(inferConv2DShape({8, 32, 32, 16}, {3, 3, 4, 30}, {1, 1},
                                      {1, 1, 1, 1}, 4, emitError())));
  EXPECT_TRUE(failed(inferConv2DShape({8, 32, 32, 16}, {3, 3, 4, 32}, {1, 1},
                                      {1, 1, 1, 1}, 0, emitError())));
  ASSERT_EQ(errors.size(), 3u);
  EXPECT_NE(errors[0].find("4 groups of 3"), std::string::npos);
  EXPECT_NE(errors[1].find("not a multiple of groups 4"), std::string::npos);
  EXPECT_NE(errors[2].find("groups >= 1"), std::string::npos);
}

TEST_F(ShapeRulesTest, ConvChannelMismatchIsAnError) {
  auto shape = inferConv2DShape({8, 32, 32, 3}, {3, 3, 4, 16}, {1, 1},
                                {0, 0, 0, 0}, /*groups=*/1, emitError());
  EXPECT_TRUE(failed(shape));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("input channels 3"), std::string::npos);
}

TEST_F(ShapeRulesTest, PoolAndUpsampleInvert) {
  auto pooled =
      inferPool2DShape({2, 8, 8, 4}, {2, 2}, {2, 2}, {0, 0, 0, 0}, emitError());
  ASSERT_TRUE(succeeded(pooled));
  auto up = inferUpsampleShape(*pooled, {2, 2}, emitError());
  ASSERT_TRUE(succeeded(up));
  EXPECT_EQ(*up, (Shape{2, 8, 8, 4}));
}

TEST_F(ShapeRulesTest, MatmulTransposes) {
  auto shape = inferMatmulShape({16, 8}, {32, 16}, /*transposeA=*/true,
                                /*transposeB=*/true, emitError());
  ASSERT_TRUE(succeeded(shape));
  EXPECT_EQ(*shape, (Shape{8, 32}));
  EXPECT_TRUE(
      failed(inferMatmulShape({4, 8}, {4, 8}, false, false, emitError())));
}

TEST_F(ShapeRulesTest, AxesNormaliseAndRejectDuplicates) {
  auto axes = normalizeAxes({-1, 0}, 3, emitError());
  ASSERT_TRUE(succeeded(axes));
  EXPECT_EQ(*axes, (Shape{0, 2}));
  EXPECT_EQ(dropAxes({4, 5, 6}, *axes), (Shape{5}));
  EXPECT_TRUE(failed(normalizeAxes({1, -2}, 3, emitError())));
  EXPECT_TRUE(failed(normalizeAxes({3}, 3, emitError())));
}

TEST_F(ShapeRulesTest, SliceBounds) {
  EXPECT_TRUE(succeeded(
      verifySliceBounds({10}, {4}, {1}, {2}, emitError()))); // 1,3,5,7
  EXPECT_TRUE(failed(
      verifySliceBounds({10}, {5}, {2}, {2}, emitError()))); // last is 10
}

} // namespace
