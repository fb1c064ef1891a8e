"""The op semantics of the reference interpreter (remat.reference), as plain
functions on float64 arrays: contractions and convolutions, elementwise ops,
reductions and shape ops, normalization, pooling, losses and every op's
gradient. Their specification is the package's docstring; the package
re-exports them and maps each op name onto one."""

import math

import numpy as np

from .numerics import RefError, dropout_mask, round_to_element_type


# ===------------------------------------------------------------------------===
# Op semantics on float64 arrays
# ===------------------------------------------------------------------------===

SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)
GELU_C = 0.044715


def _norm_axis(axis, rank):
    if not -rank <= axis < rank:
        raise RefError("axis %d out of range for rank %d" % (axis, rank))
    return axis % rank


def matmul(lhs, rhs, transpose_a=False, transpose_b=False):
    if lhs.ndim != rhs.ndim or lhs.ndim not in (2, 3):
        raise RefError("matmul expects two 2-D or two 3-D operands")
    a = np.swapaxes(lhs, -1, -2) if transpose_a else lhs
    b = np.swapaxes(rhs, -1, -2) if transpose_b else rhs
    if a.shape[-1] != b.shape[-2] or (a.ndim == 3 and a.shape[0] != b.shape[0]):
        raise RefError("matmul shapes %s x %s do not agree" % (a.shape, b.shape))
    return np.matmul(a, b)


def bias_add(x, bias):
    return x + bias


def relu(x):
    return np.where(x > 0, x, 0.0)


def gelu(x):
    return 0.5 * x * (1.0 + np.tanh(SQRT_2_OVER_PI * (x + GELU_C * x ** 3)))


_ERF = np.vectorize(math.erf, otypes=[np.float64])


def gelu_erf(x):
    return 0.5 * x * (1.0 + _ERF(x / math.sqrt(2.0)))


def sigmoid(x):
    with np.errstate(over="ignore"):
        return 1.0 / (1.0 + np.exp(-x))


def softmax(x):
    e = np.exp(x - np.max(x, axis=-1, keepdims=True))
    return e / np.sum(e, axis=-1, keepdims=True)


def log_softmax(x):
    z = x - np.max(x, axis=-1, keepdims=True)
    return z - np.log(np.sum(np.exp(z), axis=-1, keepdims=True))


def layernorm(x, gamma, beta, epsilon=1e-5):
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.mean((x - mean) ** 2, axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + epsilon) * gamma + beta


def batch_norm(x, gamma, beta, epsilon=1e-5):
    lead = tuple(range(x.ndim - 1))
    mean = np.mean(x, axis=lead, keepdims=True)
    var = np.mean((x - mean) ** 2, axis=lead, keepdims=True)
    return (x - mean) / np.sqrt(var + epsilon) * gamma + beta


def dropout(x, rate=0.5, seed=0, elem="f64"):
    scale = float(round_to_element_type(np.float64(1.0 / (1.0 - float(rate))),
                                        elem))
    keep = dropout_mask(x.shape, rate, seed)
    return np.where(keep, x * scale, 0.0)


def reduced_axes(axes, rank):
    """Normalised, sorted axes (default: the last axis)."""
    if axes is None:
        if rank == 0:
            raise RefError("cannot reduce a 0-d tensor over its last axis")
        return (rank - 1,)
    norm = sorted(set(_norm_axis(a, rank) for a in axes))
    if len(norm) != len(axes):
        raise RefError("duplicate reduction axes %s" % (axes,))
    return tuple(norm)


def reduce_sum(x, axes=None):
    ax = reduced_axes(axes, x.ndim)
    return np.sum(x, axis=ax) if ax else x.copy()


def reduce_mean(x, axes=None):
    ax = reduced_axes(axes, x.ndim)
    if not ax:
        return x.copy()
    count = int(np.prod([x.shape[a] for a in ax]))
    return np.sum(x, axis=ax) / count


