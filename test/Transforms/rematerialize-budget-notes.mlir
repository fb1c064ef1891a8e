// A budget no schedule meets: one short error, then one note at the op where
// the lowest peak lies, one per buffer held there (each of them, largest
// first), the floor no rematerialization of this program order goes below,
// and one note per buffer that makes up the floor.
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=120 solver=greedy" -verify-diagnostics -o /dev/null

// expected-error @below {{remat-rematerialize: the budget of 120 bytes cannot be met; the lowest predicted peak the greedy solver reached is 132 bytes (from 196 without rematerialization; not proven minimal)}}
func.func @step(%x: tensor<8xf32>, %y: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<f32>, tensor<8xf32>, tensor<8xf32>) {
  %a = remat.tanh %x : tensor<8xf32>
  // expected-note @below {{32 bytes of 'remat.tanh' held at the floor}}
  %b = remat.tanh %y : tensor<8xf32>
  %s = remat.add %a, %b : tensor<8xf32>
  // expected-note @below {{32 bytes of 'remat.tanh' held at the lowest peak}}
  %u = remat.tanh %s : tensor<8xf32>
  // expected-note @below {{32 bytes of 'remat.tanh' held at the lowest peak}}
  %v = remat.tanh %u : tensor<8xf32>
  // expected-note @below {{4 bytes of 'remat.mse_loss' held at the lowest peak}}
  %l = remat.mse_loss %v, %t : tensor<8xf32> -> tensor<f32>
  %one = arith.constant dense<1.000000e+00> : tensor<f32>
  // expected-note @below {{32 bytes of 'remat.mse_loss_grad' held at the lowest peak}}
  %dv = remat.mse_loss_grad %one, %v, %t : tensor<f32>, tensor<8xf32>
  // expected-note @below {{the lowest peak, 132 bytes, lies at this 'remat.tanh_grad'}}
  // expected-note @below {{32 bytes of 'remat.tanh_grad' held at the lowest peak}}
  %du = remat.tanh_grad %dv, %v : tensor<8xf32>
  // expected-note @below {{32 bytes of 'remat.tanh_grad' held at the floor}}
  %ds = remat.tanh_grad %du, %u : tensor<8xf32>
  // expected-note @below {{32 bytes of 'remat.tanh_grad' held at the floor}}
  %da = remat.tanh_grad %ds, %a : tensor<8xf32>
  // expected-note @below {{no rematerialization of this program order goes below 128 bytes, what this 'remat.tanh_grad' needs at once: its own operands and results and the backward values live across it}}
  // expected-note @below {{32 bytes of 'remat.tanh_grad' held at the floor}}
  %db = remat.tanh_grad %ds, %b : tensor<8xf32>
  return %l, %da, %db : tensor<f32>, tensor<8xf32>, tensor<8xf32>
}
