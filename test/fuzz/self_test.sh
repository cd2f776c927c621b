#!/usr/bin/env bash
# CTest fuzz-self-test: scripts/fuzz.py can fail. With a fake amp2hip that crashes
# (or hangs) on some inputs it must exit 1 and save the findings; with one that
# never crashes it must exit 0 and save nothing.
# Usage: test/fuzz/self_test.sh [WORK_DIR]
set -u
here=$(cd "$(dirname "$0")" && pwd)
fuzz="$here/../../scripts/fuzz.py"
work=${1:-$(mktemp -d)}
rm -rf "$work"; mkdir -p "$work"
fail() { echo "fuzz-self-test: FAIL: $*"; exit 1; }

python3 "$fuzz" --amp2hip "$here/fake_amp2hip.sh" --count 20 --seed 7 -j 2 \
  --out "$work/crash" > "$work/crash.log" 2>&1
rc=$?; cat "$work/crash.log"
[ "$rc" -eq 1 ] || fail "crashing fake: exit status $rc, expected 1"
f=$(ls -d "$work"/crash/*/ 2>/dev/null | head -1)
[ -n "$f" ] && [ -s "$f/mutant.cpp" ] && [ -f "$f/cmd.sh" ] || fail "no finding saved"
grep -q "signal 11" "$f/result.txt" || fail "result.txt does not name signal 11"
grep -q "^fuzz: 20 inputs, [1-9][0-9]* findings" "$work/crash.log" || fail "summary line"
python3 "$fuzz" --replay "$f" >/dev/null 2>&1 && fail "replay of a crash exited 0"

FAKE_MODE=hang python3 "$fuzz" --amp2hip "$here/fake_amp2hip.sh" --count 4 --seed 7 \
  -j 2 --timeout 1 --out "$work/hang" > "$work/hang.log" 2>&1
rc=$?; cat "$work/hang.log"
[ "$rc" -eq 1 ] || fail "hanging fake: exit status $rc, expected 1"
grep -rq "timeout after 1 s" "$work/hang" || fail "no timeout finding"

FAKE_MODE=clean python3 "$fuzz" --amp2hip "$here/fake_amp2hip.sh" --count 20 --seed 7 \
  -j 2 --out "$work/clean" > "$work/clean.log" 2>&1
rc=$?; cat "$work/clean.log"
[ "$rc" -eq 0 ] || fail "clean fake: exit status $rc, expected 0"
[ ! -e "$work/clean" ] || fail "clean fake: findings saved"
echo "fuzz-self-test: PASS"
