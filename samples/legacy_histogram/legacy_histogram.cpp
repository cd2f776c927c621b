// legacy_histogram.cpp : Defines the entry point for the console application.
//
// A C++ AMP project as Visual Studio 2012 made them, Multi-Byte build: a
// histogram with tile_static memory and atomics, checked against a PPL
// baseline on the CPU (parallel_for, combinable, a task continuation and a
// concurrent_queue). It leans on what MSVC accepts: names that MSVC's <amp.h>
// brings in (std::cout, std::for_each, memcpy, UINT_MAX, assert), a missing
// 'typename', an extra qualification, __int64, the CRT's _s functions and a
// GetTickCount timer. amp2hip translates it unchanged.

#include "stdafx.h"

using namespace concurrency;

static const int TileSize = 256;

// Counts of one histogram, with the CPU's element type as a template
// parameter (MSVC parses the body only when it is instantiated).
template <typename Count>
struct HistogramBase
{
    typedef std::vector<Count> storage_type;
    storage_type bins;
};

template <typename Count>
struct Histogram : HistogramBase<Count>
{
    typedef HistogramBase<Count>::storage_type storage_type; // no 'typename'
    Histogram() { this->bins.assign(HISTOGRAM_BINS, 0); }
    unsigned __int64 Histogram::Total() const; // extra qualification
};

template <typename Count>
unsigned __int64 Histogram<Count>::Total() const
{
    unsigned __int64 total = 0;
    std::for_each(this->bins.begin(), this->bins.end(), [&](Count c) { total += c; });
    return total;
}

// The data: value i % 300, so that in every block of 300 values, 0..254
// appear once each and 255..299 all fall into the last bin.
void MakeData(std::vector<unsigned int>& data)
{
    for (size_t i = 0; i < data.size(); i++)
        data[i] = (unsigned int)(i % 300);
}

// CPU baseline: PPL parallel_for with a combinable histogram per thread.
Histogram<unsigned int> CpuHistogram(const std::vector<unsigned int>& data)
{
    typedef std::vector<unsigned int> bins_t;
    combinable<bins_t> partial([] { return bins_t(HISTOGRAM_BINS, 0); });
    parallel_for(size_t(0), data.size(), [&](size_t i) {
        partial.local()[BinOf(data[i])]++;
    });
    Histogram<unsigned int> result;
    partial.combine_each([&](const bins_t& b) {
        for (int k = 0; k < HISTOGRAM_BINS; k++)
            result.bins[k] += b[k];
    });
    return result;
}

// GPU: each tile counts its elements in tile_static memory, then adds its
// counts to the global histogram.
Histogram<unsigned int> GpuHistogram(const std::vector<unsigned int>& data, int tiles)
{
    Histogram<unsigned int> result;
    int n = (int)data.size();
    array_view<const unsigned int, 1> values(n, data);
    array_view<unsigned int, 1> hist(HISTOGRAM_BINS, result.bins);
    parallel_for_each(extent<1>(tiles * TileSize).tile<TileSize>(),
        [=](tiled_index<TileSize> t_idx) restrict(amp)
    {
        tile_static unsigned int local[HISTOGRAM_BINS];
        local[t_idx.local[0]] = 0;
        t_idx.barrier.wait();
        for (int i = t_idx.global[0]; i < n; i += tiles * TileSize)
            atomic_fetch_inc(&local[BinOf(values[i])]);
        t_idx.barrier.wait();
        atomic_fetch_add(&hist[t_idx.local[0]], local[t_idx.local[0]]);
    });
    hist.synchronize();
    return result;
}

int _tmain(int argc, _TCHAR* argv[])
{
    int blocks = 1000;
    if (argc > 1)
        blocks = _ttoi(argv[1]);
    std::vector<unsigned int> data(300 * (size_t)blocks);
    MakeData(data);

    DWORD start = GetTickCount();
    Histogram<unsigned int> cpu = CpuHistogram(data);
    DWORD cpuMs = GetTickCount() - start;

    start = GetTickCount();
    Histogram<unsigned int> gpu = GpuHistogram(data, 64);
    DWORD gpuMs = GetTickCount() - start;

    // Compare on a task; the bins that differ go into a concurrent_queue.
    concurrent_queue<int> differing;
    task<int> compare = create_task([&] {
        parallel_for(0, HISTOGRAM_BINS, [&](int k) {
            if (cpu.bins[k] != gpu.bins[k])
                differing.push(k);
        });
    }).then([&] { return (int)differing.unsafe_size(); });
    int mismatches = compare.get();

    unsigned int firstBins[4];
    memcpy_s(firstBins, sizeof(firstBins), &gpu.bins[0], 4 * sizeof(unsigned int));
    assert(gpu.Total() < UINT_MAX);

    char line[128];
    sprintf_s(line, "bins 0..3: %u %u %u %u", firstBins[0], firstBins[1], firstBins[2],
              firstBins[3]);
    std::cout << line << std::endl;
    _tprintf(_T("bin 128: %u\n"), gpu.bins[128]);
    _tprintf(_T("bin 255: %u\n"), gpu.bins[HISTOGRAM_BINS - 1]);
    _tprintf(_T("total: %llu\n"), gpu.Total());
    _tprintf(_T("mismatches: %d\n"), mismatches);
    fprintf_s(stderr, "cpu %lu ms, gpu %lu ms\n", (unsigned long)cpuMs, (unsigned long)gpuMs);
    return mismatches == 0 ? 0 : 1;
}
