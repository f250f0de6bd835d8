import LandmarksCore
import LandmarksModels

/// `landmarks mark`: records activities done at a landmark; marking twice is harmless.
struct MarkCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "mark",
    abstract: "Record activities done at a landmark.",
    discussion: """
      Doing all four at a landmark that has a badge earns it. Marking something already done \
      changes nothing and is not an error.
      """,
    arguments: ActivityArguments.arguments,
    options: [ActivityArguments.allFlag],
    examples: [
      .init(arguments: "mark fuji photo sketch", explanation: "Two activities at Mount Fuji."),
      .init(arguments: "mark mount-fuji --all", explanation: "All four, earning the Mount Fuji badge."),
    ]
  )

  let selection: ActivityArguments

  init(arguments: ParsedArguments) throws {
    selection = try ActivityArguments(arguments)
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try selection.apply(marking: true, in: context)
  }
}

/// `landmarks unmark`: takes back activities; an unmark is a dated change too.
struct UnmarkCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "unmark",
    abstract: "Undo activities recorded at a landmark.",
    discussion:
      "Unmarking one of the four takes back the landmark's badge. The first completion time is kept in the store's history.",
    arguments: ActivityArguments.arguments,
    options: [ActivityArguments.allFlag],
    examples: [
      .init(arguments: "unmark fuji sketch", explanation: "Undo the sketch at Mount Fuji."),
      .init(arguments: "unmark fuji --all", explanation: "Undo all four."),
    ]
  )

  let selection: ActivityArguments

  init(arguments: ParsedArguments) throws {
    selection = try ActivityArguments(arguments)
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    try selection.apply(marking: false, in: context)
  }
}

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
