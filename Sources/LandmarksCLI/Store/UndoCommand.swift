import Foundation
import LandmarksCore

/// `landmarks undo [--list]`: reverts the last change as a new, dated change.
struct UndoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "undo",
    abstract: "Revert the last change; repeated, walk further back.",
    discussion: """
      The change is reverted by a new, dated change (an undone mark becomes an unmark, an undone \
      creation a deletion), so your history stays true. landmarks remembers the last \
      \(UserState.journalLimit) changes; 'landmarks redo' puts back what undo reverted, until you \
      make a new change. With nothing left to undo it exits with status 1. Imports are not undone \
      here: remove a source with 'landmarks sources remove NAME'.
      """,
    options: [.flag("list", help: "List the changes that can be undone, newest first."), .json],
    examples: [
      .init(arguments: "undo", explanation: "Revert the last change."),
      .init(arguments: "undo --list", explanation: "What undo would revert, newest first."),
    ]
  )

  let listOnly: Bool

  init(arguments: ParsedArguments) throws {
    listOnly = arguments.flag("list")
    if arguments.flag("json") && !listOnly {
      throw UsageError.conflict("--json goes with --list: undo itself prints one sentence.")
    }
  }

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try? context.loadCatalog()
    if listOnly {
      let state = try context.loadState()
      let summary = JournalSummary(catalog: catalog, state: state)
      return UndoListOutput(
        items: state.undoableEntries.map { .init(at: $0.at, summary: summary.sentence(for: $0.operations)) },
        timeZone: context.timeZone)
    }
    let store = context.store
    let (step, before, after) = try store.undo(on: context.now())
    var notes: [String] = []
    if let imported = store.sourcesChangedAt(), imported > step.entry.at {
      notes.append("An import made since is not undone by undo; use 'landmarks sources remove NAME' for that.")
    }
    return try JournalStepOutput(
      step: step, before: before, after: after, catalog: catalog, notes: notes)
  }
}
