// C++ AMP Overview (C++ AMP documentation): MathExample.
// Source: ../shared/seeds/004_398e89b472c94af2.txt (Swedish), section "Math libraries":
// the base-10 logarithm, by concurrency::fast_math::log10, of every value of an
// array_view<double, 1> over the C array `numbers`, which the kernel also reads through
// its by-value capture ([=]).
// The code block is as the document gives it, except for one correction:
//   - `numbers[idx]` -> `numbers[idx[0]]`: `numbers` is a C array (double[6]) and idx
//     an index<1>, which has no conversion to an integer in C++ AMP (nor in amp2hip's
//     parse headers), so the document's line does not compile. The line came from a
//     2019 fix of the documentation (MicrosoftDocs/cpp-docs issue #751, which changed
//     the argument from logs[idx] to numbers[idx]); idx[0] keeps the document's intent,
//     reading the captured C array.
// Restored: nothing was lost from the code block. Added: main, which calls MathExample().
// fast_math::log10 takes and returns float: each double is converted to float, and the
// float result back to double.
// Expected output: arithmetic (see expected_output.md): 0 1 1.77815 2 2.77815 3 with
// std::cout's default 6 significant digits (the document gives no output). The
// tolerance lines allow for fast_math's last-bit differences between devices (and a
// log10(1) that a fast approximation could make a tiny non-zero number).
#include <amp.h>
#include <amp_math.h>
#include <iostream>
using namespace concurrency;
void MathExample() {
    double numbers[] = { 1.0, 10.0, 60.0, 100.0, 600.0, 1000.0 };
    array_view<double, 1> logs(6, numbers);
    parallel_for_each(
        logs.extent,
        [=] (index<1> idx) restrict(amp) {
            logs[idx] = concurrency::fast_math::log10(numbers[idx[0]]);
        }
    );
    for (int i = 0; i < 6; i++) {
        std::cout << logs[i] << "\n";
    }
}

int main() {
    MathExample();
    return 0;
}
