#!/usr/bin/env python3
"""Reference interpreter of the ``remat`` dialect, in NumPy.

Remat lowers ``remat`` ops to loops and runs them JIT-compiled. This module
computes the same functions a second, independent way -- straight from the op
descriptions in ``include/remat/Dialect/Remat/IR/RematOps.td`` and
``docs/Dialect.md`` -- so that integration tests can compare the compiled code
against it, in the spirit of StableHLO's reference interpreter. It shares no
code with the compiler: it reads the module in MLIR's *generic* form (what
``remat-opt FILE --mlir-print-op-generic`` prints) with its own small parser.

Use it with ``/usr/bin/python3`` (NumPy is required)::

    remat_ref.py FILE.mlir --entry NAME [--seed S] [--remat-opt PATH]
                 [--precision native|f64] [--print-values] [--print-inputs]

prints, for each result ``N`` of function ``NAME``::

    result N: shape [a, b] sum <sum of the elements, %.17g>

The sum is ``math.fsum`` (correctly rounded) of the result's elements as
``float64``. Exit status: 0 on success, 2 for an op the interpreter does not
know, 1 for any other error (parse error, unknown function, bad shapes,
``remat-opt`` failing). The Python API is ``run``, ``make_inputs``,
``parse_module`` and ``Interpreter``; the op semantics are also available as
plain functions (``matmul``, ``conv2d``, ``max_pool2d_grad``...) on
``float64`` arrays.

Precision
---------
Every op is evaluated in ``float64``. In the default ``native`` precision each
op result is then rounded to its declared element type (``f16``: IEEE half,
``bf16``: bfloat16, ``f32``, ``f64``; all round-to-nearest-even), which is what
a tensor of that type can hold; results are returned as ``float16``,
``float32`` (bf16 values are kept in ``float32`` arrays, NumPy has no
bfloat16), ``float32`` or ``float64`` arrays. In ``f64`` precision nothing is
rounded after the inputs (and constants, and dropout's scale, which are
rounded by definition) and results are ``float64``: the ideal value the
compiled code approximates.

Input generator (the spec a C++ runner implements identically)
--------------------------------------------------------------
``mix64`` is SplitMix64's finalizer on unsigned 64-bit integers, all
arithmetic modulo 2^64::

    z ^= z >> 30; z *= 0xBF58476D1CE4E5B9
    z ^= z >> 27; z *= 0x94D049BB133111EB
    z ^= z >> 31

With ``gamma = 0x9E3779B97F4A7C15`` and a uint64 ``seed`` (default 0), the
element at row-major linear index ``i`` (from 0) of function argument ``k``
(from 0) is::

    a     = mix64(seed + (k + 1) * gamma)
    z     = mix64(a + (i + 1) * gamma)
    value = (z >> 40) * 2^-23 - 1.0

a multiple of 2^-23 in [-1, 1), exact in ``f32`` (and ``f64``). It is then
rounded to the argument's element type: ``f16`` and ``bf16`` round to nearest,
ties to even, from that ``f32`` value. A 0-d tensor has one element (i = 0).
An integer argument (``i32``, ``i64``: labels, indices) takes ``(z >> 40) mod
bound`` instead, ``bound`` being its ``remat.bound`` argument attribute
(default 2^24).

Op semantics (x, y, dy... are the operands in the .td's order)
---------------------------------------------------------------
Forward:

- ``matmul(lhs, rhs) {transpose_a, transpose_b}``: ``op(lhs) @ op(rhs)``,
  ``op`` swapping the last two dimensions when set; 2-D, or 3-D with a batch.
- ``add``, ``sub`` (``lhs - rhs``), ``mul``: elementwise.
- ``scale(x) {factor = 1.0}``: ``factor * x``.
- ``bias_add(x, bias)``: ``x[..., j] + bias[j]``.
- ``relu(x)``: ``x > 0 ? x : 0``.
- ``gelu(x)``: ``0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))``;
  ``gelu_erf(x)``: ``0.5 x (1 + erf(x / sqrt(2)))``.
- ``tanh``, ``exp``; ``sigmoid(x)``: ``1 / (1 + exp(-x))``.
- ``softmax(x)``: over the last axis, ``exp(x - max) / sum exp(x - max)``;
  ``log_softmax(x)``: ``x - max - log(sum exp(x - max))``.
- ``layernorm(x, gamma, beta) {epsilon = 1e-5}``: over the last axis,
  ``(x - mean) / sqrt(var + epsilon) * gamma + beta``, biased variance.
- ``batch_norm(x, gamma, beta) {epsilon = 1e-5}``: the same per channel (the
  last axis), mean and biased variance over all other axes.
- ``dropout(x) {rate = 0.5, seed = 0}``: with ``u(i) = mix64(uint64(seed) +
  (i + 1) * gamma) >> 40`` (the same hash as above, seed taken modulo 2^64),
  ``y[i] = u(i) >= ceil(rate * 2^24) ? x[i] * s : 0`` where ``s = 1 / (1 -
  rate)`` is computed in f64 and rounded once to the element type.
- ``reduce_sum``, ``reduce_mean(x) {axes}``: over ``axes`` (default the last
  axis; negative axes count from the end; empty: no reduction), dropping the
  reduced dimensions.
- ``broadcast_in_dim(x) {broadcast_dimensions}``: operand dimension ``i`` is
  result dimension ``broadcast_dimensions[i]`` (default: the trailing result
  dimensions); operand dimensions of size 1 broadcast.
- ``transpose(x) {permutation}``: result dimension ``i`` is operand dimension
  ``permutation[i]`` (default: reversed).
- ``reshape(x)``: row-major reinterpretation to the result shape.
- ``concat(xs...) {axis = -1}``: concatenation along ``axis``.
- ``slice(x) {offsets, strides}``: ``y[i...] = x[offsets + i * strides ...]``,
  sizes from the result type, offsets default 0, strides 1.
- ``conv2d(input, filter) {strides, padding, groups = 1}``: NHWC input, HWCF
  filter, ``y[n,i,j,f] = sum_{kh,kw,c} in[n, i*sh+kh-pt, j*sw+kw-pl, c] *
  filter[kh,kw,c,f]``, zero padding ``[top, bottom, left, right]``; with
  ``groups = G`` the input channels and the filter's output channels split
  into ``G`` consecutive blocks, block ``g`` of the output being the
  convolution of input block ``g`` with filter block ``g`` (the filter holds
  ``C / G`` input channels).
- ``max_pool2d(x) {window = [2, 2], strides = window, padding = 0}``: maximum
  over each window; padded positions never win.
- ``upsample_nearest2d(x) {scale = [2, 2]}``: ``y[n,i,j,c] = x[n, i/sh, j/sw,
  c]``.
- ``mse_loss(pred, target)``: ``mean((pred - target)^2)`` over all elements.
- ``softmax_cross_entropy(logits, labels)``: mean over rows (all dimensions
  but the last) of ``-sum_j labels * log_softmax(logits)``.
- ``cross_entropy(logits, labels)``: integer ``labels`` shaped like the rows,
  each clamped into ``[0, C)``: mean over rows of
  ``-log_softmax(logits)[row, label]``.
- ``clamp(x) {min, max}``: ``min(max(x, min), max)``; ``clamp_grad(dy, x)
  {min, max}``: ``dy`` where ``min < x < max``, else 0.
- ``cast(x)``: ``x`` rounded to the result's element type (the
  interpreter's rounding of every result does it).
- ``causal_mask(x) {offset = 0}``: ``-inf`` where ``j > i + offset`` over
  the last two dimensions ``[..., i, j]``, else ``x``.
- ``embedding(table, indices)``: ``table[clamp(indices, 0, V - 1)]``, shape
  ``indices.shape + [D]``.

Backward (each is the derivative of its forward op, as the .td states it):

- ``relu_grad(dy, y)``: ``dy * (y > 0)``, ``y`` relu's output or its input
  (the same mask).
- ``gelu_grad(dy, x)``: ``dy * gelu'(x)`` of the tanh approximation, i.e.
  ``0.5 (1 + t) + 0.5 x (1 - t^2) sqrt(2/pi) (1 + 3 * 0.044715 x^2)`` with
  ``t = tanh(sqrt(2/pi) (x + 0.044715 x^3))``.
- ``gelu_erf_grad(dy, x)``: ``dy * (Phi(x) + x phi(x))`` for ``gelu_erf(x) =
  x Phi(x)``, ``Phi(x) = 0.5 (1 + erf(x / sqrt(2)))`` and ``phi`` the standard
  normal density.
- ``tanh_grad(dy, y)``: ``dy * (1 - y^2)``; ``sigmoid_grad(dy, y)``:
  ``dy * y * (1 - y)``; ``softmax_grad(dy, y)``: ``y * (dy - sum(dy * y))``
  over the last axis.
- ``log_softmax_grad(dy, y)``: ``dy - exp(y) * sum(dy)`` over the last axis,
  from the forward output ``y``.
- ``batch_norm_grad(dy, x, gamma) {epsilon}`` -> ``(dx, dgamma, dbeta)``,
  sums over all but the last axis (``n`` elements per channel): ``dbeta =
  sum dy``, ``dgamma = sum dy * xhat``, ``dx = rstd * gamma * (dy - dbeta /
  n - xhat * dgamma / n)``.
- ``layernorm_grad(dy, x, gamma) {epsilon}`` -> ``(dx, dgamma, dbeta)``, with
  ``xhat = (x - mean) * rstd``: ``dbeta = sum dy``, ``dgamma = sum dy * xhat``
  over all but the last axis, ``dx = rstd * (g - mean(g) - xhat * mean(g *
  xhat))`` with ``g = dy * gamma`` and means over the last axis.
- ``dropout_grad(dy) {rate, seed}``: ``dropout(dy)`` with the same mask.
- ``mse_loss_grad(dloss, pred, target)``: ``dloss * 2 (pred - target) /
  numel``.
- ``softmax_cross_entropy_grad(dloss, logits, labels)``: ``dloss *
  (softmax(logits) - labels) / rows``. (The exact derivative of the loss is
  ``(softmax * sum_j labels - labels) / rows``; the two agree when each row
  of labels sums to 1, as one-hot labels do. The op is defined by the
  formula.)
- ``cross_entropy_grad(dloss, logits, labels)``: ``dloss * (softmax(logits)
  - onehot(labels)) / rows`` (labels clamped).
- ``causal_mask_grad(dy) {offset = 0}``: ``0`` where ``j > i + offset``,
  else ``dy``.
- ``embedding_grad(dy, indices)``: zeros of the result shape ``[V, D]`` plus
  each ``dy`` row at its clamped index (repeated indices accumulate).
- ``conv2d_grad_input(dy, filter) {strides, padding}``: the gradient of
  ``sum(conv2d(x, filter) * dy)`` with respect to ``x``, whose shape is the
  result type; ``conv2d_grad_filter(dy, input)``: with respect to the filter.
- ``max_pool2d_grad(dy, x) {window, strides, padding}``: each ``dy`` element
  goes to the first maximum (row-major within its window, padding excluded)
  of its window of ``x``; overlapping windows accumulate.
- ``upsample_nearest2d_grad(dy) {scale}``: sums each ``scale`` block.
- ``slice_grad(dy) {offsets, strides}``: scatters ``dy`` into zeros of the
  result shape at the positions ``slice`` reads.

Structure: ``remat.checkpoint(inputs) ({^bb0(args): ... remat.yield(vs)})``
runs its body with the block arguments bound to the inputs and returns the
yielded values. ``arith.constant`` (dense splat, list and hex forms),
``func.return`` and ``func.call`` are supported; a module may hold several
functions.
"""

