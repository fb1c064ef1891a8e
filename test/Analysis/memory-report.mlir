// RUN: remat-opt %s --remat-memory-report -o /dev/null 2>&1 | FileCheck %s
// RUN: remat-opt %s --remat-memory-report=count-arguments=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: remat-opt %s --remat-memory-report 2>&1 | FileCheck %s --check-prefix=IR

// Expected numbers are worked out by hand. f32: a 2x4 tensor is 32 B, 2x8 and
// 4x4 are 64 B, 4x8 and 8x4 are 128 B, a 0-d loss is 4 B. "During op i" holds
// every buffer defined at or before i whose last use is at or after i.

// The report leaves the IR alone.
// IR-LABEL: func.func @mlp_chain
// IR: remat.relu_grad

// An MLP chain. Intervals [def, last use]: h [0,8], a [1,6], y [2,5],
// l [3,10] (returned), dy [5,7], dw2 [6,10], da [7,8], dh [8,9], dw1 [9,10].
// During #8: h 64 + l 4 + dw2 128 + da 64 + dh 64 = 324, the peak (#9 also
// holds 4 + 128 + 64 + 128 = 324; the first wins). After #8, h and da die:
// 324 - 128 = 196. Activations: h, a, y = 64 + 64 + 32 = 160.
// CHECK-LABEL: == Memory report for @mlp_chain (target cpu)
// CHECK: 0 remat.matmul memory-report.mlir:[[@LINE+23]]:8 64 64 128
// CHECK: 1 remat.relu {{.*}} 64 128 16 {{.*}}forward
// CHECK: 4 arith.constant {{.*}} 0 164 0 {{.*}}forward
// CHECK: 5 remat.mse_loss_grad {{.*}} 32 164 24 {{.*}}backward
// CHECK: 8 remat.relu_grad {{.*}} 64 196 16 {{.*}}backward
// CHECK: 10 func.return {{.*}} 0 0 0 {{.*}}backward
// CHECK: peak bytes: 324 (324 B) at #8 remat.relu_grad (memory-report.mlir:[[@LINE+25]]:9)
// CHECK-NEXT: live at peak:
// CHECK-NEXT: 128 #6 remat.matmul
// CHECK-NEXT: 64 #0 remat.matmul
// CHECK-NEXT: 64 #7 remat.matmul
// CHECK-NEXT: 64 #8 remat.relu_grad
// CHECK-NEXT: 4 #3 remat.mse_loss
// CHECK-NEXT: saved for backward: 160 (160 B) in 3 activations
// 2*2*8*4 + 16 + 2*2*4*8 + (3*8+1) + 3*8 + 3 * (2*2*8*4 or 2*8*4*2 = 128) + 16
//   = 128 + 16 + 128 + 25 + 24 + 384 + 16 = 721
// CHECK-NEXT: total FLOPs: 721
// Arguments counted (x 32 until #9, w1 128 until #0, w2 128 until #7, t 32
// until #5): #6 holds h, a, l, dy, dw2 (292) + x 32 + w2 128 = 452.
// ARGS-LABEL: == Memory report for @mlp_chain
// ARGS: peak bytes: 452 (452 B) at #6 remat.matmul
func.func @mlp_chain(%x: tensor<2x4xf32>, %w1: tensor<4x8xf32>, %w2: tensor<8x4xf32>, %t: tensor<2x4xf32>)
    -> (tensor<f32>, tensor<4x8xf32>, tensor<8x4xf32>) {
  %h = remat.matmul %x, %w1 : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
  %a = remat.relu %h : tensor<2x8xf32>
  %y = remat.matmul %a, %w2 : (tensor<2x8xf32>, tensor<8x4xf32>) -> tensor<2x4xf32>
  %l = remat.mse_loss %y, %t : tensor<2x4xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dy = remat.mse_loss_grad %one, %y, %t : tensor<f32>, tensor<2x4xf32>
  %dw2 = remat.matmul %a, %dy {transpose_a = true} : (tensor<2x8xf32>, tensor<2x4xf32>) -> tensor<8x4xf32>
  %da = remat.matmul %dy, %w2 {transpose_b = true} : (tensor<2x4xf32>, tensor<8x4xf32>) -> tensor<2x8xf32>
  %dh = remat.relu_grad %da, %h : tensor<2x8xf32>
  %dw1 = remat.matmul %x, %dh {transpose_a = true} : (tensor<2x4xf32>, tensor<2x8xf32>) -> tensor<4x8xf32>
  return %l, %dw1, %dw2 : tensor<f32>, tensor<4x8xf32>, tensor<8x4xf32>
}

