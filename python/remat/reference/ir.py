"""The IR objects of the reference interpreter (remat.reference): tensor,
function and opaque types, attribute values, blocks, operations and the
module, as remat.reference.parser builds them from MLIR's generic form, and
the decoding of number and ``dense<...>`` literals into values."""

import re

import numpy as np

from .numerics import ELEMENT_TYPES, RefError, round_to_element_type


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
# Number and dense literals
# ===------------------------------------------------------------------------===

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
