// RUN: remat-opt %s --remat-memory-report --remarks-filter=remat -o /dev/null 2>&1 | FileCheck %s
// RUN: remat-opt %s --remat-memory-report --remarks-filter=remat -o /dev/null 2>&1 | grep -c "'tensor.gather' has no cost model" | FileCheck %s --check-prefix=ONCE
// RUN: remat-opt %s --remat-memory-report="format=json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: remat-opt %s --remat-memory-report -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET

// Ops without CostModelOpInterface (docs/reference/ForeignIR.md, "Costs"): an
// op free of memory effects on tensors gets bytes from its types and one FLOP
// per result element, and may be recomputed; views and tensor.empty cost
// nothing; any other op (here a call, which may have side effects, and a scalar
// op) is kept, never recomputed, and costs 0 FLOPs. Each op name is named once,
// in an `analysis` remark of category remat:cost-model, over all the functions
// of the module, before that function's report (both on standard error);
// without --remarks-filter there is none.

// tensor.gather is an upstream op without an external model
// (docs/reference/CostModel.md, "Upstream ops"): 8 result elements, 64 + 16
// bytes read (4x4xf32, 2x1xindex), 32 written.
// CHECK: remark: [Analysis] remat-memory-report | Category:remat:cost-model | Function=fallback | Remark="'tensor.gather' has no cost model: its cost is guessed from its types (8 FLOPs, 112 bytes moved, for the first one); it may be recomputed"
// CHECK: remark: [Analysis] remat-memory-report | Category:remat:cost-model | Function=fallback | Remark="'func.call' has no cost model and is not an effect-free op on tensors (it has side effects, buffers or no tensor result): it is kept, never recomputed, and counted as 0 FLOPs"
// CHECK-NOT: remark:
// CHECK-LABEL: == Memory report for @fallback
// CHECK: total FLOPs: 24
// CHECK: remark: [Analysis] remat-memory-report | Category:remat:cost-model | Function=llvm_step | Remark="'llvm.fadd' has no cost model and is not an effect-free op on tensors
// CHECK-NOT: remark:
// CHECK-LABEL: == Memory report for @llvm_step
// CHECK: llvm.fadd
// CHECK: total FLOPs: 0

// ONCE: 1

// JSON:      "function": "fallback"
// JSON:      "op": "tensor.gather"
// JSON:      "flops": 8
// JSON:      "cost_source": "fallback"
// JSON-NEXT: "recomputable": true
// JSON:      "op": "arith.addf"
// JSON:      "flops": 8
// JSON:      "cost_source": "interface"
// JSON:      "op": "func.call"
// JSON:      "flops": 0
// JSON:      "cost_source": "unknown"
// JSON-NEXT: "recomputable": false
// JSON:      "op": "func.return"
// JSON:      "cost_source": "none"
// JSON-NEXT: "recomputable": false
// JSON:      "function": "llvm_step"

// QUIET-NOT: remark

func.func private @log(tensor<2x4xf32>) -> tensor<2x4xf32>

func.func @fallback(%x: tensor<4x4xf32>, %i: tensor<2x1xindex>)
    -> tensor<2x4xf32> {
  %a = tensor.gather %x[%i] gather_dims([0]) : (tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<2x4xf32>
  %b = tensor.gather %x[%i] gather_dims([0]) : (tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<2x4xf32>
  %c = arith.addf %a, %b : tensor<2x4xf32>
  %l = func.call @log(%c) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %l : tensor<2x4xf32>
}

// A function-like op of another dialect is reported too.
llvm.func @llvm_step(%a: f32) -> f32 {
  %r = llvm.fadd %a, %a : f32
  llvm.return %r : f32
}
