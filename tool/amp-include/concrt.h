//===- concrt.h - Microsoft ConcRT for parsing -----------------------------===//
// Part of amp2hip, used ONLY to parse programs: the runtime's ConcRT
// synchronization objects (critical_section, reader_writer_lock;
// docs/features/ppl.md), parsed as it is built.
#include <amp2hip/concrt.h>
