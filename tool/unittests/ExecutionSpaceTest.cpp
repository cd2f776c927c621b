//===- ExecutionSpaceTest.cpp - The execution-space analysis --------------===//
//
// GoogleTest tests of ExecutionSpaceAnalysis (tool/lib/Analysis/
// ExecutionSpace.h) on small sources parsed as the translator parses them:
// CUDA host-only, with the parse headers' amp_restrict.h force-included, so
// that `restrict(...)` is the translator's own attribute. The expected
// answers are C++ AMP v1.2's rules (§2.1-2.3), stated next to each case.
//
//===----------------------------------------------------------------------===//

#include "Analysis/ExecutionSpace.h"
#include "Frontend/Translate.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Tooling/Tooling.h"

#include "gtest/gtest.h"

#include <memory>
#include <string>
#include <vector>

using namespace clang;

namespace {

std::unique_ptr<ASTUnit> parse(llvm::StringRef Code) {
  // The translator's own parse (Translate.h), on the source tree's headers.
  amp2hip::TranslateOptions Options;
  Options.AmpIncludeDir = AMP2HIP_SOURCE_AMP_INCLUDE;
  Options.RuntimeIncludeDir = AMP2HIP_SOURCE_RUNTIME_INCLUDE;
  Options.ResourceDir = AMP2HIP_CLANG_RESOURCE_DIR;
  std::vector<std::string> Args = amp2hip::parseArguments(Options);
  std::unique_ptr<ASTUnit> AST =
      tooling::buildASTFromCodeWithArgs(Code, Args, "input.cpp");
  // The cases must parse: an AST with errors would answer anything.
  EXPECT_TRUE(AST && !AST->getDiagnostics().hasErrorOccurred());
  return AST;
}

/// The function named \p Name (the first definition found), the call
/// operator of the lambda stored in a variable named \p Name, or null.
class Finder : public RecursiveASTVisitor<Finder> {
public:
  explicit Finder(llvm::StringRef Name) : Name(Name) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!Found && FD->getDeclName().isIdentifier() && FD->getName() == Name &&
        FD->doesThisDeclarationHaveABody())
      Found = FD;
    return true;
  }
  bool VisitVarDecl(VarDecl *VD) {
    if (!Found && VD->getName() == Name && VD->getInit())
      if (auto *L = dyn_cast<LambdaExpr>(VD->getInit()->IgnoreImplicit()))
        Found = L->getCallOperator();
    return true;
  }
  bool VisitCallExpr(CallExpr *C) {
    if (const FunctionDecl *FD = C->getDirectCallee())
      if (FD->getDeclName().isIdentifier() && FD->getName() == Name &&
          !Call)
        Call = C;
    return true;
  }
  llvm::StringRef Name;
  FunctionDecl *Found = nullptr;
  CallExpr *Call = nullptr;
};

const FunctionDecl *function(ASTContext &Ctx, llvm::StringRef Name) {
  Finder F(Name);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  return F.Found;
}

/// The first call of the function named \p Name.
const CallExpr *callOf(ASTContext &Ctx, llvm::StringRef Name) {
  Finder F(Name);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  return F.Call;
}

const char *Source = R"cpp(
void cpu_only() {}
void both() restrict(amp, cpu) {}
int amp_leaf() restrict(amp) { return 1; }
void amp_caller() restrict(amp) {
  struct Local {
    int inherits() { return 2; }            // no specifier: amp, inherited
    void says_cpu() restrict(cpu) {}        // its own: cpu
  };
  auto unrestricted = [] { return amp_leaf(); };  // lambda: inherits amp
  unrestricted();
}
void host_caller() {
  auto plain = [] { cpu_only(); };                // inherits cpu
  auto amp_lambda = []() restrict(amp) { amp_leaf(); };
  plain();
}
namespace Concurrency {
template <int N> struct extent {};
template <int N, typename K> void parallel_for_each(extent<N>, const K &) {}
} // namespace Concurrency
void launch() {
  Concurrency::parallel_for_each(Concurrency::extent<1>(),
                                 [=]() restrict(amp, cpu) { amp_leaf(); });
}
)cpp";

