//===- KernelEmitter.cpp - A KernelPlan's text ----------------------------===//

#include "Kernel/KernelEmitter.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Returns the text of \p Body re-indented so that its closing brace sits at
/// column \p Indent.
std::string reindent(llvm::StringRef Body, unsigned OldIndent,
                     unsigned Indent) {
  llvm::SmallVector<llvm::StringRef, 32> Lines;
  Body.split(Lines, '\n');
  std::string Out;
  std::string Pad(Indent, ' ');
  for (size_t I = 0; I < Lines.size(); ++I) {
    llvm::StringRef Line = Lines[I];
    if (I > 0) {
      Out += '\n';
      unsigned Strip = 0;
      while (Strip < OldIndent && Strip < Line.size() &&
             (Line[Strip] == ' ' || Line[Strip] == '\t'))
        ++Strip;
      Line = Line.drop_front(Strip);
      if (Line.trim().empty()) {
        continue;
      }
    }
    Out += Pad;
    Out += Line.rtrim().str();
  }
  return Out;
}

/// The column (0-based) of the first non-blank character on the line of
/// offset \p Offset in \p Buffer.
unsigned lineIndent(llvm::StringRef Buffer, unsigned Offset) {
  size_t LineStart = Buffer.rfind('\n', Offset);
  LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
  unsigned Indent = 0;
  while (
      LineStart + Indent < Buffer.size() &&
      (Buffer[LineStart + Indent] == ' ' || Buffer[LineStart + Indent] == '\t'))
    ++Indent;
  return Indent;
}

/// The parameter's declaration, e.g.
/// "const amp2hip::kernel_param_t<int> n".
std::string paramDeclaration(const KernelParam &P) {
  std::string Const = P.Const ? "const " : "";
  if (P.CArray)
    return Const + P.Type + " amp2hip_capture_" + P.Name;
  return Const + P.Type + " " + P.Name;
}

std::string redeclaration(const KernelRedeclaration &D) {
  switch (D.Kind) {
  case KernelRedeclaration::TypeAlias:
    return "using " + D.Name + " = " + D.Type + ";";
  case KernelRedeclaration::Constexpr:
    return "constexpr " + D.Type + " " + D.Name + " = " + D.Init + ";";
  case KernelRedeclaration::Variable:
    break;
  }
  return D.Type + " " + D.Name + " = " + D.Init + ";";
}

/// The kernel's signature: comment, template header, linkage, launch
/// bounds, name and parameters, up to the opening brace.
std::string kernelSignature(const KernelPlan &Plan) {
  const KernelIndex &Index = Plan.Index;
  std::string K;
  K += "// amp2hip: kernel of the " +
       std::string(Plan.Form == KernelLaunchForm::FunctorClass
                       ? "function object"
                       : "parallel_for_each") +
       " at " + Plan.FileName + ":" + std::to_string(Plan.Line) + ":" +
       std::to_string(Plan.Column) + "\n";
  if (!Plan.TemplateHeader.empty())
    K += Plan.TemplateHeader + "\n";
  if (Plan.Static)
    K += "static ";
  K += "__global__ void ";
  // Every launch of a tiled kernel has the tile's threads in a block: the
  // device compiler may allocate registers for that many (parenthesized:
  // HIP's and CUDA's __launch_bounds__ macros split their arguments at
  // commas).
  if (Index.Tiled)
    K += "__launch_bounds__((amp2hip::detail::tile_threads<" + Index.TileArgs +
         ">)) ";
  K += Plan.KernelName + "(\n";
  K += "    const amp2hip::detail::launch_domain<" + Index.RankText +
       "> amp2hip_domain";
  for (const KernelParam &P : Plan.Params)
    K += ",\n    " + paramDeclaration(P);
  K += ") {\n";
  return K;
}

