import Foundation

/// A command that ran but could not do what was asked, for reasons other than the core's (exit 1).
enum CommandFailure: Error, Equatable, Sendable {
  /// A destructive action needs confirmation, and there is no terminal to ask on; `action` is a
  /// verb phrase ("delete the collection Trip").
  case confirmationRequired(action: LocalizedText)
  /// The person answered no (or ended the input); `outcome` says what was kept, such as
  /// "Kept the collection Trip."
  case declined(outcome: LocalizedText)

  /// Whether the message reads as an error: a "no" is the person's choice, not something that
  /// went wrong, so it is reported as a plain sentence (the exit status still says nothing was done).
  var isError: Bool {
    switch self {
    case .confirmationRequired: true
    case .declined: false
    }
  }
}

extension CommandFailure: LocalizedError {
  /// A sentence for people, in English (the command line prints it in its language, see
  /// `Localizer.describe`).
  var errorDescription: String? { Localizer.english.describe(self) }
}
