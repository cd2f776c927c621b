#!/usr/bin/env python3
"""Run a program (or read an output file) and compare its stdout with an expected file.

  compare_output.py --expected FILE [--name NAME] [--output-dir DIR] [--timeout S] -- PROGRAM [ARG...]
  compare_output.py --expected FILE --actual FILE
  compare_output.py --no-expected [--name NAME] [--output-dir DIR] -- PROGRAM [ARG...]

Comparison, line by line:
  * trailing whitespace of every line and trailing empty lines are ignored;
  * the text between numbers must match exactly;
  * numbers (integers and floats, 1e-5 and friends, inf, nan) match exactly as
    text, unless the expected file sets a tolerance in directive lines at its top:
        # tolerance: 1e-5        relative: |a - e| <= tol * max(|a|, |e|)
        # abs-tolerance: 1e-7    absolute: |a - e| <= abs-tol
    (either one suffices). Directive lines are not part of the expected output.

The program runs with stdin from /dev/null. Its full stdout and stderr are
printed (so that logs show them) and, with --output-dir, written to
DIR/NAME.out and DIR/NAME.err with the verdict in DIR/NAME.status.
Exit status: 0 when the program exited 0 and its output matches, else 1.
"""

import argparse
import difflib
import math
import os
import re
import subprocess
import sys
import time

DIRECTIVE_RE = re.compile(r"^#\s*(tolerance|abs-tolerance)\s*:\s*(\S+)\s*$")
NUMBER_RE = re.compile(
    r"([-+]?(?:(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|inf(?:inity)?|nan)(?![\w.]))",
    re.IGNORECASE)


def read_expected(path):
    """Return (lines, rel_tol, abs_tol) of an expected-output file."""
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().splitlines()
    rel_tol = abs_tol = None
    while lines:
        m = DIRECTIVE_RE.match(lines[0].strip())
        if not m:
            break
        value = float(m.group(2))
        if m.group(1) == "tolerance":
            rel_tol = value
        else:
            abs_tol = value
        lines.pop(0)
    return normalize(lines), rel_tol, abs_tol


def normalize(lines):
    lines = [line.rstrip() for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def numbers_match(actual, expected, rel_tol, abs_tol):
    if actual == expected:
        return True
    if rel_tol is None and abs_tol is None:
        return False
    try:
        a, e = float(actual), float(expected)
    except ValueError:
        return False
    if math.isnan(a) or math.isnan(e):
        return math.isnan(a) and math.isnan(e)
    if math.isinf(a) or math.isinf(e):
        return a == e
    diff = abs(a - e)
    if abs_tol is not None and diff <= abs_tol:
        return True
    return rel_tol is not None and diff <= rel_tol * max(abs(a), abs(e))


def lines_match(actual, expected, rel_tol, abs_tol):
    if actual == expected:
        return True
    a_parts = NUMBER_RE.split(actual)
    e_parts = NUMBER_RE.split(expected)
    if len(a_parts) != len(e_parts):
        return False
    for i, (a, e) in enumerate(zip(a_parts, e_parts)):
        if i % 2 == 0:  # text between numbers
            if a != e:
                return False
        elif not numbers_match(a, e, rel_tol, abs_tol):
            return False
    return True


def compare(actual_lines, expected_lines, rel_tol, abs_tol):
    """Return a list of problem descriptions (empty when the output matches)."""
    problems = []
    for n, (a, e) in enumerate(zip(actual_lines, expected_lines), start=1):
        if not lines_match(a, e, rel_tol, abs_tol):
            problems.append(f"line {n}: expected {e!r}, got {a!r}")
    if len(actual_lines) != len(expected_lines):
        problems.append(f"expected {len(expected_lines)} line(s), got {len(actual_lines)}")
    return problems


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--expected", help="expected output file")
    ap.add_argument("--no-expected", action="store_true",
                    help="no expected file: only check that the program exits 0")
    ap.add_argument("--actual", help="compare this file instead of running a program")
    ap.add_argument("--name", help="name used in messages and result files")
    ap.add_argument("--output-dir", help="write NAME.out/.err/.status here")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds (default 600)")
    ap.add_argument("command", nargs=argparse.REMAINDER, help="-- PROGRAM [ARG...]")
    args = ap.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not args.expected and not args.no_expected:
        ap.error("--expected FILE or --no-expected is required")
    if bool(args.actual) == bool(command):
        ap.error("give either --actual FILE or -- PROGRAM [ARG...]")
    name = args.name or os.path.basename(args.actual or command[0])

    exit_code = 0
    stderr = ""
    elapsed = 0.0
    if args.actual:
        with open(args.actual, encoding="utf-8", errors="replace") as f:
            stdout = f.read()
    else:
        start = time.monotonic()
        try:
            proc = subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, timeout=args.timeout)
            exit_code = proc.returncode
            stdout = proc.stdout.decode("utf-8", errors="replace")
            stderr = proc.stderr.decode("utf-8", errors="replace")
        except subprocess.TimeoutExpired as e:
            exit_code = "timeout"
            stdout = (e.stdout or b"").decode("utf-8", errors="replace")
            stderr = (e.stderr or b"").decode("utf-8", errors="replace")
        except OSError as e:
            exit_code = "not run"
            stdout = ""
            stderr = (f"not built: {command[0]}\n" if not os.path.exists(command[0])
                      else f"{e}\n")
        elapsed = time.monotonic() - start

    print(f"=== {name}: stdout ({' '.join(command) if command else args.actual}) ===")
    print(stdout, end="" if stdout.endswith("\n") or not stdout else "\n")
    if stderr:
        print(f"=== {name}: stderr ===")
        print(stderr, end="" if stderr.endswith("\n") else "\n")

    problems = []
    if exit_code != 0:
        problems.append(f"the program failed: exit status {exit_code}")
    rel_tol = abs_tol = None
    if args.expected:
        expected_lines, rel_tol, abs_tol = read_expected(args.expected)
        actual_lines = normalize(stdout.splitlines())
        mismatches = compare(actual_lines, expected_lines, rel_tol, abs_tol)
        if mismatches:
            problems.append(f"stdout differs from {args.expected}:")
            problems.extend("  " + m for m in mismatches[:20])
            if len(mismatches) > 20:
                problems.append(f"  ... {len(mismatches) - 20} more")
            diff = difflib.unified_diff(expected_lines, actual_lines, "expected", "actual",
                                        lineterm="", n=2)
            problems.extend(list(diff)[:80])

    verdict = "PASS" if not problems else "FAIL"
    tol = ""
    if rel_tol is not None or abs_tol is not None:
        tol = f" (tolerance rel={rel_tol} abs={abs_tol})"
    print(f"=== {name}: {verdict}{tol}, exit status {exit_code}, {elapsed:.2f} s ===")
    for p in problems:
        print(p)
    if args.output_dir:
        os.makedirs(args.output_dir, exist_ok=True)
        base = os.path.join(args.output_dir, name)
        write(base + ".out", stdout)
        write(base + ".err", stderr)
        write(base + ".status", f"{verdict}\t{exit_code}\t{elapsed:.2f}\n" +
              "".join(p + "\n" for p in problems))
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
