// --print-values prints each value with the digits that read back to it in
// its element type (%.9g for f32, %.17g for f64, 5 and 4 significant digits
// for f16 and bf16), not 2 decimals ({0:g9} is not a printf width), where
// 1e-8 would come out as 0.00.
// RUN: remat-run %s --entry values --print-values | FileCheck %s

// CHECK:      result 0: shape [4]
// CHECK-NEXT:   values: 0.100000001 9.99999994e-09 3.14159274 16777216{{$}}
// CHECK-NEXT: result 1: shape [2]
// CHECK-NEXT:   values: 0.10000000000000001 123456789.12345679{{$}}
// CHECK-NEXT: result 2: shape [2]
// CHECK-NEXT:   values: 0.099976 65504{{$}}
// CHECK-NEXT: result 3: shape [2]
// CHECK-NEXT:   values: 0.1001 3.004e+38{{$}}
func.func @values() -> (tensor<4xf32>, tensor<2xf64>, tensor<2xf16>, tensor<2xbf16>) {
  %a = arith.constant dense<[0.1, 1.0e-8, 3.14159274, 16777217.0]> : tensor<4xf32>
  %b = arith.constant dense<[0.1, 123456789.123456789]> : tensor<2xf64>
  %c = arith.constant dense<[0.1, 65504.0]> : tensor<2xf16>
  %d = arith.constant dense<[0.1, 3.0e38]> : tensor<2xbf16>
  return %a, %b, %c, %d : tensor<4xf32>, tensor<2xf64>, tensor<2xf16>, tensor<2xbf16>
}
