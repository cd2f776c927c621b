//===- concurrent_unordered_map.h - Microsoft PPL for parsing -------------===//
// Part of amp2hip, used ONLY to parse programs: the runtime's PPL on the CPU
// (docs/features/ppl.md), parsed as it is built.
#include <amp2hip/concurrent_unordered_map.h>
