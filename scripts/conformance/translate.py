#!/usr/bin/env python3
"""Translate the conformance suite with amp2hip: one job per test and definition set.

  translate.py --suite SUITE --work WORK [--amp2hip PATH] [-j N] [--timeout 60]
               [--filter REGEX]

For each job (see suite.py) it runs
  amp2hip --root SUITE --out-dir WORK/src/<job> SUITE/Tests/.../test.cpp --
          -I SUITE/amp_test_lib/inc -DNAME=VALUE... [-include SUITE/test_main.h]
and first translates the helper library, each SUITE/amp_test_lib/src/*.cpp into
WORK/lib-parts/<name>/, merged into WORK/lib/ (sources and amp_test_lib/inc headers).

Writes:
  WORK/translate.jsonl   one JSON object per job (fields: see record())
  WORK/lib.jsonl         one per helper library source
  WORK/logs/<job>.txt    amp2hip's stderr when it was not silent (first 20 KB)
  WORK/meta.json         the command, the date, the tool, the conf problems
With --filter only the matching tests are translated again; the other results in
translate.jsonl are kept. Progress goes to stderr: [12/2732] Tests/... ok.
"""

import argparse
import concurrent.futures
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import time

import diagnostics
import suite

LOG_LIMIT = 20000


def amp2hip_command(amp2hip, suite_dir, out_dir, source, defs=(), include_main=False):
    """The amp2hip command line of one translation (a list)."""
    cmd = [amp2hip, "--root", suite_dir, "--out-dir", out_dir, source, "--",
           "-I", os.path.join(suite_dir, "amp_test_lib", "inc")]
    cmd += ["-D%s=%s" % (k, v) for k, v in defs]
    if include_main:
        cmd += ["-include", os.path.join(suite_dir, "test_main.h")]
    return cmd


def run_amp2hip(cmd, out_dir, timeout):
    """Run one translation into a fresh out_dir: (rc or None, timed_out, stderr, seconds)."""
    shutil.rmtree(out_dir, ignore_errors=True)
    os.makedirs(out_dir)
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=timeout)
        rc, timed_out = proc.returncode, False
        err = proc.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as e:
        rc, timed_out = None, True
        err = (e.stderr or b"").decode("utf-8", "replace")
    except OSError as e:
        rc, timed_out, err = 2, False, "amp2hip: error: cannot run %s: %s\n" % (cmd[0], e)
    return rc, timed_out, err, time.monotonic() - start


def short_path(text, suite_dir):
    """text with the suite's absolute path removed (keeps logs and records short)."""
    if text is None:
        return None
    return text.replace(suite_dir.rstrip(os.sep) + os.sep, "")


def fallback_error(err):
    """Without a diagnostic in Clang's form: the first line that says error, else the last."""
    lines = [l.strip() for l in err.splitlines() if l.strip()]
    return next((l for l in lines if re.search(r"error", l, re.IGNORECASE)),
                lines[-1] if lines else "")[:400] or None


def record(job, rc, timed_out, err, seconds, suite_dir):
    """The result of one job, as written to translate.jsonl."""
    test_path = os.path.join(suite_dir, job.test)
    diags = diagnostics.parse(err)
    status = diagnostics.translation_status(rc, timed_out)
    first = diagnostics.first_error(diags)
    rec = {
        "job": job.id, "test": job.test, "chapter": job.chapter,
        "defs": job.defs, "def_index": job.def_index, "conf": job.conf,
        "negative": job.negative, "compile_only": job.compile_only,
        "own_main": job.own_main, "expected_lines": job.expected_lines,
        "any_line": job.any_line, "rc": rc, "status": status,
        "ids": diagnostics.ids_in_file(diags, test_path),
        "all_ids": sorted({d.id for d in diags if d.id}),
        "first_id": diagnostics.first_id(diags),
        "first_error": short_path(first.raw if first else fallback_error(err), suite_dir),
        "seconds": round(seconds, 2),
    }
    if job.negative:
        rec["outcome"] = diagnostics.negative_outcome(status, diags, test_path,
                                                      job.expected_lines)
    return rec


def translate_job(job, args):
    out_dir = os.path.join(args.work, "src", job.id)
    cmd = amp2hip_command(args.amp2hip, args.suite, out_dir,
                          os.path.join(args.suite, job.test), job.defs, job.own_main)
    rc, timed_out, err, seconds = run_amp2hip(cmd, out_dir, args.timeout)
    if rc != 0:
        shutil.rmtree(out_dir, ignore_errors=True)
    write_log(args.work, job.id, cmd, err, args.suite)
    return record(job, rc, timed_out, err, seconds, args.suite)


def write_log(work, name, cmd, err, suite_dir):
    path = os.path.join(work, "logs", name + ".txt")
    if not err.strip():
        if os.path.exists(path):
            os.remove(path)
        return
    with open(path, "w", encoding="utf-8") as f:
        f.write("$ " + " ".join(cmd) + "\n")
        f.write(short_path(err[:LOG_LIMIT], suite_dir))
        if len(err) > LOG_LIMIT:
            f.write("\n[... %d more bytes]\n" % (len(err) - LOG_LIMIT))


