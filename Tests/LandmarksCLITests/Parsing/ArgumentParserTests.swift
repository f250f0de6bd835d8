import Testing

@testable import LandmarksCLI

@Suite("Argument parser")
struct ArgumentParserTests {
  private let configuration = CommandConfiguration(
    name: "sample",
    abstract: .listAbstract,
    arguments: [
      .init(name: "first", arity: .required, help: .optionJson),
      .init(name: "rest", arity: .zeroOrMore, help: .optionJson),
    ],
    options: [.option("limit", short: "l", value: "n", help: .optionJson), .flag("all", help: .optionJson), .json]
  )

  private func parse(_ tokens: [String]) throws -> ParsedArguments {
    try ArgumentParser(configuration: configuration).parse(tokens)
  }

  @Test("Positionals, values and flags are separated")
  func separates() throws {
    let parsed = try parse(["a", "--limit", "3", "b", "--json", "c"])
    #expect(parsed.positionals == ["a", "b", "c"])
    #expect(parsed.value("limit") == "3")
    #expect(parsed.flag("json"))
    #expect(!parsed.flag("all"))
  }

  @Test("--name=value, short names and -- are understood")
  func forms() throws {
    #expect(try parse(["a", "--limit=5"]).value("limit") == "5")
    #expect(try parse(["a", "-l", "7"]).value("limit") == "7")
    #expect(try parse(["--", "--json", "-x"]).positionals == ["--json", "-x"])
    #expect(try parse(["-33.9,18.4"]).positionals == ["-33.9,18.4"])
  }

  @Test("An unknown option suggests the nearest known one")
  func unknownOption() {
    #expect(throws: UsageError.unknownOption(option: "--limt", suggestions: ["--limit"])) {
      try parse(["a", "--limt", "3"])
    }
  }

  @Test(
    "Malformed command lines are usage errors",
    arguments: [
      (["a", "--limit"], UsageError.missingValue(option: "--limit <n>")),
      (["a", "--json=yes"], UsageError.unexpectedValue(option: "--json")),
      ([], UsageError.missingArgument(name: "<first>")),
    ] as [([String], UsageError)])
  func malformed(tokens: [String], expected: UsageError) {
    #expect(throws: expected) { try parse(tokens) }
  }

  @Test("Too many positionals are reported")
  func tooMany() {
    let strict = CommandConfiguration(
      name: "one", abstract: .listAbstract, arguments: [.init(name: "only", arity: .required, help: .optionJson)])
    #expect(throws: UsageError.unexpectedArgument("extra")) {
      try ArgumentParser(configuration: strict).parse(["value", "extra"])
    }
  }

  @Test("--help skips the arity check so help always shows")
  func helpSkipsArity() throws {
    #expect(try parse(["--help"]).flag("help"))
  }
}
