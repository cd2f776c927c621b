#!/usr/bin/env python3
"""Translate the same inputs with two amp2hip translators and compare.

Used by scripts/translation-diff.sh (which builds the base translator); see
its header for the command line. For each input it records the translator's
exit status, its stdout (the translation) and its stderr (the diagnostics),
and with --out-dir the files written; the two runs must agree byte for byte,
after each --path-map FROM is replaced by its TO in the text (diagnostic notes
that point into the parse headers name the copy they come from), and the line
numbers of Clang's scratch buffer (token pastes) and of notes pointing into
the parse or runtime headers are left out (a change of those headers moves
them; the input's own file, line and column are compared).

Inputs:
  - every program of samples/ and test/gpu/e2e/ (each <folder>/<name>.cpp),
    translated as the build translates it: --root <folder> --out-dir;
  - every lit input of test/tool/ (.cpp), once per `%amp2hip` command of its
    RUN lines, with lit's substitutions (%s, %inputs, %S; %t is a path in the
    job's output folder, whose files are compared);
  - with --suite DIR, every test of Microsoft's C++ AMP conformance suite
    (amp-conformance/), first definition set, with the command line of the
    conformance harness (scripts/conformance/translate.py).

Prints one line per difference and a summary; exits 1 if any input differs,
0 if none does, 2 on a usage error.
"""
import argparse
import concurrent.futures
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

TIMEOUT_S = 120


def run_translator(tool, args, cwd, out_dir=None):
    """Runs one translation; returns (rc, stdout, stderr, files)."""
    try:
        proc = subprocess.run([tool] + args, cwd=cwd, capture_output=True,
                              timeout=TIMEOUT_S)
        rc, out, err = proc.returncode, proc.stdout, proc.stderr
    except subprocess.TimeoutExpired:
        rc, out, err = "timeout", b"", b""
    files = {}
    if out_dir and os.path.isdir(out_dir):
        for root, _, names in os.walk(out_dir):
            for name in sorted(names):
                path = os.path.join(root, name)
                with open(path, "rb") as f:
                    files[os.path.relpath(path, out_dir)] = f.read()
    return rc, out, err, files


def program_jobs(repo):
    """(name, args, needs_out_dir) for every sample and e2e program."""
    jobs = []
    for top in ("samples", os.path.join("test", "gpu", "e2e")):
        base = os.path.join(repo, top)
        if not os.path.isdir(base):
            continue
        for folder in sorted(os.listdir(base)):
            path = os.path.join(base, folder)
            if not os.path.isdir(path):
                continue
            for name in sorted(os.listdir(path)):
                if not name.endswith(".cpp"):
                    continue
                src = os.path.join(path, name)
                with open(src, encoding="utf-8", errors="replace") as f:
                    if re.search(r"amp2hip-test:\s*skip", f.read()):
                        continue
                jobs.append((os.path.relpath(src, repo),
                             ["--root", path, "--out-dir", "@OUT@", src], True))
    return jobs


# The part of a RUN line that invokes the translator: from %amp2hip up to the
# first pipe or redirection.
AMP2HIP_CMD = re.compile(r"%amp2hip((?:\s+(?![|<>]|2>|&&|;)\S+)*)")


def lit_jobs(repo):
    jobs = []
    base = os.path.join(repo, "test", "tool")
    for root, dirs, names in os.walk(base):
        dirs[:] = sorted(d for d in dirs if d != "Inputs")
        for name in sorted(names):
            if not name.endswith(".cpp"):
                continue
            src = os.path.join(root, name)
            with open(src, encoding="utf-8", errors="replace") as f:
                text = f.read()
            runs = [m.group(1) for m in re.finditer(r"RUN:(.*)", text)]
            for i, line in enumerate(runs):
                for m in AMP2HIP_CMD.finditer(line):
                    words = m.group(1)
                    # lit's temporary path (%t: `-o %t.out`) is a path in the
                    # job's own output folder, whose files are compared.
                    temporary = "%t" in words
                    words = (words.replace("%s", src)
                             .replace("%inputs", os.path.join(base, "Inputs"))
                             .replace("%S", root)
                             .replace("%t", "@OUT@/t"))
                    jobs.append(("%s#%d" % (os.path.relpath(src, repo), i),
                                 shlex.split(words), temporary))
    return jobs


