//===- MemberSpecializations.cpp - Rewrite pass: MemberSpecializations ----===//
//
// Explicit specializations of member function templates written inside
// their class, moved after the outermost class as namespace-scope
// definitions (Compat/MemberSpecializations.h). Runs last: the moved text
// carries every edit of the passes before it.
//
//===----------------------------------------------------------------------===//

#include "Rewrite/RewriteSession.h"

#include "Compat/MemberSpecializations.h"
#include "Diagnostics/Diagnostics.h"

#include "clang/AST/Decl.h"

namespace amp2hip {

void RewriteSession::runMemberSpecializationPass(const PassInput &) {
  for (const MemberSpecializationMove &M :
       planMemberSpecializationMoves(Ctx, File)) {
    std::string Name = M.Specialization->getNameAsString();
    std::string Class =
        M.Qualifier.empty()
            ? std::string("its class")
            : "class '" + M.Qualifier.substr(0, M.Qualifier.size() - 2) + "'";
    std::string What = "accepted as MSVC does: an explicit specialization of "
                       "member function template '" +
                       Name + "' inside " + Class +
                       " (GCC's and nvcc's front ends take explicit "
                       "specializations at namespace scope only)";
    if (!M.KeptBecause.empty()) {
      Diags.report(M.Loc, DiagId::MsvcDialect,
                   What +
                       "; kept as written: hipcc takes it, GCC and nvcc "
                       "reject it (" +
                       M.KeptBecause + ")");
      continue;
    }
    std::string Purpose = "the move of the explicit specialization of '" +
                          Name + "' out of " + Class;
    if (!Out.add(M.NameOffset, 0, M.Qualifier, Purpose) ||
        (M.InlineOffset && !Out.add(*M.InlineOffset, 0, " inline", Purpose)))
      return;
    std::string Moved = Edits.apply(Buffer, M.Begin, M.End);
    Edits.eraseWithin(M.CutBegin, M.CutEnd);
    if (!Out.add(M.CutBegin, M.CutEnd - M.CutBegin, "", Purpose) ||
        !Out.add(M.InsertOffset, 0, "\n" + Moved + "\n", Purpose))
      return;
    Diags.report(M.Loc, DiagId::MsvcDialect,
                 What +
                     "; written as portable C++ in the output: moved after "
                     "the class, as '" +
                     M.Qualifier + Name + "'");
  }
}

} // namespace amp2hip
