"""What the scripts that drive Remat's tools from Python share, without
importing torch (bench/torch_models.py renders its tables where torch is
missing): the tools' paths on the command line and one run of a tool.

scripts/check-against-torch.py and bench/torch_models.py take --remat-opt
and --remat-run (add_tool_arguments; default the build tree's
build/bin/remat-opt and build/bin/remat-run) and run them with run()."""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def add_tool_arguments(parser):
    """--remat-opt and --remat-run, defaulting to the build tree's tools."""
    parser.add_argument("--remat-opt",
                        default=os.path.join(ROOT, "build/bin/remat-opt"))
    parser.add_argument("--remat-run",
                        default=os.path.join(ROOT, "build/bin/remat-run"))


def run(*cmd):
    """stdout of `cmd`; RuntimeError with the command and its
    stderr where it fails."""
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{p.stderr.strip()}")
    return p.stdout
