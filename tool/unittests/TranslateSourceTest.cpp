//===- TranslateSourceTest.cpp - translateSource on in-memory sources -----===//
//
// GoogleTest tests of the library entry point translateSource (Translate.h)
// on sources that are not on disk, as the in-process fuzzer (tool/fuzz) and
// any embedding of the translator give them: the path "need not exist".
//
//===----------------------------------------------------------------------===//

#include "Frontend/Translate.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

#include <string>

namespace {

amp2hip::TranslateOptions options() {
  amp2hip::TranslateOptions Options;
  Options.AmpIncludeDir = AMP2HIP_SOURCE_AMP_INCLUDE;
  Options.RuntimeIncludeDir = AMP2HIP_SOURCE_RUNTIME_INCLUDE;
  Options.ResourceDir = AMP2HIP_CLANG_RESOURCE_DIR;
  return Options;
}

/// A path in a directory that exists, naming no file.
std::string pathNotOnDisk() {
  llvm::SmallString<256> Dir;
  llvm::sys::path::system_temp_directory(/*ErasedOnReboot=*/true, Dir);
  llvm::sys::path::append(Dir, "amp2hip-unittest-no-such-file.cpp");
  EXPECT_FALSE(llvm::sys::fs::exists(Dir));
  return std::string(Dir);
}

// `restrict` is a keyword only after a declarator's parameter list: the
// preprocessing scan (ContextualRestrict.h) renames a function named
// `restrict` before the parse, where `restrict(...)` is otherwise the parse
// headers' macro. The scan must read the given source, not the (absent)
// file.
TEST(TranslateSourceTest, ScansTheGivenSourceNotTheDisk) {
  const char *Source = "int restrict(int a) { return a + 1; }\n"
                       "int main() { return restrict(-1); }\n";
  amp2hip::TranslationResult Result =
      amp2hip::translateSource(pathNotOnDisk(), Source, options());
  ASSERT_TRUE(Result.Success);
  EXPECT_NE(Result.Output.find("int restrict(int a) { return a + 1; }"),
            std::string::npos)
      << Result.Output;
  EXPECT_NE(Result.Output.find("return restrict(-1);"), std::string::npos)
      << Result.Output;
}

TEST(TranslateSourceTest, KernelOfAnInMemorySourceIsOutlined) {
  const char *Source =
      "#include <amp.h>\n"
      "using namespace concurrency;\n"
      "void scale(array_view<int, 1> a) {\n"
      "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {\n"
      "    a[i] *= 2;\n"
      "  });\n"
      "}\n";
  amp2hip::TranslationResult Result =
      amp2hip::translateSource(pathNotOnDisk(), Source, options());
  ASSERT_TRUE(Result.Success);
  EXPECT_EQ(Result.Stats.Kernels, 1u);
  EXPECT_NE(Result.Output.find("__global__"), std::string::npos)
      << Result.Output;
}

// The contract that the fuzzer checks on every input: errors leave no
// output, and a translation has one.
TEST(TranslateSourceTest, AnAmpErrorLeavesNoOutput) {
  const char *Source =
      "#include <amp.h>\n"
      "using namespace concurrency;\n"
      "int host_only(int x) { return x; }\n"
      "void run(array_view<int, 1> a) {\n"
      "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {\n"
      "    a[i] = host_only(a[i]);\n"
      "  });\n"
      "}\n";
  amp2hip::TranslationResult Result =
      amp2hip::translateSource(pathNotOnDisk(), Source, options());
  EXPECT_FALSE(Result.Success);
  EXPECT_TRUE(Result.Output.empty());
  EXPECT_GE(Result.AmpErrors, 1u);
  EXPECT_FALSE(Result.ClangCrashed);
}

} // namespace
