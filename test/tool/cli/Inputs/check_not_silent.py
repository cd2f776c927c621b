#!/usr/bin/env python3
"""No silent failure: translates each *.cpp of a folder and checks that an
input that fails (exit status 1) says why on stderr.

  check_not_silent.py AMP2HIP DIR OUT_DIR

Each input must exit with 1, and its stderr must hold an error with an
AMP2HIP ID (`...: error: ... [AMP2HIP-Ennnn]`) and an error at a place of the
program (`FILE:LINE:COL: error:` or `fatal error:`), which may be the same
line. Prints `OK <input>` or `SILENT <input>: why` per input, in name order;
exits 1 if any input fails the check.
"""
import os
import re
import subprocess
import sys

ID_ERROR = re.compile(r"^.*: error: .*\[AMP2HIP-E\d{4}\]$", re.M)
LOCATED_ERROR = re.compile(r"^[^:\n]+:\d+:\d+: (fatal )?error: ", re.M)


def main():
    tool, folder, out_dir = sys.argv[1:4]
    os.makedirs(out_dir, exist_ok=True)
    failed = False
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".cpp"):
            continue
        out = os.path.join(out_dir, name + ".hip.cpp")
        run = subprocess.run([tool, os.path.join(folder, name), "-o", out],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             universal_newlines=True, timeout=300)
        why = []
        if run.returncode != 1:
            why.append("exit status %d, not 1" % run.returncode)
        if not ID_ERROR.search(run.stderr):
            why.append("no error with an AMP2HIP ID")
        if not LOCATED_ERROR.search(run.stderr):
            why.append("no error at FILE:LINE:COL")
        if why:
            failed = True
            print("SILENT %s: %s" % (name, "; ".join(why)))
            sys.stdout.write(run.stderr)
        else:
            print("OK %s" % name)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
