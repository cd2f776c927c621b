#!/usr/bin/env python3
"""Tests of the conformance harness (scripts/conformance.sh, scripts/conformance/).

  python3 test/conformance/test_harness.py [-v]

- unit tests: the Perl conf subset, the Expects directives, amp2hip's diagnostics and
  the classification of negative tests, the device half's classification and nvcc
  command lines, the grouping of failures;
- the whole pipeline (translate, bundle, report) on a generated suite with
  fake_amp2hip.py, which also crashes and hangs on request;
- translate and report on fixture/ with the real amp2hip ($AMP2HIP), checking the
  report's counts against the fixture (see fixture/README.md). Skipped when $AMP2HIP
  is not set.
"""

import json
import os
import subprocess
import sys
import tarfile
import tempfile
import textwrap
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SCRIPT = os.path.join(REPO, "scripts", "conformance.sh")
FIXTURE = os.path.join(HERE, "fixture")
sys.path.insert(0, os.path.join(REPO, "scripts", "conformance"))

import causes  # noqa: E402
import device_commands  # noqa: E402
import device_run  # noqa: E402
import diagnostics  # noqa: E402
import perlconf  # noqa: E402
import suite  # noqa: E402


def table_rows(markdown, heading):
    """{first cell: [cells]} of the body of the first table after the line `heading`."""
    lines = markdown.splitlines()
    start = lines.index(heading)
    rows, seen_table = {}, False
    for line in lines[start + 1:]:
        if line.startswith("|"):
            if not seen_table or line.startswith("|---"):
                seen_table = True  # the header row, then the separator
                continue
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            rows[cells[0]] = cells[1:]
        elif seen_table:
            break
    return rows


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(textwrap.dedent(text))


def read_json(path):
    with open(path) as f:
        return json.load(f)


def read_text(path):
    with open(path) as f:
        return f.read()


def run(cmd, env=None):
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True, env=env)
    if proc.returncode != 0:
        raise AssertionError("%s failed (%d):\n%s\n%s" % (cmd, proc.returncode,
                                                          proc.stdout, proc.stderr))
    return proc


class PerlConfTest(unittest.TestCase):
    def test_definitions(self):
        conf = perlconf.parse_conf("""
            # comment
            %config = (
                'compile_only' => 1,
                definitions => [
                    { 'A' => 'x + y', "B" => "it's", 'C' => '' },
                    { 'A' => 'int x, int y', 'B' => 'a\\'b', 'C' => 2, },
                ],
            );""")
        self.assertEqual(conf["compile_only"], 1)
        self.assertEqual(conf["definitions"][0], {"A": "x + y", "B": "it's", "C": ""})
        self.assertEqual(conf["definitions"][1], {"A": "int x, int y", "B": "a'b", "C": 2})

    def test_without_semicolon(self):
        self.assertEqual(perlconf.parse_conf("%config = ( 'compile_only' => 1\n)"),
                         {"compile_only": 1})

    def test_unsupported(self):
        for text in ("%config = ( 'a' => $x );", "%config = ( 'a' => \"$x\" );",
                     "%config = ( 'a' );", "%config = ( 'a' => 1 ); 1;", "$config{a} = 1;"):
            with self.assertRaises(perlconf.ConfError, msg=text):
                perlconf.parse_conf(text)


