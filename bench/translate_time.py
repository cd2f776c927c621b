#!/usr/bin/env python3
"""Translation cost: amp2hip against a plain Clang parse of the same program.

    bench/translate_time.py [AMP2HIP] [--rounds N] [--clang CLANGXX] [SAMPLE...]

For every sample program (samples/*/*.cpp, without those marked
`// amp2hip-test: skip`; or the SAMPLE paths given), times in turn, N rounds
(default 7), alternating which goes first:

  - amp2hip translating it as the build does (cmake/Amp2Hip.cmake,
    amp2hip_translate_tree): `amp2hip --root samples/X --out-dir TMP file`;
  - `clang++-19 -fsyntax-only` with the translator's parse flags: CUDA host
    mode, the MSVC dialect and its predefines, the parse headers
    (-isystem <amp-include> -isystem <runtime include> -include amp_restrict.h,
    found where the translator finds them), as parseArguments (Translate.cpp)
    and msvcCompatibilityArgs (MsvcCompat.cpp) under tool/lib/ make them;

and prints, per sample, the median wall times (seconds, process start
included for both) and their ratio, then the median of the ratios. Issue 23
asks for a ratio of at most 1.3.

The translator is AMP2HIP, else $AMP2HIP, else build/tool/amp2hip; Clang is
--clang, else $CLANGXX, else clang++-19.

Before timing a sample the script checks that both commands parse the same
thing, and stops (exit 1) otherwise: it runs the translator once with Clang's
-v (`amp2hip ... -- -v`, which prints the -cc1 command line of each parse it
runs and the include search list) and the syntax-only command with -v, and
compares the translator's own parse (program "amp2hip", not the
"amp2hip-scan" pre-pass) with Clang's: the -cc1 arguments, after resolving
the paths of the toolchain's include directories, and the include search
list. The translator must exit with status 0; a sample whose syntax-only parse
fails is not timed (a row without numbers says why): the translator accepts
more than Clang, as MSVC does (`void main()`, rewritten before the parse;
files found as Windows finds them, `\\` separators and any case). --no-check skips the comparison.
"""
import argparse
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# parseArguments (tool/lib/Frontend/Translate.cpp): the parse mode, then the
# MSVC dialect (msvcCompatibilityArgs, tool/lib/Compat/MsvcCompat.cpp), then
# -resource-dir, the parse headers and -include amp_restrict.h (added below,
# from where the translator finds them).
MODE_FLAGS = [
    "-fsyntax-only", "-x", "cuda", "--cuda-host-only", "-nocudainc",
    "-nocudalib", "-Wno-unknown-cuda-version", "-Wno-cuda-compat",
    "-std=c++17", "-fdeclspec",
]
MSVC_FLAGS = [
    "-fms-extensions", "-fms-compatibility", "-fms-compatibility-version=19.33",
    "-Wno-error=register", "-Wno-error=dynamic-exception-spec",
    "-D__GNUC__=4", "-D__GNUC_MINOR__=2", "-D__GNUC_PATCHLEVEL__=1",
    "-D__GNUG__=4", "-D__GNUC_GNU_INLINE__=1", "-D__GXX_ABI_VERSION=1002",
    "-D__GXX_EXPERIMENTAL_CXX0X__=1", "-D__GXX_RTTI=1", "-D__GXX_WEAK__=1",
    "-D__EXCEPTIONS=1", "-D__STDC__=1", "-D__STRICT_ANSI__=1",
    "-D__GCC_ATOMIC_BOOL_LOCK_FREE=2", "-D__GCC_ATOMIC_CHAR_LOCK_FREE=2",
    "-D__GCC_ATOMIC_CHAR16_T_LOCK_FREE=2", "-D__GCC_ATOMIC_CHAR32_T_LOCK_FREE=2",
    "-D__GCC_ATOMIC_WCHAR_T_LOCK_FREE=2", "-D__GCC_ATOMIC_SHORT_LOCK_FREE=2",
    "-D__GCC_ATOMIC_INT_LOCK_FREE=2", "-D__GCC_ATOMIC_LONG_LOCK_FREE=2",
    "-D__GCC_ATOMIC_LLONG_LOCK_FREE=2", "-D__GCC_ATOMIC_POINTER_LOCK_FREE=2",
    "-D__GCC_ATOMIC_TEST_AND_SET_TRUEVAL=1",
]


def die(message):
    print("translate_time: " + message, file=sys.stderr)
    sys.exit(1)


