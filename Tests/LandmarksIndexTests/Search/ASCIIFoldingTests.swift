import Testing

@testable import LandmarksIndex
@testable import LandmarksModels

@Suite("Folding ASCII text without Foundation gives the same keys")
struct ASCIIFoldingTests {
  @Test(
    "Known texts",
    arguments: [
      "Mount Fuji", "  K'gari  ", "Saint-Michel", "Mt. Everest", "ABC123def", "a`b", "\r\n", "", "--", "0 1 2",
      "Fushimi Ward, Kyoto, Japan", "Tab\tand\nnewline", "O'Neill's  (North)",
    ])
  func knownTexts(_ text: String) {
    #expect(TextFolding.foldASCII(text) == TextFolding.foldUnicode(text))
  }

  @Test("Every kind of ASCII, at random, folds the same both ways")
  func randomText() {
    // Seeded, so a failure can be replayed; every byte value from 0 to 127 turns up.
    var state: UInt64 = 20_261_130
    for _ in 0..<2_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(state % 24) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes.append(UInt8((state >> 33) % 128))
      }
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(TextFolding.foldASCII(text) == TextFolding.foldUnicode(text), "\(bytes)")
    }
  }
}
