"""Writes the .npz inputs of remat-run-npz.mlir and checks remat-run's
--outputs against NumPy.

  npz_io.py make DIR       writes DIR/{named,positional,zip64,...}.npz
  npz_io.py check OUT IN   checks OUT (of @f run on IN) against NumPy
  npz_io.py check-g OUT    checks OUT of @g (bf16 and f16 through f32)
  npz_io.py check-h OUT    checks OUT of @h (integer arguments and results)
"""
import sys
import zipfile

import numpy as np


def inputs():
    rng = np.random.default_rng(7)
    a = rng.standard_normal((2, 3)).astype(np.float32)
    b = rng.standard_normal((3, 2)).astype(np.float32)
    return a, b


def make(d):
    a, b = inputs()
    np.savez(f"{d}/named.npz", b=b, a=a, unused=np.arange(3))
    np.savez(f"{d}/positional.npz", a, b)
    np.savez(f"{d}/argk.npz", arg0=a, arg1=b)
    np.savez_compressed(f"{d}/compressed.npz", a=a, b=b)
    np.savez(f"{d}/shape.npz", a=a.T.copy(), b=b)
    np.savez(f"{d}/dtype.npz", a=a.astype(np.int32), b=b)
    np.savez(f"{d}/missing.npz", a=a)
    np.save(f"{d}/plain.npy", a)
    # zip64 records, as newer NumPy writes them (force_zip64).
    with zipfile.ZipFile(f"{d}/zip64.npz", "w") as z:
        for name, v in (("a", a), ("b", b)):
            with z.open(name + ".npy", "w", force_zip64=True) as f:
                np.lib.format.write_array(f, v)
    # @g: f32 data for a bf16 and an f16 argument, rounded by remat-run.
    x = np.array([1.0, -2.0, 1.0 + 2.0 ** -10, 3.0e-3], np.float32)
    np.savez(f"{d}/g.npz", x=x, y=x.astype(np.float64))
    # @h: int64 indices for an i64 argument, int64 values that fit for an
    # i32 one; then a value that does not fit, and float data.
    t, i, j = h_inputs()
    np.savez(f"{d}/h.npz", t=t, i=i, j=j.astype(np.int64))
    np.savez(f"{d}/h-big.npz", t=t, i=i, j=np.array([0, 1, 2 ** 40, 3]))
    np.savez(f"{d}/h-float.npz", t=t, i=i.astype(np.float32), j=j)


def h_inputs():
    t = np.arange(10, dtype=np.float32).reshape(5, 2) * 0.5
    i = np.array([4, 0, 4], np.int64)
    j = np.array([-7, 0, 2 ** 31 - 1, -2 ** 31], np.int32)
    return t, i, j


def check_h(out):
    t, i, j = h_inputs()
    with np.load(out) as r:
        e, k = r["result0"], r["result1"]
    assert e.dtype == np.float32 and e.tobytes() == t[i].tobytes(), (e, t[i])
    assert k.dtype == np.int32 and list(k) == list(j), (k.dtype, k)
    print("integer arguments and results match")


def check(out, inp):
    a, b = inputs()
    with np.load(inp) as f:
        if "a" in f.files:
            a, b = f["a"], f["b"]
    with np.load(out) as r:
        assert sorted(r.files) == ["result0", "result1"], r.files
        m, s = r["result0"], r["result1"]
    assert m.dtype == np.float32 and m.shape == (2, 2), (m.dtype, m.shape)
    assert np.allclose(m, a @ b, rtol=1e-6, atol=1e-6), (m, a @ b)
    assert s.tobytes() == np.maximum(a, 0).tobytes(), (s, a)
    print("outputs match NumPy")


def check_g(out):
    with np.load(out) as r:
        bf, h = r["result0"], r["result1"]
    # bf16 results come back widened to f32; 1 + 2^-10 rounds to 1 in bf16.
    assert bf.dtype == np.float32, bf.dtype
    x = np.array([1.0, -2.0, 1.0 + 2.0 ** -10, 3.0e-3], np.float32)
    bits = x.view(np.uint32).astype(np.uint64)
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16 << 16
    want = np.maximum(bits.astype(np.uint32).view(np.float32), 0)
    assert bf.tolist() == want.tolist(), (bf.tolist(), want.tolist())
    assert bf[2] == 1.0 and bf[3] != x[3], bf.tolist()
    assert h.dtype == np.float16, h.dtype
    assert h.tolist() == np.maximum(
        np.array([1.0, -2.0, 1.0 + 2.0 ** -10, 3.0e-3]), 0).astype(
            np.float16).tolist(), h.tolist()
    print("bf16 and f16 results match")


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(sys.argv[2])
    elif sys.argv[1] == "check":
        check(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "check-h":
        check_h(sys.argv[2])
    else:
        check_g(sys.argv[2])
