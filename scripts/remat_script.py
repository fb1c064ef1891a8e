"""What remat-compare.py and remat-pareto.py share: their command line for
the program and the tools, the tools' runs, and the training step to work on
(FILE itself, or with --autodiff its NAME_grad)."""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(*cmd):
    """stdout of `cmd`; raises CalledProcessError where it fails."""
    return subprocess.run(cmd, check=True, capture_output=True,
                          text=True).stdout


def add_program_arguments(p):
    """FILE, --entry, --autodiff, the tools' paths, --no-run and --json."""
    p.add_argument("file")
    p.add_argument("--entry", required=True)
    p.add_argument("--autodiff", action="store_true")
    p.add_argument("--remat-opt", default=os.path.join(ROOT, "build/bin/remat-opt"))
    p.add_argument("--remat-run", default=os.path.join(ROOT, "build/bin/remat-run"))
    p.add_argument("--no-run", action="store_true")
    p.add_argument("--json", action="store_true")


def training_step(a, tmp):
    """(file, entry) to work on: FILE and NAME, or with --autodiff FILE
    differentiated into `tmp` and NAME_grad."""
    if not a.autodiff:
        return a.file, a.entry
    source = os.path.join(tmp, "grad.mlir")
    run(a.remat_opt, a.file, "--remat-autodiff", "-o", source)
    return source, a.entry + "_grad"