def parse_headers(translator):
    """The parse header folders, as tool/driver/amp2hip.cpp finds them:
    installed beside the translator, else the source tree's."""
    prefix = os.path.dirname(os.path.dirname(os.path.realpath(translator)))
    amp = os.path.join(prefix, "share", "amp2hip", "amp-include")
    if not os.path.exists(os.path.join(amp, "amp.h")):
        amp = os.path.join(REPO, "tool", "amp-include")
    runtime = os.path.join(prefix, "include")
    if not os.path.exists(os.path.join(runtime, "amp2hip", "windows.h")):
        runtime = os.path.join(REPO, "runtime", "include")
    return amp, runtime


def resource_dir(clang):
    out = subprocess.run([clang, "-print-resource-dir"], capture_output=True,
                         text=True)
    if out.returncode != 0:
        die(f"{clang} -print-resource-dir failed")
    return out.stdout.strip()


def syntax_only_command(clang, translator, source):
    amp, runtime = parse_headers(translator)
    return ([clang] + MODE_FLAGS + MSVC_FLAGS +
            ["-resource-dir=" + resource_dir(clang), "-isystem", amp,
             "-isystem", runtime, "-include", "amp_restrict.h", source])


def translate_command(translator, source, out_dir):
    root = os.path.dirname(source)
    return [translator, "--root", root, "--out-dir", out_dir, source]


# What -v prints, for the check.
def cc1_lines(stderr):
    """The -cc1 command lines that -v printed, by program name."""
    lines = {}
    for line in stderr.splitlines():
        # The translator quotes every argument; clang's in-process -cc1
        # line only its program name.
        if re.match(r'^ "[^"]*" "?-cc1"? ', line):
            args = shlex.split(line)
            lines.setdefault(os.path.basename(args[0]), []).append(args)
    return lines


def search_list(stderr):
    m = re.search(r"#include <\.\.\.> search starts here:\n(.*?)\nEnd of search list\.",
                  stderr, re.S)
    return [os.path.realpath(p.strip()) for p in m.group(1).splitlines()] if m else None


def normalized(args):
    """A -cc1 command line without its program name, the toolchain's include
    directories (compared through the search list) and with resolved paths:
    the translator's driver has no installed directory, so its GCC
    installation is found as /../lib/gcc/..., Clang's as /usr/lib/gcc/...."""
    out = []
    skip = False
    for i, a in enumerate(args[1:]):
        if skip:
            skip = False
            continue
        if a in ("-internal-isystem", "-internal-externc-isystem"):
            skip = True
            continue
        out.append(os.path.realpath(a) if a.startswith("/") else a)
    return out


def check_same_parse(translator, clang, source, tmp):
    out_dir = os.path.join(tmp, "check")
    t = subprocess.run(translate_command(translator, source, out_dir) + ["--", "-v"],
                       capture_output=True, text=True, cwd=REPO)
    shutil.rmtree(out_dir, ignore_errors=True)
    if t.returncode != 0:
        die(f"{source}: amp2hip exits with {t.returncode}:\n{t.stderr[-2000:]}")
    c = subprocess.run(syntax_only_command(clang, translator, source)[:-1] + ["-v", source],
                       capture_output=True, text=True, cwd=REPO)
    if c.returncode != 0:
        # Not comparable: the translator accepts more, as MSVC does (`void
        # main()`; files found as Windows finds them: WindowsPathFileSystem).
        errors = [l for l in c.stderr.splitlines() if "error:" in l]
        return "plain parse fails: " + (errors[0].split("error: ", 1)[1] if errors else
                                        f"exit {c.returncode}")
    ours = cc1_lines(t.stderr).get("amp2hip")
    theirs = [a for v in cc1_lines(c.stderr).values() for a in v]
    if not ours or len(theirs) != 1:
        die(f"{source}: cannot read the -cc1 command lines "
            f"(amp2hip: {len(ours or [])}, clang: {len(theirs)})")
    # Every parse of the translator (one per macro-expansion round) has the
    # same arguments.
    for args in ours:
        a, b = normalized(args), normalized(theirs[0])
        if a != b:
            i = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y),
                     min(len(a), len(b)))
            die(f"{source}: the -cc1 arguments differ from argument {i}:\n"
                f"  amp2hip: {shlex.join(a[i:i + 6])} ...\n"
                f"  clang:   {shlex.join(b[i:i + 6])} ...\n"
                f"(update MODE_FLAGS/MSVC_FLAGS in {__file__})")
    # The translator's -v output holds its parses' search lists, each the same.
    ours_search = search_list(t.stderr)
    if ours_search is None or ours_search != search_list(c.stderr):
        die(f"{source}: the include search lists differ:\n  amp2hip: {ours_search}\n"
            f"  clang:   {search_list(c.stderr)}")
    return len(ours)


