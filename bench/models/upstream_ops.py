"""The emitter of bench/models/upstream.py: one method per remat op (and
per gradient op), each writing what `convert-remat-to-linalg` lowers that op
to, in upstream ops only (linalg, tensor, arith, math).

Each layer uses the same formulas and the same order of scalar arithmetic as
the lowering where the structure allows, so a step built from them gives the
bits of the remat-dialect step. Convolutions are whole-batch here (a
zero-padded copy of the batch, then one named convolution), where the
lowering goes image by image in an scf.for: an upstream step stays one
block of tensor ops.
"""
import math

BACKWARD_ATTR = "remat.backward"  # the phase hook

# What layernorm's statistics (and the sums of its gradient) accumulate in,
# whatever the element type: statsType() of NormalizationPatterns.cpp.
STATS = "f64"

SQRT_2_OVER_PI = 0.79788456080286535588
GELU_CUBIC = 0.044715


def fmt(v):
    """A float literal MLIR parses back to the same f32/f64 value."""
    if math.isinf(v):
        return "0xFF800000" if v < 0 else "0x7F800000"
    return f"{v:.17e}" if v != int(v) or abs(v) >= 1e16 else f"{v:.6e}"


class Val:
    """An SSA tensor value: its name and shape."""

    def __init__(self, name, shape, elem):
        self.name, self.shape, self.elem = name, list(shape), elem

    def __str__(self):
        return self.name


def ttype(shape, elem):
    return "tensor<" + "".join(f"{d}x" for d in shape) + elem + ">"


def amap(nd, exprs):
    dims = ", ".join(f"d{i}" for i in range(nd))
    return f"affine_map<({dims}) -> ({', '.join(exprs)})>"


def dims_map(nd, which):
    return amap(nd, [f"d{i}" for i in which])


class Body:
    """Scalar arithmetic of a linalg payload: lines and fresh names."""

    def __init__(self, up, elem):
        self.up, self.elem, self.lines = up, elem, []

    def _op(self, text, type_=None):
        n = self.up.fresh("v")
        self.lines.append(f"{n} = {text} : {type_ or self.elem}")
        return n

    def c(self, v):
        return self._op(f"arith.constant {fmt(v)}")

    def view(self, elem):
        """The same payload, its arithmetic in `elem`."""
        other = Body(self.up, elem)
        other.lines = self.lines
        return other

    def ext(self, a, to=STATS):
        """`a` (in this body's type) extended to `to`."""
        if to == self.elem:
            return a
        return self._op(f"arith.extf {a}", f"{self.elem} to {to}")

    def trunc(self, a, frm=STATS):
        """`a` (in `frm`) rounded to this body's type."""
        if frm == self.elem:
            return a
        return self._op(f"arith.truncf {a}", f"{frm} to {self.elem}")

    def add(self, a, b):
        return self._op(f"arith.addf {a}, {b}")

    def sub(self, a, b):
        return self._op(f"arith.subf {a}, {b}")

    def mul(self, a, b):
        return self._op(f"arith.mulf {a}, {b}")

    def div(self, a, b):
        return self._op(f"arith.divf {a}, {b}")

    def max(self, a, b):
        return self._op(f"arith.maximumf {a}, {b}")

    def neg(self, a):
        return self._op(f"arith.negf {a}")

    def exp(self, a):
        return self._op(f"math.exp {a}")

    def log(self, a):
        return self._op(f"math.log {a}")

    def sqrt(self, a):
        return self._op(f"math.sqrt {a}")

    def tanh(self, a):
        return self._op(f"math.tanh {a}")

    def positive(self, a):
        zero = self.c(0.0)
        n = self.up.fresh("v")
        self.lines.append(f"{n} = arith.cmpf ogt, {a}, {zero} : {self.elem}")
        return n

    def select(self, cond, a, b, type_=None):
        return self._op(f"arith.select {cond}, {a}, {b}", type_)

    def index(self, d):
        return self._op(f"linalg.index {d}", "index")

    def ci(self, v, type_="index"):
        return self._op(f"arith.constant {v}", type_)

    def addi(self, a, b, type_="index"):
        return self._op(f"arith.addi {a}, {b}", type_)

    def muli(self, a, b, type_="index"):
        return self._op(f"arith.muli {a}, {b}", type_)

    def remi(self, a, b, type_="index"):
        return self._op(f"arith.remsi {a}, {b}", type_)

    def cmpi(self, pred, a, b, type_):
        n = self.up.fresh("v")
        self.lines.append(f"{n} = arith.cmpi {pred}, {a}, {b} : {type_}")
        return n

    def cmpf_oeq(self, a, b):
        n = self.up.fresh("v")
        self.lines.append(f"{n} = arith.cmpf oeq, {a}, {b} : {self.elem}")
        return n

    def andi(self, a, b):
        return self._op(f"arith.andi {a}, {b}", "i1")

    def cast_index(self, a, type_):
        n = self.up.fresh("v")
        self.lines.append(f"{n} = arith.index_cast {a} : index to {type_}")
        return n


