import Foundation
import LandmarksCore
import LandmarksModels
import Testing

@testable import LandmarksCLI

/// The shared filters: values of one option are "any of", different options "all of", and `list`
/// and `badges --all` select exactly the same landmarks.
@Suite("Landmark selection, in-process")
struct LandmarkSelectionTests {
  /// One filter command line and, written out by hand from the catalog's data, what it should keep.
  struct Case: Sendable, CustomTestStringConvertible {
    /// The filter options, without the command.
    let arguments: [String]
    /// Whether a landmark belongs in the result, decided from its own data.
    let keeps: @Sendable (Landmark) -> Bool
    /// False for the one case where nothing matching is the point.
    var expectsSome = true

    /// The options as typed, to name the case in test output.
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["--country", "IS", "--country", "JP"]) { ["IS", "JP"].contains($0.country) },
    Case(arguments: ["--country", "IS,JP"]) { ["IS", "JP"].contains($0.country) },
    Case(arguments: ["--country", "is, jpn", "--country", "Iceland"]) { ["IS", "JP"].contains($0.country) },
    Case(arguments: ["--country", "UK"]) { $0.country == "GB" },
    Case(arguments: ["--country", "EL"]) { $0.country == "GR" },
    Case(arguments: ["--continent", "AQ"]) { $0.continent == .antarctica },
    Case(arguments: ["--continent", "europe,asia", "--kind", "volcano"]) {
      [.europe, .asia].contains($0.continent) && $0.kinds.contains(.volcano)
    },
    Case(arguments: ["--continent", "EU", "--continent", "AS", "--kind", "volcano"]) {
      [.europe, .asia].contains($0.continent) && $0.kinds.contains(.volcano)
    },
    Case(arguments: ["--kind", "volcano", "--kind", "glaciers"]) {
      $0.kinds.contains(.volcano) || $0.kinds.contains(.glacier)
    },
    Case(arguments: ["--kind", "volcano,glacier", "--continent", "europe"]) {
      ($0.kinds.contains(.volcano) || $0.kinds.contains(.glacier)) && $0.continent == .europe
    },
    Case(arguments: ["--kind", "temple,castle", "--country", "JP,DE,IN"]) {
      ($0.kinds.contains(.temple) || $0.kinds.contains(.castle)) && ["JP", "DE", "IN"].contains($0.country)
    },
    Case(arguments: ["--country", "IS", "--kind", "volcano"]) { $0.country == "IS" && $0.kinds.contains(.volcano) },
    Case(arguments: ["--continent", "africa", "--country", "JP"], keeps: { _ in false }, expectsSome: false),
  ]

  /// The ids of `landmarks list … --json`.
  static func listedIDs(_ test: TestContext, _ arguments: [String]) throws -> Set<Int> {
    let before = test.output.text.count
    #expect(test.run(arguments: ["list"] + arguments + ["--json"]) == 0, "\(test.errors.text)")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(test.output.text.dropFirst(before).utf8)) as? [[String: Any]])
    return Set(items.compactMap { $0["id"] as? Int })
  }

  /// The landmark ids of `landmarks badges … --json`.
  static func badgeIDs(_ test: TestContext, _ arguments: [String]) throws -> Set<Int> {
    let before = test.output.text.count
    #expect(test.run(arguments: ["badges"] + arguments + ["--json"]) == 0, "\(test.errors.text)")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(test.output.text.dropFirst(before).utf8)) as? [[String: Any]])
    return Set(items.compactMap { ($0["landmark"] as? [String: Any])?["id"] as? Int })
  }

  @Test("list keeps exactly the landmarks the filters describe", arguments: cases)
  func listSelects(_ filterCase: Case) throws {
    let test = TestContext()
    defer { test.cleanUp() }
    let expected = Set(try Catalog.builtIn().landmarks.filter(filterCase.keeps).map(\.id))
    #expect(expected.isEmpty != filterCase.expectsSome)
    #expect(try Self.listedIDs(test, filterCase.arguments) == expected)
  }

  @Test("badges --all shows the badges of exactly those landmarks", arguments: cases)
  func badgesSelect(_ filterCase: Case) throws {
    let test = TestContext()
    defer { test.cleanUp() }
    let expected = Set(
      try Catalog.builtIn().landmarks.filter { $0.badge != nil && filterCase.keeps($0) }.map(\.id))
    #expect(try Self.badgeIDs(test, ["--all"] + filterCase.arguments) == expected)
  }

  @Test("badges --all --country IS shows only Icelandic landmarks with badges, and says when there are none")
  func badgesOfIceland() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    let catalog = try Catalog.builtIn()
    let iceland = try catalog.landmarks.filter { $0.country == "IS" }
    #expect(!iceland.isEmpty)
    #expect(try Self.badgeIDs(test, ["--all", "--country", "IS"]) == Set(iceland.filter { $0.badge != nil }.map(\.id)))
    let before = (test.output.text.count, test.errors.text.count)
    #expect(test.run("badges", "--all", "--country", "IS") == 0)
    let shown = String(test.output.text.dropFirst(before.0))
    for landmark in try catalog.landmarks where landmark.badge != nil && landmark.country != "IS" {
      #expect(!shown.contains(landmark.name))
    }
    if iceland.allSatisfy({ $0.badge == nil }) {
      #expect(String(test.errors.text.dropFirst(before.1)).contains("None of the \(iceland.count) landmarks"))
    }
  }

  @Test("Plain badges applies the filters too: only badges earned within the selection")
  func earnedBadgesFiltered() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("mark", "fuji", "--all") == 0)
    #expect(test.run("mark", "etna", "--all") == 0)
    #expect(try Self.badgeIDs(test, []) == [1016, 1320])
    #expect(try Self.badgeIDs(test, ["--country", "JP"]) == [1016])
    #expect(try Self.badgeIDs(test, ["--continent", "europe,africa"]) == [1320])
    #expect(try Self.badgeIDs(test, ["--country", "TZ"]) == [])
    let before = test.errors.text.count
    #expect(test.run("badges", "--country", "TZ") == 0)
    #expect(String(test.errors.text.dropFirst(before)).contains("add --all"))
  }

  @Test("Collections combine as any of, favorites with them as all of; a comma in a name is kept whole")
  func collectionsAndFavorites() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    for line in [
      ["collections", "create", "Iceland 2025"], ["collections", "add", "Iceland 2025", "kirkjufell", "vatnajokull"],
      ["collections", "create", "Japan, spring"], ["collections", "add", "Japan, spring", "fuji", "1110"],
      ["favorites", "add", "fuji"], ["favorites", "add", "uluru"],
    ] {
      #expect(test.run(arguments: line) == 0, "\(line): \(test.errors.text)")
    }
    #expect(try Self.listedIDs(test, ["--collection", "Iceland 2025"]) == [1022, 1324])
    #expect(try Self.listedIDs(test, ["--collection", "Japan, spring"]) == [1016, 1110])
    #expect(
      try Self.listedIDs(test, ["--collection", "Iceland 2025", "--collection", "japan, spring"])
        == [1022, 1324, 1016, 1110])
    #expect(try Self.listedIDs(test, ["--favorites"]) == [1016, 1150])
    #expect(try Self.listedIDs(test, ["--favorites", "--collection", "Japan, spring"]) == [1016])
    #expect(try Self.listedIDs(test, ["--favorites", "--collection", "Iceland 2025"]) == [])
    #expect(
      try Self.badgeIDs(test, ["--all", "--collection", "Iceland 2025", "--collection", "Japan, spring"]) == [1016])
    #expect(test.run("list", "--collection", "Iceland 2026") == 1)
  }

  @Test("Parsing splits commas, trims, and refuses an option given only blanks")
  func parsing() throws {
    var arguments = ParsedArguments()
    arguments.values = ["continent": ["EU, as", "AQ"], "kind": ["volcano"], "country": ["IS,JP"]]
    arguments.flags = ["favorites"]
    let selection = try LandmarkSelection(arguments: arguments)
    #expect(selection.continents == [.europe, .asia, .antarctica])
    #expect(selection.kinds == [.volcano])
    #expect(selection.countries == ["IS,JP"])
    #expect(selection.favoritesOnly && selection.needsState && !selection.isEmpty)
    #expect(try LandmarkSelection(arguments: ParsedArguments()).isEmpty)
    var blank = ParsedArguments()
    blank.values = ["kind": [" , "]]
    #expect(throws: UsageError.self) { try LandmarkSelection(arguments: blank) }
  }

  @Test("Without filters, list keeps the featured landmark on top; with any, it does not")
  func featuredOnlyUnfiltered() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("list") == 0)
    #expect(test.output.text.hasPrefix("★ Featured"))
    let before = test.output.text.count
    #expect(test.run("list", "--country", "JP,IS") == 0)
    #expect(!String(test.output.text.dropFirst(before)).contains("Featured"))
  }

  @Test("A filter that needs no state works when the store cannot be read; one that does fails")
  func damagedStore() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    try FileManager.default.createDirectory(at: test.home, withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: test.home.appendingPathComponent("state.json"))
    #expect(test.run("list", "--country", "IS,JP") == 0)
    #expect(test.run("list", "--favorites") == 65)
  }
}
