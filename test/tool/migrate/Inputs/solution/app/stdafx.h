// The precompiled header, as Visual Studio's wizard writes it.
#pragma once
#include <tchar.h>
#include <iostream>
#include <amp.h>