class SuiteTest(unittest.TestCase):
    def test_expects_with_lines(self):
        text = "\n".join([
            "//#Expects: Error: test\\.cpp\\(34\\) : .+ C3581",
            "//#Expects: Error: test.cpp\\(32\\)",
            "//#expects : error : \\(38\\) : .+ C3561",
            "int x;"])
        e = suite.parse_expects(text)
        self.assertTrue(e.negative)
        self.assertEqual(e.lines, [32, 34, 38])
        self.assertFalse(e.any_line)

    def test_expects_without_line(self):
        for directive in ("//#Expects: Error: error C3581", "//#Expects: error C2065",
                          "//#Expects: Error: amp.h\\(\\d+\\) : error C2338",
                          "//#Expects 2: Warning: C4000"):
            e = suite.parse_expects(directive)
            self.assertTrue(e.negative, directive)
            self.assertEqual(e.lines, [], directive)
            self.assertTrue(e.any_line, directive)

    def test_positive(self):
        self.assertFalse(suite.parse_expects("// Expects nothing\nint main() {}").negative)

    def test_own_main(self):
        self.assertTrue(suite.has_own_main("int main() {"))
        self.assertTrue(suite.has_own_main("void main  (void)"))
        self.assertFalse(suite.has_own_main("runall_result test_main() {"))
        self.assertFalse(suite.has_own_main("#include <amptest_main.h>"))

    def test_fixture_jobs(self):
        jobs, problems = suite.make_jobs(FIXTURE)
        self.assertEqual(problems, [])
        by_id = {j.id: j for j in jobs}
        self.assertEqual(len(jobs), 8)
        defs = by_id["2_Cxx_Lang_Exte+Defs+Test.01@1"]
        self.assertEqual(dict(defs.defs), {"ELEMENT_TYPE": "unsigned", "FACTOR": "3",
                                           "INITIAL": "1,1,1,1"})
        self.assertEqual(defs.conf, "Tests/2_Cxx_Lang_Exte/Defs/test.conf")
        only = by_id["2_Cxx_Lang_Exte+CompileOnly+Test.01@0"]
        self.assertTrue(only.compile_only and only.own_main and not only.negative)
        wrong = by_id["7_para_for_each+Negative+WrongLine.01@0"]
        self.assertEqual((wrong.negative, wrong.expected_lines), (True, [15]))
        tile = by_id["8_Corr_Sync_Cxx_AMP_Prog+Negative+TileStaticInit.01@0"]
        self.assertEqual((tile.expected_lines, tile.any_line), ([], True))

    def test_two_confs_in_one_folder(self):
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "Tests", "a"))
            for name in ("x.conf", "y.conf"):
                write(os.path.join(tmp, "Tests", "a", name), "%config = ();")
            with self.assertRaises(ValueError):
                suite.find_conf(os.path.join(tmp, "Tests", "a"), os.path.join(tmp, "Tests"))


class DiagnosticsTest(unittest.TestCase):
    TEST = "/s/Tests/a/test.cpp"

    def outcome(self, stderr, lines, rc=1):
        diags = diagnostics.parse(stderr)
        return diagnostics.negative_outcome(diagnostics.translation_status(rc), diags,
                                            self.TEST, lines)

    def test_parse(self):
        d = diagnostics.parse("/s/Tests/a/test.cpp:12:31: error: the kernel must be a "
                              "lambda [AMP2HIP-E0002]\nother text\n"
                              "/s/Tests/a/test.cpp: error: could not parse [AMP2HIP-E0001]\n")
        self.assertEqual([(x.line, x.id, x.severity) for x in d],
                         [(12, "AMP2HIP-E0002", "error"), (None, "AMP2HIP-E0001", "error")])
        self.assertEqual(d[0].message, "the kernel must be a lambda")
        self.assertEqual(diagnostics.first_id(d), "AMP2HIP-E0002")

    def test_rejected_at_expected_line(self):
        err = "/s/Tests/a/test.cpp:12:3: error: x [AMP2HIP-E0002]\n"
        self.assertEqual(self.outcome(err, [12]), "rejected")
        self.assertEqual(self.outcome(err, [13]), "wrong-line")
        self.assertEqual(self.outcome(err, []), "rejected")

    def test_error_in_header_is_not_in_test(self):
        err = "/s/amp_test_lib/inc/x.h:12:3: error: x [AMP2HIP-E0004]\n"
        self.assertEqual(self.outcome(err, []), "wrong-line")

    def test_clang_errors_are_counted_apart(self):
        err = ("/s/Tests/a/test.cpp:12:3: error: use of undeclared identifier 'q'\n"
               "/s/Tests/a/test.cpp: error: could not parse [AMP2HIP-E0001]\n")
        self.assertEqual(self.outcome(err, [12]), "cxx-error")
        self.assertEqual(self.outcome(err, []), "cxx-error")
        self.assertEqual(self.outcome(err, [13]), "clang-only")
        # An AMP2HIP error at the expected line wins; one elsewhere does not
        # hide Clang's error at it.
        amp = "/s/Tests/a/test.cpp:12:3: error: x [AMP2HIP-E0002]\n"
        self.assertEqual(self.outcome(amp + err, [12]), "rejected")
        amp13 = "/s/Tests/a/test.cpp:13:3: error: x [AMP2HIP-E0002]\n"
        self.assertEqual(self.outcome(amp13 + err, [12]), "cxx-error")
        self.assertEqual(self.outcome(amp13 + err, [14]), "wrong-line")

    def test_warnings_do_not_reject(self):
        err = "/s/Tests/a/test.cpp:12:3: warning: w [AMP2HIP-W0002]\n"
        self.assertEqual(self.outcome(err, [12]), "clang-only")

    def test_other_statuses(self):
        self.assertEqual(self.outcome("", [1], rc=0), "accepted")
        self.assertEqual(self.outcome("", [1], rc=2), "usage")
        self.assertEqual(self.outcome("", [1], rc=-11), "crash")
        self.assertEqual(diagnostics.translation_status(None, timed_out=True), "timeout")


