#!/usr/bin/env python3
"""Mutation fuzzer for amp2hip: "never crash, never hang" (see docs/fuzzing.md).

Takes seed files, mutates them (line deletions, duplications and swaps, token
deletions, duplications and replacements with C++/AMP tokens, truncation at a
random byte), runs `amp2hip MUTANT -o OUT -- -I SEED_DIR` on each with a time
bound, and reports every run that does not end with exit 0, 1 or 2 in time
(a signal, any other status, a sanitizer report, a timeout) as a finding.
Mutant I of seed N is the same on every machine and for any -j.

Usage (from anywhere; Python 3 standard library only):
  scripts/fuzz.py [--count N | --seconds S] [--seed N] [-j N] [--timeout S]
                  [--seeds DIR]... [-I DIR]... [--no-default-seeds]
                  [--amp2hip PATH] [--out DIR]
  scripts/fuzz.py --replay FINDING_DIR     re-run a saved finding

Defaults: seeds samples/*/*.cpp and test/tool/**/*.cpp (plus every *.cpp under
each --seeds DIR), --count 100 unless --seconds is given, --seed 1, -j 1,
--timeout 30, --amp2hip build/tool/amp2hip, --out build/fuzz/findings.
Each finding is saved as OUT/<seed>-<index>/ with mutant.cpp, the command in
cmd.sh and the status and stderr tail in result.txt.
Prints `fuzz: N inputs, M findings, T s`; exit status 1 if there were findings,
2 on a usage error, 0 otherwise. Progress goes to stderr every 10 s.
"""
import argparse
import concurrent.futures
import glob
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOKENS = ["restrict(amp)", "tile_static", "{", "}", "(", ")", ";", "<", ">",
          "[=]", "&", "*", "index<2>", "parallel_for_each"]
TOKEN_RE = re.compile(r"[A-Za-z_]\w*|\d[\w.]*|\S")
SOURCE_LINE_RE = re.compile(r"^\s*\d*\s*\|")
SANITIZER_MARKS = ("ERROR: AddressSanitizer", "ERROR: LeakSanitizer",
                   "runtime error:", "PLEASE submit a bug report",
                   "LLVM ERROR", "Assertion `")


def default_seeds():
    files = sorted(glob.glob(os.path.join(REPO, "samples", "*", "*.cpp")))
    files += sorted(glob.glob(os.path.join(REPO, "test", "tool", "**", "*.cpp"),
                              recursive=True))
    return files


def mutate(text, rng):
    """One to four random edits of text; returns (text, list of edit names)."""
    edits = []
    for _ in range(rng.randint(1, 4)):
        lines = text.split("\n")
        kind = rng.choice(["del_line", "dup_line", "swap_lines", "del_tok",
                           "dup_tok", "rep_tok", "ins_tok", "truncate"])
        if kind.endswith("line") or kind == "swap_lines":
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            if kind == "del_line":
                del lines[i]
            elif kind == "dup_line":
                lines.insert(i, lines[i])
            else:
                lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
            edits.append("%s@%d" % (kind, i + 1))
        elif kind == "truncate":
            if rng.random() > 0.3:  # truncation ends the mutant: keep it rarer
                continue
            cut = rng.randrange(len(text) + 1)
            text = text[:cut]
            edits.append("truncate@%d" % cut)
        else:
            toks = list(TOKEN_RE.finditer(text))
            if not toks:
                continue
            m = rng.choice(toks)
            new = {"del_tok": "", "dup_tok": m.group() + " " + m.group(),
                   "rep_tok": rng.choice(TOKENS),
                   "ins_tok": rng.choice(TOKENS) + " " + m.group()}[kind]
            text = text[:m.start()] + new + text[m.end():]
            edits.append("%s@%d" % (kind, m.start()))
    return text, edits


INCLUDES = []  # -I DIR options, added after the seed's own folder


def command(amp2hip, mutant, out, seed_file):
    cmd = [amp2hip, mutant, "-o", out, "--", "-I", os.path.dirname(seed_file)]
    for d in INCLUDES:
        cmd += ["-I", os.path.abspath(d)]
    return cmd


def run_one(amp2hip, mutant, out, seed_file, timeout):
    """Runs amp2hip; returns (problem or None, rc, stderr text)."""
    cmd = command(amp2hip, mutant, out, seed_file)
    try:
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           timeout=timeout)
    except subprocess.TimeoutExpired as e:
        err = (e.stderr or b"").decode("utf-8", "replace")
        return "timeout after %g s" % timeout, None, err
    err = p.stderr.decode("utf-8", "replace")
    return classify(p.returncode, err), p.returncode, err


def classify(rc, err):
    """None for a clean end (0, 1 or 2, no crash report), else what went wrong."""
    if rc < 0:
        return "signal %d" % -rc
    if rc not in (0, 1, 2):
        return "exit status %d" % rc
    # Clang's diagnostics quote the input ("  15 | text"): a mark there is no finding.
    own = "\n".join(l for l in err.splitlines() if not SOURCE_LINE_RE.match(l))
    for mark in SANITIZER_MARKS:
        if mark in own:
            return "stderr has %r" % mark
    return None


