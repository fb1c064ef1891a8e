// remat-pareto on functions the memory model cannot measure: one error at
// the value or op (as remat-memory-report and remat-rematerialize give),
// before the curve sums a byte, not an abort (std::bad_optional_access) on
// each of them.
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-pareto -o /dev/null
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-pareto="solver=chain budgets=50%%" -o /dev/null
// RUN: %if cbc %{ remat-opt %s -split-input-file -verify-diagnostics --remat-pareto="solver=ilp budgets=50%%" -o /dev/null %}

// Two 2^62-byte tensors live at once.
func.func @step(%x: tensor<1152921504606846976xf32>, %w: tensor<1152921504606846976xf32>) -> (tensor<f32>, tensor<1152921504606846976xf32>) {
  %a = remat.mul %x, %w : tensor<1152921504606846976xf32>
  // expected-error @+1 {{remat-pareto: the bytes live at 'remat.relu' do not fit in 64 bits}}
  %b = remat.relu %a : tensor<1152921504606846976xf32>
  %c = remat.tanh %b : tensor<1152921504606846976xf32>
  %l = remat.mse_loss %c, %x : tensor<1152921504606846976xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dc = remat.mse_loss_grad %one, %c, %x : tensor<f32>, tensor<1152921504606846976xf32>
  %db = remat.tanh_grad %dc, %c : tensor<1152921504606846976xf32>
  %da = remat.relu_grad %db, %a : tensor<1152921504606846976xf32>
  %dw = remat.mul %da, %x : tensor<1152921504606846976xf32>
  return %l, %dw : tensor<f32>, tensor<1152921504606846976xf32>
}

// -----

// One tensor of 2^64 bytes (remat ops reject it; tensor.empty does not).
func.func @too_large(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4611686018427387904xf32>) {
  %a = remat.relu %x : tensor<4xf32>
  // expected-error @+1 {{remat-pareto: a tensor of 'tensor<4611686018427387904xf32>' holds more bytes than fit in 64 bits}}
  %y = tensor.empty() : tensor<4611686018427387904xf32>
  %b = remat.tanh %a : tensor<4xf32>
  %db = remat.tanh_grad %b, %b : tensor<4xf32>
  %da = remat.relu_grad %db, %a : tensor<4xf32>
  return %da, %y : tensor<4xf32>, tensor<4611686018427387904xf32>
}

// -----

// An element type the memory model cannot size.
func.func @pointers(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4x!llvm.ptr>) {
  %a = remat.relu %x : tensor<4xf32>
  %b = remat.tanh %a : tensor<4xf32>
  // expected-error @+1 {{remat-pareto: a tensor of 'tensor<4x!llvm.ptr>' has an element type whose size the memory model does not know}}
  %p = tensor.empty() : tensor<4x!llvm.ptr>
  %db = remat.tanh_grad %b, %b : tensor<4xf32>
  %da = remat.relu_grad %db, %a : tensor<4xf32>
  return %da, %p : tensor<4xf32>, tensor<4x!llvm.ptr>
}

// -----

// A scalable vector has no size known at compile time either.
func.func @scalable(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xvector<[4]xf32>>) {
  %a = remat.relu %x : tensor<4xf32>
  // expected-error @+1 {{remat-pareto: a tensor of 'tensor<2xvector<[4]xf32>>' has an element type whose size the memory model does not know}}
  %v = tensor.empty() : tensor<2xvector<[4]xf32>>
  %b = remat.tanh %a : tensor<4xf32>
  %db = remat.tanh_grad %b, %b : tensor<4xf32>
  %da = remat.relu_grad %db, %a : tensor<4xf32>
  return %da, %v : tensor<4xf32>, tensor<2xvector<[4]xf32>>
}
