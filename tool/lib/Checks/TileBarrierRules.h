//===- TileBarrierRules.h - tile barriers in divergent control flow -*- C++
//-*-//
//
// C++ AMP v1.2 §8.1.1 (correct usage of tile barriers): every thread of a
// tile must reach each tile barrier (tile_barrier::wait and its fenced
// variants), so a barrier may not be executed under control flow that not all
// threads of the tile take. MSVC rejects a barrier under a condition that
// depends on the thread's position (C3561, "tile barrier operation found in
// control flow that is not tile-uniform"); amp2hip reports it as
// AMP2HIP-E0020.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TOOL_TILEBARRIERRULES_H
#define AMP2HIP_TOOL_TILEBARRIERRULES_H

#include "Analysis/ExecutionSpace.h"

#include "clang/AST/ASTContext.h"

namespace amp2hip {

/// Reports each tile barrier of the program's amp code that is reached under
/// an `if`, `switch`, loop, `?:`, `&&` or `||` whose condition is not
/// tile-uniform, as AMP2HIP-E0020 at the first statement of the branch that
/// some threads of a tile take and others skip (where MSVC reports C3561).
/// A barrier is a call of tile_barrier::wait, wait_with_all_memory_fence,
/// wait_with_global_memory_fence or wait_with_tile_static_memory_fence, or a
/// call of a program function that reaches one. A condition is not
/// tile-uniform when it reads `global` or `local` of a tiled_index (or a
/// tiled_index converted to its global index), or a local variable assigned
/// from such a value, in the same function; `tile`, `tile_origin`, captured
/// values and tile_static variables are uniform. Returns the number of errors
/// reported.
unsigned reportDivergentTileBarriers(clang::ASTContext &Ctx,
                                     const ExecutionSpaceAnalysis &Spaces);

} // namespace amp2hip

#endif // AMP2HIP_TOOL_TILEBARRIERRULES_H
