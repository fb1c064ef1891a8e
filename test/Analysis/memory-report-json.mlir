// RUN: remat-opt %s --remat-memory-report=format=json -o /dev/null 2> %t.json
// RUN: %python %remat_src/scripts/check-report-json.py %t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// The report can go to a file instead of standard output.
// RUN: remat-opt %s --remat-memory-report="format=json output=%t.file.json target=h200" -o /dev/null
// RUN: FileCheck %s --check-prefix=H200 < %t.file.json

// Same program as @mlp_chain in memory-report.mlir (numbers derived there).
// CHECK: mlp_chain: peak_bytes=324 saved_for_backward_bytes=160 total_flops=721 ops=11 activations=3

// Keys come in the documented order: the summary, then the lists.
// JSON: "function": "mlp_chain",
// JSON-NEXT: "target": "cpu",
// JSON-NEXT: "peak_bytes": 324,
// JSON-NEXT: "peak_op_index": 8,
// JSON-NEXT: "peak_location": "memory-report-json.mlir:{{[0-9]+}}:9",
// JSON-NEXT: "saved_for_backward_bytes": 160,
// Held for the backward pass, from the first backward op (#5, the loss's
// gradient) on (intervals in memory-report.mlir): h, a, y and the loss at
// #5, 64 + 64 + 32 + 4; each later op holds fewer.
// JSON-NEXT: "activation_peak_bytes": 164,
// JSON-NEXT: "total_flops": 721,
// JSON-NEXT: "estimated_time_s": {{[0-9.e+-]+}},
// JSON: "activations": [
// JSON-NEXT: {
// JSON-NEXT: "producer_index": 0,
// JSON-NEXT: "op": "remat.matmul",
// JSON-NEXT: "result": 0,
// JSON-NEXT: "location": "memory-report-json.mlir:{{[0-9]+}}:8",
// JSON-NEXT: "bytes": 64,
// JSON-NEXT: "first_backward_use": 8,
// JSON-NEXT: "last_backward_use": 8

// H200-DAG: "target": "h200"
// H200-DAG: "peak_bytes": 324
func.func @mlp_chain(%x: tensor<2x4xf32>, %w1: tensor<4x8xf32>, %w2: tensor<8x4xf32>, %t: tensor<2x4xf32>)
    -> (tensor<f32>, tensor<4x8xf32>, tensor<8x4xf32>) {
  %h = remat.matmul %x, %w1 : (tensor<2x4xf32>, tensor<4x8xf32>) -> tensor<2x8xf32>
  %a = remat.relu %h : tensor<2x8xf32>
  %y = remat.matmul %a, %w2 : (tensor<2x8xf32>, tensor<8x4xf32>) -> tensor<2x4xf32>
  %l = remat.mse_loss %y, %t : tensor<2x4xf32> -> tensor<f32>
  %one = arith.constant dense<1.0> : tensor<f32>
  %dy = remat.mse_loss_grad %one, %y, %t : tensor<f32>, tensor<2x4xf32>
  %dw2 = remat.matmul %a, %dy {transpose_a = true} : (tensor<2x8xf32>, tensor<2x4xf32>) -> tensor<8x4xf32>
  %da = remat.matmul %dy, %w2 {transpose_b = true} : (tensor<2x4xf32>, tensor<8x4xf32>) -> tensor<2x8xf32>
  %dh = remat.relu_grad %da, %h : tensor<2x8xf32>
  %dw1 = remat.matmul %x, %dh {transpose_a = true} : (tensor<2x4xf32>, tensor<2x8xf32>) -> tensor<4x8xf32>
  return %l, %dw1, %dw2 : tensor<f32>, tensor<4x8xf32>, tensor<8x4xf32>
}
