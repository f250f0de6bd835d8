import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

/// `undo`, `undo --list` and `redo`, in-process: what they say and their exit status.
@Suite("undo and redo, in-process")
struct UndoCommandTests {
  /// Runs a command line and returns its exit status with what it printed to stdout and stderr.
  private func run(_ test: TestContext, _ arguments: String...) -> (status: Int32, output: String, errors: String) {
    let (output, errors) = (test.output.text.count, test.errors.text.count)
    let status = test.run(arguments: arguments)
    return (status, String(test.output.text.dropFirst(output)), String(test.errors.text.dropFirst(errors)))
  }

  /// One command, and what undo says it did, then what redo says.
  struct Case: Sendable, CustomTestStringConvertible {
    let setup: [[String]]
    let command: [String]
    let undone: String
    let redone: String
    var testDescription: String { command.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(
      setup: [], command: ["mark", "fuji", "photo"], undone: "Unmarked take a photo at Mount Fuji.\n",
      redone: "Marked take a photo at Mount Fuji.\n"),
    Case(
      setup: [], command: ["mark", "fuji", "--all"],
      undone:
        "Unmarked take a photo, read the description, find a cool piece of nature and draw a sketch at Mount Fuji.\n"
        + "The Mount Fuji badge is no longer earned.\n",
      redone:
        "Marked take a photo, read the description, find a cool piece of nature and draw a sketch at Mount Fuji.\n"
        + "You earned the Mount Fuji badge! ⛰️\n"),
    Case(
      setup: [["mark", "petra", "photo", "sketch"]], command: ["unmark", "petra", "sketch"],
      undone: "Marked draw a sketch at Petra.\n", redone: "Unmarked draw a sketch at Petra.\n"),
    Case(
      setup: [], command: ["favorites", "add", "fuji", "petra"],
      undone: "Removed Mount Fuji and Petra from Favorites.\n", redone: "Added Mount Fuji and Petra to Favorites.\n"),
    Case(
      setup: [["favorites", "add", "fuji"]], command: ["favorites", "remove", "fuji"],
      undone: "Added Mount Fuji to Favorites.\n", redone: "Removed Mount Fuji from Favorites.\n"),
    Case(
      setup: [], command: ["collections", "create", "Trip"], undone: "Deleted the collection Trip.\n",
      redone: "Created the collection Trip.\n"),
    Case(
      setup: [["collections", "create", "Trip"]], command: ["collections", "delete", "Trip", "--yes"],
      undone: "Restored the collection Trip.\n", redone: "Deleted the collection Trip.\n"),
    Case(
      setup: [["collections", "create", "Trip"]], command: ["collections", "rename", "Trip", "Big Trip"],
      undone: "Renamed the collection Big Trip to Trip.\n", redone: "Renamed the collection Trip to Big Trip.\n"),
    Case(
      setup: [["collections", "create", "Trip"]], command: ["collections", "describe", "Trip", "Sand and sun"],
      undone: "Cleared the description of Trip.\n", redone: "Described Trip as \"Sand and sun\".\n"),
    Case(
      setup: [["collections", "create", "Trip"]], command: ["collections", "add", "Trip", "uluru"],
      undone: "Removed Uluru from Trip.\n", redone: "Added Uluru to Trip.\n"),
    Case(
      setup: [], command: ["badges", "hide"], undone: "Showed the badge stack.\n", redone: "Hid the badge stack.\n"),
  ]

  @Test("undo says what it reverted, redo what it re-applied", arguments: cases)
  func undoAndRedoSayWhatTheyDid(_ example: Case) throws {
    let test = TestContext()
    defer { test.cleanUp() }
    for line in example.setup { #expect(test.run(arguments: line) == 0) }
    #expect(test.run(arguments: example.command) == 0)
    let undo = run(test, "undo")
    #expect(undo.status == 0, "\(undo.errors)")
    #expect(undo.output == example.undone)
    let redo = run(test, "redo")
    #expect(redo.status == 0, "\(redo.errors)")
    #expect(redo.output == example.redone)
  }

  @Test("undo --list shows what can be undone, newest first, with times; --json as an array")
  func list() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    test.run("mark", "fuji", "photo")
    test.run("favorites", "add", "uluru")
    test.run("badges", "hide")
    test.run("undo")
    let listed = run(test, "undo", "--list")
    #expect(listed.status == 0)
    #expect(
      listed.output == """
        2026-11-29 12:00  Added Uluru to Favorites.
        2026-11-29 12:00  Marked take a photo at Mount Fuji.

        """)
    let json = run(test, "undo", "--list", "--json")
    let items = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
    #expect(items.map { Set($0.keys) } == [["at", "summary"], ["at", "summary"]])
    #expect(items.first?["summary"] as? String == "Added Uluru to Favorites.")
    #expect(items.first?["at"] as? String == "2026-11-29T12:00:00Z")
  }

  @Test("nothing to undo or redo is exit 1 with a sentence saying so; the list is empty, exit 0")
  func nothingToUndo() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    let undo = run(test, "undo")
    #expect(undo.status == 1)
    #expect(undo.output.isEmpty)
    #expect(undo.errors.hasPrefix("Error: Nothing to undo"))
    let redo = run(test, "redo")
    #expect(redo.status == 1)
    #expect(redo.errors.hasPrefix("Error: Nothing to redo"))
    let list = run(test, "undo", "--list")
    #expect(list.status == 0)
    #expect(list.output.isEmpty)
    #expect(list.errors == "Nothing can be undone: no change is recorded yet.\n")
    #expect(run(test, "undo", "--list", "--json").output == "[]\n")
    #expect(!FileManager.default.fileExists(atPath: test.home.path), "nothing to undo creates nothing")
  }

  @Test("undo --json without --list is a usage error")
  func jsonNeedsList() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(test.run("undo", "--json") == 64)
  }

  @Test("an import made after the change undone gets a note pointing to sources remove")
  func importNote() throws {
    let test = TestContext()
    defer { test.cleanUp() }
    test.run("mark", "fuji", "photo")
    // The context's clock is fixed before the real one, so the list written now is newer.
    try Data("[]".utf8).write(to: test.home.appendingPathComponent("sources.json"))
    let undo = run(test, "undo")
    #expect(undo.status == 0)
    #expect(undo.errors.contains("sources remove"))
  }
}