def timed(cmd, cwd):
    start = time.perf_counter()
    r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=cwd)
    elapsed = time.perf_counter() - start
    if r.returncode != 0:
        die(f"{shlex.join(cmd)} exits with {r.returncode}:\n{r.stderr.decode()[-2000:]}")
    return elapsed


def samples():
    found = []
    samples_dir = os.path.join(REPO, "samples")
    for d in sorted(os.listdir(samples_dir)):
        folder = os.path.join(samples_dir, d)
        if not os.path.isdir(folder):
            continue
        for f in sorted(os.listdir(folder)):
            path = os.path.join(folder, f)
            if f.endswith(".cpp") and not re.search(r"amp2hip-test:[ \t]*skip",
                                                    open(path, errors="replace").read()):
                found.append(path)
    return found


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("translator", nargs="?",
                   default=os.environ.get("AMP2HIP", "build/tool/amp2hip"))
    p.add_argument("samples", nargs="*", help="sample files (default: all)")
    p.add_argument("--rounds", type=int, default=7)
    p.add_argument("--clang", default=os.environ.get("CLANGXX", "clang++-19"))
    p.add_argument("--no-check", action="store_true",
                   help="skip the check that both commands parse the same thing")
    a = p.parse_args()
    # A first positional argument that is a source file is a sample.
    if a.translator.endswith(".cpp"):
        a.samples.insert(0, a.translator)
        a.translator = os.environ.get("AMP2HIP", "build/tool/amp2hip")
    translator = a.translator
    if not os.path.isabs(translator) and not os.path.exists(translator):
        translator = os.path.join(REPO, translator)
    translator = os.path.abspath(translator)
    if not os.access(translator, os.X_OK):
        die(f"no translator at {translator} (an argument, $AMP2HIP, or build it)")
    clang = shutil.which(a.clang) or die(f"no {a.clang}")
    files = [os.path.abspath(s) for s in a.samples] or samples()

    rows, skipped = [], []
    with tempfile.TemporaryDirectory(prefix="amp2hip-translate-time-") as tmp:
        for source in files:
            name = os.path.relpath(source, os.path.join(REPO, "samples"))
            parses = 0 if a.no_check else check_same_parse(translator, clang, source, tmp)
            if isinstance(parses, str):
                skipped.append((name, parses))
                print(f"  {name}: skipped, {parses}", file=sys.stderr, flush=True)
                continue
            syntax = syntax_only_command(clang, translator, source)
            ours, theirs = [], []
            for r in range(a.rounds):
                out_dir = os.path.join(tmp, f"out{r}")
                translate = translate_command(translator, source, out_dir)
                if r % 2 == 0:
                    ours.append(timed(translate, REPO))
                    theirs.append(timed(syntax, REPO))
                else:
                    theirs.append(timed(syntax, REPO))
                    ours.append(timed(translate, REPO))
                shutil.rmtree(out_dir, ignore_errors=True)
            mo, mt = statistics.median(ours), statistics.median(theirs)
            rows.append((name, mo, mt, mo / mt, parses))
            print(f"  {name}: {mo:.3f} s / {mt:.3f} s", file=sys.stderr, flush=True)

    width = max(len("sample"), *(len(r[0]) for r in rows + skipped))
    print(f"{'sample':<{width}}  {'amp2hip s':>9}  {'syntax-only s':>13}  {'ratio':>5}")
    for name, mo, mt, ratio, parses in rows:
        note = f"  ({parses} parses)" if parses > 1 else ""
        print(f"{name:<{width}}  {mo:>9.3f}  {mt:>13.3f}  {ratio:>5.2f}{note}")
    for name, why in skipped:
        print(f"{name:<{width}}  {'-':>9}  {'-':>13}  {'-':>5}  (not compared: {why})")
    print(f"median ratio: {statistics.median(r[3] for r in rows):.2f} "
          f"({len(rows)} samples, median of {a.rounds} rounds each; "
          f"translator {translator}, {clang})")


if __name__ == "__main__":
    main()
