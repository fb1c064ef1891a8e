// RUN: remat-opt %s --test-remat-op-costs -o /dev/null | FileCheck %s

// Cost models of linalg structured ops (lib/ExternalModels/LinalgCostModels.cpp):
// FLOPs = points of the iteration domain x FLOPs of one payload run; bytes
// read = the operands the payload reads (inits only where it accumulates);
// bytes written = the results; contractions and convolutions run at the
// roofline's matrix rate, the rest at the vector rate. f32 throughout (4 B
// per element).

// matmul 4x8 @ 8x16: 4*16*8 points x (mulf + addf) = 1024 FLOPs; reads A 128,
// B 512 and the accumulator 256. batch_matmul 2 x (4x8 @ 8x16): 2048 FLOPs,
// reads 256 + 1024 + 512. matvec 4x8 . 8: 2*4*8 = 64, reads 128 + 32 + 16.
// fill: a bare yield, no FLOPs; its scalar operand has no tensor bytes and
// its init is overwritten, not read.
// CHECK-LABEL: costs of @contractions
// CHECK-NEXT: arith.constant: flops 0, read 0, written 0, scratch 0, recomputable
// CHECK-NEXT: tensor.empty: flops 0, read 0, written 0
// CHECK-NEXT: linalg.fill: flops 0, read 0, written 256, scratch 0, recomputable, vector
// CHECK-NEXT: linalg.matmul: flops 1024, read 896, written 256, scratch 0, recomputable, matrix
// CHECK-NEXT: tensor.empty:
// CHECK-NEXT: linalg.batch_matmul: flops 2048, read 1792, written 512, scratch 0, recomputable, matrix
// CHECK-NEXT: tensor.empty:
// CHECK-NEXT: linalg.matvec: flops 64, read 176, written 16, scratch 0, recomputable, matrix
// CHECK-NEXT: func.return: no cost model
func.func @contractions(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>,
                        %ba: tensor<2x4x8xf32>, %bb: tensor<2x8x16xf32>,
                        %v: tensor<8xf32>)
    -> (tensor<4x16xf32>, tensor<2x4x16xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>)
                     outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  %be = tensor.empty() : tensor<2x4x16xf32>
  %bm = linalg.batch_matmul ins(%ba, %bb : tensor<2x4x8xf32>, tensor<2x8x16xf32>)
                            outs(%be : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %ve = tensor.empty() : tensor<4xf32>
  %mv = linalg.matvec ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>)
                      outs(%ve : tensor<4xf32>) -> tensor<4xf32>
  return %m, %bm, %mv : tensor<4x16xf32>, tensor<2x4x16xf32>, tensor<4xf32>
}

