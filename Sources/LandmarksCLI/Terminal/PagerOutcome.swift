/// What became of text handed to a pager.
enum PagerOutcome: Sendable, Equatable {
  /// The pager ran and had the text (all of it, or until the person quit it).
  case shown
  /// The pager could not be started (not installed, not executable): print the text directly.
  case couldNotStart
}
