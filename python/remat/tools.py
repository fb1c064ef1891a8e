"""Running Remat's command-line tools from Python: where a tool is, one run
of it, and the --remat-opt and --remat-run options of the programs that
drive the tools. Imports nothing beyond the standard library (no torch, no
numpy), so that every script and benchmark can use it."""
import os
import shutil
import subprocess
import sys

# <checkout>/python/remat/tools.py: the checkout whose build tree holds the
# tools, where this package is run from a checkout.
_CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))


class ToolError(RuntimeError):
    """A tool exited with a nonzero status. The message is the command line
    and the tool's whole stderr (its diagnostics); `returncode`, `stdout`
    and `stderr` are kept."""

    def __init__(self, cmd, returncode, stdout, stderr):
        self.cmd = [str(c) for c in cmd]
        self.returncode = returncode
        self.stdout = stdout
        self.stderr = stderr
        super().__init__(f"{' '.join(self.cmd)} failed:\n{stderr.strip()}")


def run(*cmd, check=True, **kwargs):
    """Runs `cmd` with its output captured as text and returns the
    subprocess.CompletedProcess. With `check` a nonzero exit raises
    ToolError. Other keyword arguments go to subprocess.run (input, env,
    cwd, timeout, ...)."""
    p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True,
                       **kwargs)
    if check and p.returncode != 0:
        raise ToolError(cmd, p.returncode, p.stdout, p.stderr)
    return p


def output(*cmd, **kwargs):
    """The stdout of run(*cmd, **kwargs)."""
    return run(*cmd, **kwargs).stdout


def tool_path(name):
    """The path of Remat's tool `name` (remat-opt, remat-run, ...): in
    $REMAT_BUILD_DIR/bin where that is set; else beside the running program
    (the console scripts of an installed prefix, and the build tree's
    remat-import-torch, sit with the tools); else on PATH; else in the
    build/ of the checkout this package is in. `name` itself when none has
    it."""
    candidates = []
    if os.environ.get("REMAT_BUILD_DIR"):
        candidates.append(os.path.join(os.environ["REMAT_BUILD_DIR"], "bin",
                                       name))
    if sys.argv and os.path.isfile(sys.argv[0]):
        candidates.append(os.path.join(
            os.path.dirname(os.path.realpath(sys.argv[0])), name))
    candidates.append(shutil.which(name))
    candidates.append(os.path.join(_CHECKOUT, "build", "bin", name))
    for c in candidates:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return name


def add_tool_arguments(parser):
    """--remat-opt and --remat-run, defaulting to tool_path's."""
    parser.add_argument("--remat-opt", default=tool_path("remat-opt"),
                        help="the remat-opt to run (default: %(default)s)")
    parser.add_argument("--remat-run", default=tool_path("remat-run"),
                        help="the remat-run to run (default: %(default)s)")
