// remat-linalg-to-cblas on a convolution over one image's zero-padded copy
// (the buffer a padded remat.conv2d or conv2d_grad_input bufferizes to:
// zeroed, the image copied into its interior, read by the convolution
// only): the copy and its zeroing are gone, and the copy's own buffer
// (1x34x34x16, 18496 elements, 12 column rows of 32 x 48) holds the gemm
// columns of a block of output rows, in two lanes of 6 column rows: blocks
// of 4 output rows, lane l taking blocks l, l + 2, ... For each column row
// the inner pixels are one overlapping view of the image (KW * C = 48
// elements per pixel, pixels C apart); the edge pixels copy what lies in
// the image and zero the rest; rows outside the image are zeroed. Then one
// gemm per filter row (M = 4 * 32, N = F, K = KW * C), beta = 0 at kh = 0.
// The image loop allocates nothing else, so the buffer is allocated once
// around it (one image's buffer alive at a time, as before).
// RUN: remat-opt %s --remat-linalg-to-cblas | FileCheck %s
// RUN: remat-opt %s --remat-linalg-to-cblas=parallel-rows=true | FileCheck %s --check-prefix=PAR
// RUN: remat-opt %s --remat-linalg-to-cblas=column-blocks=false | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @padded
// CHECK: %[[PAD:.*]] = memref.alloc() : memref<1x34x34x16xf32>
// CHECK-NEXT: scf.for %[[N:.*]] =
// CHECK:   %[[IMAGE:.*]] = memref.subview %arg0
// CHECK-NOT: memref.alloc
// CHECK-NOT: linalg.map
// CHECK-NOT: memref.copy %[[IMAGE]]
// CHECK:   %[[LANES:.*]] = arith.constant 2 : index
// CHECK:   scf.for %[[LANE:.*]] = %{{.*}} to %[[LANES]]
// CHECK:     %[[COLS:.*]] = memref.reinterpret_cast %[[PAD]] to offset: [%{{.*}}], sizes: [6, 32, 48], strides: [1536, 48, 1]
// CHECK:     scf.for %[[B:.*]] = %[[LANE]] to %{{.*}} step %[[LANES]]
// CHECK:       scf.for %[[J:.*]] =
// CHECK:         scf.if
// CHECK:           %[[VIEW:.*]] = memref.reinterpret_cast %[[IMAGE]] to offset: [%{{.*}}], sizes: [1, 30, 48], strides: [512, 16, 1]
// CHECK:           %[[INNER:.*]] = memref.subview %[[COLS]][%[[J]], 1, 0] [1, 30, 48] [1, 1, 1]
// CHECK:           memref.copy %[[VIEW]], %[[INNER]]
// CHECK:           linalg.fill
// CHECK:           memref.copy
// CHECK:           memref.copy
// CHECK:           linalg.fill
// CHECK:         } else {
// CHECK:           linalg.fill
// CHECK:       scf.for %[[KH:.*]] =
// CHECK:         %[[FIRST:.*]] = arith.cmpi eq, %[[KH]], %{{.*}} : index
// CHECK:         %[[BETA:.*]] = arith.select %[[FIRST]]
// CHECK:         call @cblas_sgemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[BETA]], %{{.*}}, %{{.*}}) {remat.dynamic_ops = 98304 : i64}
// CHECK-NOT: memref.dealloc
// CHECK: memref.dealloc %[[PAD]]
// CHECK-NEXT: return
// CHECK-NOT: linalg.conv_2d_nhwc_hwcf

