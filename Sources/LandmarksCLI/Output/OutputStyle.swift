import Foundation
import LandmarksCore

/// How text output is laid out: colour depth, width, and whether lines may be cut to fit.
struct OutputStyle: Sendable {
  /// How much colour to use.
  let colors: ColorSupport
  /// The width to lay out for, in display columns.
  let width: Int
  /// On a terminal: lines are cut to the width and the badge stack sits in the corner.
  /// Piped: nothing is cut and every record stays on one line.
  let isTerminal: Bool
  /// The time zone times are shown in.
  let timeZone: TimeZone

  /// The style for a run, from the context and the `--color` setting.
  init(context: CommandContext, choice: ColorChoice) {
    let environment = context.environment
    let term = environment["TERM"] ?? ""
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let wantsColor: Bool
    switch choice {
    case .always: wantsColor = true
    case .never: wantsColor = false
    case .auto: wantsColor = context.terminal.outputIsTerminal && !noColor && term != "dumb"
    }
    if !wantsColor {
      colors = .none
    } else if term.contains("256color") || ["truecolor", "24bit"].contains(environment["COLORTERM"] ?? "") {
      colors = .ansi256
    } else {
      colors = .basic16
    }
    let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    width = max(20, columns ?? context.terminal.reportedWidth ?? 80)
    isTerminal = context.terminal.outputIsTerminal
    timeZone = context.timeZone
  }

  /// A style with explicit values, for tests.
  init(colors: ColorSupport, width: Int, isTerminal: Bool, timeZone: TimeZone) {
    self.colors = colors
    self.width = width
    self.isTerminal = isTerminal
    self.timeZone = timeZone
  }

  /// Whether any colour is used.
  var usesColor: Bool { colors != .none }

  /// Bold text.
  func bold(_ text: String) -> String { sgr("1", text) }

  /// Faint text, for secondary details.
  func dim(_ text: String) -> String { sgr("2", text) }

  /// Text in a badge's colour.
  func colored(_ text: String, _ color: BadgeColor) -> String {
    guard usesColor else { return text }
    return ColorPalette.foreground(color, support: colors) + text + ColorPalette.reset
  }

  /// Text in a basic accent colour (SGR code such as 32 for green).
  func accent(_ text: String, code: Int) -> String { sgr(String(code), text) }

  /// Cuts a line to the width on a terminal; piped output is never cut.
  func fit(_ line: String) -> String {
    isTerminal ? DisplayWidth.truncate(line, to: width) : line
  }

  private func sgr(_ code: String, _ text: String) -> String {
    usesColor && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
