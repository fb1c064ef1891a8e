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
config.test_exec_root = os.path.join(config.remat_obj_root, "test")

# Keep SSA names scoped to each CHECK-LABEL block.
config.environment["FILECHECK_OPTS"] = "-enable-var-scope --allow-unused-prefixes=false"

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
if shutil.which("ninja"):
    config.available_features.add("ninja")
ptxas = shutil.which("ptxas") or (
    "/usr/local/cuda/bin/ptxas" if os.path.exists("/usr/local/cuda/bin/ptxas") else None)
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
if config.remat_has_cuda_runtime:
    config.available_features.add("cuda-runtime")
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
