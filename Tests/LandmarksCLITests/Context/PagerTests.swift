import Foundation
import Testing

@testable import LandmarksCLI

@Suite("Pager: only text longer than the terminal, never piped or JSON, off when asked")
struct PagerTests {
  private static let twelveLines = String(repeating: "line\n", count: 12)

  @Test(
    "the decision table",
    arguments: [
      (twelveLines, false, true, 10, "less", "less"),  // longer than the screen
      (twelveLines, false, true, 12, "less", nil),  // exactly the screen: no pager
      ("short\n", false, true, 10, "less", nil),  // shorter
      (twelveLines, true, true, 10, "less", nil),  // --json
      (twelveLines, false, false, 10, "less", nil),  // piped
      (twelveLines, false, true, 10, nil, nil),  // --no-pager, pager off
      (twelveLines, false, true, nil, "less", nil),  // height unknown
    ] as [(String, Bool, Bool, Int?, String?, String?)])
  func decision(text: String, json: Bool, terminal: Bool, height: Int?, command: String?, expected: String?) {
    let screen = Terminal(
      outputIsTerminal: terminal, inputIsTerminal: terminal, reportedWidth: 80, reportedHeight: height)
    #expect(PagerDecision.pager(for: text, json: json, terminal: screen, command: command) == expected)
  }

  @Test("a long listing on a terminal goes to the pager, laid out for the terminal, and nothing else is printed")
  func paged() throws {
    let test = TestContext(environment: ["TERM": "xterm", "COLUMNS": "60"], isTerminal: true, height: 10)
    defer { test.cleanUp() }
    #expect(test.run("list") == 0)
    let run = try #require(test.pager.runs.first)
    #expect(test.pager.runs.count == 1)
    #expect(run.command == "less -FRX")
    #expect(run.text.contains("Mount Fuji"))
    #expect(run.text.contains("\u{1B}["), "colour is decided for the terminal, not the pager's pipe")
    #expect(run.text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 60 })
    #expect(run.environment["LESS"] == "FRX")
    #expect(test.output.text.isEmpty)
  }

  @Test("the pager command comes from LANDMARKS_PAGER, else the config, else PAGER; LESS is left as set")
  func command() throws {
    let test = TestContext(
      environment: ["LANDMARKS_PAGER": "most -s", "PAGER": "more", "LESS": "R"], isTerminal: true, height: 10)
    defer { test.cleanUp() }
    #expect(test.run("list") == 0)
    #expect(test.pager.runs.first?.command == "most -s")
    #expect(test.pager.runs.first?.environment["LESS"] == "R")
  }

  @Test(
    "printed directly: --no-pager, --json, piped, short output, paging off in the config or LANDMARKS_PAGER",
    arguments: [
      (["list", "--no-pager"], true, [:], false),
      (["--no-pager", "list"], true, [:], false),
      (["list", "--json"], true, [:], false),
      (["list"], false, [:], false),
      (["config"], true, [:], false),
      (["list"], true, ["LANDMARKS_PAGER": "off"], false),
      (["list"], true, [:], true),
    ] as [([String], Bool, [String: String], Bool)])
  func direct(arguments: [String], terminal: Bool, environment: [String: String], configOff: Bool) throws {
    let test = TestContext(environment: environment, isTerminal: terminal, height: terminal ? 40 : nil)
    defer { test.cleanUp() }
    if configOff { #expect(test.run("config", "set", "pager", "off") == 0) }
    #expect(test.run(arguments: arguments) == 0)
    #expect(test.pager.runs.isEmpty)
    #expect(!test.output.text.isEmpty)
  }

  @Test("a pager that cannot be started means printing directly")
  func failingPager() {
    let test = TestContext(isTerminal: true, height: 10, pagerOutcome: .couldNotStart)
    defer { test.cleanUp() }
    #expect(test.run("list") == 0)
    #expect(test.pager.runs.count == 1)
    #expect(test.output.text == test.pager.runs.first?.text)
    #expect(test.output.text.contains("Mount Fuji"))
  }

  @Test("help longer than the screen is paged too", arguments: [["help", "list"], ["list", "--help"]])
  func help(arguments: [String]) {
    let test = TestContext(isTerminal: true, height: 10)
    defer { test.cleanUp() }
    #expect(test.run(arguments: arguments) == 0)
    #expect(test.pager.runs.count == 1)
    #expect(test.output.text.isEmpty)
  }
}
