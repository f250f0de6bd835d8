import Foundation
import LandmarksCore
import Testing

@testable import LandmarksCLI

@Suite("Hidden __complete command")
struct CompleteCommandTests {
  /// The values (before any tab) that `landmarks __complete WORDS…` prints.
  private func complete(_ words: String..., in test: TestContext) -> [String] {
    let before = test.output.text.count
    #expect(test.run(arguments: ["__complete"] + words) == 0)
    return test.output.text.dropFirst(before).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { String($0.split(separator: "\t", omittingEmptySubsequences: false).first ?? "") }
  }

  @Test("A landmark completes to its slug, from the start of the slug or of a name's word")
  func landmarks() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(complete("show", "fuj", in: test) == ["mount-fuji"])
    #expect(complete("show", "mount-fu", in: test) == ["mount-fuji"])
    #expect(complete("show", "Mount Fu", in: test) == ["mount-fuji"])
    #expect(complete("show", "ayers", in: test) == ["uluru"])
    #expect(complete("show", "1016", in: test) == ["mount-fuji"])
    #expect(complete("favorites", "add", "fuji", "vatnaj", in: test) == ["vatnajokull"])
    #expect(complete("show", "", in: test).count == (try? Catalog.builtIn().landmarks.count))
    #expect(complete("show", "zzzz", in: test).isEmpty)
  }

  @Test("Commands, subcommands and options complete from the declarations; help is not offered __complete")
  func commandsAndOptions() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(complete("sho", in: test) == ["show"])
    #expect(complete("", in: test).contains("completion"))
    #expect(!complete("", in: test).contains(where: { $0.hasPrefix("_") }))
    #expect(complete("collections", "re", in: test) == ["rename", "remove"])
    #expect(complete("list", "--co", in: test) == ["--continent", "--country", "--collection", "--color"])
    #expect(!complete("list", "--json", "--j", in: test).contains("--json"))
    #expect(complete("help", "collections", "cr", in: test) == ["create"])
    #expect(complete("completion", "", in: test) == ["bash", "zsh", "fish"])
    #expect(complete("featured", "", in: test).contains("--json"))
  }

  @Test("Values of each kind: activities, continents, kinds, countries, colours")
  func values() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(complete("mark", "fuji", "", in: test) == ["photo", "read", "nature", "sketch"])
    #expect(complete("mark", "fuji", "photo", "take", in: test) == ["photo"])
    #expect(complete("list", "--continent", "north", in: test) == ["north-america"])
    #expect(complete("list", "--continent", "EU", in: test) == ["europe"])
    #expect(complete("list", "--kind", "volc", in: test) == ["volcano"])
    #expect(complete("list", "--kind", "form", in: test) == ["rock-formation"])
    #expect(complete("list", "--country", "jap", in: test) == ["JP"])
    #expect(complete("list", "--country", "isl", in: test).first == "IS")
    #expect(complete("list", "--country=is", in: test) == ["--country=IS", "--country=IL"])
    #expect(complete("list", "--color", "a", in: test) == ["auto", "always"])
    #expect(complete("map", "--width", "", in: test).isEmpty)
  }

  @Test("A file value asks the shell to complete paths")
  func files() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(complete("map", "--svg", "wor", in: test) == [""])
    #expect(test.output.text == "\tfile\n")
    #expect(complete("map", "--svg=wor", in: test) == [""])
  }

  @Test("Collection names come from the store, by start or by word, spaces and all")
  func collections() {
    let test = TestContext()
    defer { test.cleanUp() }
    test.run("collections", "create", "Road Trip")
    test.run("collections", "create", "Icy Wonderland")
    #expect(complete("collections", "show", "tr", in: test) == ["Road Trip"])
    #expect(complete("list", "--collection", "", in: test) == ["Favorites", "Road Trip", "Icy Wonderland"])
    #expect(complete("collections", "add", "icy", in: test) == ["Icy Wonderland"])
  }

  @Test("No store yet: completing a collection prints nothing, writes nothing, and never fails")
  func noStore() {
    let test = TestContext()
    defer { test.cleanUp() }
    #expect(complete("collections", "show", "", in: test) == ["Favorites"])
    #expect(test.errors.text.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: test.home.path))
  }

  @Test("At most 200 candidates, however big the catalog")
  func limit() throws {
    let context = try MapCommandTests.syntheticContext(count: 500, columns: 80)
    defer { try? FileManager.default.removeItem(atPath: context.homeDirectory) }
    #expect(LandmarksApp.run(["__complete", "show", "synth"], context: context) == 0)
    let output = try #require(context.standardOutput as? BufferSink)
    let lines = output.text.split(separator: "\n")
    #expect(lines.count == CompletionOutput.limit)
    #expect(lines.first == "synthetic-0\tSynthetic 0")
  }

  @Test("Candidates that could break the line protocol or drive the terminal are left out")
  func unsafeCandidates() {
    let output = CompletionOutput(candidates: [
      .init(value: "ok", description: "fine\tthen"), .init(value: "bad\nline"), .init(value: "\u{1B}[31m"),
      .init(value: ""), .init(value: "ok"),
    ])
    let text = output.text(in: OutputStyle(context: TestContext().context, choice: .never))
    #expect(text == "ok\tfine then\n")
  }
}
