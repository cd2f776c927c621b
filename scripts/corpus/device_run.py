#!/usr/bin/env python3
"""Device half of the corpus harness: build each translated project with nvcc, run it.

Runs on the GPU machine (python3, nvcc, the NVIDIA driver; no clang, no HIP) from the
repository root, with the bundle made by `scripts/corpus.py bundle`:

  python3 .corpus-bundle/device_run.py --out DIR [-j 16] [--run-parallel 4]
      [--timeout 60] [--state .corpus-device] [--nvcc /usr/local/cuda/bin/nvcc]
      [--arch sm_90] [--filter REGEX]

Each project's translated sources are compiled as the samples' NVIDIA build compiles
(device_commands.base_flags: nvcc -x cu -std=c++17 -O2 --extended-lambda
-D__HIP_PLATFORM_NVIDIA__, HIP's headers and the runtime's), with the project's include
folders and definitions (through a header: nvcc splits -D values at commas), with
-fmad=false for a project whose floating-point model is not Fast (the job's
"fp_contract_off", as the CMake package's FP_CONTRACT_OFF), and linked
(`-cudart static`). Each program then runs once in a folder holding the data files of
its project's folder, with no input (stdin is /dev/null) and --timeout seconds.

A static library or DLL project is compiled and archived; a program links the archives of
the library projects its linker settings name (the job's "links", see bundle.py).

A program whose linker settings name the user's LAPACK (`$(LAPACK_LIB_FILES_64)`, the job's
"environment") links the bundle's host LAPACK and BLAS. These export Fortran's names
(`sgemm_`), the programs call MKL's on Windows (`SGEMM`, without the hidden lengths of
character arguments, which the reference routines do not read): for each such name the
program's objects leave undefined, a one-instruction function (`SGEMM: jmp sgemm_`) is
assembled beside them and linked, so the arguments reach the routine as the program passed
them.

Outcomes: not-built (a source is missing from the translation), build-error (the first
compiler or linker error is the cause), built-library (a static library or DLL project:
its sources compiled, nothing to run), ran (exit status 0), run-failed (another exit
status or a signal; the output's last line is the cause), run-timeout. A program whose run
fails with the runtime's illegal-address message (which names -DAMP2HIP_DIRECTX_BOUNDS,
docs/features/directx-bounds.md) is built again with that definition and run again; its
record then says "directx_bounds": true and keeps the first run's cause as "first_cause".
Writes DIR/results.jsonl (one line per project: outcome, cause, seconds, output tail),
DIR/logs/<name>.build.txt and .run.txt, and prints one line per project.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time

from device_commands import base_flags, defines_text, first_error_line, link_command

HERE = os.path.dirname(os.path.abspath(__file__))


class Layout:
    """Paths in the state folder, as base_flags expects them (hip, runtime, overrides)."""

    def __init__(self, state):
        self.state = state
        self.hip = os.path.join(state, "hip-nvidia", "include")
        self.runtime = os.path.join(state, "runtime", "include")
        self.overrides = os.path.join(state, "overrides")
        # oneTBB, when the bundle carries it (the runtime's PPL is oneTBB).
        self.tbb_include = os.path.join(state, "tbb", "include")
        self.tbb_lib = os.path.join(state, "tbb", "lib")
        # The host LAPACK and BLAS, when a project links them (bundle.add_lapack).
        self.lapack_lib = os.path.join(state, "lapack", "lib")
        self.lapack_routines = os.path.join(state, "lapack", "routines.txt")


def run(cmd, timeout, cwd=None):
    """(rc or None on timeout, output text, seconds); rc < 0: killed by that signal."""
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, timeout=timeout, cwd=cwd)
        rc, out = proc.returncode, proc.stdout
    except subprocess.TimeoutExpired as error:
        rc, out = None, error.stdout or b""
    except OSError as error:
        rc, out = 127, str(error).encode()
    return rc, out.decode("utf-8", "replace"), time.monotonic() - start


def work_folder(job, layout):
    """Where job's objects and program go (a rebuild with other definitions, the job's
    "variant", gets its own)."""
    return os.path.join(layout.state, "build", job["name"] + job.get("variant", ""))


def compile_commands(job, layout, options):
    """The commands that compile job's sources: [(object, command)]."""
    tree = os.path.join(layout.state, "tree", job["name"])
    work = work_folder(job, layout)
    os.makedirs(work, exist_ok=True)
    defs = os.path.join(work, "defines.h")
    with open(defs, "w", encoding="utf-8") as sink:
        sink.write(defines_text(job["defines"]))
    flags = base_flags(options.nvcc, options.arch, layout)
    for folder in job["includes"]:
        flags += ["-I", os.path.join(tree, folder)]
    flags += ["-include", defs]
    if job.get("openmp"):
        flags += ["-Xcompiler=-fopenmp"]  # the host code's #pragma omp (MSVC's /openmp)
    if job.get("fp_contract_off"):
        # MSVC's /fp:precise: no fused multiply-add the source does not write.
        flags += ["-fmad=false", "-Xcompiler=-ffp-contract=off"]
    if os.path.isdir(layout.tbb_include):
        flags += ["-isystem", layout.tbb_include]
    # C sources (f2c's reference BLAS) are compiled as C, as Visual Studio compiles a .c
    # file: nvcc hands them to the host C compiler.
    c_flags = [f for f in flags if f not in ("-x", "cu", "--extended-lambda", "-std=c++17")]
    commands = []
    for index, source in enumerate(job["sources"]):
        obj = os.path.join(work, "%d.o" % index)
        chosen = c_flags if source.lower().endswith(".c") else flags
        commands.append((obj, chosen + ["-c", os.path.join(tree, source), "-o", obj]))
    return commands


