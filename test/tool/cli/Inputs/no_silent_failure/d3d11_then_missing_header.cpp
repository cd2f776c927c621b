// Direct3D skipped, then a fatal error.
#include <amp.h>
#include <d3d11.h>
#include "amp2hip_no_such_header.h"
int main() {}
