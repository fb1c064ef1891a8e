# -*- Python -*-
# lit configuration of Remat's regression tests.

import os
import shutil
import sys

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "REMAT"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "lib", "CMakeLists.txt", "consumer", "consumer.cpp"]
config.test_source_root = os.path.dirname(__file__)
# Three tiers (docs/reference/Testing.md):
#  - unit (ninja check-remat): FileCheck, -verify-diagnostics, the gtest unit
#    tests and small JIT runs, every directory but the two below;
#  - integration (ninja check-remat-integration): test/Integration and
#    test/Install, executed models, upstream examples, PyTorch checks;
#  - test/Bench: the benchmarks' smoke tests, sweeps over many programs and
#    budgets, and full-size networks: minutes each, so only on demand (ninja
#    check-remat-bench, or lit --param remat-bench=1 build/test/Bench).
# --param remat-tier=unit|integration|all (the default) picks the first two.
INTEGRATION_DIRS = ("Integration", "Install")
tier = lit_config.params.get("remat-tier", "all")
if tier not in ("unit", "integration", "all"):
    lit_config.fatal(f"remat-tier={tier}: expected unit, integration or all")
if tier == "unit":
    config.excludes += INTEGRATION_DIRS
elif tier == "integration":
    config.excludes += [
        d for d in os.listdir(config.test_source_root)
        if os.path.isdir(os.path.join(config.test_source_root, d))
        and d not in INTEGRATION_DIRS]
if lit_config.params.get("remat-bench", "0") != "1":
    config.excludes.append("Bench")
config.test_exec_root = os.path.join(config.remat_obj_root, "test")

# remat-run runs its parallel loops on every core by default (--threads=0:
# OMP_NUM_THREADS, else the machine's cores). lit already runs one test per
# core, so tests run on one thread unless they ask for more: --threads=N,
# or OMP_NUM_THREADS in the RUN line (threads.test checks the default).
config.environment["OMP_NUM_THREADS"] = "1"

# Keep SSA names scoped to each CHECK-LABEL block.
config.environment["FILECHECK_OPTS"] = "-enable-var-scope --allow-unused-prefixes=false"

# Scripts and tests import the Python package (python/: remat, remat_torch)
# from the source tree.
config.environment["PYTHONPATH"] = os.path.join(config.remat_src_root, "python")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%remat_src", config.remat_src_root))
config.substitutions.append(("%remat_obj", config.remat_obj_root))
config.substitutions.append(("%remat_lib", config.remat_lib_dir))
config.substitutions.append(("%mlir_dir", config.mlir_dir))
config.substitutions.append(("%cmake", config.cmake_command))
config.substitutions.append(("%cxx", config.cxx_compiler))
config.substitutions.append(("%python", sys.executable))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()
# `not`, `count` and friends come from the LLVM 22 tools directory.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.remat_tools_dir, append_path=True)

