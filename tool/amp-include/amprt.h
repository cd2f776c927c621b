//===- amprt.h - MSVC's C++ AMP runtime header, for parsing ---------------===//
// Part of amp2hip, used ONLY to parse programs: MSVC's <amp.h> includes
// <amprt.h> (accelerator, accelerator_view, completion_future), and some
// programs include it by name after <amp.h>. The translation writes it
// <amp2hip/amp.h> (RewriteHelpers.cpp, runtimeHeaderFor).
#include "amp.h"
