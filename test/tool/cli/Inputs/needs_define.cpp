#include <amp.h>
int data[AMP2HIP_TEST_SIZE];
