// strategy=budget on a 9-tanh chain whose predicted peak is 356 bytes (each
// activation is 32 bytes). The greedy frees activations until the predicted
// peak fits: 300 bytes needs two gone, 250 bytes four, 0.2KiB (204 bytes)
// the lowest peak it reaches, 196 bytes.
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=300 solver=greedy explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=B300
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=250B solver=greedy explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=B250
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=0.2KiB solver=greedy explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=B204
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=250 solver=greedy" | FileCheck %s
// Whatever fits is left alone.
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=100%% solver=greedy" | FileCheck %s --check-prefix=FITS
// The peak that results is what the memory analysis reports.
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=250 solver=greedy" --remat-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// B300: remark: remat-rematerialize (budget): predicted peak 356 -> 292 bytes for a budget of 300 bytes, recomputing 2 values
// B250: remark: remat-rematerialize (budget): predicted peak 356 -> 228 bytes for a budget of 250 bytes, recomputing 4 values
// B204: remark: remat-rematerialize (budget): predicted peak 356 -> 196 bytes for a budget of 204 bytes, recomputing 5 values

// CHECK-LABEL: func.func @chain
// CHECK-COUNT-4: remat.tanh %{{.*}} {remat.recompute}
// CHECK-NOT: {remat.recompute}
// CHECK: return

// FITS-NOT: remat.recompute

// REPORT: peak bytes: 228
func.func @chain(%x0: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>) {
  %x1 = remat.tanh %x0 : tensor<8xf32>
  %x2 = remat.tanh %x1 : tensor<8xf32>
  %x3 = remat.tanh %x2 : tensor<8xf32>
  %x4 = remat.tanh %x3 : tensor<8xf32>
  %x5 = remat.tanh %x4 : tensor<8xf32>
  %x6 = remat.tanh %x5 : tensor<8xf32>
  %x7 = remat.tanh %x6 : tensor<8xf32>
  %x8 = remat.tanh %x7 : tensor<8xf32>
  %x9 = remat.tanh %x8 : tensor<8xf32>
  %l = remat.mse_loss %x9, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %d9 = remat.mse_loss_grad %one, %x9, %t : tensor<f32>, tensor<8xf32>
  %d8 = remat.tanh_grad %d9, %x9 : tensor<8xf32>
  %d7 = remat.tanh_grad %d8, %x8 : tensor<8xf32>
  %d6 = remat.tanh_grad %d7, %x7 : tensor<8xf32>
  %d5 = remat.tanh_grad %d6, %x6 : tensor<8xf32>
  %d4 = remat.tanh_grad %d5, %x5 : tensor<8xf32>
  %d3 = remat.tanh_grad %d4, %x4 : tensor<8xf32>
  %d2 = remat.tanh_grad %d3, %x3 : tensor<8xf32>
  %d1 = remat.tanh_grad %d2, %x2 : tensor<8xf32>
  %d0 = remat.tanh_grad %d1, %x1 : tensor<8xf32>
  return %l, %d0 : tensor<f32>, tensor<8xf32>
}
