//===- tbb/task_scheduler_init.h - TBB 4.x's class for parsing ------------===//
// Part of amp2hip, used ONLY to parse programs written against TBB 4.x:
// oneTBB 2021 removed this header; the runtime's
// <amp2hip/task_scheduler_init.h> declares the class on oneTBB, parsed as it
// is built (runtime/include/amp2hip/detail/windows_api.def maps the header).
#include <amp2hip/task_scheduler_init.h>