def compile_all(jobs, layout, options, pool):
    """Compiles every source of every job, in parallel over all of them (a project of 20
    sources takes as long as its slowest one): {job name: (objects, log, cause)}."""
    work = []
    # The projects of most sources first: the pool ends with short work.
    for job in sorted(jobs, key=lambda j: -len(j["sources"])):
        if not job["missing"]:
            work += [(job["name"], obj, cmd) for obj, cmd in
                     compile_commands(job, layout, options)]
    done = pool.map(lambda w: (w[0], w[1], run(w[2], options.build_timeout)), work)
    compiled = {job["name"]: ([], [], "") for job in jobs if not job["missing"]}
    for name, obj, (rc, out, _) in done:
        objects, log, cause = compiled[name]
        log.append(out)
        if rc == 0:
            objects.append(obj)
        elif not cause:
            compiled[name] = (objects, log,
                              first_error_line(out) or ("nvcc exit %s" % rc))
    return compiled


def build(job, compiled, layout, options, logs):
    """Archives or links one compiled project: (exe or None, cause)."""
    if job["missing"]:
        return None, "not translated: " + ", ".join(job["missing"])
    objects, log, cause = compiled[job["name"]]
    if cause:
        write(logs, job["name"] + ".build.txt", "".join(log))
        return None, cause
    work = work_folder(job, layout)
    if job.get("library"):
        archive = os.path.join(work, "lib%s.a" % job["stem"])
        rc, out, _ = run(["ar", "rcs", archive] + objects, options.build_timeout)
        if rc == 0:
            job["archive"] = archive
        return None, "library"  # compiled; a program links it
    exe = os.path.join(work, "program")
    # The project's libraries (its AdditionalDependencies that are library projects of the
    # corpus), twice: an archive may need one named before it.
    archives = job.get("archives", [])
    link = link_command(options.nvcc, options.arch, objects + archives + archives, exe)
    if job.get("openmp"):
        link += ["-Xcompiler=-fopenmp"]  # the host compiler's OpenMP runtime
    if os.path.isdir(layout.tbb_lib):
        link += ["-L", layout.tbb_lib, "-Xlinker=--as-needed", "-ltbb",
                 "-Xlinker=-rpath=" + layout.tbb_lib]
    if "lapack" in job.get("environment", []):
        if not os.path.isdir(layout.lapack_lib):
            return None, "the bundle carries no host LAPACK (install liblapack-dev here)"
        shim, cause = windows_lapack_names(objects + archives, work, layout, options)
        if cause:
            return None, cause
        link += shim + ["-L", layout.lapack_lib, "-llapack", "-lblas",
                        "-Xlinker=-rpath=" + layout.lapack_lib]
    rc, out, _ = run(link, options.build_timeout)
    if rc != 0:
        write(logs, job["name"] + ".build.txt", "".join(log) + out)
        # The linker's line starts with the object's section (a mangled name for C++):
        # the cause is what it says is missing.
        missing = re.search(r"undefined reference to [`'].*", out)
        return None, (missing.group(0)[:400] if missing else
                      first_error_line(out) or ("link exit %s" % rc))
    return exe, ""


