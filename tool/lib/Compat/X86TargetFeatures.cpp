//===- X86TargetFeatures.cpp - x86 intrinsics as MSVC compiles them -------===//

#include "Compat/X86TargetFeatures.h"

#include "Edits/SourceUtil.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringExtras.h"

#include <set>
#include <vector>

using namespace clang;

namespace amp2hip {

namespace {

struct FeatureRow {
  llvm::StringRef Clang, Gcc;
};

constexpr FeatureRow Features[] = {
#define AMP2HIP_X86_FEATURE(ClangName, GccName) {ClangName, GccName},
#include "Compat/X86TargetFeatures.def"
};

/// The declarations at namespace scope that call such intrinsics, in the
/// order of their first calls.
struct Region {
  SourceLocation FirstCall;
  std::set<std::string> GccFeatures; // sorted: the output is deterministic
  std::vector<std::string> Intrinsics;
};

class IntrinsicCalls : public RecursiveASTVisitor<IntrinsicCalls> {
public:
  IntrinsicCalls(ASTContext &Ctx, DiagReporter &Diags, FileID File)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Diags(Diags), File(File) {}

  // A function of the intrinsic headers (`_mm_hadd_epi32`, `__lzcnt64`),
  // named in a call or taken as a pointer.
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *FD = dyn_cast<FunctionDecl>(E->getDecl());
    if (!FD || !SM.isInSystemHeader(FD->getLocation()))
      return true;
    if (const auto *Target = FD->getAttr<TargetAttr>())
      note(E, FD->getNameAsString(), Target->getFeaturesStr());
    return true;
  }

  // A builtin that a header's macro calls (`_mm_blend_ps` is
  // `__builtin_ia32_blendps`, SSE4.1).
  bool VisitCallExpr(CallExpr *E) {
    unsigned ID = E->getBuiltinCallee();
    if (!ID || !Ctx.BuiltinInfo.isTSBuiltin(ID))
      return true;
    llvm::StringRef Required = Ctx.BuiltinInfo.getRequiredFeatures(ID);
    // "a,b|c" or "(a,b)|c": the first alternative is enough.
    Required = Required.split('|').first;
    Required = Required.trim("()");
    SourceLocation Loc = E->getBeginLoc();
    std::string Name = Ctx.BuiltinInfo.getName(ID).str();
    if (Loc.isMacroID())
      Name = Lexer::getImmediateMacroName(Loc, SM, Ctx.getLangOpts()).str();
    note(E, Name, Required);
    return true;
  }

  llvm::MapVector<const Decl *, Region> Regions;

private:
  void note(const Expr *E, const std::string &Name, llvm::StringRef List) {
    llvm::SmallVector<llvm::StringRef, 4> Needed;
    List.split(Needed, ',', -1, /*KeepEmpty=*/false);
    std::vector<std::string> Gcc;
    for (llvm::StringRef Feature : Needed) {
      Feature = Feature.trim();
      Feature.consume_front("+");
      if (Feature.starts_with("no-") || Feature.starts_with("-") ||
          Ctx.getTargetInfo().hasFeature(Feature))
        continue; // enabled by default (x86-64's sse2) or a negation
      std::optional<llvm::StringRef> Name2 = gccX86FeatureName(Feature);
      if (!Name2) {
        Diags.report(
            SM.getExpansionLoc(E->getBeginLoc()), DiagId::UnmappedMsvcIntrinsic,
            "'" + Name + "' needs the x86 instruction set '" + Feature.str() +
                "', which amp2hip cannot enable alike for GCC, "
                "Clang and nvcc's host compiler; the translation "
                "would not build: write it without the intrinsic");
        return;
      }
      if (!Name2->empty())
        Gcc.push_back(Name2->str());
    }
    if (Gcc.empty())
      return;
    const Decl *Outer = outermostDecl(*E);
    if (!Outer)
      return;
    // Another program file's declaration: its own session rewrites it.
    SourceLocation Begin = SM.getExpansionLoc(Outer->getBeginLoc());
    if (SM.getFileID(Begin) != File)
      return;
    Region &R = Regions[Outer];
    if (R.FirstCall.isInvalid())
      R.FirstCall = SM.getExpansionLoc(E->getBeginLoc());
    R.GccFeatures.insert(Gcc.begin(), Gcc.end());
    if (llvm::find(R.Intrinsics, Name) == R.Intrinsics.end())
      R.Intrinsics.push_back(Name);
  }