import argparse
import math
import os
import re
import shutil
import subprocess
import sys

import numpy as np

__all__ = [
    "TensorType", "parse_module", "Interpreter", "run", "make_inputs",
    "function_inputs",
    "make_input", "mix64", "mix64_int", "hash_u24", "dropout_mask",
    "round_to_element_type", "UnsupportedOpError", "RefError",
]


class RefError(Exception):
    """Any error of the reference interpreter (parse, shape, lookup)."""


class UnsupportedOpError(RefError):
    """An op the interpreter does not implement."""


# ===------------------------------------------------------------------------===
# Element types and rounding
# ===------------------------------------------------------------------------===

ELEMENT_TYPES = ("f16", "bf16", "f32", "f64")
INTEGER_TYPES = ("i32", "i64")
_STORAGE = {"f16": np.float16, "bf16": np.float32, "f32": np.float32,
            "f64": np.float64, "i32": np.int32, "i64": np.int64}
DEFAULT_INDEX_BOUND = 1 << 24


def storage_dtype(elem):
    """NumPy dtype holding values of element type `elem` (bf16 in float32)."""
    if elem not in _STORAGE:
        raise RefError("unsupported element type '%s'" % elem)
    return _STORAGE[elem]


def _f64_to_f32_round_to_odd(x):
    """float64 -> float32 rounding to odd (truncate, set the sticky bit)."""
    x = np.asarray(x, dtype=np.float64)
    with np.errstate(all="ignore"):
        r = x.astype(np.float32)
        inexact = np.isfinite(x) & (r.astype(np.float64) != x)
        # Truncated value: r if |r| < |x|, else the next float32 toward zero.
        toward_zero = np.nextafter(r, np.float32(0))
        t = np.where(np.abs(r.astype(np.float64)) > np.abs(x), toward_zero, r)
        bits = t.view(np.uint32).copy()
        bits[inexact] |= np.uint32(1)
        # A float64 beyond float32's range truncates to the largest finite
        # float32; its odd bit then rounds to infinity in bf16 as it should.
        return np.where(inexact, bits.view(np.float32), r)


