import Foundation
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// Coordinates as plain decimals: no exponent, at most seven places, within 1e-7 of the value.
@Suite struct CoordinateFormatTests {
  @Test(arguments: [
    (35.36072, "35.36072"), (-33.8568, "-33.8568"), (0.0, "0"), (-0.0, "0"), (1e-9, "0"), (-1e-9, "0"),
    (180.0, "180"), (-179.99999999, "-180"), (0.000_001, "0.000001"), (12.345_678_95, "12.345679"),
    (Double.nan, "0"), (Double.infinity, "0"),
  ])
  func formats(value: Double, text: String) {
    #expect(CoordinateFormat.decimal(value) == text)
  }

  @Test func randomValuesComeBackWithin1e7() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<10_000 {
      let value = Double.random(in: -180...180, using: &random)
      let text = CoordinateFormat.decimal(value)
      #expect(!text.contains("e"))
      #expect(abs((Double(text) ?? .nan) - value) <= 5.1e-8)
    }
  }
}
