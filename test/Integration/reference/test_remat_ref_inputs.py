"""Self-tests of the reference interpreter (remat.reference): the hash and the
input generator against a direct scalar implementation (and SplitMix64's
published outputs), and the rounding to each element type.

Run with ``/usr/bin/python3 -m unittest discover -s <this dir> -p 'test_*.py'``.
"""

import math
import unittest

import numpy as np

from remat_ref_testing import R, apply1, int_op_module, scalar_bf16


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


if __name__ == "__main__":
    unittest.main()