/// One block of the tile loops (the body's, or a loop's), at \p Indent.
std::string tileLoopBlock(const KernelPlan &Plan, const TileLoopBlock &Block,
                          const std::string &Indent) {
  const TileLoopPlan &T = *Plan.TileLoops;
  const KernelIndex &Index = Plan.Index;
  auto Text = [&](OffsetRange R) {
    return T.Edits.apply(Plan.Buffer, R.first, R.second);
  };
  std::string K;
  for (OffsetRange R : Block.SharedDeclarations)
    K += Indent + Text(R) + "\n";
  const std::string Inner = Indent + "  ";
  for (const TileLoopBlock::Item &Item : Block.Items) {
    if (Item.Loop) {
      const TileLoopBlock &Loop = T.Loops[*Item.Loop];
      K += Indent + Text(Loop.Header) + "\n";
      K += tileLoopBlock(Plan, Loop, Inner);
      K += Indent + "}\n";
      continue;
    }
    if (const std::optional<OffsetRange> &Bound = Item.Phase->RowBound)
      // Only the threads of the rows below the bound pass the phase's `if`.
      K += Indent +
           "for (unsigned int amp2hip_tid = 0, amp2hip_end = "
           "amp2hip::cpu::tile_threads_below<" +
           Index.TileArgs + ">(" + Text(*Bound) + ", " +
           (Item.Phase->RowBoundInclusive ? "true" : "false") +
           "); amp2hip_tid < amp2hip_end; ++amp2hip_tid) {\n";
    else
      K += Indent +
           "for (unsigned int amp2hip_tid = 0; amp2hip_tid < amp2hip_threads; "
           "++amp2hip_tid) {\n";
    K += Inner + "amp2hip::cpu::enter_tile_thread<" + Index.TileArgs +
         ">(amp2hip_tid);\n";
    K += Inner + "[[maybe_unused]] " + Index.TypeText + " " + Index.Name +
         " = amp2hip::detail::tiled_thread_index<" + Index.TileArgs +
         ">(amp2hip_domain);\n";
    auto Element = [](unsigned L) {
      return "amp2hip_tile_local_" + std::to_string(L) + "[amp2hip_tid]";
    };
    for (unsigned L : Item.Phase->Visible) {
      const TileLoopLocal &Local = T.Locals[L];
      if (Local.Constant)
        K += Inner + "[[maybe_unused]] " + Local.Declaration + "\n";
      else
        K += Inner + "[[maybe_unused]] " + Local.Type +
             (Local.ByReference ? " &" : " ") + Local.Name + " = " +
             Element(L) + ";\n";
    }
    for (const TileLoopPiece &Piece : Item.Phase->Pieces)
      K += Inner + tileLoopText(T, Piece, Plan.Buffer) + "\n";
    // What this phase declared or changed, for the next ones.
    for (unsigned L : Item.Phase->CopiedBack)
      K += Inner + Element(L) + " = " + T.Locals[L].Name + ";\n";
    K += Indent + "}\n";
  }
  return K;
}

/// The kernel's tile loops, for the CPU platform only (TileLoops.h): when
/// the runtime offers it (amp2hip::cpu::tile_loops_begin), the first
/// thread of the tile runs every thread of it, a phase at a time.
std::string tileLoops(const KernelPlan &Plan) {
  const TileLoopPlan &T = *Plan.TileLoops;
  std::string K = "#if defined(AMP2HIP_PLATFORM_CPU)\n";
  K += "  // amp2hip: on the CPU, the tile's threads run as loops between its "
       "barriers\n";
  K += "  if (amp2hip::cpu::tile_loops_begin()) {\n";
  K += "    constexpr unsigned int amp2hip_threads =\n"
       "        amp2hip::detail::tile_threads<" +
       Plan.Index.TileArgs + ">;\n";
  for (unsigned L = 0; L < T.Locals.size(); ++L)
    if (!T.Locals[L].Constant)
      K += "    static thread_local std::remove_cv_t<" + T.Locals[L].Type +
           "> amp2hip_tile_local_" + std::to_string(L) + "[amp2hip_threads];\n";
  K += tileLoopBlock(Plan, T.Outer, "    ");
  K += "    return;\n  }\n#endif\n";
  return K;
}

