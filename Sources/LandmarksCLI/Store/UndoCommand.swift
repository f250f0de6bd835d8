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

/// `undo --list`: the changes that can be undone, newest first, each with its time.
struct UndoListOutput: CommandOutput {
  /// One change that can be undone.
  struct Item: Encodable, Sendable {
    /// When the change was made.
    let at: Date
    /// What it did, in a sentence.
    let summary: String
  }

  let items: [Item]
  /// The zone times are shown in.
  let timeZone: TimeZone

  func text(in style: OutputStyle) -> String {
    items.map { "\(Formatting.time($0.at, in: timeZone))  \($0.summary)\n" }.joined()
  }

  var json: (any Encodable & Sendable)? { items }

  var notes: [String] {
    items.isEmpty ? ["Nothing can be undone: no change is recorded yet."] : []
  }
}

/// `landmarks redo`: re-applies what `undo` reverted, as a new, dated change.
struct RedoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "redo",
    abstract: "Re-apply the change undo reverted last.",
    discussion: """
      Repeated, it walks forward again through what undo reverted. A new change ends the chain: \
      what was undone before it can no longer be redone. With nothing to redo it exits with status 1.
      """,
    examples: [.init(arguments: "redo", explanation: "Put back what the last undo reverted.")]
  )

  init(arguments: ParsedArguments) throws {}

  func run(in context: CommandContext) throws -> any CommandOutput {
    let catalog = try? context.loadCatalog()
    let (step, before, after) = try context.store.redo(on: context.now())
    return try JournalStepOutput(step: step, before: before, after: after, catalog: catalog)
  }
}

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
