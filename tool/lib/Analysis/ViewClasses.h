//===- ViewClasses.h - Classes holding views and their device forms -*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Classes holding views (C++ AMP programs' structures of array_views: the
/// state of a simulation, an image with its planes, a "context" passed
/// around) that host code builds and reads through, and that kernels
/// capture by value and call the restrict(amp) members of. MSVC passes
/// such an object to the GPU member by member; the views in a kernel's
/// copy are the GPU's. amp2hip writes, after such a class C, its device
/// form `amp2hip_device_C`: the same class with device views for its views,
/// its amp member functions, and a constructor from C's members; kernels
/// receive it (amp2hip::kernel_param_t<C>), and the runtime makes it from
/// the host object, applying each view's coherence (docs/features/
/// views-in-classes.md, Rewrite/Passes/ViewClasses.cpp).
///
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_ANALYSIS_VIEWCLASSES_H
#define AMP2HIP_TOOL_ANALYSIS_VIEWCLASSES_H

#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"

#include <string>

namespace amp2hip {

/// True if \p RD (a class or class template pattern, or a specialization
/// of one) holds views: a non-static data member whose type, through a
/// reference, is an AMP container (array_view, array, a texture or texture
/// view) or a class that holds views itself. A class template's pattern
/// holds views if one of its instantiations in this translation unit does.
bool holdsViews(const clang::CXXRecordDecl *RD);

/// The pattern of \p RD: the class template or partial specialization it
/// was instantiated from, else itself; its definition if it has one.
const clang::CXXRecordDecl *viewClassPattern(const clang::CXXRecordDecl *RD);

/// Why amp2hip cannot write the device form of \p RD, a class that
/// holdsViews (a phrase for AMP2HIP-E0003, "it is a union"), or an empty
/// string when it can: a class or class template (not a union, lambda,
/// specialization, or a class with virtual functions or base classes)
/// defined at namespace scope outside system headers and macros, alone in
/// its declaration (`struct S {...};`), whose data members are named, one
/// per declaration unless they share a non-reference type, not bit-fields
/// or C arrays, each a view, a reference to an array or texture, a class
/// with a device form, a trivially copyable value or of a dependent type,
/// and whose restrict(amp) member functions are defined in the class.
/// The answer depends on the class alone, so that a header translates the
/// same way in every input. A std::pair needs only members that may be in
/// a device form (hasRuntimeDeviceForm).
std::string whyNoDeviceForm(const clang::CXXRecordDecl *RD,
                            const clang::SourceManager &SM);

/// True if \p T, through a reference and cv, is a class (not dependent)
/// that holdsViews and may have a device form (whyNoDeviceForm is empty):
/// amp code spells it amp2hip::device_form_t<T>, which is its device form
/// where the translator wrote one and the class itself elsewhere (a class
/// that exists only in amp code holds device views itself).
bool isViewClassType(clang::QualType T, const clang::SourceManager &SM);

/// True if the runtime, not the translator, writes \p RD's device form:
/// std::pair (amp2hip::detail::device_pair, members `first` and `second`).
bool hasRuntimeDeviceForm(const clang::CXXRecordDecl *RD);

/// The name of the device form of the class named \p ClassName.
std::string deviceFormName(llvm::StringRef ClassName);

/// True if \p T, through a reference and cv, is a template type parameter
/// (`const x_type &`), possibly through a typedef.
bool isTemplateParameterType(clang::QualType T);

/// True if \p T, through a reference and cv, is a type that a class
/// template's member takes by its template parameters: a template type
/// parameter (isTemplateParameterType) or a class template specialized with
/// dependent arguments (`tiled_views<idxvectype, wghtgrid, sumarray,
/// idxarray> &` in SolveTSP's `tiled_cache`; not the AMP library's, whose
/// views the container rules spell), whose device form
/// amp2hip::device_form_t<T> gives in each instantiation.
bool isClassParameterType(clang::QualType T);

/// True if \p FD is a member function of a class template's pattern that
/// amp2hip can write with its parameters typed by the class's template
/// parameters (`const x_type &X`, isClassParameterType) taking device
/// forms in amp code: not itself a template, not virtual, a constructor or
/// a destructor, defined inside its class (a class that holds no views),
/// not written by a macro, with at least one such parameter. ampblas's
/// reduction helpers (`amax_helper<..., x_type,
/// ...>::local_reduce(..., const x_type &X) restrict(cpu, amp)`) are called
/// from kernels with a captured x_type, an array_view or a class holding
/// views, which amp code holds as its device form (device_view, the
/// translator's device form), so the parameter is written
/// amp2hip::device_form_t<x_type> in the function's device side
/// (Rewrite/Passes/DeviceViews.cpp; docs/features/views-in-classes.md).
bool takesClassParametersOnDevice(const clang::FunctionDecl *FD);

/// Why takesClassParametersOnDevice(\p FD) is false (a phrase for
/// AMP2HIP-E0009: "it is defined outside its class"), or an empty string.
std::string whyNotClassParameterFunction(const clang::FunctionDecl *FD);

/// True if, in an instantiation of \p FD's class in this translation unit,
/// a parameter that takesClassParametersOnDevice() names is an array_view,
/// array or class holding views (isViewClassType): its device side then
/// differs from its host side.
bool classParametersDifferOnDevice(const clang::FunctionDecl *FD,
                                   const clang::SourceManager &SM);

/// True if, in an instantiation of \p FD's class in this translation unit,
/// its parameter \p Index (one that isClassParameterType names) is an
/// array_view, array or class holding views.
bool classParameterDiffersOnDevice(const clang::FunctionDecl *FD,
                                   unsigned Index,
                                   const clang::SourceManager &SM);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_ANALYSIS_VIEWCLASSES_H
