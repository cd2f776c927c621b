// C++ AMP Overview (C++ AMP documentation): StandardMethod and CppAmpMethod.
// Source: ../shared/seeds/004_398e89b472c94af2.txt (Swedish), section "Introduction":
// adding {1, 2, 3, 4, 5} and {6, 7, 8, 9, 10} without C++ AMP (StandardMethod) and with
// it (CppAmpMethod: array_view<const int, 1> inputs, discard_data() on the output).
// The two code blocks are as the document gives them, one after the other, each with
// its own #include lines. Restored: nothing was lost from them. Added:
//   - main, which calls StandardMethod() and then CppAmpMethod();
//   - after CppAmpMethod, under #ifdef AMP2HIP_RUNTIME (amp2hip's runtime only), one
//     line with amp2hip::get_stats(): the launches and host<->device copies, to show
//     that discard_data() keeps `sum` from being copied to the device: a and b are
//     copied there (2 copies, 2 x 5 ints = 40 bytes) and only sum comes back
//     (1 copy, 20 bytes).
// Expected output: the document's ("7, 9, 11, 13, 15", one number a line, for each
// method), which agrees with the arithmetic; the counters line is arithmetic (see
// expected_output.md).
#include <iostream>
void StandardMethod() {
    int aCPP[] = {1, 2, 3, 4, 5};
    int bCPP[] = {6, 7, 8, 9, 10};
    int sumCPP[5];
    for (int idx = 0; idx < 5; idx++)
    {
        sumCPP[idx] = aCPP[idx] + bCPP[idx];
    }
    for (int idx = 0; idx < 5; idx++)
    {
        std::cout << sumCPP[idx] << "\n";
    }
}

#include <amp.h>
#include <iostream>
using namespace concurrency;
const int size = 5;
void CppAmpMethod() {
    int aCPP[] = {1, 2, 3, 4, 5};
    int bCPP[] = {6, 7, 8, 9, 10};
    int sumCPP[size];
    // Create C++ AMP objects.
    array_view<const int, 1> a(size, aCPP);
    array_view<const int, 1> b(size, bCPP);
    array_view<int, 1> sum(size, sumCPP);
    sum.discard_data();
    parallel_for_each(
        // Define the compute domain, which is the set of threads that are created.
        sum.extent,
        // Define the code to run on each thread on the accelerator.
        [=](index<1> idx) restrict(amp) {
            sum[idx] = a[idx] + b[idx];
        }
    );
    // Print the results. The expected output is "7, 9, 11, 13, 15".
    for (int i = 0; i < size; i++) {
        std::cout << sum[i] << "\n";
    }
}

int main() {
    StandardMethod();
    CppAmpMethod();
#ifdef AMP2HIP_RUNTIME
    amp2hip::transfer_stats s = amp2hip::get_stats();
    std::cout << "CppAmpMethod: launches: " << s.launches
              << ", copies to the device: " << s.copies_to_device << " (" << s.bytes_to_device
              << " bytes), copies to the host: " << s.copies_to_host << " (" << s.bytes_to_host
              << " bytes)\n";
#endif
    return 0;
}
