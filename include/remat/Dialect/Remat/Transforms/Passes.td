//===- Passes.td - transformations of the remat dialect --------*- tablegen -*-===//
#ifndef REMAT_DIALECT_REMAT_TRANSFORMS_PASSES
#define REMAT_DIALECT_REMAT_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def RematInlineCheckpointsPass : Pass<"remat-inline-checkpoints"> {
  let summary = "Replace every remat.checkpoint region by its body";
  let description = [{
    Inlines the body of each `remat.checkpoint` in place of the op: block
    arguments become the operands, results become the yielded values. Run it
    once the regions have served their purpose (after rematerialization) and
    before lowering; nested regions are inlined inside-out.

    ```mlir
    %y = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%a: tensor<4xf32>):
      %r = remat.relu %a : tensor<4xf32>
      remat.yield %r : tensor<4xf32>
    }
    // becomes
    %y = remat.relu %x : tensor<4xf32>
    ```
  }];
  let statistics = [
    Statistic<"numInlined", "checkpoints-inlined",
              "Number of checkpoint regions inlined">,
  ];
}

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_PASSES
