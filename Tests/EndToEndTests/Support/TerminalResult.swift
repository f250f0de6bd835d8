/// What one run on a pseudo-terminal showed (standard output and error together, as a terminal window
/// shows them, with the terminal's CR LF turned back into LF) and how it ended.
struct TerminalResult: Sendable {
  /// The text the terminal received.
  let output: String
  /// The exit status (128 + signal when a signal ended the run).
  let status: Int32
}
