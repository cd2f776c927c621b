//===- WindowsApiMapping.cpp - Windows/CRT names the runtime maps ---------===//

#include "Compat/WindowsApiMapping.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <set>
#include <string>

using namespace clang;

namespace amp2hip {

namespace {

constexpr WindowsApiRow Table[] = {
#define AMP2HIP_WINDOWS_HEADER(Name, RuntimeHeader, Doc)                       \
  {WindowsApiRow::Header, Name, RuntimeHeader, Doc},
#define AMP2HIP_WINDOWS_FUNCTION(Name, Header, Doc)                            \
  {WindowsApiRow::Function, #Name, Header, Doc},
#define AMP2HIP_WINDOWS_INTRINSIC(Name, Header, Doc)                           \
  {WindowsApiRow::Function, #Name, Header, Doc},
#define AMP2HIP_WINDOWS_TYPE(Name, Header, Doc)                                \
  {WindowsApiRow::Type, #Name, Header, Doc},
#define AMP2HIP_WINDOWS_MACRO(Name, Header, Doc)                               \
  {WindowsApiRow::Macro, #Name, Header, Doc},
#include "amp2hip/detail/windows_api.def"
};

constexpr WindowsOnlyLibrary OnlyOnWindows[] = {
#define AMP2HIP_WINDOWS_ONLY(Header, Library, Replacement)                     \
  {Header, Library, Replacement},
#include "Compat/WindowsOnlyLibraries.def"
};

/// The last component of an include name, `\` read as `/`.
std::string lastComponent(StringRef IncludeName) {
  std::string Name = IncludeName.str();
  std::replace(Name.begin(), Name.end(), '\\', '/');
  return llvm::sys::path::filename(Name, llvm::sys::path::Style::posix).str();
}

/// True if \p Loc lies in one of the runtime's headers (a file in a folder
/// named amp2hip, or in its detail folder): the portability layer, as
/// opposed to a program that declares a name of its own.
bool inRuntimeHeader(const SourceManager &SM, SourceLocation Loc) {
  if (Loc.isInvalid())
    return false;
  StringRef File = SM.getFilename(SM.getSpellingLoc(Loc));
  StringRef Dir = llvm::sys::path::parent_path(File);
  if (llvm::sys::path::filename(Dir) == "detail")
    Dir = llvm::sys::path::parent_path(Dir);
  return llvm::sys::path::filename(Dir) == "amp2hip";
}

/// The W0004 message for \p Row.
std::string mappedMessage(const WindowsApiRow &Row) {
  std::string Text = "'" + Row.Name.str() + "'";
  if (!Row.Where.empty())
    Text += " (" + Row.Where.str() + ")";
  return Text + " is mapped to amp2hip's portability layer: " + Row.Doc.str();
}

class MacroRecorder : public PPCallbacks {
public:
  MacroRecorder(const SourceManager &SM, std::vector<MappedMacroUse> &Uses)
      : SM(SM), Uses(Uses) {}

  void MacroExpands(const Token &Name, const MacroDefinition &Def, SourceRange,
                    const MacroArgs *) override {
    const MacroInfo *Info = Def.getMacroInfo();
    if (!Info || !Name.getLocation().isFileID() ||
        !inRuntimeHeader(SM, Info->getDefinitionLoc()))
      return;
    const IdentifierInfo *II = Name.getIdentifierInfo();
    const WindowsApiRow *Row =
        II ? findWindowsName(II->getName(), WindowsApiRow::Macro) : nullptr;
    // MSVC keywords (no header) are AMP2HIP-W0003's (MsvcCompat.h).
    if (Row && !Row->Where.empty())
      Uses.push_back({Name.getLocation(), Row});
  }

private:
  const SourceManager &SM;
  std::vector<MappedMacroUse> &Uses;
};

/// Finds the uses of mapped functions and types, and `_tmain`/`wmain`, in
/// the file being translated.
class UseFinder : public RecursiveASTVisitor<UseFinder> {
public:
  UseFinder(const SourceManager &SM, DiagReporter &Diags, EditTarget &Out)
      : SM(SM), Diags(Diags), Out(Out) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *FD = dyn_cast<FunctionDecl>(E->getDecl()))
      report(E->getLocation(), FD, WindowsApiRow::Function);
    return true;
  }

  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    report(TL.getNameLoc(), TL.getTypedefNameDecl(), WindowsApiRow::Type);
    return true;
  }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!FD->isThisDeclarationADefinition() ||
        !FD->getDeclName().isIdentifier() ||
        !FD->getDeclContext()->isTranslationUnit() ||
        !inMainFile(FD->getEndLoc()))
      return true;
    StringRef Entry = FD->getName() == "amp2hip_tmain" ? "AMP2HIP_TMAIN_ENTRY"
                      : FD->getName() == "wmain"       ? "AMP2HIP_WMAIN_ENTRY"
                                                       : "";
    if (Entry.empty())
      return true;
    unsigned End = SM.getFileOffset(SM.getExpansionLoc(FD->getEndLoc())) + 1;
    std::string Text = "\n// amp2hip: main converts argv and calls " +
                       FD->getNameAsString() +
                       "\n#include <amp2hip/tchar.h>\n" + Entry.str() + "\n";
    Out.add(End, 0, Text, "the entry point after this function");
    return true;
  }

private:
  bool inMainFile(SourceLocation Loc) const {
    return Loc.isValid() &&
           SM.getFileID(SM.getSpellingLoc(Loc)) == Out.file() &&
           (Loc.isFileID() || SM.isMacroArgExpansion(Loc));
  }

