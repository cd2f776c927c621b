#!/usr/bin/env python3
"""Make a CUDA-13-compatible copy of HIP's headers for HIP's NVIDIA platform.

Debian's HIP headers (ROCm 5.2) predate CUDA 12: their inline wrappers in
hip/nvidia_detail/*.h call CUDA APIs that CUDA 13 removed or changed (texture
references, cudaDeviceProp::clockRate, the old cudaMemAdvise/cudaMemPrefetchAsync
signatures, ...). This script

  1. copies the installed HIP headers (--src, e.g. /usr/include/hip) to --dst,
  2. compiles a probe translation unit with nvcc -D__HIP_PLATFORM_NVIDIA__
     against the copy,
  3. maps every `file(line): error` inside the copy's nvidia_detail/ folder to
     the enclosing inline function definition (brace matching) or, outside any
     function, to the enclosing declaration, and guards it out with
       #if 0 /* amp2hip: removed, API removed in CUDA 13 */ ... #endif
  4. repeats 2-3 until the probe compiles (at most --max-iterations rounds).

Nothing is hard-coded: the list of wrappers is derived from the errors the
installed nvcc reports. A report of what was guarded is written beside the copy
(amp2hip-patch-report.txt). The result is cached: if the stamp (nvcc version,
headers, this script) is unchanged, the copy is reused.

The last line printed on stdout is a one-line summary that CMake shows.
Exit status: 0 on success, 1 on failure (with the reason on stderr).
"""

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile

GUARD_BEGIN = "#if 0 /* amp2hip: removed, API removed in CUDA 13 */"
GUARD_END = "#endif /* amp2hip: removed */"

# Only headers below this folder of the copy are ever patched.
PATCHABLE_SUBDIR = "nvidia_detail"

PROBE_SOURCE = r"""
// amp2hip: probe for the CUDA 13 patch of HIP's NVIDIA headers.
#include <hip/hip_runtime.h>
#include <hip/hip_complex.h>
#include <hip/hip_cooperative_groups.h>
#include <hip/hip_fp16.h>

__global__ void amp2hip_probe_kernel(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
  __syncthreads();
}

int main() {
  float *d = nullptr;
  hipStream_t stream = nullptr;
  if (hipMalloc(&d, 3 * sizeof(float)) != hipSuccess)
    return 1;
  (void)hipStreamCreate(&stream);
  hipLaunchKernelGGL(amp2hip_probe_kernel, dim3(1), dim3(1), 0, stream, d, d, d, 1);
  (void)hipMemcpyAsync(d, d, sizeof(float), hipMemcpyDeviceToDevice, stream);
  (void)hipStreamSynchronize(stream);
  (void)hipStreamDestroy(stream);
  (void)hipGetErrorString(hipGetLastError());
  (void)hipFree(d);
  return 0;
}
"""

ERROR_RE = re.compile(r"^(?P<file>.+?)\((?P<line>\d+)\): (?:catastrophic )?error\b")


class PatchError(Exception):
    pass


def log(msg):
    print(f"patch_hip_for_cuda: {msg}", file=sys.stderr)


# --------------------------------------------------------------------------
# Source scanning
# --------------------------------------------------------------------------


def blank_noncode(text):
    """Return text of the same length and line structure in which comments,
    string/char literal contents and preprocessor lines are replaced by spaces.
    Newlines are kept, so offsets and line numbers stay valid."""
    out = list(text)
    i, n = 0, len(text)
    at_line_start = True  # only whitespace seen since the last newline

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if c == "\n":
            at_line_start = True
            i += 1
            continue
        if c in " \t\r\f\v":
            i += 1
            continue
        if at_line_start and c == "#":
            # Preprocessor directive, with backslash continuations.
            j = i
            while j < n:
                if text[j] == "\n" and text[j - 1] != "\\":
                    break
                j += 1
            blank(i, j)
            i = j
            continue
        at_line_start = False
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            blank(i, j)
            i = j
            continue
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                if text[j] == "\\":
                    j += 1
                elif text[j] == "\n":
                    break
                j += 1
            # Keep the quotes so that `extern "C"` stays recognisable.
            blank(i + 1, j)
            i = j + 1
            continue
        i += 1
    return "".join(out)


