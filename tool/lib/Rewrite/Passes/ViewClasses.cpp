//===- ViewClasses.cpp - Rewrite pass: ViewClasses ------------------------===//
//
// The device forms of the classes holding views that host code uses
// (Analysis/ViewClasses.h; docs/features/views-in-classes.md). After such a
// class C, defined in this file, the pass writes
//
//   struct amp2hip_device_C { ... };   // C's text: device views for its
//                                      // views, its amp member functions
//                                      // (__device__), a constructor from
//                                      // C's members
//   amp2hip_device_C amp2hip_device_form_of(
//       amp2hip::detail::device_form_tag<C>);   // the runtime's hook
//
// and gives C a member template amp2hip_device_form<D>(state) that makes the
// device form from its members; C's restrict(amp) member functions move to
// the device form, its restrict(amp, cpu) ones stay as host functions.
//
//===----------------------------------------------------------------------===//

#include "Rewrite/RewriteSession.h"

#include "Analysis/AmpModel.h"
#include "Analysis/ViewClasses.h"
#include "Rewrite/RewriteHelpers.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>

using namespace clang;

namespace amp2hip {

namespace {

/// True for a copy or move constructor or assignment operator, or a
/// destructor: the members a device form leaves to the compiler, so that it
/// is trivially copyable.
bool isCopyFamilyOrDestructor(const CXXMethodDecl *MD) {
  if (isa<CXXDestructorDecl>(MD))
    return true;
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(MD))
    return Ctor->isCopyOrMoveConstructor();
  return MD->isCopyAssignmentOperator() || MD->isMoveAssignmentOperator();
}

/// The classes and class templates defined at namespace scope in \p DC and
/// the namespaces in it.
void collectClasses(const DeclContext *DC,
                    std::vector<const CXXRecordDecl *> &Classes) {
  for (const Decl *D : DC->decls()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(D))
      collectClasses(NS, Classes);
    else if (const auto *LS = dyn_cast<LinkageSpecDecl>(D))
      collectClasses(LS, Classes);
    else if (const auto *CTD = dyn_cast<ClassTemplateDecl>(D)) {
      if (CTD->isThisDeclarationADefinition())
        Classes.push_back(CTD->getTemplatedDecl());
    } else if (const auto *RD = dyn_cast<CXXRecordDecl>(D)) {
      if (RD->isThisDeclarationADefinition() &&
          !isa<ClassTemplateSpecializationDecl>(RD))
        Classes.push_back(RD);
    }
  }
}

} // namespace

bool RewriteSession::hasDeviceForm(const CXXRecordDecl *RD) {
  const CXXRecordDecl *P = viewClassPattern(RD);
  if (!P)
    return false;
  auto Known = DeviceForms.find(P);
  if (Known != DeviceForms.end())
    return Known->second;
  bool &Answer = DeviceForms[P];
  Answer = false;
  SourceLocation Loc = SM.getExpansionLoc(P->getLocation());
  if (SM.getFileID(Loc) != File)
    return false;
  // Held views here, or in another input (a class template's
  // instantiations differ from input to input).
  bool Holds = holdsViews(P) ||
               (SharedViewClasses && SharedViewClasses->count(viewClassKey(P)));
  if (!Holds || !whyNoDeviceForm(P, SM).empty() || deviceOnlyClass(P))
    return false;
  Answer = true;
  if (IsHeader)
    Result.ViewClasses.insert(viewClassKey(P));
  return true;
}

