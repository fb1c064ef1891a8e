"""Numerics of the reference interpreter (remat.reference): its errors, the
element types and their rounding (f16, bf16, f32, f64 from float64), and
SplitMix64, which draws dropout's mask and the generated inputs
(``make_input``). The specification of both is the package's docstring."""

import math

import numpy as np


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
