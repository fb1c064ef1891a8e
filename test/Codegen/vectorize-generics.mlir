// RUN: remat-opt %s --remat-vectorize-generics --split-input-file | FileCheck %s --enable-var-scope
// RUN: remat-opt %s --remat-vectorize-generics="max-width=16" --split-input-file | FileCheck %s --check-prefix=W16
// RUN: not remat-opt %s --remat-vectorize-generics="max-width=2" --split-input-file 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: error: remat-vectorize-generics: max-width=2 is below 4

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A reduction along the innermost loop (softmax's row max): one row per
// iteration, one vector.reduction of the whole row.
// CHECK-LABEL: func.func @row_max
// CHECK:       scf.for
// CHECK:         %[[ROW:.*]] = vector.transfer_read {{.*}} : tensor<1x64xf32>, vector<64xf32>
// CHECK:         %[[ACC:.*]] = vector.extract
// CHECK:         vector.reduction <maximumf>, %[[ROW]], %[[ACC]] : vector<64xf32> into f32
// CHECK-NOT:   linalg.generic
// W16-LABEL: func.func @row_max
// W16:         vector.reduction <maximumf>, {{.*}} : vector<16xf32> into f32
func.func @row_max(%x: tensor<8x64xf32>) -> tensor<8xf32> {
  %init = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maximumf %a, %acc : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Elementwise with a broadcast operand: the row value is read once and
// broadcast; math.exp runs on the vector.
// CHECK-LABEL: func.func @sub_exp
// CHECK:         %[[X:.*]] = vector.transfer_read {{.*}} : tensor<1x64xf32>, vector<64xf32>
// CHECK:         %[[M:.*]] = vector.transfer_read {{.*}} : tensor<1xf32>, vector<f32>
// CHECK:         %[[B:.*]] = vector.broadcast %[[M]] : vector<f32> to vector<64xf32>
// CHECK:         %[[S:.*]] = arith.subf %[[X]], %[[B]] : vector<64xf32>
// CHECK:         %[[E:.*]] = math.exp %[[S]] : vector<64xf32>
// CHECK:         vector.transfer_write %[[E]]
// CHECK-NOT:   linalg.generic
func.func @sub_exp(%x: tensor<8x64xf32>, %m: tensor<8xf32>) -> tensor<8x64xf32> {
  %init = tensor.empty() : tensor<8x64xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<8x64xf32>, tensor<8xf32>) outs(%init : tensor<8x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    %e = math.exp %s : f32
    linalg.yield %e : f32
  } -> tensor<8x64xf32>
  return %r : tensor<8x64xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// A reduction along the outer loop (a bias gradient): rows are added to the
// accumulator vector in order; 128 columns are two vectors of 64.
// CHECK-LABEL: func.func @col_sum
// CHECK-DAG:   %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG:   %[[C128:.*]] = arith.constant 128 : index
// CHECK:       scf.for
// CHECK:         scf.for %{{.*}} = %{{.*}} to %[[C128]] step %[[C64]]
// CHECK:           %[[ROW:.*]] = vector.transfer_read {{.*}} : tensor<1x64xf32>, vector<64xf32>
// CHECK:           %[[ACC:.*]] = vector.transfer_read {{.*}} : tensor<64xf32>, vector<64xf32>
// CHECK:           arith.addf %[[ACC]], %[[ROW]] : vector<64xf32>
// CHECK-NOT:   vector.reduction
func.func @col_sum(%x: tensor<8x128xf32>, %init: tensor<128xf32>) -> tensor<128xf32> {
  %r = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<8x128xf32>) outs(%init : tensor<128xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<128xf32>
  return %r : tensor<128xf32>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#none = affine_map<(d0, d1, d2) -> ()>

// A full reduction to a scalar (a loss): one vector.reduction per row.
// CHECK-LABEL: func.func @to_scalar
// CHECK:       vector.reduction <add>, {{.*}} : vector<32xf32> into f32
func.func @to_scalar(%x: tensor<2x4x32xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [#id3, #none], iterator_types = ["reduction", "reduction", "reduction"]}
      ins(%x : tensor<2x4x32xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>

// Left to the loops: a transposed read, bf16, an innermost size with no
// vector width (100 = 4 * 25 is no multiple of 8 and above max-width).
// CHECK-LABEL: func.func @transposed
// CHECK:       linalg.generic
// CHECK-NOT:   vector.
func.func @transposed(%x: tensor<64x8xf32>) -> tensor<8x64xf32> {
  %init = tensor.empty() : tensor<8x64xf32>
  %r = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x8xf32>) outs(%init : tensor<8x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<8x64xf32>
  return %r : tensor<8x64xf32>
}

// CHECK-LABEL: func.func @bf16
// CHECK:       linalg.generic
// CHECK-NOT:   vector.
func.func @bf16(%x: tensor<8x64xbf16>) -> tensor<8x64xbf16> {
  %init = tensor.empty() : tensor<8x64xbf16>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xbf16>) outs(%init : tensor<8x64xbf16>) {
  ^bb0(%a: bf16, %o: bf16):
    %n = arith.negf %a : bf16
    linalg.yield %n : bf16
  } -> tensor<8x64xbf16>
  return %r : tensor<8x64xbf16>
}

// CHECK-LABEL: func.func @no_width
// CHECK:       linalg.generic
// CHECK-NOT:   vector.
func.func @no_width(%x: tensor<8x100xf32>) -> tensor<8x100xf32> {
  %init = tensor.empty() : tensor<8x100xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x100xf32>) outs(%init : tensor<8x100xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<8x100xf32>
  return %r : tensor<8x100xf32>
}

// An init shared by two generics (one tensor.empty, as rematerialized
// upstream IR has after its clones): both stay scalar loops, whose buffers
// bufferization places where the memory model says.
// CHECK-LABEL: func.func @shared_init
// CHECK:       linalg.generic
// CHECK:       linalg.generic
// CHECK-NOT:   vector.
func.func @shared_init(%x: tensor<8x64xf32>) -> (tensor<8x64xf32>, tensor<8x64xf32>) {
  %init = tensor.empty() : tensor<8x64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%init : tensor<8x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<8x64xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<8x64xf32>) outs(%init : tensor<8x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<8x64xf32>
  return %r, %s : tensor<8x64xf32>, tensor<8x64xf32>
}
