//===- Includes.cpp - Rewrite pass: Includes ------------------------------===//
//
// The includes and Windows names: `#include <amp.h>` and the Windows headers
// to the runtime's, `void main` (W0002), calls of Windows APIs with no
// portable meaning marked (W0001).
//
//===----------------------------------------------------------------------===//

#include "Rewrite/RewriteSession.h"

#include "Analysis/AmpModel.h"
#include "Checks/RestrictionDiagnostics.h"
#include "Compat/MsvcCompat.h"
#include "Compat/X86TargetFeatures.h"
#include "Kernel/KernelOutliner.h"
#include "Rewrite/PropertyRewrite.h"
#include "Rewrite/RewriteHelpers.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <cctype>

using namespace clang;

namespace amp2hip {

void RewriteSession::reportVoidMain(const std::vector<unsigned> &Offsets) {
  SourceLocation FileStart = SM.getLocForStartOfFile(File);
  for (unsigned Offset : Offsets) {
    Diags.report(FileStart.getLocWithOffset(Offset), DiagId::VoidMain,
                 "'void main()' is not standard C++ (an MSVC extension); "
                 "translated as 'int main()', which returns 0");
    Out.add(Offset, 5, "int ");
  }
}

void RewriteSession::rewriteInclude(const IncludeSite &Site) {
  if (const WindowsApiRow *Mapped = findWindowsHeader(Site.FileName)) {
    rewriteWindowsInclude(Site, *Mapped);
    return;
  }
  llvm::StringRef Runtime =
      Site.ProgramHeader ? "" : runtimeHeaderFor(Site.FileName);
  if (Runtime.empty()) {
    if (!Site.PortableName.empty()) // reported by the preprocessor callback
      Out.add(Site.NameBegin, Site.NameEnd - Site.NameBegin,
              (Site.Angled ? "<" : "\"") + Site.PortableName +
                  (Site.Angled ? ">" : "\""));
    return;
  }
  Out.add(Site.NameBegin, Site.NameEnd - Site.NameBegin,
          "<" + Runtime.str() + ">");
  ++Result.Stats.Includes;
}

void RewriteSession::rewriteWindowsInclude(const IncludeSite &Site,
                                           const WindowsApiRow &Mapped) {
  std::optional<unsigned> Hash = offsetIn(File, Site.HashLoc, SM);
  if (Mapped.Where.empty() && Hash) {
    Out.add(*Hash, 0, "// ");
    Out.add(Site.NameEnd, 0, " (amp2hip: not needed)");
    Diags.report(Site.HashLoc, DiagId::WindowsApiMapped,
                 "'" + Site.FileName + "' is dropped: " + Mapped.Doc.str());
    return;
  }
  Out.add(Site.NameBegin, Site.NameEnd - Site.NameBegin,
          "<" + Mapped.Where.str() + ">");
  Diags.report(Site.HashLoc, DiagId::WindowsApiMapped,
               "'" + Site.FileName + "' is mapped to <" + Mapped.Where.str() +
                   ">, amp2hip's portability layer: " + Mapped.Doc.str());
}

std::string RewriteSession::header() const {
  return "// Translated from " + llvm::sys::path::filename(FileName).str() +
         " by amp2hip: C++ AMP to HIP. Kernels outlined from\n"
         "// parallel_for_each are marked \"amp2hip: kernel\".\n";
}

/// `void main` (W0002), what Clang accepted only as MSVC does (W0003) and
/// the Windows names the portability layer maps (W0004).
void RewriteSession::runDialectPass(const PassInput &In) {
  reportVoidMain(In.VoidMainFixes);
  if (MsvcDiags) // an edit that cannot be added is an error (counted)
    rewriteMsvcCompat(Ctx, Diags, MsvcDiags->Accepted, Out);
  rewriteElaboratedScopedEnums(Ctx, Diags, Out);
  if (MappedMacros)
    rewriteWindowsApiUses(Ctx, Diags, *MappedMacros, Out);
  rewriteX86TargetFeatures(Ctx, Diags, Out);
}

/// The include directives of this file.
void RewriteSession::runIncludePass(const PassInput &In) {
  if (WindowsLayer && !IsHeader)
    Out.add(0, 0,
            "#include <amp2hip/windows.h> // amp2hip: the CRT names MSVC's C "
            "headers declare\n",
            "the portability layer the parse included");
  for (const IncludeSite &Site : In.Includes)
    if (Site.File == File)
      rewriteInclude(Site);
}

} // namespace amp2hip
