import Foundation
import Testing

/// Colour choices, on a pipe and on a terminal, and layout when the output goes to a pipe.
@Suite struct ColorAndLayoutTests {
  static let escape = "\u{1B}"

  /// `text` without its SGR escape sequences.
  static func stripped(_ text: String) -> String {
    text.replacing(/\u{1B}\[[0-9;]*m/, with: "")
  }

  /// `--color always` colours even piped output, wherever the option stands.
  @Test(arguments: [
    ["list", "--color", "always"], ["--color", "always", "list"], ["show", "fuji", "--color", "always"],
    ["search", "fuji", "--color", "always"], ["list", "--color=always"],
  ])
  func colorAlwaysEmitsEscapes(arguments: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(arguments)
    #expect(result.status == 0)
    #expect(result.stdout.contains(Self.escape + "["))
  }

  /// `--color never` never colours, even on a colour terminal whose environment asks for colour.
  /// (On a pipe there is never colour, so only a terminal makes this test able to fail;
  /// `TerminalTests.autoColorsATerminal` is its control.)
  @Test(arguments: [["list"], ["show", "fuji"], ["search", "fuji"], ["progress"], ["badges", "--all"]])
  func colorNeverEmitsNone(command: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try landmarks.run(["mark", "fuji", "--all"])
    let result = try landmarks.runOnTerminal(
      command + ["--color", "never"],
      environment: ["CLICOLOR_FORCE": "1", "FORCE_COLOR": "1", "TERM": "xterm-256color", "COLORTERM": "truecolor"])
    #expect(result.status == 0)
    #expect(!result.output.isEmpty)
    #expect(!result.output.contains(Self.escape), "\(result.output)")
  }

  /// `NO_COLOR` with `--color auto` (or no `--color`) gives no colour on a colour terminal.
  @Test(
    arguments: [["list"], ["show", "fuji"], ["search", "fuji"], ["progress"], ["badges", "--all"]], [true, false])
  func noColorWithAutoEmitsNone(command: [String], explicitAuto: Bool) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try landmarks.run(["mark", "fuji", "--all"])
    let result = try landmarks.runOnTerminal(
      command + (explicitAuto ? ["--color", "auto"] : []), environment: ["NO_COLOR": "1", "TERM": "xterm-256color"])
    #expect(result.status == 0)
    #expect(!result.output.isEmpty)
    #expect(!result.output.contains(Self.escape), "\(result.output)")
  }

  /// Piped output has no colour with `--color auto`, even when the environment would allow it.
  @Test(arguments: [["list"], ["show", "fuji"], ["badges", "--all"]])
  func pipedAutoEmitsNone(command: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(command + ["--color", "auto"], environment: ["TERM": "xterm-256color"])
    #expect(result.status == 0)
    #expect(!result.stdout.isEmpty)
    #expect(!result.stdout.contains(Self.escape))
  }

  /// Piped output is never cut to the terminal's width, even when colour is forced and COLUMNS is small.
  @Test func pipedOutputIsNotTruncated() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let narrow = try landmarks.run(["list", "--color", "always"], environment: ["COLUMNS": "40"])
    #expect(narrow.status == 0)
    #expect(narrow.stdout.contains(Self.escape))
    let plain = Self.stripped(narrow.stdout)
    let line = try #require(plain.split(separator: "\n").first { $0.contains("Perito Moreno Glacier") })
    #expect(line.contains("Los Glaciares National Park, Santa Cruz, Argentina"))
    #expect(!plain.contains("…"))
    // Colour aside, it is the same text as the uncoloured output.
    let never = try landmarks.run(["list", "--color", "never"], environment: ["COLUMNS": "40"])
    #expect(plain == never.stdout)
  }

  /// The detail view keeps its description whole when piped with a narrow COLUMNS.
  @Test func pipedDetailIsNotTruncated() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let narrow = try landmarks.run(["show", "fuji", "--color", "always"], environment: ["COLUMNS": "40"])
    #expect(narrow.status == 0)
    let json = try #require(EndToEndJSON.object(try landmarks.run(["show", "fuji", "--json"]).stdout))
    let description = try #require(json["description"] as? String)
    #expect(Self.stripped(narrow.stdout).contains(description))
  }

  /// An unknown colour choice is a usage error.
  @Test func unknownColorChoiceIsUsageError() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["list", "--color", "sometimes"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("sometimes"))
  }

  /// JSON never carries colour, even with `--color always`.
  @Test func jsonIsNeverColored() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.run(["list", "--json", "--color", "always"])
    #expect(result.status == 0)
    #expect(!result.stdout.contains(Self.escape))
    #expect(EndToEndJSON.array(result.stdout) != nil)
  }
}
