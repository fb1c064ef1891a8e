// RUN: remat-opt %s --test-remat-op-costs -o /dev/null | FileCheck %s

// Cost models of arith and math ops (lib/ExternalModels/{Arith,Math}CostModels.cpp):
// FLOPs per element of the result x elements; bytes read = tensor operands,
// written = tensor results (a 4x16 f32 tensor is 256 B, f16 128 B, i1 64 B).

// CHECK-LABEL: costs of @arith
// A constant is materialized before the program runs: nothing.
// CHECK-NEXT: arith.constant: flops 0, read 0, written 0, scratch 0, recomputable
// addf: 64 elements, reads two 256 B operands.
// CHECK-NEXT: arith.addf: flops 64, read 512, written 256, scratch 0, recomputable
// A conversion does no arithmetic but moves bytes: reads f16, writes f32.
// CHECK-NEXT: arith.extf: flops 0, read 128, written 256, scratch 0, recomputable
// A comparison is one FLOP per element; its i1 result is 64 B.
// CHECK-NEXT: arith.cmpf: flops 64, read 512, written 64, scratch 0, recomputable
// select: one per element, reads the mask and both sides (64 + 2*256).
// CHECK-NEXT: arith.select: flops 64, read 576, written 256, scratch 0, recomputable
// Integer division is not speculatable, but a recomputation runs where the
// original already ran: still recomputable. 4 elements.
// CHECK-NEXT: arith.divsi: flops 4, read 32, written 16, scratch 0, recomputable
// A scalar op is one element and moves no tensor bytes.
// CHECK-NEXT: arith.mulf: flops 1, read 0, written 0, scratch 0, recomputable
// index arithmetic counts nothing.
// CHECK-NEXT: arith.addi: flops 0, read 0, written 0, scratch 0, recomputable
func.func @arith(%x: tensor<4x16xf32>, %y: tensor<4x16xf32>, %h: tensor<4x16xf16>,
                 %i: tensor<4xi32>, %j: tensor<4xi32>, %s: f32, %n: index)
    -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4xi32>, f32, index) {
  %c = arith.constant dense<1.0> : tensor<4x16xf32>
  %a = arith.addf %x, %c : tensor<4x16xf32>
  %e = arith.extf %h : tensor<4x16xf16> to tensor<4x16xf32>
  %m = arith.cmpf ogt, %a, %e : tensor<4x16xf32>
  %sel = arith.select %m, %a, %y : tensor<4x16xi1>, tensor<4x16xf32>
  %d = arith.divsi %i, %j : tensor<4xi32>
  %sm = arith.mulf %s, %s : f32
  %ni = arith.addi %n, %n : index
  return %sel, %e, %d, %sm, %ni : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4xi32>, f32, index
}

// CHECK-LABEL: costs of @math
// Transcendentals count one per element, as remat.exp and remat.tanh do.
// CHECK-NEXT: math.exp: flops 64, read 256, written 256, scratch 0, recomputable
// CHECK-NEXT: math.tanh: flops 64, read 256, written 256, scratch 0, recomputable
// CHECK-NEXT: math.rsqrt: flops 64, read 256, written 256, scratch 0, recomputable
// A multiply-add is two; it reads three operands.
// CHECK-NEXT: math.fma: flops 128, read 768, written 256, scratch 0, recomputable
func.func @math(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %e = math.exp %x : tensor<4x16xf32>
  %t = math.tanh %e : tensor<4x16xf32>
  %r = math.rsqrt %t : tensor<4x16xf32>
  %f = math.fma %e, %t, %r : tensor<4x16xf32>
  return %f : tensor<4x16xf32>
}
