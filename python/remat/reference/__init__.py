"""Reference interpreter of the ``remat`` dialect, in NumPy.

Remat lowers ``remat`` ops to loops and runs them JIT-compiled. This module
computes the same functions a second, independent way -- straight from the op
descriptions in ``include/remat/Dialect/Remat/IR/RematOps.td`` and
``docs/reference/Dialect.md`` -- so that integration tests can compare the
compiled code against it, in the spirit of StableHLO's reference interpreter.
It shares no code with the compiler: it reads the module in MLIR's *generic*
form (what ``remat-opt FILE --mlir-print-op-generic`` prints) with its own
small parser.

Use it with ``/usr/bin/python3`` (NumPy is required)::

    python3 -m remat.reference FILE.mlir --entry NAME [--seed S]
        [--remat-opt PATH] [--precision native|f64] [--print-values]
        [--print-inputs]

prints, for each result ``N`` of function ``NAME``::

    result N: shape [a, b] sum <sum of the elements, %.17g>

The sum is ``math.fsum`` (correctly rounded) of the result's elements as
``float64``. Exit status: 0 on success, 2 for an op the interpreter does not
know, 1 for any other error (parse error, unknown function, bad shapes,
``remat-opt`` failing). The Python API is ``run``, ``make_inputs``,
``parse_module`` and ``Interpreter``; the op semantics are also available as
plain functions (``matmul``, ``conv2d``, ``max_pool2d_grad``...) on
``float64`` arrays.

The code is in four modules of this package (whose ``__init__`` holds the
interpreter and the command line): ``numerics`` (errors, element types and
rounding, SplitMix64 and the input generator), ``ir`` (types, attributes,
operations, literals), ``parser`` (the generic-form parser) and ``ops`` (the
op semantics); the package re-exports their names, so ``remat.reference.X``
is the API whichever module defines ``X``.

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
import subprocess
import sys

import numpy as np

# Re-exported: the API is remat.reference.X whichever module defines X.
from .numerics import *  # noqa: F401,F403
from .ir import *  # noqa: F401,F403
from .parser import *  # noqa: F401,F403
from .ops import *  # noqa: F401,F403
from ..tools import tool_path

__all__ = [
    "TensorType", "parse_module", "Interpreter", "run", "make_inputs",
    "function_inputs",
    "make_input", "mix64", "mix64_int", "hash_u24", "dropout_mask",
    "round_to_element_type", "UnsupportedOpError", "RefError",
]


# ===------------------------------------------------------------------------===
# Inputs of a function
# ===------------------------------------------------------------------------===

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
    """remat-opt: `explicit`, else $REMAT_OPT, else where remat.tools finds
    it; None when none of them is an executable."""
    candidates = [explicit, os.environ.get("REMAT_OPT"), tool_path("remat-opt")]
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
        print("remat.reference: error: %s" % e, file=sys.stderr)
        return 2
    except (RefError, OSError, ValueError) as e:
        print("remat.reference: error: %s" % e, file=sys.stderr)
        return 1
    for n, r in enumerate(results):
        print(describe("result %d" % n, r, args.print_values))
    return 0
