// remat-run's output, its JSON, and its errors.
// RUN: remat-run %s --entry two_layer | FileCheck %s
// RUN: remat-run %s --entry two_layer --json --repeat 3 | FileCheck %s --check-prefix=JSON
// Another seed gives other inputs, so other bits, and the same memory.
// RUN: remat-run %s --entry two_layer | FileCheck %s --check-prefix=SEED
// RUN: remat-run %s --entry two_layer | grep hash > %t.seed0
// RUN: remat-run %s --entry two_layer --seed 1 | grep hash > %t.seed1
// RUN: not diff %t.seed0 %t.seed1
// An already lowered module runs from its recorded signature, with the same bits.
// RUN: remat-opt %s --remat-lower-to-llvm -o %t.ll.mlir
// RUN: remat-run %t.ll.mlir --entry two_layer | FileCheck %s

// Buffers (f32): h 8x16 = 512, a = 512, y 8x4 = 128. The relu holds h and a
// (1024, the peak); h dies after it, so the second matmul holds a + y = 640.
// CHECK: result 0: shape [8, 4] sum {{.*}} hash 0x{{[0-9a-f]+}}
// CHECK-NEXT: peak_bytes: 1024
// CHECK-NEXT: allocations: 3
// CHECK-NEXT: time_ms_median:
// CHECK-NEXT: cpu_ms_median:
// CHECK-NEXT: compile_ms:

// JSON: "entry": "two_layer",
// JSON: "results": [
// JSON: "shape": [
// JSON-NEXT: 8,
// JSON-NEXT: 4
// JSON: "hash":
// JSON: "peak_bytes": 1024,
// JSON-NEXT: "allocations": 3,
// JSON-NEXT: "time_ms_median":
// JSON-NEXT: "time_ms": [
// JSON-NEXT: {{[0-9.e+-]+}},
// JSON-NEXT: {{[0-9.e+-]+}},
// JSON-NEXT: {{[0-9.e+-]+}}
// JSON-NEXT: ],
// JSON-NEXT: "cpu_ms_median":
// JSON-NEXT: "cpu_ms": [
// JSON-NEXT: {{[0-9.e+-]+}},
// JSON-NEXT: {{[0-9.e+-]+}},
// JSON-NEXT: {{[0-9.e+-]+}}
// JSON-NEXT: ],
// JSON-NEXT: "compile_ms":
// JSON-NEXT: "compile_cpu_ms":

// SEED: peak_bytes: 1024

func.func @two_layer(%x: tensor<8x16xf32>, %w1: tensor<16x16xf32>, %w2: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %h = remat.matmul %x, %w1 : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %a = remat.relu %h : tensor<8x16xf32>
  %y = remat.matmul %a, %w2 : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
