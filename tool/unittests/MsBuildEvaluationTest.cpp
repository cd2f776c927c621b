//===- MsBuildEvaluationTest.cpp - MSBuild conditions and properties ------===//
//
// The conditions Visual Studio writes in .vcxproj files, and the rules of
// MSBuild's documentation ("MSBuild conditions", "Item definitions"): the
// expected values are those rules applied by hand.
//
//===----------------------------------------------------------------------===//

#include "Migrate/MsBuildEvaluation.h"
#include "Migrate/VcxProject.h"

#include "gtest/gtest.h"

using namespace amp2hip::migrate;

namespace {

MsBuildProperties releaseX64() {
  MsBuildProperties P;
  P.set("Configuration", "Release");
  P.set("Platform", "x64");
  P.set("ProjectDir", "/src/app/");
  return P;
}

bool eval(llvm::StringRef Condition, const MsBuildProperties &P,
          llvm::StringRef ExistingFile = "") {
  llvm::Expected<bool> V =
      evaluateCondition(Condition, P, [&](llvm::StringRef Path) {
        return !ExistingFile.empty() && Path == ExistingFile;
      });
  if (!V) {
    ADD_FAILURE() << llvm::toString(V.takeError());
    return false;
  }
  return *V;
}

TEST(MsBuildEvaluation, ConfigurationConditionsAsVisualStudioWritesThem) {
  MsBuildProperties P = releaseX64();
  EXPECT_TRUE(eval("'$(Configuration)|$(Platform)'=='Release|x64'", P));
  EXPECT_FALSE(eval("'$(Configuration)|$(Platform)'=='Debug|x64'", P));
  // Strings compare without case.
  EXPECT_TRUE(eval("'$(Configuration)|$(Platform)'=='release|X64'", P));
  EXPECT_TRUE(eval("'$(Configuration)' != 'Debug'", P));
  EXPECT_TRUE(eval("", P)); // no condition
}

TEST(MsBuildEvaluation, BooleanOperatorsAndParentheses) {
  MsBuildProperties P = releaseX64();
  EXPECT_TRUE(eval("'$(Configuration)' == 'Release' and ('$(Platform)' == "
                   "'Win32' or '$(Platform)' == 'x64')",
                   P));
  EXPECT_FALSE(eval("'$(Configuration)' == 'Release' AND '$(Platform)' == "
                    "'Win32'",
                    P));
  EXPECT_TRUE(eval("!('$(Platform)' == 'Win32')", P));
  // 'and' binds tighter than 'or': false and false or true.
  EXPECT_TRUE(eval("'a'=='b' and 'a'=='c' or 'a'=='a'", P));
  EXPECT_TRUE(eval("true", P));
  EXPECT_FALSE(eval("'false'", P));
}

TEST(MsBuildEvaluation, UnsetPropertiesAreEmpty) {
  MsBuildProperties P = releaseX64();
  EXPECT_TRUE(eval("'$(VisualStudioVersion)' == ''", P));
  EXPECT_EQ(P.expand("$(NoSuch)x"), "x");
  EXPECT_EQ(P.expand("$(projectdir)include"), "/src/app/include");
  bool Unevaluated = false;
  EXPECT_EQ(P.expand("a$(Configuration.ToLower())b", &Unevaluated), "ab");
  EXPECT_TRUE(Unevaluated);
}

TEST(MsBuildEvaluation, NumbersAndFunctions) {
  MsBuildProperties P;
  P.set("PlatformToolsetVersion", "120");
  EXPECT_TRUE(eval("$(PlatformToolsetVersion) >= 110", P));
  EXPECT_FALSE(eval("$(PlatformToolsetVersion) < 110", P));
  EXPECT_TRUE(eval("'120' == '120.0'", P)); // numbers compare as numbers
  EXPECT_TRUE(
      eval("Exists('/sheets/common.props')", P, "/sheets/common.props"));
  EXPECT_FALSE(
      eval("exists('/sheets/other.props')", P, "/sheets/common.props"));
  EXPECT_TRUE(eval("HasTrailingSlash('dir\\')", P));
}

TEST(MsBuildEvaluation, MalformedConditionsAreErrors) {
  MsBuildProperties P;
  auto Fails = [&](llvm::StringRef C) {
    llvm::Expected<bool> V =
        evaluateCondition(C, P, [](llvm::StringRef) { return false; });
    if (V)
      return false;
    llvm::consumeError(V.takeError());
    return true;
  };
  EXPECT_TRUE(Fails("'a' =="));
  EXPECT_TRUE(Fails("'unterminated == 'a'"));
  EXPECT_TRUE(Fails("('a' == 'a'"));
  EXPECT_TRUE(Fails("'a' < 'b'")); // < compares numbers only
  EXPECT_TRUE(Fails("'maybe'"));
}

TEST(MsBuildEvaluation, MetadataInheritance) {
  // A project's definitions after a property sheet's: the sheet's value
  // replaces %(PreprocessorDefinitions); empty elements are dropped.
  EXPECT_EQ(inheritMetadata("WIN32;NDEBUG;%(PreprocessorDefinitions)",
                            "PreprocessorDefinitions", "COMMON=7"),
            "WIN32;NDEBUG;COMMON=7");
  EXPECT_EQ(inheritMetadata("WIN32;%(PreprocessorDefinitions)",
                            "PreprocessorDefinitions", ""),
            "WIN32");
  EXPECT_EQ(inheritMetadata("%(preprocessordefinitions);;X",
                            "PreprocessorDefinitions", "A;B"),
            "A;B;X");
  EXPECT_EQ(splitList(" a ; ;b;"), (std::vector<std::string>{"a", "b"}));
}

TEST(MsBuildEvaluation, DefaultConfiguration) {
  EXPECT_EQ(defaultConfiguration(
                {"Debug|Win32", "Release|Win32", "Debug|x64", "Release|x64"}),
            "Release|x64");
  EXPECT_EQ(defaultConfiguration({"Debug|Win32", "Release|Win32"}),
            "Release|Win32");
  EXPECT_EQ(defaultConfiguration({"Debug|ARM", "Profile|ARM"}), "Debug|ARM");
  EXPECT_EQ(defaultConfiguration({}), "");
}

TEST(MsBuildEvaluation, ProjectPathsUseSlashes) {
  EXPECT_EQ(resolveProjectPath("..\\common\\x.h", "/nonexistent/app"),
            "/nonexistent/common/x.h");
  EXPECT_EQ(resolveProjectPath("/abs/y.cpp", "/nonexistent"), "/abs/y.cpp");
}

} // namespace
