// C++ AMP v1.2 §2.3.2: a class has one destructor; it cannot be overloaded on
// restriction the way other member functions can (MSVC errors C2535, C3935).
// Clang's "destructor cannot be redeclared" is reported as AMP2HIP-E0018 at
// the later declaration when the two differ in restriction; a definition out
// of the class with another restriction than its declaration is E0018 too.
// RUN: %not %amp2hip %s -o %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not="error:" < %t.err
// RUN: not test -e %t.out
#include <amp.h>

// The same restriction twice: Clang's own C++ error, not an AMP rule.
struct Twice {
  ~Twice();
  ~Twice();
  // CHECK: E0018_overloaded_destructor.cpp:[[@LINE-1]]:3: error: destructor cannot be redeclared
};

class Members {
  ~Members() restrict(cpu);
  ~Members() restrict(amp);
  // CHECK: E0018_overloaded_destructor.cpp:[[@LINE-1]]:3: error: the destructor of 'Members' is declared restrict(amp) here and restrict(cpu) before: a class has one destructor, which cannot be overloaded on restriction; give all its declarations the same restriction, with every side it is needed on (C++ AMP v1.2 §2.3.2; MSVC errors C2535, C3935) [AMP2HIP-E0018]
  // CHECK: note: Clang's diagnostic: destructor cannot be redeclared
  // CHECK: note: previous declaration is here
};

template <typename T> struct Template {
  ~Template() restrict(amp) {}
  ~Template() {}
  // CHECK: E0018_overloaded_destructor.cpp:[[@LINE-1]]:3: error: the destructor of 'Template' is declared restrict(cpu) here and restrict(amp) before
};

#define AMP_ONLY restrict(amp)
void local() restrict(amp, cpu) {
  struct Local {
    ~Local() restrict(amp, cpu) {}
    ~Local() AMP_ONLY {}
    // CHECK: E0018_overloaded_destructor.cpp:[[@LINE-1]]:5: error: the destructor of 'Local' is declared restrict(amp) here and restrict(amp, cpu) before
  };
  auto L = []() restrict(amp) {
    union U {
      ~U() restrict(amp) {}
      ~U() restrict(cpu) {}
      // CHECK: E0018_overloaded_destructor.cpp:[[@LINE-1]]:7: error: the destructor of 'U' is declared restrict(cpu) here and restrict(amp) before
    };
  };
}

struct OutOfLine {
  ~OutOfLine() restrict(cpu);
};
OutOfLine::~OutOfLine() restrict(amp) {}
// CHECK: E0018_overloaded_destructor.cpp:[[@LINE-1]]:12: error: the destructor of 'OutOfLine' is declared restrict(amp) here and restrict(cpu) before

// Legal: one destructor, declared and defined with the same restriction
// (none written on the definition of one declared without: cpu).
struct Same {
  ~Same() restrict(amp, cpu);
};
Same::~Same() restrict(amp, cpu) {}
struct Plain {
  ~Plain();
};
Plain::~Plain() restrict(cpu) {}
