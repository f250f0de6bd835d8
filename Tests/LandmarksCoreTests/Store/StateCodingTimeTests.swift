import Foundation
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
}

extension Data {
  /// The bytes with every occurrence of one text replaced by another.
  fileprivate func replacingText(of target: String, with replacement: String) -> Data {
    Data(String(decoding: self, as: UTF8.self).replacingOccurrences(of: target, with: replacement).utf8)
  }
}
