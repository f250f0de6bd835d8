import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

@Suite("Commands over the store, in-process")
struct StateCommandTests {
  @Test("Marking all four earns the badge, with times from the context's clock")
  func earnBadge() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("mark", "fuji", "photo", "read", "nature") == 0)
    #expect(!test.output.text.contains("You earned"))
    #expect(test.run("mark", "fuji", "sketch") == 0)
    #expect(test.output.text.contains("You earned the Mount Fuji badge!"))
    let state = try StateStore(location: StoreLocation(directory: test.home)).load()
    #expect(state.record(of: .drawSketch, at: 1016)?.changedAt == TestContext.now)
  }

  @Test("The badge stack sits in the bottom right corner on a terminal and can be hidden")
  func badgeStackCorner() throws {
    let test = TestContext(environment: ["COLUMNS": "60"], isTerminal: true)
    defer { test.cleanUp() }
    test.run("mark", "fuji", "--all")
    let before = test.output.text.count
    #expect(test.run("list", "--color", "never") == 0)
    let listing = String(test.output.text.dropFirst(before))
    let last = try #require(listing.split(separator: "\n").last.map(String.init))
    #expect(last.hasSuffix("]"))
    #expect(last.hasPrefix("   "))
    #expect(DisplayWidth.of(last) == 59)
    test.run("badges", "hide")
    let hiddenStart = test.output.text.count
    test.run("list", "--color", "never")
    #expect(!String(test.output.text.dropFirst(hiddenStart)).contains("["))
  }

  @Test("Many earned badges wrap into right-aligned rows that fit the terminal")
  func badgeStackWraps() throws {
    let test = TestContext(environment: ["COLUMNS": "40"], isTerminal: true)
    defer { test.cleanUp() }
    let catalog = try Catalog.builtIn()
    let withBadges = try catalog.landmarks.filter { $0.badge != nil }.prefix(20)
    for landmark in withBadges { test.run("mark", String(landmark.id), "--all") }
    let start = test.output.text.count
    #expect(test.run("collections", "--color", "never") == 0)
    let rows = String(test.output.text.dropFirst(start)).split(separator: "\n").filter { $0.hasSuffix("]") }
    #expect(rows.count >= 2)
    for row in rows {
      #expect(DisplayWidth.of(String(row)) == 39)
    }
  }

  @Test("An empty landmark or query is a usage error")
  func emptyArguments() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("show", "") == 64)
    #expect(test.run("search", "  ") == 64)
    #expect(test.run("mark", "", "photo") == 64)
  }

  @Test("An empty description is allowed, and clears the one there was")
  func emptyDescriptionClears() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    let store = StateStore(location: StoreLocation(directory: test.home))
    #expect(test.run("collections", "create", "Trip", "--description", "Ten days by train") == 0)
    #expect(try store.load().collection(named: "Trip").description.value == "Ten days by train")
    #expect(test.run("collections", "describe", "trip", "") == 0)
    #expect(try store.load().collection(named: "Trip").description.value == "")
    let start = test.output.text.count
    #expect(test.run("collections", "show", "trip", "--json") == 0)
    let json = try JSONSerialization.jsonObject(with: Data(test.output.text.dropFirst(start).utf8)) as? [String: Any]
    #expect(json?["description"] as? String == "")
  }

  @Test("A name that fits two collections once accents are ignored is ambiguous")
  func ambiguousCollection() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("collections", "create", "Café") == 0)
    #expect(test.run("collections", "create", "Cafe") == 0)
    #expect(test.run("collections", "show", "cafe") == 0)
    #expect(test.run("collections", "show", "cafè") == 1)
    #expect(test.errors.text.contains("could be any of"))
  }

  @Test("Deleting on a terminal asks; 'n' keeps the collection, 'y' deletes it")
  func deleteAsks() throws {
    let test = TestContext(isTerminal: true, input: ["n", "y"])
    defer { test.cleanUp() }
    #expect(test.run("collections", "create", "Trip") == 0)
    #expect(test.run("collections", "delete", "trip") == 1)
    #expect(test.errors.text.contains("Delete the collection Trip"))
    #expect(try StateStore(location: StoreLocation(directory: test.home)).load().liveCollections.count == 2)
    #expect(test.run("collections", "delete", "trip") == 0)
    #expect(try StateStore(location: StoreLocation(directory: test.home)).load().liveCollections.count == 1)
  }

  @Test("Collections get the context's identifiers and keep them through a rename")
  func stableIdentifiers() throws {
    let test = TestContext(identifiers: ["c0ffee"])
    defer { test.cleanUp() }
    test.run("collections", "create", "Peaks")
    test.run("collections", "rename", "peaks", "Summits")
    let state = try StateStore(location: StoreLocation(directory: test.home)).load()
    #expect(try state.collection(named: "Summits").id == "c0ffee")
  }

  @Test("Control characters are refused in names and descriptions")
  func hostileInput() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("collections", "create", "evil\u{1B}[2Jname") == 64)
    #expect(test.run("collections", "create", "Fine") == 0)
    #expect(test.run("collections", "describe", "fine", "bad\u{1B}]0;title\u{07}") == 64)
    #expect(test.run("collections", "describe", "fine", "two\nlines") == 64)
  }

  @Test("Hostile text already in a store cannot drive the terminal")
  func hostileStore() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("collections", "create", "Fine", "--description", "calm") == 0)
    let file = test.home.appendingPathComponent("state.json")
    let edited = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: "\"Fine\"", with: "\"evil\\u001b[2Jname\"")
      .replacingOccurrences(of: "\"calm\"", with: "\"bad\\u001b]0;title\\u0007\"")
    try Data(edited.utf8).write(to: file)
    #expect(test.run("collections") == 0)
    #expect(test.run("collections", "show", "evil\u{1B}[2Jname") == 0)
    #expect(!test.output.text.contains("\u{1B}"))
    #expect(test.output.text.contains("evil\\u{1b}[2Jname"))
  }

}
