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
    (or rewrites the function with `in-place=true`): the forward
    computation, then its reverse-mode derivative, returning the loss and
    the gradient of each marked argument, in argument order. Each op's
    adjoint comes from its `DifferentiableOpInterface` rule; a value needed
    by the backward pass inside a `remat.checkpoint` becomes an extra result
    of the region. Backward ops are located at
    `"grad of <op>"(<forward location>)`. Rules and errors:
    `docs/reference/Autodiff.md`.

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

def RematChooseGradFilterLayoutsPass
    : Pass<"remat-choose-grad-filter-layouts", "::mlir::func::FuncOp"> {
  let summary = "Pick conv2d_grad_filter's faster layout where it costs no "
                "peak memory";
  let description = [{
    Sets the `layout` of each `remat.conv2d_grad_filter` (`groups = 1`)
    that has none: with `layout=auto` (the default) `"spread"` (faster)
    where its scratch does not raise the function's predicted peak, else
    `"direct"` (the least scratch); `layout=spread` and `layout=direct` set
    that layout everywhere. The peak is the same afterwards. Run by
    `remat-lower-to-llvm` and `remat-lower-to-nvvm`. Details:
    `docs/reference/Lowering.md`.

    ```mlir
    %dw = remat.conv2d_grad_filter %dy, %x {padding = array<i64: 1, 1, 1, 1>} : ...
    // becomes, when the padded copy and spread dy fit under the peak,
    %dw = remat.conv2d_grad_filter %dy, %x {layout = "spread", padding = array<i64: 1, 1, 1, 1>} : ...
    ```
  }];
  let options = [
    Option<"layout", "layout", "::remat::GradFilterLayoutChoice",
           /*default=*/"::remat::GradFilterLayoutChoice::Auto",
           "The layout to set",
           [{::llvm::cl::values(
             clEnumValN(::remat::GradFilterLayoutChoice::Auto, "auto",
                        "spread where it does not raise the peak"),
             clEnumValN(::remat::GradFilterLayoutChoice::Spread, "spread",
                        "spread everywhere (faster, more scratch)"),
             clEnumValN(::remat::GradFilterLayoutChoice::Direct, "direct",
                        "direct everywhere (the least scratch)"))}]>,
  ];
  let statistics = [
    Statistic<"numSpread", "spread", "Filter gradients set to spread">,
    Statistic<"numDirect", "direct", "Filter gradients set to direct">,
  ];
}

def RematChooseConvColumnsPass
    : Pass<"remat-choose-conv-columns", "::mlir::func::FuncOp"> {
  let summary = "Set gemm_columns on convolutions where it costs no peak "
                "memory";
  let description = [{
    Sets `gemm_columns` on each `remat.conv2d` and `remat.conv2d_grad_input`
    it applies to whose columns, added to the op's scratch, do not raise the
    function's predicted peak (`all=true`: on every such op), and whose
    input channels are fewer than `channel-limit`. Only the CBLAS lowering
    reads the attribute; `remat-lower-to-llvm` runs this pass with
    `blas=openblas conv-columns=true`, not by default: a rematerialized
    program, whose peak differs, can choose otherwise than its original and
    differ in the last bits. Details: `docs/reference/BLAS.md`; why it is
    off: `docs/design/ConvColumnsOff.md`.

    ```mlir
    %y = remat.conv2d %x, %w {padding = array<i64: 1, 1, 1, 1>} : ...
    // becomes, when the columns fit under the peak,
    %y = remat.conv2d %x, %w {gemm_columns, padding = array<i64: 1, 1, 1, 1>} : ...
    ```
  }];
  let options = [
    Option<"all", "all", "bool", /*default=*/"false",
           "Set it on every op it applies to, whatever the peak">,
    Option<"channelLimit", "channel-limit", "int64_t", /*default=*/"64",
           "Only where the convolution's depth per filter position (its "
           "input channels: C, or F for an input gradient) is below this "
           "(0: no limit); deeper ones already give OpenBLAS deep gemms">,
  ];
  let statistics = [
    Statistic<"numColumns", "columns", "Convolutions set to gemm_columns">,
    Statistic<"numKept", "kept", "Convolutions left without (peak)">,
  ];
}

#endif // REMAT_DIALECT_REMAT_TRANSFORMS_PASSES
