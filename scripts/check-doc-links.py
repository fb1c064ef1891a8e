#!/usr/bin/env python3
"""Fails when a documentation link points nowhere.

Checks, under ROOT (default: this checkout):
  - every relative markdown link `[text](path)` and `[text](path#anchor)` in
    README.md and docs/**/*.md: the path exists, and the anchor is a heading
    of the target page (GitHub's slugs); `(#anchor)` names a heading of the
    page itself. Links inside code blocks and inline code are not links;
    absolute URLs (scheme:) are not checked.
  - every mention of a page under docs/ (`docs/<page>.md`, optionally
    `#anchor`, optionally followed by a quoted section name on the same line,
    `docs/<page>.md, "Section"`)
    in the source tree (lib, include, tools, python, scripts, test, bench,
    unittests, examples, cmake, .ci, README.md, docs): the page exists, and
    so does the anchor or a heading or bold paragraph lead holding the
    quoted name.
Prints FILE:LINE: TEXT for each broken one; exit status 1 if there is any.
  scripts/check-doc-links.py [ROOT]
"""
import os
import re
import sys

root = os.path.realpath(sys.argv[1] if len(sys.argv) > 1 else
                        os.path.join(os.path.dirname(__file__), ".."))
SCOPE = ["lib", "include", "tools", "python", "scripts", "test", "bench",
         "unittests", "examples", "cmake", ".ci", "README.md", "docs"]
SKIP_DIRS = {".git", "build", "build-asan", "__pycache__", "solver-gap-cache",
             "exact-times"}
# Tests of the repository's scripts plant pages of their own.
SKIP_FILES = re.compile(r"^test/Scripts/")
# A markdown link or image: [text](target) with no space in target.
LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
# A page under docs/ named in plain text, with an optional anchor.
MENTION = re.compile(r"(?<![\w/.-])docs/([\w/.-]+\.md)(#[\w-]+)?"
                     r"(?:,? \"([^\"]+)\")?")
FENCE = re.compile(r"^\s*(```|~~~)")
INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1")


def slug(heading):
    """GitHub's anchor for a heading text."""
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


anchor_cache = {}


def anchors(path):
    if path not in anchor_cache:
        found, seen, in_fence = set(), {}, False
        with open(path, encoding="utf-8") as f:
            for line in f:
                if FENCE.match(line):
                    in_fence = not in_fence
                    continue
                m = None if in_fence else re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
                if m:
                    base = slug(m.group(1))
                    n = seen.get(base, 0)
                    seen[base] = n + 1
                    found.add(base if n == 0 else f"{base}-{n}")
        anchor_cache[path] = found
    return anchor_cache[path]


section_cache = {}


def sections(path):
    """Heading texts and bold paragraph leads of a page, lower case, without
    backticks."""
    if path not in section_cache:
        names, in_fence = [], False
        with open(path, encoding="utf-8") as f:
            for line in f:
                if FENCE.match(line):
                    in_fence = not in_fence
                    continue
                if in_fence:
                    continue
                m = (re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line) or
                     re.match(r"^\s*(?:[-*]\s+)?\*\*(.+?)\*\*", line))
                if m:
                    names.append(m.group(1).replace("`", "").lower())
        section_cache[path] = names
    return section_cache[path]


def check_target(source_dir, target):
    """An error message for a relative link target, or None."""
    path, _, anchor = target.partition("#")
    full = os.path.normpath(os.path.join(source_dir, path)) if path else None
    if full is not None and not os.path.exists(full):
        return f"no such file: {path}"
    page = full if full is not None else None
    if anchor and page is not None and page.endswith(".md"):
        if anchor not in anchors(page):
            return f"no heading #{anchor} in {os.path.relpath(page, root)}"
    return None


def markdown_files():
    files = []
    if os.path.isfile(os.path.join(root, "README.md")):
        files.append(os.path.join(root, "README.md"))
    for d, dirs, names in os.walk(os.path.join(root, "docs")):
        dirs.sort()
        files.extend(os.path.join(d, n) for n in sorted(names) if n.endswith(".md"))
    return files


def source_files():
    for top in SCOPE:
        path = os.path.join(root, top)
        if os.path.isfile(path):
            yield path
        for d, dirs, names in os.walk(path):
            dirs[:] = sorted(x for x in dirs if x not in SKIP_DIRS)
            for n in sorted(names):
                yield os.path.join(d, n)


problems = 0


def report(path, lineno, text, why):
    global problems
    problems += 1
    print(f"{os.path.relpath(path, root)}:{lineno}: {text}  [{why}]")


checked_links = 0
for md in markdown_files():
    in_fence = False
    with open(md, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for i, line in enumerate(lines, 1):
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        for m in LINK.finditer(INLINE_CODE.sub("", line)):
            target = m.group(1)
            if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target):
                continue  # an absolute URL
            checked_links += 1
            if target.startswith("#"):
                if target[1:] not in anchors(md):
                    report(md, i, m.group(0), f"no heading {target} here")
                continue
            why = check_target(os.path.dirname(md), target)
            if why:
                report(md, i, m.group(0), why)

checked_mentions = 0
for path in source_files():
    rel = os.path.relpath(path, root)
    if SKIP_FILES.match(rel):
        continue
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
    except (UnicodeDecodeError, OSError):
        continue  # not a text file
    for i, line in enumerate(lines, 1):
        for m in MENTION.finditer(line):
            if line[max(0, m.start() - 2):m.start()] == "](":
                continue  # a markdown link's target, checked above
            checked_mentions += 1
            target = "docs/" + m.group(1) + (m.group(2) or "")
            why = check_target(root, target)
            quoted = m.group(3)
            if not why and quoted:
                page = os.path.join(root, "docs", m.group(1))
                name = quoted.replace("`", "").lower()
                if not any(name in s for s in sections(page)):
                    why = f"no section \"{quoted}\" in docs/{m.group(1)}"
            if why:
                report(path, i, m.group(0), why)

if problems:
    print(f"check-doc-links: {problems} broken links or mentions of docs/",
          file=sys.stderr)
    sys.exit(1)
print(f"check-doc-links: {checked_links} links in README.md and docs/, "
      f"{checked_mentions} mentions of docs/ pages: all resolve")
