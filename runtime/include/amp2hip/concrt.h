//===- amp2hip/concrt.h - Concurrency Runtime synchronization ---*- C++ -*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header that translated code includes in place of <concrt.h>: what
/// C++ AMP programs use of Microsoft's Concurrency Runtime (ConcRT) itself,
/// its synchronization objects critical_section (with scoped_lock) and
/// reader_writer_lock (with scoped_lock and scoped_lock_read), and the
/// exceptions they throw (improper_lock...). amp2hip implements them in
/// <amp2hip/ppl.h> (docs/features/ppl.md), which MSVC's <ppl.h> builds on
/// <concrt.h> too, so this header includes that one: a program that
/// includes <concrt.h> sees PPL's names as well, which are all in namespace
/// concurrency.
///
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_CONCRT_H
#define AMP2HIP_CONCRT_H

#include "ppl.h"

#endif // AMP2HIP_CONCRT_H