  /// The declaration at namespace scope (a function, a function template, a
  /// class, a variable) whose text holds \p E.
  const Decl *outermostDecl(const Expr &E) {
    DynTypedNode Node = DynTypedNode::create(E);
    const Decl *Outer = nullptr;
    for (;;) {
      DynTypedNodeList Parents = Ctx.getParents(Node);
      if (Parents.empty())
        return Outer;
      Node = Parents[0];
      if (const auto *D = Node.get<Decl>()) {
        if (isa<TranslationUnitDecl, NamespaceDecl, LinkageSpecDecl>(D))
          return Outer;
        Outer = D;
      }
    }
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  DiagReporter &Diags;
  FileID File;
};

/// The preprocessor lines that enable \p Features for the host compilers
/// (Push) or restore their target (!Push).
std::string pragmaLines(const std::set<std::string> &Features, bool Push) {
  std::string List = llvm::join(Features.begin(), Features.end(), ",");
  std::string Text =
      "#if defined(__clang__) && !defined(__HIP_DEVICE_COMPILE__)\n";
  Text += Push ? "#pragma clang attribute push(__attribute__((target(\"" +
                     List + "\"))), apply_to = function)\n"
               : "#pragma clang attribute pop\n";
  Text += "#elif defined(__GNUC__) && !defined(__clang__) && "
          "!defined(__CUDA_ARCH__)\n";
  Text +=
      Push ? "#pragma GCC push_options\n#pragma GCC target(\"" + List + "\")\n"
           : "#pragma GCC pop_options\n";
  return Text + "#endif\n";
}

} // namespace

std::optional<llvm::StringRef> gccX86FeatureName(llvm::StringRef ClangName) {
  for (const FeatureRow &Row : Features)
    if (Row.Clang == ClangName)
      return Row.Gcc;
  return std::nullopt;
}

void rewriteX86TargetFeatures(ASTContext &Ctx, DiagReporter &Diags,
                              EditTarget &Out) {
  if (!Ctx.getTargetInfo().getTriple().isX86())
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  IntrinsicCalls Calls(Ctx, Diags, Out.file());
  Calls.TraverseAST(Ctx);
  llvm::StringRef Buffer = SM.getBufferData(Out.file());
  for (const auto &[Outer, R] : Calls.Regions) {
    std::optional<unsigned> Begin =
        offsetIn(Out.file(), Outer->getBeginLoc(), SM);
    std::optional<unsigned> End = offsetIn(Out.file(), Outer->getEndLoc(), SM);
    if (!Begin || !End || *End < *Begin) {
      Diags.report(R.FirstCall, DiagId::UnmappedMsvcIntrinsic,
                   "'" + R.Intrinsics.front() +
                       "' needs an x86 instruction set that amp2hip enables "
                       "around the declaration that calls it, and this "
                       "declaration is written by a macro; the translation "
                       "would not build: call it outside the macro");
      continue;
    }
    // Whole lines: a preprocessor directive starts a line.
    size_t LineStart = Buffer.rfind('\n', *Begin);
    LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
    size_t LineEnd = Buffer.find('\n', *End);
    std::string Features =
        llvm::join(R.GccFeatures.begin(), R.GccFeatures.end(), ", ");
    std::string Calls =
        llvm::join(R.Intrinsics.begin(), R.Intrinsics.end(), ", ");
    Diags.report(R.FirstCall, DiagId::MsvcDialect,
                 "MSVC compiles x86 intrinsics without an /arch switch; GCC "
                 "and Clang only for their instruction sets: this "
                 "declaration is compiled for " +
                     Features + " (" + Calls + ")");
    std::string Push = "// amp2hip: the instruction sets of " + Calls +
                       ", which MSVC compiles without /arch\n" +
                       pragmaLines(R.GccFeatures, true);
    if (!Out.add(LineStart, 0, Push,
                 "the instruction sets of this declaration"))
      continue;
    if (LineEnd == llvm::StringRef::npos)
      Out.add(Buffer.size(), 0, "\n" + pragmaLines(R.GccFeatures, false),
              "the end of the instruction sets of a declaration");
    else
      Out.add(LineEnd + 1, 0, pragmaLines(R.GccFeatures, false),
              "the end of the instruction sets of a declaration");
  }
}

} // namespace amp2hip
