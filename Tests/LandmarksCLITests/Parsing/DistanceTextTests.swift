import Testing

@testable import LandmarksCLI

@Suite("Units: the shared distance parser")
struct DistanceTextTests {
  @Test(
    "a bare number is kilometres; km, m and mi may follow, with or without a space",
    arguments: [
      ("500", 500.0), ("2km", 2), ("2 KM", 2), ("500m", 0.5), ("30mi", 48.28032), ("30 mi", 48.28032),
      ("0.5", 0.5), (".5km", 0.5),
    ] as [(String, Double)])
  func distances(text: String, kilometres: Double) throws {
    let parsed = try #require(DistanceText.kilometres(text))
    #expect(abs(parsed - kilometres) < 1e-9)
  }

  @Test(
    "anything else is refused", arguments: ["", "km", "-5", "+5", "1e3", "inf", "nan", "5mm", "5 miles", "1,000", "."])
  func refused(text: String) {
    #expect(DistanceText.kilometres(text) == nil)
  }
}
