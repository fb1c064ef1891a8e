// A gradient check per forward op: each f64 function below is differentiated
// by remat-autodiff, the generated gradient is compiled and run by remat-run,
// and compared with central finite differences of the forward function
// evaluated by the reference interpreter (test/Integration/gradcheck.py;
// relative tolerance 1e-6 of the gradient's scale).
// RUN: %python %S/../gradcheck.py %s --remat-run remat-run --remat-opt remat-opt | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: 31 passed, 0 failed

func.func @matmul(%a: tensor<4x6xf64> {remat.param}, %b: tensor<6x3xf64> {remat.param}, %t: tensor<4x3xf64>) -> tensor<f64> {
  %y = remat.matmul %a, %b : (tensor<4x6xf64>, tensor<6x3xf64>) -> tensor<4x3xf64>
  %l = remat.mse_loss %y, %t : tensor<4x3xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @matmul_transpose_a(%a: tensor<6x4xf64> {remat.param}, %b: tensor<6x3xf64> {remat.param}, %t: tensor<4x3xf64>) -> tensor<f64> {
  %y = remat.matmul %a, %b {transpose_a = true} : (tensor<6x4xf64>, tensor<6x3xf64>) -> tensor<4x3xf64>
  %l = remat.mse_loss %y, %t : tensor<4x3xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @matmul_transpose_b(%a: tensor<4x6xf64> {remat.param}, %b: tensor<3x6xf64> {remat.param}, %t: tensor<4x3xf64>) -> tensor<f64> {
  %y = remat.matmul %a, %b {transpose_b = true} : (tensor<4x6xf64>, tensor<3x6xf64>) -> tensor<4x3xf64>
  %l = remat.mse_loss %y, %t : tensor<4x3xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @matmul_batched_both(%a: tensor<2x6x4xf64> {remat.param}, %b: tensor<2x3x6xf64> {remat.param}, %t: tensor<2x4x3xf64>) -> tensor<f64> {
  %y = remat.matmul %a, %b {transpose_a = true, transpose_b = true} : (tensor<2x6x4xf64>, tensor<2x3x6xf64>) -> tensor<2x4x3xf64>
  %l = remat.mse_loss %y, %t : tensor<2x4x3xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// Fan-out: %a and %b each feed two ops; their adjoints are summed.
func.func @add_sub_mul_scale(%a: tensor<3x4xf64> {remat.param}, %b: tensor<3x4xf64> {remat.param}, %t: tensor<3x4xf64>) -> tensor<f64> {
  %s = remat.add %a, %b : tensor<3x4xf64>
  %d = remat.sub %a, %b : tensor<3x4xf64>
  %m = remat.mul %s, %d : tensor<3x4xf64>
  %y = remat.scale %m {factor = 0.75 : f64} : tensor<3x4xf64>
  %l = remat.mse_loss %y, %t : tensor<3x4xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @bias_add(%x: tensor<2x3x4xf64> {remat.param}, %b: tensor<4xf64> {remat.param}, %t: tensor<2x3x4xf64>) -> tensor<f64> {
  %y = remat.bias_add %x, %b : tensor<2x3x4xf64>, tensor<4xf64>
  %l = remat.mse_loss %y, %t : tensor<2x3x4xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @relu(%x: tensor<3x5xf64> {remat.param}, %t: tensor<3x5xf64>) -> tensor<f64> {
  %y = remat.relu %x : tensor<3x5xf64>
  %l = remat.mse_loss %y, %t : tensor<3x5xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @gelu(%x: tensor<3x5xf64> {remat.param}, %t: tensor<3x5xf64>) -> tensor<f64> {
  %y = remat.gelu %x : tensor<3x5xf64>
  %l = remat.mse_loss %y, %t : tensor<3x5xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @tanh(%x: tensor<3x5xf64> {remat.param}, %t: tensor<3x5xf64>) -> tensor<f64> {
  %y = remat.tanh %x : tensor<3x5xf64>
  %l = remat.mse_loss %y, %t : tensor<3x5xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @sigmoid(%x: tensor<3x5xf64> {remat.param}, %t: tensor<3x5xf64>) -> tensor<f64> {
  %y = remat.sigmoid %x : tensor<3x5xf64>
  %l = remat.mse_loss %y, %t : tensor<3x5xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @exp(%x: tensor<3x5xf64> {remat.param}, %t: tensor<3x5xf64>) -> tensor<f64> {
  %y = remat.exp %x : tensor<3x5xf64>
  %l = remat.mse_loss %y, %t : tensor<3x5xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @softmax(%x: tensor<3x5xf64> {remat.param}, %t: tensor<3x5xf64>) -> tensor<f64> {
  %y = remat.softmax %x : tensor<3x5xf64>
  %l = remat.mse_loss %y, %t : tensor<3x5xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @layernorm(%x: tensor<3x6xf64> {remat.param}, %g: tensor<6xf64> {remat.param}, %b: tensor<6xf64> {remat.param}, %t: tensor<3x6xf64>) -> tensor<f64> {
  %y = remat.layernorm %x, %g, %b {epsilon = 1.0e-03 : f64} : tensor<3x6xf64>, tensor<6xf64>
  %l = remat.mse_loss %y, %t : tensor<3x6xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @dropout(%x: tensor<4x8xf64> {remat.param}, %t: tensor<4x8xf64>) -> tensor<f64> {
  %y = remat.dropout %x {rate = 0.3 : f64, seed = 11 : i64} : tensor<4x8xf64>
  %l = remat.mse_loss %y, %t : tensor<4x8xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @reduce_sum(%x: tensor<3x4x5xf64> {remat.param}, %t: tensor<4xf64>) -> tensor<f64> {
  %y = remat.reduce_sum %x {axes = array<i64: 0, -1>} : tensor<3x4x5xf64> -> tensor<4xf64>
  %l = remat.mse_loss %y, %t : tensor<4xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @reduce_mean(%x: tensor<3x4x5xf64> {remat.param}, %t: tensor<3xf64>) -> tensor<f64> {
  %y = remat.reduce_mean %x {axes = array<i64: 1, 2>} : tensor<3x4x5xf64> -> tensor<3xf64>
  %l = remat.mse_loss %y, %t : tensor<3xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// A new dimension and an expanded size-1 dimension both sum back.
func.func @broadcast_in_dim(%x: tensor<1x4xf64> {remat.param}, %t: tensor<3x2x4xf64>) -> tensor<f64> {
  %y = remat.broadcast_in_dim %x {broadcast_dimensions = array<i64: 1, 2>} : tensor<1x4xf64> -> tensor<3x2x4xf64>
  %l = remat.mse_loss %y, %t : tensor<3x2x4xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @transpose(%x: tensor<2x3x4xf64> {remat.param}, %t: tensor<4x2x3xf64>) -> tensor<f64> {
  %y = remat.transpose %x {permutation = array<i64: 2, 0, 1>} : tensor<2x3x4xf64> -> tensor<4x2x3xf64>
  %l = remat.mse_loss %y, %t : tensor<4x2x3xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @reshape(%x: tensor<2x6xf64> {remat.param}, %t: tensor<3x4xf64>) -> tensor<f64> {
  %y = remat.reshape %x : tensor<2x6xf64> -> tensor<3x4xf64>
  %s = remat.mul %y, %y : tensor<3x4xf64>
  %l = remat.mse_loss %s, %t : tensor<3x4xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @concat_slice(%a: tensor<2x3xf64> {remat.param}, %b: tensor<4x3xf64> {remat.param}, %t: tensor<3x2xf64>) -> tensor<f64> {
  %c = remat.concat %a, %b {axis = 0 : i64} : (tensor<2x3xf64>, tensor<4x3xf64>) -> tensor<6x3xf64>
  %s = remat.slice %c {offsets = array<i64: 1, 0>, strides = array<i64: 2, 2>} : tensor<6x3xf64> -> tensor<3x2xf64>
  %l = remat.mse_loss %s, %t : tensor<3x2xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @conv2d(%x: tensor<2x7x6x3xf64> {remat.param}, %w: tensor<3x2x3x4xf64> {remat.param}, %t: tensor<2x3x3x4xf64>) -> tensor<f64> {
  %y = remat.conv2d %x, %w {strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 0, 1>} : (tensor<2x7x6x3xf64>, tensor<3x2x3x4xf64>) -> tensor<2x3x3x4xf64>
  %l = remat.mse_loss %y, %t : tensor<2x3x3x4xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @max_pool2d(%x: tensor<1x4x4x2xf64> {remat.param}, %t: tensor<1x2x2x2xf64>) -> tensor<f64> {
  %y = remat.max_pool2d %x : tensor<1x4x4x2xf64> -> tensor<1x2x2x2xf64>
  %l = remat.mse_loss %y, %t : tensor<1x2x2x2xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// Overlapping windows with padding: an element can win several windows.
func.func @max_pool2d_overlap(%x: tensor<1x5x5x2xf64> {remat.param}, %t: tensor<1x3x3x2xf64>) -> tensor<f64> {
  %y = remat.max_pool2d %x {window = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : tensor<1x5x5x2xf64> -> tensor<1x3x3x2xf64>
  %l = remat.mse_loss %y, %t : tensor<1x3x3x2xf64> -> tensor<f64>
  return %l : tensor<f64>
}

func.func @upsample_nearest2d(%x: tensor<1x2x3x2xf64> {remat.param}, %t: tensor<1x4x9x2xf64>) -> tensor<f64> {
  %y = remat.upsample_nearest2d %x {scale = array<i64: 2, 3>} : tensor<1x2x3x2xf64> -> tensor<1x4x9x2xf64>
  %l = remat.mse_loss %y, %t : tensor<1x4x9x2xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// Both operands of the loss are parameters.
func.func @mse_loss(%p: tensor<3x4xf64> {remat.param}, %t: tensor<3x4xf64> {remat.param}) -> tensor<f64> {
  %l = remat.mse_loss %p, %t : tensor<3x4xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// Labels are a distribution (rows summing to 1), as cross-entropy assumes.
func.func @softmax_cross_entropy(%x: tensor<4x5xf64> {remat.param}, %u: tensor<4x5xf64>) -> tensor<f64> {
  %labels = remat.softmax %u : tensor<4x5xf64>
  %l = remat.softmax_cross_entropy %x, %labels : tensor<4x5xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// A checkpoint region: the values its backward needs leave it as extra
// results.
func.func @checkpoint(%x: tensor<4x6xf64>, %w: tensor<6x6xf64> {remat.param}, %t: tensor<4x6xf64>) -> tensor<f64> {
  %y = remat.checkpoint (%x, %w) : (tensor<4x6xf64>, tensor<6x6xf64>) -> tensor<4x6xf64> {
  ^bb0(%a: tensor<4x6xf64>, %b: tensor<6x6xf64>):
    %h = remat.matmul %a, %b : (tensor<4x6xf64>, tensor<6x6xf64>) -> tensor<4x6xf64>
    %g = remat.tanh %h : tensor<4x6xf64>
    %s = remat.sigmoid %g : tensor<4x6xf64>
    remat.yield %s : tensor<4x6xf64>
  }
  %r = remat.add %y, %x : tensor<4x6xf64>
  %l = remat.mse_loss %r, %t : tensor<4x6xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// Nested regions, a parameter used inside and outside them.
func.func @nested_checkpoints(%x: tensor<3x4xf64>, %w: tensor<4x4xf64> {remat.param}, %t: tensor<3x4xf64>) -> tensor<f64> {
  %y = remat.checkpoint (%x, %w) : (tensor<3x4xf64>, tensor<4x4xf64>) -> tensor<3x4xf64> {
  ^bb0(%a: tensor<3x4xf64>, %b: tensor<4x4xf64>):
    %i = remat.checkpoint (%a, %b) : (tensor<3x4xf64>, tensor<4x4xf64>) -> tensor<3x4xf64> {
    ^bb0(%c: tensor<3x4xf64>, %d: tensor<4x4xf64>):
      %h = remat.matmul %c, %d : (tensor<3x4xf64>, tensor<4x4xf64>) -> tensor<3x4xf64>
      %e = remat.tanh %h : tensor<3x4xf64>
      remat.yield %e : tensor<3x4xf64>
    }
    %m = remat.matmul %i, %b : (tensor<3x4xf64>, tensor<4x4xf64>) -> tensor<3x4xf64>
    remat.yield %m : tensor<3x4xf64>
  }
  %z = remat.matmul %y, %w : (tensor<3x4xf64>, tensor<4x4xf64>) -> tensor<3x4xf64>
  %l = remat.mse_loss %z, %t : tensor<3x4xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// A checkpointed attention head: both operands of q.k^T and of p.v are
// computed inside the region, so one rule exports two of its values.
func.func @checkpoint_attention(%x: tensor<4x6xf64>, %wq: tensor<6x6xf64> {remat.param}, %wk: tensor<6x6xf64> {remat.param}, %wv: tensor<6x6xf64> {remat.param}, %t: tensor<4x6xf64>) -> tensor<f64> {
  %y = remat.checkpoint (%x, %wq, %wk, %wv) : (tensor<4x6xf64>, tensor<6x6xf64>, tensor<6x6xf64>, tensor<6x6xf64>) -> tensor<4x6xf64> {
  ^bb0(%a: tensor<4x6xf64>, %q_w: tensor<6x6xf64>, %k_w: tensor<6x6xf64>, %v_w: tensor<6x6xf64>):
    %q = remat.matmul %a, %q_w : (tensor<4x6xf64>, tensor<6x6xf64>) -> tensor<4x6xf64>
    %k = remat.matmul %a, %k_w : (tensor<4x6xf64>, tensor<6x6xf64>) -> tensor<4x6xf64>
    %v = remat.matmul %a, %v_w : (tensor<4x6xf64>, tensor<6x6xf64>) -> tensor<4x6xf64>
    %s = remat.matmul %q, %k {transpose_b = true} : (tensor<4x6xf64>, tensor<4x6xf64>) -> tensor<4x4xf64>
    %ss = remat.scale %s {factor = 0.408248 : f64} : tensor<4x4xf64>
    %p = remat.softmax %ss : tensor<4x4xf64>
    %c = remat.matmul %p, %v : (tensor<4x4xf64>, tensor<4x6xf64>) -> tensor<4x6xf64>
    remat.yield %c : tensor<4x6xf64>
  }
  %l = remat.mse_loss %y, %t : tensor<4x6xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// The same in nested regions: q.k^T reads a value of the inner region and,
// through its argument, one of the outer; both regions are rebuilt.
func.func @nested_attention(%x: tensor<4x6xf64>, %wq: tensor<6x6xf64> {remat.param}, %wk: tensor<6x6xf64> {remat.param}, %t: tensor<4x4xf64>) -> tensor<f64> {
  %y = remat.checkpoint (%x, %wq, %wk) : (tensor<4x6xf64>, tensor<6x6xf64>, tensor<6x6xf64>) -> tensor<4x4xf64> {
  ^bb0(%a: tensor<4x6xf64>, %bq: tensor<6x6xf64>, %bk: tensor<6x6xf64>):
    %q = remat.matmul %a, %bq : (tensor<4x6xf64>, tensor<6x6xf64>) -> tensor<4x6xf64>
    %s = remat.checkpoint (%q, %a, %bk) : (tensor<4x6xf64>, tensor<4x6xf64>, tensor<6x6xf64>) -> tensor<4x4xf64> {
    ^bb0(%qq: tensor<4x6xf64>, %aa: tensor<4x6xf64>, %kk: tensor<6x6xf64>):
      %k = remat.matmul %aa, %kk : (tensor<4x6xf64>, tensor<6x6xf64>) -> tensor<4x6xf64>
      %tq = remat.tanh %qq : tensor<4x6xf64>
      %m = remat.matmul %tq, %k {transpose_b = true} : (tensor<4x6xf64>, tensor<4x6xf64>) -> tensor<4x4xf64>
      remat.yield %m : tensor<4x4xf64>
    }
    %p = remat.softmax %s : tensor<4x4xf64>
    %o = remat.matmul %p, %s : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    remat.yield %o : tensor<4x4xf64>
  }
  %l = remat.mse_loss %y, %t : tensor<4x4xf64> -> tensor<f64>
  return %l : tensor<f64>
}

// A parameter the loss does not depend on gets a zero gradient.
func.func @unused_param(%x: tensor<3xf64> {remat.param}, %u: tensor<3xf64> {remat.param}, %t: tensor<3xf64>) -> tensor<f64> {
  %l = remat.mse_loss %x, %t : tensor<3xf64> -> tensor<f64>
  return %l : tensor<f64>
}
