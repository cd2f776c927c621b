//===- KernelMemberAccess.cpp - Rewrite pass: KernelMemberAccess ----------===//
//
// A lambda in a member function may call the class's private static
// restrict(amp) functions; the kernel outlined from it to namespace scope
// may not. Each such function (isPublishedForKernels) is declared public
// where its class declares it, on the same line, and the access that
// followed is restored after it:
//
//   private: static int fetch(int) restrict(amp);
//   ->
//   private: public: /* amp2hip: for kernels */ static int fetch(int) __device__; private:
//
//===----------------------------------------------------------------------===//

#include "Rewrite/RewriteSession.h"

#include "Edits/SourceUtil.h"
#include "Kernel/KernelClassUses.h"
#include "Rewrite/RewriteHelpers.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

void RewriteSession::publishForKernels(const FunctionDecl *FD) {
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  if (!MD || MD->getFirstDecl() != MD || !isPublishedForKernels(MD, SM))
    return;
  SourceLocation Begin = MD->getBeginLoc();
  if (const FunctionTemplateDecl *Template = MD->getDescribedFunctionTemplate())
    Begin = Template->getBeginLoc();
  // After the declaration: its ';', or the '}' of a definition in the class.
  SourceLocation End = MD->doesThisDeclarationHaveABody()
                           ? MD->getBodyRBrace()
                           : Lexer::findLocationAfterToken(
                                 SM.getExpansionRange(MD->getEndLoc())
                                     .getEnd(),
                                 tok::semi, SM, LO,
                                 /*SkipTrailingWhitespaceAndNewLine=*/false)
                                 .getLocWithOffset(-1);
  std::optional<unsigned> BeginOffset = offsetIn(File, Begin, SM);
  std::optional<unsigned> EndOffset =
      End.isValid() ? offsetIn(File, End, SM) : std::nullopt;
  if (!BeginOffset || !EndOffset)
    return;
  const char *Access = MD->getAccess() == AS_private ? "private" : "protected";
  Out.add(*BeginOffset, 0, "public: /* amp2hip: for kernels */ ",
          "the public access of this member function, for kernels");
  Out.add(*EndOffset + 1, 0, std::string(" ") + Access + ":",
          "the access after this member function");
}

} // namespace amp2hip