class Scan:
    """Brace structure of one header."""

    def __init__(self, text):
        self.text = text
        self.code = blank_noncode(text)
        self.line_starts = [0]
        for k, ch in enumerate(text):
            if ch == "\n":
                self.line_starts.append(k + 1)
        # Matching braces: list of (open, close) offsets.
        self.blocks = []
        stack = []
        for k, ch in enumerate(self.code):
            if ch == "{":
                stack.append(k)
            elif ch == "}":
                if not stack:
                    raise PatchError(f"unbalanced '}}' at line {self.line_of(k)}")
                self.blocks.append((stack.pop(), k))
        if stack:
            raise PatchError(f"unbalanced '{{' at line {self.line_of(stack[-1])}")
        self.blocks.sort()

    def line_of(self, offset):
        lo, hi = 0, len(self.line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1  # 1-based

    def line_span(self, line):
        """Offsets [begin, end) of a 1-based line, without its newline."""
        begin = self.line_starts[line - 1]
        end = self.line_starts[line] - 1 if line < len(self.line_starts) else len(self.text)
        return begin, end

    def prev_terminator(self, offset):
        """Offset just after the last ';', '{' or '}' before offset (0 if none)."""
        for k in range(offset - 1, -1, -1):
            if self.code[k] in ";{}":
                return k + 1
        return 0

    def header_of(self, open_brace):
        """Code text between the previous terminator and an opening brace."""
        return self.code[self.prev_terminator(open_brace):open_brace]

    def first_code_offset(self, begin, end):
        for k in range(begin, end):
            if not self.code[k].isspace():
                return k
        return None


CONTAINER_RE = re.compile(r'\bnamespace\b|\bextern\s*"\s*"\s*$')
TYPE_RE = re.compile(r"\b(struct|class|union|enum)\b[^()]*$")


# The end of a function definition's head, just before its body's '{'.
FUNCTION_HEAD_RE = re.compile(
    r"\)\s*(?:(?:const|volatile|noexcept|override|final|&&?)\s*)*(?:->[^;{}=]*)?$")


def classify(header):
    h = " ".join(header.split())
    if CONTAINER_RE.search(h):
        return "container"
    if TYPE_RE.search(h) and "=" not in h:
        return "type"
    return "other"


def region_for_error(scan, line):
    """(first_line, last_line, kind, name) of the construct to guard around a
    1-based error line."""
    begin, end = scan.line_span(line)
    probe = scan.first_code_offset(begin, end)
    if probe is None:
        probe = begin
    enclosing = [b for b in scan.blocks if b[0] < probe <= b[1]]  # outermost first
    func = None
    for open_b, close_b in enclosing:
        kind = classify(scan.header_of(open_b))
        if kind in ("container", "type"):
            continue
        func = (open_b, close_b)
        break
    if func is not None:
        start = scan.prev_terminator(func[0])
        stop = func[1] + 1
        kind = "function"
    else:
        # Not inside a function body: a declaration at namespace or class
        # scope, or the head of a function definition (an error in its
        # parameter list). It runs from the previous terminator to the next
        # ';' at the same depth, or to the end of the function body.
        start = scan.prev_terminator(probe)
        block_at = {b[0]: b[1] for b in scan.blocks}
        depth = 0
        stop = None
        k = start
        while k < len(scan.code):
            ch = scan.code[k]
            if ch in "([":
                depth += 1
            elif ch in ")]":
                depth -= 1
            elif ch == "{" and depth == 0:
                close = block_at[k]
                head = scan.code[start:k]
                if classify(head) == "other" and FUNCTION_HEAD_RE.search(head):
                    stop = close + 1
                    break
                k = close  # a type definition or an initializer: go on to ';'
            elif ch == "}" and depth == 0:
                break  # end of the enclosing scope
            elif ch == ";" and depth == 0:
                stop = k + 1
                break
            k += 1
        if stop is None:
            raise PatchError(f"no declaration found around line {line}")
        kind = "declaration"
    first_code = scan.first_code_offset(start, stop)
    if first_code is None:
        raise PatchError(f"empty region around line {line}")
    first_line = scan.line_of(first_code)
    last_line = scan.line_of(stop - 1)
    # Whole lines only: nothing else of the code may share the first/last line.
    fb, _ = scan.line_span(first_line)
    _, le = scan.line_span(last_line)
    if scan.code[fb:first_code].strip() or scan.code[stop:le].strip():
        raise PatchError(
            f"the {kind} around line {line} shares a line with other code; "
            "cannot guard it with whole lines")
    # Preprocessor conditionals must balance inside the region.
    depth = 0
    for ln in range(first_line, last_line + 1):
        b, e = scan.line_span(ln)
        directive = re.match(r"\s*#\s*(\w+)", scan.text[b:e])
        if not directive:
            continue
        word = directive.group(1)
        if word in ("if", "ifdef", "ifndef"):
            depth += 1
        elif word == "endif":
            depth -= 1
        elif word in ("else", "elif") and depth == 0:
            depth = -1
        if depth < 0:
            break
    if depth != 0:
        raise PatchError(
            f"the {kind} around line {line} (lines {first_line}-{last_line}) is "
            "interleaved with preprocessor conditionals")
    header = scan.code[start:(func[0] if func else stop)]
    names = re.findall(r"([A-Za-z_]\w*)\s*\(", header)
    name = names[0] if names else " ".join(header.split())[:60]
    if func and names:
        # The function's name is the identifier before the parameter list:
        # skip attribute macros like __HIP_DEPRECATED_MSG("...").
        name = names[-1]
        m = re.search(r"([A-Za-z_]\w*)\s*\((?:[^()]|\([^()]*\))*\)\s*[^()]*$", header)
        if m:
            name = m.group(1)
    return first_line, last_line, kind, name


def guard_regions(path, error_lines):
    """Guard the constructs around error_lines in path. Returns the list of
    (first_line, last_line, kind, name) guarded."""
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    scan = Scan(text)
    regions = {}
    for line in sorted(set(error_lines)):
        b, e = scan.line_span(line)
        if GUARD_BEGIN in text[b:e]:
            raise PatchError(f"{path}:{line}: error inside an amp2hip guard")
        r = region_for_error(scan, line)
        regions[(r[0], r[1])] = r
    # Drop regions nested in other regions.
    ordered = sorted(regions.values(), key=lambda r: (r[0], -r[1]))
    kept = []
    for r in ordered:
        if kept and r[0] >= kept[-1][0] and r[1] <= kept[-1][1]:
            continue
        if kept and r[0] <= kept[-1][1]:
            raise PatchError(f"{path}: overlapping regions {kept[-1][:2]} and {r[:2]}")
        kept.append(r)
    lines = text.split("\n")
    for first, last, _, _ in reversed(kept):
        lines.insert(last, GUARD_END)
        lines.insert(first - 1, GUARD_BEGIN)
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write("\n".join(lines))
    return kept


# --------------------------------------------------------------------------
# Probe compile
# --------------------------------------------------------------------------


def probe_compile(nvcc, arch, include_root, workdir, extra_flags):
    src = os.path.join(workdir, "amp2hip_probe.cu")
    obj = os.path.join(workdir, "amp2hip_probe.o")
    with open(src, "w") as f:
        f.write(PROBE_SOURCE)
    cmd = [nvcc, f"-arch={arch}", "-std=c++17", "-x", "cu", "-D__HIP_PLATFORM_NVIDIA__",
           f"-I{include_root}", "-c", src, "-o", obj] + extra_flags
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return proc.returncode, proc.stdout, cmd


def parse_errors(output):
    errors = []
    for line in output.splitlines():
        m = ERROR_RE.match(line.strip())
        if m:
            errors.append((os.path.realpath(m.group("file")), int(m.group("line")), line.strip()))
    return errors


# --------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------


def file_digest(paths):
    h = hashlib.sha256()
    for p in paths:
        for root, dirs, files in sorted(os.walk(p)) if os.path.isdir(p) else [(None, [], [p])]:
            dirs.sort()
            for name in sorted(files):
                fp = os.path.join(root, name) if root else name
                h.update(fp.encode())
                with open(fp, "rb") as f:
                    h.update(f.read())
    return h.hexdigest()


def stamp_key(args):
    nvcc_version = subprocess.run([args.nvcc, "--version"], stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True).stdout
    h = hashlib.sha256()
    h.update(nvcc_version.encode())
    h.update(args.arch.encode())
    h.update(file_digest([os.path.realpath(args.src), os.path.realpath(__file__)]).encode())
    return h.hexdigest()


def summary_line(report_path):
    with open(report_path) as f:
        for line in f:
            if line.startswith("summary: "):
                return line[len("summary: "):].strip()
    return "patched (no summary)"


def run(args):
    dst = os.path.abspath(args.dst)  # .../hip-nvidia/include/hip
    include_root = os.path.dirname(dst)
    state_dir = os.path.dirname(include_root)  # .../hip-nvidia
    os.makedirs(state_dir, exist_ok=True)
    stamp_path = os.path.join(state_dir, "amp2hip-patch.stamp")
    report_path = os.path.join(state_dir, "amp2hip-patch-report.txt")

    if not os.path.isfile(os.path.join(args.src, "hip_runtime.h")):
        raise PatchError(f"no HIP headers at {args.src} (hip_runtime.h missing); "
                         "install libamdhip64-dev")

    key = stamp_key(args)
    if (not args.force and os.path.isfile(stamp_path) and os.path.isfile(report_path)
            and os.path.isdir(dst)):
        with open(stamp_path) as f:
            if f.read().strip() == key:
                print(f"{summary_line(report_path)} (cached)")
                return 0

    if os.path.lexists(dst):
        shutil.rmtree(dst)
    shutil.copytree(args.src, dst, symlinks=True)
    for stale in (stamp_path, report_path):
        if os.path.exists(stale):
            os.remove(stale)
    patch_root = os.path.realpath(os.path.join(dst, PATCHABLE_SUBDIR))

    guarded = []  # (relpath, first, last, kind, name, iteration)
    iterations = 0
    with tempfile.TemporaryDirectory(prefix="amp2hip-probe-") as workdir:
        while True:
            rc, output, cmd = probe_compile(args.nvcc, args.arch, include_root, workdir,
                                            args.extra_flag or [])
            if rc == 0:
                break
            iterations += 1
            if iterations > args.max_iterations:
                raise PatchError(
                    f"the probe still fails to compile after {args.max_iterations} rounds of "
                    f"guarding; last output:\n{output}")
            errors = parse_errors(output)
            if not errors:
                raise PatchError("nvcc failed without a `file(line): error` location:\n"
                                 f"$ {' '.join(cmd)}\n{output}")
            foreign = [e for e in errors if not e[0].startswith(patch_root + os.sep)]
            if foreign:
                raise PatchError(
                    "nvcc reports errors outside HIP's nvidia_detail headers, which this "
                    "patch does not touch:\n" + "\n".join(e[2] for e in foreign) +
                    f"\n$ {' '.join(cmd)}\n{output}")
            by_file = {}
            for path, line, _ in errors:
                by_file.setdefault(path, []).append(line)
            for path, lines in sorted(by_file.items()):
                try:
                    done = guard_regions(path, lines)
                except PatchError as e:
                    raise PatchError(f"{path}: {e}\nnvcc output:\n{output}") from None
                rel = os.path.relpath(path, os.path.realpath(dst))
                for first, last, kind, name in done:
                    guarded.append((rel, first, last, kind, name, iterations))
                    log(f"round {iterations}: guarded {kind} {name} ({rel}:{first}-{last})")

    files = sorted({g[0] for g in guarded})
    functions = sum(1 for g in guarded if g[3] == "function")
    summary = (f"guarded {len(guarded)} wrapper(s) ({functions} function definition(s), "
               f"{len(guarded) - functions} declaration(s)) in {len(files)} file(s) "
               f"after {iterations} round(s)")
    with open(report_path, "w") as f:
        f.write("# amp2hip: CUDA 13 patch of HIP's NVIDIA headers\n")
        f.write(f"# source: {os.path.realpath(args.src)}\n# nvcc: {args.nvcc}\n")
        f.write("# line numbers refer to the patched copy at the time of the round\n")
        for rel, first, last, kind, name, it in guarded:
            f.write(f"round {it}: {kind} {name} {rel}:{first}-{last}\n")
        f.write(f"summary: {summary}\n")
    with open(stamp_path, "w") as f:
        f.write(key + "\n")
    print(summary)
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--src", required=True, help="installed HIP headers, e.g. /usr/include/hip")
    ap.add_argument("--dst", required=True,
                    help="where the copy goes; must end in .../include/hip")
    ap.add_argument("--nvcc", required=True, help="path to nvcc")
    ap.add_argument("--arch", default="sm_90", help="nvcc -arch for the probe")
    ap.add_argument("--max-iterations", type=int, default=8)
    ap.add_argument("--extra-flag", action="append", help="extra nvcc flag for the probe")
    ap.add_argument("--force", action="store_true", help="ignore the cached copy")
    args = ap.parse_args()
    if os.path.basename(os.path.normpath(args.dst)) != "hip":
        ap.error("--dst must end in /hip (it is used as <include-root>/hip)")
    try:
        return run(args)
    except (PatchError, OSError, subprocess.SubprocessError) as e:
        print(f"patch_hip_for_cuda: error: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
