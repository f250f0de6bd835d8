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
  /// A sentence for people, in English (the command line prints it in its language, see
  /// `Localizer.describe`).
  public var errorDescription: String? { Localizer.english.describe(self) }
}
