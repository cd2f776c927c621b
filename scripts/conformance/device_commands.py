"""The device half's decisions, apart from running anything: how a job is built
(nvcc command lines, the paths of the unpacked bundle), how its result is classified
as the suite's runner does, how jobs are split into shards. Used by device_run.py
(copied beside it into the bundle) and by test/conformance/test_harness.py.

  classify(compile_only, build_rc, run_rc, timed_out)  -> (result, detail)
  Layout(state)                                        paths in the state folder
  job_compile_command / lib_compile_command / link_command
                              (platform "nvidia": nvcc; "cpu": the host compiler and
                              the runtime's CPU platform, docs/platforms.md)
  defines_text(defs)          the header that carries a job's definitions
  first_error_line(output)    the first compiler or linker error of a build
  parse_shard("K/N"), select(jobs, shard, pattern)
"""

import argparse
import os
import re

LOG_BYTES = 3000
TAIL_LINES = 15
_ERROR_LINE = re.compile(r"(?:^|[\s:)])(?:fatal )?error(?: #[\w-]+)?\s*:|nvcc fatal|"
                         r"undefined reference|multiple definition", re.IGNORECASE)


def classify(compile_only, build_rc, run_rc=None, timed_out=False):
    """(result, detail) of one job, as the suite's runner decides.

    result: pass | fail | skip | not-built | not-run."""
    if build_rc is None:
        return "not-built", ""
    if build_rc != 0:
        return "fail", "build"
    if compile_only:
        return "pass", "compile-only"
    if timed_out:
        return "fail", "timeout"
    if run_rc is None:
        return "not-run", ""
    if run_rc < 0:
        return "fail", "signal %d" % -run_rc
    return {0: ("pass", ""), 1: ("fail", "fail"), 2: ("skip", "skip"),
            3: ("fail", "cascade")}.get(run_rc, ("fail", "exit %d" % run_rc))


class Layout:
    """Paths of the unpacked payload and of the build products in the state folder."""

    def __init__(self, state):
        self.state = state
        self.tree = os.path.join(state, "tree")
        self.hip = os.path.join(self.tree, "hip-nvidia", "include")
        self.runtime = os.path.join(self.tree, "runtime", "include")
        self.lib = os.path.join(self.tree, "lib")
        self.lib_inc = os.path.join(self.lib, "amp_test_lib", "inc")
        self.overrides = os.path.join(self.tree, "overrides")

    def job_dir(self, job):
        return os.path.join(self.tree, "src", job["job"])

    def source(self, job):
        return os.path.join(self.job_dir(job), job["test"])

    def obj(self, name):
        return os.path.join(self.state, "obj", name + ".o")

    def exe(self, job):
        return os.path.join(self.state, "bin", job["job"])

    def defs_header(self, job):
        return os.path.join(self.state, "defs", job["job"] + ".h")

    def result(self, job):
        return os.path.join(self.state, "results", job["job"] + ".json")


PLATFORMS = ("nvidia", "cpu")


def base_flags(compiler, arch, layout, platform="nvidia"):
    """The compile flags of the samples' build for platform (cmake/Amp2Hip.cmake), no
    warnings: nvcc for "nvidia" (arch: sm_NN); the host C++ compiler for "cpu" (arch
    unused), whose <hip/hip_runtime.h> is the runtime's CPU platform."""
    if platform == "cpu":
        return [compiler, "-x", "c++", "-std=c++17", "-O2", "-pthread",
                "-DAMP2HIP_PLATFORM_CPU=1",
                "-isystem", os.path.join(layout.runtime, "amp2hip", "platform", "cpu"),
                "-include", "hip/hip_runtime.h", "-I", layout.runtime, "-I", layout.overrides]
    return [compiler, "-x", "cu", "--extended-lambda", "-std=c++17", "-O2", "-arch=" + arch,
            "-D__HIP_PLATFORM_NVIDIA__", "-isystem", layout.hip, "-I", layout.runtime,
            "-I", layout.overrides]


def defines_text(defs):
    """The header that carries a job's definitions (-DNAME=VALUE as #define lines)."""
    return "".join("#define %s %s\n" % (k, v) if v != "" else "#define %s\n" % k
                   for k, v in defs)


def job_compile_command(compiler, arch, layout, job, test_main=None, platform="nvidia"):
    """The command that compiles one job's test.cpp to its object file."""
    cmd = base_flags(compiler, arch, layout, platform)
    cmd += ["-I", os.path.join(layout.job_dir(job), "amp_test_lib", "inc")]
    if job["defs"]:
        cmd += ["-include", layout.defs_header(job)]
    if job["own_main"]:
        cmd += ["-include", test_main or os.path.join(layout.job_dir(job), "test_main.h")]
    return cmd + ["-c", layout.source(job), "-o", layout.obj(job["job"])]


def lib_compile_command(compiler, arch, layout, source, platform="nvidia"):
    """The command that compiles one translated helper library source."""
    stem = os.path.splitext(os.path.basename(source))[0]
    return base_flags(compiler, arch, layout, platform) + [
        "-I", layout.lib_inc, "-c", os.path.join(layout.lib, source),
        "-o", layout.obj("lib/" + stem)]


def link_command(compiler, arch, objects, exe, platform="nvidia"):
    """The command that links a test with the library: nvcc with the static CUDA
    runtime, or for "cpu" the host compiler with oneTBB and Boost.Context."""
    if platform == "cpu":
        return [compiler] + list(objects) + ["-o", exe, "-ltbb", "-lboost_context", "-pthread"]
    return [compiler, "-arch=" + arch, "-cudart", "static"] + list(objects) + ["-o", exe]


def first_error_line(output):
    """The first compiler or linker error line of a build output, or ''."""
    for line in output.splitlines():
        if _ERROR_LINE.search(line):
            return line.strip()[:400]
    return ""


def parse_shard(text):
    m = re.fullmatch(r"(\d+)/(\d+)", text or "1/1")
    if not m or not 1 <= int(m.group(1)) <= int(m.group(2)):
        raise argparse.ArgumentTypeError("--shard wants K/N with 1 <= K <= N")
    return int(m.group(1)), int(m.group(2))


def select(jobs, shard, pattern=None):
    """The jobs of shard (k, n): every n-th job from the k-th, optionally filtered."""
    k, n = shard
    return [j for i, j in enumerate(jobs)
            if i % n == k - 1 and (not pattern or re.search(pattern, j["test"]))]
