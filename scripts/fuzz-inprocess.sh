#!/usr/bin/env bash
# In-process fuzzing of the translator with libFuzzer (tool/fuzz/Amp2HipFuzzer.cpp,
# docs/fuzzing.md): builds amp2hip-fuzzer in its own build tree with clang++-19
# (-DAMP2HIP_FUZZER=ON; libFuzzer comes from Debian's libclang-rt-19-dev), gathers
# the seeds (samples/, test/tool/, and each --seeds DIR), runs the campaign and
# prints the inputs run, the time and the findings. Exits 1 if any input crashed
# amp2hip, hung (--timeout) or ran out of memory; the inputs are saved in
# OUT/findings/. Inputs that crashed inside Clang's own code (no frame of amp2hip's
# between the signal and Clang's parse), which amp2hip recovers and reports as
# AMP2HIP-E0001, are saved in OUT/recovered/ with their stacks (.stack) and counted
# apart, by the function that crashed. Counts are of this run (a folder OUT that
# holds earlier runs keeps their files).
#
#   scripts/fuzz-inprocess.sh [--runs N | --seconds S] [--jobs J] [--seeds DIR]...
#                             [--include DIR]... [--out DIR] [--build DIR] [--seed N]
#
#   --runs N      inputs per job (default 500); --seconds S: time per job instead
#   --jobs J      fuzzer processes side by side (default 1)
#   --seeds DIR   also every *.cpp under DIR (e.g. the conformance suite's Tests/)
#   --include DIR passed to Clang as -I (e.g. the suite's amp_test_lib/inc)
#   --out DIR     corpus, findings and logs (default build-fuzz/campaign)
#   --build DIR   the fuzzer's build tree (default build-fuzz)
#   --seed N      libFuzzer's random seed (default 1; job i uses N + i)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD

runs=500 seconds= jobs=1 out= build=build-fuzz seed=1
seeds=() includes=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; seconds=; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --seeds) seeds+=("$2"); shift 2 ;;
    --include) includes+=("$(cd "$2" && pwd)"); shift 2 ;;
    --out) out=$2; shift 2 ;;
    --build) build=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    *) echo "fuzz-inprocess: error: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
out=${out:-$build/campaign}

clangxx=$(command -v clang++-19 || echo /usr/lib/llvm-19/bin/clang++)
[ -x "$clangxx" ] || { echo "fuzz-inprocess: error: clang++-19 not found (scripts/install-deps.sh)" >&2; exit 2; }
scripts/configure.sh "$build" -DCMAKE_CXX_COMPILER="$clangxx" -DAMP2HIP_FUZZER=ON \
  -DAMP2HIP_BUILD_AMD=OFF -DAMP2HIP_BUILD_NVIDIA=OFF
cmake --build "$build" --target amp2hip-fuzzer --parallel "${AMP2HIP_JOBS:-$(nproc)}"
fuzzer=$root/$build/tool/amp2hip-fuzzer