std::string RewriteSession::viewClassKey(const NamedDecl *Pattern) const {
  llvm::SmallString<256> Path(FileName);
  llvm::sys::fs::make_absolute(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return (Path + ":" +
          llvm::Twine(
              SM.getFileOffset(SM.getExpansionLoc(Pattern->getLocation()))))
      .str();
}

std::string RewriteSession::viewClassKeyOf(const NamedDecl *Pattern) const {
  SourceLocation Loc = SM.getExpansionLoc(Pattern->getLocation());
  FileID Where = SM.getFileID(Loc);
  if (Where == File)
    return viewClassKey(Pattern);
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(Where);
  if (!Entry)
    return "";
  llvm::SmallString<256> Path(Entry->getName());
  llvm::sys::fs::make_absolute(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return (Path + ":" + llvm::Twine(SM.getFileOffset(Loc))).str();
}

void RewriteSession::runViewClassPass(const PassInput &) {
  std::vector<const CXXRecordDecl *> Classes;
  collectClasses(Ctx.getTranslationUnitDecl(), Classes);
  for (const CXXRecordDecl *RD : Classes)
    if (hasDeviceForm(RD))
      emitDeviceForm(viewClassPattern(RD));
}

void RewriteSession::emitDeviceForm(const CXXRecordDecl *P) {
  const ClassTemplateDecl *CTD = P->getDescribedClassTemplate();
  std::optional<unsigned> Begin =
      offsetIn(File, CTD ? CTD->getBeginLoc() : P->getBeginLoc(), SM);
  std::optional<unsigned> Close =
      offsetIn(File, P->getBraceRange().getEnd(), SM);
  if (!Begin || !Close)
    return;
  size_t Semi = Buffer.find(';', *Close);
  if (Semi == StringRef::npos)
    return;
  std::string Name = P->getNameAsString();
  std::string Twin = deviceFormName(Name);
  auto Fail = [&](llvm::Error Err) {
    Out.report(std::move(Err), "the device form of '" + Name + "'");
  };
  FileEdits Device = Edits.within(*Begin, *Close + 1);

  // The members the device form leaves out (cpu functions, the copy
  // family, the destructor) and those it keeps (amp functions).
  std::vector<OffsetRange> Removed;
  std::vector<const CXXMethodDecl *> Kept;
  for (const Decl *D : P->decls()) {
    const auto *MD = dyn_cast<CXXMethodDecl>(D);
    if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D))
      MD = dyn_cast<CXXMethodDecl>(FTD->getTemplatedDecl());
    if (!MD || MD->isImplicit())
      continue;
    std::optional<OffsetRange> Range = declarationRange(MD);
    if (!Range)
      continue;
    if (getRestriction(MD).Amp && !isCopyFamilyOrDestructor(MD)) {
      Kept.push_back(MD);
      continue;
    }
    // A member on lines of its own goes with its lines.
    unsigned LineStart = Range->first, LineEnd = Range->second;
    while (LineStart > *Begin &&
           (Buffer[LineStart - 1] == ' ' || Buffer[LineStart - 1] == '\t'))
      --LineStart;
    while (LineEnd < *Close &&
           (Buffer[LineEnd] == ' ' || Buffer[LineEnd] == '\t'))
      ++LineEnd;
    if ((LineStart == 0 || Buffer[LineStart - 1] == '\n') && LineEnd < *Close &&
        Buffer[LineEnd] == '\n')
      Range = OffsetRange(LineStart, LineEnd + 1);
    Removed.push_back(*Range);
  }
  auto IsRemoved = [&](unsigned Offset) {
    return llvm::any_of(Removed, [&](const OffsetRange &R) {
      return R.first <= Offset && Offset < R.second;
    });
  };
  for (const OffsetRange &R : Removed) {
    Device.eraseWithin(R.first, R.second);
    if (llvm::Error Err = Device.add(R.first, R.second - R.first, ""))
      return Fail(std::move(Err));
  }

  // The data members: views, references to arrays and textures, classes
  // holding views and members of dependent types take their device form.
  std::vector<std::string> Members;
  unsigned PreviousType = ~0u;
  for (const FieldDecl *F : P->fields()) {
    Members.push_back(F->getNameAsString());
    QualType T = F->getType();
    QualType Value = T.getNonReferenceType();
    bool Wrap = Value->isDependentType() || isAmpContainer(Value);
    if (const CXXRecordDecl *Class = Value->getAsCXXRecordDecl())
      Wrap |= holdsViews(Class);
    std::optional<unsigned> TypeBegin = offsetIn(File, F->getBeginLoc(), SM);
    std::optional<unsigned> NameBegin = offsetIn(File, F->getLocation(), SM);
    if (!Wrap || !TypeBegin || !NameBegin || *TypeBegin == PreviousType)
      continue;
    PreviousType = *TypeBegin;
    unsigned TypeEnd = *NameBegin;
    while (TypeEnd > *TypeBegin && isWhitespace(Buffer[TypeEnd - 1]))
      --TypeEnd;
    if (T->isReferenceType()) {
      while (TypeEnd > *TypeBegin && Buffer[TypeEnd - 1] == '&')
        --TypeEnd;
      while (TypeEnd > *TypeBegin && isWhitespace(Buffer[TypeEnd - 1]))
        --TypeEnd;
    }
    std::string TypeText = Device.apply(Buffer, *TypeBegin, TypeEnd);
    Device.eraseWithin(*TypeBegin, *NameBegin);
    if (llvm::Error Err =
            Device.add(*TypeBegin, *NameBegin - *TypeBegin,
                       "amp2hip::device_form_t<" + TypeText + "> "))
      return Fail(std::move(Err));
  }

  // The class's name, wherever its text names it, is the device form's.
  {
    // The raw lexer needs the buffer's own end (its terminating null); it
    // stops at the class's closing brace here.
    Lexer Lex(SM.getLocForStartOfFile(File), LO, Buffer.begin(),
              Buffer.begin() + *Begin, Buffer.end());
    Token Tok;
    while (true) {
      Lex.LexFromRawLexer(Tok);
      if (Tok.is(tok::eof) || SM.getFileOffset(Tok.getLocation()) >= *Close)
        break;
      if (!Tok.is(tok::raw_identifier) || Tok.getRawIdentifier() != Name)
        continue;
      unsigned Offset = SM.getFileOffset(Tok.getLocation());
      // Text that another rewrite replaced (a class named `amp` in
      // `restrict(cpu, amp)`) is not in the output.
      if (IsRemoved(Offset) || Offset >= *Close || Device.replaces(Offset))
        continue;
      if (llvm::Error Err = Device.add(Offset, Tok.getLength(), Twin))
        return Fail(std::move(Err));
    }
  }

  // The amp member functions are device functions taking device views.
  Restriction AmpOnly;
  AmpOnly.Amp = true;
  for (const CXXMethodDecl *MD : Kept) {
    std::optional<unsigned> Start = offsetIn(File, MD->getInnerLocStart(), SM);
    if (!Start)
      continue;
    if (llvm::Error Err = Device.add(*Start, 0, "__device__ "))
      return Fail(std::move(Err));
    std::swap(Edits, Device);
    rewriteContainerParams(MD, AmpOnly);
    std::swap(Edits, Device);
    // A parameter typed by the class template's own parameter (`Grid &wm`
    // in SolveTSP's `tiled_views`, which kernels construct from the arrays
    // they capture, device views in amp code): the runtime's device
    // parameter type, a const reference to the device view for a view, a
    // reference to the device form for a class holding views, the type as
    // written otherwise (detail/kernel_param.h).
    const ClassTemplateDecl *Template = P->getDescribedClassTemplate();
    if (!Template)
      continue;
    unsigned Depth = Template->getTemplateParameters()->getDepth();
    for (const ParmVarDecl *Param : MD->parameters()) {
      const auto *Parm =
          Param->getType().getNonReferenceType()->getAs<TemplateTypeParmType>();
      if (!Parm || Parm->getDepth() != Depth || !Param->getTypeSourceInfo())
        continue;
      SourceLocation Last =
          Param->getTypeSourceInfo()->getTypeLoc().getEndLoc();
      std::optional<unsigned> TypeBegin =
          offsetIn(File, Param->getBeginLoc(), SM);
      std::optional<unsigned> TypeEnd =
          Last.isMacroID()
              ? std::nullopt
              : offsetIn(File, Lexer::getLocForEndOfToken(Last, 0, SM, LO), SM);
      if (!TypeBegin || !TypeEnd || Param->getBeginLoc().isMacroID())
        continue;
      if (llvm::Error Err =
              Device.add(*TypeBegin, 0, "amp2hip::device_param_t<"))
        return Fail(std::move(Err));
      bool Spaced = *TypeEnd < Buffer.size() && isWhitespace(Buffer[*TypeEnd]);
      if (llvm::Error Err = Device.add(*TypeEnd, 0, Spaced ? ">" : "> "))
        return Fail(std::move(Err));
    }
  }

  // The device form's constructor from the host object's members.
  std::string Indent = "  ";
  std::string TypeParams = "typename amp2hip_state_t", Params, Inits;
  for (size_t I = 0; I < Members.size(); ++I) {
    std::string M = "amp2hip_m" + std::to_string(I);
    TypeParams += ", typename " + M + "_t";
    Params += ", " + M + "_t &&" + M;
    Inits += (I ? ", " : "") + Members[I] +
             "(amp2hip::detail::to_device_form(" + M + ", amp2hip_state))";
  }
  std::string Constructor =
      "\npublic:\n" + Indent + "// amp2hip: made from the members of a " +
      Name + " (its amp2hip_device_form), for kernels\n" + Indent +
      "template <" + TypeParams + ">\n" + Indent + Twin +
      "(amp2hip::detail::from_host_members, const amp2hip_state_t "
      "&amp2hip_state" +
      Params + ")\n" + Indent + "    : " + Inits + " {}\n";
  if (llvm::Error Err = Device.add(*Close, 0, Constructor))
    return Fail(std::move(Err));
  std::string DeviceText = Device.apply(Buffer, *Begin, *Close + 1);

  // The hook by which the runtime finds the device form.
  std::string Hook;
  if (CTD) {
    std::string Args;
    for (const NamedDecl *Param : *CTD->getTemplateParameters()) {
      if (!Args.empty())
        Args += ", ";
      Args += Param->getNameAsString();
      if (Param->isParameterPack())
        Args += "...";
    }
    SourceRange Header = CTD->getTemplateParameters()->getSourceRange();
    std::optional<OffsetRange> HeaderText = rangeIn(File, Header, SM, LO);
    if (!HeaderText)
      return;
    Hook = Buffer.slice(HeaderText->first, HeaderText->second).str() + "\n" +
           Twin + "<" + Args + "> amp2hip_device_form_of(" +
           "amp2hip::detail::device_form_tag<" + Name + "<" + Args + ">>);";
  } else {
    Hook = Twin + " amp2hip_device_form_of(amp2hip::detail::device_form_tag<" +
           Name + ">);";
  }

  // The host class: its amp-only member functions are the device form's;
  // it makes the device form from its members.
  for (const CXXMethodDecl *MD : Kept) {
    if (getRestriction(MD).Cpu)
      continue;
    std::optional<OffsetRange> Range = declarationRange(MD);
    Edits.eraseWithin(Range->first, Range->second);
    if (!Out.add(Range->first, Range->second - Range->first,
                 "/* amp2hip: '" + MD->getNameAsString() + "' is a member of " +
                     Twin + ", the device form */"))
      return;
  }
  std::string Arguments;
  for (const std::string &M : Members)
    Arguments += ", " + M;
  Out.add(*Close, 0,
          "\npublic:\n" + Indent + "// amp2hip: the device form of this " +
              Name + " (" + Twin + "), for kernels\n" + Indent +
              "template <typename amp2hip_device_t, typename "
              "amp2hip_state_t>\n" +
              Indent +
              "amp2hip_device_t amp2hip_device_form(const amp2hip_state_t "
              "&amp2hip_state) const {\n" +
              Indent + "  return amp2hip_device_t(" +
              "amp2hip::detail::from_host_members(), amp2hip_state" +
              Arguments + ");\n" + Indent + "}\n");
  Out.add(Semi + 1, 0,
          "\n\n// amp2hip: the device form of " + Name +
              ", a class holding views, which kernels receive\n" + DeviceText +
              ";\n" + Hook + "\n");
  ++Result.Stats.DeviceFunctions;
}

} // namespace amp2hip
