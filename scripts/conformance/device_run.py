#!/usr/bin/env python3
"""Device half of the conformance run: build the translated tests with nvcc, run them.

Runs on the GPU machine (python3, nvcc, the NVIDIA driver; no clang, no HIP) from
the repository root, with the bundle made by `scripts/conformance.sh bundle`:

  python3 .conformance-bundle/device_run.py --out DIR [--shard K/N] [--budget SECONDS]
      [-j 16] [--run-parallel 4] [--timeout 60] [--phase all|build|run]
      [--state .conformance-device] [--nvcc /usr/local/cuda/bin/nvcc] [--arch sm_90]
      [--platform nvidia|cpu] [--cxx c++] [--filter REGEX] [--fresh]

--platform cpu builds with the host C++ compiler (--cxx) for the runtime's CPU
platform instead (docs/platforms.md; needs oneTBB and Boost.Context) and runs the
tests on the host's cores: `scripts/conformance.sh cpu` does that on this machine.

The payload is unpacked into the state folder (kept between calls, so a later call
resumes: jobs with a result are skipped; --fresh starts over; on a fresh machine,
earlier results.jsonl files copied into BUNDLE/done/ count as done); the files a job
shares with others (`shared`, see dedupe.py) are linked back into its tree. The
helper library is compiled once; then each job (in parallel, -j) is compiled with
  nvcc -x cu -std=c++17 -O2 -arch=sm_90 -D__HIP_PLATFORM_NVIDIA__ -isystem hip-nvidia/include
       -I runtime/include -I overrides -I <job>/amp_test_lib/inc
       -include <job defines header> [-include <job>/test_main.h] -c <job>/Tests/.../test.cpp
(overrides/: our replacements of the suite's compiler-specific headers; the
definitions go through a header: nvcc splits -D values at commas) and linked
with the library objects (`-cudart static`); compile_only jobs are only compiled.
Then every executable runs (--run-parallel at a time, --timeout seconds each).
Classification, as the suite's runner: build fails -> fail; exit 0 pass, 2 skip,
1 fail, 3 fail (cascade), other exit, signal or timeout -> fail; a compile_only job
passes when it compiles. With --budget, no new build or run starts after that many
seconds, so that one device command stays within its time limit.

Writes DIR/results.jsonl (every job with a result so far, all shards), DIR/logs/
(<job>.build.txt: head of the compiler output; <job>.run.txt: tail of the output;
failures only), DIR/summary.txt, and prints progress and a summary line.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time

from device_commands import (LOG_BYTES, PLATFORMS, TAIL_LINES, Layout, classify,
                             defines_text, first_error_line, job_compile_command,
                             lib_compile_command, link_command, parse_shard, select)

def run_command(cmd, timeout, cwd=None):
    """(rc or None, timed_out, output text, seconds); rc < 0: killed by that signal."""
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, timeout=timeout, cwd=cwd)
        rc, timed_out, out = proc.returncode, False, proc.stdout
    except subprocess.TimeoutExpired as e:
        rc, timed_out, out = None, True, e.stdout or b""
    except OSError as e:
        rc, timed_out, out = 127, False, str(e).encode()
    return rc, timed_out, out.decode("utf-8", "replace"), time.monotonic() - start


def tail(text, lines=TAIL_LINES):
    return "\n".join(text.rstrip().splitlines()[-lines:])[-LOG_BYTES:]


def restore_shared(layout, jobs):
    """Link (or copy) into each job's tree the files it shares (from lib/ or common/)."""
    for job in jobs:
        for rel in job.get("shared", []):
            dest = os.path.join(layout.job_dir(job), rel)
            if os.path.exists(dest):
                continue
            source = os.path.join(layout.lib, rel)
            if not os.path.exists(source):
                source = os.path.join(layout.tree, "common", rel)
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            try:
                os.link(source, dest)
            except OSError:
                shutil.copy(source, dest)


def import_done(bundle, runner, jobs):
    """Results of earlier calls (BUNDLE/done/*.jsonl, e.g. from another machine) count
    as done: copied into the state unless it has its own. Returns how many."""
    folder = os.path.join(bundle, "done")
    known = {j["job"]: j for j in jobs}
    count = 0
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            for rec in (json.loads(line) for line in f if line.strip()):
                job = known.get(rec.get("job"))
                if job and rec.get("result") not in (None, "not-built", "not-run") \
                        and runner.load(job) is None:
                    runner.save(job, rec)
                    count += 1
    return count


