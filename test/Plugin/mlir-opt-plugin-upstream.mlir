// Upstream mlir-opt with the plugin: Remat's cost models of upstream ops are
// attached (the dialect plugin registers them), so the memory report counts
// FLOPs of math and arith ops it does not define.
// RUN: %{plugin_env} mlir-opt %s --load-dialect-plugin=%remat_lib/RematPlugin.so \
// RUN:   --load-pass-plugin=%remat_lib/RematPlugin.so \
// RUN:   --pass-pipeline='builtin.module(remat-memory-report)' -o /dev/null \
// RUN:   | FileCheck %s --check-prefix=REPORT

// Three 4x16 f32 elementwise ops (256 B, 64 FLOPs each: exp and tanh one
// per element, as remat.exp and remat.tanh).
// REPORT-LABEL: == Memory report for @elementwise
// REPORT: 0 math.exp {{.*}} 256 256 64
// REPORT: 1 math.tanh {{.*}} 256 256 64
// REPORT: 2 arith.addf {{.*}} 256 256 64
// REPORT: total FLOPs: 192
func.func @elementwise(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %e = math.exp %x : tensor<4x16xf32>
  %t = math.tanh %e : tensor<4x16xf32>
  %a = arith.addf %t, %x : tensor<4x16xf32>
  return %a : tensor<4x16xf32>
}
