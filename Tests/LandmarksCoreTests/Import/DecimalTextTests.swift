import LandmarksJSON
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// Plain decimals read without `strtod` give the same doubles it gives.
@Suite struct DecimalTextTests {
  @Test(arguments: [
    "0", "-0", "1", "-84.09123", "139.69171", "0.1", "0.000001", "123456789012345", "9007199254740991",
    "45.000000000000000001", "1.5e3", "00.5", "-", ".", "1.2.3",
  ])
  func knownTexts(_ text: String) {
    let exact = DecimalText.exactValue(Array(text.utf8))
    if let exact {
      #expect(exact.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }

  @Test func randomCoordinatesReadAsStrtodReadsThem() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<20_000 {
      let digits = Int.random(in: 0...9, using: &random)
      let whole = Int.random(in: -180...180, using: &random)
      let fraction = (0..<digits).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
      let text = digits == 0 ? "\(whole)" : "\(whole).\(fraction)"
      let exact = DecimalText.exactValue(Array(text.utf8))
      #expect(exact?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }

  @Test func exponentsAndLongMantissasAreLeftToStrtod() {
    #expect(DecimalText.exactValue(Array("1e5".utf8)) == nil)
    #expect(DecimalText.exactValue(Array("12345678901234567890".utf8)) == nil)
    #expect(DecimalText.exactValue(Array("9007199254740993".utf8)) == nil)
  }
}
