//===- MsvcPredefinedMacros.cpp - MSVC's macros in conditionals ----------===//
//
// MsvcPredefinedMacros.h.
//
//===----------------------------------------------------------------------===//

#include "Compat/MsvcPredefinedMacros.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/StringRef.h"

using namespace clang;

namespace amp2hip {

namespace {

/// One MSVC predefined macro and what the output writes for it.
struct MsvcMacro {
  llvm::StringLiteral Name;
  llvm::StringLiteral Portable;
  /// False when only its value is meant (`_MSC_VER < 1700`): `defined` of
  /// it, on Linux, stays false, as the build's compilers have it.
  bool InDefined;
  llvm::StringLiteral Meaning;
};

constexpr MsvcMacro MsvcMacros[] = {
    {"_MSC_VER", "1933", false,
     "MSVC's version, which the output's compilers do not define; written "
     "'1933' (MSVC 19.33, Visual Studio 2022, as amp2hip parses)"},
    {"_M_X64", "__x86_64__", true,
     "MSVC's name for the x64 target; written '__x86_64__' (GCC's and "
     "Clang's)"},
    {"_M_AMD64", "__x86_64__", true,
     "MSVC's name for the x64 target; written '__x86_64__' (GCC's and "
     "Clang's)"},
    {"_M_IX86", "__i386__", true,
     "MSVC's name for the x86 target; written '__i386__' (GCC's and "
     "Clang's)"},
    {"_M_ARM64", "__aarch64__", true,
     "MSVC's name for the ARM64 target; written '__aarch64__' (GCC's and "
     "Clang's)"},
    {"_M_ARM", "__arm__", true,
     "MSVC's name for the ARM target; written '__arm__' (GCC's and Clang's)"},
};

const MsvcMacro *findMsvcMacro(llvm::StringRef Name) {
  for (const MsvcMacro &M : MsvcMacros)
    if (M.Name == Name)
      return &M;
  return nullptr;
}

class MsvcMacroTestRecorder : public PPCallbacks {
public:
  MsvcMacroTestRecorder(Preprocessor &PP, std::vector<MsvcMacroTest> &Tests,
                        std::function<bool(FileID)> Claim, unsigned MscVersion)
      : PP(PP), SM(PP.getSourceManager()), Tests(Tests),
        Claim(std::move(Claim)), MscVersion(MscVersion) {}

  void If(SourceLocation, SourceRange Condition, ConditionValueKind) override {
    scanCondition(Condition);
  }
  void Elif(SourceLocation, SourceRange Condition, ConditionValueKind,
            SourceLocation) override {
    scanCondition(Condition);
  }
  void Ifdef(SourceLocation, const Token &Name,
             const MacroDefinition &MD) override {
    macroName(Name, MD);
  }
  void Ifndef(SourceLocation, const Token &Name,
              const MacroDefinition &MD) override {
    macroName(Name, MD);
  }
  void Elifdef(SourceLocation, const Token &Name,
               const MacroDefinition &MD) override {
    macroName(Name, MD);
  }
  void Elifndef(SourceLocation, const Token &Name,
                const MacroDefinition &MD) override {
    macroName(Name, MD);
  }

private:
  /// `#ifdef NAME`: the name, as in `defined(NAME)`.
  void macroName(const Token &Name, const MacroDefinition &MD) {
    const IdentifierInfo *II = Name.getIdentifierInfo();
    if (!II || MD)
      return;
    record(Name.getLocation(), II->getName(), /*InDefined=*/true);
  }

