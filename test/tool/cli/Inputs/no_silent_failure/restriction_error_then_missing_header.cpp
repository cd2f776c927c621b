// An error of an AMP rule (E0011), then a fatal error.
#include <amp.h>
int hostOnly() { return 1; }
int onDevice() restrict(amp) { return hostOnly(); }
#include "amp2hip_no_such_header.h"
int main() {}
