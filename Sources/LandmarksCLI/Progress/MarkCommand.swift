import LandmarksCore
import LandmarksModels

/// `landmarks mark`: records activities done at a landmark; marking twice is harmless.
struct MarkCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "mark",
    abstract: .markAbstract,
    discussion: [.init(.markDiscussion)],
    arguments: ActivityArguments.arguments,
    options: [ActivityArguments.allFlag],
    examples: [
      .init(arguments: "mark fuji photo sketch", explanation: .markExample1),
      .init(arguments: "mark mount-fuji --all", explanation: .markExample2),
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
    abstract: .unmarkAbstract,
    discussion: [.init(.unmarkDiscussion)],
    arguments: ActivityArguments.arguments,
    options: [ActivityArguments.allFlag],
    examples: [
      .init(arguments: "unmark fuji sketch", explanation: .unmarkExample1),
      .init(arguments: "unmark fuji --all", explanation: .unmarkExample2),
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
    let words = style.localizer
    var lines: [String] = []
    let total = Activity.allCases.count
    // Catalog text may come from an import: it must never drive the terminal.
    let name = words.name(of: landmark)
    if changed.isEmpty {
      let key: L10nKey = marking ? .markAlreadyDone : .markNotDone
      lines.append(words(key, requested.count, list(requested, in: words), name, doneCount, total))
    } else {
      lines.append(words(marking ? .markMarked : .markUnmarked, list(changed, in: words), name, doneCount, total))
      // Completing a landmark without a badge would otherwise pass in silence, as if it did not count.
      if marking, doneCount == total, landmark.badge == nil {
        lines.append(words(.markNoBadge, name))
      }
    }
    lines += BadgeChangeLines.lines(earned: earned, lost: lost, in: style)
    return lines.map { $0 + "\n" }.concatenated()
  }

  private func list(_ activities: [Activity], in words: Localizer) -> String {
    words.list(activities.map(words.phrase(of:)), .and)
  }
}

/// The lines that follow a change which earned badges or took them back.
enum BadgeChangeLines {
  /// "You earned the Mount Fuji badge! ⛰️" for each earned, a plain line for each lost.
  static func lines(earned: [BadgeStatus], lost: [BadgeStatus], in style: OutputStyle) -> [String] {
    let words = style.localizer
    var lines: [String] = []
    for status in earned {
      lines.append(
        style.bold(words(.badgeEarned, words.name(of: status.landmark))) + " "
          + style.colored(style.glyph(status.badge.symbol), status.badge.color))
    }
    for status in lost {
      lines.append(words(.badgeLost, words.name(of: status.landmark)))
    }
    return lines
  }
}
