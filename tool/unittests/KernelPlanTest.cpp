//===- KernelPlanTest.cpp - Planning kernels ------------------------------===//
//
// GoogleTest tests of KernelPlanner::planKernel (tool/lib/Kernel/
// KernelPlanner.h) on small C++ AMP sources parsed as the translator parses
// them: CUDA host-only, with the parse headers (<amp.h>) and amp_restrict.h.
// The expected plans follow from the sources and the generated code contract
// (docs/architecture.md): one parameter per capture in capture order,
// `amp2hip::read_only_param_t<T>` for a container the kernel only reads,
// `const` unless the lambda is mutable, kernels named
// amp2hip_kernel_<function>_<line>; captures C++ AMP forbids are
// AMP2HIP-E0003 (C++ AMP v1.2 §2.4.3.3; MSVC C3590, C3596).
//
//===----------------------------------------------------------------------===//

#include "Frontend/Translate.h"
#include "Kernel/KernelEmitter.h"
#include "Kernel/KernelPlanner.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"

#include "gtest/gtest.h"

#include <memory>
#include <string>
#include <vector>

using namespace clang;
using namespace amp2hip;

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
  // The cases must parse: an AST with errors would plan anything.
  EXPECT_TRUE(AST && !AST->getDiagnostics().hasErrorOccurred());
  return AST;
}

/// The parallel_for_each calls of the main file, in source order, and the
/// class named \p ClassName.
struct Finder : RecursiveASTVisitor<Finder> {
  const SourceManager *SM = nullptr;
  std::string ClassName;
  std::vector<const CallExpr *> Calls;
  const CXXRecordDecl *Class = nullptr;
  bool VisitCallExpr(CallExpr *C) {
    const FunctionDecl *FD = C->getDirectCallee();
    if (FD && FD->getDeclName().isIdentifier() &&
        FD->getName() == "parallel_for_each" &&
        SM->isInMainFile(SM->getExpansionLoc(C->getBeginLoc())))
      Calls.push_back(C);
    return true;
  }
  bool VisitCXXRecordDecl(CXXRecordDecl *RD) {
    if (!Class && RD->getName() == ClassName &&
        RD->isThisDeclarationADefinition())
      Class = RD;
    return true;
  }
};

/// The diagnostics reported, as "error: <text>" or "note: <text>".
class Recorder : public DiagnosticConsumer {
public:
  std::vector<std::string> Seen;
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    llvm::SmallString<128> Text;
    Info.FormatDiagnostic(Text);
    Seen.push_back((Level == DiagnosticsEngine::Note ? "note: " : "error: ") +
                   Text.str().str());
  }
};

/// A parsed source and a planner for its main file.
struct Fixture {
  std::unique_ptr<ASTUnit> AST;
  Recorder Diagnostics;
  std::unique_ptr<DiagnosticsEngine> Engine;
  std::unique_ptr<DiagReporter> Reporter;
  FileEdits NoEdits;
  std::unique_ptr<KernelPlanner> Planner;
  Finder Found;

  explicit Fixture(llvm::StringRef Code, llvm::StringRef ClassName = "") {
    AST = parse(Code);
    if (!AST)
      return;
    ASTContext &Ctx = AST->getASTContext();
    SourceManager &SM = AST->getSourceManager();
    Engine = std::make_unique<DiagnosticsEngine>(
        new DiagnosticIDs, new DiagnosticOptions, &Diagnostics,
        /*ShouldOwnClient=*/false);
    Engine->setSourceManager(&SM);
    Reporter = std::make_unique<DiagReporter>(*Engine);
    FileID Main = SM.getMainFileID();
    Planner = std::make_unique<KernelPlanner>(
        Ctx, *Reporter, Main, SM.getBufferData(Main), "dir/input.cpp", NoEdits);
    Planner->setProgramFiles({Main});
    Found.SM = &SM;
    Found.ClassName = ClassName.str();
    Found.TraverseDecl(Ctx.getTranslationUnitDecl());
    for (const CallExpr *Call : Found.Calls)
      Planner->noteKernelCall(Call);
  }

