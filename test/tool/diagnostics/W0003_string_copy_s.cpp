// MSVC's std::basic_string has a member _Copy_s, the checked form of copy()
// (Visual Studio 2010-2015 <xstring>). Microsoft's RandomTraveler demo copies
// an exception's message with it: `ex_msg._Copy_s(msg, ex_msg.length(),
// ex_msg.length());`. libstdc++'s string has none, and Clang gives "no member
// named '_Copy_s'". amp2hip reports AMP2HIP-W0003 and writes
// amp2hip::string_copy_s(string, dest, size, count[, offset]) (the runtime's
// msvc_string.h, which <amp.h> brings in; its unit test checks what it
// copies). Any other missing member of a string stays Clang's error.
// RUN: %amp2hip %s -o %t.hip.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// RUN: %nochecks < %t.hip.cpp | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc-check %t.hip.cpp %}
// RUN: %not %amp2hip %s -o %t.bad.cpp -- -DOTHER_MEMBER 2> %t.bad.err
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.err
#include <amp.h>
#include <cstdio>
#include <string>
using namespace concurrency;

struct Message {
  std::string Text;
  std::string *Other;
};

char *copyMessage(const std::string &ex_msg) {
  char *msg = new char[ex_msg.length() + 1];
  // DIAG: W0003_string_copy_s.cpp:[[@LINE+2]]:10: warning: accepted as MSVC does: no member named '_Copy_s' in 'std::basic_string<char>' (MSVC's std::basic_string has _Copy_s, the checked form of copy()); written as portable C++ in the output: amp2hip::string_copy_s(string, dest, size, count), which copies and checks as it [AMP2HIP-W0003]
  // OUT: amp2hip::string_copy_s(ex_msg, msg, ex_msg.length(), ex_msg.length());
  ex_msg._Copy_s(msg, ex_msg.length(), ex_msg.length());
  msg[ex_msg.length()] = '\0';
  return msg;
}

std::size_t copyTail(Message &m, char *out) {
  // DIAG: W0003_string_copy_s.cpp:[[@LINE+3]]:28: warning: accepted as MSVC does: no member named '_Copy_s'
  // DIAG: W0003_string_copy_s.cpp:[[@LINE+2]]:61: warning: accepted as MSVC does: no member named '_Copy_s'
  // OUT: std::size_t n = amp2hip::string_copy_s(*m.Other, out, 8, 5, 7) + amp2hip::string_copy_s(m.Text , out + 5, 3, 3);
  std::size_t n = m.Other->_Copy_s(out, 8, 5, 7) + m.Text . _Copy_s (out + 5, 3, 3);
  return n;
}

int main() {
  std::vector<int> data(8, 1);
  array_view<int, 1> view(8, data);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) { view[i] += 1; });
  std::string text("hello, world");
  Message m{"abc", &text};
  char out[8];
  std::size_t n = copyTail(m, out);
  std::printf("%s %.*s %d\n", copyMessage(text), static_cast<int>(n), out, view[0]);
#ifdef OTHER_MEMBER
  // BAD: W0003_string_copy_s.cpp:[[@LINE+1]]:8: error: no member named '_Copy' in 'std::basic_string<char>'
  text._Copy(out, 8, 8);
#endif
  return 0;
}