class DeviceTest(unittest.TestCase):
    def test_classify(self):
        c = device_commands.classify
        self.assertEqual(c(False, None), ("not-built", ""))
        self.assertEqual(c(False, 1), ("fail", "build"))
        self.assertEqual(c(True, 1), ("fail", "build"))
        self.assertEqual(c(True, 0), ("pass", "compile-only"))
        self.assertEqual(c(False, 0), ("not-run", ""))
        self.assertEqual(c(False, 0, 0), ("pass", ""))
        self.assertEqual(c(False, 0, 1), ("fail", "fail"))
        self.assertEqual(c(False, 0, 2), ("skip", "skip"))
        self.assertEqual(c(False, 0, 3), ("fail", "cascade"))
        self.assertEqual(c(False, 0, 134), ("fail", "exit 134"))
        self.assertEqual(c(False, 0, -11), ("fail", "signal 11"))
        self.assertEqual(c(False, 0, None, timed_out=True), ("fail", "timeout"))

    def job(self, **kw):
        job = {"job": "a+b@1", "test": "Tests/a/b/test.cpp", "defs": [], "compile_only": False,
               "own_main": False}
        job.update(kw)
        return job

    def test_compile_command(self):
        lay = device_commands.Layout("/st")
        cmd = device_commands.job_compile_command("nvcc", "sm_90", lay, self.job(
            defs=[["A", "cpu,amp"]], own_main=True))
        self.assertEqual(cmd[:10], ["nvcc", "-x", "cu", "--extended-lambda", "-std=c++17", "-O2", "-arch=sm_90",
                                   "-D__HIP_PLATFORM_NVIDIA__", "-isystem",
                                   "/st/tree/hip-nvidia/include"])
        joined = " ".join(cmd)
        self.assertIn("-I /st/tree/runtime/include -I /st/tree/overrides -I /st/tree/src/", joined)
        self.assertIn("-I /st/tree/src/a+b@1/amp_test_lib/inc -include", joined)
        self.assertIn("-include /st/defs/a+b@1.h -include /st/tree/src/a+b@1/test_main.h", joined)
        self.assertEqual(cmd[-4:], ["-c", "/st/tree/src/a+b@1/Tests/a/b/test.cpp", "-o",
                                    "/st/obj/a+b@1.o"])
        self.assertFalse([a for a in cmd if a.startswith("-D") and "cpu" in a],
                         "definitions go through a header: nvcc splits -D at commas")
        plain = device_commands.job_compile_command("nvcc", "sm_90", lay, self.job())
        self.assertNotIn("-include", plain)

    def test_link_and_library(self):
        lay = device_commands.Layout("/st")
        self.assertEqual(device_commands.link_command("nvcc", "sm_90", ["a.o", "b.o"], "x"),
                         ["nvcc", "-arch=sm_90", "-cudart", "static", "a.o", "b.o", "-o", "x"])
        lib = device_commands.lib_compile_command("nvcc", "sm_90", lay, "amp_test_lib/src/main.cpp")
        self.assertEqual(lib[-4:], ["-c", "/st/tree/lib/amp_test_lib/src/main.cpp", "-o",
                                    "/st/obj/lib/main.o"])

    def test_cpu_platform(self):
        lay = device_commands.Layout("/st")
        cmd = device_commands.job_compile_command("g++", "unused", lay, self.job(own_main=True),
                                                  platform="cpu")
        self.assertEqual(cmd[:12], ["g++", "-x", "c++", "-std=c++17", "-O2", "-pthread",
                                    "-DAMP2HIP_PLATFORM_CPU=1", "-isystem",
                                    "/st/tree/runtime/include/amp2hip/platform/cpu", "-include",
                                    "hip/hip_runtime.h", "-I"])
        self.assertNotIn("hip-nvidia", " ".join(cmd))
        self.assertEqual(cmd[-4:], ["-c", "/st/tree/src/a+b@1/Tests/a/b/test.cpp", "-o",
                                    "/st/obj/a+b@1.o"])
        self.assertEqual(device_commands.link_command("g++", "unused", ["a.o"], "x", "cpu"),
                         ["g++", "a.o", "-o", "x", "-ltbb", "-lboost_context", "-pthread"])
        lib = device_commands.lib_compile_command("g++", "", lay, "amp_test_lib/src/main.cpp",
                                                  "cpu")
        self.assertEqual(lib[:3], ["g++", "-x", "c++"])

    def test_defines_header(self):
        self.assertEqual(device_commands.defines_text([["A", "cpu,amp"], ["B", ""], ["C", "x + y"]]),
                         "#define A cpu,amp\n#define B\n#define C x + y\n")

    def test_shards(self):
        jobs = [{"test": str(i)} for i in range(7)]
        shards = [device_commands.select(jobs, (k, 3)) for k in (1, 2, 3)]
        self.assertEqual(sorted(j["test"] for s in shards for j in s),
                         sorted(j["test"] for j in jobs))
        self.assertEqual(len(shards[0]), 3)
        self.assertEqual(device_commands.parse_shard("2/4"), (2, 4))

    def test_budget(self):
        past = time.monotonic() - 1
        self.assertEqual(list(device_run.pool_results([1, 2], lambda x: x, 2, past)), [])
        self.assertEqual(sorted(device_run.pool_results([1, 2, 3], lambda x: x * 2, 2, 1e12)),
                         [2, 4, 6])

    def test_import_done(self):
        with tempfile.TemporaryDirectory() as tmp:
            write(os.path.join(tmp, "bundle/done/old.jsonl"), "\n".join(json.dumps(r) for r in [
                {"job": "a", "result": "pass", "build_rc": 0},
                {"job": "b", "result": "not-run", "build_rc": 0},
                {"job": "gone", "result": "pass"}]) + "\n")
            os.makedirs(os.path.join(tmp, "state/results"))
            runner = device_run.Runner(None, device_commands.Layout(os.path.join(tmp, "state")))
            jobs = [self.job(job="a"), self.job(job="b")]
            self.assertEqual(device_run.import_done(os.path.join(tmp, "bundle"), runner, jobs), 1)
            self.assertEqual(runner.load(jobs[0])["result"], "pass")
            self.assertIsNone(runner.load(jobs[1]))

    def test_first_error_line(self):
        out = ("x.cpp(3): warning #177-D: variable \"error\" was declared but never referenced\n"
               "x.cpp(12): error: identifier \"foo\" is undefined\n"
               "1 error detected\n")
        self.assertEqual(device_commands.first_error_line(out),
                         'x.cpp(12): error: identifier "foo" is undefined')
        ld = ("/usr/bin/ld: t.o: in function `main':\n"
              "t.cpp:(.text+0x5): undefined reference to `f()'\n")
        self.assertIn("undefined reference", device_commands.first_error_line(ld))