def suite_jobs(suite_dir):
    """The conformance harness's jobs (scripts/conformance/suite.py), first
    definition set, each with the harness's amp2hip command line."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                    "conformance"))
    import suite
    import translate
    jobs = []
    for job in suite.make_jobs(suite_dir)[0]:
        if job.def_index != 0:
            continue
        cmd = translate.amp2hip_command("amp2hip", suite_dir, "@OUT@",
                                        os.path.join(suite_dir, job.test),
                                        job.defs, job.own_main)
        jobs.append((job.test, cmd[1:], True))
    return jobs


def normalize(data, old, new):
    return data.replace(old.encode(), new.encode())


# Clang numbers the lines of its scratch buffer (token pastes) in the order
# the pastes happen, parse headers included: a note "expanded from here"
# points into it with a number that says nothing about the input.
SCRATCH = re.compile(rb"(<scratch space>:)\d+(:\d+: note: [^\n]*\n\s*)\d+( \|)")
# Diagnostics located in the parse headers or the runtime headers (Clang's
# candidates, macro definitions, errors inside the library's templates) name
# lines of those headers, which a change of the headers moves: they are
# compared without their line and column numbers, and so are the numbered
# source lines Clang prints under them. What is located in the input is
# compared as it is.
LOCATED = re.compile(rb"^(\S[^:\n]*):(\d+):(\d+): ")
HEADER_PATH = re.compile(rb"(?:tool/amp-include|runtime/include)/")
EXCERPT = re.compile(rb"^(\s*)\d+( \|)")


# A crash's stack dump (LLVM's handler: the program's arguments, then one
# frame a line) names the build's addresses and the translator's own path:
# compared as the words "stack dump".
STACK_DUMP = re.compile(rb"^Stack dump:\n(?:\d+\.\t[^\n]*\n| *#\d+ 0x[^\n]*\n)*",
                        re.M)


def normalize_all(data, path_map):
    for old, new in path_map:
        data = normalize(data, old, new)
    data = SCRATCH.sub(rb"\1N\2N\3", data)
    data = STACK_DUMP.sub(b"Stack dump: (frames not compared)\n", data)
    out, in_header = [], False
    for line in data.split(b"\n"):
        m = LOCATED.match(line)
        if m:
            in_header = bool(HEADER_PATH.search(m.group(1)))
            if in_header:
                line = m.group(1) + b":N:N: " + line[m.end():]
        elif in_header:
            line = EXCERPT.sub(rb"\1N\2", line)
        out.append(line)
    return b"\n".join(out)


def compare(job, base_tool, new_tool, path_map, new_map, repo, scratch):
    name, args, needs_out = job
    results = []
    for tag, tool in (("base", base_tool), ("new", new_tool)):
        out_dir = None
        a = list(args)
        if needs_out:
            out_dir = os.path.join(scratch, tag, re.sub(r"[^\w.]", "_", name))
            shutil.rmtree(out_dir, ignore_errors=True)
            os.makedirs(out_dir)
            a = [w.replace("@OUT@", out_dir) for w in a]
        rc, out, err, files = run_translator(tool, a, repo, out_dir)
        pm = path_map if tag == "base" else new_map
        out, err = normalize_all(out, pm), normalize_all(err, pm)
        files = {k: normalize_all(v, pm) for k, v in files.items()}
        if out_dir:
            out = normalize(out, out_dir, "@OUT@")
            err = normalize(err, out_dir, "@OUT@")
            files = {k: normalize(v, out_dir, "@OUT@") for k, v in files.items()}
        results.append((rc, out, err, files))
    (brc, bout, berr, bfiles), (nrc, nout, nerr, nfiles) = results
    what = []
    if brc != nrc:
        what.append("exit status %s -> %s" % (brc, nrc))
    if bout != nout:
        what.append("translation (stdout) differs")
    if berr != nerr:
        what.append("diagnostics (stderr) differ")
    if bfiles != nfiles:
        changed = sorted(k for k in set(bfiles) | set(nfiles)
                         if bfiles.get(k) != nfiles.get(k))
        what.append("written files differ: " + ", ".join(changed))
    detail = ""
    if berr != nerr:
        detail = diff_text(berr, nerr)
    elif bout != nout:
        detail = diff_text(bout, nout)
    return name, what, detail


def diff_text(a, b, limit=12):
    import difflib
    lines = list(difflib.unified_diff(
        a.decode(errors="replace").splitlines(),
        b.decode(errors="replace").splitlines(), "base", "new", lineterm="", n=1))
    return "\n".join("    " + l for l in lines[:limit])


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--base-tool", required=True)
    p.add_argument("--path-map", action="append", default=[],
                   metavar="FROM=TO",
                   help="a path of the base translator's headers and the "
                   "current tree's path it stands for")
    p.add_argument("--new-path-map", action="append", default=[],
                   metavar="FROM=TO",
                   help="the same for the new translator (an installed one)")
    p.add_argument("--new-tool", required=True)
    p.add_argument("--repo", required=True)
    p.add_argument("--suite", help="the conformance suite (amp-conformance/)")
    p.add_argument("--only", choices=["programs", "lit", "suite"], action="append")
    p.add_argument("--every", type=int, default=1, metavar="N",
                   help="with --suite: only every Nth test of the suite "
                   "(a deterministic sample; default: all)")
    p.add_argument("--filter", metavar="REGEX",
                   help="only the inputs whose name matches REGEX")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    p.add_argument("--verbose", action="store_true",
                   help="show the first lines of each difference")
    o = p.parse_args()
    repo = os.path.realpath(o.repo)
    path_map = [tuple(m.split("=", 1)) for m in o.path_map]
    new_map = [tuple(m.split("=", 1)) for m in o.new_path_map]
    kinds = o.only or ["programs", "lit"] + (["suite"] if o.suite else [])
    jobs = []
    if "programs" in kinds:
        jobs += program_jobs(repo)
    if "lit" in kinds:
        jobs += lit_jobs(repo)
    if "suite" in kinds:
        if not o.suite:
            p.error("--only suite needs --suite DIR")
        jobs += suite_jobs(os.path.realpath(o.suite))[::max(1, o.every)]
    if o.filter:
        jobs = [j for j in jobs if re.search(o.filter, j[0])]
    if not jobs:
        print("translation-diff: no inputs found", file=sys.stderr)
        return 2
    scratch = tempfile.mkdtemp(prefix="amp2hip-tdiff-")
    differ = 0
    done = 0
    try:
        with concurrent.futures.ThreadPoolExecutor(o.jobs) as pool:
            futures = [pool.submit(compare, j, o.base_tool, o.new_tool,
                                   path_map, new_map, repo, scratch) for j in jobs]
            for fut in futures:
                name, what, detail = fut.result()
                done += 1
                if done % 100 == 0:
                    print("translation-diff: %d of %d inputs" % (done, len(jobs)),
                          file=sys.stderr, flush=True)
                if what:
                    differ += 1
                    print("DIFF %s: %s" % (name, "; ".join(what)))
                    if o.verbose and detail:
                        print(detail)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print("translation-diff: %d inputs, %d identical, %d differ" %
          (len(jobs), len(jobs) - differ, differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
