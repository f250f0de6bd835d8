import Foundation

/// What can go wrong delivering output.
public enum OutputError: Error, Equatable, Sendable {
  /// The reader closed the stream (`landmarks list | head`): the run ends quietly, exit 0.
  case closed
  /// Writing failed for another reason, such as a full disk (exit 74).
  case failed(reason: String)
}

extension OutputError: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .closed: "The output was closed before everything was written."
    case .failed(let reason): "Cannot write the output: \(reason). Free some space or write elsewhere."
    }
  }
}