tool_dirs = [config.remat_tools_dir, config.llvm_tools_dir]
tools = [
    ToolSubst("mlir-translate", unresolved="fatal"),
    "remat-opt",
    "remat-run",
    "remat-import-torch",
    ToolSubst("mlir-opt", unresolved="fatal"),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# Optional suites are gated by features and reported as unsupported.
# MLIR compiles pass statistics out unless it was built with assertions or
# LLVM_FORCE_ENABLE_STATS (Debian's packages have neither).
import subprocess
def llvm_config_query(flag):
    try:
        return subprocess.run([os.path.join(config.llvm_tools_dir, "llvm-config"), flag],
                              capture_output=True, text=True).stdout.strip()
    except OSError:
        return ""
if llvm_config_query("--assertion-mode") == "ON":
    config.available_features.add("pass-statistics")
# Under the kernel's heuristic (0) or strict (2) overcommit, a malloc far
# beyond memory and swap fails at once; under "always" (1) it succeeds and
# faults later, so tests of allocation failures need one of the first two.
try:
    with open("/proc/sys/vm/overcommit_memory") as f:
        if f.read().strip() in ("0", "2"):
            config.available_features.add("malloc-fails-beyond-memory")
except OSError:
    pass
if shutil.which("ninja"):
    config.available_features.add("ninja")
ptxas = shutil.which("ptxas") or (
    "/usr/local/cuda/bin/ptxas" if os.path.exists("/usr/local/cuda/bin/ptxas") else None)
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
if config.remat_has_cuda_runtime:
    config.available_features.add("cuda-runtime")
    # The fake driver of test/lib/CudaStub, for the GPU path's CPU-side tests.
    config.substitutions.append(
        ("%cuda_stub", os.path.join(config.remat_obj_root, "test", "cuda-stub")))


def cuda_device_usable():
    """Whether the CUDA driver is installed and sees a device: cuInit and
    cuDeviceGetCount through libcuda.so.1, as the Remat runtime calls them."""
    import ctypes
    try:
        driver = ctypes.CDLL("libcuda.so.1")
    except OSError:
        return False
    count = ctypes.c_int(0)
    return (driver.cuInit(0) == 0 and
            driver.cuDeviceGetCount(ctypes.byref(count)) == 0 and
            count.value > 0)


# GPU execution tests need the runtime and a real device; without one they
# are reported unsupported.
if config.remat_has_cuda_runtime and cuda_device_usable():
    config.available_features.add("cuda-device")
if config.remat_has_cbc:
    config.available_features.add("cbc")
# PyTorch as a reference (Debian's python3-torch lives under /usr/bin/python3,
# which may not be the Python lit runs).
for python in (sys.executable, "/usr/bin/python3"):
    if os.path.exists(python) and subprocess.run(
            [python, "-c", "import torch"], capture_output=True).returncode == 0:
        config.available_features.add("torch")
        config.substitutions.append(("%torch_python", python))
        break

# pip and setuptools (Debian's python3-pip, python3-setuptools) build and
# install python/pyproject.toml offline.
for python in (sys.executable, "/usr/bin/python3"):
    if os.path.exists(python) and subprocess.run(
            [python, "-c", "import setuptools, pip"],
            capture_output=True).returncode == 0:
        config.available_features.add("pip")
        config.substitutions.append(("%pip_python", python))
        break

# A sanitizer build (REMAT_SANITIZE): every report is an error. Upstream
# mlir-opt is not instrumented: it loads our instrumented plugin with the
# ASan runtime preloaded (%{plugin_env}; its own leaks are not ours).
plugin_env = ""
if config.remat_sanitize:
    runtime = os.path.join(config.llvm_tools_dir, "..", "lib", "clang", "22",
                           "lib", "linux", "libclang_rt.asan-x86_64.so")
    # Reports also go to files, so that one swallowed by a `not` or a
    # FileCheck still counts: scripts/test.sh fails when any is there.
    reports = os.path.join(config.remat_obj_root, "sanitizer-reports")
    os.makedirs(reports, exist_ok=True)
    plugin_env = (f"env LD_PRELOAD={os.path.realpath(runtime)} "
                  f"ASAN_OPTIONS=detect_leaks=0:log_path={reports}/asan")
    config.available_features.add("sanitizers")
    # allocator_may_return_null: a malloc too large fails as it does without
    # ASan (remat-run reports it), instead of aborting.
    config.environment["ASAN_OPTIONS"] = (
        "detect_leaks=1:allocator_may_return_null=1:exitcode=86:"
        f"log_path={reports}/asan")
    config.environment["UBSAN_OPTIONS"] = (
        "print_stacktrace=1:halt_on_error=1:exitcode=87:"
        f"log_path={reports}/ubsan")
config.substitutions.append(("%{plugin_env}", plugin_env))

if config.remat_has_openblas:
    config.available_features.add("openblas")
if config.remat_has_openmp:
    config.available_features.add("openmp")
