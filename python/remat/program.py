"""What remat-compare and remat-pareto share: their command line for the
program and the tools, and the training step to work on (FILE itself, or
with --autodiff its NAME_grad)."""
import os

from .tools import add_tool_arguments, output


def add_program_arguments(p):
    """FILE, --entry, --autodiff, the tools' paths, --no-run and --json."""
    p.add_argument("file")
    p.add_argument("--entry", required=True)
    p.add_argument("--autodiff", action="store_true")
    add_tool_arguments(p)
    p.add_argument("--no-run", action="store_true")
    p.add_argument("--json", action="store_true")


def training_step(a, tmp):
    """(file, entry) to work on: FILE and NAME, or with --autodiff FILE
    differentiated into `tmp` and NAME_grad."""
    if not a.autodiff:
        return a.file, a.entry
    source = os.path.join(tmp, "grad.mlir")
    output(a.remat_opt, a.file, "--remat-autodiff", "-o", source)
    return source, a.entry + "_grad"
