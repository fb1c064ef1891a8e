"""Writes a module of the operand forms real training steps hand to the BLAS
lowering (remat-linalg-to-cblas and the column blocks): matmuls plain and
transposed, on slices whose leading dimension exceeds the row, written into
a concatenation (the result a slice of a wider buffer), batched with one
and two matrices, vector shapes (M, N or K of 1); convolutions 1x1, 3x3
padded (column blocks) at 1x1, 2x2, 4x4 and 5x7 pixels, strided, the 7x7
stem, reading a channel slice of a concatenation and written into one,
batch 1 and 2, f64; their input and filter gradients on dy that is a
channel slice of a wider gradient (a concatenation's). blas-differential.test
runs each function with --blas=openblas (one and two threads) and
--blas=none against the NumPy reference. Usage: blas_forms.py > forms.mlir"""


def t(shape, elem="f32"):
    return "tensor<" + "x".join(map(str, shape)) + f"x{elem}>"


funcs = []


def func(name, args, body, results):
    """args: [(name, shape, elem)]; body: lines; results: [(value, type)]."""
    sig = ", ".join(f"%{n}: {t(s, e)}" for n, s, e in args)
    rets = ", ".join(ty for _, ty in results)
    lines = [f"func.func @{name}({sig}) -> ({rets}) {{"]
    lines += ["  " + b for b in body]
    lines.append("  return " + ", ".join(v for v, _ in results) + " : " + rets)
    lines.append("}")
    funcs.append("\n".join(lines))


def matmuls(elem):
    body, results = [], []
    args = [("a", [33, 72], elem), ("b", [72, 129], elem),
            ("at", [72, 33], elem), ("bt", [129, 72], elem),
            ("wide", [35, 80], elem), ("v", [1, 72], elem),
            ("k1a", [7, 1], elem), ("k1b", [1, 9], elem),
            ("other", [33, 5], elem)]
    k = [0]

    def mm(lhs, rhs, m, n, ta=False, tb=False):
        k[0] += 1
        attrs = []
        if ta:
            attrs.append("transpose_a = true")
        if tb:
            attrs.append("transpose_b = true")
        attr = (" {" + ", ".join(attrs) + "}") if attrs else ""
        lt, rt = lhs[1], rhs[1]
        body.append(f"%m{k[0]} = remat.matmul {lhs[0]}, {rhs[0]}{attr} : "
                    f"({lt}, {rt}) -> {t([m, n], elem)}")
        return f"%m{k[0]}"

    A, B = ("%a", t([33, 72], elem)), ("%b", t([72, 129], elem))
    AT, BT = ("%at", t([72, 33], elem)), ("%bt", t([129, 72], elem))
    outs = [mm(A, B, 33, 129), mm(AT, B, 33, 129, ta=True),
            mm(A, BT, 33, 129, tb=True), mm(AT, BT, 33, 129, True, True)]
    # A as a slice of a wider matrix: rows 1..33, columns 3..74 of 35x80.
    body.append(f"%sa = remat.slice %wide {{offsets = array<i64: 1, 3>}} : "
                f"{t([35, 80], elem)} -> {t([33, 72], elem)}")
    outs.append(mm(("%sa", t([33, 72], elem)), B, 33, 129))
    # B as a strided-row slice: every other row of a 144 x 129 view.
    body.append(f"%bb = remat.concat %b, %b {{axis = 0 : i64}} : "
                f"({t([72, 129], elem)}, {t([72, 129], elem)}) -> "
                f"{t([144, 129], elem)}")
    body.append(f"%sb = remat.slice %bb {{offsets = array<i64: 1, 0>, "
                f"strides = array<i64: 2, 1>}} : {t([144, 129], elem)} -> "
                f"{t([72, 129], elem)}")
    outs.append(mm(A, ("%sb", t([72, 129], elem)), 33, 129))
    # A column slice of a transposed operand.
    body.append(f"%sbt = remat.slice %bb {{offsets = array<i64: 0, 7>}} : "
                f"{t([144, 129], elem)} -> {t([144, 72], elem)}")
    body.append(f"%sbt2 = remat.slice %sbt {{offsets = array<i64: 5, 0>}} "
                f": {t([144, 72], elem)} -> {t([129, 72], elem)}")
    outs.append(mm(A, ("%sbt2", t([129, 72], elem)), 33, 129, tb=True))
    # The result written into a concatenation (bufferized in place: C a
    # slice of the wider buffer).
    c = mm(A, B, 33, 129)
    body.append(f"%cat = remat.concat %other, {c}, %other {{axis = 1 : i64}}"
                f" : ({t([33, 5], elem)}, {t([33, 129], elem)}, "
                f"{t([33, 5], elem)}) -> {t([33, 139], elem)}")
    results.append(("%cat", t([33, 139], elem)))
    # Vector shapes: M = 1, K = 1, N = 1.
    outs.append(mm(("%v", t([1, 72], elem)), B, 1, 129))
    outs.append(mm(("%k1a", t([7, 1], elem)), ("%k1b", t([1, 9], elem)),
                   7, 9))
    body.append(f"%col = remat.slice %b {{offsets = array<i64: 0, 4>}} : "
                f"{t([72, 129], elem)} -> {t([72, 1], elem)}")
    outs.append(mm(A, ("%col", t([72, 1], elem)), 33, 1))
    shapes = [[33, 129]] * 7 + [[1, 129], [7, 9], [33, 1]]
    results += [(o, t(s, elem)) for o, s in zip(outs, shapes)]
    func(f"matmuls_{elem}", args, body, results)


