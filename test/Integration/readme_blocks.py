#!/usr/bin/env python3
"""Runs the code blocks of a README as a user would, from the top of a
checkout, so that the README cannot drift from what the tools do.

  readme_blocks.py README --root SRC --build BUILD [--work DIR]
      [--skip-block-containing TEXT]... [--skip-command PREFIX]...
      [--mlir-opt-prefix CMD] [--cxx CXX [--cxx-flag FLAG]...]

The commands run in DIR (default: a temporary directory) laid out as a
checkout: a link to every top-level entry of SRC, and `build` a link to
BUILD. With REMAT_SKIP_SETUP=1 in their environment, the scripts use that
build as it is instead of setting up and building.

- A ```sh block runs as one bash script (`set -eo pipefail`): it fails on
  the first command that fails. A line starting with a --skip-command
  PREFIX is not run (the test suite itself, for one); a block containing a
  --skip-block-containing TEXT is not run (one that another test runs).
  --mlir-opt-prefix goes before every /usr/lib/llvm-22/bin/mlir-opt (the
  sanitizer build's LD_PRELOAD).
- A ```text block right after a ```sh block is output that block must
  print: its lines other than `...` appear in the output in that order,
  runs of whitespace compared as one space.
- A ```c++ block is a translation unit that must compile
  (`CXX -std=c++17 -fsyntax-only FLAG...`), when --cxx is given.

Prints each block's location, what was done and the output of every block
run; exits 1 if any block failed.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

FENCE = re.compile(r"^```([\w+-]*)\s*$")


def blocks(path):
    """[(language, first line number, text)] of the fenced blocks."""
    found, current = [], None
    with open(path) as f:
        for number, line in enumerate(f, 1):
            m = FENCE.match(line.rstrip("\n"))
            if current is None and m:
                current = (m.group(1), number + 1, [])
            elif current is not None and line.rstrip() == "```":
                found.append((current[0], current[1], "".join(current[2])))
                current = None
            elif current is not None:
                current[2].append(line)
    return found


def squeeze(line):
    return " ".join(line.split())


def missing_lines(expected, output):
    """The first expected line not found in order in `output`, or None."""
    lines = [squeeze(l) for l in output.splitlines()]
    at = 0
    for want in expected.splitlines():
        want = squeeze(want)
        if not want or want == "...":
            continue
        while at < len(lines) and lines[at] != want:
            at += 1
        if at == len(lines):
            return want
        at += 1
    return None


def layout(work, root, build):
    for name in os.listdir(root):
        if name in ("build", ".git"):
            continue
        link = os.path.join(work, name)
        if not os.path.lexists(link):
            os.symlink(os.path.join(root, name), link)
    link = os.path.join(work, "build")
    if not os.path.lexists(link):
        os.symlink(build, link)


def run_sh(a, work, text):
    lines = []
    for line in text.splitlines():
        if any(line.startswith(p) for p in a.skip_command):
            print(f"  not run: {line.split('#')[0].strip()}")
            line = ":"
        elif a.mlir_opt_prefix:
            line = line.replace("/usr/lib/llvm-22/bin/mlir-opt",
                                a.mlir_opt_prefix +
                                " /usr/lib/llvm-22/bin/mlir-opt")
        lines.append(line)
    env = dict(os.environ, REMAT_SKIP_SETUP="1")
    env.pop("REMAT_BUILD_DIR", None)
    proc = subprocess.run(["bash", "-c", "set -eo pipefail\n" +
                           "\n".join(lines)], cwd=work, env=env, text=True,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return proc.returncode, proc.stdout


def main():
    p = argparse.ArgumentParser()
    p.add_argument("readme")
    p.add_argument("--root", required=True)
    p.add_argument("--build", required=True)
    p.add_argument("--work")
    p.add_argument("--skip-block-containing", action="append", default=[])
    p.add_argument("--skip-command", action="append", default=[])
    p.add_argument("--mlir-opt-prefix", default="")
    p.add_argument("--cxx")
    p.add_argument("--cxx-flag", action="append", default=[])
    a = p.parse_args()

    work = a.work or tempfile.mkdtemp(prefix="readme-")
    os.makedirs(work, exist_ok=True)
    layout(work, os.path.abspath(a.root), os.path.abspath(a.build))
    name = os.path.basename(a.readme)
    found = blocks(a.readme)
    failed = ran = 0
    for k, (lang, line, text) in enumerate(found):
        where = f"{name}:{line}"
        if lang == "sh":
            skip = [s for s in a.skip_block_containing if s in text]
            if skip:
                print(f"== {where}: sh, not run (it holds {skip[0]})")
                continue
            print(f"== {where}: sh")
            status, output = run_sh(a, work, text)
            ran += 1
            sys.stdout.write(output)
            if status != 0:
                print(f"FAILED: {where}: exit status {status}")
                failed += 1
                continue
            if k + 1 < len(found) and found[k + 1][0] == "text":
                miss = missing_lines(found[k + 1][2], output)
                if miss is not None:
                    print(f"FAILED: {name}:{found[k + 1][1]}: not in the "
                          f"output, in order: {miss}")
                    failed += 1
                else:
                    print(f"== {name}:{found[k + 1][1]}: text, found in the "
                          "output")
        elif lang == "c++" and a.cxx:
            print(f"== {where}: c++")
            source = os.path.join(work, f"readme-{line}.cpp")
            with open(source, "w") as f:
                f.write(text)
            proc = subprocess.run([a.cxx, "-std=c++17", "-fsyntax-only",
                                   *a.cxx_flag, source], text=True,
                                  stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT)
            ran += 1
            sys.stdout.write(proc.stdout)
            if proc.returncode != 0:
                print(f"FAILED: {where}: does not compile")
                failed += 1
            else:
                print(f"== {where}: c++, compiles")
    print(f"readme: {ran} blocks run, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
