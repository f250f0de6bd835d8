import Testing

@testable import LandmarksModels

/// The committed folds of Latin-1 and Latin Extended-A and B are what Foundation's folding gives.
@Suite("The Latin fold table matches Foundation")
struct LatinFoldTableTests {
  @Test("every scalar of the range folds as Foundation folds it alone")
  func everyScalar() {
    #expect(ScalarFoldTable.latin.count == ScalarFoldTable.latinRange.count)
    for value in ScalarFoldTable.latinRange {
      let committed = ScalarFoldTable.latinFold(of: value).flatMap { $0 }.map { Array($0.utf8) }
      #expect(committed == ScalarFoldTable.foundationFold(of: value), "U+\(String(value, radix: 16))")
    }
  }

  @Test(
    "names with accented Latin fold as Foundation folds them",
    arguments: ["Zürich", "São Tomé", "Ærø", "Łódź", "Ĳsselmeer", "Straße", "Ðakovo", "ǅungla", "Ƀ ɏ", "½ ²"])
  func names(_ text: String) {
    #expect(TextFolding.fold(text) == TextFolding.foldUnicode(text))
  }
}
