import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

/// Collection and favorites commands in-process: look-alike names, the delete question, hostile names.
@Suite("Collection commands")
struct CollectionCommandTests {
  /// The stored state of a test's home.
  private func stored(_ test: TestContext) throws -> UserState {
    try StateStore(location: StoreLocation(directory: test.home)).load()
  }

  /// A context holding "Iceland 2025" and "Iceland ❄️", with K2 in the second.
  private func twoIcelands(isTerminal: Bool = false, input: [String] = []) -> TestContext {
    let test = TestContext(isTerminal: isTerminal, input: input)
    test.run("collections", "create", "Iceland 2025")
    test.run("collections", "create", "Iceland ❄️")
    test.run("collections", "add", "Iceland ❄️", "k2")
    return test
  }

  @Test(
    "a bare word that could mean either Iceland changes nothing, in every command, and names both",
    arguments: [
      ["collections", "delete", "iceland", "--yes"], ["collections", "rename", "iceland", "Reykjavik"],
      ["collections", "remove", "iceland", "k2"], ["collections", "add", "iceland", "fuji"],
      ["collections", "describe", "iceland", "Cold"], ["collections", "show", "iceland"],
      ["list", "--collection", "iceland"],
    ])
  func ambiguousEverywhere(_ arguments: [String]) throws {
    let test = twoIcelands()
    defer { test.cleanUp() }
    let before = try stored(test)
    #expect(test.run(arguments: arguments) == 1)
    #expect(test.errors.text.contains("'iceland' could be any of 2 collections: \"Iceland 2025\""))
    #expect(test.errors.text.contains("\"Iceland ❄️\""))
    #expect(try stored(test) == before)
  }

  @Test("delete, rename and remove refuse a loose name even when it fits one collection")
  func exactCommandsRefuseLooseNames() throws {
    let test = twoIcelands()
    defer { test.cleanUp() }
    let before = try stored(test)
    #expect(test.run("collections", "delete", "iceland 2", "--yes") == 1)
    #expect(test.errors.text.contains("Did you mean \"Iceland 2025\""))
    #expect(test.run("collections", "rename", "iceland 2", "Reykjavik") == 1)
    #expect(test.run("collections", "remove", "Iceland", "k2") == 1)
    #expect(try stored(test) == before)
    // The loose reading commands take it.
    #expect(test.run("collections", "add", "iceland 2", "fuji") == 0)
    #expect(test.output.text.contains("Added Mount Fuji to Iceland 2025."))
  }

  @Test("an exact name or an id prefix deletes exactly that collection")
  func exactNameAndIDDelete() throws {
    let test = TestContext(identifiers: [
      "3f2a9c41-aaaa-4aaa-8aaa-aaaaaaaaaaaa", "77e01b52-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
    ])
    defer { test.cleanUp() }
    test.run("collections", "create", "Iceland 2025")
    test.run("collections", "create", "Iceland ❄️")
    #expect(test.run("collections", "delete", "77e01b52", "--yes") == 0)
    #expect(test.output.text.contains("Deleted the collection Iceland ❄️."))
    #expect(test.run("collections", "delete", "ICELAND 2025", "--yes") == 0)
    #expect(try stored(test).liveCollections.map(\.name.value) == ["Favorites"])
  }

