#!/usr/bin/env bash
# Fails when the product tree tells its own history instead of what is true
# now: work-session numbers, issue numbers and commit hashes of this
# repository in code, tests, scripts, docs and benchmarks. Prints
# FILE:LINE: TEXT for each hit; exit status 1 if there is any.
#   scripts/check-history.sh [ROOT]   (default: this checkout)
# Where ROOT is the top of a git checkout, a hex word is a hit only when it
# names one of the repository's commits (`git log --all`), so hex constants,
# seeds and hashes in data never match. Elsewhere (a source tarball, a
# directory of files) any hex word of 7 to 12 digits with a letter is a hit,
# outside the files that hold such words for other reasons (FALLBACK_SAFE).
set -euo pipefail
root="${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
exec python3 - "$root" <<'PY'
import os
import re
import subprocess
import sys

root = os.path.realpath(sys.argv[1])
SCOPE = ["lib", "include", "tools", "python", "scripts", "test", "docs",
         "bench", "unittests", "examples", "README.md", ".ci"]
SELF = "scripts/check-history.sh"
# Written by scripts and kept as data: each row records the commit of the
# binary that measured it (bench/solver_gap.py, bench/run and the others).
DATA = re.compile(r"^bench/([^/]+\.(json|svg)|solver-gap-cache/|exact-times/|plots/)")
# Tables bench/run and bench/torch_models.py render from that data: their
# renderers stamp each table with the commit that measured it (pinned by
# test/Bench), so only the hash rule skips them.
RENDERED = re.compile(r"^bench/(results|torch_models|torch_models-large)\.md$")
# Hex words that are no commits, for a tree without git: the fake commits of
# the bench renderers' test inputs.
FALLBACK_SAFE = re.compile(r"^test/Bench/")

# Built from pieces so that this file's own text does not match them.
WORD = r"[Ss]" + r"tops?"
ISSUE = r"[Ii]" + r"ssues?"
RULES = [
    ("session number", re.compile(r"\b" + WORD + r" [0-9]+\b")),
    ("issue number", re.compile(r"\b" + ISSUE + r"[ -]#?[0-9]+\b")),
]
# The same words split over two lines ("... in st" / "op 12 ...").
TAIL = re.compile(r"\b(" + WORD + "|" + ISSUE + r")\W*$")
HEAD = re.compile(r"^\W*[0-9]+\b")
HEX_GIT = re.compile(r"(?<![0-9A-Za-z_])[0-9a-f]{7,40}(?![0-9A-Za-z_])")
# Without git: not the digits of a float (1.000000e+00) or a longer word.
HEX_PLAIN = re.compile(r"(?<![0-9A-Za-z_.+-])[0-9a-f]{7,12}(?![0-9A-Za-z_+-])")


def git(*args):
    try:
        return subprocess.run(["git", "-C", root, *args],
                              capture_output=True, text=True)
    except OSError:  # no git installed: a tree without git
        return subprocess.CompletedProcess(args, 1, "", "")


top = git("rev-parse", "--show-toplevel")
in_git = top.returncode == 0 and os.path.realpath(top.stdout.strip()) == root
commits = set()
if in_git:
    for full in git("log", "--all", "--format=%H").stdout.split():
        for n in range(7, len(full) + 1):
            commits.add(full[:n])
    listed = git("ls-files", "--cached", "--others", "--exclude-standard",
                 "-z", "--", *SCOPE).stdout.split("\0")
    files = sorted(f for f in listed if f and os.path.isfile(os.path.join(root, f)))
else:
    files = []
    for top_path in SCOPE:
        path = os.path.join(root, top_path)
        if os.path.isfile(path):
            files.append(top_path)
        for d, _, names in os.walk(path):
            for name in names:
                files.append(os.path.relpath(os.path.join(d, name), root))
    files.sort()


def commit_words(line, rel):
    if RENDERED.match(rel):
        return []
    if in_git:
        words = HEX_GIT.findall(line)
        return [w for w in words if w in commits]
    if FALLBACK_SAFE.match(rel):
        return []
    return [w for w in HEX_PLAIN.findall(line)
            if re.search("[0-9]", w) and re.search("[a-f]", w)]


hits = 0
for rel in files:
    if rel == SELF or DATA.match(rel):
        continue
    try:
        with open(os.path.join(root, rel), encoding="utf-8") as f:
            lines = f.read().split("\n")
    except (UnicodeDecodeError, OSError):
        continue  # not a text file
    for i, line in enumerate(lines):
        found = [what for what, rule in RULES if rule.search(line)]
        if (i + 1 < len(lines) and TAIL.search(line) and
                HEAD.match(lines[i + 1])):
            found.append("number on the next line")
        words = commit_words(line, rel)
        if words:
            found.append("commit " + ", ".join(words))
        if found:
            hits += 1
            print(f"{rel}:{i + 1}: {line.strip()[:160]}  [{'; '.join(found)}]")

if hits:
    print(f"check-history: {hits} lines tell history (session or issue "
          "numbers, commit hashes); say what is true now instead",
          file=sys.stderr)
    sys.exit(1)
print("check-history: no history in " + ", ".join(
    p for p in SCOPE if os.path.exists(os.path.join(root, p))))
PY
