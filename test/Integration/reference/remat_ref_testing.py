"""Helpers of the reference interpreter's self-tests (test_remat_ref*.py):
one-op modules in generic form, running them through the parser and the
interpreter, deterministic test data, central finite differences and
``GradCase.assertGradClose``. Tests that need ``remat-opt`` skip when
``REMAT_OPT`` (None here) is not found (``REMAT_OPT``, then where
remat.tools looks)."""

import os
import sys
import unittest

import numpy as np

from remat import reference as R

HERE = os.path.dirname(os.path.abspath(__file__))
# The interpreter's command line, as a command to run.
CLI = [sys.executable, "-m", "remat.reference"]
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


def scalar_bf16(v):
    """bf16 rounding of a float32 value by its bits (nearest, ties to even)."""
    bits = int(np.array([v], dtype=np.float32).view(np.uint32)[0])
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return float(np.array([bits], dtype=np.uint32).view(np.float32)[0])