// Convolutions: 2 * N*Ho*Wo*F*Kh*Kw*C = 2*2*6*6*5*3*3*3 = 19440 in either
// layout; reads x 2*8*8*3*4 = 1536, w 3*3*3*5*4 = 540 and the accumulator
// 2*6*6*5*4 = 1440. Pooling: numel(result) * Kh * Kw (one max or add per
// window element): max with stride 2, 2*3*3*3 * 9 = 486, reads x and the
// accumulator 216 but not the window (a shape only); sum with stride 1,
// 2*6*6*3 * 9 = 1944, reads 1536 + 864.
// CHECK-LABEL: costs of @convolutions
// CHECK: linalg.conv_2d_nhwc_hwcf: flops 19440, read 3516, written 1440, scratch 0, recomputable, matrix
// CHECK: linalg.conv_2d_nchw_fchw: flops 19440, read 3516, written 1440, scratch 0, recomputable, matrix
// CHECK: linalg.pooling_nhwc_max: flops 486, read 1752, written 216, scratch 0, recomputable, vector
// CHECK: linalg.pooling_nhwc_sum: flops 1944, read 2400, written 864, scratch 0, recomputable, vector
func.func @convolutions(%x: tensor<2x8x8x3xf32>, %w: tensor<3x3x3x5xf32>,
                        %xc: tensor<2x3x8x8xf32>, %wc: tensor<5x3x3x3xf32>)
    -> (tensor<2x6x6x5xf32>, tensor<2x5x6x6xf32>, tensor<2x3x3x3xf32>,
        tensor<2x6x6x3xf32>) {
  %ce = tensor.empty() : tensor<2x6x6x5xf32>
  %c = linalg.conv_2d_nhwc_hwcf
         ins(%x, %w : tensor<2x8x8x3xf32>, tensor<3x3x3x5xf32>)
         outs(%ce : tensor<2x6x6x5xf32>) -> tensor<2x6x6x5xf32>
  %cce = tensor.empty() : tensor<2x5x6x6xf32>
  %cc = linalg.conv_2d_nchw_fchw
          ins(%xc, %wc : tensor<2x3x8x8xf32>, tensor<5x3x3x3xf32>)
          outs(%cce : tensor<2x5x6x6xf32>) -> tensor<2x5x6x6xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %pe = tensor.empty() : tensor<2x3x3x3xf32>
  %p = linalg.pooling_nhwc_max
         {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<2x8x8x3xf32>, tensor<3x3xf32>)
         outs(%pe : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  %se = tensor.empty() : tensor<2x6x6x3xf32>
  %s = linalg.pooling_nhwc_sum
         {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
         ins(%x, %win : tensor<2x8x8x3xf32>, tensor<3x3xf32>)
         outs(%se : tensor<2x6x6x3xf32>) -> tensor<2x6x6x3xf32>
  return %c, %cc, %p, %s : tensor<2x6x6x5xf32>, tensor<2x5x6x6xf32>,
                           tensor<2x3x3x3xf32>, tensor<2x6x6x3xf32>
}

// Data movement: no FLOPs; the input is read, the init overwritten.
// copy and transpose of 4x16 move 256 B each way; broadcast of 16 to 4x16
// reads 64 and writes 256.
// CHECK-LABEL: costs of @data_movement
// CHECK: linalg.copy: flops 0, read 256, written 256, scratch 0, recomputable, vector
// CHECK: linalg.transpose: flops 0, read 256, written 256, scratch 0, recomputable, vector
// CHECK: linalg.broadcast: flops 0, read 64, written 256, scratch 0, recomputable, vector
func.func @data_movement(%x: tensor<4x16xf32>, %v: tensor<16xf32>)
    -> (tensor<4x16xf32>, tensor<16x4xf32>, tensor<4x16xf32>) {
  %e = tensor.empty() : tensor<4x16xf32>
  %c = linalg.copy ins(%x : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %te = tensor.empty() : tensor<16x4xf32>
  %t = linalg.transpose ins(%x : tensor<4x16xf32>) outs(%te : tensor<16x4xf32>)
         permutation = [1, 0]
  %b = linalg.broadcast ins(%v : tensor<16xf32>) outs(%e : tensor<4x16xf32>)
         dimensions = [0]
  return %c, %t, %b : tensor<4x16xf32>, tensor<16x4xf32>, tensor<4x16xf32>
}

// reduce 4x16 -> 4 with addf: one add per input element, 64; reads the input
// 256 and the accumulator 16. map with mulf: 64, reads both inputs (512),
// not its init. A sigmoid as linalg.generic: negf, exp, addf, divf = 4 per
// element (the payload's constant counts 0), 4*64 = 256. A matmul written as
// a generic contraction counts as linalg.matmul does. linalg.exp: 1 per
// element.
// CHECK-LABEL: costs of @payloads
// CHECK: linalg.reduce: flops 64, read 272, written 16, scratch 0, recomputable, vector
// CHECK: linalg.map: flops 64, read 512, written 256, scratch 0, recomputable, vector
// CHECK: linalg.generic: flops 256, read 256, written 256, scratch 0, recomputable, vector
// CHECK: linalg.generic: flops 1024, read 896, written 256, scratch 0, recomputable, matrix
// CHECK: linalg.exp: flops 64, read 256, written 256, scratch 0, recomputable, vector
func.func @payloads(%x: tensor<4x16xf32>, %y: tensor<4x16xf32>,
                    %a: tensor<4x8xf32>, %b: tensor<8x16xf32>)
    -> (tensor<4xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>,
        tensor<4x16xf32>) {
  %re = tensor.empty() : tensor<4xf32>
  %r = linalg.reduce ins(%x : tensor<4x16xf32>) outs(%re : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %e = tensor.empty() : tensor<4x16xf32>
  %m = linalg.map ins(%x, %y : tensor<4x16xf32>, tensor<4x16xf32>) outs(%e : tensor<4x16xf32>)
    (%p: f32, %q: f32, %init: f32) {
      %pq = arith.mulf %p, %q : f32
      linalg.yield %pq : f32
    }
  %sig = linalg.generic
      {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %one = arith.constant 1.0 : f32
      %n = arith.negf %in : f32
      %ex = math.exp %n : f32
      %d = arith.addf %one, %ex : f32
      %o = arith.divf %one, %d : f32
      linalg.yield %o : f32
  } -> tensor<4x16xf32>
  %mm = linalg.generic
      {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>,
                        affine_map<(i, j, k) -> (i, j)>],
       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%e : tensor<4x16xf32>) {
    ^bb0(%p: f32, %q: f32, %acc: f32):
      %pq = arith.mulf %p, %q : f32
      %s = arith.addf %acc, %pq : f32
      linalg.yield %s : f32
  } -> tensor<4x16xf32>
  %ex = linalg.exp ins(%x : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r, %m, %sig, %mm, %ex : tensor<4xf32>, tensor<4x16xf32>, tensor<4x16xf32>,
                                  tensor<4x16xf32>, tensor<4x16xf32>
}

// On buffers a linalg op writes memory: never recomputed. Memrefs are not
// tracked by the memory model (0 bytes).
// CHECK-LABEL: costs of @buffers
// CHECK: linalg.copy: flops 0, read 0, written 0, scratch 0, kept, vector
func.func @buffers(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// A dynamic loop range: no count (0; the analyses report dynamic shapes as
// unsupported, naming the op and the dimension). Static operands still count
// their bytes.
// CHECK-LABEL: costs of @dynamic
// CHECK: linalg.matmul: flops 0, read 512, written 0, scratch 0, recomputable, matrix
func.func @dynamic(%a: tensor<?x8xf32>, %b: tensor<8x16xf32>, %c: tensor<?x16xf32>) -> tensor<?x16xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<?x8xf32>, tensor<8x16xf32>)
                     outs(%c : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %m : tensor<?x16xf32>
}
