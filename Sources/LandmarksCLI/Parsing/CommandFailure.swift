import Foundation

/// A command that ran but could not do what was asked, for reasons other than the core's (exit 1).
public enum CommandFailure: Error, Equatable, Sendable {
  /// A destructive action needs confirmation, and there is no terminal to ask on.
  case confirmationRequired(action: String)
  /// The person answered no.
  case declined(action: String)
}

extension CommandFailure: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .confirmationRequired(let action):
      return "Refusing to \(action) without confirmation: there is no terminal to ask on. Add --yes to go ahead."
    case .declined(let action):
      return "Did not \(action)."
    }
  }
}
