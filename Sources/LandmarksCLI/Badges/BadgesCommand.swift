import Foundation
import LandmarksCore
import LandmarksModels

/// `landmarks badges`: the earned badges, drawn as the app draws them.
struct BadgesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "badges",
    abstract: "Show your earned badges; show or hide the badge stack.",
    discussion: """
      A landmark with a badge awards it once all four activities are done there. On a colour \
      terminal each badge is a hexagon in its colour around its symbol; elsewhere, one line each. \
      The filters of 'landmarks list' pick which landmarks' badges are shown, with --all or \
      without (then only those earned there).
      """ + " " + LandmarkSelection.discussion,
    options: [.flag("all", help: "Also list the badges not earned yet, with progress and what is left.")]
      + LandmarkSelection.options + [.json],
    examples: [
      .init(arguments: "badges", explanation: "The badges you have earned."),
      .init(arguments: "badges --all", explanation: "Every badge, with your progress towards each."),
      .init(
        arguments: "badges --all --collection \"Iceland 2025\"",
        explanation: "Which landmarks of a trip have badges, and what is left to earn them."),
      .init(arguments: "badges --continent europe,asia", explanation: "The badges you earned in Europe or Asia."),
      .init(arguments: "badges hide", explanation: "Stop showing the badge stack under other views."),
    ],
    subcommands: [BadgesShowCommand.self, BadgesHideCommand.self]
  )

  let includeUnearned: Bool
  /// Whose badges: the filters `list` takes.
  let selection: LandmarkSelection

  init(arguments: ParsedArguments) throws {
    includeUnearned = arguments.flag("all")
    selection = try LandmarkSelection(arguments: arguments)
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    let state = try context.loadState()
    let filter = try selection.filter(in: catalog, state: state)
    let statuses = try BadgeRules.statuses(in: catalog, state: state).filter { filter.matches($0.landmark) }
    let shown = includeUnearned ? statuses : statuses.filter(\.isEarned)
    var notes: [String] = []
    if shown.isEmpty {
      notes.append(
        emptyNote(
          selected: filter.isEmpty ? nil : try catalog.landmarks(matching: filter).count, badges: statuses.count))
    }
    return BadgesOutput(statuses: shown, notes: notes)
  }

  /// Why nothing is shown, and where to look next; `selected` is nil without filters.
  private func emptyNote(selected: Int?, badges: Int) -> String {
    guard let selected else {
      return
        "No badges earned yet. Do all four activities at a landmark with a badge; 'landmarks badges --all' lists them."
    }
    if selected == 0 { return "No landmarks match these filters." }
    if badges == 0 {
      let landmarks =
        selected == 1
        ? "The one landmark selected has no badge" : "None of the \(selected) landmarks selected has a badge"
      return "\(landmarks); 'landmarks badges --all' lists the landmarks that do."
    }
    return "No badges earned here yet: \(badges) of the \(selected) landmarks selected "
      + "\(badges == 1 ? "has one" : "have one"); add --all to see what is left to do."
  }
}

/// The result of `badges`.
struct BadgesOutput: CommandOutput {
  /// One badge in JSON.
  struct Entry: Encodable, Sendable {
    struct LandmarkReference: Encodable, Sendable {
      let id: Int
      let slug: String
      let name: String
    }

    let id: String
    let symbol: BadgeSymbol
    let color: BadgeColor
    let landmark: LandmarkReference
    let earned: Bool
    let earnedAt: Date?
    let done: [Activity]
    let remaining: [Activity]
  }

  let statuses: [BadgeStatus]
  let notes: [String]

  var json: (any Encodable & Sendable)? {
    statuses.map { status in
      Entry(
        id: status.badge.id, symbol: status.badge.symbol, color: status.badge.color,
        landmark: .init(id: status.landmark.id, slug: status.landmark.slug, name: status.landmark.name),
        earned: status.isEarned, earnedAt: status.earnedAt, done: status.done, remaining: status.remaining)
    }
  }

  func text(in style: OutputStyle) -> String {
    guard !statuses.isEmpty else { return "" }
    var lines: [String]
    // Hexagons wherever colour is on: on a colour terminal, and piped with `--color always`.
    if style.usesColor && style.unicode {
      let items = statuses.map {
        BadgeArt.Item(
          symbol: $0.badge.symbol, color: $0.badge.color, label: $0.landmark.safeName, dimmed: !$0.isEarned)
      }
      lines = BadgeArt.render(items, width: style.width, colors: style.colors)
      let unearned = statuses.filter { !$0.isEarned }
      if !unearned.isEmpty {
        lines.append("")
        lines += unearned.map { style.fit(progressLine($0)) }
      }
    } else {
      lines = statuses.map { status in
        status.isEarned
          ? "\(status.landmark.safeName) — \(status.badge.symbol.rawValue), \(status.badge.color.rawValue) — earned"
            + (status.earnedAt.map { " " + Formatting.time($0, in: style.timeZone) } ?? "")
          : progressLine(status)
      }.map(style.fit)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private func progressLine(_ status: BadgeStatus) -> String {
    let left = status.remaining.map(\.shortName).joined(separator: ", ")
    return "\(status.landmark.safeName) — \(status.badge.symbol.rawValue), \(status.badge.color.rawValue) — "
      + "\(status.done.count)/\(Activity.allCases.count), left: \(left)"
  }
}

/// `landmarks badges show`: shows the badge stack under the views that carry it.
struct BadgesShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "show",
    abstract: "Show the badge stack under list, show and collections (the default).",
    examples: [.init(arguments: "badges show", explanation: "Bring the badge stack back.")]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    try BadgeStackSetting.set(shown: true, in: context)
  }
}

/// `landmarks badges hide`: hides the badge stack.
struct BadgesHideCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "hide",
    abstract: "Hide the badge stack under list, show and collections.",
    examples: [.init(arguments: "badges hide", explanation: "Hide the badge stack; 'badges show' brings it back.")]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    try BadgeStackSetting.set(shown: false, in: context)
  }
}

/// The persisted show/hide toggle of the badge stack, as `badges show` and `badges hide` set it.
enum BadgeStackSetting {
  static func set(shown: Bool, in context: CommandContext) throws -> MessageOutput {
    let now = context.now()
    let changed = try context.store.update { state in
      let wasShown = state.badgeStack.value
      state.setBadgeStackShown(shown, on: now)
      return wasShown != shown
    }
    let word = shown ? "shown" : "hidden"
    return MessageOutput(lines: [changed ? "The badge stack is now \(word)." : "The badge stack was already \(word)."])
  }
}
