#!/usr/bin/env python3
"""Assemble the GPU test bundle: NVIDIA binaries, expected outputs, a lit suite and lit.

  make_bundle.py --manifest build/amp2hip-programs.tsv --out .gpu-bundle \
                 --lit /usr/lib/llvm-19/build/utils/lit/lit.py [--source-root REPO]

The manifest (written by test/gpu/CMakeLists.txt) has one tab-separated line per
program: category, program, source, expected file (may be empty), NVIDIA
executable (may be empty), AMD executable (may be empty).

The bundle, self-contained (the GPU machine has python3 and the NVIDIA driver only):
  lit.cfg.py, compare_output.py, report.py   from test/gpu/
  lit/lit.py, lit/lit/                        a copy of LLVM's lit
  bin/<program>_nvidia                        the binaries (static cudart and libstdc++),
                                              stripped; gzipped (.gz) when the bundle would
                                              pass 16 MiB, unpacked by lit.cfg.py when it runs
  bin/<program>_nvidia.host-kernels.so        a program's host kernels (HOST_KERNELS), beside
                                              it; such a program keeps its symbol table
  expected/<program>.txt                      expected outputs
  tests/<program>.test                        one lit test per program (REQUIRES: gpu)
  manifest.tsv                                program, category, source, binary, expected
Run it with test/gpu/run.sh, or python3 <bundle>/lit/lit.py -sv <bundle>.
"""

import argparse
import gzip
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MAX_BYTES = 60 * 1024 * 1024
WARN_BYTES = 40 * 1024 * 1024
COMPRESS_BYTES = 16 * 1024 * 1024  # above this, bin/* are stored gzipped


def copy_if_changed(src, dst):
    if os.path.exists(dst):
        s, d = os.stat(src), os.stat(dst)
        if s.st_size == d.st_size and int(s.st_mtime) == int(d.st_mtime):
            return
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    shutil.copy2(src, dst)


def copy_binary(src, dst, keep_symbols=False):
    """Copy an executable without its host symbols (strip), which saves about a third;
    with keep_symbols, without its debugging information only (a program with host
    kernels names its kernels from its symbol table)."""
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    for stale in (dst, dst + ".gz"):
        if os.path.exists(stale):
            os.remove(stale)
    strip = shutil.which("strip")
    command = [strip, "--strip-debug"] if keep_symbols else [strip]
    if strip and subprocess.run(command + ["-o", dst, src]).returncode == 0:
        shutil.copymode(src, dst)
        return
    shutil.copy2(src, dst)


def compress_binaries(bin_dir):
    """gzip every binary; the bundle's lit.cfg.py unpacks them on the GPU machine."""
    for name in sorted(os.listdir(bin_dir)):
        path = os.path.join(bin_dir, name)
        if name.endswith(".gz") or not os.path.isfile(path):
            continue
        with open(path, "rb") as f_in, gzip.open(path + ".gz", "wb", compresslevel=9) as f_out:
            shutil.copyfileobj(f_in, f_out)
        os.remove(path)


def write_if_changed(path, text):
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def read_manifest(path):
    programs = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, start=1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != 6:
                sys.exit(f"make_bundle: {path}:{n}: expected 6 tab-separated fields")
            category, program, source, expected, nvidia, amd = fields
            programs.append(dict(category=category, program=program, source=source,
                                 expected=expected, nvidia=nvidia, amd=amd))
    return programs


def test_text(p, rel_source):
    lines = [f"# amp2hip GPU end-to-end test ({p['category']}): {p['program']}",
             f"# source: {rel_source}",
             "# REQUIRES: gpu"]
    binary = f"%{{bundle}}/bin/{os.path.basename(p['nvidia'])}"
    if p["expected"]:
        check = f"--expected %{{bundle}}/expected/{p['program']}.txt"
    else:
        check = "--no-expected"
    lines.append(f"# RUN: %{{python}} %{{compare}} --name {p['program']} {check} "
                 f"--output-dir %{{bundle}}/results -- {binary}")
    return "\n".join(lines) + "\n"


