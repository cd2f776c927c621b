//===- FileEditsTest.cpp - The edit store's rules -------------------------===//
//
// GoogleTest tests of FileEdits (tool/lib/Edits/FileEdits.h): the rules by
// which the rewrite passes' edits combine, and the conflicts that are
// reported as AMP2HIP-E0022. Expected texts are worked out by hand from the
// source strings.
//
//===----------------------------------------------------------------------===//

#include "Diagnostics/Diagnostics.h"
#include "Edits/FileEdits.h"

#include "gtest/gtest.h"

#include <set>
#include <string>

namespace {

using amp2hip::EditConflict;
using amp2hip::FileEdits;

/// True if \p Err is success (it is consumed).
bool ok(llvm::Error Err) {
  if (!Err)
    return true;
  llvm::consumeError(std::move(Err));
  return false;
}

/// True if \p Err is an EditConflict (it is consumed).
bool conflicts(llvm::Error Err) {
  bool IsConflict = Err.isA<EditConflict>();
  llvm::consumeError(std::move(Err));
  return IsConflict;
}

//                               0123456789012345678901234
const llvm::StringRef Source = "int f() restrict(amp) {}";

TEST(FileEditsTest, ReplacementsAndInsertionsApplyInOffsetOrder) {
  FileEdits E("f.cpp");
  ASSERT_TRUE(ok(E.add(8, 14, ""))); // restrict(amp) + ' '
  ASSERT_TRUE(ok(E.add(0, 0, "__device__ ")));
  EXPECT_EQ(E.apply(Source, 0, Source.size()), "__device__ int f() {}");
}

TEST(FileEditsTest, InsertionsAtOneOffsetKeepTheirOrder) {
  FileEdits E;
  ASSERT_TRUE(ok(E.add(0, 0, "A")));
  ASSERT_TRUE(ok(E.add(0, 0, "B")));
  ASSERT_TRUE(ok(E.add(0, 0, "A"))); // again: twice
  EXPECT_EQ(E.apply(Source, 0, 3), "ABAint");
}

TEST(FileEditsTest, InsertionAtStartOfReplacementComesFirst) {
  FileEdits E;
  ASSERT_TRUE(ok(E.add(4, 1, "g")));
  ASSERT_TRUE(ok(E.add(4, 0, "<")));
  ASSERT_TRUE(ok(E.add(5, 0, ">"))); // at its end
  EXPECT_EQ(E.apply(Source, 0, 7), "int <g>()");
}

TEST(FileEditsTest, TheSameReplacementTwiceCountsOnce) {
  FileEdits E;
  ASSERT_TRUE(ok(E.add(4, 1, "g")));
  ASSERT_TRUE(ok(E.add(4, 1, "g")));
  EXPECT_EQ(E.apply(Source, 0, 7), "int g()");
  EXPECT_EQ(E.replacements().size(), 1u);
}

TEST(FileEditsTest, OverlappingReplacementsConflict) {
  FileEdits E;
  ASSERT_TRUE(ok(E.add(8, 13, "")));
  llvm::Error Err = E.add(17, 3, "cpu");
  ASSERT_TRUE(Err.isA<EditConflict>());
  llvm::handleAllErrors(std::move(Err), [](const EditConflict &C) {
    EXPECT_EQ(C.New.Offset, 17u);
    EXPECT_EQ(C.Existing.Offset, 8u);
    EXPECT_EQ(C.Existing.Length, 13u);
  });
  // Nothing of the rejected edit is kept.
  EXPECT_EQ(E.apply(Source, 0, Source.size()), "int f()  {}");
}

TEST(FileEditsTest, InsertionInsideAReplacementConflicts) {
  FileEdits E;
  ASSERT_TRUE(ok(E.add(8, 13, "")));
  EXPECT_TRUE(conflicts(E.add(12, 0, "x")));
  // The same replacement with another text conflicts too.
  EXPECT_TRUE(conflicts(E.add(8, 13, "__device__")));
}

TEST(FileEditsTest, WithinAndEraseWithinTakeWholeEditsOnly) {
  FileEdits E;
  ASSERT_TRUE(ok(E.add(0, 3, "long")));
  ASSERT_TRUE(ok(E.add(8, 13, "")));
  ASSERT_TRUE(ok(E.add(23, 0, " return; ")));
  FileEdits Body = E.within(8, Source.size());
  EXPECT_EQ(Body.apply(Source, 0, Source.size()), "int f()  { return; }");
  // apply() on a range skips edits that straddle its ends.
  EXPECT_EQ(E.apply(Source, 1, 8), "nt f() ");
  E.eraseWithin(8, Source.size());
  EXPECT_EQ(E.apply(Source, 0, Source.size()), "long f() restrict(amp) {}");
}

// Diagnostics.def: every row has a unique, well-formed ID, and the enum and
// the table agree (the table is indexed by the enumerator).
TEST(DiagnosticsTableTest, IdsAreUniqueAndIndexed) {
  std::set<std::string> Seen;
  unsigned Index = 0;
  for (const amp2hip::DiagInfo &D : amp2hip::allDiagnostics()) {
    EXPECT_EQ(static_cast<unsigned>(D.Id), Index++);
    EXPECT_TRUE(Seen.insert(D.Name.str()).second) << D.Name.str();
    ASSERT_EQ(D.Name.size(), 13u) << D.Name.str();
    EXPECT_TRUE(D.Name.starts_with(D.IsError ? "AMP2HIP-E" : "AMP2HIP-W"))
        << D.Name.str();
    EXPECT_FALSE(D.Summary.empty());
    EXPECT_EQ(amp2hip::diagIdName(D.Id), D.Name);
  }
  EXPECT_EQ(amp2hip::diagIdName(amp2hip::DiagId::EditConflict),
            "AMP2HIP-E0022");
}

} // namespace