// On threads the lanes are one scf.parallel around the image loop (one
// parallel loop per convolution, not per image): each lane runs its blocks
// of every image in turn, in its own part of the buffer and its own output
// rows, and the calls are the same as on one thread.
// PAR-LABEL: func.func @padded
// PAR: %[[PAD:.*]] = memref.alloc() : memref<1x34x34x16xf32>
// PAR-NOT: scf.for
// PAR: scf.parallel (%[[LANE:.*]]) =
// PAR-NEXT:   scf.for %[[N:.*]] =
// PAR:          memref.subview %arg0[%[[N]], 0, 0, 0]
// PAR:          memref.reinterpret_cast %[[PAD]] to offset: [%{{.*}}], sizes: [6, 32, 48]
// PAR:          scf.for %{{.*}} = %[[LANE]] to
// PAR:          call @cblas_sgemm({{.*}}) {remat.dynamic_ops = 98304 : i64}
// PAR-NOT:  scf.parallel
// PAR:      scf.reduce
// PAR-NEXT: }
// PAR-NEXT: memref.dealloc %[[PAD]]

// OFF-LABEL: func.func @padded
// OFF: linalg.map
// OFF: memref.copy
// OFF: call @cblas_sgemm
func.func @padded(%x: memref<8x32x32x16xf32>, %w: memref<3x3x16x16xf32>, %y: memref<8x32x32x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  scf.for %n = %c0 to %c8 step %c1 {
    %image = memref.subview %x[%n, 0, 0, 0] [1, 32, 32, 16] [1, 1, 1, 1] : memref<8x32x32x16xf32> to memref<1x32x32x16xf32, strided<[16384, 512, 16, 1], offset: ?>>
    %pad = memref.alloc() : memref<1x34x34x16xf32>
    linalg.map outs(%pad : memref<1x34x34x16xf32>)
      (%init: f32) {
        linalg.yield %zero : f32
      }
    %interior = memref.subview %pad[0, 1, 1, 0] [1, 32, 32, 16] [1, 1, 1, 1] : memref<1x34x34x16xf32> to memref<1x32x32x16xf32, strided<[18496, 544, 16, 1], offset: 560>>
    memref.copy %image, %interior : memref<1x32x32x16xf32, strided<[16384, 512, 16, 1], offset: ?>> to memref<1x32x32x16xf32, strided<[18496, 544, 16, 1], offset: 560>>
    %out = memref.subview %y[%n, 0, 0, 0] [1, 32, 32, 16] [1, 1, 1, 1] : memref<8x32x32x16xf32> to memref<1x32x32x16xf32, strided<[16384, 512, 16, 1], offset: ?>>
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad, %w : memref<1x34x34x16xf32>, memref<3x3x16x16xf32>) outs(%out : memref<1x32x32x16xf32, strided<[16384, 512, 16, 1], offset: ?>>)
    memref.dealloc %pad : memref<1x34x34x16xf32>
  }
  return
}

// Where one lane has room for a block (a small image), one lane: 1x6x6x8,
// 288 elements, 3 column rows of 4 x 24, so blocks of 1 row.
// CHECK-LABEL: func.func @one_lane
// CHECK: %[[ONE:.*]] = arith.constant 1 : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[ONE]]
// CHECK:   memref.reinterpret_cast {{.*}} sizes: [3, 4, 24]
// CHECK:   call @cblas_sgemm({{.*}}) {remat.dynamic_ops = 384 : i64}
func.func @one_lane(%x: memref<1x4x4x8xf32>, %w: memref<3x3x8x4xf32>, %y: memref<1x4x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %pad = memref.alloc() : memref<1x6x6x8xf32>
  linalg.fill ins(%zero : f32) outs(%pad : memref<1x6x6x8xf32>)
  %interior = memref.subview %pad[0, 1, 1, 0] [1, 4, 4, 8] [1, 1, 1, 1] : memref<1x6x6x8xf32> to memref<1x4x4x8xf32, strided<[288, 48, 8, 1], offset: 56>>
  memref.copy %x, %interior : memref<1x4x4x8xf32> to memref<1x4x4x8xf32, strided<[288, 48, 8, 1], offset: 56>>
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%pad, %w : memref<1x6x6x8xf32>, memref<3x3x8x4xf32>) outs(%y : memref<1x4x4x4xf32>)
  memref.dealloc %pad : memref<1x6x6x8xf32>
  return
}