def windows_lapack_names(objects, work, layout, options):
    """([object], cause): an object that defines each LAPACK or BLAS routine that objects
    call by its Windows name (SGEMM) as a jump to the routine (sgemm_); [] if none."""
    rc, out, _ = run(["nm", "-u"] + objects, options.build_timeout)
    if rc != 0:
        return [], "nm -u: " + out.strip()[-200:]
    with open(layout.lapack_routines, encoding="utf-8") as source:
        routines = set(source.read().split())
    names = sorted({symbol for line in out.splitlines() for symbol in line.split()[-1:]
                    if symbol.isupper() and symbol.lower() + "_" in routines})
    if not names:
        return [], ""
    assembly = os.path.join(work, "lapack_windows_names.s")
    with open(assembly, "w", encoding="utf-8") as sink:
        sink.write("\t.text\n")
        for name in names:
            sink.write("\t.globl %s\n\t.type %s, @function\n%s:\n\tjmp %s_@PLT\n"
                       % (name, name, name, name.lower()))
        sink.write('\t.section .note.GNU-stack,"",@progbits\n')
    obj = assembly[:-2] + ".o"
    rc, out, _ = run(["as", assembly, "-o", obj], options.build_timeout)
    if rc != 0:
        return [], "as: " + out.strip()[-200:]
    return [obj], ""


def linked_archives(job, libraries):
    """The archives of the built library jobs that job's "links" name: for each name, the
    library of the same corpus whose project is nearest to job's (the longest common
    folder: a repository can hold two copies of a solution)."""
    folder = os.path.dirname(job["project"])
    archives = []
    for name in job.get("links", []):
        candidates = [lib for lib in libraries
                      if lib.get("stem") == name and lib["corpus"] == job["corpus"]
                      and lib.get("archive")]
        if candidates:
            nearest = max(candidates, key=lambda lib: len(os.path.commonpath(
                [folder, os.path.dirname(lib["project"])])))
            archives.append(nearest["archive"])
    return archives


def execute(job, exe, layout, options, logs):
    """Runs one program in its data folder: the result record."""
    folder = os.path.join(layout.state, "run", job["name"])
    shutil.rmtree(folder, ignore_errors=True)
    data = os.path.join(layout.state, "data", job["name"])
    if os.path.isdir(data):
        shutil.copytree(data, folder)
    else:
        os.makedirs(folder)
    rc, out, seconds = run([exe], options.timeout, cwd=folder)
    tail = "\n".join(out.rstrip().splitlines()[-12:])[-2000:]
    write(logs, job["name"] + ".run.txt", out[-20000:])
    if rc is None:
        return {"outcome": "run-timeout", "cause": "more than %d s" % options.timeout,
                "seconds": round(seconds, 1), "tail": tail}
    lines = out.strip().splitlines()
    cause = "" if rc == 0 else ("exit %d: %s" % (rc, lines[-1][:300] if lines else ""))
    return {"outcome": "ran" if rc == 0 else "run-failed", "exit": rc, "cause": cause,
            "seconds": round(seconds, 1), "tail": tail}


def directx_bounds_rerun(job, result, layout, options, logs, pool):
    """A program whose run failed with the runtime's illegal-address message, which asks
    for a build with -DAMP2HIP_DIRECTX_BOUNDS (amp2hip/detail/hip_check.h), rebuilt so and
    run again, as its user would do: the new result, with "directx_bounds": true and the
    first run's cause as "first_cause"; None when the message is not there."""
    if result["outcome"] != "run-failed" or HINT not in result.get("tail", ""):
        return None
    again = dict(job, variant=".directx-bounds",
                 defines=list(job["defines"]) + [["AMP2HIP_DIRECTX_BOUNDS", ""]])
    compiled = compile_all([again], layout, options, pool)
    exe, cause = build(again, compiled, layout, options, logs)
    if not exe:
        rerun = {"outcome": "build-error", "cause": cause}
    else:
        rerun = execute(again, exe, layout, options, logs)
    return dict(rerun, directx_bounds=True, first_cause=result.get("cause", ""))


