"""The aten ops remat-import-torch supports: one handler per op, each
emitting remat ops for one traced node.

Layouts: PyTorch convolutions are NCHW/OIHW, remat's NHWC/HWCF. A value keeps
its PyTorch shape and a permutation saying which PyTorch dimension each
physical dimension holds (`_Val`); transposes are emitted only where an op
needs another layout (`_Emitter.to_perm`).
"""
import json
import math

import torch

_MLIR_TYPES = {torch.float32: "f32", torch.float64: "f64",
               torch.float16: "f16", torch.bfloat16: "bf16"}
# Integer tensors (labels, token indices) enter only as function arguments:
# no remat op produces one.
_INDEX_TYPES = {torch.int64: "i64", torch.int32: "i32"}
_NHWC = (0, 2, 3, 1)
_HWCF = (2, 3, 1, 0)


class _Unsupported(Exception):
    """Raised by a handler: the op exists but not with these arguments."""


def _mlir_float(v):
    return "%.17e" % float(v)


def _ttype(shape, dtype):
    et = _MLIR_TYPES[dtype] if dtype in _MLIR_TYPES else _INDEX_TYPES[dtype]
    return "tensor<" + "".join(f"{d}x" for d in shape) + et + ">"


def _arg_name(name):
    # SSA names: a letter or [$._-] first; emitted temporaries are numbers.
    s = "".join(c if c.isalnum() or c in "$._-" else "_" for c in name)
    return "%" + (s if s and not s[0].isdigit() else "p" + s)


class _Val:
    """A PyTorch tensor held in a remat SSA value: `perm[i]` is the PyTorch
    dimension that physical dimension `i` holds."""
    __slots__ = ("name", "shape", "perm", "dtype")

    def __init__(self, name, shape, perm, dtype):
        self.name, self.shape, self.perm, self.dtype = name, tuple(shape), \
            tuple(perm), dtype

    @property
    def phys(self):
        return [self.shape[p] for p in self.perm]

    @property
    def type(self):
        return _ttype(self.phys, self.dtype)

    @property
    def rank(self):
        return len(self.shape)


_POISON = object()
_CONST = object()


def _is_const(a):
    if a is _CONST:
        return True
    return isinstance(a, (list, tuple)) and any(_is_const(x) for x in a)


class _Emitter:
    def __init__(self):
        self.lines = []
        self.count = 0
        self.loc = ""
        self.cache = {}

    def emit(self, rhs, shape, perm=None, dtype=torch.float32):
        name = f"%{self.count}"
        self.count += 1
        self.lines.append(f"  {name} = {rhs} loc({json.dumps(self.loc)})")
        return _Val(name, shape, perm or range(len(shape)), dtype)

    def to_perm(self, v, want):
        want = tuple(want)
        if v.perm == want:
            return v
        key = (v.name, want)
        if key not in self.cache:
            q = [v.perm.index(d) for d in want]
            out = _Val("", v.shape, want, v.dtype)
            r = self.emit(f"remat.transpose {v.name} {{permutation = "
                          f"array<i64: {', '.join(map(str, q))}>}} : "
                          f"{v.type} -> {out.type}", v.shape, want, v.dtype)
            self.cache[key] = r
        return self.cache[key]

    def ident(self, v):
        return self.to_perm(v, range(v.rank))

    def unary(self, op, v, attrs=""):
        return self.emit(f"remat.{op} {v.name}{attrs} : {v.type}", v.shape,
                         v.perm, v.dtype)

    def scale(self, v, factor):
        return self.unary("scale", v,
                          f" {{factor = {_mlir_float(factor)} : f64}}")

    def reshape(self, v, shape):
        v = self.ident(v)
        if tuple(shape) == v.shape:
            return v
        out = _ttype(shape, v.dtype)
        return self.emit(f"remat.reshape {v.name} : {v.type} -> {out}",
                         shape, None, v.dtype)

    def broadcast(self, v, shape):
        v = self.ident(v)
        if tuple(shape) == v.shape:
            return v
        out = _ttype(shape, v.dtype)
        return self.emit(f"remat.broadcast_in_dim {v.name} : {v.type} -> "
                         f"{out}", shape, None, v.dtype)

    def splat(self, value, shape, dtype):
        return self.emit(f"arith.constant dense<{_mlir_float(value)}> : "
                         f"{_ttype(shape, dtype)}", shape, None, dtype)

    def matmul(self, a, b, shape):
        def operand(v):
            r = v.rank
            swap = tuple(range(r - 2)) + (r - 1, r - 2)
            if r >= 2 and v.perm == swap:
                return v, True
            return self.ident(v), False
        if a.rank != b.rank or a.rank not in (2, 3):
            raise _Unsupported(f"ranks {a.rank} x {b.rank}")
        (a, ta), (b, tb) = operand(a), operand(b)
        attrs = []
        if ta:
            attrs.append("transpose_a = true")
        if tb:
            attrs.append("transpose_b = true")
        attr = f" {{{', '.join(attrs)}}}" if attrs else ""
        return self.emit(f"remat.matmul {a.name}, {b.name}{attr} : "
                         f"({a.type}, {b.type}) -> "
                         f"{_ttype(shape, a.dtype)}", shape, None, a.dtype)


