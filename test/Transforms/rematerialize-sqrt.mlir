// strategy=sqrt keeps every k-th activation, k = round(sqrt(n)): 9 activations
// of a tanh chain give k = 3, so x3, x6 and x9 are kept and the other six are
// recomputed from them.
// RUN: remat-opt %s --remat-rematerialize="strategy=sqrt" | FileCheck %s
// RUN: remat-opt %s --remat-rematerialize="strategy=sqrt explain=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN

// Six values are recomputed (one may be recomputed a second time after the
// peak, when that lowers it).
// CHECK-LABEL: func.func @chain
// CHECK-COUNT-6: remat.tanh %{{.*}} {remat.recompute}
// EXPLAIN-COUNT-6: recomputing result 0 of 'remat.tanh'
// EXPLAIN-NOT: recomputing
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
