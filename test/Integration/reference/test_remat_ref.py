"""Self-tests of the remat reference interpreter (remat.reference): the parser
(locations, attributes, literals), the structure ops (checkpoint, call,
constants), the command line (output, errors, exit codes) and the examples
run through remat-opt, with their gradients checked.

Run with ``/usr/bin/python3 -m unittest discover -s <this dir> -p 'test_*.py'``.

Three kinds of checks make the reference trustworthy, one file each beside
this one (their helpers are in remat_ref_testing.py):

- hand-computed values of small cases of every op family
  (test_remat_ref_forward.py);
- the hash and the input generator against a direct scalar implementation
  (and SplitMix64's published outputs) (test_remat_ref_inputs.py);
- gradient checks: every gradient op against central finite differences of
  its forward op, both run by the interpreter in float64 through the same
  generic-form path the lit tests use (``d/dx sum(forward(x) * dy)``)
  (test_remat_ref_gradients.py).

Tests that need ``remat-opt`` (to print the examples in generic form) are
skipped when it cannot be found (``REMAT_OPT``, then where remat.tools
looks).
"""
import math
import os
import re
import subprocess
import tempfile
import unittest

import numpy as np

from remat_ref_testing import (CLI, REMAT_OPT, REPO, GradCase, R,
                               op_module)


# ===------------------------------------------------------------------------===
# Parser, structure ops, CLI
# ===------------------------------------------------------------------------===

STRUCTURE = r'''#loc = loc("s.mlir":1:1)
#loc3 = loc(fused["a(b).mlir":2:3, "c":4:5])
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {remat.param}], function_type = (tensor<2x2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<f32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x2xf32> loc("s.mlir":3:4), %arg1: tensor<2xf32> loc(#loc3)):
    %0:2 = "remat.checkpoint"(%arg0, %arg1) ({
    ^bb0(%arg2: tensor<2x2xf32>, %arg3: tensor<2xf32>):
      %4 = "remat.bias_add"(%arg2, %arg3) : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32> loc(#loc)
      %5 = "remat.checkpoint"(%4) ({
      ^bb0(%arg4: tensor<2x2xf32>):
        %6 = "remat.relu"(%arg4) : (tensor<2x2xf32>) -> tensor<2x2xf32>
        "remat.yield"(%6) : (tensor<2x2xf32>) -> ()
      }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
      "remat.yield"(%5, %arg3) : (tensor<2x2xf32>, tensor<2xf32>) -> ()
    }) : (tensor<2x2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>) loc("s.mlir":9:9)
    %1 = "arith.constant"() <{value = dense<[[1.000000e+00, -2.000000e+00], [0x7F800000, 2.500000e-01]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %2 = "remat.mul"(%0#0, %1) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %3 = "func.call"(%2) <{callee = @total}> : (tensor<2x2xf32>) -> tensor<f32>
    %7 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<2xf32>}> : () -> tensor<2xf32>
    %8 = "remat.add"(%0#1, %7) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%2, %8, %1, %3) : (tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2xf32>) -> tensor<f32>, sym_name = "total", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x2xf32>):
    %0 = "remat.reduce_sum"(%arg0) <{axes = array<i64: 0, 1>}> : (tensor<2x2xf32>) -> tensor<f32>
    "func.return"(%0) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (tensor<3xbf16>, tensor<2xf16>, tensor<2x2xf64>), sym_name = "consts"}> ({
    %0 = "arith.constant"() <{value = dense<"0x803F0040C0C0"> : tensor<3xbf16>}> : () -> tensor<3xbf16>
    %1 = "arith.constant"() <{value = dense<"0x003C"> : tensor<2xf16>}> : () -> tensor<2xf16>
    %2 = "arith.constant"() <{value = dense<[[1.000000e-01, 2.000000e+00], [3.000000e+00, -4.000000e+00]]> : tensor<2x2xf64>}> : () -> tensor<2x2xf64>
    "func.return"(%0, %1, %2) : (tensor<3xbf16>, tensor<2xf16>, tensor<2x2xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "empty"}> ({
    "remat.checkpoint"() ({
      "remat.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
#loc9 = loc("s.mlir":20:1)
'''


