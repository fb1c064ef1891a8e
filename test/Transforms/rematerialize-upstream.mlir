// A training step written only in upstream ops (linalg named ops,
// elementwise linalg.generic, arith, math, tensor.empty), its backward pass
// marked by remat.backward_begin. Their cost models come from the external
// models; recomputation clones a linalg.generic with its payload region.
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap" | FileCheck %s --check-prefix=CHEAP
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=2560 solver=greedy" | FileCheck %s --check-prefix=BUDGET
// RUN: remat-opt %s --remat-rematerialize="strategy=budget budget=2560" | FileCheck %s --check-prefix=AUTO
// The matmul is in the matrix class: never recomputed by default.
// RUN: remat-opt %s --remat-rematerialize="strategy=mincut" | FileCheck %s --check-prefix=MINCUT
// save= names upstream ops: saving linalg.generic keeps every generic; only
// the backward pass's init tensor (tensor.empty, free) is made again.
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap save=linalg.generic" | FileCheck %s --check-prefix=SAVED
// A bare name means the op of that name in every loaded dialect: generic is
// linalg.generic here.
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap save=generic" | FileCheck %s --check-prefix=SAVED
// After remat-strip-guards no remat op is left; the clones stay.
// RUN: remat-opt %s --remat-rematerialize="strategy=cheap" --remat-strip-guards | FileCheck %s --check-prefix=STRIP
// (Executed, bit-identical: test/Integration/Remat/upstream-strip-guards.test.)

// tanh's input %h is read by the backward pass, so strategy=cheap recomputes
// tanh (a generic, region and all), exp and the product from it, and the
// backward pass reads the clones. One copy of tanh and exp would be held
// from the second backward generic to the fourth, across the peak: the
// third and fourth read a fresh recomputation of both (behind a fresh
// barrier, into a fresh init tensor), which lowers the predicted peak from
// 3072 to 2560 bytes.
// CHEAP-LABEL: func.func @step
// CHEAP: %[[H:.*]] = linalg.matmul
// CHEAP: %[[A:.*]] = linalg.generic {{.*}} ins(%[[H]] : tensor<8x16xf32>)
// CHEAP: attrs = {{ *}}{remat.backward_begin}
// CHEAP: %[[K:.*]] = remat.barrier %[[H]] {remat.recompute}
// CHEAP: %[[A2:.*]] = linalg.generic {{.*}} ins(%[[K]] : tensor<8x16xf32>) {{.*}} attrs = {{ *}}{remat.recompute} {
// CHEAP-NEXT: ^bb0
// CHEAP-NEXT: math.tanh
// CHEAP-NOT: remat.recompute
// CHEAP-NEXT: linalg.yield
// CHEAP: %[[B2:.*]] = linalg.generic {{.*}} ins(%[[A2]] : tensor<8x16xf32>) {{.*}} attrs = {{ *}}{remat.recompute} {
// CHEAP-NEXT: ^bb0
// CHEAP-NEXT: math.exp
// CHEAP: %[[C2:.*]] = linalg.generic {{.*}} ins(%[[B2]], %[[B2]] : {{.*}} attrs = {{ *}}{remat.recompute} {
// CHEAP: linalg.generic {{.*}} ins(%{{.*}}, %[[C2]] :
// CHEAP: %[[K3:.*]] = remat.barrier %[[H]] {remat.recompute}
// CHEAP-NEXT: %[[E3:.*]] = tensor.empty() {remat.recompute}
// CHEAP-NEXT: %[[A3:.*]] = linalg.generic {{.*}} ins(%[[K3]] : tensor<8x16xf32>) outs(%[[E3]] : tensor<8x16xf32>) attrs = {{ *}}{remat.recompute} {
// CHEAP-NEXT: ^bb0
// CHEAP-NEXT: math.tanh
// CHEAP: %[[B3:.*]] = linalg.generic {{.*}} ins(%[[A3]] : tensor<8x16xf32>) outs(%[[E3]] : tensor<8x16xf32>) attrs = {{ *}}{remat.recompute} {
// CHEAP-NEXT: ^bb0
// CHEAP-NEXT: math.exp
// CHEAP: linalg.generic {{.*}} ins(%{{.*}}, %[[B3]] :
// CHEAP: linalg.generic {{.*}} ins(%{{.*}}, %[[A3]] :
// CHEAP-NOT: linalg.matmul {{.*}}remat.recompute
// CHEAP-NOT: remat.recompute
// CHEAP: return

