import LandmarksCore

/// What `mark` or `unmark` did.
struct ActivityChangeOutput: CommandOutput {
  let landmark: Landmark
  /// True for `mark`, false for `unmark`.
  let marking: Bool
  let requested: [Activity]
  let changed: [Activity]
  let doneCount: Int
  let earned: [BadgeStatus]
  let lost: [BadgeStatus]

  func text(in style: OutputStyle) -> String {
    var lines: [String] = []
    let total = Activity.allCases.count
    // Catalog text may come from an import: it must never drive the terminal.
    let name = SafeText.clean(landmark.name)
    if changed.isEmpty {
      let state = marking ? "already done" : "not done"
      lines.append(
        "Nothing to change at \(name): \(list(requested)) \(requested.count == 1 ? "is" : "are") \(state) (\(doneCount)/\(total) done)."
      )
    } else {
      lines.append("\(marking ? "Marked" : "Unmarked") \(list(changed)) at \(name) (\(doneCount)/\(total) done).")
      // Completing a landmark without a badge would otherwise pass in silence, as if it did not count.
      if marking, doneCount == total, landmark.badge == nil {
        lines.append(
          "All four done at \(name), which has no badge to earn; 'landmarks badges --all' lists the landmarks that do.")
      }
    }
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

  private func list(_ activities: [Activity]) -> String {
    let phrases = activities.map(\.phrase)
    guard let last = phrases.last, phrases.count > 1 else { return phrases.first ?? "" }
    return phrases.dropLast().joined(separator: ", ") + " and " + last
  }
}
