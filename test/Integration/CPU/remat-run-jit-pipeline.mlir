// remat-run's JIT: by default the lowering's clean-up passes (no LLVM loop
// passes) and the code generator at -O2; -O<n> is LLVM's own pipeline at
// level n; --llvm-passes / --codegen-level choose others. Every choice gives
// the same bits and the same measured peak; a pipeline that does not parse
// and a level out of range are errors before anything is compiled. The code
// generator runs at the level asked for (-O0: the fast register allocator,
// which keeps large steps' compile time linear).
// RUN: rm -rf %t && mkdir -p %t
// RUN: remat-run %s --entry step --json > %t/default.json
// RUN: remat-run %s --entry step --json -O3 > %t/o3.json
// RUN: remat-run %s --entry step --json -O0 > %t/o0.json
// RUN: remat-run %s --entry step --json --llvm-passes='default<O1>' --codegen-level=0 > %t/custom.json
// RUN: FileCheck %s --check-prefix=DEFAULT < %t/default.json
// RUN: FileCheck %s --check-prefix=O3 < %t/o3.json
// RUN: FileCheck %s --check-prefix=CUSTOM < %t/custom.json
// RUN: %python -c "import json,sys; runs=[json.load(open(p)) for p in sys.argv[1:]]; assert len({(tuple(r['hash'] for r in j['results']), j['peak_bytes']) for j in runs})==1, runs; print('same bits, same peak:', len(runs))" %t/default.json %t/o3.json %t/o0.json %t/custom.json | FileCheck %s --check-prefix=SAME
// RUN: remat-run %s --entry step -O0 --time-passes 2>&1 | FileCheck %s --check-prefix=FAST --implicit-check-not="Greedy Register Allocator"
// RUN: remat-run %s --entry step --codegen-level=0 --time-passes 2>&1 | FileCheck %s --check-prefix=FAST --implicit-check-not="Greedy Register Allocator"
// RUN: remat-run %s --entry step --time-passes 2>&1 | FileCheck %s --check-prefix=GREEDY --implicit-check-not="Fast Register Allocator"
// RUN: not remat-run %s --entry step --llvm-passes=no-such-pass 2>&1 | FileCheck %s --check-prefix=BADPASS
// RUN: not remat-run %s --entry step --codegen-level=4 2>&1 | FileCheck %s --check-prefix=BADLEVEL

// DEFAULT: "jit": "passes=function(sroa,early-cse,instcombine<no-verify-fixpoint>,simplifycfg) codegen=-O2",
// O3: "jit": "-O3",
// CUSTOM: "jit": "passes=default<O1> codegen=-O0",
// SAME: same bits, same peak: 4
// FAST: Fast Register Allocator
// GREEDY: Greedy Register Allocator
// BADPASS: remat-run: error: --llvm-passes 'no-such-pass': unknown pass name 'no-such-pass'
// BADLEVEL: remat-run: error: --codegen-level must be 0, 1, 2 or 3

func.func @step(%x: tensor<32x64xf32>, %w: tensor<64x32xf32>) -> (tensor<32x32xf32>, tensor<32xf32>) {
  %y = remat.matmul %x, %w : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
  %z = remat.gelu %y : tensor<32x32xf32>
  %s = remat.softmax %z : tensor<32x32xf32>
  %r = remat.reduce_sum %s {axes = array<i64: 0>} : tensor<32x32xf32> -> tensor<32xf32>
  return %s, %r : tensor<32x32xf32>, tensor<32xf32>
}