/// The kernel's first lines: the declarations it repeats, the references to
/// its C array parameters, and its index (the thread's, from the domain).
std::string kernelPrologue(const KernelPlan &Plan) {
  const KernelIndex &Index = Plan.Index;
  std::string K;
  for (const KernelRedeclaration &D : Plan.Redeclarations)
    K += "  " + redeclaration(D) + "\n";
  // The member functions the call operator calls, as lambdas of their names.
  for (const KernelPlan::MemberFunction &F : Plan.MemberFunctions) {
    std::string Body =
        Plan.BodyEdits.apply(Plan.Buffer, F.Body.first, F.Body.second);
    unsigned OldIndent = lineIndent(Plan.Buffer, F.Body.second - 1);
    K += "  // amp2hip: the member function '" + F.Name +
         "', which the call operator calls\n";
    K += "  const auto " + F.Name + " = [&]" +
         Plan.BodyEdits.apply(Plan.Buffer, F.Params.first, F.Params.second) +
         " -> " + F.ReturnType + " " +
         llvm::StringRef(reindent(Body, OldIndent, 2)).ltrim().str() + ";\n";
  }
  for (const KernelParam &P : Plan.Params)
    if (P.CArray)
      K += "  " + std::string(P.Const ? "const " : "") + "auto &" + P.Name +
           " = amp2hip_capture_" + P.Name + ".value;\n";
  if (Plan.TileLoops)
    K += tileLoops(Plan);
  if (Index.Tiled) {
    // A tiled index the kernel never names stays a local variable (it is
    // what the kernel's threads are launched for): keep -Wunused-variable
    // quiet in programs built with -Wall -Werror.
    K += std::string("  ") + (Index.Unused ? "[[maybe_unused]] " : "") +
         Index.TypeText + " " + Index.Name + " =\n      " +
         "amp2hip::detail::tiled_thread_index<" + Index.TileArgs +
         ">(amp2hip_domain);\n";
  } else {
    K += "  " + Index.TypeText + " " + Index.Name + ";\n";
    K += "  if (!amp2hip::detail::thread_index(amp2hip_domain, " + Index.Name +
         "))\n    return;\n";
  }
  return K;
}

/// The function object's member that launches its kernel, inserted before
/// the class's closing brace.
std::string functorLaunchMember(const KernelPlan &Plan,
                                const std::string &Launch) {
  std::string Indent(lineIndent(Plan.Buffer, Plan.ClassClosingBrace), ' ');
  return "\n" + Indent + "public:\n" + Indent +
         "  // amp2hip: launches this function object as the kernel " +
         Plan.KernelName + "\n" + Indent +
         "  template <typename... amp2hip_domain_t>\n" + Indent +
         "  void amp2hip_launch(const amp2hip_domain_t &...amp2hip_domain) "
         "const {\n" +
         Indent + "    amp2hip::parallel_for_each(amp2hip_domain..., " +
         Launch + ");\n" + Indent + "  }\n" + Indent;
}

/// The named lambda's definition, as a host lambda with the same captures
/// that launches the kernel on the domain it is called with.
std::string namedLambdaLauncher(const KernelPlan &Plan,
                                const std::string &Launch) {
  llvm::StringRef Buffer = Plan.Buffer;
  std::string Indent(lineIndent(Buffer, Plan.Lambda.first), ' ');
  return Buffer.slice(Plan.LambdaIntroducer.first, Plan.LambdaIntroducer.second)
             .str() +
         "(const auto &...amp2hip_domain) {\n" + Indent +
         "  // amp2hip: launches the kernel " + Plan.KernelName + "\n" +
         Indent + "  amp2hip::parallel_for_each(amp2hip_domain..., " + Launch +
         ");\n" + Indent + "}";
}

} // namespace

std::string emitKernelDefinition(const KernelPlan &Plan) {
  std::string K = kernelSignature(Plan) + kernelPrologue(Plan);
  std::string BodyText =
      Plan.BodyEdits.apply(Plan.Buffer, Plan.Body.first, Plan.Body.second);
  unsigned OldIndent = lineIndent(Plan.Buffer, Plan.Body.second - 1);
  K += reindent(BodyText, OldIndent, 2) + "\n}\n\n";
  return K;
}