def round_bf16(x):
    """Rounds to bfloat16 precision (nearest, ties to even), as float32.

    float64 inputs go through float32 rounded to odd, so the result is the
    correctly rounded bf16 value of the float64 (no double rounding).
    """
    x = np.asarray(x)
    if x.dtype == np.float64:
        f = _f64_to_f32_round_to_odd(x)
    else:
        f = x.astype(np.float32)
    f = np.array(f, dtype=np.float32)  # a C-contiguous copy, 0-d stays 0-d
    bits = f.reshape(-1).view(np.uint32).astype(np.uint64)
    nan = np.isnan(f.reshape(-1))
    rounded = (bits + np.uint64(0x7FFF) + ((bits >> np.uint64(16)) &
                                           np.uint64(1))) & np.uint64(0xFFFF0000)
    rounded = np.where(nan, (bits & np.uint64(0xFFFF0000)) | np.uint64(0x00400000),
                       rounded)
    return rounded.astype(np.uint32).view(np.float32).reshape(f.shape)


def round_to_element_type(x, elem):
    """`x` rounded to element type `elem`, in that type's storage dtype."""
    x = np.asarray(x)
    if elem in INTEGER_TYPES:
        return x.astype(storage_dtype(elem))
    with np.errstate(all="ignore"):
        if elem == "bf16":
            return round_bf16(x)
        return x.astype(storage_dtype(elem))


# ===------------------------------------------------------------------------===
# SplitMix64: dropout's mask and the input generator
# ===------------------------------------------------------------------------===

MASK64 = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


def mix64_int(z):
    """SplitMix64's finalizer on one Python int (taken modulo 2^64)."""
    z &= MASK64
    z = ((z ^ (z >> 30)) * _MIX1) & MASK64
    z = ((z ^ (z >> 27)) * _MIX2) & MASK64
    return z ^ (z >> 31)


def mix64(z):
    """SplitMix64's finalizer, elementwise on a uint64 array."""
    z = np.atleast_1d(np.asarray(z, dtype=np.uint64))
    with np.errstate(all="ignore"):
        z = (z ^ (z >> np.uint64(30))) * np.uint64(_MIX1)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(_MIX2)
        return z ^ (z >> np.uint64(31))


def hash_u24(seed, count):
    """``mix64(seed + (i + 1) * gamma) >> 40`` for i in [0, count), uint64."""
    i = np.arange(count, dtype=np.uint64)
    with np.errstate(all="ignore"):
        z = np.uint64(int(seed) & MASK64) + (i + np.uint64(1)) * np.uint64(GAMMA)
    return mix64(z) >> np.uint64(40)


def dropout_mask(shape, rate, seed):
    """Boolean keep-mask of dropout: ``u(i) >= ceil(rate * 2^24)``."""
    n = int(np.prod(shape, dtype=np.int64))
    threshold = math.ceil(float(rate) * float(1 << 24))
    return (hash_u24(seed, n) >= np.uint64(threshold)).reshape(shape)


def make_input(shape, elem, k, seed=0, bound=DEFAULT_INDEX_BOUND):
    """Argument `k`'s generated value (see the module docstring); integer
    element types draw from [0, bound).

    Returns an array of `storage_dtype(elem)` and shape `shape`.
    """
    shape = tuple(int(d) for d in shape)
    n = int(np.prod(shape, dtype=np.int64))
    a = mix64_int((int(seed) & MASK64) + (k + 1) * GAMMA)
    u = hash_u24(a, n)
    if elem in INTEGER_TYPES:
        return (u % np.uint64(bound)).astype(storage_dtype(elem)).reshape(shape)
    value = (u.astype(np.float64) * 2.0 ** -23 - 1.0).astype(np.float32)
    return round_to_element_type(value, elem).reshape(shape)


def make_inputs(arg_types, seed=0, bounds=None):
    """Generated inputs for a list of tensor types.

    `arg_types` holds `TensorType`s or type strings (``"tensor<4x8xf32>"``);
    `bounds` the integer arguments' bounds (None: the default).
    """
    out = []
    for k, t in enumerate(arg_types):
        if isinstance(t, str):
            t = TensorType.parse(t)
        if not isinstance(t, TensorType):
            raise RefError("argument %d is not a ranked tensor: %s" % (k, t))
        bound = bounds[k] if bounds and bounds[k] else DEFAULT_INDEX_BOUND
        out.append(make_input(t.shape, t.elem, k, seed, bound))
    return out


# ===------------------------------------------------------------------------===
# IR: types, operations, blocks
# ===------------------------------------------------------------------------===

class TensorType:
    """A statically shaped ranked tensor type."""

    def __init__(self, shape, elem):
        self.shape = tuple(shape)
        self.elem = elem

    _RE = re.compile(r"^tensor<\s*((?:\d+\s*x\s*)*)([a-z][a-z0-9]*)\s*>$")

    @staticmethod
    def parse(text):
        m = TensorType._RE.match(text.strip())
        if not m:
            raise RefError("not a static ranked tensor type: %s" % text)
        dims = [int(d) for d in re.findall(r"\d+", m.group(1))]
        return TensorType(dims, m.group(2))

    def __eq__(self, other):
        return (isinstance(other, TensorType) and self.shape == other.shape
                and self.elem == other.elem)

    def __hash__(self):
        return hash((self.shape, self.elem))

    def __repr__(self):
        return "tensor<%s>" % "x".join([str(d) for d in self.shape] + [self.elem])


class OpaqueType:
    """Any other type, kept as text (i64, index, !foo.bar, memref<...>)."""

    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return self.text


class FunctionType:
    def __init__(self, inputs, results):
        self.inputs = inputs
        self.results = results

    def __repr__(self):
        return "(%s) -> (%s)" % (", ".join(map(repr, self.inputs)),
                                 ", ".join(map(repr, self.results)))


class TypedNumber:
    """An integer or float attribute with an optional type (`42 : i64`)."""

    def __init__(self, value, type_):
        self.value = value
        self.type = type_

    def __repr__(self):
        return "%r : %r" % (self.value, self.type)


class DenseAttr:
    """`dense<...> : type`, the elements kept as text until typed."""

    def __init__(self, body, type_):
        self.body = body
        self.type = type_

    def to_array(self):
        return _dense_to_array(self.body, self.type)


