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

  @Test("Hostile names cannot drive the terminal")
  func hostileText() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("collections", "create", "evil\u{1B}[2Jname") == 64)
    #expect(test.run("collections", "create", "Fine") == 0)
    #expect(test.run("collections", "describe", "fine", "bad\u{1B}]0;title\u{07}") == 0)
    #expect(test.run("collections") == 0)
    #expect(!test.output.text.contains("\u{1B}"))
    #expect(test.output.text.contains("\\u{1b}"))
  }
}
