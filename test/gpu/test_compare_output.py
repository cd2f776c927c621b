#!/usr/bin/env python3
"""Unit tests of compare_output.py (CTest: gpu-compare-selftest)."""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import compare_output as co  # noqa: E402


class LineMatching(unittest.TestCase):
    def match(self, actual, expected, rel=None, abs_=None):
        return co.lines_match(actual, expected, rel, abs_)

    def test_exact_text(self):
        self.assertTrue(self.match("47  52  57", "47  52  57"))
        self.assertFalse(self.match("47  52  58", "47  52  57"))
        self.assertFalse(self.match("47 52 57", "47  52  57"))

    def test_numbers_exact_without_tolerance(self):
        self.assertFalse(self.match("x = 1.0000001", "x = 1.0"))
        self.assertFalse(self.match("1.0", "1"))

    def test_relative_tolerance(self):
        self.assertTrue(self.match("x = 1.000001, y = -2e3", "x = 1.0, y = -2000", rel=1e-5))
        self.assertFalse(self.match("x = 1.001", "x = 1.0", rel=1e-5))
        self.assertFalse(self.match("x: 1.0", "x = 1.0", rel=1e-5))

    def test_absolute_tolerance(self):
        self.assertTrue(self.match("0.0000001", "0", abs_=1e-6))
        self.assertFalse(self.match("0.0000001", "0", rel=1e-5))

    def test_special_values(self):
        self.assertTrue(self.match("nan inf", "nan inf", rel=1e-5))
        self.assertFalse(self.match("nan", "1.0", rel=1e-5))
        self.assertFalse(self.match("inf", "-inf", rel=1e-5))

    def test_identifiers_with_digits(self):
        self.assertTrue(self.match("matrix_multiply_1024: ok", "matrix_multiply_1024: ok", rel=1e-5))
        self.assertTrue(self.match("info: 3.0", "info: 3", rel=1e-5))


class Files(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.dir.cleanup()

    def write(self, name, text):
        path = os.path.join(self.dir.name, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def run_compare(self, *args):
        return subprocess.run([sys.executable, os.path.join(HERE, "compare_output.py"), *args],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)

    def test_trailing_whitespace_and_blank_lines(self):
        expected = self.write("e.txt", "47  52  57  \n64  71  78  \n")
        actual = self.write("a.txt", "47  52  57\n64  71  78\n\n")
        self.assertEqual(self.run_compare("--expected", expected, "--actual", actual).returncode, 0)

    def test_tolerance_directive(self):
        expected = self.write("e.txt", "# tolerance: 1e-5\nsum = 3.0\n")
        self.assertEqual(co.read_expected(expected), (["sum = 3.0"], 1e-5, None))
        actual = self.write("a.txt", "sum = 3.00001\n")
        self.assertEqual(self.run_compare("--expected", expected, "--actual", actual).returncode, 0)
        actual = self.write("b.txt", "sum = 3.1\n")
        self.assertEqual(self.run_compare("--expected", expected, "--actual", actual).returncode, 1)

    def test_missing_line_fails(self):
        expected = self.write("e.txt", "a\nb\n")
        actual = self.write("a.txt", "a\n")
        result = self.run_compare("--expected", expected, "--actual", actual)
        self.assertEqual(result.returncode, 1)
        self.assertIn("expected 2 line(s), got 1", result.stdout)

    def test_runs_program_with_closed_stdin(self):
        expected = self.write("e.txt", "hello\n")
        out_dir = os.path.join(self.dir.name, "results")
        # Like the samples' getchar(): reads stdin, which must not block.
        result = self.run_compare("--expected", expected, "--name", "p", "--output-dir", out_dir,
                                  "--", sys.executable, "-c",
                                  "import sys; print('hello'); sys.stdin.read()")
        self.assertEqual(result.returncode, 0, result.stdout)
        with open(os.path.join(out_dir, "p.status")) as f:
            self.assertTrue(f.read().startswith("PASS"))

    def test_nonzero_exit_fails(self):
        expected = self.write("e.txt", "hello\n")
        result = self.run_compare("--expected", expected, "--", sys.executable, "-c",
                                  "print('hello'); raise SystemExit(3)")
        self.assertEqual(result.returncode, 1)
        self.assertIn("exit status 3", result.stdout)


if __name__ == "__main__":
    unittest.main(verbosity=2)
