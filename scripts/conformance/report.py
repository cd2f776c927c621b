#!/usr/bin/env python3
"""Write the conformance report (markdown) from the translation and device results.

  report.py --suite SUITE --work WORK [--device DIR]... [--cpu DIR]...
            [--out docs/conformance.md]

DIR is a folder written by device_run.py --out (results.jsonl); several may be
given (shards, or calls that resumed), later ones win for the same job. Without
device results the positive tests that translated show as "not run". --cpu names
the results of the same jobs on the CPU platform (scripts/conformance.sh cpu): a
section compares them with the GPU's, test by test.
The report: how it was made, one row per chapter (Tests/<chapter>/...), the
outcomes of positive and negative tests, then the failures grouped by cause, most
frequent first, each with its most common concrete messages. A test counts once:
its worst definition set.
"""

import argparse
import collections
import datetime
import json
import os
import sys

import outcomes

MAX_GROUPS = 40
EXAMPLES = 3
BUILT = {"passed", "skipped", "run failed", "run timeout", "run crashed"}


def cell(text):
    """Inline code for a table cell ('|' escaped)."""
    text = str(text).replace("|", "\\|")
    return "`` %s ``" % text if "`" in text else "`%s`" % text


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return lines


def chapter_rows(results, passlist, device_seen):
    chapters = sorted({o.chapter for o in results} | {p.split("/")[1] for p in passlist})
    rows = []
    for chapter in chapters + [None]:
        mine = [o for o in results if chapter is None or o.chapter == chapter]
        pos = [o for o in mine if not o.negative]
        neg = [o for o in mine if o.negative]
        hcc = [p for p in passlist if chapter is None or p.split("/")[1] == chapter]
        hcc_neg = sum(1 for p in hcc if passlist[p])
        counts = [len(pos), sum(o.stage != "translation" for o in pos),
                  sum(o.outcome in BUILT for o in pos), sum(o.outcome == "passed" for o in pos),
                  len(neg), sum(o.outcome == "rejected" for o in neg),
                  sum(o.outcome == "C++ error at the expected line" for o in neg)]
        built, passed = (counts[2], counts[3]) if device_seen else ("not run", "not run")
        rows.append(["**total**" if chapter is None else chapter, counts[0], counts[1], built,
                     passed, counts[4], counts[5], counts[6],
                     "%d (%d + %d)" % (len(hcc), len(hcc) - hcc_neg, hcc_neg)])
    return rows


def outcome_rows(results, negative, order):
    counts = collections.Counter(o.outcome for o in results if o.negative == negative)
    return [[name, counts[name]] for name in order if counts[name]]


def cause_section(title, items):
    """Groups of (cause key, example, test) by key, most frequent first."""
    if not items:
        return []
    groups = collections.defaultdict(list)
    for key, example, test in items:
        groups[key].append((example, test))
    ordered = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    lines = ["", "### %s (%d tests)" % (title, len(items)), ""]
    rows = []
    for key, members in ordered[:MAX_GROUPS]:
        common = collections.Counter(e for e, _ in members).most_common(EXAMPLES)
        shown = "<br>".join(cell(e) + (" ×%d" % n if n > 1 else "") for e, n in common)
        rows.append([len(members), cell(key), shown])
    lines += table(["tests", "cause", "most common messages (or tests)"], rows)
    rest = ordered[MAX_GROUPS:]
    if rest:
        lines += ["", "and %d more causes (%d tests)." % (len(rest), sum(len(m) for _, m in rest))]
    return lines


def header_lines(meta, records, device, results):
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    jobs_pos = sum(1 for r in records if not r["negative"] and r["status"] == "ok")
    device_jobs = sum(1 for r in records if r["job"] in device)
    lines = [
        "# C++ AMP conformance suite",
        "",
        "Microsoft's C++ AMP conformance suite (`amp-conformance` of ROCm/hcc at "
        "fb91003cdc4818ae988a72357992f87dd111698d), translated by amp2hip, built with "
        "nvcc for HIP's NVIDIA platform and run on an NVIDIA GPU. Made with:",
        "",
        "```",
        "scripts/conformance.sh translate SUITE_DIR WORK_DIR      # here: amp2hip on every test",
        "scripts/conformance.sh bundle WORK_DIR                   # here: .conformance-bundle/",
        "python3 .conformance-bundle/device_run.py --out OUT      # on the GPU machine",
        "scripts/conformance.sh report SUITE_DIR WORK_DIR --device OUT...",
        "```",
        "",
        "- translated: %s by %s%s" % (
            meta.get("date", "?"),
            meta.get("version") or os.path.basename(meta.get("amp2hip", "amp2hip")),
            " (amp2hip commit %s)" % meta["commit"] if meta.get("commit") else ""),
        "- report: %s" % now,
        "- %d tests, %d jobs (a test with `definitions` in its `.conf` is built once per "
        "definition set; a test counts once, with its worst definition set)"
        % (len(results), len(records)),
        "- device results: %d of %d positive jobs that translated" % (device_jobs, jobs_pos)
        + ("" if device_jobs else " (none: the positive tests that translated show as not run)"),
    ]
    if meta.get("max_def_sets"):
        lines.append("- sampled: only the first %d definition sets of each test were built and "
                     "run (`bundle --max-def-sets`); the others count for translation only"
                     % meta["max_def_sets"])
    if meta.get("every", 1) > 1 or meta.get("positive_only"):
        lines.append("- sampled: %s%s were translated (`translate --every`, "
                     "`--positive-only`); the counts below are of that sample" % (
                         "one test in %d (in path order, from the first)" % meta["every"]
                         if meta.get("every", 1) > 1 else "all tests",
                         ", positive tests only" if meta.get("positive_only") else ""))
    for conf, message in meta.get("conf_problems", []):
        lines.append("- conf file not understood (its tests built without definitions): "
                     "`%s`: %s" % (conf, message))
    return lines


