// UNSUPPORTED: cbc
// Without CBC at configure time, asking for the exact solver is an error,
// never a silent fallback.
// RUN: not remat-opt %s --remat-rematerialize="strategy=budget budget=50%% solver=ilp" -o /dev/null 2>&1 | FileCheck %s

// CHECK: error: remat-rematerialize: solver=ilp needs CBC, and Remat was built without it; install coinor-libcbc-dev and reconfigure

func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}
