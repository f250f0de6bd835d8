import Foundation
import LandmarksCore

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