def batched():
    body, results = [], []
    args = [("a", [2, 9, 16], "f32"), ("b", [2, 16, 11], "f32"),
            ("c", [3, 9, 16], "f32")]
    body.append(f"%p = remat.matmul %a, %b : ({t([2, 9, 16])}, "
                f"{t([2, 16, 11])}) -> {t([2, 9, 11])}")
    body.append(f"%q = remat.matmul %a, %a {{transpose_b = true}} : "
                f"({t([2, 9, 16])}, {t([2, 9, 16])}) -> {t([2, 9, 9])}")
    # One matrix, sliced out of a batch of three (an offset, batch 1).
    body.append(f"%c1 = remat.slice %c {{offsets = array<i64: 1, 0, 0>}} : "
                f"{t([3, 9, 16])} -> {t([1, 9, 16])}")
    body.append(f"%b1 = remat.slice %b {{offsets = array<i64: 1, 0, 0>}} : "
                f"{t([2, 16, 11])} -> {t([1, 16, 11])}")
    body.append(f"%r = remat.matmul %c1, %b1 : ({t([1, 9, 16])}, "
                f"{t([1, 16, 11])}) -> {t([1, 9, 11])}")
    # Every other matrix of the batch of three: a batch stride of two.
    body.append(f"%c2 = remat.slice %c {{strides = array<i64: 2, 1, 1>}} : "
                f"{t([3, 9, 16])} -> {t([2, 9, 16])}")
    body.append(f"%s = remat.matmul %c2, %b : ({t([2, 9, 16])}, "
                f"{t([2, 16, 11])}) -> {t([2, 9, 11])}")
    results += [("%p", t([2, 9, 11])), ("%q", t([2, 9, 9])),
                ("%r", t([1, 9, 11])), ("%s", t([2, 9, 11]))]
    func("batched", args, body, results)


def conv_attrs(stride, pad):
    parts = []
    if pad != (0, 0, 0, 0):
        parts.append("padding = array<i64: " + ", ".join(map(str, pad)) + ">")
    if stride != (1, 1):
        parts.append("strides = array<i64: " + ", ".join(map(str, stride))
                     + ">")
    return (" {" + ", ".join(parts) + "}") if parts else ""


def out_size(h, k, s, p0, p1):
    return (h + p0 + p1 - k) // s + 1


