// RUN: remat-opt %s | remat-opt | FileCheck %s
// RUN: remat-opt %s --mlir-print-op-generic | remat-opt | FileCheck %s
// RUN: remat-opt %s -emit-bytecode | remat-opt | FileCheck %s

// Round trip of every op of the remat dialect. All RUN lines must print the
// same custom form: the second goes through the generic form first and the
// third through bytecode, so the properties (attributes) have to survive every
// printer and parser.
// Attributes equal to their default value are elided by the custom printer.

//===----------------------------------------------------------------------===//
// matmul
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @matmul(
// CHECK-SAME:    %[[A:[^:]+]]: tensor<4x8xf32>, %[[B:[^:]+]]: tensor<8x16xf32>)
// CHECK-NEXT:    %[[R:.*]] = remat.matmul %[[A]], %[[B]] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:    return %[[R]] : tensor<4x16xf32>
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %0 = remat.matmul %a, %b : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// CHECK-LABEL: func.func @matmul_transpose(
// CHECK-SAME:    %[[A:[^:]+]]: tensor<8x4xf32>, %[[B:[^:]+]]: tensor<16x8xf32>, %[[C:[^:]+]]: tensor<4x8xf32>)
// CHECK-NEXT:    %[[R0:.*]] = remat.matmul %[[A]], %[[B]] {transpose_a = true, transpose_b = true} : (tensor<8x4xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
// Explicit default values are elided.
// CHECK-NEXT:    %[[R1:.*]] = remat.matmul %[[A]], %[[R0]] : (tensor<8x4xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT:    %[[R2:.*]] = remat.matmul %[[C]], %[[B]] {transpose_b = true} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:    %[[R3:.*]] = remat.matmul %[[A]], %[[A]] {transpose_a = true} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]], %[[R3]] :
func.func @matmul_transpose(%a: tensor<8x4xf32>, %b: tensor<16x8xf32>, %c: tensor<4x8xf32>) -> (tensor<4x16xf32>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<4x4xf32>) {
  %0 = remat.matmul %a, %b {transpose_a = true, transpose_b = true} : (tensor<8x4xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
  %1 = remat.matmul %a, %0 {transpose_a = false, transpose_b = false} : (tensor<8x4xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  %2 = remat.matmul %c, %b {transpose_b = true} : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32>
  %3 = remat.matmul %a, %a {transpose_a = true} : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  return %0, %1, %2, %3 : tensor<4x16xf32>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func @matmul_batched(
// CHECK-SAME:    %[[A:[^:]+]]: tensor<2x4x8xbf16>, %[[B:[^:]+]]: tensor<2x8x16xbf16>, %[[C:[^:]+]]: tensor<2x4x16xbf16>)
// CHECK-NEXT:    %[[R0:.*]] = remat.matmul %[[A]], %[[B]] : (tensor<2x4x8xbf16>, tensor<2x8x16xbf16>) -> tensor<2x4x16xbf16>
// CHECK-NEXT:    %[[R1:.*]] = remat.matmul %[[B]], %[[C]] {transpose_b = true} : (tensor<2x8x16xbf16>, tensor<2x4x16xbf16>) -> tensor<2x8x4xbf16>
// CHECK-NEXT:    %[[R2:.*]] = remat.matmul %[[A]], %[[R1]] {transpose_a = true, transpose_b = true} : (tensor<2x4x8xbf16>, tensor<2x8x4xbf16>) -> tensor<2x8x8xbf16>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]] :
func.func @matmul_batched(%a: tensor<2x4x8xbf16>, %b: tensor<2x8x16xbf16>, %c: tensor<2x4x16xbf16>) -> (tensor<2x4x16xbf16>, tensor<2x8x4xbf16>, tensor<2x8x8xbf16>) {
  %0 = remat.matmul %a, %b : (tensor<2x4x8xbf16>, tensor<2x8x16xbf16>) -> tensor<2x4x16xbf16>
  %1 = remat.matmul %b, %c {transpose_b = true} : (tensor<2x8x16xbf16>, tensor<2x4x16xbf16>) -> tensor<2x8x4xbf16>
  %2 = remat.matmul %a, %1 {transpose_a = true, transpose_b = true} : (tensor<2x4x8xbf16>, tensor<2x8x4xbf16>) -> tensor<2x8x8xbf16>
  return %0, %1, %2 : tensor<2x4x16xbf16>, tensor<2x8x4xbf16>, tensor<2x8x8xbf16>
}

// CHECK-LABEL: func.func @matmul_f64(
// CHECK-SAME:    %[[A:[^:]+]]: tensor<1x1xf64>, %[[B:[^:]+]]: tensor<1x3xf64>)
// CHECK-NEXT:    %[[R:.*]] = remat.matmul %[[A]], %[[B]] : (tensor<1x1xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
func.func @matmul_f64(%a: tensor<1x1xf64>, %b: tensor<1x3xf64>) -> tensor<1x3xf64> {
  %0 = remat.matmul %a, %b : (tensor<1x1xf64>, tensor<1x3xf64>) -> tensor<1x3xf64>
  return %0 : tensor<1x3xf64>
}

//===----------------------------------------------------------------------===//
// add, sub, mul, scale, bias_add
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @binary(
// CHECK-SAME:    %[[A:[^:]+]]: tensor<4x8xf32>, %[[B:[^:]+]]: tensor<4x8xf32>, %[[C:[^:]+]]: tensor<2x3xf16>, %[[D:[^:]+]]: tensor<f64>, %[[E:[^:]+]]: tensor<3xbf16>)
// CHECK-NEXT:    %[[ADD:.*]] = remat.add %[[A]], %[[B]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[SUB:.*]] = remat.sub %[[ADD]], %[[B]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[MUL:.*]] = remat.mul %[[SUB]], %[[A]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[HADD:.*]] = remat.add %[[C]], %[[C]] : tensor<2x3xf16>
// CHECK-NEXT:    %[[HSUB:.*]] = remat.sub %[[HADD]], %[[C]] : tensor<2x3xf16>
// CHECK-NEXT:    %[[DMUL:.*]] = remat.mul %[[D]], %[[D]] : tensor<f64>
// CHECK-NEXT:    %[[BF:.*]] = remat.add %[[E]], %[[E]] : tensor<3xbf16>
// CHECK-NEXT:    return %[[MUL]], %[[HSUB]], %[[DMUL]], %[[BF]] :
func.func @binary(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<2x3xf16>, %d: tensor<f64>, %e: tensor<3xbf16>) -> (tensor<4x8xf32>, tensor<2x3xf16>, tensor<f64>, tensor<3xbf16>) {
  %0 = remat.add %a, %b : tensor<4x8xf32>
  %1 = remat.sub %0, %b : tensor<4x8xf32>
  %2 = remat.mul %1, %a : tensor<4x8xf32>
  %3 = remat.add %c, %c : tensor<2x3xf16>
  %4 = remat.sub %3, %c : tensor<2x3xf16>
  %5 = remat.mul %d, %d : tensor<f64>
  %6 = remat.add %e, %e : tensor<3xbf16>
  return %2, %4, %5, %6 : tensor<4x8xf32>, tensor<2x3xf16>, tensor<f64>, tensor<3xbf16>
}

// CHECK-LABEL: func.func @scale(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<4x8xf32>)
// CHECK-NEXT:    %[[R0:.*]] = remat.scale %[[X]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[R1:.*]] = remat.scale %[[X]] {factor = -1.000000e+00 : f64} : tensor<4x8xf32>
// CHECK-NEXT:    %[[R2:.*]] = remat.scale %[[X]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[R3:.*]] = remat.scale %[[X]] {factor = 2.500000e-01 : f64} : tensor<4x8xf32>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]], %[[R3]] :
func.func @scale(%a: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = remat.scale %a : tensor<4x8xf32>
  %1 = remat.scale %a {factor = -1.0 : f64} : tensor<4x8xf32>
  %2 = remat.scale %a {factor = 1.0 : f64} : tensor<4x8xf32>
  %3 = remat.scale %a {factor = 0.25 : f64} : tensor<4x8xf32>
  return %0, %1, %2, %3 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @bias_add(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<4x8xf32>, %[[B:[^:]+]]: tensor<8xf32>, %[[Y:[^:]+]]: tensor<2x3x5xf64>, %[[C:[^:]+]]: tensor<5xf64>, %[[V:[^:]+]]: tensor<6xf16>)
// CHECK-NEXT:    %[[R0:.*]] = remat.bias_add %[[X]], %[[B]] : tensor<4x8xf32>, tensor<8xf32>
// CHECK-NEXT:    %[[R1:.*]] = remat.bias_add %[[Y]], %[[C]] : tensor<2x3x5xf64>, tensor<5xf64>
// CHECK-NEXT:    %[[R2:.*]] = remat.bias_add %[[V]], %[[V]] : tensor<6xf16>, tensor<6xf16>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]] :
func.func @bias_add(%x: tensor<4x8xf32>, %b: tensor<8xf32>, %y: tensor<2x3x5xf64>, %c: tensor<5xf64>, %v: tensor<6xf16>) -> (tensor<4x8xf32>, tensor<2x3x5xf64>, tensor<6xf16>) {
  %0 = remat.bias_add %x, %b : tensor<4x8xf32>, tensor<8xf32>
  %1 = remat.bias_add %y, %c : tensor<2x3x5xf64>, tensor<5xf64>
  %2 = remat.bias_add %v, %v : tensor<6xf16>, tensor<6xf16>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<2x3x5xf64>, tensor<6xf16>
}

//===----------------------------------------------------------------------===//
// relu, gelu, tanh, sigmoid, exp, softmax, layernorm, dropout
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @activations(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<4x8xf32>, %[[H:[^:]+]]: tensor<16xf16>, %[[B:[^:]+]]: tensor<2x2x2xbf16>, %[[D:[^:]+]]: tensor<f64>)
// CHECK-NEXT:    %[[RELU:.*]] = remat.relu %[[X]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[GELU:.*]] = remat.gelu %[[H]] : tensor<16xf16>
// CHECK-NEXT:    %[[TANH:.*]] = remat.tanh %[[B]] : tensor<2x2x2xbf16>
// CHECK-NEXT:    %[[SIG:.*]] = remat.sigmoid %[[D]] : tensor<f64>
// CHECK-NEXT:    %[[EXP:.*]] = remat.exp %[[RELU]] : tensor<4x8xf32>
// CHECK-NEXT:    return %[[RELU]], %[[GELU]], %[[TANH]], %[[SIG]], %[[EXP]] :
func.func @activations(%x: tensor<4x8xf32>, %h: tensor<16xf16>, %b: tensor<2x2x2xbf16>, %d: tensor<f64>) -> (tensor<4x8xf32>, tensor<16xf16>, tensor<2x2x2xbf16>, tensor<f64>, tensor<4x8xf32>) {
  %0 = remat.relu %x : tensor<4x8xf32>
  %1 = remat.gelu %h : tensor<16xf16>
  %2 = remat.tanh %b : tensor<2x2x2xbf16>
  %3 = remat.sigmoid %d : tensor<f64>
  %4 = remat.exp %0 : tensor<4x8xf32>
  return %0, %1, %2, %3, %4 : tensor<4x8xf32>, tensor<16xf16>, tensor<2x2x2xbf16>, tensor<f64>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @softmax(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<8x16x16xf32>, %[[V:[^:]+]]: tensor<10xbf16>)
// CHECK-NEXT:    %[[R0:.*]] = remat.softmax %[[X]] : tensor<8x16x16xf32>
// CHECK-NEXT:    %[[R1:.*]] = remat.softmax %[[V]] : tensor<10xbf16>
// CHECK-NEXT:    return %[[R0]], %[[R1]] :
func.func @softmax(%x: tensor<8x16x16xf32>, %v: tensor<10xbf16>) -> (tensor<8x16x16xf32>, tensor<10xbf16>) {
  %0 = remat.softmax %x : tensor<8x16x16xf32>
  %1 = remat.softmax %v : tensor<10xbf16>
  return %0, %1 : tensor<8x16x16xf32>, tensor<10xbf16>
}

// CHECK-LABEL: func.func @layernorm(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<16x64xf32>, %[[G:[^:]+]]: tensor<64xf32>, %[[B:[^:]+]]: tensor<64xf32>, %[[H:[^:]+]]: tensor<2x3x8xf16>, %[[HG:[^:]+]]: tensor<8xf16>)
// CHECK-NEXT:    %[[R0:.*]] = remat.layernorm %[[X]], %[[G]], %[[B]] : tensor<16x64xf32>, tensor<64xf32>
// CHECK-NEXT:    %[[R1:.*]] = remat.layernorm %[[X]], %[[G]], %[[B]] {epsilon = 1.000000e-03 : f64} : tensor<16x64xf32>, tensor<64xf32>
// CHECK-NEXT:    %[[R2:.*]] = remat.layernorm %[[X]], %[[G]], %[[B]] : tensor<16x64xf32>, tensor<64xf32>
// CHECK-NEXT:    %[[R3:.*]] = remat.layernorm %[[H]], %[[HG]], %[[HG]] {epsilon = 1.250000e-01 : f64} : tensor<2x3x8xf16>, tensor<8xf16>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]], %[[R3]] :
func.func @layernorm(%x: tensor<16x64xf32>, %g: tensor<64xf32>, %b: tensor<64xf32>, %h: tensor<2x3x8xf16>, %hg: tensor<8xf16>) -> (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<2x3x8xf16>) {
  %0 = remat.layernorm %x, %g, %b : tensor<16x64xf32>, tensor<64xf32>
  %1 = remat.layernorm %x, %g, %b {epsilon = 1.0e-03 : f64} : tensor<16x64xf32>, tensor<64xf32>
  %2 = remat.layernorm %x, %g, %b {epsilon = 1.0e-05 : f64} : tensor<16x64xf32>, tensor<64xf32>
  %3 = remat.layernorm %h, %hg, %hg {epsilon = 0.125 : f64} : tensor<2x3x8xf16>, tensor<8xf16>
  return %0, %1, %2, %3 : tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<2x3x8xf16>
}

// CHECK-LABEL: func.func @dropout(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<32x64xf32>)
// CHECK-NEXT:    %[[R0:.*]] = remat.dropout %[[X]] : tensor<32x64xf32>
// CHECK-NEXT:    %[[R1:.*]] = remat.dropout %[[X]] {rate = 1.000000e-01 : f64, seed = 42 : i64} : tensor<32x64xf32>
// CHECK-NEXT:    %[[R2:.*]] = remat.dropout %[[X]] {rate = 0.000000e+00 : f64, seed = -7 : i64} : tensor<32x64xf32>
// CHECK-NEXT:    %[[R3:.*]] = remat.dropout %[[X]] : tensor<32x64xf32>
// CHECK-NEXT:    %[[R4:.*]] = remat.dropout %[[X]] {seed = 9223372036854775807 : i64} : tensor<32x64xf32>
// CHECK-NEXT:    %[[R5:.*]] = remat.dropout %[[X]] {rate = 7.500000e-01 : f64} : tensor<32x64xf32>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]], %[[R5]] :
func.func @dropout(%x: tensor<32x64xf32>) -> (tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>) {
  %0 = remat.dropout %x : tensor<32x64xf32>
  %1 = remat.dropout %x {rate = 1.0e-01 : f64, seed = 42 : i64} : tensor<32x64xf32>
  %2 = remat.dropout %x {rate = 0.0 : f64, seed = -7 : i64} : tensor<32x64xf32>
  %3 = remat.dropout %x {rate = 0.5 : f64, seed = 0 : i64} : tensor<32x64xf32>
  %4 = remat.dropout %x {seed = 9223372036854775807 : i64} : tensor<32x64xf32>
  %5 = remat.dropout %x {rate = 0.75 : f64} : tensor<32x64xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>
}

//===----------------------------------------------------------------------===//
// reduce_sum, reduce_mean
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @reduce(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<4x8x16xf32>)
// CHECK-NEXT:    %[[R0:.*]] = remat.reduce_sum %[[X]] : tensor<4x8x16xf32> -> tensor<4x8xf32>
// CHECK-NEXT:    %[[R1:.*]] = remat.reduce_sum %[[X]] {axes = array<i64: 0>} : tensor<4x8x16xf32> -> tensor<8x16xf32>
// Negative and unsorted axes are kept as written.
// CHECK-NEXT:    %[[R2:.*]] = remat.reduce_sum %[[X]] {axes = array<i64: -1, 0>} : tensor<4x8x16xf32> -> tensor<8xf32>
// CHECK-NEXT:    %[[R3:.*]] = remat.reduce_mean %[[X]] {axes = array<i64: 0, 1, 2>} : tensor<4x8x16xf32> -> tensor<f32>
// CHECK-NEXT:    %[[R4:.*]] = remat.reduce_mean %[[X]] : tensor<4x8x16xf32> -> tensor<4x8xf32>
// CHECK-NEXT:    %[[R5:.*]] = remat.reduce_mean %[[X]] {axes = array<i64: -2>} : tensor<4x8x16xf32> -> tensor<4x16xf32>
// An explicit, empty axes list reduces nothing.
// CHECK-NEXT:    %[[R6:.*]] = remat.reduce_sum %[[X]] {axes = array<i64>} : tensor<4x8x16xf32> -> tensor<4x8x16xf32>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]], %[[R5]], %[[R6]] :
func.func @reduce(%x: tensor<4x8x16xf32>) -> (tensor<4x8xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<f32>, tensor<4x8xf32>, tensor<4x16xf32>, tensor<4x8x16xf32>) {
  %0 = remat.reduce_sum %x : tensor<4x8x16xf32> -> tensor<4x8xf32>
  %1 = remat.reduce_sum %x {axes = array<i64: 0>} : tensor<4x8x16xf32> -> tensor<8x16xf32>
  %2 = remat.reduce_sum %x {axes = array<i64: -1, 0>} : tensor<4x8x16xf32> -> tensor<8xf32>
  %3 = remat.reduce_mean %x {axes = array<i64: 0, 1, 2>} : tensor<4x8x16xf32> -> tensor<f32>
  %4 = remat.reduce_mean %x : tensor<4x8x16xf32> -> tensor<4x8xf32>
  %5 = remat.reduce_mean %x {axes = array<i64: -2>} : tensor<4x8x16xf32> -> tensor<4x16xf32>
  %6 = remat.reduce_sum %x {axes = array<i64>} : tensor<4x8x16xf32> -> tensor<4x8x16xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4x8xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<f32>, tensor<4x8xf32>, tensor<4x16xf32>, tensor<4x8x16xf32>
}

// CHECK-LABEL: func.func @reduce_f16(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<5xf16>)
// CHECK-NEXT:    %[[R0:.*]] = remat.reduce_sum %[[X]] : tensor<5xf16> -> tensor<f16>
// CHECK-NEXT:    %[[R1:.*]] = remat.reduce_mean %[[X]] {axes = array<i64: -1>} : tensor<5xf16> -> tensor<f16>
func.func @reduce_f16(%x: tensor<5xf16>) -> (tensor<f16>, tensor<f16>) {
  %0 = remat.reduce_sum %x : tensor<5xf16> -> tensor<f16>
  %1 = remat.reduce_mean %x {axes = array<i64: -1>} : tensor<5xf16> -> tensor<f16>
  return %0, %1 : tensor<f16>, tensor<f16>
}

//===----------------------------------------------------------------------===//
// broadcast_in_dim, transpose, reshape, concat, slice
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @broadcast_in_dim(
// CHECK-SAME:    %[[V:[^:]+]]: tensor<64xf32>, %[[W:[^:]+]]: tensor<32xf32>, %[[O:[^:]+]]: tensor<1x64xf32>, %[[S:[^:]+]]: tensor<f32>)
// CHECK-NEXT:    %[[R0:.*]] = remat.broadcast_in_dim %[[V]] : tensor<64xf32> -> tensor<32x64xf32>
// CHECK-NEXT:    %[[R1:.*]] = remat.broadcast_in_dim %[[W]] {broadcast_dimensions = array<i64: 0>} : tensor<32xf32> -> tensor<32x64xf32>
// CHECK-NEXT:    %[[R2:.*]] = remat.broadcast_in_dim %[[O]] {broadcast_dimensions = array<i64: 0, 1>} : tensor<1x64xf32> -> tensor<32x64xf32>
// CHECK-NEXT:    %[[R3:.*]] = remat.broadcast_in_dim %[[S]] : tensor<f32> -> tensor<32x64xf32>
// CHECK-NEXT:    %[[R4:.*]] = remat.broadcast_in_dim %[[O]] {broadcast_dimensions = array<i64: 1, 2>} : tensor<1x64xf32> -> tensor<2x32x64xf32>
// CHECK-NEXT:    %[[R5:.*]] = remat.broadcast_in_dim %[[O]] : tensor<1x64xf32> -> tensor<7x1x64xf32>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]], %[[R5]] :
func.func @broadcast_in_dim(%v: tensor<64xf32>, %w: tensor<32xf32>, %o: tensor<1x64xf32>, %s: tensor<f32>) -> (tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<2x32x64xf32>, tensor<7x1x64xf32>) {
  %0 = remat.broadcast_in_dim %v : tensor<64xf32> -> tensor<32x64xf32>
  %1 = remat.broadcast_in_dim %w {broadcast_dimensions = array<i64: 0>} : tensor<32xf32> -> tensor<32x64xf32>
  %2 = remat.broadcast_in_dim %o {broadcast_dimensions = array<i64: 0, 1>} : tensor<1x64xf32> -> tensor<32x64xf32>
  %3 = remat.broadcast_in_dim %s : tensor<f32> -> tensor<32x64xf32>
  %4 = remat.broadcast_in_dim %o {broadcast_dimensions = array<i64: 1, 2>} : tensor<1x64xf32> -> tensor<2x32x64xf32>
  %5 = remat.broadcast_in_dim %o : tensor<1x64xf32> -> tensor<7x1x64xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<2x32x64xf32>, tensor<7x1x64xf32>
}

// CHECK-LABEL: func.func @transpose(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<8x16x32xf32>, %[[M:[^:]+]]: tensor<3x5xf16>)
// CHECK-NEXT:    %[[R0:.*]] = remat.transpose %[[X]] {permutation = array<i64: 0, 2, 1>} : tensor<8x16x32xf32> -> tensor<8x32x16xf32>
// CHECK-NEXT:    %[[R1:.*]] = remat.transpose %[[X]] : tensor<8x16x32xf32> -> tensor<32x16x8xf32>
// CHECK-NEXT:    %[[R2:.*]] = remat.transpose %[[M]] : tensor<3x5xf16> -> tensor<5x3xf16>
// CHECK-NEXT:    %[[R3:.*]] = remat.transpose %[[X]] {permutation = array<i64: 1, 2, 0>} : tensor<8x16x32xf32> -> tensor<16x32x8xf32>
// CHECK-NEXT:    %[[R4:.*]] = remat.transpose %[[X]] {permutation = array<i64: 0, 1, 2>} : tensor<8x16x32xf32> -> tensor<8x16x32xf32>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]] :
func.func @transpose(%x: tensor<8x16x32xf32>, %m: tensor<3x5xf16>) -> (tensor<8x32x16xf32>, tensor<32x16x8xf32>, tensor<5x3xf16>, tensor<16x32x8xf32>, tensor<8x16x32xf32>) {
  %0 = remat.transpose %x {permutation = array<i64: 0, 2, 1>} : tensor<8x16x32xf32> -> tensor<8x32x16xf32>
  %1 = remat.transpose %x : tensor<8x16x32xf32> -> tensor<32x16x8xf32>
  %2 = remat.transpose %m : tensor<3x5xf16> -> tensor<5x3xf16>
  %3 = remat.transpose %x {permutation = array<i64: 1, 2, 0>} : tensor<8x16x32xf32> -> tensor<16x32x8xf32>
  %4 = remat.transpose %x {permutation = array<i64: 0, 1, 2>} : tensor<8x16x32xf32> -> tensor<8x16x32xf32>
  return %0, %1, %2, %3, %4 : tensor<8x32x16xf32>, tensor<32x16x8xf32>, tensor<5x3xf16>, tensor<16x32x8xf32>, tensor<8x16x32xf32>
}

// CHECK-LABEL: func.func @reshape(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<8x16x32xf32>, %[[O:[^:]+]]: tensor<1x1xf64>)
// CHECK-NEXT:    %[[R0:.*]] = remat.reshape %[[X]] : tensor<8x16x32xf32> -> tensor<128x32xf32>
// CHECK-NEXT:    %[[R1:.*]] = remat.reshape %[[O]] : tensor<1x1xf64> -> tensor<f64>
// CHECK-NEXT:    %[[R2:.*]] = remat.reshape %[[R0]] : tensor<128x32xf32> -> tensor<4096xf32>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]] :
func.func @reshape(%x: tensor<8x16x32xf32>, %o: tensor<1x1xf64>) -> (tensor<128x32xf32>, tensor<f64>, tensor<4096xf32>) {
  %0 = remat.reshape %x : tensor<8x16x32xf32> -> tensor<128x32xf32>
  %1 = remat.reshape %o : tensor<1x1xf64> -> tensor<f64>
  %2 = remat.reshape %0 : tensor<128x32xf32> -> tensor<4096xf32>
  return %0, %1, %2 : tensor<128x32xf32>, tensor<f64>, tensor<4096xf32>
}

// CHECK-LABEL: func.func @concat(
// CHECK-SAME:    %[[A:[^:]+]]: tensor<4x8xf32>, %[[B:[^:]+]]: tensor<2x8xf32>, %[[C:[^:]+]]: tensor<4x3xf32>)
// CHECK-NEXT:    %[[R0:.*]] = remat.concat %[[A]], %[[B]] {axis = 0 : i64} : (tensor<4x8xf32>, tensor<2x8xf32>) -> tensor<6x8xf32>
// CHECK-NEXT:    %[[R1:.*]] = remat.concat %[[A]], %[[C]], %[[A]] : (tensor<4x8xf32>, tensor<4x3xf32>, tensor<4x8xf32>) -> tensor<4x19xf32>
// CHECK-NEXT:    %[[R2:.*]] = remat.concat %[[A]], %[[B]], %[[A]] {axis = -2 : i64} : (tensor<4x8xf32>, tensor<2x8xf32>, tensor<4x8xf32>) -> tensor<10x8xf32>
// CHECK-NEXT:    %[[R3:.*]] = remat.concat %[[A]] : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:    %[[R4:.*]] = remat.concat %[[A]], %[[C]] {axis = 1 : i64} : (tensor<4x8xf32>, tensor<4x3xf32>) -> tensor<4x11xf32>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]] :
func.func @concat(%a: tensor<4x8xf32>, %b: tensor<2x8xf32>, %c: tensor<4x3xf32>) -> (tensor<6x8xf32>, tensor<4x19xf32>, tensor<10x8xf32>, tensor<4x8xf32>, tensor<4x11xf32>) {
  %0 = remat.concat %a, %b {axis = 0 : i64} : (tensor<4x8xf32>, tensor<2x8xf32>) -> tensor<6x8xf32>
  %1 = remat.concat %a, %c, %a : (tensor<4x8xf32>, tensor<4x3xf32>, tensor<4x8xf32>) -> tensor<4x19xf32>
  %2 = remat.concat %a, %b, %a {axis = -2 : i64} : (tensor<4x8xf32>, tensor<2x8xf32>, tensor<4x8xf32>) -> tensor<10x8xf32>
  %3 = remat.concat %a {axis = -1 : i64} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = remat.concat %a, %c {axis = 1 : i64} : (tensor<4x8xf32>, tensor<4x3xf32>) -> tensor<4x11xf32>
  return %0, %1, %2, %3, %4 : tensor<6x8xf32>, tensor<4x19xf32>, tensor<10x8xf32>, tensor<4x8xf32>, tensor<4x11xf32>
}

// CHECK-LABEL: func.func @concat_bf16(
// CHECK-SAME:    %[[A:[^:]+]]: tensor<2x3x4xbf16>, %[[B:[^:]+]]: tensor<2x5x4xbf16>)
// CHECK-NEXT:    %[[R:.*]] = remat.concat %[[A]], %[[B]] {axis = 1 : i64} : (tensor<2x3x4xbf16>, tensor<2x5x4xbf16>) -> tensor<2x8x4xbf16>
func.func @concat_bf16(%a: tensor<2x3x4xbf16>, %b: tensor<2x5x4xbf16>) -> tensor<2x8x4xbf16> {
  %0 = remat.concat %a, %b {axis = 1 : i64} : (tensor<2x3x4xbf16>, tensor<2x5x4xbf16>) -> tensor<2x8x4xbf16>
  return %0 : tensor<2x8x4xbf16>
}

// CHECK-LABEL: func.func @slice(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<4x8xf32>, %[[Y:[^:]+]]: tensor<8x8xf32>)
// CHECK-NEXT:    %[[R0:.*]] = remat.slice %[[X]] {offsets = array<i64: 0, 4>} : tensor<4x8xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[R1:.*]] = remat.slice %[[X]] : tensor<4x8xf32> -> tensor<2x3xf32>
// CHECK-NEXT:    %[[R2:.*]] = remat.slice %[[Y]] {offsets = array<i64: 1, 1>, strides = array<i64: 2, 3>} : tensor<8x8xf32> -> tensor<3x3xf32>
// CHECK-NEXT:    %[[R3:.*]] = remat.slice %[[Y]] {strides = array<i64: 2, 2>} : tensor<8x8xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[R4:.*]] = remat.slice %[[Y]] {offsets = array<i64: 7, 7>} : tensor<8x8xf32> -> tensor<1x1xf32>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]] :
func.func @slice(%x: tensor<4x8xf32>, %y: tensor<8x8xf32>) -> (tensor<4x4xf32>, tensor<2x3xf32>, tensor<3x3xf32>, tensor<4x4xf32>, tensor<1x1xf32>) {
  %0 = remat.slice %x {offsets = array<i64: 0, 4>} : tensor<4x8xf32> -> tensor<4x4xf32>
  %1 = remat.slice %x : tensor<4x8xf32> -> tensor<2x3xf32>
  %2 = remat.slice %y {offsets = array<i64: 1, 1>, strides = array<i64: 2, 3>} : tensor<8x8xf32> -> tensor<3x3xf32>
  %3 = remat.slice %y {strides = array<i64: 2, 2>} : tensor<8x8xf32> -> tensor<4x4xf32>
  %4 = remat.slice %y {offsets = array<i64: 7, 7>} : tensor<8x8xf32> -> tensor<1x1xf32>
  return %0, %1, %2, %3, %4 : tensor<4x4xf32>, tensor<2x3xf32>, tensor<3x3xf32>, tensor<4x4xf32>, tensor<1x1xf32>
}

//===----------------------------------------------------------------------===//
// conv2d, max_pool2d, upsample_nearest2d
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @conv2d(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<1x8x8x3xf32>, %[[W:[^:]+]]: tensor<3x3x3x4xf32>, %[[H:[^:]+]]: tensor<1x9x9x3xf16>, %[[HW:[^:]+]]: tensor<3x3x3x4xf16>)
// CHECK-NEXT:    %[[R0:.*]] = remat.conv2d %[[X]], %[[W]] : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
// CHECK-NEXT:    %[[R1:.*]] = remat.conv2d %[[X]], %[[W]] {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
// CHECK-NEXT:    %[[R2:.*]] = remat.conv2d %[[H]], %[[HW]] {padding = array<i64: 1, 0, 2, 1>, strides = array<i64: 2, 2>} : (tensor<1x9x9x3xf16>, tensor<3x3x3x4xf16>) -> tensor<1x4x5x4xf16>
// CHECK-NEXT:    %[[R3:.*]] = remat.conv2d %[[X]], %[[W]] {strides = array<i64: 3, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x2x6x4xf32>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]], %[[R3]] :
func.func @conv2d(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>, %h: tensor<1x9x9x3xf16>, %hw: tensor<3x3x3x4xf16>) -> (tensor<1x6x6x4xf32>, tensor<1x8x8x4xf32>, tensor<1x4x5x4xf16>, tensor<1x2x6x4xf32>) {
  %0 = remat.conv2d %x, %w : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  %1 = remat.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
  %2 = remat.conv2d %h, %hw {strides = array<i64: 2, 2>, padding = array<i64: 1, 0, 2, 1>} : (tensor<1x9x9x3xf16>, tensor<3x3x3x4xf16>) -> tensor<1x4x5x4xf16>
  %3 = remat.conv2d %x, %w {strides = array<i64: 3, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x2x6x4xf32>
  return %0, %1, %2, %3 : tensor<1x6x6x4xf32>, tensor<1x8x8x4xf32>, tensor<1x4x5x4xf16>, tensor<1x2x6x4xf32>
}

// CHECK-LABEL: func.func @max_pool2d(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<1x8x8x3xf32>, %[[Y:[^:]+]]: tensor<1x9x9x3xf32>)
// CHECK-NEXT:    %[[R0:.*]] = remat.max_pool2d %[[X]] : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
// CHECK-NEXT:    %[[R1:.*]] = remat.max_pool2d %[[X]] {padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>, window = array<i64: 3, 3>} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
// CHECK-NEXT:    %[[R2:.*]] = remat.max_pool2d %[[Y]] {window = array<i64: 3, 3>} : tensor<1x9x9x3xf32> -> tensor<1x3x3x3xf32>
// CHECK-NEXT:    %[[R3:.*]] = remat.max_pool2d %[[X]] {padding = array<i64: 1, 0, 0, 1>, strides = array<i64: 2, 1>, window = array<i64: 3, 2>} : tensor<1x8x8x3xf32> -> tensor<1x4x8x3xf32>
// CHECK-NEXT:    %[[R4:.*]] = remat.max_pool2d %[[Y]] {strides = array<i64: 1, 1>} : tensor<1x9x9x3xf32> -> tensor<1x8x8x3xf32>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[R4]] :
func.func @max_pool2d(%x: tensor<1x8x8x3xf32>, %y: tensor<1x9x9x3xf32>) -> (tensor<1x4x4x3xf32>, tensor<1x8x8x3xf32>, tensor<1x3x3x3xf32>, tensor<1x4x8x3xf32>, tensor<1x8x8x3xf32>) {
  %0 = remat.max_pool2d %x : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
  %1 = remat.max_pool2d %x {window = array<i64: 3, 3>, strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
  %2 = remat.max_pool2d %y {window = array<i64: 3, 3>} : tensor<1x9x9x3xf32> -> tensor<1x3x3x3xf32>
  %3 = remat.max_pool2d %x {window = array<i64: 3, 2>, strides = array<i64: 2, 1>, padding = array<i64: 1, 0, 0, 1>} : tensor<1x8x8x3xf32> -> tensor<1x4x8x3xf32>
  %4 = remat.max_pool2d %y {strides = array<i64: 1, 1>} : tensor<1x9x9x3xf32> -> tensor<1x8x8x3xf32>
  return %0, %1, %2, %3, %4 : tensor<1x4x4x3xf32>, tensor<1x8x8x3xf32>, tensor<1x3x3x3xf32>, tensor<1x4x8x3xf32>, tensor<1x8x8x3xf32>
}

// CHECK-LABEL: func.func @upsample_nearest2d(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<1x4x4x3xf32>, %[[D:[^:]+]]: tensor<2x1x2x1xf64>)
// CHECK-NEXT:    %[[R0:.*]] = remat.upsample_nearest2d %[[X]] : tensor<1x4x4x3xf32> -> tensor<1x8x8x3xf32>
// CHECK-NEXT:    %[[R1:.*]] = remat.upsample_nearest2d %[[X]] {scale = array<i64: 3, 1>} : tensor<1x4x4x3xf32> -> tensor<1x12x4x3xf32>
// CHECK-NEXT:    %[[R2:.*]] = remat.upsample_nearest2d %[[D]] {scale = array<i64: 1, 4>} : tensor<2x1x2x1xf64> -> tensor<2x1x8x1xf64>
// CHECK-NEXT:    return %[[R0]], %[[R1]], %[[R2]] :
func.func @upsample_nearest2d(%x: tensor<1x4x4x3xf32>, %d: tensor<2x1x2x1xf64>) -> (tensor<1x8x8x3xf32>, tensor<1x12x4x3xf32>, tensor<2x1x8x1xf64>) {
  %0 = remat.upsample_nearest2d %x : tensor<1x4x4x3xf32> -> tensor<1x8x8x3xf32>
  %1 = remat.upsample_nearest2d %x {scale = array<i64: 3, 1>} : tensor<1x4x4x3xf32> -> tensor<1x12x4x3xf32>
  %2 = remat.upsample_nearest2d %d {scale = array<i64: 1, 4>} : tensor<2x1x2x1xf64> -> tensor<2x1x8x1xf64>
  return %0, %1, %2 : tensor<1x8x8x3xf32>, tensor<1x12x4x3xf32>, tensor<2x1x8x1xf64>
}

//===----------------------------------------------------------------------===//
// mse_loss, softmax_cross_entropy
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @losses(
// CHECK-SAME:    %[[P:[^:]+]]: tensor<32x10xf32>, %[[T:[^:]+]]: tensor<32x10xf32>, %[[Q:[^:]+]]: tensor<7xf64>, %[[S:[^:]+]]: tensor<bf16>)
// CHECK-NEXT:    %[[L0:.*]] = remat.mse_loss %[[P]], %[[T]] : tensor<32x10xf32> -> tensor<f32>
// CHECK-NEXT:    %[[L1:.*]] = remat.softmax_cross_entropy %[[P]], %[[T]] : tensor<32x10xf32> -> tensor<f32>
// CHECK-NEXT:    %[[L2:.*]] = remat.mse_loss %[[Q]], %[[Q]] : tensor<7xf64> -> tensor<f64>
// CHECK-NEXT:    %[[L3:.*]] = remat.softmax_cross_entropy %[[Q]], %[[Q]] : tensor<7xf64> -> tensor<f64>
// mse_loss of 0-d tensors is allowed (only softmax_cross_entropy needs classes).
// CHECK-NEXT:    %[[L4:.*]] = remat.mse_loss %[[S]], %[[S]] : tensor<bf16> -> tensor<bf16>
// CHECK-NEXT:    return %[[L0]], %[[L1]], %[[L2]], %[[L3]], %[[L4]] :
func.func @losses(%p: tensor<32x10xf32>, %t: tensor<32x10xf32>, %q: tensor<7xf64>, %s: tensor<bf16>) -> (tensor<f32>, tensor<f32>, tensor<f64>, tensor<f64>, tensor<bf16>) {
  %0 = remat.mse_loss %p, %t : tensor<32x10xf32> -> tensor<f32>
  %1 = remat.softmax_cross_entropy %p, %t : tensor<32x10xf32> -> tensor<f32>
  %2 = remat.mse_loss %q, %q : tensor<7xf64> -> tensor<f64>
  %3 = remat.softmax_cross_entropy %q, %q : tensor<7xf64> -> tensor<f64>
  %4 = remat.mse_loss %s, %s : tensor<bf16> -> tensor<bf16>
  return %0, %1, %2, %3, %4 : tensor<f32>, tensor<f32>, tensor<f64>, tensor<f64>, tensor<bf16>
}

//===----------------------------------------------------------------------===//
// Gradient ops
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @unary_grads(
// CHECK-SAME:    %[[DY:[^:]+]]: tensor<32x64xf32>, %[[X:[^:]+]]: tensor<32x64xf32>, %[[HDY:[^:]+]]: tensor<8xf16>, %[[HY:[^:]+]]: tensor<8xf16>)
// CHECK-NEXT:    %[[G0:.*]] = remat.relu_grad %[[DY]], %[[X]] : tensor<32x64xf32>
// CHECK-NEXT:    %[[G1:.*]] = remat.gelu_grad %[[DY]], %[[X]] : tensor<32x64xf32>
// CHECK-NEXT:    %[[G2:.*]] = remat.tanh_grad %[[HDY]], %[[HY]] : tensor<8xf16>
// CHECK-NEXT:    %[[G3:.*]] = remat.sigmoid_grad %[[HDY]], %[[HY]] : tensor<8xf16>
// CHECK-NEXT:    %[[G4:.*]] = remat.softmax_grad %[[DY]], %[[X]] : tensor<32x64xf32>
// CHECK-NEXT:    return %[[G0]], %[[G1]], %[[G2]], %[[G3]], %[[G4]] :
func.func @unary_grads(%dy: tensor<32x64xf32>, %x: tensor<32x64xf32>, %hdy: tensor<8xf16>, %hy: tensor<8xf16>) -> (tensor<32x64xf32>, tensor<32x64xf32>, tensor<8xf16>, tensor<8xf16>, tensor<32x64xf32>) {
  %0 = remat.relu_grad %dy, %x : tensor<32x64xf32>
  %1 = remat.gelu_grad %dy, %x : tensor<32x64xf32>
  %2 = remat.tanh_grad %hdy, %hy : tensor<8xf16>
  %3 = remat.sigmoid_grad %hdy, %hy : tensor<8xf16>
  %4 = remat.softmax_grad %dy, %x : tensor<32x64xf32>
  return %0, %1, %2, %3, %4 : tensor<32x64xf32>, tensor<32x64xf32>, tensor<8xf16>, tensor<8xf16>, tensor<32x64xf32>
}

// CHECK-LABEL: func.func @layernorm_grad(
// CHECK-SAME:    %[[DY:[^:]+]]: tensor<16x64xf32>, %[[X:[^:]+]]: tensor<16x64xf32>, %[[G:[^:]+]]: tensor<64xf32>)
// CHECK-NEXT:    %[[DX:[^,]+]], %[[DG:[^,]+]], %[[DB:[^ ]+]] = remat.layernorm_grad %[[DY]], %[[X]], %[[G]] : tensor<16x64xf32>, tensor<64xf32>
// CHECK-NEXT:    %[[DX2:[^,]+]], %{{[^,]+}}, %{{[^ ]+}} = remat.layernorm_grad %[[DY]], %[[X]], %[[G]] {epsilon = 1.000000e-03 : f64} : tensor<16x64xf32>, tensor<64xf32>
// CHECK-NEXT:    return %[[DX]], %[[DG]], %[[DB]], %[[DX2]] :
func.func @layernorm_grad(%dy: tensor<16x64xf32>, %x: tensor<16x64xf32>, %g: tensor<64xf32>) -> (tensor<16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64xf32>) {
  %dx, %dg, %db = remat.layernorm_grad %dy, %x, %g : tensor<16x64xf32>, tensor<64xf32>
  %0:3 = remat.layernorm_grad %dy, %x, %g {epsilon = 1.0e-03 : f64} : tensor<16x64xf32>, tensor<64xf32>
  return %dx, %dg, %db, %0#0 : tensor<16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16x64xf32>
}

// CHECK-LABEL: func.func @dropout_grad(
// CHECK-SAME:    %[[DY:[^:]+]]: tensor<32x64xf32>, %[[H:[^:]+]]: tensor<3xbf16>)
// CHECK-NEXT:    %[[G0:.*]] = remat.dropout_grad %[[DY]] : tensor<32x64xf32>
// CHECK-NEXT:    %[[G1:.*]] = remat.dropout_grad %[[DY]] {rate = 1.000000e-01 : f64, seed = 42 : i64} : tensor<32x64xf32>
// CHECK-NEXT:    %[[G2:.*]] = remat.dropout_grad %[[H]] {rate = 0.000000e+00 : f64, seed = -1 : i64} : tensor<3xbf16>
// CHECK-NEXT:    return %[[G0]], %[[G1]], %[[G2]] :
func.func @dropout_grad(%dy: tensor<32x64xf32>, %h: tensor<3xbf16>) -> (tensor<32x64xf32>, tensor<32x64xf32>, tensor<3xbf16>) {
  %0 = remat.dropout_grad %dy : tensor<32x64xf32>
  %1 = remat.dropout_grad %dy {rate = 1.0e-01 : f64, seed = 42 : i64} : tensor<32x64xf32>
  %2 = remat.dropout_grad %h {seed = -1 : i64, rate = 0.0 : f64} : tensor<3xbf16>
  return %0, %1, %2 : tensor<32x64xf32>, tensor<32x64xf32>, tensor<3xbf16>
}

// CHECK-LABEL: func.func @loss_grads(
// CHECK-SAME:    %[[ONE:[^:]+]]: tensor<f32>, %[[P:[^:]+]]: tensor<32x10xf32>, %[[T:[^:]+]]: tensor<32x10xf32>, %[[DONE:[^:]+]]: tensor<f64>, %[[Q:[^:]+]]: tensor<7xf64>)
// CHECK-NEXT:    %[[G0:.*]] = remat.mse_loss_grad %[[ONE]], %[[P]], %[[T]] : tensor<f32>, tensor<32x10xf32>
// CHECK-NEXT:    %[[G1:.*]] = remat.softmax_cross_entropy_grad %[[ONE]], %[[P]], %[[T]] : tensor<f32>, tensor<32x10xf32>
// CHECK-NEXT:    %[[G2:.*]] = remat.mse_loss_grad %[[DONE]], %[[Q]], %[[Q]] : tensor<f64>, tensor<7xf64>
// CHECK-NEXT:    %[[G3:.*]] = remat.softmax_cross_entropy_grad %[[DONE]], %[[Q]], %[[Q]] : tensor<f64>, tensor<7xf64>
// CHECK-NEXT:    return %[[G0]], %[[G1]], %[[G2]], %[[G3]] :
func.func @loss_grads(%one: tensor<f32>, %p: tensor<32x10xf32>, %t: tensor<32x10xf32>, %done: tensor<f64>, %q: tensor<7xf64>) -> (tensor<32x10xf32>, tensor<32x10xf32>, tensor<7xf64>, tensor<7xf64>) {
  %0 = remat.mse_loss_grad %one, %p, %t : tensor<f32>, tensor<32x10xf32>
  %1 = remat.softmax_cross_entropy_grad %one, %p, %t : tensor<f32>, tensor<32x10xf32>
  %2 = remat.mse_loss_grad %done, %q, %q : tensor<f64>, tensor<7xf64>
  %3 = remat.softmax_cross_entropy_grad %done, %q, %q : tensor<f64>, tensor<7xf64>
  return %0, %1, %2, %3 : tensor<32x10xf32>, tensor<32x10xf32>, tensor<7xf64>, tensor<7xf64>
}

// CHECK-LABEL: func.func @conv2d_grads(
// CHECK-SAME:    %[[DY:[^:]+]]: tensor<1x6x6x4xf32>, %[[W:[^:]+]]: tensor<3x3x3x4xf32>, %[[X:[^:]+]]: tensor<1x8x8x3xf32>, %[[HDY:[^:]+]]: tensor<1x4x5x4xf16>, %[[HW:[^:]+]]: tensor<3x3x3x4xf16>, %[[HX:[^:]+]]: tensor<1x9x9x3xf16>)
// CHECK-NEXT:    %[[G0:.*]] = remat.conv2d_grad_input %[[DY]], %[[W]] : (tensor<1x6x6x4xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x3xf32>
// CHECK-NEXT:    %[[G1:.*]] = remat.conv2d_grad_filter %[[DY]], %[[X]] : (tensor<1x6x6x4xf32>, tensor<1x8x8x3xf32>) -> tensor<3x3x3x4xf32>
// CHECK-NEXT:    %[[G2:.*]] = remat.conv2d_grad_input %[[HDY]], %[[HW]] {padding = array<i64: 1, 0, 2, 1>, strides = array<i64: 2, 2>} : (tensor<1x4x5x4xf16>, tensor<3x3x3x4xf16>) -> tensor<1x9x9x3xf16>
// CHECK-NEXT:    %[[G3:.*]] = remat.conv2d_grad_filter %[[HDY]], %[[HX]] {padding = array<i64: 1, 0, 2, 1>, strides = array<i64: 2, 2>} : (tensor<1x4x5x4xf16>, tensor<1x9x9x3xf16>) -> tensor<3x3x3x4xf16>
// The stride does not divide evenly: a 1x8x8x3 input gives the same dy.
// CHECK-NEXT:    %[[G4:.*]] = remat.conv2d_grad_input %[[HDY]], %[[HW]] {padding = array<i64: 1, 0, 2, 1>, strides = array<i64: 2, 2>} : (tensor<1x4x5x4xf16>, tensor<3x3x3x4xf16>) -> tensor<1x8x8x3xf16>
// CHECK-NEXT:    return %[[G0]], %[[G1]], %[[G2]], %[[G3]], %[[G4]] :
func.func @conv2d_grads(%dy: tensor<1x6x6x4xf32>, %w: tensor<3x3x3x4xf32>, %x: tensor<1x8x8x3xf32>, %hdy: tensor<1x4x5x4xf16>, %hw: tensor<3x3x3x4xf16>, %hx: tensor<1x9x9x3xf16>) -> (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<1x9x9x3xf16>, tensor<3x3x3x4xf16>, tensor<1x8x8x3xf16>) {
  %0 = remat.conv2d_grad_input %dy, %w : (tensor<1x6x6x4xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x3xf32>
  %1 = remat.conv2d_grad_filter %dy, %x : (tensor<1x6x6x4xf32>, tensor<1x8x8x3xf32>) -> tensor<3x3x3x4xf32>
  %2 = remat.conv2d_grad_input %hdy, %hw {padding = array<i64: 1, 0, 2, 1>, strides = array<i64: 2, 2>} : (tensor<1x4x5x4xf16>, tensor<3x3x3x4xf16>) -> tensor<1x9x9x3xf16>
  %3 = remat.conv2d_grad_filter %hdy, %hx {padding = array<i64: 1, 0, 2, 1>, strides = array<i64: 2, 2>} : (tensor<1x4x5x4xf16>, tensor<1x9x9x3xf16>) -> tensor<3x3x3x4xf16>
  %4 = remat.conv2d_grad_input %hdy, %hw {padding = array<i64: 1, 0, 2, 1>, strides = array<i64: 2, 2>} : (tensor<1x4x5x4xf16>, tensor<3x3x3x4xf16>) -> tensor<1x8x8x3xf16>
  return %0, %1, %2, %3, %4 : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<1x9x9x3xf16>, tensor<3x3x3x4xf16>, tensor<1x8x8x3xf16>
}

// CHECK-LABEL: func.func @max_pool2d_grad(
// CHECK-SAME:    %[[DY:[^:]+]]: tensor<1x4x4x3xf32>, %[[X:[^:]+]]: tensor<1x8x8x3xf32>, %[[DY2:[^:]+]]: tensor<1x4x8x3xf32>)
// CHECK-NEXT:    %[[G0:.*]] = remat.max_pool2d_grad %[[DY]], %[[X]] : (tensor<1x4x4x3xf32>, tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
// CHECK-NEXT:    %[[G1:.*]] = remat.max_pool2d_grad %[[DY2]], %[[X]] {padding = array<i64: 1, 0, 0, 1>, strides = array<i64: 2, 1>, window = array<i64: 3, 2>} : (tensor<1x4x8x3xf32>, tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
// CHECK-NEXT:    return %[[G0]], %[[G1]] :
func.func @max_pool2d_grad(%dy: tensor<1x4x4x3xf32>, %x: tensor<1x8x8x3xf32>, %dy2: tensor<1x4x8x3xf32>) -> (tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32>) {
  %0 = remat.max_pool2d_grad %dy, %x : (tensor<1x4x4x3xf32>, tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  %1 = remat.max_pool2d_grad %dy2, %x {window = array<i64: 3, 2>, strides = array<i64: 2, 1>, padding = array<i64: 1, 0, 0, 1>} : (tensor<1x4x8x3xf32>, tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  return %0, %1 : tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32>
}

// CHECK-LABEL: func.func @upsample_nearest2d_grad(
// CHECK-SAME:    %[[DY:[^:]+]]: tensor<1x8x8x3xf32>, %[[DY2:[^:]+]]: tensor<1x12x4x3xf32>)
// CHECK-NEXT:    %[[G0:.*]] = remat.upsample_nearest2d_grad %[[DY]] : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
// CHECK-NEXT:    %[[G1:.*]] = remat.upsample_nearest2d_grad %[[DY2]] {scale = array<i64: 3, 1>} : tensor<1x12x4x3xf32> -> tensor<1x4x4x3xf32>
// CHECK-NEXT:    return %[[G0]], %[[G1]] :
func.func @upsample_nearest2d_grad(%dy: tensor<1x8x8x3xf32>, %dy2: tensor<1x12x4x3xf32>) -> (tensor<1x4x4x3xf32>, tensor<1x4x4x3xf32>) {
  %0 = remat.upsample_nearest2d_grad %dy : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
  %1 = remat.upsample_nearest2d_grad %dy2 {scale = array<i64: 3, 1>} : tensor<1x12x4x3xf32> -> tensor<1x4x4x3xf32>
  return %0, %1 : tensor<1x4x4x3xf32>, tensor<1x4x4x3xf32>
}

// CHECK-LABEL: func.func @slice_grad(
// CHECK-SAME:    %[[DY:[^:]+]]: tensor<4x4xf32>, %[[DY2:[^:]+]]: tensor<3x3xf32>)
// CHECK-NEXT:    %[[G0:.*]] = remat.slice_grad %[[DY]] {offsets = array<i64: 0, 4>} : tensor<4x4xf32> -> tensor<4x8xf32>
// CHECK-NEXT:    %[[G1:.*]] = remat.slice_grad %[[DY2]] {offsets = array<i64: 1, 1>, strides = array<i64: 2, 3>} : tensor<3x3xf32> -> tensor<8x8xf32>
// CHECK-NEXT:    %[[G2:.*]] = remat.slice_grad %[[DY]] : tensor<4x4xf32> -> tensor<4x4xf32>
// CHECK-NEXT:    %[[G3:.*]] = remat.slice_grad %[[DY]] {strides = array<i64: 2, 2>} : tensor<4x4xf32> -> tensor<8x8xf32>
// CHECK-NEXT:    return %[[G0]], %[[G1]], %[[G2]], %[[G3]] :
func.func @slice_grad(%dy: tensor<4x4xf32>, %dy2: tensor<3x3xf32>) -> (tensor<4x8xf32>, tensor<8x8xf32>, tensor<4x4xf32>, tensor<8x8xf32>) {
  %0 = remat.slice_grad %dy {offsets = array<i64: 0, 4>} : tensor<4x4xf32> -> tensor<4x8xf32>
  %1 = remat.slice_grad %dy2 {strides = array<i64: 2, 3>, offsets = array<i64: 1, 1>} : tensor<3x3xf32> -> tensor<8x8xf32>
  %2 = remat.slice_grad %dy : tensor<4x4xf32> -> tensor<4x4xf32>
  %3 = remat.slice_grad %dy {strides = array<i64: 2, 2>} : tensor<4x4xf32> -> tensor<8x8xf32>
  return %0, %1, %2, %3 : tensor<4x8xf32>, tensor<8x8xf32>, tensor<4x4xf32>, tensor<8x8xf32>
}

//===----------------------------------------------------------------------===//
// checkpoint, yield
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @checkpoint(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<32x64xf32>, %[[W:[^:]+]]: tensor<64x64xf32>)
// CHECK-NEXT:    %[[Y:.*]] = remat.checkpoint(%[[X]], %[[W]]) : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32> {
// CHECK-NEXT:    ^bb0(%[[A:[^:]+]]: tensor<32x64xf32>, %[[B:[^:]+]]: tensor<64x64xf32>):
// CHECK-NEXT:      %[[H:.*]] = remat.matmul %[[A]], %[[B]] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
// CHECK-NEXT:      %[[R:.*]] = remat.relu %[[H]] : tensor<32x64xf32>
// CHECK-NEXT:      remat.yield %[[R]] : tensor<32x64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[Y]] : tensor<32x64xf32>
func.func @checkpoint(%x: tensor<32x64xf32>, %w: tensor<64x64xf32>) -> tensor<32x64xf32> {
  %y = remat.checkpoint (%x, %w) : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32> {
  ^bb0(%a: tensor<32x64xf32>, %b: tensor<64x64xf32>):
    %h = remat.matmul %a, %b : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %r = remat.relu %h : tensor<32x64xf32>
    remat.yield %r : tensor<32x64xf32>
  }
  return %y : tensor<32x64xf32>
}

// Several results of mixed types, a nested checkpoint, and a yield of an
// operand straight through.
// CHECK-LABEL: func.func @checkpoint_multi(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<4xf64>, %[[Y:[^:]+]]: tensor<4xf64>, %[[Z:[^:]+]]: tensor<2xf16>)
// CHECK-NEXT:    %[[R:.*]]:3 = remat.checkpoint(%[[X]], %[[Y]], %[[Z]]) : (tensor<4xf64>, tensor<4xf64>, tensor<2xf16>) -> (tensor<4xf64>, tensor<4xf64>, tensor<2xf16>) {
// CHECK-NEXT:    ^bb0(%[[A:[^:]+]]: tensor<4xf64>, %[[B:[^:]+]]: tensor<4xf64>, %[[C:[^:]+]]: tensor<2xf16>):
// CHECK-NEXT:      %[[S:.*]] = remat.add %[[A]], %[[B]] : tensor<4xf64>
// CHECK-NEXT:      %[[N:.*]] = remat.checkpoint(%[[S]]) : (tensor<4xf64>) -> tensor<4xf64> {
// CHECK-NEXT:      ^bb0(%[[D:[^:]+]]: tensor<4xf64>):
// CHECK-NEXT:        %[[T:.*]] = remat.tanh %[[D]] : tensor<4xf64>
// CHECK-NEXT:        remat.yield %[[T]] : tensor<4xf64>
// CHECK-NEXT:      }
// CHECK-NEXT:      remat.yield %[[N]], %[[S]], %[[C]] : tensor<4xf64>, tensor<4xf64>, tensor<2xf16>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1, %[[R]]#2 :
func.func @checkpoint_multi(%x: tensor<4xf64>, %y: tensor<4xf64>, %z: tensor<2xf16>) -> (tensor<4xf64>, tensor<4xf64>, tensor<2xf16>) {
  %r:3 = remat.checkpoint (%x, %y, %z) : (tensor<4xf64>, tensor<4xf64>, tensor<2xf16>) -> (tensor<4xf64>, tensor<4xf64>, tensor<2xf16>) {
  ^bb0(%a: tensor<4xf64>, %b: tensor<4xf64>, %c: tensor<2xf16>):
    %s = remat.add %a, %b : tensor<4xf64>
    %n = remat.checkpoint (%s) : (tensor<4xf64>) -> tensor<4xf64> {
    ^bb0(%d: tensor<4xf64>):
      %t = remat.tanh %d : tensor<4xf64>
      remat.yield %t : tensor<4xf64>
    }
    remat.yield %n, %s, %c : tensor<4xf64>, tensor<4xf64>, tensor<2xf16>
  }
  return %r#0, %r#1, %r#2 : tensor<4xf64>, tensor<4xf64>, tensor<2xf16>
}

// No operands, no results: the empty yield prints without a type list.
// CHECK-LABEL: func.func @checkpoint_empty()
// CHECK-NEXT:    remat.checkpoint() : () -> () {
// CHECK-NEXT:      remat.yield{{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @checkpoint_empty() {
  remat.checkpoint () : () -> () {
    remat.yield
  }
  return
}