class Upstream:
    """Collects a function's arguments and body; one method per layer.

    After `backward()` every op emitted carries `remat.backward`."""

    def __init__(self, dtype="f32"):
        self.elem = dtype
        self.args, self.body, self.used = [], [], set()
        self.bwd = False

    # ------------------------------------------------------------ plumbing

    def fresh(self, hint):
        n, k = f"%{hint}", 0
        while n in self.used:
            k += 1
            n = f"%{hint}_{k}"
        self.used.add(n)
        return n

    def t(self, shape, elem=None):
        return ttype(shape, elem or self.elem)

    def arg(self, name, shape, param=False):
        attr = " {remat.param}" if param else ""
        self.args.append(f"%{name}: {self.t(shape)}{attr}")
        self.used.add(f"%{name}")
        return Val(f"%{name}", shape, self.elem)

    def backward(self):
        self.bwd = True

    def attr(self):
        return f" {{{BACKWARD_ATTR}}}" if self.bwd else ""

    def line(self, text):
        self.body.append("  " + text)

    def empty(self, shape, elem=None):
        n = self.fresh("e")
        self.line(f"{n} = tensor.empty(){self.attr()} : "
                  f"{self.t(shape, elem)}")
        return Val(n, shape, elem or self.elem)

    def filled(self, shape, value, elem=None):
        """A tensor of `shape` filled with `value`: a linalg.generic whose
        payload yields the constant (what linalg.fill computes). The value
        stays inside the payload: a top-level scalar operand, as
        linalg.fill's, makes remat-rematerialize guard an f32 with
        remat.barrier when it recomputes the fill (an invalid op; see
        test/Integration/Upstream/recompute-scalar-operand.mlir)."""
        elem = elem or self.elem
        e = self.empty(shape, elem)
        r = len(shape)
        if elem.startswith("i"):
            fn = lambda b, out: b.ci(value, elem)
        else:
            fn = lambda b, out: b.view(elem).c(value)
        return self.generic("fill", [], [dims_map(r, range(r))],
                            ["parallel"] * r, e, fn)

    def generic(self, hint, ins, maps, iters, init, fn, out_maps=None):
        """linalg.generic: `ins` with `maps`, one output `init` (its map last
        in `maps`); `fn(body, in_args..., out_arg)` returns the yielded
        value."""
        n = self.fresh(hint)
        its = ", ".join(f'"{i}"' for i in iters)
        head = (f"{n} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
                f"iterator_types = [{its}]}}")
        if ins:
            head += (f" ins({', '.join(str(v) for v in ins)} : "
                     f"{', '.join(self.t(v.shape, v.elem) for v in ins)})")
        head += f" outs({init} : {self.t(init.shape, init.elem)})"
        if self.bwd:
            head += f" attrs = {{{BACKWARD_ATTR}}}"
        self.line(head + " {")
        b = Body(self, self.elem)
        bargs = [self.fresh("in") for _ in ins] + [self.fresh("out")]
        sig = ", ".join(f"{a}: {v.elem}" for a, v in zip(bargs, ins + [init]))
        y = fn(b, *bargs)
        self.body.append(f"  ^bb0({sig}):")
        for l in b.lines:
            self.body.append("    " + l)
        self.body.append(f"    linalg.yield {y} : {init.elem}")
        self.line(f"}} -> {self.t(init.shape, init.elem)}")
        return Val(n, init.shape, init.elem)

    def elementwise(self, hint, ins, fn, maps=None, shape=None):
        shape = shape or ins[0].shape
        r = len(shape)
        maps = maps or [dims_map(r, range(r))] * len(ins)
        return self.generic(hint, ins, maps + [dims_map(r, range(r))],
                            ["parallel"] * r, self.empty(shape),
                            lambda b, *a: fn(b, *a[:-1]))

    # ------------------------------------------------------------ layers

    def matmul(self, a, b, ta=False, tb=False):
        """remat.matmul: rank 2 (linalg.matmul) or 3 (linalg.batch_matmul),
        transposes as indexing maps."""
        batched = len(a.shape) == 3
        m = a.shape[-1] if ta else a.shape[-2]
        nn = b.shape[-2] if tb else b.shape[-1]
        shape = ([a.shape[0]] if batched else []) + [m, nn]
        init = self.filled(shape, 0.0)
        n = self.fresh("mm")
        op = "linalg.batch_matmul" if batched else "linalg.matmul"
        maps = ""
        if ta or tb:
            p = ["d0"] if batched else []
            k = len(p)
            nd = k + 3
            i, j, kk = f"d{k}", f"d{k + 1}", f"d{k + 2}"
            am = amap(nd, p + ([kk, i] if ta else [i, kk]))
            bm = amap(nd, p + ([j, kk] if tb else [kk, j]))
            cm = amap(nd, p + [i, j])
            maps = f" indexing_maps = [{am}, {bm}, {cm}]"
        self.line(f"{n} = {op}{maps}{self.attr()} ins({a}, {b} : "
                  f"{self.t(a.shape)}, {self.t(b.shape)}) outs({init} : "
                  f"{self.t(shape)}) -> {self.t(shape)}")
        return Val(n, shape, self.elem)

    def bias_add(self, x, bias):
        r = len(x.shape)
        return self.elementwise(
            "bias", [x, bias], lambda b, v, c: b.add(v, c),
            [dims_map(r, range(r)), dims_map(r, [r - 1])])

    def add(self, x, y):
        return self.elementwise("add", [x, y], lambda b, u, v: b.add(u, v))

    def scale(self, x, factor):
        return self.elementwise("scale", [x],
                                lambda b, v: b.mul(v, b.c(factor)))

    def relu(self, x):
        return self.elementwise(
            "relu", [x], lambda b, v: b.select(b.positive(v), v, b.c(0.0)))

    def relu_grad(self, dy, y):
        return self.elementwise(
            "relu_grad", [dy, y],
            lambda b, g, v: b.select(b.positive(v), g, b.c(0.0)))

    @staticmethod
    def _gelu_inner(b, x):
        x3 = b.mul(b.mul(x, x), x)
        return b.mul(b.c(SQRT_2_OVER_PI), b.add(x, b.mul(b.c(GELU_CUBIC), x3)))

    def gelu(self, x):
        def fn(b, v):
            t = b.tanh(self._gelu_inner(b, v))
            return b.mul(b.c(0.5), b.mul(v, b.add(b.c(1.0), t)))
        return self.elementwise("gelu", [x], fn)

    def gelu_grad(self, dy, x):
        def fn(b, g, v):
            t = b.tanh(self._gelu_inner(b, v))
            du = b.mul(b.c(SQRT_2_OVER_PI),
                       b.add(b.c(1.0), b.mul(b.c(3 * GELU_CUBIC), b.mul(v, v))))
            left = b.mul(b.c(0.5), b.add(b.c(1.0), t))
            right = b.mul(b.mul(b.c(0.5), v),
                          b.mul(b.sub(b.c(1.0), b.mul(t, t)), du))
            return b.mul(g, b.add(left, right))
        return self.elementwise("gelu_grad", [dy, x], fn)

    def reduce_sum(self, x, axes, mean=False):
        """Sum (or mean) over `axes` as a generic reduction."""
        r = len(x.shape)
        kept = [d for d in range(r) if d not in axes]
        shape = [x.shape[d] for d in kept]
        s = self.generic(
            "sum", [x], [dims_map(r, range(r)), dims_map(r, kept)],
            ["reduction" if d in axes else "parallel" for d in range(r)],
            self.filled(shape, 0.0), lambda b, v, acc: b.add(acc, v))
        if not mean:
            return s
        count = math.prod(x.shape[d] for d in axes)
        k = len(shape)
        return self.generic("mean", [], [dims_map(k, range(k))],
                            ["parallel"] * k, s,
                            lambda b, acc: b.div(acc, b.c(float(count))))

    def reduce_last(self, full, init, fn, rows=(), vecs=(), acc_elem=None):
        """Reduces the last dimension: fn(body, full..., rows..., vecs...,
        acc); the result in `acc_elem` (default: the element type)."""
        r = len(full[0].shape)
        shape = full[0].shape[:-1]
        maps = ([dims_map(r, range(r))] * len(full)
                + [dims_map(r, range(r - 1))] * len(rows)
                + [dims_map(r, [r - 1])] * len(vecs)
                + [dims_map(r, range(r - 1))])
        return self.generic("row", list(full) + list(rows) + list(vecs), maps,
                            ["parallel"] * (r - 1) + ["reduction"],
                            self.filled(shape, init, acc_elem), fn)

    def rowwise(self, hint, full, rows, fn, vecs=()):
        r = len(full[0].shape)
        maps = ([dims_map(r, range(r))] * len(full)
                + [dims_map(r, range(r - 1))] * len(rows)
                + [dims_map(r, [r - 1])] * len(vecs))
        return self.elementwise(hint, list(full) + list(rows) + list(vecs), fn,
                                maps, full[0].shape)

    def softmax_stats(self, x):
        mx = self.reduce_last([x], -math.inf, lambda b, v, acc: b.max(acc, v))
        sm = self.reduce_last([x], 0.0,
                              lambda b, v, m, acc: b.add(acc, b.exp(b.sub(v, m))),
                              rows=[mx])
        return mx, sm

    def softmax(self, x):
        mx, sm = self.softmax_stats(x)
        return self.rowwise("softmax", [x], [mx, sm],
                            lambda b, v, m, s: b.div(b.exp(b.sub(v, m)), s))

    def softmax_grad(self, dy, y):
        dot = self.reduce_last([dy, y], 0.0,
                               lambda b, g, v, acc: b.add(acc, b.mul(g, v)))
        return self.rowwise("softmax_grad", [dy, y], [dot],
                            lambda b, g, v, d: b.mul(v, b.sub(g, d)))

    def _ln_stats(self, x):
        """Row sum and sum of squared deviations, accumulated in STATS."""
        n = float(x.shape[-1])
        s = self.reduce_last(
            [x], 0.0, lambda b, v, acc: b.view(STATS).add(acc, b.ext(v)),
            acc_elem=STATS)

        def sq(b, v, su, acc):
            w = b.view(STATS)
            d = w.sub(b.ext(v), w.div(su, w.c(n)))
            return w.add(acc, w.mul(d, d))
        return s, self.reduce_last([x], 0.0, sq, rows=[s], acc_elem=STATS)

    @staticmethod
    def _mean_rstd(w, su, sq, n, eps):
        mean = w.div(su, w.c(n))
        rstd = w.div(w.c(1.0), w.sqrt(w.add(w.div(sq, w.c(n)), w.c(eps))))
        return mean, rstd

    @staticmethod
    def _xhat(b, v, su, sq, n, eps, want_rstd=False):
        """x_hat in the element type: mean and rstd rounded once to it."""
        mean, rstd = Upstream._mean_rstd(b.view(STATS), su, sq, n, eps)
        mean, rstd = b.trunc(mean), b.trunc(rstd)
        xh = b.mul(b.sub(v, mean), rstd)
        return (xh, rstd) if want_rstd else xh

    @staticmethod
    def _xhat_wide(b, v, su, sq, n, eps):
        """x_hat in STATS, for the gradient's sums."""
        w = b.view(STATS)
        mean, rstd = Upstream._mean_rstd(w, su, sq, n, eps)
        return w.mul(w.sub(b.ext(v), mean), rstd)

    def layernorm(self, x, g, beta, eps=1e-5):
        n = float(x.shape[-1])
        su, sq = self._ln_stats(x)
        return self.rowwise(
            "ln", [x], [su, sq],
            lambda b, v, s1, s2, gg, bb: b.add(
                b.mul(self._xhat(b, v, s1, s2, n, eps), gg), bb),
            vecs=[g, beta])

    def _sum_rows_to_vector(self, hint, ins, maps, fn, width):
        """A sum over every dimension but the last, accumulated in STATS and
        rounded to the element type."""
        r = len(ins[0].shape)
        its = ["reduction"] * (r - 1) + ["parallel"]
        acc = self.generic(hint, ins, maps + [dims_map(r, [r - 1])], its,
                           self.filled([width], 0.0, STATS), fn)
        if STATS == self.elem:
            return acc
        return self.elementwise(hint + "_round", [acc],
                                lambda b, a: b.trunc(a))

    def layernorm_grad(self, dy, x, g, eps=1e-5, need_dx=True):
        """(dx, dgamma, dbeta), the statistics recomputed from x; dx is None
        unless `need_dx` (the gradient of an input that needs none). Every
        sum accumulates in STATS from operands extended to it."""
        n = float(x.shape[-1])
        r = len(x.shape)
        su, sq = self._ln_stats(x)
        a1 = None if not need_dx else self.reduce_last(
            [dy], 0.0,
            lambda b, d, gg, acc: b.view(STATS).add(
                acc, b.view(STATS).mul(b.ext(d), b.ext(gg))),
            vecs=[g], acc_elem=STATS)

        def a2fn(b, d, v, s1, s2, gg, acc):
            w = b.view(STATS)
            xh = self._xhat_wide(b, v, s1, s2, n, eps)
            return w.add(acc, w.mul(w.mul(b.ext(d), b.ext(gg)), xh))
        a2 = None if not need_dx else self.reduce_last(
            [dy, x], 0.0, a2fn, rows=[su, sq], vecs=[g], acc_elem=STATS)

        def dxfn(b, d, v, s1, s2, t1, t2, gg):
            xh, rstd = self._xhat(b, v, s1, s2, n, eps, True)
            gdy = b.mul(d, gg)
            w = b.view(STATS)
            m1 = b.trunc(w.div(t1, w.c(n)))
            m2 = b.trunc(w.div(t2, w.c(n)))
            centred = b.sub(b.sub(gdy, m1), b.mul(xh, m2))
            return b.mul(rstd, centred)
        dx = None if not need_dx else self.rowwise(
            "ln_dx", [dy, x], [su, sq, a1, a2], dxfn, vecs=[g])
        full, row = dims_map(r, range(r)), dims_map(r, range(r - 1))
        w = x.shape[-1]
        dg = self._sum_rows_to_vector(
            "ln_dg", [dy, x, su, sq], [full, full, row, row],
            lambda b, d, v, s1, s2, acc: b.view(STATS).add(
                acc, b.view(STATS).mul(
                    b.ext(d), self._xhat_wide(b, v, s1, s2, n, eps))), w)
        db = self._sum_rows_to_vector(
            "ln_db", [dy], [full],
            lambda b, d, acc: b.view(STATS).add(acc, b.ext(d)), w)
        return dx, dg, db

    def _div_scalar(self, t, n):
        return self.generic("div", [], [amap(0, [])], [], t,
                            lambda b, acc: b.div(acc, b.c(n)))

    def scalar_one(self):
        """The seed of the backward pass, dense<1.0> : tensor<elem>."""
        n = self.fresh("one")
        self.line(f"{n} = arith.constant{self.attr()} dense<1.000000e+00> : "
                  f"{self.t([])}")
        return Val(n, [], self.elem)

    def mse_loss(self, pred, target):
        """remat.mse_loss as its lowering computes it: the differences and
        their squares in STATS from extended operands, summed in STATS,
        divided and rounded once to the element type."""
        r = len(pred.shape)
        full = dims_map(r, range(r))
        n = float(math.prod(pred.shape))

        def square_sum(b, p, q, acc):
            w = b.view(STATS)
            d = w.sub(b.ext(p), b.ext(q))
            return w.add(acc, self._sq(w, d))
        s = self.generic("mse", [pred, target], [full, full, amap(r, [])],
                         ["reduction"] * r, self.filled([], 0.0, STATS),
                         square_sum)
        mean = self.generic("div", [], [amap(0, [])], [], s,
                            lambda b, acc: b.view(STATS).div(
                                acc, b.view(STATS).c(n)))
        if STATS == self.elem:
            return mean
        return self.elementwise("mse_round", [mean], lambda b, a: b.trunc(a))

    @staticmethod
    def _sq(b, d):
        return b.mul(d, d)

    def mse_loss_grad(self, dloss, pred, target):
        r = len(pred.shape)
        n = float(math.prod(pred.shape))
        full = dims_map(r, range(r))
        return self.elementwise(
            "mse_grad", [pred, target, dloss],
            lambda b, p, q, g: b.mul(g, b.mul(b.c(2.0 / n), b.sub(p, q))),
            [full, full, amap(r, [])], pred.shape)

    def softmax_cross_entropy(self, x, labels):
        r = len(x.shape)
        mx, sm = self.softmax_stats(x)
        full, row = dims_map(r, range(r)), dims_map(r, range(r - 1))

        def fn(b, v, lab, m, s, acc):
            lse = b.add(m, b.log(s))
            return b.add(acc, b.mul(lab, b.sub(lse, v)))
        total = self.generic("sce", [x, labels, mx, sm],
                             [full, full, row, row, amap(r, [])],
                             ["reduction"] * r, self.filled([], 0.0), fn)
        return self._div_scalar(total, float(math.prod(x.shape[:-1])))

    def softmax_cross_entropy_grad(self, dloss, x, labels):
        r = len(x.shape)
        rows = float(math.prod(x.shape[:-1]))
        mx, sm = self.softmax_stats(x)
        full, row = dims_map(r, range(r)), dims_map(r, range(r - 1))

        def fn(b, v, lab, m, s, g):
            p = b.div(b.exp(b.sub(v, m)), s)
            return b.mul(b.div(g, b.c(rows)), b.sub(p, lab))
        return self.elementwise("sce_grad", [x, labels, mx, sm, dloss], fn,
                                [full, full, row, row, amap(r, [])], x.shape)

    # ------------------------------------------------------------ layout

    def reshape(self, x, shape):
        """remat.reshape of the zoo's kinds: merging or splitting adjacent
        dimensions, as tensor.collapse_shape / tensor.expand_shape."""
        small, big = (shape, x.shape) if len(shape) < len(x.shape) else \
            (x.shape, shape)
        groups, k = [], 0
        for d in small:
            g, p = [], 1
            while p < d or not g:
                g.append(k)
                p *= big[k]
                k += 1
            while k < len(big) and big[k] == 1 and p == d and \
                    len(groups) == len(small) - 1:
                g.append(k)
                k += 1
            if p != d:
                raise ValueError(f"reshape {x.shape} -> {shape}")
            groups.append(g)
        assoc = "[" + ", ".join("[" + ", ".join(map(str, g)) + "]"
                                for g in groups) + "]"
        if len(shape) < len(x.shape):
            n = self.fresh("collapsed")
            self.line(f"{n} = tensor.collapse_shape {x} {assoc}{self.attr()} "
                      f": {self.t(x.shape)} into {self.t(shape)}")
        else:
            n = self.fresh("expanded")
            out = ", ".join(map(str, shape))
            self.line(f"{n} = tensor.expand_shape {x} {assoc} output_shape "
                      f"[{out}]{self.attr()} : {self.t(x.shape)} into "
                      f"{self.t(shape)}")
        return Val(n, shape, self.elem)

    def transpose(self, x, perm):
        shape = [x.shape[p] for p in perm]
        init = self.empty(shape)
        n = self.fresh("transposed")
        self.line(f"{n} = linalg.transpose ins({x} : {self.t(x.shape)}) "
                  f"outs({init} : {self.t(shape)}) permutation = "
                  f"[{', '.join(map(str, perm))}]{self.attr()}")
        return Val(n, shape, self.elem)

    def broadcast_spatial(self, x, shape):
        """remat.broadcast_in_dim [N, C] -> [N, H, W, C]
        (broadcast_dimensions = [0, 3])."""
        return self.elementwise("bcast", [x], lambda b, v: v,
                                [dims_map(4, [0, 3])], shape)

    # ------------------------------------------------------------ conv

    def pad(self, x, p):
        if p == 0:
            return x
        n_, h, w, c = x.shape
        shape = [n_, h + 2 * p, w + 2 * p, c]
        n = self.fresh("padded")
        i = [self.fresh("i") for _ in range(4)]
        zero = self.fresh("v")
        self.line(f"{n} = tensor.pad {x} low[0, {p}, {p}, 0] high[0, {p}, {p}, "
                  f"0] {{")
        self.body.append(f"  ^bb0({', '.join(a + ': index' for a in i)}):")
        # The padding value inside the region, for the reason of filled().
        self.body.append(f"    {zero} = arith.constant {fmt(0.0)} : "
                         f"{self.elem}")
        self.body.append(f"    tensor.yield {zero} : {self.elem}")
        self.line(f"}}{self.attr()} : {self.t(x.shape)} to {self.t(shape)}")
        return Val(n, shape, self.elem)

    def conv(self, x, w, pad):
        """remat.conv2d, stride 1: linalg.conv_2d_nhwc_hwcf on a zero-padded
        copy of the batch."""
        xp = self.pad(x, pad)
        k = w.shape[0]
        shape = [x.shape[0], xp.shape[1] - k + 1, xp.shape[2] - k + 1,
                 w.shape[3]]
        init = self.filled(shape, 0.0)
        n = self.fresh("conv")
        extra = f", {BACKWARD_ATTR}" if self.bwd else ""
        self.line(f"{n} = linalg.conv_2d_nhwc_hwcf {{dilations = dense<1> : "
                  f"tensor<2xi64>, strides = dense<1> : tensor<2xi64>{extra}}} "
                  f"ins({xp}, {w} : {self.t(xp.shape)}, {self.t(w.shape)}) "
                  f"outs({init} : {self.t(shape)}) -> {self.t(shape)}")
        return Val(n, shape, self.elem)

    def conv_grad_input(self, dy, w, pad):
        """dx = the stride-1 convolution of dy, padded by k-1-pad, with the
        filter flipped spatially and its channels swapped."""
        k, _, c, f = w.shape
        flip = self.generic(
            "flipped", [w],
            [amap(4, [f"-d0 + {k - 1}", f"-d1 + {k - 1}", "d3", "d2"]),
             dims_map(4, range(4))], ["parallel"] * 4,
            self.empty([k, k, f, c]), lambda b, v, o: v)
        return self.conv(dy, flip, k - 1 - pad)

    def conv_grad_filter(self, dy, x, pad, k):
        """dW[kh,kw,c,f] = sum_{n,h,w} xpad[n,h+kh,w+kw,c] * dy[n,h,w,f]."""
        xp = self.pad(x, pad)
        c, f = x.shape[3], dy.shape[3]
        # Dims: kh kw c f | n h w.
        maps = [amap(7, ["d4", "d5 + d0", "d6 + d1", "d2"]),
                dims_map(7, [4, 5, 6, 3]), dims_map(7, range(4))]
        return self.generic(
            "dw", [xp, dy], maps, ["parallel"] * 4 + ["reduction"] * 3,
            self.filled([k, k, c, f], 0.0),
            lambda b, u, v, acc: b.add(acc, b.mul(u, v)))

    def max_pool(self, x):
        """remat.max_pool2d's default 2x2 window, stride 2."""
        n_, h, w, c = x.shape
        shape = [n_, h // 2, w // 2, c]
        win = self.empty([2, 2])
        init = self.filled(shape, -math.inf)
        n = self.fresh("pool")
        extra = f", {BACKWARD_ATTR}" if self.bwd else ""
        self.line(f"{n} = linalg.pooling_nhwc_max {{dilations = dense<1> : "
                  f"tensor<2xi64>, strides = dense<2> : tensor<2xi64>{extra}}} "
                  f"ins({x}, {win} : {self.t(x.shape)}, {self.t([2, 2])}) "
                  f"outs({init} : {self.t(shape)}) -> {self.t(shape)}")
        return Val(n, shape, self.elem)

    def max_pool_grad(self, dy, x, y):
        """Routes dy to the first maximum of each 2x2 window: the window
        position (kh * 2 + kw) of the first element equal to the pooled
        maximum y, then a select per input element."""
        n_, h, w, c = x.shape
        # Dims: n ho wo c | kh kw.
        # The window-shaped operand gives the kh, kw loop bounds.
        maps = [amap(6, ["d0", "d1 * 2 + d4", "d2 * 2 + d5", "d3"]),
                dims_map(6, range(4)), dims_map(6, [4, 5]),
                dims_map(6, range(4))]

        def first(b, v, m, _, acc):
            k = b.cast_index(b.addi(b.muli(b.index(4), b.ci(2)), b.index(5)),
                             "i64")
            unset = b.cmpi("slt", acc, b.ci(0, "i64"), "i64")
            hit = b.andi(unset, b.cmpf_oeq(v, m))
            return b.select(hit, k, acc, "i64")
        arg = self.generic("argmax", [x, y, self.empty([2, 2])], maps,
                           ["parallel"] * 4 + ["reduction"] * 2,
                           self.filled(dy.shape, -1, "i64"), first)

        def route(b, g, a):
            two = b.ci(2)
            k = b.cast_index(b.addi(b.muli(b.remi(b.index(1), two), two),
                                    b.remi(b.index(2), b.ci(2))), "i64")
            return b.select(b.cmpi("eq", a, k, "i64"), g, b.c(0.0))
        down = amap(4, ["d0", "d1 floordiv 2", "d2 floordiv 2", "d3"])
        return self.elementwise("pool_dx", [dy, arg], route, [down, down],
                                x.shape)

    def function(self, name, results, returned):
        head = f"func.func @{name}(\n    " + ",\n    ".join(self.args)
        types = ", ".join(self.t(r.shape) for r in results)
        head += f")\n    -> ({types}) {{"
        ret = (f"  return {', '.join(str(r) for r in returned)} : "
               f"{', '.join(self.t(r.shape) for r in returned)}")
        return "\n".join([head] + self.body + [ret, "}"]) + "\n"

