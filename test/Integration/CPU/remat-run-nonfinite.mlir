// Non-finite results stay valid JSON: NaN and infinities are written as the
// strings "nan", "inf" and "-inf" (JSON has no literal for them).
// RUN: remat-run %s --entry overflow --json --print-values > %t.json
// RUN: FileCheck %s < %t.json
// RUN: %python -c "import json, sys; json.load(open(sys.argv[1]))" %t.json

// A factor of 1e39 overflows f32, so every element of %big is +-inf, and
// inf - inf is NaN.
// CHECK: "results": [
// CHECK: "sum": "nan",
// CHECK: "values": [
// CHECK-NEXT: "nan",
// CHECK-NEXT: "nan"
// CHECK: "sum": "inf",
// CHECK: "values": [
// CHECK-NEXT: "inf"
func.func @overflow(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<1xf32>) {
  %big = remat.scale %x {factor = 1.0e+39 : f64} : tensor<2xf32>
  %nan = remat.sub %big, %big : tensor<2xf32>
  %ones = arith.constant dense<1.0> : tensor<1xf32>
  %inf = remat.scale %ones {factor = 1.0e+39 : f64} : tensor<1xf32>
  return %nan, %inf : tensor<2xf32>, tensor<1xf32>
}
