import Foundation

/// What a command produced: text for people, optionally JSON for scripts, and notes for stderr.
protocol CommandOutput: Sendable {
  /// The text for standard output, laid out in `style`; empty for nothing.
  func text(in style: OutputStyle) -> String
  /// The JSON form, for commands that offer `--json`.
  var json: (any Encodable & Sendable)? { get }
  /// Remarks for standard error in text mode, such as "no hits".
  var notes: [String] { get }
}

extension CommandOutput {
  var json: (any Encodable & Sendable)? { nil }
  var notes: [String] { [] }
}

/// Plain lines of text, for commands that only report what they did.
struct MessageOutput: CommandOutput {
  /// The lines to print.
  let lines: [String]
  /// Remarks for standard error.
  var notes: [String] = []

  func text(in style: OutputStyle) -> String {
    lines.map { $0 + "\n" }.joined()
  }
}