def _ints(v, n):
    if isinstance(v, int):
        return [v] * n
    v = list(v)
    return v * n if len(v) == 1 else v


# ---- Handlers: (emitter, node, args, kwargs, value) -> _Val or tuple. ----

def _h_unary(op):
    def h(E, n, args, kwargs, value):
        return E.unary(op, args[0])
    return h


def _h_gelu(E, n, args, kwargs, value):
    approximate = kwargs.get("approximate", args[1] if len(args) > 1
                             else "none")
    if approximate == "tanh":
        return E.unary("gelu", args[0])
    if approximate == "none":
        return E.unary("gelu_erf", args[0])
    raise _Unsupported(f"approximate='{approximate}'")


def _h_identity(E, n, args, kwargs, value):
    return args[0]


def _h_neg(E, n, args, kwargs, value):
    return E.scale(args[0], -1.0)


def _h_binary(kind):
    def h(E, n, args, kwargs, value):
        a, b = args[0], args[1]
        alpha = kwargs.get("alpha", 1)
        shape = tuple(value.shape)
        dtype = value.dtype
        if not isinstance(a, _Val):
            if kind == "mul" and isinstance(b, _Val):
                a, b = b, a
            else:
                raise _Unsupported("a scalar first operand")
        if not isinstance(b, _Val):
            if isinstance(b, torch.Tensor):
                raise _Unsupported("a constant tensor operand")
            if kind == "mul":
                return E.scale(a, b)
            if kind == "div":
                return E.scale(a, 1.0 / b)
            c = b * alpha * (-1 if kind == "sub" else 1)
            out = E.broadcast(a, shape) if a.shape != shape else a
            return E.emit(f"remat.add {out.name}, "
                          f"{E.splat(c, out.phys, dtype).name} : {out.type}",
                          shape, out.perm, dtype)
        if kind == "div":
            raise _Unsupported("division by a tensor")
        if a.dtype != b.dtype:
            raise _Unsupported(f"mixed dtypes {a.dtype} and {b.dtype}")
        if alpha != 1:
            b = E.scale(b, alpha)
        if a.shape == b.shape == shape:
            # Same shape: compute in a's layout (a residual add keeps NHWC).
            b = E.to_perm(b, a.perm)
            return E.emit(f"remat.{kind} {a.name}, {b.name} : {a.type}",
                          shape, a.perm, dtype)
        if kind == "add":
            for x, y in ((a, b), (b, a)):
                if x.shape == shape and y.shape == (shape[-1],):
                    x = E.ident(x)
                    return E.emit(f"remat.bias_add {x.name}, {y.name} : "
                                  f"{x.type}, {y.type}", shape, None, dtype)
        a, b = E.broadcast(a, shape), E.broadcast(b, shape)
        return E.emit(f"remat.{kind} {a.name}, {b.name} : {a.type}", shape,
                      None, dtype)
    return h


