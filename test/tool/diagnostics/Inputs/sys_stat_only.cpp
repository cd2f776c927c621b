// Only <sys/stat.h>: MSVC's declares _S_IREAD, glibc's does not
// (W0004_chmod_sys_stat.cpp).
#include <sys/stat.h>
int ownerReadExec() { return _S_IREAD | _S_IEXEC; }
