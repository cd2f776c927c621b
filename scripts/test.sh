#!/usr/bin/env bash
# The whole test suite, from a fresh machine: install the Debian packages, configure
# build/ (Release, Ninja or Make), build everything (translator, runtime tests,
# samples for AMD and NVIDIA, the GPU bundle), then run CTest: the translator's lit
# suite, the compile tier, the runtime unit tests and the GPU tier (UNSUPPORTED
# without a GPU); then the lit suite again with a translator built with ASan and
# UBSan (scripts/sanitize-lit.sh, build dir <build>-sanitize; AMP2HIP_SKIP_SANITIZE=1
# leaves it out); then a short in-process fuzzing run, 300 inputs
# (scripts/fuzz-inprocess.sh, build dir <build>-fuzz; AMP2HIP_SKIP_FUZZ=1 leaves it
# out); then scripts/translation-diff.sh: the samples, e2e programs and lit
# inputs must translate byte for byte as with scripts/translation-base.rev,
# whose translator it builds in build-base/ (skipped when tool/ and the
# runtime headers are as they were at that revision, since the translations
# cannot differ then; AMP2HIP_SKIP_TRANSLATION_DIFF=1 leaves it out). Exits
# non-zero on any failure.
#
#   scripts/test.sh [ctest args...]       (build dir: $AMP2HIP_BUILD_DIR or build/)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build_dir=${AMP2HIP_BUILD_DIR:-build}
jobs=${AMP2HIP_JOBS:-$(nproc 2>/dev/null || echo 2)}
step() { echo; echo "==> test.sh: $*"; }

step "installing dependencies (scripts/install-deps.sh)"
scripts/install-deps.sh

step "configuring $build_dir"
scripts/configure.sh "$build_dir"

step "building everything ($jobs jobs)"
build_rc=0
# Keep going past a failing target, so that CTest below names every failure.
if [ -f "$build_dir/build.ninja" ]; then
  cmake --build "$build_dir" --parallel "$jobs" -- -k 0 || build_rc=$?
else
  cmake --build "$build_dir" --parallel "$jobs" -- -k || build_rc=$?
fi
[ $build_rc -eq 0 ] || echo "test.sh: the build failed (exit $build_rc); running the tests anyway"

step "running the tests (ctest)"
test_rc=0
ctest --test-dir "$build_dir" --output-on-failure "$@" || test_rc=$?

step "the translator's lit suite under ASan and UBSan (scripts/sanitize-lit.sh)"
sanitize_rc=0
if [ "${AMP2HIP_SKIP_SANITIZE:-0}" = 1 ]; then
  echo "test.sh: AMP2HIP_SKIP_SANITIZE=1: skipped"
else
  scripts/sanitize-lit.sh "${build_dir}-sanitize" || sanitize_rc=$?
fi

step "a short in-process fuzzing run (scripts/fuzz-inprocess.sh)"
fuzz_rc=0
if [ "${AMP2HIP_SKIP_FUZZ:-0}" = 1 ]; then
  echo "test.sh: AMP2HIP_SKIP_FUZZ=1: skipped"
else
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
if [ $build_rc -ne 0 ] || [ $test_rc -ne 0 ] || [ $sanitize_rc -ne 0 ] || [ $fuzz_rc -ne 0 ] || [ $tdiff_rc -ne 0 ]; then
  echo "test.sh: FAILED (build exit $build_rc, ctest exit $test_rc, sanitized lit exit $sanitize_rc, fuzzing exit $fuzz_rc, translation diff exit $tdiff_rc)"
  exit 1
fi
echo "test.sh: all tests passed"
