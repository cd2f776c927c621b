// BinOf.h : the histogram's bin function, for the CPU and the GPU.
#pragma once

#define HISTOGRAM_BINS 256

// Values 0..254 have a bin each; every larger value goes to the last bin.
inline unsigned int BinOf(unsigned int value) restrict(amp, cpu)
{
    return value < HISTOGRAM_BINS - 1 ? value : HISTOGRAM_BINS - 1;
}