def _h_convolution(E, n, args, kwargs, value):
    x, w, b, stride, padding, dilation, transposed, _, groups = args
    if transposed:
        raise _Unsupported("transposed convolution")
    if x.rank != 4:
        raise _Unsupported(f"{x.rank - 2}-D convolution")
    if any(d != 1 for d in _ints(dilation, 2)):
        raise _Unsupported(f"dilation={list(dilation)}")
    s, p = _ints(stride, 2), _ints(padding, 2)
    xi, wi = E.to_perm(x, _NHWC), E.to_perm(w, _HWCF)
    shape = tuple(value.shape)
    out = _Val("", shape, _NHWC, x.dtype)
    g = f"groups = {groups} : i64, " if groups != 1 else ""
    y = E.emit(f"remat.conv2d {xi.name}, {wi.name} {{{g}padding = array<i64: "
               f"{p[0]}, {p[0]}, {p[1]}, {p[1]}>, strides = array<i64: "
               f"{s[0]}, {s[1]}>}} : ({xi.type}, {wi.type}) -> {out.type}",
               shape, _NHWC, x.dtype)
    if b is not None:
        y = E.emit(f"remat.bias_add {y.name}, {b.name} : {y.type}, {b.type}",
                   shape, _NHWC, x.dtype)
    return y


def _h_max_pool(E, n, args, kwargs, value):
    x = args[0]
    k = _ints(args[1], 2)
    s = _ints(args[2], 2) if len(args) > 2 and args[2] else k
    p = _ints(args[3], 2) if len(args) > 3 else [0, 0]
    d = _ints(args[4], 2) if len(args) > 4 else [1, 1]
    if d != [1, 1]:
        raise _Unsupported(f"dilation={d}")
    shape = tuple(value[0].shape)
    for i in range(2):
        if (x.shape[2 + i] + 2 * p[i] - k[i]) // s[i] + 1 != shape[2 + i]:
            raise _Unsupported("ceil_mode=True changing the output size")
    xi = E.to_perm(x, _NHWC)
    out = _Val("", shape, _NHWC, x.dtype)
    y = E.emit(f"remat.max_pool2d {xi.name} {{padding = array<i64: {p[0]}, "
               f"{p[0]}, {p[1]}, {p[1]}>, strides = array<i64: {s[0]}, "
               f"{s[1]}>, window = array<i64: {k[0]}, {k[1]}>}} : "
               f"{xi.type} -> {out.type}", shape, _NHWC, x.dtype)
    return (y, None)


def _h_addmm(E, n, args, kwargs, value):
    bias, a, b = args[:3]
    if kwargs.get("beta", 1) != 1 or kwargs.get("alpha", 1) != 1:
        raise _Unsupported("beta or alpha other than 1")
    shape = tuple(value.shape)
    y = E.matmul(a, b, shape)
    if bias.shape == (shape[-1],):
        return E.emit(f"remat.bias_add {y.name}, {bias.name} : {y.type}, "
                      f"{bias.type}", shape, None, y.dtype)
    bias = E.broadcast(bias, shape)
    return E.emit(f"remat.add {y.name}, {bias.name} : {y.type}", shape, None,
                  y.dtype)


def _h_mm(E, n, args, kwargs, value):
    return E.matmul(args[0], args[1], tuple(value.shape))


def _h_view(E, n, args, kwargs, value):
    return E.reshape(args[0], tuple(value.shape))


def _h_permute_like(E, n, args, kwargs, value):
    x = args[0]
    r = x.rank
    target = n.target.overloadpacket.__name__
    if target == "t":
        sigma = list(range(r))[::-1]
    elif target == "transpose":
        i, j = args[1] % r, args[2] % r
        sigma = list(range(r))
        sigma[i], sigma[j] = sigma[j], sigma[i]
    else:
        sigma = [d % r for d in args[1]]
    # New PyTorch dim j is old dim sigma[j]; the buffer does not move.
    inv = [sigma.index(d) for d in range(r)]
    return _Val(x.name, tuple(value.shape), [inv[p] for p in x.perm], x.dtype)