class CausesTest(unittest.TestCase):
    def test_normalize(self):
        self.assertEqual(causes.normalize(
            "Tests/a/test.cpp:3:7: error: no member named 'x' in 'S' [AMP2HIP-E0001]"),
            "error: no member named '...' in '...'")
        self.assertEqual(causes.normalize('t.cpp(12): error: identifier "foo" is undefined'),
                         'error: identifier "..." is undefined')
        self.assertEqual(causes.normalize("t.cpp:(.text+0x5): undefined reference to `f()'"),
                         "undefined reference to `...'")

    def test_translation_cause(self):
        key, example = causes.translation_cause({
            "status": "error", "first_id": "AMP2HIP-E0001", "test": "t",
            "first_error": "Tests/t.cpp:1:2: error: no member named 'q' in 'C'"})
        self.assertEqual(key, "AMP2HIP-E0001 error: no member named '...' in '...'")
        self.assertEqual(example, "error: no member named 'q' in 'C'")


class FakePipelineTest(unittest.TestCase):
    """translate, bundle and report on a generated suite, with fake_amp2hip.py."""

    def make_suite(self, root):
        write(os.path.join(root, "amp_test_lib/inc/amptest.h"), "#pragma once\n")
        write(os.path.join(root, "amp_test_lib/src/main.cpp"), "#include <amptest.h>\n")
        write(os.path.join(root, "test_main.h"), "// stub\n")
        write(os.path.join(root, "amdgpu-passlist.txt"), "A/T1/test.cpp\nB/N1/test.cpp\n")
        tests = {
            "A/T1": "int main() {}\n",
            "A/T2/x": "// two definition sets\n",
            "A/T3": "// FAKE: clang-error\n",
            "A/T4": "// FAKE: crash\n",
            "B/T5": "// FAKE: hang\n",
            "B/N1": "//#Expects: Error: test\\.cpp\\(2\\)\n// FAKE: error E0002\n",
            "B/N2": "//#Expects: Error: test\\.cpp\\(2\\)\n\n// FAKE: error E0002\n",
            "B/N3": "//#Expects: Error: error C2000\n// FAKE: clang-error\n",
            "B/N4": "//#Expects: Error: error C2000\n",
        }
        for name, text in tests.items():
            write(os.path.join(root, "Tests", name, "test.cpp"), text)
        write(os.path.join(root, "Tests/A/T2/defs.conf"),
              "%config = ( 'definitions' => [ { 'A' => '1, 2' }, { 'A' => '3' } ] );")

    def test_pipeline(self):
        with tempfile.TemporaryDirectory() as tmp:
            suite_dir, work = os.path.join(tmp, "suite"), os.path.join(tmp, "work")
            self.make_suite(suite_dir)
            env = dict(os.environ, AMP2HIP=os.path.join(HERE, "fake_amp2hip.py"))
            proc = run([SCRIPT, "translate", suite_dir, work, "-j", "4", "--timeout", "3"], env)
            self.assertIn("[10/10]", proc.stderr)
            with open(os.path.join(work, "translate.jsonl")) as f:
                recs = {r["job"]: r for r in map(json.loads, f)}
            self.assertEqual(recs["A+T4@0"]["status"], "crash")
            self.assertEqual(recs["B+T5@0"]["status"], "timeout")
            self.assertEqual(recs["A+T3@0"]["first_id"], "AMP2HIP-E0001")
            self.assertEqual(recs["B+N1@0"]["ids"], [["AMP2HIP-E0002", 2]])
            self.assertEqual({r["outcome"] for k, r in recs.items() if k.startswith("B+N")},
                             {"rejected", "wrong-line", "cxx-error", "accepted"})
            args = read_json(os.path.join(work, "src/A+T2+x@0/fake-args.json"))
            self.assertEqual(args["clang_args"], ["-I", os.path.join(suite_dir, "amp_test_lib/inc"),
                                                  "-DA=1, 2"])
            args = read_json(os.path.join(work, "src/A+T1@0/fake-args.json"))
            self.assertEqual(args["clang_args"][-2:], ["-include",
                                                       os.path.join(suite_dir, "test_main.h")])
            self.assertTrue(os.path.exists(os.path.join(work, "lib/amp_test_lib/src/main.cpp")))

            self.check_bundle(tmp, work)
            self.check_report(tmp, suite_dir, work)

    def check_bundle(self, tmp, work):
        hip = os.path.join(tmp, "hip")
        write(os.path.join(hip, "hip/hip_runtime.h"), "// stub\n")
        bundle = os.path.join(tmp, "bundle")
        proc = run([SCRIPT, "bundle", work, "--out", bundle, "--hip-nvidia", hip])
        self.assertIn("MiB", proc.stderr)
        with open(os.path.join(bundle, "jobs.jsonl")) as f:
            jobs = [json.loads(line) for line in f]
        self.assertEqual([j["job"] for j in jobs], ["A+T1@0", "A+T2+x@0", "A+T2+x@1"])
        self.assertEqual(jobs[0]["shared"], ["amp_test_lib/inc/amptest.h", "test_main.h"])
        with tarfile.open(os.path.join(bundle, "payload.tar.gz")) as tar:
            names = set(tar.getnames())
            lib = json.load(tar.extractfile("lib.json"))
        self.assertIn("src/A+T1@0/Tests/A/T1/test.cpp", names)
        self.assertIn("common/Tests/A/T2/x/test.cpp", names)  # both definition sets
        self.assertNotIn("src/A+T2+x@1/Tests/A/T2/x/test.cpp", names)
        self.assertIn("Tests/A/T2/x/test.cpp", jobs[2]["shared"])
        self.assertNotIn("src/A+T1@0/test_main.h", names)  # same as lib's
        self.assertIn("lib/amp_test_lib/inc/amptest.h", names)
        self.assertNotIn("src/A+T1@0/amp_test_lib/inc/amptest.h", names)  # same as lib's
        self.assertIn("runtime/include/amp2hip/amp.h", names)
        self.assertIn("hip-nvidia/include/hip/hip_runtime.h", names)
        self.assertIn("overrides/amptest/platform.h", names)
        self.assertFalse([n for n in names if "/T3/" in n or "/N1/" in n])
        self.assertEqual(lib["sources"], ["amp_test_lib/src/main.cpp"])
        self.assertTrue(os.path.exists(os.path.join(bundle, "device_run.py")))
        self.assertTrue(os.path.exists(os.path.join(bundle, "device_commands.py")))

    def check_report(self, tmp, suite_dir, work):
        out = os.path.join(tmp, "report.md")
        run([SCRIPT, "report", suite_dir, work, "--out", out])
        md = read_text(out)
        rows = table_rows(md, "## Per chapter")
        self.assertEqual(rows["A"], ["4", "2", "not run", "not run", "0", "0", "0", "1 (1 + 0)"])
        self.assertEqual(rows["B"], ["1", "0", "not run", "not run", "4", "1", "1", "1 (0 + 1)"])
        self.assertEqual(rows["**total**"], ["5", "2", "not run", "not run", "4", "1", "1", "2 (1 + 1)"])
        self.assertIn("amp2hip crashed", md)

        device = os.path.join(tmp, "device")
        os.makedirs(device)
        with open(os.path.join(device, "results.jsonl"), "w") as f:
            for job, rc, run_rc in (("A+T1@0", 0, 0), ("A+T2+x@0", 0, 0), ("A+T2+x@1", 0, 1)):
                result, detail = device_commands.classify(False, rc, run_rc)
                f.write(json.dumps({"job": job, "test": "", "compile_only": False, "build_rc": rc,
                                    "run_rc": run_rc, "run_tail": "value 3 is 4",
                                    "result": result, "detail": detail}) + "\n")
        run([SCRIPT, "report", suite_dir, work, "--device", device, "--out", out])
        md = read_text(out)
        rows = table_rows(md, "## Per chapter")
        self.assertEqual(rows["A"], ["4", "2", "2", "1", "0", "0", "0", "1 (1 + 0)"])
        outcomes = table_rows(md, "## Positive tests by outcome")
        self.assertEqual(outcomes["run failed"], ["1"])
        self.assertIn("| 1 | `fail (exit 1)` | `value 3 is 4` |", md)

        # The CPU platform's results of the same jobs: A+T1 fails to build there, A+T2+x
        # fails in its second definition set on both.
        cpu = os.path.join(tmp, "cpu")
        os.makedirs(cpu)
        with open(os.path.join(cpu, "results.jsonl"), "w") as f:
            for job, rc, run_rc in (("A+T1@0", 1, None), ("A+T2+x@0", 0, 0), ("A+T2+x@1", 0, 1)):
                result, detail = device_commands.classify(False, rc, run_rc)
                f.write(json.dumps({"job": job, "test": "", "compile_only": False, "build_rc": rc,
                                    "run_rc": run_rc, "build_error": "t.cpp:1:2: error: no cpu",
                                    "result": result, "detail": detail}) + "\n")
        run([SCRIPT, "report", suite_dir, work, "--device", device, "--cpu", cpu, "--out", out])
        md = read_text(out)
        section = md[md.index("## On the CPU platform"):]
        self.assertIn("- run on the CPU: 2 tests, 0 passed", section)
        self.assertIn("of the 1 tests that pass on the GPU, **0 pass on the CPU (0.0 %)**",
                      section)
        self.assertIn("| `Tests/A/T1/test.cpp` | passed | build failed | `error: no cpu` |",
                      section)
        self.assertNotIn("| `Tests/A/T2/x/test.cpp` |", section)  # run failed on both
        self.assertIn("### Failures on the CPU (2 tests)", section)

        # A sample: the first definition set of each test (A+T2+x@1, which failed, left out).
        run([SCRIPT, "bundle", work, "--out", os.path.join(tmp, "bundle1"), "--hip-nvidia",
             os.path.join(tmp, "hip"), "--max-def-sets", "1"])
        run([SCRIPT, "report", suite_dir, work, "--device", device, "--out", out])
        md = read_text(out)
        self.assertEqual(table_rows(md, "## Per chapter")["A"],
                         ["4", "2", "2", "2", "0", "0", "0", "1 (1 + 0)"])
        self.assertIn("only the first 1 definition sets", md)


