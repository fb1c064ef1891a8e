// The ops of RematIndexOps.td in every element type, forward and backward,
// with i64 and i32 labels/indices: in range (remat.bound) and, without a
// bound (24-bit values), clamped into range.
func.func @cross_entropy_f32(%x: tensor<6x11xf32>, %labels: tensor<6xi64> {remat.bound = 11 : i64}, %dl: tensor<f32>) -> (tensor<f32>, tensor<6x11xf32>) {
  %l = remat.cross_entropy %x, %labels : tensor<6x11xf32>, tensor<6xi64> -> tensor<f32>
  %dx = remat.cross_entropy_grad %dl, %x, %labels : tensor<f32>, tensor<6x11xf32>, tensor<6xi64>
  return %l, %dx : tensor<f32>, tensor<6x11xf32>
}
func.func @embedding_f32(%table: tensor<13x7xf32>, %idx: tensor<3x5xi64> {remat.bound = 13 : i64}, %dy: tensor<3x5x7xf32>) -> (tensor<3x5x7xf32>, tensor<13x7xf32>) {
  %e = remat.embedding %table, %idx : (tensor<13x7xf32>, tensor<3x5xi64>) -> tensor<3x5x7xf32>
  %dt = remat.embedding_grad %dy, %idx : (tensor<3x5x7xf32>, tensor<3x5xi64>) -> tensor<13x7xf32>
  return %e, %dt : tensor<3x5x7xf32>, tensor<13x7xf32>
}
func.func @cross_entropy_f64(%x: tensor<6x11xf64>, %labels: tensor<6xi32> {remat.bound = 11 : i64}, %dl: tensor<f64>) -> (tensor<f64>, tensor<6x11xf64>) {
  %l = remat.cross_entropy %x, %labels : tensor<6x11xf64>, tensor<6xi32> -> tensor<f64>
  %dx = remat.cross_entropy_grad %dl, %x, %labels : tensor<f64>, tensor<6x11xf64>, tensor<6xi32>
  return %l, %dx : tensor<f64>, tensor<6x11xf64>
}
func.func @embedding_f64(%table: tensor<13x7xf64>, %idx: tensor<3x5xi32> {remat.bound = 13 : i64}, %dy: tensor<3x5x7xf64>) -> (tensor<3x5x7xf64>, tensor<13x7xf64>) {
  %e = remat.embedding %table, %idx : (tensor<13x7xf64>, tensor<3x5xi32>) -> tensor<3x5x7xf64>
  %dt = remat.embedding_grad %dy, %idx : (tensor<3x5x7xf64>, tensor<3x5xi32>) -> tensor<13x7xf64>
  return %e, %dt : tensor<3x5x7xf64>, tensor<13x7xf64>
}
func.func @cross_entropy_f16(%x: tensor<6x11xf16>, %labels: tensor<6xi64> {remat.bound = 11 : i64}, %dl: tensor<f16>) -> (tensor<f16>, tensor<6x11xf16>) {
  %l = remat.cross_entropy %x, %labels : tensor<6x11xf16>, tensor<6xi64> -> tensor<f16>
  %dx = remat.cross_entropy_grad %dl, %x, %labels : tensor<f16>, tensor<6x11xf16>, tensor<6xi64>
  return %l, %dx : tensor<f16>, tensor<6x11xf16>
}
func.func @embedding_f16(%table: tensor<13x7xf16>, %idx: tensor<3x5xi64> {remat.bound = 13 : i64}, %dy: tensor<3x5x7xf16>) -> (tensor<3x5x7xf16>, tensor<13x7xf16>) {
  %e = remat.embedding %table, %idx : (tensor<13x7xf16>, tensor<3x5xi64>) -> tensor<3x5x7xf16>
  %dt = remat.embedding_grad %dy, %idx : (tensor<3x5x7xf16>, tensor<3x5xi64>) -> tensor<13x7xf16>
  return %e, %dt : tensor<3x5x7xf16>, tensor<13x7xf16>
}
func.func @cross_entropy_bf16(%x: tensor<6x11xbf16>, %labels: tensor<6xi32> {remat.bound = 11 : i64}, %dl: tensor<bf16>) -> (tensor<bf16>, tensor<6x11xbf16>) {
  %l = remat.cross_entropy %x, %labels : tensor<6x11xbf16>, tensor<6xi32> -> tensor<bf16>
  %dx = remat.cross_entropy_grad %dl, %x, %labels : tensor<bf16>, tensor<6x11xbf16>, tensor<6xi32>
  return %l, %dx : tensor<bf16>, tensor<6x11xbf16>
}
func.func @embedding_bf16(%table: tensor<13x7xbf16>, %idx: tensor<3x5xi32> {remat.bound = 13 : i64}, %dy: tensor<3x5x7xbf16>) -> (tensor<3x5x7xbf16>, tensor<13x7xbf16>) {
  %e = remat.embedding %table, %idx : (tensor<13x7xbf16>, tensor<3x5xi32>) -> tensor<3x5x7xbf16>
  %dt = remat.embedding_grad %dy, %idx : (tensor<3x5x7xbf16>, tensor<3x5xi32>) -> tensor<13x7xbf16>
  return %e, %dt : tensor<3x5x7xbf16>, tensor<13x7xbf16>
}
// Rank-3 logits; labels without a bound, so most are clamped to the last class.
func.func @cross_entropy_clamped(%x: tensor<2x3x9xf32>, %labels: tensor<2x3xi64>, %dl: tensor<f32>) -> (tensor<f32>, tensor<2x3x9xf32>) {
  %l = remat.cross_entropy %x, %labels : tensor<2x3x9xf32>, tensor<2x3xi64> -> tensor<f32>
  %dx = remat.cross_entropy_grad %dl, %x, %labels : tensor<f32>, tensor<2x3x9xf32>, tensor<2x3xi64>
  return %l, %dx : tensor<f32>, tensor<2x3x9xf32>
}
// 0-d and 1-d indices, unbounded (clamped), and a repeated-index scatter.
func.func @embedding_clamped(%table: tensor<4x3xf32>, %i0: tensor<i64>, %i1: tensor<9xi32>, %dy: tensor<9x3xf32>) -> (tensor<3xf32>, tensor<9x3xf32>, tensor<4x3xf32>) {
  %e0 = remat.embedding %table, %i0 : (tensor<4x3xf32>, tensor<i64>) -> tensor<3xf32>
  %e1 = remat.embedding %table, %i1 : (tensor<4x3xf32>, tensor<9xi32>) -> tensor<9x3xf32>
  %dt = remat.embedding_grad %dy, %i1 : (tensor<9x3xf32>, tensor<9xi32>) -> tensor<4x3xf32>
  return %e0, %e1, %dt : tensor<3xf32>, tensor<9x3xf32>, tensor<4x3xf32>
}
