// stdafx.h : include file for standard system include files,
// or project specific include files that are used frequently, but
// are changed infrequently
//
// A Multi-Byte Character Set build (no UNICODE): _TCHAR is char.

#pragma once

#include "targetver.h"

#include <stdio.h>
#include <tchar.h>
#include <Windows.h>

// The bin function is shared by the CPU and GPU paths. Its header does not
// include <amp.h>: MSVC reads restrict(...) as a keyword in every file.
#include "kernels\binof.h"

#include <amp.h>
#include <ppl.h>
#include <ppltasks.h>
#include <concurrent_queue.h>