class SymbolRef:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "@" + self.name


class RawAttr:
    """An attribute the interpreter does not interpret, as text."""

    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return self.text


class Block:
    def __init__(self, args, ops):
        self.args = args        # list of (name, type)
        self.ops = ops


class Operation:
    def __init__(self, name, results, operands, attrs, regions, type_, line):
        self.name = name
        self.results = results  # list of (name, index) the op defines
        self.operands = operands  # list of (name, index)
        self.attrs = attrs      # properties and attributes, merged
        self.regions = regions  # list of lists of Blocks
        self.type = type_       # FunctionType of operands -> results
        self.line = line

    def attr(self, key, default=None):
        v = self.attrs.get(key, default)
        return v.value if isinstance(v, TypedNumber) else v

    @property
    def result_types(self):
        return self.type.results if isinstance(self.type, FunctionType) else []

    def where(self):
        return "'%s' (line %d)" % (self.name, self.line)


class Module:
    def __init__(self, ops):
        self.ops = ops
        self.functions = {}
        self._collect(ops)

    def _collect(self, ops):
        for op in ops:
            if op.name == "func.func":
                name = op.attrs.get("sym_name")
                if isinstance(name, str):
                    self.functions[name] = op
            elif op.name == "builtin.module":
                for region in op.regions:
                    for block in region:
                        self._collect(block.ops)

    def function(self, name):
        if name not in self.functions:
            raise RefError("no function '%s' in the module (it has: %s)" %
                           (name, ", ".join(sorted(self.functions)) or "none"))
        op = self.functions[name]
        if not op.regions or not op.regions[0]:
            raise RefError("function '%s' has no body" % name)
        return op


# ===------------------------------------------------------------------------===
# Parser of MLIR's generic op form
# ===------------------------------------------------------------------------===

_NUMBER_RE = re.compile(
    r"[-+]?(?:0x[0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|inf|nan)")
_IDENT_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_$.\-]*")
_SSA_RE = re.compile(r"%[A-Za-z0-9_$.\-]+")
_OPEN = {"(": ")", "[": "]", "{": "}", "<": ">"}