def _h_expand(E, n, args, kwargs, value):
    return E.broadcast(args[0], tuple(value.shape))


def _h_softmax_like(op):
    def h(E, n, args, kwargs, value):
        x, dim = args[0], args[1] % args[0].rank
        if x.perm[-1] != dim:
            x = E.to_perm(x, [d for d in range(x.rank) if d != dim] + [dim])
        return E.unary(op, x)
    return h


def _h_layer_norm(E, n, args, kwargs, value):
    x, normalized, w, b, eps = args
    if len(normalized) != 1:
        raise _Unsupported(f"normalized_shape={list(normalized)} (only the "
                           f"last dimension)")
    if w is None or b is None:
        raise _Unsupported("elementwise_affine=False")
    x = E.ident(x)
    y = E.emit(f"remat.layernorm {x.name}, {w.name}, {b.name} {{epsilon = "
               f"{_mlir_float(eps)} : f64}} : {x.type}, {w.type}", x.shape,
               None, x.dtype)
    return (y, None, None)


def _reduce(E, op, x, dims):
    """Reduces PyTorch dims `dims` of `x` in its own layout; the result
    drops them."""
    axes = sorted(x.perm.index(d) for d in dims)
    kept = [p for p in x.perm if p not in dims]
    perm = [p - sum(d < p for d in dims) for p in kept]
    shape = [d for i, d in enumerate(x.shape) if i not in dims]
    out = _ttype([x.phys[i] for i in range(x.rank) if i not in axes],
                 x.dtype)
    return E.emit(f"remat.{op} {x.name} {{axes = array<i64: "
                  f"{', '.join(map(str, axes))}>}} : {x.type} -> {out}",
                  shape, perm, x.dtype)


def _h_reduce(op):
    def h(E, n, args, kwargs, value):
        x = args[0]
        if len(args) > 1 and args[1] is not None and len(args[1]) > 0:
            dims = sorted(set(d % x.rank for d in args[1]))
        else:
            dims = list(range(x.rank))
        keepdim = len(args) > 2 and args[2]
        y = _reduce(E, op, x, dims)
        return E.reshape(y, tuple(value.shape)) if keepdim else y
    return h