TEST(ExecutionSpaceTest, DeclaredRestrictions) {
  auto AST = parse(Source);
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  amp2hip::ExecutionSpaceAnalysis Spaces(Ctx);
  EXPECT_FALSE(Spaces.isCheckedAmpCode(function(Ctx, "cpu_only")));
  EXPECT_TRUE(Spaces.isCheckedAmpCode(function(Ctx, "both")));
  EXPECT_TRUE(Spaces.isCheckedAmpCode(function(Ctx, "amp_caller")));
  amp2hip::Restriction Both = Spaces.ofFunction(function(Ctx, "both"));
  EXPECT_TRUE(Both.Amp && Both.Cpu && !Both.Inherited);
}

// §2.3: a member of a local class without a restriction of its own has the
// enclosing function's, and a lambda's call operator too; one that says
// restrict(cpu) is cpu code.
TEST(ExecutionSpaceTest, LocalClassesAndLambdasInherit) {
  auto AST = parse(Source);
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  amp2hip::ExecutionSpaceAnalysis Spaces(Ctx);
  const FunctionDecl *Inherits = function(Ctx, "inherits");
  ASSERT_TRUE(Inherits);
  amp2hip::Restriction R = Spaces.ofFunction(Inherits);
  EXPECT_TRUE(R.Amp && !R.Cpu && R.Inherited);
  EXPECT_TRUE(Spaces.isCheckedAmpCode(Inherits));
  EXPECT_FALSE(Spaces.isCheckedAmpCode(function(Ctx, "says_cpu")));
  EXPECT_TRUE(Spaces.isCheckedAmpCode(function(Ctx, "unrestricted")));
  EXPECT_FALSE(Spaces.isCheckedAmpCode(function(Ctx, "plain")));
  EXPECT_TRUE(Spaces.isCheckedAmpCode(function(Ctx, "amp_lambda")));
}

// Statements are evaluated in the space of the innermost function or lambda
// whose body holds them.
TEST(ExecutionSpaceTest, CallsAreInTheirEnclosingBodysSpace) {
  auto AST = parse(Source);
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  amp2hip::ExecutionSpaceAnalysis Spaces(Ctx);
  const CallExpr *InAmpLambda = callOf(Ctx, "amp_leaf");
  ASSERT_TRUE(InAmpLambda);
  EXPECT_TRUE(Spaces.isInAmpCode(InAmpLambda));
  const CallExpr *InPlainLambda = callOf(Ctx, "cpu_only");
  ASSERT_TRUE(InPlainLambda);
  EXPECT_FALSE(Spaces.isInAmpCode(InPlainLambda));
  const FunctionDecl *Enclosing =
      Spaces.enclosingFunction(DynTypedNode::create(*InPlainLambda));
  ASSERT_TRUE(Enclosing);
  EXPECT_EQ(Enclosing, function(Ctx, "plain"));
}

// A parallel_for_each kernel runs only on the accelerator: written
// restrict(amp, cpu), its body is still amp code alone.
TEST(ExecutionSpaceTest, KernelLambdasAreAmpOnly) {
  auto AST = parse(Source);
  ASSERT_TRUE(AST);
  ASTContext &Ctx = AST->getASTContext();
  amp2hip::ExecutionSpaceAnalysis Spaces(Ctx);
  const FunctionDecl *Launch = function(Ctx, "launch");
  ASSERT_TRUE(Launch);
  const CallExpr *Kernel = nullptr;
  for (const Stmt *S : cast<CompoundStmt>(Launch->getBody())->body())
    if (const auto *E = dyn_cast<Expr>(S))
      if (const auto *C = dyn_cast<CallExpr>(E->IgnoreImplicit()))
        Kernel = C;
  ASSERT_TRUE(Kernel);
  const auto *L =
      dyn_cast<LambdaExpr>(Kernel->getArg(1)->IgnoreImplicit());
  ASSERT_TRUE(L);
  EXPECT_TRUE(Spaces.isKernelLambda(L));
  const auto *Body = cast<CompoundStmt>(L->getBody());
  ASSERT_FALSE(Body->body_empty());
  amp2hip::Restriction R = Spaces.enclosing(*Body->body_begin());
  EXPECT_TRUE(R.Amp);
  EXPECT_FALSE(R.Cpu);
}

} // namespace
