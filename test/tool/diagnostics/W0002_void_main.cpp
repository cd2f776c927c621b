// MSVC's `void main()` (the "Using Tiles" sample has one) translates as
// `int main()` with a warning; a member named main and comments are left alone.
// RUN: %amp2hip %s 2> %t.err | %nochecks | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
#include <iostream>
// void main() in a comment stays.
struct Task {
  void main() {}
};
void main()
{
    std::cout << "done\n";
}
// DIAG: W0002_void_main.cpp:10:1: warning: 'void main()' is not standard C++ (an MSVC extension); translated as 'int main()', which returns 0 [AMP2HIP-W0002]
// DIAG-NOT: W0002
// OUT: // void main() in a comment stays.
// OUT-NEXT: struct Task {
// OUT-NEXT:   void main() {}
// OUT-NEXT: };
// OUT-NEXT: int main()
// OUT-NEXT: {