def tree_size(path):
    total = 0
    for root, _, files in os.walk(path):
        for name in files:
            fp = os.path.join(root, name)
            if not os.path.islink(fp):
                total += os.path.getsize(fp)
    return total


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--manifest", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--lit", required=True, help="path to LLVM's lit.py (its lit/ package beside it)")
    ap.add_argument("--allow-missing", action="store_true",
                    help="bundle the programs whose binary is missing too: their tests fail "
                         "on the GPU machine with 'not built'")
    ap.add_argument("--compress", choices=("auto", "always", "never"), default="auto",
                    help="gzip the binaries: auto = when the bundle passes 16 MiB")
    ap.add_argument("--source-root", default=os.path.dirname(os.path.dirname(HERE)),
                    help="repository root, for relative source paths in the tests")
    args = ap.parse_args()

    out = os.path.abspath(args.out)
    programs = [p for p in read_manifest(args.manifest) if p["nvidia"]]
    if not programs:
        sys.exit("make_bundle: the manifest lists no NVIDIA binary (is AMP2HIP_BUILD_NVIDIA ON "
                 "and the translator built?)")
    missing = [p["nvidia"] for p in programs if not os.path.isfile(p["nvidia"])]
    if missing and not args.allow_missing:
        sys.exit("make_bundle: binaries not built yet:\n  " + "\n  ".join(missing))
    for path in missing:
        print(f"make_bundle: warning: {path} was not built: its test will fail", file=sys.stderr)

    os.makedirs(out, exist_ok=True)
    # Start from a clean slate for generated parts, keep unchanged binaries.
    for sub in ("tests", "expected", "results"):
        shutil.rmtree(os.path.join(out, sub), ignore_errors=True)
    keep_bins = {os.path.basename(p["nvidia"]) for p in programs}
    bin_dir = os.path.join(out, "bin")
    if os.path.isdir(bin_dir):
        for name in os.listdir(bin_dir):
            if name not in keep_bins:
                os.remove(os.path.join(bin_dir, name))

    for name in ("lit.cfg.py", "compare_output.py", "report.py"):
        copy_if_changed(os.path.join(HERE, name), os.path.join(out, name))

    lit_py = os.path.abspath(args.lit)
    lit_pkg = os.path.join(os.path.dirname(lit_py), "lit")
    if not os.path.isfile(lit_py) or not os.path.isdir(lit_pkg):
        sys.exit(f"make_bundle: lit not found at {lit_py} (+ lit/ package beside it)")
    lit_dst = os.path.join(out, "lit")
    copy_if_changed(lit_py, os.path.join(lit_dst, "lit.py"))
    shutil.rmtree(os.path.join(lit_dst, "lit"), ignore_errors=True)
    shutil.copytree(lit_pkg, os.path.join(lit_dst, "lit"),
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))

    manifest_lines = ["# program\tcategory\tsource\tbinary\texpected"]
    for p in programs:
        binary = os.path.basename(p["nvidia"])
        # Its host kernels (amp2hip_add_hip_executable HOST_KERNELS), which the
        # program looks for beside itself.
        host_kernels = p["nvidia"] + ".host-kernels.so"
        if os.path.isfile(host_kernels):
            copy_binary(host_kernels, os.path.join(bin_dir, binary + ".host-kernels.so"),
                        keep_symbols=True)
        if os.path.isfile(p["nvidia"]):
            copy_binary(p["nvidia"], os.path.join(bin_dir, binary),
                        keep_symbols=os.path.isfile(host_kernels))
        expected = ""
        if p["expected"]:
            expected = f"expected/{p['program']}.txt"
            os.makedirs(os.path.join(out, "expected"), exist_ok=True)
            shutil.copyfile(p["expected"], os.path.join(out, expected))
        try:
            rel_source = os.path.relpath(p["source"], args.source_root)
        except ValueError:
            rel_source = p["source"]
        write_if_changed(os.path.join(out, "tests", p["program"] + ".test"),
                         test_text(p, rel_source))
        manifest_lines.append("\t".join([p["program"], p["category"], rel_source,
                                         f"bin/{binary}", expected]))
    write_if_changed(os.path.join(out, "manifest.tsv"), "\n".join(manifest_lines) + "\n")

    size = tree_size(out)
    if args.compress == "always" or (args.compress == "auto" and size > COMPRESS_BYTES):
        print(f"make_bundle: {size / (1024 * 1024):.1f} MiB: compressing the binaries (gzip)")
        compress_binaries(bin_dir)
        size = tree_size(out)
    mib = size / (1024 * 1024)
    print(f"make_bundle: {len(programs)} program(s) in {out} ({mib:.1f} MiB)")
    if size > MAX_BYTES:
        sys.exit(f"make_bundle: the bundle is {mib:.1f} MiB, over the 60 MiB limit")
    if size > WARN_BYTES:
        print(f"make_bundle: warning: the bundle is {mib:.1f} MiB; keep it well under 60 MiB",
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