def broadcast_in_dim(x, shape, broadcast_dimensions=None):
    shape = tuple(shape)
    dims = broadcast_dimensions
    if dims is None:
        dims = list(range(len(shape) - x.ndim, len(shape)))
    if len(dims) != x.ndim:
        raise RefError("broadcast_dimensions has %d entries for rank %d" %
                       (len(dims), x.ndim))
    expanded = [1] * len(shape)
    for i, d in enumerate(dims):
        if x.shape[i] not in (1, shape[d]):
            raise RefError("operand dimension %d (%d) cannot broadcast to %d"
                           % (i, x.shape[i], shape[d]))
        expanded[d] = x.shape[i]
    return np.broadcast_to(x.reshape(expanded), shape).copy()


def transpose(x, permutation=None):
    perm = permutation if permutation is not None else list(range(x.ndim))[::-1]
    return np.transpose(x, perm).copy()


def reshape(x, shape):
    return x.reshape(tuple(shape)).copy()


def concat(xs, axis=-1):
    return np.concatenate(xs, axis=_norm_axis(axis, xs[0].ndim))


def _slice_index(in_shape, out_shape, offsets, strides):
    rank = len(in_shape)
    offsets = list(offsets) if offsets is not None else [0] * rank
    strides = list(strides) if strides is not None else [1] * rank
    if len(offsets) != rank or len(strides) != rank or len(out_shape) != rank:
        raise RefError("slice: offsets/strides/sizes do not match rank %d" % rank)
    index = []
    for d in range(rank):
        o, s, n = offsets[d], strides[d], out_shape[d]
        if s <= 0 or o < 0 or (n > 0 and o + (n - 1) * s >= in_shape[d]):
            raise RefError("slice: dimension %d (offset %d, stride %d, size %d)"
                           " out of bounds of %d" % (d, o, s, n, in_shape[d]))
        index.append(slice(o, o + (n - 1) * s + 1 if n > 0 else o, s))
    return tuple(index)


def slice_(x, shape, offsets=None, strides=None):
    return x[_slice_index(x.shape, tuple(shape), offsets, strides)].copy()


def slice_grad(dy, shape, offsets=None, strides=None):
    dx = np.zeros(tuple(shape))
    dx[_slice_index(tuple(shape), dy.shape, offsets, strides)] = dy
    return dx


def _window_params(strides, padding):
    strides = list(strides) if strides is not None else [1, 1]
    padding = list(padding) if padding is not None else [0, 0, 0, 0]
    if len(strides) != 2 or len(padding) != 4:
        raise RefError("expects 2 strides and 4 paddings")
    return strides, padding


def _window_out(in_size, lo, hi, k, s):
    return (in_size + lo + hi - k) // s + 1


def _grouped(groups, fn, first, second, x_axis_in, y_axis_in, out_shape,
             out_block_axis):
    """Applies a groups=1 convolution function block by block: `first` and
    `second` are split into `groups` blocks along their channel axes and the
    results are concatenated along `out_block_axis`."""
    if groups < 1:
        raise RefError("conv2d: groups %d < 1" % groups)
    if first.shape[x_axis_in] % groups or second.shape[y_axis_in] % groups:
        raise RefError("conv2d: channels %d, %d not divisible by groups %d"
                       % (first.shape[x_axis_in], second.shape[y_axis_in], groups))
    a = np.split(first, groups, axis=x_axis_in)
    b = np.split(second, groups, axis=y_axis_in)
    return np.concatenate([fn(a[g], b[g]) for g in range(groups)],
                          axis=out_block_axis)