// The greedy meets 2560 bytes (from 3072) by recomputing exp from tanh's
// kept output, behind barriers on it and on the init tensor.
// BUDGET-LABEL: func.func @step
// BUDGET: %[[E:.*]] = tensor.empty()
// BUDGET: %[[A:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<8x16xf32>)
// BUDGET-NEXT: ^bb0
// BUDGET-NEXT: math.tanh
// BUDGET: %[[KA:.*]] = remat.barrier %[[A]] {remat.recompute}
// BUDGET-NEXT: %[[KE:.*]] = remat.barrier %[[E]] {remat.recompute}
// BUDGET-NEXT: %[[B2:.*]] = linalg.generic {{.*}} ins(%[[KA]] : tensor<8x16xf32>) outs(%[[KE]] : tensor<8x16xf32>) attrs = {{ *}}{remat.recompute} {
// BUDGET-NEXT: ^bb0
// BUDGET-NEXT: math.exp
// BUDGET: linalg.generic {{.*}} ins(%{{.*}}, %[[B2]] :

// solver=auto meets the same budget adding no FLOPs: its local search
// recomputes the free init tensor before each backward generic (a refresh
// per use), so the forward pass's one dies with the forward pass, where a
// single recomputed copy would live across all of them.
// AUTO-LABEL: func.func @step
// AUTO-NOT: linalg.generic {{.*}}remat.recompute
// AUTO: %[[E1:.*]] = tensor.empty() {remat.recompute}
// AUTO-NEXT: linalg.generic {{.*}} outs(%[[E1]] : tensor<8x16xf32>) attrs = {{ *}}{remat.backward_begin}
// AUTO-NOT: linalg.generic {{.*}}remat.recompute
// AUTO: %[[E2:.*]] = tensor.empty() {remat.recompute}
// AUTO-NEXT: linalg.generic {{.*}} outs(%[[E2]] : tensor<8x16xf32>)
// AUTO: %[[E3:.*]] = tensor.empty() {remat.recompute}
// AUTO-NEXT: linalg.generic {{.*}} outs(%[[E3]] : tensor<8x16xf32>)
// AUTO: %[[E4:.*]] = tensor.empty() {remat.recompute}
// AUTO-NEXT: linalg.generic {{.*}} outs(%[[E4]] : tensor<8x16xf32>)
// AUTO-NOT: linalg.generic {{.*}}remat.recompute

// MINCUT-LABEL: func.func @step
// MINCUT: remat.recompute
// MINCUT-NOT: linalg.matmul {{.*}}remat.recompute

// SAVED-LABEL: func.func @step
// SAVED-NOT: linalg.generic {{.*}}remat.recompute
// SAVED: tensor.empty() {remat.recompute}
// SAVED-NOT: linalg.generic {{.*}}remat.recompute

// STRIP-LABEL: func.func @step
// STRIP-NOT: {{= remat\.|^ *remat\.}}
// STRIP: linalg.generic {{.*}} attrs = {{ *}}{remat.recompute}
// STRIP-NOT: {{= remat\.|^ *remat\.}}
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @step(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>, %dy: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %h = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    linalg.yield %t : f32
  } -> tensor<8x16xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.exp %in : f32
    linalg.yield %t : f32
  } -> tensor<8x16xf32>
  %c = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%u: f32, %v: f32, %out: f32):
    %t = arith.mulf %u, %v : f32
    linalg.yield %t : f32
  } -> tensor<8x16xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dy, %h : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) attrs = {remat.backward_begin} {
  ^bb0(%u: f32, %v: f32, %out: f32):
    %t = arith.mulf %u, %v : f32
    linalg.yield %t : f32
  } -> tensor<8x16xf32>
  %g2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %c : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%u: f32, %v: f32, %out: f32):
    %t = arith.mulf %u, %v : f32
    linalg.yield %t : f32
  } -> tensor<8x16xf32>
  %g3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g2, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%u: f32, %v: f32, %out: f32):
    %t = arith.mulf %u, %v : f32
    linalg.yield %t : f32
  } -> tensor<8x16xf32>
  %g4 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g3, %a : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%u: f32, %v: f32, %out: f32):
    %t = arith.addf %u, %v : f32
    linalg.yield %t : f32
  } -> tensor<8x16xf32>
  return %g4 : tensor<8x16xf32>
}
