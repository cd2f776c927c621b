#!/bin/sh
# A stand-in for amp2hip that test/fuzz/self_test.sh points scripts/fuzz.py at:
# crashes with SIGSEGV when the input (its first argument) contains "restrict(amp)"
# twice or more, exits 0 otherwise. FAKE_MODE=hang sleeps instead of crashing,
# FAKE_MODE=clean never crashes.
n=$(grep -o 'restrict(amp)' "$1" | wc -l)
[ "${FAKE_MODE:-}" = clean ] && exit 1
if [ "$n" -ge 2 ]; then
  [ "${FAKE_MODE:-}" = hang ] && exec sleep 30
  kill -SEGV $$
fi
exit 0
