"""Example inputs from `--input SHAPE[:DTYPE[:BOUND]]` specifications, shared
by remat-import-torch and scripts/check-against-torch.py so that both draw
the same batch."""
import torch

FLOAT_DTYPES = {"f32": torch.float32, "f64": torch.float64,
                "f16": torch.float16, "bf16": torch.bfloat16}
INT_DTYPES = {"i32": torch.int32, "i64": torch.int64}


def parse_input_spec(spec):
    """`8x3x32x32`, `8x784:f32` or `4x16:i64:50` (integers in [0, 50)) to
    (dims, dtype name, bound or None); ValueError when malformed."""
    parts = spec.split(":")
    if len(parts) > 3:
        raise ValueError(f"'{spec}' is not SHAPE[:DTYPE[:BOUND]]")
    dtype = parts[1] if len(parts) > 1 and parts[1] else "f32"
    if dtype not in FLOAT_DTYPES and dtype not in INT_DTYPES:
        raise ValueError(f"dtype '{dtype}' is not one of "
                         f"{', '.join([*FLOAT_DTYPES, *INT_DTYPES])}")
    try:
        dims = [int(d) for d in parts[0].split("x")]
    except ValueError:
        raise ValueError(f"'{spec}' is not a shape like 8x3x32x32[:f32]")
    bound = None
    if dtype in INT_DTYPES:
        if len(parts) < 3:
            raise ValueError(f"'{spec}': an integer input needs its bound, "
                             f"e.g. 4x16:{dtype}:50 for values in [0, 50)")
        bound = int(parts[2])
        if bound < 1:
            raise ValueError(f"'{spec}': the bound must be positive")
    elif len(parts) == 3:
        raise ValueError(f"'{spec}': only integer inputs take a bound")
    return dims, dtype, bound


def make_example_inputs(specs, seed):
    """One tensor per parsed spec: floats from N(0, 1), integers uniform in
    [0, bound), all from one generator seeded with `seed`."""
    gen = torch.Generator().manual_seed(seed)
    out = []
    for dims, dtype, bound in specs:
        if dtype in INT_DTYPES:
            out.append(torch.randint(0, bound, dims, generator=gen,
                                     dtype=INT_DTYPES[dtype]))
        else:
            out.append(torch.randn(dims, generator=gen).to(
                FLOAT_DTYPES[dtype]))
    return tuple(out)
