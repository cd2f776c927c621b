// legacy.cpp : Defines the entry point for the console application.
//
// A C++ AMP project as Visual Studio 2012 made them: precompiled header
// (stdafx.h, targetver.h), a Unicode _tmain, a QueryPerformanceCounter timer,
// a PPL baseline on the CPU beside the AMP kernel, and a header of amp
// functions included with a Windows path. amp2hip translates it unchanged.

#include "stdafx.h"
#include "common\ampmath.h"

using namespace concurrency;

class Timer
{
public:
    Timer() { QueryPerformanceFrequency(&m_freq); }
    void Start() { QueryPerformanceCounter(&m_start); }
    double ElapsedMs()
    {
        LARGE_INTEGER now;
        QueryPerformanceCounter(&now);
        return (now.QuadPart - m_start.QuadPart) * 1000.0 / m_freq.QuadPart;
    }
private:
    LARGE_INTEGER m_start, m_freq;
};

int _tmain(int argc, _TCHAR* argv[])
{
    int size = 1 << 16;
    if (argc > 1)
        size = _ttoi(argv[1]);

    std::vector<float> data(size);
    for (int i = 0; i < size; i++)
        data[i] = (float)(i % 17);

    Timer timer;

    // CPU baseline with the Parallel Patterns Library.
    std::vector<float> cpuResult(size);
    timer.Start();
    parallel_for(0, size, [&](int i) {
        cpuResult[i] = Smooth(data[Clamp(i - 1, size)], data[i], data[Clamp(i + 1, size)]);
    });
    double cpuMs = timer.ElapsedMs();

    // The same filter with C++ AMP.
    std::vector<float> gpuResult(size);
    timer.Start();
    array_view<const float, 1> in(size, data);
    array_view<float, 1> out(size, gpuResult);
    out.discard_data();
    parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
        int i = idx[0];
        out[idx] = Smooth(in[Clamp(i - 1, size)], in[i], in[Clamp(i + 1, size)]);
    });
    out.synchronize();
    double gpuMs = timer.ElapsedMs();

    // Compare, and sum the result with a combinable.
    int mismatches = 0;
    for (int i = 0; i < size; i++)
        if (cpuResult[i] != gpuResult[i])
            mismatches++;
    combinable<double> sum;
    parallel_for_each(gpuResult.begin(), gpuResult.end(), [&](float v) {
        sum.local() += v;
    });
    double checksum = sum.combine([](double a, double b) { return a + b; });
    _ASSERT(mismatches == 0);

    TCHAR label[32];
    _stprintf_s(label, _T("%s"), _T("smooth"));
    _tprintf(_T("%s: %d elements\n"), label, size);
    _tprintf(_T("mismatches: %d\n"), mismatches);
    _tprintf(_T("checksum: %.1f\n"), checksum);
    _ftprintf(stderr, _T("cpu %.3f ms, gpu %.3f ms\n"), cpuMs, gpuMs);
    Sleep(1);
    return 0;
}
