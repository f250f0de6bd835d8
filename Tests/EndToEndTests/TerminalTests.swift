import Foundation
import Testing

/// The binary on a real (pseudo-)terminal: colour where it may, none where it must not, and a layout that
/// follows the window's own width.
@Suite("On a terminal")
struct TerminalTests {
  static let escape = "\u{1B}"

  /// Commands whose text output has colour on a colour terminal.
  static let coloredCommands: [[String]] = [
    ["list"], ["show", "fuji"], ["search", "fuji"], ["progress"], ["badges", "--all"],
  ]

  /// The control for every "no colour" test: on a terminal, `--color auto` (or nothing) without NO_COLOR
  /// does colour, so finding no escape elsewhere means something.
  @Test(arguments: coloredCommands, [["--color", "auto"], []])
  func autoColorsATerminal(command: [String], choice: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    for term in ["xterm-256color", "xterm"] {
      let result = try landmarks.runOnTerminal(command + choice, environment: ["TERM": term])
      #expect(result.status == 0, "\(term): \(result.output)")
      #expect(result.output.contains(Self.escape + "["), "TERM=\(term)")
    }
  }

  /// A 256-colour terminal gets 256-colour codes for badges, a plain xterm only the basic ones.
  @Test func colourDepthFollowsTERM() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let rich = try landmarks.runOnTerminal(["show", "fuji"], environment: ["TERM": "xterm-256color"])
    let basic = try landmarks.runOnTerminal(["show", "fuji"], environment: ["TERM": "xterm"])
    #expect(rich.output.contains(Self.escape + "[38;5;"))
    #expect(!basic.output.contains(Self.escape + "[38;5;"))
    #expect(basic.output.contains(Self.escape + "["))
  }

  /// `TERM=dumb` means no colour with `--color auto`, even on a terminal.
  @Test(arguments: coloredCommands)
  func dumbTerminalGetsNoColor(command: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.runOnTerminal(command + ["--color", "auto"], environment: ["TERM": "dumb"])
    #expect(result.status == 0)
    #expect(!result.output.contains(Self.escape), "\(result.output)")
    #expect(!result.output.isEmpty)
  }

  /// `--color always` still colours a dumb terminal: the user asked for it.
  @Test func alwaysOverridesDumb() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.runOnTerminal(["list", "--color", "always"], environment: ["TERM": "dumb"])
    #expect(result.status == 0)
    #expect(result.output.contains(Self.escape + "["))
  }

  /// With no COLUMNS, the layout fits the width the terminal itself reports, and a wider window gives a
  /// different layout (so the width really comes from the window, not a default).
  @Test(arguments: [
    ["list"], ["show", "fuji"], ["search", "mount"], ["progress"], ["collections", "show", "favorites"],
  ])
  func widthComesFromTheTerminal(command: [String]) throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    try landmarks.run(["mark", "fuji", "--all"])
    try landmarks.run(["favorites", "add", "fuji"])
    let environment = ["TERM": "xterm-256color"]
    let narrow = try landmarks.runOnTerminal(command, columns: 50, environment: environment)
    let wide = try landmarks.runOnTerminal(command, columns: 120, environment: environment)
    #expect(narrow.status == 0)
    #expect(wide.status == 0)
    let narrowLines = EndToEndJSON.lines(narrow.output)
    #expect(narrowLines.count >= 3)
    for line in narrowLines {
      #expect(TerminalColumns.of(line) <= 50, "\(TerminalColumns.of(line)) columns: \(line)")
    }
    #expect(EndToEndJSON.lines(wide.output).contains { TerminalColumns.of($0) > 50 })
    #expect(narrow.output != wide.output)
  }

  /// COLUMNS, when set, wins over the window's size.
  @Test func columnsOverridesTheWindow() throws {
    let landmarks = LandmarksProcess()
    defer { landmarks.cleanUp() }
    let result = try landmarks.runOnTerminal(["list"], columns: 120, environment: ["COLUMNS": "40"])
    #expect(result.status == 0)
    for line in EndToEndJSON.lines(result.output) {
      #expect(TerminalColumns.of(line) <= 40, "\(line)")
    }
  }
}