def cpu_section(records, device, cpu):
    """The CPU platform against the GPU, over the positive tests run on both (their
    worst definition set each): how many pass on each, and every test whose outcome
    differs, with the CPU's cause."""
    positive = [r for r in records if not r["negative"] and r["status"] == "ok"]
    ran = [r for r in positive if r["job"] in cpu]
    cpu_out = {o.test: o for o in outcomes.test_outcomes(ran, cpu)}
    gpu_out = {o.test: o for o in outcomes.test_outcomes(ran, device)} if device else {}
    both = sorted(t for t in cpu_out if t in gpu_out and gpu_out[t].outcome != "not run")
    lines = ["", "## On the CPU platform", "",
             "The same translated positive tests built with the host compiler for the "
             "runtime's CPU platform (`scripts/conformance.sh cpu WORK_DIR`: oneTBB and "
             "Boost.Context, no GPU; [platforms.md](platforms.md)) and run on the host's "
             "cores, classified as on the GPU.", ""]
    cpu_pass = sum(o.outcome == "passed" for o in cpu_out.values())
    lines.append("- run on the CPU: %d tests, %d passed" % (len(cpu_out), cpu_pass))
    if not both:
        lines.append("- no GPU results for these tests: nothing to compare")
    else:
        gpu_pass = [t for t in both if gpu_out[t].outcome == "passed"]
        kept = [t for t in gpu_pass if cpu_out[t].outcome == "passed"]
        lines.append("- of the %d tests that pass on the GPU, **%d pass on the CPU (%.1f %%)**"
                     % (len(gpu_pass), len(kept), 100.0 * len(kept) / max(1, len(gpu_pass))))
        diff = [t for t in both if (gpu_out[t].outcome == "passed")
                != (cpu_out[t].outcome == "passed")]
        if diff:
            lines += ["", "Tests whose outcome differs:", ""]
            lines += table(["test", "GPU", "CPU", "cause on the CPU"], [
                [cell(t), gpu_out[t].outcome, cpu_out[t].outcome,
                 cell(cpu_out[t].example or cpu_out[t].cause or "")] for t in diff])
    causes_cpu = [(o.cause, o.example, o.test) for o in cpu_out.values()
                  if o.stage in ("build", "run")]
    lines += cause_section("Failures on the CPU", causes_cpu)
    return lines


def render(meta, records, device, results, passlist, cpu=None):
    device_seen = any(r["job"] in device for r in records)
    lines = header_lines(meta, records, device, results)
    lines += ["", "## Per chapter", ""]
    lines += table(["chapter", "positive tests", "translated", "built", "passed",
                    "negative tests", "rejected at the expected line",
                    "only a C++ error there", "HCC passed (positive + negative)"],
                   chapter_rows(results, passlist, device_seen))
    lines += ["", "Positive tests must build and exit with 0 (`compile_only` ones: build); "
              "negative tests (`//#Expects: Error`) must be rejected by an AMP2HIP error "
              "(not E0001, Clang's parse failure) at the line they name, and are never built; "
              "\"only a C++ error there\": not rejected so, but Clang's own C++ error (no "
              "AMP2HIP ID) is at that line. "
              "HCC passed: the chapter's tests in the suite's `amdgpu-passlist.txt`."]
    lines += ["", "## Positive tests by outcome", ""]
    lines += table(["outcome", "tests"], outcome_rows(results, False, outcomes.POSITIVE_ORDER))
    lines += ["", "## Negative tests by outcome", ""]
    lines += table(["outcome", "tests"], outcome_rows(results, True, outcomes.NEGATIVE_ORDER))
    lines += ["", "## Failures by cause"]
    for stage, title in (("translation", "Translation"), ("build", "Build (nvcc)"),
                         ("run", "Run"), ("negative", "Negative tests not rejected")):
        items = [(o.cause, o.example, o.test) for o in results if o.stage == stage]
        lines += cause_section(title, items)
    if cpu:
        lines += cpu_section(records, device, cpu)
    return "\n".join(lines) + "\n"


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--suite", required=True)
    p.add_argument("--work", required=True)
    p.add_argument("--device", action="append", default=[], help="a device_run.py --out folder")
    p.add_argument("--cpu", action="append", default=[],
                   help="a device_run.py --platform cpu --out folder (conformance.sh cpu)")
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    p.add_argument("--out", default=os.path.join(repo, "docs", "conformance.md"))
    args = p.parse_args(argv)
    meta_path = os.path.join(args.work, "meta.json")
    meta = json.load(open(meta_path, encoding="utf-8")) if os.path.exists(meta_path) else {}
    records, bundle_sample = outcomes.load_translation(args.work)
    samples = [n for n in (meta.get("max_def_sets") or 0, bundle_sample) if n]
    meta["max_def_sets"] = min(samples) if samples else 0
    device = outcomes.load_device(args.device)
    results = outcomes.test_outcomes(records, device)
    text = render(meta, records, device, results, outcomes.read_passlist(args.suite),
                  outcomes.load_device(args.cpu))
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(text)
    print("report: %d tests -> %s" % (len(results), args.out), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
