// check-recompute=true compares each recomputed tensor with the original it
// replaces, bitwise, at run time. On a real rematerialization every check
// passes and the results are unchanged:
// RUN: remat-opt %remat_src/examples/resnet.mlir --remat-autodiff --remat-rematerialize="strategy=mincut check-recompute=true" -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: remat-run %t.mlir --entry resnet_grad | grep hash > %t.checked
// RUN: remat-opt %remat_src/examples/resnet.mlir --remat-autodiff -o %t.orig.mlir
// RUN: remat-run %t.orig.mlir --entry resnet_grad | grep hash > %t.orig
// RUN: diff %t.checked %t.orig
// A mismatch aborts with the message:
// RUN: not --crash remat-run %s --entry mismatch 2>/dev/null | FileCheck %s

// (mincut recomputes the global average pool; relu_grad reads relu's
// outputs, which the convolutions' gradients read too, so no relu is worth
// recomputing.)
// IR: remat.check_recompute %{{.*}}, %{{.*}} {message = "remat check-recompute: recomputed 'remat.reduce_mean' differs from the original at
// CHECK: remat check-recompute: recomputed 'remat.relu' differs from the original

func.func @mismatch(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = remat.relu %x : tensor<4xf32>
  %b = remat.exp %x : tensor<4xf32>
  remat.check_recompute %a, %b {message = "remat check-recompute: recomputed 'remat.relu' differs from the original"} : tensor<4xf32>
  return %a : tensor<4xf32>
}
