import Foundation

/// A command that ran but could not do what was asked, for reasons other than the core's (exit 1).
public enum CommandFailure: Error, Equatable, Sendable {
  /// A destructive action needs confirmation, and there is no terminal to ask on.
  case confirmationRequired(action: String)
  /// The person answered no (or ended the input); `outcome` says what was kept, such as
  /// "Kept the collection Trip."
  case declined(outcome: String)

  /// Whether the message reads as an error: a "no" is the person's choice, not something that
  /// went wrong, so it is reported as a plain sentence (the exit status still says nothing was done).
  public var isError: Bool {
    switch self {
    case .confirmationRequired: true
    case .declined: false
    }
  }
}

extension CommandFailure: LocalizedError {
  /// A sentence for people: what went wrong and what to do next.
  public var errorDescription: String? {
    switch self {
    case .confirmationRequired(let action):
      return "Refusing to \(action) without confirmation: there is no terminal to ask on. Add --yes to go ahead."
    case .declined(let outcome):
      return outcome
    }
  }
}
