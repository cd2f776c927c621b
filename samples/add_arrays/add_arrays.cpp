// C++ AMP Overview (C++ AMP documentation): AddArrays and AddArraysWithFunction.
// Source: ../shared/seeds/004_398e89b472c94af2.txt (Swedish), section "Executing code
// over data: parallel_for_each": AddArrays, whose kernel is a lambda, and
// AddArraysWithFunction, whose lambda calls the separate restrict(amp) function
// AddElements. The two code blocks are as the document gives them, one after the
// other, each with its own #include lines and using directive. Restored: nothing was
// lost from them. Added: main, which calls AddArrays() and then
// AddArraysWithFunction().
// Expected output: 7 9 11 13 15, one number a line, for each function (the document's
// introduction: {1, 2, 3, 4, 5} + {6, 7, 8, 9, 10} = {7, 9, 11, 13, 15}; it agrees
// with the arithmetic, see expected_output.md).
#include <amp.h>
#include <iostream>
using namespace concurrency;
void AddArrays() {
    int aCPP[] = {1, 2, 3, 4, 5};
    int bCPP[] = {6, 7, 8, 9, 10};
    int sumCPP[5] = {0, 0, 0, 0, 0};
    array_view<int, 1> a(5, aCPP);
    array_view<int, 1> b(5, bCPP);
    array_view<int, 1> sum(5, sumCPP);
    parallel_for_each(
        sum.extent,
        [=](index<1> idx) restrict(amp)
        {
            sum[idx] = a[idx] + b[idx];
        }
    );
    for (int i = 0; i < 5; i++) {
        std::cout << sum[i] << "\n";
    }
}

#include <amp.h>
#include <iostream>
using namespace concurrency;
void AddElements(
    index<1> idx,
    array_view<int, 1> sum,
    array_view<int, 1> a,
    array_view<int, 1> b) restrict(amp) {
    sum[idx] = a[idx] + b[idx];
}
void AddArraysWithFunction() {
    int aCPP[] = {1, 2, 3, 4, 5};
    int bCPP[] = {6, 7, 8, 9, 10};
    int sumCPP[5] = {0, 0, 0, 0, 0};
    array_view<int, 1> a(5, aCPP);
    array_view<int, 1> b(5, bCPP);
    array_view<int, 1> sum(5, sumCPP);
    parallel_for_each(
        sum.extent,
        [=](index<1> idx) restrict(amp) {
            AddElements(idx, sum, a, b);
        }
    );
    for (int i = 0; i < 5; i++) {
        std::cout << sum[i] << "\n";
    }
}

int main() {
    AddArrays();
    AddArraysWithFunction();
    return 0;
}
