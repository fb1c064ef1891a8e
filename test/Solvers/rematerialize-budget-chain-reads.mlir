// The chain model reads which adjoint reads which value off the stages'
// derivative rules: an adjoint holds only what it reads. On a 6-relu chain
// differentiated by remat-autodiff (relu_grad reads each relu's output)
// three 32-byte tensors, the value read, its gradient and the gradient being
// made, plus the 4-byte loss suffice: 100 bytes. A hand-written backward
// pass whose relu_grad reads the pre-activations does not read what the
// rules read; the model then assumes that a value the backward pass reads is
// read by both adjoints next to it, and needs a tensor more (132 bytes).
// RUN: not remat-opt %s -split-input-file --remat-autodiff=in-place=true --remat-rematerialize="strategy=budget solver=chain budget=100 explain=true" -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s

// CHECK: remark: remat-rematerialize (budget, solver=chain): 7-stage chain, {{.*}} 5 sweeps recompute 5 values, 112 FLOPs added {{.*}} predicted peak 228 -> 100 bytes for a budget of 100 bytes
// CHECK: error: remat-rematerialize: the budget of 100 bytes cannot be met; the lowest predicted peak of the exact chain DP is 132 bytes (from 228 without rematerialization)

func.func @relu_chain(%x0: tensor<8xf32> {remat.param}, %t: tensor<8xf32>) -> tensor<f32> {
  %x1 = remat.relu %x0 : tensor<8xf32>
  %x2 = remat.relu %x1 : tensor<8xf32>
  %x3 = remat.relu %x2 : tensor<8xf32>
  %x4 = remat.relu %x3 : tensor<8xf32>
  %x5 = remat.relu %x4 : tensor<8xf32>
  %x6 = remat.relu %x5 : tensor<8xf32>
  %l = remat.mse_loss %x6, %t : tensor<8xf32> -> tensor<f32>
  return %l : tensor<f32>
}

// -----

func.func @hand_written(%x0: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {
  %x1 = remat.relu %x0 : tensor<8xf32>
  %x2 = remat.relu %x1 : tensor<8xf32>
  %x3 = remat.relu %x2 : tensor<8xf32>
  %x4 = remat.relu %x3 : tensor<8xf32>
  %x5 = remat.relu %x4 : tensor<8xf32>
  %x6 = remat.relu %x5 : tensor<8xf32>
  %l = remat.mse_loss %x6, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %d6 = remat.mse_loss_grad %one, %x6, %t : tensor<f32>, tensor<8xf32>
  %d5 = remat.relu_grad %d6, %x5 : tensor<8xf32>
  %d4 = remat.relu_grad %d5, %x4 : tensor<8xf32>
  %d3 = remat.relu_grad %d4, %x3 : tensor<8xf32>
  %d2 = remat.relu_grad %d3, %x2 : tensor<8xf32>
  %d1 = remat.relu_grad %d2, %x1 : tensor<8xf32>
  %d0 = remat.relu_grad %d1, %x0 : tensor<8xf32>
  return %l, %d0 : tensor<f32>, tensor<8xf32>
}
