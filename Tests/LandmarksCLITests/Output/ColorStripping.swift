/// Removes SGR colour sequences, to compare coloured output with plain text.
enum ColorStripping {
  /// `text` without its `ESC [ … m` sequences.
  static func stripped(_ text: String) -> String {
    text.replacing(/\u{1B}\[[0-9;]*m/, with: "")
  }
}
