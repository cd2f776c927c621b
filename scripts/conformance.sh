#!/usr/bin/env bash
# Microsoft's C++ AMP conformance suite through amp2hip: translate every test here,
# bundle the translated positive tests for the GPU machine, build and run them there
# with nvcc, and write docs/conformance.md. The suite is not part of this repository
# (never commit it); get it from a clone of github.com/ROCm/hcc:
#   git -C hcc archive fb91003cdc4818ae988a72357992f87dd111698d amp-conformance | tar -x -C DIR
# which gives SUITE_DIR=DIR/amp-conformance.
#
# Usage (WORK_DIR defaults to build/conformance; run from anywhere):
#   scripts/conformance.sh translate SUITE_DIR [WORK_DIR] [-j N] [--timeout S] [--filter REGEX]
#       amp2hip ($AMP2HIP, default build/tool/amp2hip) on every test and definition set;
#       results in WORK_DIR/translate.jsonl, translated trees in WORK_DIR/src/<job>/,
#       the helper library in WORK_DIR/lib/, logs in WORK_DIR/logs/.
#   scripts/conformance.sh bundle [WORK_DIR] [--out DIR] [--hip-nvidia DIR] [--max-def-sets N]
#       .conformance-bundle/ (default) for the GPU machine: the positive jobs that
#       translated, the helper library, runtime/include, build/hip-nvidia/include
#       (--max-def-sets N: only the first N definition sets of each test, a sample).
#   scripts/conformance.sh device --out OUT [--shard K/N] [--budget S] [-j 16] ...
#       on the GPU machine, from the repository root: build with nvcc and run
#       (.conformance-bundle/device_run.py; --help lists its options). Resumable:
#       call it again (same machine) until its summary says every job is done.
#   scripts/conformance.sh cpu [WORK_DIR] [--max-def-sets N] [--out DIR] [-j N] ...
#       build and run the translated positive tests here, on the runtime's CPU platform
#       (the host compiler, oneTBB and Boost.Context; no GPU): bundle.py --cpu into
#       WORK_DIR/cpu-bundle, then device_run.py --platform cpu with its state in
#       WORK_DIR/cpu-state and its results in DIR (default WORK_DIR/cpu); the other
#       options go to device_run.py (default -j $(nproc) --run-parallel 1). Resumable;
#       --fresh bundles again (a changed runtime) and starts over.
#   scripts/conformance.sh report SUITE_DIR [WORK_DIR] [--device OUT]... [--cpu DIR]
#       [--out FILE]
#       docs/conformance.md (default) from the translation and device results; with
#       --cpu, a section comparing the CPU platform's results with the GPU's.
#   scripts/conformance.sh all SUITE_DIR [WORK_DIR]
#       translate, bundle, then report (without device results).
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
helpers="$repo/scripts/conformance"
default_work="$repo/build/conformance"

usage() {
  sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
}

# work_dir_and_options ARGS...: WORK_DIR (an optional first argument not starting
# with '-') into $work, the rest into the array $opts.
work_dir_and_options() {
  work=$default_work
  if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
    work=$1
    shift
  fi
  opts=("$@")
}

[ $# -ge 1 ] || usage
phase=$1
shift
case "$phase" in
  translate|report|all)
    [ $# -ge 1 ] || usage
    suite=$1
    shift
    [ -d "$suite/Tests" ] || { echo "conformance.sh: $suite has no Tests/ folder" >&2; exit 2; }
    work_dir_and_options "$@"
    ;;
  bundle|cpu)
    work_dir_and_options "$@"
    ;;
  device)
    if [ ! -f "$repo/.conformance-bundle/device_run.py" ]; then
      echo "conformance.sh: no .conformance-bundle/ (make it with: conformance.sh bundle)" >&2
      exit 2
    fi
    exec python3 "$repo/.conformance-bundle/device_run.py" "$@"
    ;;
  -h|--help|help)
    usage
    ;;
  *)
    echo "conformance.sh: unknown phase '$phase'" >&2
    usage
    ;;
esac

export AMP2HIP=${AMP2HIP:-$repo/build/tool/amp2hip}
translate() {
  python3 "$helpers/translate.py" --suite "$suite" --work "$work" --amp2hip "$AMP2HIP" "$@"
}
bundle() {
  python3 "$helpers/bundle.py" --work "$work" --repo "$repo" "$@"
}
report() {
  python3 "$helpers/report.py" --suite "$suite" --work "$work" "$@"
}
# cpu OPTIONS...: bundle for the CPU platform, then build and run here.
cpu() {
  local bundle_opts=() run_opts=() out="$work/cpu"
  while [ $# -gt 0 ]; do
    case "$1" in
      --max-def-sets) bundle_opts+=("$1" "$2"); shift 2 ;;
      --out) out=$2; shift 2 ;;
      *) run_opts+=("$1"); shift ;;
    esac
  done
  # A new bundle (a new payload) makes device_run.py start over: made again only
  # after a new translation, or with --fresh (to build with a changed runtime).
  if [ ! "$work/cpu-bundle/jobs.jsonl" -nt "$work/translate.jsonl" ] ||
    [[ " ${run_opts[*]-} " == *" --fresh "* ]]; then
    python3 "$helpers/bundle.py" --work "$work" --repo "$repo" --cpu --out "$work/cpu-bundle" \
      ${bundle_opts[@]+"${bundle_opts[@]}"}
  fi
  python3 "$work/cpu-bundle/device_run.py" --platform cpu --state "$work/cpu-state" \
    --out "$out" -j "$(nproc)" --run-parallel 1 ${run_opts[@]+"${run_opts[@]}"}
}

case "$phase" in
  translate) translate ${opts[@]+"${opts[@]}"} ;;
  bundle) bundle ${opts[@]+"${opts[@]}"} ;;
  cpu) cpu ${opts[@]+"${opts[@]}"} ;;
  report) report ${opts[@]+"${opts[@]}"} ;;
  all)
    translate ${opts[@]+"${opts[@]}"}
    bundle
    report
    ;;
esac
