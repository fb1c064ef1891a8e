"""Self-tests of the remat reference interpreter (remat_ref.py).

Run with ``/usr/bin/python3 -m unittest discover -s <this dir> -p 'test_*.py'``.

Three kinds of checks make the reference trustworthy:

- hand-computed values of small cases of every op family;
- the hash and the input generator against a direct scalar implementation
  (and SplitMix64's published outputs);
- gradient checks: every gradient op against central finite differences of
  its forward op, both run by the interpreter in float64 through the same
  generic-form path the lit tests use (``d/dx sum(forward(x) * dy)``).

Tests that need ``remat-opt`` (to print the examples in generic form) are
skipped when it cannot be found (``REMAT_OPT``, ``PATH``, ``build/bin``).
"""

import math
import os
import re
import subprocess
import sys
import tempfile
import unittest

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import remat_ref as R  # noqa: E402

SCRIPT = os.path.join(HERE, "remat_ref.py")
REPO = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
REMAT_OPT = R.find_remat_opt()


# ===------------------------------------------------------------------------===
# Helpers: one-op modules in generic form
# ===------------------------------------------------------------------------===

def ttype(shape, elem="f64"):
    return "tensor<%s>" % "x".join([str(d) for d in shape] + [elem])


def op_module(name, operand_shapes, result_shapes, attrs="", elem="f64"):
    """A module with function @f applying one op to its arguments."""
    ins = [ttype(s, elem) for s in operand_shapes]
    outs = [ttype(s, elem) for s in result_shapes]
    args = ", ".join("%%a%d: %s" % (i, t) for i, t in enumerate(ins))
    operands = ", ".join("%%a%d" % i for i in range(len(ins)))
    n = len(outs)
    res = "%r" if n == 1 else "%%r:%d" % n
    uses = "%r" if n == 1 else ", ".join("%%r#%d" % i for i in range(n))
    props = " <{%s}>" % attrs if attrs else ""
    return """"builtin.module"() ({
  "func.func"() <{function_type = (%(ins)s) -> (%(outs)s), sym_name = "f"}> ({
  ^bb0(%(args)s):
    %(res)s = "%(name)s"(%(operands)s)%(props)s : (%(ins)s) -> (%(outs)s)
    "func.return"(%(uses)s) : (%(outs)s) -> ()
  }) : () -> ()
}) : () -> ()
""" % dict(ins=", ".join(ins), outs=", ".join(outs), args=args, res=res,
           name=name, operands=operands, props=props, uses=uses)


def int_op_module(name, operands, results, bounds=None):
    """Like op_module, with (shape, element type) per operand and result and
    optional remat.bound argument attributes."""
    ins = [ttype(s, e) for s, e in operands]
    outs = [ttype(s, e) for s, e in results]
    args = ", ".join("%%a%d: %s" % (i, t) for i, t in enumerate(ins))
    operand_list = ", ".join("%%a%d" % i for i in range(len(ins)))
    arg_attrs = ""
    if bounds:
        arg_attrs = "arg_attrs = [%s], " % ", ".join(
            "{remat.bound = %d : i64}" % b if b else "{}" for b in bounds)
    return """"builtin.module"() ({
  "func.func"() <{%(arg_attrs)sfunction_type = (%(ins)s) -> (%(outs)s), sym_name = "f"}> ({
  ^bb0(%(args)s):
    %%r = "%(name)s"(%(operands)s) : (%(ins)s) -> (%(outs)s)
    "func.return"(%%r) : (%(outs)s) -> ()
  }) : () -> ()
}) : () -> ()
""" % dict(arg_attrs=arg_attrs, ins=", ".join(ins), outs=", ".join(outs),
           args=args, name=name, operands=operand_list)


def apply_int(name, operands, results):
    """Runs one op with typed operands [(array, elem)] in float64 precision."""
    text = int_op_module(name, [(np.shape(a), e) for a, e in operands], results)
    interp = R.Interpreter(R.parse_module(text), "f64")
    return interp.call("f", [np.asarray(a, dtype=np.float64) for a, _ in operands])


_CACHE = {}


def apply(name, operands, result_shapes, attrs="", elem="f64", precision="f64"):
    """Runs one op through the parser and interpreter; returns its results."""
    operands = [np.asarray(o, dtype=np.float64) for o in operands]
    key = (name, tuple(o.shape for o in operands), tuple(map(tuple, result_shapes)),
           attrs, elem, precision)
    if key not in _CACHE:
        text = op_module(name, [o.shape for o in operands], result_shapes, attrs, elem)
        _CACHE[key] = R.Interpreter(R.parse_module(text), precision)
    return _CACHE[key].call("f", operands)


def apply1(*args, **kwargs):
    return apply(*args, **kwargs)[0]


def rand(shape, k, lo=-1.0, hi=1.0):
    """Deterministic test data in [lo, hi) from the input generator."""
    u = R.make_input(shape, "f64", k, seed=12345).astype(np.float64)
    return lo + (u + 1.0) * 0.5 * (hi - lo)


def numeric_grad(f, x, eps=1e-5):
    """Central finite differences of the scalar function f at x."""
    g = np.zeros_like(x)
    for i in range(x.size):
        xp = x.copy()
        xm = x.copy()
        xp.flat[i] += eps
        xm.flat[i] -= eps
        g.flat[i] = (f(xp) - f(xm)) / (2 * eps)
    return g


class GradCase(unittest.TestCase):
    def assertGradClose(self, analytic, numeric, tol=1e-7):
        analytic = np.asarray(analytic, dtype=np.float64)
        scale = max(1.0, float(np.max(np.abs(numeric))))
        err = float(np.max(np.abs(analytic - numeric))) if analytic.size else 0.0
        self.assertEqual(analytic.shape, numeric.shape)
        self.assertLess(err, tol * scale, "max |analytic - numeric| = %g" % err)


# ===------------------------------------------------------------------------===
# Hash, input generator, rounding
# ===------------------------------------------------------------------------===

def scalar_mix64(z):
    """SplitMix64's finalizer, written out again independently."""
    m = 2 ** 64
    z %= m
    z ^= z >> 30
    z = (z * 0xBF58476D1CE4E5B9) % m
    z ^= z >> 27
    z = (z * 0x94D049BB133111EB) % m
    z ^= z >> 31
    return z


def scalar_input(seed, k, i):
    g = 0x9E3779B97F4A7C15
    a = scalar_mix64(seed + (k + 1) * g)
    z = scalar_mix64(a + (i + 1) * g)
    return (z >> 40) * 2.0 ** -23 - 1.0