  /// Plans the \p I-th parallel_for_each call.
  llvm::Expected<KernelPlan> planCall(size_t I) {
    return Planner->planKernel(Found.Calls.at(I));
  }
};

/// The diagnostic IDs of a KernelPlanError (empty for another error).
std::vector<DiagId> reportedIds(llvm::Error Err) {
  std::vector<DiagId> Ids;
  llvm::handleAllErrors(
      std::move(Err),
      [&](const KernelPlanError &E) {
        Ids.assign(E.Reported.begin(), E.Reported.end());
      },
      [](const llvm::ErrorInfoBase &) {});
  return Ids;
}

// Line 3 holds the first call, line 9 the second.
const char *LambdaSource = R"cpp(#include <amp.h>
void scale(concurrency::array_view<int, 1> av, int n) {
  concurrency::parallel_for_each(av.extent,
      [=](concurrency::index<1> idx) restrict(amp) { av[idx] *= n; });
}
void sum_tiles(concurrency::array_view<const int, 1> in,
               concurrency::array_view<int, 1> other,
               concurrency::array_view<int, 1> out) {
  concurrency::parallel_for_each(in.extent.tile<4>(),
      [=](concurrency::tiled_index<4> t) restrict(amp) {
        out[t.global] = in[t.global] + other[t.global];
      });
}
)cpp";

TEST(KernelPlanTest, LambdaCapturesBecomeParametersInCaptureOrder) {
  Fixture F(LambdaSource);
  ASSERT_TRUE(F.Planner);
  ASSERT_EQ(F.Found.Calls.size(), 2u);
  llvm::Expected<KernelPlan> Plan = F.planCall(0);
  ASSERT_TRUE(static_cast<bool>(Plan)) << llvm::toString(Plan.takeError());
  EXPECT_EQ(Plan->Form, KernelLaunchForm::Lambda);
  EXPECT_TRUE(Plan->definesKernel());
  EXPECT_EQ(Plan->KernelName, "amp2hip_kernel_scale_3");
  EXPECT_EQ(Plan->FileName, "input.cpp");
  EXPECT_EQ(Plan->Line, 3u);
  EXPECT_EQ(Plan->Column, 3u);
  // Inserted before the enclosing function, at the start of line 2.
  EXPECT_EQ(Plan->InsertOffset, llvm::StringRef(LambdaSource).find("void"));
  EXPECT_TRUE(Plan->TemplateHeader.empty());
  EXPECT_TRUE(Plan->TemplateArgs.empty());
  EXPECT_FALSE(Plan->Static);

  // An extent domain: index<1>.
  EXPECT_FALSE(Plan->Index.Tiled);
  EXPECT_EQ(Plan->Index.Name, "idx");
  EXPECT_EQ(Plan->Index.RankText, "1");
  EXPECT_EQ(Plan->Index.TypeText, "Concurrency::index<1>");
  EXPECT_FALSE(Plan->Index.Unused);

  // [=] captures av (written: a writable view) and n, in the order the body
  // names them.
  ASSERT_EQ(Plan->Params.size(), 2u);
  const KernelParam &View = Plan->Params[0];
  EXPECT_EQ(View.Name, "av");
  EXPECT_EQ(View.Type,
            "amp2hip::kernel_param_t<Concurrency::array_view<int, 1>>");
  EXPECT_FALSE(View.ReadOnly);
  EXPECT_TRUE(View.Const);
  EXPECT_FALSE(View.CArray);
  const KernelParam &Scalar = Plan->Params[1];
  EXPECT_EQ(Scalar.Name, "n");
  EXPECT_EQ(Scalar.Type, "amp2hip::kernel_param_t<int>");
  EXPECT_TRUE(Scalar.Const);
  ASSERT_TRUE(View.Decl && Scalar.Decl);
  EXPECT_EQ(View.Decl->getName(), "av");
  EXPECT_TRUE(Plan->Redeclarations.empty());
  EXPECT_TRUE(F.Diagnostics.Seen.empty());

  // The launch passes the captures in the parameters' order.
  EXPECT_EQ(emitLaunchArguments(*Plan), "amp2hip_kernel_scale_3, av, n");
}

