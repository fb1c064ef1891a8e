// One training step of two pre-norm residual MLP blocks (a transformer's
// feed-forward sublayer), each block's inner computation wrapped in a
// `remat.checkpoint` region, with an MSE loss against a target and the
// hand-written backward pass. Returns the loss followed by the gradient of
// every parameter, in argument order.
//
// Shapes: 64 tokens (a batch of 4 sequences of 16, flattened), model width
// 128, hidden width 512. The matmuls carry no bias, as in many current
// transformers.
//
// Block b (input x_b, output y_b = x_{b+1}):
//   n = layernorm(x_b; gamma_b, beta_b)
//   h = n W_b1                  [64x512]
//   a = gelu(h)
//   f = a W_b2                  [64x128]
//   y_b = x_b + f               (residual add, outside the checkpoint)
//
// Design of the checkpoints. A checkpoint marks a forward segment whose
// internals (n, h, a) should not be kept alive until the backward pass: only
// its operands (x_b and the parameters) are. The region is isolated from
// above, so the backward, written outside it, cannot name n, h or a
// directly. Instead each region *yields the internals its backward needs as
// extra results*:
//
//   %f, %n, %h, %a = remat.checkpoint (%x_b, ...) { ...; remat.yield %f, %n, %h, %a }
//
// Result #0 feeds the forward (the residual add); results #1..#3 are used
// only by the backward. Those backward uses are exactly the values a
// rematerialization pass recomputes: it re-executes a clone of the region
// right before the backward and redirects the backward uses to the clone, so
// that across the forward/backward boundary only the checkpoint's operands
// stay live. Writing the recomputation by hand instead would duplicate the
// forward in the input and leave nothing for the pass to decide; yielding the
// internals keeps the example valid MLIR and states the intent.
//
// Backward of block b, given dy = dL/dy_b (the residual splits it in two):
//   dW_b2 = a^T dy,   da = dy W_b2^T,   dh = gelu_grad(da, h)
//   dW_b1 = n^T dh,   dn = dh W_b1^T
//   dx_ln, dgamma_b, dbeta_b = layernorm_grad(dn, x_b, gamma_b)
//   dx_b = dy + dx_ln
// (block 1's input is data, so its dx_1 is not formed).