def scalar_bf16(v):
    """bf16 rounding of a float32 value by its bits (nearest, ties to even)."""
    bits = int(np.array([v], dtype=np.float32).view(np.uint32)[0])
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return float(np.array([bits], dtype=np.uint32).view(np.float32)[0])


class HashAndInputs(unittest.TestCase):
    def test_splitmix64_published_outputs(self):
        # SplitMix64 seeded with 0 outputs mix64(k * gamma) for k = 1, 2, 3.
        expected = [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
        got = [R.mix64_int(k * R.GAMMA) for k in (1, 2, 3)]
        self.assertEqual(got, expected)
        vec = R.mix64(np.array([(k * R.GAMMA) % 2 ** 64 for k in (1, 2, 3)],
                               dtype=np.uint64))
        self.assertEqual([int(v) for v in vec], expected)

    def test_inputs_match_scalar_spec(self):
        for seed in (0, 1, 42, 2 ** 64 - 1):
            for k in range(3):
                x = R.make_input((3, 5), "f64", k, seed).ravel()
                ref = [scalar_input(seed, k, i) for i in range(15)]
                self.assertEqual(list(x), ref)

    def test_input_golden_values(self):
        # For a C++ implementation of the generator to compare against.
        x = R.make_input((3,), "f32", 0, 0)
        self.assertEqual([float(v) for v in x],
                         [0.30489695072174072, 0.40242421627044678,
                          -0.22575175762176514])
        self.assertEqual(float(R.make_input((), "f32", 1, 0)), -0.44753289222717285)

    def test_input_range_and_grid(self):
        x = R.make_input((4096,), "f64", 0, 7)
        self.assertTrue(np.all(x >= -1.0) and np.all(x < 1.0))
        self.assertTrue(np.all(np.floor(x * 2 ** 23) == x * 2 ** 23))
        self.assertTrue(np.array_equal(x.astype(np.float32).astype(np.float64), x))
        self.assertLess(abs(float(np.mean(x))), 0.05)

    def test_input_element_types(self):
        f32 = R.make_input((64,), "f32", 2, 3)
        self.assertEqual(f32.dtype, np.float32)
        f16 = R.make_input((64,), "f16", 2, 3)
        self.assertEqual(f16.dtype, np.float16)
        self.assertTrue(np.array_equal(f16, f32.astype(np.float16)))
        bf16 = R.make_input((64,), "bf16", 2, 3)
        self.assertEqual(bf16.dtype, np.float32)
        self.assertEqual(list(bf16), [scalar_bf16(v) for v in f32])
        f64 = R.make_input((64,), "f64", 2, 3)
        self.assertTrue(np.array_equal(f64, f32.astype(np.float64)))

    def test_make_inputs_numbers_arguments(self):
        xs = R.make_inputs(["tensor<2x3xf32>", "tensor<f16>", "tensor<4xbf16>"], 5)
        self.assertEqual([x.shape for x in xs], [(2, 3), (), (4,)])
        self.assertTrue(np.array_equal(xs[0], R.make_input((2, 3), "f32", 0, 5)))
        self.assertTrue(np.array_equal(xs[2], R.make_input((4,), "bf16", 2, 5)))
        self.assertFalse(np.array_equal(R.make_input((8,), "f32", 0, 5),
                                        R.make_input((8,), "f32", 1, 5)))

    def test_integer_inputs(self):
        # (z >> 40) mod bound of the same hash as the float inputs.
        for elem in ("i32", "i64"):
            xs = R.make_input((40,), elem, 1, 9, bound=7)
            self.assertEqual(xs.dtype, R.storage_dtype(elem))
            self.assertEqual(list(xs), [int((scalar_input(9, 1, i) + 1.0) * 2 ** 23) % 7
                                        for i in range(40)])
        raw = R.make_input((40,), "i64", 1, 9)
        self.assertTrue(np.all(raw >= 0) and np.all(raw < 2 ** 24))
        self.assertEqual(list(raw), [int((scalar_input(9, 1, i) + 1.0) * 2 ** 23)
                                     for i in range(40)])
        text = int_op_module("remat.embedding", [((5, 2), "f64"), ((3,), "i64")],
                             [((3, 2), "f64")], bounds=[None, 5])
        module = R.parse_module(text)
        self.assertEqual(R.function_arg_bounds(module, "f"), [None, 5])
        xs = R.function_inputs(module, "f", 4)
        self.assertEqual(list(xs[1]), list(R.make_input((3,), "i64", 1, 4, bound=5)))

    def test_bf16_rounding(self):
        one = 1.0
        ulp = 2.0 ** -7
        cases = {
            one + ulp / 2: one,                  # tie, to even
            one + 3 * ulp / 2: one + 2 * ulp,    # tie, to even
            one + ulp / 2 + 2.0 ** -30: one + ulp,  # above the tie (f64 only)
            -(one + ulp * 0.75): -(one + ulp),
            3.0e38 * 10: math.inf,
        }
        for x, want in cases.items():
            got = float(R.round_to_element_type(np.float64(x), "bf16"))
            self.assertEqual(got, want, "bf16(%r)" % x)
        self.assertTrue(math.isnan(float(R.round_bf16(np.float32(np.nan)))))
        arr = R.round_bf16(np.array([[1.0, one + ulp / 2]]))
        self.assertEqual(arr.shape, (1, 2))
        self.assertEqual(R.round_bf16(np.array(2.5)).shape, ())

    def test_dropout_mask_matches_scalar_hash(self):
        for seed in (0, 42, -1, -7, 2 ** 63 - 1):
            for rate in (0.5, 0.1, 0.75, 0.0):
                x = np.ones((4, 8))
                y = apply1("remat.dropout", [x], [(4, 8)],
                           "rate = %r : f64, seed = %d : i64" % (rate, seed))
                threshold = math.ceil(rate * 2 ** 24)
                for i in range(32):
                    z = scalar_mix64((seed % 2 ** 64) + (i + 1) * 0x9E3779B97F4A7C15)
                    keep = (z >> 40) >= threshold
                    want = 1.0 / (1.0 - rate) if keep else 0.0
                    self.assertEqual(y.flat[i], want, (seed, rate, i))

    def test_dropout_statistics_and_defaults(self):
        x = np.ones((64, 64))
        y = apply1("remat.dropout", [x], [(64, 64)])   # rate 0.5, seed 0
        kept = np.count_nonzero(y)
        self.assertTrue(abs(kept / x.size - 0.5) < 0.03)
        self.assertTrue(np.all((y == 0) | (y == 2.0)))
        y2 = apply1("remat.dropout", [x], [(64, 64)], "rate = 5.000000e-01 : f64, seed = 0 : i64")
        self.assertTrue(np.array_equal(y, y2))
        y3 = apply1("remat.dropout", [x], [(64, 64)], "rate = 5.000000e-01 : f64, seed = 1 : i64")
        self.assertFalse(np.array_equal(y, y3))

    def test_dropout_scale_rounded_to_element_type(self):
        x = np.ones((16,))
        for elem, scale in (("f16", float(np.float16(1 / 0.9))),
                            ("bf16", scalar_bf16(np.float32(1 / 0.9))),
                            ("f32", float(np.float32(1 / 0.9))),
                            ("f64", 1 / 0.9)):
            for precision in ("native", "f64"):
                y = apply1("remat.dropout", [x], [(16,)], "rate = 1.000000e-01 : f64",
                           elem=elem, precision=precision)
                self.assertEqual(set(np.asarray(y, dtype=np.float64).tolist()) - {0.0},
                                 {scale}, (elem, precision))


# ===------------------------------------------------------------------------===
# Hand-computed forward ops
# ===------------------------------------------------------------------------===

A = np.array([[1.0, 2.0], [3.0, 4.0]])
B = np.array([[5.0, 6.0], [7.0, 8.0]])


class ForwardOps(unittest.TestCase):
    def check(self, got, want):
        np.testing.assert_allclose(np.asarray(got, dtype=np.float64), want,
                                   rtol=1e-12, atol=1e-12)

    def test_matmul(self):
        self.check(apply1("remat.matmul", [A, B], [(2, 2)]), [[19, 22], [43, 50]])
        self.check(apply1("remat.matmul", [A, B], [(2, 2)], "transpose_a = true"),
                   [[26, 30], [38, 44]])
        self.check(apply1("remat.matmul", [A, B], [(2, 2)], "transpose_b = true"),
                   [[17, 23], [39, 53]])
        self.check(apply1("remat.matmul", [A, B], [(2, 2)],
                          "transpose_a = true, transpose_b = true"),
                   [[23, 31], [34, 46]])
        self.check(apply1("remat.matmul", [A, B], [(2, 2)],
                          "transpose_a = false, transpose_b = false"),
                   [[19, 22], [43, 50]])
        # Non-square with transposes: [3,2]^T x [3,4] -> [2,4].
        x, w = rand((3, 2), 0), rand((3, 4), 1)
        self.check(apply1("remat.matmul", [x, w], [(2, 4)], "transpose_a = true"), x.T @ w)

    def test_matmul_batched(self):
        lhs = np.stack([A, B])
        rhs = np.stack([B, A])
        self.check(apply1("remat.matmul", [lhs, rhs], [(2, 2, 2)]),
                   [[[19, 22], [43, 50]], [[23, 34], [31, 46]]])
        self.check(apply1("remat.matmul", [lhs, rhs], [(2, 2, 2)], "transpose_b = true"),
                   [[[17, 23], [39, 53]], [[17, 39], [23, 53]]])

    def test_elementwise(self):
        self.check(apply1("remat.add", [A, B], [(2, 2)]), A + B)
        self.check(apply1("remat.sub", [A, B], [(2, 2)]), [[-4, -4], [-4, -4]])
        self.check(apply1("remat.mul", [A, B], [(2, 2)]), [[5, 12], [21, 32]])
        self.check(apply1("remat.scale", [A], [(2, 2)], "factor = -2.500000e-01 : f64"),
                   -0.25 * A)
        self.check(apply1("remat.scale", [A], [(2, 2)]), A)  # default factor 1
        x = np.arange(12.0).reshape(2, 3, 2)
        self.check(apply1("remat.bias_add", [x, [10.0, 20.0]], [(2, 3, 2)]),
                   x + [10.0, 20.0])

    def test_activations(self):
        x = np.array([-2.0, -0.5, 0.0, 0.5, 3.0])
        self.check(apply1("remat.relu", [x], [(5,)]), [0, 0, 0, 0.5, 3.0])
        self.check(apply1("remat.sigmoid", [[0.0, math.log(3.0)]], [(2,)]), [0.5, 0.75])
        self.check(apply1("remat.tanh", [[0.0, 1.0]], [(2,)]), [0.0, math.tanh(1.0)])
        self.check(apply1("remat.exp", [[0.0, 1.0]], [(2,)]), [1.0, math.e])
        g = apply1("remat.gelu", [[0.0, 1.0, -1.0, 10.0]], [(4,)])
        # Published values of the tanh approximation of GELU.
        np.testing.assert_allclose(g, [0.0, 0.8411919906, -0.1588080094, 10.0],
                                   atol=1e-9)
        # sigmoid does not overflow to NaN.
        self.check(apply1("remat.sigmoid", [[-1000.0, 1000.0]], [(2,)]), [0.0, 1.0])

    def test_softmax(self):
        self.check(apply1("remat.softmax", [[[0.0, math.log(3.0)], [1000.0, 1000.0]]],
                          [(2, 2)]), [[0.25, 0.75], [0.5, 0.5]])
        y = apply1("remat.softmax", [rand((2, 3, 5), 3)], [(2, 3, 5)])
        self.check(np.sum(y, axis=-1), np.ones((2, 3)))

    def test_layernorm(self):
        x = np.array([[1.0, 3.0], [2.0, 2.0]])
        y = apply1("remat.layernorm", [x, [2.0, 1.0], [0.0, 1.0]], [(2, 2)],
                   "epsilon = 1.000000e+00 : f64")
        r = 1 / math.sqrt(2.0)
        self.check(y, [[-2 * r, 1 + r], [0.0, 1.0]])
        # Default epsilon 1e-5, biased variance.
        y = apply1("remat.layernorm", [[[1.0, 3.0]], [1.0, 1.0], [0.0, 0.0]], [(1, 2)])
        s = 1 / math.sqrt(1.0 + 1e-5)
        self.check(y, [[-s, s]])

    def test_batch_norm(self):
        # Channel 0 holds 1, 3 (mean 2, variance 1), channel 1 holds 2, 2.
        x = np.array([[1.0, 2.0], [3.0, 2.0]])
        y = apply1("remat.batch_norm", [x, [2.0, 1.0], [0.0, 1.0]], [(2, 2)],
                   "epsilon = 1.000000e+00 : f64")
        r = 1 / math.sqrt(2.0)
        self.check(y, [[-2 * r, 1.0], [2 * r, 1.0]])

    def test_reductions(self):
        x = np.arange(24.0).reshape(2, 3, 4)
        self.check(apply1("remat.reduce_sum", [x], [(2, 3)]), x.sum(axis=2))
        self.check(apply1("remat.reduce_sum", [x], [(3,)], "axes = array<i64: -1, 0>"),
                   x.sum(axis=(0, 2)))
        self.check(apply1("remat.reduce_sum", [x], [(2, 3, 4)], "axes = array<i64>"), x)
        self.check(apply1("remat.reduce_mean", [x], [()], "axes = array<i64: 0, 1, 2>"),
                   11.5)
        self.check(apply1("remat.reduce_mean", [x], [(2, 4)], "axes = array<i64: -2>"),
                   x.mean(axis=1))
        self.check(apply1("remat.reduce_mean", [[1.0, 2.0, 4.0]], [()]), 7.0 / 3)

    def test_broadcast_in_dim(self):
        v = np.array([1.0, 2.0])
        self.check(apply1("remat.broadcast_in_dim", [v], [(3, 2)]), [[1, 2]] * 3)
        self.check(apply1("remat.broadcast_in_dim", [v], [(2, 3)],
                          "broadcast_dimensions = array<i64: 0>"), [[1, 1, 1], [2, 2, 2]])
        row = np.array([[1.0, 2.0]])
        self.check(apply1("remat.broadcast_in_dim", [row], [(2, 3, 2)],
                          "broadcast_dimensions = array<i64: 1, 2>"), np.ones((2, 3, 2)) * v)
        self.check(apply1("remat.broadcast_in_dim", [row], [(3, 2)],
                          "broadcast_dimensions = array<i64: 0, 1>"), [[1, 2]] * 3)
        self.check(apply1("remat.broadcast_in_dim", [np.array(7.0)], [(2, 2)]),
                   np.full((2, 2), 7.0))

    def test_transpose_reshape_concat(self):
        x = np.arange(24.0).reshape(2, 3, 4)
        t = apply1("remat.transpose", [x], [(4, 3, 2)])
        self.assertEqual(t[3, 1, 0], x[0, 1, 3])
        t = apply1("remat.transpose", [x], [(3, 4, 2)], "permutation = array<i64: 1, 2, 0>")
        self.assertEqual(t[2, 1, 1], x[1, 2, 1])
        self.check(apply1("remat.reshape", [x], [(6, 4)]), np.arange(24.0).reshape(6, 4))
        self.check(apply1("remat.reshape", [[[5.0]]], [()]), 5.0)
        a, b = np.zeros((2, 3)), np.ones((1, 3))
        self.check(apply1("remat.concat", [a, b, a], [(5, 3)], "axis = -2 : i64"),
                   np.concatenate([a, b, a], axis=0))
        c = np.ones((2, 1))
        self.check(apply1("remat.concat", [a, c], [(2, 4)]),  # default: last axis
                   np.concatenate([a, c], axis=1))

    def test_slice_and_grad(self):
        x = np.arange(64.0).reshape(8, 8)
        s = apply1("remat.slice", [x], [(3, 3)],
                   "offsets = array<i64: 1, 1>, strides = array<i64: 2, 3>")
        self.check(s, [[9, 12, 15], [25, 28, 31], [41, 44, 47]])
        self.check(apply1("remat.slice", [x], [(2, 3)]), x[:2, :3])
        self.check(apply1("remat.slice", [x], [(1, 1)], "offsets = array<i64: 7, 7>"), [[63]])
        dy = np.array([[1.0, 2.0], [3.0, 4.0]])
        g = apply1("remat.slice_grad", [dy], [(4, 5)],
                   "offsets = array<i64: 1, 0>, strides = array<i64: 2, 3>")
        want = np.zeros((4, 5))
        want[1, 0], want[1, 3], want[3, 0], want[3, 3] = 1, 2, 3, 4
        self.check(g, want)

    def test_conv2d_by_hand(self):
        x = np.array([[1.0, 2.0], [3.0, 4.0]]).reshape(1, 2, 2, 1)
        w = np.array([[1.0, 0.0], [0.0, 1.0]]).reshape(2, 2, 1, 1)
        y = apply1("remat.conv2d", [x, w], [(1, 3, 3, 1)], "padding = array<i64: 1, 1, 1, 1>")
        self.check(y[0, :, :, 0], [[1, 2, 0], [3, 5, 2], [0, 3, 4]])
        y = apply1("remat.conv2d", [x, w], [(1, 1, 2, 1)],
                   "padding = array<i64: 1, 0, 0, 1>, strides = array<i64: 2, 1>")
        self.check(y[0, :, :, 0], [[2, 0]])
        y = apply1("remat.conv2d", [x, w], [(1, 1, 1, 1)])
        self.check(y[0, :, :, 0], [[5]])
        # Channels: filter [1,1,2,2] mixes channels like a matmul.
        x2 = rand((2, 3, 3, 2), 4)
        w2 = rand((1, 1, 2, 2), 5)
        self.check(apply1("remat.conv2d", [x2, w2], [(2, 3, 3, 2)]), x2 @ w2[0, 0])

    def test_conv2d_against_direct_loops(self):
        x = rand((2, 7, 6, 3), 6)
        w = rand((3, 2, 3, 4), 7)
        (sh, sw), (pt, pb, pl, pr) = (2, 3), (1, 2, 0, 1)
        ho = (7 + pt + pb - 3) // sh + 1
        wo = (6 + pl + pr - 2) // sw + 1
        want = np.zeros((2, ho, wo, 4))
        for n in range(2):
            for i in range(ho):
                for j in range(wo):
                    for a in range(3):
                        for b in range(2):
                            r, c = i * sh + a - pt, j * sw + b - pl
                            if 0 <= r < 7 and 0 <= c < 6:
                                want[n, i, j] += x[n, r, c] @ w[a, b]
        y = apply1("remat.conv2d", [x, w], [(2, ho, wo, 4)],
                   "padding = array<i64: 1, 2, 0, 1>, strides = array<i64: 2, 3>")
        self.check(y, want)

    def test_grouped_conv2d_against_direct_loops(self):
        # groups=2 with 6 input and 4 output channels; then depthwise
        # (groups = channels = 3, multiplier 2), strided and padded.
        for k, (xs, ws, groups) in enumerate([((2, 6, 5, 6), (3, 2, 3, 4), 2),
                                              ((1, 7, 6, 3), (3, 3, 1, 6), 3)]):
            x, w = rand(xs, 60 + k), rand(ws, 70 + k)
            (sh, sw), (pt, pb, pl, pr) = (2, 1), (1, 1, 0, 2)
            ho = (xs[1] + pt + pb - ws[0]) // sh + 1
            wo = (xs[2] + pl + pr - ws[1]) // sw + 1
            cin, fout = ws[2], ws[3] // groups
            want = np.zeros((xs[0], ho, wo, ws[3]))
            for n, i, j, f in np.ndindex(*want.shape):
                g = f // fout
                for a, b, c in np.ndindex(ws[0], ws[1], cin):
                    r, col = i * sh + a - pt, j * sw + b - pl
                    if 0 <= r < xs[1] and 0 <= col < xs[2]:
                        want[n, i, j, f] += x[n, r, col, g * cin + c] * w[a, b, c, f]
            y = apply1("remat.conv2d", [x, w], [want.shape],
                       "groups = %d : i64, padding = array<i64: 1, 1, 0, 2>, "
                       "strides = array<i64: 2, 1>" % groups)
            self.check(y, want)
        with self.assertRaises(R.RefError):  # 6 channels are not 4 groups
            apply1("remat.conv2d", [np.zeros((1, 4, 4, 6)), np.zeros((3, 3, 2, 4))],
                   [(1, 2, 2, 4)], "groups = 4 : i64")

    def test_conv2d_shape_mismatch_is_an_error(self):
        with self.assertRaises(R.RefError):
            apply1("remat.conv2d", [np.zeros((1, 4, 4, 1)), np.zeros((3, 3, 1, 1))],
                   [(1, 3, 3, 1)])

    def test_max_pool2d(self):
        x = np.arange(16.0).reshape(1, 4, 4, 1)
        self.check(apply1("remat.max_pool2d", [x], [(1, 2, 2, 1)])[0, :, :, 0],
                   [[5, 7], [13, 15]])
        # Padded positions never win, even against negative values.
        neg = -np.ones((1, 2, 2, 1))
        y = apply1("remat.max_pool2d", [neg], [(1, 3, 3, 1)],
                   "padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>")
        self.check(y, -np.ones((1, 3, 3, 1)))
        y = apply1("remat.max_pool2d", [x], [(1, 2, 4, 1)],
                   "window = array<i64: 3, 2>, strides = array<i64: 2, 1>, "
                   "padding = array<i64: 1, 0, 0, 1>")
        self.check(y[0, :, :, 0], [[5, 6, 7, 7], [13, 14, 15, 15]])

    def test_max_pool2d_grad_ties_route_to_first(self):
        dy = np.array([7.0]).reshape(1, 1, 1, 1)
        x = np.full((1, 2, 2, 1), 5.0)
        g = apply1("remat.max_pool2d_grad", [dy, x], [(1, 2, 2, 1)])
        self.check(g[0, :, :, 0], [[7, 0], [0, 0]])
        x = np.array([[1.0, 3.0], [3.0, 2.0]]).reshape(1, 2, 2, 1)
        g = apply1("remat.max_pool2d_grad", [dy, x], [(1, 2, 2, 1)])
        self.check(g[0, :, :, 0], [[0, 7], [0, 0]])
        # Overlapping windows accumulate: the centre wins all four windows.
        x = np.array([[0.0, 1.0, 0.0], [1.0, 9.0, 1.0], [0.0, 1.0, 0.0]]).reshape(1, 3, 3, 1)
        dy = np.array([1.0, 2.0, 3.0, 4.0]).reshape(1, 2, 2, 1)
        g = apply1("remat.max_pool2d_grad", [dy, x], [(1, 3, 3, 1)],
                   "strides = array<i64: 1, 1>")
        self.check(g[0, :, :, 0], [[0, 0, 0], [0, 10, 0], [0, 0, 0]])
        # With padding, ties among real elements go to the first real one.
        neg = -np.ones((1, 2, 2, 1))
        dy = np.arange(1.0, 10.0).reshape(1, 3, 3, 1)
        g = apply1("remat.max_pool2d_grad", [dy, neg], [(1, 2, 2, 1)],
                   "padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>")
        # Window (i, j) starts at (i-1, j-1); its first real element is
        # (max(i-1,0), max(j-1,0)).
        self.check(g[0, :, :, 0], [[1 + 2 + 4 + 5, 3 + 6], [7 + 8, 9]])

    def test_upsample(self):
        x = np.array([[1.0, 2.0], [3.0, 4.0]]).reshape(1, 2, 2, 1)
        y = apply1("remat.upsample_nearest2d", [x], [(1, 4, 4, 1)])
        self.check(y[0, :, :, 0], [[1, 1, 2, 2], [1, 1, 2, 2], [3, 3, 4, 4], [3, 3, 4, 4]])
        y = apply1("remat.upsample_nearest2d", [x], [(1, 2, 6, 1)], "scale = array<i64: 1, 3>")
        self.check(y[0, :, :, 0], [[1, 1, 1, 2, 2, 2], [3, 3, 3, 4, 4, 4]])
        dy = np.arange(16.0).reshape(1, 4, 4, 1)
        g = apply1("remat.upsample_nearest2d_grad", [dy], [(1, 2, 2, 1)])
        self.check(g[0, :, :, 0], [[0 + 1 + 4 + 5, 2 + 3 + 6 + 7],
                                   [8 + 9 + 12 + 13, 10 + 11 + 14 + 15]])

    def test_losses(self):
        p = np.array([1.0, 2.0, 3.0])
        t = np.array([1.0, 1.0, 1.0])
        self.check(apply1("remat.mse_loss", [p, t], [()]), 5.0 / 3)
        self.check(apply1("remat.mse_loss_grad", [np.array(3.0), p, t], [(3,)]), [0, 2, 4])
        logits = np.array([[0.0, 0.0], [0.0, math.log(3.0)]])
        labels = np.array([[1.0, 0.0], [0.0, 1.0]])
        self.check(apply1("remat.softmax_cross_entropy", [logits, labels], [()]),
                   math.log(8.0 / 3.0) / 2)
        self.check(apply1("remat.softmax_cross_entropy_grad",
                          [np.array(2.0), logits, labels], [(2, 2)]),
                   [[-0.5, 0.5], [0.25, -0.25]])
        # Stable for large logits; rows are all leading dimensions.
        big = np.array([[[1000.0, 0.0]], [[0.0, 1000.0]]])
        lab = np.array([[[1.0, 0.0]], [[1.0, 0.0]]])
        self.check(apply1("remat.softmax_cross_entropy", [big, lab], [()]), 500.0)
        # 1-D logits: one row.
        self.check(apply1("remat.softmax_cross_entropy", [[0.0, 0.0], [0.0, 1.0]], [()]),
                   math.log(2.0))

    def test_elementwise_grads_by_hand(self):
        dy = np.array([1.0, 2.0, 3.0])
        self.check(apply1("remat.relu_grad", [dy, [-1.0, 0.0, 2.0]], [(3,)]), [0, 0, 3])
        self.check(apply1("remat.tanh_grad", [dy, [0.0, 0.5, 1.0]], [(3,)]), [1, 1.5, 0])
        self.check(apply1("remat.sigmoid_grad", [dy, [0.5, 0.0, 1.0]], [(3,)]), [0.25, 0, 0])
        self.check(apply1("remat.gelu_grad", [dy, [0.0, 0.0, 0.0]], [(3,)]), 0.5 * dy)
        self.check(apply1("remat.softmax_grad", [[1.0, 0.0], [0.25, 0.75]], [(2,)]),
                   [0.25 * (1 - 0.25), 0.75 * (0 - 0.25)])

    def test_native_precision_rounds_results(self):
        x = np.array([1.0, 3.0])
        y = apply1("remat.scale", [x], [(2,)], "factor = 1.000000e-01 : f64",
                   elem="f32", precision="native")
        self.assertEqual(y.dtype, np.float32)
        self.assertEqual(list(y), [np.float32(0.1), np.float32(0.1 * 3.0)])
        y = apply1("remat.scale", [x], [(2,)], "factor = 1.000000e-01 : f64",
                   elem="bf16", precision="native")
        self.assertEqual(list(y), [scalar_bf16(np.float32(0.1)), scalar_bf16(np.float32(0.3))])
        y = apply1("remat.scale", [x], [(2,)], "factor = 1.000000e-01 : f64",
                   elem="f16", precision="native")
        self.assertEqual(y.dtype, np.float16)
        y = apply1("remat.scale", [x], [(2,)], "factor = 1.000000e-01 : f64",
                   elem="f32", precision="f64")
        self.assertEqual(y.dtype, np.float64)
        self.assertEqual(list(y), [0.1, 0.1 * 3.0])


# ===------------------------------------------------------------------------===
# Gradient checks: gradient op == finite differences of the forward op
# ===------------------------------------------------------------------------===

class GradientChecks(GradCase):
    def fd_unary(self, fwd, grad, saved_is_output, x, attrs="", tol=1e-7):
        dy = rand(x.shape, 99)

        def loss(v):
            return float(np.sum(apply1(fwd, [v], [x.shape], attrs) * dy))

        saved = apply1(fwd, [x], [x.shape], attrs) if saved_is_output else x
        analytic = apply1(grad, [dy, saved], [x.shape])
        self.assertGradClose(analytic, numeric_grad(loss, x), tol)

    def test_relu_grad(self):
        x = rand((4, 6), 1)
        x[np.abs(x) < 1e-3] = 0.5   # stay away from the kink
        self.fd_unary("remat.relu", "remat.relu_grad", False, x)
        # From the output (what remat-autodiff passes): the same mask.
        self.fd_unary("remat.relu", "remat.relu_grad", True, x)

    def test_gelu_grad(self):
        self.fd_unary("remat.gelu", "remat.gelu_grad", False, rand((4, 6), 2, -4, 4))

    def test_gelu_erf_grad(self):
        self.fd_unary("remat.gelu_erf", "remat.gelu_erf_grad", False,
                      rand((4, 6), 2, -4, 4))

    def test_tanh_grad(self):
        self.fd_unary("remat.tanh", "remat.tanh_grad", True, rand((3, 5), 3, -3, 3))

    def test_sigmoid_grad(self):
        self.fd_unary("remat.sigmoid", "remat.sigmoid_grad", True, rand((3, 5), 4, -5, 5))

    def test_log_softmax_grad(self):
        self.fd_unary("remat.log_softmax", "remat.log_softmax_grad", True,
                      rand((2, 3, 5), 5, -3, 3))

    def test_softmax_grad(self):
        self.fd_unary("remat.softmax", "remat.softmax_grad", True, rand((2, 3, 5), 5, -3, 3))
        self.fd_unary("remat.softmax", "remat.softmax_grad", True, rand((7,), 6, -3, 3))

    def test_layernorm_grad(self):
        for shape, attrs in (((2, 3, 5), ""), ((4, 6), "epsilon = 1.000000e-03 : f64"),
                             ((6,), "epsilon = 1.000000e-01 : f64")):
            x, g, b = rand(shape, 7, -2, 2), rand(shape[-1:], 8), rand(shape[-1:], 9)
            dy = rand(shape, 10)
            n = shape[-1:]
            dx, dg, db = apply("remat.layernorm_grad", [dy, x, g], [shape, n, n], attrs)

            def loss(xv, gv, bv):
                return float(np.sum(apply1("remat.layernorm", [xv, gv, bv], [shape], attrs)
                                    * dy))
            self.assertGradClose(dx, numeric_grad(lambda v: loss(v, g, b), x), 1e-6)
            self.assertGradClose(dg, numeric_grad(lambda v: loss(x, v, b), g))
            self.assertGradClose(db, numeric_grad(lambda v: loss(x, g, v), b))

    def test_batch_norm_grad(self):
        for shape, attrs in (((2, 3, 4, 5), ""), ((6, 3), "epsilon = 1.000000e-03 : f64")):
            x, g, b = rand(shape, 17, -2, 2), rand(shape[-1:], 18), rand(shape[-1:], 19)
            dy = rand(shape, 20)
            n = shape[-1:]
            dx, dg, db = apply("remat.batch_norm_grad", [dy, x, g], [shape, n, n], attrs)

            def loss(xv, gv, bv):
                return float(np.sum(apply1("remat.batch_norm", [xv, gv, bv], [shape], attrs)
                                    * dy))
            self.assertGradClose(dx, numeric_grad(lambda v: loss(v, g, b), x), 1e-6)
            self.assertGradClose(dg, numeric_grad(lambda v: loss(x, v, b), g))
            self.assertGradClose(db, numeric_grad(lambda v: loss(x, g, v), b))

    def test_dropout_grad(self):
        x = rand((8, 16), 11)
        dy = rand((8, 16), 12)
        for attrs in ("", "rate = 1.000000e-01 : f64, seed = 42 : i64",
                      "rate = 7.500000e-01 : f64, seed = -3 : i64"):
            def loss(v):
                return float(np.sum(apply1("remat.dropout", [v], [(8, 16)], attrs) * dy))
            analytic = apply1("remat.dropout_grad", [dy], [(8, 16)], attrs)
            self.assertGradClose(analytic, numeric_grad(loss, x))

    def test_mse_loss_grad(self):
        p, t = rand((5, 3), 13), rand((5, 3), 14)
        for dloss in (1.0, -2.5):
            def loss(v):
                return dloss * float(apply1("remat.mse_loss", [v, t], [()]))
            analytic = apply1("remat.mse_loss_grad", [np.array(dloss), p, t], [(5, 3)])
            self.assertGradClose(analytic, numeric_grad(loss, p))

    def test_softmax_cross_entropy_grad(self):
        logits = rand((2, 3, 4), 15, -3, 3)
        onehot = np.zeros((2, 3, 4))
        for r, c in enumerate([0, 3, 1, 2, 2, 0]):
            onehot.reshape(6, 4)[r, c] = 1.0
        soft = np.exp(rand((2, 3, 4), 16))
        soft /= soft.sum(axis=-1, keepdims=True)
        for labels in (onehot, soft):
            for dloss in (1.0, 0.5):
                def loss(v):
                    return dloss * float(apply1("remat.softmax_cross_entropy",
                                                [v, labels], [()]))
                analytic = apply1("remat.softmax_cross_entropy_grad",
                                  [np.array(dloss), logits, labels], [(2, 3, 4)])
                self.assertGradClose(analytic, numeric_grad(loss, logits))

    def test_softmax_cross_entropy_grad_is_the_formula_for_unnormalised_labels(self):
        # The op is `dloss * (softmax - labels) / rows`; the true derivative
        # has `softmax * sum(labels)` instead. They differ when rows of labels
        # do not sum to 1 (random test inputs): pin the formula.
        logits, labels = rand((3, 4), 17), rand((3, 4), 18)
        got = apply1("remat.softmax_cross_entropy_grad",
                     [np.array(1.0), logits, labels], [(3, 4)])
        sm = np.exp(logits) / np.exp(logits).sum(axis=-1, keepdims=True)
        np.testing.assert_allclose(got, (sm - labels) / 3, rtol=1e-12, atol=1e-15)

        def loss(v):
            return float(apply1("remat.softmax_cross_entropy", [v, labels], [()]))
        true = numeric_grad(loss, logits)
        np.testing.assert_allclose(true, (sm * labels.sum(-1, keepdims=True) - labels) / 3,
                                   atol=1e-8)

    def test_cross_entropy_by_hand_and_clamped(self):
        logits = rand((3, 4), 19, -2, 2)
        labels = np.array([2.0, -5.0, 9.0])   # -5 clamps to 0, 9 to 3
        got = float(apply_int("remat.cross_entropy",
                              [(logits, "f64"), (labels, "i64")], [((), "f64")])[0])
        ls = logits - np.log(np.exp(logits).sum(-1, keepdims=True))
        self.assertAlmostEqual(got, -(ls[0, 2] + ls[1, 0] + ls[2, 3]) / 3, places=13)

    def test_cross_entropy_grad(self):
        logits = rand((2, 3, 5), 20, -3, 3)
        labels = np.array([[0, 4, 2], [7, 1, 1]], dtype=np.float64)
        for dloss in (1.0, -0.5):
            def loss(v):
                return dloss * float(apply_int(
                    "remat.cross_entropy", [(v, "f64"), (labels, "i32")],
                    [((), "f64")])[0])
            analytic = apply_int("remat.cross_entropy_grad",
                                 [(np.array(dloss), "f64"), (logits, "f64"),
                                  (labels, "i32")], [((2, 3, 5), "f64")])[0]
            self.assertGradClose(analytic, numeric_grad(loss, logits))

    def test_clamp_and_grad(self):
        x = rand((4, 5), 27, -8, 8)
        attrs = "max = 6.0 : f64, min = 0.0 : f64"
        np.testing.assert_array_equal(apply1("remat.clamp", [x], [(4, 5)], attrs),
                                      np.clip(x, 0, 6))
        dy = rand((4, 5), 28)

        def loss(v):
            return float(np.sum(apply1("remat.clamp", [v], [(4, 5)], attrs) * dy))
        analytic = apply1("remat.clamp_grad", [dy, x], [(4, 5)], attrs)
        self.assertGradClose(analytic, numeric_grad(loss, x))
        edge = np.array([[0.0, 6.0, 3.0]])
        np.testing.assert_array_equal(
            apply1("remat.clamp_grad", [np.ones((1, 3)), edge], [(1, 3)], attrs),
            [[0.0, 0.0, 1.0]])

    def test_causal_mask_by_hand(self):
        x = rand((2, 3, 4), 24)
        for offset in (0, 1, -1):
            got = apply1("remat.causal_mask", [x], [(2, 3, 4)],
                         "offset = %d : i64" % offset)
            for i in range(3):
                for j in range(4):
                    want = -np.inf if j > i + offset else x[:, i, j]
                    np.testing.assert_array_equal(got[:, i, j], want)

    def test_causal_mask_grad(self):
        # Through a softmax, as attention uses it (no row is fully masked).
        x, dy = rand((2, 4, 4), 25), rand((2, 4, 4), 26)
        for offset in (0, 2):
            attrs = "offset = %d : i64" % offset

            def loss(v):
                m = apply1("remat.causal_mask", [v], [(2, 4, 4)], attrs)
                return float(np.sum(apply1("remat.softmax", [m], [(2, 4, 4)]) * dy))
            m = apply1("remat.causal_mask", [x], [(2, 4, 4)], attrs)
            y = apply1("remat.softmax", [m], [(2, 4, 4)])
            dm = apply1("remat.softmax_grad", [dy, y], [(2, 4, 4)])
            analytic = apply1("remat.causal_mask_grad", [dm], [(2, 4, 4)], attrs)
            self.assertGradClose(analytic, numeric_grad(loss, x))

    def test_embedding_by_hand_and_clamped(self):
        table = rand((4, 3), 21)
        idx = np.array([[3.0, 0.0], [-1.0, 8.0]])
        got = apply_int("remat.embedding", [(table, "f64"), (idx, "i64")],
                        [((2, 2, 3), "f64")])[0]
        np.testing.assert_array_equal(got, table[[[3, 0], [0, 3]]])

    def test_embedding_grad(self):
        table, dy = rand((5, 3), 22), rand((2, 4, 3), 23)
        idx = np.array([[1, 4, 1, 0], [4, 4, 2, 1]], dtype=np.float64)

        def loss(v):
            return float(np.sum(apply_int("remat.embedding", [(v, "f64"), (idx, "i64")],
                                          [((2, 4, 3), "f64")])[0] * dy))
        analytic = apply_int("remat.embedding_grad", [(dy, "f64"), (idx, "i64")],
                             [((5, 3), "f64")])[0]
        self.assertGradClose(analytic, numeric_grad(loss, table))
        self.assertTrue(np.all(analytic[3] == 0))  # row 3 is never read

    CONV_CASES = [
        # input, filter, attrs, output
        ((1, 5, 5, 2), (3, 3, 2, 3), "", (1, 3, 3, 3)),
        ((2, 5, 4, 2), (3, 2, 2, 3), "padding = array<i64: 1, 1, 1, 1>", (2, 5, 5, 3)),
        ((1, 9, 9, 2), (3, 3, 2, 2),
         "padding = array<i64: 1, 0, 2, 1>, strides = array<i64: 2, 2>", (1, 4, 5, 2)),
        ((1, 8, 8, 2), (3, 3, 2, 2),   # stride does not divide: last row unused
         "padding = array<i64: 1, 0, 2, 1>, strides = array<i64: 2, 2>", (1, 4, 5, 2)),
        ((1, 8, 6, 1), (3, 3, 1, 2), "strides = array<i64: 3, 1>", (1, 2, 4, 2)),
        ((1, 4, 4, 1), (2, 2, 1, 1),
         "padding = array<i64: 0, 3, 2, 0>, strides = array<i64: 3, 2>", (1, 2, 3, 1)),
    ]

    GROUPED_CONV_CASES = [
        ((1, 5, 5, 4), (3, 3, 2, 6), "groups = 2 : i64", (1, 3, 3, 6)),
        ((2, 6, 5, 3), (3, 3, 1, 3),   # depthwise, stride 2 not dividing
         "groups = 3 : i64, padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>",
         (2, 3, 3, 3)),
        ((1, 5, 4, 2), (3, 2, 1, 4),   # depthwise, multiplier 2
         "groups = 2 : i64, padding = array<i64: 0, 2, 1, 0>, strides = array<i64: 1, 2>",
         (1, 5, 2, 4)),
    ]

    def test_conv2d_grad_input(self):
        for k, (xs, ws, attrs, ys) in enumerate(self.CONV_CASES + self.GROUPED_CONV_CASES):
            x, w, dy = rand(xs, 20 + k), rand(ws, 30 + k), rand(ys, 40 + k)

            def loss(v):
                return float(np.sum(apply1("remat.conv2d", [v, w], [ys], attrs) * dy))
            analytic = apply1("remat.conv2d_grad_input", [dy, w], [xs], attrs)
            self.assertGradClose(analytic, numeric_grad(loss, x))

    def test_conv2d_grad_filter(self):
        for k, (xs, ws, attrs, ys) in enumerate(self.CONV_CASES + self.GROUPED_CONV_CASES):
            x, w, dy = rand(xs, 20 + k), rand(ws, 30 + k), rand(ys, 40 + k)

            def loss(v):
                return float(np.sum(apply1("remat.conv2d", [x, v], [ys], attrs) * dy))
            analytic = apply1("remat.conv2d_grad_filter", [dy, x], [ws], attrs)
            self.assertGradClose(analytic, numeric_grad(loss, w))

    POOL_CASES = [
        ((1, 4, 4, 2), "", (1, 2, 2, 2)),
        ((2, 5, 5, 1), "padding = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>, "
                       "window = array<i64: 3, 3>", (2, 5, 5, 1)),
        ((1, 8, 8, 1), "padding = array<i64: 1, 0, 0, 1>, strides = array<i64: 2, 1>, "
                       "window = array<i64: 3, 2>", (1, 4, 8, 1)),
        ((1, 9, 9, 1), "window = array<i64: 3, 3>", (1, 3, 3, 1)),
        ((1, 5, 5, 1), "strides = array<i64: 1, 1>", (1, 4, 4, 1)),
        ((1, 7, 5, 1), "strides = array<i64: 3, 2>, window = array<i64: 2, 3>, "
                       "padding = array<i64: 0, 1, 2, 0>", (1, 3, 3, 1)),
    ]

    def test_max_pool2d_grad(self):
        for k, (xs, attrs, ys) in enumerate(self.POOL_CASES):
            # Distinct values 0.01 apart, so that finite differences never
            # change which element is the maximum.
            n = int(np.prod(xs))
            perm = np.argsort(R.make_input((n,), "f64", k, 77))
            x = (perm.astype(np.float64) * 0.01 - 0.5 * n * 0.01).reshape(xs)
            dy = rand(ys, 50 + k)

            def loss(v):
                return float(np.sum(apply1("remat.max_pool2d", [v], [ys], attrs) * dy))
            analytic = apply1("remat.max_pool2d_grad", [dy, x], [xs], attrs)
            self.assertGradClose(analytic, numeric_grad(loss, x, eps=1e-4))

    def test_upsample_nearest2d_grad(self):
        for k, (xs, attrs, ys) in enumerate([
                ((1, 3, 2, 2), "", (1, 6, 4, 2)),
                ((2, 2, 3, 1), "scale = array<i64: 3, 1>", (2, 6, 3, 1)),
                ((1, 1, 2, 1), "scale = array<i64: 1, 4>", (1, 1, 8, 1))]):
            x, dy = rand(xs, 60 + k), rand(ys, 70 + k)

            def loss(v):
                return float(np.sum(apply1("remat.upsample_nearest2d", [v], [ys], attrs)
                                    * dy))
            analytic = apply1("remat.upsample_nearest2d_grad", [dy], [xs], attrs)
            self.assertGradClose(analytic, numeric_grad(loss, x))

    def test_slice_grad(self):
        for k, (xs, attrs, ys) in enumerate([
                ((4, 8), "offsets = array<i64: 0, 4>", (4, 4)),
                ((8, 8), "offsets = array<i64: 1, 1>, strides = array<i64: 2, 3>", (3, 3)),
                ((4, 4), "", (4, 4)),
                ((8, 8), "strides = array<i64: 2, 2>", (4, 4)),
                ((2, 5, 3), "offsets = array<i64: 1, 0, 2>, strides = array<i64: 1, 2, 1>",
                 (1, 3, 1))]):
            x, dy = rand(xs, 80 + k), rand(ys, 90 + k)

            def loss(v):
                return float(np.sum(apply1("remat.slice", [v], [ys], attrs) * dy))
            analytic = apply1("remat.slice_grad", [dy], [xs], attrs)
            self.assertGradClose(analytic, numeric_grad(loss, x))


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
            return subprocess.run([sys.executable, SCRIPT, path] + list(args),
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
            proc = subprocess.run([sys.executable, SCRIPT, os.path.join(REPO, "examples", file),
                                   "--entry", entry, "--remat-opt", REMAT_OPT],
                                  capture_output=True, text=True)
            self.assertEqual(proc.returncode, 0, proc.stderr)
            lines = proc.stdout.splitlines()
            self.assertEqual(len(lines), nres)
            for n, line in enumerate(lines):
                self.assertRegex(line, r"^result %d: shape \[[0-9, ]*\] sum -?[0-9]" % n)


if __name__ == "__main__":
    unittest.main()
