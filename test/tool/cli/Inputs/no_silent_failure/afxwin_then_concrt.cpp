// MFC skipped, then a fatal error.
#include <afxwin.h>
#include <concrt.h>
int main() {}
