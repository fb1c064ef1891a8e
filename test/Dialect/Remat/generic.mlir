// RUN: remat-opt %s | FileCheck %s
// RUN: remat-opt %s | remat-opt | FileCheck %s
// RUN: remat-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Every op written in the generic form without any attribute: the defaults
// (no transpose, last axis, NumPy broadcasting, reversed permutation, zero
// offsets, unit strides, no padding, 2x2 windows and scales, rate 0.5, seed 0,
// epsilon 1e-5, factor 1) must make each of them valid, and the custom printer
// must not materialise the defaults. In the generic form the default-valued
// attributes appear with their defaults, the optional ones stay absent.

// CHECK-LABEL: func.func @forward(
// CHECK-SAME:    %[[A:[^:]+]]: tensor<4x8xf32>, %[[B:[^:]+]]: tensor<8x16xf32>, %[[V:[^:]+]]: tensor<8xf32>)
// CHECK-NEXT:    %[[MM:.*]] = remat.matmul %[[A]], %[[B]] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:    %[[ADD:.*]] = remat.add %[[A]], %[[A]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[SUB:.*]] = remat.sub %[[ADD]], %[[A]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[MUL:.*]] = remat.mul %[[SUB]], %[[A]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[SCL:.*]] = remat.scale %[[MUL]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[BA:.*]] = remat.bias_add %[[SCL]], %[[V]] : tensor<4x8xf32>, tensor<8xf32>
// CHECK-NEXT:    %[[RELU:.*]] = remat.relu %[[BA]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[GELU:.*]] = remat.gelu %[[RELU]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[TANH:.*]] = remat.tanh %[[GELU]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[SIG:.*]] = remat.sigmoid %[[TANH]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[EXP:.*]] = remat.exp %[[SIG]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[SM:.*]] = remat.softmax %[[EXP]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[LN:.*]] = remat.layernorm %[[SM]], %[[V]], %[[V]] : tensor<4x8xf32>, tensor<8xf32>
// CHECK-NEXT:    %[[DO:.*]] = remat.dropout %[[LN]] : tensor<4x8xf32>
// CHECK-NEXT:    %[[RS:.*]] = remat.reduce_sum %[[DO]] : tensor<4x8xf32> -> tensor<4xf32>
// CHECK-NEXT:    %[[RM:.*]] = remat.reduce_mean %[[DO]] : tensor<4x8xf32> -> tensor<4xf32>
// CHECK-NEXT:    %[[BC:.*]] = remat.broadcast_in_dim %[[V]] : tensor<8xf32> -> tensor<4x8xf32>
// CHECK-NEXT:    %[[TR:.*]] = remat.transpose %[[BC]] : tensor<4x8xf32> -> tensor<8x4xf32>
// CHECK-NEXT:    %[[RSH:.*]] = remat.reshape %[[TR]] : tensor<8x4xf32> -> tensor<32xf32>
// CHECK-NEXT:    %[[CC:.*]] = remat.concat %[[A]], %[[A]] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:    %[[SL:.*]] = remat.slice %[[A]] : tensor<4x8xf32> -> tensor<2x2xf32>
// CHECK-NEXT:    return

