import Testing

@testable import LandmarksCore

@Suite("Units: exact conversions")
struct UnitConversionTests {
  @Test("conversions use the international foot and mile")
  func conversions() {
    #expect(abs(UnitConversion.feet(fromMetres: 3_776) - 12_388.45) < 0.01)
    #expect(abs(UnitConversion.miles(fromKilometres: 1_000) - 621.371) < 0.001)
    #expect(abs(UnitConversion.squareMiles(fromSquareKilometres: 2.589988110336) - 1) < 1e-12)
  }
}