TEST(KernelPlanTest, TiledDomainAndReadOnlyViews) {
  Fixture F(LambdaSource);
  ASSERT_TRUE(F.Planner);
  ASSERT_EQ(F.Found.Calls.size(), 2u);
  llvm::Expected<KernelPlan> Plan = F.planCall(1);
  ASSERT_TRUE(static_cast<bool>(Plan)) << llvm::toString(Plan.takeError());
  EXPECT_EQ(Plan->Form, KernelLaunchForm::Lambda);
  EXPECT_EQ(Plan->KernelName, "amp2hip_kernel_sum_tiles_9");
  // A tiled_extent domain: tiled_index<4>, rank 1, 4 threads a tile.
  EXPECT_TRUE(Plan->Index.Tiled);
  EXPECT_EQ(Plan->Index.Name, "t");
  EXPECT_EQ(Plan->Index.TileArgs, "4");
  EXPECT_EQ(Plan->Index.RankText, "1");
  EXPECT_EQ(Plan->Index.TypeText, "Concurrency::tiled_index<4>");
  // Body order: out (written), in (const elements: read-only as declared),
  // other (only read: a read-only parameter).
  ASSERT_EQ(Plan->Params.size(), 3u);
  EXPECT_EQ(Plan->Params[0].Name, "out");
  EXPECT_EQ(Plan->Params[0].Type,
            "amp2hip::kernel_param_t<Concurrency::array_view<int, 1>>");
  EXPECT_EQ(Plan->Params[1].Name, "in");
  EXPECT_EQ(Plan->Params[1].Type,
            "amp2hip::kernel_param_t<Concurrency::array_view<const int, 1>>");
  EXPECT_FALSE(Plan->Params[1].ReadOnly);
  EXPECT_EQ(Plan->Params[2].Name, "other");
  EXPECT_TRUE(Plan->Params[2].ReadOnly);
  EXPECT_EQ(Plan->Params[2].Type,
            "amp2hip::read_only_param_t<Concurrency::array_view<int, 1>>");
}

// Line 4: the pointer's kernel; line 7: the reference's.
const char *BadCaptureSource = R"cpp(#include <amp.h>
void pointer(concurrency::array_view<int, 1> av) {
  int *p = nullptr;
  concurrency::parallel_for_each(av.extent,
      [=](concurrency::index<1> i) restrict(amp) { av[i] = p ? 1 : 0; });
  int n = 2;
  concurrency::parallel_for_each(av.extent,
      [&](concurrency::index<1> i) restrict(amp) { av[i] = n; });
}
)cpp";