def conv2d(x, w, strides=None, padding=None, groups=1):
    """NHWC x HWCF; see the module docstring."""
    if groups != 1:
        if x.shape[3] != w.shape[2] * groups:
            raise RefError("conv2d: input has %d channels, filter %d x %d groups"
                           % (x.shape[3], w.shape[2], groups))
        return _grouped(groups, lambda a, b: conv2d(a, b, strides, padding),
                        x, w, 3, 3, None, 3)
    (sh, sw), (pt, pb, pl, pr) = _window_params(strides, padding)
    n, h, wd, c = x.shape
    kh, kw, cin, f = w.shape
    if cin != c:
        raise RefError("conv2d: input has %d channels, filter %d" % (c, cin))
    ho = _window_out(h, pt, pb, kh, sh)
    wo = _window_out(wd, pl, pr, kw, sw)
    xp = np.pad(x, ((0, 0), (pt, pb), (pl, pr), (0, 0)))
    y = np.zeros((n, ho, wo, f))
    for a in range(kh):
        for b in range(kw):
            patch = xp[:, a:a + (ho - 1) * sh + 1:sh, b:b + (wo - 1) * sw + 1:sw, :]
            y += np.einsum("nhwc,cf->nhwf", patch, w[a, b])
    return y


def conv2d_grad_input(dy, w, input_shape, strides=None, padding=None, groups=1):
    """d/dx of sum(conv2d(x, w) * dy) for x of shape `input_shape`."""
    if groups != 1:
        shape = tuple(input_shape)
        if shape[3] != w.shape[2] * groups:
            raise RefError("conv2d_grad_input: input has %d channels, filter %d x %d "
                           "groups" % (shape[3], w.shape[2], groups))
        block = shape[:3] + (shape[3] // groups,)
        return _grouped(groups, lambda d, b: conv2d_grad_input(
            d, b, block, strides, padding), dy, w, 3, 3, None, 3)
    (sh, sw), (pt, pb, pl, pr) = _window_params(strides, padding)
    n, h, wd, c = input_shape
    kh, kw, cin, f = w.shape
    ho, wo = _window_out(h, pt, pb, kh, sh), _window_out(wd, pl, pr, kw, sw)
    if dy.shape != (n, ho, wo, f) or cin != c:
        raise RefError("conv2d_grad_input: dy %s, filter %s do not fit input %s"
                       % (dy.shape, w.shape, tuple(input_shape)))
    dxp = np.zeros((n, h + pt + pb, wd + pl + pr, c))
    for a in range(kh):
        for b in range(kw):
            dxp[:, a:a + (ho - 1) * sh + 1:sh, b:b + (wo - 1) * sw + 1:sw, :] += \
                np.einsum("nhwf,cf->nhwc", dy, w[a, b])
    return dxp[:, pt:pt + h, pl:pl + wd, :].copy()


def conv2d_grad_filter(dy, x, filter_shape, strides=None, padding=None, groups=1):
    """d/dw of sum(conv2d(x, w) * dy) for w of shape `filter_shape`."""
    if groups != 1:
        shape = tuple(filter_shape)
        if x.shape[3] != shape[2] * groups:
            raise RefError("conv2d_grad_filter: input has %d channels, filter %d x "
                           "%d groups" % (x.shape[3], shape[2], groups))
        block = shape[:3] + (shape[3] // groups,)
        return _grouped(groups, lambda d, a: conv2d_grad_filter(
            d, a, block, strides, padding), dy, x, 3, 3, None, 3)
    (sh, sw), (pt, pb, pl, pr) = _window_params(strides, padding)
    n, h, wd, c = x.shape
    kh, kw, cin, f = filter_shape
    ho, wo = _window_out(h, pt, pb, kh, sh), _window_out(wd, pl, pr, kw, sw)
    if dy.shape != (n, ho, wo, f) or cin != c:
        raise RefError("conv2d_grad_filter: dy %s, input %s do not fit filter %s"
                       % (dy.shape, x.shape, tuple(filter_shape)))
    xp = np.pad(x, ((0, 0), (pt, pb), (pl, pr), (0, 0)))
    dw = np.zeros((kh, kw, c, f))
    for a in range(kh):
        for b in range(kw):
            patch = xp[:, a:a + (ho - 1) * sh + 1:sh, b:b + (wo - 1) * sw + 1:sw, :]
            dw[a, b] = np.einsum("nhwc,nhwf->cf", patch, dy)
    return dw


def _pool_params(window, strides, padding):
    window = list(window) if window is not None else [2, 2]
    strides = list(strides) if strides is not None else list(window)
    strides, padding = _window_params(strides, padding)
    return window, strides, padding


def _pool_windows(x, window, strides, padding):
    """Candidates of every window: (values, valid), each [kh*kw, N, Ho, Wo, C].

    Candidate k is window position (k // kw, k % kw): row-major order.
    Padded positions hold -inf and are marked invalid.
    """
    (kh, kw), (sh, sw), (pt, pb, pl, pr) = window, strides, padding
    n, h, wd, c = x.shape
    ho, wo = _window_out(h, pt, pb, kh, sh), _window_out(wd, pl, pr, kw, sw)
    xp = np.pad(x, ((0, 0), (pt, pb), (pl, pr), (0, 0)), constant_values=-np.inf)
    valid = np.pad(np.ones((h, wd), dtype=bool), ((pt, pb), (pl, pr)))
    vals, oks = [], []
    for a in range(kh):
        for b in range(kw):
            rows = slice(a, a + (ho - 1) * sh + 1, sh)
            cols = slice(b, b + (wo - 1) * sw + 1, sw)
            vals.append(xp[:, rows, cols, :])
            oks.append(np.broadcast_to(valid[rows, cols][None, :, :, None],
                                       (n, ho, wo, c)))
    return np.stack(vals), np.stack(oks), (ho, wo)


def max_pool2d(x, window=None, strides=None, padding=None):
    window, strides, padding = _pool_params(window, strides, padding)
    vals, valid, _ = _pool_windows(x, window, strides, padding)
    return np.max(np.where(valid, vals, -np.inf), axis=0)


def max_pool2d_grad(dy, x, window=None, strides=None, padding=None):
    """Routes dy to the first (row-major) maximum of each window of x."""
    window, strides, padding = _pool_params(window, strides, padding)
    (kh, kw), (sh, sw), (pt, pb, pl, pr) = window, strides, padding
    vals, valid, (ho, wo) = _pool_windows(x, window, strides, padding)
    if dy.shape != (x.shape[0], ho, wo, x.shape[3]):
        raise RefError("max_pool2d_grad: dy %s does not fit x %s" %
                       (dy.shape, x.shape))
    vals = np.where(valid, vals, -np.inf)
    best = np.max(vals, axis=0)
    hit = valid & (vals == best)
    first = np.argmax(hit, axis=0)          # first True, row-major
    routed = np.any(hit, axis=0)
    n, h, wd, c = x.shape
    dxp = np.zeros((n, h + pt + pb, wd + pl + pr, c))
    for k in range(kh * kw):
        a, b = divmod(k, kw)
        contrib = np.where(routed & (first == k), dy, 0.0)
        dxp[:, a:a + (ho - 1) * sh + 1:sh, b:b + (wo - 1) * sw + 1:sw, :] += contrib
    return dxp[:, pt:pt + h, pl:pl + wd, :].copy()


def upsample_nearest2d(x, scale=None):
    sh, sw = list(scale) if scale is not None else [2, 2]
    return np.repeat(np.repeat(x, sh, axis=1), sw, axis=2)


def upsample_nearest2d_grad(dy, scale=None):
    sh, sw = list(scale) if scale is not None else [2, 2]
    n, h, w, c = dy.shape
    if h % sh or w % sw:
        raise RefError("upsample_nearest2d_grad: %s not divisible by scale %s"
                       % (dy.shape, (sh, sw)))
    return dy.reshape(n, h // sh, sh, w // sw, sw, c).sum(axis=(2, 4))


def mse_loss(pred, target):
    return np.asarray(np.mean((pred - target) ** 2))


def _log_softmax(x):
    m = np.max(x, axis=-1, keepdims=True)
    return x - m - np.log(np.sum(np.exp(x - m), axis=-1, keepdims=True))


def softmax_cross_entropy(logits, labels):
    rows = logits.size // logits.shape[-1]
    return np.asarray(-np.sum(labels * _log_softmax(logits)) / rows)


def _labels(labels, size):
    return np.clip(np.asarray(labels).astype(np.int64), 0, size - 1)


def cross_entropy(logits, labels):
    classes = logits.shape[-1]
    rows = logits.size // classes
    lab = _labels(labels, classes)[..., None]
    picked = np.take_along_axis(_log_softmax(logits), lab, axis=-1)
    return np.asarray(-np.sum(picked) / rows)


def _above_diagonal(shape, offset):
    i = np.arange(shape[-2])[:, None]
    j = np.arange(shape[-1])[None, :]
    return j > i + int(offset)


def causal_mask(x, offset=0):
    return np.where(_above_diagonal(x.shape, offset), -np.inf, x)


def causal_mask_grad(dy, offset=0):
    return np.where(_above_diagonal(dy.shape, offset), 0.0, dy)


def embedding(table, indices):
    return table[_labels(indices, table.shape[0])]


def relu_grad(dy, y):
    return np.where(y > 0, dy, 0.0)


def gelu_grad(dy, x):
    t = np.tanh(SQRT_2_OVER_PI * (x + GELU_C * x ** 3))
    d = 0.5 * (1.0 + t) + 0.5 * x * (1.0 - t * t) * SQRT_2_OVER_PI * \
        (1.0 + 3.0 * GELU_C * x * x)
    return dy * d


def gelu_erf_grad(dy, x):
    cdf = 0.5 * (1.0 + _ERF(x / math.sqrt(2.0)))
    return dy * (cdf + x * np.exp(-0.5 * x * x) / math.sqrt(2.0 * math.pi))


def tanh_grad(dy, y):
    return dy * (1.0 - y * y)


def sigmoid_grad(dy, y):
    return dy * y * (1.0 - y)


def softmax_grad(dy, y):
    return y * (dy - np.sum(dy * y, axis=-1, keepdims=True))


def log_softmax_grad(dy, y):
    return dy - np.exp(y) * np.sum(dy, axis=-1, keepdims=True)


def layernorm_grad(dy, x, gamma, epsilon=1e-5):
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.mean((x - mean) ** 2, axis=-1, keepdims=True)
    rstd = 1.0 / np.sqrt(var + epsilon)
    xhat = (x - mean) * rstd
    lead = tuple(range(x.ndim - 1))
    dbeta = np.sum(dy, axis=lead)
    dgamma = np.sum(dy * xhat, axis=lead)
    g = dy * gamma
    dx = rstd * (g - np.mean(g, axis=-1, keepdims=True)
                 - xhat * np.mean(g * xhat, axis=-1, keepdims=True))
    return dx, dgamma, dbeta


def batch_norm_grad(dy, x, gamma, epsilon=1e-5):
    lead = tuple(range(x.ndim - 1))
    n = x.size // x.shape[-1]
    mean = np.mean(x, axis=lead, keepdims=True)
    var = np.mean((x - mean) ** 2, axis=lead, keepdims=True)
    rstd = 1.0 / np.sqrt(var + epsilon)
    xhat = (x - mean) * rstd
    dbeta = np.sum(dy, axis=lead)
    dgamma = np.sum(dy * xhat, axis=lead)
    dx = rstd * gamma * (dy - dbeta / n - xhat * dgamma / n)
    return dx, dgamma, dbeta


def dropout_grad(dy, rate=0.5, seed=0, elem="f64"):
    return dropout(dy, rate, seed, elem)


def mse_loss_grad(dloss, pred, target):
    return float(dloss) * 2.0 * (pred - target) / max(pred.size, 1)


def softmax_cross_entropy_grad(dloss, logits, labels):
    rows = logits.size // logits.shape[-1]
    return float(dloss) * (softmax(logits) - labels) / rows


def cross_entropy_grad(dloss, logits, labels):
    classes = logits.shape[-1]
    rows = logits.size // classes
    onehot = (np.arange(classes) == _labels(labels, classes)[..., None])
    return float(dloss) * (softmax(logits) - onehot) / rows


def embedding_grad(dy, indices, shape):
    vocab, width = shape
    out = np.zeros(shape)
    np.add.at(out, _labels(indices, vocab).reshape(-1), dy.reshape(-1, width))
    return out