class ParserAndStructure(unittest.TestCase):
    def test_structure(self):
        x = np.array([[1.0, -2.0], [3.0, 0.5]], dtype=np.float32)
        b = np.array([0.5, -1.0], dtype=np.float32)
        y, b2, c, total = R.run(STRUCTURE, "main", inputs=[x, b])
        relu = np.maximum(x + b, 0)
        const = np.array([[1.0, -2.0], [np.inf, 0.25]])
        with np.errstate(invalid="ignore"):
            want = relu * const
        np.testing.assert_array_equal(y, want.astype(np.float32))
        np.testing.assert_array_equal(b2, [1.0, -0.5])
        np.testing.assert_array_equal(c, const)
        self.assertEqual(float(total), math.inf)   # 3.5 * inf
        self.assertEqual(y.dtype, np.float32)

    def test_constants(self):
        bf, hf, dd = R.run(STRUCTURE, "consts")
        self.assertEqual(list(bf), [1.0, 2.0, -6.0])
        self.assertEqual(list(hf), [1.0, 1.0])       # hex splat
        self.assertEqual(hf.dtype, np.float16)
        np.testing.assert_array_equal(dd, [[0.1, 2.0], [3.0, -4.0]])

    def test_empty_checkpoint_and_no_results(self):
        self.assertEqual(R.run(STRUCTURE, "empty"), [])

    def test_functions_and_errors(self):
        module = R.parse_module(STRUCTURE)
        self.assertEqual(sorted(module.functions), ["consts", "empty", "main", "total"])
        with self.assertRaises(R.RefError):
            R.run(STRUCTURE, "missing")
        bad = STRUCTURE.replace('"remat.relu"', '"remat.frobnicate"')
        with self.assertRaises(R.UnsupportedOpError) as ctx:
            R.run(bad, "main")
        self.assertIn("remat.frobnicate", str(ctx.exception))
        with self.assertRaises(R.RefError):
            R.parse_module("func.func @f() { return }")

    def test_attribute_forms(self):
        p = R.Parser('{a = array<i64: 0, -1>, b = array<i64>, c = 1.000000e-01 : f64, '
                     'd = -7 : i64, e = true, f, g = "s", h = @sym, i = dense<1.0> : '
                     'tensor<2xf32>, j = (tensor<1xf32>) -> (tensor<f32>, tensor<2xf16>), '
                     'k = [1 : i64, {x}], l = #foo.bar<"z">, m = unit, n = 0x7FC00000 : f32}')
        d = p.attr_dict()
        self.assertEqual(d["a"], [0, -1])
        self.assertEqual(d["b"], [])
        self.assertEqual(d["c"].value, 0.1)
        self.assertEqual(d["d"].value, -7)
        self.assertIs(d["e"], True)
        self.assertIs(d["f"], True)
        self.assertEqual(d["g"], "s")
        self.assertEqual(d["h"].name, "sym")
        np.testing.assert_array_equal(d["i"].to_array(), [1.0, 1.0])
        self.assertEqual(len(d["j"].results), 2)
        self.assertEqual(d["j"].results[1], R.TensorType((2,), "f16"))
        self.assertEqual(d["k"][0].value, 1)
        self.assertIs(d["m"], True)
        self.assertTrue(math.isnan(d["n"].value))


class CommandLine(unittest.TestCase):
    def run_cli(self, text, *args):
        with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
            f.write(text)
            path = f.name
        try:
            return subprocess.run(CLI + [path] + list(args),
                                  capture_output=True, text=True)
        finally:
            os.unlink(path)

    def test_output_format(self):
        text = op_module("remat.matmul", [(2, 3), (3, 2)], [(2, 2)], elem="f32")
        proc = self.run_cli(text, "--entry", "f", "--seed", "3")
        self.assertEqual(proc.returncode, 0, proc.stderr)
        lines = proc.stdout.splitlines()
        self.assertEqual(len(lines), 1)
        m = re.match(r"^result 0: shape \[2, 2\] sum (\S+)$", lines[0])
        self.assertTrue(m, lines[0])
        xs = R.make_inputs(["tensor<2x3xf32>", "tensor<3x2xf32>"], 3)
        want = np.float32(xs[0].astype(np.float64) @ xs[1].astype(np.float64))
        self.assertEqual(float(m.group(1)), math.fsum(want.astype(np.float64).ravel()))
        self.assertEqual(m.group(1), "%.17g" % float(m.group(1)))

    def test_print_values_and_inputs(self):
        text = op_module("remat.relu", [(3,)], [(3,)], elem="f16")
        proc = self.run_cli(text, "--entry", "f", "--print-values", "--print-inputs")
        self.assertEqual(proc.returncode, 0, proc.stderr)
        lines = proc.stdout.splitlines()
        self.assertTrue(lines[0].startswith("arg 0: shape [3] sum "))
        self.assertTrue(lines[1].startswith("  values ["))
        self.assertTrue(lines[2].startswith("result 0: shape [3] sum "))
        x = R.make_input((3,), "f16", 0, 0).astype(np.float64)
        vals = [float(v) for v in lines[3].strip()[len("values ["):-1].split(", ")]
        self.assertEqual(vals, list(np.maximum(x, 0)))

    def test_unknown_op_exits_2(self):
        text = op_module("remat.frobnicate", [(3,)], [(3,)])
        proc = self.run_cli(text, "--entry", "f")
        self.assertEqual(proc.returncode, 2)
        self.assertIn("unsupported op 'remat.frobnicate'", proc.stderr)

    def test_other_errors_exit_1(self):
        text = op_module("remat.relu", [(3,)], [(3,)])
        proc = self.run_cli(text, "--entry", "nope")
        self.assertEqual(proc.returncode, 1)
        self.assertIn("no function 'nope'", proc.stderr)