  @Test("answering no keeps the collection, says so plainly and exits 1")
  func declineIsNotAnError() throws {
    let test = twoIcelands(isTerminal: true, input: ["n"])
    defer { test.cleanUp() }
    #expect(test.run("collections", "delete", "Iceland 2025") == 1)
    #expect(
      test.errors.text == "Delete the collection Iceland 2025 (0 landmarks)? [y/N] Kept the collection Iceland 2025.\n")
    #expect(try stored(test).liveCollections.count == 3)
  }

  @Test("end of input at the question ends the line before saying the collection was kept")
  func endOfInputEndsTheLine() throws {
    let test = twoIcelands(isTerminal: true, input: [])
    defer { test.cleanUp() }
    #expect(test.run("collections", "delete", "Iceland ❄️") == 1)
    #expect(
      test.errors.text == "Delete the collection Iceland ❄️ (1 landmark)? [y/N] \nKept the collection Iceland ❄️.\n")
    #expect(try stored(test).liveCollections.count == 3)
  }

  @Test("without a terminal, delete still reports a missing --yes as an error")
  func confirmationRequiredIsAnError() {
    let test = twoIcelands()
    defer { test.cleanUp() }
    #expect(test.run("collections", "delete", "Iceland 2025") == 1)
    #expect(test.errors.text.hasPrefix("Error: Refusing to delete the collection Iceland 2025"))
  }

  // MARK: - Favorites take several landmarks

  @Test("favorites add, remove and toggle take several landmarks")
  func favoritesTakeSeveral() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    let catalog = try Catalog.builtIn()
    let (fuji, kirkjufell, uluru) = try (
      catalog.resolve("fuji").id, catalog.resolve("kirkjufell").id, catalog.resolve("uluru").id
    )
    #expect(test.run("favorites", "add", "fuji", "kirkjufell") == 0)
    #expect(test.output.text == "Added Mount Fuji to Favorites.\nAdded Kirkjufell Mountain to Favorites.\n")
    #expect(try stored(test).favorites.landmarkIDs == [fuji, kirkjufell])
    #expect(test.run("favorites", "toggle", "fuji", "uluru") == 0)
    #expect(try stored(test).favorites.landmarkIDs == [kirkjufell, uluru])
    #expect(test.run("favorites", "remove", "kirkjufell", "uluru") == 0)
    #expect(try stored(test).favorites.landmarkIDs.isEmpty)
  }

  @Test(
    "one unknown landmark changes nothing in favorites",
    arguments: [["add", "fuji", "nosuchplace"], ["remove", "fuji", "nosuchplace"], ["toggle", "nosuchplace", "k2"]])
  func favoritesAllOrNothing(_ arguments: [String]) throws {
    let test = TestContext()
    defer { test.cleanUp() }
    test.run("favorites", "add", "fuji")
    let before = try stored(test)
    #expect(test.run(arguments: ["favorites"] + arguments) == 1)
    #expect(test.errors.text.contains("nosuchplace"))
    #expect(try stored(test) == before)
  }

  // MARK: - Names from a hand-edited store

  /// A context whose store holds two collections renamed by hand to hostile names.
  private func hostileStore(_ first: String, _ second: String) throws -> TestContext {
    let test = TestContext()
    test.run("collections", "create", "First")
    test.run("collections", "create", "Second")
    let file = test.home.appendingPathComponent("state.json")
    let edited = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: "\"First\"", with: first)
      .replacingOccurrences(of: "\"Second\"", with: second)
    try Data(edited.utf8).write(to: file)
    return test
  }

  @Test("hostile names in an ambiguity error cannot drive the terminal")
  func hostileNamesInErrors() throws {
    let test = try hostileStore("\"Evil\\u001b[2J one\"", "\"Evil\\u202e two\"")
    defer { test.cleanUp() }
    #expect(test.run("collections", "show", "evil") == 1)
    #expect(!test.errors.text.contains("\u{1B}"))
    #expect(!test.errors.text.contains("\u{202E}"))
    #expect(test.errors.text.contains("Evil\\u{1b}[2J one"))
    #expect(test.errors.text.contains("Evil\\u{202e} two"))
  }

  @Test("hostile names in JSON are cleaned too: JSON escapes C0 controls but not bidi overrides")
  func hostileNamesInJSON() throws {
    let test = try hostileStore("\"Evil\\u202e one\"", "\"Evil\\u009b two\"")
    defer { test.cleanUp() }
    #expect(test.run("collections", "--json") == 0)
    #expect(test.run("collections", "show", "evil one", "--json") == 0)
    #expect(!test.output.text.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x9B })
    #expect(test.output.text.contains("Evil\\\\u{202e} one"))
  }

  @Test("a long name is cut short in messages")
  func longNamesAreExcerpted() throws {
    let test = TestContext(isTerminal: true, input: ["n"])
    defer { test.cleanUp() }
    let name = String(repeating: "Glacier ", count: 12) + "end"
    #expect(test.run("collections", "create", name) == 0)
    #expect(test.run("collections", "delete", name) == 1)
    #expect(!test.errors.text.contains(name))
    #expect(test.errors.text.contains("Kept the collection \(name.prefix(60))…."))
  }

  // MARK: - Help

  @Test("help says which commands need the exact name or id, and favorites takes several")
  func helpText() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("collections", "delete", "--help") == 0)
    #expect(test.output.text.contains("exact name"))
    #expect(test.run("favorites", "add", "--help") == 0)
    #expect(test.output.text.contains("<landmark>..."))
    #expect(test.output.text.contains("favorites add fuji kirkjufell"))
  }
}