TEST(KernelPlanTest, ForbiddenCapturesAreErrorsWithoutPlan) {
  Fixture F(BadCaptureSource);
  ASSERT_TRUE(F.Planner);
  ASSERT_EQ(F.Found.Calls.size(), 2u);

  // A pointer captured by value (C++ AMP v1.2 §2.4.3.3, MSVC C3596).
  llvm::Expected<KernelPlan> Pointer = F.planCall(0);
  ASSERT_FALSE(static_cast<bool>(Pointer));
  EXPECT_EQ(reportedIds(Pointer.takeError()),
            std::vector<DiagId>{DiagId::UnsupportedCapture});
  ASSERT_EQ(F.Diagnostics.Seen.size(), 2u);
  EXPECT_NE(F.Diagnostics.Seen[0].find("error: 'p' of type 'int *' is a "
                                       "pointer captured by value"),
            std::string::npos)
      << F.Diagnostics.Seen[0];
  EXPECT_NE(F.Diagnostics.Seen[0].find("[AMP2HIP-E0003]"), std::string::npos);
  EXPECT_EQ(F.Diagnostics.Seen[1], "note: 'p' is captured here");

  // av and n captured by reference ([&], MSVC C3590): one error each.
  llvm::Expected<KernelPlan> ByRef = F.planCall(1);
  ASSERT_FALSE(static_cast<bool>(ByRef));
  EXPECT_EQ(reportedIds(ByRef.takeError()),
            (std::vector<DiagId>{DiagId::UnsupportedCapture,
                                 DiagId::UnsupportedCapture}));
  ASSERT_EQ(F.Diagnostics.Seen.size(), 6u);
  EXPECT_NE(F.Diagnostics.Seen[2].find("'av' is captured by reference"),
            std::string::npos)
      << F.Diagnostics.Seen[2];
  EXPECT_NE(F.Diagnostics.Seen[4].find("'n' is captured by reference"),
            std::string::npos)
      << F.Diagnostics.Seen[4];
}

// The class is named on line 2; the call is on line 9.
const char *FunctorSource = R"cpp(#include <amp.h>
struct Doubler {
  concurrency::array_view<int, 1> data;
  int factor;
  void operator()(concurrency::index<1> i) const restrict(amp) {
    data[i] *= factor;
  }
};
void run(concurrency::array_view<int, 1> av) {
  Doubler d{av, 2};
  concurrency::parallel_for_each(av.extent, d);
}
)cpp";

TEST(KernelPlanTest, FunctionObject) {
  Fixture F(FunctorSource, "Doubler");
  ASSERT_TRUE(F.Planner);
  ASSERT_EQ(F.Found.Calls.size(), 1u);
  ASSERT_TRUE(F.Found.Class);

  // The call launches the object through the member the class gets.
  llvm::Expected<KernelPlan> Call = F.planCall(0);
  ASSERT_TRUE(static_cast<bool>(Call)) << llvm::toString(Call.takeError());
  EXPECT_EQ(Call->Form, KernelLaunchForm::FunctorCall);
  EXPECT_FALSE(Call->definesKernel());
  EXPECT_EQ(Call->KernelName, "Doubler");
  llvm::StringRef Buffer(FunctorSource);
  EXPECT_EQ(Buffer.slice(Call->FunctorExpr.first, Call->FunctorExpr.second),
            "d");

  // The class: its data members, in declaration order, are the parameters;
  // const, as the call operator is.
  llvm::Expected<KernelPlan> Class = F.Planner->planKernel(F.Found.Class);
  ASSERT_TRUE(static_cast<bool>(Class)) << llvm::toString(Class.takeError());
  EXPECT_EQ(Class->Form, KernelLaunchForm::FunctorClass);
  EXPECT_EQ(Class->KernelName, "amp2hip_kernel_Doubler_call_operator_2");
  EXPECT_EQ(Class->InsertOffset, Buffer.find("struct"));
  EXPECT_EQ(Class->ClassClosingBrace, Buffer.find("};"));
  EXPECT_FALSE(Class->Index.Tiled);
  EXPECT_EQ(Class->Index.Name, "i");
  ASSERT_EQ(Class->Params.size(), 2u);
  EXPECT_EQ(Class->Params[0].Name, "data");
  EXPECT_EQ(Class->Params[0].Type,
            "amp2hip::kernel_param_t<Concurrency::array_view<int, 1>>");
  EXPECT_TRUE(Class->Params[0].Const);
  EXPECT_EQ(Class->Params[1].Name, "factor");
  EXPECT_EQ(Class->Params[1].Type, "amp2hip::kernel_param_t<int>");
  // It holds a container: its amp-only call operator runs only as the
  // kernel, and keeps an empty body naming the index.
  EXPECT_TRUE(Class->EmptyCallOperator);
  EXPECT_EQ(Class->IndexParamName, "i");
  EXPECT_TRUE(F.Diagnostics.Seen.empty());
}

