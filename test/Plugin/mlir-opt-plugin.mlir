// Upstream mlir-opt loads the remat dialect and Remat's passes from the plugin.
// RUN: %{plugin_env} mlir-opt %s --load-dialect-plugin=%remat_lib/RematPlugin.so | FileCheck %s --check-prefix=DIALECT
// RUN: %{plugin_env} mlir-opt %s --load-dialect-plugin=%remat_lib/RematPlugin.so --load-pass-plugin=%remat_lib/RematPlugin.so --pass-pipeline='builtin.module(func.func(remat-inline-checkpoints))' | FileCheck %s --check-prefix=PASS
// Without the plugin, mlir-opt does not know the dialect.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s --check-prefix=NOPLUGIN

// DIALECT-LABEL: func.func @step
// DIALECT: remat.checkpoint
// DIALECT: remat.relu
// DIALECT: remat.yield

// PASS-LABEL: func.func @step
// PASS-NOT: remat.checkpoint
// PASS: remat.relu

// NOPLUGIN: error: Dialect `remat' not found for custom op 'remat.checkpoint'
func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = remat.checkpoint (%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %r = remat.relu %a : tensor<4xf32>
    remat.yield %r : tensor<4xf32>
  }
  return %y : tensor<4xf32>
}
