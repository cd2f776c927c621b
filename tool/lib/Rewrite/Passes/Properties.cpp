//===- Properties.cpp - Rewrite pass: Properties --------------------------===//
//
// The short vector properties (`v.xy`, `c.rgb = e`) as the runtime's
// functions, and the program's own `__declspec(property)` members as calls
// of their get and put functions (PropertyRewrite.h). Runs after every other expression rewrite:
// a compound assignment copies its object expression with the edits inside
// it.
//
//===----------------------------------------------------------------------===//

#include "Rewrite/RewriteSession.h"

#include "Rewrite/PropertyRewrite.h"

namespace amp2hip {

void RewriteSession::runPropertyPass(const PassInput &) {
  rewriteAmpProperties(Ctx, Diags, Buffer, Out);
}

} // namespace amp2hip
