#!/usr/bin/env bash
# Compare the translations of today's amp2hip with those of an earlier revision:
# same inputs, byte-identical outputs and diagnostics expected (a refactoring
# changes no translation; a change that means to, lists what moved).
#
#   scripts/translation-diff.sh [--suite DIR [--every N]] [--filter REGEX] [--verbose] [-j N] BASE_REV
#
# BASE_REV: a git revision (default: the one in scripts/translation-base.rev,
# the last commit that changed translations on purpose). Its translator is
# built once, in a git worktree under ${AMP2HIP_BASE_BUILD:-build-base}/<sha>
# (only the amp2hip target, no GPU compilers needed), installed into
# <sha>/install (the translator with its own parse and runtime headers), and
# kept there for the next run. The current translator is $AMP2HIP_NEW_TOOL,
# else $AMP2HIP_BUILD_DIR/tool/amp2hip (default build/), as scripts/test.sh or
# quickstart.sh build it.
#
# Inputs: every program of samples/ and test/gpu/e2e/ (translated as the
# build does, --root/--out-dir), every %amp2hip command of the lit tests'
# RUN lines (lit's %t is a path in the input's own output folder), and with
# --suite the whole conformance suite (amp-conformance/, first definition set,
# the harness's command lines). Compared: exit status, stdout, stderr, and the
# files written; not compared: Clang's scratch-buffer line numbers, line
# numbers inside the parse and runtime headers, a crash's stack frames.
#
# Exits 0 when every input translates identically, 1 when any differs (each
# one listed as `DIFF <input>: what`), 2 on a usage or build error.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
repo=$(pwd)

suite=()
extra=()
rev=""
while [ $# -gt 0 ]; do
  case "$1" in
    --suite) suite=(--suite "$(cd "$2" && pwd)"); shift 2 ;;
    --verbose) extra+=(--verbose); shift ;;
    --every) extra+=(--every "$2"); shift 2 ;;
    --filter) extra+=(--filter "$2"); shift 2 ;;
    -j) extra+=(-j "$2"); shift 2 ;;
    -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "translation-diff: unknown option $1" >&2; exit 2 ;;
    *) rev=$1; shift ;;
  esac
done
[ -n "$rev" ] || rev=$(sed -n '/^[0-9a-f]\{7,40\}/{s/[^0-9a-f].*//;p;q}' scripts/translation-base.rev)

sha=$(git rev-parse --verify --quiet "$rev^{commit}") || {
  echo "translation-diff: error: '$rev' is not a commit of this clone (a shallow clone? git fetch --unshallow)" >&2
  exit 2
}
new_tool=${AMP2HIP_NEW_TOOL:-${AMP2HIP_BUILD_DIR:-build}/tool/amp2hip}
[ -x "$new_tool" ] || {
  echo "translation-diff: error: $new_tool not built (scripts/configure.sh && cmake --build build --target amp2hip)" >&2
  exit 2
}

base_root=$(mkdir -p "${AMP2HIP_BASE_BUILD:-build-base}" && cd "${AMP2HIP_BASE_BUILD:-build-base}" && pwd)
tree=$base_root/$sha/src
build=$base_root/$sha/build
install=$base_root/$sha/install
if [ ! -x "$install/bin/amp2hip" ]; then
  echo "translation-diff: building the translator of ${sha:0:12} in $base_root/$sha" >&2
  if [ ! -d "$tree" ]; then
    git worktree prune
    git worktree add --detach "$tree" "$sha" >&2
  fi
  generator=()
  command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
  log=$base_root/$sha/build.log
  { cmake -S "$tree" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
      -DAMP2HIP_BUILD_AMD=OFF -DAMP2HIP_BUILD_NVIDIA=OFF &&
    cmake --build "$build" --target amp2hip --parallel "${AMP2HIP_JOBS:-$(nproc)}" &&
    cmake --install "$build" --prefix "$install"; } >"$log" 2>&1 || {
    echo "translation-diff: error: building the base translator failed: $log" >&2
    exit 2
  }
fi

# The installed base reads its own parse headers and runtime headers; paths
# into them in diagnostics are compared as the current tree's.
# An installed new translator (AMP2HIP_NEW_TOOL) reads the headers beside it.
new_map=()
new_root=$(cd "$(dirname "$new_tool")/.." && pwd)
if [ -f "$new_root/share/amp2hip/amp-include/amp.h" ]; then
  new_map=(--new-path-map "$new_root/share/amp2hip/amp-include=$repo/tool/amp-include"
           --new-path-map "$new_root/include=$repo/runtime/include")
fi

exec python3 scripts/translation_diff.py --base-tool "$install/bin/amp2hip" \
  --path-map "$install/share/amp2hip/amp-include=$repo/tool/amp-include" \
  --path-map "$install/include=$repo/runtime/include" \
  "${new_map[@]}" --new-tool "$new_tool" --repo "$repo" "${suite[@]}" "${extra[@]}"
