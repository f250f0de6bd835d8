import Foundation
import LandmarksCore

/// `landmarks badges`: the earned badges, drawn as the app draws them.
struct BadgesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "badges",
    abstract: "Show your earned badges; show or hide the badge stack.",
    discussion: """
      A landmark with a badge awards it once all four activities are done there. On a colour \
      terminal each badge is a hexagon in its colour around its symbol; elsewhere, one line each.
      """,
    options: [
      .flag("all", help: "Also list the badges not earned yet, with progress and what is left."),
      .json,
    ],
    examples: [
      .init(arguments: "badges", explanation: "The badges you have earned."),
      .init(arguments: "badges --all", explanation: "Every badge, with your progress towards each."),
      .init(arguments: "badges hide", explanation: "Stop showing the badge stack under other views."),
    ],
    subcommands: [BadgesShowCommand.self, BadgesHideCommand.self]
  )

  let includeUnearned: Bool

  init(arguments: ParsedArguments) throws {
    includeUnearned = arguments.flag("all")
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try context.loadCatalog()
    let statuses = BadgeRules.statuses(in: catalog, state: try context.loadState())
    let shown = includeUnearned ? statuses : statuses.filter(\.isEarned)
    var notes: [String] = []
    if shown.isEmpty {
      notes.append(
        "No badges earned yet. Do all four activities at a landmark with a badge; 'landmarks badges --all' lists them.")
    }
    return BadgesOutput(statuses: shown, notes: notes)
  }
}
