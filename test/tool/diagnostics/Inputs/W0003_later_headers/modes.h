// The enum that simple.h names before it is declared
// (W0003_later_declarations_headers.cpp).
#pragma once

namespace lib {
namespace details {
enum Mode
{
  kOne = 1,
  kTwo = 2
};
} // namespace details
} // namespace lib
