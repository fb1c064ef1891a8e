// Sizes near 2^62 bytes: each tensor fits in int64_t (the verifier checks
// that), but the bytes live at once or the FLOPs summed need not. They used
// to wrap: negative live bytes, a peak of 0, negative FLOPs. Now the first
// op at which a sum leaves int64_t is named in an error.
// RUN: remat-opt %s --remat-memory-report -split-input-file -verify-diagnostics -o /dev/null
// RUN: remat-opt %s --remat-memory-report="format=json" -split-input-file -verify-diagnostics -o /dev/null

// Two buffers of 2^62 bytes live at the second relu: 2^63 bytes.
func.func @live_bytes(%x: tensor<1152921504606846976xf32>) -> tensor<1152921504606846976xf32> {
  %a = remat.relu %x : tensor<1152921504606846976xf32>
  // expected-error @+1 {{remat-memory-report: the bytes live at 'remat.relu' do not fit in 64 bits}}
  %b = remat.relu %a : tensor<1152921504606846976xf32>
  %c = remat.add %a, %b : tensor<1152921504606846976xf32>
  return %c : tensor<1152921504606846976xf32>
}

// -----

// Inside a checkpoint region.
func.func @one_op(%x: tensor<1152921504606846976xf32>, %y: tensor<1152921504606846976xf32>) -> (tensor<1152921504606846976xf32>, tensor<1152921504606846976xf32>) {
  %r:2 = remat.checkpoint (%x, %y) : (tensor<1152921504606846976xf32>, tensor<1152921504606846976xf32>) -> (tensor<1152921504606846976xf32>, tensor<1152921504606846976xf32>) {
  ^bb0(%a: tensor<1152921504606846976xf32>, %b: tensor<1152921504606846976xf32>):
    %s = remat.relu %a : tensor<1152921504606846976xf32>
    // expected-error @+1 {{remat-memory-report: the bytes live at 'remat.relu' do not fit in 64 bits}}
    %t = remat.relu %b : tensor<1152921504606846976xf32>
    remat.yield %s, %t : tensor<1152921504606846976xf32>, tensor<1152921504606846976xf32>
  }
  return %r#0, %r#1 : tensor<1152921504606846976xf32>, tensor<1152921504606846976xf32>
}

// -----

// A tensor of a foreign op whose byte size does not fit (no remat verifier
// checks it).
func.func @foreign() -> tensor<4611686018427387904x4xi8> {
  // expected-error @+1 {{remat-memory-report: a tensor of 'tensor<4611686018427387904x4xi8>' holds more bytes than fit in 64 bits}}
  %e = tensor.empty() : tensor<4611686018427387904x4xi8>
  return %e : tensor<4611686018427387904x4xi8>
}

// -----

// 2^64 FLOPs in a matmul whose operands are 16 TiB each.
func.func @flops(%a: tensor<2097152x2097152xf32>, %b: tensor<2097152x2097152xf32>) -> tensor<2097152x2097152xf32> {
  // expected-error @+1 {{remat-memory-report: the FLOPs of @flops up to 'remat.matmul' do not fit in 64 bits}}
  %c = remat.matmul %a, %b : (tensor<2097152x2097152xf32>, tensor<2097152x2097152xf32>) -> tensor<2097152x2097152xf32>
  return %c : tensor<2097152x2097152xf32>
}
