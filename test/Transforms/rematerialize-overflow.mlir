// Functions the memory model cannot measure (live bytes that overflow
// int64_t, a tensor too large for int64_t, an element type without a size)
// are an error at the value or op, for every strategy and solver, before
// any of them sums a byte: no wrapped sizes reach a solver (the chain DP
// once indexed its tables with them, heap corruption), no silent rewrite
// (mincut accepted them with exit 0). Under the sanitizer build (lit's
// default ASAN/UBSAN_OPTIONS) any report fails the suite.
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-rematerialize -o /dev/null
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-rematerialize=strategy=cheap -o /dev/null
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-rematerialize=strategy=regions -o /dev/null
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-rematerialize=strategy=sqrt -o /dev/null
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-rematerialize="strategy=budget budget=50%% solver=chain" -o /dev/null
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-rematerialize="strategy=budget budget=50%% solver=blocks" -o /dev/null
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-rematerialize="strategy=budget budget=50%% solver=fast" -o /dev/null
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-rematerialize="strategy=budget budget=50%% solver=greedy" -o /dev/null
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-rematerialize="strategy=budget budget=1B solver=auto" -o /dev/null
// RUN: remat-opt %s -split-input-file -verify-diagnostics --remat-rematerialize="strategy=budget budget=50%% policy=everything-saveable" -o /dev/null
// The exact solver (CBC aborted on an assertion here), where it is built:
// RUN: %if cbc %{ remat-opt %s -split-input-file -verify-diagnostics --remat-rematerialize="strategy=budget budget=50%% solver=ilp" -o /dev/null %}

// Two 2^62-byte tensors live at once.
func.func @step(%x: tensor<1152921504606846976xf32>, %w: tensor<1152921504606846976xf32>) -> (tensor<f32>, tensor<1152921504606846976xf32>) {
  %a = remat.mul %x, %w : tensor<1152921504606846976xf32>
  // expected-error @+1 {{remat-rematerialize: the bytes live at 'remat.relu' do not fit in 64 bits}}
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
  // expected-error @+1 {{remat-rematerialize: a tensor of 'tensor<4611686018427387904xf32>' holds more bytes than fit in 64 bits}}
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
  // expected-error @+1 {{remat-rematerialize: a tensor of 'tensor<4x!llvm.ptr>' has an element type whose size the memory model does not know}}
  %p = tensor.empty() : tensor<4x!llvm.ptr>
  %db = remat.tanh_grad %b, %b : tensor<4xf32>
  %da = remat.relu_grad %db, %a : tensor<4xf32>
  return %da, %p : tensor<4xf32>, tensor<4x!llvm.ptr>
}

// -----

// A scalable vector has no size known at compile time either.
func.func @scalable(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xvector<[4]xf32>>) {
  %a = remat.relu %x : tensor<4xf32>
  // expected-error @+1 {{remat-rematerialize: a tensor of 'tensor<2xvector<[4]xf32>>' has an element type whose size the memory model does not know}}
  %v = tensor.empty() : tensor<2xvector<[4]xf32>>
  %b = remat.tanh %a : tensor<4xf32>
  %db = remat.tanh_grad %b, %b : tensor<4xf32>
  %da = remat.relu_grad %db, %a : tensor<4xf32>
  return %da, %v : tensor<4xf32>, tensor<2xvector<[4]xf32>>
}