mkdir -p "$out/corpus" "$out/findings" "$out/seeds" "$out/recovered"
rm -f "$out"/fuzz-*.log
# Seeds, flattened into one folder (a name keeps its path). Files that crash
# Clang on purpose (`#pragma clang __debug crash`, the lit test of the crash
# recovery) are left out.
copy_seeds() {
  local dir=$1 prefix=$2
  (cd "$dir" && find . -name '*.cpp' -type f | sort) | while read -r f; do
    f=${f#./}
    grep -q 'pragma clang __debug' "$dir/$f" && continue
    cp "$dir/$f" "$out/seeds/$prefix${f//\//+}"
  done
}
copy_seeds samples samples+
copy_seeds test/tool lit+
i=0
for dir in "${seeds[@]}"; do
  copy_seeds "$dir" "seeds$i+"
  i=$((i + 1))
done
echo "fuzz-inprocess: $(ls "$out/seeds" | wc -l) seeds, $(ls "$out/corpus" | wc -l) inputs in the corpus, $jobs job(s)" >&2

export AMP2HIP_FUZZ_INCLUDE=$(IFS=:; echo "${includes[*]}")
# The stacks of recovered crashes name amp2hip's own functions (static in the
# fuzzer) only through llvm-symbolizer.
export LLVM_SYMBOLIZER_PATH=${LLVM_SYMBOLIZER_PATH:-/usr/lib/llvm-19/bin/llvm-symbolizer}
# Inputs that crashed inside the parse, recovered as the driver recovers them
# (amp2hip reports them as AMP2HIP-E0001 and exits 1): saved here, counted apart.
export AMP2HIP_FUZZ_RECOVERED_DIR=$(cd "$out/recovered" && pwd)
limit=(-runs="$runs")
[ -n "$seconds" ] && limit=(-max_total_time="$seconds")
# -close_fd_mask=2: the translator's diagnostics are not printed (libFuzzer's own
# reports are). -timeout: an input that takes longer is a hang.
args=(-dict="$root/test/fuzz/amp.dict" -close_fd_mask=2 -timeout=60 -rss_limit_mb=4096
      -max_len=65536 -print_final_stats=1 -artifact_prefix="$(cd "$out/findings" && pwd)/"
      "${limit[@]}")
start=$(date +%s)
stamp=$out/.started
touch "$stamp"
pids=()
for ((j = 0; j < jobs; j++)); do
  # Each job precompiles its prefix into its own folder under OUT.
  (cd "$out" && AMP2HIP_FUZZ_PCH_DIR="$PWD/pch-$j" exec "$fuzzer" "${args[@]}" \
     -seed=$((seed + j)) corpus seeds > "fuzz-$j.log" 2>&1) &
  pids+=($!)
done
rc=0
job_rc=()
for p in "${pids[@]}"; do
  status=0
  wait "$p" || status=$?
  job_rc+=("$status")
done
elapsed=$(( $(date +%s) - start ))

total=0
for ((j = 0; j < jobs; j++)); do
  n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/fuzz-$j.log" | tail -1)
  if [ -z "$n" ]; then
    echo "fuzz-inprocess: job $j ended without its statistics:" >&2
    tail -30 "$out/fuzz-$j.log" >&2
    # The process died before libFuzzer could save the input (a signal
    # outside the crash recovery): the fuzzer wrote it before translating.
    # It is replayed alone in a new process: a death that the input
    # reproduces is a finding; one it does not (the heap-dependent reads
    # of Clang 19's lambda-capture bugs, docs/fuzzing.md) is listed in
    # OUT/unreproducible/ and printed, not counted.
    last=$out/pch-$j/last-input.cpp
    died=1
    if [ -f "$last" ]; then
      name=died-$(sha1sum < "$last" | cut -c1-40)
      mkdir -p "$out/unreproducible"
      cp "$last" "$out/unreproducible/$name"
      echo "fuzz-inprocess: the input job $j was translating when it died (exit ${job_rc[$j]}):" >&2
      head -c 4000 "$last" >&2
      echo >&2
      if (cd "$out" && AMP2HIP_FUZZ_PCH_DIR="$PWD/pch-$j" "$fuzzer" \
            "unreproducible/$name" > "replay-$j.log" 2>&1); then
        echo "fuzz-inprocess: warning: replayed alone, it does not crash: kept in $out/unreproducible/$name, not a finding" >&2
        died=0
      else
        mv "$out/unreproducible/$name" "$out/findings/crash-$name"
        echo "fuzz-inprocess: replayed alone, it crashes again: $out/findings/crash-$name" >&2
        tail -20 "$out/replay-$j.log" >&2
      fi
    fi
    [ "$died" -eq 0 ] || rc=1
    n=$(grep -o '^#[0-9]*' "$out/fuzz-$j.log" | tail -1 | tr -d '#')
  elif [ "${job_rc[$j]}" -ne 0 ]; then
    rc=1
  fi
  total=$((total + ${n:-0}))
done
# libFuzzer's artifacts: crash-, timeout-, oom- and leak- are findings;
# slow-unit- (an input over 10 s, e.g. on a loaded machine) is only listed.
findings=$(find "$out/findings" -type f -newer "$stamp" ! -name 'slow-unit-*' | wc -l)
slow=$(find "$out/findings" -type f -newer "$stamp" -name 'slow-unit-*' | wc -l)
[ "$slow" -eq 0 ] || echo "fuzz-inprocess: $slow slow input(s) (over 10 s, not a hang) in $out/findings"
recovered=$(find "$out/recovered" -type f -newer "$stamp" -name 'recovered-*' ! -name '*.stack' | wc -l)
echo "fuzz-inprocess: $recovered input(s) crashed inside Clang's own code and were recovered (amp2hip reports them as AMP2HIP-E0001, exit 1) in $out/recovered (docs/fuzzing.md)"
# By the function that crashed: the first frame after the C library's signal
# trampoline.
find "$out/recovered" -type f -newer "$stamp" -name '*.stack' -print0 |
  xargs -0 -r awk 'FNR == 1 { past = 0 }
    past == 1 { sub(/^ *#[0-9]+ 0x[0-9a-f]+ /, ""); if (!/^\(/) sub(/\(.*$/, ""); print; past = 2 }
    past == 0 && /\/libc\.so/ { past = 1 }' |
  sort | uniq -c | sort -rn | sed 's/^ *\([0-9]*\) /fuzz-inprocess:   \1 crashed in /'

echo "fuzz-inprocess: $total inputs in $elapsed s ($jobs job(s)), $findings finding(s) in $out/findings"
if [ "$findings" -ne 0 ] || [ $rc -ne 0 ]; then
  grep -h -A3 -E 'ERROR: libFuzzer|==ERROR|deadly signal|Test unit written' "$out"/fuzz-*.log >&2 || true
  exit 1
fi