  void report(SourceLocation Loc, const NamedDecl *D,
              WindowsApiRow::KindType Kind) {
    if (!D || !D->getDeclName().isIdentifier() || !inMainFile(Loc) ||
        !inRuntimeHeader(SM, D->getLocation()))
      return;
    const WindowsApiRow *Row = findWindowsName(D->getName(), Kind);
    // One report per spot (declarators that share a type visit it twice).
    if (Row && Reported.insert(Loc.getRawEncoding()).second)
      Diags.report(Loc, DiagId::WindowsApiMapped, mappedMessage(*Row));
  }

  const SourceManager &SM;
  DiagReporter &Diags;
  EditTarget &Out;
  std::set<unsigned> Reported;
};

} // namespace

const WindowsApiRow *findWindowsHeader(StringRef IncludeName) {
  std::string Last = lastComponent(IncludeName);
  for (const WindowsApiRow &Row : Table)
    if (Row.Kind == WindowsApiRow::Header && Row.Name.equals_insensitive(Last))
      return &Row;
  return nullptr;
}

const WindowsOnlyLibrary *findWindowsOnlyLibrary(StringRef IncludeName) {
  std::string Last = StringRef(lastComponent(IncludeName)).lower();
  for (const WindowsOnlyLibrary &L : OnlyOnWindows) {
    bool Prefix = L.Header.ends_with("*");
    StringRef Pattern = Prefix ? L.Header.drop_back() : L.Header;
    if (Prefix ? StringRef(Last).starts_with(Pattern) : Last == Pattern)
      return &L;
  }
  return nullptr;
}

const WindowsApiRow *findWindowsName(StringRef Name,
                                     WindowsApiRow::KindType Kind) {
  for (const WindowsApiRow &Row : Table)
    if (Row.Kind == Kind && Row.Name == Name)
      return &Row;
  return nullptr;
}

bool isMsvcCHeaderName(StringRef Name) {
  for (const WindowsApiRow &Row : Table)
    if ((Row.Kind == WindowsApiRow::Function ||
         Row.Kind == WindowsApiRow::Macro) &&
        Row.Name == Name &&
        llvm::is_contained({"stdio.h", "string.h", "stdlib.h", "time.h",
                            "errno.h", "stddef.h", "sys/stat.h", "malloc.h"},
                           Row.Where))
      return true;
  return false;
}

std::unique_ptr<PPCallbacks>
recordMappedMacros(const SourceManager &SM, std::vector<MappedMacroUse> &Uses) {
  return std::make_unique<MacroRecorder>(SM, Uses);
}

void rewriteWindowsApiUses(ASTContext &Ctx, DiagReporter &Diags,
                           const std::vector<MappedMacroUse> &Macros,
                           EditTarget &Out) {
  const SourceManager &SM = Ctx.getSourceManager();
  for (const MappedMacroUse &Use : Macros)
    if (SM.getFileID(Use.Loc) == Out.file())
      Diags.report(Use.Loc, DiagId::WindowsApiMapped, mappedMessage(*Use.Row));
  UseFinder Finder(SM, Diags, Out);
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace amp2hip