def prepare_state(bundle, state, fresh):
    """Unpack the payload into state/tree unless the same payload is already there."""
    payload = os.path.join(bundle, "payload.tar.gz")
    digest = hashlib.sha256()
    with open(payload, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    stamp = os.path.join(state, "payload.sha256")
    if not fresh and os.path.exists(stamp):
        with open(stamp) as f:
            if f.read() == digest.hexdigest():
                return
    shutil.rmtree(state, ignore_errors=True)
    for sub in ("tree", "obj/lib", "bin", "defs", "results", "logs", "run"):
        os.makedirs(os.path.join(state, sub))
    with tarfile.open(payload) as tar:
        tar.extractall(os.path.join(state, "tree"))
    with open(stamp, "w") as f:
        f.write(digest.hexdigest())


def pool_results(items, fn, workers, deadline):
    """Yield fn(item) as they finish; starts nothing once time.monotonic() > deadline."""
    items = iter(items)
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        running = set()
        while True:
            while len(running) < workers and time.monotonic() < deadline:
                item = next(items, None)
                if item is None:
                    break
                running.add(pool.submit(fn, item))
            if not running:
                return
            done, running = concurrent.futures.wait(
                running, return_when=concurrent.futures.FIRST_COMPLETED)
            for fut in done:
                yield fut.result()


class Runner:
    def __init__(self, args, layout):
        self.args, self.layout = args, layout

    def log(self, job, kind, text):
        with open(os.path.join(self.layout.state, "logs", "%s.%s.txt" % (job["job"], kind)),
                  "w", encoding="utf-8") as f:
            f.write(text)

    def save(self, job, res):
        with open(self.layout.result(job), "w", encoding="utf-8") as f:
            json.dump(res, f, sort_keys=True)

    def load(self, job):
        path = self.layout.result(job)
        if not os.path.exists(path):
            return None
        with open(path, encoding="utf-8") as f:
            return json.load(f)

    def build_library(self, sources):
        """Compile the library once (in parallel); returns (objects, error text or '')."""
        a = self.args

        def compile_one(source):
            stem = os.path.splitext(os.path.basename(source))[0]
            obj = self.layout.obj("lib/" + stem)
            if os.path.exists(obj):
                return obj, ""
            rc, _, out, secs = run_command(
                lib_compile_command(a.compiler, a.arch, self.layout, source, a.platform),
                a.build_timeout)
            print("[lib] %s %s (%.0f s)" % (source, "ok" if rc == 0 else "FAILED", secs),
                  file=sys.stderr, flush=True)
            if rc == 0:
                return obj, ""
            self.log({"job": "lib-" + stem}, "build", self.short(out)[:LOG_BYTES * 4])
            return None, "%s: %s" % (source, first_error_line(self.short(out)) or "exit %s" % rc)

        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
            done = list(pool.map(compile_one, sources))
        return [o for o, _ in done if o], "; ".join(e for _, e in done if e)

    def short(self, text):
        """text without the state folder's path (shorter logs and messages)."""
        return text.replace(self.layout.tree + os.sep, "").replace(self.layout.state + os.sep, "")

    def build(self, job):
        a, lay = self.args, self.layout
        res = {"job": job["job"], "test": job["test"], "compile_only": job["compile_only"]}
        if job["defs"]:
            with open(lay.defs_header(job), "w") as f:
                f.write(defines_text(job["defs"]))
        test_main = os.path.join(lay.job_dir(job), "test_main.h")
        if job["own_main"] and not os.path.exists(test_main):
            test_main = os.path.join(lay.state, "defs", "test_main_stub.h")
            with open(test_main, "w") as f:  # the suite's test_main.h, for a tree without it
                f.write("#include <amptest/runall.h>\n"
                        "runall_result test_main(void) { return runall_fail; }\n")
        rc, timed_out, out, secs = run_command(
            job_compile_command(a.compiler, a.arch, lay, job, test_main, a.platform),
            a.build_timeout)
        if rc == 0 and not job["compile_only"]:
            if self.lib_error:
                rc, out = 1, "error: the helper library did not build: " + self.lib_error
            else:
                rc, timed_out, out2, secs2 = run_command(
                    link_command(a.compiler, a.arch, [lay.obj(job["job"])] + self.lib_objects,
                                 lay.exe(job), a.platform), a.build_timeout)
                out, secs = out + out2, secs + secs2
        if os.path.exists(lay.obj(job["job"])):
            os.remove(lay.obj(job["job"]))
        out = self.short(out)
        res.update(build_rc=1 if timed_out else rc, build_s=round(secs, 1),
                   build_timeout=timed_out,
                   build_error=first_error_line(out) or ("timeout" if timed_out else ""))
        if res["build_rc"] != 0:
            self.log(job, "build", out[:LOG_BYTES])
        return job, res

    def run(self, item):
        job, res = item
        cwd = os.path.join(self.layout.state, "run", job["job"])
        os.makedirs(cwd, exist_ok=True)
        rc, timed_out, out, secs = run_command([self.layout.exe(job)], self.args.timeout, cwd=cwd)
        out = self.short(out)
        res = dict(res, run_rc=rc, run_timeout=timed_out, run_s=round(secs, 1), run_tail=tail(out))
        if rc != 0:
            self.log(job, "run", out[-LOG_BYTES:])
        return job, res


def finish(res):
    res["result"], res["detail"] = classify(res["compile_only"], res.get("build_rc"),
                                            res.get("run_rc"), res.get("run_timeout", False))
    return res


def write_outputs(out_dir, layout, jobs, runner):
    """results.jsonl, logs/ and summary.txt of every job with a result so far."""
    os.makedirs(os.path.join(out_dir, "logs"), exist_ok=True)
    results = [r for r in (runner.load(j) for j in jobs) if r]
    with open(os.path.join(out_dir, "results.jsonl"), "w", encoding="utf-8") as f:
        for r in results:
            f.write(json.dumps(finish(r), sort_keys=True) + "\n")
    logs = os.path.join(layout.state, "logs")
    for name in sorted(os.listdir(logs)):
        shutil.copy(os.path.join(logs, name), os.path.join(out_dir, "logs", name))
    counts = {}
    for r in results:
        key = r["result"] + (" (%s)" % r["detail"] if r["detail"] else "")
        counts[key] = counts.get(key, 0) + 1
    line = "device_run: %d of %d jobs done: %s" % (
        len(results), len(jobs), ", ".join("%s %d" % kv for kv in sorted(counts.items())) or "none")
    with open(os.path.join(out_dir, "summary.txt"), "w", encoding="utf-8") as f:
        f.write(line + "\n")
    return line


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--out", required=True, help="where results.jsonl, logs/ and summary.txt go")
    p.add_argument("--bundle", default=here)
    p.add_argument("--state", default=".conformance-device")
    p.add_argument("--shard", type=parse_shard, default=(1, 1))
    p.add_argument("--filter", help="only the tests whose path matches this regex")
    p.add_argument("-j", "--jobs", type=int, default=16, help="parallel compilations")
    p.add_argument("--run-parallel", type=int, default=4, help="tests running at once")
    p.add_argument("--timeout", type=float, default=60.0, help="seconds per test run")
    p.add_argument("--build-timeout", type=float, default=600.0, help="seconds per nvcc call")
    p.add_argument("--budget", type=float, help="start nothing new after this many seconds")
    p.add_argument("--phase", choices=("all", "build", "run"), default="all")
    p.add_argument("--nvcc", default=shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc")
    p.add_argument("--arch", default="sm_90")
    p.add_argument("--platform", choices=PLATFORMS, default="nvidia",
                   help="nvidia: nvcc; cpu: the host compiler (--cxx), the CPU platform")
    p.add_argument("--cxx", default=os.environ.get("CXX") or "c++",
                   help="the host C++ compiler of --platform cpu")
    p.add_argument("--fresh", action="store_true", help="forget earlier results")
    args = p.parse_args(argv)
    args.compiler = args.cxx if args.platform == "cpu" else args.nvcc
    deadline = time.monotonic() + (1e12 if args.budget is None else args.budget)

    prepare_state(args.bundle, args.state, args.fresh)
    layout = Layout(os.path.abspath(args.state))
    with open(os.path.join(args.bundle, "jobs.jsonl"), encoding="utf-8") as f:
        jobs = [json.loads(line) for line in f if line.strip()]
    with open(os.path.join(layout.tree, "lib.json"), encoding="utf-8") as f:
        lib_sources = json.load(f)["sources"]
    restore_shared(layout, jobs)
    mine = select(jobs, args.shard, args.filter)
    runner = Runner(args, layout)
    imported = import_done(args.bundle, runner, jobs)
    print("device_run: %d jobs in shard %d/%d%s" % (
        len(mine), args.shard[0], args.shard[1],
        ", %d results imported from done/" % imported if imported else ""),
        file=sys.stderr, flush=True)

    pending = [(j, runner.load(j)) for j in mine]
    if args.phase in ("all", "build"):
        to_build = [j for j, r in pending if not r]
        if to_build:
            runner.lib_objects, runner.lib_error = runner.build_library(lib_sources)
        built = pool_results(to_build, runner.build, args.jobs, deadline)
        for n, (job, res) in enumerate(built, 1):
            runner.save(job, res)
            print("[%d/%d] build %s %s (%.0f s)" % (n, len(to_build), job["job"],
                  "ok" if res["build_rc"] == 0 else "FAILED", res["build_s"]),
                  file=sys.stderr, flush=True)
        pending = [(j, runner.load(j)) for j in mine]
    if args.phase in ("all", "run"):
        to_run = [(j, r) for j, r in pending if r and r.get("build_rc") == 0
                  and not j["compile_only"] and "run_rc" not in r and not r.get("run_timeout")]
        for n, (job, res) in enumerate(pool_results(to_run, runner.run, args.run_parallel,
                                                    deadline), 1):
            runner.save(job, res)
            result, detail = classify(False, 0, res["run_rc"], res["run_timeout"])
            print("[%d/%d] run %s %s%s (%.1f s)" % (n, len(to_run), job["job"], result,
                  " (%s)" % detail if detail and detail != result else "", res["run_s"]),
                  file=sys.stderr, flush=True)
    print(write_outputs(args.out, layout, jobs, runner), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