// Left alone (one gemm per output row and filter position): the padded
// buffer is read again after the convolution, or written in between, or
// the convolution is strided.
// CHECK-LABEL: func.func @read_again
// CHECK: linalg.fill
// CHECK: memref.copy
// CHECK-NOT: memref.reinterpret_cast %{{.*}} sizes: [3, 4, 24]
// CHECK: call @cblas_sgemm
// CHECK: memref.load
func.func @read_again(%x: memref<1x4x4x8xf32>, %w: memref<3x3x8x4xf32>, %y: memref<1x4x4x4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %pad = memref.alloc() : memref<1x6x6x8xf32>
  linalg.fill ins(%zero : f32) outs(%pad : memref<1x6x6x8xf32>)
  %interior = memref.subview %pad[0, 1, 1, 0] [1, 4, 4, 8] [1, 1, 1, 1] : memref<1x6x6x8xf32> to memref<1x4x4x8xf32, strided<[288, 48, 8, 1], offset: 56>>
  memref.copy %x, %interior : memref<1x4x4x8xf32> to memref<1x4x4x8xf32, strided<[288, 48, 8, 1], offset: 56>>
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%pad, %w : memref<1x6x6x8xf32>, memref<3x3x8x4xf32>) outs(%y : memref<1x4x4x4xf32>)
  %v = memref.load %pad[%c0, %c0, %c0, %c0] : memref<1x6x6x8xf32>
  memref.dealloc %pad : memref<1x6x6x8xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @nonzero_padding
// CHECK: linalg.fill
// CHECK: memref.copy
// CHECK: call @cblas_sgemm
func.func @nonzero_padding(%x: memref<1x4x4x8xf32>, %w: memref<3x3x8x4xf32>, %y: memref<1x4x4x4xf32>) {
  %one = arith.constant 1.0 : f32
  %pad = memref.alloc() : memref<1x6x6x8xf32>
  linalg.fill ins(%one : f32) outs(%pad : memref<1x6x6x8xf32>)
  %interior = memref.subview %pad[0, 1, 1, 0] [1, 4, 4, 8] [1, 1, 1, 1] : memref<1x6x6x8xf32> to memref<1x4x4x8xf32, strided<[288, 48, 8, 1], offset: 56>>
  memref.copy %x, %interior : memref<1x4x4x8xf32> to memref<1x4x4x8xf32, strided<[288, 48, 8, 1], offset: 56>>
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%pad, %w : memref<1x6x6x8xf32>, memref<3x3x8x4xf32>) outs(%y : memref<1x4x4x4xf32>)
  memref.dealloc %pad : memref<1x6x6x8xf32>
  return
}

// CHECK-LABEL: func.func @strided
// CHECK: linalg.fill
// CHECK: memref.copy
// CHECK: call @cblas_sgemm
func.func @strided(%x: memref<1x4x4x8xf32>, %w: memref<3x3x8x4xf32>, %y: memref<1x2x2x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %pad = memref.alloc() : memref<1x6x6x8xf32>
  linalg.fill ins(%zero : f32) outs(%pad : memref<1x6x6x8xf32>)
  %interior = memref.subview %pad[0, 1, 1, 0] [1, 4, 4, 8] [1, 1, 1, 1] : memref<1x6x6x8xf32> to memref<1x4x4x8xf32, strided<[288, 48, 8, 1], offset: 56>>
  memref.copy %x, %interior : memref<1x4x4x8xf32> to memref<1x4x4x8xf32, strided<[288, 48, 8, 1], offset: 56>>
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%pad, %w : memref<1x6x6x8xf32>, memref<3x3x8x4xf32>) outs(%y : memref<1x2x2x4xf32>)
  memref.dealloc %pad : memref<1x6x6x8xf32>
  return
}
