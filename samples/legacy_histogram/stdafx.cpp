// stdafx.cpp : source file that includes just the standard includes
// amp2hip-test: skip (the precompiled-header source of the Visual Studio project: built by `amp2hip migrate`, not a program)
// legacy_histogram.pch will be the pre-compiled header
// stdafx.obj will contain the pre-compiled type information

#include "stdafx.h"

// TODO: reference any additional headers you need in STDAFX.H
// and not in this file
