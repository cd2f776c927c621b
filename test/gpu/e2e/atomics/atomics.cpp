// GPU end-to-end program: the C++ AMP atomic operations (§9) and the
// concurrency::direct3d functions, used from kernels over array_views. The
// expected output (expected_output.txt) was computed independently in Python;
// see expected_output.md.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

static const int N = 1024;

void Atomics() {
    std::vector<int> bins(16, 0);
    std::vector<int> scalars = {0, 0, 1000000, 0, 0, 0};  // sum, max, min, or, CAS count, inc/dec
    std::vector<unsigned int> masks = {0xFFFFFFFFu, 0u};   // and, xor
    array_view<int, 1> binView(16, bins);
    array_view<int, 1> s(6, scalars);
    array_view<unsigned int, 1> m(2, masks);
    parallel_for_each(extent<1>(N), [=](index<1> idx) restrict(amp) {
        int i = idx[0];
        atomic_fetch_add(&binView[(i * 37) % 16], 1);
        atomic_fetch_add(&s[0], i);
        atomic_fetch_sub(&s[0], 1);
        atomic_fetch_max(&s[1], (i * 7919) % 1000);
        atomic_fetch_min(&s[2], (i * 7919) % 1000 + 5);
        atomic_fetch_or(&s[3], 1 << (i % 20));
        atomic_fetch_and(&m[0], ~(1u << (i % 24)));
        atomic_fetch_xor(&m[1], static_cast<unsigned int>(i));
        // A CAS loop that adds 2: the retry path must see the value it lost to.
        int expected = s[4];
        while (!atomic_compare_exchange(&s[4], &expected, expected + 2)) {
        }
        atomic_fetch_inc(&s[5]);
        if (i % 4 == 0)
            atomic_fetch_dec(&s[5]);
    });
    s.synchronize();
    binView.synchronize();
    m.synchronize();
    std::cout << "bins:";
    for (int b = 0; b < 16; b++)
        std::cout << " " << bins[b];
    std::cout << "\n";
    std::cout << "add/sub: " << scalars[0] << "\n";
    std::cout << "max: " << scalars[1] << "\n";
    std::cout << "min: " << scalars[2] << "\n";
    std::cout << "or: " << scalars[3] << "\n";
    std::cout << "and: " << masks[0] << "\n";
    std::cout << "xor: " << masks[1] << "\n";
    std::cout << "compare_exchange: " << scalars[4] << "\n";
    std::cout << "inc/dec: " << scalars[5] << "\n";
}

// The atomic operations on a thread's own memory (a local array, indexed at
// run time), which C++ AMP allows and GPU atomics do not: plain
// read-modify-writes. Even i: max(i, 50) + (100 + i) + 9 + 1; odd i: 50 +
// 100 + 9 + 1 (expected_output.md).
void PrivateAtomics() {
    std::vector<int> out(N);
    array_view<int, 1> o(N, out);
    o.discard_data();
    parallel_for_each(extent<1>(N), [=](index<1> idx) restrict(amp) {
        int i = idx[0];
        int local[4] = {i, 0, 100, 7};
        int k = i % 2;
        int old = atomic_fetch_max(&local[k], 50);
        atomic_fetch_add(&local[2], old);
        int expected = 7;
        atomic_compare_exchange(&local[3], &expected, 9);
        int prev = atomic_exchange(&local[3], 1);
        o[idx] = local[k] + local[2] + prev + local[3];
    });
    o.synchronize();
    long long sum = 0;
    for (int v : out)
        sum += v;
    std::cout << "private atomics sum: " << sum << "\n";
}

void Direct3d() {
    std::vector<int> ints(8 * N);
    std::vector<float> floats(3 * N);
    array_view<int, 2> iv(8, N, ints);
    array_view<float, 2> fv(3, N, floats);
    iv.discard_data();
    fv.discard_data();
    parallel_for_each(extent<1>(N), [=](index<1> idx) restrict(amp) {
        int i = idx[0];
        iv(0, i) = static_cast<int>(direct3d::countbits(static_cast<unsigned int>(i * 2654435761u)));
        iv(1, i) = direct3d::firstbithigh(i - 512);
        iv(2, i) = direct3d::firstbitlow(i);
        iv(3, i) = static_cast<int>(direct3d::reversebits(static_cast<unsigned int>(i)) >> 22);
        iv(4, i) = direct3d::clamp(i - 300, 0, 400) + direct3d::abs(i - 700);
        iv(5, i) = direct3d::imax(i, 600) - direct3d::imin(i, 300) + direct3d::sign(i - 512);
        iv(6, i) = static_cast<int>(direct3d::umax(static_cast<unsigned int>(i), 100u) -
                                    direct3d::umin(static_cast<unsigned int>(i), 50u));
        iv(7, i) = direct3d::mad(i, 3, -7);
        float x = i / 1024.0f;
        fv(0, i) = direct3d::saturate(2.0f * x - 0.5f);
        fv(1, i) = direct3d::smoothstep(0.25f, 0.75f, x);
        fv(2, i) = direct3d::step(0.5f, x) + direct3d::mad(x, 2.0f, 1.0f);
    });
    iv.synchronize();
    fv.synchronize();
    const char *intNames[] = {"countbits", "firstbithigh", "firstbitlow", "reversebits",
                              "clamp+abs", "imax-imin+sign", "umax-umin", "mad(int)"};
    for (int r = 0; r < 8; r++) {
        long long sum = 0;
        for (int i = 0; i < N; i++)
            sum += ints[r * N + i];
        std::cout << intNames[r] << " sum: " << sum << "\n";
    }
    const char *floatNames[] = {"saturate", "smoothstep", "step+mad(float)"};
    for (int r = 0; r < 3; r++) {
        double sum = 0;
        for (int i = 0; i < N; i++)
            sum += floats[r * N + i];
        std::cout << floatNames[r] << " sum: " << sum << "\n";
    }
}

int main() {
    Atomics();
    PrivateAtomics();
    Direct3d();
    return 0;
}
