/// Whether text goes through a pager: only text for a terminal (never JSON, never a pipe),
/// only when paging is on, and only when it has more lines than the terminal has rows.
enum PagerDecision {
  /// The pager command to show `text` with, or `nil` to print it directly.
  static func pager(for text: String, json: Bool, terminal: Terminal, command: String?) -> String? {
    guard let (command, height) = paging(json: json, terminal: terminal, command: command) else { return nil }
    let lines = text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    return lines > height ? command : nil
  }

  /// The pager command and the number of lines that fit the screen, or `nil` when nothing is ever
  /// paged: what a streamed output checks before it has all its lines.
  static func paging(json: Bool, terminal: Terminal, command: String?) -> (command: String, height: Int)? {
    guard !json, terminal.outputIsTerminal, let command, let height = terminal.reportedHeight else { return nil }
    return (command, height)
  }
}
