// The host recipe (docs/reference/HostRecipe.md) on a training step written in
// the test_host dialect, which implements nothing of Remat's: its cost model is
// attached externally (TestHostCostModels.cpp) and the backward pass is marked
// by `remat.backward` on its first gradient op.
// RUN: remat-opt %s --remat-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=90%%" --remat-strip-guards \
// RUN:   | FileCheck %s --check-prefix=BUDGET --implicit-check-not=remat.barrier
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=90%%" --remat-strip-guards \
// RUN:   --remat-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// The layers are matrix products (their models say so), which strategy=mincut
// keeps by default; with every op recomputable it recomputes all activations.
// RUN: remat-opt %s --remat-rematerialize="strategy=mincut" --remat-memory-report -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MINCUT
// RUN: remat-opt %s --remat-rematerialize="strategy=mincut policy=nothing-saveable" \
// RUN:   --remat-strip-guards --remat-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL

// f32, 64-row batch: h1, h2, h3 and the gradients dh* are 64x16 (4096 B), y
// 64x8 (2048 B), dw1 and dw4 512 B, dw2 and dw3 1024 B, the loss 4 B.
// FLOPs: dense_relu 64x8 @ 8x16 = 2*64*16*8 + 64*16 = 17408; 64x16 @ 16x16
// = 2*64*16*16 + 64*16 = 33792; 64x16 @ 16x8 = 2*64*8*16 + 64*8 = 16896; the
// loss 2*512 + 1 = 1025.
// The marked gradient op and everything depending on it are backward; the
// activations are h1, h2, h3 and y: 3*4096 + 2048 = 14336 B.
// During the second gradient op (#6): h1 (kept for #8, #9), h2, h3, dh3,
// dh2, dw3, dw4, the loss: 5*4096 + 1024 + 512 + 4 = 22020 B, the peak.
// REPORT-LABEL: == Memory report for @host_step
// REPORT: 0 test_host.dense_relu {{.*}} 4096 (4.0 KiB) 4096 (4.0 KiB) 17408 {{.*}} forward
// REPORT: 1 test_host.dense_relu {{.*}} 33792 {{.*}} forward
// REPORT: 3 test_host.dense_relu {{.*}} 2048 (2.0 KiB) {{.*}} 16896 {{.*}} forward
// REPORT: 4 test_host.half_sum_squares {{.*}} 1025 {{.*}} forward
// REPORT: 5 test_host.dense_relu_grad {{.*}} backward
// REPORT: 6 test_host.dense_relu_grad {{.*}} backward
// REPORT: 8 test_host.dense_relu_grad {{.*}} backward
// REPORT: peak bytes: 22020 {{.*}} at #6 test_host.dense_relu_grad
// REPORT: saved for backward: 14336 (14.0 KiB) in 4 activations

// Under a 90% budget (19818 B) the solver recomputes h1 from the arguments
// right before its first backward use (#8), 17408 FLOPs; after stripping the
// guards the clone reads the arguments directly and no remat op is left.
// BUDGET-LABEL: func.func @host_step
// BUDGET-SAME: (%[[X:.*]]: tensor<64x8xf32>, %[[W1:[^:]*]]: tensor<8x16xf32>
// BUDGET: %[[H1:.*]] = test_host.dense_relu %[[X]], %[[W1]] :
// BUDGET: test_host.dense_relu_grad {{.*}} {remat.backward}
// BUDGET: test_host.dense_relu_grad
// BUDGET-NOT: remat.barrier
// BUDGET: %[[H1R:.*]] = test_host.dense_relu %[[X]], %[[W1]] {remat.recompute}
// BUDGET: test_host.dense_relu_grad %{{.*}}, %[[H1R]], %{{.*}}, %{{.*}} :
// BUDGET: test_host.dense_relu_grad %{{.*}}, %[[X]], %[[W1]], %[[H1R]] :
// BUDGET-NOT: remat.

// h1 no longer held during #6: 22020 - 4096 = 17924; the new peak is the
// third gradient op, which holds the recomputed h1, h2, dh2, dh1, dw2, dw3,
// dw4 and the loss: 4*4096 + 2*1024 + 512 + 4 = 18948 B.
// AFTER: peak bytes: 18948 {{.*}} test_host.dense_relu_grad
// AFTER: saved for backward: 10240 (10.0 KiB) in 3 activations

// MINCUT: peak bytes: 22020
// MINCUT: saved for backward: 14336 (14.0 KiB) in 4 activations
// ALL: peak bytes: 18948
// ALL: saved for backward: 0 (0 B) in 0 activations
func.func @host_step(%x: tensor<64x8xf32>, %w1: tensor<8x16xf32>, %w2: tensor<16x16xf32>,
                     %w3: tensor<16x16xf32>, %w4: tensor<16x8xf32>)
    -> (tensor<f32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x8xf32>) {
  %h1 = test_host.dense_relu %x, %w1 : tensor<64x8xf32>, tensor<8x16xf32> -> tensor<64x16xf32>
  %h2 = test_host.dense_relu %h1, %w2 : tensor<64x16xf32>, tensor<16x16xf32> -> tensor<64x16xf32>
  %h3 = test_host.dense_relu %h2, %w3 : tensor<64x16xf32>, tensor<16x16xf32> -> tensor<64x16xf32>
  %y = test_host.dense_relu %h3, %w4 : tensor<64x16xf32>, tensor<16x8xf32> -> tensor<64x8xf32>
  %l = test_host.half_sum_squares %y : tensor<64x8xf32> -> tensor<f32>
  %dh3, %dw4 = test_host.dense_relu_grad %y, %h3, %w4, %y {remat.backward}
      : tensor<64x8xf32>, tensor<64x16xf32>, tensor<16x8xf32>, tensor<64x8xf32>
      -> tensor<64x16xf32>, tensor<16x8xf32>
  %dh2, %dw3 = test_host.dense_relu_grad %dh3, %h2, %w3, %h3
      : tensor<64x16xf32>, tensor<64x16xf32>, tensor<16x16xf32>, tensor<64x16xf32>
      -> tensor<64x16xf32>, tensor<16x16xf32>
  %dh1, %dw2 = test_host.dense_relu_grad %dh2, %h1, %w2, %h2
      : tensor<64x16xf32>, tensor<64x16xf32>, tensor<16x16xf32>, tensor<64x16xf32>
      -> tensor<64x16xf32>, tensor<16x16xf32>
  %dx, %dw1 = test_host.dense_relu_grad %dh1, %x, %w1, %h1
      : tensor<64x16xf32>, tensor<64x8xf32>, tensor<8x16xf32>, tensor<64x16xf32>
      -> tensor<64x8xf32>, tensor<8x16xf32>
  return %l, %dw1, %dw2, %dw3, %dw4
      : tensor<f32>, tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x8xf32>
}
