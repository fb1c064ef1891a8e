// RUN: remat-opt %s -test-remat-phases | FileCheck %s

// The phase rule on upstream ops (docs/reference/ForeignIR.md): without
// gradient ops a host marks its backward pass with `remat.backward` (on an op:
// it and its dependents are backward) or `remat.backward_begin` (on the first
// backward op: it and every later op are backward). Ops with payload regions
// (linalg.generic, linalg.matmul, tensor.generate) are leaves: their payload
// ops get no phase, and a payload that captures a backward value makes its op
// backward.

#id = affine_map<(d0) -> (d0)>

// Every backward op marked. %t is read by the backward mul: an activation;
// %h only feeds forward ops.
// CHECK-LABEL: func.func @every_op_marked(
// CHECK:         %[[H:.*]] = linalg.matmul {test.phase = "forward"}
// CHECK-NEXT:    %[[T:.*]] = math.tanh %[[H]] {test.activations = array<i64: 0>, test.phase = "forward"} : tensor<4x4xf32>
// CHECK-NEXT:    %[[D:.*]] = arith.mulf %[[T]], %{{.*}} {remat.backward, test.phase = "backward"} : tensor<4x4xf32>
// CHECK-NEXT:    %[[E:.*]] = arith.addf %[[D]], %{{.*}} {remat.backward, test.phase = "backward"} : tensor<4x4xf32>
// CHECK-NEXT:    return {test.phase = "backward"} %[[E]], %[[T]]
func.func @every_op_marked(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>, %dy: tensor<4x4xf32>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %h = linalg.matmul ins(%x, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%x : tensor<4x4xf32>) -> tensor<4x4xf32>
  %t = math.tanh %h : tensor<4x4xf32>
  %d = arith.mulf %t, %dy {remat.backward} : tensor<4x4xf32>
  %e = arith.addf %d, %dy {remat.backward} : tensor<4x4xf32>
  return %e, %t : tensor<4x4xf32>, tensor<4x4xf32>
}

// Only the seed marked: its dependents follow by the rule; an op that does
// not depend on it (%f, after it in program order) stays forward.
// CHECK-LABEL: func.func @seed_marked(
// CHECK:         %[[T:.*]] = math.tanh %{{.*}} {test.activations = array<i64: 0>, test.phase = "forward"} : tensor<4xf32>
// CHECK-NEXT:    %[[S:.*]] = arith.mulf %[[T]], %{{.*}} {remat.backward, test.phase = "backward"} : tensor<4xf32>
// CHECK-NEXT:    %[[F:.*]] = math.exp %{{.*}} {test.activations = array<i64: 0>, test.phase = "forward"} : tensor<4xf32>
// CHECK-NEXT:    %[[G:.*]] = arith.mulf %[[S]], %[[F]] {test.phase = "backward"} : tensor<4xf32>
// CHECK-NEXT:    return {test.phase = "backward"} %[[G]]
func.func @seed_marked(%x: tensor<4xf32>, %dy: tensor<4xf32>) -> tensor<4xf32> {
  %t = math.tanh %x : tensor<4xf32>
  %s = arith.mulf %t, %dy {remat.backward} : tensor<4xf32>
  %f = math.exp %x : tensor<4xf32>
  %g = arith.mulf %s, %f : tensor<4xf32>
  return %g : tensor<4xf32>
}

// The boundary form: the marked op and every later op are backward, even
// %f, which depends on no backward value.
// CHECK-LABEL: func.func @boundary(
// CHECK:         %[[T:.*]] = math.tanh %{{.*}} {test.activations = array<i64: 0>, test.phase = "forward"} : tensor<4xf32>
// CHECK-NEXT:    %[[S:.*]] = arith.mulf %[[T]], %{{.*}} {remat.backward_begin, test.phase = "backward"} : tensor<4xf32>
// CHECK-NEXT:    %[[F:.*]] = math.exp %{{.*}} {test.phase = "backward"} : tensor<4xf32>
// CHECK-NEXT:    %[[G:.*]] = arith.mulf %[[S]], %[[F]] {test.phase = "backward"} : tensor<4xf32>
// CHECK-NEXT:    return {test.phase = "backward"} %[[G]]
func.func @boundary(%x: tensor<4xf32>, %dy: tensor<4xf32>) -> tensor<4xf32> {
  %t = math.tanh %x : tensor<4xf32>
  %s = arith.mulf %t, %dy {remat.backward_begin} : tensor<4xf32>
  %f = math.exp %x : tensor<4xf32>
  %g = arith.mulf %s, %f : tensor<4xf32>
  return %g : tensor<4xf32>
}

// Without a hook nothing is backward: a forward-only program.
// CHECK-LABEL: func.func @no_hook(
// CHECK:         math.tanh %{{.*}} {test.phase = "forward"}
// CHECK-NEXT:    return {test.phase = "forward"}
func.func @no_hook(%x: tensor<4xf32>) -> tensor<4xf32> {
  %t = math.tanh %x : tensor<4xf32>
  return %t : tensor<4xf32>
}

// Payloads are leaves: linalg.generic's body gets no phase, and its op is
// backward because it reads a backward operand. tensor.generate's payload
// captures %s, a backward tensor: the op is backward through the capture;
// %f, used only inside that backward payload, is an activation.
// CHECK-LABEL: func.func @payloads(
// CHECK:         %[[T:.*]] = math.tanh %{{.*}} {test.activations = array<i64: 0>, test.phase = "forward"} : tensor<4xf32>
// CHECK-NEXT:    %[[F:.*]] = math.exp %{{.*}} {test.activations = array<i64: 0>, test.phase = "forward"} : tensor<4xf32>
// CHECK-NEXT:    %[[S:.*]] = arith.negf %{{.*}} {remat.backward, test.phase = "backward"} : tensor<4xf32>
// CHECK-NEXT:    %[[G:.*]] = linalg.generic {{.*}} ins(%[[S]], %[[T]] : tensor<4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>) attrs =  {test.phase = "backward"} {
// CHECK-NEXT:    ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT:      %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32{{$}}
// CHECK-NEXT:      linalg.yield %{{.*}} : f32{{$}}
// CHECK-NEXT:    } -> tensor<4xf32>
// CHECK-NEXT:    %[[C:.*]] = arith.constant {test.phase = "forward"} 0 : index
// CHECK-NEXT:    %[[GEN:.*]] = tensor.generate {
// CHECK-NEXT:    ^bb0(%{{.*}}: index):
// CHECK-NEXT:      %{{.*}} = tensor.extract %[[S]][%{{.*}}] : tensor<4xf32>{{$}}
// CHECK-NEXT:      %{{.*}} = tensor.extract %[[F]][%[[C]]] : tensor<4xf32>{{$}}
// CHECK-NEXT:      %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32{{$}}
// CHECK-NEXT:      tensor.yield %{{.*}} : f32{{$}}
// CHECK-NEXT:    } {test.phase = "backward"} : tensor<4xf32>
func.func @payloads(%x: tensor<4xf32>, %dy: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %t = math.tanh %x : tensor<4xf32>
  %f = math.exp %x : tensor<4xf32>
  %s = arith.negf %dy {remat.backward} : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%s, %t : tensor<4xf32>, tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %gen = tensor.generate {
  ^bb0(%i: index):
    %v = tensor.extract %s[%i] : tensor<4xf32>
    %u = tensor.extract %f[%c0] : tensor<4xf32>
    %r = arith.addf %v, %u : f32
    tensor.yield %r : f32
  } : tensor<4xf32>
  return %g, %gen : tensor<4xf32>, tensor<4xf32>
}
