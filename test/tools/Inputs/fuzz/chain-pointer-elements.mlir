// FUZZ-PIPELINE: ["--remat-rematerialize=strategy=budget budget=50% solver=chain"]
// FUZZ-VERDICT: signal 11
func.func @pointer_result() -> tensor<2x!llvm.ptr> {
  %e = tensor.empty() : tensor<2x!llvm.ptr>
  return %e : tensor<2x!llvm.ptr>
}
