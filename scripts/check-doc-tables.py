#!/usr/bin/env python3
"""Checks that the documentation agrees with the tables the code uses.

  scripts/check-doc-tables.py [ROOT]      (default: the repository of this script)

- every diagnostic ID of tool/lib/Diagnostics/Diagnostics.def has a page docs/diagnostics/<ID>.md and a
  row in docs/diagnostics/README.md;
- every header of tool/lib/Compat/WindowsOnlyLibraries.def (AMP2HIP-E0013) is on its page;
- every name of runtime/include/amp2hip/detail/windows_api.def (headers, functions, types,
  macros) is in README.md's list and on docs/features/windows-portability.md.

Prints one line per missing entry and exits 1 if there is any, else prints a summary and
exits 0.
"""
import os
import re
import sys


def read(root, path):
    with open(os.path.join(root, path), encoding="utf-8") as f:
        return f.read()


class CodeNames:
    """The names written in backquotes (`name`) in a Markdown text."""

    def __init__(self, text):
        self.text = text

    def __contains__(self, name):
        return "`" + name + "`" in self.text


def main(argv):
    root = argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    missing = []

    ids = re.findall(r'"(AMP2HIP-[EW]\d{4})"', read(root, "tool/lib/Diagnostics/Diagnostics.def"))
    diag_index = read(root, "docs/diagnostics/README.md")
    for diag in ids:
        if not os.path.exists(os.path.join(root, "docs/diagnostics", diag + ".md")):
            missing.append(f"docs/diagnostics/{diag}.md: no page for {diag}")
        if f"[{diag}]({diag}.md)" not in diag_index:
            missing.append(f"docs/diagnostics/README.md: no row for {diag}")

    only = re.findall(r'^AMP2HIP_WINDOWS_ONLY\("([^"]+)"', read(root, "tool/lib/Compat/WindowsOnlyLibraries.def"), re.M)
    e0013 = CodeNames(read(root, "docs/diagnostics/AMP2HIP-E0013.md"))
    for header in only:
        if header not in e0013:
            missing.append(f"docs/diagnostics/AMP2HIP-E0013.md: header '{header}' not listed")

    table = read(root, "runtime/include/amp2hip/detail/windows_api.def")
    names = re.findall(r'^AMP2HIP_WINDOWS_(?:HEADER|FUNCTION|INTRINSIC|TYPE|MACRO)\(\s*"?([^",]+)"?\s*,', table, re.M)
    readme = CodeNames(read(root, "README.md"))
    page = CodeNames(read(root, "docs/features/windows-portability.md"))
    for name in names:
        if name not in readme:
            missing.append(f"README.md: mapped name '{name}' not listed")
        if name not in page:
            missing.append(f"docs/features/windows-portability.md: mapped name '{name}' not listed")

    for line in missing:
        print(line)
    if missing:
        return 1
    print(f"check-doc-tables: {len(ids)} diagnostic IDs, {len(only)} Windows-only headers, "
          f"{len(names)} mapped Windows/CRT names documented")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
