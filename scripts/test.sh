#!/usr/bin/env bash
# The whole test suite, from a fresh machine: install the Debian packages, configure
# build/ (Release, Ninja or Make) with the translator built under
# UndefinedBehaviorSanitizer (-DAMP2HIP_SANITIZE=undefined, so every translation
# the suite makes, lit's, the programs', migrate's and the fuzzer's, is checked
# for undefined behaviour: any report fails the test that ran it;
# AMP2HIP_SANITIZE="address;undefined" adds AddressSanitizer and its leak check,
# which doubles the translator's time and makes CI's run too long on a slow
# machine: scripts/sanitize-lit.sh runs the lit suite under both, by hand;
# AMP2HIP_SANITIZE= (empty) builds it plain), build everything (translator,
# runtime tests, samples for AMD, NVIDIA and the CPU, the GPU bundle), then run
# CTest, $jobs tests side by side: the translator's lit suite, the compile tier,
# the CPU tier, the runtime unit tests, the process-level fuzzing run and the GPU
# tier (UNSUPPORTED without a GPU); then, with AMP2HIP_FUZZ_INPROCESS=1 only, a
# short in-process libFuzzer run (scripts/fuzz-inprocess.sh --runs 300, build dir
# <build>-fuzz: a second build of the translator with clang++-19, by hand); then
# scripts/translation-diff.sh: the samples, e2e programs and lit inputs must
# translate byte for byte as with scripts/translation-base.rev, whose translator
# it builds in build-base/ (skipped when tool/ and the runtime headers are as they
# were at that revision, since the translations cannot differ then;
# AMP2HIP_SKIP_TRANSLATION_DIFF=1 leaves it out). Prints the time of each step.
# Exits non-zero on any failure.
#
#   scripts/test.sh [ctest args...]       (build dir: $AMP2HIP_BUILD_DIR or build/)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build_dir=${AMP2HIP_BUILD_DIR:-build}
jobs=${AMP2HIP_JOBS:-$(nproc 2>/dev/null || echo 2)}

suite_start=$(date +%s)
step_start=$suite_start
step() {
  local now
  now=$(date +%s)
  [ "$step_start" = "$now" ] || echo "test.sh: step took $((now - step_start)) s"
  step_start=$now
  echo; echo "==> test.sh: $* ($(date -u +%H:%M:%S), $((now - suite_start)) s in)"
}

step "installing dependencies (scripts/install-deps.sh)"
scripts/install-deps.sh

sanitize=${AMP2HIP_SANITIZE-undefined}
step "configuring $build_dir (translator sanitizers: ${sanitize:-none})"
scripts/configure.sh "$build_dir" "-DAMP2HIP_SANITIZE=$sanitize"
# The sanitizers abort at their first report; ASan's leak check, where built, is on.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1:abort_on_error=1}

step "building everything ($jobs jobs)"
build_rc=0
# Keep going past a failing target, so that CTest below names every failure.
if [ -f "$build_dir/build.ninja" ]; then
  cmake --build "$build_dir" --parallel "$jobs" -- -k 0 || build_rc=$?
else
  cmake --build "$build_dir" --parallel "$jobs" -- -k || build_rc=$?
fi
[ $build_rc -eq 0 ] || echo "test.sh: the build failed (exit $build_rc); running the tests anyway"

step "running the tests (ctest, $jobs side by side)"
test_rc=0
ctest --test-dir "$build_dir" --output-on-failure --parallel "$jobs" "$@" || test_rc=$?

fuzz_rc=0
if [ "${AMP2HIP_FUZZ_INPROCESS:-0}" = 1 ]; then
  step "a short in-process fuzzing run (scripts/fuzz-inprocess.sh)"
  rm -rf "${build_dir}-fuzz/ci"
  scripts/fuzz-inprocess.sh --runs 300 --seed 1 --build "${build_dir}-fuzz" \
    --out "${build_dir}-fuzz/ci" || fuzz_rc=$?
fi

step "translations unchanged since scripts/translation-base.rev (scripts/translation-diff.sh)"
tdiff_rc=0
base_rev=$(sed -n '1{s/[^0-9a-f].*//;p;q}' scripts/translation-base.rev)
if [ "${AMP2HIP_SKIP_TRANSLATION_DIFF:-0}" = 1 ]; then
  echo "test.sh: AMP2HIP_SKIP_TRANSLATION_DIFF=1: skipped"
elif git rev-parse --verify --quiet "$base_rev^{commit}" >/dev/null &&
     git diff --quiet "$base_rev" -- tool runtime/include; then
  echo "test.sh: tool/ and runtime/include are as at ${base_rev:0:12}: translations cannot differ; skipped"
else
  AMP2HIP_BUILD_DIR=$build_dir scripts/translation-diff.sh "$base_rev" || tdiff_rc=$?
fi

echo
step "done"
if [ $build_rc -ne 0 ] || [ $test_rc -ne 0 ] || [ $fuzz_rc -ne 0 ] || [ $tdiff_rc -ne 0 ]; then
  echo "test.sh: FAILED (build exit $build_rc, ctest exit $test_rc, in-process fuzzing exit $fuzz_rc, translation diff exit $tdiff_rc)"
  exit 1
fi
echo "test.sh: all tests passed"
