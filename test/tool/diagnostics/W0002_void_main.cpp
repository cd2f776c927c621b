// MSVC's `void main()` (the "Using Tiles" sample has one) translates as
// `int main()` with a warning; a member named main and comments are left alone.
// RUN: %amp2hip %s 2> %t.err | %nochecks | FileCheck %s --check-prefix=OUTCHECK
// RUN: FileCheck %s --check-prefix=DIAGCHECK < %t.err
#include <iostream>
// void main() in a comment stays.
struct Task {
  void main() {}
};
void main()
// DIAGCHECK: W0002_void_main.cpp:[[@LINE-1]]:1: warning: 'void main()' is not standard C++ (an MSVC extension); translated as 'int main()', which returns 0 [AMP2HIP-W0002]
{
    std::cout << "done\n";
}
// DIAGCHECK-NOT: W0002
// OUTCHECK: // void main() in a comment stays.
// OUTCHECK-NEXT: struct Task {
// OUTCHECK-NEXT:   void main() {}
// OUTCHECK-NEXT: };
// OUTCHECK-NEXT: int main()
// OUTCHECK-NEXT: {
