// RUN: remat-opt %s --remat-approximate-math | FileCheck %s

// f32 tanh, exp, log and erf, scalar or vector, become arith polynomials.
// CHECK-LABEL: func.func @f32
// CHECK-NOT:   math.tanh
// CHECK-NOT:   math.exp
// CHECK-NOT:   math.log
// CHECK-NOT:   math.erf
// CHECK:       return
func.func @f32(%x: vector<16xf32>, %s: f32) -> (vector<16xf32>, f32) {
  %0 = math.tanh %x : vector<16xf32>
  %1 = math.exp %0 : vector<16xf32>
  %2 = math.log %1 : vector<16xf32>
  %3 = math.erf %s : f32
  return %2, %3 : vector<16xf32>, f32
}

// f64 keeps libm's functions, and so does sqrt (an instruction).
// CHECK-LABEL: func.func @kept
// CHECK:       math.tanh %{{.*}} : vector<4xf64>
// CHECK:       math.exp %{{.*}} : f64
// CHECK:       math.sqrt %{{.*}} : f32
func.func @kept(%x: vector<4xf64>, %y: f64, %z: f32) -> (vector<4xf64>, f64, f32) {
  %0 = math.tanh %x : vector<4xf64>
  %1 = math.exp %y : f64
  %2 = math.sqrt %z : f32
  return %0, %1, %2 : vector<4xf64>, f64, f32
}
