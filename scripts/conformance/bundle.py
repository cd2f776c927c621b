#!/usr/bin/env python3
"""Assemble what the GPU machine needs to build and run the translated positive tests.

  bundle.py --work WORK [--out .conformance-bundle] [--repo REPO]
            [--hip-nvidia REPO/build/hip-nvidia/include] [--max-def-sets N] [--cpu]

--cpu: a bundle for device_run.py --platform cpu on this machine (scripts/conformance.sh
cpu): no HIP headers, no size limit.

The bundle (the GPU machine has python3 and nvcc, no clang and no HIP):
  device_run.py,    the device half (scripts/conformance/): it builds and runs;
  device_commands.py its nvcc command lines and classification
  jobs.jsonl        the jobs to build and run: every positive job that translated
  payload.tar.gz    lib.json               the helper library sources that translated
                    src/<job>/...          each job's translated tree, less the files
                                           it shares (dedupe.py; listed in jobs.jsonl
                                           as shared; device_run.py links them back)
                    common/...             the shared files that are not the library's
                    lib/...                the translated amp_test_lib (src/, inc/)
                    runtime/include/...    amp2hip's runtime
                    hip-nvidia/include/... HIP's headers patched for CUDA 13
                    overrides/...          scripts/conformance/overrides: headers that
                                           replace the suite's compiler-specific ones
  README.txt        how to run it
Also writes WORK/bundle.json (the bundled jobs; with --max-def-sets N, the report
leaves the other definition sets of a test out of its device outcome).
Prints the bundle's size. Exit status 1 when there is nothing to bundle.
"""

import argparse
import io
import json
import os
import shutil
import sys
import tarfile

import dedupe

HERE = os.path.dirname(os.path.abspath(__file__))
MAX_BYTES = 60 * 1024 * 1024

README = """Conformance bundle of amp2hip (made by scripts/conformance.sh bundle).
On the GPU machine, from the repository root:
  python3 .conformance-bundle/device_run.py --out "$OUT" [--shard K/N] [--budget 540]
Results: $OUT/results.jsonl, $OUT/logs/, $OUT/summary.txt, cumulative over the calls
on one machine: call again until the summary says every job is done. On a fresh
machine, copy the results.jsonl files you have into .conformance-bundle/done/ first
(any names ending in .jsonl): those jobs are not built or run again.
Bring $OUT back and run
  scripts/conformance.sh report SUITE_DIR WORK_DIR --device <that folder>...
"""


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def bundled_jobs(records, max_def_sets=0):
    """The jobs for the device: positive tests that translated (exit 0); with
    max_def_sets, only the first that many definition sets of each test."""
    keep = [r for r in records if not r["negative"] and r["status"] == "ok"
            and (not max_def_sets or r["def_index"] < max_def_sets)]
    fields = ("job", "test", "chapter", "defs", "compile_only", "own_main")
    return [{k: r[k] for k in fields} for r in sorted(keep, key=lambda r: r["job"])]


def add_tree(tar, src, arcname):
    if not os.path.isdir(src):
        raise SystemExit("bundle: error: %s does not exist" % src)
    tar.add(src, arcname=arcname)


def add_bytes(tar, arcname, data):
    info = tarfile.TarInfo(arcname)
    info.size = len(data)
    tar.addfile(info, io.BytesIO(data))


def library_sources(work):
    lib = read_jsonl(os.path.join(work, "lib.jsonl"))
    return [r["source"] for r in lib if r["status"] == "ok"], lib


def dir_size(path):
    return sum(os.path.getsize(os.path.join(d, n)) for d, _, ns in os.walk(path) for n in ns)


def main(argv=None):
    repo = os.path.dirname(os.path.dirname(HERE))
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--work", required=True)
    p.add_argument("--out", default=os.path.join(repo, ".conformance-bundle"))
    p.add_argument("--repo", default=repo, help="the amp2hip checkout (runtime/include)")
    p.add_argument("--hip-nvidia",
                   help="patched HIP headers (default: REPO/build/hip-nvidia/include)")
    p.add_argument("--max-def-sets", type=int, default=0, metavar="N",
                   help="bundle only the first N definition sets of each test (a sample, to "
                        "save device time; the report says so); default: all")
    p.add_argument("--cpu", action="store_true",
                   help="for the CPU platform here: no HIP headers, no size limit")
    args = p.parse_args(argv)
    hip_nvidia = args.hip_nvidia or os.path.join(args.repo, "build", "hip-nvidia", "include")

    jobs = bundled_jobs(read_jsonl(os.path.join(args.work, "translate.jsonl")), args.max_def_sets)
    lib_sources, lib = library_sources(args.work)
    if not jobs:
        print("bundle: error: no positive test translated: nothing to bundle", file=sys.stderr)
        return 1
    if len(lib_sources) < len(lib):
        print("bundle: warning: %d of %d helper library sources did not translate: links "
              "will fail" % (len(lib) - len(lib_sources), len(lib)), file=sys.stderr)

    shutil.rmtree(args.out, ignore_errors=True)
    os.makedirs(args.out)
    lib_dir = os.path.join(args.work, "lib")
    with tarfile.open(os.path.join(args.out, "payload.tar.gz"), "w:gz",
                      compresslevel=1 if args.cpu else 9) as tar:
        add_tree(tar, lib_dir, "lib")
        add_tree(tar, os.path.join(args.repo, "runtime", "include"), "runtime/include")
        if not args.cpu:
            add_tree(tar, hip_nvidia, "hip-nvidia/include")
        add_tree(tar, os.path.join(HERE, "overrides"), "overrides")
        job_dir = lambda job: os.path.join(args.work, "src", job["job"])  # noqa: E731
        shared = dedupe.SharedFiles(lib_dir, [job_dir(j) for j in jobs])
        for rel, path in sorted(shared.common.items()):
            tar.add(path, arcname="common/" + rel)
        for job in jobs:
            own, job["shared"] = shared.split(job_dir(job))
            for path, rel in own:
                tar.add(path, arcname="src/%s/%s" % (job["job"], rel))
        add_bytes(tar, "lib.json", json.dumps({"sources": lib_sources}).encode())
    with open(os.path.join(args.work, "cpu-bundle.json" if args.cpu else "bundle.json"), "w",
              encoding="utf-8") as f:
        json.dump({"max_def_sets": args.max_def_sets, "jobs": [j["job"] for j in jobs]}, f)
    with open(os.path.join(args.out, "jobs.jsonl"), "w", encoding="utf-8") as f:
        for job in jobs:
            f.write(json.dumps(job, sort_keys=True) + "\n")
    for script in ("device_run.py", "device_commands.py"):
        shutil.copy(os.path.join(HERE, script), args.out)
    with open(os.path.join(args.out, "README.txt"), "w", encoding="utf-8") as f:
        f.write(README)

    size = dir_size(args.out)
    print("bundle: %d jobs, %d helper library sources, %.1f MiB in %s"
          % (len(jobs), len(lib_sources), size / 1048576.0, args.out), file=sys.stderr)
    if size > MAX_BYTES and not args.cpu:
        print("bundle: error: over %d MiB: the device tool carries at most 64 MiB"
              % (MAX_BYTES >> 20), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
