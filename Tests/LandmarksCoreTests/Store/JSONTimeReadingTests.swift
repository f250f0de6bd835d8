import Foundation
import LandmarksJSON
import LandmarksTestSupport
import Testing

/// The times a file of sources holds read by arithmetic exactly as Foundation's ISO 8601 parser
/// reads them, and any other spelling still as Foundation reads it.
@Suite("JSON times read as Foundation reads them")
struct JSONTimeReadingTests {
  /// The `Date` the decoder makes of `text` as a JSON string.
  private static func decoded(_ text: String) throws -> Date {
    try JSONValueDecoder.decode(Date.self, from: .string(text))
  }

  @Test("whole-second UTC times from 1601 to 9999 read as Foundation parses them")
  func wholeSeconds() throws {
    var random = SeededGenerator(seed: 2026)
    let first: Int64 = -11_644_473_600
    let last: Int64 = 253_402_300_799
    let chosen: [Int64] = [first, last, 0, -1, 951_782_400, 951_868_799, 4_107_456_000, 68_256_000, -2_203_891_200]
    for seconds in chosen + (0..<2000).map({ _ in Int64.random(in: first...last, using: &random) }) {
      let text = Date(timeIntervalSince1970: Double(seconds)).formatted(Date.ISO8601FormatStyle())
      #expect(ISOTime.date(fromUTCText: text) != nil, "\(text) was not read by arithmetic")
      #expect(try Self.decoded(text) == Date.ISO8601FormatStyle().parse(text), "\(text)")
    }
  }

  @Test(
    "other spellings are read by Foundation or refused as before",
    arguments: [
      "2026-11-29T12:00:00+01:00", "2026-11-29T12:00:00.000Z", "1600-12-31T23:59:59Z", "2026-02-29T12:00:00Z",
      "2026-11-29 12:00:00Z", "2026-11-29", "",
    ])
  func otherSpellings(_ text: String) {
    let foundation = try? Date.ISO8601FormatStyle().parse(text)
    #expect((try? Self.decoded(text)) == foundation)
  }
}
