//===- amp2hip/ppltasks.h - PPL tasks ---------------------------*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated code includes in place of <ppltasks.h>:
/// PPL's asynchronous tasks (detail/ppl_tasks.h: task<T>, create_task,
/// task_completion_event, when_all, when_any...) and, as Microsoft's
/// <ppltasks.h> does, the rest of PPL (<amp2hip/ppl.h>, on oneTBB).
/// docs/features/ppl.md lists every name and its limits.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_PPLTASKS_H
#define AMP2HIP_PPLTASKS_H

#include "detail/ppl_tasks.h"
#include "ppl.h"

#endif // AMP2HIP_PPLTASKS_H
