"""Self-tests of the reference interpreter (remat.reference): gradient checks,
every gradient op against central finite differences of its forward op, both
run by the interpreter in float64 through the same generic-form path the lit
tests use (``d/dx sum(forward(x) * dy)``).

Run with ``/usr/bin/python3 -m unittest discover -s <this dir> -p 'test_*.py'``.
"""

import unittest

import numpy as np

from remat_ref_testing import (GradCase, R, apply, apply1, apply_int,
                               numeric_grad, rand)


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


if __name__ == "__main__":
    unittest.main()
