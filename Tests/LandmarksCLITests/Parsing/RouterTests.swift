import Testing

@testable import LandmarksCLI

@Suite("Router")
struct RouterTests {
  @Test(
    "Command words lead to the right command",
    arguments: [
      (["list", "--json"], "list", ["--json"]),
      (["collections", "create", "Trip"], "collections create", ["Trip"]),
      (["collections", "show", "show"], "collections show", ["show"]),
      (["badges", "--all"], "badges", ["--all"]),
      (["--color", "never", "list"], "list", ["--color", "never"]),
      (["--version"], "", ["--version"]),
      (["--help", "list"], "list", ["--help"]),
      (["-h", "collections", "create"], "collections create", ["-h"]),
    ] as [([String], String, [String])])
  func routes(arguments: [String], path: String, tokens: [String]) throws {
    let route = try Router.route(arguments)
    #expect(route.path.joined(separator: " ") == path)
    #expect(route.tokens == tokens)
  }

  @Test("A mistyped command suggests the nearest")
  func unknownCommand() {
    #expect(throws: UsageError.unknownCommand(name: "lsit", suggestions: ["list"])) {
      try Router.route(["lsit"])
    }
  }

  @Test("A mistyped subcommand names its parent")
  func unknownSubcommand() {
    #expect(throws: UsageError.unknownCommand(name: "collections creat", suggestions: ["collections create"])) {
      try Router.route(["collections", "creat", "Trip"])
    }
  }
}
