import Foundation

/// What can go wrong delivering output.
public indirect enum OutputError: Error, Equatable, Sendable {
  /// The reader closed the stream (`landmarks list | head`): the run ends quietly, exit 0.
  case closed
  /// Writing failed for another reason, such as a full disk (exit 74).
  case failed(reason: String)
  /// The stream was not open at all (`landmarks list >&-`): nothing can be printed (exit 74).
  case notOpen
  /// Printing failed after the store had saved the command's change (exit 74, but the change is
  /// kept: running the command again is not needed, and may fail as "already exists").
  case savedButUnprinted(OutputError)
}

extension OutputError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .closed:
      "The output was closed before everything was written."
    case .failed(let reason):
      "Cannot write the output: \(reason). Free some space or write elsewhere."
    case .notOpen:
      "Cannot write the output: standard output is closed. Run the command with its output going to "
        + "a terminal, a file or a pipe (`> /dev/null` discards it)."
    case .savedButUnprinted(let cause):
      "The change was saved; only its message could not be printed (\(cause.shortReason)). "
        + "There is no need to run the command again."
    }
  }

  /// The cause in a few words, for the saved-but-unprinted sentence.
  private var shortReason: String {
    switch self {
    case .closed: "the output was closed"
    case .failed(let reason): reason
    case .notOpen: "standard output is closed"
    case .savedButUnprinted(let cause): cause.shortReason
    }
  }
}