# ===------------------------------------------------------------------------===
# The examples, through remat-opt: run them, and check their gradients
# ===------------------------------------------------------------------------===

def generic_example(name):
    path = os.path.join(REPO, "examples", name)
    with open(path) as f:
        return R.to_generic(path, f.read(), REMAT_OPT)


@unittest.skipIf(REMAT_OPT is None or not os.path.isdir(os.path.join(REPO, "examples")),
                 "remat-opt or the examples not found")
class Examples(GradCase):
    def check_train_step(self, file, entry, labels_arg, loss_kind, params, probes=4):
        """Returned parameter gradients == finite differences of the loss."""
        module = R.parse_module(generic_example(file))
        types = R.function_arg_types(module, entry)
        inputs = [x.astype(np.float64) * 0.5 for x in R.make_inputs(types, seed=1)]
        if loss_kind == "softmax_cross_entropy":
            rows, classes = inputs[labels_arg].shape
            onehot = np.zeros((rows, classes))
            onehot[np.arange(rows), np.arange(rows) % classes] = 1.0
            inputs[labels_arg] = onehot
        interp = R.Interpreter(module, "f64")
        results = interp.call(entry, inputs)
        self.assertTrue(all(np.all(np.isfinite(r)) for r in results))
        for result_index, arg_index in params:
            grad = results[result_index]
            self.assertEqual(grad.shape, inputs[arg_index].shape)
            flat = np.argsort(R.make_input((grad.size,), "f64", arg_index, 3))[:probes]
            for i in flat:
                def loss(delta):
                    xs = list(inputs)
                    xs[arg_index] = inputs[arg_index].copy()
                    xs[arg_index].flat[i] += delta
                    return float(interp.call(entry, xs)[0])
                eps = 1e-6
                numeric = (loss(eps) - loss(-eps)) / (2 * eps)
                self.assertLess(abs(grad.flat[i] - numeric), 1e-6 * max(1.0, abs(numeric)),
                                "%s: d loss / d arg%d[%d]: %r vs %r" %
                                (entry, arg_index, i, grad.flat[i], numeric))

    def test_tiny_mlp_gradients(self):
        self.check_train_step("tiny_mlp_train_step.mlir", "tiny_mlp_train_step", 1,
                              "softmax_cross_entropy", [(1, 2), (2, 3), (3, 4), (4, 5)])

    def test_residual_checkpoint_gradients(self):
        self.check_train_step("residual_checkpoint.mlir", "residual_train_step", 1, "mse",
                              [(1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7), (7, 8),
                               (8, 9)], probes=2)

    def test_mlp_gradients(self):
        self.check_train_step("mlp_train_step.mlir", "mlp_train_step", 1,
                              "softmax_cross_entropy",
                              [(1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7), (7, 8),
                               (8, 9)], probes=2)

    def test_cli_on_examples(self):
        for file, entry, nres in (("tiny_mlp_train_step.mlir", "tiny_mlp_train_step", 5),
                                  ("residual_checkpoint.mlir", "residual_train_step", 9)):
            proc = subprocess.run(CLI + [os.path.join(REPO, "examples", file),
                                         "--entry", entry, "--remat-opt",
                                         REMAT_OPT],
                                  capture_output=True, text=True)
            self.assertEqual(proc.returncode, 0, proc.stderr)
            lines = proc.stdout.splitlines()
            self.assertEqual(len(lines), nres)
            for n, line in enumerate(lines):
                self.assertRegex(line, r"^result %d: shape \[[0-9, ]*\] sum -?[0-9]" % n)


if __name__ == "__main__":
    unittest.main()