const char *ReferenceMemberSource = R"cpp(#include <amp.h>
struct Holder {
  concurrency::array_view<int, 1> data;
  int &count;
  void operator()(concurrency::index<1> i) const restrict(amp) { data[i] = 0; }
};
)cpp";

TEST(KernelPlanTest, FunctionObjectHoldingAReference) {
  // A data member held by reference (not an array or texture) cannot be a
  // kernel parameter: AMP2HIP-E0003, reported once.
  Fixture F(ReferenceMemberSource, "Holder");
  ASSERT_TRUE(F.Planner);
  ASSERT_TRUE(F.Found.Class);
  llvm::Expected<KernelPlan> Plan = F.Planner->planKernel(F.Found.Class);
  ASSERT_FALSE(static_cast<bool>(Plan));
  EXPECT_EQ(reportedIds(Plan.takeError()),
            std::vector<DiagId>{DiagId::UnsupportedCapture});
  ASSERT_EQ(F.Diagnostics.Seen.size(), 1u);
  EXPECT_NE(F.Diagnostics.Seen[0].find("data member 'count' is a reference"),
            std::string::npos)
      << F.Diagnostics.Seen[0];

  // Planned only if possible (a header's class this unit does not launch):
  // the same error, and nothing reported.
  llvm::Expected<KernelPlan> Quiet =
      F.Planner->planKernel(F.Found.Class, /*IfPossible=*/true);
  ASSERT_FALSE(static_cast<bool>(Quiet));
  EXPECT_EQ(reportedIds(Quiet.takeError()),
            std::vector<DiagId>{DiagId::UnsupportedCapture});
  EXPECT_EQ(F.Diagnostics.Seen.size(), 1u);
}

// Line 4 defines the named lambda; lines 5 and 6 launch it.
const char *NamedSource = R"cpp(#include <amp.h>
void twice(concurrency::array_view<int, 1> av) {
  int one = 1;
  auto k = [=](concurrency::index<1> i) restrict(amp) { av[i] += one; };
  concurrency::parallel_for_each(av.extent, k);
  concurrency::parallel_for_each(av.extent, k);
}
)cpp";

TEST(KernelPlanTest, NamedLambdaIsDefinedOnceAndLaunchedTwice) {
  Fixture F(NamedSource);
  ASSERT_TRUE(F.Planner);
  ASSERT_EQ(F.Found.Calls.size(), 2u);
  llvm::Expected<KernelPlan> First = F.planCall(0);
  ASSERT_TRUE(static_cast<bool>(First)) << llvm::toString(First.takeError());
  EXPECT_EQ(First->Form, KernelLaunchForm::NamedLambdaDefinition);
  EXPECT_EQ(First->LambdaVariable, "k");
  // Named after the lambda's line, not the call's.
  EXPECT_EQ(First->KernelName, "amp2hip_kernel_twice_4");
  ASSERT_EQ(First->Params.size(), 2u);
  EXPECT_EQ(First->Params[0].Name, "av");
  EXPECT_EQ(First->Params[1].Name, "one");

  llvm::Expected<KernelPlan> Second = F.planCall(1);
  ASSERT_TRUE(static_cast<bool>(Second)) << llvm::toString(Second.takeError());
  EXPECT_EQ(Second->Form, KernelLaunchForm::NamedLambdaUse);
  EXPECT_FALSE(Second->definesKernel());
  EXPECT_EQ(Second->KernelName, "amp2hip_kernel_twice_4");
  EXPECT_TRUE(Second->Params.empty());

  // Its text: the call becomes a call of the host lambda.
  KernelRewrite R = emitKernel(*Second);
  ASSERT_EQ(R.Edits.size(), 1u);
  EXPECT_EQ(R.Edits[0].Text, "k(av.extent)");
  EXPECT_FALSE(R.NewKernel);
}

} // namespace
