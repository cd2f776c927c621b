"""Name the cause of a failure, so that the report can group failures.

  normalize(message)      a compiler message without its location, quoted names as '...'
  translation_cause(rec)  cause of a translation failure (AMP2HIP ID + first error)
  build_cause(dev)        cause of a build failure (first nvcc / linker error)
  run_cause(dev)          cause of a run failure (fail, skip, cascade, timeout, crash...)
  negative_cause(rec)     why a negative test was not rejected
Each returns (key, concrete example): the key groups, the example is the message
as it was (location stripped), of which the report lists the most common ones.
"""

import re

_LOCATION_END = re.compile(r"(?:fatal )?error(?: #[\w-]+)?\s*:|nvcc fatal|undefined reference|"
                           r"multiple definition|warning:", re.IGNORECASE)
_ID_SUFFIX = re.compile(r"\s*\[AMP2HIP-[EW]\d{4}\]\s*$")
MAX_LEN = 180


def strip_location(line):
    """The message part of a compiler line: from 'error:' (or the like) on."""
    line = (line or "").strip()
    m = _LOCATION_END.search(line)
    return line[m.start():] if m else line


def normalize(line):
    """Group key of a message: location and AMP2HIP ID dropped, quoted text as '...'."""
    msg = _ID_SUFFIX.sub("", strip_location(line))
    msg = re.sub(r"`[^`']*'", "`...'", msg)
    msg = re.sub(r"'[^']*'", "'...'", msg)
    msg = re.sub(r'"[^"]*"', '"..."', msg)
    msg = re.sub(r"\s+", " ", msg).strip()
    return msg[:MAX_LEN]


def example(line):
    return _ID_SUFFIX.sub("", re.sub(r"\s+", " ", strip_location(line)))[:MAX_LEN]


def translation_cause(rec):
    """(key, example) of a translation that did not succeed (status != ok)."""
    status = rec["status"]
    if status in ("crash", "timeout"):
        return "amp2hip %s" % ("crashed" if status == "crash" else "timed out"), rec["test"]
    if status == "usage":
        return "amp2hip usage or I/O error (exit 2): %s" % normalize(rec.get("first_error")), \
            example(rec.get("first_error"))
    first = rec.get("first_error") or "no error message"
    return "%s %s" % (rec.get("first_id") or "no AMP2HIP ID", normalize(first)), example(first)


def build_cause(dev):
    """(key, example) of a failed nvcc build."""
    err = dev.get("build_error") or ""
    if dev.get("build_timeout"):
        return "build timed out", dev["test"]
    if not err:
        return "build failed (no error line)", dev["test"]
    return normalize(err), example(err)


def _last_line(text):
    lines = [l.strip() for l in (text or "").splitlines() if l.strip()]
    return lines[-1][:MAX_LEN] if lines else "(no output)"


def run_cause(dev):
    """(key, example) of a run that did not pass; the example is its last output line."""
    detail = dev.get("detail") or ""
    key = {"fail": "fail (exit 1)", "skip": "skip (exit 2)", "cascade": "cascade failure (exit 3)",
           "timeout": "timeout"}.get(detail)
    if key is None:
        key = "crash (%s)" % detail if detail.startswith("signal") else "fail (%s)" % detail
    return key, _last_line(dev.get("run_tail"))


NEGATIVE_KEYS = {
    "wrong-line": "AMP2HIP error, but not at the expected line",
    "clang-only": "only Clang's errors (AMP2HIP-E0001)",
    "cxx-error": "Clang's C++ error at the expected line (no AMP2HIP ID)",
    "accepted": "translated without error",
    "usage": "amp2hip usage or I/O error (exit 2)",
    "crash": "amp2hip crashed",
    "timeout": "amp2hip timed out",
}


def negative_cause(rec):
    """(key, example) of a negative test that was not rejected."""
    outcome = rec["outcome"]
    key = NEGATIVE_KEYS.get(outcome, outcome)
    if outcome == "wrong-line":
        ids = sorted({i for i, _ in rec.get("ids", []) if i.startswith("AMP2HIP-E")}
                     - {"AMP2HIP-E0001"})
        return "%s (%s)" % (key, ", ".join(ids) or "in a header"), example(rec.get("first_error"))
    if outcome in ("clang-only", "cxx-error"):
        return "%s: %s" % (key, normalize(rec.get("first_error"))), example(rec.get("first_error"))
    return key, rec["test"]
