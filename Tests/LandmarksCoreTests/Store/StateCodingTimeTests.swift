import Foundation
import LandmarksTestSupport
import Testing

@testable import LandmarksCore

/// Times survive being written and read back to the millisecond, however often it happens.
@Suite("Store times round-trip to the millisecond")
struct StateCodingTimeTests {
  /// A state holding one activity record at `date`.
  private static func state(at date: Date) -> UserState {
    UserState(activities: [1016: [.takePhoto: ActivityRecord(done: true, changedAt: date, firstCompletedAt: date)]])
  }

  @Test("every millisecond of a second is written as read, and reading it back writes the same text")
  func everyMillisecondIsStable() throws {
    for millisecond in 0..<1000 {
      let text = "2026-11-29T12:00:19.\(String(1000 + millisecond).dropFirst())Z"
      let file = try StateCoding.encode(Self.state(at: .distantPast)).replacingText(
        of: "0001-01-01T00:00:00.000Z", with: text)
      let once = try StateCoding.decode(file, path: "state.json")
      let written = try StateCoding.encode(once)
      #expect(written == file, "\(text) was rewritten")
      #expect(try StateCoding.encode(StateCoding.decode(written, path: "state.json")) == written)
    }
  }

  @Test(
    "a clock time is written rounded to the nearest millisecond",
    arguments: [
      (0.0004, "12:00:00.000Z"), (0.0006, "12:00:00.001Z"), (0.7216, "12:00:00.722Z"), (59.9996, "12:01:00.000Z"),
    ])
  func clockTimesRound(_ offset: Double, _ expected: String) {
    let date = Date(timeIntervalSince1970: 1_795_953_600 + offset)
    #expect(StateCoding.text(of: date) == "2026-11-29T" + expected)
  }

  @Test("times before 1970 keep their milliseconds")
  func beforeTheEpoch() {
    #expect(StateCoding.text(of: Date(timeIntervalSince1970: -0.001)) == "1969-12-31T23:59:59.999Z")
    #expect(StateCoding.text(of: Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59.000Z")
  }

  @Test("times are written by arithmetic as Foundation's format style writes them, and backups named alike")
  func writtenAsFoundationFormats() throws {
    var generator = SeededGenerator(seed: TestSeed.value(20_261_202, for: "StateCodingTimeTests.written"))
    // Every edge the calendar has (leap days, centuries, the ends of the range), then random times.
    let range: ClosedRange<Int64> = -11_644_473_600_000...253_402_300_799_999
    var milliseconds: [Int64] = [0, -1, 1, 951_782_400_000, 951_868_799_999, range.lowerBound, range.upperBound]
    milliseconds += (0..<2000).map { _ in Int64.random(in: range, using: &generator) }
    for value in milliseconds {
      let written = try #require(StateCoding.utcText(milliseconds: value, separated: true))
      #expect(written == StateCoding.formattedText(milliseconds: value), "\(value)")
      let date = Date(timeIntervalSince1970: Double(value) / 1000 + 0.0004)
      #expect(Backups.stamp(of: date) == date.formatted(Backups.timeFormat), "\(value)")
    }
    #expect(StateCoding.utcText(milliseconds: -11_644_473_600_001, separated: true) == nil)
    #expect(StateCoding.utcText(milliseconds: 253_402_300_800_000, separated: true) == nil)
  }

  @Test("times spelled as the store writes them read by arithmetic as Foundation parses them")
  func writtenTimesReadAsParsed() throws {
    var random = SeededGenerator(seed: 1601)
    // 1601-01-01 to 9999-12-31, with the days either side of every leap-year rule near 1970 and 2000.
    let first: Int64 = -11_644_473_600_000
    let last: Int64 = 253_402_300_799_999
    let chosen: [Int64] = [
      first, last, 0, -1, 951_782_400_000, 951_868_799_999, 4_107_456_000_000, 68_256_000_000, -2_203_891_200_000,
    ]
    for milliseconds in chosen + (0..<3000).map({ _ in Int64.random(in: first...last, using: &random) }) {
      let text = StateCoding.text(of: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
      for spelling in [text, String(text.prefix(19)) + "Z"] {
        let written = try #require(StateCoding.writtenDate(spelling), "\(spelling) was not read by arithmetic")
        #expect(written == StateCoding.parsedDate(spelling), "\(spelling)")
        #expect(StateCoding.date(fromText: spelling) == written)
      }
    }
  }

  @Test(
    "other spellings, and impossible or early dates, are left to Foundation",
    arguments: [
      "2026-02-29T12:00:00.000Z", "2100-02-29T12:00:00Z", "2026-04-31T12:00:00Z", "2026-13-01T12:00:00Z",
      "2026-00-10T12:00:00Z", "2026-11-00T12:00:00Z", "2026-11-29T24:00:00Z", "2026-11-29T23:60:00Z",
      "2026-11-29T23:59:60Z", "1600-12-31T23:59:59.999Z", "0001-01-01T00:00:00.000Z", "2026-11-29T12:00:00.5Z",
      "2026-11-29T12:00:00.1234Z", "2026-11-29t12:00:00Z", "2026-11-29T12:00:00+01:00", "2026-11-29 12:00:00Z",
      "2026-11-29T12:00:00.00aZ", "+2026-11-29T12:00:00Z", "2026-1-29T12:00:00.000Z", "",
    ])
  func otherSpellings(_ text: String) {
    #expect(StateCoding.writtenDate(text) == nil)
    #expect(StateCoding.date(fromText: text) == StateCoding.parsedDate(text))
  }
}

extension Data {
  /// The bytes with every occurrence of one text replaced by another.
  fileprivate func replacingText(of target: String, with replacement: String) -> Data {
    Data(String(decoding: self, as: UTF8.self).replacingOccurrences(of: target, with: replacement).utf8)
  }
}