def translate_library(args):
    """Translate amp_test_lib/src/*.cpp into WORK/lib-parts/<name>, merge into WORK/lib."""
    src_dir = os.path.join(args.suite, "amp_test_lib", "src")
    sources = sorted(n for n in os.listdir(src_dir) if n.endswith(".cpp"))
    lib_dir = os.path.join(args.work, "lib")
    shutil.rmtree(lib_dir, ignore_errors=True)
    os.makedirs(lib_dir)
    results = []
    for name in sources:
        stem = os.path.splitext(name)[0]
        out_dir = os.path.join(args.work, "lib-parts", stem)
        cmd = amp2hip_command(args.amp2hip, args.suite, out_dir, os.path.join(src_dir, name))
        rc, timed_out, err, seconds = run_amp2hip(cmd, out_dir, args.timeout)
        write_log(args.work, "lib-" + stem, cmd, err, args.suite)
        status = diagnostics.translation_status(rc, timed_out)
        first = diagnostics.first_error(diagnostics.parse(err))
        first = first.raw if first else fallback_error(err)
        results.append({"source": "amp_test_lib/src/" + name, "status": status, "rc": rc,
                        "first_error": short_path(first or "", args.suite) or None,
                        "seconds": round(seconds, 2)})
        print("[lib] amp_test_lib/src/%s %s" % (name, status), file=sys.stderr)
        if status == "ok":
            shutil.copytree(out_dir, lib_dir, dirs_exist_ok=True)
    return results


def load_previous(path):
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        return {r["job"]: r for r in map(json.loads, f) if r.get("job")}


def write_jsonl(path, records):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, sort_keys=True) + "\n")
    os.replace(tmp, path)


def tool_version(amp2hip):
    """amp2hip --version's first line, and the commit of the checkout it belongs to."""
    try:
        out = subprocess.run([amp2hip, "--version"], stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, timeout=30).stdout.decode()
        version = next((l.strip() for l in out.splitlines() if l.strip()), "")
    except (OSError, subprocess.TimeoutExpired):
        version = ""
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    try:
        commit = subprocess.run(["git", "-C", repo, "describe", "--always", "--dirty"],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                timeout=30).stdout.decode().strip()
    except (OSError, subprocess.TimeoutExpired):
        commit = ""
    return version, commit


def progress_word(rec):
    if rec["negative"]:
        return "negative: " + rec["outcome"]
    return rec["status"]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--suite", required=True, help="the unpacked amp-conformance folder")
    p.add_argument("--work", required=True, help="the work folder (created)")
    p.add_argument("--amp2hip", default=os.environ.get("AMP2HIP", "build/tool/amp2hip"))
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    p.add_argument("--timeout", type=float, default=60.0, help="seconds per translation")
    p.add_argument("--filter", help="translate only the tests whose path matches this regex")
    p.add_argument("--max-def-sets", type=int, default=0,
                   help="translate only the first N definition sets of each test (a sample)")
    p.add_argument("--every", type=int, default=1, metavar="N",
                   help="translate only every N-th test (a sample: the tests in path order, "
                        "from the first; meta.json and the report say so)")
    p.add_argument("--positive-only", action="store_true",
                   help="translate only the positive tests (for the CPU or GPU runs)")
    args = p.parse_args(argv)
    args.suite = os.path.abspath(args.suite)
    args.work = os.path.abspath(args.work)
    args.amp2hip = os.path.abspath(args.amp2hip) if os.sep in args.amp2hip else args.amp2hip
    if not os.path.isdir(os.path.join(args.suite, "Tests")):
        p.error("%s has no Tests/ folder" % args.suite)
    os.makedirs(os.path.join(args.work, "logs"), exist_ok=True)

    jobs, problems = suite.make_jobs(args.suite)
    for conf, message in problems:
        print("translate: cannot use %s: %s" % (conf, message), file=sys.stderr)
    selected = [j for j in jobs if not args.filter or re.search(args.filter, j.test)]
    if args.max_def_sets > 0:
        selected = [j for j in selected if j.def_index < args.max_def_sets]
    if args.positive_only:
        selected = [j for j in selected if not j.negative]
    if args.every > 1:
        tests = sorted({j.test for j in selected})
        kept = set(tests[::args.every])
        selected = [j for j in selected if j.test in kept]

    stale = os.path.join(args.work, "bundle.json")  # a new translation needs a new bundle
    if os.path.exists(stale):
        os.remove(stale)
    lib = translate_library(args)
    write_jsonl(os.path.join(args.work, "lib.jsonl"), lib)

    results_path = os.path.join(args.work, "translate.jsonl")
    results = load_previous(results_path) if args.filter else {}
    known = {j.id for j in jobs}
    results = {k: v for k, v in results.items() if k in known}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {pool.submit(translate_job, j, args): j for j in selected}
        for n, fut in enumerate(concurrent.futures.as_completed(futures), 1):
            rec = fut.result()
            results[rec["job"]] = rec
            suffix = " [defs %d]" % rec["def_index"] if rec["defs"] else ""
            print("[%d/%d] %s%s %s" % (n, len(selected), rec["test"], suffix, progress_word(rec)),
                  file=sys.stderr, flush=True)
    write_jsonl(results_path, [results[k] for k in sorted(results)])

    version, commit = tool_version(args.amp2hip)
    meta = {"command": " ".join([os.path.basename(sys.argv[0])] + (argv or sys.argv[1:])),
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            "amp2hip": args.amp2hip, "suite": args.suite, "jobs": len(jobs),
            "version": version, "commit": commit,
            "translated": len(selected), "conf_problems": problems,
            "max_def_sets": args.max_def_sets, "every": args.every,
            "positive_only": args.positive_only}
    with open(os.path.join(args.work, "meta.json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, indent=1)
    counts = {}
    for rec in results.values():
        counts[progress_word(rec)] = counts.get(progress_word(rec), 0) + 1
    print("translate: %d jobs: %s" % (len(results), ", ".join(
        "%s %d" % kv for kv in sorted(counts.items()))), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
