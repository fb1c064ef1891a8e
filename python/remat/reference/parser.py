"""The reference interpreter's own parser of MLIR's generic op form (what
``remat-opt --mlir-print-op-generic`` prints) into remat.reference.ir's
objects; ``parse_module`` is its entry point (remat.reference re-exports it)."""

import re

from .ir import (Block, DenseAttr, FunctionType, Module, OpaqueType,
                          Operation, RawAttr, SymbolRef, TensorType,
                          TypedNumber, _parse_scalar)
from .numerics import RefError


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


def parse_module(text):
    """Parses generic-form MLIR text into a `Module`."""
    return Parser(text).module()
