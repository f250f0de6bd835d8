import Foundation
import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

/// What `mark` and `unmark` say: progress, badges earned or lost, and a completed landmark that
/// has no badge, with catalog text never able to drive the terminal.
@Suite("mark and unmark output")
struct ActivityChangeOutputTests {
  static let plain = OutputStyle(
    colors: .none, width: 200, isTerminal: false, timeZone: TimeZone(identifier: "UTC") ?? .current)

  /// A landmark without a badge, named as an import might name it.
  static func landmark(named name: String, badge: Badge? = nil) -> Landmark {
    Landmark(
      id: 9001, slug: "test", name: name, continent: .europe, country: "IS", location: "Here", latitude: 64,
      longitude: -23, badge: badge)
  }

  @Test("Completing all four at a landmark without a badge says so")
  func completedWithoutBadge() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    let kirkjufell = try Catalog.builtIn().resolve("kirkjufell")
    #expect(kirkjufell.badge == nil)
    #expect(test.run("mark", "kirkjufell", "photo", "read", "nature") == 0)
    #expect(!test.output.text.contains("no badge"))
    #expect(test.run("mark", "kirkjufell", "sketch") == 0)
    let lines = test.output.text.split(separator: "\n").map(String.init)
    #expect(lines.suffix(2).first == "Marked draw a sketch at \(kirkjufell.name) (4/4 done).")
    #expect(
      lines.last
        == "All four done at \(kirkjufell.name), which has no badge to earn; 'landmarks badges --all' lists the landmarks that do."
    )
    // Marking again changes nothing and says nothing more about badges.
    let before = test.output.text.count
    #expect(test.run("mark", "kirkjufell", "--all") == 0)
    #expect(!String(test.output.text.dropFirst(before)).contains("no badge"))
  }

  @Test("A landmark with a badge gets the badge line instead")
  func completedWithBadge() {
    let output = ActivityChangeOutput(
      landmark: Self.landmark(named: "Peak", badge: Badge(id: "peak", symbol: .mountain, color: .blue)),
      marking: true, requested: Activity.allCases, changed: Activity.allCases, doneCount: 4, earned: [], lost: [])
    #expect(!output.text(in: Self.plain).contains("no badge"))
  }

  @Test("Unmarking to three is not a completion")
  func unmarkingSaysNothingAboutBadges() {
    let output = ActivityChangeOutput(
      landmark: Self.landmark(named: "Peak"), marking: false, requested: [.takePhoto], changed: [.takePhoto],
      doneCount: 3, earned: [], lost: [])
    #expect(output.text(in: Self.plain) == "Unmarked take a photo at Peak (3/4 done).\n")
  }

  @Test("A landmark name holding control characters is printed escaped")
  func namesAreCleaned() {
    let hostile = "Evil\u{1B}[2JPeak"
    let output = ActivityChangeOutput(
      landmark: Self.landmark(named: hostile), marking: true, requested: Activity.allCases,
      changed: Activity.allCases, doneCount: 4, earned: [], lost: [])
    let text = output.text(in: Self.plain)
    #expect(!text.contains("\u{1B}"))
    #expect(text.contains(SafeText.clean(hostile)))
  }
}