# What the runtime's message for hipErrorIllegalAddress asks for.
HINT = "-DAMP2HIP_DIRECTX_BOUNDS"


def write(folder, name, text):
    with open(os.path.join(folder, name), "w", encoding="utf-8") as sink:
        sink.write(text)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--out", required=True)
    p.add_argument("--state", default=".corpus-device")
    p.add_argument("--nvcc", default=shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc")
    p.add_argument("--arch", default="sm_90")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 4)
    p.add_argument("--run-parallel", type=int, default=4)
    p.add_argument("--timeout", type=int, default=60)
    p.add_argument("--build-timeout", type=int, default=300)
    p.add_argument("--filter")
    options = p.parse_args()
    layout = Layout(os.path.abspath(options.state))
    shutil.rmtree(layout.state, ignore_errors=True)
    os.makedirs(layout.state)
    with tarfile.open(os.path.join(HERE, "payload.tar.gz")) as tar:
        tar.extractall(layout.state)
    os.makedirs(layout.overrides, exist_ok=True)
    with open(os.path.join(HERE, "jobs.jsonl"), encoding="utf-8") as source:
        jobs = [json.loads(line) for line in source if line.strip()]
    if options.filter:
        jobs = [j for j in jobs if options.filter in j["project"]]
    logs = os.path.join(options.out, "logs")
    os.makedirs(logs, exist_ok=True)
    # Every source first, then the libraries' archives, then the programs' links.
    libraries = [j for j in jobs if j.get("library")]
    programs = [j for j in jobs if not j.get("library")]
    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        compiled = compile_all(jobs, layout, options, pool)
        built = {j["name"]: build(j, compiled, layout, options, logs) for j in libraries}
        for job in programs:
            job["archives"] = linked_archives(job, libraries)
        built.update(zip((j["name"] for j in programs),
                         pool.map(lambda j: build(j, compiled, layout, options, logs),
                                  programs)))
    built = [built[j["name"]] for j in jobs]
    results = {}
    runnable = []
    for job, (exe, cause) in zip(jobs, built):
        if exe:
            runnable.append((job, exe))
        elif cause == "library" and job.get("library"):
            results[job["name"]] = {"outcome": "built-library", "cause": ""}
        else:
            outcome = "not-built" if job["missing"] else "build-error"
            results[job["name"]] = {"outcome": outcome, "cause": cause}
    with concurrent.futures.ThreadPoolExecutor(options.run_parallel) as pool:
        ran = pool.map(lambda je: execute(je[0], je[1], layout, options, logs), runnable)
        for (job, _), result in zip(runnable, ran):
            results[job["name"]] = result
    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        for job, _ in runnable:
            rerun = directx_bounds_rerun(job, results[job["name"]], layout, options, logs,
                                         pool)
            if rerun:
                results[job["name"]] = rerun
    with open(os.path.join(options.out, "results.jsonl"), "w", encoding="utf-8") as sink:
        for job in jobs:
            record = dict(results[job["name"]], project=job["project"], corpus=job["corpus"])
            sink.write(json.dumps(record, sort_keys=True) + "\n")
            note = (" (built with -DAMP2HIP_DIRECTX_BOUNDS; first run: %s)"
                    % record["first_cause"][:120] if record.get("directx_bounds") else "")
            print("%-12s %s %s%s" % (record["outcome"], job["project"],
                                     record.get("cause", "")[:160], note), flush=True)
    counts = {}
    for result in results.values():
        counts[result["outcome"]] = counts.get(result["outcome"], 0) + 1
    print("corpus device: %d projects: %s" % (len(jobs), ", ".join(
        "%s %d" % kv for kv in sorted(counts.items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