// GENERIC-LABEL: sym_name = "forward"
// GENERIC:       "remat.matmul"(%{{.*}}) <{transpose_a = false, transpose_b = false}> : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// GENERIC:       "remat.scale"(%{{.*}}) <{factor = 1.000000e+00 : f64}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC:       "remat.layernorm"(%{{.*}}) <{epsilon = 1.000000e-05 : f64}> : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:  "remat.dropout"(%{{.*}}) <{rate = 5.000000e-01 : f64, seed = 0 : i64}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:  "remat.reduce_sum"(%{{.*}}) : (tensor<4x8xf32>) -> tensor<4xf32>
// GENERIC-NEXT:  "remat.reduce_mean"(%{{.*}}) : (tensor<4x8xf32>) -> tensor<4xf32>
// GENERIC-NEXT:  "remat.broadcast_in_dim"(%{{.*}}) : (tensor<8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:  "remat.transpose"(%{{.*}}) : (tensor<4x8xf32>) -> tensor<8x4xf32>
// GENERIC-NEXT:  "remat.reshape"(%{{.*}}) : (tensor<8x4xf32>) -> tensor<32xf32>
// GENERIC-NEXT:  "remat.concat"(%{{.*}}) <{axis = -1 : i64}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
// GENERIC-NEXT:  "remat.slice"(%{{.*}}) : (tensor<4x8xf32>) -> tensor<2x2xf32>
func.func @forward(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %v: tensor<8xf32>) -> (tensor<4x16xf32>, tensor<4xf32>, tensor<4xf32>, tensor<32xf32>, tensor<4x16xf32>, tensor<2x2xf32>) {
  %0 = "remat.matmul"(%a, %b) : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %1 = "remat.add"(%a, %a) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "remat.sub"(%1, %a) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = "remat.mul"(%2, %a) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = "remat.scale"(%3) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = "remat.bias_add"(%4, %v) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %6 = "remat.relu"(%5) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %7 = "remat.gelu"(%6) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %8 = "remat.tanh"(%7) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %9 = "remat.sigmoid"(%8) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %10 = "remat.exp"(%9) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %11 = "remat.softmax"(%10) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %12 = "remat.layernorm"(%11, %v, %v) : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %13 = "remat.dropout"(%12) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %14 = "remat.reduce_sum"(%13) : (tensor<4x8xf32>) -> tensor<4xf32>
  %15 = "remat.reduce_mean"(%13) : (tensor<4x8xf32>) -> tensor<4xf32>
  %16 = "remat.broadcast_in_dim"(%v) : (tensor<8xf32>) -> tensor<4x8xf32>
  %17 = "remat.transpose"(%16) : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %18 = "remat.reshape"(%17) : (tensor<8x4xf32>) -> tensor<32xf32>
  %19 = "remat.concat"(%a, %a) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  %20 = "remat.slice"(%a) : (tensor<4x8xf32>) -> tensor<2x2xf32>
  return %0, %14, %15, %18, %19, %20 : tensor<4x16xf32>, tensor<4xf32>, tensor<4xf32>, tensor<32xf32>, tensor<4x16xf32>, tensor<2x2xf32>
}

// CHECK-LABEL: func.func @spatial(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<1x8x8x3xf16>, %[[W:[^:]+]]: tensor<3x3x3x4xf16>)
// CHECK-NEXT:    %[[CONV:.*]] = remat.conv2d %[[X]], %[[W]] : (tensor<1x8x8x3xf16>, tensor<3x3x3x4xf16>) -> tensor<1x6x6x4xf16>
// CHECK-NEXT:    %[[POOL:.*]] = remat.max_pool2d %[[CONV]] : tensor<1x6x6x4xf16> -> tensor<1x3x3x4xf16>
// CHECK-NEXT:    %[[UP:.*]] = remat.upsample_nearest2d %[[POOL]] : tensor<1x3x3x4xf16> -> tensor<1x6x6x4xf16>
// CHECK-NEXT:    return %[[UP]] : tensor<1x6x6x4xf16>

// GENERIC-LABEL: sym_name = "spatial"}
// GENERIC:       "remat.conv2d"(%{{.*}}) <{groups = 1 : i64}> : (tensor<1x8x8x3xf16>, tensor<3x3x3x4xf16>) -> tensor<1x6x6x4xf16>
// GENERIC-NEXT:  "remat.max_pool2d"(%{{.*}}) : (tensor<1x6x6x4xf16>) -> tensor<1x3x3x4xf16>
// GENERIC-NEXT:  "remat.upsample_nearest2d"(%{{.*}}) : (tensor<1x3x3x4xf16>) -> tensor<1x6x6x4xf16>
func.func @spatial(%x: tensor<1x8x8x3xf16>, %w: tensor<3x3x3x4xf16>) -> tensor<1x6x6x4xf16> {
  %0 = "remat.conv2d"(%x, %w) : (tensor<1x8x8x3xf16>, tensor<3x3x3x4xf16>) -> tensor<1x6x6x4xf16>
  %1 = "remat.max_pool2d"(%0) : (tensor<1x6x6x4xf16>) -> tensor<1x3x3x4xf16>
  %2 = "remat.upsample_nearest2d"(%1) : (tensor<1x3x3x4xf16>) -> tensor<1x6x6x4xf16>
  return %2 : tensor<1x6x6x4xf16>
}

