#!/bin/sh
# A stand-in for amp2hip that test/fuzz/self_test.sh points scripts/fuzz.py at:
# crashes with SIGSEGV when the input (its first argument) contains "restrict(amp)"
# twice or more, exits 0 otherwise. FAKE_MODE=hang sleeps instead of crashing,
# FAKE_MODE=clean never crashes, and quotes a crash message as Clang quotes
# the input (no finding).
n=$(grep -o 'restrict(amp)' "$1" | wc -l)
if [ "${FAKE_MODE:-}" = clean ]; then
  echo "   15 | // CHECK-NOT: PLEASE submit a bug report" >&2
  exit 1
fi
if [ "$n" -ge 2 ]; then
  [ "${FAKE_MODE:-}" = hang ] && exec sleep 30
  kill -SEGV $$
fi
exit 0