func.func @residual_train_step(
    %x: tensor<64x128xf32>, %target: tensor<64x128xf32>,
    %gamma1: tensor<128xf32> {remat.param}, %beta1: tensor<128xf32> {remat.param},
    %w11: tensor<128x512xf32> {remat.param}, %w12: tensor<512x128xf32> {remat.param},
    %gamma2: tensor<128xf32> {remat.param}, %beta2: tensor<128xf32> {remat.param},
    %w21: tensor<128x512xf32> {remat.param}, %w22: tensor<512x128xf32> {remat.param})
    -> (tensor<f32>,
        tensor<128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>,
        tensor<128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>) {
  // ---- Forward: block 1, checkpointed (internals yielded for the backward).
  %f1, %n1, %h1, %a1 = remat.checkpoint (%x, %gamma1, %beta1, %w11, %w12)
      : (tensor<64x128xf32>, tensor<128xf32>, tensor<128xf32>,
         tensor<128x512xf32>, tensor<512x128xf32>)
      -> (tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x512xf32>, tensor<64x512xf32>) {
  ^bb0(%in: tensor<64x128xf32>, %g: tensor<128xf32>, %b: tensor<128xf32>,
       %wa: tensor<128x512xf32>, %wb: tensor<512x128xf32>):
    %n = remat.layernorm %in, %g, %b : tensor<64x128xf32>, tensor<128xf32>
    %h = remat.matmul %n, %wa : (tensor<64x128xf32>, tensor<128x512xf32>) -> tensor<64x512xf32>
    %a = remat.gelu %h : tensor<64x512xf32>
    %f = remat.matmul %a, %wb : (tensor<64x512xf32>, tensor<512x128xf32>) -> tensor<64x128xf32>
    remat.yield %f, %n, %h, %a
        : tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x512xf32>, tensor<64x512xf32>
  }
  // ---- Forward: block 1 residual add.
  %y1 = remat.add %x, %f1 : tensor<64x128xf32>

  // ---- Forward: block 2, checkpointed.
  %f2, %n2, %h2, %a2 = remat.checkpoint (%y1, %gamma2, %beta2, %w21, %w22)
      : (tensor<64x128xf32>, tensor<128xf32>, tensor<128xf32>,
         tensor<128x512xf32>, tensor<512x128xf32>)
      -> (tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x512xf32>, tensor<64x512xf32>) {
  ^bb0(%in: tensor<64x128xf32>, %g: tensor<128xf32>, %b: tensor<128xf32>,
       %wa: tensor<128x512xf32>, %wb: tensor<512x128xf32>):
    %n = remat.layernorm %in, %g, %b : tensor<64x128xf32>, tensor<128xf32>
    %h = remat.matmul %n, %wa : (tensor<64x128xf32>, tensor<128x512xf32>) -> tensor<64x512xf32>
    %a = remat.gelu %h : tensor<64x512xf32>
    %f = remat.matmul %a, %wb : (tensor<64x512xf32>, tensor<512x128xf32>) -> tensor<64x128xf32>
    remat.yield %f, %n, %h, %a
        : tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x512xf32>, tensor<64x512xf32>
  }
  // ---- Forward: block 2 residual add.
  %y2 = remat.add %y1, %f2 : tensor<64x128xf32>

  // ---- Loss: mean squared error against the target.
  %loss = remat.mse_loss %y2, %target : tensor<64x128xf32> -> tensor<f32>

  // ---- Backward: seed dL/dL = 1, then the loss gradient dL/dy2.
  %one = arith.constant dense<1.0> : tensor<f32>
  %dy2 = remat.mse_loss_grad %one, %y2, %target : tensor<f32>, tensor<64x128xf32>

  // ---- Backward: block 2 (reads the checkpoint's results #1..#3 and its operand %y1).
  %dw22 = remat.matmul %a2, %dy2 {transpose_a = true} : (tensor<64x512xf32>, tensor<64x128xf32>) -> tensor<512x128xf32>
  %da2 = remat.matmul %dy2, %w22 {transpose_b = true} : (tensor<64x128xf32>, tensor<512x128xf32>) -> tensor<64x512xf32>
  %dh2 = remat.gelu_grad %da2, %h2 : tensor<64x512xf32>
  %dw21 = remat.matmul %n2, %dh2 {transpose_a = true} : (tensor<64x128xf32>, tensor<64x512xf32>) -> tensor<128x512xf32>
  %dn2 = remat.matmul %dh2, %w21 {transpose_b = true} : (tensor<64x512xf32>, tensor<128x512xf32>) -> tensor<64x128xf32>
  %dxln2, %dgamma2, %dbeta2 = remat.layernorm_grad %dn2, %y1, %gamma2 : tensor<64x128xf32>, tensor<128xf32>
  // Residual: dL/dy1 is the skip path's dy2 plus the block's input gradient.
  %dy1 = remat.add %dy2, %dxln2 : tensor<64x128xf32>

  // ---- Backward: block 1 (reads the checkpoint's results #1..#3 and the argument %x).
  %dw12 = remat.matmul %a1, %dy1 {transpose_a = true} : (tensor<64x512xf32>, tensor<64x128xf32>) -> tensor<512x128xf32>
  %da1 = remat.matmul %dy1, %w12 {transpose_b = true} : (tensor<64x128xf32>, tensor<512x128xf32>) -> tensor<64x512xf32>
  %dh1 = remat.gelu_grad %da1, %h1 : tensor<64x512xf32>
  %dw11 = remat.matmul %n1, %dh1 {transpose_a = true} : (tensor<64x128xf32>, tensor<64x512xf32>) -> tensor<128x512xf32>
  %dn1 = remat.matmul %dh1, %w11 {transpose_b = true} : (tensor<64x512xf32>, tensor<128x512xf32>) -> tensor<64x128xf32>
  %dxln1, %dgamma1, %dbeta1 = remat.layernorm_grad %dn1, %x, %gamma1 : tensor<64x128xf32>, tensor<128xf32>

  return %loss, %dgamma1, %dbeta1, %dw11, %dw12, %dgamma2, %dbeta2, %dw21, %dw22
      : tensor<f32>,
        tensor<128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>,
        tensor<128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>
}
