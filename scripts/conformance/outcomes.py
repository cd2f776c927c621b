"""Merge translation and device results into one outcome per test.

  load_translation(work)          translate.jsonl records (less sampled-out jobs)
  load_device(dirs)               device results.jsonl records by job (later dirs win)
  job_outcome(rec, dev)           (outcome, cause key, example) of one job
  test_outcomes(records, device)  one Outcome per test: its worst definition set
  read_passlist(suite_dir)        the tests HCC passed (amdgpu-passlist.txt)

Positive outcomes, best to worst: passed, skipped, not run, run failed, run timeout,
run crashed, build failed, translation error, translation timeout, translation crash.
Negative outcomes: rejected, wrong line, Clang errors only, translated, amp2hip timeout
or crash.
"""

import json
import os
from collections import namedtuple

import causes
import suite

POSITIVE_ORDER = ["passed", "skipped", "not run", "run failed", "run timeout", "run crashed",
                  "build failed", "translation error", "translation usage error",
                  "translation timeout", "translation crash"]
NEGATIVE_ORDER = ["rejected", "C++ error at the expected line", "wrong line", "Clang errors only", "translated",
                  "amp2hip usage error", "amp2hip timeout", "amp2hip crash"]
_NEGATIVE_NAMES = {"rejected": "rejected", "wrong-line": "wrong line",
                   "cxx-error": "C++ error at the expected line",
                   "clang-only": "Clang errors only", "accepted": "translated",
                   "usage": "amp2hip usage error", "timeout": "amp2hip timeout",
                   "crash": "amp2hip crash"}
_TRANSLATION_NAMES = {"error": "translation error", "usage": "translation usage error",
                      "timeout": "translation timeout", "crash": "translation crash"}

# stage: translation | build | run | negative | None (passed or not run)
Outcome = namedtuple("Outcome", "test chapter negative outcome stage cause example job jobs")


def _read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def load_translation(work):
    """translate.jsonl; when the bundle sampled definition sets (bundle.json,
    max_def_sets > 0), the positive jobs that translated but were left out of it
    are dropped. Returns (records, max_def_sets)."""
    records = _read_jsonl(os.path.join(work, "translate.jsonl"))
    path = os.path.join(work, "bundle.json")
    if not os.path.exists(path):
        return records, 0
    with open(path, encoding="utf-8") as f:
        bundle = json.load(f)
    if not bundle.get("max_def_sets"):
        return records, 0
    bundled = set(bundle["jobs"])
    return [r for r in records if r["negative"] or r["status"] != "ok" or r["job"] in bundled],\
        bundle["max_def_sets"]


def load_device(dirs):
    """{job: device record}; a folder holds results.jsonl (device_run.py --out)."""
    merged = {}
    for d in dirs or []:
        path = os.path.join(d, "results.jsonl") if os.path.isdir(d) else d
        for rec in _read_jsonl(path):
            merged[rec["job"]] = rec
    return merged


def _device_outcome(dev):
    result, detail = dev.get("result"), dev.get("detail") or ""
    if result == "pass":
        return "passed", None
    if result == "skip":
        return "skipped", "run"
    if result in ("not-built", "not-run", None):
        return "not run", None
    if detail == "build":
        return "build failed", "build"
    if detail == "timeout":
        return "run timeout", "run"
    if detail.startswith("signal"):
        return "run crashed", "run"
    return "run failed", "run"


def job_outcome(rec, dev=None):
    """(outcome, stage, cause key, example) of one job."""
    if rec["negative"]:
        name = _NEGATIVE_NAMES.get(rec.get("outcome"), rec.get("outcome"))
        if name == "rejected":
            return name, None, None, None
        return (name, "negative") + causes.negative_cause(rec)
    if rec["status"] != "ok":
        return (_TRANSLATION_NAMES[rec["status"]], "translation") + causes.translation_cause(rec)
    if dev is None:
        return "not run", None, None, None
    name, stage = _device_outcome(dev)
    if stage == "build":
        return (name, stage) + causes.build_cause(dev)
    if stage == "run":
        return (name, stage) + causes.run_cause(dev)
    return name, None, None, None


def _rank(negative, outcome):
    order = NEGATIVE_ORDER if negative else POSITIVE_ORDER
    return order.index(outcome) if outcome in order else len(order)


def test_outcomes(records, device):
    """One Outcome per test (sorted by path): the outcome of its worst job."""
    by_test = {}
    for rec in records:
        by_test.setdefault(rec["test"], []).append(rec)
    result = []
    for test in sorted(by_test):
        recs = by_test[test]
        worst = None
        for rec in sorted(recs, key=lambda r: r["def_index"]):
            name, stage, key, example = job_outcome(rec, device.get(rec["job"]))
            rank = _rank(rec["negative"], name)
            if worst is None or rank > worst[0]:
                worst = (rank, name, stage, key, example, rec["job"])
        result.append(Outcome(test, recs[0]["chapter"], recs[0]["negative"], worst[1],
                              worst[2], worst[3], worst[4], worst[5], len(recs)))
    return result


def read_passlist(suite_dir):
    """{'Tests/...' path: negative?} of the tests HCC passed (amdgpu-passlist.txt);
    empty when the suite has no list; tests missing from the suite are left out."""
    path = os.path.join(suite_dir, "amdgpu-passlist.txt")
    if not os.path.exists(path):
        return {}
    result = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            test = os.path.join("Tests", line.strip())
            if line.strip() and os.path.isfile(os.path.join(suite_dir, test)):
                with open(os.path.join(suite_dir, test), encoding="utf-8", errors="replace") as t:
                    result[test] = suite.parse_expects(t.read()).negative
    return result
