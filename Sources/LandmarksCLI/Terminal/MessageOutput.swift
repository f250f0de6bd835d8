import Foundation

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