// A residual block (all 4x4, 64 B). Intervals: h [0,6], r [1,2], y [2,5],
// l [3,10], dy [5,9], dr [6,8], dw [7,10], dx1 [8,9], dx [9,10].
// During #8: l 4 + dy 64 + dr 64 + dw 64 + dx1 64 = 260 (the peak; #9 holds
// l, dy, dw, dx1, dx = 260 too). The residual input r is forward only, so
// the activations are h and y: 128 B.
// CHECK-LABEL: == Memory report for @residual
// CHECK: 2 remat.add {{.*}} 64 128 16 {{.*}}forward
// CHECK: 9 remat.add {{.*}} 64 132 16 {{.*}}backward
// CHECK: peak bytes: 260 (260 B) at #8 remat.matmul
// CHECK: saved for backward: 128 (128 B) in 2 activations
func.func @residual(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>, %t: tensor<4x4xf32>)
    -> (tensor<f32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %h = remat.matmul %x, %w : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = remat.relu %h : tensor<4x4xf32>
  %y = remat.add %r, %x : tensor<4x4xf32>
  %l = remat.mse_loss %y, %t : tensor<4x4xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dy = remat.mse_loss_grad %one, %y, %t : tensor<f32>, tensor<4x4xf32>
  %dr = remat.relu_grad %dy, %h : tensor<4x4xf32>
  %dw = remat.matmul %x, %dr {transpose_a = true} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %dx1 = remat.matmul %dr, %w {transpose_b = true} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %dx = remat.add %dx1, %dy : tensor<4x4xf32>
  return %l, %dw, %dx : tensor<f32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// A checkpoint region: the checkpoint (#0) allocates nothing, its body does,
// and its result is the yielded buffer r. Intervals: h [1,2], r [2,7],
// s [4,6], ds [6,7], dy [7,8]; the constant allocates nothing.
// During #6: r + s + ds = 192, the peak. The activations are the checkpoint's
// result (r's buffer) and s: 128 B.
// CHECK-LABEL: == Memory report for @checkpoint
// CHECK: 0 remat.checkpoint {{.*}} 0 0 0 {{.*}}forward
// CHECK: 1 remat.matmul {{.*}} 64 64 128
// CHECK: 2 remat.relu {{.*}} 64 64 16
// CHECK: 3 remat.yield {{.*}} 0 64 0
// CHECK: peak bytes: 192 (192 B) at #6 remat.tanh_grad
// CHECK-NEXT: live at peak:
// CHECK-NEXT: 64 #2 remat.relu
// CHECK-NEXT: 64 #4 remat.tanh
// CHECK-NEXT: 64 #6 remat.tanh_grad
// CHECK-NEXT: saved for backward: 128 (128 B) in 2 activations
// The checkpoint is counted through its body only: 128 + 16 + 16 + 3*16 + 16.
// CHECK-NEXT: total FLOPs: 224
func.func @checkpoint(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %y = remat.checkpoint (%x, %w) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>):
    %h = remat.matmul %a, %b : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %r = remat.relu %h : tensor<4x4xf32>
    remat.yield %r : tensor<4x4xf32>
  }
  %s = remat.tanh %y : tensor<4x4xf32>
  %one = arith.constant dense<1.0> : tensor<4x4xf32>
  %ds = remat.tanh_grad %one, %s : tensor<4x4xf32>
  %dy = remat.relu_grad %ds, %y : tensor<4x4xf32>
  return %dy : tensor<4x4xf32>
}

// A value never used lives only while its op runs. Intervals: a [0,2],
// b [1,1], c [2,3]. During #1: a + b = 128, the peak; after #1 b is gone: 64.
// CHECK-LABEL: == Memory report for @never_used
// CHECK: 1 remat.tanh {{.*}} 64 64 16
// CHECK: peak bytes: 128 (128 B) at #1 remat.tanh
// CHECK: saved for backward: 0 (0 B) in 0 activations
func.func @never_used(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %a = remat.exp %x : tensor<4x4xf32>
  %b = remat.tanh %x : tensor<4x4xf32>
  %c = remat.relu %a : tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}

// Views allocate nothing and keep their source alive: reshape and slice
// extend a's interval to #4. Were they copies, #2 would hold a, v, s and b.
// During #2: a 64 + b 64 = 128; during #4: a + c (64) + d (32) = 160.
// CHECK-LABEL: == Memory report for @views
// CHECK: 1 remat.reshape {{.*}} 0 64 0
// CHECK: 3 remat.slice {{.*}} 0 64 0
// CHECK: peak bytes: 160 (160 B) at #5 remat.tanh
// CHECK-NEXT: live at peak:
// CHECK-NEXT: 64 #0 remat.exp
// CHECK-NEXT: 64 #4 remat.relu
// CHECK-NEXT: 32 #5 remat.tanh
func.func @views(%x: tensor<4x4xf32>) -> (tensor<2x8xf32>, tensor<2x4xf32>) {
  %a = remat.exp %x : tensor<4x4xf32>
  %v = remat.reshape %a : tensor<4x4xf32> -> tensor<2x8xf32>
  %b = remat.tanh %x : tensor<4x4xf32>
  %s = remat.slice %a {offsets = array<i64: 2, 0>} : tensor<4x4xf32> -> tensor<2x4xf32>
  %c = remat.relu %v : tensor<2x8xf32>
  %d = remat.tanh %s : tensor<2x4xf32>
  return %c, %d : tensor<2x8xf32>, tensor<2x4xf32>
}

// A function returning an activation: a is used by the backward and returned,
// so it lives until the return. Intervals: a [0,5], l [1,5], da [3,4],
// dx [4,5]. During #4: a 64 + l 4 + da 64 + dx 64 = 196.
// CHECK-LABEL: == Memory report for @returns_activation
// CHECK: 4 remat.tanh_grad {{.*}} 64 132 48
// CHECK: 5 func.return {{.*}} 0 0
// CHECK: peak bytes: 196 (196 B) at #4 remat.tanh_grad
// CHECK: saved for backward: 64 (64 B) in 1 activations
func.func @returns_activation(%x: tensor<4x4xf32>, %t: tensor<4x4xf32>)
    -> (tensor<f32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %a = remat.tanh %x : tensor<4x4xf32>
  %l = remat.mse_loss %a, %t : tensor<4x4xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %da = remat.mse_loss_grad %one, %a, %t : tensor<f32>, tensor<4x4xf32>
  %dx = remat.tanh_grad %da, %a : tensor<4x4xf32>
  return %l, %a, %dx : tensor<f32>, tensor<4x4xf32>, tensor<4x4xf32>
}
