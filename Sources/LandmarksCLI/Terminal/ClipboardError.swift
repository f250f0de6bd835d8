import Foundation

/// Why `--copy` could not reach the clipboard.
public enum ClipboardError: Error, Equatable, Sendable {
  /// There is no terminal to send the OSC 52 sequence to (exit 1).
  case noTerminal
  /// The terminal could not be written (exit 74).
  case cannotWrite(reason: String)
}

extension ClipboardError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .noTerminal:
      "Cannot copy: there is no terminal to send the clipboard sequence to. Run it in a terminal, or "
        + "drop --copy and pipe the card to your clipboard tool (pbcopy, wl-copy, xclip)."
    case .cannotWrite(let reason):
      "Cannot copy: writing to the terminal failed: \(reason)."
    }
  }
}
