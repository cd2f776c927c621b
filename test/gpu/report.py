#!/usr/bin/env python3
"""Print the GPU tier's results: a PASS/FAIL table, then each program's full output.

  report.py <bundle> [--allow-unsupported]   (after lit ran with -o <bundle>/results/lit.json)

Exit status 1 when a program did not pass (UNSUPPORTED passes only with
--allow-unsupported).
"""

import json
import os
import sys


def read(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return None


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    ok_codes = {"PASS", "XFAIL"}
    if "--allow-unsupported" in sys.argv[1:]:
        ok_codes.add("UNSUPPORTED")
    bundle = args[0] if args else os.path.dirname(os.path.abspath(__file__))
    results = os.path.join(bundle, "results")
    programs = []
    with open(os.path.join(bundle, "manifest.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            program, category, source = line.rstrip("\n").split("\t")[:3]
            programs.append((program, category, source))

    lit_codes = {}
    lit_json = read(os.path.join(results, "lit.json"))
    if lit_json:
        for t in json.loads(lit_json).get("tests", []):
            name = os.path.basename(t["name"].split("::")[-1].strip())
            lit_codes[name[:-len(".test")] if name.endswith(".test") else name] = (
                t["code"], t.get("elapsed") or 0.0)

    width = max([len(p[0]) for p in programs] + [len("program")])
    print()
    print(f"{'program':<{width}}  {'category':<8}  {'result':<11}  {'time':>7}  source")
    print(f"{'-' * width}  {'-' * 8}  {'-' * 11}  {'-' * 7}  {'-' * 6}")
    counts = {}
    for program, category, source in programs:
        code, elapsed = lit_codes.get(program, ("NOT RUN", 0.0))
        counts[code] = counts.get(code, 0) + 1
        print(f"{program:<{width}}  {category:<8}  {code:<11}  {elapsed:>6.2f}s  {source}")
    print()
    print("GPU tier: " + ", ".join(f"{n} {c}" for c, n in sorted(counts.items())))

    for program, _, _ in programs:
        out = read(os.path.join(results, program + ".out"))
        if out is None:
            continue
        status = (read(os.path.join(results, program + ".status")) or "").rstrip()
        print(f"\n===== {program}: {status.splitlines()[0] if status else ''} =====")
        print(out, end="" if out.endswith("\n") or not out else "\n")
        err = read(os.path.join(results, program + ".err"))
        if err:
            print(f"----- {program}: stderr -----")
            print(err, end="" if err.endswith("\n") else "\n")
        if status and len(status.splitlines()) > 1:
            print(f"----- {program}: problems -----")
            print("\n".join(status.splitlines()[1:]))
    failed = sum(n for c, n in counts.items() if c not in ok_codes)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
