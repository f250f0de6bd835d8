import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

/// On a terminal no view writes a line wider than the terminal, at any width, and the narrowest
/// terminals still see the most telling columns.
@Suite("Layout at every width")
struct NarrowLayoutTests {
  /// The lines of `text`, without the final newline's empty remainder.
  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  @Test("No view writes a line wider than the terminal, from 20 to 200 columns", arguments: [false, true])
  func everyWidth(colour: Bool) throws {
    let harness = ViewHarness.prepared(catalog: try Catalog.builtIn())
    defer { harness.cleanUp() }
    for width in 20...200 {
      for view in ViewHarness.views {
        let result = harness.run(
          view + ["--color", colour ? "always" : "never"], environment: ["COLUMNS": String(width)], isTerminal: true)
        #expect(result.status == 0, "\(view) at \(width)")
        for line in lines(result.output) where DisplayWidth.of(line) > width {
          Issue.record("\(view.joined(separator: " ")) at \(width) columns: \(DisplayWidth.of(line)) wide: \(line)")
        }
      }
    }
  }

  @Test("At 20 columns list keeps ids and names, progress the continent and activity figures")
  func narrowest() throws {
    let harness = ViewHarness.prepared(catalog: try Catalog.builtIn())
    defer { harness.cleanUp() }
    let list = lines(
      harness.run(
        ["list", "--continent", "asia", "--color", "never"], environment: ["COLUMNS": "20"], isTerminal: true
      ).output)
    #expect(list.contains { $0.hasPrefix("  1016  Mount Fuji") })
    let progress = lines(harness.run(["progress"], environment: ["COLUMNS": "20"], isTerminal: true).output)
    let header = try #require(progress.first.map(ColorStripping.stripped))
    #expect(header.hasSuffix("Activities"))
    let total = try #require(progress.last.map(ColorStripping.stripped))
    #expect(try total.hasPrefix("Total") && total.hasSuffix("/\(harness.catalog.landmarks.count * 4)"))
    // At 30 the badge figures come back, beside shortened continent names.
    let wider = lines(harness.run(["progress"], environment: ["COLUMNS": "30"], isTerminal: true).output)
    #expect(wider.first.map(ColorStripping.stripped)?.hasSuffix("Activities  Badges") == true)
  }

  @Test(
    "A long collection name is shortened in its own column; counts and descriptions stay", arguments: [60, 100, 160])
  func longCollectionName(width: Int) throws {
    let harness = ViewHarness.prepared(catalog: try Catalog.builtIn())
    defer { harness.cleanUp() }
    let result = harness.run(
      ["collections", "--color", "never"], environment: ["COLUMNS": String(width)], isTerminal: true)
    let rows = lines(result.output)
    let favorites = try #require(rows.first { $0.hasPrefix("Favorites") })
    let long = try #require(rows.first { $0.hasPrefix("The Longest") })
    // Only the shortened name ends in "…"; both rows show their counts, in one aligned column.
    #expect(!favorites.contains("…"))
    #expect(long.contains("… ") && long.contains("3 landmarks  A collection"))
    let favoritesCount = try #require(favorites.range(of: "2 landmarks"))
    let longCount = try #require(long.range(of: "3 landmarks"))
    #expect(
      DisplayWidth.of(String(favorites[..<favoritesCount.upperBound]))
        == DisplayWidth.of(String(long[..<longCount.upperBound])))
  }

  @Test("Piped, a long name is kept whole and pushes only its own row")
  func pipedLongName() throws {
    let harness = ViewHarness.prepared(catalog: try Catalog.builtIn())
    defer { harness.cleanUp() }
    let rows = lines(harness.run(["collections"], environment: ["COLUMNS": "40"]).output)
    let favorites = try #require(rows.first { $0.hasPrefix("Favorites") })
    let long = try #require(rows.first { $0.hasPrefix(ViewHarness.longName) })
    #expect(DisplayWidth.of(favorites) == CollectionsOutput.pipedNameCap + 2 + 12)
    #expect(long.hasPrefix(ViewHarness.longName + "   3 landmarks  A collection described"))
    #expect(!rows.joined().contains("…"))
  }

  @Test("Prose wraps at 100 columns at most, however wide the terminal")
  func proseWidth() throws {
    let harness = ViewHarness.prepared(catalog: try Catalog.builtIn())
    defer { harness.cleanUp() }
    let fuji = try #require(try harness.catalog.landmark(id: 1016))
    let show = lines(
      harness.run(["show", "1016", "--color", "never"], environment: ["COLUMNS": "300"], isTerminal: true).output)
    // The description sits between the first two blank lines.
    let start = try #require(show.firstIndex(of: "")) + 1
    let wrapped = show[start...].prefix { !$0.isEmpty }
    #expect(wrapped.count > 1)
    #expect(wrapped.joined(separator: " ") == fuji.description)
    for line in wrapped { #expect(DisplayWidth.of(line) <= OutputStyle.proseWidth) }
    let detail = lines(
      harness.run(
        ["collections", "show", ViewHarness.longName, "--color", "never"], environment: ["COLUMNS": "300"],
        isTerminal: true
      ).output)
    let about = detail.dropFirst().prefix { !$0.isEmpty }
    #expect(about.count > 1)
    for line in about { #expect(DisplayWidth.of(line) <= OutputStyle.proseWidth) }
    // Piped, the description stays on one line, wider than any terminal wrap.
    let piped = harness.run(["show", "1016"]).output
    #expect(lines(piped).contains(fuji.description))
  }
}
