//===- TileLoops.h - A tiled kernel as loops between its barriers -*- C++
//-*-===//
//
// Part of amp2hip, a C++ AMP to HIP translator.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The CPU platform runs the threads of a tile one after the other on one
/// host thread. A kernel whose threads wait at tile barriers runs there as
/// fibers that switch at each barrier (runtime cpu/threads.h), two context
/// switches per thread and barrier. Where the barriers are where this file
/// can see them, the translation also gives the kernel its *tile loops*:
/// the body cut at its barriers into phases, each phase a loop over the
/// tile's threads, which is what the barriers mean (C++ AMP v1.2 §8.1.2:
/// no thread of the tile runs past a barrier until every thread reached it).
/// The GPU platforms never see them (`#if defined(AMP2HIP_PLATFORM_CPU)`);
/// docs/architecture.md, "Tile loops", states the rules:
///   - every barrier (tile_barrier::wait*) of the body is a statement of the
///     body's outer block, or of the block of a `for` loop written there
///     whose header names nothing that differs between the tile's threads
///     (the loop runs once per tile, its phases once per thread); no
///     function the body calls reaches a barrier, except a call that is a
///     whole statement (`f(...);`, `T x = f(...);`, `x = f(...);`) to a
///     function of this file defined before the kernel, in its namespace,
///     that the kernel calls once and whose body keeps these rules with a
///     `return` only as its last statement: its statements are written in
///     the call's place (its parameters and locals renamed
///     `amp2hip_inline<N>_<name>`, a parameter declared again in each phase
///     that names it when its argument names no local of the body and cannot
///     change, else kept per thread; the returned expression takes the
///     call's place);
///   - no `return`, `goto`, no `break`/`continue` of such a loop, no local
///     type or alias, no tile_static declaration that names a local;
///   - a local variable that one phase declares and a later one names is
///     kept per thread (an array of the tile's threads), or declared again
///     when it is a constant;
///   - tile_static variables of those blocks are declared before the loops;
///   - a phase that is one `if (t.local[0] < E)` with E the same for the
///     whole tile loops over the threads of the rows below E only.
/// Anything else keeps the fibers (no tile loops; nothing is reported: the
/// kernel is right either way, only slower on the CPU).
///
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_KERNEL_TILELOOPS_H
#define AMP2HIP_TOOL_KERNEL_TILELOOPS_H

#include "Edits/FileEdits.h"
#include "Edits/SourceUtil.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class ParmVarDecl;
class Stmt;
} // namespace clang

namespace amp2hip {

/// A local variable that a later phase names (TileLoopPlan::Locals).
struct TileLoopLocal {
  std::string Name;
  /// The declared type as the translation writes it (`const int`), for the
  /// per-thread storage and the reference bound to this thread's element.
  std::string Type;
  /// A constant (a const scalar with a constant initializer that names no
  /// local): its declaration statement, translated, is repeated in each
  /// later phase instead of being kept per thread (it can size an array).
  bool Constant = false;
  std::string Declaration; ///< the statement, `;` included (Constant only)
  /// Its address is taken (`&x`): the name is a reference to this thread's
  /// element in every phase. Otherwise each phase that names it copies the
  /// element into a variable of that name and, unless it is const, back at
  /// the phase's end (the compiler keeps it in a register meanwhile).
  bool ByReference = false;
  bool Const = false; ///< declared const: never copied back
};

/// A piece of a phase's text: \p Before, the source text of \p Range with
/// the plan's edits, \p After. A call to an inlined function inside
/// \p Range (\p Hole) is written as the text of the expression the
/// function returns (\p Fill, parenthesized).
struct TileLoopPiece {
  std::string Before;
  OffsetRange Range{0, 0};
  std::string After;
  std::optional<OffsetRange> Hole;
  std::optional<OffsetRange> Fill;
};

/// One loop over the tile's threads: the statements between two barriers.
struct TileLoopPhase {
  std::vector<TileLoopPiece> Pieces; ///< statements, in order
  /// The TileLoopPlan::Locals declared by an earlier phase that this one
  /// names (bound at its start).
  std::vector<unsigned> Visible;
  /// Those copied back at its end: declared or changed here, and read by a
  /// later phase (or by the next round of its loop).
  std::vector<unsigned> CopiedBack;
  /// When the phase is one `if` without `else` whose condition is
  /// `t.local[0] < E` (`<=` when RowBoundInclusive; `E > t.local[0]` and
  /// `E >= t.local[0]` too), the range of E: an integer with one value for
  /// the tile in this phase (it names no local of the body but the
  /// variables of the `for` loops around the phase, and reads no memory).
  /// Only the threads of the first rows pass the condition (local[0] is
  /// the slowest-varying coordinate, the thread number's leading part), so
  /// the loop over the tile's threads stops after them
  /// (amp2hip::cpu::tile_threads_below); the `if` is kept. A tree
  /// reduction's halving steps loop over the threads that add.
  std::optional<OffsetRange> RowBound;
  bool RowBoundInclusive = false;
};

/// A block of the body: its phases, and the `for` loops with barriers
/// between them.
struct TileLoopBlock {
  /// `for (...) {` of a loop that runs once per tile (empty for the body's
  /// outer block).
  OffsetRange Header{0, 0};
  std::vector<OffsetRange> SharedDeclarations; ///< tile_static statements
  struct Item {
    std::optional<TileLoopPhase> Phase;
    std::optional<unsigned> Loop; ///< index into TileLoopPlan::Loops
  };
  std::vector<Item> Items;
};

/// What emitTileLoops() writes for one kernel.
struct TileLoopPlan {
  TileLoopBlock Outer;
  std::vector<TileLoopBlock> Loops;
  std::vector<TileLoopLocal> Locals;
  /// The kernel body's edits and those that keep locals per thread (a
  /// declaration's name renamed, its binding inserted after it).
  FileEdits Edits;
};

/// The text of \p Piece of \p Plan; \p Buffer is the file's text.
std::string tileLoopText(const TileLoopPlan &Plan, const TileLoopPiece &Piece,
                         llvm::StringRef Buffer);

/// The tile loops of a tiled kernel whose body is \p Body (a compound
/// statement, in \p File) and whose tiled_index parameter is \p Index, with
/// \p BodyEdits (the body's translation so far), or std::nullopt when the
/// rules of the file comment do not hold or the body has no barrier.
/// \p Buffer is \p File's text.
std::optional<TileLoopPlan>
planTileLoops(const clang::Stmt *Body, const clang::ParmVarDecl *Index,
              const FileEdits &BodyEdits, clang::FileID File,
              llvm::StringRef Buffer, clang::ASTContext &Ctx);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_KERNEL_TILELOOPS_H