  /// The condition of an #if or #elif, raw-lexed from the file's text (the
  /// preprocessor has expanded it): each table macro not defined for the
  /// parse, with whether `defined` applies to it.
  void scanCondition(SourceRange Condition) {
    SourceLocation Begin = Condition.getBegin(), End = Condition.getEnd();
    if (!Begin.isFileID() || !End.isFileID())
      return;
    FileID File = SM.getFileID(Begin);
    if (SM.getFileID(End) != File)
      return;
    bool Invalid = false;
    llvm::StringRef Buffer = SM.getBufferData(File, &Invalid);
    if (Invalid)
      return;
    unsigned EndOffset = SM.getFileOffset(End);
    Lexer Raw(SM.getLocForStartOfFile(File), PP.getLangOpts(), Buffer.begin(),
              Buffer.begin() + SM.getFileOffset(Begin), Buffer.end());
    // The tokens before the current one: `defined` and `defined (`.
    bool AfterDefined = false, AfterDefinedParen = false;
    // `defined(_MSC_VER) && _MSC_VER >= 1700` asks whether the compiler is
    // MSVC, which the output's compilers are not: its uses stay as written.
    struct Use {
      SourceLocation Loc;
      llvm::StringRef Name;
      bool InDefined;
    };
    std::vector<Use> Found;
    bool TestsCompiler = false;
    Token Tok;
    for (bool AtEnd = false; !AtEnd;) {
      AtEnd = Raw.LexFromRawLexer(Tok);
      // The condition ends with its line (a `\` continues it: the raw lexer
      // reads on without a start of line).
      if (Tok.is(tok::eof) || SM.getFileOffset(Tok.getLocation()) > EndOffset ||
          (Tok.isAtStartOfLine() && Tok.getLocation() != Begin))
        break;
      bool InDefined = AfterDefined || AfterDefinedParen;
      AfterDefinedParen = AfterDefined && Tok.is(tok::l_paren);
      AfterDefined = false;
      if (Tok.isNot(tok::raw_identifier))
        continue;
      llvm::StringRef Name = Tok.getRawIdentifier();
      if (Name == "defined")
        AfterDefined = true;
      else if (!PP.isMacroDefined(Name))
        Found.push_back({Tok.getLocation(), Name, InDefined});
    }
    for (const Use &U : Found)
      if (const MsvcMacro *M = findMsvcMacro(U.Name))
        TestsCompiler |= U.InDefined && !M->InDefined;
    if (!TestsCompiler)
      for (const Use &U : Found)
        record(U.Loc, U.Name, U.InDefined);
  }

  void record(SourceLocation Loc, llvm::StringRef Name, bool InDefined) {
    const MsvcMacro *M = findMsvcMacro(Name);
    if (!M || (InDefined && !M->InDefined) || !Loc.isFileID())
      return;
    FileID File = SM.getFileID(Loc);
    if (!Claim(File))
      return;
    MsvcMacroTest Test;
    Test.Loc = Loc;
    Test.File = File;
    Test.Offset = SM.getFileOffset(Loc);
    Test.Length = Name.size();
    Test.Written = Name.str();
    Test.Portable = M->Portable.str();
    Test.Meaning = M->Meaning.str();
    if (Name == "_MSC_VER" && MscVersion != DefaultMscVersion) {
      Test.Portable = std::to_string(MscVersion);
      Test.Meaning = "MSVC's version, which the output's compilers do not "
                     "define; written '" +
                     Test.Portable +
                     "' (the version of the project's Visual Studio "
                     "toolset)";
    }
    Tests.push_back(std::move(Test));
  }

  Preprocessor &PP;
  const SourceManager &SM;
  std::vector<MsvcMacroTest> &Tests;
  std::function<bool(FileID)> Claim;
  unsigned MscVersion;
};

} // namespace

std::unique_ptr<PPCallbacks>
recordMsvcMacroTests(Preprocessor &PP, std::vector<MsvcMacroTest> &Tests,
                     std::function<bool(FileID)> Claim, unsigned MscVersion) {
  return std::make_unique<MsvcMacroTestRecorder>(PP, Tests, std::move(Claim),
                                                 MscVersion);
}

unsigned mscVersionOfToolset(llvm::StringRef Toolset) {
  // Visual Studio 2010 ... 2022 (v110_xp and the like are the same
  // compiler).
  static const std::pair<llvm::StringLiteral, unsigned> Toolsets[] = {
      {"v100", 1600}, {"v110", 1700}, {"v120", 1800}, {"v140", 1900},
      {"v141", 1910}, {"v142", 1920}, {"v143", 1930},
  };
  Toolset = Toolset.trim();
  for (const auto &[Name, Version] : Toolsets)
    if (Toolset.equals_insensitive(Name) ||
        Toolset.starts_with_insensitive((Name + "_").str()))
      return Version;
  return 0;
}

} // namespace amp2hip
