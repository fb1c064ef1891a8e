// Upstream mlir-opt with the plugin: Remat's cost models of upstream ops are
// attached (the dialect plugin registers them), so the memory report counts
// FLOPs of math and arith ops it does not define.
// RUN: %{plugin_env} mlir-opt %s --load-dialect-plugin=%remat_lib/RematPlugin.so \
// RUN:   --load-pass-plugin=%remat_lib/RematPlugin.so \
// RUN:   --pass-pipeline='builtin.module(remat-memory-report)' -o /dev/null \
// RUN:   2>&1 | FileCheck %s --check-prefix=REPORT

// Three 4x16 f32 elementwise ops (256 B, 64 FLOPs each: exp and tanh one
// per element, as remat.exp and remat.tanh).
// REPORT-LABEL: == Memory report for @elementwise
// REPORT: 0 math.exp {{.*}} 256 256 64
// REPORT: 1 math.tanh {{.*}} 256 256 64
// REPORT: 2 arith.addf {{.*}} 256 256 64
// REPORT: total FLOPs: 192

// A strategy on upstream IR: the three-layer MLP step of
// test/Install/Inputs/upstream-mlp-step.mlir (linalg.matmul, linalg.transpose,
// math.tanh, arith, tensor.empty; backward marked by remat.backward_begin).
// RUN: %{plugin_env} mlir-opt %S/../Install/Inputs/upstream-mlp-step.mlir \
// RUN:   --load-dialect-plugin=%remat_lib/RematPlugin.so --load-pass-plugin=%remat_lib/RematPlugin.so \
// RUN:   --pass-pipeline='builtin.module(remat-memory-report,func.func(remat-rematerialize{strategy=budget budget=90%%}),remat-memory-report)' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=MLP
// RUN: %{plugin_env} mlir-opt %S/../Install/Inputs/upstream-mlp-step.mlir \
// RUN:   --load-dialect-plugin=%remat_lib/RematPlugin.so --load-pass-plugin=%remat_lib/RematPlugin.so \
// RUN:   --pass-pipeline='builtin.module(func.func(remat-rematerialize{strategy=budget budget=90%%},remat-strip-guards))' \
// RUN:   | FileCheck %s --check-prefix=STRIPPED --implicit-check-not=remat.barrier

// f32, batch 64: a1, a2 and the 64x16 gradients are 4096 B, y 2048 B, dw3
// 512 B. The first matmul is 2*64*16*8 = 16384 FLOPs (its cost model). The
// peak lies at a2*a2 (the tanh gradient of layer 2), holding a1 (kept for
// layer 1's backward), a2, da2, a2*a2 and dw3: 4*4096 + 512 = 16896 B. The
// activations are a1, a2 and y: 10240 B.
// MLP-LABEL: == Memory report for @upstream_mlp_step
// MLP: 2 linalg.matmul {{.*}} 16384
// MLP: 3 math.tanh {{.*}} forward
// MLP: peak bytes: 16896 (16.5 KiB) at #{{[0-9]+}} arith.mulf
// MLP: saved for backward: 10240 (10.0 KiB) in 3 activations
// Under a 90% budget, a1 = tanh(x @ w1) is recomputed from the arguments in
// the backward pass, right before the tensor.empty of a1's transpose (so
// that the transpose's destination is not live while the matmul runs): a1
// is no longer held at the old peak (12800 B there). The recomputed matmul
// writes into a copy of its zero constant (4096 B of its own, as after
// remat-strip-guards). The new peak is at da1 = dh2 @ w2^T, holding dh2,
// the recomputed a1 (read again by a1*a1), da1, dw2, w2^T and dw3:
// 3*4096 + 1024 + 1024 + 512 = 14848 B.
// MLP-LABEL: == Memory report for @upstream_mlp_step
// MLP: linalg.matmul {{.*}} 16384 {{.*}} backward
// MLP: math.tanh {{.*}} backward
// MLP: peak bytes: 14848 (14.5 KiB)
// MLP: saved for backward: 6144 (6.0 KiB) in 2 activations
// STRIPPED-LABEL: func.func @upstream_mlp_step
// STRIPPED-SAME: (%[[X:[^:]*]]: tensor<64x8xf32>, %[[W1:[^:]*]]: tensor<8x16xf32>
// STRIPPED: %[[H1:.*]] = linalg.matmul ins(%[[X]], %[[W1]]
// STRIPPED: math.tanh %[[H1]] :
// STRIPPED: %[[R:.*]] = linalg.matmul {remat.recompute} ins(%[[X]], %[[W1]]
// STRIPPED: math.tanh %[[R]] {remat.recompute}
func.func @elementwise(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %e = math.exp %x : tensor<4x16xf32>
  %t = math.tanh %e : tensor<4x16xf32>
  %a = arith.addf %t, %x : tensor<4x16xf32>
  return %a : tensor<4x16xf32>
}
