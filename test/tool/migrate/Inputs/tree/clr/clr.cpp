// C++/CLI, as MSVC compiles it with /clr.
using namespace System;
public ref class Greeter {
public:
  String ^Hello() { return "hello"; }
};