class Parser:
    """Recursive-descent parser of the generic form (one op per statement).

    It understands what `--mlir-print-op-generic` prints: result lists
    (`%0`, `%0:3`), quoted op names, operands (`%a`, `%a#1`), properties
    `<{...}>`, regions with one block, attribute dictionaries, the trailing
    function type, `loc(...)`, and `#alias = ...` definitions.
    """

    def __init__(self, text):
        self.text = text
        self.pos = 0

    # -- low-level helpers -----------------------------------------------------

    def error(self, msg):
        line = self.text.count("\n", 0, self.pos) + 1
        col = self.pos - (self.text.rfind("\n", 0, self.pos) + 1) + 1
        snippet = self.text[self.pos:self.pos + 40].split("\n")[0]
        raise RefError("parse error at %d:%d: %s (at '%s')" %
                       (line, col, msg, snippet))

    def line(self):
        return self.text.count("\n", 0, self.pos) + 1

    def ws(self):
        t = self.text
        while self.pos < len(t):
            c = t[self.pos]
            if c in " \t\r\n":
                self.pos += 1
            elif t.startswith("//", self.pos):
                nl = t.find("\n", self.pos)
                self.pos = len(t) if nl < 0 else nl + 1
            elif t.startswith("{-#", self.pos):
                end = t.find("#-}", self.pos)
                if end < 0:
                    self.error("unterminated '{-#' block")
                self.pos = end + 3
            else:
                break

    def peek(self, s=None):
        self.ws()
        if s is None:
            return self.text[self.pos] if self.pos < len(self.text) else ""
        return self.text.startswith(s, self.pos)

    def accept(self, s):
        if self.peek(s):
            self.pos += len(s)
            return True
        return False

    def expect(self, s):
        if not self.accept(s):
            self.error("expected '%s'" % s)

    def match(self, regex):
        self.ws()
        m = regex.match(self.text, self.pos)
        if not m:
            return None
        self.pos = m.end()
        return m.group(0)

    def string(self):
        self.ws()
        if self.peek() != '"':
            self.error("expected a string")
        i = self.pos + 1
        out = []
        t = self.text
        while i < len(t) and t[i] != '"':
            if t[i] == "\\" and i + 1 < len(t):
                nxt = t[i + 1]
                if nxt in '"\\':
                    out.append(nxt)
                    i += 2
                    continue
                if nxt == "n":
                    out.append("\n")
                    i += 2
                    continue
                if nxt == "t":
                    out.append("\t")
                    i += 2
                    continue
                hx = t[i + 1:i + 3]
                if re.match(r"[0-9a-fA-F]{2}$", hx):
                    out.append(chr(int(hx, 16)))
                    i += 3
                    continue
            out.append(t[i])
            i += 1
        if i >= len(t):
            self.error("unterminated string")
        self.pos = i + 1
        return "".join(out)

    def skip_balanced(self):
        """Skips one bracketed group starting at the cursor; returns its text."""
        self.ws()
        t = self.text
        start = self.pos
        if t[self.pos] not in _OPEN:
            self.error("expected a bracket")
        stack = []
        i = self.pos
        while i < len(t):
            c = t[i]
            if c == '"':
                self.pos = i
                self.string()
                i = self.pos
                continue
            if c == "-" and t.startswith("->", i):
                i += 2
                continue
            if c in _OPEN:
                stack.append(_OPEN[c])
            elif c in ")]}>":
                if not stack or stack[-1] != c:
                    self.pos = i
                    self.error("unbalanced '%s'" % c)
                stack.pop()
                if not stack:
                    self.pos = i + 1
                    return t[start:self.pos]
            i += 1
        self.pos = start
        self.error("unterminated bracket")

    def skip_loc(self):
        if self.peek("loc("):
            self.pos += 3
            self.skip_balanced()

    # -- types -------------------------------------------------------------------

    def type(self):
        self.ws()
        t = self.text
        if self.peek("tensor<"):
            start = self.pos
            self.pos += len("tensor")
            self.skip_balanced()
            text = t[start:self.pos]
            try:
                return TensorType.parse(text)
            except RefError:
                return OpaqueType(text)
        if self.peek("("):
            inputs = self.type_list()
            if not self.accept("->"):
                if len(inputs) == 1:  # a parenthesised type
                    return inputs[0]
                self.error("expected '->' in a function type")
            results = self.type_list() if self.peek("(") else [self.type()]
            return FunctionType(inputs, results)
        if self.peek("!"):
            start = self.pos
            self.pos += 1
            self.match(_IDENT_RE)
            if self.text.startswith("<", self.pos):
                self.skip_balanced()
            return OpaqueType(t[start:self.pos])
        ident = self.match(_IDENT_RE)
        if ident is None:
            self.error("expected a type")
        if self.text.startswith("<", self.pos):
            start = self.pos
            self.skip_balanced()
            return OpaqueType(ident + t[start:self.pos])
        return OpaqueType(ident)

    def type_list(self):
        """`(t1, t2, ...)`."""
        self.expect("(")
        types = []
        if self.accept(")"):
            return types
        while True:
            types.append(self.type())
            if self.accept(")"):
                return types
            self.expect(",")

    # -- attributes --------------------------------------------------------------

    def attribute(self):
        self.ws()
        t = self.text
        c = self.peek()
        if self.peek("array<"):
            self.pos += len("array<")
            elem = self.match(_IDENT_RE)
            values = []
            if self.accept(":"):
                while True:
                    num = self.match(_NUMBER_RE)
                    if num is None:
                        if self.peek("true") or self.peek("false"):
                            num = self.match(_IDENT_RE)
                        else:
                            self.error("expected an array element")
                    values.append(_parse_scalar(num, elem))
                    if not self.accept(","):
                        break
            self.expect(">")
            return values
        if self.peek("dense<"):
            self.pos += len("dense")
            body = self.skip_balanced()[1:-1]
            type_ = None
            if self.accept(":"):
                type_ = self.type()
            return DenseAttr(body, type_)
        if c == '"':
            return self.string()
        if c == "[":
            self.pos += 1
            items = []
            if not self.accept("]"):
                while True:
                    items.append(self.attribute())
                    if self.accept("]"):
                        break
                    self.expect(",")
            return items
        if c == "{":
            return self.attr_dict()
        if c == "@":
            self.pos += 1
            if self.peek() == '"':
                return SymbolRef(self.string())
            return SymbolRef(self.match(_IDENT_RE))
        if c == "#":
            start = self.pos
            self.pos += 1
            self.match(_IDENT_RE)
            if self.text.startswith("<", self.pos):
                self.skip_balanced()
            return RawAttr(t[start:self.pos])
        if self.peek("loc("):
            start = self.pos
            self.skip_loc()
            return RawAttr(t[start:self.pos])
        m = _IDENT_RE.match(t, self.pos)
        if m and m.group(0) not in ("inf", "nan"):
            word = m.group(0)
            if word in ("true", "false"):
                self.pos = m.end()
                return word == "true"
            if word == "unit":
                self.pos = m.end()
                return True
            return self.type()
        num = self.match(_NUMBER_RE)
        if num is not None:
            type_ = None
            if self.accept(":"):
                type_ = self.type()
            return TypedNumber(_parse_scalar(num, type_), type_)
        if c == "(":
            return self.type()
        self.error("expected an attribute")

    def attr_dict(self):
        self.expect("{")
        out = {}
        if self.accept("}"):
            return out
        while True:
            if self.peek() == '"':
                key = self.string()
            else:
                key = self.match(_IDENT_RE)
                if key is None:
                    self.error("expected an attribute name")
            if self.accept("="):
                out[key] = self.attribute()
            else:
                out[key] = True  # unit attribute
            if self.accept("}"):
                return out
            self.expect(",")

    # -- operations --------------------------------------------------------------

    def value_ref(self):
        name = self.match(_SSA_RE)
        if name is None:
            self.error("expected an SSA value")
        index = 0
        if self.text.startswith("#", self.pos):
            self.pos += 1
            m = re.compile(r"\d+").match(self.text, self.pos)
            if not m:
                self.error("expected a result number")
            index = int(m.group(0))
            self.pos = m.end()
        return (name, index)

    def operation(self):
        line = self.line()
        results = []
        if self.peek("%"):
            while True:
                name = self.match(_SSA_RE)
                count = 1
                if self.accept(":"):
                    m = re.compile(r"\d+").match(self.text, self.pos)
                    if not m:
                        self.error("expected a result count")
                    count = int(m.group(0))
                    self.pos = m.end()
                results.extend((name, i) for i in range(count))
                if not self.accept(","):
                    break
            self.expect("=")
        if self.peek() != '"':
            self.error("expected a quoted op name: is the input in generic "
                       "form? (remat-opt --mlir-print-op-generic)")
        name = self.string()
        self.expect("(")
        operands = []
        if not self.accept(")"):
            while True:
                operands.append(self.value_ref())
                if self.accept(")"):
                    break
                self.expect(",")
        if self.peek("["):
            self.error("ops with successors are not supported")
        attrs = {}
        if self.accept("<{"):
            self.pos -= 1
            attrs.update(self.attr_dict())
            self.expect(">")
        regions = []
        if self.peek("("):
            save = self.pos
            self.pos += 1
            if self.peek("{"):
                while True:
                    regions.append(self.region())
                    if self.accept(")"):
                        break
                    self.expect(",")
            else:
                self.pos = save
        if self.peek("{"):
            attrs.update(self.attr_dict())
        self.expect(":")
        type_ = self.type()
        if not isinstance(type_, FunctionType):
            self.error("expected the op's function type")
        self.skip_loc()
        op = Operation(name, results, operands, attrs, regions, type_, line)
        if len(results) != len(type_.results):
            raise RefError("line %d: %d result names for %d result types" %
                           (line, len(results), len(type_.results)))
        if len(operands) != len(type_.inputs):
            raise RefError("line %d: %d operands for %d operand types" %
                           (line, len(operands), len(type_.inputs)))
        return op

    def region(self):
        self.expect("{")
        blocks = []
        args = []
        ops = []
        started = False
        while True:
            if self.accept("}"):
                break
            if self.peek("^"):
                if started:
                    blocks.append(Block(args, ops))
                self.pos += 1
                self.match(_IDENT_RE)
                args = []
                ops = []
                if self.accept("("):
                    if not self.accept(")"):
                        while True:
                            n = self.match(_SSA_RE)
                            if n is None:
                                self.error("expected a block argument")
                            self.expect(":")
                            args.append((n, self.type()))
                            self.skip_loc()
                            if self.accept(")"):
                                break
                            self.expect(",")
                self.expect(":")
                started = True
                continue
            started = True
            ops.append(self.operation())
        if started:
            blocks.append(Block(args, ops))
        if len(blocks) > 1:
            self.error("regions with several blocks are not supported")
        return blocks

    def module(self):
        ops = []
        while True:
            self.ws()
            if self.pos >= len(self.text):
                break
            if self.peek("#") or self.peek("!"):
                # An alias definition: `#loc1 = loc(...)`, `!t = type`.
                sigil = self.text[self.pos]
                self.pos += 1
                self.match(_IDENT_RE)
                self.expect("=")
                if sigil == "#":
                    self.attribute()
                else:
                    self.type()
                continue
            ops.append(self.operation())
        return Module(ops)


