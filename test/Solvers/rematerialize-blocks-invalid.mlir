// solver=blocks needs a forward pass that splits into at least two blocks;
// one forward op is a single block, and asking for it is an error, not a
// silent fallback to another solver.
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=50%% solver=blocks" -verify-diagnostics -o /dev/null

// expected-error @below {{remat-rematerialize: solver=blocks cannot cut the forward pass of @one into blocks: no point of the forward pass is carried by a single value, so it is one block; use solver=greedy or solver=fast}}
func.func @one(%x: tensor<8xf32>, %d: tensor<8xf32>) -> tensor<8xf32> {
  %y = remat.tanh %x : tensor<8xf32>
  %g = remat.tanh_grad %d, %y : tensor<8xf32>
  return %g : tensor<8xf32>
}