def save_finding(outdir, name, text, seed_file, edits, amp2hip, problem, err):
    d = os.path.join(outdir, name)
    os.makedirs(d, exist_ok=True)
    mutant = os.path.join(d, "mutant.cpp")
    with open(mutant, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)
    cmd = command(os.path.abspath(amp2hip), "mutant.cpp", "/dev/null", seed_file)
    with open(os.path.join(d, "cmd.sh"), "w") as f:
        f.write("#!/bin/sh\n# from %s, edits: %s\ncd \"$(dirname \"$0\")\" && %s\n"
                % (os.path.relpath(seed_file, REPO), " ".join(edits),
                   " ".join(shlex.quote(c) for c in cmd)))
    tail = "\n".join(err.splitlines()[-40:])
    with open(os.path.join(d, "result.txt"), "w") as f:
        f.write("%s\nstderr (tail):\n%s\n" % (problem, tail))
    return d


def replay(finding, timeout):
    """Re-runs a saved finding's cmd.sh; 1 if it is still a finding."""
    try:
        p = subprocess.run(["sh", os.path.join(finding, "cmd.sh")], timeout=timeout,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    except subprocess.TimeoutExpired:
        print("fuzz: replay %s: timeout after %g s" % (finding, timeout))
        return 1
    err = p.stderr.decode("utf-8", "replace")
    sys.stderr.write(err)
    # sh reports a signal of its child as 128 + N
    problem = classify(p.returncode if p.returncode <= 128 else -(p.returncode - 128), err)
    print("fuzz: replay %s: exit status %d%s" % (finding, p.returncode,
          ": " + problem if problem else ""))
    return 1 if problem else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int)
    ap.add_argument("--seconds", type=float)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-j", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--seeds", action="append", default=[], metavar="DIR")
    ap.add_argument("--no-default-seeds", action="store_true")
    ap.add_argument("-I", dest="includes", action="append", default=[], metavar="DIR",
                    help="an include folder for amp2hip (e.g. the suite's amp_test_lib/inc)")
    ap.add_argument("--amp2hip", default=os.path.join(REPO, "build", "tool", "amp2hip"))
    ap.add_argument("--out", default=os.path.join(REPO, "build", "fuzz", "findings"))
    ap.add_argument("--replay", metavar="FINDING_DIR")
    a = ap.parse_args()
    INCLUDES.extend(a.includes)
    if a.replay:
        return replay(a.replay, a.timeout)
    if not os.access(a.amp2hip, os.X_OK):
        print("fuzz: %s is not an executable" % a.amp2hip, file=sys.stderr)
        return 2
    seeds = [] if a.no_default_seeds else default_seeds()
    for d in a.seeds:
        seeds += sorted(glob.glob(os.path.join(d, "**", "*.cpp"), recursive=True))
    if not seeds:
        print("fuzz: no seed files", file=sys.stderr)
        return 2
    texts = {}
    for s in seeds:
        with open(s, encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
        # Files that crash Clang on purpose (`#pragma clang __debug crash`,
        # the lit test of the crash recovery) are left out, as
        # fuzz-inprocess.sh leaves them out: the recovered crash abandons the
        # parse's memory, which LeakSanitizer reports (the sanitized
        # translator scripts/test.sh builds).
        if "pragma clang __debug" in text:
            continue
        texts[s] = text
    seeds = [s for s in seeds if s in texts]
    count = a.count if a.count is not None else (None if a.seconds else 100)

    work = tempfile.mkdtemp(prefix="amp2hip-fuzz-")
    lock = threading.Lock()
    state = {"done": 0, "findings": 0, "next": 0}
    start = time.monotonic()
    deadline = start + a.seconds if a.seconds else None

    def next_index():
        with lock:
            if count is not None and state["next"] >= count:
                return None
            if deadline is not None and time.monotonic() >= deadline:
                return None
            state["next"] += 1
            return state["next"] - 1

    def worker(w):
        while True:
            i = next_index()
            if i is None:
                return
            rng = random.Random("%d:%d" % (a.seed, i))
            seed_file = rng.choice(seeds)
            text, edits = mutate(texts[seed_file], rng)
            mutant = os.path.join(work, "w%d.cpp" % w)
            out = os.path.join(work, "w%d.hip.cpp" % w)
            with open(mutant, "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write(text)
            if os.path.exists(out):
                os.remove(out)
            problem, rc, err = run_one(a.amp2hip, mutant, out, seed_file, a.timeout)
            with lock:
                state["done"] += 1
                if problem:
                    state["findings"] += 1
            if problem:
                d = save_finding(a.out, "%d-%d" % (a.seed, i), text, seed_file,
                                 edits, a.amp2hip, problem, err)
                print("fuzz: finding: %s: %s (%s)" % (d, problem,
                      os.path.relpath(seed_file, REPO)), file=sys.stderr)

    threads = [threading.Thread(target=worker, args=(w,), daemon=True)
               for w in range(max(1, a.j))]
    for t in threads:
        t.start()
    last = time.monotonic()
    while any(t.is_alive() for t in threads):
        for t in threads:
            t.join(1.0)
        if time.monotonic() - last >= 10:
            last = time.monotonic()
            el = last - start
            print("fuzz: %d inputs, %d findings, %.0f s (%.2f inputs/s)"
                  % (state["done"], state["findings"], el, state["done"] / el),
                  file=sys.stderr, flush=True)
    shutil.rmtree(work, ignore_errors=True)
    el = time.monotonic() - start
    print("fuzz: %d inputs, %d findings, %.0f s" % (state["done"], state["findings"], el))
    return 1 if state["findings"] else 0


if __name__ == "__main__":
    sys.exit(main())
