import Foundation
import LandmarksCore
import LandmarksModels
import LandmarksTestSupport
import Testing

@testable import LandmarksCLI

@Suite("Formatting of figures, times and wrapped text")
struct FormattingTests {
  @Test(
    "Numbers group thousands and keep one decimal where there is one",
    arguments: [(0, "0"), (207, "207"), (3776, "3,776"), (9_200_200, "9,200,200"), (1.63, "1.6"), (-12.5, "-12.5")]
      as [(Double, String)])
  func numbers(value: Double, expected: String) {
    #expect(Formatting.number(value) == expected)
  }

  @Test(
    "Elevations read as the app shows them",
    arguments: [
      (Elevation(low: 3776, high: 3776), "3,776 m"),
      (Elevation(low: 800, high: 2000), "800–2,000 m"),
      (Elevation(low: nil, high: 4400), "up to 4,400 m"),
      (Elevation(low: 20, high: nil), "from 20 m"),
    ])
  func elevations(elevation: Elevation, expected: String) {
    #expect(Formatting.elevation(elevation) == expected)
  }

  @Test("An unknown elevation is left out")
  func unknownElevation() {
    #expect(Formatting.elevation(Elevation(low: nil, high: nil)) == nil)
  }

  @Test("Coordinates carry hemispheres")
  func coordinates() {
    #expect(Formatting.coordinates(latitude: -61.79436, longitude: -58.70703) == "61.7944° S, 58.7070° W")
  }

  @Test("Times show in the given time zone")
  func times() throws {
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    #expect(Formatting.time(TestContext.now, in: tokyo) == "2026-11-29 21:00")
  }

  @Test("Wrapping breaks at spaces, and between Japanese characters, and never exceeds the width")
  func wrapping() {
    let text = "Japan's highest peak rises as an almost perfectly symmetrical cone above the plain."
    let mixed = "Japan's highest peak rises as an almost perfectly symmetrical cone 富士山 above the plain."
    for width in [12, 20, 33, 80] {
      for line in Formatting.wrap(text, width: width) + Formatting.wrap(mixed, width: width) {
        #expect(DisplayWidth.of(line) <= width)
      }
      #expect(Formatting.wrap(text, width: width).joined(separator: " ") == text)
      // A break inside 富士山 takes no space away; every other is a space.
      let joined = Formatting.wrap(mixed, width: width).joined(separator: " ")
      #expect(
        joined == mixed
          || joined.replacingOccurrences(of: "富 士", with: "富士").replacingOccurrences(of: "士 山", with: "士山") == mixed)
    }
  }

  @Test("A word wider than the line is broken where the width runs out", arguments: [1, 2, 5, 9])
  func longWords(width: Int) {
    let text = "see https://example.com/a/very/long/path 富士山富士山 end"
    let lines = Formatting.wrap(text, width: width)
    for line in lines {
      // A two-column character stays whole even on a one-column line.
      #expect(DisplayWidth.of(line) <= max(width, 2))
    }
    #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
  }
}

@Suite("Fixed decimals without String(format:)")
struct FixedDecimalsTests {
  @Test("Every value prints as printf prints it, ties and negative zeros included", arguments: [0, 1, 4, 7])
  func matchesPrintf(places: Int) {
    var generator = SeededGenerator(seed: UInt64(places) &* 0x9E37_79B9)
    var values: [Double] = [0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.05, 0.15, 0.25, 35.36065, 138.72745, -0.00001, 1e14, 99.95]
    values += (0..<2000).map { _ in Double.random(in: -180...180, using: &generator) }
    values += (0..<500).map { _ in (Double.random(in: -9000...9000, using: &generator)).rounded() / 10_000 + 0.000_05 }
    for value in values {
      #expect(Formatting.fixed(value, places: places) == String(format: "%.\(places)f", value), "\(value)")
    }
  }
}

@Suite("Times without a DateFormatter")
struct TimeFormattingTests {
  @Test(
    "Every time prints as DateFormatter prints it, in zones east and west and across leap days",
    arguments: ["UTC", "Asia/Tokyo", "America/Los_Angeles", "Asia/Kolkata", "Pacific/Chatham", "Europe/Berlin"])
  func matchesDateFormatter(zoneName: String) throws {
    let zone = try #require(TimeZone(identifier: zoneName))
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    var generator = SeededGenerator(seed: UInt64(zoneName.utf8.count))
    var dates = [0, 951_782_400, 951_868_799, 1_709_164_800, 4_107_542_400, 1_795_953_600.5].map {
      Date(timeIntervalSince1970: $0)
    }
    dates += (0..<2000).map { _ in Date(timeIntervalSince1970: Double.random(in: 0...4_200_000_000, using: &generator))
    }
    for date in dates {
      #expect(Formatting.time(date, in: zone) == formatter.string(from: date), "\(date.timeIntervalSince1970)")
    }
  }
}
