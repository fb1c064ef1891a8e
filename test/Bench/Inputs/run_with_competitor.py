#!/usr/bin/env python3
"""Runs a command on one CPU beside a busy loop on the same CPU.

  run_with_competitor.py CPU -- COMMAND...

Both are pinned to CPU, so the command gets at most about half of that
core: its CPU seconds grow at most half as fast as the wall clock, whatever
the rest of the machine does, and a time limit that counts CPU seconds
instead of wall-clock seconds takes at least twice as long to end. Prints
the command's wall-clock and CPU seconds to stderr after its own output,
and exits with its status.
"""
import os
import resource
import subprocess
import sys
import time


def main():
    cpu = int(sys.argv[1])
    assert sys.argv[2] == "--"
    os.sched_setaffinity(0, {cpu})
    busy = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        start = time.monotonic()
        r = subprocess.run(sys.argv[3:])
        wall = time.monotonic() - start
        # Only the command has been waited for so far: the children's
        # usage is its own.
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    finally:
        busy.kill()
        busy.wait()
    cpu_s = usage.ru_utime + usage.ru_stime
    sys.stderr.write(f"competitor run: {wall:.2f} wall s, {cpu_s:.2f} CPU s\n")
    return r.returncode


if __name__ == "__main__":
    sys.exit(main())
