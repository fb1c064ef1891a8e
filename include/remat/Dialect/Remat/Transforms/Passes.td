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

def RematAutodiffPass : Pass<"remat-autodiff", "::mlir::ModuleOp"> {
  let summary = "Reverse-mode automatic differentiation of forward functions";
  let description = [{
    For each `func.func` with at least one argument marked `{remat.param}`
    and a single 0-d tensor result (the loss), generates `<name>_grad`
    beside it (or rewrites the function with `in-place=true`): the forward
    computation, then its reverse-mode derivative, returning the loss
    followed by the gradient of each marked argument, in argument order.

    Each op's adjoint comes from its `DifferentiableOpInterface` rule;
    adjoints of values used several times are summed. `remat.checkpoint`
    regions stay regions: a forward value computed inside one and needed by
    the backward pass becomes an extra result of the region, so the
    rematerialization pass can later decide to recompute it. Backward ops
    carry the location `"grad of <op>"(<forward location>)`.

    Errors, each with the op's location: a result that is not a single 0-d
    loss, a marked argument that is not a float tensor, control flow, and an
    op without a derivative rule (or without one for the operand the loss
    depends on).

    ```mlir
    func.func @f(%x: tensor<4xf32>, %w: tensor<4xf32> {remat.param}) -> tensor<f32> {
      %y = remat.mul %x, %w : tensor<4xf32>
      %l = remat.mse_loss %y, %x : tensor<4xf32> -> tensor<f32>
      return %l : tensor<f32>
    }
    // gives @f_grad(...) -> (tensor<f32>, tensor<4xf32>)
    ```
  }];
  let options = [
    Option<"inPlace", "in-place", "bool", /*default=*/"false",
           "Rewrite each function instead of adding <name>_grad">,
    Option<"suffix", "suffix", "std::string", /*default=*/"\"_grad\"",
           "Suffix of the generated function's name">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_PASSES