// CHECK-LABEL: func.func @losses(
// CHECK-SAME:    %[[P:[^:]+]]: tensor<2x5xf64>, %[[T:[^:]+]]: tensor<2x5xf64>)
// CHECK-NEXT:    %[[MSE:.*]] = remat.mse_loss %[[P]], %[[T]] : tensor<2x5xf64> -> tensor<f64>
// CHECK-NEXT:    %[[SCE:.*]] = remat.softmax_cross_entropy %[[P]], %[[T]] : tensor<2x5xf64> -> tensor<f64>
// CHECK-NEXT:    return %[[MSE]], %[[SCE]] : tensor<f64>, tensor<f64>
func.func @losses(%p: tensor<2x5xf64>, %t: tensor<2x5xf64>) -> (tensor<f64>, tensor<f64>) {
  %0 = "remat.mse_loss"(%p, %t) : (tensor<2x5xf64>, tensor<2x5xf64>) -> tensor<f64>
  %1 = "remat.softmax_cross_entropy"(%p, %t) : (tensor<2x5xf64>, tensor<2x5xf64>) -> tensor<f64>
  return %0, %1 : tensor<f64>, tensor<f64>
}

// CHECK-LABEL: func.func @gradients(
// CHECK-SAME:    %[[DY:[^:]+]]: tensor<4x8xbf16>, %[[X:[^:]+]]: tensor<4x8xbf16>, %[[G:[^:]+]]: tensor<8xbf16>, %[[ONE:[^:]+]]: tensor<bf16>)
// CHECK-NEXT:    %[[G0:.*]] = remat.relu_grad %[[DY]], %[[X]] : tensor<4x8xbf16>
// CHECK-NEXT:    %[[G1:.*]] = remat.gelu_grad %[[DY]], %[[X]] : tensor<4x8xbf16>
// CHECK-NEXT:    %[[G2:.*]] = remat.tanh_grad %[[DY]], %[[X]] : tensor<4x8xbf16>
// CHECK-NEXT:    %[[G3:.*]] = remat.sigmoid_grad %[[DY]], %[[X]] : tensor<4x8xbf16>
// CHECK-NEXT:    %[[G4:.*]] = remat.softmax_grad %[[DY]], %[[X]] : tensor<4x8xbf16>
// CHECK-NEXT:    %[[LDX:[^,]+]], %[[LDG:[^,]+]], %[[LDB:[^ ]+]] = remat.layernorm_grad %[[DY]], %[[X]], %[[G]] : tensor<4x8xbf16>, tensor<8xbf16>
// CHECK-NEXT:    %[[G6:.*]] = remat.dropout_grad %[[DY]] : tensor<4x8xbf16>
// CHECK-NEXT:    %[[G7:.*]] = remat.mse_loss_grad %[[ONE]], %[[X]], %[[X]] : tensor<bf16>, tensor<4x8xbf16>
// CHECK-NEXT:    %[[G8:.*]] = remat.softmax_cross_entropy_grad %[[ONE]], %[[X]], %[[X]] : tensor<bf16>, tensor<4x8xbf16>
// CHECK-NEXT:    %[[G9:.*]] = remat.slice_grad %[[DY]] : tensor<4x8xbf16> -> tensor<5x9xbf16>
// GENERIC-LABEL: sym_name = "gradients"
// GENERIC:       "remat.layernorm_grad"(%{{.*}}) <{epsilon = 1.000000e-05 : f64}> : (tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<8xbf16>) -> (tensor<4x8xbf16>, tensor<8xbf16>, tensor<8xbf16>)
// GENERIC-NEXT:  "remat.dropout_grad"(%{{.*}}) <{rate = 5.000000e-01 : f64, seed = 0 : i64}> : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
// GENERIC:       "remat.slice_grad"(%{{.*}}) : (tensor<4x8xbf16>) -> tensor<5x9xbf16>
// CHECK-NEXT:    return %[[G0]], %[[G1]], %[[G2]], %[[G3]], %[[G4]], %[[LDX]], %[[LDG]], %[[LDB]], %[[G6]], %[[G7]], %[[G8]], %[[G9]] :
func.func @gradients(%dy: tensor<4x8xbf16>, %x: tensor<4x8xbf16>, %g: tensor<8xbf16>, %one: tensor<bf16>) -> (tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<5x9xbf16>) {
  %0 = "remat.relu_grad"(%dy, %x) : (tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xbf16>
  %1 = "remat.gelu_grad"(%dy, %x) : (tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xbf16>
  %2 = "remat.tanh_grad"(%dy, %x) : (tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xbf16>
  %3 = "remat.sigmoid_grad"(%dy, %x) : (tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xbf16>
  %4 = "remat.softmax_grad"(%dy, %x) : (tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xbf16>
  %5:3 = "remat.layernorm_grad"(%dy, %x, %g) : (tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<8xbf16>) -> (tensor<4x8xbf16>, tensor<8xbf16>, tensor<8xbf16>)
  %6 = "remat.dropout_grad"(%dy) : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  %7 = "remat.mse_loss_grad"(%one, %x, %x) : (tensor<bf16>, tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xbf16>
  %8 = "remat.softmax_cross_entropy_grad"(%one, %x, %x) : (tensor<bf16>, tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xbf16>
  %9 = "remat.slice_grad"(%dy) : (tensor<4x8xbf16>) -> tensor<5x9xbf16>
  return %0, %1, %2, %3, %4, %5#0, %5#1, %5#2, %6, %7, %8, %9 : tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<5x9xbf16>
}

// CHECK-LABEL: func.func @spatial_gradients(
// CHECK-SAME:    %[[DY:[^:]+]]: tensor<1x6x6x4xf32>, %[[W:[^:]+]]: tensor<3x3x3x4xf32>, %[[X:[^:]+]]: tensor<1x8x8x3xf32>, %[[PDY:[^:]+]]: tensor<1x4x4x3xf32>, %[[UDY:[^:]+]]: tensor<1x16x16x3xf32>)
// CHECK-NEXT:    %[[GI:.*]] = remat.conv2d_grad_input %[[DY]], %[[W]] : (tensor<1x6x6x4xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x3xf32>
// CHECK-NEXT:    %[[GF:.*]] = remat.conv2d_grad_filter %[[DY]], %[[X]] : (tensor<1x6x6x4xf32>, tensor<1x8x8x3xf32>) -> tensor<3x3x3x4xf32>
// CHECK-NEXT:    %[[GP:.*]] = remat.max_pool2d_grad %[[PDY]], %[[X]] : (tensor<1x4x4x3xf32>, tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
// CHECK-NEXT:    %[[GU:.*]] = remat.upsample_nearest2d_grad %[[UDY]] : tensor<1x16x16x3xf32> -> tensor<1x8x8x3xf32>
// CHECK-NEXT:    return %[[GI]], %[[GF]], %[[GP]], %[[GU]] :
func.func @spatial_gradients(%dy: tensor<1x6x6x4xf32>, %w: tensor<3x3x3x4xf32>, %x: tensor<1x8x8x3xf32>, %pdy: tensor<1x4x4x3xf32>, %udy: tensor<1x16x16x3xf32>) -> (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32>) {
  %0 = "remat.conv2d_grad_input"(%dy, %w) : (tensor<1x6x6x4xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x3xf32>
  %1 = "remat.conv2d_grad_filter"(%dy, %x) : (tensor<1x6x6x4xf32>, tensor<1x8x8x3xf32>) -> tensor<3x3x3x4xf32>
  %2 = "remat.max_pool2d_grad"(%pdy, %x) : (tensor<1x4x4x3xf32>, tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  %3 = "remat.upsample_nearest2d_grad"(%udy) : (tensor<1x16x16x3xf32>) -> tensor<1x8x8x3xf32>
  return %0, %1, %2, %3 : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32>
}

// CHECK-LABEL: func.func @checkpoint(
// CHECK-SAME:    %[[X:[^:]+]]: tensor<4x8xf32>)
// CHECK-NEXT:    %[[R:.*]] = remat.checkpoint(%[[X]]) : (tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:    ^bb0(%[[A:[^:]+]]: tensor<4x8xf32>):
// CHECK-NEXT:      %[[T:.*]] = remat.relu %[[A]] : tensor<4x8xf32>
// CHECK-NEXT:      remat.yield %[[T]] : tensor<4x8xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : tensor<4x8xf32>
func.func @checkpoint(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "remat.checkpoint"(%x) ({
  ^bb0(%a: tensor<4x8xf32>):
    %1 = "remat.relu"(%a) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    "remat.yield"(%1) : (tensor<4x8xf32>) -> ()
  }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
