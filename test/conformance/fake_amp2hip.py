#!/usr/bin/env python3
"""A stand-in for amp2hip's --root/--out-dir contract, for testing the harness.

  fake_amp2hip.py --root ROOT --out-dir OUT input.cpp -- clang args

Markers in the input choose what happens:
  FAKE: error E0002    an AMP2HIP error at that line, exit 1, nothing written
  FAKE: clang-error    a Clang error at that line plus the E0001 summary, exit 1
  FAKE: crash          killed by SIGSEGV
  FAKE: hang           sleeps 30 s (the harness's timeout must stop it)
Otherwise it writes the input and every *.h under ROOT (the "headers of the
program") to OUT at their paths relative to ROOT, plus OUT/fake-args.json (its
arguments), and exits 0.
"""

import json
import os
import re
import shutil
import signal
import sys
import time


def main(argv):
    if "--" in argv:
        split = argv.index("--")
        argv, clang_args = argv[:split], argv[split + 1:]
    else:
        clang_args = []
    root = out_dir = None
    inputs = []
    i = 0
    while i < len(argv):
        if argv[i] in ("--root", "--out-dir") and i + 1 < len(argv):
            if argv[i] == "--root":
                root = argv[i + 1]
            else:
                out_dir = argv[i + 1]
            i += 2
            continue
        inputs.append(argv[i])
        i += 1
    if not root or not out_dir or len(inputs) != 1:
        print("fake_amp2hip: usage error", file=sys.stderr)
        return 2
    source = inputs[0]
    with open(source) as f:
        lines = f.read().splitlines()
    failed = False
    for number, line in enumerate(lines, 1):
        m = re.search(r"FAKE: (error (E\d{4})|clang-error|crash|hang)", line)
        if not m or "//#" in line:
            continue
        if m.group(1) == "crash":
            os.kill(os.getpid(), signal.SIGSEGV)
        if m.group(1) == "hang":
            time.sleep(30)
        if m.group(2):
            print("%s:%d:3: error: fake rejection [AMP2HIP-%s]" % (source, number, m.group(2)),
                  file=sys.stderr)
        else:
            print("%s:%d:3: error: use of undeclared identifier 'fake_name'" % (source, number),
                  file=sys.stderr)
            print("%s: error: the input could not be parsed as C++ AMP; nothing was translated "
                  "[AMP2HIP-E0001]" % source, file=sys.stderr)
        failed = True
    if failed:
        return 1
    for dirpath, _, names in os.walk(root):
        for name in names:
            path = os.path.join(dirpath, name)
            if name.endswith(".h") or os.path.samefile(path, source):
                dest = os.path.join(out_dir, os.path.relpath(path, root))
                os.makedirs(os.path.dirname(dest), exist_ok=True)
                shutil.copy(path, dest)
    with open(os.path.join(out_dir, "fake-args.json"), "w") as f:
        json.dump({"input": source, "clang_args": clang_args}, f)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
