// Windows.h: the same parse-only declarations as windows.h (Linux file
// names are case-sensitive; Windows code spells both).
#include "windows.h"
