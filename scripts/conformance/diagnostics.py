"""Read amp2hip's stderr and classify one translation.

amp2hip reports in Clang's form, `path:LINE:COL: error: message [AMP2HIP-E0004]`;
Clang's own errors carry no ID and are followed by the summary
`path: error: ... [AMP2HIP-E0001]` (the input could not be parsed).

  parse(stderr_text)                       -> [Diag]
  in_file(diag, path)                      -> does the diagnostic point into path?
  translation_status(rc, timed_out)        -> ok | error | usage | crash | timeout
  negative_outcome(status, diags, test_path, lines)
                                           -> rejected | cxx-error | wrong-line | clang-only
                                              | accepted
                                              | usage | crash | timeout
  first_error(diags)                       -> the first error Diag, or None
  first_id(diags), ids_in_file(diags, path) -> AMP2HIP IDs reported

A negative test counts as rejected only when amp2hip exits 1 with an AMP2HIP error
other than E0001 at one of the expected lines of test.cpp (anywhere in test.cpp
when the test names no line); one that only Clang's own C++ errors reject at such a
line is counted apart (cxx-error).
"""

import os
import re
from collections import namedtuple

Diag = namedtuple("Diag", "file line col severity message id raw")

_DIAG = re.compile(r"^(?P<file>[^:\n]*?)(?::(?P<line>\d+))?(?::(?P<col>\d+))?: "
                   r"(?P<sev>fatal error|error|warning|note|remark): (?P<msg>.*?)\s*$")
_ID = re.compile(r"\s*\[(AMP2HIP-[EW]\d{4})\]$")
PARSE_FAILED = "AMP2HIP-E0001"
ERROR_SEVERITIES = ("error", "fatal error")


def parse(text):
    """The diagnostics of an amp2hip stderr text, in order (notes included)."""
    diags = []
    for raw in text.splitlines():
        m = _DIAG.match(raw)
        if not m:
            continue
        msg = m.group("msg")
        idm = _ID.search(msg)
        diag_id = idm.group(1) if idm else None
        if idm:
            msg = msg[:idm.start()]
        line = int(m.group("line")) if m.group("line") else None
        col = int(m.group("col")) if m.group("col") else None
        diags.append(Diag(m.group("file"), line, col, m.group("sev"), msg, diag_id, raw))
    return diags


def in_file(diag, path):
    """True when diag.file names path (compared as absolute, normalized paths)."""
    if not diag.file:
        return False
    return os.path.normpath(os.path.abspath(diag.file)) == os.path.normpath(os.path.abspath(path))


def translation_status(rc, timed_out=False):
    """ok (0), error (1: the input has errors), usage (2), crash (signal or other), timeout."""
    if timed_out:
        return "timeout"
    if rc == 0:
        return "ok"
    if rc == 1:
        return "error"
    if rc == 2:
        return "usage"
    return "crash"


def proper_errors(diags):
    """The AMP2HIP errors that reject AMP code (E0001, the parse summary, excluded)."""
    return [d for d in diags if d.severity in ERROR_SEVERITIES and d.id
            and d.id.startswith("AMP2HIP-E") and d.id != PARSE_FAILED]


def negative_outcome(status, diags, test_path, lines):
    """How amp2hip treated a negative test.

    rejected    exit 1, an AMP2HIP error (not E0001) at an expected line of test.cpp
                (any line of test.cpp when `lines` is empty)
    cxx-error   exit 1, no AMP2HIP error there, but one of Clang's own C++ errors
                (no ID) at an expected line: rejected, but by C++, not by an AMP rule
    wrong-line  exit 1, AMP2HIP errors, but none where expected
    clang-only  exit 1 with Clang's errors only (E0001), none where expected
    accepted    translated (exit 0)
    usage, crash, timeout   as translation_status()"""
    if status != "error":
        return "accepted" if status == "ok" else status
    errors = proper_errors(diags)
    if _at_expected_line(errors, test_path, lines):
        return "rejected"
    if _at_expected_line(cxx_errors(diags), test_path, lines):
        return "cxx-error"
    return "wrong-line" if errors else "clang-only"


def cxx_errors(diags):
    """Clang's own errors: errors without an AMP2HIP ID."""
    return [d for d in diags if d.severity in ERROR_SEVERITIES and not d.id]


def _at_expected_line(errors, test_path, lines):
    """True if one of errors is in test.cpp at one of lines (anywhere in it if none)."""
    in_test = [d for d in errors if in_file(d, test_path)]
    if lines:
        return any(d.line in lines for d in in_test)
    return bool(in_test)


def first_error(diags):
    """The first error (or fatal error) diagnostic, or None."""
    return next((d for d in diags if d.severity in ERROR_SEVERITIES), None)


def first_id(diags):
    """The ID of the first error with an AMP2HIP ID (E0001 when only Clang's errors), or None."""
    return next((d.id for d in diags if d.id and d.severity in ERROR_SEVERITIES), None)


def ids_in_file(diags, path):
    """[[id, line], ...] of the diagnostics with an AMP2HIP ID that point into path."""
    return [[d.id, d.line] for d in diags if d.id and in_file(d, path)]
