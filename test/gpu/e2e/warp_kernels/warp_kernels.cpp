// GPU end-to-end program: the same kernels on the default accelerator, on the
// Direct3D WARP accelerator and on the reference accelerator, in one process
// (C++ AMP v1.2 §3.2 accelerator::direct3d_warp / direct3d_ref). In a GPU build
// WARP and REF run the kernels on the host, from the program's host-kernel
// library (docs/features/warp-in-gpu-builds.md); on the CPU platform they are
// its devices. Each result is checked against a CPU reference computed here,
// and WARP's and REF's against the default accelerator's; expected_output.md
// says how the printed values follow.
// amp2hip-test: host-kernels
#include <amp.h>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>
using namespace concurrency;

static const int N = 4096;
static const int TILE = 64;
static const int M = 32; // matrices are M x M

int Scale(int v, int k) restrict(amp, cpu) { return v * k + 1; }

struct Results {
    std::vector<int> scaled, sums, bins, product, doubled;
};

// One of each kind of kernel, on the accelerator_view av.
Results RunAll(const accelerator_view &av) {
    Results r;
    std::vector<int> input(N);
    for (int i = 0; i < N; ++i)
        input[i] = (i * 37) % 101 - 50;

    // A non-tiled kernel over host memory, calling a restrict(amp, cpu) function.
    r.scaled.assign(N, 0);
    array_view<const int, 1> in(N, input);
    array_view<int, 1> out(N, r.scaled);
    out.discard_data();
    parallel_for_each(av, out.extent, [=](index<1> i) restrict(amp) {
        out[i] = Scale(in[i], 3);
    });
    out.synchronize();

    // A tiled reduction: tile_static memory and barriers, one sum per tile.
    r.sums.assign(N / TILE, 0);
    array_view<int, 1> sums(N / TILE, r.sums);
    parallel_for_each(av, extent<1>(N).tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
        tile_static int part[TILE];
        part[t.local[0]] = in[t.global];
        t.barrier.wait();
        for (int stride = TILE / 2; stride > 0; stride /= 2) {
            if (t.local[0] < stride)
                part[t.local[0]] += part[t.local[0] + stride];
            t.barrier.wait();
        }
        if (t.local[0] == 0)
            sums[t.tile] = part[0];
    });
    sums.synchronize();

    // Atomics: a histogram of input mod 8.
    r.bins.assign(8, 0);
    array_view<int, 1> bins(8, r.bins);
    parallel_for_each(av, in.extent, [=](index<1> i) restrict(amp) {
        atomic_fetch_add(&bins[(in[i] + 64) % 8], 1);
    });
    bins.synchronize();

    // Arrays on av: a tiled 2-D product, copied in and out.
    std::vector<int> a(M * M), b(M * M);
    for (int i = 0; i < M * M; ++i) {
        a[i] = i % 7 - 3;
        b[i] = i % 5 - 2;
    }
    array<int, 2> A(M, M, a.begin(), av), B(M, M, b.begin(), av), C(M, M, av);
    parallel_for_each(C.extent.tile<8, 8>(), [=, &A, &B, &C](tiled_index<8, 8> t) restrict(amp) {
        tile_static int ta[8][8];
        tile_static int tb[8][8];
        int row = t.local[0], col = t.local[1], sum = 0;
        for (int k = 0; k < M; k += 8) {
            ta[row][col] = A(t.global[0], k + col);
            tb[row][col] = B(k + row, t.global[1]);
            t.barrier.wait();
            for (int j = 0; j < 8; ++j)
                sum += ta[row][j] * tb[j][col];
            t.barrier.wait();
        }
        C[t.global] = sum;
    });
    r.product.assign(M * M, 0);
    copy(C, r.product.begin());

    // An array_view of an array on av, written by a kernel and read back.
    array<int, 1> D(N, input.begin(), av);
    array_view<int, 1> dv(D);
    parallel_for_each(av, dv.extent, [=](index<1> i) restrict(amp) { dv[i] *= 2; });
    r.doubled = std::vector<int>(dv.data(), dv.data() + N);
    return r;
}

int Differences(const std::vector<int> &x, const std::vector<int> &y) {
    if (x.size() != y.size())
        return -1;
    int n = 0;
    for (size_t i = 0; i < x.size(); ++i)
        n += x[i] != y[i];
    return n;
}

