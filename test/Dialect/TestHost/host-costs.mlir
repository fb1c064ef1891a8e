// RUN: remat-opt %s --test-remat-op-costs -o /dev/null | FileCheck %s

// The test_host ops implement nothing of Remat's; their costs come from the
// external models test/lib/Dialect/TestHost/TestHostCostModels.cpp attaches
// (step 1 of docs/reference/HostRecipe.md). f32: 4x8 is 128 B, 8x16 512 B, 4x16
// 256 B. dense_relu 4x8 @ 8x16: 2*4*16*8 + 4*16 = 1088 FLOPs; reads 128 + 512.
// dense_relu_grad: 4*4*16*8 + 4*16 = 2112; reads dy, x, w, y (256 + 128 + 512 +
// 256 = 1152); writes dx and dw (128 + 512). half_sum_squares of 4x16: 2*64 + 1
// = 129; reads 256, writes 4.
// CHECK-LABEL: costs of @layer
// CHECK-NEXT: test_host.dense_relu: flops 1088, read 640, written 256, scratch 0, recomputable, matrix
// CHECK-NEXT: test_host.dense_relu_grad: flops 2112, read 1152, written 640, scratch 0, recomputable, matrix
// CHECK-NEXT: test_host.half_sum_squares: flops 129, read 256, written 4, scratch 0, recomputable, vector
func.func @layer(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>) -> (tensor<f32>, tensor<4x8xf32>, tensor<8x16xf32>) {
  %y = test_host.dense_relu %x, %w : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
  %dx, %dw = test_host.dense_relu_grad %y, %x, %w, %y
      : tensor<4x16xf32>, tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>
      -> tensor<4x8xf32>, tensor<8x16xf32>
  %l = test_host.half_sum_squares %y : tensor<4x16xf32> -> tensor<f32>
  return %l, %dx, %dw : tensor<f32>, tensor<4x8xf32>, tensor<8x16xf32>
}
