import Foundation
import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

/// Absurd widths, from `COLUMNS` or from a renderer's caller, never crash and never reach the
/// drawing code: `OutputStyle` clamps them to 20…1,000 columns.
@Suite("Extreme widths")
struct WidthExtremesTests {
  @Test(
    "Every view survives any COLUMNS on a terminal with an earned badge, and fits the clamped width",
    arguments: [
      ("0", 70), ("1", 20), ("19", 20), ("20", 20), ("-5", 70), ("garbage", 70), ("", 70), ("12abc", 70),
      (String(Int.max), 1000), (String(Int.min), 70), ("99999999999999999999999999", 1000), ("1001", 1000),
      (" 64 ", 64),
    ])
  func columns(value: String, expected: Int) throws {
    let harness = ViewHarness.prepared(catalog: try Catalog.builtIn())
    defer { harness.cleanUp() }
    for colour in ["always", "never"] {
      for view in ViewHarness.views {
        let result = harness.run(
          view + ["--color", colour], environment: ["COLUMNS": value], isTerminal: true, width: 70)
        #expect(result.status == 0, "\(view) with COLUMNS=\(value)")
        #expect(!result.output.isEmpty, "\(view) with COLUMNS=\(value)")
        for line in result.output.split(separator: "\n") where DisplayWidth.of(String(line)) > expected {
          Issue.record("\(view.joined(separator: " ")) with COLUMNS=\(value): wider than \(expected): \(line)")
        }
      }
    }
  }

  @Test(
    "OutputStyle clamps every width to 20…1,000, however it is given",
    arguments: [(Int.min, 20), (-1, 20), (0, 20), (19, 20), (20, 20), (640, 640), (1000, 1000), (Int.max, 1000)])
  func clamp(width: Int, expected: Int) {
    #expect(OutputStyle(colors: .none, width: width, isTerminal: true, timeZone: .gmt).width == expected)
    let reported = TestContext(isTerminal: true, width: width)
    defer { reported.cleanUp() }
    // A terminal reporting a width is clamped the same way as COLUMNS.
    #expect(OutputStyle(context: reported.context, choice: .never).width == expected)
  }

  @Test("Badge art lays out any width: one badge a row at most at the narrow end, all in one row at the wide end")
  func badgeArt() throws {
    let catalog = try Catalog.builtIn()
    let items = try catalog.landmarks.compactMap { landmark in
      landmark.badge.map { BadgeArt.Item(symbol: $0.symbol, color: $0.color, label: landmark.safeName, dimmed: false) }
    }
    for width in [Int.min, -1, 0, 1, 9, 10] {
      // Four lines a badge and a blank line between rows.
      #expect(BadgeArt.render(items, width: width, colors: .ansi256).count == items.count * 5 - 1)
    }
    #expect(BadgeArt.render(items, width: Int.max, colors: .none).count == 4)
    #expect(BadgeArt.render([], width: Int.max, colors: .none).isEmpty)
  }
}
