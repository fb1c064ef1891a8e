"""Self-tests of the reference interpreter (remat.reference): hand-computed
values of small cases of every forward op family.

Run with ``/usr/bin/python3 -m unittest discover -s <this dir> -p 'test_*.py'``.
"""

import math
import unittest

import numpy as np

from remat_ref_testing import R, apply1, rand, scalar_bf16


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


if __name__ == "__main__":
    unittest.main()