def _parse_scalar(text, type_):
    """A number token; `0x...` is an integer, or a float's bit pattern."""
    elem = type_.text if isinstance(type_, OpaqueType) else type_
    if text in ("true", "false"):
        return text == "true"
    low = text.lower().lstrip("+")
    if low.lstrip("-").startswith("0x"):
        neg = low.startswith("-")
        bits = int(low.lstrip("-"), 16)
        if elem in ELEMENT_TYPES:
            return -_bits_to_float(bits, elem) if neg else _bits_to_float(bits, elem)
        return -bits if neg else bits
    if re.match(r"^[-+]?\d+$", text) and elem not in ELEMENT_TYPES:
        return int(text)
    return float(text)


def _bits_to_float(bits, elem):
    if elem == "f16":
        return float(np.array([bits], dtype=np.uint16).view(np.float16)[0])
    if elem == "bf16":
        return float(np.array([bits << 16], dtype=np.uint32).view(np.float32)[0])
    if elem == "f32":
        return float(np.array([bits], dtype=np.uint32).view(np.float32)[0])
    return float(np.array([bits], dtype=np.uint64).view(np.float64)[0])


def _dense_to_array(body, type_):
    """Elements of `dense<body> : type_` in the element type's storage dtype."""
    if not isinstance(type_, TensorType):
        raise RefError("dense attribute of unsupported type %r" % type_)
    elem = type_.elem
    if elem not in ELEMENT_TYPES:
        raise RefError("dense attribute of unsupported element type '%s'" % elem)
    shape = type_.shape
    n = int(np.prod(shape, dtype=np.int64))
    body = body.strip()
    if body.startswith('"'):
        hexstr = body.strip('"')
        if not hexstr.lower().startswith("0x"):
            raise RefError("unsupported dense string literal %s" % body)
        raw = bytes.fromhex(hexstr[2:])
        width = {"f16": 2, "bf16": 2, "f32": 4, "f64": 8}[elem]
        if elem == "bf16":
            bits = np.frombuffer(raw, dtype="<u2").astype(np.uint32) << 16
            values = bits.view(np.float32).astype(np.float64)
        else:
            dt = {"f16": "<f2", "f32": "<f4", "f64": "<f8"}[elem]
            values = np.frombuffer(raw, dtype=dt).astype(np.float64)
        if len(raw) == width:
            values = np.full(n, values[0])
        if values.size != n:
            raise RefError("hex dense attribute has %d elements, type %r needs %d"
                           % (values.size, type_, n))
    else:
        tokens = re.findall(r"[-+]?0x[0-9a-fA-F]+|[-+]?(?:inf|nan)|"
                            r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?", body)
        values = np.array([_parse_scalar(tok, elem) for tok in tokens],
                          dtype=np.float64)
        if "[" not in body and values.size == 1:
            values = np.full(n, values[0])
        if values.size != n:
            raise RefError("dense attribute has %d elements, type %r needs %d"
                           % (values.size, type_, n))
    return round_to_element_type(values.reshape(shape), elem)


def parse_module(text):
    """Parses generic-form MLIR text into a `Module`."""
    return Parser(text).module()


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


# ===------------------------------------------------------------------------===
# The interpreter
# ===------------------------------------------------------------------------===

def _shape(op, i=0):
    t = op.result_types[i]
    if not isinstance(t, TensorType):
        raise RefError("%s: result %d is not a static tensor: %r" % (op.where(), i, t))
    return t.shape


def _elem(op):
    for t in list(op.result_types) + list(op.type.inputs):
        if isinstance(t, TensorType):
            return t.elem
    return "f64"


def _ints(v):
    return None if v is None else [int(x) for x in v]


def _window_attrs(op):
    return dict(strides=_ints(op.attr("strides")), padding=_ints(op.attr("padding")))


def _conv_attrs(op):
    return dict(_window_attrs(op), groups=int(op.attr("groups", 1)))


def _pool_attrs(op):
    return dict(window=_ints(op.attr("window")), strides=_ints(op.attr("strides")),
                padding=_ints(op.attr("padding")))


# Each handler takes (op, operand arrays as float64) and returns the results.
OP_HANDLERS = {
    "remat.matmul": lambda op, a: matmul(a[0], a[1], bool(op.attr("transpose_a", False)),
                                         bool(op.attr("transpose_b", False))),
    "remat.add": lambda op, a: a[0] + a[1],
    "remat.sub": lambda op, a: a[0] - a[1],
    "remat.mul": lambda op, a: a[0] * a[1],
    "remat.scale": lambda op, a: float(op.attr("factor", 1.0)) * a[0],
    "remat.bias_add": lambda op, a: bias_add(a[0], a[1]),
    "remat.relu": lambda op, a: relu(a[0]),
    "remat.gelu": lambda op, a: gelu(a[0]),
    "remat.gelu_erf": lambda op, a: gelu_erf(a[0]),
    "remat.tanh": lambda op, a: np.tanh(a[0]),
    "remat.sigmoid": lambda op, a: sigmoid(a[0]),
    "remat.exp": lambda op, a: np.exp(a[0]),
    "remat.softmax": lambda op, a: softmax(a[0]),
    "remat.log_softmax": lambda op, a: log_softmax(a[0]),
    "remat.layernorm": lambda op, a: layernorm(a[0], a[1], a[2],
                                               float(op.attr("epsilon", 1e-5))),
    "remat.batch_norm": lambda op, a: batch_norm(
        a[0], a[1], a[2], float(op.attr("epsilon", 1e-5))),
    "remat.dropout": lambda op, a: dropout(a[0], float(op.attr("rate", 0.5)),
                                           int(op.attr("seed", 0)), _elem(op)),
    "remat.reduce_sum": lambda op, a: reduce_sum(a[0], _ints(op.attr("axes"))),
    "remat.reduce_mean": lambda op, a: reduce_mean(a[0], _ints(op.attr("axes"))),
    "remat.broadcast_in_dim": lambda op, a: broadcast_in_dim(
        a[0], _shape(op), _ints(op.attr("broadcast_dimensions"))),
    "remat.transpose": lambda op, a: transpose(a[0], _ints(op.attr("permutation"))),
    "remat.reshape": lambda op, a: reshape(a[0], _shape(op)),
    "remat.concat": lambda op, a: concat(a, int(op.attr("axis", -1))),
    "remat.slice": lambda op, a: slice_(a[0], _shape(op), _ints(op.attr("offsets")),
                                        _ints(op.attr("strides"))),
    "remat.conv2d": lambda op, a: conv2d(a[0], a[1], **_conv_attrs(op)),
    "remat.max_pool2d": lambda op, a: max_pool2d(a[0], **_pool_attrs(op)),
    "remat.upsample_nearest2d": lambda op, a: upsample_nearest2d(
        a[0], _ints(op.attr("scale"))),
    "remat.mse_loss": lambda op, a: mse_loss(a[0], a[1]),
    "remat.softmax_cross_entropy": lambda op, a: softmax_cross_entropy(a[0], a[1]),
    "remat.cross_entropy": lambda op, a: cross_entropy(a[0], a[1]),
    "remat.embedding": lambda op, a: embedding(a[0], a[1]),
    "remat.cast": lambda op, a: a[0],
    "remat.clamp": lambda op, a: np.minimum(np.maximum(
        a[0], float(op.attr("min"))), float(op.attr("max"))),
    "remat.clamp_grad": lambda op, a: np.where(
        (a[1] > float(op.attr("min"))) & (a[1] < float(op.attr("max"))),
        a[0], 0.0),
    "remat.causal_mask": lambda op, a: causal_mask(a[0], op.attr("offset", 0)),
    "remat.causal_mask_grad": lambda op, a: causal_mask_grad(
        a[0], op.attr("offset", 0)),
    "remat.cross_entropy_grad": lambda op, a: cross_entropy_grad(a[0], a[1], a[2]),
    "remat.embedding_grad": lambda op, a: embedding_grad(a[0], a[1], _shape(op)),
    "remat.relu_grad": lambda op, a: relu_grad(a[0], a[1]),
    "remat.gelu_grad": lambda op, a: gelu_grad(a[0], a[1]),
    "remat.gelu_erf_grad": lambda op, a: gelu_erf_grad(a[0], a[1]),
    "remat.tanh_grad": lambda op, a: tanh_grad(a[0], a[1]),
    "remat.sigmoid_grad": lambda op, a: sigmoid_grad(a[0], a[1]),
    "remat.softmax_grad": lambda op, a: softmax_grad(a[0], a[1]),
    "remat.log_softmax_grad": lambda op, a: log_softmax_grad(a[0], a[1]),
    "remat.layernorm_grad": lambda op, a: layernorm_grad(
        a[0], a[1], a[2], float(op.attr("epsilon", 1e-5))),
    "remat.batch_norm_grad": lambda op, a: batch_norm_grad(
        a[0], a[1], a[2], float(op.attr("epsilon", 1e-5))),
    "remat.dropout_grad": lambda op, a: dropout_grad(
        a[0], float(op.attr("rate", 0.5)), int(op.attr("seed", 0)), _elem(op)),
    "remat.mse_loss_grad": lambda op, a: mse_loss_grad(a[0], a[1], a[2]),
    "remat.softmax_cross_entropy_grad": lambda op, a: softmax_cross_entropy_grad(
        a[0], a[1], a[2]),
    "remat.conv2d_grad_input": lambda op, a: conv2d_grad_input(
        a[0], a[1], _shape(op), **_conv_attrs(op)),
    "remat.conv2d_grad_filter": lambda op, a: conv2d_grad_filter(
        a[0], a[1], _shape(op), **_conv_attrs(op)),
    "remat.max_pool2d_grad": lambda op, a: max_pool2d_grad(a[0], a[1], **_pool_attrs(op)),
    "remat.upsample_nearest2d_grad": lambda op, a: upsample_nearest2d_grad(
        a[0], _ints(op.attr("scale"))),
    "remat.slice_grad": lambda op, a: slice_grad(a[0], _shape(op), _ints(op.attr("offsets")),
                                                 _ints(op.attr("strides"))),
}

# Ops with a region or that end a block are handled by the interpreter itself.
STRUCTURAL_OPS = ("remat.checkpoint", "remat.yield", "func.return", "func.call",
                  "arith.constant")


def supported_ops():
    """Names of every op the interpreter executes."""
    return sorted(set(OP_HANDLERS) | set(STRUCTURAL_OPS))


class Interpreter:
    """Executes the functions of a parsed `Module`.

    precision: "native" rounds every op result to its declared element type
    (computing in float64); "f64" keeps float64 values throughout.
    """

    def __init__(self, module, precision="native"):
        if precision not in ("native", "f64"):
            raise RefError("precision must be 'native' or 'f64'")
        self.module = module
        self.precision = precision
        self.depth = 0

    def _round(self, value, type_):
        value = np.asarray(value, dtype=np.float64)
        if self.precision == "native" and isinstance(type_, TensorType):
            return round_to_element_type(value, type_.elem).astype(np.float64)
        return value

    def _output(self, value, type_):
        if self.precision == "native" and isinstance(type_, TensorType):
            return round_to_element_type(value, type_.elem)
        return np.asarray(value, dtype=np.float64)

    def call(self, name, inputs):
        """Runs function `name` on `inputs` (arrays); returns its results."""
        func = self.module.function(name)
        block = func.regions[0][0]
        if len(inputs) != len(block.args):
            raise RefError("function '%s' takes %d arguments, got %d" %
                           (name, len(block.args), len(inputs)))
        env = {}
        for k, ((arg, type_), value) in enumerate(zip(block.args, inputs)):
            value = np.asarray(value, dtype=np.float64)
            if isinstance(type_, TensorType) and value.shape != type_.shape:
                raise RefError("argument %d of '%s' has shape %s, expected %s" %
                               (k, name, value.shape, type_.shape))
            env[(arg, 0)] = self._round(value, type_)
        self.depth += 1
        if self.depth > 64:
            raise RefError("call depth exceeds 64 (recursion?)")
        try:
            values, types = self._run_block(block, env, "func.return")
        finally:
            self.depth -= 1
        return [self._output(v, t) for v, t in zip(values, types)]

    def _run_block(self, block, env, terminator):
        for op in block.ops:
            args = []
            for ref in op.operands:
                if ref not in env:
                    raise RefError("%s uses undefined value %s%s" % (
                        op.where(), ref[0], "#%d" % ref[1] if ref[1] else ""))
                args.append(env[ref])
            if op.name in ("func.return", "remat.yield"):
                if op.name != terminator:
                    raise RefError("%s where '%s' was expected" % (op.where(), terminator))
                return args, list(op.type.inputs)
            results = self._execute(op, args)
            if len(results) != len(op.results):
                raise RefError("%s produced %d results, declares %d" %
                               (op.where(), len(results), len(op.results)))
            for ref, value, type_ in zip(op.results, results, op.result_types):
                value = np.asarray(value, dtype=np.float64)
                if isinstance(type_, TensorType) and value.shape != type_.shape:
                    raise RefError("%s: computed shape %s, declared %r" %
                                   (op.where(), value.shape, type_))
                env[ref] = self._round(value, type_)
        raise RefError("block ends without '%s'" % terminator)

    def _execute(self, op, args):
        name = op.name
        try:
            if name == "arith.constant":
                value = op.attrs.get("value")
                if not isinstance(value, DenseAttr):
                    raise RefError("%s: only dense tensor constants are supported"
                                   % op.where())
                return [value.to_array().astype(np.float64)]
            if name == "remat.checkpoint":
                block = op.regions[0][0]
                if len(block.args) != len(args):
                    raise RefError("%s: %d block arguments for %d inputs" %
                                   (op.where(), len(block.args), len(args)))
                env = {(n, 0): v for (n, _), v in zip(block.args, args)}
                values, _ = self._run_block(block, env, "remat.yield")
                return values
            if name == "func.call":
                callee = op.attrs.get("callee")
                if not isinstance(callee, SymbolRef):
                    raise RefError("%s: missing callee" % op.where())
                return [np.asarray(v, dtype=np.float64)
                        for v in self.call(callee.name, args)]
            handler = OP_HANDLERS.get(name)
            if handler is None:
                raise UnsupportedOpError(
                    "unsupported op '%s' at line %d: the reference interpreter "
                    "knows %s" % (name, op.line, ", ".join(supported_ops())))
            with np.errstate(all="ignore"):
                out = handler(op, args)
        except (UnsupportedOpError, RefError):
            raise
        except (ValueError, IndexError, TypeError) as e:
            raise RefError("%s: %s" % (op.where(), e))
        return list(out) if isinstance(out, tuple) else [out]


def function_arg_types(module, entry):
    func = module.function(entry)
    return [t for _, t in func.regions[0][0].args]


def function_arg_bounds(module, entry):
    """Each argument's `remat.bound` (None where it has none)."""
    func = module.function(entry)
    n = len(func.regions[0][0].args)
    attrs = func.attrs.get("arg_attrs")
    if not isinstance(attrs, list):
        return [None] * n
    out = []
    for d in attrs:
        v = d.get("remat.bound") if isinstance(d, dict) else None
        out.append(int(v.value if isinstance(v, TypedNumber) else v)
                   if v is not None else None)
    return out + [None] * (n - len(out))


def function_inputs(module, entry, seed=0):
    """The generated inputs of function `entry`, as remat-run makes them."""
    return make_inputs(function_arg_types(module, entry), seed,
                       function_arg_bounds(module, entry))


def run(mlir_text, entry, seed=0, inputs=None, precision="native"):
    """Parses generic-form `mlir_text` and runs function `entry`.

    Inputs are generated from `seed` (see the module docstring) unless given.
    Returns the list of result arrays.
    """
    module = parse_module(mlir_text)
    if inputs is None:
        inputs = function_inputs(module, entry, seed)
    return Interpreter(module, precision).call(entry, inputs)


# ===------------------------------------------------------------------------===
# Command line
# ===------------------------------------------------------------------------===

def is_generic(text):
    """Whether `text` looks like generic-form MLIR (first op quoted)."""
    p = Parser(text)
    p.ws()
    while p.peek("#") or p.peek("!"):
        nl = text.find("\n", p.pos)
        p.pos = len(text) if nl < 0 else nl + 1
        p.ws()
    m = re.compile(r'(%[^=]*=\s*)?"').match(text, p.pos)
    return m is not None


def find_remat_opt(explicit=None):
    candidates = [explicit, os.environ.get("REMAT_OPT"), shutil.which("remat-opt"),
                  os.path.join(os.path.dirname(os.path.abspath(__file__)),
                               "..", "..", "..", "build", "bin", "remat-opt")]
    for c in candidates:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return None


def to_generic(path, text, remat_opt=None):
    if is_generic(text):
        return text
    tool = find_remat_opt(remat_opt)
    if tool is None:
        raise RefError("'%s' is not in generic form and remat-opt was not found "
                       "(pass --remat-opt PATH)" % path)
    if path != "-" and os.path.isfile(path):
        proc = subprocess.run([tool, "--mlir-print-op-generic", path],
                              capture_output=True, text=True)
    else:
        proc = subprocess.run([tool, "--mlir-print-op-generic", "-"], input=text,
                              capture_output=True, text=True)
    if proc.returncode != 0:
        raise RefError("remat-opt failed on '%s':\n%s" % (path, proc.stderr))
    return proc.stdout


def format_float(v):
    return "%.17g" % v


def describe(label, array, print_values=False):
    a = np.asarray(array, dtype=np.float64)
    lines = ["%s: shape [%s] sum %s" % (label, ", ".join(str(d) for d in a.shape),
                                        format_float(math.fsum(a.ravel().tolist())))]
    if print_values:
        lines.append("  values [%s]" % ", ".join(format_float(v) for v in a.ravel()))
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="NumPy reference interpreter of the remat dialect.")
    parser.add_argument("file", help="MLIR file ('-' for stdin), custom or generic form")
    parser.add_argument("--entry", required=True, help="function to run")
    parser.add_argument("--seed", default="0",
                        help="input generator seed, uint64 (decimal or 0x hex)")
    parser.add_argument("--remat-opt", default=None,
                        help="remat-opt used to print the generic form")
    parser.add_argument("--precision", choices=("native", "f64"), default="native",
                        help="round op results to their element type (native) "
                             "or keep float64 (f64)")
    parser.add_argument("--print-values", action="store_true",
                        help="also print every element")
    parser.add_argument("--print-inputs", action="store_true",
                        help="also describe the generated inputs")
    args = parser.parse_args(argv)
    try:
        seed = int(args.seed, 0)
        if not 0 <= seed <= MASK64:
            raise RefError("seed %d is not a uint64" % seed)
        if args.file == "-":
            text = sys.stdin.read()
        else:
            with open(args.file) as f:
                text = f.read()
        text = to_generic(args.file, text, args.remat_opt)
        module = parse_module(text)
        inputs = function_inputs(module, args.entry, seed)
        if args.print_inputs:
            for k, x in enumerate(inputs):
                print(describe("arg %d" % k, x, args.print_values))
        results = Interpreter(module, args.precision).call(args.entry, inputs)
    except UnsupportedOpError as e:
        print("remat_ref: error: %s" % e, file=sys.stderr)
        return 2
    except (RefError, OSError, ValueError) as e:
        print("remat_ref: error: %s" % e, file=sys.stderr)
        return 1
    for n, r in enumerate(results):
        print(describe("result %d" % n, r, args.print_values))
    return 0


if __name__ == "__main__":
    sys.exit(main())
