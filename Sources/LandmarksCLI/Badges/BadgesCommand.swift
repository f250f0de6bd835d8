import Foundation
import LandmarksCore
import LandmarksModels

/// `landmarks badges`: the earned badges, drawn as the app draws them.
struct BadgesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "badges",
    abstract: .badgesAbstract,
    discussion: [.init(.badgesDiscussion), LandmarkSelection.discussion],
    options: [.flag("all", help: .badgesOptionAll)]
      + LandmarkSelection.options + [.json],
    examples: [
      .init(arguments: "badges", explanation: .badgesExample1),
      .init(arguments: "badges --all", explanation: .badgesExample2),
      .init(
        arguments: "badges --all --collection \"Iceland 2025\"",
        explanation: .badgesExample3),
      .init(arguments: "badges --continent europe,asia", explanation: .badgesExample4),
      .init(arguments: "badges hide", explanation: .badgesExample5),
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
          selected: filter.isEmpty ? nil : try catalog.landmarks(matching: filter).count, badges: statuses.count,
          words: context.localizer))
    }
    return BadgesOutput(statuses: shown, notes: notes)
  }

  /// Why nothing is shown, and where to look next; `selected` is nil without filters.
  private func emptyNote(selected: Int?, badges: Int, words: Localizer) -> String {
    guard let selected else { return words(.badgesNoneYet) }
    if selected == 0 { return words(.listNoMatch) }
    if badges == 0 { return words(.badgesNoneSelected, selected) }
    return words(.badgesNoneEarnedHere, badges, selected)
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
    let words = style.localizer
    var lines: [String]
    // Hexagons wherever colour is on: on a colour terminal, and piped with `--color always`.
    if style.usesColor && style.unicode {
      let items = statuses.map {
        BadgeArt.Item(
          symbol: $0.badge.symbol, color: $0.badge.color, label: words.name(of: $0.landmark), dimmed: !$0.isEarned)
      }
      lines = BadgeArt.render(items, width: style.width, colors: style.colors)
      let unearned = statuses.filter { !$0.isEarned }
      if !unearned.isEmpty {
        lines.append("")
        lines += unearned.map { style.fit(progressLine($0, in: words)) }
      }
    } else {
      lines = statuses.map { status in
        status.isEarned
          ? words(
            .badgesEarnedLine, words.name(of: status.landmark), words.name(of: status.badge.symbol),
            words.name(of: status.badge.color),
            status.earnedAt.map { words(.badgesEarnedAt, Formatting.time($0, in: style.localZone, words: words)) }
              ?? words(.badgesEarnedWord))
          : progressLine(status, in: words)
      }.map(style.fit)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private func progressLine(_ status: BadgeStatus, in words: Localizer) -> String {
    let left = status.remaining.map(words.shortName(of:)).joined(separator: words(.listSeparator))
    return words(
      .badgesProgressLine, words.name(of: status.landmark), words.name(of: status.badge.symbol),
      words.name(of: status.badge.color), status.done.count, Activity.allCases.count, left)
  }
}

/// `landmarks badges show`: shows the badge stack under the views that carry it.
struct BadgesShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "show",
    abstract: .badgesShowAbstract,
    examples: [.init(arguments: "badges show", explanation: .badgesShowExample1)]
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
    abstract: .badgesHideAbstract,
    examples: [.init(arguments: "badges hide", explanation: .badgesHideExample1)]
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
    let key: L10nKey =
      switch (shown, changed) {
      case (true, true): .badgesStackNowShown
      case (true, false): .badgesStackAlreadyShown
      case (false, true): .badgesStackNowHidden
      case (false, false): .badgesStackAlreadyHidden
      }
    return MessageOutput(lines: [context.tr(key)])
  }
}