def convs(name, n, h, w, c, f, k, stride, pad, elem="f32", slice_in=False,
          into_cat=False):
    """A convolution, its input gradient and its filter gradient. With
    slice_in the input is channels [3, 3 + c) of a wider tensor and dy is
    a channel slice of a wider gradient; with into_cat the forward result is
    written into a concatenation."""
    oh = out_size(h, k[0], stride[0], pad[0], pad[1])
    ow = out_size(w, k[1], stride[1], pad[2], pad[3])
    wide_c, wide_f = c + 5, f + 7
    args = [("x", [n, h, w, wide_c if slice_in else c], elem),
            ("w", [k[0], k[1], c, f], elem),
            ("dy", [n, oh, ow, wide_f if slice_in else f], elem),
            ("o", [n, oh, ow, 2], elem)]
    body, results = [], []
    xt, wt = t([n, h, w, c], elem), t([k[0], k[1], c, f], elem)
    yt, dt = t([n, oh, ow, f], elem), t([n, oh, ow, f], elem)
    x, dy = "%x", "%dy"
    if slice_in:
        body.append(f"%xs = remat.slice %x {{offsets = array<i64: 0, 0, 0, "
                    f"3>}} : {t([n, h, w, wide_c], elem)} -> {xt}")
        body.append(f"%dys = remat.slice %dy {{offsets = array<i64: 0, 0, 0, "
                    f"6>}} : {t([n, oh, ow, wide_f], elem)} -> {dt}")
        x, dy = "%xs", "%dys"
    a = conv_attrs(stride, pad)
    body.append(f"%y = remat.conv2d {x}, %w{a} : ({xt}, {wt}) -> {yt}")
    if into_cat:
        ct = t([n, oh, ow, f + 4], elem)
        body.append(f"%cat = remat.concat %o, %y, %o {{axis = 3 : i64}} : "
                    f"({t([n, oh, ow, 2], elem)}, {yt}, "
                    f"{t([n, oh, ow, 2], elem)}) -> {ct}")
        results.append(("%cat", ct))
    else:
        results.append(("%y", yt))
    body.append(f"%dx = remat.conv2d_grad_input {dy}, %w{a} : ({dt}, {wt}) "
                f"-> {xt}")
    body.append(f"%dw = remat.conv2d_grad_filter {dy}, {x}{a} : ({dt}, "
                f"{xt}) -> {wt}")
    results += [("%dx", xt), ("%dw", wt)]
    func(name, args, body, results)


for elem in ("f32", "f64"):
    matmuls(elem)
batched()
# 1x1 on a channel slice of a concatenation (DenseNet's bottleneck), odd
# channel counts, written into a concatenation.
convs("conv1x1_slices", 2, 4, 4, 33, 17, (1, 1), (1, 1), (0, 0, 0, 0),
      slice_in=True, into_cat=True)
# 3x3 padded, stride 1: the column blocks, at 1x1, 2x2, 4x4 and 5x7 pixels.
for h, w in ((1, 1), (2, 2), (4, 4), (5, 7)):
    convs(f"conv3x3_{h}x{w}", 2, h, w, 7, 9, (3, 3), (1, 1), (1, 1, 1, 1),
          slice_in=(h == 2), into_cat=(h == 4))
# Batch 1, strided, padded; the 7x7 stem; a 1x1 stride-2 downsampling.
convs("conv3x3_stride2", 1, 9, 8, 5, 6, (3, 3), (2, 2), (1, 1, 1, 1))
convs("conv7x7_stem", 2, 16, 16, 3, 8, (7, 7), (2, 2), (3, 3, 3, 3))
convs("conv1x1_stride2", 2, 8, 8, 12, 10, (1, 1), (2, 2), (0, 0, 0, 0),
      slice_in=True)
# Unpadded 3x3 (one gemm per row and position), uneven padding, f64.
convs("conv3x3_valid", 2, 6, 5, 4, 3, (3, 3), (1, 1), (0, 0, 0, 0),
      slice_in=True)
convs("conv3x3_uneven", 1, 7, 7, 3, 4, (3, 3), (1, 1), (0, 2, 1, 0))
convs("conv3x3_f64", 2, 4, 4, 3, 5, (3, 3), (1, 1), (1, 1, 1, 1), "f64")
print("\n\n".join(funcs))
