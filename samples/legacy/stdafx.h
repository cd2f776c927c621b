// stdafx.h : include file for standard system include files,
// or project specific include files that are used frequently, but
// are changed infrequently
//

#pragma once

// A Unicode build, as Visual Studio's project settings make it.
#ifndef UNICODE
#define UNICODE
#endif
#ifndef _UNICODE
#define _UNICODE
#endif

#include "targetver.h"

#include <stdio.h>
#include <tchar.h>
#include <crtdbg.h>
#include <Windows.h>

#include <vector>
#include <amp.h>
#include <ppl.h>