Results Reference() {
    Results r;
    std::vector<int> input(N);
    for (int i = 0; i < N; ++i)
        input[i] = (i * 37) % 101 - 50;
    for (int v : input)
        r.scaled.push_back(Scale(v, 3));
    for (int t = 0; t < N / TILE; ++t)
        r.sums.push_back(std::accumulate(input.begin() + t * TILE, input.begin() + (t + 1) * TILE, 0));
    r.bins.assign(8, 0);
    for (int v : input)
        ++r.bins[(v + 64) % 8];
    r.product.assign(M * M, 0);
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < M; ++j)
            for (int k = 0; k < M; ++k)
                r.product[i * M + j] += (((i * M + k) % 7) - 3) * (((k * M + j) % 5) - 2);
    for (int v : input)
        r.doubled.push_back(2 * v);
    return r;
}

void Report(const std::string &name, const Results &got, const Results &want) {
    std::cout << name << ": scaled " << Differences(got.scaled, want.scaled)
              << " differ, tile sums " << Differences(got.sums, want.sums)
              << " differ, histogram " << Differences(got.bins, want.bins)
              << " differ, product " << Differences(got.product, want.product)
              << " differ, doubled " << Differences(got.doubled, want.doubled) << " differ\n";
}

int main() {
    accelerator warp(accelerator::direct3d_warp), ref(accelerator::direct3d_ref);
    std::wcout << L"warp: " << warp.description << L", emulated " << warp.is_emulated << L"\n";
    std::wcout << L"ref: " << ref.description << L", emulated " << ref.is_emulated << L"\n";

    // get_all lists WARP and REF (after the GPUs of a GPU build), the CPU last.
    std::vector<accelerator> all = accelerator::get_all();
    int warp_at = -1, ref_at = -1;
    for (size_t i = 0; i < all.size(); ++i) {
        if (all[i].device_path == accelerator::direct3d_warp) warp_at = (int)i;
        if (all[i].device_path == accelerator::direct3d_ref) ref_at = (int)i;
    }
    bool listed = warp_at >= 0 && ref_at == warp_at + 1 &&
                  all.back().device_path == accelerator::cpu_accelerator;
    std::cout << "get_all lists warp, then ref, the cpu last: " << (listed ? "yes" : "no") << "\n";

    const Results want = Reference();
    const Results def = RunAll(accelerator().default_view);
    const Results on_warp = RunAll(warp.default_view);
    const Results on_ref = RunAll(ref.create_view());
    Report("default", def, want);
    Report("warp", on_warp, want);
    Report("ref", on_ref, want);
    std::cout << "warp equals default: "
              << (Differences(on_warp.product, def.product) == 0 &&
                  Differences(on_warp.sums, def.sums) == 0 ? "yes" : "no") << "\n";

    // A kernel on WARP through an array_view of an array on the default
    // accelerator (C++ AMP copies it), then the array read on its own.
    std::vector<int> ones(N, 1);
    array<int, 1> home(N, ones.begin());
    array_view<int, 1> remote(home);
    parallel_for_each(warp.default_view, remote.extent, [=](index<1> i) restrict(amp) {
        remote[i] += i[0];
    });
    remote.synchronize();
    std::vector<int> back(N);
    copy(home, back.begin());
    long long total = std::accumulate(back.begin(), back.end(), 0LL);
    std::cout << "warp kernel over a view of a default array: sum " << total << "\n";

    // An array itself captured by a kernel of another accelerator is refused
    // (REF is never the default accelerator, on any platform).
    bool refused = false;
    try {
        parallel_for_each(ref.default_view, home.extent, [&home](index<1> i) restrict(amp) {
            home[i] = 0;
        });
        ref.default_view.wait();
    } catch (const runtime_exception &) {
        refused = true;
    }
    std::cout << "array of the default accelerator in a ref kernel: "
              << (refused ? "refused" : "accepted") << "\n";

    // The kernel is inferred to run on WARP from the array it captures.
    array<int, 1> w(N, warp.default_view);
    parallel_for_each(w.extent, [&w](index<1> i) restrict(amp) { w[i] = i[0] % 3; });
    std::vector<int> wv(N);
    copy(w, wv.begin());
    std::cout << "array on warp, kernel inferred: sum "
              << std::accumulate(wv.begin(), wv.end(), 0LL) << "\n";

    // Whole-array copies from the default accelerator to WARP and back.
    array<int, 1> to_warp(N, warp.default_view);
    copy(home, to_warp);
    parallel_for_each(to_warp.extent, [&to_warp](index<1> i) restrict(amp) { to_warp[i] -= i[0]; });
    array<int, 1> back_home(N);
    copy(to_warp, back_home);
    std::vector<int> round(N);
    copy(back_home, round.begin());
    std::cout << "default -> warp -> default copies: sum "
              << std::accumulate(round.begin(), round.end(), 0LL) << "\n";
    return 0;
}
