import LandmarksCore

/// What `undo` or `redo` did: one sentence, then the badges it took back or awarded.
struct JournalStepOutput: CommandOutput {
  /// The sentence describing the operations applied.
  let summary: String
  /// Badges earned by the step.
  let earned: [BadgeStatus]
  /// Badges no longer earned after the step.
  let lost: [BadgeStatus]
  var notes: [String] = []

  /// Describes `step`, which turned `before` into `after`; badges need the catalog.
  init(step: JournalStep, before: UserState, after: UserState, catalog: Catalog?, notes: [String] = []) throws {
    summary = JournalSummary(catalog: catalog, state: after).sentence(for: step.applied)
    earned = try catalog.map { try BadgeRules.newlyEarned(in: $0, before: before, after: after) } ?? []
    lost = try catalog.map { try BadgeRules.lost(in: $0, before: before, after: after) } ?? []
    self.notes = notes
  }

  func text(in style: OutputStyle) -> String {
    var lines = [summary]
    for status in earned {
      lines.append(
        style.bold("You earned the \(SafeText.clean(status.landmark.name)) badge!") + " "
          + style.colored(style.glyph(status.badge.symbol), status.badge.color))
    }
    for status in lost {
      lines.append("The \(SafeText.clean(status.landmark.name)) badge is no longer earned.")
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
