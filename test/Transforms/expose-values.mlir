// RUN: remat-opt %s --remat-expose-values="ops=remat.relu,math.tanh" --split-input-file | FileCheck %s
// RUN: remat-opt %s --remat-expose-values="ops=remat.relu func=other" --split-input-file | FileCheck %s --check-prefix=FUNC

// Each matching op's first operand, in program order, becomes a result
// named after the op; the computation is unchanged.
// CHECK-LABEL: func.func @step
// CHECK-SAME: -> (tensor<4xf32>, tensor<4xf32> {remat.exposed = "remat.relu"}, tensor<4xf32> {remat.exposed = "math.tanh"}, tensor<4xf32> {remat.exposed = "remat.relu"})
// CHECK: %[[A:.*]] = remat.relu %[[X:[^ ]+]]
// CHECK: %[[B:.*]] = math.tanh %[[A]]
// CHECK: %[[C:.*]] = remat.relu %[[B]]
// CHECK: return %[[C]], %[[X]], %[[A]], %[[B]]
func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = remat.relu %x : tensor<4xf32>
  %b = math.tanh %a : tensor<4xf32>
  %c = remat.relu %b : tensor<4xf32>
  return %c : tensor<4xf32>
}

// func= changes that function alone.
// FUNC-LABEL: func.func @step
// FUNC-SAME: -> tensor<4xf32>
// FUNC-LABEL: func.func @other
// FUNC-SAME: -> (tensor<4xf32>, tensor<4xf32> {remat.exposed = "remat.relu"})
func.func @other(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = remat.relu %x : tensor<4xf32>
  return %a : tensor<4xf32>
}
