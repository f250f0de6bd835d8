import Foundation

/// What a command produced: text for people, optionally JSON for scripts, and notes for stderr.
protocol CommandOutput: Sendable {
  /// The text for standard output, laid out in `style`; empty for nothing.
  func text(in style: OutputStyle) -> String
  /// The JSON form, for commands that offer `--json`.
  var json: (any Encodable & Sendable)? { get }
  /// Remarks for standard error in text mode, such as "no hits".
  var notes: [String] { get }
  /// Problems for standard error in every mode, such as a store that could not be read.
  var warnings: [String] { get }
  /// Whether the run should end with exit status 1 although it printed its result, as `doctor`
  /// does when it finds a problem.
  var isFailure: Bool { get }
  /// The output as one that streams (see `StreamingOutput`), or `nil`: a requirement rather than a
  /// cast, as a cast to a protocol costs a scan of every conformance at run time.
  var streaming: (any StreamingOutput)? { get }
}

extension CommandOutput {
  var json: (any Encodable & Sendable)? { nil }
  var notes: [String] { [] }
  var warnings: [String] { [] }
  var isFailure: Bool { false }
  var streaming: (any StreamingOutput)? { nil }
}

/// Plain lines of text, for commands that only report what they did.
struct MessageOutput: CommandOutput {
  /// The lines to print.
  let lines: [String]
  /// Remarks for standard error.
  var notes: [String] = []

  func text(in style: OutputStyle) -> String {
    lines.map { $0 + "\n" }.concatenated()
  }
}
