//===- KernelMemberAccess.cpp - Rewrite pass: KernelMemberAccess ----------===//
//
// A lambda in a member function may call the class's private static
// restrict(amp) functions; the kernel outlined from it to namespace scope
// may not. Each such function (isPublishedForKernels), and each private
// member type that a kernel's parameter names and this file declares
// (KernelPlanner::publishedMemberTypes), is declared public where its class
// declares it, on the same line, and the access that followed is restored
// after it:
//
//   private: static int fetch(int) restrict(amp);
//   ->
//   private: public: /* amp2hip: for kernels */ static int fetch(int)
//   __device__; private:
//
//===----------------------------------------------------------------------===//

#include "Rewrite/RewriteSession.h"

#include "Edits/SourceUtil.h"
#include "Kernel/KernelClassUses.h"
#include "Rewrite/RewriteHelpers.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace amp2hip {

void RewriteSession::publishMember(const Decl *D) {
  auto [Begin, Last] = memberDeclarationBounds(D, SM, LO);
  std::optional<unsigned> BeginOffset =
      Begin.isValid() ? offsetIn(File, Begin, SM) : std::nullopt;
  std::optional<unsigned> LastOffset =
      Last.isValid() ? offsetIn(File, Last, SM) : std::nullopt;
  if (!BeginOffset || !LastOffset)
    return;
  const char *Access = D->getAccess() == AS_private ? "private" : "protected";
  Out.add(*BeginOffset, 0, "public: /* amp2hip: for kernels */ ",
          "the public access of this member, for kernels");
  Out.add(*LastOffset + 1, 0, std::string(" ") + Access + ":",
          "the access after this member");
}

void RewriteSession::publishForKernels(const FunctionDecl *FD) {
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  if (MD && MD->getFirstDecl() == MD && isPublishedForKernels(MD, SM))
    publishMember(MD);
}

} // namespace amp2hip