def _pool_mean(E, x, kh, kw, shape):
    """Average pooling with window = stride = (kh, kw) and no padding, as a
    reshape of NHWC to [N, H/kh, kh, W/kw, kw, C] and a mean over the
    windows; the global case is a mean over H and W."""
    x = E.to_perm(x, _NHWC)
    n, c, h, w = x.shape
    if (kh, kw) == (h, w):
        y = _reduce(E, "reduce_mean", x, [2, 3])  # [N, C], any layout
        return E.reshape(y, shape)
    split = _ttype([n, h // kh, kh, w // kw, kw, c], x.dtype)
    r = E.emit(f"remat.reshape {x.name} : {x.type} -> {split}",
               (n, h // kh, kh, w // kw, kw, c), None, x.dtype)
    out = _ttype([n, h // kh, w // kw, c], x.dtype)
    return E.emit(f"remat.reduce_mean {r.name} {{axes = array<i64: 2, 4>}} "
                  f": {r.type} -> {out}", shape, _NHWC, x.dtype)


def _h_adaptive_avg_pool(E, n, args, kwargs, value):
    x, size = args[0], _ints(args[1], 2)
    if x.rank != 4:
        raise _Unsupported(f"rank {x.rank}")
    h, w = x.shape[2:]
    if h % size[0] or w % size[1]:
        raise _Unsupported(f"output {size} not dividing the input {[h, w]}")
    return _pool_mean(E, x, h // size[0], w // size[1], tuple(value.shape))


def _h_avg_pool(E, n, args, kwargs, value):
    x, k = args[0], _ints(args[1], 2)
    s = _ints(args[2], 2) if len(args) > 2 and args[2] else k
    p = _ints(args[3], 2) if len(args) > 3 else [0, 0]
    if s != k or p != [0, 0] or x.shape[2] % k[0] or x.shape[3] % k[1]:
        raise _Unsupported("only stride = kernel, no padding, dividing the "
                           "input")
    return _pool_mean(E, x, k[0], k[1], tuple(value.shape))


def _h_batch_norm(E, n, args, kwargs, value):
    """Training-mode batch norm as `remat.batch_norm` on the channels-last
    layout (NHWC, or [N, C]): its statistics are those of the last dimension
    over all others. An absent weight or bias is a splat 1 or 0. The
    running-statistics update is not emitted (it does not change the loss or
    the gradients of this step)."""
    x, w, b = args[:3]
    training, eps = args[5], args[7]
    if not training:
        raise _Unsupported("eval mode (running statistics)")
    if x.rank not in (2, 4):
        raise _Unsupported(f"rank {x.rank}")
    c = x.shape[1]
    xt = E.to_perm(x, _NHWC if x.rank == 4 else (0, 1))
    g = w if w is not None else E.splat(1.0, [c], x.dtype)
    beta = b if b is not None else E.splat(0.0, [c], x.dtype)
    y = E.emit(f"remat.batch_norm {xt.name}, {g.name}, {beta.name} "
               f"{{epsilon = {_mlir_float(eps)} : f64}} : {xt.type}, "
               f"{g.type}", x.shape, xt.perm, x.dtype)
    return (y, None, None)


def _h_cat(E, n, args, kwargs, value):
    xs = [E.ident(x) for x in args[0]]
    dim = (args[1] if len(args) > 1 else 0) % xs[0].rank
    shape = tuple(value.shape)
    return E.emit(f"remat.concat {', '.join(x.name for x in xs)} {{axis = "
                  f"{dim} : i64}} : ({', '.join(x.type for x in xs)}) -> "
                  f"{_ttype(shape, xs[0].dtype)}", shape, None, xs[0].dtype)


def _h_slice(E, n, args, kwargs, value):
    x = E.ident(args[0])
    dim = (args[1] if len(args) > 1 else 0) % x.rank
    start = args[2] if len(args) > 2 and args[2] is not None else 0
    step = args[4] if len(args) > 4 else 1
    if start < 0:
        start += x.shape[dim]
    start = min(max(start, 0), x.shape[dim])
    shape = tuple(value.shape)
    if shape == x.shape:
        return x
    offsets = [0] * x.rank
    strides = [1] * x.rank
    offsets[dim], strides[dim] = start, step
    return E.emit(f"remat.slice {x.name} {{offsets = array<i64: "
                  f"{', '.join(map(str, offsets))}>, strides = array<i64: "
                  f"{', '.join(map(str, strides))}>}} : {x.type} -> "
                  f"{_ttype(shape, x.dtype)}", shape, None, x.dtype)


def _h_split(E, n, args, kwargs, value):
    x = E.ident(args[0])
    dim = (args[2] if len(args) > 2 else kwargs.get("dim", 0)) % x.rank
    outs, start = [], 0
    for piece in value:
        shape = tuple(piece.shape)
        offsets = [0] * x.rank
        offsets[dim] = start
        start += shape[dim]
        outs.append(E.emit(f"remat.slice {x.name} {{offsets = array<i64: "
                           f"{', '.join(map(str, offsets))}>}} : {x.type} -> "
                           f"{_ttype(shape, x.dtype)}", shape, None, x.dtype))
    return tuple(outs)


def _h_embedding(E, n, args, kwargs, value):
    """F.embedding(indices, weight): `remat.embedding` on integer indices
    (a function argument). padding_idx only changes the gradient, of one
    row; scale_grad_by_freq and sparse change it too: not supported."""
    w, idx = args[0], args[1]
    padding_idx = args[2] if len(args) > 2 else kwargs.get("padding_idx", -1)
    if padding_idx is not None and padding_idx != -1:
        raise _Unsupported(f"padding_idx={padding_idx}")
    if (len(args) > 3 and args[3]) or kwargs.get("scale_grad_by_freq"):
        raise _Unsupported("scale_grad_by_freq=True")
    if (len(args) > 4 and args[4]) or kwargs.get("sparse"):
        raise _Unsupported("sparse=True")
    if not isinstance(idx, _Val) or idx.dtype not in _INDEX_TYPES:
        raise _Unsupported("indices that are not an integer input")
    w = E.ident(w)
    shape = tuple(value.shape)
    return E.emit(f"remat.embedding {w.name}, {idx.name} : ({w.type}, "
                  f"{idx.type}) -> {_ttype(shape, w.dtype)}", shape, None,
                  w.dtype)


class _Mask:
    """A constant triangular mask over the last two dimensions, kept
    symbolically (no tensor is emitted): `kind` "all" (every element set),
    "lower" (set where j <= i + k, `torch.tril`) or "upper" (j >= i + k,
    `torch.triu`)."""
    __slots__ = ("shape", "kind", "k")

    def __init__(self, shape, kind, k=0):
        self.shape, self.kind, self.k = tuple(shape), kind, k

    def complement(self):
        if self.kind == "lower":
            return _Mask(self.shape, "upper", self.k + 1)
        if self.kind == "upper":
            return _Mask(self.shape, "lower", self.k - 1)
        raise _Unsupported("the complement of a mask of ones")


def _mask_op(h):
    h.mask_op = True
    return h


@_mask_op
def _h_ones(E, n, args, kwargs, value):
    if value.dim() < 2:
        raise _Unsupported("ones of rank < 2 (only masks are supported)")
    return _Mask(value.shape, "all")


def _h_triangle(kind):
    @_mask_op
    def h(E, n, args, kwargs, value):
        m = args[0]
        k = args[1] if len(args) > 1 else kwargs.get("diagonal", 0)
        if not isinstance(m, _Mask) or m.kind != "all":
            raise _Unsupported("only of a tensor of ones (a causal mask)")
        return _Mask(m.shape, kind, k)
    return h


@_mask_op
def _h_mask_not(E, n, args, kwargs, value):
    m = args[0]
    if not isinstance(m, _Mask):
        raise _Unsupported("only of a triangular mask")
    if n.target.overloadpacket.__name__ == "eq" and args[1] not in (0, False):
        raise _Unsupported(f"comparison with {args[1]} (only == 0)")
    return m.complement()


@_mask_op
def _h_masked_fill(E, n, args, kwargs, value):
    """x.masked_fill(mask, -inf) with a mask set strictly above a diagonal:
    `remat.causal_mask`."""
    x, m, fill = args[0], args[1], args[2]
    if not isinstance(x, _Val) or not isinstance(m, _Mask):
        raise _Unsupported("only a tensor filled through a triangular mask")
    if m.kind != "upper" or fill != float("-inf"):
        raise _Unsupported("only -inf above a diagonal (a causal mask)")
    if m.shape[-2:] != x.shape[-2:] or any(d != 1 for d in m.shape[:-2]):
        raise _Unsupported(f"a mask of shape {list(m.shape)} for "
                           f"{list(x.shape)}")
    x = E.ident(x)
    return E.unary("causal_mask", x, f" {{offset = {m.k - 1} : i64}}")


def _h_to_copy(E, n, args, kwargs, value):
    """`x.to(dtype)` between float types: `remat.cast`; a copy otherwise."""
    x = args[0]
    if value.dtype == x.dtype:
        return x
    if value.dtype not in _MLIR_TYPES:
        raise _Unsupported(f"to {value.dtype}")
    x = E.ident(x)
    out = _ttype(x.shape, value.dtype)
    return E.emit(f"remat.cast {x.name} : {x.type} to {out}", x.shape, None,
                  value.dtype)


def _h_clamp(E, n, args, kwargs, value):
    """hardtanh(x, lo, hi) (nn.ReLU6 is hardtanh(x, 0, 6)) and clamp(x, lo,
    hi) with scalar bounds (None: unbounded)."""
    x = args[0]
    name = n.target.overloadpacket.__name__
    if name == "hardtanh":
        lo = args[1] if len(args) > 1 else kwargs.get("min_val", -1.0)
        hi = args[2] if len(args) > 2 else kwargs.get("max_val", 1.0)
    else:
        lo = args[1] if len(args) > 1 else kwargs.get("min")
        hi = args[2] if len(args) > 2 else kwargs.get("max")
    if any(isinstance(b, (_Val, torch.Tensor)) for b in (lo, hi)):
        raise _Unsupported("tensor bounds")
    lo = float("-inf") if lo is None else float(lo)
    hi = float("inf") if hi is None else float(hi)
    return E.unary("clamp", x, f" {{max = {_f64_attr(hi)}, min = "
                   f"{_f64_attr(lo)}}}")


def _f64_attr(v):
    """An f64 attribute; infinities in MLIR's hexadecimal form."""
    if math.isinf(v):
        return ("0x7FF0000000000000" if v > 0 else "0xFFF0000000000000") + \
            " : f64"
    return f"{_mlir_float(v)} : f64"


def _h_dropout(E, n, args, kwargs, value):
    p = args[1]
    if p != 0 and (len(args) < 3 or args[2]):
        raise _Unsupported(f"p={p} in training mode (PyTorch's random mask "
                           f"cannot be replayed by remat.dropout)")
    return (args[0], None)


_HANDLERS = {
    "relu": _h_unary("relu"), "tanh": _h_unary("tanh"),
    "sigmoid": _h_unary("sigmoid"), "exp": _h_unary("exp"),
    "gelu": _h_gelu, "neg": _h_neg,
    "add": _h_binary("add"), "sub": _h_binary("sub"),
    "mul": _h_binary("mul"), "div": _h_binary("div"),
    "convolution": _h_convolution,
    "max_pool2d_with_indices": _h_max_pool,
    "addmm": _h_addmm, "mm": _h_mm, "bmm": _h_mm,
    "view": _h_view, "_unsafe_view": _h_view, "_reshape_alias": _h_view,
    "reshape": _h_view, "squeeze": _h_view, "unsqueeze": _h_view,
    "t": _h_permute_like, "transpose": _h_permute_like,
    "permute": _h_permute_like,
    "expand": _h_expand,
    "clone": _h_identity, "detach": _h_identity, "alias": _h_identity,
    "lift_fresh_copy": _h_identity,
    "_softmax": _h_softmax_like("softmax"),
    "_log_softmax": _h_softmax_like("log_softmax"), "native_layer_norm": _h_layer_norm,
    "mean": _h_reduce("reduce_mean"), "sum": _h_reduce("reduce_sum"),
    "native_batch_norm": _h_batch_norm,
    "_adaptive_avg_pool2d": _h_adaptive_avg_pool,
    "avg_pool2d": _h_avg_pool,
    "cat": _h_cat, "slice": _h_slice, "split": _h_split,
    "split_with_sizes": _h_split, "native_dropout": _h_dropout,
    "embedding": _h_embedding, "_to_copy": _h_to_copy,
    "hardtanh": _h_clamp, "clamp": _h_clamp,
    "ones": _h_ones, "tril": _h_triangle("lower"),
    "triu": _h_triangle("upper"), "bitwise_not": _h_mask_not,
    "logical_not": _h_mask_not, "eq": _h_mask_not,
    "masked_fill": _h_masked_fill,
}


# Operands that may be buffers because the op does not read them here.
_CONST_OPERANDS_IGNORED = {"native_batch_norm": (3, 4)}


def _handler_for(target):
    name = target.overloadpacket.__name__
    if name in _HANDLERS:
        return _HANDLERS[name]
    # In-place variants (relu_, add_): the tracer rebinds the mutated
    # tensor to the new node, so the functional form is equivalent.
    if name.endswith("_") and name[:-1] in _HANDLERS:
        return _HANDLERS[name[:-1]]
    return None