std::string emitLaunchArguments(const KernelPlan &Plan) {
  std::string Launch = Plan.KernelName + Plan.TemplateArgs;
  for (const KernelParam &P : Plan.Params)
    Launch += ", " + P.Name;
  return Launch;
}

/// \p Text (a kernel's declaration or definition) with C++ linkage inside
/// a braced `extern "C"` block.
std::string withLinkage(const KernelPlan &Plan, std::string Text) {
  if (!Plan.CxxLinkage)
    return Text;
  size_t End = Text.find_last_not_of('\n') + 1;
  return "extern \"C++\" {\n" + Text.substr(0, End) + "\n} // extern \"C++\"" +
         Text.substr(End);
}

KernelRewrite emitKernel(const KernelPlan &Plan) {
  KernelRewrite R;
  R.KernelName = Plan.KernelName;
  R.NewKernel = Plan.definesKernel();
  R.Tiled = R.NewKernel && Plan.Index.Tiled;
  R.UnusedHostConstants = Plan.HostConstants;
  std::string Launch;
  if (R.NewKernel && Plan.DefinitionOffset) {
    // Declared where the kernel would go, defined after its class.
    std::string Declaration = kernelSignature(Plan);
    Declaration.replace(Declaration.rfind(") {\n"), 4, ");\n\n");
    R.Edits.push_back(
        {Plan.InsertOffset, 0, withLinkage(Plan, std::move(Declaration))});
    R.Edits.push_back({*Plan.DefinitionOffset, 0,
                       "\n\n" + withLinkage(Plan, emitKernelDefinition(Plan))});
    Launch = emitLaunchArguments(Plan);
  } else if (R.NewKernel) {
    R.Edits.push_back(
        {Plan.InsertOffset, 0, withLinkage(Plan, emitKernelDefinition(Plan))});
    Launch = emitLaunchArguments(Plan);
  }
  std::string Domain;
  if (Plan.CallEdits)
    Domain = Plan.CallEdits->apply(Plan.Buffer, Plan.Domain.first,
                                   Plan.Domain.second);
  unsigned CallLength = Plan.Call.second - Plan.Call.first;
  switch (Plan.Form) {
  case KernelLaunchForm::Lambda:
    R.Edits.push_back(
        {Plan.Call.first, CallLength,
         "amp2hip::parallel_for_each" + Domain + ", " + Launch + ")"});
    break;
  case KernelLaunchForm::NamedLambdaDefinition:
    R.Edits.push_back({Plan.Lambda.first,
                       Plan.Lambda.second - Plan.Lambda.first,
                       namedLambdaLauncher(Plan, Launch)});
    [[fallthrough]];
  case KernelLaunchForm::NamedLambdaUse:
    R.Edits.push_back(
        {Plan.Call.first, CallLength, Plan.LambdaVariable + Domain + ")"});
    break;
  case KernelLaunchForm::FunctorCall:
    R.Edits.push_back(
        {Plan.Call.first, CallLength,
         "(" +
             Plan.CallEdits->apply(Plan.Buffer, Plan.FunctorExpr.first,
                                   Plan.FunctorExpr.second) +
             ").amp2hip_launch" + Domain + ")"});
    break;
  case KernelLaunchForm::FunctorClass:
    R.Edits.push_back(
        {Plan.ClassClosingBrace, 0, functorLaunchMember(Plan, Launch)});
    if (Plan.EmptyCallOperator) {
      llvm::StringRef Index = Plan.IndexParamName;
      R.Edits.push_back(
          {Plan.CallOperatorBody.first,
           Plan.CallOperatorBody.second - Plan.CallOperatorBody.first,
           "{ " +
               (Index.empty() ? std::string() : "(void)" + Index.str() + "; ") +
               "/* amp2hip: runs as the kernel " + Plan.KernelName + " */ }"});
    }
    break;
  }
  return R;
}

} // namespace amp2hip
