"""What the conformance suite's runner (run_tests.pl.in) reads from each test.

  find_tests(suite_dir)            every Tests/**/test.cpp (name compared case-insensitively)
  find_conf(test_dir, tests_root)  the nearest *.conf walking up to Tests/
                                   (the runner's try_find_file_by_extension)
  parse_expects(text)              the `//#Expects: Error` directives: negative?, expected lines
  has_own_main(text)               the runner's `grep ' main *('`
  make_jobs(suite_dir)             one Job per test and definition set, plus conf problems

The runner's rules, kept here:
  - a test is negative when a line matches //#\\s*Expects\\s*(\\d*)\\s*:\\s*(warning|error)
    (case-insensitive); it then must fail to build;
  - `compile_only` tests are only compiled (-fsyntax-only for HCC);
  - each hash of `definitions` is one build with -DNAME=VALUE for each pair; no
    definitions means one build with none;
  - when the test contains ` main *(` (its own main), SUITE/test_main.h is
    force-included (-include): it defines the test_main() that the helper library's
    main.cpp calls. Tests without their own main include <amptest_main.h>, which
    defines main(), and define test_main() themselves.
"""

import os
import re
from collections import namedtuple

import perlconf

EXPECTS = re.compile(r"//#\s*Expects\s*(\d*)\s*:\s*(warning|error)", re.IGNORECASE)
# The location part of a directive, in the suite's spellings: test.cpp\(32\),
# test\.cpp\(34\), \(38\) (no file: test.cpp), amp.h\(\d+\) (another file).
_LOCATION = re.compile(r"^\s*(?:(?:error|warning)\s*:)?\s*([\w.\\]*?)\\\((\d+)\\\)", re.IGNORECASE)
_TEST_FILE = re.compile(r"^test(?:\\)?\.cpp$", re.IGNORECASE)
OWN_MAIN = re.compile(r" main *\(")

Expects = namedtuple("Expects", "negative lines any_line directives")
Job = namedtuple("Job", "id test chapter defs def_index conf negative expected_lines "
                        "any_line compile_only own_main")


def find_tests(suite_dir):
    """Paths of the tests relative to suite_dir ('Tests/.../test.cpp'), sorted."""
    found = []
    tests_root = os.path.join(suite_dir, "Tests")
    for dirpath, dirnames, filenames in os.walk(tests_root):
        dirnames.sort()
        for name in filenames:
            if name.lower() == "test.cpp":
                found.append(os.path.relpath(os.path.join(dirpath, name), suite_dir))
    return sorted(found)


def find_conf(test_dir, tests_root):
    """The nearest *.conf from test_dir up to tests_root (both absolute), or None.

    Like the runner, more than one *.conf in a directory is an error (ValueError)."""
    test_dir, tests_root = os.path.abspath(test_dir), os.path.abspath(tests_root)
    directory = test_dir
    while directory == tests_root or directory.startswith(tests_root + os.sep):
        confs = sorted(n for n in os.listdir(directory) if n.lower().endswith(".conf"))
        if len(confs) > 1:
            raise ValueError("more than one *.conf in %s" % directory)
        if confs:
            return os.path.join(directory, confs[0])
        directory = os.path.dirname(directory)
    return None


def parse_expects(text):
    """The test's Expects directives: Expects(negative, lines, any_line, directives).

    lines: the test.cpp lines named by the directives (sorted); any_line: some
    directive names no line of test.cpp (then an error anywhere in test.cpp counts)."""
    lines, any_line, directives = set(), False, []
    for raw in text.splitlines():
        m = EXPECTS.search(raw)
        if not m:
            continue
        directives.append(raw.strip())
        rest = raw[m.end():]
        loc = _LOCATION.match(rest.lstrip(" :"))
        if loc and (loc.group(1) == "" or _TEST_FILE.match(loc.group(1))):
            lines.add(int(loc.group(2)))
        else:
            any_line = True
    return Expects(bool(directives), sorted(lines), any_line, directives)


def has_own_main(text):
    """True when the runner's `grep ' main *('` matches (the test defines main)."""
    return any(OWN_MAIN.search(line) for line in text.splitlines())


def job_id(test, def_index):
    """A file-name-safe id: the test's folder under Tests/ with '/' as '+', then @k."""
    folder = os.path.dirname(test)
    if folder.startswith("Tests" + os.sep):
        folder = folder[len("Tests") + 1:]
    return "%s@%d" % (folder.replace(os.sep, "+"), def_index)


def chapter_of(test):
    """The first folder under Tests/ ('5_Data_Cont')."""
    parts = test.split(os.sep)
    return parts[1] if len(parts) > 2 else ""


def _definition_sets(config, conf_rel):
    defs = config.get("definitions")
    if defs is None:
        return [[]]
    if not isinstance(defs, list) or not all(isinstance(d, dict) for d in defs):
        raise perlconf.ConfError("%s: 'definitions' is not a list of hashes" % conf_rel)
    if not defs:
        return []  # Perl's foreach over an empty list: no build at all
    return [sorted((k, "" if v is None else str(v)) for k, v in d.items()) for d in defs]


def make_jobs(suite_dir):
    """(jobs, problems): the jobs of every test; problems lists (conf path, message)
    for conf files that could not be read (their tests then get one job, no defs)."""
    suite_dir = os.path.abspath(suite_dir)
    tests_root = os.path.join(suite_dir, "Tests")
    jobs, problems, conf_cache = [], [], {}
    for test in find_tests(suite_dir):
        path = os.path.join(suite_dir, test)
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        expects = parse_expects(text)
        config, conf_rel = {}, None
        try:
            conf = find_conf(os.path.dirname(path), tests_root)
        except ValueError as e:
            conf = None
            problems.append((os.path.relpath(os.path.dirname(path), suite_dir), str(e)))
        if conf:
            conf_rel = os.path.relpath(conf, suite_dir)
            if conf not in conf_cache:
                try:
                    conf_cache[conf] = perlconf.read_conf(conf)
                except (perlconf.ConfError, OSError) as e:
                    conf_cache[conf] = {}
                    problems.append((conf_rel, str(e)))
            config = conf_cache[conf]
        try:
            def_sets = _definition_sets(config, conf_rel)
        except perlconf.ConfError as e:
            problems.append((conf_rel, str(e)))
            def_sets = [[]]
        for k, defs in enumerate(def_sets):
            jobs.append(Job(job_id(test, k), test, chapter_of(test), defs, k, conf_rel,
                            expects.negative, expects.lines, expects.any_line,
                            bool(config.get("compile_only")), has_own_main(text)))
    return jobs, problems