@unittest.skipUnless(os.environ.get("AMP2HIP"), "set AMP2HIP to the amp2hip binary")
class FixtureTest(unittest.TestCase):
    """translate and report on fixture/ with the real amp2hip."""

    def test_fixture(self):
        with tempfile.TemporaryDirectory() as tmp:
            work = os.path.join(tmp, "work")
            run([SCRIPT, "translate", FIXTURE, work])
            with open(os.path.join(work, "translate.jsonl")) as f:
                recs = {r["job"]: r for r in map(json.loads, f)}
            self.assertEqual(recs["7_para_for_each+Negative+NotLambda.01@0"]["ids"][0],
                             ["AMP2HIP-E0002", 16])
            self.assertTrue(os.path.isfile(os.path.join(
                work, "src/2_Cxx_Lang_Exte+Defs+Test.01@1",
                "Tests/2_Cxx_Lang_Exte/Defs/Test.01/test.cpp")))
            self.assertTrue(os.path.isfile(os.path.join(work, "lib/amp_test_lib/src/lib.cpp")))
            self.assertTrue(os.path.isfile(os.path.join(work, "lib/amp_test_lib/inc/amptest.h")))
            out = os.path.join(tmp, "conformance.md")
            run([SCRIPT, "report", FIXTURE, work, "--out", out])
            md = read_text(out)
            rows = table_rows(md, "## Per chapter")
            self.assertEqual(rows["2_Cxx_Lang_Exte"],
                             ["2", "2", "not run", "not run", "0", "0", "0", "1 (1 + 0)"], md)
            self.assertEqual(rows["7_para_for_each"],
                             ["1", "1", "not run", "not run", "2", "1", "0", "1 (0 + 1)"], md)
            self.assertEqual(rows["8_Corr_Sync_Cxx_AMP_Prog"],
                             ["0", "0", "not run", "not run", "2", "1", "1", "2 (0 + 2)"], md)
            self.assertEqual(rows["**total**"],
                             ["3", "3", "not run", "not run", "4", "2", "1", "4 (1 + 3)"], md)
            negatives = table_rows(md, "## Negative tests by outcome")
            self.assertEqual(negatives, {"rejected": ["2"], "wrong line": ["1"],
                                         "C++ error at the expected line": ["1"]})
            self.assertEqual(table_rows(md, "## Positive tests by outcome"), {"not run": ["3"]})
            if os.environ.get("AMP2HIP_CPU_PLATFORM"):
                self.check_cpu(work, tmp)

    def check_cpu(self, work, tmp):
        """conformance.sh cpu: the fixture's positive jobs built with the host compiler
        for the CPU platform and run here; each fixture test exits 0 only when its
        kernel computed what the test checks on the host."""
        out = os.path.join(tmp, "cpu")
        proc = run([SCRIPT, "cpu", work, "--out", out, "-j", "2"])
        self.assertIn("4 of 4 jobs done: pass 3, pass (compile-only) 1", proc.stdout)
        with open(os.path.join(out, "results.jsonl")) as f:
            results = {r["job"]: r for r in map(json.loads, f)}
        self.assertEqual(results["7_para_for_each+Kernel+Test.01@0"]["run_rc"], 0)
        md_path = os.path.join(tmp, "cpu.md")
        run([SCRIPT, "report", FIXTURE, work, "--cpu", out, "--out", md_path])
        self.assertIn("- run on the CPU: 3 tests, 3 passed", read_text(md_path))


if __name__ == "__main__":
    unittest.main()
