import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

/// `badges` draws hexagons wherever colour is on, and one plain line a badge otherwise.
@Suite("Badges output: hexagons with colour, lines without")
struct BadgesOutputTests {
  /// `badges --all` for a store with Mount Fuji's badge earned, in the given way.
  private func badges(_ options: [String], isTerminal: Bool, environment: [String: String] = [:]) throws -> String {
    let harness = ViewHarness(catalog: try Catalog.builtIn())
    defer { harness.cleanUp() }
    harness.run(["mark", "1016", "--all"])
    let result = harness.run(["badges", "--all"] + options, environment: environment, isTerminal: isTerminal)
    #expect(result.status == 0)
    return result.output
  }

  @Test(
    "--color always means hexagons and colour even when piped; the piped default stays plain",
    arguments: [
      (["--color", "always"], false, true), ([], false, false), (["--color", "auto"], true, true),
      (["--color", "never"], true, false), (["--color", "always"], true, true),
    ] as [([String], Bool, Bool)])
  func hexagons(options: [String], isTerminal: Bool, drawn: Bool) throws {
    let output = try badges(options, isTerminal: isTerminal)
    #expect(output.contains("╱") == drawn)
    #expect(output.contains("\u{1B}[") == drawn)
    if !drawn {
      #expect(output.contains("\nMount Fuji — mountain, blue — earned 2026-11-29 12:00\n"))
    }
  }

  @Test("Piped with --color always the art keeps to COLUMNS, or 80 without it; the progress lines stay whole")
  func pipedArtWidth() throws {
    for (environment, width) in [([:], 80), (["COLUMNS": "40"], 40)] as [([String: String], Int)] {
      let output = try badges(["--color", "always"], isTerminal: false, environment: environment)
      let art = output.split(separator: "\n").filter { $0.contains("╱") || $0.contains("╲") }
      #expect(!art.isEmpty)
      for line in art { #expect(DisplayWidth.of(String(line)) <= width) }
      #expect(!output.contains("…, left:"))
    }
  }

  @Test("Without a UTF-8 locale even --color always falls back to plain lines")
  func asciiLocale() throws {
    let output = try badges(["--color", "always"], isTerminal: true, environment: ["LANG": "C"])
    #expect(!output.contains("╱"))
  }
}
